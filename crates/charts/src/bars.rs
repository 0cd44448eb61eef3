//! Bar charts, all horizontal and drawn for a phone first: one row of bars per entry (ranked
//! bars: one bar each, best first, the page's own entry in the accent colour) or per group
//! (grouped bars: one bar per series). Each row's name stands on its own line above its bars,
//! across the chart's whole width, so a long name wraps instead of squeezing the bars, and
//! every bar carries its value (and an optional note, such as the latency of a peak) at its end.
//!
//! Plotters has no such layout: bars, gridlines and texts are drawn directly.

use super::axis::{self, Axis, End, FormatNumber};
use super::layout::{self, AXIS_TITLE_SIZE, LABEL_SIZE, NOTE_SIZE, PAD, TICK_MARK, TICK_SIZE};
use super::palette::{self, ACCENT, CURRENT};
use super::spec::{ChartSpec, GroupedBars, RankedBars};
use super::svg::{up, Anchor, Document, Overlay, Pattern, Shapes, TextStyle};
use super::text::{self, TextFont};

/// Height of a bar, and the space between two bars of a group.
const BAR: f64 = 16.0;
const BAR_GAP: f64 = 4.0;
/// Space between a group's name and its bars, and between two groups.
const NAME_GAP: f64 = 3.0;
const GROUP_GAP: f64 = 12.0;
/// Space between a bar's end and its value label.
const VALUE_GAP: f64 = 6.0;
/// Opacity of `currentColor` for ranked bars that are not highlighted.
const NEUTRAL_OPACITY: f64 = 0.38;
/// Size of a series' legend swatch.
const SQUARE: f64 = 12.0;
/// Lines a row's name may take before it is cut (its whole text is then its tooltip).
const NAME_LINES: usize = 3;

/// One bar as drawn.
struct RowBar {
    value: f64,
    /// The value as the reader reads it, and what follows it ("12 610,3", "à 4,8 ms").
    label: String,
    /// How it is painted: the accent, a series' colour, or neutral.
    paint: Paint,
}

#[derive(Clone, Copy)]
enum Paint {
    Accent,
    Neutral,
    Series(usize),
}

/// One row: a name and its bars.
struct Row {
    name: String,
    bold: bool,
    bars: Vec<RowBar>,
}

/// What one bar chart shows, whatever its kind.
struct Rows<'a> {
    subtitle: Option<&'a str>,
    legend: &'a [String],
    value_title: &'a str,
    rows: Vec<Row>,
    /// Hatch patterns: one per series after the first.
    series: usize,
}

fn finite_or_zero(v: f64) -> f64 {
    if v.is_finite() {
        v.max(0.0)
    } else {
        0.0
    }
}

pub fn render_ranked(
    spec: &ChartSpec,
    rb: &RankedBars,
    id: &str,
    fmt: FormatNumber,
    width: f64,
) -> String {
    let rows = rb
        .bars
        .iter()
        .map(|b| Row {
            name: b.label.clone(),
            bold: b.highlighted,
            bars: vec![RowBar {
                value: b.value,
                label: b.value_label.clone(),
                paint: if b.highlighted { Paint::Accent } else { Paint::Neutral },
            }],
        })
        .collect();
    render_rows(
        spec,
        Rows {
            subtitle: Some(&rb.direction_note),
            legend: &[],
            value_title: &rb.value_title,
            rows,
            series: 0,
        },
        id,
        fmt,
        width,
    )
}

pub fn render_grouped(
    spec: &ChartSpec,
    gb: &GroupedBars,
    id: &str,
    fmt: FormatNumber,
    width: f64,
) -> String {
    let at = |grid: &[Vec<Option<String>>], g: usize, s: usize| {
        grid.get(g).and_then(|row| row.get(s)).cloned().flatten()
    };
    let value = |g: usize, s: usize| {
        gb.values.get(g).and_then(|row| row.get(s)).copied().flatten().filter(|v| v.is_finite())
    };
    // Only the series with a bar somewhere: a legend entry whose colour no bar has (a
    // configuration measured for another metric only) reads as a bar of zero. Colours go to
    // the series drawn, in their order.
    let drawn: Vec<usize> = (0..gb.series.len())
        .filter(|&s| (0..gb.groups.len()).any(|g| value(g, s).is_some()))
        .collect();
    let rows = gb
        .groups
        .iter()
        .enumerate()
        .map(|(g, name)| Row {
            name: name.clone(),
            bold: false,
            bars: drawn
                .iter()
                .enumerate()
                .filter_map(|(paint, &s)| {
                    let value = value(g, s)?;
                    let shown = at(&gb.labels, g, s)
                        .unwrap_or_else(|| fmt(value, axis::fraction_digits(value)));
                    let label = match at(&gb.notes, g, s) {
                        Some(note) => format!("{shown} {note}"),
                        None => shown,
                    };
                    Some(RowBar { value, label, paint: Paint::Series(paint) })
                })
                .collect(),
        })
        .collect();
    let series: Vec<String> = drawn.iter().map(|&s| gb.series[s].clone()).collect();
    // One series needs no legend: the title says what the bars are.
    let legend: &[String] = if series.len() > 1 { &series } else { &[] };
    render_rows(
        spec,
        Rows { subtitle: None, legend, value_title: &gb.value_title, rows, series: series.len() },
        id,
        fmt,
        width,
    )
}

