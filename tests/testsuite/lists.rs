//! Lists at scale: the review list (and every section), the drive list and each tag's page
//! show `[lists] page_size` entries at a time, the others on `page/2/`… linked both ways in
//! the head (`rel=prev`/`next`) and on screen, each page in the sitemap.

use std::path::Path;

use crate::common::{attr, select, texts, Fixture};

/// The fixture's review and 24 more, each with a drive of its own, every review tagged
/// `vsan`, lists of `page_size` entries.
fn many_reviews(page_size: usize) -> Fixture {
    let site = Fixture::with_review();
    let config = site.read_source("site.toml");
    site.write("site.toml", &format!("{config}\n[lists]\npage_size = {page_size}\n"));
    for n in 1..=24 {
        site.write(
            &format!("content/reviews/r{n:02}/index.en.md"),
            &format!("+++\ntitle = \"Review {n}\"\ndate = 2020-01-{n:02}\ntags = [\"vsan\"]\ndrives = [\"drive-{n:02}\"]\n+++\nText.\n"),
        );
        site.write(
            &format!("content/drives/drive-{n:02}/drive.toml"),
            &format!("[drive]\nname = \"Drive {n:02}\"\nvendor = \"Vendor\"\n"),
        );
    }
    site
}

/// The file a link of the built site leads to.
fn built(output: &Path, href: &str) -> std::path::PathBuf {
    output.join(href.trim_start_matches('/')).join("index.html")
}

/// Follows a list from its first page through each `<link rel=next>`: each page's entries
/// (by `selector`) and URL, checking on the way that each page links back to the one before
/// in its head and on screen, and is its own canonical page.
fn walk(site: &Fixture, first: &str, selector: &str) -> Vec<(String, Vec<String>)> {
    let mut pages = Vec::new();
    let mut url = Some(first.to_string());
    let mut previous: Option<String> = None;
    while let Some(here) = url {
        assert!(pages.len() < 20, "the list never ends: {pages:?}");
        let html = scraper::Html::parse_document(
            &std::fs::read_to_string(built(&site.output(), &here))
                .unwrap_or_else(|e| panic!("{here} leads nowhere: {e}")),
        );
        assert_eq!(
            attr(&html, "head link[rel=prev]", "href"),
            Vec::from_iter(previous.clone()),
            "{here}"
        );
        assert_eq!(
            attr(&html, ".pagination a[rel=prev]", "href"),
            Vec::from_iter(previous),
            "{here}"
        );
        let next: Vec<String> = attr(&html, "head link[rel=next]", "href");
        assert_eq!(attr(&html, ".pagination a[rel=next]", "href"), next, "{here}");
        assert_eq!(
            attr(&html, "link[rel=canonical]", "href"),
            [format!("https://bench.example.org{here}")],
            "each page of a list is its own page"
        );
        pages.push((here.clone(), texts(&html, selector)));
        previous = Some(here);
        url = next.into_iter().next();
    }
    pages
}

fn the_review_list_the_drive_list_and_a_tag_page_are_cut_into_pages_of_the_configured_size() {
    let site = many_reviews(8);
    site.build_ok();

    // 25 reviews, eight a page: 8 + 8 + 8 + 1, newest first, each once.
    let reviews = walk(&site, "/reviews/", ".review-list .entry-title a");
    let urls: Vec<&str> = reviews.iter().map(|(url, _)| url.as_str()).collect();
    assert_eq!(urls, ["/reviews/", "/reviews/page/2/", "/reviews/page/3/", "/reviews/page/4/"]);
    let sizes: Vec<usize> = reviews.iter().map(|(_, titles)| titles.len()).collect();
    assert_eq!(sizes, [8, 8, 8, 1]);
    let titles: Vec<&String> = reviews.iter().flat_map(|(_, titles)| titles).collect();
    assert_eq!(titles[0], "Review 24", "newest first");
    assert_eq!(titles[24], "SN630 in vSAN", "the oldest last");
    let mut unique = titles.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), 25, "each review once: {titles:?}");
    let second = site.html("reviews/page/2/index.html");
    assert_eq!(texts(&second, ".count"), ["25\u{a0}reviews · Page 2 of 4"]);
    assert_ne!(texts(&second, "title"), texts(&site.html("reviews/index.html"), "title"));

    // 25 drives (the fixture's and one per review), by name, eight a page.
    let drives = walk(&site, "/drives/", ".drive-list .entry-title a");
    let sizes: Vec<usize> = drives.iter().map(|(_, names)| names.len()).collect();
    assert_eq!(sizes, [8, 8, 8, 1], "{drives:?}");
    assert_eq!(drives[0].1[0], "Drive 01");
    assert_eq!(
        texts(&site.html("drives/page/4/index.html"), ".count"),
        ["25\u{a0}drives · Page 4 of 4"]
    );

    // The tag's page, eight a page too; in French, with French URLs.
    let tagged = walk(&site, "/tags/vsan/", ".review-list .entry-title a");
    assert_eq!(tagged.len(), 4);
    let fr = walk(&site, "/fr/reviews/", ".review-list .entry-title a");
    assert_eq!(fr.len(), 4);
    assert_eq!(fr[1].0, "/fr/reviews/page/2/");
    assert_eq!(
        texts(&site.html("fr/reviews/page/2/index.html"), ".pagination a[rel=next]"),
        ["Page suivante"]
    );

    // The sitemap lists every page of every list.
    let sitemap = site.read("sitemap.xml");
    for url in
        ["/reviews/page/4/", "/drives/page/2/", "/tags/vsan/page/3/", "/fr/tags/vsan/page/4/"]
    {
        assert!(
            sitemap.contains(&format!("<loc>https://bench.example.org{url}</loc>")),
            "no {url} in the sitemap"
        );
    }
    // A list that fits one page has no pagination.
    let small = Fixture::with_review();
    small.build_ok();
    let html = small.html("reviews/index.html");
    assert!(select(&html, ".pagination, link[rel=next], link[rel=prev]").is_empty());
    assert!(!small.output().join("reviews/page").exists());
}

/// The protocol index is the lab's catalogue of tests, shown whole whatever `page_size` says:
/// the example site's eleven protocols were cut ten and one.
fn the_protocol_index_is_shown_whole() {
    let site = Fixture::with_review();
    let config = site.read_source("site.toml");
    site.write("site.toml", &format!("{config}\n[lists]\npage_size = 1\n"));
    let protocols = site.read_source("content/protocols.toml");
    site.write(
        "content/protocols.toml",
        &format!("{protocols}\n[[protocol]]\nid = \"fio-4k\"\nname = \"fio-4k\"\n"),
    );
    let labels = site.read_source("i18n/protocols.ftl");
    site.write("i18n/protocols.ftl", &format!("{labels}label-fio-4k = fio 4K\n"));
    site.build_ok();

    let index = site.html("protocols/index.html");
    let mut names = texts(&index, ".review-list .entry-title a");
    names.sort();
    assert_eq!(names, ["SQL Server TPC-C", "fio 4K"]);
    assert!(select(&index, ".pagination, link[rel=next]").is_empty());
    assert!(!site.output().join("protocols/page").exists());
    assert!(!site.read("sitemap.xml").contains("/protocols/page/"));
}

crate::tests! {
    the_review_list_the_drive_list_and_a_tag_page_are_cut_into_pages_of_the_configured_size,
    the_protocol_index_is_shown_whole,
}
