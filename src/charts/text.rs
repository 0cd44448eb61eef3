//! Text measurement, wrapping and escaping for the chart layout.
//!
//! The browser draws the chart's text with the page's fonts, which the renderer cannot know, so
//! every layout decision that depends on a text's width uses one stand-in: the bundled DejaVu
//! Sans (a wide face, so the real text is usually a little narrower than planned, never wider
//! by much). East Asian Wide and Fullwidth characters (kanji, kana, hangul, full-width forms)
//! count as exactly 1 em, as every CJK font draws them. No system font is ever read.

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, GlyphId};
use unicode_width::UnicodeWidthChar;

static FONT_DATA: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// Bold faces are about this much wider than DejaVu Sans Book; only the regular face is bundled.
const BOLD_FACTOR: f64 = 1.1;

/// Advance of an East Asian Wide or Fullwidth character, in em.
const WIDE_EM: f64 = 1.0;

/// Advance of a character DejaVu Sans lacks and that is not East Asian Wide, in em.
const MISSING_GLYPH_EM: f64 = 0.6;

struct Metrics {
    font: FontRef<'static>,
    units_per_em: f64,
    /// Advances of the printable ASCII characters (0x20..0x7F), in em.
    ascii: [f64; 95],
}

fn metrics() -> &'static Metrics {
    static METRICS: OnceLock<Metrics> = OnceLock::new();
    METRICS.get_or_init(|| {
        let font = FontRef::try_from_slice(FONT_DATA).expect("bundled DejaVu Sans parses");
        let units_per_em = f64::from(font.units_per_em().unwrap_or(2048.0));
        let mut ascii = [0.0; 95];
        for (i, slot) in ascii.iter_mut().enumerate() {
            let c = char::from(b' ' + i as u8);
            *slot = f64::from(font.h_advance_unscaled(font.glyph_id(c))) / units_per_em;
        }
        Metrics {
            font,
            units_per_em,
            ascii,
        }
    })
}

/// Width in em of one character, and its glyph when it comes from the font (for kerning).
/// `None` with a width of 1 em is an East Asian Wide character.
fn char_em(m: &Metrics, c: char) -> (f64, Option<GlyphId>) {
    if (' '..='~').contains(&c) {
        let id = m.font.glyph_id(c);
        return (m.ascii[(c as u32 - 0x20) as usize], Some(id));
    }
    match c.width() {
        None | Some(0) => (0.0, None),
        Some(2) => (WIDE_EM, None),
        _ => {
            let id = m.font.glyph_id(c);
            if id.0 == 0 {
                (MISSING_GLYPH_EM, None)
            } else {
                (
                    f64::from(m.font.h_advance_unscaled(id)) / m.units_per_em,
                    Some(id),
                )
            }
        }
    }
}

/// The width in pixels of `text` set at `size` px, as the layout plans for it.
pub fn text_width(text: &str, size: f64, bold: bool) -> f64 {
    let m = metrics();
    // East Asian characters stay 1 em in bold; the rest widens.
    let (mut wide_em, mut other_em) = (0.0, 0.0);
    let mut prev: Option<GlyphId> = None;
    for c in text.chars() {
        let (w, id) = char_em(m, c);
        if let (Some(a), Some(b)) = (prev, id) {
            other_em += f64::from(m.font.kern_unscaled(a, b)) / m.units_per_em;
        }
        if id.is_none() && w == WIDE_EM {
            wide_em += w;
        } else {
            other_em += w;
        }
        prev = id;
    }
    let factor = if bold { BOLD_FACTOR } else { 1.0 };
    (wide_em + other_em * factor) * size
}

/// A text style for measuring: size in px and weight.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TextFont {
    pub size: f64,
    pub bold: bool,
}

impl TextFont {
    pub const fn new(size: f64, bold: bool) -> Self {
        TextFont { size, bold }
    }

    pub fn width(&self, text: &str) -> f64 {
        text_width(text, self.size, self.bold)
    }
}

const ELLIPSIS: char = '…';

