//! Pages that list other pages (home, sections, drives), and the site's own files: sitemap,
//! robots.txt, 404 pages, feeds, search pages, the language chooser.

use super::*;
use ranking_views::LinkView;

/// How many reviews the home page lists after its lead story.
const LATEST_ON_HOME: usize = 10;

/// How many of the latest reviews a 404 page offers.
const LATEST_ON_404: usize = 5;

impl<'a> Renderer<'a> {
    /// The home page's and a section's lists: latest reviews, drives, the section's pages.
    /// A section's list is cut into pages: the context gets the first, and the list is
    /// returned for the others (see [`SectionList::insert_page`]).
    pub(super) fn list_context(
        &self,
        page: &Page,
        lang: &str,
        context: &mut tera::Context,
    ) -> Option<SectionList> {
        if page.kind == PageKind::Home {
            let lead = self.lead_review(lang);
            let reviews = self.summaries(self.content.children(REVIEWS_SECTION), lang);
            let drives = self.drive_summaries(lang);
            if let Some(lead) = lead {
                let lead_drives: Vec<&DriveSummary> =
                    drives.iter().filter(|d| lead.facts.drives.contains(&d.id)).collect();
                context.insert("lead", &self.summaries(vec![lead], lang).first());
                context.insert("lead_drives", &lead_drives);
            }
            let lead_url = lead.map(|l| self.routes.url(l, lang));
            let latest: Vec<&PageSummary> = reviews
                .iter()
                .filter(|r| Some(&r.url) != lead_url.as_ref())
                .take(LATEST_ON_HOME)
                .collect();
            context.insert("latest_reviews", &latest);
            context.insert("review_count", &reviews.len());
            context.insert("drives", &drives);
            return None;
        }
        let children = self.summaries(self.content.children(&page.path), lang);
        context.insert(
            "review_count",
            &children.iter().filter(|c| c.kind == PageKind::Review).count(),
        );
        context.insert(
            "protocol_count",
            &children.iter().filter(|c| c.kind == PageKind::Protocol).count(),
        );
        let drives = (page.path == DRIVES_SECTION).then(|| self.drive_summaries(lang));
        if let Some(drives) = &drives {
            context.insert("drive_count", &drives.len());
        }
        let list = SectionList {
            first: page.url_path.clone(),
            pages: children,
            drives,
            paginated: section_is_paginated(page),
        };
        list.insert_page(self, lang, 1, context);
        Some(list)
    }

    /// How many entries a section's list holds in `lang`: its drives for the drive list, its
    /// pages rendered in `lang` for any other.
    pub(super) fn section_list_length(&self, page: &Page, lang: &str) -> usize {
        if page.path == DRIVES_SECTION {
            return self.content.of_kind(PageKind::Drive).count();
        }
        self.content
            .children(&page.path)
            .into_iter()
            .filter(|child| self.routes.availability(&child.path, lang).is_rendered())
            .count()
    }

    /// The home page's lead story: the newest review of catalogue drives (one that names
    /// at least one drive with a page: a lab note about the build machine names none), the
    /// newest written in the reader's language when there is one, else the newest shown in it.
    pub(super) fn lead_review(&self, lang: &str) -> Option<&Page> {
        let mut reviews: Vec<&Page> = self
            .content
            .of_kind(PageKind::Review)
            .filter(|r| self.content.drives_of(r).next().is_some())
            .filter(|r| self.routes.availability(&r.path, lang).is_rendered())
            .collect();
        iopress_site::content::sort_pages(&mut reviews, Default::default());
        let translated = reviews
            .iter()
            .find(|r| self.routes.availability(&r.path, lang).is_own_language())
            .copied();
        translated.or(reviews.first().copied())
    }

