//! Watching the site's files, and grouping a burst of saves into one rebuild.

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
    /// Parts being watched; one created after the start is added when it appears.
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
        // The root itself, not recursively: site.toml, and parts created later.
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

    /// Starts watching parts of the site that did not exist before, and reports the files
    /// already in them (they were written before the watch could see them).
    fn watch_new_parts(&self, batch: &mut Vec<PathBuf>) {
        let (Ok(mut watcher), Ok(mut watched)) = (self.watcher.lock(), self.watched.lock()) else {
            return;
        };
        for part in PARTS {
            let path = self.root.join(part);
            if watched.contains(&path) || !path.is_dir() {
                continue;
            }
            if watcher.watch(&path, RecursiveMode::Recursive).is_ok() {
                batch.extend(files_in(&path));
                watched.push(path);
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
        for Seen { path, appeared } in seen {
            if appeared && path.is_dir() {
                batch.extend(files_in(&path));
            }
            batch.push(path);
        }
        self.watch_new_parts(&mut batch);
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
