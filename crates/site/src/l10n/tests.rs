//! Tests of the whole module, through the real theme files in `themes/default/i18n`.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use super::*;
use crate::diagnostics::Location;

const THEME_LANGUAGES: [&str; 11] =
    ["en", "fr", "pl", "es", "ja", "de", "it", "pt", "zh", "ko", "ru"];

/// The ui.ftl keys the theme's templates rely on.
const REQUIRED_UI_KEYS: &[&str] = &[
    "skip-to-content",
    "nav-home",
    "nav-reviews",
    "nav-drives",
    "language-switcher",
    "feed",
    "footer-built-with",
    "not-translated",
    "disclosure-sponsored",
    "disclosure-commissioned",
    "disclosure-independent",
    "disclosure-heading",
    "published-on",
    "updated-on",
    "by-authors",
    "reviews-count",
    "drives-count",
    "pros",
    "cons",
    "test-rig",
    "results",
    "spec-sheet",
    "drive-facts",
    "drives-reviewed",
    "reviews-of-drive",
    "no-reviews-yet",
    "tags",
    "latest-reviews",
    "all-drives",
    "all-reviews",
    "read-review",
    "protocol",
    "measured-on",
    "not-measured",
    "approximate-value",
    "table-of-contents",
    "not-found-title",
    "not-found-text",
    "back-home",
    "translations-available",
];

fn theme_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../themes/default/i18n")
}

fn specs(codes: &[&str]) -> Vec<LanguageSpec> {
    codes.iter().map(|code| LanguageSpec::new(*code, *code)).collect()
}

/// The theme's languages over the theme's strings alone.
fn theme() -> L10n {
    let (l10n, diagnostics) =
        L10n::load(&specs(&THEME_LANGUAGES), "en", &[theme_dir()]).expect("theme loads");
    assert!(diagnostics.is_empty(), "{:?}", diagnostics.into_sorted());
    l10n
}

/// Writes `files` (relative path, contents) under a new temporary folder.
fn folder_with(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (path, contents) in files {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, contents).unwrap();
    }
    dir
}

fn messages(diagnostics: &[Diagnostic]) -> Vec<&str> {
    diagnostics.iter().map(|d| d.message.as_str()).collect()
}

#[test]
fn l10n_is_shareable_across_threads() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<L10n>();
    assert_send_sync::<Localizer>();
}

#[test]
fn polish_plurals_follow_cldr() {
    let l10n = theme();
    let pl = l10n.get("pl").unwrap();
    let counts: Vec<String> = [1, 2, 5, 22]
        .iter()
        .map(|&n| pl.message("reviews-count", &[("count", Arg::from(n))]))
        .collect();
    assert_eq!(
        counts.join(", "),
        "1\u{a0}recenzja, 2\u{a0}recenzje, 5\u{a0}recenzji, 22\u{a0}recenzje"
    );
    assert_eq!(pl.message("drives-count", &[("count", 12.into())]), "12\u{a0}dysków");
    assert!(l10n.take_warnings().is_empty());
}

/// Russian: one (1, 21), few (2–4, 22), many (0, 5–20), other (fractions); "the only one" by
/// the exact value 1, since `one` also holds 21; units with Russian symbols, and the other
/// spellings of prose that `iopress check` reads.
#[test]
fn russian_plurals_and_units_follow_cldr_and_russian_usage() {
    let l10n = theme();
    let ru = l10n.get("ru").unwrap();
    let counts: Vec<String> = ["1", "2", "5", "11", "21", "22", "1.5"]
        .iter()
        .map(|n| ru.message("reviews-count", &[("count", Arg::decimal(*n))]))
        .collect();
    assert_eq!(
        counts.join(", ").replace('\u{a0}', " "),
        "1 обзор, 2 обзора, 5 обзоров, 11 обзоров, 21 обзор, 22 обзора, 1,5 обзора"
    );
    let per_vm = |vms: i64| {
        ru.message("chart-per-vm-desc", &[("metric", Arg::text("IOPS")), ("vms", vms.into())])
            .replace('\u{a0}', " ")
    };
    assert_eq!(per_vm(1), "IOPS единственной виртуальной машины.");
    assert_eq!(per_vm(21), "IOPS каждой из 21 виртуальной машины.");
    assert_eq!(per_vm(8), "IOPS каждой из 8 виртуальных машин.");
    let position = ru.message("ranking-position", &[("rank", 1.into()), ("count", 3.into())]);
    assert_eq!(position, "1-е место из 3");
    assert_eq!(ru.message("unit-gib", &[("value", Arg::decimal("1"))]), "1\u{a0}ГиБ");
    assert_eq!(ru.message("unit-cores", &[("value", Arg::decimal("18"))]), "18\u{a0}ядер");
    assert_eq!(ru.unit_symbol("gb-per-s"), "ГБ/с");
    assert_eq!(ru.unit_symbol("iops"), "IOPS");
    assert_eq!(ru.unit_prose_forms("gb-per-s"), ["Гбайт/с", "ГБ/сек", "Гбайт/сек"]);
    assert_eq!(ru.unit_prose_forms("count"), ["шт."]);
    assert!(l10n.take_warnings().is_empty());
}

