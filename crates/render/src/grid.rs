//! A long-format result table shown as a grid: one column per configuration, one row per
//! workload and metric.
//!
//! A results file lists one row per (configuration, workload) pair, which is how the data is
//! best kept and downloaded; read on a page, it repeats a configuration's name of three or four
//! lines on every row and leaves half its cells "—" where a workload measured one metric of
//! two (issue 37: the SN630's VDBench table was 32 rows). The grid says the same in a fraction
//! of the height: configurations head the columns by short names (A, B, …) with a key under
//! the caption, and each workload's metrics are rows under it. Only the page's table changes:
//! the downloads keep the data's long format.
//!
//! Where the configurations are few, a workload's metrics fit side by side instead: one row
//! per workload, a column per metric and configuration under the metric's name (the SN630's
//! four metrics of two configurations: 16 rows, where a row per metric made 49 and its grid
//! was taller on a desktop than the long form).

use std::collections::HashSet;

use serde::Serialize;

use iopress_site::data::{Cell, Facet, Role, Table};
use iopress_site::l10n::{Arg, Localizer};

use super::views::{self, CellView, HeaderView};

/// At most this many columns of figures (metrics × configurations) are set side by side: eight
/// figures and the workload's name still fit a desktop's 760-px column.
const MOST_FIGURE_COLUMNS_SIDE_BY_SIDE: usize = 8;

/// A heading over several columns of the header's row: a metric over its configurations.
#[derive(Debug, Clone, Serialize)]
pub struct HeaderGroupView {
    pub text: String,
    pub span: usize,
}

/// A grid as a page shows it: its header (and the metric headings over it, when metrics
/// stand side by side), rows and key.
pub struct Grid {
    pub header: Vec<HeaderView>,
    pub header_groups: Vec<HeaderGroupView>,
    pub rows: Vec<Vec<CellView>>,
    pub key: Vec<KeyView>,
}

/// A configuration's short name in a grid's header, and the name it stands for.
#[derive(Debug, Clone, Serialize)]
pub struct KeyView {
    pub short: String,
    pub name: String,
}

/// Where a table's rows are (configuration, workload) pairs: its facet columns, metric
/// columns and the values of each facet in the order rows first name them.
pub struct GridShape {
    config: usize,
    workload: usize,
    metrics: Vec<usize>,
    configs: Vec<String>,
    workloads: Vec<String>,
}

/// The grid a table can be shown as: when its columns are a `config` and a `workload` facet
/// and figures of metrics, no pair of them is on two rows, and it holds at least two
/// configurations and two workloads (otherwise there is no name repeated to save).
pub fn shape(table: &Table) -> Option<GridShape> {
    if table.transpose {
        return None;
    }
    let config = table.column_of(Role::Facet(Facet::Config))?;
    let workload = table.column_of(Role::Facet(Facet::Workload))?;
    let metrics: Vec<usize> = table
        .roles
        .iter()
        .enumerate()
        .filter(|(_, role)| matches!(role, Role::Metric(_)))
        .map(|(i, _)| i)
        .collect();
    if metrics.is_empty() || metrics.len() + 2 != table.data.columns.len() {
        return None;
    }
    let mut pairs = HashSet::new();
    let (mut configs, mut workloads): (Vec<String>, Vec<String>) = (Vec::new(), Vec::new());
    for row in &table.data.rows {
        let (Cell::Text(c), Cell::Text(w)) = (&row[config], &row[workload]) else { return None };
        if !pairs.insert((c.as_str(), w.as_str())) {
            return None;
        }
        if !configs.contains(c) {
            configs.push(c.clone());
        }
        if !workloads.contains(w) {
            workloads.push(w.clone());
        }
    }
    (configs.len() >= 2 && workloads.len() >= 2).then_some(GridShape {
        config,
        workload,
        metrics,
        configs,
        workloads,
    })
}

/// The short name of the `index`th configuration: A, B, … Z, then 27, 28, …
fn short_name(index: usize) -> String {
    match u8::try_from(index).ok().filter(|&i| i < 26) {
        Some(i) => char::from(b'A' + i).to_string(),
        None => (index + 1).to_string(),
    }
}

/// The grid a table is shown as: on screen its metrics side by side when they fit
/// ([`MOST_FIGURE_COLUMNS_SIDE_BY_SIDE`]) and that takes fewer rows, else a row per metric. On
/// paper always a row per metric: a printed table breaks between workloads, and a workload's
/// group of rows is what lets a table start at the foot of a page and go on after a chart
/// floated to the next one (print.css), which a table of a few tall rows could not do
/// without leaving its last row alone on a third page.
pub fn grid(
    localizer: &Localizer,
    table: &Table,
    shape: &GridShape,
    config_name: &dyn Fn(&str) -> Option<String>,
    medium: views::Medium,
) -> Grid {
    let key: Vec<KeyView> = shape
        .configs
        .iter()
        .enumerate()
        .map(|(i, id)| KeyView {
            short: short_name(i),
            name: config_name(id).unwrap_or_else(|| views::label(localizer, id)),
        })
        .collect();
    let figures = measured_figures(table, shape);
    let rows_per_metric: usize =
        figures.iter().map(|metrics| if metrics.len() == 1 { 1 } else { metrics.len() + 1 }).sum();
    let side_by_side = medium == views::Medium::Screen
        && shape.metrics.len() >= 2
        && shape.metrics.len() * shape.configs.len() <= MOST_FIGURE_COLUMNS_SIDE_BY_SIDE
        && shape.workloads.len() < rows_per_metric;
    if side_by_side {
        metrics_side_by_side(localizer, table, shape, key)
    } else {
        a_row_per_metric(localizer, table, shape, key, figures)
    }
}

