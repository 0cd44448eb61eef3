//! Charts drawn once per build: a chart is drawn, or taken from the preview's memory, under a
//! hash of everything that shapes it, and goes inline into its page (issue 40: a file per
//! drawing cost 31,440 files on the 200-review bench site, docs/performance.md).

use std::path::PathBuf;

use super::*;

/// Draws charts, or takes them from the preview's memory when nothing about them changed.
///
/// A chart's hash covers everything that shapes it (its texts, numbers, id and the
/// renderer's version). A chart is part of its page's HTML: a page taken whole from the
/// previous output (`crate::reuse`) brings its charts along, so a build draws only the charts
/// of the pages it renders.
pub struct ChartStore {
    /// Charts kept in memory between builds (the preview server's cache).
    memory: Option<Mutex<HashMap<String, Arc<str>>>>,
    /// Distinct charts drawn, and taken with their pages from the previous output, in this
    /// build. Sets, not counters: two pages drawing the same chart at the same moment count
    /// it once.
    drawn: Mutex<HashSet<Key>>,
    reused: Mutex<HashSet<Key>>,
    /// The pages' social cards, build output cached by file (`crate::cards`).
    pub cards: crate::cards::CardStore,
}

/// A chart's hash as the store's sets hold it: its 24 characters in place, not a string of
/// their own. A large site has hundreds of thousands of charts, and a string each held
/// about 10 MiB more at 1,000 reviews, in allocations that outlive every page's.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Key {
    Hash([u8; HASH_LENGTH]),
    /// Anything else a ledger names (it is read from disk, so it may be damaged).
    Other(Box<str>),
}

/// The length of a chart's hash (`store::ChartStore::get`), in hexadecimal characters.
const HASH_LENGTH: usize = 24;

impl Key {
    fn of(hash: &str) -> Key {
        match hash.as_bytes().try_into() {
            Ok(bytes) => Key::Hash(bytes),
            Err(_) => Key::Other(hash.into()),
        }
    }
}

fn count(set: &Mutex<HashSet<Key>>, hash: &str) {
    if let Ok(mut set) = set.lock() {
        set.insert(Key::of(hash));
    }
}

/// Bumped whenever the renderer's output changes for the same spec.
const RENDERER_VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "/charts-7");

/// A chart for a page: its hash (for the build's ledger and counts) and its drawing, the
/// `<svg>` element the page carries.
pub struct DrawnChart {
    pub hash: String,
    /// Shared: the preview's store keeps it too.
    pub svg: Arc<str>,
}

impl ChartStore {
    /// A store for one build. `previous_output`: the output folder of the last good build,
    /// whose social cards the store reuses. It keeps no chart in memory: a large site draws
    /// hundreds of thousands, and a page needs a chart only until it is rendered.
    pub fn new(previous_output: Option<PathBuf>) -> ChartStore {
        ChartStore {
            cards: crate::cards::CardStore::new(previous_output),
            memory: None,
            drawn: Mutex::new(HashSet::new()),
            reused: Mutex::new(HashSet::new()),
        }
    }

    /// A store for a process that builds many times: it has no previous output, and
    /// remembers every chart it drew.
    pub fn in_memory() -> ChartStore {
        ChartStore {
            memory: Some(Mutex::new(HashMap::new())),
            cards: crate::cards::CardStore::in_memory(),
            ..ChartStore::new(None)
        }
    }

    /// [`ChartStore::in_memory`] for the renders whose social cards nobody shares: `iopress
    /// check`, which writes nothing, and the preview, which is to show an edit at once. Their
    /// cards are named (the pages' tags are as built) but neither drawn nor written
    /// (`crate::cards::CardStore::names_only`).
    pub fn for_preview_and_check() -> ChartStore {
        ChartStore { cards: crate::cards::CardStore::names_only(), ..ChartStore::in_memory() }
    }

    /// Starts a new build: counters reset.
    pub fn begin_build(&self) {
        self.cards.begin_build();
        for set in [&self.drawn, &self.reused] {
            if let Ok(mut set) = set.lock() {
                set.clear();
            }
        }
    }

    /// Counts the chart `hash` of a page taken from the previous output (its drawing is in
    /// that page's HTML) as reused, unless this build drew it for another page.
    pub fn reused_with_page(&self, hash: &str) {
        let key = Key::of(hash);
        let drawn = self.drawn.lock().map(|drawn| drawn.contains(&key)).unwrap_or(false);
        if !drawn {
            count(&self.reused, hash);
        }
    }

    pub fn drawn(&self) -> usize {
        self.drawn.lock().map(|s| s.len()).unwrap_or(0)
    }

    pub fn reused(&self) -> usize {
        self.reused.lock().map(|s| s.len()).unwrap_or(0)
    }

