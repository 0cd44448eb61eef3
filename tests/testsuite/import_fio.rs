//! `iopress import fio`: real fio output (tests/fixtures/fio, made by its regenerate.sh)
//! read into load curves, the errors it refuses, and one run of fio itself charted on a site.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{texts, Fixture, REPO};
use iopress::import::fio::{import_fio, FioImport, ImportReport};
use serde_json::Value;

fn fixture(name: &str) -> PathBuf {
    Path::new(REPO).join("tests/fixtures/fio").join(name)
}

/// The JSON of a fixture, skipping what fio printed before it.
fn json_of(name: &str) -> Value {
    let text = std::fs::read_to_string(fixture(name)).unwrap();
    let start = if text.starts_with('{') { 0 } else { text.find("\n{").unwrap() + 1 };
    serde_json::from_str(&text[start..]).unwrap()
}

fn import(
    files: &[&str],
    output: &Path,
    workload: Option<&str>,
) -> Result<ImportReport, Vec<iopress::Diagnostic>> {
    import_fio(&FioImport {
        files: files.iter().map(|f| fixture(f)).collect(),
        output: output.to_path_buf(),
        workload: workload.map(str::to_string),
        config: None,
    })
}

fn import_ok(files: &[&str], output: &Path) -> String {
    if let Err(errors) = import(files, output, None) {
        panic!("import failed: {errors:#?}");
    }
    std::fs::read_to_string(output).unwrap()
}

fn import_err(files: &[&str], workload: Option<&str>) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("out.csv");
    match import(files, &output, workload) {
        Ok(_) => panic!("importing {files:?} succeeded but should have failed"),
        Err(errors) => {
            assert!(!output.exists(), "a failed import wrote its output");
            errors.iter().map(|e| e.to_string()).collect()
        }
    }
}

/// The data rows of a CSV, split into cells, in the columns `workload, config, load,
/// latency, latency-p99` (found by name: the queue depth and jobs columns are read by
/// [`column`]).
fn rows(csv: &str) -> Vec<Vec<String>> {
    let header: Vec<&str> = csv.lines().next().unwrap().split(',').collect();
    let wanted = ["workload", "config", "load [IOPS]", "latency [ms]", "latency-p99 [ms]"];
    let indexes: Vec<usize> =
        wanted.iter().map(|w| header.iter().position(|h| h == w).unwrap()).collect();
    all_rows(csv)
        .into_iter()
        .map(|cells| indexes.iter().map(|i| cells[*i].clone()).collect())
        .collect()
}

fn all_rows(csv: &str) -> Vec<Vec<String>> {
    csv.lines().skip(1).map(|line| line.split(',').map(str::to_string).collect()).collect()
}

/// The cells of the column with header `name`.
fn column(csv: &str, name: &str) -> Vec<String> {
    let index = csv
        .lines()
        .next()
        .unwrap()
        .split(',')
        .position(|h| h == name)
        .unwrap_or_else(|| panic!("no column {name}: {csv}"));
    all_rows(csv).into_iter().map(|r| r[index].clone()).collect()
}

/// One direction of one job entry: IOPS, mean total latency (ns), I/O count, clat p99 (ns).
fn stats(job: &Value, direction: &str) -> (f64, f64, f64, f64) {
    let d = &job[direction];
    (
        d["iops"].as_f64().unwrap(),
        d["lat_ns"]["mean"].as_f64().unwrap(),
        d["lat_ns"]["N"].as_f64().unwrap(),
        d["clat_ns"]["percentile"]["99.000000"].as_f64().unwrap(),
    )
}

fn ms(ns: f64) -> String {
    format!("{:.3}", ns / 1e6)
}

fn a_sweep_of_files_becomes_one_curve_ordered_by_queue_depth() {
    let dir = tempfile::tempdir().unwrap();
    let csv = import_ok(
        &["randread-qd4.json", "randread-qd1.json", "randread-qd2.json"],
        &dir.path().join("fio.csv"),
    );
    assert!(
        csv.starts_with("workload,config,iodepth [count],jobs [count],load [IOPS],latency [ms],latency-p99 [ms]\n"),
        "{csv}"
    );
    let expected: Vec<Vec<String>> =
        ["randread-qd1.json", "randread-qd2.json", "randread-qd4.json"]
            .iter()
            .map(|f| {
                let (iops, mean, _, p99) = stats(&json_of(f)["jobs"][0], "read");
                vec!["rand-read-4k".into(), String::new(), format!("{iops:.0}"), ms(mean), ms(p99)]
            })
            .collect();
    assert_eq!(rows(&csv), expected, "in the order of their queue depths");
    assert_eq!(column(&csv, "iodepth [count]"), ["1", "2", "4"]);
    assert_eq!(column(&csv, "jobs [count]"), ["1", "1", "1"]);
}

