//! `iopress new language|review|drive`, through the CLI on a site made by `iopress init`:
//! what each creates builds, and `check` finds only what is left to translate.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::texts;
use iopress::check::{check_site, CheckOptions, FindingKind};

fn iopress(args: &[&str], root: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_iopress")).args(args).arg("--root").arg(root).output().unwrap()
}

fn ok(output: Output) -> String {
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "{stderr}");
    stderr
}

/// A new site from `iopress init` (English and French), in a temp folder, with the URL it
/// is published under set (its placeholder is a warning of every build: tests/testsuite/cli.rs).
fn new_site() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("lab");
    let out = Command::new(env!("CARGO_BIN_EXE_iopress")).arg("init").arg(&root).output().unwrap();
    ok(out);
    let config = read(&root, "site.toml");
    assert!(config.starts_with("base_url = \"https://example.org\""), "{config}");
    std::fs::write(
        root.join("site.toml"),
        config.replacen("https://example.org", "https://lab.acme-storage.net", 1),
    )
    .unwrap();
    (dir, root)
}

fn read(root: &Path, relative: &str) -> String {
    std::fs::read_to_string(root.join(relative)).unwrap_or_else(|e| panic!("{relative}: {e}"))
}

fn html(root: &Path, relative: &str) -> scraper::Html {
    scraper::Html::parse_document(&read(root, &format!("output/{relative}")))
}

/// The warnings and errors `check` finds (kind, message), with `drafts`.
fn problems(root: &Path, drafts: bool) -> Vec<(FindingKind, String)> {
    let report = check_site(root, &CheckOptions { drafts });
    report
        .findings
        .iter()
        .filter(|f| f.severity != iopress::Severity::Note)
        .map(|f| (f.kind, f.message.clone()))
        .collect()
}

fn a_language_with_built_in_strings_is_added_translated() {
    let (_dir, root) = new_site();
    // A comment in site.toml survives the edit.
    let site_toml = format!("# Our lab's site.\n{}", read(&root, "site.toml"));
    std::fs::write(root.join("site.toml"), &site_toml).unwrap();
    std::fs::create_dir_all(root.join("content/reviews")).unwrap();
    std::fs::write(
        root.join("content/reviews/_index.en.md"),
        "+++\ntitle = \"Reviews\"\nsort_by = \"date\"\n+++\nEvery review.\n",
    )
    .unwrap();

    let stderr = ok(iopress(&["new", "language", "de"], &root));
    for line in [
        "created  content/_index.de.md",
        "created  content/reviews/_index.de.md",
        "created  i18n/de/site.ftl",
        "edited   site.toml",
        "To fill in:",
    ] {
        assert!(stderr.contains(line), "{line}: {stderr}");
    }
    let edited = read(&root, "site.toml");
    assert!(edited.starts_with(&site_toml), "site.toml is appended to, not rewritten:\n{edited}");
    assert!(edited.ends_with("[[languages]]\ncode = \"de\"\nname = \"Deutsch\"\nlocale = \"de\"\ntitle = \"My Storage Lab\"  # translate: the site's title in this language\ndescription = \"Storage reviews\"  # translate\n"), "{edited}");
    assert!(read(&root, "content/reviews/_index.de.md")
        .contains("title = \"Reviews\"\nsort_by = \"date\"\n+++\n"));

    ok(iopress(&["build"], &root));
    let home = html(&root, "de/index.html");
    assert_eq!(common::attr(&home, "html", "lang"), ["de"]);
    // On a page made of data (its own in every language; the home page is a copy until
    // translated, and says so).
    let drive = html(&root, "de/drives/example-drive/index.html");
    assert_eq!(
        texts(&drive, ".language-switcher a[hreflang=de]"),
        ["Deutsch"],
        "the switcher names it in itself"
    );
    let review = html(&root, "de/reviews/example-review/index.html");
    let page = review.root_element().text().collect::<String>();
    assert!(
        page.contains("Diese Seite ist noch nicht ins Deutsche übersetzt"),
        "built-in German UI strings"
    );
    assert!(page.contains("442.089"), "German numbers");
    // With their unit, in the chart (a file the page shows).
    let source = read(&root, "output/de/reviews/example-review/index.html");
    let chart = common::chart_svg(&root.join("output"), &source, "chart-results-peaks");
    assert!(chart.contains("442.089\u{a0}IOPS"), "German numbers in the chart: {chart}");
    assert!(page.contains("29. November 2026"), "German dates");

    // Left to translate: the site's own label, copied and marked, not missing; and the home
    // and section pages, copied and marked.
    assert!(read(&root, "i18n/de/site.ftl").contains("# untranslated: copied from `en`"));
    let found = problems(&root, false);
    assert_eq!(found.len(), 3, "{found:#?}");
    let strings: Vec<_> = found.iter().filter(|f| f.0 == FindingKind::MissingString).collect();
    assert_eq!(strings.len(), 1, "{found:#?}");
    assert!(
        strings[0].1.contains("language `de` lacks 1 message(s)")
            && strings[0].1.contains("label-example-fio-4k"),
        "{found:#?}"
    );
    assert_eq!(found.iter().filter(|f| f.0 == FindingKind::MissingPage).count(), 2);
    // Translating them (and removing the marks) leaves nothing.
    std::fs::write(root.join("i18n/de/site.ftl"), "label-example-fio-4k = fio, 4K zufällige E/A\n")
        .unwrap();
    std::fs::write(root.join("content/_index.de.md"), "+++\n+++\nTests von Laufwerken.\n").unwrap();
    std::fs::write(
        root.join("content/reviews/_index.de.md"),
        "+++\ntitle = \"Tests\"\nsort_by = \"date\"\n+++\nJeder Test.\n",
    )
    .unwrap();
    assert_eq!(problems(&root, false), []);
}

