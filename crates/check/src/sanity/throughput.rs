//! Throughput ≈ IOPS × block size, the block size read from the row's workload.

use super::arithmetic::{
    agrees, binary_readings, block_size, plain, plain_block, rounding_of, APPROXIMATE_TOLERANCE,
    THROUGHPUT_TOLERANCE,
};
use super::{Figure, Source};
use crate::{Finding, FindingKind};
use iopress_site::data::Facet;

/// The metrics measured together: an operation rate and the throughput it makes.
const PAIRS: &[(&str, &str)] =
    &[("iops", "throughput"), ("peak-iops", "bandwidth"), ("peak-iops", "peak-throughput")];

pub fn check(source: &Source) -> Vec<Finding> {
    let mut findings = Vec::new();
    if !source.is_results() {
        return findings;
    }
    for &(rate_id, throughput_id) in PAIRS {
        let (Some(rate_column), Some(throughput_column)) =
            (source.metric_column(rate_id), source.metric_column(throughput_id))
        else {
            continue;
        };
        for row in 0..source.table.data.rows.len() {
            let Some(block) = source.facet(row, Facet::Workload).and_then(block_size) else {
                continue;
            };
            let (Some(rate), Some(throughput)) =
                (source.metric(row, rate_id), source.metric(row, throughput_id))
            else {
                continue;
            };
            // Either figure may be the one marked as published.
            let finding = check_row(source, row, throughput_column, rate, throughput, block);
            findings.extend(finding.map(|f| source.unless_published(f, row, &[rate_column])));
        }
    }
    findings
}

/// One row: the throughput as written, else as binary megabytes (a warning), else an error.
fn check_row(
    source: &Source,
    row: usize,
    column: usize,
    rate: Figure,
    throughput: Figure,
    block: f64,
) -> Option<Finding> {
    let expected = rate.base() * block;
    let relative = if rate.approximate() || throughput.approximate() {
        APPROXIMATE_TOLERANCE
    } else {
        THROUGHPUT_TOLERANCE
    };
    let rate_rounding = rate.rounding() * block;
    if agrees(throughput.base(), expected, relative, throughput.rounding() + rate_rounding) {
        return None;
    }

    let unit = throughput.unit;
    let column_id = &source.table.data.columns[column].id;
    let decimals = throughput.number.fraction_digits();
    let product = format!(
        "{}{} {} × {}",
        approximate_mark(&rate),
        plain(rate.number.value, rate.number.fraction_digits()),
        rate.unit.symbol(),
        plain_block(block)
    );
    let expected_written =
        format!("{} {}", plain(expected / unit.to_base(1.0), decimals), unit.symbol());
    let expected_text = format!("≈ {expected_written} ({product})");
    let mismatch = format!(
        "`{column_id}` {} does not match {product} = {expected_written}",
        throughput.written()
    );

    // Of the binary readings that fit, the closest: a coarse figure (`8.3 GB/s`) may fit
    // more than one.
    let fits = binary_readings(unit.symbol()).into_iter().filter_map(|reading| {
        let actual = throughput.number.value * reading.factor;
        let rounding = rounding_of(throughput.number) * reading.factor + rate_rounding;
        agrees(actual, expected, relative, rounding).then_some((reading, (actual - expected).abs()))
    });
    if let Some((reading, _)) = fits.min_by(|a, b| a.1.total_cmp(&b.1)) {
        let in_declared_unit = plain(expected / reading.factor * reading.multiply_by, 0);
        let message = format!(
            "{mismatch}, but does if read as {}: {in_declared_unit} {}",
            reading.name, reading.declare
        );
        let help = if reading.multiply_by == 1.0 {
            format!(
                "the source probably gave binary units labelled {} (HCIBench, VDBench and fio report mebibytes as “MB/s”): declare the column `{column_id} [{}]`",
                unit.symbol(),
                reading.declare
            )
        } else {
            format!(
                "the source probably divided mebibytes labelled “MB/s” (as VDBench reports them) by 1000 and wrote GB/s; iopress has no unit for that: declare the column `{column_id} [{}]` with the figures × {} ({} → {}), or keep the source's figures as published and this warning",
                reading.declare,
                plain(reading.multiply_by, 0),
                throughput.number,
                // Written as data is, without grouping: `9980`.
                throughput.number.shifted(-(reading.multiply_by.log10().round() as i32)).digits
            )
        };
        return Some(
            source
                .warning_at(FindingKind::DataThroughput, message, row, column)
                .text(throughput.written())
                .expected(expected_text)
                .help(help),
        );
    }

    Some(
        source
            .error_at(FindingKind::DataThroughput, mismatch, row, column)
            .text(throughput.written())
            .expected(expected_text)
            .help(format!(
                "throughput is IOPS × block size (the workload's last part, `4k` = 4 KiB) within {} %, plus the rounding of the digits written: correct the figure that was mistyped, or the workload if its block size is wrong",
                plain(relative * 100.0, 0)
            )),
    )
}

fn approximate_mark(figure: &Figure) -> &'static str {
    if figure.approximate() {
        "~"
    } else {
        ""
    }
}
