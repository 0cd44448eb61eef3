//! `iopress pdf`: every drive's print page, in every language, printed to PDF by headless
//! Chromium.
//!
//! The site is built first (all or nothing, like `iopress build`); then each (language,
//! drive) print page is handed to its own Chromium process, at most `jobs` at a time, and
//! written to `output/pdf/<lang>/<drive-id>.pdf`. Chromium loads the pages over HTTP from a
//! read-only server of the output folder on a loopback port ([`server`]), never from
//! `file://` URLs: a page of an `http:` origin cannot load a file of the machine, whatever
//! raw HTML a review holds. Chromium takes the PDF's title from the
//! page's `<title>` and its language from `<html lang>`, tags it (for screen readers) and
//! writes an outline from its headings; the page itself sets the paper size, the running
//! header and the page numbers (see `drive-print.html`). Then the PDF's document information
//! (author, subject, dates from the content) is written from the page's `<head>`
//! ([`metadata`]).
//!
//! A page that fails (Chromium exits with an error, hangs past the timeout, or writes no
//! PDF) is reported with its language, its drive and the end of Chromium's stderr; the
//! other PDFs are kept. Each PDF is written under a temporary name in its folder and renamed
//! once Chromium has finished, so a failed page never leaves a half-written PDF behind.

use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use iopress_render::build::{build_site, BuildFailure, BuildOptions, BuildReport};
use iopress_render::output::process_running;
use iopress_render::{Routes, PRINT_DIR};
use iopress_site::config::SiteConfig;
use iopress_site::content::{self, LoadOptions, PageKind, SiteContent};
use iopress_site::PublishedPdfs;

pub mod metadata;
mod outline;
pub mod server;
mod structure_ids;

use metadata::DocumentInfo;
use server::OutputServer;

pub use iopress_render::PDF_DIR;

/// Looked up on PATH, in this order, when no Chromium is given.
pub const CHROMIUM_NAMES: [&str; 4] =
    ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

/// How long one page may take by default before its Chromium is killed.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// How many Chromium processes run at once by default.
pub const DEFAULT_JOBS: usize = 2;

/// Lines of Chromium's stderr kept in a failure report.
const STDERR_TAIL_LINES: usize = 15;

#[derive(Debug, Clone)]
pub struct PdfOptions {
    /// The site folder, holding site.toml. The site is built into `<root>/output`.
    pub root: PathBuf,
    /// Language codes to print; empty prints every language of the site.
    pub languages: Vec<String>,
    /// Drive ids (their folder names) to print; empty prints every drive.
    pub drives: Vec<String>,
    /// At most this many Chromium processes at a time (0 counts as 1).
    pub jobs: usize,
    /// The Chromium (or Chrome) executable; looked up on PATH when None.
    pub chromium: Option<PathBuf>,
    /// How long one page may take before its Chromium is killed.
    pub timeout: Duration,
    /// Replaces site.toml's `base_url` in the build, as `iopress build --base-url` does: a
    /// deployment under another URL (a GitHub Pages project site) runs both with the same.
    pub base_url: Option<String>,
}

impl Default for PdfOptions {
    fn default() -> Self {
        PdfOptions {
            root: PathBuf::from("."),
            languages: Vec::new(),
            drives: Vec::new(),
            jobs: DEFAULT_JOBS,
            chromium: None,
            timeout: DEFAULT_TIMEOUT,
            base_url: None,
        }
    }
}

/// One PDF written.
#[derive(Debug, Clone)]
pub struct PrintedPdf {
    pub lang: String,
    pub drive: String,
    /// Where the PDF is: `<output>/pdf/<lang>/<drive>.pdf`.
    pub path: PathBuf,
    pub bytes: u64,
    pub elapsed: Duration,
}

/// Why one page did not become a PDF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageProblem {
    /// Chromium could not be started.
    Spawn(String),
    /// Chromium exited with an error (its exit code, or the signal that ended it).
    Exit(String),
    /// Chromium did not finish within the timeout and was killed.
    Timeout(Duration),
    /// Chromium exited successfully but wrote no PDF, an empty file, or something else.
    NoPdf(String),
    /// The print page or the PDF's folder could not be read or written.
    Io(String),
    /// The PDF Chromium wrote could not be read, or its document information not written.
    Metadata(String),
}

