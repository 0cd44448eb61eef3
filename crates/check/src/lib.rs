//! `iopress check`: validates a site without writing anything.
//!
//! Everything `build` would reject is reported, and then what a build cannot see:
//! - [`figures`]: the numbers typed in prose, read with each language's separators, against
//!   the source-language text and the review's data (lost, moved, mistyped, contradicted
//!   figures, and machine-translation debris such as `XNUMX`);
//! - [`links`]: every `@/` link and `#anchor` resolves in every language;
//! - coverage: pages and UI strings missing per language;
//! - [`sanity`]: the data agrees with itself (throughput and IOPS, aggregates and per-VM
//!   values, averages and percentiles, load curves, units, unused files);
//! - like with like: results that no ranking compares, rigs that do not say what they
//!   tested, configurations naming unknown drives.
//!
//! Findings carry a severity, a kind (a stable, kebab-case name), the file, line and column,
//! the offending text and what was expected; [`report`] prints them for people or as JSON.

mod align;
mod alt_text;
mod compare;
pub mod coverage;
mod data_values;
pub mod figures;
mod like_with_like;
pub mod links;
mod lists;
mod named_systems;
mod outdated;
mod prose;
pub mod prose_numbers;
mod reading;
pub mod report;
pub mod sanity;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde::Serialize;

use iopress_render::page_charts::ChartStore;
use iopress_render::whole_site::{render_site, RenderRequest};
use iopress_render::{OutputFile, Parts};
use iopress_site::diagnostics::{Diagnostic, Location, Severity};
use iopress_site::LoadedSite;

/// What a finding is about. The names (kebab-case) are part of the JSON output's schema.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FindingKind {
    /// Something `iopress build` reports (an error fails the build).
    Build,
    /// `XNUMX` or two figures run together: a number lost in machine translation.
    NumberDebris,
    /// A figure in a translation that is neither in the source text nor in the data.
    NumberUnmatched,
    /// A figure of the source text that the translation does not give.
    NumberMissing,
    /// A figure that is in the source text, but in another paragraph or sentence.
    NumberMoved,
    /// A figure that is close to a value of the data with the same unit, but not equal to it.
    NumberContradictsData,
    /// A number written with another language's separators (`12,610.3` in French).
    NumberFormat,
    /// The source's amount of money in another currency (`20.000 €` for "$20,000"): an
    /// example moved into the reader's currency, or a price left unconverted.
    NumberCurrency,
    /// A name with digits (a model number, a version glued to its name: `R100`, `RAID32`)
    /// in a translation that the source text does not have: names are never translated.
    NameUnmatched,
    /// A part of a translation that corresponds to no part of the source text.
    TextUnaligned,
    /// An `@/` link to a page that does not exist, or is not published, in that language.
    BrokenLink,
    /// A `#anchor` that names no element of the page it points to.
    BrokenAnchor,
    /// A page file that is not its language's translation (marked `# untranslated`, or a
    /// copy of its source): the page is shown from another language, or not published.
    MissingPage,
    /// A UI string of the default language that a language does not translate.
    MissingString,
    /// Throughput that does not equal IOPS × block size.
    DataThroughput,
    /// An aggregate that does not equal the sum (or range) of its per-VM values.
    DataAggregate,
    /// A 99th percentile below the average it goes with.
    DataPercentile,
    /// A load curve whose loads do not increase.
    DataLoadOrder,
    /// One metric in different units within a series.
    DataUnits,
    /// A data file that nothing uses.
    DataUnused,
    /// A review's prose names a drive (by its model code) that its data does not hold: what
    /// it says about it cannot be checked.
    NamedSystem,
    /// Results that no ranking compares with anything: the only ones of their class of
    /// system under their protocol.
    RankingAlone,
    /// A ranked table whose rig does not say what was tested (`class`).
    RigClass,
    /// A configuration that names a drive the site does not have.
    UnknownDrive,
    /// A translation whose source text changed since it was made (`iopress translate`).
    TranslationOutdated,
    /// A picture without alt text in a published language.
    ImageAlt,
    /// An `[[accept]]` entry of a file's front matter that accepts no finding of that file.
    AcceptUnused,
}

impl FindingKind {
    pub fn name(&self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default()
    }
}

/// One problem found.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Finding {
    #[serde(serialize_with = "severity_name")]
    pub severity: Severity,
    pub kind: FindingKind,
    /// Relative to the site root.
    pub file: Option<PathBuf>,
    pub line: Option<usize>,
    pub column: Option<usize>,
    /// The offending text, as written.
    pub text: Option<String>,
    /// What was expected instead, formatted for the file's language where it is a figure.
    pub expected: Option<String>,
    pub message: String,
    pub help: Option<String>,
}

