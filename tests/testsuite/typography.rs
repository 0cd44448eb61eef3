//! The reader's typography, audited in a real browser (issue 37): every page kind of the
//! example site at a phone's width and a desktop's, as Chromium lays it out.
//!
//! - Polish: no line ends with a one-letter word (`a i o u w z`), in the page's text or in
//!   its charts' text. Line ends are found with `Range.getClientRects`: a letter whose next
//!   word starts on a lower line ends its line.
//! - Every language but English: no English word of the theme's or the data's, outside names,
//!   units and words the language itself uses. The dictionary is every word of the default
//!   language's strings (the theme's `i18n/en/*.ftl` and the site's `i18n/en/*.ftl`, where
//!   the data's ids get their English labels) and of the data's texts; a word is allowed in
//!   a language when it is a name (capitalised in a data text: `Western Digital`, `Mellanox`;
//!   or in the site's `i18n/*.ftl`, labels for every language), a unit symbol of the language,
//!   or used by the language's own strings where they differ from the English ones (a string
//!   copied unchanged from English is no evidence). Text marked with another language
//!   (`lang="en"` on a page shown from English) is that language's, and not audited.
//!
//! Needs `chromium` and `chromedriver` on PATH, as `browser.rs` does.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use serde_json::json;

use crate::browser::{serve_example_site, Browser, LANGUAGES, PAGE_KINDS};
use crate::common::Fixture;

/// Runs in the page: Polish one-letter words at a line's end, in the page's text (lines as
/// laid out) and in its charts' SVG (one `<text>` or `<tspan>` per line). Returns
/// `{ checked, ends: [context…] }`.
const LINE_END_SCRIPT: &str = r#"
const skip = 'script, style, code, pre, kbd, samp, textarea, noscript, svg, [hidden]';
const single = /(^|[^\p{L}\p{N}])([aiouwzAIOUWZ])(?=[\s\u00a0]|$)/gu;
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const nodes = [];
while (walker.nextNode()) nodes.push(walker.currentNode);
const visible = node => {
  const parent = node.parentElement;
  return parent && !parent.closest(skip) && parent.getClientRects().length > 0;
};
const polish = node => (node.parentElement.closest('[lang]') || document.documentElement).lang.startsWith('pl');
// The rect of the first character that is not a space at or after (node, offset).
const nextGlyph = (index, offset) => {
  for (let i = index; i < nodes.length; i++) {
    const node = nodes[i];
    if (i > index) offset = 0;
    if (!visible(node)) continue;
    const text = node.data;
    for (let j = offset; j < text.length; j++) {
      if (/\s|\u00a0/.test(text[j])) continue;
      const range = document.createRange();
      range.setStart(node, j);
      range.setEnd(node, j + 1);
      const rect = range.getClientRects()[0];
      return rect || null;
    }
  }
  return null;
};
const out = { checked: 0, ends: [] };
nodes.forEach((node, index) => {
  if (!visible(node) || !polish(node)) return;
  for (const m of node.data.matchAll(single)) {
    const at = m.index + m[1].length;
    // A capital after a figure is its unit (`8,75 W`), not a word.
    if (/[A-Z]/.test(m[2]) && /\d\s*$/.test(node.data.slice(0, at))) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    const rect = range.getClientRects()[0];
    if (!rect) continue;
    const next = nextGlyph(index, at + 1);
    if (!next) continue;
    out.checked++;
    if (next.top >= rect.bottom - 1) {
      const text = node.data;
      out.ends.push(JSON.stringify(text.slice(Math.max(0, at - 30), at + 1) + '⏎' + text.slice(at + 1, at + 20)));
    }
  }
});
// Every drawing of every chart (inline: the phone's and the desktop's, whichever is shown).
for (const svg of document.querySelectorAll('figure.chart > svg')) {
  for (const line of svg.querySelectorAll('text')) {
    const pieces = line.querySelectorAll('tspan').length ? line.querySelectorAll('tspan') : [line];
    for (const piece of pieces) {
      const text = piece.textContent;
      out.checked++;
      if (/(^|[\s\u00a0])[aiouwzAIOUWZ]$/u.test(text.trim()) && text.trim().length > 1) {
        out.ends.push('chart ' + svg.closest('figure').id + ': ' + JSON.stringify(text));
      }
    }
  }
}
return out;
"#;