impl fmt::Display for PageProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PageProblem::Spawn(e) => write!(f, "cannot start Chromium: {e}"),
            PageProblem::Exit(status) => write!(f, "Chromium failed ({status})"),
            PageProblem::Timeout(limit) => {
                write!(f, "timed out after {} s; Chromium was killed", limit.as_secs_f64())
            }
            PageProblem::NoPdf(what) => write!(f, "Chromium exited without writing a PDF ({what})"),
            PageProblem::Io(e) => write!(f, "{e}"),
            PageProblem::Metadata(e) => write!(f, "{e}, so its metadata could not be set"),
        }
    }
}

/// One page that failed.
#[derive(Debug, Clone)]
pub struct PageFailure {
    pub lang: String,
    pub drive: String,
    /// The print page that was being printed.
    pub page: PathBuf,
    pub problem: PageProblem,
    /// The last lines of Chromium's stderr (without its D-Bus chatter), if any.
    pub stderr_tail: String,
}

impl fmt::Display for PageFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}: {} (printing {})",
            self.lang,
            self.drive,
            self.problem,
            self.page.display()
        )?;
        if !self.stderr_tail.is_empty() {
            write!(f, "\n  Chromium's stderr ended with:")?;
            for line in self.stderr_tail.lines() {
                write!(f, "\n    {line}")?;
            }
        }
        Ok(())
    }
}

/// What a successful run did.
#[derive(Debug)]
pub struct PdfReport {
    /// The build that made the print pages.
    pub build: BuildReport,
    /// The folder holding the PDFs (`<output>/pdf`).
    pub pdf_dir: PathBuf,
    /// The Chromium that printed them.
    pub chromium: PathBuf,
    /// The languages and drives printed, in site order.
    pub languages: Vec<String>,
    pub drives: Vec<String>,
    /// Every PDF, by language (in site order) then drive.
    pub pdfs: Vec<PrintedPdf>,
    /// How many Chromium processes ran at once.
    pub jobs: usize,
    pub elapsed: Duration,
}

/// Why `iopress pdf` failed.
#[derive(Debug)]
pub enum PdfFailure {
    /// The site did not build; nothing was printed.
    Build(BuildFailure),
    /// `--lang` values the site does not have.
    UnknownLanguages { unknown: Vec<String>, known: Vec<String> },
    /// `--drive` values the site does not have.
    UnknownDrives { unknown: Vec<String>, known: Vec<String> },
    /// No Chromium to print with: the one given does not exist, or none is on PATH.
    ChromiumNotFound { given: Option<PathBuf> },
    /// The PDF folder could not be prepared.
    Output(String),
    /// Some pages failed; the others were printed and kept.
    Pages { report: Box<PdfReport>, failures: Vec<PageFailure> },
}

