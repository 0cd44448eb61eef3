//! Dates, written out the way each locale writes them.

use super::formatters;
use super::locale::SiteLocale;

/// A long year-month-day date by CLDR (`November 29, 2026`, `29 listopada 2026`,
/// `2026年11月29日`), in the locale's default calendar.
pub(crate) fn format_date(locale: &SiteLocale, date: jiff::civil::Date) -> String {
    format_with(locale, date, false)
}

/// A medium year-month-day date by CLDR, with the month's abbreviated name where the locale
/// writes one (`Nov 29, 2026`, `29 nov. 2026`; `29.11.2026` in German).
pub(crate) fn format_medium_date(locale: &SiteLocale, date: jiff::civil::Date) -> String {
    format_with(locale, date, true)
}

fn format_with(locale: &SiteLocale, date: jiff::civil::Date, medium: bool) -> String {
    // jiff's years (-9999..=9999), months and days always make a valid ISO date for ICU;
    // the ISO form is only a fallback that keeps the page readable.
    let Ok(iso) = icu::calendar::Date::try_new_iso(
        i32::from(date.year()),
        date.month() as u8,
        date.day() as u8,
    ) else {
        return date.to_string();
    };
    formatters::with(locale, |f| {
        if medium { f.medium_date.format(&iso) } else { f.date.format(&iso) }.to_string()
    })
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
            assert_eq!(format_medium_date(&locale, date), expected, "{tag}");
        }
    }
}
