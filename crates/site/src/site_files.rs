//! Which files of a site folder iopress reads.
//!
//! Every file a build reads (configuration, content, data, UI strings, templates, static files
//! and assets) is inside the site folder. A symbolic link is followed when it leads to a file
//! or folder inside the site folder, and refused, with an error naming the link and where it
//! leads, when it leads out of it: a contributor's pull request can add a link (git keeps
//! them), and a build on a CI machine must not publish a file of that machine.

use std::path::{Path, PathBuf};

use crate::diagnostics::{Diagnostic, Diagnostics};

/// The site folder, resolved once, against which every path the site reads is checked.
#[derive(Debug, Clone)]
pub struct SiteRoot {
    /// The folder as given (for messages).
    root: PathBuf,
    /// The folder with every link resolved.
    resolved: PathBuf,
}

impl SiteRoot {
    /// The site folder `root`. When it cannot be resolved (it does not exist), paths are
    /// checked against it as given, and reading them fails with its own error.
    pub fn new(root: &Path) -> SiteRoot {
        let resolved = std::fs::canonicalize(root).unwrap_or_else(|_| root.to_path_buf());
        SiteRoot { root: root.to_path_buf(), resolved }
    }

    /// An error when `path`, its links resolved, is outside the site folder; nothing when it
    /// is inside, or does not exist (reading it then fails with its own error).
    pub fn confine(&self, path: &Path) -> Result<(), Diagnostic> {
        match std::fs::canonicalize(path) {
            Ok(target) if !target.starts_with(&self.resolved) => Err(self.outside(path, &target)),
            _ => Ok(()),
        }
    }

    /// Every file below `dir` (none when it does not exist), sorted by path, with the links
    /// that stay inside the site followed; every link that leads out of it (or into a loop)
    /// is an error in `problems`, and what it leads to is not listed.
    pub fn files(&self, dir: &Path, problems: &mut Diagnostics) -> Vec<PathBuf> {
        let mut files = Vec::new();
        if !dir.exists() {
            return files;
        }
        // The folder itself may be reached through a link (a theme folder linked from
        // elsewhere): then everything in it is outside.
        if let Err(outside) = self.confine(dir) {
            problems.push(outside);
            return files;
        }
        let mut walk =
            walkdir::WalkDir::new(dir).follow_links(true).sort_by_file_name().into_iter();
        while let Some(entry) = walk.next() {
            let entry = match entry {
                Ok(entry) => entry,
                Err(error) => {
                    problems.push(self.unreadable(dir, &error));
                    continue;
                }
            };
            if entry.path_is_symlink() {
                if let Err(outside) = self.confine(entry.path()) {
                    problems.push(outside);
                    if entry.file_type().is_dir() {
                        walk.skip_current_dir();
                    }
                    continue;
                }
            }
            if entry.file_type().is_file() {
                files.push(entry.into_path());
            }
        }
        files
    }

    fn outside(&self, link: &Path, target: &Path) -> Diagnostic {
        Diagnostic::error(format!(
            "`{}` leads to `{}`, outside the site folder `{}`",
            link.display(),
            target.display(),
            self.root.display()
        ))
        .in_file(link)
        .with_help(
            "iopress reads only files inside the site folder, so that a build never publishes \
             a file of the machine it runs on: copy the file into the site, or point the link \
             at a file inside it",
        )
    }

    fn unreadable(&self, dir: &Path, error: &walkdir::Error) -> Diagnostic {
        let path = error.path().unwrap_or(dir);
        let message = match error.loop_ancestor() {
            Some(ancestor) => format!(
                "`{}` is a link to `{}`, which contains it: a loop",
                path.display(),
                ancestor.display()
            ),
            None => format!("cannot read `{}`: {error}", path.display()),
        };
        Diagnostic::error(message).in_file(path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn links_inside_the_site_are_followed_and_links_out_of_it_refused() {
        use std::os::unix::fs::symlink;
        let outside = tempfile::tempdir().unwrap();
        std::fs::write(outside.path().join("secret.csv"), "a,b\n1,2\n").unwrap();
        let site = tempfile::tempdir().unwrap();
        let root = site.path();
        std::fs::create_dir_all(root.join("content/r")).unwrap();
        std::fs::create_dir_all(root.join("shared")).unwrap();
        std::fs::write(root.join("content/r/own.csv"), "x\n").unwrap();
        std::fs::write(root.join("shared/common.csv"), "y\n").unwrap();
        symlink(root.join("shared/common.csv"), root.join("content/r/common.csv")).unwrap();
        symlink(root.join("shared"), root.join("content/shared")).unwrap();
        symlink(outside.path().join("secret.csv"), root.join("content/r/leak.csv")).unwrap();
        symlink(outside.path(), root.join("content/away")).unwrap();
        symlink(root.join("content"), root.join("content/r/loop")).unwrap();

        let site = SiteRoot::new(root);
        let mut problems = Diagnostics::new();
        let files = site.files(&root.join("content"), &mut problems);
        let names: Vec<String> = files
            .iter()
            .map(|f| f.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/"))
            .collect();
        assert_eq!(
            names,
            ["content/r/common.csv", "content/r/own.csv", "content/shared/common.csv"]
        );
        let messages: Vec<String> = problems.iter().map(|d| d.to_string()).collect();
        assert_eq!(problems.iter().filter(|d| d.is_error()).count(), 3, "{messages:#?}");
        assert!(messages.iter().any(|m| m.contains("leak.csv") && m.contains("outside the site")));
        assert!(messages.iter().any(|m| m.contains("away") && m.contains("outside the site")));
        assert!(messages.iter().any(|m| m.contains("loop")), "{messages:#?}");
        assert!(site.confine(&root.join("content/r/leak.csv")).is_err());
        assert!(site.confine(&root.join("content/r/common.csv")).is_ok());
        assert!(site.confine(&root.join("content/r/missing.csv")).is_ok());
        // A folder reached through a link out of the site: nothing in it is listed.
        let mut problems = Diagnostics::new();
        assert!(site.files(&root.join("content/away"), &mut problems).is_empty());
        assert!(problems.has_errors());
    }
}
