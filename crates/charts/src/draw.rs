//! Draws a [`ChartSpec`] as an SVG element to inline in a page.
//!
//! Plotters (its SVG backend) draws the coordinate systems, axes, ticks and gridlines, and
//! [`super::svg`] the lines, markers and bars over them in the same units; the renderer lays
//! out every text whose room depends on its width with the bundled DejaVu Sans metrics
//! ([`super::text`]), and [`super::svg`] turns plotters' output into a theme-following,
//! accessible element. The output depends only on the input: no randomness,
//! no hash-map order, coordinates rounded to one decimal.

use super::axis::FormatNumber;
pub use super::layout::{WIDE_WIDTH, WIDTH};
use super::spec::{ChartKind, ChartSpec};
use super::{bars, load_curve};

/// Draws the chart as a well-formed SVG element (no XML declaration, no `xmlns`: the HTML
/// parser gives it its namespace), meant to be inlined in an HTML page. `id` is unique within the page (e.g. "chart-vdbench-rand-read-4k");
/// it prefixes every id inside the SVG. `format_number(value, max_fraction_digits)` formats a
/// number for the reader's locale (French: 1000000 -> "1 000 000", 0.5 with 1 digit -> "0,5");
/// the digits come from the tick step (step 0.5 -> 1 digit, step 250000 -> 0).
///
/// The root `<svg>` has `role="img"`, is labelled by its `<title>` (the spec's title) and
/// `<desc>` (its description), scales with its container (`viewBox`, and the page's
/// stylesheet's `max-width: 100%; height: auto`), sets its texts' common size once, has no
/// background, and draws text, axes and gridlines in `currentColor` so it follows the page's
/// light or dark text colour. Its text inherits the page's font.
pub fn render_svg(spec: &ChartSpec, id: &str, format_number: &dyn Fn(f64, u8) -> String) -> String {
    render_svg_at(spec, id, format_number, WIDTH)
}

/// [`render_svg`], laid out `width` px wide (the phone-first [`WIDTH`], or [`WIDE_WIDTH`]
/// for wide screens) with the same font sizes.
pub fn render_svg_at(
    spec: &ChartSpec,
    id: &str,
    format_number: &dyn Fn(f64, u8) -> String,
    width: f64,
) -> String {
    let fmt: FormatNumber = format_number;
    match &spec.kind {
        ChartKind::LoadCurve(lc) => load_curve::render(spec, lc, id, fmt, width),
        ChartKind::RankedBars(rb) => bars::render_ranked(spec, rb, id, fmt, width),
        ChartKind::GroupedBars(gb) => bars::render_grouped(spec, gb, id, fmt, width),
    }
}

#[cfg(test)]
pub(crate) mod examples {
    //! Charts shared by the tests (and by the visual check).

    use super::super::spec::*;

    /// French number formatting as the site does it: narrow no-break space for thousands
    /// (a plain space here for readability of the assertions), comma for decimals.
    pub fn french(v: f64, digits: u8) -> String {
        let s = format!("{:.*}", usize::from(digits), v.abs());
        let (int, frac) = s.split_once('.').unwrap_or((&s, ""));
        let frac = frac.trim_end_matches('0');
        let mut grouped = String::new();
        for (i, c) in int.chars().enumerate() {
            if i > 0 && (int.len() - i) % 3 == 0 {
                grouped.push(' ');
            }
            grouped.push(c);
        }
        let sign =
            if v < 0.0 && s.chars().any(|c| c.is_ascii_digit() && c != '0') { "-" } else { "" };
        if frac.is_empty() {
            format!("{sign}{grouped}")
        } else {
            format!("{sign}{grouped},{frac}")
        }
    }