fn a_stonewalled_file_gives_one_point_per_group() {
    let dir = tempfile::tempdir().unwrap();
    let report = import(&["stonewall-sweep.json"], &dir.path().join("fio.csv"), None).unwrap();
    let json = json_of("stonewall-sweep.json");
    assert_eq!(
        json["global options"]["rw"], "randread",
        "the fixture keeps rw in the global options"
    );
    let curve = &report.curves[0];
    assert_eq!(curve.workload, "rand-read-4k");
    let mut depths: Vec<u64> =
        curve.points.iter().flat_map(|m| m.iodepths.iter().copied()).collect();
    depths.sort();
    assert_eq!(depths, [1, 2, 4]);
    let mut loads: Vec<f64> =
        json["jobs"].as_array().unwrap().iter().map(|j| stats(j, "read").0).collect();
    loads.sort_by(f64::total_cmp);
    assert_eq!(curve.points.iter().map(|m| m.point.iops).collect::<Vec<_>>(), loads);
    assert!(
        curve.points[0].source().contains("stonewall-sweep.json (group "),
        "{}",
        curve.points[0].source()
    );
}

fn per_job_entries_are_added_up() {
    let dir = tempfile::tempdir().unwrap();
    let json = json_of("numjobs-per-job.json");
    let jobs: Vec<(f64, f64, f64, f64)> =
        json["jobs"].as_array().unwrap().iter().map(|j| stats(j, "write")).collect();
    assert_eq!(jobs.len(), 2, "two entries, no group_reporting");
    let iops: f64 = jobs.iter().map(|j| j.0).sum();
    // The mean over every I/O: each job's mean weighted by its I/O count.
    let mean = jobs.iter().map(|j| j.1 * j.2).sum::<f64>() / jobs.iter().map(|j| j.2).sum::<f64>();
    // Without histograms, the p99 is the highest job's: never below the whole group's.
    let p99 = jobs.iter().map(|j| j.3).fold(0.0, f64::max);
    let csv = import_ok(&["numjobs-per-job.json"], &dir.path().join("fio.csv"));
    assert_eq!(
        rows(&csv),
        [["rand-write-4k".to_string(), String::new(), format!("{iops:.0}"), ms(mean), ms(p99)]]
    );
    assert_eq!(column(&csv, "jobs [count]"), ["2"]);
    assert_eq!(column(&csv, "iodepth [count]"), ["2"]);
    let report = import(&["numjobs-per-job.json"], &dir.path().join("fio.csv"), None).unwrap();
    assert_eq!(report.curves[0].points[0].jobs, 2);
}

fn a_group_reporting_entry_is_taken_as_fio_added_it_up() {
    let dir = tempfile::tempdir().unwrap();
    let json = json_of("numjobs-group-reporting.json");
    assert_eq!(json["jobs"].as_array().unwrap().len(), 1);
    let (iops, mean, _, p99) = stats(&json["jobs"][0], "write");
    let csv = import_ok(&["numjobs-group-reporting.json"], &dir.path().join("fio.csv"));
    assert_eq!(
        rows(&csv),
        [["rand-write-4k".to_string(), String::new(), format!("{iops:.0}"), ms(mean), ms(p99)]]
    );
    let report =
        import(&["numjobs-group-reporting.json"], &dir.path().join("fio.csv"), None).unwrap();
    assert_eq!(report.curves[0].points[0].jobs, 2, "numjobs=2 behind one entry");
}

fn json_plus_histograms_are_merged_for_the_p99() {
    let dir = tempfile::tempdir().unwrap();
    let json = json_of("json-plus.json");
    let mut bins: Vec<(u64, u64)> = Vec::new();
    for job in json["jobs"].as_array().unwrap() {
        for (value, count) in job["read"]["clat_ns"]["bins"].as_object().unwrap() {
            bins.push((value.parse().unwrap(), count.as_u64().unwrap()));
        }
    }
    bins.sort();
    let total: u64 = bins.iter().map(|b| b.1).sum();
    let mut running = 0;
    let p99 = bins
        .iter()
        .find(|(_, count)| {
            running += count;
            running as f64 >= 0.99 * total as f64
        })
        .unwrap()
        .0;
    let csv = import_ok(&["json-plus.json"], &dir.path().join("fio.csv"));
    assert_eq!(rows(&csv)[0][4], ms(p99 as f64), "{csv}");
    let highest =
        json["jobs"].as_array().unwrap().iter().map(|j| stats(j, "read").3).fold(0.0, f64::max);
    assert!(p99 as f64 <= highest);
}

fn a_mixed_job_adds_reads_and_writes_and_is_named_by_its_mix() {
    let dir = tempfile::tempdir().unwrap();
    let job = &json_of("randrw-70-30-8k.json")["jobs"][0];
    let (read, write) = (stats(job, "read"), stats(job, "write"));
    let csv = import_ok(&["randrw-70-30-8k.json"], &dir.path().join("fio.csv"));
    let row = &rows(&csv)[0];
    assert_eq!(row[0], "rand-70-30-8k");
    assert_eq!(row[2], format!("{:.0}", read.0 + write.0));
    assert_eq!(row[3], ms((read.1 * read.2 + write.1 * write.2) / (read.2 + write.2)));
}

