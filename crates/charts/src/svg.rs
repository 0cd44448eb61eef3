//! The SVG document around plotters' drawing.
//!
//! Plotters draws on an integer grid, so the renderer has it draw at [`SCALE`] times the final
//! size and divides every coordinate back here: the output keeps one decimal, markers keep
//! their shape, and strokes can be 1.5 px. This module also swaps plotters' placeholder
//! colours for the real paint (see [`super::palette`]), drops its `font-family` so the text
//! inherits the page's fonts, and writes the root element with its accessible name, plus the
//! text the renderer lays out itself (titles, legends, labels), which plotters cannot measure.
//!
//! Plotters draws only the axes (its mesh); the data over them ([`Shapes`]: lines, markers,
//! bars, legend swatches) is written here directly, in the very markup plotters' backend and the
//! rewrite would have produced, which is several times cheaper. Charts are drawn by the
//! thousand, so the writing avoids float formatting and temporary strings throughout.

use std::fmt::Write as _;
use std::ops::Range;

use plotters::style::{RGBAColor, RGBColor, ShapeStyle};

use super::palette::{self, Placeholder};
use super::text::{escape, push_escaped};

/// Plotters' units per output pixel.
pub const SCALE: f64 = 10.0;

/// A length in output pixels as plotters' integer units.
pub fn up(px: f64) -> i32 {
    (px * SCALE).round() as i32
}

/// A position in plotters' units back in output pixels.
pub fn down(units: i32) -> f64 {
    f64::from(units) / SCALE
}

/// A coordinate as written in the SVG: at most one decimal, no `-0`.
#[cfg(test)]
pub fn num(v: f64) -> String {
    let mut s = String::new();
    push_num(&mut s, v);
    s
}

/// Beyond this many tenths (or hundredths) a number is formatted as a float; below it, the
/// digits of the rounded integer are exactly those float formatting gives, far cheaper.
const EXACT_INTEGER: f64 = (1u64 << 40) as f64;

/// Appends `v` to `out` as a coordinate is written in the SVG: at most one decimal, no `-0`.
pub fn push_num(out: &mut String, v: f64) {
    let scaled = v * 10.0;
    if scaled.abs() < EXACT_INTEGER {
        // tenths / 10 written to one decimal is the integer's digits with a point before the
        // last; a whole number drops the `.0`, and zero has no sign.
        let t = round_half_away(scaled);
        if t < 0 {
            out.push('-');
        }
        let t = t.unsigned_abs();
        push_uint(out, t / 10);
        if !t.is_multiple_of(10) {
            out.push('.');
            out.push(digit(t % 10));
        }
        return;
    }
    let tenths = scaled.round();
    if tenths == 0.0 || !tenths.is_finite() {
        out.push('0');
    } else {
        let r = tenths / 10.0;
        if r.fract() == 0.0 {
            let _ = write!(out, "{}", r as i64);
        } else {
            let _ = write!(out, "{r:.1}");
        }
    }
}

/// `x.round()` as an integer, for |x| < 2^40: `f64::round` is a libm call, and this runs for
/// every coordinate. Truncation and the remaining fraction are both exact at that size.
fn round_half_away(x: f64) -> i64 {
    let whole = x as i64;
    let fraction = x - whole as f64;
    if fraction >= 0.5 {
        whole + 1
    } else if fraction <= -0.5 {
        whole - 1
    } else {
        whole
    }
}

fn digit(d: u64) -> char {
    char::from(b'0' + (d % 10) as u8)
}

