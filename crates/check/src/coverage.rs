//! Coverage: which pages and UI strings each language has.
//!
//! Pages are reported as a table, not as findings: a review written in two of five
//! languages is normal, and the site shows the others as configured (fallback or omitted).
//! A UI string that the default language has and another language lacks is a warning: the
//! reader of that language sees the default language's words in the middle of their own.
//! So is a text of the data written per language (`name = { en = "…", fr = "…" }`) that
//! lacks one of the site's languages.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::{Path, PathBuf};

use serde::Serialize;

use iopress_render::whole_site::Coverage;
use iopress_render::Availability;
use iopress_site::diagnostics::Location;
use iopress_site::LoadedSite;

use super::{Finding, FindingKind};

#[derive(Debug, Clone)]
pub struct CoverageTable {
    pub languages: Vec<String>,
    /// (page path, availability per language in `languages` order)
    pub pages: Vec<(String, Vec<Availability>)>,
    /// Per language: the default language's message ids it lacks, with the default's file.
    pub missing_strings: BTreeMap<String, Vec<(String, PathBuf)>>,
    /// How many messages the default language has.
    pub default_strings: usize,
    /// The draft languages among `languages`.
    pub drafts: Vec<String>,
}

/// The coverage part of `--format json`.
#[derive(Debug, Serialize)]
pub struct CoverageJson {
    pub languages: Vec<LanguageCoverage>,
}

#[derive(Debug, Serialize)]
pub struct LanguageCoverage {
    pub language: String,
    /// Pages written in this language, or made from data only.
    pub pages_written: usize,
    /// Pages shown from another language's text.
    pub pages_fallback: usize,
    /// Pages not published in this language.
    pub pages_missing: usize,
    /// Paths (`reviews/sn630-vsan`) of the pages not written in this language.
    pub untranslated: Vec<String>,
    pub strings_missing: Vec<String>,
}

impl CoverageTable {
    pub fn new(site: &LoadedSite, pages: &Coverage) -> CoverageTable {
        let default = site.l10n.default_localizer();
        // Number words (`numbers.ftl`) are read by the checker, never shown: no reader meets
        // another language's words where a language lacks them.
        let default_ids: Vec<(String, PathBuf)> = default
            .own_message_ids()
            .into_iter()
            .filter(|(id, _)| !iopress_site::l10n::is_number_word_id(id))
            .collect();
        let mut missing_strings = BTreeMap::new();
        for localizer in site.l10n.localizers().filter(|l| !l.is_default()) {
            let own: std::collections::BTreeSet<String> =
                localizer.own_message_ids().into_iter().map(|(id, _)| id).collect();
            let missing: Vec<(String, PathBuf)> =
                default_ids.iter().filter(|(id, _)| !own.contains(id)).cloned().collect();
            missing_strings.insert(localizer.code().to_string(), missing);
        }
        CoverageTable {
            languages: pages.languages.clone(),
            pages: pages.rows.clone(),
            missing_strings,
            default_strings: default_ids.len(),
            drafts: pages.languages.iter().filter(|l| site.config.is_draft(l)).cloned().collect(),
        }
    }

