//! Writing the built site: into a staging folder beside the output, swapped in only
//! when everything succeeded, and never anywhere outside the output folder.
//!
//! - [`target`] decides whether a folder may be replaced at all (the marker file, the
//!   site's sources, system folders);
//! - the swap exchanges the staged folder with the output in one step where the system
//!   can ([`swap::exchange`]), so a build killed at any moment leaves either the previous
//!   output or the new one under the output's name, never nothing;
//! - staging folders carry their builder's process id in their name and the marker inside,
//!   so a later build recognises those whose builder was killed and removes them.

mod swap;
/// Whether a process runs (for folders named after the process that made them).
pub use swap::process_running;
pub mod target;

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::fs;
use std::io;
use std::path::{Component, Path, PathBuf};
use std::sync::Mutex;

use iopress_site::diagnostics::Diagnostic;
pub use target::{
    marker_text, read_marker, resolve_target, Existing, Marker, MarkerProblem, Target, MARKER_FILE,
    MARKER_SCRATCH,
};

/// The ledger's name in every output folder iopress writes: the documents written and their
/// inputs, which the next build reuses from (`crate::reuse`).
pub const LEDGER_FILE: &str = ".iopress-documents.json";

/// Files iopress writes at the top of every output, which no page may take: the marker (and
/// the name it is written under before it is renamed in place) and the ledger of the
/// documents written.
pub const RESERVED_FILES: [&str; 3] = [MARKER_FILE, MARKER_SCRATCH, LEDGER_FILE];

/// The tag in a staging folder's name, followed by its builder's pid and a random suffix:
/// `.output.iopress-staging-4242-Xy12ab`.
const STAGING_TAG: &str = "iopress-staging-";
/// The tag of a previous output moved aside (only where the system cannot exchange folders),
/// followed by the same pid and suffix as its build's staging folder:
/// `.output.iopress-old-4242-Xy12ab`. The name never holds the staging folder's name, so
/// neither can be taken for the other.
const OLD_TAG: &str = "iopress-old-";

/// Where the staging folder is, relative to the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Placement {
    /// Beside the output, in its parent: the swap is one exchange of names.
    Beside,
    /// Inside the output, which is a mount point and cannot be renamed: the swap moves its
    /// entries, one rename each (not atomic; see docs/content-format.md).
    Inside,
}

/// A build in progress. Dropping it without [`Staging::commit`] removes what it wrote and
/// leaves the previous output exactly as it was.
pub struct Staging {
    target: PathBuf,
    dir: PathBuf,
    placement: Placement,
    /// The random part of the staging folder's name, which the previous output's name takes
    /// when it is moved aside.
    suffix: String,
    done: bool,
    /// Folders made so far, so that a file's folder is made once, not asked for again with
    /// every file put in it (two system calls each: a build writes tens of thousands).
    folders: Mutex<HashSet<PathBuf>>,
    /// The hash of the content of every file written, by its path in the output: the ledger
    /// keeps them, for the next build to verify what it reuses.
    written: Mutex<HashMap<String, blake3::Hash>>,
    /// The previous output's files as the build that wrote them recorded them (see
    /// [`Staging::trust_previous`]): none may be reused unless it still has that content.
    previous: HashMap<String, blake3::Hash>,
    /// Files of the previous output found intact by [`Staging::previous_folder_intact`], with
    /// their size and time then: not hashed again when linked, unless these changed since.
    verified: Mutex<HashMap<String, FileStamp>>,
    /// The lock on the staging folder, held for the build's life ([`swap::lock_folder`]).
    _lock: Option<fs::File>,
}

/// A swap that failed: what went wrong, and whether the output folder still holds the
/// previous build exactly (almost always; not when putting it back failed too).
#[derive(Debug)]
pub struct SwapFailure {
    pub diagnostic: Diagnostic,
    pub previous_output_intact: bool,
}

impl From<Diagnostic> for SwapFailure {
    fn from(diagnostic: Diagnostic) -> Self {
        SwapFailure { diagnostic, previous_output_intact: true }
    }
}

/// A committed build: where it is, and anything that went wrong after it was in place.
#[derive(Debug)]
pub struct Committed {
    pub output: PathBuf,
    pub warnings: Vec<Diagnostic>,
}