fn a_language_without_built_in_strings_starts_from_the_default_ones_marked_untranslated() {
    let (_dir, root) = new_site();
    let stderr = ok(iopress(&["new", "language", "sw", "--name", "Kiswahili"], &root));
    assert!(stderr.contains("iopress has none built in for `sw`"), "{stderr}");
    // Its number words are the translator's to write: nothing copied, the file named.
    assert!(stderr.contains("i18n/sw/numbers.ftl"), "{stderr}");
    // Where the percent sign goes, and the other languages' names in this one (a Turkish and
    // a Thai translator found neither in the list, only in docs/localization.md).
    assert!(stderr.contains("`unit-percent = %{ $value }` in"), "{stderr}");
    assert!(stderr.contains("i18n/sw/units.ftl"), "{stderr}");
    assert!(stderr.contains("add `in-language-sw`"), "{stderr}");
    assert!(stderr.contains("i18n/en/ui.ftl"), "{stderr}");
    assert!(!root.join("i18n/sw/numbers.ftl").exists());
    // And the texts data files give per language, which check names one by one.
    assert!(stderr.contains("give the few texts shown beside figures a `sw` entry"), "{stderr}");
    let ui = read(&root, "i18n/sw/ui.ftl");
    assert!(ui.contains("# untranslated: copied from `en` by iopress new language; translate the message, then delete this line\nnav-home = Home\n"), "{ui}");
    ok(iopress(&["build"], &root));
    let drive = html(&root, "sw/drives/example-drive/index.html");
    assert_eq!(texts(&drive, ".language-switcher a[hreflang=sw]"), ["Kiswahili"]);

    let report = check_site(&root, &CheckOptions::default());
    let coverage = report.coverage.as_ref().unwrap().to_json();
    let sw = coverage.languages.iter().find(|l| l.language == "sw").unwrap();
    let english = report.coverage.as_ref().unwrap().default_strings;
    assert_eq!(sw.strings_missing.len(), english, "every copied message counts as untranslated");
    // One message translated: one fewer.
    std::fs::write(root.join("i18n/sw/ui.ftl"), ui.replacen("# untranslated: copied from `en` by iopress new language; translate the message, then delete this line\nnav-home = Home", "nav-home = Nyumbani", 1)).unwrap();
    let report = check_site(&root, &CheckOptions::default());
    let coverage = report.coverage.as_ref().unwrap().to_json();
    let sw = coverage.languages.iter().find(|l| l.language == "sw").unwrap();
    assert_eq!(sw.strings_missing.len(), english - 1);
    assert!(!sw.strings_missing.contains(&"nav-home".to_string()));
    assert!(report.errors() == 0, "{:#?}", report.findings);
}

