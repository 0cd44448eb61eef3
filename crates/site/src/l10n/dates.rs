//! Dates, written out the way each locale writes them.

use icu::datetime::fieldsets::YMD;
use icu::datetime::DateTimeFormatter;

use super::formatters;
use super::locale::SiteLocale;

/// A long year-month-day date by CLDR (`November 29, 2026`, `29 listopada 2026`,
/// `2026年11月29日`), in the locale's default calendar.
pub(crate) fn format_date(locale: &SiteLocale, date: jiff::civil::Date) -> String {
    let Some(iso) = iso(date) else { return date.to_string() };
    formatters::with(locale, |f| f.date.format(&iso).to_string())
}

/// Medium year-month-day dates by CLDR, with the month's abbreviated name where the locale
/// writes one (`Nov 29, 2026`, `29 nov. 2026`; `29.11.2026` in German). Only `check` asks,
/// once per language, so the formatter is built here rather than kept with the page's ones.
pub(crate) fn format_medium_dates(
    locale: &SiteLocale,
    dates: impl IntoIterator<Item = jiff::civil::Date>,
) -> Vec<String> {
    let formatter = DateTimeFormatter::try_new((&locale.icu).into(), YMD::medium()).ok();
    dates
        .into_iter()
        .map(|date| match (&formatter, iso(date)) {
            (Some(formatter), Some(iso)) => formatter.format(&iso).to_string(),
            _ => date.to_string(),
        })
        .collect()
}

/// The ISO date ICU formats. jiff's years (-9999..=9999), months and days always make a
/// valid one; the ISO text is only a fallback that keeps the page readable.
fn iso(date: jiff::civil::Date) -> Option<icu::calendar::Date<icu::calendar::Iso>> {
    icu::calendar::Date::try_new_iso(i32::from(date.year()), date.month() as u8, date.day() as u8)
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_dates_in_every_theme_language() {
        let date = jiff::civil::date(2026, 11, 29);
        let cases = [
            ("en", "November 29, 2026"),
            ("fr", "29 novembre 2026"),
            ("pl", "29 listopada 2026"),
            ("es", "29 de noviembre de 2026"),
            ("ja", "2026年11月29日"),
        ];
        for (tag, expected) in cases {
            let (locale, _) = super::super::locale::resolve(tag, tag).unwrap();
            assert_eq!(format_date(&locale, date), expected, "{tag}");
        }
    }

    #[test]
    fn medium_dates_abbreviate_the_month_where_the_locale_does() {
        let date = jiff::civil::date(2026, 11, 29);
        for (tag, expected) in [("en", "Nov 29, 2026"), ("de", "29.11.2026")] {
            let (locale, _) = super::super::locale::resolve(tag, tag).unwrap();
            assert_eq!(format_medium_dates(&locale, [date]), [expected], "{tag}");
        }
    }
}