impl Staging {
    /// Prepares to replace `target`: refuses folders iopress may not replace (see
    /// [`target`]), removes what killed builds left behind, and creates the staging folder.
    pub fn new(target: &Path, site_root: &Path) -> Result<Staging, Diagnostic> {
        let target = target::resolve_allowed(target, site_root)?;
        let parent = target
            .parent()
            .ok_or_else(|| Diagnostic::error("the output folder has no parent folder"))?;
        fs::create_dir_all(parent)
            .map_err(|e| Diagnostic::error(format!("cannot create {}: {e}", parent.display())))?;
        // Before the output is looked at: a previous output a killed build left aside is put
        // back first (`build_site` has done so already; this is for any other caller).
        clean_up_after_killed_builds(&target)?;
        let existing = target::existing(&target)?;
        let placement = if existing != Existing::Nothing && swap::is_mount_point(&target) {
            Placement::Inside
        } else {
            Placement::Beside
        };
        let (folder, prefix) = match placement {
            Placement::Beside => (
                parent.to_path_buf(),
                format!(".{}.{STAGING_TAG}{}-", file_name(&target), std::process::id()),
            ),
            Placement::Inside => (target.clone(), format!(".{STAGING_TAG}{}-", std::process::id())),
        };
        let dir = tempfile::Builder::new()
            .prefix(&prefix)
            .tempdir_in(&folder)
            .map_err(|e| {
                Diagnostic::error(format!(
                    "cannot create a staging folder in {}: {e}",
                    folder.display()
                ))
                .with_help(match placement {
                    // The new output is written beside the old one and swapped in whole, so
                    // a half-written site is never served.
                    Placement::Beside => format!(
                        "the build writes the new output beside {} and then swaps it in, so its parent folder must be writable by you: make {} writable, or build into a folder you own and copy it there (`rsync -a --delete`)",
                        target.display(),
                        folder.display()
                    ),
                    Placement::Inside => format!(
                        "the output folder {} is a mount point: the build writes inside it, so it must be writable by you",
                        folder.display()
                    ),
                })
            })?
            .keep();
        let suffix = file_name(&dir).strip_prefix(&prefix).unwrap_or_default().to_string();
        // Before the marker: a marked staging folder is locked for as long as its build runs.
        let lock = swap::lock_folder(&dir);
        let staging = Staging {
            target,
            dir,
            placement,
            suffix,
            done: false,
            folders: Mutex::default(),
            written: Mutex::default(),
            previous: HashMap::new(),
            verified: Mutex::default(),
            _lock: lock,
        };
        // First of all, so that a killed build's staging folder is recognisable. It lists
        // nothing yet: the commit lists what the build wrote.
        fs::write(staging.dir.join(MARKER_FILE), marker_text([])).map_err(|e| {
            Diagnostic::error(format!(
                "cannot write in the staging folder {}: {e}",
                staging.dir.display()
            ))
        })?;
        Ok(staging)
    }

    pub fn path(&self) -> &Path {
        &self.dir
    }

    /// The output folder this build replaces (symlinks resolved).
    pub fn target(&self) -> &Path {
        &self.target
    }

    /// The folder being written, which takes the target's place on commit.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Writes a file at `relative`, a `/`-separated path inside the output.
    pub fn write(&self, relative: &str, bytes: &[u8]) -> io::Result<()> {
        let path = self.place(relative)?;
        write_new(&path, bytes)?;
        self.written_as(relative, blake3::hash(bytes));
        Ok(())
    }

    /// Copies the file `source` (of the site) to `relative`, hashing it as it goes.
    pub fn copy(&self, relative: &str, source: &Path) -> io::Result<()> {
        let path = self.place(relative)?;
        unlink_existing(&path)?;
        let mut hasher = blake3::Hasher::new();
        let mut from = fs::File::open(source)?;
        let mut to = fs::OpenOptions::new().write(true).create_new(true).open(&path)?;
        io::copy(&mut from, &mut HashingWriter { hasher: &mut hasher, inner: &mut to })?;
        if let Ok(metadata) = from.metadata() {
            // As `fs::copy` does: a script published executable stays so.
            let _ = to.set_permissions(metadata.permissions());
        }
        self.written_as(relative, hasher.finalize());
        Ok(())
    }

    /// Gives the files of the previous output as the build that wrote them recorded them in
    /// its ledger, by path: [`Staging::link`] reuses none but these, and only while they
    /// have that content.
    pub fn trust_previous(&mut self, files: HashMap<String, blake3::Hash>) {
        self.previous = files;
    }

    /// Whether every file under `folder` (a `/`-separated path) of the previous output is a
    /// regular file with the content its build recorded, and nothing else is there: what a
    /// reader of the whole folder (the charts, the search bundles) may take from it. True
    /// when the folder is missing (nothing can be taken from it). The files are hashed in
    /// parallel, once: [`Staging::link`] takes them without hashing them again.
    pub fn previous_folder_intact(&self, folder: &str) -> bool {
        use rayon::prelude::*;
        let root = self.target.join(folder);
        if fs::symlink_metadata(&root).is_err() {
            return true;
        }
        let mut files = Vec::new();
        for entry in walkdir::WalkDir::new(&root) {
            let Ok(entry) = entry else { return false };
            let kind = entry.file_type();
            if kind.is_dir() {
                continue;
            }
            if !kind.is_file() {
                return false;
            }
            let Ok(relative) = entry.path().strip_prefix(&self.target) else { return false };
            files.push(relative_path(relative));
        }
        let stamps: Option<Vec<(String, FileStamp)>> = files
            .into_par_iter()
            .map(|relative| {
                let expected = self.previous.get(&relative)?;
                let path = self.target.join(&relative);
                let before = FileStamp::of(&fs::symlink_metadata(&path).ok()?);
                (hash_file(&path).ok()? == *expected).then_some((relative, before))
            })
            .collect();
        let Some(stamps) = stamps else { return false };
        if let Ok(mut verified) = self.verified.lock() {
            verified.extend(stamps);
        }
        true
    }

    /// The hash of every file this build wrote, by path (for the ledger).
    pub fn written_files(&self) -> BTreeMap<String, blake3::Hash> {
        self.written.lock().map(|written| written.clone().into_iter().collect()).unwrap_or_default()
    }

    fn written_as(&self, relative: &str, hash: blake3::Hash) {
        if let Ok(mut written) = self.written.lock() {
            written.insert(normal_path(relative), hash);
        }
    }

