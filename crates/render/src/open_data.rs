//! Open data: every result table of a review as CSV and JSON, at stable URLs beside the page.
//!
//! The data is the same in every language (ids, units, figures), so each table has one CSV
//! and one JSON, which every language's page links: for a review at `/reviews/sn630-vsan/`
//! (its page in the default language), table `sql-server` is downloadable at
//! `/reviews/sn630-vsan/data/sql-server.csv` and `…/data/sql-server.json`, from its French
//! page too (docs/open-data.md). They are written with the review's page in that language
//! (or the first language the review is rendered in, when it is not in the default one).
//!
//! - The CSV is the data file's table, language-neutral: column ids with their unit in the
//!   header (`latency-avg (ms)`), cells as the data writes them (ids for labels, digits as
//!   typed, `5.80` stays `5.80`), the `~` of an approximate figure left out, a range or a
//!   bound in its data form (`7–30`, `>=40`, `<=5`).
//! - The JSON carries, per column, its id, its label in every language of the review, its unit
//!   and what it measures; per row, the figures as JSON numbers (the data's values, never rounded); the
//!   approximate figures; and what they were measured under: the protocol, the test rig and
//!   the configurations, with their facts.
//!
//! Both are built from the loaded data alone, in a fixed order, so two builds write the same
//! bytes. They are written like every other rendered file, through the build's staging folder.

use std::borrow::Cow;
use std::collections::BTreeSet;

use serde::Serialize;
use serde_json::Value;

use super::*;
use iopress_site::data::{DataNumber, Fact, Family};

/// The folder under a review's URL that holds its downloads.
pub const DATA_DIR: &str = "data";

/// Version of the JSON layout, in every file: raised only when a field changes meaning or
/// goes away (fields may be added without it).
/// (`/2`: one file for every language, each text an object of its languages' texts.)
const FORMAT: &str = "iopress-table/2";

/// The keys whose values are text in a language: in the shared JSON, each is an object of
/// that text by language code (`"caption": { "en": "…", "fr": "…" }`), as is every value of
/// `names`.
const LOCALIZED: [&str; 6] = ["title", "url", "caption", "name", "label", "text"];

/// The download links shown under a table.
#[derive(Debug, Clone, Serialize)]
pub struct DownloadLinks {
    pub csv: String,
    pub json: String,
}

impl<'a> Renderer<'a> {
    /// The language whose folder holds a review's downloads: the default language, or the
    /// first the review is rendered in when it is not rendered in that one.
    fn downloads_language(&self, page: &Page) -> Option<&str> {
        self.routes.link_language(&page.path, &self.config.default_language)
    }

    /// The links under a review table, the same in every language.
    pub(super) fn download_links(&self, page: &Page, table_id: &str) -> DownloadLinks {
        let lang = self.downloads_language(page).unwrap_or(&self.config.default_language);
        let base = format!("{}{DATA_DIR}/{table_id}", self.routes.url(page, lang));
        DownloadLinks { csv: format!("{base}.csv"), json: format!("{base}.json") }
    }

    /// Where a relative address in a review's prose (`data/sql.csv`, `./data/sql.json#x`)
    /// names one of its downloads: that file's URL, the same from every language's page (the
    /// files are published once, in [`Self::downloads_language`]'s folder). None for any
    /// other address.
    pub(super) fn download_address(&self, page: &Page, address: &str) -> Option<String> {
        let review = page.review.as_ref()?;
        let (path, rest) = match address.find(['#', '?']) {
            Some(at) => address.split_at(at),
            None => (address, ""),
        };
        let file =
            path.strip_prefix("./").unwrap_or(path).strip_prefix(DATA_DIR)?.strip_prefix('/')?;
        let (id, extension) = file.rsplit_once('.')?;
        let table = review.tables.iter().find(|t| t.id == id)?;
        let links = self.download_links(page, &table.id);
        let url = match extension {
            "csv" => links.csv,
            "json" => links.json,
            _ => return None,
        };
        Some(format!("{url}{rest}"))
    }

