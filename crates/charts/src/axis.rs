//! Tick positions and their labels, computed here rather than by plotters: linear ticks need
//! their step to choose how many decimals the locale formatter shows, and plotters' log axis
//! mislabels its ticks (plotters #654), so log ticks are the 1-2-5 series, made here.

use std::ops::Range;

use plotters::coord::ranged1d::{DefaultFormatting, KeyPointHint, Ranged};

use super::text::{sanitize, TextFont};

pub type FormatNumber<'a> = &'a dyn Fn(f64, u8) -> String;

/// An axis: its domain and its labelled ticks. It is also plotters' coordinate for the axis,
/// so that plotters' gridlines and tick marks sit exactly at these ticks.
#[derive(Debug, Clone, PartialEq)]
pub struct Axis {
    pub min: f64,
    pub max: f64,
    pub log: bool,
    pub ticks: Vec<f64>,
    pub labels: Vec<String>,
}

impl Ranged for Axis {
    type FormatOption = DefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, limit: (i32, i32)) -> i32 {
        let t = if self.log {
            let (lo, hi) = (self.min.ln(), self.max.ln());
            if hi > lo && *value > 0.0 {
                (value.ln() - lo) / (hi - lo)
            } else {
                0.0
            }
        } else if self.max > self.min {
            (value - self.min) / (self.max - self.min)
        } else {
            0.0
        };
        let px = f64::from(limit.0) + t * f64::from(limit.1 - limit.0);
        px.round().clamp(-1e7, 1e7) as i32
    }

    fn key_points<Hint: KeyPointHint>(&self, hint: Hint) -> Vec<f64> {
        // Only bold gridlines: at the ticks.
        if hint.weight().allow_light_points() {
            Vec::new()
        } else {
            self.ticks.clone()
        }
    }

    fn range(&self) -> Range<f64> {
        self.min..self.max
    }
}

impl Axis {
    pub fn label_of(&self, v: f64) -> String {
        self.ticks.iter().position(|t| *t == v).map(|i| self.labels[i].clone()).unwrap_or_default()
    }

    pub fn widest_label(&self, font: TextFont) -> f64 {
        self.labels.iter().map(|l| font.width(l)).fold(0.0, f64::max)
    }
}

/// The "nice" step (1, 2, 2.5 or 5 × 10^k) nearest to `raw`, on a log scale.
pub fn nice_step(raw: f64) -> f64 {
    if !(raw.is_finite() && raw > 0.0) {
        return 1.0;
    }
    let exp = raw.log10().floor() as i32;
    let mag = pow10(exp);
    let norm = raw / mag;
    let m = [1.0, 2.0, 2.5, 5.0, 10.0]
        .into_iter()
        .min_by(|a: &f64, b: &f64| {
            (a.ln() - norm.ln()).abs().total_cmp(&(b.ln() - norm.ln()).abs())
        })
        .unwrap_or(1.0);
    m * mag
}

/// 10^k, exact for negative k as far as f64 allows (0.1, not 0.1000000000000001).
fn pow10(k: i32) -> f64 {
    if k >= 0 {
        10f64.powi(k)
    } else {
        1.0 / 10f64.powi(-k)
    }
}

/// How many decimals it takes to write `v` exactly (up to 6): 0.5 → 1, 0.25 → 2, 250000 → 0.
pub fn fraction_digits(v: f64) -> u8 {
    let v = v.abs();
    for d in 0..=6u8 {
        let scaled = v * pow10(i32::from(d));
        if (scaled - scaled.round()).abs() <= 1e-6 * scaled.max(1.0) {
            return d;
        }
    }
    6
}

fn round_to(v: f64, digits: u8) -> f64 {
    let p = pow10(i32::from(digits));
    (v * p).round() / p
}

/// Ticks from 0 every `step` up to `end`.
fn ticks_from_zero(step: f64, end: f64) -> Vec<f64> {
    let digits = fraction_digits(step);
    let n = ((end / step) + 1e-9).floor().max(0.0) as usize;
    (0..=n.min(1000)).map(|k| round_to(k as f64 * step, digits)).collect()
}

fn label_linear(ticks: &[f64], step: f64, fmt: FormatNumber) -> Vec<String> {
    let digits = fraction_digits(step);
    ticks.iter().map(|t| sanitize(&fmt(*t, digits))).collect()
}

/// How the domain's end relates to the ticks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// The domain ends at the first tick at or above the data (a closed frame).
    RoundUp,
    /// The domain ends exactly at the given maximum; ticks stop before it.
    Exact,
}

/// A linear axis from 0 covering `max`, with about `target` ticks whose labels fit in
/// `length` px when `horizontal` (labels side by side; otherwise stacked, one line each).
pub fn linear(
    max: f64,
    target: usize,
    end: End,
    length: f64,
    horizontal: bool,
    font: TextFont,
    fmt: FormatNumber,
) -> Axis {
    let max = if max.is_finite() && max > 0.0 { max } else { 1.0 };
    let mut target = target.max(1);
    loop {
        let step = nice_step(max / target as f64);
        let (domain_end, ticks) = match end {
            End::RoundUp => {
                let top =
                    round_to((max / step - 1e-9).ceil().max(1.0) * step, fraction_digits(step));
                (top, ticks_from_zero(step, top))
            }
            End::Exact => (max, ticks_from_zero(step, max)),
        };
        let spacing = length * step / domain_end;
        // Stacked labels fit by their line height alone: they are formatted (a locale's
        // number formatting, not cheap) only for the axis chosen.
        let (fits, labels) = if horizontal {
            let labels = label_linear(&ticks, step, fmt);
            let fits = labels
                .windows(2)
                .all(|w| (font.width(&w[0]) + font.width(&w[1])) / 2.0 + 10.0 <= spacing);
            (fits, Some(labels))
        } else {
            (spacing >= font.size * 1.6, None)
        };
        if fits || target == 1 {
            let labels = labels.unwrap_or_else(|| label_linear(&ticks, step, fmt));
            return Axis { min: 0.0, max: domain_end, log: false, ticks, labels };
        }
        target -= 1;
    }
}

