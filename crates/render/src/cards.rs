//! Social cards: the picture a link to a page shows where it is shared, and the Open Graph
//! and Twitter tags that name it.
//!
//! A review and a drive get a card of their own in each language, a 1200×630 PNG beside the
//! page (`reviews/<slug>/card-<hash>.png`, `fr/drives/<id>/card-<hash>.png`): its title, the
//! site's name and its headline result (the drive's first headline, `headlines.rs`) drawn as
//! a bar chart of its ranking by `iopress_charts::card`, every text and number in the page's
//! language. Every other page shows its language's site card (`card-<hash>.png` at the
//! language's root: the site's name and tagline).
//!
//! The SVG is rasterized with resvg, its text set in the system's fonts (fontdb reads what
//! fontconfig lists): DejaVu Sans, and Noto Sans CJK for Chinese, Japanese and Korean
//! (Debian's fonts-dejavu-core and fonts-noto-cjk). A missing one is warned about once per
//! build; the card is still drawn, in whatever face has the glyphs.
//!
//! The name hashes everything the card is drawn from, so a card is rasterized once: a
//! later build takes the previous output's file of the same name, and a shared link whose figure changed gets a new picture rather
//! than the one a social network cached.

use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap, VecDeque};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use iopress_charts::card::{render_card_measured, CardFigure, CardSpec, CARD_HEIGHT, CARD_WIDTH};
use iopress_charts::spec::Bar;
use iopress_site::data::metrics::Better;
use resvg::usvg::fontdb;

use super::*;

/// Bumped whenever a card drawn from the same spec would be written differently.
/// (`card-2`: written as a palette PNG when it has 256 colours or fewer; `card-3`: deflated
/// at png's balanced level; `card-4`: a run of Devanagari, Thai… drawn in its own face.)
const CARD_VERSION: &str = "card-4";
/// A card's file name: this, its hash, `.png`.
const CARD_PREFIX: &str = "card-";
/// How many entries of its ranking a card's chart shows (the page's own always among them).
const CARD_BARS: usize = 5;

/// The Open Graph and Twitter description of a page (the template's `social`).
#[derive(Serialize, Debug, Clone)]
pub(super) struct SocialView {
    pub(super) title: String,
    pub(super) description: String,
    /// The page's absolute URL in this language.
    pub(super) url: String,
    pub(super) site_name: String,
    /// `fr_FR` (see `iopress_site::l10n::open_graph_locale`).
    pub(super) locale: String,
    /// The same page's other languages, in the same form.
    pub(super) locale_alternates: Vec<String>,
    /// `article` for a review, `website` for any other page.
    pub(super) kind: &'static str,
    /// The card's absolute URL, its size and what it shows.
    pub(super) image: String,
    pub(super) image_width: u32,
    pub(super) image_height: u32,
    pub(super) image_alt: String,
}

/// A card ready for its page: its file (none from a store that only names cards: a
/// preview's snapshot would keep the file of every name a card had) and its URL.
pub(super) struct PageCard {
    pub(super) file: Option<OutputFile>,
    pub(super) url: String,
}

/// The file of a card at `path`, unless it was named only (no bytes).
fn card_file(path: String, png: Arc<[u8]>) -> Option<OutputFile> {
    (!png.is_empty()).then(|| OutputFile::Rendered { path, bytes: png.to_vec() })
}

/// Cards made in a build: taken from the previous output when unchanged, kept in memory by a
/// process that builds many times (the preview), rasterized otherwise.
pub struct CardStore {
    /// The previous output folder, whose cards are taken as they are.
    previous: Option<PathBuf>,
    memory: Option<Mutex<HashMap<String, Arc<[u8]>>>>,
    /// The cards last rasterized in this build, for the pages that show the same card: a
    /// drive's reviews titled alike, a fallback page (on the prose benchmark 1,005 cards are
    /// 250 pictures; on a 50-review chart site 315 are 210).
    drawn: Mutex<Drawn>,
    fonts: OnceLock<Arc<fontdb::Database>>,
    rasterized: AtomicUsize,
    reused: AtomicUsize,
    /// The font families found missing, each warned about once.
    missing_fonts: Mutex<BTreeSet<(String, String)>>,
    /// Whether some installed face has a glyph for each character looked up so far.
    coverage: Mutex<HashMap<char, bool>>,
    /// The characters of the cards that no installed face has (drawn as empty boxes).
    missing_glyphs: Mutex<BTreeSet<char>>,
    /// False for a render nothing is written from (`iopress check`): cards are named, for
    /// the pages' tags, but not drawn.
    draws: bool,
}

impl CardStore {
    pub fn new(previous_output: Option<PathBuf>) -> CardStore {
        CardStore {
            previous: previous_output,
            memory: None,
            drawn: Mutex::new(Drawn::default()),
            fonts: OnceLock::new(),
            rasterized: AtomicUsize::new(0),
            reused: AtomicUsize::new(0),
            missing_fonts: Mutex::new(BTreeSet::new()),
            coverage: Mutex::new(HashMap::new()),
            missing_glyphs: Mutex::new(BTreeSet::new()),
            draws: true,
        }
    }

    /// A store that names cards without drawing them: their files are empty. For a render
    /// that writes nothing (`iopress check`), where rasterizing would cost a second of CPU
    /// per forty cards for nothing, and for the preview, which is to show an edit at once.
    pub fn names_only() -> CardStore {
        CardStore { draws: false, ..CardStore::new(None) }
    }

