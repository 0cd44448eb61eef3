//! Property tests: random and mutated input for every loader an editor's files go through
//! (front matter, CSV, data.toml, drive.toml, protocols.toml, site.toml, shortcodes,
//! Markdown, and a whole site). Whatever is written, loading must not panic, and every error
//! must name its file and, where the file has lines, a line and column inside it.
//!
//! Inputs start from a valid fixture and are mutated the ways files really break: cut short,
//! bytes typed in, lines swapped, duplicated (duplicate keys) or deleted, numbers replaced by
//! huge, negative or non-finite ones, deep nesting, random Unicode. The case counts keep
//! this file under about 20 s in a debug build.

use crate::common;

use std::path::{Path, PathBuf};

use proptest::prelude::*;
use proptest::sample::Index;

use crate::common::Fixture;
use iopress::site::data::{self, Family};
use iopress::site::diagnostics::{Diagnostic, Location};
use iopress::site::site_files::SiteRoot;

// ---- What every error must carry ----

/// Every error names `file` and a place inside `text` (an empty text has its line 1).
fn assert_located<'d>(errors: impl IntoIterator<Item = &'d Diagnostic>, file: &Path, text: &str) {
    for error in errors.into_iter().filter(|d| d.is_error()) {
        assert_eq!(
            error.file.as_deref(),
            Some(file),
            "an error names the wrong file or none: {error}"
        );
        let location =
            error.location.unwrap_or_else(|| panic!("an error without a line and column: {error}"));
        assert_inside(location, text, error);
    }
}

/// `location` is a line of `text` and at most one column past its end.
fn assert_inside(location: Location, text: &str, error: &dyn std::fmt::Display) {
    let lines: Vec<&str> = text.split('\n').collect();
    assert!(
        location.line >= 1 && location.line <= lines.len(),
        "line {} of {}: {error}",
        location.line,
        lines.len()
    );
    let width = lines[location.line - 1].chars().count();
    assert!(
        location.column >= 1 && location.column <= width + 1,
        "column {} of {width}: {error}",
        location.column
    );
}

/// For a whole site: every error names a file under `root`, and a place in it when it is a
/// text file (a folder or a template directory has no lines).
fn assert_located_in_site(errors: &[Diagnostic], root: &Path) {
    for error in errors.iter().filter(|d| d.is_error()) {
        let file =
            error.file.as_ref().unwrap_or_else(|| panic!("an error without a file: {error}"));
        let path = root.join(file);
        let Ok(bytes) = std::fs::read(&path) else { continue };
        let text = String::from_utf8_lossy(&bytes);
        let location =
            error.location.unwrap_or_else(|| panic!("an error without a line and column: {error}"));
        assert_inside(location, &text, error);
    }
}

// ---- Mutations ----

#[derive(Debug, Clone)]
enum Mutation {
    Truncate(Index),
    Insert(Index, String),
    DeleteLine(Index),
    DuplicateLine(Index),
    SwapLines(Index, Index),
    ReplaceNumber(Index, String),
    Nest(Index, usize, u8),
}

/// Pieces of the syntax of every format, and the characters that break parsers.
const FRAGMENTS: &[&str] = &[
    "\0",
    "\u{1}",
    "\"",
    "'",
    "\\",
    "+++",
    "---",
    "\n",
    "\r\n",
    "\r",
    "=",
    "[",
    "]",
    "{",
    "}",
    ",",
    "~",
    "-",
    ":",
    "#",
    "|",
    "*",
    "`",
    "```",
    "\t",
    " ",
    "[[table]]",
    "[[rig]]",
    "[[config]]",
    "[[languages]]",
    "[drive]",
    "NaN",
    "nan",
    "inf",
    "-inf",
    "1e400",
    "~-1",
    "-0",
    "{{",
    "}}",
    "{{ value(table=\"sql\", column=\"tps\") }}",
    "{{ chart(table=\"sql\", metric=\"tps\") }}",
    "{{ table(id=\"nope\") }}",
    "{{ value(",
    "(",
    ")",
    "=\"",
    "@/",
    "[x](@/reviews/nowhere)",
    "[x](@/drives/wd-sn630#nope)",
    "\u{feff}",
    "\u{fffe}",
    "\u{e000}",
    "\u{e001}",
    "é",
    "東京",
    "\u{202e}",
    "date = 20190305",
    "date: 20190305",
    "date = 2019-02-30",
    "weight = 1e400",
    "title = 1",
    "drives = [\"nope\"]",
    "file = \"../x.csv\"",
    "family = \"load-curve\"",
    "unit = \"furlongs\"",
    "value = nan",
    "value = -1",
    "count = -2",
    "code = \"fr\"",
    "locale = \"xx\"",
    "base_url = \"x\"",
];

