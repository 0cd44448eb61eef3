//! Lists of numbers joined by commas with no space (`12,40`, `128,128,0`: a point's
//! coordinates, a colour, a command's arguments), which a translation writes with its own
//! typography: a space after each comma (`12, 40`), or its own comma (`12、40`).
//!
//! Read alone, the source's `128,128,0` is one number in a format no language writes, or
//! (`200,200`) two hundred thousand and two hundred; the translation's `128, 128, 0` three
//! numbers. Neither reading can be compared with the other, so where the translation writes
//! the source's numbers in the source's order, both are set aside before the comparison: the
//! list is the source's. A list with any number changed (`128, 182, 0`) is not the source's
//! and is compared as before, number by number.

use std::collections::BTreeSet;
use std::ops::Range;

use super::reading::Text;
use super::{Finding, FindingKind};

/// Where a text's lists are: a block and a byte range in its text.
pub type Spans = Vec<(usize, Range<usize>)>;

/// What [`SourceLists::written_apart`] finds.
#[derive(Default)]
pub struct ListsApart {
    /// The source's lists that the translation writes apart, or with one number changed.
    pub in_source: Spans,
    /// Where the translation writes them.
    pub in_translation: Spans,
    /// A list of the translation with one number changed from a source list of as many
    /// numbers (`128, 182, 0` for "128,128,0"): an error on that number.
    pub findings: Vec<Finding>,
}

/// The lists a text's blocks hold, joined by `separator`: each with its block, its byte
/// range, and its numbers as written (the key the two texts share).
fn lists_of(text: &Text, separator: Separator) -> Vec<(usize, Range<usize>, Vec<Range<usize>>)> {
    text.prose
        .blocks
        .iter()
        .enumerate()
        .flat_map(|(block, b)| {
            lists(&b.text, separator).into_iter().map(move |(at, numbers)| (block, at, numbers))
        })
        .collect()
}

/// The source's lists joined by commas, found once for all of a page's translations.
pub struct SourceLists {
    /// Block, byte range, and the numbers as written.
    joined: Vec<(usize, Range<usize>, Vec<String>)>,
}

impl SourceLists {
    pub fn of(source: &Text) -> SourceLists {
        let joined = lists_of(source, Separator::Joined)
            .into_iter()
            .map(|(block, at, numbers)| {
                let text = &source.prose.blocks[block].text;
                (block, at, numbers.into_iter().map(|n| text[n].to_string()).collect())
            })
            .collect();
        SourceLists { joined }
    }