    /// Puts a file of the previous output, unchanged, at `relative`: only when it is a
    /// regular file (not a link) with the content its build recorded writing there (see
    /// [`Staging::trust_previous`]); `InvalidData` otherwise, and the caller renders it
    /// again. A hard link where the file system allows (both folders are on the same one
    /// unless the output is a mount point), a copy otherwise. Files written later at the same
    /// path replace the link, never write through it: the previous output stays as it was
    /// until the commit.
    pub fn link(&self, relative: &str, source: &Path) -> io::Result<()> {
        let key = normal_path(relative);
        let changed = |what: &str| {
            io::Error::new(
                io::ErrorKind::InvalidData,
                format!("{} {what} since the build that wrote it", source.display()),
            )
        };
        let expected = *self.previous.get(&key).ok_or_else(|| changed("is not recorded"))?;
        let metadata = fs::symlink_metadata(source)?;
        if !metadata.is_file() {
            return Err(changed("is no longer a regular file"));
        }
        let known = source == self.target.join(&key)
            && self
                .verified
                .lock()
                .is_ok_and(|verified| verified.get(&key) == Some(&FileStamp::of(&metadata)));
        if !known && hash_file(source)? != expected {
            return Err(changed("was changed"));
        }
        let path = self.place(relative)?;
        let linked = match fs::hard_link(source, &path) {
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                fs::remove_file(&path)?;
                fs::hard_link(source, &path)
            }
            linked => linked,
        };
        match linked {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(e),
            // Another file system (an output that is a mount point), or one without links.
            Err(_) => {
                fs::copy(source, path)?;
            }
        }
        self.written_as(relative, expected);
        Ok(())
    }

    /// Creates one of the files iopress keeps in every output ([`RESERVED_FILES`]).
    pub fn create_reserved(&self, name: &str) -> io::Result<fs::File> {
        debug_assert!(RESERVED_FILES.contains(&name));
        fs::OpenOptions::new().write(true).create_new(true).open(self.dir.join(name))
    }

    fn place(&self, relative: &str) -> io::Result<PathBuf> {
        if RESERVED_FILES.contains(&relative) {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("`{relative}` is reserved for a file iopress writes in every output; rename the file"),
            ));
        }
        let path = safe_join(&self.dir, relative)?;
        if let Some(parent) = path.parent() {
            let made = self.folders.lock().is_ok_and(|folders| folders.contains(parent));
            if !made {
                fs::create_dir_all(parent)?;
                if let Ok(mut folders) = self.folders.lock() {
                    folders.insert(parent.to_path_buf());
                }
            }
        }
        Ok(path)
    }

    /// Puts the staged site in place of the old output. On error the previous output is as
    /// it was and the staging folder is gone; after success, a previous output that could
    /// not be removed is a warning (the next build removes it).
    pub fn commit(mut self) -> Result<Committed, SwapFailure> {
        self.done = true;
        let result = self.mark().and_then(|entries| match self.placement {
            Placement::Beside => self.swap_beside(),
            Placement::Inside => self.swap_inside(&entries),
        });
        if result.is_err() {
            let _ = remove_ours(&self.dir);
        }
        result
    }

    /// Lists what the build wrote at the top of its output in the staged marker, and checks
    /// that the output is still one it may replace: nothing was put in it during the build
    /// that its marker does not list (and an iopress 0.1 output holds only what its ledger
    /// names or this build writes). Returns the entries.
    fn mark(&self) -> Result<BTreeSet<String>, SwapFailure> {
        let entries = top_entries(&self.dir).map_err(|e| {
            Diagnostic::error(format!("cannot read the staging folder {}: {e}", self.dir.display()))
        })?;
        if fs::symlink_metadata(&self.target).is_ok() {
            target::replaceable(&self.target, Some(&entries))?;
        }
        if self.placement == Placement::Beside {
            write_marker(&self.dir, &self.dir, &marker_text(&entries)).map_err(|e| {
                Diagnostic::error(format!(
                    "cannot write `{MARKER_FILE}` in the staging folder {}: {e}; the previous output was left as it was",
                    self.dir.display()
                ))
            })?;
        }
        Ok(entries)
    }

    fn swap_beside(&self) -> Result<Committed, SwapFailure> {
        let target = &self.target;
        let unchanged = |what: String, e: io::Error| {
            Diagnostic::error(format!("{what}: {e}; the previous output was left as it was"))
        };
        if fs::symlink_metadata(target).is_err() {
            fs::rename(&self.dir, target).map_err(|e| {
                unchanged(format!("cannot move the new output to {}", target.display()), e)
            })?;
            return Ok(Committed { output: target.clone(), warnings: Vec::new() });
        }
        let old = match swap::exchange(&self.dir, target) {
            // The staging folder's name now holds the previous output.
            Ok(()) => self.dir.clone(),
            Err(e) if e.kind() == io::ErrorKind::Unsupported => {
                let old = self.moved_aside_path();
                fs::rename(target, &old).map_err(|e| {
                    unchanged(
                        format!("cannot move the previous output {} aside", target.display()),
                        e,
                    )
                })?;
                if swap::test_seam() == swap::TestSeam::KilledBetweenRenames {
                    swap::killed_by_test();
                }
                if let Err(e) = fs::rename(&self.dir, target) {
                    let restored = fs::rename(&old, target);
                    return Err(match restored {
                        Ok(()) => unchanged(format!("cannot move the new output to {}", target.display()), e).into(),
                        Err(restore) => SwapFailure { previous_output_intact: false, diagnostic: Diagnostic::error(format!(
                            "cannot move the new output to {}: {e}; and the previous output could not be moved back                              from {}: {restore}",
                            target.display(),
                            old.display()
                        ))
                        .with_help(format!("move {} back to {} by hand", old.display(), target.display())) },
                    });
                }
                old
            }
            Err(e) => {
                return Err(unchanged(
                    format!("cannot put the new output in place of {}", target.display()),
                    e,
                )
                .into())
            }
        };
        Ok(Committed { output: target.clone(), warnings: remove_previous(&old) })
    }

    /// Where the previous output goes while the new one is moved in, on a system that cannot
    /// exchange two folders: beside it, under the same pid and suffix as the staging folder.
    fn moved_aside_path(&self) -> PathBuf {
        self.target.with_file_name(format!(
            ".{}.{OLD_TAG}{}-{}",
            file_name(&self.target),
            std::process::id(),
            self.suffix
        ))
    }

    /// The output is a mount point: its entries are moved aside and the staged ones moved in.
    fn swap_inside(&self, entries: &BTreeSet<String>) -> Result<Committed, SwapFailure> {
        let target = &self.target;
        let old = target.join(format!(".{OLD_TAG}{}-{}", std::process::id(), self.suffix));
        let mut moves = Moves::default();
        let result = (|| -> io::Result<()> {
            fs::create_dir(&old)?;
            fs::write(old.join(MARKER_FILE), marker_text([]))?;
            // While entries move, the marker lists both builds' entries: a build killed
            // among the moves leaves a mix the next build may replace.
            let mut both = top_entries(target)?;
            both.extend(entries.iter().cloned());
            write_marker(target, &self.dir, &marker_text(&both))?;
            for entry in entries_except(target, &[&self.dir, &old])? {
                moves.rename(&entry, &old.join(entry.file_name().unwrap_or_default()))?;
            }
            for entry in entries_except(&self.dir, &[])? {
                moves.rename(&entry, &target.join(entry.file_name().unwrap_or_default()))?;
            }
            Ok(())
        })();
        if let Err(e) = result {
            let undone = moves.undo();
            let _ = fs::remove_dir_all(&old);
            return Err(match undone {
                Ok(()) => Diagnostic::error(format!(
                    "cannot replace the contents of {} (a mount point): {e}; the previous output was left as it was",
                    target.display()
                ))
                .into(),
                Err(undo) => SwapFailure { previous_output_intact: false, diagnostic: Diagnostic::error(format!(
                    "cannot replace the contents of {} (a mount point): {e}; putting the previous output back failed                      too ({undo}): the folder now holds part of each build",
                    target.display()
                ))
                .with_help("run the build again: it replaces the whole folder") },
            });
        }
        // The staged marker stayed in the staging folder: mark the mount point itself.
        let mut warnings = Vec::new();
        if let Err(e) = write_marker(target, &self.dir, &marker_text(entries)) {
            warnings.push(Diagnostic::warning(format!(
                "cannot mark {} as iopress's output: {e}",
                target.display()
            )));
        }
        warnings.extend(remove_previous(&old));
        warnings.extend(remove_previous(&self.dir));
        Ok(Committed { output: target.clone(), warnings })
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.done {
            let _ = remove_ours(&self.dir);
        }
    }
}

