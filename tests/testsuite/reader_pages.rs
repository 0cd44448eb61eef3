//! What a reader sees of a review, drive and list page: where the data sits in the prose, what
//! the contents list, how pages from another language are marked.

use std::path::Path;

use crate::common::{attr, example_site, select, texts, Fixture, SQL_TABLE};

/// The fixture's review with prose that discusses its rig and results in its own sections.
fn review_with_prose(english_body: &str) -> Fixture {
    let site = Fixture::with_review();
    site.write(
        "content/reviews/sn630/index.en.md",
        &format!(
            "+++\ntitle = \"SN630 in vSAN\"\ndate = 2019-03-05\ndrives = [\"wd-sn630\"]\npros = [\"Fast\"]\ncons = [\"Loud\"]\n\n[captions]\nsql = \"SQL Server, four VMs\"\n+++\n\n{english_body}"
        ),
    );
    site
}

fn a_rig_placed_in_the_prose_is_shown_there_and_not_again() {
    let site = review_with_prose("## Intro\n\nText.\n\n## The cluster\n\nFour nodes.\n\n{{ rig(id=\"bigtwin\") }}\n\n## Verdict\n\nGood.\n");
    site.build_ok();
    let html = site.html("reviews/sn630/index.html");
    // The rig sits in the prose, under the section that describes it.
    let in_prose = texts(&html, ".prose .rig h3");
    assert_eq!(in_prose, ["Supermicro BigTwin"]);
    assert!(texts(&html, ".prose .rig dd").iter().any(|d| d.contains("Intel Xeon Gold 6150")));
    // And not again after it.
    assert!(select(&html, "section.test-rig").is_empty());
    assert_eq!(select(&html, "#rig-bigtwin").len(), 1);
}

fn a_rig_shortcode_naming_no_rig_is_an_error_at_its_line() {
    let site = review_with_prose("## Intro\n\nText.\n\n{{ rig(id=\"r740\") }}\n");
    let failure = site.build_err().to_string();
    assert!(failure.contains("index.en.md:16:1"), "{failure}");
    assert!(
        failure.contains("there is no rig `r740` in this page's data; rigs: bigtwin"),
        "{failure}"
    );
}

fn the_contents_list_every_section_including_those_the_template_adds() {
    let site = review_with_prose("## Intro\n\nText.\n\n## Method\n\nHow.\n\n## Verdict\n\nGood.\n");
    site.build_ok();
    let html = site.html("reviews/sn630/index.html");
    let contents = texts(&html, "nav.toc li");
    assert_eq!(contents, ["Intro", "Method", "Verdict", "Test rig", "Results", "Pros", "Cons"]);
    // Every entry leads to a heading of the page.
    for target in attr(&html, "nav.toc a", "href") {
        let id = target.trim_start_matches('#');
        assert_eq!(select(&html, &format!("[id=\"{id}\"]")).len(), 1, "{target} leads nowhere");
    }
    // The French contents name the template's sections in French.
    let fr = texts(&site.html("fr/reviews/sn630/index.html"), "nav.toc li");
    assert!(
        fr.contains(&"Plateforme de test".to_string()) && fr.contains(&"Résultats".to_string()),
        "{fr:?}"
    );
}

fn unplaced_results_come_under_their_caption_charts_first_then_the_table() {
    let site = review_with_prose("## Intro\n\nText.\n");
    site.write(
        "content/reviews/sn630/sql.csv",
        "vm,tps [TPS],latency-avg [ms]\naggregate,6000,14.75\nvm1,3150,14\nvm2,2850,15.5\n",
    );
    site.build_ok();
    let html = site.html("reviews/sn630/index.html");
    let result = select(&html, "section.results section.result");
    assert_eq!(result.len(), 1);
    let section = result[0].html();
    let heading = section
        .find("<h3 id=\"result-sql-heading\">SQL Server, four VMs</h3>")
        .expect("the caption heads the result");
    let chart = section.find("<figure class=\"chart\"").expect("a chart");
    let table = section.find("id=\"table-sql\"").expect("the table");
    assert!(heading < chart && chart < table, "caption, chart, table: {heading} {chart} {table}");
    // The table does not repeat the caption its heading gives.
    assert!(texts(&html, "#table-sql .table-caption").is_empty());
    assert_eq!(attr(&html, "#table-sql", "aria-labelledby"), ["result-sql-heading"]);
}

