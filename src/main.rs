//! The `iopress` command line: a thin layer over the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use iopress::render::build::{build_site, BuildOptions};
use iopress::site::diagnostics::Diagnostic;

// A build allocates and frees millions of small strings from two threads; glibc's allocator
// spent about a third of a build's CPU time on it (docs/performance.md, "Allocator").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Clone, Copy, clap::ValueEnum)]
enum CheckFormat {
    /// Grouped by file, for people.
    Human,
    /// One JSON object, for CI annotations.
    Json,
}

#[derive(Parser)]
#[command(name = "iopress", version, about = "Builds multilingual storage-benchmark review sites")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build the site into the output folder.
    #[command(
        after_help = "Encoded pictures are kept between builds in $IOPRESS_CACHE_DIR/pictures (set to nothing: no cache), else $XDG_CACHE_HOME/iopress/pictures or ~/.cache/iopress/pictures (docs/content-format.md, \"Pictures\")."
    )]
    Build {
        /// The site folder (holding site.toml).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// Where to write the site [default: ROOT/output].
        #[arg(long)]
        output: Option<PathBuf>,
        /// Publish under this URL instead of site.toml's base_url: an absolute http: or
        /// https: URL, such as https://preview.example.org/bench/.
        #[arg(long, value_name = "URL", value_parser = base_url_option)]
        base_url: Option<String>,
        /// Include pages marked `draft = true`.
        #[arg(long)]
        drafts: bool,
        /// Print what a warning sums up, too: every UI string a language lacks, not only the
        /// first few of each file.
        #[arg(short, long)]
        verbose: bool,
    },
    /// Preview the site: build it, serve it, and rebuild what changes while you edit.
    Serve {
        /// The site folder (holding site.toml).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// The address to listen on. Anything but a loopback address exposes the preview to
        /// the network.
        #[arg(long, default_value = "127.0.0.1")]
        bind: std::net::IpAddr,
        /// The port; 0 picks a free one.
        #[arg(long, default_value_t = 1111)]
        port: u16,
        /// Open the site in the default browser.
        #[arg(long)]
        open: bool,
        /// Include pages marked `draft = true`.
        #[arg(long)]
        drafts: bool,
        /// Also answer requests naming this host (repeatable): the preview answers only to
        /// localhost, 127.0.0.1, [::1] and the address it listens on, so that another site's
        /// page cannot read it under its own name. `.example.org` allows that name and every
        /// name below it.
        #[arg(long = "allow-host", value_name = "NAME")]
        allow_host: Vec<String>,
        /// Print what a warning sums up, too: every UI string a language lacks, not only the
        /// first few of each file.
        #[arg(short, long)]
        verbose: bool,
    },
    /// Build the site, then print every drive's print page to PDF with headless Chromium,
    /// into ROOT/output/pdf/<lang>/<drive-id>.pdf.
    #[command(
        after_help = "Needs Chromium or Chrome (Debian/Ubuntu: apt-get install chromium fonts-noto-cjk).\n\
        Each run rebuilds the site, so the output's pdf/ folder holds the PDFs of this run only."
    )]
    Pdf {
        /// The site folder (holding site.toml); the site is built into ROOT/output.
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// Print only this language (a code from site.toml); repeat for several. Default: all.
        #[arg(long = "lang", value_name = "L")]
        languages: Vec<String>,
        /// Print only this drive (its folder name under content/drives); repeat for several.
        /// Default: all.
        #[arg(long = "drive", value_name = "ID")]
        drives: Vec<String>,
        /// How many Chromium processes run at once.
        #[arg(long, value_name = "N", default_value_t = iopress::print::DEFAULT_JOBS,
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
        jobs: usize,
        /// The Chromium or Chrome executable [default: the first of chromium, chromium-browser,
        /// google-chrome, google-chrome-stable on PATH].
        #[arg(long, value_name = "PATH")]
        chromium: Option<PathBuf>,
        /// Seconds one page may take before its Chromium is killed and the page reported as
        /// failed.
        #[arg(long, value_name = "SECONDS", default_value_t = iopress::print::DEFAULT_TIMEOUT.as_secs(),
              value_parser = clap::builder::RangedU64ValueParser::<u64>::new().range(1..))]
        timeout: u64,
        /// Build under this URL instead of site.toml's base_url, as `iopress build
        /// --base-url` does (the same URL for both in a deployment).
        #[arg(long, value_name = "URL", value_parser = base_url_option)]
        base_url: Option<String>,
        /// Print what a warning of the build sums up, too: every UI string a language lacks.
        #[arg(short, long)]
        verbose: bool,
    },
    /// Import a benchmark tool's output into a review's load-curve data file.
    Import {
        #[command(subcommand)]
        source: ImportSource,
    },
    /// Check the site without writing anything: what `build` rejects, then figures in prose
    /// against the source text and the data, links and anchors in every language, coverage
    /// and data sanity. Exits 1 when it finds an error.
    #[command(
        after_help = "Findings are grouped by file, each with its line, column, kind and what was expected.
        --format json prints the same as one JSON object (schema: docs/check.md)."
    )]
    Check {
        /// The site folder (holding site.toml).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// How to print the findings.
        #[arg(long, value_enum, default_value_t = CheckFormat::Human)]
        format: CheckFormat,
        /// Fail (exit 1) on warnings too.
        #[arg(long)]
        deny_warnings: bool,
        /// Check pages marked `draft = true` too.
        #[arg(long)]
        drafts: bool,
    },
    /// Add a language, a review or a drive to a site: every file it needs, then what is
    /// left to fill in.
    New {
        #[command(subcommand)]
        what: NewWhat,
    },
    /// Translate pages with a CAT tool or an MT engine: export their prose to PO or XLIFF with
    /// every figure, name, shortcode, code span and link target as a protected placeholder,
    /// and import the translations back.
    Translate {
        #[command(subcommand)]
        what: TranslateWhat,
    },
    /// Create a new site with a sample review in two languages.
    Init {
        /// The folder to create (must not exist, or be empty).
        dir: PathBuf,
    },
}