fn an_unknown_or_repeated_language_is_refused_and_nothing_changes() {
    let (_dir, root) = new_site();
    let before = common::snapshot(&root);
    for (code, expected) in [
        ("xx", "language `xx`: locale `xx` is not a language CLDR has data for"),
        ("fr", "language `fr` is already in site.toml"),
        ("Pt_BR", "`Pt_BR` is not a usable language code"),
    ] {
        let out = iopress(&["new", "language", code], &root);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains(expected), "{code}: {stderr}");
        assert!(stderr.contains("Nothing was created."), "{stderr}");
    }
    assert_eq!(common::snapshot(&root), before);
}

fn built_in_strings_reach_a_site_whose_theme_copy_predates_them() {
    let (_dir, root) = new_site();
    std::fs::remove_dir_all(root.join("themes/default/i18n/ko")).unwrap();
    let stderr = ok(iopress(&["new", "language", "ko"], &root));
    assert!(stderr.contains("created  themes/default/i18n/ko/ui.ftl"), "{stderr}");
    ok(iopress(&["build"], &root));
    let page = html(&root, "ko/reviews/example-review/index.html")
        .root_element()
        .text()
        .collect::<String>();
    assert!(page.contains("이 페이지는 아직 한국어로 번역되지 않았습니다"), "{page}");
}

/// Russian is built in: `new language ru` copies no strings, and its pages show Russian
/// words, plurals and unit symbols (`ГГц`, `ядер`, `ГБ`, `лет`).
fn russian_is_a_built_in_language_with_its_own_units() {
    let (_dir, root) = new_site();
    let stderr = ok(iopress(&["new", "language", "ru"], &root));
    assert!(stderr.contains("UI strings: the theme has them"), "{stderr}");
    assert!(!root.join("i18n/ru/ui.ftl").exists(), "{stderr}");
    ok(iopress(&["build"], &root));
    let text = |relative: &str| html(&root, relative).root_element().text().collect::<String>();
    let review = text("ru/reviews/example-review/index.html");
    assert!(review.contains("Эта страница ещё не переведена на русский язык"), "{review}");
    assert!(review.contains("2,7\u{a0}ГГц, 18\u{a0}ядер"), "{review}");
    assert!(review.contains("384\u{a0}ГБ"), "{review}");
    let drive = text("ru/drives/example-drive/index.html");
    assert!(drive.contains("5\u{a0}лет"), "{drive}");
    let found = problems(&root, false);
    let strings = found.iter().filter(|f| f.0 == FindingKind::MissingString).count();
    assert_eq!(strings, 1, "only the site's own label: {found:#?}");
}

fn a_new_drive_and_a_new_review_build_as_a_draft_and_take_an_import() {
    let (_dir, root) = new_site();
    let stderr = ok(iopress(
        &[
            "new",
            "drive",
            "intel-optane-p4800x",
            "--name",
            "Intel Optane SSD DC P4800X",
            "--vendor",
            "Intel",
        ],
        &root,
    ));
    assert!(stderr.contains("created  content/drives/intel-optane-p4800x/drive.toml"), "{stderr}");
    let stderr = ok(iopress(
        &[
            "new",
            "review",
            "optane-p4800x",
            "--lang",
            "fr",
            "--drive",
            "intel-optane-p4800x",
            "--protocol",
            "example-fio-4k",
        ],
        &root,
    ));
    for file in ["index.en.md", "index.fr.md", "data.toml", "results.csv"] {
        assert!(
            stderr.contains(&format!("created  content/reviews/optane-p4800x/{file}")),
            "{file}: {stderr}"
        );
    }
    assert!(stderr.contains("iopress import fio"), "{stderr}");
    let data = read(&root, "content/reviews/optane-p4800x/data.toml");
    assert!(
        data.contains(
            "[[config]]\nid = \"intel-optane-p4800x\"\nname = \"Intel Optane SSD DC P4800X\"\n"
        ),
        "{data}"
    );

    // A draft: left out of a build, built with --drafts, and clean either way.
    ok(iopress(&["build"], &root));
    assert!(!root.join("output/reviews/optane-p4800x").exists());
    assert!(root.join("output/fr/drives/intel-optane-p4800x/index.html").exists());
    let drive = html(&root, "drives/intel-optane-p4800x/index.html");
    assert_eq!(texts(&drive, "h1"), ["Intel Optane SSD DC P4800X"]);
    let stderr = ok(iopress(&["build", "--drafts"], &root));
    assert!(!stderr.contains("warning"), "{stderr}");
    assert!(root.join("output/fr/reviews/optane-p4800x/index.html").exists());
    assert_eq!(problems(&root, true), []);

    // The results header is the one `import fio` writes: a sweep goes straight in, and the
    // review charts it.
    let fixtures = Path::new(common::REPO).join("tests/fixtures/fio");
    let out = Command::new(env!("CARGO_BIN_EXE_iopress"))
        .args(["import", "fio"])
        .args(["randread-qd1.json", "randread-qd2.json"].map(|f| fixtures.join(f)))
        .arg("--output")
        .arg(root.join("content/reviews/optane-p4800x/results.csv"))
        .args(["--config", "intel-optane-p4800x"])
        .output()
        .unwrap();
    ok(out);
    ok(iopress(&["build", "--drafts"], &root));
    let review = html(&root, "reviews/optane-p4800x/index.html");
    assert_eq!(
        common::select(&review, "figure#chart-results-rand-read-4k > svg.chart-phone").len(),
        1
    );
    let page =
        std::fs::read_to_string(root.join("output/reviews/optane-p4800x/index.html")).unwrap();
    assert!(common::chart_svg(&root.join("output"), &page, "chart-results-rand-read-4k")
        .starts_with("<svg"));
    assert_eq!(problems(&root, true), []);
}

