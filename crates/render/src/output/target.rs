//! Where a build may write: the rules that keep `iopress build --output DIR` from
//! replacing anything that is not its own output.
//!
//! A build replaces its output folder wholesale, so the folder must be one iopress may
//! delete: missing, empty, or marked by an earlier build ([`MARKER_FILE`]) and holding at its
//! top nothing but what that build wrote there (the marker lists it). And it must not
//! be, hold or sit inside the site's sources, the home folder or a system folder. Paths are
//! compared after resolving symlinks, so a site reached through a link is protected as well
//! as the same site reached directly.

use std::collections::BTreeSet;
use std::fs;
use std::io;
use std::path::{Component, Path, PathBuf};

use iopress_site::diagnostics::Diagnostic;

/// The file every output iopress writes carries at its top. It says which build wrote the
/// folder and what that build put at its top ([`marker_text`]); a later build replaces the
/// folder only when it holds nothing else there.
pub const MARKER_FILE: &str = ".iopress-output";

/// The name a marker is written under before it is renamed over the marker, in one step:
/// part of the marker, never listed.
pub const MARKER_SCRATCH: &str = ".iopress-output.next";

/// The marker's first lines, in every version. iopress 0.1's marker was these lines alone.
const MARKER_PREAMBLE: &str =
    "This folder was written by iopress, which replaces all of it on every build.\n\
Without this file, iopress refuses to replace the folder.\n";

/// The version of what follows the preamble: bumped whenever it changes.
const MARKER_FORMAT: &str = "format: 2\n";

/// Before the entries, one per line, each as a JSON string (any name is one line).
const MARKER_ENTRIES: &str = "What the build wrote at the top of this folder; iopress refuses to \
replace it while it holds anything else there:\n";

/// The marker of a build whose folder holds `entries` at its top (the marker aside): the same
/// entries give the same bytes.
pub fn marker_text<'a>(entries: impl IntoIterator<Item = &'a String>) -> String {
    let mut text = format!("{MARKER_PREAMBLE}\n{MARKER_FORMAT}{MARKER_ENTRIES}");
    let entries: BTreeSet<&String> = entries.into_iter().filter(|e| *e != MARKER_FILE).collect();
    for entry in entries {
        text.push_str(&serde_json::to_string(entry).unwrap_or_default());
        text.push('\n');
    }
    text
}

/// What a marker file says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Marker {
    /// iopress 0.1's marker, which lists nothing: trusted only beside that version's ledger.
    Listless,
    /// The entries the build that wrote it put at the folder's top.
    Lists(BTreeSet<String>),
}

/// Why a folder's marker is not one iopress wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MarkerProblem {
    Missing,
    NotAFile,
    /// Its text is not what any iopress writes (empty, edited, another program's).
    Unknown,
}

/// Reads the marker of `dir`. Only a regular file is one (never a link, which could lead to
/// another folder's marker).
pub fn read_marker(dir: &Path) -> Result<Marker, MarkerProblem> {
    let path = dir.join(MARKER_FILE);
    match fs::symlink_metadata(&path) {
        Ok(metadata) if metadata.is_file() => {}
        Ok(_) => return Err(MarkerProblem::NotAFile),
        Err(_) => return Err(MarkerProblem::Missing),
    }
    let text = fs::read_to_string(&path).map_err(|_| MarkerProblem::Unknown)?;
    parse_marker(&text).ok_or(MarkerProblem::Unknown)
}

fn parse_marker(text: &str) -> Option<Marker> {
    if text == MARKER_PREAMBLE {
        return Some(Marker::Listless);
    }
    let listed = text
        .strip_prefix(MARKER_PREAMBLE)?
        .strip_prefix('\n')?
        .strip_prefix(MARKER_FORMAT)?
        .strip_prefix(MARKER_ENTRIES)?;
    let mut entries = BTreeSet::new();
    for line in listed.lines() {
        let entry: String = serde_json::from_str(line).ok()?;
        // A name of the folder's top, nothing that could reach elsewhere.
        if entry.is_empty() || entry == "." || entry == ".." || entry.contains('/') {
            return None;
        }
        entries.insert(entry);
    }
    // Written by `marker_text` and by nothing else: the same entries give the same text.
    (marker_text(&entries) == text).then_some(Marker::Lists(entries))
}

