//! Loading content: Markdown pages with their front matter, and the data beside them.
//!
//! The content folder is walked once. Each page is a folder (`reviews/<slug>/`) holding one
//! `index.<lang>.md` per language; each section a folder holding `_index.<lang>.md`. Review
//! bundles and drive folders also carry their data, loaded here so that a broken figure is
//! found before anything is rendered.

pub mod front_matter;
mod page_kinds;
pub mod tags;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use rayon::prelude::*;
use serde::Serialize;

use crate::config::SiteConfig;
use crate::data::{self, DriveData, Protocol, ReviewData};
use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::site_files::SiteRoot;

use unicode_normalization::UnicodeNormalization;

pub use front_matter::{DateValue, Disclosure, DisclosureKind, FrontMatter, ParsedFile, SortBy};
pub use page_kinds::{Input, PageKindSpec, DRIVE_COMPARE_TEMPLATE, DRIVE_PRINT_TEMPLATE};

pub const CONTENT_DIR: &str = "content";
pub const REVIEWS_SECTION: &str = "reviews";
pub const DRIVES_SECTION: &str = "drives";
/// Comparison pages, one per protocol, made from `content/protocols.toml`.
pub const PROTOCOLS_SECTION: &str = "protocols";

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PageKind {
    Home,
    Section,
    Review,
    Drive,
    /// The comparison page of one protocol: made from data only.
    Protocol,
    Page,
}

/// One language's version of a page.
#[derive(Debug, Clone)]
pub struct Text {
    pub lang: String,
    pub file: PathBuf,
    pub parsed: ParsedFile,
    /// Why this file does not count as the page's translation into its language, if it
    /// does not: the page is then shown there as if the file were missing.
    pub untranslated: Option<Untranslated>,
}

impl Text {
    pub fn front(&self) -> &FrontMatter {
        &self.parsed.front_matter
    }
}

/// Why a language's file of a page is not counted as a translation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Untranslated {
    /// Its front matter says so with a `# untranslated` comment, at this line of the file
    /// (`iopress new language` marks the pages it copies).
    Marked { line: usize },
    /// Its title and prose are those of the `lang` text, word for word: a copy.
    CopyOf { lang: String },
}

/// Facts about a page that are the same in every language.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SharedFacts {
    pub date: Option<jiff::civil::Date>,
    pub updated: Option<jiff::civil::Date>,
    pub drives: Vec<String>,
    pub tags: Vec<String>,
    pub draft: bool,
    pub disclosure: Option<Disclosure>,
    pub weight: Option<i64>,
    pub sort_by: SortBy,
    /// The front matter's `image`: a file of the page's folder, shown in its header.
    pub image: Option<String>,
}

/// A page, a section or the home page, in all the languages it is written in.
#[derive(Debug, Clone)]
pub struct Page {
    pub kind: PageKind,
    /// The path `@/` links use: "" for home, "reviews", "reviews/sn630-vsan".
    pub path: String,
    /// The URL path below the language prefix, with a trailing slash ("reviews/sn630-vsan/"),
    /// or "" for the home page.
    pub url_path: String,
    /// The folder the page's files are in.
    pub dir: PathBuf,
    pub texts: BTreeMap<String, Text>,
    pub facts: SharedFacts,
    pub review: Option<ReviewData>,
    pub drive: Option<DriveData>,
    pub protocol: Option<Protocol>,
    /// Files copied next to the page, relative to `dir`.
    pub assets: Vec<PathBuf>,
    /// The section this page belongs to ("reviews"), None for the home page.
    pub parent: Option<String>,
}

impl Page {
    /// The last part of the path: the review slug or drive id.
    pub fn id(&self) -> &str {
        self.path.rsplit('/').next().unwrap_or("")
    }

    /// Whether the page is translated into `lang`: it has a file in that language, and the
    /// file is not marked untranslated nor a copy of another language's ([`Untranslated`]).
    pub fn is_translated(&self, lang: &str) -> bool {
        self.texts.get(lang).is_some_and(|text| text.untranslated.is_none())
    }
}

/// All pages of the site, by path.
#[derive(Debug, Clone, Default)]
pub struct SiteContent {
    pub pages: BTreeMap<String, Page>,
    /// The tags of the pages, by id ([`tags::tag_id`]), each with its spellings.
    pub tags: BTreeMap<String, tags::Tag>,
    /// The drafts left out (loaded without `--drafts`), by page path: the file whose front
    /// matter says `draft = true`. Every command that leaves them out says so.
    pub drafts_left_out: BTreeMap<String, PathBuf>,
}

