//! What all charts share: sizes, the title block, the legend, markers, and the plotters canvas.

use plotters::chart::MeshStyle;
use plotters::coord::ranged1d::Ranged;
use plotters::coord::Shift;
use plotters::prelude::DrawingBackend;
use plotters::prelude::{DrawingArea, SVGBackend};
use plotters::style::{Color, IntoFont, RGBColor, ShapeStyle, TextStyle as PlottersText};

use super::palette::{self, Marker, Placeholder};
use super::svg::{up, Anchor, Overlay, Shapes, TextStyle};
use super::text::{self, TextFont};

/// The charts' width in px; heights depend on the chart.
///
/// Charts are drawn for a phone first: a page shows them at most [`WIDTH`] px wide on a wide
/// screen (about 1.1×) and scales them down to a phone's column (about 360 px: ×0.75), so at
/// every font size below a text stays at 11 CSS px or more on a 390-px-wide phone.
pub const WIDTH: f64 = 480.0;
/// The width of a chart's variant for wide screens, drawn at a desktop's text column (760 CSS
/// px) with the same font sizes: shown there at 1:1, its text stays 15 px instead of growing
/// ×1.6 as the phone drawing would, scaled to that column.
pub const WIDE_WIDTH: f64 = 760.0;
/// A load curve's height, unless a long legend or long axis titles would leave the plot
/// less than [`MIN_PLOT_HEIGHT`]: then the chart grows.
pub const HEIGHT: f64 = 380.0;
pub const MIN_PLOT_HEIGHT: f64 = 200.0;

/// The chart's height for a plot starting at `plot_top` with `below` px of axis under it.
pub fn chart_height(plot_top: f64, below: f64) -> f64 {
    HEIGHT.max((plot_top + MIN_PLOT_HEIGHT + below + PAD).ceil())
}
/// Outer padding.
pub const PAD: f64 = 8.0;

/// The smallest font size: 15 px of the chart is 11.25 CSS px at a phone's 360 px column.
pub const MIN_SIZE: f64 = 15.0;
pub const TITLE_SIZE: f64 = 17.0;
pub const SUBTITLE_SIZE: f64 = MIN_SIZE;
pub const LEGEND_SIZE: f64 = MIN_SIZE;
pub const TICK_SIZE: f64 = MIN_SIZE;
pub const AXIS_TITLE_SIZE: f64 = MIN_SIZE;
pub const LABEL_SIZE: f64 = MIN_SIZE;
pub const NOTE_SIZE: f64 = MIN_SIZE;

/// Length of the tick marks; plotters puts tick labels twice that far from the axis.
pub const TICK_MARK: f64 = 4.0;

/// Opacity of gridlines and of secondary text (drawn in `currentColor`).
pub const GRID_OPACITY: f64 = 0.14;
pub const AXIS_OPACITY: f64 = 0.6;
pub const MUTED_OPACITY: f64 = 0.8;

/// Line height for a font size.
pub fn line_height(size: f64) -> f64 {
    (size * 1.3).round()
}

/// Distance from a line's top to its baseline.
pub fn ascent(size: f64) -> f64 {
    size * 0.95
}

/// Draws the title (bold, up to four lines: a title is never cut short on a phone) and the
/// optional subtitle under it; returns the y where the next block starts.
pub fn header(overlay: &mut Overlay, title: &str, subtitle: Option<&str>, chart_width: f64) -> f64 {
    // The bundled font's advances run a little short of the fonts browsers draw the title in
    // (about 2 %): on the wide drawing's long lines that is 15 px past the edge, so its lines
    // keep a margin; the phone drawing's are as they were.
    let width = chart_width - 2.0 * PAD - (chart_width - WIDTH).max(0.0) * 0.08;
    let mut y = PAD;
    let title_font = TextFont::new(TITLE_SIZE, true);
    let (_, lines) = text::wrap(&text::sanitize(title), title_font, width, 4);
    for line in lines.iter().filter(|l| !l.is_empty()) {
        overlay.text(PAD, y + ascent(TITLE_SIZE), line, TextStyle::new(TITLE_SIZE).bold(true));
        y += line_height(TITLE_SIZE);
    }
    if let Some(sub) = subtitle.map(text::sanitize).filter(|s| !s.trim().is_empty()) {
        y += 2.0;
        let font = TextFont::new(SUBTITLE_SIZE, false);
        let (_, lines) = text::wrap(&sub, font, width, 3);
        for line in &lines {
            overlay.text(
                PAD,
                y + ascent(SUBTITLE_SIZE),
                line,
                TextStyle::new(SUBTITLE_SIZE).opacity(MUTED_OPACITY),
            );
            y += line_height(SUBTITLE_SIZE);
        }
    }
    y
}

/// One placed legend entry: the swatch's left edge, the row's middle, the text.
pub struct LegendEntry {
    pub series: usize,
    pub x: f64,
    pub mid_y: f64,
}