fn text_fio_prints_before_the_json_is_skipped() {
    let text = std::fs::read_to_string(fixture("warning-before-json.json")).unwrap();
    assert!(
        text.starts_with("note: both iodepth >= 1 and synchronous I/O engine"),
        "the fixture has fio's note first"
    );
    let dir = tempfile::tempdir().unwrap();
    let (iops, ..) = stats(&json_of("warning-before-json.json")["jobs"][0], "read");
    let csv = import_ok(&["warning-before-json.json"], &dir.path().join("fio.csv"));
    assert_eq!(rows(&csv)[0][2], format!("{iops:.0}"));
}

fn a_reimport_is_byte_identical_and_keeps_other_curves() {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("fio.csv");
    std::fs::write(&output, "workload,config,load [IOPS],latency [ms],latency-p99 [ms]\nseq-read-64k,,~1200,0.8,\nrand-read-4k,,1,9,9\n").unwrap();
    let files = ["randread-qd1.json", "randread-qd2.json", "randwrite-missing-is-not-here.json"];
    // (A missing file fails the whole import and leaves the output alone.)
    let before = std::fs::read(&output).unwrap();
    assert!(import(&files, &output, None).is_err());
    assert_eq!(std::fs::read(&output).unwrap(), before);

    let first = import_ok(&files[..2], &output);
    let second = import_ok(&files[..2], &output);
    assert_eq!(first, second);
    let rows = rows(&first);
    assert_eq!(
        rows[0],
        ["seq-read-64k", "", "~1200", "0.8", ""],
        "another curve's row is kept as written"
    );
    assert_eq!(rows.len(), 3, "the old rand-read-4k row was replaced: {first}");
    assert!(rows[1..].iter().all(|r| r[0] == "rand-read-4k" && r[2] != "1"));
    assert_eq!(
        first.lines().next().unwrap(),
        "workload,config,load [IOPS],latency [ms],latency-p99 [ms],iodepth [count],jobs [count]",
        "a file without queue depth and jobs gains them at the end"
    );
    assert_eq!(column(&first, "iodepth [count]"), ["", "1", "2"]);
}

/// The points of a saturated sweep, ordered by queue depth whatever their loads: reports
/// made from real fio output with the load of the deepest point lowered below the one
/// before it, as on a drive past saturation (QD32: 68,962 IOPS after QD16: 69,275).
fn a_saturated_sweep_stays_in_queue_depth_order_in_the_csv_and_the_chart() {
    let dir = tempfile::tempdir().unwrap();
    let mut files = Vec::new();
    for (name, iops) in [
        ("randread-qd1.json", 30000.0),
        ("randread-qd2.json", 69275.0),
        ("randread-qd4.json", 68962.0),
    ] {
        let mut json = json_of(name);
        json["jobs"][0]["read"]["iops"] = Value::from(iops);
        let path = dir.path().join(name);
        std::fs::write(&path, serde_json::to_string_pretty(&json).unwrap()).unwrap();
        files.push(path);
    }
    let site = Fixture::new();
    site.write("content/protocols.toml", "[[protocol]]\nid = \"fio-lab\"\n");
    site.write(
        "content/reviews/lab/data.toml",
        "[[table]]\nid = \"qd-sweep\"\nfile = \"fio.csv\"\nfamily = \"load-curve\"\nprotocol = \"fio-lab\"\n",
    );
    site.write(
        "content/reviews/lab/index.en.md",
        "+++\ntitle = \"Sweep\"\ndate = 2026-01-01\n+++\nAt QD4: {{ value(table=\"qd-sweep\", column=\"load\", iodepth=\"4\") }}.\n",
    );
    let output = site.root().join("content/reviews/lab/fio.csv");
    import_fio(&FioImport { files, output: output.clone(), workload: None, config: None })
        .unwrap_or_else(|e| panic!("{e:#?}"));
    let csv = std::fs::read_to_string(&output).unwrap();
    assert_eq!(column(&csv, "iodepth [count]"), ["1", "2", "4"], "{csv}");
    assert_eq!(column(&csv, "load [IOPS]"), ["30000", "69275", "68962"], "{csv}");
    site.build_ok();
    let html = site.html("reviews/lab/index.html");
    assert_eq!(texts(&html, ".prose .figure-value"), ["68,962\u{a0}IOPS"]);
    // The table the chart links to lists the points in the sweep's order, and the peak is
    // the highest load, not the last point.
    let table = common::table_of_chart(&html, "figure#chart-qd-sweep-rand-read-4k");
    let column = |label: &str| texts(&html, &format!("{table} td[data-label='{label}']"));
    assert_eq!(column("Queue depth"), ["1", "2", "4"]);
    assert_eq!(column("Load (IOPS)"), ["30,000", "69,275", "68,962"]);
    let svg = texts(
        &common::chart_of(&site, "reviews/lab/index.html", "chart-qd-sweep-rand-read-4k"),
        "svg text",
    )
    .join(" | ");
    assert!(svg.contains("69,275"), "the peak is annotated: {svg}");
}