fn a_spec_sheet_is_not_captioned_with_its_own_sections_heading() {
    let site = Fixture::with_review();
    site.build_ok();
    let html = site.html("drives/wd-sn630/index.html");
    assert_eq!(texts(&html, "#spec-heading"), ["Specifications"]);
    assert!(
        texts(&html, "#table-specs .table-caption").is_empty(),
        "Specifications / Specifications"
    );
    // A caption of its own is kept.
    site.write(
        "content/drives/wd-sn630/index.en.md",
        "+++\ntitle = \"SN630\"\n\n[captions]\nspecs = \"Spec sheet by capacity\"\n+++\n",
    );
    site.build_ok();
    let html = site.html("drives/wd-sn630/index.html");
    assert_eq!(texts(&html, "#table-specs .table-caption"), ["Spec sheet by capacity"]);
}

fn a_page_listed_from_another_language_is_marked_in_the_readers_language() {
    let site = Fixture::with_review();
    // A second review, in English only.
    site.write(
        "content/reviews/other/index.en.md",
        "+++\ntitle = \"Only English\"\ndate = 2020-01-01\n+++\nText.\n",
    );
    site.build_ok();
    let fr = site.html("fr/reviews/index.html");
    let badges = texts(&fr, ".review-list .lang-badge");
    assert_eq!(badges, ["En anglais"]);
    // The English title is marked as English; the French one as French.
    let links: Vec<(String, String)> = select(&fr, ".review-list .entry-title a")
        .iter()
        .map(|a| (a.text().collect::<String>(), a.value().attr("lang").unwrap_or("").to_string()))
        .collect();
    assert!(links.contains(&("Only English".to_string(), "en".to_string())), "{links:?}");
    assert!(links.contains(&("Le SN630 dans vSAN".to_string(), "fr".to_string())), "{links:?}");
    // Polish has neither text: both entries carry the badge, in Polish.
    let pl = texts(&site.html("pl/reviews/index.html"), ".review-list .lang-badge");
    assert_eq!(pl, ["Po angielsku", "Po angielsku"]);
}

fn the_switcher_says_which_languages_have_a_translation() {
    let site = Fixture::with_review();
    site.build_ok();
    let html = site.html("fr/reviews/sn630/index.html");
    let untranslated = select(&html, ".language-switcher li.untranslated a");
    let codes: Vec<&str> = untranslated.iter().filter_map(|a| a.value().attr("lang")).collect();
    assert_eq!(codes, ["pl"]);
    // Said in words to a screen reader, in the reader's language.
    assert_eq!(
        texts(&html, ".language-switcher li.untranslated .visually-hidden"),
        ["(pas encore traduite)"]
    );
    assert_eq!(
        attr(&html, ".language-switcher li.untranslated a", "title"),
        ["pas encore traduite"]
    );
}

fn printed_facts_take_the_languages_colon() {
    let site = Fixture::with_review();
    site.build_for_print();
    let fr = texts(&site.html("fr/drives/wd-sn630/print/index.html"), "dl.facts dt");
    assert!(fr.contains(&"Garantie\u{202f}:".to_string()), "{fr:?}");
    // A rig the prose does not place comes under "Plateforme de test", as on the review's
    // page; its facts take the colon too.
    let print = site.html("fr/drives/wd-sn630/print/index.html");
    assert_eq!(texts(&print, ".print-review section.test-rig > h2"), ["Plateforme de test"]);
    assert_eq!(texts(&print, ".rig h3"), ["Supermicro BigTwin"]);
    assert_eq!(texts(&print, ".rig dt"), ["Processeur\u{202f}:"]);
    let en = texts(&site.html("drives/wd-sn630/print/index.html"), "dl.facts dt");
    assert!(en.contains(&"Warranty:".to_string()), "{en:?}");
    // The screen page sets labels apart by layout, without colons.
    let screen = texts(&site.html("fr/drives/wd-sn630/index.html"), "dl.facts dt");
    assert!(screen.contains(&"Garantie".to_string()), "{screen:?}");
}

