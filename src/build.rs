//! `iopress build`: load, check, render, write — all or nothing.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rayon::prelude::*;

use crate::config::SiteConfig;
use crate::content::{self, LoadOptions, PageKind};
use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::l10n::{L10n, LanguageSpec};
use crate::output::Staging;
use crate::rankings::Rankings;
use crate::render::figures::ChartStore;
use crate::render::reuse::{DocumentReuse, LEDGER_FILE};
use crate::render::templates::Templates;
use crate::render::{Availability, OutputFile, Parts, Renderer, SearchSummary, Written};
use crate::search::SearchIndex;

#[derive(Debug, Clone, Default)]
pub struct BuildOptions {
    /// The site folder, holding site.toml.
    pub root: PathBuf,
    /// Where to write the site; `<root>/output` when not given.
    pub output: Option<PathBuf>,
    /// Replaces `base_url` from site.toml (e.g. for a preview deployment).
    pub base_url: Option<String>,
    /// Build pages marked `draft = true` too.
    pub drafts: bool,
    /// Show a progress bar (only drawn when stderr is a terminal).
    pub progress: bool,
}

/// What a successful build did.
#[derive(Debug)]
pub struct BuildReport {
    pub output: PathBuf,
    pub pages_per_language: BTreeMap<String, usize>,
    pub assets: usize,
    pub static_files: usize,
    pub files: usize,
    pub coverage: Coverage,
    /// Charts drawn in this build, and charts taken unchanged from the previous output.
    pub charts_drawn: usize,
    pub charts_reused: usize,
    /// Documents (a page in one language, or a drive's print page in one language) taken
    /// unchanged from the previous output.
    pub documents_reused: usize,
    /// The search index: pages indexed per language (none when the theme has no search
    /// page), and how long indexing took.
    pub search_pages: BTreeMap<String, usize>,
    /// The languages whose search bundle was built, and those taken from the previous output.
    pub search_indexed: Vec<String>,
    pub search_reused: Vec<String>,
    pub search_elapsed: Duration,
    pub warnings: Vec<Diagnostic>,
    pub elapsed: Duration,
}

/// A failed build: every problem found, errors and warnings, sorted by file and line.
#[derive(Debug)]
pub struct BuildFailure {
    pub diagnostics: Vec<Diagnostic>,
    /// Whether the output folder is exactly as before the build. Only a swap that failed and
    /// could not be undone leaves it otherwise; the diagnostics then say what it holds.
    pub previous_output_intact: bool,
}

impl BuildFailure {
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| d.is_error())
    }
}

impl std::fmt::Display for BuildFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for d in &self.diagnostics {
            writeln!(f, "{d}")?;
        }
        Ok(())
    }
}

/// Which pages exist in which language.
#[derive(Debug, Clone, Default)]
pub struct Coverage {
    pub languages: Vec<String>,
    /// (page path, availability per language in `languages` order)
    pub rows: Vec<(String, Vec<Availability>)>,
}

impl Coverage {
    /// A table for the terminal: ✓ written, · made from data only, ↩ shown from another
    /// language, — not published.
    pub fn to_table(&self) -> String {
        let name =
            |path: &str| if path.is_empty() { "(home)".to_string() } else { path.to_string() };
        let width =
            self.rows.iter().map(|(p, _)| name(p).chars().count()).max().unwrap_or(4).max(4);
        let mut out = String::new();
        let _ = write!(out, "{:width$}", "page");
        for lang in &self.languages {
            let _ = write!(out, "  {lang:^5}");
        }
        out.push('\n');
        for (path, states) in &self.rows {
            let _ = write!(out, "{:width$}", name(path));
            for state in states {
                let mark = match state {
                    Availability::Translated => "✓",
                    Availability::DataOnly => "·",
                    Availability::Fallback { .. } => "↩",
                    Availability::Missing => "—",
                };
                let _ = write!(out, "  {mark:^5}");
            }
            out.push('\n');
        }
        out.push_str("✓ translated  · data only  ↩ shown from another language  — not published\n");
        out
    }
}

/// A site read from disk and checked: everything rendering needs. `iopress build` loads
/// one and renders it once; the preview server keeps one and updates it as files change.
pub struct LoadedSite {
    pub root: PathBuf,
    pub config: SiteConfig,
    pub theme_dir: PathBuf,
    pub l10n: Arc<L10n>,
    pub templates: Templates,
    pub content: content::SiteContent,
    pub drafts: bool,
    /// The rankings of `content`, made on first use and kept until [`LoadedSite::forget_rankings`]
    /// (the preview renders again after every save; most saves change no figure).
    rankings: std::sync::OnceLock<Arc<Rankings>>,
}