fn push_uint(out: &mut String, v: u64) {
    if v >= 10 {
        push_uint(out, v / 10);
    }
    out.push(digit(v));
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// Text laid out by the renderer, drawn above plotters' drawing.
#[derive(Default)]
pub struct Overlay {
    buf: String,
}

/// How a text is drawn.
#[derive(Debug, Clone, Copy)]
pub struct TextStyle {
    pub size: f64,
    pub bold: bool,
    pub anchor: Anchor,
    /// Opacity of `currentColor`, for secondary text.
    pub opacity: f64,
}

impl TextStyle {
    pub const fn new(size: f64) -> Self {
        TextStyle { size, bold: false, anchor: Anchor::Start, opacity: 1.0 }
    }
    pub const fn bold(mut self, bold: bool) -> Self {
        self.bold = bold;
        self
    }
    pub const fn anchor(mut self, anchor: Anchor) -> Self {
        self.anchor = anchor;
        self
    }
    pub const fn opacity(mut self, opacity: f64) -> Self {
        self.opacity = opacity;
        self
    }
}

impl Overlay {
    /// A text with its baseline at `(x, y)`.
    pub fn text(&mut self, x: f64, y: f64, text: &str, style: TextStyle) {
        self.text_rotated(x, y, text, style, 0.0);
    }

    /// A text cut short (a truncated name, a wrapped title's first lines) with the whole
    /// text as its tooltip and for assistive technology.
    pub fn text_titled(&mut self, x: f64, y: f64, text: &str, style: TextStyle, whole: &str) {
        self.text_inner(x, y, text, style, 0.0, Some(whole));
    }

    /// A text with its baseline at `(x, y)`, turned by `angle` degrees (clockwise) about it.
    pub fn text_rotated(&mut self, x: f64, y: f64, text: &str, style: TextStyle, angle: f64) {
        self.text_inner(x, y, text, style, angle, None);
    }

    fn text_inner(
        &mut self,
        x: f64,
        y: f64,
        text: &str,
        style: TextStyle,
        angle: f64,
        whole: Option<&str>,
    ) {
        if text.is_empty() {
            return;
        }
        let buf = &mut self.buf;
        buf.push_str("<text x=\"");
        push_num(buf, x);
        buf.push_str("\" y=\"");
        push_num(buf, y);
        buf.push('"');
        // Most of a chart's texts are at the root's size, which they inherit.
        if style.size != TEXT_SIZE {
            buf.push_str(" font-size=\"");
            push_num(buf, style.size);
            buf.push('"');
        }
        match style.anchor {
            Anchor::Start => {}
            Anchor::Middle => buf.push_str(" text-anchor=\"middle\""),
            Anchor::End => buf.push_str(" text-anchor=\"end\""),
        }
        if style.bold {
            buf.push_str(" font-weight=\"bold\"");
        }
        // Filled in `currentColor` by the root element, which every shape overrides.
        if style.opacity < 1.0 {
            buf.push_str(" fill-opacity=\"");
            push_num_fine(buf, style.opacity);
            buf.push('"');
        }
        if angle != 0.0 {
            buf.push_str(" transform=\"rotate(");
            push_num(buf, angle);
            buf.push(' ');
            push_num(buf, x);
            buf.push(' ');
            push_num(buf, y);
            buf.push_str(")\"");
        }
        buf.push('>');
        if let Some(whole) = whole {
            buf.push_str("<title>");
            push_escaped(buf, whole);
            buf.push_str("</title>");
        }
        push_escaped(buf, text);
        buf.push_str("</text>\n");
    }
}

/// An opacity or other small number: two decimals at most.
#[cfg(test)]
fn num_fine(v: f64) -> String {
    let mut s = String::new();
    push_num_fine(&mut s, v);
    s
}

/// Appends `v` with two decimals at most, trailing zeros dropped.
fn push_num_fine(out: &mut String, v: f64) {
    let hundredths = (v * 100.0).round();
    if hundredths > 0.0 && hundredths < EXACT_INTEGER {
        let h = hundredths as u64;
        push_uint(out, h / 100);
        let f = h % 100;
        if f != 0 {
            out.push('.');
            out.push(digit(f / 10));
            if !f.is_multiple_of(10) {
                out.push(digit(f));
            }
        }
    } else {
        // Zero, negative, huge or not a number: as float formatting has it ("-0" included).
        let r = hundredths / 100.0;
        let s = format!("{r:.2}");
        out.push_str(s.trim_end_matches('0').trim_end_matches('.'));
    }
}

/// The size of most of a chart's texts (`layout::MIN_SIZE`: labels, ticks, notes), set once on
/// the root element: a text at that size names none of its own. A chart of forty texts is
/// 600 bytes smaller, on every page that carries it.
pub const TEXT_SIZE: f64 = super::layout::MIN_SIZE;

/// A hatch pattern per bar series after the first, referenced by placeholder fills.
pub struct Pattern {
    pub series: usize,
    pub color: String,
    pub angle: i32,
    pub spacing: u32,
}

/// Everything around the drawing.
pub struct Document<'a> {
    pub id: &'a str,
    pub title: &'a str,
    pub description: &'a str,
    pub width: f64,
    pub height: f64,
    pub patterns: Vec<Pattern>,
}

impl Document<'_> {
    /// Assembles the SVG: root, `<title>`, `<desc>`, pattern definitions, plotters' drawing
    /// (rewritten), the shapes over it, then the overlay text.
    pub fn finish(&self, plotters_svg: &str, shapes: &Shapes, overlay: &Overlay) -> String {
        let id = escape(self.id);
        // Plotters' coordinates shrink by about a quarter in the rewrite; the rest is known.
        let mut out = String::with_capacity(
            512 + 2 * id.len()
                + self.title.len()
                + self.description.len()
                + 400 * self.patterns.len()
                + plotters_svg.len() * 3 / 4
                + shapes.buf.len()
                + overlay.buf.len(),
        );
        // An element of an HTML page, which puts it in the SVG namespace itself: no `xmlns`.
        // Its page's stylesheet scales it with its column (`max-width: 100%; height: auto`).
        out.push_str("<svg viewBox=\"0 0 ");
        push_num(&mut out, self.width);
        out.push(' ');
        push_num(&mut out, self.height);
        out.push_str("\" width=\"");
        push_num(&mut out, self.width);
        out.push_str("\" height=\"");
        push_num(&mut out, self.height);
        let _ = write!(
            out,
            "\" role=\"img\" \
             aria-labelledby=\"{id}-title {id}-desc\" class=\"chart\" font-family=\"inherit\" font-size=\"{TEXT_SIZE}\" fill=\"currentColor\">\n\
             <title id=\"{id}-title\">"
        );
        push_escaped(&mut out, self.title);
        let _ = write!(out, "</title>\n<desc id=\"{id}-desc\">");
        push_escaped(&mut out, self.description);
        out.push_str("</desc>\n");
        if !self.patterns.is_empty() {
            out.push_str("<defs>\n");
            for p in &self.patterns {
                let s = p.spacing;
                let _ = writeln!(
                    out,
                    "<pattern id=\"{id}-pat-{}\" width=\"{s}\" height=\"{s}\" \
                     patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate({})\">\
                     <rect width=\"{s}\" height=\"{s}\" fill=\"{}\"/>\
                     <line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"{s}\" stroke=\"currentColor\" \
                     stroke-opacity=\"0.55\" stroke-width=\"1.5\"/></pattern>",
                    p.series, p.angle, p.color
                );
            }
            out.push_str("</defs>\n");
        }
        // Plotters' drawing (gridlines, axes, ticks, labels), its runs of lines drawn alike
        // compacted as the shapes' are.
        let mut drawn = String::with_capacity(plotters_svg.len() * 3 / 4);
        rewrite_plotters(plotters_svg, &id, &mut drawn);
        compact_shapes(&lines_as_polylines(&drawn), &mut out);
        compact_shapes(&shapes.buf, &mut out);
        compact_texts(&overlay.buf, &mut out);
        out.push_str("</svg>\n");
        out
    }
}

