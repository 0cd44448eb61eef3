//! The site search as `iopress build` writes it: a search box in every page's header, a
//! search page per language, and a Pagefind bundle per language in which every review, drive
//! and protocol page is indexed once, in the language of its text. (Searching it in a
//! browser: tests/testsuite/browser.rs.)

use crate::common;

use std::io::Read;
use std::path::Path;

use crate::common::{attr, select, texts, Fixture};

/// The pages a bundle holds, as its fragments give them: (URL, title, filters).
fn indexed(output: &Path, lang: &str) -> Vec<(String, String, serde_json::Value)> {
    let bundle = output.join("pagefind").join(lang);
    let list = std::fs::read_to_string(bundle.join("iopress-bundle.txt"))
        .unwrap_or_else(|e| panic!("no {lang} bundle: {e}"));
    let mut pages: Vec<(String, String, serde_json::Value)> = list
        .lines()
        .filter(|name| name.starts_with("fragment/"))
        .map(|name| {
            let json = common::pagefind_fragment(&std::fs::read(bundle.join(name)).unwrap());
            (
                json["url"].as_str().unwrap().to_string(),
                json["meta"]["title"].as_str().unwrap_or_default().to_string(),
                json["filters"].clone(),
            )
        })
        .collect();
    pages.sort_by(|a, b| a.0.cmp(&b.0));
    pages
}

fn urls(pages: &[(String, String, serde_json::Value)]) -> Vec<&str> {
    pages.iter().map(|(url, _, _)| url.as_str()).collect()
}

/// The JSON the search page gives its script.
fn search_data(site: &Fixture, page: &str) -> serde_json::Value {
    let html = site.html(page);
    let script = select(&html, "script#search-data");
    serde_json::from_str(&script[0].text().collect::<String>()).unwrap()
}

fn every_page_has_a_search_box_that_submits_to_its_languages_search_page() {
    let site = Fixture::with_review();
    site.build_ok();
    for (page, search) in [
        ("index.html", "/search/"),
        ("reviews/sn630/index.html", "/search/"),
        ("fr/reviews/sn630/index.html", "/fr/search/"),
        ("pl/reviews/sn630/index.html", "/pl/search/"),
        ("fr/drives/wd-sn630/index.html", "/fr/search/"),
        ("fr/404.html", "/fr/search/"),
    ] {
        let html = site.html(page);
        assert_eq!(attr(&html, "header form[role=search]", "action"), [search], "{page}");
        assert_eq!(attr(&html, "header form[role=search]", "method"), ["get"], "{page}");
        assert_eq!(
            attr(&html, "header form[role=search] input[type=search]", "name"),
            ["q"],
            "{page}"
        );
        // The box is labelled, in the page's language.
        let label = texts(&html, "header form[role=search] label");
        assert_eq!(label.len(), 1, "{page}");
    }
    assert_eq!(
        texts(&site.html("fr/index.html"), "header form[role=search] button"),
        ["Rechercher"]
    );
}

fn each_language_has_a_search_page_that_says_what_it_needs_without_javascript() {
    let site = Fixture::with_review();
    site.build_ok();
    for (page, lang, lists) in [
        ("search/index.html", "en", ["/reviews/", "/drives/", "/protocols/"]),
        ("fr/search/index.html", "fr", ["/fr/reviews/", "/fr/drives/", "/fr/protocols/"]),
        ("pl/search/index.html", "pl", ["/pl/reviews/", "/pl/drives/", "/pl/protocols/"]),
    ] {
        let html = site.html(page);
        assert_eq!(attr(&html, "html", "lang"), [lang]);
        assert_eq!(
            attr(&html, "meta[name=robots]", "content"),
            ["noindex"],
            "search pages are not for search engines"
        );
        // Its form reads ?q= from the URL on this page.
        assert_eq!(attr(&html, "main form[role=search] input", "name"), ["q"]);
        // Without JavaScript a notice, and the lists to browse after it, each linked once.
        let raw = site.read(page);
        let notice_end = raw.find("</noscript>").expect("a noscript block");
        assert!(raw[..notice_end].contains("<noscript>"), "{page}");
        for list in lists {
            let link = format!("href=\"{list}\"");
            assert!(raw[notice_end..].contains(&link), "{page}: no list {list} after the notice");
            assert_eq!(
                attr(&html, &format!("main a[href=\"{list}\"]"), "href").len(),
                1,
                "{page}: {list} linked once in the page"
            );
        }
        // The switcher leads to the other languages' search pages.
        assert!(
            attr(&html, ".language-switcher a", "href").contains(&"/fr/search/".to_string()),
            "{page}"
        );
    }
    let raw = site.read("fr/search/index.html");
    assert!(
        raw.contains("La recherche a besoin de JavaScript"),
        "the message is in French on the French page"
    );
    // Search pages are not content: not in the sitemap.
    assert!(!site.read("sitemap.xml").contains("/search/"));
}

