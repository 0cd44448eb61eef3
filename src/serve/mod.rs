//! `iopress serve`: the site in a browser while an editor works on it.
//!
//! Three parts: [`rebuild`] keeps the site in memory and rebuilds what a change affects;
//! [`watch`] turns file events into batches; [`http`] serves the current [`state::Snapshot`]
//! and pushes reload events to browsers, over connections kept within [`Limits`] so that a
//! stuck client cannot starve the preview. A failed rebuild never replaces the snapshot:
//! browsers keep the last good pages and show the problems over them.

mod connections;
pub mod hosts;
pub mod http;
mod paths;
pub mod rebuild;
pub mod state;
pub mod watch;

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

use tokio::sync::broadcast;

pub use connections::Limits;
pub use hosts::AllowedHosts;
use iopress_site::diagnostics::Diagnostic;
use rebuild::{LiveSite, Rebuilt};
use state::{LiveEvent, OverlayProblem, Shared, Snapshot};

#[derive(Debug, Clone)]
pub struct ServeOptions {
    pub root: PathBuf,
    pub bind: IpAddr,
    /// 0 picks a free port.
    pub port: u16,
    pub drafts: bool,
    /// Timeouts and the connection limit that keep stuck clients from starving the preview.
    pub limits: Limits,
    /// Host names requests may give besides the loopback ones and the listening address
    /// (`--allow-host`; see [`AllowedHosts::new`] for the forms).
    pub allowed_hosts: Vec<String>,
}

impl ServeOptions {
    /// The preview of the site at `root` on a free port of 127.0.0.1, drafts left out, with
    /// the default limits and no other host allowed: what the tests and benchmarks start.
    pub fn loopback(root: impl Into<PathBuf>) -> ServeOptions {
        ServeOptions {
            root: root.into(),
            bind: IpAddr::V4(std::net::Ipv4Addr::LOCALHOST),
            port: 0,
            drafts: false,
            limits: Limits::default(),
            allowed_hosts: Vec::new(),
        }
    }
}

/// The outcome of a build or rebuild, for the terminal.
pub type RebuildResult = Result<Rebuilt, Vec<Diagnostic>>;

/// A running preview server. Dropping it (or [`Server::stop`]) shuts it down.
pub struct Server {
    /// The address it listens on, and the site's URL there.
    pub addr: SocketAddr,
    pub url: String,
    shared: Arc<Shared>,
    events: broadcast::Sender<LiveEvent>,
    stop: Arc<AtomicBool>,
    shutdown: Option<tokio::sync::oneshot::Sender<()>>,
    threads: Vec<JoinHandle<()>>,
}

impl Server {
    /// Binds, builds the site once, starts serving and watching. `report` is told about
    /// the first build and every rebuild (for the terminal). Fails when `site.toml` cannot be
    /// read; a first build that fails after that serves a page showing its problems.
    pub fn start(
        mut options: ServeOptions,
        report: impl Fn(&RebuildResult) + Send + 'static,
    ) -> Result<Server, Diagnostic> {
        // File events name absolute paths; the root must be absolute to recognise them.
        options.root = options.root.canonicalize().map_err(|e| {
            Diagnostic::error(format!(
                "cannot open the site folder {}: {e}",
                options.root.display()
            ))
        })?;
        // A folder whose site.toml cannot be read is not a site (the wrong folder, or --root
        // forgotten): the command fails, as `build` does, instead of serving a page that waits
        // for a site that is not there. Anything wrong after that (the configuration's own
        // mistakes, a page, a template) is shown in the browser and fixed while it runs.
        iopress_site::config::SiteConfig::read(&options.root)
            .map_err(|problem| problem.relative_to(&options.root))?;
        let hosts = AllowedHosts::new(&options.allowed_hosts)?;
        let listener = http::bind(SocketAddr::new(options.bind, options.port)).map_err(|e| {
            Diagnostic::error(format!("cannot listen on {}:{}: {e}", options.bind, options.port))
                .with_help("choose another port with --port, or 0 for any free one")
        })?;
        let addr = listener
            .local_addr()
            .map_err(|e| Diagnostic::error(format!("cannot read the bound address: {e}")))?;
        let url = format!("http://{addr}/");

        keep_freed_memory();
        // Watching starts before the first build reads the files: a save made while it runs
        // (seconds on a large site) is queued, and rebuilt once it is published.
        let watcher = watch::SiteWatcher::new(
            &options.root,
            vec![options.root.join("output"), options.root.join("target")],
        )
        .map_err(|e| Diagnostic::error(format!("cannot watch the site's files: {e}")))?;
        // Links and permalinks point at this server, so every link works in the preview.
        let mut live = LiveSite::new(&options.root, Some(format!("http://{addr}")), options.drafts);
        let shared = Arc::new(Shared::default());
        let (events, _) = broadcast::channel(64);
        let first = live.rebuild_all();
        publish(&mut live, &shared, &events, &first, false);
        report(&first);

        let stop = Arc::new(AtomicBool::new(false));
        let (shutdown, shutdown_rx) = tokio::sync::oneshot::channel::<()>();
        let mut threads = Vec::new();

        let limits = options.limits;
        let http_shared = shared.clone();
        let http_events = events.clone();
        threads.push(std::thread::spawn(move || {
            let runtime = match tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
            {
                Ok(runtime) => runtime,
                Err(e) => {
                    eprintln!("error: cannot start the HTTP server: {e}");
                    return;
                }
            };
            runtime.block_on(async move {
                let listener = match tokio::net::TcpListener::from_std(listener) {
                    Ok(listener) => listener,
                    Err(e) => {
                        eprintln!("error: cannot start the HTTP server: {e}");
                        return;
                    }
                };
                let shutdown = async move {
                    let _ = shutdown_rx.await;
                };
                if let Err(e) =
                    http::serve(listener, http_shared, http_events, limits, hosts, shutdown).await
                {
                    eprintln!("error: the HTTP server stopped: {e}");
                }
            });
        }));

        let loop_shared = shared.clone();
        let loop_events = events.clone();
        let loop_stop = stop.clone();
        threads.push(std::thread::spawn(move || {
            let mut had_errors = first.is_err();
            while let Some(batch) = watcher.next_batch(&loop_stop) {
                let result = live.apply_viewing(&batch, &loop_shared.viewed());
                if matches!(&result, Ok(r) if !r.changed) {
                    continue;
                }
                publish(&mut live, &loop_shared, &loop_events, &result, had_errors);
                had_errors = result.is_err();
                report(&result);
                // Browsers reload now; what they rarely show (print pages, feeds) follows.
                if let Some(result) = live.finish_deferred() {
                    if !matches!(&result, Ok(r) if !r.changed) {
                        publish(&mut live, &loop_shared, &loop_events, &result, had_errors);
                        had_errors = result.is_err();
                    }
                    report(&result);
                }
            }
        }));

        Ok(Server { addr, url, shared, events, stop, shutdown: Some(shutdown), threads })
    }

