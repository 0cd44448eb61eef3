//! Labels: an id shown raw for want of a label is a warning; a label in `i18n/*.ftl` is the
//! same in every language and raises no "missing in `fr`" warning.

use crate::common::{texts, Fixture};

fn site() -> Fixture {
    let site = Fixture::new();
    site.write("content/protocols.toml", "[[protocol]]\nid = \"fio\"\n");
    site.write(
        "content/reviews/optane/data.toml",
        "[[config]]\nid = \"cfg-p4800x-375\"\n\n[[config]]\nid = \"p4610\"\nname = \"Intel SSD DC P4610\"\n\n[[table]]\nid = \"peaks\"\nfile = \"peaks.csv\"\nfamily = \"matrix\"\nprotocol = \"fio\"\n",
    );
    site.write("content/reviews/optane/peaks.csv", "config,workload,iops [IOPS]\ncfg-p4800x-375,rand-read-4k,584800\np4610,rand-read-4k,640000\n");
    site.write(
        "content/reviews/optane/index.en.md",
        "+++\ntitle = \"Optane\"\ndate = 2026-01-01\n+++\nText.\n",
    );
    site
}

fn an_id_without_a_label_is_shown_raw_with_a_warning() {
    let site = site();
    let report = site.build_ok();
    let warnings: Vec<String> = report.warnings.iter().map(|w| w.to_string()).collect();
    assert!(
        warnings.iter().any(|w| w.contains(
            "`cfg-p4800x-375` has no label in any language, so readers see the id itself"
        )),
        "{warnings:#?}"
    );
    // A name written in the data is shown as written, without a warning.
    assert!(!warnings.iter().any(|w| w.contains("P4610")), "{warnings:#?}");
    let html = site.html("reviews/optane/index.html");
    assert!(texts(&html, "td, th").iter().any(|t| t == "cfg-p4800x-375"));
}

fn a_label_for_every_language_is_used_in_each_without_warnings() {
    let site = site();
    site.write("i18n/products.ftl", "label-cfg-p4800x-375 = Intel Optane P4800X 375 GB\n");
    let report = site.build_ok();
    assert!(report.warnings.is_empty(), "{:#?}", report.warnings);
    for page in [
        "reviews/optane/index.html",
        "fr/reviews/optane/index.html",
        "pl/reviews/optane/index.html",
    ] {
        let html = site.html(page);
        assert!(texts(&html, "td, th").iter().any(|t| t == "Intel Optane P4800X 375 GB"), "{page}");
    }
    // A language's own folder overrides it.
    site.write("i18n/pl/products.ftl", "label-cfg-p4800x-375 = Optane P4800X (375 GB)\n");
    site.build_ok();
    assert!(texts(&site.html("pl/reviews/optane/index.html"), "td, th")
        .iter()
        .any(|t| t == "Optane P4800X (375 GB)"));
    let report = iopress::check::check_site(site.root(), &Default::default());
    assert_eq!(report.errors() + report.warnings(), 0, "{:#?}", report.findings);
}

crate::tests! {
    an_id_without_a_label_is_shown_raw_with_a_warning,
    a_label_for_every_language_is_used_in_each_without_warnings,
}
