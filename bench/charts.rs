//! Chart renderer benchmark: how long `render_svg` takes per chart, for each kind of chart the
//! site draws, and checksums of the output so that a change of bytes shows.
//!
//! Run with `cargo bench --bench charts` (optionally `-- N` for the renders per kind, default
//! 2,000, timed in five rounds of which the fastest counts). Prints µs per chart for each kind
//! and in all, a checksum of one render of each kind (total bytes and an FNV-1a hash), and a
//! checksum of a larger corpus of generated charts (odd texts, scripts, sizes, missing and
//! non-finite values) that covers far more of the layout code than the four timed charts.
//! An optimization must leave both checksums alone.

use std::hint::black_box;
use std::time::Instant;

use iopress::charts::draw::render_svg;
use iopress::charts::spec::*;

/// FNV-1a, 64 bits: enough to see that bytes changed.
struct Checksum {
    bytes: u64,
    hash: u64,
}

impl Checksum {
    fn new() -> Checksum {
        Checksum { bytes: 0, hash: 0xcbf2_9ce4_8422_2325 }
    }
    fn add(&mut self, s: &str) {
        self.bytes += s.len() as u64;
        for b in s.bytes() {
            self.hash ^= u64::from(b);
            self.hash = self.hash.wrapping_mul(0x0100_0000_01b3);
        }
        // A separator, so that moving bytes from one chart to the next shows too.
        self.hash ^= 0xff;
        self.hash = self.hash.wrapping_mul(0x0100_0000_01b3);
    }
}

/// Groups the integer digits of `v` with `sep` and writes the fraction with `point`, at most
/// `digits` decimals, trailing zeros dropped: the shape of the site's ICU formatting.
fn format_with(v: f64, digits: u8, sep: &str, point: char) -> String {
    let s = format!("{:.*}", usize::from(digits), v.abs());
    let (int, frac) = s.split_once('.').unwrap_or((&s, ""));
    let frac = frac.trim_end_matches('0');
    let mut out = String::new();
    if v < 0.0 && s.bytes().any(|c| c.is_ascii_digit() && c != b'0') {
        out.push('-');
    }
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            out.push_str(sep);
        }
        out.push(c);
    }
    if !frac.is_empty() {
        out.push(point);
        out.push_str(frac);
    }
    out
}

/// A locale's number formatting, as `render_svg` takes it.
type Format = dyn Fn(f64, u8) -> String;

/// French: narrow no-break space between thousands, decimal comma.
fn french(v: f64, digits: u8) -> String {
    format_with(v, digits, "\u{202F}", ',')
}

fn english(v: f64, digits: u8) -> String {
    format_with(v, digits, ",", '.')
}

/// Spanish and Polish as CLDR has them for numbers of five digits and more.
fn polish(v: f64, digits: u8) -> String {
    format_with(v, digits, "\u{00A0}", ',')
}

fn pt(x: f64, y: f64) -> CurvePoint {
    CurvePoint { x, y, approximate: false, label: None }
}

/// A load curve as a French review page has it: two configurations of ten points each,
/// both peaks labelled, the 1 ms reference line.
fn load_curve() -> ChartSpec {
    let curve = |scale: f64, lat: f64| -> Vec<CurvePoint> {
        (1..=10)
            .map(|k| {
                let x = scale * f64::from(k) * 45_000.0;
                let y = lat * (0.18 + 0.02 * f64::from(k * k) / (11.0 - f64::from(k)));
                CurvePoint { x, y: (y * 1000.0).round() / 1000.0, approximate: k == 9, label: None }
            })
            .collect()
    };
    ChartSpec {
        title: "Lecture aléatoire 4K : latence selon la charge, réduction de données activée \
                et désactivée"
            .into(),
        description: "Latence moyenne en lecture aléatoire 4K selon les IOPS, avec et sans \
                      réduction de données. Pic : 442\u{202F}089 IOPS à 4,8 ms."
            .into(),
        kind: ChartKind::LoadCurve(LoadCurve {
            x_title: "IOPS".into(),
            y_title: "Latence (ms)".into(),
            y_log: false,
            series: vec![
                CurveSeries {
                    name: "Réduction de données activée".into(),
                    points: curve(1.0, 1.0),
                    peak: Some(9),
                    peak_label: Some("Pic : 450\u{202F}000 IOPS à 4,18 ms".into()),
                },
                CurveSeries {
                    name: "Réduction de données désactivée".into(),
                    points: curve(0.93, 0.9),
                    peak: Some(9),
                    peak_label: Some("Pic : 418\u{202F}500 IOPS à 3,76 ms".into()),
                },
            ],
            reference: Some(Reference { y: 1.0, label: "1 ms".into() }),
        }),
    }
}

