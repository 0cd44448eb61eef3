//! Names against the source's: a name is never translated, so each of the translation's must
//! be the source text's; the digits of a name changed, a name of the source text standing in a
//! paragraph whose own name it is not, names joined to translated words.

use super::*;

impl<'a> Comparison<'a> {
    /// Names are never translated: each of the translation's must be in the source text.
    pub(super) fn compare_names(
        &self,
        beads: &[(Range<usize>, Range<usize>)],
        paragraphs: &[(Range<usize>, Range<usize>)],
        findings: &mut Vec<Finding>,
    ) {
        for name in &self.translation.names {
            let key = &name.key;
            if key.is_empty() {
                continue;
            }
            // A name of the source text, but not of its own source paragraph, where that
            // paragraph has a name of the same letters and other digits that the translation
            // does not write (`arg5` where the paragraph has arg2): its digits were changed.
            // (Paragraphs, not sentences: translations split and merge sentences.)
            if let Some(finding) = self.digits_changed_in_name(name, paragraphs) {
                findings.push(finding);
                continue;
            }
            if let Some(finding) = self.argument_in_the_sources_format(name) {
                findings.push(finding);
                continue;
            }
            if self.source.name_keys.contains(key) {
                continue;
            }
            // Translated words were left out of the key (`Ubuntu-16.04.3-komputer`): what is
            // left is part of a source word.
            if *key != crate::prose_numbers::compact_key(&name.name.text)
                && self.source.name_keys.iter().any(|k| k.contains(key.as_str()))
            {
                continue;
            }
            let all = (0..self.source.sentences.len(), 0..self.translation.sentences.len());
            let (s, t) = beads.iter().find(|(_, t)| t.contains(&name.sentence)).unwrap_or(&all);
            // A version of digits and dots alone (`versión 0.7.4` for "since v0.7.4") is the
            // version of the source's name, written apart after the language's word.
            let a_version = name.name.text.chars().all(|c| c.is_ascii_digit() || c == '.');
            if self.joined_to_translated_words(&name.name.text)
                || self.translated_identifier(name, s)
                || self.range_of_source_names(&name.name.text)
                || a_version && self.ends_a_source_name(&name.name.text, s)
            {
                continue;
            }
            let message = format!(
                "`{}` is not in the {} text ({}): names and model numbers are not translated",
                name.name.text,
                self.source_name,
                self.source.file_name()
            );
            // Certain only where it displaces a name: one of its source sentence's that the
            // translation of that sentence does not write. Otherwise the translation adds it
            // (`readdir(3)` for "readdir()", a standard it cites): unexplained, not wrong.
            // A date in the translation's digits (`15.03.2023`, `2023-03-15`) of the date its
            // source sentence writes in words and digits ("March 15, 2023").
            if self.time_of_the_source(&name.name.text, s)
                || self.of_a_source_compound(name, s)
                || self.a_source_fraction_in_digits(&name.name.text, s)
            {
                continue;
            }
            // A date of the source sentence, or its digits: said once, at the name.
            let (text, source_file) = (&name.name.text, self.source.file_name());
            let date_finding = if let Some(date) = self.date_digits_kept(text, s) {
                Some(Finding::warning(
                    FindingKind::NumberUnmatched,
                    format!(
                        "`{text}` keeps the digits of `{date}` of the {} text ({source_file}) in their order: read as this language reads dates, it is another date, unless the source's is written day first",
                        self.source_name
                    ),
                )
                .help("write the source's date in this language's order of day and month"))
            } else {
                match self.date_against_the_source(text, s) {
                    // Every part the source sentence's (3), or its year and one more part (2).
                    Some(parts @ (2 | 3)) => {
                        match (self.date_with_day_and_month_exchanged(text, s), parts) {
                            // In its order, or in an order its language could mean.
                            (None, 3) => continue,
                            // Its day and month exchanged (`03/05/2019` for "March 5, 2019",
                            // read day first): the same digits in this language's order are
                            // the source's date.
                            (Some(exchanged), _) => Some(Finding::error(
                                FindingKind::NumberUnmatched,
                                format!(
                                    "`{text}` is not the date of this sentence of the {} text ({source_file}): read the way {} writes dates, its day and month are exchanged",
                                    self.source_name,
                                    self.localizer.locale()
                                ),
                            )
                            .expected(exchanged)
                            .help("write the day and the month in this language's order")),
                            // Another day than the source's (`16.03.2023` for "March 15, 2023").
                            (None, _) => Some(Finding::error(
                                FindingKind::NumberUnmatched,
                                format!(
                                    "`{text}` is not the date of this sentence of the {} text ({source_file}): one of its parts differs",
                                    self.source_name
                                ),
                            )
                            .help("write the date the source sentence has, in this language's form")),
                        }
                    }
                    _ => None,
                }
            };
            if let Some(finding) = date_finding {
                findings.push(
                    finding
                        .at(&self.translation.prose.file, Some(name.location))
                        .text(text.clone()),
                );
                continue;
            }
            // Digits and separators alone that no convention reads (`78,95,72`, `1.23.4`)
            // holding the very digits of a number of the source sentence (789,572): that
            // number with its groups misplaced.
            if let Some(finding) = self.misgrouped_source_number(text, s) {
                findings.push(
                    finding
                        .at(&self.translation.prose.file, Some(name.location))
                        .text(text.clone()),
                );
                continue;
            }
            let displaced = self.names_not_given(s, t);
            let finding = match displaced.as_slice() {
                [] => Finding::warning(
                    FindingKind::NameUnmatched,
                    format!("{message}; no name of its source sentence is missing here"),
                )
                .help("if it renders a name of the source, write it as the source does"),
                names => {
                    let written: Vec<String> = names.iter().map(|n| n.name.text.clone()).collect();
                    Finding::error(FindingKind::NameUnmatched, message)
                        .expected(written.join(", "))
                        .help("a machine translation probably changed digits of this name; write it as the source does")
                }
            };
            findings.push(
                finding
                    .at(&self.translation.prose.file, Some(name.location))
                    .text(name.name.text.clone()),
            );
        }
    }

