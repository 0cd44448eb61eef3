//! `iopress check`: fixture sites with one planted fault each, found at the right file, line
//! and column with the right kind; the example site passes; the command's output and exit
//! codes.

use crate::common;

use std::path::Path;
use std::process::Command;

use crate::common::{Fixture, REPO};
use iopress::check::{check_site, CheckOptions, Finding, FindingKind};
use iopress::Severity;

/// The fixture's languages (English, French, Polish) and Spanish.
const SPANISH: &str = "\n[[languages]]\ncode = \"es\"\nname = \"Español\"\ntitle = \"Banco\"\n";

/// A review in English (the source), French and Spanish, with a TPS table (an aggregate of
/// 12,472.8 from four VMs of 3,118.2) and a load-curve peak of 250,209 IOPS.
fn site() -> Fixture {
    let fixture = Fixture::with_review();
    fixture.write("site.toml", &format!("{}{SPANISH}", common::SITE_TOML));
    fixture.write("content/reviews/sn630/sql.csv", "vm,tps [TPS],latency-avg [ms]\naggregate,12472.8,14.75\nvm1,3118.2,14.7\nvm2,3118.2,14.8\nvm3,3118.2,14.7\nvm4,3118.2,14.8\n");
    fixture.write("content/reviews/sn630/vdbench.csv", "workload,peak-iops [IOPS],peak-latency [ms],sub-ms-until [IOPS]\nrand-read-4k,250209,1.2,200000\n");
    let data =
        std::fs::read_to_string(fixture.root().join("content/reviews/sn630/data.toml")).unwrap();
    fixture.write(
        "content/reviews/sn630/data.toml",
        &format!("{data}\n[[table]]\nid = \"vdbench\"\nfile = \"vdbench.csv\"\nfamily = \"load-curve\"\nprotocol = \"vdbench-peaks\"\nrig = \"bigtwin\"\n"),
    );
    let protocols = std::fs::read_to_string(fixture.root().join("content/protocols.toml")).unwrap();
    fixture.write(
        "content/protocols.toml",
        &format!("{protocols}\n[[protocol]]\nid = \"vdbench-peaks\"\nname = \"vdbench\"\n"),
    );
    fixture.write("content/reviews/sn630/index.en.md", &english(CONCLUSION));
    fixture.write("content/reviews/sn630/index.fr.md", &french(FRENCH_RESULTS));
    fixture.write("content/reviews/sn630/index.es.md", &spanish("alcanzaron 12.472,8 TPS"));
    fixture
}

const CONCLUSION: &str = "In short, random reads peaked at 250K IOPS.";

fn english(conclusion: &str) -> String {
    format!(
        "+++\ntitle = \"SN630 in vSAN 6.7 U1\"\ndate = 2019-03-05\ndrives = [\"wd-sn630\"]\n\n[disclosure]\nkind = \"commissioned\"\nby = \"Western Digital\"\n+++\n\n\
## Results\n\n\
The four VMs together reached 12,472.8 TPS. One VM alone reached 3,118.2 TPS.\n\n\
The SN630 sat in an R740xd with PCIe 3.0 x4 links since 2019, running SQL 90-10 on 3D NAND.\n\n\
## Conclusion\n\n{conclusion}\n"
    )
}

const FRENCH_RESULTS: &str =
    "Ensemble, les quatre VM atteignent 12 472,8 TPS. Une VM seule atteint 3 118,2 TPS.";

fn french(results: &str) -> String {
    format!(
        "+++\ntitle = \"Le SN630 sous vSAN 6.7 U1\"\n+++\n\n\
## Résultats\n\n{results}\n\n\
Le SN630 était installé dans un R740xd avec des liens PCIe 3.0 x4 depuis 2019, sous SQL 90-10 en NAND 3D.\n\n\
## Conclusion\n\nEn bref, les lectures aléatoires culminent à 250K IOPS.\n"
    )
}

fn spanish(figure: &str) -> String {
    format!(
        "+++\ntitle = \"El SN630 en vSAN 6.7 U1\"\n+++\n\n\
## Resultados\n\nLas cuatro VM juntas {figure}. Una sola VM alcanzó 3.118,2 TPS.\n\n\
El SN630 estaba en un R740xd con enlaces PCIe 3.0 x4 desde 2019, con SQL 90-10 en NAND 3D.\n\n\
## Conclusión\n\nEn resumen, las lecturas aleatorias alcanzaron un máximo de 250K IOPS.\n"
    )
}

fn check(fixture: &Fixture) -> Vec<Finding> {
    check_site(fixture.root(), &CheckOptions::default()).findings
}

/// (file, line, column, kind) of every finding about prose, links or strings.
fn positions(findings: &[Finding]) -> Vec<(String, usize, usize, FindingKind)> {
    findings
        .iter()
        .filter(|f| !is_data_kind(f.kind))
        .map(|f| {
            (
                f.file.as_ref().map(|p| p.display().to_string()).unwrap_or_default(),
                f.line.unwrap_or(0),
                f.column.unwrap_or(0),
                f.kind,
            )
        })
        .collect()
}

