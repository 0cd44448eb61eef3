//! A page's prose: Markdown with its shortcodes (`value`, `table`, `chart`, `rig`) expanded.

use super::*;

impl<'a> Renderer<'a> {
    /// Prose with its shortcodes replaced by the charts, tables and figures they name; and,
    /// when `for_search`, the same prose for the search index: the figures `value` writes
    /// stay, the charts and tables placed by shortcodes go.
    pub(super) fn render_prose(
        &self,
        page: &Page,
        text: &Text,
        lang: &str,
        localizer: &Localizer,
        data: &mut PlaceableData,
        for_search: bool,
    ) -> Result<(String, Vec<Heading>, Option<String>), Vec<Diagnostic>> {
        let first_line = text.parsed.body_line;
        let at = |location: iopress_site::diagnostics::Location| {
            (location.line + first_line - 1, location.column)
        };
        let (markdown_text, shortcodes) =
            shortcodes::extract(&text.parsed.body).map_err(|errors| {
                errors
                    .into_iter()
                    .map(|e| {
                        let (line, column) = at(e.location);
                        Diagnostic::error(e.message).in_file(&text.file).at(line, column)
                    })
                    .collect::<Vec<_>>()
            })?;
        let mut replacements = Vec::with_capacity(shortcodes.len());
        let mut problems = Vec::new();
        for shortcode in &shortcodes {
            match self.expand_shortcode(page, shortcode, lang, localizer, data) {
                Ok(html) => replacements.push(html),
                Err(message) => {
                    let (line, column) = at(shortcode.location);
                    problems.push(Diagnostic::error(message).in_file(&text.file).at(line, column));
                    replacements.push(String::new());
                }
            }
        }
        let resolve = |path: &str| self.routes.resolve_link(self.content, path, lang);
        let downloads = |address: &str| self.download_address(page, address);
        let links = markdown::Links { internal: &resolve, relative: &downloads };
        let (rendered, link_problems) =
            self.prose_markdown(page, lang, text, &markdown_text, &links);
        problems.extend(link_problems);
        if !problems.is_empty() {
            return Err(problems);
        }
        let search_prose = for_search.then(|| {
            let kept: Vec<String> = shortcodes
                .iter()
                .zip(&replacements)
                .map(
                    |(shortcode, html)| {
                        if shortcode.name == "value" {
                            html.clone()
                        } else {
                            String::new()
                        }
                    },
                )
                .collect();
            searched_prose(&shortcodes::restore(&rendered.html, &kept))
        });
        Ok((shortcodes::restore(&rendered.html, &replacements), rendered.headings, search_prose))
    }