    /// `text`, a date in digits, with its first two parts exchanged (`05/03/2019` of
    /// `03/05/2019`), where so, and not as written, it is a date of source sentences `s` read
    /// in this language's order of day and month (a date in words, `March 5, 2019`, or in
    /// digits the source's order reads one way only).
    fn date_with_day_and_month_exchanged(&self, text: &str, s: &Range<usize>) -> Option<String> {
        let digit_runs: Vec<(usize, usize)> = text
            .char_indices()
            .filter(|(at, c)| {
                c.is_ascii_digit() && !text[..*at].ends_with(|p: char| p.is_ascii_digit())
            })
            .map(|(start, _)| {
                let length = text[start..].chars().take_while(char::is_ascii_digit).count();
                (start, start + length)
            })
            .collect();
        let [(a_start, a_end), (b_start, b_end), _] = digit_runs[..] else { return None };
        let exchanged = format!(
            "{}{}{}{}{}",
            &text[..a_start],
            &text[b_start..b_end],
            &text[a_end..b_start],
            &text[a_start..a_end],
            &text[b_end..]
        );
        let mut source_dates = self.source_digit_dates(s);
        source_dates.extend(self.source_word_dates(s));
        let day_first = self.translation_words.day_first;
        let as_written = date_ymd(text, day_first);
        let ymd = date_ymd(&exchanged, day_first)?;
        (as_written.is_none_or(|date| !source_dates.contains(&date)) && source_dates.contains(&ymd))
            .then_some(exchanged)
    }

    /// `text`, digits with `.` or `,` between them and nothing else, in groups that no
    /// convention makes (neither by threes nor the Indian way), where a number of the source
    /// sentences `s` of 1,000 or more has the same digits: that number, grouped wrong
    /// (`78,95,72` for 789,572). An error with the source's number in the reader's format.
    fn misgrouped_source_number(&self, text: &str, s: &Range<usize>) -> Option<Finding> {
        // One separator, between groups that neither grouping makes: by threes
        // (`4.294.967.295` is German's), or the Indian way (`7,89,572`).
        let separator = match (text.contains('.'), text.contains(',')) {
            (true, false) => '.',
            (false, true) => ',',
            _ => return None,
        };
        if !text.chars().all(|c| c.is_ascii_digit() || c == separator) {
            return None;
        }
        let groups: Vec<usize> = text.split(separator).map(str::len).collect();
        let last = groups.len() - 1;
        let by_threes = (1..=3).contains(&groups[0]) && groups[1..].iter().all(|g| *g == 3);
        let indian = (1..=2).contains(&groups[0])
            && groups[last] == 3
            && groups[1..last].iter().all(|g| *g == 2);
        if by_threes || indian {
            return None;
        }
        let own = crate::prose_numbers::digits(text);
        let source = self
            .source
            .figures
            .iter()
            .chain(&self.source.others)
            .filter(|n| s.contains(&n.sentence) && n.number.value >= 1000.0)
            .find(|n| crate::prose_numbers::digits(&n.number.text) == own)?;
        Some(
            Finding::error(
                FindingKind::NumberFormat,
                format!(
                    "`{text}` has the digits of `{}` of the {} text ({}:{}), grouped as no language writes them",
                    source.number.text,
                    self.source_name,
                    self.source.file_name(),
                    source.location.line
                ),
            )
            .expected(as_the_reader_writes(&source.number, self.localizer))
            .help("group the digits as this language does (or use `{{ value(...) }}`, which formats for each language)"),
        )
    }

