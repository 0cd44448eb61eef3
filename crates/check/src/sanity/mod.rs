//! Data sanity: the figures of a review agree with each other.
//!
//! Loading a site already checks each cell on its own (a number, in a unit its metric can be
//! measured in). What it cannot see is figures that contradict each other:
//! - [`throughput`]: throughput ≈ IOPS × the workload's block size;
//! - [`aggregate`]: an aggregate ≈ the sum of its per-VM values (a latency within their range);
//! - [`order`]: a 99th percentile at or above its average, a load curve's loads increasing,
//!   `sub-ms-until` at or below the peak;
//! - [`units`]: one metric in one unit within a series (a review, a protocol's rankings);
//! - [`unused`]: data files that no `[[table]]` declares.
//!
//! Figures are compared in their dimension's base unit, allowing for the rounding of the
//! digits written (`888` may be anything from 887.5 to 888.5) and, for the checks that
//! compare measurements, a relative tolerance stated in docs/check.md.

mod aggregate;
mod arithmetic;
mod order;
mod throughput;
mod units;
mod unused;

use std::path::Path;

use iopress_site::content::{Page, PageKind};
use iopress_site::data::{Cell, DataNumber, Role, Table, Unit};
use iopress_site::diagnostics::Location;
use iopress_site::LoadedSite;

use super::Finding;

/// Checks every review's and drive's data.
pub fn check(site: &LoadedSite) -> Vec<Finding> {
    let sources = Source::all(site);
    let mut findings = Vec::new();
    for source in &sources {
        findings.extend(throughput::check(source));
        findings.extend(aggregate::check(source, site));
        findings.extend(order::check(source));
    }
    findings.extend(units::check(&sources, &site.root));
    findings.extend(unused::check(site));
    findings
}

/// A table of a review or drive, with the page it belongs to and the text of its CSV file
/// (to point at a cell's column).
pub(crate) struct Source<'a> {
    pub page: &'a Page,
    pub table: &'a Table,
    pub text: String,
}

impl<'a> Source<'a> {
    /// Every table of every review and drive, in page order and then declaration order.
    fn all(site: &'a LoadedSite) -> Vec<Source<'a>> {
        let mut sources = Vec::new();
        for page in site
            .content
            .pages
            .values()
            .filter(|p| matches!(p.kind, PageKind::Review | PageKind::Drive))
        {
            let review_tables = page.review.iter().flat_map(|r| &r.tables);
            let drive_tables = page.drive.iter().flat_map(|d| &d.tables);
            for table in review_tables.chain(drive_tables) {
                // The file was read moments ago by the loader; if it has gone since, the
                // findings simply carry no column.
                let text = std::fs::read_to_string(&table.file).unwrap_or_default();
                sources.push(Source { page, table, text });
            }
        }
        sources
    }

    /// Whether the table holds results (its columns have roles), not a spec sheet.
    pub fn is_results(&self) -> bool {
        !self.table.roles.iter().all(|r| *r == Role::Free)
    }

    /// The column of metric `id` (`peak-iops`), if the table has it.
    pub fn metric_column(&self, id: &str) -> Option<usize> {
        self.table.roles.iter().position(|r| matches!(r, Role::Metric(m) if m.id == id))
    }

    /// The figure in `column` of row `row`, with the column's unit.
    pub fn figure(&self, row: usize, column: usize) -> Option<Figure<'a>> {
        let unit = self.table.data.columns[column].unit?;
        match &self.table.data.rows[row][column] {
            Cell::Number(number) => Some(Figure { number, unit }),
            _ => None,
        }
    }

    /// The figure of metric `id` in row `row`.
    pub fn metric(&self, row: usize, id: &str) -> Option<Figure<'a>> {
        self.figure(row, self.metric_column(id)?)
    }

    /// Where the cell of `row` and `column` starts in the CSV file.
    pub fn cell_at(&self, row: usize, column: usize) -> Option<Location> {
        self.table.data.cell_location(&self.text, Some(row), column)
    }

    /// A finding about the cell of `row` and `column`: a note when data.toml keeps that
    /// figure as published.
    pub fn error_at(
        &self,
        kind: super::FindingKind,
        message: String,
        row: usize,
        column: usize,
    ) -> Finding {
        self.unless_published(
            Finding::error(kind, message).at(&self.table.file, self.cell_at(row, column)),
            row,
            &[column],
        )
    }

    pub fn warning_at(
        &self,
        kind: super::FindingKind,
        message: String,
        row: usize,
        column: usize,
    ) -> Finding {
        self.unless_published(
            Finding::warning(kind, message).at(&self.table.file, self.cell_at(row, column)),
            row,
            &[column],
        )
    }

    /// `finding` as a note, with the editor's reason, when any of the figures it compares
    /// (`columns` of `row`) is marked `as_published`.
    pub fn unless_published(&self, mut finding: Finding, row: usize, columns: &[usize]) -> Finding {
        let reason = columns.iter().find_map(|c| self.table.published_reason(row, *c));
        if let Some(reason) = reason {
            finding.severity = iopress_site::diagnostics::Severity::Note;
            finding.help = Some(format!("kept as published (data.toml `as_published`): {reason}"));
        }
        finding
    }

    /// The `config`, `vm` or `workload` of a row.
    pub fn facet(&self, row: usize, facet: iopress_site::data::Facet) -> Option<&'a str> {
        self.table.facet(&self.table.data.rows[row], facet)
    }
}

/// A number with its unit, as a cell holds it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Figure<'a> {
    pub number: &'a DataNumber,
    pub unit: Unit,
}

impl Figure<'_> {
    /// The value in its dimension's base unit (bytes per second, seconds, operations per second).
    pub fn base(&self) -> f64 {
        self.unit.to_base(self.number.value)
    }

    /// Half the last written digit, in the base unit: how far the true value may be from
    /// the one written because of rounding.
    pub fn rounding(&self) -> f64 {
        self.unit.to_base(arithmetic::rounding_of(self.number))
    }

    /// As written, with its unit: `888 MB/s`, `~264000 IOPS`.
    pub fn written(&self) -> String {
        format!("{} {}", self.number, self.unit.symbol())
    }

    pub fn approximate(&self) -> bool {
        self.number.approximate
    }
}

/// A path relative to the site root, for messages naming another file.
pub(crate) fn relative(path: &Path, root: &Path) -> String {
    path.strip_prefix(root).unwrap_or(path).display().to_string()
}
