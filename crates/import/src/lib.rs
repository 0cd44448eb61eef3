//! Importing measurements made by benchmark tools into a review's data files.
//!
//! A tool's output is read into [`Curve`]s (one workload and configuration, its measured
//! points); [`merge_curves`] then writes them into a load-curve CSV in points form
//! (`workload,config,load [IOPS],latency [ms],latency-p99 [ms]`), keeping every row of the
//! file that belongs to another curve. The tool-specific parts are in [`fio`], [`sysbench`]
//! and [`csv_map`] (another tool's CSV, its columns mapped onto a results table).
//!
//! Nothing is written unless every input was read cleanly: importers collect all their
//! problems as [`Diagnostic`]s first, and the file is replaced atomically at the end.

pub mod csv_map;
pub mod fio;
pub mod sysbench;

use std::path::Path;

use iopress_site::data::table::{is_identifier, parse_column, parse_csv, Cell, Column};
use iopress_site::data::units::{Dimension, Unit};
use iopress_site::data::{declared_config_ids, REVIEW_DATA_FILE};
use iopress_site::diagnostics::Diagnostic;
use iopress_site::text_file::ReadError;

/// One measured point of a load curve, in base units (operations, bytes and seconds).
#[derive(Debug, Clone, PartialEq)]
pub struct Point {
    /// Operations per second: the point's load.
    pub iops: f64,
    /// Bytes per second, used when the file's `load` column is a throughput.
    pub bytes_per_second: f64,
    /// The mean latency, in seconds.
    pub latency: f64,
    /// The 99th-percentile latency, in seconds, when the tool reported one.
    pub latency_p99: Option<f64>,
    /// How finely the tool printed the p99, in seconds (sysbench: 0.01 ms), when coarser
    /// than the microsecond the import writes otherwise: no digit is written it did not give.
    pub latency_p99_resolution: Option<f64>,
    /// Transactions per second, for a tool that measures transactions (sysbench OLTP): the
    /// load of a `load [TPS]` column.
    pub tps: Option<f64>,
    /// The queue depth each job ran at (the `iodepth` column), when known and one.
    pub iodepth: Option<u64>,
    /// How many jobs (fio's jobs, sysbench's threads) ran at once (the `jobs` column).
    pub jobs: Option<u64>,
}

/// The points of one workload under one configuration, ordered by load.
#[derive(Debug, Clone, PartialEq)]
pub struct Curve {
    pub workload: String,
    /// The `config` cell of its rows; `None` leaves it empty.
    pub config: Option<String>,
    pub points: Vec<Point>,
}

/// What a merge did to the file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MergeSummary {
    /// Rows of other curves, written back as they were.
    pub kept_rows: usize,
    /// Rows of the imported curves that the file held before and that were replaced.
    pub replaced_rows: usize,
    /// Rows written for the imported curves.
    pub imported_rows: usize,
}

impl MergeSummary {
    /// A warning when the import left its curves fewer rows than they had: an import
    /// replaces each of its curves whole, so importing one new run to add a point drops the
    /// others.
    pub fn shrunk_warning(&self, output: &Path) -> Option<Diagnostic> {
        (self.replaced_rows > self.imported_rows).then(|| {
            Diagnostic::warning(format!(
                "the imported curves had {} rows and now have {}: an import replaces each of its curves whole",
                self.replaced_rows, self.imported_rows
            ))
            .in_file(output)
            .with_help("to add a point to a curve, import all of its runs together")
        })
    }
}

/// The columns of a new file, in the order the documentation shows them.
const NEW_HEADER: [&str; 7] = [
    "workload",
    "config",
    "iodepth [count]",
    "jobs [count]",
    "load [IOPS]",
    "latency [ms]",
    "latency-p99 [ms]",
];

/// A workload or configuration name given on the command line must be an id the data
/// files accept, or the site would refuse the file the import just wrote.
pub fn check_name(what: &str, name: &str) -> Result<(), Diagnostic> {
    if is_identifier(name) {
        Ok(())
    } else {
        Err(Diagnostic::error(format!("`{name}` is not a usable {what} name")).with_help(
            "names are ids: lowercase ASCII letters, digits, `-` and `_`, e.g. `rand-read-4k`",
        ))
    }
}

