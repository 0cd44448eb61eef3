//! Rebuilding after a change: only what the change affects, into an in-memory snapshot.
//!
//! One review's prose re-renders that review in each language and the pages that list it;
//! a data file also re-renders every page whose rankings it takes part in; a template or
//! UI-string change re-renders everything (charts come from the cache, so that is still
//! fast); the site configuration reloads everything.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use iopress_render::page_charts::ChartStore;
use iopress_render::pictures::{ImageStore, PictureCache};
use iopress_render::search_index::SearchIndex;
use iopress_render::search_records::SEARCH_TEMPLATE;
use iopress_render::whole_site::{render_site, RenderRequest};
use iopress_render::{OutputFile, Parts};
use iopress_site::content::{self, Input, Page, PageKind, CONTENT_DIR};
use iopress_site::diagnostics::{Diagnostic, Diagnostics};
use iopress_site::LoadedSite;

use super::state::{Snapshot, SnapshotFiles};

/// What a rebuild did.
#[derive(Debug, Clone, PartialEq)]
pub struct Rebuilt {
    /// HTML pages rendered again.
    pub pages: usize,
    /// Only stylesheets changed: browsers can swap them without reloading.
    pub css_only: bool,
    /// False when none of the changed files is part of the site: nothing to tell browsers.
    pub changed: bool,
    pub elapsed: Duration,
    pub warnings: Vec<Diagnostic>,
    /// True for the second stage of a rebuild ([`LiveSite::finish_deferred`]): the print
    /// pages and site-wide files, rendered after browsers were told to reload.
    pub follow_up: bool,
    /// For a follow-up, or a first stage that rendered only the pages browsers show: the URL
    /// paths (`/fr/drives/x/print/`) whose content changed, so that only a browser showing
    /// one of them reloads.
    pub updated_urls: Vec<String>,
    /// A first stage that rendered only the pages browsers show (the rest of what the change
    /// affects follows in the second stage).
    pub viewed_first: bool,
    /// The drafts left out (without `--drafts`), as the site is after a first stage: the
    /// file of each that says `draft = true`, relative to the site folder. None for a
    /// second stage, which loads nothing.
    pub drafts_left_out: Option<Vec<PathBuf>>,
}

impl Rebuilt {
    fn nothing() -> Rebuilt {
        Rebuilt {
            pages: 0,
            css_only: false,
            changed: false,
            elapsed: Duration::ZERO,
            warnings: Vec::new(),
            follow_up: false,
            updated_urls: Vec::new(),
            viewed_first: false,
            drafts_left_out: None,
        }
    }
}

/// What the first stage of a rebuild left for the second: which documents' print pages,
/// and the site-wide files.
#[derive(Debug, Default)]
struct Deferred {
    everything: bool,
    affected: BTreeSet<String>,
    /// The pages a first stage left for the second, when it rendered only those shown.
    screen: Option<ScreenRest>,
}

/// What a change affects, but the documents (page path, language) already rendered.
#[derive(Debug)]
struct ScreenRest {
    everything: bool,
    affected: BTreeSet<String>,
    rendered: BTreeSet<(String, String)>,
}

impl ScreenRest {
    fn wants(&self, page: &Page, lang: &str) -> bool {
        (self.everything || self.affected.contains(&page.path))
            && !self.rendered.contains(&(page.path.clone(), lang.to_string()))
    }
}

/// The first stage of a rebuild renders the pages themselves: what an editor has on screen.
/// Their search records are kept for the second stage.
const SCREEN: Parts =
    Parts { pages: true, print_pages: false, site_files: false, static_files: false, search: true };
/// The second stage: drives' print pages (each repeats every review of its drive, with all
/// its charts and tables, so it is the slowest page to render) and the sitemap, feeds, 404s and
/// search pages, and the search index of the languages whose pages changed.
const FOLLOW_UP: Parts =
    Parts { pages: false, print_pages: true, site_files: true, static_files: false, search: false };

