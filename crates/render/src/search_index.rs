//! Site search: the pages' search records indexed by Pagefind, one bundle per language.
//!
//! [`crate::search_records`] makes a [`SearchRecord`] of every review, drive and protocol page
//! in each language it is written in (or made from data in): a small HTML document with the
//! page's title, prose and facts, its facets as `data-pagefind-filter` and its drive as
//! `data-pagefind-meta`. A page shown in a language from another language's text (a fallback)
//! has no record of its own: its original's record lists that language among its readers, so
//! it is indexed once, in its own language, with that language's stemming.
//!
//! This module turns the records into Pagefind bundles, `pagefind/<lang>/` at the root of
//! the output (a large language in several parts, `pagefind/<lang>/1/`, `pagefind/<lang>/2/`…:
//! see [`PART_BYTES`]), with Pagefind's indexing API (`pagefind::api`, built with its `extended`
//! feature, which segments Japanese and Chinese text into words). Each language's bundle is
//! built separately, so the preview only indexes again the languages whose records changed,
//! and a build takes a language's bundle from the previous output when its records are those
//! it was built from (`iopress-bundle.txt` in the bundle says which, and lists its files).
//! The bundles' files come back as bytes, for the build to write through its staging folder
//! like every other file.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use iopress_site::diagnostics::Diagnostic;

/// The folder at the root of the output holding one Pagefind bundle per language.
pub const SEARCH_DIR: &str = "pagefind";

/// The filter every record carries with the languages whose readers it serves: its own, and
/// those it is shown in as a fallback. A search page searches with `reader` set to its
/// language; the other filters are the facets readers choose.
pub const READER_FILTER: &str = "reader";

/// In each bundle: what it was built from (a hash of its records and of the indexer's
/// versions), then its files, one per line. A build reuses the previous output's bundle of a
/// language only when the hash is the one it would build from and every file is there.
pub const BUNDLE_LIST: &str = "iopress-bundle.txt";

/// What the bundles depend on besides the records: iopress, and the Pagefind crate that
/// indexes (its version read from Cargo.lock by build.rs).
const INDEXER: &str =
    concat!("iopress ", env!("CARGO_PKG_VERSION"), ", pagefind ", env!("IOPRESS_PAGEFIND_VERSION"));

/// What Pagefind writes that the search page does not load: its ready-made interfaces (the
/// theme has its own, with its strings in the language files) and the highlighting script.
const UNUSED_FILES: &[&str] = &[
    "pagefind-ui.js",
    "pagefind-ui.css",
    "pagefind-modular-ui.js",
    "pagefind-modular-ui.css",
    "pagefind-component-ui.js",
    "pagefind-component-ui.css",
    "pagefind-highlight.js",
];

/// Record bytes (of the languages a build indexes) above which languages are indexed one at
/// a time rather than side by side. Pagefind holds every word of a language's pages, several
/// times over, until its bundle is written: at 1,000 synthetic reviews about 130 bytes for each
/// byte of Japanese records (2.2 GB for 16.7 MB). Side by side, the build's peak is that of the
/// two largest languages together; one at a time, the largest alone, for more wall time (the
/// other core idles while Pagefind works on one thread). The 200-review benchmark site has 12.5
/// MB of records (side by side: its build is as fast as it was, and peaks while rendering, not
/// indexing), the 1,000-review site 62.6 MB (one at a time). docs/performance.md, "Issue 41".
pub const ONE_AT_A_TIME_ABOVE: usize = 32 << 20;

/// On a large site (records over [`ONE_AT_A_TIME_ABOVE`]), the most bytes of records one
/// bundle holds: a larger language is indexed in parts, each a bundle of its own, built and
/// written before the next is begun, so that the build's peak is one part's index rather than
/// its whole language's (Pagefind needs about 130 bytes for each byte of the synthetic Japanese
/// records, 2.2 GB for a whole language at 1,000 reviews). Parts are cut in the records' URL
/// order into equal shares. Measured (docs/performance.md, "Issue 41: a large language in
/// parts"): at 1,000 reviews a 2.1 MB Japanese part takes about 360 MB while it is indexed,
/// Pagefind's fixed costs included, and the build peaks at 692 MiB (2,405 MiB whole); at 2,000
/// at 962-1,003 MiB (4,725); 4 MiB parts would have put 1,000 reviews at about 1 GiB, the target. On a small
/// site (the 200-review benchmark site, 12.5 MB of records) no language is split, whatever its
/// size: it is indexed side by side and peaks while rendering. Each part costs a reader's
/// first search one more search module, metadata and filters to load (about 60 KB). A site
/// sets another size, which applies whatever the site's size, with `[search] part_bytes`
/// ([`SearchIndex::part_bytes`]).
pub const PART_BYTES: usize = 2 << 20;

