//! Compact short notation (`442K`, `442 k`, `44万`).
//!
//! ICU4X 2.4 has `CompactDecimalFormatter`, but only behind the `unstable` Cargo feature of
//! `icu`, which this crate does not enable (and which may break in any minor release). Until
//! it is, this module applies CLDR's short compact patterns itself, with the same rounding
//! as ICU: two significant digits when the scaled number has one integer digit (`1.2K`),
//! whole numbers otherwise (`442K`). The patterns below are CLDR 48's `decimalFormats-
//! numberSystem-latn/short` for the locales listed, checked against ICU4X's formatter.
//! Locales without an entry get the full number, grouped: correct, only not compact.
//!
//! To switch to ICU: enable `icu/unstable`, build an
//! `icu::decimal::CompactDecimalFormatter::try_new_short` next to the other formatters and
//! call its `format` from `numbers::format_compact`; this module then goes away.

use fixed_decimal::Decimal;
use icu::decimal::DecimalFormatter;

/// One short compact pattern: numbers of at least 10^`magnitude` are divided by
/// 10^`exponent` and followed by `suffix` (none of the supported locales uses a prefix).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct CompactStep {
    magnitude: i16,
    exponent: i16,
    suffix: &'static str,
}

const fn step(magnitude: i16, exponent: i16, suffix: &'static str) -> CompactStep {
    CompactStep { magnitude, exponent, suffix }
}

/// Thousands, millions, billions, trillions, each divided by its own power of ten.
const fn western(thousand: &'static str, million: &'static str, billion: &'static str, trillion: &'static str) -> [CompactStep; 4] {
    [step(3, 3, thousand), step(6, 6, million), step(9, 9, billion), step(12, 12, trillion)]
}

/// Ten-thousands, hundred-millions, trillions (East Asian myriads).
const fn myriads(man: &'static str, oku: &'static str, cho: &'static str) -> [CompactStep; 3] {
    [step(4, 4, man), step(8, 8, oku), step(12, 12, cho)]
}

const EN: [CompactStep; 4] = western("K", "M", "B", "T");
const EN_GB: [CompactStep; 4] = western("k", "m", "bn", "tn");
const FR: [CompactStep; 4] = western("\u{a0}k", "\u{a0}M", "\u{a0}Md", "\u{a0}Bn");
const PL: [CompactStep; 4] = western("\u{a0}tys.", "\u{a0}mln", "\u{a0}mld", "\u{a0}bln");
const IT: [CompactStep; 4] = western("K", "\u{a0}Mln", "\u{a0}Mld", "\u{a0}Bln");
const NL: [CompactStep; 4] = western("K", "\u{a0}mln.", "\u{a0}mld.", "\u{a0}bln.");
const PT: [CompactStep; 4] = western("\u{a0}mil", "\u{a0}mi", "\u{a0}bi", "\u{a0}tri");
/// German does not abbreviate thousands.
const DE: [CompactStep; 3] = [step(6, 6, "\u{a0}Mio."), step(9, 9, "\u{a0}Mrd."), step(12, 12, "\u{a0}Bio.")];
/// Spanish counts thousands of millions (`1000 M`, `10 mil M`) before the billion (`1 B`).
/// (ICU 2.4 shows 999 500 000 as `1 mil M` but 1 000 000 000 as `1000 M`; we say `1000 M`
/// for both.)
const ES: [CompactStep; 5] = [
    step(3, 3, "\u{a0}mil"),
    step(6, 6, "\u{a0}M"),
    step(9, 6, "\u{a0}M"),
    step(10, 9, "\u{a0}mil\u{a0}M"),
    step(12, 12, "\u{a0}B"),
];
const JA: [CompactStep; 4] = [step(4, 4, "万"), step(8, 8, "億"), step(12, 12, "兆"), step(16, 16, "京")];
const ZH: [CompactStep; 3] = myriads("万", "亿", "万亿");
const KO: [CompactStep; 4] = [step(3, 3, "천"), step(4, 4, "만"), step(8, 8, "억"), step(12, 12, "조")];

