//! Comparisons that lead somewhere (issue 14): the protocol index counts and names its
//! protocols apart in every language, every ranked entry links to its review and drives,
//! protocol pages do not link to themselves, rankings never mix classes of system, a review's
//! configurations feed the pages of the drives they are made of, and `check` says when the
//! data leaves results ranked against nothing.

use crate::common;

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::OnceLock;

use crate::common::{attr, select, texts, Fixture, REPO};
use iopress::check::{check_site, CheckOptions, FindingKind};

const LANGUAGES: [&str; 5] = ["en", "fr", "es", "ja", "pl"];

/// The example site, built once for every test of this file.
fn example() -> &'static Path {
    static SITE: OnceLock<tempfile::TempDir> = OnceLock::new();
    SITE.get_or_init(|| {
        let out = tempfile::tempdir().unwrap();
        let options = iopress::BuildOptions {
            root: REPO.into(),
            output: Some(out.path().join("site")),
            ..Default::default()
        };
        iopress::build_site(&options).unwrap_or_else(|f| panic!("{f}"));
        out
    })
    .path()
}

fn page(lang: &str, path: &str) -> scraper::Html {
    let prefix = if lang == "en" { String::new() } else { format!("{lang}/") };
    let file = example().join(format!("site/{prefix}{path}"));
    scraper::Html::parse_document(
        &std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display())),
    )
}

fn url(lang: &str, path: &str) -> String {
    if lang == "en" {
        format!("/{path}")
    } else {
        format!("/{lang}/{path}")
    }
}

fn the_protocol_index_counts_reviews_and_names_every_protocol_apart_in_each_language() {
    for lang in LANGUAGES {
        let index = page(lang, "protocols/index.html");
        let names = texts(&index, ".review-list .entry-title a");
        assert_eq!(names.len(), 11, "{lang}: {names:?}");
        let distinct: BTreeSet<&String> = names.iter().collect();
        assert_eq!(distinct.len(), names.len(), "{lang}: two protocols read the same: {names:?}");
        let counts = texts(&index, ".review-list .meta");
        assert!(
            counts.iter().all(|c| !c.starts_with('0') && !c.contains(" 0 ")),
            "{lang}: {counts:?}"
        );
        assert_eq!(texts(&index, "p.count").len(), 1);
    }
    let en = page("en", "protocols/index.html");
    let names = texts(&en, ".review-list .entry-title a");
    for expected in [
        "Sysbench OLTP (8\u{a0}VMs · Duration: 3\u{a0}h)",
        "Sysbench OLTP (8\u{a0}VMs · Duration: 12\u{a0}h)",
        "Sysbench OLTP (single drives · Duration: 3\u{a0}h)",
        "VDBench (4\u{a0}nodes)",
        "VDBench (single drives)",
    ] {
        assert!(names.iter().any(|n| n == expected), "{expected} missing: {names:?}");
    }
    assert_eq!(texts(&en, "p.count"), ["11 protocols"]);
    // SQL Server TPC-C: the SN630, VSAN 6.2 and H3100 reviews, ranked in two classes.
    let meta = texts(&en, ".review-list .meta");
    assert!(
        meta.iter().any(|m| m == "3\u{a0}reviews · single drives · 4-node clusters"),
        "{meta:?}"
    );
    let fr = texts(&page("fr", "protocols/index.html"), ".review-list .entry-title a");
    assert!(
        fr.iter().any(|n| n == "Sysbench OLTP (8\u{a0}VM · Durée\u{202f}: 12\u{a0}h)"),
        "{fr:?}"
    );
    let ja = texts(&page("ja", "protocols/index.html"), ".review-list .entry-title a");
    assert!(ja.iter().any(|n| n.starts_with("VDBench（") && n.contains("ノード")), "{ja:?}");
}

fn every_ranked_entry_links_to_its_review_and_drives_and_no_protocol_page_links_to_itself() {
    for lang in LANGUAGES {
        let index = page(lang, "protocols/index.html");
        for href in attr(&index, ".review-list .entry-title a", "href") {
            let path =
                href.trim_start_matches('/').trim_start_matches(&format!("{lang}/")).to_string();
            let protocol = page(lang, &format!("{path}index.html"));
            let own = url(lang, &path);
            let links = attr(&protocol, "main a", "href");
            assert!(!links.contains(&own), "{lang} {own} links to itself");
            for ranking in select(&protocol, "section.ranking") {
                let id = ranking.value().attr("id").unwrap_or_default().to_string();
                let explained = ranking
                    .select(&scraper::Selector::parse("p.ranking-explained").unwrap())
                    .count();
                assert_eq!(explained, 1, "{lang} {own}#{id} does not say what it ranks");
                let rows: Vec<scraper::ElementRef> = ranking
                    .select(&scraper::Selector::parse("table.ranked-entries tbody tr").unwrap())
                    .collect();
                // A result alone in its class is listed too (issue 36).
                assert!(!rows.is_empty(), "{lang} {own}#{id}: no entry");
                for row in rows {
                    let hrefs: Vec<&str> = row
                        .select(&scraper::Selector::parse("a").unwrap())
                        .filter_map(|a| a.value().attr("href"))
                        .collect();
                    let review =
                        hrefs.iter().find(|h| h.contains("/reviews/")).unwrap_or_else(|| {
                            panic!("{lang} {own}#{id}: an entry without its review: {}", row.html())
                        });
                    let (file, anchor) = review.split_once('#').expect("to the table");
                    let target = page(
                        lang,
                        &format!(
                            "{}index.html",
                            file.trim_start_matches('/').trim_start_matches(&format!("{lang}/"))
                        ),
                    );
                    assert_eq!(
                        attr(&target, &format!("#{anchor}"), "id").len(),
                        1,
                        "{lang}: {review} names no table"
                    );
                }
            }
        }
    }
    // The SN630's entry links to its drive; the VSAN 6.2 all-flash entries to both Toshibas.
    let sql = page("en", "protocols/sqlserver-tpcc-4vm-1500/index.html");
    let links = attr(&sql, "table.ranked-entries a", "href");
    for drive in ["/drives/wd-sn630/", "/drives/toshiba-px04shb040/", "/drives/toshiba-px04svb096/"]
    {
        assert!(links.iter().any(|l| l == drive), "{drive}: {links:?}");
    }
    let explained = texts(&sql, "p.ranking-explained");
    for expected in [
        "Compares 4-node clusters. Transactions per second: not ranked by this test; shown best first.",
        "Compares 4-node clusters. Average latency: lower is better.",
        "Compares single drives. The only one measured under this test: nothing to rank it against.",
    ] {
        assert!(explained.iter().any(|e| e == expected), "{expected}: {explained:?}");
    }
}

