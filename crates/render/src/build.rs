//! `iopress build`: load, check, render, write — all or nothing.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::host_limits::OutputSize;
use crate::output::Staging;
use crate::page_charts::ChartStore;
use crate::pictures::{ImageStore, PictureCache, IMAGES_DIR};
use crate::reuse::{DocumentReuse, PreviousLedger, LEDGER_FILE};
use crate::search_index::{SearchIndex, SEARCH_DIR};
use crate::whole_site::{render_site, Coverage, RenderRequest};
use crate::{OutputFile, Parts};
use iopress_site::config::{DeployHost, SiteConfig};
use iopress_site::content::{self, PageKind};
use iopress_site::diagnostics::{Diagnostic, Diagnostics};
use iopress_site::{LoadedSite, PublishedPdfs};

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
    /// The PDFs the output will hold, which drive pages link to, when the caller knows them
    /// (`iopress pdf`, which prints them after this build); as site.toml says when None.
    pub pdfs: Option<PublishedPdfs>,
    /// Show a progress bar (only drawn when stderr is a terminal).
    pub progress: bool,
    /// Where encoded pictures are kept between builds (`IOPRESS_CACHE_DIR` by default).
    pub picture_cache: PictureCache,
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
    /// Pictures encoded in this build, and pictures whose files were all taken unchanged
    /// from the previous output.
    pub pictures_encoded: usize,
    pub pictures_reused: usize,
    /// Social cards rasterized in this build, and cards taken unchanged from the previous
    /// output (a page taken whole from it brings its card along, counted in neither).
    pub cards_rasterized: usize,
    pub cards_reused: usize,
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
    /// The drafts left out (without `--drafts`): the file of each that says `draft = true`,
    /// relative to the site folder.
    pub drafts_left_out: Vec<PathBuf>,
    /// Drive pages (one per language) that link to their PDF, which this build does not
    /// write: `iopress pdf` prints them into the output's `pdf/`.
    pub pdfs_linked: usize,
    /// The output folder's files and bytes, as a host receives them; None when it could not
    /// be walked (a warning says why).
    pub output_size: Option<OutputSize>,
    /// The host site.toml's `[deploy]` names, whose limits `warnings` holds what crosses.
    pub deploy_host: Option<DeployHost>,
    pub elapsed: Duration,
}

