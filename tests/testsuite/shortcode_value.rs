//! `{{ value(...) }}` chooses its row by any column: a point of a load curve by queue depth
//! or load, a row of a plain table, a VM of an application table; errors say what tells
//! matching rows apart.

use crate::common::{texts, Fixture};

/// A review with a load curve of four points (two configurations, one at two depths), a
/// plain QoS table and an application table with VMs.
fn site(prose: &str) -> Fixture {
    let site = Fixture::new();
    site.write(
        "content/protocols.toml",
        "[[protocol]]\nid = \"fio-qd\"\n\n[[protocol]]\nid = \"tpcc\"\n",
    );
    site.write(
        "content/reviews/optane/data.toml",
        r#"[[config]]
id = "p4800x"

[[config]]
id = "p4610"

[[table]]
id = "qd-sweep"
file = "qd.csv"
family = "load-curve"
protocol = "fio-qd"

[[table]]
id = "qos"
file = "qos.csv"
family = "table"

[[table]]
id = "sql"
file = "sql.csv"
family = "application"
protocol = "tpcc"
"#,
    );
    site.write(
        "content/reviews/optane/qd.csv",
        "workload,config,iodepth [count],jobs [count],load [IOPS],latency [ms]\n\
         rand-read-4k,p4800x,16,1,69275,0.231\n\
         rand-read-4k,p4800x,32,1,68962,0.464\n\
         rand-read-4k,p4610,16,1,41000,0.390\n\
         rand-read-4k,p4610,32,1,52000,0.615\n",
    );
    site.write(
        "content/reviews/optane/qos.csv",
        "config,workload,latency-p99 [ms],latency-p9999 [ms]\np4800x,rand-read-4k,0.025,0.050\np4610,rand-read-4k,0.210,1.900\n",
    );
    site.write(
        "content/reviews/optane/sql.csv",
        "config,vm,tps [TPS]\np4800x,aggregate,12610.3\np4800x,vm1,3152.01\n",
    );
    site.write(
        "content/reviews/optane/index.en.md",
        &format!("+++\ntitle = \"Optane\"\ndate = 2026-01-01\n+++\n{prose}\n"),
    );
    site
}

fn a_point_of_a_load_curve_is_chosen_by_queue_depth_or_by_load() {
    let site = site(
        "QD16: {{ value(table=\"qd-sweep\", column=\"latency\", config=\"p4800x\", iodepth=\"16\") }}; \
         QD32: {{ value(table=\"qd-sweep\", column=\"load\", config=\"p4800x\", iodepth=\"32.0\") }}; \
         by load: {{ value(table=\"qd-sweep\", column=\"iodepth\", load=\"52000\") }}.",
    );
    site.build_ok();
    let html = site.html("reviews/optane/index.html");
    assert_eq!(texts(&html, ".prose .figure-value"), ["0.231\u{a0}ms", "68,962\u{a0}IOPS", "32"]);
}

fn a_row_of_a_plain_table_is_chosen_by_its_columns() {
    let site = site(
        "p99: {{ value(table=\"qos\", column=\"latency-p99\", config=\"p4610\", workload=\"rand-read-4k\") }}, \
         p99.99: {{ value(table=\"qos\", column=\"latency_p9999\", config=\"p4800x\") }}; \
         one VM: {{ value(table=\"sql\", column=\"tps\", vm=\"vm1\") }}, all: {{ value(table=\"sql\", column=\"tps\") }}.",
    );
    site.build_ok();
    let html = site.html("reviews/optane/index.html");
    assert_eq!(
        texts(&html, ".prose .figure-value"),
        // 0.050 ms is shown at a readable scale.
        ["0.210\u{a0}ms", "50\u{a0}µs", "3,152.01\u{a0}TPS", "12,610.3\u{a0}TPS"]
    );
}

fn ambiguous_or_unknown_choices_say_what_would_tell_rows_apart() {
    let errors = |prose: &str| -> String {
        let failure = site(prose).build_err();
        failure.diagnostics.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n")
    };
    let ambiguous =
        errors("{{ value(table=\"qd-sweep\", column=\"latency\", config=\"p4800x\") }}");
    assert!(
        ambiguous.contains("2 rows of table `qd-sweep` match; choose one with iodepth= (\"16\", \"32\") or load= (\"69275\", \"68962\")"),
        "{ambiguous}"
    );
    assert!(ambiguous.contains("index.en.md:5:1"), "{ambiguous}");
    let unknown = errors("{{ value(table=\"qos\", column=\"latency-p99\", drive=\"x\") }}");
    assert!(
        unknown.contains("table `qos` has no column `drive` to choose a row by; its columns: config, workload, latency-p99, latency-p9999"),
        "{unknown}"
    );
    let none = errors("{{ value(table=\"qos\", column=\"latency-p99\", config=\"p5800x\") }}");
    assert!(none.contains("no row of table `qos` matches config=\"p5800x\""), "{none}");
}

crate::tests! {
    a_point_of_a_load_curve_is_chosen_by_queue_depth_or_by_load,
    a_row_of_a_plain_table_is_chosen_by_its_columns,
    ambiguous_or_unknown_choices_say_what_would_tell_rows_apart,
}
