//! The live preview in a real browser: headless Chromium, driven through chromedriver's
//! W3C WebDriver HTTP API, shows a review; its Markdown is edited on disk and the page
//! changes by itself; a broken save shows the error overlay, and fixing it removes it. And
//! the site search: the example site searched in five languages, narrowed by a facet. And
//! the reader's pages: every page kind in every language at a phone's width and a desktop's,
//! measured (sideways scrolling, clipped text, the smallest chart text) and audited with
//! axe-core's accessibility rules (installed by `.ci/run` with npm into `.ci/node`). And
//! charts in dark mode: light on the site's pages, dark on the print page's light paper.
//!
//! Needs `chromium` and `chromedriver` on PATH (Debian's `chromium` and `chromium-driver`; CI
//! installs them in `.ci/run`). The tests say so in their `tests!` list: where either is
//! missing, the harness reports them as ignored with the package to install, or, with `CI`
//! set, fails them.

use crate::common;
use crate::tools;

use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::common::Fixture;
use iopress::serve::{ServeOptions, Server};

/// How long the page may take to show a change.
const CHANGE_TIMEOUT: Duration = Duration::from_secs(15);

const REVIEW: &str = "content/reviews/sn630/index.fr.md";
const STYLESHEET: &str = "themes/default/static/style.css";
const TITLE: &str = "Le SN630 dans vSAN";
const EDITED_TITLE: &str = "Le SN630, revu et corrigé";
const FIXED_TITLE: &str = "Le SN630 dans vSAN, corrigé";
const PRINTED_TITLE: &str = "Le SN630 dans vSAN, imprimé";

/// The page's first `h1`, or null while there is none (during a reload).
const H1_SCRIPT: &str =
    "var h = document.querySelector('h1'); return h ? h.textContent.trim() : null;";

/// What the error overlay shows, read through its shadow root; null when there is none.
const OVERLAY_SCRIPT: &str = r#"
var host = document.getElementById('__iopress-overlay');
if (!host) return null;
if (!host.shadowRoot) return {error: 'the overlay host has no open shadow root'};
var panel = host.shadowRoot.querySelector('[role="alert"]');
if (!panel) return {error: 'the overlay has no role="alert" panel'};
function texts(selector) {
  return Array.prototype.map.call(panel.querySelectorAll(selector), function (e) { return e.textContent; });
}
var heading = panel.querySelector('h2');
return {
  heading: heading ? heading.textContent : null,
  where: texts('.where'),
  messages: texts('.message'),
  text: panel.textContent
};
"#;

fn an_edit_shows_in_the_browser_and_a_broken_save_shows_the_overlay() {
    let started = Instant::now();
    let site = Fixture::with_review();
    let options = ServeOptions::loopback(site.root().to_path_buf());
    let server = Server::start(options, |_| {}).expect("the server starts");
    let browser = Browser::start();
    eprintln!("browser ready after {:.1?}", started.elapsed());

    // The French review, as a reader opens it.
    let page = format!("{}fr/reviews/sn630/", server.url);
    browser.navigate(&page);
    assert_eq!(browser.execute(H1_SCRIPT).unwrap(), json!(TITLE));
    assert_eq!(
        browser.execute("return !!document.querySelector('script[src=\"/__iopress/live.js\"]') && window.__iopressLive === true;").unwrap(),
        json!(true),
        "the live-reload script is in the page and has run"
    );

    // The page's reload channel must be connected before the Markdown is edited, or the
    // reload could be sent before the page listens. A stylesheet change proves it: it is
    // swapped in place, without a reload, only by a connected page. A change made before
    // the connection is lost, so the probe is written again until one arrives.
    set_marker(&browser, "first load");
    let mut probe = 0;
    let mut written: Option<Instant> = None;
    wait_until(
        "a stylesheet change to be swapped in (the reload channel to be connected)",
        CHANGE_TIMEOUT,
        || {
            let shown = browser.execute(
            "return getComputedStyle(document.documentElement).getPropertyValue('--iopress-probe').trim();",
        )?;
            if shown.as_str().is_some_and(|s| !s.is_empty()) {
                return Ok(());
            }
            if written.is_none_or(|at| at.elapsed() > Duration::from_secs(1)) {
                probe += 1;
                append(&site, STYLESHEET, &format!("\n:root {{ --iopress-probe: {probe}; }}\n"));
                written = Some(Instant::now());
            }
            Err(format!("probe {probe} written, none shown yet"))
        },
    );
    eprintln!("the reload channel was connected ({probe} stylesheet probe(s) written)");
    assert_eq!(
        marker(&browser),
        json!("first load"),
        "a stylesheet change is swapped without reloading the page"
    );

    // Edit the title in the Markdown: the page shows it by itself.
    let good = site_read(&site, REVIEW);
    assert!(good.contains(TITLE), "{good}");
    let edited = good.replace(TITLE, EDITED_TITLE);
    let saved = Instant::now();
    site.write(REVIEW, &edited);
    wait_for_h1(&browser, EDITED_TITLE);
    eprintln!("the edited title was shown {:.0?} after the save", saved.elapsed());
    assert_eq!(marker(&browser), Value::Null, "the page was reloaded");
    assert_eq!(
        browser.execute("return performance.getEntriesByType('navigation')[0].type;").unwrap(),
        json!("reload"),
        "by the live-reload script, not by a navigation"
    );

    // Break the front matter (an unquoted string on line 3): the overlay names the file and
    // the line, over the last good page, which is not reloaded.
    set_marker(&browser, "before the broken save");
    let broken = edited.replace("summary = \"Quatre nœuds.\"", "summary = Quatre nœuds.");
    assert_ne!(broken, edited);
    assert_eq!(broken.lines().nth(2), Some("summary = Quatre nœuds."), "the break is on line 3");
    let saved = Instant::now();
    site.write(REVIEW, &broken);
    let overlay = wait_until("the error overlay", CHANGE_TIMEOUT, || {
        match browser.execute(OVERLAY_SCRIPT)? {
            Value::Null => Err("no overlay yet".to_string()),
            overlay => Ok(overlay),
        }
    });
    eprintln!(
        "the overlay was shown {:.0?} after the broken save: {}",
        saved.elapsed(),
        overlay["where"]
    );
    assert!(overlay.get("error").is_none(), "{overlay}");
    let where_ = overlay["where"].as_array().expect("the overlay lists where the problems are");
    assert!(
        where_.iter().any(|w| w.as_str().is_some_and(|w| w.starts_with(&format!("{REVIEW}:3")))),
        "the overlay names the file and line 3: {overlay:#}"
    );
    assert!(
        overlay["heading"].as_str().is_some_and(|h| h.contains("could not be built")),
        "{overlay:#}"
    );
    assert!(overlay["messages"].as_array().is_some_and(|m| !m.is_empty()), "{overlay:#}");
    assert_eq!(
        browser.execute(H1_SCRIPT).unwrap(),
        json!(EDITED_TITLE),
        "the last good page stays under the overlay"
    );
    assert_eq!(
        marker(&browser),
        json!("before the broken save"),
        "the overlay is shown without a reload"
    );

    // Fix it (with a new title, to see the fixed page): the overlay goes away.
    let fixed = edited.replace(EDITED_TITLE, FIXED_TITLE);
    let saved = Instant::now();
    site.write(REVIEW, &fixed);
    wait_until("the overlay to go away and the fixed page to be shown", CHANGE_TIMEOUT, || {
        let overlay = browser.execute(OVERLAY_SCRIPT)?;
        let h1 = browser.execute(H1_SCRIPT)?;
        if overlay.is_null() && h1 == json!(FIXED_TITLE) {
            Ok(())
        } else {
            Err(format!("h1 {h1}, overlay {overlay}"))
        }
    });
    eprintln!("the overlay went away {:.0?} after the fix", saved.elapsed());

    // The drive's print page is rendered after the pages (the rebuild's second stage); a
    // browser showing it reloads when it changes.
    browser.navigate(&format!("{}fr/drives/wd-sn630/print/", server.url));
    wait_until("the print page's reload channel to be open", CHANGE_TIMEOUT, || {
        match browser
            .execute("return window.__iopressSource ? window.__iopressSource.readyState : null;")?
        {
            Value::Number(n) if n.as_u64() == Some(1) => Ok(()),
            state => Err(format!("readyState {state}")),
        }
    });
    let print_text = "return document.body.textContent;";
    // The fix's second stage (the rest of the pages, then the print pages) may still be under
    // way when the print page loads: the page then reloads by itself when it is published.
    wait_until("the print page to show the fixed title", CHANGE_TIMEOUT, || {
        match browser.execute(print_text)? {
            Value::String(text) if text.contains(FIXED_TITLE) => Ok(()),
            _ => Err("the title before the fix".to_string()),
        }
    });
    wait_until(
        "the print page's reload channel to be open again",
        CHANGE_TIMEOUT,
        || match browser
            .execute("return window.__iopressSource ? window.__iopressSource.readyState : null;")?
        {
            Value::Number(n) if n.as_u64() == Some(1) => Ok(()),
            state => Err(format!("readyState {state}")),
        },
    );
    set_marker(&browser, "print page");
    let saved = Instant::now();
    site.write(REVIEW, &fixed.replace(FIXED_TITLE, PRINTED_TITLE));
    wait_until("the print page to show the new title", CHANGE_TIMEOUT, || {
        match browser.execute(print_text)? {
            Value::String(text) if text.contains(PRINTED_TITLE) => Ok(()),
            _ => Err("the old title".to_string()),
        }
    });
    eprintln!("the print page showed the new title {:.0?} after the save", saved.elapsed());
    assert_eq!(marker(&browser), Value::Null, "the print page was reloaded");

    drop(browser);
    server.stop();
    eprintln!("browser test done in {:.1?}", started.elapsed());
}