    pub fn get(&self, spec: &ChartSpec, id: &str, localizer: &Localizer) -> DrawnChart {
        self.get_at(spec, id, localizer, iopress_charts::draw::WIDTH)
    }

    /// The chart drawn `width` px wide: [`ChartStore::get`]'s phone-first drawing, or the
    /// variant for wide screens (`iopress_charts::draw::WIDE_WIDTH`). `id` names the
    /// drawing's own ids (`<id>-title`…), unique on its page.
    pub fn get_at(
        &self,
        spec: &ChartSpec,
        id: &str,
        localizer: &Localizer,
        width: f64,
    ) -> DrawnChart {
        let mut hasher = blake3::Hasher::new();
        hasher.update(RENDERER_VERSION.as_bytes());
        hasher.update(localizer.locale().as_bytes());
        hasher.update(id.as_bytes());
        hasher.update(&width.to_le_bytes());
        // Streamed into the hash: the same bytes as the JSON text, without building it.
        let _ = serde_json::to_writer(&mut hasher, spec);
        // A probe number shows how this locale formats, so a change in CLDR data or in
        // the formatter also changes the hash.
        hasher.update(localizer.format_f64(1234567.5, 1, false).as_bytes());
        let hash = hasher.finalize().to_hex()[..HASH_LENGTH].to_string();
        // A chart already seen by this store (in an earlier build of the preview server) is
        // neither drawn nor counted again.
        let remembered =
            self.memory.as_ref().and_then(|m| m.lock().ok()?.get(&hash).map(Arc::clone));
        let svg = match remembered {
            Some(svg) => svg,
            None => {
                count(&self.drawn, &hash);
                let svg: Arc<str> = render_svg_at(
                    spec,
                    id,
                    &|value, digits| localizer.format_f64(value, digits, false),
                    width,
                )
                .into();
                if let Some(memory) = &self.memory {
                    if let Ok(mut memory) = memory.lock() {
                        memory.insert(hash.clone(), Arc::clone(&svg));
                    }
                }
                svg
            }
        };
        DrawnChart { hash, svg }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use iopress_charts::spec::{Bar, RankedBars};

    fn spec() -> ChartSpec {
        ChartSpec {
            title: "Chart".into(),
            description: "What it shows".into(),
            kind: ChartKind::RankedBars(RankedBars {
                value_title: "IOPS".into(),
                direction_note: "Higher is better".into(),
                bars: vec![Bar {
                    label: "A".into(),
                    value: 1.0,
                    value_label: "1".into(),
                    highlighted: false,
                }],
            }),
        }
    }

    fn english() -> (iopress_site::l10n::L10n, tempfile::TempDir) {
        let strings = tempfile::tempdir().unwrap();
        let l10n = iopress_site::l10n::L10n::load(
            &[iopress_site::l10n::LanguageSpec::new("en", "en")],
            "en",
            &[strings.path().to_path_buf()],
        )
        .unwrap()
        .0;
        (l10n, strings)
    }

    #[test]
    fn a_chart_is_drawn_inline_with_ids_of_its_own_and_counted_once() {
        let (l10n, _strings) = english();
        let localizer = l10n.get("en").unwrap();
        let store = ChartStore::new(None);
        let phone = store.get(&spec(), "c", localizer);
        let wide = store.get_at(&spec(), "c-wide", localizer, iopress_charts::draw::WIDE_WIDTH);
        assert_ne!(phone.hash, wide.hash);
        // An element for a page: no XML declaration, the page's font and colour.
        for (drawn, id) in [(&phone, "c"), (&wide, "c-wide")] {
            assert!(drawn.svg.starts_with("<svg "), "{}", drawn.svg);
            assert!(drawn.svg.contains(&format!("id=\"{id}-title\"")), "{}", drawn.svg);
        }
        assert!(!phone.svg.contains("c-wide"), "{}", phone.svg);
        let again = store.get(&spec(), "c", localizer);
        assert_eq!((again.hash.as_str(), &*again.svg), (phone.hash.as_str(), &*phone.svg));
        assert_eq!(store.drawn(), 2);
        // A page taken from the previous output counts its charts as reused, unless this
        // build drew them for another page.
        store.reused_with_page(&phone.hash);
        store.reused_with_page("0123456789abcdef01234567");
        assert_eq!((store.drawn(), store.reused()), (2, 1));
        store.begin_build();
        assert_eq!((store.drawn(), store.reused()), (0, 0));
    }

    #[test]
    fn the_preview_store_draws_a_chart_once_across_builds() {
        let (l10n, _strings) = english();
        let localizer = l10n.get("en").unwrap();
        let store = ChartStore::in_memory();
        let first = store.get(&spec(), "c", localizer);
        store.begin_build();
        let second = store.get(&spec(), "c", localizer);
        assert!(Arc::ptr_eq(&first.svg, &second.svg));
        assert_eq!(store.drawn(), 0);
    }
}
