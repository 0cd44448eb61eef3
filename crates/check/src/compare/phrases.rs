//! How numbers stand in a phrase: the words and marks that join two numbers into a range or
//! a list, the words of a number's clause, and what lies between them in a sentence.

use std::ops::Range;

use crate::prose_numbers::{joined_by_words, RANGE_DASHES, SPACES};
use crate::reading::{NumberWords, Text};

/// How many lowercase words of three letters or more `passage` holds, leaving out its first
/// word when `cut_first` and its last when `cut_last` (words the passage cuts through).
pub(super) fn common_words(passage: &str, cut_first: bool, cut_last: bool) -> usize {
    let words: Vec<&str> = passage.split(|c: char| !c.is_alphabetic()).collect();
    let last = words.len().saturating_sub(1);
    words
        .iter()
        .enumerate()
        .filter(|(i, _)| !(*i == 0 && cut_first || *i == last && cut_last))
        .filter(|(_, w)| w.chars().count() >= 3 && w.chars().all(char::is_lowercase))
        .count()
}

/// What joins two numbers next to each other in a sentence into one phrase: the ends of a
/// range, or two items of a list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Join {
    Range,
    List,
}

/// What `between` (the text between two numbers of the source) makes of them, `before` being
/// the word before the first: a dash (`1–4`) or a range word (`4 to 8`, `between 4 and 8`)
/// a range; a comma or semicolon alone (`255;0`, `16, 17`) or with the list's conjunction
/// (`, and`) a list.
pub(super) fn join_of(between: &str, before: &str, words: &NumberWords) -> Option<Join> {
    let between = without_asides(between);
    let trimmed = between.trim_matches(SPACES);
    let mut chars = trimmed.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        if RANGE_DASHES.contains(&c) {
            return Some(Join::Range);
        }
        if LIST_MARKS.contains(&c) {
            return Some(Join::List);
        }
    }
    let rest: Vec<&str> = trimmed
        .split(|c: char| c.is_whitespace() || LIST_MARKS.contains(&c))
        .filter(|w| !w.is_empty())
        .collect();
    let repeats = |word: &str| repeats_word(word, before);
    let before = before.trim_matches(|c: char| !c.is_alphabetic());
    match rest.as_slice() {
        // Each item after the same word: `Source 1, Source 2`, `line 3 and line 4`.
        [word] if repeats(word) && trimmed.starts_with(LIST_MARKS) => Some(Join::List),
        [conjunction, word] if words.is_conjunction(conjunction) && repeats(word) => {
            Some(Join::List)
        }
        [word] if words.joins_a_range(word) => Some(Join::Range),
        [word] if words.is_conjunction(word) && words.opens_a_range(before) => Some(Join::Range),
        [word] if words.is_conjunction(word) => Some(Join::List),
        _ => None,
    }
}

/// The marks that join the items of a list.
pub(super) const LIST_MARKS: [char; 5] = [',', ';', '、', '，', '；'];

/// Whether two numbers of a translation are next to each other in one phrase, in any
/// language: a dash, a comma or a semicolon (`0;255`, `16, 17`, `1–4`, `3、4`) or one or two
/// short words (`bis`, `から`, `et`) between them, nothing else.
pub(super) fn joins_in_order(between: &str, before: &str) -> bool {
    let is_mark = |c: char| LIST_MARKS.contains(&c) || RANGE_DASHES.contains(&c);
    let between = without_asides(between);
    let trimmed = between.trim_matches(SPACES);
    if trimmed.is_empty() || trimmed.chars().filter(|c| is_mark(*c)).count() > 2 {
        return false;
    }
    let rest: String = trimmed.chars().filter(|c| !is_mark(*c)).collect();
    let rest = rest.trim_matches(SPACES);
    // The word before the first number again before the second (`Quelle 1, Quelle 2`),
    // after a mark or a short word.
    let (head, last) = rest.rsplit_once(char::is_whitespace).unwrap_or(("", rest));
    let repeated = repeats_word(last, before) && {
        let head = head.trim_matches(SPACES);
        head.is_empty() && trimmed.starts_with(LIST_MARKS) || joined_by_words(head)
    };
    rest.is_empty() || repeated || joined_by_words(rest)
}

/// Whether `word` is the word `before` a list's first number again (`Source 1, Source 2`),
/// whatever its case; marks around `before` (`(Source`) aside.
pub(super) fn repeats_word(word: &str, before: &str) -> bool {
    let before = before.trim_matches(|c: char| !c.is_alphabetic());
    !before.is_empty() && word.eq_ignore_ascii_case(before)
}