impl fmt::Display for PdfFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdfFailure::Build(failure) => {
                write!(f, "the site did not build, so nothing was printed:\n{failure}")
            }
            PdfFailure::UnknownLanguages { unknown, known } => write!(
                f,
                "unknown language{} {}; the site's languages are: {}",
                if unknown.len() == 1 { "" } else { "s" },
                unknown.join(", "),
                known.join(", ")
            ),
            PdfFailure::UnknownDrives { unknown, known } => write!(
                f,
                "unknown drive{} {}; the site's drives are: {}",
                if unknown.len() == 1 { "" } else { "s" },
                unknown.join(", "),
                if known.is_empty() { "(none)".to_string() } else { known.join(", ") }
            ),
            PdfFailure::ChromiumNotFound { given: Some(path) } => write!(
                f,
                "Chromium not found at {}: no such executable file\n  help: give the path of a Chromium or Chrome executable, or leave out --chromium to look for {} on PATH",
                path.display(),
                CHROMIUM_NAMES.join(", ")
            ),
            PdfFailure::ChromiumNotFound { given: None } => write!(
                f,
                "Chromium not found: none of {} is on PATH\n  help: install it (Debian and Ubuntu: `apt-get install chromium`; add `fonts-noto-cjk` for Japanese), or give its path with --chromium PATH",
                CHROMIUM_NAMES.join(", ")
            ),
            PdfFailure::Output(e) => write!(f, "{e}"),
            PdfFailure::Pages { report, failures } => {
                let total = report.pdfs.len() + failures.len();
                write!(
                    f,
                    "{} of {total} PDF{} failed ({} printed and kept in {}):",
                    failures.len(),
                    if total == 1 { "" } else { "s" },
                    report.pdfs.len(),
                    report.pdf_dir.display()
                )?;
                for failure in failures {
                    write!(f, "\n- {failure}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for PdfFailure {}

/// What happened to one page, as soon as it happened (for progress output).
pub enum PageEvent<'a> {
    Printed(&'a PrintedPdf),
    Failed(&'a PageFailure),
}

/// Builds the site and prints the selected drives' print pages to PDF.
pub fn print_pdfs(options: &PdfOptions) -> Result<PdfReport, PdfFailure> {
    print_pdfs_with(options, &|_| {})
}

/// [`print_pdfs`], calling `on_page` as each page is printed or fails (from worker threads).
pub fn print_pdfs_with(
    options: &PdfOptions,
    on_page: &(dyn Fn(PageEvent<'_>) + Sync),
) -> Result<PdfReport, PdfFailure> {
    let started = Instant::now();
    let root = options.root.as_path();

    // Checked before the build, so a typo or a missing Chromium fails at once. A site that
    // does not load is left to the build, which reports every problem.
    let planned = load_site(root);
    // The PDFs this run prints, which the pages of its build link to; every drive's with
    // `[pdf] publish = true`, as in the builds of the site's deployment.
    let mut pdfs = None;
    if let Some((config, content)) = &planned {
        let (languages, drives) = select(options, config, content)?;
        if !config.pdf.publish {
            pdfs = Some(PublishedPdfs::Only(printed(config, content, &languages, &drives)));
        }
    }
    let chromium = find_chromium(options.chromium.as_deref())?;
    remove_stale_profiles(&std::env::temp_dir());

    let build = build_site(&BuildOptions {
        root: root.to_path_buf(),
        pdfs,
        base_url: options.base_url.clone(),
        ..BuildOptions::default()
    })
    .map_err(PdfFailure::Build)?;
    let (config, content) = match planned {
        Some(site) => site,
        None => load_site(root).ok_or_else(|| {
            PdfFailure::Output("the site changed while it was being built".into())
        })?,
    };
    let (languages, drives) = select(options, &config, &content)?;

    let routes = Routes::new(&config, &content);
    let output = build.output.clone();
    let pdf_dir = output.join(PDF_DIR);
    // Listed in the output's marker before anything is written there: the next build may
    // replace it. (A site whose own pages take `pdf/` is refused below; its build listed it.)
    iopress_render::output::list_in_marker(&output, PDF_DIR).map_err(|e| {
        PdfFailure::Output(format!(
            "cannot list `{PDF_DIR}` in the marker of {}: {e}",
            output.display()
        ))
    })?;
    if pdf_dir.exists() {
        return Err(PdfFailure::Output(format!(
            "the site itself has a `{PDF_DIR}` folder at the top of its output ({}), where the PDFs go\n  help: rename that page or static folder",
            pdf_dir.display()
        )));
    }
    // For this run only; dropped (and stopped) when every page is printed.
    let server = OutputServer::start(&output).map_err(|e| {
        PdfFailure::Output(format!(
            "cannot serve {} to Chromium on a loopback port: {e}",
            output.display()
        ))
    })?;
    let mut pages = Vec::new();
    for lang in &languages {
        let folder = pdf_dir.join(lang);
        std::fs::create_dir_all(&folder)
            .map_err(|e| PdfFailure::Output(format!("cannot create {}: {e}", folder.display())))?;
        for drive in &drives {
            let page = content.of_kind(PageKind::Drive).find(|p| p.id() == drive);
            let Some(page) = page.filter(|p| routes.availability(&p.path, lang).is_rendered())
            else {
                continue;
            };
            let relative = Path::new(&routes.output_dir(&page.url_path, lang))
                .join(PRINT_DIR)
                .join("index.html");
            pages.push(Job {
                lang: lang.clone(),
                drive: drive.clone(),
                html: output.join(&relative),
                url: server.url_of(&relative),
                pdf: folder.join(format!("{drive}.pdf")),
            });
        }
    }

    let jobs = options.jobs.max(1).min(pages.len().max(1));
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Outcome)>> = Mutex::new(Vec::with_capacity(pages.len()));
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = pages.get(index) else { break };
                let result = print_one(&chromium, job, options.timeout);
                match &result {
                    Ok(pdf) => on_page(PageEvent::Printed(pdf)),
                    Err(failure) => on_page(PageEvent::Failed(failure)),
                }
                results.lock().unwrap_or_else(|e| e.into_inner()).push((index, result));
            });
        }
    });
    drop(server);
    let mut results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    results.sort_by_key(|(index, _)| *index);
    let mut pdfs = Vec::new();
    let mut failures = Vec::new();
    for (_, result) in results {
        match result {
            Ok(pdf) => pdfs.push(pdf),
            Err(failure) => failures.push(*failure),
        }
    }
    let report = PdfReport {
        build,
        pdf_dir,
        chromium,
        languages,
        drives,
        pdfs,
        jobs,
        elapsed: started.elapsed(),
    };
    if failures.is_empty() {
        Ok(report)
    } else {
        Err(PdfFailure::Pages { report: Box::new(report), failures })
    }
}