/// The search page's status line and the links of its results, once a search has answered
/// (null while it is searching, or before the script has run).
/// The page's layout shifts so far, summed as Chromium scores them (those right after the
/// reader's input left out), handed to the callback.
const LAYOUT_SHIFT_SCRIPT: &str = r#"
var done = arguments[arguments.length - 1];
var total = 0;
new PerformanceObserver(function (list) {
  list.getEntries().forEach(function (entry) { if (!entry.hadRecentInput) total += entry.value; });
}).observe({ type: 'layout-shift', buffered: true });
setTimeout(function () { done(total); }, 300);
"#;

const SEARCH_SCRIPT: &str = r#"
var status = document.querySelector('.search-status');
var text = status ? status.textContent : '';
if (!text || document.querySelector('#search').hidden) return null;
var links = Array.prototype.map.call(document.querySelectorAll('.search-results > li h2 a'), function (a) {
  return a.getAttribute('href');
});
return {status: text, links: links, shown: document.querySelector('#search').getAttribute('data-shown')};
"#;

/// The example site served by the preview, searched in Chromium: results in the reader's
/// language for English, Japanese (segmented), Polish (stemmed) and French queries, facets
/// that narrow them, and the page's message for browsers without JavaScript.
fn the_search_page_finds_reviews_in_every_language_and_filters_narrow_them() {
    let started = Instant::now();
    let (_site, server) = serve_example_site();

    // Without JavaScript the page says so and links to the lists (checked in its HTML).
    let html = {
        let snapshot = server.shared().snapshot();
        String::from_utf8(
            snapshot.get("search/index.html").expect("the English search page").to_vec(),
        )
        .unwrap()
    };
    let noscript = &html
        [html.find("<noscript>").expect("a noscript block")..html.find("</noscript>").unwrap()];
    assert!(noscript.contains("Search needs JavaScript"), "{noscript}");
    // The lists to browse follow the notice, once: the notice does not repeat them.
    let main = &html[html.find("<main").expect("main")..html.find("</main>").expect("main")];
    let after_notice = &main[main.find("</noscript>").unwrap()..];
    for list in ["/reviews/", "/drives/", "/protocols/"] {
        let link = format!("href=\"{list}\"");
        assert_eq!(main.matches(&link).count(), 1, "{list} linked once in the page: {main}");
        assert!(after_notice.contains(&link), "{list} linked after the notice: {main}");
    }

    let browser = Browser::start();
    let search = |path: &str, query: &str| -> Value {
        let url =
            format!("{}{}?q={}", server.url, path.trim_start_matches('/'), percent_encode(query));
        browser.navigate(&url);
        wait_until(&format!("results for {query:?} on {path}"), CHANGE_TIMEOUT, || {
            match browser.execute(SEARCH_SCRIPT)? {
                Value::Null => Err("no answer yet".to_string()),
                answer
                    if answer["links"].as_array().is_some_and(|l| !l.is_empty())
                        && answer["shown"].is_string() =>
                {
                    Ok(answer)
                }
                answer => Err(format!("{answer}")),
            }
        })
    };

    // What a reader sees load at 1280 px, where the facets take a column: nothing below or
    // beside the results moves when they come (the load's layout shifts, as Chromium scores
    // them; under 0.1 is good). 0.45 before their room was kept (the reader audit).
    browser.emulate_width(1280);
    for (path, query) in [("/search/", "vsan"), ("/fr/search/", "latence"), ("/ja/search/", "検証")]
    {
        search(path, query);
        let shifted = browser
            .execute_async(LAYOUT_SHIFT_SCRIPT)
            .unwrap_or_else(|e| panic!("{path}?q={query}: {e}"));
        let shifted = shifted.as_f64().unwrap_or(f64::NAN);
        eprintln!("{path}?q={query} at 1280 px: layout shift {shifted:.3}");
        assert!(shifted < 0.1, "{path}?q={query}: the page shifts by {shifted:.3} as it loads");
    }

    // The default language's search page, at /search/: the SN655 review first.
    let sn655 = search("/search/", "SN655");
    eprintln!("/search/?q=SN655: {sn655}");
    assert_eq!(sn655["links"][0], json!("/reviews/sn655-vsan8-esa/"), "{sn655}");
    assert!(sn655["status"].as_str().unwrap().starts_with("Results: "), "{sn655}");
    let all = sn655["links"].as_array().unwrap().len();
    assert!(all >= 2, "the drive page and other reviews mention the SN655 too: {sn655}");
    assert_eq!(
        browser.execute("return document.getElementById('search-query').value;").unwrap(),
        json!("SN655"),
        "the query from the URL is in the search box"
    );

    // A facet narrows the results: only drives.
    browser
        .execute("var box = document.querySelector('.search-filters input[name=\"kind\"][value=\"drive\"]'); box.click(); return null;")
        .unwrap();
    let narrowed = wait_until("the drive facet to narrow the results", CHANGE_TIMEOUT, || {
        let answer = browser.execute(SEARCH_SCRIPT)?;
        match answer["links"].as_array() {
            Some(links) if !links.is_empty() && links.len() < all => Ok(answer),
            _ => Err(format!("{answer}")),
        }
    });
    eprintln!("with the drive facet: {narrowed}");
    assert_eq!(narrowed["links"], json!(["/drives/wd-sn655/"]), "{narrowed}");

    // Japanese: a word inside a run of text without spaces (書き込み増幅, "write
    // amplification"), found because the text was segmented into words.
    let japanese = search("/ja/search/", "増幅");
    eprintln!("/ja/search/?q=増幅: {japanese}");
    assert_eq!(japanese["links"], json!(["/ja/reviews/sn655-vsan8-esa/"]), "{japanese}");
    assert!(japanese["status"].as_str().unwrap().starts_with("検索結果"), "{japanese}");

    // Polish: "dyskami" is written nowhere; the review says "dysk", "dysku", "dysków"…
    let polish = search("/pl/search/", "dyskami");
    eprintln!("/pl/search/?q=dyskami: {polish}");
    assert!(
        polish["links"].as_array().unwrap().contains(&json!("/pl/reviews/dapustor-h3100/")),
        "{polish}"
    );

    // French: "micrologiciels", where the review has "micrologiciel".
    let french = search("/fr/search/", "micrologiciels");
    eprintln!("/fr/search/?q=micrologiciels: {french}");
    assert!(
        french["links"].as_array().unwrap().contains(&json!("/fr/reviews/sn630-vsan/")),
        "{french}"
    );

    // A review with no French text is found on the French page, from its English index, and
    // linked in French.
    let fallback = search("/fr/search/", "SN655");
    eprintln!("/fr/search/?q=SN655: {fallback}");
    assert!(
        fallback["links"].as_array().unwrap().contains(&json!("/fr/reviews/sn655-vsan8-esa/")),
        "{fallback}"
    );

    drop(browser);
    server.stop();
    eprintln!("search browser test done in {:.1?}", started.elapsed());
}

/// The example site's English search index in parts (a small `[search] part_bytes`), served
/// by the preview and searched in Chromium: the search page lists every part, and a search
/// for the title of each part's first page finds that page.
fn a_language_indexed_in_parts_is_searched_in_every_part() {
    let started = Instant::now();
    let site = common::example_site();
    let toml = site.path().join("site.toml");
    let text = std::fs::read_to_string(&toml).unwrap();
    std::fs::write(&toml, format!("{text}\n[search]\npart_bytes = 20000\n")).unwrap();
    let options = ServeOptions::loopback(site.path().to_path_buf());
    let server = Server::start(options, |_| {}).expect("the server starts");

    // The parts the English search page lists, and each part's first page (URL, title).
    let (bundles, firsts) = {
        let snapshot = server.shared().snapshot();
        let html = String::from_utf8(snapshot.get("search/index.html").unwrap().to_vec()).unwrap();
        let html = scraper::Html::parse_document(&html);
        let script = common::select(&html, "script#search-data");
        let data: Value = serde_json::from_str(&script[0].text().collect::<String>()).unwrap();
        let bundles: Vec<String> = data["bundles"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b.as_str().unwrap().to_string())
            .collect();
        let firsts: Vec<(String, String)> = bundles
            .iter()
            .map(|bundle| {
                let dir = bundle.trim_start_matches('/');
                let mut pages: Vec<(String, String)> = snapshot
                    .files
                    .iter()
                    .filter(|(path, _)| {
                        path.strip_prefix(dir).is_some_and(|name| name.starts_with("fragment/"))
                    })
                    .map(|(_, gz)| {
                        let json = common::pagefind_fragment(gz);
                        let title = json["meta"]["title"].as_str().unwrap_or_default();
                        (json["url"].as_str().unwrap().to_string(), title.to_string())
                    })
                    .collect();
                pages.sort();
                pages.into_iter().next().unwrap_or_else(|| panic!("{bundle} holds no page"))
            })
            .collect();
        (bundles, firsts)
    };
    eprintln!("English bundles: {bundles:?}; their first pages: {firsts:?}");
    let numbered: Vec<String> =
        (1..=bundles.len()).map(|part| format!("/pagefind/en/{part}/")).collect();
    assert!(bundles.len() >= 3, "the English index in parts: {bundles:?}");
    assert_eq!(bundles, numbered);

    let browser = Browser::start();
    for (url, title) in &firsts {
        let query = title.as_str();
        let address = format!("{}search/?q={}", server.url, percent_encode(query));
        browser.navigate(&address);
        let answer =
            wait_until(&format!("results for {query:?}"), CHANGE_TIMEOUT, || {
                match browser.execute(SEARCH_SCRIPT)? {
                    Value::Null => Err("no answer yet".to_string()),
                    answer if answer["links"].as_array().is_some_and(|l| !l.is_empty()) => {
                        Ok(answer)
                    }
                    answer => Err(format!("{answer}")),
                }
            });
        eprintln!("/search/?q={query}: {answer}");
        assert!(
            answer["links"].as_array().unwrap().contains(&json!(url)),
            "{url} found by its title {query:?}: {answer}"
        );
    }
    drop(browser);
    server.stop();
    eprintln!("search in parts browser test done in {:.1?}", started.elapsed());
}

