//! Everything that depends on the reader's language: UI strings and labels (Fluent), and
//! numbers and dates (ICU, by CLDR rules).
//!
//! [`L10n::load`] builds it once per site; [`L10n::get`] hands out a [`Localizer`] per
//! language. Both are `Send + Sync`, for pages rendered in parallel. Problems found while
//! loading come back as [`Diagnostics`]; problems found while rendering (a missing string)
//! are collected and drained with [`L10n::take_warnings`], so rendering never fails on them.

mod dates;
mod formatters;
mod lists;
mod locale;
mod money;
mod number_format;
mod strings;
pub mod typography;

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use fluent_bundle::FluentError;

use crate::diagnostics::{Diagnostic, Diagnostics};
use locale::SiteLocale;
use strings::{Formatted, Strings};

pub use locale::open_graph_locale;
pub use number_format::NumberError;
pub use strings::UNTRANSLATED_MARK;

/// A language of the site, as `[[languages]]` in `site.toml` declares it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LanguageSpec {
    /// Used in URLs and file names (`fr`).
    pub code: String,
    /// The CLDR locale for numbers, dates and plural rules (`fr`, `pt-BR`).
    pub locale: String,
    /// A language still being translated (`status = "draft"`): the strings it lacks are
    /// summed up in one note instead of a warning per file.
    pub draft: bool,
}

impl LanguageSpec {
    pub fn new(code: impl Into<String>, locale: impl Into<String>) -> Self {
        LanguageSpec { code: code.into(), locale: locale.into(), draft: false }
    }
}

/// An argument of a Fluent message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg<'a> {
    /// A computed number: plural selection on its value, displayed in its shortest form.
    Number(f64),
    /// A number in data form (`5.80`): displayed with exactly its digits, and plural
    /// selection on the number as written (`1.0` is not "one" in English).
    Decimal(Cow<'a, str>),
    Text(Cow<'a, str>),
}

impl<'a> Arg<'a> {
    pub fn decimal(data_form: impl Into<Cow<'a, str>>) -> Self {
        Arg::Decimal(data_form.into())
    }

    pub fn text(text: impl Into<Cow<'a, str>>) -> Self {
        Arg::Text(text.into())
    }
}

macro_rules! number_arg_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg_from!(f64, f32, i32, i64, u32, u64, usize);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

/// Everything locale-dependent for one site.
pub struct L10n {
    /// In the order of `[[languages]]`.
    localizers: Vec<Localizer>,
    default_index: usize,
    warnings: Arc<WarningSink>,
    /// The site's root, to name strings files in messages as the editor knows them: the
    /// folder of the last (the site's) strings folder.
    site_root: Option<PathBuf>,
}

/// One language: its strings, its locale, and a way back to the default language for
/// strings it lacks. Cheap to clone.
#[derive(Clone)]
pub struct Localizer {
    language: Arc<Language>,
    /// The default language (the same `Arc` for the default language itself).
    default: Arc<Language>,
    warnings: Arc<WarningSink>,
}

struct Language {
    code: String,
    draft: bool,
    locale: Arc<SiteLocale>,
    strings: Strings,
    /// The folder an editor adds this language's strings to (the site's, i.e. the last of
    /// `ftl_dirs`), for help texts.
    ftl_folder: Option<PathBuf>,
    /// Every unit's display symbol, once asked for ([`Localizer::unit_symbols`]).
    unit_symbols: OnceLock<Vec<String>>,
}

// By hand: bundles and formatters have nothing useful to print.
impl std::fmt::Debug for L10n {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("L10n")
            .field("languages", &self.localizers)
            .field("default", &self.default_localizer().code())
            .finish_non_exhaustive()
    }
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer")
            .field("code", &self.code())
            .field("locale", &self.locale())
            .finish_non_exhaustive()
    }
}

/// Warnings raised while rendering, from any thread. Deduplicated as they come: the same
/// missing string on a thousand pages is one warning. Strings shown from the default
/// language are kept apart, to be reported together by language and file.
struct WarningSink {
    diagnostics: Mutex<HashSet<Diagnostic>>,
    fallbacks: Mutex<BTreeSet<Fallback>>,
    /// Off for `iopress check`, which reports every string a language lacks from the files.
    report_fallbacks: AtomicBool,
}

impl Default for WarningSink {
    fn default() -> Self {
        WarningSink {
            diagnostics: Mutex::default(),
            fallbacks: Mutex::default(),
            report_fallbacks: AtomicBool::new(true),
        }
    }
}

/// A string a language lacks, shown from the default language.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Fallback {
    lang: String,
    /// The default language's file defining it.
    source: Option<PathBuf>,
    /// The message id, with `.attribute` when it is one.
    key: String,
}

impl WarningSink {
    // A panic elsewhere while holding a lock cannot leave a set of warnings half-updated in
    // a way that matters, so a poisoned lock is still used.
    fn push(&self, diagnostic: Diagnostic) {
        self.diagnostics.lock().unwrap_or_else(|e| e.into_inner()).insert(diagnostic);
    }

    fn push_fallback(&self, fallback: Fallback) {
        if self.report_fallbacks.load(Ordering::Relaxed) {
            self.fallbacks.lock().unwrap_or_else(|e| e.into_inner()).insert(fallback);
        }
    }

    fn take(&self) -> (Vec<Diagnostic>, BTreeSet<Fallback>) {
        let drained =
            std::mem::take(&mut *self.diagnostics.lock().unwrap_or_else(|e| e.into_inner()));
        let fallbacks =
            std::mem::take(&mut *self.fallbacks.lock().unwrap_or_else(|e| e.into_inner()));
        let mut diagnostics = Diagnostics::new();
        diagnostics.extend(drained);
        (diagnostics.into_sorted(), fallbacks)
    }
}

