//! iopress's integration tests: one test binary (mdBook's `tests/testsuite` pattern), so the
//! whole program is linked once rather than once per file. Each module tests one feature
//! through the real path: a fixture site built with the library or the `iopress` binary, its
//! output parsed as a reader or a browser would see it. `common` holds the shared fixtures.
//!
//! Run one module with `cargo test --test testsuite MODULE::`, e.g.
//! `cargo test --test testsuite check::`.

mod browser;
mod charts;
mod check;
mod check_data;
mod check_human;
mod check_recall;
mod cli;
mod common;
mod comparisons;
mod determinism;
mod errors;
mod example_site;
mod fuzz_loaders;
mod import_csv;
mod import_fio;
mod import_sysbench;
mod labels;
mod metrics;
mod multilingual;
mod new_content;
mod open_data;
mod output_safety;
mod pdf;
mod print;
mod reader_pages;
mod reuse;
mod search;
mod serve;
mod serve_http;
mod shortcode_value;