    /// A name of the source text standing in a paragraph (of `paragraphs`, pairs of source
    /// and translation sentences) whose source has a name of the same letters and other digits
    /// that the translation does not write: `arg5` where the paragraph has `arg2`.
    pub(super) fn digits_changed_in_name(
        &self,
        name: &crate::reading::LocatedName,
        paragraphs: &[(Range<usize>, Range<usize>)],
    ) -> Option<Finding> {
        let (s, t) = paragraphs.iter().find(|(_, t)| t.contains(&name.sentence))?;
        if self.source.names_in(s).iter().any(|n| n.key == name.key) {
            return None;
        }
        let own = name_letters(&name.name.text);
        let replaced = if own.is_empty() {
            // Digits alone say nothing of which name they replaced (`2.6.23`, a date), but
            // for a section's or a version's number of three parts or more (`14.5.3.2`) where
            // the paragraph's source has one such number, of as many parts, that the
            // translation does not write (`14.5.3.1`): its digits were changed.
            let dots = |text: &str| {
                let separators: String = text.chars().filter(|c| !c.is_ascii_digit()).collect();
                (separators.len() >= 2 && separators.chars().all(|c| c == '.'))
                    .then_some(separators.len())
            };
            let parts = dots(&name.name.text)?;
            let mut same_shape = self
                .names_not_given(s, t)
                .into_iter()
                .filter(|n| dots(&n.name.text) == Some(parts) && n.key != name.key);
            match (same_shape.next(), same_shape.next()) {
                (Some(only), None) => only,
                _ => return None,
            }
        } else {
            self.names_not_given(s, t)
                .into_iter()
                .find(|n| name_letters(&n.name.text) == own && n.key != name.key)?
        };
        Some(
            Finding::error(
                FindingKind::NameUnmatched,
                format!(
                    "`{}` stands where this paragraph of the {} text ({}:{}) has `{}`: names and model numbers are not translated",
                    name.name.text,
                    self.source_name,
                    self.source.file_name(),
                    replaced.location.line,
                    replaced.name.text
                ),
            )
            .at(&self.translation.prose.file, Some(name.location))
            .text(name.name.text.clone())
            .expected(replaced.name.text.clone())
            .help("a machine translation probably changed or swapped the digits of this name; write it as the source sentence does"),
        )
    }

    /// The digits of the names of source sentences `s` joined by a hyphen (`00-59` of "the
    /// range 00-59", `base-2`) that translation sentences `t` write neither as the name nor as
    /// a number (`entre 00 et 69`, `Basis 8`): numbers in digits that a translated number may
    /// stand in the place of.
    pub(super) fn name_digits_not_given(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
    ) -> Vec<NotGiven> {
        let translated: Vec<f64> =
            self.translation.numbers_in(t).iter().map(|l| l.number.shown).collect();
        let mut displaced = Vec::new();
        // Only a word or a number joined to a number by a hyphen: the parts a translation
        // writes apart in its own words (`Basis 2`, `entre 00 et 59`); the digits of other
        // names (`0x10`, `1/2`, `MAGIC2`) are not numbers a translation writes alone.
        let joined = |text: &str| {
            text.split_once('-').is_some_and(|(first, second)| {
                !first.is_empty()
                    && (first.chars().all(char::is_alphabetic)
                        || first.chars().all(|c| c.is_ascii_digit()))
                    && !second.is_empty()
                    && second.chars().all(|c| c.is_ascii_digit())
            })
        };
        for name in self.names_not_given(s, t).into_iter().filter(|n| joined(&n.name.text)) {
            for part in name.name.text.split(|c: char| !c.is_ascii_digit()) {
                let Ok(value) = part.parse::<f64>() else { continue };
                if !translated.contains(&value) {
                    displaced.push(NotGiven {
                        text: part.to_string(),
                        values: [value, value],
                        expected: part.to_string(),
                        line: name.location.line,
                        measured_and_not_shown: false,
                        counts: false,
                        dimension: None,
                    });
                }
            }
        }
        displaced
    }

