//! The metrics a result can measure, and which way is better.
//!
//! Rankings and charts need to know what a column means: that `latency-avg` is a time and
//! lower is better, that `tps` is a rate and higher is better. Result tables may only use
//! the metrics listed here, so a typo is an error rather than a silently unranked column.

use super::units::Dimension;

/// Which way a metric improves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Better {
    Higher,
    Lower,
    /// Not a score (a load, a working-set size): never ranked.
    Neither,
}

/// Metrics are compared by id: each exists once, in [`METRICS`].
#[derive(Debug, PartialEq, Eq)]
pub struct Metric {
    pub id: &'static str,
    /// The kinds of unit the metric may be written in.
    pub dimensions: &'static [Dimension],
    pub better: Better,
}

use Dimension::*;

const RATE: &[Dimension] = &[OperationRate, Throughput];

pub static METRICS: &[Metric] = &[
    Metric { id: "tps", dimensions: &[TransactionRate], better: Better::Higher },
    Metric { id: "iops", dimensions: &[OperationRate], better: Better::Higher },
    Metric { id: "throughput", dimensions: &[Throughput], better: Better::Higher },
    Metric { id: "latency", dimensions: &[Time], better: Better::Lower },
    Metric { id: "latency-avg", dimensions: &[Time], better: Better::Lower },
    Metric { id: "latency-p99", dimensions: &[Time], better: Better::Lower },
    Metric { id: "render-time", dimensions: &[Time], better: Better::Lower },
    Metric { id: "tiles", dimensions: &[Count], better: Better::Higher },
    Metric { id: "host-cpu", dimensions: &[Ratio], better: Better::Neither },
    Metric { id: "working-set", dimensions: &[DataSize], better: Better::Neither },
    Metric { id: "peak-iops", dimensions: &[OperationRate], better: Better::Higher },
    Metric { id: "peak-throughput", dimensions: &[Throughput], better: Better::Higher },
    Metric { id: "peak-latency", dimensions: &[Time], better: Better::Lower },
    Metric { id: "sub-ms-until", dimensions: RATE, better: Better::Higher },
    Metric { id: "bandwidth", dimensions: &[Throughput], better: Better::Higher },
    Metric { id: "load", dimensions: &[OperationRate, Throughput, TransactionRate], better: Better::Neither },
];

pub fn find(id: &str) -> Option<&'static Metric> {
    METRICS.iter().find(|m| m.id == id)
}

/// Every metric id, for error messages.
pub fn known_ids(metrics: &[&'static Metric]) -> String {
    metrics.iter().map(|m| m.id).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latency_is_lower_better_and_throughput_higher() {
        assert_eq!(find("latency-p99").unwrap().better, Better::Lower);
        assert_eq!(find("render-time").unwrap().better, Better::Lower);
        assert_eq!(find("throughput").unwrap().better, Better::Higher);
        assert!(find("speed").is_none());
    }
}