/// The ids of `fallbacks` by the default language's file that defines them.
fn by_source_file<'a>(fallbacks: &[&'a Fallback]) -> BTreeMap<Option<&'a PathBuf>, Vec<&'a str>> {
    let mut by_file: BTreeMap<Option<&PathBuf>, Vec<&str>> = BTreeMap::new();
    for fallback in fallbacks {
        by_file.entry(fallback.source.as_ref()).or_default().push(&fallback.key);
    }
    by_file
}

/// How many ids a warning about missing strings names before "and N more".
const IDS_NAMED: usize = 3;

impl L10n {
    /// Loads every language of the site.
    ///
    /// `ftl_dirs` are searched in order and later ones override earlier ones (theme first,
    /// then site); each holds `<code>/*.ftl`, loaded in file-name order. Errors (an invalid
    /// locale, an FTL syntax error) fail the load; warnings (the same id in two files of one
    /// folder, a language with no strings at all) come back with the result.
    pub fn load(
        languages: &[LanguageSpec],
        default_language: &str,
        ftl_dirs: &[PathBuf],
    ) -> Result<(L10n, Diagnostics), Diagnostics> {
        let mut diagnostics = Diagnostics::new();
        check_language_list(languages, default_language, &mut diagnostics);
        let loaded: Vec<Option<Language>> =
            languages.iter().map(|spec| load_language(spec, ftl_dirs, &mut diagnostics)).collect();
        if diagnostics.has_errors() {
            return Err(diagnostics);
        }
        let languages: Vec<Arc<Language>> = loaded.into_iter().flatten().map(Arc::new).collect();
        let default_index = languages
            .iter()
            .position(|l| l.code == default_language)
            .expect("check_language_list reported a missing default language as an error");
        warn_about_languages_without_strings(&languages, default_language, &mut diagnostics);

        let warnings = Arc::new(WarningSink::default());
        let default = Arc::clone(&languages[default_index]);
        let localizers = languages
            .into_iter()
            .map(|language| Localizer {
                language,
                default: Arc::clone(&default),
                warnings: Arc::clone(&warnings),
            })
            .collect();
        let site_root = ftl_dirs.last().and_then(|dir| dir.parent()).map(Path::to_path_buf);
        Ok((L10n { localizers, default_index, warnings, site_root }, diagnostics))
    }

    pub fn get(&self, code: &str) -> Option<&Localizer> {
        self.localizers.iter().find(|l| l.code() == code)
    }

    /// The localizer of the default language.
    pub fn default_localizer(&self) -> &Localizer {
        &self.localizers[self.default_index]
    }

    /// All languages, in the order of `[[languages]]`.
    pub fn localizers(&self) -> impl Iterator<Item = &Localizer> {
        self.localizers.iter()
    }

    /// Warnings collected while rendering (missing strings, formatting errors), sorted and
    /// deduplicated. Drains them: a second call returns only newer ones.
    ///
    /// Strings a language lacks and shows in the default language are one warning per
    /// language and file of the default language (`it` lacks 12 strings of
    /// i18n/en/sn630.ftl), naming the first few, with every one in its details; for a draft
    /// language, one note for all of them.
    pub fn take_warnings(&self) -> Vec<Diagnostic> {
        let (mut warnings, fallbacks) = self.warnings.take();
        let mut by_language: BTreeMap<&str, Vec<&Fallback>> = BTreeMap::new();
        for fallback in &fallbacks {
            by_language.entry(&fallback.lang).or_default().push(fallback);
        }
        for (lang, fallbacks) in by_language {
            let Some(localizer) = self.get(lang) else { continue };
            if localizer.language.draft {
                warnings.push(self.draft_gaps(localizer, &fallbacks));
            } else {
                warnings.extend(self.gaps_by_file(localizer, &fallbacks));
            }
        }
        warnings
    }

    /// Leaves the strings a language lacks unreported while rendering: `iopress check` reports
    /// every one from the strings files, used or not.
    pub fn leave_missing_strings_to_coverage(&self) {
        self.warnings.report_fallbacks.store(false, Ordering::Relaxed);
    }

    /// `path` as the editor knows it: from the site's root.
    fn shown_path(&self, path: &Path) -> String {
        let relative = self.site_root.as_deref().and_then(|root| path.strip_prefix(root).ok());
        relative.unwrap_or(path).display().to_string()
    }

    /// One warning per file of the default language: the strings of it `localizer` lacks.
    fn gaps_by_file(&self, localizer: &Localizer, fallbacks: &[&Fallback]) -> Vec<Diagnostic> {
        let (lang, default) = (localizer.code(), localizer.default_code());
        let by_file = by_source_file(fallbacks);
        by_file
            .into_iter()
            .map(|(source, keys)| {
                let count = strings_count(keys.len());
                let named = named_ids(&keys);
                let folder = localizer.language.ftl_folder.as_ref();
                let (message, target) = match source {
                    Some(source) => (
                        format!(
                            "`{lang}` lacks {count} of {}, shown in `{default}`: {named}",
                            self.shown_path(source)
                        ),
                        folder.zip(source.file_name()).map(|(folder, name)| folder.join(name)),
                    ),
                    None => {
                        (format!("`{lang}` lacks {count}, shown in `{default}`: {named}"), None)
                    }
                };
                let mut warning = Diagnostic::warning(message)
                    .with_details(vec![format!("missing: {}", keys.join(", "))]);
                if let Some(target) = target.as_ref().or(folder) {
                    warning = warning.in_file(target).with_help(format!(
                        "translate them in {} (`--verbose` lists every one)",
                        self.shown_path(target)
                    ));
                }
                warning
            })
            .collect()
    }