fn pages_are_indexed_once_in_the_language_of_their_text_with_their_facets() {
    let site = Fixture::with_review();
    let report = site.build_ok();
    let output = site.output();

    let en = indexed(&output, "en");
    let fr = indexed(&output, "fr");
    let pl = indexed(&output, "pl");
    assert_eq!(
        urls(&en),
        ["/drives/wd-sn630/", "/protocols/sqlserver-tpcc-4vm-1500/", "/reviews/sn630/"],
        "the review, its drive and its protocol"
    );
    assert_eq!(
        urls(&fr),
        ["/fr/drives/wd-sn630/", "/fr/protocols/sqlserver-tpcc-4vm-1500/", "/fr/reviews/sn630/"]
    );
    // The review has no Polish text: its Polish page shows the English text and is not
    // indexed again; the drive and protocol pages are made from data, in Polish.
    assert_eq!(urls(&pl), ["/pl/drives/wd-sn630/", "/pl/protocols/sqlserver-tpcc-4vm-1500/"]);
    assert_eq!(report.search_pages.values().sum::<usize>(), 8);

    let review = |pages: &[(String, String, serde_json::Value)], url: &str| {
        pages.iter().find(|p| p.0 == url).cloned().unwrap()
    };
    let (_, title, filters) = review(&en, "/reviews/sn630/");
    assert_eq!(title, "SN630 in vSAN");
    assert_eq!(filters["kind"], serde_json::json!(["review"]));
    assert_eq!(filters["vendor"], serde_json::json!(["Western Digital"]));
    assert_eq!(filters["protocol"], serde_json::json!(["sqlserver-tpcc-4vm-1500"]));
    assert_eq!(filters["language"], serde_json::json!(["en"]));
    // English readers, and Polish ones, who are shown the English text.
    assert_eq!(filters["reader"], serde_json::json!(["en", "pl"]));
    let (_, title, filters) = review(&fr, "/fr/reviews/sn630/");
    assert_eq!(title, "Le SN630 dans vSAN");
    assert_eq!(filters["reader"], serde_json::json!(["fr"]));
    assert_eq!(filters["language"], serde_json::json!(["fr"]));

    // The Polish search page searches the Polish bundle and the English one (for the pages
    // shown in Polish from English), and links results in Polish.
    let data = search_data(&site, "pl/search/index.html");
    assert_eq!(data["lang"], "pl");
    assert_eq!(data["bundles"], serde_json::json!(["/pagefind/pl/", "/pagefind/en/"]));
    assert_eq!(data["homes"]["pl"], "/pl/");
    // Protocols are named by their label (the fixture's i18n/protocols.ftl), not their id.
    assert_eq!(data["names"]["protocol"]["sqlserver-tpcc-4vm-1500"], "SQL Server TPC-C");
    assert_eq!(
        search_data(&site, "fr/search/index.html")["bundles"],
        serde_json::json!(["/pagefind/fr/"])
    );
}