/// A configuration given on the command line (`--config`) must be one the review declares,
/// or the site would refuse the rows the import writes: it is looked up in the `data.toml`
/// nearest to `output` (its folder, or the folder above it up to the site's root, which holds
/// `site.toml`). Without such a file there is nothing to check it against.
pub fn check_config_declared(output: &Path, config: &str) -> Result<(), Diagnostic> {
    let folder = output.parent().unwrap_or(Path::new(""));
    let Some(data_toml) = folder
        .ancestors()
        .take_while(|dir| !dir_holds(dir, iopress_site::config::CONFIG_FILE))
        .map(|dir| dir.join(REVIEW_DATA_FILE))
        .find(|candidate| candidate.is_file())
    else {
        return Ok(());
    };
    let declared = declared_config_ids(&data_toml)?;
    if declared.iter().any(|id| id == config) {
        return Ok(());
    }
    let help = if declared.is_empty() {
        format!("its data.toml declares no configuration; declare it there as [[config]] with id = \"{config}\"")
    } else {
        format!(
            "its data.toml declares {}; give one of them, or declare it there as [[config]] with id = \"{config}\"",
            declared.join(", ")
        )
    };
    Err(Diagnostic::error(format!("`--config {config}` is not a configuration of this review"))
        .in_file(&data_toml)
        .with_help(help))
}

/// Whether `dir` holds a file named `name` (an empty path is the current folder).
fn dir_holds(dir: &Path, name: &str) -> bool {
    let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
    dir.join(name).is_file()
}

/// The text of the load-curve CSV `path` after importing `curves` into it. `existing` is
/// the file's current text, if it exists: rows of other (workload, config) pairs are kept
/// in place, the rows of an imported pair are replaced where its first row was (new curves
/// go at the end), and the header keeps its columns and units, gaining the ones it lacks.
pub fn merge_curves(
    existing: Option<&str>,
    path: &Path,
    curves: &[Curve],
) -> Result<(String, MergeSummary), Vec<Diagnostic>> {
    let (mut columns, old_rows) = match existing {
        Some(text) => {
            let table = parse_csv(text, path)?;
            let rows = table
                .rows
                .iter()
                .map(|row| row.iter().map(cell_text).collect::<Vec<_>>())
                .collect();
            (table.columns, rows)
        }
        None => (NEW_HEADER.iter().map(|h| header_column(h)).collect(), Vec::new()),
    };
    let wants_config = curves.iter().any(|c| c.config.is_some());
    let transactions = curves.iter().flat_map(|c| &c.points).any(|p| p.tps.is_some());
    if transactions && existing.is_none() {
        let load = columns.iter().position(|c| c.id == "load").expect("the new header has a load");
        columns[load] = header_column("load [TPS]");
    }
    let layout =
        Layout::for_columns(&mut columns, wants_config).map_err(|d| vec![d.in_file(path)])?;
    let load_dimension = columns[layout.load].unit.map(|u| u.dimension());
    if transactions != (load_dimension == Some(Dimension::TransactionRate)) {
        let (measured, header) = if transactions {
            ("transactions", "load [TPS]")
        } else {
            ("operations or data", "load [IOPS]")
        };
        return Err(vec![Diagnostic::error(format!(
            "column `load` is in {}, but the imported points measure {measured} per second",
            columns[layout.load].unit.map(|u| u.symbol()).unwrap_or("no unit")
        ))
        .in_file(path)
        .at(1, 1)
        .with_help(format!("import into a separate file whose header has `{header}`"))]);
    }

    let mut summary = MergeSummary::default();
    let mut emitted = vec![false; curves.len()];
    let mut rows: Vec<Vec<String>> = Vec::new();
    for mut row in old_rows {
        row.resize(columns.len(), String::new());
        let owner = curves.iter().position(|c| layout.owns(c, &row));
        match owner {
            None => {
                summary.kept_rows += 1;
                rows.push(row);
            }
            Some(index) => {
                summary.replaced_rows += 1;
                if !emitted[index] {
                    emitted[index] = true;
                    rows.extend(layout.rows_of(&curves[index], &columns));
                }
            }
        }
    }
    for (curve, done) in curves.iter().zip(emitted) {
        if !done {
            rows.extend(layout.rows_of(curve, &columns));
        }
    }
    summary.imported_rows = curves.iter().map(|c| c.points.len()).sum();
    Ok((write_csv(&columns, &rows), summary))
}

/// Where the imported values go in a file's columns.
struct Layout {
    workload: usize,
    config: Option<usize>,
    load: usize,
    latency: usize,
    latency_p99: usize,
    iodepth: usize,
    jobs: usize,
}

