//! The drives' print pages, the documents `iopress pdf` prints: one per drive and language,
//! self-contained, with every chart of the drive's reviews, and the paper size, running
//! header and localized page numbers in their `@page` rule. (tests/pdf.rs prints them.)

mod common;

use std::collections::BTreeSet;

use common::{attr, select, texts, Fixture};

const PRINT_PAGES: [(&str, &str); 3] = [
    ("en", "drives/wd-sn630/print/index.html"),
    ("fr", "fr/drives/wd-sn630/print/index.html"),
    ("pl", "pl/drives/wd-sn630/print/index.html"),
];

/// `Fixture::with_review()` with results that draw charts: per-VM bars for the SQL Server
/// table (two VMs) and a load curve.
fn review_with_charts() -> Fixture {
    let site = Fixture::with_review();
    site.write("content/reviews/sn630/sql.csv", "vm,tps [TPS],latency-avg [ms]\naggregate,12610.3,14.75\nvm1,3152.01,14\nvm2,3153.2,15\n");
    let data = std::fs::read_to_string(site.root().join("content/reviews/sn630/data.toml")).unwrap();
    site.write(
        "content/reviews/sn630/data.toml",
        &format!("{data}\n[[table]]\nid = \"curve\"\nfile = \"curve.csv\"\nfamily = \"load-curve\"\nprotocol = \"fio-lab\"\nrig = \"bigtwin\"\n"),
    );
    site.write(
        "content/reviews/sn630/curve.csv",
        "workload,load [IOPS],latency [ms]\nrand-read-4k,250000,0.25\nrand-read-4k,750000,0.5\nrand-read-4k,1200000,1.5\n\
         seq-read-64k,20000,0.8\nseq-read-64k,40000,1.6\n",
    );
    let protocols = std::fs::read_to_string(site.root().join("content/protocols.toml")).unwrap();
    site.write("content/protocols.toml", &format!("{protocols}\n[[protocol]]\nid = \"fio-lab\"\nname = \"fio-lab\"\n"));
    site
}

/// The text of the page's `<style>` elements.
fn styles(html: &scraper::Html) -> String {
    select(html, "style").iter().map(|s| s.text().collect::<String>()).collect::<Vec<_>>().join("\n")
}

/// The ids of the chart figures on a page.
fn chart_ids(html: &scraper::Html) -> BTreeSet<String> {
    attr(html, "figure.chart", "id").into_iter().collect()
}

#[test]
fn every_language_has_a_print_page_for_the_drive() {
    let site = Fixture::with_review();
    site.build_ok();
    for (lang, path) in PRINT_PAGES {
        let html = site.html(path);
        assert_eq!(attr(&html, "html", "lang"), [lang], "{path}");
        assert_eq!(texts(&html, "h1"), ["Western Digital Ultrastar DC SN630"], "{path}");
    }
}

#[test]
fn the_print_page_is_self_contained() {
    let site = Fixture::with_review();
    site.build_ok();
    for (_, path) in PRINT_PAGES {
        let html = site.html(path);
        assert!(select(&html, "nav").is_empty(), "{path} has navigation");
        assert!(select(&html, "script").is_empty(), "{path} has a script");
        assert!(select(&html, "link[rel~=stylesheet]").is_empty(), "{path} links a stylesheet");
        assert!(select(&html, "img, iframe, object, embed, video, audio").is_empty(), "{path} loads an external resource");
        // The print stylesheet is inline.
        assert!(styles(&html).contains(".print-section { break-before: page; }"), "{path}");
        // Every link leads to the site, not to file:// where the PDF is printed: links are
        // absolute, or root-relative under a <base> that is the page's canonical URL.
        let canonical = attr(&html, "link[rel=canonical]", "href");
        assert_eq!(attr(&html, "base", "href"), canonical, "{path}");
        for href in attr(&html, "a[href]", "href") {
            assert!(href.starts_with("https://bench.example.org/") || href.starts_with('/'), "{path}: link {href}");
        }
    }
}

