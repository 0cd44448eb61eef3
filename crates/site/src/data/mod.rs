//! Data and units: every figure of a review or a drive, written once, language-independent.
//!
//! A review bundle's `data.toml` and a drive folder's `drive.toml` declare test rigs, facts
//! and the CSV tables that hold results and spec sheets. Everything is checked on load;
//! a bad value is reported with its file, line and column.

pub mod data_number;
pub mod metrics;
pub mod results;
pub mod table;
pub mod units;

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use crate::diagnostics::{toml_error, Diagnostic, Location};
use crate::site_files::SiteRoot;

pub use data_number::{DataNumber, Interval};
pub use results::{CurveForm, Facet, Role};
pub use table::{Cell, Column, CsvTable};
pub use units::Unit;

pub const REVIEW_DATA_FILE: &str = "data.toml";
pub const DRIVE_DATA_FILE: &str = "drive.toml";
/// The site's protocols, in the content folder.
pub const PROTOCOLS_FILE: &str = "protocols.toml";

/// What kind of results a table holds; later stages draw each family its own way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Family {
    SpecSheet,
    Application,
    LoadCurve,
    Matrix,
    Table,
}

impl Family {
    fn parse(name: &str) -> Option<Family> {
        Some(match name {
            "spec-sheet" => Family::SpecSheet,
            "application" => Family::Application,
            "load-curve" => Family::LoadCurve,
            "matrix" => Family::Matrix,
            "table" => Family::Table,
            _ => return None,
        })
    }

    /// Results measured under a protocol; spec sheets and plain tables are not.
    fn needs_protocol(self) -> bool {
        matches!(self, Family::Application | Family::LoadCurve | Family::Matrix)
    }
}

/// A number with its unit.
#[derive(Debug, Clone, PartialEq)]
pub struct Quantity {
    pub number: DataNumber,
    pub unit: Unit,
}

/// One line of a rig or drive description: `2 × Intel Xeon Gold 6150 (2.7 GHz, 18 cores)`.
#[derive(Debug, Clone, PartialEq)]
pub struct Fact {
    /// Label id, shown through `label-<id>`.
    pub label: String,
    pub count: Option<DataNumber>,
    pub text: Option<DataText>,
    /// Where the file writes `text` (for a finding about it, such as a language it lacks).
    pub text_location: Option<Location>,
    /// A value that is words (`dual-port`, `64-layer 3D TLC`) written as a label id, shown
    /// through `label-<id>` in each language, as table cells and tags are.
    pub term: Option<String>,
    pub specs: Vec<Quantity>,
    /// A label id per spec that says what it is (`read`, `write`), shown after it.
    pub qualifiers: Vec<Option<String>>,
    /// How several specs read together.
    pub join: Join,
}

/// How a fact's several figures read: a list (`10.75 W and 8.75 W`), a range (`0–78 °C`),
/// or the dimensions of an object (`100.45 × 69.85 × 7 mm`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Join {
    /// Measures of different things: `2.1 GHz, 24 cores`.
    #[default]
    List,
    /// Values of one thing: `10.75 W and 8.75 W`.
    And,
    Range,
    Dimensions,
}

/// Free text of the data (a rig's name, a fact's wording): the same in every language
/// (`"Dell PowerEdge R740xd"`: names are not translated), or written per language
/// (`{ en = "Build and test VM", fr = "VM de compilation et de test" }`).
#[derive(Debug, Clone, PartialEq)]
pub enum DataText {
    Neutral(String),
    PerLanguage(std::collections::BTreeMap<String, String>),
}

impl DataText {
    /// The text in `lang`, else in `default_lang`, else in the first language given.
    pub fn get(&self, lang: &str, default_lang: &str) -> &str {
        match self {
            DataText::Neutral(text) => text,
            DataText::PerLanguage(texts) => texts
                .get(lang)
                .or_else(|| texts.get(default_lang))
                .or_else(|| texts.values().next())
                .map(String::as_str)
                .unwrap_or(""),
        }
    }

    /// Whether `lang` has its own text (a language-neutral text is every language's).
    pub fn has(&self, lang: &str) -> bool {
        match self {
            DataText::Neutral(_) => true,
            DataText::PerLanguage(texts) => texts.contains_key(lang),
        }
    }
}

impl From<TextEntry> for DataText {
    fn from(entry: TextEntry) -> Self {
        match entry {
            TextEntry::Neutral(text) => DataText::Neutral(text),
            TextEntry::PerLanguage(texts) => DataText::PerLanguage(texts),
        }
    }
}

/// One setup a review measured (data reduction on, RAID5 with eight drives…).
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    pub id: String,
    /// Label id of its display name.
    pub name: String,
    pub rig: Option<String>,
    pub details: Vec<Detail>,
    /// The site's drives the setup is made of (`drives = ["wd-sn630"]`), when it says so;
    /// otherwise it stands for the drives of its review. `Some(empty)`: none of the site's.
    pub drives: Option<Vec<String>>,
    /// Where `drives` is written, for findings about an unknown drive.
    pub drives_at: Option<Location>,
}

/// What a rig's results measure, so that rankings compare like with like: a single drive
/// in a server, a cluster of N nodes, a storage array, or a virtual machine's disk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SystemClass {
    Drive,
    Cluster { nodes: u32 },
    Array,
    VirtualDisk,
}

