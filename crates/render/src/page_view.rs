//! What a page template sees of its page: title, prose, tables with their charts, rigs, drives.

use super::*;

impl<'a> Renderer<'a> {
    /// The page's tables in this language, each with its charts; review tables also with
    /// the rankings they take part in. `made`: the review's figures as its own page made
    /// them earlier in this build (see [`super::print_figures`]), table by table, taken
    /// instead of making them again.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn table_views(
        &self,
        page: &Page,
        lang: &str,
        text: Option<&Text>,
        maker: &FigureMaker,
        medium: views::Medium,
        mut made: Option<Vec<Vec<FigureView>>>,
    ) -> Vec<ResultView> {
        let localizer = maker.localizer;
        let captions = |id: &str| self.table_caption(page, text, id, localizer);
        let with_caption = |mut view: TableView, caption_lang: Option<String>| {
            view.caption_lang = caption_lang;
            view
        };
        if let Some(drive) = &page.drive {
            return drive
                .tables
                .iter()
                .map(|t| {
                    let (caption, caption_lang) = captions(&t.id);
                    let view = views::table(localizer, t, caption, None, &|_| None, medium);
                    ResultView { table: with_caption(view, caption_lang), figures: Vec::new() }
                })
                .collect();
        }
        let Some(review) = &page.review else { return Vec::new() };
        let protocol_name = |id: &str| self.protocol_name(id, localizer);
        let protocol_of = |id: &str| self.protocol_page(id).and_then(|p| p.protocol.as_ref());
        let names = ReviewNames {
            review,
            localizer,
            protocol_name: &protocol_name,
            protocol_of: &protocol_of,
        };
        let config_name = |id: &str| review.config(id).map(|c| views::config_name(localizer, c));
        review
            .tables
            .iter()
            .enumerate()
            .map(|(index, t)| {
                let rig = t
                    .rig
                    .as_deref()
                    .and_then(|id| review.rig(id))
                    .map(|r| views::data_text(localizer, &r.name).to_string());
                let (caption, caption_lang) = captions(&t.id);
                let mut view = with_caption(
                    views::table(localizer, t, caption, rig, &config_name, medium),
                    caption_lang,
                );
                view.notes.extend(page_charts::level_vms_sentence(localizer, t, &names));
                view.downloads = Some(self.download_links(page, &t.id));
                if let Some(protocol) = t.protocol.as_deref().and_then(|id| self.protocol_page(id))
                {
                    view.protocol = Some(self.protocol_name(protocol.id(), localizer));
                    view.protocol_url = Some(self.routes.url(protocol, lang));
                }
                if let Some(figures) =
                    made.as_mut().and_then(|made| made.get_mut(index)).map(std::mem::take)
                {
                    return ResultView { table: view, figures: maker.reuse(figures) };
                }
                let mut figures = maker.table_figures(t, &names);
                // Every figure these charts draw is a cell of the table shown with them:
                // each links to it rather than repeating its figures in a table of its own
                // (on a large site those repeats were an eighth of the output).
                for figure in &mut figures {
                    figure.figures_in = Some(page_charts::FiguresIn {
                        href: format!("#table-{}", view.id),
                        caption: view.caption.clone(),
                    });
                }
                // Application results are ranked on the review page against other reviews'
                // results; load curves and matrices are compared on their protocol's page.
                let rankings: Vec<(&Ranking, std::borrow::Cow<[usize]>)> = t
                    .protocol
                    .iter()
                    .filter(|_| t.family == iopress_site::data::Family::Application)
                    .flat_map(|p| self.rankings.of_protocol(p))
                    .filter(|r| r.spans_reviews())
                    .map(|r| (r, self.rankings.review_entries(r, &page.path)))
                    .filter(|(r, own)| own.iter().any(|&i| r.entries[i].table == t.id))
                    .collect();
                for (ranking, highlighted) in rankings {
                    let protocol_name = self.protocol_name(&ranking.protocol, localizer);
                    figures.push(maker.ranking_figure(
                        ranking,
                        RANKING_BARS_ON_PAGES,
                        &protocol_name,
                        &self.bar_texts(ranking, localizer),
                        &highlighted,
                        &format!("ranking-{}", t.id),
                    ));
                }
                ResultView { table: view, figures }
            })
            .collect()
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn page_view(
        &self,
        page: &Page,
        lang: &str,
        text: Option<&Text>,
        prose: String,
        headings: Vec<Heading>,
        localizer: &Localizer,
        data: PlaceableData,
    ) -> PageView {
        let PlaceableData { tables, rigs, .. } = data;
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
        let drives = self
            .content
            .drives_of(page)
            .map(|d| DriveLink {
                id: d.id().to_string(),
                name: d
                    .drive
                    .as_ref()
                    .map(|x| x.name.clone())
                    .unwrap_or_else(|| d.id().to_string()),
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
                drives: self.content.drives_of(page).filter_map(|d| d.drive.as_ref()).collect(),
                publisher: &self.config.language(lang).expect("configured").title,
            }
            .to_script_json()
        });
        let json_ld_dataset = (page.kind == PageKind::Review
            && tables.iter().any(|t| t.table.downloads.is_some()))
        .then(|| {
            let mut variables: Vec<String> = Vec::new();
            let mut techniques: Vec<String> = Vec::new();
            for table in page.review.iter().flat_map(|r| r.tables.iter()) {
                for (column, role) in table.data.columns.iter().zip(&table.roles) {
                    if matches!(role, Role::Metric(_)) {
                        let name = views::label(localizer, &column.id);
                        if !variables.contains(&name) {
                            variables.push(name);
                        }
                    }
                }
                if let Some(name) =
                    table.protocol.as_deref().map(|id| self.protocol_name(id, localizer))
                {
                    if !techniques.contains(&name) {
                        techniques.push(name);
                    }
                }
            }
            let downloads: Vec<feeds::DatasetTable> = tables
                .iter()
                .filter_map(|t| {
                    let links = t.table.downloads.as_ref()?;
                    Some(feeds::DatasetTable {
                        caption: &t.table.caption,
                        csv_url: self.routes.permalink(&links.csv),
                        json_url: self.routes.permalink(&links.json),
                    })
                })
                .collect();
            feeds::JsonLdDataset {
                name: localizer.message("dataset-name", &[("title", Arg::text(title.as_str()))]),
                description: localizer.message(
                    "dataset-description",
                    &[
                        ("title", Arg::text(title.as_str())),
                        ("tables", Arg::Number(downloads.len() as f64)),
                    ],
                ),
                lang,
                url: &self.routes.permalink(&url),
                date: page.facts.date,
                updated: page.facts.updated,
                publisher: &self.config.language(lang).expect("configured").title,
                drives: self.content.drives_of(page).filter_map(|d| d.drive.as_ref()).collect(),
                variables,
                techniques,
                tables: downloads,
            }
            .to_script_json()
        });
        PageView {
            photo: self.page_photo(page, lang, text),
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
            authors_display: localizer
                .format_list(front.and_then(|f| f.authors.as_deref()).unwrap_or(&[])),
            tags: self.tags(page, lang),
            pros: front.and_then(|f| f.pros.clone()).unwrap_or_default(),
            cons: front.and_then(|f| f.cons.clone()).unwrap_or_default(),
            disclosure: page
                .facts
                .disclosure
                .as_ref()
                .map(|d| DisclosureView { kind: d.kind, by: d.by.clone() }),
            drives,
            rigs,
            tables,
            drive: drive_view,
            json_ld,
            json_ld_dataset,
        }
    }

    /// A page's tags as readers see them: by their label in the reader's language, else as
    /// the site writes them; a tag written twice (`NVMe`, `nvme`) shown once.
    fn tags(&self, page: &Page, lang: &str) -> Vec<tag_pages::TagView> {
        let mut seen = std::collections::BTreeSet::new();
        page.facts
            .tags
            .iter()
            .filter_map(|name| self.content.tag(name))
            .filter(|tag| seen.insert(tag.id.as_str()))
            .map(|tag| self.tag_view(tag, lang))
            .collect()
    }

    /// A table's caption in the language of `localizer`, from the page's `text`, and its
    /// language where a text of another language gives it.
    pub(super) fn table_caption(
        &self,
        page: &Page,
        text: Option<&Text>,
        id: &str,
        localizer: &Localizer,
    ) -> (String, Option<String>) {
        let from = |text: &Text| {
            let lang = (text.lang != localizer.code()).then(|| text.lang.clone());
            text.front().captions.get(id).map(|caption| (caption.clone(), lang))
        };
        text.and_then(from)
            .or_else(|| self.primary_text(page).and_then(from))
            .unwrap_or_else(|| (default_caption(page, id, localizer), None))
    }

    pub(super) fn primary_text<'p>(&self, page: &'p Page) -> Option<&'p Text> {
        self.config.languages.iter().find_map(|l| page.texts.get(&l.code))
    }

    /// The text a reader of `lang` sees named: the page's own in `lang` where it is
    /// translated, else its first language's; with that language's code when it is not
    /// `lang` (for the `lang` attribute that tells a reader's browser and screen reader).
    pub(super) fn text_for_reader<'p>(
        &self,
        page: &'p Page,
        lang: &str,
    ) -> Option<(&'p Text, Option<String>)> {
        if page.is_translated(lang) {
            return page.texts.get(lang).map(|text| (text, None));
        }
        self.config.languages.iter().find_map(|l| {
            let other = (l.code != lang).then(|| l.code.clone());
            page.texts.get(&l.code).map(|text| (text, other))
        })
    }

    /// A page's title in a language: its own, else what the data or UI strings call it.
    pub(super) fn title_of(
        &self,
        page: &Page,
        written: Option<String>,
        localizer: &Localizer,
    ) -> String {
        if let Some(title) = written.filter(|t| !t.is_empty()) {
            return title;
        }
        match page.kind {
            PageKind::Drive => {
                page.drive.as_ref().map(|d| d.name.clone()).unwrap_or_else(|| page.id().to_string())
            }
            PageKind::Home => {
                self.config.language(localizer.code()).map(|l| l.title.clone()).unwrap_or_default()
            }
            PageKind::Section if page.path == REVIEWS_SECTION => {
                localizer.message("nav-reviews", &[])
            }
            PageKind::Section if page.path == DRIVES_SECTION => {
                localizer.message("nav-drives", &[])
            }
            PageKind::Section if page.path == PROTOCOLS_SECTION => {
                localizer.message("nav-protocols", &[])
            }
            PageKind::Protocol => self.protocol_name(page.id(), localizer),
            PageKind::Section | PageKind::Review | PageKind::Page => page.id().to_string(),
        }
    }
}

