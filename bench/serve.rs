//! Live-preview latency benchmark: how long after a file is saved `iopress serve` tells the
//! browsers to reload.
//!
//! Run with `cargo bench --bench serve -- SITE` (or `IOPRESS_BENCH_SITE=SITE cargo bench
//! --bench serve`), where SITE is a site folder such as one written by
//! `bench/generate_site.py`; `bench/serve.sh` does both. The benchmark starts the preview
//! server in this process (port 0, on 127.0.0.1), which builds the whole site once, then
//! edits files of the site and times each edit from just before `std::fs::write` to the
//! moment the server's `LiveEvent::Reload` arrives:
//!
//! - **prose**: a sentence appended to one review's Markdown (`index.en.md`, or the first
//!   `index.*.md` when there is no English one), alternating between four reviews;
//! - **data**: one numeric cell of one of those reviews' `sql-server.csv` (or of the first
//!   CSV of the bundle that has a number) set to a new value, the file otherwise unchanged;
//! - **template**: an HTML comment added to `review.html` of the site's theme (every review
//!   page changes), a few times as extra information.
//!
//! Each edit writes the original text plus that iteration's change, so the files never grow
//! and two edits are never identical; every file is restored at the end. Between edits the
//! benchmark waits (300 ms by default) so that rebuilds do not merge.
//!
//! The figures include the server's debounce: after the first file event it waits for
//! `iopress::serve::watch::QUIET` (30 ms) without events before it rebuilds. The second table
//! splits each latency into the server's rebuild (`Rebuilt::elapsed`, as reported to the
//! terminal) and the rest (file-event delivery, the debounce, publishing the snapshot, and
//! the event reaching this thread), with the CPU time this process and everything else on the
//! machine used meanwhile (Linux `/proc`), so that a run disturbed by other work shows.
//!
//! During each edit a browser is taken to show the edited review's page (in the language of
//! the prose edited; for the template, the first review's): the benchmark counts the page as
//! shown by the server (`Shared::view`, as its reload channel does), and an edit's time ends
//! at the event that makes that browser reload (`LiveEvent::Reload`, or `LiveEvent::Update`
//! naming its page): the server renders the pages browsers show first. `--no-viewer` times
//! edits with no browser open, until `LiveEvent::Reload`.
//!
//! Options (after `--`): `--runs N` edits per kind of change (default 20), `--template-runs N`
//! (default 5, 0 to skip), `--pause-ms N` (default 300), `--only prose|data|template` (one
//! kind of change, for profiling), `--no-viewer`. Cargo's own `--bench` is ignored.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use iopress::serve::state::{LiveEvent, Shared};
use iopress::serve::{RebuildResult, ServeOptions, Server};

// The allocator `iopress serve` itself uses (src/main.rs), so that the figures are its own.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// How long to wait for a reload before giving up.
const TIMEOUT: Duration = Duration::from_secs(60);
/// How long to wait for the second stage (every page current) before the next edit: at
/// 1,000 reviews a data cell's takes over a minute, and an edit made while it runs would
/// wait for it and time the wrong thing.
const COMPLETE_TIMEOUT: Duration = Duration::from_secs(900);
/// Reviews the prose and data edits alternate between.
const REVIEWS: usize = 4;

struct Options {
    site: PathBuf,
    runs: usize,
    template_runs: usize,
    pause: Duration,
    /// Only this kind of change (for profiling): `prose`, `data` or `template`.
    only: Option<String>,
    /// Whether a browser shows the edited page during each edit.
    viewer: bool,
}

/// The page a browser shows during an edit: its snapshot key and its URL path.
#[derive(Clone)]
struct Shown {
    key: String,
    url: String,
}

/// The page of the review in `dir`, in `lang`.
fn review_page(config: &iopress::site::config::SiteConfig, dir: &Path, lang: &str) -> Shown {
    let prefix = config.language_prefix(lang);
    let url = format!("{prefix}/reviews/{}/", file_name(dir));
    Shown { key: format!("{}index.html", url.trim_start_matches('/')), url }
}

/// The language of a review's Markdown file (`index.fr.md`).
fn language_of(prose: &Path) -> String {
    file_name(prose).trim_start_matches("index.").trim_end_matches(".md").to_string()
}

