//! Pictures: the JPEG and PNG files of page folders as responsive images.
//!
//! Every JPEG and PNG in a page's folder is a picture: it is decoded once, scaled to a few
//! widths (never up) and written as AVIF (with the `avif` feature), WebP and its own format,
//! under `images/<hash>-<width>.<ext>` in the output. The hash covers the file's bytes and the
//! encoding settings, so a file of that name in the previous output is exactly what would
//! be encoded now: a build takes it from there (a hard link) instead of encoding again, as
//! charts are taken (`page_charts::store`), and the preview keeps what it encoded in memory.
//!
//! Encoded files are kept in a cache folder outside the output too ([`PictureCache`]:
//! `~/.cache/iopress/pictures`, or `IOPRESS_CACHE_DIR`), under the same names, as Hugo keeps
//! its processed images: a build into an empty output (a fresh clone, CI, `iopress pdf`'s
//! build, another site with the same photo) takes them from there. Each file is written there
//! whole (to a temporary name, then renamed), so a killed build leaves none cut short.
//!
//! Planning ([`Pictures::plan`]) reads each file's bytes and header only: names, widths and
//! heights are known without decoding, so pages (and `iopress check`) never wait for an
//! encoder; [`ImageStore::write`] does the encoding, in parallel.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use fast_image_resize as resize;
use rayon::prelude::*;
use serde::Serialize;

use crate::{OutputFile, Routes, Sink};
use iopress_site::content::SiteContent;
use iopress_site::diagnostics::Diagnostic;

/// The folder, inside the output folder, that holds every picture's files.
pub const IMAGES_DIR: &str = "images";

/// The widths a picture is written at, in pixels: a phone's column at 1× and 2×, and the
/// desktop column (760 px) at 1× and about 1.5×. A smaller original is written at its own
/// width, never scaled up.
pub const WIDTHS: [u32; 3] = [480, 760, 1200];

/// `sizes` for a picture in the text column: the column is 760 px (47.5rem) from 48rem up,
/// and the whole width (less the page's margins) on phones.
pub const COLUMN_SIZES: &str = "(min-width: 48rem) 760px, 100vw";

/// Whether this build of iopress writes AVIF (the `avif` feature).
pub const AVIF: bool = cfg!(feature = "avif");

/// Quality settings, hashed into every file name: a change encodes every picture again.
const WEBP_QUALITY: f32 = 78.0;
const JPEG_QUALITY: u8 = 82;
/// rav1e's speed 8 of 10: ten times faster than its default (4) for a few percent in size.
const AVIF_SPEED: u8 = 8;
const AVIF_QUALITY: u8 = 60;
const SETTINGS_VERSION: &str = "pictures-1";

/// The length of a picture's hash in its file names, in hexadecimal characters.
const HASH_LENGTH: usize = 20;

/// A file format a picture is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    Avif,
    Webp,
    Jpeg,
    Png,
}

impl Encoding {
    pub fn extension(self) -> &'static str {
        match self {
            Encoding::Avif => "avif",
            Encoding::Webp => "webp",
            Encoding::Jpeg => "jpg",
            Encoding::Png => "png",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            Encoding::Avif => "image/avif",
            Encoding::Webp => "image/webp",
            Encoding::Jpeg => "image/jpeg",
            Encoding::Png => "image/png",
        }
    }

    /// The original format of a file, by its extension; None for a file that is no picture.
    fn of_file(path: &Path) -> Option<Encoding> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        match extension.as_str() {
            "jpg" | "jpeg" => Some(Encoding::Jpeg),
            "png" => Some(Encoding::Png),
            _ => None,
        }
    }

    /// The `<source>` formats before the original, best first.
    fn modern() -> &'static [Encoding] {
        if AVIF {
            &[Encoding::Avif, Encoding::Webp]
        } else {
            &[Encoding::Webp]
        }
    }
}

