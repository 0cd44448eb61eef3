//! Rendering a whole [`LoadedSite`] in memory, into a sink: every document (page ×
//! language), the site-wide files, the search index and the static files, with the coverage
//! of each language. `iopress build` ([`crate::build`]) writes what it renders into the output
//! folder; `iopress check` and the preview keep it.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use rayon::prelude::*;

use crate::page_charts::ChartStore;
use crate::pictures::ImageStore;
use crate::reuse::DocumentReuse;
use crate::search_index::{BundleFile, SearchIndex};
use crate::{Availability, OutputFile, Parts, Renderer, SearchSummary, Written};
use iopress_site::config::SiteConfig;
use iopress_site::content::{self, PageKind};
use iopress_site::diagnostics::{Diagnostic, Diagnostics};
use iopress_site::site_files::SiteRoot;
use iopress_site::LoadedSite;

/// Which pages exist in which language.
#[derive(Debug, Clone, Default)]
pub struct Coverage {
    pub languages: Vec<String>,
    /// (page path, availability per language in `languages` order)
    pub rows: Vec<(String, Vec<Availability>)>,
    /// (page path, language) of the translations whose source changed since they were
    /// made (`iopress translate import` records what each was made from).
    pub outdated: std::collections::BTreeSet<(String, String)>,
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
            for (lang, state) in self.languages.iter().zip(states) {
                let outdated = self.outdated.contains(&(path.clone(), lang.clone()));
                let mark = match state {
                    Availability::Translated if outdated => "↻",
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
        if !self.outdated.is_empty() {
            out.push_str("↻ outdated: the source changed since it was translated (iopress check names the units)\n");
        }
        out
    }
}

/// What one render of a [`LoadedSite`] does (see [`render_site`]).
pub struct RenderRequest<'a> {
    /// The documents to render; every document when None.
    pub only: Option<&'a crate::DocumentFilter<'a>>,
    /// Which kinds of output to make.
    pub parts: Parts,
    /// The search index to give the rendered documents' records to, and to build.
    pub search: Option<&'a mut SearchIndex>,
    /// The previous output's documents, to take where their inputs have not changed.
    pub reuse: Option<&'a DocumentReuse>,
    /// Where the pictures' files come from (encoded, or taken from an earlier build); None
    /// renders pages that show pictures without writing their files (`iopress check`).
    pub images: Option<&'a ImageStore>,
    /// Called once per document rendered.
    pub progress: &'a (dyn Fn() + Sync),
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
pub fn render_site(
    site: &LoadedSite,
    write: crate::Sink,
    charts: &ChartStore,
    request: RenderRequest,
) -> Result<(crate::RenderedSite, Coverage, Diagnostics), Diagnostics> {
    let RenderRequest { only, parts, search, reuse, images, progress } = request;
    // Asked for by the caller, and written for this site (`LoadedSite::print_pages`).
    let whole = parts == Parts::ALL;
    let parts = Parts { print_pages: parts.print_pages && site.print_pages, ..parts };
    let mut problems = Diagnostics::new();
    let renderer = Renderer::new(
        &site.config,
        &site.content,
        site.l10n.clone(),
        &site.templates,
        charts,
        site.rankings(),
        &site.pdfs,
    )
    .with_print_pages(site.print_pages);
    let coverage = coverage(&site.config, &site.content, renderer.routes());
    let (pictures, picture_problems) = renderer.pictures();
    problems.extend(picture_problems.iter().cloned());
    // Pictures are written with the pages (the preview's renders of the pages an edit
    // touched too, so a picture added to a folder is there at once), in parallel with them:
    // encoded once for every page and language that shows them, or taken as they were.
    let write_pictures = || match images.filter(|_| parts.pages) {
        Some(store) if !pictures.is_empty() => store.write(pictures, write),
        _ => Vec::new(),
    };
    let languages: Vec<String> = site.config.languages.iter().map(|l| l.code.clone()).collect();
    let mut index = search;
    if let Some(index) = index.as_deref_mut() {
        index.part_bytes(site.config.search.part_bytes);
    }
    // Print pages carry no search record: they are rendered after the other pages, while
    // the search index is built from those pages' records (Pagefind indexes a language
    // on one thread; the print pages keep the other core busy). So are the site files when
    // pages are rendered with them: the search pages list the bundles their records make (a
    // large language is indexed in parts).
    let second = Parts {
        pages: false,
        print_pages: false,
        site_files: false,
        static_files: false,
        search: false,
    };
    let (first, second) = if parts.pages && parts.print_pages {
        let print = Parts { print_pages: true, site_files: parts.site_files, ..second };
        (Parts { print_pages: false, site_files: false, ..parts }, Some(print))
    } else if parts.pages && parts.site_files && index.is_some() {
        (Parts { site_files: false, ..parts }, Some(Parts { site_files: true, ..second }))
    } else {
        (parts, None)
    };
    if second.is_some_and(|second| second.print_pages) {
        renderer.keep_figures_for_print();
    }
    // The search pages of a render without pages: the bundles of the records already set.
    if let Some(index) = index.as_deref().filter(|_| first.site_files) {
        renderer.set_search_parts(index.parts(&languages));
    }
    let (rendered, picture_problems) =
        rayon::join(|| renderer.render_all(write, only, first, reuse, progress), write_pictures);
    problems.extend(picture_problems);
    let mut rendered = match rendered {
        Ok(site) => site,
        Err(errors) => {
            problems.extend(site.l10n.take_warnings());
            problems.extend(errors);
            return Err(problems);
        }
    };
    if let Some(index) = index.as_deref_mut() {
        for (path, lang, record) in std::mem::take(&mut rendered.search_records) {
            index.set(&path, &lang, record);
        }
        if second.is_some_and(|second| second.site_files) {
            renderer.set_search_parts(index.parts(&languages));
        }
    }
    // Each bundle written as soon as it is built, and dropped.
    let write_bundle = |files: &[BundleFile]| -> Result<(), Diagnostic> {
        for (path, bytes) in files {
            write(&OutputFile::Rendered { path: path.clone(), bytes: bytes.to_vec() })?;
        }
        Ok(())
    };
    let build_index = || {
        index
            .filter(|_| parts.site_files)
            .map(|index| index.build_writing(&languages, Some(&write_bundle)))
    };
    let render_second =
        || second.map(|second| renderer.render_all(write, only, second, reuse, progress));
    let (built, printed) = if second.is_some() {
        rayon::join(build_index, render_second)
    } else {
        (build_index(), None)
    };
    // Taken once, after the print pages too: strings a language lacks are summed up by file,
    // over everything rendered.
    problems.extend(site.l10n.take_warnings());
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
        rendered.files.extend(built.written.into_iter().map(|path| Written {
            path,
            source: None,
            page: None,
        }));
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
        static_files(&site.theme_dir, &site.root, &mut problems)
    } else {
        Vec::new()
    };
    rendered.static_files = static_files.len();
    rendered.files.extend(static_files.iter().map(Written::from));
    if only.is_none() && whole {
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

fn coverage(
    config: &SiteConfig,
    content: &content::SiteContent,
    routes: &crate::Routes,
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
    // A record that cannot be read is not a build's concern: `check` reports it.
    let outdated = content
        .pages
        .values()
        .flat_map(|p| p.texts.keys().map(move |l| (p, l)))
        .filter(|(p, l)| matches!(iopress_site::translate::versions::outdated(p, l), Ok(Some(_))))
        .map(|(p, l)| (p.path.clone(), l.clone()))
        .collect();
    Coverage { languages, rows, outdated }
}

/// The theme's `static/`, then the site's, whose files replace the theme's of the same name.
fn static_files(theme_dir: &Path, root: &Path, problems: &mut Diagnostics) -> Vec<OutputFile> {
    let mut files: BTreeMap<String, PathBuf> = BTreeMap::new();
    // A link leading out of the site is an error, and what it leads to is never published.
    let site = SiteRoot::new(root);
    for dir in [theme_dir.join("static"), root.join("static")] {
        for source in site.files(&dir, problems) {
            let relative = source.strip_prefix(&dir).unwrap_or(&source);
            let path = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy())
                .collect::<Vec<_>>()
                .join("/");
            files.insert(path, source);
        }
    }
    files.into_iter().map(|(path, source)| OutputFile::Copied { path, source }).collect()
}

/// Two files for one output path would silently overwrite each other.
fn check_unique_paths(files: &[Written], problems: &mut Diagnostics) {
    let mut seen: BTreeMap<&str, &Written> = BTreeMap::new();
    for file in files {
        if let Some(other) = seen.insert(&file.path, file) {
            let source = |f: &Written| match (&f.source, &f.page) {
                (Some(source), _) => format!("`{}`", source.display()),
                (None, Some(page)) if page.is_empty() => "the home page".to_string(),
                (None, Some(page)) => format!("the page of `content/{page}/`"),
                (None, None) => {
                    "a page iopress makes for the whole site (a 404 page, the sitemap, a feed or \
                     a search page)"
                        .to_string()
                }
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
