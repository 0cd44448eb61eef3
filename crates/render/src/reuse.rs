//! Documents taken unchanged from the previous build.
//!
//! Every build leaves a ledger in its output ([`LEDGER_FILE`]): for each document (a page in
//! one language, and separately its print page), a digest of everything it was rendered
//! from, the files it wrote, the charts its HTML carries and its search record. The next build
//! computes the same digest from the site as it is now; where it matches, the document's
//! files are hard-linked from the previous output instead of being rendered again.
//!
//! The ledger also keeps the hash of the content of every file the build wrote. A file is
//! taken from the previous output only while it is a regular file with that content
//! (`crate::output::Staging::link`): a file edited by hand or by a step run on the output,
//! or a link put in its place, is rendered again. So are the search bundles, which are
//! taken only from folders whose every file is intact
//! (`crate::output::Staging::previous_folder_intact`).
//!
//! A digest covers more than the document strictly reads, never less: a page is rendered
//! again when anything it could show may have changed.
//!
//! - Every document: iopress itself (its version and executable), the site configuration
//!   (as loaded, so `--base-url` counts) and `--drafts`, the theme's and the site's templates and UI
//!   strings, `content/protocols.toml`, and the front matter of every page (titles, slugs,
//!   dates and languages make the links, lists and language switchers of every page) and
//!   which of its files are translations (`iopress_site::content::Untranslated`).
//! - A review: every file of its own folder; for each protocol it was measured under, the
//!   data (every file but the Markdown bodies) of each review measured under it and of
//!   their drives (its rankings); the data of its drives.
//! - A drive, its comparison and its print page: its own folder; every file of each review
//!   of the drive (its print page carries their prose), and what each of those reviews'
//!   digests covers; and whether the output holds its PDF in that language (its page links
//!   to it only then).
//! - A protocol's page (its rankings): its own folder and the data its protocol's rankings
//!   are made from, as for a review.
//! - A plain page: its own folder.
//! - The home page and the sections list everything: every file of the site.
//!
//! The test `tests/testsuite/reuse.rs` edits each kind of input and checks that a build reusing the
//! previous output writes exactly what a build from nothing writes.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::search_index::SearchRecord;
use iopress_site::config::SiteConfig;
use iopress_site::content::{Input, Page, PageKind, SiteContent, CONTENT_DIR};
use iopress_site::PublishedPdfs;

use super::page_charts::ChartStore;
use super::{OutputFile, Sink, Written};

pub use crate::output::LEDGER_FILE;

/// Bumped whenever the ledger's shape or the meaning of a digest changes. 2: the hash of
/// every file written (`files`). 3: charts inline, in their documents' HTML (no chart files).
const LEDGER_VERSION: u32 = 3;

/// Which render of a document: its page (with its comparison, assets, data files and search
/// record), or its print page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pass {
    Pages,
    Print,
}

impl Pass {
    fn name(self) -> &'static str {
        match self {
            Pass::Pages => "page",
            Pass::Print => "print",
        }
    }
}

/// What the ledger keeps of one document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LedgerEntry {
    /// The digest of its inputs, in hex.
    inputs: String,
    /// The files it wrote, relative to the output folder.
    files: Vec<LedgerFile>,
    /// The hashes of the charts its pages carry inline, for the build's counts.
    charts: Vec<String>,
    record: Option<SearchRecord>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct LedgerFile {
    path: String,
    /// For a copied asset: its source, relative to the site folder.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    asset: Option<String>,
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct Ledger {
    version: u32,
    documents: BTreeMap<String, LedgerEntry>,
    /// Every file the build wrote, by its path in the output: the hash of its content, in hex.
    #[serde(default)]
    files: BTreeMap<String, String>,
}

/// The previous build's ledger, as read from its output: empty when it is missing, damaged
/// or of another version (nothing is then reused).
#[derive(Debug, Default)]
pub struct PreviousLedger {
    documents: HashMap<String, LedgerEntry>,
    files: HashMap<String, blake3::Hash>,
}

/// The JSON of the ledger in `output`, if there is one that reads: written gzip-compressed
/// (issue 40: its search records, the text of every page, were 14 MB of the 200-review bench
/// site's output; compressed, 4.4), and read plain too (as written before).
pub fn ledger_json(output: &Path) -> Option<Vec<u8>> {
    let bytes = std::fs::read(output.join(LEDGER_FILE)).ok()?;
    if !bytes.starts_with(&GZIP_MAGIC) {
        return Some(bytes);
    }
    let mut json = Vec::with_capacity(bytes.len() * 4);
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(bytes.as_slice()), &mut json)
        .ok()?;
    Some(json)
}