fn a_review_prose_is_searched_without_the_charts_and_tables_it_places() {
    let site = Fixture::with_review();
    let review =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/index.en.md")).unwrap();
    site.write(
        "content/reviews/sn630/index.en.md",
        &format!("{review}\nThe cluster peaked at {{{{ value(table=\"sql\", column=\"tps\") }}}} TPS.\n\n{{{{ table(id=\"sql\") }}}}\n\n\
| Firmware | Queue |\n|---|---|\n| Zorbulated77 | 32 |\n\nAfter the table, the prose goes on.\n"),
    );
    site.build_ok();
    let bundle = site.output().join("pagefind/en");
    let list = std::fs::read_to_string(bundle.join("iopress-bundle.txt")).unwrap();
    let contents: Vec<String> = list
        .lines()
        .filter(|name| name.starts_with("fragment/"))
        .map(|name| {
            let mut text = String::new();
            flate2::read::GzDecoder::new(std::fs::read(bundle.join(name)).unwrap().as_slice())
                .read_to_string(&mut text)
                .unwrap();
            text
        })
        .collect();
    let review =
        contents.iter().find(|c| c.contains("\"/reviews/sn630/\"")).expect("the review is indexed");
    assert!(
        review.contains("peaked at 12,610.3"),
        "a figure written by `value` is searched: {review}"
    );
    assert!(!review.contains("3,152.01"), "the table placed in the prose is not: {review}");
    assert!(
        !review.contains("Zorbulated77") && !review.contains("Firmware"),
        "nor a table written in Markdown: {review}"
    );
    assert!(review.contains("the prose goes on"), "the prose after it is: {review}");
    assert!(
        review.contains("Western Digital Ultrastar DC SN630"),
        "the drive it reviews is: {review}"
    );
}

fn the_default_language_has_its_search_page_under_its_prefix_when_not_at_the_root() {
    let site = Fixture::with_review();
    let config = common::SITE_TOML.replace(
        "default_language = \"en\"",
        "default_language = \"en\"\ndefault_language_at_root = false",
    );
    site.write("site.toml", &config);
    site.build_ok();
    assert_eq!(
        attr(&site.html("en/reviews/sn630/index.html"), "header form[role=search]", "action"),
        ["/en/search/"]
    );
    assert!(site.output().join("en/search/index.html").is_file());
    assert!(!site.output().join("search/index.html").exists());
    assert_eq!(urls(&indexed(&site.output(), "en"))[2], "/en/reviews/sn630/");
}

fn a_theme_without_a_search_page_has_no_search_box_and_no_index() {
    let site = Fixture::with_review();
    site.remove("themes/default/templates/search.html");
    let report = site.build_ok();
    assert!(report.search_pages.is_empty());
    assert!(!site.output().join("pagefind").exists());
    assert!(!site.output().join("search").exists());
    assert!(select(&site.html("reviews/sn630/index.html"), "form[role=search]").is_empty());
}

fn a_page_of_the_site_at_search_collides_with_the_search_page() {
    let site = Fixture::with_review();
    site.write(
        "content/search/index.en.md",
        "+++\ntitle = \"Search\"\n+++\nOur own search page.\n",
    );
    let failure = site.build_err();
    let messages: Vec<String> = failure.errors().map(|d| d.message.clone()).collect();
    assert!(messages.iter().any(|m| m.contains("`search/index.html`")), "{messages:?}");
}

fn a_second_build_reuses_the_bundles_of_unchanged_languages() {
    let site = Fixture::with_review();
    let first = site.build_ok();
    assert_eq!(first.search_indexed, ["en", "fr", "pl"]);
    let before = common::snapshot(&site.output().join("pagefind"));

    let again = site.build_ok();
    assert!(again.search_indexed.is_empty(), "{:?}", again.search_indexed);
    assert_eq!(again.search_reused, ["en", "fr", "pl"]);
    assert_eq!(common::snapshot(&site.output().join("pagefind")), before, "byte for byte");

    // A French edit indexes French again, and only French.
    let text =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/index.fr.md")).unwrap();
    site.write(
        "content/reviews/sn630/index.fr.md",
        &text.replace("Le SN630 dans vSAN", "Le SN630, revu"),
    );
    let edited = site.build_ok();
    assert_eq!(edited.search_indexed, ["fr"]);
    assert_eq!(edited.search_reused, ["en", "pl"]);
    assert!(indexed(&site.output(), "fr").iter().any(|(_, title, _)| title == "Le SN630, revu"));
}

