//! Social cards and the tags that name them: every page of every kind, in every language,
//! carries Open Graph and Twitter tags; a review and a drive have a card of their own, a
//! 1200×630 PNG with their title and headline figure, drawn once and reused by later builds.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::common::{attr, example_site, texts, REPO};
use iopress::render::build::{build_site, BuildOptions, BuildReport};

const BASE: &str = "https://bench.example.org";

/// Each language of the example site and its `og:locale`.
const LOCALES: [(&str, &str); 5] =
    [("en", "en_US"), ("fr", "fr_FR"), ("pl", "pl_PL"), ("es", "es_ES"), ("ja", "ja_JP")];

fn build(root: &Path) -> BuildReport {
    match build_site(&BuildOptions { root: root.to_path_buf(), ..BuildOptions::default() }) {
        Ok(report) => report,
        Err(failure) => panic!("build failed:\n{failure}"),
    }
}

/// The `content` of `<meta property=…>` (or `name=…`) in a page's head.
fn meta(html: &scraper::Html, key: &str) -> Vec<String> {
    let mut found = attr(html, &format!("head meta[property=\"{key}\"]"), "content");
    found.extend(attr(html, &format!("head meta[name=\"{key}\"]"), "content"));
    found
}

/// The output file an absolute URL of the site names.
fn file_of(output: &Path, url: &str) -> PathBuf {
    let path = url.strip_prefix(BASE).unwrap_or_else(|| panic!("{url} is not on the site"));
    output.join(path.trim_start_matches('/'))
}

/// Every page of the output (an `index.html`), by URL path, print pages left out (documents
/// for paper, not for sharing).
fn pages(output: &Path) -> BTreeMap<String, PathBuf> {
    walkdir::WalkDir::new(output)
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.file_name() == "index.html")
        .map(|e| {
            let dir =
                e.path().parent().unwrap().strip_prefix(output).unwrap().display().to_string();
            let url = if dir.is_empty() { "/".to_string() } else { format!("/{dir}/") };
            (url, e.path().to_path_buf())
        })
        .filter(|(url, _)| !url.ends_with("/print/"))
        .collect()
}

/// The language of a URL path of the example site, whose default language is at the root.
fn language_of(url: &str) -> &'static str {
    LOCALES
        .iter()
        .map(|(code, _)| *code)
        .find(|code| url.starts_with(&format!("/{code}/")))
        .unwrap_or("en")
}

/// What a PNG shows: its size, its colours and how much of it is not background.
struct Picture {
    width: u32,
    height: u32,
    /// RGBA, row by row.
    pixels: Vec<u8>,
    /// Whether the file is a palette PNG.
    indexed: bool,
}

impl Picture {
    /// Reads a card (a palette PNG or RGBA), its pixels as RGBA.
    fn read(path: &Path) -> Picture {
        let mut decoder =
            png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
        decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::ALPHA);
        let mut reader = decoder.read_info().unwrap();
        let indexed = reader.info().color_type == png::ColorType::Indexed;
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        assert_eq!(info.color_type, png::ColorType::Rgba, "{}", path.display());
        pixels.truncate(info.buffer_size());
        Picture { width: info.width, height: info.height, pixels, indexed }
    }

    fn pixel(&self, x: u32, y: u32) -> [u8; 3] {
        let at = ((y * self.width + x) * 4) as usize;
        [self.pixels[at], self.pixels[at + 1], self.pixels[at + 2]]
    }

    /// Pixels in `x0..x1` × `y0..y1` that `matches`.
    fn count(
        &self,
        (x0, y0, x1, y1): (u32, u32, u32, u32),
        matches: impl Fn([u8; 3]) -> bool,
    ) -> usize {
        (y0..y1)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .filter(|&(x, y)| matches(self.pixel(x, y)))
            .count()
    }

    /// Distinct colours, counted over every other row (the antialiased edges of text and
    /// bars are what makes them many).
    fn colours(&self) -> usize {
        let colours: std::collections::HashSet<[u8; 3]> = (0..self.height)
            .step_by(2)
            .flat_map(|y| (0..self.width).map(move |x| (x, y)))
            .map(|(x, y)| self.pixel(x, y))
            .collect();
        colours.len()
    }
}