/// A synchronous engine keeps one I/O in flight whatever `iodepth` says: the point is
/// recorded at depth 1, with a warning.
fn an_iodepth_a_synchronous_engine_ignores_is_a_warning_and_recorded_as_1() {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("fio.csv");
    let report = import(&["warning-before-json.json"], &output, None).unwrap();
    assert_eq!(report.warnings.len(), 1, "{:?}", report.warnings);
    let warning = report.warnings[0].to_string();
    assert!(
        warning.contains("warning-before-json.json")
            && warning.contains("iodepth=4")
            && warning.contains("`psync`"),
        "{warning}"
    );
    let csv = std::fs::read_to_string(&output).unwrap();
    assert_eq!(column(&csv, "iodepth [count]"), ["1"]);
    // An asynchronous engine's depths are taken as given, without a warning.
    let report = import(&["randread-qd4.json"], &output, None).unwrap();
    assert!(report.warnings.is_empty());
}

fn a_failed_job_is_an_error_naming_the_file_and_the_errno() {
    let errors = import_err(&["job-error.json"], None);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("job-error.json:"), "{errors:?}");
    assert!(
        errors[0].contains("fio job `full` failed with error 28 (No space left on device)"),
        "{errors:?}"
    );
}

fn truncated_output_is_an_error_at_its_end() {
    let errors = import_err(&["truncated.json"], None);
    let text = std::fs::read_to_string(fixture("truncated.json")).unwrap();
    let last_line = text.lines().count();
    assert!(errors[0].contains(&format!("truncated.json:{last_line}:")), "{errors:?}");
    assert!(errors[0].contains("truncated fio output"), "{errors:?}");
}

fn other_files_are_not_fio_output() {
    let errors = import_err(&["normal-output.txt"], None);
    assert!(
        errors[0].contains(
            "normal-output.txt:1:1: error: not fio output: the file holds no JSON document; it is fio's text report (`--output-format=normal`)"
        ),
        "{errors:?}"
    );
    // fio's terse report and its latency log, which a lab keeps beside the JSON.
    let dir = tempfile::tempdir().unwrap();
    let terse = dir.path().join("terse.txt");
    std::fs::write(&terse, "3;fio-3.33;randread;0;0;980704;326792;81698;3001;0\n").unwrap();
    let log = dir.path().join("lat_lat.1.log");
    std::fs::write(&log, "500, 105003, 0, 0, 0\n1000, 104151, 0, 0, 0\n").unwrap();
    let errors = errors_importing(vec![terse, log], dir.path().join("out.csv"));
    assert!(errors[0].contains("it is fio's terse report"), "{errors:?}");
    assert!(errors[1].contains("it is a log of fio's"), "{errors:?}");
    // A JSON document from elsewhere (here, a package manifest).
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("package.json");
    std::fs::write(&other, "{\n  \"name\": \"x\",\n  \"version\": \"1.0.0\"\n}\n").unwrap();
    let result = import_fio(&FioImport {
        files: vec![other],
        output: dir.path().join("out.csv"),
        ..Default::default()
    });
    let errors: Vec<String> = result.unwrap_err().iter().map(|e| e.to_string()).collect();
    assert!(
        errors[0].contains(
            "package.json:1:1: error: not fio output: this JSON has no `fio version` and `jobs`"
        ),
        "{errors:?}"
    );
    assert!(!dir.path().join("out.csv").exists());
}

fn input_or_output_that_is_not_utf8_is_reported_at_its_bad_byte() {
    let dir = tempfile::tempdir().unwrap();
    let latin1 = dir.path().join("latin1.json");
    std::fs::write(&latin1, b"note: caf\xe9\n{}\n").unwrap();
    let output = dir.path().join("out.csv");
    let errors = |files: Vec<PathBuf>| -> Vec<String> {
        let request = FioImport { files, output: output.clone(), ..Default::default() };
        import_fio(&request).unwrap_err().iter().map(|e| e.to_string()).collect()
    };
    let help = "help: save the file as UTF-8 (it may have been written as Latin-1, Windows-1252 or UTF-16)";
    assert_eq!(
        errors(vec![latin1.clone()]),
        [format!("{}:1:10: error: the file is not valid UTF-8: byte 0xE9 at byte offset 9 is not part of a UTF-8 character\n  {help}", latin1.display())]
    );
    assert!(!output.exists());
    // An output CSV in another encoding is refused before anything is written over it.
    let existing = b"workload,load [IOPS],latency [ms]\nlecture-\xe9,1,2\n";
    std::fs::write(&output, existing).unwrap();
    assert_eq!(
        errors(vec![fixture("randread-qd1.json")]),
        [format!("{}:2:9: error: the file is not valid UTF-8: byte 0xE9 at byte offset 42 is not part of a UTF-8 character\n  {help}", output.display())]
    );
    assert_eq!(std::fs::read(&output).unwrap(), existing);
}