/// A ranking of ten drives with long names, the page's own highlighted (Polish page).
fn ranked_bars() -> ChartSpec {
    let names = [
        "Western Digital Ultrastar DC SN630 7,68 TB",
        "Micron 7450 Pro 3,84 TB (U.3, 15 mm)",
        "Samsung PM9A3 7,68 TB — macierz ośmiodyskowa",
        "Kioxia CD6-R 7,68 TB, zasilanie awaryjne",
        "Solidigm D7-P5520 7,68 TB",
        "Intel Optane SSD DC P5800X 1,6 TB",
        "Seagate Nytro 5550H 6,4 TB — dwuportowy",
        "SK hynix PE8110 E1.S 3,84 TB",
        "Kingston DC1500M 7,68 TB, łączność PCIe 3.0",
        "Żółta macierz testowa ZFS (RAID-Z2, 12 dysków)",
    ];
    let bars = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let value = 14_820.5 - i as f64 * 1_037.3;
            Bar { label: (*name).into(), value, value_label: polish(value, 1), highlighted: i == 3 }
        })
        .collect();
    ChartSpec {
        title: "Transakcje na sekundę, obciążenie OLTP (TPC-C, 800 magazynów)".into(),
        description: "Micron 7450 Pro prowadzi z wynikiem 14\u{00A0}820,5 TPS.".into(),
        kind: ChartKind::RankedBars(RankedBars {
            value_title: "Transakcje na sekundę (TPS)".into(),
            direction_note: "Więcej znaczy lepiej".into(),
            bars,
        }),
    }
}

/// Five workloads, four configurations (Spanish page).
fn grouped_bars() -> ChartSpec {
    let series = ["RAID 5", "RAID 10", "Deduplicación activada", "Compresión y deduplicación"];
    let groups = [
        "Base de datos OLTP",
        "Servidor web",
        "Servidor de archivos",
        "Escritorio virtual (VDI)",
        "Copia de seguridad",
    ];
    let values = (0..groups.len())
        .map(|g| {
            (0..series.len())
                .map(|s| {
                    if g == 1 && s == 3 {
                        None
                    } else {
                        Some(0.4 + (g * 7 + s * 3) as f64 % 11.0 * 0.37)
                    }
                })
                .collect()
        })
        .collect();
    ChartSpec {
        title: "Latencia media por carga de trabajo".into(),
        description: "Latencia media de cinco cargas de trabajo según la configuración.".into(),
        kind: ChartKind::GroupedBars(GroupedBars {
            value_title: "Latencia (ms)".into(),
            groups: groups.iter().map(|g| (*g).into()).collect(),
            series: series.iter().map(|s| (*s).into()).collect(),
            labels: Vec::new(),
            notes: Vec::new(),
            values,
        }),
    }
}

/// A Japanese page's load curve on a log latency axis.
fn japanese() -> ChartSpec {
    ChartSpec {
        title: "ランダム読み取り 4K：負荷に対するレイテンシ（データ削減の有無による比較）".into(),
        description: "4K ランダム読み取りの平均レイテンシ。ピーク：442,089 IOPS、4.8 ms。".into(),
        kind: ChartKind::LoadCurve(LoadCurve {
            x_title: "IOPS".into(),
            y_title: "レイテンシ（ms）".into(),
            y_log: true,
            series: vec![
                CurveSeries {
                    name: "データ削減 有効".into(),
                    points: vec![
                        pt(50_000.0, 0.21),
                        pt(150_000.0, 0.32),
                        pt(250_000.0, 0.48),
                        pt(350_000.0, 0.9),
                        pt(442_089.0, 4.8),
                    ],
                    peak: Some(4),
                    peak_label: Some("ピーク：442,089 IOPS（4.8 ms）".into()),
                },
                CurveSeries {
                    name: "データ削減 無効".into(),
                    points: vec![
                        pt(60_000.0, 0.18),
                        pt(180_000.0, 0.26),
                        pt(300_000.0, 0.41),
                        CurvePoint { x: 350_000.0, y: 0.95, approximate: true, label: None },
                    ],
                    peak: Some(3),
                    peak_label: Some("約 350,000 IOPS まで 1 ms 未満".into()),
                },
            ],
            reference: Some(Reference { y: 1.0, label: "1 ms".into() }),
        }),
    }
}