/// A file of a bundle: its path relative to the output, and its bytes.
pub type BundleFile = (String, Arc<[u8]>);

/// What takes a bundle's files as soon as it is built ([`SearchIndex::build_writing`]).
pub type BundleSink<'a> = dyn Fn(&[BundleFile]) -> Result<(), Diagnostic> + Sync + 'a;

/// One page in one language, as the search index reads it (and the build's ledger keeps it,
/// for a page taken unchanged from the previous output).
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct SearchRecord {
    /// The language of the page's text: the bundle it is indexed in.
    pub lang: String,
    /// The page's URL path in that language (`/fr/reviews/sn630-vsan/`).
    pub url: String,
    /// A whole HTML document (`<html lang>` set): what is searched, with the page's filters
    /// and meta as `data-pagefind-*` attributes.
    pub html: Arc<str>,
}

/// The folder of a bundle, relative to the output: a language's (`pagefind/fr/`), or a part
/// of one (`pagefind/fr/2/`, for the bundle `fr/2`).
pub fn bundle_dir(bundle: &str) -> String {
    format!("{SEARCH_DIR}/{bundle}/")
}

/// The folders of a language's bundles, relative to the output, in the order searched:
/// `pagefind/fr/` for a language in one bundle, `pagefind/fr/1/` … `pagefind/fr/N/` for one in
/// `parts` parts.
pub fn bundle_dirs(lang: &str, parts: usize) -> Vec<String> {
    if parts <= 1 {
        vec![bundle_dir(lang)]
    } else {
        (1..=parts).map(|part| bundle_dir(&format!("{lang}/{part}"))).collect()
    }
}

/// A bundle as last built: what it was built from, and the paths of its files.
struct Bundle {
    digest: blake3::Hash,
    paths: Vec<String>,
    lang: String,
    pages: usize,
}

/// A bundle to build: its name (`fr`, or `fr/2` for a part), its language, its records.
struct Planned<'r> {
    name: String,
    lang: &'r str,
    records: &'r [&'r SearchRecord],
}

/// The records of each of `languages` that has any, in URL order: Pagefind numbers pages in
/// the order they are added, so that the same records give the same bytes.
fn by_language<'r>(
    records: &'r BTreeMap<(String, String), SearchRecord>,
    languages: &[String],
) -> BTreeMap<&'r str, Vec<&'r SearchRecord>> {
    let mut by_language: BTreeMap<&str, Vec<&SearchRecord>> = BTreeMap::new();
    for record in records.values() {
        if languages.contains(&record.lang) {
            by_language.entry(record.lang.as_str()).or_default().push(record);
        }
    }
    for records in by_language.values_mut() {
        records.sort_by(|a, b| a.url.cmp(&b.url));
    }
    by_language
}

/// The bytes of records.
fn bytes(records: &[&SearchRecord]) -> usize {
    records.iter().map(|r| r.html.len()).sum()
}

