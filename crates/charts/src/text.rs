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

static FONT_DATA: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");

/// Bold faces are about this much wider than DejaVu Sans Book; only the regular face is bundled.
const BOLD_FACTOR: f64 = 1.1;

/// Advance of an East Asian Wide or Fullwidth character, in em.
const WIDE_EM: f64 = 1.0;

/// Advance of a character DejaVu Sans lacks and that is not East Asian Wide, in em.
const MISSING_GLYPH_EM: f64 = 0.6;

struct Metrics {
    font: FontRef<'static>,
    units_per_em: f64,
    /// Advance in em and glyph of each character in [`table_slot`], as [`font_char_em`] gives
    /// them: most text is Latin, and a table read is far cheaper than the font's cmap and hmtx
    /// lookups. The values are the font's own, so widths are the same to the last bit.
    table: Box<[(f64, Option<GlyphId>)]>,
    /// Kerning between two table characters, in font units, one row per left-hand character,
    /// each filled on first use (the kern table is a binary search per pair; a row is a few
    /// hundred of them, and few characters ever start a pair).
    kern_rows: Box<[OnceLock<Box<[f32]>>]>,
}

/// Characters outside Latin-1 and Latin Extended-A that labels use often: spaces from number
/// formatting (narrow no-break, thin), dashes, quotes, the ellipsis, the euro and minus signs.
const TABLE_EXTRA: [char; 13] = [
    '\u{202F}', '\u{2009}', '\u{2007}', '\u{2013}', '\u{2014}', '\u{2018}', '\u{2019}', '\u{201C}',
    '\u{201D}', '\u{2022}', '\u{2026}', '\u{20AC}', '\u{2212}',
];

/// U+0000..U+017F: ASCII, Latin-1 and Latin Extended-A (French, Spanish, Polish, German...).
const TABLE_LATIN: usize = 0x180;
const TABLE_LEN: usize = TABLE_LATIN + TABLE_EXTRA.len();

/// Where `c` sits in the metrics table, if it has a place there.
#[inline]
fn table_slot(c: char) -> Option<usize> {
    let u = c as usize;
    if u < TABLE_LATIN {
        return Some(u);
    }
    if !('\u{2007}'..='\u{2212}').contains(&c) {
        return None;
    }
    TABLE_EXTRA.iter().position(|e| *e == c).map(|i| TABLE_LATIN + i)
}

fn metrics() -> &'static Metrics {
    static METRICS: OnceLock<Metrics> = OnceLock::new();
    METRICS.get_or_init(|| {
        let font = FontRef::try_from_slice(FONT_DATA).expect("bundled DejaVu Sans parses");
        let units_per_em = f64::from(font.units_per_em().unwrap_or(2048.0));
        let table = (0..TABLE_LATIN as u32)
            .filter_map(char::from_u32)
            .chain(TABLE_EXTRA)
            .map(|c| font_char_em(&font, units_per_em, c))
            .collect::<Vec<_>>()
            .into_boxed_slice();
        // Every code point below U+0180 is a char (the surrogates start at U+D800).
        debug_assert_eq!(table.len(), TABLE_LEN);
        Metrics {
            font,
            units_per_em,
            table,
            kern_rows: (0..TABLE_LEN).map(|_| OnceLock::new()).collect(),
        }
    })
}

/// Width in em of one character, and its glyph when it comes from the font (for kerning),
/// straight from the font. `None` with a width of 1 em is an East Asian Wide character.
fn font_char_em(font: &FontRef<'static>, units_per_em: f64, c: char) -> (f64, Option<GlyphId>) {
    if (' '..='~').contains(&c) {
        let id = font.glyph_id(c);
        return (f64::from(font.h_advance_unscaled(id)) / units_per_em, Some(id));
    }
    match c.width() {
        None | Some(0) => (0.0, None),
        Some(2) => (WIDE_EM, None),
        _ => {
            let id = font.glyph_id(c);
            if id.0 == 0 {
                (MISSING_GLYPH_EM, None)
            } else {
                (f64::from(font.h_advance_unscaled(id)) / units_per_em, Some(id))
            }
        }
    }
}

impl Metrics {
    /// [`font_char_em`] of `c`, from the table when it is there; with its table slot.
    #[inline]
    fn char_em(&self, c: char) -> (f64, Option<GlyphId>, Option<usize>) {
        match table_slot(c) {
            Some(slot) => {
                let (w, id) = self.table[slot];
                (w, id, Some(slot))
            }
            None => {
                let (w, id) = font_char_em(&self.font, self.units_per_em, c);
                (w, id, None)
            }
        }
    }