    /// The one note of a draft language: how many strings it lacks, from how many files.
    fn draft_gaps(&self, localizer: &Localizer, fallbacks: &[&Fallback]) -> Diagnostic {
        let (lang, default) = (localizer.code(), localizer.default_code());
        let by_file = by_source_file(fallbacks);
        let files = by_file.len();
        let details = by_file
            .iter()
            .map(|(source, keys)| {
                let file = source.map(|s| self.shown_path(s)).unwrap_or_else(|| "?".into());
                format!("{file}: {}", keys.join(", "))
            })
            .collect();
        let mut note = Diagnostic::note(format!(
            "`{lang}` is a draft language: {} of {files} file{} {} shown in `{default}` until it is translated",
            strings_count(fallbacks.len()),
            if files == 1 { "" } else { "s" },
            if fallbacks.len() == 1 { "is" } else { "are" },
        ))
        .with_details(details)
        .with_help("`--verbose` lists them by file; they are warnings again once `status = \"draft\"` is removed");
        if let Some(folder) = &localizer.language.ftl_folder {
            note = note.in_file(folder);
        }
        note
    }
}

/// `1 UI string`, `12 UI strings`.
fn strings_count(count: usize) -> String {
    format!("{count} UI string{}", if count == 1 { "" } else { "s" })
}

/// The first ids, and how many more: `a, b, c and 9 more` (a message about missing strings
/// stays one line long however many are missing).
pub fn named_ids(ids: &[&str]) -> String {
    let named = ids[..ids.len().min(IDS_NAMED)].join(", ");
    match ids.len().saturating_sub(IDS_NAMED) {
        0 => named,
        more => format!("{named} and {more} more"),
    }
}

fn check_language_list(
    languages: &[LanguageSpec],
    default_language: &str,
    diagnostics: &mut Diagnostics,
) {
    let help = "list each language once in site.toml, as [[languages]] with `code` and `locale`";
    if !languages.iter().any(|l| l.code == default_language) {
        diagnostics.push(
            Diagnostic::error(format!(
                "the default language `{default_language}` is not one of the site's languages"
            ))
            .with_help(help),
        );
    }
    let mut seen = HashSet::new();
    for spec in languages {
        if !seen.insert(spec.code.as_str()) {
            diagnostics.push(
                Diagnostic::error(format!("language `{}` is listed twice", spec.code))
                    .with_help(help),
            );
        }
        if !is_valid_code(&spec.code) {
            diagnostics.push(
                Diagnostic::error(format!("`{}` is not a usable language code", spec.code))
                    .with_help("language codes name folders and URLs: use lowercase letters, digits and `-`, e.g. `fr` or `pt-br`"),
            );
        }
    }
}