/// A site kept in memory between changes.
pub struct LiveSite {
    root: PathBuf,
    base_url: Option<String>,
    drafts: bool,
    site: Option<LoadedSite>,
    charts: ChartStore,
    /// The pictures encoded since the server started, kept for every later build.
    images: ImageStore,
    snapshot: Snapshot,
    /// The snapshot's files replaced, added or removed since it was last taken to publish
    /// (a path may be listed more than once, or for a file that did not change after all);
    /// None when it is new altogether.
    touched: Option<Vec<Arc<str>>>,
    deferred: Option<Deferred>,
    /// Every page's search record, and the bundles last built from them.
    search: SearchIndex,
}

/// What a changed file is, for deciding what to rebuild.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Change {
    Config,
    /// A template: the name it is known by (`review.html`, `macros.html`).
    Template(String),
    Strings,
    Static {
        css: bool,
    },
    /// `content/protocols.toml`: site-wide data.
    Protocols,
    /// A file in a content folder: prose (Markdown) or data.
    Content {
        dir: PathBuf,
        prose: bool,
    },
    /// Not part of the site (the output folder, editor files).
    Ignored,
}

impl LiveSite {
    /// `base_url` replaces site.toml's (the server's own address, so links work locally).
    pub fn new(root: &Path, base_url: Option<String>, drafts: bool) -> LiveSite {
        LiveSite {
            root: root.to_path_buf(),
            base_url,
            drafts,
            site: None,
            // Cards are not drawn: rasterizing them would hold up the first pages shown.
            charts: ChartStore::for_preview_and_check(),
            images: ImageStore::in_memory(&PictureCache::FromEnvironment),
            snapshot: Snapshot::default(),
            touched: None,
            deferred: None,
            search: SearchIndex::default(),
        }
    }

    pub fn snapshot(&self) -> &Snapshot {
        &self.snapshot
    }

    /// The snapshot to publish, and the files that changed since the last one taken (None:
    /// every file may have). Copying the snapshot shares all its files.
    pub fn take_publication(&mut self) -> (Snapshot, Option<Vec<Arc<str>>>) {
        (self.snapshot.clone(), self.touched.replace(Vec::new()))
    }

    /// Loads and renders everything.
    pub fn rebuild_all(&mut self) -> Result<Rebuilt, Vec<Diagnostic>> {
        let started = Instant::now();
        self.site = None;
        self.deferred = None;
        let (mut site, warnings) =
            LoadedSite::load(&self.root, self.base_url.as_deref(), self.drafts)
                .map_err(|d| self.finish_problems(d))?;
        // The preview prints no PDF: a link to one would answer 404, even where the deployed
        // site (`[pdf] publish = true`) has it.
        site.pdfs = iopress_site::PublishedPdfs::None;
        // But it shows the print pages, for a theme's print stylesheet to be worked on.
        site.print_pages = true;
        self.search = SearchIndex::default();
        let (snapshot, pages, render_warnings, _) = render_into(
            &site,
            &self.charts,
            &self.images,
            None,
            Parts::ALL,
            Snapshot::default(),
            &mut self.search,
        )
        .map_err(|d| self.finish_problems(d))?;
        self.snapshot = snapshot;
        self.touched = None;
        let drafts_left_out = Some(site.content.drafts_left_out(&self.root));
        self.site = Some(site);
        let mut all = warnings;
        all.extend(render_warnings);
        Ok(Rebuilt {
            pages,
            changed: true,
            elapsed: started.elapsed(),
            warnings: self.finish_problems(all),
            drafts_left_out,
            ..Rebuilt::nothing()
        })
    }

    /// Rebuilds after `changed` files were saved, created or removed: the first stage, the
    /// pages themselves. Call [`LiveSite::finish_deferred`] after publishing the result.
    /// A folder that is gone (moved away, renamed, deleted) may be named instead of its
    /// files; a folder that appeared must be named by its files (the watcher walks it).
    pub fn apply(&mut self, changed: &[PathBuf]) -> Result<Rebuilt, Vec<Diagnostic>> {
        self.apply_viewing(changed, &BTreeSet::new())
    }

