//! The drives' print pages, the documents `iopress pdf` prints: one per drive and language,
//! standing alone but for the site's chart files (named relative to the page, so that the
//! page printed from the output folder finds them), with every chart of the drive's reviews, and the paper
//! size, running header and localized page numbers in their `@page` rule. (tests/testsuite/pdf.rs
//! prints them.)

use crate::common;

use std::collections::BTreeSet;

use crate::common::{attr, select, texts, Fixture};

const PRINT_PAGES: [(&str, &str); 3] = [
    ("en", "drives/wd-sn630/print/index.html"),
    ("fr", "fr/drives/wd-sn630/print/index.html"),
    ("pl", "pl/drives/wd-sn630/print/index.html"),
];

/// `Fixture::with_review()` with results that draw charts: per-VM bars for the SQL Server
/// table (two VMs) and a load curve.
fn review_with_charts() -> Fixture {
    let site = Fixture::with_review();
    site.write(
        "content/reviews/sn630/sql.csv",
        "vm,tps [TPS],latency-avg [ms]\naggregate,12610.3,14.75\nvm1,3152.01,14\nvm2,2853.2,15\n",
    );
    let data =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/data.toml")).unwrap();
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
    site.write(
        "content/protocols.toml",
        &format!("{protocols}\n[[protocol]]\nid = \"fio-lab\"\nname = \"fio-lab\"\n"),
    );
    site
}

