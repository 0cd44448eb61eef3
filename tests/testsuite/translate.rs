//! `iopress translate export|import` (issue 35): the example site's prose out to PO and
//! XLIFF and back, read and rewritten by the real tools (gettext's `msgfmt`, translate-toolkit's
//! `pofilter`, `po2xliff`, `xliff2po`, `po2csv`, `podebug`), then built and checked.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::example_site;

const LAB: &str = "content/reviews/lab-virtual-disk";

fn run(program: &str, args: &[&str]) -> Output {
    let output = Command::new(program)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"));
    output
}

fn iopress(args: &[&str]) -> Output {
    run(env!("CARGO_BIN_EXE_iopress"), args)
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn root_arg(root: &Path) -> &str {
    root.to_str().unwrap()
}

/// Runs `iopress translate export` on `pages` of the site at `root`, into `lang`, as
/// `format`, into `out`.
fn run_export(root: &Path, lang: &str, format: &str, out: &Path, pages: &[&str]) -> Output {
    let mut args = vec![
        "translate",
        "export",
        "--root",
        root_arg(root),
        "--lang",
        lang,
        "--format",
        format,
        "--output",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(pages);
    iopress(&args)
}

/// Exports `pages` of the site at `root` into `lang`, as `format`, into `out`; returns the
/// files written, sorted.
fn export(root: &Path, lang: &str, format: &str, out: &Path, pages: &[&str]) -> Vec<PathBuf> {
    let output = run_export(root, lang, format, out, pages);
    assert!(output.status.success(), "{}", stderr(&output));
    files_under(out, if format == "po" { "po" } else { "xlf" })
}

fn files_under(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .into_iter()
        .map(|e| e.unwrap().into_path())
        .filter(|p| p.extension().is_some_and(|e| e == extension))
        .collect();
    files.sort();
    files
}

/// The example site's reviews, as page paths.
fn reviews(root: &Path) -> Vec<String> {
    let mut found: Vec<String> = std::fs::read_dir(root.join("content/reviews"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .map(|p| format!("reviews/{}", p.file_name().unwrap().to_str().unwrap()))
        .collect();
    found.sort();
    found
}

fn import(root: &Path, files: &[PathBuf]) -> Output {
    let mut args = vec!["translate", "import", "--root", root_arg(root)];
    args.extend(files.iter().map(|f| f.to_str().unwrap()));
    iopress(&args)
}

/// translate-toolkit's machine-style pass: every target rewritten (from the source where
/// there is none), in look-alike letters, placeholders left as they are.
fn podebug(file: &Path) {
    let rewritten = file.with_extension("debug.po");
    let output =
        run("podebug", &["--rewrite=unicode", file.to_str().unwrap(), rewritten.to_str().unwrap()]);
    assert!(output.status.success(), "{}", stderr(&output));
    std::fs::rename(&rewritten, file).unwrap();
}

/// The findings of `iopress check --format json`.
fn all_findings(root: &Path) -> Vec<serde_json::Value> {
    let output = iopress(&["check", "--root", root_arg(root), "--format", "json"]);
    let report: serde_json::Value = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", stderr(&output)));
    report["findings"].as_array().unwrap().clone()
}

/// The findings of `iopress check --format json` in `file` (relative to the site).
fn findings_in(root: &Path, file: &str) -> Vec<serde_json::Value> {
    all_findings(root).into_iter().filter(|f| f["file"].as_str() == Some(file)).collect()
}

fn kind(finding: &serde_json::Value) -> &str {
    finding["kind"].as_str().unwrap_or("")
}

/// (source, target) of each entry but the header, as translate-toolkit's `po2csv` reads a PO
/// file: a reader of PO that is not ours.
fn po_units(file: &Path) -> Vec<(String, String, String)> {
    let csv_file = file.with_extension("csv");
    let output = run("po2csv", &[file.to_str().unwrap(), csv_file.to_str().unwrap()]);
    assert!(output.status.success(), "{}", stderr(&output));
    let mut reader = csv::Reader::from_path(&csv_file).unwrap();
    reader
        .records()
        .map(|r| {
            let r = r.unwrap();
            (r[0].to_string(), r[1].to_string(), r[2].to_string())
        })
        .collect()
}

/// The number of units (entries but the header) of a PO file we exported.
fn entries(po_file: &Path) -> usize {
    std::fs::read_to_string(po_file).unwrap().lines().filter(|l| l.starts_with("msgctxt ")).count()
}

/// The number of entries of a PO file we exported that have no translation: `msgstr ""` not
/// continued on the next line (the header's is).
fn untranslated_entries(po_file: &Path) -> usize {
    let text = std::fs::read_to_string(po_file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    (0..lines.len())
        .filter(|&i| lines[i] == "msgstr \"\"")
        .filter(|&i| !lines.get(i + 1).is_some_and(|next| next.starts_with('"')))
        .count()
}

fn every_exported_po_file_passes_msgfmt_and_pofilter() {
    let site = example_site();
    let out = tempfile::tempdir().unwrap();
    let pages = reviews(site.path());
    let pages: Vec<&str> = pages.iter().map(String::as_str).collect();
    let mut translated = 0;
    for lang in ["fr", "pl", "es", "ja"] {
        let files = export(site.path(), lang, "po", &out.path().join(lang), &pages);
        assert_eq!(files.len(), pages.len(), "{files:?}");
        for file in &files {
            let name = file.to_str().unwrap();
            let output = run("msgfmt", &["--check", "--statistics", "-o", "/dev/null", name]);
            let report = stderr(&output);
            assert!(output.status.success(), "{name}: {report}");
            assert!(!report.contains("warning"), "{name}: {report}");
            translated +=
                report.split_whitespace().next().and_then(|n| n.parse::<usize>().ok()).unwrap_or(0);
            // The placeholder checks; fuzzy entries (a translation that does not pair up
            // with the source's placeholders) are for a translator to review, not used.
            let filtered = file.with_extension("filtered.po");
            let output = run(
                "pofilter",
                &[
                    "--nofuzzy",
                    "-t",
                    "pythonbraceformat",
                    "-t",
                    "printf",
                    "-t",
                    "variables",
                    "-t",
                    "numbers",
                    name,
                    filtered.to_str().unwrap(),
                ],
            );
            assert!(output.status.success(), "{name}: {}", stderr(&output));
            let problems = std::fs::read_to_string(&filtered).unwrap_or_default();
            assert!(!problems.contains("(pofilter)"), "{name}:\n{problems}");
        }
    }
    // The existing translations came out as translations: the check above checked them.
    assert!(translated > 100, "{translated} translated messages");
}

fn po_and_xliff_hold_the_same_units_and_survive_translate_toolkit_round_trips() {
    let site = example_site();
    let out = tempfile::tempdir().unwrap();
    let pages = reviews(site.path());
    let pages: Vec<&str> = pages.iter().map(String::as_str).collect();
    let po_files = export(site.path(), "fr", "po", out.path(), &pages);
    let xliff_files = export(site.path(), "fr", "xliff", out.path(), &pages);
    assert_eq!(po_files.len(), xliff_files.len());
    for (po, xliff) in po_files.iter().zip(&xliff_files) {
        let ours = po_units(po);
        assert!(!ours.is_empty(), "{}", po.display());
        let texts = |units: &[(String, String, String)]| -> Vec<(String, String)> {
            units.iter().map(|(_, s, t)| (s.clone(), t.clone())).collect()
        };

        // Our XLIFF, as translate-toolkit reads it: the same units, each under its id.
        let from_xliff = xliff.with_extension("from-xliff.po");
        let output = run("xliff2po", &[xliff.to_str().unwrap(), from_xliff.to_str().unwrap()]);
        assert!(output.status.success(), "{}", stderr(&output));
        let theirs = po_units(&from_xliff);
        assert_eq!(texts(&theirs), texts(&ours), "{}", xliff.display());
        // Each unit is located by its id in the XLIFF, by file and line in the PO.
        assert!(theirs.iter().any(|(location, _, _)| location == "title"), "{theirs:?}");
        assert!(ours.iter().all(|(l, _, _)| l.contains("index.en.md:")), "{ours:?}");

        // Our PO through XLIFF and back.
        let round_xliff = po.with_extension("round.xlf");
        let round_po = po.with_extension("round.po");
        let output = run("po2xliff", &[po.to_str().unwrap(), round_xliff.to_str().unwrap()]);
        assert!(output.status.success(), "{}", stderr(&output));
        let output = run("xliff2po", &[round_xliff.to_str().unwrap(), round_po.to_str().unwrap()]);
        assert!(output.status.success(), "{}", stderr(&output));
        assert_eq!(texts(&po_units(&round_po)), texts(&ours), "{}", po.display());
    }
}

/// A paragraph of figures typed in prose (none of them in the review's data), and a figure
/// shown from the data by a shortcode.
const TYPED_FIGURES: &str = "For comparison, the host's own NVMe drive is rated at 2,231.0 MB/s for sequential reads, draws 8.25 W under load and holds 3.84 TB; this VM reaches {{ value(table=\"fio\", column=\"load\", workload=\"rand-read-4k\", iodepth=\"32\") }} at the deepest queue.\n\nIts boot drive is a 2.5-inch SATA model from 2019 with 96 layers.\n\n";

fn add_typed_figures(root: &Path) {
    let file = root.join(LAB).join("index.en.md");
    let text = std::fs::read_to_string(&file).unwrap();
    let text = text.replacen("## Random read", &format!("{TYPED_FIGURES}## Random read"), 1);
    std::fs::write(&file, text).unwrap();
}

fn a_machine_translation_pass_keeps_every_figure_formatted_for_the_language() {
    let site = example_site();
    add_typed_figures(site.path());
    let out = tempfile::tempdir().unwrap();
    let files = export(site.path(), "fr", "po", out.path(), &["reviews/lab-virtual-disk"]);
    let [file] = files.as_slice() else { panic!("{files:?}") };
    podebug(file);
    let output = import(site.path(), &files);
    assert!(output.status.success(), "{}", stderr(&output));

    let french = std::fs::read_to_string(site.path().join(LAB).join("index.fr.md")).unwrap();
    // Each typed figure is the source's, written the French way (CLDR: a narrow no-break
    // space between groups, a comma before the decimals, a no-break space before the unit,
    // French unit symbols); the shortcode is as the source wrote it.
    for expected in ["2\u{202f}231,0\u{a0}Mo/s", "8,25\u{a0}W", "3,84\u{a0}To"] {
        assert!(french.contains(expected), "{expected:?} not in\n{french}");
    }
    assert!(!french.contains("2,231.0"), "{french}");
    // A plain number takes the French decimal comma, not a grouping (`2,5`, `2019`, `96`).
    for expected in ["2,5", "2019", "96"] {
        assert!(french.contains(expected), "{expected:?} not in\n{french}");
    }
    assert!(!french.contains("2.5"), "{french}");
    assert!(french.contains(
        "{{ value(table=\"fio\", column=\"load\", workload=\"rand-read-4k\", iodepth=\"32\") }}"
    ));
    // The pass rewrote the words: the page is the machine's, not the old translation.
    assert!(!french.contains("Lecture aléatoire"), "{french}");

    let output = iopress(&["build", "--root", root_arg(site.path())]);
    assert!(output.status.success(), "{}", stderr(&output));
    let findings = findings_in(site.path(), &format!("{LAB}/index.fr.md"));
    let numbers: Vec<&serde_json::Value> = findings
        .iter()
        .filter(|f| kind(f).starts_with("number-") || kind(f) == "name-unmatched")
        .collect();
    assert!(numbers.is_empty(), "{numbers:#?}");

    // Every review into Polish, with the translations some have: no number error anywhere.
    let out = tempfile::tempdir().unwrap();
    let pages = reviews(site.path());
    let pages: Vec<&str> = pages.iter().map(String::as_str).collect();
    let files = export(site.path(), "pl", "po", out.path(), &pages);
    for file in &files {
        podebug(file);
    }
    let output = import(site.path(), &files);
    assert!(output.status.success(), "{}", stderr(&output));
    // (`, 0`: a page with 10 units not translated must not count.)
    assert_eq!(stderr(&output).matches(", 0 not translated").count(), pages.len());
    let numbers: Vec<serde_json::Value> = all_findings(site.path())
        .into_iter()
        .filter(|f| f["file"].as_str().is_some_and(|file| file.ends_with("index.pl.md")))
        .filter(|f| kind(f).starts_with("number-") || kind(f) == "name-unmatched")
        .collect();
    assert!(numbers.is_empty(), "{numbers:#?}");

    // Into Arabic as Egypt writes it: figures and plain numbers in Arabic-Indic digits with
    // Arabic's own decimal separator; versions and names as the source writes them.
    let output =
        iopress(&["new", "language", "ar", "--locale", "ar-EG", "--root", root_arg(site.path())]);
    assert!(output.status.success(), "{}", stderr(&output));
    let out = tempfile::tempdir().unwrap();
    let files = export(site.path(), "ar", "po", out.path(), &["reviews/lab-virtual-disk"]);
    for file in &files {
        podebug(file);
    }
    let output = import(site.path(), &files);
    assert!(output.status.success(), "{}", stderr(&output));
    let arabic = std::fs::read_to_string(site.path().join(LAB).join("index.ar.md")).unwrap();
    for expected in ["٢٫٥", "٢٠١٩", "٩٦", "٨٫٢٥"] {
        assert!(arabic.contains(expected), "{expected:?} not in\n{arabic}");
    }
    let numbers: Vec<serde_json::Value> = findings_in(site.path(), &format!("{LAB}/index.ar.md"))
        .into_iter()
        .filter(|f| kind(f).starts_with("number-") || kind(f) == "name-unmatched")
        .collect();
    assert!(numbers.is_empty(), "{numbers:#?}");
}

/// A Dutch tester's unchanged export and import rewrote its translation: `10 miljoen rijen`
/// came back `10 million rijen` (the source's word in a placeholder, written back whole) and
/// `build 10302608` came back `10.302.608` (an identifier grouped as a quantity). The word of
/// a number in words is now the translator's text, not the placeholder's, and digits the
/// source leaves ungrouped without a unit stay ungrouped.
fn an_unchanged_round_trip_keeps_a_number_in_words_and_an_ungrouped_identifier() {
    let site = example_site();
    let root = site.path();
    let add = |file: &str, paragraph: &str, before: &str| {
        let path = root.join(LAB).join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::write(&path, text.replacen(before, &format!("{paragraph}\n\n{before}"), 1))
            .unwrap();
    };
    add(
        "index.en.md",
        "The test table holds 10 million rows, on ESXi build 10302608.",
        "## Random read",
    );
    add(
        "index.fr.md",
        "La table de test contient 10 millions de lignes, sous ESXi build 10302608.",
        "## Lecture aléatoire",
    );
    let page = root.join(LAB).join("index.fr.md");
    let out = tempfile::tempdir().unwrap();
    let po = export(root, "fr", "po", out.path(), &["reviews/lab-virtual-disk"]);
    // The word is the translator's to write: outside every placeholder.
    let units = po_units(&po[0]);
    let unit = units.iter().find(|(_, id, _)| id.contains("rows")).expect("the added unit");
    assert!(unit.1.contains(" million rows"), "{unit:?}");
    assert!(unit.2.contains(" millions de lignes"), "{unit:?}");
    let output = import(root, &po);
    assert!(output.status.success(), "{}", stderr(&output));
    let french = std::fs::read_to_string(&page).unwrap();
    assert!(french.contains("10 millions de lignes, sous ESXi build 10302608."), "{french}");
}

/// `text` with `from` replaced once, which must be there.
fn edit(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "{from:?} not in\n{text}");
    text.replacen(from, to, 1)
}

/// The line a PO entry starts on (its first comment): the unit `id`'s.
fn entry_line(po: &str, id: &str) -> usize {
    let lines: Vec<&str> = po.lines().collect();
    let context = format!("msgctxt \"{id}\"");
    let at = lines.iter().position(|l| *l == context).unwrap();
    let blank = lines[..at].iter().rposition(|l| l.is_empty()).unwrap();
    blank + 2
}

fn an_import_with_a_deleted_duplicated_or_altered_placeholder_writes_nothing() {
    let site = example_site();
    let out = tempfile::tempdir().unwrap();
    let files = export(site.path(), "fr", "po", out.path(), &["reviews/lab-virtual-disk"]);
    let file = &files[0];
    let po = std::fs::read_to_string(file).unwrap();
    // summary: {2} deleted; captions.fio: {1} twice; body.4: {12} changed into {13}.
    let po =
        edit(&po, "profondeur de file de {2} à {3}, sur ", "profondeur de file de à {3}, sur ");
    let po = edit(
        &po,
        "\"fio, lecture et écriture aléatoires {1}, un job",
        "\"fio, lecture {1} et écriture aléatoires {1}, un job",
    );
    let po = edit(&po, "{12}ᵉ", "{13}ᵉ");
    std::fs::write(file, &po).unwrap();
    let page = site.path().join(LAB).join("index.fr.md");
    let before = std::fs::read(&page).unwrap();

    let output = import(site.path(), &files);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let shown = file.display().to_string();
    let errors: Vec<String> = stderr(&output)
        .lines()
        .filter(|l| l.contains("error:"))
        .map(|l| l.replace(&shown, "FILE"))
        .collect();
    let (summary, caption, body) =
        (entry_line(&po, "summary"), entry_line(&po, "captions.fio"), entry_line(&po, "body.4"));
    assert_eq!(
        errors,
        [
            format!("FILE:{summary}:1: error: unit `summary`: placeholder {{2}} (`1`) is missing"),
            format!("FILE:{caption}:1: error: unit `captions.fio`: placeholder {{1}} (`4K`) is there more than once"),
            format!("FILE:{body}:1: error: unit `body.4`: placeholder {{12}} (`99`) is missing"),
            format!("FILE:{body}:1: error: unit `body.4`: placeholder {{13}} was altered: the source has no placeholder {{13}}; its placeholders are {{1}} to {{12}}"),
        ],
        "{}",
        stderr(&output)
    );
    assert!(stderr(&output).contains("nothing was written for reviews/lab-virtual-disk (fr)"));
    assert_eq!(std::fs::read(&page).unwrap(), before, "the page was changed");
    assert!(!site.path().join(LAB).join(".translation.fr.toml").exists());

    // In XLIFF, a placeholder element standing for another figure is altered.
    let out = tempfile::tempdir().unwrap();
    let files = export(site.path(), "fr", "xliff", out.path(), &["reviews/lab-virtual-disk"]);
    let xliff = std::fs::read_to_string(&files[0]).unwrap();
    let target = "sur un fichier de <ph id=\"2\" ctype=\"x-iopress-figure\" equiv-text=\"1 GiB\">";
    let xliff = edit(&xliff, target, &target.replace("1 GiB", "10 GiB"));
    std::fs::write(&files[0], xliff).unwrap();
    let output = import(site.path(), &files);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("error: unit `body.4`: placeholder {2} was altered: it stands for `10 GiB` here, but for `1 GiB` in the source"),
        "{}",
        stderr(&output)
    );
    assert_eq!(std::fs::read(&page).unwrap(), before, "the page was changed");
}

fn po_and_xliff_imports_write_the_same_page_and_keep_the_existing_translation() {
    let site = example_site();
    let root = site.path();
    let page = root.join(LAB).join("index.fr.md");
    let original = std::fs::read_to_string(&page).unwrap();
    let out = tempfile::tempdir().unwrap();
    let po = export(root, "fr", "po", out.path(), &["reviews/lab-virtual-disk"]);
    let xliff = export(root, "fr", "xliff", out.path(), &["reviews/lab-virtual-disk"]);

    let output = import(root, &po);
    assert!(output.status.success(), "{}", stderr(&output));
    // Every unit exported, each with the existing translation, is imported.
    assert!(
        stderr(&output).contains(&format!(
            "{} units imported, 0 kept from the previous translation, 0 not translated",
            entries(&po[0])
        )),
        "{}",
        stderr(&output)
    );
    let from_po = std::fs::read_to_string(&page).unwrap();
    // The existing translation came back as it was, but for a figure now formatted by CLDR
    // (a no-break space before the unit) and the wrapping of a line with a code span.
    let words = |text: &str| -> Vec<String> {
        text.replace('\u{a0}', " ").split_whitespace().map(str::to_string).collect()
    };
    assert_eq!(words(&from_po), words(&original));
    assert!(from_po.contains("un fichier de 1\u{a0}Gio"), "{from_po}");

    // A tool that writes a region into the language code (`fr-FR`) imports into `fr`.
    std::fs::write(&page, &original).unwrap();
    std::fs::remove_file(root.join(LAB).join(".translation.fr.toml")).unwrap();
    let text = std::fs::read_to_string(&xliff[0]).unwrap();
    std::fs::write(&xliff[0], edit(&text, "target-language=\"fr\"", "target-language=\"fr-FR\""))
        .unwrap();
    let output = import(root, &xliff);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(std::fs::read_to_string(&page).unwrap(), from_po);

    let output = iopress(&["build", "--root", root_arg(root)]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(findings_in(root, &format!("{LAB}/index.fr.md")).is_empty());
}

fn an_import_never_replaces_a_translation_with_the_source_text() {
    let site = example_site();
    let root = site.path();
    let out = tempfile::tempdir().unwrap();
    // A page with no French text, and a file nobody translated: no page is created.
    let files = export(root, "fr", "po", &out.path().join("new"), &["reviews/dapustor-h3100"]);
    let output = import(root, &files);
    assert!(output.status.success(), "{}", stderr(&output));
    // (However many units the review has: its prose is the example site's to change.)
    let said = stderr(&output);
    assert!(
        said.lines().any(|line| line
            .contains("left content/reviews/dapustor-h3100/index.fr.md unwritten: none of its ")
            && line.ends_with(" units is translated yet")),
        "{said}"
    );
    assert!(!root.join("content/reviews/dapustor-h3100/index.fr.md").exists());

    // A French text written by hand with another structure (two paragraphs run into one):
    // its prose is not exported as translations, and importing the file untranslated would
    // put English over it.
    let page = root.join(LAB).join("index.fr.md");
    let french = std::fs::read_to_string(&page).unwrap();
    let french = edit(
        &french,
        "ne recopie un chiffre à la main.\n\n## Méthode",
        "ne recopie un chiffre à la main.\n## Méthode",
    );
    let french = edit(&french, "complétion.\n\nTrois secondes", "complétion.\nTrois secondes");
    std::fs::write(&page, &french).unwrap();
    let files = export(root, "fr", "po", &out.path().join("hand"), &["reviews/lab-virtual-disk"]);
    // The prose's units, exported without a translation: the ones that would be English.
    let untranslated = untranslated_entries(&files[0]);
    let output = import(root, &files);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(
        stderr(&output).contains(&format!("error: {untranslated} units of reviews/lab-virtual-disk would be the en text's, not a translation: the fr translation in content/reviews/lab-virtual-disk/index.fr.md does not pair with them")),
        "{}",
        stderr(&output)
    );
    assert_eq!(std::fs::read_to_string(&page).unwrap(), french);
}

/// The coverage table `iopress build` prints: the row of `page`, split into its marks.
fn coverage_row(root: &Path, page: &str) -> Vec<String> {
    let output = iopress(&["build", "--root", root_arg(root)]);
    assert!(output.status.success(), "{}", stderr(&output));
    let table = stderr(&output);
    let row = table
        .lines()
        .find(|l| l.split_whitespace().next() == Some(page))
        .unwrap_or_else(|| panic!("no row {page} in\n{table}"));
    row.split_whitespace().skip(1).map(str::to_string).collect()
}

fn an_edited_source_paragraph_makes_the_page_outdated_until_its_translation_is_imported() {
    let site = example_site();
    let root = site.path();
    let out = tempfile::tempdir().unwrap();
    // A first translation into Polish, which the page did not have.
    let files = export(root, "pl", "po", &out.path().join("1"), &["reviews/lab-virtual-disk"]);
    let units_of_the_page = entries(&files[0]);
    podebug(&files[0]);
    let output = import(root, &files);
    assert!(output.status.success(), "{}", stderr(&output));
    // en fr pl es ja
    assert_eq!(coverage_row(root, "reviews/lab-virtual-disk"), ["✓", "✓", "✓", "↩", "↩"]);
    let polish = format!("{LAB}/index.pl.md");
    assert!(!findings_in(root, &polish).iter().any(|f| kind(f) == "translation-outdated"));

    let english = root.join(LAB).join("index.en.md");
    let text = std::fs::read_to_string(&english).unwrap();
    let edited = edit(&text, "Three seconds is short", "Three seconds are short");
    // The paragraph the edit is in starts with it: its line is the unit's.
    let edited_line = edited[..edited.find("Three seconds are short").unwrap()].lines().count() + 1;
    std::fs::write(&english, edited).unwrap();
    assert_eq!(coverage_row(root, "reviews/lab-virtual-disk"), ["✓", "✓", "↻", "↩", "↩"]);
    let outdated: Vec<String> = findings_in(root, &polish)
        .iter()
        .filter(|f| kind(f) == "translation-outdated")
        .map(|f| format!("{} {}", f["severity"], f["message"]))
        .collect();
    assert_eq!(
        outdated,
        [format!("\"warning\" \"the en text changed since this translation was made: 1 unit changed in content/reviews/lab-virtual-disk/index.en.md: body.5 (line {edited_line})\"")]
    );

    let output = iopress(&[
        "translate",
        "export",
        "--root",
        root_arg(root),
        "--lang",
        "pl",
        "--changed",
        "--output",
        out.path().join("2").to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let files = files_under(&out.path().join("2"), "po");
    let [changed] = files.as_slice() else { panic!("{files:?}") };
    let units = po_units(changed);
    assert_eq!(units.len(), 1, "{units:?}");
    assert!(units[0].1.starts_with("Three seconds are short"), "{units:?}");
    assert!(std::fs::read_to_string(changed).unwrap().contains("msgctxt \"body.5\""));

    // The unit comes with its previous translation, marked fuzzy: the translator rewrites it
    // and clears the mark (gettext's msgattrib does what a translation tool's "approve" does).
    let po = std::fs::read_to_string(changed).unwrap();
    assert!(po.contains("#, fuzzy"), "{po}");
    podebug(changed);
    let output = run(
        "msgattrib",
        &["--clear-fuzzy", "-o", changed.to_str().unwrap(), changed.to_str().unwrap()],
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let output = import(root, &files);
    assert!(output.status.success(), "{}", stderr(&output));
    // The edited unit imported, every other unit of the page kept.
    assert!(
        stderr(&output).contains(&format!(
            "1 unit imported, {} kept from the previous translation, 0 not translated",
            units_of_the_page - 1
        )),
        "{}",
        stderr(&output)
    );
    assert_eq!(coverage_row(root, "reviews/lab-virtual-disk"), ["✓", "✓", "✓", "↩", "↩"]);
    assert!(!findings_in(root, &polish).iter().any(|f| kind(f) == "translation-outdated"));
}

/// A translated file saved as Latin-1 by a tool: the import names the line and column of the
/// first byte that is not UTF-8, as every other file of a site is reported.
fn a_translated_file_that_is_not_utf8_is_reported_at_its_bad_byte() {
    let site = example_site();
    let out = tempfile::tempdir().unwrap();
    let files = export(site.path(), "fr", "po", out.path(), &["reviews/lab-virtual-disk"]);
    let po = std::fs::read_to_string(&files[0]).unwrap();
    // The title's translation gets a Latin-1 `é` (0xE9) right after `msgstr "`.
    let mut lines: Vec<Vec<u8>> = po.lines().map(|l| l.as_bytes().to_vec()).collect();
    let title = lines.iter().position(|l| l == b"msgctxt \"title\"").unwrap();
    let msgstr = title + lines[title..].iter().position(|l| l.starts_with(b"msgstr \"")).unwrap();
    lines[msgstr].insert("msgstr \"".len(), 0xE9);
    let line = msgstr + 1;
    let mut bytes = lines.join(&b'\n');
    bytes.push(b'\n');
    std::fs::write(&files[0], bytes).unwrap();
    let page = site.path().join(LAB).join("index.fr.md");
    let before = std::fs::read(&page).unwrap();

    let output = import(site.path(), &files);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let expected =
        format!("{}:{line}:9: error: the file is not valid UTF-8: byte 0xE9", files[0].display());
    assert!(stderr(&output).contains(&expected), "{expected:?} not in\n{}", stderr(&output));
    assert_eq!(std::fs::read(&page).unwrap(), before, "the page was changed");
}

/// The translated units of a PO file we exported, by their source: (source, translation).
fn translated_units(file: &Path) -> Vec<(String, String)> {
    let mut units: Vec<(String, String)> = po_units(file)
        .into_iter()
        .filter(|(_, _, target)| !target.is_empty())
        .map(|(_, source, target)| (source, target))
        .collect();
    units.sort();
    units
}

/// Exporting again over a file a translator is working on (as Weblate or a CAT tool leaves
/// it, translated but not imported) keeps every translation, msgmerge's way: by its source
/// text, wherever the unit moved; a unit that left the source is kept in a copy of the old
/// file; a file there that is not a translation is never overwritten.
fn exporting_again_keeps_the_translations_of_the_file_it_replaces() {
    let site = example_site();
    let root = site.path();
    let out = tempfile::tempdir().unwrap();
    let files = export(root, "pl", "po", out.path(), &["reviews/lab-virtual-disk"]);
    let [po] = files.as_slice() else { panic!("{files:?}") };
    podebug(po);
    let translated = translated_units(po);
    assert_eq!(translated.len(), entries(po), "podebug translates every unit");

    // Exported again with nothing imported: every translation is still there.
    export(root, "pl", "po", out.path(), &["reviews/lab-virtual-disk"]);
    assert_eq!(translated_units(po), translated);

    // A paragraph inserted at the top of the body moves every body unit's id along, and a
    // paragraph of the source is deleted: each translation stays with its source text, the
    // new paragraph has none, and the deleted one's translation is in a copy of the old file.
    let english = root.join(LAB).join("index.en.md");
    let text = std::fs::read_to_string(&english).unwrap();
    let deleted =
        "The table below lists every measured point of both sweeps, reads and writes alike.";
    let text = edit(&text, &format!("{deleted}\n\n"), "");
    let text = edit(&text, "## What this is", "A new first paragraph.\n\n## What this is");
    std::fs::write(&english, text).unwrap();
    let before = std::fs::read_to_string(po).unwrap();
    let output = run_export(root, "pl", "po", out.path(), &["reviews/lab-virtual-disk"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let kept: Vec<(String, String)> =
        translated.iter().filter(|(source, _)| source != deleted).cloned().collect();
    assert_eq!(translated_units(po), kept);
    assert!(po_units(po)
        .iter()
        .any(|(_, source, target)| source == "A new first paragraph." && target.is_empty()));
    let previous = po.with_file_name("pl.po.previous");
    assert_eq!(std::fs::read_to_string(&previous).unwrap(), before);
    assert!(
        stderr(&output).contains(&format!(
            "1 translated unit of {} is no longer in the source (body.",
            po.display()
        )) && stderr(&output)
            .contains(&format!("the file as it was is kept as {}", previous.display())),
        "{}",
        stderr(&output)
    );

    // A file that is not a translation where the export would write: an error naming it, and
    // the file as it was.
    let other = tempfile::tempdir().unwrap();
    let path = other.path().join("reviews/lab-virtual-disk/pl.po");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, "notes to self\n").unwrap();
    let output = run_export(root, "pl", "po", other.path(), &["reviews/lab-virtual-disk"]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(
        stderr(&output).contains(&format!("{}:1:1: error: ", path.display()))
            && stderr(&output).contains("is not a translation file"),
        "{}",
        stderr(&output)
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "notes to self\n");
}

crate::tests! {
    #[needs(MSGFMT, POFILTER)]
    every_exported_po_file_passes_msgfmt_and_pofilter,
    #[needs(PO2XLIFF, XLIFF2PO, PO2CSV)]
    po_and_xliff_hold_the_same_units_and_survive_translate_toolkit_round_trips,
    #[needs(PODEBUG)]
    a_machine_translation_pass_keeps_every_figure_formatted_for_the_language,
    an_import_with_a_deleted_duplicated_or_altered_placeholder_writes_nothing,
    po_and_xliff_imports_write_the_same_page_and_keep_the_existing_translation,
    an_import_never_replaces_a_translation_with_the_source_text,
    #[needs(PO2CSV)]
    an_unchanged_round_trip_keeps_a_number_in_words_and_an_ungrouped_identifier,
    a_translated_file_that_is_not_utf8_is_reported_at_its_bad_byte,
    #[needs(PODEBUG, PO2CSV, MSGATTRIB)]
    an_edited_source_paragraph_makes_the_page_outdated_until_its_translation_is_imported,
    #[needs(PODEBUG, PO2CSV)]
    exporting_again_keeps_the_translations_of_the_file_it_replaces,
}