/// Text: a dark grey pixel, as the card's title is drawn (#1b1d21, with its antialiasing).
fn dark([r, g, b]: [u8; 3]) -> bool {
    r < 100 && g < 100 && b < 100
}

/// The accent colour (#0072B2) the figure and the page's own bar are drawn in.
fn accent([r, g, b]: [u8; 3]) -> bool {
    r < 40 && (90..140).contains(&g) && (150..210).contains(&b)
}

fn every_page_kind_in_every_language_has_open_graph_and_twitter_tags_and_a_card() {
    let site = example_site();
    let report = build(site.path());
    assert!(
        !report.warnings.iter().any(|w| w.message.contains("font")),
        "fonts-dejavu-core and fonts-noto-cjk are installed: {:?}",
        report.warnings
    );
    let output = site.path().join("output");
    let pages = pages(&output);
    let mut kinds_seen = BTreeMap::<&str, usize>::new();
    for (url, file) in &pages {
        let html = scraper::Html::parse_document(&std::fs::read_to_string(file).unwrap());
        let lang = language_of(url);
        let locale = LOCALES.iter().find(|(code, _)| *code == lang).unwrap().1;
        assert_eq!(meta(&html, "og:url"), [format!("{BASE}{url}")], "{url}");
        assert_eq!(meta(&html, "og:locale"), [locale], "{url}");
        let title = meta(&html, "og:title");
        assert!(title.len() == 1 && !title[0].is_empty(), "{url}: {title:?}");
        let description = meta(&html, "og:description");
        assert!(description.len() == 1 && !description[0].is_empty(), "{url}");
        assert_eq!(meta(&html, "twitter:card"), ["summary_large_image"], "{url}");
        // Every page has a picture, a PNG of the output.
        let image = meta(&html, "og:image");
        assert_eq!(image.len(), 1, "{url}");
        let card = file_of(&output, &image[0]);
        assert!(card.is_file(), "{url}: its card {} is not in the output", image[0]);
        assert_eq!(meta(&html, "og:image:width"), ["1200"]);
        assert_eq!(meta(&html, "og:image:height"), ["630"]);
        // A review or a drive: its own card beside it, titled as the page; others, the site's.
        let segments: Vec<&str> = url.trim_matches('/').split('/').collect();
        let segments =
            if segments[0] == lang && lang != "en" { &segments[1..] } else { &segments[..] };
        let kind = match segments {
            ["reviews", _] => "review",
            ["drives", _] => "drive",
            ["drives", _, "compare"] => "drive comparison",
            ["tags", ..] => "tag",
            [section] if !section.is_empty() => "section or site page",
            [""] | [] => "home",
            _ => "other",
        };
        *kinds_seen.entry(kind).or_default() += 1;
        assert_eq!(
            meta(&html, "og:type"),
            [if kind == "review" { "article" } else { "website" }],
            "{url}"
        );
        let own_card = matches!(kind, "review" | "drive" | "drive comparison");
        let page_dir =
            if kind == "drive comparison" { url.trim_end_matches("compare/") } else { url };
        let language_root = if lang == "en" { "/".to_string() } else { format!("/{lang}/") };
        let card_dir = if own_card { page_dir } else { language_root.as_str() };
        let name = image[0]
            .strip_prefix(&format!("{BASE}{card_dir}"))
            .unwrap_or_else(|| panic!("{url}: its card {} is not in {card_dir}", image[0]));
        assert!(name.starts_with("card-") && !name.contains('/'), "{url}: {}", image[0]);
        if matches!(kind, "review" | "drive") {
            assert_eq!(title, texts(&html, "main h1"), "{url}");
        }
    }
    for kind in ["home", "review", "drive", "drive comparison", "tag", "section or site page"] {
        assert!(kinds_seen.get(kind).is_some_and(|n| *n >= 5), "{kind}: {kinds_seen:?}");
    }

    // A review translated into French names its English original as an alternate locale,
    // and not its own; a page in one language alone names none.
    let fr = scraper::Html::parse_document(
        &std::fs::read_to_string(&pages["/fr/reviews/sn630-vsan/"]).unwrap(),
    );
    let alternates = meta(&fr, "og:locale:alternate");
    assert!(
        alternates.contains(&"en_US".to_string()) && !alternates.contains(&"fr_FR".to_string()),
        "{alternates:?}"
    );

    // Each card (once, however many pages show it): 1200×630, not blank, its title drawn,
    // and a review's or drive's figure in the accent colour (the site's card has none).
    let cards: std::collections::BTreeSet<PathBuf> = pages
        .values()
        .map(|file| {
            let html = scraper::Html::parse_document(&std::fs::read_to_string(file).unwrap());
            file_of(&output, &meta(&html, "og:image")[0])
        })
        .collect();
    assert!(cards.len() > 5 * 5, "{} cards", cards.len());
    for file in &cards {
        let card = Picture::read(file);
        let name = file.display();
        assert_eq!((card.width, card.height), (1200, 630), "{name}");
        assert!(card.colours() > 50, "{name}: {} colours", card.colours());
        let painted = card.count((0, 0, 1200, 600), |p| p != [255, 255, 255]);
        assert!(painted > 1200 * 600 / 50, "{name}: {painted} pixels not background");
        // The title: a block of dark text in the card's upper left.
        assert!(card.count((64, 110, 600, 300), dark) > 3000, "{name}: no title on the card");
    }
    // A card of 256 colours or fewer (flat colours and their anti-aliased edges) is a palette
    // PNG of the same pixels; one of more (a photo's) is RGBA (cards::tests in the crate).
    let card_of = |url: &str| {
        let html = scraper::Html::parse_document(&std::fs::read_to_string(&pages[url]).unwrap());
        Picture::read(&file_of(&output, &meta(&html, "og:image")[0]))
    };
    for url in ["/", "/fr/tags/"] {
        assert!(card_of(url).indexed, "{url}: the site's card is not a palette PNG");
    }
    let indexed = cards.iter().filter(|file| Picture::read(file).indexed).count();
    assert!(indexed * 2 > cards.len(), "{indexed} of {} cards are palette PNGs", cards.len());
    // A drive's card draws its figure, large, in the accent colour; the bar of its ranking too.
    let card = card_of("/ja/drives/wd-sn630/");
    assert!(card.count((64, 430, 600, 520), accent) > 4000, "no figure on the card");
    assert!(card.count((640, 60, 1136, 540), accent) > 500, "no highlighted bar on the card");
    // In Japanese, a review's title in kana and kanji is drawn (with Noto Sans CJK).
    let review = scraper::Html::parse_document(
        &std::fs::read_to_string(&pages["/ja/reviews/sn655-vsan8-esa/"]).unwrap(),
    );
    let title = &meta(&review, "og:title")[0];
    assert!(
        title
            .chars()
            .any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)
                || ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "{title}"
    );
    let card = Picture::read(&file_of(&output, &meta(&review, "og:image")[0]));
    assert!(card.count((64, 110, 600, 300), dark) > 5000, "no Japanese title on the card");
}