    /// [`LiveSite::apply`], when browsers show the pages `viewed` (snapshot keys,
    /// "fr/reviews/x/index.html"): if the change affects some of them, the first stage renders
    /// only those, and the second the rest of what the change affects before the print pages.
    pub fn apply_viewing(
        &mut self,
        changed: &[PathBuf],
        viewed: &BTreeSet<String>,
    ) -> Result<Rebuilt, Vec<Diagnostic>> {
        let changes = self.classify_all(changed);
        if changes.is_empty() {
            return Ok(Rebuilt::nothing());
        }
        if self.site.is_none() || changes.contains(&Change::Config) {
            return self.rebuild_all();
        }
        let started = Instant::now();
        let site = self.site.as_mut().expect("checked above");
        let mut problems = Diagnostics::new();
        let mut everything = false;
        let mut affected: BTreeSet<String> = BTreeSet::new();
        let css_only = changes.iter().all(|c| matches!(c, Change::Static { css: true }));
        for change in &changes {
            match change {
                Change::Template(name) => {
                    let had_search = site.templates.has(SEARCH_TEMPLATE);
                    if let Err(errors) = site.reload_templates() {
                        problems.extend(errors);
                    }
                    // A search page added or removed adds or removes the search box on
                    // every page, and the search records.
                    if site.templates.has(SEARCH_TEMPLATE) != had_search {
                        everything = true;
                    }
                    match PageKind::of_template(name) {
                        // A page template re-renders the pages of its kind…
                        Some(kind) => {
                            affected.extend(site.content.of_kind(kind).map(|p| p.path.clone()))
                        }
                        // …site files (404, sitemap, feeds) are rendered on every rebuild, and
                        // anything else (base.html, macros) is used by every page.
                        None if is_site_file_template(name) => {}
                        None => everything = true,
                    }
                }
                Change::Strings => match site.reload_l10n() {
                    Ok(warnings) => {
                        problems.extend(warnings);
                        everything = true;
                    }
                    Err(errors) => problems.extend(errors),
                },
                Change::Protocols => {
                    let (content, content_problems) =
                        content::load(&site.root, &site.config, site.load_options());
                    site.content = content;
                    site.forget_rankings();
                    problems.extend(content_problems);
                    everything = true;
                }
                Change::Static { .. }
                | Change::Config
                | Change::Content { .. }
                | Change::Ignored => {}
            }
        }
        let folders = content_folders(&changes);
        if !folders.is_empty() {
            let (content_affected, gone) = reload_content(site, &folders, &mut problems);
            affected.extend(content_affected);
            // A page that no longer exists leaves no stale copy behind.
            for page in gone {
                note_touched(
                    &mut self.touched,
                    remove_page_outputs(&mut self.snapshot, &page, &site.config),
                );
                self.search.remove_page(&page);
            }
        }
        if problems.has_errors() {
            return Err(self.finish_problems(problems));
        }
        // Pages an earlier first stage left for later are rendered now, with this change's.
        if let Some(rest) = self.deferred.as_mut().and_then(|pending| pending.screen.take()) {
            everything |= rest.everything;
            affected.extend(rest.affected);
        }
        let static_changed = changes.iter().any(|c| matches!(c, Change::Static { .. }));
        let parts = Parts { static_files: static_changed, ..SCREEN };
        let site = self.site.as_ref().expect("checked above");
        let shown = if css_only {
            BTreeSet::new()
        } else {
            shown_documents(site, viewed, everything, &affected)
        };
        let filter = |page: &Page, lang: &str| {
            (everything || affected.contains(&page.path))
                && (shown.is_empty()
                    || shown.iter().any(|(path, l)| *path == page.path && l == lang))
        };
        let previous = std::mem::take(&mut self.snapshot);
        match render_into(
            site,
            &self.charts,
            &self.images,
            Some(&filter),
            parts,
            previous.clone(),
            &mut self.search,
        ) {
            Ok((snapshot, pages, warnings, written)) => {
                let viewed_first = !shown.is_empty();
                let updated_urls = if viewed_first {
                    changed_urls(&previous, &snapshot, &written)
                } else {
                    Vec::new()
                };
                self.snapshot = snapshot;
                note_touched(
                    &mut self.touched,
                    written.iter().map(|path| Arc::from(path.as_str())),
                );
                problems.extend(warnings);
                // A stylesheet alone changes no page, print page or feed.
                if !css_only {
                    let pending = self.deferred.get_or_insert_with(Deferred::default);
                    if viewed_first {
                        pending.screen = Some(ScreenRest {
                            everything,
                            affected: affected.clone(),
                            rendered: shown,
                        });
                    }
                    pending.everything |= everything;
                    pending.affected.extend(affected);
                }
                let drafts_left_out = Some(site.content.drafts_left_out(&self.root));
                Ok(Rebuilt {
                    pages,
                    css_only,
                    changed: true,
                    elapsed: started.elapsed(),
                    warnings: self.finish_problems(problems),
                    updated_urls,
                    viewed_first,
                    drafts_left_out,
                    ..Rebuilt::nothing()
                })
            }
            Err(errors) => {
                self.snapshot = previous;
                Err(self.finish_problems(errors))
            }
        }
    }

