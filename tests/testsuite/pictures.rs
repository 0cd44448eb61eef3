//! Pictures: a JPEG and a PNG of a page's folder, and a drive's photo, become `<picture>`s
//! whose every file decodes at the width its `srcset` states; a second build encodes
//! nothing, nor does a build into an empty output once the cache has them; `check` reports a
//! picture without alt text in a published language.

use std::path::Path;

use crate::common::{attr, select, Fixture};
use iopress::check::{check_site, CheckOptions, FindingKind};
use iopress::render::pictures::PictureCache;
use iopress::{build_site, BuildReport};

/// Builds `site` with pictures kept in `cache` (the test run's shared cache would have them
/// already: every other test is built with it, `main.rs`).
fn build_with(site: &Fixture, cache: PictureCache) -> BuildReport {
    build_site(&iopress::BuildOptions { picture_cache: cache, ..site.options() })
        .unwrap_or_else(|failure| panic!("{:?}", failure.diagnostics))
}

/// A photo-like JPEG (gradients and noise, which compress like a photo) `width` × `height`.
fn jpeg(width: u32, height: u32, seed: u32) -> Vec<u8> {
    let pixels = image::RgbImage::from_fn(width, height, |x, y| {
        let noise = (x.wrapping_mul(7919) ^ y.wrapping_mul(104729) ^ seed) % 23;
        image::Rgb([
            (x * 255 / width) as u8,
            (y * 255 / height) as u8,
            (120 + noise * 3 + seed % 50) as u8,
        ])
    });
    let mut bytes = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, 90)
        .encode_image(&pixels)
        .unwrap();
    bytes
}

/// A diagram-like PNG: flat colours and sharp edges.
fn png(width: u32, height: u32) -> Vec<u8> {
    let pixels = image::RgbaImage::from_fn(width, height, |x, y| {
        if (x / 50 + y / 50) % 2 == 0 {
            image::Rgba([27, 52, 110, 255])
        } else {
            image::Rgba([255, 255, 255, 255])
        }
    });
    let mut bytes = Vec::new();
    pixels.write_to(&mut std::io::Cursor::new(&mut bytes), image::ImageFormat::Png).unwrap();
    bytes
}

/// The fixture review with a 1600 × 1000 JPEG in its prose and a 900 × 500 PNG placed by the
/// `image` shortcode.
fn site_with_pictures() -> Fixture {
    let site = Fixture::with_review();
    site.write_bytes("content/reviews/sn630/photo.jpg", &jpeg(1600, 1000, 1));
    site.write_bytes("content/reviews/sn630/diagram.png", &png(900, 500));
    insert_after(
        &site,
        "content/reviews/sn630/index.en.md",
        "## Setup\n",
        "\n![The drive on the bench](photo.jpg)\n\n{{ image(src=\"diagram.png\", alt=\"Four nodes and a switch\", caption=\"The cluster\") }}\n",
    );
    site
}

/// Writes `text` after `after` in the fixture's file `relative`; returns the new file.
fn insert_after(site: &Fixture, relative: &str, after: &str, text: &str) -> String {
    let file = std::fs::read_to_string(site.root().join(relative)).unwrap();
    assert!(file.contains(after), "{relative} has no {after:?}");
    let changed = file.replacen(after, &format!("{after}{text}"), 1);
    site.write(relative, &changed);
    changed
}

/// (url, width) of each entry of a `srcset`.
fn srcset(value: &str) -> Vec<(String, u32)> {
    value
        .split(", ")
        .map(|entry| {
            let (url, width) = entry.rsplit_once(' ').unwrap();
            (url.to_string(), width.trim_end_matches('w').parse().unwrap())
        })
        .collect()
}

/// The size a picture file declares: decoded for JPEG, PNG and WebP; for AVIF (which
/// `image` cannot decode without dav1d), the `ispe` box of its container.
fn decoded_size(output: &Path, url: &str) -> (u32, u32) {
    let path = output.join(url.trim_start_matches('/'));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    if url.ends_with(".avif") {
        let at = bytes.windows(4).position(|w| w == b"ispe").expect("an AVIF has an ispe box");
        let read = |from: usize| u32::from_be_bytes(bytes[from..from + 4].try_into().unwrap());
        return (read(at + 8), read(at + 12));
    }
    let picture = image::load_from_memory(&bytes).unwrap_or_else(|e| panic!("{url}: {e}"));
    (picture.width(), picture.height())
}