fn a_card_is_rasterized_once_and_taken_from_the_previous_output_after() {
    let site = example_site();
    let first = build(site.path());
    // Five languages: each one's site card, and one per review and drive rendered in it.
    assert!(first.cards_rasterized >= 5 * 5, "{}", first.cards_rasterized);
    assert_eq!(first.cards_reused, 0);

    // Nothing changed: every page is taken from the previous output, its card with it.
    let second = build(site.path());
    assert_eq!(second.cards_rasterized, 0);

    // A template changed: every page is rendered again, but no card is drawn again.
    let base = site.path().join("themes/default/templates/base.html");
    let template = std::fs::read_to_string(&base).unwrap();
    std::fs::write(&base, template.replace("<body", "<!-- edited -->\n<body")).unwrap();
    let third = build(site.path());
    assert_eq!(third.documents_reused, 0);
    assert_eq!(third.cards_rasterized, 0, "a card drawn again though nothing on it changed");
    assert!(third.cards_reused >= first.cards_rasterized - 5, "{}", third.cards_reused);

    // A review's title changed in one language: that card alone is drawn again.
    let review = site.path().join("content/reviews/sn630-vsan/index.fr.md");
    let text = std::fs::read_to_string(&review).unwrap();
    let title_line = text.lines().find(|l| l.starts_with("title")).unwrap().to_string();
    std::fs::write(&review, text.replace(&title_line, "title = \"Un autre titre\"")).unwrap();
    let fourth = build(site.path());
    assert_eq!(fourth.cards_rasterized, 1);
    let html = scraper::Html::parse_document(
        &std::fs::read_to_string(site.path().join("output/fr/reviews/sn630-vsan/index.html"))
            .unwrap(),
    );
    assert!(file_of(&site.path().join("output"), &meta(&html, "og:image")[0]).is_file());
}

