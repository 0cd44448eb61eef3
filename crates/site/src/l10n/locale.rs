//! Turning the `locale` of a `[[languages]]` entry into the identifiers ICU and Fluent need.

use std::sync::Arc;

use icu::locale::{Locale, LocaleExpander};
use unic_langid::LanguageIdentifier;

use crate::diagnostics::Diagnostic;

/// A checked CLDR locale, in the two forms the formatting libraries want.
#[derive(Debug)]
pub(crate) struct SiteLocale {
    /// For ICU: numbers, dates.
    pub icu: Locale,
    /// The canonical spelling (`pt-BR`), also the key of the per-thread formatter cache.
    pub key: Box<str>,
}

/// Checks `locale` (from the language `code`) and resolves it.
///
/// ICU accepts any syntactically valid locale and silently falls back to root data
/// (`2026 M11 29`, `1.2G`) for languages it does not know, so a typo such as `fe` for
/// `fr` would go unnoticed. We reject a locale whose language has no likely script in
/// CLDR's *Basic*-coverage data: those are exactly the languages ICU has no data for.
pub(crate) fn resolve(
    code: &str,
    locale: &str,
) -> Result<(Arc<SiteLocale>, LanguageIdentifier), Diagnostic> {
    let icu: Locale = locale.parse().map_err(|_| {
        language_error(code, format!("`{locale}` is not a valid locale identifier"))
    })?;
    if !icu.extensions.is_empty() {
        // Fluent's language identifiers cannot carry `-u-` extensions, so numbers inside
        // messages and numbers in tables would be formatted differently. Refuse rather
        // than be inconsistent.
        return Err(language_error(
            code,
            format!(
                "locale `{locale}` has extensions (`-u-…`, `-t-…`), which iopress does not support; for other digits, choose a region whose CLDR default has them (`ar-EG` writes Arabic-Indic digits, `ar` Latin ones)"
            ),
        ));
    }
    maximize(&icu).ok_or_else(|| {
        language_error(code, format!("locale `{locale}` is not a language CLDR has data for"))
    })?;
    let key = icu.to_string();
    let fluent: LanguageIdentifier = key.parse().map_err(|_| {
        language_error(code, format!("locale `{locale}` is not understood by Fluent"))
    })?;
    let site_locale = SiteLocale { icu, key: key.into() };
    Ok((Arc::new(site_locale), fluent))
}

/// The likely-subtags form of `locale`, or `None` if CLDR does not know its language.
pub(crate) fn maximize(locale: &Locale) -> Option<String> {
    if locale.id.language.is_unknown() {
        return None;
    }
    let mut id = locale.id.clone();
    LocaleExpander::new_common().maximize(&mut id);
    id.script.map(|_| id.to_string())
}

/// The Open Graph form of `locale` (`og:locale`): language and region joined by `_`, the
/// region CLDR's likely one where the locale names none (`fr` → `fr_FR`, `ja` → `ja_JP`,
/// `pt-BR` → `pt_BR`, `en` → `en_US`). None for a locale CLDR does not know.
pub fn open_graph_locale(locale: &str) -> Option<String> {
    let locale: Locale = locale.parse().ok()?;
    if locale.id.language.is_unknown() {
        return None;
    }
    let mut id = locale.id.clone();
    LocaleExpander::new_common().maximize(&mut id);
    Some(format!("{}_{}", id.language, id.region?))
}

fn language_error(code: &str, message: String) -> Diagnostic {
    Diagnostic::error(format!("language `{code}`: {message}"))
        .with_help("set `locale` in the [[languages]] entry of site.toml to a CLDR locale such as `en`, `fr`, `pt-BR` or `ja`")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_open_graph_locale_has_the_likely_region() {
        for (locale, expected) in [
            ("en", "en_US"),
            ("fr", "fr_FR"),
            ("pl", "pl_PL"),
            ("es", "es_ES"),
            ("ja", "ja_JP"),
            ("pt-BR", "pt_BR"),
            ("zh-Hant", "zh_TW"),
        ] {
            assert_eq!(open_graph_locale(locale).as_deref(), Some(expected), "{locale}");
        }
        assert_eq!(open_graph_locale("und"), None);
    }

    #[test]
    fn accepts_cldr_locales() {
        for locale in ["en", "fr", "pl", "es", "ja", "pt-BR", "zh-Hant"] {
            assert!(resolve("x", locale).is_ok(), "{locale}");
        }
        let (site_locale, fluent) = resolve("pt", "pt-br").unwrap();
        assert_eq!(&*site_locale.key, "pt-BR");
        assert_eq!(fluent.to_string(), "pt-BR");
        assert_eq!(maximize(&site_locale.icu).as_deref(), Some("pt-Latn-BR"));
    }

    #[test]
    fn rejects_unknown_or_invalid_locales() {
        for locale in ["xx", "tlh", "und", "", "fr_FR_x!", "ar-u-nu-latn"] {
            let error = resolve("zz", locale).unwrap_err();
            assert!(error.is_error());
            assert!(error.message.starts_with("language `zz`: "), "{}", error.message);
        }
    }
}