#[test]
fn numbers_in_messages_are_displayed_by_icu() {
    let l10n = theme();
    let message = |code: &str, count: f64| {
        l10n.get(code).unwrap().message("reviews-count", &[("count", count.into())])
    };
    assert_eq!(message("en", 1.0), "1\u{a0}review");
    assert_eq!(message("en", 1234.0), "1,234\u{a0}reviews");
    assert_eq!(message("fr", 0.0), "0\u{a0}test");
    assert_eq!(message("fr", 12345.0), "12\u{202f}345\u{a0}tests");
    assert_eq!(message("es", 1234.0), "1234\u{a0}reseñas");
    assert_eq!(message("ja", 5.0), "5件のレビュー");
}

#[test]
fn numbers_and_dates_through_the_localizer() {
    let l10n = theme();
    let get = |code| l10n.get(code).unwrap();
    assert_eq!(get("en").format_decimal("12610.3").unwrap(), "12,610.3");
    assert_eq!(get("fr").format_decimal("12610.3").unwrap(), "12\u{202f}610,3");
    assert_eq!(get("pl").format_decimal("12646.3").unwrap(), "12\u{a0}646,3");
    assert_eq!(get("pl").format_decimal("1234").unwrap(), "1234");
    assert_eq!(get("es").format_decimal("12472.8").unwrap(), "12.472,8");
    assert_eq!(get("es").format_decimal("4273").unwrap(), "4273");
    assert_eq!(get("ja").format_decimal("12610.3").unwrap(), "12,610.3");
    assert_eq!(
        get("en").format_decimal("12,610.3"),
        Err(NumberError::NotANumber("12,610.3".into()))
    );

    assert_eq!(get("en").format_f64(1.23456, 2, false), "1.23");
    assert_eq!(get("fr").format_f64(2.0, 1, true), "2,0");

    let date = jiff::civil::date(2026, 11, 29);
    assert_eq!(get("en").format_date(date), "November 29, 2026");
    assert_eq!(get("fr").format_date(date), "29 novembre 2026");
    assert_eq!(get("pl").format_date(date), "29 listopada 2026");
    assert_eq!(get("es").format_date(date), "29 de noviembre de 2026");
    assert_eq!(get("ja").format_date(date), "2026年11月29日");

    assert_eq!(get("fr").format_list(&["Ana", "Bo", "Cy"]), "Ana, Bo et Cy");
}

#[test]
fn quantities_keep_their_digits_and_take_the_language_unit() {
    let l10n = theme();
    let get = |code| l10n.get(code).unwrap();
    assert_eq!(get("fr").format_quantity("9.98", "gb-per-s", false).unwrap(), "9,98\u{a0}Go/s");
    assert_eq!(get("fr").format_quantity("5.80", "w", false).unwrap(), "5,80\u{a0}W");
    assert_eq!(get("en").format_quantity("5.80", "w", false).unwrap(), "5.80\u{a0}W");
    assert_eq!(get("en").format_quantity("264000", "iops", true).unwrap(), "~264,000\u{a0}IOPS");
    assert_eq!(get("en").format_quantity("1", "cores", false).unwrap(), "1\u{a0}core");
    assert_eq!(get("en").format_quantity("18", "cores", false).unwrap(), "18\u{a0}cores");
    assert_eq!(get("fr").format_quantity("18", "cores", false).unwrap(), "18\u{a0}cœurs");
    assert_eq!(get("pl").format_quantity("18", "cores", false).unwrap(), "18\u{a0}rdzeni");
    assert_eq!(get("pl").format_quantity("2", "cores", false).unwrap(), "2\u{a0}rdzenie");
    assert_eq!(get("pl").format_quantity("1", "cores", false).unwrap(), "1\u{a0}rdzeń");
    assert_eq!(get("pl").format_quantity("2.5", "years", false).unwrap(), "2,5\u{a0}roku");
    assert_eq!(get("es").format_quantity("18", "cores", false).unwrap(), "18\u{a0}núcleos");
    assert_eq!(get("ja").format_quantity("18", "cores", false).unwrap(), "18コア");
    assert_eq!(get("ja").format_quantity("45", "percent", false).unwrap(), "45%");
    assert_eq!(
        get("pl").format_quantity("12646.3", "iops", false).unwrap(),
        "12\u{a0}646,3\u{a0}IOPS"
    );
    assert_eq!(get("es").format_quantity("12", "count", false).unwrap(), "12");
    assert_eq!(
        get("fr").format_quantity("abc", "w", false),
        Err(NumberError::NotANumber("abc".into()))
    );
    assert!(l10n.take_warnings().is_empty());
}

