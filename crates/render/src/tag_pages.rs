//! Tag pages: in each language, every tag's pages, newest first, a page of the list at a time
//! (`tags/<id>/`, then `tags/<id>/page/2/`: see [`crate::pagination`]), and the index of the
//! tags (`tags/`). A theme without `tag.html` has none, and its tags link nowhere.

use super::*;
use feeds::SitemapEntry;
use pagination::{list_page_path, page_count, page_of};

/// The tags' folder under each language's root.
pub const TAGS_PATH: &str = "tags/";
/// The template of one tag's page, and of the index of the tags.
pub const TAG_TEMPLATE: &str = "tag.html";
pub const TAGS_TEMPLATE: &str = "tags.html";
/// Each language's tags, each with the pages rendered in that language that carry it.
pub(super) type TaggedPages<'p> = BTreeMap<&'p str, BTreeMap<&'p str, Vec<&'p Page>>>;

/// A tag as a page links it: its label in the reader's language, and its page.
#[derive(Serialize)]
pub(super) struct TagView {
    pub(super) name: String,
    /// None when the theme has no tag pages.
    pub(super) url: Option<String>,
}

/// One tag in the index: its label, its page and how many pages carry it in the language.
#[derive(Serialize)]
struct TagEntry {
    name: String,
    url: String,
    count: usize,
}

impl<'a> Renderer<'a> {
    pub(super) fn has_tag_pages(&self) -> bool {
        self.templates.has(TAG_TEMPLATE)
    }

    /// The URL path of page `number` (from 1) of a tag's list in a language.
    pub(super) fn tag_url(&self, tag_id: &str, lang: &str, number: usize) -> String {
        self.routes.url_of(&tag_path(tag_id, number), lang)
    }

    /// A tag as pages link it (see [`TagView`]).
    pub(super) fn tag_view(&self, tag: &iopress_site::content::tags::Tag, lang: &str) -> TagView {
        TagView {
            name: self.localizer(lang).tag(tag),
            url: self.has_tag_pages().then(|| self.tag_url(&tag.id, lang, 1)),
        }
    }

    /// Each tag's pages rendered in `lang`, by tag id, newest first; tags with none left out.
    fn tagged_pages(&self, lang: &str) -> BTreeMap<&str, Vec<&Page>> {
        let mut tagged: BTreeMap<&str, Vec<&Page>> = BTreeMap::new();
        for page in self.content.pages.values() {
            if !self.routes.availability(&page.path, lang).is_rendered() {
                continue;
            }
            let mut ids: Vec<&str> = page
                .facts
                .tags
                .iter()
                .filter_map(|name| self.content.tag(name))
                .map(|tag| tag.id.as_str())
                .collect();
            // A tag written twice (`NVMe`, `nvme`) lists the page once.
            ids.sort();
            ids.dedup();
            for id in ids {
                tagged.entry(id).or_default().push(page);
            }
        }
        for pages in tagged.values_mut() {
            iopress_site::content::sort_pages(pages, Default::default());
        }
        tagged
    }