fn a_table_too_wide_for_a_phone_is_marked_to_stack_with_each_value_labelled() {
    let site = Fixture::with_review();
    site.write(
        "content/reviews/sn630/sql.csv",
        "vm,tps [TPS],latency-avg [ms]\naggregate,12610.3,14.75\nvm1,3152.01,\n",
    );
    site.build_ok();
    let html = site.html("reviews/sn630/index.html");
    // Three short columns fit a phone: a plain table.
    assert!(select(&html, "#table-sql.stacks").is_empty());

    // Long configuration names and several metrics do not.
    site.write(
        "content/reviews/sn630/data.toml",
        &[
            r#"[[rig]]
id = "bigtwin"
name = "Supermicro BigTwin"

[[config]]
id = "raid1"
name = "vSAN 8 U2 ESA with RAID1 mirroring, four drives per node"
"#,
            SQL_TABLE,
        ]
        .concat(),
    );
    site.write(
        "content/reviews/sn630/sql.csv",
        "config,vm,tps [TPS],latency-avg [ms],latency-p99 [ms]\nraid1,aggregate,12610.3,14.75,\n",
    );
    site.build_for_print();
    let html = site.html("reviews/sn630/index.html");
    assert_eq!(select(&html, "#table-sql.stacks").len(), 1);
    // Each value names its column (shown beside it when stacked); the roles keep it a table.
    // (An unmeasured figure too: it is in its column of figures.)
    assert_eq!(
        attr(&html, "#table-sql td.num", "data-label"),
        ["Transactions per second (TPS)", "Average latency (ms)", "99th-percentile latency (ms)"]
    );
    assert_eq!(
        attr(&html, "#table-sql td.num.empty", "data-label"),
        ["99th-percentile latency (ms)"]
    );
    assert_eq!(attr(&html, "#table-sql table", "role"), ["table"]);
    assert_eq!(attr(&html, "#table-sql tbody tr", "role"), ["row"]);
    // Paper never stacks: on the print page it is a plain table, its figures the same.
    let print = site.html("drives/wd-sn630/print/index.html");
    assert_eq!(select(&print, "#table-r1-sql").len(), 1);
    assert!(select(
        &print,
        "#table-r1-sql.stacks, #table-r1-sql [role], #table-r1-sql [data-label]"
    )
    .is_empty());
    assert_eq!(texts(&print, "#table-r1-sql td.num"), texts(&html, "#table-sql td.num"));
}

fn tags_are_shown_by_their_label_in_the_readers_language() {
    let site = Fixture::with_review();
    let review =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/index.en.md")).unwrap();
    site.write(
        "content/reviews/sn630/index.en.md",
        &review.replace("tags = [\"vsan\"]", "tags = [\"nvme\", \"enterprise-ssd\"]"),
    );
    site.write("i18n/tags.ftl", "label-nvme = NVMe\n");
    site.write("i18n/en/tags.ftl", "label-enterprise-ssd = Enterprise SSD\n");
    site.write("i18n/fr/tags.ftl", "label-enterprise-ssd = SSD d’entreprise\n");
    let report = site.build_ok();
    assert_eq!(
        texts(&site.html("fr/reviews/sn630/index.html"), ".tags li"),
        ["NVMe", "SSD d’entreprise"]
    );
    assert_eq!(
        texts(&site.html("reviews/sn630/index.html"), ".tags li"),
        ["NVMe", "Enterprise SSD"]
    );
    // Polish has no label of its own: the English one, and a warning naming the label.
    assert_eq!(
        texts(&site.html("pl/reviews/sn630/index.html"), ".tags li"),
        ["NVMe", "Enterprise SSD"]
    );
    let warnings: Vec<String> = report.warnings.iter().map(|w| w.to_string()).collect();
    assert!(
        warnings.iter().any(|w| w.contains("label-enterprise-ssd") && w.contains("pl")),
        "{warnings:#?}"
    );
}

