//! Literals: runs of a text that no language translates, the numbers in them compared slot
//! by slot.
//!
//! A formula (`=MROUND(1.4;0.5)`), a man page's reference (`apt-get(8)`), a command's
//! argument (`8000:server:25`) or a setting (`size=4`) is copied into a translation as it
//! is, whatever the language does with the words around it: a Japanese sentence may turn
//! its clauses around, but `=POWER(4;3)` stays `=POWER(4;3)`. So where a source sentence and
//! its translation each hold one literal of the same shape, their numbers stand in the same
//! slots, in any language, CJK included, where the order of a sentence's numbers says
//! nothing ([`super::Comparison::compare_sentence_order`]).

use std::collections::BTreeMap;
use std::ops::Range;

use super::{Comparison, Replace};
use crate::prose_numbers::digits as digits_of;
use crate::prose_numbers::NumberKind;
use crate::reading::{LocatedName, Text};
use crate::{Finding, FindingKind};
use iopress_site::diagnostics::Location;

/// A run of ASCII letters, digits and signs without a space or a letter of another script,
/// with numbers in it, as one text writes it.
#[derive(Debug, PartialEq)]
pub(super) struct Literal {
    /// Where the run stands in its block.
    pub span: Range<usize>,
    /// The run with each number written `{}`: what both texts must write alike
    /// (`=MROUND({};{})`).
    pub shape: String,
    /// Each number of the run, in order: where it stands in the block, and its digits
    /// without separators (`0,5` and `0.5` are the same slot's `05`).
    pub slots: Vec<(Range<usize>, String)>,
}

/// A literal and the block it stands in.
type InBlock<'l> = (usize, &'l Literal);

/// Signs that make a run a literal rather than a figure in another format: a call or a
/// reference's brackets, an assignment, an argument separator, a pointer's or an
/// exponent's mark (`apt-get(8)`, `size=4`, `ROUND(2;1)`, `#4522`, `2^10`). A run of digits
/// with only `-`, `/`, `:` or `.` between them (`1-4`, `2024/03/05`, `12:30`) is a range, a
/// date or a time, which a translation may write in its own order, and is no literal.
const LITERAL_SIGNS: &[char] = &['(', ')', '[', ']', '=', ';', '#', '^', '*', '+', '_', '<', '>'];

/// The literal that the text at `at` of `block` stands in, if any: the run of ASCII
/// characters without a space around `at`, less the sentence's punctuation and the brackets
/// or quotes that enclose it, when it holds a number and a letter or one of
/// [`LITERAL_SIGNS`].
pub(super) fn literal_around(block: &str, at: usize) -> Option<Literal> {
    let in_run = |c: char| c.is_ascii_graphic();
    let start = block[..at]
        .char_indices()
        .rev()
        .take_while(|(_, c)| in_run(*c))
        .last()
        .map_or(at, |(i, _)| i);
    let end = block[at..].find(|c: char| !in_run(c)).map_or(block.len(), |i| at + i);
    let span = trimmed(block, start..end);
    let run = &block[span.clone()];
    let mut shape = String::new();
    let mut slots = Vec::new();
    let mut rest = run;
    let mut offset = span.start;
    while let Some(first) = rest.find(|c: char| c.is_ascii_digit()) {
        shape.push_str(&rest[..first]);
        let length = number_length(&rest[first..]);
        let number = offset + first..offset + first + length;
        let digits = digits_of(&block[number.clone()]);
        slots.push((number, digits));
        shape.push_str("{}");
        rest = &rest[first + length..];
        offset += first + length;
    }
    shape.push_str(rest);
    let literal_sign =
        shape.contains(|c: char| c.is_ascii_alphabetic() || LITERAL_SIGNS.contains(&c));
    (!slots.is_empty() && literal_sign).then_some(Literal { span, shape, slots })
}