/// The site's configuration and content, when they load without errors.
fn load_site(root: &Path) -> Option<(SiteConfig, SiteContent)> {
    let config = SiteConfig::load(root).ok()?;
    let (content, problems) = content::load(root, &config, LoadOptions { drafts: false });
    (!problems.has_errors()).then_some((config, content))
}

/// The languages (in the site's order) and drives (by id) to print; unknown ones are errors.
fn select(
    options: &PdfOptions,
    config: &SiteConfig,
    content: &SiteContent,
) -> Result<(Vec<String>, Vec<String>), PdfFailure> {
    let known_languages: Vec<String> = config.languages.iter().map(|l| l.code.clone()).collect();
    let unknown: Vec<String> =
        unique(&options.languages).into_iter().filter(|l| !known_languages.contains(l)).collect();
    if !unknown.is_empty() {
        return Err(PdfFailure::UnknownLanguages { unknown, known: known_languages });
    }
    let mut known_drives: Vec<String> =
        content.of_kind(PageKind::Drive).map(|p| p.id().to_string()).collect();
    known_drives.sort();
    let unknown: Vec<String> =
        unique(&options.drives).into_iter().filter(|d| !known_drives.contains(d)).collect();
    if !unknown.is_empty() {
        return Err(PdfFailure::UnknownDrives { unknown, known: known_drives });
    }
    let languages = known_languages
        .into_iter()
        .filter(|l| options.languages.is_empty() || options.languages.contains(l))
        .collect();
    let drives = known_drives
        .into_iter()
        .filter(|d| options.drives.is_empty() || options.drives.contains(d))
        .collect();
    Ok((languages, drives))
}

/// The (language, drive) print pages of `languages` and `drives` that the site publishes: what
/// a run prints.
fn printed(
    config: &SiteConfig,
    content: &SiteContent,
    languages: &[String],
    drives: &[String],
) -> BTreeSet<(String, String)> {
    let routes = Routes::new(config, content);
    let mut pages = BTreeSet::new();
    for drive in content.of_kind(PageKind::Drive).filter(|p| drives.iter().any(|d| d == p.id())) {
        for lang in languages {
            if routes.availability(&drive.path, lang).is_rendered() {
                pages.insert((lang.clone(), drive.id().to_string()));
            }
        }
    }
    pages
}

fn unique(values: &[String]) -> Vec<String> {
    let mut seen = BTreeSet::new();
    values.iter().filter(|v| seen.insert(v.as_str())).cloned().collect()
}

/// The Chromium to use: the one given (a path, or a bare name looked up on PATH), else the
/// first of [`CHROMIUM_NAMES`] on PATH.
pub fn find_chromium(given: Option<&Path>) -> Result<PathBuf, PdfFailure> {
    let not_found = || PdfFailure::ChromiumNotFound { given: given.map(Path::to_path_buf) };
    match given {
        Some(path) if path.components().count() > 1 || path.is_absolute() => {
            if is_executable(path) {
                Ok(path.to_path_buf())
            } else {
                Err(not_found())
            }
        }
        Some(name) => on_path(name.as_os_str()).ok_or_else(not_found),
        None => CHROMIUM_NAMES.iter().find_map(|name| on_path(name.as_ref())).ok_or_else(not_found),
    }
}

fn on_path(name: &std::ffi::OsStr) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|candidate| is_executable(candidate))
}

fn is_executable(path: &Path) -> bool {
    let Ok(metadata) = std::fs::metadata(path) else { return false };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        metadata.is_file() && metadata.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        metadata.is_file()
    }
}

/// One page to print.
struct Job {
    lang: String,
    drive: String,
    /// The print page in the output folder.
    html: PathBuf,
    /// Where Chromium loads it: its address on the run's [`OutputServer`].
    url: String,
    pdf: PathBuf,
}