fn number() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("9".repeat(401)),
        Just(format!("-{}", "9".repeat(401))),
        Just(format!("0.{}", "1".repeat(400))),
        Just("-19437".to_string()),
        Just("NaN".to_string()),
        Just("inf".to_string()),
        Just("1e400".to_string()),
        Just("9223372036854775808".to_string()),
        any::<f64>().prop_map(|f| f.to_string()),
        any::<i64>().prop_map(|i| i.to_string()),
    ]
}

fn fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::sample::select(FRAGMENTS).prop_map(str::to_string),
        2 => any::<String>(),
        1 => number(),
    ]
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        1 => any::<Index>().prop_map(Mutation::Truncate),
        3 => (any::<Index>(), fragment()).prop_map(|(at, text)| Mutation::Insert(at, text)),
        1 => any::<Index>().prop_map(Mutation::DeleteLine),
        1 => any::<Index>().prop_map(Mutation::DuplicateLine),
        1 => (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Mutation::SwapLines(a, b)),
        2 => (any::<Index>(), number()).prop_map(|(at, n)| Mutation::ReplaceNumber(at, n)),
        1 => (any::<Index>(), 1usize..3000, 0u8..4).prop_map(|(at, depth, kind)| Mutation::Nest(at, depth, kind)),
    ]
}

fn floor_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn apply(text: &str, mutation: &Mutation) -> String {
    let mut lines: Vec<String> = text.split_inclusive('\n').map(str::to_string).collect();
    let at = |index: &Index| floor_boundary(text, index.index(text.len() + 1));
    match mutation {
        Mutation::Truncate(index) => text[..at(index)].to_string(),
        Mutation::Insert(index, fragment) => {
            let at = at(index);
            format!("{}{fragment}{}", &text[..at], &text[at..])
        }
        Mutation::DeleteLine(index) if !lines.is_empty() => {
            lines.remove(index.index(lines.len()));
            lines.concat()
        }
        Mutation::DuplicateLine(index) if !lines.is_empty() => {
            let line = lines[index.index(lines.len())].clone();
            lines.insert(index.index(lines.len()), line);
            lines.concat()
        }
        Mutation::SwapLines(a, b) if !lines.is_empty() => {
            let (a, b) = (a.index(lines.len()), b.index(lines.len()));
            lines.swap(a, b);
            lines.concat()
        }
        Mutation::ReplaceNumber(index, number) => {
            let starts: Vec<usize> = text
                .char_indices()
                .filter(|(i, c)| {
                    c.is_ascii_digit()
                        && !text[..*i].ends_with(|p: char| p.is_ascii_digit() || p == '.')
                })
                .map(|(i, _)| i)
                .collect();
            if starts.is_empty() {
                return text.to_string();
            }
            let start = starts[index.index(starts.len())];
            let end = text[start..]
                .find(|c: char| !(c.is_ascii_digit() || c == '.'))
                .map_or(text.len(), |e| start + e);
            format!("{}{number}{}", &text[..start], &text[end..])
        }
        Mutation::Nest(index, depth, kind) => {
            let (open, close) = match kind {
                0 => ("[", "]"),
                1 => ("{a=", "}"),
                2 => ("- ", ""),
                _ => ("> ", ""),
            };
            let at = at(index);
            format!("{}{}{}{}", &text[..at], open.repeat(*depth), close.repeat(*depth), &text[at..])
        }
        _ => text.to_string(),
    }
}

/// `base` with one to four mutations, or (now and then) random Unicode instead.
fn mutated(base: &'static str) -> impl Strategy<Value = String> {
    prop_oneof![
        6 => prop::collection::vec(mutation(), 1..5)
            .prop_map(move |mutations| mutations.iter().fold(base.to_string(), |text, m| apply(&text, m))),
        1 => any::<String>(),
    ]
}

fn mutated_from(bases: &'static [&'static str]) -> impl Strategy<Value = String> {
    prop::sample::select(bases).prop_flat_map(mutated)
}

