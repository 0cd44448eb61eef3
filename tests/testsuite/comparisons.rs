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
                assert!(rows.len() >= 2, "{lang} {own}#{id}: {} entries", rows.len());
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
    assert_eq!(
        texts(&sql, "p.ranking-explained")[0],
        "Compares 4-node clusters. Transactions per second: higher is better."
    );
}

fn no_ranking_mixes_classes_of_system() {
    // The single drive (H3100) is in no ranking with the clusters, on the protocol page nor
    // on the SN630's drive page, where it was "2nd of 4".
    let sql = page("en", "protocols/sqlserver-tpcc-4vm-1500/index.html");
    let entries = texts(&sql, "table.ranked-entries tbody th");
    assert!(!entries.is_empty());
    assert!(entries.iter().all(|e| !e.contains("H3100")), "{entries:?}");
    let sn630 = page("en", "drives/wd-sn630/index.html");
    let positions = texts(&sn630, ".ranking-positions li");
    assert!(positions.iter().any(|p| p.ends_with("1st of 3")), "{positions:?}");
    assert!(positions.iter().all(|p| !p.contains("of 4")), "{positions:?}");
    // Every ranking section says its class, and its entries are of that class only: a
    // cluster ranking never names the H3100, a drive ranking never a vSAN setup.
    for path in ["protocols/vmmark/index.html", "protocols/hcibench-16vm-8x50gib-3600s/index.html"]
    {
        let protocol = page("en", path);
        for explained in texts(&protocol, "p.ranking-explained") {
            assert!(explained.starts_with("Compares 4-node clusters."), "{path}: {explained}");
        }
    }
    // VMmark: the earlier best system, an array, is not ranked with the VSAN cluster.
    let vmmark = page("en", "protocols/vmmark/index.html");
    assert!(texts(&vmmark, "table.ranked-entries th").iter().all(|t| !t.contains("tested before")));
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

    // Neither is built into a ranking: the single drive is never ranked against the cluster.
    fixture.build_ok();
    let protocol = fixture.html("protocols/sqlserver-tpcc-4vm-1500/index.html");
    assert!(select(&protocol, "section.ranking").is_empty(), "{}", protocol.html());
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
    let cells: Vec<String> = sql
        .select(&scraper::Selector::parse("table.compare-table tbody td").unwrap())
        .map(|c| c.text().collect())
        .collect();
    // TPS: 12,610.3 against the VSAN 6.2 all-flash cluster's 12,472.8, 1.1 % more; average
    // latency: 14.75 ms against 53 ms, 72.2 % less.
    assert!(
        cells[0].starts_with("12,610.3\u{a0}TPS") && cells[1].starts_with("12,472.8\u{a0}TPS"),
        "{cells:?}"
    );
    assert_eq!(cells[2], "+1.1%");
    assert_eq!(cells[5], "\u{2212}72.2%");
    assert!(texts(&html, "p.ranking-explained")
        .iter()
        .all(|t| t == "Compared with: 4-node clusters"));
    // One chart per metric: TPS and average latency.
    assert_eq!(sql.select(&scraper::Selector::parse("figure.chart").unwrap()).count(), 2);
    // A drive with nothing of its class to be compared with has no comparison, and no link.
    assert!(!example().join("site/drives/dapustor-h3100/compare").exists());
    assert!(attr(&page("en", "drives/dapustor-h3100/index.html"), "main a", "href")
        .iter()
        .all(|h| !h.ends_with("/compare/")));
    let fr = page("fr", "drives/wd-sn630/compare/index.html");
    let fr_cells = texts(&fr, "table.compare-table tbody td");
    assert!(fr_cells.contains(&"+1,1\u{a0}%".to_string()), "{fr_cells:?}");
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
}