/// `text` cut to fit `max_width`, with an ellipsis when anything was cut.
pub fn truncate(text: &str, font: TextFont, max_width: f64) -> String {
    if font.width(text) <= max_width {
        return text.to_string();
    }
    let budget = max_width - font.width("…");
    let mut out = String::new();
    let mut width = 0.0;
    for c in text.chars() {
        let mut buf = [0u8; 4];
        let w = font.width(c.encode_utf8(&mut buf));
        if width + w > budget {
            break;
        }
        width += w;
        out.push(c);
    }
    let trimmed = out.trim_end().len();
    out.truncate(trimmed);
    out.push(ELLIPSIS);
    out
}

fn is_wide(c: char) -> bool {
    c.width() == Some(2)
}

/// Characters a line must not start with (Japanese line-breaking rules, in short).
fn no_break_before(c: char) -> bool {
    matches!(
        c,
        '、' | '。'
            | '，'
            | '．'
            | '・'
            | '：'
            | '；'
            | '？'
            | '！'
            | 'ー'
            | '）'
            | '」'
            | '』'
            | '】'
            | '〉'
            | '》'
            | '〕'
            | '］'
            | '｝'
            | 'ゃ'
            | 'ゅ'
            | 'ょ'
            | 'っ'
            | 'ャ'
            | 'ュ'
            | 'ョ'
            | 'ッ'
            | ')'
            | ']'
            | '}'
            | ','
            | '.'
            | ':'
            | ';'
            | '!'
            | '?'
            | '%'
            | '％'
    )
}

/// Characters a line must not end with.
fn no_break_after(c: char) -> bool {
    matches!(
        c,
        '（' | '「' | '『' | '【' | '〈' | '《' | '〔' | '［' | '｛' | '(' | '[' | '{'
    )
}