/// One picture as planned: its source, its hash, its size and the widths it is written at.
#[derive(Debug, Clone)]
pub struct Planned {
    source: PathBuf,
    hash: String,
    original: Encoding,
    /// The original's size in pixels.
    width: u32,
    height: u32,
    /// Ascending; the last is the largest variant's.
    widths: Vec<u32>,
}

impl Planned {
    /// The path of one variant, relative to the output folder.
    fn path(&self, width: u32, encoding: Encoding) -> String {
        format!("{IMAGES_DIR}/{}-{width}.{}", self.hash, encoding.extension())
    }

    fn encodings(&self) -> impl Iterator<Item = Encoding> + '_ {
        Encoding::modern().iter().copied().chain(std::iter::once(self.original))
    }

    /// Every file of the picture: (width, encoding, path).
    fn variants(&self) -> Vec<(u32, Encoding, String)> {
        self.widths
            .iter()
            .flat_map(|&w| self.encodings().map(move |e| (w, e, self.path(w, e))))
            .collect()
    }

    /// The height of the picture scaled to `width`, rounded.
    fn height_at(&self, width: u32) -> u32 {
        let height = (u64::from(self.height) * u64::from(width) + u64::from(self.width) / 2)
            / u64::from(self.width);
        (height as u32).max(1)
    }

    /// What a template needs to show the picture with `alt`.
    pub fn view(&self, routes: &Routes, alt: &str) -> PictureView {
        let srcset = |encoding: Encoding| {
            self.widths
                .iter()
                .map(|&w| format!("{} {w}w", routes.site_root_url(&self.path(w, encoding))))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let largest = *self.widths.last().expect("a picture has a width");
        PictureView {
            width: largest,
            height: self.height_at(largest),
            src: routes.site_root_url(&self.path(largest, self.original)),
            srcset: srcset(self.original),
            sources: Encoding::modern()
                .iter()
                .map(|&e| SourceView { mime: e.mime(), srcset: srcset(e) })
                .collect(),
            alt: alt.to_string(),
        }
    }
}

/// The widths a picture `original` pixels wide is written at: [`WIDTHS`] below it, and its
/// own width when it is no wider than the largest.
pub fn widths(original: u32) -> Vec<u32> {
    let largest = WIDTHS[WIDTHS.len() - 1];
    let mut widths: Vec<u32> = WIDTHS.iter().copied().filter(|&w| w < original).collect();
    if original <= largest {
        widths.push(original);
    }
    widths
}

/// A picture as templates get it (`page.photo`, a list entry's `photo`, the `image`
/// shortcode's `image.picture`): the largest variant's size, for `width` and `height`, its
/// original-format file and `srcset`, and a `<source>` per modern format.
#[derive(Debug, Clone, Serialize)]
pub struct PictureView {
    pub width: u32,
    pub height: u32,
    pub src: String,
    pub srcset: String,
    pub sources: Vec<SourceView>,
    pub alt: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct SourceView {
    #[serde(rename = "type")]
    pub mime: &'static str,
    pub srcset: String,
}

/// Every picture of a site, by its file.
#[derive(Debug, Default)]
pub struct Pictures {
    by_source: HashMap<PathBuf, Planned>,
}

impl Pictures {
    /// Reads every JPEG and PNG of every page folder (bytes and header, not the pixels). A
    /// file that cannot be read as a picture is a warning, and is published as it is.
    pub fn plan(content: &SiteContent) -> (Pictures, Vec<Diagnostic>) {
        let sources: Vec<(PathBuf, Encoding)> = content
            .pages
            .values()
            .flat_map(|page| page.assets.iter().map(move |asset| page.dir.join(asset)))
            .filter_map(|source| Encoding::of_file(&source).map(|e| (source, e)))
            .collect();
        let planned: Vec<Result<Planned, Diagnostic>> = sources
            .into_par_iter()
            .map(|(source, original)| {
                plan_one(&source, original).map_err(|e| {
                    Diagnostic::warning(format!("cannot read this picture: {e}"))
                        .in_file(&source)
                        .with_help("it is published as it is, without smaller sizes or WebP")
                })
            })
            .collect();
        let mut pictures = Pictures::default();
        let mut problems = Vec::new();
        for result in planned {
            match result {
                Ok(planned) => {
                    pictures.by_source.insert(planned.source.clone(), planned);
                }
                Err(problem) => problems.push(problem),
            }
        }
        (pictures, problems)
    }

