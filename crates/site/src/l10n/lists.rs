//! Lists of names, joined the way each language joins them.

use super::formatters;
use super::locale::SiteLocale;

/// `items` joined with the locale's "and" (`A, B, and C`; `A, B et C`; `A、B、C`).
pub(crate) fn format_and_list<S: AsRef<str>>(locale: &SiteLocale, items: &[S]) -> String {
    formatters::with(locale, |f| f.and_list.format_to_string(items.iter().map(AsRef::as_ref)))
}

/// `items` joined with the locale's "or" (`A, B, or C`; `A, B ou C`).
pub(crate) fn format_or_list<S: AsRef<str>>(locale: &SiteLocale, items: &[S]) -> String {
    formatters::with(locale, |f| f.or_list.format_to_string(items.iter().map(AsRef::as_ref)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joins_with_the_locale_conjunction() {
        let names = ["Adam Armstrong", "Brian Beeler", "Kevin OBrien"];
        let cases = [
            ("en", "Adam Armstrong, Brian Beeler, and Kevin OBrien"),
            ("fr", "Adam Armstrong, Brian Beeler et Kevin OBrien"),
            ("pl", "Adam Armstrong, Brian Beeler i Kevin OBrien"),
            ("es", "Adam Armstrong, Brian Beeler y Kevin OBrien"),
            ("ja", "Adam Armstrong、Brian Beeler、Kevin OBrien"),
        ];
        for (tag, expected) in cases {
            let (locale, _) = super::super::locale::resolve(tag, tag).unwrap();
            assert_eq!(format_and_list(&locale, &names), expected, "{tag}");
        }
        let (en, _) = super::super::locale::resolve("en", "en").unwrap();
        assert_eq!(format_and_list(&en, &["Adam Armstrong"]), "Adam Armstrong");
        assert_eq!(format_and_list::<&str>(&en, &[]), "");
        let (de, _) = super::super::locale::resolve("de", "de").unwrap();
        assert_eq!(format_or_list(&de, &["0", "-1"]), "0 oder -1");
    }
}