/// What the server reported about one (re)build.
#[derive(Debug, Clone)]
struct Report {
    ok: bool,
    /// The second stage of a rebuild (print pages, feeds), after the reload was sent.
    follow_up: bool,
    pages: usize,
    elapsed: Duration,
    warnings: usize,
    errors: Vec<String>,
}

/// One timed edit.
struct Sample {
    total: Duration,
    rebuild: Option<Duration>,
    pages: Option<usize>,
    /// CPU time of this process (all threads) from the write to the report.
    cpu: Option<Duration>,
    /// CPU time of everything else on the machine in the same interval.
    other: Option<Duration>,
    /// From the write until the second stage (print pages, sitemap, feeds) was published.
    complete: Option<Duration>,
}

/// A file the benchmark edits, with its original text to restore.
struct Edited {
    path: PathBuf,
    original: String,
}

fn usage(message: &str) -> ! {
    eprintln!("serve bench: {message}");
    eprintln!(
        "usage: cargo bench --bench serve -- SITE [--runs N] [--template-runs N] [--pause-ms N] [--only KIND] [--no-viewer]\n       \
         (or IOPRESS_BENCH_SITE=SITE cargo bench --bench serve)"
    );
    std::process::exit(2);
}

fn parse_options() -> Options {
    let mut site = std::env::var_os("IOPRESS_BENCH_SITE").map(PathBuf::from);
    let mut runs = 20;
    let mut template_runs = 5;
    let mut pause_ms = 300;
    let mut only = None;
    let mut viewer = true;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = |name: &str| -> usize {
            args.next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| usage(&format!("{name} needs a number")))
        };
        match arg.as_str() {
            "--runs" => runs = number("--runs"),
            "--template-runs" => template_runs = number("--template-runs"),
            "--pause-ms" => pause_ms = number("--pause-ms") as u64,
            "--only" => match args.next() {
                Some(kind) if ["prose", "data", "template"].contains(&kind.as_str()) => {
                    only = Some(kind)
                }
                _ => usage("--only needs prose, data or template"),
            },
            "--no-viewer" => viewer = false,
            // `cargo bench` passes `--bench` to every benchmark binary.
            "--bench" => {}
            other if other.starts_with("--") => usage(&format!("unknown option {other}")),
            other => site = Some(PathBuf::from(other)),
        }
    }
    let Some(site) = site else { usage("no site folder given") };
    if !site.join("site.toml").is_file() {
        usage(&format!("{} has no site.toml", site.display()));
    }
    if runs == 0 {
        usage("--runs must be at least 1");
    }
    Options { site, runs, template_runs, pause: Duration::from_millis(pause_ms), only, viewer }
}