/// Every `<picture>` of a page: (the `<img>`'s width and height attributes, its `src`, and
/// each srcset with its type: the `<source>`s' and the `<img>`'s).
struct Shown {
    size: (u32, u32),
    src: String,
    srcsets: Vec<(String, String)>,
    lazy: bool,
    alt: String,
}

fn pictures(html: &scraper::Html) -> Vec<Shown> {
    select(html, "picture")
        .into_iter()
        .filter(|p| p.select(&scraper::Selector::parse("img.chart").unwrap()).next().is_none())
        .map(|picture| {
            let img = picture.select(&scraper::Selector::parse("img").unwrap()).next().unwrap();
            let attribute = |name: &str| img.value().attr(name).unwrap_or_default().to_string();
            let mut srcsets: Vec<(String, String)> = picture
                .select(&scraper::Selector::parse("source").unwrap())
                .map(|s| {
                    let attribute = |name: &str| s.value().attr(name).unwrap().to_string();
                    (attribute("type"), attribute("srcset"))
                })
                .collect();
            srcsets.push(("fallback".to_string(), attribute("srcset")));
            Shown {
                size: (attribute("width").parse().unwrap(), attribute("height").parse().unwrap()),
                src: attribute("src"),
                srcsets,
                lazy: attribute("loading") == "lazy",
                alt: attribute("alt"),
            }
        })
        .collect()
}

fn a_jpeg_and_a_png_in_a_bundle_become_pictures_whose_files_decode_at_the_stated_widths() {
    let site = site_with_pictures();
    let report = build_with(&site, PictureCache::Off);
    assert_eq!((report.pictures_encoded, report.pictures_reused), (2, 0));
    let html = site.html("reviews/sn630/index.html");
    let shown = pictures(&html);
    assert_eq!(shown.len(), 2, "{}", html.html());
    let (photo, diagram) = (&shown[0], &shown[1]);
    // Never scaled up: 480, 760 and 1200 of the 1600 px photo; 480, 760 and its own 900 of
    // the diagram. The attributes are the largest file's size.
    assert_eq!(photo.size, (1200, 750));
    assert_eq!(diagram.size, (900, 500));
    assert_eq!(photo.alt, "The drive on the bench");
    assert_eq!(diagram.alt, "Four nodes and a switch");
    // The first picture of a page without a header photo is loaded at once; the rest lazily.
    assert!(!photo.lazy && diagram.lazy);
    let types: Vec<&str> = photo.srcsets.iter().map(|(t, _)| t.as_str()).collect();
    if iopress::render::pictures::AVIF {
        assert_eq!(types, ["image/avif", "image/webp", "fallback"]);
    } else {
        assert_eq!(types, ["image/webp", "fallback"]);
    }
    for (picture, widths, ratio, original) in [
        (photo, [480, 760, 1200], 1000.0 / 1600.0, "jpg"),
        (diagram, [480, 760, 900], 500.0 / 900.0, "png"),
    ] {
        assert!(picture.src.ends_with(&format!("-{}.{original}", widths[2])), "{}", picture.src);
        for (kind, set) in &picture.srcsets {
            let entries = srcset(set);
            let stated: Vec<u32> = entries.iter().map(|(_, w)| *w).collect();
            assert_eq!(stated, widths, "{kind}: {set}");
            for (url, width) in entries {
                let extension = url.rsplit('.').next().unwrap();
                let expected = match kind.as_str() {
                    "fallback" => original,
                    "image/webp" => "webp",
                    _ => "avif",
                };
                assert_eq!(extension, expected, "{url}");
                let (w, h) = decoded_size(&site.output(), &url);
                let height = (f64::from(width) * ratio).round() as u32;
                assert_eq!((w, h), (width, height), "{url}");
            }
        }
    }
    // The French page (no picture in its text) shows none; the `image` shortcode has its
    // caption.
    assert!(pictures(&site.html("fr/reviews/sn630/index.html")).is_empty());
    assert_eq!(crate::common::texts(&html, "figure.photo figcaption"), ["The cluster"]);
}