/// The first bytes of a gzip stream (RFC 1952), which no JSON text starts with.
const GZIP_MAGIC: [u8; 2] = [0x1f, 0x8b];

impl PreviousLedger {
    pub fn read(output: &Path) -> PreviousLedger {
        let Some(ledger) = ledger_json(output)
            .and_then(|bytes| serde_json::from_slice::<Ledger>(&bytes).ok())
            .filter(|ledger| ledger.version == LEDGER_VERSION)
        else {
            return PreviousLedger::default();
        };
        let files = ledger
            .files
            .into_iter()
            .filter_map(|(path, hex)| Some((path, blake3::Hash::from_hex(hex).ok()?)))
            .collect();
        PreviousLedger { documents: ledger.documents.into_iter().collect(), files }
    }

    /// The hash of the content of each file the previous build wrote, by path.
    pub fn take_files(&mut self) -> HashMap<String, blake3::Hash> {
        std::mem::take(&mut self.files)
    }
}

/// A document recorded for this build's ledger: everything but its search record already
/// written out as the ledger's JSON (the entry's object without its last member and the
/// closing brace). A large build records thousands of documents, each with dozens of chart
/// hashes and file paths; held as one string each they take a third of the memory they did
/// as strings of their own, and the search record's text stays shared with the index.
#[derive(Debug)]
struct Recorded {
    head: String,
    record: Option<SearchRecord>,
}

impl Recorded {
    fn new(entry: LedgerEntry) -> Recorded {
        let LedgerEntry { inputs, files, charts, record } = entry;
        #[derive(Serialize)]
        struct Head {
            inputs: String,
            files: Vec<LedgerFile>,
            charts: Vec<String>,
        }
        let mut head =
            serde_json::to_string(&Head { inputs, files, charts }).expect("a ledger entry is JSON");
        // `{…}` → `{…`, for `,"record":…}` to follow.
        head.pop();
        Recorded { head, record }
    }

    /// Writes the entry as `LedgerEntry` serializes: its members in their order, compact.
    fn write(&self, out: &mut impl std::io::Write) -> std::io::Result<()> {
        out.write_all(self.head.as_bytes())?;
        out.write_all(b",\"record\":")?;
        serde_json::to_writer(&mut *out, &self.record)?;
        out.write_all(b"}")
    }
}

/// A rendered document, as the ledger records it.
pub struct RenderedDocument<'r> {
    pub files: &'r [OutputFile],
    /// The hashes of the charts it shows.
    pub charts: &'r [String],
    pub record: &'r Option<SearchRecord>,
}

/// The previous build's ledger, this build's digests, and the ledger this build writes.
pub struct DocumentReuse {
    root: PathBuf,
    /// The previous output folder, None when there is none (nothing is reused).
    previous: Option<PathBuf>,
    /// Entries are moved out as their documents are taken (each is taken at most once).
    previous_ledger: Mutex<HashMap<String, LedgerEntry>>,
    digests: InputDigests,
    ledger: Mutex<BTreeMap<String, Recorded>>,
    reused: AtomicUsize,
}

