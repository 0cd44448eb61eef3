//! Latency against load: one line per series with a marker at each measured point (hollow when
//! approximate), the dashed reference line, and each series' peak annotated.

use plotters::chart::ChartBuilder;
use plotters::prelude::{IntoDrawingArea, SVGBackend};

use super::axis::{self, Axis, End, FormatNumber};
use super::layout::{self, Root, AXIS_TITLE_SIZE, NOTE_SIZE, PAD, TICK_MARK, TICK_SIZE};
use super::palette::{self, Placeholder, CURRENT};
use super::spec::{ChartSpec, LoadCurve};
use super::svg::{down, up, Anchor, Document, Overlay, Shapes};
use super::text::{self, TextFont};

/// A point as drawn: data coordinates, whether approximate, index in the spec's points.
#[derive(Clone, Copy)]
struct Pt {
    x: f64,
    y: f64,
    approximate: bool,
    index: usize,
}

struct Series {
    points: Vec<Pt>,
    /// Each drawn point's label (what the sweep set there), in the order of `points`.
    labels: Vec<Option<String>>,
    peak: Option<usize>,
    peak_label: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
struct Rect {
    x0: f64,
    y0: f64,
    x1: f64,
    y1: f64,
}

impl Rect {
    fn around(x: f64, y: f64, r: f64) -> Rect {
        Rect { x0: x - r, y0: y - r, x1: x + r, y1: y + r }
    }
    fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }
    fn inside(&self, o: &Rect) -> bool {
        self.x0 >= o.x0 && self.x1 <= o.x1 && self.y0 >= o.y0 && self.y1 <= o.y1
    }
}

pub fn render(spec: &ChartSpec, lc: &LoadCurve, id: &str, fmt: FormatNumber, width: f64) -> String {
    let mut overlay = Overlay::default();
    let series: Vec<Series> = lc
        .series
        .iter()
        .map(|s| {
            let points: Vec<Pt> = s
                .points
                .iter()
                .enumerate()
                .filter(|(_, p)| p.x.is_finite() && p.y.is_finite() && (!lc.y_log || p.y > 0.0))
                .map(|(index, p)| Pt { x: p.x, y: p.y, approximate: p.approximate, index })
                .collect();
            Series {
                labels: points
                    .iter()
                    .map(|p| s.points[p.index].label.as_deref().map(text::sanitize))
                    .collect(),
                peak: s.peak.and_then(|k| points.iter().position(|p| p.index == k)),
                peak_label: s.peak_label.as_deref().map(text::sanitize),
                points,
            }
        })
        .collect();
    let reference = lc.reference.as_ref().filter(|r| r.y.is_finite() && (!lc.y_log || r.y > 0.0));

    // Title and legend.
    let mut top = layout::header(&mut overlay, &spec.title, None, width);
    let mut legend_entries = Vec::new();
    if lc.series.len() > 1 {
        let names: Vec<String> = lc.series.iter().map(|s| s.name.clone()).collect();
        let (entries, bottom) = layout::legend(&mut overlay, &names, SWATCH, top + 6.0, width);
        legend_entries = entries;
        top = bottom;
    }
    let plot_top = top + 12.0;

    // The axes, sized by their measured labels.
    let tick_font = TextFont::new(TICK_SIZE, false);
    let title_font = TextFont::new(AXIS_TITLE_SIZE, false);
    let x_area = 2.0 * TICK_MARK
        + layout::line_height(TICK_SIZE)
        + 6.0
        + layout::line_height(AXIS_TITLE_SIZE);
    let height = layout::chart_height(plot_top, x_area);
    let plot_bottom = height - PAD - x_area;
    let plot_h = (plot_bottom - plot_top).max(40.0);
    let all = || series.iter().flat_map(|s| s.points.iter());
    let y_axis: Axis = if lc.y_log {
        let lo = all().map(|p| p.y).chain(reference.map(|r| r.y)).fold(f64::INFINITY, f64::min);
        let hi = all().map(|p| p.y).chain(reference.map(|r| r.y)).fold(0.0, f64::max);
        let (lo, hi) = if lo.is_finite() { (lo, hi * 1.3) } else { (1.0, 10.0) };
        axis::log(lo, hi, (plot_h / 26.0) as usize, fmt)
    } else {
        let hi = all().map(|p| p.y).chain(reference.map(|r| r.y)).fold(0.0, f64::max);
        axis::linear(
            hi * 1.08,
            (plot_h / 55.0) as usize,
            End::RoundUp,
            plot_h,
            false,
            tick_font,
            fmt,
        )
    };
    let y_area = 2.0
        + layout::line_height(AXIS_TITLE_SIZE)
        + 4.0
        + y_axis.widest_label(tick_font)
        + 2.0 * TICK_MARK;
    let plot_left = PAD + y_area;
    let mut right = PAD + 6.0;
    let max_x = all().map(|p| p.x).fold(0.0, f64::max);
    let x_max = if max_x > 0.0 { max_x * 1.06 } else { 1.0 };
    let plot_w = width - right - plot_left;
    let x_axis =
        axis::linear(x_max, (plot_w / 90.0) as usize, End::Exact, plot_w, true, tick_font, fmt);
    if let (Some(last), Some(label)) = (x_axis.ticks.last(), x_axis.labels.last()) {
        let overhang =
            tick_font.width(label) / 2.0 - plot_w * (1.0 - last / x_axis.max) - (right - PAD);
        if overhang > 0.0 {
            right += overhang + 2.0;
        }
    }
    let plot_w = width - right - plot_left;
    let plot = Rect { x0: plot_left, y0: plot_top, x1: plot_left + plot_w, y1: plot_bottom };
    let x_desc = text::truncate(&text::sanitize(&lc.x_title), title_font, plot_w);
    let y_desc = text::truncate(&text::sanitize(&lc.y_title), title_font, plot_h);

    let size = (up(width) as u32, up(height) as u32);
    let mut shapes = Shapes::new(id, size);
    let mut buf = String::new();
    {
        let root = SVGBackend::with_string(&mut buf, size).into_drawing_area();
        let frame = Frame {
            plot,
            x_area,
            y_area,
            right,
            x_desc: &x_desc,
            y_desc: &y_desc,
            x_axis: &x_axis,
            y_axis: &y_axis,
        };
        draw(&root, &mut shapes, &frame, &series, reference, &mut overlay);
        for e in &legend_entries {
            layout::draw_line_swatch(&mut shapes, e.series, e.x, e.mid_y, SWATCH);
        }
        let _ = root.present();
    }
    Document {
        id,
        title: &spec.title,
        description: &spec.description,
        width,
        height,
        patterns: Vec::new(),
    }
    .finish(&buf, &shapes, &overlay)
}

