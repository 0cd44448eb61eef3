//! The system tools that some tests run, each with the package that installs it: Debian's,
//! or PyPI's (at a pinned version) for one Debian does not package.
//!
//! A test names the tools it runs in its module's `tests!` list (`#[needs(FIO)]`). The harness
//! (`harness.rs`) looks each one up on `PATH` when the test is about to run, never at compile
//! time, so installing or removing a package rebuilds nothing. A test whose tool is missing is
//! ignored, and the run ends by listing the missing tools, the tests they held back and the
//! `apt-get install` line; with `CI` set, the test fails instead, naming the package.
//!
//! Not listed: what every Debian system has (`sh`, `id`: the Essential packages), and what a
//! test finds out itself and skips with a message (axe-core, installed with npm into
//! `.ci/node`; mounting in a namespace, which needs the privilege as well as `unshare`).

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

/// A program a test runs, found on `PATH` by its file name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Tool {
    /// The file name looked up on `PATH`, as the tests run it.
    pub program: &'static str,
    /// The package that installs it, in `registry`.
    pub package: &'static str,
    pub registry: Registry,
}

/// Where a tool's package comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Registry {
    /// Debian's (and Ubuntu's) archive: `apt-get install`.
    Debian,
    /// PyPI, at the version `.ci/run` pins: `pip install`, for a tool Debian does not package.
    PyPi { version: &'static str },
}

impl Tool {
    /// A tool of Debian's archive.
    const fn debian(program: &'static str, package: &'static str) -> Tool {
        Tool { program, package, registry: Registry::Debian }
    }

    /// `fio (Debian package fio)`, for the list of what a run lacks.
    pub fn origin(&self) -> String {
        match self.registry {
            Registry::Debian => format!("{} (Debian package {})", self.program, self.package),
            Registry::PyPi { .. } => format!("{} (PyPI package {})", self.program, self.package),
        }
    }
}

/// Headless Chromium: `iopress pdf` prints with it, the browser tests drive it.
pub const CHROMIUM: Tool = Tool::debian("chromium", "chromium");
/// Chromium's WebDriver, for the browser tests.
pub const CHROMEDRIVER: Tool = Tool::debian("chromedriver", "chromium-driver");
/// poppler's tools read the PDFs back: their text, their fields, their pages as images.
pub const PDFTOTEXT: Tool = Tool::debian("pdftotext", "poppler-utils");
pub const PDFINFO: Tool = Tool::debian("pdfinfo", "poppler-utils");
pub const PDFTOPPM: Tool = Tool::debian("pdftoppm", "poppler-utils");
pub const PDFIMAGES: Tool = Tool::debian("pdfimages", "poppler-utils");
/// MuPDF's tool reads a PDF's text with the size each glyph is printed at (`draw -F stext`).
pub const MUTOOL: Tool = Tool::debian("mutool", "mupdf-tools");
pub const FIO: Tool = Tool::debian("fio", "fio");
pub const SYSBENCH: Tool = Tool::debian("sysbench", "sysbench");
/// The MariaDB server that sysbench's OLTP test starts on a socket of its own; Debian has it
/// in /usr/sbin, which is on root's `PATH` (and on a user's only if added).
pub const MARIADBD: Tool = Tool::debian("mariadbd", "mariadb-server");
pub const MARIADB_INSTALL_DB: Tool = Tool::debian("mariadb-install-db", "mariadb-server");
/// The client, to create the test's database.
pub const MARIADB: Tool = Tool::debian("mariadb", "mariadb-client");
/// gettext's compiler: `msgfmt --check` validates the PO files `iopress translate` writes.
pub const MSGFMT: Tool = Tool::debian("msgfmt", "gettext");
/// gettext's attribute editor: clears the fuzzy marks, as a translator approving does.
pub const MSGATTRIB: Tool = Tool::debian("msgattrib", "gettext");
/// translate-toolkit reads, converts and rewrites the PO and XLIFF files `iopress translate`
/// writes: placeholder checks, PO ⇄ XLIFF, PO to CSV, and a machine-style translation pass.
pub const POFILTER: Tool = Tool::debian("pofilter", "translate-toolkit");
pub const PO2XLIFF: Tool = Tool::debian("po2xliff", "translate-toolkit");
pub const XLIFF2PO: Tool = Tool::debian("xliff2po", "translate-toolkit");
pub const PO2CSV: Tool = Tool::debian("po2csv", "translate-toolkit");
pub const PODEBUG: Tool = Tool::debian("podebug", "translate-toolkit");
/// Validates the deploy workflows of docs/deploy/ against the GitHub workflow schema it ships
/// (SchemaStore's, offline). Not actionlint, whose PyPI package downloads its binary from
/// github.com when installed (docs/deploy.md).
pub const CHECK_JSONSCHEMA: Tool = Tool {
    program: "check-jsonschema",
    package: "check-jsonschema",
    registry: Registry::PyPi { version: "0.39.0" },
};
/// To build into a tmpfs mounted in a private namespace.
pub const UNSHARE: Tool = Tool::debian("unshare", "util-linux");

/// Where `tool` is on `PATH`, looked up once per run: every test of a run sees the same answer.
pub fn find(tool: Tool) -> Option<&'static Path> {
    static FOUND: OnceLock<Mutex<BTreeMap<&'static str, Option<&'static Path>>>> = OnceLock::new();
    let mut found = FOUND.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    *found.entry(tool.program).or_insert_with(|| {
        let path = std::env::var_os("PATH").unwrap_or_default();
        // Leaked: one small path per tool, kept for the whole run.
        find_in(tool.program, &path).map(|p| &*Box::leak(p.into_boxed_path()))
    })
}

/// The first executable file named `program` in the folders of `path` (a `PATH` value), as
/// `Command::new(program)` would run it.
pub fn find_in(program: &str, path: &OsStr) -> Option<PathBuf> {
    std::env::split_paths(path)
        .filter(|folder| !folder.as_os_str().is_empty())
        .map(|folder| folder.join(program))
        .find(|candidate| is_executable(candidate))
}

#[cfg(unix)]
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn is_executable(path: &Path) -> bool {
    path.is_file()
}

/// `apt-get install` with the Debian packages of `tools`, each once, sorted, then `pip
/// install` with the PyPI ones at their versions.
pub fn install_line(tools: &[Tool]) -> String {
    let mut debian: Vec<&str> = Vec::new();
    let mut pypi: Vec<String> = Vec::new();
    for tool in tools {
        match tool.registry {
            Registry::Debian => debian.push(tool.package),
            Registry::PyPi { version } => pypi.push(format!("{}=={version}", tool.package)),
        }
    }
    debian.sort_unstable();
    debian.dedup();
    pypi.sort_unstable();
    pypi.dedup();
    let mut lines = Vec::new();
    if !debian.is_empty() {
        lines.push(format!("apt-get install {}", debian.join(" ")));
    }
    if !pypi.is_empty() {
        lines.push(format!("pip install {}", pypi.join(" ")));
    }
    lines.join(" && ")
}