/// A language's records (in URL order) cut into parts of about `limit` bytes at most: as
/// few parts as the limit allows, `count`, of about equal shares, in the records' order (a
/// record goes to the share its middle falls in), so that the same records always make the
/// same parts. A part holds at most its share and half a record on either side. One part,
/// all of them, without a limit or under it.
fn split<'r>(records: &'r [&'r SearchRecord], limit: Option<usize>) -> Vec<&'r [&'r SearchRecord]> {
    let total = bytes(records);
    let Some(limit) = limit.filter(|limit| total > *limit) else { return vec![records] };
    let count = total.div_ceil(limit.max(1)).min(records.len()) as u128;
    let (mut parts, mut start, mut before, mut current) = (Vec::new(), 0, 0, None);
    for (index, record) in records.iter().enumerate() {
        let middle = (before + record.html.len() / 2) as u128;
        let share = (middle * count / total as u128) as usize;
        if current.is_some_and(|current| current != share) {
            parts.push(&records[start..index]);
            start = index;
        }
        current = Some(share);
        before += record.html.len();
    }
    parts.push(&records[start..]);
    parts
}

/// The records of every page, and the bundles built from them. `iopress build` fills one and
/// builds it once; the preview keeps one and updates the records of the pages it renders
/// again, so that only the languages whose records changed are indexed again.
#[derive(Default)]
pub struct SearchIndex {
    /// By (page path, language of the document the record was made from).
    records: BTreeMap<(String, String), SearchRecord>,
    bundles: BTreeMap<String, Bundle>,
    /// The output folder of the previous build, whose bundles may be reused.
    previous: Option<PathBuf>,
    /// [`ONE_AT_A_TIME_ABOVE`], unless set otherwise ([`SearchIndex::one_at_a_time_above`]).
    one_at_a_time_above: Option<usize>,
    /// The site's `[search] part_bytes` ([`SearchIndex::part_bytes`]).
    part_bytes: Option<usize>,
}

/// What [`SearchIndex::build`] did.
#[derive(Debug, Default)]
pub struct BuiltIndex {
    /// The files of the bundles built in this call, relative to the output
    /// (`pagefind/fr/pagefind.js`); the other bundles' files are as the last call gave them.
    /// Empty when they were given to a sink ([`SearchIndex::build_writing`]).
    pub files: Vec<BundleFile>,
    /// The paths of the files of the bundles built in this call, sorted.
    pub written: Vec<String>,
    /// The bundles indexed in this call (the others were unchanged): a language (`fr`), or
    /// a part of one (`fr/2`).
    pub indexed: Vec<String>,
    /// The bundles taken from the previous output.
    pub reused: Vec<String>,
    /// Files of the previous bundles that no longer exist (Pagefind names index files by
    /// their content, so a change replaces them).
    pub removed: Vec<String>,
    /// Pages indexed, per language, in all bundles.
    pub pages: BTreeMap<String, usize>,
    /// The most bundles indexed (or taken from the previous output) at one time: 1 when
    /// the records to index were over [`ONE_AT_A_TIME_ABOVE`].
    pub at_once: usize,
    pub elapsed: Duration,
}

impl SearchIndex {
    /// An index that takes a language's bundle from `previous_output` (the output folder of
    /// the last build) when its records have not changed.
    pub fn reusing(previous_output: Option<PathBuf>) -> SearchIndex {
        SearchIndex { previous: previous_output, ..SearchIndex::default() }
    }

    /// Indexes languages one at a time when the records of those to index are over `bytes`
    /// (instead of [`ONE_AT_A_TIME_ABOVE`]): for tests and benchmarks.
    pub fn one_at_a_time_above(mut self, bytes: usize) -> SearchIndex {
        self.one_at_a_time_above = Some(bytes);
        self
    }

    /// Indexes a language with more than `bytes` of records in parts of at most about that
    /// size, whatever the site's size (the site's `[search] part_bytes`); None: in parts of
    /// [`PART_BYTES`] on a large site only.
    pub fn part_bytes(&mut self, bytes: Option<usize>) {
        self.part_bytes = bytes;
    }

    /// How many bundles each of `languages` that has records is indexed in, as
    /// [`SearchIndex::build`] builds them from the records set now (their folders:
    /// [`bundle_dirs`]).
    pub fn parts(&self, languages: &[String]) -> BTreeMap<String, usize> {
        let by_language = by_language(&self.records, languages);
        let limit = self.part_limit(&by_language);
        by_language
            .iter()
            .map(|(lang, records)| (lang.to_string(), split(records, limit).len()))
            .collect()
    }

    /// The most bytes of records a bundle holds: the site's setting, or [`PART_BYTES`] when
    /// the records of all languages are over the one-at-a-time threshold; None, no limit.
    /// Taken from every language's records, not only those indexed again, so that a language
    /// is cut the same way whichever others changed.
    fn part_limit(&self, by_language: &BTreeMap<&str, Vec<&SearchRecord>>) -> Option<usize> {
        let total: usize = by_language.values().map(|records| bytes(records)).sum();
        let large = total > self.one_at_a_time_above.unwrap_or(ONE_AT_A_TIME_ABOVE);
        self.part_bytes.or(large.then_some(PART_BYTES))
    }

    /// Sets the record of one (page, language) document: None when the document has none
    /// (it is not a review, drive or protocol page, or a fallback).
    pub fn set(&mut self, path: &str, lang: &str, record: Option<SearchRecord>) {
        let key = (path.to_string(), lang.to_string());
        match record {
            Some(record) => {
                self.records.insert(key, record);
            }
            None => {
                self.records.remove(&key);
            }
        }
    }

    /// Forgets every record of a page that no longer exists.
    pub fn remove_page(&mut self, path: &str) {
        self.records.retain(|(page, _), _| page != path);
    }

    /// Builds the bundle of every language whose records changed since the last call (every
    /// language, the first time), in parallel, and returns their files. `languages` are the
    /// site's; a language without records has no bundle (and loses the one it had).
    pub fn build(&mut self, languages: &[String]) -> Result<BuiltIndex, Diagnostic> {
        self.build_writing(languages, None)
    }

    /// As [`SearchIndex::build`]; with `sink`, each bundle's files are given to it as soon as
    /// the bundle is built (or taken from the previous output) and then dropped, rather than
    /// returned: a large site holds one bundle's files at a time, not all of them.
    pub fn build_writing(
        &mut self,
        languages: &[String],
        sink: Option<&BundleSink<'_>>,
    ) -> Result<BuiltIndex, Diagnostic> {
        let started = Instant::now();
        let by_language = by_language(&self.records, languages);
        let limit = self.part_limit(&by_language);
        let wanted: Vec<(Planned, blake3::Hash)> = by_language
            .iter()
            .flat_map(|(lang, records)| {
                let parts = split(records, limit);
                let count = parts.len();
                parts.into_iter().enumerate().map(move |(index, records)| Planned {
                    name: if count == 1 {
                        lang.to_string()
                    } else {
                        format!("{lang}/{}", index + 1)
                    },
                    lang,
                    records,
                })
            })
            .map(|planned| {
                let digest = digest(&planned.name, planned.records);
                (planned, digest)
            })
            .collect();
        let mut stale: Vec<&(Planned, blake3::Hash)> = wanted
            .iter()
            .filter(|(planned, digest)| {
                self.bundles.get(&planned.name).is_none_or(|b| b.digest != *digest)
            })
            .collect();
        // The largest first, so that the last one indexed is a small one.
        stale
            .sort_by_key(|(planned, _)| (std::cmp::Reverse(bytes(planned.records)), &planned.name));
        // A large site's bundles one at a time: memory before speed (ONE_AT_A_TIME_ABOVE).
        let total: usize = stale.iter().map(|(planned, _)| bytes(planned.records)).sum();
        let workers = if total > self.one_at_a_time_above.unwrap_or(ONE_AT_A_TIME_ABOVE) {
            1
        } else {
            rayon::current_num_threads()
        };
        let previous = self.previous.as_deref();
        let (built, at_once) = on_indexing_threads(&stale, workers, |(planned, digest)| {
            let name = &planned.name;
            let (files, reused) = match previous.and_then(|dir| reuse(dir, name, digest)) {
                Some(files) => (files, true),
                None => (index_bundle(planned.lang, name, digest, planned.records)?, false),
            };
            let paths = files.iter().map(|(path, _)| path.clone()).collect();
            let bundle = Bundle {
                digest: *digest,
                paths,
                lang: planned.lang.to_string(),
                pages: planned.records.len(),
            };
            // Written at once, and dropped: only the paths are kept.
            let files = match sink {
                Some(sink) => {
                    sink(&files)?;
                    Vec::new()
                }
                None => files,
            };
            Ok((name.clone(), bundle, files, reused))
        });
        // Nothing changes unless every bundle was built.
        let mut built: Vec<(String, Bundle, Vec<BundleFile>, bool)> =
            built.into_iter().collect::<Result<_, _>>()?;
        built.sort_by(|a, b| a.0.cmp(&b.0));
        let mut result = BuiltIndex { at_once, ..BuiltIndex::default() };
        let before: BTreeSet<String> =
            self.bundles.values().flat_map(|b| b.paths.iter().cloned()).collect();
        for (name, bundle, files, reused) in built {
            result.files.extend(files);
            result.written.extend(bundle.paths.iter().cloned());
            if reused {
                result.reused.push(name.clone());
            } else {
                result.indexed.push(name.clone());
            }
            self.bundles.insert(name, bundle);
        }
        result.written.sort();
        let kept: BTreeSet<&str> =
            wanted.iter().map(|(planned, _)| planned.name.as_str()).collect();
        self.bundles.retain(|name, _| kept.contains(name.as_str()));
        for bundle in self.bundles.values() {
            *result.pages.entry(bundle.lang.clone()).or_default() += bundle.pages;
        }
        let now: BTreeSet<&str> =
            self.bundles.values().flat_map(|b| b.paths.iter().map(String::as_str)).collect();
        result.removed = before.into_iter().filter(|path| !now.contains(path.as_str())).collect();
        result.elapsed = started.elapsed();
        Ok(result)
    }
}

/// `work` done for each of `items`, `workers` at once (at least one, at most one per item);
/// the results in the order of `items`, and the most items worked on at one time. Each worker
/// is a thread outside the caller's pool with a rayon pool of its own (of one thread), in which
/// it works on one item after another.
///
/// Pagefind runs part of its indexing on the rayon pool of the thread that calls it, and a
/// rayon thread waiting for that work takes other work queued in its pool meanwhile. Were the
/// languages queued in one pool, a thread indexing one (inside its Tokio runtime) could take
/// another language and start a second runtime inside the first, which panics ("Cannot start a
/// runtime from within a runtime"). In a worker's own pool, a language's indexing can only meet
/// its own work. Nor does it need the caller's pool, whose threads may all be busy or waiting
/// (a pool of one thread would otherwise wait for itself).
fn on_indexing_threads<T: Sync, R: Send>(
    items: &[T],
    workers: usize,
    work: impl Fn(&T) -> R + Sync,
) -> (Vec<R>, usize) {
    let next = AtomicUsize::new(0);
    let (working, most) = (AtomicUsize::new(0), AtomicUsize::new(0));
    // Each worker takes the next item until none is left, in its own pool of one thread: the
    // items worked on at once already keep every core busy, and each holds its pages' words
    // while it is indexed (memory grows with each more).
    let take_items = || {
        let mut done = Vec::new();
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(item) = items.get(index) else { break };
            most.fetch_max(working.fetch_add(1, Ordering::SeqCst) + 1, Ordering::SeqCst);
            done.push((index, work(item)));
            working.fetch_sub(1, Ordering::SeqCst);
        }
        done
    };
    let mut results: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..workers.clamp(1, items.len().max(1)))
            .map(|_| {
                scope.spawn(|| match rayon::ThreadPoolBuilder::new().num_threads(1).build() {
                    Ok(pool) => pool.install(take_items),
                    // No thread to be had: the work runs on this thread alone.
                    Err(_) => take_items(),
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| {
                worker.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    results.sort_by_key(|(index, _)| *index);
    (results.into_iter().map(|(_, result)| result).collect(), most.into_inner())
}

/// A hash of a bundle's name (its language, or the part of one), its records and the
/// indexer, to tell whether the bundle must be built again.
fn digest(name: &str, records: &[&SearchRecord]) -> blake3::Hash {
    let mut hasher = blake3::Hasher::new();
    for part in [INDEXER, name] {
        hasher.update(&(part.len() as u64).to_le_bytes());
        hasher.update(part.as_bytes());
    }
    for record in records {
        for part in [record.url.as_str(), &*record.html] {
            hasher.update(&(part.len() as u64).to_le_bytes());
            hasher.update(part.as_bytes());
        }
    }
    hasher.finalize()
}

/// The records of one bundle (`name`: a language, or a part of one) in `lang` through
/// Pagefind: the bundle's files, relative to the output. Pagefind's API is async (tokio);
/// each bundle gets a small runtime of its own, on the thread that indexes it, and Pagefind's
/// index is dropped before this returns.
fn index_bundle(
    lang: &str,
    name: &str,
    digest: &blake3::Hash,
    records: &[&SearchRecord],
) -> Result<Vec<BundleFile>, Diagnostic> {
    let fail = |what: &str, e: &dyn std::fmt::Display| {
        Diagnostic::error(format!("cannot build the search index of `{lang}`: {what}: {e}"))
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| fail("cannot start the indexer", &e))?;
    let files = runtime.block_on(async {
        let options = pagefind::options::PagefindServiceConfig::builder()
            .force_language(lang.to_string())
            .build();
        let mut index = pagefind::api::PagefindIndex::new(Some(options))
            .map_err(|e| fail("Pagefind refused its options", &e))?;
        for record in records {
            index
                .add_html_file(None, Some(record.url.clone()), record.html.to_string())
                .await
                .map_err(|e| fail(&format!("page {}", record.url), &e))?;
        }
        index.get_files().await.map_err(|e| fail("cannot write the index", &e))
    })?;
    let dir = bundle_dir(name);
    let names: BTreeSet<String> = files.iter().map(|f| file_name(&f.filename)).collect();
    // A language Pagefind stems has its own search module; the generic one is not loaded.
    let has_own_wasm = names.contains(&format!("wasm.{lang}.pagefind"));
    let mut written: Vec<BundleFile> = files
        .into_iter()
        .map(|file| (file_name(&file.filename), file.contents))
        .filter(|(name, _)| !UNUSED_FILES.contains(&name.as_str()))
        .filter(|(name, _)| !(has_own_wasm && name == "wasm.unknown.pagefind"))
        .map(|(name, contents)| (format!("{dir}{name}"), Arc::from(contents)))
        .collect();
    written.sort_by(|a, b| a.0.cmp(&b.0));
    let mut list = format!("{}\n", digest.to_hex());
    for (path, _) in &written {
        list.push_str(&path[dir.len()..]);
        list.push('\n');
    }
    written.push((format!("{dir}{BUNDLE_LIST}"), Arc::from(list.into_bytes())));
    written.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(written)
}

/// A bundle in the previous output, when it was built from these records (by this indexer)
/// and all its files are there.
fn reuse(previous_output: &Path, name: &str, digest: &blake3::Hash) -> Option<Vec<BundleFile>> {
    let dir = bundle_dir(name);
    let folder = previous_output.join(&dir);
    let list = std::fs::read_to_string(folder.join(BUNDLE_LIST)).ok()?;
    let mut lines = list.lines();
    if lines.next()? != digest.to_hex().as_str() {
        return None;
    }
    let mut files = vec![(format!("{dir}{BUNDLE_LIST}"), Arc::from(list.as_bytes()))];
    for name in lines {
        // Only plain relative names, as written above: nothing outside the bundle is read.
        if name
            .split('/')
            .any(|part| part.is_empty() || part == "." || part == ".." || part.contains('\\'))
        {
            return None;
        }
        let bytes = std::fs::read(folder.join(name)).ok()?;
        files.push((format!("{dir}{name}"), Arc::from(bytes)));
    }
    files.sort_by(|a, b| a.0.cmp(&b.0));
    Some(files)
}

/// A bundle file's path with `/` separators, as Pagefind names it inside the bundle.
fn file_name(path: &std::path::Path) -> String {
    path.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(lang: &str, url: &str, body: &str) -> SearchRecord {
        SearchRecord {
            lang: lang.into(),
            url: url.into(),
            html: format!(
                "<!DOCTYPE html><html lang=\"{lang}\"><body><h1 data-pagefind-meta=\"title\">{body}</h1>\
<p>{body}</p><span data-pagefind-filter=\"{READER_FILTER}\" data-pagefind-ignore>{lang}</span></body></html>"
            )
            .into(),
        }
    }

    #[test]
    fn a_bundle_per_language_and_only_changed_languages_are_indexed_again() {
        let languages = vec!["en".to_string(), "ja".to_string(), "pl".to_string()];
        let mut index = SearchIndex::default();
        index.set("reviews/a", "en", Some(record("en", "/reviews/a/", "Drive review")));
        index.set("reviews/a", "ja", Some(record("ja", "/ja/reviews/a/", "ドライブの検証")));
        let built = index.build(&languages).unwrap();
        assert_eq!(built.indexed, ["en", "ja"]);
        assert_eq!(built.pages, BTreeMap::from([("en".to_string(), 1), ("ja".to_string(), 1)]));
        let paths: Vec<&str> = built.files.iter().map(|(p, _)| p.as_str()).collect();
        for wanted in [
            "pagefind/en/pagefind.js",
            "pagefind/en/pagefind-entry.json",
            "pagefind/en/wasm.en.pagefind",
            "pagefind/ja/wasm.unknown.pagefind",
        ] {
            assert!(paths.contains(&wanted), "{wanted} in {paths:?}");
        }
        assert!(!paths.iter().any(|p| p.ends_with("pagefind-ui.js") || *p == "pagefind/en/wasm.unknown.pagefind"), "{paths:?}");
        assert!(paths.iter().any(|p| p.starts_with("pagefind/ja/fragment/")), "{paths:?}");

        // The same records: nothing to index, nothing to write.
        let again = index.build(&languages).unwrap();
        assert!(again.indexed.is_empty() && again.files.is_empty() && again.removed.is_empty());
        assert_eq!(again.pages, built.pages);

        // A change in English indexes English again; its replaced files are listed.
        index.set("reviews/a", "en", Some(record("en", "/reviews/a/", "Another drive review")));
        let changed = index.build(&languages).unwrap();
        assert_eq!(changed.indexed, ["en"]);
        assert!(changed.files.iter().all(|(p, _)| p.starts_with("pagefind/en/")));
        assert!(
            changed.removed.iter().all(|p| p.starts_with("pagefind/en/"))
                && !changed.removed.is_empty(),
            "{:?}",
            changed.removed
        );

        // A language left without records loses its bundle.
        index.remove_page("reviews/a");
        index.set("reviews/b", "en", Some(record("en", "/reviews/b/", "Drive")));
        let fewer = index.build(&languages).unwrap();
        assert_eq!(fewer.pages.keys().collect::<Vec<_>>(), ["en"]);
        assert!(fewer.removed.iter().any(|p| p.starts_with("pagefind/ja/")));
    }

    #[test]
    fn a_bundle_is_taken_from_the_previous_output_only_when_its_records_are_the_same() {
        let languages = vec!["en".to_string(), "fr".to_string()];
        let fill = |index: &mut SearchIndex, english: &str| {
            index.set("reviews/a", "en", Some(record("en", "/reviews/a/", english)));
            index.set("reviews/a", "fr", Some(record("fr", "/fr/reviews/a/", "Test du disque")));
        };
        let mut first = SearchIndex::default();
        fill(&mut first, "Drive review");
        let built = first.build(&languages).unwrap();
        let previous = tempfile::tempdir().unwrap();
        for (path, bytes) in &built.files {
            let file = previous.path().join(path);
            std::fs::create_dir_all(file.parent().unwrap()).unwrap();
            std::fs::write(file, bytes).unwrap();
        }

        let mut second = SearchIndex::reusing(Some(previous.path().to_path_buf()));
        fill(&mut second, "Drive review, revised");
        let rebuilt = second.build(&languages).unwrap();
        assert_eq!(rebuilt.reused, ["fr"]);
        assert_eq!(rebuilt.indexed, ["en"]);
        let of = |files: &[(String, Arc<[u8]>)], lang: &str| -> Vec<BundleFile> {
            files.iter().filter(|(p, _)| p.starts_with(&bundle_dir(lang))).cloned().collect()
        };
        assert_eq!(
            of(&rebuilt.files, "fr"),
            of(&built.files, "fr"),
            "the reused bundle is the previous one, byte for byte"
        );
        assert_ne!(of(&rebuilt.files, "en"), of(&built.files, "en"));

        // A bundle with a file missing is built again.
        let listed =
            std::fs::read_to_string(previous.path().join("pagefind/fr").join(BUNDLE_LIST)).unwrap();
        let fragment = listed.lines().find(|l| l.starts_with("fragment/")).unwrap();
        std::fs::remove_file(previous.path().join("pagefind/fr").join(fragment)).unwrap();
        let mut third = SearchIndex::reusing(Some(previous.path().to_path_buf()));
        fill(&mut third, "Drive review");
        let again = third.build(&languages).unwrap();
        assert_eq!(again.reused, ["en"]);
        assert_eq!(again.indexed, ["fr"]);
        assert_eq!(of(&again.files, "fr"), of(&built.files, "fr"), "built again, it is the same");
    }

    #[test]
    fn the_same_records_give_the_same_bytes() {
        let languages = vec!["en".to_string()];
        let build = || {
            let mut index = SearchIndex::default();
            for i in 0..30 {
                index.set(
                    &format!("reviews/r{i}"),
                    "en",
                    Some(record(
                        "en",
                        &format!("/reviews/r{i}/"),
                        &format!("Drive number {i} reviewed"),
                    )),
                );
            }
            index.build(&languages).unwrap().files
        };
        assert_eq!(build(), build());
    }

    fn pages_in(languages: &[String], pages: usize, words: usize, round: usize) -> SearchIndex {
        let mut index = SearchIndex::default();
        for lang in languages {
            for page in 0..pages {
                let text: String = (0..words)
                    .map(|w| format!("word{} ", (w * 7 + page * 13 + round) % 97))
                    .collect();
                index.set(
                    &format!("reviews/r{page}"),
                    lang,
                    Some(record(lang, &format!("/{lang}/reviews/r{page}/"), &text)),
                );
            }
        }
        index
    }

    /// Pagefind runs part of its work on rayon's pool. Languages indexed as jobs of one pool let
    /// a thread waiting inside Pagefind take another language's job and start a second runtime
    /// inside the first: "Cannot start a runtime from within a runtime", a panic CI met once in a
    /// few runs. It depends on timing: with languages queued in the caller's pool, this test
    /// met the panic in three of seven runs (release build); with a pool per language, in none
    /// of eight, and it cannot by construction.
    #[test]
    fn languages_indexed_at_once_never_start_a_runtime_inside_another() {
        let languages: Vec<String> = ["de", "en", "es", "fr", "it", "nl", "pl", "pt"]
            .iter()
            .map(|l| l.to_string())
            .collect();
        let pool = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
        pool.install(|| {
            for round in 0..4 {
                let built = pages_in(&languages, 100, 120, round).build(&languages).unwrap();
                assert_eq!(built.indexed, languages);
            }
        });
    }

    /// Over the threshold, one language at a time, and the same bundles as side by side.
    #[test]
    fn a_large_site_indexes_its_languages_one_at_a_time() {
        let languages: Vec<String> =
            ["en", "fr", "ja", "pl"].iter().map(|l| l.to_string()).collect();
        let pool = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
        let (small, large) = pool.install(|| {
            let small = pages_in(&languages, 20, 40, 0).build(&languages).unwrap();
            let mut large = pages_in(&languages, 20, 40, 0).one_at_a_time_above(1000);
            (small, large.build(&languages).unwrap())
        });
        assert_eq!(large.at_once, 1);
        assert_eq!(large.indexed, languages);
        assert!(small.at_once >= 1 && small.at_once <= 4, "{}", small.at_once);
        assert_eq!(large.files, small.files, "the same bundles, byte for byte");
    }

    /// The URLs of the pages a bundle's fragments hold (`dir`: `pagefind/en/2/`).
    fn fragment_urls(files: &[BundleFile], dir: &str) -> Vec<String> {
        use std::io::Read;
        files
            .iter()
            .filter(|(path, _)| {
                path.strip_prefix(dir).is_some_and(|name| name.starts_with("fragment/"))
            })
            .map(|(_, gz)| {
                let mut text = String::new();
                flate2::read::GzDecoder::new(&gz[..]).read_to_string(&mut text).unwrap();
                let json: serde_json::Value =
                    serde_json::from_str(text.trim_start_matches("pagefind_dcd")).unwrap();
                json["url"].as_str().unwrap().to_string()
            })
            .collect()
    }

    /// A language over the part size: several bundles, in the records' order, that together
    /// hold each of its records once; the same bytes in two builds, whichever thread builds
    /// which part; a language under it keeps one bundle.
    #[test]
    fn a_language_over_the_part_size_is_indexed_in_parts_holding_all_its_records() {
        let languages: Vec<String> = ["en", "fr"].iter().map(|l| l.to_string()).collect();
        let build = |threads: usize| {
            let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
            pool.install(|| {
                let mut index = pages_in(&languages[..1], 40, 60, 0);
                index.set("reviews/only", "fr", Some(record("fr", "/fr/reviews/only/", "Test")));
                let sizes: BTreeMap<String, usize> = index
                    .records
                    .values()
                    .filter(|r| r.lang == "en")
                    .map(|r| (r.url.clone(), r.html.len()))
                    .collect();
                index.part_bytes(Some(sizes.values().sum::<usize>().div_ceil(4)));
                let parts = index.parts(&languages);
                (parts, index.build(&languages).unwrap(), sizes)
            })
        };
        let (parts, built, sizes) = build(4);
        assert_eq!(parts, BTreeMap::from([("en".to_string(), 4), ("fr".to_string(), 1)]));
        assert_eq!(built.indexed, ["en/1", "en/2", "en/3", "en/4", "fr"]);
        assert_eq!(built.pages, BTreeMap::from([("en".to_string(), 40), ("fr".to_string(), 1)]));
        let dirs = bundle_dirs("en", 4);
        assert_eq!(dirs, ["pagefind/en/1/", "pagefind/en/2/", "pagefind/en/3/", "pagefind/en/4/"]);
        let paths: Vec<&str> = built.files.iter().map(|(p, _)| p.as_str()).collect();
        let (total, largest) = (sizes.values().sum::<usize>(), *sizes.values().max().unwrap());
        let mut all: Vec<String> = Vec::new();
        for dir in &dirs {
            for file in ["pagefind.js", "pagefind-entry.json", "wasm.en.pagefind", BUNDLE_LIST] {
                assert!(
                    paths.contains(&format!("{dir}{file}").as_str()),
                    "{dir}{file} in {paths:?}"
                );
            }
            let mut urls = fragment_urls(&built.files, dir);
            urls.sort();
            // At most its share of the records, and a record more.
            let bytes: usize = urls.iter().map(|url| sizes[url]).sum();
            assert!(
                !urls.is_empty() && bytes <= total.div_ceil(4) + largest,
                "{dir}: {bytes} of {total}"
            );
            // In the records' order: every page of a part before every page of the next.
            assert!(all.last().is_none_or(|last| *last < urls[0]), "{dir}: {urls:?} after {all:?}");
            all.extend(urls);
        }
        assert_eq!(all, sizes.keys().cloned().collect::<Vec<_>>(), "each record once");
        assert!(!paths.contains(&"pagefind/en/pagefind.js"), "no whole English bundle: {paths:?}");
        assert_eq!(fragment_urls(&built.files, "pagefind/fr/"), ["/fr/reviews/only/"]);
        // Two builds, on one thread and on four: the same bytes.
        let (_, again, _) = build(1);
        assert_eq!(again.files, built.files);
        // Under the one-at-a-time threshold and without a setting: one bundle per language.
        let whole = pages_in(&languages[..1], 40, 60, 0);
        assert_eq!(whole.parts(&languages), BTreeMap::from([("en".to_string(), 1)]));
    }

    /// A caller whose pool has one thread, busy waiting for the index: the index must not need it.
    #[test]
    fn a_pool_of_one_thread_indexes_every_language() {
        let languages: Vec<String> = ["en", "fr", "ja"].iter().map(|l| l.to_string()).collect();
        let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
        let built = pool.install(|| pages_in(&languages, 20, 40, 0).build(&languages).unwrap());
        assert_eq!(built.indexed, ["en", "fr", "ja"]);
        assert_eq!(built.pages.values().sum::<usize>(), 60);
    }
}
