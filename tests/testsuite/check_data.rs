//! `iopress check`, data sanity: one planted fault per check, found at its file, line and
//! column; and the example site's data agrees with itself.

use std::path::Path;

use crate::common::{Fixture, REPO};
use iopress::check::{check_site, CheckOptions, Finding, FindingKind};

const DATA_KINDS: &[FindingKind] = &[
    FindingKind::DataThroughput,
    FindingKind::DataAggregate,
    FindingKind::DataPercentile,
    FindingKind::DataLoadOrder,
    FindingKind::DataUnits,
    FindingKind::DataUnused,
];

/// The data-sanity findings of the site at `root`.
fn data_findings(root: &Path) -> Vec<Finding> {
    let report = check_site(root, &CheckOptions::default());
    let build_errors: Vec<&Finding> =
        report.findings.iter().filter(|f| f.kind == FindingKind::Build && f.is_error()).collect();
    assert!(build_errors.is_empty(), "the site does not build: {build_errors:#?}");
    report.findings.into_iter().filter(|f| DATA_KINDS.contains(&f.kind)).collect()
}

fn describe(findings: &[Finding]) -> String {
    findings
        .iter()
        .map(|f| {
            format!(
                "{:?} {} {}:{}:{} {} | text {:?} | expected {:?} | help {:?}",
                f.severity,
                f.kind.name(),
                f.file.as_deref().map(|p| p.display().to_string()).unwrap_or_default(),
                f.line.unwrap_or(0),
                f.column.unwrap_or(0),
                f.message,
                f.text,
                f.expected,
                f.help
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The one finding of `kind`, asserted to be at `file`, `line` and `column`.
fn the_finding(
    findings: &[Finding],
    kind: FindingKind,
    file: &str,
    line: usize,
    column: usize,
) -> Finding {
    let found: Vec<&Finding> = findings.iter().filter(|f| f.kind == kind).collect();
    assert_eq!(
        found.len(),
        1,
        "expected one {} finding, got:\n{}",
        kind.name(),
        describe(findings)
    );
    let finding = found[0].clone();
    assert_eq!(finding.file.as_deref(), Some(Path::new(file)), "{}", describe(findings));
    assert_eq!(
        (finding.line, finding.column),
        (Some(line), Some(column)),
        "{}",
        describe(findings)
    );
    finding
}

const REVIEW: &str = "content/reviews/sn630";

/// The fixture's review (with its `sql` table), its data.toml also declaring configurations
/// `a` and `b` and `tables` (id, file, family, protocol), and the protocols they name.
fn review_with(tables: &[(&str, &str, &str, &str)]) -> Fixture {
    let site = Fixture::with_review();
    let mut toml = String::from(
        "[[rig]]\nid = \"bigtwin\"\nname = \"Supermicro BigTwin\"\nclass = \"drive\"\n",
    );
    for config in ["a", "b"] {
        toml.push_str(&format!("\n[[config]]\nid = \"{config}\"\n"));
    }
    let sql = ("sql", "sql.csv", "application", "sqlserver-tpcc-4vm-1500");
    for (id, file, family, protocol) in std::iter::once(&sql).chain(tables) {
        toml.push_str(&format!("\n[[table]]\nid = \"{id}\"\nfile = \"{file}\"\nfamily = \"{family}\"\nprotocol = \"{protocol}\"\nrig = \"bigtwin\"\n"));
    }
    site.write(&format!("{REVIEW}/data.toml"), &toml);
    let mut protocols = String::from("[[protocol]]\nid = \"sqlserver-tpcc-4vm-1500\"\nfacts = [{ label = \"vms\", specs = [{ value = 4, unit = \"VMs\" }] }]\n");
    for protocol in ["hcibench", "vdbench", "sysbench", "fio"] {
        protocols.push_str(&format!("\n[[protocol]]\nid = \"{protocol}\"\n"));
    }
    site.write("content/protocols.toml", &protocols);
    site
}

fn in_review(file: &str) -> String {
    format!("{REVIEW}/{file}")
}

fn the_fixture_has_no_data_findings() {
    let site = Fixture::with_review();
    let findings = data_findings(site.root());
    assert!(findings.is_empty(), "{}", describe(&findings));
}

fn example_site_data_has_no_findings() {
    // The VDBench bandwidths its sources published in "GB/s", which are thousands of MiB/s,
    // are declared [MiB/s] (see docs/check.md): nothing is left to report.
    let findings = data_findings(Path::new(REPO));
    assert!(findings.is_empty(), "{}", describe(&findings));
}

fn throughput_that_is_not_iops_times_block_size_is_an_error() {
    let site = review_with(&[("hci", "hci.csv", "matrix", "hcibench")]);
    site.write(&in_review("hci.csv"), "config,workload,throughput [MB/s],iops [IOPS]\na,rand-read-4k,931.2,227342\nb,rand-read-4k,500,227342\n");
    let findings = data_findings(site.root());
    let finding = the_finding(&findings, FindingKind::DataThroughput, &in_review("hci.csv"), 3, 16);
    assert!(finding.is_error(), "{}", describe(&findings));
    assert_eq!(finding.text.as_deref(), Some("500 MB/s"));
    assert_eq!(finding.expected.as_deref(), Some("≈ 931.2 MB/s (227,342 IOPS × 4 KiB)"));
}

fn mebibytes_labelled_megabytes_are_a_warning() {
    let site = review_with(&[("hci", "hci.csv", "matrix", "hcibench")]);
    site.write(&in_review("hci.csv"), "config,workload,throughput [MB/s],iops [IOPS]\na,rand-read-4k,888,227342\nb,seq-read-32k,2699,86379\n");
    let findings = data_findings(site.root());
    let warnings: Vec<&Finding> =
        findings.iter().filter(|f| f.kind == FindingKind::DataThroughput).collect();
    assert_eq!(warnings.len(), 2, "{}", describe(&findings));
    assert!(
        warnings
            .iter()
            .all(|f| !f.is_error()
                && f.help.as_deref().unwrap_or("").contains("`throughput [MiB/s]`")),
        "{}",
        describe(&findings)
    );
    assert_eq!((warnings[0].line, warnings[0].column), (Some(2), Some(16)));

    // Declared as what it is, the same figures pass.
    site.write(&in_review("hci.csv"), "config,workload,throughput [MiB/s],iops [IOPS]\na,rand-read-4k,888,227342\nb,seq-read-32k,2699,86379\n");
    let findings = data_findings(site.root());
    assert!(findings.is_empty(), "{}", describe(&findings));
}

fn peak_bandwidth_is_checked_against_peak_iops() {
    let site = review_with(&[("vdbench", "vdbench.csv", "load-curve", "vdbench")]);
    site.write(
        &in_review("vdbench.csv"),
        "workload,config,peak-iops [IOPS],peak-latency [ms],bandwidth [GB/s]\nseq-read-64k,a,159681,2.87,10.46\nseq-read-64k,b,159681,2.87,6.1\nsql,a,358787,2.24,\n",
    );
    let findings = data_findings(site.root());
    let finding =
        the_finding(&findings, FindingKind::DataThroughput, &in_review("vdbench.csv"), 3, 28);
    assert!(finding.is_error(), "{}", describe(&findings));
}

fn aggregate_that_is_not_the_sum_of_its_vms_is_an_error() {
    let site = review_with(&[]);
    site.write(
        &in_review("sql.csv"),
        "vm,tps [TPS],latency-avg [ms]\naggregate,12610.3,14.75\nvm1,3152.01,14.5\nvm2,3153.2,15\nvm3,3152.5,14.8\nvm4,3000.0,14.7\n",
    );
    let findings = data_findings(site.root());
    let finding = the_finding(&findings, FindingKind::DataAggregate, &in_review("sql.csv"), 2, 11);
    assert!(finding.is_error());
    assert_eq!(finding.text.as_deref(), Some("12610.3 TPS"));
    assert!(
        finding.expected.as_deref().unwrap_or("").contains("12,457.71 TPS"),
        "{}",
        describe(&findings)
    );

    // The same VMs adding up: nothing to report.
    site.write(
        &in_review("sql.csv"),
        "vm,tps [TPS],latency-avg [ms]\naggregate,12610.3,14.75\nvm1,3152.01,14.5\nvm2,3153.2,15\nvm3,3152.5,14.8\nvm4,3152.6,14.7\n",
    );
    let findings = data_findings(site.root());
    assert!(findings.is_empty(), "{}", describe(&findings));
}

fn aggregate_latency_outside_the_vms_range_is_an_error() {
    let site = review_with(&[]);
    site.write(&in_review("sql.csv"), "vm,tps [TPS],latency-avg [ms]\naggregate,12610.3,18\nvm-min,3152.01,14\nvm-max,3153.2,15\n");
    let findings = data_findings(site.root());
    let finding = the_finding(&findings, FindingKind::DataAggregate, &in_review("sql.csv"), 2, 19);
    assert_eq!(finding.expected.as_deref(), Some("between 14 ms and 15 ms (the VMs' range)"));
}

fn p99_below_the_average_is_an_error() {
    let site = review_with(&[("sysbench", "sysbench.csv", "application", "sysbench")]);
    site.write(
        &in_review("sysbench.csv"),
        "vm,tps [TPS],latency-avg [ms],latency-p99 [ms]\naggregate,7928.1,36.14,31.2\n",
    );
    let findings = data_findings(site.root());
    let finding =
        the_finding(&findings, FindingKind::DataPercentile, &in_review("sysbench.csv"), 2, 24);
    assert!(finding.is_error());
    assert_eq!(finding.text.as_deref(), Some("31.2 ms"));
}

fn loads_that_do_not_increase_are_an_error() {
    let site = review_with(&[("fio", "fio.csv", "load-curve", "fio")]);
    site.write(
        &in_review("fio.csv"),
        "workload,config,load [IOPS],latency [ms]\nrand-read-4k,a,100000,0.2\nrand-read-4k,a,200000,0.4\nrand-read-4k,b,100000,0.3\nrand-read-4k,a,150000,0.9\n",
    );
    let findings = data_findings(site.root());
    let finding = the_finding(&findings, FindingKind::DataLoadOrder, &in_review("fio.csv"), 5, 16);
    assert!(finding.is_error());
    assert!(
        finding.expected.as_deref().unwrap_or("").contains("line 3"),
        "{}",
        describe(&findings)
    );
}

fn sub_ms_load_above_the_peak_is_an_error() {
    let site = review_with(&[("vdbench", "vdbench.csv", "load-curve", "vdbench")]);
    site.write(&in_review("vdbench.csv"), "workload,config,peak-iops [IOPS],sub-ms-until [IOPS]\nsql,a,358787,~255000\nsql,b,258787,~355000\n");
    let findings = data_findings(site.root());
    the_finding(&findings, FindingKind::DataLoadOrder, &in_review("vdbench.csv"), 3, 14);
}

fn one_metric_in_two_units_within_a_protocol_is_a_warning() {
    // A second review of the same protocol writes its latency in µs.
    let site = review_with(&[]);
    site.write(
        "content/reviews/other/index.en.md",
        "+++\ntitle = \"Other\"\ndate = 2020-01-01\n+++\n\nText.\n",
    );
    site.write(
        "content/reviews/other/data.toml",
        "[[rig]]\nid = \"rig\"\nname = \"Rig\"\nclass = \"drive\"\n\n[[table]]\nid = \"sql\"\nfile = \"sql.csv\"\nfamily = \"application\"\nprotocol = \"sqlserver-tpcc-4vm-1500\"\nrig = \"rig\"\n",
    );
    site.write(
        "content/reviews/other/sql.csv",
        "vm,tps [TPS],latency-avg [µs]\naggregate,7928.1,16140\n",
    );
    let findings = data_findings(site.root());
    // Reported at the later table (by path), naming the earlier one and its unit.
    let finding = the_finding(&findings, FindingKind::DataUnits, &in_review("sql.csv"), 1, 14);
    assert!(!finding.is_error());
    assert!(
        finding.message.contains("other/sql.csv") && finding.message.contains("µs"),
        "{}",
        describe(&findings)
    );
}

fn tables_of_different_protocols_may_use_different_units() {
    // SQL Server latency in ms, Sysbench's in µs, in one review: not read side by side.
    let site = review_with(&[("sysbench", "sysbench.csv", "application", "sysbench")]);
    site.write(
        &in_review("sysbench.csv"),
        "vm,tps [TPS],latency-avg [µs]\naggregate,7928.1,16140\n",
    );
    let findings = data_findings(site.root());
    assert!(findings.iter().all(|f| f.kind != FindingKind::DataUnits), "{}", describe(&findings));
}

fn one_column_measuring_two_things_in_a_protocol_is_an_error() {
    let site = review_with(&[
        ("fio", "fio.csv", "load-curve", "fio"),
        ("fio-seq", "fio-seq.csv", "load-curve", "fio"),
    ]);
    site.write(
        &in_review("fio.csv"),
        "workload,load [IOPS],latency [ms]\nrand-read-4k,100000,0.2\n",
    );
    site.write(
        &in_review("fio-seq.csv"),
        "workload,load [MB/s],latency [ms]\nseq-read-128k,2000,0.9\n",
    );
    let findings = data_findings(site.root());
    let finding = the_finding(&findings, FindingKind::DataUnits, &in_review("fio-seq.csv"), 1, 10);
    assert!(finding.is_error(), "{}", describe(&findings));
}

fn a_data_file_nothing_declares_is_a_warning() {
    let site = Fixture::with_review();
    site.write(&in_review("old-results.csv"), "vm,tps [TPS]\naggregate,1\n");
    site.write(&in_review("notes.toml"), "a = 1\n");
    // What `iopress translate import` keeps beside a translation is read, not unused.
    site.write(&in_review(".translation.fr.toml"), "source = \"en\"\n\n[units]\ntitle = \"0\"\n");
    let findings = data_findings(site.root());
    let unused: Vec<&Finding> =
        findings.iter().filter(|f| f.kind == FindingKind::DataUnused).collect();
    let files: Vec<String> =
        unused.iter().map(|f| f.file.as_deref().unwrap().display().to_string()).collect();
    assert_eq!(
        files,
        vec![in_review("notes.toml"), in_review("old-results.csv")],
        "{}",
        describe(&findings)
    );
    assert!(unused.iter().all(|f| !f.is_error() && f.line.is_none()));
}

fn a_drafts_files_are_not_unused() {
    let site = Fixture::with_review();
    site.write(
        "content/reviews/draft/index.en.md",
        "+++\ntitle = \"Draft\"\ndate = 2020-01-01\ndraft = true\n+++\nText.\n",
    );
    site.write(
        "content/reviews/draft/data.toml",
        "[[table]]\nid = \"t\"\nfile = \"t.csv\"\nfamily = \"table\"\n",
    );
    site.write("content/reviews/draft/t.csv", "a\nb\n");
    let findings = data_findings(site.root());
    assert!(findings.is_empty(), "{}", describe(&findings));
}

fn a_sweep_is_ordered_by_queue_depth_and_may_lose_load_past_saturation() {
    let site = review_with(&[("fio", "fio.csv", "load-curve", "fio")]);
    site.write(
        &in_review("fio.csv"),
        "workload,config,iodepth [count],jobs [count],load [IOPS],latency [ms]\n\
         rand-read-4k,a,16,1,69275,0.231\nrand-read-4k,a,32,1,68962,0.464\n\
         rand-read-4k,b,32,1,50000,0.6\nrand-read-4k,b,16,1,40000,0.4\n",
    );
    let findings = data_findings(site.root());
    // QD32 below QD16 in load is saturation, not a mistake; b's QD16 after its QD32 is.
    let finding = the_finding(&findings, FindingKind::DataLoadOrder, &in_review("fio.csv"), 5, 16);
    assert!(finding.is_error());
    assert!(
        finding.message.contains("(jobs × queue depth 16) comes after a deeper one (32, line 4)"),
        "{}",
        describe(&findings)
    );
}

/// A source's own figures that disagree (584.8k IOPS at 4 KiB and 2231.0 MB/s: 2.3 %) are
/// kept with a reason: the finding is a note, not an error, and warnings may be denied.
fn a_figure_kept_as_published_is_a_note_with_its_reason() {
    let site = review_with(&[("peaks", "peaks.csv", "matrix", "vdbench")]);
    site.write(&in_review("peaks.csv"), "config,workload,iops [IOPS],throughput [MB/s]\na,rand-read-4k,584800,2231.0\nb,rand-read-4k,584800,2500\n");
    let data = std::fs::read_to_string(site.root().join(REVIEW).join("data.toml")).unwrap();
    site.write(
        &format!("{REVIEW}/data.toml"),
        &format!("{data}as_published = [{{ rows = {{ config = \"a\" }}, column = \"iops\", reason = \"the review's own figures (IOPS rounded to 0.1k)\" }}]\n"),
    );
    let findings = data_findings(site.root());
    let throughput: Vec<&Finding> =
        findings.iter().filter(|f| f.kind == FindingKind::DataThroughput).collect();
    assert_eq!(throughput.len(), 2, "{}", describe(&findings));
    let note = throughput.iter().find(|f| f.line == Some(2)).unwrap();
    assert_eq!(
        note.severity,
        iopress::site::diagnostics::Severity::Note,
        "{}",
        describe(&findings)
    );
    assert_eq!(note.help.as_deref(), Some("kept as published (data.toml `as_published`): the review's own figures (IOPS rounded to 0.1k)"));
    assert!(
        throughput.iter().find(|f| f.line == Some(3)).unwrap().is_error(),
        "the unmarked row is still an error"
    );

    // Only the note left: the check passes with warnings denied, and says "note". (The
    // protocol's name, the same in every language, is labelled once for all of them.)
    site.write(
        &in_review("peaks.csv"),
        "config,workload,iops [IOPS],throughput [MiB/s]\na,rand-read-4k,584800,2231.0\n",
    );
    site.write("i18n/protocols.ftl", "label-sqlserver-tpcc-4vm-1500 = SQL Server TPC-C\n");
    let report = check_site(site.root(), &CheckOptions::default());
    assert!(!report.failed(true), "{}", describe(&report.findings));
    assert_eq!(report.notes(), 1);
    let human = iopress::check::report::to_human(&report, true);
    assert!(human.contains("note     data-throughput"), "{human}");
    assert!(human.contains("check passed: 0 error(s), 0 warning(s), 1 note,"), "{human}");
    let json: serde_json::Value =
        serde_json::from_str(&iopress::check::report::to_json(&report, true)).unwrap();
    assert_eq!(json["summary"]["notes"], 1);
    assert!(json["findings"].as_array().unwrap().iter().any(|f| f["severity"] == "note"));
}

fn an_as_published_mark_that_names_nothing_is_a_build_error() {
    let site = review_with(&[("peaks", "peaks.csv", "matrix", "vdbench")]);
    site.write(
        &in_review("peaks.csv"),
        "config,workload,iops [IOPS],throughput [MB/s]\na,rand-read-4k,584800,2231.0\n",
    );
    let data = std::fs::read_to_string(site.root().join(REVIEW).join("data.toml")).unwrap();
    for (mark, expected) in [
        (
            "{ column = \"iopz\", reason = \"x\" }",
            "`as_published` names column `iopz`, which the table has no figures in",
        ),
        (
            "{ rows = { config = \"b\" }, reason = \"x\" }",
            "`as_published` matches no row of the table (config = \"b\")",
        ),
        ("{ rows = { config = \"a\" }, reason = \"\" }", "needs a short reason"),
    ] {
        site.write(&format!("{REVIEW}/data.toml"), &format!("{data}as_published = [{mark}]\n"));
        let failure = site.build_err();
        let messages: Vec<String> = failure.diagnostics.iter().map(|d| d.to_string()).collect();
        assert!(
            messages.iter().any(|m| m.contains(expected) && m.contains("data.toml:")),
            "{messages:#?}"
        );
    }
}

/// The fixture's review with one more plain table, `id` of `csv`, and its prose: each
/// `(language, title, body)` written as that language's text.
fn review_with_table(id: &str, csv: &str, texts: &[(&str, &str, &str)]) -> Fixture {
    let site = Fixture::with_review();
    let data = std::fs::read_to_string(site.root().join(in_review("data.toml"))).unwrap();
    site.write(
        &in_review("data.toml"),
        &format!("{data}\n[[table]]\nid = \"{id}\"\nfile = \"{id}.csv\"\nfamily = \"table\"\n"),
    );
    site.write(&in_review(&format!("{id}.csv")), csv);
    for (language, title, body) in texts {
        // The source language's text carries the review's date.
        let date = if *language == "en" { "date = 2019-03-05\n" } else { "" };
        site.write(
            &in_review(&format!("index.{language}.md")),
            &format!("+++\ntitle = \"{title}\"\n{date}+++\n\n{body}\n"),
        );
    }
    site
}

/// The fixture's review with a plain table of ranges and bounds (`7-30` W, `40+` W), and its
/// English and French prose.
fn ranges_review(english: &str, french: &str) -> Fixture {
    review_with_table(
        "limits",
        "model,power-active [W]\nBIG-A,7-30\nBIG-B,40+\n",
        &[("en", "Limits", english), ("fr", "Limites", french)],
    )
}

/// Findings about figures in prose, described.
fn prose_findings(site: &Fixture) -> Vec<Finding> {
    check_site(site.root(), &CheckOptions::default())
        .findings
        .into_iter()
        .filter(|f| f.kind.name().starts_with("number") || f.kind.name().starts_with("name"))
        .collect()
}

fn a_range_or_a_bound_of_the_data_is_checked_in_prose_as_one() {
    // A translation may write a range its language's way and a bound in words.
    let faithful = ranges_review(
        "The BIG-A draws an active power of 7–30 W; the BIG-B draws at least 40 W.",
        "La consommation en activité du BIG-A va de 7 à 30 W ; le BIG-B consomme au moins 40 W.",
    );
    let findings = prose_findings(&faithful);
    assert!(findings.is_empty(), "{}", describe(&findings));

    // A source that shows the range with `value` leaves the translation's figures to the data:
    // the range is right, a mistyped end is not.
    let quoted = "The BIG-A draws an active power of {{ value(table=\"limits\", column=\"power-active\", model=\"BIG-A\") }}.";
    let site = ranges_review(quoted, "La consommation en activité du BIG-A va de 7 à 30 W.");
    let findings = prose_findings(&site);
    assert!(findings.is_empty(), "{}", describe(&findings));
    // The mistyped range is read against the data, as the source's would be: the data's
    // range is what to write.
    let site = ranges_review(quoted, "La consommation en activité du BIG-A est de 7–3 W.");
    let findings = prose_findings(&site);
    let finding = the_finding(
        &findings,
        FindingKind::NumberContradictsData,
        &in_review("index.fr.md"),
        5,
        45,
    );
    assert_eq!(finding.text.as_deref(), Some("7–3 W"), "{}", describe(&findings));
    assert_eq!(finding.expected.as_deref(), Some("7–30\u{a0}W"), "{}", describe(&findings));

    // In the source language, a range with a wrong end contradicts the data's range, and a
    // figure outside a range or below a bound contradicts it; one inside it does not.
    let site = ranges_review(
        "The BIG-A draws an active power of 7–35 W. At its peak, the BIG-A draws 33 W of active power, and 25 W of active power on average; the BIG-B draws an active power of 38 W.",
        "",
    );
    let findings = prose_findings(&site);
    let en = in_review("index.en.md");
    let contradictions: Vec<(usize, Option<&str>, Option<&str>)> = findings
        .iter()
        .filter(|f| f.kind == FindingKind::NumberContradictsData)
        .filter(|f| f.file.as_deref() == Some(Path::new(&en)))
        .map(|f| (f.column.unwrap_or(0), f.text.as_deref(), f.expected.as_deref()))
        .collect();
    assert_eq!(
        contradictions,
        [
            (36, Some("7–35 W"), Some("7–30\u{a0}W")),
            (73, Some("33 W"), Some("7–30\u{a0}W")),
            (167, Some("38 W"), Some("≥\u{a0}40\u{a0}W")),
        ],
        "{}",
        describe(&findings)
    );
    let message =
        &findings.iter().find(|f| f.kind == FindingKind::NumberContradictsData).unwrap().message;
    assert!(message.contains("`power-active` in limits.csv, line 2"), "{message}");
}

crate::tests! {
    a_rated_value_beside_the_measured_one_is_not_a_contradiction,
    a_result_of_another_pages_data_quoted_exactly_is_no_contradiction,
    the_fixture_has_no_data_findings,
    example_site_data_has_no_findings,
    throughput_that_is_not_iops_times_block_size_is_an_error,
    mebibytes_labelled_megabytes_are_a_warning,
    peak_bandwidth_is_checked_against_peak_iops,
    aggregate_that_is_not_the_sum_of_its_vms_is_an_error,
    aggregate_latency_outside_the_vms_range_is_an_error,
    p99_below_the_average_is_an_error,
    loads_that_do_not_increase_are_an_error,
    sub_ms_load_above_the_peak_is_an_error,
    one_metric_in_two_units_within_a_protocol_is_a_warning,
    tables_of_different_protocols_may_use_different_units,
    one_column_measuring_two_things_in_a_protocol_is_an_error,
    a_data_file_nothing_declares_is_a_warning,
    a_drafts_files_are_not_unused,
    a_sweep_is_ordered_by_queue_depth_and_may_lose_load_past_saturation,
    a_figure_kept_as_published_is_a_note_with_its_reason,
    an_as_published_mark_that_names_nothing_is_a_build_error,
    a_range_or_a_bound_of_the_data_is_checked_in_prose_as_one,
    a_figure_of_the_data_in_the_other_conventions_format_is_an_error,
    a_figure_only_the_translation_writes_is_read_against_the_data,
    the_source_sentence_names_the_data_a_translations_added_figure_speaks_of,
    the_expected_value_is_the_one_a_slip_of_the_digits_explains_or_none,
    the_expected_value_is_of_the_row_the_sentence_quotes,
    the_datas_digits_with_another_unit_are_a_contradiction,
    captions_are_compared_whatever_order_the_file_writes_them_in,
}

/// A review whose power table measured 17 W, with `english`, `french` and `polish` prose.
fn power_review(english: &str, french: &str, polish: &str) -> Fixture {
    review_with_table(
        "power",
        "model,power-active [W]\nSN630,17\n",
        &[("en", "Power", english), ("fr", "Puissance", french), ("pl", "Moc", polish)],
    )
}

/// What `check` says of the prose contradicting the data.
fn contradictions(site: &Fixture) -> Vec<Finding> {
    prose_findings(site)
        .into_iter()
        .filter(|f| f.kind == FindingKind::NumberContradictsData)
        .collect()
}

fn a_rated_value_beside_the_measured_one_is_not_a_contradiction() {
    // The sentence quotes the measured 17 W: its 15 W is of something else (a power mode).
    let site = power_review(
        "In its 15 W power mode the drive drew 17 W of active power.",
        "Dans son mode d'alimentation de 15 W, le disque a consommé 17 W de puissance active.",
        "W trybie zasilania 15 W dysk pobierał 17 W mocy aktywnej.",
    );
    let found = contradictions(&site);
    assert!(found.is_empty(), "{found:#?}");
    // Alone in its sentence, a near-miss of the measured power still contradicts it.
    let site = power_review(
        "The drive drew 15 W of active power.",
        "Le disque a consommé 15 W de puissance active.",
        "Dysk pobierał 15 W mocy aktywnej.",
    );
    let contradicted: Vec<String> = contradictions(&site)
        .into_iter()
        .filter_map(|f| f.file.map(|p| p.display().to_string()))
        .collect();
    // (French names this metric with words its label does not share: nothing to contradict.)
    for lang in ["en", "pl"] {
        assert!(
            contradicted.iter().any(|file| file.ends_with(&format!("index.{lang}.md"))),
            "{lang}: {contradicted:?}"
        );
    }
}

/// A drive's page quoting its review's result (`789,572 IOPS`, in the review's vdbench.csv)
/// beside the rated 803K random reads of its own spec sheet: a Turkish and a Dutch tester each
/// got this as a contradiction, in English and in the translation. Exactly a value of the
/// site's data, it quotes that; a figure that is no value of it still contradicts the rating.
fn a_result_of_another_pages_data_quoted_exactly_is_no_contradiction() {
    // The review's 4K random-read IOPS, as its data file holds them (789572).
    let vdbench =
        std::fs::read_to_string(Path::new(REPO).join("content/reviews/dapustor-h3100/vdbench.csv"))
            .unwrap();
    let iops: String = vdbench
        .lines()
        .find_map(|line| line.strip_prefix("rand-read-4k,"))
        .and_then(|rest| rest.split(',').next())
        .expect("vdbench.csv has the 4K random reads")
        .to_string();
    // Its last three digits turned around: no value of the data, within 25 % of the rating.
    let changed = format!("{}{}", &iops[..3], iops[3..].chars().rev().collect::<String>());
    assert_ne!(changed, iops);
    for (digits, contradicts) in [(iops, false), (changed, true)] {
        let site = crate::common::example_site();
        let drive = site.path().join("content/drives/dapustor-h3100");
        let figure = format!("{},{}", &digits[..3], &digits[3..]);
        let polish_figure = figure.replace(',', "\u{a0}");
        for (lang, sentence) in [
            ("en", format!("In our review it reached {figure} IOPS in 4K random reads.")),
            (
                "pl",
                format!("W naszej recenzji osiągnął {polish_figure} IOPS w losowych odczytach 4K."),
            ),
            (
                "fr",
                format!(
                    "Dans notre test, il a atteint {polish_figure} IOPS en lectures aléatoires 4K."
                ),
            ),
        ] {
            let file = drive.join(format!("index.{lang}.md"));
            let text = std::fs::read_to_string(&file)
                .unwrap_or_else(|_| "+++\ntitle = \"DapuStor Haishen3 H3100\"\n+++\n".to_string());
            std::fs::write(&file, format!("{text}\n{sentence}\n")).unwrap();
        }
        let findings = check_site(site.path(), &CheckOptions::default()).findings;
        for lang in ["en", "pl", "fr"] {
            let file = format!("content/drives/dapustor-h3100/index.{lang}.md");
            let contradiction = findings.iter().any(|f| {
                f.kind == FindingKind::NumberContradictsData
                    && f.file.as_deref() == Some(Path::new(&file))
            });
            assert_eq!(contradiction, contradicts, "{lang}, {figure}: {}", describe(&findings));
        }
    }
}

/// A figure of the data that a translation adds, written with the other convention's
/// separators: `563,054 IOPS` in French, Polish or Swedish is 563.054 to their reader, `563.054 IOPS`
/// no number at all, where the data holds 563054. Both are errors that suggest the data's
/// figure in the reader's format (a Swedish tester's `563,054 IOPS` passed unseen, and
/// `563.054 IOPS` was answered with `563,054`, the decimal). Written the reader's way, it is
/// the data's figure.
fn a_figure_of_the_data_in_the_other_conventions_format_is_an_error() {
    let english = "The array is fast in random reads.";
    for (lang, written, misread) in [
        ("fr", "La baie lit vite au hasard : 563\u{202f}054 IOPS.", false),
        ("fr", "La baie lit vite au hasard : 563,054 IOPS.", true),
        ("fr", "La baie lit vite au hasard : 563.054 IOPS.", true),
        ("pl", "Macierz szybko czyta losowo: 563\u{a0}054 IOPS.", false),
        ("pl", "Macierz szybko czyta losowo: 563,054 IOPS.", true),
        ("pl", "Macierz szybko czyta losowo: 563.054 IOPS.", true),
        ("sv", "Arrayen läser snabbt slumpmässigt: 563\u{a0}054 IOPS.", false),
        ("sv", "Arrayen läser snabbt slumpmässigt: 563,054 IOPS.", true),
        ("sv", "Arrayen läser snabbt slumpmässigt: 563.054 IOPS.", true),
    ] {
        let site = review_with_table(
            "reads",
            "model,rand-read [IOPS]\nSN630,563054\n",
            &[("en", "Reads", english), (lang, "Reads", written)],
        );
        // Swedish, a language the fixture lacks, as a site adds it.
        let config = std::fs::read_to_string(site.root().join("site.toml")).unwrap();
        site.write(
            "site.toml",
            &format!(
                "{config}\n[[languages]]\ncode = \"sv\"\nname = \"Svenska\"\ntitle = \"Bänk\"\n"
            ),
        );
        let findings: Vec<Finding> = prose_findings(&site)
            .into_iter()
            .filter(|f| f.is_error())
            .filter(|f| {
                f.file.as_deref() == Some(Path::new(&in_review(&format!("index.{lang}.md"))))
            })
            .collect();
        if !misread {
            assert!(findings.is_empty(), "{lang} {written}: {}", describe(&findings));
            continue;
        }
        let expected =
            if lang == "fr" { "563\u{202f}054\u{a0}IOPS" } else { "563\u{a0}054\u{a0}IOPS" };
        assert!(
            findings
                .iter()
                .any(|f| f.kind == FindingKind::NumberFormat
                    && f.expected.as_deref() == Some(expected)),
            "{lang} {written}: {}",
            describe(&findings)
        );
    }
}

fn a_figure_only_the_translation_writes_is_read_against_the_data() {
    // The English text gives no figure of the power table; each translation adds the measured
    // active power in its own words. The data's 17 W is right; 16 W contradicts it, as it would
    // in the source.
    added_power_is_read_against_the_data(
        "The drive has 4 power states and is frugal under load.",
        [
            ("fr", "Le disque a 4 états d'alimentation ; sa consommation en activité est de {watts} W."),
            ("pl", "Dysk ma 4 stany zasilania; pobór mocy pod obciążeniem wynosi {watts} W."),
            ("de", "Das Laufwerk hat 4 Energiezustände; seine Leistungsaufnahme unter Last beträgt {watts} W."),
        ],
    );
}

/// Asserts that each translation's `{watts}`, added to `english`, is nothing at the measured
/// 17 W and an error expecting 17 W at 16 W.
fn added_power_is_read_against_the_data(english: &str, sentences: [(&str, &str); 3]) {
    for (lang, sentence) in sentences {
        for (watts, contradicts) in [("17", false), ("16", true)] {
            let written = sentence.replace("{watts}", watts);
            let findings =
                translation_findings("model,power-active [W]\nSN630,17\n", english, lang, &written);
            if !contradicts {
                assert!(findings.is_empty(), "{lang} {written}: {}", describe(&findings));
                continue;
            }
            assert!(
                findings.iter().any(|f| f.kind == FindingKind::NumberContradictsData
                    && f.is_error()
                    && f.text.as_deref() == Some("16 W")
                    && f.expected.as_deref() == Some("17\u{a0}W")),
                "{lang} {written}: {}",
                describe(&findings)
            );
        }
    }
}

/// A translation's findings on its page, of a review whose data is `csv`, written `english`
/// and `written` in `lang` (German, a language the fixture lacks, added as a site adds it).
fn translation_findings(csv: &str, english: &str, lang: &str, written: &str) -> Vec<Finding> {
    let site = review_with_table(
        "results",
        csv,
        &[("en", "Results", english), (lang, "Results", written)],
    );
    findings_on_the_page(&site, lang)
}

/// The prose findings on the review's page in `lang`, German added to the fixture's
/// languages where it is German.
fn findings_on_the_page(site: &Fixture, lang: &str) -> Vec<Finding> {
    if lang == "de" {
        let config = std::fs::read_to_string(site.root().join("site.toml")).unwrap();
        site.write(
            "site.toml",
            &format!(
                "{config}\n[[languages]]\ncode = \"de\"\nname = \"Deutsch\"\ntitle = \"Bank\"\n"
            ),
        );
    }
    let page = in_review(&format!("index.{lang}.md"));
    prose_findings(site)
        .into_iter()
        .filter(|f| f.file.as_deref() == Some(Path::new(&page)))
        .collect()
}

/// The `number-contradicts-data` error on the page of `written` ([`translation_findings`]),
/// and every finding there, described for a failing assertion's message.
fn the_contradiction(csv: &str, english: &str, lang: &str, written: &str) -> (Finding, String) {
    let findings = translation_findings(csv, english, lang, written);
    let said = describe(&findings);
    let finding = findings
        .into_iter()
        .find(|f| f.kind == FindingKind::NumberContradictsData && f.is_error())
        .unwrap_or_else(|| panic!("{lang} {written}: {said}"));
    (finding, said)
}

fn the_source_sentence_names_the_data_a_translations_added_figure_speaks_of() {
    // The translated sentence names nothing of the data ("frugal: only 16 W"); the English
    // sentence it renders names the active power, which the data measured at 17 W.
    added_power_is_read_against_the_data(
        "The drive is frugal with its active power.",
        [
            ("fr", "Le disque est sobre : {watts} W seulement."),
            ("pl", "Dysk jest oszczędny: tylko {watts} W."),
            ("de", "Das Laufwerk ist sparsam: nur {watts} W."),
        ],
    );
    // Where the English sentence names nothing of the data either, the added figure is only
    // unexplained.
    let findings = translation_findings(
        "model,power-active [W]\nSN630,17\n",
        "The drive is frugal.",
        "fr",
        "Le disque est sobre : 16 W seulement.",
    );
    assert!(
        findings.iter().all(|f| f.kind != FindingKind::NumberContradictsData && !f.is_error()),
        "{}",
        describe(&findings)
    );
}

fn the_expected_value_is_the_one_a_slip_of_the_digits_explains_or_none() {
    // Three results the sentence speaks of alike (transactions per second). `4295` is nearest 4,273
    // but two digits exchanged of 4,259: that is the one expected. `4400` is none of them and
    // about as near two: no `expected`, as a wrong one would mislead.
    let csv = "model,tps [TPS]\nBIG-A,4273\nBIG-B,4259\nBIG-C,3625\n";
    let english = "The last one trails the others in transactions per second.";
    for (lang, sentence, slip, open) in [
        ("fr", "Le dernier reste derrière en transactions : {tps} TPS.", "4 295", "4 400"),
        ("pl", "Ostatni zostaje w tyle w transakcjach: {tps} TPS.", "4295", "4400"),
        ("de", "Der letzte bleibt bei den Transaktionen zurück: {tps} TPS.", "4.295", "4.400"),
    ] {
        let expected_of = |figure: &str| {
            let written = sentence.replace("{tps}", figure);
            let (finding, _) = the_contradiction(csv, english, lang, &written);
            finding.expected.map(|e| e.replace(['\u{a0}', '\u{202f}', ' ', '.'], ""))
        };
        assert_eq!(expected_of(slip).as_deref(), Some("4259TPS"), "{lang}");
        assert_eq!(expected_of(open), None, "{lang}");
    }
}

fn the_expected_value_is_of_the_row_the_sentence_quotes() {
    // The sentence's IOPS are the BIG-A's: its `0,98 ms` was meant for the BIG-A's 0.88 ms,
    // though the BIG-B's 1 ms is nearer.
    let csv = "model,iops [IOPS],latency [ms]\nBIG-A,361923,0.88\nBIG-B,227342,1\n";
    let english = "Both stay fast in random reads, at a low latency.";
    for (lang, written, expected) in [
        ("fr", "Les deux restent rapides : 361 923 IOPS et 0,98 ms de latence.", "0,88\u{a0}ms"),
        ("pl", "Oba pozostają szybkie: 361 923 IOPS i 0,98 ms opóźnienia.", "0,88\u{a0}ms"),
        ("de", "Beide bleiben schnell: 361.923 IOPS und 0,98 ms Latenz.", "0,88\u{a0}ms"),
    ] {
        let (finding, said) = the_contradiction(csv, english, lang, written);
        assert_eq!(finding.text.as_deref(), Some("0,98 ms"), "{lang}: {said}");
        assert_eq!(finding.expected.as_deref(), Some(expected), "{lang}: {said}");
    }
    // Two rows compared: the figure is not the one the sentence quotes (`361 923 contre 272 342
    // IOPS`), but the other row's, 227,342.
    let written = "Les deux restent rapides : 361 923 contre 272 342 IOPS.";
    let (finding, said) = the_contradiction(csv, english, "fr", written);
    assert_eq!(finding.expected.as_deref(), Some("227\u{202f}342\u{a0}IOPS"), "{said}");
}

fn the_datas_digits_with_another_unit_are_a_contradiction() {
    // `0,88 µs` for the BIG-A's 0.88 ms: the unit changed, in a sentence that quotes the
    // BIG-A's IOPS; `261 µs` for the BIG-B's 261 ms, named by the English sentence.
    let csv = "model,iops [IOPS],latency [ms]\nBIG-A,361923,0.88\nBIG-B,227342,261\n";
    let english = "Both stay fast in random reads, at a low latency.";
    for (lang, written, wrong, expected) in [
        (
            "fr",
            "Les deux restent rapides : 361 923 IOPS et 0,88 µs de latence.",
            "0,88 µs",
            "0,88\u{a0}ms",
        ),
        (
            "pl",
            "Oba pozostają szybkie: 361 923 IOPS i 0,88 µs opóźnienia.",
            "0,88 µs",
            "0,88\u{a0}ms",
        ),
        ("de", "Beide bleiben schnell, mit 261 µs.", "261 µs", "261\u{a0}ms"),
    ] {
        let (finding, said) = the_contradiction(csv, english, lang, written);
        assert_eq!(finding.text.as_deref(), Some(wrong), "{lang}: {said}");
        assert_eq!(finding.expected.as_deref(), Some(expected), "{lang}: {said}");
    }
}

fn captions_are_compared_whatever_order_the_file_writes_them_in() {
    // Captions are read in their keys' order (`results`, then `sql`); the files write `sql`
    // first. A count changed in a caption is found, at its own line.
    for (lang, caption) in
        [("fr", "SQL Server, 9 VM"), ("pl", "SQL Server, 9 maszyn"), ("de", "SQL Server, 9 VMs")]
    {
        let site = review_with_table("results", "model,power-active [W]\nSN630,17\n", &[]);
        site.write(
            &in_review("index.en.md"),
            "+++\ntitle = \"Power\"\ndate = 2019-03-05\n\n[captions]\nsql = \"SQL Server, four VMs\"\nresults = \"Active power\"\n+++\n\nThe drive is frugal.\n",
        );
        site.write(
            &in_review(&format!("index.{lang}.md")),
            &format!("+++\ntitle = \"Power\"\n\n[captions]\nsql = \"{caption}\"\nresults = \"Power\"\n+++\n\nFrugal.\n"),
        );
        let findings = findings_on_the_page(&site, lang);
        let error = findings
            .iter()
            .find(|f| f.is_error() && f.text.as_deref().is_some_and(|t| t.starts_with('9')))
            .unwrap_or_else(|| panic!("{lang}: {}", describe(&findings)));
        assert_eq!(error.line, Some(5), "{lang}: {}", describe(&findings));
        assert!(error.message.contains("index.en.md:6"), "{lang}: {}", error.message);
    }
}
