//! The values of a page's data that prose may quote, and how a figure typed in prose is
//! matched to them: the same figure within the rounding the text shows, the same quantity in
//! another unit, or a figure close enough to a value to contradict it.

use std::collections::BTreeSet;
use std::path::Path;

use iopress_site::content::Page;
use iopress_site::data::table::Cell;
use iopress_site::data::units::Unit;
use iopress_site::data::{DataNumber, Detail, Fact, Interval};
use iopress_site::l10n::Localizer;
use iopress_site::LoadedSite;

use super::prose::Prose;
use super::prose_numbers::{NumberKind, ProseNumber, Quantity};
use super::reading::{Context, Located};
use super::{Finding, FindingKind};

/// How far (relative) a figure may be from a data value of its dimension to be read as
/// that value, wrongly written.
const CONTRADICTION_RANGE: f64 = 0.25;
/// How far a figure may be from a value the data marks approximate (`~`) and still show it.
const APPROXIMATE_RANGE: f64 = 0.05;

/// The data a page's figures are checked against.
#[derive(Debug, Clone, Copy)]
pub struct DataOfAPage<'a> {
    /// What the page's prose may quote ([`data_values`]): a figure close to one of these and
    /// matching none contradicts it.
    pub own: &'a [DataValue],
    /// Every value of the site's data ([`site_data_values`]): a figure that is one of these
    /// exactly quotes it.
    pub elsewhere: &'a [DataValue],
}

/// A value of the page's data.
#[derive(Debug, Clone)]
pub struct DataValue {
    number: DataNumber,
    unit: Option<Unit>,
    /// The column it is in (`peak-iops`) and its row's workload and configuration: their
    /// labels are the words a sentence quoting it uses ("peak", "boot", "clone"). Empty for
    /// facts (rigs, configurations, drives, protocols): they are not results, and prose
    /// quotes their parts and totals, so they are matched but never contradicted.
    names: Vec<String>,
    /// Where it is, for messages: `sysbench.csv, line 4`.
    source: String,
    /// The range or the bound `number` is an end of (`7–30 W`, `≥ 40 W`): each end is matched
    /// as a figure, and a figure within it does not contradict it.
    interval: Option<Interval>,
    /// The table row it is in (its file and line): a sentence quoting one of a row's values
    /// speaks of that row.
    row: Option<(String, usize)>,
}

impl DataValue {
    fn base(&self) -> f64 {
        self.unit.map(|u| u.to_base(self.number.value)).unwrap_or(self.number.value)
    }

    /// Whether `base` (in the base unit) lies within the range or the bound this value is an
    /// end of.
    fn within(&self, base: f64) -> bool {
        let to_base = |n: &DataNumber| self.unit.map(|u| u.to_base(n.value)).unwrap_or(n.value);
        self.interval.as_ref().is_some_and(|interval| {
            interval.low().is_none_or(|low| base >= to_base(low))
                && interval.high().is_none_or(|high| base <= to_base(high))
        })
    }

    /// The high end of a range (one value per range, to check a range of prose against).
    fn ends_a_range(&self) -> Option<(&DataNumber, &DataNumber)> {
        match &self.interval {
            Some(Interval::Between(low, high)) if high.value == self.number.value => {
                Some((low, high))
            }
            _ => None,
        }
    }

    /// How far a figure is from this value, relative to it (in base units when both have one).
    pub fn relative_distance(&self, number: &ProseNumber) -> f64 {
        let (text, data) = match (number.unit, self.unit) {
            (Some(_), Some(_)) => (number.base_value(), self.base()),
            _ => (number.value, self.number.value),
        };
        if data == 0.0 {
            f64::INFINITY
        } else {
            ((text - data) / data).abs()
        }
    }
}

/// A figure written the way `localizer`'s language writes it, with its unit: what a finding
/// expects. Every decimal it writes, up to the fifteen a double holds exactly (a constant's
/// `0.8509181282` is not `0,850918128`).
pub fn localized(number: &ProseNumber, localizer: &Localizer) -> String {
    let decimals =
        if number.step >= 1.0 { 0 } else { (-number.step.log10()).round().clamp(0.0, 15.0) as u8 };
    let digits = format!("{:.*}", decimals as usize, number.value);
    match number.unit {
        Some(unit) => localizer
            .format_quantity(&digits, unit.key(), false)
            .unwrap_or_else(|_| format!("{digits} {}", unit.symbol())),
        None => localizer.format_decimal(&digits).unwrap_or(digits),
    }
}

