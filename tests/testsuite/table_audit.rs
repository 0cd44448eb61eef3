//! Issue 37, "Tables shaped like the data": every page kind in every language, laid out 390
//! and 1280 CSS px wide in headless Chromium (driven as `browser.rs` drives it), audited for
//! what an art director saw: table cells squeezed under 4 em, a column or figure past the
//! screen with nothing showing that it scrolls, a phone page more than three times its
//! desktop page, a Japanese word broken inside its katakana, a chart that does not fill the
//! text column of a desktop, and a figure shown with more decimals than its data has.

use std::collections::HashMap;
use std::path::Path;

use crate::browser::{serve_example_site, Browser, LANGUAGES, PAGE_KINDS};
use crate::common::{select, texts};
use crate::example_site::{build_example, page};

/// The pages audited: every kind `browser.rs` opens, and the review whose HCIBench table the
/// issue measured besides the SN655's.
fn audited_pages() -> Vec<&'static str> {
    PAGE_KINDS.iter().copied().chain(["reviews/vsan-62-all-flash/"]).collect()
}

/// The narrowest a table cell may be when its text wraps, in ems of its own text.
const CELL_MIN_EM: f64 = 4.0;
/// How much longer a page may be on a phone than on a desktop.
const PHONE_HEIGHT_MAX_RATIO: f64 = 3.0;

/// What one page shows: measured in the browser, judged in Rust.
const AUDIT_SCRIPT: &str = r#"
const root = document.documentElement, width = root.clientWidth;
// A stacked table's head is kept for screen readers in a 1 px clipped box: not shown.
const shown = el => { const r = el.getBoundingClientRect(); return r.width > 2 && r.height > 2 && !(el.closest('thead') && el.closest('thead').getBoundingClientRect().width <= 2) && !el.closest('.visually-hidden') && getComputedStyle(el).visibility !== 'hidden'; };
const describe = el => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' "' + (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 50) + '"';
const out = { tables: {}, height: root.scrollHeight, narrow: [], uncued: [], katakana: [], figures: [], charts: [], largest: 0, largestText: '' };
// Each cell whose text wraps, and its width in ems of its text (judged against CELL_MIN_EM).
for (const cell of document.querySelectorAll('main :is(td, th)')) {
  if (!shown(cell)) continue;
  const s = getComputedStyle(cell), em = parseFloat(s.fontSize);
  const inner = cell.getBoundingClientRect().width - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
  // Lines of the text shown (not of what only a screen reader reads).
  const lines = new Set();
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement.closest('.visually-hidden')) continue;
    const range = document.createRange(); range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (r.width > 0) lines.add(Math.round(r.top));
  }
  if (lines.size > 1) out.narrow.push({ at: describe(cell), ems: inner / em });
}
// Whatever reaches past the screen must be in a box that scrolls and shows that it does.
const scroller = el => { for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) { const o = getComputedStyle(a).overflowX; if (o === 'auto' || o === 'scroll') return a; } return null; };
for (const el of document.querySelectorAll('main :is(table, th, td, figure, img, svg, pre)')) {
  if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
  if (!shown(el) || el.getBoundingClientRect().right <= width + 1) continue;
  const box = scroller(el);
  const cue = box && box.scrollWidth > box.clientWidth && box.getBoundingClientRect().right <= width + 1 && getComputedStyle(box).backgroundImage.includes('gradient');
  if (!cue) out.uncued.push(describe(el));
}
// Japanese: no line may end between two katakana of one word.
if ((root.lang || '').startsWith('ja')) {
  const kana = c => /[\u30A0-\u30FF]/.test(c);
  for (const el of document.querySelectorAll('main :is(td, th, caption, figcaption, .table-key, .entry-meta, .review-count, dd, dt)')) {
    if (!shown(el)) continue;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let last = null;
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange(); range.setStart(node, i); range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        if (!r.width) { last = null; continue; }
        const here = { c: node.data[i], top: r.top, bottom: r.bottom };
        if (last && kana(last.c) && kana(here.c) && here.top >= last.bottom - 1) out.katakana.push(describe(el) + ': ' + node.data.slice(Math.max(0, i - 6), i) + ' / ' + node.data.slice(i, i + 6));
        last = here;
      }
    }
  }
}
// The height of each long-format table the issue measured.
for (const id of ['table-vdbench', 'table-hcibench']) { const t = document.getElementById(id); if (t) out.tables[id] = t.getBoundingClientRect().height; }
// Figures of tables, as a reader sees them (the blank room of a missing decimal is not text).
for (const td of document.querySelectorAll('main figure.data-table td.num:not(.empty)')) out.figures.push(td.textContent.replace(/^\s*(Approximate value|[^\d~<≥≤]*)\s*/, '').trim());
// Charts: how wide each is drawn against its column, and how large its text renders.
// Each is inline, drawn twice (a phone's drawing and a desktop's): the one shown is measured,
// its width as laid out against the width it was drawn for (its viewBox), and its text.
for (const svg of document.querySelectorAll('main figure.chart > svg')) {
  if (!shown(svg)) continue;
  const width = svg.getBoundingClientRect().width, drawn = svg.viewBox.baseVal.width;
  let text = Infinity;
  for (const t of svg.querySelectorAll('text')) if (t.textContent.trim()) text = Math.min(text, parseFloat(getComputedStyle(t).fontSize) * width / drawn);
  out.charts.push({ src: svg.closest('figure').id + (svg.classList.contains('chart-wide') ? ' (wide)' : ''), width, drawn, text: text === Infinity ? null : text, column: svg.closest('figure').parentElement.clientWidth });
}
// A ranking's bars are HTML, one markup for every width: the figure's width against its
// column, its names' and figures' text as rendered (laid out at its width: `drawn` is it).
for (const figure of document.querySelectorAll('main figure.chart-bars')) {
  if (!shown(figure)) continue;
  const width = figure.getBoundingClientRect().width;
  let text = Infinity;
  for (const t of figure.querySelectorAll('.ranked-bars :is(.name, .value)')) if (t.textContent.trim()) text = Math.min(text, parseFloat(getComputedStyle(t).fontSize));
  out.charts.push({ src: figure.id + ' (bars)', width, drawn: width, text: text === Infinity ? null : text, column: figure.parentElement.clientWidth });
}
return out;
"#;