fn no_ranking_mixes_classes_of_system() {
    // The single drive (H3100) is in no ranking with the clusters, on the protocol page nor
    // on the SN630's drive page, where it was "2nd of 4".
    let sql = page("en", "protocols/sqlserver-tpcc-4vm-1500/index.html");
    for section in select(&sql, "section.ranking") {
        let entries: Vec<String> = section
            .select(&scraper::Selector::parse("table.ranked-entries tbody th").unwrap())
            .map(|e| e.text().collect())
            .collect();
        let single = entries.iter().filter(|e| e.contains("H3100")).count();
        assert!(single == 0 || single == entries.len(), "{entries:?}");
    }
    let sn630 = page("en", "drives/wd-sn630/index.html");
    let positions = texts(&sn630, ".ranking-positions li");
    // Ranked by latency only: TPS is set by the client count (protocols.toml `ranks`).
    assert!(
        positions.iter().any(|p| p == "vSAN 6.7 U1, data reduction off: 1st of 3"),
        "{positions:?}"
    );
    assert!(positions.iter().all(|p| !p.contains("of 4")), "{positions:?}");
    // Every ranking section says its class, and its entries are of that class only: a
    // cluster ranking never names the H3100, a drive ranking never a vSAN setup.
    let hci = page("en", "protocols/hcibench-16vm-8x50gib-3600s/index.html");
    for explained in texts(&hci, "p.ranking-explained") {
        assert!(explained.starts_with("Compares 4-node clusters"), "{explained}");
    }
    // VMmark: the earlier best system, an array, is not ranked with the VSAN cluster: each
    // is alone in its class.
    let vmmark = page("en", "protocols/vmmark/index.html");
    for section in select(&vmmark, "section.ranking") {
        let text = section.text().collect::<String>();
        let array = text.contains("tested before");
        assert_eq!(text.contains("Compares storage arrays."), array, "{text}");
        assert!(text.contains("nothing to rank it against"), "{text}");
    }
}

fn a_reviews_configurations_feed_the_drives_they_are_made_of() {
    // The VSAN 6.2 review's all-flash setups are made of the two Toshiba drives; its hybrid
    // setups of none of the site's drives. Each Toshiba page ranks the all-flash setups.
    for drive in ["toshiba-px04shb040", "toshiba-px04svb096"] {
        let html = page("en", &format!("drives/{drive}/index.html"));
        let positions = texts(&html, ".ranking-positions li");
        assert!(
            positions.iter().any(|p| p.starts_with("VSAN 6.2 all-flash")),
            "{drive}: {positions:?}"
        );
        assert!(
            positions.iter().all(|p| !p.to_lowercase().contains("hybrid")),
            "{drive}: {positions:?}"
        );
    }
    // On the protocol page, a hybrid entry links to its review and to no drive.
    let hci = page("en", "protocols/hcibench-16vm-10vmdk-60min/index.html");
    for row in select(&hci, "table.ranked-entries tbody tr") {
        let text = row.text().collect::<String>();
        if text.contains("Hybrid") {
            assert!(!row.html().contains("/drives/"), "{}", row.html());
        }
    }
}

/// The fixture's review, its SQL Server results measured on `class`, beside a second review
/// of a single drive under the same protocol.
fn two_reviews(config_drives: &str) -> Fixture {
    let fixture = Fixture::with_review();
    fixture.write(
        "content/reviews/sn630/data.toml",
        &[
            r#"[[rig]]
id = "bigtwin"
name = "Supermicro BigTwin"
class = "cluster"
facts = [{ label = "nodes", specs = [{ value = 4, unit = "nodes" }] }]

[[config]]
id = "sn630-setup"
"#,
            config_drives,
            "\n",
            common::SQL_TABLE,
        ]
        .concat(),
    );
    fixture.write(
        "content/reviews/sn630/sql.csv",
        "config,vm,tps [TPS],latency-avg [ms]\nsn630-setup,aggregate,12472.8,14.75\n",
    );
    fixture.write(
        "content/reviews/other/index.en.md",
        "+++\ntitle = \"A single drive\"\ndate = 2020-01-01\n+++\n\nText.\n",
    );
    fixture.write(
        "content/reviews/other/data.toml",
        "[[rig]]\nid = \"server\"\nname = \"A server\"\nclass = \"drive\"\nfacts = [{ label = \"cpu\", text = \"Xeon\" }]\n\n[[table]]\nid = \"sql\"\nfile = \"sql.csv\"\nfamily = \"application\"\nprotocol = \"sqlserver-tpcc-4vm-1500\"\nrig = \"server\"\n",
    );
    fixture.write(
        "content/reviews/other/sql.csv",
        "vm,tps [TPS],latency-avg [ms]\naggregate,12646.3,3.5\n",
    );
    fixture
}

