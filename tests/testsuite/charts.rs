//! Results drawn as charts and ranked: what the SVG and HTML say, in each language.

use crate::common;

use crate::common::{attr, select, texts, Fixture};

const PROTOCOLS: &str = r#"
[[protocol]]
id = "tpcc"
name = "sqlserver-tpcc"
facts = [{ label = "vms", specs = [{ value = 4, unit = "VMs" }] }]

[[protocol]]
id = "fio-lab"
name = "fio-lab"

[[protocol]]
id = "hci"
name = "hcibench"
"#;

/// Two reviews ranked under one protocol, a load curve as points, a matrix, and a drive
/// whose name needs escaping everywhere.
fn chart_site() -> Fixture {
    let site = Fixture::new();
    site.write("content/protocols.toml", PROTOCOLS);
    site.write("i18n/en/site.ftl", "label-sqlserver-tpcc = SQL Server TPC-C\nlabel-fio-lab = fio lab run\nlabel-dr-on = Data reduction on\nlabel-dr-off = Data reduction off\n");
    site.write("i18n/fr/site.ftl", "label-fio-lab = essai fio\nlabel-dr-on = Réduction activée\nlabel-dr-off = Réduction désactivée\n");
    site.write(
        "content/drives/evil/drive.toml",
        "[drive]\nname = \"<b>&\\\"Drive\"\nvendor = \"Evil & Co\"\n",
    );
    site.write("content/drives/good/drive.toml", "[drive]\nname = \"Good Drive\"\n");
    let review = |slug: &str, drive: &str, date: &str, body: &str| {
        site.write(
            &format!("content/reviews/{slug}/index.en.md"),
            &format!(
                "+++\ntitle = \"{slug}\"\ndate = {date}\ndrives = [\"{drive}\"]\n+++\n{body}\n"
            ),
        );
        site.write(
            &format!("content/reviews/{slug}/index.fr.md"),
            &format!("+++\ntitle = \"{slug} fr\"\n+++\n{body}\n"),
        );
    };
    review("alpha", "evil", "2020-01-01", "Words.");
    review(
        "beta",
        "good",
        "2021-01-01",
        "The aggregate was {{ value(table=\"sql\", column=\"tps\") }} and the matrix peaked at {{ value(table=\"hci\", column=\"throughput\", config=\"dr-off\", workload=\"seq-read-64k\") }}.\n\n{{ chart(table=\"curve\", workload=\"rand-read-4k\") }}\n",
    );
    site.write(
        "content/reviews/alpha/data.toml",
        "[[table]]\nid = \"sql\"\nfile = \"sql.csv\"\nfamily = \"application\"\nprotocol = \"tpcc\"\n",
    );
    site.write(
        "content/reviews/alpha/sql.csv",
        "vm,tps [TPS],latency-avg [ms]\naggregate,12646.3,3.5\nvm1,3100,3\nvm2,3200,4\n",
    );
    site.write(
        "content/reviews/beta/data.toml",
        r#"[[config]]
id = "dr-on"
name = "dr-on"

[[config]]
id = "dr-off"
name = "dr-off"
details = [{ value = 16, unit = "TB" }]

[[table]]
id = "sql"
file = "sql.csv"
family = "application"
protocol = "tpcc"

[[table]]
id = "curve"
file = "curve.csv"
family = "load-curve"
protocol = "fio-lab"

[[table]]
id = "hci"
file = "hci.csv"
family = "matrix"
protocol = "hci"
"#,
    );
    site.write(
        "content/reviews/beta/sql.csv",
        "vm,tps [TPS],latency-avg [ms]\naggregate,12610.3,14.75\n",
    );
    site.write(
        "content/reviews/beta/curve.csv",
        "workload,config,load [IOPS],latency [ms]\n\
         rand-read-4k,dr-off,250000,0.25\nrand-read-4k,dr-off,750000,0.5\nrand-read-4k,dr-off,1200000,1.5\n\
         rand-read-4k,dr-on,200000,0.3\nrand-read-4k,dr-on,600000,1.2\n",
    );
    site.write(
        "content/reviews/beta/hci.csv",
        "config,workload,throughput [MB/s],iops [IOPS]\ndr-on,seq-read-64k,8300,\ndr-off,seq-read-64k,9980,\ndr-on,rand-read-4k,,387937\ndr-off,rand-read-4k,,442089\n",
    );
    site
}