/// Runs in the page with `arguments[0]` the dictionary (lowercase English words) and
/// `arguments[1]` the words allowed in its language: returns `{ words, english: [...] }`,
/// each English word once with its context.
const ENGLISH_SCRIPT: &str = r#"
const [dictionary, allowed] = [new Set(arguments[0]), new Set(arguments[1])];
const lang = document.documentElement.lang;
const skip = 'script, style, code, pre, kbd, samp, textarea, noscript, svg, [hidden]';
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const out = { words: 0, english: [] };
const seen = new Set();
while (walker.nextNode()) {
  const node = walker.currentNode, parent = node.parentElement;
  if (!parent || parent.closest(skip) || parent.getClientRects().length === 0) continue;
  const marked = (parent.closest('[lang]') || document.documentElement).lang;
  if (marked.split('-')[0] !== lang.split('-')[0]) continue;
  // A word the renderer split with <wbr> (Japanese word breaks: `VDI<wbr>フルクローン`) is read
  // whole: its text goes on in the text node across the <wbr>.
  const across = (sibling, next) => {
    const wbr = sibling;
    if (!wbr || wbr.nodeName !== 'WBR') return '';
    const text = next ? wbr.nextSibling : wbr.previousSibling;
    return text && text.nodeType === Node.TEXT_NODE ? text.data : '';
  };
  const after = across(node.nextSibling, true), before = across(node.previousSibling, false);
  for (const m of node.data.matchAll(/[\p{L}]+/gu)) {
    const word = m[0];
    out.words++;
    const atEnd = m.index + word.length === node.data.length, atStart = m.index === 0;
    if (atEnd && /^\p{L}/u.test(after) || atStart && /\p{L}$/u.test(before)) continue;
    if (!/^[A-Za-z]{3,}$/.test(word)) continue;
    const key = word.toLowerCase();
    if (!dictionary.has(key) || allowed.has(key) || seen.has(key)) continue;
    seen.add(key);
    out.english.push(word + ' in ' + JSON.stringify(node.data.trim().slice(0, 60)));
  }
}
return out;
"#;

/// The messages of the `.ftl` files in `dir`, by id (`label-sku`, `unit-years.symbol`), each
/// as the text a reader could see of it: placeables, variant keys and comments removed.
fn messages(dir: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let Ok(entries) = std::fs::read_dir(dir) else { return out };
    let mut files: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    files.sort();
    for file in files.iter().filter(|f| f.extension().is_some_and(|e| e == "ftl")) {
        let text = std::fs::read_to_string(file).unwrap();
        let mut message: Option<String> = None;
        for line in text.lines() {
            let trimmed = line.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let indented = line.starts_with([' ', '\t']);
            let (id, value) = if !indented {
                let Some((id, value)) = line.split_once(" = ").or_else(|| line.split_once('='))
                else {
                    continue;
                };
                message = Some(id.trim().to_string());
                (id.trim().to_string(), value)
            } else if let Some(rest) = trimmed.strip_prefix('.') {
                let Some((attribute, value)) = rest.split_once('=') else { continue };
                let Some(parent) = &message else { continue };
                (format!("{parent}.{}", attribute.trim()), value)
            } else {
                let Some(parent) = &message else { continue };
                (parent.clone(), trimmed)
            };
            let shown = visible_text(value);
            let entry: &mut String = out.entry(id).or_default();
            entry.push(' ');
            entry.push_str(&shown);
        }
    }
    out
}

/// What a reader sees of a Fluent pattern: without `{ … }` placeables and `[key]` variant keys.
fn visible_text(pattern: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    let mut in_key = false;
    for c in pattern.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            '[' if depth == 0 => in_key = true,
            ']' if in_key => in_key = false,
            _ if depth == 0 && !in_key && c != '*' => out.push(c),
            _ => {}
        }
    }
    out
}

/// The words of `text` a dictionary keeps: runs of ASCII letters, three or more, lowercase;
/// a run that is part of a word with other letters (`Réseau`) is not an English word.
fn english_words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .map(str::to_lowercase)
}

/// The words that name something in `text`: with a capital (`Western`, `ISE`, `eTLC`).
fn name_words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().any(char::is_uppercase))
        .map(str::to_lowercase)
}

/// A name by its spelling: capitals after its first letter, and small letters (`VDBench`,
/// `vSAN`, `eTLC`), which no ordinary word or abbreviation (`SKU`) has.
fn is_mixed_case(word: &str) -> bool {
    word.chars().skip(1).any(char::is_uppercase) && word.chars().any(char::is_lowercase)
}

