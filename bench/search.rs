//! Search index benchmark: how long Pagefind takes to index each language's pages, alone.
//!
//! Run with `cargo bench --bench search -- OUTPUT [RUNS [LANG]]`, where OUTPUT is a folder an
//! `iopress build` wrote (its ledger, `.iopress-documents.json`, holds every page's search
//! record). Indexes each language on its own, one after another, RUNS times (default 3), and
//! prints the fastest time per language, the pages and bytes of records it read, and the size
//! of the bundle it made (only LANG's, given one); then all languages at once, as a build indexes them (in parallel).

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use iopress::render::search_index::{SearchIndex, SearchRecord};

// The allocator `iopress` itself uses (src/main.rs), so that the figures are a build's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let output = args.first().expect("usage: search OUTPUT [RUNS]");
    let runs: usize = args.get(1).map(|r| r.parse().expect("RUNS is a number")).unwrap_or(3);
    let ledger = iopress::render::reuse::ledger_json(std::path::Path::new(output))
        .expect("OUTPUT has no ledger: build it with iopress build first");
    let ledger: serde_json::Value = serde_json::from_slice(&ledger).expect("the ledger is JSON");
    let mut records: Vec<(String, SearchRecord)> = Vec::new();
    for (key, document) in ledger["documents"].as_object().expect("the ledger lists documents") {
        if let Some(record) = document.get("record").filter(|r| !r.is_null()) {
            records.push((
                key.clone(),
                serde_json::from_value(record.clone()).expect("a search record"),
            ));
        }
    }
    let only = args.get(2);
    let mut languages: Vec<String> = records
        .iter()
        .map(|(_, r)| r.lang.clone())
        .filter(|l| only.is_none_or(|o| o == l))
        .collect();
    languages.sort();
    languages.dedup();
    println!(
        "{} records in {} languages, {runs} runs each, fastest counts",
        records.len(),
        languages.len()
    );
    println!("{:<6} {:>6} {:>12} {:>10} {:>12}", "lang", "pages", "record KB", "ms", "bundle KB");
    let fill = |index: &mut SearchIndex, lang: Option<&str>| {
        for (key, record) in &records {
            if lang.is_none_or(|l| l == record.lang) {
                index.set(key, &record.lang, Some(record.clone()));
            }
        }
    };
    let mut total = Duration::ZERO;
    for lang in &languages {
        let mut best = Duration::MAX;
        let mut bytes = 0;
        for _ in 0..runs {
            let mut index = SearchIndex::default();
            fill(&mut index, Some(lang));
            let started = Instant::now();
            let built = index.build(std::slice::from_ref(lang)).expect("indexed");
            best = best.min(started.elapsed());
            bytes = built.files.iter().map(|(_, b)| b.len()).sum::<usize>();
        }
        let of_lang: Vec<&SearchRecord> =
            records.iter().map(|(_, r)| r).filter(|r| &r.lang == lang).collect();
        let record_bytes: usize = of_lang.iter().map(|r| r.html.len()).sum();
        println!(
            "{lang:<6} {:>6} {:>12.1} {:>10.1} {:>12.1}",
            of_lang.len(),
            record_bytes as f64 / 1e3,
            best.as_secs_f64() * 1e3,
            bytes as f64 / 1e3
        );
        total += best;
    }
    println!("one after another: {:.1} ms", total.as_secs_f64() * 1e3);
    let mut best = Duration::MAX;
    let mut pages = BTreeMap::new();
    for _ in 0..runs {
        let mut index = SearchIndex::default();
        fill(&mut index, None);
        let started = Instant::now();
        let built = index.build(&languages).expect("indexed");
        best = best.min(started.elapsed());
        pages = built.pages;
    }
    println!("all at once (in parallel): {:.1} ms, pages {pages:?}", best.as_secs_f64() * 1e3);
}