#[test]
fn a_number_is_held_to_its_unit_whatever_space_the_translator_typed() {
    // Ordinary spaces, as a translator types them, after and before the value.
    let site = folder_with(&[(
        "en/units.ftl",
        "unit-h = { $value } hours\nunit-ms = { $value } ms\nunit-w = W { $value }\n",
    )]);
    let (l10n, _) =
        L10n::load(&specs(&["en"]), "en", &[theme_dir(), site.path().to_path_buf()]).unwrap();
    let en = l10n.default_localizer();
    assert_eq!(en.format_quantity("2000000", "h", false).unwrap(), "2,000,000\u{a0}hours");
    assert_eq!(en.format_quantity("3.5", "ms", true).unwrap(), "~3.5\u{a0}ms");
    assert_eq!(en.format_quantity("5.80", "w", false).unwrap(), "W\u{a0}5.80");
    // The theme's own messages are unchanged.
    assert_eq!(
        theme().get("fr").unwrap().format_quantity("9.98", "gb-per-s", false).unwrap(),
        "9,98\u{a0}Go/s"
    );
}

#[test]
fn unit_symbols_come_from_the_language() {
    let l10n = theme();
    let fr = l10n.get("fr").unwrap();
    assert_eq!(fr.unit_symbol("gb-per-s"), "Go/s");
    assert_eq!(fr.unit_symbol("gbit-per-s"), "Gbit/s");
    assert_eq!(fr.unit_symbol("count"), "");
    assert_eq!(l10n.get("pl").unwrap().unit_symbol("cores"), "rdzenie");
}

#[test]
fn labels_fall_back_to_the_id_as_written() {
    let l10n = theme();
    let fr = l10n.get("fr").unwrap();
    assert_eq!(fr.label("rand-read-4k"), "Lecture aléatoire 4K");
    assert_eq!(fr.label("peak_iops"), "IOPS en pointe");
    assert_eq!(fr.label("VM1"), "VM1");
    // French puts a no-break space before a colon; Japanese uses a full-width one.
    assert_eq!(
        fr.message("field-label", &[("label", "Disques testés".into())]),
        "Disques testés\u{202f}:"
    );
    let ja = l10n.get("ja").unwrap();
    assert_eq!(ja.message("field-label", &[("label", "タグ".into())]), "タグ：");
    // A label before its value: a space after the colon, none after a full-width one.
    assert_eq!(fr.labelled("Durée", "12 h"), "Durée\u{202f}: 12 h");
    assert_eq!(ja.labelled("テスト時間", "1.5時間"), "テスト時間：1.5時間");
    assert!(l10n.take_warnings().is_empty());
}

#[test]
fn an_id_shown_without_a_label_is_a_warning_and_a_name_is_not() {
    let l10n = theme();
    let fr = l10n.get("fr").unwrap();
    assert_eq!(fr.label("cfg-p4800x-375"), "cfg-p4800x-375");
    assert_eq!(fr.label("vm1"), "vm1");
    assert_eq!(fr.label("Optane P4800X"), "Optane P4800X");
    let taken = l10n.take_warnings();
    let warnings = messages(&taken);
    assert_eq!(
        warnings,
        ["`cfg-p4800x-375` has no label in any language, so readers see the id itself"]
    );
}

#[test]
fn every_language_defines_every_message_of_the_default_one() {
    let l10n = theme();
    // Number words (`numbers.ftl`) are each language's own, for the checker: not UI strings.
    let ids = |code: &str| -> BTreeSet<String> {
        let sources = &l10n.get(code).unwrap().language.strings.sources;
        sources.keys().filter(|id| !super::is_number_word_id(id)).cloned().collect()
    };
    let english = ids("en");
    for key in REQUIRED_UI_KEYS {
        assert!(english.contains(*key), "en lacks {key}");
    }
    // Every unit of the data's table (currencies are CLDR's, not messages), so that a unit
    // added to the table is shown with its own symbol in every language of the theme.
    for unit in crate::data::units::Unit::all().filter(|u| u.currency().is_none()) {
        let key = format!("unit-{}", unit.key());
        assert!(english.contains(&key), "en lacks {key}");
    }
    for code in THEME_LANGUAGES {
        assert_eq!(ids(code), english, "{code} does not define the same ids as en");
    }
}