impl DocumentReuse {
    /// Takes the documents of `previous`, the ledger of `previous_output`, and computes the
    /// digests of the site as it is now.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        root: &Path,
        theme_dir: &Path,
        config: &SiteConfig,
        content: &SiteContent,
        drafts: bool,
        pdfs: &PublishedPdfs,
        print_pages: bool,
        previous_output: Option<&Path>,
        previous: PreviousLedger,
    ) -> std::io::Result<DocumentReuse> {
        let mut digests = InputDigests::compute(root, theme_dir, config, content, drafts)?;
        digests.pdfs = pdfs.clone();
        digests.print_pages = print_pages;
        Ok(DocumentReuse {
            root: root.to_path_buf(),
            previous: previous_output.map(Path::to_path_buf),
            previous_ledger: Mutex::new(previous.documents),
            digests,
            ledger: Mutex::new(BTreeMap::new()),
            reused: AtomicUsize::new(0),
        })
    }

    /// Documents taken from the previous output in this build.
    pub fn reused(&self) -> usize {
        self.reused.load(Ordering::Relaxed)
    }

    /// Puts the document's files from the previous output into `sink` when nothing it is
    /// made from has changed, counting its charts (in its HTML) as reused in `charts`. Returns the files and the search record, or None when the
    /// document must be rendered.
    pub fn take(
        &self,
        page: &Page,
        lang: &str,
        pass: Pass,
        inputs: &str,
        sink: Sink,
        charts: &ChartStore,
    ) -> Option<(Vec<Written>, Option<SearchRecord>)> {
        let previous = self.previous.as_deref()?;
        let key = document_key(&page.path, lang, pass);
        let entry = self.previous_ledger.lock().expect("ledger lock").remove(&key)?;
        if entry.inputs != inputs {
            return None;
        }
        let mut written = Vec::with_capacity(entry.files.len());
        for file in &entry.files {
            let reused =
                OutputFile::Reused { path: file.path.clone(), source: previous.join(&file.path) };
            // A file gone from the previous output, or no longer what its build wrote: the
            // document is rendered instead (its files linked so far are overwritten).
            sink(&reused).ok()?;
            written.push(Written {
                path: file.path.clone(),
                source: file.asset.as_ref().map(|asset| self.root.join(asset)),
                page: None,
            });
        }
        // Its charts are in its HTML: counted as reused, nothing to write.
        for hash in &entry.charts {
            charts.reused_with_page(hash);
        }
        self.reused.fetch_add(1, Ordering::Relaxed);
        // The record's text is shared with the search index, not copied.
        let record = entry.record.clone();
        self.ledger.lock().expect("ledger lock").insert(key, Recorded::new(entry));
        Some((written, record))
    }

    /// The digest of everything a document is made from (see the module's documentation), in
    /// hex: what [`DocumentReuse::take`] compares and [`DocumentReuse::record`] keeps.
    pub fn inputs(&self, content: &SiteContent, page: &Page, lang: &str, pass: Pass) -> String {
        self.digests.document(content, page, lang, pass).to_hex().to_string()
    }

    /// Records a document this build rendered from `inputs`. Not one whose social card was
    /// drawn while no installed font had some of its characters: the next build renders it
    /// again, and draws its card in the fonts installed by then (a font is no input a digest
    /// covers).
    pub fn record(
        &self,
        page: &Page,
        lang: &str,
        pass: Pass,
        inputs: String,
        rendered: RenderedDocument,
    ) {
        let card_without_glyphs = rendered.files.iter().any(|file| {
            matches!(file, OutputFile::Rendered { bytes, .. } if crate::cards::drawn_without_glyphs(bytes))
        });
        if card_without_glyphs {
            return;
        }
        let charts: BTreeSet<&String> = rendered.charts.iter().collect();
        let files = rendered
            .files
            .iter()
            .map(|file| LedgerFile {
                path: file.path().to_string(),
                asset: match file {
                    OutputFile::Copied { source, .. } => {
                        Some(relative_path(source.strip_prefix(&self.root).unwrap_or(source)))
                    }
                    _ => None,
                },
            })
            .collect();
        let entry = LedgerEntry {
            inputs,
            files,
            charts: charts.into_iter().cloned().collect(),
            record: rendered.record.clone(),
        };
        self.ledger
            .lock()
            .expect("ledger lock")
            .insert(document_key(&page.path, lang, pass), Recorded::new(entry));
    }

    /// Writes the ledger of this build to `out` (the output's [`LEDGER_FILE`]), with the
    /// hash of every file it wrote (`files`, by path): its JSON, gzip-compressed
    /// ([`ledger_json`] reads it). The gzip header holds no time or name: the same ledger is
    /// the same bytes.
    pub fn write_ledger(
        &self,
        out: impl std::io::Write,
        files: &BTreeMap<String, blake3::Hash>,
    ) -> std::io::Result<()> {
        let documents = std::mem::take(&mut *self.ledger.lock().expect("ledger lock"));
        let mut out = std::io::BufWriter::new(flate2::write::GzEncoder::new(
            std::io::BufWriter::new(out),
            flate2::Compression::default(),
        ));
        write_ledger(&mut out, &documents, files)?;
        out.write_all(b"\n")?;
        let compressed = out.into_inner().map_err(std::io::IntoInnerError::into_error)?;
        compressed.finish()?.flush()
    }
}

