//! Rules of a language's typesetting that apply to any text a page shows, wherever it comes
//! from (prose, UI strings, data labels, chart text).

/// The one-letter words a language keeps off the end of a line, or `None` when it has no
/// such rule. Polish typesetting joins the conjunctions and prepositions `a i o u w z` to the
/// next word with a no-break space ("w domu", "z dysku"); a line that ends with one reads as
/// a mistake.
fn single_letter_words(language: &str) -> Option<&'static [char]> {
    match language {
        "pl" => Some(&['a', 'i', 'o', 'u', 'w', 'z', 'A', 'I', 'O', 'U', 'W', 'Z']),
        _ => None,
    }
}

/// The language part of a locale or code (`pl` of `pl-PL`).
fn language_of(locale: &str) -> &str {
    locale.split(['-', '_']).next().unwrap_or(locale)
}

/// Whether [`join_single_letter_words`] changes anything in `locale`'s text.
pub fn joins_single_letter_words(locale: &str) -> bool {
    single_letter_words(language_of(locale)).is_some()
}

/// `text` with each space (or run of spaces and line breaks) after a one-letter word that
/// `locale` keeps off a line's end made one no-break space (U+00A0). A word is one letter
/// when neither side of it is a letter or digit (`(w` and `„i` count; `w3` and `aw` do not).
/// Text in other languages is returned as it is.
pub fn join_single_letter_words<'t>(locale: &str, text: &'t str) -> std::borrow::Cow<'t, str> {
    join_words(locale, text, false)
}

/// [`join_single_letter_words`] for a piece of a longer text (an HTML text node before an
/// element): spaces that end it are joined too, as what follows is the word the letter
/// belongs to (`w <a>klastrze</a>`, `w\n<a>naszej recenzji</a>`): a one-letter preposition
/// or conjunction never ends a sentence, so none ends a block.
pub fn join_single_letter_words_in_part<'t>(
    locale: &str,
    text: &'t str,
) -> std::borrow::Cow<'t, str> {
    join_words(locale, text, true)
}

fn join_words<'t>(locale: &str, text: &'t str, part: bool) -> std::borrow::Cow<'t, str> {
    use std::borrow::Cow;
    let Some(words) = single_letter_words(language_of(locale)) else {
        return Cow::Borrowed(text);
    };
    let mut out: Option<String> = None;
    let mut copied = 0;
    let mut previous: Option<char> = None;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let before = previous;
        previous = Some(c);
        if !words.contains(&c) || before.is_some_and(char::is_alphanumeric) {
            continue;
        }
        // A capital after a figure is its unit (`8,75 W i`), not a word.
        if c.is_uppercase() && text[..i].trim_end().ends_with(|d: char| d.is_ascii_digit()) {
            continue;
        }
        // The spaces that follow the letter, if a word (not the end of the text) follows them.
        let spaces_start = i + c.len_utf8();
        let mut spaces_end = spaces_start;
        while let Some(&(j, s)) = chars.peek() {
            if !matches!(s, ' ' | '\n' | '\t' | '\r') {
                break;
            }
            spaces_end = j + s.len_utf8();
            chars.next();
        }
        let at_end = spaces_end == text.len();
        if spaces_end == spaces_start || (at_end && !part) {
            continue;
        }
        previous = Some('\u{a0}');
        let out = out.get_or_insert_with(|| String::with_capacity(text.len()));
        out.push_str(&text[copied..spaces_start]);
        out.push('\u{a0}');
        copied = spaces_end;
    }
    match out {
        Some(mut out) => {
            out.push_str(&text[copied..]);
            Cow::Owned(out)
        }
        None => Cow::Borrowed(text),
    }
}

/// Characters after which a language's text needs no space before what follows: the
/// full-width colon and the ideographic comma and full stop carry their own spacing
/// (`形状：U.2`, never `形状： U.2`).
pub fn ends_with_own_spacing(text: &str) -> bool {
    text.ends_with(['：', '、', '。', '，', '；'])
}