/// The site's own files: an output that is, holds or sits in one of them would destroy them.
const SITE_SOURCES: [&str; 6] =
    ["content", "themes", "templates", "static", "i18n", iopress_site::config::CONFIG_FILE];

/// Folders an output may never be or hold, nor sit inside: the operating system's own.
const SYSTEM_FOLDERS: &[&str] = &[
    "/bin",
    "/boot",
    "/etc",
    "/lib",
    "/lib32",
    "/lib64",
    "/libx32",
    "/proc",
    "/sbin",
    "/sys",
    "/usr/bin",
    "/usr/lib",
    "/usr/lib64",
    "/usr/libexec",
    "/usr/include",
    "/usr/sbin",
    "/System",
    "/private/etc",
];

/// Folders an output may not be nor hold, though a site may be published inside them
/// (`/var/www/html`, `/srv/site`, `/tmp/preview`, `/dev/shm/site` on a memory file system).
const SHARED_FOLDERS: &[&str] = &[
    "/",
    "/dev",
    "/dev/shm",
    "/home",
    "/root",
    "/usr",
    "/usr/local",
    "/usr/share",
    "/var",
    "/var/www",
    "/srv",
    "/opt",
    "/tmp",
    "/mnt",
    "/media",
    "/run",
    "/Users",
    "/Applications",
    "/Library",
    "/Volumes",
];

/// What is at the output path now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Existing {
    /// Nothing: the build creates it.
    Nothing,
    /// An empty folder.
    Empty,
    /// A folder an earlier build wrote (it has the marker).
    Output,
}

/// An output folder that passed every rule, with its path resolved.
#[derive(Debug, Clone)]
pub struct Target {
    /// Absolute, symlinks resolved (the folder the build replaces, not a link to it).
    pub path: PathBuf,
    pub existing: Existing,
}

/// Checks that `requested` may be replaced by a build of the site at `site_root`.
pub fn resolve_target(requested: &Path, site_root: &Path) -> Result<Target, Diagnostic> {
    let path = resolve_allowed(requested, site_root)?;
    let existing = existing(&path)?;
    Ok(Target { path, existing })
}

/// `requested`, resolved, when it is a place an output may be at all: not the site's sources,
/// the home folder or a system folder. What is there now is not looked at.
pub fn resolve_allowed(requested: &Path, site_root: &Path) -> Result<PathBuf, Diagnostic> {
    let path = resolve(requested).map_err(|e| {
        Diagnostic::error(format!("cannot resolve the output folder {}: {e}", requested.display()))
            .with_help("check that its parent folders exist and can be read")
    })?;
    let root = fs::canonicalize(site_root).map_err(|e| {
        Diagnostic::error(format!("cannot resolve the site folder {}: {e}", site_root.display()))
    })?;
    check_site_sources(&path, &root)?;
    check_system_folders(&path, home_folder().as_deref())?;
    Ok(path)
}

/// `path` made absolute with every symlink resolved: the nearest existing ancestor is
/// canonicalized, and the rest (which does not exist yet) appended with `..` applied. A link
/// whose folder is missing (an output a killed build moved aside) resolves to where it points.
pub fn resolve(path: &Path) -> io::Result<PathBuf> {
    resolve_following(path, 0)
}

/// As many links as the system follows in one path before it gives up (ELOOP).
const MAX_LINKS: usize = 40;

fn resolve_following(path: &Path, links: usize) -> io::Result<PathBuf> {
    let absolute =
        if path.is_absolute() { path.to_path_buf() } else { std::env::current_dir()?.join(path) };
    let mut existing = absolute.as_path();
    let mut rest: Vec<Component> = Vec::new();
    loop {
        match fs::canonicalize(existing) {
            Ok(mut resolved) => {
                for component in rest.into_iter().rev() {
                    match component {
                        Component::ParentDir => {
                            resolved.pop();
                        }
                        Component::CurDir => {}
                        other => resolved.push(other),
                    }
                }
                return Ok(resolved);
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                if let Ok(link) = fs::read_link(existing) {
                    if links >= MAX_LINKS {
                        return Err(e);
                    }
                    // `join` keeps an absolute link as it is, and puts a relative one in the
                    // link's folder.
                    let mut pointed = existing.parent().unwrap_or(existing).join(link);
                    pointed.extend(rest.into_iter().rev());
                    return resolve_following(&pointed, links + 1);
                }
                let (Some(parent), Some(last)) =
                    (existing.parent(), existing.components().next_back())
                else {
                    return Err(e);
                };
                rest.push(last);
                existing = parent;
            }
            Err(e) => return Err(e),
        }
    }
}