fn check_warns_of_results_ranked_against_nothing_and_of_a_configuration_naming_an_unknown_drive() {
    let fixture = two_reviews("drives = [\"wd-sn630\", \"no-such-drive\"]");
    let report = check_site(fixture.root(), &CheckOptions::default());
    let unknown: Vec<_> =
        report.findings.iter().filter(|f| f.kind == FindingKind::UnknownDrive).collect();
    assert_eq!(unknown.len(), 1, "{:#?}", report.findings);
    assert_eq!(unknown[0].file.as_deref(), Some(Path::new("content/reviews/sn630/data.toml")));
    assert_eq!((unknown[0].line, unknown[0].column), (Some(9), Some(10)), "{:#?}", unknown[0]);
    assert_eq!(unknown[0].text.as_deref(), Some("no-such-drive"));
    assert!(
        unknown[0].help.as_deref().is_some_and(|h| h.contains("wd-sn630")),
        "{:#?}",
        unknown[0]
    );
    // Each review is alone in its class under the protocol: both are warned of, where their
    // table names its protocol.
    let alone: Vec<_> =
        report.findings.iter().filter(|f| f.kind == FindingKind::RankingAlone).collect();
    let files: BTreeSet<String> =
        alone.iter().map(|f| f.file.as_ref().unwrap().display().to_string()).collect();
    assert_eq!(
        files,
        BTreeSet::from([
            "content/reviews/other/data.toml".to_string(),
            "content/reviews/sn630/data.toml".to_string()
        ]),
        "{alone:#?}"
    );
    assert!(
        alone.iter().all(|f| f.severity == iopress::Severity::Warning && f.line.is_some()),
        "{alone:#?}"
    );
    assert!(alone.iter().any(|f| f.message.contains("class `drive`")), "{alone:#?}");

    // Neither is ranked: the single drive is never ranked against the cluster. Each is shown
    // alone in its class (issue 36: a result alone is still a result).
    fixture.build_ok();
    let protocol = fixture.html("protocols/sqlserver-tpcc-4vm-1500/index.html");
    for section in select(&protocol, "section.ranking") {
        let rows = section
            .select(&scraper::Selector::parse("table.ranked-entries tbody tr").unwrap())
            .count();
        assert_eq!(rows, 1, "{}", section.html());
        let text = section.text().collect::<String>();
        assert!(text.contains("nothing to rank it against"), "{text}");
    }
    assert!(!select(&protocol, "section.ranking").is_empty());
}

fn check_warns_of_a_ranked_rig_that_does_not_say_what_it_tested() {
    let fixture = two_reviews("");
    fixture.write(
        "content/reviews/other/data.toml",
        "[[rig]]\nid = \"server\"\nname = \"A server\"\n\n[[table]]\nid = \"sql\"\nfile = \"sql.csv\"\nfamily = \"application\"\nprotocol = \"sqlserver-tpcc-4vm-1500\"\nrig = \"server\"\n",
    );
    let report = check_site(fixture.root(), &CheckOptions::default());
    let unstated: Vec<_> =
        report.findings.iter().filter(|f| f.kind == FindingKind::RigClass).collect();
    assert_eq!(unstated.len(), 1, "{:#?}", report.findings);
    assert_eq!(unstated[0].file.as_deref(), Some(Path::new("content/reviews/other/data.toml")));
    assert_eq!(unstated[0].line, Some(9));
    assert!(
        unstated[0]
            .help
            .as_deref()
            .is_some_and(|h| h.contains("class = ") && h.contains("cluster")),
        "{:#?}",
        unstated[0]
    );
}

fn a_class_that_is_not_one_is_a_build_error_naming_the_classes() {
    let fixture = Fixture::with_review();
    let data = std::fs::read_to_string(fixture.root().join("content/reviews/sn630/data.toml"))
        .unwrap()
        .replace("class = \"drive\"", "class = \"server\"");
    fixture.write("content/reviews/sn630/data.toml", &data);
    let failure = fixture.build_err().to_string();
    assert!(
        failure.contains(
            "content/reviews/sn630/data.toml:5:9: error: `server` is not a class of tested system"
        ),
        "{failure}"
    );
    assert!(failure.contains("drive, cluster, array, virtual-disk"), "{failure}");
    // A cluster says how many nodes it has.
    fixture.write(
        "content/reviews/sn630/data.toml",
        &data.replace("class = \"server\"", "class = \"cluster\""),
    );
    let failure = fixture.build_err().to_string();
    assert!(failure.contains("a cluster rig needs its number of nodes"), "{failure}");
}