    pub(super) fn summaries(&self, pages: Vec<&Page>, lang: &str) -> Vec<PageSummary> {
        let localizer = self.localizer(lang);
        pages
            .into_iter()
            .filter_map(|page| {
                let availability = self.routes.availability(&page.path, lang);
                if !availability.is_rendered() {
                    return None;
                }
                let text = self.text_for(page, &availability, lang);
                let front = text.map(Text::front);
                // A page shown from another language's text is marked as such, and its title
                // and summary carry that language.
                let from = match &availability {
                    Availability::Fallback { from } => Some(from.clone()),
                    _ => None,
                };
                Some(PageSummary {
                    photo: self.page_photo(page, lang, text),
                    kind: page.kind,
                    content_lang: from.clone().unwrap_or_else(|| lang.to_string()),
                    in_language: from.map(|code| self.in_language(&code, localizer)),
                    title: self.title_of(page, front.and_then(|f| f.title.clone()), localizer),
                    summary: front
                        .and_then(|f| f.summary.clone())
                        .or_else(|| protocol_summary(page, localizer)),
                    url: self.routes.url(page, lang),
                    date: page.facts.date.map(|d| d.to_string()),
                    translated: availability.is_own_language(),
                    drives: self
                        .content
                        .drives_of(page)
                        .filter_map(|d| Some(d.drive.as_ref()?.name.clone()))
                        .collect(),
                    counts: (page.kind == PageKind::Protocol)
                        .then(|| self.protocol_counts(page.id(), lang, localizer)),
                })
            })
            .collect()
    }

    /// "2 reviews · 4-node clusters, single drives": the reviews published in `lang` with
    /// results under the protocol, and the classes of system its rankings compare.
    fn protocol_counts(&self, protocol: &str, lang: &str, localizer: &Localizer) -> String {
        let reviews = self
            .content
            .of_kind(PageKind::Review)
            .filter(|r| {
                r.review.as_ref().is_some_and(|d| {
                    d.tables.iter().any(|t| t.protocol.as_deref() == Some(protocol))
                })
            })
            .filter(|r| self.routes.availability(&r.path, lang).is_rendered())
            .count();
        let mut classes: Vec<Option<iopress_site::data::SystemClass>> =
            self.rankings.of_protocol(protocol).map(|r| r.class).collect();
        classes.sort();
        classes.dedup();
        let mut parts =
            vec![localizer.message("reviews-count", &[("count", Arg::Number(reviews as f64))])];
        parts.extend(classes.into_iter().map(|c| views::class_name(localizer, c)));
        parts.join(" · ")
    }

    /// "In English" in the reader's language: the message `in-language-<code>`, or, for a
    /// language the theme does not name, `in-language` with the language's own name.
    pub(super) fn in_language(&self, code: &str, localizer: &Localizer) -> String {
        let key = format!("in-language-{code}");
        if localizer.has_message(&key) {
            localizer.message(&key, &[])
        } else {
            let name = self
                .config
                .language(code)
                .map(|l| l.name.clone())
                .unwrap_or_else(|| code.to_string());
            localizer.message("in-language", &[("language", Arg::text(name))])
        }
    }

    pub(super) fn drive_summaries(&self, lang: &str) -> Vec<DriveSummary> {
        let localizer = self.localizer(lang);
        let mut drives: Vec<DriveSummary> = self
            .content
            .of_kind(PageKind::Drive)
            .map(|page| {
                let mut headlines = self.drive_headlines(page.id(), lang);
                headlines.truncate(headlines::HEADLINES_IN_LISTS);
                let mut classes: Vec<Option<iopress_site::data::SystemClass>> =
                    self.rankings.of_drive(page.id()).map(|r| r.class).collect();
                classes.sort();
                classes.dedup();
                DriveSummary {
                    photo: self.drive_photo(page, lang),
                    id: page.id().to_string(),
                    name: page.drive.as_ref().map(|d| d.name.clone()).unwrap_or_default(),
                    vendor: page.drive.as_ref().and_then(|d| d.vendor.clone()),
                    url: self.routes.url(page, lang),
                    // Counted, not summarised: the lists show the number and the headlines.
                    review_count: self
                        .content
                        .reviews_of(page.id())
                        .filter(|r| self.routes.availability(&r.path, lang).is_rendered())
                        .count(),
                    tested_as: localizer.format_list(
                        &classes
                            .into_iter()
                            .map(|c| views::class_name(localizer, c))
                            .collect::<Vec<_>>(),
                    ),
                    specs: self.key_specs(page, localizer),
                    headlines,
                }
            })
            .collect();
        drives.sort_by(|a, b| (a.name.to_lowercase(), &a.id).cmp(&(b.name.to_lowercase(), &b.id)));
        drives
    }

