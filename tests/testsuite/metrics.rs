//! Metrics a review needs beyond the basics: the median and far-tail latency percentiles,
//! ranked like the others, and prices in a currency, shown the reader's way, ranked per
//! currency and read by `iopress check` in prose.

use crate::common;

use crate::common::{attr, select, texts, Fixture};
use iopress::check::{check_site, CheckOptions, FindingKind};

/// Three reviews under one protocol: an Optane drive and a NAND drive priced in dollars,
/// and a third drive priced in euros.
fn site() -> Fixture {
    let site = Fixture::new();
    site.write("content/protocols.toml", "[[protocol]]\nid = \"fio-qos\"\nname = \"fio-qos\"\n");
    site.write("i18n/protocols.ftl", "label-fio-qos = fio QoS\n");
    for (slug, name, qos) in [
        (
            "optane",
            "Optane Drive",
            "vm,latency-median [µs],latency-p99-999 [µs],price [USD]\naggregate,10.5,80,1299\n",
        ),
        (
            "nand",
            "NAND Drive",
            "vm,latency-median [µs],latency-p99-999 [µs],price [USD]\naggregate,82,5200,899\n",
        ),
        (
            "euro",
            "Euro Drive",
            "vm,latency-median [µs],latency-p99-999 [µs],price [EUR]\naggregate,90,6100,1299\n",
        ),
    ] {
        site.write(
            &format!("content/drives/{slug}/drive.toml"),
            &format!("[drive]\nname = \"{name}\"\n"),
        );
        site.write(
            &format!("content/reviews/{slug}/index.en.md"),
            &format!("+++\ntitle = \"{name} reviewed\"\ndate = 2024-05-01\ndrives = [\"{slug}\"]\n+++\n\nThe {name}.\n"),
        );
        site.write(
            &format!("content/reviews/{slug}/data.toml"),
            "[[table]]\nid = \"qos\"\nfile = \"qos.csv\"\nfamily = \"application\"\nprotocol = \"fio-qos\"\n",
        );
        site.write(&format!("content/reviews/{slug}/qos.csv"), qos);
    }
    site
}

/// The entries of a ranking figure's bars, best first.
fn ranked(html: &scraper::Html, figure: &str) -> Vec<String> {
    common::ranked_bars(html, figure).into_iter().map(|b| b.name).collect()
}

fn median_and_far_tail_latencies_are_ranked_lower_first() {
    let site = site();
    site.build_ok();
    let optane = site.html("reviews/optane/index.html");
    assert_eq!(
        ranked(&optane, "ranking-qos-latency-median"),
        ["Optane Drive", "NAND Drive", "Euro Drive"]
    );
    assert_eq!(
        ranked(&optane, "ranking-qos-latency-p99-999"),
        ["Optane Drive", "NAND Drive", "Euro Drive"]
    );
    let headings = texts(&optane, "#table-qos th[scope=col]");
    assert_eq!(
        headings,
        ["VM", "Median latency (µs)", "99.999th-percentile latency (µs)", "Price"]
    );
    // Ranked on the protocol's page too, in every language.
    let protocol = site.html("fr/protocols/fio-qos/index.html");
    let titles: Vec<String> = texts(&protocol, "figure.chart-bars .bars-title");
    assert!(titles.iter().any(|t| t.contains("Latence médiane")), "{titles:?}");
}

fn prices_are_ranked_only_against_the_same_currency() {
    let site = site();
    site.build_ok();
    let optane = site.html("reviews/optane/index.html");
    // Lower is better: the NAND drive is cheaper.
    assert_eq!(ranked(&optane, "ranking-qos-price-usd"), ["NAND Drive", "Optane Drive"]);
    let values: Vec<String> = common::ranked_bars(&optane, "ranking-qos-price-usd")
        .into_iter()
        .map(|b| b.value)
        .collect();
    assert_eq!(values, ["$899.00", "$1,299.00"]);
    // The euro price is in a ranking of its own, of one review: not drawn.
    let euro = site.html("reviews/euro/index.html");
    assert!(select(&euro, "figure[id^=ranking-qos-price]").is_empty());
    assert!(select(&optane, "figure#ranking-qos-price-eur").is_empty());
}