/// The fixture with a second review, of another drive, under the same protocol: the SN630's
/// results are then ranked against it. `tps` and `latency`: the other drive's figures.
fn two_ranked_reviews(tps: &str, latency: &str) -> Fixture {
    let site = Fixture::with_review();
    site.write(
        "content/drives/other-ssd/drive.toml",
        "[drive]\nname = \"Other SSD\"\nvendor = \"Other\"\nfacts = [{ label = \"warranty\", specs = [{ value = 3, unit = \"years\" }] }]\n",
    );
    site.write(
        "content/reviews/other/index.en.md",
        "+++\ntitle = \"Other SSD review\"\ndate = 2018-01-01\ndrives = [\"other-ssd\"]\ntags = [\"vsan\"]\n+++\nText.\n",
    );
    site.write(
        "content/reviews/other/data.toml",
        &[
            "[[rig]]\nid = \"bigtwin\"\nname = \"Supermicro BigTwin\"\nclass = \"drive\"\n",
            SQL_TABLE,
        ]
        .concat(),
    );
    site.write(
        "content/reviews/other/sql.csv",
        &format!("vm,tps [TPS],latency-avg [ms]\naggregate,{tps},{latency}\n"),
    );
    site
}

/// (what is measured, the figure, the rest of its line) of each headline of a page.
fn headlines(html: &scraper::Html, scope: &str) -> Vec<(String, String, String)> {
    let metrics = texts(html, &format!("{scope} .headline dt"));
    let figures = texts(html, &format!("{scope} .headline .figure"));
    let lines = texts(html, &format!("{scope} .headline .meta"));
    metrics.into_iter().zip(figures).zip(lines).map(|((m, f), l)| (m, f, l)).collect()
}

fn a_drive_page_leads_with_its_best_figures_their_protocol_and_a_real_rank() {
    // The other drive is slower and has a longer latency: the SN630 is first in both.
    let site = two_ranked_reviews("10000", "20");
    site.build_ok();
    let html = site.html("drives/wd-sn630/index.html");
    assert_eq!(texts(&html, "#headlines-heading"), ["Measured results"]);
    assert_eq!(
        headlines(&html, ".headline-results"),
        [
            (
                "Transactions per second".to_string(),
                "12,610.3\u{a0}TPS".to_string(),
                "SQL Server TPC-C · single drives · 1st of 2".to_string()
            ),
            (
                "Average latency".to_string(),
                "14.75\u{a0}ms".to_string(),
                "SQL Server TPC-C · single drives · 1st of 2".to_string()
            ),
        ]
    );
    // In French, formatted the French way, the rank said in French.
    let fr = site.html("fr/drives/wd-sn630/index.html");
    let fr_headlines = headlines(&fr, ".headline-results");
    assert_eq!(fr_headlines[0].1, "12\u{202f}610,3\u{a0}TPS");
    assert_eq!(fr_headlines[1].1, "14,75\u{a0}ms");
    assert!(fr_headlines[1].2.ends_with("1er sur 2"), "{fr_headlines:?}");
    // The protocol is a link to its rankings, which is built.
    for href in attr(&html, ".headline-results .headline a", "href") {
        assert!(site.output().join(format!("{}index.html", &href[1..])).is_file(), "{href}");
    }

    // Within the protocol's tolerance (2 %) the two are level: no rank is claimed for that
    // figure, while the latency, far apart, keeps its rank.
    let site = two_ranked_reviews("12500", "20");
    site.build_ok();
    let html = site.html("drives/wd-sn630/index.html");
    let lines: Vec<String> =
        headlines(&html, ".headline-results").into_iter().map(|(_, _, line)| line).collect();
    assert_eq!(
        lines,
        ["SQL Server TPC-C · single drives", "SQL Server TPC-C · single drives · 1st of 2"]
    );
    assert!(texts(&html, ".headline .rank").iter().all(|r| !r.contains("level")));
}

