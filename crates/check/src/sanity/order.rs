//! Figures that must come in order: a 99th percentile at or above its average, a load
//! curve's loads increasing, the sub-millisecond load at or below the peak.

use std::collections::BTreeMap;

use super::arithmetic::{at_most, plain, APPROXIMATE_TOLERANCE};
use super::{Figure, Source};
use crate::{Finding, FindingKind};
use iopress_site::data::results::curve_form;
use iopress_site::data::units::Dimension;
use iopress_site::data::{CurveForm, Facet, Family};

pub fn check(source: &Source) -> Vec<Finding> {
    let mut findings = Vec::new();
    if !source.is_results() {
        return findings;
    }
    findings.extend(percentiles(source));
    findings.extend(percentiles_rise(source));
    if source.table.family == Family::LoadCurve {
        match curve_form(&source.table.roles) {
            Some(CurveForm::Points) => findings.extend(loads_increase(source)),
            Some(CurveForm::Peaks) => findings.extend(sub_ms_below_peak(source)),
            None => {}
        }
    }
    findings
}

/// How far `low` may exceed `high` and still be taken as ≤: their rounding, and 10 % when
/// either is approximate.
fn slack(low: Figure, high: Figure) -> f64 {
    let approximate = if low.approximate() || high.approximate() {
        APPROXIMATE_TOLERANCE * high.base()
    } else {
        0.0
    };
    low.rounding() + high.rounding() + approximate
}

/// In every row with both, `latency-p99` ≥ `latency-avg` (or `latency`, the average).
fn percentiles(source: &Source) -> Vec<Finding> {
    let Some(p99_column) = source.metric_column("latency-p99") else { return Vec::new() };
    let average_id =
        if source.metric_column("latency-avg").is_some() { "latency-avg" } else { "latency" };
    let mut findings = Vec::new();
    for row in 0..source.table.data.rows.len() {
        let (Some(p99), Some(average)) =
            (source.metric(row, "latency-p99"), source.metric(row, average_id))
        else {
            continue;
        };
        if at_most(average.base(), p99.base(), slack(average, p99)) {
            continue;
        }
        findings.push(
            source
                .error_at(FindingKind::DataPercentile, format!("99th percentile latency {} is below the average {}", p99.written(), average.written()), row, p99_column)
                .text(p99.written())
                .expected(format!("≥ {} (`{average_id}`)", average.written()))
                .help("99 % of I/Os complete within the 99th percentile, so it cannot be below the average: one of the two is mistyped, or the columns are swapped"),
        );
    }
    findings
}

/// In every row, each latency percentile at or above the ones below it: median ≤ p99 ≤ p99.9
/// ≤ p99.99 ≤ p99.999 (of those the row has).
fn percentiles_rise(source: &Source) -> Vec<Finding> {
    use iopress_site::data::metrics::LATENCY_PERCENTILES;
    let present: Vec<&str> = LATENCY_PERCENTILES
        .iter()
        .copied()
        .filter(|id| source.metric_column(id).is_some())
        .collect();
    let mut findings = Vec::new();
    for row in 0..source.table.data.rows.len() {
        let figures: Vec<(&str, Figure)> =
            present.iter().filter_map(|id| source.metric(row, id).map(|f| (*id, f))).collect();
        for pair in figures.windows(2) {
            let ((low_id, low), (high_id, high)) = (pair[0], pair[1]);
            if at_most(low.base(), high.base(), slack(low, high)) {
                continue;
            }
            let column = source.metric_column(high_id).unwrap_or_default();
            findings.push(
                source
                    .error_at(FindingKind::DataPercentile, format!("`{high_id}` {} is below `{low_id}` {}", high.written(), low.written()), row, column)
                    .text(high.written())
                    .expected(format!("≥ {} (`{low_id}`)", low.written()))
                    .help("a higher percentile of latency cannot be below a lower one: one of the two is mistyped, or the columns are swapped"),
            );
        }
    }
    findings
}

/// A curve of a load-curve table: its workload and configuration.
type Curve<'a> = (Option<&'a str>, Option<&'a str>);

/// The I/Os a point kept in flight and its jobs, from the `iodepth` and `jobs` columns (a
/// missing column counts as 1); `None` when the table has neither or the row leaves one empty.
fn sweep_key(source: &Source, row: usize) -> Option<(f64, f64)> {
    let columns = &source.table.data.columns;
    let column = |id: &str| columns.iter().position(|c| c.id.replace('_', "-") == id);
    let (jobs, depth) = (column("jobs"), column("iodepth"));
    if jobs.is_none() && depth.is_none() {
        return None;
    }
    let value = |index: Option<usize>| match index {
        None => Some(1.0),
        Some(i) => source.figure(row, i).map(|f| f.number.value),
    };
    let (jobs, depth) = (value(jobs)?, value(depth)?);
    Some((jobs * depth, jobs))
}

