//! What a reader sees in each language: lang attributes, alternates, localized figures,
//! plural forms, fallbacks, feeds and the sitemap.

use crate::common;

use crate::common::{attr, texts, Fixture, SQL_TABLE};

fn every_page_declares_its_language_and_links_its_translations() {
    let site = Fixture::with_review();
    site.build_ok();

    let en = site.html("reviews/sn630/index.html");
    let fr = site.html("fr/reviews/sn630/index.html");
    assert_eq!(attr(&en, "html", "lang"), ["en"]);
    assert_eq!(attr(&fr, "html", "lang"), ["fr"]);

    let hreflangs = |html: &scraper::Html| {
        let langs = attr(html, "link[rel=alternate][hreflang]", "hreflang");
        let hrefs = attr(html, "link[rel=alternate][hreflang]", "href");
        langs.into_iter().zip(hrefs).collect::<Vec<_>>()
    };
    let expected = vec![
        ("en".to_string(), "https://bench.example.org/reviews/sn630/".to_string()),
        ("fr".to_string(), "https://bench.example.org/fr/reviews/sn630/".to_string()),
        ("x-default".to_string(), "https://bench.example.org/reviews/sn630/".to_string()),
    ];
    assert_eq!(hreflangs(&en), expected);
    assert_eq!(hreflangs(&fr), expected);

    // The switcher offers the same page in each language it is rendered in, Polish
    // included (as a fallback), and marks the current one.
    assert_eq!(
        attr(&fr, ".language-switcher a", "href"),
        ["/reviews/sn630/", "/fr/reviews/sn630/", "/pl/reviews/sn630/"]
    );
    assert_eq!(attr(&fr, ".language-switcher a[aria-current=page]", "lang"), ["fr"]);
}

fn figures_are_formatted_for_each_locale_from_one_data_file() {
    let site = Fixture::with_review();
    site.build_ok();

    // The figures (an unmeasured one, `td.num.empty`, is aligned with them but holds none).
    let cells = |path: &str| texts(&site.html(path), "#table-sql td.num:not(.empty)");
    // Each figure shows the digits it was measured with (12610.3 beside 3152.01 stays
    // 12,610.3); the room of the decimal it lacks is kept blank after it (`data-pad`, drawn
    // hidden by the theme), so the column lines up on its separator.
    assert_eq!(cells("reviews/sn630/index.html"), ["12,610.3", "14.75", "3,152.01"]);
    let pads = |path: &str| attr(&site.html(path), "#table-sql td.num[data-pad]", "data-pad");
    assert_eq!(pads("reviews/sn630/index.html"), ["0"]);
    assert_eq!(
        cells("fr/reviews/sn630/index.html"),
        ["12\u{202f}610,3", "14,75", "3\u{202f}152,01"]
    );
    // Polish groups five-digit numbers but, by CLDR's minimum grouping, not four-digit ones.
    let pl = cells("pl/reviews/sn630/index.html");
    assert_eq!(pl[0], "12\u{a0}610,3");
    assert_eq!(pl[2], "3152,01");

    // Units in headers are localized: GB/s style symbols come from each language's units.
    let fr = site.html("fr/reviews/sn630/index.html");
    assert!(texts(&fr, "#table-sql th[scope=col]").iter().any(|h| h.contains("(ms)")));
    // Rig facts: count, text and specs with the locale's decimal separator and plural.
    let facts = texts(&fr, ".rig dd");
    assert_eq!(facts, ["2\u{a0}× Intel Xeon Gold 6150 (2,7\u{a0}GHz, 18\u{a0}cœurs)"]);

    // A spec sheet keeps the digits written in data: 5.80 stays 5,80 in French.
    let drive = site.html("fr/drives/wd-sn630/index.html");
    let spec_cells = texts(&drive, "#table-specs td.num");
    assert!(spec_cells.contains(&"5,80".to_string()), "{spec_cells:?}");
    assert!(spec_cells.contains(&"278\u{202f}760".to_string()), "{spec_cells:?}");
}

fn dates_are_long_dates_in_each_language() {
    let site = Fixture::with_review();
    site.build_ok();
    let byline = |path: &str| texts(&site.html(path), ".byline time").join(" ");
    assert!(
        byline("reviews/sn630/index.html").contains("March 5, 2019"),
        "{}",
        byline("reviews/sn630/index.html")
    );
    assert!(
        byline("fr/reviews/sn630/index.html").contains("5 mars 2019"),
        "{}",
        byline("fr/reviews/sn630/index.html")
    );
}

fn polish_plural_forms_follow_cldr() {
    let site = Fixture::new();
    site.write("content/drives/d1/drive.toml", "[drive]\nname = \"Drive One\"\n");
    let review = |n: usize| {
        format!(
            "+++\ntitle = \"Review {n}\"\ndate = 2020-01-{n:02}\ndrives = [\"d1\"]\n+++\nText.\n"
        )
    };
    let counts = |site: &Fixture| texts(&site.html("pl/drives/d1/index.html"), "p.count").join("");
    site.write("content/reviews/r1/index.en.md", &review(1));
    site.build_ok();
    assert_eq!(counts(&site), "1\u{a0}recenzja");
    site.write("content/reviews/r2/index.en.md", &review(2));
    site.build_ok();
    assert_eq!(counts(&site), "2\u{a0}recenzje");
    for n in 3..=5 {
        site.write(&format!("content/reviews/r{n}/index.en.md"), &review(n));
    }
    site.build_ok();
    assert_eq!(counts(&site), "5\u{a0}recenzji");
    assert_eq!(texts(&site.html("drives/d1/index.html"), "p.count").join(""), "5\u{a0}reviews");
}

