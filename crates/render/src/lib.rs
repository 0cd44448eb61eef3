//! Rendering and output: every page in every language, through the theme's templates, with
//! its charts, feeds, downloads and search index, written into the output folder.
//!
//! Rendering works on a [`LoadedSite`](iopress_site::LoadedSite) and never reads the content
//! folder again. Each (page, language) pair is one document, rendered independently and in
//! parallel; the result is a list of files for [`output`] to write.
//!
//! - [`whole_site`] renders a whole loaded site in memory (what `iopress check` and the
//!   preview do), and [`build`] is the whole of `iopress build`: load, render, index, write;
//! - [`page_charts`] decides which charts a page gets and keeps unchanged ones from being
//!   drawn again (the drawing itself is `iopress-charts`);
//! - [`search_records`] makes what the search reads of a page, and [`search_index`] indexes
//!   those records with Pagefind;
//! - [`reuse`] takes unchanged documents from the previous output;
//! - [`output`] writes the result atomically and never outside the output folder.

pub mod build;
mod cards;
pub use cards::palette_png_of;
mod compare_page;
mod drive_page;
pub mod feeds;
pub mod grid;
mod headlines;
pub mod host_limits;
mod lists;
mod open_data;
pub mod output;
pub mod page_charts;
mod page_view;
mod pagination;
mod photos;
pub mod pictures;
mod print_figures;
mod print_links;
mod print_page;
mod prose;
mod protocol_page;
mod ranking_views;
pub mod reuse;
pub mod routes;
pub mod search_index;
pub mod search_records;
pub mod shortcodes;
pub mod tag_pages;
mod typography;
pub mod views;
pub mod whole_site;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

use rayon::prelude::*;
use serde::Serialize;

use crate::search_index::SearchRecord;
use iopress_site::config::SiteConfig;
use iopress_site::content::{
    DisclosureKind, Page, PageKind, SiteContent, Text, DRIVES_SECTION, DRIVE_COMPARE_TEMPLATE,
    PROTOCOLS_SECTION, REVIEWS_SECTION,
};
use iopress_site::data::{Cell, Facet, Quantity, Role, Table};
use iopress_site::diagnostics::{Diagnostic, Diagnostics};
use iopress_site::l10n::{Arg, L10n, Localizer};
use iopress_site::markdown::{self, Heading};
use iopress_site::rankings::{Entry, Ranking, Rankings};

pub use compare_page::DRIVE_COMPARE_DIR;
use feeds::{Alternate, JsonLdReview};
use iopress_site::templates::{LanguageTemplates, Templates};
use page_charts::{BarText, ChartStore, FigureMaker, FigureView, Names};
use page_view::{DisclosureView, PageView, PlaceableData, ResultView};
use ranking_views::{protocol_summary, RankingView};
pub use routes::{Availability, Routes};
use views::{FactView, RigView, TableView};

/// One document as it is rendered: its page and language, what makes its charts, the template
/// context filled so far. Each page kind's `*_context` method,
/// and the print page's, takes it.
pub(crate) struct DocumentContext<'d> {
    page: &'d Page,
    lang: &'d str,
    maker: &'d FigureMaker<'d>,
    context: tera::Context,
}

/// Under a drive's folder, its print page.
pub const PRINT_DIR: &str = "print";

/// The folder, inside the output folder, that holds the PDFs `iopress pdf` prints:
/// `pdf/<lang>/<drive-id>.pdf`. Drive pages link to them.
pub const PDF_DIR: &str = "pdf";

/// How many of a ranking's best entries a review or drive page draws (the page's own
/// entries are always drawn), and how many a protocol's comparison page draws.
const RANKING_BARS_ON_PAGES: usize = 10;
const RANKING_BARS_ON_PROTOCOL_PAGES: usize = 20;