/// What serializing a `Ledger` of these documents and files writes, compact.
fn write_ledger(
    out: &mut impl std::io::Write,
    documents: &BTreeMap<String, Recorded>,
    files: &BTreeMap<String, blake3::Hash>,
) -> std::io::Result<()> {
    write!(out, "{{\"version\":{LEDGER_VERSION},\"documents\":{{")?;
    for (index, (key, entry)) in documents.iter().enumerate() {
        if index > 0 {
            out.write_all(b",")?;
        }
        serde_json::to_writer(&mut *out, key)?;
        out.write_all(b":")?;
        entry.write(out)?;
    }
    out.write_all(b"},\"files\":{")?;
    for (index, (path, hash)) in files.iter().enumerate() {
        if index > 0 {
            out.write_all(b",")?;
        }
        serde_json::to_writer(&mut *out, path)?;
        write!(out, ":\"{}\"", hash.to_hex())?;
    }
    out.write_all(b"}}")
}

fn document_key(path: &str, lang: &str, pass: Pass) -> String {
    format!("{} {lang} /{path}", pass.name())
}

fn relative_path(path: &Path) -> String {
    path.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/")
}

/// Digests of the site's inputs, from which each document's is made.
struct InputDigests {
    /// iopress, the configuration, templates, UI strings, protocols, every front matter.
    shared: blake3::Hash,
    /// Every file of the site, and `shared`.
    everything: blake3::Hash,
    /// Per page (by path): every file of its folder.
    full: HashMap<String, blake3::Hash>,
    /// Per page: its folder's files but the Markdown bodies (front matter kept).
    data: HashMap<String, blake3::Hash>,
    /// Per protocol id: the data of each review measured under it and of their drives.
    protocols: HashMap<String, blake3::Hash>,
    /// The PDFs the output holds, which drive pages link to.
    pdfs: PublishedPdfs,
    /// Whether the output holds the print pages, which drive pages link to.
    print_pages: bool,
}

/// Hashes a sequence of byte strings so that no two sequences give the same input.
struct Digest(blake3::Hasher);

impl Digest {
    fn new(domain: &str) -> Digest {
        let mut digest = Digest(blake3::Hasher::new());
        digest.part(domain.as_bytes());
        digest
    }

    fn part(&mut self, bytes: &[u8]) -> &mut Self {
        self.0.update(&(bytes.len() as u64).to_le_bytes());
        self.0.update(bytes);
        self
    }

    fn hash(&mut self, hash: &blake3::Hash) -> &mut Self {
        self.part(hash.as_bytes())
    }

    fn finish(&self) -> blake3::Hash {
        self.0.finalize()
    }
}

