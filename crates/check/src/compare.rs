//! A translation against its source text, part by part.
//!
//! The two texts are aligned on their content ([`super::align`]): paragraphs first, then
//! the sentences of each pair of paragraphs, so merged, split, added or left-out parts do not
//! throw the comparison off. Then, in each pair of sentences:
//!
//! - the figures of both are lined up in order (the longest run that agrees); a translated
//!   figure that has no counterpart *stands in another figure's place* when a source figure
//!   is left over at the same point (`1 ms` where the source has `7.5ms`), and is reported
//!   with that figure expected; otherwise it is unmatched (in neither the source nor the
//!   data) or moved (the source has it in another paragraph);
//! - a figure that agrees only when read with the other convention's separators is in a
//!   foreign format (`21.86 ms` in French);
//! - counts, versions and years must be the source sentence's, which may write them as words
//!   (`two`, `November`); names (SN655, R6625, RAID5) must be in the source text.
//!
//! What the source has and the translation lacks is one warning per paragraph.
//!
//! Its parts, one concern each: this file aligns the texts and runs the comparisons;
//! [`figures`] compares figures, [`others`] the other numbers (counts, versions, years, dates,
//! words), [`dates`] dates in words, [`names`] names, [`order`] the order of a sentence's
//! numbers, [`literals`] the numbers of a formula or a reference copied from the source,
//! [`run_together`] two numbers written as one; [`phrases`] and [`places`] say how a number
//! stands in its phrase and where.

use std::collections::BTreeMap;
use std::ops::Range;

use iopress_site::data::units::Dimension;
use iopress_site::l10n::Localizer;

use super::align::{align, Bead};
use super::data_values::{
    compact_as_a_prefixed_unit, in_another_currency_either_way, localized, matches_data,
    quantity_matches_data, same_amount_in_another_currency, same_figure, same_quantity,
    significant_digits, DataOfAPage,
};
use super::prose_numbers::{
    completes_name, date_parts, date_reading, date_ymd, date_ymd_as_meant, digits,
    dotted_time_parts, time_parts, twelve_hour_mark, NumberKind, NumberStyle, ProseNumber,
    Quantity, TwelveHourMark, SPACES,
};
use super::reading::{Located, LocatedCardinal, LocatedName, NumberWords, Says, Text};
use super::{Finding, FindingKind};
use iopress_site::diagnostics::{Location, Severity};

mod dates;
mod figures;
mod literals;
mod names;
mod order;
mod others;
mod phrases;
mod places;
mod run_together;

use phrases::*;
use places::*;

/// One translation compared with its source.
pub struct Comparison<'a> {
    pub source: &'a Text<'a>,
    pub translation: &'a Text<'a>,
    /// The source language's name, for messages ("English").
    pub source_name: String,
    pub data: DataOfAPage<'a>,
    /// The translation's language.
    pub localizer: &'a Localizer,
    /// The source's language: its labels name the data's values in the source's words.
    pub source_localizer: &'a Localizer,
    /// How the source's and the translation's languages write numbers (read once per
    /// language).
    pub source_style: &'a NumberStyle,
    pub translation_style: &'a NumberStyle,
    /// Numbers the source language writes as words.
    pub source_words: &'a NumberWords,
    /// The translation's list words (`und`, `et`).
    pub translation_words: &'a NumberWords,
}