#[test]
fn every_theme_message_formats_cleanly() {
    let l10n = theme();
    let args = sample_args();
    for code in THEME_LANGUAGES {
        let localizer = l10n.get(code).unwrap();
        for key in localizer.language.strings.sources.keys() {
            let text = localizer.message(key, &args);
            assert!(!text.trim().is_empty() && !text.contains('{'), "{code} {key}: {text:?}");
        }
    }
    assert_eq!(l10n.take_warnings(), Vec::new());
}

/// `format_plain` skips Fluent's resolver for patterns of text and variables: for every
/// message and attribute of every theme language, whatever the numbers, it gives what the
/// resolver gives, or leaves the pattern to it.
#[test]
fn plain_patterns_format_as_fluent_formats_them() {
    let l10n = theme();
    let mut plain = 0;
    let numbers = [
        Arg::decimal("1"),
        Arg::decimal("1.0"),
        Arg::decimal("12610.30"),
        Arg::decimal("-0.5"),
        Arg::decimal("0"),
        Arg::decimal("1234567.891"),
        Arg::decimal("not a number"),
        Arg::Number(1.0),
        Arg::Number(2.0),
        Arg::Number(5.0),
        Arg::Number(21.0),
        Arg::Number(0.5),
        Arg::Number(1e6),
        Arg::Number(f64::NAN),
    ];
    for code in THEME_LANGUAGES {
        let localizer = l10n.get(code).unwrap();
        let (bundle, locale) = (&localizer.language.strings.bundle, &localizer.language.locale);
        for key in localizer.language.strings.sources.keys() {
            let Some(message) = bundle.get_message(key) else { continue };
            let patterns =
                message.value().into_iter().chain(message.attributes().map(|a| a.value()));
            for pattern in patterns {
                for number in &numbers {
                    let mut args = sample_args();
                    for (name, arg) in args.iter_mut() {
                        if matches!(arg, Arg::Number(_)) || *name == "value" {
                            *arg = number.clone();
                        }
                    }
                    let Some(text) = strings::format_plain(pattern, &args, locale) else {
                        continue;
                    };
                    plain += 1;
                    let fluent = strings::format_with_resolver(
                        bundle,
                        pattern,
                        &strings::fluent_args(&args),
                        locale,
                    );
                    assert!(fluent.errors.is_empty(), "{code} {key}: {:?}", fluent.errors);
                    assert_eq!(text, fluent.text, "{code} {key} with {number:?}");
                }
            }
        }
    }
    assert!(plain > 10_000, "only {plain} patterns were plain");
    // A selector, a term, a missing variable: the resolver's.
    let localizer = l10n.get("fr").unwrap();
    let (bundle, locale) = (&localizer.language.strings.bundle, &localizer.language.locale);
    let tiles = strings::message_value(bundle, "unit-tiles").unwrap();
    assert_eq!(strings::format_plain(tiles, &[("value", Arg::decimal("2"))], locale), None);
    let ms = strings::message_value(bundle, "unit-ms").unwrap();
    assert_eq!(strings::format_plain(ms, &[], locale), None);
    assert_eq!(
        strings::format_plain(ms, &[("value", Arg::decimal("1234.50"))], locale).as_deref(),
        Some("1\u{202f}234,50\u{a0}ms")
    );
}