fn a_job_reporting_a_negative_figure_is_refused_naming_the_file_and_the_job() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(fixture("randread-qd1.json")).unwrap();
    let help = "help: a rate or a time below zero is not a measurement (a corrupt or edited report?); run fio again";
    let cases = [
        (
            "\"iops\" : 19804.195804",
            "\"iops\" : -19804.195804",
            "IOPS below zero for its reads (-19804.195804)",
        ),
        (
            "\"bw_bytes\" : 81117986",
            "\"bw_bytes\" : -81117986",
            "`bw_bytes` below zero for its reads (-81117986)",
        ),
        (
            "\"99.000000\" : ",
            "\"99.000000\" : -",
            "`clat_ns` percentile 99.000000 below zero for its reads (-56064)",
        ),
    ];
    for (from, to, figure) in cases {
        assert_eq!(text.matches(from).count(), 1, "{from}");
        let bad = dir.path().join("negative.json");
        std::fs::write(&bad, text.replace(from, to)).unwrap();
        let output = dir.path().join("fio.csv");
        let out = Command::new(env!("CARGO_BIN_EXE_iopress"))
            .args(["import", "fio"])
            .arg(&bad)
            .arg("--output")
            .arg(&output)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert_eq!(
            stderr,
            format!(
                "{}:7:5: error: fio job `randread-qd1` reports {figure}\n  {help}\nNothing was written.\n",
                bad.display()
            )
        );
        assert!(!output.exists());
    }
}

#[cfg(unix)]
fn the_output_keeps_its_permissions_and_a_new_one_gets_the_usual_mode() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = tempfile::tempdir().unwrap();
    let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o7777;
    // What any program's new file gets here: 0666 under the umask.
    let probe = dir.path().join("probe");
    std::fs::write(&probe, "").unwrap();
    let usual = mode(&probe);

    let output = dir.path().join("fio.csv");
    import_ok(&["randread-qd1.json"], &output);
    assert_eq!(mode(&output), usual, "a new file is not private to its owner");
    for kept in [0o644, 0o664, 0o640, 0o444] {
        std::fs::set_permissions(&output, std::fs::Permissions::from_mode(kept)).unwrap();
        import_ok(&["randread-qd2.json"], &output);
        assert_eq!(mode(&output), kept, "{kept:o}");
    }
}

fn figures_the_import_cannot_read_are_reported_at_their_job() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(fixture("randread-qd1.json")).unwrap();
    let errors = |json: String| -> Vec<String> {
        let input = dir.path().join("odd.json");
        std::fs::write(&input, json).unwrap();
        let request = FioImport {
            files: vec![input.clone()],
            output: dir.path().join("out.csv"),
            ..Default::default()
        };
        let found = import_fio(&request).unwrap_err();
        found
            .iter()
            .map(|e| e.to_string().replace(&input.display().to_string(), "odd.json"))
            .collect()
    };
    let total_ios = "\"total_ios\" : ";
    let first = text.find(total_ios).unwrap();
    let negative = format!("{}{total_ios}-{}", &text[..first], &text[first + total_ios.len()..]);
    assert_eq!(
        errors(negative),
        ["odd.json:7:5: error: fio job `randread-qd1` has a figure iopress cannot read: invalid value: integer `-19824`, expected u64\n  \
          help: iopress reads the JSON of fio 3.x"]
    );
    // Found by the property tests: a job without its name was placed by counting names.
    let nameless = text.replacen("      \"jobname\" : \"randread-qd1\",\n", "", 1);
    assert_eq!(
        errors(nameless),
        ["odd.json:7:5: error: fio job #1 has a figure iopress cannot read: missing field `jobname`\n  \
          help: iopress reads the JSON of fio 3.x"]
    );
    let jobs_start = text.find("\"jobs\"").unwrap();
    let no_jobs = format!("{}\"jobs\" : []\n}}\n", &text[..jobs_start]);
    assert_eq!(errors(no_jobs), ["odd.json:6:3: error: the fio output lists no jobs"]);
}

fn several_status_reports_in_one_file_are_refused() {
    let text = std::fs::read_to_string(fixture("status-interval.json")).unwrap();
    assert!(text.matches("\"fio version\"").count() > 1, "the fixture holds several reports");
    let errors = import_err(&["status-interval.json"], None);
    // At the start of the second report.
    assert_eq!(
        errors,
        [format!(
            "{}:274:1: error: this file holds several fio reports, one per status interval\n  \
             help: run fio without --status-interval, or keep only its last report",
            fixture("status-interval.json").display()
        )]
    );
}

fn mixed_block_sizes_in_one_curve_are_an_error() {
    let errors = import_err(&["randread-qd1.json", "randread-8k.json"], Some("rand-read"));
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("mixed block sizes in curve `rand-read`"), "{errors:?}");
    assert!(
        errors[0].contains("randread-qd1.json") && errors[0].contains("randread-8k.json"),
        "{errors:?}"
    );
    // Without --workload they are two curves, named by their block sizes.
    let dir = tempfile::tempdir().unwrap();
    let csv = import_ok(&["randread-qd1.json", "randread-8k.json"], &dir.path().join("fio.csv"));
    let names: Vec<String> = rows(&csv).into_iter().map(|r| r[0].clone()).collect();
    assert_eq!(names, ["rand-read-4k", "rand-read-8k"]);
}