#[derive(Subcommand)]
enum NewWhat {
    /// A language: its [[languages]] entry in site.toml, its UI strings (built in for the
    /// theme's eleven: de, en, es, fr, it, ja, ko, pl, pt, ru, zh; otherwise the default
    /// language's, marked untranslated),
    /// the site's labels to translate, and the home and section pages.
    #[command(
        after_help = "CODE is a language code CLDR knows (de, it, pt-br, zh, ko, tr); an unknown one is refused. site.toml keeps its comments: the entry is appended."
    )]
    Language {
        /// The language code, used in URLs and file names (index.CODE.md).
        code: String,
        /// The site folder (holding site.toml).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// The CLDR locale for numbers, dates and plurals [default: CODE].
        #[arg(long, value_name = "L")]
        locale: Option<String>,
        /// The language's name in itself, for the language switcher [default: built in, or CODE].
        #[arg(long)]
        name: Option<String>,
    },
    /// A review, as a draft: front matter in the default language (and each --lang), data.toml
    /// with its configurations, and a results.csv header ready for `iopress import`.
    Review {
        /// The review's folder name under content/reviews, which is its URL (e.g. optane-p4800x).
        slug: String,
        /// The site folder (holding site.toml).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// Also create the translation in this language; repeat for several.
        #[arg(long = "lang", value_name = "L")]
        languages: Vec<String>,
        /// A drive the review tests (a folder under content/drives); each becomes a
        /// configuration. Repeat for several.
        #[arg(long = "drive", value_name = "ID")]
        drives: Vec<String>,
        /// The protocol (declared in content/protocols.toml) the results are measured under:
        /// results.csv is then a load curve, charted and ranked.
        #[arg(long, value_name = "ID")]
        protocol: Option<String>,
    },
    /// A drive: drive.toml with commented facts, and a specs.csv header for its spec sheet.
    Drive {
        /// The drive's folder name under content/drives (e.g. intel-optane-p4800x).
        id: String,
        /// The site folder (holding site.toml).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// Its full name (e.g. "Intel Optane SSD DC P4800X").
        #[arg(long)]
        name: Option<String>,
        /// Its maker.
        #[arg(long)]
        vendor: Option<String>,
    },
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum TranslateFormat {
    /// gettext PO, one file per page (Weblate, Crowdin, Poedit).
    Po,
    /// XLIFF 1.2, one file per page (DeepL, CAT tools).
    Xliff,
}

#[derive(Subcommand)]
enum TranslateWhat {
    /// Write the source-language prose of pages as units to translate into LANG, one file per
    /// page: OUTPUT/<page>/LANG.po (or .xlf). Existing translations are included as targets.
    #[command(
        after_help = "PAGE is a page's folder under content/ (reviews/sn630-vsan, drives/wd-sn630); every page with prose when none is given. \
        Placeholders look like {1}; each unit's note says what each stands for. See docs/translating.md."
    )]
    Export {
        /// Pages to export, by their folder under content/ (reviews/sn630-vsan) [default: every
        /// page with prose].
        #[arg(value_name = "PAGE")]
        pages: Vec<String>,
        /// The site folder (holding site.toml).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// The language to translate into (a code of site.toml's [[languages]]).
        #[arg(long, value_name = "LANG")]
        lang: String,
        /// The file format.
        #[arg(long, value_enum, default_value_t = TranslateFormat::Po)]
        format: TranslateFormat,
        /// The folder to write the files into.
        #[arg(long, value_name = "DIR")]
        output: PathBuf,
        /// Only the units whose source changed since the translation was imported, or that are
        /// new (pages never imported are left out).
        #[arg(long)]
        changed: bool,
    },
    /// Read translated PO or XLIFF files (recognised by their content) and write each page's
    /// index.LANG.md, every placeholder formatted for LANG. A file whose placeholders are
    /// missing, duplicated or altered writes nothing.
    Import {
        /// Files written by `iopress translate export` and translated since.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        /// The site folder (holding site.toml).
        #[arg(long, default_value = ".")]
        root: PathBuf,
    },
}