/// Words the example's data writes the same in every language, which are not names with a
/// capital: parts of product names and version strings (`Benchmark Factory for Databases`,
/// `Percona XtraDB 5.5.30-rel30.1`, `CentOS 6.3 (64-bit)`, `libaio`), and of the lab VM's
/// Linux facts (`virtio-blk (/dev/vda), ext4`, Debian 12 `bookworm`). And abbreviations the
/// five languages use as they are (a chart's `SVG`, `MTBF`, `CPU`).
const NAMES_AND_ABBREVIATIONS: [&str; 13] = [
    "for", "rel", "bit", "libaio", "virtio", "blk", "vda", "dev", "ext", "bookworm", "svg", "mtbf",
    "cpu",
];

/// Words of the English strings that are also words of a language, where that language's
/// strings use them as the English ones do (`Interface`, `Dimensions` in French).
const SAME_IN_LANGUAGE: [(&str, &[&str]); 1] = [("fr", &["interface", "dimensions"])];

/// The words of the example's content (front matter and prose) in `lang`, and its authors'
/// names in any language: a translator's own words are the language's.
fn content_words(site: &Path, lang: &str) -> (BTreeSet<String>, BTreeSet<String>) {
    let (mut words, mut authors) = (BTreeSet::new(), BTreeSet::new());
    for entry in walkdir::WalkDir::new(site.join("content")).into_iter().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.ends_with(".md") {
            continue;
        }
        let text = std::fs::read_to_string(entry.path()).unwrap();
        for line in text.lines().filter(|l| l.starts_with("authors") || l.starts_with("by ")) {
            authors.extend(name_words(line));
        }
        if name.ends_with(&format!(".{lang}.md")) {
            words.extend(english_words(&text));
        }
    }
    (words, authors)
}

/// The quoted values of the data's `name`, `vendor` and `text` keys, in every data file.
fn data_texts(site: &Path) -> Vec<String> {
    let mut files = vec![site.join("content/protocols.toml")];
    for section in ["content/drives", "content/reviews"] {
        for entry in std::fs::read_dir(site.join(section)).unwrap().flatten() {
            for name in ["drive.toml", "data.toml"] {
                files.push(entry.path().join(name));
            }
        }
    }
    let mut texts = Vec::new();
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else { continue };
        let text: String = text.lines().filter(|l| !l.trim_start().starts_with('#')).collect();
        for key in ["name = ", "vendor = ", "text = "] {
            for (at, _) in text.match_indices(key) {
                // `text = "…"`, or of `text = { en = "…", fr = "…" }` its English only: the
                // other languages' words are theirs.
                let rest = &text[at + key.len()..];
                let value = match rest.strip_prefix('{') {
                    Some(table) => {
                        let table = &table[..table.find('}').unwrap_or(table.len())];
                        table.find("en = \"").map(|at| &table[at + "en = ".len()..])
                    }
                    None => Some(rest),
                };
                let Some(value) = value.and_then(|v| v.strip_prefix('"')) else { continue };
                texts.push(value[..value.find('"').unwrap_or(value.len())].to_string());
            }
        }
    }
    texts
}

/// The dictionary of English words (the theme's and the data's), and the words allowed in
/// each other language.
fn dictionary(site: &Path) -> (BTreeSet<String>, BTreeMap<String, BTreeSet<String>>) {
    let theme = site.join("themes/default/i18n");
    let strings = |lang: &str| {
        let mut all = messages(&theme.join(lang));
        all.extend(messages(&site.join("i18n").join(lang)));
        all
    };
    let english = strings("en");
    let texts = data_texts(site);
    let mut dictionary: BTreeSet<String> =
        english.values().chain(texts.iter()).flat_map(|t| english_words(t)).collect();
    // The language switcher names English in English, marked `lang="en"` or not.
    dictionary.remove("english");
    let names: BTreeSet<String> = texts
        .iter()
        .flat_map(|t| name_words(t))
        .chain(messages(&site.join("i18n")).values().flat_map(|t| english_words(t)))
        .chain(NAMES_AND_ABBREVIATIONS.iter().map(|w| w.to_string()))
        .collect();
    let mut allowed = BTreeMap::new();
    for lang in LANGUAGES.iter().filter(|l| **l != "en") {
        let own = strings(lang);
        let (prose, authors) = content_words(site, lang);
        let mut words = names.clone();
        words.extend(prose);
        words.extend(authors);
        for (id, text) in &own {
            let copied = english.get(id).is_some_and(|en| en.trim() == text.trim());
            if !copied || id.ends_with(".symbol") {
                words.extend(english_words(text));
            } else if text.split_whitespace().count() > 1 {
                // A name copied as it is (`SQL Server TPC-C`): its words with a capital. A
                // one-word string copied from English (`Firmware`, `SKU`) is a label someone
                // left untranslated, unless its case says it is a name (`VDBench`).
                words.extend(name_words(text));
            } else {
                let names = text.split(|c: char| !c.is_alphabetic()).filter(|w| is_mixed_case(w));
                words.extend(names.map(str::to_lowercase));
            }
        }
        for (language, same) in SAME_IN_LANGUAGE {
            if language == *lang {
                words.extend(same.iter().map(|w| w.to_string()));
            }
        }
        allowed.insert(lang.to_string(), words);
    }
    (dictionary, allowed)
}