/// For each workload, the figures of each metric some configuration measured for it: the
/// metric's column and a cell per configuration.
fn measured_figures(table: &Table, shape: &GridShape) -> Vec<Vec<(usize, Vec<CellView>)>> {
    shape
        .workloads
        .iter()
        .map(|workload| {
            shape
                .metrics
                .iter()
                .filter_map(|&column| {
                    let cells = figures_of(table, shape, workload, column);
                    cells.iter().any(|c| !c.empty).then_some((column, cells))
                })
                .collect()
        })
        .collect()
}

/// A cell per configuration: its figure of the metric in `column` for `workload`.
fn figures_of(table: &Table, shape: &GridShape, workload: &str, column: usize) -> Vec<CellView> {
    let row_of = |config: &str| {
        table.data.rows.iter().find(|row| {
            matches!(&row[shape.workload], Cell::Text(w) if w == workload)
                && matches!(&row[shape.config], Cell::Text(c) if c == config)
        })
    };
    shape
        .configs
        .iter()
        .map(|config| match row_of(config).map(|row| &row[column]) {
            Some(Cell::Number(n)) => CellView::figure(n, false),
            _ => CellView::not_measured(true, false),
        })
        .collect()
}

/// The configurations' short names as column headings, read by their full names.
fn config_headings(key: &[KeyView]) -> impl Iterator<Item = HeaderView> + '_ {
    key.iter().map(|k| HeaderView {
        name: Some(k.name.clone()),
        ..HeaderView::new(k.short.clone(), true)
    })
}

/// One row per workload; a metric's name heads the columns of its configurations. Each
/// column holds one metric's figures, aligned like a long table's column.
fn metrics_side_by_side(
    localizer: &Localizer,
    table: &Table,
    shape: &GridShape,
    key: Vec<KeyView>,
) -> Grid {
    let header_groups = std::iter::once(HeaderGroupView { text: String::new(), span: 1 })
        .chain(shape.metrics.iter().map(|&column| HeaderGroupView {
            text: views::column_heading(localizer, &table.data.columns[column]),
            span: shape.configs.len(),
        }))
        .collect();
    let header = std::iter::once(HeaderView::new(views::label(localizer, "workload"), false))
        .chain(shape.metrics.iter().flat_map(|_| config_headings(&key)))
        .collect();
    let mut rows: Vec<Vec<CellView>> = shape
        .workloads
        .iter()
        .map(|workload| {
            std::iter::once(CellView::text(views::label(localizer, workload), true))
                .chain(
                    shape
                        .metrics
                        .iter()
                        .flat_map(|&column| figures_of(table, shape, workload, column)),
                )
                .collect()
        })
        .collect();
    views::format_table_columns(localizer, table.decimals, &mut rows);
    Grid { header, header_groups, rows, key }
}

/// A workload that measured one metric is one row, headed by the workload and the metric
/// ("4K random read, IOPS"); one that measured several is a row of its name alone, spanning
/// the table, then a row per metric it measured. A metric no configuration measured for a
/// workload has no row.
fn a_row_per_metric(
    localizer: &Localizer,
    table: &Table,
    shape: &GridShape,
    key: Vec<KeyView>,
    figures: Vec<Vec<(usize, Vec<CellView>)>>,
) -> Grid {
    let header = std::iter::once(HeaderView::new(views::label(localizer, "workload"), false))
        .chain(config_headings(&key))
        .collect();
    let mut rows = Vec::new();
    for (workload, measured) in shape.workloads.iter().zip(figures) {
        let workload_name = views::label(localizer, workload);
        let metric_name =
            |column: usize| views::column_heading(localizer, &table.data.columns[column]);
        if let [(column, cells)] = measured.as_slice() {
            let heading = localizer.message(
                "value-then",
                &[("a", Arg::text(workload_name)), ("b", Arg::text(metric_name(*column)))],
            );
            rows.push(
                std::iter::once(CellView::text(heading, true)).chain(cells.clone()).collect(),
            );
            continue;
        }
        rows.push(vec![CellView::text(workload_name, true)]);
        for (column, cells) in measured {
            rows.push(
                std::iter::once(CellView::text(metric_name(column), true)).chain(cells).collect(),
            );
        }
    }
    // A column holds several metrics: each figure shows its own digits, none is padded.
    for row in &mut rows {
        views::format_each(localizer, &mut row.iter_mut().collect::<Vec<_>>());
    }
    Grid { header, header_groups: Vec::new(), rows, key }
}
