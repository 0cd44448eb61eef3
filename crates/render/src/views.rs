//! What templates see: data turned into localized, display-ready values.
//!
//! Numbers are formatted here, with the page's locale, so templates never format a figure
//! by hand and every table shows the same number the same way.

use serde::Serialize;

use iopress_site::data::{
    Cell, Column, DataText, Decimals, Fact, Interval, Join, Quantity, Rig, Table, Unit,
};
use iopress_site::l10n::{Arg, Localizer};

#[derive(Debug, Clone, Serialize)]
pub struct FactView {
    pub label: String,
    pub value: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct RigView {
    pub id: String,
    pub name: String,
    pub facts: Vec<FactView>,
    /// Shown by a `rig` shortcode in the prose (so not again after it).
    pub placed: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct CellView {
    pub text: String,
    /// A figure, or an empty cell in a column of figures: right-aligned.
    pub numeric: bool,
    pub approximate: bool,
    pub empty: bool,
    /// A row or column heading, rendered as `<th scope>`.
    pub heading: bool,
    /// The figure shown, as the data gives it (so a column can be given one number of decimals).
    #[serde(skip)]
    pub number: Option<iopress_site::data::DataNumber>,
    /// What the figure lacks of its column's widest decimals (`.75` after `14` above `14.75`),
    /// kept blank after it so that the column lines up on its decimal separator without
    /// showing digits that were not measured (`data-pad`, see [`body_html`]).
    #[serde(skip)]
    pub pad: String,
}

impl CellView {
    /// Text, or a row heading.
    pub fn text(text: String, heading: bool) -> CellView {
        CellView {
            text,
            numeric: false,
            approximate: false,
            empty: false,
            heading,
            number: None,
            pad: String::new(),
        }
    }

    /// A figure already written (a rank, an amount of money, a range): shown as it is.
    pub fn written(text: String, approximate: bool, heading: bool) -> CellView {
        CellView { numeric: true, approximate, ..CellView::text(text, heading) }
    }

    /// A figure: its text is written by [`format_figures`] once its column's decimals are known.
    pub fn figure(number: &iopress_site::data::DataNumber, heading: bool) -> CellView {
        CellView {
            text: String::new(),
            numeric: true,
            approximate: number.approximate,
            empty: false,
            heading,
            number: Some(number.clone()),
            pad: String::new(),
        }
    }

    /// A figure that was not measured (`—`); `numeric` in a column of figures.
    pub fn not_measured(numeric: bool, heading: bool) -> CellView {
        CellView {
            text: "—".into(),
            numeric,
            approximate: false,
            empty: true,
            heading,
            number: None,
            pad: String::new(),
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct HeaderView {
    pub text: String,
    /// The column holds numbers (right-aligned like them).
    pub numeric: bool,
    /// What a short heading stands for (a grid's configuration "A"): read by screen readers
    /// instead of it, and listed in the table's `key`.
    pub name: Option<String>,
}

impl HeaderView {
    pub fn new(text: String, numeric: bool) -> HeaderView {
        HeaderView { text, numeric, name: None }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct TableView {
    pub id: String,
    /// The language its caption, headings and labels are written in: the page's, also where
    /// it stands in prose shown from another language (the theme sets it as `lang`, which
    /// decides how its words may break).
    pub lang: String,
    pub caption: String,
    /// The language of the caption, where it is not `lang`: a review's caption comes from its
    /// text, which may be shown from another language (the theme sets it on the caption).
    pub caption_lang: Option<String>,
    pub family: iopress_site::data::Family,
    /// The protocol's display name, and its comparison page.
    pub protocol: Option<String>,
    pub protocol_url: Option<String>,
    pub rig: Option<String>,
    pub header: Vec<HeaderView>,
    /// Headings over the header's columns, each spanning `span` of them (a grid's metric over
    /// its configurations' columns); empty for most tables.
    pub header_groups: Vec<super::grid::HeaderGroupView>,
    /// The cells, for Rust; templates get `body`.
    #[serde(skip)]
    pub rows: Vec<Vec<CellView>>,
    /// The rows as HTML (`<tr>…</tr>` each): tables hold most of a results page's cells, and
    /// building them in Rust rather than in a template loop makes pages several times faster
    /// to render (docs/performance.md).
    pub body: String,
    /// Placed in the prose by a shortcode: the standard results section leaves it out.
    pub placed: bool,
    /// Too wide for a phone: on narrow screens each row is shown as a block of labelled
    /// values instead of a row of cells (see [`too_wide_for_a_phone`]).
    pub stacks: bool,
    /// Where the table can be downloaded as CSV and JSON (a review's result tables).
    pub downloads: Option<super::open_data::DownloadLinks>,
    /// Shown as a workload × configuration grid (see [`super::grid`]): its configurations'
    /// short names, and the names they stand for, to list with the caption.
    pub key: Vec<super::grid::KeyView>,
    /// Sentences the table's figures call for, shown under it: VMs that measured alike,
    /// said instead of a chart of bars of one length.
    pub notes: Vec<String>,
    /// More rows than fit a third of a printed page: on paper it may go on over a page
    /// break (between rows, its header repeated) rather than leave a page half empty.
    pub long: bool,
}

impl TableView {
    /// A table without rows or caption: what a figure keeps of its data table where the
    /// table is not shown.
    pub fn empty(id: String, family: iopress_site::data::Family) -> TableView {
        TableView {
            id,
            lang: String::new(),
            caption: String::new(),
            caption_lang: None,
            family,
            protocol: None,
            protocol_url: None,
            rig: None,
            header: Vec::new(),
            rows: Vec::new(),
            body: String::new(),
            placed: false,
            stacks: false,
            downloads: None,
            key: Vec::new(),
            header_groups: Vec::new(),
            notes: Vec::new(),
            long: false,
        }
    }
}

/// Where a table is shown: a screen, where a table too wide for a phone stacks its rows, or
/// paper (the print page), which never does and so needs neither the stacked layout's roles
/// nor each cell's column label (a fifth of a print page).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Medium {
    Screen,
    Paper,
}

/// A table of more rows than this may be split across printed pages.
const LONG_TABLE_ROWS: usize = 12;

/// Whether a table of these rows may be split across printed pages.
pub fn is_long(rows: &[Vec<CellView>]) -> bool {
    rows.len() > LONG_TABLE_ROWS
}

/// The width a phone leaves a table, in ems of its text: 390 CSS px less the page's margins,
/// at the table's 15 px type.
const PHONE_TABLE_EMS: f32 = 22.0;

/// Whether a table needs more than a phone's width without wrapping its cells into towers:
/// numbers never wrap, text may wrap at spaces but reads badly past 10 em a line, and each
/// cell has 1.5 em of padding.
pub fn too_wide_for_a_phone(header: &[HeaderView], rows: &[Vec<CellView>]) -> bool {
    let columns = header.len().max(rows.iter().map(Vec::len).max().unwrap_or(0));
    let mut total = 0.0;
    for column in 0..columns {
        let header_width = header.get(column).map(|h| longest_word_ems(&h.text)).unwrap_or(0.0);
        let cells_width =
            rows.iter()
                .filter_map(|row| row.get(column))
                .map(|cell| {
                    if cell.numeric {
                        text_ems(&cell.text)
                    } else {
                        text_ems(&cell.text).min(10.0)
                    }
                })
                .fold(0.0, f32::max);
        total += header_width.max(cells_width) + 1.5;
    }
    total > PHONE_TABLE_EMS
}

/// A text's width in ems, as the charts measure text (the bundled font's advances, East Asian
/// wide characters a full em).
fn text_ems(text: &str) -> f32 {
    iopress_charts::text::text_width(text, 1.0, false) as f32
}

fn longest_word_ems(text: &str) -> f32 {
    // CJK text breaks between any two characters; other text at spaces.
    text.split_whitespace()
        .map(
            |word| {
                if word.chars().any(iopress_charts::text::is_wide) {
                    1.0
                } else {
                    text_ems(word)
                }
            },
        )
        .fold(0.0, f32::max)
}

/// A label id through its Fluent message; text with no message is shown as written.
pub fn label(localizer: &Localizer, id: &str) -> String {
    localizer.label(id)
}

pub fn quantity(localizer: &Localizer, quantity: &Quantity) -> String {
    localizer
        .format_quantity(&quantity.number.digits, quantity.unit.key(), quantity.number.approximate)
        .unwrap_or_else(|_| quantity.number.to_string())
}

fn number(localizer: &Localizer, number: &iopress_site::data::DataNumber) -> String {
    let formatted =
        localizer.format_decimal(&number.digits).unwrap_or_else(|_| number.digits.clone());
    if number.approximate {
        format!("~{formatted}")
    } else {
        formatted
    }
}

/// A range or a bound the reader's way (`7–30`, `≥ 40`, `7～30`, `40以上`; Fluent messages
/// `value-range`, `value-at-least` and `value-at-most`: ICU4X has no number-range or
/// CLDR "atLeast" patterns), each end with the digits it was written with. With `unit`, the
/// unit follows the last figure (`7–30 W`, `≥ 40 W`, `40 W以上`), as in a fact's range; an
/// amount of money carries its currency at both ends (`€100.00–€200.00`).
pub fn interval(localizer: &Localizer, interval: &Interval, unit: Option<Unit>) -> String {
    let with_unit = |n: &iopress_site::data::DataNumber| match unit {
        Some(unit) => quantity(localizer, &Quantity { number: n.clone(), unit }),
        None => number(localizer, n),
    };
    match interval {
        Interval::Between(low, high) => {
            let from = if unit.is_some_and(|u| u.currency().is_some()) {
                with_unit(low)
            } else {
                number(localizer, low)
            };
            localizer.message(
                "value-range",
                &[("from", Arg::text(from)), ("to", Arg::text(with_unit(high)))],
            )
        }
        Interval::AtLeast(n) => {
            localizer.message("value-at-least", &[("value", Arg::text(with_unit(n)))])
        }
        Interval::AtMost(n) => {
            localizer.message("value-at-most", &[("value", Arg::text(with_unit(n)))])
        }
    }
}

/// `2 × Intel Xeon Gold 6150 (2,7 GHz, 18 cœurs)`, `0–78 °C`, `100,45 × 69,85 × 7 mm`.
pub fn fact(localizer: &Localizer, fact: &Fact) -> FactView {
    let text = fact_words(localizer, fact);
    let figures = fact_figures(localizer, fact);
    let item = match (text, figures) {
        (Some(text), None) => text,
        (Some(text), Some(figures)) => localizer.message(
            "fact-with-figures",
            &[("text", Arg::text(text)), ("figures", Arg::text(figures))],
        ),
        (None, figures) => figures.unwrap_or_default(),
    };
    let value = match &fact.count {
        Some(count) => localizer.message(
            "count-times",
            &[("count", Arg::decimal(count.digits.as_str())), ("item", Arg::text(item))],
        ),
        None => item,
    };
    FactView { label: label(localizer, &fact.label), value }
}

/// What a fact says in words, in the reader's language: its `text`, or its `term`'s label.
pub fn fact_words(localizer: &Localizer, fact: &Fact) -> Option<String> {
    match (&fact.text, &fact.term) {
        (Some(text), _) => Some(data_text(localizer, text).to_string()),
        (None, Some(term)) => Some(localizer.term(term)),
        (None, None) => None,
    }
}

/// A fact's figures read together: a range, an object's dimensions, or a list, each figure
/// followed by what it is when the data says (`10,75 W (lecture)`).
fn fact_figures(localizer: &Localizer, fact: &Fact) -> Option<String> {
    let specs = &fact.specs;
    let (first, last) = (specs.first()?, specs.last()?);
    let one_unit = specs.iter().all(|q| q.unit == first.unit);
    match fact.join {
        Join::Range if specs.len() == 2 && one_unit => Some(localizer.message(
            "value-range",
            &[
                ("from", Arg::text(number(localizer, &first.number))),
                ("to", Arg::text(quantity(localizer, last))),
            ],
        )),
        Join::Dimensions if specs.len() > 1 && one_unit => {
            let mut text = number(localizer, &first.number);
            for (i, q) in specs.iter().enumerate().skip(1) {
                let next = if i + 1 == specs.len() {
                    quantity(localizer, q)
                } else {
                    number(localizer, &q.number)
                };
                text = localizer
                    .message("value-times", &[("a", Arg::text(text)), ("b", Arg::text(next))]);
            }
            Some(text)
        }
        join => {
            let items: Vec<String> = specs
                .iter()
                .zip(fact.qualifiers.iter().chain(std::iter::repeat(&None)))
                .map(|(q, qualifier)| match qualifier {
                    Some(id) => localizer.message(
                        "value-qualified",
                        &[
                            ("value", Arg::text(quantity(localizer, q))),
                            ("qualifier", Arg::text(label(localizer, id))),
                        ],
                    ),
                    None => quantity(localizer, q),
                })
                .collect();
            // CLDR's unit lists end in "and" in most languages ("2,7 GHz et 18 cœurs"), which
            // reads as one thing measured twice; different measures take a plain separator.
            Some(if join == Join::And {
                localizer.format_list(&items)
            } else {
                then_joined(localizer, items)
            })
        }
    }
}

/// Items of different measures one after the other, with the language's plain separator
/// (`value-then`: `2,7 GHz, 18 cœurs`), not "and".
fn then_joined(localizer: &Localizer, items: Vec<String>) -> String {
    items
        .into_iter()
        .reduce(|a, b| localizer.message("value-then", &[("a", Arg::text(a)), ("b", Arg::text(b))]))
        .unwrap_or_default()
}

/// Free text of the data (a rig's name, a fact's text) in the reader's language, else the
/// site's default language.
pub fn data_text<'t>(localizer: &Localizer, text: &'t DataText) -> &'t str {
    text.get(localizer.code(), localizer.default_code())
}

/// A rig as pages show it. A rig without facts (one that only says what class of system a
/// configuration is, its name already given by the configuration) counts as placed: the
/// test-rig section would show only a heading.
pub fn rig(localizer: &Localizer, rig: &Rig) -> RigView {
    let name = data_text(localizer, &rig.name).to_string();
    RigView {
        id: rig.id.clone(),
        name,
        facts: rig.facts.iter().map(|f| fact(localizer, f)).collect(),
        placed: rig.facts.is_empty(),
    }
}

pub(crate) fn column_heading(localizer: &Localizer, column: &Column) -> String {
    let name = label(localizer, &column.id);
    match column.unit {
        // Each amount of money carries its currency's symbol (`1 299,00 €`): the heading
        // does not repeat it.
        Some(unit) if unit.currency().is_some() => name,
        Some(unit) => localizer.with_unit(name, unit.key()),
        None => name,
    }
}

/// Decimals written after the point of `digits` (`2.87` → 2).
fn written_decimals(digits: &str) -> usize {
    digits.split_once('.').map_or(0, |(_, fraction)| fraction.len())
}

/// `digits` with zeros added up to `decimals` places (`2` → `2.00`); never fewer than written.
fn padded_digits(digits: &str, decimals: usize) -> String {
    let written = written_decimals(digits);
    if written >= decimals {
        return digits.to_string();
    }
    let mut padded = digits.to_string();
    if written == 0 {
        padded.push('.');
    }
    padded.extend(std::iter::repeat_n('0', decimals - written));
    padded
}

/// The most decimals a figure among `cells` is written with (at most 3), of the exact ones
/// only with `exact_only`.
fn widest_decimals(cells: &[&mut CellView], exact_only: bool) -> usize {
    cells
        .iter()
        .filter_map(|cell| cell.number.as_ref().filter(|n| !(exact_only && n.approximate)))
        .map(|n| written_decimals(&n.digits))
        .max()
        .unwrap_or(0)
        .min(3)
}

/// Writes the figures among `cells`, the cells of one column, with one number of decimals:
/// the most any exact figure of them is written with (at most 3). A column of latencies
/// written `2.87`, `3.3` and `2` shows `2,87`, `3,30` and `2,00`; approximate figures (`~7`)
/// keep the digits they were given. (`decimals = "shared"`.)
fn format_figures(localizer: &Localizer, cells: &mut [&mut CellView]) {
    let decimals = widest_decimals(cells, true);
    for cell in cells.iter_mut() {
        if let Some(n) = &cell.number {
            let shown = if n.approximate {
                n.clone()
            } else {
                iopress_site::data::DataNumber {
                    digits: padded_digits(&n.digits, decimals),
                    ..n.clone()
                }
            };
            cell.text = number(localizer, &shown);
        }
    }
}

/// Writes each figure among `cells`, the cells of one column, with the digits it was
/// measured with, and gives it as `pad` what it lacks of the column's widest decimals, in the
/// locale's writing (`,75` or `,5`): the layout keeps that room blank, so `14,75` and `14`
/// line up on the comma and no zero is invented. Approximate figures (`~7`) line up too: the
/// room is blank, it claims nothing.
fn format_aligned(localizer: &Localizer, cells: &mut [&mut CellView]) {
    let decimals = widest_decimals(cells, false);
    for cell in cells.iter_mut() {
        let Some(n) = &cell.number else { continue };
        let text = number(localizer, n);
        if written_decimals(&n.digits) < decimals {
            let padded = iopress_site::data::DataNumber {
                digits: padded_digits(&n.digits, decimals),
                ..n.clone()
            };
            // Padding adds only the separator and digits after the written ones: the figure's
            // text is the padded text's beginning in every locale.
            let padded = number(localizer, &padded);
            cell.pad = padded.strip_prefix(text.as_str()).unwrap_or_default().to_string();
        }
        cell.text = text;
    }
}

/// Writes each figure among `cells` with the digits it was written with.
pub(crate) fn format_each(localizer: &Localizer, cells: &mut [&mut CellView]) {
    for cell in cells.iter_mut() {
        if let Some(n) = &cell.number {
            cell.text = number(localizer, n);
        }
    }
}

/// Writes the figures of `cells`, the cells of one data column, as the table's `decimals` say.
fn format_column(localizer: &Localizer, decimals: Decimals, cells: &mut [&mut CellView]) {
    match decimals {
        Decimals::Aligned => format_aligned(localizer, cells),
        Decimals::Shared => format_figures(localizer, cells),
        Decimals::AsWritten => format_each(localizer, cells),
    }
}

/// Writes the figures of each column of `rows` as the table's `decimals` say.
pub(crate) fn format_table_columns(
    localizer: &Localizer,
    decimals: Decimals,
    rows: &mut [Vec<CellView>],
) {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    for column in 0..columns {
        let mut cells: Vec<&mut CellView> =
            rows.iter_mut().filter_map(|row| row.get_mut(column)).collect();
        format_column(localizer, decimals, &mut cells);
    }
}

/// Writes the figures of each column of `rows` as measured, aligned (see [`format_aligned`]).
pub fn format_columns(localizer: &Localizer, rows: &mut [Vec<CellView>]) {
    format_table_columns(localizer, Decimals::Aligned, rows);
}

/// A cell of a column (`numeric` when it holds figures); its figure, if any, is written by
/// [`format_figures`].
fn cell(
    localizer: &Localizer,
    cell: &Cell,
    unit: Option<Unit>,
    heading: bool,
    numeric: bool,
    names: &dyn Fn(&str) -> Option<String>,
) -> CellView {
    match cell {
        Cell::Empty => CellView::not_measured(numeric, heading),
        // An amount of money in the locale's currency format, which sets its own decimals
        // (the currency's minor units): written now, not by [`format_figures`].
        Cell::Number(n) if unit.is_some_and(|u| u.currency().is_some()) => {
            let code = unit.and_then(|u| u.currency()).unwrap_or_default();
            let text = localizer.format_money(&n.digits, code).unwrap_or_else(|_| n.digits.clone());
            let text = if n.approximate { format!("~{text}") } else { text };
            CellView::written(text, n.approximate, heading)
        }
        Cell::Number(n) => CellView::figure(n, heading),
        // Written now: its ends keep their digits, whatever the column's decimals (a range is
        // not aligned with the figures above it).
        Cell::Interval(i) => CellView::written(
            interval(localizer, i, unit.filter(|u| u.currency().is_some())),
            false,
            heading,
        ),
        Cell::Text(t) => CellView::text(names(t).unwrap_or_else(|| label(localizer, t)), heading),
    }
}

/// A table ready for display. `caption` is the page's caption for it in this language;
/// `config_name` gives the display name of a configuration id found in a `config` column.
pub fn table(
    localizer: &Localizer,
    table: &Table,
    caption: String,
    rig_name: Option<String>,
    config_name: &dyn Fn(&str) -> Option<String>,
    medium: Medium,
) -> TableView {
    let config_column =
        table.column_of(iopress_site::data::Role::Facet(iopress_site::data::Facet::Config));
    let no_names = |_: &str| None;
    let names_for = |column: usize| -> &dyn Fn(&str) -> Option<String> {
        if Some(column) == config_column {
            config_name
        } else {
            &no_names
        }
    };
    let data = &table.data;
    let grid = super::grid::shape(table);
    let mut key = Vec::new();
    let mut header_groups = Vec::new();
    let (header, rows): (Vec<HeaderView>, Vec<Vec<CellView>>) = if let Some(shape) = &grid {
        let grid = super::grid::grid(localizer, table, shape, config_name, medium);
        key = grid.key;
        header_groups = grid.header_groups;
        (grid.header, grid.rows)
    } else if table.transpose {
        // Spec sheets read better with one column per SKU: the first column's cells
        // become the header, and every other column a row.
        let header = std::iter::once(HeaderView::new(label(localizer, &data.columns[0].id), false))
            .chain(data.rows.iter().map(|row| {
                let mut heading =
                    cell(localizer, &row[0], data.columns[0].unit, true, false, names_for(0));
                format_each(localizer, &mut [&mut heading]);
                HeaderView::new(heading.text, true)
            }))
            .collect();
        let rows = data.columns[1..]
            .iter()
            .enumerate()
            .map(|(i, column)| {
                let numeric = column.unit.is_some();
                let mut figures: Vec<CellView> = data
                    .rows
                    .iter()
                    .map(|row| {
                        cell(localizer, &row[i + 1], column.unit, false, numeric, names_for(i + 1))
                    })
                    .collect();
                // A data column is a row here: its figures share their decimals, if the
                // table's do.
                format_column(
                    localizer,
                    table.decimals,
                    &mut figures.iter_mut().collect::<Vec<_>>(),
                );
                std::iter::once(CellView::text(column_heading(localizer, column), true))
                    .chain(figures)
                    .collect()
            })
            .collect();
        (header, rows)
    } else {
        let header = data
            .columns
            .iter()
            .map(|c| HeaderView::new(column_heading(localizer, c), c.unit.is_some()))
            .collect();
        let mut rows: Vec<Vec<CellView>> = data
            .rows
            .iter()
            .map(|row| {
                row.iter()
                    .enumerate()
                    .map(|(i, c)| {
                        let column = &data.columns[i];
                        cell(
                            localizer,
                            c,
                            column.unit,
                            i == 0 && column.unit.is_none(),
                            column.unit.is_some(),
                            names_for(i),
                        )
                    })
                    .collect()
            })
            .collect();
        format_table_columns(localizer, table.decimals, &mut rows);
        (header, rows)
    };
    // A grid keeps its columns on a phone: it scrolls sideways under its row headings, which
    // stay (stacked, each figure would be labelled only "A" or "B").
    let stacks = grid.is_none() && medium == Medium::Screen && too_wide_for_a_phone(&header, &rows);
    TableView {
        id: table.id.clone(),
        lang: localizer.code().to_string(),
        caption,
        caption_lang: None,
        family: table.family,
        protocol: table.protocol.clone(),
        protocol_url: None,
        rig: rig_name,
        body: body_html(localizer, &header, &rows, stacks),
        long: is_long(&rows),
        header,
        header_groups,
        rows,
        placed: false,
        stacks,
        downloads: None,
        key,
        notes: Vec::new(),
    }
}

/// A table's rows as HTML: a row heading as `<th scope="row">`, an empty cell marked "not
/// measured" for screen readers, an approximate value with its `~` explained.
pub fn body_html(
    localizer: &Localizer,
    header: &[HeaderView],
    rows: &[Vec<CellView>],
    stacks: bool,
) -> String {
    use iopress_site::templates::escape_markup;
    let not_measured = escape_markup(&localizer.message("not-measured", &[]));
    let approximate = escape_markup(&localizer.message("approximate-value", &[]));
    // A stacked table is shown with `display: block`, which some browsers take to mean it is no
    // longer a table: explicit roles keep it one for screen readers. Each cell names its
    // column for the stacked layout to show beside it.
    let labels: Vec<String> = header.iter().map(|h| escape_markup(&h.text)).collect();
    let (row_role, cell_role, heading_role) = if stacks {
        (" role=\"row\"", " role=\"cell\"", " role=\"rowheader\"")
    } else {
        ("", "", "")
    };
    let mut html = String::with_capacity(rows.iter().map(|r| r.len() * 60).sum());
    let lang = localizer.code();
    for row in rows {
        html.push_str(&format!("<tr{row_role}>"));
        for (column, cell) in row.iter().enumerate() {
            // Words of a text cell break only between words in Japanese (see `words`).
            let text = if cell.numeric {
                escape_markup(&cell.text)
            } else {
                iopress_site::templates::words::word_breaks(&cell.text, lang)
            };
            let mut label = match labels.get(column) {
                Some(label) if stacks => format!(" data-label=\"{label}\""),
                _ => String::new(),
            };
            if !cell.pad.is_empty() {
                label.push_str(&format!(" data-pad=\"{}\"", escape_markup(&cell.pad)));
            }
            if cell.heading && row.len() == 1 && header.len() > 1 {
                // A heading alone on its row heads the rows under it (a grid's workload).
                html.push_str(&format!(
                    "<th class=\"row-group\" colspan=\"{}\"{heading_role}>{text}</th>",
                    header.len()
                ));
            } else if cell.heading {
                html.push_str(&format!("<th scope=\"row\"{heading_role}>{text}</th>"));
            } else if cell.empty {
                let class = if cell.numeric { "num empty" } else { "empty" };
                html.push_str(&format!("<td class=\"{class}\"{cell_role}{label}><span aria-hidden=\"true\">—</span><span class=\"visually-hidden\">{not_measured}</span></td>"));
            } else if cell.approximate {
                html.push_str(&format!("<td class=\"num approximate\"{cell_role}{label} title=\"{approximate}\"><span class=\"visually-hidden\">{approximate} </span>{text}</td>"));
            } else if cell.numeric {
                html.push_str(&format!("<td class=\"num\"{cell_role}{label}>{text}</td>"));
            } else {
                html.push_str(&format!("<td{cell_role}{label}>{text}</td>"));
            }
        }
        html.push_str("</tr>\n      ");
    }
    html
}

/// A configuration's display name: its label, then its details (`Hybride (16 To, hors cache)`).
/// What a ranking compares, in the reader's language: "Single drives", "4-node clusters".
pub fn class_name(localizer: &Localizer, class: Option<iopress_site::data::SystemClass>) -> String {
    use iopress_site::data::SystemClass;
    let (name, nodes) = match class {
        Some(SystemClass::Drive) => ("drive", 0),
        Some(SystemClass::Cluster { nodes }) => ("cluster", nodes),
        Some(SystemClass::Array) => ("array", 0),
        Some(SystemClass::VirtualDisk) => ("virtual-disk", 0),
        None => ("unstated", 0),
    };
    localizer.message(
        "system-class",
        &[("class", Arg::text(name)), ("nodes", Arg::Number(nodes as f64))],
    )
}

pub fn config_name(localizer: &Localizer, config: &iopress_site::data::Config) -> String {
    let name = label(localizer, &config.name);
    if config.details.is_empty() {
        return name;
    }
    let details: Vec<String> = config
        .details
        .iter()
        .map(|d| match d {
            iopress_site::data::Detail::Quantity(q) => quantity(localizer, q),
            iopress_site::data::Detail::Label(id) => label(localizer, id),
        })
        .collect();
    let details = then_joined(localizer, details);
    localizer.message(
        "config-with-details",
        &[("name", Arg::text(name)), ("details", Arg::text(details))],
    )
}
