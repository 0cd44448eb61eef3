//! Social cards: the 1200×630 picture a link to a page shows where it is shared (Open Graph,
//! Twitter), drawn as SVG for `iopress_render` to rasterize. A review's or a drive's card
//! carries its headline result as a bar chart: the figure with its unit, large, and the
//! ranking it stands in, the page's own entry in the accent colour.
//!
//! Everything is laid out for a preview shown about 600 px wide (half size): no text is
//! smaller than [`MIN_TEXT`] px here, 14 px there. Widths are planned with [`crate::text`]'s
//! stand-in measure (DejaVu Sans, CJK at 1 em), the faces the card names first.

use serde::Serialize;

use crate::palette::{hex, ACCENT};
use crate::scripts;
use crate::spec::Bar;
use crate::text::{self, TextFont};

pub const CARD_WIDTH: u32 = 1200;
pub const CARD_HEIGHT: u32 = 630;

/// The smallest text on a card, in px: 14 px in a 600-px-wide preview.
pub const MIN_TEXT: f64 = 28.0;

/// What a card shows, every text already in the reader's language.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CardSpec {
    /// The site's name, in the page's language: the card's first line (left out when it is the
    /// title, as on the site's own card).
    pub site_name: String,
    /// The review's or drive's title; the site's name on the site's card.
    pub title: String,
    /// Under the title when there is no figure: the site's tagline.
    pub subtitle: Option<String>,
    pub figure: Option<CardFigure>,
    /// The drive's photo, for a card to show beside its title once drive photos exist
    /// (`image` of drive.toml): reserved, not drawn yet.
    pub image: Option<String>,
    /// The font families, in order, the card's text asks for (`"Noto Sans CJK JP", "DejaVu
    /// Sans", sans-serif`): the rasterizer picks the first it has, and falls back glyph by
    /// glyph.
    pub font_family: String,
}

/// The headline result a card draws.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CardFigure {
    /// What was measured: "Average latency".
    pub metric: String,
    /// Under what: "4K random read · fio, single drives".
    pub context: String,
    /// The page's figure with its unit: "12.6 ms".
    pub value: String,
    /// The ranking it stands in, best first, the page's entry `highlighted`.
    pub bars: Vec<Bar>,
    /// "Lower is better".
    pub direction_note: String,
}

const MARGIN: f64 = 64.0;
const TEXT: &str = "#1b1d21";
const MUTED: &str = "#4d535c";
const BAR: &str = "#9aa1ab";
const BACKGROUND: &str = "#ffffff";
/// The band along the card's foot, in the accent colour.
const BAND: f64 = 20.0;

/// The width, in px, a text takes set at a size (px), bold or not, in the first installed face
/// of a `font-family` list: what the rasterizer's fonts say (`iopress_render::cards`).
pub type MeasureText<'a> = &'a dyn Fn(&str, f64, bool, &str) -> f64;

/// The card as a standalone SVG document, [`CARD_WIDTH`] × [`CARD_HEIGHT`], its text measured
/// with [`crate::text`]'s stand-in measure.
pub fn render_card(spec: &CardSpec) -> String {
    render_card_measured(spec, &|text, size, bold, _| text::text_width(text, size, bold))
}

/// The card, a line that holds a run of a script shaped by rules of its own
/// ([`scripts::complex_script_name`]: Devanagari, Thai…) drawn as one `<text>` per run, each
/// placed where `measure` says the text before it ends.
pub fn render_card_measured(spec: &CardSpec, measure: MeasureText) -> String {
    let mut card = Card::new(spec, measure);
    match &spec.figure {
        Some(figure) => card.with_figure(spec, figure),
        None => card.title_alone(spec),
    }
    card.finish()
}

struct Card<'a> {
    out: String,
    /// The card's `font-family`, and how its text is measured.
    family: &'a str,
    measure: MeasureText<'a>,
}

