//! Watching the site's files, and grouping a burst of saves into one rebuild.
//!
//! The watch starts before the server's first build, so that a save made while that build
//! runs (seconds on a large site) is queued and rebuilt after it. Each part of the site
//! (`content/`, the themes…) is watched recursively, and the site's root on its own, so that
//! a part that is removed, moved away or replaced and then comes back is seen coming back: its
//! recursive watch is then made again (the system's watch follows a folder, not a name, and
//! ends with it), and its files are reported as new.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use notify::{RecursiveMode, Watcher};

/// How long the files must stay quiet before a rebuild starts: editors write a file in
/// several steps, and "save all" writes many files at once.
pub const QUIET: Duration = Duration::from_millis(15);
/// A burst that never goes quiet still rebuilds this often.
pub const MAX_WAIT: Duration = Duration::from_millis(300);

/// The parts of a site folder that are watched; everything else (the output, target/,
/// .git) is not, since the server would otherwise watch its own writes.
const PARTS: [&str; 5] = ["content", "themes", "templates", "static", "i18n"];

/// Watches `root` (except `ignored`, the output folder) and yields batches of changed paths.
pub struct SiteWatcher {
    root: PathBuf,
    watcher: std::sync::Mutex<notify::RecommendedWatcher>,
    /// Parts being watched recursively. One that appears, or comes back, is watched again
    /// when it is seen (an event names it).
    watched: std::sync::Mutex<Vec<PathBuf>>,
    events: Receiver<Seen>,
}

/// A path named by a file event.
struct Seen {
    path: PathBuf,
    /// The path appeared (created, or moved or renamed to): if it is a folder, its files
    /// are new to the site too, though no event names them.
    appeared: bool,
}

impl SiteWatcher {
    pub fn new(root: &Path, ignored: Vec<PathBuf>) -> notify::Result<SiteWatcher> {
        let (sender, events) = mpsc::channel();
        let mut watcher =
            notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
                let Ok(event) = event else { return };
                if matches!(event.kind, notify::EventKind::Access(_)) {
                    return;
                }
                let appeared = appears(&event.kind);
                for path in event.paths {
                    if !ignored.iter().any(|dir| path.starts_with(dir)) {
                        let _ = sender.send(Seen { path, appeared });
                    }
                }
            })?;
        // The root itself, not recursively: site.toml, and the parts appearing, going and
        // coming back.
        watcher.watch(root, RecursiveMode::NonRecursive)?;
        let mut watched = Vec::new();
        for part in PARTS {
            let path = root.join(part);
            if path.is_dir() {
                watcher.watch(&path, RecursiveMode::Recursive)?;
                watched.push(path);
            }
        }
        Ok(SiteWatcher {
            root: root.to_path_buf(),
            watcher: std::sync::Mutex::new(watcher),
            watched: std::sync::Mutex::new(watched),
            events,
        })
    }

    /// The part of the site `path` is, if it is one itself (`<root>/content`).
    fn part(&self, path: &Path) -> Option<PathBuf> {
        let name = path.strip_prefix(&self.root).ok()?.to_str()?;
        PARTS.contains(&name).then(|| path.to_path_buf())
    }

    /// Watches again the parts in `touched` (an event named the folder itself: created,
    /// removed, moved away or back), and starts watching parts that were not there before;
    /// the files in each are reported, since they were written before the watch could see
    /// them. The old watch of a part that went is dropped: it follows the folder, wherever it
    /// went, and is gone with it if it was removed.
    fn rewatch_parts(&self, touched: &[PathBuf], batch: &mut Vec<PathBuf>) {
        let (Ok(mut watcher), Ok(mut watched)) = (self.watcher.lock(), self.watched.lock()) else {
            return;
        };
        for part in PARTS {
            let path = self.root.join(part);
            let was_watched = watched.contains(&path);
            if was_watched && !touched.contains(&path) {
                continue;
            }
            if was_watched {
                // Fails when the system already dropped it with its folder: nothing to undo.
                let _ = watcher.unwatch(&path);
                watched.retain(|p| p != &path);
            }
            if !path.is_dir() {
                continue;
            }
            // Watched first, then walked: a file written in between is reported twice
            // rather than missed.
            match watcher.watch(&path, RecursiveMode::Recursive) {
                Ok(()) => {
                    batch.extend(files_in(&path));
                    watched.push(path);
                }
                Err(e) => eprintln!(
                    "warning: cannot watch {}: {e}; saves there are not seen until it is \
                     moved or created again, or the server restarted",
                    path.display()
                ),
            }
        }
    }

    /// Blocks until something changed, then returns everything that changed until the files
    /// went quiet. None when `stop` is set or the watcher has stopped.
    pub fn next_batch(&self, stop: &AtomicBool) -> Option<Vec<PathBuf>> {
        let first = loop {
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            match self.events.recv_timeout(Duration::from_millis(100)) {
                Ok(path) => break path,
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => return None,
            }
        };
        let started = Instant::now();
        let mut seen = vec![first];
        loop {
            let left = MAX_WAIT.saturating_sub(started.elapsed());
            if left.is_zero() {
                break;
            }
            match self.events.recv_timeout(QUIET.min(left)) {
                Ok(path) => seen.push(path),
                Err(RecvTimeoutError::Timeout) => break,
                Err(RecvTimeoutError::Disconnected) => break,
            }
        }
        // Walked here, not in the watcher's callback: a large folder must not hold up the
        // events that follow it.
        let mut batch = Vec::with_capacity(seen.len());
        let mut parts = Vec::new();
        for Seen { path, appeared } in seen {
            match self.part(&path) {
                // The folder itself came or went (not a change of its time or rights): it is
                // watched again, and walked then, below.
                Some(part) if appeared || !part.is_dir() => parts.push(part),
                Some(_) => {}
                None if appeared && path.is_dir() => batch.extend(files_in(&path)),
                None => {}
            }
            batch.push(path);
        }
        self.rewatch_parts(&parts, &mut batch);
        batch.sort();
        batch.dedup();
        Some(batch)
    }
}

/// Whether an event says its paths appeared: created, or moved or renamed here. A folder
/// moved into the site sends one such event for itself and none for its files.
fn appears(kind: &notify::EventKind) -> bool {
    use notify::event::{ModifyKind, RenameMode};
    match kind {
        notify::EventKind::Create(_) => true,
        // `Both` names the old path and the new: the old one is no folder any more, so
        // walking it finds nothing.
        notify::EventKind::Modify(ModifyKind::Name(mode)) => !matches!(mode, RenameMode::From),
        _ => false,
    }
}

/// Every file in `dir` and below: the files of a folder that appeared in one move.
fn files_in(dir: &Path) -> impl Iterator<Item = PathBuf> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .flatten()
        .filter(|e| e.file_type().is_file())
        .map(|e| e.into_path())
}
