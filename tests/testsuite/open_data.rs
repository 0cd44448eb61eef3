//! Open data: every review table of the example site downloadable as one CSV and one JSON that
//! every language links, equal to its data file, linked under the table and listed in the
//! page's JSON-LD as a schema.org Dataset; the same bytes from build to build.

use std::path::{Path, PathBuf};

use crate::common::{attr, select, snapshot, Fixture, REPO};

const BASE_URL: &str = "https://bench.example.org";

fn build_example(output: &Path) {
    let options = iopress::BuildOptions {
        root: REPO.into(),
        output: Some(output.to_path_buf()),
        ..Default::default()
    };
    iopress::build_site(&options).unwrap_or_else(|f| panic!("{f}"));
}

/// A data file as written: its header and rows, cells trimmed.
struct Raw {
    header: Vec<String>,
    rows: Vec<Vec<String>>,
}

fn read_raw(path: &Path) -> Raw {
    let mut reader = csv::ReaderBuilder::new().has_headers(false).from_path(path).unwrap();
    let mut records = reader
        .records()
        .map(|r| r.unwrap().iter().map(|c| c.trim().to_string()).collect::<Vec<_>>());
    let header = records.next().unwrap();
    let rows = records.filter(|r| r.iter().any(|c| !c.is_empty())).collect();
    Raw { header, rows }
}

/// `latency [ms]` → (`latency`, Some(`ms`)).
fn split_header(header: &str) -> (String, Option<String>) {
    match header.split_once('[') {
        Some((id, unit)) => {
            (id.trim().to_string(), Some(unit.trim_end_matches(']').trim().to_string()))
        }
        None => (header.trim().to_string(), None),
    }
}

/// A review of the example site: its folder name, its bundle, and its tables (id, data file).
type Review = (String, PathBuf, Vec<(String, PathBuf)>);

/// Every review of the example site.
fn reviews() -> Vec<Review> {
    let dir = Path::new(REPO).join("content/reviews");
    let mut reviews: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("data.toml").exists())
        .map(|bundle| {
            let data = iopress::site::data::load_review_data(
                &bundle,
                &iopress::site::site_files::SiteRoot::new(Path::new(REPO)),
            )
            .unwrap_or_else(|e| panic!("{e:?}"));
            let tables = data.tables.iter().map(|t| (t.id.clone(), t.file.clone())).collect();
            (bundle.file_name().unwrap().to_string_lossy().into_owned(), bundle, tables)
        })
        .collect();
    reviews.sort_by(|a, b| a.0.cmp(&b.0));
    reviews
}

const LANGUAGES: [(&str, &str); 5] =
    [("en", ""), ("fr", "fr/"), ("pl", "pl/"), ("es", "es/"), ("ja", "ja/")];