/// In a curve of measured points, each workload's and configuration's loads increase in
/// file order (the points are drawn in that order). A curve whose table records queue depth
/// or jobs is a sweep of those: its points must go up in jobs × queue depth (then jobs), and
/// its load may fall past saturation; only points at the same depth and jobs are ordered by
/// load.
fn loads_increase(source: &Source) -> Vec<Finding> {
    let Some(load_column) = source.metric_column("load") else { return Vec::new() };
    // The last point of each curve (workload, configuration) so far: its row and load.
    let mut previous: BTreeMap<Curve, (usize, Figure)> = BTreeMap::new();
    let mut findings = Vec::new();
    for row in 0..source.table.data.rows.len() {
        let Some(load) = source.figure(row, load_column) else { continue };
        let curve = (source.facet(row, Facet::Workload), source.facet(row, Facet::Config));
        if let Some((before_row, before)) = previous.get(&curve) {
            let sweep = sweep_key(source, row).zip(sweep_key(source, *before_row));
            if let Some((here, there)) = sweep.filter(|(here, there)| here != there) {
                if here < there {
                    let line = source.table.data.row_lines[*before_row];
                    let columns = &source.table.data.columns;
                    let at = ["iodepth", "jobs"]
                        .iter()
                        .find_map(|id| columns.iter().position(|c| c.id.replace('_', "-") == *id))
                        .unwrap_or(load_column);
                    findings.push(
                        source
                            .error_at(
                                FindingKind::DataLoadOrder,
                                format!(
                                    "this point (jobs × queue depth {}) comes after a deeper one ({}, line {line}) of this curve",
                                    plain(here.0, 0),
                                    plain(there.0, 0)
                                ),
                                row,
                                at,
                            )
                            .expected(format!("jobs × queue depth ≥ {} (the previous point, line {line})", plain(there.0, 0)))
                            .help("list a sweep's points from the lowest queue depth and jobs to the highest: move this row"),
                    );
                }
            } else if load.base() <= before.base() {
                let line = source.table.data.row_lines[*before_row];
                let unit = load.unit;
                let before_in_unit =
                    plain(before.base() / unit.to_base(1.0), before.number.fraction_digits());
                findings.push(
                    source
                        .error_at(
                            FindingKind::DataLoadOrder,
                            format!("load {} is not above the previous point's {} (line {line}) of this curve", load.written(), before.written()),
                            row,
                            load_column,
                        )
                        .text(load.written())
                        .expected(format!("> {before_in_unit} {} (the previous point, line {line})", unit.symbol()))
                        .help("list a curve's points from the lightest load to the heaviest: move this row, or correct the load that was mistyped"),
                );
            }
        }
        previous.insert(curve, (row, load));
    }
    findings
}

/// In a curve of peaks, the load up to which latency stayed under 1 ms is at most the peak.
fn sub_ms_below_peak(source: &Source) -> Vec<Finding> {
    let Some(sub_ms_column) = source.metric_column("sub-ms-until") else { return Vec::new() };
    let mut findings = Vec::new();
    for row in 0..source.table.data.rows.len() {
        let Some(sub_ms) = source.figure(row, sub_ms_column) else { continue };
        // The peak measured in the same kind of unit: IOPS against peak-iops, data per
        // second against peak-throughput or bandwidth.
        let peak_ids: &[&str] = match sub_ms.unit.dimension() {
            Dimension::OperationRate => &["peak-iops"],
            _ => &["peak-throughput", "bandwidth"],
        };
        let Some((peak_id, peak)) =
            peak_ids.iter().find_map(|id| source.metric(row, id).map(|f| (*id, f)))
        else {
            continue;
        };
        if at_most(sub_ms.base(), peak.base(), slack(sub_ms, peak)) {
            continue;
        }
        findings.push(
            source
                .error_at(FindingKind::DataLoadOrder, format!("`sub-ms-until` {} is above the peak {}", sub_ms.written(), peak.written()), row, sub_ms_column)
                .text(sub_ms.written())
                .expected(format!("≤ {} (`{peak_id}`)", peak.written()))
                .help("latency stayed under 1 ms up to a load the curve reached, so it is at most the peak: correct the figure that was mistyped"),
        );
    }
    findings
}