fn home_folder() -> Option<PathBuf> {
    let home = std::env::var_os("HOME").or_else(|| std::env::var_os("USERPROFILE"))?;
    fs::canonicalize(home).ok()
}

fn refuse(message: String) -> Diagnostic {
    Diagnostic::error(message).with_help(
        "choose a folder of its own for the output, such as `output/` in the site folder",
    )
}

/// The output may not be, hold or sit inside the site's sources; it may not hold the site.
fn check_site_sources(target: &Path, root: &Path) -> Result<(), Diagnostic> {
    if root.starts_with(target) {
        return Err(refuse(format!(
            "the output folder {} is or holds the site itself ({}); building would delete it",
            target.display(),
            root.display()
        )));
    }
    for source in SITE_SOURCES {
        // A source may itself be a link to a folder elsewhere: compare what it points to.
        let Ok(source_path) = fs::canonicalize(root.join(source)) else { continue };
        if target.starts_with(&source_path) || source_path.starts_with(target) {
            return Err(refuse(format!(
                "the output folder {} is, holds or is inside the site's `{source}` ({}); building would delete it",
                target.display(),
                source_path.display()
            )));
        }
    }
    Ok(())
}

fn check_system_folders(target: &Path, home: Option<&Path>) -> Result<(), Diagnostic> {
    if let Some(home) = home {
        if home.starts_with(target) {
            return Err(refuse(format!(
                "the output folder {} is or holds the home folder {}; building would delete it",
                target.display(),
                home.display()
            )));
        }
    }
    let is_or_holds = |folder: &&&str| Path::new(**folder).starts_with(target);
    if let Some(folder) = SYSTEM_FOLDERS.iter().chain(SHARED_FOLDERS).find(is_or_holds) {
        return Err(refuse(format!(
            "the output folder {} is or holds the system folder {folder}; building would delete it",
            target.display()
        )));
    }
    if let Some(folder) = SYSTEM_FOLDERS.iter().find(|folder| target.starts_with(folder)) {
        return Err(refuse(format!(
            "the output folder {} is inside the system folder {folder}",
            target.display()
        )));
    }
    Ok(())
}

/// What is at `path`: refused when it is not a folder iopress may replace.
pub(crate) fn existing(path: &Path) -> Result<Existing, Diagnostic> {
    replaceable(path, None)
}