fn main() {
    let options = parse_options();
    let site = options
        .site
        .canonicalize()
        .unwrap_or_else(|e| usage(&format!("{}: {e}", options.site.display())));

    // The files to edit, chosen before the server starts so that choosing reads nothing later.
    let reviews = pick_reviews(&site);
    let prose: Vec<PathBuf> = reviews.iter().map(|r| prose_file(r)).collect();
    let data: Vec<(PathBuf, CsvCell)> = reviews.iter().map(|r| data_cell(r)).collect();
    let template = site.join("themes").join(theme_name(&site)).join("templates/review.html");
    let template = if template.is_file() {
        Some(template)
    } else {
        site.join("templates/review.html").is_file().then(|| site.join("templates/review.html"))
    };

    // The server reports every (re)build; the benchmark reads the reports from a channel.
    let (report_tx, reports) = mpsc::channel::<Report>();
    let report = move |result: &RebuildResult| {
        let report = match result {
            Ok(r) => Report {
                ok: true,
                follow_up: r.follow_up,
                pages: r.pages,
                elapsed: r.elapsed,
                warnings: r.warnings.len(),
                errors: Vec::new(),
            },
            Err(problems) => Report {
                ok: false,
                follow_up: false,
                pages: 0,
                elapsed: Duration::ZERO,
                warnings: 0,
                errors: problems
                    .iter()
                    .filter(|d| d.is_error())
                    .map(|d| format!("{d:?}"))
                    .collect(),
            },
        };
        let _ = report_tx.send(report);
    };

    eprintln!("[serve bench] starting the server on {} (builds the whole site)", site.display());
    let started = Instant::now();
    let server = match Server::start(ServeOptions::loopback(site.clone()), report) {
        Ok(server) => server,
        Err(e) => {
            eprintln!("serve bench: the server did not start: {e:?}");
            std::process::exit(1);
        }
    };
    let start_time = started.elapsed();
    let first = reports.recv_timeout(Duration::from_secs(1)).ok();
    match &first {
        Some(r) if r.ok => {}
        Some(r) => {
            eprintln!("serve bench: the first build failed:");
            for e in &r.errors {
                eprintln!("  {e}");
            }
            std::process::exit(1);
        }
        None => eprintln!("[serve bench] (no report of the first build)"),
    }
    let pages_total = first.as_ref().map(|r| r.pages).unwrap_or(0);
    let files_total = server.shared().snapshot().files.len();
    eprintln!(
        "[serve bench] first build: {} pages, {} files in memory; Server::start took {:.0} ms (build {:.0} ms, {} warnings)",
        pages_total,
        files_total,
        ms(start_time),
        first.as_ref().map(|r| ms(r.elapsed)).unwrap_or(f64::NAN),
        first.as_ref().map(|r| r.warnings).unwrap_or(0),
    );

    // Events are timestamped by a thread blocked in `blocking_recv` (which must not run inside
    // a Tokio runtime; this thread is a plain one), and handed over with their arrival time.
    let (event_tx, events) = mpsc::channel::<(LiveEvent, Instant)>();
    let mut subscription = server.subscribe();
    let listener = std::thread::spawn(move || loop {
        match subscription.blocking_recv() {
            Ok(event) => {
                let at = Instant::now();
                if event_tx.send((event, at)).is_err() {
                    return;
                }
            }
            Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => continue,
            Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
        }
    });

    // Let the watcher settle (nothing should be pending), then measure.
    std::thread::sleep(options.pause);
    let mut bench =
        Bench { events, reports, pause: options.pause, stray: 0, shared: server.shared().clone() };
    let config = iopress::site::config::SiteConfig::load(&site)
        .unwrap_or_else(|_| usage("site.toml does not load"));
    let shown = |review: &Path, prose: &Path| {
        options.viewer.then(|| review_page(&config, review, &language_of(prose)))
    };
    bench.drain();
    let measuring = (Instant::now(), own_cpu(), machine_busy());

    let mut edited: Vec<Edited> = Vec::new();
    for path in prose.iter().chain(data.iter().map(|(p, _)| p)).chain(template.iter()) {
        if !edited.iter().any(|e| &e.path == path) {
            let original = std::fs::read_to_string(path)
                .unwrap_or_else(|e| usage(&format!("{}: {e}", path.display())));
            edited.push(Edited { path: path.clone(), original });
        }
    }
    let original = |path: &Path| {
        edited.iter().find(|e| e.path == path).map(|e| e.original.clone()).expect("read above")
    };

    let mut results: Vec<(String, Vec<Sample>)> = Vec::new();

    let runs = |kind: &str, n: usize| {
        if options.only.as_deref().is_none_or(|o| o == kind) {
            n
        } else {
            0
        }
    };

    if runs("prose", options.runs) > 0 {
        eprintln!("[serve bench] prose: {} edits", options.runs);
        let mut samples = Vec::new();
        for i in 0..options.runs {
            let path = &prose[i % prose.len()];
            let text = format!(
                "{}\n\nThis sentence was added by the live-preview latency benchmark, edit {}.\n",
                original(path),
                i + 1
            );
            let viewing = shown(&reviews[i % prose.len()], path);
            samples.push(bench.time(
                path,
                &text,
                &format!("prose {}", relative(&site, path)),
                viewing,
            ));
        }
        results.push((format!("prose (`{}`)", file_name(&prose[0])), samples));
    }

    if runs("data", options.runs) > 0 {
        eprintln!("[serve bench] data: {} edits", options.runs);
        let mut samples = Vec::new();
        for i in 0..options.runs {
            let (path, cell) = &data[i % data.len()];
            let text = cell.with_value(&original(path), i + 1);
            let viewing = shown(&reviews[i % data.len()], &prose[i % data.len()]);
            samples.push(bench.time(
                path,
                &text,
                &format!("data {}", relative(&site, path)),
                viewing,
            ));
        }
        results.push((format!("data (`{}`, one cell)", file_name(&data[0].0)), samples));
    }

    if let (Some(path), true) = (&template, runs("template", options.template_runs) > 0) {
        eprintln!("[serve bench] template: {} edits", options.template_runs);
        let mut samples = Vec::new();
        for i in 0..options.template_runs {
            let text = with_template_comment(&original(path), i + 1);
            let viewing = shown(&reviews[0], &prose[0]);
            samples.push(bench.time(
                path,
                &text,
                &format!("template {}", relative(&site, path)),
                viewing,
            ));
        }
        results.push(("template (`review.html`, an HTML comment)".to_string(), samples));
    }

    // Put every file back as it was, and let the server see it before stopping.
    bench.drain();
    for e in &edited {
        if let Err(err) = std::fs::write(&e.path, &e.original) {
            eprintln!("serve bench: cannot restore {}: {err}", e.path.display());
        }
    }
    let restored = bench.wait_reload(Instant::now(), None);
    if restored.is_none() {
        eprintln!("serve bench: no reload after restoring the edited files");
    }
    let stray = bench.stray;
    drop(bench);
    // Other processes' CPU time over the whole measurement, in cores: a busy machine shows.
    let others = match (measuring.1, own_cpu(), measuring.2, machine_busy()) {
        (Some(cpu0), Some(cpu1), Some(busy0), Some(busy1)) => {
            let other = busy1.saturating_sub(busy0).saturating_sub(cpu1.saturating_sub(cpu0));
            Some(other.as_secs_f64() / measuring.0.elapsed().as_secs_f64())
        }
        _ => None,
    };
    server.stop();
    let _ = listener.join();

    // ---- Results ----------------------------------------------------------------------------
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(0);
    println!();
    println!(
        "iopress serve, save-to-reload latency: {} reviews, {} pages ({} files) built in {:.0} ms at start \
         (Server::start {:.0} ms); {} edits per change, {} ms apart; {} threads available",
        count_reviews(&site),
        pages_total,
        files_total,
        first.as_ref().map(|r| ms(r.elapsed)).unwrap_or(f64::NAN),
        ms(start_time),
        options.runs,
        options.pause.as_millis(),
        threads,
    );
    println!(
        "Time from just before std::fs::write to the event that reloads {}; it includes the server's debounce \
         (a rebuild starts after {} ms without file events, src/serve/watch.rs). p90: nearest rank.",
        if options.viewer { "the browser showing the edited review (LiveEvent::Update naming it)" } else { "every browser (LiveEvent::Reload), none being open" },
        iopress::serve::watch::QUIET.as_millis()
    );
    println!();
    println!("| change | median ms | min | p90 | max | n | all files current, median ms |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for (name, samples) in &results {
        let s = stats(samples.iter().map(|s| ms(s.total)).collect());
        let complete: Vec<f64> = samples.iter().filter_map(|s| s.complete.map(ms)).collect();
        let complete = if complete.is_empty() {
            "?".to_string()
        } else {
            format!("{:.1}", stats(complete).median)
        };
        println!(
            "| {name} | {:.1} | {:.1} | {:.1} | {:.1} | {} | {complete} |",
            s.median,
            s.min,
            s.p90,
            s.max,
            samples.len()
        );
    }
    println!();
    println!(
        "The reload is sent after the first stage of a rebuild (the pages themselves); the second stage then renders the \
         drives' print pages, sitemap, feeds and 404s and sends `update` to browsers showing one of them (last column)."
    );
    println!();
    println!("Where the time goes (medians): the server's rebuild as it reports it, and the rest");
    println!(
        "(file event delivery, the {} ms debounce, publishing the snapshot, the event reaching the benchmark);",
        iopress::serve::watch::QUIET.as_millis()
    );
    println!("the CPU time of this process (all threads) and of every other process from the write to the report.");
    println!();
    println!(
        "| change | pages re-rendered | rebuild ms | rest ms | CPU ms | other processes' CPU ms |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    for (name, samples) in &results {
        let rebuilds: Vec<f64> = samples.iter().filter_map(|s| s.rebuild.map(ms)).collect();
        let rests: Vec<f64> =
            samples.iter().filter_map(|s| s.rebuild.map(|r| ms(s.total) - ms(r))).collect();
        let pages: Vec<f64> = samples.iter().filter_map(|s| s.pages.map(|p| p as f64)).collect();
        let cpu: Vec<f64> = samples.iter().filter_map(|s| s.cpu.map(ms)).collect();
        let other: Vec<f64> = samples.iter().filter_map(|s| s.other.map(ms)).collect();
        let med = |v: Vec<f64>, digits: usize| {
            if v.is_empty() {
                "?".to_string()
            } else {
                format!("{:.*}", digits, stats(v).median)
            }
        };
        println!(
            "| {name} | {} | {} | {} | {} | {} |",
            med(pages, 0),
            med(rebuilds, 1),
            med(rests, 1),
            med(cpu, 0),
            med(other, 0)
        );
    }
    if let Some(others) = others {
        println!();
        println!(
            "Other processes (and the hypervisor's steal) kept {others:.2} of the {threads} cores busy on average during the measurement \
             (/proc/stat); more than a few hundredths means the figures include their interference."
        );
    }
    if stray > 0 {
        println!();
        println!("({stray} event(s) arrived outside a timed edit and were ignored.)");
    }
}