    /// The second stage of a rebuild: the print pages of the drives the change affected, and
    /// the site-wide files. None when nothing is pending.
    pub fn finish_deferred(&mut self) -> Option<Result<Rebuilt, Vec<Diagnostic>>> {
        let pending = self.deferred.take()?;
        let site = self.site.as_ref()?;
        let started = Instant::now();
        let filter =
            |page: &Page, _lang: &str| pending.everything || pending.affected.contains(&page.path);
        let previous = std::mem::take(&mut self.snapshot);
        // First the pages a first stage left (it rendered only those browsers show), so that
        // their search records are in the index built with the site files.
        let (base, screen_pages, screen_warnings, mut written) = match &pending.screen {
            Some(rest) => {
                let wanted = |page: &Page, lang: &str| rest.wants(page, lang);
                match render_into(
                    site,
                    &self.charts,
                    &self.images,
                    Some(&wanted),
                    SCREEN,
                    previous.clone(),
                    &mut self.search,
                ) {
                    Ok(rendered) => rendered,
                    Err(errors) => {
                        self.snapshot = previous;
                        return Some(Err(self.finish_problems(errors)));
                    }
                }
            }
            None => (previous.clone(), 0, Diagnostics::new(), Vec::new()),
        };
        match render_into(
            site,
            &self.charts,
            &self.images,
            Some(&filter),
            FOLLOW_UP,
            base,
            &mut self.search,
        ) {
            Ok((snapshot, pages, mut warnings, follow_up_written)) => {
                let pages = pages + screen_pages;
                warnings.extend(screen_warnings);
                written.extend(follow_up_written);
                let updated_urls = changed_urls(&previous, &snapshot, &written);
                self.snapshot = snapshot;
                note_touched(
                    &mut self.touched,
                    written.iter().map(|path| Arc::from(path.as_str())),
                );
                Some(Ok(Rebuilt {
                    pages,
                    changed: !updated_urls.is_empty(),
                    elapsed: started.elapsed(),
                    warnings: self.finish_problems(warnings),
                    follow_up: true,
                    updated_urls,
                    ..Rebuilt::nothing()
                }))
            }
            Err(errors) => {
                self.snapshot = previous;
                Some(Err(self.finish_problems(errors)))
            }
        }
    }

    /// What the changed paths are, each once; files outside the site left out.
    fn classify_all(&self, changed: &[PathBuf]) -> BTreeSet<Change> {
        let mut changes = BTreeSet::new();
        for path in changed {
            let gone = self.page_folders_gone_with(path);
            if gone.is_empty() {
                changes.insert(self.classify(path));
            } else {
                // Its pages are gone, with their data: rankings change too.
                changes.extend(gone.into_iter().map(|dir| Change::Content { dir, prose: false }));
            }
        }
        changes.remove(&Change::Ignored);
        changes
    }