/// Renames done so far, to be undone in reverse when a later one fails.
#[derive(Default)]
struct Moves(Vec<(PathBuf, PathBuf)>);

impl Moves {
    fn rename(&mut self, from: &Path, to: &Path) -> io::Result<()> {
        fs::rename(from, to)?;
        self.0.push((from.to_path_buf(), to.to_path_buf()));
        Ok(())
    }

    fn undo(self) -> io::Result<()> {
        for (from, to) in self.0.into_iter().rev() {
            fs::rename(to, from)?;
        }
        Ok(())
    }
}

/// Writes `bytes` into a new file at `path`. A file already there (a link to the previous
/// output's) is removed first rather than truncated, which would change the previous output.
fn write_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    use std::io::Write as _;
    let mut file = match fs::OpenOptions::new().write(true).create_new(true).open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            fs::remove_file(path)?;
            fs::OpenOptions::new().write(true).create_new(true).open(path)?
        }
        Err(e) => return Err(e),
    };
    file.write_all(bytes)
}

/// A file's size and time of last change: what tells that a file hashed earlier in the build
/// was changed since.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct FileStamp {
    len: u64,
    modified: Option<std::time::SystemTime>,
}

impl FileStamp {
    fn of(metadata: &fs::Metadata) -> FileStamp {
        FileStamp { len: metadata.len(), modified: metadata.modified().ok() }
    }
}

/// Adds `entry` to what the marker of `output` (an output a build committed) lists, for a
/// step of iopress that writes there after the build (`iopress pdf` writes `pdf/`): called
/// before it writes, so that the next build may replace the folder whatever moment that step
/// stops at.
pub fn list_in_marker(output: &Path, entry: &str) -> io::Result<()> {
    match read_marker(output) {
        Ok(Marker::Lists(mut entries)) => {
            entries.insert(entry.to_string());
            write_marker(output, output, &marker_text(&entries))
        }
        _ => Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("its `{MARKER_FILE}` is not one this iopress writes"),
        )),
    }
}

/// Passes what is written on to `inner`, and hashes it.
struct HashingWriter<'a, W> {
    hasher: &'a mut blake3::Hasher,
    inner: &'a mut W,
}

impl<W: io::Write> io::Write for HashingWriter<'_, W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let written = self.inner.write(bytes)?;
        self.hasher.update(&bytes[..written]);
        Ok(written)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// The hash of a file's content.
