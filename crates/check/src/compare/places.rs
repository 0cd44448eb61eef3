//! Where a number stands in its text: in a quotation, after a version's relation or a
//! label, glued to a unit's mark, in a script written without spaces; and what the shape of
//! its digits says (a version, a section, a name's digits).

use std::ops::Range;

use crate::reading::{Located, NumberWords, Text};

/// Whether a number of `text` stands after a version's word or a name (`Gen 4.0`, `Linux
/// 2.6`, `VSAN 6.2`), as [`crate::prose_numbers::after_version_word`] reads it.
pub(super) fn after_a_version_word(text: &Text, number: &Located) -> bool {
    crate::prose_numbers::after_version_word(
        &text.prose.blocks[number.block].text,
        number.number.start,
    )
}

/// What joins a name to a word of the translation's own (`F2-Taste`, `Watios/m2`, `RAID1:n`,
/// a Finnish or Swedish case ending).
pub(super) const NAME_JOINERS: [char; 3] = ['-', '/', ':'];

/// Whether dotted digits have the shape of a version or a section: no part after the first
/// longer than three digits (`2.6.32`, `3.100`, `4.2`; not `2.71828`, a constant's decimals).
pub(super) fn identifier_shaped(text: &str) -> bool {
    text.split('.').skip(1).all(|part| part.chars().filter(char::is_ascii_digit).count() <= 3)
}

/// Whether a number is glued to a straight double quote that closes no quotation it opened
/// (`3.5"`, not `"1.0"`): inches.
pub(super) fn inches(text: &str, number: Range<usize>) -> bool {
    text[number.end..].starts_with('"')
        && !text[..number.start].ends_with(['"', '\'', '“', '„', '«', '‘', '「'])
}

/// Whether a number is the label of its block: one capitalized word opens the block and the
/// number follows it, then a full stop, a colon, a space or the block's end (`Figure 17.351.
/// …`, `Abschnitt 4.2:`).
pub(super) fn labels_its_block(text: &str, number: Range<usize>) -> bool {
    let label = text[..number.start].trim();
    let after = &text[number.end..];
    label.chars().next().is_some_and(char::is_uppercase)
        && label.chars().all(char::is_alphabetic)
        && (after.is_empty() || after.starts_with(['.', ':', ' ', '\u{a0}']))
}

/// Whether a number stands in a table row written as text (`| 0.8 | 1.6 |`): a cell, even
/// where the Markdown is not read as a table.
pub(super) fn after_a_bar(before: &str) -> bool {
    before.trim_end().ends_with('|')
}

/// Whether the words after a number say what it measures or counts: a lowercase word after a
/// space or a hyphen (`2.5 hours`, `2.5-inch`, `1.5 seconds`, `10.2 kilobytes`) that does not
/// join a list (`1.1, 2.1 and 3.0`), or the inch mark (`2.5″`). A version or a section is
/// followed by punctuation, a bracket or a name (`Linux 2.6`, `1.1, 2.1`, `3.0 (quilt)`,
/// `4.2 Installing`).
pub(super) fn names_what_it_counts(after: &str, words: &NumberWords) -> bool {
    let mut chars = after.chars();
    match chars.next() {
        Some(' ' | '\u{a0}' | '\u{202f}' | '-') => {
            let word: String = chars.take_while(|c| c.is_alphabetic()).collect();
            word.chars().next().is_some_and(char::is_lowercase) && !words.is_conjunction(&word)
        }
        // Inches (`2.5″`); a straight quote is told apart by [`inches`].
        Some('″') => true,
        _ => false,
    }
}

/// Whether the text at `span` of `block` stands in a script written without spaces between
/// words (CJK), by the letters before and after it.
pub(super) fn spaceless_around(block: &str, span: Range<usize>) -> bool {
    let spaceless = |c: char| c.is_alphabetic() && crate::prose_numbers::in_cjk_blocks(c);
    block[..span.start].chars().rev().find(|c| c.is_alphabetic()).is_some_and(spaceless)
        || block[span.end..].chars().find(|c| c.is_alphabetic()).is_some_and(spaceless)
}