impl<'a> Comparison<'a> {
    pub fn run(&self) -> Vec<Finding> {
        let mut findings = Vec::new();
        let (source, translation) = (self.source, self.translation);
        let block_lengths = |text: &Text| {
            (0..text.prose.blocks.len())
                .map(|b| text.chars_of(&text.sentences_of(b..b + 1)))
                .collect::<Vec<usize>>()
        };
        let blocks = align(&block_lengths(source), &block_lengths(translation), |s, t, length| {
            let (s_sentences, t_sentences) =
                (source.sentences_of(s.clone()), translation.sentences_of(t.clone()));
            let (s_headings, s_front) = source.headings_and_fronts(&s);
            let (t_headings, t_front) = translation.headings_and_fronts(&t);
            // The front matter's strings render the front matter's, the body the body.
            if (s_front == 0) != (t_front == 0) || (s_front == s.len()) != (t_front == t.len()) {
                return f64::NEG_INFINITY;
            }
            let likeness = self.correspondence(s_sentences, t_sentences, length);
            // A heading renders a heading, never a paragraph.
            if s_headings != t_headings {
                f64::NEG_INFINITY
            } else if s_headings > 0 {
                (likeness + 0.3).min(1.0)
            } else {
                likeness
            }
        });
        // Sentences aligned within each pair of paragraphs; where each source sentence went.
        let mut sentence_beads: Vec<(Range<usize>, Range<usize>, Range<usize>)> = Vec::new();
        for bead in blocks.iter().filter(|b| b.is_pair()) {
            let s_sentences = source.sentences_of(bead.source.clone());
            let t_sentences = translation.sentences_of(bead.translation.clone());
            let lengths = |text: &Text, sentences: &Range<usize>| {
                text.sentences[sentences.clone()].iter().map(|s| s.chars).collect::<Vec<usize>>()
            };
            let sentences = align(
                &lengths(source, &s_sentences),
                &lengths(translation, &t_sentences),
                |s, t, length| {
                    self.correspondence(
                        shift(s, s_sentences.start),
                        shift(t, t_sentences.start),
                        length,
                    )
                },
            );
            for sentence_bead in sentences {
                let s = shift(sentence_bead.source, s_sentences.start);
                let t = shift(sentence_bead.translation, t_sentences.start);
                sentence_beads.push((s, t, s_sentences.clone()));
            }
        }
        let mut rendered_as: Vec<Option<Range<usize>>> = vec![None; source.sentences.len()];
        for (s, t, _) in &sentence_beads {
            for sentence in s.clone() {
                rendered_as[sentence] = Some(t.clone());
            }
        }
        for (s, t, paragraph) in &sentence_beads {
            self.compare_figures(s, t, paragraph, &rendered_as, &mut findings);
        }
        for bead in blocks.iter().filter(|b| b.is_pair()) {
            let s = source.sentences_of(bead.source.clone());
            let t = translation.sentences_of(bead.translation.clone());
            let beads: Vec<(Range<usize>, Range<usize>)> = sentence_beads
                .iter()
                .filter(|(bs, bt, _)| s.contains(&bs.start) || t.contains(&bt.start))
                .map(|(bs, bt, _)| (bs.clone(), bt.clone()))
                .collect();
            self.compare_others(&s, &t, &beads, &mut findings);
        }
        for bead in &blocks {
            let s_sentences = source.sentences_of(bead.source.clone());
            let t_sentences = translation.sentences_of(bead.translation.clone());
            if !bead.is_pair() && !bead.translation.is_empty() {
                self.unaligned(bead, &t_sentences, &rendered_as, &mut findings);
            }
            self.missing(bead, &s_sentences, &t_sentences, &mut findings);
        }
        let beads: Vec<(Range<usize>, Range<usize>)> =
            sentence_beads.into_iter().map(|(s, t, _)| (s, t)).collect();
        let paragraphs: Vec<(Range<usize>, Range<usize>)> = blocks
            .iter()
            .filter(|b| b.is_pair())
            .map(|b| {
                (
                    source.sentences_of(b.source.clone()),
                    translation.sentences_of(b.translation.clone()),
                )
            })
            .collect();
        self.compare_names(&beads, &paragraphs, &mut findings);
        for (s, t) in &beads {
            self.compare_anchored(s, t, &mut findings);
            self.compare_literals(s, t, &mut findings);
            self.compare_joined_order(s, t, &mut findings);
            self.compare_parallel_order(s, t, &mut findings);
            self.compare_sentence_order(s, t, &mut findings);
            self.compare_name_order(s, t, &mut findings);
            self.compare_name_counts(s, t, &mut findings);
            self.glued_together(s, t, &mut findings);
        }
        self.paragraphs_of_another_text(&blocks, &mut findings);
        self.paragraphs_in_the_sources_order(&blocks, &mut findings);
        // After the test of the source's order, which reads digits only: a date whose month
        // is named changes no digit.
        for (s, t) in &beads {
            self.compare_dates(s, t, &mut findings);
        }
        // After the test of the source's order, which reads digits only: a number word in
        // another's place changes no digit.
        for bead in blocks.iter().filter(|b| b.is_pair()) {
            let (s, t) = (
                source.sentences_of(bead.source.clone()),
                translation.sentences_of(bead.translation.clone()),
            );
            let sentences: Vec<(Range<usize>, Range<usize>)> = beads
                .iter()
                .filter(|(bs, bt)| s.contains(&bs.start) || t.contains(&bt.start))
                .cloned()
                .collect();
            self.compare_number_words(&s, &sentences, &mut findings);
        }
        findings
    }

