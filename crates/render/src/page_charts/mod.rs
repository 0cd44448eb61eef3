//! Charts from data: which charts a table or a ranking gets, their localized texts, and
//! the cache that keeps an unchanged chart from being drawn again.
//!
//! Every chart comes with the same numbers as an HTML table, for screen readers, print
//! and anyone who wants the figures rather than the picture.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use serde::Serialize;

use iopress_charts::draw::render_svg_at;
use iopress_charts::spec::{
    ChartKind, ChartSpec, CurvePoint, CurveSeries, GroupedBars, LoadCurve, Reference,
};
use iopress_site::data::metrics::{Better, Metric};
use iopress_site::data::{Cell, CurveForm, DataNumber, Facet, Family, Protocol, Role, Table, Unit};
use iopress_site::l10n::{Arg, Localizer};
use iopress_site::rankings::Ranking;

use super::views::{self, CellView, HeaderView, TableView};

mod load_curves;
mod store;

pub use store::{ChartStore, DrawnChart};

/// A chart ready for a template: its drawings, inline, and its data as a table.
///
/// A page carries its charts as `<svg>` elements (issue 40: a file per drawing cost more
/// files than the hosts take), each in the page's font and text colour (`currentColor`), so
/// in its dark mode too. On the print page the phone drawing alone, in the page's light
/// colours: see [`FigureView::for_print`].
#[derive(Debug, Clone, Serialize)]
pub struct FigureView {
    pub id: String,
    pub title: String,
    /// The chart drawn for a phone (480 px, scaled down to narrower columns): an `<svg>`
    /// element, named by its own `<title>` and `<desc>` (`aria-labelledby`). Shown where the
    /// wide drawing is not. With `bars`, a ranking's bars in HTML instead (its `<figcaption>`
    /// and an `<ol class="ranked-bars">`), for every width.
    pub svg: Arc<str>,
    /// The same chart drawn for a desktop's text column (760 px, ids `<id>-wide-…`), shown
    /// there instead (style.css, from 64 rem): its text at the phone drawing's sizes rather
    /// than scaled up ×1.6. Null on paper.
    pub wide: Option<Arc<str>>,
    /// A ranking's bars in HTML (`svg`), which carry every name and figure as text: no wide
    /// drawing, no data table, and their caption their own.
    pub bars: bool,
    /// Shown on a print page: the phone drawing alone, without the data table and the link
    /// a screen shows under it.
    pub print: bool,
    pub table: TableView,
    /// The table of the same page that holds every figure the chart draws (a review's
    /// results table, for the charts drawn from it): the chart links to it instead of
    /// repeating its figures as a table of its own. None where the figures are on no table
    /// of the page (a ranking's best entries): `table` is shown under the chart.
    pub figures_in: Option<FiguresIn>,
    /// Placed in the prose by a shortcode: the standard results section leaves it out.
    pub placed: bool,
    /// The content hashes of its drawings (phone, then wide), for the build's ledger.
    #[serde(skip)]
    pub hashes: Vec<String>,
}

/// Where on its page a chart's figures are: the fragment of their table and its caption.
#[derive(Debug, Clone, Serialize)]
pub struct FiguresIn {
    /// `#table-<id>`.
    pub href: String,
    pub caption: String,
}

/// The suffix of a wide drawing's id (`<id>-wide`), whose own ids (`<id>-wide-title`…) so
/// differ from the phone drawing's on the same page.
pub const WIDE_ID_SUFFIX: &str = "-wide";

/// The class that tells the two drawings of a screen's chart apart (style.css shows one).
const PHONE_CLASS: &str = "chart chart-phone";
const WIDE_CLASS: &str = "chart chart-wide";

/// `svg` with its root's class `class` (a drawing's root is `class="chart"`, its first class).
fn with_class(svg: &str, class: &str) -> String {
    svg.replacen(" class=\"chart\"", &format!(" class=\"{class}\""), 1)
}

/// A drawing's ids (`<old>-title`, `<old>-desc`, `<old>-pat-…`), and what refers to them,
/// renamed under `new`: two figures of one id (two reviews' `sql-server` charts) on one
/// print page each keep ids of their own.
fn renamed(svg: &str, old: &str, new: &str) -> String {
    svg.replace(&format!(" id=\"{old}-"), &format!(" id=\"{new}-"))
        .replace(&format!("url(#{old}-"), &format!("url(#{new}-"))
        .replacen(
            &format!("aria-labelledby=\"{old}-title {old}-desc\""),
            &format!("aria-labelledby=\"{new}-title {new}-desc\""),
            1,
        )
}