#[derive(Subcommand)]
enum ImportSource {
    /// Read fio 3.x JSON output (--output-format=json or json+), one point per reporting
    /// group, and write it as load curves into a CSV, keeping the file's other curves.
    #[command(
        after_help = "Each reporting group of each file is one point: one file per load level, or levels \
        separated by stonewall. Workloads are named from rw and bs (randread at 4k: rand-read-4k) unless \
        --workload is given. Nothing is written when any input is bad."
    )]
    Fio {
        /// fio output files (JSON, as fio wrote it).
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        /// The load-curve CSV to create or update, e.g. content/reviews/x/fio.csv.
        #[arg(long, value_name = "PATH")]
        output: PathBuf,
        /// Put every point into one curve of this workload id.
        #[arg(long, value_name = "NAME")]
        workload: Option<String>,
        /// The configuration id written in the rows' `config` column (declared in data.toml).
        #[arg(long, value_name = "NAME")]
        config: Option<String>,
    },
    /// Read sysbench 1.0's text output (`sysbench fileio … run`, or an OLTP script's `run`), one
    /// point per file, and write it as load curves into a CSV, keeping the file's other curves.
    #[command(
        after_help = "fileio: load = reads/s + writes/s, jobs = threads, queue depth 1 in synchronous mode;         workloads named from the test and block size (rndrd at 4KiB: rand-read-4k).         OLTP: load = transactions/s (a `load [TPS]` column), named by the query mix (oltp-read-write).         Run with --percentile=99 for latency-p99, and fileio with --file-fsync-freq=0. Nothing is written when any input is bad."
    )]
    Sysbench {
        /// sysbench output files (what `sysbench … run` printed).
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        /// The load-curve CSV to create or update, e.g. content/reviews/x/sysbench.csv.
        #[arg(long, value_name = "PATH")]
        output: PathBuf,
        /// Put every point into one curve of this workload id.
        #[arg(long, value_name = "NAME")]
        workload: Option<String>,
        /// The configuration id written in the rows' `config` column (declared in data.toml).
        #[arg(long, value_name = "NAME")]
        config: Option<String>,
    },
    /// Turn another tool's CSV export into a results table, mapping its columns and units onto
    /// the table's.
    #[command(after_help = concat!(
        "Example: iopress import csv run.csv --output results.csv --set workload=rand-read-4k \\\n",
        "    --map \"QD=iodepth [count]\" --map \"IOPS=load [IOPS]\" --map \"Avg Lat (us):µs=latency [ms]\"\n",
        "Each source row becomes a row; numbers are converted from the source unit (after `:`) to the column's. ",
        "A cell that is not a number is an error naming its row and column; nothing is written then."
    ))]
    Csv {
        /// The CSV file the tool wrote (a header row, then one row per result).
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// The CSV to write, e.g. content/reviews/x/results.csv.
        #[arg(long, value_name = "PATH")]
        output: PathBuf,
        /// A column to write: "SOURCE=TARGET", or "SOURCE:UNIT=TARGET" when the tool wrote the
        /// figures in another unit. TARGET is a header such as `load [IOPS]`. Repeat, in order.
        #[arg(long = "map", value_name = "MAPPING", required = true)]
        maps: Vec<String>,
        /// A label column with one value in every row, e.g. workload=rand-read-4k. Repeat.
        #[arg(long = "set", value_name = "COLUMN=VALUE")]
        sets: Vec<String>,
        /// Overwrite the output file if it exists.
        #[arg(long)]
        replace: bool,
    },
}

/// `--base-url`, checked (and written) like site.toml's base_url, before anything is built.
fn base_url_option(value: &str) -> Result<String, String> {
    iopress::site::config::parse_base_url(value).map_err(|problem| {
        format!("`{value}` {problem}\n  help: {}", iopress::site::config::BASE_URL_HELP)
    })
}

