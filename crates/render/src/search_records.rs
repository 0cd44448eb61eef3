//! What the site search reads of a page, and what its search page needs to know.
//!
//! A review, drive or protocol page gets a search record ([`SearchRecord`]) in each language
//! it is written in or made from data in: a small HTML document made here rather than the
//! page itself, which holds every table cell and chart of the review (on the 200-review
//! benchmark site, 172 MB of HTML that searches need none of). It keeps the title, summary,
//! prose (without the charts and tables shortcodes place in it, without the tables written in
//! it and footnote markers, with the figures `value` writes), the drives' names, pros and cons,
//! table captions and test protocols, and the values of facts (not their labels, the same
//! words on every page); and, as `data-pagefind-*` attributes, the facets and the meta a
//! result shows. Fallback pages get
//! none: the original's record names the languages it stands in for (`reader`).
//! [`crate::search_index`] indexes the records.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use super::views::{self, FactView};
use super::{Availability, Document, PageView, Renderer};
use crate::search_index::{SearchRecord, READER_FILTER};
use iopress_site::content::{Page, PageKind, DRIVES_SECTION};
use iopress_site::l10n::Localizer;
use iopress_site::templates::escape_markup;

/// The template of the search page; a theme without it has no search (and no index).
pub const SEARCH_TEMPLATE: &str = "search.html";
/// Where each language's search page is, under the language's prefix.
pub const SEARCH_PATH: &str = "search/";

/// The facets readers choose from, in the order the search page shows them, as the filter
/// names records carry. Values are language-independent (a vendor, a protocol id, a language
/// code), so that results from several languages' bundles share them; the search page gets
/// the names of protocols and languages to show.
pub const FACETS: &[&str] = &["kind", "vendor", "interface", "form_factor", "protocol", "language"];

/// Drive facts whose text is a facet, by their label id in drive.toml.
const INTERFACE_FACT: &str = "interface";
const FORM_FACTOR_FACT: &str = "form-factor";

/// What a search page's script needs: which bundles to search, where each language's pages
/// are, and the names of facet values that are ids. Given to the template as `search.data`
/// (JSON, already escaped for a `<script>`).
#[derive(Serialize)]
struct SearchPageData<'a> {
    lang: &'a str,
    /// The language's CLDR locale (`ar-EG`), which the script formats counts in: a language
    /// code alone can name other digits (`ar` writes Latin digits in browsers, `ar-EG`
    /// Arabic-Indic ones, as the pages do).
    locale: &'a str,
    /// Bundle URLs, this language's first (when it has pages of its own), then those of the
    /// languages whose pages are shown in this one as fallbacks; a language indexed in parts
    /// has a URL for each part.
    bundles: Vec<String>,
    reader_filter: &'static str,
    facets: &'static [&'static str],
    /// Each language's home URL: a fallback's result is linked in the reader's language by
    /// replacing its language's home with the reader's.
    homes: BTreeMap<&'a str, String>,
    /// Names shown for facet values: protocol ids and language codes.
    names: BTreeMap<&'static str, BTreeMap<String, String>>,
}

