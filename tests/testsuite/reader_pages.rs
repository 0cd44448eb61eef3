//! What a reader sees of a review, drive and list page: where the data sits in the prose, what
//! the contents list, how pages from another language are marked.

use crate::common::{attr, select, texts, Fixture, SQL_TABLE};

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
    site.build_ok();
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
    site.build_ok();
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
}
