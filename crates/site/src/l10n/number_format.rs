//! Numbers: data form in, CLDR-formatted text out.
//!
//! Data files write numbers the way a machine reads them (`12610.3`, `5.80`). The digits
//! written are the digits shown, so data-form numbers go to ICU as exact decimals and are
//! never rounded through `f64`. Computed values (`f64`) are rounded explicitly.

use std::cell::RefCell;
use std::fmt;
use std::sync::Arc;

use fixed_decimal::{Decimal, Sign};
use fluent_bundle::types::{FluentNumber, FluentNumberOptions, FluentNumberStyle};
use fluent_bundle::FluentValue;
use intl_memoizer::concurrent::IntlLangMemoizer;
use intl_memoizer::Memoizable;
use unic_langid::LanguageIdentifier;

use super::formatters;
use super::locale::SiteLocale;

/// A string that is not a number in data form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NumberError {
    /// Nothing to format: an empty cell is "not measured", which the caller shows as such.
    Empty,
    /// The `~` of an approximate value was left on; the data layer strips it and passes
    /// `approximate` instead.
    Approximate(String),
    NotANumber(String),
}

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NumberError::Empty => write!(f, "empty number"),
            NumberError::Approximate(input) => {
                write!(f, "`{input}`: strip the leading `~` and format it as an approximate value")
            }
            NumberError::NotANumber(input) => write!(
                f,
                "`{input}` is not a number: write digits with `.` as the decimal separator and no grouping, e.g. `12610.3`"
            ),
        }
    }
}

impl std::error::Error for NumberError {}

/// Parses a number in data form: an optional `-`, digits, and optionally `.` and digits.
/// Trailing zeros are kept (`5.80` has two fraction digits).
pub(crate) fn parse_data_form(input: &str) -> Result<Decimal, NumberError> {
    if input.is_empty() {
        return Err(NumberError::Empty);
    }
    if input.starts_with('~') {
        return Err(NumberError::Approximate(input.to_string()));
    }
    // Checked here rather than left to the parser, which also accepts forms such as `1e3`
    // and `.5` that data files must not use.
    if !crate::data::data_number::is_data_form(input) {
        return Err(NumberError::NotANumber(input.to_string()));
    }
    let mut decimal =
        Decimal::try_from_str(input).map_err(|_| NumberError::NotANumber(input.to_string()))?;
    // `007` shows as `7`; zeros after the decimal point are significant and stay.
    decimal.absolute.trim_start();
    Ok(without_negative_zero(decimal))
}

/// How many digits follow the decimal point in a data-form number (`5.80` → 2).
pub(crate) fn fraction_digits(data_form: &str) -> usize {
    data_form.split_once('.').map_or(0, |(_, fraction)| fraction.len())
}

/// `value` rounded (half to even, on its exact binary value) to `max_fraction_digits`; with
/// `exact`, padded to exactly that many. `None` for NaN and infinities.
pub(crate) fn decimal_from_f64(
    value: f64,
    max_fraction_digits: u8,
    exact: bool,
) -> Option<Decimal> {
    if !value.is_finite() {
        return None;
    }
    // `format!` with a precision rounds the exact binary value correctly and never uses an
    // exponent, which makes it a dependable bridge to a decimal.
    let text = format!("{value:.*}", usize::from(max_fraction_digits));
    let mut decimal = Decimal::try_from_str(&text).ok()?;
    if !exact {
        decimal.absolute.trim_end();
    }
    Some(without_negative_zero(decimal))
}

/// The shortest decimal that reads back as `value` (`0.1` is `0.1`, not
/// `0.1000000000000000055…`), which is what a reader expects of an unrounded number.
fn shortest_decimal(value: f64) -> Option<Decimal> {
    if !value.is_finite() {
        return None;
    }
    // `Display` for f64 prints the shortest round-tripping digits, without an exponent.
    Decimal::try_from_str(&value.to_string()).ok().map(without_negative_zero)
}

