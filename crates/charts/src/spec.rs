//! What a chart shows, fully resolved: every text already in the reader's language, every
//! number a plain value. The renderer knows nothing of data files, units or locales; the
//! tick formatter it is given does the number formatting.

use serde::Serialize;

/// A chart to draw. Serialized (with the language) to hash it for the chart cache, so
/// every field that changes the picture must be here.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChartSpec {
    /// Visible title, and the SVG `<title>`.
    pub title: String,
    /// One or two sentences for the SVG `<desc>`: what is plotted and the key result.
    pub description: String,
    pub kind: ChartKind,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum ChartKind {
    LoadCurve(LoadCurve),
    RankedBars(RankedBars),
    GroupedBars(GroupedBars),
}

/// Latency against load: one line per configuration, a marker at each measured point.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LoadCurve {
    /// "IOPS", "Débit (Go/s)": axis titles with their unit, localized.
    pub x_title: String,
    pub y_title: String,
    /// Logarithmic latency axis.
    pub y_log: bool,
    pub series: Vec<CurveSeries>,
    /// A horizontal reference line (the 1 ms line) and its label ("1 ms").
    pub reference: Option<Reference>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CurveSeries {
    /// Legend text ("Réduction de données activée").
    pub name: String,
    /// Points in increasing load.
    pub points: Vec<CurvePoint>,
    /// Index into `points` of the peak, annotated with `peak_label`.
    pub peak: Option<usize>,
    /// "Pic : 442 089 IOPS à 4,8 ms", already formatted.
    pub peak_label: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CurvePoint {
    pub x: f64,
    pub y: f64,
    /// Known only approximately ("under 1 ms up to about 350K"): drawn as a hollow marker.
    pub approximate: bool,
    /// What the sweep set at this point ("QD8", "4 × QD8"), written beside the marker
    /// where there is room.
    pub label: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Reference {
    pub y: f64,
    pub label: String,
}

/// Horizontal bars, one per entry, already in ranked order (best first).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RankedBars {
    /// "Transactions par seconde (TPS)".
    pub value_title: String,
    /// "Lower is better" / "Higher is better", localized; drawn under the title.
    pub direction_note: String,
    pub bars: Vec<Bar>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Bar {
    /// The entry's name ("Western Digital Ultrastar DC SN630").
    pub label: String,
    pub value: f64,
    /// The value as the reader reads it ("12 610,3"), drawn at the end of the bar.
    pub value_label: String,
    /// The drive or review the page is about: drawn in the accent colour.
    pub highlighted: bool,
}

/// Bars in groups: one group per category (workload or VM), one bar per series
/// (configuration) in each group. A missing value has no bar.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GroupedBars {
    pub value_title: String,
    pub groups: Vec<String>,
    pub series: Vec<String>,
    /// `values[group][series]`.
    pub values: Vec<Vec<Option<f64>>>,
    /// Each value as the reader reads it (`labels[group][series]`), drawn at the end of its
    /// bar; where none is given, the value is formatted with the tick formatter.
    pub labels: Vec<Vec<Option<String>>>,
    /// What follows a value at the end of its bar ("at 4.8 ms" for a peak's latency).
    pub notes: Vec<Vec<Option<String>>>,
}