/// Measures the page as laid out: how far it scrolls sideways, the elements that reach past
/// the viewport outside a scrolling box, text cut by a box that hides its overflow, chart
/// text drawn outside its chart, a chart that shows not exactly one of its drawings, and the
/// smallest chart text in CSS pixels as rendered (charts are inline `<svg>`: measured as the
/// reader sees them).
const LAYOUT_SCRIPT: &str = r#"
const root = document.documentElement, width = root.clientWidth;
const describe = el => {
  const text = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 60);
  return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && el.className.baseVal === undefined && el.className ? '.' + String(el.className).split(' ')[0] : '') + ' "' + text + '"';
};
const inScroller = el => {
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    const o = getComputedStyle(a).overflowX;
    if (o === 'auto' || o === 'scroll') return true;
  }
  return false;
};
const out = { width: window.innerWidth, overflow: root.scrollWidth - width, outside: [], clipped: [], svgClipped: [], smallest: null, smallestText: '' };
for (const el of document.body.querySelectorAll('*')) {
  // A chart's drawing is laid out as any element; what it draws is measured below.
  if ((el.parentElement && el.parentElement.closest('svg')) || el.closest('.visually-hidden')) continue;
  const r = el.getBoundingClientRect();
  if (!r.width || !r.height) continue;
  const s = getComputedStyle(el);
  if (s.visibility === 'hidden') continue;
  if (r.right > width + 1 && !inScroller(el)) out.outside.push(describe(el));
  if ((s.overflowX === 'hidden' || s.overflowX === 'clip') && el.clientWidth > 2 && el.scrollWidth > el.clientWidth + 1) out.clipped.push(describe(el));
}
// Each chart is drawn twice inline (a phone's drawing and a desktop's): one, and only one,
// is shown at any width. A ranking's bars are HTML (one markup for every width), no drawing:
// each bar as long as its share (`style="width: …%"`) of the row under its name and figure,
// inside its figure, its name and figure text measured with the charts' text.
let smallest = Infinity;
out.bars = 0; out.barsWrong = [];
for (const figure of document.querySelectorAll('figure.chart')) {
  const bars = figure.classList.contains('chart-bars');
  const shown = [...figure.querySelectorAll(':scope > svg')].filter(svg => svg.getBoundingClientRect().width > 0);
  if (shown.length !== (bars ? 0 : 1)) out.svgClipped.push(describe(figure) + ' shows ' + shown.length + ' drawings');
}
// A ranking's bars, and a drive comparison's (the same markup, without ranks).
for (const list of document.querySelectorAll('figure > ol.ranked-bars')) {
  const figure = list.parentElement;
  const rows = list.querySelectorAll(':scope > li'), box = figure.getBoundingClientRect();
  if (rows.length < 2) out.barsWrong.push(describe(figure) + ': ' + rows.length + ' bars');
  for (const li of rows) {
    out.bars++;
    const bar = li.querySelector('.bar'), name = li.querySelector('.name'), value = li.querySelector('.value');
    const full = value.getBoundingClientRect().right - name.getBoundingClientRect().left;
    const drawn = bar.getBoundingClientRect().width, asked = parseFloat(bar.style.width);
    if (!(full > 0) || Math.abs(drawn - Math.max(full * asked / 100, 2)) > 1.5) out.barsWrong.push(describe(li) + ': ' + drawn.toFixed(1) + ' px of ' + full.toFixed(1) + ' for ' + asked + ' %');
    for (const t of [name, value]) {
      const r = t.getBoundingClientRect(), size = parseFloat(getComputedStyle(t).fontSize);
      if (size < smallest) { smallest = size; out.smallestText = t.textContent; }
      if (r.right > box.right + 1 || r.left < box.left - 1) out.svgClipped.push(describe(t) + ' (outside its figure)');
    }
  }
}
for (const t of document.querySelectorAll('svg text')) {
  const svg = t.ownerSVGElement, box = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;
  if (!box.width || !view || !view.width || !t.textContent.trim()) continue;
  const size = parseFloat(getComputedStyle(t).fontSize) * box.width / view.width;
  if (size < smallest) { smallest = size; out.smallestText = t.textContent; }
  // On screen, so that rotated text (a vertical axis title) is measured as drawn.
  const r = t.getBoundingClientRect(), over = Math.max(box.left - r.left, box.top - r.top, r.right - box.right, r.bottom - box.bottom);
  if (over > 1) out.svgClipped.push(t.textContent + ' (' + over.toFixed(1) + ' px)');
}
out.smallest = smallest === Infinity ? null : smallest;
return out;
"#;