/// The wide drawing `svg` (ids `<wide>-…`) named by the phone drawing's `<title>` and `<desc>`
/// (ids `<phone>-title`, `<phone>-desc`) instead of its own copies of them: the same words,
/// on the same page, and a ranking's description names every entry level with the first (6
/// KB on the bench site's). `aria-labelledby` reads them where the phone drawing is not
/// displayed. A drawing that is not as drawn (no title where expected) is left whole.
fn named_by(svg: &str, wide: &str, phone: &str) -> String {
    let title = format!("<title id=\"{wide}-title\">");
    let Some(start) = svg.find(&title) else { return svg.to_string() };
    let Some(end) = svg[start..].find("</desc>\n").map(|at| start + at + "</desc>\n".len()) else {
        return svg.to_string();
    };
    let mut out = String::with_capacity(svg.len());
    out.push_str(&svg[..start]);
    out.push_str(&svg[end..]);
    out.replacen(
        &format!("aria-labelledby=\"{wide}-title {wide}-desc\""),
        &format!("aria-labelledby=\"{phone}-title {phone}-desc\""),
        1,
    )
}

impl FigureView {
    /// The same figure for a print page, its id and its table's prefixed with `id_prefix` so
    /// that two figures of the same id (two reviews' `sql-server` charts) can share the page.
    pub fn for_print(mut self, id_prefix: &str) -> FigureView {
        let id = format!("{id_prefix}{}", self.id);
        // Paper shows the phone drawing, at one scale (print.css): no class of the screen's.
        let svg = self.svg.replacen(&format!(" class=\"{PHONE_CLASS}\""), " class=\"chart\"", 1);
        self.svg = renamed(&svg, &self.id, &id).into();
        self.print = true;
        self.wide = None;
        self.id = id;
        self.table.id.insert_str(0, id_prefix);
        self
    }
}

/// Names used inside charts: configurations and ranking entries.
pub trait Names {
    fn config(&self, id: &str) -> String;
    /// The benchmark a table's results come from (its protocol's name), which its charts'
    /// titles name: two charts of one page may otherwise have one title.
    fn benchmark(&self, table: &Table) -> Option<String>;
    /// The protocol a table's results were measured under: its VM count and tolerance.
    fn protocol(&self, _table: &Table) -> Option<&Protocol> {
        None
    }
}

/// How many VMs a protocol runs (its `vms` fact), which a per-VM chart speaks of: its table
/// may list fewer (only the lowest and highest VM).
fn protocol_vms(protocol: Option<&Protocol>) -> Option<f64> {
    protocol?
        .facts
        .iter()
        .find(|fact| fact.label == "vms")
        .and_then(|fact| fact.specs.first())
        .map(|spec| spec.number.value)
}

/// The figures of a table's column on its individual VMs' rows (not the aggregate's).
fn vm_figures(table: &Table, column: usize) -> Vec<&DataNumber> {
    table
        .data
        .rows
        .iter()
        .filter(|row| {
            table
                .facet(row, Facet::Vm)
                .is_some_and(|vm| vm != iopress_site::data::results::AGGREGATE_VM)
        })
        .filter_map(|row| match &row[column] {
            Cell::Number(n) => Some(n),
            _ => None,
        })
        .collect()
}

/// The lowest and highest of `figures` when they differ by less than `tolerance` percent of
/// the highest: bars drawn from zero would differ by less than a reader can see, or than the
/// test can tell apart.
fn too_close<'n>(
    figures: &[&'n DataNumber],
    tolerance: f64,
) -> Option<(&'n DataNumber, &'n DataNumber)> {
    let low = figures.iter().copied().min_by(|a, b| a.value.total_cmp(&b.value))?;
    let high = figures.iter().copied().max_by(|a, b| a.value.total_cmp(&b.value))?;
    (figures.len() >= 2
        && high.value > 0.0
        && (high.value - low.value) / high.value * 100.0 < tolerance)
        .then_some((low, high))
}