/// `rendered`: for a figure only a translation writes, the words of the source sentences its
/// sentence renders, and the source's language, which name the data's values too.
pub fn contradicts(
    figure: &Located,
    sentence_figures: &[Located],
    prose: &Prose,
    data: &DataOfAPage,
    localizer: &Localizer,
    rendered: Option<(&Context, &Localizer)>,
    findings: &mut Vec<Finding>,
) {
    let own = figure.context(prose);
    let namers: Vec<(&Context, &Localizer)> =
        std::iter::once((&own, localizer)).chain(rendered).collect();
    if figure.number.kind == NumberKind::Figure {
        if figure.number.dimension().is_none() {
            return;
        }
        if let Some(from) = figure.number.range_from {
            // A range is reported from its low end, as one figure (`7–35 W`).
            let block = &prose.blocks[figure.block];
            let text = &block.text[from.start..figure.number.end];
            if let Some(finding) =
                range_contradiction(&figure.number, text, &namers, data.own, localizer)
            {
                let location = prose.location(block, from.start);
                findings.push(finding.at(&prose.file, Some(location)));
            }
            return;
        }
        // The other figures of its sentence: one of them may quote the result.
        let others: Vec<&ProseNumber> = sentence_figures
            .iter()
            .filter(|l| l.number.start != figure.number.start)
            .map(|l| &l.number)
            .collect();
        if let Some(finding) = contradiction(&figure.number, &others, &namers, data, localizer) {
            findings.push(finding.at(&prose.file, Some(figure.location)));
        }
    }
}

/// A range of prose (`7–35 W`, its high end `number`, written `text`) that a range of the
/// data the sentence speaks of gives otherwise: one end is the data's, the other is not. A
/// range whose two ends are both another range's may be of something else.
fn range_contradiction(
    number: &ProseNumber,
    text: &str,
    namers: &[(&Context, &Localizer)],
    data: &[DataValue],
    localizer: &Localizer,
) -> Option<Finding> {
    let from = number.range_from?;
    let dimension = number.dimension()?;
    let in_base = |n: &DataNumber, d: &DataValue| d.unit.map_or(n.value, |u| u.to_base(n.value));
    let low_shows = |d: &DataValue, low: &DataNumber| {
        shown_as(from.quantity.base_value(), from.quantity.base_step(), in_base(low, d), 0.0)
    };
    let high_shows = |d: &DataValue, high: &DataNumber| {
        shown_as(number.base_value(), number.base_step(), in_base(high, d), 0.0)
    };
    let candidates = most_named(
        data.iter().filter(|d| {
            d.unit.map(|u| u.dimension()) == Some(dimension) && d.ends_a_range().is_some()
        }),
        namers,
    )?;
    let ends = |d: &DataValue| {
        d.ends_a_range().map(|(low, high)| (low_shows(d, low), high_shows(d, high)))
    };
    if candidates.iter().any(|d| ends(d) == Some((true, true))) {
        return None;
    }
    let value =
        candidates.into_iter().find(|d| matches!(ends(d), Some((true, false) | (false, true))))?;
    let expected = format_data_value(value, localizer);
    Some(
        Finding::error(
            FindingKind::NumberContradictsData,
            format!("`{text}` contradicts the data: {} is {expected}", value.source),
        )
        .text(text.to_string())
        .expected(expected)
        .help(
            "write the range the data holds, or show it with `{{ value(...) }}` so it cannot drift",
        ),
    )
}

/// The values the sentence names by the most words (its metric, workload or configuration);
/// None when it names none of them. `namers`: the sentence's words in its language, and for a
/// figure only a translation writes, the source sentence's in the source's too.
fn most_named<'d>(
    values: impl Iterator<Item = &'d DataValue>,
    namers: &[(&Context, &Localizer)],
) -> Option<Vec<&'d DataValue>> {
    let naming =
        |d: &DataValue| namers.iter().map(|(context, words)| context.naming(d, words)).sum();
    let named: Vec<(usize, &DataValue)> =
        values.map(|d| (naming(d), d)).filter(|(n, _)| *n > 0).collect();
    let best = named.iter().map(|(n, _)| *n).max()?;
    Some(named.into_iter().filter(|(n, _)| *n == best).map(|(_, d)| d).collect())
}