fn every_table_downloads_as_its_data_in_every_language_linked_under_it_and_in_the_json_ld() {
    let out = tempfile::tempdir().unwrap();
    let site = out.path().join("site");
    build_example(&site);
    let reviews = reviews();
    assert!(
        reviews.len() >= 5 && reviews.iter().all(|r| !r.2.is_empty()),
        "the example reviews have tables"
    );
    let mut checked = 0;
    for (slug, _, tables) in &reviews {
        // One CSV and one JSON per table, beside the page in the default language (at the
        // root), and none beside the other languages' pages.
        let data_url = format!("/reviews/{slug}/data/");
        for (lang, prefix) in LANGUAGES.into_iter().skip(1) {
            let folder = site.join(format!("{prefix}reviews/{slug}/data"));
            assert!(!folder.exists(), "{lang}: {} is written", folder.display());
        }
        for (lang, prefix) in LANGUAGES {
            let page_url = format!("/{prefix}reviews/{slug}/");
            let page_file = site.join(format!("{prefix}reviews/{slug}/index.html"));
            assert!(page_file.exists(), "{slug} is rendered in {lang}");
            let html = scraper::Html::parse_document(&std::fs::read_to_string(&page_file).unwrap());
            let dataset =
                dataset_of(&html).unwrap_or_else(|| panic!("{page_url} has a schema.org Dataset"));
            assert_eq!(dataset["url"], format!("{BASE_URL}{page_url}"));
            let distribution = dataset["distribution"].as_array().unwrap();
            assert_eq!(
                distribution.len(),
                2 * tables.len(),
                "{page_url}: a CSV and a JSON per table"
            );
            for (id, data_file) in tables {
                let csv_url = format!("{data_url}{id}.csv");
                let json_url = format!("{data_url}{id}.json");
                // The links under the table, in the page's language.
                let links = attr(&html, &format!("figure#table-{id} p.table-downloads a"), "href");
                assert_eq!(
                    links,
                    [csv_url.clone(), json_url.clone()],
                    "{page_url} links table {id}'s downloads"
                );
                let types = attr(&html, &format!("figure#table-{id} p.table-downloads a"), "type");
                assert_eq!(types, ["text/csv", "application/json"]);
                // …and in the Dataset, with absolute URLs.
                for (url, format) in [(&csv_url, "text/csv"), (&json_url, "application/json")] {
                    assert!(
                        distribution.iter().any(|d| d["@type"] == "DataDownload"
                            && d["contentUrl"] == format!("{BASE_URL}{url}")
                            && d["encodingFormat"] == format),
                        "{page_url}: the Dataset lists {url} as {format}: {distribution:#?}"
                    );
                }
                let raw = read_raw(data_file);
                let relative = |url: &str| site.join(url.trim_start_matches('/'));
                assert_csv_equals_data(&relative(&csv_url), &raw);
                assert_json_equals_data(&relative(&json_url), &raw, id, lang);
                checked += 1;
            }
        }
    }
    assert!(checked >= 50, "{checked} downloads checked");
}

fn dataset_of(html: &scraper::Html) -> Option<serde_json::Value> {
    select(html, "script[type='application/ld+json']")
        .into_iter()
        .map(|s| serde_json::from_str::<serde_json::Value>(&s.text().collect::<String>()).unwrap())
        .find(|v| v["@type"] == "Dataset")
}

fn assert_csv_equals_data(path: &Path, raw: &Raw) {
    let mut reader =
        csv::Reader::from_path(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_string).collect();
    let expected: Vec<String> = raw
        .header
        .iter()
        .map(|h| match split_header(h) {
            (id, Some(unit)) => format!("{id} ({unit})"),
            (id, None) => id,
        })
        .collect();
    assert_eq!(header, expected, "{}: ids with their units", path.display());
    let rows: Vec<Vec<String>> =
        reader.records().map(|r| r.unwrap().iter().map(str::to_string).collect()).collect();
    assert_eq!(rows.len(), raw.rows.len(), "{}", path.display());
    for (row, raw_row) in rows.iter().zip(&raw.rows) {
        let expected: Vec<String> =
            raw_row.iter().map(|c| c.trim_start_matches('~').trim().to_string()).collect();
        assert_eq!(row, &expected, "{}: the data's cells, digits as written", path.display());
    }
}