    /// The one figure of the source `paragraph` in the dimension of `number` (a size, a
    /// time, a rate) that no figure of the translation gives; none when there are several or
    /// none, or when `number` has no unit.
    fn displaced_in_paragraph(
        &self,
        number: &ProseNumber,
        paragraph: &Range<usize>,
    ) -> Option<&'a Located> {
        let dimension = number.dimension()?;
        let mut missing = self.source.figures_in(paragraph).iter().filter(|s| {
            s.number.dimension() == Some(dimension)
                && !self.translation.figures.iter().any(|t| self.agrees(&t.number, &s.number))
        });
        match (missing.next(), missing.next()) {
            (Some(only), None) => Some(only),
            _ => None,
        }
    }

    /// A translated paragraph that writes the numbers of its source paragraph, each as the
    /// source does and in the source's order, has none in another's place, however its
    /// sentences were cut (`256 gray levels (0-255), the average value is 127.5.` as two
    /// German sentences, `256 … von 0 bis 255 …. … 127,5.`): numbers said to stand where
    /// another is, or to be missing from their sentence, are the sentence alignment's
    /// mistake, and are not reported. Swapped numbers change the order, and a wrong value
    /// the numbers, so both are still reported; formats and names are not concerned, nor
    /// number words, whose values the digits do not show.
    fn paragraphs_in_the_sources_order(&self, blocks: &[Bead], findings: &mut Vec<Finding>) {
        for bead in blocks.iter().filter(|b| b.is_pair()) {
            // The cheap test first: most paragraphs have no such finding.
            let in_paragraph = self.placement_in(bead);
            if !findings.iter().any(&in_paragraph) {
                continue;
            }
            let (s, t) = (
                self.source.sentences_of(bead.source.clone()),
                self.translation.sentences_of(bead.translation.clone()),
            );
            // A number in another language's format is an error of its own, which a number
            // said to be out of place may be the only report of.
            let foreign = self
                .translation
                .numbers_in(&t)
                .iter()
                .any(|l| l.number.kind == NumberKind::ForeignFormat);
            if foreign
                || written_in_order(self.source, &s) != written_in_order(self.translation, &t)
            {
                continue;
            }
            // The test reads digits only: a number word in another's place (`fyra AMD EPYC`
            // for "two AMD EPYC") changes no digit, nor do two figures exchanged beside a
            // word of comparison, and both are still said.
            let on_digits = |f: &Finding| {
                f.text.as_deref().is_none_or(|text| text.chars().any(|c| c.is_ascii_digit()))
                    && !f.message.ends_with(order::EXCHANGED_IN_A_COMPARISON)
            };
            findings.retain(|f| !(in_paragraph(f) && on_digits(f)));
        }
    }

    /// Whether a finding says that a number of the translated paragraph of `bead` stands in
    /// another's place or is not in its sentence (`number-unmatched`, `number-moved`), of
    /// either severity.
    fn placement_in(&self, bead: &Bead) -> impl Fn(&Finding) -> bool + 'a {
        let prose = self.translation.prose;
        let first = prose.location(&prose.blocks[bead.translation.start], 0).line;
        let last_block = &prose.blocks[bead.translation.end - 1];
        let last = prose.location(last_block, last_block.text.len()).line;
        move |f: &Finding| {
            matches!(f.kind, FindingKind::NumberUnmatched | FindingKind::NumberMoved)
                && f.file.as_deref() == Some(prose.file.as_path())
                && f.line.is_some_and(|line| (first..=last).contains(&line))
        }
    }

    /// A translated paragraph of three numbers or more, fewer than half of which are its
    /// source paragraph's, renders another text than the source has now (a translation of an
    /// older version, a paragraph rewritten): its numbers' errors are not certain, since no
    /// number of it can be said to stand in a source number's place. They become warnings
    /// that say why; formats, placeholders, names and run-togethers stay errors. Damage
    /// leaves most numbers of a paragraph as they were, and so keeps its errors.
    fn paragraphs_of_another_text(&self, blocks: &[Bead], findings: &mut [Finding]) {
        for bead in blocks.iter().filter(|b| b.is_pair()) {
            // The cheap tests first: most paragraphs have fewer numbers or errors.
            let translated = self
                .translation
                .numbers_in(&self.translation.sentences_of(bead.translation.clone()));
            if translated.len() < 3 {
                continue;
            }
            let placement = self.placement_in(bead);
            let in_paragraph = |f: &Finding| f.is_error() && placement(f);
            if findings.iter().filter(|f| in_paragraph(f)).count() < 2 {
                continue;
            }
            let agreeing = self.of_the_source_paragraph(&translated, bead.source.clone());
            if agreeing * 2 >= translated.len() {
                continue;
            }
            for finding in findings.iter_mut().filter(|f| in_paragraph(f)) {
                finding.severity = Severity::Warning;
                finding.message.push_str(&format!(
                    "; {agreeing} of this paragraph's {} numbers are its source paragraph's: it may render another version of that paragraph",
                    translated.len()
                ));
            }
        }
    }

    /// How well sentences `s` of the source correspond to sentences `t` of the translation:
    /// the figures, counts and names they share, and how alike their lengths are (`length`).
    fn correspondence(&self, s: Range<usize>, t: Range<usize>, length: f64) -> f64 {
        let (a_figures, b_figures) = (self.source.figures_in(&s), self.translation.figures_in(&t));
        let (a_others, b_others) = (self.source.others_in(&s), self.translation.others_in(&t));
        let (a_names, b_names) = (self.source.names_in(&s), self.translation.names_in(&t));
        let a_total = a_figures.len() + a_others.len() + a_names.len();
        let b_total = b_figures.len() + b_others.len() + b_names.len();
        let total = a_total + b_total;
        // Without anything to compare on one side, only the lengths say anything.
        if a_total == 0 || b_total == 0 {
            return if total == 0 { 0.5 * length } else { 0.3 * length };
        }
        let shared = 2
            * (pairs(a_figures, b_figures, |a, b| agrees(&b.number, &a.number))
                + pairs(a_others, b_others, |a, b| a.number.shown == b.number.shown)
                + pairs(a_names, b_names, |a, b| a.key == b.key));
        0.7 * shared as f64 / total as f64 + 0.3 * length
    }

    /// How many of `translated` are numbers of the source paragraph `blocks`: by value, as a
    /// number it writes in words (`four nodes`, `a dozen`), or as digits of its text, names'
    /// included (machine translation moves a paragraph's own digits around: `RAID1` of "RAID5
    /// and RAID1" read as `1 つ`; another text has others).
    fn of_the_source_paragraph(&self, translated: &[&Located], blocks: Range<usize>) -> usize {
        let s = self.source.sentences_of(blocks.clone());
        let source = self.source.numbers_in(&s);
        let in_words = self.source_numbers(&s);
        let digit_runs: std::collections::HashSet<String> = blocks
            .flat_map(|b| {
                let text = &self.source.prose.blocks[b].text;
                text.split(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
                    .flat_map(|token| {
                        let runs: Vec<String> = token
                            .split(|c: char| !c.is_ascii_digit())
                            .filter(|r| !r.is_empty())
                            .map(str::to_string)
                            .collect();
                        std::iter::once(digits(token)).chain(runs)
                    })
                    .collect::<Vec<String>>()
            })
            .filter(|run| !run.is_empty())
            .collect();
        translated
            .iter()
            .filter(|n| {
                source
                    .iter()
                    .any(|o| n.number.value == o.number.value || self.agrees(&n.number, &o.number))
                    || in_words.iter().any(|(value, _)| *value == n.number.shown)
                    || digit_runs.contains(&digits(&n.number.text))
            })
            .count()
    }

    /// Whether an error is already said at `location` of the translation.
    fn error_at(&self, findings: &[Finding], location: Location) -> bool {
        findings.iter().any(|f| f.is_error() && self.said_at(f, location))
    }

    /// Whether `finding` is said at `location` of the translation.
    fn said_at(&self, finding: &Finding, location: Location) -> bool {
        finding.file.as_deref() == Some(self.translation.prose.file.as_path())
            && finding.line == Some(location.line)
            && finding.column == Some(location.column)
    }

    /// Puts `finding` at `location` of the translation, in place of what was said there
    /// already (all of it, or its warnings only: an error there may say more).
    fn say_instead(
        &self,
        findings: &mut Vec<Finding>,
        location: Location,
        finding: Finding,
        replace: Replace,
    ) {
        if replace == Replace::WarningsOnly && self.error_at(findings, location) {
            return;
        }
        let file = self.translation.prose.file.as_path();
        findings.retain(|f| !self.said_at(f, location));
        findings.push(finding.at(file, Some(location)));
    }

    /// A translated paragraph with no counterpart in the source: said once, and its figures
    /// checked against the whole source text and the data.
    fn unaligned(
        &self,
        bead: &Bead,
        sentences: &Range<usize>,
        rendered_as: &[Option<Range<usize>>],
        findings: &mut Vec<Finding>,
    ) {
        let figures: Vec<&Located> =
            self.translation.figures.iter().filter(|f| sentences.contains(&f.sentence)).collect();
        if figures.is_empty() {
            return;
        }
        let block = &self.translation.prose.blocks[bead.translation.start];
        findings.push(
            Finding::warning(
                FindingKind::TextUnaligned,
                format!("this paragraph has no counterpart in the {} text ({}); its figures were checked against the whole text", self.source_name, self.source.file_name()),
            )
            .at(&self.translation.prose.file, Some(self.translation.prose.location(block, 0)))
            .help("if it translates a paragraph of the source, keep its figures and names as the source has them"),
        );
        for figure in figures {
            self.unpaired(figure, None, (&(0..0), &(0..0), &(0..0)), rendered_as, findings);
        }
    }

    /// Figures of the source paragraphs of `bead` that its translation does not give: one
    /// warning for the paragraph.
    fn missing(
        &self,
        bead: &Bead,
        s: &Range<usize>,
        t: &Range<usize>,
        findings: &mut Vec<Finding>,
    ) {
        let translated: Vec<&Located> =
            self.translation.figures.iter().filter(|f| t.contains(&f.sentence)).collect();
        let shortcode =
            self.translation.prose.blocks[bead.translation.clone()].iter().any(|b| b.has_shortcode);
        if shortcode {
            return;
        }
        let missing: Vec<&Located> = self
            .source
            .figures
            .iter()
            .filter(|f| s.contains(&f.sentence) && f.number.kind == NumberKind::Figure)
            .filter(|f| !translated.iter().any(|t| self.agrees(&t.number, &f.number)))
            // Kept verbatim where this language writes numbers otherwise (`vSAN 6.2`): a
            // version or a name, not a figure, in both texts.
            .filter(|f| !self.translation.prose.written().contains(&f.number.text))
            // Written as the reader writes it where another reading is taken (`mỗi VM 15.000`,
            // a version after `VM`): given.
            .filter(|f| {
                let written = as_the_reader_writes(&f.number, self.localizer);
                !self.translation.others_in(t).iter().any(|o| o.number.text == written)
            })
            .collect();
        let Some(first) = missing.first() else { return };
        let location = match bead.translation.start < self.translation.prose.blocks.len()
            && !bead.translation.is_empty()
        {
            true => self
                .translation
                .prose
                .location(&self.translation.prose.blocks[bead.translation.start], 0),
            false => self.translation.prose.body_location(),
        };
        let texts: Vec<String> = missing.iter().map(|f| format!("`{}`", f.number.text)).collect();
        // Where the translation keeps the source's unitless numbers as versions, so is a
        // missing one suggested.
        let versions_kept = translated.iter().any(|t| kept_as_a_version(&t.number));
        let expected: Vec<String> =
            missing.iter().map(|f| self.suggestion(&f.number, versions_kept)).collect();
        findings.push(
            Finding::warning(
                FindingKind::NumberMissing,
                format!("{} of the {} text ({}:{}) {} not in this translation", texts.join(", "), self.source_name, self.source.file_name(), first.location.line, if missing.len() == 1 { "is" } else { "are" }),
            )
            .at(&self.translation.prose.file, Some(location))
            .expected(expected.join(", "))
            .help("translate the sentence with its figure, or show it from the data with `{{ value(...) }}`"),
        );
    }
}