fn a_new_review_without_a_protocol_is_a_plain_table_and_bad_arguments_are_refused() {
    let (_dir, root) = new_site();
    ok(iopress(&["new", "review", "first-look"], &root));
    assert!(read(&root, "content/reviews/first-look/data.toml").contains("family = \"table\"\n"));
    assert!(
        !root.join("content/reviews/first-look/index.fr.md").exists(),
        "only the default language without --lang"
    );
    ok(iopress(&["build", "--drafts"], &root));
    assert_eq!(problems(&root, true), []);

    let out = iopress(
        &["new", "review", "first-look", "--lang", "de", "--drive", "nope", "--protocol", "zz"],
        &root,
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    for expected in [
        "first-look already exists",
        "language `de` is not in site.toml",
        "there is no drive `nope`",
        "protocol `zz` is not declared",
    ] {
        assert!(stderr.contains(expected), "{expected}: {stderr}");
    }
    let out = iopress(&["new", "drive", "Bad Id"], &root);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("`Bad Id` is not a usable drive id"));
}

/// (page, marks) of the coverage table a build prints: `(home)`, `✓ ✓ ↩`.
fn coverage_row(stderr: &str, page: &str) -> Vec<String> {
    let line = stderr
        .lines()
        .find(|l| l.split_whitespace().next() == Some(page))
        .unwrap_or_else(|| panic!("no row for {page}: {stderr}"));
    line.split_whitespace().skip(1).map(str::to_string).collect()
}

fn a_page_copied_into_a_language_counts_as_untranslated_until_it_is_translated() {
    let (_dir, root) = new_site();
    ok(iopress(&["new", "language", "de"], &root));
    // `new language` copies the home page, marked.
    let copy = read(&root, "content/_index.de.md");
    assert!(copy.contains("# untranslated: copied from `en`"), "{copy}");
    let stderr = ok(iopress(&["build"], &root));
    assert_eq!(coverage_row(&stderr, "(home)"), ["✓", "✓", "↩"], "{stderr}");
    // Shown from the English text, said so, and not offered as a German page.
    let home = read(&root, "output/de/index.html");
    assert!(home.contains("Diese Seite ist noch nicht ins Deutsche übersetzt"), "{home}");
    let sitemap = read(&root, "output/sitemap.xml");
    assert!(!sitemap.contains("/de/</loc>"), "{sitemap}");
    let report = check_site(&root, &CheckOptions::default());
    let de = report.coverage.as_ref().unwrap().to_json();
    let de = de.languages.iter().find(|l| l.language == "de").unwrap();
    assert!(de.untranslated.contains(&String::new()), "{:?}", de.untranslated);
    let marked: Vec<_> =
        report.findings.iter().filter(|f| f.kind == FindingKind::MissingPage).collect();
    assert_eq!(marked.len(), 1, "{:#?}", report.findings);
    assert_eq!(marked[0].file.as_deref(), Some(Path::new("content/_index.de.md")));
    assert_eq!(marked[0].line, Some(2));

    // A review copied by hand, word for word, is not a translation either.
    std::fs::copy(
        root.join("content/reviews/example-review/index.en.md"),
        root.join("content/reviews/example-review/index.de.md"),
    )
    .unwrap();
    let stderr = ok(iopress(&["build"], &root));
    assert_eq!(coverage_row(&stderr, "reviews/example-review"), ["✓", "✓", "↩"], "{stderr}");

    // Translated: the mark gone and the prose German.
    std::fs::write(root.join("content/_index.de.md"), "+++\n+++\nTests von Laufwerken.\n").unwrap();
    let review = read(&root, "content/reviews/example-review/index.de.md");
    std::fs::write(
        root.join("content/reviews/example-review/index.de.md"),
        review.replace("## What we tested", "## Was wir getestet haben"),
    )
    .unwrap();
    let stderr = ok(iopress(&["build"], &root));
    assert_eq!(coverage_row(&stderr, "(home)"), ["✓", "✓", "✓"], "{stderr}");
    assert_eq!(coverage_row(&stderr, "reviews/example-review"), ["✓", "✓", "✓"], "{stderr}");
    assert!(read(&root, "output/sitemap.xml").contains("/de/</loc>"));
    let report = check_site(&root, &CheckOptions::default());
    assert!(report.findings.iter().all(|f| f.kind != FindingKind::MissingPage));
}

