//! Charts drawn once: a chart is drawn, or taken from the previous build or the preview's
//! memory, under a hash of everything that shapes it, and written once per build.

use super::*;

/// Draws charts, or takes them from the previous build when nothing about them changed.
///
/// A chart's file name is a hash of everything that shapes it (its texts, numbers, id and
/// the renderer's version), so a chart found under its name in the previous output is
/// exactly the chart that would be drawn now.
pub struct ChartStore {
    previous: Option<PathBuf>,
    /// Charts kept in memory between builds (the preview server's cache).
    memory: Option<Mutex<HashMap<String, Arc<str>>>>,
    /// Hashes given out for writing in this build (the same chart on two pages is written
    /// once), each with the size its file declares once a page has asked for it: a page that
    /// shows a chart already given out (a review's charts on its drive's print page) needs
    /// only that, neither the chart drawn again nor read back.
    written: Mutex<HashMap<Key, Option<ChartSize>>>,
    /// Distinct charts drawn, and taken from the previous output, in this build. Sets, not
    /// counters: two pages drawing the same chart at the same moment count it once.
    drawn: Mutex<HashSet<Key>>,
    reused: Mutex<HashSet<Key>>,
    /// The pages' social cards, build output cached the same way (`crate::cards`).
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

/// The width and height a chart's root element declares, in CSS pixels (`480`, `628`).
pub type ChartSize = (Arc<str>, Arc<str>);

fn count(set: &Mutex<HashSet<Key>>, hash: &str) {
    if let Ok(mut set) = set.lock() {
        set.insert(Key::of(hash));
    }
}

/// Bumped whenever the renderer's output changes for the same spec.
const RENDERER_VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "/charts-6");
pub const CHARTS_DIR: &str = "charts";

/// A chart for a page: its hash (its file's name), its size, and its file when the page is
/// the first of this build to show it and so writes it.
pub struct DrawnChart {
    pub hash: String,
    pub size: ChartSize,
    /// The chart's file (shared: the preview's store keeps it too), for the caller to write;
    /// None when another page of this build has it written.
    pub to_write: Option<Arc<str>>,
}