impl Comparison<'_> {
    /// Whether a translated number is an argument of a function whose name the translation
    /// writes in its own words (`=OBERGRENZE(3,45; 2)` for "=CEILING(3.45; 2)"): a spreadsheet
    /// that shows its functions in the reader's language reads their numbers in the reader's
    /// format too, so the formula is no literal copied as the source writes it, and a number
    /// in the source's format there is an error like any other. A function named as the
    /// source names it (`=CEILING(3.45; 2)` kept) is copied, numbers and all.
    pub(super) fn in_a_translated_function(&self, block: &str, number: Range<usize>) -> bool {
        let before = &block[..number.start];
        let Some(open) = before.rfind('(') else { return false };
        let inside = &before[open + 1..];
        let name_start = before[..open]
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_alphanumeric() || matches!(c, '.' | '_'))
            .last()
            .map_or(open, |(i, _)| i);
        block[number.end..].contains(')')
            && inside.len() <= 60
            && !inside.contains([')', '('])
            && self.translated_function(&before[name_start..open])
    }

    /// A function called with one number, `OBERGRENZE(3.45)`, is read as one name (as
    /// `apt-get(8)` is): the number in it, where the function's name is the translation's
    /// own ([`Self::in_a_translated_function`]) and the number is in the source language's
    /// format. An error, expecting the number in the reader's format.
    pub(super) fn argument_in_the_sources_format(&self, name: &LocatedName) -> Option<Finding> {
        let text = &name.name.text;
        let open = text.find('(')?;
        let argument = text[open + 1..].strip_suffix(')')?;
        if !self.translated_function(&text[..open]) {
            return None;
        }
        let scan = crate::prose_numbers::scan(argument, self.translation_style);
        let foreign = scan.numbers.iter().find(|n| n.kind == NumberKind::ForeignFormat)?;
        let finding = Finding::error(
            FindingKind::NumberFormat,
            format!(
                "`{}` in `{text}` is not written the way {} writes numbers: the function's name is translated, and a spreadsheet that shows it so reads its numbers in this language's format",
                foreign.text,
                self.localizer.locale()
            ),
        )
        .at(&self.translation.prose.file, Some(name.location))
        .text(foreign.text.clone())
        .expected(super::localized(foreign, self.localizer))
        .help("write a translated formula's numbers with this language's separators");
        Some(finding)
    }

    /// Whether `name` is a spreadsheet's function (capitals, digits and dots, two letters or
    /// more: `OBERGRENZE`, `ISO.OBERGRENZE`) that no source paragraph calls: the translation's
    /// own name for it.
    fn translated_function(&self, name: &str) -> bool {
        name.chars().filter(|c| c.is_alphabetic()).count() >= 2
            && name.starts_with(char::is_uppercase)
            && !name.chars().any(char::is_lowercase)
            && !self.source.prose.blocks.iter().any(|b| b.text.contains(&format!("{name}(")))
    }

    /// The numbers of a literal that the source sentences `s` and their translation `t` each
    /// write once, in other slots: in another order within it (`=COMBIN(2;3)` for
    /// "=COMBIN(3;2)"), or one exchanged with a number of the sentence outside it
    /// (`=POWER(3;3) は、4 を 4 乗した` for "=POWER(4;3) returns 4 to the power of 3"). A
    /// slot that holds a number the source sentence does not write elsewhere is left to the
    /// rules of values: an example a translator adapted.
    pub(super) fn compare_literals(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
        findings: &mut Vec<Finding>,
    ) {
        let (source, translated) = (literals_in(self.source, s), literals_in(self.translation, t));
        let by_shape = |literals| unique_by(literals, |l| Some(l.shape.as_str()));
        let (source_by_shape, translated_by_shape) = (by_shape(&source), by_shape(&translated));
        let mut matched: Vec<(InBlock, InBlock)> = source_by_shape
            .iter()
            .filter_map(|(shape, &one)| Some((one, *translated_by_shape.get(shape)?)))
            .collect();
        // A formula the translation writes with its own names of the functions, or without
        // the `=` that opens it (`=PLAFOND(-1)` for "=CEILING(-1.234)", `ASINH(-90)` for
        // "=ASINH(-90)"), has the source's shape but for them: compared as one, where neither
        // has a literal of the other's shape.
        let source_unnamed = by_unnamed_shape(&source, &translated_by_shape);
        for (shape, other) in by_unnamed_shape(&translated, &source_by_shape) {
            if let Some(&one) = source_unnamed.get(&shape) {
                matched.push((one, other));
            }
        }
        let source_file = self.source.file_name();
        for ((block, e), (t_block, l)) in matched {
            // A formula with the reader's names of its functions writes its quoted dates in
            // the reader's order too (`=DATEVAL("20-07-1954")` for "=DATEVALUE("1954-07-20")").
            let written = &self.translation.prose.blocks[t_block].text;
            let compared =
                |i: usize| e.shape == l.shape || !quoted(written, &l.span, &l.slots[i].0);
            let differ: Vec<usize> = (0..e.slots.len())
                .filter(|&i| e.slots[i].1 != l.slots[i].1 && compared(i))
                .collect();
            let Some(&first) = differ.first() else { continue };
            let reordered = sorted_digits(e) == sorted_digits(l);
            // Each differing slot's number written elsewhere in the other text's sentences,
            // outside the literal: the two exchanged.
            let exchanged = |i: usize| {
                self.writes_outside(self.source, s, (block, &e.span), &l.slots[i].1)
                    && self.writes_outside(self.translation, t, (t_block, &l.span), &e.slots[i].1)
            };
            let Some(slot) =
                (if reordered { Some(first) } else { differ.into_iter().find(|&i| exchanged(i)) })
            else {
                continue;
            };
            let (source_block, translated_block) =
                (&self.source.prose.blocks[block], &self.translation.prose.blocks[t_block]);
            // At the number or name the slot is read in, where another rule may have said
            // something of it already (one finding a place).
            let Some(location) = self.location_at(self.translation, t, t_block, &l.slots[slot].0)
            else {
                continue;
            };
            let (source_text, translated_text) = (&source_block.text, &translated_block.text);
            let (figure, literal, source_literal) = (
                &translated_text[l.slots[slot].0.clone()],
                &translated_text[l.span.clone()],
                &source_text[e.span.clone()],
            );
            // A literal copied keeps the source's digits; a formula with the reader's names
            // of its functions is read in the reader's format.
            let slot_in_source = e.slots[slot].0.clone();
            let expected = if e.shape == l.shape {
                source_text[slot_in_source].to_string()
            } else {
                match self.source.numbers_in(s).iter().find(|n| {
                    n.block == block
                        && (n.number.start..n.number.end).contains(&slot_in_source.start)
                }) {
                    Some(n) => super::as_the_reader_writes(&n.number, self.localizer),
                    None => source_text[slot_in_source].to_string(),
                }
            };
            let line = self.source.prose.location(source_block, e.span.start).line;
            let finding = Finding::error(
                FindingKind::NumberMoved,
                format!(
                    "`{figure}` stands in `{literal}` where this sentence of the {} text ({source_file}:{line}) has `{source_literal}`: {}",
                    self.source_name,
                    if reordered { "its numbers are in another order" } else { "two numbers exchanged" },
                ),
            )
            .text(figure.to_string())
            .expected(expected)
            .help("numbers were probably swapped in translation; a formula, a reference or a command is copied as the source writes it");
            self.say_instead(findings, location, finding, Replace::WarningsOnly);
        }
    }

    /// Whether `text`'s `sentences` write a number of these `digits` outside the literal at
    /// `literal` (its block and span).
    fn writes_outside(
        &self,
        text: &Text,
        sentences: &Range<usize>,
        literal: (usize, &Range<usize>),
        digits: &str,
    ) -> bool {
        let (block, span) = literal;
        let outside = |b: usize, start: usize| b != block || !span.contains(&start);
        text.numbers_in(sentences)
            .iter()
            .any(|n| outside(n.block, n.number.start) && digits_of(&n.number.text) == digits)
            || text.names_in(sentences).iter().any(|n| {
                outside(text.sentences[n.sentence].block, n.name.start)
                    && digits_of(&n.name.text) == digits
            })
    }

    /// Where the number or name that overlaps `at` of `block` stands, among `sentences`.
    fn location_at(
        &self,
        text: &Text,
        sentences: &Range<usize>,
        block: usize,
        at: &Range<usize>,
    ) -> Option<Location> {
        let inside = |start: usize, end: usize| start < at.end && at.start < end;
        text.numbers_in(sentences)
            .iter()
            .find(|n| n.block == block && inside(n.number.start, n.number.end))
            .map(|n| n.location)
            .or_else(|| {
                text.names_in(sentences)
                    .iter()
                    .find(|n| {
                        text.sentences[n.sentence].block == block
                            && inside(n.name.start, n.name.end)
                    })
                    .map(|n| n.location)
            })
    }
}

