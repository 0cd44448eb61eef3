//! The SVG document around plotters' drawing.
//!
//! Plotters draws on an integer grid, so the renderer has it draw at [`SCALE`] times the final
//! size and divides every coordinate back here: the output keeps one decimal, markers keep
//! their shape, and strokes can be 1.5 px. This module also swaps plotters' placeholder
//! colours for the real paint (see [`super::palette`]), drops its `font-family` so the text
//! inherits the page's fonts, and writes the root element with its accessible name, plus the
//! text the renderer lays out itself (titles, legends, labels), which plotters cannot measure.

use std::fmt::Write as _;

use super::palette::{self, Placeholder};
use super::text::escape;

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
pub fn num(v: f64) -> String {
    let r = (v * 10.0).round() / 10.0;
    if r == 0.0 || !r.is_finite() {
        "0".to_string()
    } else if r.fract() == 0.0 {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
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
        TextStyle {
            size,
            bold: false,
            anchor: Anchor::Start,
            opacity: 1.0,
        }
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

    /// A text with its baseline at `(x, y)`, turned by `angle` degrees (clockwise) about it.
    pub fn text_rotated(&mut self, x: f64, y: f64, text: &str, style: TextStyle, angle: f64) {
        if text.is_empty() {
            return;
        }
        let (x, y) = (num(x), num(y));
        let _ = write!(
            self.buf,
            "<text x=\"{x}\" y=\"{y}\" font-size=\"{}\"",
            num(style.size)
        );
        match style.anchor {
            Anchor::Start => {}
            Anchor::Middle => self.buf.push_str(" text-anchor=\"middle\""),
            Anchor::End => self.buf.push_str(" text-anchor=\"end\""),
        }
        if style.bold {
            self.buf.push_str(" font-weight=\"bold\"");
        }
        self.buf.push_str(" fill=\"currentColor\"");
        if style.opacity < 1.0 {
            let _ = write!(self.buf, " fill-opacity=\"{}\"", num_fine(style.opacity));
        }
        if angle != 0.0 {
            let _ = write!(self.buf, " transform=\"rotate({} {x} {y})\"", num(angle));
        }
        self.buf.push('>');
        self.buf.push_str(&escape(text));
        self.buf.push_str("</text>\n");
    }
}

/// An opacity or other small number: two decimals at most.
fn num_fine(v: f64) -> String {
    let r = (v * 100.0).round() / 100.0;
    let s = format!("{r:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

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
    /// (rewritten), then the overlay text.
    pub fn finish(&self, plotters_svg: &str, overlay: &Overlay) -> String {
        let id = escape(self.id);
        let mut out = String::with_capacity(plotters_svg.len() * 3 / 4 + overlay.buf.len() + 1024);
        let (w, h) = (num(self.width), num(self.height));
        let _ = write!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" \
             height=\"{h}\" style=\"max-width:100%;height:auto\" role=\"img\" \
             aria-labelledby=\"{id}-title {id}-desc\" class=\"chart\" font-family=\"inherit\">\n\
             <title id=\"{id}-title\">{}</title>\n<desc id=\"{id}-desc\">{}</desc>\n",
            escape(self.title),
            escape(self.description)
        );
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
        rewrite_plotters(plotters_svg, &id, &mut out);
        out.push_str(&overlay.buf);
        out.push_str("</svg>\n");
        out
    }
}

/// Attributes whose value is a length or coordinate in plotters' units.
fn is_geometry(name: &str) -> bool {
    matches!(
        name,
        "x" | "y" | "x1" | "y1" | "x2" | "y2" | "cx" | "cy" | "r" | "width" | "height"
    )
}

/// Copies plotters' SVG body into `out`, one element a line, rewriting each tag: coordinates
/// scaled down, placeholder paint replaced, fonts left to the page. Plotters escapes text and
/// attribute values, so a line starting with `<` is always a tag and any other line is text.
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
    let name_end = tag.find([' ', '>', '/']).unwrap_or(tag.len());
    let name = &tag[..name_end];
    out.push('<');
    out.push_str(name);
    let mut rest = &tag[name_end..];
    let mut extra = String::new();
    loop {
        rest = rest.trim_start();
        let Some(eq) = rest.find("=\"") else { break };
        let attr = &rest[..eq];
        let after = &rest[eq + 2..];
        let Some(close) = after.find('"') else { break };
        let value = &after[..close];
        rest = &after[close + 1..];
        rewrite_attr(name, attr, value, id, out, &mut extra);
    }
    out.push_str(&extra);
    let self_closing = rest.trim_start().starts_with('/');
    if self_closing {
        out.push_str("/>");
        false
    } else {
        out.push('>');
        name == "text"
    }
}

