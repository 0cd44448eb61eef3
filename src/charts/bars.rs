//! Bar charts: ranked horizontal bars (one per entry, best first, the page's own entry
//! highlighted) and grouped vertical bars (one group per category, one bar per series).
//! Plotters has no grouped bars (plotters #403): both are composed from rectangles.

use plotters::chart::ChartBuilder;
use plotters::prelude::{IntoDrawingArea, SVGBackend};

use super::axis::{self, Axis, End, FormatNumber};
use super::layout::{
    self, AXIS_TITLE_SIZE, HEIGHT, LABEL_SIZE, NOTE_SIZE, PAD, TICK_MARK, TICK_SIZE, WIDTH,
};
use super::palette::{self, ACCENT, CURRENT};
use super::spec::{ChartSpec, GroupedBars, RankedBars};
use super::svg::{down, up, Anchor, Document, Overlay, Pattern, Shapes, TextStyle};
use super::text::{self, TextFont};

/// Height of a ranked bar's row, and of the bar in it.
const ROW: f64 = 28.0;
const BAR: f64 = 18.0;
/// Opacity of `currentColor` for bars that are not highlighted.
const NEUTRAL_OPACITY: f64 = 0.38;

fn finite_or_zero(v: f64) -> f64 {
    if v.is_finite() {
        v.max(0.0)
    } else {
        0.0
    }
}

pub fn render_ranked(spec: &ChartSpec, rb: &RankedBars, id: &str, fmt: FormatNumber) -> String {
    let mut overlay = Overlay::default();
    let top = layout::header(&mut overlay, &spec.title, Some(&rb.direction_note));
    let n = rb.bars.len();
    let label_font = |bold: bool| TextFont::new(LABEL_SIZE, bold);
    let value_font = |bold: bool| TextFont::new(NOTE_SIZE, bold);
    let tick_font = TextFont::new(TICK_SIZE, false);
    let title_font = TextFont::new(AXIS_TITLE_SIZE, false);

    // The label area is as wide as the longest label, up to 40% of the chart.
    let label_w = rb
        .bars
        .iter()
        .map(|b| label_font(b.highlighted).width(&text::sanitize(&b.label)))
        .fold(0.0, f64::max)
        .min(WIDTH * 0.4);
    let labels: Vec<String> = rb
        .bars
        .iter()
        .map(|b| {
            text::truncate(
                &text::sanitize(&b.label),
                label_font(b.highlighted),
                label_w,
            )
        })
        .collect();
    let value_labels: Vec<String> = rb
        .bars
        .iter()
        .map(|b| text::sanitize(&b.value_label))
        .collect();
    let value_widths: Vec<f64> = rb
        .bars
        .iter()
        .zip(&value_labels)
        .map(|(b, l)| value_font(b.highlighted).width(l))
        .collect();

    let plot_top = top + 10.0;
    let plot_h = n.max(1) as f64 * ROW;
    let x_area = 2.0 * TICK_MARK
        + layout::line_height(TICK_SIZE)
        + 6.0
        + layout::line_height(AXIS_TITLE_SIZE);
    let height = (plot_top + plot_h + x_area + PAD).ceil();
    let plot_left = PAD + label_w + 10.0;

    // The value axis is long enough for every value label to fit after its bar.
    let value_axis = |plot_w: f64| -> Axis {
        let need = rb
            .bars
            .iter()
            .zip(&value_widths)
            .map(|(b, w)| {
                let room = (plot_w - VALUE_GAP - w - 2.0).max(plot_w * 0.3);
                finite_or_zero(b.value) * plot_w / room
            })
            .fold(0.0, f64::max);
        axis::linear(
            need,
            (plot_w / 90.0) as usize,
            End::Exact,
            plot_w,
            true,
            tick_font,
            fmt,
        )
    };
    let mut right = PAD + 6.0;
    let mut x_axis = value_axis(WIDTH - right - plot_left);
    let overhang =
        last_label_overhang(&x_axis, tick_font, WIDTH - right - plot_left) - (right - PAD);
    if overhang > 0.0 {
        right += overhang + 2.0;
        x_axis = value_axis(WIDTH - right - plot_left);
    }
    let plot_w = WIDTH - right - plot_left;
    let x_desc = text::truncate(&text::sanitize(&rb.value_title), title_font, plot_w);

    let size = (up(WIDTH) as u32, up(height) as u32);
    let mut shapes = Shapes::new(id, size);
    let mut buf = String::new();
    {
        let root = SVGBackend::with_string(&mut buf, size).into_drawing_area();
        let Ok(mut chart) = ChartBuilder::on(&root)
            .margin_top(up(plot_top))
            .margin_left(up(plot_left))
            .margin_right(up(right))
            .margin_bottom(up(PAD))
            .x_label_area_size(up(x_area))
            .build_cartesian_2d(x_axis.clone(), Axis::bare(0.0, n.max(1) as f64))
        else {
            return String::new();
        };
        let x_fmt = |v: &f64| x_axis.label_of(*v);
        let mut mesh = chart.configure_mesh();
        // Every bar carries its value: tick marks without gridlines are enough.
        mesh.x_labels(x_axis.ticks.len()).x_label_formatter(&x_fmt).disable_mesh();
        layout::style_axes(&mut mesh);
        if !x_desc.is_empty() {
            mesh.x_desc(x_desc.as_str());
        }
        let _ = mesh.draw();

        let inset = (ROW - BAR) / 2.0 / ROW;
        let rows = n as f64;
        let area = chart.plotting_area().get_pixel_range();
        for (i, b) in rb.bars.iter().enumerate() {
            let y1 = rows - i as f64;
            let color = if b.highlighted {
                layout::style(ACCENT, 1.0, true, 1.0)
            } else {
                layout::style(CURRENT, NEUTRAL_OPACITY, true, 1.0)
            };
            let corners = [
                chart.backend_coord(&(0.0, y1 - 1.0 + inset)),
                chart.backend_coord(&(finite_or_zero(b.value).min(x_axis.max), y1 - inset)),
            ];
            shapes.rect_within(corners, &color, &area);
        }
        // The bars' baseline.
        let (bx, by0) = chart.backend_coord(&(0.0, n.max(1) as f64));
        let (_, by1) = chart.backend_coord(&(0.0, 0.0));
        shapes.path(
            &[(bx, by0), (bx, by1)],
            &layout::style(CURRENT, layout::AXIS_OPACITY, false, 1.0),
        );

        for (i, b) in rb.bars.iter().enumerate() {
            let mid = rows - i as f64 - 0.5;
            let (_, y) = chart.backend_coord(&(0.0, mid));
            let y = down(y);
            overlay.text(
                plot_left - 8.0,
                y + LABEL_SIZE * 0.35,
                &labels[i],
                TextStyle::new(LABEL_SIZE)
                    .bold(b.highlighted)
                    .anchor(Anchor::End),
            );
            let (end, _) = chart.backend_coord(&(finite_or_zero(b.value).min(x_axis.max), mid));
            overlay.text(
                down(end) + VALUE_GAP,
                y + NOTE_SIZE * 0.35,
                &value_labels[i],
                TextStyle::new(NOTE_SIZE).bold(b.highlighted),
            );
        }
        let _ = root.present();
    }
    Document {
        id,
        title: &spec.title,
        description: &spec.description,
        width: WIDTH,
        height,
        patterns: Vec::new(),
    }
    .finish(&buf, &shapes, &overlay)
}