    /// One warning per language and file of the default language with missing messages; for
    /// a draft language, which is expected to lack them, one note for all of its gaps.
    pub fn findings(&self, site: &LoadedSite) -> Vec<Finding> {
        let mut findings = Vec::new();
        let (data_findings, data_gaps) = data_text_findings(site);
        for (lang, missing) in &self.missing_strings {
            let mut by_file: BTreeMap<&PathBuf, Vec<&str>> = BTreeMap::new();
            for (id, file) in missing {
                by_file.entry(file).or_default().push(id);
            }
            if site.config.is_draft(lang) {
                let texts = data_gaps.get(lang.as_str()).copied().unwrap_or(0);
                if missing.is_empty() && texts == 0 {
                    continue;
                }
                let folder = site.root.join("i18n").join(lang);
                let texts = match texts {
                    0 => String::new(),
                    1 => ", and 1 text of the data".to_string(),
                    n => format!(", and {n} texts of the data"),
                };
                findings.push(
                    Finding::new(
                        iopress_site::diagnostics::Severity::Note,
                        FindingKind::MissingString,
                        format!(
                            "`{lang}` is a draft language: it lacks {} message(s) of {} file(s) of the default language{texts}",
                            missing.len(),
                            by_file.len()
                        ),
                    )
                    .at(&folder, None)
                    .help("`--format json` lists them (coverage.languages[].strings_missing); published, each file's are a warning"),
                );
                continue;
            }
            for (file, ids) in by_file {
                let name =
                    file.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
                let target = Path::new("i18n").join(lang).join(&name);
                // The site's own files, as the finding's file is: a theme's, from the root.
                let source = file.strip_prefix(&site.root).unwrap_or(file);
                findings.push(
                    Finding::warning(
                        FindingKind::MissingString,
                        format!("language `{lang}` lacks {} message(s) of {} (missing, or copied and still marked `# untranslated`): {}", ids.len(), source.display(), iopress_site::l10n::named_ids(&ids)),
                    )
                    .at(&site.root.join(&target), None)
                    .help(format!("translate them in {} (until then the default language's text is shown); `--format json` lists every one (coverage.languages[].strings_missing)", target.display())),
                );
            }
        }
        findings.extend(self.untranslated_file_findings(site));
        findings.extend(data_findings);
        findings
    }

    /// A warning for each page file that is not counted as a translation (marked
    /// `# untranslated`, or a copy of its source): the editor wrote a file its readers do
    /// not get.
    fn untranslated_file_findings(&self, site: &LoadedSite) -> Vec<Finding> {
        use iopress_site::content::Untranslated;
        let mut findings = Vec::new();
        for (path, states) in &self.pages {
            let Some(page) = site.content.get(path) else { continue };
            for (lang, state) in self.languages.iter().zip(states) {
                let Some(text) = page.texts.get(lang) else { continue };
                let Some(why) = &text.untranslated else { continue };
                let shown = match state {
                    Availability::Fallback { from } => {
                        format!("its `{from}` text is shown instead")
                    }
                    Availability::Missing => format!("the page is not published in `{lang}`"),
                    Availability::DataOnly | Availability::Translated => {
                        format!("the page is published in `{lang}` without its prose")
                    }
                };
                let (message, line, help) = match why {
                    Untranslated::Marked { line } => (
                        format!("this file is marked `# untranslated`: it does not count as the page's `{lang}` translation, and {shown}"),
                        Some(*line),
                        "translate it, then delete the `# untranslated` line".to_string(),
                    ),
                    Untranslated::CopyOf { lang: source } => (
                        format!("this file's title and text are the `{source}` file's, word for word: it does not count as the page's `{lang}` translation, and {shown}"),
                        None,
                        format!("translate it, or delete it (readers of `{lang}` get the `{source}` text either way, with a notice)"),
                    ),
                };
                findings.push(
                    Finding::warning(FindingKind::MissingPage, message)
                        .at(&text.file, line.map(|line| Location::new(line, 1)))
                        .help(help),
                );
            }
        }
        findings
    }

    fn counts(&self, index: usize) -> (usize, usize, usize) {
        let mut counts = (0, 0, 0);
        for (_, states) in &self.pages {
            match &states[index] {
                Availability::Translated | Availability::DataOnly => counts.0 += 1,
                Availability::Fallback { .. } => counts.1 += 1,
                Availability::Missing => counts.2 += 1,
            }
        }
        counts
    }

    /// A table per language: pages written, shown from another language, missing; UI
    /// strings missing.
    pub fn to_table(&self) -> String {
        let mut out = String::from("coverage     pages written  from another language  not published  UI strings missing\n");
        for (index, lang) in self.languages.iter().enumerate() {
            let (written, fallback, missing) = self.counts(index);
            let strings = self.missing_strings.get(lang).map(Vec::len).unwrap_or(0);
            let draft = if self.drafts.contains(lang) { "  (draft)" } else { "" };
            let _ = writeln!(
                out,
                "  {lang:<10} {written:>13}  {fallback:>21}  {missing:>13}  {strings:>18}{draft}"
            );
        }
        out
    }