/// A result table as a page shows it, with the charts drawn from it and the rankings it
/// takes part in. Templates see the table's fields and `figures` side by side.
#[derive(Serialize)]
pub(super) struct ResultView {
    #[serde(flatten)]
    pub(super) table: TableView,
    pub(super) figures: Vec<FigureView>,
}

/// What a page's prose can place with a shortcode: its tables (with their charts) and its test
/// rigs. Whatever the prose leaves unplaced, the template shows in a section of its own.
pub(super) struct PlaceableData {
    pub(super) tables: Vec<ResultView>,
    pub(super) rigs: Vec<RigView>,
    /// Before every id of the tables, charts and rigs (`r1-`) where several pages' data share
    /// one document (a drive's print page); empty elsewhere. Shortcodes name them without it.
    pub(super) id_prefix: String,
    /// Labels placed by shortcodes take the language's colon ("Processeur\u{202f}:"): on
    /// paper, where the layout does not set them apart.
    pub(super) colons: bool,
}

impl PlaceableData {
    /// A page's own data, for its own page.
    pub(super) fn new(tables: Vec<ResultView>, rigs: Vec<RigView>) -> PlaceableData {
        PlaceableData { tables, rigs, id_prefix: String::new(), colons: false }
    }
}

/// A table no text gives a caption: a spec sheet is called so; others by their id's label.
pub(super) fn default_caption(page: &Page, id: &str, localizer: &Localizer) -> String {
    let is_spec_sheet = page
        .drive
        .iter()
        .flat_map(|d| d.tables.iter())
        .chain(page.review.iter().flat_map(|r| r.tables.iter()))
        .any(|t| t.id == id && t.family == iopress_site::data::Family::SpecSheet);
    if is_spec_sheet {
        localizer.message("spec-sheet", &[])
    } else {
        views::label(localizer, id)
    }
}