/// Runs axe-core (already injected) on the page; calls back with its violations, each as its
/// rule, impact and the first elements it names.
const AXE_SCRIPT: &str = r#"
const done = arguments[arguments.length - 1];
axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] })
  .then(r => done(r.violations.map(v => v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '))))
  .catch(e => done(['axe failed: ' + e]));
"#;

/// Where `.ci/run` installs axe-core (`npm ci` in `.ci/node`).
const AXE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/.ci/node/node_modules/axe-core/axe.min.js");

/// axe-core's script, if installed: under CI its absence is a failure, elsewhere the audit is
/// skipped with a message saying how to install it.
fn axe_source() -> Option<String> {
    match std::fs::read_to_string(AXE) {
        Ok(source) => Some(source),
        Err(_) if std::env::var_os("CI").is_some() => {
            panic!("{AXE} missing: .ci/run installs it with `npm ci --prefix .ci/node`")
        }
        Err(_) => {
            eprintln!("SKIPPED the accessibility audit: run `npm ci --prefix .ci/node` to install axe-core");
            None
        }
    }
}

/// The smallest chart text a reader may be given, in CSS pixels.
const SMALLEST_CHART_TEXT: f64 = 11.0;

/// A page of each kind: home, lists, reviews (the longest; peaks as bars; a fio sweep),
/// drive, protocol, search, compare.
pub(crate) const PAGE_KINDS: [&str; 14] = [
    "",
    "reviews/",
    "reviews/sn630-vsan/",
    "reviews/dapustor-h3100/",
    "reviews/sn655-vsan8-esa/",
    "reviews/lab-virtual-disk/",
    "drives/",
    "drives/wd-sn630/",
    "protocols/",
    "protocols/sqlserver-tpcc-4vm-1500/",
    "protocols/vdbench-vsan-4node/",
    "search/",
    "compare/",
    "drives/wd-sn630/compare/",
];

/// The languages of the example site, the default one first.
pub(crate) const LANGUAGES: [&str; 5] = ["en", "fr", "es", "ja", "pl"];

fn every_page_kind_reads_on_a_phone_and_a_desktop_in_every_language() {
    let started = Instant::now();
    let axe = axe_source();
    let (_site, server) = serve_example_site();
    let browser = Browser::start();
    let pages = PAGE_KINDS;
    let mut problems: Vec<String> = Vec::new();
    let mut smallest_seen = f64::INFINITY;
    let mut bars_seen = 0;
    for width in [390, 1280] {
        browser.emulate_width(width);
        for lang in ["en", "fr", "es", "ja", "pl"] {
            for page in pages {
                let path = if lang == "en" { page.to_string() } else { format!("{lang}/{page}") };
                browser.navigate(&format!("{}{path}", server.url));
                let at = format!("/{path} at {width} px");
                let layout = browser.execute(LAYOUT_SCRIPT).unwrap_or_else(|e| panic!("{at}: {e}"));
                assert_eq!(
                    layout["width"],
                    json!(width),
                    "{at}: the viewport is not the width asked for"
                );
                if layout["overflow"].as_i64().unwrap_or(0) > 0 {
                    problems.push(format!(
                        "{at}: the page scrolls sideways by {} px",
                        layout["overflow"]
                    ));
                }
                bars_seen += layout["bars"].as_u64().unwrap_or(0);
                for (key, what) in [
                    ("outside", "reaches past the screen"),
                    ("clipped", "is cut off"),
                    ("svgClipped", "is drawn outside its chart"),
                    ("barsWrong", "is not as long as its figure"),
                ] {
                    for element in layout[key].as_array().into_iter().flatten().take(3) {
                        problems
                            .push(format!("{at}: {} {what}", element.as_str().unwrap_or_default()));
                    }
                }
                if let Some(smallest) = layout["smallest"].as_f64() {
                    smallest_seen = smallest_seen.min(smallest);
                    if smallest < SMALLEST_CHART_TEXT {
                        problems.push(format!(
                            "{at}: chart text {:?} renders at {smallest:.1} px",
                            layout["smallestText"]
                        ));
                    }
                }
                if let (Some(axe), 1280) = (&axe, width) {
                    browser
                        .execute(&format!("{axe}\nreturn null;"))
                        .unwrap_or_else(|e| panic!("{at}: cannot load axe-core: {e}"));
                    let violations =
                        browser.execute_async(AXE_SCRIPT).unwrap_or_else(|e| panic!("{at}: {e}"));
                    for violation in violations.as_array().into_iter().flatten() {
                        problems.push(format!(
                            "{at}: accessibility: {}",
                            violation.as_str().unwrap_or_default()
                        ));
                    }
                }
            }
        }
    }
    drop(browser);
    server.stop();
    eprintln!(
        "{} pages at two widths in {:.1?}; smallest chart text {smallest_seen:.1} px; {bars_seen} ranking bars",
        pages.len() * 5,
        started.elapsed()
    );
    // The rankings' bars were measured (the SN630 review's and drive's, the protocol's).
    assert!(bars_seen > 0, "no ranking's bars measured");
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// What issue 37 measured on a phone: the header's height, the narrowest label of a stacked
/// table's cells (in its own ems), where the language buttons and the nav sit, the lines of
/// each wrapped list title against its column, the first search result's top and the page's
/// height. Positions are from the top of the document.
const PHONE_SCRIPT: &str = r#"
const top = r => r.top + window.scrollY;
const header = document.querySelector('.site-header');
const out = { header: header ? header.getBoundingClientRect().height : null, height: document.documentElement.scrollHeight, labels: [], languageRows: [], navTops: [], titles: [], firstResult: null };
// A stacked table's label is its cell's ::before box: its used width, where the cell shows.
for (const td of document.querySelectorAll('td[data-label]')) {
  const cell = getComputedStyle(td), label = getComputedStyle(td, '::before');
  if (cell.display === 'none' || !td.getBoundingClientRect().width || label.content === 'none' || label.display === 'none') continue;
  const width = parseFloat(label.width);
  if (Number.isNaN(width)) continue; // an inline label ("Difference: …") flows with its value
  out.labels.push({ label: td.getAttribute('data-label'), width, em: parseFloat(label.fontSize), cell: td.getBoundingClientRect().width, text: td.textContent.trim().slice(0, 40) });
}
for (const a of document.querySelectorAll('.language-switcher a')) out.languageRows.push(Math.round(top(a.getBoundingClientRect())));
for (const a of document.querySelectorAll('.site-nav a')) out.navTops.push(Math.round(top(a.getBoundingClientRect())));
out.languageBottom = Math.max(...Array.from(document.querySelectorAll('.language-switcher a')).map(a => top(a.getBoundingClientRect()) + a.getBoundingClientRect().height));
out.navBottom = Math.max(...Array.from(document.querySelectorAll('.site-nav a')).map(a => top(a.getBoundingClientRect()) + a.getBoundingClientRect().height));
// A list title wrapped greedily fills its first line: the first word of its second line
// would not have fitted after it. Each character's box says which line it is on.
for (const h of document.querySelectorAll('.entry-title')) {
  const link = h.querySelector('a'), box = h.getBoundingClientRect();
  const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
  const chars = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.data.length; i++) {
      const range = document.createRange(); range.setStart(node, i); range.setEnd(node, i + 1);
      const r = range.getBoundingClientRect();
      if (r.width || node.data[i] === ' ') chars.push({ c: node.data[i], left: r.left, right: r.right, top: Math.round(r.top) });
    }
  }
  const lines = [...new Set(chars.filter(c => c.c.trim()).map(c => c.top))];
  if (lines.length < 2) continue;
  const first = chars.filter(c => c.top === lines[0] && c.c.trim());
  const firstRight = Math.max(...first.map(c => c.right));
  const second = chars.filter(c => c.top === lines[1]);
  let word = 0;
  // Only an ordinary space breaks: a no-break space keeps "12 h" one word.
  for (const c of second) { if (/[ \t\n]/.test(c.c)) { if (word) break; continue; } word += c.right - c.left; }
  // A space of the first line, as wide as the font makes it (a quarter em in DejaVu Sans,
  // more in Noto Sans).
  const spaces = chars.filter(c => c.top === lines[0] && c.c === ' ' && c.right > c.left);
  const space = spaces.length ? Math.min(...spaces.map(c => c.right - c.left)) : 4;
  out.titles.push({ title: link.textContent.trim(), column: box.width, firstLine: firstRight - box.left, nextWord: word, space });
}
const result = document.querySelector('.search-results > li');
if (result) out.firstResult = top(result.getBoundingClientRect());
// Where the language buttons are a menu, opening it shows every language on screen.
const toggle = document.querySelector('.language-toggle');
if (toggle && toggle.getBoundingClientRect().width) {
  toggle.click();
  const links = Array.from(document.querySelectorAll('.language-switcher a'));
  out.menu = { total: links.length, shown: links.filter(a => { const r = a.getBoundingClientRect(); return r.width && r.height && r.left >= 0 && r.right <= document.documentElement.clientWidth && r.top >= 0 && r.bottom <= window.innerHeight; }).length };
  toggle.click();
}
return out;
"#;

/// The tallest a header may be on a phone (issue 37: 215 px of an 844 px screen was too much).
const PHONE_HEADER_MAX: f64 = 120.0;
/// The narrowest a stacked table's label may be, in ems of its own text.
pub(crate) const LABEL_MIN_EM: f64 = 4.0;
/// How far down a phone's screen the first search result may start.
const FIRST_RESULT_MAX: f64 = 600.0;

/// Issue 37, phone layouts: on every page kind in every language, at a phone's width no
/// stacked table's label is narrower than 4 em, the header is at most 120 px tall, list
/// titles fill their column before wrapping and the first search result starts above 600 px;
/// at a desktop's width the language buttons are one row, beside the nav. Prints each page's
/// height at both widths (recorded in docs/templates.md).
fn phone_layouts_keep_labels_readable_the_header_short_and_search_results_first() {
    let (_site, server) = serve_example_site();
    let browser = Browser::start();
    let mut problems: Vec<String> = Vec::new();
    let mut heights: Vec<(String, u32, f64)> = Vec::new();
    let mut labels_measured = 0;
    let mut titles_measured = 0;
    for width in [390u32, 1280] {
        browser.emulate_width(width);
        for lang in LANGUAGES {
            for page in PAGE_KINDS {
                let path = if lang == "en" { page.to_string() } else { format!("{lang}/{page}") };
                // The search page is measured with results: a query found in every language.
                let url = if page == "search/" {
                    format!("{}{path}?q=SN655", server.url)
                } else {
                    format!("{}{path}", server.url)
                };
                browser.navigate(&url);
                if page == "search/" {
                    wait_until(&format!("results on /{path}"), CHANGE_TIMEOUT, || {
                        match browser.execute(SEARCH_SCRIPT)? {
                            answer if answer["links"].as_array().is_some_and(|l| !l.is_empty()) => {
                                Ok(())
                            }
                            answer => Err(format!("{answer}")),
                        }
                    });
                }
                let at = format!("/{path} at {width} px");
                let m = browser.execute(PHONE_SCRIPT).unwrap_or_else(|e| panic!("{at}: {e}"));
                heights.push((path.clone(), width, m["height"].as_f64().unwrap_or(0.0)));
                for title in m["titles"].as_array().into_iter().flatten() {
                    titles_measured += 1;
                    let f = |key: &str| title[key].as_f64().unwrap_or(f64::NAN);
                    // The space before the word, as the font draws it; half a pixel for
                    // rounding.
                    if f("firstLine") + f("space") + f("nextWord") + 0.5 < f("column") {
                        problems.push(format!(
                            "{at}: the title {} wraps at {:.0} px of {:.0} px although its next word ({:.0} px) fits",
                            title["title"],
                            f("firstLine"),
                            f("column"),
                            f("nextWord")
                        ));
                    }
                }
                if width == 1280 {
                    let rows: std::collections::BTreeSet<i64> = m["languageRows"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(Value::as_i64)
                        .collect();
                    if rows.len() > 1 {
                        problems.push(format!(
                            "{at}: the language buttons take {} rows (tops {rows:?})",
                            rows.len()
                        ));
                    }
                    let (nav, languages) = (&m["navTops"], &m["languageRows"]);
                    let nav_top = nav.as_array().and_then(|n| n.first()).and_then(Value::as_f64);
                    let language_top =
                        languages.as_array().and_then(|n| n.first()).and_then(Value::as_f64);
                    if let (Some(nav_top), Some(language_top)) = (nav_top, language_top) {
                        // One row: each starts before the other ends.
                        let nav_bottom = m["navBottom"].as_f64().unwrap_or(0.0);
                        let language_bottom = m["languageBottom"].as_f64().unwrap_or(0.0);
                        if language_top >= nav_bottom || nav_top >= language_bottom {
                            problems.push(format!(
                                "{at}: the language buttons (at {language_top} px) are not on the nav's row (at {nav_top} px)"
                            ));
                        }
                    }
                    continue;
                }
                let header = m["header"].as_f64().unwrap_or(f64::INFINITY);
                if header > PHONE_HEADER_MAX {
                    problems.push(format!("{at}: the header is {header:.0} px tall"));
                }
                let menu = &m["menu"];
                if !menu.is_null() && menu["shown"] != menu["total"] {
                    problems.push(format!(
                        "{at}: the language menu, opened, shows {} of {} languages on screen",
                        menu["shown"], menu["total"]
                    ));
                }
                let mut narrow = 0;
                for label in m["labels"].as_array().into_iter().flatten() {
                    labels_measured += 1;
                    let (w, em) = (
                        label["width"].as_f64().unwrap_or(0.0),
                        label["em"].as_f64().unwrap_or(16.0),
                    );
                    if w < LABEL_MIN_EM * em - 0.5 {
                        narrow += 1;
                        if narrow <= 3 {
                            problems.push(format!(
                                "{at}: the label {} is {w:.0} px wide ({:.1} em) beside {:?}",
                                label["label"],
                                w / em,
                                label["text"]
                            ));
                        }
                    }
                }
                if narrow > 3 {
                    problems.push(format!("{at}: {} more labels narrower than 4 em", narrow - 3));
                }
                if page == "search/" {
                    match m["firstResult"].as_f64() {
                        Some(y) if y < FIRST_RESULT_MAX => {}
                        Some(y) => problems
                            .push(format!("{at}: the first search result starts at {y:.0} px")),
                        None => problems.push(format!("{at}: no search result shown")),
                    }
                }
            }
        }
    }
    drop(browser);
    server.stop();
    eprintln!(
        "{labels_measured} stacked labels and {titles_measured} wrapped list titles measured"
    );
    eprintln!("page heights (px): page, 390, 1280, in {LANGUAGES:?}");
    for page in PAGE_KINDS {
        let of = |width: u32| {
            LANGUAGES
                .iter()
                .map(|lang| {
                    let path =
                        if *lang == "en" { page.to_string() } else { format!("{lang}/{page}") };
                    heights
                        .iter()
                        .find(|(p, w, _)| *p == path && *w == width)
                        .map_or("?".to_string(), |(_, _, h)| format!("{h:.0}"))
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        eprintln!("/{page} | {} | {}", of(390), of(1280));
    }
    assert!(labels_measured > 0, "no stacked table label was measured: the audit saw nothing");
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

fn the_compare_page_sets_two_picked_systems_side_by_side_with_the_difference_in_percent() {
    let (_site, server) = serve_example_site();
    let browser = Browser::start();
    // The SN630 cluster (data reduction off) and the VSAN 6.2 all-flash cluster.
    let (sn630, vsan) = ("reviews/sn630-vsan#sn630-dr-off", "reviews/vsan-62-all-flash#vsan62-af");
    for (lang, difference) in [("", "1.1"), ("fr/", "1,1")] {
        browser.navigate(&format!("{}{lang}compare/", server.url));
        wait_until("the compare form to be shown", CHANGE_TIMEOUT, || {
            match browser.execute("return document.getElementById('compare').hidden;")? {
                Value::Bool(false) => Ok(()),
                other => Err(format!("hidden: {other}")),
            }
        });
        // Pick them as a reader does, by clicking their boxes; their names as offered.
        let names = browser
            .execute(&format!(
                "return [{sn630:?}, {vsan:?}].map(id => {{
                   const input = document.querySelector(`#compare input[value=\"${{id}}\"]`);
                   input.click();
                   return input.parentElement.querySelector('.system-name').textContent;
                 }});"
            ))
            .unwrap_or_else(|e| panic!("{lang}: both systems are offered: {e}"));
        assert!(names[0].as_str().unwrap().contains("6.7"), "{lang}: {names}");
        let table = wait_until("the comparison to be shown", CHANGE_TIMEOUT, || {
            let rows = browser.execute(
                "return Array.from(document.querySelectorAll('#compare-results section')).map(s => ({
                   protocol: s.querySelector('h2').textContent,
                   rows: Array.from(s.querySelectorAll('tbody tr')).map(r => Array.from(r.children).map(c => c.textContent)),
                   bars: s.querySelectorAll('.compare-bar').length }));",
            )?;
            if rows.as_array().is_some_and(|a| !a.is_empty()) {
                Ok(rows)
            } else {
                Err(format!("{rows}"))
            }
        });
        let sql = table
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["protocol"].as_str().unwrap().starts_with("SQL Server"))
            .unwrap_or_else(|| panic!("{lang}: {table}"));
        let rows = sql["rows"].as_array().unwrap();
        // Transactions per second first: the SN630's 12,610.3 against 12,472.8.
        assert_eq!(rows[0][0], names[0], "{lang}: {sql}");
        assert_eq!(rows[1][0], names[1], "{lang}: {sql}");
        // 12,472.8 is 1.1 % below the first system picked, written the language's way.
        let percent = rows[1][2].as_str().unwrap();
        assert!(
            percent.starts_with(['-', '\u{2212}'])
                && percent.contains(difference)
                && percent.ends_with('%'),
            "{lang}: {percent:?} in {sql}"
        );
        assert_eq!(rows[0][2], json!("—"), "{lang}: the first system is the reference: {sql}");
        assert!(sql["bars"].as_u64().unwrap() >= 4, "{lang}: two bars per metric: {sql}");
        // At most four, all sharing a test: once no other system can join them, every other
        // box is disabled (here the VSAN 6.2 all-flash setup with data reduction is the only
        // other system with a SQL Server result).
        let boxes = browser
            .execute(
                "const free = () => Array.from(document.querySelectorAll('#compare input')).filter(b => !b.checked && !b.disabled);
                 while (free().length) free()[0].click();
                 const all = document.querySelectorAll('#compare input');
                 return [all.length, Array.from(all).filter(b => b.disabled).length, Array.from(all).filter(b => b.checked).length];",
            )
            .unwrap();
        let (total, picked) = (boxes[0].as_u64().unwrap(), boxes[2].as_u64().unwrap());
        assert!((3..=4).contains(&picked), "{lang}: {boxes}");
        assert_eq!(boxes[1], json!(total - picked), "{lang}: {boxes}");
    }
    drop(browser);
    server.stop();
}