impl ChartStore {
    /// A store for one build. `previous_output`: the output folder of the last good build,
    /// whose `charts/` the store reuses. It keeps no chart in memory: a large site draws
    /// hundreds of thousands, and a page needs a chart only until its file is written.
    pub fn new(previous_output: Option<PathBuf>) -> ChartStore {
        ChartStore {
            cards: crate::cards::CardStore::new(previous_output.clone()),
            previous: previous_output.map(|p| p.join(CHARTS_DIR)),
            memory: None,
            written: Mutex::new(HashMap::new()),
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

    /// Starts a new build: counters reset, every chart file is to be written again.
    pub fn begin_build(&self) {
        self.cards.begin_build();
        for set in [&self.drawn, &self.reused] {
            if let Ok(mut set) = set.lock() {
                set.clear();
            }
        }
        if let Ok(mut written) = self.written.lock() {
            written.clear();
        }
    }

    /// For a page taken from the previous output, which shows the chart `hash` without
    /// asking for it: true when no page of this build has been given it yet (the caller then
    /// puts the previous output's file in place, and it counts as reused).
    pub fn claim(&self, hash: &str) -> bool {
        let claimed = match self.written.lock() {
            Ok(mut written) => match written.entry(Key::of(hash)) {
                std::collections::hash_map::Entry::Vacant(entry) => {
                    entry.insert(None);
                    true
                }
                std::collections::hash_map::Entry::Occupied(_) => false,
            },
            Err(_) => false,
        };
        if claimed {
            count(&self.reused, hash);
        }
        claimed
    }

    /// Takes back a claim whose file could not be put in place: the next page to ask for the
    /// chart writes it.
    pub fn unclaim(&self, hash: &str) {
        if let Ok(mut written) = self.written.lock() {
            written.remove(&Key::of(hash));
        }
        if let Ok(mut reused) = self.reused.lock() {
            reused.remove(&Key::of(hash));
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
    /// variant for wide screens (`iopress_charts::draw::WIDE_WIDTH`).
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
        // The phone-first drawing keeps the names it had before wide variants were drawn.
        if width != iopress_charts::draw::WIDTH {
            hasher.update(&width.to_le_bytes());
        }
        // Streamed into the hash: the same bytes as the JSON text, without building it.
        let _ = serde_json::to_writer(&mut hasher, spec);
        // A probe number shows how this locale formats, so a change in CLDR data or in
        // the formatter also changes the hash.
        hasher.update(localizer.format_f64(1234567.5, 1, false).as_bytes());
        let hash = hasher.finalize().to_hex()[..HASH_LENGTH].to_string();
        let key = Key::of(&hash);
        // Given out already in this build: its file is written by the page that asked first.
        let known = self.written.lock().ok().and_then(|written| written.get(&key).cloned());
        if let Some(Some(size)) = known {
            return DrawnChart { hash, size, to_write: None };
        }
        // A chart already seen by this store (in an earlier build of the preview server) is
        // neither drawn nor counted again.
        let remembered =
            self.memory.as_ref().and_then(|m| m.lock().ok()?.get(&hash).map(Arc::clone));
        let file = match remembered {
            Some(file) => file,
            None => {
                // The previous output's file of this name is this very chart (the name hashes
                // all that shapes it); one cut short is drawn again.
                let previous = self
                    .previous
                    .as_ref()
                    .and_then(|dir| std::fs::read_to_string(dir.join(format!("{hash}.svg"))).ok())
                    .filter(|file| {
                        file.starts_with("<?xml") && file.trim_end().ends_with("</svg>")
                    });
                let file: Arc<str> = match previous {
                    Some(file) => {
                        count(&self.reused, &hash);
                        file.into()
                    }
                    None => {
                        count(&self.drawn, &hash);
                        standalone_svg(&render_svg_at(
                            spec,
                            id,
                            &|value, digits| localizer.format_f64(value, digits, false),
                            width,
                        ))
                        .into()
                    }
                };
                if let Some(memory) = &self.memory {
                    if let Ok(mut memory) = memory.lock() {
                        memory.insert(hash.clone(), Arc::clone(&file));
                    }
                }
                file
            }
        };
        let size = dimensions(&file);
        // The first page to ask writes the file; one that asks for a chart a reused page
        // claimed (its file already put in place) or that another page drew at the same
        // moment only records its size.
        let first = self
            .written
            .lock()
            .map(|mut written| written.insert(key, Some(size.clone())).is_none())
            .unwrap_or(true);
        DrawnChart { hash, size, to_write: first.then_some(file) }
    }
}

/// The chart the renderer draws as a file of its own: with the XML declaration a standalone
/// SVG file needs, the theme's fonts and the theme's text colours.
fn standalone_svg(svg: &str) -> String {
    // Drawn, a chart takes the font of what it is in; a file has no page and would fall back
    // to a serif face: it names the theme's sans-serif stack (CJK faces included) itself.
    let svg =
        svg.replacen("font-family=\"inherit\"", &format!("font-family=\"{STANDALONE_FONTS}\""), 1);
    // The root is the target of `#light` (see STANDALONE_STYLE).
    let svg = svg.replacen("<svg ", &format!("<svg {LIGHT_ID}"), 1);
    // Inline `currentColor` would be the page's text colour; in an `<img>` or opened on its own it
    // would be black whatever the reader's colour scheme: the file sets the theme's text
    // colour for light and dark itself, right after the root element's start tag.
    let root_end = svg.find(">\n").map_or(svg.len(), |at| at + 2);
    let mut out = String::with_capacity(svg.len() + 64 + STANDALONE_STYLE.len());
    out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.push_str(&svg[..root_end]);
    out.push_str(STANDALONE_STYLE);
    out.push_str(&svg[root_end..]);
    out.push('\n');
    out
}

/// The default theme's sans-serif stack (`--font-sans` in style.css), for chart files.
const STANDALONE_FONTS: &str =
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Hiragino Sans', \
'Hiragino Kaku Gothic ProN', 'Noto Sans CJK JP', 'Noto Sans JP', 'Yu Gothic', Meiryo, sans-serif";

/// The default theme's text colours (`--text` in style.css, light and dark), for chart files:
/// text, axes, gridlines and neutral bars are drawn in `currentColor`. `color-scheme` gives a
/// file opened on its own a dark canvas in dark mode; an `<img>` has no canvas of its own.
/// Shown as `<file>#light`, a chart keeps the light colours whatever the reader's scheme: a
/// document that is always light (the print page, on screen too) shows its charts so. No
/// ligatures: a chart printed to PDF from its file would otherwise give its text as `ﬂash`,
/// not `flash`, to a reader who searches or copies it (inline, Chromium formed none).
const STANDALONE_STYLE: &str =
    "<style>svg{color:#1b1d21;color-scheme:light dark;font-variant-ligatures:none}\
@media (prefers-color-scheme:dark){svg{color:#e7e9ec}svg:target{color:#1b1d21}}</style>\n";

/// The root element's id in a chart file, which the fragment `#light` targets.
const LIGHT_ID: &str = "id=\"light\" ";

/// The fragment that shows a chart file in light colours whatever the reader's scheme.
pub const LIGHT_FRAGMENT: &str = "#light";

/// The width and height a chart's root element declares (`480`, `628`), for the `<img>` that
/// shows it: the page lays it out before the file arrives.
fn dimensions(svg: &str) -> ChartSize {
    let root = &svg[svg.find("<svg").unwrap_or(0)..];
    let root = &root[..root.find('>').unwrap_or(root.len())];
    let attribute = |name: &str| {
        let start = root.find(&format!(" {name}=\""))? + name.len() + 3;
        Some(root[start..start + root[start..].find('"')?].to_string())
    };
    (
        Arc::from(attribute("width").unwrap_or_default()),
        Arc::from(attribute("height").unwrap_or_default()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const INLINE: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 480 322\" width=\"480\" height=\"322\" \
role=\"img\" class=\"chart\" font-family=\"inherit\">\n<title id=\"c-title\">T</title>\n<text fill=\"currentColor\">1</text>\n</svg>\n";

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
    fn a_chart_asked_for_again_in_a_build_is_neither_drawn_nor_written_again_and_keeps_its_size() {
        let (l10n, _strings) = english();
        let localizer = l10n.get("en").unwrap();
        let store = ChartStore::new(None);
        let first = store.get(&spec(), "c", localizer);
        let svg = first.to_write.expect("the first page to show a chart writes it");
        assert_eq!(first.size, dimensions(&svg));
        assert_eq!(&*first.size.0, "480");
        let again = store.get(&spec(), "c", localizer);
        assert_eq!(again.hash, first.hash);
        assert!(again.to_write.is_none(), "written twice");
        assert_eq!(again.size, first.size);
        assert_eq!(store.drawn(), 1);
        // A new build writes it again (from a store that remembers nothing, drawn again).
        store.begin_build();
        assert!(store.get(&spec(), "c", localizer).to_write.is_some());
    }

    #[test]
    fn a_chart_a_reused_page_claimed_is_not_written_again_but_gets_its_size_from_the_previous_output(
    ) {
        let (l10n, _strings) = english();
        let localizer = l10n.get("en").unwrap();
        let drawn = ChartStore::new(None).get(&spec(), "c", localizer);
        let previous = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(previous.path().join(CHARTS_DIR)).unwrap();
        let file = drawn.to_write.unwrap();
        let path = previous.path().join(CHARTS_DIR).join(format!("{}.svg", drawn.hash));
        std::fs::write(&path, file.as_bytes()).unwrap();

        let store = ChartStore::new(Some(previous.path().to_path_buf()));
        assert!(store.claim(&drawn.hash));
        let asked = store.get(&spec(), "c", localizer);
        assert!(asked.to_write.is_none(), "the claimed file is already in place");
        assert_eq!(asked.size, drawn.size);
        assert_eq!((store.drawn(), store.reused()), (0, 1));

        // Not claimed, the previous output's file is written again byte for byte, not drawn;
        // one cut short is drawn again.
        let store = ChartStore::new(Some(previous.path().to_path_buf()));
        assert_eq!(store.get(&spec(), "c", localizer).to_write.as_deref(), Some(&*file));
        assert_eq!((store.drawn(), store.reused()), (0, 1));
        std::fs::write(&path, &file.as_bytes()[..file.len() / 2]).unwrap();
        let store = ChartStore::new(Some(previous.path().to_path_buf()));
        assert_eq!(store.get(&spec(), "c", localizer).to_write.as_deref(), Some(&*file));
        assert_eq!((store.drawn(), store.reused()), (1, 0));
    }

    #[test]
    fn a_chart_file_carries_its_fonts_and_colours_and_declares_its_size() {
        let file = standalone_svg(INLINE);
        assert!(file.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "), "{file}");
        // The style follows the root's start tag, and names the theme's light and dark text.
        let root = file.find("<svg").unwrap();
        let root_end = root + file[root..].find(">\n").unwrap() + 2;
        assert!(file[root_end..].starts_with("<style>svg{color:#1b1d21;"), "{file}");
        // Dark text in dark mode, unless the file is shown as `#light` (its root the target).
        assert!(
            file.contains(
                "@media (prefers-color-scheme:dark){svg{color:#e7e9ec}svg:target{color:#1b1d21}}"
            ),
            "{file}"
        );
        let document = roxmltree::Document::parse(&file).unwrap();
        assert_eq!(document.root_element().attribute("id"), Some(&LIGHT_FRAGMENT[1..]), "{file}");
        assert_eq!(dimensions(INLINE), (Arc::from("480"), Arc::from("322")));
        assert_eq!(dimensions(&file), dimensions(INLINE));
    }
}
