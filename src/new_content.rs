//! `iopress new language|review|drive`: the files a new language, review or drive needs,
//! written so that the site still builds, with what is left to fill in.
//!
//! Nothing existing is overwritten: a file that is already there is left as it is and
//! reported. `site.toml` is edited by appending a `[[languages]]` block, so its comments and
//! layout stay as the editor wrote them.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use iopress_site::config::SiteConfig;
use iopress_site::content::{DRIVES_SECTION, REVIEWS_SECTION};
use iopress_site::diagnostics::Diagnostic;

use crate::new_site::DEFAULT_THEME;

/// What a `new` command did, for the CLI to print.
#[derive(Debug, Default, Clone)]
pub struct Scaffolded {
    /// Files written, in order.
    pub created: Vec<PathBuf>,
    /// Files that existed and were changed (site.toml).
    pub edited: Vec<PathBuf>,
    /// Files that existed already and were left alone.
    pub kept: Vec<PathBuf>,
    /// What the editor still has to do, one sentence each.
    pub to_do: Vec<String>,
    /// What was created is a draft: `check`, `build` and `serve` leave it out without
    /// `--drafts`.
    pub draft: bool,
}

impl Scaffolded {
    fn write(&mut self, path: PathBuf, text: &str) -> Result<(), Diagnostic> {
        if path.exists() {
            self.kept.push(path);
            return Ok(());
        }
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).map_err(|e| {
                Diagnostic::error(format!("cannot create {}: {e}", parent.display()))
            })?;
        }
        fs::write(&path, text)
            .map_err(|e| Diagnostic::error(format!("cannot write {}: {e}", path.display())))?;
        self.created.push(path);
        Ok(())
    }
}

/// The languages with UI strings built into the default theme, beyond the site's own: the
/// folder of each under `themes/default/i18n/`, and its name in itself.
pub const BUILT_IN_LANGUAGES: &[(&str, &str)] = &[
    ("en", "English"),
    ("fr", "Français"),
    ("pl", "Polski"),
    ("es", "Español"),
    ("ja", "日本語"),
    ("de", "Deutsch"),
    ("it", "Italiano"),
    ("pt", "Português"),
    ("zh", "中文"),
    ("ko", "한국어"),
    ("ru", "Русский"),
];

