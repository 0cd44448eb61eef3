//! The metrics a result can measure, and which way is better.
//!
//! Rankings and charts need to know what a column means: that `latency-avg` is a time and
//! lower is better, that `tps` is a rate and higher is better. Result tables may only use
//! the metrics listed here, so a typo is an error rather than a silently unranked column.

use super::units::{Dimension, ANY_CURRENCY};

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

impl Metric {
    /// Whether a figure of this dimension can be a value of the metric.
    pub fn accepts(&self, dimension: Dimension) -> bool {
        self.dimensions.iter().any(|d| d.accepts(dimension))
    }

    /// What the metric is measured as, for messages: "a time", "an amount of money".
    pub fn kinds(&self) -> String {
        self.dimensions.iter().map(|d| d.noun()).collect::<Vec<_>>().join(" or ")
    }
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
    // The median and the far tail, for drives whose story is there (an Optane drive's
    // p99.999): `.` cannot be in an id, so p99.9 is `p99-9`.
    Metric { id: "latency-median", dimensions: &[Time], better: Better::Lower },
    Metric { id: "latency-p99-9", dimensions: &[Time], better: Better::Lower },
    Metric { id: "latency-p99-99", dimensions: &[Time], better: Better::Lower },
    Metric { id: "latency-p99-999", dimensions: &[Time], better: Better::Lower },
    Metric { id: "render-time", dimensions: &[Time], better: Better::Lower },
    Metric { id: "tiles", dimensions: &[Count], better: Better::Higher },
    Metric { id: "host-cpu", dimensions: &[Ratio], better: Better::Neither },
    Metric { id: "working-set", dimensions: &[DataSize], better: Better::Neither },
    Metric { id: "peak-iops", dimensions: &[OperationRate], better: Better::Higher },
    Metric { id: "peak-throughput", dimensions: &[Throughput], better: Better::Higher },
    Metric { id: "peak-latency", dimensions: &[Time], better: Better::Lower },
    Metric { id: "sub-ms-until", dimensions: RATE, better: Better::Higher },
    Metric { id: "bandwidth", dimensions: &[Throughput], better: Better::Higher },
    Metric {
        id: "load",
        dimensions: &[OperationRate, Throughput, TransactionRate],
        better: Better::Neither,
    },
    // What the configuration cost, in a currency given per column (`price [EUR]`); compared
    // and ranked only with amounts in the same currency.
    Metric { id: "price", dimensions: &[ANY_CURRENCY], better: Better::Lower },
    Metric { id: "price-per-tb", dimensions: &[ANY_CURRENCY], better: Better::Lower },
];

/// The latency percentiles, in the order their values must rise (check's sanity tests).
pub const LATENCY_PERCENTILES: [&str; 5] =
    ["latency-median", "latency-p99", "latency-p99-9", "latency-p99-99", "latency-p99-999"];

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
        for id in LATENCY_PERCENTILES {
            assert_eq!(find(id).unwrap().better, Better::Lower, "{id}");
        }
        let price = find("price-per-tb").unwrap();
        assert_eq!(price.better, Better::Lower);
        assert!(price.accepts(crate::data::Unit::parse("EUR").unwrap().dimension()));
        assert!(!price.accepts(Dimension::Count));
    }
}