    /// The names of source sentences `s` that translation sentences `t` do not write, as a
    /// name or apart (`RAID 5` for RAID5).
    pub(super) fn names_not_given(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
    ) -> Vec<&crate::reading::LocatedName> {
        // Each source name takes one name (or word) of the translation: `exim5` beside
        // `exim4` does not give the source's second exim4.
        let mut written: Vec<String> =
            self.translation.names_in(t).iter().map(|n| n.key.clone()).collect();
        let mut apart: Vec<String> = Vec::new();
        for sentence in t.clone() {
            let words: Vec<String> = self
                .translation
                .sentence_text(sentence)
                .split_whitespace()
                .map(crate::prose_numbers::compact_key)
                .collect();
            // Written apart (`RAID 5` for RAID5): two words that make the key.
            apart.extend(words.windows(2).map(|pair| pair.concat()));
        }
        // A time of day written with dots (`18.30`, `00.00.00`) gives the source's `18:30`.
        let dotted_times: Vec<[u32; 3]> = self
            .translation
            .figures_in(t)
            .iter()
            .chain(self.translation.others_in(t))
            .map(|n| n.number.text.as_str())
            .chain(self.translation.names_in(t).iter().map(|n| n.name.text.as_str()))
            .filter_map(dotted_time_parts)
            .collect();
        let mut missing = Vec::new();
        for name in self.source.names_in(s).iter().filter(|n| !n.key.is_empty()) {
            if let Some(at) = written.iter().position(|w| *w == name.key) {
                written.swap_remove(at);
            } else if let Some(at) = apart.iter().position(|w| *w == name.key) {
                apart.swap_remove(at);
            } else if time_parts(&name.name.text).is_some_and(|time| dotted_times.contains(&time)) {
                continue;
            } else {
                missing.push(name);
            }
        }
        missing
    }

    /// A name joined by hyphens to translated words, as German, Polish and Portuguese join
    /// every name to its noun (`F2-Taste`, `IPv4-Adresse`, `POSIX.2-Werte`,
    /// `Standard-x86-Maschinen`), by slashes, as a compound unit with a translated word is
    /// (`Watios/m2` for "Watts/m2/s"), or by a colon, as Finnish and Swedish join a case ending
    /// (`RAID1:n`): each part with digits is a name of the source text.
    pub(super) fn joined_to_translated_words(&self, text: &str) -> bool {
        let parts: Vec<&str> = text.split(NAME_JOINERS).filter(|p| !p.is_empty()).collect();
        let with_digits: Vec<String> = parts
            .iter()
            .filter(|p| p.chars().any(|c| c.is_ascii_digit()))
            .map(|p| crate::prose_numbers::compact_key(p))
            .collect();
        // A part of digits alone is no name (`UTF-2` is not UTF and a 2 of the source)...
        if with_digits.iter().any(|key| !key.chars().any(char::is_alphabetic)) {
            return self.name_written_apart_joined(&parts);
        }
        parts.len() > with_digits.len()
            && !with_digits.is_empty()
            && with_digits.iter().all(|key| {
                self.source.name_keys.contains(key)
                    || self.source.name_keys.iter().any(|k| k.contains(key.as_str()))
            })
            || self.name_written_apart_joined(&parts)
    }

    /// ...unless the parts around it make a name the source writes apart: a run of the
    /// compound's parts that holds every digit is a name of the source (`RAID-1-Verbund` of
    /// "RAID 1", `Linux-2.6-Kernel`, `x86-64-Rechner`, `ISO-9660-Abbild`), and every other part
    /// is a word of the translation, letters only.
    pub(super) fn name_written_apart_joined(&self, parts: &[&str]) -> bool {
        let digits_at: Vec<usize> =
            (0..parts.len()).filter(|&i| parts[i].chars().any(|c| c.is_ascii_digit())).collect();
        let (Some(&first), Some(&last)) = (digits_at.first(), digits_at.last()) else {
            return false;
        };
        let word = |part: &str| part.chars().all(char::is_alphabetic);
        (0..=first).any(|start| {
            (last + 1..=parts.len()).any(|end| {
                (end - start) < parts.len()
                    && parts[..start].iter().chain(&parts[end..]).all(|p| word(p))
                    && self
                        .source
                        .name_keys
                        .contains(&crate::prose_numbers::compact_key(&parts[start..end].concat()))
            })
        })
    }