/// Copies [`Shapes`]' markup (one element a line) into `out`, each run of two or more lines
/// drawn alike written once: polylines of the same attributes as one `<path>` of as many
/// subpaths (a chart's gridlines and ticks), rectangles of the same paint as a `<g>` carrying
/// it (a ranking's neutral bars). They never overlap, so a group's opacity is each one's.
/// About a quarter of a chart file's bytes, and what a phone downloads.
fn compact_shapes(shapes: &str, out: &mut String) {
    /// A line's key (what the run shares) and its own part.
    fn split(line: &str) -> Option<(Run, &str, &str)> {
        let body = line.strip_suffix("\"/>")?;
        if line.starts_with("<polyline ") {
            let at = body.find(" points=\"")?;
            return Some((
                Run::Polyline,
                &line["<polyline".len()..at],
                &body[at + " points=\"".len()..],
            ));
        }
        // A rectangle's and a circle's geometry comes first, its paint after it; a polygon's
        // paint first, its points after it.
        for (tag, last) in [("rect", " height=\""), ("circle", " r=\"")] {
            let Some(own) = line.strip_prefix("<").and_then(|l| l.strip_prefix(tag)) else {
                continue;
            };
            if !own.starts_with(' ') {
                continue;
            }
            let at = body.find(last)?;
            let end = at + last.len() + body[at + last.len()..].find('"')? + 1;
            let paint = &line[end..line.len() - "/>".len()];
            // A shape without paint of its own has nothing to share.
            return (!paint.is_empty()).then_some((
                Run::Group(tag),
                paint,
                &line[1 + tag.len()..end],
            ));
        }
        if line.starts_with("<polygon ") {
            let at = body.find(" points=\"")?;
            let paint = &line["<polygon".len()..at];
            return (!paint.is_empty()).then_some((
                Run::Group("polygon"),
                paint,
                &line[at..line.len() - "/>".len()],
            ));
        }
        None
    }
    #[derive(PartialEq, Clone, Copy)]
    enum Run {
        Polyline,
        /// Shapes of one tag sharing their paint, in a `<g>` that carries it.
        Group(&'static str),
    }
    // Each line parsed once, then cut into runs of lines drawn alike.
    type Parsed<'a> = (&'a str, Option<(Run, &'a str, &'a str)>);
    let parsed: Vec<Parsed> = shapes.lines().map(|line| (line, split(line))).collect();
    let alike = |a: &Parsed, b: &Parsed| match (a.1, b.1) {
        (Some((run_a, key_a, _)), Some((run_b, key_b, _))) => run_a == run_b && key_a == key_b,
        _ => false,
    };
    for lines in parsed.chunk_by(alike) {
        let (run, key) = match lines {
            [(_, Some((run, key, _))), _, ..] => (*run, *key),
            // A line alone, or one that is no run's: as it was.
            _ => {
                for (line, _) in lines {
                    out.push_str(line);
                    out.push('\n');
                }
                continue;
            }
        };
        let parts = lines.iter().filter_map(|(_, parsed)| parsed.map(|(_, _, own)| own));
        match run {
            Run::Polyline => {
                out.push_str("<path");
                out.push_str(key);
                out.push_str(" d=\"");
                for points in parts {
                    out.push('M');
                    out.push_str(points);
                }
                out.push_str("\"/>\n");
            }
            Run::Group(tag) => {
                out.push_str("<g");
                out.push_str(key);
                out.push_str(">\n");
                for geometry in parts {
                    out.push('<');
                    out.push_str(tag);
                    out.push_str(geometry);
                    out.push_str("/>\n");
                }
                out.push_str("</g>\n");
            }
        }
    }
}