/// Marks the first chart drawing the page shows (`data-tone`), scrolled into view, and
/// returns the colour behind it (the first ancestor's background that is not transparent).
const CHART_SHOWN_SCRIPT: &str = r#"
const svg = [...document.querySelectorAll('figure.chart > svg')].find(s => s.getBoundingClientRect().width > 0);
if (!svg) return {error: 'no chart shown'};
svg.setAttribute('data-tone', '');
svg.scrollIntoView();
for (let el = svg; el; el = el.parentElement) {
  const bg = getComputedStyle(el).backgroundColor;
  const rgba = bg.match(/[\d.]+/g).map(Number);
  if (rgba.length < 4 || rgba[3] > 0) return {background: rgba.slice(0, 3)};
}
return {background: [255, 255, 255]};
"#;

/// A screenshot of the chart (`arguments[0]`: a PNG as base64) drawn into a canvas: how many
/// of its grey pixels (its text, axes and gridlines, drawn in `currentColor`) are darker than
/// its background (`arguments[1]`, RGB) and how many lighter. Coloured pixels (the series'
/// paint) and those of about the background's colour are left out.
const CHART_TONE_SCRIPT: &str = r#"
const [png, background, done] = arguments;
const img = new Image();
img.src = 'data:image/png;base64,' + png;
img.decode().then(() => {
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
  const context = canvas.getContext('2d');
  context.drawImage(img, 0, 0);
  const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let dark = 0, light = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 24) continue;
    // Ink at any opacity (gridlines at 0.14, text at 0.8 or whole) lies between the
    // background and the ink's own colour: lighter than the background for light ink.
    const ink = r + g + b - background[0] - background[1] - background[2];
    if (Math.abs(ink) < 48) continue;
    if (ink < 0) dark++; else light++;
  }
  done({width: canvas.width, dark, light});
}, e => done({error: String(e)}));
"#;

/// The tone of the first chart `page` shows, as rendered: its element's screenshot (what a
/// reader sees, in the page's colours), its pixels counted by [`CHART_TONE_SCRIPT`].
fn chart_tone(browser: &Browser, url: &str) -> Value {
    browser.navigate(url);
    let shown = browser.execute(CHART_SHOWN_SCRIPT).unwrap_or_else(|e| panic!("{url}: {e}"));
    assert!(shown["error"].is_null(), "{url}: {shown}");
    let found = browser
        .call(
            "POST",
            &browser.session_path("/element"),
            Some(&json!({"using": "css selector", "value": "svg[data-tone]"})),
            Duration::from_secs(10),
        )
        .unwrap_or_else(|e| panic!("{url}: {e}"));
    let element = found
        .as_object()
        .and_then(|o| o.values().next())
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("{url}: no element in {found}"))
        .to_string();
    // A screenshot waits for the page to paint: on two busy cores (the corpus tests run beside
    // this one) that took more than 20 s once, and chromedriver gives the renderer only 10 s
    // whatever a command's own timeout ("Timed out receiving message from renderer", a failed
    // clean-clone CI run). A renderer that timed out is asked again, up to three times; any
    // other error fails at once.
    let screenshot = browser.session_path(&format!("/element/{element}/screenshot"));
    let mut attempts = 0;
    let png = loop {
        attempts += 1;
        match browser.call("GET", &screenshot, None, Duration::from_secs(60)) {
            Ok(png) => break png,
            Err(e) if attempts < 3 && e.contains("\"timeout\"") => continue,
            Err(e) => panic!("{url}: cannot take the chart's screenshot ({attempts} tries): {e}"),
        }
    };
    let path = browser.session_path("/execute/async");
    let tone = browser
        .call(
            "POST",
            &path,
            Some(&json!({"script": CHART_TONE_SCRIPT, "args": [png, shown["background"]]})),
            Duration::from_secs(60),
        )
        .unwrap_or_else(|e| panic!("{url}: {e}"));
    assert!(tone["error"].is_null(), "{url}: {tone}");
    tone
}

fn in_dark_mode_charts_turn_light_but_the_print_pages_stay_dark_on_light() {
    let (_site, server) = serve_example_site();
    let browser = Browser::start();
    let path = browser.session_path("/goog/cdp/execute");
    let dark = json!({"cmd": "Emulation.setEmulatedMedia", "params": {"features": [{"name": "prefers-color-scheme", "value": "dark"}]}});
    browser
        .call("POST", &path, Some(&dark), Duration::from_secs(10))
        .unwrap_or_else(|e| panic!("cannot ask for dark mode: {e}"));
    let tone = |page: &str| {
        let tone = chart_tone(&browser, &format!("{}{page}", server.url));
        (tone["dark"].as_u64().unwrap(), tone["light"].as_u64().unwrap(), tone)
    };
    // A review page is dark in dark mode: its chart's text and axes (`currentColor`, the
    // page's text colour) are light.
    let (dark_pixels, light_pixels, review) = tone("fr/reviews/sn630-vsan/");
    assert!(
        light_pixels > 100 && light_pixels > 4 * dark_pixels,
        "the review page's chart is not light on dark: {review}"
    );
    // The print page is light like its paper, in dark mode too: its charts (inline, in its
    // text colour) keep their dark text.
    let (dark_pixels, light_pixels, print) = tone("fr/drives/wd-sn630/print/");
    assert!(
        dark_pixels > 100 && dark_pixels > 4 * light_pixels,
        "the print page's chart is not dark on light: {print}"
    );
    drop(browser);
    server.stop();
}