fn a_second_build_encodes_nothing_and_a_changed_picture_is_encoded_again() {
    let site = site_with_pictures();
    assert_eq!(build_with(&site, PictureCache::Off).pictures_encoded, 2);
    let files = |site: &Fixture| {
        let mut files: Vec<(String, std::time::SystemTime)> =
            std::fs::read_dir(site.output().join("images"))
                .unwrap()
                .map(|e| {
                    let e = e.unwrap();
                    (
                        e.file_name().to_string_lossy().into_owned(),
                        e.metadata().unwrap().modified().unwrap(),
                    )
                })
                .collect();
        files.sort();
        files
    };
    let before = files(&site);
    assert_eq!(before.len(), 3 * (2 + usize::from(iopress::render::pictures::AVIF)) * 2);

    let again = build_with(&site, PictureCache::Off);
    assert_eq!((again.pictures_encoded, again.pictures_reused), (0, 2));
    // Not one file written anew: the same names, each the previous build's file.
    assert_eq!(files(&site), before);

    // Another photo under the same name: encoded again under another hash; the diagram not.
    site.write_bytes("content/reviews/sn630/photo.jpg", &jpeg(1600, 1000, 2));
    let changed = build_with(&site, PictureCache::Off);
    assert_eq!((changed.pictures_encoded, changed.pictures_reused), (1, 1));
    let html = site.html("reviews/sn630/index.html");
    let src = &pictures(&html)[0].src;
    assert!(before.iter().all(|(name, _)| !src.ends_with(name.as_str())), "{src}");
    assert_eq!(decoded_size(&site.output(), src), (1200, 750));
}

/// The files of a folder: name → bytes (the cache's temporary files would show here too).
fn files_in(folder: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(folder)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (e.file_name().to_string_lossy().into_owned(), std::fs::read(e.path()).unwrap())
        })
        .collect()
}

fn a_build_into_an_empty_output_takes_the_pictures_from_the_cache_and_a_cache_it_cannot_write_is_a_warning(
) {
    let cache = tempfile::tempdir().unwrap();
    let folder = cache.path().join("pictures");
    let first = site_with_pictures();
    let report = build_with(&first, PictureCache::At(folder.clone()));
    assert_eq!((report.pictures_encoded, report.pictures_reused), (2, 0));
    // The cache holds each file the output does, under its name, whole.
    let written = files_in(&first.output().join("images"));
    assert_eq!(written.len(), 3 * (2 + usize::from(iopress::render::pictures::AVIF)) * 2);
    assert_eq!(files_in(&folder), written);

    // Another site with the same pictures, nothing in its output: nothing encoded, the same
    // bytes.
    let second = site_with_pictures();
    let report = build_with(&second, PictureCache::At(folder.clone()));
    assert_eq!((report.pictures_encoded, report.pictures_reused), (0, 2));
    assert_eq!(files_in(&second.output().join("images")), written);
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);

    // A file of the cache left empty (a full disk) is not taken: its picture is encoded
    // again and its file written anew; the other picture is still taken.
    let (emptied, _) = written.iter().find(|(name, _)| name.ends_with("-480.webp")).unwrap();
    std::fs::write(folder.join(emptied), b"").unwrap();
    let third = site_with_pictures();
    let report = build_with(&third, PictureCache::At(folder.clone()));
    assert_eq!((report.pictures_encoded, report.pictures_reused), (1, 1));
    assert_eq!(files_in(&folder), written);

    // A cache that cannot be written (a file where its folder would be): the build succeeds,
    // encodes, and says so once.
    let blocked = cache.path().join("a-file");
    std::fs::write(&blocked, b"not a folder").unwrap();
    let fourth = site_with_pictures();
    let report = build_with(&fourth, PictureCache::At(blocked.join("pictures")));
    assert_eq!((report.pictures_encoded, report.pictures_reused), (2, 0));
    assert_eq!(files_in(&fourth.output().join("images")), written);
    let warnings: Vec<String> = report.warnings.iter().map(|w| w.to_string()).collect();
    let about_cache: Vec<&String> = warnings
        .iter()
        .filter(|w| w.contains("cannot keep encoded pictures in the cache"))
        .collect();
    assert_eq!(about_cache.len(), 1, "{warnings:?}");
    assert!(about_cache[0].contains("IOPRESS_CACHE_DIR"), "{}", about_cache[0]);
}