impl Layout {
    /// Finds the columns an import fills, appending those the header lacks (so a file
    /// written by hand without a p99 column gains one, and its rows an empty cell).
    fn for_columns(columns: &mut Vec<Column>, wants_config: bool) -> Result<Layout, Diagnostic> {
        if let Some(peak) = columns.iter().find(|c| is_peak_column(&c.id)) {
            return Err(Diagnostic::error(format!(
                "this table holds peaks (`{}`), not measured points; imported points cannot go into it",
                peak.id
            ))
            .at(1, 1)
            .with_help("import into a separate file, declared as its own load-curve table in data.toml"));
        }
        let has_config = columns.iter().any(|c| c.id == "config");
        let mut find_or_add = |id: &str, header: &str| -> usize {
            match columns.iter().position(|c| c.id.replace('_', "-") == id) {
                Some(index) => index,
                None => {
                    columns.push(header_column(header));
                    columns.len() - 1
                }
            }
        };
        let workload = find_or_add("workload", "workload");
        let config = (has_config || wants_config).then(|| find_or_add("config", "config"));
        let load = find_or_add("load", "load [IOPS]");
        let latency = find_or_add("latency", "latency [ms]");
        let latency_p99 = find_or_add("latency-p99", "latency-p99 [ms]");
        let iodepth = find_or_add("iodepth", "iodepth [count]");
        let jobs = find_or_add("jobs", "jobs [count]");
        let layout = Layout { workload, config, load, latency, latency_p99, iodepth, jobs };
        layout.check_units(columns)?;
        Ok(layout)
    }

    /// The import knows operations, bytes and seconds; a column in another kind of unit
    /// (or with none) cannot receive them.
    fn check_units(&self, columns: &[Column]) -> Result<(), Diagnostic> {
        let expect =
            |index: usize, dimensions: &[Dimension], example: &str| -> Result<(), Diagnostic> {
                let column = &columns[index];
                match column.unit {
                    Some(unit) if dimensions.contains(&unit.dimension()) => Ok(()),
                    _ => Err(Diagnostic::error(format!(
                        "column `{}` has no unit the import can write",
                        column.id
                    ))
                    .at(1, 1)
                    .with_help(format!("write its header as e.g. `{example}`"))),
                }
            };
        expect(
            self.load,
            &[Dimension::OperationRate, Dimension::Throughput, Dimension::TransactionRate],
            "load [IOPS]",
        )?;
        expect(self.latency, &[Dimension::Time], "latency [ms]")?;
        expect(self.latency_p99, &[Dimension::Time], "latency-p99 [ms]")?;
        expect(self.iodepth, &[Dimension::Count], "iodepth [count]")?;
        expect(self.jobs, &[Dimension::Count], "jobs [count]")?;
        for index in std::iter::once(self.workload).chain(self.config) {
            if columns[index].unit.is_some() {
                return Err(Diagnostic::error(format!(
                    "column `{}` holds names, so it has no unit",
                    columns[index].id
                ))
                .at(1, 1));
            }
        }
        Ok(())
    }

    /// Whether `row` is a point of `curve`: same workload, same configuration (an empty
    /// cell and no `--config` match each other).
    fn owns(&self, curve: &Curve, row: &[String]) -> bool {
        let config = self.config.map(|i| row[i].as_str()).unwrap_or("");
        row[self.workload] == curve.workload && config == curve.config.as_deref().unwrap_or("")
    }

    fn rows_of(&self, curve: &Curve, columns: &[Column]) -> Vec<Vec<String>> {
        let unit = |index: usize| columns[index].unit.expect("checked by check_units");
        curve
            .points
            .iter()
            .map(|point| {
                let mut row = vec![String::new(); columns.len()];
                row[self.workload] = curve.workload.clone();
                if let Some(index) = self.config {
                    row[index] = curve.config.clone().unwrap_or_default();
                }
                let load_unit = unit(self.load);
                let load = match load_unit.dimension() {
                    Dimension::Throughput => point.bytes_per_second,
                    Dimension::TransactionRate => point.tps.unwrap_or_default(),
                    _ => point.iops,
                };
                row[self.load] = format_in(load, load_unit);
                row[self.latency] = format_in(point.latency, unit(self.latency));
                row[self.latency_p99] = point
                    .latency_p99
                    .map(|v| match point.latency_p99_resolution {
                        Some(resolution) => format_at(v, unit(self.latency_p99), resolution),
                        None => format_in(v, unit(self.latency_p99)),
                    })
                    .unwrap_or_default();
                row[self.iodepth] = point.iodepth.map(|d| d.to_string()).unwrap_or_default();
                row[self.jobs] = point.jobs.map(|j| j.to_string()).unwrap_or_default();
                row
            })
            .collect()
    }
}