/// A Korean page as a reader sees it on a phone: its paragraph is drawn in a Korean font (a
/// Korean tester's pages were drawn in Noto Sans CJK JP, the Japanese forms of the theme's
/// first CJK font) and no word breaks across two lines (with `word-break: normal` a line broke
/// between any two syllables of a word).
fn korean_is_set_in_a_korean_font_and_breaks_between_words() {
    let site = common::example_site();
    let root = site.path();
    let added = Command::new(env!("CARGO_BIN_EXE_iopress"))
        .args(["new", "language", "ko"])
        .current_dir(root)
        .output()
        .unwrap();
    assert!(added.status.success(), "{}", String::from_utf8_lossy(&added.stderr));
    let words = "이 리뷰는 네 개의 노드로 구성된 클러스터에서 스물네 개의 드라이브를 측정했으며, \
        데이터 중복 제거와 압축을 켜고 끈 상태에서 순차 읽기와 무작위 쓰기의 성능을 비교하고, \
        애플리케이션 워크로드의 지연 시간 분포를 자세하게 살펴보았다.";
    std::fs::write(
        root.join("content/reviews/sn630-vsan/index.ko.md"),
        format!("+++\ntitle = \"vSAN 6.7 U1의 SN630\"\n+++\n\n{words}\n"),
    )
    .unwrap();
    let server = Server::start(ServeOptions::loopback(root.to_path_buf()), |_| {}).unwrap();
    let browser = Browser::start();
    browser.emulate_width(390);
    browser.navigate(&format!("{}ko/reviews/sn630-vsan/", server.url));
    // Each Hangul word of the paragraph: on how many lines it is drawn.
    let drawn = browser
        .execute(
            r#"
const p = [...document.querySelectorAll('main p')].find(p => p.textContent.includes('클러스터'));
if (!p) return {error: 'no paragraph'};
const text = p.firstChild, words = [];
const re = /[\uAC00-\uD7A3]+/g;
let m;
while ((m = re.exec(text.data))) {
  const range = document.createRange();
  range.setStart(text, m.index);
  range.setEnd(text, m.index + m[0].length);
  const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
  words.push([m[0], tops.size]);
}
return {wordBreak: getComputedStyle(p).wordBreak, words, height: p.getBoundingClientRect().height};
"#,
        )
        .unwrap();
    assert!(drawn["error"].is_null(), "{drawn}");
    assert_eq!(drawn["wordBreak"], "keep-all", "{drawn}");
    let words = drawn["words"].as_array().unwrap();
    assert!(words.len() > 20, "{drawn}");
    // The paragraph takes several lines at 390 px, and no word is cut between two of them.
    assert!(drawn["height"].as_f64().unwrap() > 60.0, "{drawn}");
    let cut: Vec<&Value> = words.iter().filter(|w| w[1].as_u64() != Some(1)).collect();
    assert!(cut.is_empty(), "words drawn on two lines: {cut:?}");
    // The font that draws the paragraph's glyphs, as Chromium reports it.
    let cdp = |cmd: &str, params: Value| {
        browser
            .call(
                "POST",
                &browser.session_path("/goog/cdp/execute"),
                Some(&json!({"cmd": cmd, "params": params})),
                Duration::from_secs(20),
            )
            .unwrap_or_else(|e| panic!("{cmd}: {e}"))
    };
    cdp("DOM.enable", json!({}));
    cdp("CSS.enable", json!({}));
    let document = cdp("DOM.getDocument", json!({}));
    let paragraphs = cdp(
        "DOM.querySelectorAll",
        json!({"nodeId": document["root"]["nodeId"], "selector": "main p"}),
    );
    let mut fonts = Vec::new();
    for node in paragraphs["nodeIds"].as_array().unwrap() {
        let used = cdp("CSS.getPlatformFontsForNode", json!({"nodeId": node}));
        fonts.extend(used["fonts"].as_array().unwrap().iter().cloned());
    }
    let hangul_font = fonts
        .iter()
        .filter(|f| f["familyName"].as_str().is_some_and(|n| n.contains("CJK") || n.contains("KR")))
        .max_by_key(|f| f["glyphCount"].as_u64())
        .unwrap_or_else(|| panic!("no CJK font draws the page: {fonts:?}"));
    let family = hangul_font["familyName"].as_str().unwrap();
    assert!(family.contains("KR"), "Hangul is drawn in {family}: {fonts:?}");
    drop(browser);
    server.stop();
}

/// A copy of the example site, served on a free port of 127.0.0.1 (the copy lives as long
/// as the first value).
pub(crate) fn serve_example_site() -> (tempfile::TempDir, Server) {
    let site = common::example_site();
    let options = ServeOptions::loopback(site.path().to_path_buf());
    let server = Server::start(options, |_| {}).expect("the server starts");
    (site, server)
}

/// A query as a URL's `q` parameter.
fn percent_encode(text: &str) -> String {
    text.bytes()
        .map(
            |b| {
                if b.is_ascii_alphanumeric() {
                    (b as char).to_string()
                } else {
                    format!("%{b:02X}")
                }
            },
        )
        .collect()
}

fn site_read(site: &Fixture, relative: &str) -> String {
    std::fs::read_to_string(site.root().join(relative)).unwrap()
}

fn append(site: &Fixture, relative: &str, text: &str) {
    let mut file =
        std::fs::OpenOptions::new().append(true).open(site.root().join(relative)).unwrap();
    file.write_all(text.as_bytes()).unwrap();
}

/// A value on the page's `window`: it is gone once the page reloads.
fn set_marker(browser: &Browser, value: &str) {
    browser
        .execute(&format!("window.__iopressTestMarker = {}; return null;", json!(value)))
        .unwrap();
}

fn marker(browser: &Browser) -> Value {
    browser
        .execute(
            "return window.__iopressTestMarker === undefined ? null : window.__iopressTestMarker;",
        )
        .unwrap()
}

fn wait_for_h1(browser: &Browser, wanted: &str) {
    wait_until(&format!("the page's h1 to read {wanted:?}"), CHANGE_TIMEOUT, || {
        match browser.execute(H1_SCRIPT)? {
            h1 if h1 == json!(wanted) => Ok(()),
            h1 => Err(format!("h1 is {h1}")),
        }
    });
}

/// Calls `check` every 100 ms until it succeeds; fails after `timeout` with what it said
/// last. Errors count as "not yet": a script run while the page reloads may fail.
fn wait_until<T>(what: &str, timeout: Duration, mut check: impl FnMut() -> Result<T, String>) -> T {
    let deadline = Instant::now() + timeout;
    loop {
        match check() {
            Ok(value) => return value,
            Err(last) if Instant::now() >= deadline => {
                panic!("waited {timeout:?} for {what}; last: {last}")
            }
            Err(_) => std::thread::sleep(Duration::from_millis(100)),
        }
    }
}

/// chromedriver with one Chromium session. Dropping it (also on a panic) ends the session,
/// then chromedriver and whatever it started.
pub(crate) struct Browser {
    driver: Child,
    addr: SocketAddr,
    session: Option<String>,
    log: PathBuf,
    /// Chromium's profile and chromedriver's log; removed once both have stopped.
    _dir: tempfile::TempDir,
}

