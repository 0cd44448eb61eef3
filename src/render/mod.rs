//! Rendering: every page in every language, through the theme's templates.
//!
//! Rendering works on what `content` loaded and never reads the content folder again.
//! Each (page, language) pair is one document, rendered independently and in parallel;
//! the result is a list of files for `output` to write.

pub mod feeds;
pub mod figures;
mod recursion;
pub mod routes;
pub mod search;
pub mod shortcodes;
pub mod templates;
pub mod views;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

use rayon::prelude::*;
use serde::Serialize;

use crate::config::SiteConfig;
use crate::content::{
    DisclosureKind, Page, PageKind, SiteContent, Text, DRIVES_SECTION, PROTOCOLS_SECTION, REVIEWS_SECTION,
};
use crate::data::{Cell, Facet, Quantity, Role, Table};
use crate::rankings::{Entry, Ranking, Rankings};
use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::l10n::{Arg, L10n, Localizer};
use crate::markdown::{self, Heading};
use crate::search::SearchRecord;

use feeds::{Alternate, JsonLdReview};
use figures::{ChartStore, FigureMaker, FigureView, Names};
pub use routes::{Availability, Routes};
use templates::{LanguageTemplates, Templates};
use views::{FactView, RigView, TableView};

/// Under a drive's folder, its print page.
pub const PRINT_DIR: &str = "print";

/// How many of a ranking's best entries a review or drive page draws (the page's own
/// entries are always drawn), and how many a protocol's comparison page draws.
const RANKING_BARS_ON_PAGES: usize = 10;
const RANKING_BARS_ON_PROTOCOL_PAGES: usize = 20;

/// A file the build produces, relative to the output folder.
#[derive(Debug, Clone)]
pub enum OutputFile {
    Rendered { path: String, bytes: Vec<u8> },
    Copied { path: String, source: PathBuf },
}

impl OutputFile {
    pub fn path(&self) -> &str {
        match self {
            OutputFile::Rendered { path, .. } | OutputFile::Copied { path, .. } => path,
        }
    }
}

/// A file already written: its path, and where it was copied from (None when rendered).
#[derive(Debug, Clone)]
pub struct Written {
    pub path: String,
    pub source: Option<PathBuf>,
}

impl From<&OutputFile> for Written {
    fn from(file: &OutputFile) -> Self {
        match file {
            OutputFile::Rendered { path, .. } => Written { path: path.clone(), source: None },
            OutputFile::Copied { path, source } => Written { path: path.clone(), source: Some(source.clone()) },
        }
    }
}

/// Where rendered files go. Each page is written as soon as it is rendered, so memory
/// does not grow with the size of the site.
pub type Sink<'s> = &'s (dyn Fn(&OutputFile) -> Result<(), Diagnostic> + Sync);

/// Which (page, language) documents to render; a rebuild after a change renders only some.
pub type DocumentFilter<'f> = dyn Fn(&Page, &str) -> bool + Sync + 'f;

/// Which of a site's outputs a render produces. A build produces all of them; the preview
/// renders the pages an editor looks at first, tells the browser, and then renders the
/// rest (print pages, sitemap, feeds), which are slower and rarely on screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Parts {
    /// Each document's own page (and its charts and assets).
    pub pages: bool,
    /// Drives' print pages.
    pub print_pages: bool,
    /// Sitemap, feeds, robots.txt, 404 pages.
    pub site_files: bool,
    /// The theme's and the site's static files.
    pub static_files: bool,
    /// The search records of the pages rendered (with `pages`), for the search index.
    pub search: bool,
}

impl Parts {
    pub const ALL: Parts = Parts { pages: true, print_pages: true, site_files: true, static_files: true, search: true };
}

/// What rendering produced.
#[derive(Debug, Default)]
pub struct RenderedSite {
    pub static_files: usize,
    pub files: Vec<Written>,
    /// HTML pages written per language.
    pub pages_per_language: BTreeMap<String, usize>,
    pub assets: usize,
    /// With `Parts::search`: for each document rendered, its page's path, its language, and
    /// its search record (None for a page the search does not list, or a fallback).
    pub search_records: Vec<(String, String, Option<SearchRecord>)>,
    /// When the search index was built: its pages per language and how long it took.
    pub search: Option<SearchSummary>,
    /// Files of the previous search bundles that the index built replaced.
    pub search_removed: Vec<String>,
}

#[derive(Debug, Clone, Default)]
pub struct SearchSummary {
    pub pages: BTreeMap<String, usize>,
    /// Languages indexed, and languages whose bundle was reused.
    pub indexed: Vec<String>,
    pub reused: Vec<String>,
    pub elapsed: std::time::Duration,
}

/// A document's files as written, and its search record.
type DocumentResult = Result<(Vec<Written>, Option<SearchRecord>), Vec<Diagnostic>>;

/// One page in one language.
struct Document<'a> {
    page: &'a Page,
    lang: &'a str,
    availability: Availability,
}

/// Everything every document needs, shared read-only between threads.
pub struct Renderer<'a> {
    config: &'a SiteConfig,
    content: &'a SiteContent,
    l10n: Arc<L10n>,
    templates: &'a Templates,
    routes: Routes,
    by_language: BTreeMap<String, LanguageTemplates>,
    rankings: Rankings,
    charts: &'a ChartStore,
}

impl<'a> Renderer<'a> {
    pub fn new(
        config: &'a SiteConfig,
        content: &'a SiteContent,
        l10n: Arc<L10n>,
        templates: &'a Templates,
        charts: &'a ChartStore,
    ) -> Self {
        let routes = Routes::new(config, content);
        let by_language =
            config.languages.iter().map(|l| (l.code.clone(), templates.for_language(&l10n, &l.code))).collect();
        let rankings = Rankings::compute(content);
        Renderer { config, content, l10n, templates, routes, by_language, rankings, charts }
    }

    pub fn rankings(&self) -> &Rankings {
        &self.rankings
    }

    pub fn routes(&self) -> &Routes {
        &self.routes
    }

    /// Renders the whole site into `sink`. `progress` is called once per finished document.
    pub fn render_all(
        &self,
        sink: Sink,
        only: Option<&DocumentFilter>,
        parts: Parts,
        progress: &(dyn Fn() + Sync),
    ) -> Result<RenderedSite, Diagnostics> {
        let documents: Vec<Document> = self
            .content
            .pages
            .values()
            .filter(|page| parts.pages || (parts.print_pages && page.kind == PageKind::Drive))
            .flat_map(|page| {
                self.config.languages.iter().filter_map(move |l| {
                    let availability = self.routes.availability(&page.path, &l.code);
                    let wanted = only.is_none_or(|only| only(page, &l.code));
                    (wanted && availability.is_rendered()).then_some(Document { page, lang: &l.code, availability })
                })
            })
            .collect();

        let results: Vec<DocumentResult> = documents
            .par_iter()
            .map(|document| {
                let result = self
                    .render_document(document, parts)
                    .and_then(|(files, record)| Ok((write_all(sink, &files)?, record)));
                progress();
                result
            })
            .collect();

        let mut problems = Diagnostics::new();
        let mut site = RenderedSite::default();
        let records = parts.search && parts.pages && self.has_search();
        for (document, result) in documents.iter().zip(results) {
            match result {
                Ok((files, record)) => {
                    *site.pages_per_language.entry(document.lang.to_string()).or_default() += 1;
                    site.assets += files.iter().filter(|f| f.source.is_some()).count();
                    site.files.extend(files);
                    if records {
                        site.search_records.push((document.page.path.clone(), document.lang.to_string(), record));
                    }
                }
                Err(errors) => problems.extend(errors),
            }
        }
        if parts.site_files {
            match self.render_site_files().and_then(|files| write_all(sink, &files)) {
                Ok(files) => site.files.extend(files),
                Err(errors) => problems.extend(errors),
            }
        }
        if problems.has_errors() {
            Err(problems)
        } else {
            Ok(site)
        }
    }