/// A failed build: every problem found, errors and warnings, sorted by file and line.
#[derive(Debug)]
pub struct BuildFailure {
    pub diagnostics: Vec<Diagnostic>,
    /// Whether the output folder is exactly as before the build. Only a swap that failed and
    /// could not be undone leaves it otherwise; the diagnostics then say what it holds.
    pub previous_output_intact: bool,
    /// Whether there was an output before the build (once a killed build's is put back): a
    /// build that fails into an empty place leaves nothing, rather than "the previous output".
    pub had_previous_output: bool,
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

/// The start of the message of a file of the output that could not be written.
const NOT_WRITTEN: &str = "cannot write `";

/// A file of the new output that could not be written; a full disk says which and what to do.
fn write_error(path: &str, error: &std::io::Error, output: &Path) -> Diagnostic {
    let diagnostic = Diagnostic::error(format!("{NOT_WRITTEN}{path}`: {error}"));
    if error.kind() == std::io::ErrorKind::StorageFull {
        diagnostic.with_help(format!(
            "the disk that holds {} is full: the build writes the whole new output beside the previous one before it swaps them, so free at least as much space as the output takes and build again",
            output.display()
        ))
    } else {
        diagnostic
    }
}

/// Files that could not be written, as one error (the first, and how many more; every one on
/// `--verbose`) rather than one line each: a full disk or a folder without write permission
/// fails every file of the output alike.
fn one_for_the_files_not_written(errors: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let (mut not_written, mut others): (Vec<Diagnostic>, Vec<Diagnostic>) =
        errors.into_iter().partition(|d| d.message.starts_with(NOT_WRITTEN));
    if not_written.len() > 1 {
        not_written.sort_by(|a, b| a.message.cmp(&b.message));
        let details: Vec<String> = not_written.iter().map(|d| d.message.clone()).collect();
        let first = not_written.swap_remove(0);
        let more = details.len() - 1;
        let summary = Diagnostic::error(format!(
            "{} (and {more} more file{} of the output, `--verbose` lists them)",
            first.message,
            if more == 1 { "" } else { "s" }
        ))
        .with_details(details);
        others.push(match first.help {
            Some(help) => summary.with_help(help),
            None => summary,
        });
    } else {
        others.extend(not_written);
    }
    others
}

pub fn build_site(options: &BuildOptions) -> Result<BuildReport, BuildFailure> {
    let started = Instant::now();
    let root = options.root.as_path();
    let sorted = |problems: Diagnostics| -> Vec<Diagnostic> {
        problems.into_sorted().into_iter().map(|d| d.relative_to(root)).collect()
    };
    let output = options.output.clone().unwrap_or_else(|| root.join("output"));
    // Before anything else, so that a build failing for any reason leaves the previous output
    // in place, as its message says: a previous output that a killed build left aside is put
    // back. Failing that, the output folder is not as the previous build left it.
    crate::output::recover_after_killed_builds(&output, root).map_err(|e| BuildFailure {
        diagnostics: sorted(e.into()),
        previous_output_intact: false,
        had_previous_output: true,
    })?;
    let had_previous_output = output.read_dir().is_ok_and(|mut entries| entries.next().is_some());
    let fail = |problems: Diagnostics| BuildFailure {
        diagnostics: sorted(problems),
        previous_output_intact: true,
        had_previous_output,
    };
    let (mut site, mut problems) =
        LoadedSite::load(root, options.base_url.as_deref(), options.drafts).map_err(fail)?;
    if let Some(pdfs) = &options.pdfs {
        site.pdfs = pdfs.clone();
    }
    // Print pages are deployed only with the PDFs printed from them (docs/ci.md, "Linking
    // the PDFs"): without, they would be a fifth of the output's bytes for no reader.
    site.print_pages = site.pdfs != iopress_site::PublishedPdfs::None;

    let mut staging = Staging::new(&output, root).map_err(|e| fail(e.into()))?;
    let previous = staging.target().to_path_buf();
    let previous_dir = previous.is_dir().then_some(previous.as_path());
    // What the previous build wrote, file by file: nothing is taken from its output but files
    // that still have that content (a page edited by hand, or a link put in a file's place,
    // is rendered again).
    let mut previous_ledger = previous_dir.map(PreviousLedger::read).unwrap_or_default();
    staging.trust_previous(previous_ledger.take_files());
    let write = |file: &OutputFile| {
        let result = match file {
            OutputFile::Rendered { path, bytes } => staging.write(path, bytes),
            OutputFile::Copied { path, source } => return copy_published(&staging, path, source),
            OutputFile::Reused { path, source } => staging.link(path, source),
        };
        result.map_err(|e| write_error(file.path(), &e, staging.target()))
    };
    // The previous output's social cards are reused when their inputs have not changed (a
    // card's name hashes them; the store takes only a whole PNG). Charts are inline: a page
    // taken from the previous output brings its own.
    let charts = ChartStore::new(previous_dir.map(Path::to_path_buf));
    // And pictures: a picture whose files are all in an intact `images/`, or in the cache,
    // is not encoded.
    let images = ImageStore::new(
        previous_dir.filter(|_| staging.previous_folder_intact(IMAGES_DIR)).map(Path::to_path_buf),
        &options.picture_cache,
    );
    let progress = progress_bar(options.progress, &site.config, &site.content);
    // Like charts, a language's search bundle is taken from the previous output when its
    // pages have not changed, and the bundles are as the previous build wrote them.
    let previous_search =
        previous_dir.filter(|_| staging.previous_folder_intact(SEARCH_DIR)).map(Path::to_path_buf);
    let mut search = SearchIndex::reusing(previous_search);
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
        &site.pdfs,
        site.print_pages,
        previous_dir,
        previous_ledger,
    )
    .ok();
    let rendered = render_site(
        &site,
        &write,
        &charts,
        RenderRequest {
            only: None,
            parts: Parts::ALL,
            search: Some(&mut search),
            reuse: reuse.as_ref(),
            images: Some(&images),
            progress: &|| progress.inc(1),
        },
    );
    progress.finish_and_clear();
    let (rendered, coverage, warnings) = match rendered {
        Ok(result) => result,
        Err(errors) => {
            problems.extend(one_for_the_files_not_written(errors.into_sorted()));
            return Err(fail(problems));
        }
    };
    problems.extend(warnings);
    problems.extend(charts.cards.warnings());
    if let Some(reuse) = &reuse {
        let files = staging.written_files();
        staging
            .create_reserved(LEDGER_FILE)
            .and_then(|file| reuse.write_ledger(file, &files))
            .map_err(|e| {
                fail(Diagnostic::error(format!("cannot write `{LEDGER_FILE}`: {e}")).into())
            })?;
    }
    let committed = staging.commit().map_err(|e| BuildFailure {
        previous_output_intact: e.previous_output_intact,
        ..fail(e.diagnostic.into())
    })?;
    problems.extend(committed.warnings);
    let output = committed.output;
    let deploy_host = site.config.deploy.host;
    let output_size = match OutputSize::measure(&output) {
        Ok(size) => {
            problems.extend(deploy_host.into_iter().flat_map(|host| size.host_warnings(host)));
            Some(size)
        }
        Err(e) => {
            problems.push(Diagnostic::warning(format!(
                "cannot measure the output folder {}: {e}",
                output.display()
            )));
            None
        }
    };

