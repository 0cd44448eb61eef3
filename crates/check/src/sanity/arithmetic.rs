//! The arithmetic of the sanity checks: block sizes, tolerances, binary and decimal
//! megabytes, and figures formatted for messages.

use iopress_site::data::DataNumber;

/// Relative tolerance of throughput against IOPS × block size. Tools compute both from the
/// same count of I/Os, so they agree to the digits shown; 2 % leaves room for a source that
/// averaged them over slightly different intervals, and is well under the 4.9 % between a
/// megabyte and a mebibyte, so the two readings of `MB/s` are told apart.
pub const THROUGHPUT_TOLERANCE: f64 = 0.02;
const _: () =
    assert!(THROUGHPUT_TOLERANCE < (MIB / 1e6 - 1.0) / 2.0, "the tolerance must tell MB from MiB");

/// Relative tolerance of an aggregate against the sum of its VMs: the source added the
/// figures itself, so beyond rounding only a trace is allowed.
pub const AGGREGATE_TOLERANCE: f64 = 0.001;

/// Relative tolerance whenever a figure involved is written with `~`: the source gave it
/// only approximately (often read off a chart).
pub const APPROXIMATE_TOLERANCE: f64 = 0.10;

const KIB: f64 = 1024.0;
const MIB: f64 = KIB * KIB;

/// Half a unit of the last digit written: `888` → 0.5, `947.9` → 0.05, `5.80` → 0.005.
pub fn rounding_of(number: &DataNumber) -> f64 {
    0.5 * 10f64.powi(-(number.fraction_digits() as i32))
}

/// The block size of a workload named with its size last (`rand-read-4k`, `seq-write-1024k`,
/// `rand-70-30-8k`: n KiB; `seq-read-1m`: n MiB), in bytes. None for workloads that do not
/// say (`sql`, `vdi-fc-boot`).
pub fn block_size(workload: &str) -> Option<f64> {
    let last = workload.rsplit('-').next()?;
    let (digits, factor) = if let Some(digits) = last.strip_suffix('k') {
        (digits, KIB)
    } else if let Some(digits) = last.strip_suffix('m') {
        (digits, MIB)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let size = digits.parse::<f64>().ok()? * factor;
    (size > 0.0).then_some(size)
}

/// Whether `actual` agrees with `expected` (both in one unit): within `relative` of the
/// expected value, plus how far each may be off through the rounding of its digits.
pub fn agrees(actual: f64, expected: f64, relative: f64, rounding: f64) -> bool {
    (actual - expected).abs() <= relative * expected.abs() + rounding
}

/// Whether `low` ≤ `high`, allowing for the rounding of both.
pub fn at_most(low: f64, high: f64, rounding: f64) -> bool {
    low <= high + rounding
}

/// A way a source may have written binary figures under a decimal unit: tools such as
/// HCIBench, VDBench and fio count mebibytes and label them `MB/s`, and a reviewer who
/// divides such a figure by 1000 writes it as `GB/s`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BinaryReading {
    /// Bytes per second of one unit as written, under this reading.
    pub factor: f64,
    /// What the figures then are, for messages: `MiB/s`, `thousands of MiB/s`.
    pub name: &'static str,
    /// The unit to declare the column in, and by how much to multiply the figures for it.
    pub declare: &'static str,
    pub multiply_by: f64,
}

/// The binary readings of a decimal throughput unit (none for other units).
pub fn binary_readings(symbol: &str) -> Vec<BinaryReading> {
    match symbol {
        "MB/s" => {
            vec![BinaryReading { factor: MIB, name: "MiB/s", declare: "MiB/s", multiply_by: 1.0 }]
        }
        "GB/s" => vec![
            BinaryReading { factor: MIB * KIB, name: "GiB/s", declare: "GiB/s", multiply_by: 1.0 },
            BinaryReading {
                factor: MIB * 1000.0,
                name: "thousands of MiB/s",
                declare: "MiB/s",
                multiply_by: 1000.0,
            },
        ],
        _ => Vec::new(),
    }
}

/// A figure for a message, with English digit grouping and about four significant digits
/// (at least `decimals` after the point): `931.19` → `931.2`, `227342` → `227,342`.
pub fn plain(value: f64, decimals: usize) -> String {
    let significant = match value.abs() {
        v if v >= 1000.0 => 0,
        v if v >= 100.0 => 1,
        v if v >= 10.0 => 2,
        _ => 3,
    };
    let formatted = format!("{:.*}", decimals.max(significant), value.abs());
    let (whole, fraction) = formatted.split_once('.').unwrap_or((&formatted, ""));
    // Drop zeros the rounding left at the end, but keep the decimals the data itself uses.
    let mut fraction = fraction.to_string();
    while fraction.len() > decimals && fraction.ends_with('0') {
        fraction.pop();
    }
    let mut grouped = String::new();
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    let sign = if value < 0.0 { "-" } else { "" };
    if fraction.is_empty() {
        format!("{sign}{grouped}")
    } else {
        format!("{sign}{grouped}.{fraction}")
    }
}