fn is_peak_column(id: &str) -> bool {
    let id = id.replace('_', "-");
    id.starts_with("peak-") || id == "sub-ms-until" || id == "bandwidth"
}

/// A column of the headers the import writes itself (always valid).
fn header_column(header: &str) -> Column {
    parse_column(header).expect("the import's own headers are valid")
}

/// A cell as it was written (numbers keep their digits and their `~`).
fn cell_text(cell: &Cell) -> String {
    match cell {
        Cell::Empty => String::new(),
        Cell::Text(text) => text.clone(),
        Cell::Number(number) if number.approximate => format!("~{}", number.digits),
        Cell::Number(number) => number.digits.clone(),
        Cell::Interval(interval) => interval.to_string(),
    }
}

/// `value` (in the dimension's base unit) written in `unit` with a fixed number of
/// decimals: whole operations per second, microseconds, kilobytes per second. Fixed
/// precision makes a re-import of the same files byte-identical, and keeps digits the
/// measurement does not have out of the review.
pub fn format_in(value: f64, unit: Unit) -> String {
    let resolution = match unit.dimension() {
        Dimension::OperationRate | Dimension::TransactionRate => 1.0,
        Dimension::Time => 1e-6,
        Dimension::Throughput => 1e3,
        _ => 1.0,
    };
    format_at(value, unit, resolution)
}

/// `value` (in the dimension's base unit) written in `unit` to `resolution` (also in the
/// base unit): 1e-5 s in ms is two decimals.
pub fn format_at(value: f64, unit: Unit, resolution: f64) -> String {
    let per_unit = unit.to_base(1.0);
    let decimals = (per_unit / resolution).log10().round().max(0.0) as usize;
    let text = format!("{:.*}", decimals, value / per_unit);
    // `-0` would be a surprising thing to find in a data file.
    if text.starts_with('-') && text.trim_start_matches(['-', '0', '.']).is_empty() {
        text[1..].to_string()
    } else {
        text
    }
}

fn write_csv(columns: &[Column], rows: &[Vec<String>]) -> String {
    let mut writer =
        csv::WriterBuilder::new().terminator(csv::Terminator::Any(b'\n')).from_writer(Vec::new());
    let header: Vec<String> = columns
        .iter()
        .map(|c| match c.unit {
            Some(unit) => format!("{} [{}]", c.id, unit.symbol()),
            None => c.id.clone(),
        })
        .collect();
    // Writing to a Vec cannot fail, and every record has one field per column.
    writer.write_record(&header).expect("write to memory");
    for row in rows {
        writer.write_record(row).expect("write to memory");
    }
    String::from_utf8(writer.into_inner().expect("flush to memory")).expect("CSV of UTF-8 fields")
}

/// Reads the output file if it exists; `None` when it does not.
pub fn read_existing(path: &Path) -> Result<Option<String>, Diagnostic> {
    match iopress_site::text_file::read(path) {
        Ok(text) => Ok(Some(text)),
        Err(ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e.into_diagnostic(|e| {
            Diagnostic::error(format!("cannot read the output file: {e}")).in_file(path)
        })),
    }
}

