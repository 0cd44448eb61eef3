//! Bad input: every problem reported with its file and line, nothing half-written.

use crate::common;

use std::path::Path;

use crate::common::{snapshot, Fixture};

/// Builds once successfully, breaks the site, builds again: the second build must fail,
/// name `file` and `line`, and leave the first build's output byte for byte.
fn assert_fails_at(site: &Fixture, file: &str, line: usize, message: &str) {
    let before = snapshot(&site.output());
    let failure = site.build_err();
    let found = failure.errors().find(|d| {
        d.file.as_deref() == Some(std::path::Path::new(file))
            && d.location.map(|l| l.line) == Some(line)
            && d.message.contains(message)
    });
    assert!(
        found.is_some(),
        "expected an error at {file}:{line} containing {message:?}, got:\n{failure}"
    );
    assert_eq!(snapshot(&site.output()), before, "the failed build changed the previous output");
    let leftovers: Vec<_> = std::fs::read_dir(site.root())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("building") || n.contains(".old-"))
        .collect();
    assert!(leftovers.is_empty(), "staging folders left behind: {leftovers:?}");
}

/// Every error of a build that must fail, as `file:line:column: error: message` and help.
fn errors_of(site: &Fixture) -> Vec<String> {
    site.build_err().errors().map(|d| d.to_string()).collect()
}

const NOT_UTF8_HELP: &str =
    "help: save the file as UTF-8 (it may have been written as Latin-1, Windows-1252 or UTF-16)";

fn a_file_that_is_not_utf8_is_reported_at_its_first_bad_byte() {
    // A Latin-1 `é` (0xE9) in each kind of text file iopress reads.
    let cases: [(&str, &[u8], &str); 6] = [
        (
            "content/reviews/sn630/index.fr.md",
            b"+++\ntitle = \"Le SN630 \xe9\"\n+++\n",
            "2:19: error: the file is not valid UTF-8: byte 0xE9 at byte offset 22",
        ),
        (
            "content/reviews/sn630/sql.csv",
            b"vm,tps [TPS]\naggregate,1\nvm\xe9,2\n",
            "3:3: error: the file is not valid UTF-8: byte 0xE9 at byte offset 27",
        ),
        (
            "content/reviews/sn630/data.toml",
            b"[[rig]]\nid = \"bigtwin\"\nname = \"Supermicro \xe9\"\n",
            "3:20: error: the file is not valid UTF-8: byte 0xE9 at byte offset 42",
        ),
        (
            "site.toml",
            b"base_url = \"https://bench.example.org\"\n# caf\xe9\n",
            "2:6: error: the file is not valid UTF-8: byte 0xE9 at byte offset 44",
        ),
        (
            "templates/page.html",
            b"{% extends \"base.html\" %}\n{# caf\xe9 #}\n",
            "2:7: error: the file is not valid UTF-8: byte 0xE9 at byte offset 32",
        ),
        (
            "i18n/fr/site.ftl",
            b"site-motto = Caf\xe9\n",
            "1:17: error: the file is not valid UTF-8: byte 0xE9 at byte offset 16",
        ),
    ];
    for (file, bytes, at) in cases {
        let site = Fixture::with_review();
        site.write_bytes(file, bytes);
        let expected = format!("{file}:{at} is not part of a UTF-8 character\n  {NOT_UTF8_HELP}");
        assert_eq!(errors_of(&site), vec![expected], "{file}");
    }
}

fn bad_toml_front_matter_names_file_line_and_column() {
    let site = Fixture::with_review();
    site.build_ok();
    site.write(
        "content/reviews/sn630/index.fr.md",
        "+++\ntitle = \"Le SN630\"\nsummary = oops\n+++\n",
    );
    let failure = site.build_err();
    let error = failure.errors().next().unwrap();
    assert_eq!(
        error.file.as_deref(),
        Some(std::path::Path::new("content/reviews/sn630/index.fr.md"))
    );
    assert_eq!(error.location.map(|l| (l.line, l.column)), Some((3, 11)), "{failure}");
}

fn bad_front_matter_leaves_previous_output() {
    let site = Fixture::with_review();
    site.build_ok();
    site.write(
        "content/reviews/sn630/index.fr.md",
        "---\ntitle: Le SN630\ndraft: peut-être\n---\n",
    );
    assert_fails_at(&site, "content/reviews/sn630/index.fr.md", 3, "");
}

fn unknown_language_code_is_an_error() {
    let site = Fixture::with_review();
    site.build_ok();
    site.write("content/reviews/sn630/index.de.md", "+++\ntitle = \"SN630\"\n+++\n");
    assert_fails_at(&site, "content/reviews/sn630/index.de.md", 1, "unknown language code `de`");
}