/// Transparent huge pages off for this process (Linux; elsewhere nothing). mimalloc asks the
/// kernel for huge pages on the memory it maps (`madvise`), and the kernel zeroes each 2 MiB
/// page whole when it is first touched: with the search index, zeroing fresh pages was a fifth
/// of the prose benchmark's build, most of it under huge-page faults. Off, that build took
/// 0.85 of the CPU time and 36 MiB less memory, a 50-review chart site the same CPU and 40 MiB
/// less (docs/performance.md, "Issue 41: the build's own CPU").
/// For `iopress build` only: the setting passes to the programs a process starts (the
/// browser of `serve --open`, the Chromium of `pdf`), which `build` does not start.
fn without_transparent_huge_pages() {
    // SAFETY: PR_SET_THP_DISABLE takes plain integers and sets one flag of this process; it
    // touches no memory of ours. A failure (an old kernel) leaves things as they were.
    #[cfg(target_os = "linux")]
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

/// Writes a report to standard output. A reader that closes the pipe before its end
/// (`iopress check | head`) has read what it wanted: the rest is dropped without a word, as
/// `grep` and `rg` do, and the exit code is still the report's. (`print!` panicked there.)
fn print_report(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            eprintln!("iopress: the report could not be written to standard output: {e}");
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Build { root, output, base_url, drafts, verbose } => {
            without_transparent_huge_pages();
            // The PDFs: as site.toml says (`iopress pdf` prints them).
            let options = BuildOptions {
                root: root.clone(),
                output,
                base_url,
                drafts,
                pdfs: None,
                progress: true,
                ..BuildOptions::default()
            };
            match build_site(&options) {
                Ok(report) => {
                    print_diagnostics_verbose(&report.warnings, &root, verbose);
                    print_drafts_left_out(&report.drafts_left_out);
                    eprint!("{}", report.coverage.to_table());
                    let pages: Vec<String> = report
                        .pages_per_language
                        .iter()
                        .map(|(lang, n)| format!("{lang} {n}"))
                        .collect();
                    eprintln!(
                        "Built {} pages ({}; {} documents unchanged and reused), {} charts ({} drawn, {} unchanged), {} social cards rasterized ({} unchanged), {} assets, {} static files into {} in {} ms",
                        report.pages_per_language.values().sum::<usize>(),
                        pages.join(", "),
                        report.documents_reused,
                        report.charts_drawn + report.charts_reused,
                        report.charts_drawn,
                        report.charts_reused,
                        report.cards_rasterized,
                        report.cards_reused,
                        report.assets,
                        report.static_files,
                        report.output.display(),
                        report.elapsed.as_millis()
                    );
                    if report.pictures_encoded + report.pictures_reused > 0 {
                        // Said by the build that encodes: what a build without AVIF leaves out.
                        let without_avif = if report.pictures_encoded > 0
                            && !iopress::render::pictures::AVIF
                        {
                            "; WebP and their own format only: this iopress was built without its `avif` feature (cargo build --features avif)"
                        } else {
                            ""
                        };
                        eprintln!(
                            "Pictures: {} ({} encoded, {} unchanged){without_avif}",
                            report.pictures_encoded + report.pictures_reused,
                            report.pictures_encoded,
                            report.pictures_reused
                        );
                    }
                    if let Some(size) = &report.output_size {
                        eprintln!("Output: {} in {}", size.summary(), report.output.display());
                    }
                    if report.pdfs_linked > 0 {
                        eprintln!(
                            "{} drive page{} link to {} PDF, which iopress build does not print ([pdf] publish = true in site.toml): run iopress pdf to print them into {}",
                            report.pdfs_linked,
                            if report.pdfs_linked == 1 { "" } else { "s" },
                            if report.pdfs_linked == 1 { "its" } else { "their" },
                            report.output.join(iopress::render::PDF_DIR).display()
                        );
                    }
                    if !report.search_pages.is_empty() {
                        let pages: Vec<String> = report
                            .search_pages
                            .iter()
                            .map(|(lang, n)| format!("{lang} {n}"))
                            .collect();
                        let reused = if report.search_reused.is_empty() {
                            String::new()
                        } else {
                            format!(", unchanged and reused: {}", report.search_reused.join(", "))
                        };
                        eprintln!(
                            "Search index: {} pages ({}) in {} ms{reused}",
                            report.search_pages.values().sum::<usize>(),
                            pages.join(", "),
                            report.search_elapsed.as_millis()
                        );
                    }
                    ExitCode::SUCCESS
                }
                Err(failure) => {
                    print_diagnostics_verbose(&failure.diagnostics, &root, verbose);
                    let errors = failure.errors().count();
                    let plural = if errors == 1 { "" } else { "s" };
                    if failure.previous_output_intact && failure.had_previous_output {
                        eprintln!("Build failed with {errors} error{plural}; the previous output was left as it was.");
                    } else if failure.previous_output_intact {
                        eprintln!(
                            "Build failed with {errors} error{plural}; no output was written."
                        );
                    } else {
                        eprintln!("Build failed with {errors} error{plural}; the output folder was changed, as said above.");
                    }
                    ExitCode::from(1)
                }
            }
        }
        Command::Serve { root, bind, port, open, drafts, allow_host, verbose } => {
            serve(root, bind, port, open, drafts, allow_host, verbose)
        }
        Command::Check { root, format, deny_warnings, drafts } => {
            let report =
                iopress::check::check_site(&root, &iopress::check::CheckOptions { drafts });
            let text = match format {
                CheckFormat::Human => iopress::check::report::to_human(&report, deny_warnings),
                CheckFormat::Json => iopress::check::report::to_json(&report, deny_warnings),
            };
            print_report(&text);
            if report.failed(deny_warnings) {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            }
        }
        Command::Pdf { root, languages, drives, jobs, chromium, timeout, base_url, verbose } => {
            let options = iopress::print::PdfOptions {
                root,
                languages,
                drives,
                jobs,
                chromium,
                timeout: std::time::Duration::from_secs(timeout),
                base_url,
            };
            pdf(options, verbose)
        }
        Command::Import { source: ImportSource::Fio { files, output, workload, config } } => {
            import_fio(iopress::import::fio::FioImport { files, output, workload, config })
        }
        Command::Import { source: ImportSource::Sysbench { files, output, workload, config } } => {
            match iopress::import::sysbench::import_sysbench(
                &iopress::import::sysbench::SysbenchImport { files, output, workload, config },
            ) {
                Ok(report) => {
                    print_diagnostics(&report.warnings, std::path::Path::new("."));
                    for (curve, runs) in &report.curves {
                        let config =
                            curve.config.as_deref().map(|c| format!(" ({c})")).unwrap_or_default();
                        let unit = if runs
                            .iter()
                            .any(|r| r.kind == iopress::import::sysbench::RunKind::Oltp)
                        {
                            "TPS"
                        } else {
                            "IOPS"
                        };
                        let loads: Vec<String> = runs
                            .iter()
                            .map(|r| {
                                format!(
                                    "{} thread{} {:.0}",
                                    r.threads,
                                    if r.threads == 1 { "" } else { "s" },
                                    iopress::import::sysbench::load(&r.point)
                                )
                            })
                            .collect();
                        eprintln!(
                            "{}{config}: {} point{}, {unit} {}",
                            curve.workload,
                            runs.len(),
                            if runs.len() == 1 { "" } else { "s" },
                            loads.join(", ")
                        );
                    }
                    report_merge(&report.output, &report.merge);
                    ExitCode::SUCCESS
                }
                Err(problems) => {
                    print_diagnostics(&problems, std::path::Path::new("."));
                    eprintln!("Nothing was written.");
                    ExitCode::from(1)
                }
            }
        }
        Command::Import { source: ImportSource::Csv { file, output, maps, sets, replace } } => {
            match iopress::import::csv_map::import_csv(&iopress::import::csv_map::CsvImport {
                file,
                output,
                maps,
                sets,
                replace,
            }) {
                Ok(report) => {
                    eprintln!(
                        "Wrote {}: {} rows, columns {}",
                        shown(&report.output),
                        report.rows,
                        report.columns.join(", ")
                    );
                    ExitCode::SUCCESS
                }
                Err(problems) => {
                    print_diagnostics(&problems, std::path::Path::new("."));
                    eprintln!("Nothing was written.");
                    ExitCode::from(1)
                }
            }
        }
        Command::New { what } => {
            let (root, result) = match what {
                NewWhat::Language { code, root, locale, name } => {
                    let result = iopress::new_content::new_language(
                        &root,
                        &code,
                        locale.as_deref(),
                        name.as_deref(),
                    );
                    (root, result)
                }
                NewWhat::Review { slug, root, languages, drives, protocol } => {
                    let result = iopress::new_content::new_review(
                        &root,
                        &slug,
                        &languages,
                        &drives,
                        protocol.as_deref(),
                    );
                    (root, result)
                }
                NewWhat::Drive { id, root, name, vendor } => {
                    let result = iopress::new_content::new_drive(
                        &root,
                        &id,
                        name.as_deref(),
                        vendor.as_deref(),
                    );
                    (root, result)
                }
            };
            match result {
                Ok(done) => {
                    let relative = |p: &std::path::Path| {
                        p.strip_prefix(&root).unwrap_or(p).display().to_string()
                    };
                    for path in &done.created {
                        eprintln!("created  {}", relative(path));
                    }
                    for path in &done.edited {
                        eprintln!("edited   {}", relative(path));
                    }
                    for path in &done.kept {
                        eprintln!("kept     {} (it exists)", relative(path));
                    }
                    eprintln!("\nTo fill in:");
                    for item in &done.to_do {
                        eprintln!("  - {item}");
                    }
                    let root_arg = if root == std::path::Path::new(".") {
                        String::new()
                    } else {
                        format!(" --root {}", root.display())
                    };
                    if done.draft {
                        // Without --drafts, check would leave out what was just created.
                        eprintln!("\nThen: iopress check{root_arg} --drafts   (a draft: build, check and serve leave it out without --drafts until you set draft = false; preview it with iopress serve{root_arg} --drafts)");
                    } else {
                        eprintln!("\nThen: iopress check{root_arg}   (and iopress serve{root_arg} to preview)");
                    }
                    ExitCode::SUCCESS
                }
                Err(problems) => {
                    print_diagnostics(&problems, &root);
                    eprintln!("Nothing was created.");
                    ExitCode::from(1)
                }
            }
        }
        Command::Translate { what } => translate(what),
        Command::Init { dir } => match iopress::new_site::create_site(&dir) {
            Ok(()) => {
                eprintln!("Created a new site in {}.", dir.display());
                let program = if on_path("iopress") {
                    "iopress".to_string()
                } else {
                    std::env::current_exe().map(|p| shown(&p)).unwrap_or_else(|_| "iopress".into())
                };
                eprintln!(
                    "Set base_url in {} to the URL it will be published under (builds warn until then).",
                    dir.join("site.toml").display()
                );
                eprintln!("Build it with:   {program} build --root {}", dir.display());
                eprintln!("Preview it with: {program} serve --root {} --open", dir.display());
                if program != "iopress" {
                    eprintln!("(iopress is not on your PATH: `cargo install --locked --path .` in the iopress repository puts it in ~/.cargo/bin.)");
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(1)
            }
        },
    }
}

fn import_fio(request: iopress::import::fio::FioImport) -> ExitCode {
    match iopress::import::fio::import_fio(&request) {
        Ok(report) => {
            print_diagnostics(&report.warnings, std::path::Path::new("."));
            for curve in &report.curves {
                let loads: Vec<String> = curve
                    .points
                    .iter()
                    .map(|m| {
                        let depth =
                            m.iodepth().map(|d| d.to_string()).unwrap_or_else(|| "?".into());
                        let jobs =
                            if m.jobs == 1 { String::new() } else { format!("×{}", m.jobs) };
                        format!("QD{depth}{jobs} {:.0}", m.point.iops)
                    })
                    .collect();
                let config = curve.config.as_deref().map(|c| format!(" ({c})")).unwrap_or_default();
                let points = if curve.points.len() == 1 { "point" } else { "points" };
                eprintln!(
                    "{}{config}: {} {points}, IOPS {}",
                    curve.workload,
                    curve.points.len(),
                    loads.join(", ")
                );
            }
            report_merge(&report.output, &report.merge);
            ExitCode::SUCCESS
        }
        Err(problems) => {
            print_diagnostics(&problems, std::path::Path::new("."));
            eprintln!("Nothing was written.");
            ExitCode::from(1)
        }
    }
}

fn serve(
    root: PathBuf,
    bind: std::net::IpAddr,
    port: u16,
    open: bool,
    drafts: bool,
    allowed_hosts: Vec<String>,
    verbose: bool,
) -> ExitCode {
    if !bind.is_loopback() {
        eprintln!("warning: listening on {bind}, not a loopback address: anyone who can reach this machine can read the preview");
    }
    let report_root = root.clone();
    // Until a build has succeeded there are no last good pages to keep showing.
    let built_once = std::sync::atomic::AtomicBool::new(false);
    // The drafts left out, said once and again whenever a save changes which they are.
    let drafts_said: std::sync::Mutex<Option<Vec<PathBuf>>> = std::sync::Mutex::new(None);
    let options = iopress::serve::ServeOptions {
        root,
        bind,
        port,
        drafts,
        limits: Default::default(),
        allowed_hosts,
    };
    let server = iopress::serve::Server::start(options, move |result| match result {
        Ok(rebuilt) => {
            built_once.store(true, std::sync::atomic::Ordering::Relaxed);
            print_diagnostics_verbose(&rebuilt.warnings, &report_root, verbose);
            if let Some(drafts) = &rebuilt.drafts_left_out {
                let mut said = drafts_said.lock().unwrap_or_else(|e| e.into_inner());
                if said.as_ref() != Some(drafts) {
                    print_drafts_left_out(drafts);
                    *said = Some(drafts.clone());
                }
            }
            eprintln!("Rebuilt {} pages in {} ms", rebuilt.pages, rebuilt.elapsed.as_millis());
        }
        Err(problems) => {
            print_diagnostics(problems, &report_root);
            if built_once.load(std::sync::atomic::Ordering::Relaxed) {
                eprintln!(
                    "The change could not be built; the browser keeps showing the last good pages."
                );
            } else {
                eprintln!("The site could not be built: the browser shows the problems until a save fixes them.");
            }
        }
    });
    let server = match server {
        Ok(server) => server,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    eprintln!("Serving the site at {} (Ctrl+C to stop)", server.url);
    if open {
        open_browser(&server.url);
    }
    loop {
        std::thread::park();
    }
}

/// Opens `url` in the desktop's browser, in the background. xdg-open tries one browser after
/// another and prints an error for each it cannot start (seven on a machine without a desktop
/// browser), so its output is swallowed and one line says what happened.
fn open_browser(url: &str) {
    let opener = if cfg!(target_os = "macos") { "open" } else { "xdg-open" };
    let child = std::process::Command::new(opener)
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    let url = url.to_string();
    match child {
        Ok(mut child) => {
            std::thread::spawn(move || {
                if !child.wait().is_ok_and(|status| status.success()) {
                    eprintln!("warning: {opener} found no browser to open; open {url} yourself");
                }
            });
        }
        Err(e) => eprintln!("warning: cannot open a browser ({opener}: {e}); open {url} yourself"),
    }
}

fn pdf(options: iopress::print::PdfOptions, verbose: bool) -> ExitCode {
    use iopress::print::{print_pdfs_with, PageEvent, PdfFailure};
    use std::io::Write as _;

    let root = options.root.clone();
    // One line per PDF as it is written: the file on stdout, so scripts can collect them.
    let on_page = |event: PageEvent<'_>| match event {
        PageEvent::Printed(pdf) => {
            let mut out = std::io::stdout().lock();
            let _ = writeln!(
                out,
                "{}  ({} {}, {} KiB, {:.1} s)",
                shown(&pdf.path),
                pdf.lang,
                pdf.drive,
                pdf.bytes.div_ceil(1024),
                pdf.elapsed.as_secs_f64()
            );
        }
        PageEvent::Failed(failure) => {
            eprintln!("failed: {} {}: {}", failure.lang, failure.drive, failure.problem)
        }
    };
    match print_pdfs_with(&options, &on_page) {
        Ok(report) => {
            print_diagnostics_verbose(&report.build.warnings, &root, verbose);
            print_drafts_left_out(&report.build.drafts_left_out);
            print_output_with_pdfs(&report.build, &root);
            eprintln!(
                "Printed {} PDF{} ({} language{} × {} drive{}) into {} with {}, {} at a time, in {:.1} s",
                report.pdfs.len(),
                if report.pdfs.len() == 1 { "" } else { "s" },
                report.languages.len(),
                if report.languages.len() == 1 { "" } else { "s" },
                report.drives.len(),
                if report.drives.len() == 1 { "" } else { "s" },
                shown(&report.pdf_dir),
                report.chromium.display(),
                report.jobs,
                report.elapsed.as_secs_f64()
            );
            ExitCode::SUCCESS
        }
        Err(PdfFailure::Build(failure)) => {
            print_diagnostics(&failure.diagnostics, &root);
            let errors = failure.errors().count();
            eprintln!(
                "Build failed with {errors} error{}, so no PDF was printed.",
                if errors == 1 { "" } else { "s" }
            );
            ExitCode::from(1)
        }
        Err(failure) => {
            if let PdfFailure::Pages { report, .. } = &failure {
                print_diagnostics_verbose(&report.build.warnings, &root, verbose);
            }
            eprintln!("error: {failure}");
            ExitCode::from(1)
        }
    }
}

/// The output's files and size once the PDFs are in it, and what of the host's limits they
/// cross that the build's own figures (printed with its warnings) did not.
fn print_output_with_pdfs(build: &iopress::render::build::BuildReport, root: &std::path::Path) {
    use iopress::render::host_limits::OutputSize;
    match OutputSize::measure(&build.output) {
        Ok(size) => {
            let new: Vec<Diagnostic> = build
                .deploy_host
                .into_iter()
                .flat_map(|host| size.host_warnings(host))
                .filter(|found| build.warnings.iter().all(|w| w.message != found.message))
                .collect();
            print_diagnostics(&new, root);
            eprintln!("Output with the PDFs: {} in {}", size.summary(), build.output.display());
        }
        Err(e) => {
            eprintln!("warning: cannot measure the output folder {}: {e}", build.output.display())
        }
    }
}

/// Whether `program` is an executable file in a folder of PATH.
fn on_path(program: &str) -> bool {
    use std::os::unix::fs::PermissionsExt as _;
    std::env::var_os("PATH").is_some_and(|path| {
        std::env::split_paths(&path).any(|dir| {
            std::fs::metadata(dir.join(program))
                .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
    })
}

/// A path relative to the current folder when it is inside it.
fn shown(path: &std::path::Path) -> String {
    let relative = std::env::current_dir()
        .ok()
        .and_then(|cwd| path.strip_prefix(cwd).ok().map(std::path::Path::to_path_buf));
    relative.unwrap_or_else(|| path.to_path_buf()).display().to_string()
}

/// One line naming the drafts a command left out, if it left any.
fn print_drafts_left_out(files: &[PathBuf]) {
    if let Some(line) = iopress::site::content::drafts_left_out_line(files) {
        eprintln!("{line}");
    }
}

fn translate(what: TranslateWhat) -> ExitCode {
    use iopress::translate::{export, import, ExportOptions, Format};
    match what {
        TranslateWhat::Export { pages, root, lang, format, output, changed } => {
            let format = match format {
                TranslateFormat::Po => Format::Po,
                TranslateFormat::Xliff => Format::Xliff,
            };
            let options =
                ExportOptions { root: root.clone(), lang, format, output, pages, changed };
            match export(&options) {
                Ok(report) => {
                    print_diagnostics(&report.warnings, &root);
                    for (file, units, with_target) in &report.files {
                        eprintln!(
                            "wrote {}: {units} unit{}, {with_target} with a translation",
                            shown(file),
                            if *units == 1 { "" } else { "s" }
                        );
                    }
                    if !report.unrecorded.is_empty() {
                        let one = report.unrecorded.len() == 1;
                        eprintln!(
                            "left out {} page{} never imported (no record of what {} translated from; export {} without --changed): {}",
                            report.unrecorded.len(),
                            if one { "" } else { "s" },
                            if one { "it was" } else { "they were" },
                            if one { "it" } else { "them" },
                            report.unrecorded.join(", ")
                        );
                    }
                    if !report.unchanged.is_empty() {
                        eprintln!(
                            "nothing to translate in {} page{}",
                            report.unchanged.len(),
                            if report.unchanged.len() == 1 { "" } else { "s" }
                        );
                    }
                    ExitCode::SUCCESS
                }
                Err(problems) => {
                    print_diagnostics(&problems.into_sorted(), &root);
                    eprintln!("Nothing was written.");
                    ExitCode::from(1)
                }
            }
        }
        TranslateWhat::Import { files, root } => {
            let (report, problems) = import(&root, &files);
            print_diagnostics(&report.warnings, &root);
            for page in &report.pages {
                if !page.written {
                    eprintln!(
                        "left {} unwritten: none of its {} units is translated yet",
                        shown(&page.file),
                        page.untranslated
                    );
                    continue;
                }
                eprintln!(
                    "wrote {}: {} unit{} imported, {} kept from the previous translation, {} not translated",
                    shown(&page.file),
                    page.imported,
                    if page.imported == 1 { "" } else { "s" },
                    page.kept,
                    page.untranslated
                );
            }
            if problems.is_empty() {
                ExitCode::SUCCESS
            } else {
                print_diagnostics(&problems.into_sorted(), &root);
                let not_imported = files.len() - report.pages.len();
                eprintln!(
                    "{not_imported} file{} not imported: nothing was written for {}.",
                    if not_imported == 1 { "" } else { "s" },
                    if not_imported == 1 { "its page" } else { "their pages" }
                );
                ExitCode::from(1)
            }
        }
    }
}

fn print_diagnostics(diagnostics: &[Diagnostic], root: &std::path::Path) {
    print_diagnostics_verbose(diagnostics, root, false);
}

/// Each diagnostic, and with `verbose` the lines it sums up (its details), indented below it.
fn print_diagnostics_verbose(diagnostics: &[Diagnostic], root: &std::path::Path, verbose: bool) {
    for diagnostic in diagnostics {
        eprintln!("{}", iopress::site::diagnostics::render_for_terminal(diagnostic, root));
        if verbose {
            for line in diagnostic.details() {
                eprintln!("  {line}");
            }
        }
    }
}

/// What an import did to its output file.
fn report_merge(output: &std::path::Path, merge: &iopress::import::MergeSummary) {
    eprintln!(
        "Wrote {}: {} imported rows ({} replaced), {} other rows kept",
        shown(output),
        merge.imported_rows,
        merge.replaced_rows,
        merge.kept_rows
    );
}