/// The literals of `text`'s `sentences`: those its numbers and names stand in, each once,
/// with the block it is in.
fn literals_in(text: &Text, sentences: &Range<usize>) -> Vec<(usize, Literal)> {
    let places = text
        .numbers_in(sentences)
        .iter()
        .map(|n| (n.block, n.number.start))
        .chain(
            text.names_in(sentences)
                .iter()
                .map(|n| (text.sentences[n.sentence].block, n.name.start)),
        )
        .collect::<Vec<_>>();
    let mut literals: Vec<(usize, Literal)> = Vec::new();
    for (block, at) in places {
        let Some(literal) = literal_around(&text.prose.blocks[block].text, at) else { continue };
        if !literals.iter().any(|(b, l)| *b == block && l.span == literal.span) {
            literals.push((block, literal));
        }
    }
    literals
}

/// The digits of a literal's numbers, whatever their order.
fn sorted_digits(literal: &Literal) -> Vec<&str> {
    let mut digits: Vec<&str> = literal.slots.iter().map(|(_, d)| d.as_str()).collect();
    digits.sort_unstable();
    digits
}

/// `shape` with the name of each function it calls written `ƒ`, and without the `=` that
/// opens a formula (`ƒ(-{})` for `=PLAFOND.MATH(-{})`), if it calls one: a name of capitals,
/// with dots or underscores, two letters or more, right before its bracket.
fn with_functions_unnamed(shape: &str) -> Option<String> {
    let mut unnamed = String::new();
    let mut counted = false;
    let mut rest = shape.trim_start_matches('=');
    while let Some(open) = rest.find('(') {
        let before = &rest[..open];
        let name_start = before
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_ascii_uppercase() || matches!(c, '.' | '_'))
            .last()
            .map_or(open, |(i, _)| i);
        let name = &before[name_start..];
        unnamed.push_str(&before[..name_start]);
        if name.chars().filter(char::is_ascii_uppercase).count() >= 2 {
            counted = true;
            unnamed.push('ƒ');
        } else {
            unnamed.push_str(name);
        }
        unnamed.push('(');
        rest = &rest[open + 1..];
    }
    unnamed.push_str(rest);
    counted.then_some(unnamed)
}