    /// The picture `file` (as written in prose or data: `photo.jpg`) of the folder `dir`.
    pub fn get(&self, dir: &Path, file: &str) -> Option<&Planned> {
        let file = file.strip_prefix("./").unwrap_or(file);
        if file.contains("://") || file.starts_with('/') {
            return None;
        }
        self.by_source.get(&dir.join(file))
    }

    pub fn len(&self) -> usize {
        self.by_source.len()
    }

    pub fn is_empty(&self) -> bool {
        self.by_source.is_empty()
    }

    /// Distinct pictures (two folders may hold the same file), in a stable order.
    fn distinct(&self) -> Vec<&Planned> {
        let by_hash: BTreeMap<&str, &Planned> =
            self.by_source.values().map(|p| (p.hash.as_str(), p)).collect();
        by_hash.into_values().collect()
    }
}

fn plan_one(source: &Path, original: Encoding) -> Result<Planned, String> {
    let bytes = std::fs::read(source).map_err(|e| e.to_string())?;
    let (width, height) = image::ImageReader::new(std::io::Cursor::new(&bytes))
        .with_guessed_format()
        .map_err(|e| e.to_string())?
        .into_dimensions()
        .map_err(|e| e.to_string())?;
    if width == 0 || height == 0 {
        return Err("it has no pixels".to_string());
    }
    let mut hasher = blake3::Hasher::new();
    hasher.update(SETTINGS_VERSION.as_bytes());
    hasher.update(
        format!("webp={WEBP_QUALITY};jpeg={JPEG_QUALITY};avif={AVIF_QUALITY}/{AVIF_SPEED};widths={WIDTHS:?}")
            .as_bytes(),
    );
    hasher.update(&bytes);
    let hash = hasher.finalize().to_hex()[..HASH_LENGTH].to_string();
    Ok(Planned {
        source: source.to_path_buf(),
        hash,
        original,
        width,
        height,
        widths: widths(width),
    })
}

/// Where encoded pictures are kept between builds, outside the output.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum PictureCache {
    /// `$IOPRESS_CACHE_DIR/pictures` when that variable is set (to an empty value: no
    /// cache), else `$XDG_CACHE_HOME/iopress/pictures`, else `~/.cache/iopress/pictures`.
    #[default]
    FromEnvironment,
    /// This folder.
    At(PathBuf),
    /// None: every picture not in the previous output is encoded.
    Off,
}

impl PictureCache {
    /// The environment variable that names the cache's folder.
    pub const VARIABLE: &'static str = "IOPRESS_CACHE_DIR";

    /// The folder pictures are kept in, if any.
    pub fn folder(&self) -> Option<PathBuf> {
        match self {
            PictureCache::At(folder) => Some(folder.clone()),
            PictureCache::Off => None,
            PictureCache::FromEnvironment => {
                let named = |name: &str| std::env::var_os(name);
                let root = match named(Self::VARIABLE) {
                    Some(folder) if folder.is_empty() => return None,
                    Some(folder) => PathBuf::from(folder),
                    None => match named("XDG_CACHE_HOME").filter(|f| !f.is_empty()) {
                        Some(cache) => PathBuf::from(cache).join("iopress"),
                        None => PathBuf::from(named("HOME")?).join(".cache").join("iopress"),
                    },
                };
                Some(root.join("pictures"))
            }
        }
    }
}