/// The chart's SVG exactly as the page carries it inline (its phone drawing, not
/// re-serialized by a parser).
fn svg_of(site: &Fixture, page: &str, figure_id: &str) -> String {
    common::chart_svg(&site.output(), &site.read(page), figure_id)
}

/// Every text drawn in an SVG, as a reader would read it.
fn svg_texts(svg: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg)
        .unwrap_or_else(|e| panic!("not well-formed XML: {e}\n{svg}"));
    doc.descendants()
        .filter(|n| n.has_tag_name("text") || n.has_tag_name("tspan"))
        .filter_map(|n| n.text())
        .map(str::to_string)
        .collect()
}

fn load_curve_is_an_accessible_svg_with_localized_ticks() {
    let site = chart_site();
    site.build_ok();
    let svg = svg_of(&site, "fr/reviews/beta/index.html", "chart-curve-rand-read-4k");
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let root = doc.root_element();
    assert_eq!(root.attribute("role"), Some("img"));
    assert_eq!(
        root.attribute("aria-labelledby"),
        Some("chart-curve-rand-read-4k-title chart-curve-rand-read-4k-desc")
    );
    let title = doc.descendants().find(|n| n.has_tag_name("title")).and_then(|n| n.text()).unwrap();
    // The title names the benchmark, then the workload.
    assert!(title.contains("Lecture aléatoire 4K"), "{title}");
    assert!(doc
        .descendants()
        .any(|n| n.has_tag_name("desc") && n.text().is_some_and(|t| !t.is_empty())));
    // The desktop's drawing is named by the same title and description (the phone drawing's,
    // read where that one is not displayed), and has ids of its own: the page's stay unique.
    let page = site.read("fr/reviews/beta/index.html");
    let (_, wide) = common::chart_drawings(&page, "chart-curve-rand-read-4k");
    let wide = wide.expect("a desktop drawing");
    let wide = roxmltree::Document::parse(&wide).unwrap();
    assert_eq!(
        wide.root_element().attribute("aria-labelledby"),
        Some("chart-curve-rand-read-4k-title chart-curve-rand-read-4k-desc")
    );
    assert!(!wide.descendants().any(|n| n.has_tag_name("title") || n.has_tag_name("desc")));
    let html = scraper::Html::parse_document(&page);
    let ids = attr(&html, "[id]", "id");
    let unique: std::collections::BTreeSet<&String> = ids.iter().collect();
    assert_eq!(unique.len(), ids.len(), "ids used twice on the page");
    let texts = svg_texts(&svg);
    // French ticks: thin no-break space groups thousands, comma for decimals.
    assert!(texts.iter().any(|t| t == "1\u{202f}000\u{202f}000"), "{texts:?}");
    assert!(texts.iter().any(|t| t == "0,5"), "{texts:?}");
    assert!(
        texts.iter().any(|t| t.starts_with("1\u{a0}ms") || t == "1 ms"),
        "the 1 ms reference line is labelled: {texts:?}"
    );
    assert!(
        texts.iter().any(|t| t.contains("1\u{202f}200\u{202f}000")),
        "the peak is annotated: {texts:?}"
    );
    // English ticks use commas.
    assert!(svg_texts(&svg_of(&site, "reviews/beta/index.html", "chart-curve-rand-read-4k"))
        .iter()
        .any(|t| t == "1,000,000"));
}

