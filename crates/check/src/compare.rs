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
//! Its parts, one concern each: this file aligns the texts and compares their figures and
//! other numbers; [`names`] compares names, [`order`] the order of a sentence's numbers,
//! [`literals`] the numbers of a formula or a reference copied from the source,
//! [`run_together`] two numbers written as one; [`phrases`] and [`places`] say how a number
//! stands in its phrase and where.

use std::collections::BTreeMap;
use std::ops::Range;

use iopress_site::l10n::Localizer;

use super::align::{align, Bead};
use super::data_values::{
    compact_as_a_prefixed_unit, localized, matches_data, quantity_matches_data, same_figure,
    same_quantity, significant_digits, DataValue,
};
use super::prose_numbers::{
    completes_name, date_parts, date_ymd, digits, dotted_time_parts, time_parts, NumberKind,
    ProseNumber, SPACES,
};
use super::reading::{Located, LocatedCardinal, LocatedName, NumberWords, Says, Text};
use super::{Finding, FindingKind};
use iopress_site::diagnostics::{Location, Severity};

mod literals;
mod names;
mod order;
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
    pub data: &'a [DataValue],
    /// The translation's language.
    pub localizer: &'a Localizer,
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
            self.glued_together(s, t, &mut findings);
        }
        self.paragraphs_of_another_text(&blocks, &mut findings);
        self.paragraphs_in_the_sources_order(&blocks, &mut findings);
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
    /// the numbers, so both are still reported; formats and names are not concerned.
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
            findings.retain(|f| !in_paragraph(f));
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

    /// The figures of source sentences `s` and translation sentences `t` (a pair of sentence
    /// groups within `paragraph`, the source sentences of their paragraphs).
    fn compare_figures(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
        paragraph: &Range<usize>,
        rendered_as: &[Option<Range<usize>>],
        findings: &mut Vec<Finding>,
    ) {
        let source_figures: Vec<&Located> = self.source.figures_in(s).iter().collect();
        let translated: Vec<&Located> = self.translation.figures_in(t).iter().collect();
        let steps = line_up(&source_figures, &translated, |t, s| self.agrees(t, s));
        // Only where the line-up leaves figures out on both sides can one displace another.
        let gaps = |source_side: bool| {
            steps.iter().any(|step| match step {
                Step::Source(_) => source_side,
                Step::Translation(_) => !source_side,
                Step::Agree(..) => false,
            })
        };
        let in_order = if gaps(true) && gaps(false) {
            dimensions_in_order(&source_figures, &translated, |t, s| self.agrees(t, s))
        } else {
            Vec::new()
        };
        // Block sizes of the source sentences that the translation does not give (`4K`).
        let given: Vec<f64> = self
            .translation
            .others_in(t)
            .iter()
            .filter(|o| o.number.is_block_size())
            .map(|o| o.number.shown)
            .collect();
        let mut missing_sizes: Vec<&Located> = self
            .source
            .others_in(s)
            .iter()
            .filter(|o| o.number.is_block_size() && !given.contains(&o.number.shown))
            .collect();
        let swapped = self.unit_given_to_another(&steps, &source_figures, &translated, t);
        let mut gap_source: Vec<&Located> = Vec::new();
        let mut gap_translated: Vec<&Located> = Vec::new();
        for step in steps {
            match step {
                Step::Agree(si, ti) => {
                    self.close_gap(
                        &mut gap_source,
                        &mut gap_translated,
                        &in_order,
                        (s, t, paragraph),
                        rendered_as,
                        findings,
                    );
                    let (figure, source) = (translated[ti], source_figures[si]);
                    if let Some((_, displaced)) = swapped.iter().find(|(at, _)| *at == ti) {
                        let place = (s, t, paragraph);
                        self.unpaired(figure, Some(displaced), place, rendered_as, findings);
                        continue;
                    }
                    // Written as a block size is (`379K`, no unit) where the source has a unit
                    // and a block size the translation does not give: the figure took the
                    // block size's place.
                    let shaped_as_size = figure.number.is_compact()
                        && figure.number.unit.is_none()
                        && source.number.unit.is_some();
                    match missing_sizes.first() {
                        Some(size) if shaped_as_size => {
                            findings.push(self.in_block_size_place(figure, size));
                            missing_sizes.remove(0);
                        }
                        _ => self.agreed(figure, source, findings),
                    }
                }
                Step::Source(si) => gap_source.push(source_figures[si]),
                Step::Translation(ti) => gap_translated.push(translated[ti]),
            }
        }
        self.close_gap(
            &mut gap_source,
            &mut gap_translated,
            &in_order,
            (s, t, paragraph),
            rendered_as,
            findings,
        );
    }

    /// Translated figures (by index in `translated`) that took the unit of a source figure
    /// and the number of a bare source number beside it, which the line-up `steps` agreed
    /// with that bare number, while the source figure is left over and its number stands bare
    /// in the translated sentences `t` (`32 ports à 4 Gb/s` for "4 ports of 32 Gb/s"): the
    /// two swapped. Each with the source figure it displaces.
    fn unit_given_to_another(
        &self,
        steps: &[Step],
        source_figures: &[&'a Located],
        translated: &[&Located],
        t: &Range<usize>,
    ) -> Vec<(usize, &'a Located)> {
        // Its unit written (`4 Gb/s`, `25 %`, `40 °C`), or only its digits (a unit read from
        // the figure after it, `4 … 32 Gb/s`, or none).
        let unit_written = |n: &ProseNumber| {
            n.unit.is_some()
                && n.text.chars().any(|c| {
                    !(c.is_ascii_digit()
                        || c.is_whitespace()
                        || matches!(c, '.' | ',' | '\'' | '-' | '\u{2212}' | '+' | '~'))
                })
        };
        let written_bare = |figure: &Located| {
            self.translation
                .others_in(t)
                .iter()
                .chain(self.translation.figures_in(t))
                .any(|o| !unit_written(&o.number) && o.number.value == figure.number.value)
        };
        let left_over = || {
            steps.iter().filter_map(|step| match *step {
                Step::Source(si) => Some(source_figures[si]),
                _ => None,
            })
        };
        steps
            .iter()
            .filter_map(|step| match *step {
                Step::Agree(si, ti)
                    if unit_written(&translated[ti].number)
                        && !unit_written(&source_figures[si].number) =>
                {
                    let dimension = translated[ti].number.dimension();
                    left_over()
                        .find(|f| f.number.dimension() == dimension && written_bare(f))
                        .map(|displaced| (ti, displaced))
                }
                _ => None,
            })
            .collect()
    }

    /// A figure standing where the source has a block size (`379K ランダム書き込み` for "4K random
    /// write … 379K IOPS").
    fn in_block_size_place(&self, figure: &Located, size: &Located) -> Finding {
        Finding::error(
            FindingKind::NumberMoved,
            format!(
                "`{}` stands where the {} text has the block size `{}` ({}:{}), without the unit it has there",
                figure.number.text,
                self.source_name,
                size.number.text,
                self.source.file_name(),
                size.location.line
            ),
        )
        .at(&self.translation.prose.file, Some(figure.location))
        .text(figure.number.text.clone())
        .expected(size.number.text.clone())
        .help("figures were probably shifted or swapped in translation; write the block size here, and the figure with its unit")
    }

    /// A translated figure that agrees with the source figure in its place: wrong only in its
    /// format, or where the data says otherwise.
    fn agreed(&self, figure: &Located, source: &Located, findings: &mut Vec<Finding>) {
        // A caption's or a heading's number (`Figure 17.351.`) is a label, written as the
        // source writes it in every language: `Abbildung 17,351` makes it a decimal.
        let original = &self.source.prose.blocks[source.block];
        if source.number.text.contains('.')
            && source.number.unit.is_none()
            && figure.number.unit.is_none()
            && figure.number.text != source.number.text
            && labels_its_block(&original.text, source.number.start..source.number.end)
        {
            findings.push(
                Finding::error(
                    FindingKind::NumberFormat,
                    format!(
                        "`{}` numbers a figure, a table or a section: the {} text writes it `{}` ({}:{}), and so does every language",
                        figure.number.text,
                        self.source_name,
                        source.number.text,
                        self.source.file_name(),
                        source.location.line
                    ),
                )
                .at(&self.translation.prose.file, Some(figure.location))
                .text(figure.number.text.clone())
                .expected(source.number.text.clone())
                .help("write a label's number as the source does; only quantities take this language's separators"),
            );
            return;
        }
        let own_reading_agrees = figure.number.kind != NumberKind::ForeignFormat
            && same_figure(&figure.number, &source.number);
        // Copied as the source writes it, where and as identifiers stand: a version or a
        // section number.
        let an_identifier = identifier_copied(figure, source) && self.stands_as_identifier(figure);
        if !own_reading_agrees
            && !self.kept_verbatim(figure)
            && !an_identifier
            && self.copied_with_its_words(figure).is_none()
            && !self.typed_as_the_source(figure)
            && !self.own_reading_elsewhere_in_the_source(figure, source)
        {
            let mut finding = self.format_finding(figure, Some(source));
            if self.copied_without_a_measure(figure, source) {
                finding.severity = Severity::Warning;
                finding.message.push_str(COPIED_WITHOUT_A_MEASURE);
            }
            findings.push(finding);
            return;
        }
        super::data_values::contradicts(
            figure,
            self.translation.figures_in(&(figure.sentence..figure.sentence + 1)),
            self.translation.prose,
            self.data,
            self.localizer,
            findings,
        );
    }

    /// Translated figures with no counterpart, and the source figures left over at the same
    /// point: each translated one stands in the place of the left-over figure of its
    /// dimension, if there is one.
    fn close_gap(
        &self,
        gap_source: &mut Vec<&Located>,
        gap_translated: &mut Vec<&Located>,
        in_order: &[Option<iopress_site::data::units::Dimension>],
        place: Place,
        rendered_as: &[Option<Range<usize>>],
        findings: &mut Vec<Finding>,
    ) {
        let mut left: Vec<Option<&Located>> = gap_source.drain(..).map(Some).collect();
        let translated: Vec<&Located> = std::mem::take(gap_translated);
        let mut displaced: Vec<Option<&Located>> = vec![None; translated.len()];
        // First a left-over figure of the same dimension, then one without a unit, then any.
        type Fits<'f> = &'f dyn Fn(&Located, &Located) -> bool;
        let passes: [Fits; 3] = [
            &|t, s| t.number.dimension() == s.number.dimension(),
            &|t, s| t.number.dimension().is_none() || s.number.dimension().is_none(),
            &|_, _| true,
        ];
        // A version kept as the source writes it (`versão 6.2` for "Version 6.2") displaces
        // no figure the translation does not write anywhere (`fio 3.34` for "fio 3.33" is the
        // figure that stands there); one it writes elsewhere, it may have swapped with.
        let versions: Vec<bool> = translated
            .iter()
            .map(|f| kept_as_a_version(&f.number) && self.kept_verbatim(f))
            .collect();
        for fits in passes {
            for (index, figure) in translated.iter().enumerate() {
                if displaced[index].is_some() {
                    continue;
                }
                let may_displace = |s: &Located| !versions[index] || self.writes(&s.number.text);
                if let Some(place) =
                    left.iter().position(|s| s.is_some_and(|s| fits(figure, s) && may_displace(s)))
                {
                    displaced[index] = left[place].take();
                }
            }
        }
        for (figure, displaced) in translated.into_iter().zip(displaced) {
            // Both moved with their phrases, each dimension's figures in the source's order.
            let displaced = displaced.filter(|d| {
                !(in_order.contains(&figure.number.dimension())
                    && in_order.contains(&d.number.dimension()))
            });
            self.unpaired(figure, displaced, place, rendered_as, findings);
        }
    }

    /// A translated figure that no source figure in its place agrees with.
    fn unpaired(
        &self,
        figure: &Located,
        displaced: Option<&Located>,
        (s, t, paragraph): Place,
        rendered_as: &[Option<Range<usize>>],
        findings: &mut Vec<Finding>,
    ) {
        let number = &figure.number;
        let elsewhere = self.source.figures.iter().find(|s| self.agrees(number, &s.number));
        let in_data = self.in_data(number);
        let source_file = self.source.file_name();
        let source_name = &self.source_name;
        if let Some(displaced) = displaced {
            // The translation gives what the data holds where its source does not (the source's
            // figure is reported against the data on its own).
            if in_data && !self.data.iter().any(|d| matches_data(&displaced.number, d)) {
                return;
            }
            // `1 ms` where the source has `7.5ms`: whatever it is, it is not what belongs here.
            let expected = self.suggestion(
                &displaced.number,
                kept_as_a_version(number)
                    && separators(&number.text) == separators(&displaced.number.text),
            );
            let kind = if elsewhere.is_some() {
                FindingKind::NumberMoved
            } else {
                FindingKind::NumberUnmatched
            };
            findings.push(
                Finding::error(
                    kind,
                    format!(
                        "`{}` stands where the {source_name} text has `{}` ({source_file}:{})",
                        number.text, displaced.number.text, displaced.location.line
                    ),
                )
                .at(&self.translation.prose.file, Some(figure.location))
                .text(number.text.clone())
                .expected(expected)
                .help("figures were probably shifted or swapped in translation; write the figure the source has here"),
            );
            return;
        }
        // Where no source figure is left over here: `versión util-linux 2.22` for "util-linux v2.22": the name's version, written apart;
        // `kl. 18.30` for "at 18:30": the time, written with a dot.
        if self.version_of_a_source_name(number, s)
            || self.digits_of_a_source_name_apart(figure, s)
            || number.unit.is_none() && self.time_of_the_source(&number.text, s)
        {
            return;
        }
        if number.kind == NumberKind::ForeignFormat {
            if self.typed_as_the_source(figure) {
                return;
            }
            let mut finding = self.format_finding(figure, elsewhere);
            // A version the source writes after a version word (`Version 6.2`), kept as it is
            // after this language's own word (`versione 6.2`): no decimal to suggest (`6,2`).
            let kept_verbatim = self.kept_verbatim(figure);
            if kept_verbatim {
                finding.expected = None;
            }
            // In a passage the translation leaves in the source's words (a formula, a line
            // of code, a phrase not translated): the source's format belongs to it.
            if let Some(passage) = self.copied_with_its_words(figure) {
                finding.severity = Severity::Warning;
                finding.expected = None;
                finding.message.push_str(&format!(
                    ", but it stands in a passage copied from the {} text as it is (`{passage}`), which keeps the source's format",
                    self.source_name
                ));
            }
            // Without a unit, digits this language reads no other way (`4.1`, `2.19`) are
            // likelier a section or a version than a figure: unexplained, not wrong.
            // (Dotted digits only: versions and sections are dotted in every language, so
            // `3,1` in Japanese is no identifier.)
            if number.unit.is_none()
                && !number.text.contains(',')
                && self.identifier_placed(figure, s)
                && self
                    .not_given(s, t)
                    .iter()
                    .all(|n| !n.measured_and_not_shown && n.could_be_a_word())
            {
                // And where the source writes it as a version (`versão 6.2`, `версии 6.2` for
                // "Version 6.2"), it is one: nothing to say.
                if kept_verbatim {
                    return;
                }
                finding.severity = Severity::Warning;
                finding.message.push_str(
                    "; without a unit it may be a section number or a version, which is written as the source writes it",
                );
            }
            findings.push(finding);
            return;
        }
        // The sentence it renders has it, in another order: word order differs between
        // languages (`わずか1.72msで338,146 IOPS` for "338,146 IOPS with just 1.72 ms").
        let rendered = |s: &Located| {
            rendered_as
                .get(s.sentence)
                .and_then(|t| t.as_ref())
                .is_some_and(|t| t.contains(&figure.sentence))
        };
        if self.source.figures.iter().any(|s| rendered(s) && self.agrees(number, &s.number)) {
            return;
        }
        // `2.5インチ` for "2.5-inch": the source made the figure an adjective; written in the
        // reader's own format (`2,5 pollici`), to the same digit.
        let adjective =
            |o: &&Located| self.source.prose.blocks[o.block].text[o.number.end..].starts_with('-');
        if self.source.others.iter().chain(&self.source.figures).filter(adjective).any(|o| {
            paragraph.contains(&o.sentence)
                && o.number.shown == number.value
                && digits(&o.number.text) == digits(&number.text)
        }) {
            return;
        }
        if self.joined_to_a_source_word(number, paragraph) {
            return;
        }
        if let Some(finding) = self.separator_in_a_name(figure, s) {
            findings.push(finding);
            return;
        }
        // A number of its source sentence that the translation does not give: it stands in
        // that number's place (`ISO 3.166` for "ISO 3166", which the source reads as a name).
        // A measurement (`1 毫秒` for "a millisecond") takes no number word's place: the
        // translation may write that word as a word of its own (`五分之四` for "four fifths").
        let mut not_given = self.not_given(s, t);
        // (A count is no measurement: `8 台` stands where "one" was.)
        if number.unit.is_some() && !number.counts_things() {
            not_given.retain(|n| !n.written_as_a_word());
        }
        if !not_given.is_empty() {
            let kind = if elsewhere.is_some() {
                FindingKind::NumberMoved
            } else {
                FindingKind::NumberUnmatched
            };
            let texts: Vec<String> = not_given.iter().map(|n| format!("`{}`", n.text)).collect();
            let mut finding = Finding::error(
                kind,
                format!(
                    "`{}` is not in this sentence of the {source_name} text ({source_file}:{}), which has {} where the translation has no such number",
                    number.text,
                    not_given[0].line,
                    texts.join(", ")
                ),
            )
            .at(&self.translation.prose.file, Some(figure.location))
            .text(number.text.clone())
            .help("figures were probably changed or shifted in translation; write the figure the source sentence has");
            if let [only] = not_given.as_slice() {
                finding = finding.expected(only.expected.clone());
            }
            findings.push(finding);
            return;
        }
        match elsewhere {
            // In another sentence of the source, whose translation does not give it, and
            // nothing of the source is missing where it stands, so it displaces nothing: said,
            // as what may be a repetition or a moved clause, not as an error.
            Some(other) if !self.given_where(other, rendered_as) && !is_threshold(number) => {
                let place =
                    if paragraph.contains(&other.sentence) { "sentence" } else { "paragraph" };
                findings.push(
                    Finding::warning(
                        FindingKind::NumberMoved,
                        format!("`{}` belongs to another {place} of the {source_name} text ({source_file}:{}); nothing of the source is missing here", number.text, other.location.line),
                    )
                    .at(&self.translation.prose.file, Some(figure.location))
                    .text(number.text.clone())
                    .help("figures were probably swapped in translation; compare this paragraph with the source"),
                );
            }
            Some(_) => {}
            None if in_data
                || is_threshold(number)
                || self.one_unit_in_words(number, paragraph) => {}
            // Nothing of its sentence is missing, but its paragraph's source has one figure of
            // its dimension that the translation nowhere gives: the sentences were cut otherwise
            // (`… 24 disques. Ils … 256 Go …` for "24 drives …, and … 512 GB"), and it stands in
            // that figure's place. Otherwise nothing of the source is missing where it stands:
            // a figure the translation adds (a section, a footnote, an example worked out) is
            // unexplained, not wrong.
            None => match self.displaced_in_paragraph(number, paragraph) {
                Some(displaced) => findings.push(
                    Finding::error(
                        FindingKind::NumberUnmatched,
                        format!(
                            "`{}` stands where this paragraph of the {source_name} text has `{}` ({source_file}:{}), which the translation does not give",
                            number.text, displaced.number.text, displaced.location.line
                        ),
                    )
                    .at(&self.translation.prose.file, Some(figure.location))
                    .text(number.text.clone())
                    .expected(self.suggestion(&displaced.number, false))
                    .help("figures were probably changed in translation; write the figure the source has here"),
                ),
                // No `expected`: no source figure is known to belong here.
                None => findings.push(
                    Finding::warning(
                        FindingKind::NumberUnmatched,
                        format!("`{}` is neither in the {source_name} text ({source_file}) nor in the data; nothing of the source is missing here", number.text),
                    )
                    .at(&self.translation.prose.file, Some(figure.location))
                    .text(number.text.clone())
                    .help("if it renders a figure of the source, translate that figure exactly, or show it from the data with `{{ value(...) }}`"),
                ),
            },
        }
    }

    /// A source number as an `expected`: in the reader's format, or, where the translation
    /// keeps such numbers as versions (`versions_kept`: `fio 3.34` in Portuguese, see
    /// [`kept_as_a_version`]), a unitless decimal as the source writes it (`3.33`, not `3,33`).
    fn suggestion(&self, source: &ProseNumber, versions_kept: bool) -> String {
        if versions_kept && source.unit.is_none() && source.step < 1.0 {
            source.text.clone()
        } else {
            localized(source, self.localizer)
        }
    }

    /// Whether the translation writes a number as `text` anywhere (a whole number, not part
    /// of another: `3.33` is not written by `13.33`).
    fn writes(&self, text: &str) -> bool {
        let t = self.translation;
        t.figures.iter().chain(&t.others).any(|n| n.number.text == text)
            || t.names.iter().any(|n| n.name.text == text)
    }

    /// Whether a translated `1 TB` or `1 ms` renders the source's "a terabyte" or "one
    /// millisecond" in `sentences`: the article or "one" and the unit's name in words, which
    /// the source language's strings give (`.words` of `unit-tb` in the theme's English).
    fn one_unit_in_words(&self, number: &ProseNumber, sentences: &Range<usize>) -> bool {
        let Some(name) = number.unit.and_then(|unit| self.source_words.unit_name(unit.key()))
        else {
            return false;
        };
        number.value == 1.0
            && ["a", "an", "one", "single"]
                .iter()
                .any(|article| self.source_sentences_say(sentences, &format!("{article} {name}")))
    }

    /// Whether the data holds a figure (read either way). A figure of one significant digit
    /// rounds to too much to be matched by rounding alone: `1 GB/s` is not `10 Gb/s`.
    fn in_data(&self, number: &ProseNumber) -> bool {
        let close = |n: &ProseNumber, d: &DataValue| {
            significant_digits(n) >= 2 || d.relative_distance(n) < 0.05
        };
        self.data.iter().any(|d| {
            (matches_data(number, d) && close(number, d))
                || number
                    .read_alternatively()
                    .is_some_and(|alt| matches_data(&alt, d) && close(&alt, d))
        })
    }

    /// Whether the translation gives source figure `figure` in the sentences that render its sentence.
    fn given_where(&self, figure: &Located, rendered_as: &[Option<Range<usize>>]) -> bool {
        let Some(Some(there)) = rendered_as.get(figure.sentence) else { return false };
        self.translation
            .figures
            .iter()
            .any(|f| there.contains(&f.sentence) && self.agrees(&f.number, &figure.number))
    }

    /// Whether a translated figure shows a source figure (see [`agrees`]), with no more digits
    /// than the source unless the data holds them: `359 335 IOPS` does not show `359K IOPS`
    /// when the data has 358,787.
    fn agrees(&self, translated: &ProseNumber, source: &ProseNumber) -> bool {
        // The compact figure's step is in its value's terms, the other's in its unit's: the
        // same digits show the same quantity, no finer.
        if compact_as_a_prefixed_unit(translated, source) {
            return true;
        }
        let source_quantity = source.quantity();
        let reading = if same_figure(translated, source) {
            Some(translated.quantity())
        } else {
            translated.alternative_quantity().filter(|alt| same_quantity(*alt, source_quantity))
        };
        let Some(reading) = reading else { return false };
        // In the terms `same_quantity` compares them: base units when both have a unit. A
        // figure written in full whose further digits are zeros (`350 000 IOPS`, `4,80 ms` for
        // "350K IOPS", "4.8 ms") is the source's value, not a finer one.
        let ((value, step), source_step) = match (reading.unit, source.unit) {
            (Some(_), Some(_)) => {
                ((reading.base_value(), reading.base_step()), source_quantity.base_step())
            }
            _ => ((reading.value, reading.step), source.step),
        };
        let finer = step < source_step * 0.999 && !is_multiple(value, source_step);
        !finer || self.data.iter().any(|d| quantity_matches_data(reading, d))
    }

    /// Whether the translated `figure`, read in the reader's format, is another number of the
    /// source's paragraph than `source`, which only its other reading agrees with: `6693
    /// Nanosekunden, oder 6,693 Mikrosekunden` for "6693 nanoseconds, or 6.693 microseconds",
    /// where `6,693` read as English would be 6693. Digits both conventions read are the
    /// reader's when the reader's reading is the source's too, the translation's paragraph
    /// gives that number no more often than the source's (`6,693 Nanosekunden, oder 6,693
    /// Mikrosekunden` gives it twice: one of them is 6693), and it gives `source` too, in
    /// another number (`6693 Nanosekunden`): otherwise the figure may be `source` in the
    /// English's format, the number it stood for lost. (A number typed as another number of
    /// the source writes it, `"123.456"` kept as the English's, gives that one.)
    fn own_reading_elsewhere_in_the_source(&self, figure: &Located, source: &Located) -> bool {
        let in_source_block = || {
            self.source
                .figures
                .iter()
                .chain(&self.source.others)
                .filter(|l| l.block == source.block)
        };
        let reads = |text: &Text, block: usize, number: &ProseNumber| {
            text.figures
                .iter()
                .chain(&text.others)
                .filter(|l| {
                    l.block == block
                        && l.number.start != figure.number.start
                        && l.number.kind != NumberKind::ForeignFormat
                        && l.number.shown == number.shown
                        && l.number.step == number.step
                        && !in_source_block().any(|o| {
                            o.number.text == l.number.text && o.number.shown != number.shown
                        })
                })
                .count()
        };
        let in_source = reads(self.source, source.block, &figure.number);
        figure.number.kind != NumberKind::ForeignFormat
            && in_source > 0
            && reads(self.translation, figure.block, &figure.number) < in_source
            && reads(self.translation, figure.block, &source.number) > 0
    }

    fn format_finding(&self, figure: &Located, source: Option<&Located>) -> Finding {
        let number = &figure.number;
        let reading = if number.kind == NumberKind::ForeignFormat {
            number.clone()
        } else {
            number.read_alternatively().unwrap_or_else(|| number.clone())
        };
        // The source's figure in the reader's format, or the data's; a number neither holds
        // gets no suggestion (its digits may be wrong too).
        let expected = source
            .map(|s| localized(&s.number, self.localizer))
            .or_else(|| self.in_data(&reading).then(|| localized(&reading, self.localizer)));
        let mut finding = Finding::error(FindingKind::NumberFormat, format!("`{}` is not written the way {} writes numbers", number.text, self.localizer.locale()))
            .at(&self.translation.prose.file, Some(figure.location))
            .text(number.text.clone())
            .help("use this language's decimal and grouping separators (or `{{ value(...) }}`, which formats for each language)");
        finding.expected = expected;
        finding
    }

    /// A version or name kept as the source writes it (`fio 3.33` in French): the same
    /// digits after the same word in the source text.
    fn kept_verbatim(&self, figure: &Located) -> bool {
        if figure.number.unit.is_some() {
            return false;
        }
        // The source writes the same digits as a version elsewhere (`VSAN 6.2`).
        let version = |o: &&Located| {
            super::prose_numbers::after_version_word(
                &self.source.prose.blocks[o.block].text,
                o.number.start,
            )
        };
        if self
            .source
            .others
            .iter()
            .filter(|o| o.number.text == figure.number.text)
            .any(|o| version(&o))
        {
            return true;
        }
        let block = &self.translation.prose.blocks[figure.block];
        // A caption's or a heading's number after its label (`Abbildung 17.351.` for "Figure
        // 17.351.", `Tabla 3.2` for "Table 3.2"): the label is translated, the number copied,
        // and no reader takes it for a quantity, whatever the digits read as elsewhere.
        if labels_its_block(&block.text, figure.number.start..figure.number.end)
            && self.source.figures.iter().chain(&self.source.others).any(|o| {
                o.number.text == figure.number.text
                    && labels_its_block(
                        &self.source.prose.blocks[o.block].text,
                        o.number.start..o.number.end,
                    )
            })
        {
            return true;
        }
        let before = block.text[..figure.number.start].trim_end();
        let word: String = before
            .chars()
            .rev()
            .take_while(|c| c.is_alphanumeric())
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        !word.is_empty()
            && word.chars().any(char::is_alphabetic)
            && self.source.prose.file_text.contains(&format!("{word} {}", figure.number.text))
    }

    /// Whether a number is typed as its source types it: in a quotation that the source quotes
    /// as it is, where the same paragraph of the translation writes the same digits otherwise
    /// (`Przykład: "123.45" przyjmuje wartość zero, natomiast 123,45 nie`): a string to type,
    /// set apart from the number, which the translator shows they write in their own format;
    /// or where the source's quotation is in another locale's format than its own.
    /// A quoted number alone in the reader's format or the source's may be either, and is
    /// compared as a number (`„0.5"` where translators write `„0,5"`; `"45,79"` for "45.79").
    /// (Nor a formula's arguments: spreadsheets read them in the reader's format, and LibreOffice's
    /// translators write `=ARRONDI(2,5; 0)`.)
    fn typed_as_the_source(&self, figure: &Located) -> bool {
        let block = &self.translation.prose.blocks[figure.block].text;
        let span = figure.number.start..figure.number.end;
        let own = digits(&figure.number.text);
        let written_otherwise =
            self.translation.figures.iter().chain(&self.translation.others).any(|other| {
                other.block == figure.block
                    && other.number.text != figure.number.text
                    && digits(&other.number.text) == own
            });
        // Or the source's own format is not the source language's either: the quotation shows
        // another locale's number (`"123,45" is a number where the comma is the decimal mark`).
        let foreign_in_the_source = self.source.figures.iter().any(|source| {
            source.number.kind == NumberKind::ForeignFormat
                && source.number.text == figure.number.text
        });
        (written_otherwise || foreign_in_the_source)
            && self.quotes_a_source_literal(block, span.clone())
            && quotation_around(block, span).is_some_and(|q| q.contains(&figure.number.text))
    }

    /// The passage around a translated number that is the source's, character for character,
    /// words and all, when it holds two or more of the source's common words: a formula
    /// (`Scaled intensity = (intensity - 127.5) / 127.5; see`), a line of code or a phrase the
    /// translator left in the source language. Its number is the source's, in the source's
    /// format, as the rest of it is. A name beside a number (`Samsung 870 EVO`) is no such
    /// passage: only lowercase words of three letters or more count.
    fn copied_with_its_words(&self, figure: &Located) -> Option<String> {
        let block = &self.translation.prose.blocks[figure.block].text;
        let number = &figure.number.text;
        let before: Vec<char> = block[..figure.number.start].chars().collect();
        let after: Vec<char> = block[figure.number.end..].chars().collect();
        let source = &self.source.prose.file_text;
        let mut best: Option<String> = None;
        for (at, _) in source.match_indices(number.as_str()) {
            let left = source[..at]
                .chars()
                .rev()
                .zip(before.iter().rev())
                .take_while(|(a, b)| a == *b)
                .count();
            let right = source[at + number.len()..]
                .chars()
                .zip(after.iter())
                .take_while(|(a, b)| a == *b)
                .count();
            let passage: String = before[before.len() - left..]
                .iter()
                .copied()
                .chain(number.chars())
                .chain(after[..right].iter().copied())
                .collect();
            // Whole words only: a word the passage cuts through at either end is not counted.
            let start = before.len() - left;
            let cut_first = start > 0
                && left > 0
                && before[start].is_alphabetic()
                && before[start - 1].is_alphabetic();
            let cut_last = right > 0
                && right < after.len()
                && after[right - 1].is_alphabetic()
                && after[right].is_alphabetic();
            let words = common_words(&passage, cut_first, cut_last);
            if words >= 2 && best.as_ref().is_none_or(|b| b.len() < passage.len()) {
                best = Some(passage.trim().to_string());
            }
        }
        best
    }

    /// Whether a figure in another language's format is certainly no error: the translation
    /// copies its source figure character for character (`1.1, 2.1`, `Linux 2.6`), neither
    /// has a unit, and nothing makes it a quantity: not a table's cell in either text (a
    /// spec's column), no value of the data, not a value the translation also writes its own
    /// way. A copy the reader's format reads as another number (`1,500` in Polish) is no such
    /// figure: it is read in its own format, not as the foreign one. Such a copy is what a
    /// human translator does with identifiers they do not translate, and what a machine
    /// translation does with every figure; the second is told apart by the measurements
    /// around it, which stay errors. Unexplained, it is a warning: an error is for a figure
    /// that certainly contradicts its source (issue 34).
    fn copied_without_a_measure(&self, figure: &Located, source: &Located) -> bool {
        let translated = &self.translation.prose.blocks[figure.block];
        let original = &self.source.prose.blocks[source.block];
        identifier_copied(figure, source)
            // Dotted digits only: a comma copied is another language's grouping (`1,000,000`)
            // or decimal, which no identifier is written with.
            && !figure.number.text.contains(',')
            && identifier_shaped(&figure.number.text)
            && !translated.cell
            && !original.cell
            && !after_a_bar(&translated.text[..figure.number.start])
            && !after_a_bar(&original.text[..source.number.start])
            && !self.source_says_what_it_measures(source)
            && !self.in_data(&figure.number)
            && !self.written_both_ways(figure)
    }

    /// Whether the words after a source number say what it measures (`2.5 hours`, `3.5"`).
    fn source_says_what_it_measures(&self, source: &Located) -> bool {
        let text = &self.source.prose.blocks[source.block].text;
        names_what_it_counts(&text[source.number.end..], self.source_words)
            || inches(text, source.number.start..source.number.end)
    }

    /// Whether a translated number without a counterpart may be an identifier (a section,
    /// a version): it stands as one, and no measurement of its source sentences `s`
    /// (`2.5 hours`, `2.5-inch`) has its value.
    fn identifier_placed(&self, figure: &Located, s: &Range<usize>) -> bool {
        let value = figure.number.value;
        let measured = self
            .source
            .figures_in(s)
            .iter()
            .any(|f| f.number.unit.is_some() && f.number.shown == value)
            || self.source.others_in(s).iter().any(|o| {
                o.number.shown == value
                    && self.source.prose.blocks[o.block].text[o.number.end..].starts_with('-')
            });
        !measured && self.stands_as_identifier(figure)
    }

    /// Whether a number stands where and as versions and section numbers do
    /// ([`Self::where_identifiers_stand`]), is no value of the data, and is not a value the
    /// text also writes its own way ([`Self::written_both_ways`]).
    fn stands_as_identifier(&self, figure: &Located) -> bool {
        self.where_identifiers_stand(figure)
            && !self.in_data(&figure.number)
            && !self.written_both_ways(figure)
    }

    /// Whether a number stands where versions and section numbers stand: after a word
    /// (`Glibc 2.19`, `Abschnitt 4.2`, `von 1.2 auf 1.3`), opening its paragraph or heading as
    /// its number (`4.1. Offizielle Images`), alone in brackets (`(8.3)`), opening a quoted
    /// literal (`le format « 3.0 (quilt) »`: a value typed as it is), or before a quoted title
    /// (`Charte Debian, 12.5 « Informations sur le copyright »`: a section cited by number and
    /// title), or after another such number and a slash (`1.1/1.2`). Not in a table's cell,
    /// after a bar (`| 0.8 | 1.6 |`), nor opening a sentence as a quantity (`2.5 godziny …`).
    fn where_identifiers_stand(&self, figure: &Located) -> bool {
        let block = &self.translation.prose.blocks[figure.block];
        if block.cell {
            return false;
        }
        identifier_place(&block.text[..figure.number.start], &block.text[figure.number.end..])
            || self.quotes_a_source_literal(&block.text, figure.number.start..figure.number.end)
    }

    /// Whether a number stands inside a quotation that the source writes as it is, whatever
    /// the quotation marks (`« libfoo_1.2 1.2 »` for "libfoo_1.2 1.2", `-t '3.1*'`): a literal
    /// (a command's argument, a line of a file) that every language types as it is.
    fn quotes_a_source_literal(&self, text: &str, number: Range<usize>) -> bool {
        let Some(quoted) = quotation_around(text, number) else { return false };
        self.source.prose.blocks.iter().any(|block| block.text.contains(quoted))
    }

    /// Whether the translation also writes this number's value in its own format (`8,5 W`
    /// beside a copied `8.5`): a text that writes one value two ways is wrong in one of them,
    /// and the copy is a figure, not a version.
    fn written_both_ways(&self, figure: &Located) -> bool {
        let value = figure.number.value;
        self.translation.figures.iter().chain(&self.translation.others).any(|other| {
            other.number.kind != NumberKind::ForeignFormat
                && other.number.text != figure.number.text
                && other.number.step < 1.0
                && (other.number.shown == value || other.number.value == value)
        })
    }

    /// The counts, versions and years a reader finds in source sentences `s`, in digits or
    /// in words, with what each says.
    fn source_numbers(&self, s: &Range<usize>) -> Vec<(f64, Says)> {
        let mut pool: Vec<(f64, Says)> = Vec::new();
        for other in self.source.others.iter().filter(|o| s.contains(&o.sentence)) {
            let says = match may_count(self.source, other) {
                true if !(1900.0..=2100.0).contains(&other.number.shown) => Says::Cardinal,
                true => Says::Count,
                false => Says::Other,
            };
            pool.push((other.number.shown, says));
            // The whole year a range's two-digit end stands for (`98` of `1994–98`).
            if other.number.value != other.number.shown {
                pool.push((other.number.value, says));
            }
        }
        for figure in self.source.figures.iter().filter(|f| s.contains(&f.sentence)) {
            let says = if may_count(self.source, figure) { Says::Count } else { Says::Other };
            pool.extend([(figure.number.shown, says), (figure.number.value, says)]);
        }
        // A date written as a name (`1970-01-01`), which a translation writes in words and
        // digits (`1er janvier 1970`, `1970 年 1 月 1 日`): its year, month and day.
        for name in self.source.names_in(s) {
            if let Some([y, m, d]) = date_ymd(&name.name.text, self.source_words.day_first) {
                let [y, m, d] = [y, m, d].map(f64::from);
                pool.extend([(y, Says::Count), (m, Says::Other), (d, Says::Other)]);
            }
        }
        for sentence in s.clone() {
            let block = &self.source.prose.blocks[self.source.sentences[sentence].block];
            let index =
                sentence - self.source.first_sentence[self.source.sentences[sentence].block];
            pool.extend(self.source_words.in_text(block.sentence_span(index).1));
        }
        pool
    }

    /// A number word of the translation (`fem noder`, `drie dozijn`) that says a number its
    /// source paragraph `paragraph` nowhere has, in a sentence whose source sentences have a
    /// small count the translation does not give (`four nodes`, `two dozen`, `from 1 to 32`):
    /// it stands in that count's place, an error, with the count in the translation's words
    /// expected (or in digits, where its `numbers.ftl` has no word for it).
    /// Where nothing of the source is missing, a number word is the translator's own (`zwei
    /// Sockel` for "dual-socket" is given by "dual"; `beide` is no number word): nothing.
    fn compare_number_words(
        &self,
        paragraph: &Range<usize>,
        beads: &[(Range<usize>, Range<usize>)],
        findings: &mut Vec<Finding>,
    ) {
        let mut pool: Option<Vec<f64>> = None;
        for (s, t) in beads {
            let cardinals = self.translation.cardinals_in(t);
            if cardinals.is_empty() {
                continue;
            }
            let pool = pool.get_or_insert_with(|| {
                self.source_numbers(paragraph).into_iter().map(|(value, _)| value).collect()
            });
            // A word for one is an article as often as a count.
            let unexplained: Vec<&LocatedCardinal> = cardinals
                .iter()
                .filter(|c| c.run.value >= 2.0 && !pool.contains(&c.run.value))
                .filter(|c| !c.run.words.iter().all(|word| pool.contains(&word.value)))
                .collect();
            if unexplained.is_empty() {
                continue;
            }
            let displaced: Vec<NotGiven> = self
                .not_given(s, t)
                .into_iter()
                .filter(|n| n.counts && n.could_be_a_word())
                .collect();
            if displaced.is_empty() {
                continue;
            }
            let texts: Vec<String> = displaced.iter().map(|n| format!("`{}`", n.text)).collect();
            for cardinal in unexplained {
                let (run, block) = (&cardinal.run, &self.translation.prose.blocks[cardinal.block]);
                let mut finding = Finding::error(
                    FindingKind::NumberUnmatched,
                    format!(
                        "`{}` says {}, which the {} text does not have here ({}:{}): it has {} where the translation has no such number",
                        run.text,
                        run.value,
                        self.source_name,
                        self.source.file_name(),
                        displaced[0].line,
                        texts.join(", ")
                    ),
                )
                .at(&self.translation.prose.file, Some(self.translation.prose.location(block, cardinal.offset)))
                .text(run.text.to_string())
                .help("a count was probably changed in translation; write the number the source sentence has, in words or digits");
                if let [only] = displaced.as_slice() {
                    let expected = self
                        .translation_words
                        .word_for(only.values[0])
                        .map_or_else(|| only.expected.clone(), str::to_string);
                    finding = finding.expected(expected);
                }
                findings.push(finding);
            }
        }
    }

    /// Counts, versions and years of a pair of paragraphs (source sentences `s`, translation
    /// sentences `t`, aligned in `beads`): the translation's must be the source's. Each is
    /// looked for in the sentences its sentence renders, then anywhere in the paragraph (a
    /// translation moves a clause across a sentence end); one the paragraph does not have
    /// stands where another number belongs. A number with a counter (`10 個`, `8 台`, `4 nodes`)
    /// renders a count of the source (`ten`, `8 hosts`, `4-node`), not a version, a size or
    /// digits glued to letters (`vSAN 8`, `2.5-inch`, `10GbE`); a number after a word that the
    /// source writes before other numbers is a name (`EPYC 64` for `EPYC 9554`).
    fn compare_others(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
        beads: &[(Range<usize>, Range<usize>)],
        findings: &mut Vec<Finding>,
    ) {
        let mut paragraph = self.source_numbers(s);
        let mut sentence_pools: Vec<Vec<(f64, Says)>> =
            beads.iter().map(|(bs, _)| self.source_numbers(bs)).collect();
        let others: Vec<&Located> =
            self.translation.others.iter().filter(|o| t.contains(&o.sentence)).collect();
        // What each number took from its sentence's pool, once settled.
        let mut settled: Vec<Option<Says>> = vec![None; others.len()];
        let mut reported = vec![false; others.len()];
        for (index, other) in others.iter().enumerate() {
            let bead = beads.iter().find(|(_, bt)| bt.contains(&other.sentence));
            let grouped = bead.and_then(|(bs, _)| self.separator_in_a_name(other, bs));
            if let Some(finding) = grouped.or_else(|| self.damaged_name_apart(other, s)) {
                findings.push(finding);
                reported[index] = true;
            }
        }
        // Counted numbers first: they take only counts, the others take anything left.
        let order: Vec<usize> = (0..others.len())
            .filter(|i| others[*i].number.counts_things())
            .chain((0..others.len()).filter(|i| !others[*i].number.counts_things()))
            .collect();
        let settle = |index: usize,
                      pool: &mut Vec<(f64, Says)>,
                      paragraph: &mut Vec<(f64, Says)>|
         -> Option<Says> {
            let number = &others[index].number;
            let says = acceptable(number)
                .iter()
                .copied()
                .find(|says| pool.contains(&(number.shown, *says)))?;
            take(paragraph, number.shown, says, acceptable(number))?;
            take(pool, number.shown, says, &[says])
        };
        for &index in &order {
            let Some(bead) = beads.iter().position(|(_, bt)| bt.contains(&others[index].sentence))
            else {
                continue;
            };
            if !reported[index] {
                settled[index] = settle(index, &mut sentence_pools[bead], &mut paragraph);
            }
        }
        // A year, then in the sentences next to its own: a translation that ends its sentences
        // at other places moves a clause ("introduced in 2019") into the neighbouring one.
        for &index in &order {
            if reported[index]
                || settled[index].is_some()
                || !(1900.0..=2100.0).contains(&others[index].number.shown)
            {
                continue;
            }
            let Some(bead) = beads.iter().position(|(_, bt)| bt.contains(&others[index].sentence))
            else {
                continue;
            };
            for neighbour in [bead.wrapping_sub(1), bead + 1] {
                if neighbour < sentence_pools.len() {
                    settled[index] = settle(index, &mut sentence_pools[neighbour], &mut paragraph);
                    if settled[index].is_some() {
                        break;
                    }
                }
            }
        }
        let source_file = self.source.file_name();
        // The numbers that nothing below explains or reports otherwise (the same tests, in
        // the same order): how many compete for a source number left out.
        let unexplained: Vec<bool> = others
            .iter()
            .enumerate()
            .map(|(index, other)| {
                let bead = beads.iter().position(|(_, bt)| bt.contains(&other.sentence));
                let sentences = bead.map(|b| beads[b].0.clone()).unwrap_or(s.clone());
                !reported[index]
                    && settled[index].is_none()
                    && bead.and_then(|b| self.other_in_foreign_format(other, &beads[b].0)).is_none()
                    && !self.part_of_a_source_name(other, &sentences)
            })
            .collect();
        for (index, other) in others.iter().enumerate() {
            if reported[index] {
                continue;
            }
            let bead = beads.iter().position(|(_, bt)| bt.contains(&other.sentence));
            let sentences = bead.map(|b| beads[b].0.clone()).unwrap_or(s.clone());
            let first_line = self
                .source
                .sentences
                .get(sentences.start)
                .map(|sentence| {
                    self.source.prose.location(&self.source.prose.blocks[sentence.block], 0).line
                })
                .unwrap_or(1);
            // A 1 counting things where the source says "each", "per" or "another" is one a
            // translation may add, unless the sentence has a count the translation does not
            // give: then the 1 stands where that count belongs (`1 基` for "eight SSDs per node").
            if settled[index] == Some(Says::Each) && other.number.counts_things() {
                let left: Vec<f64> = bead
                    .map(|b| {
                        sentence_pools[b]
                            .iter()
                            .filter(|(_, says)| *says == Says::Cardinal)
                            .map(|(value, _)| *value)
                            .collect()
                    })
                    .unwrap_or_default();
                if !left.is_empty() {
                    let left: Vec<String> = left.iter().map(|v| v.to_string()).collect();
                    findings.push(
                        Finding::error(
                            FindingKind::NumberUnmatched,
                            format!(
                                "`{}` stands where this sentence of the {} text ({source_file}:{first_line}) has a count that the translation does not give",
                                other.number.text, self.source_name
                            ),
                        )
                        .at(&self.translation.prose.file, Some(other.location))
                        .text(other.number.text.clone())
                        .expected(left.join(", "))
                        .help("numbers were probably shifted between words in translation; write the count the source sentence has"),
                    );
                }
                continue;
            }
            if settled[index].is_some() {
                continue;
            }
            // Digits this language reads as another number, which the other convention reads
            // as a number of the source sentence (`ISO 8,859` in Spanish for ISO 8859).
            if let Some(finding) =
                bead.and_then(|b| self.other_in_foreign_format(other, &beads[b].0))
            {
                findings.push(finding);
                continue;
            }
            // A name written apart (`RAID 5`, `100 GbE`); a 1 added where a source language
            // without known number words says "each" ("1 ノードあたり").
            if self.part_of_a_source_name(other, &sentences) {
                continue;
            }
            let elsewhere = self.source.others.iter().any(|o| o.number.shown == other.number.shown);
            let kind =
                if elsewhere { FindingKind::NumberMoved } else { FindingKind::NumberUnmatched };
            let where_ = format!(
                "this sentence of the {} text ({source_file}:{first_line})",
                self.source_name
            );
            let message = if other.number.counts_things() && !other.number.is_whole() {
                format!(
                    "`{}` counts things, but is not a whole number: not a count of {where_}",
                    other.number.text
                )
            } else {
                format!("`{}` is not in {where_}", other.number.text)
            };
            // Certain only where it displaces something: a number of the source sentence, in
            // digits, that the translation does not give. Otherwise the translation adds it (a
            // section, a footnote, a worked example): unexplained, not wrong.
            let displaced = bead
                .map(|b| {
                    let mut displaced = self.not_given(&beads[b].0, &beads[b].1);
                    displaced.extend(self.name_digits_not_given(&beads[b].0, &beads[b].1));
                    displaced
                })
                .unwrap_or_default();
            // Or where it counts things and its sentence has that number as a measurement
            // (`128 コア` where 128 is the GB): a count that took another number's slot.
            let count_in_wrong_slot = other.number.counts_things()
                && bead.is_some_and(|b| {
                    let s = &beads[b].0;
                    self.source.figures_in(s).iter().chain(self.source.others_in(s)).any(|l| {
                        l.number.shown == other.number.shown
                            && l.number.unit.is_some()
                            && !l.number.counts_things()
                    })
                });
            // A count is whole: `2.5 台` is certainly not one.
            let broken_count = other.number.counts_things() && !other.number.is_whole();
            // A source number written as a word (`two`) that the translation does not give in
            // digits may be there as a word of its own language (`두`, `due`), which is not
            // read here: certain only where one number stands in its place (`aveva 8 host` for
            // "four hosts"), not where several unexplained ones compete for it (`10분의 1에서
            // 4분의 1` beside `두`, "two", are fractions).
            let unexplained_here = (0..others.len())
                .filter(|&i| {
                    unexplained[i] && bead.is_some_and(|b| beads[b].1.contains(&others[i].sentence))
                })
                .count();
            let words = displaced.iter().filter(|n| n.written_as_a_word()).count();
            let displaces_digits = displaced.iter().any(|n| !n.written_as_a_word());
            // A number of its own source sentence written once more, in the same unit
            // (`4K-läsningar och 4K-skrivningar` for "4K reads and writes": a language that
            // builds the number into each compound) repeats it: it stands in no number word's
            // place, and is not "not in this sentence". Still an error where it displaces a
            // number in digits, or where it counts what the source's does not (`2.5 個` beside
            // "2.5-inch": a number put in a count's place).
            let repeated = || {
                bead.is_some_and(|b| {
                    self.source.numbers_in(&beads[b].0).iter().any(|n| {
                        n.number.value == other.number.value && n.number.unit == other.number.unit
                    })
                })
            };
            if !displaces_digits && repeated() {
                continue;
            }
            let displaces = displaces_digits || words > 0 && unexplained_here <= words;
            let finding = if !displaces && !count_in_wrong_slot && !broken_count {
                Finding::warning(kind, format!("{message}; nothing of the source sentence is missing here"))
                    .help("if it renders a number of the source sentence, write that number as the source has it")
            } else {
                let finding = Finding::error(kind, message)
                    .help("numbers were probably shifted between words in translation; write the number the source sentence has");
                // The source's number, when one alone is missing: nothing else is known to belong here.
                match displaced.as_slice() {
                    [only] => finding.expected(only.expected.clone()),
                    _ => finding,
                }
            };
            findings.push(
                finding
                    .at(&self.translation.prose.file, Some(other.location))
                    .text(other.number.text.clone()),
            );
        }
    }

    /// Whether a translated number is part of what its source sentences `sentences` write
    /// (a name written apart, `RAID 5`, `100 GbE`; a range's end; a name's version or digits),
    /// or a 1 added where a source language without known number words says "each"
    /// ("1 ノードあたり").
    fn part_of_a_source_name(&self, other: &Located, sentences: &Range<usize>) -> bool {
        self.source_name_apart(other)
            || self.end_of_a_source_range(other, sentences)
            || self.joined_to_a_source_word(&other.number, sentences)
            || self.version_of_a_source_name(&other.number, sentences)
            || self.digits_of_a_source_name_apart(other, sentences)
            || other.number.shown == 1.0 && !self.source_words.knows_one()
    }

    /// A translated number (a count, a version) that only the other convention's reading
    /// makes a number of its source sentences `s`: written in the wrong format.
    fn other_in_foreign_format(&self, other: &Located, s: &Range<usize>) -> Option<Finding> {
        let (alternative, _) = other.number.alternative?;
        let numbers = || self.source.others_in(s).iter().chain(self.source.figures_in(s));
        if numbers().any(|l| l.number.shown == other.number.shown) {
            return None;
        }
        let source = numbers().find(|l| l.number.shown == alternative)?;
        Some(
            Finding::error(
                FindingKind::NumberFormat,
                format!(
                    "`{}` is not written the way {} writes numbers: it reads {}, where the {} text has `{}` ({}:{})",
                    other.number.text,
                    self.localizer.locale(),
                    other.number.shown,
                    self.source_name,
                    source.number.text,
                    self.source.file_name(),
                    source.location.line
                ),
            )
            .at(&self.translation.prose.file, Some(other.location))
            .text(other.number.text.clone())
            .expected(as_the_reader_writes(&source.number, self.localizer))
            .help("use this language's decimal and grouping separators, or none where the source has none"),
        )
    }

    /// The numbers of source sentences `s`, in digits or cardinal words (`four`), that
    /// translation sentences `t` do not give (as a number of any kind): what a number of `t`
    /// may stand in the place of.
    fn not_given(&self, s: &Range<usize>, t: &Range<usize>) -> Vec<NotGiven> {
        // Each translated number as it may be read: its digits, its value, the other reading.
        let mut given: Vec<[f64; 3]> = self
            .translation
            .others_in(t)
            .iter()
            .chain(self.translation.figures_in(t))
            .map(|l| {
                let n = &l.number;
                [n.shown, n.value, n.alternative.map_or(n.value, |(value, _)| value)]
            })
            .collect();
        // And each number word of the translation (`vier Knoten` gives "4 nodes"), once the
        // digits have given what they give: a word renders the source's word before its
        // digits (`uno de los dos` is "one of the two", not the `2` of "2 Terabytes").
        let mut words_given: Vec<[f64; 3]> = Vec::new();
        for cardinal in self.translation.cardinals_in(t) {
            let run = &cardinal.run;
            words_given.extend(run.words.iter().map(|word| [word.value, run.value, word.value]));
        }
        // A measurement is given only by a figure that shows it, unit and all: `4K IOPS`
        // does not give 250K IOPS because a `250K` stands elsewhere.
        let translated_figures = self.translation.figures_in(t);
        let shown_as_figure = |l: &&Located| {
            l.number.unit.is_some()
                && !translated_figures
                    .iter()
                    .any(|f| f.number.unit.is_some() && self.agrees(&f.number, &l.number))
        };
        let mut source: Vec<NotGiven> = self
            .source
            .others_in(s)
            .iter()
            .chain(self.source.figures_in(s))
            .map(|l| NotGiven {
                text: l.number.text.clone(),
                values: [l.number.shown, l.number.value],
                expected: as_the_reader_writes(&l.number, self.localizer),
                line: l.location.line,
                measured_and_not_shown: shown_as_figure(&l),
                counts: l.number.unit.is_none() || l.number.counts_things(),
            })
            .collect();
        // And the source's number words (read once, with its text), each word apart: a
        // word for "dozen" is no count of its own.
        for cardinal in self.source.cardinals_in(s) {
            let block = &self.source.prose.blocks[cardinal.block];
            let index = cardinal.sentence - self.source.first_sentence[cardinal.block];
            let line = self.source.prose.location(block, block.sentence_span(index).0).line;
            for word in cardinal.run.words.iter().filter(|w| !w.dozen) {
                // A one is as often an article (`a`, `one of`) as a count.
                if word.value >= 2.0 {
                    source.push(NotGiven {
                        text: word.text.to_string(),
                        values: [word.value, word.value],
                        expected: word.value.to_string(),
                        line,
                        measured_and_not_shown: false,
                        counts: true,
                    });
                }
            }
        }
        // Each source number takes the first translated number that gives it: the digits,
        // then the words, the source's words first.
        let mut kept = vec![true; source.len()];
        let mut take = |given: &mut Vec<[f64; 3]>, which: &dyn Fn(&NotGiven) -> bool| {
            for (number, kept) in source.iter().zip(kept.iter_mut()) {
                if !*kept || number.measured_and_not_shown || !which(number) {
                    continue;
                }
                if let Some(at) =
                    given.iter().position(|g| number.values.iter().any(|v| g.contains(v)))
                {
                    given.swap_remove(at);
                    *kept = false;
                }
            }
        };
        take(&mut given, &|_| true);
        take(&mut words_given, &NotGiven::written_as_a_word);
        take(&mut words_given, &|_| true);
        source.into_iter().zip(kept).filter_map(|(number, kept)| kept.then_some(number)).collect()
    }

    /// The number of a model name written with a separator the source's has not (`Samsung
    /// 7.450 PRO` for 7450 PRO, `7 450 PRO`): a name is written as the source writes it, and
    /// a grouping separator makes it another. Of a number that completes or starts a name,
    /// when its source sentences `s` have its digits without that separator.
    fn separator_in_a_name(&self, figure: &Located, s: &Range<usize>) -> Option<Finding> {
        let block = &self.translation.prose.blocks[figure.block].text;
        let number = &figure.number;
        let in_a_name = completes_name(block, number.start).is_some()
            || super::prose_numbers::before_name(block, number.end);
        let separators = |t: &str| t.chars().filter(|c| !c.is_ascii_digit()).count();
        let own = digits(&number.text);
        if !in_a_name || number.unit.is_some() || separators(&number.text) == 0 || own.len() < 4 {
            return None;
        }
        let source = self
            .source
            .others_in(s)
            .iter()
            .chain(self.source.figures_in(s))
            .find(|l| digits(&l.number.text) == own && separators(&l.number.text) == 0)?;
        Some(
            Finding::error(
                FindingKind::NameUnmatched,
                format!(
                    "`{}` is a name's number with a separator that the {} text ({}:{}) does not write (`{}`): names are not translated",
                    number.text,
                    self.source_name,
                    self.source.file_name(),
                    source.location.line,
                    source.number.text
                ),
            )
            .at(&self.translation.prose.file, Some(figure.location))
            .text(number.text.clone())
            .expected(source.number.text.clone())
            .help("write the model number as the source does, without grouping its digits"),
        )
    }

    /// A translated number after a word that the source text writes before other numbers
    /// only (`EPYC 64` where the source has `EPYC 9554`): a name whose digits were replaced,
    /// even when the number is elsewhere in the sentence (the 64 cores).
    fn damaged_name_apart(&self, other: &Located, s: &Range<usize>) -> Option<Finding> {
        if other.number.unit.is_some() {
            return None;
        }
        let block = &self.translation.prose.blocks[other.block].text;
        let word = completes_name(block, other.number.start)?;
        let names = self.source.names_apart.get(&word.to_lowercase())?;
        // The word names something in the paragraph the translation renders (`EPYC 9554`);
        // where that paragraph does not have it, the translator put it before the source's
        // own number (`Kerneln der Version 1.3.x` for "a 1.3.x kernel").
        if !self.source_sentences_say(s, &word.to_lowercase()) {
            return None;
        }
        // Swedish and Dutch join their noun to a name written apart (`RAID 1-volym`,
        // `Windows 7-computer`): the name is what comes before it.
        let token =
            without_joined_words(super::prose_numbers::name_token(block, other.number.start));
        if self
            .source
            .name_keys
            .contains(&super::prose_numbers::compact_key(&format!("{word}{token}")))
        {
            return None;
        }
        let written = format!("{word} {token}");
        // Written as the source writes it (`MB 1000` of `MB 1000*1000`, `RFC 3315` of
        // `RFC 3315[1]`).
        if names.contains(&written) {
            return None;
        }
        Some(
            Finding::error(
                FindingKind::NameUnmatched,
                format!("`{written}` is not in the {} text ({}): names and model numbers are not translated", self.source_name, self.source.file_name()),
            )
            .at(&self.translation.prose.file, Some(other.location))
            .text(other.number.text.clone())
            .expected(names.join(", "))
            .help("a machine translation probably moved digits into this name; write it as the source does"),
        )
    }

    /// Whether source sentences `s` (a paragraph's) have `word` (lowercase) as a whole word.
    fn source_sentences_say(&self, s: &Range<usize>, word: &str) -> bool {
        s.clone().any(|sentence| {
            let Some(located) = self.source.sentences.get(sentence) else { return false };
            let block = &self.source.prose.blocks[located.block];
            let index = sentence - self.source.first_sentence[located.block];
            super::reading::whole_words(&block.sentence_span(index).1.to_lowercase(), word) > 0
        })
    }

    /// Whether a translated number and the word before or after it are a name the source
    /// text has (written apart or not): `RAID 5` for RAID5, `100 GbE` for 100GbE, `vSAN 8`.
    fn source_name_apart(&self, other: &Located) -> bool {
        let block = &self.translation.prose.blocks[other.block];
        let before = block.text[..other.number.start].trim_end();
        let word_before: String = before
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let word_after: String = block.text[other.number.end..]
            .trim_start()
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        // The digits as written, separators and all: `RFC 2,253` is not RFC 2253.
        let digits: String = other.number.text.chars().filter(|c| !c.is_whitespace()).collect();
        if !self.source.prose.file_text.contains(&digits) {
            return false;
        }
        let number = super::prose_numbers::compact_key(&other.number.text);
        [(word_before, number.clone()), (number.clone(), word_after)]
            .into_iter()
            .filter(|(a, b)| !a.is_empty() && !b.is_empty())
            .any(|(a, b)| {
                self.source
                    .name_keys
                    .contains(&super::prose_numbers::compact_key(&format!("{a}{b}")))
            })
    }

    /// Of a date written in digits ([`date_parts`]), how many of its parts source sentences
    /// `s` give, in digits or words ("March 15, 2023", `2023-03-15`): 3 where it is their
    /// date, 2 where its year and one more part are theirs; none when it is no date, or its
    /// year is not theirs.
    fn date_against_the_source(&self, text: &str, s: &Range<usize>) -> Option<usize> {
        let parts = date_parts(text)?;
        // Beside a date the source writes in digits, each is read in its own language's order
        // of day and month (CLDR's: `31/12/2002` in French is "12/31/2002" in English), and
        // must be that date: `3/2/2004` for 2/3/2004 in one language swapped its day and month.
        let source_dates: Vec<[u32; 3]> = self
            .source
            .names_in(s)
            .iter()
            .filter_map(|name| date_ymd(&name.name.text, self.source_words.day_first))
            .collect();
        if !source_dates.is_empty() {
            // No date in this language's order (`2002/31/12`), or another date.
            return match date_ymd(text, self.translation_words.day_first) {
                Some(ymd) if source_dates.contains(&ymd) => Some(3),
                _ => Some(2),
            };
        }
        let mut pool: Vec<f64> = self.source_numbers(s).into_iter().map(|(v, _)| v).collect();
        let mut given = |part: u32| match pool.iter().position(|v| *v == f64::from(part)) {
            Some(at) => {
                pool.swap_remove(at);
                true
            }
            None => false,
        };
        if !given(parts[0]) {
            return None;
        }
        Some(1 + parts[1..].iter().filter(|part| given(**part)).count())
    }

    /// Whether translated `text` is a time of day of source sentences `s` written with dots
    /// (`18.30`, `00.00.00` for 18:30, 00:00:00): read alone, it would be a decimal in the
    /// wrong format or a name the source lacks.
    fn time_of_the_source(&self, text: &str, s: &Range<usize>) -> bool {
        dotted_time_parts(text).is_some_and(|time| {
            self.source.names_in(s).iter().any(|name| time_parts(&name.name.text) == Some(time))
        })
    }

    /// Whether `number` is the version that ends a name of source sentences `sentences`
    /// (`2.22` of `v2.22`, `util-linux-2.22`, `glibc2.19`): translations write a version
    /// apart from its name, after their word for "version" (`versión 2.22`, `wersji 2.22`),
    /// and as the source writes it. Dotted and without a unit only: a version, not a count.
    fn version_of_a_source_name(&self, number: &ProseNumber, sentences: &Range<usize>) -> bool {
        if number.unit.is_some() || !number.text.contains('.') {
            return false;
        }
        self.source.names_in(sentences).iter().any(|name| {
            name.name.text.strip_suffix(number.text.as_str()).is_some_and(|prefix| {
                prefix.chars().last().is_some_and(|c| c.is_alphabetic() || c == '-' || c == '_')
            })
        })
    }

    /// Whether source sentences `sentences` write `other`'s digits glued before a word
    /// (`4.3BSD`, `2.6kernel`) that the translation writes apart in the same paragraph (`在
    /// 4.3 及以前的 BSD`, `4.3 BSD`): the name, with its parts set apart as the language
    /// puts them.
    fn digits_of_a_source_name_apart(&self, other: &Located, sentences: &Range<usize>) -> bool {
        let number = &other.number;
        if number.unit.is_some() {
            return false;
        }
        let translated = &self.translation.prose.blocks[other.block].text;
        let blocks: std::collections::BTreeSet<usize> = sentences
            .clone()
            .filter_map(|s| self.source.sentences.get(s).map(|s| s.block))
            .collect();
        blocks.into_iter().any(|block| {
            let text = &self.source.prose.blocks[block].text;
            text.match_indices(number.text.as_str()).any(|(at, digits)| {
                let before = text[..at].chars().next_back();
                let word: String = text[at + digits.len()..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphabetic())
                    .collect();
                !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '.')
                    && word.len() >= 2
                    && translated.contains(&word)
            })
        })
    }

    /// Whether source sentences `sentences` join `number`'s digits to a word with a hyphen
    /// (`base-2`, `RAID-5`), which makes them a name there, and a translation writes the word
    /// apart in its own language (`Basis 2`, `podstawie 2`).
    fn joined_to_a_source_word(&self, number: &ProseNumber, sentences: &Range<usize>) -> bool {
        let joined = |n: &LocatedName| {
            sentences.contains(&n.sentence)
                && n.name.text.rsplit_once('-').is_some_and(|(word, digits)| {
                    !word.is_empty()
                        && word.chars().all(char::is_alphabetic)
                        && digits == number.text
                })
        };
        self.source.names.iter().any(joined)
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
            .filter(|f| !self.translation.prose.file_text.contains(&f.number.text))
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
/// (`glibc 2.24`, `Linux 2.6.25`, `code 0`) or its unit (`442K IOPS`, `4,8 ms`).
#[derive(PartialEq, Eq, PartialOrd, Ord)]
enum Anchor {
    /// The word, lowercased.
    Word(String),
    /// The unit's symbol.
    Unit(&'static str),
}

impl Anchor {
    /// The number `text` with its anchor, as a message quotes it.
    fn quote(&self, text: &str) -> String {
        match self {
            Anchor::Word(word) => format!("{word} {text}"),
            Anchor::Unit(_) => text.to_string(),
        }
    }

    fn which_numbers(&self) -> String {
        match self {
            Anchor::Word(word) => format!("the numbers after `{word}`"),
            Anchor::Unit(symbol) => format!("the figures in {symbol}"),
        }
    }
}

/// A number or a version with its anchor.
struct Anchored {
    word: Anchor,
    /// The digits, with the separators between them (`2.6.25`; `2.19` and `2,19` differ).
    value: String,
    text: String,
    /// How a translation should write it: the source's in the reader's format.
    expected: String,
    location: Location,
}

/// The numbers and versions of `sentences` after a word of two letters or more, in the
/// order they are written.
fn anchored(text: &Text, sentences: &Range<usize>, localizer: &Localizer) -> Vec<Anchored> {
    let word_of = |block: usize, start: usize| -> Option<String> {
        let block_text = &text.prose.blocks[block].text;
        let word = super::prose_numbers::word_before(block_text, start)
            .or_else(|| word_before_a_sign(block_text, start))?;
        (word.chars().filter(|c| c.is_alphabetic()).count() >= 2).then(|| word.to_lowercase())
    };
    let digits = |t: &str| -> String {
        t.chars().filter(|c| c.is_ascii_digit() || matches!(c, '.' | ',')).collect::<String>()
    };
    let mut found: Vec<((usize, usize), Anchored)> = Vec::new();
    for l in text.others_in(sentences).iter().chain(text.figures_in(sentences)) {
        // Its unit, compared by value (`350K IOPS` is `35万 IOPS`). (The word after a number,
        // where a translation keeps it, was tried: it raised false alarms on words two
        // languages share; docs/check.md.)
        let unit = l.number.unit.map(|unit| (Anchor::Unit(unit.symbol()), l.number.value));
        let before = word_of(l.block, l.number.start).map(|w| (Anchor::Word(w), l.number.shown));
        for (word, value) in [before, unit].into_iter().flatten() {
            let expected = as_the_reader_writes(&l.number, localizer);
            found.push((
                (l.block, l.number.start),
                Anchored {
                    word,
                    value: format!("{value}"),
                    text: l.number.text.clone(),
                    expected,
                    location: l.location,
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
                expected: n.name.text.clone(),
                location: n.location,
            },
        ));
    }
    found.sort_by_key(|(place, _)| *place);
    found.into_iter().map(|(_, anchored)| anchored).collect()
}

/// The word before a number and an `=` between them (`MB = 1000000`): a symbol or name every
/// language writes as it is, which the number belongs to as it does to a word before it. (An
/// opening bracket, `KILL (9)`, was tried: it found a few more swaps for a few more false
/// alarms; docs/check.md.)
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
        self.values.iter().all(|v| v.fract() == 0.0 && (0.0..=12.0).contains(v))
    }
}

/// Where a translated figure stands: its sentences in the source and the translation, and
/// the source sentences of their paragraph.
type Place<'r> = (&'r Range<usize>, &'r Range<usize>, &'r Range<usize>);

