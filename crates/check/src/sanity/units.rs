//! One metric, one unit, within a series: the tables of one protocol, in one review or
//! across reviews (their results are ranked against each other), or a page's tables that
//! name no protocol.
//!
//! A column id in another kind of unit (`latency [MB/s]` beside `latency [ms]`) cannot be
//! compared at all: an error. The same kind in another unit (`ms` beside `µs`) is converted
//! for rankings, but readers compare the figures side by side: a warning.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::{relative, Source};
use crate::{Finding, FindingKind};
use iopress_site::data::Unit;

/// The tables whose columns must agree.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Series<'a> {
    /// A review's or drive's own tables, by page path.
    Page(&'a str),
    Protocol(&'a str),
}

impl Series<'_> {
    fn describe(&self) -> String {
        match self {
            Series::Page(path) => format!("the tables of `{path}` without a protocol"),
            Series::Protocol(id) => format!("protocol `{id}`, whose results are ranked together"),
        }
    }
}

/// A numeric column of one table.
struct Occurrence<'s, 'a> {
    source: &'s Source<'a>,
    column: usize,
    unit: Unit,
}

pub fn check(sources: &[Source], root: &Path) -> Vec<Finding> {
    let mut series: BTreeMap<(Series, String), Vec<Occurrence>> = BTreeMap::new();
    for source in sources {
        for (column, header) in source.table.data.columns.iter().enumerate() {
            let Some(unit) = header.unit else { continue };
            // `peak_iops` and `peak-iops` name one metric.
            let id = header.id.replace('_', "-");
            // A series is what is read side by side: one table's rows, and the tables of one
            // protocol (ranked together, in this review or others). A review's tables of
            // different protocols (SQL Server latency in ms, fio's in µs) are not compared.
            let key = match &source.table.protocol {
                Some(protocol) => Series::Protocol(protocol),
                None => Series::Page(source.page.path.as_str()),
            };
            let keys = [key];
            for key in keys {
                series.entry((key, id.clone())).or_default().push(Occurrence {
                    source,
                    column,
                    unit,
                });
            }
        }
    }

    let mut findings = Vec::new();
    // A column of two series (its review, its protocol) is reported once.
    let mut reported = BTreeSet::new();
    for ((key, id), occurrences) in &series {
        let Some((first, rest)) = occurrences.split_first() else { continue };
        for other in rest {
            if other.unit == first.unit
                || !reported.insert((other.source.table.file.clone(), other.column))
            {
                continue;
            }
            findings.push(mismatch(key, id, first, other, root));
        }
    }
    findings
}

fn mismatch(
    key: &Series,
    id: &str,
    first: &Occurrence,
    other: &Occurrence,
    root: &Path,
) -> Finding {
    let first_file = relative(&first.source.table.file, root);
    let header = &other.source.table.data.columns[other.column].id;
    let at = other.source.table.data.cell_location(&other.source.text, None, other.column);
    let text = format!("{header} [{}]", other.unit.symbol());
    let expected = format!("{id} [{}], as in {first_file}", first.unit.symbol());
    if other.unit.dimension() != first.unit.dimension() {
        return Finding::error(
            FindingKind::DataUnits,
            format!(
                "`{id}` is in {} here but in {} in {first_file}, which measures something else ({})",
                other.unit.symbol(),
                first.unit.symbol(),
                key.describe()
            ),
        )
        .at(&other.source.table.file, at)
        .text(text)
        .expected(expected)
        .help("one column id is one metric: rename one of the columns, or correct its unit");
    }
    Finding::warning(
        FindingKind::DataUnits,
        format!("`{id}` is in {} here but in {} in {first_file} ({})", other.unit.symbol(), first.unit.symbol(), key.describe()),
    )
    .at(&other.source.table.file, at)
    .text(text)
    .expected(expected)
    .help(format!("readers compare these figures side by side: write both in {} (converting the figures), or both in {}", first.unit.symbol(), other.unit.symbol()))
}