/// Space between a bar's end and its value label.
const VALUE_GAP: f64 = 6.0;

/// How far the last tick label sticks out past the plot's right edge.
fn last_label_overhang(axis: &Axis, font: TextFont, plot_w: f64) -> f64 {
    match (axis.ticks.last(), axis.labels.last()) {
        (Some(last), Some(label)) if axis.max > 0.0 => {
            font.width(label) / 2.0 - plot_w * (1.0 - last / axis.max)
        }
        _ => 0.0,
    }
}

/// How the group names sit under the bars.
enum GroupLabels {
    /// Horizontal, each wrapped to at most two lines.
    Wrapped(Vec<Vec<String>>),
    /// Turned, each cut to fit; when the groups are too narrow even for upright names, only
    /// every `every`-th is written (the others are empty).
    Rotated { labels: Vec<String>, angle: f64 },
}

/// The least a turned name is turned, in degrees; narrow groups turn it further (up to 90°)
/// so that neighbours do not overlap.
const MIN_ROTATION: f64 = 40.0;
/// Longest a turned group name may be, in px (about 110 px of height at 40°).
const MAX_ROTATED: f64 = 170.0;
const GROUP_SIZE: f64 = 11.5;

/// The pitch turned names need between them, measured across their baselines.
fn rotated_pitch() -> f64 {
    GROUP_SIZE * 1.25
}

/// Where a turned name ends (its baseline's end) for a group centred on `cx` under `top`, so
/// that the middle of its letters points at the group's centre.
fn rotated_anchor(cx: f64, top: f64, angle: f64) -> (f64, f64) {
    let (sin, cos) = angle.to_radians().sin_cos();
    (cx + 0.35 * GROUP_SIZE * sin, top + 0.35 * GROUP_SIZE * cos)
}