struct Bench {
    events: Receiver<(LiveEvent, Instant)>,
    reports: Receiver<Report>,
    pause: Duration,
    /// Events and reports that arrived when none was expected.
    stray: usize,
    /// Where the benchmark's "browser" tells the server which page it shows.
    shared: std::sync::Arc<Shared>,
}

impl Bench {
    /// Drops whatever arrived since the last edit.
    fn drain(&mut self) {
        while let Ok((event, _)) = self.events.try_recv() {
            // `update` follows every reload (the second stage); anything else is unexpected.
            if !matches!(event, LiveEvent::Update { .. }) {
                self.stray += 1;
            }
        }
        while self.reports.try_recv().is_ok() {}
    }

    /// Writes `text` into `path`, times it until the browser showing `viewing` (or every
    /// browser, with none) is told to reload, then pauses.
    fn time(&mut self, path: &Path, text: &str, what: &str, viewing: Option<Shown>) -> Sample {
        self.drain();
        let _shown = viewing.as_ref().map(|shown| self.shared.view(&shown.key));
        let (cpu_before, busy_before) = (own_cpu(), machine_busy());
        let start = Instant::now();
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("serve bench: cannot write {}: {e}", path.display());
            std::process::exit(1);
        }
        let Some(at) = self.wait_reload(start, viewing.as_ref().map(|s| s.url.as_str())) else {
            eprintln!("serve bench: no reload within {} s after editing {what}", TIMEOUT.as_secs());
            std::process::exit(1);
        };
        let total = at - start;
        // The report comes right after the event (the server reports after it publishes).
        let report = self.reports.recv_timeout(Duration::from_secs(5)).ok();
        // Then the second stage renders print pages and site-wide files, and reports too.
        let complete = loop {
            match self.reports.recv_timeout(COMPLETE_TIMEOUT) {
                Ok(r) if r.follow_up => break Some(start.elapsed()),
                Ok(_) => continue,
                Err(_) => {
                    eprintln!("serve bench: the second stage after editing {what} did not end within {} s", COMPLETE_TIMEOUT.as_secs());
                    std::process::exit(1);
                }
            }
        };
        let cpu = own_cpu().zip(cpu_before).map(|(after, before)| after.saturating_sub(before));
        let busy =
            machine_busy().zip(busy_before).map(|(after, before)| after.saturating_sub(before));
        let other = busy.zip(cpu).map(|(busy, cpu)| busy.saturating_sub(cpu));
        let show =
            |d: Option<Duration>| d.map(|d| format!("{:.0}", ms(d))).unwrap_or_else(|| "?".into());
        eprintln!(
            "[serve bench]   {what}: {:.1} ms (rebuild {} ms, {} pages; CPU {} ms, other processes {} ms)",
            ms(total),
            report.as_ref().map(|r| format!("{:.1}", ms(r.elapsed))).unwrap_or_else(|| "?".into()),
            report.as_ref().map(|r| r.pages.to_string()).unwrap_or_else(|| "?".into()),
            show(cpu),
            show(other),
        );
        std::thread::sleep(self.pause);
        Sample {
            total,
            rebuild: report.as_ref().map(|r| r.elapsed),
            pages: report.map(|r| r.pages),
            cpu,
            other,
            complete,
        }
    }

    /// The arrival time of the next `Reload`, or of the `Update` naming `url` (the page a
    /// browser shows); stops the benchmark on `Errors`.
    fn wait_reload(&mut self, start: Instant, url: Option<&str>) -> Option<Instant> {
        let deadline = start + TIMEOUT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.events.recv_timeout(left) {
                Ok((LiveEvent::Reload, at)) => return Some(at),
                Ok((LiveEvent::Update { pages }, at))
                    if url.is_some_and(|url| pages.iter().any(|p| p == url)) =>
                {
                    return Some(at)
                }
                Ok((LiveEvent::Errors { problems }, _)) => {
                    eprintln!("serve bench: the rebuild failed:");
                    for p in problems {
                        eprintln!(
                            "  {}:{}: {}",
                            p.file.unwrap_or_default(),
                            p.line.unwrap_or(0),
                            p.message
                        );
                    }
                    std::process::exit(1);
                }
                Ok(_) => continue,
                Err(RecvTimeoutError::Timeout) | Err(RecvTimeoutError::Disconnected) => {
                    return None
                }
            }
        }
    }
}

