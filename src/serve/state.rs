//! What the preview server serves, and what it tells browsers: shared between the rebuild
//! loop, which replaces them, and the HTTP handlers, which read them.

use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex, RwLock};

use serde::Serialize;

/// A snapshot's files: output path to bytes. A persistent map (a hash trie whose nodes are
/// shared between copies), because every rebuild starts from a copy of the last snapshot and
/// replaces a few of its files: copying costs nothing and an insert copies only the nodes on
/// its path, where a `std` map had to copy all of them (45,000 files on the 200-review
/// benchmark site, 222,000 at 1,000 reviews: about 20 ms a save, and most of 180 ms).
pub type SnapshotFiles = imbl::HashMap<Arc<str>, Arc<[u8]>>;

/// One complete build of the site, in memory: output path ("fr/reviews/x/index.html")
/// to bytes. A snapshot is never changed once published; a rebuild publishes a new one,
/// so a request always sees whole pages from one build.
#[derive(Debug, Default, Clone)]
pub struct Snapshot {
    pub files: SnapshotFiles,
    /// Which publication this is (1, 2, …).
    pub build: u64,
    /// The publication in which each file last changed. A page is stamped with its own
    /// version and reloads if it connects after a newer one was published; a publication
    /// that changed other pages only (a print page, a feed) leaves it alone.
    pub versions: imbl::HashMap<Arc<str>, u64>,
}

impl Snapshot {
    pub fn get(&self, path: &str) -> Option<&Arc<[u8]>> {
        self.files.get(path)
    }

    /// The publication in which `path` last changed (the current one for unknown files).
    pub fn version(&self, path: &str) -> u64 {
        self.versions.get(path).copied().unwrap_or(self.build)
    }
}

/// A problem to show in the browser's error overlay.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OverlayProblem {
    pub file: Option<String>,
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub message: String,
    pub help: Option<String>,
}

/// What the reload channel sends to browsers.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum LiveEvent {
    /// Pages changed: reload.
    Reload,
    /// After a reload, these pages (URL paths such as `/fr/drives/x/print/`) changed too:
    /// a browser showing one of them reloads, the others do nothing.
    Update { pages: Vec<String> },
    /// Only stylesheets changed: swap them without reloading.
    Css,
    /// The last rebuild failed: show these problems over the (still served) old page.
    Errors { problems: Vec<OverlayProblem> },
    /// A rebuild succeeded after errors: remove the overlay (followed by `Reload`).
    Clear,
    /// Sent when a page connects: the version of that page now served. A page served an
    /// older version (it changed between its loading and its connecting) reloads.
    Build { build: u64 },
}

/// The state the HTTP side reads: the current snapshot, and the current errors (sent to
/// a browser when it connects, so a page opened while the site is broken shows them).
#[derive(Debug, Default)]
pub struct Shared {
    snapshot: RwLock<Arc<Snapshot>>,
    errors: RwLock<Vec<OverlayProblem>>,
    /// The pages browsers show now (snapshot keys, "fr/reviews/x/index.html"), each with the
    /// number of reload channels open on it: a rebuild renders these first.
    viewers: Mutex<HashMap<String, usize>>,
}

/// A page counted as shown for as long as this lives (its reload channel is open).
pub struct Viewing {
    shared: Arc<Shared>,
    key: String,
}

impl Drop for Viewing {
    fn drop(&mut self) {
        if let Ok(mut viewers) = self.shared.viewers.lock() {
            if let Some(count) = viewers.get_mut(&self.key) {
                *count -= 1;
                if *count == 0 {
                    viewers.remove(&self.key);
                }
            }
        }
    }
}

impl Shared {
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.snapshot.read().expect("snapshot lock").clone()
    }

    /// Publishes `snapshot`, comparing each of its files with the current snapshot's.
    pub fn publish(&self, snapshot: Snapshot) {
        self.publish_changed(snapshot, None);
    }

    /// Publishes `snapshot`, when only the files `changed` (paths replaced, added or removed;
    /// more do no harm) may differ from the current snapshot's: the others keep their version
    /// without being looked at. None compares every file.
    pub fn publish_changed(&self, mut snapshot: Snapshot, changed: Option<&[Arc<str>]>) {
        let mut current = self.snapshot.write().expect("snapshot lock");
        let build = current.build + 1;
        // The versions are the current ones, with those of the files that changed or
        // appeared set to this publication. A file rendered again with the same bytes keeps
        // its version, so a browser showing it does not reload for nothing.
        let mut versions = current.versions.clone();
        let stamp =
            |path: &Arc<str>, bytes: &Arc<[u8]>, versions: &mut imbl::HashMap<Arc<str>, u64>| {
                match current.files.get(path) {
                    Some(old) if Arc::ptr_eq(old, bytes) || old == bytes => {
                        if !versions.contains_key(path) {
                            versions.insert(Arc::clone(path), current.build);
                        }
                    }
                    _ => {
                        versions.insert(Arc::clone(path), build);
                    }
                }
            };
        match changed {
            Some(paths) => {
                for path in paths {
                    match snapshot.files.get(path) {
                        Some(bytes) => stamp(path, bytes, &mut versions),
                        None => {
                            versions.remove(path);
                        }
                    }
                }
            }
            None => {
                for (path, bytes) in &snapshot.files {
                    stamp(path, bytes, &mut versions);
                }
            }
        }
        // Every file has a version now; more versions than files means some files are gone
        // (or, with `changed`, a file appeared or went without being named: compare all).
        if versions.len() != snapshot.files.len() {
            for (path, bytes) in &snapshot.files {
                if !versions.contains_key(path) {
                    stamp(path, bytes, &mut versions);
                }
            }
            versions.retain(|path, _| snapshot.files.contains_key(path));
        }
        snapshot.versions = versions;
        snapshot.build = build;
        let previous = std::mem::replace(&mut *current, Arc::new(snapshot));
        // The previous snapshot is freed after the lock is released, not while requests wait.
        drop(current);
        drop(previous);
    }

    /// Counts the page `key` as shown until the returned guard is dropped.
    pub fn view(self: &Arc<Self>, key: &str) -> Viewing {
        if let Ok(mut viewers) = self.viewers.lock() {
            *viewers.entry(key.to_string()).or_default() += 1;
        }
        Viewing { shared: Arc::clone(self), key: key.to_string() }
    }

    /// The pages browsers show now.
    pub fn viewed(&self) -> BTreeSet<String> {
        self.viewers.lock().map(|v| v.keys().cloned().collect()).unwrap_or_default()
    }

    pub fn errors(&self) -> Vec<OverlayProblem> {
        self.errors.read().expect("errors lock").clone()
    }

    pub fn set_errors(&self, problems: Vec<OverlayProblem>) {
        *self.errors.write().expect("errors lock") = problems;
    }
}