impl GroupLabels {
    fn layout(groups: &[String], plot_left: f64, plot_w: f64) -> GroupLabels {
        let font = TextFont::new(GROUP_SIZE, false);
        let slot = plot_w / groups.len().max(1) as f64;
        let mut wrapped = Vec::with_capacity(groups.len());
        let mut all_fit = true;
        for g in groups {
            let (fit, lines) = text::wrap(&text::sanitize(g), font, slot - 6.0, 2);
            all_fit &= fit;
            wrapped.push(lines);
        }
        if all_fit {
            return GroupLabels::Wrapped(wrapped);
        }
        let ratio = (rotated_pitch() / slot).min(1.0);
        let angle = ratio.asin().to_degrees().clamp(MIN_ROTATION, 90.0);
        let every = (rotated_pitch() / slot).ceil().max(1.0) as usize;
        let cos = angle.to_radians().cos();
        let labels = groups
            .iter()
            .enumerate()
            .map(|(i, g)| {
                if i % every != 0 {
                    return String::new();
                }
                let (anchor_x, _) = rotated_anchor(plot_left + slot * (i as f64 + 0.5), 0.0, angle);
                let max = if cos > 1e-6 {
                    ((anchor_x - PAD) / cos).min(MAX_ROTATED)
                } else {
                    MAX_ROTATED
                };
                text::truncate(&text::sanitize(g), font, max)
            })
            .collect();
        GroupLabels::Rotated { labels, angle }
    }

    /// How far past the chart's left padding the turned names would reach if not cut.
    fn left_overflow(&self, groups: &[String], plot_left: f64, plot_w: f64) -> f64 {
        let GroupLabels::Rotated { labels, angle } = self else {
            return 0.0;
        };
        let font = TextFont::new(GROUP_SIZE, false);
        let slot = plot_w / groups.len().max(1) as f64;
        let cos = angle.to_radians().cos();
        groups
            .iter()
            .zip(labels)
            .enumerate()
            .filter(|(_, (_, shown))| !shown.is_empty())
            .map(|(i, (g, _))| {
                let (anchor_x, _) =
                    rotated_anchor(plot_left + slot * (i as f64 + 0.5), 0.0, *angle);
                let w = font.width(&text::sanitize(g)).min(MAX_ROTATED);
                PAD - (anchor_x - w * cos)
            })
            .fold(0.0, f64::max)
    }

    /// Height the labels take under the axis.
    fn height(&self) -> f64 {
        let font = TextFont::new(GROUP_SIZE, false);
        match self {
            GroupLabels::Wrapped(lines) => {
                let n = lines.iter().map(Vec::len).max().unwrap_or(1).max(1);
                n as f64 * layout::line_height(GROUP_SIZE)
            }
            GroupLabels::Rotated { labels, angle } => {
                let (sin, cos) = angle.to_radians().sin_cos();
                let w = labels.iter().map(|l| font.width(l)).fold(0.0, f64::max);
                w * sin + GROUP_SIZE * cos + 4.0
            }
        }
    }
}