fn a_missing_translation_falls_back_with_a_notice_in_the_readers_language() {
    let site = Fixture::with_review();
    site.build_ok();
    let pl = site.html("pl/reviews/sn630/index.html");
    assert_eq!(attr(&pl, "html", "lang"), ["pl"]);
    let notice = texts(&pl, ".notice-untranslated").join("");
    assert!(notice.contains("English"), "{notice}");
    assert!(!notice.is_empty() && !notice.contains("not-translated"), "{notice}");
    // The prose is marked as English, and the page points search engines at the original.
    assert_eq!(attr(&pl, ".prose", "lang"), ["en"]);
    assert_eq!(
        attr(&pl, "link[rel=canonical]", "href"),
        ["https://bench.example.org/reviews/sn630/"]
    );
    assert!(attr(&pl, "link[hreflang]", "hreflang").is_empty());
    // The UI around it is Polish.
    assert!(texts(&pl, ".site-nav a").join(" ").contains("Recenzje"));
}

fn omit_mode_leaves_untranslated_pages_out() {
    let site = Fixture::with_review();
    let config = common::SITE_TOML.replace(
        "default_language = \"en\"",
        "default_language = \"en\"\nmissing_translations = \"omit\"",
    );
    site.write("site.toml", &config);
    let report = site.build_ok();
    assert!(!site.output().join("pl/reviews/sn630/index.html").exists());
    assert!(site.output().join("fr/reviews/sn630/index.html").exists());
    // Drive pages are made from data, so they still exist in every language.
    assert!(site.output().join("pl/drives/wd-sn630/index.html").exists());
    let table = report.coverage.to_table();
    let row = table.lines().find(|l| l.starts_with("reviews/sn630")).unwrap();
    assert_eq!(row.split_whitespace().collect::<Vec<_>>(), ["reviews/sn630", "✓", "✓", "—"]);
}

fn coverage_table_lists_pages_by_language() {
    let site = Fixture::with_review();
    let report = site.build_ok();
    let table = report.coverage.to_table();
    assert!(
        table.lines().next().unwrap().split_whitespace().eq(["page", "en", "fr", "pl"]),
        "{table}"
    );
    let row = table.lines().find(|l| l.starts_with("reviews/sn630")).unwrap();
    assert_eq!(row.split_whitespace().collect::<Vec<_>>(), ["reviews/sn630", "✓", "✓", "↩"]);
    assert_eq!(report.pages_per_language["fr"], report.pages_per_language["en"]);
}

fn languages_can_all_live_under_a_prefix() {
    let site = Fixture::with_review();
    let config = common::SITE_TOML.replace(
        "default_language = \"en\"",
        "default_language = \"en\"\ndefault_language_at_root = false",
    );
    site.write("site.toml", &config);
    site.build_ok();
    let en = site.html("en/reviews/sn630/index.html");
    assert_eq!(attr(&en, "html", "lang"), ["en"]);
    assert_eq!(
        attr(&en, "link[hreflang=x-default]", "href"),
        ["https://bench.example.org/en/reviews/sn630/"]
    );
    let chooser = site.read("index.html");
    assert!(chooser.contains("url=/en/"), "{chooser}");
}

fn sitemap_lists_alternates_for_every_url() {
    let site = Fixture::with_review();
    site.build_ok();
    let xml = site.read("sitemap.xml");
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let urls: Vec<roxmltree::Node> = doc.descendants().filter(|n| n.has_tag_name("url")).collect();
    let find = |loc: &str| {
        urls.iter()
            .find(|u| u.children().any(|c| c.has_tag_name("loc") && c.text() == Some(loc)))
            .unwrap_or_else(|| panic!("{loc} missing from sitemap"))
    };
    let review = find("https://bench.example.org/fr/reviews/sn630/");
    let alternates: Vec<(&str, &str)> = review
        .children()
        .filter(|c| c.has_tag_name(("http://www.w3.org/1999/xhtml", "link")))
        .map(|c| (c.attribute("hreflang").unwrap(), c.attribute("href").unwrap()))
        .collect();
    assert_eq!(
        alternates,
        [
            ("en", "https://bench.example.org/reviews/sn630/"),
            ("fr", "https://bench.example.org/fr/reviews/sn630/"),
            ("x-default", "https://bench.example.org/reviews/sn630/")
        ]
    );
    let lastmod = review.children().find(|c| c.has_tag_name("lastmod")).and_then(|c| c.text());
    assert_eq!(lastmod, Some("2019-03-05"));
    // Fallback pages are not translations and are not listed.
    assert!(!xml.contains("/pl/reviews/sn630/"));
    assert!(site.read("robots.txt").contains("Sitemap: https://bench.example.org/sitemap.xml"));
}

fn each_language_has_an_atom_feed_of_its_own_reviews() {
    let site = Fixture::with_review();
    site.build_ok();
    let feed = site.read("fr/atom.xml");
    let doc = roxmltree::Document::parse(&feed).unwrap();
    let titles: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("entry"))
        .filter_map(|e| e.children().find(|c| c.has_tag_name("title")).and_then(|t| t.text()))
        .collect();
    assert_eq!(titles, ["Le SN630 dans vSAN"]);
    assert!(feed.contains("<updated>2019-03-05T00:00:00Z</updated>"));
    let pl = site.read("pl/atom.xml");
    assert!(!pl.contains("<entry>"), "a fallback page is not a Polish entry");
}