impl SiteContent {
    pub fn get(&self, path: &str) -> Option<&Page> {
        self.pages.get(path)
    }

    /// The tag a page writes as `name` (`NVMe`, or `nvme`: one tag).
    pub fn tag(&self, name: &str) -> Option<&tags::Tag> {
        self.tags.get(&tags::tag_id(name))
    }

    /// The files saying `draft = true` of the drafts left out, sorted, relative to `root`.
    pub fn drafts_left_out(&self, root: &Path) -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> = self
            .drafts_left_out
            .values()
            .map(|file| file.strip_prefix(root).unwrap_or(file).to_path_buf())
            .collect();
        files.sort();
        files
    }

    pub fn of_kind(&self, kind: PageKind) -> impl Iterator<Item = &Page> {
        self.pages.values().filter(move |p| p.kind == kind)
    }

    /// The drive pages of the drives `page` names (`drives = [...]`), in its order; ids with
    /// no drive page are left out.
    pub fn drives_of<'a>(&'a self, page: &'a Page) -> impl Iterator<Item = &'a Page> + 'a {
        page.facts.drives.iter().filter_map(|id| self.get(&format!("{DRIVES_SECTION}/{id}")))
    }

    /// The reviews that name the drive `drive_id`, in the site's path order.
    pub fn reviews_of<'a>(&'a self, drive_id: &'a str) -> impl Iterator<Item = &'a Page> + 'a {
        self.of_kind(PageKind::Review).filter(move |r| r.facts.drives.iter().any(|d| d == drive_id))
    }

    /// Pages whose parent is `section`, ordered as the section asks.
    pub fn children(&self, section: &str) -> Vec<&Page> {
        let sort_by = self.pages.get(section).map(|s| s.facts.sort_by).unwrap_or_default();
        let mut children: Vec<&Page> =
            self.pages.values().filter(|p| p.parent.as_deref() == Some(section)).collect();
        sort_pages(&mut children, sort_by);
        children
    }
}

/// Sorting is total (ties broken by path) so every build lists pages in the same order.
pub fn sort_pages(pages: &mut [&Page], sort_by: SortBy) {
    match sort_by {
        SortBy::Date => {
            pages.sort_by(|a, b| b.facts.date.cmp(&a.facts.date).then_with(|| a.path.cmp(&b.path)))
        }
        SortBy::Weight => pages.sort_by(|a, b| {
            (a.facts.weight.unwrap_or(i64::MAX), &a.path)
                .cmp(&(b.facts.weight.unwrap_or(i64::MAX), &b.path))
        }),
        SortBy::Title => pages.sort_by_cached_key(|p| {
            let title =
                p.texts.values().next().and_then(|t| t.front().title.clone()).unwrap_or_default();
            (title.to_lowercase(), p.path.clone())
        }),
    }
}

#[derive(Debug, Clone, Copy, Default)]
pub struct LoadOptions {
    pub drafts: bool,
}

/// The line `build`, `check` and `serve` print about the drafts they left out (`files`, as
/// [`SiteContent::drafts_left_out`] gives them); None when there are none.
pub fn drafts_left_out_line(files: &[PathBuf]) -> Option<String> {
    let (count, pronoun) = match files.len() {
        0 => return None,
        1 => ("1 draft".to_string(), "it"),
        n => (format!("{n} drafts"), "them"),
    };
    let list: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    Some(format!("{count} left out (use --drafts to include {pronoun}): {}", list.join(", ")))
}