impl SystemClass {
    /// The words of `class = "..."` in data.toml.
    pub const NAMES: [&'static str; 4] = ["drive", "cluster", "array", "virtual-disk"];

    /// The class an [`id`](Self::id) names.
    pub fn from_id(id: &str) -> Option<SystemClass> {
        match id {
            "drive" => Some(SystemClass::Drive),
            "array" => Some(SystemClass::Array),
            "virtual-disk" => Some(SystemClass::VirtualDisk),
            _ => id
                .strip_prefix("cluster-")?
                .parse()
                .ok()
                .filter(|n| *n > 0)
                .map(|nodes| SystemClass::Cluster { nodes }),
        }
    }

    /// A stable id for anchors, file names and the compare data: `drive`, `cluster-4`.
    pub fn id(&self) -> String {
        match self {
            SystemClass::Drive => "drive".into(),
            SystemClass::Cluster { nodes } => format!("cluster-{nodes}"),
            SystemClass::Array => "array".into(),
            SystemClass::VirtualDisk => "virtual-disk".into(),
        }
    }
}

/// Shown after a configuration's name: a number with its unit, or a label.
#[derive(Debug, Clone, PartialEq)]
pub enum Detail {
    Quantity(Quantity),
    Label(String),
}

/// A test, run the same way wherever it appears: results are ranked only within one.
#[derive(Debug, Clone, PartialEq)]
pub struct Protocol {
    pub id: String,
    /// Label id of its display name.
    pub name: String,
    pub facts: Vec<Fact>,
    /// The metrics its results are ranked by (metric ids); `None`: every metric that has a
    /// better direction. A metric the protocol fixes (throughput set by the client count)
    /// is shown, not ranked.
    pub ranks: Option<Vec<String>>,
    /// Run-to-run variation, in percent: results closer than this to the one above them
    /// share its rank ("level with"). `None`: [`DEFAULT_TOLERANCE_PERCENT`].
    pub tolerance: Option<f64>,
}

/// The run-to-run variation assumed when a protocol does not give its own: repeated runs of
/// the same storage benchmark on the same system commonly differ by a few percent, so a
/// smaller gap says nothing about which system is faster.
pub const DEFAULT_TOLERANCE_PERCENT: f64 = 2.0;

impl Protocol {
    /// Its run-to-run tolerance, in percent.
    pub fn tolerance_percent(&self) -> f64 {
        self.tolerance.unwrap_or(DEFAULT_TOLERANCE_PERCENT)
    }

    /// Whether its results are ranked by a metric.
    pub fn ranks_metric(&self, metric: &str) -> bool {
        self.ranks.as_ref().is_none_or(|ids| ids.iter().any(|id| id == metric))
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Rig {
    pub id: String,
    pub name: DataText,
    /// Where the file writes `name`.
    pub name_location: Location,
    pub facts: Vec<Fact>,
    /// What was tested on it; `None` when the rig does not say (its results are then ranked
    /// only with others that do not say, and `check` warns).
    pub class: Option<SystemClass>,
}

/// A table a review or drive publishes, with what it was measured under.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    pub id: String,
    pub file: PathBuf,
    /// The data.toml or drive.toml declaring the table, and where its `protocol` is written.
    pub declared_in: PathBuf,
    pub protocol_at: Option<Location>,
    pub family: Family,
    pub protocol: Option<String>,
    pub rig: Option<String>,
    pub transpose: bool,
    /// Draw latency on a logarithmic axis (load curves).
    pub log_axis: bool,
    /// Whether a column's figures share their decimals or each keeps its own.
    pub decimals: Decimals,
    /// Figures kept as the source published them, though they fail a sanity check.
    pub as_published: Vec<Published>,
    pub data: CsvTable,
    /// What each column means (see [`results`]).
    pub roles: Vec<Role>,
}

/// How a table shows the decimals of its figures (`decimals = "aligned"`, `"shared"` or
/// `"as-written"` in its declaration; by default, spec sheets as written and every other table
/// aligned).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decimals {
    /// Each figure shows the digits it was measured with, and a column's figures line up on
    /// their decimal separator: `14.75` above `14` leaves blank the room of `.75` after the
    /// `14`, instead of writing `14.00`, a precision the measurement did not have.
    Aligned,
    /// A column's exact figures share one number of decimals, the most any of them is
    /// written with (at most three): `2.87`, `3.3` and `2` ms show as `2.87`, `3.30` and
    /// `2.00`; for a site that wants them so, since the zeros claim digits nobody measured.
    Shared,
    /// Each figure shows the digits it was written with: a spec sheet's ratings, each as its
    /// vendor states it (`17` and `0.3` DWPD, not `17.0`).
    AsWritten,
}

impl Decimals {
    /// What a table of `family` shows when its declaration does not say: a spec sheet's
    /// figures are ratings, side by side across SKUs; every other table's are a series,
    /// aligned in its columns.
    pub fn default_for(family: Family) -> Decimals {
        match family {
            Family::SpecSheet => Decimals::AsWritten,
            _ => Decimals::Aligned,
        }
    }
}

/// A cell (row and column of the table's data) whose figure is kept as its source published
/// it, with the editor's short reason; `iopress check` reports a sanity finding about it as
/// a note.
#[derive(Debug, Clone, PartialEq)]
pub struct Published {
    pub row: usize,
    /// `None`: every figure of the row.
    pub column: Option<usize>,
    pub reason: String,
}

impl Table {
    /// Why the figure at `row` and `column` is kept as published, if it is marked so.
    pub fn published_reason(&self, row: usize, column: usize) -> Option<&str> {
        self.as_published
            .iter()
            .find(|p| p.row == row && p.column.is_none_or(|c| c == column))
            .map(|p| p.reason.as_str())
    }

    pub fn column_of(&self, role: Role) -> Option<usize> {
        self.roles.iter().position(|r| *r == role)
    }