/// Codes name folders (`i18n/<code>/`) and URL prefixes, so nothing that could escape a path.
fn is_valid_code(code: &str) -> bool {
    !code.is_empty()
        && code.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// Whether `locale`, the locale of language `code`, is one iopress can format for. The site
/// configuration checks its languages with it, to report a bad locale at its place in
/// site.toml rather than later, from here, without one.
pub fn check_locale(code: &str, locale: &str) -> Result<(), Diagnostic> {
    locale::resolve(code, locale).map(|_| ())
}

/// The language and script CLDR gives `locale` (`pt-BR` → (`pt`, `Latn`), `zh` → (`zh`,
/// `Hans`)), or `None` if it is not a locale CLDR knows. Two locales with the same pair can
/// share UI strings.
pub fn language_and_script(locale: &str) -> Option<(String, String)> {
    let parsed: icu::locale::Locale = locale.parse().ok()?;
    let maximized = locale::maximize(&parsed)?;
    let mut parts = maximized.split('-');
    Some((parts.next()?.to_string(), parts.next()?.to_string()))
}

fn load_language(
    spec: &LanguageSpec,
    ftl_dirs: &[PathBuf],
    diagnostics: &mut Diagnostics,
) -> Option<Language> {
    let (locale, fluent_id) = match locale::resolve(&spec.code, &spec.locale) {
        Ok(resolved) => resolved,
        Err(diagnostic) => {
            diagnostics.push(diagnostic);
            return None;
        }
    };
    // Built once here so that missing ICU data is a load error rather than a panic later.
    if let Err(e) = formatters::Formatters::try_new(&locale.icu) {
        diagnostics.push(Diagnostic::error(format!(
            "language `{}`: no ICU data for locale `{}`: {e}",
            spec.code, spec.locale
        )));
        return None;
    }
    let strings = strings::load(&spec.code, fluent_id, ftl_dirs, diagnostics);
    Some(Language {
        code: spec.code.clone(),
        draft: spec.draft,
        locale,
        strings,
        ftl_folder: ftl_dirs.last().map(|dir| dir.join(&spec.code)),
        unit_symbols: OnceLock::new(),
    })
}

fn warn_about_languages_without_strings(
    languages: &[Arc<Language>],
    default_language: &str,
    diagnostics: &mut Diagnostics,
) {
    for language in languages.iter().filter(|l| l.strings.file_count == 0) {
        let consequence = if language.code == default_language {
            "every UI string will show as its key".to_string()
        } else {
            format!("every UI string will be shown in `{default_language}`")
        };
        let mut diagnostic = Diagnostic::warning(format!(
            "no .ftl files for language `{}`: {consequence}",
            language.code
        ));
        if let Some(folder) = &language.ftl_folder {
            diagnostic = diagnostic.with_help(format!(
                "`iopress new language {}` adds iopress's built-in strings for it if it has them, or copies the default language's into {}, marked for translation",
                language.code,
                folder.display()
            ));
        }
        diagnostics.push(diagnostic);
    }
}

/// Whether a value shown without a label was meant as an id: lowercase ASCII letters,
/// digits and `-` (or `_`), with at least one letter and one `-`/`_` (`cfg-p4800x-375`,
/// `rand-read-4k`). Single words (`aggregate`, `vm1`) and names with capitals or spaces are
/// shown as written without a warning.
fn looks_like_an_id(value: &str) -> bool {
    value.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
        && value.bytes().any(|b| b.is_ascii_lowercase())
        && value.bytes().any(|b| b == b'-' || b == b'_')
        && !value.starts_with(['-', '_'])
}

/// The largest number a language's `numbers.ftl` may give a word for.
pub const MAX_NUMBER_WORD: u32 = 100;

/// The powers of ten beyond [`MAX_NUMBER_WORD`] that a language's `numbers.ftl` may give
/// words for (`number-1000`): read after digits, as CLDR's compact words are (`250 ngàn`), not
/// as counts of their own (`hàng ngàn`, "thousands of", is no number).
pub const LARGE_NUMBER_WORDS: [u32; 3] = [1_000, 1_000_000, 1_000_000_000];

/// Whether `c` is part of a word: a letter, or a mark written on one that Unicode does not
/// count as alphabetic (the virama `्` of Devanagari `मार्च`, March; the nukta of Bengali
/// `ছয়` typed as a letter and its mark), which would cut such a word in two or cut its mark off.
pub fn in_a_word(c: char) -> bool {
    use icu::properties::{props::GeneralCategory, CodePointMapData};
    c.is_alphabetic()
        || !c.is_ascii()
            && matches!(
                CodePointMapData::<GeneralCategory>::new().get(c),
                GeneralCategory::NonspacingMark | GeneralCategory::SpacingMark
            )
}

/// The id of the message that gives a language's word for `number` (`number-4`).
pub fn number_word_id(number: u32) -> String {
    format!("number-{number}")
}

/// The id of the message that gives a language's words for "dozen".
pub const DOZEN_WORD_ID: &str = "number-dozen";

/// The id of the message that gives the words a language writes before a figure it rounds
/// (`about`, `ongeveer`, `cerca de`), comma-separated.
pub const ABOUT_WORDS_ID: &str = "number-about";

/// The id of the message that gives the words a language writes before the figure or name a
/// comparison measures against (`against`, `gegenüber`, `au lieu de`), comma-separated.
pub const AGAINST_WORDS_ID: &str = "number-against";

/// The id of the message that gives the words a language writes after the figure or name a
/// comparison measures against (Turkish `karşı` of `8 GT/s'ye karşı 16 GT/s`, Korean `대비`).
pub const AGAINST_AFTER_WORDS_ID: &str = "number-against-after";

/// Whether message `id` is a number word (`number-4`, `number-dozen`, `number-about`,
/// `number-against`): read
/// by `iopress check`, never shown, and so no UI string that a language lacks.
pub fn is_number_word_id(id: &str) -> bool {
    id == DOZEN_WORD_ID
        || id == ABOUT_WORDS_ID
        || id == AGAINST_WORDS_ID
        || id == AGAINST_AFTER_WORDS_ID
        || id
            .strip_prefix("number-")
            .and_then(|n| n.parse::<u32>().ok())
            .is_some_and(|n| n <= MAX_NUMBER_WORD || LARGE_NUMBER_WORDS.contains(&n))
}

/// The CSS counter style (CSS Counter Styles 3's predefined ones) whose digits start at
/// `zero`.
fn counter_style_of_zero(zero: char) -> &'static str {
    match zero {
        '\u{0660}' => "arabic-indic",
        '\u{06F0}' => "persian",
        '\u{0966}' => "devanagari",
        '\u{09E6}' => "bengali",
        '\u{0A66}' => "gurmukhi",
        '\u{0AE6}' => "gujarati",
        '\u{0B66}' => "oriya",
        '\u{0C66}' => "telugu",
        '\u{0CE6}' => "kannada",
        '\u{0D66}' => "malayalam",
        '\u{0E50}' => "thai",
        '\u{0ED0}' => "lao",
        '\u{0F20}' => "tibetan",
        '\u{1040}' => "myanmar",
        '\u{17E0}' => "khmer",
        '\u{1810}' => "mongolian",
        _ => "decimal",
    }
}

/// What a missing string shows as: visible on the page, and the same form Fluent uses for an
/// unresolved reference.
pub fn missing_string_placeholder(key: &str) -> String {
    format!("{{{key}}}")
}

impl Localizer {
    /// The language code (`fr`).
    pub fn code(&self) -> &str {
        &self.language.code
    }

    /// The canonical CLDR locale (`pt-BR`), e.g. for `<html lang>`.
    pub fn locale(&self) -> &str {
        &self.language.locale.key
    }

    pub fn is_default(&self) -> bool {
        Arc::ptr_eq(&self.language, &self.default)
    }