    /// The folders of pages at or below `path` when `path` no longer exists: a folder
    /// moved away, renamed or deleted whole sends one event, for itself, and none for the
    /// files it took with it.
    fn page_folders_gone_with(&self, path: &Path) -> Vec<PathBuf> {
        let Some(site) = &self.site else { return Vec::new() };
        if !path.starts_with(self.root.join(CONTENT_DIR)) || path.exists() {
            return Vec::new();
        }
        let dirs: BTreeSet<&PathBuf> = site
            .content
            .pages
            .values()
            .filter(|page| page.kind != PageKind::Protocol && page.dir.starts_with(path))
            .map(|page| &page.dir)
            .collect();
        dirs.into_iter().cloned().collect()
    }

    fn classify(&self, path: &Path) -> Change {
        let Ok(relative) = path.strip_prefix(&self.root) else { return Change::Ignored };
        // A folder's own event says nothing its files' events do not.
        if path.is_dir() {
            return Change::Ignored;
        }
        let name = relative.file_name().and_then(|n| n.to_str()).unwrap_or("");
        // Editors write temporary and backup files next to the real ones.
        if name.starts_with('.')
            || name.ends_with('~')
            || name.ends_with(".swp")
            || name.ends_with(".tmp")
        {
            return Change::Ignored;
        }
        let parts: Vec<&str> =
            relative.components().filter_map(|c| c.as_os_str().to_str()).collect();
        let theme =
            self.site.as_ref().map(|s| s.config.theme.clone()).unwrap_or_else(|| "default".into());
        let css = name.ends_with(".css");
        match parts.as_slice() {
            [iopress_site::config::CONFIG_FILE] => Change::Config,
            // The theme in use gone whole (moved away, deleted; a folder still there was
            // ignored above): its templates went with it. Back, its files are each reported.
            ["themes"] => Change::Template(String::new()),
            ["themes", name] if *name == theme => Change::Template(String::new()),
            ["templates", rest @ ..] | ["themes", _, "templates", rest @ ..]
                if in_theme(&parts, &theme) =>
            {
                Change::Template(rest.join("/"))
            }
            ["i18n", ..] | ["themes", _, "i18n", ..] if in_theme(&parts, &theme) => Change::Strings,
            ["static", ..] | ["themes", _, "static", ..] if in_theme(&parts, &theme) => {
                Change::Static { css }
            }
            [CONTENT_DIR, file] if *file == iopress_site::data::PROTOCOLS_FILE => Change::Protocols,
            [CONTENT_DIR, ..] => {
                let dir = path.parent().unwrap_or(&self.root).to_path_buf();
                // Only data files change figures and rankings; prose and assets change their
                // own pages and the lists that show them.
                let data = name.ends_with(".csv") || name.ends_with(".toml");
                Change::Content { dir, prose: !data }
            }
            _ => Change::Ignored,
        }
    }

    /// Paths relative to the site root, sorted, as the editor knows them.
    fn finish_problems(&self, problems: impl IntoIterator<Item = Diagnostic>) -> Vec<Diagnostic> {
        problems
            .into_iter()
            .collect::<Diagnostics>()
            .into_sorted()
            .into_iter()
            .map(|d| d.relative_to(&self.root))
            .collect()
    }
}

fn is_site_file_template(name: &str) -> bool {
    matches!(name, "404.html" | "sitemap.xml" | "atom.xml" | "robots.txt" | SEARCH_TEMPLATE)
}

/// A `themes/<name>/…` path counts only for the theme in use.
fn in_theme(parts: &[&str], theme: &str) -> bool {
    parts[0] != "themes" || parts.get(1) == Some(&theme)
}