/// Waits until the page's height stays the same for a quarter of a second (at most 5 s): a
/// page that builds itself with a script is measured once it has.
fn settle(browser: &Browser, at: &str) {
    let height = || {
        browser
            .execute("return document.documentElement.scrollHeight;")
            .unwrap_or_else(|e| panic!("{at}: {e}"))
    };
    let mut last = height();
    for _ in 0..20 {
        std::thread::sleep(std::time::Duration::from_millis(250));
        let now = height();
        if now == last {
            return;
        }
        last = now;
    }
}

/// The decimals each figure of the site's data files is written with, by its value (`14`,
/// `3152.01`): what a page may show of it.
fn data_decimals(site: &Path) -> HashMap<String, usize> {
    let mut decimals: HashMap<String, usize> = HashMap::new();
    for entry in walkdir::WalkDir::new(site.join("content")) {
        let entry = entry.unwrap();
        if entry.path().extension().is_none_or(|e| e != "csv") {
            continue;
        }
        let text = std::fs::read_to_string(entry.path()).unwrap();
        for token in text.split(|c: char| !(c.is_ascii_digit() || c == '.')) {
            if let Some((key, places)) = decimal_key(token) {
                let known = decimals.entry(key).or_insert(places);
                *known = (*known).max(places);
            }
        }
    }
    decimals
}

/// A figure written with `.` for its decimals, as its value (no leading or trailing zeros)
/// and its number of decimals; `None` if it is not one.
fn decimal_key(token: &str) -> Option<(String, usize)> {
    let (int, fraction) = token.split_once('.').unwrap_or((token, ""));
    if int.is_empty() || !int.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let int = int.trim_start_matches('0');
    let int = if int.is_empty() { "0" } else { int };
    let value = fraction.trim_end_matches('0');
    let key = if value.is_empty() { int.to_string() } else { format!("{int}.{value}") };
    Some((key, fraction.len()))
}