impl LoadedSite {
    /// Loads the whole site. Warnings come back with it; any error fails the load, with
    /// every problem found (not only the first).
    pub fn load(
        root: &Path,
        base_url: Option<&str>,
        drafts: bool,
    ) -> Result<(LoadedSite, Diagnostics), Diagnostics> {
        let mut config =
            SiteConfig::load(root).map_err(|errors| errors.into_iter().collect::<Diagnostics>())?;
        if let Some(base_url) = base_url {
            config.base_url = base_url.trim_end_matches('/').to_string();
        }
        let mut problems = Diagnostics::new();
        // SiteConfig::load has checked that it exists.
        let theme_dir = config.theme_dir(root);
        let l10n = match load_l10n(root, &config, &theme_dir) {
            Ok((l10n, warnings)) => {
                problems.extend(warnings);
                Some(l10n)
            }
            Err(errors) => {
                problems.extend(errors);
                None
            }
        };
        let templates = match Templates::load(&theme_dir, root) {
            Ok(t) => Some(t),
            Err(errors) => {
                problems.extend(errors);
                None
            }
        };
        let (content, content_problems) = content::load(root, &config, LoadOptions { drafts });
        problems.extend(content_problems);
        match (l10n, templates) {
            (Some(l10n), Some(templates)) if !problems.has_errors() => Ok((
                LoadedSite {
                    root: root.to_path_buf(),
                    config,
                    theme_dir,
                    l10n,
                    templates,
                    content,
                    drafts,
                    rankings: Default::default(),
                },
                problems,
            )),
            _ => Err(problems),
        }
    }

    pub fn reload_templates(&mut self) -> Result<(), Diagnostics> {
        self.templates = Templates::load(&self.theme_dir, &self.root)
            .map_err(|e| e.into_iter().collect::<Diagnostics>())?;
        Ok(())
    }

    pub fn reload_l10n(&mut self) -> Result<Diagnostics, Diagnostics> {
        let (l10n, warnings) = load_l10n(&self.root, &self.config, &self.theme_dir)?;
        self.l10n = l10n;
        Ok(warnings)
    }

    pub fn load_options(&self) -> LoadOptions {
        LoadOptions { drafts: self.drafts }
    }

    /// The rankings of the content as it is: computed once, kept until the content changes
    /// in a way that can change them.
    pub fn rankings(&self) -> Arc<Rankings> {
        Arc::clone(self.rankings.get_or_init(|| Arc::new(Rankings::compute(&self.content))))
    }

    /// Says that `content` changed in what rankings are made of (results, the drives a review
    /// names, which reviews exist): the next render computes them again.
    pub fn forget_rankings(&mut self) {
        self.rankings.take();
    }

    /// Renders the documents `only` selects (all when None), the site-wide files (sitemap,
    /// feeds, 404 pages, search pages) and the static files, into `write`.
    ///
    /// With `search`, the search records of the documents rendered (with `parts.search`) are
    /// set in it, and with the site-wide files the search index is built from it: only the
    /// languages whose records changed since it was last built. Its files go to `write`; the
    /// previous bundles' files that are gone are listed in `search_removed`.
    ///
    /// With `reuse`, documents are taken from the previous output where their inputs have
    /// not changed, and every document is recorded for the ledger of this build's output.
    #[allow(clippy::too_many_arguments)]
    pub fn render(
        &self,
        write: crate::render::Sink,
        charts: &ChartStore,
        only: Option<&crate::render::DocumentFilter>,
        parts: Parts,
        search: Option<&mut SearchIndex>,
        reuse: Option<&DocumentReuse>,
        progress: &(dyn Fn() + Sync),
    ) -> Result<(crate::render::RenderedSite, Coverage, Diagnostics), Diagnostics> {
        let mut problems = Diagnostics::new();
        let renderer = Renderer::new(
            &self.config,
            &self.content,
            self.l10n.clone(),
            &self.templates,
            charts,
            self.rankings(),
        );
        let coverage = coverage(&self.config, &self.content, renderer.routes());
        // Print pages carry no search record: they are rendered after the other pages, while
        // the search index is built from those pages' records (Pagefind indexes a language
        // on one thread; the print pages keep the other core busy).
        let (first, print) = if parts.pages && parts.print_pages {
            let print = Parts {
                pages: false,
                print_pages: true,
                site_files: parts.site_files,
                static_files: false,
                search: false,
            };
            (Parts { print_pages: false, site_files: false, ..parts }, Some(print))
        } else {
            (parts, None)
        };
        if print.is_some() {
            renderer.keep_figures_for_print();
        }
        let rendered = renderer.render_all(write, only, first, reuse, progress);
        problems.extend(self.l10n.take_warnings());
        let mut rendered = match rendered {
            Ok(site) => site,
            Err(errors) => {
                problems.extend(errors);
                return Err(problems);
            }
        };
        let languages: Vec<String> = self.config.languages.iter().map(|l| l.code.clone()).collect();
        let mut index = search;
        if let Some(index) = index.as_deref_mut() {
            for (path, lang, record) in std::mem::take(&mut rendered.search_records) {
                index.set(&path, &lang, record);
            }
        }
        let build_index =
            || index.filter(|_| parts.site_files).map(|index| index.build(&languages));
        let render_print =
            || print.map(|print| renderer.render_all(write, only, print, reuse, progress));
        let (built, printed) = if print.is_some() {
            rayon::join(build_index, render_print)
        } else {
            (build_index(), None)
        };
        problems.extend(self.l10n.take_warnings());
        match printed {
            Some(Ok(printed)) => rendered.files.extend(printed.files),
            Some(Err(errors)) => {
                problems.extend(errors);
                return Err(problems);
            }
            None => {}
        }
        if let Some(built) = built {
            let built = match built {
                Ok(built) => built,
                Err(error) => {
                    problems.push(error);
                    return Err(problems);
                }
            };
            for (path, bytes) in &built.files {
                let file = OutputFile::Rendered { path: path.clone(), bytes: bytes.to_vec() };
                if let Err(error) = write(&file) {
                    problems.push(error);
                    return Err(problems);
                }
                rendered.files.push(Written::from(&file));
            }
            rendered.search_removed = built.removed;
            rendered.search = Some(SearchSummary {
                pages: built.pages,
                indexed: built.indexed,
                reused: built.reused,
                elapsed: built.elapsed,
            });
        }
        // Checked before static files are copied, so a collision is reported, not overwritten.
        let static_files = if parts.static_files {
            static_files(&self.theme_dir, &self.root, &mut problems)
        } else {
            Vec::new()
        };
        rendered.static_files = static_files.len();
        rendered.files.extend(static_files.iter().map(Written::from));
        if only.is_none() && parts == Parts::ALL {
            check_unique_paths(&rendered.files, &mut problems);
        }
        if problems.has_errors() {
            return Err(problems);
        }
        let copied: Vec<Result<(), Diagnostic>> = static_files.par_iter().map(write).collect();
        problems.extend(copied.into_iter().filter_map(Result::err));
        if problems.has_errors() {
            return Err(problems);
        }
        Ok((rendered, coverage, problems))
    }
}