/// What a paragraph writes that a translation keeps, in its order: each number's value and
/// unit (the same value, not one that merely agrees: a swap of two close values changes the
/// order as much as any other; `9554 GB` is not the `9554` of a name), and each name with
/// digits (`2.6.39`, `RFC 6763`), which a translation may swap with a number.
pub(super) fn written_in_order(text: &Text, sentences: &Range<usize>) -> Vec<String> {
    let mut written: Vec<(usize, usize, String)> = text
        .numbers_in(sentences)
        .into_iter()
        .map(|l| {
            // The unit written with it: the low end of a range is read with the unit written
            // after the range (`4 to 32 Gb/s`), which the words between two numbers give in
            // one language and not another (`4 ports of 32 Gb/s`, `4 puertos de 32 Gb/s`).
            let with_unit = l.number.text.chars().any(|c| c.is_alphabetic() || "%/°µ".contains(c));
            let unit = match with_unit {
                true => l.number.unit.map(|u| u.symbol()).unwrap_or_default(),
                false => "",
            };
            (l.block, l.number.start, format!("{} {unit}", l.number.value))
        })
        .collect();
    written.extend(
        text.names_in(sentences)
            .iter()
            .filter(|n| n.name.text.chars().any(|c| c.is_ascii_digit()))
            .map(|n| (text.sentences[n.sentence].block, n.name.start, format!("name {}", n.key))),
    );
    written.sort();
    written.into_iter().map(|(_, _, what)| what).collect()
}

/// The words of the phrase `span` of `block` stands in, lowercased: between the marks and
/// conjunctions around it (`,`, `;`, `(`, `and`, `or`), words of three letters or more, the
/// span's own unit aside. Names and loanwords a translation keeps (`write-back`, `SCSI`)
/// say where a phrase went ([`super::Comparison::compare_sentence_order`]).
pub(super) fn clause_words(block: &str, span: Range<usize>, words: &NumberWords) -> Vec<String> {
    let boundary = |c: char| matches!(c, ',' | ';' | ':' | '(' | ')' | '、' | '，' | '；');
    let word_of = |w: &str| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
    let is_break = |w: &str| words.is_conjunction(w) || words.joins_alternatives(w);
    let mut before: Vec<String> = Vec::new();
    for w in block[..span.start].rsplit(|c: char| c.is_whitespace()) {
        let cut = w.char_indices().rev().find(|(_, c)| boundary(*c));
        let w = cut.map_or(w, |(at, c)| &w[at + c.len_utf8()..]);
        let word = word_of(w);
        if is_break(&word) {
            break;
        }
        before.push(word);
        if cut.is_some() {
            break;
        }
    }
    let mut after: Vec<String> = Vec::new();
    for w in block[span.end..].split(|c: char| c.is_whitespace()) {
        let cut = w.find(boundary);
        let w = cut.map_or(w, |at| &w[..at]);
        let word = word_of(w);
        if is_break(&word) {
            break;
        }
        after.push(word);
        if cut.is_some() {
            break;
        }
    }
    before
        .into_iter()
        .chain(after)
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 3)
        .collect()
}

/// Whether two numbers or names exchanged in a translation each stand among the words of the
/// other's source phrase (`a_words`, `b_words`): at `a`'s place, a word only `b`'s phrase has
/// (`Write-Through … auf 1` where "1 for write-through" is the source's second), or the other
/// way round. Then the phrases moved with them: the translator's order, not a swap.
pub(super) fn phrases_moved(
    a_words: &[String],
    b_words: &[String],
    at_a: &[String],
    at_b: &[String],
) -> bool {
    let among = |at: &[String], own: &[String], others: &[String]| {
        at.iter().any(|w| own.contains(w) && !others.contains(w))
    };
    among(at_a, b_words, a_words) || among(at_b, a_words, b_words)
}

/// Whether the item at `first` of `block` and the one at `second`, after it, are joined as
/// two alternatives (`0 or -1`, by the language's CLDR "or") or, with `list`, as items of a
/// list (`IPv4 and IPv6`, `1, 2`).
pub(super) fn items_joined(
    block: &str,
    first: Range<usize>,
    second: Range<usize>,
    words: &NumberWords,
    list: bool,
) -> bool {
    first.end <= second.start && {
        let between = &block[first.end..second.start];
        let before = last_word(&block[..first.start]);
        words.joins_alternatives(between)
            || list && join_of(between, before, words) == Some(Join::List)
    }
}

/// The last word of `text` (`Source` of `… see Source `), or nothing.
pub(super) fn last_word(text: &str) -> &str {
    text.split_whitespace().next_back().unwrap_or("")
}

/// `between` without what it says in brackets: `0 (black) to 255` joins its numbers as `0 to
/// 255` does.
pub(super) fn without_asides(between: &str) -> std::borrow::Cow<'_, str> {
    if !between.contains(['(', '（']) {
        return between.into();
    }
    let mut kept = String::new();
    let mut depth = 0usize;
    for c in between.chars() {
        match c {
            '(' | '（' => depth += 1,
            ')' | '）' if depth > 0 => depth -= 1,
            _ if depth == 0 => kept.push(c),
            _ => {}
        }
    }
    // An unclosed bracket leaves the text as it was.
    if depth > 0 {
        between.into()
    } else {
        kept.into()
    }
}