    /// Where a review leads at its end: its drives' pages, each drive's comparison with the
    /// best of its class, and the rankings of the protocols its results were measured under.
    pub(super) fn where_next(&self, page: &Page, lang: &str) -> WhereNext {
        let localizer = self.localizer(lang);
        let rendered = |p: &&Page| self.routes.availability(&p.path, lang).is_rendered();
        let drives: Vec<&Page> = self.content.drives_of(page).filter(rendered).collect();
        let name = |d: &Page| d.drive.as_ref().map(|x| x.name.clone()).unwrap_or_default();
        let mut protocols: Vec<&Page> = Vec::new();
        for id in page.review.iter().flat_map(|r| &r.tables).filter_map(|t| t.protocol.as_deref()) {
            if let Some(protocol) = self.protocol_page(id).filter(rendered) {
                if !protocols.iter().any(|p| p.path == protocol.path) {
                    protocols.push(protocol);
                }
            }
        }
        WhereNext {
            drives: drives
                .iter()
                .map(|d| LinkView { text: name(d), url: self.routes.url(d, lang) })
                .collect(),
            comparisons: drives
                .iter()
                .filter(|d| self.has_comparisons(d.id()))
                .map(|d| LinkView {
                    text: localizer
                        .message("compare-drive-title", &[("drive", Arg::text(name(d)))]),
                    url: format!("{}{DRIVE_COMPARE_DIR}/", self.routes.url(d, lang)),
                })
                .collect(),
            protocols: protocols
                .iter()
                .map(|p| LinkView {
                    text: localizer.message(
                        "compare-protocol",
                        &[("protocol", Arg::text(self.protocol_name(p.id(), localizer)))],
                    ),
                    url: self.routes.url(p, lang),
                })
                .collect(),
        }
    }

    pub(super) fn reviews_of_drive(&self, drive_id: &str, lang: &str) -> Vec<PageSummary> {
        let mut reviews: Vec<&Page> = self.content.reviews_of(drive_id).collect();
        iopress_site::content::sort_pages(&mut reviews, Default::default());
        self.summaries(reviews, lang)
    }

    /// Files that belong to the site rather than a page: sitemap, feeds, robots.txt, 404s.
    pub(super) fn render_site_files(&self, sink: Sink) -> Result<Vec<Written>, Vec<Diagnostic>> {
        // Each file is written as soon as it is made, and what it was made from dropped: on a
        // large site the sitemap's entries and each language's comparison data are tens of
        // megabytes, and holding them all until the last was a build's peak of memory.
        let mut written = Vec::new();
        let mut emit = |file: OutputFile| -> Result<(), Vec<Diagnostic>> {
            written.extend(write_all(sink, std::slice::from_ref(&file))?);
            Ok(())
        };
        let default = self.config.default_language.as_str();
        let tagged = self.tagged_pages_by_language();
        emit(rendered("sitemap.xml", self.sitemap(&tagged)?))?;

        let mut context = tera::Context::new();
        context
            .insert("sitemap", &self.routes.permalink(&self.routes.site_root_url("sitemap.xml")));
        emit(rendered("robots.txt", self.render_template(default, "robots.txt", &context)?))?;

        for language in &self.config.languages {
            let lang = language.code.as_str();
            let home = self.content.get("").expect("home page always exists");
            let mut context = self.base_context(home, lang, &Availability::DataOnly);
            let not_found = self.routes.url_of("404.html", lang);
            let title = self.localizer(lang).message("not-found-title", &[]);
            context.insert(
                "social",
                &self.social_view(&title, None, &not_found, lang, &[], PageKind::Page, None),
            );
            context.insert("page", &PageView::simple(PageKind::Page, &not_found, title));
            // Somewhere to go from a dead link: the search, and the latest reviews.
            let reviews = self.summaries(self.content.children(REVIEWS_SECTION), lang);
            context
                .insert("latest_reviews", &reviews.iter().take(LATEST_ON_404).collect::<Vec<_>>());
            let html = self.render_template(lang, "404.html", &context)?;
            let not_found_path = self.routes.output_dir("404.html", lang);
            if lang == default && not_found_path != "404.html" {
                emit(rendered("404.html", html.clone()))?;
            }
            emit(rendered(&not_found_path, html))?;
            emit(rendered(&self.routes.output_dir("atom.xml", lang), self.atom_feed(lang)?))?;
            if self.has_search() {
                let path = format!(
                    "{}index.html",
                    self.routes.output_dir(search_records::SEARCH_PATH, lang)
                );
                emit(rendered(&path, self.search_page(lang)?))?;
            }
            for file in self.compare_page(lang)? {
                emit(file)?;
            }
            for file in self.tag_pages(lang, &tagged)? {
                emit(file)?;
            }
        }
        // Each language's site card: the picture of every page without its own.
        for language in &self.config.languages {
            if let Some(file) = self.site_card(&language.code).and_then(|card| card.file) {
                emit(file)?;
            }
        }
        if !self.config.default_language_at_root {
            emit(rendered("index.html", self.language_chooser()))?;
        }
        Ok(written)
    }