fn each_drive_is_compared_with_the_best_of_its_class_without_javascript() {
    // The SN630's page links to its comparison, in every language.
    for lang in LANGUAGES {
        let drive = page(lang, "drives/wd-sn630/index.html");
        let compare = url(lang, "drives/wd-sn630/compare/");
        assert!(attr(&drive, "main a", "href").contains(&compare), "{lang}: no link to {compare}");
        let html = page(lang, "drives/wd-sn630/compare/index.html");
        assert_eq!(
            attr(&html, "link[rel=canonical]", "href"),
            [format!("https://bench.example.org{compare}")]
        );
    }
    let html = page("en", "drives/wd-sn630/compare/index.html");
    assert_eq!(
        texts(&html, "h1"),
        ["Western Digital Ultrastar DC SN630 against the best of its class"]
    );
    let sql = select(&html, "section.comparison")
        .into_iter()
        .find(|s| s.text().collect::<String>().contains("SQL Server TPC-C"))
        .expect("the SQL Server section");
    let in_sql = |selector: &str| -> Vec<String> {
        sql.select(&scraper::Selector::parse(selector).unwrap())
            .map(|c| c.text().collect())
            .collect()
    };
    // TPS: 12,610.3 against the VSAN 6.2 all-flash cluster's 12,472.8, 1.1 % more; average
    // latency: 14.75 ms against 53 ms, 72.2 % less. Each side names its setup, and the
    // difference says what it means (issue 36): TPS is not ranked by this protocol.
    let values = in_sql("table.compare-table tbody td .value");
    assert_eq!(
        values,
        [
            "12,610.3\u{a0}TPS",
            "12,472.8\u{a0}TPS",
            "+1.1%",
            "14.75\u{a0}ms",
            "53\u{a0}ms",
            "\u{2212}72.2%"
        ]
    );
    assert_eq!(
        in_sql("table.compare-table tbody td .setup"),
        [
            "vSAN 6.7 U1, data reduction off",
            "VSAN 6.2 all-flash",
            "vSAN 6.7 U1, data reduction off",
            "VSAN 6.2 all-flash"
        ]
    );
    assert_eq!(
        in_sql("table.compare-table tbody td .verdict"),
        ["1.1% higher: not ranked by this test", "72.2% lower: better"]
    );
    // The Toshiba PX04SHB040 is in two of the VSAN 6.2 review's all-flash setups: each has a
    // row of its own, named, against the best other system: never a silent best-of.
    let toshiba = page("en", "drives/toshiba-px04shb040/compare/index.html");
    let setups =
        texts(&toshiba, "table.compare-table tbody td.num:not(.other, .difference) .setup");
    let distinct: BTreeSet<&String> = setups.iter().collect();
    assert!(distinct.len() >= 2, "{distinct:?}");
    // Grouped by metric (issue 40): a <tbody> per metric, whose name and other system are
    // written once, on its first row, for all its rows (`rowspan`); every row its setup's
    // figure and difference.
    let groups = select(&toshiba, "table.compare-table tbody");
    assert!(!groups.is_empty());
    let mut grouped_rows = 0;
    for group in &groups {
        let find = |css: &str| -> Vec<scraper::ElementRef> {
            group.select(&scraper::Selector::parse(css).unwrap()).collect()
        };
        let rows = find("tr").len();
        let metric = find("th[scope=rowgroup]");
        let other = find("td.other");
        assert_eq!((metric.len(), other.len()), (1, 1), "{}", group.html());
        for cell in [&metric[0], &other[0]] {
            assert_eq!(cell.value().attr("rowspan"), Some(rows.to_string().as_str()));
        }
        assert_eq!(find("td.difference").len(), rows, "{}", group.html());
        assert_eq!(find("td.num:not(.other, .difference) .setup").len(), rows);
        grouped_rows += usize::from(rows > 1) * rows;
    }
    // The Toshiba's two setups share their metrics' groups.
    assert!(grouped_rows >= 2, "no metric with two rows");
    assert!(setups.iter().all(|s| s.starts_with("VSAN 6.2 all-flash")), "{setups:?}");
    let verdicts = texts(&toshiba, "table.compare-table tbody td .verdict");
    assert_eq!(verdicts.len(), setups.len());
    assert!(
        verdicts.iter().all(|v| v.ends_with(": better")
            || v.ends_with(": worse")
            || v.contains(": level, within the test’s tolerance of 2%")
            || v.ends_with("not ranked by this test")),
        "{verdicts:?}"
    );
    assert!(texts(&html, "p.ranking-explained")
        .iter()
        .all(|t| t == "Compared with: 4-node clusters"));
    // Bars per metric, TPS and average latency, drawn in HTML: each bar says its system and
    // its figure as text, the drive's own in the highlight colour; no chart file and no data
    // table of their own (the table above says the differences).
    let figures: Vec<_> =
        sql.select(&scraper::Selector::parse("figure.compare-figure").unwrap()).collect();
    assert_eq!(figures.len(), 2);
    let in_figure = |figure: &scraper::ElementRef, selector: &str| -> Vec<String> {
        figure
            .select(&scraper::Selector::parse(selector).unwrap())
            .map(|c| c.text().collect())
            .collect()
    };
    let captions: Vec<String> = figures.iter().flat_map(|f| in_figure(f, "figcaption")).collect();
    assert!(captions[0].starts_with("Transactions per second"), "{captions:?}");
    assert!(captions[1].contains("Lower is better"), "{captions:?}");
    // The bars are a ranking's markup without ranks (issue 40): `ol.ranked-bars.unranked`.
    let mut tps = in_figure(&figures[0], "ol.ranked-bars.unranked > li > .value");
    tps.sort();
    assert_eq!(tps, ["12,472.8\u{a0}TPS", "12,610.3\u{a0}TPS"]);
    assert_eq!(
        in_figure(&figures[0], "ol.ranked-bars > li.own > .name > strong"),
        ["vSAN 6.7 U1, data reduction off"]
    );
    assert!(in_figure(&figures[0], "li:not(.own) strong").is_empty());
    assert_eq!(
        in_figure(&figures[1], "ol.ranked-bars > li > .value"),
        ["14.75\u{a0}ms", "53\u{a0}ms"],
        "ranked: the lower latency first"
    );
    // Each bar's length is its figure's share of the longest: 14.75 of 53 ms is 27.8 %.
    let widths: Vec<&str> = figures[1]
        .select(&scraper::Selector::parse("ol.ranked-bars > li > .bar").unwrap())
        .filter_map(|b| b.value().attr("style"))
        .collect();
    assert_eq!(widths, ["width:27.8%", "width:100.0%"]);
    for chartless in ["figure.chart", "img", "svg", "details", "figure table"] {
        assert!(select(&html, chartless).is_empty(), "the comparison has {chartless}");
    }
    // Charts are drawn inline in the pages that show them: the output has no chart file,
    // and no page names one.
    let site = example().join("site");
    assert!(!site.join("charts").exists(), "chart files written");
    for entry in walkdir::WalkDir::new(&site) {
        let entry = entry.unwrap();
        if entry.path().extension().is_some_and(|e| e == "html") {
            let html = std::fs::read_to_string(entry.path()).unwrap();
            assert!(!html.contains("/charts/"), "{} names a chart file", entry.path().display());
        }
    }
    // A drive with nothing of its class to be compared with has no comparison, and no link.
    assert!(!example().join("site/drives/dapustor-h3100/compare").exists());
    assert!(attr(&page("en", "drives/dapustor-h3100/index.html"), "main a", "href")
        .iter()
        .all(|h| !h.ends_with("/compare/")));
    let fr = page("fr", "drives/wd-sn630/compare/index.html");
    let fr_cells = texts(&fr, "table.compare-table tbody td .value");
    assert!(fr_cells.contains(&"+1,1\u{a0}%".to_string()), "{fr_cells:?}");
    let fr_verdicts = texts(&fr, "table.compare-table tbody td .verdict");
    assert!(fr_verdicts.contains(&"72,2\u{a0}% plus bas : mieux".to_string()), "{fr_verdicts:?}");
}