const SWATCH: f64 = 28.0;

struct Frame<'a> {
    plot: Rect,
    x_area: f64,
    y_area: f64,
    right: f64,
    x_desc: &'a str,
    y_desc: &'a str,
    x_axis: &'a Axis,
    y_axis: &'a Axis,
}

/// Draws the axes with plotters on `root`, the data over them in `shapes`.
fn draw(
    root: &Root,
    shapes: &mut Shapes,
    f: &Frame,
    series: &[Series],
    reference: Option<&super::spec::Reference>,
    overlay: &mut Overlay,
) {
    let Ok(mut chart) = ChartBuilder::on(root)
        .margin_top(up(f.plot.y0))
        .margin_left(up(PAD))
        .margin_right(up(f.right))
        .margin_bottom(up(PAD))
        .x_label_area_size(up(f.x_area))
        .y_label_area_size(up(f.y_area))
        .build_cartesian_2d(f.x_axis.clone(), f.y_axis.clone())
    else {
        return;
    };
    let x_fmt = |v: &f64| f.x_axis.label_of(*v);
    let y_fmt = |v: &f64| f.y_axis.label_of(*v);
    let mut mesh = chart.configure_mesh();
    mesh.x_labels(f.x_axis.ticks.len())
        .y_labels(f.y_axis.ticks.len())
        .x_label_formatter(&x_fmt)
        .y_label_formatter(&y_fmt);
    layout::style_axes(&mut mesh);
    if !f.x_desc.is_empty() {
        mesh.x_desc(f.x_desc);
    }
    if !f.y_desc.is_empty() {
        mesh.y_desc(f.y_desc);
    }
    let _ = mesh.draw();

    let px = |x: f64, y: f64| {
        let (a, b) = chart.backend_coord(&(x, y));
        (down(a), down(b))
    };
    let plot = {
        let (xr, yr) = chart.plotting_area().get_pixel_range();
        Rect { x0: down(xr.start), y0: down(yr.start), x1: down(xr.end), y1: down(yr.end) }
    };
    let mut obstacles: Vec<Rect> = Vec::new();

    // The reference line, under the data; labelled once the data's place is known.
    let reference_y = reference.and_then(|r| {
        let (_, ry) = px(0.0, r.y);
        (ry >= plot.y0 - 0.5 && ry <= plot.y1 + 0.5).then_some((r, ry))
    });
    if let Some((_, ry)) = reference_y {
        shapes.path(
            &[(up(plot.x0), up(ry)), (up(plot.x1), up(ry))],
            &layout::style(Placeholder::Reference.color(), 0.75, false, 1.2),
        );
    }

    // Lines, then markers on top.
    for (i, s) in series.iter().enumerate() {
        if s.points.len() >= 2 {
            let pts: Vec<(i32, i32)> = s
                .points
                .iter()
                .map(|p| {
                    let (x, y) = px(p.x, p.y);
                    (up(x), up(y))
                })
                .collect();
            // Labels keep clear of the line: it is an obstacle, sampled every few pixels.
            for w in pts.windows(2) {
                let (a, b) = ((down(w[0].0), down(w[0].1)), (down(w[1].0), down(w[1].1)));
                let steps = ((b.0 - a.0).hypot(b.1 - a.1) / 5.0).ceil().max(1.0) as usize;
                for k in 0..=steps {
                    let t = k as f64 / steps as f64;
                    obstacles.push(Rect::around(a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, 1.5));
                }
            }
            let color = Placeholder::SeriesLine(palette::series_index(i)).color();
            shapes.path(&pts, &layout::style(color, 1.0, false, 2.0));
        }
    }
    for (i, s) in series.iter().enumerate() {
        for p in &s.points {
            let (x, y) = px(p.x, p.y);
            layout::draw_marker(shapes, i, x, y, p.approximate);
            obstacles.push(Rect::around(x, y, palette::MARKER_RADIUS + 1.5));
        }
    }

    // The reference label at the line's right end, above it or below, or further left if the
    // data is there.
    if let Some((r, ry)) = reference_y {
        let label = text::sanitize(&r.label);
        let w = TextFont::new(NOTE_SIZE, false).width(&label);
        let h = layout::line_height(NOTE_SIZE);
        let at = |x1: f64, above: bool| {
            let y0 = if above { ry - 2.0 - h } else { ry + 2.0 };
            Rect { x0: x1 - w, y0, x1, y1: y0 + h }
        };
        let mut candidates = Vec::new();
        for k in 0..8 {
            let x1 = plot.x1 - 4.0 - k as f64 * (plot.x1 - plot.x0) / 10.0;
            candidates.push(at(x1, true));
            candidates.push(at(x1, false));
        }
        let rect = candidates
            .iter()
            .find(|c| c.inside(&plot) && !obstacles.iter().any(|o| o.overlaps(c)))
            .copied()
            .unwrap_or_else(|| {
                if at(plot.x1 - 4.0, true).y0 >= plot.y0 {
                    at(plot.x1 - 4.0, true)
                } else {
                    at(plot.x1 - 4.0, false)
                }
            });
        overlay.text(
            rect.x1,
            rect.y0 + layout::ascent(NOTE_SIZE),
            &label,
            layout::note_style(Anchor::End),
        );
        obstacles.push(rect);
        obstacles.push(Rect { x0: plot.x0, y0: ry - 1.5, x1: plot.x1, y1: ry + 1.5 });
    }

    // Peak annotations, highest first, each where it overlaps nothing already placed.
    let multi = series.len() > 1;
    let mut peaks: Vec<(usize, f64, f64, String)> = series
        .iter()
        .enumerate()
        .filter_map(|(i, s)| {
            let p = s.points.get(s.peak?)?;
            let label = s.peak_label.as_deref().filter(|l| !l.trim().is_empty())?;
            // The peak's setting leads its annotation; the point gets no label of its own.
            let label = match s.labels.get(s.peak?).cloned().flatten() {
                Some(setting) => format!("{setting} · {label}"),
                None => label.to_string(),
            };
            let (x, y) = px(p.x, p.y);
            Some((i, x, y, label))
        })
        .collect();
    peaks.sort_by(|a, b| a.2.total_cmp(&b.2).then(a.0.cmp(&b.0)));
    let font = TextFont::new(NOTE_SIZE, false);
    let inner = Rect { x0: plot.x0 + 2.0, y0: plot.y0 + 1.0, x1: plot.x1 - 2.0, y1: plot.y1 - 2.0 };
    for (i, x, y, label) in peaks {
        let key = if multi { 13.0 } else { 0.0 };
        let label = text::truncate(&label, font, inner.x1 - inner.x0 - key);
        let w = font.width(&label) + key;
        let h = layout::line_height(NOTE_SIZE);
        let (rect, leader) = place(w, h, x, y, &inner, &obstacles);
        if leader {
            let lx = if rect.x1 <= x { rect.x1 + 1.0 } else { rect.x0 - 1.0 };
            let ly = (rect.y0 + rect.y1) / 2.0;
            shapes.path(
                &[(up(lx), up(ly)), (up(x), up(y))],
                &layout::style(CURRENT, 0.5, false, 1.0),
            );
        }
        if multi {
            let mid = (rect.y0 + rect.y1) / 2.0;
            layout::draw_marker(shapes, i, rect.x0 + 5.0, mid, false);
        }
        overlay.text(
            rect.x0 + key,
            rect.y0 + layout::ascent(NOTE_SIZE),
            &label,
            layout::note_style(Anchor::Start),
        );
        obstacles.push(rect);
    }

    // What the sweep set at each point ("QD8"), where it fits without hiding anything: the
    // chart's table lists every point's setting, so a label with no room is left out.
    for s in series {
        for (k, (p, label)) in s.points.iter().zip(&s.labels).enumerate() {
            if s.peak == Some(k) && s.peak_label.is_some() {
                continue;
            }
            let Some(label) = label.as_deref().filter(|l| !l.trim().is_empty()) else { continue };
            let (x, y) = px(p.x, p.y);
            let (w, h) = (font.width(label), layout::line_height(NOTE_SIZE));
            let r = palette::MARKER_RADIUS + 2.0;
            let candidates = [
                Rect { x0: x + r, y0: y + 1.0, x1: x + r + w, y1: y + 1.0 + h },
                Rect { x0: x + r, y0: y - 1.0 - h, x1: x + r + w, y1: y - 1.0 },
                Rect { x0: x - r - w, y0: y - 1.0 - h, x1: x - r, y1: y - 1.0 },
                Rect { x0: x - r - w, y0: y + 1.0, x1: x - r, y1: y + 1.0 + h },
                Rect { x0: x - w / 2.0, y0: y + r, x1: x + w / 2.0, y1: y + r + h },
                Rect { x0: x - w / 2.0, y0: y - r - h, x1: x + w / 2.0, y1: y - r },
            ];
            if let Some(rect) = candidates
                .into_iter()
                .find(|c| c.inside(&inner) && !obstacles.iter().any(|o| o.overlaps(c)))
            {
                overlay.text(
                    rect.x0,
                    rect.y0 + layout::ascent(NOTE_SIZE),
                    label,
                    layout::note_style(Anchor::Start),
                );
                // Labels side by side need a space between them to read as two.
                obstacles.push(Rect { x0: rect.x0 - 4.0, x1: rect.x1 + 4.0, ..rect });
            }
        }
    }
}