    /// The CSV and JSON files of a review's tables, written with its page in `lang` when
    /// that is the language their folder is in (see [`Self::downloads_language`]); none
    /// with its other languages' pages.
    pub(super) fn open_data_files(&self, page: &Page, lang: &str) -> Vec<OutputFile> {
        // A bundle's own files are only those beside its Markdown, never in a `data/`
        // folder, so nothing else is written where the downloads go.
        let Some(review) = &page.review else { return Vec::new() };
        if self.downloads_language(page) != Some(lang) {
            return Vec::new();
        }
        let directory = self.routes.output_dir(&page.url_path, lang);
        let languages = self.routes.languages_rendering(&page.path);
        let mut files = Vec::new();
        for table in &review.tables {
            let links = self.download_links(page, &table.id);
            let csv_path = format!("{directory}{DATA_DIR}/{}.csv", table.id);
            let json_path = format!("{directory}{DATA_DIR}/{}.json", table.id);
            files.push(rendered(&csv_path, table_csv(table)));
            // The table's texts in each language, made one: each text by language; then the
            // data's own rows, the same in every language, serialized once.
            let each: Vec<(&str, Value)> = languages
                .iter()
                .map(|&code| (code, self.table_texts(page, review, table, code, &links)))
                .collect();
            let mut document = by_language(&each, false);
            if let Value::Object(object) = &mut document {
                object.extend(table_rows_json(table));
            }
            // Compact, not indented: these files are read by programs, and indenting made them
            // about 60 % larger (a twentieth of a big site's output).
            let mut json = serde_json::to_string(&document)
                .expect("the table's JSON is made of strings and finite numbers");
            json.push('\n');
            files.push(rendered(&json_path, json));
        }
        files
    }

    /// A table's JSON but its rows ([`table_rows_json`]), as the page in `lang` says it, each
    /// text in that language.
    fn table_texts(
        &self,
        page: &Page,
        review: &iopress_site::data::ReviewData,
        table: &Table,
        lang: &str,
        links: &DownloadLinks,
    ) -> Value {
        let localizer = self.localizer(lang);
        let text = self.text_for(page, &self.routes.availability(&page.path, lang), lang);
        let title =
            self.title_of(page, text.map(Text::front).and_then(|f| f.title.clone()), localizer);
        let (caption, _) = self.table_caption(page, text, &table.id, localizer);
        let review_about = ReviewAbout {
            title: &title,
            url: self.routes.permalink(&self.routes.url(page, lang)),
            date_published: page.facts.date.map(|d| d.to_string()),
            date_modified: page.facts.updated.map(|d| d.to_string()),
        };
        let columns: Vec<ColumnJson> = table
            .data
            .columns
            .iter()
            .zip(&table.roles)
            .map(|(column, role)| {
                let metric = match role {
                    Role::Metric(m) | Role::RangeMin(m) | Role::RangeMax(m) => Some(*m),
                    _ => None,
                };
                ColumnJson {
                    id: column.id.clone(),
                    label: views::label(localizer, &column.id),
                    unit: column.unit.map(|u| u.symbol()),
                    metric: metric.map(|m| m.id),
                    range: match role {
                        Role::RangeMin(_) => Some("min"),
                        Role::RangeMax(_) => Some("max"),
                        _ => None,
                    },
                    better: metric.map(|m| m.better),
                }
            })
            .collect();
        // The names of the ids the rows use (configurations, workloads, VMs), in this language.
        let mut names = std::collections::BTreeMap::new();
        for row in &table.data.rows {
            for (cell, role) in row.iter().zip(&table.roles) {
                if let Cell::Text(id) = cell {
                    let name = match (role, review.config(id)) {
                        (Role::Facet(Facet::Config), Some(config)) => {
                            views::config_name(localizer, config)
                        }
                        _ => views::label(localizer, id),
                    };
                    names.insert(id.clone(), name);
                }
            }
        }
        let protocol = table.protocol.as_deref().map(|id| {
            let page = self.protocol_page(id);
            let facts = page
                .and_then(|p| p.protocol.as_ref())
                .map(|p| facts_json(localizer, &p.facts))
                .unwrap_or_default();
            NamedJson { id: id.to_string(), name: self.protocol_name(id, localizer), facts }
        });
        let rig = table.rig.as_deref().and_then(|id| review.rig(id)).map(|rig| NamedJson {
            id: rig.id.clone(),
            name: rig.name.get(localizer.code(), localizer.default_code()).to_string(),
            facts: facts_json(localizer, &rig.facts),
        });
        let used: Vec<&str> =
            table.data.rows.iter().filter_map(|row| table.facet(row, Facet::Config)).collect();
        let configurations = review
            .configs
            .iter()
            .filter(|c| used.contains(&c.id.as_str()))
            .map(|config| ConfigJson {
                id: config.id.clone(),
                name: views::config_name(localizer, config),
                rig: config.rig.clone(),
                details: config
                    .details
                    .iter()
                    .map(|d| match d {
                        iopress_site::data::Detail::Quantity(q) => DetailJson::Quantity {
                            value: json_number(&q.number),
                            unit: q.unit.symbol(),
                        },
                        iopress_site::data::Detail::Label(id) => {
                            DetailJson::Label { id: id.clone(), name: views::label(localizer, id) }
                        }
                    })
                    .collect(),
            })
            .collect();
        let document = TableJson {
            format: FORMAT,
            review: review_about,
            table: TableAbout {
                id: &table.id,
                caption,
                family: table.family,
                csv: self.routes.permalink(&links.csv),
                json: self.routes.permalink(&links.json),
            },
            protocol,
            rig,
            configurations,
            columns,
            names,
        };
        serde_json::to_value(&document).expect("the table's JSON is made of strings and numbers")
    }
}