    pub fn in_memory() -> CardStore {
        CardStore { memory: Some(Mutex::new(HashMap::new())), ..CardStore::new(None) }
    }

    /// Starts a new build: the counters from zero.
    pub fn begin_build(&self) {
        self.rasterized.store(0, Ordering::Relaxed);
        self.reused.store(0, Ordering::Relaxed);
        if let Ok(mut drawn) = self.drawn.lock() {
            *drawn = Drawn::default();
        }
    }

    /// Cards rasterized in this build, and cards taken from the previous output or memory.
    pub fn rasterized(&self) -> usize {
        self.rasterized.load(Ordering::Relaxed)
    }

    pub fn reused(&self) -> usize {
        self.reused.load(Ordering::Relaxed)
    }

    /// A warning for each font a card asked for that the system does not have.
    pub fn warnings(&self) -> Vec<Diagnostic> {
        let missing = self.missing_fonts.lock().map(|m| m.clone()).unwrap_or_default();
        missing
            .into_iter()
            .map(|(family, package)| {
                Diagnostic::warning(format!(
                    "social cards: the font `{family}` is not installed; cards that ask for it are drawn in another face, and characters no installed face has are left out"
                ))
                .with_help(format!("install it (Debian: `apt-get install {package}`; README, \"System packages\")"))
            })
            .chain(self.missing_glyphs_warning())
            .collect()
    }

    /// A warning naming the characters of the cards that no installed font has.
    fn missing_glyphs_warning(&self) -> Option<Diagnostic> {
        let missing = self.missing_glyphs.lock().map(|m| m.clone()).unwrap_or_default();
        let shown: Vec<String> =
            missing.iter().take(8).map(|c| format!("`{c}` (U+{:04X})", *c as u32)).collect();
        let more = missing.len().saturating_sub(shown.len());
        (!missing.is_empty()).then(|| {
            Diagnostic::warning(format!(
                "social cards: no installed font has {}{}: the cards show them as empty boxes",
                shown.join(", "),
                if more > 0 { format!(" and {more} more characters") } else { String::new() }
            ))
            .with_help(
                "install a font of their script (Debian: `apt-get install fonts-noto-core` has most scripts; README, \"System packages\"); the next build draws those cards again",
            )
        })
    }

    /// The characters of `spec`'s text that no installed face has a glyph for.
    fn characters_without_glyphs(&self, fonts: &fontdb::Database, spec: &CardSpec) -> Vec<char> {
        let mut texts = vec![spec.site_name.as_str(), spec.title.as_str()];
        texts.extend(spec.subtitle.as_deref());
        if let Some(figure) = &spec.figure {
            texts.extend([figure.metric.as_str(), figure.context.as_str(), figure.value.as_str()]);
            texts.push(figure.direction_note.as_str());
            for bar in &figure.bars {
                texts.extend([bar.label.as_str(), bar.value_label.as_str()]);
            }
        }
        // The card's own faces first (DejaVu Sans, Noto Sans CJK): they have most characters.
        let families: Vec<&str> = faces_for(&spec.font_family).iter().map(|f| f.0).collect();
        let (mut faces, others): (Vec<&fontdb::FaceInfo>, Vec<&fontdb::FaceInfo>) = fonts
            .faces()
            .partition(|face| face.families.iter().any(|(f, _)| families.contains(&f.as_str())));
        faces.extend(others);
        let Ok(mut coverage) = self.coverage.lock() else { return Vec::new() };
        let mut missing = BTreeSet::new();
        for c in texts.iter().flat_map(|text| text.chars()) {
            // Spaces and invisible format characters (zero-width joiners, marks of direction)
            // are no glyphs a reader misses.
            if c.is_whitespace() || c.is_control() || is_format_character(c) {
                continue;
            }
            let covered = *coverage.entry(c).or_insert_with(|| {
                faces.iter().any(|face| {
                    fonts
                        .with_face_data(face.id, |data, index| {
                            ttf_parser::Face::parse(data, index)
                                .is_ok_and(|face| face.glyph_index(c).is_some())
                        })
                        .unwrap_or(false)
                })
            });
            if !covered {
                missing.insert(c);
            }
        }
        missing.into_iter().collect()
    }

    /// The card's file at `dir` (a page's output folder, `fr/drives/x/`) for `spec`: its
    /// path in the output, and its PNG. None, with a warning, when it cannot be drawn.
    fn get(&self, spec: &CardSpec, dir: &str) -> Option<(String, Arc<[u8]>)> {
        let name = card_name(spec);
        let path = format!("{dir}{name}");
        if !self.draws {
            return Some((path, Arc::from(&[][..])));
        }
        let remembered = self.memory.as_ref().and_then(|m| m.lock().ok()?.get(&name).cloned());
        if let Some(png) = remembered {
            self.reused.fetch_add(1, Ordering::Relaxed);
            return Some((path, png));
        }
        // The previous output's file of this name is this very card; one cut short is not.
        let previous = self
            .previous
            .as_ref()
            .and_then(|root| std::fs::read(root.join(&path)).ok())
            .filter(|png| is_whole_png(png) && !drawn_without_glyphs(png));
        let png: Arc<[u8]> = match previous {
            Some(png) => {
                self.reused.fetch_add(1, Ordering::Relaxed);
                png.into()
            }
            None => {
                // Drawn for another page of this build: the same picture, neither drawn nor
                // counted again.
                let drawn = self.drawn.lock().ok().and_then(|drawn| drawn.get(&name));
                match drawn {
                    Some(png) => png,
                    None => {
                        let png: Arc<[u8]> = self.rasterize(spec).ok()?.into();
                        self.rasterized.fetch_add(1, Ordering::Relaxed);
                        if let Ok(mut drawn) = self.drawn.lock() {
                            drawn.insert(&name, Arc::clone(&png));
                        }
                        png
                    }
                }
            }
        };
        if let Some(memory) = &self.memory {
            if let Ok(mut memory) = memory.lock() {
                memory.insert(name, Arc::clone(&png));
            }
        }
        Some((path, png))
    }