fn rewrite_attr(
    element: &str,
    attr: &str,
    value: &str,
    id: &str,
    out: &mut String,
    extra: &mut String,
) {
    let mut push = |a: &str, v: &str| {
        out.push(' ');
        out.push_str(a);
        out.push_str("=\"");
        out.push_str(v);
        out.push('"');
    };
    match attr {
        "font-family" => {}
        "opacity" if value == "1" => {}
        "opacity" if element == "text" => push("fill-opacity", value),
        "font-size" => {
            let v = value.parse::<f64>().unwrap_or(12.0 * SCALE) / SCALE;
            push(attr, &num(v));
        }
        "stroke-width" => {
            let v = value.parse::<f64>().unwrap_or(SCALE) / SCALE;
            push(attr, &num(v));
        }
        a if is_geometry(a) => {
            let v = value.parse::<f64>().unwrap_or(0.0) / SCALE;
            push(attr, &num(v));
        }
        "points" => {
            let mut pts = String::with_capacity(value.len() / 2);
            for pair in value.split_whitespace() {
                if let Some((x, y)) = pair.split_once(',') {
                    if !pts.is_empty() {
                        pts.push(' ');
                    }
                    let x = x.parse::<f64>().unwrap_or(0.0) / SCALE;
                    let y = y.parse::<f64>().unwrap_or(0.0) / SCALE;
                    let _ = write!(pts, "{},{}", num(x), num(y));
                }
            }
            push(attr, &pts);
        }
        "transform" => push(attr, &rewrite_transform(value)),
        "fill" | "stroke" => {
            if value == "#000000" {
                push(attr, "currentColor");
            } else if let Some(p) = Placeholder::parse(value) {
                match p {
                    Placeholder::SeriesLine(i) => {
                        push(attr, &palette::hex(palette::series_color(usize::from(i))));
                        if let Some(d) = palette::dash(usize::from(i)) {
                            let _ = write!(extra, " stroke-dasharray=\"{d}\"");
                        }
                        extra.push_str(" stroke-linejoin=\"round\" stroke-linecap=\"round\"");
                    }
                    Placeholder::Reference => {
                        push(attr, "currentColor");
                        let _ = write!(extra, " stroke-dasharray=\"{}\"", palette::REFERENCE_DASH);
                    }
                    Placeholder::BarPattern(i) => push(attr, &format!("url(#{id}-pat-{i})")),
                }
            } else {
                push(attr, value);
            }
        }
        _ => push(attr, value),
    }
}

/// `rotate(270, x, y)` with x and y in plotters' units.
fn rewrite_transform(value: &str) -> String {
    let Some(inner) = value
        .strip_prefix("rotate(")
        .and_then(|v| v.strip_suffix(')'))
    else {
        return value.to_string();
    };
    let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
    if parts.len() != 3 {
        return value.to_string();
    }
    let x = parts[1].parse::<f64>().unwrap_or(0.0) / SCALE;
    let y = parts[2].parse::<f64>().unwrap_or(0.0) / SCALE;
    format!("rotate({} {} {})", parts[0], num(x), num(y))
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
             dy=\"0.5ex\" font-size=\"11\" fill=\"currentColor\">1 000</text>\n"
        );
    }
}