fn the_compare_page_offers_every_ranked_system_by_class_and_its_data_holds_every_ranking() {
    for lang in LANGUAGES {
        let html = page(lang, "compare/index.html");
        assert_eq!(select(&html, "noscript").len(), 1, "{lang}");
        // Without JavaScript: each drive's comparison is listed.
        let links = attr(&html, "main ul a", "href");
        assert!(links.contains(&url(lang, "drives/wd-sn630/compare/")), "{lang}: {links:?}");
        let offered: BTreeSet<String> =
            attr(&html, "#compare input", "value").into_iter().collect();
        let data: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(example().join(format!(
                "site/{}compare/data.json",
                if lang == "en" { String::new() } else { format!("{lang}/") }
            )))
            .unwrap(),
        )
        .unwrap();
        assert_eq!(data["lang"], lang);
        // Every ranking with two entries or more is there, each value named by a system the
        // page offers, of the ranking's class.
        let renderer_rankings: usize = data["rankings"].as_array().unwrap().len();
        assert!(renderer_rankings > 10, "{lang}: {renderer_rankings}");
        for ranking in data["rankings"].as_array().unwrap() {
            let values = ranking["values"].as_object().unwrap();
            assert!(values.len() >= 2);
            for id in values.keys() {
                assert!(offered.contains(id), "{lang}: {id} is not offered");
                let class = data["classes"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|c| {
                        c["systems"].as_array().unwrap().iter().any(|s| s["id"] == id.as_str())
                    })
                    .unwrap();
                assert_eq!(
                    class["id"], ranking["class"],
                    "{lang}: {id} is ranked outside its class"
                );
            }
        }
    }
    // The SN630's TPS, as the data file holds it: the base value, and the text a reader sees.
    let data: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(example().join("site/fr/compare/data.json")).unwrap(),
    )
    .unwrap();
    let tps = data["rankings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| {
            r["protocol"] == "sqlserver-tpcc-4vm-1500" && r["title"] == "Transactions par seconde"
        })
        .expect("the TPS ranking");
    assert_eq!(tps["values"]["reviews/sn630-vsan#sn630-dr-off"]["value"], 12610.3);
    assert_eq!(
        tps["values"]["reviews/sn630-vsan#sn630-dr-off"]["text"],
        "12\u{202f}610,3\u{a0}TPS"
    );
}

/// Issue 36: a protocol page is never an H1 and facts alone. Each lists the reviews that ran
/// the test (linked), and every result measured under it, ranked or alone in its class.
fn every_protocol_page_shows_its_results_and_links_the_reviews_that_ran_it() {
    // Every protocol the site declares, each with a page in the index.
    let declared: toml::Table =
        std::fs::read_to_string(Path::new(REPO).join("content/protocols.toml"))
            .unwrap()
            .parse()
            .unwrap();
    let protocols = declared["protocol"].as_array().expect("[[protocol]] entries").len();
    for lang in LANGUAGES {
        let index = page(lang, "protocols/index.html");
        let hrefs = attr(&index, ".review-list .entry-title a", "href");
        assert_eq!(hrefs.len(), protocols, "{lang}");
        for href in hrefs {
            let path =
                href.trim_start_matches('/').trim_start_matches(&format!("{lang}/")).to_string();
            let protocol = page(lang, &format!("{path}index.html"));
            let reviews = attr(&protocol, "main section.protocol-reviews a", "href");
            assert!(
                reviews.iter().any(|r| r.contains("/reviews/")),
                "{lang} {href}: no link to a review that ran it: {reviews:?}"
            );
            let results = select(&protocol, "main table.ranked-entries tbody tr");
            assert!(!results.is_empty(), "{lang} {href}: no result");
            for row in results {
                assert!(
                    row.html().contains("/reviews/"),
                    "{lang} {href}: a result without its review: {}",
                    row.html()
                );
            }
        }
    }
    // SQL Server TPC-C: the H3100, the only single drive measured, is shown, and said to be
    // alone in its class.
    let sql = page("en", "protocols/sqlserver-tpcc-4vm-1500/index.html");
    let alone: Vec<scraper::ElementRef> = select(&sql, "section.ranking")
        .into_iter()
        .filter(|s| s.text().collect::<String>().contains("H3100"))
        .collect();
    assert!(!alone.is_empty(), "the H3100's results are missing");
    for section in alone {
        let text = section.text().collect::<String>();
        assert!(text.contains("Compares single drives."), "{text}");
        assert!(text.contains("nothing to rank it against"), "{text}");
        assert!(!text.contains("VSAN"), "a single drive beside clusters: {text}");
    }
}

/// A 4-node cluster's rig, named `name`, as the ranking tests give each review.
fn cluster_rig(name: &str) -> String {
    format!("[[rig]]\nid = \"bigtwin\"\nname = \"{name}\"\nclass = \"cluster\"\nfacts = [{{ label = \"nodes\", specs = [{{ value = 4, unit = \"nodes\" }}] }}]\n")
}

/// The fixture's SN630 review with its SQL Server result (12,610.3 TPS) run on a cluster.
fn sn630_on_a_cluster(fixture: &Fixture) {
    fixture.write(
        "content/reviews/sn630/data.toml",
        &[cluster_rig("BigTwin").as_str(), common::SQL_TABLE].concat(),
    );
}