/// A figure with a unit that no data value matches but one of the same dimension is close to.
fn contradiction<'d>(
    number: &ProseNumber,
    sentence: &[&ProseNumber],
    namers: &[(&Context, &Localizer)],
    data: &DataOfAPage<'d>,
    localizer: &Localizer,
) -> Option<Finding> {
    let dimension = number.dimension()?;
    if significant_digits(number) < 2 || number.range_end || rounded_in_full(number) {
        return None;
    }
    let of_its_dimension = |d: &&DataValue| d.unit.map(|u| u.dimension()) == Some(dimension);
    let same_dimension: Vec<&DataValue> = data.own.iter().filter(of_its_dimension).collect();
    // An exact value anywhere in the data is what the figure shows, and so is an approximate
    // one shown as it is (`about 225,000 IOPS` for `~225000`).
    let shows = |d: &&DataValue| {
        if d.number.approximate {
            shown_as(number.base_value(), number.base_step(), d.base(), 0.0)
        } else {
            matches_data(number, d)
        }
    };
    if same_dimension.iter().any(shows) {
        return None;
    }
    // A value of another page's data, exactly: the page quotes another review's result (a
    // drive's page a review's `789,572 IOPS`, beside the rated 803K), not a wrong one of its
    // own. Three significant digits at least, which a wrong figure does not match by chance.
    if significant_digits(number) >= 3
        && data
            .elsewhere
            .iter()
            .filter(of_its_dimension)
            .any(|d| !d.number.approximate && d.interval.is_none() && matches_data(number, d))
    {
        return None;
    }
    let text = number.base_value();
    // Only a measured result the sentence speaks of can be contradicted: one whose metric,
    // workload or configuration it names ("peaked" for `peak-iops`, "boot" for
    // `vdi-fc-boot`). A figure of the same unit may be of something the data does not hold (a
    // total, a derived figure, another product). Of the values named by the most words, one
    // that matches (approximate values loosely) clears the figure; otherwise the nearest
    // exact one is what it contradicts.
    let candidates =
        most_named(same_dimension.iter().copied().filter(|d| d.base() != 0.0), namers)?;
    if candidates.iter().any(|d| matches_data(number, d)) {
        return None;
    }
    // A figure within a range or a bound the sentence speaks of agrees with it (25 W of a
    // power rated 7–30 W); outside it, it contradicts it as it would a point.
    if candidates.iter().any(|d| d.within(text)) {
        return None;
    }
    // A value the data itself gives only approximately (`~95000`, read off a chart) cannot
    // be contradicted with confidence.
    let nearest_of = |values: &[&'d DataValue]| {
        values
            .iter()
            .copied()
            .filter(|d| !d.number.approximate)
            .map(|d| (((text - d.base()) / d.base()).abs(), d))
            .filter(|(distance, _)| *distance <= CONTRADICTION_RANGE)
            .min_by(|a, b| a.0.total_cmp(&b.0))
    };
    // The sentence's other figures quote a row of the data (`361.923 IOPS and 0,98 ms`: the
    // all-flash's 4K reads): it speaks of that row, and that row's value is the one meant.
    let quoted_row = of_a_quoted_row(&same_dimension, sentence, data.own);
    let candidates = if quoted_row.iter().any(|d| nearest_of(&[d]).is_some()) {
        quoted_row.clone()
    } else {
        candidates
    };
    let Some((distance, value)) = nearest_of(&candidates) else {
        // None near: the unit may have changed, of a value named or of the row quoted.
        let spoken_of: Vec<&DataValue> = candidates.iter().chain(&quoted_row).copied().collect();
        return unit_changed(number, &spoken_of, localizer);
    };
    // The sentence quotes that result with another figure (`in its 15 W power mode it drew
    // 17 W`): this one is of something else, a setting or a rating.
    if sentence.iter().any(|other| matches_data(other, value)) {
        return None;
    }
    let finding = match meant(number, &candidates, (value, distance), &same_dimension) {
        Some(meant) => {
            let expected = format_data_value(meant, localizer);
            Finding::error(
                FindingKind::NumberContradictsData,
                format!("`{}` contradicts the data: {} is {expected}", number.text, meant.source),
            )
            .expected(expected)
        }
        // Which of the values it was meant for the data leaves open: no `expected`.
        None => Finding::error(
            FindingKind::NumberContradictsData,
            format!(
                "`{}` contradicts the data: it is none of the values its sentence speaks of, the nearest of which is {} ({})",
                number.text,
                format_data_value(value, localizer),
                value.source
            ),
        ),
    };
    Some(finding.text(number.text.clone()).help(
        "write the figure the data holds, or show it with `{{ value(...) }}` so it cannot drift",
    ))
}