fn bad_data_value_names_the_csv_line_and_column() {
    let site = Fixture::with_review();
    site.build_ok();
    site.write(
        "content/reviews/sn630/sql.csv",
        "vm,tps [TPS],latency-avg [ms]\naggregate,\"12,610.3\",14.75\n",
    );
    assert_fails_at(&site, "content/reviews/sn630/sql.csv", 2, "`12,610.3` is not a number");
    let failure = site.build_err();
    let error = failure.errors().next().unwrap();
    assert_eq!(error.location.unwrap().column, 11);
    assert!(error.help.as_deref().unwrap().contains("12610.3"));
}

fn unknown_unit_and_missing_rig_are_errors() {
    let site = Fixture::with_review();
    site.build_ok();
    site.write("content/reviews/sn630/sql.csv", "vm,tps [TPX]\naggregate,1\n");
    assert_fails_at(&site, "content/reviews/sn630/sql.csv", 1, "unknown unit `TPX`");
    site.write("content/reviews/sn630/sql.csv", "vm,tps [TPS]\naggregate,1\n");
    let data =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/data.toml")).unwrap();
    site.write(
        "content/reviews/sn630/data.toml",
        &data.replace("rig = \"bigtwin\"", "rig = \"smalltwin\""),
    );
    assert_fails_at(&site, "content/reviews/sn630/data.toml", 11, "rig `smalltwin`");
}

fn broken_internal_link_names_file_and_line() {
    let site = Fixture::with_review();
    site.build_ok();
    site.write(
        "content/reviews/sn630/index.fr.md",
        "+++\ntitle = \"Le SN630\"\n+++\n\nPremier paragraphe.\n\nVoir [ailleurs](@/reviews/nowhere).\n",
    );
    assert_fails_at(
        &site,
        "content/reviews/sn630/index.fr.md",
        7,
        "there is no page `reviews/nowhere`",
    );
}

fn missing_template_is_named() {
    let site = Fixture::with_review();
    site.build_ok();
    site.remove("themes/default/templates/drive.html");
    let before = snapshot(&site.output());
    let failure = site.build_err();
    assert!(
        failure.errors().any(|d| d.message.contains("missing template `drive.html`")),
        "{failure}"
    );
    assert_eq!(snapshot(&site.output()), before);
}

fn template_syntax_error_names_the_template_and_line() {
    let site = Fixture::with_review();
    site.build_ok();
    site.write("templates/page.html", "{% extends \"base.html\" %}\n{% block content %}\n<p>{{ page.title </p>\n{% endblock content %}\n");
    let failure = site.build_err();
    let error = failure.errors().next().unwrap();
    assert!(error.file.as_ref().unwrap().ends_with("templates/page.html"), "{failure}");
    assert_eq!(error.location.map(|l| l.line), Some(3), "{failure}");
}

fn template_render_error_names_the_template() {
    let site = Fixture::with_review();
    site.build_ok();
    site.write("templates/review.html", "{% extends \"base.html\" %}{% block content %}{{ page.no_such_field }}{% endblock content %}");
    let failure = site.build_err();
    let error = failure.errors().next().unwrap();
    assert!(error.file.as_ref().unwrap().ends_with("templates/review.html"), "{failure}");
    assert!(error.message.contains("no_such_field"), "{failure}");
}

fn every_problem_is_reported_in_one_run() {
    let site = Fixture::with_review();
    site.write("content/reviews/sn630/index.de.md", "+++\ntitle = \"x\"\n+++\n");
    site.write("content/reviews/sn630/sql.csv", "vm,tps [TPS]\naggregate,XNUMX\n");
    site.write("content/reviews/other/index.en.md", "+++\ndate = 2020-01-01\n+++\n");
    let failure = site.build_err();
    let messages: Vec<String> = failure.errors().map(|d| d.to_string()).collect();
    assert!(
        messages.iter().any(|m| m.contains("index.de.md") && m.contains("unknown language")),
        "{messages:#?}"
    );
    assert!(
        messages.iter().any(|m| m.contains("sql.csv:2:") && m.contains("XNUMX")),
        "{messages:#?}"
    );
    assert!(
        messages.iter().any(|m| m.contains("other/index.en.md") && m.contains("no title")),
        "{messages:#?}"
    );
}

fn translation_may_not_contradict_shared_facts() {
    let site = Fixture::with_review();
    site.build_ok();
    site.write(
        "content/reviews/sn630/index.fr.md",
        "+++\ntitle = \"Le SN630\"\ndate = 2019-04-01\n+++\n",
    );
    assert_fails_at(
        &site,
        "content/reviews/sn630/index.fr.md",
        3,
        "`date` differs from the en version",
    );
}

fn review_naming_an_unknown_drive_is_an_error() {
    let site = Fixture::with_review();
    site.build_ok();
    let text =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/index.en.md")).unwrap();
    site.write(
        "content/reviews/sn630/index.en.md",
        &text.replace("drives = [\"wd-sn630\"]", "drives = [\"wd-sn999\"]"),
    );
    assert_fails_at(
        &site,
        "content/reviews/sn630/index.en.md",
        6,
        "drive `wd-sn999` does not exist",
    );
}