fn every_chart_has_its_data_as_a_table() {
    let site = chart_site();
    site.build_ok();
    let fr = site.html("fr/reviews/beta/index.html");
    // A chart drawn from a results table links to it, on its page, rather than repeating
    // its figures in a table of its own; the link says which table, in the reader's language.
    let curve = "figure#chart-curve-rand-read-4k";
    assert!(select(&fr, &format!("{curve} details")).is_empty(), "the figures twice");
    let table = common::table_of_chart(&fr, curve);
    assert_eq!(table, "figure#table-curve");
    let link = texts(&fr, &format!("{curve} a.chart-data"));
    let caption = texts(&fr, &format!("{table} caption, #result-curve-heading"));
    assert!(
        link[0].starts_with("Les valeurs du graphique\u{202f}: tableau «\u{a0}")
            && caption.iter().any(|c| link[0].contains(c.as_str())),
        "{link:?} {caption:?}"
    );
    let cells = texts(&fr, &format!("{table} td.num"));
    assert!(cells.contains(&"1\u{202f}200\u{202f}000".to_string()), "{cells:?}");
    // Each figure as measured: 1.5 beside 0.25 reads 1,5, not 1,50 (aligned by its
    // blank `data-pad`).
    assert!(cells.contains(&"1,5".to_string()), "{cells:?}");
    assert!(!cells.contains(&"1,50".to_string()), "{cells:?}");
    assert!(cells.contains(&"0,25".to_string()), "{cells:?}");
    let matrix = texts(
        &fr,
        &format!("{} td.num", common::table_of_chart(&fr, "figure#chart-hci-throughput")),
    );
    assert!(matrix.contains(&"9\u{202f}980".to_string()), "{matrix:?}");
}

fn rankings_follow_the_metric_direction_and_escape_names() {
    let site = chart_site();
    site.build_ok();
    let en = site.html("reviews/beta/index.html");
    // A ranking's bars are HTML: each its rank, name and figure as text, best first.
    let tps = common::ranked_bars(&en, "ranking-sql-tps");
    let names: Vec<&str> = tps.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(names, ["<b>&\"Drive", "Good Drive"], "higher TPS ranks first: {tps:?}");
    // Each bar as long as its share of the largest figure: the first fills its track.
    assert_eq!(tps[0].width, 100.0, "{tps:?}");
    assert!(tps[1].width > 0.0 && tps[1].width < 100.0, "{tps:?}");
    // Latency: lower is better, so the 3.5 ms drive ranks above the 14.75 ms one.
    let latency = common::ranked_bars(&en, "ranking-sql-latency-avg");
    assert_eq!(
        latency[0],
        common::RankedBarSeen {
            rank: Some("1".into()),
            name: "<b>&\"Drive".into(),
            value: "3.5\u{a0}ms".into(),
            width: latency[0].width,
            own: false,
        }
    );
    assert_eq!(latency[1].name, "Good Drive");
    // The bars are to scale from zero: 3.5 ms against 14.75 ms is 23.7 %.
    assert!((latency[0].width - 23.7).abs() < 0.11, "{latency:?}");
    assert_eq!(latency[1].width, 100.0);
    let caption = texts(&en, "figure#ranking-sql-latency-avg figcaption");
    assert!(caption[0].contains("Lower is better"), "{caption:?}");
    // No drawing and no data table: the bars carry every name and figure.
    assert!(select(
        &en,
        "figure#ranking-sql-latency-avg svg, figure#ranking-sql-latency-avg table"
    )
    .is_empty());
    // The page's own entry (beta's, the Good Drive's) is highlighted, in bold; the other
    // drive's is not.
    assert!(latency[1].own && tps[1].own && !tps[0].own, "{tps:?} {latency:?}");
    let html = site.read("reviews/beta/index.html");
    assert!(!html.contains("<b>&\"Drive"), "the raw name never reaches the HTML unescaped");
    // In French, the figures are the reader's: a comma for decimals.
    let fr =
        common::ranked_bars(&site.html("fr/reviews/beta/index.html"), "ranking-sql-latency-avg");
    assert_eq!(fr[0].value, "3,5\u{a0}ms");
}

