//! Dates against the source's: a date the translation writes with its month named or each
//! part marked (`5. März 2019`, `2019年3月5日`) must be a date of its source sentence.
//!
//! Read number by number, such a date explains itself: its day and year are the source's
//! numbers and its month is the source's month in words, whichever day and month it gives.
//! Read whole, `5. März 2019` for "May 3, 2019" is another date.

use super::*;

impl<'a> Comparison<'a> {
    /// Each date the translated sentences `t` write in words or marked digits that is no
    /// date of source sentences `s`, where exactly one date of those is given nowhere in `t`
    /// (in words or in digits): it stands in that date's place, with that date, in the
    /// reader's long form, expected. An error where its day and month are that date's
    /// exchanged, a warning where another part differs. Where every source date is given,
    /// the translation adds one of its own (a note, a release), and nothing is said.
    pub(super) fn compare_dates(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
        findings: &mut Vec<Finding>,
    ) {
        let mut source_dates = self.source_digit_dates(s);
        source_dates.extend(self.source_word_dates(s));
        if source_dates.is_empty() {
            return;
        }
        // Read in the whole paragraph, kept where they start in `t`: a sentence may seem to
        // end inside a date (`am 5. März 2019`).
        let mut translated = Vec::new();
        let mut blocks: Vec<usize> =
            t.clone().map(|sentence| self.translation.sentences[sentence].block).collect();
        blocks.dedup();
        for block_index in blocks {
            let block = &self.translation.prose.blocks[block_index];
            let first = self.translation.first_sentence[block_index];
            let starts_in_t = |at: usize| {
                t.clone()
                    .filter(|sentence| self.translation.sentences[*sentence].block == block_index)
                    .any(|sentence| {
                        let (start, text) = block.sentence_span(sentence - first);
                        (start..start + text.len()).contains(&at)
                    })
            };
            for (span, date) in self.translation_words.dates_in(&block.text) {
                if starts_in_t(span.start) {
                    translated.push((block, span, date));
                }
            }
        }
        if translated.is_empty() {
            return;
        }
        let day_first = self.translation_words.day_first;
        let digit_dates: Vec<[u32; 3]> = self
            .translation
            .names_in(t)
            .iter()
            .filter_map(|name| date_ymd_as_meant(&name.name.text, day_first))
            .collect();
        let given = |date: &[u32; 3]| {
            digit_dates
                .iter()
                .chain(translated.iter().map(|(_, _, d)| d))
                .any(|d| same_date(d, date))
        };
        let not_given: Vec<&[u32; 3]> = source_dates.iter().filter(|d| !given(d)).collect();
        let [missing] = not_given[..] else { return };
        let source_file = self.source.file_name();
        for (block, span, date) in &translated {
            if source_dates.iter().any(|d| same_date(d, date)) {
                continue;
            }
            let [year, month, day] = *missing;
            let exchanged = same_date(date, &[year, day, month]);
            let why = if exchanged {
                "its day and month are the source date's month and day exchanged"
            } else {
                "one of its parts differs"
            };
            // In the reader's long form; a date without a year has none.
            let expected = (year > 0)
                .then(|| jiff::civil::Date::new(year as i16, month as i8, day as i8).ok())
                .flatten()
                .map(|d| self.localizer.format_date(d));
            let text = &block.text[span.clone()];
            let (from, to) = (
                self.translation.prose.location(block, span.start),
                self.translation.prose.location(block, span.end),
            );
            // What its own numbers said, an error of the date says whole; a warning is said
            // beside theirs.
            let file = self.translation.prose.file.as_path();
            if exchanged {
                findings.retain(|f| {
                    f.file.as_deref() != Some(file)
                        || !matches!((f.line, f.column), (Some(line), Some(column))
                            if (from.line, from.column) <= (line, column) && (line, column) < (to.line, to.column))
                });
            }
            // Certain where the translation reads the source's digits in the other order (as
            // machine translation reads `03/05/2019`); another part changed may be the
            // translator's own example (`1 de Janeiro de 2006` for "March, 1, 2006").
            let message = format!(
                "`{text}` is not the date of this sentence of the {} text ({source_file}): {why}",
                self.source_name
            );
            let mut finding = Finding::error(FindingKind::NumberUnmatched, message)
                .text(text.to_string())
                .help("write the date the source sentence has, in this language's form");
            if !exchanged {
                finding.severity = Severity::Warning;
            }
            finding.expected = expected;
            findings.push(finding.at(file, Some(from)));
        }
    }
}

/// Whether two dates (year, month, day) are one: the same month and day, and the same year
/// where both give one (a year of 0 is none: `February 10`).
fn same_date(a: &[u32; 3], b: &[u32; 3]) -> bool {
    a[1..] == b[1..] && (a[0] == b[0] || a[0] == 0 || b[0] == 0)
}