fn a_slug_that_would_escape_the_output_is_refused() {
    let site = Fixture::with_review();
    site.build_ok();
    site.write(
        "content/reviews/evil/index.en.md",
        "+++\ntitle = \"Evil\"\ndate = 2020-01-01\nslug = \"../../../etc\"\n+++\n",
    );
    assert_fails_at(&site, "content/reviews/evil/index.en.md", 4, "cannot be used in a URL");
    assert!(!site.root().join("etc").exists());
}

fn a_data_file_outside_the_bundle_is_refused() {
    let site = Fixture::with_review();
    site.build_ok();
    let data =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/data.toml")).unwrap();
    site.write(
        "content/reviews/sn630/data.toml",
        &data.replace("file = \"sql.csv\"", "file = \"../../../site.toml\""),
    );
    assert_fails_at(&site, "content/reviews/sn630/data.toml", 8, "outside this folder");
}

fn output_folder_that_contains_the_site_is_refused() {
    let site = Fixture::with_review();
    let mut options = site.options();
    options.output = Some(site.root().to_path_buf());
    let failure = iopress::build_site(&options).unwrap_err();
    assert!(
        failure.errors().any(|d| d.message.contains("is or holds the site itself")),
        "{failure}"
    );
    assert!(site.root().join("site.toml").exists());
}

fn nothing_is_written_outside_the_output_folder() {
    let site = Fixture::with_review();
    let before: Vec<String> = snapshot(site.root()).into_iter().map(|(p, _)| p).collect();
    site.build_ok();
    let after: Vec<String> = snapshot(site.root())
        .into_iter()
        .map(|(p, _)| p)
        .filter(|p| !p.starts_with("output/"))
        .collect();
    assert_eq!(before, after);
}

fn two_files_for_one_output_path_are_an_error() {
    let site = Fixture::with_review();
    site.build_ok();
    site.write("static/reviews/sn630/index.html", "<p>shadow</p>");
    let before = snapshot(&site.output());
    let failure = site.build_err();
    assert!(
        failure.errors().any(|d| d
            .message
            .contains("two files want to be written to `reviews/sn630/index.html`")),
        "{failure}"
    );
    assert_eq!(snapshot(&site.output()), before);
}

/// The one error of a fixture site after `file` has `from` replaced with `to`.
fn error_after_edit(file: &str, from: &str, to: &str) -> Vec<String> {
    let site = Fixture::with_review();
    let text = std::fs::read_to_string(site.root().join(file)).unwrap();
    assert!(text.contains(from), "{file} has no {from:?}");
    site.write(file, &text.replacen(from, to, 1));
    errors_of(&site)
}

const NOT_FINITE_HELP: &str = "help: write the figure that was measured, such as `12610.3`; a value that was not measured is left out (in CSV, an empty cell)";

fn nan_and_infinite_values_in_csv_cells_are_refused() {
    let csv = "content/reviews/sn630/sql.csv";
    for cell in ["NaN", "inf", "-inf"] {
        assert_eq!(
            error_after_edit(csv, "12610.3", cell),
            [format!("{csv}:2:11: error: `{cell}` is not a number in column `tps` (TPS)\n  {NOT_FINITE_HELP}")]
        );
    }
    // 401 digits overflow a float to infinity, which was shown as "inf TPS".
    assert_eq!(
        error_after_edit(csv, "12610.3", &"9".repeat(401)),
        [format!(
            "{csv}:2:11: error: `99999999999999999999…` (401 digits) is too large to be a number in column `tps` (TPS)\n  \
             help: numbers must be below about 1.8 × 10^308: check for digits typed twice or a missing `.`"
        )]
    );
}

fn nan_and_infinite_values_in_data_toml_and_drive_toml_are_refused() {
    let data = "content/reviews/sn630/data.toml";
    let drive = "content/drives/wd-sn630/drive.toml";
    for (written, shown) in [("nan", "nan"), ("+inf", "inf"), ("-inf", "-inf")] {
        assert_eq!(
            error_after_edit(data, "value = 2.7", &format!("value = {written}")),
            [format!("{data}:4:88: error: `{shown}` is not a number\n  {NOT_FINITE_HELP}")]
        );
        assert_eq!(
            error_after_edit(drive, "value = 5", &format!("value = {written}")),
            [format!("{drive}:4:51: error: `{shown}` is not a number\n  {NOT_FINITE_HELP}")]
        );
    }
    assert_eq!(
        error_after_edit(data, "count = 2", "count = nan"),
        [format!("{data}:4:35: error: `nan` is not a number\n  {NOT_FINITE_HELP}")]
    );
    let too_large = "help: numbers must be below about 1.8 × 10^308: check for digits typed twice or a missing `.`";
    assert_eq!(
        error_after_edit(data, "value = 2.7", &format!("value = \"{}\"", "9".repeat(401))),
        [format!("{data}:4:88: error: `99999999999999999999…` (401 digits) is too large to be a number\n  {too_large}")]
    );
    // Written as TOML numbers, TOML itself refuses them.
    let overflow =
        "help: a number this large is a typing mistake: check its digits (and a missing `.`)";
    assert_eq!(
        error_after_edit(data, "value = 2.7", &format!("value = {}", "9".repeat(401))),
        [format!("{data}:4:88: error: integer number overflowed\n  {overflow}")]
    );
    assert_eq!(
        error_after_edit(data, "value = 2.7", "value = 1e400"),
        [format!("{data}:4:88: error: floating-point number overflowed\n  {overflow}")]
    );
}