impl<'a> Card<'a> {
    fn new(spec: &'a CardSpec, measure: MeasureText<'a>) -> Card<'a> {
        let (w, h) = (CARD_WIDTH, CARD_HEIGHT);
        let mut out = String::with_capacity(4096);
        out.push_str(&format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"{}\">\n",
            text::escape(&spec.font_family)
        ));
        out.push_str(&format!("<rect width=\"{w}\" height=\"{h}\" fill=\"{BACKGROUND}\"/>\n"));
        out.push_str(&format!(
            "<rect y=\"{}\" width=\"{w}\" height=\"{BAND}\" fill=\"{}\"/>\n",
            f64::from(h) - BAND,
            hex(ACCENT)
        ));
        Card { out, family: &spec.font_family, measure }
    }

    /// `content` from `x` on baseline `y`: one `<text>`, or one per run of a script shaped by
    /// rules of its own and one for the text around it, each in its own face.
    fn text(&mut self, x: f64, y: f64, content: &str, size: f64, bold: bool, fill: &str) {
        let weight = if bold { " font-weight=\"bold\"" } else { "" };
        let runs = scripts::script_runs(content);
        if runs.iter().all(|(script, _)| script.is_none()) {
            self.out.push_str(&format!(
                "<text x=\"{x:.1}\" y=\"{y:.1}\" font-size=\"{size:.1}\"{weight} fill=\"{fill}\">{}</text>\n",
                text::escape(content)
            ));
            return;
        }
        let mut at = x;
        for (script, run) in runs {
            let family = match script {
                Some(script) => format!("'Noto Sans {script}', {}", self.family),
                None => self.family.to_string(),
            };
            // Spaces at either end of a run are kept (`xml:space`): the next run is placed
            // after them.
            self.out.push_str(&format!(
                "<text x=\"{at:.1}\" y=\"{y:.1}\" font-size=\"{size:.1}\"{weight} fill=\"{fill}\" font-family=\"{}\" xml:space=\"preserve\">{}</text>\n",
                text::escape(&family),
                text::escape(run)
            ));
            at += (self.measure)(run, size, bold, &family);
        }
    }

    /// `content` wrapped to `width` in at most `lines` lines from baseline `y`; the baseline
    /// after the last line drawn.
    #[allow(clippy::too_many_arguments)]
    fn paragraph(
        &mut self,
        y: f64,
        content: &str,
        font: TextFont,
        width: f64,
        lines: usize,
        fill: &str,
    ) -> f64 {
        let step = font.size * 1.18;
        let (_, wrapped) = text::wrap(content, font, width, lines);
        let mut at = y;
        for line in wrapped {
            self.text(MARGIN, at, &line, font.size, font.bold, fill);
            at += step;
        }
        at
    }

    /// The site's card, or a page's without a figure: its title large, the tagline under it.
    fn title_alone(&mut self, spec: &CardSpec) {
        let width = f64::from(CARD_WIDTH) - 2.0 * MARGIN;
        let mut y = 150.0;
        if spec.site_name != spec.title {
            self.text(MARGIN, 110.0, &spec.site_name, 36.0, true, &hex(ACCENT));
            y = 230.0;
        }
        let after = self.paragraph(y, &spec.title, TextFont::new(72.0, true), width, 3, TEXT);
        if let Some(subtitle) = &spec.subtitle {
            self.paragraph(after + 24.0, subtitle, TextFont::new(40.0, false), width, 3, MUTED);
        }
    }

    /// A review's or a drive's card: site, title and figure on the left, its ranking on the
    /// right.
    fn with_figure(&mut self, spec: &CardSpec, figure: &CardFigure) {
        let left = 500.0;
        self.text(
            MARGIN,
            96.0,
            &text::truncate(&spec.site_name, TextFont::new(30.0, true), left),
            30.0,
            true,
            &hex(ACCENT),
        );
        let title_lines = if figure.context.is_empty() { 4 } else { 3 };
        self.paragraph(168.0, &spec.title, TextFont::new(48.0, true), left, title_lines, TEXT);

        let metric = TextFont::new(32.0, false);
        self.text(
            MARGIN,
            420.0,
            &text::truncate(&figure.metric, metric, left),
            metric.size,
            false,
            MUTED,
        );
        // The figure as large as fits the column: 80 px, less for a long one.
        let natural = TextFont::new(80.0, true).width(&figure.value);
        let size = if natural > left { (80.0 * 0.98 * left / natural).max(40.0) } else { 80.0 };
        let value = text::truncate(&figure.value, TextFont::new(size, true), left);
        self.text(MARGIN, 500.0, &value, size, true, &hex(ACCENT));
        self.paragraph(550.0, &figure.context, TextFont::new(MIN_TEXT, false), left, 2, MUTED);

        self.bars(&figure.bars, &figure.direction_note);
    }

    /// The ranking: each entry's name over its bar, its value at the bar's end.
    fn bars(&mut self, bars: &[Bar], direction_note: &str) {
        let x = 640.0;
        let width = f64::from(CARD_WIDTH) - MARGIN - x;
        let label = TextFont::new(MIN_TEXT, false);
        let value = TextFont::new(MIN_TEXT, true);
        let bars = &bars[..bars.len().min(5)];
        if bars.is_empty() {
            return;
        }
        let widest_value = bars.iter().map(|b| value.width(&b.value_label)).fold(0.0, f64::max);
        let track = (width - widest_value - 16.0).max(width / 3.0);
        let top = bars.iter().map(|b| b.value).fold(0.0, f64::max);
        let row = (440.0 / bars.len() as f64).min(96.0);
        let mut y = 96.0;
        for bar in bars {
            let fill = if bar.highlighted { hex(ACCENT) } else { BAR.to_string() };
            let name =
                text::truncate(&bar.label, TextFont::new(label.size, bar.highlighted), width);
            self.text(x, y, &name, label.size, bar.highlighted, TEXT);
            let length = if top > 0.0 && bar.value.is_finite() {
                (bar.value / top * track).max(4.0)
            } else {
                4.0
            };
            let bar_top = y + 12.0;
            self.out.push_str(&format!(
                "<rect x=\"{x:.1}\" y=\"{bar_top:.1}\" width=\"{length:.1}\" height=\"30\" fill=\"{fill}\"/>\n"
            ));
            self.text(x + length + 12.0, bar_top + 26.0, &bar.value_label, value.size, true, TEXT);
            y += row;
        }
        let (_, note) = text::wrap(direction_note, label, width, 2);
        for (at, line) in note.iter().enumerate() {
            self.text(x, 548.0 + 33.0 * at as f64, line, label.size, false, MUTED);
        }
    }

    fn finish(mut self) -> String {
        self.out.push_str("</svg>\n");
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(figure: Option<CardFigure>) -> CardSpec {
        CardSpec {
            site_name: "Storage Bench".into(),
            title: "Western Digital Ultrastar DC SN630 <in> vSAN".into(),
            subtitle: Some("Independent reviews".into()),
            figure,
            image: None,
            font_family: "'DejaVu Sans', sans-serif".into(),
        }
    }

    fn figure() -> CardFigure {
        let bar = |label: &str, value: f64, highlighted: bool| Bar {
            label: label.into(),
            value,
            value_label: format!("{value} TPS"),
            highlighted,
        };
        CardFigure {
            metric: "Transactions per second".into(),
            context: "SQL Server TPC-C · 4-node clusters".into(),
            value: "12,610.3 TPS".into(),
            bars: vec![
                bar("A", 20000.0, false),
                bar("SN630", 12610.3, true),
                bar("C", 900.0, false),
            ],
            direction_note: "Higher is better".into(),
        }
    }

    fn texts(svg: &str) -> Vec<(String, f64)> {
        let document = roxmltree::Document::parse(svg).unwrap();
        document
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| {
                (
                    n.text().unwrap_or("").to_string(),
                    n.attribute("font-size").unwrap().parse().unwrap(),
                )
            })
            .collect()
    }

    #[test]
    fn a_card_is_1200_by_630_with_its_figure_large_and_no_text_too_small_for_a_preview() {
        let svg = render_card(&spec(Some(figure())));
        let document = roxmltree::Document::parse(&svg).unwrap();
        let root = document.root_element();
        assert_eq!(
            (root.attribute("width"), root.attribute("height")),
            (Some("1200"), Some("630"))
        );
        let texts = texts(&svg);
        assert!(texts.iter().all(|(_, size)| *size >= MIN_TEXT), "{texts:?}");
        let value = texts
            .iter()
            .find(|(t, _)| t == "12,610.3 TPS")
            .unwrap_or_else(|| panic!("no figure: {texts:?}"));
        assert!(value.1 >= 60.0, "{value:?}");
        for expected in ["Storage Bench", "Transactions per second", "SN630", "Higher is better"] {
            assert!(texts.iter().any(|(t, _)| t == expected), "no {expected}: {texts:?}");
        }
        // The title is escaped, and wrapped rather than cut.
        let title: String = texts.iter().map(|(t, _)| t.as_str()).collect::<Vec<_>>().join(" ");
        assert!(title.contains("vSAN") && title.contains("<in>"), "{title}");
        // The page's own bar in the accent colour; the others grey.
        let accent = hex(ACCENT);
        let bars: Vec<String> = document
            .descendants()
            .filter(|n| n.has_tag_name("rect") && n.attribute("height") == Some("30"))
            .map(|n| n.attribute("fill").unwrap().to_string())
            .collect();
        assert_eq!(bars, [BAR.to_string(), accent, BAR.to_string()]);
    }

    #[test]
    fn the_site_card_shows_its_name_and_tagline() {
        let mut site = spec(None);
        site.title = site.site_name.clone();
        let texts = texts(&render_card(&site));
        assert_eq!(texts[0], ("Storage Bench".to_string(), 72.0));
        assert_eq!(texts[1].0, "Independent reviews");
    }

    #[test]
    fn a_run_of_devanagari_is_a_text_of_its_own_in_its_face_placed_after_the_latin() {
        let mut site = spec(None);
        site.title = "स्टोरेज बेंच".into();
        site.site_name = site.title.clone();
        site.subtitle = Some("SSD, स्टोरेज ऐरे और HCI क्लस्टर".into());
        // Each run measured as 10 px a character, so where each starts is known.
        let measure = |text: &str, _: f64, _: bool, _: &str| 10.0 * text.chars().count() as f64;
        let svg = render_card_measured(&site, &measure);
        let document = roxmltree::Document::parse(&svg).unwrap();
        let runs: Vec<(&str, &str, Option<&str>)> = document
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| (n.text().unwrap(), n.attribute("x").unwrap(), n.attribute("font-family")))
            .collect();
        let devanagari = Some("'Noto Sans Devanagari', 'DejaVu Sans', sans-serif");
        let latin = Some("'DejaVu Sans', sans-serif");
        assert_eq!(
            runs,
            [
                ("स्टोरेज बेंच", "64.0", devanagari),
                ("SSD, ", "64.0", latin),
                ("स्टोरेज ऐरे और", "114.0", devanagari),
                (" HCI ", "254.0", latin),
                ("क्लस्टर", "304.0", devanagari),
            ]
        );
        // Their spaces are kept, so each run starts where the one before it ends.
        let preserved = document.descendants().filter(|n| n.has_tag_name("text")).all(|n| {
            n.attribute(("http://www.w3.org/XML/1998/namespace", "space")) == Some("preserve")
        });
        assert!(preserved, "{svg}");
        // Text of no such script is one text, as before.
        let plain = render_card_measured(&spec(None), &measure);
        assert!(!plain.contains("xml:space"), "{plain}");
    }
}