/// What is at `path`, as [`existing`]; `staged`: the entries the build about to replace it put
/// at the top of its own output, which an iopress 0.1 output (whose marker lists nothing) may
/// hold besides what its ledger names. None before they are known: such an output is then
/// only checked for its ledger.
pub(crate) fn replaceable(
    path: &Path,
    staged: Option<&BTreeSet<String>>,
) -> Result<Existing, Diagnostic> {
    let metadata = match fs::metadata(path) {
        Ok(metadata) => metadata,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Existing::Nothing),
        Err(e) => {
            return Err(Diagnostic::error(format!(
                "cannot read the output folder {}: {e}",
                path.display()
            )))
        }
    };
    if !metadata.is_dir() {
        return Err(refuse(format!("the output path {} is a file, not a folder", path.display())));
    }
    let cannot_read = |e: io::Error| {
        Diagnostic::error(format!("cannot read the output folder {}: {e}", path.display()))
    };
    let written = match read_marker(path) {
        Ok(Marker::Lists(entries)) => entries,
        Ok(Marker::Listless) => match entries_named_by_ledger(path) {
            Some(mut entries) => {
                entries.extend(staged.into_iter().flatten().cloned());
                if staged.is_none() {
                    // The build checks again once it knows what it writes (`Staging::commit`).
                    return Ok(Existing::Output);
                }
                entries
            }
            None => return Err(refuse_unproven(path, "its `.iopress-output` file is iopress 0.1's, which lists nothing, and the folder has no ledger of that version to show what that build wrote")),
        },
        Err(MarkerProblem::Missing) => {
            // Empty but for the staging folder of this build, when the output is a mount point.
            for entry in fs::read_dir(path).map_err(cannot_read)? {
                if !is_a_builds_folder(&entry.map_err(cannot_read)?) {
                    return Err(refuse_unmarked(path));
                }
            }
            return Ok(Existing::Empty);
        }
        Err(MarkerProblem::NotAFile) => {
            return Err(refuse_unproven(path, "its `.iopress-output` is not a file, as iopress writes it"))
        }
        Err(MarkerProblem::Unknown) => {
            return Err(refuse_unproven(path, "its `.iopress-output` file is not one iopress writes (it does not list what the build wrote)"))
        }
    };
    let mut strangers = Vec::new();
    for entry in fs::read_dir(path).map_err(cannot_read)? {
        let entry = entry.map_err(cannot_read)?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let marker = name == MARKER_FILE || name == MARKER_SCRATCH;
        if !marker && !is_a_builds_folder(&entry) && !written.contains(&name) {
            strangers.push(name);
        }
    }
    if strangers.is_empty() {
        return Ok(Existing::Output);
    }
    strangers.sort();
    let shown: Vec<String> = strangers.iter().take(5).map(|name| format!("`{name}`")).collect();
    let more = match strangers.len() {
        n if n > 5 => format!(" and {} more", n - 5),
        _ => String::new(),
    };
    Err(Diagnostic::error(format!(
        "the output folder {} holds {}{more}, which the build that wrote it did not write there (its \
         `{MARKER_FILE}` file lists what it wrote); iopress replaces its output folder wholesale and \
         will not delete files it did not write",
        path.display(),
        shown.join(", ")
    ))
    .with_help(format!(
        "move {} out of {} (a file to publish with the site belongs in the site's `static/` \
         folder), or delete {} yourself; or choose another folder with --output",
        if strangers.len() == 1 { "it" } else { "them" },
        path.display(),
        if strangers.len() == 1 { "it" } else { "them" },
    )))
}

/// A staging folder or a moved-aside output inside an output that is a mount point: named as
/// a build names them, and marked.
fn is_a_builds_folder(entry: &fs::DirEntry) -> bool {
    super::leftover_of_a_build(&entry.file_name().to_string_lossy(), ".").is_some()
        && super::is_ours(&entry.path())
}

/// The top-level names an iopress 0.1 output's ledger says its documents wrote (their files'
/// first folders, `charts` for their charts), and the ledger and marker themselves; None when
/// there is no such ledger, a regular file of that version.
fn entries_named_by_ledger(path: &Path) -> Option<BTreeSet<String>> {
    let ledger = path.join(super::LEDGER_FILE);
    if !fs::symlink_metadata(&ledger).ok()?.is_file() {
        return None;
    }
    let ledger: serde_json::Value = serde_json::from_slice(&fs::read(ledger).ok()?).ok()?;
    if ledger.get("version")?.as_u64()? != 1 {
        return None;
    }
    let mut entries: BTreeSet<String> =
        [super::LEDGER_FILE, MARKER_FILE].iter().map(|name| name.to_string()).collect();
    for document in ledger.get("documents")?.as_object()?.values() {
        for file in document.get("files")?.as_array()? {
            let top = file.get("path")?.as_str()?.split('/').next()?;
            entries.insert(top.to_string());
        }
        if !document.get("charts")?.as_array()?.is_empty() {
            // An output of that version wrote its charts as files, here.
            entries.insert("charts".to_string());
        }
    }
    Some(entries)
}

/// A folder with a marker that does not prove it iopress's.
fn refuse_unproven(path: &Path, why: &str) -> Diagnostic {
    Diagnostic::error(format!(
        "the output folder {} is not empty and cannot be shown to be iopress's: {why}; iopress \
         replaces its output folder wholesale and will not delete files it did not write",
        path.display()
    ))
    .with_help(format!(
        "if {} is an output of iopress, delete it yourself (`rm -r {}`) and build again; \
         otherwise choose another folder with --output",
        path.display(),
        path.display()
    ))
}

