//! Which part of a translation renders which part of its source.
//!
//! Translations merge and split paragraphs and sentences, drop a heading, add a sentence.
//! Comparing them part by part therefore starts by aligning them on their content, as
//! translation tools align bilingual texts: a dynamic programme over both sequences, where
//! each step pairs a few units of one with a few of the other (one to one, two to one, one
//! to none…) and scores how well they correspond. The caller says how well two groups
//! correspond (by the figures and names they share, and their relative lengths).

use std::ops::Range;

/// A group of source units and the group of translation units that renders it. Either may
/// be empty: a part left out, or a part added.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bead {
    pub source: Range<usize>,
    pub translation: Range<usize>,
}

impl Bead {
    pub fn is_pair(&self) -> bool {
        !self.source.is_empty() && !self.translation.is_empty()
    }
}

/// The most units one bead may merge: a list of a dozen items a translation wrote as one
/// paragraph.
const MOST_MERGED: usize = 12;
/// The least distance from the diagonal a path may stray (see [`align`]).
const BAND_LEAST: usize = 8;
/// What leaving out or adding a unit costs, before the correspondence of the rest counts.
const GAP_COST: f64 = 0.35;
/// What each unit merged beyond the first costs: one to one is the norm, merging common.
const MERGE_COST: f64 = 0.15;
/// What pairing two units with two costs: only worth it where one to one fits badly.
const TWO_BY_TWO_COST: f64 = 0.5;

/// How alike in length merged units must be to be compared at all (1 is equal); lengths that
/// differ more rule a merge out before its contents are compared.
const MERGE_LENGTH_LIKENESS: f64 = 0.5;

/// Aligns units of the source with units of the translation, given their lengths (in
/// characters). `correspondence(source, translation, length_likeness)` scores a pair of
/// non-empty groups from 0 (nothing in common) to 1 (clearly the same), or minus infinity
/// for a pairing that is never right, told how alike their shares of their texts are (1: equal).
pub fn align(
    source: &[usize],
    translation: &[usize],
    correspondence: impl Fn(Range<usize>, Range<usize>, f64) -> f64,
) -> Vec<Bead> {
    let (n, m) = (source.len(), translation.len());
    let shares = |lengths: &[usize]| -> Vec<f64> {
        let total = lengths.iter().sum::<usize>().max(1) as f64;
        let mut before = vec![0.0];
        for length in lengths {
            before.push(before.last().copied().unwrap_or(0.0) + *length as f64 / total);
        }
        before
    };
    let (source_before, translation_before) = (shares(source), shares(translation));
    let likeness = |s: &Range<usize>, t: &Range<usize>| {
        length_likeness(
            source_before[s.end] - source_before[s.start],
            translation_before[t.end] - translation_before[t.start],
        )
    };
    let width = m + 1;
    let mut best = vec![f64::NEG_INFINITY; (n + 1) * width];
    let mut from: Vec<(usize, usize)> = vec![(0, 0); (n + 1) * width];
    best[0] = 0.0;
    // A gain of minus infinity is a pairing the caller rules out.
    let mut step =
        |i: usize, j: usize, k: usize, l: usize, gain: f64, cost: f64, best: &mut Vec<f64>| {
            if gain == f64::NEG_INFINITY {
                return;
            }
            let score = best[i * width + j] + gain - cost;
            let to = (i + k) * width + j + l;
            if score > best[to] {
                best[to] = score;
                from[to] = (i, j);
            }
        };
    // Only cells near the diagonal: a translation keeps its source's order, so the i-th unit
    // of one is never far from the (i × m / n)-th of the other.
    let band = BAND_LEAST.max(n.max(m) / 3) + n.abs_diff(m);
    for i in 0..=n {
        let diagonal = (i * m).checked_div(n).unwrap_or(0);
        for j in diagonal.saturating_sub(band)..=(diagonal + band).min(m) {
            if best[i * width + j] == f64::NEG_INFINITY {
                continue;
            }
            // Leaving out a unit, or adding one.
            if i < n {
                step(i, j, 1, 0, 0.0, GAP_COST, &mut best);
            }
            if j < m {
                step(i, j, 0, 1, 0.0, GAP_COST, &mut best);
            }
            if i == n || j == m {
                continue;
            }
            let (one_s, one_t) = (i..i + 1, j..j + 1);
            let like = likeness(&one_s, &one_t);
            step(i, j, 1, 1, correspondence(one_s, one_t, like), 0.0, &mut best);
            // Two by two: a translation that ends its sentences at other places.
            if i + 2 <= n && j + 2 <= m {
                let (s, t) = (i..i + 2, j..j + 2);
                let like = likeness(&s, &t);
                if like >= MERGE_LENGTH_LIKENESS {
                    step(i, j, 2, 2, correspondence(s, t, like), TWO_BY_TWO_COST, &mut best);
                }
            }
            // Merges: several units of one side for one of the other, while their lengths can
            // still add up to it.
            for (several_source, limit) in [(true, n - i), (false, m - j)] {
                for k in 2..=MOST_MERGED.min(limit) {
                    let (s, t) =
                        if several_source { (i..i + k, j..j + 1) } else { (i..i + 1, j..j + k) };
                    let (merged, single) = if several_source {
                        (
                            source_before[s.end] - source_before[s.start],
                            translation_before[t.end] - translation_before[t.start],
                        )
                    } else {
                        (
                            translation_before[t.end] - translation_before[t.start],
                            source_before[s.end] - source_before[s.start],
                        )
                    };
                    let like = length_likeness(merged, single);
                    if like >= MERGE_LENGTH_LIKENESS {
                        let (a, b) = if several_source { (k, 1) } else { (1, k) };
                        step(
                            i,
                            j,
                            a,
                            b,
                            correspondence(s, t, like),
                            MERGE_COST * (k - 1) as f64,
                            &mut best,
                        );
                    } else if merged > single {
                        break;
                    }
                }
            }
        }
    }
    let mut beads = Vec::new();
    let (mut i, mut j) = (n, m);
    while i > 0 || j > 0 {
        let (pi, pj) = from[i * width + j];
        beads.push(Bead { source: pi..i, translation: pj..j });
        (i, j) = (pi, pj);
    }
    beads.reverse();
    beads
}

