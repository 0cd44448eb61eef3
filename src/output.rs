//! Writing the built site: into a staging folder beside the output, swapped in only
//! when everything succeeded, and never anywhere outside the output folder.

use std::fs;
use std::io;
use std::path::{Component, Path, PathBuf};

use crate::diagnostics::Diagnostic;

/// A build in progress. Dropping it without [`Staging::commit`] removes what it wrote and
/// leaves the previous output exactly as it was.
pub struct Staging {
    target: PathBuf,
    dir: tempfile::TempDir,
}

impl Staging {
    /// Prepares to replace `target`. Refuses targets that would destroy the site itself.
    pub fn new(target: &Path, site_root: &Path) -> Result<Staging, Diagnostic> {
        let target = absolute(target);
        let site_root = absolute(site_root);
        check_target(&target, &site_root)?;
        let parent = target.parent().ok_or_else(|| Diagnostic::error("the output folder has no parent folder"))?;
        fs::create_dir_all(parent).map_err(|e| {
            Diagnostic::error(format!("cannot create {}: {e}", parent.display()))
        })?;
        // Beside the output, so the final swap is a rename on the same file system.
        let name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let dir = tempfile::Builder::new()
            .prefix(&format!(".{name}.building-"))
            .tempdir_in(parent)
            .map_err(|e| Diagnostic::error(format!("cannot create a staging folder in {}: {e}", parent.display())))?;
        Ok(Staging { target, dir })
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Writes a file at `relative`, a `/`-separated path inside the output.
    pub fn write(&self, relative: &str, bytes: &[u8]) -> io::Result<()> {
        let path = safe_join(self.dir.path(), relative)?;
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent)?;
        }
        fs::write(path, bytes)
    }

    pub fn copy(&self, relative: &str, source: &Path) -> io::Result<()> {
        let path = safe_join(self.dir.path(), relative)?;
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent)?;
        }
        fs::copy(source, path).map(|_| ())
    }

    /// Swaps the staged site in for the old output.
    pub fn commit(self) -> Result<PathBuf, Diagnostic> {
        let staged = self.dir.keep();
        let failed = |what: &str, e: io::Error| Diagnostic::error(format!("{what}: {e}"));
        if self.target.exists() {
            let old = staged.with_file_name(format!(
                ".{}.old-{}",
                self.target.file_name().unwrap_or_default().to_string_lossy(),
                std::process::id()
            ));
            fs::rename(&self.target, &old).map_err(|e| failed("cannot move the previous output aside", e))?;
            if let Err(e) = fs::rename(&staged, &self.target) {
                // Put the previous output back: a failed build must leave it as it was.
                let _ = fs::rename(&old, &self.target);
                let _ = fs::remove_dir_all(&staged);
                return Err(failed("cannot move the new output in place", e));
            }
            fs::remove_dir_all(&old).map_err(|e| failed("cannot remove the previous output", e))?;
        } else {
            fs::rename(&staged, &self.target).map_err(|e| failed("cannot move the new output in place", e))?;
        }
        Ok(self.target)
    }
}

fn absolute(path: &Path) -> PathBuf {
    let joined = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir().unwrap_or_default().join(path)
    };
    // Resolve `..` textually; the folder may not exist yet.
    let mut result = PathBuf::new();
    for component in joined.components() {
        match component {
            Component::ParentDir => {
                result.pop();
            }
            Component::CurDir => {}
            other => result.push(other),
        }
    }
    result
}

/// The output folder is replaced wholesale, so it must not be, or contain, the site.
fn check_target(target: &Path, site_root: &Path) -> Result<(), Diagnostic> {
    let help = "choose a folder of its own for the output, such as `output/` in the site";
    if site_root.starts_with(target) {
        return Err(Diagnostic::error(format!(
            "the output folder {} contains the site itself; building would delete it",
            target.display()
        ))
        .with_help(help));
    }
    for source in ["content", "themes", "templates", "static", "i18n"] {
        if target.starts_with(site_root.join(source)) {
            return Err(Diagnostic::error(format!("the output folder {} is inside the site's {source}/ folder", target.display()))
                .with_help(help));
        }
    }
    if target.is_file() {
        return Err(Diagnostic::error(format!("the output path {} is a file", target.display())).with_help(help));
    }
    if target.join(crate::config::CONFIG_FILE).exists() || target.join(".git").exists() {
        return Err(Diagnostic::error(format!(
            "{} looks like a site or a repository, not a build output; iopress will not replace it",
            target.display()
        ))
        .with_help(help));
    }
    Ok(())
}

/// Joins a `/`-separated relative path to `base`, refusing anything that could leave it:
/// `..`, absolute paths, drive prefixes, backslashes and NUL bytes.
pub fn safe_join(base: &Path, relative: &str) -> io::Result<PathBuf> {
    let refuse = || io::Error::new(io::ErrorKind::InvalidInput, format!("refusing to write outside the output folder: `{relative}`"));
    if relative.is_empty() || relative.contains('\\') || relative.contains('\0') || relative.starts_with('/') {
        return Err(refuse());
    }
    let mut path = base.to_path_buf();
    for segment in relative.split('/') {
        match segment {
            "" | "." => continue,
            ".." => return Err(refuse()),
            _ => {}
        }
        if Path::new(segment).components().any(|c| !matches!(c, Component::Normal(_))) {
            return Err(refuse());
        }
        path.push(segment);
    }
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn safe_join_refuses_every_escape() {
        let base = Path::new("/out");
        for bad in ["../x", "a/../../x", "/etc/passwd", "a\\..\\x", "a/\0", ""] {
            assert!(safe_join(base, bad).is_err(), "{bad:?} was accepted");
        }
        assert_eq!(safe_join(base, "fr/reviews/x/index.html").unwrap(), Path::new("/out/fr/reviews/x/index.html"));
    }

    #[test]
    fn output_may_not_contain_the_site() {
        let site = Path::new("/work/site");
        assert!(check_target(Path::new("/work"), site).is_err());
        assert!(check_target(Path::new("/work/site"), site).is_err());
        assert!(check_target(Path::new("/work/site/content/out"), site).is_err());
        assert!(check_target(Path::new("/work/site/output"), site).is_ok());
    }

    #[test]
    fn dropped_staging_leaves_previous_output_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("output");
        fs::create_dir(&target).unwrap();
        fs::write(target.join("index.html"), "old").unwrap();
        let staging = Staging::new(&target, &dir.path().join("site")).unwrap();
        staging.write("index.html", b"new").unwrap();
        drop(staging);
        assert_eq!(fs::read_to_string(target.join("index.html")).unwrap(), "old");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1, "the staging folder was not removed");
    }

    #[test]
    fn commit_swaps_in_the_new_output() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("output");
        fs::create_dir(&target).unwrap();
        fs::write(target.join("stale.html"), "old").unwrap();
        let staging = Staging::new(&target, &dir.path().join("site")).unwrap();
        staging.write("index.html", b"new").unwrap();
        staging.commit().unwrap();
        assert_eq!(fs::read_to_string(target.join("index.html")).unwrap(), "new");
        assert!(!target.join("stale.html").exists());
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