fn the_drive_index_and_the_home_page_show_each_drives_specs_and_figures() {
    let site = two_ranked_reviews("10000", "20");
    site.build_ok();
    let index = site.html("fr/drives/index.html");
    let names = texts(&index, ".drive-card .entry-title");
    assert_eq!(names, ["Other SSD", "Western Digital Ultrastar DC SN630"]);
    // Each card: the class it was tested as, its key specs, its headline figures.
    let card = &select(&index, ".drive-card")[1];
    let card = scraper::Html::parse_fragment(&card.html());
    assert_eq!(texts(&card, ".meta")[0], "Systèmes testés\u{202f}: disques seuls · 1\u{a0}test");
    assert_eq!(texts(&card, ".facts dt"), ["Garantie"]);
    assert_eq!(texts(&card, ".headline .figure"), ["12\u{202f}610,3\u{a0}TPS", "14,75\u{a0}ms"]);
    // The home page's drive list shows the same.
    let home = site.html("fr/index.html");
    assert_eq!(texts(&home, ".drive-card .headline .figure").len(), 4);
}

fn the_home_page_leads_with_the_latest_review_of_drives_in_the_readers_language() {
    let site = two_ranked_reviews("10000", "20");
    // The newest page is a lab note about no catalogue drive, in English and French.
    for lang in ["en", "fr"] {
        site.write(
            &format!("content/reviews/lab/index.{lang}.md"),
            "+++\ntitle = \"Lab note\"\ndate = 2026-01-01\ndrives = []\n+++\nText.\n",
        );
    }
    // A newer review than the SN630's, written in English only.
    site.write(
        "content/reviews/other/index.en.md",
        "+++\ntitle = \"Other SSD review\"\ndate = 2025-01-01\ndrives = [\"other-ssd\"]\n+++\nText.\n",
    );
    site.build_ok();
    // English: the newest review of a drive, never the lab note; with its drive's figures.
    let en = site.html("index.html");
    assert_eq!(texts(&en, ".lead #lead-heading"), ["Other SSD review"]);
    assert_eq!(texts(&en, ".lead .lead-drive"), ["Other SSD"]);
    assert_eq!(texts(&en, ".lead .headline .figure"), ["10,000\u{a0}TPS", "20\u{a0}ms"]);
    // French: the newest review written in French, though older.
    let fr = site.html("fr/index.html");
    assert_eq!(texts(&fr, ".lead #lead-heading"), ["Le SN630 dans vSAN"]);
    assert_eq!(attr(&fr, ".lead #lead-heading a", "lang"), ["fr"]);
    // Polish has neither: the newest, marked as English.
    let pl = site.html("pl/index.html");
    assert_eq!(texts(&pl, ".lead #lead-heading"), ["Other SSD review Po angielsku"]);
    // The lead's link leads to a built page, and the lead is not listed again below it.
    for href in attr(&en, ".lead a", "href") {
        assert!(site.output().join(format!("{}index.html", &href[1..])).is_file(), "{href}");
    }
    assert!(!texts(&en, ".review-list .entry-title").contains(&"Other SSD review".to_string()));
}

/// The file a site-relative URL path ("/fr/tags/vsan/") is served from in `output`.
fn built_file(output: &Path, href: &str) -> std::path::PathBuf {
    let path = href.split(['#', '?']).next().unwrap().trim_start_matches('/');
    if path.is_empty() || path.ends_with('/') {
        output.join(path).join("index.html")
    } else {
        output.join(path)
    }
}