/// A figure with the digits of a result its sentence speaks of and another unit of its
/// dimension (`0,88 µs` for 0.88 ms, `261 µs` for 261 ms): the unit changed, as machine
/// translation and a careless edit change it. (Not of facts, which are never contradicted:
/// `69,86 TiB` for a rig's 69.86 TB is only unexplained.)
fn unit_changed(
    number: &ProseNumber,
    candidates: &[&DataValue],
    localizer: &Localizer,
) -> Option<Finding> {
    let value = candidates.iter().find(|d| {
        !d.number.approximate
            && d.unit.is_some()
            && d.unit != number.unit
            && shown_as(number.value, number.step, d.number.value, 0.0)
    })?;
    let expected = format_data_value(value, localizer);
    Some(
        Finding::error(
            FindingKind::NumberContradictsData,
            format!(
                "`{}` contradicts the data: {} is {expected}, the same digits in another unit",
                number.text, value.source
            ),
        )
        .text(number.text.clone())
        .expected(expected)
        .help("write the unit the data holds, or show the figure with `{{ value(...) }}` so it cannot drift"),
    )
}

/// Of `values`, those of a table's row of which another figure of the sentence quotes a value
/// exactly.
fn of_a_quoted_row<'d>(
    values: &[&'d DataValue],
    sentence: &[&ProseNumber],
    data: &[DataValue],
) -> Vec<&'d DataValue> {
    let quoted: Vec<&(String, usize)> = data
        .iter()
        .filter(|d| !d.number.approximate && sentence.iter().any(|other| matches_data(other, d)))
        .filter_map(|d| d.row.as_ref())
        .collect();
    // Not a value the sentence quotes itself: the figure is another (`361.923 έναντι 272.342
    // IOPS` compares two rows).
    values
        .iter()
        .copied()
        .filter(|d| d.row.as_ref().is_some_and(|r| quoted.contains(&r)))
        .filter(|d| !sentence.iter().any(|other| matches_data(other, d)))
        .collect()
}