/// A source number as a translation should write it: a figure in the reader's format, a
/// version or a standard's number (`8859`, `2.24`) as the source writes it.
fn as_the_reader_writes(number: &ProseNumber, localizer: &Localizer) -> String {
    match number.kind {
        NumberKind::Other => number.text.clone(),
        _ => localized(number, localizer),
    }
}

/// What a number is written with, which a translation keeps as it is: the word before it
/// (`glibc 2.24`, `Linux 2.6.25`, `code 0`), its unit (`442K IOPS`, `4,8 ms`), or the name
/// it counts (`two AMD EPYC 9554`).
#[derive(PartialEq, Eq, PartialOrd, Ord)]
enum Anchor {
    /// The word, lowercased.
    Word(String),
    /// The unit's symbol.
    Unit(&'static str),
    /// The name right after the number, which it counts (`two AMD EPYC 9554 processors`).
    NameAfter(String),
}

impl Anchor {
    /// The number `text` with its anchor, as a message quotes it.
    fn quote(&self, text: &str) -> String {
        match self {
            Anchor::Word(word) => format!("{word} {text}"),
            Anchor::Unit(_) => text.to_string(),
            Anchor::NameAfter(name) => format!("{text} {name}"),
        }
    }

    /// What to do about a number in another's place.
    fn help(&self) -> &'static str {
        match self {
            Anchor::NameAfter(_) => "numbers were probably swapped in translation; write before each name the number the source writes before it",
            _ => "numbers were probably swapped in translation; write each number after the word the source writes it after",
        }
    }

