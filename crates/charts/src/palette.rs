//! Colours, marker shapes and dash patterns: series must differ without colour too (colour-blind
//! readers, black-and-white print), so each series has a colour, a marker shape, and for lines
//! after the first a dash pattern; bars after the first series get a hatch pattern.
//!
//! Plotters' SVG backend knows neither `currentColor` nor dash arrays nor pattern fills, so the
//! renderer draws with placeholder colours that [`super::svg`] swaps for the real paint:
//! black becomes `currentColor` (text, axes, gridlines follow the page's text colour), and the
//! colours in [`Placeholder`] become a series stroke with its dash pattern, the dashed reference
//! line, or a pattern fill.

use plotters::style::RGBColor;

/// Okabe–Ito, without its black (which the text colour takes): blue, orange, bluish green,
/// reddish purple, sky blue, vermillion, yellow.
pub const PALETTE: [RGBColor; 7] = [
    RGBColor(0x00, 0x72, 0xB2),
    RGBColor(0xE6, 0x9F, 0x00),
    RGBColor(0x00, 0x9E, 0x73),
    RGBColor(0xCC, 0x79, 0xA7),
    RGBColor(0x56, 0xB4, 0xE9),
    RGBColor(0xD5, 0x5E, 0x00),
    RGBColor(0xF0, 0xE4, 0x42),
];

/// The highlighted bar's colour.
pub const ACCENT: RGBColor = PALETTE[0];

/// Stands for `currentColor` in plotters' output.
pub const CURRENT: RGBColor = RGBColor(0, 0, 0);

pub fn series_color(i: usize) -> RGBColor {
    PALETTE[i % PALETTE.len()]
}

pub fn hex(c: RGBColor) -> String {
    let mut s = String::with_capacity(7);
    push_hex(&mut s, c);
    s
}

/// Appends `#RRGGBB` (upper case, as plotters writes colours).
pub fn push_hex(out: &mut String, c: RGBColor) {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    out.push('#');
    for v in [c.0, c.1, c.2] {
        out.push(char::from(DIGITS[usize::from(v >> 4)]));
        out.push(char::from(DIGITS[usize::from(v & 15)]));
    }
}

/// Dash patterns for series lines; the first series is solid.
const DASHES: [Option<&str>; 6] =
    [None, Some("8 4"), Some("2 3"), Some("10 3 2 3"), Some("4 4"), Some("14 3 3 3 3 3")];

pub fn dash(i: usize) -> Option<&'static str> {
    DASHES[i % DASHES.len()]
}

/// The reference line's dash pattern.
pub const REFERENCE_DASH: &str = "6 4";

/// Placeholder colours, replaced in the SVG text (see the module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placeholder {
    /// The line of series `i`: its colour and dash pattern.
    SeriesLine(u8),
    /// The reference line: `currentColor`, dashed.
    Reference,
    /// Bars of series `i`: the pattern `{id}-pat-{i}`.
    BarPattern(u8),
}

impl Placeholder {
    pub fn color(self) -> RGBColor {
        match self {
            Placeholder::SeriesLine(i) => RGBColor(1, 1, i),
            Placeholder::Reference => RGBColor(1, 2, 0),
            Placeholder::BarPattern(i) => RGBColor(1, 3, i),
        }
    }

    /// Reads back a colour as written by plotters (`#RRGGBB`).
    pub fn parse(value: &str) -> Option<Placeholder> {
        let hex = value.strip_prefix('#')?;
        if hex.len() != 6 || !hex.starts_with("01") {
            return None;
        }
        let kind = u8::from_str_radix(&hex[2..4], 16).ok()?;
        let i = u8::from_str_radix(&hex[4..6], 16).ok()?;
        Placeholder::from_rgb(RGBColor(1, kind, i))
    }

    /// The placeholder a colour is, if it is one.
    pub fn from_rgb(c: RGBColor) -> Option<Placeholder> {
        match (c.0, c.1) {
            (1, 1) => Some(Placeholder::SeriesLine(c.2)),
            (1, 2) => Some(Placeholder::Reference),
            (1, 3) => Some(Placeholder::BarPattern(c.2)),
            _ => None,
        }
    }
}

