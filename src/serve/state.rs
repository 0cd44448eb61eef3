//! What the preview server serves, and what it tells browsers: shared between the rebuild
//! loop, which replaces them, and the HTTP handlers, which read them.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use serde::Serialize;

/// One complete build of the site, in memory: output path ("fr/reviews/x/index.html")
/// to bytes. A snapshot is never changed once published; a rebuild publishes a new one,
/// so a request always sees whole pages from one build.
#[derive(Debug, Default, Clone)]
pub struct Snapshot {
    pub files: HashMap<String, Arc<[u8]>>,
    /// Which publication this is (1, 2, …): a page knows the build it came from, and
    /// reloads if it connects after a newer one was published.
    pub build: u64,
}

impl Snapshot {
    pub fn get(&self, path: &str) -> Option<&Arc<[u8]>> {
        self.files.get(path)
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
    /// Only stylesheets changed: swap them without reloading.
    Css,
    /// The last rebuild failed: show these problems over the (still served) old page.
    Errors { problems: Vec<OverlayProblem> },
    /// A rebuild succeeded after errors: remove the overlay (followed by `Reload`).
    Clear,
    /// Sent when a page connects: the build now served. A page from an older build
    /// (a rebuild happened between its loading and its connecting) reloads.
    Build { build: u64 },
}

/// The state the HTTP side reads: the current snapshot, and the current errors (sent to
/// a browser when it connects, so a page opened while the site is broken shows them).
#[derive(Debug, Default)]
pub struct Shared {
    snapshot: RwLock<Arc<Snapshot>>,
    errors: RwLock<Vec<OverlayProblem>>,
}

impl Shared {
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.snapshot.read().expect("snapshot lock").clone()
    }

    pub fn publish(&self, mut snapshot: Snapshot) {
        let mut current = self.snapshot.write().expect("snapshot lock");
        snapshot.build = current.build + 1;
        *current = Arc::new(snapshot);
    }

    pub fn errors(&self) -> Vec<OverlayProblem> {
        self.errors.read().expect("errors lock").clone()
    }

    pub fn set_errors(&self, problems: Vec<OverlayProblem>) {
        *self.errors.write().expect("errors lock") = problems;
    }
}