    fn which_numbers(&self) -> String {
        match self {
            Anchor::Word(word) => format!("the numbers after `{word}`"),
            Anchor::Unit(symbol) => format!("the figures in {symbol}"),
            Anchor::NameAfter(name) => format!("the numbers before `{name}`"),
        }
    }
}

/// A number or a version with its anchor.
struct Anchored {
    word: Anchor,
    /// The digits, with the separators between them (`2.6.25`; `2.19` and `2,19` differ).
    value: String,
    text: String,
    /// The letters glued after its digits (`D` of `3D`, `U` of `1U`): with them, a name-like
    /// token a translation moves whole when it puts a modifier after its noun.
    glued: String,
    /// How a translation should write it: the source's in the reader's format.
    expected: String,
    location: Location,
    /// Its block and the bytes it spans there.
    span: (usize, Range<usize>),
    /// A figure anchored by its unit: its quantity, to the digits it shows. Such figures
    /// are compared as figures are, a rounding agreeing with the figure it rounds (`47.7 万
    /// IOPS` is "476,770 IOPS"); numbers after a word, by their digits.
    quantity: Option<Quantity>,
}

impl Anchored {
    /// Whether two anchored numbers are one: figures that show one quantity, other numbers
    /// with the same digits.
    fn same_value(&self, other: &Anchored) -> bool {
        match (self.quantity, other.quantity) {
            (Some(a), Some(b)) => same_quantity(a, b),
            _ => self.value == other.value,
        }
    }
}