/// Arguments for every variable the theme's messages use.
fn sample_args() -> Vec<(&'static str, Arg<'static>)> {
    vec![
        ("language", "English".into()),
        ("by", "Western Digital".into()),
        ("date", "29 novembre 2026".into()),
        ("authors", "Adam Armstrong".into()),
        ("count", 3.into()),
        ("current", 2.into()),
        ("total", 7.into()),
        ("protocol", "sqlserver-tpcc-4vm-1500".into()),
        ("rig", "BigTwin".into()),
        ("tag", "nvme".into()),
        ("label", "Débit".into()),
        ("unit", "Go/s".into()),
        ("item", "Intel Xeon Gold 6150".into()),
        ("value", Arg::decimal("12.5")),
        ("workload", "4K random read".into()),
        ("metric", "Peak IOPS".into()),
        ("load", "442,089 IOPS".into()),
        ("latency", "4.8 ms".into()),
        ("peak", "Data reduction off: Peak: 442,089 IOPS at 4.8 ms".into()),
        ("series", 2.into()),
        ("configs", "RAID1 and RAID5".into()),
        ("workloads", 5.into()),
        ("vms", 4.into()),
        ("low", "3,152.01 TPS".into()),
        ("high", "3,153.2 TPS".into()),
        ("first", "DapuStor H3100".into()),
        ("entry", "DapuStor H3100".into()),
        ("table", "SQL Server TPC-C, per VM".into()),
        ("position", "2nd of 4".into()),
        ("rank", 2.into()),
        ("name", "Hybrid".into()),
        ("details", "16 TB".into()),
        ("page", "3".into()),
        ("pages", "17".into()),
        ("site", "Storage Bench".into()),
        ("url", "https://bench.example.org/drives/wd-sn630/".into()),
        ("benchmark", "SQL Server TPC-C".into()),
        ("title", "Transactions per second".into()),
        ("text", "Intel Xeon Gold 6150".into()),
        ("figures", "2.7 GHz, 18 cores".into()),
        ("from", "0".into()),
        ("to", "78 °C".into()),
        ("a", "69.85".into()),
        ("b", "100.45 mm".into()),
        ("qualifier", "read".into()),
        ("query", "SN655".into()),
        ("depth", 8.into()),
        ("jobs", 4.into()),
        ("tables", 3.into()),
        ("class", "4-node clusters".into()),
        ("better", "higher".into()),
        ("nodes", 4.into()),
        ("variant", "8 VMs · Duration: 12 h".into()),
        ("reviews", 2.into()),
        ("drive", "Western Digital Ultrastar DC SN630".into()),
        ("others", "VSAN 6.2 all-flash".into()),
        ("tolerance", "2%".into()),
        ("percent", "1.1%".into()),
        ("direction", "higher".into()),
        ("verdict", "level".into()),
        ("tests", "SQL Server TPC-C · VDBench (4 nodes)".into()),
        ("classes", "single drives, 4-node clusters".into()),
    ]
}

#[test]
fn missing_string_falls_back_to_the_default_language_with_a_warning() {
    let site = folder_with(&[("en/site.ftl", "only-in-english = Only in English\n")]);
    let (l10n, _) =
        L10n::load(&specs(&THEME_LANGUAGES), "en", &[theme_dir(), site.path().to_path_buf()])
            .unwrap();
    let pl = l10n.get("pl").unwrap();
    assert_eq!(pl.message("only-in-english", &[]), "Only in English");
    assert_eq!(pl.message("only-in-english", &[]), "Only in English");
    assert!(pl.has_message("only-in-english"));

    let warnings = l10n.take_warnings();
    // Named by its file, relative to the site's root (here the folder above the strings).
    let source = site.path().file_name().unwrap().to_string_lossy().into_owned() + "/en/site.ftl";
    assert_eq!(
        messages(&warnings),
        [format!("`pl` lacks 1 UI string of {source}, shown in `en`: only-in-english")]
    );
    assert_eq!(warnings[0].file.as_deref(), Some(site.path().join("pl/site.ftl").as_path()));
    assert!(warnings[0].help.as_deref().unwrap().starts_with("translate them in "));
    assert!(l10n.take_warnings().is_empty(), "warnings are drained");
}

#[test]
fn missing_strings_are_one_warning_per_language_and_file_and_one_note_for_a_draft() {
    let site = folder_with(&[
        ("en/a.ftl", "a-1 = One\na-2 = Two\na-3 = Three\na-4 = Four\na-5 = Five\n"),
        ("en/b.ftl", "b-1 = B\n    .short = b\n"),
    ]);
    let mut languages = specs(&["en", "fr", "pl"]);
    languages[2].draft = true;
    let (l10n, _) =
        L10n::load(&languages, "en", &[theme_dir(), site.path().to_path_buf()]).unwrap();
    for lang in ["fr", "pl"] {
        let localizer = l10n.get(lang).unwrap();
        for key in ["a-5", "a-1", "a-2", "a-3", "a-4", "a-1", "b-1"] {
            localizer.message(key, &[]);
        }
        localizer.attribute("b-1", "short");
    }
    let warnings = l10n.take_warnings();
    let root = site.path().file_name().unwrap().to_string_lossy().into_owned();
    assert_eq!(
        messages(&warnings),
        [
            format!("`fr` lacks 5 UI strings of {root}/en/a.ftl, shown in `en`: a-1, a-2, a-3 and 2 more"),
            format!("`fr` lacks 2 UI strings of {root}/en/b.ftl, shown in `en`: b-1, b-1.short"),
            "`pl` is a draft language: 7 UI strings of 2 files are shown in `en` until it is translated".to_string(),
        ]
    );
    assert_eq!(warnings[0].details(), ["missing: a-1, a-2, a-3, a-4, a-5"]);
    assert_eq!(warnings[2].severity, crate::diagnostics::Severity::Note);
    assert_eq!(
        warnings[2].details(),
        [
            format!("{root}/en/a.ftl: a-1, a-2, a-3, a-4, a-5"),
            format!("{root}/en/b.ftl: b-1, b-1.short")
        ]
    );
    // Left to `iopress check`, which lists them from the files.
    l10n.leave_missing_strings_to_coverage();
    l10n.get("fr").unwrap().message("a-1", &[]);
    assert!(l10n.take_warnings().is_empty());
}