/// Whether `slot` of a literal at `span` of `block` stands between double quotes that the
/// literal opens before it: in a string, such as a formula's date.
fn quoted(block: &str, span: &Range<usize>, slot: &Range<usize>) -> bool {
    block[span.start..slot.start].matches('"').count() % 2 == 1
}

/// The formulas of `literals` that no literal of `others` has the shape of, by their shape
/// without their functions' names ([`with_functions_unnamed`]), each the only one of it.
fn by_unnamed_shape<'l>(
    literals: &'l [(usize, Literal)],
    others: &BTreeMap<&str, InBlock>,
) -> BTreeMap<String, InBlock<'l>> {
    let unmatched = literals.iter().filter(|(_, l)| !others.contains_key(l.shape.as_str()));
    unique_by(unmatched, |l| with_functions_unnamed(&l.shape))
}

/// The literals to which `key` gives a key no other of them has, by that key.
fn unique_by<'l, K: Ord>(
    literals: impl IntoIterator<Item = &'l (usize, Literal)>,
    key: impl Fn(&'l Literal) -> Option<K>,
) -> BTreeMap<K, InBlock<'l>> {
    let mut by_key: BTreeMap<K, Vec<InBlock>> = BTreeMap::new();
    for (block, literal) in literals {
        if let Some(k) = key(literal) {
            by_key.entry(k).or_default().push((*block, literal));
        }
    }
    by_key
        .into_iter()
        .filter_map(|(k, all)| match all[..] {
            [one] => Some((k, one)),
            _ => None,
        })
        .collect()
}