fn front_matter_numbers_must_be_whole_and_in_range() {
    let fr = "content/reviews/sn630/index.fr.md";
    let summary = "summary = \"Quatre nœuds.\"";
    assert_eq!(
        error_after_edit(fr, summary, "weight = nan"),
        [format!("{fr}:3:10: error: invalid type: floating point `NaN`, expected i64\n  help: front matter between `+++` lines is TOML: `key = \"value\"`")]
    );
    assert_eq!(
        error_after_edit(fr, summary, &format!("weight = {}", "9".repeat(401))),
        [format!("{fr}:3:10: error: integer number overflowed\n  help: a number this large is a typing mistake: check its digits (and a missing `.`)")]
    );
}

fn negative_rates_times_sizes_and_counts_are_refused_in_csv() {
    let sql = "content/reviews/sn630/sql.csv";
    let help = |what: &str| {
        format!(
            "help: {what} cannot be negative: check the sign, and the source the figure came from"
        )
    };
    assert_eq!(
        error_after_edit(sql, "12610.3,14.75", "-12610.3,~-14.75"),
        [
            format!(
                "{sql}:2:11: error: `-12610.3` is below zero in column `tps` (TPS)\n  {}",
                help("a transaction rate in TPS")
            ),
            format!(
                "{sql}:2:20: error: `~-14.75` is below zero in column `latency-avg` (ms)\n  {}",
                help("a time in ms")
            ),
        ]
    );
    let specs = "content/drives/wd-sn630/specs.csv";
    assert_eq!(
        error_after_edit(specs, "7680,2520,", "7680,-2520,"),
        [format!(
            "{specs}:3:6: error: `-2520` is below zero in column `seq-read` (MiB/s)\n  {}",
            help("a throughput in MiB/s")
        )]
    );
}

fn a_negative_load_in_a_load_curve_is_refused() {
    let site = Fixture::with_review();
    let data =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/data.toml")).unwrap();
    site.write(
        "content/reviews/sn630/data.toml",
        &format!("{data}\n[[table]]\nid = \"fio\"\nfile = \"fio.csv\"\nfamily = \"load-curve\"\nprotocol = \"sqlserver-tpcc-4vm-1500\"\n"),
    );
    site.write(
        "content/reviews/sn630/fio.csv",
        "workload,load [IOPS],latency [ms]\nrand-read-4k,1000,0.1\nrand-read-4k,-19437,0.2\n",
    );
    assert_eq!(
        errors_of(&site),
        ["content/reviews/sn630/fio.csv:3:14: error: `-19437` is below zero in column `load` (IOPS)\n  \
          help: an operation rate in IOPS cannot be negative: check the sign, and the source the figure came from"]
    );
}

fn negative_amounts_are_refused_in_data_toml_and_drive_toml() {
    let data = "content/reviews/sn630/data.toml";
    let drive = "content/drives/wd-sn630/drive.toml";
    let help = |what: &str| {
        format!(
            "help: {what} cannot be negative: check the sign, and the source the figure came from"
        )
    };
    assert_eq!(
        error_after_edit(data, "value = 2.7", "value = -2.7"),
        [format!("{data}:4:88: error: `-2.7` is below zero\n  {}", help("a frequency in GHz"))]
    );
    assert_eq!(
        error_after_edit(data, "count = 2", "count = -2"),
        [format!("{data}:4:35: error: `-2` is below zero\n  {}", help("a count"))]
    );
    assert_eq!(
        error_after_edit(drive, "value = 5", "value = \"~-5\""),
        [format!("{drive}:4:51: error: `~-5` is below zero\n  {}", help("a count in years"))]
    );
}

fn a_negative_temperature_or_voltage_is_a_measurement() {
    let site = Fixture::with_review();
    let drive =
        std::fs::read_to_string(site.root().join("content/drives/wd-sn630/drive.toml")).unwrap();
    site.write(
        "content/drives/wd-sn630/drive.toml",
        &drive.replace(
            "facts = [",
            "facts = [{ label = \"operating-temperature\", specs = [{ value = -5, unit = \"°C\" }, { value = -12, unit = \"V\" }] }, ",
        ),
    );
    site.build_ok();
    let html = site.read("drives/wd-sn630/index.html");
    assert!(html.contains("-5") || html.contains("−5"), "the temperature is shown");
}

