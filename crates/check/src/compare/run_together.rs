//! Two numbers of a source sentence run together in its translation (`01` for "0 … 1"), the
//! text between them lost.

use super::*;

impl<'a> Comparison<'a> {
    /// A translated number or version whose digits are two numbers of its source sentence
    /// written one after the other (`01` for "0 … 1", `2.242.25` for "2.24 … 2.25"), neither
    /// given on its own: two numbers run together, the text between them lost.
    pub(super) fn glued_together(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
        findings: &mut Vec<Finding>,
    ) {
        let tokens =
            |text: &'a Text, sentences: &Range<usize>| -> Vec<(String, Location, String)> {
                let numbers = text
                    .others_in(sentences)
                    .iter()
                    .chain(text.figures_in(sentences))
                    .map(|l| (l.number.text.clone(), l.location));
                let names = text
                    .names_in(sentences)
                    .iter()
                    .filter(|n| n.name.text.starts_with(|c: char| c.is_ascii_digit()))
                    .map(|n| (n.name.text.clone(), n.location));
                numbers.chain(names).map(|(written, at)| (digits(&written), at, written)).collect()
            };
        let (source, translated) = (tokens(self.source, s), tokens(self.translation, t));
        // What the translation does not give, counted: of `(0;255;0)`, `(0;2550)` gives one
        // 0 and the 255 fewer than the source, though it writes a 0.
        let mut given: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
        for (d, _, _) in &translated {
            *given.entry(d.as_str()).or_default() += 1;
        }
        let left: Vec<&(String, Location, String)> = source
            .iter()
            .filter(|(d, _, _)| {
                if d.is_empty() {
                    return false;
                }
                match given.get_mut(d.as_str()) {
                    Some(count) if *count > 0 => {
                        *count -= 1;
                        false
                    }
                    _ => true,
                }
            })
            .collect();
        let source_digits: std::collections::HashSet<&str> =
            source.iter().map(|(d, _, _)| d.as_str()).collect();
        for (glued, at, written) in &translated {
            // A ratio, a time, a date or a tuple of the source (`1:1`, `2006/03`, `0;255`)
            // written as bare digits (`11`, `200603`): its separator lost, and with it what
            // the digits say. (Grouping and decimal marks are not such separators: `1000` for
            // "1,000" is that number.)
            // (The separator stands between digits: the `/` of a unit, `100 Gb/s`, says
            // nothing of what the digits are, and the unit's other spelling, `Gbit/s`, is the
            // same figure.)
            let lost = source.iter().find(|(d, _, w)| {
                d == glued
                    && glued.len() >= 2
                    && written.chars().all(|c| c.is_ascii_digit())
                    && separates_digits(w)
                    && !translated.iter().any(|(_, _, tw)| tw == w)
            });
            if let Some((_, source_at, source_written)) = lost {
                let finding = Finding::error(
                    FindingKind::NumberDebris,
                    format!(
                        "`{written}` is `{source_written}` of this sentence of the {} text ({}:{}) without its separator, which says what the digits are",
                        self.source_name,
                        self.source.file_name(),
                        source_at.line
                    ),
                )
                .text(written.clone())
                .expected(source_written.clone())
                .help("a machine translation probably dropped the separator; write it as the source does");
                self.say_instead(findings, *at, finding, Replace::Everything);
                continue;
            }
            // A range, a time or a ratio (`80-85`, `12:01`, `70/30`) joins its numbers on purpose;
            // a whole number written with a zero fraction (`2.0`, `360,0` for "2", "360") is
            // that number, not it and a 0.
            let whole = written.trim_end_matches('0').strip_suffix(['.', ',']);
            if glued.len() < 2
                || source_digits.contains(glued.as_str())
                || written.contains(['-', ':', '/'])
                || whole.is_some_and(|whole| source_digits.contains(digits(whole).as_str()))
            {
                continue;
            }
            let pair = left.iter().enumerate().find_map(|(i, a)| {
                left.iter().enumerate().find_map(|(j, b)| {
                    (i != j && format!("{}{}", a.0, b.0) == *glued).then_some((*a, *b))
                })
            });
            let Some((first, second)) = pair else { continue };
            let finding = Finding::error(
                FindingKind::NumberDebris,
                format!(
                    "`{written}` is `{}` and `{}` of this sentence of the {} text ({}:{}) run together, the text between them lost",
                    first.2,
                    second.2,
                    self.source_name,
                    self.source.file_name(),
                    first.1.line
                ),
            )
            .text(written.clone())
            .help("a machine translation probably merged two numbers; write the sentence again from the source");
            // More exact than what was said of the token as a number of its own.
            self.say_instead(findings, *at, finding, Replace::Everything);
        }
    }
}
