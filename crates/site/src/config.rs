//! The site configuration, `site.toml`.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::diagnostics::{toml_error, Diagnostic, Location};

pub const CONFIG_FILE: &str = "site.toml";

/// What to write instead of a `base_url` (or `--base-url`) that is refused.
pub const BASE_URL_HELP: &str =
    "write the absolute http: or https: URL the site is published under, e.g. https://bench.example.org or https://example.org/bench/";

/// `value` checked as the URL a site is published under (site.toml's `base_url`, or
/// `--base-url`): an absolute `http:` or `https:` URL with a host and nothing after its path,
/// since every link of the site is that URL with a path appended, and it is published in
/// every page. Returned as the url crate writes it (the host in lower case, no default port),
/// without a trailing slash. The error says what is wrong, to follow the value in a message.
pub fn parse_base_url(value: &str) -> Result<String, String> {
    // The url crate would drop them without a word (or encode a space); here they are typos.
    if value.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err("holds a space or a control character".into());
    }
    let url = url::Url::parse(value).map_err(|e| match e {
        url::ParseError::RelativeUrlWithoutBase => {
            "is not an absolute URL (it does not start with https:// or http://)".to_string()
        }
        url::ParseError::EmptyHost => "has no host".to_string(),
        e => format!("is not a URL ({e})"),
    })?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(format!("is a `{}:` URL, not an http: or https: one", url.scheme()));
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err("has no host".into());
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err("holds a user name or password, which every page would publish".into());
    }
    if url.query().is_some() {
        return Err("has a query (`?…`), which would stand before the path of every link".into());
    }
    if url.fragment().is_some() {
        return Err("has a fragment (`#…`), which would stand before the path of every link".into());
    }
    Ok(url.as_str().trim_end_matches('/').to_string())
}

/// Whether `base_url` (as [`parse_base_url`] writes it) is a placeholder, not a site's
/// address: `example.org`, `example.com` or `example.net` themselves (with or without `www.`),
/// the domains reserved for examples (RFC 2606), which `iopress init` writes (as Hugo and Zola
/// write them) until the editor knows the real one. Their subdomains (`bench.example.org`) are
/// left alone: a documentation site or a test fixture may use one on purpose.
pub fn is_placeholder_base_url(base_url: &str) -> bool {
    let Ok(url) = url::Url::parse(base_url) else { return false };
    let host = url.host_str().unwrap_or_default();
    let host = host.strip_prefix("www.").unwrap_or(host);
    matches!(host, "example.org" | "example.com" | "example.net")
}

/// What to do with a page that exists in the default language but not in another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MissingTranslations {
    /// Render it from the default language, with a notice in the reader's language.
    Fallback,
    /// Leave it out of that language.
    Omit,
}

/// Paper sizes the print pages know.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
pub enum PageSize {
    #[default]
    A4,
    Letter,
}

impl PageSize {
    /// The CSS `@page { size }` value.
    pub fn css(self) -> &'static str {
        match self {
            PageSize::A4 => "A4",
            PageSize::Letter => "letter",
        }
    }
}

/// `[pdf]`: the drives' PDFs (`iopress pdf`).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PdfConfig {
    /// Whether the site is published with its PDFs: its deployment runs `iopress pdf`, which
    /// prints every drive's in every language into the output's `pdf/`. Drive pages then
    /// link to their PDF in every build but the preview's. Without it, only the pages of the
    /// build `iopress pdf` runs link to them (the PDFs it prints), since `iopress build`
    /// writes none.
    #[serde(default)]
    pub publish: bool,
}

/// `[deploy]`: where the output is published, for the build to warn before a host's limits
/// are crossed.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeployConfig {
    /// The host the output is uploaded to; None checks no limit.
    #[serde(default)]
    pub host: Option<DeployHost>,
}

/// The static hosts whose limits `iopress build` knows (docs/deploy.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeployHost {
    CloudflarePages,
    GithubPages,
    Netlify,
}