    /// The system's fonts, read once per store, each file mapped once.
    fn fonts(&self) -> &Arc<fontdb::Database> {
        self.fonts.get_or_init(|| {
            let mut fonts = fontdb::Database::new();
            fonts.load_system_fonts();
            fonts.set_sans_serif_family(LATIN_FACE.0);
            // Left as files, every look at a face (about a hundred per card, as resvg shapes
            // and outlines its text) opens, maps and unmaps the whole font file: the kernel's
            // map and unmap calls and page faults were a third of a prose site's first build
            // (issue 41). Mapped once, the pages a card reads stay mapped for the next.
            let ids: Vec<fontdb::ID> = fonts.faces().map(|face| face.id).collect();
            for id in ids {
                // SAFETY: the file is mapped read-only, as fontdb maps it for each look
                // otherwise; as there, a font file truncated in place while a build runs
                // would fault the process. Package managers replace font files (a new file
                // renamed over the old), which leaves a mapping of the old one intact.
                unsafe {
                    let _ = fonts.make_shared_face_data(id);
                }
            }
            Arc::new(fonts)
        })
    }

    fn rasterize(&self, spec: &CardSpec) -> Result<Vec<u8>, String> {
        let fonts = self.fonts();
        for (family, package) in faces_for(&spec.font_family) {
            let installed =
                fonts.faces().any(|face| face.families.iter().any(|(f, _)| f == family));
            if !installed {
                if let Ok(mut missing) = self.missing_fonts.lock() {
                    missing.insert((family.to_string(), package.to_string()));
                }
            }
        }
        let without_glyphs = self.characters_without_glyphs(fonts, spec);
        if let Ok(mut missing) = self.missing_glyphs.lock() {
            missing.extend(without_glyphs.iter().copied());
        }
        let svg = render_card_measured(spec, &|text, size, bold, family| {
            measured_width(fonts, text, size, bold, family)
        });
        let options = resvg::usvg::Options { fontdb: Arc::clone(fonts), ..Default::default() };
        let tree = resvg::usvg::Tree::from_str(&svg, &options).map_err(|e| e.to_string())?;
        // A card drawn while this thread's canvas is in use (none is, unless drawing a card
        // ever came to draw another) gets a canvas of its own.
        let png = CANVAS.with(|canvas| match canvas.try_borrow_mut() {
            Ok(mut canvas) => canvas.draw(&tree),
            Err(_) => Canvas::default().draw(&tree),
        })?;
        // Marked, so that a later build draws it again rather than take it: once the font is
        // installed, the card's name (a hash of what it shows) is the same.
        Ok(if without_glyphs.is_empty() { png } else { with_missing_glyphs_mark(png) })
    }
}

/// The width of `text` at `size` px in the first installed face of the `font-family` list
/// `family`, shaped as resvg shapes it (harfrust, the script guessed from the text); the
/// stand-in measure where no face of the list is installed.
fn measured_width(
    fonts: &fontdb::Database,
    text: &str,
    size: f64,
    bold: bool,
    family: &str,
) -> f64 {
    let families: Vec<fontdb::Family> = family
        .split(',')
        .map(|name| name.trim().trim_matches('\''))
        .filter(|name| !name.is_empty())
        .map(|name| match name {
            "sans-serif" => fontdb::Family::SansSerif,
            name => fontdb::Family::Name(name),
        })
        .collect();
    let weight = if bold { fontdb::Weight::BOLD } else { fontdb::Weight::NORMAL };
    let query = fontdb::Query { families: &families, weight, ..Default::default() };
    let shaped = fonts.query(&query).and_then(|id| {
        fonts
            .with_face_data(id, |data, index| {
                let font = harfrust::FontRef::from_index(data, index).ok()?;
                let shaper_data = harfrust::ShaperData::new(&font);
                let shaper = shaper_data.shaper(&font).build();
                let mut buffer = harfrust::UnicodeBuffer::new();
                buffer.push_str(text);
                buffer.guess_segment_properties();
                let output = shaper.shape(buffer, harfrust::ShapeOptions::new());
                let advance: i64 =
                    output.glyph_positions().iter().map(|p| i64::from(p.x_advance)).sum();
                Some(advance as f64 * size / f64::from(shaper.units_per_em()))
            })
            .flatten()
    });
    shaped.unwrap_or_else(|| iopress_charts::text::text_width(text, size, bold))
}

/// The cards a build rasterized last, by name, up to [`Drawn::BUDGET`] bytes of PNG: a
/// large site's cards (12,550 at 2,000 reviews) are not all held until the build ends.
#[derive(Default)]
struct Drawn {
    by_name: HashMap<String, Arc<[u8]>>,
    /// The names in the order drawn, the oldest first: the first to be let go.
    order: VecDeque<String>,
    bytes: usize,
}

impl Drawn {
    /// 4 MiB: about 120 cards with a figure (34 KB each), 400 without.
    const BUDGET: usize = 4 << 20;

    fn get(&self, name: &str) -> Option<Arc<[u8]>> {
        self.by_name.get(name).cloned()
    }