#[derive(Serialize)]
pub(super) struct DisclosureView {
    pub(super) kind: DisclosureKind,
    pub(super) by: Option<String>,
}

#[derive(Serialize)]
pub(super) struct DriveLink {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) url: String,
}

#[derive(Serialize)]
pub(super) struct DriveView {
    pub(super) name: String,
    pub(super) vendor: Option<String>,
    pub(super) facts: Vec<FactView>,
}

#[derive(Serialize)]
pub(super) struct PageView {
    pub(super) kind: PageKind,
    pub(super) path: String,
    pub(super) url: String,
    pub(super) permalink: String,
    pub(super) title: String,
    pub(super) summary: Option<String>,
    pub(super) description: Option<String>,
    pub(super) content: String,
    /// The language the prose is written in (differs from the page's on a fallback).
    pub(super) content_lang: String,
    pub(super) toc: Vec<Heading>,
    pub(super) date: Option<String>,
    pub(super) updated: Option<String>,
    pub(super) authors: Vec<String>,
    /// The authors joined the locale's way ("A, B et C").
    pub(super) authors_display: String,
    /// Its tags, each with its label in the reader's language and its tag page.
    pub(super) tags: Vec<tag_pages::TagView>,
    pub(super) pros: Vec<String>,
    pub(super) cons: Vec<String>,
    pub(super) disclosure: Option<DisclosureView>,
    pub(super) drives: Vec<DriveLink>,
    pub(super) rigs: Vec<RigView>,
    pub(super) tables: Vec<ResultView>,
    pub(super) drive: Option<DriveView>,
    pub(super) json_ld: Option<String>,
    /// schema.org Dataset of a review's downloadable tables.
    pub(super) json_ld_dataset: Option<String>,
    /// The photo at its head: its own `image`, or its drive's (see `photos`).
    pub(super) photo: Option<crate::pictures::PictureView>,
}

impl PageView {
    pub(super) fn simple(kind: PageKind, url: &str, title: String) -> PageView {
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
            json_ld_dataset: None,
            photo: None,
        }
    }
}

/// Configuration names of one review, for charts.
pub(super) struct ReviewNames<'a> {
    pub(super) review: &'a iopress_site::data::ReviewData,
    pub(super) localizer: &'a Localizer,
    pub(super) protocol_name: &'a dyn Fn(&str) -> String,
    pub(super) protocol_of: &'a dyn Fn(&str) -> Option<&'a iopress_site::data::Protocol>,
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

    fn protocol(&self, table: &Table) -> Option<&iopress_site::data::Protocol> {
        table.protocol.as_deref().and_then(self.protocol_of)
    }
}