/// drive.toml's photo, with its alt text in English and French only.
fn site_with_drive_photo() -> Fixture {
    let site = Fixture::with_review();
    site.write_bytes("content/drives/wd-sn630/photo.jpg", &jpeg(1000, 700, 3));
    insert_after(
        &site,
        "content/drives/wd-sn630/drive.toml",
        "vendor = \"Western Digital\"\n",
        "image = \"photo.jpg\"\nimage_alt = { en = \"The SN630, label up\", fr = \"Le SN630, étiquette visible\" }\n",
    );
    site
}

/// The pages that show the drive's photo at their head, with its alt text there.
const HEADER_PHOTOS: [(&str, &str); 5] = [
    ("drives/wd-sn630/index.html", "The SN630, label up"),
    ("fr/drives/wd-sn630/index.html", "Le SN630, étiquette visible"),
    ("reviews/sn630/index.html", "The SN630, label up"),
    ("fr/reviews/sn630/index.html", "Le SN630, étiquette visible"),
    ("drives/wd-sn630/print/index.html", "The SN630, label up"),
];

fn a_drive_photo_shows_on_its_page_its_reviews_headers_list_cards_and_print_page() {
    let site = site_with_drive_photo();
    site.build_for_print();
    for (page, alt) in HEADER_PHOTOS {
        let html = site.html(page);
        assert_eq!(attr(&html, ".header-photo img", "alt"), [alt], "{page}");
        // The header photo is loaded at once, at the size of its largest file (1000 px: the
        // photo's own width, not scaled up).
        assert_eq!(attr(&html, ".header-photo img", "loading"), Vec::<String>::new(), "{page}");
        assert_eq!(attr(&html, ".header-photo img", "width"), ["1000"], "{page}");
        assert_eq!(attr(&html, ".header-photo img", "height"), ["700"], "{page}");
    }
    for list in ["drives/index.html", "reviews/index.html"] {
        let html = site.html(list);
        assert_eq!(attr(&html, ".card-photo img", "alt"), ["The SN630, label up"], "{list}");
        assert_eq!(attr(&html, ".card-photo img", "loading"), ["lazy"], "{list}");
    }
}

fn check_reports_a_picture_without_alt_text_in_a_published_language_at_its_place() {
    let site = site_with_drive_photo();
    site.write_bytes("content/reviews/sn630/photo.jpg", &jpeg(800, 500, 4));
    let french = insert_after(
        &site,
        "content/reviews/sn630/index.fr.md",
        "## Configuration\n",
        "\n![](photo.jpg)\n",
    );
    let findings: Vec<_> = check_site(site.root(), &CheckOptions::default())
        .findings
        .into_iter()
        .filter(|f| f.kind == FindingKind::ImageAlt)
        .collect();
    let places: Vec<(String, Option<usize>, Option<usize>)> = findings
        .iter()
        .map(|f| (f.file.as_ref().unwrap().display().to_string(), f.line, f.column))
        .collect();
    // The French image, at its line and column; the drive's photo, described in English and
    // French but not in Polish, at its `image` line.
    let line = french.lines().position(|l| l == "![](photo.jpg)").unwrap() + 1;
    assert_eq!(
        places,
        [
            ("content/drives/wd-sn630/drive.toml".to_string(), Some(4), Some(9)),
            ("content/reviews/sn630/index.fr.md".to_string(), Some(line), Some(1)),
        ],
        "{findings:#?}"
    );
    assert!(findings[0].message.contains("in `pl`"), "{}", findings[0].message);
}

/// Each picture of the page's main content as laid out: its box, the viewport's and the
/// column's width, the height its width and height attributes give it before it loads, and
/// the file the browser chose (with the width its srcset states).
const LAYOUT_SCRIPT: &str = r#"
const viewport = document.documentElement.clientWidth;
return Array.from(document.querySelectorAll('main picture img:not(.chart)')).map(img => {
  const r = img.getBoundingClientRect();
  const column = img.closest('main').getBoundingClientRect().width;
  const chosen = (img.srcset + ', ' + Array.from(img.parentElement.querySelectorAll('source')).map(s => s.srcset).join(', '))
    .split(', ').find(e => img.currentSrc && e.startsWith(new URL(img.currentSrc).pathname + ' '));
  return {
    cls: img.parentElement.className,
    left: r.left, right: r.right, width: r.width, height: r.height,
    viewport, column,
    ratioHeight: r.width * img.getAttribute('height') / img.getAttribute('width'),
    loaded: img.complete && img.naturalWidth > 0,
    currentSrc: img.currentSrc,
    chosenWidth: chosen ? parseInt(chosen.split(' ')[1]) : null,
  };
});
"#;