/// The room a line of text takes, with a little margin: `x0..x1` across, `y0..y1` down.
struct TextBox {
    x0: f64,
    x1: f64,
    y0: f64,
    y1: f64,
}

impl TextBox {
    /// A line of text `width` wide at `size`, its top at `top`.
    fn of(x: f64, top: f64, width: f64, size: f64) -> TextBox {
        const MARGIN: f64 = 2.0;
        TextBox {
            x0: x - MARGIN,
            x1: x + width + MARGIN,
            y0: top,
            y1: top + layout::line_height(size),
        }
    }
}

/// The parts of a vertical gridline at `x` from `top` to `bottom` that cross no text: a
/// gridline drawn through a value label makes its digits hard to read.
fn around_texts(x: f64, top: f64, bottom: f64, boxes: &[TextBox]) -> Vec<(f64, f64)> {
    let mut crossed: Vec<(f64, f64)> = boxes
        .iter()
        .filter(|b| b.x0 <= x && x <= b.x1 && b.y1 > top && b.y0 < bottom)
        .map(|b| (b.y0.max(top), b.y1.min(bottom)))
        .collect();
    crossed.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut parts = Vec::new();
    let mut from = top;
    for (y0, y1) in crossed {
        if y0 > from {
            parts.push((from, y0));
        }
        from = from.max(y1);
    }
    if from < bottom {
        parts.push((from, bottom));
    }
    parts
}

