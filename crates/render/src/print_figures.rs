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

use super::page_charts::FigureView;
use super::page_view::ResultView;
use super::views::TableView;
use iopress_site::data::Family;

/// A review's figures, table by table in the review's order, without their data tables
/// (paper never shows a chart's table: its figures are in the result table printed with it).
pub(super) type ReviewFigures = Vec<Vec<FigureView>>;

#[derive(Default)]
pub(super) struct PrintFigures {
    /// Off unless print pages will be rendered after the pages that keep figures.
    keeping: AtomicBool,
    /// (review path, language) → figures, and how many print pages are still to take them.
    kept: Mutex<HashMap<(String, String), (usize, Kept)>>,
}

/// A review's figures in one language, as print pages show them, their texts in one string.
/// A build keeps every review's between its two passes (72,000 figures at 1,000 reviews):
/// kept as figure views, each text a small string of its own, they raised the build's peak
/// resident memory by 44 MiB at 1,000 reviews; kept so, by about 12 (docs/performance.md).
/// Since charts are inline, each figure also holds its phone drawing until the print pages
/// are rendered (about 6 KB a chart): only builds that write print pages keep any.
struct Kept {
    texts: String,
    figures: Vec<KeptFigure>,
    /// How many of `figures` each table has, in order.
    per_table: Vec<usize>,
}

struct KeptFigure {
    /// Where the id, title and table id are in `texts`. An id that is part of its table's id
    /// is kept once.
    texts: [(u32, u32); 3],
    /// Its phone drawing (which paper shows), shared with the review page's figure: not
    /// copied.
    svg: Arc<str>,
    family: Family,
    /// A ranking's bars in HTML rather than a drawing.
    bars: bool,
    /// The content hashes of its drawings, which the print page's ledger records, as it does
    /// when the print page makes the figure itself.
    hashes: Vec<String>,
}

impl Kept {
    fn new(tables: &[ResultView]) -> Kept {
        let mut texts = String::new();
        let mut figures = Vec::new();
        for figure in tables.iter().flat_map(|t| &t.figures) {
            let title = push(&mut texts, &figure.title);
            let table_id = push(&mut texts, &figure.table.id);
            let id = within(&texts, table_id, &figure.id)
                .unwrap_or_else(|| push(&mut texts, &figure.id));
            figures.push(KeptFigure {
                texts: [id, title, table_id],
                svg: Arc::clone(&figure.svg),
                family: figure.table.family,
                bars: figure.bars,
                hashes: figure.hashes.clone(),
            });
        }
        texts.shrink_to_fit();
        Kept { texts, figures, per_table: tables.iter().map(|t| t.figures.len()).collect() }
    }

    fn figures(&self) -> ReviewFigures {
        let mut figures = self.figures.iter().map(|kept| {
            let [id, title, table_id] =
                kept.texts.map(|(start, end)| self.texts[start as usize..end as usize].to_string());
            FigureView {
                id,
                title,
                svg: Arc::clone(&kept.svg),
                // Paper shows the phone drawing alone (`FigureView::for_print`).
                wide: None,
                bars: kept.bars,
                print: false,
                table: TableView::empty(table_id, kept.family),
                // Shown on paper only, where no chart links to its figures.
                figures_in: None,
                placed: false,
                hashes: kept.hashes.clone(),
            }
        });
        self.per_table.iter().map(|&count| figures.by_ref().take(count).collect()).collect()
    }
}

/// Appends `text` to `texts`, and returns where it is.
fn push(texts: &mut String, text: &str) -> (u32, u32) {
    let start = texts.len();
    texts.push_str(text);
    (start as u32, texts.len() as u32)
}

/// Where `text` is inside the part `within` of `texts`, if it is there.
fn within(texts: &str, (start, end): (u32, u32), text: &str) -> Option<(u32, u32)> {
    let at = start as usize + texts[start as usize..end as usize].find(text)?;
    Some((at as u32, (at + text.len()) as u32))
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
        let kept = Kept::new(tables);
        if let Ok(mut all) = self.kept.lock() {
            all.insert((review_path.to_string(), lang.to_string()), (print_pages, kept));
        }
    }

    /// The figures kept for the review, if its page was rendered before; dropped once
    /// the last print page has taken them.
    pub fn take(&self, review_path: &str, lang: &str) -> Option<ReviewFigures> {
        let mut all = self.kept.lock().ok()?;
        let key = (review_path.to_string(), lang.to_string());
        let (remaining, kept) = all.get_mut(&key)?;
        *remaining -= 1;
        let figures = kept.figures();
        if *remaining == 0 {
            all.remove(&key);
        }
        Some(figures)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn figure(id: &str) -> FigureView {
        let mut table = TableView::empty(format!("{id}-data"), Family::LoadCurve);
        table.body = "<tr><td>1</td></tr>".to_string();
        FigureView {
            id: id.to_string(),
            title: format!("Title of {id}"),
            svg: format!("<svg id=\"{id}\"/>").into(),
            wide: Some("<svg/>".into()),
            bars: false,
            print: false,
            table,
            figures_in: None,
            placed: false,
            hashes: vec![id.to_string(), format!("{id}-wide")],
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
        let ids: Vec<Vec<&str>> =
            first.iter().map(|t| t.iter().map(|f| f.id.as_str()).collect()).collect();
        assert_eq!(ids, [vec!["a", "b"], vec![]]);
        for (figure, id) in first[0].iter().zip(["a", "b"]) {
            let texts = [&figure.title, &figure.table.id];
            let expected = [format!("Title of {id}"), format!("{id}-data")];
            assert_eq!(texts.map(String::as_str), expected.each_ref().map(String::as_str));
            assert_eq!(&*figure.svg, format!("<svg id=\"{id}\"/>"));
            assert!(figure.wide.is_none(), "paper shows the phone drawing");
            assert_eq!(figure.hashes, [id.to_string(), format!("{id}-wide")]);
            assert_eq!(figure.table.family, Family::LoadCurve);
            assert!(figure.table.body.is_empty());
        }
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
        assert!(
            kept.take("reviews/x", "fr").is_none(),
            "a review of no drive page is printed nowhere"
        );
    }
}
