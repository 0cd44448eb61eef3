//! Lists cut into pages: the review list and every other section but the protocol index, the drive list and each
//! tag's page show `[lists] page_size` entries (site.toml) at a time, the first at the list's
//! own URL and the others at `page/2/`, `page/3/`… under it. Every page of a list links the
//! pages before and after it, in its `<head>` (`rel=prev`/`next`) and on screen.

use super::*;

/// Where a page of a list stands, and the URLs of the pages before and after it (the
/// template's `pagination`).
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub(super) struct Pagination {
    pub(super) current: usize,
    pub(super) total: usize,
    pub(super) previous: Option<String>,
    pub(super) next: Option<String>,
}

/// The path, under a language's root, of page `number` (from 1) of the list whose first page
/// is at `first` (`reviews/`, `tags/nvme/`).
pub(super) fn list_page_path(first: &str, number: usize) -> String {
    if number <= 1 {
        first.to_string()
    } else {
        format!("{first}page/{number}/")
    }
}

/// How many pages a list of `length` entries takes: one at least, an empty list's.
pub(super) fn page_count(length: usize, page_size: usize) -> usize {
    length.div_ceil(page_size.max(1)).max(1)
}

/// The entries page `number` (from 1) of a list shows.
pub(super) fn page_of<T>(items: &[T], page_size: usize, number: usize) -> &[T] {
    let size = page_size.max(1);
    let start = (number.saturating_sub(1) * size).min(items.len());
    &items[start..(start + size).min(items.len())]
}

impl<'a> Renderer<'a> {
    /// How many entries a page of a list holds (site.toml's `[lists] page_size`).
    pub(super) fn list_page_size(&self) -> usize {
        self.config.lists.page_size
    }

    /// Page `number` of `total` of the list at `first` in `lang`, with its neighbours' URLs.
    pub(super) fn pagination(
        &self,
        first: &str,
        lang: &str,
        number: usize,
        total: usize,
    ) -> Pagination {
        let url = |n: usize| self.routes.url_of(&list_page_path(first, n), lang);
        Pagination {
            current: number,
            total,
            previous: (number > 1).then(|| url(number - 1)),
            next: (number < total).then(|| url(number + 1)),
        }
    }

    /// The sitemap's entries of the pages after the first of the list at `first`, in each
    /// of `languages`: their own pages, without alternates (page 2 of one language's list is
    /// not page 2 of another's).
    pub(super) fn list_pages_sitemap_entries(
        &self,
        first: &str,
        languages: &[&str],
        length_in: &dyn Fn(&str) -> usize,
    ) -> Vec<feeds::SitemapEntry> {
        let mut entries = Vec::new();
        for code in languages {
            for number in 2..=page_count(length_in(code), self.list_page_size()) {
                let url = self.routes.url_of(&list_page_path(first, number), code);
                entries.push(feeds::SitemapEntry {
                    loc: self.routes.permalink(&url),
                    lastmod: None,
                    alternates: Vec::new(),
                });
            }
        }
        entries
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_is_cut_into_pages_of_the_size_the_first_at_its_own_url() {
        let items: Vec<usize> = (1..=23).collect();
        assert_eq!(page_count(23, 10), 3);
        assert_eq!(page_count(20, 10), 2);
        assert_eq!(page_count(0, 10), 1, "an empty list still has its page");
        assert_eq!(page_of(&items, 10, 1), &items[..10]);
        assert_eq!(page_of(&items, 10, 3), &[21, 22, 23]);
        assert!(page_of(&items, 10, 4).is_empty());
        assert_eq!(list_page_path("reviews/", 1), "reviews/");
        assert_eq!(list_page_path("reviews/", 2), "reviews/page/2/");
        assert_eq!(list_page_path("tags/nvme/", 12), "tags/nvme/page/12/");
    }
}
