//! CSV tables: one table per file, the header declaring each column's unit.

use std::collections::HashSet;
use std::path::Path;

use crate::diagnostics::{Diagnostic, LineIndex, Location};

use super::data_number::{DataNumber, Interval, NumberSyntaxError};
use super::units::Unit;

/// A column of a table: numeric when it has a unit, labels otherwise.
#[derive(Debug, Clone, PartialEq)]
pub struct Column {
    pub id: String,
    pub unit: Option<Unit>,
}

impl Column {
    /// The Fluent message that names this column (`peak_iops` → `label-peak-iops`).
    pub fn label_key(&self) -> String {
        format!("label-{}", self.id.replace('_', "-"))
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    /// Not measured.
    Empty,
    Number(DataNumber),
    /// A range or a bound (`7-30`, `40+`, `<=5`) in a column of figures: a spec sheet's
    /// rating, never a measured point (result tables refuse it, see
    /// [`super::results::classify`]).
    Interval(Interval),
    /// A label id (shown through its Fluent message) or verbatim text.
    Text(String),
}

/// The cells of a CSV file, checked against its header.
#[derive(Debug, Clone, PartialEq)]
pub struct CsvTable {
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<Cell>>,
    /// The line each row starts on, for messages about it.
    pub row_lines: Vec<usize>,
    /// The byte offset each row starts at, to find its cells (see [`CsvTable::cell_location`]).
    pub row_offsets: Vec<usize>,
    /// The byte offset of the header (after any blank lines).
    pub header_offset: usize,
}

impl CsvTable {
    /// Where the cell of `row` (None: the header) in `column` starts in `text`, the file the
    /// table was read from.
    pub fn cell_location(&self, text: &str, row: Option<usize>, column: usize) -> Option<Location> {
        let start = match row {
            Some(row) => *self.row_offsets.get(row)?,
            None => self.header_offset,
        };
        field_location(text, start, column)
    }
}

/// Parses a CSV table, reporting every bad cell rather than only the first. Linear in the size
/// of the file: lines are found once, and a cell's position only when an error names it.
pub fn parse_csv(text: &str, path: &Path) -> Result<CsvTable, Vec<Diagnostic>> {
    let lines = TextLines::new(text);
    let mut problems = Vec::new();
    let mut reader =
        csv::ReaderBuilder::new().has_headers(false).flexible(true).from_reader(text.as_bytes());
    let mut records = reader.records();

    let header = match records.next() {
        Some(Ok(header)) => header,
        Some(Err(e)) => return Err(vec![csv_error(&e, &lines, path)]),
        None => {
            return Err(vec![Diagnostic::error("the table is empty")
                .in_file(path)
                .at(1, 1)
                .with_help(
                    "the first line must name the columns, e.g. `workload,peak_iops [IOPS]`",
                )])
        }
    };
    let header_offset = record_start(text, &header);
    let mut columns = Vec::with_capacity(header.len());
    // Ids seen so far: a set, not a search of `columns`, so that a wide header stays linear.
    let mut ids: HashSet<String> = HashSet::with_capacity(header.len());
    for (index, name) in header.iter().enumerate() {
        let column_at = || field_location_in(&lines, header_offset, index);
        match parse_column(name) {
            Ok(column) => {
                if !ids.insert(column.id.clone()) {
                    problems.push(
                        Diagnostic::error(format!("column `{}` is declared twice", column.id))
                            .in_file(path)
                            .at_location(column_at()),
                    );
                }
                columns.push(column);
            }
            Err(diagnostic) => problems.push(diagnostic.in_file(path).at_location(column_at())),
        }
    }

    // Cells are read against their column: with a column missing, each would be read
    // against the next one's unit, and reported under its name.
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut rows = Vec::new();
    let mut row_lines = Vec::new();
    let mut row_offsets = Vec::new();
    for record in records {
        let record = match record {
            Ok(record) => record,
            Err(e) => {
                problems.push(csv_error(&e, &lines, path));
                continue;
            }
        };
        let start = record_start(text, &record);
        let line = lines.line(start);
        if record.iter().all(|field| field.trim().is_empty()) {
            continue;
        }
        if record.len() != columns.len() && problems.is_empty() {
            problems.push(
                Diagnostic::error(format!(
                    "this row has {} cells but the header declares {} columns",
                    record.len(),
                    columns.len()
                ))
                .in_file(path)
                .at_location(Some(lines.location(start)))
                .with_help("every row needs one cell per column; leave a cell empty for a value that was not measured"),
            );
            continue;
        }
        let mut cells = Vec::with_capacity(columns.len());
        for (index, (field, column)) in record.iter().zip(&columns).enumerate() {
            let field = field.trim();
            let cell = if field.is_empty() {
                Cell::Empty
            } else if let Some(unit) = column.unit {
                match figure(field, unit) {
                    Ok(cell) => cell,
                    Err(e) => {
                        problems.push(
                            Diagnostic::error(format!(
                                "{} in column `{}` ({})",
                                e.message,
                                column.id,
                                unit.symbol()
                            ))
                            .in_file(path)
                            .at_location(field_location_in(&lines, start, index))
                            .with_help(e.help),
                        );
                        Cell::Empty
                    }
                }
            } else {
                Cell::Text(field.to_string())
            };
            cells.push(cell);
        }
        rows.push(cells);
        row_lines.push(line);
        row_offsets.push(start);
    }

    if problems.is_empty() {
        Ok(CsvTable { columns, rows, row_lines, row_offsets, header_offset })
    } else {
        Err(problems)
    }
}

/// A cell of a column of figures in `unit`: a number, or a range or a bound; refused when it
/// is neither, or has a value `unit` cannot have.
fn figure(field: &str, unit: Unit) -> Result<Cell, NumberSyntaxError> {
    match Interval::parse(field) {
        Some(interval) => {
            let interval = interval?;
            interval.check_sign(unit)?;
            Ok(Cell::Interval(interval))
        }
        None => {
            let number = DataNumber::parse(field)?;
            number.check_sign(unit)?;
            Ok(Cell::Number(number))
        }
    }
}

/// `peak_iops [IOPS]` → numeric column in IOPS; `workload` → label column.
pub fn parse_column(header: &str) -> Result<Column, Diagnostic> {
    let header = header.trim();
    let (id, unit) = match header.split_once('[') {
        Some((id, rest)) => {
            let Some(symbol) = rest.strip_suffix(']') else {
                return Err(Diagnostic::error(format!(
                    "column header `{header}` has no closing `]`"
                ))
                .with_help("write the unit in brackets at the end, e.g. `peak_iops [IOPS]`"));
            };
            let unit = Unit::parse(symbol).ok_or_else(|| {
                Diagnostic::error(format!(
                    "unknown unit `{}` in column `{}`",
                    symbol.trim(),
                    id.trim()
                ))
                .with_help(format!("use one of: {}", Unit::known_symbols()))
            })?;
            (id.trim(), Some(unit))
        }
        None => (header, None),
    };
    if !is_identifier(id) {
        return Err(Diagnostic::error(format!("`{id}` is not a usable column id")).with_help(
            "column ids use lowercase ASCII letters, digits, `-` and `_`, e.g. `peak_iops [IOPS]`",
        ));
    }
    Ok(Column { id: id.to_string(), unit })
}

/// Ids name Fluent messages and appear in URLs, so they keep to a small alphabet.
pub fn is_identifier(id: &str) -> bool {
    let mut chars = id.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_lowercase() || c.is_ascii_digit())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
}

