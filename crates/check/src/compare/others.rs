//! The other numbers of a sentence (counts, versions, years, dates, number words): each
//! translated one must be one its source sentences give, in digits or in words.

use super::*;

impl<'a> Comparison<'a> {
    /// The counts, versions and years a reader finds in source sentences `s`, in digits or
    /// in words, with what each says.
    pub(super) fn source_numbers(&self, s: &Range<usize>) -> Vec<(f64, Says)> {
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
            // An hour on the 12-hour clock (`10 p.m.`), which a translation gives on the
            // 24-hour one (`às 22 horas`, `um 22 Uhr`).
            let block = &self.source.prose.blocks[other.block].text;
            if let Some(hour) = the_24_hour(&other.number.text, &block[other.number.end..]) {
                pool.push((f64::from(hour), Says::Other));
            }
        }
        for figure in self.source.figures.iter().filter(|f| s.contains(&f.sentence)) {
            let says = if may_count(self.source, figure) { Says::Count } else { Says::Other };
            pool.extend([(figure.number.shown, says), (figure.number.value, says)]);
        }
        // A date written as a name (`1970-01-01`), which a translation writes in words and
        // digits (`1er janvier 1970`, `1970 年 1 月 1 日`): its year, month and day.
        for [y, m, d] in self.source_digit_dates(s) {
            let [y, m, d] = [y, m, d].map(f64::from);
            pool.extend([(y, Says::Count), (m, Says::Other), (d, Says::Other)]);
        }
        for sentence in s.clone() {
            pool.extend(self.source_words.in_text(self.source.sentence_text(sentence)));
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
    pub(super) fn compare_number_words(
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
                let mut pool: Vec<f64> =
                    self.source_numbers(paragraph).into_iter().map(|(value, _)| value).collect();
                // Digits glued to capitals (`3D`, `1U`) are a name's, which no number word
                // renders: `három` (three) for "four" beside `3D NAND` is no `3` of the source.
                // (Not a lowercase suffix, an ordinal's or a multiplier's, `2nd`, `4x`, which
                // words render: `second`, `quatre fois`.)
                for other in self.source.others.iter().filter(|o| paragraph.contains(&o.sentence)) {
                    let block = &self.source.prose.blocks[other.block].text;
                    if !block[other.number.end..].starts_with(|c: char| c.is_ascii_uppercase()) {
                        continue;
                    }
                    if let Some(at) = pool.iter().position(|v| *v == other.number.shown) {
                        pool.remove(at);
                    }
                }
                pool
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
                    // Dozens written with the reader's word for them (`drie dozijn` for "two
                    // dozen") are answered in the same words (`twee dozijn`).
                    let in_dozens = match &run.words[..] {
                        [_, dozen] if dozen.dozen && only.values[0] == only.values[1] * 12.0 => {
                            self.translation_words
                                .word_for(only.values[1])
                                .map(|count| format!("{count} {}", dozen.text))
                        }
                        _ => None,
                    };
                    let expected = in_dozens.unwrap_or_else(|| {
                        self.translation_words
                            .word_for(only.values[0])
                            .map_or_else(|| only.expected.clone(), str::to_string)
                    });
                    finding = finding.expected(expected);
                }
                findings.push(finding);
            }
        }
    }

    /// A version after a name (`PCIe Gen 4.0`, `Linux 2.6`) written with the reader's decimal
    /// comma (`PCIe Gen 4,0`): its value is the source's, but a version is dotted in every
    /// language, as the name's own digits are; machine translation localizes it, a translator
    /// does not. The source sentences `s` write it with its dot after a name or a version's
    /// word, and so does the translation with its comma, neither with a unit. A warning: the
    /// value is the source's.
    fn version_given_a_decimal_comma(&self, figure: &Located, s: &Range<usize>) -> Option<Finding> {
        let decimal = self.translation_style.decimal;
        let written = &figure.number.text;
        if decimal != ','
            || figure.number.kind == NumberKind::ForeignFormat
            || figure.number.unit.is_some()
            || written.matches(',').count() != 1
            || written.contains('.')
            || !after_a_version_word(self.translation, figure)
        {
            return None;
        }
        let dotted = written.replace(',', ".");
        let source = self.source.numbers_in(s).into_iter().find(|n| {
            n.number.text == dotted
                && n.number.unit.is_none()
                && after_a_version_word(self.source, n)
        })?;
        // The value is the source's and a reader reads it: a warning, not a contradiction.
        let finding = Finding::warning(
            FindingKind::NumberFormat,
            format!(
                "`{written}` is a version, as the {} text's `{dotted}` after the same name ({}:{}): a version is written with a dot in every language",
                self.source_name,
                self.source.file_name(),
                source.location.line
            ),
        )
        .at(&self.translation.prose.file, Some(figure.location))
        .text(written.clone())
        .expected(dotted)
        .help("write a version as the source does; only quantities take this language's decimal mark");
        Some(finding)
    }

    /// Counts, versions and years of a pair of paragraphs (source sentences `s`, translation
    /// sentences `t`, aligned in `beads`): the translation's must be the source's. Each is
    /// looked for in the sentences its sentence renders, then anywhere in the paragraph (a
    /// translation moves a clause across a sentence end); one the paragraph does not have
    /// stands where another number belongs. A number with a counter (`10 個`, `8 台`, `4 nodes`)
    /// renders a count of the source (`ten`, `8 hosts`, `4-node`), not a version, a size or
    /// digits glued to letters (`vSAN 8`, `2.5-inch`, `10GbE`); a number after a word that the
    /// source writes before other numbers is a name (`EPYC 64` for `EPYC 9554`).
    pub(super) fn compare_others(
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
            let grouped = bead.and_then(|(bs, _)| {
                self.separator_in_a_name(other, bs)
                    .or_else(|| self.version_given_a_decimal_comma(other, bs))
            });
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
        // Each number written as the reader writes one of its source sentences', asked once:
        // both loops below need it.
        let written_as_the_sources: Vec<bool> = others
            .iter()
            .map(|other| {
                let bead = beads.iter().find(|(_, bt)| bt.contains(&other.sentence));
                self.written_as_a_source_number(other, bead.map_or(s, |(bs, _)| bs))
            })
            .collect();
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
                    && !written_as_the_sources[index]
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
            let first_line = self.source.line_of_sentence(sentences.start);
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
            if settled[index].is_some() || written_as_the_sources[index] {
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
            // A day or a year of a date in words that the translation adds (`5. maaliskuuta
            // 2019`, a note of when it was first published), while nothing of its source
            // sentence is missing: dates are compared whole (`compare_dates`), and one added
            // is nothing. (Where a number is missing, its numbers may stand in its place: a
            // translation of another version writes another date.)
            if !displaces && !count_in_wrong_slot && !broken_count && self.in_a_date_in_words(other)
            {
                continue;
            }
            // A block size or a number glued to its letters (`4K-s véletlenszerű olvasás` in
            // a sentence the translation adds) that the source writes in another sentence, and
            // never as a count, written again where nothing of the source sentence is missing:
            // the name of a workload, repeated. (A number that may count is still said: `3.`
            // beside the source's `3D` may be a count or an ordinal changed.)
            if !displaces
                && !count_in_wrong_slot
                && !broken_count
                && !other.number.counts_things()
                && other.number.unit.is_none()
                && !may_count(self.translation, other)
                && self.written_elsewhere_never_as_a_count(other)
            {
                continue;
            }
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
    pub(super) fn part_of_a_source_name(&self, other: &Located, sentences: &Range<usize>) -> bool {
        self.source_name_apart(other)
            || self.end_of_a_source_range(other, sentences)
            || self.joined_to_a_source_word(&other.number, sentences)
            || self.version_of_a_source_name(&other.number, sentences)
            || self.digits_of_a_source_name_apart(other, sentences)
            || other.number.shown == 1.0 && !self.source_words.knows_one()
    }

    /// Whether a translated number is written, character for character, as the reader
    /// writes a number of its source sentences `s`: read as something else where it stands
    /// (`mỗi VM 15.000 máy khách` for "VMs with 15,000 clients each", a version after `VM`),
    /// it is still that number.
    pub(super) fn written_as_a_source_number(&self, other: &Located, s: &Range<usize>) -> bool {
        let text = &other.number.text;
        self.source.figures_in(s).iter().chain(self.source.others_in(s)).any(|l| {
            l.number.text != *text && as_the_reader_writes(&l.number, self.localizer) == *text
        })
    }

    /// A translated number (a count, a version) that only the other convention's reading
    /// makes a number of its source sentences `s`: written in the wrong format.
    pub(super) fn other_in_foreign_format(
        &self,
        other: &Located,
        s: &Range<usize>,
    ) -> Option<Finding> {
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

    /// Whether a translated number is the day or the year of a date its block writes in
    /// words (`5. März 2019`) or with each part marked (`2019年3月5日`).
    fn in_a_date_in_words(&self, number: &Located) -> bool {
        let block = &self.translation.prose.blocks[number.block].text;
        self.translation_words
            .dates_in(block)
            .iter()
            .any(|(span, _)| span.start <= number.number.start && number.number.end <= span.end)
    }

    /// The numbers of source sentences `s`, in digits or cardinal words (`four`), that
    /// translation sentences `t` do not give (as a number of any kind): what a number of `t`
    /// may stand in the place of.
    pub(super) fn not_given(&self, s: &Range<usize>, t: &Range<usize>) -> Vec<NotGiven> {
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
        // does not give 250K IOPS because a `250K` stands elsewhere. One a figure shows
        // rounded (`9.1 万 IOPS` shows "91,434 IOPS") is given, though no translated number
        // has its exact value.
        let translated_figures = self.translation.figures_in(t);
        let shown_by = |l: &Located| {
            translated_figures
                .iter()
                .find(|f| f.number.unit.is_some() && self.agrees(&f.number, &l.number))
        };
        let mut source: Vec<NotGiven> = self
            .source
            .others_in(s)
            .iter()
            .chain(self.source.figures_in(s))
            .filter_map(|l| match l.number.unit.map(|_| shown_by(l)) {
                // Without a unit, given by its digits or words (below).
                None => Some((l, false)),
                Some(Some(f)) if f.number.value != l.number.value => None,
                Some(Some(_)) => Some((l, false)),
                Some(None) => Some((l, true)),
            })
            .map(|(l, measured_and_not_shown)| NotGiven {
                text: l.number.text.clone(),
                values: [l.number.shown, l.number.value],
                expected: as_the_reader_writes(&l.number, self.localizer),
                line: l.location.line,
                measured_and_not_shown,
                counts: l.number.unit.is_none() || l.number.counts_things(),
                dimension: l.number.dimension(),
            })
            .collect();
        // And the source's number words (read once, with its text), each word apart: a
        // word for "dozen" is no count of its own, but multiplies the word before it (`two
        // dozen` is given by 24, or by a 2 before the translation's own "dozen", and expects
        // 24).
        for cardinal in self.source.cardinals_in(s) {
            let block = &self.source.prose.blocks[cardinal.block];
            let index = cardinal.sentence - self.source.first_sentence[cardinal.block];
            let line = self.source.prose.location(block, block.sentence_span(index).0).line;
            let run = &cardinal.run;
            if let [count, dozen] = &run.words[..] {
                if dozen.dozen && !count.dozen && count.value >= 1.0 {
                    source.push(NotGiven {
                        text: run.text.to_string(),
                        values: [run.value, count.value],
                        expected: run.value.to_string(),
                        line,
                        measured_and_not_shown: false,
                        counts: true,
                        dimension: None,
                    });
                    continue;
                }
            }
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
                        dimension: None,
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
    pub(super) fn separator_in_a_name(
        &self,
        figure: &Located,
        s: &Range<usize>,
    ) -> Option<Finding> {
        let block = &self.translation.prose.blocks[figure.block].text;
        let number = &figure.number;
        // (A unit's symbol after it makes it a measurement, whatever the word before it:
        // `die Lampe 3.200 K`, where German writes its nouns with a capital.)
        let in_a_name = (completes_name(block, number.start).is_some()
            || crate::prose_numbers::before_name(block, number.end))
            && !crate::prose_numbers::before_a_symbol(block, number.end);
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
    pub(super) fn damaged_name_apart(&self, other: &Located, s: &Range<usize>) -> Option<Finding> {
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
            without_joined_words(crate::prose_numbers::name_token(block, other.number.start));
        if self
            .source
            .name_keys
            .contains(&crate::prose_numbers::compact_key(&format!("{word}{token}")))
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
    pub(super) fn source_sentences_say(&self, s: &Range<usize>, word: &str) -> bool {
        s.clone().any(|sentence| {
            crate::reading::whole_words(&self.source.sentence_text(sentence).to_lowercase(), word)
                > 0
        })
    }

    /// Whether a translated number and the word before or after it are a name the source
    /// text has (written apart or not): `RAID 5` for RAID5, `100 GbE` for 100GbE, `vSAN 8`.
    pub(super) fn source_name_apart(&self, other: &Located) -> bool {
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
        if !self.source.prose.written().contains(&digits) {
            return false;
        }
        let number = crate::prose_numbers::compact_key(&other.number.text);
        [(word_before, number.clone()), (number.clone(), word_after)]
            .into_iter()
            .filter(|(a, b)| !a.is_empty() && !b.is_empty())
            .any(|(a, b)| {
                self.source
                    .name_keys
                    .contains(&crate::prose_numbers::compact_key(&format!("{a}{b}")))
            })
    }

    /// Of a date written in digits ([`date_parts`]), how many of its parts source sentences
    /// `s` give, in digits or words ("March 15, 2023", `2023-03-15`): 3 where it is their
    /// date, 2 where its year and one more part are theirs; none when it is no date, or its
    /// year is not theirs.
    pub(super) fn date_against_the_source(&self, text: &str, s: &Range<usize>) -> Option<usize> {
        let parts = date_parts(text)?;
        // Beside a date the source writes in digits, each is read in its own language's order
        // of day and month (CLDR's: `31/12/2002` in French is "12/31/2002" in English), and
        // must be that date: `3/2/2004` for 2/3/2004 in one language swapped its day and month.
        let source_dates = self.source_digit_dates(s);
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

    /// The dates source sentences `s` write in digits, as names (`1970-01-01`, `2/3/2004`),
    /// each read as its language means it: year, month and day.
    pub(super) fn source_digit_dates(&self, s: &Range<usize>) -> Vec<[u32; 3]> {
        self.source
            .names_in(s)
            .iter()
            .filter_map(|name| date_ymd_as_meant(&name.name.text, self.source_words.day_first))
            .collect()
    }

    /// The dates source sentences `s` write with a month's name (`March 5, 2019`).
    pub(super) fn source_word_dates(&self, s: &Range<usize>) -> Vec<[u32; 3]> {
        s.clone()
            .flat_map(|sentence| self.source_words.word_dates(self.source.sentence_text(sentence)))
            .collect()
    }

    /// The date of source sentences `s` whose digits translated `text` keeps in their order,
    /// with other separators (`02.01.2018` for "02/01/2018"), where the source's day and
    /// month could be either (both 12 or less): read in this language's order it may be
    /// another date than the source's, or the same if the source's is day first; only the
    /// editor can tell.
    pub(super) fn date_digits_kept(&self, text: &str, s: &Range<usize>) -> Option<String> {
        // (The year in the same place: an ISO date, year first, is read one way only.)
        let written = date_reading(text)?;
        let either_order = written.0[1..].iter().all(|part| (1..=12).contains(part));
        self.source
            .names_in(s)
            .iter()
            .map(|n| &n.name.text)
            .find(|date| either_order && *date != text && date_reading(date) == Some(written))
            .cloned()
    }

    /// Whether translated `text` is a time of day of source sentences `s` written with dots
    /// (`18.30`, `00.00.00` for 18:30, 00:00:00): read alone, it would be a decimal in the
    /// wrong format or a name the source lacks.
    pub(super) fn time_of_the_source(&self, text: &str, s: &Range<usize>) -> bool {
        dotted_time_parts(text).is_some_and(|time| {
            self.source.names_in(s).iter().any(|name| time_parts(&name.name.text) == Some(time))
        })
    }

    /// Whether `number` is the version that ends a name of source sentences `sentences`
    /// (`2.22` of `v2.22`, `util-linux-2.22`, `glibc2.19`): translations write a version
    /// apart from its name, after their word for "version" (`versión 2.22`, `wersji 2.22`),
    /// and as the source writes it. Dotted and without a unit only: a version, not a count.
    pub(super) fn version_of_a_source_name(
        &self,
        number: &ProseNumber,
        sentences: &Range<usize>,
    ) -> bool {
        number.unit.is_none() && self.ends_a_source_name(&number.text, sentences)
    }

    /// Whether dotted `digits` (`2.22`, `0.7.4`) end a name of source sentences `sentences`
    /// after its letters (`v0.7.4`, `util-linux-2.22`): the version of that name, which a
    /// translation writes apart, as a number or, with two dots or more, as a name of its own.
    pub(super) fn ends_a_source_name(&self, digits: &str, sentences: &Range<usize>) -> bool {
        if !digits.contains('.') {
            return false;
        }
        self.source.names_in(sentences).iter().any(|name| {
            name.name.text.strip_suffix(digits).is_some_and(|prefix| {
                prefix.chars().last().is_some_and(|c| c.is_alphabetic() || c == '-' || c == '_')
            })
        })
    }

    /// Whether the source writes `other`'s number somewhere, and nowhere as a number that may
    /// count (`4K`, `99th`, `3D`, never `4 VMs`).
    fn written_elsewhere_never_as_a_count(&self, other: &Located) -> bool {
        let mut same =
            self.source.others.iter().filter(|o| o.number.shown == other.number.shown).peekable();
        same.peek().is_some() && same.all(|o| !may_count(self.source, o))
    }

    /// Whether `number` is a share, in percent or bare, that a ratio of source sentences
    /// `sentences` gives (`70% αναγνώσεις και 30% εγγραφές`, `リード70%・ライト30%` for "8K
    /// 70/30"): a mix whose parts make a hundred, written as its two shares.
    pub(super) fn share_of_a_source_ratio(
        &self,
        number: &ProseNumber,
        sentences: &Range<usize>,
    ) -> bool {
        if number.unit.is_some_and(|unit| unit.key() != "percent") {
            return false;
        }
        self.source.names_in(sentences).iter().any(|name| {
            whole_numbers_joined(&name.name.text, &['/', ':']).is_some_and(|(first, second)| {
                first + second == 100.0 && (number.value == first || number.value == second)
            })
        })
    }

    /// Whether `number` is a share in percent (`80 प्रतिशत`, `75%`) that a fraction of source
    /// sentences `sentences` says in words ("four fifths", "three quarters"), to the digits
    /// it shows (`33 %` or `33,3 %` for "a third").
    pub(super) fn a_source_fraction_as_a_share(
        &self,
        number: &ProseNumber,
        sentences: &Range<usize>,
    ) -> bool {
        if number.unit.is_none_or(|unit| unit.key() != "percent") {
            return false;
        }
        sentences.clone().any(|sentence| {
            self.source_words
                .fractions_in(self.source.sentence_text(sentence))
                .into_iter()
                .any(|fraction| (fraction * 100.0 - number.value).abs() <= number.step / 2.0 + 1e-9)
        })
    }

    /// Whether the name `text` is a fraction in digits (`1/3`, `3/4`) that source sentences
    /// `sentences` say in words ("a third", "three quarters").
    pub(super) fn a_source_fraction_in_digits(&self, text: &str, sentences: &Range<usize>) -> bool {
        let Some((above, below)) = whole_numbers_joined(text, &['/']) else { return false };
        below > above
            && sentences.clone().any(|sentence| {
                self.source_words
                    .fractions_in(self.source.sentence_text(sentence))
                    .into_iter()
                    .any(|fraction| (fraction - above / below).abs() < 1e-9)
            })
    }

    /// Whether source sentences `sentences` write `other`'s digits glued before a word
    /// (`4.3BSD`, `2.6kernel`) that the translation writes apart in the same paragraph (`在
    /// 4.3 及以前的 BSD`, `4.3 BSD`): the name, with its parts set apart as the language
    /// puts them.
    pub(super) fn digits_of_a_source_name_apart(
        &self,
        other: &Located,
        sentences: &Range<usize>,
    ) -> bool {
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
    pub(super) fn joined_to_a_source_word(
        &self,
        number: &ProseNumber,
        sentences: &Range<usize>,
    ) -> bool {
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
}

/// The hour on the 24-hour clock of a whole hour written on the 12-hour clock, `digits`
/// followed by `after` (`10 p.m.` is 22, `12 am` is 0); none for other numbers.
fn the_24_hour(digits: &str, after: &str) -> Option<u32> {
    if digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let hour: u32 = digits.parse().ok().filter(|h| (1..=12).contains(h))?;
    Some(match twelve_hour_mark(after)? {
        TwelveHourMark::Pm if hour < 12 => hour + 12,
        TwelveHourMark::Am if hour == 12 => 0,
        _ => hour,
    })
}

/// The two whole numbers of `text` written as digits joined by one of `separators` (`70/30`,
/// `1/3`, `16:9`), or none.
fn whole_numbers_joined(text: &str, separators: &[char]) -> Option<(f64, f64)> {
    let (first, second) = text.split_once(separators)?;
    let whole = |digits: &str| -> Option<f64> {
        (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()))
            .then(|| digits.parse().ok())
            .flatten()
    };
    Some((whole(first)?, whole(second)?))
}