impl InputDigests {
    fn compute(
        root: &Path,
        theme_dir: &Path,
        config: &SiteConfig,
        content: &SiteContent,
        drafts: bool,
    ) -> std::io::Result<InputDigests> {
        let mut shared = Digest::new("iopress shared inputs");
        shared.part(env!("CARGO_PKG_VERSION").as_bytes());
        // The executable's size and time: a rebuilt iopress (whose pages may differ) never
        // reuses what another one wrote.
        let exe = std::env::current_exe().and_then(std::fs::metadata)?;
        let modified = exe.modified()?.duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
        shared.part(&exe.len().to_le_bytes()).part(&modified.as_nanos().to_le_bytes());
        shared.part(format!("{config:?} drafts={drafts}").as_bytes());
        let mut shared_files: Vec<(String, PathBuf)> = Vec::new();
        for (label, dir) in [("theme", theme_dir.to_path_buf()), ("site", root.to_path_buf())] {
            for sub in ["templates", "i18n"] {
                shared_files.extend(
                    files_under(&dir.join(sub), &BTreeSet::new())
                        .into_iter()
                        .map(|(rel, path)| (format!("{label}/{sub}/{rel}"), path)),
                );
            }
        }
        // Anything else a theme carries but its static files (copied on every build).
        let theme_other: BTreeSet<PathBuf> =
            ["templates", "i18n", "static"].iter().map(|s| theme_dir.join(s)).collect();
        shared_files.extend(
            files_under(theme_dir, &theme_other)
                .into_iter()
                .map(|(rel, path)| (format!("theme/{rel}"), path)),
        );
        for file in [
            root.join(iopress_site::config::CONFIG_FILE),
            root.join(CONTENT_DIR).join(iopress_site::data::PROTOCOLS_FILE),
        ] {
            shared_files.push((relative_path(file.strip_prefix(root).unwrap_or(&file)), file));
        }
        for (name, path) in &shared_files {
            shared.part(name.as_bytes()).part(&std::fs::read(path).unwrap_or_default());
        }
        for page in content.pages.values() {
            shared.part(page.path.as_bytes()).part(
                format!("{:?} {} {:?} {:?}", page.kind, page.url_path, page.parent, page.facts)
                    .as_bytes(),
            );
            for (lang, text) in &page.texts {
                shared.part(lang.as_bytes()).part(text.parsed.front_matter_text.as_bytes());
                // Whether it is a translation decides where every page links it, and a copy
                // can stop being one by an edit of its prose alone.
                shared.part(format!("{:?}", text.untranslated).as_bytes());
            }
        }
        let shared = shared.finish();

        // Each folder once (the home page and protocol pages share the content folder).
        let page_dirs: BTreeSet<PathBuf> = content.pages.values().map(|p| p.dir.clone()).collect();
        let folders: Vec<(PathBuf, (blake3::Hash, blake3::Hash))> = page_dirs
            .par_iter()
            .map(|dir| {
                let files = files_under(dir, &page_dirs);
                let mut full = Digest::new("folder");
                let mut data = Digest::new("folder data");
                for (name, path) in &files {
                    let bytes = std::fs::read(path)?;
                    full.part(name.as_bytes()).part(&bytes);
                    if !name.ends_with(".md") {
                        data.part(name.as_bytes()).part(&bytes);
                    }
                }
                Ok((dir.clone(), (full.finish(), data.finish())))
            })
            .collect::<std::io::Result<_>>()?;
        let folders: HashMap<PathBuf, (blake3::Hash, blake3::Hash)> = folders.into_iter().collect();
        let mut full = HashMap::new();
        let mut data = HashMap::new();
        let mut everything = Digest::new("everything");
        everything.hash(&shared);
        for page in content.pages.values() {
            let (folder_full, folder_data) = folders[&page.dir];
            everything.part(page.path.as_bytes()).hash(&folder_full);
            full.insert(page.path.clone(), folder_full);
            // The folder's data and this page's front matter (a Markdown body aside).
            let mut page_data = Digest::new("page data");
            page_data.hash(&folder_data);
            for text in page.texts.values() {
                page_data.part(text.parsed.front_matter_text.as_bytes());
            }
            data.insert(page.path.clone(), page_data.finish());
        }
        let mut by_protocol: BTreeMap<&str, Digest> = BTreeMap::new();
        for review in content.of_kind(PageKind::Review) {
            for protocol in protocols_of(review) {
                let digest = by_protocol.entry(protocol).or_insert_with(|| Digest::new("protocol"));
                digest.part(review.path.as_bytes()).hash(&data[&review.path]);
                for drive in &review.facts.drives {
                    digest.part(drive.as_bytes());
                    if let Some(drive_data) =
                        data.get(&format!("{}/{drive}", iopress_site::content::DRIVES_SECTION))
                    {
                        digest.hash(drive_data);
                    }
                }
            }
        }
        let protocols =
            by_protocol.into_iter().map(|(id, digest)| (id.to_string(), digest.finish())).collect();
        Ok(InputDigests {
            shared,
            everything: everything.finish(),
            full,
            data,
            protocols,
            pdfs: PublishedPdfs::None,
            print_pages: false,
        })
    }

    /// The digest of one document's inputs (see the module's documentation).
    fn document(&self, content: &SiteContent, page: &Page, lang: &str, pass: Pass) -> blake3::Hash {
        let mut digest = Digest::new("document");
        digest.part(pass.name().as_bytes()).part(lang.as_bytes()).part(page.path.as_bytes());
        // What each kind shows, in order, is the table in `iopress_site::content::page_kinds`.
        for input in page.kind.spec().inputs {
            match input {
                Input::EveryPage => {
                    digest.hash(&self.everything);
                }
                Input::SiteWide => {
                    digest.hash(&self.shared);
                }
                Input::OwnPage => {
                    digest.hash(&self.full[&page.path]);
                }
                Input::Review => self.review_inputs(content, page, &mut digest),
                Input::ReviewsOfDrive => {
                    for review in content.reviews_of(page.id()) {
                        self.review_inputs(content, review, &mut digest);
                    }
                }
                Input::ProtocolResults => {
                    if let Some(protocol) =
                        page.protocol.as_ref().and_then(|p| self.protocols.get(&p.id))
                    {
                        digest.hash(protocol);
                    }
                }
                Input::PublishedPdf => {
                    let published = self.pdfs.includes(lang, page.id());
                    digest.part(if published { b"pdf" } else { b"no pdf" });
                    digest.part(if self.print_pages { b"print" } else { b"no print" });
                }
            }
        }
        digest.finish()
    }