/// A page printed, or why not.
type Outcome = Result<PrintedPdf, Box<PageFailure>>;

fn print_one(chromium: &Path, job: &Job, timeout: Duration) -> Outcome {
    let started = Instant::now();
    let fail = |problem: PageProblem, stderr_tail: String| {
        Box::new(PageFailure {
            lang: job.lang.clone(),
            drive: job.drive.clone(),
            page: job.html.clone(),
            problem,
            stderr_tail,
        })
    };
    let io = |what: String, e: std::io::Error| {
        fail(PageProblem::Io(format!("{what}: {e}")), String::new())
    };
    if !job.html.is_file() {
        return Err(fail(
            PageProblem::Io(format!("the build wrote no print page at {}", job.html.display())),
            String::new(),
        ));
    }
    let folder = job.pdf.parent().expect("a PDF path has a folder");
    // Chromium writes under a temporary name beside the PDF; only a finished PDF is renamed
    // into place, and dropping `partial` removes whatever a failed run left.
    let mut builder = tempfile::Builder::new();
    #[cfg(unix)]
    {
        // Readable like every other file of the output (the umask still applies), not 0600.
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o644));
    }
    let partial = builder
        .prefix(&format!(".{}.", job.drive))
        .suffix(".pdf.part")
        .tempfile_in(folder)
        .map_err(|e| io(format!("cannot create a temporary file in {}", folder.display()), e))?
        .into_temp_path();
    // A fresh profile per process: parallel Chromiums never share (or lock) one. Named with
    // this process's id, so that a later run removes what a killed one left.
    let scratch = tempfile::Builder::new()
        .prefix(&format!("{PROFILE_PREFIX}{}-", std::process::id()))
        .tempdir()
        .map_err(|e| io("cannot create a temporary Chromium profile".into(), e))?;
    let profile = scratch.path().join("profile");
    let stderr_path = scratch.path().join("stderr.log");
    // Chromium's stderr goes to a file, not a pipe: a chatty Chromium can never block on a
    // full pipe, and nothing needs reading while it runs.
    let stderr = std::fs::File::create(&stderr_path)
        .map_err(|e| io("cannot create a log file".into(), e))?;

    let mut command = Command::new(chromium);
    command
        .arg("--headless")
        // Chromium refuses to start as root (CI containers) with its sandbox, and the sandbox
        // needs unprivileged user namespaces that some hosts forbid. The page is our own
        // output, loaded over HTTP from the output folder (so it cannot load a local file).
        .arg("--no-sandbox")
        .arg("--disable-gpu")
        // /dev/shm is tiny in containers; Chromium crashes when it runs out.
        .arg("--disable-dev-shm-usage")
        .arg("--disable-background-networking")
        .arg("--disable-component-update")
        .arg("--disable-sync")
        .arg("--no-first-run")
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("--no-pdf-header-footer")
        // The PDF's outline (bookmarks), from the page's headings. Chromium tags the PDF
        // (its structure tree, for screen readers) unless told not to.
        .arg("--generate-pdf-document-outline")
        .arg(format!("--print-to-pdf={}", partial.display()))
        .arg(&job.url)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr);
    let mut child = command.spawn().map_err(|e| {
        fail(PageProblem::Spawn(format!("{}: {e}", chromium.display())), String::new())
    })?;
    let status: ExitStatus = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() >= timeout => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(fail(PageProblem::Timeout(timeout), stderr_tail(&stderr_path)));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(25)),
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(fail(
                    PageProblem::Io(format!("cannot wait for Chromium: {e}")),
                    stderr_tail(&stderr_path),
                ));
            }
        }
    };
    if !status.success() {
        return Err(fail(PageProblem::Exit(describe(status)), stderr_tail(&stderr_path)));
    }
    match check_pdf(&partial) {
        Ok(_) => {
            let html = std::fs::read_to_string(&job.html)
                .map_err(|e| io(format!("cannot read {}", job.html.display()), e))?;
            DocumentInfo::from_html(&html)
                .write_into(&partial)
                .map_err(|e| fail(PageProblem::Metadata(e), String::new()))?;
            let bytes = std::fs::metadata(&partial)
                .map_err(|e| io(format!("cannot read {}", partial.display()), e))?
                .len();
            partial.persist(&job.pdf).map_err(|e| {
                io(format!("cannot move the PDF to {}", job.pdf.display()), e.error)
            })?;
            Ok(PrintedPdf {
                lang: job.lang.clone(),
                drive: job.drive.clone(),
                path: job.pdf.clone(),
                bytes,
                elapsed: started.elapsed(),
            })
        }
        Err(what) => Err(fail(PageProblem::NoPdf(what), stderr_tail(&stderr_path))),
    }
}

