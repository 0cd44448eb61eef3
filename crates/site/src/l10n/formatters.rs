//! The ICU formatters of a locale, built once per thread.
//!
//! Why per thread: without the `icu/sync` Cargo feature, ICU4X data payloads hold an `Rc`,
//! so formatters are neither `Send` nor `Sync` and cannot live in the shared [`super::L10n`].
//! Building them from compiled data takes microseconds, so each rayon worker builds the set
//! for a locale the first time it formats in it and reuses it afterwards: the hot path takes
//! no lock. (With `icu/sync` on, the set could be stored in `SiteLocale` instead.)

use std::cell::RefCell;
use std::rc::Rc;

use icu::datetime::fieldsets::YMD;
use icu::datetime::DateTimeFormatter;
use icu::decimal::options::{DecimalFormatterOptions, GroupingStrategy};
use icu::decimal::DecimalFormatter;
use icu::list::options::ListFormatterOptions;
use icu::list::ListFormatter;
use icu::locale::Locale;

use super::locale::SiteLocale;

/// Everything ICU formats for one locale.
#[derive(Debug)]
pub(crate) struct Formatters {
    /// CLDR grouping as the locale wants it, including its minimum grouping digits
    /// (Polish and Spanish write `1234` but `12 646`).
    pub grouped: DecimalFormatter,
    /// For Fluent's `NUMBER($x, useGrouping: "false")`.
    pub ungrouped: DecimalFormatter,
    /// Long year-month-day in the locale's default calendar.
    pub date: DateTimeFormatter<YMD>,
    /// "A, B and C", for lists of names such as authors.
    pub and_list: ListFormatter,
    /// "A, B or C", for alternatives.
    pub or_list: ListFormatter,
}

impl Formatters {
    /// Fails only if ICU has no data at all for the locale; [`super::L10n::load`] calls this once
    /// per language so that the failure is reported there, as a diagnostic.
    pub fn try_new(locale: &Locale) -> Result<Self, String> {
        let decimal = |grouping: GroupingStrategy| {
            let mut options = DecimalFormatterOptions::default();
            options.grouping_strategy = Some(grouping);
            DecimalFormatter::try_new(locale.into(), options).map_err(|e| e.to_string())
        };
        Ok(Formatters {
            grouped: decimal(GroupingStrategy::Auto)?,
            ungrouped: decimal(GroupingStrategy::Never)?,
            date: DateTimeFormatter::try_new(locale.into(), YMD::long())
                .map_err(|e| e.to_string())?,
            and_list: ListFormatter::try_new_and(locale.into(), ListFormatterOptions::default())
                .map_err(|e| e.to_string())?,
            or_list: ListFormatter::try_new_or(locale.into(), ListFormatterOptions::default())
                .map_err(|e| e.to_string())?,
        })
    }
}

impl Formatters {
    /// `decimal` as the reader sees it, grouped or not: CLDR's digits and separators, and a
    /// negative number's sign as the minus sign U+2212 (`−4,5`). CLDR gives these locales the
    /// ASCII hyphen-minus, which typesetting does not use for a minus: it is shorter than the
    /// plus sign and a line may break after it.
    pub fn show(&self, decimal: &fixed_decimal::Decimal, grouping: bool) -> String {
        let formatter = if grouping { &self.grouped } else { &self.ungrouped };
        with_minus_sign(formatter.format_to_string(decimal))
    }
}

/// `formatted` (a number ICU wrote) with its hyphen-minus sign replaced by U+2212. ICU writes
/// no other hyphen in a number.
fn with_minus_sign(formatted: String) -> String {
    if formatted.contains('-') {
        formatted.replace('-', "\u{2212}")
    } else {
        formatted
    }
}

thread_local! {
    /// Formatter sets of this thread, by locale key. A site has a handful of languages, so a
    /// linear scan of short strings beats hashing.
    static CACHE: RefCell<Vec<(Box<str>, Rc<Formatters>)>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` with this thread's formatters for `locale`, building them on first use.
pub(crate) fn with<R>(locale: &SiteLocale, f: impl FnOnce(&Formatters) -> R) -> R {
    let formatters = cached(locale);
    // The cache is not borrowed while `f` runs, so `f` may format in another locale.
    f(&formatters)
}

fn cached(locale: &SiteLocale) -> Rc<Formatters> {
    CACHE.with(|cache| {
        if let Some((_, formatters)) = cache.borrow().iter().find(|(key, _)| *key == locale.key) {
            return Rc::clone(formatters);
        }
        // Every `SiteLocale` comes from a language whose formatters were built successfully
        // in `L10n::load`, and compiled data does not change at run time.
        let formatters = Rc::new(
            Formatters::try_new(&locale.icu)
                .expect("ICU formatters were built for this locale when the site was loaded"),
        );
        cache.borrow_mut().push((locale.key.clone(), Rc::clone(&formatters)));
        formatters
    })
}