/// `-0` (from rounding `-0.04` to one digit) would print as `-0.0`.
fn without_negative_zero(mut decimal: Decimal) -> Decimal {
    if decimal.absolute.is_zero() {
        decimal.sign = Sign::None;
    }
    decimal
}

/// How `NaN` and infinities are shown: they are bugs upstream, but a page should still render.
fn non_finite(value: f64) -> String {
    match value {
        v if v.is_nan() => "NaN".to_string(),
        v if v > 0.0 => "∞".to_string(),
        _ => "\u{2212}∞".to_string(),
    }
}

pub(crate) fn format_decimal(locale: &SiteLocale, data_form: &str) -> Result<String, NumberError> {
    let decimal = parse_data_form(data_form)?;
    Ok(formatters::with(locale, |f| f.show(&decimal, true)))
}

pub(crate) fn format_f64(
    locale: &SiteLocale,
    value: f64,
    max_fraction_digits: u8,
    exact: bool,
) -> String {
    match decimal_from_f64(value, max_fraction_digits, exact) {
        Some(decimal) => formatters::with(locale, |f| f.show(&decimal, true)),
        None => non_finite(value),
    }
}

// ---------------------------------------------------------------------------------------
// Numbers inside Fluent messages.
//
// Fluent picks plural variants from the raw number, but displays numbers with its own
// `to_string`, which knows no locale (`12610.3` in French). `FluentBundle::set_formatter`
// lets us display them with ICU instead. The formatter is a plain `fn`: it learns the locale
// to display in from `DISPLAY_LOCALE`, which `Localizer` sets around every formatting call.
// That is the *reader's* locale, also when the message itself falls back to the default
// language: a German page showing an English string must still write `12.610,3`, or the
// number would read as a different one. The bundle's memoizer is only a fallback for a
// bundle used outside a `Localizer`.
// ---------------------------------------------------------------------------------------

thread_local! {
    static DISPLAY_LOCALE: RefCell<Option<Arc<SiteLocale>>> = const { RefCell::new(None) };
}

/// Runs `f` with numbers in Fluent messages displayed in `locale`.
pub(crate) fn with_display_locale<R>(locale: &Arc<SiteLocale>, f: impl FnOnce() -> R) -> R {
    /// Restores the previous locale even if `f` panics.
    struct Restore(Option<Arc<SiteLocale>>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let previous = self.0.take();
            DISPLAY_LOCALE.with(|current| *current.borrow_mut() = previous);
        }
    }
    let previous = DISPLAY_LOCALE.with(|current| current.borrow_mut().replace(Arc::clone(locale)));
    let _restore = Restore(previous);
    f()
}

/// The locale of a bundle, memoized in the bundle's `IntlLangMemoizer`.
///
/// Holds only the locale (which is `Send + Sync`): ICU formatters are not, and come from the
/// per-thread cache instead.
pub(crate) struct BundleLocale(Arc<SiteLocale>);

impl Memoizable for BundleLocale {
    type Args = ();
    type Error = ();

    fn construct(lang: LanguageIdentifier, _args: ()) -> Result<Self, ()> {
        // The bundle's identifier was made from a checked `SiteLocale`, so this reproduces it.
        let (site_locale, _) = super::locale::resolve("", &lang.to_string()).map_err(|_| ())?;
        Ok(BundleLocale(site_locale))
    }
}

/// The formatter given to every bundle with `set_formatter`. Returns `None` (Fluent's own
/// display) only for what ICU's decimal formatter does not do: percent and currency styles.
pub(crate) fn format_fluent_value(
    value: &FluentValue,
    memoizer: &IntlLangMemoizer,
) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let locale = match DISPLAY_LOCALE.with(|current| current.borrow().clone()) {
        Some(locale) => locale,
        // Clone the locale out so that the memoizer's mutex is released before formatting.
        None => memoizer.with_try_get::<BundleLocale, _, _>((), |l| Arc::clone(&l.0)).ok()?,
    };
    display_fluent_number(number, &locale)
}