/// Writes pictures' files, encoding only those the previous output, the cache (or, in the
/// preview, an earlier build) does not already hold.
pub struct ImageStore {
    /// The previous output's `images/`, when it is as the previous build wrote it.
    previous: Option<PathBuf>,
    /// The cache's folder of encoded files.
    cache: Option<PathBuf>,
    /// Why the first file that could not be kept in the cache was not, in this build.
    cache_failure: Mutex<Option<String>>,
    /// Files encoded by earlier builds of this process (the preview's cache), by path.
    memory: Option<Mutex<HashMap<String, Arc<[u8]>>>>,
    encoded: AtomicUsize,
    reused: AtomicUsize,
}

impl ImageStore {
    /// A store for one build; `previous_output`: the output folder of the last good build.
    pub fn new(previous_output: Option<PathBuf>, cache: &PictureCache) -> ImageStore {
        ImageStore {
            previous: previous_output.map(|p| p.join(IMAGES_DIR)),
            cache: cache.folder(),
            cache_failure: Mutex::new(None),
            memory: None,
            encoded: AtomicUsize::new(0),
            reused: AtomicUsize::new(0),
        }
    }

    /// A store for a process that builds many times: it remembers every file it encoded.
    pub fn in_memory(cache: &PictureCache) -> ImageStore {
        ImageStore { memory: Some(Mutex::new(HashMap::new())), ..ImageStore::new(None, cache) }
    }

    /// Pictures encoded in this store's builds, and pictures whose files were all taken
    /// from the previous output, the cache or memory.
    pub fn encoded(&self) -> usize {
        self.encoded.load(Ordering::Relaxed)
    }

    pub fn reused(&self) -> usize {
        self.reused.load(Ordering::Relaxed)
    }

    /// Starts a new build of the preview: the counters start again.
    pub fn begin_build(&self) {
        self.encoded.store(0, Ordering::Relaxed);
        self.reused.store(0, Ordering::Relaxed);
    }

    /// Writes every file of every picture into `write`; each picture is encoded (decoded
    /// once, scaled once per width) unless all its files are at hand. A cache that cannot
    /// be written costs a warning, never the build.
    pub fn write(&self, pictures: &Pictures, write: Sink) -> Vec<Diagnostic> {
        let mut problems: Vec<Diagnostic> = pictures
            .distinct()
            .into_par_iter()
            .filter_map(|picture| self.write_one(picture, write).err())
            .collect();
        let failure = self.cache_failure.lock().ok().and_then(|mut failure| failure.take());
        if let (Some(failure), Some(folder)) = (failure, &self.cache) {
            problems.push(
                Diagnostic::warning(format!(
                    "pictures: cannot keep encoded pictures in the cache {}: {failure}; the pictures of this build are written all the same, and encoded again by a build into an empty output",
                    folder.display()
                ))
                .with_help(format!(
                    "make that folder writable, or name another with {}= (empty: no cache)",
                    PictureCache::VARIABLE
                )),
            );
        }
        problems
    }

