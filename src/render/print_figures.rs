//! The charts a review page made, handed on to its drives' print pages.
//!
//! A drive's print page shows every chart of each of its reviews: the very figures the
//! review's own page shows in that language. Making a figure is most of a table's cost (the
//! chart's specification with its names and figures formatted, its content hash, its data
//! table), and it was paid twice. A review page now leaves its figures here, and each of its
//! drives' print pages takes them instead of making them again: a build renders the print
//! pages in a pass after all other pages (`LoadedSite::render`). A print page whose review
//! page was not rendered before it (taken from the previous output, or left out of a
//! partial rebuild) finds nothing and makes the figures itself, as before.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use super::figures::FigureView;
use super::page_view::ResultView;

/// A review's figures, table by table in the review's order, without their data tables
/// (paper never shows a chart's table: its figures are in the result table printed with it).
pub(super) type ReviewFigures = Arc<Vec<Vec<FigureView>>>;

#[derive(Default)]
pub(super) struct PrintFigures {
    /// Off unless print pages will be rendered after the pages that keep figures.
    keeping: AtomicBool,
    /// (review path, language) → figures, and how many print pages are still to take them.
    kept: Mutex<HashMap<(String, String), (usize, ReviewFigures)>>,
}

impl PrintFigures {
    pub fn start_keeping(&self) {
        self.keeping.store(true, Ordering::Relaxed);
    }

    /// Keeps the figures of `tables` (a review page's, just made) for `print_pages` print
    /// pages. Nothing is kept for none.
    pub fn keep(&self, review_path: &str, lang: &str, tables: &[ResultView], print_pages: usize) {
        if print_pages == 0 || !self.keeping.load(Ordering::Relaxed) {
            return;
        }
        let figures: Vec<Vec<FigureView>> =
            tables.iter().map(|t| t.figures.iter().map(FigureView::without_table).collect()).collect();
        if let Ok(mut kept) = self.kept.lock() {
            kept.insert((review_path.to_string(), lang.to_string()), (print_pages, Arc::new(figures)));
        }
    }

    /// The figures kept for the review, if its page was rendered before; dropped once
    /// the last print page has taken them.
    pub fn take(&self, review_path: &str, lang: &str) -> Option<ReviewFigures> {
        let mut kept = self.kept.lock().ok()?;
        let key = (review_path.to_string(), lang.to_string());
        let (remaining, figures) = kept.get_mut(&key)?;
        *remaining -= 1;
        let figures = Arc::clone(figures);
        if *remaining == 0 {
            kept.remove(&key);
        }
        Some(figures)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::Family;
    use crate::render::views::TableView;

    fn figure(id: &str) -> FigureView {
        let size: Arc<str> = Arc::from("480");
        let mut table = TableView::empty(format!("{id}-data"), Family::LoadCurve);
        table.body = "<tr><td>1</td></tr>".to_string();
        FigureView {
            id: id.to_string(),
            title: format!("Title of {id}"),
            alt: format!("Alt of {id}"),
            file: format!("/charts/{id}.svg"),
            width: Arc::clone(&size),
            height: size,
            print: false,
            table,
            placed: false,
            hash: id.to_string(),
        }
    }

    fn tables() -> Vec<ResultView> {
        let table = |id: &str| TableView::empty(id.to_string(), Family::LoadCurve);
        vec![
            ResultView { table: table("fio"), figures: vec![figure("a"), figure("b")] },
            ResultView { table: table("specs"), figures: Vec::new() },
        ]
    }

    #[test]
    fn each_print_page_takes_the_figures_once_then_they_are_gone() {
        let kept = PrintFigures::default();
        kept.start_keeping();
        kept.keep("reviews/x", "fr", &tables(), 2);
        let first = kept.take("reviews/x", "fr").expect("kept for the first print page");
        // Table by table, in order, without the rows of their data tables.
        let ids: Vec<Vec<&str>> = first.iter().map(|t| t.iter().map(|f| f.id.as_str()).collect()).collect();
        assert_eq!(ids, [vec!["a", "b"], vec![]]);
        assert_eq!(first[0][1].file, "/charts/b.svg");
        assert_eq!(first[0][1].table.id, "b-data");
        assert!(first[0][1].table.body.is_empty());
        assert!(kept.take("reviews/x", "en").is_none(), "kept per language");
        assert!(kept.take("reviews/x", "fr").is_some(), "kept for the second print page");
        assert!(kept.take("reviews/x", "fr").is_none(), "dropped after the last");
    }

    #[test]
    fn nothing_is_kept_unless_print_pages_follow() {
        let kept = PrintFigures::default();
        kept.keep("reviews/x", "fr", &tables(), 1);
        assert!(kept.take("reviews/x", "fr").is_none());
        kept.start_keeping();
        kept.keep("reviews/x", "fr", &tables(), 0);
        assert!(kept.take("reviews/x", "fr").is_none(), "a review of no drive page is printed nowhere");
    }
}