fn assert_json_equals_data(path: &Path, raw: &Raw, id: &str, lang: &str) {
    let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(json["format"], "iopress-table/2");
    assert_eq!(json["table"]["id"], id);
    // The review's title and URL in every language it is rendered in, this one among them.
    let prefix = LANGUAGES.iter().find(|(code, _)| *code == lang).unwrap().1;
    assert!(
        json["review"]["url"][lang].as_str().is_some_and(|url| url.ends_with(&format!(
            "/{prefix}reviews/{}/",
            path.parent().unwrap().parent().unwrap().file_name().unwrap().to_string_lossy()
        ))),
        "{}: {lang} URL {}",
        path.display(),
        json["review"]["url"]
    );
    assert!(json["review"]["title"][lang].as_str().is_some_and(|t| !t.is_empty()));
    let columns = json["columns"].as_array().unwrap();
    let headers: Vec<(String, Option<String>)> =
        raw.header.iter().map(|h| split_header(h)).collect();
    assert_eq!(columns.len(), headers.len());
    for (column, (id, unit)) in columns.iter().zip(&headers) {
        assert_eq!(column["id"], id.as_str());
        assert_eq!(column["unit"].as_str(), unit.as_deref(), "{}: unit of {id}", path.display());
        assert!(
            column["label"][lang].as_str().is_some_and(|l| !l.is_empty()),
            "{}: {id} has a label in {lang}",
            path.display()
        );
    }
    let rows = json["rows"].as_array().unwrap();
    assert_eq!(rows.len(), raw.rows.len());
    let mut approximate = Vec::new();
    for (index, (row, raw_row)) in rows.iter().zip(&raw.rows).enumerate() {
        for ((id, unit), cell) in headers.iter().zip(raw_row) {
            let value = &row[id.as_str()];
            if cell.is_empty() {
                assert!(value.is_null(), "{}: row {index} {id} is empty", path.display());
            } else if unit.is_some() {
                let figure: f64 = cell.trim_start_matches('~').trim().parse().unwrap();
                assert_eq!(
                    value.as_f64(),
                    Some(figure),
                    "{}: row {index} {id} is the data's figure",
                    path.display()
                );
                if cell.starts_with('~') {
                    approximate.push(serde_json::json!({ "row": index, "column": id }));
                }
            } else {
                assert_eq!(
                    value.as_str(),
                    Some(cell.as_str()),
                    "{}: row {index} {id}",
                    path.display()
                );
            }
        }
    }
    assert_eq!(json["approximate"].as_array().unwrap(), &approximate, "{}", path.display());
}

fn downloads_are_the_same_bytes_from_build_to_build() {
    let out = tempfile::tempdir().unwrap();
    build_example(&out.path().join("a"));
    build_example(&out.path().join("b"));
    let data = |dir: &Path| -> Vec<(String, Vec<u8>)> {
        snapshot(dir).into_iter().filter(|(path, _)| path.contains("/data/")).collect()
    };
    let (a, b) = (data(&out.path().join("a")), data(&out.path().join("b")));
    // A CSV and a JSON per table, shared by the languages: 2 × 13 tables.
    assert!(a.len() >= 26, "{} data files", a.len());
    assert!(a == b, "two builds write the same downloads");
}