/// Flows legend entries (swatch, gap, text) in rows under `top`, writes their text, and
/// returns the entries (for the caller to draw swatches) and the y below the legend. Short
/// names share a row; a name too long for the rest of a row starts its own, and one too long
/// for a whole row wraps onto a second line (cut there, with its whole text as tooltip).
pub fn legend(
    overlay: &mut Overlay,
    names: &[String],
    swatch_width: f64,
    top: f64,
    chart_width: f64,
) -> (Vec<LegendEntry>, f64) {
    const GAP: f64 = 6.0;
    const SPACING: f64 = 20.0;
    let font = TextFont::new(LEGEND_SIZE, false);
    let line_h = line_height(LEGEND_SIZE);
    let max_text = chart_width - 2.0 * PAD - swatch_width - GAP;
    let mut entries = Vec::new();
    let (mut x, mut y) = (PAD, top);
    let mut row_h: f64 = 0.0;
    for (i, name) in names.iter().enumerate() {
        let name = text::sanitize(name);
        let (fits, lines) = text::wrap(&name, font, max_text, 2);
        let lines: Vec<&String> = lines.iter().filter(|l| !l.is_empty()).collect();
        let w = swatch_width + GAP + lines.iter().map(|l| font.width(l)).fold(0.0, f64::max);
        let h = lines.len().max(1) as f64 * line_h + 4.0;
        if x > PAD && (x + w > chart_width - PAD || lines.len() > 1) {
            x = PAD;
            y += row_h;
            row_h = 0.0;
        }
        let mid_y = y + line_h / 2.0 + 2.0;
        for (k, line) in lines.iter().enumerate() {
            let baseline = mid_y + LEGEND_SIZE * 0.35 + k as f64 * line_h;
            if !fits {
                overlay.text_titled(
                    x + swatch_width + GAP,
                    baseline,
                    line,
                    TextStyle::new(LEGEND_SIZE),
                    &name,
                );
            } else {
                overlay.text(x + swatch_width + GAP, baseline, line, TextStyle::new(LEGEND_SIZE));
            }
        }
        entries.push(LegendEntry { series: i, x, mid_y });
        row_h = row_h.max(h);
        x += w + SPACING;
        if lines.len() > 1 {
            // A two-line entry keeps its row to itself.
            x = chart_width;
        }
    }
    (entries, y + row_h)
}

pub type Root<'a> = DrawingArea<SVGBackend<'a>, Shift>;

pub fn style(color: RGBColor, opacity: f64, filled: bool, stroke_px: f64) -> ShapeStyle {
    ShapeStyle { color: color.mix(opacity), filled, stroke_width: up(stroke_px).max(1) as u32 }
}

fn at(x: f64, y: f64) -> (i32, i32) {
    (up(x), up(y))
}

/// A marker of series `series` centred on `(x, y)` (output px); hollow when `hollow`.
pub fn draw_marker(shapes: &mut Shapes, series: usize, x: f64, y: f64, hollow: bool) {
    let color = palette::series_color(series);
    let shape = palette::marker(series);
    if shape == Marker::Circle {
        let r = up(palette::MARKER_RADIUS);
        if hollow {
            shapes.circle(at(x, y), r - up(0.8), &style(color, 1.0, false, 1.6));
        } else {
            shapes.circle(at(x, y), r, &style(color, 1.0, true, 1.0));
        }
        return;
    }
    let outline = shape.polygon(x, y);
    if hollow {
        // Drawn inside the shape's outline so hollow and filled markers look the same size;
        // the line goes round past the first corner again, so that corner is joined like the
        // others rather than capped.
        let mut inset: Vec<(i32, i32)> =
            outline.iter().map(|&(a, b)| at(x + (a - x) * 0.84, y + (b - y) * 0.84)).collect();
        inset.extend_from_within(..2);
        shapes.path(&inset, &style(color, 1.0, false, 1.6));
    } else {
        let pts: Vec<(i32, i32)> = outline.iter().map(|&(a, b)| at(a, b)).collect();
        shapes.polygon(&pts, &style(color, 1.0, true, 1.0));
    }
}

/// A legend swatch for a line series: a short stretch of its line with its marker.
pub fn draw_line_swatch(shapes: &mut Shapes, series: usize, x: f64, mid_y: f64, width: f64) {
    let line = Placeholder::SeriesLine(palette::series_index(series)).color();
    shapes.path(&[at(x, mid_y), at(x + width, mid_y)], &style(line, 1.0, false, 2.0));
    draw_marker(shapes, series, x + width / 2.0, mid_y, false);
}

/// A legend swatch for a bar series: a small square in its fill.
pub fn draw_bar_swatch(shapes: &mut Shapes, series: usize, x: f64, mid_y: f64, size: f64) {
    let top = mid_y - size / 2.0;
    shapes.rect(
        [at(x, top), at(x + size, top + size)],
        &style(palette::bar_fill(series), 1.0, true, 1.0),
    );
}

/// Overlay text style for tick-sized notes.
pub fn note_style(anchor: Anchor) -> TextStyle {
    TextStyle::new(NOTE_SIZE).anchor(anchor)
}

/// A plotters text style at `size` output px in `currentColor` at `opacity`.
/// The look every chart's axes share: faint gridlines, minor lines hidden, muted tick labels,
/// axis titles in full colour.
pub fn style_axes<X, Y, DB>(mesh: &mut MeshStyle<'_, '_, X, Y, DB>)
where
    X: Ranged,
    Y: Ranged,
    DB: DrawingBackend,
{
    mesh.bold_line_style(style(palette::CURRENT, GRID_OPACITY, false, 1.0))
        .light_line_style(style(palette::CURRENT, 0.0, false, 1.0))
        .axis_style(style(palette::CURRENT, AXIS_OPACITY, false, 1.0))
        .label_style(plotters_text(TICK_SIZE, MUTED_OPACITY))
        .axis_desc_style(plotters_text(AXIS_TITLE_SIZE, 1.0))
        .set_all_tick_mark_size(up(TICK_MARK));
}

pub fn plotters_text(size: f64, opacity: f64) -> PlottersText<'static> {
    // Plotters writes font sizes divided by 1.24.
    let mut t: PlottersText<'static> =
        ("sans-serif", size * 1.24 * super::svg::SCALE).into_font().into();
    t.color = palette::CURRENT.mix(opacity).to_backend_color();
    t
}