/// `REVIEWS` review bundles spread over the site, the 42nd first (as the issue suggests).
fn pick_reviews(site: &Path) -> Vec<PathBuf> {
    let dir = site.join("content/reviews");
    let mut all: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| usage(&format!("{}: {e}", dir.display())))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir() && index_files(p).next().is_some())
        .collect();
    all.sort();
    if all.is_empty() {
        usage(&format!("no review bundles in {}", dir.display()));
    }
    let first = 41.min(all.len() - 1);
    let mut picked: Vec<PathBuf> = Vec::new();
    for k in 0..REVIEWS {
        let review = &all[(first + k * all.len() / REVIEWS) % all.len()];
        if !picked.contains(review) {
            picked.push(review.clone());
        }
    }
    picked
}

fn index_files(dir: &Path) -> impl Iterator<Item = PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = file_name(p);
            name.starts_with("index.") && name.ends_with(".md")
        })
        .collect();
    files.sort();
    files.into_iter()
}

fn prose_file(review: &Path) -> PathBuf {
    let en = review.join("index.en.md");
    if en.is_file() {
        en
    } else {
        index_files(review).next().expect("picked reviews have Markdown")
    }
}

/// A numeric cell of a CSV file: its row and column (0-based, the header being row 0).
struct CsvCell {
    row: usize,
    column: usize,
}