    pub fn facet<'r>(&self, row: &'r [Cell], facet: Facet) -> Option<&'r str> {
        match self.column_of(Role::Facet(facet)).map(|i| &row[i]) {
            Some(Cell::Text(text)) => Some(text),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct ReviewData {
    /// The review's data.toml (empty when it has none).
    pub file: PathBuf,
    pub rigs: Vec<Rig>,
    pub configs: Vec<Config>,
    pub tables: Vec<Table>,
}

impl ReviewData {
    pub fn rig(&self, id: &str) -> Option<&Rig> {
        self.rigs.iter().find(|r| r.id == id)
    }

    pub fn config(&self, id: &str) -> Option<&Config> {
        self.configs.iter().find(|c| c.id == id)
    }

    pub fn table(&self, id: &str) -> Option<&Table> {
        self.tables.iter().find(|t| t.id == id)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct DriveData {
    pub name: String,
    pub vendor: Option<String>,
    pub facts: Vec<Fact>,
    pub tables: Vec<Table>,
    /// The drive's photo (`image = "photo.jpg"`), shown on its page, its reviews' headers,
    /// list cards and its print page's title page.
    pub image: Option<DriveImage>,
}

/// `image = "photo.jpg"` with `image_alt = { en = "…", fr = "…" }` in drive.toml's `[drive]`.
#[derive(Debug, Clone, PartialEq)]
pub struct DriveImage {
    /// The file, relative to the drive's folder.
    pub file: String,
    /// Its alt text by language code: prose, written for each language.
    pub alt: BTreeMap<String, String>,
    /// Where `image` is written in drive.toml, for messages about it.
    pub location: Location,
}

// ---- The files as written ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ReviewDataFile {
    #[serde(default)]
    rig: Vec<RigEntry>,
    #[serde(default)]
    config: Vec<ConfigEntry>,
    #[serde(default)]
    table: Vec<TableEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DriveDataFile {
    drive: DriveEntry,
    #[serde(default)]
    table: Vec<TableEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DriveEntry {
    name: String,
    #[serde(default)]
    vendor: Option<String>,
    #[serde(default)]
    facts: Vec<FactEntry>,
    #[serde(default)]
    image: Option<Spanned<String>>,
    #[serde(default)]
    image_alt: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ConfigEntry {
    id: Spanned<String>,
    #[serde(default)]
    name: Option<Spanned<String>>,
    #[serde(default)]
    rig: Option<Spanned<String>>,
    #[serde(default)]
    details: Vec<DetailEntry>,
    #[serde(default)]
    drives: Option<Spanned<Vec<String>>>,
}

/// `{ value = 16, unit = "TB" }` or `{ label = "out-of-cache" }`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DetailEntry {
    #[serde(default)]
    value: Option<Spanned<NumberEntry>>,
    #[serde(default)]
    unit: Option<Spanned<String>>,
    #[serde(default)]
    label: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProtocolsFile {
    #[serde(default)]
    protocol: Vec<ProtocolEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProtocolEntry {
    id: Spanned<String>,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    facts: Vec<FactEntry>,
    #[serde(default)]
    ranks: Option<Vec<Spanned<String>>>,
    #[serde(default)]
    tolerance: Option<Spanned<f64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RigEntry {
    id: Spanned<String>,
    name: Spanned<TextEntry>,
    #[serde(default)]
    facts: Vec<FactEntry>,
    #[serde(default)]
    class: Option<Spanned<String>>,
}

/// A text for every language, or a table of texts by language code.
#[derive(Deserialize)]
#[serde(untagged)]
enum TextEntry {
    Neutral(String),
    PerLanguage(std::collections::BTreeMap<String, String>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FactEntry {
    label: Spanned<String>,
    #[serde(default)]
    count: Option<Spanned<NumberEntry>>,
    #[serde(default)]
    text: Option<Spanned<TextEntry>>,
    #[serde(default)]
    term: Option<Spanned<String>>,
    #[serde(default)]
    specs: Vec<SpecEntry>,
    #[serde(default)]
    join: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpecEntry {
    value: Spanned<NumberEntry>,
    unit: Spanned<String>,
    #[serde(default)]
    label: Option<Spanned<String>>,
}

/// TOML numbers, or strings for digits TOML would drop (`"5.80"`) and approximations (`"~90000"`).
#[derive(Deserialize)]
#[serde(untagged)]
enum NumberEntry {
    Integer(i64),
    Float(f64),
    Text(String),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TableEntry {
    id: Spanned<String>,
    file: Spanned<String>,
    family: Spanned<String>,
    #[serde(default)]
    protocol: Option<Spanned<String>>,
    #[serde(default)]
    rig: Option<Spanned<String>>,
    #[serde(default)]
    transpose: bool,
    #[serde(default)]
    log_axis: bool,
    #[serde(default)]
    decimals: Option<Spanned<String>>,
    #[serde(default)]
    as_published: Vec<PublishedEntry>,
}

/// `as_published = [{ rows = { workload = "rand-read-4k" }, column = "throughput", reason = "…" }]`
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PublishedEntry {
    /// The rows, chosen by any columns as `value` chooses them; all rows when absent.
    #[serde(default)]
    rows: std::collections::BTreeMap<String, String>,
    /// The figure's column; every figure of the rows when absent.
    #[serde(default)]
    column: Option<String>,
    reason: Spanned<String>,
}

// ---- Loading ----

/// Reads `data.toml` in a review bundle, and the tables it declares; every file read must be
/// inside `site` (see [`SiteRoot::confine`]).
pub fn load_review_data(bundle: &Path, site: &SiteRoot) -> Result<ReviewData, Vec<Diagnostic>> {
    let path = bundle.join(REVIEW_DATA_FILE);
    if !path.exists() {
        return Ok(ReviewData::default());
    }
    let text = read(&path, site)?;
    let file: ReviewDataFile =
        toml::from_str(&text).map_err(|e| vec![toml_error(&e, &text, &path)])?;
    let mut problems = Vec::new();
    let spot = |offset: usize| Location::from_offset(&text, offset);

    let mut rigs = Vec::new();
    for entry in file.rig {
        if rigs.iter().any(|r: &Rig| r.id == *entry.id.get_ref()) {
            problems.push(
                Diagnostic::error(format!("rig `{}` is declared twice", entry.id.get_ref()))
                    .in_file(&path)
                    .at_location(Some(spot(entry.id.span().start))),
            );
        }
        let facts = convert_facts(entry.facts, &text, &path, &mut problems);
        let class = entry
            .class
            .and_then(|class| convert_class(&class, &facts, &text, &path, &mut problems));
        rigs.push(Rig {
            id: entry.id.into_inner(),
            name_location: spot(entry.name.span().start),
            name: entry.name.into_inner().into(),
            facts,
            class,
        });
    }
    let rig_ids: Vec<&str> = rigs.iter().map(|r| r.id.as_str()).collect();
    let configs = convert_configs(file.config, &rig_ids, &text, &path, &mut problems);
    let config_ids: Vec<&str> = configs.iter().map(|c| c.id.as_str()).collect();
    let tables = convert_tables(
        file.table,
        DataFolder { dir: bundle, site },
        &text,
        &path,
        Some(&rig_ids),
        &config_ids,
        &mut problems,
    );

    if problems.is_empty() {
        Ok(ReviewData { file: path, rigs, configs, tables })
    } else {
        Err(problems)
    }
}

/// The configuration ids a review's `data.toml` declares, in their order, read from its
/// `[[config]]` tables alone: its tables may name a file that does not exist yet, or that an
/// import is about to replace. For checking a configuration named on the command line.
pub fn declared_config_ids(path: &Path) -> Result<Vec<String>, Diagnostic> {
    #[derive(Deserialize)]
    struct ConfigsOnly {
        #[serde(default)]
        config: Vec<ConfigIdOnly>,
    }
    #[derive(Deserialize)]
    struct ConfigIdOnly {
        id: String,
    }
    let text = crate::text_file::read(path).map_err(|e| {
        e.into_diagnostic(|e| {
            Diagnostic::error(format!("cannot read {REVIEW_DATA_FILE}: {e}")).in_file(path)
        })
    })?;
    let file: ConfigsOnly = toml::from_str(&text).map_err(|e| toml_error(&e, &text, path))?;
    Ok(file.config.into_iter().map(|c| c.id).collect())
}

/// Reads `drive.toml` in a drive folder, and the tables it declares; every file read must be
/// inside `site`.
pub fn load_drive_data(folder: &Path, site: &SiteRoot) -> Result<DriveData, Vec<Diagnostic>> {
    let path = folder.join(DRIVE_DATA_FILE);
    let text = read(&path, site)?;
    let file: DriveDataFile =
        toml::from_str(&text).map_err(|e| vec![toml_error(&e, &text, &path)])?;
    let mut problems = Vec::new();
    let facts = convert_facts(file.drive.facts, &text, &path, &mut problems);
    let tables = convert_tables(
        file.table,
        DataFolder { dir: folder, site },
        &text,
        &path,
        None,
        &[],
        &mut problems,
    );
    let image = file.drive.image.map(|image| DriveImage {
        location: Location::from_offset(&text, image.span().start),
        file: image.into_inner(),
        alt: file.drive.image_alt,
    });
    if let Some(image) = &image {
        if !folder.join(&image.file).is_file() {
            problems.push(
                Diagnostic::error(format!(
                    "`image`: there is no file `{}` in this drive's folder",
                    image.file
                ))
                .in_file(&path)
                .at_location(Some(image.location))
                .with_help(
                    "name a JPEG or PNG file beside drive.toml, e.g. `image = \"photo.jpg\"`",
                ),
            );
        }
    }
    if problems.is_empty() {
        Ok(DriveData { name: file.drive.name, vendor: file.drive.vendor, facts, tables, image })
    } else {
        Err(problems)
    }
}

/// Reads `content/protocols.toml`; a site without one declares no protocols.
pub fn load_protocols(
    content_dir: &Path,
    site: &SiteRoot,
) -> Result<Vec<Protocol>, Vec<Diagnostic>> {
    let path = content_dir.join(PROTOCOLS_FILE);
    if !path.exists() {
        return Ok(Vec::new());
    }
    let text = read(&path, site)?;
    let file: ProtocolsFile =
        toml::from_str(&text).map_err(|e| vec![toml_error(&e, &text, &path)])?;
    let mut problems = Vec::new();
    let mut protocols: Vec<Protocol> = Vec::new();
    for entry in file.protocol {
        let at = Some(Location::from_offset(&text, entry.id.span().start));
        if !table::is_identifier(entry.id.get_ref()) {
            problems.push(
                Diagnostic::error(format!("`{}` is not a usable protocol id", entry.id.get_ref()))
                    .in_file(&path)
                    .at_location(at)
                    .with_help("protocol ids name comparison pages: lowercase ASCII letters, digits and `-`"),
            );
        }
        if protocols.iter().any(|p| p.id == *entry.id.get_ref()) {
            problems.push(
                Diagnostic::error(format!("protocol `{}` is declared twice", entry.id.get_ref()))
                    .in_file(&path)
                    .at_location(at),
            );
        }
        let facts = convert_facts(entry.facts, &text, &path, &mut problems);
        for metric in entry.ranks.iter().flatten() {
            let known = metrics::find(metric.get_ref())
                .is_some_and(|m| m.better != metrics::Better::Neither);
            if !known {
                let ranked: Vec<&str> = metrics::METRICS
                    .iter()
                    .filter(|m| m.better != metrics::Better::Neither)
                    .map(|m| m.id)
                    .collect();
                problems.push(
                    Diagnostic::error(format!(
                        "protocol `{}` ranks `{}`, which is not a metric that can be ranked",
                        entry.id.get_ref(),
                        metric.get_ref()
                    ))
                    .in_file(&path)
                    .at_location(Some(Location::from_offset(&text, metric.span().start)))
                    .with_help(format!("`ranks` lists metric ids: {}", ranked.join(", "))),
                );
            }
        }
        if let Some(tolerance) = &entry.tolerance {
            if !(0.0..=50.0).contains(tolerance.get_ref()) {
                problems.push(
                    Diagnostic::error(format!(
                        "protocol `{}` has a tolerance of {} %",
                        entry.id.get_ref(),
                        tolerance.get_ref()
                    ))
                    .in_file(&path)
                    .at_location(Some(Location::from_offset(&text, tolerance.span().start)))
                    .with_help("`tolerance` is the run-to-run variation in percent, from 0 to 50 (e.g. `tolerance = 2`)"),
                );
            }
        }
        let id = entry.id.into_inner();
        protocols.push(Protocol {
            name: entry.name.unwrap_or_else(|| id.clone()),
            id,
            facts,
            ranks: entry.ranks.map(|r| r.into_iter().map(Spanned::into_inner).collect()),
            tolerance: entry.tolerance.map(Spanned::into_inner),
        });
    }
    if problems.is_empty() {
        Ok(protocols)
    } else {
        Err(problems)
    }
}

fn convert_configs(
    entries: Vec<ConfigEntry>,
    rig_ids: &[&str],
    text: &str,
    path: &Path,
    problems: &mut Vec<Diagnostic>,
) -> Vec<Config> {
    let spot = |offset: usize| Some(Location::from_offset(text, offset));
    let mut configs: Vec<Config> = Vec::new();
    for entry in entries {
        let at = spot(entry.id.span().start);
        if !table::is_identifier(entry.id.get_ref()) {
            problems.push(
                Diagnostic::error(format!(
                    "`{}` is not a usable configuration id",
                    entry.id.get_ref()
                ))
                .in_file(path)
                .at_location(at)
                .with_help("configuration ids use lowercase ASCII letters, digits and `-`"),
            );
        }
        if configs.iter().any(|c| c.id == *entry.id.get_ref()) {
            problems.push(
                Diagnostic::error(format!(
                    "configuration `{}` is declared twice",
                    entry.id.get_ref()
                ))
                .in_file(path)
                .at_location(at),
            );
        }
        if let Some(rig) = &entry.rig {
            if !rig_ids.contains(&rig.get_ref().as_str()) {
                problems.push(
                    Diagnostic::error(format!(
                        "configuration `{}` names rig `{}`, which is not declared",
                        entry.id.get_ref(),
                        rig.get_ref()
                    ))
                    .in_file(path)
                    .at_location(spot(rig.span().start))
                    .with_help(format!("declared rigs: {}", rig_ids.join(", "))),
                );
            }
        }
        let mut details = Vec::new();
        for detail in entry.details {
            match (detail.value, detail.unit, detail.label) {
                (Some(value), Some(unit), None) => {
                    let unit_at = spot(unit.span().start);
                    let parsed = Unit::parse(unit.get_ref());
                    if parsed.is_none() {
                        problems.push(
                            Diagnostic::error(format!("unknown unit `{}`", unit.get_ref()))
                                .in_file(path)
                                .at_location(unit_at)
                                .with_help(format!("use one of: {}", Unit::known_symbols())),
                        );
                    }
                    if let (Some(number), Some(unit)) =
                        (convert_number(value, parsed, text, path, problems), parsed)
                    {
                        details.push(Detail::Quantity(Quantity { number, unit }));
                    }
                }
                (None, None, Some(label)) => details.push(Detail::Label(label.into_inner())),
                _ => problems.push(
                    Diagnostic::error(format!(
                        "a detail of configuration `{}` is neither a quantity nor a label",
                        entry.id.get_ref()
                    ))
                    .in_file(path)
                    .at_location(at)
                    .with_help(
                        "write `{ value = 16, unit = \"TB\" }` or `{ label = \"out-of-cache\" }`",
                    ),
                ),
            }
        }
        let id = entry.id.into_inner();
        configs.push(Config {
            name: entry.name.map(Spanned::into_inner).unwrap_or_else(|| id.clone()),
            id,
            rig: entry.rig.map(Spanned::into_inner),
            details,
            drives_at: entry.drives.as_ref().and_then(|d| spot(d.span().start)),
            drives: entry.drives.map(Spanned::into_inner),
        });
    }
    configs
}

/// `class = "cluster"` and the rig's `nodes` fact: a cluster of that many nodes.
fn convert_class(
    class: &Spanned<String>,
    facts: &[Fact],
    text: &str,
    path: &Path,
    problems: &mut Vec<Diagnostic>,
) -> Option<SystemClass> {
    let at = Some(Location::from_offset(text, class.span().start));
    let unknown = || {
        Diagnostic::error(format!("`{}` is not a class of tested system", class.get_ref()))
            .in_file(path)
            .at_location(at)
            .with_help(format!("write one of: {}", SystemClass::NAMES.join(", ")))
    };
    match class.get_ref().as_str() {
        "drive" => Some(SystemClass::Drive),
        "array" => Some(SystemClass::Array),
        "virtual-disk" => Some(SystemClass::VirtualDisk),
        "cluster" => {
            let nodes = facts
                .iter()
                .find(|f| f.label == "nodes")
                .and_then(|f| f.specs.first())
                .map(|q| q.number.value)
                .filter(|n| *n >= 1.0 && n.fract() == 0.0);
            match nodes {
                Some(nodes) => Some(SystemClass::Cluster { nodes: nodes as u32 }),
                None => {
                    problems.push(
                        Diagnostic::error("a cluster rig needs its number of nodes")
                            .in_file(path)
                            .at_location(at)
                            .with_help("add the fact `{ label = \"nodes\", specs = [{ value = 4, unit = \"nodes\" }] }` to the rig"),
                    );
                    None
                }
            }
        }
        _ => {
            problems.push(unknown());
            None
        }
    }
}

/// A folder whose data files are read: a review bundle or a drive folder, in its site.
#[derive(Clone, Copy)]
struct DataFolder<'a> {
    dir: &'a Path,
    site: &'a SiteRoot,
}

fn read(path: &Path, site: &SiteRoot) -> Result<String, Vec<Diagnostic>> {
    site.confine(path).map_err(|outside| vec![outside])?;
    crate::text_file::read(path).map_err(|e| {
        vec![e.into_diagnostic(|e| {
            Diagnostic::error(format!("cannot read the data file: {e}")).in_file(path)
        })]
    })
}

fn convert_facts(
    entries: Vec<FactEntry>,
    text: &str,
    path: &Path,
    problems: &mut Vec<Diagnostic>,
) -> Vec<Fact> {
    let spot = |offset: usize| Some(Location::from_offset(text, offset));
    let mut facts = Vec::new();
    for entry in entries {
        if !table::is_identifier(entry.label.get_ref()) {
            problems.push(
                Diagnostic::error(format!("`{}` is not a usable label id", entry.label.get_ref()))
                    .in_file(path)
                    .at_location(spot(entry.label.span().start))
                    .with_help("label ids use lowercase ASCII letters, digits and `-`, e.g. `cpu`"),
            );
        }
        if let Some(term) = &entry.term {
            let at = spot(term.span().start);
            if !table::is_identifier(term.get_ref()) {
                problems.push(
                    Diagnostic::error(format!("`{}` is not a usable term id", term.get_ref()))
                        .in_file(path)
                        .at_location(at)
                        .with_help("a term is a label id (lowercase ASCII letters, digits and `-`, e.g. `dual-port`) named in i18n/<lang>/*.ftl as `label-<id> = …`; a name that is the same in every language is written as `text`"),
                );
            } else if entry.text.is_some() {
                problems.push(
                    Diagnostic::error("a fact has either a `text` or a `term`, not both")
                        .in_file(path)
                        .at_location(at)
                        .with_help("write the whole value as one term (`label-<id> = Mellanox ConnectX-4, dual-port`), or as a text"),
                );
            }
        }
        // A count (`2 ×`) is an amount of things, so it cannot be negative either.
        let count =
            entry.count.and_then(|c| convert_number(c, Unit::parse("count"), text, path, problems));
        let join = match entry.join.as_ref().map(|j| j.get_ref().as_str()) {
            None | Some("list") => Join::List,
            Some("and") => Join::And,
            Some("range") => Join::Range,
            Some("dimensions") => Join::Dimensions,
            Some(other) => {
                problems.push(
                    Diagnostic::error(format!("`join = \"{other}\"` is not a way to join figures"))
                        .in_file(path)
                        .at_location(entry.join.as_ref().and_then(|j| spot(j.span().start)))
                        .with_help("write `join = \"range\"` (0–78 °C), `\"dimensions\"` (100.45 × 69.85 × 7 mm), `\"and\"` (10.75 W and 8.75 W) or `\"list\"` (2.1 GHz, 24 cores: the default)"),
                );
                Join::List
            }
        };
        let mut specs = Vec::new();
        let mut qualifiers = Vec::new();
        for spec in entry.specs {
            if let Some(label) = &spec.label {
                if !table::is_identifier(label.get_ref()) {
                    problems.push(
                        Diagnostic::error(format!(
                            "`{}` is not a usable label id",
                            label.get_ref()
                        ))
                        .in_file(path)
                        .at_location(spot(label.span().start))
                        .with_help(
                            "label ids use lowercase ASCII letters, digits and `-`, e.g. `read`",
                        ),
                    );
                }
            }
            let qualifier = spec.label.map(Spanned::into_inner);
            let unit_at = spot(spec.unit.span().start);
            let unit = Unit::parse(spec.unit.get_ref());
            if unit.is_none() {
                problems.push(
                    Diagnostic::error(format!("unknown unit `{}`", spec.unit.get_ref()))
                        .in_file(path)
                        .at_location(unit_at)
                        .with_help(format!("use one of: {}", Unit::known_symbols())),
                );
            }
            let number = convert_number(spec.value, unit, text, path, problems);
            if let (Some(number), Some(unit)) = (number, unit) {
                specs.push(Quantity { number, unit });
                qualifiers.push(qualifier);
            }
        }
        facts.push(Fact {
            label: entry.label.into_inner(),
            count,
            text_location: entry.text.as_ref().and_then(|t| spot(t.span().start)),
            text: entry.text.map(|t| DataText::from(t.into_inner())),
            term: entry.term.map(Spanned::into_inner),
            specs,
            qualifiers,
            join,
        });
    }
    facts
}

/// A number as written in TOML, refused when no figure in `unit` can be it (a negative time).
fn convert_number(
    entry: Spanned<NumberEntry>,
    unit: Option<Unit>,
    text: &str,
    path: &Path,
    problems: &mut Vec<Diagnostic>,
) -> Option<DataNumber> {
    let at = Some(Location::from_offset(text, entry.span().start));
    let number = match entry.into_inner() {
        NumberEntry::Integer(i) => Ok(DataNumber::from_f64(i as f64)),
        NumberEntry::Float(f) => DataNumber::from_toml_float(f),
        NumberEntry::Text(s) => DataNumber::parse(&s),
    }
    .and_then(|number| match unit {
        Some(unit) => number.check_sign(unit).map(|()| number),
        None => Ok(number),
    });
    number
        .map_err(|e| {
            problems
                .push(Diagnostic::error(e.message).in_file(path).at_location(at).with_help(e.help))
        })
        .ok()
}

fn convert_tables(
    entries: Vec<TableEntry>,
    folder: DataFolder,
    text: &str,
    path: &Path,
    rig_ids: Option<&[&str]>,
    config_ids: &[&str],
    problems: &mut Vec<Diagnostic>,
) -> Vec<Table> {
    let spot = |offset: usize| Some(Location::from_offset(text, offset));
    let mut tables: Vec<Table> = Vec::new();
    for entry in entries {
        let id_at = spot(entry.id.span().start);
        if !table::is_identifier(entry.id.get_ref()) {
            problems.push(
                Diagnostic::error(format!("`{}` is not a usable table id", entry.id.get_ref()))
                    .in_file(path)
                    .at_location(id_at)
                    .with_help("table ids use lowercase ASCII letters, digits and `-`"),
            );
        }
        if tables.iter().any(|t| t.id == *entry.id.get_ref()) {
            problems.push(
                Diagnostic::error(format!("table `{}` is declared twice", entry.id.get_ref()))
                    .in_file(path)
                    .at_location(id_at),
            );
        }
        let family = Family::parse(entry.family.get_ref());
        if family.is_none() {
            problems.push(
                Diagnostic::error(format!("unknown table family `{}`", entry.family.get_ref()))
                    .in_file(path)
                    .at_location(spot(entry.family.span().start))
                    .with_help("use spec-sheet, application, load-curve, matrix or table"),
            );
        }
        if let Some(family) = family {
            if family.needs_protocol() && entry.protocol.is_none() {
                problems.push(
                    Diagnostic::error(format!(
                        "table `{}` does not say what protocol it was measured under",
                        entry.id.get_ref()
                    ))
                    .in_file(path)
                    .at_location(id_at)
                    .with_help(
                        "add `protocol = \"...\"`: results are only compared within one protocol",
                    ),
                );
            }
        }
        if let Some(rig) = &entry.rig {
            let known = rig_ids.map(|ids| ids.contains(&rig.get_ref().as_str())).unwrap_or(false);
            if !known {
                let declared = rig_ids.map(|ids| ids.join(", ")).unwrap_or_default();
                problems.push(
                    Diagnostic::error(format!(
                        "table `{}` names rig `{}`, which is not declared",
                        entry.id.get_ref(),
                        rig.get_ref()
                    ))
                    .in_file(path)
                    .at_location(spot(rig.span().start))
                    .with_help(if declared.is_empty() {
                        "declare it in a [[rig]] table with that id".to_string()
                    } else {
                        format!("declared rigs: {declared}")
                    }),
                );
            }
        }
        let Some(relative) = safe_relative_path(entry.file.get_ref()) else {
            problems.push(
                Diagnostic::error(format!(
                    "table file `{}` is outside this folder",
                    entry.file.get_ref()
                ))
                .in_file(path)
                .at_location(spot(entry.file.span().start))
                .with_help("name a file inside the bundle, e.g. `file = \"results.csv\"`"),
            );
            continue;
        };
        let csv_path = folder.dir.join(&relative);
        if let Err(outside) = folder.site.confine(&csv_path) {
            problems.push(outside);
            continue;
        }
        let csv_text = match crate::text_file::read(&csv_path) {
            Ok(t) => t,
            Err(e) => {
                problems.push(e.into_diagnostic(|e| {
                    Diagnostic::error(format!(
                        "cannot read table file `{}`: {e}",
                        entry.file.get_ref()
                    ))
                    .in_file(path)
                    .at_location(spot(entry.file.span().start))
                }));
                continue;
            }
        };
        let data = match table::parse_csv(&csv_text, &csv_path) {
            Ok(data) => data,
            Err(errors) => {
                problems.extend(errors);
                continue;
            }
        };
        let Some(family) = family else { continue };
        let decimals = match entry.decimals.as_ref().map(|d| d.get_ref().as_str()) {
            None => Decimals::default_for(family),
            Some("aligned") => Decimals::Aligned,
            Some("shared") => Decimals::Shared,
            Some("as-written") => Decimals::AsWritten,
            Some(other) => {
                problems.push(
                    Diagnostic::error(format!("`decimals = \"{other}\"` is not a way to show decimals"))
                        .in_file(path)
                        .at_location(entry.decimals.as_ref().and_then(|d| spot(d.span().start)))
                        .with_help("write `decimals = \"aligned\"` (each figure its own digits, a column's lined up on the decimal separator: 2.87, 3.3, 2), `\"shared\"` (a column's figures share the most decimals any of them has: 2.87, 3.30, 2.00) or `\"as-written\"` (each figure its own, unaligned: 17, 0.3)"),
                );
                continue;
            }
        };
        let roles = match results::classify(family, &data, &csv_text, &csv_path, config_ids) {
            Ok(roles) => roles,
            Err(errors) => {
                problems.extend(errors);
                continue;
            }
        };
        let as_published = resolve_published(&entry.as_published, &data, text, path, problems);
        tables.push(Table {
            id: entry.id.into_inner(),
            file: csv_path,
            declared_in: path.to_path_buf(),
            protocol_at: entry
                .protocol
                .as_ref()
                .map(|p| Location::from_offset(text, p.span().start)),
            family,
            protocol: entry.protocol.map(Spanned::into_inner),
            rig: entry.rig.map(Spanned::into_inner),
            transpose: entry.transpose,
            log_axis: entry.log_axis,
            decimals,
            as_published,
            data,
            roles,
        });
    }
    tables
}

/// The cells an `as_published` list marks. A column the table lacks, a selection that
/// matches no row, or an empty or long reason is an error at the reason in data.toml.
fn resolve_published(
    entries: &[PublishedEntry],
    data: &CsvTable,
    text: &str,
    path: &Path,
    problems: &mut Vec<Diagnostic>,
) -> Vec<Published> {
    use table::{cell_matches, same_column_id};
    let mut marks = Vec::new();
    let column_ids = || data.columns.iter().map(|c| c.id.as_str()).collect::<Vec<_>>().join(", ");
    for entry in entries {
        let at = Some(Location::from_offset(text, entry.reason.span().start));
        let error = |message: String| Diagnostic::error(message).in_file(path).at_location(at);
        let reason = entry.reason.get_ref().trim();
        if reason.is_empty() || reason.chars().count() > 200 {
            problems.push(
                error("an `as_published` figure needs a short reason (1 to 200 characters)".into())
                    .with_help("say why the figure stays as the source printed it, e.g. \"the review's own figures; its IOPS were rounded\""),
            );
            continue;
        }
        let column = match &entry.column {
            None => None,
            Some(id) => {
                match data
                    .columns
                    .iter()
                    .position(|c| same_column_id(&c.id, id) && c.unit.is_some())
                {
                    Some(index) => Some(index),
                    None => {
                        problems.push(error(format!("`as_published` names column `{id}`, which the table has no figures in")).with_help(format!("its columns: {}", column_ids())));
                        continue;
                    }
                }
            }
        };
        let mut filters = Vec::new();
        for (id, wanted) in &entry.rows {
            match data.columns.iter().position(|c| same_column_id(&c.id, id)) {
                Some(index) => filters.push((index, wanted.as_str())),
                None => problems.push(error(format!("`as_published` chooses rows by column `{id}`, which the table does not have")).with_help(format!("its columns: {}", column_ids()))),
            }
        }
        if filters.len() != entry.rows.len() {
            continue;
        }
        let before = marks.len();
        for (row, cells) in data.rows.iter().enumerate() {
            if filters.iter().all(|(index, wanted)| cell_matches(&cells[*index], wanted)) {
                marks.push(Published { row, column, reason: reason.to_string() });
            }
        }
        if marks.len() == before {
            let wanted: Vec<String> =
                entry.rows.iter().map(|(k, v)| format!("{k} = \"{v}\"")).collect();
            problems.push(error(format!(
                "`as_published` matches no row of the table ({})",
                wanted.join(", ")
            )));
        }
    }
    marks
}

/// A relative path with no `..`, root or prefix: it cannot leave the folder it is joined to.
pub fn safe_relative_path(text: &str) -> Option<PathBuf> {
    if text.is_empty() || text.contains('\\') || text.contains('\0') {
        return None;
    }
    let path = Path::new(text);
    path.components()
        .all(|c| matches!(c, Component::Normal(_) | Component::CurDir))
        .then(|| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bundle(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for (name, text) in files {
            std::fs::write(dir.path().join(name), text).unwrap();
        }
        dir
    }

    #[test]
    fn review_data_loads_rigs_and_tables() {
        let dir = bundle(&[
            (
                "data.toml",
                r#"
[[rig]]
id = "bigtwin"
name = "Supermicro BigTwin"
facts = [{ label = "cpu", count = 2, text = "Intel Xeon Gold 6150", specs = [{ value = 2.7, unit = "GHz" }, { value = "18", unit = "cores" }] }]

[[table]]
id = "sql"
file = "sql.csv"
family = "application"
protocol = "sqlserver-tpcc-4vm-1500"
rig = "bigtwin"
"#,
            ),
            ("sql.csv", "vm,tps [TPS]\naggregate,12610.3\n"),
        ]);
        let data = load_review_data(dir.path(), &SiteRoot::new(dir.path())).unwrap();
        assert_eq!(data.rigs[0].facts[0].specs[0].number.digits, "2.7");
        assert_eq!(data.rigs[0].facts[0].specs[1].unit.symbol(), "cores");
        assert_eq!(data.tables[0].family, Family::Application);
        assert_eq!(data.tables[0].data.rows.len(), 1);
    }

    #[test]
    fn every_problem_is_reported_with_its_place() {
        let dir = bundle(&[
            (
                "data.toml",
                "[[table]]\nid = \"a\"\nfile = \"../escape.csv\"\nfamily = \"table\"\n\n[[table]]\nid = \"b\"\nfile = \"b.csv\"\nfamily = \"load-curve\"\nrig = \"nope\"\n",
            ),
            ("b.csv", "x [IOPS]\n1\n"),
        ]);
        let errors = load_review_data(dir.path(), &SiteRoot::new(dir.path())).unwrap_err();
        let text: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        assert!(
            text.iter().any(|t| t.contains("data.toml:3:8") && t.contains("outside this folder")),
            "{text:?}"
        );
        assert!(
            text.iter().any(|t| t.contains("data.toml:7:6") && t.contains("protocol")),
            "{text:?}"
        );
        assert!(
            text.iter().any(|t| t.contains("data.toml:10:7") && t.contains("rig `nope`")),
            "{text:?}"
        );
    }
}