/// The start of a Chromium profile's folder name, which the process id of its run follows.
const PROFILE_PREFIX: &str = "iopress-chromium-";

/// Removes the Chromium profiles that runs killed before they could (`iopress-chromium-<pid>-…`
/// in `temp`, some 2 MB each) whose process is gone, as a build removes a killed build's
/// staging folder ([`iopress_render::output::process_running`]: where that cannot be told,
/// the process counts as running, and its profile is kept).
fn remove_stale_profiles(temp: &Path) {
    let Ok(entries) = std::fs::read_dir(temp) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|n| n.strip_prefix(PROFILE_PREFIX))
            .and_then(|rest| rest.split_once('-'))
            .and_then(|(pid, _)| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if !process_running(pid) && entry.file_type().is_ok_and(|t| t.is_dir()) {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// The PDF's size, if Chromium wrote one.
fn check_pdf(path: &Path) -> Result<u64, String> {
    use std::io::Read as _;
    let mut file = std::fs::File::open(path).map_err(|_| "no file".to_string())?;
    let mut head = [0u8; 5];
    let read = file.read(&mut head).map_err(|e| format!("unreadable: {e}"))?;
    if read == 0 {
        return Err("the file is empty".into());
    }
    if read < head.len() || &head != b"%PDF-" {
        return Err("the file is not a PDF".into());
    }
    file.metadata().map(|m| m.len()).map_err(|e| format!("unreadable: {e}"))
}

fn describe(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("exit code {code}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return format!("killed by signal {signal}");
        }
    }
    status.to_string()
}

/// The last lines of Chromium's stderr, without the D-Bus errors it logs on every machine
/// without a session bus (they never explain a failure).
fn stderr_tail(path: &Path) -> String {
    let bytes = std::fs::read(path).unwrap_or_default();
    let text = String::from_utf8_lossy(&bytes);
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.is_empty() && !l.contains(":ERROR:dbus/"))
        .collect();
    lines[lines.len().saturating_sub(STDERR_TAIL_LINES)..].join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles_of_runs_that_are_gone_are_removed_and_running_ones_kept() {
        let temp = tempfile::tempdir().unwrap();
        // A pid no process has (above Linux's largest, 2^22), this process's, and other folders.
        let gone = temp.path().join(format!("{PROFILE_PREFIX}{}-aB3dE9", i32::MAX));
        let running = temp.path().join(format!("{PROFILE_PREFIX}{}-xY7zQ1", std::process::id()));
        let someone_elses = temp.path().join("iopress-chromium-notes");
        let unrelated = temp.path().join(format!("chromium-{}-x", i32::MAX));
        for folder in [&gone, &running, &someone_elses, &unrelated] {
            std::fs::create_dir_all(folder.join("profile")).unwrap();
        }
        remove_stale_profiles(temp.path());
        assert!(!gone.exists(), "a killed run's profile is removed");
        for kept in [&running, &someone_elses, &unrelated] {
            assert!(kept.exists(), "{} is kept", kept.display());
        }
    }

    #[test]
    fn stderr_tail_drops_dbus_noise_and_keeps_the_last_lines() {
        let dir = tempfile::tempdir().unwrap();
        let log = dir.path().join("stderr.log");
        let mut text = String::new();
        for i in 0..30 {
            text.push_str(&format!(
                "line {i}\n[1:2:3/4:ERROR:dbus/bus.cc:405] Failed to connect to the bus\n"
            ));
        }
        std::fs::write(&log, text).unwrap();
        let tail = stderr_tail(&log);
        assert_eq!(tail.lines().count(), STDERR_TAIL_LINES);
        assert!(tail.ends_with("line 29"));
        assert!(!tail.contains("dbus"));
    }

    #[test]
    fn a_given_chromium_must_exist() {
        assert!(matches!(
            find_chromium(Some(Path::new("/nonexistent/chromium"))),
            Err(PdfFailure::ChromiumNotFound { given: Some(_) })
        ));
    }
}