    fn localizer(&self, lang: &str) -> &Localizer {
        self.l10n.get(lang).expect("every configured language has a localizer")
    }

    /// The text a document shows: its own, or the one it falls back to.
    fn text_for<'p>(&self, page: &'p Page, availability: &Availability, lang: &str) -> Option<&'p Text> {
        match availability {
            Availability::Translated => page.texts.get(lang),
            Availability::Fallback { from } => page.texts.get(from),
            Availability::DataOnly | Availability::Missing => None,
        }
    }

    fn render_document(&self, document: &Document, parts: Parts) -> Result<(Vec<OutputFile>, Option<SearchRecord>), Vec<Diagnostic>> {
        let Document { page, lang, availability } = document;
        let localizer = self.localizer(lang);
        let text = self.text_for(page, availability, lang);
        let root_url = self.routes.site_root_url("");
        let maker = FigureMaker { store: self.charts, localizer, root_url: &root_url };
        let mut chart_files: Vec<(String, String)> = Vec::new();
        let tables = self.table_views(page, lang, text, localizer, &maker, &mut chart_files);
        let rigs = page.review.iter().flat_map(|r| r.rigs.iter()).map(|r| views::rig(localizer, r)).collect();
        let mut data = PlaceableData { tables, rigs };

        let searched = parts.search && parts.pages && self.has_search();
        let (prose, headings, search_prose) = match text {
            Some(text) => self.render_prose(page, text, lang, localizer, &mut data, searched)?,
            None => (String::new(), Vec::new(), None),
        };

        let mut context = self.base_context(page, lang, availability);
        let page_view = self.page_view(page, lang, text, prose, headings, localizer, data);
        let record = if searched { self.search_record(document, &page_view, search_prose.as_deref().unwrap_or("")) } else { None };
        match page.kind {
            PageKind::Home => {
                let reviews = self.summaries(self.content.children(REVIEWS_SECTION), lang);
                context.insert("latest_reviews", &reviews.iter().take(10).collect::<Vec<_>>());
                context.insert("review_count", &reviews.len());
                context.insert("drives", &self.drive_summaries(lang));
            }
            PageKind::Section => {
                if page.path == DRIVES_SECTION {
                    context.insert("drives", &self.drive_summaries(lang));
                }
                let children = self.summaries(self.content.children(&page.path), lang);
                context.insert("review_count", &children.iter().filter(|c| c.kind == PageKind::Review).count());
                context.insert("pages", &children);
            }
            PageKind::Drive => {
                let reviews = self.reviews_of_drive(page.id(), lang);
                context.insert("review_count", &reviews.len());
                context.insert("reviews", &reviews);
                let reviewed: Vec<&str> = self
                    .content
                    .of_kind(PageKind::Review)
                    .filter(|r| r.facts.drives.iter().any(|d| d == page.id()))
                    .map(|r| r.path.as_str())
                    .collect();
                let rankings: Vec<&Ranking> = self
                    .rankings
                    .rankings
                    .iter()
                    .filter(|r| r.spans_reviews() && r.entries.iter().any(|e| reviewed.contains(&e.review.as_str())))
                    .collect();
                let highlight = |e: &Entry| reviewed.contains(&e.review.as_str());
                // Application results get their ranking charts; load-curve and matrix
                // rankings (one per workload) are listed, and drawn on the protocol's page.
                let charted = |r: &Ranking| r.family == crate::data::Family::Application;
                let views = self.ranking_views(
                    &rankings,
                    RANKING_BARS_ON_PAGES,
                    &charted,
                    lang,
                    &maker,
                    &highlight,
                    "ranking",
                    &mut chart_files,
                );
                context.insert("rankings", &views);
            }
            PageKind::Protocol => {
                let protocol = page.protocol.as_ref().expect("protocol pages carry their protocol");
                let rankings: Vec<&Ranking> = self.rankings.of_protocol(&protocol.id).collect();
                let views =
                    self.ranking_views(&rankings, RANKING_BARS_ON_PROTOCOL_PAGES, &|_| true, lang, &maker, &|_| false, "ranking", &mut chart_files);
                context.insert("rankings", &views);
                context.insert(
                    "protocol",
                    &ProtocolView {
                        id: protocol.id.clone(),
                        name: views::label(localizer, &protocol.name),
                        facts: protocol.facts.iter().map(|f| views::fact(localizer, f)).collect(),
                    },
                );
            }
            PageKind::Review | PageKind::Page => {}
        }
        context.insert("page", &page_view);

        let template = match page.kind {
            PageKind::Home => "index.html",
            PageKind::Section => "section.html",
            PageKind::Review => "review.html",
            PageKind::Drive => "drive.html",
            PageKind::Protocol => "protocol.html",
            PageKind::Page => "page.html",
        };
        let directory = self.routes.output_dir(&page.url_path, lang);
        let mut files = Vec::new();
        if parts.pages {
            let html = self.render_template(lang, template, &context)?;
            files.push(OutputFile::Rendered { path: format!("{directory}index.html"), bytes: html.into_bytes() });
        }
        if parts.print_pages && page.kind == PageKind::Drive {
            let print = self.render_print(page, lang, &mut context, &maker, &mut chart_files)?;
            files.push(OutputFile::Rendered { path: format!("{directory}{PRINT_DIR}/index.html"), bytes: print.into_bytes() });
        }
        // Assets belong to the page; a print page links to them through the page's URL.
        let assets = if parts.pages { page.assets.as_slice() } else { &[] };
        for asset in assets {
            let relative = asset.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/");
            files.push(OutputFile::Copied { path: format!("{directory}{relative}"), source: page.dir.join(asset) });
        }
        files.extend(chart_files.into_iter().map(|(path, svg)| OutputFile::Rendered { path, bytes: svg.into_bytes() }));
        Ok((files, record))
    }

    /// The drive's print page: everything the site knows about the drive, in one document
    /// made for paper (and for `iopress pdf`): its facts and spec sheet, every review of it
    /// with all its charts and tables, its rankings. Self-contained: styles inline, charts
    /// inline, links absolute, no script.
    fn render_print(
        &self,
        page: &Page,
        lang: &str,
        context: &mut tera::Context,
        maker: &FigureMaker,
        chart_files: &mut Vec<(String, String)>,
    ) -> Result<String, Vec<Diagnostic>> {
        let localizer = maker.localizer;
        let mut reviews: Vec<&Page> =
            self.content.of_kind(PageKind::Review).filter(|r| r.facts.drives.iter().any(|d| d == page.id())).collect();
        crate::content::sort_pages(&mut reviews, Default::default());
        let mut print_reviews = Vec::new();
        for (index, review) in reviews.iter().enumerate() {
            let availability = self.routes.availability(&review.path, lang);
            if !availability.is_rendered() {
                continue;
            }
            let text = self.text_for(review, &availability, lang);
            let front = text.map(Text::front);
            // Two reviews may both have a `sql-server` table: ids get the review's number.
            let prefix = format!("r{}-", index + 1);
            let tables: Vec<TableView> = self
                .table_views(review, lang, text, localizer, maker, chart_files)
                .into_iter()
                .map(|mut table| {
                    table.id = format!("{prefix}{}", table.id);
                    table.figures = table.figures.iter().map(|f| f.with_id_prefix(&prefix)).collect();
                    table
                })
                .collect();
            print_reviews.push(PrintReview {
                title: self.title_of(review, front.and_then(|f| f.title.clone()), localizer),
                summary: front.and_then(|f| f.summary.clone()),
                content_lang: text.map(|t| t.lang.clone()).unwrap_or_else(|| lang.to_string()),
                url: self.routes.permalink(&self.routes.url(review, lang)),
                date: review.facts.date.map(|d| d.to_string()),
                authors: localizer.format_list(front.and_then(|f| f.authors.as_deref()).unwrap_or(&[])),
                disclosure: review.facts.disclosure.as_ref().map(|d| DisclosureView { kind: d.kind, by: d.by.clone() }),
                rigs: review.review.iter().flat_map(|r| r.rigs.iter()).map(|r| views::rig(localizer, r)).collect(),
                tables,
            });
        }
        // The build date comes from the content (the newest review), never from the clock,
        // so the same content prints the same document.
        let build_date = reviews.iter().filter_map(|r| r.facts.updated.or(r.facts.date)).max();
        let site_title = self.config.language(lang).map(|l| l.title.clone()).unwrap_or_default();
        let canonical = self.routes.permalink(&self.routes.url(page, lang));
        let footer = match build_date {
            Some(date) => localizer.message(
                "print-footer",
                &[
                    ("site", Arg::text(site_title)),
                    ("url", Arg::text(canonical.clone())),
                    ("date", Arg::text(localizer.format_date(date))),
                ],
            ),
            None => localizer.message("print-footer-undated", &[("site", Arg::text(site_title)), ("url", Arg::text(canonical.clone()))]),
        };
        let page_number = {
            let marker = |name: &str| format!("\u{E000}{name}\u{E001}");
            let text = localizer.message("print-page-number", &[("page", Arg::text(marker("page"))), ("pages", Arg::text(marker("pages")))]);
            css_content_with_counters(&text)
        };
        context.insert("print_reviews", &print_reviews);
        context.insert(
            "print",
            &PrintView {
                page_size: self.config.print_page_size.css(),
                page_number,
                canonical,
                footer,
            },
        );
        self.render_template(lang, "drive-print.html", context)
    }

    fn render_template(&self, lang: &str, template: &str, context: &tera::Context) -> Result<String, Vec<Diagnostic>> {
        self.by_language[lang].render(template, context).map_err(|e| vec![self.templates.render_error(&e)])
    }

    /// What every template sees: the language, the site, navigation, alternates.
    fn base_context(&self, page: &Page, lang: &str, availability: &Availability) -> tera::Context {
        let language = self.config.language(lang).expect("configured");
        let mut context = tera::Context::new();
        context.insert("lang", lang);
        context.insert("static_url", &self.routes.site_root_url(""));
        context.insert(
            "site",
            &SiteView {
                title: &language.title,
                description: &language.description,
                base_url: &self.config.base_url,
                default_language: &self.config.default_language,
            },
        );
        let switcher: Vec<SwitcherEntry> = self
            .routes
            .rendered_languages(&page.path)
            .into_iter()
            .map(|code| SwitcherEntry {
                code: code.to_string(),
                name: self.config.language(code).map(|l| l.name.clone()).unwrap_or_default(),
                url: self.routes.url(page, code),
                current: code == lang,
                // Shown from another language's text: the switcher says so.
                translated: self.routes.availability(&page.path, code).is_own_language(),
            })
            .collect();
        context.insert("languages", &switcher);
        let alternates: Vec<Alternate> =
            if availability.is_own_language() { feeds::alternates(&self.routes, page) } else { Vec::new() };
        context.insert("alternates", &alternates);
        let canonical_lang = match availability {
            Availability::Fallback { from } => from.as_str(),
            _ => lang,
        };
        context.insert("canonical", &self.routes.permalink(&self.routes.url(page, canonical_lang)));
        let fallback = match availability {
            Availability::Fallback { from } => Some(FallbackView {
                code: from.clone(),
                name: self.config.language(from).map(|l| l.name.clone()).unwrap_or_default(),
            }),
            _ => None,
        };
        context.insert("fallback", &fallback);
        context.insert(
            "nav",
            &NavView {
                home: self.routes.url_of("", lang),
                reviews: self.routes.url_of(&format!("{REVIEWS_SECTION}/"), lang),
                drives: self.routes.url_of(&format!("{DRIVES_SECTION}/"), lang),
                protocols: self.routes.url_of(&format!("{PROTOCOLS_SECTION}/"), lang),
                feed: self.routes.url_of("atom.xml", lang),
                search: self.has_search().then(|| self.routes.url_of(search::SEARCH_PATH, lang)),
            },
        );
        context
    }

    /// The page's tables in this language, each with its charts; review tables also with
    /// the rankings they take part in.
    fn table_views(
        &self,
        page: &Page,
        lang: &str,
        text: Option<&Text>,
        localizer: &Localizer,
        maker: &FigureMaker,
        chart_files: &mut Vec<(String, String)>,
    ) -> Vec<TableView> {
        let front = text.map(Text::front);
        let captions = |id: &str| -> String {
            front
                .and_then(|f| f.captions.get(id).cloned())
                .or_else(|| self.primary_text(page).and_then(|t| t.front().captions.get(id).cloned()))
                .unwrap_or_else(|| default_caption(page, id, localizer))
        };
        if let Some(drive) = &page.drive {
            return drive.tables.iter().map(|t| views::table(localizer, t, captions(&t.id), None, &|_| None)).collect();
        }
        let Some(review) = &page.review else { return Vec::new() };
        let protocol_name = |id: &str| self.protocol_name(id, localizer);
        let names = ReviewNames { review, localizer, protocol_name: &protocol_name };
        let config_name = |id: &str| review.config(id).map(|c| views::config_name(localizer, c));
        review
            .tables
            .iter()
            .map(|t| {
                let rig = t.rig.as_deref().and_then(|id| review.rig(id)).map(|r| r.name.get(localizer.code(), localizer.default_code()).to_string());
                let mut view = views::table(localizer, t, captions(&t.id), rig, &config_name);
                if let Some(protocol) = t.protocol.as_deref().and_then(|id| self.protocol_page(id)) {
                    view.protocol = protocol.protocol.as_ref().map(|p| views::label(localizer, &p.name));
                    view.protocol_url = Some(self.routes.url(protocol, lang));
                }
                view.figures = maker.table_figures(t, &names, chart_files);
                // Application results are ranked on the review page against other reviews'
                // results; load curves and matrices are compared on their protocol's page.
                let rankings: Vec<&Ranking> = t
                    .protocol
                    .iter()
                    .filter(|_| t.family == crate::data::Family::Application)
                    .flat_map(|p| self.rankings.of_protocol(p))
                    .filter(|r| r.spans_reviews() && r.entries.iter().any(|e| e.review == page.path && e.table == t.id))
                    .collect();
                let highlight = |e: &Entry| e.review == page.path;
                for ranking in rankings {
                    let protocol_name = self.protocol_name(&ranking.protocol, localizer);
                    let entry_name = |e: &Entry| self.entry_name(ranking, e, localizer);
                    view.figures.push(maker.ranking_figure(
                        ranking,
                        RANKING_BARS_ON_PAGES,
                        &protocol_name,
                        &entry_name,
                        &highlight,
                        &format!("ranking-{}", t.id),
                        chart_files,
                    ));
                }
                view
            })
            .collect()
    }

    fn protocol_page(&self, id: &str) -> Option<&Page> {
        self.content.get(&format!("{PROTOCOLS_SECTION}/{id}")).filter(|p| p.kind == PageKind::Protocol)
    }

    fn protocol_name(&self, id: &str, localizer: &Localizer) -> String {
        self.protocol_page(id)
            .and_then(|p| p.protocol.as_ref())
            .map(|p| views::label(localizer, &p.name))
            .unwrap_or_else(|| id.to_string())
    }

    /// How a ranking names an entry: by the drives its review tested, or, when the review
    /// has several entries in the ranking, by its configuration; else by the review's title.
    fn entry_name(&self, ranking: &Ranking, entry: &Entry, localizer: &Localizer) -> String {
        let Some(review_page) = self.content.get(&entry.review) else { return entry.review.clone() };
        let config = entry.config.as_deref().and_then(|c| review_page.review.as_ref()?.config(c));
        let entries_of_review = ranking.entries.iter().filter(|e| e.review == entry.review).count();
        if let (Some(config), true) = (config, entries_of_review > 1) {
            return views::config_name(localizer, config);
        }
        let drives: Vec<String> = review_page
            .facts
            .drives
            .iter()
            .filter_map(|id| self.content.get(&format!("{DRIVES_SECTION}/{id}"))?.drive.as_ref())
            .map(|d| d.name.clone())
            .collect();
        if !drives.is_empty() {
            return drives.join(" + ");
        }
        if let Some(config) = config {
            return views::config_name(localizer, config);
        }
        self.primary_text(review_page).and_then(|t| t.front().title.clone()).unwrap_or_else(|| entry.review.clone())
    }

    #[allow(clippy::too_many_arguments)]
    fn ranking_views(
        &self,
        rankings: &[&Ranking],
        limit: usize,
        charted: &dyn Fn(&Ranking) -> bool,
        lang: &str,
        maker: &FigureMaker,
        highlight: &dyn Fn(&Entry) -> bool,
        id_prefix: &str,
        chart_files: &mut Vec<(String, String)>,
    ) -> Vec<RankingView> {
        let localizer = maker.localizer;
        rankings
            .iter()
            .filter(|r| r.entries.len() > 1)
            .map(|ranking| {
                let protocol_name = self.protocol_name(&ranking.protocol, localizer);
                let entry_name = |e: &Entry| self.entry_name(ranking, e, localizer);
                let positions = ranking
                    .entries
                    .iter()
                    .filter(|e| highlight(e))
                    .map(|e| {
                        let position = localizer.message(
                            "ranking-position",
                            &[("rank", Arg::Number(e.rank as f64)), ("count", Arg::Number(ranking.entries.len() as f64))],
                        );
                        localizer.message(
                            "ranking-sentence",
                            &[("entry", Arg::text(entry_name(e))), ("position", Arg::text(position))],
                        )
                    })
                    .collect();
                let figure = charted(ranking).then(|| {
                    maker.ranking_figure(
                        ranking,
                        limit,
                        &protocol_name,
                        &entry_name,
                        highlight,
                        &format!("{id_prefix}-{}", ranking.protocol),
                        chart_files,
                    )
                });
                RankingView {
                    id: format!("{}-{}", ranking.protocol, ranking.slug()),
                    title: maker.ranking_title(ranking, &protocol_name),
                    protocol: protocol_name,
                    protocol_url: self.protocol_page(&ranking.protocol).map(|p| self.routes.url(p, lang)),
                    positions,
                    figure,
                }
            })
            .collect()
    }

    /// Prose with its shortcodes replaced by the charts, tables and figures they name; and,
    /// when `for_search`, the same prose for the search index: the figures `value` writes
    /// stay, the charts and tables placed by shortcodes go.
    fn render_prose(
        &self,
        page: &Page,
        text: &Text,
        lang: &str,
        localizer: &Localizer,
        data: &mut PlaceableData,
        for_search: bool,
    ) -> Result<(String, Vec<Heading>, Option<String>), Vec<Diagnostic>> {
        let first_line = text.parsed.body_line;
        let at = |location: crate::diagnostics::Location| (location.line + first_line - 1, location.column);
        let (markdown_text, shortcodes) = shortcodes::extract(&text.parsed.body).map_err(|errors| {
            errors
                .into_iter()
                .map(|e| {
                    let (line, column) = at(e.location);
                    Diagnostic::error(e.message).in_file(&text.file).at(line, column)
                })
                .collect::<Vec<_>>()
        })?;
        let mut replacements = Vec::with_capacity(shortcodes.len());
        let mut problems = Vec::new();
        for shortcode in &shortcodes {
            match self.expand_shortcode(page, shortcode, lang, localizer, data) {
                Ok(html) => replacements.push(html),
                Err(message) => {
                    let (line, column) = at(shortcode.location);
                    problems.push(Diagnostic::error(message).in_file(&text.file).at(line, column));
                    replacements.push(String::new());
                }
            }
        }
        let source = markdown::Source { file: &text.file, first_line };
        let resolve = |path: &str| self.routes.resolve_link(self.content, path, lang);
        let (rendered, link_problems) = markdown::render(&markdown_text, &source, &resolve);
        problems.extend(link_problems);
        if !problems.is_empty() {
            return Err(problems);
        }
        let search_prose = for_search.then(|| {
            let kept: Vec<String> = shortcodes
                .iter()
                .zip(&replacements)
                .map(|(shortcode, html)| if shortcode.name == "value" { html.clone() } else { String::new() })
                .collect();
            shortcodes::restore(&rendered.html, &kept)
        });
        Ok((shortcodes::restore(&rendered.html, &replacements), rendered.headings, search_prose))
    }

    fn expand_shortcode(
        &self,
        page: &Page,
        shortcode: &shortcodes::Shortcode,
        lang: &str,
        localizer: &Localizer,
        data: &mut PlaceableData,
    ) -> Result<String, String> {
        let tables = &mut data.tables;
        let args = &shortcode.args;
        let arg = |name: &str| args.get(name).map(String::as_str);
        let known = |allowed: &[&str]| -> Result<(), String> {
            match args.keys().find(|k| !allowed.contains(&k.as_str())) {
                Some(unknown) => Err(format!("`{}` takes no argument `{unknown}`; it takes {}", shortcode.name, allowed.join(", "))),
                None => Ok(()),
            }
        };
        let review = page.review.as_ref();
        let table_named = |id: &str| -> Result<&Table, String> {
            review.and_then(|r| r.table(id)).ok_or_else(|| {
                let ids: Vec<&str> = review.iter().flat_map(|r| r.tables.iter().map(|t| t.id.as_str())).collect();
                format!("there is no table `{id}` in this page's data; tables: {}", if ids.is_empty() { "none".into() } else { ids.join(", ") })
            })
        };
        match shortcode.name.as_str() {
            "value" => {
                let table = table_named(arg("table").ok_or("`value` needs `table=\"…\"`")?)?;
                let column_id = arg("column").ok_or("`value` needs `column=\"…\"`, the metric to show")?;
                let column = table
                    .data
                    .columns
                    .iter()
                    .position(|c| crate::data::table::same_column_id(&c.id, column_id) && c.unit.is_some())
                    .ok_or_else(|| {
                        let numeric: Vec<&str> =
                            table.data.columns.iter().filter(|c| c.unit.is_some()).map(|c| c.id.as_str()).collect();
                        format!("table `{}` has no numeric column `{column_id}`; its numeric columns: {}", table.id, numeric.join(", "))
                    })?;
                // Every other argument selects rows by the column it names.
                let filters: Vec<(&str, &str)> = args
                    .iter()
                    .filter(|(k, _)| !matches!(k.as_str(), "table" | "column"))
                    .map(|(k, v)| (k.as_str(), v.as_str()))
                    .collect();
                let row = select_row(table, &filters)?;
                let Cell::Number(number) = &row[column] else {
                    return Err(format!("table `{}` has no value for `{column_id}` in that row", table.id));
                };
                let unit = table.data.columns[column].unit.expect("numeric column");
                let display = unit.readable_for(number.value);
                let shown = match unit.decimal_shift_to(display) {
                    Some(shift) => Quantity { number: number.shifted(-shift), unit: display },
                    None => Quantity { number: number.clone(), unit },
                };
                Ok(format!("<span class=\"figure-value\">{}</span>", templates::escape_markup(&views::quantity(localizer, &shown))))
            }
            "table" => {
                known(&["id"])?;
                let id = arg("id").ok_or("`table` needs `id=\"…\"`")?;
                table_named(id)?;
                let view = tables.iter_mut().find(|t| t.id == id).expect("every table has a view");
                view.placed = true;
                let mut context = tera::Context::new();
                context.insert("table", view);
                context.insert("lang", lang);
                self.render_template(lang, "shortcodes/table.html", &context).map_err(|e| e[0].message.clone())
            }
            "chart" => {
                known(&["table", "workload", "metric", "ranking"])?;
                let table = table_named(arg("table").ok_or("`chart` needs `table=\"…\"`")?)?;
                let view = tables.iter_mut().find(|t| t.id == table.id).expect("every table has a view");
                // A table's own charts are `chart-<table>-…`; its rankings `ranking-<table>-…`,
                // chosen with `ranking="<metric>"`.
                let own = format!("chart-{}-", table.id);
                let ranked = format!("ranking-{}-", table.id);
                let wanted = |figure: &FigureView| match arg("ranking") {
                    Some(metric) => figure.id.starts_with(&ranked) && figure.id.ends_with(&format!("-{metric}")),
                    None => {
                        let rest = figure.id.strip_prefix(&own);
                        let by_workload = arg("workload").is_none_or(|w| rest == Some(w));
                        let by_metric = arg("metric").is_none_or(|m| rest == Some(m) || rest == Some(&format!("vm-{m}")));
                        rest.is_some() && by_workload && by_metric
                    }
                };
                let matches: Vec<usize> = view.figures.iter().enumerate().filter(|(_, f)| wanted(f)).map(|(i, _)| i).collect();
                let index = match matches.as_slice() {
                    [index] => *index,
                    [] => {
                        let ids: Vec<&str> = view.figures.iter().map(|f| f.id.as_str()).collect();
                        return Err(format!(
                            "table `{}` has no chart for {}; its charts: {}",
                            table.id,
                            describe_filters(args),
                            if ids.is_empty() { "none".into() } else { ids.join(", ") }
                        ));
                    }
                    many => return Err(format!("{} charts of table `{}` match; add workload=, metric= or ranking=", many.len(), table.id)),
                };
                view.figures[index].placed = true;
                let mut context = tera::Context::new();
                context.insert("figure", &view.figures[index]);
                context.insert("lang", lang);
                self.render_template(lang, "shortcodes/figure.html", &context).map_err(|e| e[0].message.clone())
            }
            "rig" => {
                known(&["id"])?;
                let rigs = &mut data.rigs;
                let index = match arg("id") {
                    Some(id) => rigs.iter().position(|r| r.id == id),
                    None if rigs.len() == 1 => Some(0),
                    None => None,
                };
                let Some(index) = index else {
                    let ids: Vec<&str> = rigs.iter().map(|r| r.id.as_str()).collect();
                    return Err(match arg("id") {
                        Some(id) => format!("there is no rig `{id}` in this page's data; rigs: {}", if ids.is_empty() { "none".into() } else { ids.join(", ") }),
                        None if ids.is_empty() => "this page's data declares no [[rig]]".to_string(),
                        None => format!("this page has {} rigs: choose one with id= ({})", ids.len(), ids.join(", ")),
                    });
                };
                rigs[index].placed = true;
                let mut context = tera::Context::new();
                context.insert("rig", &rigs[index]);
                context.insert("lang", lang);
                self.render_template(lang, "shortcodes/rig.html", &context).map_err(|e| e[0].message.clone())
            }
            other => Err(format!("unknown shortcode `{other}`; iopress has chart, table, rig and value")),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn page_view(
        &self,
        page: &Page,
        lang: &str,
        text: Option<&Text>,
        prose: String,
        headings: Vec<Heading>,
        localizer: &Localizer,
        data: PlaceableData,
    ) -> PageView {
        let PlaceableData { tables, rigs } = data;
        let front = text.map(Text::front);
        let url = self.routes.url(page, lang);
        let title = self.title_of(page, front.and_then(|f| f.title.clone()), localizer);
        let summary = front.and_then(|f| f.summary.clone());
        let description = front.and_then(|f| f.description.clone()).or_else(|| summary.clone());
        let mut drive_view = None;
        if let Some(drive) = &page.drive {
            drive_view = Some(DriveView {
                name: drive.name.clone(),
                vendor: drive.vendor.clone(),
                facts: drive.facts.iter().map(|f| views::fact(localizer, f)).collect(),
            });
        }
        let drives = page
            .facts
            .drives
            .iter()
            .filter_map(|id| self.content.get(&format!("{DRIVES_SECTION}/{id}")))
            .map(|d| DriveLink {
                id: d.id().to_string(),
                name: d.drive.as_ref().map(|x| x.name.clone()).unwrap_or_else(|| d.id().to_string()),
                url: self.routes.url(d, lang),
            })
            .collect();
        let json_ld = (page.kind == PageKind::Review).then(|| {
            JsonLdReview {
                title: &title,
                summary: summary.as_deref(),
                lang: text.map(|t| t.lang.as_str()).unwrap_or(lang),
                url: &self.routes.permalink(&url),
                authors: front.and_then(|f| f.authors.as_deref()).unwrap_or(&[]),
                date: page.facts.date,
                updated: page.facts.updated,
                drives: page
                    .facts
                    .drives
                    .iter()
                    .filter_map(|id| self.content.get(&format!("{DRIVES_SECTION}/{id}"))?.drive.as_ref())
                    .collect(),
                publisher: &self.config.language(lang).expect("configured").title,
            }
            .to_script_json()
        });
        PageView {
            kind: page.kind,
            path: page.path.clone(),
            url: url.clone(),
            permalink: self.routes.permalink(&url),
            title,
            summary,
            description,
            content: prose,
            content_lang: text.map(|t| t.lang.clone()).unwrap_or_else(|| lang.to_string()),
            toc: headings,
            date: page.facts.date.map(|d| d.to_string()),
            updated: page.facts.updated.map(|d| d.to_string()),
            authors: front.and_then(|f| f.authors.clone()).unwrap_or_default(),
            authors_display: localizer.format_list(front.and_then(|f| f.authors.as_deref()).unwrap_or(&[])),
            tags: page.facts.tags.clone(),
            pros: front.and_then(|f| f.pros.clone()).unwrap_or_default(),
            cons: front.and_then(|f| f.cons.clone()).unwrap_or_default(),
            disclosure: page.facts.disclosure.as_ref().map(|d| DisclosureView { kind: d.kind, by: d.by.clone() }),
            drives,
            rigs,
            tables,
            drive: drive_view,
            json_ld,
        }
    }

    fn primary_text<'p>(&self, page: &'p Page) -> Option<&'p Text> {
        self.config.languages.iter().find_map(|l| page.texts.get(&l.code))
    }

    /// A page's title in a language: its own, else what the data or UI strings call it.
    fn title_of(&self, page: &Page, written: Option<String>, localizer: &Localizer) -> String {
        if let Some(title) = written.filter(|t| !t.is_empty()) {
            return title;
        }
        match page.kind {
            PageKind::Drive => page.drive.as_ref().map(|d| d.name.clone()).unwrap_or_else(|| page.id().to_string()),
            PageKind::Home => self.config.language(localizer.code()).map(|l| l.title.clone()).unwrap_or_default(),
            PageKind::Section if page.path == REVIEWS_SECTION => localizer.message("nav-reviews", &[]),
            PageKind::Section if page.path == DRIVES_SECTION => localizer.message("nav-drives", &[]),
            PageKind::Section if page.path == PROTOCOLS_SECTION => localizer.message("nav-protocols", &[]),
            PageKind::Protocol => page.protocol.as_ref().map(|p| views::label(localizer, &p.name)).unwrap_or_default(),
            _ => page.id().to_string(),
        }
    }

    fn summaries(&self, pages: Vec<&Page>, lang: &str) -> Vec<PageSummary> {
        let localizer = self.localizer(lang);
        pages
            .into_iter()
            .filter_map(|page| {
                let availability = self.routes.availability(&page.path, lang);
                if !availability.is_rendered() {
                    return None;
                }
                let front = self.text_for(page, &availability, lang).map(Text::front);
                // A page shown from another language's text is marked as such, and its title
                // and summary carry that language.
                let from = match &availability {
                    Availability::Fallback { from } => Some(from.clone()),
                    _ => None,
                };
                Some(PageSummary {
                    kind: page.kind,
                    content_lang: from.clone().unwrap_or_else(|| lang.to_string()),
                    in_language: from.map(|code| self.in_language(&code, localizer)),
                    title: self.title_of(page, front.and_then(|f| f.title.clone()), localizer),
                    summary: front.and_then(|f| f.summary.clone()).or_else(|| protocol_summary(page, localizer)),
                    url: self.routes.url(page, lang),
                    date: page.facts.date.map(|d| d.to_string()),
                    translated: availability.is_own_language(),
                    drives: page
                        .facts
                        .drives
                        .iter()
                        .filter_map(|id| self.content.get(&format!("{DRIVES_SECTION}/{id}"))?.drive.as_ref())
                        .map(|d| d.name.clone())
                        .collect(),
                })
            })
            .collect()
    }

    /// "In English" in the reader's language: the message `in-language-<code>`, or, for a
    /// language the theme does not name, `in-language` with the language's own name.
    fn in_language(&self, code: &str, localizer: &Localizer) -> String {
        let key = format!("in-language-{code}");
        if localizer.has_message(&key) {
            localizer.message(&key, &[])
        } else {
            let name = self.config.language(code).map(|l| l.name.clone()).unwrap_or_else(|| code.to_string());
            localizer.message("in-language", &[("language", Arg::text(name))])
        }
    }

    fn drive_summaries(&self, lang: &str) -> Vec<DriveSummary> {
        let mut drives: Vec<DriveSummary> = self
            .content
            .of_kind(PageKind::Drive)
            .map(|page| DriveSummary {
                id: page.id().to_string(),
                name: page.drive.as_ref().map(|d| d.name.clone()).unwrap_or_default(),
                vendor: page.drive.as_ref().and_then(|d| d.vendor.clone()),
                url: self.routes.url(page, lang),
                review_count: self.reviews_of_drive(page.id(), lang).len(),
            })
            .collect();
        drives.sort_by(|a, b| (a.name.to_lowercase(), &a.id).cmp(&(b.name.to_lowercase(), &b.id)));
        drives
    }

    fn reviews_of_drive(&self, drive_id: &str, lang: &str) -> Vec<PageSummary> {
        let mut reviews: Vec<&Page> =
            self.content.of_kind(PageKind::Review).filter(|r| r.facts.drives.iter().any(|d| d == drive_id)).collect();
        crate::content::sort_pages(&mut reviews, Default::default());
        self.summaries(reviews, lang)
    }

    /// Files that belong to the site rather than a page: sitemap, feeds, robots.txt, 404s.
    fn render_site_files(&self) -> Result<Vec<OutputFile>, Vec<Diagnostic>> {
        let mut files = Vec::new();
        let default = self.config.default_language.as_str();

        let mut context = tera::Context::new();
        context.insert("entries", &feeds::sitemap_entries(&self.routes, self.content));
        files.push(rendered("sitemap.xml", self.render_template(default, "sitemap.xml", &context)?));

        let mut context = tera::Context::new();
        context.insert("sitemap", &self.routes.permalink(&self.routes.site_root_url("sitemap.xml")));
        files.push(rendered("robots.txt", self.render_template(default, "robots.txt", &context)?));

        for language in &self.config.languages {
            let lang = language.code.as_str();
            let home = self.content.get("").expect("home page always exists");
            let mut context = self.base_context(home, lang, &Availability::DataOnly);
            let not_found = self.routes.url_of("404.html", lang);
            context.insert(
                "page",
                &PageView::simple(PageKind::Page, &not_found, self.localizer(lang).message("not-found-title", &[])),
            );
            let html = self.render_template(lang, "404.html", &context)?;
            let not_found_path = self.routes.output_dir("404.html", lang);
            if lang == default && not_found_path != "404.html" {
                files.push(rendered("404.html", html.clone()));
            }
            files.push(rendered(&not_found_path, html));
            files.push(rendered(&self.routes.output_dir("atom.xml", lang), self.atom_feed(lang)?));
            if self.has_search() {
                let path = format!("{}index.html", self.routes.output_dir(search::SEARCH_PATH, lang));
                files.push(rendered(&path, self.search_page(lang)?));
            }
        }
        if !self.config.default_language_at_root {
            files.push(rendered("index.html", self.language_chooser()));
        }
        Ok(files)
    }

    /// A language's search page: the theme's `search.html`, which searches the pages with
    /// the site's search index (see [`search`]).
    fn search_page(&self, lang: &str) -> Result<String, Vec<Diagnostic>> {
        let localizer = self.localizer(lang);
        let home = self.content.get("").expect("home page always exists");
        let mut context = self.base_context(home, lang, &Availability::DataOnly);
        let url = self.routes.url_of(search::SEARCH_PATH, lang);
        // Its switcher leads to the other languages' search pages; it has no alternates to
        // announce (search pages are not indexed by search engines).
        let switcher: Vec<SwitcherEntry> = self
            .config
            .languages
            .iter()
            .map(|l| SwitcherEntry {
                code: l.code.clone(),
                name: l.name.clone(),
                url: self.routes.url_of(search::SEARCH_PATH, &l.code),
                current: l.code == lang,
                // Every language has its search page.
                translated: true,
            })
            .collect();
        context.insert("languages", &switcher);
        context.insert("alternates", &Vec::<Alternate>::new());
        context.insert("canonical", &self.routes.permalink(&url));
        let mut view = PageView::simple(PageKind::Page, &url, localizer.message("search-title", &[]));
        view.path = search::SEARCH_PATH.trim_end_matches('/').to_string();
        view.permalink = self.routes.permalink(&url);
        context.insert("page", &view);
        context.insert("search", &self.search_page_context(lang, localizer));
        self.render_template(lang, search::SEARCH_TEMPLATE, &context)
    }

    fn atom_feed(&self, lang: &str) -> Result<String, Vec<Diagnostic>> {
        let language = self.config.language(lang).expect("configured");
        let mut reviews: Vec<&Page> = self
            .content
            .of_kind(PageKind::Review)
            .filter(|p| self.routes.availability(&p.path, lang) == Availability::Translated)
            .collect();
        crate::content::sort_pages(&mut reviews, Default::default());
        let entries: Vec<FeedEntry> = reviews
            .iter()
            .take(self.config.feed_limit)
            .map(|page| {
                let front = page.texts[lang].front();
                let url = self.routes.permalink(&self.routes.url(page, lang));
                FeedEntry {
                    title: front.title.clone().unwrap_or_default(),
                    id: url.clone(),
                    url,
                    published: page.facts.date.map(feeds::rfc3339),
                    updated: page.facts.updated.or(page.facts.date).map(feeds::rfc3339),
                    summary: front.summary.clone(),
                    authors: front.authors.clone().unwrap_or_default(),
                }
            })
            .collect();
        // The feed changes when its newest entry does, not when it is built.
        let updated = reviews
            .iter()
            .filter_map(|p| p.facts.updated.or(p.facts.date))
            .max()
            .map(feeds::rfc3339)
            .unwrap_or_else(|| "1970-01-01T00:00:00Z".to_string());
        let mut context = tera::Context::new();
        context.insert("lang", lang);
        context.insert("title", &language.title);
        context.insert("feed_url", &self.routes.permalink(&self.routes.url_of("atom.xml", lang)));
        context.insert("home_url", &self.routes.permalink(&self.routes.url_of("", lang)));
        context.insert("updated", &updated);
        context.insert("entries", &entries);
        self.render_template(lang, "atom.xml", &context)
    }

    /// When no language lives at the root, `/` lists the languages and sends browsers
    /// to the default one.
    fn language_chooser(&self) -> String {
        let target = self.routes.url_of("", &self.config.default_language);
        let links: String = self
            .config
            .languages
            .iter()
            .map(|l| {
                format!(
                    "<li><a href=\"{}\" hreflang=\"{}\" lang=\"{}\">{}</a></li>",
                    templates::escape_markup(&self.routes.url_of("", &l.code)),
                    l.code,
                    l.code,
                    templates::escape_markup(&l.name)
                )
            })
            .collect();
        format!(
            "<!DOCTYPE html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{title}</title>\
<meta http-equiv=\"refresh\" content=\"0; url={target}\"><link rel=\"canonical\" href=\"{target}\"></head>\
<body><ul>{links}</ul></body></html>\n",
            lang = self.config.default_language,
            title = templates::escape_markup(&self.config.default_language().title),
            target = templates::escape_markup(&target),
        )
    }
}