/// The content folders among `changes`, each with whether its data changed (rather than
/// only its prose or assets).
fn content_folders(changes: &BTreeSet<Change>) -> BTreeMap<PathBuf, bool> {
    let mut folders: BTreeMap<PathBuf, bool> = BTreeMap::new();
    for change in changes {
        if let Change::Content { dir, prose } = change {
            *folders.entry(dir.clone()).or_default() |= !prose;
        }
    }
    folders
}

/// Reads the changed content folders again. Returns the pages to render again (those of
/// the folders and those that show them, before the change and after: a review moved away
/// leaves its drive's page and the rankings it was in) and the pages that are gone.
fn reload_content(
    site: &mut LoadedSite,
    folders: &BTreeMap<PathBuf, bool>,
    problems: &mut Diagnostics,
) -> (BTreeSet<String>, Vec<String>) {
    let before: Vec<String> = folders.keys().flat_map(|dir| pages_in(&site.content, dir)).collect();
    let ranked_before = ranked_inputs(&site.content, &before);
    let tags_before = site.content.tags.clone();
    let mut affected = folder_dependents(&site.content, folders);
    let dirs: Vec<PathBuf> = folders.keys().cloned().collect();
    problems.extend(content::reload_folders(
        &site.root,
        &site.config,
        site.load_options(),
        &mut site.content,
        &dirs,
    ));
    let after: Vec<String> = folders.keys().flat_map(|dir| pages_in(&site.content, dir)).collect();
    // Prose alone leaves the rankings as they were: they are not computed again.
    if ranked_inputs(&site.content, &after) != ranked_before {
        site.forget_rankings();
    }
    affected.extend(folder_dependents(&site.content, folders));
    affected.extend(before.iter().chain(after.iter()).cloned());
    affected.extend(pages_showing_respelled_tags(&site.content, &tags_before));
    let gone = before.into_iter().filter(|page| !after.contains(page)).collect();
    (affected, gone)
}

/// The pages carrying a tag whose shown spelling is not what it was (`tags_before`): a tag is
/// shown as the whole site spells it, so one review writing `NVMe` for `nvme` changes every
/// page with the tag.
fn pages_showing_respelled_tags(
    content: &content::SiteContent,
    tags_before: &BTreeMap<String, content::tags::Tag>,
) -> Vec<String> {
    let shown = |tags: &BTreeMap<String, content::tags::Tag>, id: &str| {
        tags.get(id).map(|tag| tag.shown.name.clone())
    };
    let respelled: BTreeSet<&String> = content
        .tags
        .keys()
        .chain(tags_before.keys())
        .filter(|id| shown(&content.tags, id) != shown(tags_before, id))
        .collect();
    if respelled.is_empty() {
        return Vec::new();
    }
    content
        .pages
        .values()
        .filter(|page| {
            page.facts.tags.iter().any(|name| respelled.contains(&content::tags::tag_id(name)))
        })
        .map(|page| page.path.clone())
        .collect()
}

/// What rankings are made of, for the pages `paths`: each page's kind, results and the drives
/// it names (a page gone or added changes it too).
fn ranked_inputs(content: &content::SiteContent, paths: &[String]) -> Vec<RankedInputs> {
    let mut inputs: Vec<RankedInputs> = paths
        .iter()
        .filter_map(|path| content.get(path))
        .map(|page| (page.path.clone(), page.kind, page.review.clone(), page.facts.drives.clone()))
        .collect();
    inputs.sort_by(|a, b| a.0.cmp(&b.0));
    inputs
}

/// A page's path, kind, results and the drives it names.
type RankedInputs = (String, PageKind, Option<iopress_site::data::ReviewData>, Vec<String>);

/// The pages that show something of the pages in `folders`, as the content is now.
fn folder_dependents(
    content: &content::SiteContent,
    folders: &BTreeMap<PathBuf, bool>,
) -> BTreeSet<String> {
    let mut affected = BTreeSet::new();
    for (dir, data_changed) in folders {
        let pages: Vec<&Page> =
            pages_in(content, dir).iter().filter_map(|path| content.get(path)).collect();
        affected.extend(dependents(content, &pages, *data_changed));
    }
    affected
}