/// Reads every page under `root/content`. Returns what loaded, and every problem found.
pub fn load(root: &Path, config: &SiteConfig, options: LoadOptions) -> (SiteContent, Diagnostics) {
    let content_dir = root.join(CONTENT_DIR);
    let mut problems = Diagnostics::new();
    let mut folders: BTreeMap<PathBuf, Folder> = BTreeMap::new();

    if !content_dir.is_dir() {
        problems.push(
            Diagnostic::error("there is no content folder")
                .in_file(&content_dir)
                .with_help("create `content/` with an `_index.<lang>.md` home page"),
        );
        return (SiteContent::default(), problems);
    }

    // Links leading out of the site are errors here, and what they lead to is never read.
    let site = SiteRoot::new(root);
    for file in site.files(&content_dir, &mut problems) {
        scan_file(&file, &content_dir, config, &mut folders, &mut problems)
    }

    // Folders load independently of each other, so they are read in parallel.
    let loaded: Vec<(Vec<Page>, Diagnostics)> = folders
        .par_iter()
        .map(|(dir, folder)| load_folder(&content_dir, dir, folder, config, &site))
        .collect();

    let mut content = SiteContent::default();
    for (pages, folder_problems) in loaded {
        problems.extend(folder_problems);
        insert_pages(&mut content, pages, config, options);
    }
    match data::load_protocols(&content_dir, &site) {
        Ok(protocols) => add_protocol_pages(&mut content, &content_dir, protocols),
        Err(errors) => problems.extend(errors),
    }
    add_implicit_sections(&mut content, &content_dir);
    check_site(&content, config, &mut problems);
    content.tags = tags::collect(&content, config, root, &mut problems);
    (content, problems)
}

/// Reads folders again after a change in them, replacing their pages (a folder that is
/// gone leaves none), then checks the site once (a renamed drive or a new slug can break
/// other pages). Returns every problem of the folders and of the site-wide checks.
///
/// The preview server calls this so that saving one review does not reload the whole site.
/// The folders are checked together, not one by one: a review and the drive it names,
/// moved in at once, are not an error halfway through. `content/protocols.toml` is
/// site-wide: after a change to it, load everything again.
pub fn reload_folders(
    root: &Path,
    config: &SiteConfig,
    options: LoadOptions,
    content: &mut SiteContent,
    dirs: &[PathBuf],
) -> Diagnostics {
    let content_dir = root.join(CONTENT_DIR);
    let site = SiteRoot::new(root);
    let mut problems = Diagnostics::new();
    for dir in dirs {
        reread_folder(&content_dir, &site, config, options, content, dir, &mut problems);
    }
    add_implicit_sections(content, &content_dir);
    check_site(content, config, &mut problems);
    content.tags = tags::collect(content, config, root, &mut problems);
    problems
}

/// One folder's pages replaced by what is in it now.
fn reread_folder(
    content_dir: &Path,
    site: &SiteRoot,
    config: &SiteConfig,
    options: LoadOptions,
    content: &mut SiteContent,
    dir: &Path,
    problems: &mut Diagnostics,
) {
    let mut folders: BTreeMap<PathBuf, Folder> = BTreeMap::new();
    folders.insert(dir.to_path_buf(), Folder::default());
    if let Ok(entries) = std::fs::read_dir(dir) {
        let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
        paths.sort();
        for path in paths {
            // As the whole walk does: a link out of the site is an error, one inside followed.
            match site.confine(&path) {
                Err(outside) => problems.push(outside),
                Ok(()) if path.is_file() => {
                    scan_file(&path, content_dir, config, &mut folders, problems)
                }
                Ok(()) => {}
            }
        }
    }
    content.pages.retain(|_, page| page.dir != dir || page.kind == PageKind::Protocol);
    content.drafts_left_out.retain(|_, file| file.parent() != Some(dir));
    let folder = folders.remove(dir).unwrap_or_default();
    let (pages, folder_problems) = load_folder(content_dir, dir, &folder, config, site);
    problems.extend(folder_problems);
    insert_pages(content, pages, config, options);
}

/// Adds `pages` to `content`, but drafts without `--drafts`: those are only listed.
fn insert_pages(
    content: &mut SiteContent,
    pages: Vec<Page>,
    config: &SiteConfig,
    options: LoadOptions,
) {
    for page in pages {
        if page.facts.draft && !options.drafts {
            // The file that says so: the primary text's, where shared facts are written.
            let says_draft = config
                .languages
                .iter()
                .filter_map(|l| page.texts.get(&l.code))
                .find(|t| t.front().draft == Some(true))
                .map(|t| t.file.clone());
            content.drafts_left_out.insert(page.path.clone(), says_draft.unwrap_or(page.dir));
            continue;
        }
        content.drafts_left_out.remove(&page.path);
        content.pages.insert(page.path.clone(), page);
    }
}

/// Checks that look across pages: references between them and URLs they share.
fn check_site(content: &SiteContent, config: &SiteConfig, problems: &mut Diagnostics) {
    check_protocols(content, problems);
    check_cross_references(content, config, problems);
    check_url_collisions(content, problems);
}