/// A table no text gives a caption: a spec sheet is called so; others by their id's label.
fn default_caption(page: &Page, id: &str, localizer: &Localizer) -> String {
    let is_spec_sheet = page
        .drive
        .iter()
        .flat_map(|d| d.tables.iter())
        .chain(page.review.iter().flat_map(|r| r.tables.iter()))
        .any(|t| t.id == id && t.family == crate::data::Family::SpecSheet);
    if is_spec_sheet {
        localizer.message("spec-sheet", &[])
    } else {
        views::label(localizer, id)
    }
}

fn write_all(sink: Sink, files: &[OutputFile]) -> Result<Vec<Written>, Vec<Diagnostic>> {
    for file in files {
        sink(file).map_err(|e| vec![e])?;
    }
    Ok(files.iter().map(Written::from).collect())
}

fn rendered(path: &str, text: String) -> OutputFile {
    OutputFile::Rendered { path: path.to_string(), bytes: text.into_bytes() }
}

// ---- Views ----


/// What a page's prose can place with a shortcode: its tables (with their charts) and its test
/// rigs. Whatever the prose leaves unplaced, the template shows in a section of its own.
struct PlaceableData {
    tables: Vec<TableView>,
    rigs: Vec<RigView>,
}

#[derive(Serialize)]
struct SiteView<'a> {
    title: &'a str,
    description: &'a str,
    base_url: &'a str,
    default_language: &'a str,
}

