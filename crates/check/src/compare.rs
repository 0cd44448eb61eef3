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

use std::ops::Range;

use iopress_site::l10n::Localizer;

use super::align::{align, Bead};
use super::data_values::{
    localized, matches_data, quantity_matches_data, same_figure, same_quantity, significant_digits,
    DataValue,
};
use super::prose_numbers::{completes_name, NumberKind, ProseNumber};
use super::reading::{Located, NumberWords, Says, Text};
use super::{Finding, FindingKind};

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
        self.compare_names(&mut findings);
        findings
    }

    /// How well sentences `s` of the source correspond to sentences `t` of the translation:
    /// the figures, counts and names they share, and their shares of their texts.
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
        let mut gap_source: Vec<&Located> = Vec::new();
        let mut gap_translated: Vec<&Located> = Vec::new();
        for step in steps {
            match step {
                Step::Agree(si, ti) => {
                    self.close_gap(
                        &mut gap_source,
                        &mut gap_translated,
                        paragraph,
                        rendered_as,
                        findings,
                    );
                    let (figure, source) = (translated[ti], source_figures[si]);
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
        self.close_gap(&mut gap_source, &mut gap_translated, paragraph, rendered_as, findings);
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
        let own_reading_agrees = figure.number.kind != NumberKind::ForeignFormat
            && same_figure(&figure.number, &source.number);
        if !own_reading_agrees && !self.kept_verbatim(figure) {
            findings.push(self.format_finding(figure, Some(source)));
            return;
        }
        super::data_values::contradicts(
            figure,
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
        paragraph: &Range<usize>,
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
        for fits in passes {
            for (index, figure) in translated.iter().enumerate() {
                if displaced[index].is_some() {
                    continue;
                }
                if let Some(place) = left.iter().position(|s| s.is_some_and(|s| fits(figure, s))) {
                    displaced[index] = left[place].take();
                }
            }
        }
        for (figure, displaced) in translated.into_iter().zip(displaced) {
            self.unpaired(figure, displaced, paragraph, rendered_as, findings);
        }
    }

    /// A translated figure that no source figure in its place agrees with.
    fn unpaired(
        &self,
        figure: &Located,
        displaced: Option<&Located>,
        paragraph: &Range<usize>,
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
            let expected = localized(&displaced.number, self.localizer);
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
        if number.kind == NumberKind::ForeignFormat {
            findings.push(self.format_finding(figure, elsewhere));
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
        // `2.5インチ` for "2.5-inch": the source made the figure an adjective.
        let adjective =
            |o: &&Located| self.source.prose.blocks[o.block].text[o.number.end..].starts_with('-');
        if self.source.others.iter().filter(adjective).any(|o| {
            paragraph.contains(&o.sentence)
                && o.number.shown == number.value
                && o.number.text == number.text
        }) {
            return;
        }
        match elsewhere {
            // In another sentence of the source, whose translation does not give it: moved
            // there by the translation.
            Some(other) if !self.given_where(other, rendered_as) && !is_threshold(number) => {
                let place =
                    if paragraph.contains(&other.sentence) { "sentence" } else { "paragraph" };
                findings.push(
                    Finding::error(
                        FindingKind::NumberMoved,
                        format!("`{}` belongs to another {place} of the {source_name} text ({source_file}:{})", number.text, other.location.line),
                    )
                    .at(&self.translation.prose.file, Some(figure.location))
                    .text(number.text.clone())
                    .help("figures were probably swapped in translation; compare this paragraph with the source"),
                );
            }
            Some(_) => {}
            None if in_data || is_threshold(number) => {}
            None => {
                let mut finding = Finding::error(
                    FindingKind::NumberUnmatched,
                    format!("`{}` is neither in the {source_name} text ({source_file}) nor in the data", number.text),
                )
                .at(&self.translation.prose.file, Some(figure.location))
                .text(number.text.clone())
                .help("translate the figure of the source text exactly, or show it from the data with `{{ value(...) }}`");
                if let Some(nearest) = self.nearest_source_figure(figure, paragraph) {
                    finding = finding.expected(format!(
                        "{} ({source_file}:{})",
                        localized(&nearest.number, self.localizer),
                        nearest.location.line
                    ));
                }
                findings.push(finding);
            }
        }
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
        let source_quantity = source.quantity();
        let reading = if same_figure(translated, source) {
            Some(translated.quantity())
        } else {
            translated.alternative_quantity().filter(|alt| same_quantity(*alt, source_quantity))
        };
        let Some(reading) = reading else { return false };
        // In the terms `same_quantity` compares them: base units when both have a unit.
        let finer = match (reading.unit, source.unit) {
            (Some(_), Some(_)) => reading.base_step() < source_quantity.base_step() * 0.999,
            _ => reading.step < source.step * 0.999,
        };
        !finer || self.data.iter().any(|d| quantity_matches_data(reading, d))
    }

    fn format_finding(&self, figure: &Located, source: Option<&Located>) -> Finding {
        let number = &figure.number;
        let reading = if number.kind == NumberKind::ForeignFormat {
            number.clone()
        } else {
            number.read_alternatively().unwrap_or_else(|| number.clone())
        };
        let expected = source
            .map(|s| localized(&s.number, self.localizer))
            .unwrap_or_else(|| localized(&reading, self.localizer));
        Finding::error(FindingKind::NumberFormat, format!("`{}` is not written the way {} writes numbers", number.text, self.localizer.locale()))
            .at(&self.translation.prose.file, Some(figure.location))
            .text(number.text.clone())
            .expected(expected)
            .help("use this language's decimal and grouping separators (or `{{ value(...) }}`, which formats for each language)")
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

    fn nearest_source_figure(
        &self,
        figure: &Located,
        paragraph: &Range<usize>,
    ) -> Option<&Located> {
        let same_dimension = |s: &&Located| s.number.dimension() == figure.number.dimension();
        let distance = |s: &Located| (s.number.base_value() - figure.number.base_value()).abs();
        let nearest = |candidates: Vec<&'a Located>| {
            candidates.into_iter().min_by(|a, b| distance(a).total_cmp(&distance(b)))
        };
        nearest(
            self.source
                .figures
                .iter()
                .filter(same_dimension)
                .filter(|s| paragraph.contains(&s.sentence))
                .collect(),
        )
        .or_else(|| nearest(self.source.figures.iter().filter(same_dimension).collect()))
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
        }
        for figure in self.source.figures.iter().filter(|f| s.contains(&f.sentence)) {
            let says = if may_count(self.source, figure) { Says::Count } else { Says::Other };
            pool.extend([(figure.number.shown, says), (figure.number.value, says)]);
        }
        for sentence in s.clone() {
            let block = &self.source.prose.blocks[self.source.sentences[sentence].block];
            let index =
                sentence - self.source.first_sentence[self.source.sentences[sentence].block];
            pool.extend(self.source_words.in_text(block.sentence_span(index).1));
        }
        pool
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
            if let Some(finding) = self.damaged_name_apart(other) {
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
            // A name written apart (`RAID 5`, `100 GbE`); a 1 added where a source language
            // without known number words says "each" ("1 ノードあたり").
            if self.source_name_apart(other)
                || other.number.shown == 1.0 && !self.source_words.knows_words()
            {
                continue;
            }
            let elsewhere = self.source.others.iter().any(|o| o.number.shown == other.number.shown);
            let kind =
                if elsewhere { FindingKind::NumberMoved } else { FindingKind::NumberUnmatched };
            let message = if other.number.counts_things() && !other.number.is_whole() {
                format!("`{}` counts things, but is not a whole number: not a count of this sentence of the {} text ({source_file}:{first_line})", other.number.text, self.source_name)
            } else {
                format!(
                    "`{}` is not in this sentence of the {} text ({source_file}:{first_line})",
                    other.number.text, self.source_name
                )
            };
            let mut finding = Finding::error(kind, message)
                .at(&self.translation.prose.file, Some(other.location))
                .text(other.number.text.clone())
                .help("numbers were probably shifted between words in translation; write the number the source sentence has");
            // What is left: of a counted number, the sentence's counts; else the paragraph's numbers.
            let counts: Vec<f64> = match bead {
                Some(b) if other.number.counts_things() => sentence_pools[b]
                    .iter()
                    .filter(|(_, says)| matches!(says, Says::Cardinal | Says::Count))
                    .map(|(v, _)| *v)
                    .collect(),
                _ => Vec::new(),
            };
            let left = if counts.is_empty() {
                paragraph.iter().map(|(v, _)| *v).collect()
            } else {
                counts
            };
            let mut unused: Vec<String> = Vec::new();
            for value in left.into_iter().filter(|v| v.fract() == 0.0 && *v < 1e4) {
                if !unused.contains(&value.to_string()) {
                    unused.push(value.to_string());
                }
            }
            if !unused.is_empty() {
                finding = finding.expected(unused.join(", "));
            }
            findings.push(finding);
        }
    }

    /// A translated number after a word that the source text writes before other numbers
    /// only (`EPYC 64` where the source has `EPYC 9554`): a name whose digits were replaced,
    /// even when the number is elsewhere in the sentence (the 64 cores).
    fn damaged_name_apart(&self, other: &Located) -> Option<Finding> {
        if other.number.unit.is_some() {
            return None;
        }
        let block = &self.translation.prose.blocks[other.block].text;
        let word = completes_name(block, other.number.start)?;
        let names = self.source.names_apart.get(&word.to_lowercase())?;
        let token = super::prose_numbers::name_token(block, other.number.start);
        if self
            .source
            .name_keys
            .contains(&super::prose_numbers::compact_key(&format!("{word}{token}")))
        {
            return None;
        }
        let written = format!("{word} {token}");
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

    /// Names are never translated: each of the translation's must be in the source text.
    fn compare_names(&self, findings: &mut Vec<Finding>) {
        for name in &self.translation.names {
            let key = &name.key;
            if key.is_empty() || self.source.name_keys.contains(key) {
                continue;
            }
            // Translated words were left out of the key (`Ubuntu-16.04.3-komputer`): what is
            // left is part of a source word.
            if *key != super::prose_numbers::compact_key(&name.name.text)
                && self.source.name_keys.iter().any(|k| k.contains(key.as_str()))
            {
                continue;
            }
            findings.push(
                Finding::error(
                    FindingKind::NameUnmatched,
                    format!("`{}` is not in the {} text ({}): names and model numbers are not translated", name.name.text, self.source_name, self.source.file_name()),
                )
                .at(&self.translation.prose.file, Some(name.location))
                .text(name.name.text.clone())
                .help("a machine translation probably moved digits into this name; write it as the source does"),
            );
        }
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
            self.unpaired(figure, None, &(0..0), rendered_as, findings);
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
        let expected: Vec<String> =
            missing.iter().map(|f| localized(&f.number, self.localizer)).collect();
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