    fn write_one(&self, picture: &Planned, write: Sink) -> Result<(), Diagnostic> {
        let variants = picture.variants();
        if let Some(memory) = &self.memory {
            let kept: Option<Vec<(String, Arc<[u8]>)>> = memory.lock().ok().and_then(|memory| {
                variants
                    .iter()
                    .map(|(_, _, path)| memory.get(path).map(|b| (path.clone(), Arc::clone(b))))
                    .collect()
            });
            if let Some(kept) = kept {
                self.reused.fetch_add(1, Ordering::Relaxed);
                for (path, bytes) in kept {
                    write(&OutputFile::Rendered { path, bytes: bytes.to_vec() })?;
                }
                return Ok(());
            }
        }
        if let Some(previous) = &self.previous {
            let files: Vec<PathBuf> =
                variants.iter().map(|(_, _, path)| previous.join(name_in_images(path))).collect();
            if files.iter().all(|f| f.metadata().is_ok_and(|m| m.is_file() && m.len() > 0)) {
                self.reused.fetch_add(1, Ordering::Relaxed);
                for ((_, _, path), source) in variants.iter().zip(files) {
                    write(&OutputFile::Reused { path: path.clone(), source })?;
                }
                return Ok(());
            }
        }
        if let Some(cached) = self.cached_files(&variants) {
            self.reused.fetch_add(1, Ordering::Relaxed);
            for (path, bytes) in cached {
                self.remember(&path, &bytes);
                write(&OutputFile::Rendered { path, bytes })?;
            }
            return Ok(());
        }
        let encoded = encode(picture).map_err(|e| {
            Diagnostic::error(format!("cannot encode this picture: {e}")).in_file(&picture.source)
        })?;
        self.encoded.fetch_add(1, Ordering::Relaxed);
        for (path, bytes) in encoded {
            self.keep_in_cache(&path, &bytes);
            self.remember(&path, &bytes);
            write(&OutputFile::Rendered { path, bytes })?;
        }
        Ok(())
    }

    /// Every file of a picture from the cache, if all are there (and none is empty).
    fn cached_files(&self, variants: &[(u32, Encoding, String)]) -> Option<Vec<(String, Vec<u8>)>> {
        let folder = self.cache.as_ref()?;
        variants
            .iter()
            .map(|(_, _, path)| {
                let bytes = std::fs::read(folder.join(name_in_images(path))).ok()?;
                (!bytes.is_empty()).then(|| (path.clone(), bytes))
            })
            .collect()
    }

    /// Keeps an encoded file in the cache: written to a name of this process's, then renamed,
    /// so that another build reading the cache at the same time never reads it cut short.
    fn keep_in_cache(&self, path: &str, bytes: &[u8]) {
        let Some(folder) = &self.cache else { return };
        let name = name_in_images(path);
        let kept = std::fs::create_dir_all(folder).and_then(|()| {
            static WRITES: AtomicUsize = AtomicUsize::new(0);
            let n = WRITES.fetch_add(1, Ordering::Relaxed);
            let partial = folder.join(format!(".{name}.{}-{n}.partial", std::process::id()));
            std::fs::write(&partial, bytes)
                .and_then(|()| std::fs::rename(&partial, folder.join(name)))
                .inspect_err(|_| {
                    let _ = std::fs::remove_file(&partial);
                })
        });
        if let Err(e) = kept {
            if let Ok(mut failure) = self.cache_failure.lock() {
                failure.get_or_insert_with(|| e.to_string());
            }
        }
    }

    /// In the preview, remembers a file encoded or taken from the cache.
    fn remember(&self, path: &str, bytes: &[u8]) {
        if let Some(memory) = &self.memory {
            if let Ok(mut memory) = memory.lock() {
                memory.insert(path.to_string(), Arc::from(bytes));
            }
        }
    }
}

/// A picture file's name, from its path in the output (`images/<hash>-480.webp`): its name
/// in the previous output's `images/` and in the cache.
fn name_in_images(path: &str) -> &str {
    &path[IMAGES_DIR.len() + 1..]
}

/// Every file of `picture`: decoded once, scaled to each width, each width encoded in each
/// format (widths in parallel).
/// A picture's files: each one's path in the output and its bytes.
type EncodedFiles = Vec<(String, Vec<u8>)>;