/// Files the content walk found, by folder.
fn scan_file(
    path: &Path,
    content_dir: &Path,
    config: &SiteConfig,
    folders: &mut BTreeMap<PathBuf, Folder>,
    problems: &mut Diagnostics,
) {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        problems.push(Diagnostic::error("file name is not valid UTF-8").in_file(path));
        return;
    };
    let dir = path.parent().unwrap_or(content_dir).to_path_buf();
    let is_protocols_file = dir == content_dir && name == data::PROTOCOLS_FILE;
    let folder = folders.entry(dir).or_default();
    if name.starts_with('.') || is_protocols_file {
        return;
    }
    if let Some(stem) = name.strip_suffix(".md") {
        match classify_markdown(stem, config) {
            Ok((is_section, lang)) => folder.markdown.push((path.to_path_buf(), is_section, lang)),
            Err(problem) => problems.push(problem.in_file(path)),
        }
    } else if name == data::DRIVE_DATA_FILE {
        folder.has_drive_data = true;
    } else if name == data::REVIEW_DATA_FILE {
        folder.has_review_data = true;
    } else {
        folder.files.push(path.to_path_buf());
    }
}

#[derive(Default)]
struct Folder {
    markdown: Vec<(PathBuf, bool, String)>,
    files: Vec<PathBuf>,
    has_drive_data: bool,
    has_review_data: bool,
}

/// `index.fr` → page in French, `_index.fr` → section in French.
fn classify_markdown(stem: &str, config: &SiteConfig) -> Result<(bool, String), Diagnostic> {
    let (base, lang) = stem.rsplit_once('.').unwrap_or((stem, ""));
    let is_section = match base {
        "_index" => true,
        "index" => false,
        _ => {
            return Err(Diagnostic::error(format!("`{stem}.md` is not a page file name")).with_help(
                "put each page in its own folder as `index.<lang>.md` (sections: `_index.<lang>.md`), e.g. `reviews/my-review/index.en.md`",
            ))
        }
    };
    if lang.is_empty() {
        return Err(Diagnostic::error(format!("`{stem}.md` does not say its language"))
            .with_help(format!("name it `{base}.{}.md`", config.default_language)));
    }
    if config.language(lang).is_none() {
        let known: Vec<&str> = config.languages.iter().map(|l| l.code.as_str()).collect();
        return Err(Diagnostic::error(format!("unknown language code `{lang}`"))
            .at(1, 1)
            .with_help(format!("the site's languages are {}; add `{lang}` to [[languages]] in site.toml or rename the file", known.join(", "))));
    }
    Ok((is_section, lang.to_string()))
}