    /// An identifier whose letters were translated and whose digits were kept (`z1` for
    /// `s1`, `plik1` for `file1`, `PLIK2` for `FILE2`): a name of the source text that the
    /// translation never writes has the same digits in the same places. A changed digit
    /// (`SN631` for SN630) makes another shape.
    /// Whether a number is an end of a range of digits that source sentences `s` join with a
    /// dash and read as one name (`00-59`), written by the translation with words (`entre 00
    /// et 59`).
    pub(super) fn end_of_a_source_range(&self, other: &Located, s: &Range<usize>) -> bool {
        self.source.names_in(s).iter().any(|name| {
            let ends: Vec<&str> = name.name.text.split(['-', '–']).collect();
            ends.len() == 2
                && ends.iter().all(|end| !end.is_empty() && end.chars().all(|c| c.is_ascii_digit()))
                && ends.contains(&other.number.text.as_str())
        })
    }

    /// Whether a name is a range of source names joined by a dash (`VT1-VT6` for "VT1 to
    /// VT6"): each end a name of the source, with letters and digits.
    pub(super) fn range_of_source_names(&self, text: &str) -> bool {
        let ends: Vec<&str> = text.split(['-', '–']).collect();
        ends.len() == 2
            && ends.iter().all(|end| {
                end.chars().any(char::is_alphabetic)
                    && end.chars().any(|c| c.is_ascii_digit())
                    && self.source.name_keys.contains(&crate::prose_numbers::compact_key(end))
            })
    }

    /// Whether a name is the start of a name of its source sentences `s` that goes on with a
    /// common noun, which the translation translated and set apart (`MD5` of md5sums, in
    /// `sommes MD5`; `SHA256` of sha256sum), or with the English plural's `s`. The noun is a
    /// word: three lowercase letters or more with a vowel; `xd` of the R740xd is no word, and
    /// the R740 is another server.
    pub(super) fn of_a_source_compound(
        &self,
        name: &crate::reading::LocatedName,
        s: &Range<usize>,
    ) -> bool {
        let own = name.name.text.to_lowercase();
        if !own.chars().any(|c| c.is_ascii_digit()) {
            return false;
        }
        self.source.names_in(s).iter().any(|source| {
            let whole = source.name.text.to_lowercase();
            whole.strip_prefix(own.as_str()).is_some_and(|noun| {
                // Or its English plural, which languages without one drop (`md5sum 値`).
                noun == "s"
                    || noun.len() >= 3
                        && noun.chars().all(|c| c.is_ascii_lowercase())
                        && noun.chars().any(|c| "aeiouy".contains(c))
            })
        })
    }

    /// Whether a translated name is a name of the source text whose letters were translated
    /// (`Typ1` for "type1"): see [`Self::identifier_with_translated_letters`]. Joined by
    /// hyphens to the translation's own words, as German joins a name to its noun
    /// (`Typ1-Methode` for "the type1 method"), each part with letters and digits is one, of
    /// a name its source sentences `s` write: a compound's digits changed are another name.
    pub(super) fn translated_identifier(
        &self,
        name: &crate::reading::LocatedName,
        s: &Range<usize>,
    ) -> bool {
        let text = name.name.text.as_str();
        let parts: Vec<&str> = text.split('-').filter(|p| !p.is_empty()).collect();
        let (named, words): (Vec<&str>, Vec<&str>) =
            parts.iter().partition(|p| p.chars().any(|c| c.is_ascii_digit()));
        self.identifier_with_translated_letters(text, self.source.names.iter())
            || !named.is_empty()
                && !words.is_empty()
                && words.iter().all(|w| w.chars().all(char::is_alphabetic))
                && named.iter().all(|p| {
                    p.chars().any(char::is_alphabetic)
                        && self
                            .identifier_with_translated_letters(p, self.source.names_in(s).iter())
                })
    }

    /// Whether `text` has the shape of one of `names` of the source text (`type1`) that the
    /// translation does not write, in letters no name of the source has (`Typ1`).
    fn identifier_with_translated_letters<'n>(
        &self,
        text: &str,
        mut names: impl Iterator<Item = &'n crate::reading::LocatedName>,
    ) -> bool {
        let (shape, own_letters) = (identifier_shape(text), name_letters(text));
        // Letters the source's names have are not translated ones: `ext5` is ext4 damaged.
        !self.source.names.iter().any(|source| name_letters(&source.name.text) == own_letters)
            && names.any(|source| {
                identifier_shape(&source.name.text) == shape
                    && !self.translation.name_keys.contains(&source.key)
            })
    }
}
