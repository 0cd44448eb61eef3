//! Charts from data: which charts a table or a ranking gets, their localized texts, and
//! the cache that keeps an unchanged chart from being drawn again.
//!
//! Every chart comes with the same numbers as an HTML table, for screen readers, print
//! and anyone who wants the figures rather than the picture.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::Mutex;

use serde::Serialize;

use crate::charts::render::render_svg;
use crate::charts::spec::{
    Bar, ChartKind, ChartSpec, CurvePoint, CurveSeries, GroupedBars, LoadCurve, RankedBars, Reference,
};
use crate::data::metrics::{Better, Metric};
use crate::data::{Cell, CurveForm, DataNumber, Facet, Family, Role, Table, Unit};
use crate::l10n::{Arg, Localizer};
use crate::rankings::Ranking;

use super::views::{self, CellView, HeaderView, TableView};

/// A chart ready for a template: the inline SVG, and its data as a table.
#[derive(Debug, Clone, Serialize)]
pub struct FigureView {
    pub id: String,
    pub title: String,
    /// The chart as inline SVG markup.
    pub svg: String,
    /// URL of the same chart as a standalone file.
    pub file: String,
    pub table: TableView,
    /// Placed in the prose by a shortcode: the standard results section leaves it out.
    pub placed: bool,
}

impl FigureView {
    /// The same figure with every id inside it prefixed, so that two figures of the same
    /// id (two reviews' `sql-server` charts on one print page) can share a page.
    pub fn with_id_prefix(&self, prefix: &str) -> FigureView {
        let mut figure = self.clone();
        figure.svg = self.svg.replace(&format!("{}-", self.id), &format!("{prefix}{}-", self.id));
        figure.id = format!("{prefix}{}", self.id);
        figure.table.id = format!("{prefix}{}", self.table.id);
        figure
    }
}

/// Draws charts, or takes them from the previous build when nothing about them changed.
///
/// A chart's file name is a hash of everything that shapes it (its texts, numbers, id and
/// the renderer's version), so a chart found under its name in the previous output is
/// exactly the chart that would be drawn now.
pub struct ChartStore {
    previous: Option<PathBuf>,
    /// Charts kept in memory between builds (the preview server's cache).
    memory: Option<Mutex<HashMap<String, String>>>,
    /// Hashes already written in this build: the same chart on two pages is written once.
    written: Mutex<HashSet<String>>,
    /// Distinct charts drawn, and taken from the previous output, in this build. Sets, not
    /// counters: two pages drawing the same chart at the same moment count it once.
    drawn: Mutex<HashSet<String>>,
    reused: Mutex<HashSet<String>>,
}

fn count(set: &Mutex<HashSet<String>>, hash: &str) {
    if let Ok(mut set) = set.lock() {
        set.insert(hash.to_string());
    }
}

/// The fewest measured points a series needs to be drawn as a curve.
const CURVE_POINTS: usize = 3;

/// Bumped whenever the renderer's output changes for the same spec.
const RENDERER_VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "/charts-2");
pub const CHARTS_DIR: &str = "charts";

/// A chart's SVG and the file it should be written to, if this build has not written it yet.
pub struct DrawnChart {
    pub hash: String,
    pub svg: String,
    pub needs_writing: bool,
}

impl ChartStore {
    /// `previous_output`: the output folder of the last good build, whose `charts/` the
    /// store reuses.
    pub fn new(previous_output: Option<PathBuf>) -> ChartStore {
        ChartStore {
            previous: previous_output.map(|p| p.join(CHARTS_DIR)),
            // The same chart appears on a review page and on its drive's print page.
            memory: Some(Mutex::new(HashMap::new())),
            written: Mutex::new(HashSet::new()),
            drawn: Mutex::new(HashSet::new()),
            reused: Mutex::new(HashSet::new()),
        }
    }

    /// A store for a process that builds many times: it has no previous output, and
    /// remembers every chart it drew.
    pub fn in_memory() -> ChartStore {
        ChartStore::new(None)
    }

    /// Starts a new build: counters reset, every chart file is to be written again.
    pub fn begin_build(&self) {
        for set in [&self.drawn, &self.reused] {
            if let Ok(mut set) = set.lock() {
                set.clear();
            }
        }
        if let Ok(mut written) = self.written.lock() {
            written.clear();
        }
    }

    pub fn drawn(&self) -> usize {
        self.drawn.lock().map(|s| s.len()).unwrap_or(0)
    }

    pub fn reused(&self) -> usize {
        self.reused.lock().map(|s| s.len()).unwrap_or(0)
    }