/// `iopress new language CODE [--locale L] [--name NAME]`.
pub fn new_language(
    root: &Path,
    code: &str,
    locale: Option<&str>,
    name: Option<&str>,
) -> Result<Scaffolded, Vec<Diagnostic>> {
    let config = SiteConfig::load(root)?;
    let locale = locale.unwrap_or(code);
    if !is_code(code) {
        return Err(vec![Diagnostic::error(format!("`{code}` is not a usable language code"))
            .with_help("language codes name folders and URLs: lowercase letters, digits and `-`, e.g. `de` or `pt-br`")]);
    }
    if config.language(code).is_some() {
        return Err(vec![Diagnostic::error(format!("language `{code}` is already in site.toml"))
            .in_file(root.join("site.toml"))]);
    }
    iopress_site::l10n::check_locale(code, locale).map_err(|e| {
        vec![e.with_help(
            "`iopress new language` takes a language code CLDR knows (`de`, `it`, `pt-br`, `zh`, `ko`); give the locale with --locale when the code is not one (e.g. `--locale pt-BR`)",
        )]
    })?;
    let (language, script) =
        iopress_site::l10n::language_and_script(locale).expect("a checked locale has CLDR data");
    let built_in = BUILT_IN_LANGUAGES.iter().find(|(folder, _)| {
        iopress_site::l10n::language_and_script(folder)
            .is_some_and(|(l, s)| l == language && s == script)
    });

    let default = config.default_language().clone();
    let mut done = Scaffolded::default();
    let theme_dir = config.theme_dir(root);
    let theme_has_code = has_ftl(&theme_dir.join("i18n").join(code));
    let site_i18n = root.join("i18n").join(code);

    // The theme's UI strings: already there, built in, or copied from the default language.
    let mut copied_theme_ids = false;
    if theme_has_code {
        done.to_do.push(format!(
            "UI strings: the theme has them in {}",
            theme_dir.join("i18n").join(code).display()
        ));
    } else if let Some((folder, _)) = built_in {
        // Into the site's copy of the default theme; a site with its own theme gets them in
        // its i18n folder, where they override the theme's (English) fallback.
        let target = if config.theme == "default" {
            theme_dir.join("i18n").join(code)
        } else {
            site_i18n.clone()
        };
        let prefix = format!("i18n/{folder}/");
        for (path, bytes) in DEFAULT_THEME.iter().filter(|(p, _)| p.starts_with(&prefix)) {
            let text = String::from_utf8_lossy(bytes);
            done.write(target.join(&path[prefix.len()..]), &text).map_err(|e| vec![e])?;
        }
        done.to_do.push(format!(
            "UI strings: iopress's built-in {folder} strings, in {}",
            target.display()
        ));
    } else {
        copied_theme_ids = true;
    }

    // The site's own labels in the default language, and (without built-in strings) the
    // theme's, copied and marked untranslated.
    let site_default = root.join("i18n").join(&default.code);
    let site_files = ftl_files(&site_default);
    let mut site_ids = std::collections::HashSet::new();
    for file in &site_files {
        let text =
            iopress_site::text_file::read(file).map_err(|e| {
                vec![e.into_diagnostic(|e| {
                    Diagnostic::error(format!("cannot read: {e}")).in_file(file)
                })]
            })?;
        site_ids.extend(message_ids(&text));
        let name = file.file_name().expect("a file").to_owned();
        done.write(
            site_i18n.join(name),
            &mark_untranslated(&text, &default.code, &std::collections::HashSet::new()),
        )
        .map_err(|e| vec![e])?;
    }
    if copied_theme_ids {
        let theme_default = theme_dir.join("i18n").join(&default.code);
        for file in ftl_files(&theme_default) {
            let text = iopress_site::text_file::read(&file).map_err(|e| {
                vec![e.into_diagnostic(|e| {
                    Diagnostic::error(format!("cannot read: {e}")).in_file(&file)
                })]
            })?;
            let name = file.file_name().expect("a file").to_string_lossy().into_owned();
            let target = if site_i18n.join(&name).exists()
                || site_files.iter().any(|f| f.file_name() == Some(name.as_ref()))
            {
                site_i18n.join(format!("theme-{name}"))
            } else {
                site_i18n.join(&name)
            };
            done.write(target, &mark_untranslated(&text, &default.code, &site_ids))
                .map_err(|e| vec![e])?;
        }
        done.to_do.push(format!(
            "UI strings: iopress has none built in for `{locale}`; the {} strings were copied into {}, each marked `# {}`: translate each message and delete its mark (`iopress check` counts the marked ones as missing)",
            default.code,
            site_i18n.display(),
            iopress_site::l10n::UNTRANSLATED_MARK
        ));
    }
    // What a translator writing a language's strings meets on the first page otherwise,
    // whether the strings were copied here or written into the theme's folder first (a
    // Ukrainian and a Turkish tester did that, as docs/localization.md allows, and found
    // none of these in the list).
    if built_in.is_none() {
        // Nothing to copy: another language's number words are no words of this one.
        let numbers_written = [theme_dir.join("i18n").join(code), site_i18n.clone()]
            .iter()
            .any(|folder| folder.join("numbers.ftl").exists());
        if !numbers_written {
            done.to_do.push(format!(
                "number words (optional): write {} with the language's words for two to twelve and their forms (any whole number up to 100 that texts write as one word may be added, `number-1000` or `number-1000000` for words of a thousand or a million that CLDR lacks, `number-about` for the words written before a rounded figure, and `number-against` or `number-against-after` for the words written before or after what a comparison measures against), so that `iopress check` reads a translation's counts in words (docs/localization.md, \"Number words\")",
                site_i18n.join("numbers.ftl").display()
            ));
        }
        // `%` after the number in a language that writes it first.
        done.to_do.push(format!(
            "units: a language that writes the percent sign before the number (Turkish `%50`) writes `unit-percent = %{{ $value }}` in {}; any unit's place is its message's",
            site_i18n.join("units.ftl").display()
        ));
        // The other languages named in this one, where their strings lack it, and this one
        // itself: its strings are compared with the default language's, which will have it
        // (two translators from the docs alone met that coverage warning).
        let message = format!("in-language-{code}");
        let codes = config.languages.iter().map(|l| l.code.as_str()).chain([code]);
        let mut lacking: Vec<String> = Vec::new();
        for language in codes {
            let defined = [theme_dir.join("i18n").join(language), root.join("i18n").join(language)]
                .iter()
                .any(|folder| defines_message(&folder.join("ui.ftl"), &message));
            let file = format!("i18n/{language}/ui.ftl");
            if !defined && !lacking.contains(&file) {
                lacking.push(file);
            }
        }
        if !lacking.is_empty() {
            done.to_do.push(format!(
                "language lists: add `in-language-{code}` (\"In <this language>\", in each language) to {} (docs/localization.md), creating a file that does not exist: a site's file adds to the theme's strings, message by message; the `in-language-*` copied here are this language's for the others",
                lacking.join(", ")
            ));
        }
    }
    if !site_files.is_empty() {
        done.to_do.push(format!(
            "the site's own labels were copied from {} into {}, each marked `# {}`: translate them and delete the marks (product names can move to i18n/*.ftl, shared by every language)",
            site_default.display(),
            site_i18n.display(),
            iopress_site::l10n::UNTRANSLATED_MARK
        ));
    }

    // Home and section pages.
    for page in section_pages(&root.join("content"), &default.code) {
        let target = page.with_file_name(format!("_index.{code}.md"));
        let text = iopress_site::text_file::read(&page).map_err(|e| {
            vec![e
                .into_diagnostic(|e| Diagnostic::error(format!("cannot read: {e}")).in_file(&page))]
        })?;
        let name = page.strip_prefix(root).unwrap_or(&page).display().to_string();
        // Marked, so that the page does not count as translated (nor hide the source's
        // prose behind an empty one) until a translator has been through it.
        if let Some(copy) = front_matter_copy(
            &text,
            &format!(
                "{}: copied from `{}` ({name}) by iopress new language; translate what is in `{}` here and write the page's text below, then delete this line",
                iopress_site::l10n::UNTRANSLATED_MARK,
                default.code,
                default.code
            ),
        ) {
            done.write(target.clone(), &copy).map_err(|e| vec![e])?;
            if done.created.last() == Some(&target) {
                done.to_do.push(format!(
                    "translate {} and delete its `# {}` line (until then the page is shown from `{}`)",
                    target.strip_prefix(root).unwrap_or(&target).display(),
                    iopress_site::l10n::UNTRANSLATED_MARK,
                    default.code
                ));
            }
        }
    }

    // site.toml, last: only once everything else is written.
    let site_toml = root.join("site.toml");
    let current = iopress_site::text_file::read(&site_toml).map_err(|e| {
        vec![e.into_diagnostic(|e| {
            Diagnostic::error(format!("cannot read: {e}")).in_file(&site_toml)
        })]
    })?;
    let display_name = name
        .map(str::to_string)
        .or_else(|| built_in.map(|(_, n)| n.to_string()))
        .unwrap_or_else(|| code.to_string());
    let mut block = String::new();
    if !current.ends_with('\n') && !current.is_empty() {
        block.push('\n');
    }
    let _ = writeln!(block, "\n[[languages]]");
    let _ = writeln!(block, "code = {}", toml_string(code));
    let _ = writeln!(
        block,
        "name = {}{}",
        toml_string(&display_name),
        if name.is_none() && built_in.is_none() {
            "  # the language's name in itself, for the language switcher"
        } else {
            ""
        }
    );
    let _ = writeln!(block, "locale = {}", toml_string(locale));
    let _ = writeln!(
        block,
        "title = {}  # translate: the site's title in this language",
        toml_string(&default.title)
    );
    let _ = writeln!(block, "description = {}  # translate", toml_string(&default.description));
    fs::write(&site_toml, format!("{current}{block}"))
        .map_err(|e| vec![Diagnostic::error(format!("cannot write: {e}")).in_file(&site_toml)])?;
    done.edited.push(site_toml);
    if name.is_none() && built_in.is_none() {
        done.to_do.push("site.toml: write the language's name in itself (`name`), shown in the language switcher".into());
    }
    done.to_do.push("site.toml: translate the new language's `title` and `description`".into());
    done.to_do.push(format!("translate pages: a page without `index.{code}.md` is shown in `{}` with a notice (`missing_translations`)", default.code));
    done.to_do.push(format!("data files: give the few texts shown beside figures a `{code}` entry (a rig fact's `text`, a photo's `image_alt` in data.toml and drive.toml: docs/content-format.md); `iopress check` names each one missing"));
    Ok(done)
}