impl Renderer<'_> {
    /// Whether the site has a search: its theme (or the site) has a search page.
    pub(super) fn has_search(&self) -> bool {
        self.templates.has(SEARCH_TEMPLATE)
    }

    /// The search record of a document, or None: only reviews, drives and protocol pages in a
    /// language of their own are indexed (a fallback is found through its original).
    pub(super) fn search_record(
        &self,
        document: &Document,
        view: &PageView,
        prose: &str,
    ) -> Option<SearchRecord> {
        let Document { page, lang, availability } = document;
        if !page.kind.spec().searched || !availability.is_own_language() {
            return None;
        }
        let localizer = self.localizer(lang);
        let mut readers = vec![lang.to_string()];
        readers.extend(self.config.languages.iter().map(|l| l.code.clone()).filter(|code| {
            matches!(self.routes.availability(&page.path, code), Availability::Fallback { from } if from == *lang)
        }));

        let mut html = String::with_capacity(prose.len() + 2048);
        html.push_str(&format!(
            "<!DOCTYPE html>\n<html lang=\"{}\">\n<body>\n",
            escape_markup(lang)
        ));
        html.push_str(&format!(
            "<h1 data-pagefind-meta=\"title\">{}</h1>\n",
            escape_markup(&view.title)
        ));
        if let Some(summary) = &view.summary {
            html.push_str(&format!("<p>{}</p>\n", escape_markup(summary)));
        }
        // Names and values without their labels ("Drives reviewed", "Interface"): the same
        // words on every page find none of them.
        let value = |value: &str| format!("<p>{}</p>\n", escape_markup(value));
        let drives = self.drives_of(page);
        let drive_names: Vec<&str> =
            drives.iter().filter_map(|d| d.drive.as_ref()).map(|d| d.name.as_str()).collect();
        if page.kind == PageKind::Review && !drive_names.is_empty() {
            html.push_str(&value(&localizer.format_list(&drive_names)));
        }
        if let Some(drive) = &view.drive {
            if let Some(vendor) = &drive.vendor {
                html.push_str(&value(vendor));
            }
        }
        html.push_str(prose);
        html.push('\n');
        for list in [&view.pros, &view.cons] {
            if !list.is_empty() {
                html.push_str("<ul>");
                for item in list {
                    html.push_str(&format!("<li>{}</li>", escape_markup(item)));
                }
                html.push_str("</ul>\n");
            }
        }
        let facts: Vec<FactView> = match (&view.drive, &page.protocol) {
            (Some(drive), _) => drive.facts.clone(),
            (None, Some(protocol)) => {
                protocol.facts.iter().map(|f| views::fact(localizer, f)).collect()
            }
            (None, None) => Vec::new(),
        };
        for fact in &facts {
            html.push_str(&value(&fact.value));
        }
        // What each table measured, in the page's words: the workloads readers search for.
        let mut captions: BTreeSet<&str> = BTreeSet::new();
        for table in view.tables.iter().map(|r| &r.table) {
            captions.insert(&table.caption);
            if let Some(protocol) = &table.protocol {
                captions.insert(protocol);
            }
        }
        if !captions.is_empty() {
            html.push_str("<ul>");
            for caption in captions {
                html.push_str(&format!("<li>{}</li>", escape_markup(caption)));
            }
            html.push_str("</ul>\n");
        }

        // Facets and meta: read by Pagefind, not searched as text.
        html.push_str("<div data-pagefind-ignore>\n");
        let mut tag = |kind: &str, name: &str, value: &str| {
            html.push_str(&format!(
                "<span data-pagefind-{kind}=\"{name}\">{}</span>\n",
                escape_markup(value)
            ));
        };
        let facets = self.facets(page, lang);
        for (name, values) in &facets {
            for value in values {
                tag("filter", name, value);
            }
        }
        for reader in &readers {
            tag("filter", READER_FILTER, reader);
        }
        if page.kind == PageKind::Review && !drive_names.is_empty() {
            tag("meta", "drive", &drive_names.join(", "));
        }
        if let Some(vendor) = view.drive.as_ref().and_then(|d| d.vendor.as_deref()) {
            tag("meta", "vendor", vendor);
        }
        html.push_str("</div>\n</body>\n</html>\n");
        Some(SearchRecord { lang: lang.to_string(), url: view.url.clone(), html: html.into() })
    }

    /// The drive pages a page is about: a review's drives, or the drive itself.
    fn drives_of<'p>(&'p self, page: &'p Page) -> Vec<&'p Page> {
        match page.kind {
            PageKind::Drive => vec![page],
            PageKind::Home
            | PageKind::Section
            | PageKind::Review
            | PageKind::Protocol
            | PageKind::Page => page
                .facts
                .drives
                .iter()
                .filter_map(|id| self.content.get(&format!("{DRIVES_SECTION}/{id}")))
                .collect(),
        }
    }

    /// A page's facet values, by facet: its kind, the vendor, interface and form factor of
    /// its drives (as drive.toml writes them), the protocols its results were measured under
    /// (a drive's: its reviews'), and its language.
    fn facets(&self, page: &Page, lang: &str) -> BTreeMap<&'static str, BTreeSet<String>> {
        let mut facets: BTreeMap<&'static str, BTreeSet<String>> = BTreeMap::new();
        let kind = match page.kind {
            PageKind::Review => "review",
            PageKind::Drive => "drive",
            PageKind::Protocol => "protocol",
            // Not searched (`PageKindSpec::searched`): they have no record to facet.
            PageKind::Home | PageKind::Section | PageKind::Page => "protocol",
        };
        facets.entry("kind").or_default().insert(kind.to_string());
        facets.entry("language").or_default().insert(lang.to_string());
        for drive in self.drives_of(page).iter().filter_map(|d| d.drive.as_ref()) {
            if let Some(vendor) = &drive.vendor {
                facets.entry("vendor").or_default().insert(vendor.clone());
            }
            for fact in &drive.facts {
                let facet = match fact.label.as_str() {
                    INTERFACE_FACT => "interface",
                    FORM_FACTOR_FACT => "form_factor",
                    _ => continue,
                };
                if let Some(text) = views::fact_words(self.localizer(lang), fact)
                    .map(|t| t.trim().to_string())
                    .filter(|t| !t.is_empty())
                {
                    facets.entry(facet).or_default().insert(text);
                }
            }
        }
        let reviews: Vec<&Page> = match page.kind {
            PageKind::Review => vec![page],
            PageKind::Drive => self
                .content
                .of_kind(PageKind::Review)
                .filter(|r| r.facts.drives.iter().any(|d| d == page.id()))
                .collect(),
            PageKind::Home | PageKind::Section | PageKind::Protocol | PageKind::Page => Vec::new(),
        };
        let protocols = facets.entry("protocol").or_default();
        for review in reviews {
            protocols.extend(
                review
                    .review
                    .iter()
                    .flat_map(|r| r.tables.iter())
                    .filter_map(|t| t.protocol.clone()),
            );
        }
        if let Some(protocol) = &page.protocol {
            protocols.insert(protocol.id.clone());
        }
        facets.retain(|_, values| !values.is_empty());
        facets
    }

    /// The `search` context of a language's search page: `url`, and `data` for its script.
    pub(super) fn search_page_context(
        &self,
        lang: &str,
        localizer: &Localizer,
    ) -> serde_json::Value {
        // One pass over the pages: whether this language has searched pages of its own, and
        // which languages stand in for it on the others (asking per language made a search
        // page's cost grow with the square of the languages: 32 languages and 15,000 pages
        // took most of the `check_human` corpus tests' rendering).
        let mut has_own = false;
        let mut stand_in: BTreeSet<String> = BTreeSet::new();
        for page in self.content.pages.values().filter(|page| page.kind.spec().searched) {
            match self.routes.availability(&page.path, lang) {
                Availability::Fallback { from } => {
                    stand_in.insert(from);
                }
                availability => has_own |= availability.is_own_language(),
            }
        }
        let mut bundles = Vec::new();
        let urls = |lang: &str| {
            let dirs = self.search_bundle_dirs(lang);
            dirs.into_iter().map(|dir| self.routes.site_root_url(&dir)).collect::<Vec<_>>()
        };
        if has_own {
            bundles.extend(urls(lang));
        }
        for other in
            self.config.languages.iter().map(|l| l.code.as_str()).filter(|code| *code != lang)
        {
            if stand_in.contains(other) {
                bundles.extend(urls(other));
            }
        }
        // A published language's search names no draft language.
        let listed =
            || self.config.languages.iter().filter(|l| self.routes.is_listed_from(&l.code, lang));
        let homes = listed().map(|l| (l.code.as_str(), self.routes.url_of("", &l.code))).collect();
        let mut names: BTreeMap<&'static str, BTreeMap<String, String>> = BTreeMap::new();
        names.insert("language", listed().map(|l| (l.code.clone(), l.name.clone())).collect());
        // Protocols of the same name (the same test on a cluster and on one drive) are told
        // apart as every page names them, by what differs: never by their id.
        let named: BTreeMap<String, String> = self
            .content
            .of_kind(PageKind::Protocol)
            .filter_map(|p| p.protocol.as_ref())
            .map(|p| (p.id.clone(), self.protocol_name(&p.id, localizer)))
            .collect();
        names.insert("protocol", named);
        let data = SearchPageData {
            lang,
            locale: localizer.locale(),
            bundles,
            reader_filter: READER_FILTER,
            facets: FACETS,
            homes,
            names,
        };
        let json = serde_json::to_string(&data).unwrap_or_default();
        serde_json::json!({
            "url": self.routes.url_of(SEARCH_PATH, lang),
            "data": json.replace('<', "\\u003c").replace('>', "\\u003e").replace('&', "\\u0026"),
        })
    }
}