/// The numbers and versions of `sentences` after a word of two letters or more, in the
/// order they are written.
fn anchored(
    text: &Text,
    sentences: &Range<usize>,
    localizer: &Localizer,
    style: &NumberStyle,
) -> Vec<Anchored> {
    let word_of = |block: usize, start: usize| -> Option<String> {
        let block_text = &text.prose.blocks[block].text;
        let word = super::prose_numbers::word_before(block_text, start)
            .or_else(|| word_before_a_sign(block_text, start))?;
        (word.chars().filter(|c| c.is_alphabetic()).count() >= 2).then(|| word.to_lowercase())
    };
    let digits = |t: &str| -> String {
        t.chars().filter(|c| c.is_ascii_digit() || matches!(c, '.' | ',')).collect::<String>()
    };
    // The name one space after a number, which the number counts (`two AMD EPYC 9554`, `dört
    // Dell PowerEdge R6625`): names are not translated, so a translation writes the same
    // number before the same name, whatever order its clauses take. A name here is a word of
    // ASCII letters and digits with a capital and another capital or a digit (`AMD`, `SN655`,
    // `PowerEdge`), not a capitalized word (`Intel`, a German noun); or up to two capitalized
    // words of ASCII letters that such a word or a model's digits end (`Xeon Gold 6150`,
    // `Dell PowerEdge`), the words before it with it.
    let name_after = |block: usize, end: usize| -> Option<Anchor> {
        let rest = text.prose.blocks[block].text[end..].strip_prefix([' ', '\u{a0}'])?;
        let mut words: Vec<String> = Vec::new();
        for token in rest.split([' ', '\u{a0}']).take(3) {
            let name: String = token.chars().take_while(char::is_ascii_alphanumeric).collect();
            let capital = name.starts_with(|c: char| c.is_ascii_uppercase());
            let is_name = capital
                && name.chars().skip(1).any(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
                || !words.is_empty()
                    && !name.is_empty()
                    && name.chars().all(|c| c.is_ascii_digit());
            if is_name {
                words.push(name);
                return Some(Anchor::NameAfter(words.join(" ")));
            }
            if !(capital && name.len() == token.len()) {
                return None;
            }
            words.push(name);
        }
        None
    };
    let mut found: Vec<((usize, usize), Anchored)> = Vec::new();
    // Counts in words (`two`, `iki`), before a name or a unit (`four VMs`, `vier Knoten`):
    // a translation may write them in digits (`4 VMs`), in its own order of clauses, but the
    // figures of one unit keep theirs.
    for c in text.cardinals_in(sentences) {
        let end = c.offset + c.run.text.len();
        let block = &text.prose.blocks[c.block];
        // A unit of things counted first (`four VMs`, which is also shaped as a name), then a
        // name (`four AMD EPYC`, not four Armenian drams), then any other unit.
        let unit = super::prose_numbers::unit_after(&block.text, end, style);
        let anchor = match unit {
            Some(unit) if unit.dimension() == Dimension::Count => Some(Anchor::Unit(unit.symbol())),
            _ => name_after(c.block, end).or(unit.map(|unit| Anchor::Unit(unit.symbol()))),
        };
        let Some(name) = anchor else { continue };
        found.push((
            (c.block, c.offset),
            Anchored {
                word: name,
                value: format!("{}", c.run.value),
                text: c.run.text.to_string(),
                glued: String::new(),
                // In digits, which every language reads: the word is the source language's.
                expected: format!("{}", c.run.value),
                location: text.prose.location(block, c.offset),
                span: (c.block, c.offset..end),
                quantity: None,
            },
        ));
    }
    for l in text.others_in(sentences).iter().chain(text.figures_in(sentences)) {
        // Its unit, compared by value (`350K IOPS` is `35万 IOPS`). (The word after a number,
        // where a translation keeps it, was tried: it raised false alarms on words two
        // languages share; docs/check-history.md.)
        let unit = l.number.unit.map(|unit| (Anchor::Unit(unit.symbol()), l.number.value));
        let before = word_of(l.block, l.number.start).map(|w| (Anchor::Word(w), l.number.shown));
        let counts = (l.number.unit.is_none() && l.number.is_whole())
            .then(|| name_after(l.block, l.number.end))
            .flatten()
            .map(|name| (name, l.number.shown));
        let glued: String = text.prose.blocks[l.block].text[l.number.end..]
            .chars()
            .take_while(char::is_ascii_alphabetic)
            .collect();
        for (word, value) in [before, unit, counts].into_iter().flatten() {
            let expected = as_the_reader_writes(&l.number, localizer);
            let quantity = matches!(word, Anchor::Unit(_)).then(|| l.number.quantity());
            found.push((
                (l.block, l.number.start),
                Anchored {
                    word,
                    value: format!("{value}"),
                    text: l.number.text.clone(),
                    glued: glued.clone(),
                    expected,
                    location: l.location,
                    span: (l.block, l.number.start..l.number.end),
                    quantity,
                },
            ));
        }
    }
    // Versions no number convention reads (`2.6.25`), which are names; not ranges, dates or
    // times (`0-3`, `2014-02-11`, `12:30`), which a translation may write in words.
    for n in text.names_in(sentences) {
        if !n.name.text.starts_with(|c: char| c.is_ascii_digit())
            || n.name.text.contains(['-', ':', '/'])
        {
            continue;
        }
        let block = text.sentences[n.sentence].block;
        let Some(word) = word_of(block, n.name.start) else { continue };
        found.push((
            (block, n.name.start),
            Anchored {
                word: Anchor::Word(word),
                value: digits(&n.name.text),
                text: n.name.text.clone(),
                glued: String::new(),
                expected: n.name.text.clone(),
                location: n.location,
                span: (block, n.name.start..n.name.start + n.name.text.len()),
                quantity: None,
            },
        ));
    }
    found.sort_by_key(|(place, _)| *place);
    found.into_iter().map(|(_, anchored)| anchored).collect()
}

/// The word before a number and an `=` between them (`MB = 1000000`): a symbol or name every
/// language writes as it is, which the number belongs to as it does to a word before it. (An
/// opening bracket, `KILL (9)`, was tried: it found a few more swaps for a few more false
/// alarms; docs/check-history.md.)
fn word_before_a_sign(text: &str, at: usize) -> Option<&str> {
    let before = text[..at].trim_end_matches([' ', '\u{a0}', '\u{202f}']);
    let sign_at = before.strip_suffix('=')?.len();
    // A space between word and sign, as `word_before` wants between word and number: glued
    // to the sign (`k=1024`), a setting is a name of its own.
    super::prose_numbers::word_before(text, sign_at)
}

/// A number of a source sentence that its translation does not give.
struct NotGiven {
    /// As the source writes it (`4.8 ms`, `four`).
    text: String,
    /// What a translated number must read to give it: its digits, its value.
    values: [f64; 2],
    /// How the translation should write it: the source's figure in the reader's format.
    expected: String,
    line: usize,
    /// A measurement (with its unit) that no translated figure shows.
    measured_and_not_shown: bool,
    /// Whether it counts things (`four`, `4 nodes`, `4`), as a number word may.
    counts: bool,
    /// What its unit measures; none for a bare number or a word.
    dimension: Option<iopress_site::data::units::Dimension>,
}

impl NotGiven {
    /// Whether the source writes it as a word (`four`, `dual`), not in digits.
    fn written_as_a_word(&self) -> bool {
        !self.text.chars().any(|c| c.is_ascii_digit())
    }

    /// A whole number small enough that translations write it as a word (`dva`, `due`, `два`
    /// for 2; ordinals alike), which this language's number words, unknown here, would give:
    /// its absence from the translation's digits is no sign that a decimal took its place.
    fn could_be_a_word(&self) -> bool {
        let small = |v: &f64| v.fract() == 0.0 && (0.0..=12.0).contains(v);
        // (A count of dozens, `two dozen`, is written as its count's word.)
        self.values.iter().all(small) || self.written_as_a_word() && small(&self.values[1])
    }
}

/// Where a translated figure stands: its sentences in the source and the translation, and
/// the source sentences of their paragraph.
type Place<'r> = (&'r Range<usize>, &'r Range<usize>, &'r Range<usize>);

/// What a warning about a figure copied as its source writes it adds ([`Comparison::copied_without_a_measure`]).
const COPIED_WITHOUT_A_MEASURE: &str = "; it is the source's own text, without a unit: a version, a section or a value typed as it is is written as the source writes it, a quantity as this language writes it";

/// What a warning about digits grouped by dots in a language that groups with spaces adds
/// ([`grouped_with_dots`]).
const GROUPED_WITH_DOTS: &str = "; its digits are grouped in threes by dots, as German or Italian group them, which a reader of this language reads as the source's value";

/// Whether a translated figure in a language of the decimal comma that groups with spaces
/// writes the source's value with its digits grouped in threes by dots (`100.000€` in
/// European Portuguese for "$100,000", `5.800 K` in French): English would read a decimal,
/// the reader reads the grouping of the other languages of the decimal comma, and the value
/// is the source's. Not CLDR's format, but no figure a reader misreads: a warning.
fn grouped_with_dots(figure: &Located, source: &Located) -> bool {
    figure.number.kind == NumberKind::ForeignFormat
        && figure.number.read_alternatively().is_some_and(|dotted| {
            same_figure(&dotted, &source.number)
                || same_amount_in_another_currency(&dotted, &source.number)
        })
}

