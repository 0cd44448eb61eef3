//! Load-curve results as charts: latency against load as curves when a series has the
//! points to be one, as bars of its peaks when it has not.

use super::*;

/// The fewest measured points a series needs to be drawn as a curve.
const CURVE_POINTS: usize = 3;

impl FigureMaker<'_> {
    pub(super) fn load_curves(
        &self,
        table: &Table,
        names: &dyn Names,
        only: Option<&str>,
    ) -> Vec<FigureView> {
        let l = self.localizer;
        let Some(form) = iopress_site::data::results::curve_form(&table.roles) else {
            return Vec::new();
        };
        let (load_col, latency_col, sub_ms_col) = match form {
            CurveForm::Points => {
                (metric_column(table, "load"), metric_column(table, "latency"), None)
            }
            CurveForm::Peaks => (
                metric_column(table, "peak-iops")
                    .or_else(|| metric_column(table, "peak-throughput")),
                metric_column(table, "peak-latency"),
                metric_column(table, "sub-ms-until"),
            ),
        };
        let (Some(load_col), Some(latency_col)) = (load_col, latency_col) else {
            return Vec::new();
        };
        let (Some(load_unit), Some(latency_unit)) =
            (table.data.columns[load_col].unit, table.data.columns[latency_col].unit)
        else {
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
                .filter(|r| {
                    table.facet(r, Facet::Workload) == workload
                        && table.facet(r, Facet::Config) == config
                })
                .filter(|r| {
                    number_at(table, r, load_col).is_some()
                        && number_at(table, r, latency_col).is_some()
                })
                .count()
        };
        let workloads = facet_values(table, Facet::Workload);
        let configs = facet_values(table, Facet::Config);
        let longest = workloads
            .iter()
            .flat_map(|w| configs.iter().map(move |c| (w, c)))
            .map(|(w, c)| measured(w.as_deref(), c.as_deref()))
            .max()
            .unwrap_or(0);
        if form == CurveForm::Peaks && longest < CURVE_POINTS {
            return self
                .peak_bars(table, names, only, (load_col, load_unit), (latency_col, latency_unit))
                .into_iter()
                .collect();
        }
        // What the sweep varied, shown at each point and in the chart's table: the queue depth,
        // and the jobs when any point ran more than one.
        let has_column = |id: &str| table.data.columns.iter().any(|c| c.id.replace('_', "-") == id);
        let has_depth = has_column("iodepth");
        let has_jobs = has_column("jobs")
            && table
                .data
                .rows
                .iter()
                .filter_map(|r| sweep_key(table, r))
                .any(|(jobs, _)| jobs != 1.0);
        let point_label = |key: Option<(f64, f64)>| -> Option<String> {
            let (jobs, depth) = key?;
            match (has_depth, has_jobs) {
                (true, true) => Some(l.message(
                    "chart-point-jobs-depth",
                    &[("jobs", Arg::Number(jobs)), ("depth", Arg::Number(depth))],
                )),
                (true, false) => {
                    Some(l.message("chart-point-depth", &[("depth", Arg::Number(depth))]))
                }
                (false, true) => {
                    Some(l.message("chart-point-jobs", &[("jobs", Arg::Number(jobs))]))
                }
                (false, false) => None,
            }
        };
        let mut figures = Vec::new();
        for workload in facet_values(table, Facet::Workload).into_iter().flatten() {
            if only.is_some_and(|w| w != workload) {
                continue;
            }
            let rows: Vec<&Vec<Cell>> = table
                .data
                .rows
                .iter()
                .filter(|r| table.facet(r, Facet::Workload) == Some(workload.as_str()))
                .collect();
            let max_load = rows
                .iter()
                .filter_map(|r| number_at(table, r, load_col))
                .map(|(n, _)| n.value)
                .fold(0.0, f64::max);
            let max_latency = rows
                .iter()
                .filter_map(|r| number_at(table, r, latency_col))
                .map(|(n, _)| n.value)
                .fold(0.0, f64::max);
            let (x_unit, x_factor) = axis_unit(load_unit, max_load);
            let (y_unit, y_factor) = axis_unit(latency_unit, max_latency);
            let one_ms = Unit::parse("ms").expect("ms is a unit");
            let reference_y = one_ms.to_base(1.0) / y_unit.to_base(1.0);

            let mut series = Vec::new();
            let mut table_rows = Vec::new();
            let mut best: Option<(f64, String)> = None;
            for config in facet_values(table, Facet::Config) {
                let config_rows: Vec<&&Vec<Cell>> = rows
                    .iter()
                    .filter(|r| table.facet(r, Facet::Config) == config.as_deref())
                    .collect();
                let name = config
                    .as_deref()
                    .map(|c| names.config(c))
                    .unwrap_or_else(|| l.label(&workload));
                let mut points: Vec<(CurvePoint, DataNumber, Option<DataNumber>)> = Vec::new();
                // Points in the order of what the sweep varied, when the table says it.
                let mut sweep_keys: Vec<Option<(f64, f64)>> = Vec::new();
                for row in &config_rows {
                    let load = number_at(table, row, load_col);
                    let latency = number_at(table, row, latency_col);
                    if let Some((sub_ms, _)) = sub_ms_col.and_then(|c| number_at(table, row, c)) {
                        points.push((
                            CurvePoint {
                                x: sub_ms.value * x_factor,
                                y: reference_y,
                                approximate: true,
                                label: None,
                            },
                            sub_ms,
                            None,
                        ));
                        sweep_keys.push(None);
                    }
                    if let (Some((load, _)), Some((latency, _))) = (load, latency) {
                        let key = sweep_key(table, row);
                        points.push((
                            CurvePoint {
                                x: load.value * x_factor,
                                y: latency.value * y_factor,
                                approximate: load.approximate || latency.approximate,
                                label: point_label(key),
                            },
                            load,
                            Some(latency),
                        ));
                        sweep_keys.push(key);
                    }
                }
                // The sweep's setting at each point, for the chart's table.
                let settings: Vec<Option<(f64, f64)>> =
                    if sweep_keys.iter().all(Option::is_some) && !sweep_keys.is_empty() {
                        // Jobs × queue depth, then jobs: past saturation the load can fall while
                        // the depth rises, and the curve must bend back, not zig-zag.
                        let mut keyed: Vec<_> = points.into_iter().zip(sweep_keys).collect();
                        keyed.sort_by(|(a, ka), (b, kb)| {
                            let (ka, kb) = (ka.expect("all keyed"), kb.expect("all keyed"));
                            (ka.0 * ka.1)
                                .total_cmp(&(kb.0 * kb.1))
                                .then(ka.0.total_cmp(&kb.0))
                                .then(a.0.x.total_cmp(&b.0.x))
                        });
                        let settings;
                        (points, settings) = keyed.into_iter().unzip();
                        settings
                    } else {
                        points.sort_by(|a, b| a.0.x.total_cmp(&b.0.x));
                        vec![None; points.len()]
                    };
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
                            (
                                "latency",
                                Arg::text(quantity_text(
                                    l,
                                    latency.as_ref().expect("peak has a latency"),
                                    latency_unit,
                                )),
                            ),
                        ],
                    );
                    if best.as_ref().is_none_or(|(v, _)| load.value > *v) {
                        let sentence = l.message(
                            "ranking-sentence",
                            &[
                                ("entry", Arg::text(name.clone())),
                                ("position", Arg::text(label.clone())),
                            ],
                        );
                        best = Some((load.value, sentence));
                    }
                    label
                });
                for ((_, load, latency), setting) in points.iter().zip(&settings) {
                    let mut row = vec![text_cell(name.clone(), true)];
                    if has_depth {
                        row.push(number_cell(
                            setting.map(|(_, depth)| DataNumber::from_f64(depth)).as_ref(),
                        ));
                    }
                    if has_jobs {
                        row.push(number_cell(
                            setting.map(|(jobs, _)| DataNumber::from_f64(jobs)).as_ref(),
                        ));
                    }
                    row.extend([
                        number_cell(Some(load)),
                        match latency {
                            Some(latency) => number_cell(Some(latency)),
                            None => CellView::written(
                                format!(
                                    "< {}",
                                    quantity_text(l, &DataNumber::from_f64(1.0), one_ms)
                                ),
                                true,
                                false,
                            ),
                        },
                    ]);
                    table_rows.push(row);
                }
                series.push(CurveSeries {
                    name,
                    points: points.into_iter().map(|p| p.0).collect(),
                    peak,
                    peak_label,
                });
            }
            // A configuration without a point in this workload is no series: not in the legend.
            series.retain(|s| !s.points.is_empty());
            let workload_name = l.label(&workload);
            let title = benchmark_title(
                l,
                names,
                table,
                l.message(
                    "chart-load-curve-title",
                    &[("workload", Arg::text(workload_name.clone()))],
                ),
            );
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
                [header(l.label("config"), false)]
                    .into_iter()
                    .chain(has_depth.then(|| header(l.label("iodepth"), true)))
                    .chain(has_jobs.then(|| header(l.label("jobs"), true)))
                    .chain([
                        header(axis_title(l, "load", load_unit), true),
                        header(axis_title(l, "latency", latency_unit), true),
                    ])
                    .collect(),
                table_rows,
            );
            figures.push(self.figure(id, spec, fallback));
        }
        figures
    }

    /// Peaks as bars: a row per workload, a bar per configuration, each ending with its peak
    /// load and the latency there (`442 089 IOPS à 4,8 ms`).
    pub(super) fn peak_bars(
        &self,
        table: &Table,
        names: &dyn Names,
        only: Option<&str>,
        (load_col, load_unit): (usize, Unit),
        (latency_col, latency_unit): (usize, Unit),
    ) -> Option<FigureView> {
        let l = self.localizer;
        let workloads: Vec<String> = facet_values(table, Facet::Workload)
            .into_iter()
            .flatten()
            .filter(|w| only.is_none_or(|o| o == w))
            .collect();
        let configs = facet_values(table, Facet::Config);
        // The peak of a series: its measured point of highest load.
        let peak = |workload: &str, config: Option<&str>| {
            table
                .data
                .rows
                .iter()
                .filter(|r| {
                    table.facet(r, Facet::Workload) == Some(workload)
                        && table.facet(r, Facet::Config) == config
                })
                .filter_map(|r| {
                    Some((number_at(table, r, load_col)?.0, number_at(table, r, latency_col)?.0))
                })
                .max_by(|a, b| a.0.value.total_cmp(&b.0.value))
        };
        // A configuration without any peak in the chosen workloads is left out, legend too.
        let configs: Vec<Option<String>> = configs
            .into_iter()
            .filter(|c| workloads.iter().any(|w| peak(w, c.as_deref()).is_some()))
            .collect();
        let workloads: Vec<String> = workloads
            .into_iter()
            .filter(|w| configs.iter().any(|c| peak(w, c.as_deref()).is_some()))
            .collect();
        if workloads.is_empty() {
            return None;
        }
        let peaks: Vec<Vec<Option<(DataNumber, DataNumber)>>> = workloads
            .iter()
            .map(|w| configs.iter().map(|c| peak(w, c.as_deref())).collect())
            .collect();
        let config_names: Vec<String> = configs
            .iter()
            .map(|c| {
                c.as_deref().map(|c| names.config(c)).unwrap_or_else(|| l.label(table.id.as_str()))
            })
            .collect();
        let metric_name = l.label(table.data.columns[load_col].id.as_str());
        let title = benchmark_title(
            l,
            names,
            table,
            l.message("chart-matrix-title", &[("metric", Arg::text(metric_name.clone()))]),
        );
        let description = l.message(
            "chart-matrix-desc",
            &[
                ("metric", Arg::text(metric_name)),
                ("configs", Arg::text(l.format_list(&config_names))),
                ("workloads", Arg::Number(workloads.len() as f64)),
            ],
        );
        let at_latency = |latency: &DataNumber| {
            l.message(
                "chart-at-latency",
                &[("latency", Arg::text(quantity_text(l, latency, latency_unit)))],
            )
        };
        let spec = ChartSpec {
            title: title.clone(),
            description,
            kind: ChartKind::GroupedBars(GroupedBars {
                value_title: axis_title(l, table.data.columns[load_col].id.as_str(), load_unit),
                groups: workloads.iter().map(|w| l.label(w)).collect(),
                series: config_names.clone(),
                values: peaks
                    .iter()
                    .map(|row| row.iter().map(|p| p.as_ref().map(|(load, _)| load.value)).collect())
                    .collect(),
                labels: peaks
                    .iter()
                    .map(|row| {
                        row.iter()
                            .map(|p| p.as_ref().map(|(load, _)| quantity_text(l, load, load_unit)))
                            .collect()
                    })
                    .collect(),
                notes: peaks
                    .iter()
                    .map(|row| {
                        row.iter()
                            .map(|p| p.as_ref().map(|(_, latency)| at_latency(latency)))
                            .collect()
                    })
                    .collect(),
            }),
        };
        // The table beside it: a row per peak, with its latency.
        let mut rows = Vec::new();
        for (workload, row) in workloads.iter().zip(&peaks) {
            for (name, peak) in config_names.iter().zip(row) {
                let Some((load, latency)) = peak else { continue };
                rows.push(vec![
                    text_cell(l.label(workload), true),
                    text_cell(name.clone(), false),
                    number_cell(Some(load)),
                    number_cell(Some(latency)),
                ]);
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
                header(
                    axis_title(l, table.data.columns[latency_col].id.as_str(), latency_unit),
                    true,
                ),
            ],
            rows,
        );
        Some(self.figure(id, spec, fallback))
    }
}