fn is_data_kind(kind: FindingKind) -> bool {
    matches!(
        kind,
        FindingKind::DataThroughput
            | FindingKind::DataAggregate
            | FindingKind::DataPercentile
            | FindingKind::DataLoadOrder
            | FindingKind::DataUnits
            | FindingKind::DataUnused
            | FindingKind::RankingAlone
            | FindingKind::RigClass
            | FindingKind::UnknownDrive
    )
}

const FR: &str = "content/reviews/sn630/index.fr.md";
const ES: &str = "content/reviews/sn630/index.es.md";
const EN: &str = "content/reviews/sn630/index.en.md";

fn a_faithful_translation_with_versions_models_years_and_ranges_passes() {
    let fixture = site();
    let findings = check(&fixture);
    assert_eq!(positions(&findings), [], "{findings:#?}");
}

fn two_figures_swapped_in_a_french_paragraph_are_both_reported() {
    let fixture = site();
    fixture.write(
        FR,
        &french(
            "Ensemble, les quatre VM atteignent 3 118,2 TPS. Une VM seule atteint 12 472,8 TPS.",
        ),
    );
    let findings = check(&fixture);
    assert_eq!(
        positions(&findings),
        [
            (FR.into(), 7, 36, FindingKind::NumberMoved),
            (FR.into(), 7, 70, FindingKind::NumberMoved)
        ],
        "{findings:#?}"
    );
    assert_eq!(findings[0].text.as_deref(), Some("3 118,2 TPS"));
    // The figure that belongs there, as French writes it.
    assert_eq!(findings[0].expected.as_deref(), Some("12\u{202f}472,8\u{a0}TPS"));
    assert_eq!(
        findings[0].message,
        "`3 118,2 TPS` stands where the English text has `12,472.8 TPS` (index.en.md:13)"
    );
    assert!(findings.iter().all(|f| f.severity == Severity::Error));
}

fn with_paragraphs_split_in_translation_figures_are_compared_by_section() {
    let fixture = site();
    // The French splits the results paragraph in two: no finding.
    let split =
        "Ensemble, les quatre VM atteignent 12 472,8 TPS.\n\nUne VM seule atteint 3 118,2 TPS.";
    fixture.write(FR, &french(split));
    assert_eq!(positions(&check(&fixture)), []);
    // …and moves a figure of the results into the conclusion, and back.
    let moved = french(
        "Ensemble, les quatre VM atteignent 12 472,8 TPS.\n\nUne VM seule atteint 250K IOPS.",
    )
    .replace("culminent à 250K IOPS", "culminent à 3 118,2 TPS");
    fixture.write(FR, &moved);
    let findings = check(&fixture);
    let errors: Vec<_> =
        positions(&findings).into_iter().filter(|p| p.3 != FindingKind::NumberMissing).collect();
    assert_eq!(
        errors,
        [
            (FR.into(), 9, 22, FindingKind::NumberMoved),
            (FR.into(), 15, 46, FindingKind::NumberMoved)
        ],
        "{findings:#?}"
    );
    let moved: Vec<&str> = findings
        .iter()
        .filter(|f| f.kind == FindingKind::NumberMoved)
        .map(|f| f.message.as_str())
        .collect();
    assert_eq!(
        moved,
        [
            "`250K IOPS` stands where the English text has `3,118.2 TPS` (index.en.md:13)",
            "`3 118,2 TPS` stands where the English text has `250K IOPS` (index.en.md:19)"
        ]
    );
}

fn an_xnumx_is_debris_and_the_lost_figure_is_missing() {
    let fixture = site();
    fixture.write(
        FR,
        &french("Ensemble, les quatre VM atteignent XNUMX TPS. Une VM seule atteint 3 118,2 TPS."),
    );
    let findings = check(&fixture);
    assert_eq!(
        positions(&findings),
        [
            (FR.into(), 7, 1, FindingKind::NumberMissing),
            (FR.into(), 7, 36, FindingKind::NumberDebris)
        ],
        "{findings:#?}"
    );
    let debris = &findings[1];
    assert_eq!((debris.severity, debris.text.as_deref()), (Severity::Error, Some("XNUMX")));
    let missing = &findings[0];
    assert_eq!(
        (missing.severity, missing.expected.as_deref()),
        (Severity::Warning, Some("12\u{202f}472,8\u{a0}TPS"))
    );
    assert_eq!(
        missing.message,
        "`12,472.8 TPS` of the English text (index.en.md:13) is not in this translation"
    );
}

fn front_matter_prose_is_read_too() {
    let fixture = site();
    let text = french(FRENCH_RESULTS).replace(
        "title = \"Le SN630 sous vSAN 6.7 U1\"\n",
        "title = \"Le SN630 sous vSAN 6.7 U1\"\nsummary = \"Un pic à XNUMX IOPS.\"\n",
    );
    fixture.write(FR, &text);
    let findings = check(&fixture);
    assert_eq!(
        positions(&findings),
        [(FR.into(), 3, 21, FindingKind::NumberDebris)],
        "{findings:#?}"
    );
}