fn drive_pages_say_where_the_drive_ranks_in_every_language() {
    let site = chart_site();
    site.build_ok();
    let en = texts(&site.html("drives/good/index.html"), ".ranking-positions li");
    assert!(en.contains(&"Good Drive: 2nd of 2".to_string()), "{en:?}");
    let pl = texts(&site.html("pl/drives/good/index.html"), ".ranking-positions li");
    assert!(pl.iter().any(|p| p.starts_with("Good Drive: 2.")), "{pl:?}");
    // The comparison page of the protocol ranks both.
    let protocol = site.html("protocols/tpcc/index.html");
    assert_eq!(texts(&protocol, "h1"), ["SQL Server TPC-C"]);
    let charts = attr(&protocol, "figure.chart.chart-bars", "id");
    assert!(!charts.is_empty());
    // Each ranking's bars, every one named with its figure.
    for chart in &charts {
        let bars = common::ranked_bars(&protocol, chart);
        assert!(bars.len() >= 2 && bars.iter().all(|b| !b.name.is_empty() && !b.value.is_empty()));
    }
}

fn shortcodes_place_charts_and_figures_in_prose() {
    let site = chart_site();
    site.build_ok();
    let fr = site.html("fr/reviews/beta/index.html");
    let values = texts(&fr, ".prose .figure-value");
    // The matrix value 9980 MB/s is shown at a readable scale: 9,98 Go/s.
    assert_eq!(values[0], "12\u{202f}610,3\u{a0}TPS");
    assert!(values[1].starts_with("9,98") && values[1].ends_with("Go/s"), "{values:?}");
    // The placed chart is in the prose, not repeated in the results section.
    assert_eq!(select(&fr, ".prose figure#chart-curve-rand-read-4k").len(), 1);
    assert_eq!(select(&fr, "figure#chart-curve-rand-read-4k").len(), 1);
}

fn a_shortcode_naming_missing_data_is_an_error_with_its_line() {
    let site = chart_site();
    site.write(
        "content/reviews/beta/index.fr.md",
        "+++\ntitle = \"beta fr\"\n+++\nUn.\n\nDeux {{ value(table=\"sql\", column=\"iops\") }}.\n\n{{ chart(table=\"nope\") }}\n",
    );
    let failure = site.build_err();
    let errors: Vec<String> = failure.errors().map(|e| e.to_string()).collect();
    assert!(
        errors.iter().any(|e| e.starts_with(
            "content/reviews/beta/index.fr.md:6:6: error: table `sql` has no numeric column `iops`"
        )),
        "{errors:#?}"
    );
    assert!(
        errors.iter().any(|e| e
            .starts_with("content/reviews/beta/index.fr.md:8:1: error: there is no table `nope`")),
        "{errors:#?}"
    );
}

fn results_are_validated_with_file_line_and_what_was_expected() {
    let site = chart_site();
    site.build_ok();
    let cases = [
        ("content/reviews/beta/curve.csv", "workload,config,load [IOPS],latency [ms],speed [IOPS]\nrand-read-4k,dr-on,1,1,1\n", 1, "unknown column `speed`"),
        ("content/reviews/beta/curve.csv", "workload,config,load [IOPS],latency [ms]\nrand-read-4k,dr-on,1,fast\n", 2, "`fast` is not a number"),
        ("content/reviews/beta/curve.csv", "workload,config,load [IOPS],latency [ms]\nrand-read-4k,dr-on,1,1\nrand-read-4k,dr-on,1,2\n", 3, "duplicate point"),
        ("content/reviews/beta/curve.csv", "workload,config,load [IOPS],latency [ms]\nrand-read-4k,dr-maybe,1,1\n", 2, "configuration `dr-maybe` is not declared"),
        ("content/reviews/beta/curve.csv", "workload,config,load [IOPS],latency [fortnights]\n", 1, "unknown unit `fortnights`"),
    ];
    for (file, text, line, message) in cases {
        let good = std::fs::read_to_string(site.root().join(file)).unwrap();
        site.write(file, text);
        let failure = site.build_err();
        assert!(
            failure.errors().any(|d| d.file.as_deref() == Some(std::path::Path::new(file))
                && d.location.map(|l| l.line) == Some(line)
                && d.message.contains(message)),
            "expected {file}:{line} {message:?}, got:\n{failure}"
        );
        site.write(file, &good);
    }
    let data = std::fs::read_to_string(site.root().join("content/reviews/beta/data.toml")).unwrap();
    site.write(
        "content/reviews/beta/data.toml",
        &data.replace("protocol = \"hci\"", "protocol = \"hci-v2\""),
    );
    let failure = site.build_err();
    assert!(
        failure.errors().any(
            |d| d.message.contains("protocol `hci-v2` is not declared") && d.location.is_some()
        ),
        "{failure}"
    );
}