fn load_l10n(
    root: &Path,
    config: &SiteConfig,
    theme_dir: &Path,
) -> Result<(Arc<L10n>, Diagnostics), Diagnostics> {
    let languages: Vec<LanguageSpec> = config
        .languages
        .iter()
        .map(|l| LanguageSpec { code: l.code.clone(), locale: l.locale().to_string() })
        .collect();
    let ftl_dirs = [theme_dir.join("i18n"), root.join("i18n")];
    L10n::load(&languages, &config.default_language, &ftl_dirs)
        .map(|(l10n, warnings)| (Arc::new(l10n), warnings))
}

pub fn build_site(options: &BuildOptions) -> Result<BuildReport, BuildFailure> {
    let started = Instant::now();
    let root = options.root.as_path();
    let fail = |problems: Diagnostics| BuildFailure {
        diagnostics: problems.into_sorted().into_iter().map(|d| d.relative_to(root)).collect(),
        previous_output_intact: true,
    };
    let (site, mut problems) =
        LoadedSite::load(root, options.base_url.as_deref(), options.drafts).map_err(fail)?;

    let output = options.output.clone().unwrap_or_else(|| root.join("output"));
    let staging = Staging::new(&output, root).map_err(|e| fail(e.into()))?;
    let write = |file: &OutputFile| {
        let result = match file {
            OutputFile::Rendered { path, bytes } => staging.write(path, bytes),
            OutputFile::Copied { path, source } => staging.copy(path, source),
            OutputFile::Reused { path, source } => staging.link(path, source),
        };
        result.map_err(|e| Diagnostic::error(format!("cannot write `{}`: {e}", file.path())))
    };
    // The previous output's charts are reused when their inputs have not changed.
    let previous = staging.target().to_path_buf();
    let charts = ChartStore::new(previous.is_dir().then(|| previous.clone()));
    let progress = progress_bar(options.progress, &site.config, &site.content);
    // Like charts, a language's search bundle is taken from the previous output when its
    // pages have not changed.
    let mut search = SearchIndex::reusing(previous.is_dir().then(|| previous.clone()));
    // And a document (a page in a language, or its print page) when nothing it is made
    // from has changed.
    // A site file that cannot be read for the digests (a stray file without read permission)
    // only costs the reuse: everything is rendered, and no ledger is written.
    let reuse = DocumentReuse::new(
        root,
        &site.theme_dir,
        &site.config,
        &site.content,
        site.drafts,
        previous.is_dir().then_some(previous.as_path()),
    )
    .ok();
    let rendered =
        site.render(&write, &charts, None, Parts::ALL, Some(&mut search), reuse.as_ref(), &|| {
            progress.inc(1)
        });
    progress.finish_and_clear();
    let (rendered, coverage, warnings) = match rendered {
        Ok(result) => result,
        Err(errors) => {
            problems.extend(errors);
            return Err(fail(problems));
        }
    };
    problems.extend(warnings);
    if let Some(reuse) = &reuse {
        staging.create_reserved(LEDGER_FILE).and_then(|file| reuse.write_ledger(file)).map_err(
            |e| fail(Diagnostic::error(format!("cannot write `{LEDGER_FILE}`: {e}")).into()),
        )?;
    }
    let committed = staging.commit().map_err(|e| BuildFailure {
        previous_output_intact: e.previous_output_intact,
        ..fail(e.diagnostic.into())
    })?;
    problems.extend(committed.warnings);
    let output = committed.output;

    Ok(BuildReport {
        output,
        pages_per_language: rendered.pages_per_language,
        assets: rendered.assets,
        static_files: rendered.static_files,
        files: rendered.files.len(),
        coverage,
        charts_drawn: charts.drawn(),
        charts_reused: charts.reused(),
        documents_reused: reuse.as_ref().map_or(0, DocumentReuse::reused),
        search_pages: rendered.search.as_ref().map(|s| s.pages.clone()).unwrap_or_default(),
        search_indexed: rendered.search.as_ref().map(|s| s.indexed.clone()).unwrap_or_default(),
        search_reused: rendered.search.as_ref().map(|s| s.reused.clone()).unwrap_or_default(),
        search_elapsed: rendered.search.as_ref().map(|s| s.elapsed).unwrap_or_default(),
        warnings: problems.into_sorted().into_iter().map(|d| d.relative_to(root)).collect(),
        elapsed: started.elapsed(),
    })
}

