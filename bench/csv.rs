//! CSV reading benchmark: how long `parse_csv` takes on tables of growing size, to show that
//! reading is linear in the size of the file (a cost per megabyte that does not grow with it).
//!
//! Run with `cargo bench --bench csv` (optionally `-- MB...` for the sizes, default 1 2 4 8).
//! Three shapes per size: a results table of many rows, one header of many columns, and a
//! table whose every cell is wrong (every error located, so positions are computed for each).
//! Prints the fastest of three runs per shape and size, and milliseconds per megabyte.

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use iopress::site::data::table::parse_csv;

/// A results table of about `bytes` bytes: a label, two numbers per row.
fn rows(bytes: usize) -> String {
    let mut text = String::from("workload,config,peak_iops [IOPS],latency [ms]\n");
    let mut i = 0u64;
    while text.len() < bytes {
        text.push_str(&format!("w{},c{},{}.5,{}.25\n", i % 97, i % 13, 100_000 + i, i % 1000));
        i += 1;
    }
    text
}

/// A header of about `bytes` bytes of columns, and one row.
fn wide(bytes: usize) -> String {
    let mut header = String::new();
    let mut row = String::new();
    let mut i = 0u64;
    while header.len() < bytes {
        if i > 0 {
            header.push(',');
            row.push(',');
        }
        header.push_str(&format!("c{i} [ms]"));
        row.push_str(&format!("{i}"));
        i += 1;
    }
    format!("{header}\n{row}\n")
}

/// A table of about `bytes` bytes whose every number is not one.
fn wrong(bytes: usize) -> String {
    let mut text = String::from("workload,peak_iops [IOPS]\n");
    let mut i = 0u64;
    while text.len() < bytes {
        text.push_str(&format!("w{i},twelve\n"));
        i += 1;
    }
    text
}

fn fastest(text: &str) -> Duration {
    (0..3)
        .map(|_| {
            let started = Instant::now();
            let _ = black_box(parse_csv(black_box(text), Path::new("bench.csv")));
            started.elapsed()
        })
        .min()
        .expect("three runs")
}

fn main() {
    let asked: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let sizes = if asked.is_empty() { vec![1, 2, 4, 8] } else { asked };
    println!("{:>8} {:>4} {:>10} {:>10}", "shape", "MB", "ms", "ms/MB");
    for (name, make) in
        [("rows", rows as fn(usize) -> String), ("columns", wide), ("errors", wrong)]
    {
        for &mb in &sizes {
            let text = make(mb << 20);
            let time = fastest(&text);
            let ms = time.as_secs_f64() * 1000.0;
            println!("{name:>8} {mb:>4} {ms:>10.1} {:>10.1}", ms / mb as f64);
        }
    }
}