    fn sitemap(&self, tagged: &tag_pages::TaggedPages) -> Result<String, Vec<Diagnostic>> {
        let mut context = tera::Context::new();
        let mut entries = feeds::sitemap_entries(&self.routes, self.content);
        entries.extend(self.tag_sitemap_entries(tagged));
        for section in self.content.of_kind(PageKind::Section).filter(|s| section_is_paginated(s)) {
            let own = self.routes.own_languages(&section.path);
            let length_in = |code: &str| self.section_list_length(section, code);
            entries.extend(self.list_pages_sitemap_entries(&section.url_path, &own, &length_in));
        }
        entries.sort_by(|a, b| a.loc.cmp(&b.loc));
        context.insert("entries", &entries);
        self.render_template(&self.config.default_language, "sitemap.xml", &context)
    }

    /// A language's search page: the theme's `search.html`, which searches the pages with
    /// the site's search index (see [`crate::search_index`]).
    pub(super) fn search_page(&self, lang: &str) -> Result<String, Vec<Diagnostic>> {
        let localizer = self.localizer(lang);
        let mut context = self.site_page_context(
            search_records::SEARCH_PATH,
            lang,
            localizer.message("search-title", &[]),
        );
        context.insert("search", &self.search_page_context(lang, localizer));
        self.render_template(lang, search_records::SEARCH_TEMPLATE, &context)
    }

    /// The context of a page the site has in every language rather than a content page
    /// (search, compare), at `path` under the language's prefix: its switcher leads to the
    /// other languages' same page; it has no alternates to announce (such pages are not
    /// indexed by search engines).
    pub(super) fn site_page_context(&self, path: &str, lang: &str, title: String) -> tera::Context {
        let home = self.content.get("").expect("home page always exists");
        let mut context = self.base_context(home, lang, &Availability::DataOnly);
        let url = self.routes.url_of(path, lang);
        context.insert("languages", &self.site_page_switcher(path, lang, &|_| true));
        context.insert("alternates", &Vec::<Alternate>::new());
        context.insert("canonical", &self.routes.permalink(&url));
        let published: Vec<&str> = self
            .config
            .languages
            .iter()
            .filter(|l| !l.is_draft())
            .map(|l| l.code.as_str())
            .collect();
        context.insert(
            "social",
            &self.social_view(&title, None, &url, lang, &published, PageKind::Page, None),
        );
        let mut view = PageView::simple(PageKind::Page, &url, title);
        view.path = path.trim_end_matches('/').to_string();
        view.permalink = self.routes.permalink(&url);
        context.insert("page", &view);
        context
    }

    /// The language switcher of a site page: `path` in each language `lang` lists for which
    /// `exists`, all made of UI strings and data, so all translated.
    pub(super) fn site_page_switcher(
        &self,
        path: &str,
        lang: &str,
        exists: &dyn Fn(&str) -> bool,
    ) -> Vec<SwitcherEntry> {
        self.config
            .languages
            .iter()
            .filter(|l| self.routes.is_listed_from(&l.code, lang) && exists(&l.code))
            .map(|l| SwitcherEntry {
                code: l.code.clone(),
                name: l.name.clone(),
                url: self.routes.url_of(path, &l.code),
                current: l.code == lang,
                translated: true,
            })
            .collect()
    }