/// Splits `text` into unbreakable pieces: words with their trailing spaces, and single East
/// Asian characters (which break anywhere but for the few punctuation rules above).
fn segments(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut prev: Option<char> = None;
    for (i, c) in text.char_indices() {
        if let Some(p) = prev {
            let after_space = p.is_whitespace() && !c.is_whitespace();
            let cjk_boundary = (is_wide(p) || is_wide(c))
                && !c.is_whitespace()
                && !p.is_whitespace()
                && !no_break_before(c)
                && !no_break_after(p);
            if (after_space || cjk_boundary) && i > start {
                out.push(&text[start..i]);
                start = i;
            }
        }
        prev = Some(c);
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// Wraps `text` into at most `max_lines` lines no wider than `max_width`; the last line is
/// truncated with an ellipsis when the text does not fit. A word wider than a line is cut.
/// Returns whether everything fit, and the lines.
pub fn wrap(text: &str, font: TextFont, max_width: f64, max_lines: usize) -> (bool, Vec<String>) {
    let max_lines = max_lines.max(1);
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut pieces: Vec<String> = segments(text.trim())
        .into_iter()
        .map(str::to_string)
        .collect();
    pieces.reverse();
    while let Some(piece) = pieces.pop() {
        let candidate = format!("{current}{piece}");
        if font.width(candidate.trim_end()) <= max_width {
            current = candidate;
            continue;
        }
        if current.trim().is_empty() {
            // The piece alone is too wide: cut it where it overflows.
            let mut head = String::new();
            let mut rest_at = piece.len();
            for (i, c) in piece.char_indices() {
                let mut next = head.clone();
                next.push(c);
                if font.width(next.trim_end()) > max_width && !head.is_empty() {
                    rest_at = i;
                    break;
                }
                head = next;
            }
            lines.push(head.trim_end().to_string());
            if rest_at < piece.len() {
                pieces.push(piece[rest_at..].to_string());
            }
            current.clear();
        } else {
            lines.push(current.trim_end().to_string());
            current = piece;
        }
        if lines.len() == max_lines {
            break;
        }
    }
    let leftover: String = {
        let mut rest = current.clone();
        while let Some(p) = pieces.pop() {
            rest.push_str(&p);
        }
        rest
    };
    if lines.len() < max_lines {
        if !leftover.trim().is_empty() || lines.is_empty() {
            lines.push(leftover.trim_end().to_string());
        }
        return (true, lines);
    }
    if leftover.trim().is_empty() {
        return (true, lines);
    }
    // Out of lines: the last one takes the rest, truncated.
    let last = lines.pop().unwrap_or_default();
    let joined = format!("{last} {}", leftover.trim());
    let joined = if last.chars().last().is_some_and(is_wide) {
        format!("{last}{}", leftover.trim())
    } else {
        joined
    };
    lines.push(truncate(&joined, font, max_width));
    (false, lines)
}

/// Removes what XML cannot hold (control characters, U+FFFE and U+FFFF); tabs and line breaks
/// become spaces, as one-line labels need.
pub fn sanitize(text: &str) -> String {
    text.chars()
        .filter_map(|c| match c {
            '\t' | '\n' | '\r' => Some(' '),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => None,
            c => Some(c),
        })
        .collect()
}

/// Escapes text for XML content and attribute values, after [`sanitize`].
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in sanitize(text).chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn east_asian_wide_characters_are_one_em() {
        let w = text_width("東京", 12.0, false);
        assert!((w - 24.0).abs() < 0.01, "東京 at 12 px: {w}");
        // Six bytes of UTF-8 would suggest far more with a byte-length estimate.
        assert!(w < 0.7 * 12.0 * "東京".len() as f64 / 1.5);
        let ja = "ランダム読み取り性能";
        assert!((text_width(ja, 10.0, false) - 100.0).abs() < 0.01);
        // Full-width forms too.
        assert!((text_width("ＩＯＰＳ", 10.0, false) - 40.0).abs() < 0.01);
    }

    #[test]
    fn latin_text_uses_the_font_advances() {
        // DejaVu Sans: I 604, O 1612, P 1235, S 1300 units of 2048.
        let expected = (604.0 + 1612.0 + 1235.0 + 1300.0) / 2048.0 * 12.0;
        let w = text_width("IOPS", 12.0, false);
        assert!((w - expected).abs() < 0.5, "IOPS: {w} vs {expected}");
        assert!(text_width("IOPS", 12.0, true) > w);
        assert!((text_width("東京", 12.0, true) - 24.0).abs() < 0.01);
        assert!(text_width("", 12.0, false) == 0.0);
        // Accented letters come from the font as well.
        let e = text_width("é", 10.0, false);
        assert!(e > 5.0 && e < 7.0, "é: {e}");
    }

    #[test]
    fn wraps_words_and_cjk() {
        let f = TextFont::new(12.0, false);
        let (fit, lines) = wrap("Random read 4K latency against load", f, 120.0, 3);
        assert!(fit);
        assert!(lines.len() >= 2);
        for l in &lines {
            assert!(f.width(l) <= 120.0, "{l}");
        }
        let (fit, lines) = wrap("ランダム読み取りのレイテンシと負荷の関係", f, 60.0, 2);
        assert!(!fit);
        assert_eq!(lines.len(), 2);
        assert!(lines[1].ends_with('…'));
        assert!(f.width(&lines[1]) <= 60.0);
        // No line starts with a closing mark.
        let (_, lines) = wrap("読み取り、書き込み。", f, 48.0, 5);
        assert!(lines
            .iter()
            .all(|l| !l.starts_with('、') && !l.starts_with('。')));
    }

    #[test]
    fn truncates_with_ellipsis() {
        let f = TextFont::new(12.0, false);
        let t = truncate("Western Digital Ultrastar DC SN630", f, 80.0);
        assert!(t.ends_with('…'));
        assert!(f.width(&t) <= 80.0);
        assert_eq!(truncate("SN630", f, 80.0), "SN630");
    }

    #[test]
    fn escapes_markup_and_drops_control_characters() {
        assert_eq!(escape("<b>&\"'\u{1}\n"), "&lt;b&gt;&amp;&quot;&apos; ");
    }
}