/// Paths of the pages whose files are in `dir`.
fn pages_in(content: &content::SiteContent, dir: &Path) -> Vec<String> {
    content
        .pages
        .values()
        .filter(|p| p.dir == dir && p.kind != PageKind::Protocol)
        .map(|p| p.path.clone())
        .collect()
}

/// Pages that show something of `pages`: the table of what each kind of page shows
/// ([`PageKind::spec`]) read backwards. `data_changed`: their data or front matter changed,
/// not only their prose (rankings show the former only).
fn dependents(
    content: &content::SiteContent,
    pages: &[&Page],
    data_changed: bool,
) -> BTreeSet<String> {
    let changes: Vec<PageChange> =
        pages.iter().map(|page| PageChange::of(content, page, data_changed)).collect();
    content
        .pages
        .values()
        .filter(|page| changes.iter().any(|change| change.shows_on(content, page)))
        .map(|page| page.path.clone())
        .collect()
}

/// A changed page, with the protocols whose rankings show something of it.
struct PageChange<'c> {
    page: &'c Page,
    /// The protocols under which a review that shows it was measured: its own when its data
    /// changed, and those of every review of it when it is a drive (rankings name drives).
    protocols: BTreeSet<&'c str>,
}

impl<'c> PageChange<'c> {
    fn of(content: &'c content::SiteContent, page: &'c Page, data_changed: bool) -> Self {
        let protocols = content
            .of_kind(PageKind::Review)
            .filter(|review| (data_changed && review.path == page.path) || reviews(review, page))
            .flat_map(protocols_of)
            .collect();
        PageChange { page, protocols }
    }

    /// Whether `page` shows something of this change, by what its kind shows.
    fn shows_on(&self, content: &content::SiteContent, page: &Page) -> bool {
        page.kind.spec().inputs.iter().any(|input| match input {
            Input::EveryPage => true,
            // The configuration, templates and strings: not a page's change.
            Input::SiteWide => false,
            Input::OwnPage => page.path == self.page.path,
            Input::Review => self.shows_on_review(page),
            Input::ReviewsOfDrive => {
                content.reviews_of(page.id()).any(|review| self.shows_on_review(review))
            }
            Input::ProtocolResults => {
                page.protocol.as_ref().is_some_and(|p| self.protocols.contains(p.id.as_str()))
            }
            // The preview publishes no PDF, whatever changes.
            Input::PublishedPdf => false,
        })
    }

    /// Whether the page of `review` shows something of this change: it is the review, a drive
    /// it reviews, or something its protocols' rankings show.
    fn shows_on_review(&self, review: &Page) -> bool {
        review.path == self.page.path
            || reviews(review, self.page)
            || protocols_of(review).any(|protocol| self.protocols.contains(protocol))
    }
}

/// Whether `review` reviews the drive `page`.
fn reviews(review: &Page, page: &Page) -> bool {
    page.kind == PageKind::Drive && review.facts.drives.iter().any(|d| d == page.id())
}

/// The protocols the results of `review` were measured under.
fn protocols_of(review: &Page) -> impl Iterator<Item = &str> {
    review.review.iter().flat_map(|r| r.tables.iter()).filter_map(|t| t.protocol.as_deref())
}

/// The documents (page path, language) among those a change affects that browsers show: a
/// page's own file, or its drive comparison, is among `viewed`.
fn shown_documents(
    site: &LoadedSite,
    viewed: &BTreeSet<String>,
    everything: bool,
    affected: &BTreeSet<String>,
) -> BTreeSet<(String, String)> {
    let mut shown = BTreeSet::new();
    if viewed.is_empty() {
        return shown;
    }
    let routes = iopress_render::Routes::new(&site.config, &site.content);
    for page in
        site.content.pages.values().filter(|page| everything || affected.contains(&page.path))
    {
        for language in &site.config.languages {
            let dir = routes.output_dir(&page.url_path, &language.code);
            let own = format!("{dir}index.html");
            let compare = format!("{dir}{}/index.html", iopress_render::DRIVE_COMPARE_DIR);
            if viewed.contains(&own) || viewed.contains(&compare) {
                shown.insert((page.path.clone(), language.code.clone()));
            }
        }
    }
    shown
}