fn encode(picture: &Planned) -> Result<EncodedFiles, String> {
    let bytes = std::fs::read(&picture.source).map_err(|e| e.to_string())?;
    let original_bytes = &bytes;
    let decoded = image::load_from_memory(&bytes).map_err(|e| e.to_string())?.into_rgba8();
    let (width, height) = decoded.dimensions();
    let source = resize::images::Image::from_vec_u8(
        width,
        height,
        decoded.into_raw(),
        resize::PixelType::U8x4,
    )
    .map_err(|e| e.to_string())?;
    let per_width: Vec<Result<EncodedFiles, String>> = picture
        .widths
        .par_iter()
        .map(|&w| {
            let h = picture.height_at(w);
            let scaled = if w == width {
                image::RgbaImage::from_raw(w, h, source.buffer().to_vec())
            } else {
                let mut target = resize::images::Image::new(w, h, resize::PixelType::U8x4);
                resize::Resizer::new()
                    .resize(
                        &source,
                        &mut target,
                        &resize::ResizeOptions::new().resize_alg(resize::ResizeAlg::Convolution(
                            resize::FilterType::Lanczos3,
                        )),
                    )
                    .map_err(|e| e.to_string())?;
                image::RgbaImage::from_raw(w, h, target.into_vec())
            }
            .ok_or("the scaled picture has the wrong size")?;
            picture
                .encodings()
                .map(|e| {
                    // At its own width in its own format, the picture is its file as written
                    // (an editor's optimised PNG stays so).
                    let bytes = if w == width && e == picture.original {
                        original_bytes.clone()
                    } else {
                        encode_as(&scaled, e, picture.original)?
                    };
                    Ok((picture.path(w, e), bytes))
                })
                .collect()
        })
        .collect();
    let mut files = Vec::new();
    for result in per_width {
        files.extend(result?);
    }
    Ok(files)
}

fn encode_as(
    pixels: &image::RgbaImage,
    encoding: Encoding,
    original: Encoding,
) -> Result<Vec<u8>, String> {
    let (width, height) = pixels.dimensions();
    let mut out = Vec::new();
    match encoding {
        // A PNG is a drawing or a screenshot: lossless WebP keeps its edges and text sharp
        // (and is smaller than the PNG); a photo is lossy, a ninth of lossless's size.
        Encoding::Webp => {
            let lossless = original == Encoding::Png;
            out = webp::Encoder::from_rgba(pixels.as_raw(), width, height)
                .encode_simple(lossless, WEBP_QUALITY)
                .map_err(|e| format!("WebP: {e:?}"))?
                .to_vec();
        }
        Encoding::Jpeg => {
            let rgb = image::DynamicImage::ImageRgba8(pixels.clone()).into_rgb8();
            image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)
                .encode_image(&rgb)
                .map_err(|e| e.to_string())?;
        }
        Encoding::Png => {
            use image::ImageEncoder as _;
            image::codecs::png::PngEncoder::new_with_quality(
                &mut out,
                image::codecs::png::CompressionType::Best,
                image::codecs::png::FilterType::Adaptive,
            )
            .write_image(pixels.as_raw(), width, height, image::ExtendedColorType::Rgba8)
            .map_err(|e| e.to_string())?;
        }
        Encoding::Avif => encode_avif(pixels, &mut out)?,
    }
    Ok(out)
}

#[cfg(feature = "avif")]
fn encode_avif(pixels: &image::RgbaImage, out: &mut Vec<u8>) -> Result<(), String> {
    use image::ImageEncoder as _;
    image::codecs::avif::AvifEncoder::new_with_speed_quality(out, AVIF_SPEED, AVIF_QUALITY)
        .write_image(
            pixels.as_raw(),
            pixels.width(),
            pixels.height(),
            image::ExtendedColorType::Rgba8,
        )
        .map_err(|e| format!("AVIF: {e}"))
}

#[cfg(not(feature = "avif"))]
fn encode_avif(_: &image::RgbaImage, _: &mut Vec<u8>) -> Result<(), String> {
    Err("this build of iopress has no AVIF encoder (the `avif` feature)".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_is_written_at_the_widths_below_it_and_never_scaled_up() {
        assert_eq!(widths(1600), [480, 760, 1200]);
        assert_eq!(widths(1200), [480, 760, 1200]);
        assert_eq!(widths(900), [480, 760, 900]);
        assert_eq!(widths(480), [480]);
        assert_eq!(widths(300), [300]);
    }
}
