//! Amounts of money: a data-form number and an ISO 4217 code in, the reader's CLDR currency
//! format out (`1 299,00 €` in French, `€1,299.00` in English, `￥129,800` in Japanese).
//!
//! ICU4X's currency formatter (`icu_experimental`, compiled CLDR data) places the symbol,
//! spaces and separators the locale's way, and shows the currency's minor units (two
//! decimals for euros and dollars, none for yen): `1299` is `1 299,00 €`, as prices are
//! written. Figures written with more decimals than the currency has are rounded for display
//! only (half to even); the downloads of a review keep the data's digits.

use fixed_decimal::Decimal;
use icu_experimental::dimension::currency::formatter::CurrencyFormatter;
use icu_experimental::dimension::currency::CurrencyType;

use super::locale::SiteLocale;
use super::number_format::{parse_data_form, NumberError};

fn currency_type(code: &str) -> Option<CurrencyType> {
    CurrencyType::try_from_str(code).ok()
}

/// `data_form` (`1299`, `1299.5`) in `code` (`EUR`), the locale's way, with the currency's
/// standard symbol (`$US` for US dollars in French, `$` in English). `None` when ICU cannot
/// format the currency (not a three-letter code).
pub(crate) fn format_money(
    locale: &SiteLocale,
    data_form: &str,
    code: &str,
) -> Result<Option<String>, NumberError> {
    let decimal = parse_data_form(data_form)?;
    Ok(format_decimal_money(locale, &decimal, code, false))
}

fn format_decimal_money(
    locale: &SiteLocale,
    decimal: &Decimal,
    code: &str,
    narrow: bool,
) -> Option<String> {
    let currency = currency_type(code)?;
    let prefs = (&locale.icu).into();
    let formatter = if narrow {
        CurrencyFormatter::try_new_symbol_narrow(prefs, currency, Default::default())
    } else {
        CurrencyFormatter::try_new_symbol(prefs, currency, Default::default())
    }
    .ok()?;
    let text = formatter.format_fixed_decimal(decimal).to_string();
    Some(text)
}

/// The symbol a locale shows for a currency: its standard one (`€`, `$US`, `￥`), or with
/// `narrow` the short form prose also uses (`$` for US dollars everywhere). Read off a
/// formatted zero: what is left of `0,00 €` once digits, separators and spaces are gone.
pub(crate) fn currency_symbol(locale: &SiteLocale, code: &str, narrow: bool) -> Option<String> {
    let formatted = format_decimal_money(locale, &Decimal::from(0), code, narrow)?;
    let symbol: String = formatted
        .chars()
        .filter(|c| {
            !c.is_ascii_digit()
                && !c.is_whitespace()
                && !matches!(c, '\u{a0}' | '\u{202f}' | '\u{200e}' | '\u{200f}' | '\u{61c}')
        })
        .collect();
    // `0,00` or `0.00`: only the separator is left when the symbol sits apart; drop it.
    let symbol = symbol.trim_matches(|c| c == ',' || c == '.').to_string();
    (!symbol.is_empty()).then_some(symbol)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    fn locale(tag: &str) -> Arc<SiteLocale> {
        super::super::locale::resolve(tag, tag).unwrap().0
    }

    fn money(tag: &str, amount: &str, code: &str) -> String {
        format_money(&locale(tag), amount, code).unwrap().unwrap()
    }

    #[test]
    fn amounts_follow_each_locale() {
        // French: the symbol after, a narrow no-break space between groups, a no-break space
        // before the symbol.
        assert_eq!(money("fr", "1299", "EUR"), "1\u{202f}299,00\u{a0}€");
        assert_eq!(money("en", "1299", "EUR"), "€1,299.00");
        assert_eq!(money("en", "1299", "USD"), "$1,299.00");
        assert_eq!(money("en", "1299.5", "USD"), "$1,299.50");
        assert_eq!(money("de", "1299", "EUR"), "1.299,00\u{a0}€");
        // Yen have no minor unit; Japanese writes the full-width sign.
        assert_eq!(money("ja", "129800", "JPY"), "￥129,800");
        assert_eq!(money("ja", "1299", "USD"), "$1,299.00");
        assert_eq!(money("pl", "5499", "PLN"), "5499,00\u{a0}zł");
        // Dollars in French are US dollars, said so.
        assert_eq!(money("fr", "1299", "USD"), "1\u{202f}299,00\u{a0}$US");
    }

    #[test]
    fn a_number_not_in_data_form_is_refused() {
        assert_eq!(
            format_money(&locale("en"), "1,299", "USD"),
            Err(NumberError::NotANumber("1,299".into()))
        );
    }

    #[test]
    fn symbols_are_read_off_the_format() {
        assert_eq!(currency_symbol(&locale("en"), "USD", false).as_deref(), Some("$"));
        assert_eq!(currency_symbol(&locale("fr"), "USD", false).as_deref(), Some("$US"));
        assert_eq!(currency_symbol(&locale("fr"), "USD", true).as_deref(), Some("$"));
        assert_eq!(currency_symbol(&locale("fr"), "EUR", false).as_deref(), Some("€"));
        assert_eq!(currency_symbol(&locale("ja"), "JPY", false).as_deref(), Some("￥"));
    }
}