/// How alike two shares of their texts are (each a fraction of its whole text): 1 when equal.
pub fn length_likeness(source_share: f64, translation_share: f64) -> f64 {
    let larger = source_share.max(translation_share);
    if larger <= 0.0 {
        return 1.0;
    }
    1.0 - (source_share - translation_share).abs() / larger
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Units are numbers; a group corresponds to another when their sums are equal.
    fn by_sum(source: &[u32], translation: &[u32]) -> Vec<(Range<usize>, Range<usize>)> {
        let (source_lengths, translation_lengths) =
            (vec![1; source.len()], vec![1; translation.len()]);
        align(&source_lengths, &translation_lengths, |s, t, _| {
            let (a, b): (u32, u32) = (source[s].iter().sum(), translation[t].iter().sum());
            if a == b {
                1.0
            } else {
                0.0
            }
        })
        .into_iter()
        .map(|b| (b.source, b.translation))
        .collect()
    }

    #[test]
    fn one_to_one_merges_splits_and_gaps() {
        assert_eq!(by_sum(&[1, 2, 3], &[1, 2, 3]), [(0..1, 0..1), (1..2, 1..2), (2..3, 2..3)]);
        // The translation merges 2 and 3, and splits 7 into 3 + 4.
        assert_eq!(
            by_sum(&[1, 2, 3, 7], &[1, 5, 3, 4]),
            [(0..1, 0..1), (1..3, 1..2), (3..4, 2..4)]
        );
        // A paragraph left out, and one added.
        assert_eq!(
            by_sum(&[1, 9, 3], &[1, 3, 8]),
            [(0..1, 0..1), (1..2, 1..1), (2..3, 1..2), (3..3, 2..3)]
        );
    }
}