    pub(super) fn expand_shortcode(
        &self,
        page: &Page,
        shortcode: &shortcodes::Shortcode,
        lang: &str,
        localizer: &Localizer,
        data: &mut PlaceableData,
    ) -> Result<String, String> {
        let prefix = data.id_prefix.as_str();
        let tables = &mut data.tables;
        let args = &shortcode.args;
        let arg = |name: &str| args.get(name).map(String::as_str);
        let known = |allowed: &[&str]| -> Result<(), String> {
            match args.keys().find(|k| !allowed.contains(&k.as_str())) {
                Some(unknown) => Err(format!(
                    "`{}` takes no argument `{unknown}`; it takes {}",
                    shortcode.name,
                    allowed.join(", ")
                )),
                None => Ok(()),
            }
        };
        let review = page.review.as_ref();
        let table_named = |id: &str| -> Result<&Table, String> {
            review.and_then(|r| r.table(id)).ok_or_else(|| {
                let ids: Vec<&str> =
                    review.iter().flat_map(|r| r.tables.iter().map(|t| t.id.as_str())).collect();
                format!("there is no table `{id}` in this page's data; tables: {}", listed(&ids))
            })
        };
        match shortcode.name.as_str() {
            "value" => {
                let table = table_named(arg("table").ok_or("`value` needs `table=\"…\"`")?)?;
                let column_id =
                    arg("column").ok_or("`value` needs `column=\"…\"`, the metric to show")?;
                let column = table
                    .data
                    .columns
                    .iter()
                    .position(|c| iopress_site::data::table::same_column_id(&c.id, column_id) && c.unit.is_some())
                    .ok_or_else(|| {
                        let numeric: Vec<&str> =
                            table.data.columns.iter().filter(|c| c.unit.is_some()).map(|c| c.id.as_str()).collect();
                        format!("table `{}` has no numeric column `{column_id}`; its numeric columns: {}", table.id, numeric.join(", "))
                    })?;
                // Every other argument selects rows by the column it names.
                let filters: Vec<(&str, &str)> = args
                    .iter()
                    .filter(|(k, _)| !matches!(k.as_str(), "table" | "column"))
                    .map(|(k, v)| (k.as_str(), v.as_str()))
                    .collect();
                let row = select_row(table, &filters)?;
                let unit = table.data.columns[column].unit.expect("numeric column");
                // At a readable scale (9980 MB/s as 9.98 GB/s; a range by its larger end, both
                // ends in one unit: 800–3200 TB as 0.8–3.2 PB).
                let text = match &row[column] {
                    Cell::Number(number) => {
                        let display = unit.readable_for(number.value);
                        let shown = match unit.decimal_shift_to(display) {
                            Some(shift) => {
                                Quantity { number: number.shifted(-shift), unit: display }
                            }
                            None => Quantity { number: number.clone(), unit },
                        };
                        views::quantity(localizer, &shown)
                    }
                    Cell::Interval(interval) => {
                        let display = unit.readable_for(interval.magnitude());
                        match unit.decimal_shift_to(display) {
                            Some(shift) => {
                                views::interval(localizer, &interval.shifted(-shift), Some(display))
                            }
                            None => views::interval(localizer, interval, Some(unit)),
                        }
                    }
                    _ => {
                        return Err(format!(
                            "table `{}` has no value for `{column_id}` in that row",
                            table.id
                        ))
                    }
                };
                Ok(format!(
                    "<span class=\"figure-value\">{}</span>",
                    iopress_site::templates::escape_markup(&text)
                ))
            }
            "table" => {
                known(&["id"])?;
                let id = arg("id").ok_or("`table` needs `id=\"…\"`")?;
                table_named(id)?;
                let view = tables
                    .iter_mut()
                    .find(|t| t.table.id == format!("{prefix}{id}"))
                    .expect("every table has a view");
                view.table.placed = true;
                self.render_shortcode(lang, "table", view, &[])
            }
            "chart" => {
                known(&["table", "workload", "metric", "ranking"])?;
                let table = table_named(arg("table").ok_or("`chart` needs `table=\"…\"`")?)?;
                let view = tables
                    .iter_mut()
                    .find(|t| t.table.id == format!("{prefix}{}", table.id))
                    .expect("every table has a view");
                // A table's own charts are `chart-<table>-…`; its rankings `ranking-<table>-…`,
                // chosen with `ranking="<metric>"` (and named after the class of system they
                // rank, `ranking-<table>-tps-cluster-4`, which the editor need not write).
                let own = format!("{prefix}chart-{}-", table.id);
                let ranked = format!("{prefix}ranking-{}-", table.id);
                let wanted = |figure: &FigureView| match arg("ranking") {
                    Some(metric) => figure.id.strip_prefix(&ranked).is_some_and(|rest| {
                        rest == metric
                            || rest
                                .strip_prefix(metric)
                                .and_then(|class| class.strip_prefix('-'))
                                .is_some_and(|class| {
                                    iopress_site::data::SystemClass::from_id(class).is_some()
                                })
                    }),
                    None => {
                        let rest = figure.id.strip_prefix(&own);
                        let by_workload = arg("workload").is_none_or(|w| rest == Some(w));
                        let by_metric = arg("metric")
                            .is_none_or(|m| rest == Some(m) || rest == Some(&format!("vm-{m}")));
                        rest.is_some() && by_workload && by_metric
                    }
                };
                let matches: Vec<usize> = view
                    .figures
                    .iter()
                    .enumerate()
                    .filter(|(_, f)| wanted(f))
                    .map(|(i, _)| i)
                    .collect();
                let index = match matches.as_slice() {
                    [index] => *index,
                    // Its VMs measured alike: the chart is a sentence, said here rather than
                    // under the table.
                    [] if arg("ranking").is_none() && !view.table.notes.is_empty() => {
                        let notes = std::mem::take(&mut view.table.notes);
                        return Ok(notes
                            .iter()
                            .map(|note| {
                                format!(
                                    "<p class=\"table-note\">{}</p>",
                                    iopress_site::templates::escape_markup(note)
                                )
                            })
                            .collect());
                    }
                    [] => {
                        let ids: Vec<&str> = view
                            .figures
                            .iter()
                            .map(|f| f.id.strip_prefix(prefix).unwrap_or(&f.id))
                            .collect();
                        return Err(format!(
                            "table `{}` has no chart for {}; its charts: {}",
                            table.id,
                            describe_filters(args),
                            listed(&ids)
                        ));
                    }
                    many => {
                        return Err(format!(
                            "{} charts of table `{}` match; add workload=, metric= or ranking=",
                            many.len(),
                            table.id
                        ))
                    }
                };
                view.figures[index].placed = true;
                self.render_shortcode(lang, "figure", &view.figures[index], &[])
            }
            "rig" => {
                known(&["id"])?;
                let rigs = &mut data.rigs;
                let index = match arg("id") {
                    Some(id) => rigs.iter().position(|r| r.id == format!("{prefix}{id}")),
                    None if rigs.len() == 1 => Some(0),
                    None => None,
                };
                let Some(index) = index else {
                    let ids: Vec<&str> =
                        rigs.iter().map(|r| r.id.strip_prefix(prefix).unwrap_or(&r.id)).collect();
                    return Err(match arg("id") {
                        Some(id) => format!(
                            "there is no rig `{id}` in this page's data; rigs: {}",
                            listed(&ids)
                        ),
                        None if ids.is_empty() => {
                            "this page's data declares no [[rig]]".to_string()
                        }
                        None => format!(
                            "this page has {} rigs: choose one with id= ({})",
                            ids.len(),
                            ids.join(", ")
                        ),
                    });
                };
                rigs[index].placed = true;
                self.render_shortcode(lang, "rig", &rigs[index], &[("colons", data.colons)])
            }
            "image" => {
                known(&["src", "alt", "caption"])?;
                self.image_shortcode(page, lang, args)
            }
            other => Err(format!(
                "unknown shortcode `{other}`; iopress has chart, table, rig, value and image"
            )),
        }
    }
}