/// A number without a unit copied as the source writes it, in digits this language reads no
/// other way (`4.1` and `2.19` in German, where `.` groups only threes): a section number, a
/// version, a name's digits. A reader reads it as the source does; `4,321` in German reads
/// 4.321 and is not this. Nor digits grouped in threes by commas (`2,147,483,648` in French):
/// that is the source language's grouping of a quantity, which no identifier is written with
/// (a pair of coordinates, `(0,0)` or `40,0`, is copied as it is).
fn identifier_copied(figure: &Located, source: &Located) -> bool {
    figure.number.unit.is_none()
        && source.number.unit.is_none()
        && figure.number.kind == NumberKind::ForeignFormat
        && figure.number.text == source.number.text
        && !crate::prose_numbers::grouped_by_commas(&figure.number.text)
}

/// What a more exact finding replaces at its place ([`Comparison::say_instead`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Replace {
    Everything,
    WarningsOnly,
}

/// Which side of a number its word is read on ([`Comparison::compare_parallel_order`]).
#[derive(Clone, Copy)]
enum Side {
    Before,
    After,
}

impl Side {
    /// The word beside `number` in its block's `text`, lowercased: two letters or more. None
    /// in a script written without spaces (CJK), whose particles repeat after every number and
    /// whose clauses turn around (docs/check-history.md, "Parallel phrases").
    fn word(self, text: &str, number: &ProseNumber) -> Option<String> {
        let word = match self {
            Side::Before => super::prose_numbers::word_before(text, number.start)?,
            Side::After => {
                let rest = &text[number.end..];
                let rest = rest.strip_prefix('-').unwrap_or(rest);
                let rest = rest.trim_start_matches(SPACES);
                let end = rest.find(|c: char| !c.is_alphabetic()).unwrap_or(rest.len());
                &rest[..end]
            }
        };
        let letters: Vec<char> = word.chars().filter(|c| c.is_alphabetic()).collect();
        match letters.first() {
            Some(&c) if super::prose_numbers::joins_without_a_space(c) => None,
            Some(_) if letters.len() >= 2 => Some(word.to_lowercase()),
            _ => None,
        }
    }

    fn preposition(self) -> &'static str {
        match self {
            Side::Before => "after",
            Side::After => "before",
        }
    }
}

/// Two numbers of a sentence exchanged ([`Comparison::exchanged_pair`]): their places among
/// the source sentence's numbers and among the translation's, in the order they are written.
/// The translation's first holds the source's second number, and the other way round.
struct Exchanged {
    source: [usize; 2],
    translation: [usize; 2],
}

/// What a translated number may render, best first: a number with a counter renders a
/// count (written whole), any other number whatever the source has.
fn acceptable(number: &ProseNumber) -> &'static [Says] {
    if number.counts_things() {
        if number.is_whole() {
            &[Says::Cardinal, Says::Count, Says::Each]
        } else {
            &[]
        }
    } else {
        &[Says::Other, Says::Cardinal, Says::Count, Says::Each]
    }
}

/// Takes `value` out of `pool`: an entry saying `says`, else one of `acceptable`. Returns
/// what the entry taken says.
fn take(pool: &mut Vec<(f64, Says)>, value: f64, says: Says, acceptable: &[Says]) -> Option<Says> {
    let index = pool.iter().position(|entry| *entry == (value, says)).or_else(|| {
        acceptable.iter().find_map(|a| pool.iter().position(|entry| *entry == (value, *a)))
    })?;
    Some(pool.swap_remove(index).1)
}

/// Whether a number of `text` may count things: whole, without a compact suffix, without a
/// unit or in a count unit, not glued to letters (`10GbE`, `1U`, `99th`), and not the number
/// of a name ([`completes_name`]: `vSAN 8`, `EPYC 9554`).
fn may_count(text: &Text, located: &Located) -> bool {
    let number = &located.number;
    let block = &text.prose.blocks[located.block].text;
    number.is_whole()
        && number.value.fract() == 0.0
        && !number.is_compact()
        && number.unit.is_none_or(|u| u.dimension() == iopress_site::data::units::Dimension::Count)
        && !block[number.end..].starts_with(|c: char| c.is_ascii_alphabetic())
        && completes_name(block, number.start).is_none()
}

/// A round time prose uses as a threshold (`under 1 ms`), which a translation may write where
/// its source has a word ("sub-millisecond"): one significant digit, 10 ms at most.
fn is_threshold(number: &ProseNumber) -> bool {
    significant_digits(number) < 2
        && number.dimension() == Some(iopress_site::data::units::Dimension::Time)
        && number.base_value() <= 0.01
}

/// Whether a translated number is kept as a version: written without a unit and with the
/// source's separators where the reader's decimal mark is another (`fio 3.34` in Portuguese).
fn kept_as_a_version(number: &ProseNumber) -> bool {
    number.unit.is_none() && number.kind == NumberKind::ForeignFormat
}

/// Whether `value` is a whole number of `step`s (`350000` of 1000s), within rounding.
fn is_multiple(value: f64, step: f64) -> bool {
    if step <= 0.0 {
        return false;
    }
    let steps = value / step;
    (steps - steps.round()).abs() < 1e-6
}

fn shift(range: Range<usize>, by: usize) -> Range<usize> {
    range.start + by..range.end + by
}