/// `cases` per property, or `PROPTEST_CASES` for a longer hunt (`PROPTEST_CASES=20000`).
fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(cases),
        // Failures are kept as named regression tests (in tests/testsuite/errors.rs and below), not as
        // files in the source tree.
        failure_persistence: None,
        max_shrink_iters: 2000,
        ..ProptestConfig::default()
    }
}

// ---- Valid fixtures the mutations start from ----

const FRONT_MATTER: &[&str] = &[
    "+++\ntitle = \"SN630 in vSAN\"\nsummary = \"Four nodes.\"\ndate = 2019-03-05\nupdated = 2019-03-12\nauthors = [\"A. Reviewer\"]\ndrives = [\"wd-sn630\"]\ntags = [\"vsan\"]\nweight = 3\nslug = \"sn630\"\n\n[disclosure]\nkind = \"commissioned\"\nby = \"Western Digital\"\n\n[captions]\nsql = \"SQL Server, four VMs\"\n+++\n\n## Setup\n\nProse.\n",
    "---\ntitle: Le SN630\ndate: 2019-03-05\ndrives: [wd-sn630]\ndisclosure: { kind: commissioned, by: Western Digital }\ncaptions:\n  sql: SQL Server\n---\nTexte.\n",
];

const CSV: &[&str] = &[
    "vm,tps [TPS],latency-avg [ms]\naggregate,12610.3,14.75\nvm1,3152.01,\n",
    "workload,config,load [IOPS],latency [ms],latency-p99 [ms]\nrand-read-4k,a,1000,0.1,0.2\nrand-read-4k,a,~2000,0.15,\n",
    "workload,config,peak-iops [IOPS],peak-latency [ms],sub-ms-until [IOPS]\nrand-read-4k,a,442089,4.8,~350000\n",
    "config,workload,iops [IOPS],throughput [MB/s]\na,\"sql, \"\"x\"\"\",1,2\nb,sql,3,4\n",
    "capacity [GB],seq-read [MiB/s],temperature [°C]\n960,2690,-5\n7680,2520,70\n",
];

const DATA_TOML: &str = "[[rig]]\nid = \"bigtwin\"\nname = \"Supermicro BigTwin\"\nfacts = [{ label = \"cpu\", count = 2, text = \"Intel Xeon Gold 6150\", specs = [{ value = 2.7, unit = \"GHz\" }, { value = \"18\", unit = \"cores\" }] }]\n\n[[config]]\nid = \"a\"\nname = \"dr-on\"\nrig = \"bigtwin\"\ndetails = [{ value = 16, unit = \"TB\" }, { label = \"out-of-cache\" }]\n\n[[table]]\nid = \"sql\"\nfile = \"sql.csv\"\nfamily = \"application\"\nprotocol = \"sqlserver-tpcc-4vm-1500\"\nrig = \"bigtwin\"\n\n[[table]]\nid = \"curve\"\nfile = \"curve.csv\"\nfamily = \"load-curve\"\nprotocol = \"fio\"\nlog_axis = true\n";

const DRIVE_TOML: &str = "[drive]\nname = \"Western Digital Ultrastar DC SN630\"\nvendor = \"Western Digital\"\nfacts = [\n  { label = \"form-factor\", text = \"U.2\" },\n  { label = \"warranty\", specs = [{ value = 5, unit = \"years\" }] },\n]\n\n[[table]]\nid = \"specs\"\nfile = \"specs.csv\"\nfamily = \"spec-sheet\"\ntranspose = true\n";

const PROTOCOLS_TOML: &str = "[[protocol]]\nid = \"sqlserver-tpcc-4vm-1500\"\nname = \"sqlserver-tpcc\"\nfacts = [{ label = \"vms\", specs = [{ value = 4, unit = \"VMs\" }] }]\n\n[[protocol]]\nid = \"fio\"\n";

const SITE_TOML: &[&str] = &[common::SITE_TOML, "base_url = \"https://bench.example.org/\"\ntheme = \"default\"\ndefault_language = \"fr\"\ndefault_language_at_root = false\nmissing_translations = \"omit\"\nfeed_limit = 20\nprint_page_size = \"Letter\"\n\n[[languages]]\ncode = \"fr\"\nname = \"Français\"\nlocale = \"fr-CA\"\ntitle = \"Banc\"\ndescription = \"Tests\"\n"];