/// A number without a unit copied as the source writes it, in digits this language reads no
/// other way (`4.1` and `2.19` in German, where `.` groups only threes): a section number, a
/// version, a name's digits. A reader reads it as the source does; `4,321` in German reads
/// 4.321 and is not this.
/// What a warning about a figure copied as its source writes it adds ([`Comparison::copied_without_a_measure`]).
const COPIED_WITHOUT_A_MEASURE: &str = "; it is the source's own text, without a unit: a version, a section or a value typed as it is is written as the source writes it, a quantity as this language writes it";

fn identifier_copied(figure: &Located, source: &Located) -> bool {
    figure.number.unit.is_none()
        && source.number.unit.is_none()
        && figure.number.kind == NumberKind::ForeignFormat
        && figure.number.text == source.number.text
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
    /// whose clauses turn around (docs/check.md, "Parallel phrases").
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
            Some(&c) if c as u32 >= 0x2E80 => None,
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

/// The longest run of figures that agree, in order, and what is left over between them.
fn line_up(
    source: &[&Located],
    translated: &[&Located],
    agrees: impl Fn(&ProseNumber, &ProseNumber) -> bool,
) -> Vec<Step> {
    let (n, m) = (source.len(), translated.len());
    // longest[i][j]: the longest run in source[i..] and translated[j..].
    let mut longest = vec![vec![0usize; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            longest[i][j] = if agrees(&translated[j].number, &source[i].number) {
                longest[i + 1][j + 1] + 1
            } else {
                longest[i + 1][j].max(longest[i][j + 1])
            };
        }
    }
    let mut steps = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n
            && j < m
            && agrees(&translated[j].number, &source[i].number)
            && longest[i][j] == longest[i + 1][j + 1] + 1
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