/// `text`, a value shown with its unit, with each plain space beside a digit made a
/// no-break space (U+00A0): the space between the number and its unit, after it or before it
/// (the grouping separators CLDR gives are no plain spaces). The theme's unit messages write
/// one (`{ $value }\u{a0}ms`); a translator who types an ordinary space (`unit-h = { $value }
/// घंटे`) would otherwise see the number at a line's end and its unit on the next.
pub(crate) fn hold_number_to_its_unit(text: String) -> String {
    if !text.contains(' ') {
        return text;
    }
    let chars: Vec<char> = text.chars().collect();
    let beside_a_digit = |at: usize| {
        at.checked_sub(1).is_some_and(|before| chars[before].is_numeric())
            || chars.get(at + 1).is_some_and(|after| after.is_numeric())
    };
    chars
        .iter()
        .enumerate()
        .map(|(at, &c)| if c == ' ' && beside_a_digit(at) { '\u{a0}' } else { c })
        .collect()
}

/// `text` (prose) with the plain space between a figure and its unit made a no-break space
/// (U+00A0), where the unit is one of `units` (the language's unit symbols: `IOPS`, `ms`,
/// `Go/s`, `%`) and ends there (`4 ms`, `4 ms.`; not `4 msec`): a writer types an ordinary
/// space in `32.200 IOPS`, and a narrow screen would otherwise end a line with the number and
/// start the next with its unit.
pub fn hold_figures_to_units<'t>(text: &'t str, units: &[String]) -> std::borrow::Cow<'t, str> {
    use std::borrow::Cow;
    if units.is_empty() || !text.contains(' ') {
        return Cow::Borrowed(text);
    }
    let mut out: Option<String> = None;
    let mut copied = 0;
    for (at, _) in text.match_indices(' ') {
        let after_digit = text[..at].chars().next_back().is_some_and(char::is_numeric);
        if !after_digit {
            continue;
        }
        let rest = &text[at + 1..];
        let unit_follows = units.iter().any(|unit| {
            !unit.is_empty()
                && rest
                    .strip_prefix(unit.as_str())
                    .is_some_and(|after| !after.chars().next().is_some_and(char::is_alphanumeric))
        });
        if unit_follows {
            let out = out.get_or_insert_with(|| String::with_capacity(text.len() + 2));
            out.push_str(&text[copied..at]);
            out.push('\u{a0}');
            copied = at + 1;
        }
    }
    match out {
        Some(mut out) => {
            out.push_str(&text[copied..]);
            Cow::Owned(out)
        }
        None => Cow::Borrowed(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polish_one_letter_words_hold_to_the_next_word() {
        let join = |t: &str| join_single_letter_words("pl", t).into_owned();
        assert_eq!(join("Testy w klastrze i na dysku"), "Testy w\u{a0}klastrze i\u{a0}na dysku");
        assert_eq!(join("W tym teście z\nnowym"), "W\u{a0}tym teście z\u{a0}nowym");
        assert_eq!(join("(a także) „o tym”"), "(a\u{a0}także) „o\u{a0}tym”");
        // Not words of one letter: inside words, next to digits, at the end of the text.
        assert_eq!(join("aw wa 4w w3 z"), "aw wa 4w w3 z");
        assert_eq!(join("dwa i"), "dwa i");
        // A unit after a figure is not a word: `W` (watts) is left.
        assert_eq!(join("10,75 W i 8,75 W"), "10,75 W i\u{a0}8,75 W");
        // Two in a row.
        assert_eq!(join("i w domu"), "i\u{a0}w\u{a0}domu");
        // Only Polish has the rule here.
        assert_eq!(join_single_letter_words("en", "a test"), "a test");
        assert_eq!(join_single_letter_words("pl-PL", "a test"), "a\u{a0}test");
        // Before an element, on the same line or the next.
        assert_eq!(join_single_letter_words_in_part("pl", "Dyski w "), "Dyski w\u{a0}");
        assert_eq!(join_single_letter_words_in_part("pl", "Dyski w\n"), "Dyski w\u{a0}");
    }

    #[test]
    fn full_width_punctuation_carries_its_own_space() {
        assert!(ends_with_own_spacing("テスト時間："));
        assert!(!ends_with_own_spacing("Durée :"));
    }
}