#[test]
fn string_missing_everywhere_is_visible_and_warned_about() {
    let l10n = theme();
    let ja = l10n.get("ja").unwrap();
    assert_eq!(ja.message("no-such-key", &[]), "{no-such-key}");
    assert!(!ja.has_message("no-such-key"));
    assert_eq!(ja.attribute("unit-w", "nope"), None);
    assert_eq!(
        messages(&l10n.take_warnings()),
        [
            "UI string `no-such-key` is missing in `ja` and in the default language `en`",
            "UI string `unit-w.nope` is missing in `ja` and in the default language `en`",
        ]
    );
}

#[test]
fn formatting_error_is_a_warning_and_the_text_still_renders() {
    let l10n = theme();
    let en = l10n.get("en").unwrap();
    assert_eq!(en.message("published-on", &[]), "Published on {$date}");
    let warnings = l10n.take_warnings();
    assert_eq!(messages(&warnings), ["UI string `published-on` in `en`: Unknown variable: $date"]);
    assert!(warnings[0].file.as_ref().unwrap().ends_with("en/ui.ftl"));
    assert!(warnings[0].location.is_some());
}

#[test]
fn syntax_error_names_file_line_and_column() {
    let site = folder_with(&[("fr/site.ftl", "good = Bien\n\nbroken = { $x\nnext = Suite\n")]);
    let errors = L10n::load(&specs(&["en", "fr"]), "en", &[theme_dir(), site.path().to_path_buf()])
        .expect_err("a syntax error fails the load")
        .into_sorted();
    assert_eq!(errors.len(), 1, "{errors:?}");
    let error = &errors[0];
    assert!(error.is_error());
    assert_eq!(error.file.as_deref(), Some(site.path().join("fr/site.ftl").as_path()));
    // The parser notices the unclosed `{` at the next entry; the message names both lines.
    assert_eq!(error.location, Some(Location::new(4, 1)));
    assert!(error.message.starts_with("Fluent syntax error"), "{}", error.message);
    assert!(error.message.ends_with("(in the entry that starts on line 3)"), "{}", error.message);
}

#[test]
fn duplicate_in_one_folder_warns_but_site_over_theme_is_silent() {
    let site = folder_with(&[
        ("en/a.ftl", "nav-home = Start\nshared = First\n"),
        ("en/b.ftl", "# comment\nshared = Second\n"),
    ]);
    let (l10n, diagnostics) =
        L10n::load(&specs(&["en"]), "en", &[theme_dir(), site.path().to_path_buf()]).unwrap();
    let en = l10n.default_localizer();
    assert_eq!(en.message("nav-home", &[]), "Start", "the site overrides the theme");
    assert_eq!(en.message("shared", &[]), "Second", "the later file wins");
    let diagnostics = diagnostics.into_sorted();
    assert_eq!(
        messages(&diagnostics),
        ["`shared` is defined in both `a.ftl` and `b.ftl`; this definition is used"]
    );
    assert_eq!(diagnostics[0].location, Some(Location::new(2, 1)));
    assert!(!diagnostics[0].is_error());
}

#[test]
fn invalid_languages_are_errors() {
    let result = L10n::load(&[LanguageSpec::new("xx", "xx-YY-bogus!")], "xx", &[theme_dir()]);
    assert!(result.err().unwrap().has_errors());
    let result = L10n::load(&[LanguageSpec::new("tlh", "tlh")], "tlh", &[theme_dir()]);
    assert!(result.err().unwrap().has_errors());
    let result = L10n::load(&specs(&["en"]), "fr", &[theme_dir()]);
    assert!(result.err().unwrap().has_errors());
}