fn a_review_ends_with_where_to_go_next_and_its_tags_lead_to_their_pages() {
    let site = two_ranked_reviews("10000", "20");
    site.build_ok();
    let html = site.html("fr/reviews/sn630/index.html");
    assert_eq!(texts(&html, "#where-next-heading"), ["Pour aller plus loin"]);
    let links = texts(&html, ".where-next a");
    assert_eq!(
        links,
        [
            "Western Digital Ultrastar DC SN630",
            "Western Digital Ultrastar DC SN630 face au meilleur de sa catégorie",
            "Tous les résultats du protocole SQL Server TPC-C"
        ]
    );
    for href in attr(&html, ".where-next a, .tags a", "href") {
        assert!(built_file(&site.output(), &href).is_file(), "{href} leads nowhere");
    }
    // The tag leads to its French page, which lists both reviews, one marked as English.
    assert_eq!(attr(&html, ".tags a", "href"), ["/fr/tags/vsan/"]);
    let tag = site.html("fr/tags/vsan/index.html");
    assert_eq!(texts(&tag, "h1"), ["Tests avec le mot-clé «\u{a0}vSAN\u{a0}»"]);
    assert_eq!(
        texts(&tag, ".review-list .entry-title a"),
        ["Le SN630 dans vSAN", "Other SSD review"]
    );
}

fn tag_pages_exist_per_language_paginated_and_in_the_sitemap() {
    let site = Fixture::with_review();
    // Twelve reviews share a tag: two pages of ten and two.
    for n in 1..=12 {
        site.write(
            &format!("content/reviews/r{n:02}/index.en.md"),
            &format!("+++\ntitle = \"Review {n}\"\ndate = 2020-01-{n:02}\ntags = [\"NVMe\"]\n+++\nText.\n"),
        );
    }
    site.build_ok();
    let first = site.html("tags/nvme/index.html");
    let titles = texts(&first, ".review-list .entry-title a");
    assert_eq!(titles.len(), 10);
    assert_eq!(titles[0], "Review 12", "newest first");
    assert_eq!(texts(&first, ".count"), ["12\u{a0}reviews · Page 1 of 2"]);
    assert_eq!(attr(&first, ".pagination a[rel=next]", "href"), ["/tags/nvme/page/2/"]);
    assert!(select(&first, ".pagination a[rel=prev]").is_empty());
    let second = site.html("tags/nvme/page/2/index.html");
    assert_eq!(texts(&second, ".review-list .entry-title a"), ["Review 2", "Review 1"]);
    assert_eq!(attr(&second, ".pagination a[rel=prev]", "href"), ["/tags/nvme/"]);
    // Each page of the list has a title of its own.
    assert_ne!(texts(&first, "title"), texts(&second, "title"));
    // In every language, the labels in that language; the index lists every tag.
    let pl = site.html("pl/tags/nvme/index.html");
    assert_eq!(texts(&pl, ".review-list .entry-title a").len(), 10);
    let index = site.html("fr/tags/index.html");
    assert_eq!(texts(&index, ".tag-index a"), ["NVMe", "vSAN"]);
    for href in attr(&index, ".tag-index a", "href") {
        assert!(built_file(&site.output(), &href).is_file(), "{href}");
    }
    // The sitemap lists each tag's page in each language, with its alternates.
    let sitemap = site.read("sitemap.xml");
    for loc in [
        "https://bench.example.org/tags/nvme/",
        "https://bench.example.org/fr/tags/nvme/",
        "https://bench.example.org/pl/tags/",
    ] {
        assert!(sitemap.contains(&format!("<loc>{loc}</loc>")), "no {loc} in the sitemap");
    }
}