impl Renderer<'_> {
    /// The theme's `shortcodes/<name>.html` with `value` as `<name>` (and `flags`); its error
    /// as the shortcode's.
    pub(crate) fn render_shortcode(
        &self,
        lang: &str,
        name: &str,
        value: &impl Serialize,
        flags: &[(&str, bool)],
    ) -> Result<String, String> {
        let mut context = tera::Context::new();
        context.insert(name, value);
        context.insert("lang", lang);
        for (flag, set) in flags {
            context.insert(*flag, set);
        }
        self.render_template(lang, &format!("shortcodes/{name}.html"), &context)
            .map_err(|e| e[0].message.clone())
    }
}

/// Ids for an error message: `a, b`, or `none`.
fn listed(ids: &[&str]) -> String {
    if ids.is_empty() {
        "none".into()
    } else {
        ids.join(", ")
    }
}

/// The one row of `table` that every filter (`column id`, wanted value) matches. Without a
/// filter on `vm`, a table with a `vm` column gives its `aggregate` row. No row, an unknown
/// column, or several rows is an error that says what would tell them apart.
pub(super) fn select_row<'t>(
    table: &'t Table,
    filters: &[(&str, &str)],
) -> Result<&'t [Cell], String> {
    let columns = &table.data.columns;
    let mut indexed = Vec::with_capacity(filters.len());
    for (id, wanted) in filters {
        let index = columns
            .iter()
            .position(|c| iopress_site::data::table::same_column_id(&c.id, id))
            .ok_or_else(|| {
                let ids: Vec<&str> = columns.iter().map(|c| c.id.as_str()).collect();
                format!(
                    "table `{}` has no column `{id}` to choose a row by; its columns: {}",
                    table.id,
                    ids.join(", ")
                )
            })?;
        indexed.push((index, *wanted));
    }
    let vm_filtered =
        filters.iter().any(|(id, _)| iopress_site::data::table::same_column_id("vm", id));
    let rows: Vec<&[Cell]> = table
        .data
        .rows
        .iter()
        .map(Vec::as_slice)
        .filter(|row| {
            indexed.iter().all(|(index, wanted)| {
                iopress_site::data::table::cell_matches(&row[*index], wanted)
            })
        })
        .filter(|row| {
            // Without a `vm` filter, a value means the aggregate result.
            vm_filtered
                || table.column_of(Role::Facet(Facet::Vm)).is_none()
                || table.facet(row, Facet::Vm) == Some(iopress_site::data::results::AGGREGATE_VM)
        })
        .collect();
    match rows.as_slice() {
        [row] => Ok(row),
        [] if filters.is_empty() => {
            Err(format!("table `{}` has no row to take the value from", table.id))
        }
        [] => Err(format!(
            "no row of table `{}` matches {}",
            table.id,
            filters.iter().map(|(k, v)| format!("{k}=\"{v}\"")).collect::<Vec<_>>().join(", ")
        )),
        many => {
            // The columns whose cells differ between the matching rows tell them apart.
            let apart: Vec<String> = columns
                .iter()
                .enumerate()
                .filter(|(index, _)| !indexed.iter().any(|(i, _)| i == index))
                .filter_map(|(index, column)| {
                    let mut seen: Vec<String> = Vec::new();
                    for row in many {
                        let text = cell_shown(&row[index]);
                        if !seen.contains(&text) {
                            seen.push(text);
                        }
                    }
                    (seen.len() > 1).then(|| {
                        let examples: Vec<String> =
                            seen.iter().take(4).map(|s| format!("\"{s}\"")).collect();
                        let more = if seen.len() > 4 { ", …" } else { "" };
                        format!("{}= ({}{more})", column.id, examples.join(", "))
                    })
                })
                .take(3)
                .collect();
            Err(format!(
                "{} rows of table `{}` match; choose one with {}",
                many.len(),
                table.id,
                if apart.is_empty() {
                    "any column that tells them apart".to_string()
                } else {
                    apart.join(" or ")
                }
            ))
        }
    }
}