fn compact_figures_are_read_with_each_languages_cldr_suffixes() {
    let fixture = site();
    // French CLDR writes thousands `k` after a space, Spanish `mil`: both are 250K, and 250,209.
    let text = french(FRENCH_RESULTS).replace("250K IOPS", "250\u{202f}k IOPS");
    fixture.write(FR, &text);
    fixture.write(ES, &spanish("alcanzaron 12.472,8 TPS").replace("250K IOPS", "250 mil IOPS"));
    let findings = check(&fixture);
    assert_eq!(positions(&findings), [], "{findings:#?}");

    // A wrong compact figure is still wrong.
    fixture.write(FR, &french(FRENCH_RESULTS).replace("250K IOPS", "205\u{202f}k IOPS"));
    let findings = check(&fixture);
    let found: Vec<_> =
        positions(&findings).into_iter().filter(|p| p.3 == FindingKind::NumberUnmatched).collect();
    assert_eq!(found.len(), 1, "{findings:#?}");
    assert_eq!(
        findings.iter().find(|f| f.kind == FindingKind::NumberUnmatched).unwrap().text.as_deref(),
        Some("205\u{202f}k IOPS")
    );
}

fn figures_run_together_are_debris() {
    let fixture = site();
    fixture.write(FR, &french("Ensemble, les quatre VM atteignent 12 472,8 3 118,2 TPS. Une VM seule atteint 3 118,2 TPS."));
    let findings = check(&fixture);
    let debris: Vec<_> =
        positions(&findings).into_iter().filter(|p| p.3 == FindingKind::NumberDebris).collect();
    assert_eq!(debris, [(FR.into(), 7, 36, FindingKind::NumberDebris)], "{findings:#?}");
}

fn a_mistyped_spanish_figure_is_neither_in_the_source_nor_in_the_data() {
    let fixture = site();
    fixture.write(ES, &spanish("alcanzaron 12.427,8 TPS"));
    let findings = check(&fixture);
    assert_eq!(
        positions(&findings),
        [
            (ES.into(), 7, 1, FindingKind::NumberMissing),
            (ES.into(), 7, 33, FindingKind::NumberUnmatched)
        ],
        "{findings:#?}"
    );
    let unmatched = findings.iter().find(|f| f.kind == FindingKind::NumberUnmatched).unwrap();
    assert_eq!(unmatched.text.as_deref(), Some("12.427,8 TPS"));
    assert_eq!(unmatched.expected.as_deref(), Some("12.472,8\u{a0}TPS"));
    assert_eq!(
        unmatched.message,
        "`12.427,8 TPS` stands where the English text has `12,472.8 TPS` (index.en.md:13)"
    );
    assert_eq!(unmatched.severity, Severity::Error);
}

fn an_english_conclusion_that_contradicts_its_data_is_an_error() {
    let fixture = site();
    fixture.write(EN, &english("In short, random reads peaked at 220K IOPS."));
    let findings = check(&fixture);
    let found: Vec<_> = positions(&findings).into_iter().filter(|p| p.0 == EN).collect();
    assert_eq!(found, [(EN.into(), 19, 34, FindingKind::NumberContradictsData)], "{findings:#?}");
    let finding = findings.iter().find(|f| f.kind == FindingKind::NumberContradictsData).unwrap();
    assert_eq!(finding.text.as_deref(), Some("220K IOPS"));
    assert_eq!(finding.expected.as_deref(), Some("250,209\u{a0}IOPS"));
    assert!(finding.message.contains("vdbench.csv, line 2"), "{}", finding.message);
    // The translations say 250K, which the data rounds to: they are not wrong, but they no
    // longer match their source.
    assert!(!findings.iter().any(|f| f.kind == FindingKind::NumberUnmatched), "{findings:#?}");
}

fn a_contradiction_is_found_among_several_figures_of_one_sentence() {
    // The pattern of the SN630 seed's conclusion: one sentence, a figure per workload, one of
    // them (boot) not what the body measured. Data marked `~` is approximate.
    let fixture = site();
    fixture.write(
        "content/reviews/sn630/vdbench.csv",
        "workload,peak-iops [IOPS],peak-latency [ms],sub-ms-until [IOPS]\n\
rand-read-4k,250209,1.2,200000\n\
vdi-fc-boot,250209,4.04,~85000\n\
vdi-fc-initial-login,~129000,4.2,\n\
vdi-fc-monday-login,108611,2.22,\n\
vdi-lc-boot,214327,2.34,\n",
    );
    let conclusion = "In short, random reads peaked at 250K IOPS. With full clones the VDI tests gave 220K IOPS at boot, \
129K IOPS at initial login and 109K IOPS at Monday login; with linked clones, 214K IOPS at boot.";
    fixture.write(EN, &english(conclusion));
    let findings = check(&fixture);
    let found: Vec<_> = positions(&findings).into_iter().filter(|p| p.0 == EN).collect();
    assert_eq!(found, [(EN.into(), 19, 81, FindingKind::NumberContradictsData)], "{findings:#?}");
    let finding = findings.iter().find(|f| f.kind == FindingKind::NumberContradictsData).unwrap();
    assert_eq!(
        (finding.text.as_deref(), finding.expected.as_deref()),
        (Some("220K IOPS"), Some("250,209\u{a0}IOPS"))
    );
    assert!(finding.message.contains("vdbench.csv, line 3"), "{}", finding.message);
}