const MARKDOWN: &[&str] = &[
    "## Setup {#setup}\n\nSee [the drive](@/drives/wd-sn630) and [below](#setup).\n\n{{ chart(table=\"sql\", metric=\"tps\") }}\n\nA figure: {{ value(table=\"sql\", column=\"tps\") }}.\n\n```\n{{ not(a=\"shortcode\") }}\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nA note[^1].\n\n[^1]: The note.\n",
    "# Résultats\n\n- [x] done\n- ~~struck~~ `{{ code }}`\n\n> {{ table(id=\"sql\") }}\n",
];

// ---- The loaders ----

proptest! {
    #![proptest_config(config(2000))]

    fn front_matter_never_panics_and_errors_are_located(text in mutated_from(FRONT_MATTER)) {
        let path = Path::new("content/reviews/x/index.en.md");
        match iopress::site::content::front_matter::parse_file(&text, path) {
            Ok(parsed) => {
                for date in [&parsed.front_matter.date, &parsed.front_matter.updated].into_iter().flatten() {
                    let _ = date.to_date();
                }
                for field in ["date", "updated", "slug", "drives"] {
                    if let Some(location) = parsed.locate_field(field) {
                        assert_inside(location, text.strip_prefix('\u{feff}').unwrap_or(&text), &field);
                    }
                }
            }
            Err(error) => assert_located([&error], path, text.strip_prefix('\u{feff}').unwrap_or(&text)),
        }
    }

    fn csv_tables_never_panic_and_errors_are_located(text in mutated_from(CSV)) {
        let path = Path::new("t.csv");
        match data::table::parse_csv(&text, path) {
            Ok(table) => {
                for family in [Family::Application, Family::LoadCurve, Family::Matrix, Family::SpecSheet] {
                    if let Err(errors) = data::results::classify(family, &table, &text, path, &["a", "b"]) {
                        assert_located(&errors, path, &text);
                    }
                }
            }
            Err(errors) => assert_located(&errors, path, &text),
        }
    }

    fn site_toml_never_panics_and_errors_are_located(text in mutated_from(SITE_TOML)) {
        let path = Path::new("site.toml");
        if let Err(errors) = iopress::site::config::SiteConfig::parse(&text, path) {
            assert_located(&errors, path, &text);
        }
    }

    fn shortcodes_and_markdown_never_panic_and_errors_are_located(text in mutated_from(MARKDOWN)) {
        let path = Path::new("content/reviews/x/index.en.md");
        let body = match iopress::render::shortcodes::extract(&text) {
            Ok((body, shortcodes)) => {
                for shortcode in shortcodes {
                    assert_inside(shortcode.location, &text, &shortcode.name);
                }
                body
            }
            Err(errors) => {
                for error in errors {
                    assert_inside(error.location, &text, &error.message);
                }
                text.clone()
            }
        };
        let source = iopress::site::markdown::Source { file: path, first_line: 1 };
        let resolve = |target: &str| (target == "drives/wd-sn630").then(|| "/drives/wd-sn630/".to_string());
        let (_, problems) = iopress::site::markdown::render(&body, &source, &resolve);
        assert_located(&problems, path, &body);
    }
}

/// A bundle (or drive folder, or content folder) with its tables, `name` holding `text`.
fn folder_with(name: &str, text: &[u8]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let write = |file: &str, bytes: &[u8]| std::fs::write(dir.path().join(file), bytes).unwrap();
    write("sql.csv", CSV[0].as_bytes());
    write("curve.csv", CSV[1].replace(",a,", ",,").as_bytes());
    write("specs.csv", CSV[4].as_bytes());
    write(name, text);
    dir
}

/// Raw bytes now and then, for what a file in another encoding does to the loaders.
fn with_stray_byte(text: String, byte: Option<(Index, u8)>) -> Vec<u8> {
    let mut bytes = text.into_bytes();
    if let Some((at, byte)) = byte {
        bytes.insert(at.index(bytes.len() + 1), byte);
    }
    bytes
}

fn data_file_errors(name: &str, bytes: &[u8], load: fn(&Path) -> Result<(), Vec<Diagnostic>>) {
    let dir = folder_with(name, bytes);
    let Err(errors) = load(dir.path()) else { return };
    for error in errors.iter().filter(|d| d.is_error()) {
        // An error may be in the TOML file or in a table it names.
        let file = error.file.clone().unwrap_or_else(|| panic!("an error without a file: {error}"));
        assert!(file.starts_with(dir.path()), "an error in a file outside the folder: {error}");
        let text = String::from_utf8_lossy(&std::fs::read(&file).unwrap()).into_owned();
        assert_located([error], &file, &text);
    }
}