fn csv_error(error: &csv::Error, lines: &TextLines, path: &Path) -> Diagnostic {
    let at = error.position().map(|p| lines.location(p.byte() as usize));
    Diagnostic::error(format!("cannot read the table: {error}")).in_file(path).at_location(at)
}

/// The byte offset a record starts at. Offsets, not the csv crate's line numbers: it also
/// ends lines at a lone `\r`, and in CRLF files it places a record at the `\n` before it
/// (and counts one line too few), so line ends at the position are skipped.
fn record_start(text: &str, record: &csv::StringRecord) -> usize {
    let position = record.position().map(|p| p.byte() as usize).unwrap_or(0);
    let rest = text.get(position..).unwrap_or_default();
    position + (rest.len() - rest.trim_start_matches(['\r', '\n']).len())
}

/// The line and column where field `index` of the record starting at byte `start` begins
/// (see [`field_offset`]).
pub(crate) fn field_location(text: &str, start: usize, index: usize) -> Option<Location> {
    field_offset(text, start, index).map(|offset| location_of(text, offset))
}

/// [`field_location`] with the lines of the text already found.
fn field_location_in(lines: &TextLines, start: usize, index: usize) -> Option<Location> {
    field_offset(lines.text, start, index).map(|offset| lines.location(offset))
}

