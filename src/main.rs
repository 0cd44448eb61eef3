//! The `iopress` command line: a thin layer over the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use iopress::build::{build_site, BuildOptions};
use iopress::diagnostics::Diagnostic;

#[derive(Parser)]
#[command(name = "iopress", version, about = "Builds multilingual storage-benchmark review sites")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build the site into the output folder.
    Build {
        /// The site folder (holding site.toml).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// Where to write the site [default: ROOT/output].
        #[arg(long)]
        output: Option<PathBuf>,
        /// Publish under this URL instead of site.toml's base_url.
        #[arg(long)]
        base_url: Option<String>,
        /// Include pages marked `draft = true`.
        #[arg(long)]
        drafts: bool,
    },
    /// Create a new site with a sample review in two languages.
    Init {
        /// The folder to create (must not exist, or be empty).
        dir: PathBuf,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Build { root, output, base_url, drafts } => {
            let options = BuildOptions { root: root.clone(), output, base_url, drafts, progress: true };
            match build_site(&options) {
                Ok(report) => {
                    print_diagnostics(&report.warnings, &root);
                    eprint!("{}", report.coverage.to_table());
                    let pages: Vec<String> =
                        report.pages_per_language.iter().map(|(lang, n)| format!("{lang} {n}")).collect();
                    eprintln!(
                        "Built {} pages ({}), {} charts ({} drawn, {} unchanged), {} assets, {} static files into {} in {} ms",
                        report.pages_per_language.values().sum::<usize>(),
                        pages.join(", "),
                        report.charts_drawn + report.charts_reused,
                        report.charts_drawn,
                        report.charts_reused,
                        report.assets,
                        report.static_files,
                        report.output.display(),
                        report.elapsed.as_millis()
                    );
                    ExitCode::SUCCESS
                }
                Err(failure) => {
                    print_diagnostics(&failure.diagnostics, &root);
                    let errors = failure.errors().count();
                    eprintln!(
                        "Build failed with {errors} error{}; the previous output was left as it was.",
                        if errors == 1 { "" } else { "s" }
                    );
                    ExitCode::from(1)
                }
            }
        }
        Command::Init { dir } => match iopress::init::create_site(&dir) {
            Ok(()) => {
                eprintln!("Created a new site in {}.", dir.display());
                eprintln!("Build it with: iopress build --root {}", dir.display());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(1)
            }
        },
    }
}

fn print_diagnostics(diagnostics: &[Diagnostic], root: &std::path::Path) {
    for diagnostic in diagnostics {
        eprintln!("{}", iopress::diagnostics::render_for_terminal(diagnostic, root));
    }
}