fn the_fixture_review_carries_its_protocol_rig_and_labels_in_each_language() {
    let site = Fixture::with_review();
    site.build_ok();
    // One file for every language, beside the page in the default language.
    assert!(!site.output().join("fr/reviews/sn630/data").exists());
    let json: serde_json::Value =
        serde_json::from_str(&site.read("reviews/sn630/data/sql.json")).unwrap();
    assert_eq!(json["table"]["caption"]["fr"], "SQL Server, quatre VM");
    assert_eq!(json["table"]["csv"], "https://bench.example.org/reviews/sn630/data/sql.csv");
    assert_eq!(json["review"]["url"]["en"], "https://bench.example.org/reviews/sn630/");
    assert_eq!(json["review"]["url"]["fr"], "https://bench.example.org/fr/reviews/sn630/");
    assert_eq!(json["protocol"]["id"], "sqlserver-tpcc-4vm-1500");
    assert_eq!(json["protocol"]["name"]["fr"], "SQL Server TPC-C");
    assert_eq!(
        json["protocol"]["facts"][0]["values"][0],
        serde_json::json!({ "value": 4, "unit": "VMs" })
    );
    assert_eq!(json["rig"]["name"]["fr"], "Supermicro BigTwin");
    assert_eq!(json["rig"]["facts"][0]["count"], 2);
    assert_eq!(json["rig"]["facts"][0]["values"][0]["value"], 2.7);
    let tps = &json["columns"][1];
    assert_eq!(
        (tps["id"].as_str(), tps["unit"].as_str(), tps["metric"].as_str(), tps["better"].as_str()),
        (Some("tps"), Some("TPS"), Some("tps"), Some("higher"))
    );
    assert_eq!(json["columns"][2]["better"], "lower");
    assert_eq!(
        json["rows"][0],
        serde_json::json!({ "vm": "aggregate", "tps": 12610.3, "latency-avg": 14.75 })
    );
    assert_eq!(json["rows"][1]["latency-avg"], serde_json::Value::Null);
    let label = &json["columns"][1]["label"];
    assert_eq!(label["en"], "Transactions per second");
    assert_ne!(label["fr"], label["en"], "each label in its language");
    assert_eq!(json["names"]["aggregate"]["en"], "Aggregate");
    // The CSV, language-neutral.
    assert_eq!(
        site.read("reviews/sn630/data/sql.csv"),
        "vm,tps (TPS),latency-avg (ms)\naggregate,12610.3,14.75\nvm1,3152.01,\n"
    );
    // The French page links the same files, and says so in French, with its colon.
    let fr_html = site.html("fr/reviews/sn630/index.html");
    assert_eq!(
        attr(&fr_html, "figure#table-sql p.table-downloads a", "href"),
        ["/reviews/sn630/data/sql.csv", "/reviews/sn630/data/sql.json"]
    );
    let text: String = select(&fr_html, "p.table-downloads")[0].text().collect();
    assert_eq!(
        text.split_ascii_whitespace().collect::<Vec<_>>().join(" "),
        "Télécharger les données\u{202f}: CSV · JSON"
    );
}

fn labels_a_spreadsheet_would_run_as_formulas_are_downloaded_inert() {
    let site = Fixture::with_review();
    site.write(
        "content/reviews/sn630/sql.csv",
        "vm,tps [TPS],latency-avg [ms]\naggregate,12610.3,14.75\n\"=HYPERLINK(\"\"https://evil.example\"\",\"\"x\"\")\",3152.01,\n@cmd,1,\n-vm3,2,\n+vm4,3,\n\"\t=1+1\",4,\nvm6,5,\n",
    );
    site.build_ok();
    let csv = site.read("reviews/sn630/data/sql.csv");
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let rows: Vec<Vec<String>> =
        reader.records().map(|r| r.unwrap().iter().map(str::to_string).collect()).collect();
    let labels: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(
        labels,
        [
            "aggregate",
            "'=HYPERLINK(\"https://evil.example\",\"x\")",
            "'@cmd",
            "'-vm3",
            "'+vm4",
            // Cells are trimmed when read: the tab before the formula is gone, the `=` leads.
            "'=1+1",
            "vm6"
        ]
    );
    // Figures are the data's digits, untouched.
    assert_eq!(rows[0][1], "12610.3");
    // The page shows the label as written.
    let html = site.read("reviews/sn630/index.html");
    assert!(html.contains("=HYPERLINK("), "the page shows the label itself");
}