impl CsvCell {
    /// `text` with this cell's number raised by `step` units of its last decimal.
    fn with_value(&self, text: &str, step: usize) -> String {
        let mut out = String::with_capacity(text.len() + 8);
        for (r, line) in text.split_inclusive('\n').enumerate() {
            if r != self.row {
                out.push_str(line);
                continue;
            }
            let (body, end) = match line.strip_suffix("\r\n") {
                Some(b) => (b, "\r\n"),
                None => match line.strip_suffix('\n') {
                    Some(b) => (b, "\n"),
                    None => (line, ""),
                },
            };
            let cells: Vec<String> = body
                .split(',')
                .enumerate()
                .map(|(c, cell)| if c == self.column { bump(cell, step) } else { cell.to_string() })
                .collect();
            out.push_str(&cells.join(","));
            out.push_str(end);
        }
        out
    }
}

/// `cell` (a plain decimal number) plus `step` units of its last decimal, same decimals.
fn bump(cell: &str, step: usize) -> String {
    let decimals = cell.split_once('.').map(|(_, f)| f.len()).unwrap_or(0);
    let value: f64 = cell.parse().expect("chosen as a number");
    format!("{:.*}", decimals, value + step as f64 * 10f64.powi(-(decimals as i32)))
}

fn is_plain_number(cell: &str) -> bool {
    !cell.is_empty()
        && cell.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        && cell.parse::<f64>().is_ok()
}