/// A name's letters, lowercased: its family (`raid` of RAID5, `arg` of arg2).
pub(super) fn name_letters(text: &str) -> String {
    text.chars().filter(|c| c.is_alphabetic()).flat_map(char::to_lowercase).collect()
}

/// A name's digits in their places, each run of letters one `a`: `a1` for `z1`, `s1`
/// and `plik1`; `a630` for SN630.
pub(super) fn identifier_shape(text: &str) -> String {
    let mut shape = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            shape.push(c);
        } else if c.is_alphabetic() && !shape.ends_with('a') {
            shape.push('a');
        }
    }
    shape
}

/// The marks between a number's digits (`..` of `2.6.25`).
pub(super) fn separators(text: &str) -> String {
    text.trim_matches(|c: char| !c.is_ascii_digit())
        .chars()
        .filter(|c| !c.is_ascii_digit())
        .collect()
}

/// A name's token without the translated words joined to its end by hyphens: `1` of
/// `1-volym`, `2.6` of `2.6-kärna`; a token without digits before them is left whole.
pub(super) fn without_joined_words(token: &str) -> &str {
    let mut name = token;
    while let Some((head, tail)) = name.rsplit_once('-') {
        let word = !tail.is_empty() && tail.chars().all(char::is_alphabetic);
        if !word || !head.chars().any(|c| c.is_ascii_digit()) {
            break;
        }
        name = head;
    }
    name
}

/// Quotation marks that open a quotation, in the scripts the site's languages write: a number
/// right after one begins a quoted literal or title. `'` is left out (an apostrophe, a prime).
pub(super) const OPENING_QUOTES: [char; 8] = ['"', '“', '„', '«', '‹', '「', '『', '‘'];

/// Whether the text after a number is a quoted title, set off by a space, the number ending
/// with a full stop or not (`12.5 "Copyright information"`, `7.7 « Relations »`, `8.3
/// „Statische Bibliotheken"`, `12.2. « Make »`, `7.7 'Relationships'`): the number cites a
/// section by number and title. Glued to the number, `"` is an inch (`2.5"`) and `'` a foot
/// or a prime, so a space must come first.
pub(super) fn before_a_quoted_title(after: &str) -> bool {
    let after = after.strip_prefix('.').unwrap_or(after);
    let Some(spaced) = after.strip_prefix([' ', '\u{a0}', '\u{202f}']) else {
        return false;
    };
    let mut chars = spaced.trim_start().chars();
    chars.next().is_some_and(|c| OPENING_QUOTES.contains(&c) || c == '\'')
        && chars.find(|c| !c.is_whitespace()).is_some_and(char::is_alphabetic)
}

/// Quotation marks that open a quotation, each with the marks that may close it.
pub(super) const QUOTATIONS: [(char, &[char]); 9] = [
    ('"', &['"']),
    ('\'', &['\'']),
    ('“', &['”', '“']),
    ('„', &['“', '”']),
    ('«', &['»']),
    ('‹', &['›']),
    ('「', &['」']),
    ('『', &['』']),
    ('‘', &['’']),
];