fn render_rows(spec: &ChartSpec, chart: Rows, id: &str, fmt: FormatNumber, width: f64) -> String {
    let mut overlay = Overlay::default();
    let mut shapes_after: Vec<(f64, f64, usize)> = Vec::new();
    let mut top = layout::header(&mut overlay, &spec.title, chart.subtitle, width);
    if !chart.legend.is_empty() {
        let (entries, bottom) =
            layout::legend(&mut overlay, chart.legend, SQUARE, top + 6.0, width);
        shapes_after.extend(entries.iter().map(|e| (e.x, e.mid_y, e.series)));
        top = bottom;
    }
    let name_font = |bold: bool| TextFont::new(LABEL_SIZE, bold);
    let value_font = TextFont::new(NOTE_SIZE, false);
    let tick_font = TextFont::new(TICK_SIZE, false);
    let full = width - 2.0 * PAD;

    // The scale is long enough for every value label to fit after its bar: a short bar's
    // label takes room a long bar does not need.
    let bar_room = full;
    // A highlighted row's labels are bold, and wider.
    let need = chart
        .rows
        .iter()
        .flat_map(|r| r.bars.iter().map(move |b| (b, r.bold)))
        .map(|(b, bold)| {
            let font = TextFont { bold, ..value_font };
            let room =
                (bar_room - VALUE_GAP - font.width(&text::sanitize(&b.label))).max(bar_room * 0.3);
            finite_or_zero(b.value) * bar_room / room
        })
        .fold(0.0, f64::max);
    let scale: Axis = axis::linear(
        need,
        (bar_room / 110.0).max(2.0) as usize,
        End::Exact,
        bar_room,
        true,
        tick_font,
        fmt,
    );
    let x_of = |v: f64| {
        PAD + finite_or_zero(v).min(scale.max) / scale.max.max(f64::MIN_POSITIVE) * bar_room
    };

    let mut shapes_rects: Vec<(f64, f64, f64, Paint)> = Vec::new();
    // Where the rows' names and value labels are: gridlines go round them.
    let mut text_boxes: Vec<TextBox> = Vec::new();
    let mut y = top + 10.0;
    let plot_top = y;
    for row in &chart.rows {
        let font = name_font(row.bold);
        let name = text::sanitize(&row.name);
        let (fits, lines) = text::wrap(&name, font, full, NAME_LINES);
        for line in lines.iter().filter(|l| !l.is_empty()) {
            text_boxes.push(TextBox::of(PAD, y, font.width(line), LABEL_SIZE));
            let style = TextStyle::new(LABEL_SIZE).bold(row.bold);
            if !fits {
                overlay.text_titled(PAD, y + layout::ascent(LABEL_SIZE), line, style, &name);
            } else {
                overlay.text(PAD, y + layout::ascent(LABEL_SIZE), line, style);
            }
            y += layout::line_height(LABEL_SIZE);
        }
        y += NAME_GAP;
        for bar in &row.bars {
            let end = x_of(bar.value);
            shapes_rects.push((y, end, BAR, bar.paint));
            let label = text::sanitize(&bar.label);
            let label_font = TextFont { bold: row.bold, ..value_font };
            let baseline = y + BAR / 2.0 + NOTE_SIZE * 0.35;
            text_boxes.push(TextBox::of(
                end + VALUE_GAP,
                baseline - layout::ascent(NOTE_SIZE),
                label_font.width(&label),
                NOTE_SIZE,
            ));
            overlay.text(
                end + VALUE_GAP,
                baseline,
                &label,
                TextStyle::new(NOTE_SIZE).bold(row.bold),
            );
            y += BAR + BAR_GAP;
        }
        y += GROUP_GAP - BAR_GAP;
    }
    let plot_bottom = y - GROUP_GAP + BAR_GAP;

    // The value scale under the bars: ticks, faint gridlines through the rows, its title.
    let axis_y = plot_bottom + 4.0;
    let mut lines: Vec<(f64, f64, f64, f64, f64)> = Vec::new();
    for (tick, label) in scale.ticks.iter().zip(&scale.labels) {
        let x = x_of(*tick);
        for (y0, y1) in around_texts(x, plot_top, axis_y, &text_boxes) {
            lines.push((x, y0, x, y1, layout::GRID_OPACITY));
        }
        lines.push((x, axis_y, x, axis_y + TICK_MARK, layout::AXIS_OPACITY));
        // Centred under its tick, unless that would take it past the chart's edge: the scale
        // ends at the edge of the plot, and its last label ends at its tick.
        let anchor = if x + tick_font.width(label) / 2.0 > width - 1.0 {
            Anchor::End
        } else {
            Anchor::Middle
        };
        overlay.text(
            x,
            axis_y + 2.0 * TICK_MARK + layout::ascent(TICK_SIZE),
            label,
            TextStyle::new(TICK_SIZE).anchor(anchor).opacity(layout::MUTED_OPACITY),
        );
    }
    lines.push((PAD, plot_top, PAD, axis_y, layout::AXIS_OPACITY));
    lines.push((PAD, axis_y, PAD + bar_room, axis_y, layout::AXIS_OPACITY));
    let mut height = axis_y + 2.0 * TICK_MARK + layout::line_height(TICK_SIZE);
    let value_title = text::sanitize(chart.value_title);
    if !value_title.is_empty() {
        let (fits, title_lines) =
            text::wrap(&value_title, TextFont::new(AXIS_TITLE_SIZE, false), full, 2);
        for line in &title_lines {
            let style = TextStyle::new(AXIS_TITLE_SIZE).opacity(layout::MUTED_OPACITY);
            if !fits {
                overlay.text_titled(
                    PAD,
                    height + 4.0 + layout::ascent(AXIS_TITLE_SIZE),
                    line,
                    style,
                    &value_title,
                );
            } else {
                overlay.text(PAD, height + 4.0 + layout::ascent(AXIS_TITLE_SIZE), line, style);
            }
            height += layout::line_height(AXIS_TITLE_SIZE);
        }
        height += 4.0;
    }
    let height = (height + PAD).ceil();

    let size = (up(width) as u32, up(height) as u32);
    let mut shapes = Shapes::new(id, size);
    // Gridlines, then ticks and axes: lines drawn alike in a row are written as one path, and
    // none of them overlaps another of a different opacity but for the axis over the first
    // gridline, where the order does not change the colour.
    lines.sort_by(|a, b| a.4.total_cmp(&b.4));
    for (x0, y0, x1, y1, opacity) in lines {
        shapes.path(
            &[(up(x0), up(y0)), (up(x1), up(y1))],
            &layout::style(CURRENT, opacity, false, 1.0),
        );
    }
    for (top, end, h, paint) in shapes_rects {
        let style = match paint {
            Paint::Accent => layout::style(ACCENT, 1.0, true, 1.0),
            Paint::Neutral => layout::style(CURRENT, NEUTRAL_OPACITY, true, 1.0),
            Paint::Series(s) => layout::style(palette::bar_fill(s), 1.0, true, 1.0),
        };
        shapes.rect([(up(PAD), up(top)), (up(end.max(PAD + 1.0)), up(top + h))], &style);
    }
    for (x, mid_y, series) in shapes_after {
        layout::draw_bar_swatch(&mut shapes, series, x, mid_y, SQUARE);
    }
    let patterns = (1..chart.series)
        .map(|s| {
            let (angle, spacing) = palette::hatch(s);
            Pattern { series: s, color: palette::hex(palette::series_color(s)), angle, spacing }
        })
        .collect();
    Document { id, title: &spec.title, description: &spec.description, width, height, patterns }
        .finish("", &shapes, &overlay)
}
