//! Reading the numbers in prose the way a reader of that language writes them.
//!
//! Each language's decimal and grouping separators come from CLDR (ICU formats a probe
//! number and the separators are read off it), so `12 610,3` is one number in French and
//! `12.472,8` one in Spanish. A number is kept as a *figure* only when it can be a measured
//! value: it has a unit, a compact suffix (`442K`), decimals or grouping, or it is a whole
//! number of 100 or more that is not a year. Model numbers (SN630, R740xd), versions
//! (vSAN 6.7), ranges and ratios (90-10), ordinals (99th) and dates are not figures.

use crate::data::units::{Dimension, Unit};
use crate::l10n::Localizer;

/// How one language writes numbers, and the unit symbols its prose may use.
#[derive(Debug, Clone)]
pub struct NumberStyle {
    pub decimal: char,
    /// Characters accepted between groups of three digits. A space-like CLDR separator
    /// accepts every space an editor may type (space, no-break space, narrow no-break space).
    pub group: Vec<char>,
    /// The locale's other separator, to recognise a number written the way another language
    /// writes it (`12,610.3` in French prose).
    foreign_decimal: char,
    /// Unit symbols, longest first: the language's own (`Go/s`) and the data's (`GB/s`).
    units: Vec<(String, Unit)>,
    /// Compact suffixes and what they multiply by: the language's own from CLDR (`k`, `mil`,
    /// `tys.`, `万`), after the digits or one space, then English's (`K`, `M`, `B`) glued to
    /// the digits, as technical writing uses them in every language (`442K IOPS`).
    compact: Vec<(String, f64, bool)>,
}

/// CLDR's English short compact suffixes, accepted glued to the digits in every language.
const ENGLISH_COMPACT: [(&str, f64); 3] = [("K", 1e3), ("M", 1e6), ("B", 1e9)];

fn compact_forms(own: Vec<(String, f64)>) -> Vec<(String, f64, bool)> {
    let mut forms: Vec<(String, f64, bool)> = own.into_iter().map(|(s, m)| (s, m, true)).collect();
    for (suffix, multiplier) in ENGLISH_COMPACT {
        if !forms.iter().any(|(s, _, _)| s == suffix) {
            forms.push((suffix.to_string(), multiplier, false));
        }
    }
    // Longest first: `Md` before `M`.
    forms.sort_by_key(|form| std::cmp::Reverse(form.0.chars().count()));
    forms
}

impl NumberStyle {
    pub fn for_localizer(localizer: &Localizer) -> NumberStyle {
        // 1234567.5 shows both separators in every CLDR locale this site can use.
        let probe = localizer.format_decimal("1234567.5").unwrap_or_else(|_| "1,234,567.5".into());
        let chars: Vec<char> = probe.chars().collect();
        let decimal = chars.iter().rev().nth(1).copied().filter(|c| !c.is_ascii_digit()).unwrap_or('.');
        let group = chars.get(1).copied().filter(|c| !c.is_ascii_digit()).unwrap_or(',');
        let localized = Unit::all().map(|unit| (localizer.unit_symbol(unit.key()), unit)).filter(|(symbol, _)| !symbol.is_empty() && !symbol.starts_with('{'));
        NumberStyle::new(decimal, group, unit_symbols(localized), localizer.compact_suffixes())
    }

    /// A style with the given separators and the data's unit symbols only (for tests).
    pub fn plain(decimal: char, group: char) -> NumberStyle {
        NumberStyle::new(decimal, group, unit_symbols(std::iter::empty()), Vec::new())
    }

    fn new(decimal: char, group: char, units: Vec<(String, Unit)>, compact: Vec<(String, f64)>) -> NumberStyle {
        let group = if group.is_whitespace() || group == '\u{202f}' || group == '\u{a0}' { vec![' ', '\u{a0}', '\u{202f}'] } else { vec![group] };
        let foreign_decimal = if decimal == ',' { '.' } else { ',' };
        NumberStyle { decimal, group, foreign_decimal, units, compact: compact_forms(compact) }
    }
}