    pub fn english(v: f64, digits: u8) -> String {
        let s = format!("{:.*}", usize::from(digits), v);
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        }
    }

    fn pt(x: f64, y: f64) -> CurvePoint {
        CurvePoint { x, y, approximate: false, label: None }
    }

    pub fn load_curve_fr() -> ChartSpec {
        ChartSpec {
            title: "Lecture aléatoire 4K : latence selon la charge".into(),
            description: "Latence moyenne en lecture aléatoire 4K selon les IOPS, avec et sans \
                          réduction de données. Pic : 442 089 IOPS à 4,8 ms."
                .into(),
            kind: ChartKind::LoadCurve(LoadCurve {
                x_title: "IOPS".into(),
                y_title: "Latence (ms)".into(),
                y_log: false,
                series: vec![
                    CurveSeries {
                        name: "Réduction de données activée".into(),
                        points: vec![
                            pt(50_000.0, 0.21),
                            pt(150_000.0, 0.32),
                            pt(250_000.0, 0.48),
                            pt(350_000.0, 0.9),
                            CurvePoint { x: 400_000.0, y: 1.6, approximate: true, label: None },
                            pt(442_089.0, 4.8),
                        ],
                        peak: Some(5),
                        peak_label: Some("Pic : 442 089 IOPS à 4,8 ms".into()),
                    },
                    CurveSeries {
                        name: "Réduction de données désactivée".into(),
                        points: vec![
                            pt(60_000.0, 0.18),
                            pt(180_000.0, 0.26),
                            pt(300_000.0, 0.41),
                            pt(390_000.0, 0.85),
                            pt(431_500.0, 4.2),
                        ],
                        peak: Some(4),
                        peak_label: Some("Pic : 431 500 IOPS à 4,2 ms".into()),
                    },
                ],
                reference: Some(Reference { y: 1.0, label: "1 ms".into() }),
            }),
        }
    }

    pub fn load_curve_ja_log() -> ChartSpec {
        ChartSpec {
            title: "ランダム読み取り 4K：負荷に対するレイテンシ（データ削減の有無による比較）"
                .into(),
            description: "4K ランダム読み取りの平均レイテンシ。ピーク：442,089 IOPS、4.8 ms。"
                .into(),
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
                    CurveSeries {
                        name: "旧ファームウェア".into(),
                        points: vec![pt(280_000.0, 2.9)],
                        peak: Some(0),
                        peak_label: Some("ピーク：280,000 IOPS".into()),
                    },
                ],
                reference: Some(Reference { y: 1.0, label: "1 ms".into() }),
            }),
        }
    }

    pub fn ranked_fr() -> ChartSpec {
        let bar = |label: &str, value: f64, highlighted: bool| Bar {
            label: label.into(),
            value,
            value_label: french(value, 1),
            highlighted,
        };
        ChartSpec {
            title: "Transactions par seconde, charge OLTP".into(),
            description: "Le Micron 7450 Pro arrive en tête avec 14 820,5 TPS.".into(),
            kind: ChartKind::RankedBars(RankedBars {
                value_title: "Transactions par seconde (TPS)".into(),
                direction_note: "Plus haut, c’est mieux".into(),
                bars: vec![
                    bar("Micron 7450 Pro", 14_820.5, false),
                    bar("Western Digital Ultrastar DC SN630", 12_610.3, true),
                    bar("Samsung PM9A3", 11_904.0, false),
                    bar("Kioxia CD6-R", 9_870.7, false),
                    bar("<b>&\"Intel' D7-P5510", 7_002.2, false),
                ],
            }),
        }
    }

    pub fn grouped_ja() -> ChartSpec {
        ChartSpec {
            title: "仮想マシンごとの平均レイテンシ".into(),
            description: "5 台の仮想マシンのレイテンシ、構成別。".into(),
            kind: ChartKind::GroupedBars(GroupedBars {
                value_title: "レイテンシ（ms）".into(),
                groups: vec![
                    "データベース".into(),
                    "ウェブサーバー".into(),
                    "ファイルサーバー（大容量）".into(),
                    "VDI".into(),
                    "バックアップ".into(),
                ],
                series: vec!["RAID 5".into(), "RAID 10".into(), "重複排除あり".into()],
                labels: Vec::new(),
                notes: Vec::new(),
                values: vec![
                    vec![Some(1.2), Some(0.8), Some(1.5)],
                    vec![Some(0.6), Some(0.5), None],
                    vec![Some(2.4), Some(1.9), Some(2.8)],
                    vec![Some(0.9), Some(0.7), Some(1.1)],
                    vec![Some(3.1), Some(2.2), Some(3.6)],
                ],
            }),
        }
    }

    pub fn grouped_fr_long() -> ChartSpec {
        ChartSpec {
            title: "Débit par charge de travail".into(),
            description: "Débit séquentiel et aléatoire selon la configuration.".into(),
            kind: ChartKind::GroupedBars(GroupedBars {
                value_title: "Débit (Go/s)".into(),
                groups: vec![
                    "Lecture séquentielle 128K".into(),
                    "Écriture séquentielle 128K".into(),
                    "Lecture aléatoire 4K".into(),
                    "Écriture aléatoire 4K".into(),
                    "Mixte 70/30 8K".into(),
                    "Base de données OLTP".into(),
                    "Serveur de messagerie".into(),
                    "Sauvegarde incrémentale".into(),
                    "Bureau virtuel (VDI)".into(),
                ],
                series: vec![
                    "Réduction de données activée".into(),
                    "Réduction de données désactivée".into(),
                ],
                labels: Vec::new(),
                notes: Vec::new(),
                values: vec![
                    vec![Some(6.8), Some(7.1)],
                    vec![Some(3.9), Some(4.4)],
                    vec![Some(1.7), Some(1.8)],
                    vec![Some(0.9), Some(1.2)],
                    vec![Some(1.3), Some(1.5)],
                    vec![Some(1.1), Some(1.25)],
                    vec![Some(0.7), None],
                    vec![Some(2.6), Some(2.9)],
                    vec![Some(0.8), Some(0.95)],
                ],
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::palette;
    use super::super::spec::*;
    use super::examples::*;
    use super::render_svg;

    fn render(spec: &ChartSpec) -> String {
        render_svg(spec, "chart-t", &french)
    }

    fn texts(doc: &roxmltree::Document) -> Vec<String> {
        doc.descendants()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| n.text().unwrap_or("").trim().to_string())
            .collect()
    }

    /// A text's presentation attribute as it applies: its own, or its group's, or the root's
    /// (texts set alike share a `<g>`, and the common size is the root's).
    fn inherited<'a>(node: &roxmltree::Node<'a, '_>, name: &str) -> Option<&'a str> {
        node.ancestors().find_map(|n| n.attribute(name))
    }

    fn parse(svg: &str) -> roxmltree::Document<'_> {
        roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("{e}\n{svg}"))
    }

    fn assert_accessible(doc: &roxmltree::Document, spec: &ChartSpec) {
        let root = doc.root_element();
        assert_eq!(root.tag_name().name(), "svg");
        assert_eq!(root.attribute("role"), Some("img"));
        assert_eq!(root.attribute("aria-labelledby"), Some("chart-t-title chart-t-desc"));
        assert!(root.attribute("viewBox").is_some());
        assert_eq!(root.attribute("font-size"), Some("15"));
        let mut children = root.children().filter(|n| n.is_element());
        let title = children.next().unwrap();
        assert_eq!(title.tag_name().name(), "title");
        assert_eq!(title.attribute("id"), Some("chart-t-title"));
        assert_eq!(title.text(), Some(spec.title.as_str()));
        let desc = children.next().unwrap();
        assert_eq!(desc.tag_name().name(), "desc");
        assert_eq!(desc.attribute("id"), Some("chart-t-desc"));
        assert_eq!(desc.text(), Some(spec.description.as_str()));
        // Every id inside is prefixed with the chart's.
        for n in doc.descendants() {
            if let Some(id) = n.attribute("id") {
                assert!(id.starts_with("chart-t-"), "{id}");
            }
        }
        // Theme-following: no black, no background rectangle, no font imposed.
        for n in doc.descendants().filter(|n| n.is_element()) {
            for a in ["fill", "stroke"] {
                assert_ne!(n.attribute(a), Some("#000000"));
            }
            assert_eq!(n.attribute("font-family").filter(|f| *f != "inherit"), None);
        }
    }

    #[test]
    fn load_curve_is_accessible_and_localized() {
        let spec = load_curve_fr();
        let svg = render(&spec);
        let doc = parse(&svg);
        assert_accessible(&doc, &spec);
        let t = texts(&doc);
        assert!(t.contains(&spec.title), "{t:?}");
        assert!(t.iter().any(|s| s == "1 ms"), "reference label: {t:?}");
        assert!(t.iter().any(|s| s == "Pic : 442 089 IOPS à 4,8 ms"), "{t:?}");
        assert!(t.iter().any(|s| s == "Pic : 431 500 IOPS à 4,2 ms"), "{t:?}");
        // French ticks: thousands grouped, decimals with a comma, digits from the step.
        assert!(t.iter().any(|s| s == "100 000"), "{t:?}");
        assert!(t.iter().any(|s| s == "400 000"), "{t:?}");
        assert!(t.iter().all(|s| !s.contains('.')), "{t:?}");
        // Legend with both series, axis titles.
        assert!(t.iter().any(|s| s == "Réduction de données activée"));
        assert!(t.iter().any(|s| s == "Réduction de données désactivée"));
        assert!(t.iter().any(|s| s == "IOPS"));
        assert!(t.iter().any(|s| s == "Latence (ms)"));
        // The reference line is dashed in the text colour, the second series dashed too.
        let lines: Vec<_> =
            doc.descendants().filter(|n| n.attribute("stroke-dasharray").is_some()).collect();
        assert!(lines.iter().any(|n| n.attribute("stroke") == Some("currentColor")));
        assert!(lines.iter().any(|n| n.attribute("stroke") == Some("#E69F00")));
        // A hollow marker for the approximate point (its paint its own, or its group's:
        // markers drawn alike share a `<g>`).
        assert!(doc.descendants().any(|n| n.has_tag_name("circle")
            && n.ancestors().find_map(|a| a.attribute("fill")) == Some("none")));
    }

    #[test]
    fn log_axis_ticks_are_one_two_five_and_localized() {
        let spec = load_curve_ja_log();
        let svg = render(&spec);
        let doc = parse(&svg);
        assert_accessible(&doc, &spec);
        let t = texts(&doc);
        for tick in ["0,1", "0,2", "0,5", "1", "2", "5"] {
            assert!(t.iter().any(|s| s == tick), "{tick} in {t:?}");
        }
        // The single-point series still gets its annotation.
        assert!(t.iter().any(|s| s == "ピーク：280,000 IOPS"), "{t:?}");
        // The Japanese title fits on at most two lines, wrapped by measured width.
        let title_lines: Vec<_> = doc
            .descendants()
            .filter(|n| n.has_tag_name("text") && inherited(n, "font-weight") == Some("bold"))
            .collect();
        assert!(!title_lines.is_empty() && title_lines.len() <= 2);
    }

    /// No gridline of a bar chart crosses a row's name or a bar's value label: each text's
    /// box (its x, its measured width, from its ascent to its baseline) against each gridline
    /// segment (`opacity="0.14"` paths).
    #[test]
    fn gridlines_go_round_the_labels_of_bar_charts() {
        for spec in [ranked_fr(), grouped_ja()] {
            let svg = render(&spec);
            let doc = parse(&svg);
            let grid: Vec<(f64, f64, f64)> = doc
                .descendants()
                .filter(|n| n.has_tag_name("path") && n.attribute("opacity") == Some("0.14"))
                .flat_map(|n| {
                    let d = n.attribute("d").unwrap().to_string();
                    d.split('M')
                        .filter(|m| !m.is_empty())
                        .map(|m| {
                            let v: Vec<f64> = m
                                .split([',', ' '])
                                .filter(|p| !p.is_empty())
                                .map(|p| p.parse().unwrap())
                                .collect();
                            assert_eq!(v[0], v[2], "a vertical gridline: {m}");
                            (v[0], v[1].min(v[3]), v[1].max(v[3]))
                        })
                        .collect::<Vec<_>>()
                })
                .collect();
            assert!(!grid.is_empty(), "{}: no gridline", spec.title);
            let (top, bottom) =
                grid.iter().fold((f64::MAX, f64::MIN), |(t, b), g| (t.min(g.1), b.max(g.2)));
            let mut checked = 0;
            for text in doc.descendants().filter(|n| n.has_tag_name("text")) {
                // A text at the root's size names none of its own.
                let size = inherited(&text, "font-size");
                let (Some(x), Some(y), Some(size)) =
                    (text.attribute("x"), text.attribute("y"), size)
                else {
                    continue;
                };
                let (x, y, size): (f64, f64, f64) =
                    (x.parse().unwrap(), y.parse().unwrap(), size.parse().unwrap());
                // The plot's texts, written from their x (tick labels under it are centred).
                if inherited(&text, "text-anchor").is_some() || y < top || y > bottom {
                    continue;
                }
                let content: String =
                    text.descendants().filter(|t| t.is_text()).filter_map(|t| t.text()).collect();
                let bold = inherited(&text, "font-weight") == Some("bold");
                let width = crate::text::TextFont::new(size, bold).width(&content);
                checked += 1;
                for (gx, y0, y1) in &grid {
                    let across = x < *gx && *gx < x + width;
                    let down = y0 < &y && &(y - size * 0.95) < y1;
                    assert!(
                        !(across && down),
                        "{}: a gridline at x {gx} ({y0}..{y1}) crosses `{content}` at ({x}, {y})",
                        spec.title
                    );
                }
            }
            assert!(checked > 5, "{}: {checked} texts checked", spec.title);
        }
    }

    #[test]
    fn ranked_bars_keep_order_highlight_and_escape_labels() {
        let spec = ranked_fr();
        let svg = render(&spec);
        let doc = parse(&svg);
        assert_accessible(&doc, &spec);
        let ChartKind::RankedBars(rb) = &spec.kind else { unreachable!() };
        let t = texts(&doc);
        // Labels in the given order, top to bottom.
        let ys: Vec<f64> = rb
            .bars
            .iter()
            .map(|b| {
                let n = doc
                    .descendants()
                    .find(|n| n.has_tag_name("text") && n.text() == Some(b.label.as_str()))
                    .unwrap_or_else(|| panic!("label {:?} in {t:?}", b.label));
                n.attribute("y").unwrap().parse().unwrap()
            })
            .collect();
        assert!(ys.windows(2).all(|w| w[0] < w[1]), "{ys:?}");
        // The escaped label survives, as do the value labels and the direction note.
        assert!(t.iter().any(|s| s == "<b>&\"Intel' D7-P5510"));
        assert!(t.iter().any(|s| s == "12 610,3"), "{t:?}");
        assert!(t.iter().any(|s| s == "Plus haut, c’est mieux"));
        assert!(t.iter().any(|s| s == "Transactions par seconde (TPS)"));
        // Highlighted: one accent bar, bold label; the others neutral.
        let accent = palette::hex(palette::ACCENT);
        let bars: Vec<_> = doc.descendants().filter(|n| n.has_tag_name("rect")).collect();
        // A bar's paint is its own or its group's (bars drawn alike share a `<g>`).
        let painted = |paint: &str| {
            bars.iter()
                .filter(|n| n.ancestors().find_map(|a| a.attribute("fill")) == Some(paint))
                .count()
        };
        assert_eq!(painted(accent.as_str()), 1);
        assert_eq!(painted("currentColor"), 4);
        let label = doc
            .descendants()
            .find(|n| n.text() == Some("Western Digital Ultrastar DC SN630"))
            .unwrap();
        assert_eq!(inherited(&label, "font-weight"), Some("bold"));
        // The accent bar is the second one from the top.
        let accent_bar =
            bars.iter().find(|n| n.attribute("fill") == Some(accent.as_str())).unwrap();
        let y: f64 = accent_bar.attribute("y").unwrap().parse().unwrap();
        assert!(y > ys[0] - 14.0 && y < ys[1] + 14.0, "{y} vs {ys:?}");
        // Ticks from 0, French grouping.
        assert!(t.iter().any(|s| s == "0"));
        assert!(t.iter().any(|s| s == "10 000" || s == "5 000"), "{t:?}");
    }

    #[test]
    fn grouped_bars_have_a_legend_and_patterns() {
        for spec in [grouped_ja(), grouped_fr_long()] {
            let svg = render(&spec);
            let doc = parse(&svg);
            assert_accessible(&doc, &spec);
            let ChartKind::GroupedBars(gb) = &spec.kind else { unreachable!() };
            let t = texts(&doc);
            for s in &gb.series {
                assert!(t.contains(s), "legend {s} in {t:?}");
            }
            for n in doc
                .descendants()
                .filter(|n| n.attribute("fill").is_some_and(|f| f.starts_with("url(")))
            {
                let target = &n.attribute("fill").unwrap()["url(#".len()..];
                let target = target.trim_end_matches(')');
                assert!(doc.descendants().any(|m| m.attribute("id") == Some(target)), "{target}");
            }
            assert!(t.iter().any(|s| s == "0"));
        }
        let t = texts(&parse(&render(&grouped_ja())));
        assert!(t.iter().any(|s| s == "データベース"), "{t:?}");
        assert!(t.iter().any(|s| s == "レイテンシ（ms）"), "{t:?}");
    }

    #[test]
    fn a_series_without_any_bar_has_no_legend_entry() {
        // A configuration measured for another metric only (no value in any group): its
        // legend entry would have a colour no bar has, which reads as a bar of zero.
        let mut spec = grouped_ja();
        let ChartKind::GroupedBars(gb) = &mut spec.kind else { unreachable!() };
        for row in &mut gb.values {
            row[1] = None;
        }
        let doc_svg = render(&spec);
        let doc = parse(&doc_svg);
        let t = texts(&doc);
        assert!(!t.iter().any(|s| s == "RAID 10"), "{t:?}");
        assert!(t.iter().any(|s| s == "RAID 5") && t.iter().any(|s| s == "重複排除あり"), "{t:?}");
        // The two series drawn keep two colours, each the one its legend swatch shows.
        let paints = |doc: &roxmltree::Document| -> std::collections::BTreeSet<String> {
            doc.descendants().filter_map(|n| n.attribute("fill").map(str::to_string)).collect()
        };
        let full = render(&grouped_ja());
        let all_three = paints(&parse(&full)).len();
        assert!(paints(&doc).len() < all_three, "one series fewer, one paint fewer");
    }

    #[test]
    fn decimal_ticks_use_the_locale_and_the_step() {
        let mut spec = load_curve_fr();
        let ChartKind::LoadCurve(lc) = &mut spec.kind else { unreachable!() };
        lc.series.truncate(1);
        lc.series[0].points.truncate(5);
        lc.series[0].peak = Some(4);
        // Highest latency 1.6 ms: ticks every 0.5 ms (one decimal), labels "0,5", "1,5".
        let t = texts(&parse(&render(&spec)));
        assert!(t.iter().any(|s| s == "0,5"), "{t:?}");
        assert!(t.iter().any(|s| s == "1,5"), "{t:?}");
        assert!(t.iter().any(|s| s == "1"), "{t:?}");
        assert!(!t.iter().any(|s| s == "1,0" || s == "0,50"), "{t:?}");
        // One series: no legend.
        assert!(!t.iter().any(|s| s == "Réduction de données activée"), "{t:?}");
    }

    #[test]
    fn japanese_titles_are_measured_by_characters_not_bytes() {
        // 26 kanji and kana at 17 px are 442 px: one line of the 464 px available, where a
        // byte-length estimate (78 bytes of UTF-8) would wrap the title.
        let mut spec = grouped_ja();
        spec.title = "仮想マシンごとの平均レイテンシと最大レイテンシの比較、全構成、全ワークロード、三回測定の平均値".into();
        spec.title = spec.title.chars().take(26).collect();
        let doc_svg = render(&spec);
        let doc = parse(&doc_svg);
        let bold: Vec<_> = doc
            .descendants()
            .filter(|n| n.has_tag_name("text") && inherited(n, "font-weight") == Some("bold"))
            .map(|n| n.text().unwrap_or("").to_string())
            .collect();
        assert_eq!(bold, vec![spec.title.clone()]);
        // Longer, it wraps to a second line with nothing lost.
        spec.title = "仮想マシンごとの平均レイテンシと最大レイテンシの比較、全構成、全ワークロード、三回測定の平均値".into();
        let doc_svg = render(&spec);
        let doc = parse(&doc_svg);
        let bold: String = doc
            .descendants()
            .filter(|n| n.has_tag_name("text") && inherited(n, "font-weight") == Some("bold"))
            .map(|n| n.text().unwrap_or("").to_string())
            .collect();
        assert_eq!(bold, spec.title);
    }

    #[test]
    fn many_groups_each_get_a_row_with_their_name_unturned() {
        let spec = ChartSpec {
            title: "t".into(),
            description: "d".into(),
            kind: ChartKind::GroupedBars(GroupedBars {
                value_title: "IOPS".into(),
                groups: (0..60).map(|i| format!("vm-sql-production-{i:02}")).collect(),
                series: vec!["a".into(), "b".into()],
                values: (0..60).map(|g| vec![Some(g as f64), Some(1.0)]).collect(),
                labels: Vec::new(),
                notes: Vec::new(),
            }),
        };
        let svg = render(&spec);
        let doc = parse(&svg);
        let texts: Vec<_> = doc.descendants().filter(|n| n.has_tag_name("text")).collect();
        // On a phone a turned label is unreadable: every name is written level, above its row.
        assert!(texts.iter().all(|n| n.attribute("transform").is_none()));
        for i in 0..60 {
            let name = format!("vm-sql-production-{i:02}");
            assert!(texts.iter().any(|n| n.text() == Some(name.as_str())), "{name} missing");
        }
        let height: f64 = doc.root_element().attribute("height").unwrap().parse().unwrap();
        assert!(height > 60.0 * 30.0, "{height}");
    }

    #[test]
    fn millions_are_grouped() {
        let spec = ChartSpec {
            title: "IOPS".into(),
            description: "d".into(),
            kind: ChartKind::RankedBars(RankedBars {
                value_title: "IOPS".into(),
                direction_note: String::new(),
                bars: vec![Bar {
                    label: "A".into(),
                    value: 2_400_000.0,
                    value_label: "2 400 000".into(),
                    highlighted: false,
                }],
            }),
        };
        let t = texts(&parse(&render(&spec)));
        assert!(t.iter().any(|s| s == "1 000 000"), "{t:?}");
    }

    #[test]
    fn same_input_same_bytes() {
        for spec in
            [load_curve_fr(), load_curve_ja_log(), ranked_fr(), grouped_ja(), grouped_fr_long()]
        {
            assert_eq!(render(&spec), render(&spec));
        }
    }

    #[test]
    fn ids_and_labels_are_escaped() {
        let mut spec = ranked_fr();
        spec.title = "<script>&\"'".into();
        spec.description = "a < b && c > d".into();
        let svg = render_svg(&spec, "x\"><y", &french);
        let doc = parse(&svg);
        assert_eq!(
            doc.root_element().attribute("aria-labelledby"),
            Some("x\"><y-title x\"><y-desc")
        );
        let title = doc.descendants().find(|n| n.has_tag_name("title")).unwrap();
        assert_eq!(title.text(), Some("<script>&\"'"));
    }

    #[test]
    fn empty_and_missing_data_do_not_panic() {
        let empty_curve = ChartSpec {
            title: String::new(),
            description: String::new(),
            kind: ChartKind::LoadCurve(LoadCurve {
                x_title: String::new(),
                y_title: String::new(),
                y_log: true,
                series: vec![],
                reference: None,
            }),
        };
        let nan_curve = ChartSpec {
            title: "t".into(),
            description: "d".into(),
            kind: ChartKind::LoadCurve(LoadCurve {
                x_title: "x".into(),
                y_title: "y".into(),
                y_log: false,
                series: vec![
                    CurveSeries {
                        name: "a".into(),
                        points: vec![CurvePoint {
                            x: f64::NAN,
                            y: f64::INFINITY,
                            approximate: false,
                            label: None,
                        }],
                        peak: Some(7),
                        peak_label: Some("p".into()),
                    },
                    CurveSeries { name: "b".into(), points: vec![], peak: None, peak_label: None },
                ],
                reference: Some(Reference { y: -1.0, label: "r".into() }),
            }),
        };
        let empty_bars = ChartSpec {
            title: "t".into(),
            description: "d".into(),
            kind: ChartKind::RankedBars(RankedBars {
                value_title: String::new(),
                direction_note: String::new(),
                bars: vec![],
            }),
        };
        let none_groups = ChartSpec {
            title: "t".into(),
            description: "d".into(),
            kind: ChartKind::GroupedBars(GroupedBars {
                value_title: "v".into(),
                groups: vec!["a".into(), "b".into()],
                series: vec!["s".into(), "t".into()],
                labels: Vec::new(),
                notes: Vec::new(),
                values: vec![vec![None, None]],
            }),
        };
        let no_groups = ChartSpec {
            title: "t".into(),
            description: "d".into(),
            kind: ChartKind::GroupedBars(GroupedBars {
                value_title: "v".into(),
                groups: vec![],
                series: vec![],
                labels: Vec::new(),
                notes: Vec::new(),
                values: vec![],
            }),
        };
        for spec in [empty_curve, nan_curve, empty_bars, none_groups, no_groups] {
            let svg = render(&spec);
            let doc = parse(&svg);
            assert_eq!(doc.root_element().attribute("role"), Some("img"));
        }
    }

    #[test]
    fn rendering_is_fast_enough() {
        // Not a benchmark: a guard against an accidental quadratic blow-up.
        let spec = load_curve_fr();
        let start = std::time::Instant::now();
        for _ in 0..20 {
            let _ = render_svg(&spec, "c", &english);
        }
        assert!(start.elapsed().as_millis() < 2000);
    }
}