    /// A language's tag pages and its index of tags; none when the theme has no tag pages.
    /// `by_language` is [`Renderer::tagged_pages_by_language`], found once per build.
    pub(super) fn tag_pages(
        &self,
        lang: &str,
        by_language: &TaggedPages,
    ) -> Result<Vec<OutputFile>, Vec<Diagnostic>> {
        if !self.has_tag_pages() {
            return Ok(Vec::new());
        }
        let localizer = self.localizer(lang);
        let tagged = &by_language[lang];
        let mut files = Vec::new();
        let mut index = Vec::new();
        for (id, pages) in tagged {
            let Some(tag) = self.content.tags.get(*id) else { continue };
            let name = localizer.tag(tag);
            let summaries = self.summaries(pages.clone(), lang);
            let total = page_count(summaries.len(), self.list_page_size());
            for number in 1..=total {
                let chunk = page_of(&summaries, self.list_page_size(), number);
                let path = tag_path(id, number);
                let mut context = self.site_page_context(
                    &path,
                    lang,
                    localizer.message("reviews-tagged", &[("tag", Arg::text(name.as_str()))]),
                );
                // The switcher leads to the tag's first page in the languages that have it.
                let exists = |code: &str| by_language[code].contains_key(id);
                let switcher = self.site_page_switcher(&tag_path(id, 1), lang, &exists);
                context.insert("languages", &switcher);
                context.insert(
                    "tag",
                    &TagEntry {
                        name: name.clone(),
                        url: self.tag_url(id, lang, 1),
                        count: pages.len(),
                    },
                );
                context.insert("pages", chunk);
                context.insert("tags_url", &self.routes.url_of(TAGS_PATH, lang));
                context
                    .insert("pagination", &self.pagination(&tag_path(id, 1), lang, number, total));
                let html = self.render_template(lang, TAG_TEMPLATE, &context)?;
                files.push(rendered(
                    &format!("{}index.html", self.routes.output_dir(&path, lang)),
                    html,
                ));
            }
            index.push(TagEntry { name, url: self.tag_url(id, lang, 1), count: pages.len() });
        }
        if self.templates.has(TAGS_TEMPLATE) {
            index.sort_by_key(|tag| tag.name.to_lowercase());
            let mut context =
                self.site_page_context(TAGS_PATH, lang, localizer.message("all-tags", &[]));
            context.insert("tags", &index);
            let html = self.render_template(lang, TAGS_TEMPLATE, &context)?;
            files.push(rendered(
                &format!("{}index.html", self.routes.output_dir(TAGS_PATH, lang)),
                html,
            ));
        }
        Ok(files)
    }

    /// For each language, each tag's pages rendered there (see `tagged_pages`); none when the
    /// theme has no tag pages. Found once per build: every language's tag pages and the
    /// sitemap ask which languages have a tag.
    pub(super) fn tagged_pages_by_language(&self) -> TaggedPages<'_> {
        if !self.has_tag_pages() {
            return TaggedPages::new();
        }
        self.routes
            .languages()
            .iter()
            .map(|code| (code.as_str(), self.tagged_pages(code)))
            .collect()
    }

    /// The sitemap's entries of the tag pages: each tag's first page, and the index, in each
    /// published language that has it, each with its other languages as alternates; and the
    /// further pages of each tag's list.
    pub(super) fn tag_sitemap_entries(&self, by_language: &TaggedPages) -> Vec<SitemapEntry> {
        if !self.has_tag_pages() {
            return Vec::new();
        }
        let published: Vec<&str> = self
            .routes
            .languages()
            .iter()
            .filter(|code| !self.routes.is_draft(code))
            .map(String::as_str)
            .collect();
        let mut paths: Vec<(String, Vec<&str>)> = Vec::new();
        let mut further = Vec::new();
        for id in self.content.tags.keys() {
            let languages: Vec<&str> = published
                .iter()
                .copied()
                .filter(|code| by_language[code].contains_key(id.as_str()))
                .collect();
            let length_in = |code: &str| by_language[code].get(id.as_str()).map_or(0, Vec::len);
            further.extend(self.list_pages_sitemap_entries(
                &tag_path(id, 1),
                &languages,
                &length_in,
            ));
            if !languages.is_empty() {
                paths.push((tag_path(id, 1), languages));
            }
        }
        if self.templates.has(TAGS_TEMPLATE) && !paths.is_empty() {
            paths.push((TAGS_PATH.to_string(), published.clone()));
        }
        let mut entries = Vec::new();
        for (path, languages) in paths {
            let href = |code: &str| self.routes.permalink(&self.routes.url_of(&path, code));
            let mut alternates: Vec<feeds::Alternate> = languages
                .iter()
                .map(|code| feeds::Alternate { hreflang: code.to_string(), href: href(code) })
                .collect();
            if let Some(code) = self.routes.x_default(&languages) {
                alternates
                    .push(feeds::Alternate { hreflang: "x-default".into(), href: href(code) });
            }
            for code in &languages {
                entries.push(SitemapEntry {
                    loc: href(code),
                    lastmod: None,
                    alternates: alternates.clone(),
                });
            }
        }
        entries.extend(further);
        entries
    }
}

/// The path, under a language's root, of page `number` (from 1) of a tag's list.
fn tag_path(tag_id: &str, number: usize) -> String {
    list_page_path(&format!("{TAGS_PATH}{tag_id}/"), number)
}