/// A cell as a filter would write it.
pub(super) fn cell_shown(cell: &Cell) -> String {
    match cell {
        Cell::Empty => String::new(),
        Cell::Text(text) => text.clone(),
        Cell::Number(number) => number.digits.clone(),
        Cell::Interval(interval) => interval.to_string(),
    }
}

pub(super) fn describe_filters(args: &BTreeMap<String, String>) -> String {
    let filters: Vec<String> = args
        .iter()
        .filter(|(k, _)| !matches!(k.as_str(), "table" | "column" | "id"))
        .map(|(k, v)| format!("{k}=\"{v}\""))
        .collect();
    if filters.is_empty() {
        "these arguments".to_string()
    } else {
        filters.join(", ")
    }
}

/// What the search reads of a page's prose: the prose without the tables written in it (a
/// Markdown table's cells are data, like the tables shortcodes place: a reader searches for a
/// review, a drive or a protocol, not for a cell) and without footnote markers (numbers).
fn searched_prose(html: &str) -> String {
    if !html.contains("<table") && !html.contains("footnote-reference") {
        return html.to_string();
    }
    let remove = |element: &mut lol_html::html_content::Element| -> lol_html::HandlerResult {
        element.remove();
        Ok(())
    };
    let settings = lol_html::RewriteStrSettings::new()
        .append_element_content_handler(lol_html::element!("table, .table-scroll", remove))
        .append_element_content_handler(lol_html::element!("sup.footnote-reference", remove));
    // The handlers never fail; a prose lol_html cannot rewrite is searched as it is.
    lol_html::rewrite_str(html, settings).unwrap_or_else(|_| html.to_string())
}

#[cfg(test)]
mod tests {
    use super::searched_prose;

    #[test]
    fn the_search_reads_prose_without_its_tables_and_footnote_markers() {
        let html = "<p>The SN630 held its latency.<sup class=\"footnote-reference\"><a href=\"#rig\">1</a></sup></p>\n\
<div class=\"table-scroll\" tabindex=\"0\"><table><thead><tr><th>Queue depth</th></tr></thead>\
<tbody><tr><td>3152.01</td></tr></tbody></table></div>\n<p>Then it slowed.</p>";
        let searched = searched_prose(html);
        assert_eq!(searched, "<p>The SN630 held its latency.</p>\n\n<p>Then it slowed.</p>");
        assert_eq!(searched_prose("<p>Plain prose.</p>"), "<p>Plain prose.</p>");
    }
}