fn hash_file(path: &Path) -> io::Result<blake3::Hash> {
    let mut hasher = blake3::Hasher::new();
    io::copy(&mut fs::File::open(path)?, &mut hasher)?;
    Ok(hasher.finalize())
}

/// A `/`-separated path inside the output as the ledger keeps it: without empty or `.`
/// segments (what [`safe_join`] skips).
fn normal_path(relative: &str) -> String {
    relative.split('/').filter(|s| !s.is_empty() && *s != ".").collect::<Vec<_>>().join("/")
}

/// A path relative to the output, `/`-separated.
fn relative_path(path: &Path) -> String {
    path.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/")
}

fn unlink_existing(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// The names at the top of `dir` but its marker and builds' folders (inside an output that is
/// a mount point): what a marker lists.
fn top_entries(dir: &Path) -> io::Result<BTreeSet<String>> {
    let mut entries = BTreeSet::new();
    for entry in fs::read_dir(dir)? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if name != MARKER_FILE
            && name != MARKER_SCRATCH
            && leftover_of_a_build(&name, ".").is_none()
        {
            entries.insert(name);
        }
    }
    Ok(entries)
}

/// Replaces the marker of `dir` with `text` in one step: written under another name in
/// `scratch` (a folder of the same file system, which the marker does not list), then renamed
/// over the marker, so that the marker is whole at every moment.
fn write_marker(dir: &Path, scratch: &Path, text: &str) -> io::Result<()> {
    let next = scratch.join(MARKER_SCRATCH);
    write_new(&next, text.as_bytes())?;
    fs::rename(&next, dir.join(MARKER_FILE))
}

/// The entries of `dir` but its marker, the `skip` folders and other builds' folders.
fn entries_except(dir: &Path, skip: &[&Path]) -> io::Result<Vec<PathBuf>> {
    let mut entries = Vec::new();
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        let name = file_name(&path);
        if name == MARKER_FILE
            || skip.contains(&path.as_path())
            || leftover_of_a_build(&name, ".").is_some()
        {
            continue;
        }
        entries.push(path);
    }
    entries.sort();
    Ok(entries)
}

/// Removes the previous output after the swap; failing is only a warning, since the new
/// output is in place.
fn remove_previous(old: &Path) -> Vec<Diagnostic> {
    match remove_ours(old) {
        Ok(()) => Vec::new(),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
        Err(e) => vec![Diagnostic::warning(format!(
            "the new output is in place, but the previous one, moved to {}, could not be removed: {e}",
            old.display()
        ))
        .with_help("the next build removes it; or delete it yourself")],
    }
}

fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

/// What a folder's name says when it is a folder of a build beside (or inside) an output:
/// `prefix` (`.output.` beside `output`, `.` inside it), a tag, the builder's pid and the
/// random suffix of its staging folder, and nothing else. The whole name must have this
/// shape: a name that merely contains a tag is no build's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Leftover {
    pid: u32,
    /// A previous output moved aside (`iopress-old-`), not a staging folder.
    moved_aside: bool,
}

fn leftover_of_a_build(name: &str, prefix: &str) -> Option<Leftover> {
    let rest = name.strip_prefix(prefix)?;
    let (rest, moved_aside) = match rest.strip_prefix(STAGING_TAG) {
        Some(rest) => (rest, false),
        None => (rest.strip_prefix(OLD_TAG)?, true),
    };
    let (pid, suffix) = rest.split_once('-')?;
    if pid.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let pid = pid.parse().ok()?;
    let random =
        |suffix: &str| !suffix.is_empty() && suffix.bytes().all(|b| b.is_ascii_alphanumeric());
    // iopress 0.1 named a moved-aside output after its staging folder
    // (`.output.iopress-old-17-.output.iopress-staging-17-Xy12ab`): recognised whole, so that
    // an output a killed build of that version left aside is put back too.
    let legacy = |suffix: &str| {
        moved_aside
            && suffix
                .strip_prefix(prefix)
                .and_then(|s| s.strip_prefix(STAGING_TAG))
                .and_then(|s| s.strip_prefix(&format!("{pid}-")))
                .is_some_and(random)
    };
    (random(suffix) || legacy(suffix)).then_some(Leftover { pid, moved_aside })
}

/// Puts back a previous output that a killed build left aside, and removes the folders
/// killed builds left, for the output `requested` of the site at `site_root`. A build calls it
/// before anything else, so that a build that then fails for any reason leaves the previous
/// output in its place, as its message says. A folder that may not be an output is left to
/// [`Staging::new`] to refuse.
pub fn recover_after_killed_builds(requested: &Path, site_root: &Path) -> Result<(), Diagnostic> {
    match target::resolve_allowed(requested, site_root) {
        Ok(target) => clean_up_after_killed_builds(&target),
        Err(_) => Ok(()),
    }
}

