//! Where a build may write: the rules that keep `iopress build --output DIR` from
//! replacing anything that is not its own output.
//!
//! A build replaces its output folder wholesale, so the folder must be one iopress may
//! delete: missing, empty, or marked by an earlier build ([`MARKER_FILE`]). And it must not
//! be, hold or sit inside the site's sources, the home folder or a system folder. Paths are
//! compared after resolving symlinks, so a site reached through a link is protected as well
//! as the same site reached directly.

use std::fs;
use std::io;
use std::path::{Component, Path, PathBuf};

use iopress_site::diagnostics::Diagnostic;

/// The file every output iopress writes carries at its top. Its presence is what allows a
/// later build to replace the folder.
pub const MARKER_FILE: &str = ".iopress-output";

/// The marker's text: constant, so that two builds stay byte-identical.
pub const MARKER_TEXT: &str =
    "This folder was written by iopress, which replaces all of it on every build.\n\
Without this file, iopress refuses to replace the folder.\n";

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
    if path.join(MARKER_FILE).is_file() {
        return Ok(Existing::Output);
    }
    let mut entries = fs::read_dir(path).map_err(|e| {
        Diagnostic::error(format!("cannot read the output folder {}: {e}", path.display()))
    })?;
    if entries.next().is_none() {
        return Ok(Existing::Empty);
    }
    Err(Diagnostic::error(format!(
        "the output folder {} is not empty and was not written by iopress (it has no `{MARKER_FILE}` file); \
         iopress replaces its output folder wholesale and will not delete files it did not write",
        path.display()
    ))
    .with_help(
        "choose another folder with --output, or empty this one yourself; an output written by an \
         iopress older than the marker must be deleted once by hand",
    ))
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