fn one_bad_file_among_good_ones_writes_nothing_and_every_problem_is_reported() {
    let errors = import_err(
        &["randread-qd1.json", "job-error.json", "truncated.json", "randread-qd2.json"],
        None,
    );
    assert_eq!(errors.len(), 2, "{errors:?}");
}

fn the_cli_imports_and_reports_problems_with_their_file() {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("fio.csv");
    let run = |files: &[&str], extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_iopress"))
            .args(["import", "fio"])
            .args(files.iter().map(|f| fixture(f)))
            .arg("--output")
            .arg(&output)
            .args(extra)
            .output()
            .unwrap()
    };
    let ok = run(
        &["randread-qd1.json", "randread-qd2.json"],
        &["--config", "vm-disk", "--workload", "fio-4k-read"],
    );
    let stderr = String::from_utf8_lossy(&ok.stderr);
    assert!(ok.status.success(), "{stderr}");
    assert!(stderr.contains("fio-4k-read (vm-disk): 2 points"), "{stderr}");
    let csv = std::fs::read_to_string(&output).unwrap();
    assert!(rows(&csv).iter().all(|r| r[0] == "fio-4k-read" && r[1] == "vm-disk"), "{csv}");

    let bad = run(&["randread-qd4.json", "job-error.json"], &[]);
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert_eq!(bad.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("job-error.json:") && stderr.contains("error 28"), "{stderr}");
    assert!(stderr.contains("Nothing was written."), "{stderr}");
    assert_eq!(std::fs::read_to_string(&output).unwrap(), csv, "the earlier output is untouched");

    // One new run of a curve of two replaces the curve: said, with what to do instead.
    let one = run(&["randread-qd4.json"], &["--config", "vm-disk", "--workload", "fio-4k-read"]);
    let stderr = String::from_utf8_lossy(&one.stderr);
    assert!(one.status.success(), "{stderr}");
    assert!(
        stderr.contains("warning: the imported curves had 2 rows and now have 1")
            && stderr.contains("import all of its runs together"),
        "{stderr}"
    );
}

fn a_config_not_declared_in_the_reviews_data_toml_is_refused_with_the_ids_it_declares() {
    let site = Fixture::new();
    site.write(
        "content/reviews/lab/data.toml",
        "[[config]]\nid = \"ci-vm-disk\"\n\n[[config]]\nid = \"temp-file\"\nname = \"A temp file\"\n\n[[table]]\nid = \"fio\"\nfile = \"fio.csv\"\nfamily = \"load-curve\"\nprotocol = \"fio-lab\"\n",
    );
    let output = site.root().join("content/reviews/lab/fio.csv");
    // Run from the site's root, as an editor would.
    let run = |config: &str| {
        Command::new(env!("CARGO_BIN_EXE_iopress"))
            .args(["import", "fio"])
            .arg(fixture("randread-qd1.json"))
            .args(["--output", "content/reviews/lab/fio.csv", "--config", config])
            .current_dir(site.root())
            .output()
            .unwrap()
    };
    let typo = run("ci-vm-dsk");
    let stderr = String::from_utf8_lossy(&typo.stderr);
    assert_eq!(typo.status.code(), Some(1), "{stderr}");
    assert_eq!(
        stderr,
        "content/reviews/lab/data.toml: error: `--config ci-vm-dsk` is not a configuration of this review\n  \
         help: its data.toml declares ci-vm-disk, temp-file; give one of them, or declare it there as [[config]] with id = \"ci-vm-dsk\"\n\
         Nothing was written.\n"
    );
    assert!(!output.exists(), "a refused import wrote its output");

    let declared = run("temp-file");
    let stderr = String::from_utf8_lossy(&declared.stderr);
    assert!(declared.status.success(), "{stderr}");
    assert_eq!(column(&std::fs::read_to_string(&output).unwrap(), "config"), ["temp-file"]);

    // A data.toml that does not parse cannot tell: the import says where it is broken.
    site.write("content/reviews/lab/data.toml", "[[config]]\nid = temp-file\n");
    let broken = run("temp-file");
    let stderr = String::from_utf8_lossy(&broken.stderr);
    assert_eq!(broken.status.code(), Some(1), "{stderr}");
    assert!(stderr.starts_with("content/reviews/lab/data.toml:2:6: error: "), "{stderr}");
}