/// Another review `id`, titled `title`, whose cluster ran SQL Server at `tps`.
fn another_cluster(fixture: &Fixture, id: &str, title: &str, tps: &str) {
    fixture.write(
        &format!("content/reviews/{id}/index.en.md"),
        &format!("+++\ntitle = \"{title}\"\ndate = 2020-01-01\n+++\n\nText.\n"),
    );
    fixture.write(
        &format!("content/reviews/{id}/data.toml"),
        &[cluster_rig("Other").as_str(), common::SQL_TABLE].concat(),
    );
    fixture.write(
        &format!("content/reviews/{id}/sql.csv"),
        &format!("vm,tps [TPS],latency-avg [ms]\naggregate,{tps},20\n"),
    );
}

/// Where more entries are level with one than a sentence can name (ten or more), the rank
/// sentence counts them, as the chart's description does: "1st of 12, level with 11 others".
/// (On a large site the names made every page of the ranking grow with the site's size.)
fn many_entries_level_with_one_are_counted_not_named() {
    let fixture = Fixture::with_review();
    sn630_on_a_cluster(&fixture);
    // Eleven other clusters, each under 1 % behind the SN630's 12,610.3 TPS (level at 2 %).
    for n in 0..11 {
        let tps = format!("{}", 12600 - n * 10);
        another_cluster(&fixture, &format!("other-{n:02}"), &format!("Cluster {n:02}"), &tps);
    }
    fixture.build_ok();
    let drive = scraper::Html::parse_document(&fixture.read("drives/wd-sn630/index.html"));
    let positions = texts(&drive, ".ranking-positions li");
    assert!(
        positions.iter().any(|p| p.contains("1st of 12, level with 11 others")),
        "{positions:?}"
    );
    assert!(positions.iter().all(|p| !p.contains("Cluster 05")), "{positions:?}");
}

/// Issue 36: results within the protocol's run-to-run tolerance share a rank, and every text
/// that states the rank says "level with".
fn a_tie_within_the_tolerance_is_shown_as_a_tie() {
    let fixture = Fixture::with_review();
    // The fixture's SN630 review ran on a cluster (12,610.3 TPS); two other clusters: one
    // 1.1 % behind it (level at the default 2 %), one 5 % behind.
    sn630_on_a_cluster(&fixture);
    for (id, title, tps) in [("near", "Near cluster", "12472.8"), ("far", "Far cluster", "11980")] {
        another_cluster(&fixture, id, title, tps);
    }
    fixture.build_ok();
    let html = |path: &str| scraper::Html::parse_document(&fixture.read(path));
    let drive = html("drives/wd-sn630/index.html");
    let positions = texts(&drive, ".ranking-positions li");
    assert!(
        positions.iter().any(|p| p.contains("1st of 3, level with Near cluster")),
        "{positions:?}"
    );
    let protocol = html("protocols/sqlserver-tpcc-4vm-1500/index.html");
    let tps = select(&protocol, "section.ranking")
        .into_iter()
        .find(|s| s.text().collect::<String>().contains("Transactions per second"))
        .expect("the TPS ranking");
    let ranks: Vec<String> = tps
        .select(&scraper::Selector::parse("table.ranked-entries tbody td.num:first-child").unwrap())
        .map(|c| c.text().collect::<String>())
        .collect();
    assert_eq!(ranks, ["1", "1", "3"]);
    // The review's ranking chart says the same.
    let review = html("reviews/sn630/index.html");
    let said = texts(&review, "main figure.chart-bars .bars-desc");
    assert!(said.iter().any(|p| p.contains("level with Near cluster")), "{said:?}");
    // At a tolerance of 1 %, the two are apart.
    fixture.write(
        "content/protocols.toml",
        "[[protocol]]\nid = \"sqlserver-tpcc-4vm-1500\"\nname = \"sqlserver-tpcc\"\ntolerance = 1\nfacts = []\n",
    );
    fixture.build_ok();
    let drive = scraper::Html::parse_document(&fixture.read("drives/wd-sn630/index.html"));
    let positions = texts(&drive, ".ranking-positions li");
    assert!(positions.iter().any(|p| p.ends_with("1st of 3")), "{positions:?}");
    assert!(positions.iter().all(|p| !p.contains("level")), "{positions:?}");
    // A protocol that ranks only latency shows TPS without claiming a position.
    fixture.write(
        "content/protocols.toml",
        "[[protocol]]\nid = \"sqlserver-tpcc-4vm-1500\"\nname = \"sqlserver-tpcc\"\nranks = [\"latency-avg\"]\nfacts = []\n",
    );
    fixture.build_ok();
    let drive = scraper::Html::parse_document(&fixture.read("drives/wd-sn630/index.html"));
    let positions = texts(&drive, ".ranking-positions li");
    assert_eq!(positions.len(), 1, "{positions:?}");
    let protocol = scraper::Html::parse_document(
        &fixture.read("protocols/sqlserver-tpcc-4vm-1500/index.html"),
    );
    let explained = texts(&protocol, "p.ranking-explained");
    assert!(
        explained.iter().any(|e| e.contains("Transactions per second: not ranked by this test")),
        "{explained:?}"
    );
    // A metric that cannot be ranked is an error at its line.
    fixture.write(
        "content/protocols.toml",
        "[[protocol]]\nid = \"sqlserver-tpcc-4vm-1500\"\nname = \"sqlserver-tpcc\"\nranks = [\"speed\"]\nfacts = []\n",
    );
    let failure = fixture.build_err().to_string();
    assert!(failure.contains("protocols.toml:4:"), "{failure}");
    assert!(failure.contains("`speed`"), "{failure}");
}