    /// Reload events as browsers receive them (for tests and tools).
    pub fn subscribe(&self) -> broadcast::Receiver<LiveEvent> {
        self.events.subscribe()
    }

    pub fn shared(&self) -> &Arc<Shared> {
        &self.shared
    }

    pub fn stop(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// The second stage of a rebuild indexes the changed languages for the site search, which
/// allocates a few hundred megabytes on a large site and frees them at once. glibc then gives
/// that memory back to the system, and the next first stage pays page faults to take it again:
/// on the 200-review benchmark site a prose save's rebuild took 116–132 ms instead of 89 ms
/// (docs/performance.md). The preview is one long-lived process: freed memory is kept for
/// the next rebuild. This tunes glibc's allocator, which the library uses when a program
/// embeds it without choosing another (the tests); the `iopress` binary allocates with
/// mimalloc (src/main.rs), where the setting changes nothing, and bench/serve.rs measures
/// with mimalloc too.
fn keep_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a tuning parameter of glibc's allocator; any value is valid.
    unsafe {
        libc::mallopt(libc::M_TRIM_THRESHOLD, libc::c_int::MAX);
    }
}

/// Hands a (re)build's result to browsers: a new snapshot and a reload, or the problems
/// over the old pages.
fn publish(
    live: &mut LiveSite,
    shared: &Shared,
    events: &broadcast::Sender<LiveEvent>,
    result: &RebuildResult,
    had_errors: bool,
) {
    match result {
        Ok(rebuilt) => {
            let (snapshot, changed) = live.take_publication();
            shared.publish_changed(snapshot, changed.as_deref());
            if had_errors {
                shared.set_errors(Vec::new());
                let _ = events.send(LiveEvent::Clear);
            }
            // A follow-up, or a first stage that rendered only the pages browsers show:
            // only the browsers showing a page that changed reload.
            let event = if (rebuilt.follow_up || rebuilt.viewed_first) && !had_errors {
                LiveEvent::Update { pages: rebuilt.updated_urls.clone() }
            } else if rebuilt.css_only && !had_errors {
                LiveEvent::Css
            } else {
                LiveEvent::Reload
            };
            let _ = events.send(event);
        }
        Err(problems) => {
            let overlay: Vec<OverlayProblem> = problems
                .iter()
                .filter(|d| d.is_error())
                .map(|d| OverlayProblem {
                    file: d.file.as_ref().map(|f| f.display().to_string()),
                    line: d.location.map(|l| l.line),
                    column: d.location.map(|l| l.column),
                    message: d.message.clone(),
                    help: d.help.clone(),
                })
                .collect();
            if shared.snapshot().files.is_empty() {
                // Nothing was ever built: serve a page for the overlay to appear on.
                shared.publish(placeholder());
            }
            shared.set_errors(overlay.clone());
            let _ = events.send(LiveEvent::Errors { problems: overlay });
        }
    }
}

fn placeholder() -> Snapshot {
    let page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>iopress</title></head>\
<body><main><h1>The site could not be built yet</h1><p>Fix the problems listed; this page reloads by itself.</p></main></body></html>\n";
    let mut snapshot = Snapshot::default();
    snapshot.files.insert("index.html".into(), Arc::from(page.as_bytes()));
    snapshot.files.insert("404.html".into(), Arc::from(page.as_bytes()));
    snapshot
}