/// The byte offset where field `index` of the record starting at byte `start` begins,
/// following CSV quoting (a quoted field may hold commas and line breaks); where the record
/// starts when it has fewer fields.
fn field_offset(text: &str, start: usize, index: usize) -> Option<usize> {
    let record = text.get(start..)?;
    let mut field = 0;
    let mut in_quotes = false;
    let mut field_start = 0;
    if index > 0 {
        for (i, c) in record.char_indices() {
            match c {
                '"' => in_quotes = !in_quotes,
                ',' if !in_quotes => {
                    field += 1;
                    if field == index {
                        field_start = i + 1;
                        break;
                    }
                }
                '\n' | '\r' if !in_quotes => break,
                _ => {}
            }
        }
    }
    Some(start + field_start)
}

/// A table's text with its lines found once, positions counted without a byte-order mark at
/// the start of the file, which editors do not show.
struct TextLines<'t> {
    text: &'t str,
    bom: usize,
    lines: LineIndex<'t>,
}

impl<'t> TextLines<'t> {
    fn new(text: &'t str) -> Self {
        let without_bom = text.strip_prefix('\u{feff}').unwrap_or(text);
        TextLines { text, bom: text.len() - without_bom.len(), lines: LineIndex::new(without_bom) }
    }

    fn line(&self, offset: usize) -> usize {
        self.lines.line(offset.saturating_sub(self.bom))
    }

    fn location(&self, offset: usize) -> Location {
        self.lines.location(offset.saturating_sub(self.bom))
    }
}

/// The line and column of byte `offset`, not counting a byte-order mark at the start of the
/// file, which editors do not show.
fn location_of(text: &str, offset: usize) -> Location {
    match text.strip_prefix('\u{feff}') {
        Some(rest) => Location::from_offset(rest, offset.saturating_sub('\u{feff}'.len_utf8())),
        None => Location::from_offset(text, offset),
    }
}

/// Whether a column id written in a shortcode or a row selection names `column`: `_` and `-` are one.
pub fn same_column_id(column: &str, written: &str) -> bool {
    column.replace('_', "-") == written.replace('_', "-")
}