/// The patterns of a locale, by its likely-subtags form: `fr` and `fr-FR` share patterns,
/// `fr-CA` (`1 G`) does not and is not listed.
pub(crate) fn steps_for(maximized_locale: &str) -> &'static [CompactStep] {
    match maximized_locale {
        "en-Latn-US" => &EN,
        "en-Latn-GB" => &EN_GB,
        "fr-Latn-FR" => &FR,
        "pl-Latn-PL" => &PL,
        "es-Latn-ES" => &ES,
        "ja-Jpan-JP" => &JA,
        "de-Latn-DE" => &DE,
        "it-Latn-IT" => &IT,
        "nl-Latn-NL" => &NL,
        "pt-Latn-BR" => &PT,
        "zh-Hans-CN" => &ZH,
        "ko-Kore-KR" => &KO,
        _ => &[],
    }
}

/// `value` in compact notation, its significand formatted by `formatter`.
pub(crate) fn format(formatter: &DecimalFormatter, steps: &[CompactStep], value: Decimal) -> String {
    let (significand, suffix) = scale(steps, value);
    let mut text = formatter.format_to_string(&significand);
    text.push_str(suffix);
    text
}

/// The rounded significand and the suffix that goes with it.
fn scale(steps: &[CompactStep], value: Decimal) -> (Decimal, &'static str) {
    let magnitude = value.absolute.nonzero_magnitude_start();
    let (rounded, exponent, suffix) = round_for(steps, magnitude, value);
    // Rounding can carry into the next power of ten (999 999 → 1 000 000), which may call for
    // the next pattern (`1M`, not `1000K`): round again with the pattern of the new magnitude.
    let new_magnitude = rounded.absolute.nonzero_magnitude_start();
    let (rounded, exponent, suffix) = if new_magnitude > magnitude {
        round_for(steps, new_magnitude, rounded)
    } else {
        (rounded, exponent, suffix)
    };
    let mut significand = rounded;
    significand.absolute.multiply_pow10(-exponent);
    significand.absolute.trim_end();
    (significand, suffix)
}

/// Rounds `value` (of the given magnitude) as its pattern wants; returns it with the
/// pattern's exponent and suffix.
fn round_for(steps: &[CompactStep], magnitude: i16, mut value: Decimal) -> (Decimal, i16, &'static str) {
    let (exponent, suffix) = steps
        .iter()
        .rev()
        .find(|s| s.magnitude <= magnitude)
        .map_or((0, ""), |s| (s.exponent, s.suffix));
    // Two or more integer digits once scaled: whole numbers; one digit: two significant digits.
    let position = if magnitude > exponent { exponent } else { magnitude - 1 };
    value.round(position);
    (value, exponent, suffix)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compact(steps: &[CompactStep], value: i64) -> String {
        let (significand, suffix) = scale(steps, Decimal::from(value));
        format!("{significand}{suffix}")
    }

    #[test]
    fn scales_and_rounds_like_cldr() {
        assert_eq!(compact(&EN, 999), "999");
        assert_eq!(compact(&EN, 1234), "1.2K");
        assert_eq!(compact(&EN, 442_089), "442K");
        assert_eq!(compact(&EN, 999_999), "1M");
        assert_eq!(compact(&EN, -35_357_670), "-35M");
        assert_eq!(compact(&ES, 1_234_567_890), "1235\u{a0}M");
        assert_eq!(compact(&ES, 12_345_678_901), "12\u{a0}mil\u{a0}M");
        assert_eq!(compact(&JA, 1234), "1234");
        assert_eq!(compact(&JA, 442_089), "44万");
        assert_eq!(compact(&JA, 9_999), "9999");
        assert_eq!(compact(&JA, 99_999_999), "1億");
        assert_eq!(compact(&[], 1_234_567), "1234567");
    }
}