fn a_date_written_as_a_number_says_how_to_write_a_date() {
    let fr = "content/reviews/sn630/index.fr.md";
    assert_eq!(
        error_after_edit(fr, "summary = \"Quatre nœuds.\"", "date = 20190305"),
        [format!("{fr}:3:8: error: invalid type: integer `20190305`, expected a date\n  help: write dates as YYYY-MM-DD, e.g. `date = 2019-03-05`")]
    );
    let site = Fixture::with_review();
    site.write("content/reviews/sn630/index.fr.md", "---\ntitle: Le SN630\ndate: 20190305\n---\n");
    assert_eq!(
        errors_of(&site),
        ["content/reviews/sn630/index.fr.md:3:7: error: date: invalid type: integer `20190305`, expected a date\n  help: write dates as YYYY-MM-DD, e.g. `date: 2019-03-05`"]
    );
    // In the text that holds the review's date: one error, not a second one saying the
    // translation has no date.
    let en = "content/reviews/sn630/index.en.md";
    assert_eq!(
        error_after_edit(en, "date = 2019-03-05", "date = 20190305"),
        [format!("{en}:4:8: error: invalid type: integer `20190305`, expected a date\n  help: write dates as YYYY-MM-DD, e.g. `date = 2019-03-05`")]
    );
}

fn an_impossible_date_is_reported_at_its_value_not_inside_updated() {
    let en = "content/reviews/sn630/index.en.md";
    assert_eq!(
        error_after_edit(en, "date = 2019-03-05", "updated = 2019-03-06\ndate = \"2019-02-30\""),
        [format!("{en}:5:8: error: `date`: `2019-02-30` is not a date; write it as YYYY-MM-DD, e.g. 2026-11-29")]
    );
}

fn site_toml_problems_are_reported_at_their_value() {
    let site_toml =
        |from: &str, to: &str| -> Vec<String> { error_after_edit("site.toml", from, to) };
    assert_eq!(
        site_toml("title = \"Banc\"", "title = \"Banc\"\nlocale = \"xx\""),
        ["site.toml:13:10: error: language `fr`: locale `xx` is not a language CLDR has data for\n  \
          help: set `locale` in the [[languages]] entry of site.toml to a CLDR locale such as `en`, `fr`, `pt-BR` or `ja`"]
    );
    assert_eq!(
        site_toml("code = \"pl\"", "code = \"tlh\""),
        ["site.toml:15:8: error: language `tlh`: locale `tlh` is not a language CLDR has data for\n  \
          help: set `locale` in the [[languages]] entry of site.toml to a CLDR locale such as `en`, `fr`, `pt-BR` or `ja`"]
    );
    assert_eq!(
        site_toml("code = \"pl\"", "code = \"fr\""),
        ["site.toml:15:8: error: language `fr` is listed twice\n  \
          help: list each language once; remove or rename one of the [[languages]] tables"]
    );
    assert_eq!(
        site_toml("default_language = \"en\"", "default_language = \"de\""),
        ["site.toml:2:20: error: default_language `de` is not one of the [[languages]]\n  \
          help: set default_language to the code of a configured language (en, fr, pl), or add a [[languages]] table for it"]
    );
    assert_eq!(
        site_toml("base_url = \"https://bench.example.org\"", "base_url = \"bench.example.org\""),
        [
            "site.toml:1:12: error: base_url `bench.example.org` is not an absolute URL (it does not start with https:// or http://)\n  \
          help: write the absolute http: or https: URL the site is published under, e.g. https://bench.example.org or https://example.org/bench/"
        ]
    );
    assert_eq!(
        site_toml("code = \"pl\"", "code = \"../pl\""),
        ["site.toml:15:8: error: `../pl` is not a usable language code\n  help: use a lowercase BCP 47 code such as `en`, `fr` or `pt-br`"]
    );
    let site = Fixture::with_review();
    site.write("site.toml", &format!("theme = \"nope\"\n{}", common::SITE_TOML));
    let errors = errors_of(&site);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].starts_with("site.toml:1:9: error: theme `nope` not found\n  help: create "),
        "{errors:?}"
    );
}

/// Builds with `robots.txt` (a template every build renders) replaced by `template`.
fn build_with_robots_template(template: &str) -> iopress::render::build::BuildFailure {
    let site = Fixture::with_review();
    site.build_ok();
    let before = snapshot(&site.output());
    site.write("templates/robots.txt", template);
    let failure = site.build_err();
    assert_eq!(snapshot(&site.output()), before, "the failed build changed the previous output");
    failure
}

fn a_template_that_includes_itself_is_an_error_naming_the_chain() {
    let failure = build_with_robots_template("User-agent: *\n{% include \"robots.txt\" %}\n");
    let error = failure.errors().next().unwrap();
    assert_eq!(
        error.message,
        "a template includes itself with no condition that could stop it: `robots.txt` (line 2) → `robots.txt`"
    );
    assert_eq!(error.file.as_deref(), Some(Path::new("templates/robots.txt")));
    assert_eq!(error.location, Some(iopress::site::diagnostics::Location::new(2, 12)));
}