#[test]
fn language_without_strings_is_a_warning() {
    let (l10n, diagnostics) = L10n::load(&specs(&["en", "nl"]), "en", &[theme_dir()]).unwrap();
    assert_eq!(
        messages(&diagnostics.into_sorted()),
        ["no .ftl files for language `nl`: every UI string will be shown in `en`"]
    );
    let nl = l10n.get("nl").unwrap();
    assert_eq!(nl.message("nav-home", &[]), "Home");
    // English words, Dutch numbers: `12,610.3` would be a different number to a Dutch reader.
    assert_eq!(nl.format_decimal("12610.3").unwrap(), "12.610,3");
    assert_eq!(nl.format_quantity("12610.3", "iops", false).unwrap(), "12.610,3\u{a0}IOPS");
}

#[test]
fn english_ordinals_and_polish_positions() {
    let l10n = theme();
    let position = |code: &str, rank: i64, count: i64| {
        l10n.get(code)
            .unwrap()
            .message("ranking-position", &[("rank", rank.into()), ("count", count.into())])
    };
    let en: Vec<String> =
        [1, 2, 3, 4, 11, 12, 13, 21, 22].iter().map(|r| position("en", *r, 30)).collect();
    assert_eq!(
        en,
        [
            "1st of 30",
            "2nd of 30",
            "3rd of 30",
            "4th of 30",
            "11th of 30",
            "12th of 30",
            "13th of 30",
            "21st of 30",
            "22nd of 30"
        ]
    );
    assert_eq!(position("ja", 1, 3), "3件中1位");
    assert!(l10n.take_warnings().is_empty());
}