/// `drawn` (one element a line) with each `<line … x1="a" y1="b" x2="c" y2="d"/>` (its
/// coordinates last, as plotters writes them) as the `<polyline fill="none" … points="a,b
/// c,d"/>` it draws, which [`compact_shapes`] joins with the lines drawn alike next to it
/// (a chart's gridlines: 110 bytes each as lines).
fn lines_as_polylines(drawn: &str) -> String {
    fn coordinates(rest: &str) -> Option<[&str; 4]> {
        let mut values = [""; 4];
        let mut rest = rest;
        for (name, value) in ["x1=\"", " y1=\"", " x2=\"", " y2=\""].iter().zip(&mut values) {
            rest = rest.strip_prefix(name)?;
            let end = rest.find('"')?;
            *value = &rest[..end];
            rest = &rest[end + 1..];
        }
        (rest == "/>").then_some(values)
    }
    let mut out = String::with_capacity(drawn.len());
    for line in drawn.lines() {
        let parsed = line.strip_prefix("<line").and_then(|rest| {
            let at = rest.find(" x1=\"")?;
            Some((&rest[..at], coordinates(&rest[at + 1..])?))
        });
        match parsed {
            Some((paint, [x1, y1, x2, y2])) => {
                let _ =
                    write!(out, "<polyline fill=\"none\"{paint} points=\"{x1},{y1} {x2},{y2}\"/>");
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// Copies the overlay's markup (one element a line) into `out`, each run of two or more texts
/// set alike (a ranking's value labels, an axis's ticks: `text-anchor="middle"
/// fill-opacity="0.8"`) as a `<g>` carrying what they share, each text keeping its position.
/// Only properties a text inherits are moved (size, weight, anchor, fill and its opacity); a
/// run with anything else (a rotation) stays as it is. Chart markup is carried by every page
/// that shows the chart, twice (issue 40).
fn compact_texts(overlay: &str, out: &mut String) {
    /// A text's position (`x="…" y="…"`), what it shares with its run and its content (from
    /// the `>` that ends its start tag).
    fn split(line: &str) -> Option<(&str, &str, &str)> {
        let rest = line.strip_prefix("<text ")?;
        if !line.ends_with("</text>") {
            return None;
        }
        let y = rest.find(" y=\"")?;
        let y_end = y + " y=\"".len() + rest[y + " y=\"".len()..].find('"')? + 1;
        let close = rest.find('>')?;
        let shared = &rest[y_end..close];
        let inherited = shared.split(" ").filter(|a| !a.is_empty()).all(|attribute| {
            ["font-size=", "font-weight=", "text-anchor=", "fill=", "fill-opacity="]
                .iter()
                .any(|name| attribute.starts_with(name))
        });
        (!shared.is_empty() && inherited && rest[..y].starts_with("x=\"")).then_some((
            &rest[..y_end],
            shared,
            &rest[close..],
        ))
    }
    // Each line with its parts (position, shared, content) when it is a text.
    type Parsed<'a> = (&'a str, Option<(&'a str, &'a str, &'a str)>);
    let parsed: Vec<Parsed> = overlay.lines().map(|line| (line, split(line))).collect();
    let alike =
        |a: &Parsed, b: &Parsed| matches!((a.1, b.1), (Some((_, x, _)), Some((_, y, _))) if x == y);
    for lines in parsed.chunk_by(alike) {
        match lines {
            [(_, Some((_, shared, _))), _, ..] => {
                out.push_str("<g");
                out.push_str(shared);
                out.push_str(">\n");
                for (_, parsed) in lines {
                    let Some((position, _, content)) = parsed else { continue };
                    out.push_str("<text ");
                    out.push_str(position);
                    out.push_str(content);
                    out.push('\n');
                }
                out.push_str("</g>\n");
            }
            _ => {
                for (line, _) in lines {
                    out.push_str(line);
                    out.push('\n');
                }
            }
        }
    }
}

/// Attributes whose value is a length or coordinate in plotters' units.
fn is_geometry(name: &str) -> bool {
    matches!(name, "x" | "y" | "x1" | "y1" | "x2" | "y2" | "cx" | "cy" | "r" | "width" | "height")
}

/// Copies plotters' SVG body into `out`, one element a line, rewriting each tag: coordinates
/// scaled down, placeholder paint replaced, fonts left to the page. Plotters escapes text and
/// attribute values, so a line starting with `<` is always a tag and any other line is text.
///
/// This runs for every element of every chart, so it parses and writes in one pass, straight
/// into `out`, with no allocation but for the rare placeholder paint.
fn rewrite_plotters(svg: &str, id: &str, out: &mut String) {
    let mut in_text = false;
    for line in svg.lines() {
        if line.starts_with("<svg") || line == "</svg>" {
            continue;
        }
        if line == "</text>" {
            out.push_str("</text>\n");
            in_text = false;
        } else if let Some(tag) = line.strip_prefix('<') {
            in_text = rewrite_tag(tag, id, out);
            if !in_text {
                out.push('\n');
            }
        } else if in_text {
            out.push_str(line);
        }
    }
}

/// Rewrites one tag (without its `<`); returns whether it opens a `<text>`.
fn rewrite_tag(tag: &str, id: &str, out: &mut String) -> bool {
    let name_end = tag.bytes().position(|b| matches!(b, b' ' | b'>' | b'/')).unwrap_or(tag.len());
    let name = &tag[..name_end];
    out.push('<');
    out.push_str(name);
    let mut rest = &tag[name_end..];
    // Attributes the paint adds after plotters' own (dash patterns, line joins).
    let mut extra = String::new();
    loop {
        // Plotters separates attributes with one space (`trim_start`'s Unicode tables are
        // not needed).
        rest = rest.trim_ascii_start();
        let Some(eq) = find_attr_start(rest) else {
            break;
        };
        let attr = &rest[..eq];
        let after = &rest[eq + 2..];
        let Some(close) = after.bytes().position(|b| b == b'"') else {
            break;
        };
        let value = &after[..close];
        rest = &after[close + 1..];
        rewrite_attr(name, attr, value, id, out, &mut extra);
    }
    out.push_str(&extra);
    let self_closing = rest.trim_ascii_start().starts_with('/');
    if self_closing {
        out.push_str("/>");
        false
    } else {
        out.push('>');
        name == "text"
    }
}

/// Where the first `="` in `s` is.
fn find_attr_start(s: &str) -> Option<usize> {
    let bytes = s.as_bytes();
    let mut from = 0;
    while let Some(i) = bytes[from..].iter().position(|b| *b == b'=') {
        let at = from + i;
        if bytes.get(at + 1) == Some(&b'"') {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

/// A number as plotters writes it. Plotters' coordinates are integers: those skip the float
/// parser, and give the same `f64` it would.
fn parse_number(value: &str) -> Option<f64> {
    let digits = value.strip_prefix('-').unwrap_or(value);
    if !digits.is_empty() && digits.len() <= 15 && digits.bytes().all(|b| b.is_ascii_digit()) {
        let n = digits.bytes().fold(0i64, |n, b| n * 10 + i64::from(b - b'0'));
        let n = n as f64;
        return Some(if digits.len() < value.len() { -n } else { n });
    }
    value.parse::<f64>().ok()
}

/// Appends ` attr="`, for the caller to write the value and close the quote.
fn open_attr(out: &mut String, attr: &str) {
    out.push(' ');
    out.push_str(attr);
    out.push_str("=\"");
}

fn push_attr(out: &mut String, attr: &str, value: &str) {
    open_attr(out, attr);
    out.push_str(value);
    out.push('"');
}

/// Appends ` attr="n"` with `n` the value in plotters' units (or `default` when it is not a
/// number) in output pixels.
fn push_scaled_attr(out: &mut String, attr: &str, value: &str, default: f64) {
    open_attr(out, attr);
    push_num(out, parse_number(value).unwrap_or(default) / SCALE);
    out.push('"');
}

fn rewrite_attr(
    element: &str,
    attr: &str,
    value: &str,
    id: &str,
    out: &mut String,
    extra: &mut String,
) {
    match attr {
        "font-family" => {}
        "opacity" if value == "1" => {}
        "opacity" if element == "text" => push_attr(out, "fill-opacity", value),
        // At the root's size, inherited (see `TEXT_SIZE`).
        "font-size" if parse_number(value).unwrap_or(12.0 * SCALE) / SCALE == TEXT_SIZE => {}
        "font-size" => push_scaled_attr(out, attr, value, 12.0 * SCALE),
        "stroke-width" => push_scaled_attr(out, attr, value, SCALE),
        a if is_geometry(a) => push_scaled_attr(out, attr, value, 0.0),
        "points" => {
            open_attr(out, attr);
            let mut first = true;
            for pair in value.split_whitespace() {
                if let Some((x, y)) = pair.split_once(',') {
                    if !first {
                        out.push(' ');
                    }
                    first = false;
                    push_num(out, parse_number(x).unwrap_or(0.0) / SCALE);
                    out.push(',');
                    push_num(out, parse_number(y).unwrap_or(0.0) / SCALE);
                }
            }
            out.push('"');
        }
        "transform" => {
            open_attr(out, attr);
            rewrite_transform(value, out);
            out.push('"');
        }
        // A text in plotters' black is in the root's fill, `currentColor`, which it inherits
        // (plotters' elements are the root's children).
        "fill" if element == "text" && value == "#000000" => {}
        "fill" | "stroke" => {
            if value == "#000000" {
                push_attr(out, attr, "currentColor");
            } else if let Some(p) = Placeholder::parse(value) {
                push_placeholder(out, attr, p, id, extra);
            } else {
                push_attr(out, attr, value);
            }
        }
        _ => push_attr(out, attr, value),
    }
}

/// Appends the paint a placeholder colour stands for, and what its stroke needs to `extra`.
fn push_placeholder(out: &mut String, attr: &str, p: Placeholder, id: &str, extra: &mut String) {
    match p {
        Placeholder::SeriesLine(i) => {
            open_attr(out, attr);
            palette::push_hex(out, palette::series_color(usize::from(i)));
            out.push('"');
            if let Some(d) = palette::dash(usize::from(i)) {
                let _ = write!(extra, " stroke-dasharray=\"{d}\"");
            }
            extra.push_str(" stroke-linejoin=\"round\" stroke-linecap=\"round\"");
        }
        Placeholder::Reference => {
            push_attr(out, attr, "currentColor");
            let _ = write!(extra, " stroke-dasharray=\"{}\"", palette::REFERENCE_DASH);
        }
        Placeholder::BarPattern(i) => {
            let _ = write!(out, " {attr}=\"url(#{id}-pat-{i})\"");
        }
    }
}

/// `rotate(270, x, y)` with x and y in plotters' units, appended as `rotate(270 x y)` in
/// output pixels.
fn rewrite_transform(value: &str, out: &mut String) {
    let Some(inner) = value.strip_prefix("rotate(").and_then(|v| v.strip_suffix(')')) else {
        out.push_str(value);
        return;
    };
    let mut parts = inner.split(',').map(str::trim);
    let (Some(angle), Some(x), Some(y), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        out.push_str(value);
        return;
    };
    out.push_str("rotate(");
    out.push_str(angle);
    out.push(' ');
    push_num(out, x.parse::<f64>().unwrap_or(0.0) / SCALE);
    out.push(' ');
    push_num(out, y.parse::<f64>().unwrap_or(0.0) / SCALE);
    out.push(')');
}

/// The shapes the renderer draws over plotters' axes (lines, markers, bars, legend swatches),
/// written straight in their final markup.
///
/// Drawn through plotters, each shape would be formatted by its SVG backend and then parsed and
/// rewritten here, which is most of a chart's cost. Everything plotters draws for a chart (the
/// mesh) comes before these shapes, so they can be kept apart and appended after it. Each
/// method writes exactly what plotters' element and backend would have written and
/// [`rewrite_plotters`] made of it: the same coordinates (clamped to the drawing area as
/// plotters clamps them), attributes in the same order, the same paint.
pub struct Shapes {
    buf: String,
    /// The chart's id, escaped, for pattern references.
    id: String,
    /// The whole canvas, in plotters' units: what plotters clamps root-drawn shapes to.
    canvas: (Range<i32>, Range<i32>),
}

impl Shapes {
    /// Shapes for the chart `id` on a canvas of `size` plotters units.
    pub fn new(id: &str, size: (u32, u32)) -> Shapes {
        Shapes {
            buf: String::with_capacity(4096),
            id: escape(id),
            canvas: (0..size.0 as i32, 0..size.1 as i32),
        }
    }

    /// A polyline (plotters' `PathElement` on the canvas).
    pub fn path(&mut self, points: &[(i32, i32)], style: &ShapeStyle) {
        if style.color.3 == 0.0 {
            return;
        }
        let mut extra = String::new();
        self.buf.push_str("<polyline fill=\"none\"");
        self.push_opacity(style.color.3);
        self.push_paint("stroke", &style.color, &mut extra);
        self.push_stroke_width(style.stroke_width);
        self.push_points(points);
        self.close(&extra);
    }

    /// A filled polygon (plotters' `Polygon` on the canvas).
    pub fn polygon(&mut self, points: &[(i32, i32)], style: &ShapeStyle) {
        if style.color.3 == 0.0 {
            return;
        }
        let mut extra = String::new();
        self.buf.push_str("<polygon");
        self.push_opacity(style.color.3);
        self.push_paint("fill", &style.color, &mut extra);
        self.push_points(points);
        self.close(&extra);
    }

    /// A circle (plotters' `Circle` on the canvas), filled or outlined as `style` says.
    pub fn circle(&mut self, center: (i32, i32), radius: i32, style: &ShapeStyle) {
        if style.color.3 == 0.0 {
            return;
        }
        let (cx, cy) = clamp(center, &self.canvas);
        let mut extra = String::new();
        self.buf.push_str("<circle");
        self.push_coord("cx", cx);
        self.push_coord("cy", cy);
        self.push_coord("r", radius.max(0));
        self.push_opacity(style.color.3);
        if style.filled {
            self.push_paint("fill", &style.color, &mut extra);
            push_attr(&mut self.buf, "stroke", "none");
        } else {
            push_attr(&mut self.buf, "fill", "none");
            self.push_paint("stroke", &style.color, &mut extra);
        }
        self.push_stroke_width(style.stroke_width);
        self.close(&extra);
    }

    /// A rectangle on the canvas (plotters' `Rectangle` drawn on the root area).
    pub fn rect(&mut self, corners: [(i32, i32); 2], style: &ShapeStyle) {
        let canvas = self.canvas.clone();
        self.rect_within(corners, style, &canvas);
    }

    /// A rectangle clamped to `area` (plotters' `Rectangle` drawn on a chart whose plotting
    /// area's pixel range is `area`), `corners` in plotters' units.
    pub fn rect_within(
        &mut self,
        corners: [(i32, i32); 2],
        style: &ShapeStyle,
        area: &(Range<i32>, Range<i32>),
    ) {
        if style.color.3 == 0.0 {
            return;
        }
        let (a, b) = (clamp(corners[0], area), clamp(corners[1], area));
        let (x0, y0, x1, y1) = (a.0.min(b.0), a.1.min(b.1), a.0.max(b.0), a.1.max(b.1));
        let mut extra = String::new();
        self.buf.push_str("<rect");
        self.push_coord("x", x0);
        self.push_coord("y", y0);
        self.push_coord("width", x1 - x0);
        self.push_coord("height", y1 - y0);
        self.push_opacity(style.color.3);
        if style.filled {
            self.push_paint("fill", &style.color, &mut extra);
            push_attr(&mut self.buf, "stroke", "none");
        } else {
            push_attr(&mut self.buf, "fill", "none");
            self.push_paint("stroke", &style.color, &mut extra);
        }
        self.close(&extra);
    }

    fn push_coord(&mut self, attr: &str, units: i32) {
        open_attr(&mut self.buf, attr);
        push_num(&mut self.buf, f64::from(units) / SCALE);
        self.buf.push('"');
    }

    /// Plotters writes every opacity; the rewrite drops the opaque ones.
    fn push_opacity(&mut self, alpha: f64) {
        if alpha != 1.0 {
            let _ = write!(self.buf, " opacity=\"{alpha}\"");
        }
    }

    fn push_stroke_width(&mut self, units: u32) {
        open_attr(&mut self.buf, "stroke-width");
        push_num(&mut self.buf, f64::from(units) / SCALE);
        self.buf.push('"');
    }

    /// The paint of `color` as the rewrite makes it: black is the text colour, placeholder
    /// colours stand for series strokes and patterns.
    fn push_paint(&mut self, attr: &str, color: &RGBAColor, extra: &mut String) {
        let rgb = RGBColor(color.0, color.1, color.2);
        if rgb == palette::CURRENT {
            push_attr(&mut self.buf, attr, "currentColor");
        } else if let Some(p) = Placeholder::from_rgb(rgb) {
            push_placeholder(&mut self.buf, attr, p, &self.id, extra);
        } else {
            open_attr(&mut self.buf, attr);
            palette::push_hex(&mut self.buf, rgb);
            self.buf.push('"');
        }
    }

    fn push_points(&mut self, points: &[(i32, i32)]) {
        open_attr(&mut self.buf, "points");
        for (i, p) in points.iter().enumerate() {
            let (x, y) = clamp(*p, &self.canvas);
            if i > 0 {
                self.buf.push(' ');
            }
            push_num(&mut self.buf, f64::from(x) / SCALE);
            self.buf.push(',');
            push_num(&mut self.buf, f64::from(y) / SCALE);
        }
        self.buf.push('"');
    }

    fn close(&mut self, extra: &str) {
        self.buf.push_str(extra);
        self.buf.push_str("/>\n");
    }
}

/// `p` moved into `area` (both ends included), as plotters' drawing areas do with every point.
fn clamp(p: (i32, i32), area: &(Range<i32>, Range<i32>)) -> (i32, i32) {
    (p.0.min(area.0.end).max(area.0.start), p.1.min(area.1.end).max(area.1.start))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_keep_one_decimal() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(12.345), "12.3");
        assert_eq!(num(-0.01), "0");
        assert_eq!(num(f64::NAN), "0");
        assert_eq!(num_fine(0.35), "0.35");
        assert_eq!(num_fine(0.5), "0.5");
    }

    /// `num` as it was first written, with float formatting: the integer version must give
    /// the same bytes.
    fn num_by_float(v: f64) -> String {
        let r = (v * 10.0).round() / 10.0;
        if r == 0.0 || !r.is_finite() {
            "0".to_string()
        } else if r.fract() == 0.0 {
            format!("{}", r as i64)
        } else {
            format!("{r:.1}")
        }
    }

    fn num_fine_by_float(v: f64) -> String {
        let r = (v * 100.0).round() / 100.0;
        let s = format!("{r:.2}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }

    #[test]
    fn integer_formatting_matches_float_formatting() {
        // Ties, near-ties, the edge of the integer path, and what float formatting must handle.
        let mut values = vec![
            0.0, -0.0, 0.05, -0.05, 0.15, 0.25, -0.25, 0.35, 0.45, 1.05, 2.5, -2.5, 0.95, 9.95,
            99.95, 1e11, 2e11, -3e12, 1e15, 1e20, 0.14, 0.38, 0.55, 0.75, 0.8,
        ];
        values.extend([0.049999999, 1e9 + 0.05, 1.1e11 + 0.25, 0.1 + 0.2, 1.0 / 3.0]);
        values.extend([f64::MAX, f64::MIN_POSITIVE, f64::NAN, f64::INFINITY]);
        values.push(f64::NEG_INFINITY);
        // Every plotters coordinate in and well beyond a chart, and some odd fractions.
        values.extend((-100_000..100_000).map(|n| f64::from(n) / SCALE));
        let mut x = 0.123_456_789_f64;
        for _ in 0..100_000 {
            x = (x * 9_301.0 + 49_297.0) % 233_280.0;
            values.push(x / 37.0 - 3_000.0);
            values.push(x / 1e4);
        }
        for v in values {
            assert_eq!(num(v), num_by_float(v), "{v:e}");
            assert_eq!(num_fine(v), num_fine_by_float(v), "{v:e}");
        }
    }

    /// Draws the same shapes through plotters' SVG backend (then rewritten) and through
    /// [`Shapes`]: the bytes must be the same.
    #[test]
    fn shapes_write_what_plotters_and_the_rewrite_would() {
        use plotters::element::{Circle, PathElement, Polygon, Rectangle};
        use plotters::prelude::{IntoDrawingArea, SVGBackend};
        use plotters::style::Color;

        let size = (7000, 4200);
        let id = "c<&\"";
        let colors = [
            palette::CURRENT,
            palette::ACCENT,
            palette::PALETTE[6],
            Placeholder::SeriesLine(0).color(),
            Placeholder::SeriesLine(3).color(),
            Placeholder::Reference.color(),
            Placeholder::BarPattern(2).color(),
        ];
        let styles: Vec<ShapeStyle> = colors
            .iter()
            .flat_map(|c| {
                [(1.0, true, 10), (0.75, false, 16), (0.38, true, 20), (0.0, false, 10)].map(
                    |(opacity, filled, stroke_width)| ShapeStyle {
                        color: c.mix(opacity),
                        filled,
                        stroke_width,
                    },
                )
            })
            .collect();
        let paths: [&[(i32, i32)]; 4] = [
            &[],
            &[(15, 25)],
            &[(100, 205), (3000, 205), (-40, 5000), (7001, -3)],
            &[(1234, 567), (1240, 580), (1228, 580), (1234, 567), (1240, 580)],
        ];

        let mut plotters_svg = String::new();
        let mut shapes = Shapes::new(id, size);
        {
            let root = SVGBackend::with_string(&mut plotters_svg, size).into_drawing_area();
            let area = (350..6800, 400..3900);
            let plot = root.margin(400, 300, 350, 200);
            assert_eq!(plot.get_pixel_range(), area);
            for style in &styles {
                for points in paths {
                    let _ = root.draw(&PathElement::new(points.to_vec(), *style));
                    shapes.path(points, style);
                    let _ = root.draw(&Polygon::new(points.to_vec(), *style));
                    shapes.polygon(points, style);
                }
                for (center, r) in [((50, 60), 45), ((7100, -20), 37), ((3000, 2000), -1)] {
                    let _ = root.draw(&Circle::new(center, r, *style));
                    shapes.circle(center, r, style);
                }
                for corners in
                    [[(10, 20), (30, 50)], [(300, 500), (100, 200)], [(-5, 9000), (8000, 4)]]
                {
                    let _ = root.draw(&Rectangle::new(corners, *style));
                    shapes.rect(corners, style);
                    let _ = plot.draw(&Rectangle::new(
                        corners.map(|(x, y)| (x - area.0.start, y - area.1.start)),
                        *style,
                    ));
                    shapes.rect_within(corners, style, &area);
                }
            }
            let _ = root.present();
        }
        let mut expected = String::new();
        rewrite_plotters(&plotters_svg, &escape(id), &mut expected);
        assert!(expected.len() > 10_000);
        assert_eq!(shapes.buf, expected);
    }

    #[test]
    fn shapes_drawn_alike_are_written_once() {
        let shapes = "<polyline fill=\"none\" opacity=\"0.14\" stroke=\"currentColor\" stroke-width=\"1\" points=\"8,62 8,568\"/>\n\
<polyline fill=\"none\" opacity=\"0.14\" stroke=\"currentColor\" stroke-width=\"1\" points=\"159.7,62 159.7,568\"/>\n\
<polyline fill=\"none\" opacity=\"0.6\" stroke=\"currentColor\" stroke-width=\"1\" points=\"8,568 8,572\"/>\n\
<rect x=\"8\" y=\"85\" width=\"324.6\" height=\"16\" opacity=\"0.38\" fill=\"currentColor\" stroke=\"none\"/>\n\
<rect x=\"8\" y=\"136\" width=\"338.3\" height=\"16\" opacity=\"0.38\" fill=\"currentColor\" stroke=\"none\"/>\n\
<rect x=\"8\" y=\"187\" width=\"339.8\" height=\"16\" fill=\"#0072B2\" stroke=\"none\"/>\n\
<circle cx=\"1\" cy=\"2\" r=\"3\" fill=\"none\"/>\n\
<circle cx=\"94.1\" cy=\"305.1\" r=\"4.5\" fill=\"#0072B2\" stroke=\"none\" stroke-width=\"1\"/>\n\
<circle cx=\"121.7\" cy=\"305.1\" r=\"4.5\" fill=\"#0072B2\" stroke=\"none\" stroke-width=\"1\"/>\n\
<polygon fill=\"#E69F00\" points=\"103.3,304.7 110.9,304.7 110.9,312.3\"/>\n\
<polygon fill=\"#E69F00\" points=\"145.5,304.7 153.1,304.7 153.1,312.3\"/>\n";
        let mut out = String::new();
        compact_shapes(shapes, &mut out);
        assert_eq!(
            out,
            "<path fill=\"none\" opacity=\"0.14\" stroke=\"currentColor\" stroke-width=\"1\" d=\"M8,62 8,568M159.7,62 159.7,568\"/>\n\
<polyline fill=\"none\" opacity=\"0.6\" stroke=\"currentColor\" stroke-width=\"1\" points=\"8,568 8,572\"/>\n\
<g opacity=\"0.38\" fill=\"currentColor\" stroke=\"none\">\n<rect x=\"8\" y=\"85\" width=\"324.6\" height=\"16\"/>\n\
<rect x=\"8\" y=\"136\" width=\"338.3\" height=\"16\"/>\n</g>\n\
<rect x=\"8\" y=\"187\" width=\"339.8\" height=\"16\" fill=\"#0072B2\" stroke=\"none\"/>\n\
<circle cx=\"1\" cy=\"2\" r=\"3\" fill=\"none\"/>\n\
<g fill=\"#0072B2\" stroke=\"none\" stroke-width=\"1\">\n<circle cx=\"94.1\" cy=\"305.1\" r=\"4.5\"/>\n\
<circle cx=\"121.7\" cy=\"305.1\" r=\"4.5\"/>\n</g>\n\
<g fill=\"#E69F00\">\n<polygon points=\"103.3,304.7 110.9,304.7 110.9,312.3\"/>\n\
<polygon points=\"145.5,304.7 153.1,304.7 153.1,312.3\"/>\n</g>\n"
        );
        assert!(roxmltree::Document::parse(&format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\">{out}</svg>"
        ))
        .is_ok());
    }

    #[test]
    fn plotters_lines_become_polylines_and_join_their_neighbours() {
        let drawn = "<line opacity=\"0.14\" stroke=\"currentColor\" stroke-width=\"1\" x1=\"65.9\" y1=\"317.9\" x2=\"65.9\" y2=\"118\"/>\n\
<line opacity=\"0.14\" stroke=\"currentColor\" stroke-width=\"1\" x1=\"65.9\" y1=\"251.3\" x2=\"465.9\" y2=\"251.3\"/>\n\
<text x=\"57.9\" y=\"317.9\">0</text>\n\
<line stroke=\"currentColor\" x1=\"1\" y1=\"2\" x2=\"3\" y2=\"4\" stroke-dasharray=\"2 3\"/>\n";
        let lines = lines_as_polylines(drawn);
        assert_eq!(
            lines,
            "<polyline fill=\"none\" opacity=\"0.14\" stroke=\"currentColor\" stroke-width=\"1\" points=\"65.9,317.9 65.9,118\"/>\n\
<polyline fill=\"none\" opacity=\"0.14\" stroke=\"currentColor\" stroke-width=\"1\" points=\"65.9,251.3 465.9,251.3\"/>\n\
<text x=\"57.9\" y=\"317.9\">0</text>\n\
<line stroke=\"currentColor\" x1=\"1\" y1=\"2\" x2=\"3\" y2=\"4\" stroke-dasharray=\"2 3\"/>\n",
            "a line with anything after its coordinates is left as it is"
        );
        let mut out = String::new();
        compact_shapes(&lines, &mut out);
        assert!(
            out.starts_with("<path fill=\"none\" opacity=\"0.14\" stroke=\"currentColor\" stroke-width=\"1\" d=\"M65.9,317.9 65.9,118M65.9,251.3 465.9,251.3\"/>\n<text"),
            "{out}"
        );
    }

    #[test]
    fn texts_set_alike_share_a_group_and_keep_their_positions() {
        let overlay =
            "<text x=\"8\" y=\"24.2\" font-size=\"17\" font-weight=\"bold\">Title</text>\n\
<text x=\"8\" y=\"233.3\" text-anchor=\"middle\" fill-opacity=\"0.8\">0</text>\n\
<text x=\"146.3\" y=\"233.3\" text-anchor=\"middle\" fill-opacity=\"0.8\">5,000</text>\n\
<text x=\"8\" y=\"240\" fill-opacity=\"0.8\" transform=\"rotate(-90 8 240)\">a</text>\n\
<text x=\"9\" y=\"240\" fill-opacity=\"0.8\" transform=\"rotate(-90 8 240)\">b</text>\n\
<text x=\"8\" y=\"250\">plain</text>\n<text x=\"9\" y=\"260\">plain</text>\n";
        let mut out = String::new();
        compact_texts(overlay, &mut out);
        assert_eq!(
            out,
            "<text x=\"8\" y=\"24.2\" font-size=\"17\" font-weight=\"bold\">Title</text>\n\
<g text-anchor=\"middle\" fill-opacity=\"0.8\">\n<text x=\"8\" y=\"233.3\">0</text>\n\
<text x=\"146.3\" y=\"233.3\">5,000</text>\n</g>\n\
<text x=\"8\" y=\"240\" fill-opacity=\"0.8\" transform=\"rotate(-90 8 240)\">a</text>\n\
<text x=\"9\" y=\"240\" fill-opacity=\"0.8\" transform=\"rotate(-90 8 240)\">b</text>\n\
<text x=\"8\" y=\"250\">plain</text>\n<text x=\"9\" y=\"260\">plain</text>\n"
        );
    }

    #[test]
    fn rewrites_plotters_tags() {
        let mut out = String::new();
        rewrite_plotters(
            "<svg width=\"7000\">\n<line opacity=\"0.2\" stroke=\"#000000\" stroke-width=\"15\" \
             x1=\"100\" y1=\"205\" x2=\"3000\" y2=\"205\"/>\n<polyline fill=\"none\" opacity=\"1\" \
             stroke=\"#010102\" stroke-width=\"20\" points=\"10,20 35,47 \"/>\n<text x=\"50\" \
             y=\"60\" dy=\"0.5ex\" font-family=\"sans-serif\" font-size=\"110.00000000000001\" \
             opacity=\"1\" fill=\"#000000\">\n1 000\n</text>\n</svg>\n",
            "c",
            &mut out,
        );
        assert_eq!(
            out,
            "<line opacity=\"0.2\" stroke=\"currentColor\" stroke-width=\"1.5\" x1=\"10\" \
             y1=\"20.5\" x2=\"300\" y2=\"20.5\"/>\n<polyline fill=\"none\" stroke=\"#009E73\" \
             stroke-width=\"2\" points=\"1,2 3.5,4.7\" stroke-dasharray=\"2 3\" \
             stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n<text x=\"5\" y=\"6\" \
             dy=\"0.5ex\" font-size=\"11\">1 000</text>\n"
        );
    }
}