/// The length of the number that `text` starts with: digits, and a `.` or `,` between
/// digits (`0.5`, `1,5`, `192.168.0.1`).
fn number_length(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut end = 0;
    while end < bytes.len() {
        let separator_between_digits = matches!(bytes[end], b'.' | b',')
            && end > 0
            && bytes.get(end + 1).is_some_and(u8::is_ascii_digit);
        if !bytes[end].is_ascii_digit() && !separator_between_digits {
            break;
        }
        end += 1;
    }
    end
}

/// `span` of `block` less what encloses the literal or ends the sentence: punctuation at its
/// end (`apt-get(8),`), quotes, and brackets it does not close or open itself (`(see
/// apt(5))`).
fn trimmed(block: &str, mut span: Range<usize>) -> Range<usize> {
    loop {
        let run = &block[span.clone()];
        let opens = |c: char| run.matches(c).count();
        let unbalanced_close = |close: char, open: char| opens(close) > opens(open);
        let unbalanced_open = |open: char, close: char| opens(open) > opens(close);
        let last = run.chars().last();
        let first = run.chars().next();
        let trim_end = match last {
            Some('.' | ',' | ';' | ':' | '!' | '?' | '"' | '\'' | '`') => true,
            Some(')') => unbalanced_close(')', '('),
            Some(']') => unbalanced_close(']', '['),
            _ => false,
        };
        let trim_start = match first {
            Some('"' | '\'' | '`') => true,
            Some('(') => unbalanced_open('(', ')'),
            Some('[') => unbalanced_open('[', ']'),
            _ => false,
        };
        if trim_end {
            span.end -= 1;
        } else if trim_start {
            span.start += 1;
        } else {
            return span;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape_and_digits(block: &str, number: &str) -> Option<(String, Vec<String>)> {
        let at = block.find(number).unwrap();
        literal_around(block, at)
            .map(|l| (l.shape, l.slots.into_iter().map(|(_, digits)| digits).collect()))
    }

    #[test]
    fn a_formula_a_reference_and_an_argument_are_literals() {
        assert_eq!(
            shape_and_digits("=MROUND(1.4;0.5) は、1.5 を返します。", "1.4"),
            Some(("=MROUND({};{})".to_string(), vec!["14".to_string(), "05".to_string()]))
        );
        assert_eq!(
            shape_and_digits("Siehe apt(5), apt-get(8).", "8"),
            Some(("apt-get({})".to_string(), vec!["8".to_string()]))
        );
        assert_eq!(
            shape_and_digits("(voir apt-get(8))", "8"),
            Some(("apt-get({})".to_string(), vec!["8".to_string()]))
        );
        assert_eq!(
            shape_and_digits("ssh -L 8000:server:25 intermediary", "25"),
            Some(("{}:server:{}".to_string(), vec!["8000".to_string(), "25".to_string()]))
        );
    }

    #[test]
    fn figures_ranges_dates_and_times_are_not_literals() {
        for (block, number) in [
            ("4,5 GB/s", "4,5"),
            ("von 1-4 Kernen", "1-4"),
            ("le 2024/03/05 à 12:30.", "2024"),
            ("à 12:30.", "12"),
            ("Linux 2.6.32,", "2.6"),
            ("3 万", "3"),
        ] {
            assert_eq!(shape_and_digits(block, number), None, "{block}");
        }
    }
}
