//! A drive's print page: one self-contained document for paper and for `iopress pdf`.

use super::*;

impl<'a> Renderer<'a> {
    /// The drive's print page: the drive's story in one document made for paper (and for
    /// `iopress pdf`). A title page (the drive, the verdict of each review, its key facts and
    /// rankings), the drive's own prose and spec sheet; then each review as a chapter of its
    /// own, its prose with the charts, tables and rigs it places, what it leaves unplaced, its
    /// pros and cons; then the drive's rankings (`rankings`, the drive page's). Self-contained: styles inline, charts inline,
    /// links absolute, no script.
    pub(super) fn render_print(
        &self,
        page: &Page,
        lang: &str,
        context: &mut tera::Context,
        rankings: Vec<RankingView>,
        maker: &FigureMaker,
        chart_files: &mut Vec<(String, String)>,
    ) -> Result<String, Vec<Diagnostic>> {
        let localizer = maker.localizer;
        let mut reviews: Vec<&Page> =
            self.content.of_kind(PageKind::Review).filter(|r| r.facts.drives.iter().any(|d| d == page.id())).collect();
        crate::content::sort_pages(&mut reviews, Default::default());
        let mut print_reviews = Vec::new();
        let mut authors: Vec<String> = Vec::new();
        let mut problems = Vec::new();
        for (index, review) in reviews.iter().enumerate() {
            let availability = self.routes.availability(&review.path, lang);
            if !availability.is_rendered() {
                continue;
            }
            let text = self.text_for(review, &availability, lang);
            let front = text.map(Text::front);
            // Two reviews may both have a `sql-server` table or a `bigtwin` rig: their ids get
            // the review's number, and the prose's shortcodes find them through it.
            let prefix = format!("r{}-", index + 1);
            let tables: Vec<ResultView> = self
                .table_views(review, lang, text, localizer, maker, chart_files)
                .into_iter()
                .map(|mut table| {
                    table.table.id = format!("{prefix}{}", table.table.id);
                    table.figures = table.figures.iter().map(|f| f.inlined_with_id_prefix(&prefix)).collect();
                    table
                })
                .collect();
            let rigs = review
                .review
                .iter()
                .flat_map(|r| r.rigs.iter())
                .map(|r| {
                    let mut rig = views::rig(localizer, r);
                    rig.id = format!("{prefix}{}", rig.id);
                    rig
                })
                .collect();
            let mut data = PlaceableData { tables, rigs, id_prefix: prefix, colons: true };
            let url = self.routes.permalink(&self.routes.url(review, lang));
            let prose = match text {
                // A link to a heading of the review (`#setup`) leads to it on the review's page:
                // the print page's base is the drive's page.
                Some(text) => match self.render_prose(review, text, lang, localizer, &mut data, false) {
                    Ok((prose, _, _)) => prose.replace(" href=\"#", &format!(" href=\"{url}#")),
                    Err(errors) => {
                        problems.extend(errors);
                        String::new()
                    }
                },
                None => String::new(),
            };
            // Who wrote it does not change with the language: a text that does not name its
            // authors has those of the review's first text.
            let review_authors: &[String] = front
                .and_then(|f| f.authors.as_deref())
                .or_else(|| self.primary_text(review).and_then(|t| t.front().authors.as_deref()))
                .unwrap_or(&[]);
            for author in review_authors {
                if !authors.contains(author) {
                    authors.push(author.clone());
                }
            }
            let PlaceableData { tables, rigs, .. } = data;
            print_reviews.push(PrintReview {
                id: format!("review-{}", index + 1),
                title: self.title_of(review, front.and_then(|f| f.title.clone()), localizer),
                summary: front.and_then(|f| f.summary.clone()),
                content_lang: text.map(|t| t.lang.clone()).unwrap_or_else(|| lang.to_string()),
                fallback: self.fallback_view(&availability),
                url,
                date: review.facts.date.map(|d| d.to_string()),
                updated: review.facts.updated.map(|d| d.to_string()),
                authors: localizer.format_list(review_authors),
                disclosure: review.facts.disclosure.as_ref().map(|d| DisclosureView { kind: d.kind, by: d.by.clone() }),
                prose,
                pros: front.and_then(|f| f.pros.clone()).unwrap_or_default(),
                cons: front.and_then(|f| f.cons.clone()).unwrap_or_default(),
                rigs,
                tables,
            });
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        // The dates come from the content (the reviews), never from the clock, so the same
        // content prints the same document: the first publication, and the newest change.
        let created = reviews.iter().filter_map(|r| r.facts.date).min();
        let modified = reviews.iter().filter_map(|r| r.facts.updated.or(r.facts.date)).max();
        let site_title = self.config.language(lang).map(|l| l.title.clone()).unwrap_or_default();
        let canonical = self.routes.permalink(&self.routes.url(page, lang));
        let footer = match modified {
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
        // The drive's rankings as its page shows them, their charts inline.
        let rankings: Vec<RankingView> = rankings
            .into_iter()
            .map(|mut ranking| {
                ranking.figure = ranking.figure.map(FigureView::inlined);
                ranking
            })
            .collect();
        context.insert("rankings", &rankings);
        context.insert(
            "print",
            &PrintView {
                page_size: self.config.print_page_size.css(),
                page_number,
                canonical,
                footer,
                origin: self.routes.permalink(""),
                authors: localizer.format_list(&authors),
                created: created.map(|d| d.to_string()),
                modified: modified.map(|d| d.to_string()),
            },
        );
        let html = self.render_template(lang, "drive-print.html", context)?;
        Ok(absolute_links(&html, &self.routes.permalink("")))
    }

    /// The notice's language, when a page is shown from another language's text.
    pub(super) fn fallback_view(&self, availability: &Availability) -> Option<FallbackView> {
        match availability {
            Availability::Fallback { from } => Some(FallbackView {
                code: from.clone(),
                name: self.config.language(from).map(|l| l.name.clone()).unwrap_or_default(),
            }),
            _ => None,
        }
    }
}

/// Every root-relative link (`href="/fr/…"`) made absolute with the site's origin: printed,
/// a link shows the address it leads to, and a reader can only type an absolute one.
pub(super) fn absolute_links(html: &str, origin: &str) -> String {
    const HREF: &str = " href=\"/";
    // A print page is hundreds of kilobytes: one pass, with a SIMD substring search.
    let finder = memchr::memmem::Finder::new(HREF);
    let mut out = String::with_capacity(html.len() + html.len() / 64);
    let mut rest = html;
    while let Some(at) = finder.find(rest.as_bytes()) {
        let after = &rest[at + HREF.len()..];
        out.push_str(&rest[..at]);
        out.push_str(" href=\"");
        // `//host/…` is already absolute (protocol-relative).
        if !after.starts_with('/') {
            out.push_str(origin);
        }
        out.push('/');
        rest = after;
    }
    out.push_str(rest);
    out
}

/// "Page \u{E000}page\u{E001} of \u{E000}pages\u{E001}" → `"Page " counter(page) " of " counter(pages)`,
/// the value of a CSS `content:` property in a page margin box.
pub(super) fn css_content_with_counters(text: &str) -> String {
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

pub(super) fn css_quote(text: &str) -> String {
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

    #[test]
    fn root_relative_links_become_absolute_and_others_stay() {
        let html = r##"<a href="/fr/x/">x</a> <a href="https://a.org/">a</a> <a href="//cdn/y">y</a> <a href="#z">z</a> <img src="/s.png">"##;
        assert_eq!(
            absolute_links(html, "https://bench.example.org"),
            r##"<a href="https://bench.example.org/fr/x/">x</a> <a href="https://a.org/">a</a> <a href="//cdn/y">y</a> <a href="#z">z</a> <img src="/s.png">"##
        );
    }
}

#[derive(Serialize)]
pub(super) struct PrintReview {
    /// `review-1`: the chapter's id.
    pub(super) id: String,
    pub(super) title: String,
    pub(super) summary: Option<String>,
    /// The language the review's text is in; with `fallback`, not the reader's.
    pub(super) content_lang: String,
    pub(super) fallback: Option<FallbackView>,
    pub(super) url: String,
    pub(super) date: Option<String>,
    pub(super) updated: Option<String>,
    pub(super) authors: String,
    pub(super) disclosure: Option<DisclosureView>,
    /// The review's prose, with the charts, tables and rigs its shortcodes place.
    pub(super) prose: String,
    pub(super) pros: Vec<String>,
    pub(super) cons: Vec<String>,
    /// Every rig and table, those the prose placed marked `placed`.
    pub(super) rigs: Vec<RigView>,
    pub(super) tables: Vec<ResultView>,
}

#[derive(Serialize)]
pub(super) struct PrintView {
    pub(super) page_size: &'static str,
    /// CSS `content:` for the page-number footer, localized.
    pub(super) page_number: String,
    pub(super) canonical: String,
    /// Site, canonical URL and the date of the newest content.
    pub(super) footer: String,
    /// Scheme and host of the site, to print a root-relative URL whole.
    pub(super) origin: String,
    /// The reviews' authors, joined the language's way: the document's author.
    pub(super) authors: String,
    /// The first review's date and the newest review's (or its update's), `YYYY-MM-DD`: the
    /// document's creation and modification dates.
    pub(super) created: Option<String>,
    pub(super) modified: Option<String>,
}