fn a_site_under_a_path_searches_its_bundles_and_links_its_pages_under_that_path() {
    let site = Fixture::with_review();
    site.write(
        "site.toml",
        &common::SITE_TOML.replace("https://bench.example.org", "https://example.org/bench"),
    );
    site.build_ok();
    assert_eq!(
        attr(&site.html("fr/index.html"), "header form[role=search]", "action"),
        ["/bench/fr/search/"]
    );
    let data = search_data(&site, "pl/search/index.html");
    assert_eq!(data["bundles"], serde_json::json!(["/bench/pagefind/pl/", "/bench/pagefind/en/"]));
    assert_eq!(data["homes"]["en"], "/bench/");
    assert_eq!(data["homes"]["pl"], "/bench/pl/");
    // The bundles are at the root of the output; the pages' URLs in them carry the path.
    assert!(urls(&indexed(&site.output(), "en")).contains(&"/bench/reviews/sn630/"));
}

/// A language with more records than `[search] part_bytes` is indexed in parts (here of one
/// byte: as many as the pages allow), each a bundle of its own that its search pages list,
/// holding together every page the whole bundle held; built again, every part is taken as it
/// was.
fn a_language_over_the_part_size_is_indexed_in_parts_its_search_pages_list() {
    let whole = Fixture::with_review();
    whole.build_ok();
    let english: Vec<String> =
        urls(&indexed(&whole.output(), "en")).into_iter().map(String::from).collect();
    assert!(english.len() >= 3, "{english:?}");

    let site = Fixture::with_review();
    site.write("site.toml", &format!("{}\n[search]\npart_bytes = 1\n", common::SITE_TOML));
    let report = site.build_ok();
    let bundles = |page: &str| -> Vec<String> {
        let data = search_data(&site, page);
        data["bundles"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b.as_str().unwrap().to_string())
            .collect()
    };
    let english_parts = bundles("search/index.html");
    assert!(english_parts.len() >= 2, "{english_parts:?}");
    let numbered: Vec<String> =
        (1..=english_parts.len()).map(|part| format!("/pagefind/en/{part}/")).collect();
    assert_eq!(english_parts, numbered);
    let mut found: Vec<String> = Vec::new();
    for part in 1..=english_parts.len() {
        let pages = indexed(&site.output(), &format!("en/{part}"));
        assert!(!pages.is_empty(), "part {part} holds pages");
        found.extend(urls(&pages).into_iter().map(String::from));
    }
    assert_eq!(found, english, "the parts hold every English page once, in URL order");
    assert!(!site.output().join("pagefind/en/pagefind.js").exists(), "no whole English bundle");

    // Polish pages fall back to English ones: Polish bundles, then every English part.
    let polish = bundles("pl/search/index.html");
    let (own, fallback) = polish.split_at(polish.len() - english_parts.len());
    assert_eq!(fallback, english_parts, "{polish:?}");
    assert!(!own.is_empty() && own.iter().all(|b| b.starts_with("/pagefind/pl/")), "{polish:?}");
    // What was built is what the pages list.
    let mut listed: Vec<String> =
        ["search/index.html", "fr/search/index.html", "pl/search/index.html"]
            .iter()
            .flat_map(|page| bundles(page))
            .map(|b| b.trim_start_matches("/pagefind/").trim_end_matches('/').to_string())
            .collect();
    listed.sort();
    listed.dedup();
    assert_eq!(report.search_indexed, listed);

    let before = common::snapshot(&site.output().join("pagefind"));
    let again = site.build_ok();
    assert!(again.search_indexed.is_empty(), "{:?}", again.search_indexed);
    assert_eq!(again.search_reused, listed);
    assert_eq!(common::snapshot(&site.output().join("pagefind")), before, "byte for byte");
}

crate::tests! {
    every_page_has_a_search_box_that_submits_to_its_languages_search_page,
    each_language_has_a_search_page_that_says_what_it_needs_without_javascript,
    pages_are_indexed_once_in_the_language_of_their_text_with_their_facets,
    a_review_prose_is_searched_without_the_charts_and_tables_it_places,
    the_default_language_has_its_search_page_under_its_prefix_when_not_at_the_root,
    a_theme_without_a_search_page_has_no_search_box_and_no_index,
    a_page_of_the_site_at_search_collides_with_the_search_page,
    a_second_build_reuses_the_bundles_of_unchanged_languages,
    a_site_under_a_path_searches_its_bundles_and_links_its_pages_under_that_path,
    a_language_over_the_part_size_is_indexed_in_parts_its_search_pages_list,
}