fn severity_name<S: serde::Serializer>(
    severity: &Severity,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    })
}

impl Finding {
    pub fn new(severity: Severity, kind: FindingKind, message: impl Into<String>) -> Finding {
        Finding {
            severity,
            kind,
            file: None,
            line: None,
            column: None,
            text: None,
            expected: None,
            message: message.into(),
            help: None,
        }
    }

    pub fn error(kind: FindingKind, message: impl Into<String>) -> Finding {
        Finding::new(Severity::Error, kind, message)
    }

    pub fn warning(kind: FindingKind, message: impl Into<String>) -> Finding {
        Finding::new(Severity::Warning, kind, message)
    }

    pub fn at(mut self, file: &Path, location: Option<Location>) -> Finding {
        self.file = Some(file.to_path_buf());
        self.line = location.map(|l| l.line);
        self.column = location.map(|l| l.column);
        self
    }

    pub fn text(mut self, text: impl Into<String>) -> Finding {
        self.text = Some(text.into());
        self
    }

    pub fn expected(mut self, expected: impl Into<String>) -> Finding {
        self.expected = Some(expected.into());
        self
    }

    pub fn help(mut self, help: impl Into<String>) -> Finding {
        self.help = Some(help.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    fn from_diagnostic(diagnostic: Diagnostic) -> Finding {
        Finding {
            severity: diagnostic.severity,
            kind: FindingKind::Build,
            file: diagnostic.file,
            line: diagnostic.location.map(|l| l.line),
            column: diagnostic.location.map(|l| l.column),
            text: None,
            expected: None,
            message: diagnostic.message,
            help: diagnostic.help,
        }
    }
}

#[derive(Debug, Clone, Default)]
pub struct CheckOptions {
    /// Check pages marked `draft = true` too.
    pub drafts: bool,
}

/// Everything a check found.
#[derive(Debug, Clone)]
pub struct CheckReport {
    /// Sorted by file, line and column.
    pub findings: Vec<Finding>,
    /// None when the site could not be loaded.
    pub coverage: Option<coverage::CoverageTable>,
    /// The drafts left out (without `--drafts`), unchecked: the file of each that says
    /// `draft = true`, relative to the site folder.
    pub drafts_left_out: Vec<PathBuf>,
    pub elapsed: Duration,
}

impl CheckReport {
    pub fn errors(&self) -> usize {
        self.findings.iter().filter(|f| f.is_error()).count()
    }

    pub fn warnings(&self) -> usize {
        self.findings.iter().filter(|f| f.severity == Severity::Warning).count()
    }

    /// Findings that are neither errors nor warnings: figures kept as published.
    pub fn notes(&self) -> usize {
        self.findings.iter().filter(|f| f.severity == Severity::Note).count()
    }

    /// Whether the check fails: any error, or any warning when warnings are denied.
    pub fn failed(&self, deny_warnings: bool) -> bool {
        self.errors() > 0 || deny_warnings && self.warnings() > 0
    }
}

/// Checks the site at `root`.
pub fn check_site(root: &Path, options: &CheckOptions) -> CheckReport {
    let started = Instant::now();
    let mut findings = Vec::new();
    let site = match LoadedSite::load(root, None, options.drafts) {
        Ok((site, warnings)) => {
            findings.extend(warnings.into_iter().map(Finding::from_diagnostic));
            site
        }
        Err(problems) => {
            findings.extend(problems.into_iter().map(Finding::from_diagnostic));
            return finish(root, findings, None, Vec::new(), started);
        }
    };

    // Render in memory, as `build` would: its errors are the check's, and links and anchors
    // are checked against the pages a reader gets.
    // Of each page, only the ids of its elements are kept (the targets of anchors), and its
    // links to PDFs (which a build does not write).
    let pages: Mutex<HashMap<String, BTreeSet<String>>> = Mutex::new(HashMap::new());
    let pdf_links: Mutex<BTreeMap<String, Vec<String>>> = Mutex::new(BTreeMap::new());
    let pdf_prefixes =
        links::pdf_prefixes(&iopress_render::Routes::new(&site.config, &site.content));
    let keep = |file: &OutputFile| -> Result<(), Diagnostic> {
        if let OutputFile::Rendered { path, bytes } = file {
            if path.ends_with(".html") {
                let page = links::read_page(&String::from_utf8_lossy(bytes), &pdf_prefixes);
                if !page.pdf_links.is_empty() {
                    pdf_links.lock().expect("links lock").insert(path.clone(), page.pdf_links);
                }
                pages.lock().expect("pages lock").insert(path.clone(), page.ids);
            }
        }
        Ok(())
    };
    // Nothing is written: social cards are named for the pages' tags, not drawn.
    let charts = ChartStore::for_preview_and_check();
    // Print pages repeat the reviews' content; they add nothing to check.
    // The search index is not checked: its records are made from what is checked here.
    // Static files are listed (a link leading out of the site is an error) but not copied:
    // `keep` takes rendered pages only.
    let parts = Parts { print_pages: false, search: false, ..Parts::ALL };
    // The strings each language lacks are found from the files, used or not (coverage).
    site.l10n.leave_missing_strings_to_coverage();
    let coverage_table = match render_site(
        &site,
        &keep,
        &charts,
        RenderRequest {
            only: None,
            parts,
            search: None,
            reuse: None,
            images: None,
            progress: &|| {},
        },
    ) {
        Ok((_, coverage, warnings)) => {
            findings.extend(warnings.into_iter().map(Finding::from_diagnostic));
            Some(coverage)
        }
        Err(problems) => {
            findings.extend(problems.into_iter().map(Finding::from_diagnostic));
            None
        }
    };
    let pages = pages.into_inner().expect("pages lock");
    findings.extend(links::pdf_links(&site, &pdf_links.into_inner().expect("links lock")));

    let texts = prose::read_all(&site);
    findings.extend(figures::check(&site, &texts));
    findings.extend(links::check(&site, &pages, &texts));
    let coverage = coverage_table.map(|table| coverage::CoverageTable::new(&site, &table));
    if let Some(coverage) = &coverage {
        findings.extend(coverage.findings(&site));
    }
    findings.extend(named_systems::check(&site, &texts));
    findings.extend(sanity::check(&site));
    findings.extend(like_with_like::check(&site));
    findings.extend(outdated::check(&site));
    findings.extend(alt_text::check(&site));
    let unused_acceptances = apply_acceptances(&site, &mut findings);
    findings.extend(unused_acceptances);
    let drafts_left_out = site.content.drafts_left_out(root);
    finish(root, findings, coverage, drafts_left_out, started)
}

/// Makes the findings that a file's front matter accepts (`[[accept]]`: kind, text, reason)
/// notes that say why, which no longer fail: an editor's word that a translation departs from
/// its source on purpose (a clause the language turns around). Returns a warning for each
/// entry that accepts nothing, so that none outlives the finding it was written for.
fn apply_acceptances(site: &LoadedSite, findings: &mut [Finding]) -> Vec<Finding> {
    let mut unused = Vec::new();
    for page in site.content.pages.values() {
        for text in page.texts.values() {
            for entry in &text.front().accept {
                let mut used = false;
                for finding in findings.iter_mut().filter(|f| {
                    f.file.as_deref() == Some(text.file.as_path())
                        && f.severity != Severity::Note
                        && f.kind.name() == entry.kind
                        && f.text.as_deref() == Some(entry.text.as_str())
                }) {
                    finding.severity = Severity::Note;
                    finding.message.push_str(&format!(" (accepted: {})", entry.reason));
                    used = true;
                }
                if !used {
                    let location = text.parsed.locate_in_front_matter(&entry.reason);
                    unused.push(
                        Finding::warning(
                            FindingKind::AcceptUnused,
                            format!(
                                "this `[[accept]]` entry accepts no finding: no `{}` on `{}` in this file",
                                entry.kind, entry.text
                            ),
                        )
                        .at(&text.file, location)
                        .text(entry.text.clone())
                        .help("delete the entry (the finding it was written for is gone), or correct its `kind` and `text` to the finding's"),
                    );
                }
            }
        }
    }
    unused
}

fn finish(
    root: &Path,
    mut findings: Vec<Finding>,
    coverage: Option<coverage::CoverageTable>,
    drafts_left_out: Vec<PathBuf>,
    started: Instant,
) -> CheckReport {
    for finding in &mut findings {
        if let Some(file) = &finding.file {
            if let Ok(relative) = file.strip_prefix(root) {
                finding.file = Some(relative.to_path_buf());
            }
        }
    }
    findings.sort_by(|a, b| {
        (&a.file, a.line, a.column, a.severity, a.kind)
            .cmp(&(&b.file, b.line, b.column, b.severity, b.kind))
            .then_with(|| a.message.cmp(&b.message))
    });
    findings.dedup();
    CheckReport { findings, coverage, drafts_left_out, elapsed: started.elapsed() }
}