/// Unit symbols, each once, longest first (`ms` is tried before `s`): the data's symbols and
/// aliases, and `localized` ones (`Go/s`).
fn unit_symbols(localized: impl Iterator<Item = (String, Unit)>) -> Vec<(String, Unit)> {
    let mut units: Vec<(String, Unit)> = Unit::all()
        .flat_map(|unit| std::iter::once(unit.symbol()).chain(unit.aliases().iter().copied()).map(move |symbol| (symbol.to_string(), unit)))
        .chain(localized)
        .collect();
    units.sort_by(|a, b| b.0.chars().count().cmp(&a.0.chars().count()).then_with(|| a.0.cmp(&b.0)));
    units.dedup_by(|a, b| a.0 == b.0);
    units
}

/// A number read from prose.
#[derive(Debug, Clone, PartialEq)]
pub struct ProseNumber {
    /// Byte range in the text it was read from (number, suffix and unit).
    pub start: usize,
    pub end: usize,
    /// As written.
    pub text: String,
    /// The value in `unit` (or bare), compact suffix applied: `442K` is 442000.
    pub value: f64,
    /// One step of the last digit shown: `12 610,3` → 0.1, `442K` → 1000.
    pub step: f64,
    pub unit: Option<Unit>,
    pub kind: NumberKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberKind {
    /// A value that may be a measurement: checked against the data and the source text.
    Figure,
    /// A count, year, version or the like: not checked.
    Other,
    /// Written with another language's separators (`12,610.3` in French prose).
    ForeignFormat,
}

impl ProseNumber {
    /// The value in the base unit of its dimension (or as written without a unit).
    pub fn base_value(&self) -> f64 {
        self.unit.map(|u| u.to_base(self.value)).unwrap_or(self.value)
    }

    pub fn base_step(&self) -> f64 {
        self.unit.map(|u| u.to_base(self.step)).unwrap_or(self.step)
    }

