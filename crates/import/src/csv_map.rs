//! `iopress import csv`: another tool's CSV export (vdbench, elbencho, HCIBench, a lab's own
//! scripts) turned into a results table by naming, for each column wanted, the tool's column
//! it comes from and the unit the tool wrote it in.
//!
//! ```text
//! iopress import csv run.csv --output results.csv \
//!     --set workload=rand-read-4k --set config=p4800x \
//!     --map "QD=iodepth [count]" --map "IOPS=load [IOPS]" --map "Avg Lat (us):µs=latency [ms]"
//! ```
//!
//! Every row of the source becomes a row of the output; a number is converted from the
//! source's unit to the column's, keeping the digits it has (a power-of-ten conversion moves
//! the decimal point; another keeps as many significant digits). Nothing is written when any
//! cell cannot be read; each problem names its line and column in the source file.

use std::path::PathBuf;

use super::write_atomically;
use iopress_site::data::data_number::DataNumber;
use iopress_site::data::table::{parse_column, parse_csv, Column};
use iopress_site::data::units::Unit;
use iopress_site::diagnostics::{Diagnostic, Location};

/// What `iopress import csv` is asked to do.
#[derive(Debug, Clone, Default)]
pub struct CsvImport {
    pub file: PathBuf,
    pub output: PathBuf,
    /// `SOURCE=TARGET` or `SOURCE:UNIT=TARGET`, in the order of the output's columns (after
    /// those of `sets`).
    pub maps: Vec<String>,
    /// `COLUMN=VALUE`: a label column with the same value in every row.
    pub sets: Vec<String>,
    /// Replace an existing output file (otherwise refused, so hand-typed data is not lost).
    pub replace: bool,
}

/// What an import wrote.
#[derive(Debug, Clone)]
pub struct CsvReport {
    pub output: PathBuf,
    pub columns: Vec<String>,
    pub rows: usize,
}

/// One `--map`.
#[derive(Debug)]
struct Mapping {
    source: String,
    /// The source column's unit, when given and different from the target's.
    from: Option<Unit>,
    target: Column,
}