/// How many items of `b` each find an item of `a` they go with, each item of `a` taken once
/// (the first 128 of `a`: parts of a text hold far fewer).
fn pairs<T>(a: &[T], b: &[T], go_with: impl Fn(&T, &T) -> bool) -> usize {
    let mut taken: u128 = 0;
    let mut count = 0;
    for item in b {
        if let Some(index) = a
            .iter()
            .take(128)
            .enumerate()
            .position(|(i, other)| taken & (1 << i) == 0 && go_with(other, item))
        {
            taken |= 1 << index;
            count += 1;
        }
    }
    count
}

/// Whether a translated figure shows a source figure: as written, or read with the other
/// convention's separators (`1,500` in Polish for 1,500).
pub fn agrees(translated: &ProseNumber, source: &ProseNumber) -> bool {
    same_figure(translated, source)
        || in_another_currency_either_way(translated, source)
        || translated
            .alternative_quantity()
            .is_some_and(|alt| same_quantity(alt, source.quantity()))
}

/// One step of lining two sequences of figures up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Agree(usize, usize),
    Source(usize),
    Translation(usize),
}

/// The run of figures that agree, in order, that agrees on the most digits, and what is left
/// over between them. Each agreement counts its source figure's significant digits: where two
/// figures of a sentence were swapped (`250,209 IOPS … 283,786 IOPS … 85,000 IOPS`), lining
/// up one of the six-digit pair and the figure after it says more than lining up the other of
/// the pair with a `1 ms` between them, so the figure after the swap is not taken for a third.
fn line_up(
    source: &[&Located],
    translated: &[&Located],
    agrees: impl Fn(&ProseNumber, &ProseNumber) -> bool,
) -> Vec<Step> {
    let (n, m) = (source.len(), translated.len());
    let weight: Vec<usize> =
        source.iter().map(|s| crate::data_values::significant_digits(&s.number).max(1)).collect();
    // longest[i][j]: the weight of the heaviest run in source[i..] and translated[j..].
    let mut longest = vec![vec![0usize; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            let skip = longest[i + 1][j].max(longest[i][j + 1]);
            longest[i][j] = if agrees(&translated[j].number, &source[i].number) {
                (longest[i + 1][j + 1] + weight[i]).max(skip)
            } else {
                skip
            };
        }
    }
    let mut steps = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n
            && j < m
            && agrees(&translated[j].number, &source[i].number)
            && longest[i][j] == longest[i + 1][j + 1] + weight[i]
        {
            steps.push(Step::Agree(i, j));
            i += 1;
            j += 1;
        } else if j < m && (i == n || longest[i][j + 1] >= longest[i + 1][j]) {
            steps.push(Step::Translation(j));
            j += 1;
        } else {
            steps.push(Step::Source(i));
            i += 1;
        }
    }
    steps
}

/// The dimensions (none for bare numbers) whose figures the translation gives all, in the
/// source's order: a figure of one of them that [`line_up`] leaves out moved with its phrase
/// past figures of another dimension (`350,112 IOPS under 1 ms` written `1 ms 未満で 35万112
/// IOPS`), which languages do; swapped with a figure of its own dimension, the order differs.
fn dimensions_in_order<'f>(
    source: &'f [&'f Located],
    translated: &'f [&'f Located],
    agrees: impl Fn(&ProseNumber, &ProseNumber) -> bool,
) -> Vec<Option<iopress_site::data::units::Dimension>> {
    let mut dimensions: Vec<Option<iopress_site::data::units::Dimension>> =
        source.iter().chain(translated).map(|l| l.number.dimension()).collect();
    dimensions.sort();
    dimensions.dedup();
    dimensions.retain(|&dimension| {
        let of = |figures: &'f [&'f Located]| {
            figures.iter().map(|l| &l.number).filter(move |n| n.dimension() == dimension)
        };
        of(source).count() == of(translated).count()
            && of(source).zip(of(translated)).all(|(s, t)| agrees(t, s))
    });
    dimensions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prose_numbers::{scan, NumberStyle};
    use iopress_site::data::units::Unit;

    fn number(text: &str) -> ProseNumber {
        let count = Unit::parse("count").unwrap();
        let mut style = NumberStyle::plain('.', ',');
        if text.contains('台') {
            style = NumberStyle::with_units('.', ',', [("台".to_string(), count)]);
        }
        scan(text, &style).numbers.remove(0)
    }

    #[test]
    fn a_counted_number_takes_a_count_and_any_other_number_what_is_left() {
        // The source sentence: "vSAN 8 has eight SSDs per node".
        let pool = || vec![(8.0, Says::Other), (8.0, Says::Cardinal), (1.0, Says::Each)];
        let counted = number("8 台");
        let mut taken = pool();
        assert_eq!(
            take(&mut taken, 8.0, Says::Cardinal, acceptable(&counted)),
            Some(Says::Cardinal)
        );
        // The version is left for `vSAN 8`, which prefers it.
        let version = number("8");
        assert_eq!(
            take(&mut taken, 8.0, acceptable(&version)[0], acceptable(&version)),
            Some(Says::Other)
        );
        // A counted number never takes a version or a size; one with decimals takes nothing.
        let mut versions = vec![(8.0, Says::Other), (2.5, Says::Other)];
        assert_eq!(
            acceptable(&counted).iter().find_map(|says| take(&mut versions, 8.0, *says, &[*says])),
            None
        );
        assert!(acceptable(&number("2.5 台")).is_empty());
        // The 1 of "per" is taken last.
        let mut each = pool();
        let one = number("1 台");
        assert_eq!(
            acceptable(&one).iter().find_map(|says| take(&mut each, 1.0, *says, &[*says])),
            Some(Says::Each)
        );
    }
}