    fn insert(&mut self, name: &str, png: Arc<[u8]>) {
        if self.by_name.contains_key(name) {
            return;
        }
        self.bytes += png.len();
        self.by_name.insert(name.to_string(), png);
        self.order.push_back(name.to_string());
        while self.bytes > Self::BUDGET {
            let Some(oldest) = self.order.pop_front() else { break };
            if let Some(png) = self.by_name.remove(&oldest) {
                self.bytes -= png.len();
            }
        }
    }
}

/// A thread's pixmap and palette indices, kept from one card to the next: a card's 3 MB of
/// pixels and 756 KB of indices allocated anew each time came as fresh pages from the kernel
/// (or were zeroed by the allocator), a few percent of a prose site's first build (issue 41).
/// About 3.8 MB a thread for as long as the process lives (the build's two to a few threads).
#[derive(Default)]
struct Canvas {
    pixmap: Option<resvg::tiny_skia::Pixmap>,
    indices: Vec<u8>,
}

thread_local! {
    static CANVAS: RefCell<Canvas> = RefCell::new(Canvas::default());
}

impl Canvas {
    /// `tree` drawn on a transparent card, as a PNG.
    fn draw(&mut self, tree: &resvg::usvg::Tree) -> Result<Vec<u8>, String> {
        let pixmap = match self.pixmap.take() {
            Some(mut pixmap) => {
                // Transparent, as a new pixmap is: a card is drawn over nothing.
                pixmap.data_mut().fill(0);
                self.pixmap.insert(pixmap)
            }
            None => self.pixmap.insert(
                resvg::tiny_skia::Pixmap::new(CARD_WIDTH, CARD_HEIGHT)
                    .ok_or_else(|| "no pixmap".to_string())?,
            ),
        };
        resvg::render(tree, resvg::tiny_skia::Transform::default(), &mut pixmap.as_mut());
        match palette_png(pixmap, &mut self.indices) {
            Some(png) => png,
            None => pixmap.encode_png().map_err(|e| e.to_string()),
        }
    }
}

/// A card as a palette PNG, the same pixels as the RGBA one: its flat colours and their
/// anti-aliased edges are a few dozen colours (87 for a bench review's card), and a palette
/// PNG of them is less than half the bytes. None when the card has more than 256 colours (a
/// drive's photo on it): then it is written as RGBA.
fn palette_png(
    pixmap: &resvg::tiny_skia::Pixmap,
    indices: &mut Vec<u8>,
) -> Option<Result<Vec<u8>, String>> {
    let (width, height) = (pixmap.width() as usize, pixmap.height() as usize);
    indices.clear();
    indices.resize(width * height, 0);
    let mut colours = Colours::default();
    let rows = pixmap.data().chunks_exact(width * 4).zip(pixmap.pixels().chunks_exact(width));
    let mut previous_row: Option<&[u8]> = None;
    for (y, (row, pixels)) in rows.enumerate() {
        let (done, rest) = indices.split_at_mut(y * width);
        let out = &mut rest[..width];
        // A row like the one above it (a card's margins and bands: three rows in four on the
        // prose benchmark's cards) has its indices: every colour in it already has one.
        if previous_row == Some(row) {
            out.copy_from_slice(&done[(y - 1) * width..]);
            continue;
        }
        previous_row = Some(row);
        // A row is runs of one colour: the pixel before answers most pixels.
        let mut run: Option<(u32, u8)> = None;
        for ((bytes, pixel), index) in row.chunks_exact(4).zip(pixels).zip(out.iter_mut()) {
            let raw = u32::from_ne_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
            *index = match run {
                Some((colour, index)) if colour == raw => index,
                _ => {
                    let found = colours.index(raw, *pixel)?;
                    run = Some((raw, found));
                    found
                }
            };
        }
    }
    // Balanced, not High: on the cards of a 50-review site, a quarter of the time for 5 %
    // more bytes (32.2 → 33.9 KB a card; `cargo bench --bench cards`, docs/performance.md);
    // High's deflate was a third of a prose site's first build (issue 41).
    let palette = &colours.palette;
    let (width, height) = (pixmap.width(), pixmap.height());
    Some(palette_png_of(width, height, palette, indices, png::Compression::Balanced))
}

/// A card's colours in the order first met (its palette), as straight RGBA, and the index of
/// each premultiplied pixel value met.
#[derive(Default)]
struct Colours {
    palette: Vec<[u8; 4]>,
    /// By straight RGBA: two premultiplied values can stand for the same colour.
    index_of: HashMap<[u8; 4], u8>,
    /// A premultiplied value's index, for the values met before: (value, index) in a slot
    /// its value picks. Answers the lookups the pixel before did not (about 10,000 colour
    /// changes a card) without demultiplying and hashing.
    recent: Vec<Option<(u32, u8)>>,
}

impl Colours {
    /// 1,024 slots: a card has a few dozen colours, up to 256.
    const SLOT_BITS: u32 = 10;

    /// The index of `pixel`, whose bytes are `raw`; None past 256 colours.
    fn index(&mut self, raw: u32, pixel: resvg::tiny_skia::PremultipliedColorU8) -> Option<u8> {
        if self.recent.is_empty() {
            self.recent = vec![None; 1 << Self::SLOT_BITS];
        }
        // Fibonacci hashing: the top bits of the product spread near colours apart.
        let slot = (raw.wrapping_mul(0x9E37_79B9) >> (32 - Self::SLOT_BITS)) as usize;
        if let Some((value, index)) = self.recent[slot] {
            if value == raw {
                return Some(index);
            }
        }
        let c = pixel.demultiply();
        let rgba = [c.red(), c.green(), c.blue(), c.alpha()];
        let index = match self.index_of.get(&rgba) {
            Some(&index) => index,
            None => {
                let index = u8::try_from(self.palette.len()).ok()?;
                self.palette.push(rgba);
                self.index_of.insert(rgba, index);
                index
            }
        };
        self.recent[slot] = Some((raw, index));
        Some(index)
    }
}