/// A small deterministic generator (xorshift64*), so the corpus is the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
    fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// Words in every script and oddity the site's texts may hold: accents, Latin Extended-A,
/// no-break spaces, markup characters, control characters, combining marks, Greek and
/// Cyrillic (outside the common tables), CJK, full-width forms, emoji.
const WORDS: &[&str] = &[
    "Lecture",
    "aléatoire",
    "séquentielle",
    "débit",
    "Żółć",
    "gęślą",
    "jaźń",
    "Łódź",
    "œuvre",
    "Ærø",
    "señal",
    "über",
    "4K",
    "128K",
    "IOPS",
    "ms",
    "TB",
    "RAID\u{00A0}10",
    "1\u{202F}000",
    "<b>",
    "&amp;",
    "\"quoted\"",
    "l'été",
    "tab\there",
    "line\nbreak",
    "ctl\u{1}x",
    "e\u{301}",
    "Ωμέγα",
    "Привет",
    "ランダム読み取り",
    "レイテンシ（ms）",
    "、",
    "。",
    "ＩＯＰＳ",
    "仮想マシン",
    "🚀",
    "—",
    "…",
    "Western",
    "Digital",
    "Ultrastar",
    "DC",
    "SN630",
    "Micron",
    "7450",
    "Pro",
    "a",
    "WWWWWWWWWWWWWWWWWWWW",
    "",
];

fn words(rng: &mut Rng, max: usize) -> String {
    let n = rng.below(max + 1);
    let mut s = String::new();
    for i in 0..n {
        if i > 0 && rng.chance(0.85) {
            s.push(' ');
        }
        s.push_str(rng.pick(WORDS));
    }
    s
}

fn value(rng: &mut Rng) -> f64 {
    match rng.below(40) {
        0 => f64::NAN,
        1 => f64::INFINITY,
        2 => -rng.unit() * 10.0,
        3 => 0.0,
        _ => {
            let exp = rng.below(11) as i32 - 3;
            (rng.unit() * 9.0 + 1.0) * 10f64.powi(exp)
        }
    }
}

fn random_spec(rng: &mut Rng) -> ChartSpec {
    let title = words(rng, 18);
    let description = words(rng, 10);
    let kind = match rng.below(3) {
        0 => {
            let y_log = rng.chance(0.4);
            let nseries = rng.below(6);
            let series = (0..nseries)
                .map(|_| {
                    let npoints = rng.below(14);
                    let xscale = 10f64.powi(rng.below(7) as i32);
                    let mut x = 0.0;
                    let points: Vec<CurvePoint> = (0..npoints)
                        .map(|_| {
                            x += rng.unit() * xscale;
                            let y = if rng.chance(0.05) {
                                value(rng)
                            } else {
                                rng.unit() * 10f64.powi(rng.below(4) as i32 - 1)
                            };
                            CurvePoint { x, y, approximate: rng.chance(0.15), label: None }
                        })
                        .collect();
                    CurveSeries {
                        name: words(rng, 6),
                        peak: if rng.chance(0.8) { Some(rng.below(npoints + 1)) } else { None },
                        peak_label: if rng.chance(0.8) { Some(words(rng, 8)) } else { None },
                        points,
                    }
                })
                .collect();
            ChartKind::LoadCurve(LoadCurve {
                x_title: words(rng, 4),
                y_title: words(rng, 4),
                y_log,
                series,
                reference: if rng.chance(0.7) {
                    Some(Reference {
                        y: if rng.chance(0.9) { 1.0 } else { value(rng) },
                        label: words(rng, 3),
                    })
                } else {
                    None
                },
            })
        }
        1 => {
            let n = rng.below(26);
            let bars = (0..n)
                .map(|_| {
                    let v = value(rng);
                    Bar {
                        label: words(rng, 9),
                        value: v,
                        value_label: if rng.chance(0.1) {
                            words(rng, 3)
                        } else {
                            french(v, rng.below(3) as u8)
                        },
                        highlighted: rng.chance(0.15),
                    }
                })
                .collect();
            ChartKind::RankedBars(RankedBars {
                value_title: words(rng, 5),
                direction_note: words(rng, 5),
                bars,
            })
        }
        _ => {
            let ngroups = if rng.chance(0.1) { rng.below(70) } else { rng.below(10) };
            let nseries = rng.below(9);
            let groups: Vec<String> = (0..ngroups).map(|_| words(rng, 7)).collect();
            let series: Vec<String> = (0..nseries).map(|_| words(rng, 5)).collect();
            let values = (0..ngroups)
                .map(|_| {
                    (0..nseries + rng.below(2))
                        .map(|_| if rng.chance(0.1) { None } else { Some(value(rng)) })
                        .collect()
                })
                .collect();
            ChartKind::GroupedBars(GroupedBars {
                value_title: words(rng, 5),
                groups,
                series,
                labels: Vec::new(),
                notes: Vec::new(),
                values,
            })
        }
    };
    ChartSpec { title, description, kind }
}