/// The text of the page's `<style>` elements.
fn styles(html: &scraper::Html) -> String {
    select(html, "style")
        .iter()
        .map(|s| s.text().collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The ids of the chart figures on a page.
fn chart_ids(html: &scraper::Html) -> BTreeSet<String> {
    attr(html, "figure.chart", "id").into_iter().collect()
}

fn every_language_has_a_print_page_for_the_drive() {
    let site = Fixture::with_review();
    site.build_for_print();
    for (lang, path) in PRINT_PAGES {
        let html = site.html(path);
        assert_eq!(attr(&html, "html", "lang"), [lang], "{path}");
        assert_eq!(
            texts(&html, "header.print-cover h1"),
            ["Western Digital Ultrastar DC SN630"],
            "{path}"
        );
    }
}

/// The charts a print page shows, inline, each checked: one drawing a chart (the phone's:
/// paper has no desktop), in the page's colours (no class of the screen's), with its size
/// and its text (its own `<title>` and `<desc>`, which name it). Nothing else is an image:
/// no chart file. A ranking's bars are HTML (issue 40): no drawing, each bar named with its
/// figure as text. Returns each drawn chart's figure id and drawing.
fn charts_of_print_page(site: &Fixture, path: &str) -> Vec<(String, String)> {
    let html = site.html(path);
    let source = site.read(path);
    assert!(select(&html, "img.chart").is_empty(), "{path}: a chart shown from a file");
    let mut charts = Vec::new();
    for figure in select(&html, "figure.chart") {
        let id = figure.value().attr("id").unwrap().to_string();
        if figure.value().classes().any(|c| c == "chart-bars") {
            let svg = scraper::Selector::parse("svg").unwrap();
            assert_eq!(figure.select(&svg).count(), 0, "{path}: ranking {id} drawn");
            let bars = common::ranked_bars(&html, &id);
            assert!(
                bars.len() >= 2 && bars.iter().all(|b| !b.name.is_empty() && !b.value.is_empty()),
                "{path}: ranking {id}: {bars:?}"
            );
            continue;
        }
        let svg = scraper::Selector::parse(":scope > svg").unwrap();
        assert_eq!(figure.select(&svg).count(), 1, "{path}: chart {id} shows not one drawing");
        let (drawing, wide) = common::chart_drawings(&source, &id);
        assert!(wide.is_none(), "{path}: chart {id} has a desktop drawing");
        let doc = roxmltree::Document::parse(&drawing).unwrap();
        let root = doc.root_element();
        assert_eq!(root.attribute("class"), Some("chart"), "{path}: {id}");
        assert!(
            root.attribute("width").is_some() && root.attribute("height").is_some(),
            "{path}: {id} has no size"
        );
        let named = root.attribute("aria-labelledby").unwrap_or_default();
        assert_eq!(named, format!("{id}-title {id}-desc"), "{path}");
        for part in named.split(' ') {
            let text = doc
                .descendants()
                .find(|n| n.attribute("id") == Some(part))
                .and_then(|n| n.text())
                .unwrap_or_default();
            assert!(!text.trim().is_empty(), "{path}: {id} has no text for {part}");
        }
        charts.push((id, drawing));
    }
    charts
}

fn the_print_page_stands_alone() {
    let site = review_with_charts();
    site.build_for_print();
    for (_, path) in PRINT_PAGES {
        let html = site.html(path);
        assert!(select(&html, "nav").is_empty(), "{path} has navigation");
        assert!(select(&html, "script").is_empty(), "{path} has a script");
        assert!(select(&html, "link[rel~=stylesheet]").is_empty(), "{path} links a stylesheet");
        assert!(
            select(&html, "iframe, object, embed, video, audio, img").is_empty(),
            "{path} loads or carries another resource"
        );
        // Its charts are drawn in it.
        assert_eq!(select(&html, "svg").len(), select(&html, "figure.chart > svg").len());
        assert_eq!(charts_of_print_page(&site, path).len(), 3, "{path}");
        // The print stylesheet is inline; each review starts a page.
        assert!(styles(&html).contains(".print-chapter { break-before: page; }"), "{path}");
        // On a phone it is as wide as the phone, not 980 px; light in a dark-mode browser,
        // like the paper it stands for.
        assert_eq!(
            attr(&html, "meta[name=viewport]", "content"),
            ["width=device-width, initial-scale=1"],
            "{path}"
        );
        assert_eq!(attr(&html, "meta[name=color-scheme]", "content"), ["light"], "{path}");
        // Every link leads to the site, not to the local server the PDF is printed from, and shows
        // a reader the address it leads to: links are absolute. No `<base>`: it would send
        // the chart files to the site too.
        assert!(select(&html, "base").is_empty(), "{path}");
        let hrefs = attr(&html, "a[href]", "href");
        assert!(hrefs.len() > 3, "{path}: {hrefs:?}");
        for href in hrefs {
            assert!(href.starts_with("https://bench.example.org/"), "{path}: link {href}");
        }
    }
}

fn a_site_under_a_path_prints_with_its_charts_and_whole_links() {
    let site = review_with_charts();
    site.write(
        "site.toml",
        &common::SITE_TOML.replace("https://bench.example.org", "https://example.org/lab"),
    );
    site.build_for_print();
    for (_, path) in PRINT_PAGES {
        assert_eq!(charts_of_print_page(&site, path).len(), 3, "{path}");
        let html = site.html(path);
        for href in attr(&html, "a[href]", "href") {
            assert!(href.starts_with("https://example.org/lab/"), "{path}: link {href}");
        }
    }
}

fn a_reviews_own_links_and_images_lead_to_the_review_from_the_print_page() {
    let site = review_with_charts();
    site.write("content/reviews/sn630/cluster.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
    let prose =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/index.fr.md")).unwrap();
    site.write(
        "content/reviews/sn630/index.fr.md",
        &format!("{prose}\n\n## Le banc {{#banc}}\n\n![Le cluster](cluster.svg) Voir [le banc](#banc) et [le schéma](cluster.svg).\n"),
    );
    site.build_for_print();
    let path = "fr/drives/wd-sn630/print/index.html";
    let html = site.html(path);
    let image = attr(&html, ".print-review img[alt='Le cluster']", "src");
    assert_eq!(image, ["../../../../fr/reviews/sn630/cluster.svg"]);
    assert!(
        site.output().join("fr/drives/wd-sn630/print").join(&image[0]).canonicalize().is_ok(),
        "{image:?} leads to no file"
    );
    let hrefs = attr(&html, ".print-review .prose a[href]", "href");
    assert!(
        hrefs.contains(&"https://bench.example.org/fr/reviews/sn630/#banc".to_string()),
        "{hrefs:?}"
    );
    assert!(
        hrefs.contains(&"https://bench.example.org/fr/reviews/sn630/cluster.svg".to_string()),
        "{hrefs:?}"
    );
}

fn every_chart_of_the_review_is_in_the_print_page() {
    let site = review_with_charts();
    site.build_for_print();
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
        let from_review: BTreeSet<String> = chart_ids(&print_html)
            .iter()
            .filter_map(|id| id.strip_prefix("r1-").map(str::to_string))
            .collect();
        assert_eq!(from_review, review_charts, "{print}");
        // Each shows its chart's phone drawing, the very drawing the review's page shows,
        // under the ids of its chapter (`r1-`).
        let review_source = site.read(review);
        let on_print = charts_of_print_page(&site, print);
        for (id, drawing) in &on_print {
            let Some(own) = id.strip_prefix("r1-") else { continue };
            let (on_review, _) = common::chart_drawings(&review_source, own);
            assert_eq!(
                *drawing,
                on_review
                    .replace(&format!("\"{own}-"), &format!("\"{id}-"))
                    .replace(&format!(" {own}-desc"), &format!(" {id}-desc"))
                    .replace(&format!("url(#{own}-"), &format!("url(#{id}-"))
                    .replace(" class=\"chart chart-phone\"", " class=\"chart\""),
                "{print}: chart {id} is not {review}'s"
            );
        }
    }
}

fn the_print_page_names_the_drive_and_carries_the_disclosure_and_the_canonical_url() {
    let site = Fixture::with_review();
    site.build_for_print();
    let fr = site.html("fr/drives/wd-sn630/print/index.html");
    assert_eq!(
        texts(&fr, "title"),
        ["Western Digital Ultrastar DC SN630\u{202f}: tests et résultats · Banc"]
    );
    assert_eq!(texts(&fr, ".print-review > h1"), ["Le SN630 dans vSAN"]);
    let disclosure = texts(&fr, ".print-review .disclosure p").join(" ");
    assert!(disclosure.contains("Western Digital"), "{disclosure}");
    let canonical = "https://bench.example.org/fr/drives/wd-sn630/";
    assert_eq!(attr(&fr, "link[rel=canonical]", "href"), [canonical]);
    // The colophon's line (after the list of the links' addresses).
    let footer = texts(&fr, "footer.print-footer > p").join(" ");
    assert!(footer.contains(canonical), "{footer}");
    assert!(footer.starts_with("Banc"), "the footer names the site: {footer}");
    // The figures are the reader's: French grouping and decimal comma.
    assert!(texts(&fr, "td.num").contains(&"12\u{202f}610,3".to_string()));

    let en = site.html("drives/wd-sn630/print/index.html");
    let footer = texts(&en, "footer.print-footer").join(" ");
    assert!(footer.contains("https://bench.example.org/drives/wd-sn630/"), "{footer}");
}

fn the_page_rule_sets_the_paper_size_the_running_header_and_localized_page_numbers() {
    let site = Fixture::with_review();
    site.build_for_print();
    let fr = styles(&site.html("fr/drives/wd-sn630/print/index.html"));
    assert!(fr.contains("size: A4;"), "{fr}");
    assert!(
        fr.contains(r#"@top-center { content: "Western Digital Ultrastar DC SN630"; }"#),
        "{fr}"
    );
    assert!(
        fr.contains(r#"@bottom-center { content: "Page " counter(page) " sur " counter(pages); }"#),
        "{fr}"
    );
    let en = styles(&site.html("drives/wd-sn630/print/index.html"));
    assert!(en.contains(r#"content: "Page " counter(page) " of " counter(pages);"#), "{en}");
}

fn letter_paper_is_set_in_site_toml() {
    let site = Fixture::with_review();
    let config = common::SITE_TOML.replacen(
        "default_language = \"en\"\n",
        "default_language = \"en\"\nprint_page_size = \"Letter\"\n",
        1,
    );
    assert_ne!(config, common::SITE_TOML);
    site.write("site.toml", &config);
    site.build_for_print();
    for (_, path) in PRINT_PAGES {
        let css = styles(&site.html(path));
        assert!(css.contains("size: letter;"), "{path}");
        assert!(!css.contains("size: A4"), "{path}");
    }
}

/// The review's French text places its chart and its rig in its prose.
fn review_placing_its_data() -> Fixture {
    let site = review_with_charts();
    site.write(
        "content/reviews/sn630/index.fr.md",
        r#"+++
title = "Le SN630 dans vSAN"
summary = "Quatre nœuds."
pros = ["Rapide", "Régulier"]
cons = ["Cher"]

[captions]
sql = "SQL Server, quatre VM"
+++

## Configuration

La grappe compte quatre nœuds identiques. Voir [le disque](@/drives/wd-sn630) et [plus bas](#resultats).

{{ rig(id="bigtwin") }}

## Résultats {#resultats}

Les quatre VM terminent à égalité.

{{ chart(table="sql") }}
"#,
    );
    site
}

fn each_review_is_a_chapter_of_its_prose_with_the_data_it_places_and_then_the_rest() {
    let site = review_placing_its_data();
    site.build_for_print();
    let fr = site.html("fr/drives/wd-sn630/print/index.html");
    let chapter = select(&fr, "article.print-chapter.print-review");
    assert_eq!(chapter.len(), 1);
    assert_eq!(texts(&fr, ".print-review > h1"), ["Le SN630 dans vSAN"]);
    // The prose, its headings one level under the chapter's.
    let prose = texts(&fr, ".print-review .prose").join(" ");
    assert!(prose.contains("La grappe compte quatre nœuds identiques."), "{prose}");
    assert!(prose.contains("Les quatre VM terminent à égalité."), "{prose}");
    assert_eq!(texts(&fr, ".print-review .prose h2"), ["Configuration", "Résultats"]);
    // The rig and the chart where the prose places them, once; their labels with the
    // French colon (a narrow no-break space before it).
    assert_eq!(attr(&fr, ".print-review .prose section.rig", "id"), ["rig-r1-bigtwin"]);
    assert_eq!(texts(&fr, ".print-review .prose section.rig dt"), ["Processeur\u{202f}:"]);
    let placed = attr(&fr, ".print-review .prose figure.chart", "id");
    assert_eq!(placed, ["r1-chart-sql-vm-tps"], "{placed:?}");
    assert_eq!(
        attr(&fr, "figure.chart", "id").iter().filter(|id| placed.contains(id)).count(),
        1,
        "the placed chart is shown once"
    );
    // What the prose leaves (the table, the load curves) comes after it, under "Résultats".
    assert_eq!(texts(&fr, ".print-review > section.results > h2"), ["Résultats"]);
    assert!(select(&fr, ".print-review section.results #table-r1-sql").len() == 1);
    assert!(
        select(&fr, ".print-review section.test-rig").is_empty(),
        "the placed rig is not repeated"
    );
    // A link to a heading of the review leads to it on the review's page; a link to a page
    // of the site is absolute.
    let links = attr(&fr, ".print-review .prose a", "href");
    assert!(
        links.contains(&"https://bench.example.org/fr/reviews/sn630/#resultats".to_string()),
        "{links:?}"
    );
    assert!(
        links.contains(&"https://bench.example.org/fr/drives/wd-sn630/".to_string()),
        "{links:?}"
    );
}

fn the_title_page_has_the_drive_the_verdict_and_the_key_facts() {
    let site = review_placing_its_data();
    site.build_for_print();
    let fr = site.html("fr/drives/wd-sn630/print/index.html");
    assert_eq!(texts(&fr, "header.print-cover h1"), ["Western Digital Ultrastar DC SN630"]);
    assert_eq!(texts(&fr, "header.print-cover .vendor"), ["Western Digital"]);
    // The verdict: each review's title, summary, pros and cons, in the review's language.
    assert_eq!(texts(&fr, ".print-verdict h2"), ["Verdict"]);
    assert_eq!(texts(&fr, ".print-verdict .verdict-title"), ["Le SN630 dans vSAN"]);
    assert_eq!(texts(&fr, ".print-verdict .summary"), ["Quatre nœuds."]);
    assert_eq!(texts(&fr, ".print-verdict .pros .verdict-label"), ["Points forts"]);
    assert_eq!(texts(&fr, ".print-verdict .pros li"), ["Rapide", "Régulier"]);
    assert_eq!(texts(&fr, ".print-verdict .cons li"), ["Cher"]);
    // The key facts, labelled with the French colon.
    assert_eq!(texts(&fr, ".print-facts h2"), ["Caractéristiques principales"]);
    assert_eq!(texts(&fr, ".print-facts dt"), ["Garantie\u{202f}:"]);
    // The verdict and the facts come before the first chapter; the spec sheet after it.
    let order: Vec<String> =
        select(&fr, ".print-verdict, .print-facts, .print-chapter, .print-spec")
            .iter()
            .map(|e| e.value().attr("class").unwrap().split(' ').next_back().unwrap().to_string())
            .collect();
    assert_eq!(order, ["print-verdict", "print-facts", "print-review", "print-spec"]);
    assert_eq!(texts(&fr, ".print-spec > h1"), ["Fiche technique"]);
}

fn labels_take_the_colon_of_the_language_from_its_strings() {
    let site = Fixture::with_review();
    site.write(
        "site.toml",
        &format!(
            "{}\n[[languages]]\ncode = \"ja\"\nname = \"日本語\"\ntitle = \"ベンチ\"\n",
            common::SITE_TOML
        ),
    );
    site.build_for_print();
    let label = |path: &str| texts(&site.html(path), ".print-facts dt");
    // French: a narrow no-break space before the colon (CLDR); Japanese: a full-width colon,
    // which holds its own space; English: a colon, then a space.
    assert_eq!(label("fr/drives/wd-sn630/print/index.html"), ["Garantie\u{202f}:"]);
    assert_eq!(label("ja/drives/wd-sn630/print/index.html"), ["保証期間："]);
    assert_eq!(label("drives/wd-sn630/print/index.html"), ["Warranty:"]);
    // Then a space, but none after a full-width colon.
    assert!(site.read("drives/wd-sn630/print/index.html").contains("<dt>Warranty: </dt>"));
    assert!(site
        .read("fr/drives/wd-sn630/print/index.html")
        .contains("<dt>Garantie\u{202f}: </dt>"));
    assert!(site.read("ja/drives/wd-sn630/print/index.html").contains("<dt>保証期間：</dt>"));
    // The rig's labels too.
    assert_eq!(
        texts(&site.html("ja/drives/wd-sn630/print/index.html"), ".print-review section.rig dt"),
        ["CPU："]
    );
    // Not from the stylesheet.
    let css = styles(&site.html("fr/drives/wd-sn630/print/index.html"));
    assert!(!css.contains("\": \""), "a colon in the print stylesheet:\n{css}");
}

fn text_shown_in_another_language_says_so() {
    let site = Fixture::with_review();
    site.build_for_print();
    // The review has no Polish text: the Polish print page shows the English one, with the
    // web page's notice, on the title page and at the head of the chapter.
    let pl = site.html("pl/drives/wd-sn630/print/index.html");
    let notice = "Ta strona nie została jeszcze przetłumaczona na polski. Wyświetlamy wersję oryginalną (English).";
    assert_eq!(texts(&pl, "header.print-cover .notice-untranslated"), [notice]);
    assert_eq!(texts(&pl, ".print-review .notice-untranslated"), [notice]);
    assert_eq!(attr(&pl, ".print-review", "lang"), ["en"]);
    assert_eq!(attr(&pl, ".print-review .notice-untranslated", "lang"), ["pl"]);
    assert_eq!(attr(&pl, ".print-verdict .verdict-review", "lang"), ["en"]);
    // The French one is French: no notice.
    let fr = site.html("fr/drives/wd-sn630/print/index.html");
    assert!(select(&fr, ".notice-untranslated").is_empty());
    assert_eq!(attr(&fr, ".print-review", "lang"), ["fr"]);
}

fn an_unmeasured_figure_is_aligned_with_the_figures_of_its_column() {
    let site = Fixture::with_review();
    site.build_for_print();
    for path in ["fr/reviews/sn630/index.html", "fr/drives/wd-sn630/print/index.html"] {
        let html = site.html(path);
        // vm1 has no latency: its "—" is right-aligned like the latencies above it.
        let empty = select(&html, "td.empty");
        assert!(!empty.is_empty(), "{path}");
        for cell in empty {
            assert_eq!(cell.value().attr("class"), Some("num empty"), "{path}");
        }
    }
}

/// The print page is what the PDF is printed from: a build writes it, and the drive page links
/// it, only where the output will hold PDFs (docs/ci.md, "Linking the PDFs").
fn the_drive_page_links_its_print_page_and_its_pdf_only_when_the_pdf_is_published() {
    let site = Fixture::with_review();
    // `iopress build` writes no PDF, so no print page either, and the page links neither.
    site.build_ok();
    assert_no_print_page_nor_pdf(&site);

    // site.toml says the deployment publishes them (`iopress pdf` after the build): linked.
    site.write("site.toml", &format!("{}\n[pdf]\npublish = true\n", common::SITE_TOML));
    site.build_ok();
    for (lang, page, print, pdf) in [
        ("en", "drives/wd-sn630/index.html", "/drives/wd-sn630/print/", "/pdf/en/wd-sn630.pdf"),
        (
            "fr",
            "fr/drives/wd-sn630/index.html",
            "/fr/drives/wd-sn630/print/",
            "/pdf/fr/wd-sn630.pdf",
        ),
    ] {
        let html = site.html(page);
        assert_eq!(attr(&html, ".print-links a", "href"), [print, pdf], "{lang}");
        assert_eq!(attr(&html, ".print-links a[type='application/pdf']", "href"), [pdf]);
    }
    let fr = site.html("fr/drives/wd-sn630/index.html");
    assert_eq!(texts(&fr, ".print-links a"), ["Version imprimable", "Télécharger le PDF"]);

    // And no longer: the page taken from the previous output would keep a dead link.
    site.write("site.toml", common::SITE_TOML);
    site.build_ok();
    assert_no_print_page_nor_pdf(&site);
    // An unknown key in [pdf] is an error at its line, like any other in site.toml.
    site.write("site.toml", &format!("{}\n[pdf]\npublished = true\n", common::SITE_TOML));
    let failure = site.build_err();
    assert!(failure.to_string().contains("published"), "{failure}");
}

fn assert_no_print_page_nor_pdf(site: &Fixture) {
    for (lang, page, print) in [
        ("en", "drives/wd-sn630/index.html", "drives/wd-sn630/print"),
        ("fr", "fr/drives/wd-sn630/index.html", "fr/drives/wd-sn630/print"),
    ] {
        let html = site.html(page);
        assert_eq!(attr(&html, ".print-links a", "href"), Vec::<String>::new(), "{lang}");
        assert!(!site.output().join(print).exists(), "{lang}: {print} written");
        assert!(!site.read(page).contains("/print/"), "{lang}: a link to a print page");
        assert!(!site.read(page).contains(".pdf"), "{lang}: a link to a PDF the output lacks");
    }
    assert!(!site.output().join("pdf").exists());
}

fn the_head_of_the_print_page_gives_the_pdf_its_metadata() {
    let site = Fixture::with_review();
    site.build_for_print();
    let page = site.read("fr/drives/wd-sn630/print/index.html");
    let html = scraper::Html::parse_document(&page);
    // The French text names no author: the English one's, who wrote it.
    assert_eq!(attr(&html, "meta[name=author]", "content"), ["A. Reviewer"]);
    assert_eq!(
        texts(&html, ".print-review .byline").join(" ").split(" · ").next(),
        Some("Par A. Reviewer")
    );
    assert_eq!(
        attr(&html, "meta[name=description]", "content"),
        Vec::<String>::new(),
        "the drive has no summary"
    );
    // Dated by the content, never the clock.
    assert_eq!(attr(&html, "meta[name='dcterms.created']", "content"), ["2019-03-05"]);
    assert_eq!(attr(&html, "meta[name='dcterms.modified']", "content"), ["2019-03-05"]);
    // What `iopress pdf` reads back.
    let info = iopress::print::metadata::DocumentInfo::from_html(&page);
    assert_eq!(
        info.title.as_deref(),
        Some("Western Digital Ultrastar DC SN630\u{202f}: tests et résultats · Banc")
    );
    assert_eq!(info.author.as_deref(), Some("A. Reviewer"));
    assert_eq!(info.lang.as_deref(), Some("fr"));
    assert_eq!(info.created.as_deref(), Some("2019-03-05"));
}

crate::tests! {
    every_language_has_a_print_page_for_the_drive,
    the_print_page_stands_alone,
    a_site_under_a_path_prints_with_its_charts_and_whole_links,
    a_reviews_own_links_and_images_lead_to_the_review_from_the_print_page,
    every_chart_of_the_review_is_in_the_print_page,
    the_print_page_names_the_drive_and_carries_the_disclosure_and_the_canonical_url,
    the_page_rule_sets_the_paper_size_the_running_header_and_localized_page_numbers,
    letter_paper_is_set_in_site_toml,
    each_review_is_a_chapter_of_its_prose_with_the_data_it_places_and_then_the_rest,
    the_title_page_has_the_drive_the_verdict_and_the_key_facts,
    labels_take_the_colon_of_the_language_from_its_strings,
    text_shown_in_another_language_says_so,
    an_unmeasured_figure_is_aligned_with_the_figures_of_its_column,
    the_drive_page_links_its_print_page_and_its_pdf_only_when_the_pdf_is_published,
    the_head_of_the_print_page_gives_the_pdf_its_metadata,
}