fn templates_that_include_each_other_are_an_error_naming_the_chain() {
    let site = Fixture::with_review();
    site.write("templates/robots.txt", "{% include \"partials/a.txt\" %}\n");
    site.write("templates/partials/a.txt", "a\n{% include \"partials/b.txt\" %}\n");
    site.write("templates/partials/b.txt", "b\n\n{% include \"partials/a.txt\" %}\n");
    let failure = site.build_err();
    let messages: Vec<&str> = failure.errors().map(|d| d.message.as_str()).collect();
    assert_eq!(
        messages,
        ["templates include each other with no condition that could stop it: `partials/a.txt` (line 2) → `partials/b.txt` (line 3) → `partials/a.txt`"]
    );
}

fn a_macro_that_calls_itself_is_an_error() {
    let failure = build_with_robots_template(
        "{% macro forever() %}\n  {{ self::forever() }}\n{% endmacro %}\n{{ self::forever() }}\n",
    );
    let error = failure.errors().next().unwrap();
    assert!(error.message.starts_with("a macro calls itself with no condition that could stop it: macro `forever` of `robots.txt` (line 2)"), "{}", error.message);
}

fn recursion_a_condition_never_ends_fails_the_build_instead_of_crashing() {
    // Not provably endless when templates load: the guard stops it while rendering.
    let failure = build_with_robots_template(
        "{% macro down(n) %}{% if n >= 0 %}{{ self::down(n=n+1) }}{% endif %}{% endmacro %}{{ self::down(n=0) }}\n",
    );
    let error = failure.errors().next().unwrap();
    assert!(
        error.message.contains("templates recurse without end: macro `down` of `robots.txt`"),
        "{}",
        error.message
    );
    assert!(!error.message.contains("__iopress"), "{}", error.message);
    assert_eq!(error.file.as_deref(), Some(Path::new("templates/robots.txt")));
}

fn a_conditional_recursion_that_ends_still_renders() {
    let site = Fixture::with_review();
    site.write(
        "templates/robots.txt",
        "{% macro count(n) %}{{ n }}{% if n < 3 %},{{ self::count(n=n+1) }}{% endif %}{% endmacro %}User-agent: *\n# {{ self::count(n=0) }}\n",
    );
    site.build_ok();
    assert_eq!(site.read("robots.txt"), "User-agent: *\n# 0,1,2,3\n");
}