/// The metric a per-VM chart shows: an application table's first metric with figures on
/// two or more VMs.
fn per_vm_metric(table: &Table) -> Option<(usize, &'static Metric, Unit)> {
    let vms = facet_values(table, Facet::Vm)
        .into_iter()
        .flatten()
        .filter(|vm| vm != iopress_site::data::results::AGGREGATE_VM)
        .count();
    if vms < 2 {
        return None;
    }
    table.roles.iter().enumerate().find_map(|(column, role)| match role {
        Role::Metric(metric) => {
            let unit = table.data.columns[column].unit?;
            (vm_figures(table, column).len() >= 2).then_some((column, *metric, unit))
        }
        _ => None,
    })
}

/// A sentence for a table's VMs that measured alike, said instead of their per-VM chart:
/// "Transactions per second of the 4 VMs: from 3,152.01 TPS to 3,153.2 TPS, within the
/// test's tolerance of 2 %: too close for a chart to show a difference." `None` where the
/// chart shows one.
pub fn level_vms_sentence(
    localizer: &Localizer,
    table: &Table,
    names: &dyn Names,
) -> Option<String> {
    if table.family != Family::Application {
        return None;
    }
    let (column, metric, unit) = per_vm_metric(table)?;
    let figures = vm_figures(table, column);
    let protocol = names.protocol(table);
    let tolerance =
        protocol.map_or(iopress_site::data::DEFAULT_TOLERANCE_PERCENT, Protocol::tolerance_percent);
    let (low, high) = too_close(&figures, tolerance)?;
    let vms = protocol_vms(protocol).unwrap_or(figures.len() as f64);
    Some(localizer.message(
        "chart-per-vm-level",
        &[
            ("metric", Arg::text(localizer.label(metric.id))),
            ("vms", Arg::Number(vms)),
            ("low", Arg::text(quantity_text(localizer, low, unit))),
            ("high", Arg::text(quantity_text(localizer, high, unit))),
            ("tolerance", Arg::text(crate::compare_page::percent_text(localizer, tolerance))),
        ],
    ))
}