    pub(super) fn atom_feed(&self, lang: &str) -> Result<String, Vec<Diagnostic>> {
        let language = self.config.language(lang).expect("configured");
        let mut reviews: Vec<&Page> = self
            .content
            .of_kind(PageKind::Review)
            .filter(|p| self.routes.availability(&p.path, lang) == Availability::Translated)
            .collect();
        iopress_site::content::sort_pages(&mut reviews, Default::default());
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
    pub(super) fn language_chooser(&self) -> String {
        let target = self.routes.url_of("", &self.config.default_language);
        let links: String = self
            .config
            .languages
            .iter()
            .filter(|l| !l.is_draft())
            .map(|l| {
                format!(
                    "<li><a href=\"{}\" hreflang=\"{}\" lang=\"{}\">{}</a></li>",
                    iopress_site::templates::escape_markup(&self.routes.url_of("", &l.code)),
                    l.code,
                    l.code,
                    iopress_site::templates::escape_markup(&l.name)
                )
            })
            .collect();
        format!(
            "<!DOCTYPE html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{title}</title>\
<meta http-equiv=\"refresh\" content=\"0; url={target}\"><link rel=\"canonical\" href=\"{target}\"></head>\
<body><ul>{links}</ul></body></html>\n",
            lang = self.config.default_language,
            title = iopress_site::templates::escape_markup(&self.config.default_language().title),
            target = iopress_site::templates::escape_markup(&target),
        )
    }
}

/// A section's whole list in one language, to be shown a page at a time: its pages, and for
/// the drive list its drives (the list its pages show).
pub(super) struct SectionList {
    /// The section's URL path (`reviews/`): its list's first page.
    first: String,
    pages: Vec<PageSummary>,
    drives: Option<Vec<DriveSummary>>,
    /// False for the protocol index, shown whole (see [`section_is_paginated`]).
    paginated: bool,
}

/// Whether a section's list is cut into pages. The protocol index is not: it is the site's
/// catalogue of tests, one entry per protocol, read side by side to choose one, and it grows
/// with the lab's methods, not with its reviews (`page_size` is about feeds that grow).
fn section_is_paginated(section: &Page) -> bool {
    section.path != PROTOCOLS_SECTION
}

impl SectionList {
    /// How many pages the list takes.
    pub(super) fn page_count(&self, page_size: usize) -> usize {
        if !self.paginated {
            return 1;
        }
        pagination::page_count(self.length(), page_size)
    }

    fn length(&self) -> usize {
        self.drives.as_ref().map_or(self.pages.len(), Vec::len)
    }

    /// Page `number` of the list into `context`: `pages` (and `drives` on the drive list)
    /// hold that page's entries, and `pagination` where it stands.
    pub(super) fn insert_page(
        &self,
        renderer: &Renderer,
        lang: &str,
        number: usize,
        context: &mut tera::Context,
    ) {
        let size = if self.paginated { renderer.list_page_size() } else { self.length() };
        let total = self.page_count(size);
        context.insert("pages", pagination::page_of(&self.pages, size, number));
        if let Some(drives) = &self.drives {
            context.insert("drives", pagination::page_of(drives, size, number));
        }
        context.insert("pagination", &renderer.pagination(&self.first, lang, number, total));
    }

    /// The path, under a language's root, of page `number` of the list.
    pub(super) fn page_path(&self, number: usize) -> String {
        pagination::list_page_path(&self.first, number)
    }
}

#[derive(Serialize)]
pub(super) struct PageSummary {
    pub(super) kind: PageKind,
    /// The language of its title and summary.
    pub(super) content_lang: String,
    /// For a page shown from another language: that language, said in the reader's
    /// ("In English", "En anglais"), for its badge.
    pub(super) in_language: Option<String>,
    pub(super) title: String,
    pub(super) summary: Option<String>,
    pub(super) url: String,
    pub(super) date: Option<String>,
    /// False when the page is shown in this language from another language's text.
    pub(super) translated: bool,
    pub(super) drives: Vec<String>,
    /// For a protocol: how many reviews have results under it, and what it ranks ("2
    /// reviews · 4-node clusters").
    pub(super) counts: Option<String>,
    /// A review's or drive's photo (its own, or its drive's), for its card.
    pub(super) photo: Option<crate::pictures::PictureView>,
}

#[derive(Serialize)]
pub(super) struct DriveSummary {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) vendor: Option<String>,
    pub(super) url: String,
    pub(super) review_count: usize,
    /// The classes of system it was measured in, as a list: "single drives".
    pub(super) tested_as: String,
    /// Its first facts: form factor, interface.
    pub(super) specs: Vec<FactView>,
    /// Its first headline results (see [`headlines`]).
    pub(super) headlines: Vec<headlines::HeadlineView>,
    /// Its photo (drive.toml's `image`), for its card.
    pub(super) photo: Option<crate::pictures::PictureView>,
}

#[derive(Serialize)]
pub(super) struct FeedEntry {
    pub(super) title: String,
    pub(super) id: String,
    pub(super) url: String,
    pub(super) published: Option<String>,
    pub(super) updated: Option<String>,
    pub(super) summary: Option<String>,
    pub(super) authors: Vec<String>,
}

/// The links at the end of a review (see [`Renderer::where_next`]).
#[derive(Serialize)]
pub(super) struct WhereNext {
    drives: Vec<LinkView>,
    comparisons: Vec<LinkView>,
    protocols: Vec<LinkView>,
}