fn control_characters_in_titles_do_not_make_the_feeds_invalid_xml() {
    let site = Fixture::with_review();
    let fr =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/index.fr.md")).unwrap();
    site.write(
        "content/reviews/sn630/index.fr.md",
        &fr.replace(
            "title = \"Le SN630 dans vSAN\"",
            "title = \"Le SN630\\u0000 dans\\u001f vSAN\"",
        )
        .replace("summary = \"Quatre nœuds.\"", "summary = \"Quatre\\u000b nœuds.\""),
    );
    site.write(
        "site.toml",
        &common::SITE_TOML.replace("title = \"Banc\"", "title = \"Banc\\u0008\""),
    );
    site.build_ok();
    let feed = site.read("fr/atom.xml");
    let doc = roxmltree::Document::parse(&feed)
        .unwrap_or_else(|e| panic!("atom.xml is not XML: {e}\n{feed}"));
    let text_of = |parent: roxmltree::Node, tag: &str| {
        parent.children().find(|c| c.has_tag_name(tag)).and_then(|t| t.text()).map(str::to_string)
    };
    let entry = doc.descendants().find(|n| n.has_tag_name("entry")).unwrap();
    assert_eq!(text_of(entry, "title").as_deref(), Some("Le SN630\u{fffd} dans\u{fffd} vSAN"));
    assert_eq!(text_of(entry, "summary").as_deref(), Some("Quatre\u{fffd} nœuds."));
    assert_eq!(text_of(doc.root_element(), "title").as_deref(), Some("Banc\u{fffd}"));
    let sitemap = site.read("sitemap.xml");
    roxmltree::Document::parse(&sitemap).unwrap_or_else(|e| panic!("sitemap.xml is not XML: {e}"));
}

fn review_page_carries_disclosure_json_ld_and_internal_links() {
    let site = Fixture::with_review();
    site.build_ok();
    let fr = site.html("fr/reviews/sn630/index.html");
    let disclosure = texts(&fr, ".disclosure p").join("");
    assert!(disclosure.contains("Western Digital"), "{disclosure}");
    // The Review, then the Dataset of its downloadable tables (tests/testsuite/open_data.rs).
    let scripts = texts(&fr, "script[type='application/ld+json']");
    let value: serde_json::Value = serde_json::from_str(&scripts[0]).unwrap();
    let dataset: serde_json::Value = serde_json::from_str(&scripts[1]).unwrap();
    assert_eq!(dataset["@type"], "Dataset");
    assert_eq!(value["@type"], "Review");
    assert_eq!(value["itemReviewed"]["@type"], "Product");
    assert_eq!(value["itemReviewed"]["name"], "Western Digital Ultrastar DC SN630");
    assert_eq!(value["inLanguage"], "fr");
    assert_eq!(value["datePublished"], "2019-03-05");
    // @/ links go to the same language's page.
    assert!(attr(&fr, ".prose a", "href").contains(&"/fr/drives/wd-sn630/".to_string()));
    // The drive page lists the review.
    let drive = site.html("fr/drives/wd-sn630/index.html");
    assert_eq!(texts(&drive, ".review-list .entry-title"), ["Le SN630 dans vSAN"]);
}

fn ui_strings_can_be_overridden_by_the_site_and_missing_ones_fall_back() {
    let site = Fixture::with_review();
    site.write("i18n/fr/site.ftl", "test-rig = Le banc d’essai\n");
    let report = site.build_ok();
    let fr = site.html("fr/reviews/sn630/index.html");
    assert_eq!(texts(&fr, ".test-rig > h2"), ["Le banc d’essai"]);

    // A key the French files lack falls back to English, with a warning.
    site.write("i18n/en/site.ftl", "only-english = Only in English\n");
    site.write("templates/page.html", "{% extends \"base.html\" %}{% block content %}<p id=\"x\">{{ t(key=\"only-english\") }}</p>{% endblock content %}");
    site.write("content/about/index.fr.md", "+++\ntitle = \"À propos\"\n+++\n");
    let report2 = site.build_ok();
    assert_eq!(texts(&site.html("fr/about/index.html"), "#x"), ["Only in English"]);
    assert!(
        report2
            .warnings
            .iter()
            .any(|w| w.message.contains("only-english") && w.message.contains("fr")),
        "{:?}",
        report2.warnings
    );
    let _ = report;
}

fn site_templates_override_the_themes() {
    let site = Fixture::with_review();
    site.write(
        "templates/404.html",
        "{% extends \"base.html\" %}{% block content %}<h1>Lost</h1>{% endblock content %}",
    );
    site.build_ok();
    assert_eq!(texts(&site.html("404.html"), "h1"), ["Lost"]);
    assert_eq!(texts(&site.html("fr/404.html"), "h1"), ["Lost"]);
}

fn headings_get_readable_unique_ids() {
    let site = Fixture::new();
    site.write(
        "content/notes/index.en.md",
        "+++\ntitle = \"Notes\"\n+++\n## 構成\n\n## Results\n\n## Results\n",
    );
    site.build_ok();
    assert_eq!(
        attr(&site.html("notes/index.html"), ".prose h2", "id"),
        ["構成", "results", "results-1"]
    );
}