/// A chart's title, led by the benchmark its table measured (`HCIBench: IOPS by workload…`).
fn benchmark_title(
    localizer: &Localizer,
    names: &dyn Names,
    table: &Table,
    title: String,
) -> String {
    match names.benchmark(table) {
        Some(benchmark) => localizer.message(
            "chart-title-with-benchmark",
            &[("benchmark", Arg::text(benchmark)), ("title", Arg::text(title))],
        ),
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

/// What a ranking's bar says of its entry, in the page's language.
#[derive(Debug, Clone, PartialEq)]
pub struct BarText {
    /// The entry's name.
    pub label: String,
    /// Its value with the unit.
    pub value: String,
}

impl BarText {
    pub fn new(
        localizer: &Localizer,
        entry: &iopress_site::rankings::Entry,
        label: String,
    ) -> BarText {
        BarText { label, value: quantity_text(localizer, &entry.number, entry.unit) }
    }
}

fn quantity_text(localizer: &Localizer, number: &DataNumber, unit: Unit) -> String {
    views::quantity(localizer, &iopress_site::data::Quantity { number: number.clone(), unit })
}

/// Which way a metric is better, as a sentence: "Lower is better" ("Higher is better" also
/// for a metric with no better direction).
pub fn better_text(localizer: &Localizer, metric: &Metric) -> String {
    match metric.better {
        Better::Lower => localizer.message("lower-is-better", &[]),
        _ => localizer.message("higher-is-better", &[]),
    }
}

fn axis_title(localizer: &Localizer, label_id: &str, unit: Unit) -> String {
    localizer.with_unit(localizer.label(label_id), unit.key())
}

fn header(text: String, numeric: bool) -> HeaderView {
    HeaderView::new(text, numeric)
}

fn text_cell(text: String, heading: bool) -> CellView {
    CellView::text(text, heading)
}

/// A figure of a column of figures, or `—` for one not measured.
fn number_cell(number: Option<&DataNumber>) -> CellView {
    number.map_or_else(|| CellView::not_measured(true, false), |n| CellView::figure(n, false))
}

fn data_table(
    localizer: &Localizer,
    id: String,
    caption: String,
    family: Family,
    header: Vec<HeaderView>,
    mut rows: Vec<Vec<CellView>>,
) -> TableView {
    views::format_columns(localizer, &mut rows);
    let stacks = views::too_wide_for_a_phone(&header, &rows);
    let body = views::body_html(localizer, &header, &rows, stacks);
    let long = views::is_long(&rows);
    TableView {
        id,
        lang: localizer.code().to_string(),
        caption,
        caption_lang: None,
        family,
        protocol: None,
        protocol_url: None,
        rig: None,
        header,
        header_groups: Vec::new(),
        body,
        rows,
        placed: false,
        stacks,
        downloads: None,
        key: Vec::new(),
        notes: Vec::new(),
        long,
    }
}

/// One metric across workloads, for [`FigureMaker::matrix_figure`]: `grid[workload][system]`
/// as written in the data, `values` the same numbers in `unit`.
pub struct Matrix<'m> {
    pub id: String,
    pub title: String,
    pub metric: &'m Metric,
    pub unit: Unit,
    pub workloads: Vec<String>,
    pub systems: Vec<String>,
    pub grid: Vec<Vec<Option<DataNumber>>>,
    pub values: Vec<Vec<Option<f64>>>,
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
    /// The hashes of the charts made so far, for the build's ledger.
    pub made: Mutex<Vec<String>>,
}

impl<'a> FigureMaker<'a> {
    pub fn new(store: &'a ChartStore, localizer: &'a Localizer) -> FigureMaker<'a> {
        FigureMaker { store, localizer, made: Mutex::new(Vec::new()) }
    }

    /// The hashes of the charts made, each once, sorted.
    pub fn charts_made(&self) -> Vec<String> {
        let mut made = self.made.lock().map(|m| m.clone()).unwrap_or_default();
        made.sort();
        made.dedup();
        made
    }

    fn figure(&self, id: String, spec: ChartSpec, table: TableView) -> FigureView {
        let spec = crate::typography::typeset_chart(self.localizer.locale(), spec);
        let drawn = self.store.get(&spec, &id, self.localizer);
        let wide = self.store.get_at(
            &spec,
            &format!("{id}{WIDE_ID_SUFFIX}"),
            self.localizer,
            iopress_charts::draw::WIDE_WIDTH,
        );
        if let Ok(mut made) = self.made.lock() {
            made.push(drawn.hash.clone());
            made.push(wide.hash.clone());
        }
        FigureView {
            title: spec.title,
            svg: with_class(&drawn.svg, PHONE_CLASS).into(),
            wide: Some(
                named_by(&with_class(&wide.svg, WIDE_CLASS), &format!("{id}{WIDE_ID_SUFFIX}"), &id)
                    .into(),
            ),
            bars: false,
            print: false,
            table,
            figures_in: None,
            id,
            placed: false,
            hashes: vec![drawn.hash, wide.hash],
        }
    }

    /// Figures made for another page of this build (a review's, shown again on its drive's
    /// print page), recorded as this page's charts as if made here.
    pub fn reuse(&self, figures: Vec<FigureView>) -> Vec<FigureView> {
        if let Ok(mut made) = self.made.lock() {
            made.extend(figures.iter().flat_map(|f| f.hashes.iter().cloned()));
        }
        figures
    }

    /// The charts of a result table: a latency curve per workload, grouped bars per metric
    /// of a matrix, and per-VM bars of an application table.
    pub fn table_figures(&self, table: &Table, names: &dyn Names) -> Vec<FigureView> {
        match table.family {
            Family::LoadCurve => self.load_curves(table, names, None),
            Family::Matrix => self.matrix_charts(table, names, None),
            Family::Application => self.per_vm_charts(table, names),
            Family::SpecSheet | Family::Table => Vec::new(),
        }
    }

    fn matrix_charts(
        &self,
        table: &Table,
        names: &dyn Names,
        only: Option<&str>,
    ) -> Vec<FigureView> {
        let l = self.localizer;
        let workloads: Vec<String> =
            facet_values(table, Facet::Workload).into_iter().flatten().collect();
        let configs: Vec<String> =
            facet_values(table, Facet::Config).into_iter().flatten().collect();
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
                    .find(|r| {
                        table.facet(r, Facet::Workload) == Some(workload)
                            && table.facet(r, Facet::Config) == Some(config)
                    })
                    .and_then(|r| number_at(table, r, column))
            };
            let present: Vec<&String> = workloads
                .iter()
                .filter(|w| configs.iter().any(|c| cell_of(w, c).is_some()))
                .collect();
            if present.is_empty() {
                continue;
            }
            // Bars carry their values in the column's unit, as the data writes them.
            let values: Vec<Vec<Option<f64>>> = present
                .iter()
                .map(|w| {
                    configs
                        .iter()
                        .map(|c| {
                            cell_of(w, c).map(|(n, u)| n.value * u.to_base(1.0) / unit.to_base(1.0))
                        })
                        .collect()
                })
                .collect();
            let config_names: Vec<String> = configs.iter().map(|c| names.config(c)).collect();
            let title = benchmark_title(
                l,
                names,
                table,
                l.message("chart-matrix-title", &[("metric", Arg::text(l.label(metric.id)))]),
            );
            let grid = present
                .iter()
                .map(|w| configs.iter().map(|c| cell_of(w, c).map(|(n, _)| n)).collect())
                .collect();
            figures.push(self.matrix_figure(Matrix {
                id: format!("chart-{}-{}", table.id, metric.id),
                title,
                metric,
                unit,
                workloads: present.iter().map(|w| l.label(w)).collect(),
                systems: config_names,
                grid,
                values,
            }));
        }
        figures
    }

    /// Bars per VM when an application table lists individual VMs (or their range), for its
    /// first metric: the headline (TPS); the others are in the table below it.
    fn per_vm_charts(&self, table: &Table, names: &dyn Names) -> Vec<FigureView> {
        let l = self.localizer;
        let vms: Vec<String> = facet_values(table, Facet::Vm)
            .into_iter()
            .flatten()
            .filter(|vm| vm != iopress_site::data::results::AGGREGATE_VM)
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
                    .find(|r| {
                        table.facet(r, Facet::Vm) == Some(vm)
                            && table.facet(r, Facet::Config) == config
                    })
                    .and_then(|r| number_at(table, r, column))
            };
            let present: Vec<&String> = vms
                .iter()
                .filter(|vm| configs.iter().any(|c| cell_of(vm, c.as_deref()).is_some()))
                .collect();
            if present.len() < 2 {
                continue;
            }
            // Bars of one length say nothing: the table's notes say it in a sentence instead
            // (see `level_vms_sentence`).
            if level_vms_sentence(l, table, names).is_some() {
                break;
            }
            let series_names: Vec<String> = configs
                .iter()
                .map(|c| {
                    c.as_deref().map(|c| names.config(c)).unwrap_or_else(|| l.label(metric.id))
                })
                .collect();
            let values = present
                .iter()
                .map(|vm| {
                    configs
                        .iter()
                        .map(|c| cell_of(vm, c.as_deref()).map(|(n, _)| n.value))
                        .collect()
                })
                .collect();
            let metric_name = l.label(metric.id);
            let title = benchmark_title(
                l,
                names,
                table,
                l.message("chart-per-vm-title", &[("metric", Arg::text(metric_name.clone()))]),
            );
            let description = l.message(
                "chart-per-vm-desc",
                &[
                    ("metric", Arg::text(metric_name)),
                    // The test's VMs, where the table lists fewer (the lowest and highest).
                    (
                        "vms",
                        Arg::Number(
                            protocol_vms(names.protocol(table)).unwrap_or(present.len() as f64),
                        ),
                    ),
                ],
            );
            let grid = present
                .iter()
                .map(|vm| {
                    configs.iter().map(|c| cell_of(vm, c.as_deref()).map(|(n, _)| n)).collect()
                })
                .collect();
            figures.push(self.grouped_figure(GroupedData {
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
            }));
            break;
        }
        figures
    }

    /// One metric across workloads: a group of bars per workload, a bar per tested system
    /// (a table's configurations, or the systems a protocol's reviews tested).
    pub fn matrix_figure(&self, matrix: Matrix) -> FigureView {
        let l = self.localizer;
        let metric_name = l.label(matrix.metric.id);
        let description = l.message(
            "chart-matrix-desc",
            &[
                ("metric", Arg::text(metric_name)),
                ("configs", Arg::text(l.format_list(&matrix.systems))),
                ("workloads", Arg::Number(matrix.workloads.len() as f64)),
            ],
        );
        self.grouped_figure(GroupedData {
            id: matrix.id,
            family: Family::Matrix,
            title: matrix.title,
            description,
            value_title: axis_title(l, matrix.metric.id, matrix.unit),
            unit: matrix.unit,
            group_heading: l.label("workload"),
            groups: matrix.workloads,
            series: matrix.systems,
            grid: matrix.grid,
            values: matrix.values,
            notes: Vec::new(),
        })
    }

    /// "Transactions per second — SQL Server TPC-C", with the workload when there is one.
    pub fn ranking_title(&self, ranking: &Ranking, protocol_name: &str) -> String {
        let l = self.localizer;
        let metric_name = l.label(ranking.metric.id);
        match &ranking.workload {
            Some(w) => l.message(
                "chart-ranking-title-workload",
                &[
                    ("metric", Arg::text(metric_name)),
                    ("workload", Arg::text(l.label(w))),
                    ("protocol", Arg::text(protocol_name)),
                ],
            ),
            None => l.message(
                "chart-ranking-title",
                &[("metric", Arg::text(metric_name)), ("protocol", Arg::text(protocol_name))],
            ),
        }
    }

    /// A grouped-bars chart and the table of its numbers, for matrices and per-VM results.
    fn grouped_figure(&self, data: GroupedData) -> FigureView {
        let l = self.localizer;
        let mut header_row = vec![header(data.group_heading, false)];
        header_row.extend(data.series.iter().map(|n| header(n.clone(), true)));
        let rows = data
            .groups
            .iter()
            .zip(&data.grid)
            .map(|(group, cells)| {
                let mut row = vec![text_cell(group.clone(), true)];
                row.extend(cells.iter().map(|n| number_cell(n.as_ref())));
                row
            })
            .collect();
        // Each bar carries its value as the data gives it, with its unit.
        let labels = data
            .grid
            .iter()
            .map(|cells| {
                cells.iter().map(|n| n.as_ref().map(|n| quantity_text(l, n, data.unit))).collect()
            })
            .collect();
        let caption = l.with_unit(data.title.clone(), data.unit.key());
        let fallback =
            data_table(l, format!("{}-data", data.id), caption, data.family, header_row, rows);
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
        self.figure(data.id, spec, fallback)
    }

    /// Ranked bars of one ranking: its best `limit` entries, and the page's own entries
    /// wherever they rank. `bar_text` gives the name and the value a bar shows for the entry
    /// at a position in the ranking; `highlighted` are the positions of the entries of the
    /// page's drive or review in the ranking, ascending.
    #[allow(clippy::too_many_arguments)]
    pub fn ranking_figure(
        &self,
        ranking: &Ranking,
        limit: usize,
        protocol_name: &str,
        bar_text: &dyn Fn(usize) -> BarText,
        highlighted: &[usize],
        id_prefix: &str,
    ) -> FigureView {
        let l = self.localizer;
        let metric: &Metric = ranking.metric;
        // A ranking of hundreds of bars says less than its top and where this page stands.
        // The best `limit`, then the page's own below them: found by position, never by
        // looking at every entry (a ranking of a large site has thousands).
        let top = limit.min(ranking.entries.len());
        let shown: Vec<(usize, &iopress_site::rankings::Entry, bool)> = (0..top)
            .chain(highlighted.iter().copied().filter(|&i| i >= top && i < ranking.entries.len()))
            .map(|i| (i, &ranking.entries[i], highlighted.binary_search(&i).is_ok()))
            .collect();
        let max = ranking.max_base_value();
        let ranks = ranking.ranks();
        let rows: Vec<RankedBar> = shown
            .iter()
            .enumerate()
            .map(|(at, &(i, e, own))| {
                let BarText { label, value } = bar_text(i);
                RankedBar {
                    rank: ranks.then(|| l.format_f64(e.rank as f64, 0, false)),
                    label,
                    value,
                    share: if max > 0.0 && e.base_value.is_finite() {
                        (e.base_value / max * 100.0).clamp(0.0, 100.0)
                    } else {
                        0.0
                    },
                    own,
                    apart: at > 0 && shown[at - 1].0 + 1 != i,
                }
            })
            .collect();
        let title = self.ranking_title(ranking, protocol_name);
        // The first's rank is only claimed where the ranking ranks anything, and it names
        // those level with it: by name where they are few, else by their count (a large
        // site's ranking may have most of its entries level with the first).
        let level: Vec<usize> = ranking.level_with(0).collect();
        let (first, value) = (rows[0].label.clone(), rows[0].value.clone());
        let count = Arg::Number(ranking.entries.len() as f64);
        let description = if !ranks && ranking.entries.len() > 1 {
            l.message("chart-results-desc", &[("count", count)])
        } else if level.is_empty() {
            l.message(
                "chart-ranking-desc",
                &[("first", Arg::text(first)), ("value", Arg::text(value)), ("count", count)],
            )
        } else if level.len() > LEVEL_NAMED {
            l.message(
                "chart-ranking-desc-level-count",
                &[
                    ("first", Arg::text(first)),
                    ("others", Arg::Number(level.len() as f64)),
                    ("value", Arg::text(value)),
                    ("count", count),
                ],
            )
        } else {
            let names: Vec<String> = level.iter().map(|&i| bar_text(i).label).collect();
            l.message(
                "chart-ranking-desc-level",
                &[
                    ("first", Arg::text(first)),
                    ("others", Arg::text(l.format_list(&names))),
                    ("value", Arg::text(value)),
                    ("count", count),
                ],
            )
        };
        let id = format!("{id_prefix}-{}", ranking.slug());
        let bars = ranked_bars_html(&title, &better_text(l, metric), &description, &rows);
        FigureView {
            table: TableView::empty(format!("{id}-data"), Family::Table),
            title,
            svg: bars.into(),
            wide: None,
            bars: true,
            print: false,
            figures_in: None,
            id,
            placed: false,
            hashes: Vec::new(),
        }
    }
}