/// Replaces `path` with `text` in one step: written to a temporary file beside it, then
/// renamed over it, so a reader (or `iopress serve`) never sees half a file and a failure
/// leaves the old file as it was. The file keeps its permissions (see [`temp_file_beside`]).
pub fn write_atomically(path: &Path, text: &str) -> Result<(), Diagnostic> {
    use std::io::Write as _;
    let dir = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    // The temporary file's name (`.tmpp2ODa4`) says nothing to the user: the folder does.
    let failed = |e: std::io::Error| {
        let folder = dir.display();
        let (message, help) = match e.kind() {
            std::io::ErrorKind::NotFound => (
                format!("cannot write the output file: its folder {folder} does not exist"),
                format!("create the folder (`mkdir -p {folder}`) or give --output a path in an existing one"),
            ),
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => (
                format!("cannot write the output file: this user may not create files in {folder}"),
                "make the folder writable for this user, or give --output a path in a folder you own".to_string(),
            ),
            _ => {
                let text = e.to_string();
                let text = text.split(" at path ").next().unwrap_or_default().to_string();
                (
                    format!("cannot write the output file in {folder}: {text}"),
                    "nothing was changed; free space or fix the folder, then import again".to_string(),
                )
            }
        };
        Diagnostic::error(message).in_file(path).with_help(help)
    };
    let existing = std::fs::metadata(path).ok().map(|m| m.permissions());
    let mut file = temp_file_beside(dir).map_err(failed)?;
    file.write_all(text.as_bytes()).map_err(failed)?;
    file.as_file().sync_all().map_err(failed)?;
    // A rename replaces the file, mode and all: the old file's mode is copied over, after
    // writing (it may be read-only) and exactly (creating with it would apply the umask).
    if let Some(permissions) = existing {
        file.as_file().set_permissions(permissions).map_err(failed)?;
    }
    file.persist(path).map_err(|e| failed(e.error))?;
    Ok(())
}