/// A file the build produces, relative to the output folder.
#[derive(Debug, Clone)]
pub enum OutputFile {
    Rendered {
        path: String,
        bytes: Vec<u8>,
    },
    Copied {
        path: String,
        source: PathBuf,
    },
    /// A file of the previous output, unchanged (see [`reuse`]): linked rather than copied
    /// where the output folder allows.
    Reused {
        path: String,
        source: PathBuf,
    },
}

impl OutputFile {
    pub fn path(&self) -> &str {
        match self {
            OutputFile::Rendered { path, .. }
            | OutputFile::Copied { path, .. }
            | OutputFile::Reused { path, .. } => path,
        }
    }
}

/// A file already written: its path, and where it was copied from (None when rendered).
#[derive(Debug, Clone)]
pub struct Written {
    pub path: String,
    pub source: Option<PathBuf>,
    /// The page (its path, `reviews/x`) a rendered file belongs to; None for a copied file
    /// and for the files iopress makes for the whole site (404 pages, sitemap, feeds, search).
    pub page: Option<String>,
}

impl From<&OutputFile> for Written {
    fn from(file: &OutputFile) -> Self {
        match file {
            OutputFile::Rendered { path, .. } | OutputFile::Reused { path, .. } => {
                Written { path: path.clone(), source: None, page: None }
            }
            OutputFile::Copied { path, source } => {
                Written { path: path.clone(), source: Some(source.clone()), page: None }
            }
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
    pub const ALL: Parts = Parts {
        pages: true,
        print_pages: true,
        site_files: true,
        static_files: true,
        search: true,
    };
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

/// A document rendered: its files, its search record and the hashes of the charts it shows.
type RenderedFiles = (Vec<OutputFile>, Option<SearchRecord>, Vec<String>);

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
    rankings: Arc<Rankings>,
    /// For protocols that share a display name: the facts that tell each apart.
    protocol_variants: BTreeMap<String, Vec<String>>,
    /// By protocol id: the order its reviews list its metrics and workloads.
    review_orders: std::collections::HashMap<String, protocol_page::ReviewOrder>,
    charts: &'a ChartStore,
    /// The PDFs the output will hold, which drive pages link to.
    pdfs: &'a iopress_site::PublishedPdfs,
    /// Whether drives' print pages are written, which drive pages then link to.
    print_pages: bool,
    /// Review pages' figures, kept for their drives' print pages when a print pass follows.
    print_figures: print_figures::PrintFigures,
    /// Per language, per ranking (by position): the bar texts of its best entries, made on
    /// first use (see `bar_texts`).
    ranking_tops: BTreeMap<String, Vec<std::sync::OnceLock<Vec<BarText>>>>,
    /// Every picture of the site's page folders, planned (see [`pictures`]).
    pictures: pictures::Pictures,
    /// What planning the pictures found (files that are no readable picture).
    picture_problems: Vec<Diagnostic>,
    /// How many bundles each language's search index is in, for the search pages; one each
    /// until set ([`Renderer::set_search_parts`]).
    search_parts: std::sync::OnceLock<BTreeMap<String, usize>>,
}

impl<'a> Renderer<'a> {
    pub fn new(
        config: &'a SiteConfig,
        content: &'a SiteContent,
        l10n: Arc<L10n>,
        templates: &'a Templates,
        charts: &'a ChartStore,
        rankings: Arc<Rankings>,
        pdfs: &'a iopress_site::PublishedPdfs,
    ) -> Self {
        let routes = Routes::new(config, content);
        let by_language = config
            .languages
            .iter()
            .map(|l| (l.code.clone(), templates.for_language(&l10n, &l.code)))
            .collect();
        let protocols: Vec<&iopress_site::data::Protocol> =
            content.of_kind(PageKind::Protocol).filter_map(|p| p.protocol.as_ref()).collect();
        let protocol_variants = iopress_site::rankings::distinguishing_facts(&protocols);
        let ranking_tops = config
            .languages
            .iter()
            .map(|l| {
                (
                    l.code.clone(),
                    rankings.rankings.iter().map(|_| std::sync::OnceLock::new()).collect(),
                )
            })
            .collect();
        let (pictures, picture_problems) = pictures::Pictures::plan(content);
        Renderer {
            config,
            content,
            l10n,
            templates,
            routes,
            by_language,
            rankings,
            protocol_variants,
            review_orders: protocol_page::ReviewOrder::of_protocols(content),
            charts,
            pdfs,
            print_pages: false,
            print_figures: Default::default(),
            ranking_tops,
            pictures,
            picture_problems,
            search_parts: std::sync::OnceLock::new(),
        }
    }

    /// How many bundles each language's search index is in (`SearchIndex::parts`), which
    /// the search pages rendered from now on list. Set once: a later call changes nothing.
    pub fn set_search_parts(&self, parts: BTreeMap<String, usize>) {
        let _ = self.search_parts.set(parts);
    }

    /// The folders of a language's search bundles (see [`Renderer::set_search_parts`]).
    pub(crate) fn search_bundle_dirs(&self, lang: &str) -> Vec<String> {
        let parts = self.search_parts.get().and_then(|parts| parts.get(lang)).copied();
        search_index::bundle_dirs(lang, parts.unwrap_or(1))
    }

    /// Whether the drives' print pages are written (`LoadedSite::print_pages`): drive pages
    /// link them only then. None by default.
    pub fn with_print_pages(mut self, print_pages: bool) -> Self {
        self.print_pages = print_pages;
        self
    }

    /// The site's pictures, and what planning them found.
    pub fn pictures(&self) -> (&pictures::Pictures, &[Diagnostic]) {
        (&self.pictures, &self.picture_problems)
    }

    /// Has review pages rendered from now on keep their figures for a pass of print pages
    /// that follows (see [`print_figures`]); what that pass does not take is dropped with
    /// the renderer.
    pub fn keep_figures_for_print(&self) {
        self.print_figures.start_keeping();
    }

    pub fn rankings(&self) -> &Rankings {
        &self.rankings
    }

    pub fn routes(&self) -> &Routes {
        &self.routes
    }

    /// Renders the whole site into `sink`. `progress` is called once per finished document.
    /// With `reuse`, a document whose inputs have not changed since the previous build is
    /// taken from its output instead, and every document is recorded in the build's ledger.
    pub fn render_all(
        &self,
        sink: Sink,
        only: Option<&DocumentFilter>,
        parts: Parts,
        reuse: Option<&reuse::DocumentReuse>,
        progress: &(dyn Fn() + Sync),
    ) -> Result<RenderedSite, Diagnostics> {
        let pass = if parts.pages { reuse::Pass::Pages } else { reuse::Pass::Print };
        let documents: Vec<Document> = self
            .content
            .pages
            .values()
            .filter(|page| parts.pages || (parts.print_pages && page.kind == PageKind::Drive))
            .flat_map(|page| {
                self.config.languages.iter().filter_map(move |l| {
                    let availability = self.routes.availability(&page.path, &l.code);
                    let wanted = only.is_none_or(|only| only(page, &l.code));
                    (wanted && availability.is_rendered()).then_some(Document {
                        page,
                        lang: &l.code,
                        availability,
                    })
                })
            })
            .collect();

        let results: Vec<DocumentResult> = documents
            .par_iter()
            .map(|document| {
                let (page, lang) = (document.page, document.lang);
                // Computed once: compared with the previous build's, and kept for the next.
                let inputs = reuse.map(|reuse| reuse.inputs(self.content, page, lang, pass));
                let taken = reuse.zip(inputs.as_deref()).and_then(|(reuse, inputs)| {
                    reuse.take(page, lang, pass, inputs, sink, self.charts)
                });
                let result = match taken {
                    Some(taken) => Ok(taken),
                    None => {
                        self.render_document(document, parts).and_then(|(files, record, charts)| {
                            let written = write_all(sink, &files)?;
                            if let (Some(reuse), Some(inputs)) = (reuse, inputs) {
                                let rendered = reuse::RenderedDocument {
                                    files: &files,
                                    charts: &charts,
                                    record: &record,
                                };
                                reuse.record(page, lang, pass, inputs, rendered);
                            }
                            Ok((written, record))
                        })
                    }
                };
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
                    // A render of print pages alone counts no page: their drives' pages are
                    // counted by the render that writes them.
                    if parts.pages {
                        *site.pages_per_language.entry(document.lang.to_string()).or_default() += 1;
                    }
                    site.assets += files.iter().filter(|f| f.source.is_some()).count();
                    site.files.extend(files.into_iter().map(|mut file| {
                        if file.source.is_none() {
                            file.page = Some(document.page.path.clone());
                        }
                        file
                    }));
                    if records {
                        site.search_records.push((
                            document.page.path.clone(),
                            document.lang.to_string(),
                            record,
                        ));
                    }
                }
                Err(errors) => problems.extend(errors),
            }
        }
        if parts.site_files {
            match self.render_site_files(sink) {
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
    fn text_for<'p>(
        &self,
        page: &'p Page,
        availability: &Availability,
        lang: &str,
    ) -> Option<&'p Text> {
        match availability {
            Availability::Translated => page.texts.get(lang),
            Availability::Fallback { from } => page.texts.get(from),
            Availability::DataOnly | Availability::Missing => None,
        }
    }

    fn render_document(
        &self,
        document: &Document,
        parts: Parts,
    ) -> Result<RenderedFiles, Vec<Diagnostic>> {
        let Document { page, lang, availability } = document;
        let localizer = self.localizer(lang);
        let text = self.text_for(page, availability, lang);
        let maker = FigureMaker::new(self.charts, localizer);
        let tables = self.table_views(page, lang, text, &maker, views::Medium::Screen, None);
        if parts.pages && page.kind == PageKind::Review {
            self.print_figures.keep(
                &page.path,
                lang,
                &tables,
                self.content.drives_of(page).count(),
            );
        }
        // A review's tables, downloadable as CSV and JSON beside the page.
        let data_files = if parts.pages && page.kind == PageKind::Review {
            self.open_data_files(page, lang)
        } else {
            Vec::new()
        };
        let rigs = page
            .review
            .iter()
            .flat_map(|r| r.rigs.iter())
            .map(|r| views::rig(localizer, r))
            .collect();
        let mut data = PlaceableData::new(tables, rigs);

        let searched = parts.search && parts.pages && self.has_search();
        let (prose, headings, search_prose) = match text {
            Some(text) => self.render_prose(page, text, lang, localizer, &mut data, searched)?,
            None => (String::new(), Vec::new(), None),
        };

        let mut context = self.base_context(page, lang, availability);
        let page_view = self.page_view(page, lang, text, prose, headings, localizer, data);
        let record = if searched {
            self.search_record(document, &page_view, search_prose.as_deref().unwrap_or(""))
        } else {
            None
        };
        // The page's social card (a review's, a drive's; the site's for any other page).
        let card = if parts.pages { self.page_card(page, lang, &page_view.title) } else { None };
        let social = self.social_view(
            &page_view.title,
            page_view.description.as_deref().or(page_view.summary.as_deref()),
            &self.routes.url(page, lang),
            lang,
            &self.routes.own_languages(&page.path),
            page.kind,
            card.as_ref().map(|c| c.url.as_str()),
        );
        context.insert("social", &social);
        let mut doc = DocumentContext { page, lang, maker: &maker, context };
        let mut drive_rankings = Vec::new();
        let mut section_list = None;
        match page.kind {
            PageKind::Home | PageKind::Section => {
                section_list = self.list_context(page, lang, &mut doc.context);
            }
            PageKind::Drive => drive_rankings = self.drive_context(&mut doc),
            PageKind::Protocol => self.protocol_context(&mut doc),
            PageKind::Review => {
                doc.context.insert("where_next", &self.where_next(page, lang));
            }
            PageKind::Page => {}
        }
        // The compare page with this page's systems picked (a review's setups, a drive's, a
        // protocol's first two), where there is anything to compare.
        if let Some(url) = self.compare_picks_url(page, lang) {
            doc.context.insert("compare_picks_url", &url);
        }
        doc.context.insert("page", &page_view);

        let template = page.kind.spec().template;
        let directory = self.routes.output_dir(&page.url_path, lang);
        let mut files = Vec::new();
        if parts.pages {
            let html = self.render_template(lang, template, &doc.context)?;
            files.push(OutputFile::Rendered {
                path: format!("{directory}index.html"),
                bytes: html.into_bytes(),
            });
            if let Some(list) = &section_list {
                let pages =
                    self.further_list_pages(&mut doc, list, availability, template, &social)?;
                files.extend(pages);
            }
        }
        if parts.print_pages && page.kind == PageKind::Drive {
            let print = self.render_print(&mut doc, drive_rankings)?;
            files.push(OutputFile::Rendered {
                path: format!("{directory}{PRINT_DIR}/index.html"),
                bytes: print.into_bytes(),
            });
        }
        // A drive's comparison with the best of its class, beside its page (last: it
        // sets the context's canonical URL to its own).
        if parts.pages && page.kind == PageKind::Drive && self.has_comparisons(page.id()) {
            self.drive_compare_context(&mut doc);
            // Shared, it shows the drive's card, and leads to itself.
            let url =
                format!("{}{}/", self.routes.url(page, lang), compare_page::DRIVE_COMPARE_DIR);
            let compare_social = cards::SocialView { url: self.routes.permalink(&url), ..social };
            doc.context.insert("social", &compare_social);
            // Made of data and UI strings alone, it is in the reader's language even where the
            // drive's page shows another language's text: no notice says otherwise.
            doc.context.insert("fallback", &None::<FallbackView>);
            let html = self.render_template(lang, DRIVE_COMPARE_TEMPLATE, &doc.context)?;
            files.push(OutputFile::Rendered {
                path: format!("{directory}{}/index.html", compare_page::DRIVE_COMPARE_DIR),
                bytes: html.into_bytes(),
            });
        }
        // Assets belong to the page; a print page links to them through the page's URL.
        let assets = if parts.pages { page.assets.as_slice() } else { &[] };
        for asset in assets {
            let relative = asset
                .components()
                .map(|c| c.as_os_str().to_string_lossy())
                .collect::<Vec<_>>()
                .join("/");
            files.push(OutputFile::Copied {
                path: format!("{directory}{relative}"),
                source: page.dir.join(asset),
            });
        }
        files.extend(data_files);
        files.extend(card.and_then(|card| card.file));
        Ok((files, record, maker.charts_made()))
    }

    /// The pages after the first of a section's list (`reviews/page/2/`…): the section's page
    /// with another page of its list, each its own canonical URL. They have no hreflang
    /// alternates: page 2 of one language's list is not page 2 of another's.
    fn further_list_pages(
        &self,
        doc: &mut DocumentContext,
        list: &lists::SectionList,
        availability: &Availability,
        template: &str,
        social: &cards::SocialView,
    ) -> Result<Vec<OutputFile>, Vec<Diagnostic>> {
        let canonical_lang = match availability {
            Availability::Fallback { from } => from.as_str(),
            _ => doc.lang,
        };
        let mut files = Vec::new();
        doc.context.insert("alternates", &Vec::<Alternate>::new());
        for number in 2..=list.page_count(self.list_page_size()) {
            let path = list.page_path(number);
            list.insert_page(self, doc.lang, number, &mut doc.context);
            let url = self.routes.url_of(&path, canonical_lang);
            doc.context.insert("canonical", &self.routes.permalink(&url));
            let own_url = self.routes.permalink(&self.routes.url_of(&path, doc.lang));
            doc.context.insert("social", &cards::SocialView { url: own_url, ..social.clone() });
            let html = self.render_template(doc.lang, template, &doc.context)?;
            files.push(rendered(
                &format!("{}index.html", self.routes.output_dir(&path, doc.lang)),
                html,
            ));
        }
        Ok(files)
    }

    fn render_template(
        &self,
        lang: &str,
        template: &str,
        context: &tera::Context,
    ) -> Result<String, Vec<Diagnostic>> {
        let text = self.by_language[lang]
            .render(template, context)
            .map_err(|e| vec![self.templates.render_error(&e)])?;
        // A whole page gets the language's typesetting once (a shortcode is part of one).
        Ok(if is_whole_page(template) {
            typography::typeset_page(self.localizer(lang).locale(), text)
        } else {
            text
        })
    }

    /// What every template sees: the language, the site, navigation, alternates.
    fn base_context(&self, page: &Page, lang: &str, availability: &Availability) -> tera::Context {
        let language = self.config.language(lang).expect("configured");
        let mut context = tera::Context::new();
        context.insert("lang", lang);
        // `<html dir>`: Arabic, Hebrew, Persian pages are laid out right to left.
        context.insert("dir", self.l10n.get(lang).map_or("ltr", |l| l.direction()));
        // Numbered lists in the locale's digits (`١.` in Egyptian Arabic): CSS numbers them.
        context
            .insert("counter_style", self.l10n.get(lang).map_or("decimal", |l| l.counter_style()));
        // A draft language's pages ask search engines not to index them.
        context.insert("language_draft", &self.routes.is_draft(lang));
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
            .rendered_languages(&page.path, lang)
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
        let alternates: Vec<Alternate> = if availability.is_own_language() {
            feeds::alternates(&self.routes, page)
        } else {
            Vec::new()
        };
        context.insert("alternates", &alternates);
        let canonical_lang = match availability {
            Availability::Fallback { from } => from.as_str(),
            _ => lang,
        };
        context.insert("canonical", &self.routes.permalink(&self.routes.url(page, canonical_lang)));
        context.insert("fallback", &self.fallback_view(availability));
        context.insert(
            "nav",
            &NavView {
                home: self.routes.url_of("", lang),
                reviews: self.routes.url_of(&format!("{REVIEWS_SECTION}/"), lang),
                drives: self.routes.url_of(&format!("{DRIVES_SECTION}/"), lang),
                protocols: self.routes.url_of(&format!("{PROTOCOLS_SECTION}/"), lang),
                compare: self.routes.url_of(compare_page::COMPARE_PATH, lang),
                feed: self.routes.url_of("atom.xml", lang),
                search: self
                    .has_search()
                    .then(|| self.routes.url_of(search_records::SEARCH_PATH, lang)),
                tags: self
                    .templates
                    .has(tag_pages::TAGS_TEMPLATE)
                    .then(|| self.routes.url_of(tag_pages::TAGS_PATH, lang)),
            },
        );
        context
    }
}

fn write_all(sink: Sink, files: &[OutputFile]) -> Result<Vec<Written>, Vec<Diagnostic>> {
    for file in files {
        sink(file).map_err(|e| vec![e])?;
    }
    Ok(files.iter().map(Written::from).collect())
}

/// Whether `template` writes a whole HTML page (not a shortcode's piece of one, a feed or
/// a sitemap).
fn is_whole_page(template: &str) -> bool {
    template.ends_with(".html") && !template.starts_with("shortcodes/")
}

fn rendered(path: &str, text: String) -> OutputFile {
    OutputFile::Rendered { path: path.to_string(), bytes: text.into_bytes() }
}

// ---- Views ----

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
    /// The language's compare page, where a reader picks systems to set side by side.
    compare: String,
    feed: String,
    /// The language's search page; None when the theme has none.
    search: Option<String>,
    /// The language's index of tags; None when the theme has none.
    tags: Option<String>,
}