/// The value of the data a figure that contradicts it was meant to be, if the data tells:
/// - `nearest`, the nearest value its sentence speaks of (at `distance`), where no other value
///   of its dimension is about as near;
/// - else the one value its sentence speaks of (`candidates`) whose digits, at the figure's
///   precision, are one slip of the figure's away (a digit changed, two exchanged, one added or
///   left out: `220K` for 250,209, where a 214,327 is nearer);
/// - else the one value of its dimension anywhere in the data that is one slip away (`3.652`
///   for 3,625, of a configuration the sentence's words do not single out; `13.500 TPS`,
///   nearer 12,472.8 than the 11,969.1 the sentence names).
///
/// None where the data leaves it open.
fn meant<'d>(
    number: &ProseNumber,
    candidates: &[&'d DataValue],
    (nearest, distance): (&'d DataValue, f64),
    same_dimension: &[&'d DataValue],
) -> Option<&'d DataValue> {
    let step = number.base_step();
    let digits_of = |base: f64| format!("{}", (base / step).round().abs() as u64);
    let written = digits_of(number.base_value());
    let exact = |values: &[&'d DataValue]| -> Vec<&'d DataValue> {
        values.iter().copied().filter(|d| !d.number.approximate).collect()
    };
    // One value, however many rows hold it.
    let the_one = |values: Vec<&'d DataValue>| match values.split_first() {
        Some((first, rest)) if rest.iter().all(|d| d.base() == first.base()) => Some(*first),
        _ => None,
    };
    let slips = |values: &[&'d DataValue]| {
        exact(values)
            .into_iter()
            .filter(|d| one_slip_apart(&written, &digits_of(d.base())))
            .collect::<Vec<_>>()
    };
    let text = number.base_value();
    let as_near = exact(same_dimension).into_iter().any(|d| {
        d.base() != nearest.base()
            && ((text - d.base()) / d.base()).abs() < 2.0 * distance.max(f64::EPSILON)
    });
    if !as_near {
        return Some(nearest);
    }
    the_one(slips(candidates)).or_else(|| the_one(slips(same_dimension)))
}

/// Whether two strings of digits differ by one slip of a typist: one digit changed, two
/// neighbours exchanged, or one digit added or left out (an optimal string alignment
/// distance of one).
fn one_slip_apart(a: &str, b: &str) -> bool {
    strsim::osa_distance(a, b) == 1
}

impl Context {
    /// How strongly the words around a figure name `value`: the words of the labels of its
    /// metric, workload and configuration (by their stems, so `peak` of "Peak IOPS" is in
    /// "peaked"), counted four times between the neighbouring numbers, twice in the sentence
    /// and once in the paragraph; a workload or configuration label found whole (`SQL 80/20`
    /// as "SQL 80-20") counts 8, 4 and 1. A metric whose label is nothing but its unit (`TPS`)
    /// is named by the figure's unit.
    fn naming(&self, value: &DataValue, localizer: &Localizer) -> usize {
        let unit =
            value.unit.map(|u| localizer.unit_symbol(u.key()).to_lowercase()).unwrap_or_default();
        let mut stems: BTreeSet<String> = BTreeSet::new();
        let mut whole = 0;
        for (index, id) in value.names.iter().enumerate() {
            let label = localizer.label(id).to_lowercase();
            let words: Vec<&str> = label
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| w.chars().count() >= 4 && *w != unit)
                .collect();
            if index == 0 && words.is_empty() {
                stems.insert(unit.clone());
            }
            stems.extend(words.iter().map(|word| {
                word.chars().take(word.chars().count().saturating_sub(2).max(4)).collect::<String>()
            }));
            let label = super::prose_numbers::compact_key(&label);
            if index > 0 && label.chars().count() >= 4 {
                whole += 8 * usize::from(self.compact_near.contains(&label))
                    + 4 * usize::from(self.compact_sentence.contains(&label))
                    + usize::from(self.compact_paragraph.contains(&label));
            }
        }
        let stems = stems.iter().filter(|stem| !stem.is_empty());
        let count = |text: &str| stems.clone().filter(|stem| text.contains(stem.as_str())).count();
        4 * count(&self.near) + 2 * count(&self.sentence) + count(&self.paragraph) + whole
    }
}

/// Whether two texts show the same figure: equal in the base unit (when both have a unit
/// of one dimension) within the rounding of the coarser of the two.
pub fn same_figure(a: &ProseNumber, b: &ProseNumber) -> bool {
    same_quantity(a.quantity(), b.quantity()) || compact_as_a_prefixed_unit(a, b)
}

/// A compact figure without a unit (`10.2k` bytes, `4K`) written with a unit of the same
/// prefix, or the other way round (`10,2 ko`, `4 Kio`): the compact suffix was the unit's
/// prefix, and the digits are the same.
pub fn compact_as_a_prefixed_unit(a: &ProseNumber, b: &ProseNumber) -> bool {
    let prefix = |multiplier: f64| match multiplier.round() as u64 {
        1_000 => Some('k'),
        1_000_000 => Some('m'),
        1_000_000_000 => Some('g'),
        1_000_000_000_000 => Some('t'),
        _ => None,
    };
    let matches = |compact: &ProseNumber, unit: &ProseNumber| {
        compact.unit.is_none()
            && compact.is_compact()
            && unit.shown == compact.shown
            && unit.unit.is_some_and(|u| {
                let symbol = u.symbol().chars().next().map(|c| c.to_ascii_lowercase());
                symbol.is_some() && symbol == prefix(compact.value / compact.shown)
            })
    };
    matches(a, b) || matches(b, a)
}

/// Whether two figures are the same amount of money in two currencies (`1.200 €` and
/// `$1,200`): an example a translator moved into the reader's currency, or a price left
/// unconverted. Equal within the rounding of the coarser, as [`same_figure`].
pub fn same_amount_in_another_currency(a: &ProseNumber, b: &ProseNumber) -> bool {
    in_other_currencies(a, b) && shown_as(a.value, a.step, b.value, b.step)
}