    fn review_inputs(&self, content: &SiteContent, review: &Page, digest: &mut Digest) {
        digest.part(review.path.as_bytes()).hash(&self.full[&review.path]);
        for protocol in protocols_of(review) {
            digest.part(protocol.as_bytes());
            if let Some(protocol) = self.protocols.get(protocol) {
                digest.hash(protocol);
            }
        }
        for drive in content.drives_of(review) {
            digest.part(drive.path.as_bytes()).hash(&self.data[&drive.path]);
        }
    }
}

/// The protocols a review's results were measured under.
fn protocols_of(review: &Page) -> BTreeSet<&str> {
    review
        .review
        .iter()
        .flat_map(|r| r.tables.iter())
        .filter_map(|t| t.protocol.as_deref())
        .collect()
}

/// The files below `dir` (`/`-separated paths relative to it, sorted), leaving out the
/// folders in `skip` but `dir` itself (other pages' folders).
fn files_under(dir: &Path, skip: &BTreeSet<PathBuf>) -> Vec<(String, PathBuf)> {
    if !dir.is_dir() {
        return Vec::new();
    }
    walkdir::WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|entry| {
            entry.path() == dir || !(entry.file_type().is_dir() && skip.contains(entry.path()))
        })
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file())
        .map(|entry| {
            (
                relative_path(entry.path().strip_prefix(dir).unwrap_or(entry.path())),
                entry.path().to_path_buf(),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    /// What `write_ledger` writes is what serializing a `Ledger` (and each `LedgerEntry`)
    /// writes, so that the next build reads it back.
    #[test]
    fn a_recorded_ledger_is_written_as_the_ledger_serializes() {
        let record = SearchRecord {
            lang: "fr".into(),
            url: "/fr/reviews/a/".into(),
            html: Arc::from("<html lang=\"fr\">« é »\n\"x\"</html>"),
        };
        let entries = [
            LedgerEntry {
                inputs: "ab12".into(),
                files: vec![
                    LedgerFile { path: "fr/reviews/a/index.html".into(), asset: None },
                    LedgerFile {
                        path: "fr/reviews/a/diagram.svg".into(),
                        asset: Some("content/reviews/a/diagram.svg".into()),
                    },
                ],
                charts: vec!["0123456789abcdef01234567".into()],
                record: Some(record),
            },
            LedgerEntry {
                inputs: String::new(),
                files: Vec::new(),
                charts: Vec::new(),
                record: None,
            },
        ];
        for entry in entries.clone() {
            let mut written = Vec::new();
            Recorded::new(entry.clone()).write(&mut written).unwrap();
            assert_eq!(
                String::from_utf8(written.clone()).unwrap(),
                serde_json::to_string(&entry).unwrap()
            );
            assert_eq!(serde_json::from_slice::<LedgerEntry>(&written).unwrap(), entry);
        }
        // The whole ledger, as a `Ledger` serializes and as the next build reads it.
        let documents: BTreeMap<String, LedgerEntry> = entries
            .into_iter()
            .enumerate()
            .map(|(i, entry)| (format!("page fr /reviews/{i}"), entry))
            .collect();
        let recorded = documents
            .iter()
            .map(|(key, entry)| (key.clone(), Recorded::new(entry.clone())))
            .collect();
        let files: BTreeMap<String, blake3::Hash> = [
            ("fr/reviews/a/index.html".to_string(), blake3::hash(b"<html lang=\"fr\">")),
            ("charts/\"odd\" name.svg".to_string(), blake3::hash(b"<svg/>")),
        ]
        .into();
        let mut written = Vec::new();
        write_ledger(&mut written, &recorded, &files).unwrap();
        let ledger = Ledger {
            version: LEDGER_VERSION,
            documents,
            files: files
                .iter()
                .map(|(path, hash)| (path.clone(), hash.to_hex().to_string()))
                .collect(),
        };
        assert_eq!(
            String::from_utf8(written.clone()).unwrap(),
            serde_json::to_string(&ledger).unwrap()
        );
        let read = serde_json::from_slice::<Ledger>(&written).unwrap();
        assert_eq!(read.documents, ledger.documents);
        assert_eq!(read.files, ledger.files);
    }
}