crate::tests! {
    a_language_with_built_in_strings_is_added_translated,
    a_language_without_built_in_strings_starts_from_the_default_ones_marked_untranslated,
    strings_written_into_the_themes_folder_first_leave_the_rest_in_the_list,
    an_unknown_or_repeated_language_is_refused_and_nothing_changes,
    built_in_strings_reach_a_site_whose_theme_copy_predates_them,
    russian_is_a_built_in_language_with_its_own_units,
    a_new_drive_and_a_new_review_build_as_a_draft_and_take_an_import,
    a_new_review_without_a_protocol_is_a_plain_table_and_bad_arguments_are_refused,
    a_page_copied_into_a_language_counts_as_untranslated_until_it_is_translated,
}

/// A translator who writes a language's strings into the theme's folder first, as
/// docs/localization.md allows (a Ukrainian and a Turkish tester did), still gets in the list
/// what is left: number words, the percent sign's place, and `in-language-<code>` in the other
/// languages and in its own. An item already done is left out.
fn strings_written_into_the_themes_folder_first_leave_the_rest_in_the_list() {
    let (_dir, root) = new_site();
    let theme = root.join("themes/default/i18n");
    std::fs::create_dir_all(theme.join("tr")).unwrap();
    for file in ["ui.ftl", "labels.ftl", "units.ftl"] {
        std::fs::copy(theme.join("en").join(file), theme.join("tr").join(file)).unwrap();
    }
    let stderr = ok(iopress(&["new", "language", "tr", "--name", "Türkçe"], &root));
    assert!(stderr.contains("UI strings: the theme has them in"), "{stderr}");
    assert!(stderr.contains("i18n/tr/numbers.ftl"), "{stderr}");
    assert!(stderr.contains("`unit-percent = %{ $value }` in"), "{stderr}");
    // In the other languages, and in its own (its own name, in its language lists).
    assert!(
        stderr.contains("add `in-language-tr`")
            && stderr.contains("i18n/en/ui.ftl")
            && stderr.contains("i18n/tr/ui.ftl"),
        "{stderr}"
    );

    // Number words and every other language's `in-language-tr` written: neither is listed.
    let (_dir, root) = new_site();
    let theme = root.join("themes/default/i18n");
    std::fs::create_dir_all(theme.join("tr")).unwrap();
    for file in ["ui.ftl", "labels.ftl", "units.ftl"] {
        std::fs::copy(theme.join("en").join(file), theme.join("tr").join(file)).unwrap();
    }
    std::fs::write(theme.join("tr/numbers.ftl"), "number-2 = iki\n").unwrap();
    for (lang, words) in [("en", "In Turkish"), ("fr", "En turc"), ("tr", "Türkçe")] {
        let site_ui = root.join(format!("i18n/{lang}/ui.ftl"));
        std::fs::create_dir_all(site_ui.parent().unwrap()).unwrap();
        let text = std::fs::read_to_string(&site_ui).unwrap_or_default();
        std::fs::write(&site_ui, format!("{text}in-language-tr = {words}\n")).unwrap();
    }
    let stderr = ok(iopress(&["new", "language", "tr", "--name", "Türkçe"], &root));
    assert!(!stderr.contains("numbers.ftl"), "{stderr}");
    assert!(!stderr.contains("in-language-tr"), "{stderr}");
    assert!(stderr.contains("`unit-percent = %{ $value }` in"), "{stderr}");
}