/// Whether translated `a`, in either reading (`€100.000`, `100,000 €`), is the amount of `b`
/// in another currency ([`same_amount_in_another_currency`]). On the comparison's path of
/// every pair of figures: the currencies are compared first, and nothing is copied.
pub fn in_another_currency_either_way(a: &ProseNumber, b: &ProseNumber) -> bool {
    in_other_currencies(a, b)
        && (shown_as(a.value, a.step, b.value, b.step)
            || a.alternative.is_some_and(|(value, step)| shown_as(value, step, b.value, b.step)))
}

/// Whether both figures are amounts of money, in two currencies.
fn in_other_currencies(a: &ProseNumber, b: &ProseNumber) -> bool {
    let currency = |n: &ProseNumber| n.unit.and_then(|u| u.currency());
    matches!((currency(a), currency(b)), (Some(x), Some(y)) if x != y)
}

pub fn same_quantity(a: Quantity, b: Quantity) -> bool {
    match (a.unit, b.unit) {
        (Some(x), Some(y)) if x.dimension() != y.dimension() => false,
        (Some(_), Some(_)) => {
            shown_as(a.base_value(), a.base_step(), b.base_value(), b.base_step())
        }
        _ => shown_as(a.value, a.step, b.value, b.step),
    }
}

/// Whether a text figure shows a data value: rounded or cut to the digits it shows.
pub fn matches_data(number: &ProseNumber, value: &DataValue) -> bool {
    quantity_matches_data(number.quantity(), value)
}

pub fn quantity_matches_data(number: Quantity, value: &DataValue) -> bool {
    // Tools count mebibytes and label them `MB/s`, and prose quotes the label: `888 MB/s` shows
    // a column declared `[MiB/s]` as published.
    if let (Some(text_unit), Some(data_unit)) = (number.unit, value.unit) {
        if data_unit.decimal_twin() == Some(text_unit)
            && shown_as(number.value, number.step, value.number.value, 0.0)
        {
            return true;
        }
    }
    // An approximate value (`~350000`, read off a chart) is matched within 5 %, by a figure no
    // more precise than three significant digits (a figure with more claims another value).
    if value.number.approximate
        && quantity_digits(number) <= 3
        && (number.unit.is_none()
            || number.unit.map(|u| u.dimension()) == value.unit.map(|u| u.dimension()))
    {
        let (text, data) = if number.unit.is_some() {
            (number.base_value(), value.base())
        } else {
            (number.value, value.number.value)
        };
        if data != 0.0 && ((text - data) / data).abs() <= APPROXIMATE_RANGE {
            return true;
        }
    }
    match (number.unit, value.unit) {
        (Some(x), Some(y)) if x.dimension() != y.dimension() => false,
        (Some(_), Some(_)) => shown_as(number.base_value(), number.base_step(), value.base(), 0.0),
        // A bare `100` is no evidence of `100 GbE`; a bare `563,054` is of 563,054 IOPS.
        (None, Some(_)) if quantity_digits(number) < 3 => false,
        // `4 GB` is not a count of four; `32 個` is.
        (Some(unit), None) => {
            unit.dimension() == iopress_site::data::units::Dimension::Count
                && shown_as(number.value, number.step, value.number.value, 0.0)
        }
        _ => shown_as(number.value, number.step, value.number.value, 0.0),
    }
}

/// Whether `x` (shown to `x_step`) and `y` (to `y_step`) can be one value: the finer one,
/// rounded or cut to the coarser one's digits, gives the coarser one.
fn shown_as(x: f64, x_step: f64, y: f64, y_step: f64) -> bool {
    let (coarse, step, fine) = if x_step >= y_step { (x, x_step, y) } else { (y, y_step, x) };
    let slack = 1e-9 * coarse.abs().max(fine.abs()) + 1e-12;
    let rounded = (fine - coarse).abs() <= step / 2.0 + slack;
    let cut = if coarse >= 0.0 {
        fine >= coarse - slack && fine < coarse + step - slack
    } else {
        fine <= coarse + slack && fine > coarse - step + slack
    };
    rounded || cut
}