#[derive(Serialize)]
struct SwitcherEntry {
    code: String,
    name: String,
    url: String,
    current: bool,
    /// Whether the page has its own text in this language (or is made from data alone).
    translated: bool,
}

#[derive(Serialize)]
struct FallbackView {
    code: String,
    name: String,
}

#[derive(Serialize)]
struct NavView {
    home: String,
    reviews: String,
    drives: String,
    protocols: String,
    feed: String,
    /// The language's search page; None when the theme has none.
    search: Option<String>,
}

#[derive(Serialize)]
struct DisclosureView {
    kind: DisclosureKind,
    by: Option<String>,
}

#[derive(Serialize)]
struct DriveLink {
    id: String,
    name: String,
    url: String,
}

#[derive(Serialize)]
struct DriveView {
    name: String,
    vendor: Option<String>,
    facts: Vec<FactView>,
}

#[derive(Serialize)]
struct PageView {
    kind: PageKind,
    path: String,
    url: String,
    permalink: String,
    title: String,
    summary: Option<String>,
    description: Option<String>,
    content: String,
    /// The language the prose is written in (differs from the page's on a fallback).
    content_lang: String,
    toc: Vec<Heading>,
    date: Option<String>,
    updated: Option<String>,
    authors: Vec<String>,
    /// The authors joined the locale's way ("A, B et C").
    authors_display: String,
    tags: Vec<String>,
    pros: Vec<String>,
    cons: Vec<String>,
    disclosure: Option<DisclosureView>,
    drives: Vec<DriveLink>,
    rigs: Vec<RigView>,
    tables: Vec<TableView>,
    drive: Option<DriveView>,
    json_ld: Option<String>,
}