/// A temporary file in `dir` with the mode any program's new file gets (0666 under the
/// umask, usually 0644), not tempfile's private 0600: a data file the import creates must
/// stay readable by whoever builds or serves the site.
fn temp_file_beside(dir: &Path) -> std::io::Result<tempfile::NamedTempFile> {
    let mut builder = tempfile::Builder::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    builder.tempfile_in(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(iops: f64, latency_ms: f64) -> Point {
        Point {
            iops,
            bytes_per_second: iops * 4096.0,
            latency: latency_ms / 1e3,
            latency_p99: Some(latency_ms * 2.0 / 1e3),
            latency_p99_resolution: None,
            tps: None,
            iodepth: None,
            jobs: None,
        }
    }

    fn curve(workload: &str, config: Option<&str>, points: Vec<Point>) -> Curve {
        Curve { workload: workload.into(), config: config.map(str::to_string), points }
    }

    #[test]
    fn a_new_file_gets_the_documented_header_and_fixed_precision() {
        let (text, summary) = merge_curves(
            None,
            Path::new("t.csv"),
            &[curve("rand-read-4k", None, vec![point(10298.7013, 0.0895542), point(20000.4, 0.1)])],
        )
        .unwrap();
        assert_eq!(
            text,
            "workload,config,iodepth [count],jobs [count],load [IOPS],latency [ms],latency-p99 [ms]\nrand-read-4k,,,,10299,0.090,0.179\nrand-read-4k,,,,20000,0.100,0.200\n"
        );
        assert_eq!(summary, MergeSummary { kept_rows: 0, replaced_rows: 0, imported_rows: 2 });
    }

    #[test]
    fn other_curves_are_kept_in_place_and_own_rows_replaced() {
        let existing = "workload,config,load [IOPS],latency [ms],latency-p99 [ms],note\n\
                        seq-read-64k,a,100,1.5,,kept\n\
                        rand-read-4k,a,5,1,2,old\n\
                        rand-read-4k,b,~7,1,,other config\n\
                        rand-read-4k,a,6,1,2,old\n";
        let curves = [
            curve("rand-read-4k", Some("a"), vec![point(1000.0, 0.5)]),
            curve("rand-write-4k", Some("a"), vec![point(900.0, 0.6)]),
        ];
        let (text, summary) = merge_curves(Some(existing), Path::new("t.csv"), &curves).unwrap();
        assert_eq!(
            text,
            "workload,config,load [IOPS],latency [ms],latency-p99 [ms],note,iodepth [count],jobs [count]\n\
             seq-read-64k,a,100,1.5,,kept,,\n\
             rand-read-4k,a,1000,0.500,1.000,,,\n\
             rand-read-4k,b,~7,1,,other config,,\n\
             rand-write-4k,a,900,0.600,1.200,,,\n"
        );
        assert_eq!(summary, MergeSummary { kept_rows: 2, replaced_rows: 2, imported_rows: 2 });
        // Importing the same again changes nothing.
        let (again, _) = merge_curves(Some(&text), Path::new("t.csv"), &curves).unwrap();
        assert_eq!(again, text);
    }

    #[test]
    fn the_header_keeps_its_units_and_gains_missing_columns() {
        let existing = "workload,latency [µs],load [kIOPS]\nseq-read-64k,150,1.5\n";
        let (text, _) = merge_curves(
            Some(existing),
            Path::new("t.csv"),
            &[curve("x", Some("c"), vec![point(12345.6, 0.25)])],
        )
        .unwrap();
        assert_eq!(
            text,
            "workload,latency [µs],load [kIOPS],config,latency-p99 [ms],iodepth [count],jobs [count]\nseq-read-64k,150,1.5,,,,\nx,250,12.346,c,0.500,,\n"
        );
    }

    #[test]
    fn throughput_loads_are_written_from_bytes() {
        let existing = "workload,load [MB/s],latency [ms]\n";
        let (text, _) = merge_curves(
            Some(existing),
            Path::new("t.csv"),
            &[curve("x", None, vec![point(1000.0, 1.0)])],
        )
        .unwrap();
        assert!(text.ends_with("x,4.096,1.000,2.000,,\n"), "{text}");
    }

    #[test]
    fn a_peaks_table_or_a_unitless_load_is_refused() {
        let errors = merge_curves(
            Some("workload,peak-iops [IOPS]\nx,1\n"),
            Path::new("t.csv"),
            &[curve("x", None, vec![])],
        )
        .unwrap_err();
        assert!(
            errors[0].to_string().starts_with("t.csv:1:1: error: this table holds peaks"),
            "{}",
            errors[0]
        );
        let errors =
            merge_curves(Some("workload,load\n"), Path::new("t.csv"), &[curve("x", None, vec![])])
                .unwrap_err();
        assert!(errors[0].to_string().contains("column `load` has no unit"), "{}", errors[0]);
    }

    #[test]
    fn a_malformed_output_file_is_reported_with_its_line() {
        let errors = merge_curves(
            Some("workload,load [IOPS],latency [ms]\nx,fast,1\n"),
            Path::new("t.csv"),
            &[],
        )
        .unwrap_err();
        assert!(
            errors[0].to_string().starts_with("t.csv:2:3: error: `fast` is not a number"),
            "{}",
            errors[0]
        );
    }

    #[test]
    fn values_use_fixed_decimals_per_unit() {
        let unit = |s| Unit::parse(s).unwrap();
        assert_eq!(format_in(12345.49, unit("IOPS")), "12345");
        assert_eq!(format_in(0.0000896, unit("ms")), "0.090");
        assert_eq!(format_in(0.0000896, unit("µs")), "90");
        assert_eq!(format_in(0.0, unit("ms")), "0.000");
    }

    #[test]
    fn a_config_is_checked_against_the_nearest_data_toml_inside_the_site() {
        let site = tempfile::tempdir().unwrap();
        let write = |relative: &str, text: &str| {
            let path = site.path().join(relative);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        };
        write("site.toml", "");
        write("data.toml", "[[config]]\nid = \"beside-site-toml\"\n");
        write("content/reviews/x/data.toml", "[[config]]\nid = \"a\"\n[[config]]\nid = \"b\"\n");
        let bundle = site.path().join("content/reviews/x");
        // In the bundle, and in a folder of it: the bundle's data.toml.
        for output in [bundle.join("fio.csv"), bundle.join("runs/fio.csv")] {
            assert!(check_config_declared(&output, "b").is_ok());
            let error = check_config_declared(&output, "c").unwrap_err();
            assert_eq!(error.file.as_deref(), Some(bundle.join("data.toml").as_path()));
            assert!(error.help.unwrap().contains("declares a, b;"));
        }
        // A review without data.toml: nothing to check against, not even a file above the
        // site's root (where site.toml is).
        let other = site.path().join("content/reviews/y/fio.csv");
        assert!(check_config_declared(&other, "beside-site-toml").is_ok());
        assert!(check_config_declared(&other, "anything").is_ok());
        // A data.toml without configurations.
        write(
            "content/reviews/y/data.toml",
            "[[table]]\nid = \"t\"\nfile = \"gone.csv\"\nfamily = \"table\"\n",
        );
        let error = check_config_declared(&other, "vm").unwrap_err();
        assert!(error.help.unwrap().starts_with("its data.toml declares no configuration"));
    }

    #[test]
    fn names_must_be_ids() {
        assert!(check_name("workload", "rand-read-4k").is_ok());
        assert!(check_name("workload", "Rand Read")
            .unwrap_err()
            .to_string()
            .contains("not a usable workload name"));
    }
}