fn coverage(
    config: &SiteConfig,
    content: &content::SiteContent,
    routes: &crate::render::Routes,
) -> Coverage {
    let languages: Vec<String> = config.languages.iter().map(|l| l.code.clone()).collect();
    let rows = content
        .pages
        .values()
        .filter(|p| !p.texts.is_empty() || p.kind == PageKind::Drive)
        .map(|p| {
            (p.path.clone(), languages.iter().map(|l| routes.availability(&p.path, l)).collect())
        })
        .collect();
    Coverage { languages, rows }
}

fn progress_bar(
    enabled: bool,
    config: &SiteConfig,
    content: &content::SiteContent,
) -> indicatif::ProgressBar {
    if !enabled {
        return indicatif::ProgressBar::hidden();
    }
    // Every page, and every drive's print page, in each language.
    let total = ((content.pages.len() + content.of_kind(PageKind::Drive).count())
        * config.languages.len()) as u64;
    let bar = indicatif::ProgressBar::new(total);
    if let Ok(style) =
        indicatif::ProgressStyle::with_template("{spinner} rendering {pos}/{len} pages {wide_bar}")
    {
        bar.set_style(style);
    }
    bar
}

/// The theme's `static/`, then the site's, whose files replace the theme's of the same name.
fn static_files(theme_dir: &Path, root: &Path, problems: &mut Diagnostics) -> Vec<OutputFile> {
    let mut files: BTreeMap<String, PathBuf> = BTreeMap::new();
    for dir in [theme_dir.join("static"), root.join("static")] {
        if !dir.is_dir() {
            continue;
        }
        for entry in walkdir::WalkDir::new(&dir).sort_by_file_name() {
            match entry {
                Ok(entry) if entry.file_type().is_file() => {
                    let relative = entry.path().strip_prefix(&dir).unwrap_or(entry.path());
                    let path = relative
                        .components()
                        .map(|c| c.as_os_str().to_string_lossy())
                        .collect::<Vec<_>>()
                        .join("/");
                    files.insert(path, entry.path().to_path_buf());
                }
                Ok(_) => {}
                Err(e) => {
                    problems.push(Diagnostic::error(format!("cannot read static files: {e}")))
                }
            }
        }
    }
    files.into_iter().map(|(path, source)| OutputFile::Copied { path, source }).collect()
}

/// Two files for one output path would silently overwrite each other.
fn check_unique_paths(files: &[Written], problems: &mut Diagnostics) {
    let mut seen: BTreeMap<&str, &Written> = BTreeMap::new();
    for file in files {
        if let Some(other) = seen.insert(&file.path, file) {
            let source = |f: &Written| match &f.source {
                Some(source) => source.display().to_string(),
                None => "a rendered page".to_string(),
            };
            problems.push(
                Diagnostic::error(format!(
                    "two files want to be written to `{}`: {} and {}",
                    file.path,
                    source(other),
                    source(file)
                ))
                .with_help("rename one of them"),
            );
        }
    }
}