/// Every kind of file the site reads, as a link that leads out of the site: the build fails
/// naming the link, and nothing of the outside file is published; the same link inside the
/// site is followed.
#[cfg(unix)]
fn a_link_leading_out_of_the_site_is_refused_and_one_inside_followed() {
    use std::os::unix::fs::symlink;
    let outside = tempfile::tempdir().unwrap();
    let secret = "vm,tps [TPS],latency-avg [ms]\nSECRET-ROW,1,2\n";
    std::fs::write(outside.path().join("secret.csv"), secret).unwrap();
    std::fs::write(outside.path().join("secret.ftl"), "label-secret = SECRET-STRING\n").unwrap();
    std::fs::create_dir_all(outside.path().join("static")).unwrap();
    std::fs::write(outside.path().join("static/secret.txt"), "SECRET-FILE").unwrap();

    // Each link alone, in a site that builds without it.
    let cases: [(&str, std::path::PathBuf); 6] = [
        // A table file a data.toml names (the site's sql.csv replaced by a link).
        ("content/reviews/sn630/sql.csv", outside.path().join("secret.csv")),
        // A data file nobody names, beside a review.
        ("content/reviews/sn630/extra.csv", outside.path().join("secret.csv")),
        // UI strings.
        ("i18n/secret.ftl", outside.path().join("secret.ftl")),
        // A language's strings, one folder down.
        ("i18n/en/secret.ftl", outside.path().join("secret.ftl")),
        // A static folder.
        ("static/leak", outside.path().join("static")),
        // An asset beside a page.
        ("content/reviews/sn630/photo.txt", outside.path().join("static/secret.txt")),
    ];
    for (link, target) in cases {
        let site = Fixture::with_review();
        site.build_ok();
        let before = snapshot(&site.output());
        let path = site.root().join(link);
        let _ = std::fs::remove_file(&path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        symlink(&target, &path).unwrap();
        let failure = site.build_err();
        let found = failure.errors().find(|d| {
            // Files are named relative to the site folder in a build's report.
            d.file.as_deref().is_some_and(|f| f == path || f == Path::new(link))
                && d.message.contains("outside the site folder")
        });
        assert!(found.is_some(), "{link}: {failure}");
        assert_eq!(snapshot(&site.output()), before, "{link}: the previous output is kept");
        let check = iopress::check::check_site(site.root(), &Default::default());
        assert!(
            check.findings.iter().any(|f| f.message.contains("outside the site folder")),
            "{link}: check reports it too"
        );
    }

    // The same table through a link that stays inside the site is read.
    let site = Fixture::with_review();
    std::fs::create_dir_all(site.root().join("shared")).unwrap();
    std::fs::rename(
        site.root().join("content/reviews/sn630/sql.csv"),
        site.root().join("shared/sql.csv"),
    )
    .unwrap();
    symlink(site.root().join("shared/sql.csv"), site.root().join("content/reviews/sn630/sql.csv"))
        .unwrap();
    site.build_ok();
    assert!(site.read("reviews/sn630/data/sql.csv").contains("12610.3"));
}

/// Tera's `get_env` reads any variable: a template could publish a CI job's secrets. Only the
/// variables site.toml names in `template_env` can be read.
fn templates_read_only_the_environment_variables_the_site_names() {
    let site = Fixture::new();
    site.write("templates/404.html", "<p>{{ get_env(name=\"PATH\") }}</p>");
    let failure = site.build_err();
    assert!(
        failure.errors().any(|d| d.to_string().contains("template_env")),
        "the error says how to allow it: {failure}"
    );
    assert!(!site.output().join("404.html").exists());

    site.write(
        "site.toml",
        &format!(
            "template_env = [\"PATH\", \"IOPRESS_SURELY_UNSET\"]\n{}",
            crate::common::SITE_TOML
        ),
    );
    site.write(
        "templates/404.html",
        "<p id=path>{{ get_env(name=\"PATH\") }}</p><p id=unset>{{ get_env(name=\"IOPRESS_SURELY_UNSET\", default=\"none\") }}</p>",
    );
    site.build_ok();
    let page = site.read("404.html");
    assert!(page.contains("<p id=path>") && page.contains("bin"), "{page}");
    assert!(page.contains("<p id=unset>none</p>"), "{page}");
}

/// A page whose URL is one iopress makes for the whole site: the error names the page's
/// folder and says what the other file is, and the static file beside a page is named too.
fn files_wanting_one_output_path_are_each_named() {
    let site = Fixture::with_review();
    site.write("content/search/index.en.md", "+++\ntitle = \"Search\"\n+++\nMine.\n");
    let failure = site.build_err();
    let message = failure
        .errors()
        .map(|d| d.message.clone())
        .find(|m| m.contains("two files want to be written to `search/index.html`"))
        .unwrap_or_else(|| panic!("{failure}"));
    assert!(message.contains("the page of `content/search/`"), "{message}");
    assert!(message.contains("a search page"), "{message}");
    assert!(!message.contains("a rendered page"), "{message}");

    let site = Fixture::with_review();
    site.write("static/reviews/sn630/index.html", "<p>shadow</p>");
    let failure = site.build_err();
    let message = failure
        .errors()
        .map(|d| d.message.clone())
        .find(|m| m.contains("two files want to be written"))
        .unwrap_or_else(|| panic!("{failure}"));
    assert!(message.contains("the page of `content/reviews/sn630/`"), "{message}");
    assert!(message.contains("static/reviews/sn630/index.html`"), "{message}");
}

/// A folder name stored decomposed (`cafe` and a combining accent, as macOS writes it) is
/// the name the editor sees: its page is published at the composed URL.
fn a_folder_name_in_decomposed_unicode_is_published_composed() {
    let site = Fixture::new();
    site.write("content/notes/cafe\u{301}/index.en.md", "+++\ntitle = \"Café\"\n+++\nOn coffee.\n");
    site.build_ok();
    assert!(site.output().join("notes/caf\u{e9}/index.html").is_file());
    // A name that is really not usable shows what is wrong with it.
    let site = Fixture::new();
    site.write("content/notes/a b/index.en.md", "+++\ntitle = \"A\"\n+++\nx\n");
    let failure = site.build_err();
    assert!(failure.errors().any(|d| d.message.contains("`a\\u{20}b`")), "{failure}");
}

/// The byte-order mark some editors (Notepad and others on Windows) start a UTF-8 file with.
const BOM: &str = "\u{feff}";

/// A `.ftl` file or a template that starts with a byte-order mark builds as if it had none:
/// its first message is found, its markup parsed, and the mark is written nowhere.
fn a_byte_order_mark_at_the_start_of_a_ftl_file_or_a_template_is_no_part_of_it() {
    let site = Fixture::with_review();
    // The first entry of a file is the one the mark stands before.
    site.write("i18n/en/ui.ftl", &format!("{BOM}pros = Upsides\ncons = Downsides\n"));
    site.write(
        "i18n/protocols.ftl",
        &format!("{BOM}label-sqlserver-tpcc = SQL Server TPC-C by BOM\n"),
    );
    // A page's frame, a template that must start with `extends`, one that starts with
    // `import`, and one included in the middle of a page.
    for template in ["base.html", "review.html", "drive-print.html", "print.css"] {
        let file = format!("themes/default/templates/{template}");
        let text = std::fs::read_to_string(site.root().join(&file)).unwrap();
        site.write(&file, &format!("{BOM}{text}"));
    }
    site.build_for_print();

    let review = site.read("reviews/sn630/index.html");
    assert!(review.starts_with("<!DOCTYPE html>"), "{}", &review[..40]);
    let html = site.html("reviews/sn630/index.html");
    assert_eq!(common::texts(&html, "a[href='#pros-heading']"), ["Upsides"]);
    assert!(review.contains("SQL Server TPC-C by BOM"), "the neutral label is missing");
    let print = site.read("drives/wd-sn630/print/index.html");
    assert!(print.starts_with("<!DOCTYPE html>"), "{}", &print[..40]);
    let html = site.html("drives/wd-sn630/print/index.html");
    assert_eq!(common::texts(&html, ".pros .verdict-label"), ["Upsides"]);
    let style = common::select(&html, "style")[0].text().collect::<String>();
    let theme_css =
        std::fs::read_to_string(Path::new(common::REPO).join("themes/default/templates/print.css"))
            .unwrap();
    assert!(style.trim_start().starts_with(theme_css.trim_start().lines().next().unwrap()));
    // Nowhere in the output.
    for entry in walkdir::WalkDir::new(site.output()) {
        let entry = entry.unwrap();
        if let Ok(text) = std::fs::read_to_string(entry.path()) {
            assert!(!text.contains(BOM), "{} holds a byte-order mark", entry.path().display());
        }
    }
}

/// After a byte-order mark, an error is where it is in the same file without one.
fn after_a_byte_order_mark_errors_are_at_the_line_and_column_they_are_at_without_it() {
    for (file, text) in [
        ("i18n/en/ui.ftl", "pros = Up}sides\ncons = Downsides\n"),
        ("templates/robots.txt", "User-agent: {{ oops( }}\n"),
    ] {
        let site = Fixture::with_review();
        site.write(file, text);
        let without = errors_of(&site);
        assert!(without[0].starts_with(&format!("{file}:1:")), "{without:?}");
        site.write(file, &format!("{BOM}{text}"));
        assert_eq!(errors_of(&site), without, "{file}");
    }
    // A byte that is not UTF-8, on the mark's line: the column counts characters of the text.
    let site = Fixture::with_review();
    site.write_bytes("i18n/fr/site.ftl", b"\xef\xbb\xbfsite-motto = Caf\xe9\n");
    assert_eq!(
        errors_of(&site),
        [format!(
            "i18n/fr/site.ftl:1:17: error: the file is not valid UTF-8: byte 0xE9 at byte offset 19 is not part of a UTF-8 character\n  {NOT_UTF8_HELP}"
        )]
    );
}

crate::tests! {
    a_file_that_is_not_utf8_is_reported_at_its_first_bad_byte,
    bad_toml_front_matter_names_file_line_and_column,
    bad_front_matter_leaves_previous_output,
    unknown_language_code_is_an_error,
    bad_data_value_names_the_csv_line_and_column,
    unknown_unit_and_missing_rig_are_errors,
    broken_internal_link_names_file_and_line,
    missing_template_is_named,
    template_syntax_error_names_the_template_and_line,
    template_render_error_names_the_template,
    every_problem_is_reported_in_one_run,
    translation_may_not_contradict_shared_facts,
    review_naming_an_unknown_drive_is_an_error,
    a_slug_that_would_escape_the_output_is_refused,
    a_data_file_outside_the_bundle_is_refused,
    output_folder_that_contains_the_site_is_refused,
    nothing_is_written_outside_the_output_folder,
    two_files_for_one_output_path_are_an_error,
    nan_and_infinite_values_in_csv_cells_are_refused,
    nan_and_infinite_values_in_data_toml_and_drive_toml_are_refused,
    front_matter_numbers_must_be_whole_and_in_range,
    negative_rates_times_sizes_and_counts_are_refused_in_csv,
    a_negative_load_in_a_load_curve_is_refused,
    negative_amounts_are_refused_in_data_toml_and_drive_toml,
    a_negative_temperature_or_voltage_is_a_measurement,
    a_date_written_as_a_number_says_how_to_write_a_date,
    an_impossible_date_is_reported_at_its_value_not_inside_updated,
    site_toml_problems_are_reported_at_their_value,
    a_template_that_includes_itself_is_an_error_naming_the_chain,
    templates_that_include_each_other_are_an_error_naming_the_chain,
    a_macro_that_calls_itself_is_an_error,
    recursion_a_condition_never_ends_fails_the_build_instead_of_crashing,
    a_conditional_recursion_that_ends_still_renders,
    a_link_leading_out_of_the_site_is_refused_and_one_inside_followed,
    templates_read_only_the_environment_variables_the_site_names,
    files_wanting_one_output_path_are_each_named,
    a_folder_name_in_decomposed_unicode_is_published_composed,
    a_byte_order_mark_at_the_start_of_a_ftl_file_or_a_template_is_no_part_of_it,
    after_a_byte_order_mark_errors_are_at_the_line_and_column_they_are_at_without_it,
}