impl PageView {
    fn simple(kind: PageKind, url: &str, title: String) -> PageView {
        PageView {
            kind,
            path: String::new(),
            url: url.to_string(),
            permalink: String::new(),
            title,
            summary: None,
            description: None,
            content: String::new(),
            content_lang: String::new(),
            toc: Vec::new(),
            date: None,
            updated: None,
            authors: Vec::new(),
            authors_display: String::new(),
            tags: Vec::new(),
            pros: Vec::new(),
            cons: Vec::new(),
            disclosure: None,
            drives: Vec::new(),
            rigs: Vec::new(),
            tables: Vec::new(),
            drive: None,
            json_ld: None,
        }
    }
}

/// A protocol's facts on one line, so protocols of the same name can be told apart in a list.
fn protocol_summary(page: &Page, localizer: &Localizer) -> Option<String> {
    let protocol = page.protocol.as_ref()?;
    let facts: Vec<String> = protocol
        .facts
        .iter()
        .map(|f| {
            let fact = views::fact(localizer, f);
            format!("{} {}", localizer.message("field-label", &[("label", Arg::text(fact.label))]), fact.value)
        })
        .collect();
    (!facts.is_empty()).then(|| facts.join(" · "))
}

/// Configuration names of one review, for charts.
struct ReviewNames<'a> {
    review: &'a crate::data::ReviewData,
    localizer: &'a Localizer,
    protocol_name: &'a dyn Fn(&str) -> String,
}