/// Pages of the example site that show pictures: the drive with a photo (its page and its
/// review's, in two languages), the drive list's cards and the Japanese home page's.
const PAGES_WITH_PICTURES: [&str; 6] = [
    "drives/wd-sn630/",
    "fr/drives/wd-sn630/",
    "reviews/sn630-vsan/",
    "fr/reviews/sn630-vsan/",
    "drives/",
    "ja/",
];

/// Whether `value` is a number from `low` to `high` (NaN is not).
fn within(value: f64, low: f64, high: f64) -> bool {
    (low..=high).contains(&value)
}

/// The example site's drive photo and diagram at a phone's width and a desktop's: on screen,
/// never wider than the viewport or the 760 px column, as high as their width and height
/// attributes say before their files arrive (nothing below them moves), and the header
/// photo loaded from a file at least as wide as it is shown.
fn pictures_fit_the_screen_and_the_column_at_390_and_1280_px_and_keep_their_height() {
    let (_site, server) = crate::browser::serve_example_site();
    let browser = crate::browser::Browser::start();
    let mut problems = Vec::new();
    let mut measured = 0;
    // Each page at each width: the pictures laid out, as LAYOUT_SCRIPT measures them.
    let laid_out = |path: &str| -> Vec<serde_json::Value> {
        browser.navigate(&format!("{}{path}", server.url));
        let shown = browser.execute(LAYOUT_SCRIPT).unwrap_or_else(|e| panic!("{e}"));
        shown.as_array().cloned().unwrap_or_default()
    };
    for width in [390u32, 1280] {
        browser.emulate_width(width);
        for path in PAGES_WITH_PICTURES {
            let shown = laid_out(path);
            if shown.is_empty() {
                problems.push(format!("/{path} at {width} px: no picture"));
            }
            for picture in shown {
                measured += 1;
                let at = |key: &str| picture[key].as_f64().unwrap_or(f64::NAN);
                let name = format!("/{path} at {width} px, {}", picture["cls"]);
                if !(at("width") > 50.0 && at("height") > 30.0) {
                    problems.push(format!(
                        "{name}: not visible ({} × {})",
                        at("width"),
                        at("height")
                    ));
                }
                if !(within(at("left"), -0.5, f64::MAX)
                    && within(at("right"), f64::MIN, at("viewport") + 0.5))
                {
                    problems.push(format!(
                        "{name}: off screen ({:.0}–{:.0} of {:.0})",
                        at("left"),
                        at("right"),
                        at("viewport")
                    ));
                }
                if !within(at("width"), 0.0, at("column").min(760.0) + 0.5) {
                    problems.push(format!(
                        "{name}: {:.0} px wide, wider than the column ({:.0})",
                        at("width"),
                        at("column")
                    ));
                }
                // NaN (no width or height attribute) fails too.
                if !within(at("height") - at("ratioHeight"), -1.0, 1.0) {
                    problems.push(format!("{name}: {:.1} px high, {:.1} by its attributes: the page shifts as it loads", at("height"), at("ratioHeight")));
                }
                if picture["cls"] == "header-photo" {
                    let chosen = picture["chosenWidth"].as_f64().unwrap_or(0.0);
                    if !(picture["loaded"].as_bool() == Some(true) && chosen >= at("width")) {
                        problems.push(format!(
                            "{name}: {} ({chosen} px wide) for {:.0} px",
                            picture["currentSrc"],
                            at("width")
                        ));
                    }
                }
            }
        }
    }
    drop(browser);
    server.stop();
    eprintln!("{measured} pictures measured");
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

crate::tests! {
    a_jpeg_and_a_png_in_a_bundle_become_pictures_whose_files_decode_at_the_stated_widths,
    a_second_build_encodes_nothing_and_a_changed_picture_is_encoded_again,
    a_build_into_an_empty_output_takes_the_pictures_from_the_cache_and_a_cache_it_cannot_write_is_a_warning,
    a_drive_photo_shows_on_its_page_its_reviews_headers_list_cards_and_print_page,
    check_reports_a_picture_without_alt_text_in_a_published_language_at_its_place,
    #[needs(CHROMIUM, CHROMEDRIVER)]
    pictures_fit_the_screen_and_the_column_at_390_and_1280_px_and_keep_their_height,
}