    /// Which way the language is written, for `<html dir>`: `rtl` for a script written right
    /// to left (Arabic, Hebrew, Persian, Urdu: CLDR's script direction of the locale's likely
    /// script), else `ltr`.
    pub fn direction(&self) -> &'static str {
        let directionality = icu::locale::LocaleDirectionality::new_common();
        if directionality.is_right_to_left(&self.language.locale.icu.id) {
            "rtl"
        } else {
            "ltr"
        }
    }

    /// The CSS counter style that writes the locale's digits (`arabic-indic` for `ar-EG`,
    /// `persian` for `fa`, `devanagari` for `mr`), for numbered lists and page numbers, which
    /// the browser numbers itself: CSS's `decimal` writes Latin digits whatever the page's
    /// language. Told by the digit the locale writes zero with (CLDR's default numbering
    /// system); `decimal` for Latin digits and for a system CSS has no style for.
    pub fn counter_style(&self) -> &'static str {
        let zero = self.format_f64(0.0, 0, false);
        counter_style_of_zero(zero.chars().next().unwrap_or('0'))
    }

    /// The ids of the messages this language defines itself (not through the default
    /// language), with the file each is defined in; sorted.
    /// Messages still marked untranslated (copied by `iopress new language`) are not its own.
    pub fn own_message_ids(&self) -> Vec<(String, PathBuf)> {
        let strings = &self.language.strings;
        let mut ids: Vec<(String, PathBuf)> = strings
            .sources
            .iter()
            .filter(|(id, _)| !id.starts_with('-') && !strings.untranslated.contains(*id))
            .map(|(id, source)| (id.clone(), source.path.clone()))
            .collect();
        ids.sort();
        ids
    }

    /// A number in data form (`12610.3`), digits as written, with the locale's separators.
    pub fn format_decimal(&self, data_form: &str) -> Result<String, NumberError> {
        number_format::format_decimal(&self.language.locale, data_form)
    }

    /// A computed number, rounded to at most `max_fraction_digits` (trailing zeros dropped),
    /// or to exactly that many when `exact`.
    pub fn format_f64(&self, value: f64, max_fraction_digits: u8, exact: bool) -> String {
        number_format::format_f64(&self.language.locale, value, max_fraction_digits, exact)
    }

    /// The locale's compact suffixes (`k` → 1000 in French, `万` → 10,000 in Japanese,
    /// `thousand`), from CLDR, then the words for a thousand, a million and a billion that the
    /// language's `numbers.ftl` gives and CLDR does not, as written (Vietnamese `number-1000 =
    /// nghìn` with `.forms = ngàn`, the word of the south; German `number-1000 = Tausend` with
    /// `.forms = Tsd.`, which CLDR's short form, the bare number, lacks).
    pub fn compact_suffixes(&self) -> Vec<(String, f64)> {
        let mut suffixes = number_format::compact_suffixes(&self.language.locale);
        for number in LARGE_NUMBER_WORDS {
            for word in self.own_words_as_written(&number_word_id(number)) {
                if !suffixes.iter().any(|(suffix, _)| *suffix == word) {
                    suffixes.push((word, f64::from(number)));
                }
            }
        }
        suffixes
    }

    /// A long date (`29 novembre 2026`).
    pub fn format_date(&self, date: jiff::civil::Date) -> String {
        dates::format_date(&self.language.locale, date)
    }

    /// `dates` in CLDR's medium form (`Nov 29, 2026`): the month's abbreviated name, where the
    /// language writes one.
    pub fn format_medium_dates(
        &self,
        dates: impl IntoIterator<Item = jiff::civil::Date>,
    ) -> Vec<String> {
        dates::format_medium_dates(&self.language.locale, dates)
    }

    /// The site's default language: where free text of the data falls back to.
    pub fn default_code(&self) -> &str {
        &self.default.code
    }

    /// Names joined with the language's "and" (`Ana, Bo et Cy`), e.g. for `$authors`.
    pub fn format_list<S: AsRef<str>>(&self, items: &[S]) -> String {
        lists::format_and_list(&self.language.locale, items)
    }

    /// `items` joined with this language's "or" (`0 oder -1`), by CLDR.
    pub fn format_or_list<S: AsRef<str>>(&self, items: &[S]) -> String {
        lists::format_or_list(&self.language.locale, items)
    }

    /// Whether `key` is a message with a value in this language or the default one.
    pub fn has_message(&self, key: &str) -> bool {
        strings::has_value(&self.language.strings.bundle, key)
            || strings::has_value(&self.default.strings.bundle, key)
    }

    /// Message `key` with `args`. A message missing in this language comes from the default
    /// language (its numbers still formatted for this one); missing everywhere, it shows as
    /// `{key}`. Both are recorded as warnings, as are formatting errors (an unknown
    /// variable), which still return the text.
    pub fn message(&self, key: &str, args: &[(&str, Arg)]) -> String {
        if let Some(pattern) = strings::message_value(&self.language.strings.bundle, key) {
            return self.format(&self.language, key, pattern, args);
        }
        if !self.is_default() {
            // The words come from the default language, the numbers stay in the reader's.
            if let Some(pattern) = strings::message_value(&self.default.strings.bundle, key) {
                self.warn_fallback(key);
                return self.format(&self.default, key, pattern, args);
            }
        }
        self.warn_missing("UI string", key);
        missing_string_placeholder(key)
    }

    /// Message `key` of this language's own strings with `args`, or `None` where they have
    /// none: no fallback to the default language and no warning, for a caller that reads how
    /// this language writes something (the checker: a unit written before its number).
    pub fn own_message(&self, key: &str, args: &[(&str, Arg)]) -> Option<String> {
        let pattern = strings::message_value(&self.language.strings.bundle, key)?;
        Some(self.format(&self.language, key, pattern, args))
    }

    /// Attribute `attribute` of message `key` (`unit-gb-per-s.symbol`), with the fallback
    /// rule of [`Localizer::message`]; `None` if it is missing everywhere.
    pub fn attribute(&self, key: &str, attribute: &str) -> Option<String> {
        if let Some(pattern) =
            strings::attribute_value(&self.language.strings.bundle, key, attribute)
        {
            return Some(self.format(&self.language, key, pattern, &[]));
        }
        if !self.is_default() {
            if let Some(pattern) =
                strings::attribute_value(&self.default.strings.bundle, key, attribute)
            {
                self.warn_fallback(&format!("{key}.{attribute}"));
                return Some(self.format(&self.default, key, pattern, &[]));
            }
        }
        self.warn_missing("UI string", &format!("{key}.{attribute}"));
        None
    }

    /// A pattern of `source`'s bundle (this language's or the default's) with `args`, numbers
    /// in this language's locale.
    fn format(
        &self,
        source: &Language,
        key: &str,
        pattern: &fluent_syntax::ast::Pattern<&str>,
        args: &[(&str, Arg)],
    ) -> String {
        let formatted =
            strings::format_pattern(&source.strings.bundle, pattern, args, &self.language.locale);
        self.checked(source, key, formatted)
    }

    /// The label of a data id (`rand-read-4k` → `Lecture aléatoire 4K`): message
    /// `label-<id>`, with `_` read as `-`. A value with no label in any language is shown as
    /// written. Names such as `VM1`, `PX04SHB040` or `Optane P4800X` (capitals, spaces) are
    /// meant to be shown so; an id (lowercase letters, digits and `-`, with a `-` in it, such
    /// as `cfg-p4800x-375`) shown raw is a label someone forgot, and a warning.
    pub fn label(&self, id: &str) -> String {
        let key = format!("label-{}", id.replace('_', "-"));
        if self.has_message(&key) {
            self.message(&key, &[])
        } else {
            if looks_like_an_id(id) {
                self.warn_raw_id(id, &key);
            }
            id.to_string()
        }
    }

    /// The words of a fact's `term` (`dual-port` → `double port`): message `label-<id>`, as
    /// [`Self::label`]; a term is always meant to be named, so one with no label in any
    /// language is a warning whatever its spelling, and shows as written.
    pub fn term(&self, id: &str) -> String {
        let key = format!("label-{id}");
        if self.has_message(&key) {
            self.message(&key, &[])
        } else {
            self.warn_raw_id(id, &key);
            id.to_string()
        }
    }

    /// What readers see of a tag: its label (`label-<id>`) where a language has one, else
    /// the spelling the pages write ([`crate::content::tags::Tag::shown`]). Without a label,
    /// a tag written in lowercase (`nvme`) is shown so, and two spellings of it are shown as
    /// one: each a warning at the page that writes it.
    pub fn tag(&self, tag: &crate::content::tags::Tag) -> String {
        let key = format!("label-{}", tag.id);
        if self.has_message(&key) {
            return self.message(&key, &[]);
        }
        let shown = &tag.shown;
        let has_lowercase = shown.name.chars().any(char::is_lowercase);
        if has_lowercase && !shown.name.chars().any(char::is_uppercase) {
            self.warnings.push(
                Diagnostic::warning(format!(
                    "tag `{}` is shown in lowercase, as written: no label names it",
                    shown.name
                ))
                .in_file(&shown.file)
                .at_location(shown.location)
                .with_help(format!(
                    "write it as readers should see it, e.g. `tags = [\"NVMe\"]`, or name it for every language with `{key} = …` in i18n/*.ftl (`{key} = {}` if lowercase is meant)",
                    shown.name
                )),
            );
        }
        for other in &tag.others {
            self.warnings.push(
                Diagnostic::warning(format!(
                    "tag `{}` here and `{}` in {} are one tag, shown as `{}`",
                    other.name,
                    shown.name,
                    shown.file.display(),
                    shown.name
                ))
                .in_file(&other.file)
                .at_location(other.location)
                .with_help(format!(
                    "write it `{}` here too, or name the tag with a label (`{key} = …` in i18n/*.ftl), which every page shows",
                    shown.name
                )),
            );
        }
        shown.name.clone()
    }

    fn warn_raw_id(&self, id: &str, key: &str) {
        let mut warning = Diagnostic::warning(format!(
            "`{id}` has no label in any language, so readers see the id itself"
        ));
        let folder = self
            .default
            .ftl_folder
            .as_ref()
            .and_then(|f| f.parent().map(|p| p.display().to_string()));
        let folder = folder.unwrap_or_else(|| "i18n".into());
        warning = warning.with_help(format!(
            "name it with `{key} = …` in {folder}/<lang>/*.ftl, or once for every language in {folder}/*.ftl (a product name is not translated); or write the name itself in the data (`VM1`, `Optane P4800X`), which is shown as written"
        ));
        self.warnings.push(warning);
    }

    /// A value with its unit, through message `unit-<unit_key>` with `$value` the number:
    /// plural variants by the number, digits exactly as in `data_form` (`5.80` → `5,80 W`).
    /// `approximate` prefixes `~`. An unknown unit is a warning and shows the key after the
    /// number.
    pub fn format_quantity(
        &self,
        data_form: &str,
        unit_key: &str,
        approximate: bool,
    ) -> Result<String, NumberError> {
        number_format::parse_data_form(data_form)?;
        if let Some(code) = crate::data::units::currency_of_key(unit_key) {
            let text = self.format_money(data_form, code)?;
            return Ok(if approximate { format!("~{text}") } else { text });
        }
        let key = format!("unit-{unit_key}");
        let text = if self.has_message(&key) {
            typography::hold_number_to_its_unit(
                self.message(&key, &[("value", Arg::decimal(data_form))]),
            )
        } else {
            self.warn_missing("unit", &key);
            format!("{}\u{a0}{unit_key}", self.format_decimal(data_form)?)
        };
        Ok(if approximate { format!("~{text}") } else { text })
    }

    /// An amount of money in the currency `code` (ISO 4217, `EUR`), the locale's way, from
    /// CLDR: `1 299,00 €` in French, `€1,299.00` in English, `￥129,800` in Japanese. Shown
    /// with the currency's minor units (see [`money`]); a code ICU cannot format is shown
    /// after the number (`1,299 XYZ`).
    pub fn format_money(&self, data_form: &str, code: &str) -> Result<String, NumberError> {
        match money::format_money(&self.language.locale, data_form, code)? {
            Some(text) => Ok(text),
            None => Ok(format!("{}\u{a0}{code}", self.format_decimal(data_form)?)),
        }
    }

    /// `value` after `label` and the language's colon (`field-label`): "Durée : 12 h",
    /// "テスト時間：12時間" (a full-width colon holds its own space: none is added after it).
    pub fn labelled(&self, label: &str, value: &str) -> String {
        let label = self.message("field-label", &[("label", Arg::text(label))]);
        if typography::ends_with_own_spacing(&label) {
            format!("{label}{value}")
        } else {
            format!("{label} {value}")
        }
    }

    /// The display symbol of a unit (`gb-per-s` → `Go/s` in French): attribute `.symbol` of
    /// `unit-<unit_key>`, or the key itself if there is none. `count` has an empty symbol.
    /// A currency's is CLDR's for the locale (`€`, `$US` in French).
    pub fn unit_symbol(&self, unit_key: &str) -> String {
        if let Some(code) = crate::data::units::currency_of_key(unit_key) {
            return money::currency_symbol(&self.language.locale, code, false)
                .unwrap_or_else(|| code.to_string());
        }
        self.attribute(&format!("unit-{unit_key}"), "symbol")
            .unwrap_or_else(|| unit_key.to_string())
    }

    /// The display symbol of every unit that has one (in
    /// [`Unit::all`](crate::data::units::Unit::all)'s order), as prose holds a typed figure
    /// to its unit. Looked up once per language: a currency's symbol is read off an ICU
    /// currency formatter built for it, and there are some 150 currencies; every page's prose
    /// asked for all of them (a 15,000-page site spent most of its rendering there).
    pub fn unit_symbols(&self) -> &[String] {
        self.language.unit_symbols.get_or_init(|| {
            crate::data::units::Unit::all()
                .map(|unit| self.unit_symbol(unit.key()))
                .filter(|symbol| !symbol.is_empty())
                .collect()
        })
    }

    /// A name with its unit, as column headings and axis titles show it (`Latency (ms)`), or the
    /// name alone when the unit is a bare count or the name already says it (`IOPS`, `Tiles`,
    /// `Peak IOPS`): never `IOPS (IOPS)`.
    pub fn with_unit(&self, name: String, unit_key: &str) -> String {
        if unit_key == "count" {
            return name;
        }
        let symbol = self.unit_symbol(unit_key);
        // Case is ignored for symbols of several letters (`Tiles` says `tiles`), not for one
        // letter: Polish "Pobór mocy w spoczynku" has the word `w`, not the unit `W`.
        let is_symbol = |word: &str| match symbol.chars().count() {
            1 => word == symbol,
            _ => word.to_lowercase() == symbol.to_lowercase(),
        };
        let says_unit = name
            .split(|c: char| !c.is_alphanumeric() && c != '/')
            .any(|word| !word.is_empty() && is_symbol(word));
        if symbol.is_empty() || says_unit {
            return name;
        }
        self.message("column-with-unit", &[("label", Arg::text(name)), ("unit", Arg::text(symbol))])
    }

    /// Other spellings of a unit that prose in this language uses (`GB/秒`, `ミリ秒`):
    /// attribute `.prose` of `unit-<unit_key>`, comma-separated; none when it is absent. The
    /// checker reads figures with them; nothing is displayed with them.
    pub fn unit_prose_forms(&self, unit_key: &str) -> Vec<String> {
        // A currency is also written with its narrow symbol (`$` for US dollars in French).
        if let Some(code) = crate::data::units::currency_of_key(unit_key) {
            return money::currency_symbol(&self.language.locale, code, true).into_iter().collect();
        }
        let Some(text) = self.unit_attribute(unit_key, "prose") else { return Vec::new() };
        text.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
    }

    /// The unit's name in words, as prose says "a terabyte": attribute `.words` of
    /// `unit-<unit_key>`, when this language's strings give it. The checker reads "a" or "one"
    /// and this name as one of the unit; nothing is displayed with it.
    pub fn unit_name_in_words(&self, unit_key: &str) -> Option<String> {
        Some(self.unit_attribute(unit_key, "words")?.trim().to_string()).filter(|t| !t.is_empty())
    }

    /// This language's number words, from its own `number-<n>` messages (`numbers.ftl`, read
    /// by `iopress check` only): each word (the value, then the forms of `.forms`), lowercased,
    /// with its number; the value first for each number. None come from the default
    /// language: another language's words are no words of this one.
    pub fn number_words(&self) -> Vec<(String, u32)> {
        let mut words: Vec<(String, u32)> = Vec::new();
        for number in 0..=MAX_NUMBER_WORD {
            for word in self.own_words(&number_word_id(number)) {
                if !words.iter().any(|(w, _)| *w == word) {
                    words.push((word, number));
                }
            }
        }
        words
    }

    /// This language's words for "dozen" (message `number-dozen` and its `.forms`): twelve
    /// of what follows after a number word (`två dussin`), a rough count alone (`ein
    /// Dutzend`).
    pub fn dozen_words(&self) -> Vec<String> {
        self.own_words(DOZEN_WORD_ID)
    }

    /// The words this language writes before a figure it rounds (message `number-about`:
    /// `ruim, ongeveer, ca.`), each lowercased, a phrase of several words kept whole
    /// (`cerca de`). None where the language's own strings lack the message.
    pub fn about_words(&self) -> Vec<String> {
        self.own_phrases(ABOUT_WORDS_ID)
    }

    /// The words this language writes before the figure or name a comparison measures
    /// against (message `number-against`: `gegenüber, im Vergleich zu`), and those it writes
    /// after it (`number-against-after`: Turkish `karşı`, Korean `대비`), as
    /// [`Self::about_words`] reads them.
    pub fn against_words(&self) -> (Vec<String>, Vec<String>) {
        (self.own_phrases(AGAINST_WORDS_ID), self.own_phrases(AGAINST_AFTER_WORDS_ID))
    }

    /// The comma-separated phrases of message `id` of this language's own strings, each
    /// lowercased with its blanks made one space.
    fn own_phrases(&self, id: &str) -> Vec<String> {
        let Some(text) = self.own_message(id, &[]) else { return Vec::new() };
        text.split(',')
            .map(|phrase| phrase.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase())
            .filter(|phrase| !phrase.is_empty())
            .collect()
    }

    /// The words of message `key` of this language's own strings: its value, then its
    /// `.forms`, split at commas and blanks, lowercased. A value of several words (Turkish
    /// `number-11 = on bir`) gives none: split as forms are, each of its words would read as
    /// the number everywhere (`bir`, "one" and the article, as 11), and `check` reads a row
    /// of single words itself (`on bir`, 10 then 1).
    fn own_words(&self, key: &str) -> Vec<String> {
        self.own_words_as_written(key)
            .iter()
            .map(|word| word.trim_matches(|c: char| !in_a_word(c)).to_lowercase())
            .filter(|word| !word.is_empty())
            .collect()
    }

    /// The words of message `key` as [`Self::own_words`] finds them, as written: in their
    /// case and with their dots (`Tsd.`).
    fn own_words_as_written(&self, key: &str) -> Vec<String> {
        let (bundle, locale) = (&self.language.strings.bundle, &self.language.locale);
        let Some(value) = strings::message_value(bundle, key) else { return Vec::new() };
        let mut text = strings::format_pattern(bundle, value, &[], locale).text;
        if text.split(|c: char| c == ',' || c.is_whitespace()).filter(|w| !w.is_empty()).count() > 1
        {
            text.clear();
        }
        if let Some(forms) = strings::attribute_value(bundle, key, "forms") {
            text.push(' ');
            text.push_str(&strings::format_pattern(bundle, forms, &[], locale).text);
        }
        text.split(|c: char| c == ',' || c.is_whitespace())
            .filter(|word| !word.is_empty())
            .map(str::to_string)
            .collect()
    }

    /// Attribute `attribute` of `unit-<unit_key>` in this language's own strings, formatted;
    /// none when it is absent (no fallback to the default language, no warning: the checker's
    /// spellings are optional).
    fn unit_attribute(&self, unit_key: &str, attribute: &str) -> Option<String> {
        let key = format!("unit-{unit_key}");
        let (bundle, locale) = (&self.language.strings.bundle, &self.language.locale);
        let pattern = strings::attribute_value(bundle, &key, attribute)?;
        Some(strings::format_pattern(bundle, pattern, &[], locale).text)
    }

    /// Returns the text, recording its formatting errors (if any) as warnings.
    fn checked(&self, source: &Language, key: &str, formatted: Formatted) -> String {
        if !formatted.errors.is_empty() {
            self.warnings.push(format_error_warning(source, key, &formatted.errors));
        }
        formatted.text
    }

    /// Records that string `key` (a message, or `message.attribute`) is shown in the default
    /// language: reported by language and file ([`L10n::take_warnings`]).
    fn warn_fallback(&self, key: &str) {
        let message = key.split_once('.').map_or(key, |(message, _)| message);
        let source = self.default.strings.sources.get(message).map(|s| s.path.clone());
        self.warnings.push_fallback(Fallback {
            lang: self.code().to_string(),
            source,
            key: key.to_string(),
        });
    }

    fn warn_missing(&self, what: &str, key: &str) {
        let message = if self.is_default() {
            format!("{what} `{key}` is missing in the default language `{}`", self.code())
        } else {
            format!(
                "{what} `{key}` is missing in `{}` and in the default language `{}`",
                self.code(),
                self.default.code
            )
        };
        let mut warning = Diagnostic::warning(message);
        if let Some(folder) = &self.default.ftl_folder {
            warning =
                warning.with_help(format!("define it in an .ftl file in {}", folder.display()));
        }
        self.warnings.push(warning);
    }
}

fn format_error_warning(source: &Language, key: &str, errors: &[FluentError]) -> Diagnostic {
    let problems: Vec<String> = errors.iter().map(describe_fluent_error).collect();
    let message = format!("UI string `{key}` in `{}`: {}", source.code, problems.join("; "));
    let mut warning = Diagnostic::warning(message)
        .with_help("check the variables the message uses against the ones the template passes");
    if let Some(definition) = source.strings.sources.get(key) {
        warning = warning.in_file(&definition.path).at_location(definition.location);
    }
    warning
}

fn describe_fluent_error(error: &FluentError) -> String {
    match error {
        FluentError::ResolverError(e) => e.to_string(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests;