fn no_polish_line_ends_with_a_one_letter_word_and_no_page_shows_english_words() {
    let (site, server) = serve_example_site();
    let (dictionary, allowed) = dictionary(site.path());
    let browser = Browser::start();
    let mut problems: Vec<String> = Vec::new();
    let (mut letters, mut words) = (0, 0);
    for width in [390u32, 1280] {
        browser.emulate_width(width);
        for lang in LANGUAGES.iter().filter(|l| **l != "en") {
            let lang_allowed: Vec<&String> = allowed[*lang].iter().collect();
            for page in PAGE_KINDS {
                let path = format!("{lang}/{page}");
                browser.navigate(&format!("{}{path}", server.url));
                let at = format!("/{path} at {width} px");
                if *lang == "pl" {
                    let found =
                        browser.execute(LINE_END_SCRIPT).unwrap_or_else(|e| panic!("{at}: {e}"));
                    letters += found["checked"].as_u64().unwrap_or(0);
                    for end in found["ends"].as_array().into_iter().flatten() {
                        problems.push(format!(
                            "{at}: a one-letter word ends a line: {}",
                            end.as_str().unwrap_or_default()
                        ));
                    }
                }
                // Words do not change with the width: read them once.
                if width == 1280 {
                    let script = format!(
                        "return (function() {{ {ENGLISH_SCRIPT} }}).apply(null, {});",
                        json!([dictionary, lang_allowed])
                    );
                    let found = browser.execute(&script).unwrap_or_else(|e| panic!("{at}: {e}"));
                    words += found["words"].as_u64().unwrap_or(0);
                    for word in found["english"].as_array().into_iter().flatten() {
                        problems.push(format!(
                            "{at}: English word {}",
                            word.as_str().unwrap_or_default()
                        ));
                    }
                }
            }
        }
    }
    drop(browser);
    server.stop();
    eprintln!(
        "{letters} Polish one-letter words and chart lines checked; {words} words read against {} English words",
        dictionary.len()
    );
    assert!(letters > 0 && words > 0, "nothing was read");
    problems.dedup();
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// The fixture's drive with `facts` in its `drive.toml` instead of its own.
fn drive_with_facts(facts: &str) -> Fixture {
    let site = Fixture::with_review();
    let toml =
        std::fs::read_to_string(site.root().join("content/drives/wd-sn630/drive.toml")).unwrap();
    site.write(
        "content/drives/wd-sn630/drive.toml",
        &toml.replace(
            "facts = [{ label = \"warranty\", specs = [{ value = 5, unit = \"years\" }] }]",
            &format!("facts = {facts}"),
        ),
    );
    site
}

/// The `<dd>` of the drive page's fact whose `<dt>` is `label`.
fn fact_value(site: &Fixture, page: &str, label: &str) -> String {
    let html = site.html(page);
    let selector = scraper::Selector::parse("dl.facts > div").unwrap();
    html.select(&selector)
        .find(|row| row.text().next().is_some_and(|t| t.trim() == label))
        .map(|row| row.text().skip(1).collect::<String>().trim().to_string())
        .unwrap_or_else(|| panic!("no fact `{label}` on {page}"))
}

fn a_value_that_is_words_is_a_term_shown_in_each_language() {
    let site = drive_with_facts(
        r#"[{ label = "nand", term = "sn630-nand" }, { label = "network", term = "dual-port", specs = [{ value = 25, unit = "Gb/s" }] }]"#,
    );
    site.write(
        "i18n/en/drives.ftl",
        "label-sn630-nand = BiCS3 64-layer 3D TLC\nlabel-dual-port = dual-port\n",
    );
    site.write(
        "i18n/fr/drives.ftl",
        "label-sn630-nand = BiCS3 3D TLC à 64 couches\nlabel-dual-port = double port\n",
    );
    site.write(
        "i18n/pl/drives.ftl",
        "label-sn630-nand = BiCS3 3D TLC, 64 warstwy\nlabel-dual-port = dwuportowa\n",
    );
    let report = site.build_ok();
    assert!(report.warnings.is_empty(), "{:#?}", report.warnings);
    assert_eq!(fact_value(&site, "drives/wd-sn630/index.html", "NAND"), "BiCS3 64-layer 3D TLC");
    assert_eq!(
        fact_value(&site, "fr/drives/wd-sn630/index.html", "Mémoire NAND"),
        "BiCS3 3D TLC à 64 couches"
    );
    assert_eq!(
        fact_value(&site, "fr/drives/wd-sn630/index.html", "Réseau"),
        "double port (25\u{a0}Gbit/s)"
    );
    // A term without a label in a language shows the default language's, with a warning;
    // without a label anywhere, the id itself, with a warning whatever it looks like.
    site.remove("i18n/pl/drives.ftl");
    site.write("i18n/en/drives.ftl", "label-sn630-nand = BiCS3 64-layer 3D TLC\n");
    let report = site.build_ok();
    let warnings: Vec<String> = report.warnings.iter().map(|w| w.to_string()).collect();
    assert!(
        warnings.iter().any(|w| w.contains("label-sn630-nand") && w.contains("pl")),
        "{warnings:#?}"
    );
    assert!(
        warnings.iter().any(|w| w.contains("`dual-port` has no label in any language")),
        "{warnings:#?}"
    );
    // A fact is a text or a term, not both.
    let site = drive_with_facts(r#"[{ label = "nand", text = "BiCS3", term = "sn630-nand" }]"#);
    let failure = site.build_err().to_string();
    assert!(failure.contains("a fact has either a `text` or a `term`, not both"), "{failure}");
}

fn negative_numbers_take_the_minus_sign() {
    let site = drive_with_facts(
        r#"[{ label = "operating-temp", join = "range", specs = [{ value = -40, unit = "°C" }, { value = 85, unit = "°C" }] }]"#,
    );
    site.build_ok();
    for (page, label) in [
        ("drives/wd-sn630/index.html", "Operating temperature"),
        ("fr/drives/wd-sn630/index.html", "Température de fonctionnement"),
    ] {
        let value = fact_value(&site, page, label);
        assert!(value.starts_with('\u{2212}') && !value.contains('-'), "{page}: {value:?}");
    }
}

fn polish_pages_join_one_letter_words_in_text_but_not_in_markup_or_code() {
    let site = Fixture::with_review();
    site.write(
        "content/reviews/sn630/index.pl.md",
        "+++\ntitle = \"SN630 w klastrze\"\n+++\n\nDyski pracują w [klastrze](#a) i w\nserwerach.\n\n`a b` i <span title=\"w domu\">z boku</span>\n",
    );
    site.build_ok();
    let text = site.read("pl/reviews/sn630/index.html");
    for joined in [
        "w\u{a0}<a href=\"#a\">klastrze",
        "i\u{a0}w\u{a0}serwerach",
        "<code>a b</code> i\u{a0}",
        "z\u{a0}boku",
        "SN630 w\u{a0}klastrze</h1>",
    ] {
        assert!(text.contains(joined), "{joined:?} not in the page");
    }
    assert!(text.contains("title=\"w domu\""), "an attribute was changed");
    // The Polish label of the idle power says `w` (in), not `W` (watts): its unit is shown.
    let headings = crate::common::texts(&site.html("pl/drives/wd-sn630/index.html"), "th");
    assert!(headings.iter().any(|h| h == "Pobór mocy w\u{a0}spoczynku (W)"), "{headings:?}");
    // Other languages are left as they are.
    assert!(site.read("reviews/sn630/index.html").contains("SN630 in vSAN"));
}

crate::tests! {
    #[needs(CHROMIUM, CHROMEDRIVER)]
    no_polish_line_ends_with_a_one_letter_word_and_no_page_shows_english_words,
    a_value_that_is_words_is_a_term_shown_in_each_language,
    negative_numbers_take_the_minus_sign,
    polish_pages_join_one_letter_words_in_text_but_not_in_markup_or_code,
}