impl Browser {
    pub(crate) fn start() -> Browser {
        let dir = tempfile::tempdir().unwrap();
        let log = dir.path().join("chromedriver.log");
        let profile = dir.path().join("profile");
        std::fs::create_dir(&profile).unwrap();
        // A free port: bound by the system, then released for chromedriver.
        let port =
            TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap().local_addr().unwrap().port();
        // Where the harness found them on PATH (it runs no browser test without both).
        let chromium = tools::find(tools::CHROMIUM).expect("chromium is on PATH");
        let chromedriver = tools::find(tools::CHROMEDRIVER).expect("chromedriver is on PATH");
        let mut command = Command::new(chromedriver);
        command
            .arg(format!("--port={port}"))
            .arg(format!("--log-path={}", log.display()))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        // Its own process group, so that Chromium goes with it however the test ends.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let driver = command
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", chromedriver.display()));
        let mut browser = Browser {
            driver,
            addr: SocketAddr::from((Ipv4Addr::LOCALHOST, port)),
            session: None,
            log,
            _dir: dir,
        };

        wait_until("chromedriver to be ready", Duration::from_secs(10), || {
            if let Ok(Some(status)) = browser.driver.try_wait() {
                panic!(
                    "chromedriver exited at once ({status}); its log:\n{}",
                    log_tail(&browser.log)
                );
            }
            let (_, reply) = http(browser.addr, "GET", "/status", None, Duration::from_secs(2))?;
            match reply["value"]["ready"].as_bool() {
                Some(true) => Ok(()),
                _ => Err(format!("status {reply}")),
            }
        });

        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": chromium,
                "args": [
                    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--no-first-run", format!("--user-data-dir={}", profile.display()),
                ],
            },
            "timeouts": {"pageLoad": 20_000, "script": 60_000},
        }}});
        let reply = browser
            .call("POST", "/session", Some(&capabilities), Duration::from_secs(60))
            .unwrap_or_else(|e| {
                panic!("cannot start Chromium: {e}\nchromedriver's log:\n{}", browser.log_tail())
            });
        let session =
            reply["sessionId"].as_str().unwrap_or_else(|| panic!("no session id in {reply}"));
        browser.session = Some(session.to_string());
        browser
    }

    fn session_path(&self, rest: &str) -> String {
        format!("/session/{}{rest}", self.session.as_deref().expect("a session"))
    }

    pub(crate) fn navigate(&self, url: &str) {
        let path = self.session_path("/url");
        self.call("POST", &path, Some(&json!({"url": url})), Duration::from_secs(30))
            .unwrap_or_else(|e| panic!("cannot open {url}: {e}"));
    }

    /// Runs `script` (a function body) in the page; its return value.
    pub(crate) fn execute(&self, script: &str) -> Result<Value, String> {
        let path = self.session_path("/execute/sync");
        self.call(
            "POST",
            &path,
            Some(&json!({"script": script, "args": []})),
            Duration::from_secs(20),
        )
    }

    /// Runs `script` asynchronously: it calls its last argument with the result.
    fn execute_async(&self, script: &str) -> Result<Value, String> {
        let path = self.session_path("/execute/async");
        self.call(
            "POST",
            &path,
            Some(&json!({"script": script, "args": []})),
            Duration::from_secs(60),
        )
    }

    /// Lays pages out as a screen `width` CSS px wide (a phone at 390) would, through the
    /// DevTools protocol: the window's own size would include its frame.
    pub(crate) fn emulate_width(&self, width: u32) {
        let path = self.session_path("/goog/cdp/execute");
        let params =
            json!({"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600});
        self.call(
            "POST",
            &path,
            Some(&json!({"cmd": "Emulation.setDeviceMetricsOverride", "params": params})),
            Duration::from_secs(10),
        )
        .unwrap_or_else(|e| panic!("cannot set the width to {width} px: {e}"));
    }

    /// A WebDriver command: its `value`, or the error it answered.
    fn call(
        &self,
        method: &str,
        path: &str,
        body: Option<&Value>,
        timeout: Duration,
    ) -> Result<Value, String> {
        let (status, mut reply) = http(self.addr, method, path, body, timeout)?;
        let value = reply["value"].take();
        if status == 200 {
            Ok(value)
        } else {
            Err(format!("{method} {path}: HTTP {status}: {} {}", value["error"], value["message"]))
        }
    }

    fn log_tail(&self) -> String {
        log_tail(&self.log)
    }
}

/// The last lines of chromedriver's log, for a failure's message.
fn log_tail(log: &Path) -> String {
    let log = std::fs::read_to_string(log).unwrap_or_default();
    let lines: Vec<&str> = log.lines().collect();
    lines[lines.len().saturating_sub(40)..].join("\n")
}

impl Drop for Browser {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!(
                "chromedriver's log ({}), last lines:\n{}",
                self.log.display(),
                self.log_tail()
            );
        }
        if let Some(session) = self.session.take() {
            // Closes Chromium; best effort, the process group goes next anyway.
            let _ = http(
                self.addr,
                "DELETE",
                &format!("/session/{session}"),
                None,
                Duration::from_secs(10),
            );
        }
        // SAFETY: kill(2) with a negative pid signals a process group; no memory is involved.
        #[cfg(unix)]
        unsafe {
            libc::kill(-(self.driver.id() as i32), libc::SIGKILL);
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

/// One HTTP/1.1 request to `addr` with a JSON body; the status and the JSON answered (null
/// for an empty body). Errors are strings, for `wait_until` to report. The response is
/// read as far as its length says: chromedriver answers `Connection: close` but leaves
/// the closing to the client.
fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&Value>,
    timeout: Duration,
) -> Result<(u16, Value), String> {
    let fail = |e: &dyn std::fmt::Display| format!("{method} {path}: {e}");
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let mut stream =
        TcpStream::connect_timeout(&addr, Duration::from_secs(2)).map_err(|e| fail(&e))?;
    stream.set_read_timeout(Some(timeout)).map_err(|e| fail(&e))?;
    stream.set_write_timeout(Some(timeout)).map_err(|e| fail(&e))?;
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nAccept: application/json\r\n\
         Content-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).map_err(|e| fail(&e))?;

    let mut response = Vec::new();
    let mut buffer = [0u8; 16 * 1024];
    let mut read_more = |response: &mut Vec<u8>| -> Result<bool, String> {
        let n = stream.read(&mut buffer).map_err(|e| match e.kind() {
            // How a read timeout shows on a socket: say so, not "resource unavailable".
            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut => {
                fail(&format!("no reply within {timeout:?}"))
            }
            _ => fail(&e),
        })?;
        response.extend_from_slice(&buffer[..n]);
        Ok(n > 0)
    };
    let split = loop {
        if let Some(split) = response.windows(4).position(|w| w == b"\r\n\r\n") {
            break split;
        }
        if !read_more(&mut response)? {
            return Err(fail(&"the connection closed before the end of the headers"));
        }
    };
    let head = String::from_utf8_lossy(&response[..split]).into_owned();
    let status: u16 = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| fail(&format!("no status in {head:?}")))?;
    let header = |name: &str| {
        head.lines().skip(1).find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.trim().eq_ignore_ascii_case(name).then(|| value.trim().to_ascii_lowercase())
        })
    };
    let start = split + 4;
    let payload = if header("transfer-encoding").is_some_and(|t| t.contains("chunked")) {
        loop {
            if let Some(payload) = unchunk(&response[start..]) {
                break payload;
            }
            if !read_more(&mut response)? {
                return Err(fail(&"the connection closed inside a chunked body"));
            }
        }
    } else if let Some(length) =
        header("content-length").map(|l| l.parse::<usize>().map_err(|e| fail(&e))).transpose()?
    {
        while response.len() < start + length {
            if !read_more(&mut response)? {
                return Err(fail(&format!(
                    "the body ended after {} of {length} bytes",
                    response.len() - start
                )));
            }
        }
        response[start..start + length].to_vec()
    } else {
        while read_more(&mut response)? {}
        response[start..].to_vec()
    };
    if payload.iter().all(u8::is_ascii_whitespace) {
        return Ok((status, Value::Null));
    }
    let value = serde_json::from_slice(&payload).map_err(|e| {
        fail(&format!("HTTP {status}, not JSON ({e}): {}", String::from_utf8_lossy(&payload)))
    })?;
    Ok((status, value))
}

/// The body of a chunked transfer encoding, or None while it is incomplete.
fn unchunk(mut data: &[u8]) -> Option<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let end = data.windows(2).position(|w| w == b"\r\n")?;
        let size_field = std::str::from_utf8(&data[..end]).ok()?;
        let size = usize::from_str_radix(size_field.split(';').next()?.trim(), 16).ok()?;
        data = &data[end + 2..];
        if size == 0 {
            return Some(body);
        }
        body.extend_from_slice(data.get(..size)?);
        data = data.get(size + 2..)?;
    }
}

