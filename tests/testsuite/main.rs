//! iopress's integration tests: one test binary (mdBook's `tests/testsuite` pattern), so the
//! whole program is linked once rather than once per file. Each module tests one feature
//! through the real path: a fixture site built with the library or the `iopress` binary, its
//! output parsed as a reader or a browser would see it. `common` holds the shared fixtures.
//!
//! Run one module with `cargo test --test testsuite MODULE::`, e.g.
//! `cargo test --test testsuite check::`.
//!
//! The harness is `harness.rs` (on libtest-mimic): each module lists its test fns in one
//! `tests!` call, and `all_tests` below gathers the lists.

mod browser;
mod cards;
mod charts;
mod check;
mod check_data;
mod check_human;
mod check_recall;
mod check_unseen;
mod cli;
mod common;
mod comparisons;
mod deploy;
mod determinism;
mod errors;
mod example_site;
mod fuzz_loaders;
mod harness;
mod import_csv;
mod import_fio;
mod import_sysbench;
mod labels;
mod lists;
mod metrics;
mod multilingual;
mod new_content;
mod open_data;
mod output_safety;
mod pdf;
mod pictures;
mod print;
mod reader_pages;
mod reuse;
mod search;
mod serve;
mod serve_http;
mod shortcode_value;
mod table_audit;
mod tools;
mod translate;
mod typography;

fn main() -> std::process::ExitCode {
    // Every build of the run, in this process and in the `iopress` it starts, keeps encoded
    // pictures in one cache of the run's own (in `target/`, not the user's): the example
    // site's photo is encoded once, not by every test that builds the site (encoding it was a
    // quarter of the run's CPU: docs/performance.md). Set before any thread starts. The tests
    // of pictures name a cache of their own.
    let cache = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("picture-cache");
    std::env::set_var(iopress::render::pictures::PictureCache::VARIABLE, cache);
    harness::run(all_tests())
}

/// Every module's tests. A module left out has its `tests()` unused: dead code, which clippy's
/// `-D warnings` refuses.
fn all_tests() -> Vec<harness::Test> {
    [
        browser::tests(),
        cards::tests(),
        charts::tests(),
        check::tests(),
        check_data::tests(),
        check_human::tests(),
        check_recall::tests(),
        check_unseen::tests(),
        cli::tests(),
        comparisons::tests(),
        deploy::tests(),
        determinism::tests(),
        errors::tests(),
        example_site::tests(),
        fuzz_loaders::tests(),
        harness::tests(),
        import_csv::tests(),
        import_fio::tests(),
        import_sysbench::tests(),
        labels::tests(),
        lists::tests(),
        metrics::tests(),
        multilingual::tests(),
        new_content::tests(),
        open_data::tests(),
        output_safety::tests(),
        pdf::tests(),
        pictures::tests(),
        print::tests(),
        reader_pages::tests(),
        reuse::tests(),
        search::tests(),
        serve::tests(),
        serve_http::tests(),
        shortcode_value::tests(),
        table_audit::tests(),
        translate::tests(),
        typography::tests(),
    ]
    .into_iter()
    .flatten()
    .collect()
}