impl Names for ReviewNames<'_> {
    fn config(&self, id: &str) -> String {
        match self.review.config(id) {
            Some(config) => views::config_name(self.localizer, config),
            None => views::label(self.localizer, id),
        }
    }

    fn benchmark(&self, table: &Table) -> Option<String> {
        table.protocol.as_deref().map(self.protocol_name)
    }
}

/// The one row of `table` that every filter (`column id`, wanted value) matches. Without a
/// filter on `vm`, a table with a `vm` column gives its `aggregate` row. No row, an unknown
/// column, or several rows is an error that says what would tell them apart.
fn select_row<'t>(table: &'t Table, filters: &[(&str, &str)]) -> Result<&'t [Cell], String> {
    let columns = &table.data.columns;
    let mut indexed = Vec::with_capacity(filters.len());
    for (id, wanted) in filters {
        let index = columns.iter().position(|c| crate::data::table::same_column_id(&c.id, id)).ok_or_else(|| {
            let ids: Vec<&str> = columns.iter().map(|c| c.id.as_str()).collect();
            format!(
                "table `{}` has no column `{id}` to choose a row by; its columns: {}",
                table.id,
                ids.join(", ")
            )
        })?;
        indexed.push((index, *wanted));
    }
    let vm_filtered = filters.iter().any(|(id, _)| crate::data::table::same_column_id("vm", id));
    let rows: Vec<&[Cell]> = table
        .data
        .rows
        .iter()
        .map(Vec::as_slice)
        .filter(|row| indexed.iter().all(|(index, wanted)| crate::data::table::cell_matches(&row[*index], wanted)))
        .filter(|row| {
            // Without a `vm` filter, a value means the aggregate result.
            vm_filtered
                || table.column_of(Role::Facet(Facet::Vm)).is_none()
                || table.facet(row, Facet::Vm) == Some(crate::data::results::AGGREGATE_VM)
        })
        .collect();
    match rows.as_slice() {
        [row] => Ok(row),
        [] if filters.is_empty() => Err(format!("table `{}` has no row to take the value from", table.id)),
        [] => Err(format!(
            "no row of table `{}` matches {}",
            table.id,
            filters.iter().map(|(k, v)| format!("{k}=\"{v}\"")).collect::<Vec<_>>().join(", ")
        )),
        many => {
            // The columns whose cells differ between the matching rows tell them apart.
            let apart: Vec<String> = columns
                .iter()
                .enumerate()
                .filter(|(index, _)| !indexed.iter().any(|(i, _)| i == index))
                .filter_map(|(index, column)| {
                    let mut seen: Vec<String> = Vec::new();
                    for row in many {
                        let text = cell_shown(&row[index]);
                        if !seen.contains(&text) {
                            seen.push(text);
                        }
                    }
                    (seen.len() > 1).then(|| {
                        let examples: Vec<String> = seen.iter().take(4).map(|s| format!("\"{s}\"")).collect();
                        let more = if seen.len() > 4 { ", …" } else { "" };
                        format!("{}= ({}{more})", column.id, examples.join(", "))
                    })
                })
                .take(3)
                .collect();
            Err(format!(
                "{} rows of table `{}` match; choose one with {}",
                many.len(),
                table.id,
                if apart.is_empty() { "any column that tells them apart".to_string() } else { apart.join(" or ") }
            ))
        }
    }
}