/// A card whose text has characters no installed font has (a Hindi title on a machine
/// without a Devanagari font; here a private-use character no font has) is warned about,
/// naming them, and marked, so that the next build draws it again rather than keep the empty
/// boxes once the font is installed; the other cards are taken as before.
fn a_card_with_characters_no_font_has_is_warned_about_and_drawn_again() {
    let site = example_site();
    let review = site.path().join("content/reviews/sn630-vsan/index.fr.md");
    let text = std::fs::read_to_string(&review).unwrap();
    let title_line = text.lines().find(|l| l.starts_with("title")).unwrap().to_string();
    std::fs::write(&review, text.replace(&title_line, "title = \"Le SN630 \u{10FFFD}\"")).unwrap();
    let first = build(site.path());
    let warning = first
        .warnings
        .iter()
        .map(|w| w.to_string())
        .find(|w| w.contains("no installed font has"))
        .unwrap_or_else(|| panic!("no warning of the missing glyph: {:?}", first.warnings));
    assert!(warning.contains("U+10FFFD"), "{warning}");
    assert!(warning.contains("fonts-noto-core"), "{warning}");
    // The README section it sends the reader to exists (a Thai translator found none).
    let section = warning.split("README, \"").nth(1).and_then(|rest| rest.split('"').next());
    let section = section.unwrap_or_else(|| panic!("no README section named: {warning}"));
    let readme = std::fs::read_to_string(Path::new(REPO).join("README.md")).unwrap();
    assert!(readme.contains(&format!("**{section}**")), "README has no {section:?}");
    let output = site.path().join("output");
    let html = scraper::Html::parse_document(
        &std::fs::read_to_string(output.join("fr/reviews/sn630-vsan/index.html")).unwrap(),
    );
    let card = file_of(&output, &meta(&html, "og:image")[0]);
    // A PNG text chunk (tEXt) of that keyword, before the file's end.
    let bytes = std::fs::read(&card).unwrap();
    let marked = bytes.windows(26).any(|w| w == b"tEXtiopress-missing-glyphs");
    assert!(marked, "the card is not marked as drawn without a glyph");

    // Nothing changed: that card alone is drawn again (the font may have been installed
    // since), and warned about again; every other card is taken.
    let second = build(site.path());
    assert_eq!(second.cards_rasterized, 1, "{second:?}");
    assert!(second.warnings.iter().any(|w| w.to_string().contains("U+10FFFD")));
    let third = build(site.path());
    assert_eq!(third.cards_rasterized, 1);
}

crate::tests! {
    every_page_kind_in_every_language_has_open_graph_and_twitter_tags_and_a_card,
    a_card_is_rasterized_once_and_taken_from_the_previous_output_after,
    a_card_with_characters_no_font_has_is_warned_about_and_drawn_again,
}
