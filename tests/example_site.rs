//! The example site: the five seed reviews, rebuilt from data.

mod common;

use common::{texts, REPO};

fn build_example() -> tempfile::TempDir {
    let out = tempfile::tempdir().unwrap();
    let options = iopress::BuildOptions {
        root: REPO.into(),
        output: Some(out.path().join("site")),
        ..Default::default()
    };
    let report = iopress::build_site(&options).unwrap_or_else(|f| panic!("{f}"));
    let unexpected: Vec<String> = report.warnings.iter().map(|w| w.to_string()).collect();
    assert!(unexpected.is_empty(), "the example site builds with warnings:\n{}", unexpected.join("\n"));
    out
}

fn page(out: &tempfile::TempDir, path: &str) -> scraper::Html {
    scraper::Html::parse_document(&std::fs::read_to_string(out.path().join("site").join(path)).unwrap())
}

#[test]
fn french_sn630_page_shows_the_real_figures() {
    let out = build_example();
    let fr = page(&out, "fr/reviews/sn630-vsan/index.html");
    let cells = texts(&fr, "td.num").join(" | ");
    assert!(cells.contains("12\u{202f}610,3"), "{cells}");
    assert!(cells.contains("442\u{202f}089"), "{cells}");
    let html = std::fs::read_to_string(out.path().join("site/fr/reviews/sn630-vsan/index.html")).unwrap();
    assert!(!html.contains("XNUMX"));
    // The SQL Server table is headed in French and carries TPS as its unit.
    let headers = texts(&fr, "#table-sql-server th[scope=col]").join(" | ");
    assert!(headers.contains("TPS"), "{headers}");
}

#[test]
fn every_review_exists_in_its_original_language_and_english() {
    let out = build_example();
    for (slug, original) in [
        ("sn630-vsan", "fr"),
        ("sn655-vsan8-esa", "ja"),
        ("dapustor-h3100", "pl"),
        ("vsan-62-all-flash", "es"),
    ] {
        let en = page(&out, &format!("reviews/{slug}/index.html"));
        let own = page(&out, &format!("{original}/reviews/{slug}/index.html"));
        assert!(texts(&own, ".notice-untranslated").is_empty(), "{slug} in {original} is a real translation");
        assert!(texts(&en, ".notice-untranslated").is_empty(), "{slug} in en is a real translation");
        assert!(!texts(&own, "td.num").is_empty() || !texts(&own, "dd").is_empty(), "{slug} shows its data");
    }
    let ja = page(&out, "ja/reviews/sn655-vsan8-esa/index.html");
    assert!(texts(&ja, "h1")[0].chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c) || ('\u{4e00}'..='\u{9fff}').contains(&c)));
    let es = page(&out, "es/reviews/vsan-62-all-flash/index.html");
    assert!(texts(&es, "td.num").iter().any(|c| c == "12.472,8"), "{:?}", texts(&es, "td.num"));
    let pl = page(&out, "pl/reviews/dapustor-h3100/index.html");
    assert!(texts(&pl, "td.num").iter().any(|c| c == "12\u{a0}646,3"), "{:?}", texts(&pl, "td.num"));
}

#[test]
fn sponsored_reviews_say_so_prominently() {
    let out = build_example();
    for path in ["reviews/sn630-vsan/index.html", "ja/reviews/sn655-vsan8-esa/index.html"] {
        let html = page(&out, path);
        let disclosure = texts(&html, ".review-header .disclosure p").join("");
        assert!(disclosure.contains("Western Digital"), "{path}: {disclosure}");
    }
}