/// Whether `cell` holds what a shortcode filter asks for: the same text, or for a number the
/// same value however it is written (`16` and `16.0`; `~` is ignored), and for a range or a
/// bound the same one (`7-30` and `7–30.0`).
pub fn cell_matches(cell: &Cell, wanted: &str) -> bool {
    match cell {
        Cell::Text(text) => text == wanted,
        Cell::Number(number) => DataNumber::parse(wanted).is_ok_and(|w| w.value == number.value),
        Cell::Interval(interval) => {
            Interval::parse(wanted).is_some_and(|w| w.is_ok_and(|w| w.same_as(interval)))
        }
        Cell::Empty => wanted.is_empty(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_declares_units_and_cells_follow_them() {
        let table = parse_csv(
            "workload,peak_iops [IOPS],lat [ms]\nrand-read-4k,442089,4.8\nsql,~264000,\n",
            Path::new("t.csv"),
        )
        .unwrap();
        assert_eq!(table.columns[1].unit.unwrap().symbol(), "IOPS");
        assert_eq!(table.columns[1].label_key(), "label-peak-iops");
        assert_eq!(table.rows[0][0], Cell::Text("rand-read-4k".into()));
        assert!(matches!(&table.rows[1][1], Cell::Number(n) if n.approximate));
        assert_eq!(table.rows[1][2], Cell::Empty);
        assert_eq!(table.row_lines, vec![2, 3]);
    }

    #[test]
    fn bad_value_is_reported_at_its_line_and_column() {
        let errors = parse_csv(
            "workload,tps [TPS]\nsql,12610.3\nsysbench,\"12,610.3\"\n",
            Path::new("t.csv"),
        )
        .unwrap_err();
        assert_eq!(errors.len(), 1);
        let text = errors[0].to_string();
        assert!(
            text.starts_with("t.csv:3:10: error: `12,610.3` is not a number in column `tps` (TPS)"),
            "{text}"
        );
        assert!(text.contains("`12610.3`"), "{text}");
    }

    #[test]
    fn unknown_unit_names_the_column() {
        let errors = parse_csv("a,b [furlongs]\n", Path::new("t.csv")).unwrap_err();
        assert!(
            errors[0]
                .to_string()
                .contains("t.csv:1:3: error: unknown unit `furlongs` in column `b`"),
            "{}",
            errors[0]
        );
    }

    #[test]
    fn cells_are_located_by_the_lines_the_editor_sees() {
        let cell = |csv: &str| parse_csv(csv, Path::new("t.csv")).unwrap_err()[0].location.unwrap();
        // CRLF line ends: the third line is line 3 (the csv crate's count said 2).
        assert_eq!(cell("a,b [W]\r\nx,1\r\ny,zz\r\n"), Location::new(3, 3));
        // A lone `\r` ends a record for the csv crate but not a line for an editor.
        assert_eq!(cell("a,b [W]\rx,1\ry,zz\n"), Location::new(1, 15));
        // A quoted field with a line break: the next cell is on the following line.
        assert_eq!(cell("a,b [W]\n\"x\ny\",q\n"), Location::new(3, 4));
        // Blank lines before the header, and a byte-order mark, which editors do not show.
        assert_eq!(cell("\n\na,b [furlongs]\n"), Location::new(3, 3));
        assert_eq!(cell("\u{feff}a,b [W]\nx,q\n"), Location::new(2, 3));
    }

    #[test]
    fn an_empty_table_is_reported_at_its_first_line() {
        let errors = parse_csv("\u{feff}", Path::new("t.csv")).unwrap_err();
        assert_eq!(errors[0].location, Some(Location::new(1, 1)));
    }

    #[test]
    fn a_column_of_figures_holds_ranges_and_bounds_and_refuses_bad_ones_where_they_are() {
        let table =
            parse_csv("sku,power [W]\na,7-30\nb,40+\nc,<=5\nd,8.5\n", Path::new("t.csv")).unwrap();
        let cells: Vec<String> = table
            .rows
            .iter()
            .map(|row| match &row[1] {
                Cell::Interval(i) => format!("interval {i}"),
                Cell::Number(n) => format!("number {n}"),
                other => format!("{other:?}"),
            })
            .collect();
        assert_eq!(cells, ["interval 7–30", "interval >=40", "interval <=5", "number 8.5"]);
        assert!(cell_matches(&table.rows[0][1], "7–30.0"));
        assert!(!cell_matches(&table.rows[0][1], "7"));
        let errors =
            parse_csv("sku,power [W],iops [IOPS]\na,30-7,-5-10\nb,>40,\n", Path::new("t.csv"))
                .unwrap_err();
        let text: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        assert!(
            text[0].starts_with(
                "t.csv:2:3: error: `30-7` is a range from high to low in column `power` (W)"
            ),
            "{text:?}"
        );
        assert!(
            text[1].starts_with("t.csv:2:8: error: `-5` is below zero in column `iops` (IOPS)"),
            "{text:?}"
        );
        assert!(
            text[2].starts_with("t.csv:3:3: error: `>40` is a strict bound in column `power` (W)"),
            "{text:?}"
        );
    }

    #[test]
    fn cells_are_not_read_against_a_header_that_is_wrong() {
        // Read against the next column's unit, `7-30` would be reported under `endurance`.
        let errors = parse_csv(
            "sku,capacity [ZB],power [W],endurance [DWPD]\na,1,7-30,x\n",
            Path::new("t.csv"),
        )
        .unwrap_err();
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].to_string().contains("unknown unit `ZB`"), "{}", errors[0]);
    }

    #[test]
    fn short_row_is_an_error() {
        let errors = parse_csv("a,b [W]\nx\n", Path::new("t.csv")).unwrap_err();
        assert!(errors[0].to_string().contains("t.csv:2:1"), "{}", errors[0]);
    }
}