/// The data's own part of a table's JSON, the same in every language: `rows` (each cell by
/// its column's id), the cells measured as approximate, and those kept as published.
fn table_rows_json(table: &Table) -> [(String, Value); 3] {
    let ids: Vec<&str> = table.data.columns.iter().map(|c| c.id.as_str()).collect();
    let rows: Vec<RowJson> =
        table.data.rows.iter().map(|row| RowJson { ids: &ids, cells: row }).collect();
    let mut approximate = Vec::new();
    for (row_index, row) in table.data.rows.iter().enumerate() {
        for (cell, id) in row.iter().zip(&ids) {
            if matches!(cell, Cell::Number(n) if n.approximate) {
                approximate.push(CellRef { row: row_index, column: id.to_string() });
            }
        }
    }
    let as_published: Vec<PublishedJson> = table
        .as_published
        .iter()
        .map(|p| PublishedJson {
            row: p.row,
            column: p.column.map(|c| ids[c].to_string()),
            reason: p.reason.clone(),
        })
        .collect();
    let value = |v: serde_json::Result<Value>| v.expect("a table's cells are strings and numbers");
    [
        ("rows".to_string(), value(serde_json::to_value(&rows))),
        ("approximate".to_string(), value(serde_json::to_value(&approximate))),
        ("as_published".to_string(), value(serde_json::to_value(&as_published))),
    ]
}

/// One JSON made of the same JSON in several languages (`each`, in the site's order of its
/// languages): what is the same in all is written once, and each text (`LOCALIZED`, and the
/// values of `names`) becomes an object of its text by language code, even where the
/// languages agree, so that a program reads every file alike.
fn by_language(each: &[(&str, Value)], localized: bool) -> Value {
    let Some((_, first)) = each.first() else { return Value::Null };
    if localized {
        return Value::Object(each.iter().map(|(lang, v)| (lang.to_string(), v.clone())).collect());
    }
    match first {
        Value::Object(object) => Value::Object(
            object
                .keys()
                .map(|key| {
                    let values: Vec<(&str, Value)> = each
                        .iter()
                        .map(|(lang, v)| (*lang, v.get(key).cloned().unwrap_or(Value::Null)))
                        .collect();
                    let value = match key.as_str() {
                        "names" => by_language_names(&values),
                        key => by_language(&values, LOCALIZED.contains(&key)),
                    };
                    (key.clone(), value)
                })
                .collect(),
        ),
        Value::Array(items) => Value::Array(
            (0..items.len())
                .map(|i| {
                    let values: Vec<(&str, Value)> = each
                        .iter()
                        .map(|(lang, v)| (*lang, v.get(i).cloned().unwrap_or(Value::Null)))
                        .collect();
                    by_language(&values, false)
                })
                .collect(),
        ),
        // Figures, ids and units: the same in every language.
        other => other.clone(),
    }
}

/// `names` (id → its display name) in several languages: id → { language → name }.
fn by_language_names(each: &[(&str, Value)]) -> Value {
    let ids: BTreeSet<&String> =
        each.iter().filter_map(|(_, v)| v.as_object()).flat_map(|o| o.keys()).collect();
    Value::Object(
        ids.into_iter()
            .map(|id| {
                let values: Vec<(&str, Value)> = each
                    .iter()
                    .map(|(lang, v)| (*lang, v.get(id).cloned().unwrap_or(Value::Null)))
                    .collect();
                (id.clone(), by_language(&values, true))
            })
            .collect(),
    )
}