/// A PNG of `palette` (RGBA colours) and one index into it per pixel, row after row,
/// deflated at `compression`: how a card of few colours is written (and what
/// `bench/cards.rs` writes at each level).
pub fn palette_png_of(
    width: u32,
    height: u32,
    palette: &[[u8; 4]],
    indices: &[u8],
    compression: png::Compression,
) -> Result<Vec<u8>, String> {
    let mut png = Vec::new();
    let mut encoder = png::Encoder::new(&mut png, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.iter().flat_map(|c| [c[0], c[1], c[2]]).collect::<Vec<u8>>());
    // Transparency only when some colour has it (a card is opaque: its background).
    if palette.iter().any(|c| c[3] != u8::MAX) {
        encoder.set_trns(palette.iter().map(|c| c[3]).collect::<Vec<u8>>());
    }
    // Unfiltered: filters predict a pixel from its neighbours' values, which palette
    // indices are not (a bench review's card: 41.3 KB filtered, 31.1 KB not).
    encoder.set_compression(compression);
    encoder.set_filter(png::Filter::NoFilter);
    let written = encoder
        .write_header()
        .and_then(|mut writer| writer.write_image_data(indices).and_then(|()| writer.finish()));
    written.map(|()| png).map_err(|e| e.to_string())
}

/// A card's file name: a hash of all it is drawn from (`card-0123456789abcdef.png`).
fn card_name(spec: &CardSpec) -> String {
    let mut hasher = blake3::Hasher::new();
    hasher.update(CARD_VERSION.as_bytes());
    // Streamed into the hash: the same bytes as the JSON text, without building it.
    let _ = serde_json::to_writer(&mut hasher, spec);
    format!("{CARD_PREFIX}{}.png", &hasher.finalize().to_hex()[..16])
}

/// The keyword of the PNG text chunk that marks a card drawn while no installed font had some
/// of its characters.
const MISSING_GLYPHS_KEYWORD: &str = "iopress-missing-glyphs";

/// The text chunk marking a card drawn without some glyphs (tEXt: keyword, NUL, text).
fn missing_glyphs_chunk() -> &'static [u8] {
    static CHUNK: std::sync::LazyLock<Vec<u8>> =
        std::sync::LazyLock::new(missing_glyphs_chunk_bytes);
    &CHUNK
}

fn missing_glyphs_chunk_bytes() -> Vec<u8> {
    let mut data = MISSING_GLYPHS_KEYWORD.as_bytes().to_vec();
    data.extend_from_slice(b"\0yes");
    let mut chunk = (data.len() as u32).to_be_bytes().to_vec();
    let start = chunk.len();
    chunk.extend_from_slice(b"tEXt");
    chunk.extend_from_slice(&data);
    let crc = crc32fast::hash(&chunk[start..]);
    chunk.extend_from_slice(&crc.to_be_bytes());
    chunk
}

/// The IEND chunk every PNG ends with.
const PNG_END: &[u8] = b"\0\0\0\0IEND\xaeB`\x82";

/// `png` with the mark of a card drawn without some glyphs, just before its end.
fn with_missing_glyphs_mark(mut png: Vec<u8>) -> Vec<u8> {
    if png.ends_with(PNG_END) {
        let at = png.len() - PNG_END.len();
        png.splice(at..at, missing_glyphs_chunk().iter().copied());
    }
    png
}

/// Whether a card was drawn while no installed font had some of its characters.
pub(crate) fn drawn_without_glyphs(png: &[u8]) -> bool {
    png.strip_suffix(PNG_END).is_some_and(|rest| rest.ends_with(missing_glyphs_chunk()))
}

/// A character Unicode classes as a format character that fonts need not have a glyph for:
/// zero-width spaces and joiners, marks of direction, the word joiner, the byte order mark.
fn is_format_character(c: char) -> bool {
    matches!(c, '\u{00AD}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}')
}

/// Whether `bytes` is a PNG file to its end (its signature, and its last chunk IEND).
fn is_whole_png(bytes: &[u8]) -> bool {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    const END: &[u8] = b"IEND\xaeB`\x82";
    bytes.starts_with(SIGNATURE) && bytes.ends_with(END)
}

/// The face Latin, Greek and Cyrillic text is set in, and its Debian package.
const LATIN_FACE: (&str, &str) = ("DejaVu Sans", "fonts-dejavu-core");

/// The face a language's text is set in first, for the languages Latin faces cannot show:
/// Noto Sans CJK's regional variant (its kanji, hanzi and hanja shaped as the region writes
/// them).
fn cjk_face(locale: &str) -> Option<&'static str> {
    let language = locale.split(['-', '_']).next().unwrap_or("");
    let traditional = locale.contains("Hant") || locale.contains("TW") || locale.contains("HK");
    match language {
        "ja" => Some("Noto Sans CJK JP"),
        "ko" => Some("Noto Sans CJK KR"),
        "zh" if traditional => Some("Noto Sans CJK TC"),
        "zh" => Some("Noto Sans CJK SC"),
        _ => None,
    }
}