pub fn render_grouped(spec: &ChartSpec, gb: &GroupedBars, id: &str, fmt: FormatNumber) -> String {
    let mut overlay = Overlay::default();
    let mut top = layout::header(&mut overlay, &spec.title, None);
    let mut legend_entries = Vec::new();
    if !gb.series.is_empty() {
        let (entries, bottom) = layout::legend(&mut overlay, &gb.series, SQUARE, top + 6.0);
        legend_entries = entries;
        top = bottom;
    }
    let plot_top = top + 12.0;
    let groups = gb.groups.len();
    let nseries = gb.series.len();
    let value = |g: usize, s: usize| -> Option<f64> {
        gb.values
            .get(g)
            .and_then(|row| row.get(s))
            .copied()
            .flatten()
            .filter(|v| v.is_finite())
            .map(|v| v.max(0.0))
    };
    let max = (0..groups)
        .flat_map(|g| (0..nseries).filter_map(move |s| value(g, s)))
        .fold(0.0, f64::max);
    let tick_font = TextFont::new(TICK_SIZE, false);
    let title_font = TextFont::new(AXIS_TITLE_SIZE, false);
    let under_axis = |labels: &GroupLabels| TICK_MARK + 6.0 + labels.height();

    // The y axis's labels set the plot's left edge, the plot's width the group labels' layout,
    // and that the plot's height, which the y ticks depend on: settle it in a few rounds.
    let y_axis_for = |plot_h: f64| {
        axis::linear(
            max * 1.02,
            (plot_h / 50.0) as usize,
            End::RoundUp,
            plot_h,
            false,
            tick_font,
            fmt,
        )
    };
    let y_area_for = |a: &Axis| {
        2.0 + layout::line_height(AXIS_TITLE_SIZE)
            + 4.0
            + a.widest_label(tick_font)
            + 2.0 * TICK_MARK
    };
    let mut y_axis = y_axis_for(HEIGHT - PAD - plot_top - 40.0);
    let mut y_area = y_area_for(&y_axis);
    // Room added on the left for the first turned group name.
    let mut left_extra: f64 = 0.0;
    let mut group_labels;
    let mut x_area;
    let mut round = 0;
    loop {
        let plot_left = PAD + left_extra + y_area;
        let plot_w = WIDTH - PAD - 6.0 - plot_left;
        group_labels = GroupLabels::layout(&gb.groups, plot_left, plot_w);
        x_area = under_axis(&group_labels);
        let plot_h = layout::chart_height(plot_top, x_area) - PAD - x_area - plot_top;
        y_axis = y_axis_for(plot_h);
        let next_area = y_area_for(&y_axis).max(y_area);
        let overflow = group_labels.left_overflow(&gb.groups, plot_left, plot_w);
        let next_extra = if overflow > 0.0 {
            (left_extra + overflow + 2.0).min(WIDTH * 0.15)
        } else {
            left_extra
        };
        round += 1;
        if (next_area <= y_area && next_extra <= left_extra + 0.5) || round == 4 {
            break;
        }
        y_area = next_area;
        left_extra = next_extra;
    }
    let right = PAD + 6.0;
    let height = layout::chart_height(plot_top, x_area);
    let plot_bottom = height - PAD - x_area;
    let y_desc = text::truncate(
        &text::sanitize(&gb.value_title),
        title_font,
        (plot_bottom - plot_top).max(40.0),
    );

    let size = (up(WIDTH) as u32, up(height) as u32);
    let mut shapes = Shapes::new(id, size);
    let mut buf = String::new();
    {
        let root = SVGBackend::with_string(&mut buf, size).into_drawing_area();
        let Ok(mut chart) = ChartBuilder::on(&root)
            .margin_top(up(plot_top))
            .margin_left(up(PAD + left_extra))
            .margin_right(up(right))
            .margin_bottom(up(PAD))
            .x_label_area_size(up(x_area))
            .y_label_area_size(up(y_area))
            .build_cartesian_2d(Axis::bare(0.0, groups.max(1) as f64), y_axis.clone())
        else {
            return String::new();
        };
        let y_fmt = |v: &f64| y_axis.label_of(*v);
        let mut mesh = chart.configure_mesh();
        mesh.y_labels(y_axis.ticks.len()).y_label_formatter(&y_fmt).disable_x_mesh();
        layout::style_axes(&mut mesh);
        if !y_desc.is_empty() {
            mesh.y_desc(y_desc.as_str());
        }
        let _ = mesh.draw();

        let band = 0.8 / nseries.max(1) as f64;
        let area = chart.plotting_area().get_pixel_range();
        for g in 0..groups {
            for s in 0..nseries {
                let Some(v) = value(g, s) else { continue };
                let x0 = g as f64 + 0.1 + s as f64 * band;
                let corners = [
                    chart.backend_coord(&(x0, 0.0)),
                    chart.backend_coord(&(x0 + band * 0.88, v.min(y_axis.max))),
                ];
                let style = layout::style(palette::bar_fill(s), 1.0, true, 1.0);
                shapes.rect_within(corners, &style, &area);
            }
        }

        let (_, axis_y) = chart.backend_coord(&(0.0, 0.0));
        let axis_y = down(axis_y);
        let font_style = TextStyle::new(GROUP_SIZE).opacity(layout::MUTED_OPACITY);
        for g in 0..groups {
            let (cx, _) = chart.backend_coord(&(g as f64 + 0.5, 0.0));
            let cx = down(cx);
            let top = axis_y + TICK_MARK + 4.0;
            match &group_labels {
                GroupLabels::Wrapped(lines) => {
                    for (k, line) in lines[g].iter().enumerate() {
                        overlay.text(
                            cx,
                            top + layout::ascent(GROUP_SIZE)
                                + k as f64 * layout::line_height(GROUP_SIZE),
                            line,
                            font_style.anchor(Anchor::Middle),
                        );
                    }
                }
                GroupLabels::Rotated { labels, angle } => {
                    let (x, y) = rotated_anchor(cx, top, *angle);
                    overlay.text_rotated(x, y, &labels[g], font_style.anchor(Anchor::End), -angle);
                }
            }
        }
        for e in &legend_entries {
            layout::draw_bar_swatch(&mut shapes, e.series, e.x, e.mid_y, SQUARE);
        }
        let _ = root.present();
    }
    let patterns = (1..nseries)
        .map(|s| {
            let (angle, spacing) = palette::hatch(s);
            Pattern {
                series: s,
                color: palette::hex(palette::series_color(s)),
                angle,
                spacing,
            }
        })
        .collect();
    Document {
        id,
        title: &spec.title,
        description: &spec.description,
        width: WIDTH,
        height,
        patterns,
    }
    .finish(&buf, &shapes, &overlay)
}

/// Size of a bar series' legend swatch.
const SQUARE: f64 = 12.0;