    pub fn get(&self, spec: &ChartSpec, id: &str, localizer: &Localizer) -> DrawnChart {
        let mut hasher = blake3::Hasher::new();
        hasher.update(RENDERER_VERSION.as_bytes());
        hasher.update(localizer.locale().as_bytes());
        hasher.update(id.as_bytes());
        hasher.update(serde_json::to_string(spec).unwrap_or_default().as_bytes());
        // A probe number shows how this locale formats, so a change in CLDR data or in
        // the formatter also changes the hash.
        hasher.update(localizer.format_f64(1234567.5, 1, false).as_bytes());
        let hash = hasher.finalize().to_hex()[..24].to_string();
        // A chart already seen by this store (on another page of this build, or in an
        // earlier build of the preview server) is neither drawn nor counted again.
        let remembered = self.memory.as_ref().and_then(|m| m.lock().ok()?.get(&hash).cloned());
        let svg = match remembered {
            Some(svg) => svg,
            None => {
                let previous = self
                    .previous
                    .as_ref()
                    .and_then(|dir| std::fs::read_to_string(dir.join(format!("{hash}.svg"))).ok())
                    .and_then(|file| inline_svg(&file));
                let svg = match previous {
                    Some(svg) => {
                        count(&self.reused, &hash);
                        svg
                    }
                    None => {
                        count(&self.drawn, &hash);
                        render_svg(spec, id, &|value, digits| localizer.format_f64(value, digits, false))
                    }
                };
                if let Some(memory) = &self.memory {
                    if let Ok(mut memory) = memory.lock() {
                        memory.insert(hash.clone(), svg.clone());
                    }
                }
                svg
            }
        };
        let needs_writing = self.written.lock().map(|mut w| w.insert(hash.clone())).unwrap_or(true);
        DrawnChart { hash, svg, needs_writing }
    }
}

/// Names used inside charts: configurations and ranking entries.
pub trait Names {
    fn config(&self, id: &str) -> String;
    /// The benchmark a table's results come from (its protocol's name), which its charts'
    /// titles name: two charts of one page may otherwise have one title.
    fn benchmark(&self, table: &Table) -> Option<String>;
}

/// A chart's title, led by the benchmark its table measured (`HCIBench: IOPS by workload…`).
fn benchmark_title(localizer: &Localizer, names: &dyn Names, table: &Table, title: String) -> String {
    match names.benchmark(table) {
        Some(benchmark) => localizer.message("chart-title-with-benchmark", &[("benchmark", Arg::text(benchmark)), ("title", Arg::text(title))]),
        None => title,
    }
}

/// The value of a cell as a number, with the column's unit.
fn number_at(table: &Table, row: &[Cell], column: usize) -> Option<(DataNumber, Unit)> {
    match (&row[column], table.data.columns[column].unit) {
        (Cell::Number(n), Some(unit)) => Some((n.clone(), unit)),
        _ => None,
    }
}

/// A point's (jobs, queue depth) from the table's `jobs` and `iodepth` columns; a column the
/// table lacks counts as 1. `None` when it has neither, or a cell of one is empty.
fn sweep_key(table: &Table, row: &[Cell]) -> Option<(f64, f64)> {
    let column = |id: &str| table.data.columns.iter().position(|c| c.id.replace('_', "-") == id);
    let (jobs, depth) = (column("jobs"), column("iodepth"));
    if jobs.is_none() && depth.is_none() {
        return None;
    }
    let value = |index: Option<usize>| match index.map(|i| &row[i]) {
        None => Some(1.0),
        Some(Cell::Number(n)) => Some(n.value),
        Some(_) => None,
    };
    Some((value(jobs)?, value(depth)?))
}

fn metric_column(table: &Table, id: &str) -> Option<usize> {
    table.roles.iter().position(|r| matches!(r, Role::Metric(m) if m.id == id))
}

/// Distinct values of a facet, in the order rows first mention them.
fn facet_values(table: &Table, facet: Facet) -> Vec<Option<String>> {
    let mut values: Vec<Option<String>> = Vec::new();
    for row in &table.data.rows {
        let value = table.facet(row, facet).map(str::to_string);
        if !values.contains(&value) {
            values.push(value);
        }
    }
    values
}

/// The unit a chart axis shows `values` (in `unit`) in, and the factor to convert them.
fn axis_unit(unit: Unit, max: f64) -> (Unit, f64) {
    let display = unit.readable_for(max);
    (display, unit.to_base(1.0) / display.to_base(1.0))
}

fn quantity_text(localizer: &Localizer, number: &DataNumber, unit: Unit) -> String {
    views::quantity(localizer, &crate::data::Quantity { number: number.clone(), unit })
}

fn axis_title(localizer: &Localizer, label_id: &str, unit: Unit) -> String {
    localizer.with_unit(localizer.label(label_id), unit.key())
}

fn header(text: String, numeric: bool) -> HeaderView {
    HeaderView { text, numeric }
}