/// `sql-server.csv`'s first number (the ranked aggregate TPS), or the first number of the
/// bundle's first CSV file that has one. Files with quoted cells are passed over.
fn data_cell(review: &Path) -> (PathBuf, CsvCell) {
    let mut csvs: Vec<PathBuf> = std::fs::read_dir(review)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "csv"))
        .collect();
    csvs.sort_by_key(|p| (file_name(p) != "sql-server.csv", p.clone()));
    for csv in csvs {
        let Ok(text) = std::fs::read_to_string(&csv) else { continue };
        if text.contains('"') {
            continue;
        }
        for (row, line) in text.lines().enumerate().skip(1) {
            if let Some(column) = line.split(',').position(is_plain_number) {
                return (csv, CsvCell { row, column });
            }
        }
    }
    usage(&format!("{} has no CSV file with a number to change", review.display()))
}

/// The template with an HTML comment inside its last block (shows in every page of its kind).
fn with_template_comment(text: &str, n: usize) -> String {
    // An HTML comment, not a Tera one: the pages change, so the browser showing one reloads.
    let comment = format!("<!-- live-preview latency benchmark, edit {n} -->\n");
    match text.rfind("{% endblock") {
        Some(at) => format!("{}{}{}", &text[..at], comment, &text[at..]),
        None => format!("{text}\n{comment}"),
    }
}

fn theme_name(site: &Path) -> String {
    let config = std::fs::read_to_string(site.join("site.toml")).unwrap_or_default();
    config
        .lines()
        .find_map(|l| {
            let (key, value) = l.split_once('=')?;
            (key.trim() == "theme").then(|| value.trim().trim_matches('"').to_string())
        })
        .unwrap_or_else(|| "default".to_string())
}

fn count_reviews(site: &Path) -> usize {
    std::fs::read_dir(site.join("content/reviews"))
        .map(|d| d.flatten().filter(|e| e.path().is_dir()).count())
        .unwrap_or(0)
}

fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

fn relative(site: &Path, path: &Path) -> String {
    path.strip_prefix(site).unwrap_or(path).display().to_string()
}

/// CPU time of this process so far, all its threads (Linux: /proc/self/task/*/schedstat, ns).
fn own_cpu() -> Option<Duration> {
    let mut total = 0u64;
    for task in std::fs::read_dir("/proc/self/task").ok()?.flatten() {
        let stat = std::fs::read_to_string(task.path().join("schedstat")).ok()?;
        total += stat.split_whitespace().next()?.parse::<u64>().ok()?;
    }
    Some(Duration::from_nanos(total))
}

/// CPU time every core has spent busy since boot (Linux: /proc/stat, in USER_HZ = 100 ticks).
fn machine_busy() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/stat").ok()?;
    let line = stat.lines().find(|l| l.starts_with("cpu "))?;
    let ticks: Vec<u64> = line.split_whitespace().skip(1).filter_map(|v| v.parse().ok()).collect();
    // user nice system idle iowait irq softirq steal [guest guest_nice, already in user/nice]
    let busy: u64 =
        ticks.iter().take(8).enumerate().filter(|(i, _)| *i != 3 && *i != 4).map(|(_, t)| t).sum();
    Some(Duration::from_millis(busy * 10))
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

struct Stats {
    median: f64,
    min: f64,
    p90: f64,
    max: f64,
}

fn stats(mut v: Vec<f64>) -> Stats {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    let median = if n % 2 == 1 { v[n / 2] } else { (v[n / 2 - 1] + v[n / 2]) / 2.0 };
    // Nearest rank: the smallest value with at least 90 % of the samples at or below it.
    let p90 = v[((n as f64 * 0.9).ceil() as usize).clamp(1, n) - 1];
    Stats { median, min: v[0], p90, max: v[n - 1] }
}