    pub fn dimension(&self) -> Option<Dimension> {
        self.unit.map(|u| u.dimension())
    }
}

/// Something in prose that is not a number but shows a number was lost.
#[derive(Debug, Clone, PartialEq)]
pub struct Debris {
    pub start: usize,
    pub end: usize,
    pub text: String,
    pub what: DebrisKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DebrisKind {
    /// `XNUMX`: a machine translator's placeholder for a number it dropped.
    Placeholder,
    /// Two figures with nothing but a space between them (`283,524 3.42`).
    RunTogether,
}

/// Words after which a small number is a version or a name (`version 8`, `Update 3`).
const VERSION_WORDS: &[&str] = &["version", "update", "versión", "versión", "wersja", "wersji", "バージョン", "v", "gen", "generation", "génération", "generación", "generacji"];

/// Reads every number of `text`.
pub fn scan(text: &str, style: &NumberStyle) -> (Vec<ProseNumber>, Vec<Debris>) {
    let mut numbers = Vec::new();
    let mut debris = Vec::new();
    let bytes: Vec<(usize, char)> = text.char_indices().collect();
    let mut i = 0;
    while i < bytes.len() {
        let (at, c) = bytes[i];
        // XNUMX, XNUMXX…: the placeholder of a machine translator.
        if c == 'X' && text[at..].starts_with("XNUMX") && !prev_is_word(&bytes, i) {
            let mut j = i;
            while j < bytes.len() && bytes[j].1.is_alphanumeric() {
                j += 1;
            }
            let end = byte_at(&bytes, j, text.len());
            debris.push(Debris { start: at, end, text: text[at..end].to_string(), what: DebrisKind::Placeholder });
            i = j;
            continue;
        }
        if !c.is_ascii_digit() {
            i += 1;
            continue;
        }
        // Digits glued to a word before them: SN630, x4, U1, R740xd, H3100.
        // (ASCII only: Japanese writes a particle right before a number, `は12,610.3`.)
        if i > 0 && (bytes[i - 1].1.is_ascii_alphabetic() || bytes[i - 1].1 == '_' || bytes[i - 1].1 == '-' && i > 1 && bytes[i - 2].1.is_ascii_alphanumeric()) {
            i = skip_word(&bytes, i);
            continue;
        }
        let (number, next) = read_number(text, &bytes, i, style);
        i = next;
        let Some(number) = number else { continue };
        if number.kind != NumberKind::Other {
            if let Some(previous) = numbers.last() {
                if run_together(text, previous, &number) {
                    debris.push(Debris {
                        start: previous.start,
                        end: number.end,
                        text: text[previous.start..number.end].to_string(),
                        what: DebrisKind::RunTogether,
                    });
                }
            }
        }
        numbers.push(number);
    }
    (numbers, debris)
}

/// Two figures with only whitespace between them, the first without a unit.
fn run_together(text: &str, previous: &ProseNumber, number: &ProseNumber) -> bool {
    previous.kind != NumberKind::Other
        && previous.unit.is_none()
        && previous.end <= number.start
        && !text[previous.end..number.start].is_empty()
        && text[previous.end..number.start].chars().all(char::is_whitespace)
}

fn byte_at(chars: &[(usize, char)], index: usize, len: usize) -> usize {
    chars.get(index).map(|c| c.0).unwrap_or(len)
}

fn prev_is_word(chars: &[(usize, char)], i: usize) -> bool {
    i > 0 && chars[i - 1].1.is_alphanumeric()
}

fn skip_word(chars: &[(usize, char)], mut i: usize) -> usize {
    while i < chars.len() && (chars[i].1.is_alphanumeric() || matches!(chars[i].1, '-' | '_' | '.' | '/') && chars.get(i + 1).is_some_and(|n| n.1.is_alphanumeric())) {
        i += 1;
    }
    i
}

/// Reads the number starting at char index `i`; returns it (None when what starts there is
/// not a number: a range, a date, a model number) and the index after it.
fn read_number(text: &str, chars: &[(usize, char)], start: usize, style: &NumberStyle) -> (Option<ProseNumber>, usize) {
    let digit = |j: usize| chars.get(j).is_some_and(|c| c.1.is_ascii_digit());
    let ch = |j: usize| chars.get(j).map(|c| c.1);
    let mut i = start;
    let mut digits = String::new();
    while digit(i) {
        digits.push(chars[i].1);
        i += 1;
    }
    let mut grouped = false;
    // Groups: a separator followed by exactly three digits.
    if digits.len() <= 3 {
        while let Some(sep) = ch(i) {
            let three_digits = digit(i + 1) && digit(i + 2) && digit(i + 3) && !digit(i + 4);
            if !style.group.contains(&sep) || !three_digits {
                break;
            }
            digits.extend([chars[i + 1].1, chars[i + 2].1, chars[i + 3].1]);
            grouped = true;
            i += 4;
        }
    }
    let mut decimals = 0u32;
    let mut fraction = String::new();
    if ch(i) == Some(style.decimal) && digit(i + 1) {
        i += 1;
        while digit(i) {
            fraction.push(chars[i].1);
            decimals += 1;
            i += 1;
        }
    }
    let number_end = i;
    // What follows the digits decides what they are.
    match ch(i) {
        // 90-10, 2019-03-01, 1/2, 6.7.1, 12,610.3 in French prose.
        Some('-' | '–' | '/' | ':') if digit(i + 1) || ch(i + 1).is_some_and(|c| c.is_ascii_alphabetic()) => {
            return (None, skip_word(chars, i));
        }
        Some(c) if (c == style.foreign_decimal || c == style.decimal || c == '.') && digit(i + 1) => {
            // A second separator of another kind: written for another language, or a version.
            let mut j = i;
            // Digits, and separators followed by a digit (a sentence's final `.` ends it).
            let separator = |j: usize| matches!(ch(j), Some(',' | '.'));
            while digit(j) || separator(j) && digit(j + 1) {
                j += 1;
            }
            let raw: String = chars[start..j].iter().map(|c| c.1).collect();
            let end = byte_at(chars, j, text.len());
            if looks_foreign(&raw, style) {
                let (unit, unit_end) = read_unit(text, chars, j, style);
                let unit_end_byte = unit_end.map(|u| byte_at(chars, u, text.len())).unwrap_or(end);
                // Read the way the other convention means it.
                let (value, step) = foreign_value(&raw, style);
                let number = ProseNumber {
                    start: chars[start].0,
                    end: unit_end_byte,
                    text: text[chars[start].0..unit_end_byte].to_string(),
                    value,
                    step,
                    unit,
                    kind: NumberKind::ForeignFormat,
                };
                return (Some(number), unit_end.unwrap_or(j));
            }
            return (None, j);
        }
        _ => {}
    }
    let mut value: f64 = format!("{digits}.{}", if fraction.is_empty() { "0" } else { &fraction }).parse().unwrap_or(0.0);
    let mut step = 10f64.powi(-(decimals as i32));
    let mut compact = false;
    let mut i = number_end;
    // A compact suffix: 442K, 1.2M, 442 k, 12 mil, 44万.
    if let Some((multiplier, after)) = read_compact(text, chars, i, style) {
        value *= multiplier;
        step *= multiplier;
        compact = true;
        i = after;
    }
    let (unit, after_unit) = read_unit(text, chars, i, style);
    // Digits glued to letters that are neither a suffix nor a unit: 3D, 1U, 4th, 100GbE.
    if unit.is_none() && !compact && ch(i).is_some_and(|c| c.is_ascii_alphabetic()) {
        return (None, skip_word(chars, i));
    }
    let end_index = after_unit.unwrap_or(i);
    let end = byte_at(chars, end_index, text.len());
    let begin = chars[start].0;
    let whole = value.fract() == 0.0;
    let kind = if unit.is_some_and(|u| u.dimension() == Dimension::Count) {
        // 8 VMs, 4 nodes: counts, written as words as often as in digits.
        if value >= 100.0 { NumberKind::Figure } else { NumberKind::Other }
    } else if unit.is_some() {
        NumberKind::Figure
    } else if compact {
        // 4K, 64K and 1M are block sizes, not thousands, unless a unit says otherwise.
        let shown = value / step;
        if decimals == 0 && [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0, 512.0].contains(&shown) {
            NumberKind::Other
        } else {
            NumberKind::Figure
        }
    } else if decimals > 0 || grouped {
        if decimals > 0 && !grouped && value < 100.0 && after_version_word(text, begin) {
            NumberKind::Other
        } else {
            NumberKind::Figure
        }
    } else if whole && value >= 100.0 && !(1900.0..=2100.0).contains(&value) && !after_version_word(text, begin) && !before_name(text, end) {
        NumberKind::Figure
    } else {
        NumberKind::Other
    };
    (Some(ProseNumber { start: begin, end, text: text[begin..end].to_string(), value, step, unit, kind }), end_index)
}

/// A compact suffix at char index `i` (the language's own may follow one space), with the
/// multiplier and the index after it. A suffix ending in a letter or digit must end a word
/// (`k` is not the start of `ko`); `万` may be followed by anything.
fn read_compact(text: &str, chars: &[(usize, char)], i: usize, style: &NumberStyle) -> Option<(f64, usize)> {
    let spaced = chars.get(i).is_some_and(|c| c.1 == ' ' || c.1 == '\u{a0}' || c.1 == '\u{202f}');
    for (suffix, multiplier, own) in &style.compact {
        for start in [i, i + 1] {
            if start == i + 1 && !(spaced && *own) {
                continue;
            }
            let Some(&(at, _)) = chars.get(start) else { continue };
            let Some(after) = text[at..].strip_prefix(suffix.as_str()) else { continue };
            let needs_boundary = suffix.chars().last().is_some_and(|c| c.is_ascii_alphanumeric());
            if needs_boundary && after.chars().next().is_some_and(|c| c.is_ascii_alphanumeric()) {
                continue;
            }
            return Some((*multiplier, start + suffix.chars().count()));
        }
    }
    None
}

/// Whether `raw` (digits with both `,` and `.`) is a number written with the other
/// convention: `12,610.3` or `1.234.567` where this language writes `12 610,3`.
fn looks_foreign(raw: &str, style: &NumberStyle) -> bool {
    let foreign_group = style.decimal;
    let parts: Vec<&str> = raw.split(style.foreign_decimal).collect();
    if parts.len() != 2 || !parts[1].chars().all(|c| c.is_ascii_digit()) {
        return false;
    }
    let groups: Vec<&str> = parts[0].split(foreign_group).collect();
    groups.len() >= 2 && groups[0].len() <= 3 && groups[1..].iter().all(|g| g.len() == 3)
}

/// The value and step of a number written with the other convention (`12,610.3` read
/// where `,` groups and `.` is the decimal separator).
fn foreign_value(raw: &str, style: &NumberStyle) -> (f64, f64) {
    let (whole, fraction) = raw.split_once(style.foreign_decimal).unwrap_or((raw, ""));
    let whole: String = whole.chars().filter(char::is_ascii_digit).collect();
    let value = format!("{whole}.{}", if fraction.is_empty() { "0" } else { fraction }).parse().unwrap_or(0.0);
    (value, 10f64.powi(-(fraction.len() as i32)))
}

/// A unit after the number: glued (`4.8ms`) or after one space (`4,8 ms`, `9,98 Go/s`).
/// Returns the unit and the char index after it.
fn read_unit(text: &str, chars: &[(usize, char)], i: usize, style: &NumberStyle) -> (Option<Unit>, Option<usize>) {
    let mut j = i;
    if chars.get(j).is_some_and(|c| c.1 == ' ' || c.1 == '\u{a0}' || c.1 == '\u{202f}') {
        j += 1;
    }
    let Some(&(at, _)) = chars.get(j) else { return (None, None) };
    let rest = &text[at..];
    for (symbol, unit) in &style.units {
        if let Some(after) = rest.strip_prefix(symbol.as_str()) {
            // The symbol must end there: `ms` is not the start of `msec`, `s` not of `seconds`.
            if after.chars().next().is_some_and(|c| c.is_ascii_alphanumeric()) {
                continue;
            }
            // Single-letter units only count glued or after a no-break space: `8 s` is
            // ambiguous in prose (`8 s` vs. a plural), `8s` and `8 W` are not.
            if symbol.chars().count() == 1 && symbol.chars().all(char::is_lowercase) && j != i {
                continue;
            }
            if unit.dimension() == Dimension::Count && j == i {
                continue;
            }
            let end = j + symbol.chars().count();
            return (Some(*unit), Some(end));
        }
    }
    (None, None)
}

/// Whether a name follows (`100 GbE`, `400 Series`): the number is part of it.
fn before_name(text: &str, at: usize) -> bool {
    let rest = &text[at..];
    let trimmed = rest.trim_start_matches([' ', '\u{a0}', '\u{202f}']);
    trimmed.len() < rest.len() && trimmed.chars().next().is_some_and(|c| c.is_ascii_uppercase())
}

/// Whether the word before `at` makes a small number a version or a name: `vSAN 8`,
/// `PCIe 3.0`, `ESXi 6.5`, `version 2`.
fn after_version_word(text: &str, at: usize) -> bool {
    let before = text[..at].trim_end_matches([' ', '\u{a0}', '\u{202f}']);
    if before.len() == text[..at].len() {
        return false;
    }
    let word: String = before.chars().rev().take_while(|c| c.is_alphanumeric() || *c == '-').collect::<Vec<_>>().into_iter().rev().collect();
    if word.is_empty() {
        return false;
    }
    let lower = word.to_lowercase();
    VERSION_WORDS.contains(&lower.as_str())
        || word.chars().any(|c| c.is_ascii_digit())
        || word.chars().skip(1).any(char::is_uppercase)
        || word.chars().next().is_some_and(char::is_uppercase) && word.chars().count() > 1 && !is_sentence_start(before, word.len())
}

/// Whether the word ending `before` starts a sentence (a capital there says nothing).
fn is_sentence_start(before: &str, word_len: usize) -> bool {
    let rest = before[..before.len() - word_len].trim_end();
    rest.is_empty() || rest.ends_with(['.', '!', '?', ':', '。', '(', '*'])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn figures(text: &str, style: &NumberStyle) -> Vec<(String, f64)> {
        scan(text, style).0.into_iter().filter(|n| n.kind == NumberKind::Figure).map(|n| (n.text, n.value)).collect()
    }

    #[test]
    fn reads_numbers_the_way_each_language_writes_them() {
        let fr = NumberStyle::plain(',', ' ');
        assert_eq!(figures("un total de 12 610,3 TPS", &fr), [("12 610,3 TPS".to_string(), 12610.3)]);
        assert_eq!(figures("une latence de 4,8 ms", &fr), [("4,8 ms".to_string(), 4.8)]);
        let es = NumberStyle::plain(',', '.');
        assert_eq!(figures("alcanzó 12.472,8 TPS", &es), [("12.472,8 TPS".to_string(), 12472.8)]);
        let en = NumberStyle::plain('.', ',');
        assert_eq!(figures("a score of 12,610.3 TPS and 9.98 GB/s", &en), [("12,610.3 TPS".to_string(), 12610.3), ("9.98 GB/s".to_string(), 9.98)]);
        let n = &scan("peaked at 442K IOPS", &en).0[0];
        assert_eq!((n.value, n.step, n.unit.map(|u| u.symbol())), (442000.0, 1000.0, Some("IOPS")));
    }

    #[test]
    fn model_numbers_versions_years_and_ranges_are_not_figures() {
        let en = NumberStyle::plain('.', ',');
        let text = "The SN630 in an R740xd under vSAN 6.7 U1, SQL 90-10, a 4K random read, 3D NAND, \
                    the 99th percentile, 100GbE and 100 GbE, since 2019, on 2019-03-01, with 8 VMs and PCIe 3.0 x4.";
        assert_eq!(figures(text, &en), Vec::<(String, f64)>::new());
        let fr = NumberStyle::plain(',', ' ');
        assert_eq!(figures("sous VMware vSAN 6.7 Update 1", &fr), Vec::<(String, f64)>::new());
    }

    #[test]
    fn finds_machine_translation_debris() {
        let en = NumberStyle::plain('.', ',');
        let (_, debris) = scan("an aggregate of 12,610.3 3,152.01 TPS, from XNUMX TPS", &en);
        let kinds: Vec<(DebrisKind, &str)> = debris.iter().map(|d| (d.what, d.text.as_str())).collect();
        assert_eq!(kinds, [(DebrisKind::RunTogether, "12,610.3 3,152.01 TPS"), (DebrisKind::Placeholder, "XNUMX")]);
    }

    #[test]
    fn a_number_written_for_another_language_is_recognised() {
        let fr = NumberStyle::plain(',', ' ');
        let (numbers, _) = scan("un score de 12,610.3 TPS", &fr);
        assert_eq!(numbers.len(), 1);
        assert_eq!(numbers[0].kind, NumberKind::ForeignFormat);
        assert_eq!(numbers[0].text, "12,610.3 TPS");
    }
}