proptest! {
    #![proptest_config(config(1000))]

    fn data_toml_never_panics_and_errors_are_located(
        text in mutated(DATA_TOML),
        byte in proptest::option::weighted(0.1, (any::<Index>(), 0x80u8..=0xff)),
    ) {
        data_file_errors("data.toml", &with_stray_byte(text, byte), |dir| data::load_review_data(dir, &SiteRoot::new(dir)).map(|_| ()));
    }

    fn drive_toml_never_panics_and_errors_are_located(
        text in mutated(DRIVE_TOML),
        byte in proptest::option::weighted(0.1, (any::<Index>(), 0x80u8..=0xff)),
    ) {
        data_file_errors("drive.toml", &with_stray_byte(text, byte), |dir| data::load_drive_data(dir, &SiteRoot::new(dir)).map(|_| ()));
    }

    fn protocols_toml_never_panics_and_errors_are_located(text in mutated(PROTOCOLS_TOML)) {
        data_file_errors("protocols.toml", text.as_bytes(), |dir| data::load_protocols(dir, &SiteRoot::new(dir)).map(|_| ()));
    }
}

fn fio_output() -> &'static str {
    static TEXT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TEXT.get_or_init(|| {
        std::fs::read_to_string(Path::new(common::REPO).join("tests/fixtures/fio/json-plus.json"))
            .unwrap()
    })
}

proptest! {
    #![proptest_config(config(500))]

    fn fio_output_never_panics_and_errors_are_located(text in mutated(fio_output())) {
        let path = Path::new("fio/run.json");
        if let Err(errors) = iopress::import::fio::parse_fio_output(&text, path) {
            assert_located(&errors, path, &text);
        }
    }
}

// ---- Whole sites ----

/// The files of the fixture site a build reads, to mutate one of them.
const SITE_FILES: &[&str] = &[
    "site.toml",
    "content/reviews/sn630/index.en.md",
    "content/reviews/sn630/index.fr.md",
    "content/reviews/sn630/data.toml",
    "content/reviews/sn630/sql.csv",
    "content/drives/wd-sn630/drive.toml",
    "content/drives/wd-sn630/specs.csv",
    "content/protocols.toml",
];

/// The fixture review with shortcodes and links in its prose, to mutate too.
const REVIEW_PROSE: &str = "\n\nSee {{ value(table=\"sql\", column=\"tps\") }} and [the drive](@/drives/wd-sn630).\n\n{{ chart(table=\"sql\", metric=\"tps\") }}\n\n{{ table(id=\"sql\") }}\n";

proptest! {
    #![proptest_config(config(60))]

    fn a_site_with_one_mutated_file_builds_or_reports_located_errors(
        file in prop::sample::select(SITE_FILES),
        mutations in prop::collection::vec(mutation(), 1..4),
    ) {
        let site = Fixture::with_review();
        let en = site.root().join("content/reviews/sn630/index.en.md");
        let prose = std::fs::read_to_string(&en).unwrap() + REVIEW_PROSE;
        std::fs::write(&en, prose).unwrap();
        let path: PathBuf = site.root().join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        site.write(file, &mutations.iter().fold(text, |text, m| apply(&text, m)));
        if let Err(failure) = site.build() {
            assert_located_in_site(&failure.diagnostics, site.root());
        }
    }
}

// ---- File-system shapes ----

/// What is outside the site folder, which no build may publish.
const OUTSIDE_MARKER: &str = "OUTSIDE-THE-SITE-7f3a";

