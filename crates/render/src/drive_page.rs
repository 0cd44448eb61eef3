//! A drive's page: its facts and spec sheet (from its view), the reviews that tested it,
//! and where it stands in each ranking it takes part in.

use super::*;

impl<'a> Renderer<'a> {
    /// A drive page's list of its reviews and the rankings it takes part in; returns the
    /// rankings, which its print page shows too.
    pub(super) fn drive_context(&self, doc: &mut DocumentContext) -> Vec<RankingView> {
        let (page, lang, maker) = (doc.page, doc.lang, doc.maker);
        let context = &mut doc.context;
        // Its print page, and the PDF `iopress pdf` prints from it. `pdf_url` is where the
        // PDF would be (kept for themes that predate `pdf_published`); the page links it
        // only when the output will hold it, so that no build publishes a dead link. So is
        // the print page, which a build writes only with the PDFs (`print_pages`): null
        // without, so that a theme that predates it still renders (linking the page itself).
        let print_url = format!("{}{PRINT_DIR}/", self.routes.url(page, lang));
        context.insert("print_url", &self.print_pages.then_some(print_url));
        context.insert(
            "pdf_url",
            &self.routes.site_root_url(&format!("{}/{lang}/{}.pdf", crate::PDF_DIR, page.id())),
        );
        context.insert("pdf_published", &self.pdfs.includes(lang, page.id()));
        if self.has_comparisons(page.id()) {
            context.insert(
                "drive_compare_url",
                &format!(
                    "{}{}/",
                    self.routes.url(page, lang),
                    super::compare_page::DRIVE_COMPARE_DIR
                ),
            );
        }
        context.insert("headlines", &self.drive_headlines(page.id(), lang));
        let reviews = self.reviews_of_drive(page.id(), lang);
        context.insert("review_count", &reviews.len());
        context.insert("reviews", &reviews);
        // The drive's results: those of its reviews' setups made of it, whichever review
        // they are in.
        let rankings: Vec<&Ranking> =
            self.rankings.of_drive(page.id()).filter(|r| r.spans_reviews()).collect();
        let highlighted = |r: &Ranking| self.rankings.drive_entries(r, page.id());
        // Application results get their ranking charts; load-curve and matrix
        // rankings (one per workload) are listed, and drawn on the protocol's page.
        let charted = |r: &Ranking| r.family == iopress_site::data::Family::Application;
        let views = self.ranking_views(
            &rankings,
            RANKING_BARS_ON_PAGES,
            &charted,
            lang,
            maker,
            &highlighted,
            "ranking",
        );
        context.insert("rankings", &views);
        views
    }
}