/// A cell as a filter would write it.
fn cell_shown(cell: &Cell) -> String {
    match cell {
        Cell::Empty => String::new(),
        Cell::Text(text) => text.clone(),
        Cell::Number(number) => number.digits.clone(),
    }
}

fn describe_filters(args: &BTreeMap<String, String>) -> String {
    let filters: Vec<String> = args
        .iter()
        .filter(|(k, _)| !matches!(k.as_str(), "table" | "column" | "id"))
        .map(|(k, v)| format!("{k}=\"{v}\""))
        .collect();
    if filters.is_empty() {
        "these arguments".to_string()
    } else {
        filters.join(", ")
    }
}

/// "Page \u{E000}page\u{E001} of \u{E000}pages\u{E001}" → `"Page " counter(page) " of " counter(pages)`,
/// the value of a CSS `content:` property in a page margin box.
fn css_content_with_counters(text: &str) -> String {
    let mut parts = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('\u{E000}') {
        let Some(end) = rest[start..].find('\u{E001}') else { break };
        let literal = &rest[..start];
        if !literal.is_empty() {
            parts.push(css_quote(literal));
        }
        parts.push(format!("counter({})", &rest[start + '\u{E000}'.len_utf8()..start + end]));
        rest = &rest[start + end + '\u{E001}'.len_utf8()..];
    }
    if !rest.is_empty() {
        parts.push(css_quote(rest));
    }
    parts.join(" ")
}