impl DeployHost {
    /// As written in site.toml, and in messages.
    pub fn name(self) -> &'static str {
        match self {
            DeployHost::CloudflarePages => "cloudflare-pages",
            DeployHost::GithubPages => "github-pages",
            DeployHost::Netlify => "netlify",
        }
    }
}

/// `[lists]`: how the pages that list others (the review list and other sections, the drive
/// list, each tag's page) are cut into pages.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListsConfig {
    /// How many entries one page of a list holds; the rest follow on `page/2/`, `page/3/`…
    #[serde(default = "default_page_size")]
    pub page_size: usize,
}

impl Default for ListsConfig {
    fn default() -> Self {
        ListsConfig { page_size: default_page_size() }
    }
}

fn default_page_size() -> usize {
    10
}

/// `[search]`: how the search index is written.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchConfig {
    /// The most bytes of search records one bundle holds: a language with more is indexed
    /// in parts of at most this size, each its own bundle, which the search page searches
    /// together. None: a language is split only on a large site, in parts the size the
    /// indexer chooses (`search_index::PART_BYTES`); a smaller size saves the build memory
    /// at the cost of more files for a reader's search to load.
    #[serde(default)]
    pub part_bytes: Option<usize>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LanguageConfig {
    /// Used in URLs and file names: `index.fr.md`, `/fr/`.
    pub code: String,
    /// Shown in the language switcher, in its own language ("Français").
    pub name: String,
    /// CLDR locale for numbers, dates and plurals; defaults to `code`.
    #[serde(default)]
    pub locale: Option<String>,
    /// The site title in this language.
    pub title: String,
    #[serde(default)]
    pub description: String,
    /// `draft` while it is being translated: built, but listed nowhere a published language
    /// leads readers (see [`LanguageStatus`]).
    #[serde(default)]
    pub status: LanguageStatus,
}

/// Whether a language is published (the default) or still a draft.
///
/// A draft language's pages are built at their URLs, so that they can be previewed and
/// shared, but nothing in the published languages leads to them: no entry in their language
/// switchers, no hreflang alternate, no sitemap entry, no place in their search. Its own pages
/// ask search engines not to index them (`noindex`). Hugo's and Zola's drafts are likewise
/// not listed; a language is published by removing its `status`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum LanguageStatus {
    #[default]
    Published,
    Draft,
}

impl LanguageConfig {
    pub fn locale(&self) -> &str {
        self.locale.as_deref().unwrap_or(&self.code)
    }

