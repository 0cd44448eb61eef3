//! Which page exists in which language, and at which URL.

use std::collections::BTreeMap;

use iopress_site::config::{MissingTranslations, SiteConfig};
use iopress_site::content::{Page, PageKind, SiteContent};

/// How a page exists in one language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Availability {
    /// Written in this language.
    Translated,
    /// Made from data and UI strings only (a drive without prose, an implicit section):
    /// fully in this language.
    DataOnly,
    /// Not written in this language; rendered from the text of `from`, with a notice.
    Fallback { from: String },
    /// Not rendered in this language.
    Missing,
}

impl Availability {
    pub fn is_rendered(&self) -> bool {
        !matches!(self, Availability::Missing)
    }

    /// A real translation: listed in hreflang alternates, the sitemap and the feeds.
    pub fn is_own_language(&self) -> bool {
        matches!(self, Availability::Translated | Availability::DataOnly)
    }
}

/// URLs and availability for every page in every language, decided once before rendering.
pub struct Routes {
    /// The path part of base_url ("" or "/bench"), put before every URL.
    base_path: String,
    /// Scheme and host of base_url.
    origin: String,
    prefixes: BTreeMap<String, String>,
    availability: BTreeMap<(String, String), Availability>,
    languages: Vec<String>,
    /// The draft languages (`status = "draft"`): built, but not listed by the published ones.
    drafts: Vec<String>,
    default_language: String,
}

impl Routes {
    pub fn new(config: &SiteConfig, content: &SiteContent) -> Routes {
        let (origin, base_path) = split_base_url(&config.base_url);
        let languages: Vec<String> = config.languages.iter().map(|l| l.code.clone()).collect();
        let drafts: Vec<String> =
            config.languages.iter().filter(|l| l.is_draft()).map(|l| l.code.clone()).collect();
        let prefixes =
            languages.iter().map(|code| (code.clone(), config.language_prefix(code))).collect();
        let mut availability = BTreeMap::new();
        for page in content.pages.values() {
            for code in &languages {
                // A published language shows nothing of a draft one: a page written only in
                // drafts is, for it, a page without text. A file that is not a translation
                // (marked untranslated, or a copy) counts as missing: the page is shown there
                // from its source, or left out, as configured.
                let is_draft = drafts.contains(code);
                let has_text = |other: &String| {
                    page.is_translated(other) && (is_draft || !drafts.contains(other))
                };
                let primary = languages.iter().find(|other| has_text(other)).cloned();
                let state = if page.is_translated(code) {
                    Availability::Translated
                } else if primary.is_none() {
                    match page.kind {
                        PageKind::Home
                        | PageKind::Section
                        | PageKind::Drive
                        | PageKind::Protocol => Availability::DataOnly,
                        PageKind::Review | PageKind::Page => Availability::Missing,
                    }
                } else {
                    match (config.missing_translations, page.kind) {
                        (MissingTranslations::Fallback, _) => Availability::Fallback {
                            from: primary.clone().expect("page has texts"),
                        },
                        // Navigation pages and drives are made of data; without their prose
                        // they are still complete pages in every language.
                        (
                            MissingTranslations::Omit,
                            PageKind::Home | PageKind::Section | PageKind::Drive,
                        ) => Availability::DataOnly,
                        (
                            MissingTranslations::Omit,
                            PageKind::Review | PageKind::Protocol | PageKind::Page,
                        ) => Availability::Missing,
                    }
                };
                availability.insert((page.path.clone(), code.clone()), state);
            }
        }
        Routes {
            base_path,
            origin,
            prefixes,
            availability,
            languages,
            drafts,
            default_language: config.default_language.clone(),
        }
    }

    /// Whether `lang` is a draft language.
    pub fn is_draft(&self, lang: &str) -> bool {
        self.drafts.iter().any(|draft| draft == lang)
    }

    /// Whether a page of language `from` may lead readers to language `lang`: a published one,
    /// or itself (a draft language leads only to itself and to the published ones).
    pub fn is_listed_from(&self, lang: &str, from: &str) -> bool {
        lang == from || !self.is_draft(lang)
    }

    pub fn availability(&self, path: &str, lang: &str) -> Availability {
        self.availability
            .get(&(path.to_string(), lang.to_string()))
            .cloned()
            .unwrap_or(Availability::Missing)
    }