fn text_cell(text: String, heading: bool) -> CellView {
    CellView { text, numeric: false, approximate: false, empty: false, heading, number: None }
}

fn number_cell(localizer: &Localizer, number: Option<&DataNumber>) -> CellView {
    match number {
        Some(n) => {
            let text = localizer.format_decimal(&n.digits).unwrap_or_else(|_| n.digits.clone());
            CellView {
                text: if n.approximate { format!("~{text}") } else { text },
                numeric: true,
                approximate: n.approximate,
                empty: false,
                heading: false,
                number: Some(n.clone()),
            }
        }
        None => CellView { text: "—".into(), numeric: false, approximate: false, empty: true, heading: false, number: None },
    }
}

fn data_table(localizer: &Localizer, id: String, caption: String, family: Family, header: Vec<HeaderView>, mut rows: Vec<Vec<CellView>>) -> TableView {
    views::align_decimals(localizer, &mut rows);
    let stacks = views::too_wide_for_a_phone(&header, &rows);
    let body = views::body_html(localizer, &header, &rows, stacks);
    TableView { id, caption, family, protocol: None, protocol_url: None, rig: None, header, body, rows, figures: Vec::new(), placed: false, stacks }
}

/// What a grouped-bars figure shows: `grid[group][series]` as written in the data (for the
/// table), `values` the same numbers in the chart's unit.
struct GroupedData {
    id: String,
    family: Family,
    title: String,
    description: String,
    value_title: String,
    unit: Unit,
    group_heading: String,
    groups: Vec<String>,
    series: Vec<String>,
    grid: Vec<Vec<Option<DataNumber>>>,
    values: Vec<Vec<Option<f64>>>,
    /// What follows a value at the end of its bar (a peak's latency), per group and series.
    notes: Vec<Vec<Option<String>>>,
}

/// Everything needed to turn specs into figures for one page.
pub struct FigureMaker<'a> {
    pub store: &'a ChartStore,
    pub localizer: &'a Localizer,
    /// URL prefix of the site root ("/"), for chart files.
    pub root_url: &'a str,
}