/// Renders every generated chart once with each formatter and returns the checksum.
fn corpus(count: usize) -> (usize, Checksum) {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut sum = Checksum::new();
    let formats: [&Format; 3] = [&french, &english, &polish];
    let mut rendered = 0;
    for i in 0..count {
        let spec = random_spec(&mut rng);
        let id = format!("chart-{i}<&\"'>");
        let fmt = formats[i % formats.len()];
        sum.add(&render_svg(&spec, &id, fmt));
        rendered += 1;
    }
    (rendered, sum)
}

fn main() {
    let n: usize = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(2_000);
    let kinds: [(&str, ChartSpec, &Format); 4] = [
        ("load curve, 2×10 points, peaks (fr)", load_curve(), &french),
        ("ranked bars, 10 long labels (pl)", ranked_bars(), &polish),
        ("grouped bars, 5 groups × 4 series (es)", grouped_bars(), &polish),
        ("load curve, log axis, Japanese title", japanese(), &english),
    ];

    let mut sum = Checksum::new();
    for (_, spec, fmt) in &kinds {
        sum.add(&render_svg(spec, "chart-bench", *fmt));
    }

    // The machine may be busy with other work: time several rounds and keep the fastest,
    // the one least disturbed.
    const ROUNDS: usize = 5;
    let per_round = n.div_ceil(ROUNDS);
    println!("charts bench: {} renders of each chart, best of {ROUNDS} rounds", per_round * ROUNDS);
    let mut total_us = 0.0;
    for (name, spec, fmt) in &kinds {
        // Warm up: the font tables, the allocator, the caches.
        for _ in 0..n / 20 + 1 {
            black_box(render_svg(black_box(spec), "chart-bench", *fmt));
        }
        let mut best = f64::INFINITY;
        for _ in 0..ROUNDS {
            let start = Instant::now();
            for _ in 0..per_round {
                black_box(render_svg(black_box(spec), "chart-bench", *fmt));
            }
            best = best.min(start.elapsed().as_secs_f64() * 1e6 / per_round as f64);
        }
        total_us += best;
        println!("  {name:<42} {best:>8.1} µs/chart");
    }
    println!(
        "  {:<42} {:>8.1} µs/chart (mean; {total_us:.1} µs for the four)",
        "all",
        total_us / kinds.len() as f64
    );
    println!("checksum: {} bytes, fnv {:016x}", sum.bytes, sum.hash);
    let start = Instant::now();
    let (count, corpus_sum) = corpus(1_500);
    println!(
        "corpus:   {count} generated charts, {} bytes, fnv {:016x} ({:.0} ms)",
        corpus_sum.bytes,
        corpus_sum.hash,
        start.elapsed().as_secs_f64() * 1e3
    );
}
