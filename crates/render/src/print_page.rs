//! A drive's print page: one self-contained document for paper and for `iopress pdf`.

use lol_html::html_content::Element;
use lol_html::{element, HandlerResult, RewriteStrSettings};

use super::*;

impl<'a> Renderer<'a> {
    /// The drive's print page: the drive's story in one document made for paper (and for
    /// `iopress pdf`). A title page (the drive, the verdict of each review, its key facts and
    /// rankings), the drive's own prose and spec sheet; then each review as a chapter of its
    /// own, its prose with the charts, tables and rigs it places, what it leaves unplaced, its
    /// pros and cons; then the drive's rankings (`rankings`, the drive page's). Styles inline,
    /// links absolute, no script; its charts inline, in the page's light colours (see
    /// [`FigureView::for_print`]), and its images named relative to the page, so that the
    /// page printed from the output folder (`iopress pdf` serves it on a loopback port, and a
    /// reader may open it from disk) finds them.
    pub(super) fn render_print(
        &self,
        doc: &mut DocumentContext,
        rankings: Vec<RankingView>,
    ) -> Result<String, Vec<Diagnostic>> {
        let (page, lang, maker) = (doc.page, doc.lang, doc.maker);
        let context = &mut doc.context;
        let localizer = maker.localizer;
        // The print page's folder (`fr/drives/x/print/`) back to the output folder's root.
        let folder = format!("{}{PRINT_DIR}/", self.routes.output_dir(&page.url_path, lang));
        let to_root = "../".repeat(folder.matches('/').count());
        let mut reviews: Vec<&Page> = self
            .content
            .of_kind(PageKind::Review)
            .filter(|r| r.facts.drives.iter().any(|d| d == page.id()))
            .collect();
        iopress_site::content::sort_pages(&mut reviews, Default::default());
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
            let made = self.print_figures.take(&review.path, lang);
            let tables: Vec<ResultView> = self
                .table_views(review, lang, text, maker, views::Medium::Paper, made)
                .into_iter()
                .map(|mut table| {
                    table.table.id = format!("{prefix}{}", table.table.id);
                    table.figures = std::mem::take(&mut table.figures)
                        .into_iter()
                        .map(|f| f.for_print(&prefix))
                        .collect();
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
                // A link to a heading of the review (`#setup`) leads to it on the review's
                // page, and its images are in the review's folder.
                Some(text) => {
                    match self.render_prose(review, text, lang, localizer, &mut data, false) {
                        Ok((prose, _, _)) => rebased_prose(
                            &prose,
                            &url,
                            &format!("{to_root}{}", self.routes.output_dir(&review.url_path, lang)),
                        ),
                        Err(errors) => {
                            problems.extend(errors);
                            String::new()
                        }
                    }
                }
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
                disclosure: review
                    .facts
                    .disclosure
                    .as_ref()
                    .map(|d| DisclosureView { kind: d.kind, by: d.by.clone() }),
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
            None => localizer.message(
                "print-footer-undated",
                &[("site", Arg::text(site_title)), ("url", Arg::text(canonical.clone()))],
            ),
        };
        let page_number = {
            let marker = |name: &str| format!("\u{E000}{name}\u{E001}");
            let text = localizer.message(
                "print-page-number",
                &[("page", Arg::text(marker("page"))), ("pages", Arg::text(marker("pages")))],
            );
            css_content_with_counters(&text, localizer.counter_style())
        };
        context.insert("print_reviews", &print_reviews);
        // The drive's rankings as its page shows them.
        let rankings: Vec<RankingView> = rankings
            .into_iter()
            .map(|mut ranking| {
                ranking.figure = ranking.figure.map(|figure| figure.for_print(""));
                ranking
            })
            .collect();
        context.insert("rankings", &rankings);
        let print = PrintView {
            page_size: self.config.print_page_size.css(),
            page_number,
            canonical,
            footer: print_links::text_with_urls_html(&footer),
            origin: self.routes.permalink(""),
            authors: localizer.format_list(&authors),
            created: created.map(|d| d.to_string()),
            modified: modified.map(|d| d.to_string()),
        };
        context.insert("print", &print);
        let html =
            self.render_template(lang, iopress_site::content::DRIVE_PRINT_TEMPLATE, context)?;
        let html = whole_links(&html, &print.canonical, &self.routes.site_root_url(""), &to_root);
        Ok(print_links::with_link_notes(&html, &localizer.message("print-links", &[])))
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

/// Rewrites the value of every `href` and `src` attribute of `html`, and each URL of every
/// `srcset`, that `rewrite` returns a new value for (it gets the attribute's name, `src` for a
/// `srcset` candidate, and its value, still HTML-escaped).
fn rewrite_links(html: &str, rewrite: impl Fn(&str, &str) -> Option<String>) -> String {
    let rewrite = &rewrite;
    let attribute = move |element: &mut Element, name: &str| -> HandlerResult {
        if let Some(new) = element.get_attribute(name).and_then(|value| rewrite(name, &value)) {
            element.set_attribute(name, &new)?;
        }
        Ok(())
    };
    let settings = RewriteStrSettings::new()
        .append_element_content_handler(element!("[href]", move |element| attribute(
            element, "href"
        )))
        .append_element_content_handler(element!("[src]", move |element| attribute(element, "src")))
        .append_element_content_handler(element!("[srcset]", move |element| {
            let Some(srcset) = element.get_attribute("srcset") else { return Ok(()) };
            let candidates: Vec<String> = srcset
                .split(',')
                .map(|candidate| {
                    let candidate = candidate.trim();
                    let (url, size) = candidate.split_once(' ').unwrap_or((candidate, ""));
                    let url = rewrite("src", url).unwrap_or_else(|| url.to_string());
                    if size.is_empty() {
                        url
                    } else {
                        format!("{url} {}", size.trim())
                    }
                })
                .collect();
            element.set_attribute("srcset", &candidates.join(", "))?;
            Ok(())
        }));
    // Only a handler's error fails a rewrite, and ours set well-formed attribute names.
    lol_html::rewrite_str(html, settings).unwrap_or_else(|_| html.to_string())
}

/// Whether a link names its scheme (`https:`, `mailto:`, `data:`) or its host (`//cdn/…`).
fn is_absolute(link: &str) -> bool {
    if link.starts_with("//") {
        return true;
    }
    let scheme_end = link.find(':');
    scheme_end.is_some_and(|end| {
        end > 0
            && link[..end]
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
    })
}

/// A page's links made whole, as its `<base>` would have: every `href` resolved against the
/// page's canonical URL `base` (printed, a link shows the address it leads to, and a reader
/// can only type an absolute one); every `src` of the site's own files (under `site_root`,
/// the site's root URL path, `/` or `/bench/`: chart files, images) made relative to the
/// page's folder, which is `to_root` from the output folder's root, so that the page printed
/// from the output folder by `iopress pdf` (over a loopback server, wherever the site's root
/// URL path is) finds them. A page with a `<base>` could not name its files relative to
/// itself: the base would send them to the site.
pub(super) fn whole_links(html: &str, base: &str, site_root: &str, to_root: &str) -> String {
    let Ok(base) = url::Url::parse(base) else { return html.to_string() };
    rewrite_links(html, |name, value| match name {
        "href" if !is_absolute(value) => base.join(value).ok().map(String::from),
        "src" if value.starts_with(site_root) && !value.starts_with("//") => {
            Some(format!("{to_root}{}", &value[site_root.len()..]))
        }
        "src" if value.starts_with('/') && !value.starts_with("//") => {
            base.join(value).ok().map(String::from)
        }
        _ => None,
    })
}

/// A review's prose on its drive's print page: its links relative to the review's page
/// (`#setup`, `cluster.jpg`) lead to it — `href`s to the review's page on the site
/// (`review_url`), `src`s to the review's folder (`review_folder`, from the print page's
/// folder), where its assets are.
pub(super) fn rebased_prose(prose: &str, review_url: &str, review_folder: &str) -> String {
    let Ok(review) = url::Url::parse(review_url) else { return prose.to_string() };
    rewrite_links(prose, |name, value| {
        if is_absolute(value) || value.starts_with('/') {
            return None;
        }
        match name {
            "href" => review.join(value).ok().map(String::from),
            _ => Some(format!("{review_folder}{value}")),
        }
    })
}

/// "Page \u{E000}page\u{E001} of \u{E000}pages\u{E001}" → `"Page " counter(page) " of " counter(pages)`,
/// the value of a CSS `content:` property in a page margin box; the counters in `style` (a CSS
/// counter style: `arabic-indic` writes `٣`), left out for `decimal`.
pub(super) fn css_content_with_counters(text: &str, style: &str) -> String {
    let mut parts = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('\u{E000}') {
        let Some(end) = rest[start..].find('\u{E001}') else { break };
        let literal = &rest[..start];
        if !literal.is_empty() {
            parts.push(css_quote(literal));
        }
        let name = &rest[start + '\u{E000}'.len_utf8()..start + end];
        parts.push(match style {
            "decimal" => format!("counter({name})"),
            _ => format!("counter({name}, {style})"),
        });
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
        assert_eq!(
            css_content_with_counters(
                "Page \u{E000}page\u{E001} of \u{E000}pages\u{E001}",
                "decimal"
            ),
            "\"Page \" counter(page) \" of \" counter(pages)"
        );
        assert_eq!(
            css_content_with_counters(
                "\u{E000}page\u{E001} / \u{E000}pages\u{E001} ページ",
                "decimal"
            ),
            "counter(page) \" / \" counter(pages) \" ページ\""
        );
        // In the locale's digits where they are not Latin.
        assert_eq!(
            css_content_with_counters("\u{E000}page\u{E001}/\u{E000}pages\u{E001}", "arabic-indic"),
            "counter(page, arabic-indic) \"/\" counter(pages, arabic-indic)"
        );
        assert_eq!(css_quote("a \"b\" <c>"), "\"a \\\"b\\\" \\3c c>\"");
    }

    #[test]
    fn links_are_made_whole_and_the_sites_files_relative_to_the_page() {
        let html = r##"<a href="/bench/fr/x/">x</a> <a href="https://a.org/">a</a> <a href="//cdn/y">y</a> <a href="#z">z</a> <a href="../up/">u</a> <a href="mailto:a@b.org">m</a> <img src="/bench/charts/c.svg#light" alt="/bench/"> <img src="/elsewhere.png"> <img src="data:image/png;base64,AA"> <p title="x">href="/bench/no"</p>"##;
        assert_eq!(
            whole_links(html, "https://example.org/bench/fr/drives/d/", "/bench/", "../../../../"),
            r##"<a href="https://example.org/bench/fr/x/">x</a> <a href="https://a.org/">a</a> <a href="//cdn/y">y</a> <a href="https://example.org/bench/fr/drives/d/#z">z</a> <a href="https://example.org/bench/fr/drives/up/">u</a> <a href="mailto:a@b.org">m</a> <img src="../../../../charts/c.svg#light" alt="/bench/"> <img src="https://example.org/elsewhere.png"> <img src="data:image/png;base64,AA"> <p title="x">href="/bench/no"</p>"##
        );
        // A site at the root of its host.
        assert_eq!(
            whole_links(
                r#"<img src="/charts/c.svg">"#,
                "https://example.org/drives/d/",
                "/",
                "../../../"
            ),
            r#"<img src="../../../charts/c.svg">"#
        );
    }

    #[test]
    fn single_quoted_links_and_srcset_are_rewritten_but_text_and_comments_are_not() {
        let html = r#"<a href='/bench/fr/x/'>x</a> <img srcset="/bench/img/a-400.jpg 400w, /bench/img/a-800.jpg 800w" src='/bench/img/a.jpg' alt=""> <code>src="/bench/no"</code> <!-- <a href="/bench/c/"> -->"#;
        let whole =
            whole_links(html, "https://example.org/bench/fr/drives/d/", "/bench/", "../../../../");
        assert!(whole.contains("https://example.org/bench/fr/x/"), "{whole}");
        assert!(!whole.contains("'/bench/fr/x/'"), "{whole}");
        assert!(
            whole.contains(
                r#"srcset="../../../../img/a-400.jpg 400w, ../../../../img/a-800.jpg 800w""#
            ),
            "{whole}"
        );
        assert!(whole.contains("../../../../img/a.jpg"), "{whole}");
        assert!(whole.contains(r#"<code>src="/bench/no"</code>"#), "{whole}");
        assert!(whole.contains(r#"<!-- <a href="/bench/c/"> -->"#), "{whole}");
    }

    #[test]
    fn a_reviews_own_links_lead_to_the_review() {
        let prose = r##"<a href="#setup">s</a> <a href="photo.jpg">p</a> <img src="cluster.jpg" alt=""> <a href="/fr/x/">x</a> <img src="/charts/c.svg"> <a href="https://a.org/">a</a>"##;
        assert_eq!(
            rebased_prose(prose, "https://example.org/fr/reviews/r/", "../../../reviews/r/"),
            r##"<a href="https://example.org/fr/reviews/r/#setup">s</a> <a href="https://example.org/fr/reviews/r/photo.jpg">p</a> <img src="../../../reviews/r/cluster.jpg" alt=""> <a href="/fr/x/">x</a> <img src="/charts/c.svg"> <a href="https://a.org/">a</a>"##
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
    /// Site, canonical URL and the date of the newest content, as HTML: the address breaks
    /// only after its slashes.
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