    /// The URL path of a page in a language, from the site root: "/fr/reviews/x/".
    pub fn url(&self, page: &Page, lang: &str) -> String {
        self.url_of(&page.url_path, lang)
    }

    /// The URL path of `url_path` (relative to the language root) in a language.
    pub fn url_of(&self, url_path: &str, lang: &str) -> String {
        let prefix = self.prefixes.get(lang).map(String::as_str).unwrap_or("");
        format!("{}{}/{}", self.base_path, prefix, url_path)
    }

    /// The file path, relative to the output folder, of `url_path` in a language: the
    /// language prefix becomes a folder ("fr/reviews/x/"); the base_url path does not.
    pub fn output_dir(&self, url_path: &str, lang: &str) -> String {
        let prefix = self.prefixes.get(lang).map(|p| p.trim_matches('/')).unwrap_or("");
        if prefix.is_empty() {
            url_path.to_string()
        } else {
            format!("{prefix}/{url_path}")
        }
    }

    /// The URL path of a file at the root of the site, outside any language ("/sitemap.xml").
    pub fn site_root_url(&self, file: &str) -> String {
        format!("{}/{}", self.base_path, file)
    }

    /// The absolute URL, for sitemaps, feeds and alternates.
    pub fn permalink(&self, url: &str) -> String {
        format!("{}{}", self.origin, url)
    }

    /// Where an `@/path` link in a page of language `lang` should go: the page in that
    /// language when it is rendered there, otherwise its own language's version.
    pub fn resolve_link(&self, content: &SiteContent, path: &str, lang: &str) -> Option<String> {
        let page = content.get(path)?;
        self.link_language(path, lang).map(|code| self.url(page, code))
    }

    /// The language an `@/path` link in a page of `lang` leads to: `lang` when the page is
    /// rendered in it, otherwise the first language it is rendered in.
    pub fn link_language<'l>(&'l self, path: &str, lang: &'l str) -> Option<&'l str> {
        if self.availability(path, lang).is_rendered() {
            return Some(lang);
        }
        self.languages
            .iter()
            .find(|code| self.availability(path, code).is_rendered())
            .map(String::as_str)
    }

    /// Every language in which the page is rendered, drafts included, in configured order.
    pub fn languages_rendering(&self, path: &str) -> Vec<&str> {
        self.languages
            .iter()
            .filter(|code| self.availability(path, code).is_rendered())
            .map(String::as_str)
            .collect()
    }

    /// Languages in which the page is rendered that a page of `from` lists (its language
    /// switcher), in configured order.
    pub fn rendered_languages(&self, path: &str, from: &str) -> Vec<&str> {
        self.languages
            .iter()
            .filter(|code| self.is_listed_from(code, from))
            .filter(|code| self.availability(path, code).is_rendered())
            .map(String::as_str)
            .collect()
    }

    /// Published languages in which the page is its own (not a fallback), in configured
    /// order: its hreflang alternates and sitemap entries. A draft language's are none.
    pub fn own_languages(&self, path: &str) -> Vec<&str> {
        self.languages
            .iter()
            .filter(|code| !self.is_draft(code))
            .filter(|code| self.availability(path, code).is_own_language())
            .map(String::as_str)
            .collect()
    }

    /// The language `x-default` points at: the default language, or the page's first own language.
    pub fn x_default<'a>(&self, own: &[&'a str]) -> Option<&'a str> {
        own.iter()
            .copied()
            .find(|code| *code == self.default_language)
            .or_else(|| own.first().copied())
    }

    pub fn languages(&self) -> &[String] {
        &self.languages
    }
}

/// "https://x.org/bench" → ("https://x.org", "/bench").
fn split_base_url(base_url: &str) -> (String, String) {
    let after_scheme = base_url.find("://").map(|i| i + 3).unwrap_or(0);
    match base_url[after_scheme..].find('/') {
        Some(slash) => {
            let (origin, path) = base_url.split_at(after_scheme + slash);
            (origin.to_string(), path.trim_end_matches('/').to_string())
        }
        None => (base_url.to_string(), String::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_url_path_is_kept_apart_from_origin() {
        assert_eq!(
            split_base_url("https://x.org/bench"),
            ("https://x.org".into(), "/bench".into())
        );
        assert_eq!(split_base_url("https://x.org"), ("https://x.org".into(), "".into()));
    }
}
