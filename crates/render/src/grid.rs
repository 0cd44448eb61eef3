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

use std::collections::HashSet;

use serde::Serialize;

use iopress_site::data::{Cell, Facet, Role, Table};
use iopress_site::l10n::{Arg, Localizer};

use super::views::{self, CellView, HeaderView};

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

/// The grid's header, rows and key. A workload that measured one metric is one row, headed by
/// the workload and the metric ("4K random read, IOPS"); one that measured several is a row
/// of its name alone, spanning the table, then a row per metric it measured. A metric no
/// configuration measured for a workload has no row.
pub fn grid(
    localizer: &Localizer,
    table: &Table,
    shape: &GridShape,
    config_name: &dyn Fn(&str) -> Option<String>,
) -> (Vec<HeaderView>, Vec<Vec<CellView>>, Vec<KeyView>) {
    let key: Vec<KeyView> = shape
        .configs
        .iter()
        .enumerate()
        .map(|(i, id)| KeyView {
            short: short_name(i),
            name: config_name(id).unwrap_or_else(|| views::label(localizer, id)),
        })
        .collect();
    let header = std::iter::once(HeaderView::new(views::label(localizer, "workload"), false))
        .chain(key.iter().map(|k| HeaderView {
            name: Some(k.name.clone()),
            ..HeaderView::new(k.short.clone(), true)
        }))
        .collect();
    let row_of = |workload: &str, config: &str| {
        table.data.rows.iter().find(|row| {
            matches!(&row[shape.workload], Cell::Text(w) if w == workload)
                && matches!(&row[shape.config], Cell::Text(c) if c == config)
        })
    };
    let mut rows = Vec::new();
    for workload in &shape.workloads {
        let measured: Vec<(usize, Vec<CellView>)> = shape
            .metrics
            .iter()
            .filter_map(|&column| {
                let cells: Vec<CellView> = shape
                    .configs
                    .iter()
                    .map(|config| match row_of(workload, config).map(|row| &row[column]) {
                        Some(Cell::Number(n)) => CellView::figure(n, false),
                        _ => CellView::not_measured(true, false),
                    })
                    .collect();
                cells.iter().any(|c| !c.empty).then_some((column, cells))
            })
            .collect();
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
    (header, rows, key)
}