#[test]
fn every_chart_of_the_review_is_in_the_print_page() {
    let site = review_with_charts();
    site.build_ok();
    for (review, print) in [
        ("reviews/sn630/index.html", "drives/wd-sn630/print/index.html"),
        ("fr/reviews/sn630/index.html", "fr/drives/wd-sn630/print/index.html"),
    ] {
        let review_charts = chart_ids(&site.html(review));
        // Per-VM bars and one load curve per workload.
        assert_eq!(review_charts.len(), 3, "{review}: {review_charts:?}");
        let print_html = site.html(print);
        // The first (and only) review's ids carry the `r1-` prefix in the print page; the
        // drive's own rankings, which the review page does not have, carry none.
        let from_review: BTreeSet<String> =
            chart_ids(&print_html).iter().filter_map(|id| id.strip_prefix("r1-").map(str::to_string)).collect();
        assert_eq!(from_review, review_charts, "{print}");
        // Drawn inline, not linked.
        for figure in select(&print_html, "figure.chart") {
            let svg = scraper::Selector::parse("svg").unwrap();
            assert!(figure.select(&svg).next().is_some(), "{print}: chart {:?} is not inline", figure.value().attr("id"));
        }
    }
}

#[test]
fn the_print_page_names_the_drive_and_carries_the_disclosure_and_the_canonical_url() {
    let site = Fixture::with_review();
    site.build_ok();
    let fr = site.html("fr/drives/wd-sn630/print/index.html");
    assert_eq!(texts(&fr, "title"), ["Western Digital Ultrastar DC SN630 · Banc"]);
    assert_eq!(texts(&fr, ".print-review h2:not(#disclosure-heading)"), ["Le SN630 dans vSAN"]);
    let disclosure = texts(&fr, ".print-review .disclosure p").join(" ");
    assert!(disclosure.contains("Western Digital"), "{disclosure}");
    let canonical = "https://bench.example.org/fr/drives/wd-sn630/";
    assert_eq!(attr(&fr, "link[rel=canonical]", "href"), [canonical]);
    let footer = texts(&fr, "footer.print-footer").join(" ");
    assert!(footer.contains(canonical), "{footer}");
    assert!(footer.starts_with("Banc"), "the footer names the site: {footer}");
    // The figures are the reader's: French grouping and decimal comma.
    assert!(texts(&fr, "td.num").contains(&"12\u{202f}610,30".to_string()));

    let en = site.html("drives/wd-sn630/print/index.html");
    let footer = texts(&en, "footer.print-footer").join(" ");
    assert!(footer.contains("https://bench.example.org/drives/wd-sn630/"), "{footer}");
}

#[test]
fn the_page_rule_sets_the_paper_size_the_running_header_and_localized_page_numbers() {
    let site = Fixture::with_review();
    site.build_ok();
    let fr = styles(&site.html("fr/drives/wd-sn630/print/index.html"));
    assert!(fr.contains("size: A4;"), "{fr}");
    assert!(fr.contains(r#"@top-center { content: "Western Digital Ultrastar DC SN630"; }"#), "{fr}");
    assert!(fr.contains(r#"@bottom-center { content: "Page " counter(page) " sur " counter(pages); }"#), "{fr}");
    let en = styles(&site.html("drives/wd-sn630/print/index.html"));
    assert!(en.contains(r#"content: "Page " counter(page) " of " counter(pages);"#), "{en}");
}

#[test]
fn letter_paper_is_set_in_site_toml() {
    let site = Fixture::with_review();
    let config = common::SITE_TOML.replacen("default_language = \"en\"\n", "default_language = \"en\"\nprint_page_size = \"Letter\"\n", 1);
    assert_ne!(config, common::SITE_TOML);
    site.write("site.toml", &config);
    site.build_ok();
    for (_, path) in PRINT_PAGES {
        let css = styles(&site.html(path));
        assert!(css.contains("size: letter;"), "{path}");
        assert!(!css.contains("size: A4"), "{path}");
    }
}