fn a_price_column_is_shown_the_way_each_language_writes_money() {
    let site = site();
    site.build_ok();
    let cell = |path: &str| texts(&site.html(path), "#table-qos td.num").last().cloned().unwrap();
    assert_eq!(cell("reviews/euro/index.html"), "€1,299.00");
    assert_eq!(cell("fr/reviews/euro/index.html"), "1\u{202f}299,00\u{a0}€");
    assert_eq!(cell("pl/reviews/euro/index.html"), "1299,00\u{a0}€");
    assert_eq!(cell("reviews/optane/index.html"), "$1,299.00");
    assert_eq!(cell("fr/reviews/optane/index.html"), "1\u{202f}299,00\u{a0}$US");
    // The download keeps the figure and names the currency (one file for every language).
    let json: serde_json::Value =
        serde_json::from_str(&site.read("reviews/euro/data/qos.json")).unwrap();
    assert_eq!(json["columns"][3]["unit"], "EUR");
    assert_eq!(json["columns"][3]["better"], "lower");
    assert_eq!(json["rows"][0]["price"], 1299);
    assert_eq!(
        site.read("reviews/euro/data/qos.csv").lines().next(),
        Some("vm,latency-median (µs),latency-p99-999 (µs),price (EUR)")
    );
    assert!(
        attr(&site.html("reviews/euro/index.html"), "#table-qos p.table-downloads a", "href").len()
            == 2
    );
}

fn a_price_must_be_in_a_currency() {
    let site = site();
    site.write("content/reviews/euro/qos.csv", "vm,price [ms]\naggregate,1299\n");
    let errors: Vec<String> = site.build_err().errors().map(|e| e.to_string()).collect();
    assert!(
        errors
            .iter()
            .any(|e| e.contains("`price` cannot be measured in ms") && e.contains("ISO 4217")),
        "{errors:#?}"
    );
}

fn check_reads_prices_in_prose_and_compares_them_with_the_data() {
    let site = site();
    let english = |price: &str| {
        format!("+++\ntitle = \"Optane Drive reviewed\"\ndate = 2024-05-01\ndrives = [\"optane\"]\n+++\n\nThe Optane drive's price is {price} at launch.\n")
    };
    site.write("content/reviews/optane/index.en.md", &english("$1,299"));
    site.write("content/reviews/optane/index.fr.md", "+++\ntitle = \"Le disque Optane\"\n+++\n\nLe prix du disque Optane est de 1 299 $ au lancement.\n");
    let number_findings = |site: &Fixture| -> Vec<(FindingKind, String)> {
        check_site(site.root(), &CheckOptions::default())
            .findings
            .into_iter()
            .filter(|f| format!("{:?}", f.kind).starts_with("Number"))
            .map(|f| (f.kind, f.message))
            .collect()
    };
    assert_eq!(
        number_findings(&site),
        [],
        "`$1,299` is the data's price, and so is the French `1 299 $`"
    );
    site.write("content/reviews/optane/index.en.md", &english("$1,289"));
    let findings = number_findings(&site);
    assert!(
        findings.iter().any(|(kind, message)| *kind == FindingKind::NumberContradictsData
            && message.starts_with("`$1,289` contradicts the data")),
        "{findings:#?}"
    );
}

fn percentiles_that_do_not_rise_are_a_data_error() {
    let site = site();
    site.write(
        "content/reviews/nand/qos.csv",
        "vm,latency-median [µs],latency-p99-999 [µs],price [USD]\naggregate,82,52,899\n",
    );
    let findings = check_site(site.root(), &CheckOptions::default()).findings;
    let percentile: Vec<String> = findings
        .iter()
        .filter(|f| f.kind == FindingKind::DataPercentile)
        .map(|f| f.message.clone())
        .collect();
    assert_eq!(percentile.len(), 1, "{findings:#?}");
    assert!(
        percentile[0].contains("`latency-p99-999` 52")
            && percentile[0].contains("`latency-median` 82"),
        "{percentile:?}"
    );
}

crate::tests! {
    median_and_far_tail_latencies_are_ranked_lower_first,
    prices_are_ranked_only_against_the_same_currency,
    a_price_column_is_shown_the_way_each_language_writes_money,
    a_price_must_be_in_a_currency,
    check_reads_prices_in_prose_and_compares_them_with_the_data,
    percentiles_that_do_not_rise_are_a_data_error,
}