pub fn import_csv(request: &CsvImport) -> Result<CsvReport, Vec<Diagnostic>> {
    let mut problems = Vec::new();
    let mut columns: Vec<Column> = Vec::new();
    let mut constants: Vec<String> = Vec::new();
    for set in &request.sets {
        let Some((id, value)) = set.split_once('=') else {
            problems.push(
                Diagnostic::error(format!("--set `{set}` has no `=`"))
                    .with_help("write it as COLUMN=VALUE, e.g. --set workload=rand-read-4k"),
            );
            continue;
        };
        match parse_column(id.trim()) {
            Ok(column) if column.unit.is_none() => {
                columns.push(column);
                constants.push(value.trim().to_string());
            }
            Ok(_) => problems.push(
                Diagnostic::error(format!(
                    "--set `{set}`: a constant column holds names, so it has no unit"
                ))
                .with_help("map numbers from the source with --map"),
            ),
            Err(e) => problems.push(Diagnostic::error(format!("--set `{set}`: {}", e.message))),
        }
    }
    let mut mappings = Vec::new();
    for map in &request.maps {
        match parse_mapping(map) {
            Ok(mapping) => mappings.push(mapping),
            Err(problem) => problems.push(problem),
        }
    }
    if mappings.is_empty() && problems.is_empty() {
        problems.push(Diagnostic::error("nothing to import: no --map").with_help("name each column to import as --map \"SOURCE=TARGET\", e.g. --map \"IOPS=load [IOPS]\""));
    }
    columns.extend(mappings.iter().map(|m| m.target.clone()));
    for (i, column) in columns.iter().enumerate() {
        if columns[..i].iter().any(|c| c.id == column.id) {
            problems.push(Diagnostic::error(format!("column `{}` is given twice", column.id)));
        }
    }
    if request.output.exists() && !request.replace {
        problems.push(
            Diagnostic::error("the output file exists").in_file(&request.output).with_help(
                "choose a new file, or pass --replace to overwrite it (its rows would be lost)",
            ),
        );
    }
    if !problems.is_empty() {
        return Err(problems);
    }

    let text = iopress_site::text_file::read(&request.file).map_err(|e| {
        vec![e.into_diagnostic(|e| {
            Diagnostic::error(format!("cannot read the CSV file: {e}")).in_file(&request.file)
        })]
    })?;
    let body = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let mut reader = csv::ReaderBuilder::new().flexible(true).from_reader(body.as_bytes());
    let headers: Vec<String> = match reader.headers() {
        Ok(h) => h.iter().map(|s| s.trim().to_string()).collect(),
        Err(e) => {
            return Err(vec![Diagnostic::error(format!("not a CSV file: {e}"))
                .in_file(&request.file)
                .at(1, 1)])
        }
    };
    let mut sources = Vec::new();
    for mapping in &mappings {
        match headers.iter().position(|h| *h == mapping.source) {
            Some(index) => sources.push(index),
            None => problems.push(
                Diagnostic::error(format!("the CSV file has no column `{}`", mapping.source))
                    .in_file(&request.file)
                    .at(1, 1)
                    .with_help(format!(
                        "its columns: {}",
                        headers.iter().map(|h| format!("`{h}`")).collect::<Vec<_>>().join(", ")
                    )),
            ),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }

    let mut rows: Vec<Vec<String>> = Vec::new();
    for record in reader.records() {
        let record = match record {
            Ok(record) => record,
            Err(e) => {
                let line = e.position().map(|p| p.line() as usize).unwrap_or(1);
                problems.push(
                    Diagnostic::error(format!("unreadable CSV row: {e}"))
                        .in_file(&request.file)
                        .at(line, 1),
                );
                continue;
            }
        };
        let line = record.position().map(|p| p.line() as usize).unwrap_or(0);
        if record.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        let mut row = constants.clone();
        for (mapping, index) in mappings.iter().zip(&sources) {
            let cell = record.get(*index).unwrap_or("").trim();
            let at = || {
                let offset = record.position().map(|p| p.byte() as usize).unwrap_or(0);
                cell_location(body, offset, *index).unwrap_or(Location::new(line, 1))
            };
            match convert(cell, mapping) {
                Ok(value) => row.push(value),
                Err(message) => problems.push(
                    Diagnostic::error(format!(
                        "row {} (line {line}), column `{}`: {message}",
                        rows.len() + 1,
                        mapping.source
                    ))
                    .in_file(&request.file)
                    .at_location(Some(at())),
                ),
            }
        }
        rows.push(row);
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let output = write_table(&columns, &rows);
    // What is written must be a table the site can read.
    parse_csv(&output, &request.output)?;
    write_atomically(&request.output, &output).map_err(|d| vec![d])?;
    Ok(CsvReport {
        output: request.output.clone(),
        columns: columns.iter().map(header).collect(),
        rows: rows.len(),
    })
}

/// `IOPS=load [IOPS]`, `Avg Lat (us):µs=latency [ms]`.
fn parse_mapping(map: &str) -> Result<Mapping, Diagnostic> {
    let help = "write it as --map \"SOURCE=TARGET\" or \"SOURCE:UNIT=TARGET\", e.g. \"Avg Lat (us):µs=latency [ms]\"";
    let Some((source, target)) = map.rsplit_once('=') else {
        return Err(Diagnostic::error(format!("--map `{map}` has no `=`")).with_help(help));
    };
    let target = parse_column(target.trim()).map_err(|e| {
        let help = e
            .help
            .clone()
            .unwrap_or_else(|| "a column is `id [unit]` for numbers, `id` for names".into());
        Diagnostic::error(format!("--map `{map}`: {}", e.message)).with_help(help)
    })?;
    let (source, from) = match source
        .rsplit_once(':')
        .and_then(|(s, u)| Unit::parse(u.trim()).map(|unit| (s, unit)))
    {
        Some((source, unit)) => (source.trim().to_string(), Some(unit)),
        None => (source.trim().to_string(), None),
    };
    if source.is_empty() {
        return Err(
            Diagnostic::error(format!("--map `{map}` names no source column")).with_help(help)
        );
    }
    match (from, target.unit) {
        (Some(_), None) => Err(Diagnostic::error(format!(
            "--map `{map}`: `{}` holds names, so a unit for its source means nothing",
            target.id
        ))
        .with_help(help)),
        (Some(from), Some(to)) if from.dimension() != to.dimension() => {
            Err(Diagnostic::error(format!(
                "--map `{map}`: {} and {} do not measure the same thing",
                from.symbol(),
                to.symbol()
            ))
            .with_help(help))
        }
        _ => Ok(Mapping { source, from: from.filter(|f| Some(*f) != target.unit), target }),
    }
}

/// A source cell as the target column writes it.
fn convert(cell: &str, mapping: &Mapping) -> Result<String, String> {
    let Some(to) = mapping.target.unit else {
        return Ok(cell.to_string());
    };
    if cell.is_empty() {
        return Ok(String::new());
    }
    let number = DataNumber::parse(cell).map_err(|e| e.message)?;
    if number.value < 0.0 && !to.dimension().can_be_negative() {
        return Err(format!("`{cell}` is below zero, which a figure in {} cannot be", to.symbol()));
    }
    let Some(from) = mapping.from else {
        return Ok(written(&number));
    };
    let factor = from.to_base(1.0) / to.to_base(1.0);
    let shift = factor.log10().round();
    let converted = if (10f64.powf(shift) - factor).abs() <= factor * 1e-12 {
        // The decimal point moves: `231.0` µs is `0.2310` ms, every digit kept.
        let decimals = (number.fraction_digits() as i64 - shift as i64).max(0) as usize;
        let mut moved = DataNumber::parse(&format!("{:.decimals$}", number.value * factor))
            .map_err(|e| e.message)?;
        moved.approximate = number.approximate;
        moved
    } else {
        let significant = number
            .digits
            .trim_start_matches(['-', '0', '.'])
            .chars()
            .filter(char::is_ascii_digit)
            .count()
            .max(1);
        let value = number.value * factor;
        let magnitude = if value == 0.0 { 0 } else { value.abs().log10().floor() as i32 };
        let decimals = (significant as i32 - 1 - magnitude).max(0) as usize;
        let mut again = DataNumber::parse(&format!("{value:.decimals$}")).map_err(|e| e.message)?;
        again.approximate = number.approximate;
        again
    };
    Ok(written(&converted))
}

fn written(number: &DataNumber) -> String {
    if number.approximate {
        format!("~{}", number.digits)
    } else {
        number.digits.clone()
    }
}

fn header(column: &Column) -> String {
    match column.unit {
        Some(unit) => format!("{} [{}]", column.id, unit.symbol()),
        None => column.id.clone(),
    }
}

fn write_table(columns: &[Column], rows: &[Vec<String>]) -> String {
    let mut writer =
        csv::WriterBuilder::new().terminator(csv::Terminator::Any(b'\n')).from_writer(Vec::new());
    writer.write_record(columns.iter().map(header)).expect("write to memory");
    for row in rows {
        writer.write_record(row).expect("write to memory");
    }
    String::from_utf8(writer.into_inner().expect("flush to memory")).expect("CSV of UTF-8 fields")
}

/// Where field `index` of the record starting at byte `offset` begins (quotes followed).
fn cell_location(text: &str, offset: usize, index: usize) -> Option<Location> {
    let mut field = 0;
    let mut in_quotes = false;
    for (i, c) in text.get(offset..)?.char_indices() {
        if field == index {
            return Some(Location::from_offset(text, offset + i));
        }
        match c {
            '"' => in_quotes = !in_quotes,
            ',' if !in_quotes => field += 1,
            '\n' if !in_quotes => return None,
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mapping(map: &str) -> Mapping {
        parse_mapping(map).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn units_convert_keeping_the_digits_given() {
        assert_eq!(convert("95.3", &mapping("Lat:µs=latency [ms]")).unwrap(), "0.0953");
        assert_eq!(convert("1200", &mapping("BW:MB/s=throughput [GB/s]")).unwrap(), "1.200");
        assert_eq!(convert("2231.0", &mapping("BW:MiB/s=throughput [MB/s]")).unwrap(), "2339.4");
        assert_eq!(convert("~350000", &mapping("IOPS=load [IOPS]")).unwrap(), "~350000");
        assert_eq!(convert("", &mapping("IOPS=load [IOPS]")).unwrap(), "");
        assert!(convert("12,345", &mapping("IOPS=load [IOPS]"))
            .unwrap_err()
            .contains("not a number"));
        assert!(convert("-5", &mapping("IOPS=load [IOPS]")).unwrap_err().contains("below zero"));
    }

    #[test]
    fn mappings_are_checked() {
        assert!(parse_mapping("IOPS").is_err());
        assert!(parse_mapping("Lat:ms=load [IOPS]")
            .unwrap_err()
            .to_string()
            .contains("do not measure the same thing"));
        // A colon that is not followed by a unit belongs to the column's name.
        assert_eq!(mapping("Time: total=latency [ms]").source, "Time: total");
    }
}