/// The table as CSV: the header names each column by its id, with its unit in brackets
/// (`latency-avg (ms)`); cells are the data's, digits as written and without `~`.
pub fn table_csv(table: &Table) -> String {
    let mut writer = csv::WriterBuilder::new().from_writer(Vec::new());
    let header: Vec<String> = table
        .data
        .columns
        .iter()
        .map(|c| match c.unit {
            Some(unit) => format!("{} ({})", c.id, unit.symbol()),
            None => c.id.clone(),
        })
        .collect();
    writer.write_record(&header).expect("writing to memory");
    for row in &table.data.rows {
        let cells: Vec<Cow<str>> = row
            .iter()
            .map(|cell| match cell {
                Cell::Empty => Cow::Borrowed(""),
                Cell::Number(n) => Cow::Borrowed(n.digits.as_str()),
                // Its data form: `7–30`, `>=40`, `<=5`, which spreadsheets keep as text.
                Cell::Interval(i) => Cow::Owned(i.to_string()),
                Cell::Text(t) => inert_in_spreadsheets(t),
            })
            .collect();
        writer.write_record(cells.iter().map(|cell| cell.as_bytes())).expect("writing to memory");
    }
    String::from_utf8(writer.into_inner().expect("writing to memory")).expect("the cells are UTF-8")
}

/// A text cell as a spreadsheet shows it but cannot run it: Excel, LibreOffice and Google
/// Sheets read a cell starting with `=`, `+`, `-` or `@` (or a tab or carriage return before
/// one) as a formula, so such a cell is written after a `'`, as OWASP's advice on CSV
/// injection says. Numbers are written from the data's digits and never need it; a label
/// starting with `-` gets it too, which a reader sees as the label itself.
fn inert_in_spreadsheets(text: &str) -> Cow<'_, str> {
    match text.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => Cow::Owned(format!("'{text}")),
        _ => Cow::Borrowed(text),
    }
}

/// A figure as a JSON number: a whole number as an integer (`442089`), else the value the
/// digits write (`12610.3`), which serde_json prints as its shortest exact form.
fn json_number(number: &DataNumber) -> Value {
    if !number.digits.contains('.') {
        if let Ok(whole) = number.digits.parse::<i64>() {
            return Value::from(whole);
        }
    }
    serde_json::Number::from_f64(number.value).map(Value::Number).unwrap_or(Value::Null)
}

/// A range or a bound as an object of its ends, both included, low end first:
/// `{ "min": 7, "max": 30 }`, `{ "min": 40 }` (40 or more), `{ "max": 5 }` (5 or less).
#[derive(Serialize)]
struct IntervalJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    min: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max: Option<Value>,
}

impl IntervalJson {
    fn of(interval: &iopress_site::data::Interval) -> IntervalJson {
        IntervalJson { min: interval.low().map(json_number), max: interval.high().map(json_number) }
    }
}

fn facts_json(localizer: &Localizer, facts: &[Fact]) -> Vec<FactJson> {
    facts
        .iter()
        .map(|fact| {
            let view = views::fact(localizer, fact);
            FactJson {
                id: fact.label.clone(),
                label: view.label,
                text: view.value,
                count: fact.count.as_ref().map(json_number),
                values: fact
                    .specs
                    .iter()
                    .zip(fact.qualifiers.iter().chain(std::iter::repeat(&None)))
                    .map(|(q, qualifier)| QuantityJson {
                        value: json_number(&q.number),
                        unit: q.unit.symbol(),
                        qualifier: qualifier.clone(),
                    })
                    .collect(),
            }
        })
        .collect()
}

#[derive(Serialize)]
struct TableJson<'a> {
    format: &'static str,
    review: ReviewAbout<'a>,
    table: TableAbout<'a>,
    protocol: Option<NamedJson>,
    rig: Option<NamedJson>,
    configurations: Vec<ConfigJson>,
    columns: Vec<ColumnJson>,
    names: std::collections::BTreeMap<String, String>,
}

#[derive(Serialize)]
struct ReviewAbout<'a> {
    title: &'a str,
    url: String,
    date_published: Option<String>,
    date_modified: Option<String>,
}