/// A number argument of a message as the reader sees it in `locale`: ICU's digits, grouped
/// unless the message turned grouping off. `None` where Fluent shows the number its own way:
/// percent and currency styles, infinities and `NaN`.
pub(crate) fn display_fluent_number(number: &FluentNumber, locale: &SiteLocale) -> Option<String> {
    if number.options.style != FluentNumberStyle::Decimal {
        return None;
    }
    let decimal = decimal_from_fluent_number(number)?;
    let grouping = number.options.use_grouping;
    Some(formatters::with(locale, |f| f.show(&decimal, grouping)))
}

/// The digits a Fluent number shows: its shortest form, or rounded to
/// `maximumFractionDigits`, then padded to `minimumFractionDigits` (which is how a data-form
/// `5.80` keeps its zero) and `minimumIntegerDigits`. Significant-digit options are not
/// supported and are ignored.
fn decimal_from_fluent_number(number: &FluentNumber) -> Option<Decimal> {
    let FluentNumberOptions {
        minimum_fraction_digits,
        maximum_fraction_digits,
        minimum_integer_digits,
        ..
    } = number.options;
    let mut decimal = match maximum_fraction_digits {
        Some(max) => {
            let max = max.max(minimum_fraction_digits.unwrap_or(0)).min(usize::from(u8::MAX));
            decimal_from_f64(number.value, max as u8, false)?
        }
        None => shortest_decimal(number.value)?,
    };
    if let Some(min) = minimum_fraction_digits {
        decimal.absolute.pad_end(-(min.min(i16::MAX as usize) as i16));
    }
    if let Some(min) = minimum_integer_digits {
        decimal.absolute.pad_start(min.min(i16::MAX as usize) as i16);
    }
    Some(decimal)
}

/// A data-form number as a Fluent argument: its value for plural selection, and its fraction
/// digits so that it is displayed as written (`5.80`, plural category of `5.80`, not `5.8`).
///
/// Digits beyond what an `f64` holds (about 15 significant digits) are not preserved here;
/// [`format_decimal`] has no such limit.
pub(crate) fn fluent_number_from_data_form(data_form: &str) -> Result<FluentNumber, NumberError> {
    parse_data_form(data_form)?;
    let value: f64 =
        data_form.parse().map_err(|_| NumberError::NotANumber(data_form.to_string()))?;
    let options = FluentNumberOptions {
        minimum_fraction_digits: Some(fraction_digits(data_form)),
        ..Default::default()
    };
    Ok(FluentNumber::new(value, options))
}