/// A log axis covering `[lo, hi]` (both > 0), ticked at 1, 2 and 5 × 10^k, or at decades
/// when that would be more than `max_ticks`.
pub fn log(lo: f64, hi: f64, max_ticks: usize, fmt: FormatNumber) -> Axis {
    let (mut lo, mut hi) = if lo.is_finite() && hi.is_finite() && lo > 0.0 && hi >= lo {
        (lo, hi)
    } else {
        (1.0, 10.0)
    };
    if hi / lo < 1.0001 {
        lo /= 2.0;
        hi *= 2.0;
    }
    let k0 = lo.log10().floor() as i32 - 1;
    let k1 = hi.log10().ceil() as i32 + 1;
    let series = |mantissas: &[f64]| -> Vec<f64> {
        let mut v = Vec::new();
        for k in k0..=k1 {
            for m in mantissas {
                let x = if k >= 0 { m * pow10(k) } else { m / pow10(-k) };
                v.push(x);
            }
        }
        v
    };
    let choose = |candidates: Vec<f64>| -> (f64, f64, Vec<f64>) {
        let min = candidates
            .iter()
            .copied()
            .filter(|c| *c <= lo * (1.0 + 1e-9))
            .fold(candidates[0], f64::max);
        let max = candidates
            .iter()
            .copied()
            .filter(|c| *c >= hi * (1.0 - 1e-9))
            .fold(*candidates.last().unwrap_or(&hi), f64::min);
        let ticks = candidates.into_iter().filter(|c| *c >= min && *c <= max).collect();
        (min, max, ticks)
    };
    let max_ticks = max_ticks.max(2);
    let (mut min, mut max, mut ticks) = choose(series(&[1.0, 2.0, 5.0]));
    if ticks.len() > max_ticks {
        (min, max, ticks) = choose(series(&[1.0]));
        let mut stride = 1;
        while ticks.len().div_ceil(stride) > max_ticks {
            stride += 1;
        }
        ticks = ticks.into_iter().step_by(stride).collect();
    } else if ticks.len() < 3 {
        let all = series(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]);
        let (a, b, t) = choose(all);
        if t.len() <= max_ticks {
            (min, max, ticks) = (a, b, t);
        }
    }
    let labels = ticks.iter().map(|t| sanitize(&fmt(*t, fraction_digits(*t)))).collect();
    Axis { min, max, log: true, ticks, labels }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(v: f64, d: u8) -> String {
        format!("{v:.*}", usize::from(d))
    }

    #[test]
    fn nice_steps_and_digits() {
        assert_eq!(nice_step(0.37), 0.5);
        assert_eq!(nice_step(180000.0), 200000.0);
        assert_eq!(nice_step(2.3), 2.5);
        assert_eq!(nice_step(1.04), 1.0);
        assert_eq!(nice_step(0.8), 1.0);
        assert_eq!(fraction_digits(0.5), 1);
        assert_eq!(fraction_digits(0.25), 2);
        assert_eq!(fraction_digits(250000.0), 0);
        assert_eq!(fraction_digits(0.1 + 0.2), 1);
    }

    #[test]
    fn linear_ticks_start_at_zero_and_use_the_step_digits() {
        let f = TextFont::new(11.0, false);
        let a = linear(2.3, 5, End::RoundUp, 300.0, false, f, &plain);
        assert_eq!(a.ticks, vec![0.0, 0.5, 1.0, 1.5, 2.0, 2.5]);
        assert_eq!(a.max, 2.5);
        assert_eq!(a.labels[1], "0.5");
        assert_eq!(a.labels[2], "1.0");
        let b = linear(1_000_000.0, 5, End::Exact, 600.0, true, f, &plain);
        assert_eq!(b.ticks[0], 0.0);
        assert!(b.ticks.iter().all(|t| *t <= 1_000_000.0));
        assert!(b.labels.iter().all(|l| !l.contains('.')));
    }

    #[test]
    fn crowded_labels_get_a_wider_step() {
        let f = TextFont::new(11.0, false);
        let a = linear(1_234_567.0, 10, End::Exact, 200.0, true, f, &plain);
        assert!(a.ticks.len() <= 4, "{:?}", a.ticks);
    }

    #[test]
    fn log_ticks_are_one_two_five() {
        let a = log(0.08, 4.8, 10, &plain);
        assert_eq!(a.ticks, vec![0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0]);
        assert_eq!(a.labels, vec!["0.05", "0.1", "0.2", "0.5", "1", "2", "5"]);
        let b = log(0.01, 1000.0, 6, &plain);
        assert_eq!(b.ticks, vec![0.01, 0.1, 1.0, 10.0, 100.0, 1000.0]);
        let c = log(3.0, 4.0, 8, &plain);
        assert!(c.ticks.len() >= 2 && c.min <= 3.0 && c.max >= 4.0, "{c:?}");
    }
}