/// Series index as placeholders carry it (series beyond 255 share the last one's look).
pub fn series_index(i: usize) -> u8 {
    i.min(255) as u8
}

/// Bar fill of series `i` in grouped bars: solid colour for the first, a hatch pattern after.
pub fn bar_fill(i: usize) -> RGBColor {
    if i == 0 {
        series_color(0)
    } else {
        Placeholder::BarPattern(series_index(i)).color()
    }
}

/// Hatch of series `i`'s bar pattern: line angle in degrees and spacing in px, after the
/// first series (solid). Cycles with the palette's length plus one so colours and hatches
/// pair differently past seven series.
pub fn hatch(i: usize) -> (i32, u32) {
    const HATCHES: [(i32, u32); 6] = [(45, 6), (-45, 6), (0, 5), (90, 5), (45, 4), (-45, 4)];
    HATCHES[(i.max(1) - 1) % HATCHES.len()]
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    Circle,
    Square,
    TriangleUp,
    Diamond,
    TriangleDown,
    Star,
    Plus,
}

const MARKERS: [Marker; 7] = [
    Marker::Circle,
    Marker::Square,
    Marker::TriangleUp,
    Marker::Diamond,
    Marker::TriangleDown,
    Marker::Star,
    Marker::Plus,
];

pub fn marker(i: usize) -> Marker {
    MARKERS[i % MARKERS.len()]
}

/// Radius of a circle marker in px; other shapes are sized to look as heavy.
pub const MARKER_RADIUS: f64 = 4.5;

impl Marker {
    /// The outline of a non-circle marker centred on `(x, y)`, in pixels.
    pub fn polygon(self, x: f64, y: f64) -> Vec<(f64, f64)> {
        let r = MARKER_RADIUS;
        let pts: Vec<(f64, f64)> = match self {
            Marker::Circle => (0..16)
                .map(|k| {
                    let a = std::f64::consts::PI * 2.0 * k as f64 / 16.0;
                    (r * a.cos(), r * a.sin())
                })
                .collect(),
            Marker::Square => {
                let h = r * 0.85;
                vec![(-h, -h), (h, -h), (h, h), (-h, h)]
            }
            Marker::TriangleUp => {
                let h = r * 1.25;
                vec![(0.0, -h), (h * 0.95, h * 0.7), (-h * 0.95, h * 0.7)]
            }
            Marker::TriangleDown => {
                let h = r * 1.25;
                vec![(0.0, h), (h * 0.95, -h * 0.7), (-h * 0.95, -h * 0.7)]
            }
            Marker::Diamond => {
                let h = r * 1.2;
                vec![(0.0, -h), (h, 0.0), (0.0, h), (-h, 0.0)]
            }
            Marker::Star => {
                let outer = r * 1.35;
                let inner = outer * 0.45;
                (0..10)
                    .map(|k| {
                        let a =
                            -std::f64::consts::FRAC_PI_2 + std::f64::consts::PI * k as f64 / 5.0;
                        let rr = if k % 2 == 0 { outer } else { inner };
                        (rr * a.cos(), rr * a.sin())
                    })
                    .collect()
            }
            Marker::Plus => {
                let a = r * 1.15;
                let b = r * 0.4;
                vec![
                    (-b, -a),
                    (b, -a),
                    (b, -b),
                    (a, -b),
                    (a, b),
                    (b, b),
                    (b, a),
                    (-b, a),
                    (-b, b),
                    (-a, b),
                    (-a, -b),
                    (-b, -b),
                ]
            }
        };
        pts.into_iter().map(|(dx, dy)| (x + dx, y + dy)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_round_trip_and_miss_real_colours() {
        for p in [Placeholder::SeriesLine(3), Placeholder::Reference, Placeholder::BarPattern(6)] {
            assert_eq!(Placeholder::parse(&hex(p.color())), Some(p));
        }
        for c in PALETTE {
            assert_eq!(Placeholder::parse(&hex(c)), None);
        }
        assert_eq!(Placeholder::parse("#000000"), None);
    }

    #[test]
    fn series_look_different_without_colour() {
        for i in 0..7 {
            for j in 0..i {
                assert!(marker(i) != marker(j) || dash(i) != dash(j));
            }
        }
        assert_eq!(dash(0), None);
        assert!(dash(1).is_some());
    }
}