/// A table figure as a page of `lang` writes it (`12 610,3`, `~7`, `3152,01`) with `.` for
/// its decimals and no grouping; `None` for what is not one figure (a range, money, a word).
fn shown_figure(text: &str, lang: &str) -> Option<String> {
    let text = text.trim_start_matches(['~', '<', '≥', '≤', ' ', '\u{a0}']);
    if text.contains(['–', '～', '-', '−', '€', '$', '¥', '￥', '£', '%']) {
        return None;
    }
    let comma_decimals = matches!(lang, "fr" | "es" | "pl");
    let mut figure = String::new();
    for c in text.chars() {
        match c {
            '0'..='9' => figure.push(c),
            ',' if comma_decimals => figure.push('.'),
            '.' if !comma_decimals => figure.push('.'),
            ',' | '.' | ' ' | '\u{a0}' | '\u{202f}' => {}
            _ => break,
        }
    }
    (!figure.is_empty()).then_some(figure)
}

fn every_table_and_chart_keeps_to_its_data_and_the_screen() {
    let (site, server) = serve_example_site();
    let decimals = data_decimals(site.path());
    let browser = Browser::start();
    let mut problems: Vec<String> = Vec::new();
    let mut heights: HashMap<(String, u32), f64> = HashMap::new();
    let (mut figures_checked, mut charts_measured) = (0, 0);
    for width in [390u32, 1280] {
        browser.emulate_width(width);
        for lang in LANGUAGES {
            for page in audited_pages() {
                let path = if lang == "en" { page.to_string() } else { format!("{lang}/{page}") };
                browser.navigate(&format!("{}{path}", server.url));
                let at = format!("/{path} at {width} px");
                // The compare page fills itself in from its data file after it loads.
                if page == "compare/" {
                    settle(&browser, &at);
                }
                let m = browser.execute(AUDIT_SCRIPT).unwrap_or_else(|e| panic!("{at}: {e}"));
                heights.insert((path.clone(), width), m["height"].as_f64().unwrap_or(0.0));
                for (id, height) in m["tables"].as_object().into_iter().flatten() {
                    let height = height.as_f64().unwrap_or(0.0);
                    eprintln!("table height: /{path} #{id} at {width} px: {height:.0} px");
                    // The SN630's VDBench results were 2,260 px as a long table on a desktop
                    // and 2,600 px as a row per metric; side by side they are under 1,200 px.
                    if path.ends_with("sn630-vsan/") && width == 1280 && height > 1300.0 {
                        problems.push(format!("{at}: #{id} is {height:.0} px tall"));
                    }
                }
                let list = |key: &str| m[key].as_array().cloned().unwrap_or_default();
                let narrow = list("narrow");
                let narrow = narrow
                    .iter()
                    .filter(|cell| cell["ems"].as_f64().unwrap_or(0.0) < CELL_MIN_EM - 0.05);
                for cell in narrow.take(3) {
                    problems.push(format!(
                        "{at}: the cell {} wraps at {:.1} em",
                        cell["at"],
                        cell["ems"].as_f64().unwrap_or(0.0)
                    ));
                }
                for element in list("uncued").iter().take(3) {
                    problems.push(format!(
                        "{at}: {} reaches past the screen with no scroll cue",
                        element.as_str().unwrap_or_default()
                    ));
                }
                for break_ in list("katakana").iter().take(3) {
                    problems.push(format!(
                        "{at}: a line ends inside a katakana word: {}",
                        break_.as_str().unwrap_or_default()
                    ));
                }
                for figure in list("figures") {
                    let text = figure.as_str().unwrap_or_default();
                    let Some(shown) = shown_figure(text, lang) else { continue };
                    let Some((key, places)) = decimal_key(&shown) else { continue };
                    figures_checked += 1;
                    if places > 0 && decimals.get(&key).is_none_or(|&written| written < places) {
                        problems.push(format!(
                            "{at}: {text:?} shows {places} decimals; the data writes {key} with {}",
                            decimals.get(&key).map_or("none".to_string(), |d| d.to_string())
                        ));
                    }
                }
                // At a phone's width every chart fits its column, scaled down.
                for chart in list("charts").iter().filter(|_| width == 390) {
                    let (shown, column) = (
                        chart["width"].as_f64().unwrap_or(0.0),
                        chart["column"].as_f64().unwrap_or(0.0),
                    );
                    if shown < 1.0 || shown > column + 1.0 {
                        problems.push(format!(
                            "{at}: the chart {} is {shown:.0} px wide in a {column:.0} px column",
                            chart["src"]
                        ));
                    }
                }
                if width == 1280 {
                    for chart in list("charts") {
                        charts_measured += 1;
                        let (drawn, column) = (
                            chart["width"].as_f64().unwrap_or(0.0),
                            chart["column"].as_f64().unwrap_or(0.0),
                        );
                        let file_width = chart["drawn"].as_f64().unwrap_or(0.0);
                        // Its text as rendered: the drawing's smallest, 15 px
                        // (`iopress_charts::layout::MIN_SIZE`), never scaled up, and scaled
                        // down only as far as a column narrower than the drawing takes it
                        // (the Japanese text column: 13.1 px), never under 11 px
                        // (`browser::SMALLEST_CHART_TEXT`).
                        let text = chart["text"].as_f64().unwrap_or(0.0);
                        let scale = if file_width > 0.0 { drawn / file_width } else { 0.0 };
                        if !(11.0..=16.0).contains(&text)
                            || (text - 15.0 * scale.min(1.0)).abs() > 0.5
                        {
                            problems.push(format!(
                                "{at}: the chart {}'s smallest text renders at {text:.1} px",
                                chart["src"]
                            ));
                        }
                        // Drawn for this width, not a phone's drawing scaled up: its text is
                        // set at the sizes it was drawn with (15–17 px), not 1.6 times them.
                        if file_width > 0.0 && drawn > file_width * 1.05 {
                            problems.push(format!(
                                "{at}: the chart {} is drawn {file_width:.0} px wide and shown at {drawn:.0} px: its text grows ×{:.2}",
                                chart["src"],
                                drawn / file_width
                            ));
                        }
                        if drawn < column.min(760.0) - 2.0 {
                            problems.push(format!(
                                "{at}: the chart {} is {drawn:.0} px wide in a {column:.0} px column",
                                chart["src"]
                            ));
                        }
                    }
                }
            }
        }
    }
    drop(browser);
    server.stop();
    eprintln!("page heights (px): page, 390, 1280, ratio");
    for lang in LANGUAGES {
        for page in audited_pages() {
            let path = if lang == "en" { page.to_string() } else { format!("{lang}/{page}") };
            let (phone, desktop) = (heights[&(path.clone(), 390)], heights[&(path.clone(), 1280)]);
            eprintln!("/{path} | {phone:.0} | {desktop:.0} | {:.2}", phone / desktop);
            if phone > PHONE_HEIGHT_MAX_RATIO * desktop {
                problems.push(format!(
                    "/{path}: {phone:.0} px on a phone, {:.1} × its {desktop:.0} px on a desktop",
                    phone / desktop
                ));
            }
        }
    }
    eprintln!("{figures_checked} table figures checked, {charts_measured} charts measured");
    assert!(figures_checked > 1000, "only {figures_checked} figures checked");
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// A table whose rows are (configuration, workload) pairs is shown as a grid: configurations
/// as columns under short names with a key, each workload's metrics as rows under it, no row
/// for what a workload did not measure; the downloads keep the data's long format.
fn long_format_tables_become_a_workload_by_configuration_grid() {
    let out = build_example();
    let sn630 = page(&out, "reviews/sn630-vsan/index.html");
    // A short name on screen, the name it stands for to a screen reader and in the key.
    assert_eq!(texts(&sn630, "#table-vdbench thead th [aria-hidden]")[..2], ["A", "B"]);
    let names = ["vSAN 6.7 U1, data reduction on", "vSAN 6.7 U1, data reduction off"];
    assert_eq!(texts(&sn630, "#table-vdbench thead th .visually-hidden")[..2], names);
    assert_eq!(texts(&sn630, "#table-vdbench .table-key dt"), ["A", "B"]);
    assert_eq!(texts(&sn630, "#table-vdbench .table-key dd"), names);
    let body = texts(&sn630, "#table-vdbench tbody").join(" ");
    assert!(!body.contains("data reduction"), "no configuration name in the rows: {body}");
    // Four metrics of two configurations fit side by side: each metric heads its two columns
    // and a workload is one row (a row per metric made 49 rows, taller than the long form).
    let metrics = texts(&sn630, "#table-vdbench thead .header-groups th");
    assert_eq!(metrics.len(), 4, "{metrics:?}");
    assert_eq!(metrics[0], "Peak IOPS");
    assert_eq!(metrics[1], "Latency at peak (ms)");
    assert_eq!(texts(&sn630, "#table-vdbench thead th [aria-hidden]").len(), 8);
    let rows: Vec<Vec<String>> = select(&sn630, "#table-vdbench tbody tr")
        .iter()
        .map(|tr| {
            tr.children()
                .filter_map(scraper::ElementRef::wrap)
                .map(|c| c.text().collect::<String>())
                .collect()
        })
        .collect();
    assert_eq!(rows.len(), 16, "a row per workload: {rows:?}");
    assert_eq!(rows[0][..5], ["4K random read", "387,937", "442,089", "7.5", "4.8"]);
    // 4K random read measured no bandwidth: its cells say so.
    assert!(rows[0][7..].iter().all(|cell| cell.starts_with("—")), "{:?}", rows[0]);
    assert!(select(&sn630, "#table-vdbench th.row-group").is_empty());

    // Three metrics of four configurations are too many columns: a row per metric, under
    // the workload's name, and no row for a metric nobody measured.
    let vsan62 = page(&out, "reviews/vsan-62-all-flash/index.html");
    let groups = texts(&vsan62, "#table-hcibench th.row-group");
    assert_eq!(groups.len(), 5, "{groups:?}");
    assert_eq!(groups[0], "4K random read");
    assert!(select(&vsan62, "#table-hcibench .header-groups").is_empty());

    // One metric per workload: one row each, named with its metric, and no "—" half.
    let sn655 = page(&out, "reviews/sn655-vsan8-esa/index.html");
    let headings = texts(&sn655, "#table-hcibench tbody th");
    assert_eq!(headings.len(), 5, "{headings:?}");
    assert_eq!(headings[0], "1024K sequential write, Throughput (MB/s)");
    assert!(select(&sn655, "#table-hcibench td.empty").is_empty());
    assert_eq!(select(&sn655, "#table-hcibench td.num").len(), 20);

    // The download is the data as kept: a row per configuration and workload.
    let csv = std::fs::read_to_string(out.path().join("site/reviews/sn630-vsan/data/vdbench.csv"))
        .unwrap();
    assert!(csv.lines().next().unwrap_or_default().contains("config"), "{csv}");
    assert_eq!(csv.lines().count(), 33, "{csv}");
}

/// VMs whose figures differ by less than the test's tolerance (the SN630's four SQL Server
/// VMs, 3,152.01 to 3,153.2 TPS) get a sentence, in every language, where their chart was two
/// bars of one length; a per-VM chart counts the test's VMs, not the table's rows.
fn vms_that_measured_alike_are_a_sentence_and_per_vm_charts_count_the_tests_vms() {
    let out = build_example();
    for (prefix, expected) in [
        ("", "Transactions per second of the 4 VMs: from 3,152.01 TPS to 3,153.2 TPS"),
        ("fr/", "Transactions par seconde des 4 VM : de 3\u{202f}152,01 TPS à 3\u{202f}153,2 TPS"),
        ("es/", "Transacciones por segundo de las 4 VM: de 3152,01 TPS a 3153,2 TPS"),
        ("ja/", "4台のVMの毎秒トランザクション数は3,152.01 TPSから3,153.2 TPSで"),
        ("pl/", "Transakcje na sekundę 4 maszyn wirtualnych: od 3152,01 TPS do 3153,2 TPS"),
    ] {
        let html = page(&out, &format!("{prefix}reviews/sn630-vsan/index.html"));
        assert!(
            select(&html, "figure#chart-sql-server-vm-tps").is_empty(),
            "{prefix}: no chart of two bars of one length"
        );
        // A unit is tied to its figure by a no-break space.
        let notes: Vec<String> =
            texts(&html, ".table-note").iter().map(|n| n.replace('\u{a0}', " ")).collect();
        assert_eq!(notes.len(), 1, "{prefix}: {notes:?}");
        assert!(notes[0].starts_with(expected), "{prefix}: {notes:?}");
    }
    // Sysbench's lowest and highest VM differ by 15 %: a chart, of the protocol's 8 VMs.
    let html = page(&out, "reviews/sn630-vsan/index.html");
    let desc = texts(&html, "figure#chart-sysbench-vm-tps > svg.chart-phone desc");
    assert!(desc[0].replace('\u{a0}', " ").ends_with("of each of the 8 VMs."), "{desc:?}");
}

crate::tests! {
    long_format_tables_become_a_workload_by_configuration_grid,
    vms_that_measured_alike_are_a_sentence_and_per_vm_charts_count_the_tests_vms,
    #[needs(CHROMIUM, CHROMEDRIVER)]
    every_table_and_chart_keeps_to_its_data_and_the_screen,
}
