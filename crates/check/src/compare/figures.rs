//! The figures of a sentence and its translation (numbers with a unit, and numbers the reader
//! reads as quantities), lined up in order: a translated figure that agrees, in the reader's
//! format or not; one that stands in another's place; one left over, moved or unmatched.

use super::*;

impl<'a> Comparison<'a> {
    /// The figures of source sentences `s` and translation sentences `t` (a pair of sentence
    /// groups within `paragraph`, the source sentences of their paragraphs).
    pub(super) fn compare_figures(
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
    pub(super) fn unit_given_to_another(
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
    pub(super) fn in_block_size_place(&self, figure: &Located, size: &Located) -> Finding {
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

    /// A warning: `figure` gives the amount of `source` in another currency.
    fn amount_in_another_currency(&self, figure: &Located, source: &Located) -> Finding {
        let code = |n: &Located| n.number.unit.and_then(|u| u.currency()).unwrap_or_default();
        Finding::warning(
            FindingKind::NumberCurrency,
            format!(
                "`{}` is the amount of the {} text's `{}` ({}:{}) in {} where it has {}: an example moved into the reader's currency, or a price that needs converting",
                figure.number.text,
                self.source_name,
                source.number.text,
                self.source.file_name(),
                source.location.line,
                code(figure),
                code(source),
            ),
        )
        .at(&self.translation.prose.file, Some(figure.location))
        .text(figure.number.text.clone())
        .help("an example may take the reader's currency; a price, a cost or a measured figure is converted, or kept in the source's currency")
    }

    /// A translated figure that agrees with the source figure in its place: wrong only in its
    /// format, or where the data says otherwise.
    pub(super) fn agreed(&self, figure: &Located, source: &Located, findings: &mut Vec<Finding>) {
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
        // The source's amount in another currency: an example moved into the reader's
        // currency, or a price left unconverted, which only the editor can tell apart.
        if in_another_currency_either_way(&figure.number, &source.number) {
            findings.push(self.amount_in_another_currency(figure, source));
        }
        // As the reader reads it: `€100,000` is 100 in Italian.
        let own_reading_agrees = figure.number.kind != NumberKind::ForeignFormat
            && (same_figure(&figure.number, &source.number)
                || same_amount_in_another_currency(&figure.number, &source.number));
        // In a formula the translation localized, nothing is copied as the source writes it.
        let translated_function = figure.number.kind == NumberKind::ForeignFormat
            && self.in_a_translated_function(
                &self.translation.prose.blocks[figure.block].text,
                figure.number.start..figure.number.end,
            );
        // Copied as the source writes it, where and as identifiers stand: a version or a
        // section number. Not where the source says right after it what it measures (`1.93
        // times`) and the translator writes the paragraph's other decimals in the reader's
        // format (`31,2 ms … 1.93 katı`): a quantity left in the source's format. (Digits with
        // a letter joined, `102/10.2k`, are a program's output, which keeps its format.)
        let an_identifier = identifier_copied(figure, source)
            && self.may_be_an_identifier(figure, source)
            && self.stands_as_identifier(figure)
            && !(figure.number.text.chars().all(|c| c.is_ascii_digit() || c == '.')
                && self.a_quantity_left_in_the_sources_format(figure, source));
        let copied = self.kept_verbatim(figure)
            || an_identifier
            || self.copied_with_its_words(figure).is_some()
            || self.typed_as_the_source(figure);
        if !own_reading_agrees
            && (translated_function || !copied)
            && !self.own_reading_elsewhere_in_the_source(figure, source)
        {
            let mut finding = self.format_finding(figure, Some(source));
            if !translated_function && self.copied_without_a_measure(figure, source) {
                finding.severity = Severity::Warning;
                finding.message.push_str(COPIED_WITHOUT_A_MEASURE);
            } else if grouped_with_dots(figure, source) {
                finding.severity = Severity::Warning;
                finding.message.push_str(GROUPED_WITH_DOTS);
                // Its own value and currency, in the reader's format.
                finding.expected = figure
                    .number
                    .read_alternatively()
                    .map(|dotted| localized(&dotted, self.localizer));
            }
            findings.push(finding);
            return;
        }
        self.contradicts_the_data(figure, None, findings);
    }

    /// Translated figures with no counterpart, and the source figures left over at the same
    /// point: each translated one stands in the place of the left-over figure of its
    /// dimension, if there is one.
    pub(super) fn close_gap(
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
        // First a left-over figure of the same dimension, then one of the same digits with
        // another unit (the unit changed), then one without a unit, then an
        // amount in another currency, then any, for a figure the source has elsewhere (moved
        // here from another place, `250K IOPS` where `3,118.2 TPS` belongs). A figure the
        // source has nowhere whose unit measures something else (`7 mm`, added, for a
        // left-over `5.8 W`) takes no place of it: it renders another phrase, and the
        // left-over figure's value is no suggestion for it.
        // (Looked up once per figure, when the last pass first asks: it asks for every
        // left-over figure.)
        let known: Vec<std::cell::OnceCell<bool>> = vec![Default::default(); translated.len()];
        let elsewhere = |index: usize| {
            *known[index]
                .get_or_init(|| self.source_figure_agreeing(&translated[index].number).is_some())
        };
        type Fits<'f> = &'f dyn Fn(usize, &Located, &Located) -> bool;
        let passes: [Fits; 5] = [
            &|_, t, s| t.number.dimension() == s.number.dimension(),
            // The source's digits with a unit of another dimension (`7 V` for "7 W"): the
            // unit changed.
            &|_, t, s| {
                t.number.unit.is_some()
                    && s.number.unit.is_some()
                    && t.number.unit != s.number.unit
                    && t.number.shown == s.number.shown
            },
            &|_, t, s| t.number.dimension().is_none() || s.number.dimension().is_none(),
            &|_, t, s| measure_alike(t.number.dimension(), s.number.dimension()),
            &|index, _, _| elsewhere(index),
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
                if let Some(place) = left
                    .iter()
                    .position(|s| s.is_some_and(|s| fits(index, figure, s) && may_displace(s)))
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
    pub(super) fn unpaired(
        &self,
        figure: &Located,
        displaced: Option<&Located>,
        (s, t, paragraph): Place,
        rendered_as: &[Option<Range<usize>>],
        findings: &mut Vec<Finding>,
    ) {
        let number = &figure.number;
        let elsewhere = self.source_figure_agreeing(number);
        let in_data = self.in_data(number);
        let source_file = self.source.file_name();
        let source_name = &self.source_name;
        if let Some(displaced) = displaced {
            // The translation gives what the data holds where its source does not (the source's
            // figure is reported against the data on its own).
            if in_data && !self.data.own.iter().any(|d| matches_data(&displaced.number, d)) {
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
            || self.share_of_a_source_ratio(number, s)
            || self.a_source_fraction_as_a_share(number, s)
            || number.unit.is_none() && self.time_of_the_source(&number.text, s)
        {
            return;
        }
        if number.kind == NumberKind::ForeignFormat {
            if self.typed_as_the_source(figure) {
                return;
            }
            // The source's number typed as the source types it, in this place (`2.5 ιντσών`
            // for "2.5-inch", where the unit is a translated word), or with its digits and
            // value in a third convention (`2,5` in Arabic for "2.5-inch"): its value is the
            // source's, whatever the units read as.
            let typed_here = || {
                self.source.numbers_in(s).into_iter().find(|o| {
                    o.number.text == number.text
                        || o.number.shown == number.shown
                            && digits(&o.number.text) == digits(&number.text)
                })
            };
            let mut finding = self.format_finding(figure, elsewhere.or_else(typed_here));
            // A version the source writes after a version word (`Version 6.2`), kept as it is
            // after this language's own word (`versione 6.2`): no decimal to suggest (`6,2`).
            let kept_verbatim = self.kept_verbatim(figure);
            if kept_verbatim {
                finding.expected = None;
                if let Some(changed) = self.a_version_changed(figure, s, t) {
                    findings.push(changed);
                    return;
                }
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
            // The source's version copied as it is, after a word (`ESXi versie 6.5` for
            // "ESXi 6.5"): the source's, in the form every language writes versions in,
            // whatever else of the sentence the translation leaves out.
            if !number.text.contains(',')
                && self.the_sources_version_after_its_name(figure)
                && self.identifier_placed(figure, s)
            {
                return;
            }
            // Without a unit, digits this language reads no other way (`4.1`, `2.19`) are
            // likelier a section or a version than a figure: unexplained, not wrong.
            // (Dotted digits only: versions and sections are dotted in every language, so
            // `3,1` in Japanese is no identifier.) Nor is a quantity left in the source's
            // format (`… 16,14 ms'lik ortalamanın 1.93 katı`), as where it agrees in place.
            if number.unit.is_none()
                && !number.text.contains(',')
                && !elsewhere.is_some_and(|source| {
                    self.a_quantity_left_in_the_sources_format(figure, source)
                })
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
        // (A count is no measurement: `8 台` stands where "one" was.) Nor does a figure the
        // source has nowhere take the place of one whose unit measures something else (`7 mm`
        // where `5.8 W` is missing): it renders another phrase, and that figure is no
        // suggestion for it.
        if number.unit.is_some() && !number.counts_things() {
            not_given.retain(|n| !n.written_as_a_word());
            if elsewhere.is_none() {
                not_given.retain(|n| measure_alike(n.dimension, number.dimension()));
            }
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
        if elsewhere.is_none() {
            if let Some(finding) = self.the_datas_figure_misread(figure) {
                findings.push(finding);
                return;
            }
        }
        match elsewhere {
            // In another sentence of the source, whose translation does not give it, and
            // nothing of the source is missing where it stands, so it displaces nothing. A
            // measurement (a figure with its unit) moved to another sentence of its paragraph
            // is an error: the paragraph's sentences are lined up with the source's, and the
            // sentence it belongs to lacks it (`… mit 3,5 ms. Seine Latenz bleibt niedrig.`
            // for "… Its latency stays at 3.5 ms."). Anything else is said, as what may be a
            // repetition or a moved clause, not as an error.
            Some(other) if !self.given_where(other, rendered_as) && !is_threshold(number) => {
                let in_paragraph = paragraph.contains(&other.sentence);
                let place = if in_paragraph { "sentence" } else { "paragraph" };
                let finding = if in_paragraph && number.unit.is_some() {
                    Finding::error(
                        FindingKind::NumberMoved,
                        format!("`{}` belongs to another sentence of the {source_name} text ({source_file}:{}), whose translation does not give it", number.text, other.location.line),
                    )
                    .help("the figure was probably moved in translation; write it in the sentence that the source writes it in")
                } else {
                    Finding::warning(
                        FindingKind::NumberMoved,
                        format!("`{}` belongs to another {place} of the {source_name} text ({source_file}:{}); nothing of the source is missing here", number.text, other.location.line),
                    )
                    .help("figures were probably swapped in translation; compare this paragraph with the source")
                };
                findings.push(
                    finding
                        .at(&self.translation.prose.file, Some(figure.location))
                        .text(number.text.clone()),
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
                // The data's figure the sentence speaks of, written otherwise (`424 089 IOPS`
                // where the data measured 442,089): a figure the translation adds is read
                // against the data as the source's are.
                None if self.contradicts_the_data(figure, Some(s), findings) => {}
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

    /// A version of the source (`6.0`, which it writes after a name elsewhere) where its
    /// sentence `s` has another after a version word that the translation (sentences `t`) does
    /// not give (`Η έκδοση 6.0` for "Version 6.2"): the version changed, not its format.
    fn a_version_changed(
        &self,
        figure: &Located,
        s: &Range<usize>,
        t: &Range<usize>,
    ) -> Option<Finding> {
        let not_given = self.not_given(s, t);
        let [only] = not_given.as_slice() else { return None };
        let a_version =
            |n: &&Located| n.number.text == only.text && after_a_version_word(self.source, n);
        if only.dimension.is_some()
            || !only.text.contains('.')
            || only.text.contains(',')
            || !self.source.numbers_in(s).iter().any(a_version)
        {
            return None;
        }
        Some(
            Finding::error(
                FindingKind::NumberUnmatched,
                format!(
                    "`{}` stands where the {} text has `{}` ({}:{}), which the translation does not give",
                    figure.number.text,
                    self.source_name,
                    only.text,
                    self.source.file_name(),
                    only.line
                ),
            )
            .at(&self.translation.prose.file, Some(figure.location))
            .text(figure.number.text.clone())
            .expected(only.text.clone())
            .help("a version was probably changed in translation; write the version the source has here"),
        )
    }

    /// Whether `figure` contradicts the data its sentence speaks of; if so, the finding is
    /// added to `findings`. For a figure only the translation writes, `rendered` are the source
    /// sentences its sentence renders: their words name the data's values in the source's
    /// language (`koko testin korkeimman … huipun, 424 089 IOPS` renders "the highest peak of
    /// the test", which names `peak-iops` as its English label does).
    fn contradicts_the_data(
        &self,
        figure: &Located,
        rendered: Option<&Range<usize>>,
        findings: &mut Vec<Finding>,
    ) -> bool {
        // Only a measurement can contradict a result, and only where the page has data: no
        // source sentence's words to read otherwise (most pages of a corpus have none).
        if self.data.own.is_empty() || figure.number.dimension().is_none() {
            return false;
        }
        let source = rendered.filter(|s| !s.is_empty()).map(|s| {
            let sentences: Vec<&str> = s.clone().map(|i| self.source.sentence_text(i)).collect();
            let block = self.source.sentences[s.start].block;
            crate::reading::Context::of_sentences(
                &sentences.join(" "),
                &self.source.prose.blocks[block].text,
            )
        });
        let before = findings.len();
        crate::data_values::contradicts(
            figure,
            self.translation.figures_in(&(figure.sentence..figure.sentence + 1)),
            self.translation.prose,
            &self.data,
            self.localizer,
            source.as_ref().map(|context| (context, self.source_localizer)),
            findings,
        );
        findings.len() > before
    }

    /// A source number as an `expected`: in the reader's format, or, where the translation
    /// keeps such numbers as versions (`versions_kept`: `fio 3.34` in Portuguese, see
    /// [`kept_as_a_version`]), a unitless decimal as the source writes it (`3.33`, not `3,33`).
    pub(super) fn suggestion(&self, source: &ProseNumber, versions_kept: bool) -> String {
        if versions_kept && source.unit.is_none() && source.step < 1.0 {
            source.text.clone()
        } else {
            localized(source, self.localizer)
        }
    }

    /// Whether the translation writes a number as `text` anywhere (a whole number, not part
    /// of another: `3.33` is not written by `13.33`).
    pub(super) fn writes(&self, text: &str) -> bool {
        let t = self.translation;
        t.figures.iter().chain(&t.others).any(|n| n.number.text == text)
            || t.names.iter().any(|n| n.name.text == text)
    }

    /// Whether a translated `1 TB` or `1 ms` renders the source's "a terabyte" or "one
    /// millisecond" in `sentences`: the article or "one" and the unit's name in words, which
    /// the source language's strings give (`.words` of `unit-tb` in the theme's English).
    pub(super) fn one_unit_in_words(&self, number: &ProseNumber, sentences: &Range<usize>) -> bool {
        let Some(name) = number.unit.and_then(|unit| self.source_words.unit_name(unit.key()))
        else {
            return false;
        };
        number.value == 1.0
            && ["a", "an", "one", "single"]
                .iter()
                .any(|article| self.source_sentences_say(sentences, &format!("{article} {name}")))
    }

    /// Whether the data holds a figure (read either way).
    pub(super) fn in_data(&self, number: &ProseNumber) -> bool {
        self.data_holds(number)
            || number.read_alternatively().is_some_and(|alt| self.data_holds(&alt))
    }

    /// Whether the data holds a figure as it is read. A figure of one significant digit
    /// rounds to too much to be matched by rounding alone: `1 GB/s` is not `10 Gb/s`.
    fn data_holds(&self, number: &ProseNumber) -> bool {
        self.data.own.iter().any(|d| {
            matches_data(number, d)
                && (significant_digits(number) >= 2 || d.relative_distance(number) < 0.05)
        })
    }

    /// The reading of a number (its own first, then the other convention's) that the data
    /// holds, if any: `563054` of `563.054 IOPS` in Swedish.
    fn reading_in_data(&self, number: &ProseNumber) -> Option<ProseNumber> {
        std::iter::once(number.clone())
            .chain(number.read_alternatively())
            .find(|reading| self.data_holds(reading))
    }

    /// A measurement the data holds only as another convention reads it (`563,054 IOPS` in
    /// Swedish, which its reader reads as 563.054, for the data's 563054): the data's figure,
    /// written so that the reader misreads it. An error, with the data's figure in the
    /// reader's format.
    fn the_datas_figure_misread(&self, figure: &Located) -> Option<Finding> {
        let number = &figure.number;
        if number.unit.is_none() || self.data_holds(number) {
            return None;
        }
        let data_reading = number.read_alternatively().filter(|alt| self.data_holds(alt))?;
        // Its `expected` is the reading the data holds ([`Self::format_finding`]).
        let mut finding = self.format_finding(figure, None);
        finding.message.push_str(&format!(
            ": its reader reads {}, and the data holds {}",
            number.value, data_reading.value
        ));
        Some(finding)
    }

    /// Whether the translation gives source figure `figure` in the sentences that render its sentence.
    pub(super) fn given_where(
        &self,
        figure: &Located,
        rendered_as: &[Option<Range<usize>>],
    ) -> bool {
        let Some(Some(there)) = rendered_as.get(figure.sentence) else { return false };
        self.translation
            .figures
            .iter()
            .any(|f| there.contains(&f.sentence) && self.agrees(&f.number, &figure.number))
    }

    /// Whether a translated figure shows a source figure (see [`agrees`]), with no more digits
    /// than the source unless the data holds them: `359 335 IOPS` does not show `359K IOPS`
    /// when the data has 358,787.
    pub(super) fn agrees(&self, translated: &ProseNumber, source: &ProseNumber) -> bool {
        // The compact figure's step is in its value's terms, the other's in its unit's: the
        // same digits show the same quantity, no finer.
        if compact_as_a_prefixed_unit(translated, source)
            || in_another_currency_either_way(translated, source)
        {
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
        !finer || self.data.own.iter().any(|d| quantity_matches_data(reading, d))
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
    pub(super) fn own_reading_elsewhere_in_the_source(
        &self,
        figure: &Located,
        source: &Located,
    ) -> bool {
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

    pub(super) fn format_finding(&self, figure: &Located, source: Option<&Located>) -> Finding {
        let number = &figure.number;
        // The source's figure in the reader's format, or the data's, in the reading the data
        // holds (`563 054 IOPS` for `563.054 IOPS` in Swedish); a number neither holds gets no
        // suggestion (its digits may be wrong too).
        let expected = source
            .map(|s| localized(&s.number, self.localizer))
            .or_else(|| self.reading_in_data(number).map(|r| localized(&r, self.localizer)));
        let mut finding = Finding::error(FindingKind::NumberFormat, format!("`{}` is not written the way {} writes numbers", number.text, self.localizer.locale()))
            .at(&self.translation.prose.file, Some(figure.location))
            .text(number.text.clone())
            .help("use this language's decimal and grouping separators (or `{{ value(...) }}`, which formats for each language)");
        finding.expected = expected;
        // Grouped by threes where the reader groups the Indian way: read the same, written
        // otherwise than CLDR writes it.
        if self.translation_style.grouped_by_threes_instead(&number.text) {
            finding.severity = Severity::Warning;
            finding.message.push_str(&format!(
                ": its digits are grouped by threes, which reads the same, where {} groups them the Indian way",
                self.localizer.locale()
            ));
        }
        finding
    }

    /// The numbers the source writes with the same digits as `figure`, a number without a
    /// unit, as versions (`VSAN 6.2`, `ESXi 6.5`): after a version's word or a name.
    fn source_versions_like<'f>(
        &'f self,
        figure: &'f Located,
    ) -> impl Iterator<Item = &'a Located> + 'f {
        let unitless = figure.number.unit.is_none();
        self.source.others.iter().filter(move |o| {
            unitless && o.number.text == figure.number.text && after_a_version_word(self.source, o)
        })
    }

    /// Whether `figure` is a version of the source after its own name, a word of the
    /// translation set between them (`ESXi versie 6.5`, `ESXi, versão 6.5` for "ESXi 6.5"):
    /// the name that the source writes right before the same digits stands among the three
    /// words before it. (Not the same digits after another name: a version swapped.)
    fn the_sources_version_after_its_name(&self, figure: &Located) -> bool {
        let block = &self.translation.prose.blocks[figure.block].text;
        let near: Vec<&str> = block[..figure.number.start]
            .rsplit(|c: char| !(c.is_alphanumeric() || c == '-' || c == '.'))
            .filter(|w| !w.is_empty())
            .take(3)
            .collect();
        self.source_versions_like(figure).any(|o| {
            let text = &self.source.prose.blocks[o.block].text;
            crate::prose_numbers::word_before(text, o.number.start)
                .is_some_and(|name| near.contains(&name))
        })
    }

    /// A version or name kept as the source writes it (`fio 3.33` in French): the same
    /// digits after the same word in the source text.
    pub(super) fn kept_verbatim(&self, figure: &Located) -> bool {
        if figure.number.unit.is_some() {
            return false;
        }
        // The source writes the same digits as a version elsewhere (`VSAN 6.2`).
        if self.source_versions_like(figure).next().is_some() {
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
            && self.source.prose.written().contains(&format!("{word} {}", figure.number.text))
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
    pub(super) fn typed_as_the_source(&self, figure: &Located) -> bool {
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
    pub(super) fn copied_with_its_words(&self, figure: &Located) -> Option<String> {
        let block = &self.translation.prose.blocks[figure.block].text;
        let number = &figure.number.text;
        let before: Vec<char> = block[..figure.number.start].chars().collect();
        let after: Vec<char> = block[figure.number.end..].chars().collect();
        let source = self.source.prose.written();
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

    /// Whether a figure in another language's format is certainly no error: the translation copies
    /// its source figure character for character (`1.1, 2.1`, `Linux 2.6`), neither has a unit, and
    /// nothing makes it a quantity: not a table's cell in either text (a spec's column), no value
    /// of the data, not a value the translation also writes its own way, not in a paragraph that
    /// writes the reader's decimal mark ([`Self::decimals_written_its_own_way_beside`]). A copy the
    /// reader's format reads as another number (`1,500` in Polish) is no such figure: it is read in
    /// its own format, not as the foreign one. Such a copy is what a human translator does with
    /// identifiers they do not translate, and what a machine translation does with every figure;
    /// the second is told apart by the measurements around it, which stay errors. Unexplained, it
    /// is a warning: an error is for a figure that certainly contradicts its source (issue 34).
    pub(super) fn copied_without_a_measure(&self, figure: &Located, source: &Located) -> bool {
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
            && !self.decimals_written_its_own_way_beside(figure)
    }

    /// Whether a number copied in the source's format may be a version, a section number or a
    /// value typed as it is: shaped as a version ([`shaped_as_an_identifier`]), in a source
    /// paragraph that names versions, or set after an `=` (`Offset = 0.980`, `MJD=0.0`,
    /// `ieff = 1/300 = 0.0033333`: a setting or a formula's result, which readers type and
    /// programs print as the source writes it; the independent review of the held-out half
    /// labelled such copies false alarms).
    fn may_be_an_identifier(&self, figure: &Located, source: &Located) -> bool {
        let before = &self.translation.prose.blocks[figure.block].text[..figure.number.start];
        let unsigned = before.strip_suffix(['-', '\u{2212}']).unwrap_or(before);
        let set = unsigned.trim_end_matches(SPACES).ends_with('=');
        set || shaped_as_an_identifier(&figure.number)
            || crate::prose_numbers::names_versions(&self.source.prose.blocks[source.block].text)
    }

    /// Whether the paragraph of a translated number writes another number with decimals in the
    /// reader's own format (`Morphing = 0 ; 0,3 ; 0.6 ; 1`, `(30;0,2;0.1;1)`): a translator who
    /// writes the language's decimal mark beside a copy of the source's has left a quantity in
    /// the source's format, not typed an identifier.
    fn decimals_written_its_own_way_beside(&self, figure: &Located) -> bool {
        let decimal = self.translation_style.decimal;
        self.translation.figures.iter().chain(&self.translation.others).any(|other| {
            other.block == figure.block
                && other.number.kind != NumberKind::ForeignFormat
                && other.number.step < 1.0
                && other.number.text.contains(decimal)
        })
    }

    /// Whether `figure`, copied from `source` in the source's format, is a quantity left so: the
    /// source says right after it what it measures (`1.93 times`) and the translator writes
    /// the paragraph's other decimals in the reader's format (`31,2 ms … 1.93 katı`).
    fn a_quantity_left_in_the_sources_format(&self, figure: &Located, source: &Located) -> bool {
        self.source_says_what_it_measures(source)
            && self.decimals_written_its_own_way_beside(figure)
    }

    /// The source figure that `number` agrees with, anywhere in the source text.
    fn source_figure_agreeing(&self, number: &ProseNumber) -> Option<&'a Located> {
        self.source.figures.iter().find(|s| self.agrees(number, &s.number))
    }

    /// Whether the words after a source number say what it measures (`2.5 hours`, `3.5"`).
    pub(super) fn source_says_what_it_measures(&self, source: &Located) -> bool {
        let text = &self.source.prose.blocks[source.block].text;
        names_what_it_counts(&text[source.number.end..], self.source_words)
            || inches(text, source.number.start..source.number.end)
    }

    /// Whether a translated number without a counterpart may be an identifier (a section,
    /// a version): it stands as one, and no measurement of its source sentences `s`
    /// (`2.5 hours`, `2.5-inch`) has its value.
    pub(super) fn identifier_placed(&self, figure: &Located, s: &Range<usize>) -> bool {
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
    pub(super) fn stands_as_identifier(&self, figure: &Located) -> bool {
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
    pub(super) fn where_identifiers_stand(&self, figure: &Located) -> bool {
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
    pub(super) fn quotes_a_source_literal(&self, text: &str, number: Range<usize>) -> bool {
        let Some(quoted) = quotation_around(text, number) else { return false };
        self.source.prose.blocks.iter().any(|block| block.text.contains(quoted))
    }

    /// Whether the translation also writes this number's value in its own format (`8,5 W`
    /// beside a copied `8.5`): a text that writes one value two ways is wrong in one of them,
    /// and the copy is a figure, not a version.
    pub(super) fn written_both_ways(&self, figure: &Located) -> bool {
        let value = figure.number.value;
        self.translation.figures.iter().chain(&self.translation.others).any(|other| {
            other.number.kind != NumberKind::ForeignFormat
                && other.number.text != figure.number.text
                && other.number.step < 1.0
                && (other.number.shown == value || other.number.value == value)
        })
            // Digits the source writes as a version (`VSAN 6.2`) are that version in a copy,
            // whatever the text writes for another sentence's bare number (`της 6,2`). (Asked
            // last: most copies are written one way only.)
            && self.source_versions_like(figure).next().is_none()
    }
}

/// Whether a number copied in the source's format is shaped as a version or a section number
/// may be: not below one (`0.75`), no part after a dot longer than three digits (`2.718282`),
/// and not negative where the reading takes the sign. What is shaped otherwise is a quantity
/// left in the source's format, wherever it stands, unless the source's paragraph names
/// versions (`from 0.9 to 0.10`, `format version … 0.939000`: versions of dpkg's formats and
/// packages) or the source writes it after a version word elsewhere
/// ([`after_a_version_word`]). (A minus sign read apart from the digits, `-4.99`, was tried as
/// no version too: two more false alarms held out for two damages found in fresh/.)
fn shaped_as_an_identifier(number: &ProseNumber) -> bool {
    let text = number.text.as_str();
    number.value >= 0.0
        && identifier_shaped(text)
        && !(text.starts_with("0.") && text.matches('.').count() == 1)
}

/// Whether figures of dimensions `a` and `b` may stand for each other: the same dimension,
/// either without a unit, or two amounts of money (an example moved into the reader's
/// currency is written where the source's amount was).
fn measure_alike(a: Option<Dimension>, b: Option<Dimension>) -> bool {
    match (a, b) {
        (Some(Dimension::Currency(_)), Some(Dimension::Currency(_))) => true,
        (Some(a), Some(b)) => a == b,
        _ => true,
    }
}