impl FigureMaker<'_> {
    fn figure(&self, id: String, spec: ChartSpec, table: TableView, files: &mut Vec<(String, String)>) -> FigureView {
        let drawn = self.store.get(&spec, &id, self.localizer);
        let path = format!("{CHARTS_DIR}/{}.svg", drawn.hash);
        if drawn.needs_writing {
            files.push((path.clone(), standalone_svg(&drawn.svg)));
        }
        FigureView { title: spec.title, svg: drawn.svg, file: format!("{}{path}", self.root_url), table, id, placed: false }
    }

    /// The charts of a result table: a latency curve per workload, grouped bars per metric
    /// of a matrix, and per-VM bars of an application table.
    pub fn table_figures(&self, table: &Table, names: &dyn Names, files: &mut Vec<(String, String)>) -> Vec<FigureView> {
        match table.family {
            Family::LoadCurve => self.load_curves(table, names, files, None),
            Family::Matrix => self.matrix_charts(table, names, files, None),
            Family::Application => self.per_vm_charts(table, names, files),
            Family::SpecSheet | Family::Table => Vec::new(),
        }
    }

    /// One chart chosen by a shortcode: `workload` for a load curve, `metric` for a matrix.
    pub fn table_figure(
        &self,
        table: &Table,
        names: &dyn Names,
        workload: Option<&str>,
        metric: Option<&str>,
        files: &mut Vec<(String, String)>,
    ) -> Vec<FigureView> {
        match table.family {
            Family::LoadCurve => self.load_curves(table, names, files, workload),
            Family::Matrix => self.matrix_charts(table, names, files, metric),
            _ => self.per_vm_charts(table, names, files).into_iter().filter(|f| metric.is_none_or(|m| f.id.ends_with(m))).collect(),
        }
    }

    fn load_curves(&self, table: &Table, names: &dyn Names, files: &mut Vec<(String, String)>, only: Option<&str>) -> Vec<FigureView> {
        let l = self.localizer;
        let Some(form) = crate::data::results::curve_form(&table.roles) else { return Vec::new() };
        let (load_col, latency_col, sub_ms_col) = match form {
            CurveForm::Points => (metric_column(table, "load"), metric_column(table, "latency"), None),
            CurveForm::Peaks => (
                metric_column(table, "peak-iops").or_else(|| metric_column(table, "peak-throughput")),
                metric_column(table, "peak-latency"),
                metric_column(table, "sub-ms-until"),
            ),
        };
        let (Some(load_col), Some(latency_col)) = (load_col, latency_col) else { return Vec::new() };
        let (Some(load_unit), Some(latency_unit)) = (table.data.columns[load_col].unit, table.data.columns[latency_col].unit) else {
            return Vec::new();
        };
        // A curve needs points: a table of published peaks whose series each have fewer than
        // three points (a peak, perhaps a sub-millisecond threshold) is drawn as bars, one per
        // peak. Measured points (`load`, `latency`) stay a curve however few: a sweep of two
        // thread counts is still a sweep.
        let measured = |workload: Option<&str>, config: Option<&str>| {
            table
                .data
                .rows
                .iter()
                .filter(|r| table.facet(r, Facet::Workload) == workload && table.facet(r, Facet::Config) == config)
                .filter(|r| number_at(table, r, load_col).is_some() && number_at(table, r, latency_col).is_some())
                .count()
        };
        let workloads = facet_values(table, Facet::Workload);
        let configs = facet_values(table, Facet::Config);
        let longest = workloads.iter().flat_map(|w| configs.iter().map(move |c| (w, c))).map(|(w, c)| measured(w.as_deref(), c.as_deref())).max().unwrap_or(0);
        if form == CurveForm::Peaks && longest < CURVE_POINTS {
            return self.peak_bars(table, names, files, only, (load_col, load_unit), (latency_col, latency_unit)).into_iter().collect();
        }
        let mut figures = Vec::new();
        for workload in facet_values(table, Facet::Workload).into_iter().flatten() {
            if only.is_some_and(|w| w != workload) {
                continue;
            }
            let rows: Vec<&Vec<Cell>> =
                table.data.rows.iter().filter(|r| table.facet(r, Facet::Workload) == Some(workload.as_str())).collect();
            let max_load = rows.iter().filter_map(|r| number_at(table, r, load_col)).map(|(n, _)| n.value).fold(0.0, f64::max);
            let max_latency =
                rows.iter().filter_map(|r| number_at(table, r, latency_col)).map(|(n, _)| n.value).fold(0.0, f64::max);
            let (x_unit, x_factor) = axis_unit(load_unit, max_load);
            let (y_unit, y_factor) = axis_unit(latency_unit, max_latency);
            let one_ms = Unit::parse("ms").expect("ms is a unit");
            let reference_y = one_ms.to_base(1.0) / y_unit.to_base(1.0);

            let mut series = Vec::new();
            let mut table_rows = Vec::new();
            let mut best: Option<(f64, String)> = None;
            for config in facet_values(table, Facet::Config) {
                let config_rows: Vec<&&Vec<Cell>> =
                    rows.iter().filter(|r| table.facet(r, Facet::Config) == config.as_deref()).collect();
                let name = config.as_deref().map(|c| names.config(c)).unwrap_or_else(|| l.label(&workload));
                let mut points: Vec<(CurvePoint, DataNumber, Option<DataNumber>)> = Vec::new();
                // Points in the order of what the sweep varied, when the table says it.
                let mut sweep_keys: Vec<Option<(f64, f64)>> = Vec::new();
                for row in &config_rows {
                    let load = number_at(table, row, load_col);
                    let latency = number_at(table, row, latency_col);
                    if let Some((sub_ms, _)) = sub_ms_col.and_then(|c| number_at(table, row, c)) {
                        points.push((
                            CurvePoint { x: sub_ms.value * x_factor, y: reference_y, approximate: true },
                            sub_ms,
                            None,
                        ));
                        sweep_keys.push(None);
                    }
                    if let (Some((load, _)), Some((latency, _))) = (load, latency) {
                        points.push((
                            CurvePoint {
                                x: load.value * x_factor,
                                y: latency.value * y_factor,
                                approximate: load.approximate || latency.approximate,
                            },
                            load,
                            Some(latency),
                        ));
                        sweep_keys.push(sweep_key(table, row));
                    }
                }
                if sweep_keys.iter().all(Option::is_some) && !sweep_keys.is_empty() {
                    // Jobs × queue depth, then jobs: past saturation the load can fall while
                    // the depth rises, and the curve must bend back, not zig-zag.
                    let mut keyed: Vec<_> = points.into_iter().zip(sweep_keys).collect();
                    keyed.sort_by(|(a, ka), (b, kb)| {
                        let (ka, kb) = (ka.expect("all keyed"), kb.expect("all keyed"));
                        (ka.0 * ka.1).total_cmp(&(kb.0 * kb.1)).then(ka.0.total_cmp(&kb.0)).then(a.0.x.total_cmp(&b.0.x))
                    });
                    points = keyed.into_iter().map(|(p, _)| p).collect();
                } else {
                    points.sort_by(|a, b| a.0.x.total_cmp(&b.0.x));
                }
                // The peak is the point of highest load with a measured latency (the last
                // of equals).
                let peak = points
                    .iter()
                    .enumerate()
                    .filter(|(_, (_, _, latency))| latency.is_some())
                    .max_by(|(ia, a), (ib, b)| a.0.x.total_cmp(&b.0.x).then(ia.cmp(ib)))
                    .map(|(i, _)| i);
                let peak_label = peak.map(|i| {
                    let (_, load, latency) = &points[i];
                    let label = l.message(
                        "chart-peak",
                        &[
                            ("load", Arg::text(quantity_text(l, load, load_unit))),
                            ("latency", Arg::text(quantity_text(l, latency.as_ref().expect("peak has a latency"), latency_unit))),
                        ],
                    );
                    if best.as_ref().is_none_or(|(v, _)| load.value > *v) {
                        let sentence =
                            l.message("ranking-sentence", &[("entry", Arg::text(name.clone())), ("position", Arg::text(label.clone()))]);
                        best = Some((load.value, sentence));
                    }
                    label
                });
                for (_, load, latency) in &points {
                    table_rows.push(vec![
                        text_cell(name.clone(), true),
                        number_cell(l, Some(load)),
                        match latency {
                            Some(latency) => number_cell(l, Some(latency)),
                            None => CellView {
                                text: format!("< {}", quantity_text(l, &DataNumber::from_f64(1.0), one_ms)),
                                numeric: true,
                                approximate: true,
                                empty: false,
                                heading: false,
                                number: None,
                            },
                        },
                    ]);
                }
                series.push(CurveSeries { name, points: points.into_iter().map(|p| p.0).collect(), peak, peak_label });
            }
            // A configuration without a point in this workload is no series: not in the legend.
            series.retain(|s| !s.points.is_empty());
            let workload_name = l.label(&workload);
            let title = benchmark_title(l, names, table, l.message("chart-load-curve-title", &[("workload", Arg::text(workload_name.clone()))]));
            let description = l.message(
                "chart-load-curve-desc",
                &[
                    ("workload", Arg::text(workload_name)),
                    ("series", Arg::Number(series.len() as f64)),
                    ("peak", Arg::text(best.map(|(_, text)| text).unwrap_or_default())),
                ],
            );
            let spec = ChartSpec {
                title: title.clone(),
                description,
                kind: ChartKind::LoadCurve(LoadCurve {
                    x_title: axis_title(l, "load", x_unit),
                    y_title: axis_title(l, "latency", y_unit),
                    y_log: table.log_axis,
                    series,
                    reference: Some(Reference {
                        y: reference_y,
                        label: quantity_text(l, &DataNumber::from_f64(1.0), one_ms),
                    }),
                }),
            };
            let id = format!("chart-{}-{workload}", table.id);
            let fallback = data_table(
                l,
                format!("{id}-data"),
                title,
                Family::LoadCurve,
                vec![
                    header(l.label("config"), false),
                    header(axis_title(l, "load", load_unit), true),
                    header(axis_title(l, "latency", latency_unit), true),
                ],
                table_rows,
            );
            figures.push(self.figure(id, spec, fallback, files));
        }
        figures
    }

    /// Peaks as bars: a row per workload, a bar per configuration, each ending with its peak
    /// load and the latency there (`442 089 IOPS à 4,8 ms`).
    fn peak_bars(
        &self,
        table: &Table,
        names: &dyn Names,
        files: &mut Vec<(String, String)>,
        only: Option<&str>,
        (load_col, load_unit): (usize, Unit),
        (latency_col, latency_unit): (usize, Unit),
    ) -> Option<FigureView> {
        let l = self.localizer;
        let workloads: Vec<String> = facet_values(table, Facet::Workload).into_iter().flatten().filter(|w| only.is_none_or(|o| o == w)).collect();
        let configs = facet_values(table, Facet::Config);
        // The peak of a series: its measured point of highest load.
        let peak = |workload: &str, config: Option<&str>| {
            table
                .data
                .rows
                .iter()
                .filter(|r| table.facet(r, Facet::Workload) == Some(workload) && table.facet(r, Facet::Config) == config)
                .filter_map(|r| Some((number_at(table, r, load_col)?.0, number_at(table, r, latency_col)?.0)))
                .max_by(|a, b| a.0.value.total_cmp(&b.0.value))
        };
        // A configuration without any peak in the chosen workloads is left out, legend too.
        let configs: Vec<Option<String>> = configs.into_iter().filter(|c| workloads.iter().any(|w| peak(w, c.as_deref()).is_some())).collect();
        let workloads: Vec<String> = workloads.into_iter().filter(|w| configs.iter().any(|c| peak(w, c.as_deref()).is_some())).collect();
        if workloads.is_empty() {
            return None;
        }
        let peaks: Vec<Vec<Option<(DataNumber, DataNumber)>>> = workloads.iter().map(|w| configs.iter().map(|c| peak(w, c.as_deref())).collect()).collect();
        let config_names: Vec<String> = configs.iter().map(|c| c.as_deref().map(|c| names.config(c)).unwrap_or_else(|| l.label(table.id.as_str()))).collect();
        let metric_name = l.label(table.data.columns[load_col].id.as_str());
        let title = benchmark_title(l, names, table, l.message("chart-matrix-title", &[("metric", Arg::text(metric_name.clone()))]));
        let description = l.message(
            "chart-matrix-desc",
            &[("metric", Arg::text(metric_name)), ("configs", Arg::text(l.format_list(&config_names))), ("workloads", Arg::Number(workloads.len() as f64))],
        );
        let at_latency = |latency: &DataNumber| l.message("chart-at-latency", &[("latency", Arg::text(quantity_text(l, latency, latency_unit)))]);
        let spec = ChartSpec {
            title: title.clone(),
            description,
            kind: ChartKind::GroupedBars(GroupedBars {
                value_title: axis_title(l, table.data.columns[load_col].id.as_str(), load_unit),
                groups: workloads.iter().map(|w| l.label(w)).collect(),
                series: config_names.clone(),
                values: peaks.iter().map(|row| row.iter().map(|p| p.as_ref().map(|(load, _)| load.value)).collect()).collect(),
                labels: peaks.iter().map(|row| row.iter().map(|p| p.as_ref().map(|(load, _)| quantity_text(l, load, load_unit))).collect()).collect(),
                notes: peaks.iter().map(|row| row.iter().map(|p| p.as_ref().map(|(_, latency)| at_latency(latency))).collect()).collect(),
            }),
        };
        // The table beside it: a row per peak, with its latency.
        let mut rows = Vec::new();
        for (workload, row) in workloads.iter().zip(&peaks) {
            for (name, peak) in config_names.iter().zip(row) {
                let Some((load, latency)) = peak else { continue };
                rows.push(vec![text_cell(l.label(workload), true), text_cell(name.clone(), false), number_cell(l, Some(load)), number_cell(l, Some(latency))]);
            }
        }
        let id = match only {
            Some(workload) => format!("chart-{}-{workload}", table.id),
            None => format!("chart-{}-peaks", table.id),
        };
        let fallback = data_table(
            l,
            format!("{id}-data"),
            title,
            Family::LoadCurve,
            vec![
                header(l.label("workload"), false),
                header(l.label("config"), false),
                header(axis_title(l, table.data.columns[load_col].id.as_str(), load_unit), true),
                header(axis_title(l, table.data.columns[latency_col].id.as_str(), latency_unit), true),
            ],
            rows,
        );
        Some(self.figure(id, spec, fallback, files))
    }

    fn matrix_charts(&self, table: &Table, names: &dyn Names, files: &mut Vec<(String, String)>, only: Option<&str>) -> Vec<FigureView> {
        let l = self.localizer;
        let workloads: Vec<String> = facet_values(table, Facet::Workload).into_iter().flatten().collect();
        let configs: Vec<String> = facet_values(table, Facet::Config).into_iter().flatten().collect();
        let mut figures = Vec::new();
        for (column, role) in table.roles.iter().enumerate() {
            let Role::Metric(metric) = role else { continue };
            if only.is_some_and(|m| m != metric.id) {
                continue;
            }
            let Some(unit) = table.data.columns[column].unit else { continue };
            let cell_of = |workload: &str, config: &str| {
                table
                    .data
                    .rows
                    .iter()
                    .find(|r| table.facet(r, Facet::Workload) == Some(workload) && table.facet(r, Facet::Config) == Some(config))
                    .and_then(|r| number_at(table, r, column))
            };
            let present: Vec<&String> =
                workloads.iter().filter(|w| configs.iter().any(|c| cell_of(w, c).is_some())).collect();
            if present.is_empty() {
                continue;
            }
            // Bars carry their values as the data writes them: the scale is in the same unit.
            let (display, factor) = (unit, 1.0);
            let values: Vec<Vec<Option<f64>>> = present
                .iter()
                .map(|w| {
                    configs
                        .iter()
                        .map(|c| cell_of(w, c).map(|(n, u)| n.value * u.to_base(1.0) / unit.to_base(1.0) * factor))
                        .collect()
                })
                .collect();
            let metric_name = l.label(metric.id);
            let config_names: Vec<String> = configs.iter().map(|c| names.config(c)).collect();
            let title = benchmark_title(l, names, table, l.message("chart-matrix-title", &[("metric", Arg::text(metric_name.clone()))]));
            let description = l.message(
                "chart-matrix-desc",
                &[
                    ("metric", Arg::text(metric_name)),
                    ("configs", Arg::text(l.format_list(&config_names))),
                    ("workloads", Arg::Number(present.len() as f64)),
                ],
            );
            let grid = present.iter().map(|w| configs.iter().map(|c| cell_of(w, c).map(|(n, _)| n)).collect()).collect();
            figures.push(self.grouped_figure(
                GroupedData {
                    id: format!("chart-{}-{}", table.id, metric.id),
                    family: Family::Matrix,
                    title,
                    description,
                    value_title: axis_title(l, metric.id, display),
                    unit,
                    group_heading: l.label("workload"),
                    groups: present.iter().map(|w| l.label(w)).collect(),
                    series: config_names,
                    grid,
                    values,
                    notes: Vec::new(),
                },
                files,
            ));
        }
        figures
    }

    /// Bars per VM when an application table lists individual VMs (or their range), for its
    /// first metric: the headline (TPS); the others are in the table below it.
    fn per_vm_charts(&self, table: &Table, names: &dyn Names, files: &mut Vec<(String, String)>) -> Vec<FigureView> {
        let l = self.localizer;
        let vms: Vec<String> = facet_values(table, Facet::Vm)
            .into_iter()
            .flatten()
            .filter(|vm| vm != crate::data::results::AGGREGATE_VM)
            .collect();
        if vms.len() < 2 {
            return Vec::new();
        }
        let configs = facet_values(table, Facet::Config);
        let mut figures = Vec::new();
        for (column, role) in table.roles.iter().enumerate() {
            let Role::Metric(metric) = role else { continue };
            let Some(unit) = table.data.columns[column].unit else { continue };
            let cell_of = |vm: &str, config: Option<&str>| {
                table
                    .data
                    .rows
                    .iter()
                    .find(|r| table.facet(r, Facet::Vm) == Some(vm) && table.facet(r, Facet::Config) == config)
                    .and_then(|r| number_at(table, r, column))
            };
            let present: Vec<&String> = vms.iter().filter(|vm| configs.iter().any(|c| cell_of(vm, c.as_deref()).is_some())).collect();
            if present.len() < 2 {
                continue;
            }
            let series_names: Vec<String> = configs
                .iter()
                .map(|c| c.as_deref().map(|c| names.config(c)).unwrap_or_else(|| l.label(metric.id)))
                .collect();
            let values = present
                .iter()
                .map(|vm| configs.iter().map(|c| cell_of(vm, c.as_deref()).map(|(n, _)| n.value)).collect())
                .collect();
            let metric_name = l.label(metric.id);
            let title = benchmark_title(l, names, table, l.message("chart-per-vm-title", &[("metric", Arg::text(metric_name.clone()))]));
            let description = l.message(
                "chart-per-vm-desc",
                &[("metric", Arg::text(metric_name)), ("vms", Arg::Number(present.len() as f64))],
            );
            let grid = present
                .iter()
                .map(|vm| configs.iter().map(|c| cell_of(vm, c.as_deref()).map(|(n, _)| n)).collect())
                .collect();
            figures.push(self.grouped_figure(
                GroupedData {
                    id: format!("chart-{}-vm-{}", table.id, metric.id),
                    family: Family::Application,
                    title,
                    description,
                    value_title: axis_title(l, metric.id, unit),
                    unit,
                    group_heading: l.label("vm"),
                    groups: present.iter().map(|vm| l.label(vm)).collect(),
                    series: series_names,
                    grid,
                    values,
                    notes: Vec::new(),
                },
                files,
            ));
            break;
        }
        figures
    }

    /// "Transactions per second — SQL Server TPC-C", with the workload when there is one.
    pub fn ranking_title(&self, ranking: &Ranking, protocol_name: &str) -> String {
        let l = self.localizer;
        let metric_name = l.label(ranking.metric.id);
        match &ranking.workload {
            Some(w) => l.message(
                "chart-ranking-title-workload",
                &[("metric", Arg::text(metric_name)), ("workload", Arg::text(l.label(w))), ("protocol", Arg::text(protocol_name))],
            ),
            None => l.message("chart-ranking-title", &[("metric", Arg::text(metric_name)), ("protocol", Arg::text(protocol_name))]),
        }
    }

    /// A grouped-bars chart and the table of its numbers, for matrices and per-VM results.
    fn grouped_figure(&self, data: GroupedData, files: &mut Vec<(String, String)>) -> FigureView {
        let l = self.localizer;
        let mut header_row = vec![header(data.group_heading, false)];
        header_row.extend(data.series.iter().map(|n| header(n.clone(), true)));
        let rows = data
            .groups
            .iter()
            .zip(&data.grid)
            .map(|(group, cells)| {
                let mut row = vec![text_cell(group.clone(), true)];
                row.extend(cells.iter().map(|n| number_cell(l, n.as_ref())));
                row
            })
            .collect();
        // Each bar carries its value as the data gives it, with its unit.
        let labels = data.grid.iter().map(|cells| cells.iter().map(|n| n.as_ref().map(|n| quantity_text(l, n, data.unit))).collect()).collect();
        let caption = l.with_unit(data.title.clone(), data.unit.key());
        let fallback = data_table(l, format!("{}-data", data.id), caption, data.family, header_row, rows);
        let spec = ChartSpec {
            title: data.title,
            description: data.description,
            kind: ChartKind::GroupedBars(GroupedBars {
                value_title: data.value_title,
                groups: data.groups,
                series: data.series,
                values: data.values,
                labels,
                notes: data.notes,
            }),
        };
        self.figure(data.id, spec, fallback, files)
    }

    /// Ranked bars of one ranking: its best `limit` entries, and the page's own entries
    /// wherever they rank. `entry_name` names an entry; `highlight` says which entries
    /// belong to the page's drive or review.
    #[allow(clippy::too_many_arguments)]
    pub fn ranking_figure(
        &self,
        ranking: &Ranking,
        limit: usize,
        protocol_name: &str,
        entry_name: &dyn Fn(&crate::rankings::Entry) -> String,
        highlight: &dyn Fn(&crate::rankings::Entry) -> bool,
        id_prefix: &str,
        files: &mut Vec<(String, String)>,
    ) -> FigureView {
        let l = self.localizer;
        let metric: &Metric = ranking.metric;
        // A ranking of hundreds of bars says less than its top and where this page stands.
        let shown: Vec<&crate::rankings::Entry> =
            ranking.entries.iter().enumerate().filter(|(i, e)| *i < limit || highlight(e)).map(|(_, e)| e).collect();
        let first_unit = ranking.entries[0].unit;
        let max = ranking.entries.iter().map(|e| e.base_value).fold(0.0, f64::max) / first_unit.to_base(1.0);
        let (display, _) = axis_unit(first_unit, max);
        let bars: Vec<Bar> = shown
            .iter()
            .map(|e| Bar {
                label: entry_name(e),
                value: e.base_value / display.to_base(1.0),
                value_label: quantity_text(l, &e.number, e.unit),
                highlighted: highlight(e),
            })
            .collect();
        let metric_name = l.label(metric.id);
        let title = self.ranking_title(ranking, protocol_name);
        let description = l.message(
            "chart-ranking-desc",
            &[
                ("first", Arg::text(bars[0].label.clone())),
                ("value", Arg::text(bars[0].value_label.clone())),
                ("count", Arg::Number(ranking.entries.len() as f64)),
            ],
        );
        let direction = match metric.better {
            Better::Lower => l.message("lower-is-better", &[]),
            _ => l.message("higher-is-better", &[]),
        };
        let fallback_rows = shown
            .iter()
            .zip(&bars)
            .map(|(e, bar)| {
                vec![
                    CellView {
                        text: l.format_f64(e.rank as f64, 0, false),
                        numeric: true,
                        approximate: false,
                        empty: false,
                        heading: false,
                        number: None,
                    },
                    text_cell(bar.label.clone(), true),
                    CellView { text: bar.value_label.clone(), numeric: true, approximate: e.number.approximate, empty: false, heading: false, number: None },
                ]
            })
            .collect();
        let id = format!("{id_prefix}-{}", ranking.slug());
        let fallback = data_table(
            l,
            format!("{id}-data"),
            title.clone(),
            Family::Table,
            vec![header(l.message("rank", &[]), true), header(l.message("entry", &[]), false), header(metric_name, true)],
            fallback_rows,
        );
        let spec = ChartSpec {
            title,
            description,
            kind: ChartKind::RankedBars(RankedBars {
                value_title: axis_title(l, metric.id, display),
                direction_note: direction,
                bars,
            }),
        };
        self.figure(id, spec, fallback, files)
    }
}

/// The inline SVG inside a chart file written by [`standalone_svg`].
fn inline_svg(file: &str) -> Option<String> {
    let start = file.find("<svg")?;
    // Exactly what standalone_svg added, so a reused chart is byte for byte a drawn one.
    let svg = file[start..].strip_suffix('\n')?;
    Some(svg.replacen(&format!("font-family=\"{STANDALONE_FONTS}\""), "font-family=\"inherit\"", 1))
}

/// The inline SVG as a file of its own: with the XML declaration and namespace a
/// standalone SVG file needs.
fn standalone_svg(svg: &str) -> String {
    // Inline, a chart takes the page's font; a downloaded file has no page and would fall back
    // to a serif face: it names the theme's sans-serif stack (CJK faces included) itself.
    let svg = svg.replacen("font-family=\"inherit\"", &format!("font-family=\"{STANDALONE_FONTS}\""), 1);
    format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{svg}\n")
}

/// The default theme's sans-serif stack (`--font-sans` in style.css), for chart files.
const STANDALONE_FONTS: &str = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Hiragino Sans', \
'Hiragino Kaku Gothic ProN', 'Noto Sans CJK JP', 'Noto Sans JP', 'Yu Gothic', Meiryo, sans-serif";