fn a_number_written_the_english_way_in_french_is_a_format_error() {
    let fixture = site();
    fixture.write(
        FR,
        &french(
            "Ensemble, les quatre VM atteignent 12,472.8 TPS. Une VM seule atteint 3 118,2 TPS.",
        ),
    );
    let findings = check(&fixture);
    assert_eq!(
        positions(&findings),
        [(FR.into(), 7, 36, FindingKind::NumberFormat)],
        "{findings:#?}"
    );
    assert_eq!(findings[0].expected.as_deref(), Some("12\u{202f}472,8\u{a0}TPS"));
}

fn an_anchor_that_names_nothing_in_a_language_is_reported() {
    let fixture = site();
    // The French heading is "Résultats": its id is `résultats`, not the English `results`.
    let text = french(FRENCH_RESULTS).replace("## Conclusion\n\n", "## Conclusion\n\nVoir [les résultats](#results) et [ceux-ci](@/reviews/sn630#résultats).\n\n");
    fixture.write(FR, &text);
    let findings = check(&fixture);
    assert_eq!(
        positions(&findings),
        [(FR.into(), 13, 6, FindingKind::BrokenAnchor)],
        "{findings:#?}"
    );
    assert_eq!(findings[0].severity, Severity::Error);
    assert_eq!(findings[0].text.as_deref(), Some("#results"));
}

fn a_link_to_a_page_not_published_in_the_language_is_reported() {
    let fixture = site();
    let config = std::fs::read_to_string(fixture.root().join("site.toml")).unwrap();
    fixture.write(
        "site.toml",
        &config.replace(
            "default_language = \"en\"",
            "default_language = \"en\"\nmissing_translations = \"omit\"",
        ),
    );
    fixture.write(
        "content/reviews/other/index.en.md",
        "+++\ntitle = \"Other\"\ndate = 2020-01-01\n+++\n\nText.\n",
    );
    let text = french(FRENCH_RESULTS)
        .replace("## Conclusion\n\n", "## Conclusion\n\nVoir [l'autre](@/reviews/other).\n\n");
    fixture.write(FR, &text);
    let findings = check(&fixture);
    let links: Vec<_> =
        positions(&findings).into_iter().filter(|p| p.3 == FindingKind::BrokenLink).collect();
    assert_eq!(links, [(FR.into(), 13, 6, FindingKind::BrokenLink)], "{findings:#?}");
}

fn a_ui_string_missing_in_a_language_is_a_warning_and_in_the_coverage() {
    let fixture = site();
    let ui = fixture.root().join("themes/default/i18n/fr/ui.ftl");
    let text = std::fs::read_to_string(&ui).unwrap();
    let without: String =
        text.lines().filter(|l| !l.starts_with("nav-home =")).map(|l| format!("{l}\n")).collect();
    assert_ne!(without, text, "the fixture removes a message");
    std::fs::write(&ui, without).unwrap();
    let report = check_site(fixture.root(), &CheckOptions::default());
    let missing: Vec<&Finding> =
        report.findings.iter().filter(|f| f.kind == FindingKind::MissingString).collect();
    assert_eq!(missing.len(), 1, "{:#?}", report.findings);
    assert!(missing[0].message.contains("nav-home"), "{}", missing[0].message);
    assert_eq!(missing[0].file.as_deref(), Some(Path::new("i18n/fr/ui.ftl")));
    let coverage = report.coverage.expect("the site loaded");
    assert_eq!(
        coverage.missing_strings["fr"].iter().map(|(id, _)| id.as_str()).collect::<Vec<_>>(),
        ["nav-home"]
    );
    assert!(
        coverage
            .to_table()
            .lines()
            .any(|l| l.trim_start().starts_with("fr") && l.trim_end().ends_with(" 1")),
        "{}",
        coverage.to_table()
    );
}

fn many_missing_ui_strings_are_one_short_line_and_all_in_the_json() {
    // A language just added lacks a whole file: the warning names the first few, says how
    // many more, with paths from the site's root; the JSON coverage lists every one.
    let fixture = site();
    let ui = fixture.root().join("themes/default/i18n/fr/ui.ftl");
    let kept: String = std::fs::read_to_string(&ui)
        .unwrap()
        .lines()
        .filter(|l| l.starts_with('#') || l.starts_with("nav-home ="))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&ui, kept).unwrap();
    let report = check_site(fixture.root(), &CheckOptions::default());
    let warning = report
        .findings
        .iter()
        .find(|f| f.kind == FindingKind::MissingString)
        .unwrap_or_else(|| panic!("no missing-string warning: {:#?}", report.findings));
    let missing = report.coverage.as_ref().unwrap().missing_strings["fr"].len();
    assert!(missing > 20, "the fixture leaves most of ui.ftl out: {missing}");
    let root = fixture.root().display().to_string();
    assert!(
        warning.message.ends_with(&format!(" and {} more", missing - 3))
            && warning.message.contains("of themes/default/i18n/en/ui.ftl")
            && !warning.message.contains(&root)
            && warning.message.len() < 300,
        "{}",
        warning.message
    );
    assert_eq!(warning.expected, None);
    let help = warning.help.as_deref().unwrap();
    assert!(help.contains("i18n/fr/ui.ftl") && !help.contains(&root), "{help}");
    assert!(help.contains("--format json"), "{help}");
}