    Ok(BuildReport {
        output,
        pages_per_language: rendered.pages_per_language,
        assets: rendered.assets,
        static_files: rendered.static_files,
        files: rendered.files.len(),
        coverage,
        charts_drawn: charts.drawn(),
        charts_reused: charts.reused(),
        pictures_encoded: images.encoded(),
        pictures_reused: images.reused(),
        cards_rasterized: charts.cards.rasterized(),
        cards_reused: charts.cards.reused(),
        documents_reused: reuse.as_ref().map_or(0, DocumentReuse::reused),
        search_pages: rendered.search.as_ref().map(|s| s.pages.clone()).unwrap_or_default(),
        search_indexed: rendered.search.as_ref().map(|s| s.indexed.clone()).unwrap_or_default(),
        search_reused: rendered.search.as_ref().map(|s| s.reused.clone()).unwrap_or_default(),
        search_elapsed: rendered.search.as_ref().map(|s| s.elapsed).unwrap_or_default(),
        warnings: problems.into_sorted().into_iter().map(|d| d.relative_to(root)).collect(),
        drafts_left_out: site.content.drafts_left_out(root),
        pdfs_linked: pdfs_linked(&site),
        output_size,
        deploy_host,
        elapsed: started.elapsed(),
    })
}

/// How many drive pages (one per language) link to their PDF.
fn pdfs_linked(site: &LoadedSite) -> usize {
    let routes = crate::Routes::new(&site.config, &site.content);
    site.content
        .of_kind(PageKind::Drive)
        .map(|drive| {
            routes
                .languages_rendering(&drive.path)
                .into_iter()
                .filter(|lang| site.pdfs.includes(lang, drive.id()))
                .count()
        })
        .sum()
}

/// Copies a site's file (an asset, a static file) to `path` in the output: a file that
/// cannot be read is the site's problem, named as such, not a write error of the output.
fn copy_published(staging: &Staging, path: &str, source: &Path) -> Result<(), Diagnostic> {
    if let Err(e) = std::fs::File::open(source) {
        return Err(Diagnostic::error(format!("cannot read this file to publish it: {e}"))
            .in_file(source)
            .with_help("make it readable by the user who builds the site, or remove it"));
    }
    staging.copy(path, source).map_err(|e| write_error(path, &e, staging.target()))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_cannot_be_read_is_named_as_the_sites_not_as_a_write_error() {
        let site = tempfile::tempdir().unwrap();
        let output = site.path().join("output");
        let staging = Staging::new(&output, site.path()).unwrap();
        let source = site.path().join("content/r/photo.jpg");
        let error = copy_published(&staging, "r/photo.jpg", &source).unwrap_err();
        assert_eq!(error.file.as_deref(), Some(source.as_path()));
        assert!(error.message.starts_with("cannot read this file"), "{error}");
        assert!(!error.to_string().contains("cannot write"), "{error}");
    }

    #[test]
    fn files_not_written_are_one_error_with_every_file_in_its_details() {
        let full = std::io::Error::from(std::io::ErrorKind::StorageFull);
        let output = Path::new("/srv/www/output");
        let mut errors: Vec<Diagnostic> = ["b.html", "a.html", "c/index.html"]
            .iter()
            .map(|path| write_error(path, &full, output))
            .collect();
        errors.push(Diagnostic::error("a template does not parse"));
        let errors = one_for_the_files_not_written(errors);
        assert_eq!(errors.len(), 2, "{errors:#?}");
        let summary = errors.iter().find(|d| d.message.starts_with(NOT_WRITTEN)).unwrap();
        assert!(
            summary.message.starts_with("cannot write `a.html`: ")
                && summary
                    .message
                    .ends_with("(and 2 more files of the output, `--verbose` lists them)"),
            "{}",
            summary.message
        );
        assert_eq!(summary.details().len(), 3);
        let help = summary.help.as_deref().unwrap();
        assert!(help.contains("/srv/www/output is full") && help.contains("free"), "{help}");
        // One file alone is said as it is.
        let one = one_for_the_files_not_written(vec![write_error("a.html", &full, output)]);
        assert_eq!(one.len(), 1);
        assert!(one[0].details().is_empty() && !one[0].message.contains("more file"));
    }
}