fn load_folder(
    content_dir: &Path,
    dir: &Path,
    folder: &Folder,
    config: &SiteConfig,
    site: &SiteRoot,
) -> (Vec<Page>, Diagnostics) {
    let mut problems = Diagnostics::new();
    let relative = dir.strip_prefix(content_dir).unwrap_or(dir);
    let path = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/");

    let mut section_texts = BTreeMap::new();
    let mut page_texts = BTreeMap::new();
    for (file, is_section, lang) in &folder.markdown {
        let text = match crate::text_file::read(file) {
            Ok(t) => t,
            Err(e) => {
                problems.push(e.into_diagnostic(|e| {
                    Diagnostic::error(format!("cannot read the file: {e}")).in_file(file)
                }));
                continue;
            }
        };
        match front_matter::parse_file(&text, file) {
            Ok(parsed) => {
                let text =
                    Text { lang: lang.clone(), file: file.clone(), parsed, untranslated: None };
                if *is_section {
                    section_texts.insert(lang.clone(), text);
                } else {
                    page_texts.insert(lang.clone(), text);
                }
            }
            Err(problem) => problems.push(problem),
        }
    }

    let mut pages = Vec::new();
    let parent = parent_path(&path);
    let depth = if path.is_empty() { 0 } else { path.split('/').count() };

    if !section_texts.is_empty() {
        let kind = if path.is_empty() { PageKind::Home } else { PageKind::Section };
        if let Some(page) = assemble(
            kind,
            &path,
            dir,
            section_texts,
            Vec::new(),
            parent.clone(),
            config,
            &mut problems,
        ) {
            pages.push(page);
        }
    }

    let in_section = |section: &str| {
        depth == 2 && path.starts_with(section) && path.as_bytes()[section.len()] == b'/'
    };
    let is_drive = in_section(DRIVES_SECTION) && folder.has_drive_data;
    if is_drive || !page_texts.is_empty() {
        if path.is_empty() {
            for text in page_texts.values() {
                problems.push(
                    Diagnostic::error(
                        "the home page is written as `_index.<lang>.md`, not `index.<lang>.md`",
                    )
                    .in_file(&text.file),
                );
            }
            return (pages, problems);
        }
        let kind = if is_drive {
            PageKind::Drive
        } else if in_section(REVIEWS_SECTION) {
            PageKind::Review
        } else {
            PageKind::Page
        };
        if in_section(DRIVES_SECTION) && !folder.has_drive_data {
            for text in page_texts.values() {
                problems.push(
                    Diagnostic::error("this drive has prose but no `drive.toml`")
                        .in_file(&text.file)
                        .with_help("add drive.toml with a [drive] table naming the drive (see docs/content-format.md)"),
                );
            }
            return (pages, problems);
        }
        if let Some(mut page) = assemble(
            kind,
            &path,
            dir,
            page_texts,
            folder.files.clone(),
            parent,
            config,
            &mut problems,
        ) {
            match kind {
                PageKind::Review => match data::load_review_data(dir, site) {
                    Ok(data) => page.review = Some(data),
                    Err(errors) => problems.extend(errors),
                },
                PageKind::Drive => match data::load_drive_data(dir, site) {
                    Ok(data) => page.drive = Some(data),
                    Err(errors) => problems.extend(errors),
                },
                PageKind::Home | PageKind::Section | PageKind::Protocol | PageKind::Page => {}
            }
            let data_loaded = match kind {
                PageKind::Review => page.review.is_some(),
                PageKind::Drive => page.drive.is_some(),
                PageKind::Home | PageKind::Section | PageKind::Protocol | PageKind::Page => true,
            };
            let table_files: BTreeSet<PathBuf> = page
                .review
                .iter()
                .flat_map(|r| r.tables.iter())
                .chain(page.drive.iter().flat_map(|d| d.tables.iter()))
                .map(|t| t.file.clone())
                .collect();
            page.assets.retain(|asset| !table_files.contains(&dir.join(asset)));
            // Captions are checked against the tables only when those loaded; otherwise
            // every caption would be reported again as a second, misleading error.
            if data_loaded {
                check_captions(&page, &mut problems);
            }
            pages.push(page);
        }
    } else if folder.has_review_data {
        problems.push(
            Diagnostic::error("this data.toml has no page beside it")
                .in_file(dir.join(data::REVIEW_DATA_FILE))
                .with_help("data.toml belongs in a review bundle next to index.<lang>.md"),
        );
    }
    (pages, problems)
}

fn parent_path(path: &str) -> Option<String> {
    if path.is_empty() {
        None
    } else {
        Some(path.rsplit_once('/').map(|(p, _)| p.to_string()).unwrap_or_default())
    }
}

