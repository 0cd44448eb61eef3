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

/// The fixture's review with `tags` instead of its own (`vsan`, which the fixture labels), and a
/// second review tagged `other`.
fn tagged(tags: &str, other: &str) -> crate::common::Fixture {
    let site = crate::common::Fixture::with_review();
    let review =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/index.en.md")).unwrap();
    site.write(
        "content/reviews/sn630/index.en.md",
        &review.replace("tags = [\"vsan\"]", &format!("tags = {tags}")),
    );
    site.write(
        "content/reviews/other/index.en.md",
        &format!("+++\ntitle = \"Another\"\ndate = 2026-01-01\ntags = {other}\n+++\nText.\n"),
    );
    site
}

fn warnings(report: &iopress::BuildReport) -> Vec<String> {
    report.warnings.iter().map(|w| w.to_string()).collect()
}

fn a_tag_keeps_the_case_it_is_written_in_and_one_in_lowercase_without_a_label_is_a_warning() {
    // Written as readers should see them: shown so, in every language, without a word.
    let site = tagged(r#"["NVMe", "PCIe 5.0"]"#, r#"["HCI"]"#);
    let report = site.build_ok();
    assert!(!warnings(&report).iter().any(|w| w.contains("tag")), "{:#?}", warnings(&report));
    for page in ["reviews/sn630/index.html", "fr/reviews/sn630/index.html"] {
        assert_eq!(texts(&site.html(page), ".tags li"), ["NVMe", "PCIe 5.0"], "{page}");
    }
    // A label names a tag by its id, the lowercase form of its name (`PCIe 5.0`: `pcie-5-0`).
    site.write("i18n/fr/tags.ftl", "label-pcie-5-0 = PCI Express 5.0\n");
    site.build_ok();
    assert_eq!(
        texts(&site.html("fr/reviews/sn630/index.html"), ".tags li"),
        ["NVMe", "PCI Express 5.0"]
    );

    // Written in lowercase and named by no label: readers see it in lowercase, and the
    // editor is told where it is written and what to do.
    let site = tagged(r#"["nvme"]"#, r#"["HCI"]"#);
    let report = site.build_ok();
    assert_eq!(texts(&site.html("reviews/sn630/index.html"), ".tags li"), ["nvme"]);
    let found: Vec<String> =
        warnings(&report).into_iter().filter(|w| w.contains("tag `nvme`")).collect();
    assert_eq!(found.len(), 1, "{:#?}", warnings(&report));
    assert!(
        found[0].starts_with(
            "content/reviews/sn630/index.en.md:7:8: warning: tag `nvme` is shown in lowercase"
        ),
        "{}",
        found[0]
    );
    assert!(
        found[0].contains("`tags = [\"NVMe\"]`") && found[0].contains("`label-nvme = "),
        "{}",
        found[0]
    );
    // A label silences it (and is what is shown).
    site.write("i18n/tags.ftl", "label-nvme = NVMe\n");
    let report = site.build_ok();
    assert!(!warnings(&report).iter().any(|w| w.contains("nvme")), "{:#?}", warnings(&report));
    assert_eq!(texts(&site.html("reviews/sn630/index.html"), ".tags li"), ["NVMe"]);
}

fn two_spellings_of_a_tag_are_one_tag_shown_one_way_with_a_warning_naming_both() {
    let site = tagged(r#"["nvme", "HCI"]"#, r#"["NVMe"]"#);
    let report = site.build_ok();
    // The spelling with capitals, written to be shown, wins over the lowercase id.
    assert_eq!(texts(&site.html("reviews/sn630/index.html"), ".tags li"), ["NVMe", "HCI"]);
    assert_eq!(texts(&site.html("reviews/other/index.html"), ".tags li"), ["NVMe"]);
    let found: Vec<String> =
        warnings(&report).into_iter().filter(|w| w.contains("one tag")).collect();
    assert_eq!(
        found,
        ["content/reviews/sn630/index.en.md:7:8: warning: tag `nvme` here and `NVMe` in content/reviews/other/index.en.md are one tag, shown as `NVMe`\n  \
          help: write it `NVMe` here too, or name the tag with a label (`label-nvme = …` in i18n/*.ftl), which every page shows"],
        "{:#?}",
        warnings(&report)
    );
    // Not also the lowercase warning: it is not shown in lowercase.
    assert!(!warnings(&report).iter().any(|w| w.contains("shown in lowercase")));
    // Twice in one page: shown once.
    let site = tagged(r#"["NVMe", "nvme"]"#, r#"["HCI"]"#);
    let report = site.build_ok();
    assert_eq!(texts(&site.html("reviews/sn630/index.html"), ".tags li"), ["NVMe"]);
    assert!(
        warnings(&report).iter().any(|w| w.contains(
            "tag `nvme` here and `NVMe` in content/reviews/sn630/index.en.md are one tag"
        )),
        "{:#?}",
        warnings(&report)
    );
}

crate::tests! {
    an_id_without_a_label_is_shown_raw_with_a_warning,
    a_label_for_every_language_is_used_in_each_without_warnings,
    a_tag_keeps_the_case_it_is_written_in_and_one_in_lowercase_without_a_label_is_a_warning,
    two_spellings_of_a_tag_are_one_tag_shown_one_way_with_a_warning_naming_both,
}