/// The `font-family` of a card in `locale`: its language's face first, the other as fallback.
fn font_family(locale: &str) -> String {
    match cjk_face(locale) {
        Some(cjk) => format!("'{cjk}', '{}', sans-serif", LATIN_FACE.0),
        None => format!("'{}', 'Noto Sans CJK JP', sans-serif", LATIN_FACE.0),
    }
}

/// The faces a card's `font-family` needs, with their Debian packages: the first it names
/// (the language's own), and DejaVu Sans, which sets its figures and Latin names.
fn faces_for(family: &str) -> Vec<(&str, &'static str)> {
    let first = family.split(',').next().unwrap_or("").trim().trim_matches('\'');
    let mut faces = vec![LATIN_FACE];
    if first != LATIN_FACE.0 && !first.is_empty() {
        faces.insert(0, (first, "fonts-noto-cjk"));
    }
    faces
}

impl<'a> Renderer<'a> {
    /// The site's card in `lang`: its path in the output, and what it shows.
    fn site_card_spec(&self, lang: &str) -> CardSpec {
        let language = self.config.language(lang).expect("configured");
        CardSpec {
            site_name: language.title.clone(),
            title: language.title.clone(),
            subtitle: (!language.description.is_empty()).then(|| language.description.clone()),
            figure: None,
            image: None,
            font_family: font_family(self.localizer(lang).locale()),
        }
    }

    /// The site's card in `lang`, for the site files: None when it cannot be drawn.
    pub(super) fn site_card(&self, lang: &str) -> Option<PageCard> {
        let dir = self.routes.output_dir("", lang);
        let (path, png) = self.charts.cards.get(&self.site_card_spec(lang), &dir)?;
        let url = self.card_url("", lang, &path);
        Some(PageCard { file: card_file(path, png), url })
    }

    /// The absolute URL of a card file at `path` (output-relative) beside `url_path`.
    fn card_url(&self, url_path: &str, lang: &str, path: &str) -> String {
        let name = path.rsplit('/').next().unwrap_or(path);
        self.routes.permalink(&self.routes.url_of(&format!("{url_path}{name}"), lang))
    }

    /// A review's or a drive's own card in `lang`, titled `title`; None for other pages.
    pub(super) fn page_card(&self, page: &Page, lang: &str, title: &str) -> Option<PageCard> {
        // A review shows its first drive's headline among the protocols it was measured
        // under: a result of its own kind, and one whose every input its reuse digest covers.
        let (drive, protocols) = match page.kind {
            PageKind::Drive => (Some(page.id().to_string()), None),
            PageKind::Review => (
                self.content.drives_of(page).next().map(|d| d.id().to_string()),
                Some(
                    page.review
                        .iter()
                        .flat_map(|r| &r.tables)
                        .filter_map(|t| t.protocol.as_deref())
                        .collect::<Vec<&str>>(),
                ),
            ),
            _ => return None,
        };
        let language = self.config.language(lang).expect("configured");
        let spec = CardSpec {
            site_name: language.title.clone(),
            title: title.to_string(),
            subtitle: None,
            figure: drive.and_then(|drive| self.card_figure(&drive, protocols.as_deref(), lang)),
            // The drive's photo goes here once drives have one (drive.toml's `image`).
            image: None,
            font_family: font_family(self.localizer(lang).locale()),
        };
        let dir = self.routes.output_dir(&page.url_path, lang);
        let (path, png) = self.charts.cards.get(&spec, &dir)?;
        let url = self.card_url(&page.url_path, lang, &path);
        Some(PageCard { file: card_file(path, png), url })
    }