/// A block size for messages, in KiB as workloads name them: `4 KiB`, `1,024 KiB`.
pub fn plain_block(bytes: f64) -> String {
    format!("{} KiB", plain(bytes / KIB, 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(text: &str) -> DataNumber {
        DataNumber::parse(text).unwrap()
    }

    #[test]
    fn block_size_is_the_workloads_last_part() {
        assert_eq!(block_size("rand-read-4k"), Some(4096.0));
        assert_eq!(block_size("seq-read-64k"), Some(65536.0));
        assert_eq!(block_size("rand-70-30-8k"), Some(8192.0));
        assert_eq!(block_size("seq-write-1024k"), Some(1024.0 * 1024.0));
        assert_eq!(block_size("seq-read-1m"), Some(1024.0 * 1024.0));
        assert_eq!(block_size("sql"), None);
        assert_eq!(block_size("vdi-fc-boot"), None);
        assert_eq!(block_size("sql-90-10"), None);
        assert_eq!(block_size("k"), None);
        assert_eq!(block_size("seq-read-0k"), None);
    }

    #[test]
    fn rounding_is_half_the_last_digit() {
        assert_eq!(rounding_of(&n("888")), 0.5);
        assert!((rounding_of(&n("947.9")) - 0.05).abs() < 1e-12);
        assert!((rounding_of(&n("5.80")) - 0.005).abs() < 1e-12);
        assert_eq!(rounding_of(&n("~22700")), 0.5);
    }

    #[test]
    fn hcibench_figures_are_mebibytes() {
        // 227,342 IOPS × 4 KiB: 931.2 MB/s, or 888.1 MiB/s; the source wrote 888.
        let expected = 227342.0 * 4096.0;
        let rounding = 0.5 * 1e6 + 0.5 * 4096.0;
        assert!(
            !agrees(888.0 * 1e6, expected, THROUGHPUT_TOLERANCE, rounding),
            "888 MB/s is 4.6 % short"
        );
        let mib = binary_readings("MB/s")[0];
        assert!(agrees(
            888.0 * mib.factor,
            expected,
            THROUGHPUT_TOLERANCE,
            0.5 * mib.factor + 0.5 * 4096.0
        ));
    }

    #[test]
    fn vdbench_gigabytes_are_thousands_of_mebibytes() {
        // 159,681 IOPS × 64 KiB = 9,980 MiB/s, which the source wrote "9.98 GB/s".
        let expected = 159681.0 * 65536.0;
        assert!(!agrees(9.98e9, expected, THROUGHPUT_TOLERANCE, 0.005e9));
        let readings = binary_readings("GB/s");
        let gib = readings[0];
        assert!(!agrees(9.98 * gib.factor, expected, THROUGHPUT_TOLERANCE, 0.005 * gib.factor));
        let thousands = readings[1];
        assert!(agrees(
            9.98 * thousands.factor,
            expected,
            THROUGHPUT_TOLERANCE,
            0.005 * thousands.factor
        ));
        assert!(binary_readings("MiB/s").is_empty());
        assert!(binary_readings("IOPS").is_empty());
    }

    #[test]
    fn rounding_widens_the_tolerance() {
        // `4 GB/s` may be anything from 3.5 to 4.5.
        assert!(agrees(4.0, 4.151, THROUGHPUT_TOLERANCE, 0.5));
        assert!(!agrees(4.0, 4.151, THROUGHPUT_TOLERANCE, 0.005));
        assert!(at_most(14.76, 14.75, 0.01));
        assert!(!at_most(14.8, 14.75, 0.01));
    }

    #[test]
    fn plain_figures_group_digits_and_keep_four_significant() {
        assert_eq!(plain(931.192832, 0), "931.2");
        assert_eq!(plain(227342.0, 0), "227,342");
        assert_eq!(plain(10.4654, 2), "10.47");
        assert_eq!(plain(12.0, 0), "12");
        assert_eq!(plain(14.75, 2), "14.75");
        assert_eq!(plain(1234567.891, 1), "1,234,567.9");
        assert_eq!(plain(-2500.0, 0), "-2,500");
        assert_eq!(plain_block(4096.0), "4 KiB");
        assert_eq!(plain_block(1024.0 * 1024.0), "1,024 KiB");
    }
}
