//! A drive's print page: one self-contained document for paper and for `iopress pdf`.

use super::*;

impl<'a> Renderer<'a> {
    /// The drive's print page: everything the site knows about the drive, in one document
    /// made for paper (and for `iopress pdf`): its facts and spec sheet, every review of it
    /// with all its charts and tables, its rankings. Self-contained: styles inline, charts
    /// inline, links absolute, no script.
    pub(super) fn render_print(
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
            let tables: Vec<ResultView> = self
                .table_views(review, lang, text, localizer, maker, chart_files)
                .into_iter()
                .map(|mut table| {
                    table.table.id = format!("{prefix}{}", table.table.id);
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
}

#[derive(Serialize)]
pub(super) struct PrintReview {
    pub(super) title: String,
    pub(super) summary: Option<String>,
    pub(super) content_lang: String,
    pub(super) url: String,
    pub(super) date: Option<String>,
    pub(super) authors: String,
    pub(super) disclosure: Option<DisclosureView>,
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
}