/// Issue 36: a protocol page draws one grouped chart per metric, its workloads in the
/// review's order, not a chart per workload; a review's configurations among themselves are
/// results, not a ranking.
fn a_protocol_page_draws_one_chart_per_metric_in_the_reviews_order() {
    let vdbench = page("fr", "protocols/vdbench-vsan-4node/index.html");
    let charts = select(&vdbench, "main figure.chart").len();
    // Peak IOPS, latency at the peak, sub-millisecond load, bandwidth.
    assert!((1..=4).contains(&charts), "{charts} charts");
    assert!(select(&vdbench, "main section.ranking").len() <= 4);
    // No rank: one cluster's two setups.
    assert!(texts(&vdbench, ".ranking-positions li").is_empty());
    let en = page("en", "protocols/vdbench-vsan-4node/index.html");
    let groups = texts(&en, "main figure.chart table thead ~ tbody th[scope=row]");
    let order: Vec<&str> = groups.iter().map(String::as_str).take(2).collect();
    assert_eq!(order, ["4K random read", "4K random write"], "{groups:?}");
    let hci = page("ja", "protocols/hcibench-16vm-10vmdk-60min/index.html");
    let charts = select(&hci, "main figure.chart").len();
    assert!(charts <= 4, "{charts} charts");
    // The dozens of results a grouped chart shows are listed on demand, each section's in one
    // table.
    for html in [&vdbench, &hci] {
        let sections = select(html, "main section.ranking").len();
        assert_eq!(
            select(html, "main section.ranking details.ranked-entries-all table.ranked-entries")
                .len(),
            sections
        );
    }
}

/// Issue 36: the protocols' index and the compare page have names of their own in every
/// language (in Japanese both were "比較"); protocols of one name differ by what differs, in
/// one unit; the search facet names protocols, never by their slug.
fn the_protocol_index_and_the_compare_page_are_named_apart_and_protocols_by_what_differs() {
    for lang in LANGUAGES {
        let index = page(lang, "protocols/index.html");
        let compare = page(lang, "compare/index.html");
        let nav = |html: &scraper::Html, target: &str| -> String {
            let link = select(html, "nav.site-nav a")
                .into_iter()
                .find(|a| a.value().attr("href") == Some(url(lang, target).as_str()))
                .unwrap_or_else(|| panic!("{lang}: the navigation has no link to {target}"));
            link.text().collect()
        };
        let (protocols_link, compare_link) = (nav(&index, "protocols/"), nav(&index, "compare/"));
        assert_ne!(protocols_link, compare_link, "{lang}");
        assert_eq!(nav(&compare, "compare/"), compare_link);
        let (h1, other_h1) = (texts(&index, "h1"), texts(&compare, "h1"));
        assert_ne!(h1, other_h1, "{lang}");
        assert_ne!(texts(&index, "title"), texts(&compare, "title"), "{lang}");
        // The page the link names is the page it opens.
        assert_eq!(h1, [protocols_link], "{lang}");
        assert_eq!(other_h1, [compare_link], "{lang}");
        let names = texts(&index, ".review-list .entry-title a");
        let hcibench: Vec<&String> = names.iter().filter(|n| n.starts_with("HCIBench")).collect();
        assert_eq!(hcibench.len(), 2, "{lang}: {names:?}");
        assert!(
            hcibench.iter().all(|n| !n.contains("3,600")
                && !n.contains("3600")
                && !n.contains("3\u{202f}600")
                && !n.contains("3\u{a0}600")),
            "{lang}: {hcibench:?}"
        );
        let search = std::fs::read_to_string(example().join(format!(
            "site/{}search/index.html",
            if lang == "en" { String::new() } else { format!("{lang}/") }
        )))
        .unwrap();
        assert!(!search.contains("(hcibench-16vm"), "{lang}: a facet shows a slug");
        assert!(!search.contains("(sysbench-oltp"), "{lang}: a facet shows a slug");
    }
    let ja = page("ja", "protocols/index.html");
    assert_eq!(texts(&ja, "h1"), ["テスト手順"]);
}

/// Issue 36: the compare page is linked from the navigation, and from review, drive and
/// protocol pages with their systems picked (in its URL), each pick a system the compare page
/// offers; its systems are grouped by review, each with the tests it took part in.
fn review_drive_and_protocol_pages_link_to_the_compare_page_with_their_systems_picked() {
    for lang in LANGUAGES {
        let compare = page(lang, "compare/index.html");
        let offered: BTreeSet<String> =
            attr(&compare, "#compare input", "value").into_iter().collect();
        for path in [
            "reviews/sn630-vsan/index.html",
            "reviews/vsan-62-all-flash/index.html",
            "drives/wd-sn630/index.html",
            "drives/toshiba-px04shb040/index.html",
            "protocols/sqlserver-tpcc-4vm-1500/index.html",
        ] {
            let html = page(lang, path);
            let links: Vec<String> = attr(&html, "main a", "href")
                .into_iter()
                .filter(|h| h.starts_with(&format!("{}?", url(lang, "compare/"))))
                .collect();
            assert_eq!(links.len(), 1, "{lang} {path}: {links:?}");
            let picks: Vec<String> = links[0]
                .split_once('?')
                .unwrap()
                .1
                .split('&')
                .map(|p| {
                    p.strip_prefix("pick=")
                        .expect("only picks")
                        .replace("%2F", "/")
                        .replace("%23", "#")
                })
                .collect();
            assert!((2..=4).contains(&picks.len()), "{lang} {path}: {picks:?}");
            for pick in &picks {
                assert!(offered.contains(pick), "{lang} {path}: {pick} is not offered");
            }
        }
        // A cluster's setups under its review, each saying which tests it took part in.
        let groups = select(&compare, "#compare .compare-group");
        assert!(groups.len() >= 3, "{lang}");
        for group in groups {
            let names =
                group.select(&scraper::Selector::parse(".compare-group-name").unwrap()).count();
            assert_eq!(names, 1, "{lang}");
            for label in group.select(&scraper::Selector::parse("label").unwrap()) {
                let tests: String = label
                    .select(&scraper::Selector::parse(".system-tests").unwrap())
                    .flat_map(|t| t.text())
                    .collect();
                assert!(!tests.trim().is_empty(), "{lang}: {}", label.html());
            }
        }
    }
    let compare = page("en", "compare/index.html");
    let sn630 = select(&compare, "#compare .compare-group")
        .into_iter()
        .find(|g| g.text().collect::<String>().contains("SN630 in VMware vSAN 6.7"))
        .expect("the SN630 cluster");
    let tests: Vec<String> = sn630
        .select(&scraper::Selector::parse(".system-tests").unwrap())
        .map(|t| t.text().collect())
        .collect();
    // Data reduction off ran SQL Server and VDBench; on, VDBench only.
    assert!(
        tests.iter().any(|t| t.contains("SQL Server TPC-C") && t.contains("VDBench")),
        "{tests:?}"
    );
    assert!(tests.iter().any(|t| !t.contains("SQL Server") && t.contains("VDBench")), "{tests:?}");
}