/// `iopress new review SLUG [--lang L]... [--drive ID]... [--protocol ID]`.
pub fn new_review(
    root: &Path,
    slug: &str,
    languages: &[String],
    drives: &[String],
    protocol: Option<&str>,
) -> Result<Scaffolded, Vec<Diagnostic>> {
    let config = SiteConfig::load(root)?;
    let mut problems = Vec::new();
    if !is_slug(slug) {
        problems
            .push(Diagnostic::error(format!("`{slug}` is not a usable review name")).with_help(
            "the folder name is the URL: lowercase letters, digits and `-`, e.g. `optane-p4800x`",
        ));
    }
    let bundle = root.join("content").join(REVIEWS_SECTION).join(slug);
    if bundle.exists() {
        problems.push(
            Diagnostic::error(format!("{} already exists", bundle.display()))
                .with_help("choose another name, or edit the review that is there"),
        );
    }
    let default = config.default_language().code.clone();
    let mut codes = vec![default.clone()];
    for code in languages {
        if config.language(code).is_none() {
            let known: Vec<&str> = config.languages.iter().map(|l| l.code.as_str()).collect();
            problems.push(
                Diagnostic::error(format!("language `{code}` is not in site.toml")).with_help(
                    format!(
                        "the site's languages: {}; add one with `iopress new language {code}`",
                        known.join(", ")
                    ),
                ),
            );
        } else if !codes.contains(code) {
            codes.push(code.clone());
        }
    }
    let mut drive_names = Vec::new();
    for id in drives {
        let file = root.join("content").join(DRIVES_SECTION).join(id).join("drive.toml");
        match iopress_site::text_file::read(&file) {
            Ok(text) => {
                drive_names.push((id.clone(), drive_name(&text).unwrap_or_else(|| id.clone())))
            }
            Err(_) => problems.push(
                Diagnostic::error(format!(
                    "there is no drive `{id}` ({} is missing)",
                    file.display()
                ))
                .with_help(format!("create it with `iopress new drive {id}`")),
            ),
        }
    }
    if let Some(protocol) = protocol {
        let file = root.join("content/protocols.toml");
        let declared = iopress_site::text_file::read(&file)
            .ok()
            .is_some_and(|text| declares_protocol(&text, protocol));
        if !declared {
            problems.push(
                Diagnostic::error(format!(
                    "protocol `{protocol}` is not declared in content/protocols.toml"
                ))
                .with_help(
                    "declare it as [[protocol]] with that id first, or leave --protocol out",
                ),
            );
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }

    let mut done = Scaffolded::default();
    let today = jiff::tz::Offset::UTC.to_datetime(jiff::Timestamp::now()).date();
    let drive_list = drives.iter().map(|d| toml_string(d)).collect::<Vec<_>>().join(", ");
    let front = format!(
        "+++\n# A new review, created as a draft: `iopress build`, `check` and `serve` leave it out until\n# you set `draft = false`; check it with `iopress check --drafts`, preview it with\n# `iopress serve --drafts`.\ntitle = {}\nsummary = \"\"\ndate = {today}\nauthors = []\ndraft = true\ntags = []\ndrives = [{drive_list}]   # ids of folders under content/drives/\npros = []\ncons = []\n\n[disclosure]\nkind = \"independent\"   # \"sponsored\" or \"commissioned\" with by = \"Company\"\n\n[captions]\nresults = \"Results\"\n+++\n\n## What we tested\n\nWrite the review here, in words. Every figure lives in results.csv, once: the results\nsection draws it as charts and tables, and prose shows one figure with a shortcode such as\n`{{{{ value(table=\"results\", column=\"latency\", workload=\"rand-read-4k\", iodepth=\"16\") }}}}`.\n",
        toml_string(&format!("New review: {slug}"))
    );
    done.write(bundle.join(format!("index.{default}.md")), &front).map_err(|e| vec![e])?;
    for code in codes.iter().skip(1) {
        let text = format!(
            "+++\n# Translation of index.{default}.md. Dates, drives, tags and the disclosure come from it;\n# translate the title, summary, pros, cons and captions here, and the prose below.\ntitle = {}\nsummary = \"\"\n\n[captions]\nresults = \"Results\"\n+++\n\n## What we tested\n\nTranslate the prose of index.{default}.md here.\n",
            toml_string(&format!("New review: {slug}"))
        );
        done.write(bundle.join(format!("index.{code}.md")), &text).map_err(|e| vec![e])?;
    }

    let mut data = String::from(
        "# The review's facts. Every figure is written once, here or in a CSV file, and shown in\n# every language. The formats: docs/content-format.md.\n\n# The machine the results were measured on; declare it and name it in each [[table]]:\n#\n# [[rig]]\n# id = \"bench\"\n# name = \"Supermicro SYS-1029U\"\n# facts = [\n#   { label = \"cpu\", count = 2, text = \"Intel Xeon Gold 6230\", specs = [{ value = 2.1, unit = \"GHz\" }, { value = 20, unit = \"cores\" }] },\n#   { label = \"memory\", specs = [{ value = 384, unit = \"GB\" }] },\n# ]\n\n# What was measured: one [[config]] per setup, named in the tables' `config` column. `name`\n# is shown as written (a product name), or is a label id (`label-<id>` in i18n/).\n",
    );
    for (id, name) in &drive_names {
        let _ =
            write!(data, "[[config]]\nid = {}\nname = {}\n\n", toml_string(id), toml_string(name));
    }
    if drive_names.is_empty() {
        data.push_str(
            "#\n# [[config]]\n# id = \"p4800x-375\"\n# name = \"Intel Optane P4800X 375 GB\"\n\n",
        );
    }
    data.push_str("# results.csv: one row per measured point. `iopress import fio` (or sysbench, or csv --map)\n# fills it from the tools' own output; its columns:\n#   workload        an id such as rand-read-4k (the theme labels the common ones)\n#   config          a [[config]] id above (may stay empty with one setup)\n#   iodepth, jobs   the queue depth and the number of jobs of the point\n#   load, latency   the point's IOPS and its average latency; latency-p99 its 99th percentile\n[[table]]\nid = \"results\"\nfile = \"results.csv\"\n");
    match protocol {
        Some(protocol) => {
            let _ = write!(data, "family = \"load-curve\"\nprotocol = {}\n", toml_string(protocol));
        }
        None => data.push_str(
            "# A plain table until you say how it was measured: add the protocol's [[protocol]] to\n# content/protocols.toml, then write `family = \"load-curve\"` and `protocol = \"its-id\"` here,\n# so the points are charted and ranked against the site's other results of that protocol.\nfamily = \"table\"\n",
        ),
    }
    data.push_str("# rig = \"bench\"\n");
    done.write(bundle.join("data.toml"), &data).map_err(|e| vec![e])?;
    // The header `iopress import fio` writes, so an import fills it in place.
    let header =
        "workload,config,iodepth [count],jobs [count],load [IOPS],latency [ms],latency-p99 [ms]\n";
    done.write(bundle.join("results.csv"), header).map_err(|e| vec![e])?;

    let shown = |p: &Path| p.strip_prefix(root).unwrap_or(p).display().to_string();
    done.to_do.push(format!(
        "write the title, summary, authors and prose in {}",
        shown(&bundle.join(format!("index.{default}.md")))
    ));
    if codes.len() > 1 {
        done.to_do.push(format!(
            "translate them in {}",
            codes.iter().skip(1).map(|c| format!("index.{c}.md")).collect::<Vec<_>>().join(", ")
        ));
    }
    done.to_do.push(format!(
        "fill {} with the measured points, e.g. `iopress import fio fio/*.json --output {} --config ID`",
        shown(&bundle.join("results.csv")),
        shown(&bundle.join("results.csv"))
    ));
    if protocol.is_none() {
        done.to_do.push("say what protocol the results were measured under (data.toml explains how), so they are charted and ranked".into());
    }
    done.to_do.push(
        "describe the test rig in data.toml ([[rig]]), and set `draft = false` to publish".into(),
    );
    done.draft = true;
    Ok(done)
}

/// `iopress new drive ID [--name NAME] [--vendor VENDOR]`.
pub fn new_drive(
    root: &Path,
    id: &str,
    name: Option<&str>,
    vendor: Option<&str>,
) -> Result<Scaffolded, Vec<Diagnostic>> {
    SiteConfig::load(root)?;
    if !is_slug(id) {
        return Err(vec![Diagnostic::error(format!("`{id}` is not a usable drive id")).with_help("the folder name is the URL and what reviews name in `drives`: lowercase letters, digits and `-`, e.g. `intel-optane-p4800x`")]);
    }
    let folder = root.join("content").join(DRIVES_SECTION).join(id);
    if folder.exists() {
        return Err(vec![Diagnostic::error(format!("{} already exists", folder.display()))]);
    }
    let mut done = Scaffolded::default();
    let drive = format!(
        "# The drive's facts, shown on its page in every language. Labels of facts are ids the theme\n# translates (docs/vocabulary.md); text is shown as written, specs are numbers with units.\n[drive]\nname = {}{}\nvendor = {}{}\nfacts = [\n  # {{ label = \"form-factor\", text = \"U.2, 2.5″, 15 mm\" }},\n  # {{ label = \"interface\", text = \"PCIe 3.0 x4, NVMe\" }},\n  # {{ label = \"nand\", text = \"3D XPoint\" }},\n  # {{ label = \"warranty\", specs = [{{ value = 5, unit = \"years\" }}] }},\n]\n\n# specs.csv: the spec sheet, one row per capacity (SKU), one column per figure. A numeric\n# column is `id [unit]`: capacity [GB], seq-read [MB/s], rand-read [IOPS], endurance [DWPD]…\n[[table]]\nid = \"specs\"\nfile = \"specs.csv\"\nfamily = \"spec-sheet\"\ntranspose = true\n",
        toml_string(name.unwrap_or(id)),
        if name.is_none() { "   # the drive's full name, e.g. \"Intel Optane SSD DC P4800X\"" } else { "" },
        toml_string(vendor.unwrap_or("")),
        if vendor.is_none() { "   # e.g. \"Intel\"" } else { "" },
    );
    done.write(folder.join("drive.toml"), &drive).map_err(|e| vec![e])?;
    done.write(folder.join("specs.csv"), "sku,capacity [GB],seq-read [MB/s],seq-write [MB/s],rand-read [IOPS],rand-write [IOPS],endurance [DWPD]\n").map_err(|e| vec![e])?;
    let shown = |p: &Path| p.strip_prefix(root).unwrap_or(p).display().to_string();
    if name.is_none() || vendor.is_none() {
        done.to_do.push(format!(
            "write the drive's name and vendor in {}",
            shown(&folder.join("drive.toml"))
        ));
    }
    done.to_do.push(format!(
        "add its facts in {} and its spec sheet, one row per capacity, in {}",
        shown(&folder.join("drive.toml")),
        shown(&folder.join("specs.csv"))
    ));
    done.to_do.push(format!("name it in a review's front matter: drives = [\"{id}\"] (or `iopress new review SLUG --drive {id}`)"));
    done.to_do
        .push(format!("optional: prose about it in {}", shown(&folder.join("index.<lang>.md"))));
    Ok(done)
}

fn is_code(code: &str) -> bool {
    !code.is_empty()
        && code.len() <= 16
        && code.split('-').all(|p| {
            !p.is_empty() && p.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

fn is_slug(slug: &str) -> bool {
    !slug.is_empty()
        && !slug.starts_with('-')
        && !slug.ends_with('-')
        && slug.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

fn toml_string(text: &str) -> String {
    toml::Value::String(text.to_string()).to_string()
}

fn has_ftl(folder: &Path) -> bool {
    !ftl_files(folder).is_empty()
}

fn ftl_files(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(folder)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "ftl"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// Where a message or term starts: an identifier at the start of a line, then `=`.
fn entry_id(line: &str) -> Option<&str> {
    let name_end = line
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(line.len());
    let name = &line[..name_end];
    let first = name.trim_start_matches('-').chars().next()?;
    (first.is_ascii_alphabetic() && line[name_end..].trim_start().starts_with('=')).then_some(name)
}

fn message_ids(text: &str) -> Vec<String> {
    text.lines().filter_map(entry_id).map(str::to_string).collect()
}

/// `text` (an .ftl file) with the untranslated mark above each message, except those in
/// `skip`, which are left out (the site's own copy defines them).
fn mark_untranslated(text: &str, from: &str, skip: &std::collections::HashSet<String>) -> String {
    let mark = format!("# {}: copied from `{from}` by iopress new language; translate the message, then delete this line", iopress_site::l10n::UNTRANSLATED_MARK);
    let mut out = String::with_capacity(text.len() * 2);
    let mut skipping = false;
    for line in text.split_inclusive('\n') {
        if let Some(id) = entry_id(line) {
            skipping = skip.contains(id);
            if !skipping {
                out.push_str(&mark);
                out.push('\n');
            }
        } else if !(line.starts_with(' ') || line.trim().is_empty()) {
            // A comment or anything else at the start of a line ends the entry.
            skipping = false;
        }
        if !skipping {
            out.push_str(line);
        }
    }
    out
}

/// The `_index.<code>.md` files of the home page and every section under `content`.
fn section_pages(content: &Path, code: &str) -> Vec<PathBuf> {
    let name = format!("_index.{code}.md");
    let mut pages: Vec<PathBuf> = walkdir::WalkDir::new(content)
        .sort_by_file_name()
        .into_iter()
        .flatten()
        .filter(|e| e.file_type().is_file() && e.file_name().to_str() == Some(name.as_str()))
        .map(|e| e.into_path())
        .collect();
    pages.sort();
    pages
}

/// A page's front matter alone, with `note` as a comment at its top; `None` if the text has
/// none.
fn front_matter_copy(text: &str, note: &str) -> Option<String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let fence = if text.starts_with("+++") {
        "+++"
    } else if text.starts_with("---") {
        "---"
    } else {
        return None;
    };
    let after = &text[fence.len()..];
    let end = after.find(&format!("\n{fence}"))?;
    let inner = after[..end].trim_start_matches(['\r', '\n']);
    Some(format!("{fence}\n# {note}\n{inner}\n{fence}\n"))
}

/// `name` of a drive.toml's `[drive]` table.
fn drive_name(text: &str) -> Option<String> {
    let value: toml::Table = toml::from_str(text).ok()?;
    value.get("drive")?.get("name")?.as_str().map(str::to_string)
}

fn declares_protocol(text: &str, id: &str) -> bool {
    let Ok(value) = toml::from_str::<toml::Table>(text) else { return false };
    value
        .get("protocol")
        .and_then(|p| p.as_array())
        .is_some_and(|list| list.iter().any(|p| p.get("id").and_then(|i| i.as_str()) == Some(id)))
}

/// Whether the Fluent file `file` defines message `id`; false where it does not exist.
fn defines_message(file: &Path, id: &str) -> bool {
    std::fs::read_to_string(file)
        .is_ok_and(|text| text.lines().filter_map(entry_id).any(|i| i == id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_message_is_marked_and_comments_stay_attached() {
        let text = "### File comment\n\n# A label\nfield-label = { $label }:\ncount =\n    { $n ->\n       *[other] many\n    }\n-term = Term\n";
        let marked = mark_untranslated(text, "en", &Default::default());
        assert_eq!(marked.matches("# untranslated: copied from `en`").count(), 3, "{marked}");
        assert!(marked.contains("# A label\n# untranslated"), "{marked}");
        let skipped = mark_untranslated(text, "en", &["count".to_string()].into_iter().collect());
        assert!(!skipped.contains("count ="), "{skipped}");
        assert!(!skipped.contains("*[other] many"), "{skipped}");
        assert!(skipped.contains("-term = Term"), "{skipped}");
    }

    #[test]
    fn a_front_matter_is_copied_with_a_note() {
        assert_eq!(
            front_matter_copy(
                "+++\ntitle = \"Reviews\"\nsort_by = \"date\"\n+++\nIntro.\n",
                "Translate."
            )
            .as_deref(),
            Some("+++\n# Translate.\ntitle = \"Reviews\"\nsort_by = \"date\"\n+++\n")
        );
        assert_eq!(
            front_matter_copy("---\ntitle: X\n---\n", "T").as_deref(),
            Some("---\n# T\ntitle: X\n---\n")
        );
        assert_eq!(front_matter_copy("No front matter", "T"), None);
    }

    #[test]
    fn codes_and_slugs() {
        assert!(is_code("de") && is_code("pt-br") && !is_code("pt_BR") && !is_code("de-"));
        assert!(is_slug("optane-p4800x") && !is_slug("Optane") && !is_slug("-x"));
    }
}