/// Builds a page from its texts, taking shared facts from the primary text (the default
/// language's, else the first configured language that has one).
#[allow(clippy::too_many_arguments)]
fn assemble(
    kind: PageKind,
    path: &str,
    dir: &Path,
    mut texts: BTreeMap<String, Text>,
    files: Vec<PathBuf>,
    parent: Option<String>,
    config: &SiteConfig,
    problems: &mut Diagnostics,
) -> Option<Page> {
    find_untranslated(&mut texts, config);
    let primary_lang =
        config.languages.iter().map(|l| l.code.as_str()).find(|code| texts.contains_key(*code));
    let facts = match primary_lang.and_then(|l| texts.get(l)) {
        Some(primary) => shared_facts(primary, &texts, problems),
        None => SharedFacts::default(),
    };
    for text in texts.values() {
        let needs_title = matches!(kind, PageKind::Review | PageKind::Page);
        if needs_title && text.front().title.as_deref().is_none_or(str::is_empty) {
            problems.push(
                Diagnostic::error("this page has no title")
                    .in_file(&text.file)
                    .at(text.parsed.front_matter_line, 1)
                    .with_help("add `title = \"...\"` to the front matter"),
            );
        }
    }
    // A date that is written but wrong has been reported already, and so has a text of this
    // page that could not be read at all (its date may be the one missing here).
    let reported = problems
        .iter()
        .any(|d| d.is_error() && d.file.as_deref().is_some_and(|f| f.starts_with(dir)));
    if kind == PageKind::Review && facts.date.is_none() && !reported {
        if let Some(primary) =
            primary_lang.and_then(|l| texts.get(l)).filter(|t| t.front().date.is_none())
        {
            problems.push(
                Diagnostic::error("this review has no date")
                    .in_file(&primary.file)
                    .at(primary.parsed.front_matter_line, 1)
                    .with_help(
                        "add `date = 2026-11-29` (the publication date) to the front matter",
                    ),
            );
        }
    }

    let slug = texts.values().find_map(|t| t.front().slug.clone());
    let url_path = match (&slug, parent.as_deref()) {
        (Some(slug), Some(parent)) => {
            if !is_slug(slug) {
                let text = texts
                    .values()
                    .find(|t| t.front().slug.is_some())
                    .expect("slug came from a text");
                problems.push(
                    Diagnostic::error(format!("slug `{slug}` cannot be used in a URL"))
                        .in_file(&text.file)
                        .at_location(text.parsed.locate_in_front_matter("slug"))
                        .with_help(
                            "a slug uses lowercase letters, digits and `-` only, e.g. `sn630-vsan`",
                        ),
                );
                return None;
            }
            if parent.is_empty() {
                format!("{slug}/")
            } else {
                format!("{parent}/{slug}/")
            }
        }
        _ if path.is_empty() => String::new(),
        _ => {
            // Composed (NFC), as URLs and editors write them: macOS and some archivers
            // store `café` decomposed, an `e` and a combining accent.
            let path: String = path.nfc().collect();
            if let Some(bad) = path.split('/').find(|segment| !is_url_segment(segment)) {
                let shown: String = bad
                    .chars()
                    .map(|c| {
                        if c.is_alphanumeric() {
                            c.to_string()
                        } else {
                            c.escape_unicode().to_string()
                        }
                    })
                    .collect();
                problems.push(
                    Diagnostic::error(format!("folder name `{shown}` cannot be used in a URL"))
                        .in_file(dir)
                        .with_help("rename the folder using lowercase letters, digits and `-`, or set `slug` in the front matter"),
                );
                return None;
            }
            format!("{path}/")
        }
    };

    let assets =
        files.iter().filter_map(|f| f.strip_prefix(dir).ok().map(Path::to_path_buf)).collect();
    Some(Page {
        kind,
        path: path.to_string(),
        url_path,
        dir: dir.to_path_buf(),
        texts,
        facts,
        review: None,
        drive: None,
        protocol: None,
        assets,
        parent,
    })
}