/// Finds a place for a `w`×`h` label near the point `(x, y)`: beside it, above or below it,
/// or stacked further up or down with a leader line; inside `plot`, clear of `obstacles`.
fn place(w: f64, h: f64, x: f64, y: f64, plot: &Rect, obstacles: &[Rect]) -> (Rect, bool) {
    const GAP: f64 = 8.0;
    let left =
        |dy: f64| Rect { x0: x - GAP - w, y0: y + dy - h / 2.0, x1: x - GAP, y1: y + dy + h / 2.0 };
    let right =
        |dy: f64| Rect { x0: x + GAP, y0: y + dy - h / 2.0, x1: x + GAP + w, y1: y + dy + h / 2.0 };
    let above = Rect { x0: x + 4.0 - w, y0: y - GAP - h, x1: x + 4.0, y1: y - GAP };
    let below = Rect { x0: x + 4.0 - w, y0: y + GAP, x1: x + 4.0, y1: y + GAP + h };
    let mut candidates: Vec<(Rect, bool)> =
        vec![(left(0.0), false), (above, false), (below, false), (right(0.0), false)];
    for k in 1..=12 {
        let dy = k as f64 * (h + 2.0);
        for d in [dy, -dy] {
            candidates.push((left(d), true));
            candidates.push((right(d), true));
        }
    }
    let fits = |r: &Rect| r.inside(plot) && !obstacles.iter().any(|o| o.overlaps(r));
    if let Some(c) = candidates.iter().find(|(r, _)| fits(r)) {
        return *c;
    }
    // Nowhere free: beside the point, pushed inside the plot.
    let mut r = left(0.0);
    if r.x0 < plot.x0 {
        r = right(0.0);
    }
    let dx = (plot.x0 - r.x0).max(0.0) - (r.x1 - plot.x1).max(0.0);
    let dy = (plot.y0 - r.y0).max(0.0) - (r.y1 - plot.y1).max(0.0);
    (Rect { x0: r.x0 + dx, y0: r.y0 + dy, x1: r.x1 + dx, y1: r.y1 + dy }, false)
}