/// Folders of builds that were killed (their builder no longer runs): a previous output
/// moved aside is put back when the output itself is missing, everything else is removed.
/// Only folders with iopress's name and marker are touched. An error only when a previous
/// output waits aside and cannot be put back.
fn clean_up_after_killed_builds(target: &Path) -> Result<(), Diagnostic> {
    let mut leftovers: Vec<(PathBuf, bool)> = Vec::new();
    // Beside the output (`.output.iopress-staging-…`), and inside it when it is a mount point.
    let beside =
        target.parent().map(|parent| (parent.to_path_buf(), format!(".{}.", file_name(target))));
    let inside = target.is_dir().then(|| (target.to_path_buf(), ".".to_string()));
    for (dir, prefix) in beside.into_iter().chain(inside) {
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let Some(leftover) = leftover_of_a_build(&name, &prefix) else { continue };
            let is_folder = entry.file_type().map(|t| t.is_dir()).unwrap_or(false);
            if is_folder && is_ours(&entry.path()) && builder_gone(&entry.path(), leftover) {
                leftovers.push((entry.path(), leftover.moved_aside && dir != target));
            }
        }
    }
    leftovers.sort();
    if fs::symlink_metadata(target).is_err() {
        // Killed between the two renames of a swap without exchange: the previous output waits aside.
        if let Some(index) = leftovers.iter().position(|(_, moved_aside)| *moved_aside) {
            let (old, _) = leftovers.remove(index);
            fs::rename(&old, target).map_err(|e| {
                Diagnostic::error(format!(
                    "the previous output was moved aside to {} by a build that was killed, and cannot be put back in place of {}: {e}",
                    old.display(),
                    target.display()
                ))
                .with_help(format!(
                    "move it back by hand (`mv {} {}`), then build again",
                    old.display(),
                    target.display()
                ))
            })?;
        }
    }
    for (path, _) in leftovers {
        let _ = remove_ours(&path);
    }
    Ok(())
}

/// Whether the build that left `folder` (one of ours: [`is_ours`]) is gone: its pid no longer
/// runs, or, for a staging folder, nobody holds its lock (the pid was given to another
/// process). A build locks its staging folder as soon as it has made it, before its marker.
fn builder_gone(folder: &Path, leftover: Leftover) -> bool {
    !swap::process_running(leftover.pid)
        || (!leftover.moved_aside && swap::lock_folder(folder).is_some())
}

/// The names in a folder, if it can be read.
fn entries(folder: &Path) -> Option<Vec<std::ffi::OsString>> {
    let read = fs::read_dir(folder).ok()?;
    Some(read.flatten().map(|entry| entry.file_name()).collect())
}

/// Removes a folder iopress made, its marker last: a build killed while removing it leaves a
/// folder the next build still recognises as its own.
fn remove_ours(dir: &Path) -> io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        if entry.file_name() == MARKER_FILE {
            continue;
        }
        if entry.file_type()?.is_dir() {
            fs::remove_dir_all(entry.path())?;
        } else {
            fs::remove_file(entry.path())?;
        }
    }
    match fs::remove_file(dir.join(MARKER_FILE)) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    fs::remove_dir(dir)
}

/// A folder iopress made (with a builder's name): it holds a marker iopress writes, or nothing
/// at all (an empty output moved aside).
fn is_ours(path: &Path) -> bool {
    // Empty, or holding nothing but a marker cut short (a build killed as it wrote it: the
    // marker is the first file a build writes).
    let only_a_marker = |names: Vec<std::ffi::OsString>| {
        names.is_empty()
            || (names.len() == 1 && names[0] == MARKER_FILE && path.join(MARKER_FILE).is_file())
    };
    read_marker(path).is_ok() || entries(path).is_some_and(only_a_marker)
}

