//! A small site written into a temporary folder, built with the real theme, and read back
//! the way a reader would see it.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use iopress::render::build::{build_site, BuildFailure, BuildOptions, BuildReport};

pub const REPO: &str = env!("CARGO_MANIFEST_DIR");

pub const SITE_TOML: &str = r#"base_url = "https://bench.example.org"
default_language = "en"

[[languages]]
code = "en"
name = "English"
title = "Bench"

[[languages]]
code = "fr"
name = "Français"
title = "Banc"

[[languages]]
code = "pl"
name = "Polski"
title = "Ława"
"#;

pub struct Fixture {
    pub dir: tempfile::TempDir,
}

impl Fixture {
    /// A site with three languages, the default theme, a home page and nothing else.
    pub fn new() -> Fixture {
        let fixture = Fixture { dir: tempfile::tempdir().unwrap() };
        fixture.write("site.toml", SITE_TOML);
        fixture.write("content/_index.en.md", "+++\ntitle = \"Bench\"\n+++\nWelcome.\n");
        copy_dir(&Path::new(REPO).join("themes/default"), &fixture.root().join("themes/default"));
        fixture
    }

    /// A site with one drive and one review in English and French, with data.
    pub fn with_review() -> Fixture {
        let fixture = Fixture::new();
        fixture.write(
            "content/drives/wd-sn630/drive.toml",
            r#"[drive]
name = "Western Digital Ultrastar DC SN630"
vendor = "Western Digital"
facts = [{ label = "warranty", specs = [{ value = 5, unit = "years" }] }]

[[table]]
id = "specs"
file = "specs.csv"
family = "spec-sheet"
transpose = true
"#,
        );
        fixture.write(
            "content/drives/wd-sn630/specs.csv",
            "capacity [GB],seq-read [MiB/s],rand-read [IOPS],power-idle [W]\n960,2690,278760,5.80\n7680,2520,360280,6.10\n",
        );
        fixture.write(
            "content/reviews/sn630/index.en.md",
            r#"+++
title = "SN630 in vSAN"
summary = "Four nodes, twenty-four drives."
date = 2019-03-05
authors = ["A. Reviewer"]
drives = ["wd-sn630"]
tags = ["vsan"]
pros = ["Fast"]

[disclosure]
kind = "commissioned"
by = "Western Digital"

[captions]
sql = "SQL Server, four VMs"
+++

## Setup

The cluster is described [below](#setup). See [the drive](@/drives/wd-sn630).
"#,
        );
        fixture.write(
            "content/reviews/sn630/index.fr.md",
            r#"+++
title = "Le SN630 dans vSAN"
summary = "Quatre nœuds."

[captions]
sql = "SQL Server, quatre VM"
+++

## Configuration

Voir [le disque](@/drives/wd-sn630).
"#,
        );
        fixture.write(
            "content/reviews/sn630/data.toml",
            &[r#"[[rig]]
id = "bigtwin"
name = "Supermicro BigTwin"
facts = [{ label = "cpu", count = 2, text = "Intel Xeon Gold 6150", specs = [{ value = 2.7, unit = "GHz" }, { value = 18, unit = "cores" }] }]
class = "drive""#, SQL_TABLE].concat(),
        );
        fixture.write(
            "content/protocols.toml",
            "[[protocol]]\nid = \"sqlserver-tpcc-4vm-1500\"\nname = \"sqlserver-tpcc\"\nfacts = [{ label = \"vms\", specs = [{ value = 4, unit = \"VMs\" }] }]\n",
        );
        fixture.write(
            "content/reviews/sn630/sql.csv",
            "vm,tps [TPS],latency-avg [ms]\naggregate,12610.3,14.75\nvm1,3152.01,\n",
        );
        // The protocol's name is a label id; a test's name is the same in every language.
        fixture.write("i18n/protocols.ftl", "label-sqlserver-tpcc = SQL Server TPC-C\n");
        // So is the review's tag, a name: without a label it would be shown in lowercase.
        fixture.write("i18n/tags.ftl", "label-vsan = vSAN\n");
        fixture
    }

    pub fn root(&self) -> &Path {
        self.dir.path()
    }

    pub fn output(&self) -> PathBuf {
        self.root().join("output")
    }

    pub fn write(&self, relative: &str, text: &str) -> &Fixture {
        let path = self.root().join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
        self
    }

    /// Writes bytes that need not be UTF-8 (for tests of what a bad encoding reports).
    pub fn write_bytes(&self, relative: &str, bytes: &[u8]) -> &Fixture {
        let path = self.root().join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
        self
    }

    pub fn remove(&self, relative: &str) {
        std::fs::remove_file(self.root().join(relative)).unwrap();
    }

    pub fn options(&self) -> BuildOptions {
        BuildOptions { root: self.root().to_path_buf(), ..BuildOptions::default() }
    }

    pub fn build(&self) -> Result<BuildReport, BuildFailure> {
        build_site(&self.options())
    }

    /// Builds as a site that publishes its PDFs does (`[pdf] publish = true`, or `iopress
    /// pdf`'s own build): with the drives' print pages, which a plain build does not write.
    pub fn build_for_print(&self) -> BuildReport {
        let options =
            BuildOptions { pdfs: Some(iopress::site::PublishedPdfs::All), ..self.options() };
        build_site(&options).unwrap_or_else(|failure| panic!("build failed:\n{failure}"))
    }

    pub fn build_ok(&self) -> BuildReport {
        match self.build() {
            Ok(report) => report,
            Err(failure) => panic!("build failed:\n{failure}"),
        }
    }

    pub fn build_err(&self) -> BuildFailure {
        match self.build() {
            Ok(_) => panic!("the build succeeded but should have failed"),
            Err(failure) => failure,
        }
    }

    /// A file of the site's sources (not of its output), as written.
    pub fn read_source(&self, relative: &str) -> String {
        std::fs::read_to_string(self.root().join(relative)).unwrap()
    }

    pub fn read(&self, relative: &str) -> String {
        let path = self.output().join(relative);
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
    }

    pub fn html(&self, relative: &str) -> scraper::Html {
        scraper::Html::parse_document(&self.read(relative))
    }
}

/// The fixture review's SQL Server table, measured on its rig `bigtwin`: for tests that
/// rewrite the review's data.toml with another rig or configurations.
pub const SQL_TABLE: &str = r#"
[[table]]
id = "sql"
file = "sql.csv"
family = "application"
protocol = "sqlserver-tpcc-4vm-1500"
rig = "bigtwin"
"#;

/// A copy of the repository's example site (content, theme, strings, site.toml) in a temp folder.
pub fn example_site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for part in ["content", "themes", "i18n"] {
        copy_dir(&Path::new(REPO).join(part), &dir.path().join(part));
    }
    std::fs::copy(Path::new(REPO).join("site.toml"), dir.path().join("site.toml")).unwrap();
    dir
}

/// A Pagefind fragment (a gzipped `pagefind_dcd` JSON file of a bundle's `fragment/`): the
/// page's `url`, `meta`, `filters` and `content`.
pub fn pagefind_fragment(gz: &[u8]) -> serde_json::Value {
    use std::io::Read;
    let mut text = String::new();
    flate2::read::GzDecoder::new(gz).read_to_string(&mut text).unwrap();
    serde_json::from_str(text.trim_start_matches("pagefind_dcd")).unwrap()
}

pub fn copy_dir(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let target = to.join(entry.path().strip_prefix(from).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

pub fn select<'a>(html: &'a scraper::Html, selector: &str) -> Vec<scraper::ElementRef<'a>> {
    let selector = scraper::Selector::parse(selector).unwrap();
    html.select(&selector).collect()
}

/// The text of the elements matching `selector`, ASCII whitespace collapsed (no-break
/// spaces are part of formatted numbers and are kept).
pub fn texts(html: &scraper::Html, selector: &str) -> Vec<String> {
    select(html, selector)
        .into_iter()
        .map(|e| {
            e.text().collect::<String>().split_ascii_whitespace().collect::<Vec<_>>().join(" ")
        })
        .collect()
}

pub fn attr(html: &scraper::Html, selector: &str, name: &str) -> Vec<String> {
    select(html, selector)
        .into_iter()
        .filter_map(|e| e.value().attr(name).map(str::to_string))
        .collect()
}

/// The table of its page that a chart drawn from it links to for its figures, as a selector
/// (`figure#table-<id>`): the chart has the link, and the page has that table.
pub fn table_of_chart(html: &scraper::Html, chart: &str) -> String {
    let hrefs = attr(html, &format!("{chart} figcaption a.chart-data"), "href");
    assert_eq!(hrefs.len(), 1, "{chart} links to no table of its figures: {hrefs:?}");
    assert!(hrefs[0].starts_with("#table-"), "{chart} links to {}", hrefs[0]);
    let table = format!("figure{}", hrefs[0]);
    assert_eq!(select(html, &table).len(), 1, "{chart} links to {}, not on the page", hrefs[0]);
    table
}

/// Every file under `dir`, with its bytes, sorted by path.
pub fn snapshot(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = walkdir::WalkDir::new(dir)
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            (
                e.path().strip_prefix(dir).unwrap().display().to_string(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    files.sort();
    files
}

/// The chart a page shows in `<figure class="chart" id="{figure_id}">`: its phone drawing,
/// the figure's first `<svg>` element, exactly as the page carries it inline. `_output` (the
/// site's output folder) is where chart files were, when charts were files. Panics when the
/// figure shows no drawing.
pub fn chart_svg(_output: &Path, html: &str, figure_id: &str) -> String {
    chart_drawings(html, figure_id).0
}

/// A chart's two drawings as its page carries them inline: the phone's and, on a screen
/// page, the desktop's (`class="chart chart-wide"`).
pub fn chart_drawings(html: &str, figure_id: &str) -> (String, Option<String>) {
    let figure = html
        .find(&format!("<figure class=\"chart\" id=\"{figure_id}\">"))
        .unwrap_or_else(|| panic!("no chart {figure_id}"));
    let figure = &html[figure..figure + html[figure..].find("</figure>").unwrap()];
    let mut drawings = figure.match_indices("<svg ").map(|(start, _)| {
        let end = start + figure[start..].find("</svg>").expect("a closed <svg>") + "</svg>".len();
        figure[start..end].to_string()
    });
    let phone =
        drawings.next().unwrap_or_else(|| panic!("chart {figure_id} shows no drawing: {figure}"));
    (phone, drawings.next())
}

/// [`chart_svg`] of a built fixture's page, parsed, for `svg text`-style selectors.
pub fn chart_of(site: &Fixture, page: &str, figure_id: &str) -> scraper::Html {
    scraper::Html::parse_fragment(&chart_svg(&site.output(), &site.read(page), figure_id))
}

/// One bar of a ranking as its page shows it (`<figure class="chart chart-bars">`): the
/// texts a reader sees and the bar's length.
#[derive(Debug, Clone, PartialEq)]
pub struct RankedBarSeen {
    /// Its rank, where the ranking ranks.
    pub rank: Option<String>,
    pub name: String,
    /// Its figure with its unit, as the page writes it.
    pub value: String,
    /// Its length, percent of the ranking's largest value (`style="width:…%"`).
    pub width: f64,
    /// An entry of the page's own drive or review: bold (`<strong>`) and `class="own"`.
    pub own: bool,
}

/// The bars of the ranking `figure#{figure_id}`, top to bottom, as HTML (issue 40: no
/// drawing, no data table). Panics when the figure is not a ranking's bars.
pub fn ranked_bars(html: &scraper::Html, figure_id: &str) -> Vec<RankedBarSeen> {
    let figure = format!("figure.chart.chart-bars#{figure_id}");
    assert_eq!(select(html, &figure).len(), 1, "no ranking bars {figure_id}");
    let one = |li: &scraper::ElementRef, css: &str| -> Option<String> {
        li.select(&scraper::Selector::parse(css).unwrap())
            .next()
            .map(|e| e.text().collect::<String>())
    };
    select(html, &format!("{figure} > ol.ranked-bars > li"))
        .iter()
        .map(|li| {
            let style = li
                .select(&scraper::Selector::parse("span.bar").unwrap())
                .next()
                .and_then(|bar| bar.value().attr("style"))
                .unwrap_or_else(|| panic!("{figure_id}: a bar without its length"))
                .to_string();
            let width = style
                .strip_prefix("width:")
                .and_then(|w| w.strip_suffix('%'))
                .and_then(|w| w.parse().ok())
                .unwrap_or_else(|| panic!("{figure_id}: bar length {style}"));
            let own_class = li.value().classes().any(|c| c == "own");
            let bold = one(li, ".name strong").is_some();
            assert_eq!(own_class, bold, "{figure_id}: an own entry is bold, and only one");
            RankedBarSeen {
                rank: one(li, ".rank"),
                name: one(li, ".name").expect("a bar's name"),
                value: one(li, ".value").expect("a bar's figure"),
                width,
                own: own_class,
            }
        })
        .collect()
}