#[derive(Serialize)]
struct TableAbout<'a> {
    id: &'a str,
    caption: String,
    family: Family,
    csv: String,
    json: String,
}

#[derive(Serialize)]
struct NamedJson {
    id: String,
    name: String,
    facts: Vec<FactJson>,
}

#[derive(Serialize)]
struct FactJson {
    id: String,
    label: String,
    /// As the page shows it: `2 × Intel Xeon Gold 6150 (2,7 GHz, 18 cœurs)`.
    text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    count: Option<Value>,
    values: Vec<QuantityJson>,
}

#[derive(Serialize)]
struct QuantityJson {
    value: Value,
    unit: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    qualifier: Option<String>,
}

#[derive(Serialize)]
struct ConfigJson {
    id: String,
    name: String,
    rig: Option<String>,
    details: Vec<DetailJson>,
}

#[derive(Serialize)]
#[serde(untagged)]
enum DetailJson {
    Quantity { value: Value, unit: &'static str },
    Label { id: String, name: String },
}

#[derive(Serialize)]
struct ColumnJson {
    id: String,
    label: String,
    unit: Option<&'static str>,
    metric: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    range: Option<&'static str>,
    better: Option<iopress_site::data::metrics::Better>,
}

#[derive(Serialize)]
struct CellRef {
    row: usize,
    column: String,
}

#[derive(Serialize)]
struct PublishedJson {
    row: usize,
    /// None: every figure of the row.
    column: Option<String>,
    reason: String,
}

/// A row as an object, its cells by column id in the table's order: numbers as numbers,
/// ranges and bounds as objects of their ends, labels as their ids, empty cells as null.
struct RowJson<'a> {
    ids: &'a [&'a str],
    cells: &'a [Cell],
}

impl Serialize for RowJson<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.cells.len()))?;
        for (id, cell) in self.ids.iter().zip(self.cells) {
            let value = match cell {
                Cell::Empty => Value::Null,
                Cell::Number(n) => json_number(n),
                Cell::Interval(i) => {
                    map.serialize_entry(id, &IntervalJson::of(i))?;
                    continue;
                }
                Cell::Text(t) => Value::String(t.clone()),
            };
            map.serialize_entry(id, &value)?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_languages_json_is_one_with_each_text_by_language() {
        let en = serde_json::json!({
            "review": { "title": "Title", "url": "https://x/r/", "date_published": "2019-03-05" },
            "columns": [{ "id": "tps", "label": "TPS", "unit": "TPS" }],
            "rows": [{ "vm": "aggregate", "tps": 12610.3 }],
            "names": { "aggregate": "Total", "vm1": "VM 1" }
        });
        let fr = serde_json::json!({
            "review": { "title": "Titre", "url": "https://x/fr/r/", "date_published": "2019-03-05" },
            "columns": [{ "id": "tps", "label": "TPS", "unit": "TPS" }],
            "rows": [{ "vm": "aggregate", "tps": 12610.3 }],
            "names": { "aggregate": "Total", "vm1": "VM 1" }
        });
        let merged = by_language(&[("en", en), ("fr", fr)], false);
        assert_eq!(
            merged,
            serde_json::json!({
                "review": {
                    "title": { "en": "Title", "fr": "Titre" },
                    "url": { "en": "https://x/r/", "fr": "https://x/fr/r/" },
                    "date_published": "2019-03-05"
                },
                // A text the languages agree on is an object all the same.
                "columns": [{ "id": "tps", "label": { "en": "TPS", "fr": "TPS" }, "unit": "TPS" }],
                "rows": [{ "vm": "aggregate", "tps": 12610.3 }],
                "names": {
                    "aggregate": { "en": "Total", "fr": "Total" },
                    "vm1": { "en": "VM 1", "fr": "VM 1" }
                }
            })
        );
    }

    #[test]
    fn whole_numbers_stay_integers_and_decimals_keep_their_value() {
        let n = |s: &str| json_number(&DataNumber::parse(s).unwrap()).to_string();
        assert_eq!(n("442089"), "442089");
        assert_eq!(n("12610.3"), "12610.3");
        assert_eq!(n("5.80"), "5.8");
        assert_eq!(n("~350000"), "350000");
        assert_eq!(n("0.000123"), "0.000123");
    }
}
