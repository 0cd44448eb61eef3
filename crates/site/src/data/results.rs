//! Result tables as typed data: what each column of a table means for its family, checked
//! on load.
//!
//! A CSV file only knows labels and numbers with units. Its family (application results,
//! load curves, matrices) says which label columns name what a row is about (the
//! configuration, the workload, the VM) and which numeric columns are metrics, so that
//! charts can be drawn and results ranked without guessing.

use std::collections::BTreeSet;
use std::path::Path;

use super::metrics::{self, Metric};
use super::table::{Cell, CsvTable};
use super::Family;
use crate::diagnostics::Diagnostic;

/// A label column that says what a row is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Facet {
    Config,
    Vm,
    Workload,
}

impl Facet {
    fn parse(id: &str) -> Option<Facet> {
        Some(match id {
            "config" => Facet::Config,
            "vm" => Facet::Vm,
            "workload" => Facet::Workload,
            _ => return None,
        })
    }
}

/// What a column means.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Role {
    Facet(Facet),
    Metric(&'static Metric),
    /// `host-cpu-min`: the low end of a range of the metric.
    RangeMin(&'static Metric),
    RangeMax(&'static Metric),
    /// A column of a spec sheet or plain table: shown, never ranked.
    Free,
}

/// Columns of a result table that say how a row was measured, not what: the queue depth
/// each job kept (`iodepth`) and how many jobs or threads ran (`jobs`). Counts, shown in the
/// table, never charted or ranked; a load curve's points are ordered by them.
pub const PARAMETERS: [&str; 2] = ["iodepth", "jobs"];

/// The VM row holding the result a configuration is ranked by.
pub const AGGREGATE_VM: &str = "aggregate";

/// Which metric columns a load curve has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CurveForm {
    /// One row per measured point: `load`, `latency`.
    Points,
    /// One row per workload and configuration: `peak-iops`, `peak-latency`, `sub-ms-until`.
    Peaks,
}

/// Checks a table against its family and returns the role of each column.
pub fn classify(
    family: Family,
    data: &CsvTable,
    csv_text: &str,
    path: &Path,
    configs: &[&str],
) -> Result<Vec<Role>, Vec<Diagnostic>> {
    if matches!(family, Family::SpecSheet | Family::Table) {
        return Ok(vec![Role::Free; data.columns.len()]);
    }
    let mut problems = Vec::new();
    let header_at = |index: usize| data.cell_location(csv_text, None, index);
    let mut roles = Vec::with_capacity(data.columns.len());
    for (index, column) in data.columns.iter().enumerate() {
        let id = column.id.replace('_', "-");
        let role = match column.unit {
            None => match Facet::parse(&id) {
                Some(facet) => Role::Facet(facet),
                None => {
                    problems.push(
                        Diagnostic::error(format!("unknown label column `{}` in a {} table", column.id, family_name(family)))
                            .in_file(path)
                            .at_location(header_at(index))
                            .with_help("label columns of result tables are `config`, `vm` and `workload`; a metric needs a unit, e.g. `tps [TPS]`"),
                    );
                    continue;
                }
            },
            Some(unit) if PARAMETERS.contains(&id.as_str()) => {
                if unit.dimension() != crate::data::units::Dimension::Count {
                    problems.push(
                        Diagnostic::error(format!(
                            "`{}` is a count, not a {}",
                            column.id,
                            unit.symbol()
                        ))
                        .in_file(path)
                        .at_location(header_at(index))
                        .with_help(format!("write its header as `{} [count]`", column.id)),
                    );
                    continue;
                }
                Role::Free
            }
            Some(unit) => {
                let (metric_id, role): (&str, fn(&'static Metric) -> Role) =
                    if let Some(base) = id.strip_suffix("-min") {
                        (base, Role::RangeMin)
                    } else if let Some(base) = id.strip_suffix("-max") {
                        (base, Role::RangeMax)
                    } else {
                        (id.as_str(), Role::Metric)
                    };
                let allowed = allowed_metrics(family);
                let Some(metric) =
                    metrics::find(metric_id).filter(|m| allowed.iter().any(|a| a.id == m.id))
                else {
                    problems.push(
                        Diagnostic::error(format!(
                            "unknown column `{}` in a {} table",
                            column.id,
                            family_name(family)
                        ))
                        .in_file(path)
                        .at_location(header_at(index))
                        .with_help(format!(
                            "known metrics: {} (a `-min`/`-max` suffix marks the ends of a range)",
                            metrics::known_ids(&allowed)
                        )),
                    );
                    continue;
                };
                if !metric.accepts(unit.dimension()) {
                    let example = if metric.accepts(crate::data::units::ANY_CURRENCY) {
                        " (a currency's ISO 4217 code, e.g. `[EUR]`)"
                    } else {
                        ""
                    };
                    problems.push(
                        Diagnostic::error(format!(
                            "`{}` cannot be measured in {}",
                            column.id,
                            unit.symbol()
                        ))
                        .in_file(path)
                        .at_location(header_at(index))
                        .with_help(format!(
                            "`{}` is {}; use a unit of that kind{example}",
                            metric.id,
                            metric.kinds()
                        )),
                    );
                    continue;
                }
                role(metric)
            }
        };
        roles.push(role);
    }
    if !problems.is_empty() {
        return Err(problems);
    }

    let has = |facet: Facet| roles.contains(&Role::Facet(facet));
    let has_metric = |id: &str| roles.iter().any(|r| matches!(r, Role::Metric(m) if m.id == id));
    let header = header_at(0);
    let mut require = |facet: &str, present: bool| {
        if !present {
            problems.push(
                Diagnostic::error(format!(
                    "a {} table needs a `{facet}` column",
                    family_name(family)
                ))
                .in_file(path)
                .at_location(header),
            );
        }
    };
    match family {
        Family::LoadCurve => {
            require("workload", has(Facet::Workload));
            if has(Facet::Vm) {
                problems.push(
                    Diagnostic::error("a load curve has no `vm` column")
                        .in_file(path)
                        .at_location(header),
                );
            }
            match curve_form(&roles) {
                Some(_) => {}
                None => problems.push(
                    Diagnostic::error("a load curve needs either `load` and `latency` columns (measured points) or a `peak-iops` or `peak-throughput` column (peaks)")
                        .in_file(path)
                        .at_location(header)
                        .with_help("e.g. `workload,config,load [IOPS],latency [ms]`"),
                ),
            }
            if has_metric("load") && (has_metric("peak-iops") || has_metric("peak-throughput")) {
                problems.push(
                    Diagnostic::error("a load curve is either points (`load`, `latency`) or peaks (`peak-…`), not both")
                        .in_file(path)
                        .at_location(header),
                );
            }
        }
        Family::Matrix => {
            require("config", has(Facet::Config));
            require("workload", has(Facet::Workload));
        }
        _ => {}
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    refuse_intervals(family, data, csv_text, path, &mut problems);
    check_rows(family, data, &roles, csv_text, path, configs, &mut problems);
    if problems.is_empty() {
        Ok(roles)
    } else {
        Err(problems)
    }
}

fn family_name(family: Family) -> &'static str {
    match family {
        Family::SpecSheet => "spec-sheet",
        Family::Application => "application",
        Family::LoadCurve => "load-curve",
        Family::Matrix => "matrix",
        Family::Table => "plain",
    }
}

fn allowed_metrics(family: Family) -> Vec<&'static Metric> {
    // A load curve's points and peaks; the peaks are a load curve's alone.
    let points = ["load", "latency"];
    let peaks = ["peak-iops", "peak-throughput", "peak-latency", "sub-ms-until", "bandwidth"];
    metrics::METRICS
        .iter()
        .filter(|m| match family {
            Family::LoadCurve => {
                points.contains(&m.id)
                    || peaks.contains(&m.id)
                    || metrics::LATENCY_PERCENTILES.contains(&m.id)
            }
            _ => !peaks.contains(&m.id) && m.id != "load",
        })
        .collect()
}

pub fn curve_form(roles: &[Role]) -> Option<CurveForm> {
    let has = |id: &str| roles.iter().any(|r| matches!(r, Role::Metric(m) if m.id == id));
    if has("load") && has("latency") {
        Some(CurveForm::Points)
    } else if has("peak-iops") || has("peak-throughput") {
        Some(CurveForm::Peaks)
    } else {
        None
    }
}

/// Every figure of a result table is charted or ranked, or orders the points of a curve
/// (`iodepth`, `jobs`), and each of these takes one value: a range or a bound (`7-30`, `40+`)
/// there is an error at its cell. Spec sheets and plain tables, which are neither charted nor
/// ranked, hold them.
fn refuse_intervals(
    family: Family,
    data: &CsvTable,
    csv_text: &str,
    path: &Path,
    problems: &mut Vec<Diagnostic>,
) {
    for (row_index, row) in data.rows.iter().enumerate() {
        for (index, cell) in row.iter().enumerate() {
            let Cell::Interval(interval) = cell else { continue };
            problems.push(
                Diagnostic::error(format!(
                    "`{interval}` in column `{}` is {}, and every figure of a{} {} table is a point that is charted or ranked",
                    data.columns[index].id,
                    interval.noun(),
                    if family == Family::Application { "n" } else { "" },
                    family_name(family)
                ))
                .in_file(path)
                .at_location(data.cell_location(csv_text, Some(row_index), index))
                .with_help("write the figure measured; a range or a bound (a rated power of 7-30 W) belongs in a spec sheet (`family = \"spec-sheet\"`) or a plain table (`family = \"table\"`), which show it and never rank it"),
            );
        }
    }
}

/// Every row's configuration is declared, required facets are filled, no row repeats another.
fn check_rows(
    family: Family,
    data: &CsvTable,
    roles: &[Role],
    csv_text: &str,
    path: &Path,
    configs: &[&str],
    problems: &mut Vec<Diagnostic>,
) {
    let facet_index = |facet: Facet| roles.iter().position(|r| *r == Role::Facet(facet));
    let load_index = roles.iter().position(|r| matches!(r, Role::Metric(m) if m.id == "load"));
    let parameter_indexes: Vec<usize> = data
        .columns
        .iter()
        .enumerate()
        .filter(|(_, c)| PARAMETERS.contains(&c.id.replace('_', "-").as_str()))
        .map(|(i, _)| i)
        .collect();
    let mut seen = BTreeSet::new();
    for (row_index, row) in data.rows.iter().enumerate() {
        let at = |index: usize| data.cell_location(csv_text, Some(row_index), index);
        let text_of = |index: Option<usize>| match index.map(|i| &row[i]) {
            Some(Cell::Text(t)) => Some(t.as_str()),
            _ => None,
        };
        if let Some(index) = facet_index(Facet::Config) {
            match text_of(Some(index)) {
                Some(config) if !configs.contains(&config) => problems.push(
                    Diagnostic::error(format!("configuration `{config}` is not declared"))
                        .in_file(path)
                        .at_location(at(index))
                        .with_help(if configs.is_empty() {
                            "declare it in data.toml as [[config]] with `id` and `name`".to_string()
                        } else {
                            format!(
                                "declared configurations: {}; or add a [[config]] to data.toml",
                                configs.join(", ")
                            )
                        }),
                ),
                None if family == Family::Matrix => problems.push(
                    Diagnostic::error("this row names no configuration")
                        .in_file(path)
                        .at_location(at(index)),
                ),
                _ => {}
            }
        }
        if let Some(index) = facet_index(Facet::Workload) {
            if text_of(Some(index)).is_none()
                && matches!(family, Family::LoadCurve | Family::Matrix)
            {
                problems.push(
                    Diagnostic::error("this row names no workload")
                        .in_file(path)
                        .at_location(at(index)),
                );
            }
        }
        let load = load_index.and_then(|i| match &row[i] {
            Cell::Number(n) => Some(n.value.to_bits()),
            _ => None,
        });
        if family == Family::LoadCurve && load_index.is_some() && load.is_none() {
            problems.push(
                Diagnostic::error("a measured point needs its load")
                    .in_file(path)
                    .at_location(at(load_index.unwrap_or(0))),
            );
        }
        let key = (
            text_of(facet_index(Facet::Config)).map(str::to_string),
            text_of(facet_index(Facet::Vm)).map(str::to_string),
            text_of(facet_index(Facet::Workload)).map(str::to_string),
            load,
            // Rows measured at another queue depth or job count are other rows.
            parameter_indexes
                .iter()
                .map(|i| match &row[*i] {
                    Cell::Number(n) => Some(n.value.to_bits()),
                    _ => None,
                })
                .collect::<Vec<_>>(),
        );
        if !seen.insert(key.clone()) {
            let what = match family {
                Family::LoadCurve if load.is_some() => "duplicate point: this curve already has a point at this load",
                _ => "duplicate row: another row has the same configuration, VM, workload, queue depth and jobs",
            };
            problems.push(
                Diagnostic::error(what)
                    .in_file(path)
                    .at_location(at(0))
                    .with_help("remove or correct one of the two rows"),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::table::parse_csv;

    fn check(family: Family, csv: &str, configs: &[&str]) -> Result<Vec<Role>, Vec<String>> {
        let path = Path::new("t.csv");
        let table = parse_csv(csv, path).unwrap();
        classify(family, &table, csv, path, configs)
            .map_err(|e| e.iter().map(|d| d.to_string()).collect())
    }

    #[test]
    fn application_columns_become_facets_and_metrics() {
        let roles = check(
            Family::Application,
            "config,vm,tps [TPS],latency-avg [ms],host-cpu-max [%]\na,aggregate,1,2,80\n",
            &["a"],
        )
        .unwrap();
        assert_eq!(roles[0], Role::Facet(Facet::Config));
        assert!(matches!(roles[2], Role::Metric(m) if m.id == "tps"));
        assert!(matches!(roles[4], Role::RangeMax(m) if m.id == "host-cpu"));
    }

    #[test]
    fn unknown_column_and_wrong_unit_are_errors() {
        let errors = check(Family::Application, "vm,speed [TPS]\naggregate,1\n", &[]).unwrap_err();
        assert!(errors[0].starts_with("t.csv:1:4: error: unknown column `speed`"), "{errors:?}");
        let errors = check(Family::Application, "vm,tps [ms]\naggregate,1\n", &[]).unwrap_err();
        assert!(errors[0].contains("`tps` cannot be measured in ms"), "{errors:?}");
    }

    #[test]
    fn undeclared_configuration_is_named_at_its_cell() {
        let errors = check(
            Family::LoadCurve,
            "workload,config,peak-iops [IOPS]\nsql,dr-on,1\nsql,dr-of,2\n",
            &["dr-on", "dr-off"],
        )
        .unwrap_err();
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(
            errors[0].starts_with("t.csv:3:5: error: configuration `dr-of` is not declared"),
            "{errors:?}"
        );
        assert!(errors[0].contains("dr-on, dr-off"));
    }

    #[test]
    fn duplicate_point_is_an_error() {
        let csv = "workload,load [IOPS],latency [ms]\nsql,1000,0.5\nsql,2000,0.7\nsql,1000,0.6\n";
        let errors = check(Family::LoadCurve, csv, &[]).unwrap_err();
        assert!(errors[0].starts_with("t.csv:4:1: error: duplicate point"), "{errors:?}");
    }

    #[test]
    fn load_curve_needs_a_form_and_a_workload() {
        let errors = check(Family::LoadCurve, "config,latency [ms]\na,1\n", &["a"]).unwrap_err();
        assert!(errors.iter().any(|e| e.contains("needs a `workload` column")), "{errors:?}");
        assert!(errors.iter().any(|e| e.contains("either `load` and `latency`")), "{errors:?}");
    }

    #[test]
    fn matrix_rows_are_unique_per_config_and_workload() {
        let csv = "config,workload,iops [IOPS]\na,sql,1\na,sql,2\n";
        let errors = check(Family::Matrix, csv, &["a"]).unwrap_err();
        assert!(errors[0].contains("duplicate row"), "{errors:?}");
    }
}