    /// Kerning of the pair in font units, as `kern_unscaled` gives it.
    #[inline]
    fn kern(&self, a: (GlyphId, Option<usize>), b: (GlyphId, Option<usize>)) -> f32 {
        let (Some(left), Some(right)) = (a.1, b.1) else {
            return self.font.kern_unscaled(a.0, b.0);
        };
        let row = self.kern_rows[left].get_or_init(|| {
            self.table
                .iter()
                .map(|(_, id)| id.map_or(0.0, |id| self.font.kern_unscaled(a.0, id)))
                .collect()
        });
        row[right]
    }
}

/// A text being measured, character by character: the width of any prefix can be read on
/// the way, the same to the bit as measuring that prefix alone.
#[derive(Clone, Copy, Default)]
struct Run {
    /// East Asian characters stay 1 em in bold; the rest widens.
    wide_em: f64,
    other_em: f64,
    /// The last character's glyph and table slot, for kerning with the next.
    prev: Option<(GlyphId, Option<usize>)>,
}

impl Run {
    fn push(&mut self, m: &Metrics, c: char) {
        let (w, id, slot) = m.char_em(c);
        let glyph = id.map(|id| (id, slot));
        if let (Some(a), Some(b)) = (self.prev, glyph) {
            self.other_em += f64::from(m.kern(a, b)) / m.units_per_em;
        }
        if id.is_none() && w == WIDE_EM {
            self.wide_em += w;
        } else {
            self.other_em += w;
        }
        self.prev = glyph;
    }

    fn width(&self, font: TextFont) -> f64 {
        let factor = if font.bold { BOLD_FACTOR } else { 1.0 };
        (self.wide_em + self.other_em * factor) * font.size
    }
}

/// The width in pixels of `chars` set at `size` px, as the layout plans for it.
fn measure(chars: impl Iterator<Item = char>, size: f64, bold: bool) -> f64 {
    let m = metrics();
    let mut run = Run::default();
    for c in chars {
        run.push(m, c);
    }
    run.width(TextFont::new(size, bold))
}

/// Measures ever longer slices of one text that all start at the same place, each in the time
/// of its new characters only (wrapping tries every word added to a line).
struct Prefixes<'a> {
    text: &'a str,
    run: Run,
    /// How far into `text` the run has measured.
    end: usize,
}

impl<'a> Prefixes<'a> {
    fn new(text: &'a str) -> Self {
        Prefixes { text, run: Run::default(), end: 0 }
    }

    /// The width of `text[..end]`; `end` never goes back (a trimmed candidate line only
    /// grows as pieces are added).
    fn width_to(&mut self, end: usize, font: TextFont) -> f64 {
        debug_assert!(end >= self.end);
        let m = metrics();
        for c in self.text[self.end..end].chars() {
            self.run.push(m, c);
        }
        self.end = end;
        self.run.width(font)
    }
}

/// The width in pixels of `text` set at `size` px, as the layout plans for it.
pub fn text_width(text: &str, size: f64, bold: bool) -> f64 {
    measure(text.chars(), size, bold)
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

    /// The width of `c` alone, the same as `width` of a one-character string.
    pub fn char_width(&self, c: char) -> f64 {
        measure(std::iter::once(c), self.size, self.bold)
    }
}

const ELLIPSIS: char = '…';

/// `text` cut to fit `max_width`, with an ellipsis when anything was cut.
pub fn truncate(text: &str, font: TextFont, max_width: f64) -> String {
    if font.width(text) <= max_width {
        return text.to_string();
    }
    let budget = max_width - font.width("…");
    // The cut is planned with each character measured alone (no kerning across it).
    let (mut end, mut width) = (0, 0.0);
    for (i, c) in text.char_indices() {
        let w = font.char_width(c);
        if width + w > budget {
            break;
        }
        width += w;
        end = i + c.len_utf8();
    }
    let kept = text[..end].trim_end();
    let mut out = String::with_capacity(kept.len() + ELLIPSIS.len_utf8());
    out.push_str(kept);
    out.push(ELLIPSIS);
    out
}

/// East Asian wide or fullwidth: a full em, and a place a line may break.
pub fn is_wide(c: char) -> bool {
    c.width() == Some(2)
}