fn an_unchanged_chart_is_not_drawn_again() {
    let site = chart_site();
    let first = site.build_ok();
    assert!(first.charts_drawn > 0);
    assert_eq!(first.charts_reused, 0);
    let second = site.build_ok();
    assert_eq!(second.charts_drawn, 0, "a second build redrew charts");
    assert_eq!(second.charts_reused, first.charts_drawn);
    // Charts are drawn in their pages: an edit redraws the charts of the pages it renders
    // again (here beta's prose: beta's page and its drive's), and the pages taken from the
    // previous output bring theirs. (In this small site every page with charts shares a
    // protocol's rankings with beta: a change to its data renders them all again.)
    let prose = site.read_source("content/reviews/beta/index.en.md");
    site.write("content/reviews/beta/index.en.md", &format!("{prose}\nOne more sentence.\n"));
    let third = site.build_ok();
    assert!(
        third.charts_drawn > 0 && third.charts_drawn < first.charts_drawn,
        "{} of {}",
        third.charts_drawn,
        first.charts_drawn
    );
    assert!(third.charts_reused > 0, "no page brought its charts");
    // The charts are inline: the output has no chart files.
    assert!(!site.output().join("charts").exists());
    assert!(select(&site.html("reviews/beta/index.html"), "a.chart-file").is_empty());
}

fn japanese_charts_are_labelled_in_japanese() {
    let site = chart_site();
    let config = common::SITE_TOML.to_string()
        + "\n[[languages]]\ncode = \"ja\"\nname = \"日本語\"\ntitle = \"ベンチ\"\n";
    site.write("site.toml", &config);
    site.build_ok();
    let texts = svg_texts(&svg_of(&site, "ja/reviews/beta/index.html", "chart-curve-rand-read-4k"));
    assert!(texts.iter().any(|t| t.contains("レイテンシ")), "{texts:?}");
}

fn curves_given_as_points_rank_their_peak_and_their_last_load_under_one_ms() {
    let site = chart_site();
    site.build_ok();
    let protocol = site.html("protocols/fio-lab/index.html");
    let rows = |id: &str| -> Vec<String> {
        common::ranked_bars(&protocol, id)
            .into_iter()
            .map(|b| format!("{} {}", b.name, b.value))
            .collect()
    };
    let peak = rows("ranking-fio-lab-peak-iops-rand-read-4k");
    assert!(peak[0].contains("Data reduction off") && peak[0].contains("1,200,000"), "{peak:?}");
    let sub_ms = rows("ranking-fio-lab-sub-ms-until-rand-read-4k");
    assert!(sub_ms[0].contains("750,000") && sub_ms[1].contains("200,000"), "{sub_ms:?}");
    // Latency at the peak: lower is better, so 1.2 ms (data reduction on) ranks first.
    let latency = rows("ranking-fio-lab-peak-latency-rand-read-4k");
    assert!(latency[0].contains("Data reduction on"), "{latency:?}");
}