fn bundle_assets_are_copied_next_to_the_page_in_every_language() {
    let site = Fixture::with_review();
    site.write("content/reviews/sn630/front.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
    let report = site.build_ok();
    assert!(site.output().join("reviews/sn630/front.svg").exists());
    assert!(site.output().join("fr/reviews/sn630/front.svg").exists());
    assert!(site.output().join("pl/reviews/sn630/front.svg").exists());
    // Data files are not published as assets.
    assert!(!site.output().join("reviews/sn630/sql.csv").exists());
    assert_eq!(report.assets, 3);
}

fn drafts_are_built_only_when_asked() {
    let site = Fixture::new();
    site.write("content/notes/index.en.md", "+++\ntitle = \"Notes\"\ndraft = true\n+++\n");
    site.build_ok();
    assert!(!site.output().join("notes/index.html").exists());
    let mut options = site.options();
    options.drafts = true;
    iopress::build_site(&options).unwrap();
    assert!(site.output().join("notes/index.html").exists());
}

fn templates_format_numbers_dates_and_units_for_their_language() {
    let site = Fixture::new();
    site.write(
        "templates/page.html",
        r#"{% extends "base.html" %}{% block content %}<p id="n">{{ 12610.3 | num }}</p><p id="q">{{ "9.98" | quantity(unit="GB/s") }}</p><p id="t">{{ 2 | quantity(unit="TB") }}</p><p id="d">{{ "2026-11-29" | date }}</p>{% endblock content %}"#,
    );
    site.write("content/lab/index.en.md", "+++\ntitle = \"Lab\"\n+++\n");
    site.write("content/lab/index.fr.md", "+++\ntitle = \"Labo\"\n+++\n");
    site.build_ok();
    let en = site.html("lab/index.html");
    let fr = site.html("fr/lab/index.html");
    assert_eq!(texts(&en, "#n"), ["12,610.3"]);
    assert_eq!(texts(&fr, "#n"), ["12\u{202f}610,3"]);
    assert_eq!(texts(&en, "#d"), ["November 29, 2026"]);
    assert_eq!(texts(&fr, "#d"), ["29 novembre 2026"]);
    let q = texts(&fr, "#q").join("");
    assert!(q.starts_with("9,98") && q.ends_with("Go/s"), "{q}");
    let t = texts(&fr, "#t").join("");
    assert!(t.starts_with('2') && t.ends_with("To"), "{t}");
    assert!(texts(&en, "#q").join("").ends_with("GB/s"));
}

fn facts_read_as_ranges_dimensions_and_lists_and_texts_can_be_written_per_language() {
    let site = Fixture::with_review();
    site.write(
        "content/drives/wd-sn630/drive.toml",
        r#"[drive]
name = "Western Digital Ultrastar DC SN630"
facts = [
  { label = "operating-temp", join = "range", specs = [{ value = 0, unit = "°C" }, { value = 78, unit = "°C" }] },
  { label = "dimensions", join = "dimensions", specs = [{ value = 69.85, unit = "mm" }, { value = 100.45, unit = "mm" }] },
  { label = "power-operating", join = "and", specs = [{ value = 10.75, unit = "W" }, { value = 8.75, unit = "W" }] },
  { label = "cpu", specs = [{ value = 2.7, unit = "GHz" }, { value = 18, unit = "cores" }] },
]
"#,
    );
    site.write(
        "content/reviews/sn630/data.toml",
        &[
            r#"[[rig]]
id = "bigtwin"
name = { en = "Build and test VM", fr = "VM de compilation et de test" }
facts = [
  { label = "cpu", text = { en = "four virtual CPUs", fr = "quatre processeurs virtuels" } },
  { label = "os", text = { en = "Debian, bare metal" } },
]
"#,
            SQL_TABLE,
        ]
        .concat(),
    );
    site.build_ok();

    let en = texts(&site.html("drives/wd-sn630/index.html"), "dl dd");
    assert!(en.contains(&"0–78\u{a0}°C".to_string()), "{en:?}");
    assert!(en.contains(&"69.85\u{a0}× 100.45\u{a0}mm".to_string()), "{en:?}");
    assert!(en.contains(&"10.75\u{a0}W and 8.75\u{a0}W".to_string()), "{en:?}");
    assert!(en.contains(&"2.7\u{a0}GHz, 18\u{a0}cores".to_string()), "{en:?}");
    let fr = texts(&site.html("fr/drives/wd-sn630/index.html"), "dl dd");
    assert!(fr.contains(&"69,85\u{a0}× 100,45\u{a0}mm".to_string()), "{fr:?}");
    assert!(fr.contains(&"10,75\u{a0}W et 8,75\u{a0}W".to_string()), "{fr:?}");

    // Each language shows its own text; one without shows the default language's.
    let rig = |path: &str| texts(&site.html(path), ".rig h3, .rig dd").join(" | ");
    assert_eq!(
        rig("reviews/sn630/index.html"),
        "Build and test VM | four virtual CPUs | Debian, bare metal"
    );
    assert_eq!(
        rig("fr/reviews/sn630/index.html"),
        "VM de compilation et de test | quatre processeurs virtuels | Debian, bare metal"
    );
    // Polish shows the review from English, rig and all.
    assert!(rig("pl/reviews/sn630/index.html").starts_with("Build and test VM"));

    // `check` names the texts a language the review is written in lacks (not Polish, where
    // the whole review is shown in English).
    let report = iopress::check::check_site(site.root(), &iopress::check::CheckOptions::default());
    let missing: Vec<&iopress::check::Finding> =
        report.findings.iter().filter(|f| f.message.contains("has no text in")).collect();
    let messages: Vec<&str> = missing.iter().map(|f| f.message.as_str()).collect();
    assert_eq!(messages, ["the `os` fact of rig `bigtwin` has no text in `fr`"]);
    // At the text's line and column in data.toml, as every finding is (a new user found none):
    // the loader keeps where each data text is written.
    let data =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/data.toml")).unwrap();
    let (line, written) =
        data.lines().enumerate().find(|(_, l)| l.contains("Debian, bare metal")).unwrap();
    assert_eq!(missing[0].line, Some(line + 1), "{:?}", missing[0]);
    // The column of the value, where its languages are listed.
    let value = written.find("{ en = \"Debian").unwrap();
    assert_eq!(missing[0].column, Some(value + 1), "{:?}", missing[0]);
}

fn a_join_that_is_not_a_way_to_join_figures_is_an_error_at_its_place() {
    let site = Fixture::with_review();
    site.write(
        "content/drives/wd-sn630/drive.toml",
        "[drive]\nname = \"SN630\"\nfacts = [\n  { label = \"operating-temp\", join = \"between\", specs = [{ value = 0, unit = \"°C\" }] },\n]\n",
    );
    let failure = site.build_err().to_string();
    assert!(failure.contains("`join = \"between\"` is not a way to join figures"), "{failure}");
    assert!(failure.contains("drive.toml:4:38"), "{failure}");
}

/// The example site with Italian and Chinese added to site.toml by hand, without strings of
/// their own (the theme has its UI strings; the site's labels are English only), `extra`
/// written into both entries.
fn example_with_italian_and_chinese(extra: &str) -> tempfile::TempDir {
    let site = common::example_site();
    let path = site.path().join("site.toml");
    let mut toml = std::fs::read_to_string(&path).unwrap();
    toml.push_str(&format!(
        "\n[[languages]]\ncode = \"it\"\nname = \"Italiano\"\ntitle = \"Banco\"\n{extra}\n[[languages]]\ncode = \"zh\"\nname = \"中文\"\ntitle = \"存储测试\"\n{extra}"
    ));
    std::fs::write(&path, toml).unwrap();
    site
}

/// `iopress ARGS --root SITE`: its exit status and what it printed on stderr and stdout.
fn run(site: &std::path::Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_iopress"))
        .args(args)
        .arg("--root")
        .arg(site)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

fn a_language_added_by_hand_gets_one_warning_per_strings_file_not_one_per_string() {
    let site = example_with_italian_and_chinese("");
    let (status, stderr, _) = run(site.path(), &["build"]);
    assert_eq!(status, Some(0), "{stderr}");
    let warnings: Vec<&str> = stderr.lines().filter(|l| l.contains("warning:")).collect();
    // One per language and English strings file it lacks: the example site's seven label
    // files, in Italian and in Chinese.
    assert_eq!(warnings.len(), 14, "{stderr}");
    for lang in ["it", "zh"] {
        for file in [
            "dapustor-h3100",
            "lab-virtual-disk",
            "protocols",
            "sn630-vsan",
            "sn655-vsan8-esa",
            "tags",
            "vsan-62-all-flash",
        ] {
            let start = format!("i18n/{lang}/{file}.ftl: warning: `{lang}` lacks ");
            assert_eq!(
                warnings.iter().filter(|w| w.starts_with(&start)).count(),
                1,
                "{start}\n{stderr}"
            );
        }
    }
    assert!(
        stderr.contains(
            "i18n/it/tags.ftl: warning: `it` lacks 5 UI strings of i18n/en/tags.ftl, shown in `en`: label-all-flash, label-data-reduction, label-enterprise-ssd and 2 more\n  \
             help: translate them in i18n/it/tags.ftl (`--verbose` lists every one)\n"
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("label-virtual-disk"), "{stderr}");
    // Every one, on request (from nothing: a document reused from the previous build is
    // not rendered, and says nothing).
    std::fs::remove_dir_all(site.path().join("output")).unwrap();
    let (status, verbose, _) = run(site.path(), &["build", "--verbose"]);
    assert_eq!(status, Some(0), "{verbose}");
    assert_eq!(verbose.lines().filter(|l| l.contains("warning:")).count(), 14, "{verbose}");
    assert!(
        verbose.contains("(`--verbose` lists every one)\n  missing: label-all-flash, label-data-reduction, label-enterprise-ssd, label-lab, label-virtual-disk\n"),
        "{verbose}"
    );
}

fn a_draft_language_is_built_unlisted_and_its_gaps_are_one_line() {
    let site = example_with_italian_and_chinese("status = \"draft\"\n");
    std::fs::write(
        site.path().join("content/_index.it.md"),
        "+++\ntitle = \"Banco\"\n+++\nRecensioni indipendenti.\n",
    )
    .unwrap();
    let (status, stderr, _) = run(site.path(), &["build"]);
    assert_eq!(status, Some(0), "{stderr}");
    assert!(!stderr.contains("warning:"), "{stderr}");
    for lang in ["it", "zh"] {
        let notes: Vec<&str> =
            stderr.lines().filter(|l| l.contains(&format!("note: `{lang}` is a draft"))).collect();
        assert_eq!(notes.len(), 1, "{stderr}");
        assert!(
            notes[0].starts_with(&format!("i18n/{lang}: note: `{lang}` is a draft language: 75 UI strings of 7 files are shown in `en`")),
            "{}",
            notes[0]
        );
        let said: Vec<&str> = stderr
            .lines()
            .filter(|l| l.contains(&format!("language `{lang}` is a draft: its pages are built")))
            .collect();
        assert_eq!(said.len(), 1, "{stderr}");
    }
    std::fs::remove_dir_all(site.path().join("output")).unwrap();
    let (_, verbose, _) = run(site.path(), &["build", "--verbose"]);
    assert!(verbose.contains("  i18n/en/tags.ftl: label-all-flash, label-data-reduction, label-enterprise-ssd, label-lab, label-virtual-disk\n"), "{verbose}");

    // Built, so that it can be previewed and shared…
    let output = site.path().join("output");
    let read = |path: &str| std::fs::read_to_string(output.join(path)).unwrap();
    let italian = scraper::Html::parse_document(&read("it/reviews/sn630-vsan/index.html"));
    assert_eq!(attr(&italian, "html", "lang"), ["it"]);
    assert_eq!(attr(&italian, "meta[name=robots]", "content"), ["noindex"]);
    // …its own switcher leading to the published languages and to itself…
    let switcher = attr(&italian, ".language-switcher a", "lang");
    assert_eq!(switcher, ["en", "fr", "pl", "es", "ja", "it"]);
    // …but nothing published leads to it: not the switcher, the alternates, the sitemap or
    // the search of another language.
    for page in ["reviews/sn630-vsan/index.html", "fr/reviews/sn630-vsan/index.html", "index.html"]
    {
        let html = scraper::Html::parse_document(&read(page));
        assert_eq!(
            attr(&html, ".language-switcher a[lang=it]", "href"),
            Vec::<String>::new(),
            "{page}"
        );
        assert_eq!(
            attr(&html, ".language-switcher a[lang=zh]", "href"),
            Vec::<String>::new(),
            "{page}"
        );
        let hreflangs = attr(&html, "link[rel=alternate][hreflang]", "hreflang");
        assert!(!hreflangs.iter().any(|h| h == "it" || h == "zh"), "{page}: {hreflangs:?}");
        assert!(attr(&html, "meta[name=robots]", "content").is_empty(), "{page}");
    }
    // A page written in the draft language: not an alternate of the published ones, nor
    // of itself.
    let home = |path: &str| scraper::Html::parse_document(&read(path));
    let alternates = attr(&home("index.html"), "link[rel=alternate][hreflang]", "href");
    assert!(!alternates.is_empty());
    assert_eq!(attr(&home("it/index.html"), "link[rel=alternate][hreflang]", "href"), alternates);
    assert_eq!(attr(&home("it/index.html"), "meta[name=robots]", "content"), ["noindex"]);
    let sitemap = read("sitemap.xml");
    assert!(!sitemap.contains("/it/") && !sitemap.contains("/zh/"), "{sitemap}");
    assert!(sitemap.contains("https://bench.example.org/fr/reviews/sn630-vsan/"));
    let search = read("search/index.html");
    assert!(
        !search.contains("Italiano") && !search.contains("/it/"),
        "the English search names Italian"
    );

    // `check` says so, and counts the gaps as the build does, without a warning for them.
    let (_, _, checked) = run(site.path(), &["check"]);
    assert!(checked.contains("language `it` is a draft: its pages are built"), "{checked}");
    assert!(
        checked.contains(
            "`it` is a draft language: it lacks 75 message(s) of 7 file(s) of the default language"
        ),
        "{checked}"
    );
    let missing = checked.lines().filter(|l| l.contains("warning  missing-string")).count();
    assert_eq!(missing, 0, "{checked}");
    assert!(checked.contains("  it                     1                     11              0                  75  (draft)\n"), "{checked}");
}

/// English, German, French, Japanese and Chinese.
const FIVE_LANGUAGES: &str = r#"base_url = "https://bench.example.org"
default_language = "en"

[[languages]]
code = "en"
name = "English"
title = "Bench"

[[languages]]
code = "de"
name = "Deutsch"
title = "Prüfstand"

[[languages]]
code = "fr"
name = "Français"
title = "Banc"

[[languages]]
code = "ja"
name = "日本語"
title = "ベンチ"

[[languages]]
code = "zh"
name = "中文"
title = "测试台"
"#;

/// A drive whose spec sheet holds petabytes, a range, two bounds and endurance ratings typed
/// with their own decimals; and a review whose plain table holds the same kinds of figures,
/// quoted in its prose with `value` in five languages.
fn ranges_and_bounds_site() -> Fixture {
    let site = Fixture::new();
    site.write("site.toml", FIVE_LANGUAGES);
    site.write(
        "content/drives/big/drive.toml",
        "[drive]\nname = \"Big drive\"\n\n[[table]]\nid = \"specs\"\nfile = \"specs.csv\"\nfamily = \"spec-sheet\"\n",
    );
    site.write(
        "content/drives/big/specs.csv",
        "sku,capacity [PB],power-active [W],endurance [DWPD]\n\
         BIG-A,6.57,7-30,17\n\
         BIG-B,0.5,40+,0.3\n\
         BIG-C,1,<=5,1\n",
    );
    site.write(
        "content/reviews/big/data.toml",
        "[[table]]\nid = \"limits\"\nfile = \"limits.csv\"\nfamily = \"table\"\n",
    );
    site.write(
        "content/reviews/big/limits.csv",
        "model,capacity [TB],power-active [W]\n\
         BIG-A,6570,7–30\n\
         BIG-B,500,>=40\n\
         BIG-C,1000,≤5\n\
         BIG-D,800-3200,≥ 12.5\n",
    );
    let prose = "{{ value(table=\"limits\", column=\"capacity\", model=\"BIG-A\") }} | \
                 {{ value(table=\"limits\", column=\"power-active\", model=\"BIG-A\") }} | \
                 {{ value(table=\"limits\", column=\"power-active\", model=\"BIG-B\") }} | \
                 {{ value(table=\"limits\", column=\"power-active\", model=\"BIG-C\") }} | \
                 {{ value(table=\"limits\", column=\"capacity\", model=\"BIG-D\") }}";
    for (lang, title) in
        [("en", "Big"), ("de", "Groß"), ("fr", "Grand"), ("ja", "大きい"), ("zh", "大")]
    {
        let date = if lang == "en" { "date = 2026-01-01\n" } else { "" };
        site.write(
            &format!("content/reviews/big/index.{lang}.md"),
            &format!("+++\ntitle = \"{title}\"\n{date}+++\n{prose}\n"),
        );
    }
    site
}

fn ranges_bounds_and_petabytes_are_data_shown_the_way_each_language_writes_them() {
    let site = ranges_and_bounds_site();
    let report = site.build_ok();
    assert!(report.warnings.is_empty(), "{:#?}", report.warnings);
    let nb = '\u{a0}';
    // `value` picks a readable scale across TB and PB (6570 TB is 6.57 PB), for both ends of
    // a range too; each language writes a range and a bound its own way.
    let expected = [
        ("", ["6.57 PB", "7–30 W", "≥ 40 W", "≤ 5 W", "0.8–3.2 PB"]),
        ("de/", ["6,57 PB", "7–30 W", "≥ 40 W", "≤ 5 W", "0,8–3,2 PB"]),
        ("fr/", ["6,57 Po", "7–30 W", "≥ 40 W", "≤ 5 W", "0,8–3,2 Po"]),
        ("ja/", ["6.57 PB", "7～30 W", "40 W以上", "5 W以下", "0.8～3.2 PB"]),
        ("zh/", ["6.57 PB", "7～30 W", "≥40 W", "≤5 W", "0.8～3.2 PB"]),
    ];
    for (prefix, figures) in expected {
        let html = site.html(&format!("{prefix}reviews/big/index.html"));
        let figures: Vec<String> =
            figures.iter().map(|f| f.replace(' ', &nb.to_string())).collect();
        assert_eq!(texts(&html, ".prose .figure-value"), figures, "{prefix}");
    }

    // In the spec sheet, the unit is in the heading; each rating keeps the decimals it was
    // typed with (17 DWPD is not `17.0`), and ranges and bounds are figures, right-aligned.
    let cells = |prefix: &str| -> Vec<String> {
        texts(&site.html(&format!("{prefix}drives/big/index.html")), "table td")
    };
    let row = |cells: &[&str]| -> Vec<String> {
        cells.iter().map(|c| c.replace(' ', &nb.to_string())).collect()
    };
    assert_eq!(cells(""), row(&["6.57", "7–30", "17", "0.5", "≥ 40", "0.3", "1", "≤ 5", "1"]));
    assert_eq!(cells("fr/"), row(&["6,57", "7–30", "17", "0,5", "≥ 40", "0,3", "1", "≤ 5", "1"]));
    assert_eq!(
        cells("ja/"),
        row(&["6.57", "7～30", "17", "0.5", "40以上", "0.3", "1", "5以下", "1"])
    );
    assert_eq!(cells("zh/"), row(&["6.57", "7～30", "17", "0.5", "≥40", "0.3", "1", "≤5", "1"]));
    let numeric = attr(&site.html("drives/big/index.html"), "table td", "class");
    assert!(numeric.iter().all(|class| class == "num"), "{numeric:?}");
    let headings = texts(&site.html("fr/drives/big/index.html"), "table thead th");
    assert!(headings.contains(&"Capacité (Po)".to_string()), "{headings:?}");
    let headings = texts(&site.html("de/drives/big/index.html"), "table thead th");
    assert!(headings.contains(&"Kapazität (PB)".to_string()), "{headings:?}");
}

fn a_table_says_whether_its_figures_share_their_decimals_or_keep_their_own() {
    let site = Fixture::with_review();
    // A spec sheet keeps each rating's digits: 17 DWPD is not `17.0`.
    site.write(
        "content/drives/wd-sn630/specs.csv",
        "capacity [GB],endurance [DWPD],power-idle [W]\n960,17,5.80\n7680,0.3,6.1\n",
    );
    let specs = |path: &str| texts(&site.html(path), "#table-specs td.num");
    site.build_ok();
    // Transposed: a row per column, a cell per SKU.
    assert_eq!(specs("drives/wd-sn630/index.html"), ["17", "0.3", "5.80", "6.1"]);
    assert_eq!(specs("fr/drives/wd-sn630/index.html"), ["17", "0,3", "5,80", "6,1"]);
    // A spec sheet that should align says so, and a plain table of ratings says the opposite.
    let drive =
        std::fs::read_to_string(site.root().join("content/drives/wd-sn630/drive.toml")).unwrap();
    site.write(
        "content/drives/wd-sn630/drive.toml",
        &drive.replace("transpose = true", "transpose = true\ndecimals = \"shared\""),
    );
    let data =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/data.toml")).unwrap();
    site.write(
        "content/reviews/sn630/data.toml",
        &format!("{data}\n[[table]]\nid = \"ratings\"\nfile = \"ratings.csv\"\nfamily = \"table\"\ndecimals = \"as-written\"\n"),
    );
    site.write(
        "content/reviews/sn630/ratings.csv",
        "model,endurance [DWPD]\nBIG-A,17\nBIG-B,0.3\n",
    );
    site.build_ok();
    assert_eq!(specs("drives/wd-sn630/index.html"), ["17.0", "0.3", "5.80", "6.10"]);
    let ratings = texts(&site.html("fr/reviews/sn630/index.html"), "#table-ratings td.num");
    assert_eq!(ratings, ["17", "0,3"]);
    // Result tables align each figure as measured (12610.3 beside 3152.01: 12,610.3).
    let sql = texts(&site.html("reviews/sn630/index.html"), "#table-sql td.num:not(.empty)");
    assert_eq!(sql, ["12,610.3", "14.75", "3,152.01"]);
    // Anything else is an error at its place.
    site.write(
        "content/drives/wd-sn630/drive.toml",
        &drive.replace("transpose = true", "transpose = true\ndecimals = \"two\""),
    );
    let failure = site.build_err().to_string();
    assert!(
        failure.contains(
            "drive.toml:11:12: error: `decimals = \"two\"` is not a way to show decimals"
        ),
        "{failure}"
    );
}

crate::tests! {
    right_to_left_languages_are_laid_out_right_to_left,
    every_page_declares_its_language_and_links_its_translations,
    figures_are_formatted_for_each_locale_from_one_data_file,
    dates_are_long_dates_in_each_language,
    polish_plural_forms_follow_cldr,
    a_missing_translation_falls_back_with_a_notice_in_the_readers_language,
    omit_mode_leaves_untranslated_pages_out,
    coverage_table_lists_pages_by_language,
    languages_can_all_live_under_a_prefix,
    sitemap_lists_alternates_for_every_url,
    each_language_has_an_atom_feed_of_its_own_reviews,
    control_characters_in_titles_do_not_make_the_feeds_invalid_xml,
    review_page_carries_disclosure_json_ld_and_internal_links,
    ui_strings_can_be_overridden_by_the_site_and_missing_ones_fall_back,
    site_templates_override_the_themes,
    headings_get_readable_unique_ids,
    bundle_assets_are_copied_next_to_the_page_in_every_language,
    drafts_are_built_only_when_asked,
    templates_format_numbers_dates_and_units_for_their_language,
    facts_read_as_ranges_dimensions_and_lists_and_texts_can_be_written_per_language,
    a_join_that_is_not_a_way_to_join_figures_is_an_error_at_its_place,
    a_language_added_by_hand_gets_one_warning_per_strings_file_not_one_per_string,
    a_draft_language_is_built_unlisted_and_its_gaps_are_one_line,
    ranges_bounds_and_petabytes_are_data_shown_the_way_each_language_writes_them,
    a_table_says_whether_its_figures_share_their_decimals_or_keep_their_own,
    a_locale_with_digits_of_its_own_gets_them_where_the_browser_numbers_too,
}

/// A language written right to left (CLDR's direction of its likely script) gets
/// `<html dir="rtl">` on its pages, its print pages too; the others `ltr`. Without it a browser
/// lays Arabic out left to right and scrambles runs that mix scripts (`4K` in Arabic text).
fn right_to_left_languages_are_laid_out_right_to_left() {
    let site = Fixture::with_review();
    with_languages(
        &site,
        &[
            ("ar", "ar-EG", "+++\ntitle = \"منصة\"\n+++\nأهلًا.\n"),
            ("he", "he", "+++\ntitle = \"ספסל\"\n+++\nשלום.\n"),
        ],
    );
    site.build_for_print();
    let dir = |page: &str| attr(&site.html(page), "html", "dir");
    assert_eq!(dir("ar/index.html"), ["rtl"]);
    assert_eq!(dir("he/index.html"), ["rtl"]);
    assert_eq!(dir("index.html"), ["ltr"]);
    assert_eq!(dir("fr/index.html"), ["ltr"]);
    let print_pages: Vec<String> = walkdir::WalkDir::new(site.output())
        .into_iter()
        .map(|e| e.unwrap().path().to_string_lossy().into_owned())
        .filter(|p| p.ends_with("print/index.html"))
        .collect();
    let arabic_print =
        print_pages.iter().find(|p| p.contains("/ar/")).expect("an Arabic print page");
    let html = scraper::Html::parse_document(&std::fs::read_to_string(arabic_print).unwrap());
    assert_eq!(attr(&html, "html", "dir"), ["rtl"]);
}

/// An Arabic review with a table of contents, in a site that adds `ar` (locale `ar-EG`, whose
/// digits CLDR says are Arabic-Indic) and `fa` (Extended Arabic-Indic) to the fixture's.
pub(crate) fn site_with_arabic() -> Fixture {
    let site = Fixture::with_review();
    with_languages(
        &site,
        &[
            ("ar", "ar-EG", "+++\ntitle = \"منصة\"\n+++\nأهلًا.\n"),
            ("fa", "fa", "+++\ntitle = \"نیمکت\"\n+++\nسلام.\n"),
        ],
    );
    site.write(
        "content/reviews/sn630/index.ar.md",
        "+++\ntitle = \"SN630 في vSAN\"\nsummary = \"أربع عقد.\"\n+++\n\
         ## الإعداد\nأربع عقد.\n\n## النتائج\nنتائج القرص.\n\n## الخلاصة\nقرص سريع.\n",
    );
    site
}

/// The browser numbers some things itself: a numbered list (the table of contents), a print
/// page's page numbers, the counts the search script writes and the differences the compare
/// script writes. In a locale whose digits are not Latin (`ar-EG`: `١٢`) each is told to use
/// them; CSS's `decimal` and a language code alone (`ar`, Latin digits in browsers) would not.
/// Latin-digit languages are left as they were.
fn a_locale_with_digits_of_its_own_gets_them_where_the_browser_numbers_too() {
    let site = site_with_arabic();
    site.build_for_print();
    let style = |page: &str| attr(&site.html(page), "html", "style");
    assert_eq!(style("ar/reviews/sn630/index.html"), ["--counter-style: arabic-indic"]);
    assert_eq!(style("fa/index.html"), ["--counter-style: persian"]);
    assert!(style("reviews/sn630/index.html").is_empty());
    assert!(style("fr/index.html").is_empty());
    let html = site.html("ar/reviews/sn630/index.html");
    assert!(texts(&html, ".toc li").len() >= 3, "the Arabic review has its table of contents");
    // The theme's lists take the style.
    let css = std::fs::read_to_string(site.output().join("style.css")).unwrap();
    assert!(css.contains("ol { list-style-type: var(--counter-style, decimal); }"), "{css}");

    // The print page's page numbers.
    let print =
        std::fs::read_to_string(site.output().join("ar/drives/wd-sn630/print/index.html")).unwrap();
    assert!(print.contains("counter(page, arabic-indic)"), "{print}");
    assert!(print.contains("counter(pages, arabic-indic)"), "{print}");
    let english =
        std::fs::read_to_string(site.output().join("drives/wd-sn630/print/index.html")).unwrap();
    assert!(english.contains("counter(page)") && !english.contains("counter(page,"));

    // The scripts get the locale, not the code alone.
    let search = site.html("ar/search/index.html");
    let data = texts(&search, "script#search-data").concat();
    let data: serde_json::Value = serde_json::from_str(&data).unwrap();
    assert_eq!(data["locale"], "ar-EG", "{data}");
    assert_eq!(data["lang"], "ar", "{data}");
    let search_js = std::fs::read_to_string(site.output().join("search.js")).unwrap();
    assert!(!search_js.contains("toLocaleString(data.lang)"), "counts in the code's digits");
}

/// Adds languages (code, locale, home page) to a fixture's site.toml, each with its home page.
fn with_languages(site: &Fixture, languages: &[(&str, &str, &str)]) {
    let mut toml = site.read_source("site.toml");
    for (code, locale, home) in languages {
        toml.push_str(&format!(
            "\n[[languages]]\ncode = \"{code}\"\nlocale = \"{locale}\"\nname = \"{code}\"\ntitle = \"Bench\"\n"
        ));
        site.write(&format!("content/_index.{code}.md"), home);
    }
    site.write("site.toml", &toml);
}
