//! `iopress import csv --map`: a lab's own CSV export mapped onto a results table, with its
//! units converted; bad cells reported at their row and column.

use crate::common;

use std::path::Path;
use std::process::Command;

use crate::common::{texts, Fixture};
use iopress::import::csv_map::{import_csv, CsvImport};

/// What a lab's script might export: quoted headers with spaces and units in words, one row
/// per queue depth, latencies in microseconds, a blank line at the end.
const EXPORT: &str =
    "\"Queue Depth\",\"Threads\",\"IOPS\",\"Avg Latency (us)\",\"P99 Latency (us)\",\"Host\"\n\
1,1,19437,51.2,58.1,node-a\n\
16,1,69275,231.0,402.7,node-a\n\
32,1,68962,464.1,897.3,node-a\n\n";

fn request(dir: &Path, output: &Path) -> CsvImport {
    let file = dir.join("export.csv");
    if !file.exists() {
        std::fs::write(&file, EXPORT).unwrap();
    }
    CsvImport {
        file,
        output: output.to_path_buf(),
        maps: [
            "Queue Depth=iodepth [count]",
            "Threads=jobs [count]",
            "IOPS=load [IOPS]",
            "Avg Latency (us):µs=latency [ms]",
            "P99 Latency (us):µs=latency-p99 [ms]",
        ]
        .map(str::to_string)
        .to_vec(),
        sets: vec!["workload=rand-read-4k".into(), "config=p4800x".into()],
        replace: false,
    }
}

fn columns_are_mapped_and_units_converted_keeping_their_digits() {
    let site = Fixture::new();
    let bundle = site.root().join("content/reviews/optane");
    std::fs::create_dir_all(&bundle).unwrap();
    let output = bundle.join("qd.csv");
    let report = import_csv(&request(site.root(), &output)).unwrap_or_else(|e| panic!("{e:#?}"));
    assert_eq!(report.rows, 3);
    assert_eq!(
        std::fs::read_to_string(&output).unwrap(),
        "workload,config,iodepth [count],jobs [count],load [IOPS],latency [ms],latency-p99 [ms]\n\
         rand-read-4k,p4800x,1,1,19437,0.0512,0.0581\n\
         rand-read-4k,p4800x,16,1,69275,0.2310,0.4027\n\
         rand-read-4k,p4800x,32,1,68962,0.4641,0.8973\n"
    );
    // The table it wrote is a load curve the site charts, and a point is a `value` away.
    site.write("content/protocols.toml", "[[protocol]]\nid = \"fio-qd\"\n");
    site.write(
        "content/reviews/optane/data.toml",
        "[[config]]\nid = \"p4800x\"\nname = \"Intel Optane P4800X\"\n\n[[table]]\nid = \"qd\"\nfile = \"qd.csv\"\nfamily = \"load-curve\"\nprotocol = \"fio-qd\"\n",
    );
    site.write(
        "content/reviews/optane/index.en.md",
        "+++\ntitle = \"Optane\"\ndate = 2026-01-01\n+++\nAt QD32: {{ value(table=\"qd\", column=\"latency\", iodepth=\"32\") }}.\n",
    );
    site.build_ok();
    let html = site.html("reviews/optane/index.html");
    assert_eq!(texts(&html, ".prose .figure-value"), ["0.4641\u{a0}ms"]);
    assert_eq!(common::select(&html, "figure#chart-qd-rand-read-4k > svg.chart-phone").len(), 1);
    assert_eq!(
        common::select(
            &common::chart_of(&site, "reviews/optane/index.html", "chart-qd-rand-read-4k"),
            "svg"
        )
        .len(),
        1
    );

    // An existing output is kept unless --replace.
    let errors = import_csv(&request(site.root(), &output)).unwrap_err();
    assert!(errors[0].to_string().contains("the output file exists"), "{errors:?}");
    import_csv(&CsvImport { replace: true, ..request(site.root(), &output) }).unwrap();
}

fn a_cell_that_is_not_a_number_names_its_row_and_column() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("export.csv"),
        EXPORT.replace("68962", "n/a").replace("231.0", "\"231,0\""),
    )
    .unwrap();
    let output = dir.path().join("out.csv");
    let errors: Vec<String> = import_csv(&request(dir.path(), &output))
        .unwrap_err()
        .iter()
        .map(|e| e.to_string())
        .collect();
    assert!(!output.exists());
    assert_eq!(errors.len(), 2, "{errors:#?}");
    assert!(errors[0].contains("export.csv:3:12: error: row 2 (line 3), column `Avg Latency (us)`: `231,0` is not a number"), "{errors:#?}");
    assert!(
        errors[1].contains(
            "export.csv:4:6: error: row 3 (line 4), column `IOPS`: `n/a` is not a number"
        ),
        "{errors:#?}"
    );

    let missing =
        CsvImport { maps: vec!["IOPS/s=load [IOPS]".into()], ..request(dir.path(), &output) };
    let errors = import_csv(&missing).unwrap_err();
    assert!(errors[0].to_string().contains("the CSV file has no column `IOPS/s`"), "{errors:?}");
    assert!(
        errors[0].to_string().contains("its columns: `Queue Depth`, `Threads`, `IOPS`"),
        "{errors:?}"
    );
}

fn the_cli_maps_and_refuses_bad_mappings() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("export.csv"), EXPORT).unwrap();
    let output = dir.path().join("out.csv");
    let run = |maps: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_iopress"));
        command
            .args(["import", "csv"])
            .arg(dir.path().join("export.csv"))
            .arg("--output")
            .arg(&output)
            .args(["--set", "workload=rand-read-4k"]);
        for map in maps {
            command.args(["--map", map]);
        }
        command.output().unwrap()
    };
    let out = run(&["IOPS=load [IOPS]", "Avg Latency (us):µs=latency [ms]"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("3 rows, columns workload, load [IOPS], latency [ms]"), "{stderr}");
    std::fs::remove_file(&output).unwrap();
    let out = run(&["IOPS:ms=load [IOPS]"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr.contains("ms and IOPS do not measure the same thing")
            && stderr.contains("Nothing was written."),
        "{stderr}"
    );
    assert!(!output.exists());
}

crate::tests! {
    columns_are_mapped_and_units_converted_keeping_their_digits,
    a_cell_that_is_not_a_number_names_its_row_and_column,
    the_cli_maps_and_refuses_bad_mappings,
}