/// A chart inline is set in its page's font and colour: it names no face of its own (the
/// page's sans-serif stack, CJK faces included, reaches it), and its text and axes are drawn
/// in `currentColor`. (Rendered, its text is measured in px by `browser::` and
/// `table_audit::`, its dark mode by `browser::`.) The print page carries the phone drawing
/// in its own light colours, its ids its own.
fn an_inline_chart_takes_its_pages_fonts_and_colours() {
    let site = chart_site();
    site.build_for_print();
    let html = site.read("fr/reviews/beta/index.html");
    let (phone, _) = common::chart_drawings(&html, "chart-curve-rand-read-4k");
    let doc = roxmltree::Document::parse(&phone).unwrap();
    let root = doc.root_element();
    assert_eq!(root.attribute("font-family"), Some("inherit"), "{phone}");
    assert_eq!(root.attribute("fill"), Some("currentColor"), "{phone}");
    assert!(doc.descendants().any(|n| n.has_tag_name("text")), "{phone}");
    let css = site.read("style.css");
    let fonts = &css[css.find("--font-sans:").expect("the theme's sans-serif stack")..];
    let fonts = &fonts[..fonts.find(';').unwrap()];
    assert!(fonts.contains("Noto Sans CJK JP") && fonts.ends_with("sans-serif"), "{fonts}");
    // No chart file to download or to show.
    assert!(!html.contains("/charts/"), "a chart file named");
    // The print page shows the same drawing, in its own light text colour, under the ids of
    // its chapter (`r1-…`).
    let print = site.read("fr/drives/good/print/index.html");
    assert!(!print.contains("/charts/") && !print.contains("<img class=\"chart\""));
    let figure = print
        .find("id=\"r1-chart-curve-rand-read-4k\"")
        .map(|_| "r1-chart-curve-rand-read-4k")
        .or_else(|| {
            print.find("id=\"r2-chart-curve-rand-read-4k\"").map(|_| "r2-chart-curve-rand-read-4k")
        })
        .expect("the chart on the print page");
    let (printed, wide) = common::chart_drawings(&print, figure);
    assert!(wide.is_none(), "paper shows the phone drawing alone");
    assert_eq!(
        printed,
        phone
            .replace("chart-curve-rand-read-4k-", &format!("{figure}-"))
            .replace(" class=\"chart chart-phone\"", " class=\"chart\"")
    );
    assert!(print.contains("html { color: #000; background: #fff; }"), "the print page is light");
}

fn a_range_or_a_bound_where_a_result_is_charted_or_ranked_is_an_error_at_its_cell() {
    let site = chart_site();
    site.build_ok();
    // Every figure of a result table is drawn or ranked (or orders a curve's points), and a
    // range is not a point: each is refused where it is (in its data form: `8300+` is
    // `>=8300`), saying where ranges belong.
    let cases = [
        (
            "content/reviews/alpha/sql.csv",
            "vm,tps [TPS],latency-avg [ms]\naggregate,12000-13000,3.5\n",
            (2, 11),
            "`12000–13000` in column `tps` is a range",
        ),
        (
            "content/reviews/beta/hci.csv",
            "config,workload,throughput [MB/s],iops [IOPS]\ndr-on,seq-read-64k,8300+,\n",
            (2, 20),
            "`>=8300` in column `throughput` is a bound",
        ),
        (
            "content/reviews/beta/curve.csv",
            "workload,config,load [IOPS],latency [ms]\nrand-read-4k,dr-on,200000,<=1\n",
            (2, 27),
            "`<=1` in column `latency` is a bound",
        ),
    ];
    for (file, text, (line, column), message) in cases {
        let good = std::fs::read_to_string(site.root().join(file)).unwrap();
        site.write(file, text);
        let failure = site.build_err();
        let found = failure.errors().find(|d| d.message.contains(message));
        let Some(found) = found else { panic!("expected {message:?}, got:\n{failure}") };
        assert_eq!(found.file.as_deref(), Some(std::path::Path::new(file)), "{failure}");
        assert_eq!(found.location.map(|l| (l.line, l.column)), Some((line, column)), "{failure}");
        let help = found.help.clone().unwrap_or_default();
        assert!(help.contains("spec sheet") && help.contains("family = \"table\""), "{help}");
        site.write(file, &good);
    }
}

crate::tests! {
    load_curve_is_an_accessible_svg_with_localized_ticks,
    every_chart_has_its_data_as_a_table,
    rankings_follow_the_metric_direction_and_escape_names,
    drive_pages_say_where_the_drive_ranks_in_every_language,
    shortcodes_place_charts_and_figures_in_prose,
    a_shortcode_naming_missing_data_is_an_error_with_its_line,
    results_are_validated_with_file_line_and_what_was_expected,
    an_unchanged_chart_is_not_drawn_again,
    japanese_charts_are_labelled_in_japanese,
    curves_given_as_points_rank_their_peak_and_their_last_load_under_one_ms,
    an_inline_chart_takes_its_pages_fonts_and_colours,
    a_range_or_a_bound_where_a_result_is_charted_or_ranked_is_an_error_at_its_cell,
}