/// A whole number written out with three zeros or more at its end (`560,000`): a rounding,
/// as `about` usually says, not a quote of a measured value.
fn rounded_in_full(number: &ProseNumber) -> bool {
    number.step == 1.0
        && number.value >= 1000.0
        && number.text.chars().filter(char::is_ascii_digit).collect::<String>().ends_with("000")
}

pub fn significant_digits(number: &ProseNumber) -> usize {
    quantity_digits(number.quantity())
}

/// Significant digits a quantity shows (`442K`: 3, `12 610,3`: 6, `1 ms`: 1).
fn quantity_digits(number: Quantity) -> usize {
    let mut shown = (number.value / number.step).round().abs() as u64;
    while shown >= 10 && shown.is_multiple_of(10) {
        shown /= 10;
    }
    (shown.max(1).ilog10() + 1) as usize
}

fn format_data_value(value: &DataValue, localizer: &Localizer) -> String {
    if let Some(interval) = &value.interval {
        return iopress_render::views::interval(localizer, interval, value.unit);
    }
    match value.unit {
        Some(unit) => localizer
            .format_quantity(&value.number.digits, unit.key(), value.number.approximate)
            .unwrap_or_else(|_| format!("{} {}", value.number.digits, unit.symbol())),
        None => localizer
            .format_decimal(&value.number.digits)
            .unwrap_or_else(|_| value.number.digits.clone()),
    }
}

/// Every value of the data a page's prose may quote: its own tables, rigs and
/// configurations, its drives' facts and tables, and its protocols' facts.
pub fn data_values(site: &LoadedSite, page: &Page) -> Vec<DataValue> {
    let mut values = Vec::new();
    let mut drives: BTreeSet<&str> = page.facts.drives.iter().map(String::as_str).collect();
    if page.drive.is_some() {
        drives.insert(page.id());
    }
    let mut protocols: BTreeSet<&str> = BTreeSet::new();
    if let Some(review) = &page.review {
        review_values(review, &mut values);
        protocols.extend(review.tables.iter().filter_map(|table| table.protocol.as_deref()));
    }
    for drive in drives {
        let drive_page =
            site.content.get(&format!("{}/{drive}", iopress_site::content::DRIVES_SECTION));
        if let Some(data) = drive_page.and_then(|page| page.drive.as_ref()) {
            drive_values(data, drive, &mut values);
        }
    }
    for protocol in protocols {
        if let Some(protocol) = site
            .content
            .get(&format!("{}/{protocol}", iopress_site::content::PROTOCOLS_SECTION))
            .and_then(|p| p.protocol.as_ref())
        {
            fact_values(&protocol.facts, &format!("protocol `{}`", protocol.id), &mut values);
        }
    }
    values
}

/// Every value of the site's data, whatever page holds it: what a page quoting another
/// review's result (`789,572 IOPS`, measured in a review, on the drive's page of ratings)
/// may quote.
pub fn site_data_values(site: &LoadedSite) -> Vec<DataValue> {
    let mut values = Vec::new();
    for page in site.content.pages.values() {
        if let Some(review) = &page.review {
            review_values(review, &mut values);
        }
        if let Some(data) = &page.drive {
            drive_values(data, page.id(), &mut values);
        }
        if let Some(protocol) = &page.protocol {
            fact_values(&protocol.facts, &format!("protocol `{}`", protocol.id), &mut values);
        }
    }
    values
}

/// A review's result tables, rigs and configurations.
fn review_values(review: &iopress_site::data::ReviewData, values: &mut Vec<DataValue>) {
    for table in &review.tables {
        table_values(&table.file, &table.data, values);
    }
    for rig in &review.rigs {
        fact_values(&rig.facts, &format!("rig `{}`", rig.id), values);
    }
    for config in &review.configs {
        for detail in &config.details {
            if let Detail::Quantity(q) = detail {
                values.push(DataValue {
                    number: q.number.clone(),
                    unit: Some(q.unit),
                    names: Vec::new(),
                    source: format!("configuration `{}`", config.id),
                    interval: None,
                    row: None,
                });
            }
        }
    }
}

/// A drive's facts and tables.
fn drive_values(data: &iopress_site::data::DriveData, drive: &str, values: &mut Vec<DataValue>) {
    fact_values(&data.facts, &format!("drive `{drive}`"), values);
    for table in &data.tables {
        table_values(&table.file, &table.data, values);
    }
}