/// The compare page's state as a reader sees it: the picks in the URL and in the form, which
/// boxes are disabled, and for each shared test the bars: their text size, whether their
/// names and values are on screen, and the contrast of each bar with the page.
const PICKER_SCRIPT: &str = r#"
const width = document.documentElement.clientWidth;
const luminance = colour => {
  const [r, g, b] = (colour.match(/[\d.]+/g) || [0, 0, 0]).slice(0, 3).map(Number).map(c => {
    c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
let page = getComputedStyle(document.body).backgroundColor;
if (page === 'rgba(0, 0, 0, 0)') page = getComputedStyle(document.documentElement).backgroundColor;
const contrast = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
const rows = Array.from(document.querySelectorAll('#compare-results .compare-bar-row')).map(row => {
  const name = row.querySelector('.compare-bar-name'), value = row.querySelector('.compare-bar-value'), bar = row.querySelector('.compare-bar');
  const within = el => { const r = el.getBoundingClientRect(); return r.width > 0 && r.left >= -1 && r.right <= width + 1; };
  return {
    text: row.textContent, size: Math.min(parseFloat(getComputedStyle(name).fontSize), parseFloat(getComputedStyle(value).fontSize)),
    shown: within(name) && within(value) && value.textContent.trim() !== '',
    contrast: contrast(getComputedStyle(bar).backgroundColor, page),
  };
});
return {
  search: new URLSearchParams(location.search).getAll('pick'),
  picked: Array.from(document.querySelectorAll('#compare input:checked')).map(b => b.value),
  disabled: Array.from(document.querySelectorAll('#compare input:disabled')).map(b => b.value),
  sections: Array.from(document.querySelectorAll('#compare-results section h2')).map(h => h.textContent),
  rows,
  overflow: document.documentElement.scrollWidth - width,
};
"#;

/// Issue 36: the compare page keeps its picks in the URL (a link opens the comparison),
/// offers only systems that share a test with those picked, shows every picked system's
/// value, at the page's text size and on screen at a phone's and a desktop's width, with bars
/// that stand out from the page in the light and the dark scheme.
fn the_compare_picker_keeps_its_picks_in_the_url_and_offers_only_systems_that_share_a_test() {
    let (_site, server) = serve_example_site();
    let browser = Browser::start();
    let sn630 = "reviews/sn630-vsan#sn630-dr-off";
    let vsan = "reviews/vsan-62-all-flash#vsan62-af";
    let vsan_dr = "reviews/vsan-62-all-flash#vsan62-af-dr";
    let sn655 = "reviews/sn655-vsan8-esa#sn655-raid1-4ssd";
    let query = format!("?pick={}&pick={}", percent_encode(sn630), percent_encode(vsan));
    let mut problems = Vec::new();
    for dark in [false, true] {
        let scheme = if dark { "dark" } else { "light" };
        let media = json!({"cmd": "Emulation.setEmulatedMedia", "params": {"features": [{"name": "prefers-color-scheme", "value": scheme}]}});
        browser
            .call(
                "POST",
                &browser.session_path("/goog/cdp/execute"),
                Some(&media),
                Duration::from_secs(10),
            )
            .unwrap_or_else(|e| panic!("cannot ask for the {scheme} scheme: {e}"));
        for width in [390, 1280] {
            browser.emulate_width(width);
            for lang in ["", "ja/", "pl/"] {
                let at = format!("/{lang}compare/ at {width} px, {scheme}");
                browser.navigate(&format!("{}{lang}compare/{query}", server.url));
                let state =
                    wait_until("the picks from the URL to be shown", CHANGE_TIMEOUT, || {
                        let state = browser.execute(PICKER_SCRIPT)?;
                        if state["rows"].as_array().is_some_and(|r| !r.is_empty()) {
                            Ok(state)
                        } else {
                            Err(format!("{state}"))
                        }
                    });
                assert_eq!(state["picked"], json!([sn630, vsan]), "{at}: {state}");
                // The SN655 setups share no test with these two: they cannot be picked.
                let disabled: Vec<&str> = state["disabled"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter_map(Value::as_str)
                    .collect();
                assert!(disabled.contains(&sn655), "{at}: {disabled:?}");
                assert!(!disabled.contains(&vsan_dr), "{at}: {disabled:?}");
                // A third system: every value shows, and the URL says all three.
                browser
                    .execute(&format!(
                        "document.querySelector('#compare input[value=\"{vsan_dr}\"]').click(); return null;"
                    ))
                    .unwrap();
                let state = browser.execute(PICKER_SCRIPT).unwrap();
                if state["search"] != json!([sn630, vsan, vsan_dr]) {
                    problems.push(format!("{at}: the URL picks {}", state["search"]));
                }
                let rows = state["rows"].as_array().unwrap();
                if !rows.len().is_multiple_of(3) || rows.is_empty() {
                    problems.push(format!("{at}: {} bars for three systems", rows.len()));
                }
                for row in rows {
                    let size = row["size"].as_f64().unwrap_or(0.0);
                    if size < SMALLEST_CHART_TEXT {
                        problems.push(format!("{at}: {:?} at {size:.1} px", row["text"]));
                    }
                    if row["shown"] != json!(true) {
                        problems.push(format!("{at}: {:?} is not on screen", row["text"]));
                    }
                    let contrast = row["contrast"].as_f64().unwrap_or(0.0);
                    if contrast < 3.0 {
                        problems.push(format!(
                            "{at}: a bar of {:?} stands out {contrast:.2}:1 from the page",
                            row["text"]
                        ));
                    }
                }
                if state["overflow"].as_f64().unwrap_or(0.0) > 0.0 {
                    problems.push(format!("{at}: the page scrolls sideways"));
                }
            }
        }
    }
    drop(browser);
    server.stop();
    problems.dedup();
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// Where each "Difference" cell of a drive's comparison sits: its right edge against the
/// viewport's and its scroller's, and whether the scroller hides any of its table.
const DIFFERENCE_SCRIPT: &str = r#"
const width = document.documentElement.clientWidth;
return Array.from(document.querySelectorAll('table.compare-table td.difference')).map(cell => {
  const r = cell.getBoundingClientRect();
  const scroller = cell.closest('.table-scroll');
  const box = scroller ? scroller.getBoundingClientRect() : { left: 0, right: width };
  return {
    text: cell.textContent.trim(),
    right: r.right, left: r.left, width: r.width,
    visibleRight: Math.min(width, box.right), visibleLeft: box.left,
    hidden: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
  };
});
"#;

/// Issue 36: the Difference column of a drive's comparison is on screen at a phone's width
/// and a desktop's, in every language, with no part of its table scrolled out of sight.
fn the_difference_column_of_a_drives_comparison_is_on_screen_at_390_and_1280_px() {
    let (_site, server) = serve_example_site();
    let browser = Browser::start();
    let mut problems = Vec::new();
    let mut measured = 0;
    for width in [390, 1280] {
        browser.emulate_width(width);
        for lang in LANGUAGES {
            let prefix = if lang == "en" { String::new() } else { format!("{lang}/") };
            for drive in ["wd-sn630", "toshiba-px04shb040", "toshiba-px04svb096"] {
                let path = format!("{prefix}drives/{drive}/compare/");
                browser.navigate(&format!("{}{path}", server.url));
                let cells = browser.execute(DIFFERENCE_SCRIPT).unwrap_or_else(|e| panic!("{e}"));
                let cells = cells.as_array().cloned().unwrap_or_default();
                if cells.is_empty() {
                    problems.push(format!("/{path} at {width} px: no Difference cell"));
                }
                for cell in cells {
                    measured += 1;
                    let at = |key: &str| cell[key].as_f64().unwrap_or(f64::NAN);
                    if at("right") > at("visibleRight") + 1.0
                        || at("left") < at("visibleLeft") - 1.0
                    {
                        problems.push(format!(
                            "/{path} at {width} px: {:?} is off screen ({:.0}–{:.0} px, visible to {:.0})",
                            cell["text"],
                            at("left"),
                            at("right"),
                            at("visibleRight")
                        ));
                    }
                    if at("hidden") > 1.0 {
                        problems.push(format!(
                            "/{path} at {width} px: the table hides {:.0} px sideways",
                            at("hidden")
                        ));
                    }
                }
            }
        }
    }
    drop(browser);
    server.stop();
    eprintln!("{measured} Difference cells measured");
    problems.dedup();
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// The links of a page's main content that lead to another page (not an anchor of its own),
/// as a reader sees them: on screen (laid out, not hidden), outside the header's navigation
/// and the footer. Each is fetched: its status says whether it leads anywhere.
const ONWARD_SCRIPT: &str = r#"
const done = arguments[arguments.length - 1];
const here = location.origin + location.pathname;
const links = Array.from(document.querySelectorAll('main a[href]')).filter(a => {
  const r = a.getBoundingClientRect();
  if (!r.width || !r.height || getComputedStyle(a).visibility === 'hidden') return false;
  const url = new URL(a.href, location.href);
  return url.origin + url.pathname !== here;
});
const hrefs = [...new Set(links.map(a => { const u = new URL(a.href, location.href); return u.origin === location.origin ? u.pathname + u.search : u.href; }))];
Promise.all(hrefs.map(h => h.startsWith('/') ? fetch(h, { method: 'GET' }).then(r => [h, r.status]).catch(e => [h, String(e)]) : Promise.resolve([h, 'external'])))
  .then(statuses => done({ count: links.length, statuses }));
"#;

/// Issue 37, "a page kind without a link onward": every page kind in every language, at a
/// phone's width and a desktop's, has at least one link in its main content, besides the
/// header's navigation and the footer, that is on screen and leads to another page that is
/// there (answered 200). A 404 page is reached by a URL that names no page.
fn every_page_kind_in_every_language_has_a_link_onward_in_its_main_content() {
    let (_site, server) = serve_example_site();
    let browser = Browser::start();
    let pages: Vec<&str> = PAGE_KINDS
        .iter()
        .copied()
        .chain(["tags/", "tags/vsan/", "drives/wd-sn655/", "no-such-page/"])
        .collect();
    let mut problems = Vec::new();
    let mut checked = 0;
    for width in [390, 1280] {
        browser.emulate_width(width);
        for lang in LANGUAGES {
            for page in &pages {
                let path = if lang == "en" { page.to_string() } else { format!("{lang}/{page}") };
                browser.navigate(&format!("{}{path}", server.url));
                let at = format!("/{path} at {width} px");
                let found =
                    browser.execute_async(ONWARD_SCRIPT).unwrap_or_else(|e| panic!("{at}: {e}"));
                checked += 1;
                if found["count"].as_u64().unwrap_or(0) == 0 {
                    problems.push(format!("{at}: no link onward in the main content"));
                }
                for status in found["statuses"].as_array().into_iter().flatten() {
                    if status[1] != json!(200) && status[1] != json!("external") {
                        problems.push(format!("{at}: {} answers {}", status[0], status[1]));
                    }
                }
            }
        }
    }
    drop(browser);
    server.stop();
    eprintln!("{checked} pages checked for a link onward");
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

crate::tests! {
    korean_is_set_in_a_korean_font_and_breaks_between_words,
    #[needs(CHROMIUM, CHROMEDRIVER)]
    an_edit_shows_in_the_browser_and_a_broken_save_shows_the_overlay,
    #[needs(CHROMIUM, CHROMEDRIVER)]
    the_search_page_finds_reviews_in_every_language_and_filters_narrow_them,
    #[needs(CHROMIUM, CHROMEDRIVER)]
    a_language_indexed_in_parts_is_searched_in_every_part,
    #[needs(CHROMIUM, CHROMEDRIVER)]
    every_page_kind_reads_on_a_phone_and_a_desktop_in_every_language,
    #[needs(CHROMIUM, CHROMEDRIVER)]
    the_compare_page_sets_two_picked_systems_side_by_side_with_the_difference_in_percent,
    #[needs(CHROMIUM, CHROMEDRIVER)]
    in_dark_mode_charts_turn_light_but_the_print_pages_stay_dark_on_light,
    #[needs(CHROMIUM, CHROMEDRIVER)]
    the_difference_column_of_a_drives_comparison_is_on_screen_at_390_and_1280_px,
    #[needs(CHROMIUM, CHROMEDRIVER)]
    the_compare_picker_keeps_its_picks_in_the_url_and_offers_only_systems_that_share_a_test,
    #[needs(CHROMIUM, CHROMEDRIVER)]
    phone_layouts_keep_labels_readable_the_header_short_and_search_results_first,
    #[needs(CHROMIUM, CHROMEDRIVER)]
    every_page_kind_in_every_language_has_a_link_onward_in_its_main_content,
}