/// The locale's compact forms (CLDR), short and long: each suffix that follows a number
/// (`K`, `k`, `mil`, `tys.`, `万`, `thousand`, `millions`, `tysięcy`) with the power of ten it
/// stands for. Read off ICU's compact formatters by formatting 1, 2, 5 and 21 × 10ⁿ for n from
/// 3 to 12 (so that every plural form of a long one is seen); the checker uses them to read
/// `442K`, `44万` or `270 thousand`.
pub(crate) fn compact_suffixes(locale: &SiteLocale) -> Vec<(String, f64)> {
    use icu_decimal::CompactDecimalFormatter;
    let prefs = (&locale.icu).into();
    let formatters = [
        CompactDecimalFormatter::try_new_short(prefs, Default::default()),
        CompactDecimalFormatter::try_new_long(prefs, Default::default()),
    ];
    let mut suffixes: Vec<(String, f64)> = Vec::new();
    for formatter in formatters.iter().flatten() {
        for exponent in 3..=12 {
            for multiple in [1i64, 2, 5, 21] {
                let number = multiple * 10i64.pow(exponent);
                let text = formatter.format_to_string(&Decimal::from(number));
                // `5 k`, `5K`, `5 mil`, `5万`: the digits are the multiple, the rest the suffix.
                let digits: String = text.chars().filter(char::is_ascii_digit).collect();
                let suffix = text
                    .chars()
                    .filter(|c| !c.is_ascii_digit())
                    .collect::<String>()
                    .trim_matches(|c: char| c.is_whitespace() || c == '\u{a0}' || c == '\u{202f}')
                    .to_string();
                let Ok(shown) = digits.parse::<f64>() else { continue };
                // `1 mil` may be written `mil` alone; a suffix with spaces inside is a phrase.
                if shown == 0.0
                    || !suffix.starts_with(char::is_alphabetic)
                    || suffix.contains(char::is_whitespace)
                {
                    continue;
                }
                let multiplier = number as f64 / shown;
                if !suffixes.iter().any(|(s, _)| *s == suffix) {
                    suffixes.push((suffix, multiplier.round()));
                }
            }
        }
    }
    suffixes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn locale(tag: &str) -> Arc<SiteLocale> {
        super::super::locale::resolve(tag, tag).unwrap().0
    }

    #[test]
    fn data_form_is_strict() {
        for ok in ["0", "-3", "1234", "12610.3", "5.80", "007"] {
            assert!(parse_data_form(ok).is_ok(), "{ok}");
        }
        for bad in ["1,234", "1e3", ".5", "5.", "+1", " 1", "12 610", "abc", "--1", "1.2.3"] {
            assert_eq!(
                parse_data_form(bad),
                Err(NumberError::NotANumber(bad.to_string())),
                "{bad}"
            );
        }
        assert_eq!(parse_data_form(""), Err(NumberError::Empty));
        assert_eq!(parse_data_form("~264000"), Err(NumberError::Approximate("~264000".into())));
    }

    #[test]
    fn decimals_keep_their_digits_with_cldr_separators() {
        let cases = [
            ("en", "12610.3", "12,610.3"),
            ("en", "5.80", "5.80"),
            // A negative number's sign is the minus sign U+2212, not CLDR's hyphen-minus.
            ("en", "-3", "\u{2212}3"),
            ("fr", "-1.1", "\u{2212}1,1"),
            ("pl", "-12646.3", "\u{2212}12\u{a0}646,3"),
            ("ja", "-0.5", "\u{2212}0.5"),
            ("en", "007", "7"),
            ("fr", "12610.3", "12\u{202f}610,3"),
            ("fr", "5.80", "5,80"),
            // Polish groups with a no-break space, and not below five digits.
            ("pl", "12646.3", "12\u{a0}646,3"),
            ("pl", "1234", "1234"),
            ("es", "12472.8", "12.472,8"),
            ("es", "4273", "4273"),
            ("ja", "12610.3", "12,610.3"),
        ];
        for (tag, input, expected) in cases {
            assert_eq!(format_decimal(&locale(tag), input).unwrap(), expected, "{tag} {input}");
        }
    }

    #[test]
    fn f64_is_rounded_then_trimmed_or_padded() {
        let en = locale("en");
        assert_eq!(format_f64(&en, 12610.349, 1, false), "12,610.3");
        assert_eq!(format_f64(&en, 2.5, 2, false), "2.5");
        assert_eq!(format_f64(&en, 2.5, 2, true), "2.50");
        assert_eq!(format_f64(&en, 1000.0, 2, false), "1,000");
        assert_eq!(format_f64(&en, -0.04, 1, false), "0");
        assert_eq!(format_f64(&en, f64::NAN, 1, false), "NaN");
        assert_eq!(format_f64(&locale("fr"), 0.125, 2, true), "0,12");
    }

    #[test]
    fn fluent_numbers_honour_fraction_options() {
        let number = fluent_number_from_data_form("5.80").unwrap();
        assert_eq!(decimal_from_fluent_number(&number).unwrap().to_string(), "5.80");
        let mut number = FluentNumber::new(1.23456, FluentNumberOptions::default());
        assert_eq!(decimal_from_fluent_number(&number).unwrap().to_string(), "1.23456");
        number.options.maximum_fraction_digits = Some(2);
        assert_eq!(decimal_from_fluent_number(&number).unwrap().to_string(), "1.23");
        number.options.minimum_integer_digits = Some(3);
        assert_eq!(decimal_from_fluent_number(&number).unwrap().to_string(), "001.23");
    }
}