fn the_404_page_offers_the_search_and_the_latest_reviews_and_the_site_has_a_favicon() {
    let site = Fixture::with_review();
    site.build_ok();
    let html = site.html("fr/404.html");
    assert_eq!(attr(&html, "main form.not-found-search", "action"), ["/fr/search/"]);
    // One search landmark, the header's: two of one name are one too many in a screen
    // reader's list of landmarks (axe: landmark-unique).
    assert_eq!(attr(&html, "[role=search]", "action"), ["/fr/search/"]);
    assert_eq!(texts(&html, "main .review-list .entry-title a"), ["Le SN630 dans vSAN"]);
    for href in attr(&html, "main a", "href") {
        assert!(built_file(&site.output(), &href).is_file(), "{href} leads nowhere");
    }
    // /favicon.ico is a file (browsers ask for it unbidden), and the pages name their icons.
    let ico = std::fs::read(site.output().join("favicon.ico")).unwrap();
    assert_eq!(&ico[..4], &[0, 0, 1, 0], "an ICO file");
    let home = site.html("fr/index.html");
    for href in attr(&home, "link[rel=icon]", "href") {
        assert!(built_file(&site.output(), &href).is_file(), "{href}");
    }
    assert_eq!(attr(&home, "link[rel=icon]", "href").len(), 2);
}

fn each_page_kind_has_a_title_of_its_own_and_a_page_of_data_no_untranslated_notice() {
    let dir = example_site();
    let site = Fixture { dir };
    site.build_for_print();
    for lang in ["", "ja/", "pl/"] {
        let pages = [
            "index.html",
            "reviews/index.html",
            "reviews/sn630-vsan/index.html",
            "drives/index.html",
            "drives/wd-sn630/index.html",
            "drives/wd-sn630/compare/index.html",
            "drives/wd-sn630/print/index.html",
            "protocols/index.html",
            "protocols/vmmark/index.html",
            "compare/index.html",
            "search/index.html",
            "tags/index.html",
            "tags/vsan/index.html",
            "404.html",
        ];
        let titles: Vec<String> = pages
            .iter()
            .map(|p| texts(&site.html(&format!("{lang}{p}")), "title").join(""))
            .collect();
        let mut distinct = titles.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), titles.len(), "{lang}: {titles:#?}");
    }
    // A protocol told apart from others of its name by its class says it once, not again
    // after its name.
    let drive = site.html("drives/dapustor-h3100/index.html");
    let lines = texts(&drive, ".headline-results .headline .meta");
    assert!(lines.iter().any(|l| l.contains("Sysbench OLTP (single drives")), "{lines:?}");
    for line in &lines {
        assert_eq!(line.matches("single drives").count(), 1, "{line}");
    }
    // The Japanese comparison of the SN630 is made of data and Japanese words only: no
    // notice that it is not translated. Its drive page shows English prose, and says so.
    let compare = site.html("ja/drives/wd-sn630/compare/index.html");
    assert!(select(&compare, ".notice-untranslated").is_empty());
    let drive = site.html("ja/drives/wd-sn630/index.html");
    assert_eq!(select(&drive, ".notice-untranslated").len(), 1);
}

crate::tests! {
    a_rig_placed_in_the_prose_is_shown_there_and_not_again,
    a_rig_shortcode_naming_no_rig_is_an_error_at_its_line,
    the_contents_list_every_section_including_those_the_template_adds,
    unplaced_results_come_under_their_caption_charts_first_then_the_table,
    a_spec_sheet_is_not_captioned_with_its_own_sections_heading,
    a_page_listed_from_another_language_is_marked_in_the_readers_language,
    the_switcher_says_which_languages_have_a_translation,
    printed_facts_take_the_languages_colon,
    a_table_too_wide_for_a_phone_is_marked_to_stack_with_each_value_labelled,
    tags_are_shown_by_their_label_in_the_readers_language,
    a_drive_page_leads_with_its_best_figures_their_protocol_and_a_real_rank,
    the_drive_index_and_the_home_page_show_each_drives_specs_and_figures,
    the_home_page_leads_with_the_latest_review_of_drives_in_the_readers_language,
    a_review_ends_with_where_to_go_next_and_its_tags_lead_to_their_pages,
    tag_pages_exist_per_language_paginated_and_in_the_sitemap,
    the_404_page_offers_the_search_and_the_latest_reviews_and_the_site_has_a_favicon,
    each_page_kind_has_a_title_of_its_own_and_a_page_of_data_no_untranslated_notice,
}