/// Joins a `/`-separated relative path to `base`, refusing anything that could leave it:
/// `..`, absolute paths, drive prefixes, backslashes and NUL bytes.
pub fn safe_join(base: &Path, relative: &str) -> io::Result<PathBuf> {
    let refuse = || {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("refusing to write outside the output folder: `{relative}`"),
        )
    };
    if relative.is_empty()
        || relative.contains('\\')
        || relative.contains('\0')
        || relative.starts_with('/')
    {
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
        assert_eq!(
            safe_join(base, "fr/reviews/x/index.html").unwrap(),
            Path::new("/out/fr/reviews/x/index.html")
        );
    }

    /// A site folder and the path of its output, in a temp folder.
    fn site() -> (tempfile::TempDir, PathBuf, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("site");
        fs::create_dir_all(root.join("content")).unwrap();
        let target = root.join("output");
        (dir, root, target)
    }

    /// An output as an earlier build left it.
    fn earlier_output(target: &Path, file: &str) {
        fs::create_dir_all(target).unwrap();
        fs::write(target.join(MARKER_FILE), marker_text([&file.to_string()])).unwrap();
        fs::write(target.join(file), "old").unwrap();
    }

    /// The pid of a process that has ended.
    fn dead_pid() -> u32 {
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        child.wait().unwrap();
        pid
    }

    #[test]
    fn output_may_not_be_or_hold_the_site_or_its_sources() {
        let (_dir, root, _) = site();
        for bad in [
            root.parent().unwrap().to_path_buf(),
            root.clone(),
            root.join("content"),
            root.join("content/out"),
        ] {
            let error = Staging::new(&bad, &root)
                .err()
                .unwrap_or_else(|| panic!("{} was accepted", bad.display()));
            assert!(error.message.contains("building would delete it"), "{}", error.message);
        }
    }

    #[test]
    fn a_folder_iopress_did_not_write_is_refused_and_untouched() {
        let (_dir, root, _) = site();
        let victim = root.parent().unwrap().join("victim");
        fs::create_dir_all(victim.join("sub")).unwrap();
        fs::write(victim.join("thesis.txt"), "years of work").unwrap();
        let error = Staging::new(&victim, &root).err().unwrap();
        assert!(
            error.message.contains("is not empty and was not written by iopress"),
            "{}",
            error.message
        );
        assert!(error.help.unwrap().contains("choose another folder"));
        assert_eq!(fs::read_to_string(victim.join("thesis.txt")).unwrap(), "years of work");
        assert_eq!(
            fs::read_dir(root.parent().unwrap()).unwrap().count(),
            2,
            "a staging folder was left"
        );
    }

    #[test]
    fn an_empty_folder_is_filled_and_marked() {
        let (_dir, root, target) = site();
        fs::create_dir_all(&target).unwrap();
        let staging = Staging::new(&target, &root).unwrap();
        staging.write("index.html", b"new").unwrap();
        staging.commit().unwrap();
        assert_eq!(
            read_marker(&target),
            Ok(Marker::Lists(BTreeSet::from(["index.html".to_string()])))
        );
        assert_eq!(fs::read_to_string(target.join("index.html")).unwrap(), "new");
    }

    #[test]
    fn the_marker_cannot_be_overwritten_by_a_page() {
        let (_dir, root, target) = site();
        let staging = Staging::new(&target, &root).unwrap();
        for reserved in [MARKER_FILE, MARKER_SCRATCH, LEDGER_FILE] {
            assert!(staging.write(reserved, b"x").is_err(), "{reserved}");
        }
    }

    #[test]
    fn dropped_staging_leaves_previous_output_untouched() {
        let (_dir, root, target) = site();
        earlier_output(&target, "index.html");
        let staging = Staging::new(&target, &root).unwrap();
        staging.write("index.html", b"new").unwrap();
        drop(staging);
        assert_eq!(fs::read_to_string(target.join("index.html")).unwrap(), "old");
        assert_eq!(fs::read_dir(&root).unwrap().count(), 2, "the staging folder was not removed");
    }

    #[test]
    fn commit_swaps_in_the_new_output() {
        let (_dir, root, target) = site();
        earlier_output(&target, "stale.html");
        let staging = Staging::new(&target, &root).unwrap();
        staging.write("index.html", b"new").unwrap();
        let committed = staging.commit().unwrap();
        assert!(committed.warnings.is_empty());
        assert_eq!(fs::read_to_string(target.join("index.html")).unwrap(), "new");
        assert!(!target.join("stale.html").exists());
        assert_eq!(fs::read_dir(&root).unwrap().count(), 2, "content/ and output/ only");
    }

    #[test]
    fn a_killed_builds_staging_folder_is_removed_by_the_next_build() {
        let (_dir, root, target) = site();
        earlier_output(&target, "index.html");
        let leftover = root.join(format!(".output.{STAGING_TAG}{}-abc123", dead_pid()));
        earlier_output(&leftover, "half.html");
        // A folder of a builder still running, and one that merely looks similar, stay.
        let running = root.join(format!(".output.{STAGING_TAG}{}-def456", std::process::id()));
        earlier_output(&running, "busy.html");
        // As its build does, from before its marker was written.
        let _running_build = swap::lock_folder(&running).expect("nobody holds it yet");
        // A killed build's folder whose pid now names a running process (this one): nobody
        // holds its lock, so it is a leftover all the same.
        let pid_reused = root.join(format!(".output.{STAGING_TAG}{}-jkl012", std::process::id()));
        earlier_output(&pid_reused, "half.html");
        let unmarked = root.join(format!(".output.{STAGING_TAG}{}-ghi789", dead_pid()));
        fs::create_dir_all(&unmarked).unwrap();
        fs::write(unmarked.join("mine.txt"), "not iopress's").unwrap();
        // Builds killed before their marker was written whole, their pids given to a running
        // process: one empty, one with its marker cut short. Nobody holds their locks.
        let empty = root.join(format!(".output.{STAGING_TAG}{}-mno345", std::process::id()));
        fs::create_dir_all(&empty).unwrap();
        let cut_short = root.join(format!(".output.{STAGING_TAG}{}-pqr678", std::process::id()));
        fs::create_dir_all(&cut_short).unwrap();
        fs::write(cut_short.join(MARKER_FILE), "").unwrap();
        let staging = Staging::new(&target, &root).unwrap();
        assert!(!leftover.exists(), "the dead builder's folder is still there");
        assert!(!pid_reused.exists(), "a folder nobody holds is still there");
        assert!(!empty.exists() && !cut_short.exists(), "a folder killed before its marker");
        assert!(running.exists() && unmarked.exists());
        staging.commit().unwrap();
    }

    #[test]
    fn an_output_moved_aside_by_a_killed_build_is_put_back() {
        let (_dir, root, target) = site();
        let aside = root.join(format!(".output.{OLD_TAG}{}-xyz", dead_pid()));
        earlier_output(&aside, "index.html");
        let staging = Staging::new(&target, &root).unwrap();
        assert_eq!(fs::read_to_string(target.join("index.html")).unwrap(), "old");
        drop(staging);
        assert_eq!(fs::read_to_string(target.join("index.html")).unwrap(), "old");
    }

    #[test]
    fn leftover_names_give_their_builder_and_nothing_else_is_taken_for_one() {
        let staging = |pid| Some(Leftover { pid, moved_aside: false });
        let aside = |pid| Some(Leftover { pid, moved_aside: true });
        assert_eq!(
            leftover_of_a_build(".output.iopress-staging-4242-Xy12ab", ".output."),
            staging(4242)
        );
        assert_eq!(leftover_of_a_build(".output.iopress-old-17-Xy12ab", ".output."), aside(17));
        assert_eq!(leftover_of_a_build(".iopress-old-17-ab", "."), aside(17));
        // What iopress 0.1 named a moved-aside output is one, not a staging folder.
        assert_eq!(
            leftover_of_a_build(
                ".output.iopress-old-17-.output.iopress-staging-17-Xy12ab",
                ".output."
            ),
            aside(17)
        );
        for other in [
            "notes",
            ".output.iopress-staging-4242-",
            ".output.iopress-staging--Xy12ab",
            ".output.iopress-staging-42a-Xy12ab",
            ".output.iopress-old-17-.output.iopress-staging-18-Xy12ab",
            ".output.iopress-old-17-.other.iopress-staging-17-Xy12ab",
            ".output.my-iopress-staging-4242-Xy12ab",
            ".output.iopress-staging-4242-Xy12ab.bak",
            ".other.iopress-staging-4242-Xy12ab",
        ] {
            assert_eq!(leftover_of_a_build(other, ".output."), None, "{other}");
        }
    }

    #[test]
    fn a_build_that_cannot_exchange_moves_the_previous_output_aside_under_a_name_of_its_own() {
        let (_dir, root, target) = site();
        earlier_output(&target, "index.html");
        let staging = Staging::new(&target, &root).unwrap();
        let old = staging.moved_aside_path();
        assert_eq!(old.parent(), target.parent());
        assert!(!file_name(&old).contains(&file_name(staging.dir())));
        assert_eq!(
            leftover_of_a_build(&file_name(&old), ".output."),
            Some(Leftover { pid: std::process::id(), moved_aside: true })
        );
        assert_eq!(
            leftover_of_a_build(&file_name(staging.dir()), ".output."),
            Some(Leftover { pid: std::process::id(), moved_aside: false })
        );
    }

    #[test]
    fn only_files_of_the_previous_output_with_the_content_recorded_for_them_are_linked() {
        let (_dir, root, target) = site();
        earlier_output(&target, "index.html");
        fs::create_dir_all(target.join("charts")).unwrap();
        fs::write(target.join("charts/a.svg"), "<svg/>").unwrap();
        fs::write(target.join("charts/b.svg"), "<svg/>").unwrap();
        let entries = ["index.html", "charts"].map(String::from);
        fs::write(target.join(MARKER_FILE), marker_text(&entries)).unwrap();
        let mut staging = Staging::new(&target, &root).unwrap();
        staging.trust_previous(HashMap::from([
            ("index.html".to_string(), blake3::hash(b"old")),
            ("charts/a.svg".to_string(), blake3::hash(b"<svg/>")),
        ]));
        staging.link("index.html", &target.join("index.html")).unwrap();
        assert_eq!(staging.written_files()["index.html"], blake3::hash(b"old"));
        // `b.svg` was never recorded.
        assert!(!staging.previous_folder_intact("charts"));
        let refused = staging.link("charts/b.svg", &target.join("charts/b.svg")).unwrap_err();
        assert_eq!(refused.kind(), io::ErrorKind::InvalidData);
        fs::remove_file(target.join("charts/b.svg")).unwrap();
        assert!(staging.previous_folder_intact("charts"));
        assert!(
            staging.previous_folder_intact("pagefind"),
            "a missing folder has nothing to distrust"
        );
        // Changed, or a link in its place, even to the very content recorded.
        fs::write(target.join("charts/a.svg"), "<svg></svg>").unwrap();
        assert!(!staging.previous_folder_intact("charts"));
        assert!(staging.link("charts/a.svg", &target.join("charts/a.svg")).is_err());
        #[cfg(unix)]
        {
            fs::write(root.join("elsewhere.svg"), "<svg/>").unwrap();
            fs::remove_file(target.join("charts/a.svg")).unwrap();
            std::os::unix::fs::symlink(root.join("elsewhere.svg"), target.join("charts/a.svg"))
                .unwrap();
            assert!(!staging.previous_folder_intact("charts"));
            assert!(staging.link("charts/a.svg", &target.join("charts/a.svg")).is_err());
        }
        assert!(!staging.dir().join("charts/a.svg").exists());
    }

    #[test]
    fn a_folder_written_after_the_build_is_replaceable_once_the_marker_lists_it() {
        let (_dir, root, target) = site();
        let staging = Staging::new(&target, &root).unwrap();
        staging.write("index.html", b"new").unwrap();
        staging.commit().unwrap();
        // What `iopress pdf` does after its build.
        list_in_marker(&target, "pdf").unwrap();
        fs::create_dir_all(target.join("pdf/en")).unwrap();
        fs::write(target.join("pdf/en/a.pdf"), "%PDF").unwrap();
        assert_eq!(target::existing(&target).unwrap(), Existing::Output);
        assert!(!target.join(MARKER_SCRATCH).exists());
        // Not listed, it is someone else's.
        fs::create_dir_all(target.join("pdfs")).unwrap();
        assert!(target::existing(&target).is_err());
        // A marker this iopress does not write is not added to.
        fs::write(target.join(MARKER_FILE), "").unwrap();
        assert!(list_in_marker(&target, "pdf").is_err());
    }

    #[test]
    fn a_previous_output_that_cannot_be_removed_is_a_warning_that_says_the_new_one_is_in_place() {
        let dir = tempfile::tempdir().unwrap();
        // A file where a folder is expected: removing it as a folder fails.
        let old = dir.path().join("old");
        fs::write(&old, "x").unwrap();
        let warnings = remove_previous(&old);
        assert_eq!(warnings.len(), 1);
        assert!(!warnings[0].is_error());
        assert!(
            warnings[0].message.starts_with("the new output is in place, but the previous one"),
            "{}",
            warnings[0].message
        );
    }
}