/// Where a line may break, by the Unicode line breaking algorithm (UAX #14, strict, as
/// ICU4X has it): after spaces, between East Asian characters but not before closing marks or
/// small kana, and never at a no-break space (U+00A0, the narrow U+202F), which is how the
/// renderer joins a figure's digits (`12 610,3`) and a figure to its unit (`4,8 ms`).
static LINE_BREAKS: icu_segmenter::LineSegmenterBorrowed<'static> =
    icu_segmenter::LineSegmenter::new_for_non_complex_scripts(
        icu_segmenter::options::LineBreakOptions::default(),
    );

/// Splits `text` into unbreakable pieces, each with the spaces that follow it: the text
/// between two of its line break opportunities ([`LINE_BREAKS`]), except that a figure is
/// never parted from what follows it without a space (`1.5時間`, `4K`, `70/30`), which UAX #14
/// allows between a digit and an ideograph.
fn segments(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    for end in LINE_BREAKS.segment_str(text) {
        if end == 0 {
            continue;
        }
        let follows_a_figure = text[..end]
            .ends_with(|c: char| c.is_ascii_digit() || c.is_numeric())
            && end < text.len();
        if follows_a_figure {
            continue;
        }
        out.push(&text[start..end]);
        start = end;
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
    let text = text.trim();
    let mut lines: Vec<String> = Vec::new();
    // The line being filled is `text[start..end]`: pieces are taken in order, so it is always
    // a slice of the text, and the next piece always starts at `end`. Each candidate line
    // extends the last one tried from the same start, so `line` measures only what is new.
    let (mut start, mut end) = (0, 0);
    let mut line = Prefixes::new(text);
    let mut pieces = segments(text);
    pieces.reverse();
    while let Some(piece) = pieces.pop() {
        let candidate = text[start..end + piece.len()].trim_end();
        if line.width_to(candidate.len(), font) <= max_width {
            end += piece.len();
            continue;
        }
        if text[start..end].trim().is_empty() {
            // The piece alone is too wide: cut it where it overflows (after one character at
            // least, so that every round makes progress).
            let (mut head, mut rest_at) = (0, piece.len());
            let mut cut = Prefixes::new(piece);
            for (i, c) in piece.char_indices() {
                let next = i + c.len_utf8();
                if cut.width_to(piece[..next].trim_end().len(), font) > max_width && head > 0 {
                    rest_at = i;
                    break;
                }
                head = next;
            }
            lines.push(piece[..head].trim_end().to_string());
            if rest_at < piece.len() {
                pieces.push(&piece[rest_at..]);
            }
            start = end + rest_at;
            end = start;
        } else {
            lines.push(text[start..end].trim_end().to_string());
            start = end;
            end += piece.len();
        }
        line = Prefixes::new(&text[start..]);
        if lines.len() == max_lines {
            break;
        }
    }
    // What is left: the line being filled and every piece not taken, which follow it.
    place_leftover(lines, &text[start..], max_lines, font, max_width)
}

/// Ends a wrap: `leftover` (what no full line took) becomes the last line while lines remain;
/// out of lines, the last one takes it, truncated. True when nothing was cut.
fn place_leftover(
    mut lines: Vec<String>,
    leftover: &str,
    max_lines: usize,
    font: TextFont,
    max_width: f64,
) -> (bool, Vec<String>) {
    if lines.len() < max_lines {
        if !leftover.trim().is_empty() || lines.is_empty() {
            lines.push(leftover.trim_end().to_string());
        }
        return (true, lines);
    }
    if leftover.trim().is_empty() {
        return (true, lines);
    }
    let last = lines.pop().unwrap_or_default();
    let joined = if last.chars().last().is_some_and(is_wide) {
        format!("{last}{}", leftover.trim())
    } else {
        format!("{last} {}", leftover.trim())
    };
    lines.push(truncate(&joined, font, max_width));
    (false, lines)
}

/// Whether [`sanitize`] drops or replaces `c`.
fn is_unsafe_in_xml(c: char) -> bool {
    (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}'
}

/// Removes what XML cannot hold (control characters, U+FFFE and U+FFFF); tabs and line breaks
/// become spaces, as one-line labels need.
pub fn sanitize(text: &str) -> String {
    if !text.chars().any(is_unsafe_in_xml) {
        return text.to_string();
    }
    text.chars()
        .filter_map(|c| match c {
            '\t' | '\n' | '\r' => Some(' '),
            c if is_unsafe_in_xml(c) => None,
            c => Some(c),
        })
        .collect()
}

/// Appends `text` to `out` escaped for XML content and attribute values, after [`sanitize`].
pub fn push_escaped(out: &mut String, text: &str) {
    // Copies runs of ordinary characters whole; only markup and control characters (all
    // ASCII) and U+FFFE/U+FFFF stop a run.
    let mut run = 0;
    for (i, c) in text.char_indices() {
        let replacement = match c {
            '&' => "&amp;",
            '<' => "&lt;",
            '>' => "&gt;",
            '"' => "&quot;",
            '\'' => "&apos;",
            '\t' | '\n' | '\r' => " ",
            c if is_unsafe_in_xml(c) => "",
            _ => continue,
        };
        out.push_str(&text[run..i]);
        out.push_str(replacement);
        run = i + c.len_utf8();
    }
    out.push_str(&text[run..]);
}

/// Escapes text for XML content and attribute values, after [`sanitize`].
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    push_escaped(&mut out, text);
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

    /// The width as first written: every character and every kerning pair from the font.
    fn width_from_font(text: &str, size: f64, bold: bool) -> f64 {
        let m = metrics();
        let (mut wide_em, mut other_em) = (0.0, 0.0);
        let mut prev: Option<GlyphId> = None;
        for c in text.chars() {
            let (w, id) = font_char_em(&m.font, m.units_per_em, c);
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

    #[test]
    fn tables_give_the_font_widths_to_the_bit() {
        let m = metrics();
        let table_chars: Vec<char> =
            (0..TABLE_LATIN as u32).filter_map(char::from_u32).chain(TABLE_EXTRA).collect();
        assert_eq!(table_chars.len(), TABLE_LEN);
        for (slot, c) in table_chars.iter().enumerate() {
            assert_eq!(table_slot(*c), Some(slot), "{c:?}");
            assert_eq!(m.table[slot], font_char_em(&m.font, m.units_per_em, *c), "{c:?}");
        }
        // Every pair of table characters, kerned or not, and pairs across the table's edge.
        let mut text = String::new();
        for a in table_chars.iter().step_by(3) {
            for b in &table_chars {
                text.push(*a);
                text.push(*b);
            }
        }
        text.push_str("AVAТАЯ東京 Wą…ŁT'Yo\u{202F}000 ﬁ 🚀e\u{301}");
        for bold in [false, true] {
            let (table, font) = (text_width(&text, 11.0, bold), width_from_font(&text, 11.0, bold));
            assert_eq!(table.to_bits(), font.to_bits());
        }
        for word in text.split(' ').chain(["To", "AV", "LT", "Ty", "r.", "«Ça»"]) {
            let (table, font) = (text_width(word, 12.5, true), width_from_font(word, 12.5, true));
            assert_eq!(table.to_bits(), font.to_bits(), "{word}");
        }
    }

    /// `wrap` as first written, with owned strings: the slicing version must agree.
    fn wrap_by_copies(
        text: &str,
        font: TextFont,
        max_width: f64,
        max_lines: usize,
    ) -> (bool, Vec<String>) {
        let max_lines = max_lines.max(1);
        let mut lines: Vec<String> = Vec::new();
        let mut current = String::new();
        let mut pieces: Vec<String> =
            segments(text.trim()).into_iter().map(str::to_string).collect();
        pieces.reverse();
        while let Some(piece) = pieces.pop() {
            let candidate = format!("{current}{piece}");
            if font.width(candidate.trim_end()) <= max_width {
                current = candidate;
                continue;
            }
            if current.trim().is_empty() {
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
        let mut leftover = current.clone();
        while let Some(p) = pieces.pop() {
            leftover.push_str(&p);
        }
        place_leftover(lines, &leftover, max_lines, font, max_width)
    }

    #[test]
    fn wrapping_by_slices_matches_wrapping_by_copies() {
        let words = [
            "Lecture",
            "aléatoire",
            "4K",
            "Żółć",
            " ",
            "  ",
            "\u{202F}",
            "ランダム読み取り",
            "、",
            "（",
            "）",
            "WWWWWWWWWWWWWWWWWWWWWWWW",
            "a",
            "—",
            "IOPS",
            "e\u{301}",
            "\u{3000}",
        ];
        let mut seed = 7u64;
        let mut next = |n: usize| {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            (seed >> 33) as usize % n
        };
        for _ in 0..3_000 {
            let mut text = String::new();
            for _ in 0..next(16) {
                text.push_str(words[next(words.len())]);
                if next(4) > 0 {
                    text.push(' ');
                }
            }
            let font = TextFont::new(11.0 + next(6) as f64, next(2) == 0);
            let width = [0.0, 5.0, 30.0, 60.0, 120.0, 300.0, 672.0][next(7)];
            let lines = 1 + next(3);
            assert_eq!(
                wrap(&text, font, width, lines),
                wrap_by_copies(&text, font, width, lines),
                "{text:?} in {width} px, {lines} lines"
            );
        }
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
        assert!(lines.iter().all(|l| !l.starts_with('、') && !l.starts_with('。')));
    }

    /// Whether no line of `lines` ends where `text` has `joined` (a figure, a figure and its
    /// unit): the wrap kept it whole.
    fn kept_whole(lines: &[String], joined: &str) -> bool {
        lines.iter().any(|line| line.contains(joined))
    }

    #[test]
    fn never_breaks_inside_a_figure_or_between_a_figure_and_its_unit() {
        let f = TextFont::new(12.0, false);
        // French: digits grouped with U+202F, the unit after U+00A0.
        let fr = "Transactions par seconde : 12\u{202f}610,3\u{a0}TPS au pic de la charge";
        // Polish: grouped with U+00A0; one-letter words joined to the next word.
        let pl = "Transakcje na sekundę w\u{a0}szczycie: 12\u{a0}646,3\u{a0}TPS i\u{a0}4,8\u{a0}ms";
        // Japanese: a figure written against its unit, no space.
        let ja = "テスト時間：1.5時間、ランダム読み取りのレイテンシは4.8ミリ秒";
        for width in [40.0, 60.0, 90.0, 140.0, 200.0] {
            let (_, lines) = wrap(fr, f, width, 30);
            assert!(kept_whole(&lines, "12\u{202f}610,3\u{a0}TPS"), "fr {width}: {lines:?}");
            let (_, lines) = wrap(pl, f, width, 30);
            assert!(kept_whole(&lines, "12\u{a0}646,3\u{a0}TPS"), "pl {width}: {lines:?}");
            assert!(kept_whole(&lines, "w\u{a0}szczycie"), "pl {width}: {lines:?}");
            assert!(kept_whole(&lines, "i\u{a0}4,8\u{a0}ms"), "pl {width}: {lines:?}");
            assert!(lines.iter().all(|l| !l.ends_with(" w") && !l.ends_with(" i")), "{lines:?}");
            let (_, lines) = wrap(ja, f, width, 30);
            assert!(kept_whole(&lines, "1.5時"), "ja {width}: {lines:?}");
            assert!(kept_whole(&lines, "4.8ミ"), "ja {width}: {lines:?}");
            // Kinsoku: no line starts with a closing mark or a small kana.
            assert!(
                lines.iter().all(|l| !l.starts_with(['、', '。', '：', 'ッ', 'ー'])),
                "ja {width}: {lines:?}"
            );
        }
        // Still breaks where a reader would: at plain spaces, between ideographs.
        assert!(wrap(fr, f, 140.0, 8).1.len() > 1);
        assert!(wrap(ja, f, 90.0, 8).1.len() > 1);
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
        // As first written: sanitize, then escape character by character.
        let by_chars = |text: &str| -> String {
            let clean: String = text
                .chars()
                .filter_map(|c| match c {
                    '\t' | '\n' | '\r' => Some(' '),
                    c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => None,
                    c => Some(c),
                })
                .collect();
            assert_eq!(sanitize(text), clean);
            clean
                .chars()
                .map(|c| match c {
                    '&' => "&amp;".to_string(),
                    '<' => "&lt;".to_string(),
                    '>' => "&gt;".to_string(),
                    '"' => "&quot;".to_string(),
                    '\'' => "&apos;".to_string(),
                    c => c.to_string(),
                })
                .collect()
        };
        for text in [
            "",
            "plain",
            "<script>&\"'",
            "\u{0}\u{1f}\t\r\n\u{7f}\u{80}\u{9f}\u{FFFE}\u{FFFF}\u{FFFD}\u{EFBF}é東京🚀&",
            "a\u{FFFF}b\u{FEFF}c\u{202F}d",
        ] {
            assert_eq!(escape(text), by_chars(text), "{text:?}");
        }
    }
}