/// 12345 → `12,345`: how the English pages write a whole number.
fn english(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Runs fio for about a second at each of three iodepths on a temp file, imports the
/// results, and finds the measured IOPS on the chart of a review. Needs fio on PATH.
fn fio_measured_here_is_imported_and_charted() {
    // Under target/, on a real disk: /tmp may be a tmpfs, where O_DIRECT can fail.
    let work = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let mut files = Vec::new();
    for depth in [1, 4, 16] {
        let json = work.path().join(format!("qd{depth}.json"));
        let run = Command::new("fio")
            .arg(format!("--name=qd{depth}"))
            .arg(format!("--filename={}", work.path().join("data").display()))
            .args(["--size=16M", "--rw=randread", "--bs=4k", "--ioengine=libaio", "--direct=1"])
            .args(["--runtime=1", "--time_based", "--output-format=json"])
            .arg(format!("--iodepth={depth}"))
            .arg(format!("--output={}", json.display()))
            .output()
            .unwrap();
        assert!(run.status.success(), "fio failed: {}", String::from_utf8_lossy(&run.stderr));
        files.push(json);
    }

    let site = Fixture::new();
    site.write(
        "content/protocols.toml",
        "[[protocol]]\nid = \"fio-lab\"\nfacts = [{ label = \"load-generator\", text = \"fio\" }]\n",
    );
    site.write(
        "content/reviews/lab/index.en.md",
        "+++\ntitle = \"A temp file\"\ndate = 2026-01-01\n+++\nMeasured while the tests ran.\n\n{{ chart(table=\"fio\", workload=\"rand-read-4k\") }}\n",
    );
    site.write(
        "content/reviews/lab/data.toml",
        "[[config]]\nid = \"temp-file\"\n\n[[table]]\nid = \"fio\"\nfile = \"fio.csv\"\nfamily = \"load-curve\"\nprotocol = \"fio-lab\"\n",
    );
    let output = site.root().join("content/reviews/lab/fio.csv");
    let report =
        import_fio(&FioImport { files, output, workload: None, config: Some("temp-file".into()) })
            .unwrap_or_else(|e| panic!("{e:#?}"));
    let loads: Vec<u64> =
        report.curves[0].points.iter().map(|m| m.point.iops.round() as u64).collect();
    assert_eq!(loads.len(), 3);
    site.build_ok();

    let html = site.html("reviews/lab/index.html");
    let figure = "figure#chart-fio-rand-read-4k";
    assert_eq!(
        common::select(&html, &format!(".prose {figure} > svg.chart-phone")).len(),
        1,
        "the chart is placed in the prose"
    );
    let cells = texts(&html, &format!("{} td.num", common::table_of_chart(&html, figure)));
    for load in &loads {
        assert!(cells.contains(&english(*load)), "{} not among {cells:?}", english(*load));
    }
    // The peak is annotated on the chart itself.
    let svg = texts(
        &common::chart_of(&site, "reviews/lab/index.html", "chart-fio-rand-read-4k"),
        "svg text",
    )
    .join(" | ");
    let peak = english(*loads.iter().max().unwrap());
    assert!(svg.contains(&peak), "the chart does not show the peak {peak}: {svg}");
}

/// The example site's lab measurement: its fio.csv is exactly what importing its fio JSON
/// gives (the command in its data.toml).
fn the_example_sites_lab_data_is_reproducible_from_its_fio_json() {
    let bundle = Path::new(REPO).join("content/reviews/lab-virtual-disk");
    let mut files: Vec<PathBuf> = Vec::new();
    for rw in ["randread", "randwrite"] {
        for depth in [1, 2, 4, 8, 16, 32] {
            files.push(bundle.join(format!("fio/{rw}-qd{depth}.json")));
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("fio.csv");
    import_fio(&FioImport {
        files,
        output: output.clone(),
        workload: None,
        config: Some("ci-vm-disk".into()),
    })
    .unwrap_or_else(|e| panic!("{e:#?}"));
    let committed = std::fs::read_to_string(bundle.join("fio.csv")).unwrap();
    assert_eq!(std::fs::read_to_string(&output).unwrap(), committed);
    // Importing into the committed file itself changes nothing either.
    std::fs::write(&output, &committed).unwrap();
    let report = import_fio(&FioImport {
        files: vec![bundle.join("fio/randread-qd1.json"), bundle.join("fio/randread-qd32.json")],
        output: output.clone(),
        workload: None,
        config: Some("ci-vm-disk".into()),
    })
    .unwrap();
    assert_eq!(report.merge.kept_rows, 6, "the write curve is kept");
    assert_eq!(report.merge.replaced_rows, 6);
}

crate::tests! {
    percentiles_without_the_99th_leave_the_p99_empty_with_a_warning,
    an_output_in_a_missing_folder_names_the_folder,
    a_group_reporting_entry_of_several_job_sections_is_refused,
    an_interrupted_or_killed_run_is_refused_saying_so,
    a_sweep_of_files_becomes_one_curve_ordered_by_queue_depth,
    a_stonewalled_file_gives_one_point_per_group,
    per_job_entries_are_added_up,
    a_group_reporting_entry_is_taken_as_fio_added_it_up,
    json_plus_histograms_are_merged_for_the_p99,
    a_mixed_job_adds_reads_and_writes_and_is_named_by_its_mix,
    text_fio_prints_before_the_json_is_skipped,
    a_reimport_is_byte_identical_and_keeps_other_curves,
    a_saturated_sweep_stays_in_queue_depth_order_in_the_csv_and_the_chart,
    an_iodepth_a_synchronous_engine_ignores_is_a_warning_and_recorded_as_1,
    a_failed_job_is_an_error_naming_the_file_and_the_errno,
    truncated_output_is_an_error_at_its_end,
    other_files_are_not_fio_output,
    input_or_output_that_is_not_utf8_is_reported_at_its_bad_byte,
    a_job_reporting_a_negative_figure_is_refused_naming_the_file_and_the_job,
    the_output_keeps_its_permissions_and_a_new_one_gets_the_usual_mode,
    figures_the_import_cannot_read_are_reported_at_their_job,
    several_status_reports_in_one_file_are_refused,
    mixed_block_sizes_in_one_curve_are_an_error,
    one_bad_file_among_good_ones_writes_nothing_and_every_problem_is_reported,
    the_cli_imports_and_reports_problems_with_their_file,
    #[needs(FIO)]
    fio_measured_here_is_imported_and_charted,
    the_example_sites_lab_data_is_reproducible_from_its_fio_json,
    a_config_not_declared_in_the_reviews_data_toml_is_refused_with_the_ids_it_declares,
}

/// Under `group_reporting`, fio reports a group's jobs as one entry that keeps the name and
/// options of one of them: the import cannot say what ran, so such an entry is refused where
/// it gives itself away (I/O its pattern does not do; more run time than its jobs can have).
/// One job's `numjobs` clones reported together stay accepted.
fn a_group_reporting_entry_of_several_job_sections_is_refused() {
    let mixed = import_err(&["group-reporting-mixed-sections.json"], None);
    assert!(
        mixed.iter().any(|e| e.contains("group-reporting-mixed-sections.json:")
            && e.contains("reports reads, which its `rw=randwrite` does not do")),
        "{mixed:#?}"
    );
    let two = import_err(&["group-reporting-two-sections.json"], None);
    assert!(
        two.iter().any(|e| e.contains("2000 ms of run time") && e.contains("several job sections")),
        "{two:#?}"
    );
    assert!(two.iter().all(|e| e.contains("without `group_reporting`")), "{two:#?}");
    let dir = tempfile::tempdir().unwrap();
    import_ok(&["numjobs-group-reporting.json"], &dir.path().join("ok.csv"));
}

/// A run that a signal cut short, or killed before it wrote its report, is no measurement:
/// each is an error that says what happened, not "not fio output".
fn an_interrupted_or_killed_run_is_refused_saying_so() {
    let interrupted = import_err(&["interrupted.json"], None);
    assert!(
        interrupted.iter().any(|e| e.contains("interrupted.json:2:1")
            && e.contains("fio was interrupted (`fio: terminating on signal 2`)")),
        "{interrupted:#?}"
    );
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("killed.json");
    std::fs::write(&empty, "").unwrap();
    let errors = errors_importing(vec![empty], dir.path().join("out.csv"));
    assert!(
        errors.iter().any(|e| e.contains("the file is empty") && e.contains("killed")),
        "{errors:#?}"
    );
}

/// An output in a folder that does not exist is reported by that folder and what to do, not
/// by the hidden temporary file the import writes first.
fn an_output_in_a_missing_folder_names_the_folder() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("not/made");
    let errors = errors_importing(vec![fixture("randread-qd1.json")], folder.join("out.csv"));
    let expected = format!("its folder {} does not exist", folder.display());
    assert!(errors.iter().any(|e| e.contains(&expected) && e.contains("mkdir -p")), "{errors:#?}");
    let temporary = format!("{}/.tmp", folder.display());
    assert!(errors.iter().all(|e| !e.contains(&temporary)), "{errors:#?}");
}

/// The errors of importing `files` (paths as they are) into `output`, which must fail.
fn errors_importing(files: Vec<PathBuf>, output: PathBuf) -> Vec<String> {
    let request = FioImport { files, output, ..Default::default() };
    import_fio(&request).unwrap_err().iter().map(|e| e.to_string()).collect()
}

/// Percentiles without the 99th (`--percentile_list=50:95:99.9`) leave the point's p99 empty:
/// imported, with a warning that says why rather than a silent gap in the chart.
fn percentiles_without_the_99th_leave_the_p99_empty_with_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("out.csv");
    let report = import(&["percentiles-without-99.json"], &output, None).unwrap();
    let csv = std::fs::read_to_string(&output).unwrap();
    assert_eq!(column(&csv, "latency-p99 [ms]"), [""], "{csv}");
    let warnings: Vec<String> = report.warnings.iter().map(|w| w.to_string()).collect();
    assert!(
        warnings.iter().any(|w| w.contains("percentiles-without-99.json")
            && w.contains("without the 99th")
            && w.contains("add 99 to --percentile_list")),
        "{warnings:#?}"
    );
    // Fio's default percentiles give a p99 and no such warning.
    let report = import(&["randread-qd1.json"], &dir.path().join("ok.csv"), None).unwrap();
    assert!(report.warnings.iter().all(|w| !w.to_string().contains("99th")));
}