/// How many entries level with a ranking's entry its description and its rank sentences name;
/// more are counted.
pub(crate) const LEVEL_NAMED: usize = 9;

/// One bar of a ranking as [`ranked_bars_html`] sets it out.
struct RankedBar {
    /// Its rank, where the ranking ranks ("1", shared by entries level with each other).
    rank: Option<String>,
    label: String,
    /// Its figure with its unit, as measured ("~12,600 TPS").
    value: String,
    /// Its length: percent of the ranking's largest value.
    share: f64,
    /// An entry of the page's drive or review.
    own: bool,
    /// Not the next in the ranking after the bar before it (the page's own entry, below
    /// the best).
    apart: bool,
}

/// A ranking's bars in HTML (issue 40): its caption (the title, which way is better and what
/// the ranking says of its first), then an ordered list, each bar its entry's rank, name and
/// figure as text at the page's size and its length in percent of the largest value. One
/// markup for every width (the text wraps, the bar scales), in the page's colours; the
/// page's own entries in bold and marked `own` (style.css draws their bar in the link
/// colour), not by colour alone. Its every name and figure is its text: no data table.
fn ranked_bars_html(title: &str, direction: &str, description: &str, rows: &[RankedBar]) -> String {
    use std::fmt::Write;
    let esc = iopress_site::templates::escape_markup;
    let mut out = String::with_capacity(256 + rows.len() * 160);
    let _ = write!(
        out,
        "<figcaption class=\"bars-caption\"><span class=\"bars-title\">{}</span> <span class=\"bars-direction\">{}</span> <span class=\"bars-desc\">{}</span></figcaption>\n<ol class=\"ranked-bars{}\">",
        esc(title),
        esc(direction),
        esc(description),
        // Without ranks (a ranking that ranks nothing): no room kept for them.
        if rows.iter().all(|row| row.rank.is_none()) { " unranked" } else { "" }
    );
    for row in rows {
        let class = match (row.own, row.apart) {
            (true, true) => " class=\"own apart\"",
            (true, false) => " class=\"own\"",
            (false, true) => " class=\"apart\"",
            (false, false) => "",
        };
        let _ = write!(out, "\n<li{class}>");
        if let Some(rank) = &row.rank {
            let _ = write!(out, "<span class=\"rank\">{}</span> ", esc(rank));
        }
        let (open, close) = if row.own { ("<strong>", "</strong>") } else { ("", "") };
        let _ = write!(
            out,
            "<span class=\"name\">{open}{}{close}</span> <span class=\"value\">{}</span><span class=\"bar\" style=\"width:{:.1}%\"></span></li>",
            esc(&row.label),
            esc(&row.value),
            row.share
        );
    }
    out.push_str("</ol>\n");
    out
}