/// A change to the shape of the fixture site's folders.
#[derive(Debug, Clone)]
enum Shape {
    /// A link at `at` to a file outside the site.
    LinkOut(&'static str),
    /// A link at `at` to a folder outside the site.
    FolderLinkOut(&'static str),
    /// A link at `at` to a file of the site (its table).
    LinkIn(&'static str),
    /// A link at `at` to nothing.
    Dangling(&'static str),
    /// A folder link at `at` to the content folder that holds it: a loop.
    Loop(&'static str),
    /// A byte-order mark before the text of a site file.
    Bom(&'static str),
    /// A page in a folder whose name is stored decomposed.
    Decomposed,
}

/// Where a link can be: beside a page, among strings, templates, static files and assets.
const LINK_PLACES: &[&str] = &[
    "content/reviews/sn630/sql.csv",
    "content/reviews/sn630/extra.csv",
    "content/reviews/sn630/data.toml",
    "content/reviews/sn630/photo.jpg",
    "content/drives/wd-sn630/specs.csv",
    "content/notes/index.en.md",
    "i18n/extra.ftl",
    "templates/extra.html",
    "static/extra",
    "site.toml",
];

fn shape() -> impl Strategy<Value = Shape> {
    let place = || prop::sample::select(LINK_PLACES);
    prop_oneof![
        place().prop_map(Shape::LinkOut),
        place().prop_map(Shape::FolderLinkOut),
        place().prop_map(Shape::LinkIn),
        place().prop_map(Shape::Dangling),
        prop::sample::select(&["content/reviews/sn630/loop", "static/loop"][..])
            .prop_map(Shape::Loop),
        prop::sample::select(SITE_FILES).prop_map(Shape::Bom),
        Just(Shape::Decomposed),
    ]
}

#[cfg(unix)]
fn apply_shape(site: &Fixture, outside: &Path, shape: &Shape) {
    use std::os::unix::fs::symlink;
    let link = |at: &str, target: &Path| {
        let path = site.root().join(at);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let _ = std::fs::remove_file(&path);
        let _ = std::fs::remove_dir_all(&path);
        symlink(target, &path).unwrap();
    };
    match shape {
        Shape::LinkOut(at) => link(at, &outside.join("secret.txt")),
        Shape::FolderLinkOut(at) => link(at, outside),
        Shape::LinkIn(at) => link(at, &site.root().join("content/drives/wd-sn630/specs.csv")),
        Shape::Dangling(at) => link(at, &site.root().join("nothing-here")),
        Shape::Loop(at) => link(at, &site.root().join(Path::new(at).parent().unwrap())),
        Shape::Bom(file) => {
            let path = site.root().join(file);
            // A regular file only: read through a link out of the site, the mark would copy
            // the outside file's bytes into the site, which the build may then publish.
            let regular = std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_file());
            if let Some(text) = regular.then(|| std::fs::read(&path).ok()).flatten() {
                let _ = std::fs::remove_file(&path);
                std::fs::write(&path, [&b"\xEF\xBB\xBF"[..], &text].concat()).unwrap();
            }
        }
        Shape::Decomposed => {
            site.write("content/notes/cafe\u{301}/index.en.md", "+++\ntitle = \"Café\"\n+++\nx\n");
        }
    }
}

#[cfg(unix)]
proptest! {
    #![proptest_config(config(24))]

    /// Links in and out of the site, loops, dangling links, byte-order marks and decomposed
    /// names, a few at a time: the build never panics, never publishes a byte of what is
    /// outside the site, and every error names a file.
    fn odd_file_system_shapes_build_or_are_refused_and_nothing_outside_is_published(
        shapes in prop::collection::vec(shape(), 1..4),
    ) {
        let outside = tempfile::tempdir().unwrap();
        std::fs::write(outside.path().join("secret.txt"), format!("a,b\n{OUTSIDE_MARKER},1\n")).unwrap();
        let site = Fixture::with_review();
        for shape in &shapes {
            apply_shape(&site, outside.path(), shape);
        }
        match site.build() {
            Ok(_) => {
                for entry in walkdir::WalkDir::new(site.output()).into_iter().flatten() {
                    if entry.file_type().is_file() {
                        let bytes = std::fs::read(entry.path()).unwrap();
                        let text = String::from_utf8_lossy(&bytes);
                        prop_assert!(!text.contains(OUTSIDE_MARKER), "{} publishes the outside file", entry.path().display());
                    }
                }
            }
            Err(failure) => {
                for error in failure.errors() {
                    prop_assert!(error.file.is_some(), "an error without a file: {error}");
                }
            }
        }
    }
}

crate::tests! {
    front_matter_never_panics_and_errors_are_located,
    csv_tables_never_panic_and_errors_are_located,
    site_toml_never_panics_and_errors_are_located,
    shortcodes_and_markdown_never_panic_and_errors_are_located,
    data_toml_never_panics_and_errors_are_located,
    drive_toml_never_panics_and_errors_are_located,
    protocols_toml_never_panics_and_errors_are_located,
    fio_output_never_panics_and_errors_are_located,
    a_site_with_one_mutated_file_builds_or_reports_located_errors,
    odd_file_system_shapes_build_or_are_refused_and_nothing_outside_is_published,
}