fn table_values(
    file: &Path,
    table: &iopress_site::data::table::CsvTable,
    values: &mut Vec<DataValue>,
) {
    let name = file.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    for (row, line) in table.rows.iter().zip(&table.row_lines) {
        // The row's workload and configuration, as label ids.
        let facets: Vec<String> = row
            .iter()
            .zip(&table.columns)
            .filter(|(_, column)| matches!(column.id.as_str(), "workload" | "config"))
            .filter_map(|(cell, _)| if let Cell::Text(id) = cell { Some(id.clone()) } else { None })
            .collect();
        for (cell, column) in row.iter().zip(&table.columns) {
            let names =
                || std::iter::once(column.id.clone()).chain(facets.iter().cloned()).collect();
            let source = || format!("`{}` in {name}, line {line}", column.id);
            match cell {
                Cell::Number(number) => values.push(DataValue {
                    number: number.clone(),
                    unit: column.unit,
                    names: names(),
                    source: source(),
                    interval: None,
                    row: Some((name.clone(), *line)),
                }),
                // Each end of a range or a bound is a value prose may quote.
                Cell::Interval(interval) => values.extend(interval.ends().map(|end| DataValue {
                    number: end.clone(),
                    unit: column.unit,
                    names: names(),
                    source: source(),
                    interval: Some(interval.clone()),
                    row: Some((name.clone(), *line)),
                })),
                _ => {}
            }
        }
    }
}

fn fact_values(facts: &[Fact], owner: &str, values: &mut Vec<DataValue>) {
    for fact in facts {
        for spec in &fact.specs {
            values.push(DataValue {
                number: spec.number.clone(),
                unit: Some(spec.unit),
                names: Vec::new(),
                source: format!("`{}` of {owner}", fact.label),
                interval: None,
                row: None,
            });
        }
        if let Some(count) = &fact.count {
            values.push(DataValue {
                number: count.clone(),
                unit: None,
                names: Vec::new(),
                source: format!("the count of `{}` of {owner}", fact.label),
                interval: None,
                row: None,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prose_numbers::{scan, NumberStyle};

    #[test]
    fn rounding_and_cutting_match_but_a_wrong_digit_does_not() {
        assert!(shown_as(442_000.0, 1000.0, 442_089.0, 0.0));
        assert!(shown_as(283_000.0, 1000.0, 283_524.0, 0.0), "cut");
        assert!(shown_as(284_000.0, 1000.0, 283_524.0, 0.0), "rounded");
        assert!(!shown_as(441_000.0, 1000.0, 442_089.0, 0.0));
        assert!(!shown_as(220_000.0, 1000.0, 250_209.0, 0.0));
        assert!(!shown_as(12_427.8, 0.1, 12_472.8, 0.1));
        assert!(shown_as(12_610.3, 0.1, 12_610.3, 0.1));
    }

    #[test]
    fn thresholds_of_one_significant_digit_are_not_checked_against_the_data() {
        let style = NumberStyle::plain('.', ',');
        let numbers = scan("under 1 ms, up to 100K IOPS, at 220K IOPS and 5.5 ms", &style).numbers;
        let digits: Vec<usize> = numbers.iter().map(significant_digits).collect();
        assert_eq!(digits, [1, 1, 2, 2]);
    }

    #[test]
    fn dimensions_must_agree() {
        let style = NumberStyle::plain('.', ',');
        let a = &scan("9.98 GB/s", &style).numbers[0];
        let b = &scan("9980 MB/s", &style).numbers[0];
        let c = &scan("9.98 ms", &style).numbers[0];
        assert!(same_figure(a, b));
        assert!(!same_figure(a, c));
    }

    #[test]
    fn one_slip_of_a_typist_is_one_digit_changed_exchanged_added_or_left_out() {
        for (a, b) in
            [("3652", "3625"), ("220", "250"), ("4295", "4259"), ("1250", "125"), ("125", "1205")]
        {
            assert!(one_slip_apart(a, b), "{a} {b}");
        }
        for (a, b) in
            [("3652", "3652"), ("4295", "4273"), ("3652", "2563"), ("12", "1234"), ("38", "40")]
        {
            assert!(!one_slip_apart(a, b), "{a} {b}");
        }
    }
}