fn is_slug(slug: &str) -> bool {
    !slug.is_empty()
        && slug.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Marks the texts of a page that are not translations ([`Untranslated`]): those marked so,
/// and those whose title and prose are, word for word, the source's. The source is the first
/// text in the site's language order that is not marked; a page whose every text is marked
/// has no source, and each text is then all there is of the page in its language.
fn find_untranslated(texts: &mut BTreeMap<String, Text>, config: &SiteConfig) {
    let order: Vec<&str> = config
        .languages
        .iter()
        .map(|l| l.code.as_str())
        .filter(|code| texts.contains_key(*code))
        .collect();
    let Some(source) =
        order.iter().copied().find(|code| texts[*code].parsed.untranslated_mark().is_none())
    else {
        return;
    };
    let source_text = &texts[source];
    let decided: Vec<(String, Untranslated)> = order
        .iter()
        .copied()
        .filter(|code| *code != source)
        .filter_map(|code| {
            let text = &texts[code];
            let why = match text.parsed.untranslated_mark() {
                Some(line) => Untranslated::Marked { line },
                None if is_copy(text, source_text) => {
                    Untranslated::CopyOf { lang: source.to_string() }
                }
                None => return None,
            };
            Some((code.to_string(), why))
        })
        .collect();
    for (code, why) in decided {
        if let Some(text) = texts.get_mut(&code) {
            text.untranslated = Some(why);
        }
    }
}

/// Whether `text` is `source` copied: the same title and the same prose, which is not empty
/// (two pages of a title alone may well be the same in two languages: "Blog").
fn is_copy(text: &Text, source: &Text) -> bool {
    let prose = text.parsed.body.trim();
    !prose.is_empty()
        && prose == source.parsed.body.trim()
        && text.front().title == source.front().title
}

/// Folder names become URL segments as they are; anything that could be read as a path
/// (`..`, separators) or needs escaping is refused.
fn is_url_segment(segment: &str) -> bool {
    !segment.is_empty()
        && segment != "."
        && segment != ".."
        && segment.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_' || c == '.')
}

/// Facts come from the primary text; a translation may omit them, but not contradict them.
fn shared_facts(
    primary: &Text,
    texts: &BTreeMap<String, Text>,
    problems: &mut Diagnostics,
) -> SharedFacts {
    let date_of =
        |text: &Text, value: &Option<DateValue>, field: &str, problems: &mut Diagnostics| {
            value.as_ref().and_then(|v| match v.to_date() {
                Ok(date) => Some(date),
                Err(message) => {
                    problems.push(
                        Diagnostic::error(format!("`{field}`: {message}"))
                            .in_file(&text.file)
                            .at_location(text.parsed.locate_field(field)),
                    );
                    None
                }
            })
        };
    let front = primary.front();
    let facts = SharedFacts {
        date: date_of(primary, &front.date, "date", problems),
        updated: date_of(primary, &front.updated, "updated", problems),
        drives: front.drives.clone().unwrap_or_default(),
        tags: front.tags.clone().unwrap_or_default(),
        draft: front.draft.unwrap_or(false),
        disclosure: front.disclosure.clone(),
        weight: front.weight,
        sort_by: front.sort_by.unwrap_or_default(),
        image: front.image.clone(),
    };
    for text in texts.values().filter(|t| t.lang != primary.lang) {
        let f = text.front();
        let this_date = date_of(text, &f.date, "date", problems);
        let this_updated = date_of(text, &f.updated, "updated", problems);
        let mut conflict = |field: &str, differs: bool| {
            if differs {
                problems.push(
                    Diagnostic::error(format!(
                        "`{field}` differs from the {} version ({})",
                        primary.lang,
                        primary.file.display()
                    ))
                    .in_file(&text.file)
                    .at_location(text.parsed.locate_field(field))
                    .with_help(format!(
                        "`{field}` is a fact shared by every translation: remove it here and keep it in the {} file",
                        primary.lang
                    )),
                );
            }
        };
        conflict("date", this_date.is_some() && this_date != facts.date);
        conflict("updated", this_updated.is_some() && this_updated != facts.updated);
        conflict("drives", f.drives.as_ref().is_some_and(|d| *d != facts.drives));
        conflict("tags", f.tags.as_ref().is_some_and(|t| *t != facts.tags));
        conflict("draft", f.draft.is_some_and(|d| d != facts.draft));
        conflict(
            "disclosure",
            f.disclosure.as_ref().is_some_and(|d| Some(d) != facts.disclosure.as_ref()),
        );
        conflict("weight", f.weight.is_some() && f.weight != facts.weight);
        conflict("image", f.image.is_some() && f.image != facts.image);
        conflict("slug", f.slug.is_some() && f.slug != front.slug);
    }
    facts
}

fn check_captions(page: &Page, problems: &mut Diagnostics) {
    let table_ids: Vec<&str> = page
        .review
        .iter()
        .flat_map(|r| r.tables.iter())
        .chain(page.drive.iter().flat_map(|d| d.tables.iter()))
        .map(|t| t.id.as_str())
        .collect();
    for text in page.texts.values() {
        for id in text.front().captions.keys() {
            if !table_ids.contains(&id.as_str()) {
                problems.push(
                    Diagnostic::error(format!(
                        "caption for table `{id}`, which the data does not declare"
                    ))
                    .in_file(&text.file)
                    .at_location(text.parsed.locate_in_front_matter(id))
                    .with_help(if table_ids.is_empty() {
                        "this page declares no tables".to_string()
                    } else {
                        format!("declared tables: {}", table_ids.join(", "))
                    }),
                );
            }
        }
    }
}

/// The home page and the reviews and drives sections exist even when no `_index` file
/// introduces them: their titles then come from the theme's UI strings.
fn add_implicit_sections(content: &mut SiteContent, content_dir: &Path) {
    for (path, kind, parent) in [
        ("", PageKind::Home, None),
        (REVIEWS_SECTION, PageKind::Section, Some(String::new())),
        (DRIVES_SECTION, PageKind::Section, Some(String::new())),
        (PROTOCOLS_SECTION, PageKind::Section, Some(String::new())),
    ] {
        content.pages.entry(path.to_string()).or_insert_with(|| Page {
            kind,
            path: path.to_string(),
            url_path: if path.is_empty() { String::new() } else { format!("{path}/") },
            dir: content_dir.join(path),
            texts: BTreeMap::new(),
            facts: SharedFacts::default(),
            review: None,
            drive: None,
            protocol: None,
            assets: Vec::new(),
            parent,
        });
    }
}

/// A comparison page per declared protocol, under the protocols section.
fn add_protocol_pages(content: &mut SiteContent, content_dir: &Path, protocols: Vec<Protocol>) {
    for protocol in protocols {
        let path = format!("{PROTOCOLS_SECTION}/{}", protocol.id);
        content.pages.insert(
            path.clone(),
            Page {
                kind: PageKind::Protocol,
                url_path: format!("{path}/"),
                path,
                dir: content_dir.to_path_buf(),
                texts: BTreeMap::new(),
                facts: SharedFacts::default(),
                review: None,
                drive: None,
                protocol: Some(protocol),
                assets: Vec::new(),
                parent: Some(PROTOCOLS_SECTION.to_string()),
            },
        );
    }
}

/// Every table measured under a protocol names one that `protocols.toml` declares.
fn check_protocols(content: &SiteContent, problems: &mut Diagnostics) {
    let declared: Vec<&str> = content.of_kind(PageKind::Protocol).map(Page::id).collect();
    for page in content.pages.values() {
        for table in page.review.iter().flat_map(|r| r.tables.iter()) {
            let Some(protocol) = &table.protocol else { continue };
            if !declared.contains(&protocol.as_str()) {
                problems.push(
                    Diagnostic::error(format!("protocol `{protocol}` is not declared"))
                        .in_file(&table.declared_in)
                        .at_location(table.protocol_at)
                        .with_help(if declared.is_empty() {
                            format!(
                                "declare it in content/{} as [[protocol]] with `id` and `name`",
                                data::PROTOCOLS_FILE
                            )
                        } else {
                            format!(
                                "declared protocols: {}; or add it to content/{}",
                                declared.join(", "),
                                data::PROTOCOLS_FILE
                            )
                        }),
                );
            }
        }
    }
}

fn check_cross_references(content: &SiteContent, config: &SiteConfig, problems: &mut Diagnostics) {
    fn primary<'p>(page: &'p Page, config: &SiteConfig) -> Option<&'p Text> {
        config.languages.iter().find_map(|l| page.texts.get(&l.code))
    }
    for page in content.of_kind(PageKind::Review) {
        let Some(text) = primary(page, config) else { continue };
        for drive in &page.facts.drives {
            let exists = content
                .get(&format!("{DRIVES_SECTION}/{drive}"))
                .is_some_and(|p| p.kind == PageKind::Drive);
            if !exists {
                let known: Vec<&str> = content.of_kind(PageKind::Drive).map(Page::id).collect();
                problems.push(
                    Diagnostic::error(format!("drive `{drive}` does not exist"))
                        .in_file(&text.file)
                        .at_location(text.parsed.locate_in_front_matter(&format!("\"{drive}\"")))
                        .with_help(if known.is_empty() {
                            format!("create content/drives/{drive}/drive.toml")
                        } else {
                            format!(
                                "known drives: {}; or create content/drives/{drive}/drive.toml",
                                known.join(", ")
                            )
                        }),
                );
            }
        }
    }
}

/// Two pages may not claim the same URL (a `slug` can make them collide).
fn check_url_collisions(content: &SiteContent, problems: &mut Diagnostics) {
    let mut seen: BTreeMap<&str, &Page> = BTreeMap::new();
    for page in content.pages.values() {
        if let Some(other) = seen.insert(&page.url_path, page) {
            let file = page
                .texts
                .values()
                .next()
                .map(|t| t.file.clone())
                .unwrap_or_else(|| page.dir.clone());
            problems.push(
                Diagnostic::error(format!(
                    "`{}` and `{}` both want the URL /{}",
                    other.path, page.path, page.url_path
                ))
                .in_file(file)
                .with_help("change the `slug` of one of them"),
            );
        }
    }
}