fn css_quote(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\"").replace('<', "\\3c "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_numbers_become_css_counters_in_any_word_order() {
        assert_eq!(css_content_with_counters("Page \u{E000}page\u{E001} of \u{E000}pages\u{E001}"), "\"Page \" counter(page) \" of \" counter(pages)");
        assert_eq!(css_content_with_counters("\u{E000}page\u{E001} / \u{E000}pages\u{E001} ページ"), "counter(page) \" / \" counter(pages) \" ページ\"");
        assert_eq!(css_quote("a \"b\" <c>"), "\"a \\\"b\\\" \\3c c>\"");
    }
}

#[derive(Serialize)]
struct PrintReview {
    title: String,
    summary: Option<String>,
    content_lang: String,
    url: String,
    date: Option<String>,
    authors: String,
    disclosure: Option<DisclosureView>,
    rigs: Vec<RigView>,
    tables: Vec<TableView>,
}

#[derive(Serialize)]
struct PrintView {
    page_size: &'static str,
    /// CSS `content:` for the page-number footer, localized.
    page_number: String,
    canonical: String,
    /// Site, canonical URL and the date of the newest content.
    footer: String,
}

#[derive(Serialize)]
struct ProtocolView {
    id: String,
    name: String,
    facts: Vec<FactView>,
}

#[derive(Serialize)]
struct RankingView {
    id: String,
    title: String,
    protocol: String,
    protocol_url: Option<String>,
    /// "SN630: 2nd of 4", for each entry of the page's drive.
    positions: Vec<String>,
    figure: Option<FigureView>,
}

#[derive(Serialize)]
struct PageSummary {
    kind: PageKind,
    /// The language of its title and summary.
    content_lang: String,
    /// For a page shown from another language: that language, said in the reader's
    /// ("In English", "En anglais"), for its badge.
    in_language: Option<String>,
    title: String,
    summary: Option<String>,
    url: String,
    date: Option<String>,
    /// False when the page is shown in this language from another language's text.
    translated: bool,
    drives: Vec<String>,
}

#[derive(Serialize)]
struct DriveSummary {
    id: String,
    name: String,
    vendor: Option<String>,
    url: String,
    review_count: usize,
}

#[derive(Serialize)]
struct FeedEntry {
    title: String,
    id: String,
    url: String,
    published: Option<String>,
    updated: Option<String>,
    summary: Option<String>,
    authors: Vec<String>,
}