    pub fn to_json(&self) -> CoverageJson {
        let languages = self
            .languages
            .iter()
            .enumerate()
            .map(|(index, lang)| {
                let (pages_written, pages_fallback, pages_missing) = self.counts(index);
                LanguageCoverage {
                    language: lang.clone(),
                    pages_written,
                    pages_fallback,
                    pages_missing,
                    untranslated: self
                        .pages
                        .iter()
                        .filter(|(_, states)| {
                            matches!(
                                states[index],
                                Availability::Fallback { .. } | Availability::Missing
                            )
                        })
                        .map(|(path, _)| path.clone())
                        .collect(),
                    strings_missing: self
                        .missing_strings
                        .get(lang)
                        .map(|m| m.iter().map(|(id, _)| id.clone()).collect())
                        .unwrap_or_default(),
                }
            })
            .collect();
        CoverageJson { languages }
    }
}

/// A warning for each per-language text of the data (a rig's name, a fact's wording) that a
/// language lacks where it is read: a review's rigs in the languages the review is written in
/// (its other languages show the whole page from another language), a drive's facts in every
/// language of the site (a drive page is made from data in all of them). Readers of a language
/// without its own text see the default language's. A draft language's are counted instead
/// (returned by language), for its one note.
fn data_text_findings(site: &LoadedSite) -> (Vec<Finding>, BTreeMap<String, usize>) {
    use iopress_site::data::{DataText, DRIVE_DATA_FILE, REVIEW_DATA_FILE};
    let site_languages: Vec<String> =
        site.l10n.localizers().map(|l| l.code().to_string()).collect();
    let default = site.l10n.default_localizer().code().to_string();
    let mut findings = Vec::new();
    let mut draft_gaps: BTreeMap<String, usize> = BTreeMap::new();
    let mut check = |text: &DataText,
                     what: String,
                     (file, location): (&std::path::Path, Option<Location>),
                     languages: &[String]| {
        let (drafts, missing): (Vec<&str>, Vec<&str>) = languages
            .iter()
            .map(String::as_str)
            .filter(|lang| !text.has(lang))
            .partition(|lang| site.config.is_draft(lang));
        for lang in drafts {
            *draft_gaps.entry(lang.to_string()).or_default() += 1;
        }
        if missing.is_empty() {
            return;
        }
        let shown = text.get(&default, &default);
        findings.push(
            Finding::warning(FindingKind::MissingString, format!("{what} has no text in {}", super::alt_text::language_codes(&missing)))
                .at(file, location)
                .text(shown.to_string())
                .help(format!("add `{} = \"…\"` beside the other languages (until then its readers see the default language's text)", missing[0])),
        );
    };
    for page in site.content.pages.values() {
        if let Some(review) = &page.review {
            let file = page.dir.join(REVIEW_DATA_FILE);
            let written: Vec<String> =
                page.texts.keys().filter(|lang| page.is_translated(lang)).cloned().collect();
            for rig in &review.rigs {
                check(
                    &rig.name,
                    format!("the name of rig `{}`", rig.id),
                    (&file, Some(rig.name_location)),
                    &written,
                );
                for fact in &rig.facts {
                    if let Some(text) = &fact.text {
                        check(
                            text,
                            format!("the `{}` fact of rig `{}`", fact.label, rig.id),
                            (&file, fact.text_location),
                            &written,
                        );
                    }
                }
            }
        }
        if let Some(drive) = &page.drive {
            let file = page.dir.join(DRIVE_DATA_FILE);
            for fact in &drive.facts {
                if let Some(text) = &fact.text {
                    check(
                        text,
                        format!("the `{}` fact of drive `{}`", fact.label, drive.name),
                        (&file, fact.text_location),
                        &site_languages,
                    );
                }
            }
        }
    }
    (findings, draft_gaps)
}