/// Adds `paths` (written or removed) to the files touched since the last publication (when
/// that is not every file anyway).
fn note_touched(touched: &mut Option<Vec<Arc<str>>>, paths: impl IntoIterator<Item = Arc<str>>) {
    if let Some(touched) = touched {
        touched.extend(paths);
    }
}

/// Drops every file of a removed page from the snapshot, in every language; returns their
/// paths.
fn remove_page_outputs(
    snapshot: &mut Snapshot,
    path: &str,
    config: &iopress_site::config::SiteConfig,
) -> Vec<Arc<str>> {
    let dirs: Vec<String> = config
        .languages
        .iter()
        .map(|language| {
            let prefix = config.language_prefix(&language.code);
            format!(
                "{}{}{}/",
                prefix.trim_start_matches('/'),
                if prefix.is_empty() { "" } else { "/" },
                path
            )
        })
        .collect();
    let removed: Vec<Arc<str>> = snapshot
        .files
        .keys()
        .filter(|file| dirs.iter().any(|dir| file.starts_with(dir.as_str())))
        .cloned()
        .collect();
    for file in &removed {
        snapshot.files.remove(file);
    }
    removed
}

/// The URL paths of the HTML files among `written` whose bytes differ between two
/// snapshots, as a browser's `location.pathname` shows them (`/fr/drives/x/print/`).
fn changed_urls(before: &Snapshot, after: &Snapshot, written: &[String]) -> Vec<String> {
    let mut urls: Vec<String> = written
        .iter()
        .filter(|path| {
            path.ends_with(".html")
                && after.files.get(path.as_str()) != before.files.get(path.as_str())
        })
        .map(|path| format!("/{}", path.strip_suffix("index.html").unwrap_or(path)))
        .collect();
    urls.sort();
    urls
}

/// Renders into a copy of `base`: the files rendered replace theirs; the rest stay. Also
/// returns the paths written and removed. The search records of the pages rendered go to
/// `search`; with the site files, the search bundles of the languages whose records changed
/// are built, and the files of their previous bundles removed.
fn render_into(
    site: &LoadedSite,
    charts: &ChartStore,
    images: &ImageStore,
    only: Option<&iopress_render::DocumentFilter>,
    parts: Parts,
    base: Snapshot,
    search: &mut SearchIndex,
) -> Result<(Snapshot, usize, Diagnostics, Vec<String>), Diagnostics> {
    let files: Mutex<SnapshotFiles> = Mutex::new(base.files);
    let write = |file: &OutputFile| -> Result<(), Diagnostic> {
        let (path, bytes): (&str, Arc<[u8]>) = match file {
            OutputFile::Rendered { path, bytes } => (path, Arc::from(bytes.as_slice())),
            OutputFile::Copied { path, source } | OutputFile::Reused { path, source } => {
                let bytes = std::fs::read(source).map_err(|e| {
                    Diagnostic::error(format!("cannot read `{}`: {e}", source.display()))
                })?;
                (path, Arc::from(bytes))
            }
        };
        files.lock().expect("snapshot lock").insert(Arc::from(path), bytes);
        Ok(())
    };
    charts.begin_build();
    images.begin_build();
    let (rendered, _coverage, warnings) = render_site(
        site,
        &write,
        charts,
        RenderRequest {
            only,
            parts,
            search: Some(search),
            reuse: None,
            images: Some(images),
            progress: &|| {},
        },
    )?;
    let pages = rendered.pages_per_language.values().sum();
    let mut written: Vec<String> = rendered.files.into_iter().map(|f| f.path).collect();
    let mut files = files.into_inner().expect("snapshot lock");
    for gone in rendered.search_removed {
        files.remove(gone.as_str());
        written.push(gone);
    }
    Ok((Snapshot { files, ..Snapshot::default() }, pages, warnings, written))
}