    pub fn is_draft(&self) -> bool {
        self.status == LanguageStatus::Draft
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SiteConfig {
    pub base_url: String,
    #[serde(default = "default_theme")]
    pub theme: String,
    pub default_language: String,
    #[serde(default = "yes")]
    pub default_language_at_root: bool,
    #[serde(default = "default_missing")]
    pub missing_translations: MissingTranslations,
    #[serde(default = "default_feed_limit")]
    pub feed_limit: usize,
    /// Paper size of the drives' print pages (and their PDFs).
    #[serde(default)]
    pub print_page_size: PageSize,
    /// The environment variables templates may read with `get_env(name=…)`; none unless
    /// named here, so that a template cannot publish the build machine's environment (a CI
    /// job's secrets).
    #[serde(default)]
    pub template_env: Vec<String>,
    #[serde(default)]
    pub pdf: PdfConfig,
    #[serde(default)]
    pub deploy: DeployConfig,
    #[serde(default)]
    pub lists: ListsConfig,
    #[serde(default)]
    pub search: SearchConfig,
    pub languages: Vec<LanguageConfig>,
    /// What reading it has to say that is not a problem: each draft language, at its
    /// `status`.
    #[serde(skip)]
    pub notes: Vec<Diagnostic>,
    /// Where `base_url` is written in site.toml, for messages about it.
    #[serde(skip)]
    pub base_url_location: Option<Location>,
}

fn default_theme() -> String {
    "default".into()
}
fn yes() -> bool {
    true
}
fn default_missing() -> MissingTranslations {
    MissingTranslations::Fallback
}
fn default_feed_limit() -> usize {
    20
}

impl SiteConfig {
    /// Reads and checks `site.toml` in `root`.
    pub fn load(root: &Path) -> Result<SiteConfig, Vec<Diagnostic>> {
        let (path, text) = Self::read(root).map_err(|problem| vec![problem])?;
        let config = Self::parse(&text, &path)?;
        config.check_theme(root, &text, &path)?;
        Ok(config)
    }

    /// The path and text of `site.toml` in `root`, or why it cannot be read: there is none
    /// (not a site folder), it is not a readable file, it leads out of the site, or it is
    /// not UTF-8. Nothing is checked of what it says.
    pub fn read(root: &Path) -> Result<(PathBuf, String), Diagnostic> {
        let path = root.join(CONFIG_FILE);
        crate::site_files::SiteRoot::new(root).confine(&path)?;
        let text = crate::text_file::read(&path).map_err(|e| {
            e.into_diagnostic(|e| {
                Diagnostic::error(format!("cannot read the site configuration: {e}"))
                    .in_file(&path)
                    .with_help(
                        "run `iopress init DIR` to create a site, or pass --root to point at one",
                    )
            })
        })?;
        Ok((path, text))
    }

    pub fn parse(text: &str, path: &Path) -> Result<SiteConfig, Vec<Diagnostic>> {
        let mut config: SiteConfig =
            toml::from_str(text).map_err(|e| vec![toml_error(&e, text, path)])?;
        let written = Written { text, path };
        let mut problems = config.check(&written);
        config.notes = config.draft_notes(&written);
        config.base_url_location = written.locate(&[Step::Key("base_url")]);
        match parse_base_url(&config.base_url) {
            Ok(base_url) => config.base_url = base_url,
            Err(problem) => problems.push(
                written
                    .error_at(
                        &[Step::Key("base_url")],
                        format!("base_url `{}` {problem}", config.base_url),
                    )
                    .with_help(BASE_URL_HELP),
            ),
        }
        if problems.is_empty() {
            Ok(config)
        } else {
            Err(problems)
        }
    }

    /// Checks what TOML's types cannot: every problem at the value it is about.
    fn check(&self, written: &Written) -> Vec<Diagnostic> {
        let mut problems = Vec::new();
        if self.languages.is_empty() {
            problems.push(
                written
                    .error_at(&[Step::Key("languages")], "no languages are configured")
                    .with_help("add a [[languages]] table with code, name and title"),
            );
        }
        let mut seen = std::collections::BTreeSet::new();
        for (index, language) in self.languages.iter().enumerate() {
            let code_at = [Step::Key("languages"), Step::Item(index), Step::Key("code")];
            if !is_language_code(&language.code) {
                problems.push(
                    written
                        .error_at(
                            &code_at,
                            format!("`{}` is not a usable language code", language.code),
                        )
                        .with_help("use a lowercase BCP 47 code such as `en`, `fr` or `pt-br`"),
                );
            } else if let Err(problem) =
                crate::l10n::check_locale(&language.code, language.locale())
            {
                // Without `locale`, the code is the locale.
                let locale_at = [Step::Key("languages"), Step::Item(index), Step::Key("locale")];
                let at = if language.locale.is_some() { &locale_at } else { &code_at };
                problems.push(problem.in_file(written.path).at_location(written.locate(at)));
            }
            if !seen.insert(language.code.as_str()) {
                problems.push(
                    written
                        .error_at(&code_at, format!("language `{}` is listed twice", language.code))
                        .with_help("list each language once; remove or rename one of the [[languages]] tables"),
                );
            }
        }
        if self.lists.page_size == 0 {
            problems.push(
                written
                    .error_at(&[Step::Key("lists"), Step::Key("page_size")], "lists.page_size is 0: a page of a list would hold nothing")
                    .with_help("set page_size to how many entries a page of a list shows (10 when left out)"),
            );
        }
        if self.search.part_bytes == Some(0) {
            problems.push(
                written
                    .error_at(&[Step::Key("search"), Step::Key("part_bytes")], "search.part_bytes is 0: a part of the search index would hold nothing")
                    .with_help("set part_bytes to the most bytes of search records one bundle holds, or leave it out"),
            );
        }
        if let Some(index) =
            self.languages.iter().position(|l| l.code == self.default_language && l.is_draft())
        {
            problems.push(
                written
                    .error_at(
                        &[Step::Key("languages"), Step::Item(index), Step::Key("status")],
                        format!("the default language `{}` cannot be a draft", self.default_language),
                    )
                    .with_help("the default language is what every other language falls back to: publish it, or make another language the default"),
            );
        }
        if !self.languages.iter().any(|l| l.code == self.default_language) {
            let codes: Vec<&str> = self.languages.iter().map(|l| l.code.as_str()).collect();
            problems.push(
                written
                    .error_at(
                        &[Step::Key("default_language")],
                        format!("default_language `{}` is not one of the [[languages]]", self.default_language),
                    )
                    .with_help(format!(
                        "set default_language to the code of a configured language ({}), or add a [[languages]] table for it",
                        codes.join(", ")
                    )),
            );
        }
        problems
    }

    /// A note for each draft language, saying what being a draft does.
    fn draft_notes(&self, written: &Written) -> Vec<Diagnostic> {
        self.languages
            .iter()
            .enumerate()
            .filter(|(_, language)| language.is_draft())
            .map(|(index, language)| {
                let at = [Step::Key("languages"), Step::Item(index), Step::Key("status")];
                Diagnostic::note(format!(
                    "language `{}` is a draft: its pages are built, but no page of a published language leads to them (language switcher, hreflang alternates, sitemap, search), and they ask search engines not to index them",
                    language.code
                ))
                .in_file(written.path)
                .at_location(written.locate(&at))
                .with_help("remove `status = \"draft\"` from its [[languages]] entry to publish it")
            })
            .collect()
    }

    /// The theme folder exists: named by `theme`, or the default one.
    fn check_theme(&self, root: &Path, text: &str, path: &Path) -> Result<(), Vec<Diagnostic>> {
        let theme_dir = self.theme_dir(root);
        if theme_dir.is_dir() {
            return Ok(());
        }
        let written = Written { text, path };
        Err(vec![written
            .error_at(&[Step::Key("theme")], format!("theme `{}` not found", self.theme))
            .with_help(format!(
                "create {} or set `theme` to an installed theme",
                theme_dir.display()
            ))])
    }

    /// A warning when `base_url` is still a placeholder ([`is_placeholder_base_url`]): every
    /// absolute URL the site publishes (sitemap, feeds, JSON-LD, canonical links, the links
    /// printed in PDFs) would name that domain. `root` is the site folder.
    pub fn placeholder_base_url_warning(&self, root: &Path) -> Option<Diagnostic> {
        is_placeholder_base_url(&self.base_url).then(|| {
            Diagnostic::warning(format!(
                "base_url is still the placeholder `{}`: the sitemap, the feeds, the JSON-LD, \
                 the canonical links and the links printed in PDFs name that site, not yours",
                self.base_url
            ))
            .in_file(root.join(CONFIG_FILE))
            .at_location(self.base_url_location)
            .with_help(
                "set base_url to the URL the site is published under (e.g. \
                 https://bench.your-lab.org), or give --base-url for one build",
            )
        })
    }

    pub fn language(&self, code: &str) -> Option<&LanguageConfig> {
        self.languages.iter().find(|l| l.code == code)
    }

    /// Whether `code` is a draft language (see [`LanguageStatus`]).
    pub fn is_draft(&self, code: &str) -> bool {
        self.language(code).is_some_and(LanguageConfig::is_draft)
    }

    pub fn default_language(&self) -> &LanguageConfig {
        self.language(&self.default_language).expect("checked on load")
    }

    /// The URL path prefix of a language: "" for the default language at the root, "/fr" otherwise.
    pub fn language_prefix(&self, code: &str) -> String {
        if self.default_language_at_root && code == self.default_language {
            String::new()
        } else {
            format!("/{code}")
        }
    }

    pub fn theme_dir(&self, root: &Path) -> PathBuf {
        root.join("themes").join(&self.theme)
    }
}

/// Language codes become folder names and URL segments, so they are kept to a safe alphabet.
fn is_language_code(code: &str) -> bool {
    !code.is_empty()
        && code.len() <= 16
        && code.split('-').all(|part| {
            !part.is_empty() && part.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// One step into a TOML document: a key of a table or an item of an array.
#[derive(Debug, Clone, Copy)]
pub enum Step<'a> {
    Key(&'a str),
    Item(usize),
}

/// A TOML file as written, to point at the value a message is about once the file has
/// been read into types (which keep no positions).
pub struct Written<'a> {
    pub text: &'a str,
    pub path: &'a Path,
}

impl Written<'_> {
    /// Where the value at `steps` (`languages`, 1, `code`) starts; None when it is not written.
    pub fn locate(&self, steps: &[Step]) -> Option<Location> {
        let table = toml::de::DeTable::parse(self.text).ok()?.into_inner();
        let root = toml::de::DeValue::Table(table);
        let mut value = &root;
        let mut start = None;
        for step in steps {
            let next = match step {
                Step::Key(key) => value.get(*key),
                Step::Item(index) => value.get(*index),
            }?;
            start = Some(next.span().start);
            value = next.get_ref();
        }
        start.map(|offset| Location::from_offset(self.text, offset))
    }

    /// An error in this file at the value at `steps`.
    pub fn error_at(&self, steps: &[Step], message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(message).in_file(self.path).at_location(self.locate(steps))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINIMAL: &str = r#"
base_url = "https://example.org/"
default_language = "en"
[[languages]]
code = "en"
name = "English"
title = "Bench"
"#;

    #[test]
    fn minimal_config_gets_defaults() {
        let config = SiteConfig::parse(MINIMAL, Path::new("site.toml")).unwrap();
        assert_eq!(config.base_url, "https://example.org");
        assert_eq!(config.theme, "default");
        assert!(config.default_language_at_root);
        assert_eq!(config.missing_translations, MissingTranslations::Fallback);
        assert_eq!(config.language_prefix("en"), "");
    }

    #[test]
    fn unknown_key_is_reported_with_its_line() {
        let text = format!("{MINIMAL}\ncolour = \"red\"\n");
        let errors = SiteConfig::parse(&text, Path::new("site.toml")).unwrap_err();
        let message = errors[0].to_string();
        assert!(message.contains("colour"), "{message}");
        assert!(errors[0].location.is_some());
    }

    #[test]
    fn a_language_may_be_a_draft_but_not_the_default_one() {
        let text = format!("{MINIMAL}[[languages]]\ncode = \"fr\"\nname = \"Français\"\ntitle = \"Banc\"\nstatus = \"draft\"\n");
        let config = SiteConfig::parse(&text, Path::new("site.toml")).unwrap();
        assert!(config.is_draft("fr") && !config.is_draft("en"));
        let text = MINIMAL.replace("title = \"Bench\"", "title = \"Bench\"\nstatus = \"draft\"");
        let errors = SiteConfig::parse(&text, Path::new("site.toml")).unwrap_err();
        assert_eq!(
            errors[0].to_string().lines().next().unwrap(),
            "site.toml:8:10: error: the default language `en` cannot be a draft"
        );
        let text =
            MINIMAL.replace("title = \"Bench\"", "title = \"Bench\"\nstatus = \"unfinished\"");
        let errors = SiteConfig::parse(&text, Path::new("site.toml")).unwrap_err();
        assert!(errors[0].message.contains("unknown variant `unfinished`"), "{}", errors[0]);
    }

    #[test]
    fn only_the_example_domains_themselves_are_placeholders() {
        for placeholder in
            ["https://example.org", "http://www.example.com/bench", "https://example.net"]
        {
            assert!(is_placeholder_base_url(placeholder), "{placeholder}");
        }
        for real in ["https://bench.example.org", "https://example.org.uk", "https://myexample.com"]
        {
            assert!(!is_placeholder_base_url(real), "{real}");
        }
    }

    #[test]
    fn a_deploy_host_is_one_of_the_known_ones_or_an_error_at_its_value() {
        let text = format!("{MINIMAL}[deploy]\nhost = \"cloudflare-pages\"\n");
        let config = SiteConfig::parse(&text, Path::new("site.toml")).unwrap();
        assert_eq!(config.deploy.host, Some(DeployHost::CloudflarePages));
        assert_eq!(SiteConfig::parse(MINIMAL, Path::new("site.toml")).unwrap().deploy.host, None);
        let text = format!("{MINIMAL}[deploy]\nhost = \"vercel\"\n");
        let errors = SiteConfig::parse(&text, Path::new("site.toml")).unwrap_err();
        let message = errors[0].to_string();
        assert!(message.starts_with("site.toml:9:8: error: "), "{message}");
        for known in ["`cloudflare-pages`", "`github-pages`", "`netlify`"] {
            assert!(message.contains(known), "{message}");
        }
    }

    #[test]
    fn a_search_part_size_is_unset_unless_set_and_never_zero() {
        assert_eq!(
            SiteConfig::parse(MINIMAL, Path::new("site.toml")).unwrap().search.part_bytes,
            None
        );
        let text = format!("{MINIMAL}[search]\npart_bytes = 4096\n");
        assert_eq!(
            SiteConfig::parse(&text, Path::new("site.toml")).unwrap().search.part_bytes,
            Some(4096)
        );
        let text = format!("{MINIMAL}[search]\npart_bytes = 0\n");
        let errors = SiteConfig::parse(&text, Path::new("site.toml")).unwrap_err();
        assert!(
            errors[0].to_string().starts_with("site.toml:9:14: error: search.part_bytes is 0"),
            "{}",
            errors[0]
        );
    }

    #[test]
    fn a_list_page_size_is_ten_unless_set_and_never_zero() {
        assert_eq!(SiteConfig::parse(MINIMAL, Path::new("site.toml")).unwrap().lists.page_size, 10);
        let text = format!("{MINIMAL}[lists]\npage_size = 25\n");
        assert_eq!(SiteConfig::parse(&text, Path::new("site.toml")).unwrap().lists.page_size, 25);
        let text = format!("{MINIMAL}[lists]\npage_size = 0\n");
        let errors = SiteConfig::parse(&text, Path::new("site.toml")).unwrap_err();
        assert!(
            errors[0].to_string().starts_with("site.toml:9:13: error: lists.page_size is 0"),
            "{}",
            errors[0]
        );
        let text = format!("{MINIMAL}[lists]\npage_size = -3\n");
        let errors = SiteConfig::parse(&text, Path::new("site.toml")).unwrap_err();
        assert!(errors[0].to_string().starts_with("site.toml:9:13: error: "), "{}", errors[0]);
    }

    #[test]
    fn default_language_must_be_configured() {
        let text = MINIMAL.replace("default_language = \"en\"", "default_language = \"de\"");
        let errors = SiteConfig::parse(&text, Path::new("site.toml")).unwrap_err();
        assert!(errors[0].message.contains("`de`"));
    }
}