fn refuse_unmarked(path: &Path) -> Diagnostic {
    Diagnostic::error(format!(
        "the output folder {} is not empty and was not written by iopress (it has no `{MARKER_FILE}` file); \
         iopress replaces its output folder wholesale and will not delete files it did not write",
        path.display()
    ))
    .with_help(
        "choose another folder with --output, or empty this one yourself; an output written by an \
         iopress older than the marker must be deleted once by hand",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolve_applies_dot_dot_after_the_existing_part() {
        let dir = tempfile::tempdir().unwrap();
        let real = fs::canonicalize(dir.path()).unwrap();
        assert_eq!(resolve(&dir.path().join("a/b/../c")).unwrap(), real.join("a/c"));
        assert_eq!(
            resolve(&dir.path().join("x/../../y")).unwrap(),
            real.parent().unwrap().join("y")
        );
    }

    #[test]
    fn a_marker_says_what_its_build_wrote_and_nothing_else_passes_for_one() {
        let entries: Vec<String> = ["index.html", "charts", "a name\nover two lines", "\"quoted\""]
            .map(String::from)
            .into();
        let text = marker_text(&entries);
        assert!(text.starts_with(MARKER_PREAMBLE));
        assert_eq!(parse_marker(&text), Some(Marker::Lists(entries.iter().cloned().collect())));
        assert_eq!(parse_marker(MARKER_PREAMBLE), Some(Marker::Listless));
        assert_eq!(parse_marker(&marker_text([])), Some(Marker::Lists(BTreeSet::new())));
        for edited in [
            String::new(),
            "iopress\n".to_string(),
            text.replace("format: 2", "format: 3"),
            format!("{text}\n"),
            format!("{text}notes.txt\n"),
            format!("{text}\"../elsewhere\"\n"),
            marker_text(["b", "a"].map(String::from).iter())
                .replace("\"a\"\n\"b\"", "\"b\"\n\"a\""),
        ] {
            assert_eq!(parse_marker(&edited), None, "{edited:?}");
        }
    }

    /// An output as a build of this version leaves it, holding `entries` at its top.
    fn output_with(entries: &[&str]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for entry in entries {
            fs::write(dir.path().join(entry), "x").unwrap();
        }
        let listed: Vec<String> = entries.iter().map(|e| e.to_string()).collect();
        fs::write(dir.path().join(MARKER_FILE), marker_text(&listed)).unwrap();
        dir
    }

    #[test]
    fn an_output_is_replaceable_while_it_holds_at_its_top_only_what_its_marker_lists() {
        let output = output_with(&["index.html", "style.css"]);
        assert_eq!(existing(output.path()).unwrap(), Existing::Output);
        // Deleted by hand: the next build puts it back.
        fs::remove_file(output.path().join("style.css")).unwrap();
        assert_eq!(existing(output.path()).unwrap(), Existing::Output);
        fs::create_dir(output.path().join("mine")).unwrap();
        let refused = existing(output.path()).unwrap_err();
        assert!(refused.message.contains("holds `mine`, which the build"), "{}", refused.message);
        assert!(refused.help.unwrap().contains("move it out of"));
    }

    #[cfg(unix)]
    #[test]
    fn a_link_to_a_missing_folder_resolves_to_where_it_points() {
        let dir = tempfile::tempdir().unwrap();
        let real = fs::canonicalize(dir.path()).unwrap();
        fs::create_dir(real.join("www")).unwrap();
        std::os::unix::fs::symlink("www/site", real.join("output")).unwrap();
        assert_eq!(resolve(&real.join("output")).unwrap(), real.join("www/site"));
        assert_eq!(resolve(&real.join("output/a/../b")).unwrap(), real.join("www/site/b"));
        std::os::unix::fs::symlink("loop", real.join("loop")).unwrap();
        assert!(resolve(&real.join("loop")).is_err());
    }

    #[test]
    fn system_folders_and_home_are_refused() {
        let home = Path::new("/home/editor");
        for bad in [
            "/",
            "/etc",
            "/etc/nginx/site",
            "/usr",
            "/usr/bin",
            "/home",
            "/home/editor",
            "/var",
            "/tmp",
        ] {
            assert!(
                check_system_folders(Path::new(bad), Some(home)).is_err(),
                "{bad} was accepted"
            );
        }
        for good in [
            "/home/editor/site/output",
            "/var/www/html",
            "/tmp/preview",
            "/srv/site",
            "/usr/share/nginx/html",
            "/dev/shm/site",
        ] {
            assert!(
                check_system_folders(Path::new(good), Some(home)).is_ok(),
                "{good} was refused"
            );
        }
    }
}