    /// The source's lists that `translation` writes apart, and where; a translated list that
    /// is a source list with one number changed is reported. `source_name` names the source's
    /// language in messages ("English"). Empty in nearly every text.
    pub fn written_apart(
        &self,
        source: &Text,
        translation: &Text,
        source_name: &str,
    ) -> ListsApart {
        let mut lists = ListsApart::default();
        if self.joined.is_empty() {
            return lists;
        }
        let mut kept: BTreeSet<usize> = BTreeSet::new();
        for (block, at, numbers) in lists_of(translation, Separator::Apart) {
            let text = &translation.prose.blocks[block].text;
            let written: Vec<&str> = numbers.iter().map(|n| &text[n.clone()]).collect();
            if let Some(same) = self.joined.iter().position(|(_, _, k)| *k == written) {
                kept.insert(same);
                lists.in_translation.push((block, at));
                continue;
            }
            // One number changed: the list stands for that source list, and the number is
            // wrong.
            let changed = |k: &Vec<String>| {
                k.len() == written.len()
                    && k.iter().zip(&written).filter(|(a, b)| a != b).count() == 1
            };
            let mut near = self.joined.iter().enumerate().filter(|(_, (_, _, k))| changed(k));
            let (Some((index, (_, _, source_list))), None) = (near.next(), near.next()) else {
                continue;
            };
            kept.insert(index);
            lists.in_translation.push((block, at));
            let part = source_list.iter().zip(&written).position(|(a, b)| a != b).expect("one");
            let location =
                translation.prose.location(&translation.prose.blocks[block], numbers[part].start);
            lists.findings.push(
                Finding::error(
                    FindingKind::NumberUnmatched,
                    format!(
                        "`{}` stands where the list `{}` of the {source_name} text ({}) has `{}`",
                        written[part],
                        source_list.join(","),
                        source.file_name(),
                        source_list[part]
                    ),
                )
                .at(&translation.prose.file, Some(location))
                .text(written[part])
                .expected(source_list[part].clone())
                .help("a list's numbers (coordinates, a colour, a command's arguments) are the source's, in its order"),
            );
        }
        lists.in_source =
            kept.into_iter().map(|i| (self.joined[i].0, self.joined[i].1.clone())).collect();
        lists
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Separator {
    /// `,` with a digit right after it (the source's `12,40`).
    Joined,
    /// `,` with a space after it, or an ideographic or full-width comma (`12, 40`, `12、40`).
    Apart,
}

/// The lists of two or more whole numbers of `text` joined by `separator`, each with its
/// byte range and the ranges of its numbers.
fn lists(text: &str, separator: Separator) -> Vec<(Range<usize>, Vec<Range<usize>>)> {
    let bytes = text.as_bytes();
    let digits_from =
        |at: usize| at + bytes[at..].iter().take_while(|b| b.is_ascii_digit()).count();
    // After a number, where the next one starts if a separator of the kind comes first.
    let next_number = |at: usize| -> Option<usize> {
        let rest = &text[at..];
        let after = match separator {
            Separator::Joined => rest.strip_prefix(',')?,
            Separator::Apart => {
                if let Some(rest) = rest.strip_prefix(',') {
                    let spaced = rest.trim_start();
                    (spaced.len() < rest.len()).then_some(spaced)?
                } else {
                    rest.strip_prefix('、').or_else(|| rest.strip_prefix('，'))?.trim_start()
                }
            }
        };
        after.starts_with(|c: char| c.is_ascii_digit()).then(|| text.len() - after.len())
    };
    let glued_before = |at: usize| {
        text[..at].chars().next_back().is_some_and(|c| c.is_alphanumeric() || ".,_-".contains(c))
    };
    let mut found = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if !bytes[at].is_ascii_digit() || glued_before(at) {
            at += 1;
            continue;
        }
        let start = at;
        let first = start..digits_from(start);
        let mut numbers: Vec<Range<usize>> = Vec::new();
        numbers.push(first);
        while let Some(next) = next_number(numbers.last().expect("one").end) {
            numbers.push(next..digits_from(next));
        }
        let end = numbers.last().expect("one").end;
        at = end.max(start + 1);
        // A decimal or a word after the last number makes it something else (`12,40.5`,
        // `12,40th`).
        let rest = &text[end..];
        let continues = rest.starts_with(|c: char| c.is_alphanumeric())
            || (rest.starts_with(['.', ','])
                && rest[1..].starts_with(|c: char| c.is_ascii_digit()));
        if numbers.len() < 2 || continues {
            continue;
        }
        found.push((start..end, numbers));
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(text: &str, separator: Separator) -> Vec<String> {
        lists(text, separator)
            .into_iter()
            .map(|(_, numbers)| {
                numbers.into_iter().map(|n| &text[n]).collect::<Vec<&str>>().join(",")
            })
            .collect()
    }

    #[test]
    fn lists_are_found_joined_in_the_source_and_apart_in_a_translation() {
        assert_eq!(keys("go 20,20 then 128,128,0.", Separator::Joined), ["20,20", "128,128,0"]);
        assert_eq!(keys("va 20, 20 puis 128, 128, 0.", Separator::Apart), ["20,20", "128,128,0"]);
        assert_eq!(keys("座標 20、20 と 5，6", Separator::Apart), ["20,20", "5,6"]);
        // Decimals, names and numbers glued to words are not such lists.
        assert!(keys("12,40.5 and v1,2 and 3,4th", Separator::Joined).is_empty());
        assert!(keys("0,5, 1", Separator::Apart).is_empty());
        // Numbers apart are no joined list, and a joined one no list apart.
        assert!(keys("20, 20", Separator::Joined).is_empty());
        assert!(keys("20,20", Separator::Apart).is_empty());
    }
}