fn ranges_and_bounds_download_as_one_cell_in_csv_and_as_min_and_max_in_json() {
    let site = Fixture::with_review();
    let data =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/data.toml")).unwrap();
    site.write(
        "content/reviews/sn630/data.toml",
        &format!("{data}\n[[table]]\nid = \"limits\"\nfile = \"limits.csv\"\nfamily = \"table\"\n"),
    );
    site.write(
        "content/reviews/sn630/limits.csv",
        "model,power-active [W],operating-temp [°C]\nBIG-A,7-30,-40-85\nBIG-B,40+,0–70\nBIG-C,≤ 5.5,\nBIG-D,>=12.50,5\n",
    );
    site.build_ok();
    // One cell per figure, as the data spells it in ASCII where a spreadsheet keeps it as text:
    // a range with an en dash (`7-30` would be a date, `-40-85` a formula), bounds with `>=`
    // and `<=`; the digits as typed.
    let csv = site.read("reviews/sn630/data/limits.csv");
    assert_eq!(
        csv,
        "model,power-active (W),operating-temp (°C)\nBIG-A,7–30,-40–85\nBIG-B,>=40,0–70\nBIG-C,<=5.5,\nBIG-D,>=12.50,5\n"
    );
    let json: serde_json::Value =
        serde_json::from_str(&site.read("reviews/sn630/data/limits.json")).unwrap();
    assert_eq!(
        json["rows"],
        serde_json::json!([
            { "model": "BIG-A", "power-active": { "min": 7, "max": 30 }, "operating-temp": { "min": -40, "max": 85 } },
            { "model": "BIG-B", "power-active": { "min": 40 }, "operating-temp": { "min": 0, "max": 70 } },
            { "model": "BIG-C", "power-active": { "max": 5.5 }, "operating-temp": null },
            { "model": "BIG-D", "power-active": { "min": 12.5 }, "operating-temp": 5 },
        ])
    );
    // The page shows them in its language.
    let cells = crate::common::texts(
        &site.html("fr/reviews/sn630/index.html"),
        "figure#table-limits td.num:not(.empty)",
    );
    assert_eq!(
        cells,
        ["7–30", "\u{2212}40–85", "≥\u{a0}40", "0–70", "≤\u{a0}5,5", "≥\u{a0}12,50", "5"]
    );
}

/// The downloads are published once, in the default language's folder: a review's prose that
/// links them relatively (`data/sql.csv`) leads to them from every language's page. Other
/// relative addresses are left as written.
fn relative_links_to_a_reviews_downloads_lead_to_them_from_every_language() {
    let site = Fixture::with_review();
    for lang in ["en", "fr"] {
        let path = site.root().join(format!("content/reviews/sn630/index.{lang}.md"));
        let text = std::fs::read_to_string(&path).unwrap();
        site.write(
            &format!("content/reviews/sn630/index.{lang}.md"),
            &format!(
                "{text}\n[CSV](data/sql.csv), [JSON](./data/sql.json#rows), [notes](notes.txt), [none](data/nope.csv)\n"
            ),
        );
    }
    site.build_ok();
    for page in ["reviews/sn630/index.html", "fr/reviews/sn630/index.html"] {
        let html = site.html(page);
        let selector = scraper::Selector::parse("main a").unwrap();
        let hrefs: Vec<&str> = html
            .select(&selector)
            .filter_map(|a| a.value().attr("href"))
            .filter(|href| {
                ["sql.csv", "sql.json", "notes.txt", "nope.csv"].iter().any(|f| href.contains(f))
            })
            .collect();
        assert!(hrefs.contains(&"/reviews/sn630/data/sql.csv"), "{page}: {hrefs:?}");
        assert!(hrefs.contains(&"/reviews/sn630/data/sql.json#rows"), "{page}: {hrefs:?}");
        assert!(
            hrefs.contains(&"notes.txt") && hrefs.contains(&"data/nope.csv"),
            "{page}: {hrefs:?}"
        );
    }
    // The file each link leads to exists once, in the default language's folder.
    assert!(site.output().join("reviews/sn630/data/sql.csv").is_file());
    assert!(!site.output().join("fr/reviews/sn630/data/sql.csv").exists());
}

crate::tests! {
    relative_links_to_a_reviews_downloads_lead_to_them_from_every_language,
    every_table_downloads_as_its_data_in_every_language_linked_under_it_and_in_the_json_ld,
    downloads_are_the_same_bytes_from_build_to_build,
    the_fixture_review_carries_its_protocol_rig_and_labels_in_each_language,
    labels_a_spreadsheet_would_run_as_formulas_are_downloaded_inert,
    ranges_and_bounds_download_as_one_cell_in_csv_and_as_min_and_max_in_json,
}