/// What the quotation around `number` in `text` holds, spaces trimmed: the nearest opening
/// mark before it that no mark closes in between, and the first mark after it that closes
/// it. An apostrophe (`qu'avec`, a letter on each side) opens nothing; a quotation of more
/// than 80 characters is prose, not a literal.
pub(super) fn quotation_around(text: &str, number: Range<usize>) -> Option<&str> {
    let before = &text[..number.start];
    let is_apostrophe = |at: usize| {
        let previous = before[..at].chars().next_back();
        let next = text[at + 1..].chars().next();
        previous.is_some_and(char::is_alphanumeric) && next.is_some_and(char::is_alphanumeric)
    };
    let closing =
        |c: char| QUOTATIONS.iter().any(|(open, closers)| closers.contains(&c) && *open != c);
    let mut opening = None;
    for (at, c) in before.char_indices().rev() {
        if c == '\'' && is_apostrophe(at) {
            continue;
        }
        if let Some(quotation) = QUOTATIONS.iter().find(|(open, _)| *open == c) {
            // `"` opens where it is the first of a pair (an even number of them before it);
            // `'` where no letter or digit comes before it (`l'option` is an apostrophe).
            let opens = match c {
                '"' => before[..at].matches('"').count().is_multiple_of(2),
                '\'' => !before[..at].chars().next_back().is_some_and(char::is_alphanumeric),
                _ => true,
            };
            if opens {
                opening = Some((at, quotation));
            }
            break;
        }
        if closing(c) {
            return None;
        }
    }
    let (open_at, (open, closers)) = opening?;
    let after = &text[number.end..];
    let close_at = after.char_indices().find(|(_, c)| closers.contains(c))?.0;
    let quoted = text[open_at + open.len_utf8()..number.end + close_at].trim();
    (!quoted.is_empty() && quoted.chars().count() <= 80).then_some(quoted)
}

/// The relations a version constraint or ordering writes between versions (`>= 2.3`,
/// `1.2 << 1.2-1`); and `=` set off before a number (`(= 2.0)`, `foo = 4.0`).
pub(super) const VERSION_RELATIONS: [&str; 4] = [">=", "<=", ">>", "<<"];

/// Whether a number between `before` and `after` stands where identifiers stand (see
/// [`super::Comparison::where_identifiers_stand`]).
pub(super) fn identifier_place(before: &str, after: &str) -> bool {
    // A sign is the number's own: `round(-0.5)`, `zwraca -1.0`.
    let before = before.trim_end_matches(['-', '+', '−']).trim_end();
    if before.ends_with(OPENING_QUOTES) || before_a_quoted_title(after) {
        return true;
    }
    // A version in a relation between versions (`foo >= 2.3`, `(<< 1.4)`, `1.2 << 1.2-1`):
    // what packages' dependencies and version orderings write, typed as the source types it.
    let relation_before = VERSION_RELATIONS.iter().any(|r| before.ends_with(r))
        || before.strip_suffix('=').is_some_and(|b| b.is_empty() || b.ends_with([' ', '(']));
    let after_trimmed = after.trim_start();
    if relation_before || VERSION_RELATIONS.iter().any(|r| after_trimmed.starts_with(r)) {
        return true;
    }
    // Glued to a double prime, a size in inches (`de 3.5"`, `2.5″`): a measurement.
    if after.starts_with(['"', '″']) {
        return false;
    }
    // The second of two numbers joined by a slash (`Debian 1.1/1.2`, a display's `102/10.2k`)
    // stands where the first does; so does the next of a list (`wie 1.1, 2.1 usw.`).
    for separator in ['/', ','] {
        if let Some(pair) = before.strip_suffix(separator) {
            let first = pair.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
            return first.len() < pair.len() && identifier_place(first, &separator.to_string());
        }
    }
    match before.chars().last() {
        // `(8.3)`, `[5.1]`: a reference in brackets.
        Some('(' | '[') => after.starts_with([')', ']']),
        Some(c) => c.is_alphabetic(),
        None => after.starts_with(['.', ')']),
    }
}

/// Whether `written` joins digits with a separator that says what they are: a ratio, a time,
/// a date or a tuple (`1:1`, `12:30`, `2006/03`, `0;255`), a digit on each side.
pub(super) fn separates_digits(written: &str) -> bool {
    let chars: Vec<char> = written.chars().collect();
    chars
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && matches!(w[1], ':' | '/' | ';') && w[2].is_ascii_digit())
}