    /// A drive's first headline result (`headlines.rs`), under one of `protocols` when given,
    /// and the best entries of its ranking, the drive's own among them: what its card draws.
    fn card_figure(
        &self,
        drive: &str,
        protocols: Option<&[&str]>,
        lang: &str,
    ) -> Option<CardFigure> {
        let localizer = self.localizer(lang);
        let (headline, ranking, own) = self.first_headline(drive, protocols, lang)?;
        let text = self.bar_texts(ranking, localizer);
        let mut shown: Vec<usize> = (0..ranking.entries.len()).take(CARD_BARS).collect();
        if !shown.contains(&own) {
            shown.pop();
            shown.push(own);
        }
        let bars = shown
            .into_iter()
            .map(|i| {
                let bar = text(i);
                Bar {
                    label: bar.label,
                    value: ranking.entries[i].base_value,
                    value_label: bar.value,
                    highlighted: i == own,
                }
            })
            .collect();
        let context =
            [headline.workload.clone(), Some(headline.protocol.clone()), headline.class.clone()]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" · ");
        let direction_note = match ranking.metric.better {
            Better::Lower => localizer.message("lower-is-better", &[]),
            Better::Higher | Better::Neither => localizer.message("higher-is-better", &[]),
        };
        Some(CardFigure {
            metric: headline.metric,
            context,
            value: headline.value,
            bars,
            direction_note,
        })
    }

    /// The Open Graph and Twitter description of a page: its title and description, `url`
    /// (a URL path) in `lang`, its other languages, and its card (the site's when `card` is
    /// None).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn social_view(
        &self,
        title: &str,
        description: Option<&str>,
        url: &str,
        lang: &str,
        other_languages: &[&str],
        kind: PageKind,
        card: Option<&str>,
    ) -> SocialView {
        let language = self.config.language(lang).expect("configured");
        let og_locale = |code: &str| {
            let locale = self.config.language(code).map_or(code, |l| l.locale());
            iopress_site::l10n::open_graph_locale(locale)
                .unwrap_or_else(|| locale.replace('-', "_"))
        };
        let site_card = || self.card_url("", lang, &card_name(&self.site_card_spec(lang)));
        SocialView {
            title: title.to_string(),
            description: description
                .filter(|d| !d.is_empty())
                .unwrap_or(&language.description)
                .to_string(),
            url: self.routes.permalink(url),
            site_name: language.title.clone(),
            locale: og_locale(lang),
            locale_alternates: other_languages
                .iter()
                .filter(|code| **code != lang)
                .map(|code| og_locale(code))
                .collect(),
            kind: if kind == PageKind::Review { "article" } else { "website" },
            image: card.map_or_else(site_card, str::to_string),
            image_width: CARD_WIDTH,
            image_height: CARD_HEIGHT,
            image_alt: if card.is_some() { title.to_string() } else { language.title.clone() },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mark is a valid chunk: the card still decodes to its end, with the text chunk, and
    /// is told apart from an unmarked card.
    #[test]
    fn a_card_marked_as_drawn_without_glyphs_is_still_a_png() {
        let plain =
            palette_png_of(2, 1, &[[0, 0, 0, 255]], &[0, 0], png::Compression::Fast).unwrap();
        assert!(!drawn_without_glyphs(&plain));
        let marked = with_missing_glyphs_mark(plain.clone());
        assert!(drawn_without_glyphs(&marked) && is_whole_png(&marked));
        let mut reader = png::Decoder::new(std::io::Cursor::new(&marked)).read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        reader.next_frame(&mut pixels).unwrap();
        reader.finish().unwrap();
        let texts = &reader.info().uncompressed_latin1_text;
        assert!(texts.iter().any(|t| t.keyword == MISSING_GLYPHS_KEYWORD && t.text == "yes"));
    }

    #[test]
    fn a_cjk_language_asks_for_its_noto_face_first_and_every_card_for_dejavu() {
        assert_eq!(font_family("ja"), "'Noto Sans CJK JP', 'DejaVu Sans', sans-serif");
        assert_eq!(font_family("zh-Hant"), "'Noto Sans CJK TC', 'DejaVu Sans', sans-serif");
        assert_eq!(font_family("fr"), "'DejaVu Sans', 'Noto Sans CJK JP', sans-serif");
        assert_eq!(
            faces_for(&font_family("ko")),
            [("Noto Sans CJK KR", "fonts-noto-cjk"), LATIN_FACE]
        );
        assert_eq!(faces_for(&font_family("pl")), [LATIN_FACE]);
    }

    #[test]
    fn a_card_asking_for_a_face_not_installed_is_still_drawn_with_one_warning() {
        let store = CardStore::new(None);
        let spec = |title: &str| CardSpec {
            site_name: "Bench".into(),
            title: title.into(),
            subtitle: None,
            figure: None,
            image: None,
            font_family: "'No Such Face', 'DejaVu Sans', sans-serif".into(),
        };
        let mut name = String::new();
        for title in ["One", "Two"] {
            let (path, png) = store.get(&spec(title), "fr/").expect("drawn all the same");
            if name.is_empty() {
                name = path.clone();
            }
            assert!(path.starts_with("fr/card-") && path.ends_with(".png"), "{path}");
            assert!(is_whole_png(&png));
        }
        assert_eq!(store.rasterized(), 2);
        let warnings = store.warnings();
        let messages: Vec<&str> = warnings.iter().map(|w| w.message.as_str()).collect();
        assert_eq!(messages.len(), 1, "one warning per face, not per card: {messages:?}");
        assert!(messages[0].contains("`No Such Face` is not installed"), "{messages:?}");
        // The same card for another page of the build is not drawn again; the next build
        // draws it (a store without memory or previous output keeps no card between builds).
        let first = store.get(&spec("One"), "fr/").unwrap().1;
        let (path, png) = store.get(&spec("One"), "fr/reviews/x/").unwrap();
        assert_eq!((path.starts_with("fr/reviews/x/card-"), store.rasterized()), (true, 2));
        assert_eq!(png, first);
        store.begin_build();
        store.get(&spec("One"), "fr/").unwrap();
        assert_eq!(store.rasterized(), 1, "a new build draws again");
        let memory = CardStore::in_memory();
        memory.get(&spec("One"), "fr/").unwrap();
        memory.get(&spec("One"), "fr/").unwrap();
        assert_eq!((memory.rasterized(), memory.reused()), (1, 1));
        // `iopress check` names cards but draws none.
        let check = CardStore::names_only();
        let (path, png) = check.get(&spec("One"), "fr/").unwrap();
        assert_eq!((path.as_str(), png.len(), check.rasterized()), (name.as_str(), 0, 0));
    }

    #[test]
    fn a_card_of_few_colours_is_a_palette_png_of_the_same_pixels() {
        let mut pixmap = resvg::tiny_skia::Pixmap::new(8, 4).unwrap();
        pixmap.fill(resvg::tiny_skia::Color::from_rgba8(250, 250, 248, 255));
        let accent = resvg::tiny_skia::PremultipliedColorU8::from_rgba(0, 114, 178, 255).unwrap();
        pixmap.pixels_mut()[3] = accent;
        let png = palette_png(&pixmap, &mut Vec::new()).expect("two colours").unwrap();
        assert!(is_whole_png(&png));
        let mut reader = png::Decoder::new(std::io::Cursor::new(&png)).read_info().unwrap();
        assert_eq!(reader.info().color_type, png::ColorType::Indexed);
        assert_eq!(reader.info().palette.as_deref().map(<[u8]>::len), Some(6), "two colours");
        assert!(reader.info().trns.is_none(), "opaque");
        let mut indices = vec![0; reader.output_buffer_size().unwrap()];
        reader.next_frame(&mut indices).unwrap();
        assert_eq!(indices[..5], [0, 0, 0, 1, 0]);
        // More than 256 colours (a photo) are written as RGBA.
        let mut photo = resvg::tiny_skia::Pixmap::new(32, 16).unwrap();
        for (i, pixel) in photo.pixels_mut().iter_mut().enumerate() {
            let v = i as u8;
            *pixel = resvg::tiny_skia::PremultipliedColorU8::from_rgba(v, v / 2, 3, 255).unwrap();
        }
        photo.pixels_mut()[0] = accent;
        assert!(palette_png(&photo, &mut Vec::new()).is_none(), "257 colours");
    }

    #[test]
    fn the_cards_drawn_in_a_build_are_kept_up_to_their_budget_the_oldest_let_go_first() {
        let mut drawn = Drawn::default();
        let card = |byte: u8| Arc::<[u8]>::from(vec![byte; Drawn::BUDGET / 3]);
        for (name, byte) in [("a", 1), ("b", 2), ("c", 3)] {
            drawn.insert(name, card(byte));
        }
        assert_eq!(drawn.get("a").as_deref(), Some(&card(1)[..]));
        drawn.insert("a", card(9));
        assert_eq!(drawn.get("a").as_deref(), Some(&card(1)[..]), "a name is drawn once");
        drawn.insert("d", card(4));
        assert!(drawn.get("a").is_none(), "over the budget, the oldest goes");
        assert!(["b", "c", "d"].iter().all(|name| drawn.get(name).is_some()));
        assert!(drawn.bytes <= Drawn::BUDGET);
    }

    #[test]
    fn only_a_whole_png_is_taken_from_the_previous_output() {
        let mut png = resvg::tiny_skia::Pixmap::new(4, 4).unwrap().encode_png().unwrap();
        assert!(is_whole_png(&png));
        png.truncate(png.len() - 1);
        assert!(!is_whole_png(&png));
        assert!(!is_whole_png(b"<svg/>"));
    }

    /// The texts of a card as resvg lays them out: each `<text>`'s characters, and its glyphs
    /// (their face, and where each starts).
    fn laid_out(svg: &str, fonts: &Arc<fontdb::Database>) -> Vec<(String, Vec<(fontdb::ID, f32)>)> {
        fn walk(group: &resvg::usvg::Group, out: &mut Vec<(String, Vec<(fontdb::ID, f32)>)>) {
            for node in group.children() {
                match node {
                    resvg::usvg::Node::Group(group) => walk(group, out),
                    resvg::usvg::Node::Text(text) => {
                        let characters = text.chunks().iter().map(|c| c.text()).collect();
                        let glyphs = text
                            .layouted()
                            .iter()
                            .flat_map(|span| &span.positioned_glyphs)
                            .map(|glyph| (glyph.font, glyph.transform().tx))
                            .collect();
                        out.push((characters, glyphs));
                    }
                    _ => {}
                }
            }
        }
        let options = resvg::usvg::Options { fontdb: Arc::clone(fonts), ..Default::default() };
        let tree = resvg::usvg::Tree::from_str(svg, &options).unwrap();
        let mut out = Vec::new();
        walk(tree.root(), &mut out);
        out
    }

    #[test]
    fn devanagari_after_latin_on_a_line_is_set_in_its_face_with_its_conjuncts() {
        let store = CardStore::new(None);
        let fonts = store.fonts();
        let face = "Noto Sans Devanagari";
        let of_face = |id: fontdb::ID| {
            fonts.face(id).is_some_and(|f| f.families.iter().any(|(name, _)| name == face))
        };
        if !fonts.faces().any(|f| of_face(f.id)) {
            assert!(std::env::var_os("CI").is_none(), "{face} is not installed (fonts-noto-core)");
            eprintln!("{face} is not installed (fonts-noto-core): not tested");
            return;
        }
        let spec = CardSpec {
            site_name: "स्टोरेज बेंच".into(),
            title: "स्टोरेज बेंच".into(),
            subtitle: Some("SSD, क्लस्टर".into()),
            figure: None,
            image: None,
            font_family: font_family("hi"),
        };
        let svg = render_card_measured(&spec, &|text, size, bold, family| {
            measured_width(fonts, text, size, bold, family)
        });
        let texts = laid_out(&svg, fonts);
        let find = |characters: &str| {
            texts.iter().find(|(t, _)| t == characters).unwrap_or_else(|| panic!("{texts:?}"))
        };
        // क्लस्टर is seven characters, two of them viramas: shaped as Devanagari, its
        // conjuncts are fewer glyphs than that, all of its face. (Shaped as Latin, as the whole
        // line once was, it was seven glyphs, each virama showing.)
        let (_, cluster) = find("क्लस्टर");
        assert!(cluster.len() < 7, "{cluster:?}");
        assert!(cluster.iter().all(|(font, _)| of_face(*font)), "{cluster:?}");
        // It starts where `SSD, ` ends: after its last glyph, within a space's width.
        let (_, latin) = find("SSD, ");
        let last_latin = latin.iter().map(|(_, x)| *x).fold(f32::MIN, f32::max);
        let first = cluster.iter().map(|(_, x)| *x).fold(f32::MAX, f32::min);
        assert!(first > last_latin + 10.0 && first < last_latin + 40.0, "{latin:?} {cluster:?}");
    }
}