/// Issue 36: `check` warns where a review's prose names a drive (by a model code of a family
/// the site has, `SN…`) that none of its data holds, at the name's line and column; the
/// review's own drive, pages it links to, and a server's code (`R740xd`) are not reported.
fn check_warns_of_prose_naming_a_system_the_reviews_data_does_not_hold() {
    let fixture = Fixture::with_review();
    let file = "content/reviews/sn630/index.en.md";
    let text = std::fs::read_to_string(fixture.root().join(file)).unwrap();
    let text = format!(
        "{text}\nThe SN630s in the BigTwin beat the SN200 by far, on an R740xd too.\n\nSee [the SN630](@/drives/wd-sn630).\n"
    );
    fixture.write(file, &text);
    let line = text.lines().position(|l| l.contains("SN200")).unwrap() + 1;
    let column = text.lines().nth(line - 1).unwrap().find("SN200").unwrap() + 1;
    let report = check_site(fixture.root(), &CheckOptions::default());
    let named: Vec<_> =
        report.findings.iter().filter(|f| f.kind == FindingKind::NamedSystem).collect();
    assert_eq!(named.len(), 1, "{named:#?}");
    assert_eq!(named[0].file.as_deref(), Some(Path::new(file)));
    assert_eq!((named[0].line, named[0].column), (Some(line), Some(column)), "{:#?}", named[0]);
    assert_eq!(named[0].text.as_deref(), Some("SN200"));
    assert_eq!(named[0].severity, iopress::Severity::Warning);
    // Once its figures are in the review's data (a configuration made of it), it is known.
    let data =
        std::fs::read_to_string(fixture.root().join("content/reviews/sn630/data.toml")).unwrap();
    fixture.write(
        "content/reviews/sn630/data.toml",
        &format!("{data}\n[[config]]\nid = \"sn200\"\nname = \"Ultrastar SN200\"\n"),
    );
    let report = check_site(fixture.root(), &CheckOptions::default());
    let named: Vec<_> =
        report.findings.iter().filter(|f| f.kind == FindingKind::NamedSystem).collect();
    assert!(named.is_empty(), "{named:#?}");
}

/// A system the text names is known when the text links to the page that has its figures,
/// however the link is written: `@/reviews/sn200/index.md` is the page `reviews/sn200` to the
/// build, and so to `check`.
fn a_system_named_beside_a_link_to_its_page_written_with_index_md_is_known() {
    let fixture = Fixture::with_review();
    fixture.write(
        "content/reviews/sn200/index.en.md",
        "+++\ntitle = \"Ultrastar SN200 on its own\"\ndate = 2020-01-01\n+++\n\nText.\n",
    );
    let file = "content/reviews/sn630/index.en.md";
    let text = std::fs::read_to_string(fixture.root().join(file)).unwrap();
    fixture.write(
        file,
        &format!("{text}\nThe SN200 did worse: see [its review](@/reviews/sn200/index.md).\n"),
    );
    // The build follows the link.
    fixture.build_ok();
    let report = check_site(fixture.root(), &CheckOptions::default());
    // (The SN200's own page, with no data, is another matter.)
    let named: Vec<_> = report
        .findings
        .iter()
        .filter(|f| {
            f.kind == FindingKind::NamedSystem && f.file.as_deref() == Some(Path::new(file))
        })
        .collect();
    assert!(named.is_empty(), "{named:#?}");
}

crate::tests! {
    the_protocol_index_counts_reviews_and_names_every_protocol_apart_in_each_language,
    every_ranked_entry_links_to_its_review_and_drives_and_no_protocol_page_links_to_itself,
    no_ranking_mixes_classes_of_system,
    a_reviews_configurations_feed_the_drives_they_are_made_of,
    check_warns_of_results_ranked_against_nothing_and_of_a_configuration_naming_an_unknown_drive,
    check_warns_of_a_ranked_rig_that_does_not_say_what_it_tested,
    a_class_that_is_not_one_is_a_build_error_naming_the_classes,
    each_drive_is_compared_with_the_best_of_its_class_without_javascript,
    the_compare_page_offers_every_ranked_system_by_class_and_its_data_holds_every_ranking,
    every_protocol_page_shows_its_results_and_links_the_reviews_that_ran_it,
    a_tie_within_the_tolerance_is_shown_as_a_tie,
    many_entries_level_with_one_are_counted_not_named,
    a_protocol_page_draws_one_chart_per_metric_in_the_reviews_order,
    the_protocol_index_and_the_compare_page_are_named_apart_and_protocols_by_what_differs,
    review_drive_and_protocol_pages_link_to_the_compare_page_with_their_systems_picked,
    check_warns_of_prose_naming_a_system_the_reviews_data_does_not_hold,
    a_system_named_beside_a_link_to_its_page_written_with_index_md_is_known,
}