fn what_build_rejects_is_reported_with_file_and_line() {
    let fixture = site();
    fixture.write(FR, "+++\ntitle = \"Le SN630\"\nsummary = Quatre nœuds.\n+++\n\nTexte.\n");
    let findings = check(&fixture);
    let build: Vec<&Finding> = findings
        .iter()
        .filter(|f| f.kind == FindingKind::Build && f.severity == Severity::Error)
        .collect();
    assert!(!build.is_empty(), "{findings:#?}");
    assert_eq!(
        (build[0].file.as_deref(), build[0].line),
        (Some(Path::new(FR)), Some(3)),
        "{:#?}",
        build[0]
    );
}

fn the_example_site_has_no_findings_about_its_prose_links_or_strings() {
    let report = check_site(Path::new(REPO), &CheckOptions::default());
    assert_eq!(positions(&report.findings), [], "{:#?}", report.findings);
    assert_eq!(report.errors(), 0, "{:#?}", report.findings);
}

fn iopress(args: &[&str]) -> (i32, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_iopress")).args(args).output().unwrap();
    (output.status.code().unwrap_or(-1), String::from_utf8_lossy(&output.stdout).into_owned())
}

fn the_command_exits_1_on_errors_and_prints_json_in_its_schema() {
    let fixture = site();
    fixture.write(
        FR,
        &french("Ensemble, les quatre VM atteignent XNUMX TPS. Une VM seule atteint 3 118,2 TPS."),
    );
    let root = fixture.root().to_str().unwrap();
    let (code, human) = iopress(&["check", "--root", root]);
    assert_eq!(code, 1, "{human}");
    assert!(human.contains("content/reviews/sn630/index.fr.md\n"), "{human}");
    assert!(human.contains("7:36  error    number-debris"), "{human}");
    assert!(human.contains("check failed: 1 error(s), 1 warning(s)"), "{human}");

    let (code, json) = iopress(&["check", "--root", root, "--format", "json"]);
    assert_eq!(code, 1);
    let value: serde_json::Value = serde_json::from_str(&json).expect("one JSON object");
    assert_eq!(value["schema"], 1);
    assert_eq!(value["summary"]["errors"], 1);
    assert_eq!(value["summary"]["passed"], false);
    let debris = value["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["kind"] == "number-debris")
        .expect("the debris");
    assert_eq!(debris["severity"], "error");
    assert_eq!(debris["file"], FR);
    assert_eq!((debris["line"].as_u64(), debris["column"].as_u64()), (Some(7), Some(36)));
    assert_eq!(debris["text"], "XNUMX");
    assert!(value["coverage"]["languages"].as_array().is_some_and(|l| l.len() == 4));
}

fn warnings_alone_pass_unless_denied() {
    let fixture = site();
    // The French text drops the per-VM figure: a warning only.
    fixture.write(
        FR,
        &french(
            "Ensemble, les quatre VM atteignent 12 472,8 TPS. Une VM seule fait un quart de cela.",
        ),
    );
    let root = fixture.root().to_str().unwrap();
    let (code, human) = iopress(&["check", "--root", root]);
    assert_eq!(code, 0, "{human}");
    assert!(human.contains("number-missing"), "{human}");
    let (code, _) = iopress(&["check", "--root", root, "--deny-warnings"]);
    assert_eq!(code, 1);
    let (code, _) =
        iopress(&["check", "--root", site().root().to_str().unwrap(), "--deny-warnings"]);
    assert_eq!(code, 0, "a clean site passes with warnings denied");
}

/// A German translation of the fixture's review, its results sentence given.
fn german(results: &str) -> String {
    format!(
        "+++\ntitle = \"Die SN630 unter vSAN 6.7 U1\"\n+++\n\n\
## Ergebnisse\n\n{results}\n\n\
Die SN630 steckte seit 2019 in einem R740xd mit PCIe 3.0 x4, unter SQL 90-10 auf 3D-NAND.\n\n\
## Fazit\n\nKurz gesagt erreichten zufällige Lesezugriffe 250K IOPS.\n"
    )
}

fn any_cldr_locale_reads_numbers_its_own_way_and_flags_the_english_way() {
    // German is not one of the theme's languages: its separators still come from CLDR.
    let fixture = site();
    fixture.write(
        "site.toml",
        &format!(
            "{}{SPANISH}\n[[languages]]\ncode = \"de\"\nname = \"Deutsch\"\ntitle = \"Bank\"\n",
            common::SITE_TOML
        ),
    );
    const DE: &str = "content/reviews/sn630/index.de.md";
    fixture.write(
        DE,
        &german(
            "Zusammen erreichten die vier VMs 12.472,8 TPS. Eine VM allein erreichte 3118,2 TPS.",
        ),
    );
    let prose_errors = |findings: &[Finding]| -> Vec<(String, usize, usize, FindingKind)> {
        positions(findings)
            .into_iter()
            .filter(|p| {
                p.0 == DE && p.3 != FindingKind::MissingString && p.3 != FindingKind::MissingPage
            })
            .collect()
    };
    assert_eq!(prose_errors(&check(&fixture)), [], "German written the German way passes");

    // `12.5`-style decimals and `3,118.2`-style grouping are English: a German reader misreads them.
    fixture.write(
        DE,
        &german(
            "Zusammen erreichten die vier VMs 12,472.8 TPS. Eine VM allein erreichte 3118.2 TPS.",
        ),
    );
    let findings = check(&fixture);
    assert_eq!(
        prose_errors(&findings),
        [
            (DE.into(), 7, 34, FindingKind::NumberFormat),
            (DE.into(), 7, 73, FindingKind::NumberFormat)
        ],
        "{findings:#?}"
    );
    let expected: Vec<&str> = findings
        .iter()
        .filter(|f| f.kind == FindingKind::NumberFormat)
        .filter_map(|f| f.expected.as_deref())
        .collect();
    assert_eq!(expected, ["12.472,8\u{a0}TPS", "3.118,2\u{a0}TPS"]);
}

fn english_digits_with_one_separator_are_a_format_error_in_french() {
    let fixture = site();
    fixture.write(FR, &french("Ensemble, les quatre VM atteignent 12 472,8 TPS. Une VM seule atteint 3118.2 TPS, soit 1,500 fois moins."));
    let findings = check(&fixture);
    let format: Vec<(&str, &str)> = findings
        .iter()
        .filter(|f| f.kind == FindingKind::NumberFormat)
        .map(|f| (f.text.as_deref().unwrap_or(""), f.expected.as_deref().unwrap_or("")))
        .collect();
    assert_eq!(format, [("3118.2 TPS", "3\u{202f}118,2\u{a0}TPS")], "{findings:#?}");
}

fn a_figure_shifted_into_another_slot_is_reported_with_the_figure_expected_there() {
    // The pattern of the French seed: `culminant à 387,937 7.5 IOPS avec une latence de 1 ms`.
    let fixture = site();
    fixture.write("content/reviews/sn630/vdbench.csv", "workload,peak-iops [IOPS],peak-latency [ms],sub-ms-until [IOPS]\nrand-read-4k,250209,7.5,200000\n");
    fixture.write(EN, &english("Random reads peaked at 250,209 IOPS with a latency of 7.5ms."));
    fixture.write(
        FR,
        &french(FRENCH_RESULTS).replace(
            "En bref, les lectures aléatoires culminent à 250K IOPS.",
            "Les lectures aléatoires culminent à 250 209 7,5 IOPS avec une latence de 1 ms.",
        ),
    );
    let findings = check(&fixture);
    let errors: Vec<&Finding> = findings
        .iter()
        .filter(|f| f.file.as_deref() == Some(Path::new(FR)) && f.is_error())
        .collect();
    let summary: Vec<(FindingKind, &str, Option<&str>)> = errors
        .iter()
        .map(|f| (f.kind, f.text.as_deref().unwrap_or(""), f.expected.as_deref()))
        .collect();
    assert!(
        summary.contains(&(FindingKind::NumberDebris, "250 209 7,5 IOPS", None)),
        "{summary:#?}"
    );
    assert!(
        summary.contains(&(FindingKind::NumberUnmatched, "1 ms", Some("7,5\u{a0}ms"))),
        "{summary:#?}"
    );
    let slot = errors.iter().find(|f| f.text.as_deref() == Some("1 ms")).unwrap();
    assert_eq!(slot.message, "`1 ms` stands where the English text has `7.5ms` (index.en.md:19)");
}

fn translations_that_merge_paragraphs_and_drop_a_heading_are_still_compared() {
    let fixture = site();
    // The French merges the results with the next paragraph, drops the conclusion's heading,
    // and swaps the two figures of the results.
    let merged = "+++\ntitle = \"Le SN630 sous vSAN 6.7 U1\"\n+++\n\n## Résultats\n\n\
Ensemble, les quatre VM atteignent 3 118,2 TPS. Une VM seule atteint 12 472,8 TPS. Le SN630 était installé dans un R740xd avec des liens PCIe 3.0 x4 depuis 2019, sous SQL 90-10 en NAND 3D.\n\n\
En bref, les lectures aléatoires culminent à 250K IOPS.\n\n\
Nous avons aussi mesuré 777 TPS sur une VM de plus.\n";
    fixture.write(FR, merged);
    let findings = check(&fixture);
    let fr: Vec<(usize, FindingKind)> = findings
        .iter()
        .filter(|f| f.file.as_deref() == Some(Path::new(FR)))
        .map(|f| (f.line.unwrap_or(0), f.kind))
        .collect();
    assert!(fr.contains(&(7, FindingKind::NumberMoved)), "the swap is found: {findings:#?}");
    // A paragraph with a figure that translates nothing of the source is said to be so.
    assert!(fr.contains(&(11, FindingKind::TextUnaligned)), "{findings:#?}");
    assert!(fr.contains(&(11, FindingKind::NumberUnmatched)), "{findings:#?}");
}

fn names_and_counts_moved_by_a_translation_are_reported() {
    let fixture = site();
    // `SN2019` and `R740` are not the source's names; the count of four VMs became eight.
    fixture.write(
        FR,
        &french("Ensemble, les huit VM atteignent 12 472,8 TPS. Une VM seule atteint 3 118,2 TPS.")
            .replace(
                "Le SN630 était installé dans un R740xd",
                "Le SN2019 était installé dans un R740",
            )
            .replace("Ensemble, les huit VM", "Ensemble, les 8 VM"),
    );
    let findings = check(&fixture);
    let texts: Vec<(FindingKind, &str)> = findings
        .iter()
        .filter(|f| f.is_error())
        .map(|f| (f.kind, f.text.as_deref().unwrap_or("")))
        .collect();
    assert!(texts.contains(&(FindingKind::NameUnmatched, "SN2019")), "{texts:?}");
    assert!(texts.contains(&(FindingKind::NameUnmatched, "R740")), "{texts:?}");
    assert!(texts.contains(&(FindingKind::NumberUnmatched, "8 VM")), "{texts:?}");
}

fn a_front_matter_string_is_located_at_its_own_line() {
    let fixture = site();
    // "XNUMX" is in the title too: the pro's debris is found at the pro, not in the title.
    let text = french(FRENCH_RESULTS).replace(
        "title = \"Le SN630 sous vSAN 6.7 U1\"\n",
        "title = \"Le SN630 sous vSAN 6.7 U1, XNUMX\"\npros = [\n  \"Rapide\",\n  \"XNUMX\",\n]\n",
    );
    fixture.write(FR, &text);
    let findings = check(&fixture);
    let debris: Vec<(usize, usize)> = findings
        .iter()
        .filter(|f| f.kind == FindingKind::NumberDebris)
        .map(|f| (f.line.unwrap_or(0), f.column.unwrap_or(0)))
        .collect();
    assert_eq!(debris, [(2, 37), (5, 4)], "{findings:#?}");
}

/// The fixture's review in Japanese, with its results and `conclusion`; English gets
/// `english_conclusion`, which states counts, a name with its number apart and a block size.
fn japanese_site(conclusion: &str) -> Fixture {
    let fixture = site();
    fixture.write(
        "site.toml",
        &format!(
            "{}{SPANISH}\n[[languages]]\ncode = \"ja\"\nname = \"日本語\"\ntitle = \"ベンチ\"\n",
            common::SITE_TOML
        ),
    );
    fixture.write(
        EN,
        &english(
            "The cluster had four hosts with eight SSDs per node, 32 in all, and two 10GbE ports. \
Each host ran dual AMD EPYC 9554 64-core CPUs and held up to ten 2.5-inch drives. \
The NVMe 1.3 drives sat in 2.5-inch NVMe bays. \
In 4K random read, random reads peaked at 250K IOPS.",
        ),
    );
    fixture.write(
        JA,
        &format!(
            "+++\ntitle = \"vSAN 6.7 U1 での SN630\"\n+++\n\n\
## 結果\n\n4 台の VM の合計は 12,472.8 TPS に達しました。VM 1 台だけでは 3,118.2 TPS でした。\n\n\
SN630 は 2019 年から PCIe 3.0 x4 リンクの R740xd に搭載され、3D NAND 上で SQL 90-10 を実行しました。\n\n\
## 結論\n\n{conclusion}\n"
        ),
    );
    fixture
}

const JA: &str = "content/reviews/sn630/index.ja.md";

fn japanese_counters_render_the_sources_counts() {
    // Counters (`4 台`, `8 基`, `2 個`) give the English counts; `1 ノードあたり` renders "per
    // node"; the 10 of `10GbE`, the name `EPYC 9554`, the size `2.5 インチ` and the block size
    // `4K` are where the English has them. `NVMe 2.5` is no name: the English writes NVMe
    // alone too, and Japanese puts the size after it.
    let fixture = japanese_site(
        "クラスターは 4 台のホストで構成し、1 ノードあたり 8 基の SSD、合計 32 基と、2 個の 10GbE ポートを備えていました。\
各ホストはデュアル AMD EPYC 9554 64 コア CPU を搭載し、最大 10 台の 2.5 インチ ドライブを収容できました。\
NVMe 1.3 ドライブは NVMe 2.5 インチ ベイに収まりました。\
4K ランダム読み取りでは、ランダム読み取りが 250K IOPS でピークに達しました。",
    );
    let findings = check(&fixture);
    let errors: Vec<&Finding> = findings
        .iter()
        .filter(|f| f.is_error() && f.file.as_deref() == Some(Path::new(JA)))
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
}

fn japanese_counts_names_and_block_sizes_in_each_others_places_are_reported() {
    // What machine translation does: each number filled into the next slot of the English
    // word order.
    let fixture = japanese_site(
        "クラスターは 4 台のホストで構成し、ノードあたり 1 基の SSD、合計 32 基と、10 個の 2GbE ポートを備えていました。\
各ホストはデュアル AMD EPYC 64 9554 コア CPU を搭載し、最大 2.5 台の 10 インチ ドライブを収容できました。\
NVMe 1.3 ドライブは NVMe 2.5 インチ ベイに収まりました。\
250K ランダム読み取りでは、ランダム読み取りが 4K IOPS でピークに達しました。",
    );
    let findings = check(&fixture);
    let errors: Vec<(FindingKind, &str, Option<&str>)> = findings
        .iter()
        .filter(|f| f.is_error() && f.file.as_deref() == Some(Path::new(JA)))
        .map(|f| (f.kind, f.text.as_deref().unwrap_or(""), f.expected.as_deref()))
        .collect();
    // A 1 where the English says "per", while its eight SSDs are not given.
    assert!(errors.contains(&(FindingKind::NumberUnmatched, "1 基", Some("8"))), "{errors:#?}");
    // The 10 of 10GbE does not count things; ten ports are not two.
    assert!(errors.iter().any(|e| e.1 == "10 個"), "{errors:#?}");
    // A count is whole: the size took its place.
    assert!(errors.iter().any(|e| e.1 == "2.5 台"), "{errors:#?}");
    // The 64 of 64-core is not the EPYC's number.
    assert!(errors.contains(&(FindingKind::NameUnmatched, "64", Some("EPYC 9554"))), "{errors:#?}");
    assert!(
        !errors.iter().any(|e| e.0 == FindingKind::NameUnmatched && e.1 == "2.5"),
        "NVMe is written alone too: {errors:#?}"
    );
    // 250K stands where the block size 4K belongs, 4K IOPS where 250K IOPS does.
    assert!(errors.contains(&(FindingKind::NumberMoved, "250K", Some("4K"))), "{errors:#?}");
    assert!(errors.iter().any(|e| e.1 == "4K IOPS"), "{errors:#?}");
}

/// A theme whose drive page links its PDF whatever the build publishes (as the default theme
/// did): the link is dead after `iopress build`, and the check says so.
const DRIVE_LINKING_ITS_PDF: &str = "{% extends \"base.html\" %}\n{% block content %}\n<h1>{{ page.title }}</h1>\n<p><a href=\"{{ pdf_url }}\">PDF</a></p>\n{% endblock content %}\n";

fn a_link_to_a_pdf_the_output_will_not_hold_is_an_error() {
    let fixture = Fixture::with_review();
    let pdf_links = |findings: &[Finding]| -> Vec<(String, Option<usize>, String)> {
        findings
            .iter()
            .filter(|f| f.kind == FindingKind::BrokenLink && f.message.contains(".pdf"))
            .map(|f| {
                assert!(f.is_error(), "{f:#?}");
                (
                    f.file.as_ref().map(|p| p.display().to_string()).unwrap_or_default(),
                    f.line,
                    f.text.clone().unwrap_or_default(),
                )
            })
            .collect()
    };
    // The default theme links a PDF only when it is published: nothing to report.
    assert_eq!(pdf_links(&check(&fixture)), []);

    fixture.write("templates/drive.html", DRIVE_LINKING_ITS_PDF);
    let findings = check(&fixture);
    assert_eq!(
        pdf_links(&findings),
        [("templates/drive.html".to_string(), Some(4), "/pdf/en/wd-sn630.pdf".to_string())],
        "{findings:#?}"
    );
    let finding = findings.iter().find(|f| f.message.contains(".pdf")).unwrap();
    // Every language's page is counted, and what to do is said.
    assert!(finding.message.contains("3 pages"), "{}", finding.message);
    assert!(finding.help.as_deref().unwrap_or_default().contains("publish = true"), "{finding:#?}");

    // site.toml says `iopress pdf` publishes them: the same links are live.
    fixture.write("site.toml", &format!("{}\n[pdf]\npublish = true\n", common::SITE_TOML));
    assert_eq!(pdf_links(&check(&fixture)), []);
    // But not a PDF no drive has.
    fixture.write(
        "templates/drive.html",
        &DRIVE_LINKING_ITS_PDF.replace("{{ pdf_url }}", "/pdf/en/wd-sn640.pdf"),
    );
    assert_eq!(
        pdf_links(&check(&fixture)),
        [("templates/drive.html".to_string(), Some(4), "/pdf/en/wd-sn640.pdf".to_string())]
    );
}

crate::tests! {
    a_faithful_translation_with_versions_models_years_and_ranges_passes,
    two_figures_swapped_in_a_french_paragraph_are_both_reported,
    with_paragraphs_split_in_translation_figures_are_compared_by_section,
    an_xnumx_is_debris_and_the_lost_figure_is_missing,
    front_matter_prose_is_read_too,
    compact_figures_are_read_with_each_languages_cldr_suffixes,
    figures_run_together_are_debris,
    a_mistyped_spanish_figure_is_neither_in_the_source_nor_in_the_data,
    an_english_conclusion_that_contradicts_its_data_is_an_error,
    a_contradiction_is_found_among_several_figures_of_one_sentence,
    a_number_written_the_english_way_in_french_is_a_format_error,
    an_anchor_that_names_nothing_in_a_language_is_reported,
    a_link_to_a_page_not_published_in_the_language_is_reported,
    a_ui_string_missing_in_a_language_is_a_warning_and_in_the_coverage,
    many_missing_ui_strings_are_one_short_line_and_all_in_the_json,
    what_build_rejects_is_reported_with_file_and_line,
    the_example_site_has_no_findings_about_its_prose_links_or_strings,
    the_command_exits_1_on_errors_and_prints_json_in_its_schema,
    warnings_alone_pass_unless_denied,
    any_cldr_locale_reads_numbers_its_own_way_and_flags_the_english_way,
    english_digits_with_one_separator_are_a_format_error_in_french,
    a_figure_shifted_into_another_slot_is_reported_with_the_figure_expected_there,
    translations_that_merge_paragraphs_and_drop_a_heading_are_still_compared,
    names_and_counts_moved_by_a_translation_are_reported,
    a_front_matter_string_is_located_at_its_own_line,
    japanese_counters_render_the_sources_counts,
    japanese_counts_names_and_block_sizes_in_each_others_places_are_reported,
    a_link_to_a_pdf_the_output_will_not_hold_is_an_error,
}