#[test]
fn compact_suffixes_come_from_cldr() {
    let l10n = theme();
    let suffixes = |code: &str| {
        l10n.get(code)
            .unwrap()
            .compact_suffixes()
            .into_iter()
            .map(|(s, m)| format!("{s}={m}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert!(suffixes("en").starts_with("K=1000 M=1000000 B=1000000000"), "{}", suffixes("en"));
    assert!(suffixes("fr").starts_with("k=1000 M=1000000"), "{}", suffixes("fr"));
    assert!(suffixes("ja").contains("万=10000"), "{}", suffixes("ja"));
    assert!(suffixes("es").starts_with("mil=1000 M=1000000"), "{}", suffixes("es"));
    assert!(suffixes("pl").starts_with("tys.=1000 mln=1000000"), "{}", suffixes("pl"));
}

#[test]
fn long_compact_forms_and_their_plurals_come_from_cldr() {
    let l10n = theme();
    let suffixes = |code: &str| {
        l10n.get(code).unwrap().compact_suffixes().into_iter().map(|(s, _)| s).collect::<Vec<_>>()
    };
    assert!(suffixes("en").contains(&"thousand".to_string()), "{:?}", suffixes("en"));
    let polish = suffixes("pl");
    for form in ["tysiąc", "tysiące", "tysięcy"] {
        assert!(polish.contains(&form.to_string()), "{polish:?}");
    }
}

#[test]
fn a_heading_takes_its_unit_unless_its_name_says_it() {
    let l10n = theme();
    let (en, pl) = (l10n.get("en").unwrap(), l10n.get("pl").unwrap());
    assert_eq!(en.with_unit("Latency".into(), "ms"), "Latency (ms)");
    assert_eq!(en.with_unit("Peak IOPS".into(), "iops"), "Peak IOPS");
    // A one-letter symbol is matched with its case: the Polish word `w` ("in") is not `W`.
    assert_eq!(pl.with_unit("Pobór mocy w spoczynku".into(), "w"), "Pobór mocy w spoczynku (W)");
    assert!(l10n.take_warnings().is_empty());
}

#[test]
fn number_words_are_a_languages_own_with_their_forms() {
    let l10n = theme();
    let polish = l10n.get("pl").unwrap().number_words();
    assert_eq!(polish.first(), Some(&("dwa".to_string(), 2)));
    assert!(polish.contains(&("dwoma".to_string(), 2)));
    assert!(polish.contains(&("dwunastu".to_string(), 12)));
    // "Dozen" is its own message, and one is nobody's word (the article).
    assert!(!polish.iter().any(|(word, _)| word == "tuzin"));
    assert_eq!(l10n.get("de").unwrap().dozen_words(), ["dutzend", "dutzende"]);
    assert!(!l10n.get("de").unwrap().number_words().iter().any(|(_, n)| *n == 1));
    // English's are built into the checker, and no language falls back to another's.
    assert!(l10n.get("en").unwrap().number_words().is_empty());
    assert!(l10n.get("ja").unwrap().number_words().is_empty());
    // A site's own file for a language the theme lacks, words split at commas and blanks.
    let site = folder_with(&[(
        "sv/numbers.ftl",
        "number-2 = två\nnumber-3 = tre\n    .forms = Tre,  trenne\nnumber-dozen = dussin\nnumber-about = cirka, Drygt,  mer än\n",
    )]);
    let (l10n, _) =
        L10n::load(&specs(&["en", "sv"]), "en", &[theme_dir(), site.path().to_path_buf()])
            .expect("loads");
    let swedish = l10n.get("sv").unwrap();
    assert_eq!(
        swedish.number_words(),
        [("två".to_string(), 2), ("tre".to_string(), 3), ("trenne".to_string(), 3)]
    );
    assert_eq!(swedish.dozen_words(), ["dussin"]);
    // Words of rounding split at commas only, a phrase kept whole, lowercased.
    assert_eq!(swedish.about_words(), ["cirka", "drygt", "mer än"]);
    assert!(l10n.get("en").unwrap().about_words().is_empty());
    // A value of two words is no word of its number: Turkish `on bir` would make `bir` (one,
    // and the article) read as 11.
    let site = folder_with(&[("tr/numbers.ftl", "number-10 = on\nnumber-11 = on bir\n")]);
    let (l10n, _) =
        L10n::load(&specs(&["en", "tr"]), "en", &[theme_dir(), site.path().to_path_buf()])
            .expect("loads");
    assert_eq!(l10n.get("tr").unwrap().number_words(), [("on".to_string(), 10)]);
    assert!(super::is_number_word_id("number-12") && super::is_number_word_id("number-dozen"));
    assert!(!super::is_number_word_id("number-format") && !super::is_number_word_id("unit-tb"));
    assert!(super::is_number_word_id("number-1000") && !super::is_number_word_id("number-500"));
    assert!(super::is_number_word_id("number-about"));
}

/// A word for a thousand that CLDR lacks (Vietnamese `ngàn`, of the south, beside CLDR's
/// `nghìn`) is a compact word once `numbers.ftl` gives it, and no count of its own.
#[test]
fn numbers_ftl_adds_words_for_a_thousand_to_cldrs_compact_words() {
    let site = folder_with(&[(
        "vi/numbers.ftl",
        "number-2 = hai\nnumber-1000 = nghìn\n    .forms = ngàn\n",
    )]);
    let (l10n, _) =
        L10n::load(&specs(&["en", "vi"]), "en", &[theme_dir(), site.path().to_path_buf()])
            .expect("loads");
    let vietnamese = l10n.get("vi").unwrap();
    let suffixes = vietnamese.compact_suffixes();
    let of = |word: &str| {
        suffixes.iter().filter(|(s, _)| s == word).map(|(_, m)| *m).collect::<Vec<f64>>()
    };
    assert_eq!(of("ngàn"), [1000.0]);
    assert_eq!(of("nghìn"), [1000.0], "CLDR's word, once: {suffixes:?}");
    assert_eq!(vietnamese.number_words(), [("hai".to_string(), 2)]);
    // As written: an abbreviation keeps its capital and its dot.
    let site = folder_with(&[("de/numbers.ftl", "number-1000 = Tausend\n    .forms = Tsd.\n")]);
    let (l10n, _) =
        L10n::load(&specs(&["en", "de"]), "en", &[theme_dir(), site.path().to_path_buf()])
            .expect("loads");
    let suffixes = l10n.get("de").unwrap().compact_suffixes();
    assert!(suffixes.contains(&("Tsd.".to_string(), 1000.0)), "{suffixes:?}");
}

/// Numbered lists and page numbers, which the browser numbers, use the locale's digits:
/// CLDR's default numbering system of `ar-EG` is Arabic-Indic, of `fa` Extended
/// Arabic-Indic, of `mr` Devanagari; `ar-MA` and `hi` write Latin digits.
#[test]
fn the_css_counter_style_writes_the_locales_digits() {
    let languages: Vec<LanguageSpec> = [
        ("en", "en"),
        ("ar", "ar-EG"),
        ("ar-ma", "ar-MA"),
        ("fa", "fa"),
        ("mr", "mr"),
        ("hi", "hi"),
        ("ja", "ja"),
    ]
    .iter()
    .map(|(code, locale)| LanguageSpec::new(*code, *locale))
    .collect();
    let (l10n, _) = L10n::load(&languages, "en", &[theme_dir()]).expect("theme loads");
    let style = |code| l10n.get(code).unwrap().counter_style();
    assert_eq!(style("ar"), "arabic-indic");
    assert_eq!(style("fa"), "persian");
    assert_eq!(style("mr"), "devanagari");
    for latin in ["en", "ar-ma", "hi", "ja"] {
        assert_eq!(style(latin), "decimal", "{latin}");
    }
}
