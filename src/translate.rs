//! `iopress translate export|import`: a page's prose out to PO or XLIFF with every figure,
//! name, shortcode, code span and link target protected as a placeholder, and a translated
//! file back into `index.<lang>.md`, each placeholder formatted for the target language.
//!
//! The units and the formats are [`iopress_site::translate`]'s; this module adds what only
//! the checker knows, which words of a text are figures, names and versions
//! ([`iopress_check::prose_numbers::scan`]), and the CLDR formatting of the target language.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use iopress_check::prose_numbers::{
    after_version_word, before_name, compact_key, name_token, scan, word_before, NumberKind,
    NumberStyle, ProseNumber,
};
use iopress_site::content::{Page, Text};
use iopress_site::data::units::Dimension;
use iopress_site::diagnostics::{Diagnostic, Diagnostics};
use iopress_site::l10n::Localizer;
use iopress_site::translate::{
    self, markup_spans, nothing_to_translate, placeholder_problems, protect, restore, source_hash,
    versions, ExportDocument, ExportUnit, ImportedDocument, Placeholder, PlaceholderKind, Span,
    TargetState,
};
use iopress_site::LoadedSite;

/// The exchange format of an export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Po,
    Xliff,
}

impl Format {
    fn extension(self) -> &'static str {
        match self {
            Format::Po => "po",
            Format::Xliff => "xlf",
        }
    }
}

/// What `iopress translate export` is asked for.
#[derive(Debug, Clone)]
pub struct ExportOptions {
    pub root: PathBuf,
    pub lang: String,
    pub format: Format,
    pub output: PathBuf,
    /// Page paths (`reviews/sn630-vsan`), folders or files; every page with prose when empty.
    pub pages: Vec<String>,
    /// Only the units whose source changed since the translation was imported, or that are
    /// new; pages never imported are left out ([`ExportReport::unrecorded`]).
    pub changed: bool,
}

/// What an export wrote.
#[derive(Debug, Default)]
pub struct ExportReport {
    /// Each file with its number of units and how many of them already had a translation.
    pub files: Vec<(PathBuf, usize, usize)>,
    /// Pages with nothing to export (`--changed` and nothing changed).
    pub unchanged: Vec<String>,
    /// Pages left out by `--changed` because no import recorded what their translation was
    /// made from.
    pub unrecorded: Vec<String>,
    pub warnings: Vec<Diagnostic>,
}

/// A text with its placeholders taken out, and what each stands for.
struct Protected {
    text: String,
    placeholders: Vec<Placeholder>,
    /// What identifies each placeholder's content across languages (for pairing an existing
    /// translation's figures with the source's).
    keys: Vec<Key>,
    /// The number each placeholder is, when it is one.
    numbers: Vec<Option<ProseNumber>>,
}

/// What a placeholder says, the same in any language: `2,231.0 MB/s` and `2 231,0 Mo/s` are
/// one key.
#[derive(Debug, Clone, PartialEq)]
enum Key {
    Exact(String),
    Name(String),
    Number { value: f64, unit: Option<&'static str> },
}

fn same_key(a: &Key, b: &Key) -> bool {
    match (a, b) {
        (Key::Number { value: x, unit: u }, Key::Number { value: y, unit: v }) => {
            u == v && (x - y).abs() <= 1e-9 * x.abs().max(y.abs()).max(1.0)
        }
        _ => a == b,
    }
}

/// How many bytes of `text` are its leading number: digits, and separators between digits.
fn number_prefix_len(text: &str) -> usize {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut end = 0;
    for (i, (at, c)) in chars.iter().enumerate() {
        let next_is_digit = chars.get(i + 1).is_some_and(|(_, n)| n.is_ascii_digit());
        if c.is_ascii_digit() {
            end = at + c.len_utf8();
        } else if end > 0
            && next_is_digit
            && matches!(c, '.' | ',' | ' ' | '\u{a0}' | '\u{202f}' | '\'')
        {
            continue;
        } else {
            break;
        }
    }
    end
}

/// Words after which a bare decimal is a quantity, not a version (`a ratio of 1.5`).
const QUANTITY_WORDS: &[&str] = &[
    "a",
    "about",
    "almost",
    "and",
    "approximately",
    "around",
    "at",
    "below",
    "by",
    "factor",
    "from",
    "gave",
    "gives",
    "hit",
    "hits",
    "is",
    "just",
    "nearly",
    "of",
    "only",
    "or",
    "over",
    "ratio",
    "reached",
    "reaches",
    "roughly",
    "scored",
    "scores",
    "some",
    "than",
    "the",
    "times",
    "to",
    "under",
    "was",
    "were",
    "with",
];

/// Whether a number the checker reads as a figure is a version kept as written: a bare
/// decimal without grouping after a word that names something (`fio 3.33`, `ESXi 6.5`),
/// which the checker accepts verbatim in a translation; reformatting it (`fio 3,33`) would
/// change a version.
fn is_version(text: &str, number: &ProseNumber) -> bool {
    if number.unit.is_some() || number.is_compact() {
        return false;
    }
    let digits = &number.text;
    let grouped = digits.chars().filter(|c| !c.is_ascii_digit()).count() > 1;
    if grouped || digits.chars().all(|c| c.is_ascii_digit()) {
        return false;
    }
    if after_version_word(text, number.start) {
        return true;
    }
    word_before(text, number.start).is_some_and(|word| {
        word.chars().all(|c| c.is_alphabetic())
            && !QUANTITY_WORDS.contains(&word.to_lowercase().as_str())
    })
}

/// Where the name ends that a number is part of, as the checker reads it: a number that is
/// not a figure followed by a space and a word starting with a capital (`100 GbE`).
fn name_after(text: &str, number: &ProseNumber) -> Option<usize> {
    if number.kind != NumberKind::Other || number.unit.is_some() || !before_name(text, number.end) {
        return None;
    }
    let start =
        text.len() - text[number.end..].trim_start_matches([' ', '\u{a0}', '\u{202f}']).len();
    Some(start + name_token(text, start).len())
}

/// Whether `number` is digits and a word for a power of ten (`10 million`, `2 Mio.`), not a
/// symbol glued to them (`442K`): a word a translation writes in its own language.
fn compact_in_words(number: &ProseNumber) -> bool {
    let digits = number_prefix_len(&number.text);
    let letters = number.text[digits..].trim_start().chars().take_while(|c| c.is_alphabetic());
    number.is_compact() && number.unit.is_none() && letters.count() >= 2
}

/// The placeholders of `text` in a language written as `style` says: markup first, then
/// every number and name the checker reads.
fn protect_text(text: &str, style: &NumberStyle) -> Protected {
    let mut spans: Vec<(Span, Key, Option<ProseNumber>)> = markup_spans(text)
        .into_iter()
        .map(|span| {
            let key = Key::Exact(text[span.start..span.end].to_string());
            (span, key, None)
        })
        .collect();
    let read = scan(text, style);
    for number in read.numbers {
        if !text[number.start..].starts_with(|c: char| c.is_ascii_digit()) {
            // A currency before the digits (`$1,299`): kept as written, whole.
            let key = Key::Exact(number.text.clone());
            let span = Span { start: number.start, end: number.end, kind: PlaceholderKind::Number };
            spans.push((span, key, None));
            continue;
        }
        if is_version(text, &number) {
            // The checker reads such a number as a version (kept as written) by the word
            // before it (`fio 3.33`, `Version 6.2`): the word and the version stay together.
            let word_start = word_before(text, number.start)
                .map(|word| word.as_ptr() as usize - text.as_ptr() as usize)
                .unwrap_or(number.start);
            let original = &text[word_start..number.end];
            let span = Span { start: word_start, end: number.end, kind: PlaceholderKind::Name };
            spans.push((span, Key::Name(compact_key(original)), None));
            continue;
        }
        if let Some(name_end) = name_after(text, &number) {
            // `100 GbE`, `400 Series`: the number is part of a name, which is kept whole.
            let original = &text[number.start..name_end];
            let span = Span { start: number.start, end: name_end, kind: PlaceholderKind::Name };
            spans.push((span, Key::Name(compact_key(original)), None));
            continue;
        }
        let is_figure = number.kind != NumberKind::Other;
        let counts = number.unit.is_some_and(|u| u.dimension() == Dimension::Count)
            || compact_in_words(&number);
        // A count's word (`8 VMs`, `4 nodes`) is translated, and so is the word of a number
        // in words (`10 million`, which the translator writes `10 miljoen`): only the digits
        // are kept.
        let end = if counts {
            number.start + number_prefix_len(&text[number.start..number.end])
        } else {
            number.end
        };
        let kind =
            if is_figure && !counts { PlaceholderKind::Figure } else { PlaceholderKind::Number };
        let key = if kind == PlaceholderKind::Figure {
            Key::Number { value: number.value, unit: number.unit.map(|u| u.key()) }
        } else {
            Key::Number { value: number.shown, unit: None }
        };
        spans.push((Span { start: number.start, end, kind }, key, Some(number)));
    }
    for name in read.names {
        let key = Key::Name(compact_key(&name.text));
        spans.push((
            Span { start: name.start, end: name.end, kind: PlaceholderKind::Name },
            key,
            None,
        ));
    }
    // Markup came first at equal starts; the longest span wins, and what overlaps it goes.
    spans.sort_by_key(|(s, _, _)| (s.start, std::cmp::Reverse(s.end)));
    let mut kept: Vec<(Span, Key, Option<ProseNumber>)> = Vec::new();
    for entry in spans {
        if kept.last().is_some_and(|(last, _, _)| entry.0.start < last.end) {
            continue;
        }
        kept.push(entry);
    }
    let only_spans: Vec<Span> = kept.iter().map(|(s, _, _)| s.clone()).collect();
    let (protected, placeholders) = protect(text, &only_spans);
    let (keys, numbers) = kept.into_iter().map(|(_, key, number)| (key, number)).unzip();
    Protected { text: protected, placeholders, keys, numbers }
}

/// An existing translation's text in the source's markers: each of its placeholders that
/// says what one of the source's does takes that one's number. None when they do not pair
/// up one for one (a figure changed, lost or added).
fn pair_with_source(target: &Protected, source: &Protected) -> Option<String> {
    let mut used = vec![false; source.placeholders.len()];
    let mut numbers = Vec::new();
    for key in &target.keys {
        let found = source
            .keys
            .iter()
            .enumerate()
            .position(|(i, source_key)| !used[i] && same_key(key, source_key))?;
        used[found] = true;
        numbers.push(source.placeholders[found].index);
    }
    if used.iter().any(|u| !u) {
        return None;
    }
    let renumbered: Vec<Placeholder> = target
        .placeholders
        .iter()
        .zip(&numbers)
        .map(|(p, n)| Placeholder { original: translate::marker(*n), ..p.clone() })
        .collect();
    Some(restore(&target.text, &renumbered, &|p| p.original.clone()))
}

/// The placeholder put back into a translation: a figure formatted for the target language;
/// a plain number (a count, a year, a size such as the 2.5 of "2.5-inch") in the target's
/// digits and decimal separator, ungrouped; everything else as the source wrote it.
fn render_placeholder(
    placeholder: &Placeholder,
    number: Option<&ProseNumber>,
    source_style: &NumberStyle,
    target: &Target,
) -> String {
    let original = &placeholder.original;
    if let (Some(number), PlaceholderKind::Number) = (number, placeholder.kind) {
        return target.plain(original, number, source_style);
    }
    let plain = |number| target.plain(original, number, source_style);
    let target = target.localizer;
    let (Some(number), PlaceholderKind::Figure) = (number, placeholder.kind) else {
        return original.clone();
    };
    let digits = number_prefix_len(original);
    if digits == 0 || number.kind == NumberKind::ForeignFormat {
        return original.clone();
    }
    // The digits as the data writes them: no grouping, `.` before the fraction.
    let data_form: String = original[..digits]
        .chars()
        .filter_map(|c| {
            if c.is_ascii_digit() {
                Some(c)
            } else if c == source_style.decimal {
                Some('.')
            } else {
                None
            }
        })
        .collect();
    let rest = &original[digits..];
    // Digits the source leaves ungrouped and without a unit (`build 10302608`, a port, a
    // serial) are an identifier's: grouped, they would read as a quantity.
    let ungrouped = original[..digits].chars().all(|c| c.is_ascii_digit());
    if ungrouped && digits > 4 && rest.trim().is_empty() {
        return plain(number);
    }
    let with_unit = number.unit.filter(|_| !number.is_compact() && !rest.trim().is_empty());
    let formatted = match with_unit {
        Some(unit) => target.format_quantity(&data_form, unit.key(), false).ok(),
        None => target.format_decimal(&data_form).ok().map(|digits| format!("{digits}{rest}")),
    };
    formatted.unwrap_or_else(|| original.clone())
}

/// The language a translation is imported into: its formatter, and how it writes a plain
/// number's digits (read once per file).
struct Target<'l> {
    localizer: &'l Localizer,
    digits: Option<PlainDigits>,
}

impl Target<'_> {
    /// A plain number of the source in the target's digits and decimal separator, ungrouped
    /// ([`PlainDigits::write`]); as written where the target's digits are unknown.
    fn plain(&self, original: &str, number: &ProseNumber, source_style: &NumberStyle) -> String {
        match &self.digits {
            Some(digits) => digits.write(original, number, source_style),
            None => original.to_string(),
        }
    }
}

/// A language's zero and decimal separator, as its formatter writes them (`٠` and `٫` in
/// `ar-EG`, `0` and `,` in French).
struct PlainDigits {
    zero: char,
    decimal: char,
}

impl PlainDigits {
    fn of(localizer: &Localizer) -> Option<PlainDigits> {
        let zero = localizer.format_decimal("0").ok()?.chars().next()?;
        let decimal = localizer.format_decimal("0.5").ok()?.chars().rev().nth(1)?;
        Some(PlainDigits { zero, decimal })
    }

    /// A plain number of the source (`2.5`, `96`, `2019`) as the language writes it: its
    /// digits and decimal separator, without the grouping a figure gets (a year stays
    /// `2019`). Digits grouped in the source, in another language's format, or glued to
    /// letters stay as written.
    fn write(&self, original: &str, number: &ProseNumber, source_style: &NumberStyle) -> String {
        let digits = number_prefix_len(original);
        let plain =
            original[..digits].chars().all(|c| c.is_ascii_digit() || c == source_style.decimal);
        // Digits glued to letters (`4K`, `10GbE`) are read as a name's, in every script.
        let glued = original[digits..].starts_with(|c: char| c.is_alphanumeric());
        if digits == 0 || !plain || glued || number.kind == NumberKind::ForeignFormat {
            return original.to_string();
        }
        let written: String = original[..digits]
            .chars()
            .map(|c| match c.to_digit(10) {
                Some(d) => char::from_u32(self.zero as u32 + d).unwrap_or(c),
                None => self.decimal,
            })
            .collect();
        format!("{written}{}", &original[digits..])
    }
}

/// The page's source text: the first of the site's languages whose file is not marked
/// untranslated.
fn source_text<'p>(site: &LoadedSite, page: &'p Page) -> Option<&'p Text> {
    site.config
        .languages
        .iter()
        .filter_map(|l| page.texts.get(&l.code))
        .find(|t| t.untranslated.is_none())
}

fn style_of<'s>(site: &'s LoadedSite, lang: &str) -> Option<(NumberStyle, &'s Localizer)> {
    let localizer = site.l10n.get(lang)?;
    Some((NumberStyle::for_localizer(localizer), localizer))
}

fn relative(site: &LoadedSite, file: &Path) -> PathBuf {
    file.strip_prefix(&site.root).unwrap_or(file).to_path_buf()
}

/// Finds the pages `names` name: page paths, content folders or page files.
fn select_pages<'s>(site: &'s LoadedSite, names: &[String]) -> Result<Vec<&'s Page>, Diagnostics> {
    let with_prose = |page: &&Page| !page.texts.is_empty();
    if names.is_empty() {
        return Ok(site.content.pages.values().filter(with_prose).collect());
    }
    let mut pages = Vec::new();
    let mut problems = Diagnostics::new();
    for name in names {
        let mut path = name.replace('\\', "/");
        if path.ends_with(".md") {
            path = path.rsplit_once('/').map(|(dir, _)| dir.to_string()).unwrap_or_default();
        }
        let path = path.trim_matches('/');
        let path = path.strip_prefix("content/").or(path.strip_prefix("content")).unwrap_or(path);
        match site.content.get(path.trim_matches('/')).filter(with_prose) {
            Some(page) => pages.push(page),
            None => problems.push(Diagnostic::error(format!("no page `{name}` with prose")).with_help(
                "name a page by its folder under content/, e.g. `reviews/sn630-vsan` or `drives/wd-sn630`",
            )),
        }
    }
    if problems.is_empty() {
        Ok(pages)
    } else {
        Err(problems)
    }
}

/// Writes one file per page for `options.lang`.
pub fn export(options: &ExportOptions) -> Result<ExportReport, Diagnostics> {
    let (site, _warnings) = LoadedSite::load(&options.root, None, false)?;
    let Some((target_style, _)) = style_of(&site, &options.lang) else {
        let known: Vec<&str> = site.config.languages.iter().map(|l| l.code.as_str()).collect();
        let mut problems = Diagnostics::new();
        problems.push(
            Diagnostic::error(format!("`{}` is not one of the site's languages", options.lang))
                .with_help(format!("the site's languages are {}", known.join(", "))),
        );
        return Err(problems);
    };
    let pages = select_pages(&site, &options.pages)?;
    let mut report = ExportReport::default();
    let exported = jiff::Timestamp::now().strftime("%Y-%m-%d %H:%M+0000").to_string();
    let mut documents = Vec::new();
    let mut problems = Diagnostics::new();
    for page in pages {
        let Some(source) = source_text(&site, page) else { continue };
        if source.lang == options.lang {
            continue;
        }
        let Some((source_style, _)) = style_of(&site, &source.lang) else { continue };
        let recorded = match versions::read(&page.dir, &options.lang) {
            Ok(recorded) => recorded,
            Err(problem) => {
                report.warnings.push(problem);
                None
            }
        };
        if options.changed && recorded.is_none() {
            // Never imported: what its translation was made from is not known.
            report.unrecorded.push(page.path.clone());
            continue;
        }
        let segments = translate::segments(&source.parsed);
        let (existing, body_paired) =
            translate::existing_translation(&segments, page.texts.get(&options.lang));
        if !body_paired {
            report.warnings.push(
                Diagnostic::warning(format!(
                    "the {} text's prose has another structure than the {} text's: its headings, paragraphs and items are not exported as translations",
                    options.lang, source.lang
                ))
                .in_file(&page.texts[&options.lang].file)
                .with_help("translators start these units over; after one import the structures match"),
            );
        }
        let mut units = Vec::new();
        for segment in &segments {
            let protected = protect_text(&segment.text, &source_style);
            if nothing_to_translate(&protected.text) {
                continue;
            }
            let hash = source_hash(&segment.text);
            let recorded_hash = recorded.as_ref().and_then(|r| r.units.get(&segment.id));
            let changed = recorded_hash != Some(&hash);
            if options.changed && !changed {
                continue;
            }
            let (mut target, mut state, mut note) = (None, TargetState::Untranslated, None);
            if let Some(theirs) = existing.get(&segment.id) {
                let theirs_protected = protect_text(theirs, &target_style);
                match pair_with_source(&theirs_protected, &protected) {
                    Some(paired) => {
                        target = Some(paired);
                        state = TargetState::Translated;
                    }
                    None => {
                        target = Some(theirs.clone());
                        state = TargetState::Fuzzy;
                        note = Some(
                            "The existing translation's figures and names do not pair up with the source's placeholders: put each placeholder where its figure is.".to_string(),
                        );
                    }
                }
                if recorded.is_some() && changed && state == TargetState::Translated {
                    state = TargetState::Fuzzy;
                    note = Some("The source changed since this was translated.".to_string());
                }
            }
            units.push(ExportUnit {
                id: segment.id.clone(),
                source: protected.text,
                placeholders: protected.placeholders,
                target,
                state,
                line: segment.line,
                note,
            });
        }
        if units.is_empty() {
            report.unchanged.push(page.path.clone());
            continue;
        }
        let document = ExportDocument {
            page: page.path.clone(),
            source_file: relative(&site, &source.file),
            source_lang: source.lang.clone(),
            target_lang: options.lang.clone(),
            exported: exported.clone(),
            units,
        };
        let folder = if page.path.is_empty() { "home" } else { page.path.as_str() };
        let file = options.output.join(folder).join(format!(
            "{}.{}",
            options.lang,
            options.format.extension()
        ));
        let mut document = document;
        match keep_previous_work(&site, &file, &options.lang, &mut document) {
            Ok(warnings) => report.warnings.extend(warnings),
            Err(problem) => problems.push(problem),
        }
        documents.push((file, document));
    }
    // Nothing is written while any file an export would replace is in doubt.
    if !problems.is_empty() {
        return Err(problems);
    }
    for (file, document) in documents {
        let text = match options.format {
            Format::Po => translate::po::write(&document),
            Format::Xliff => translate::xliff::write(&document),
        };
        let written = file
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .map_err(|e| {
                Diagnostic::error(format!("cannot create the folder of {}: {e}", file.display()))
            })
            // Atomically: a killed export never leaves a translator's file cut short.
            .and_then(|()| iopress_import::write_atomically(&file, &text));
        if let Err(problem) = written {
            let mut problems = Diagnostics::new();
            problems.push(problem);
            return Err(problems);
        }
        let with_target = document.units.iter().filter(|u| u.target.is_some()).count();
        report.files.push((file, document.units.len(), with_target));
    }
    Ok(report)
}

/// When `file` (the one an export is about to write) exists, carries the translations in it
/// into `document`, so that exporting again never loses a translator's work that was not
/// imported yet. A file there that is not a translation into `lang` is an error: it is not
/// ours to replace. Translated units the source no longer has are kept in a copy of the file
/// (`<file>.previous`), with a warning.
fn keep_previous_work(
    site: &LoadedSite,
    file: &Path,
    lang: &str,
    document: &mut ExportDocument,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    if !file.exists() {
        return Ok(Vec::new());
    }
    let move_it =
        "move it away or export into another --output folder; the export replaces only translation files";
    let (text, previous) = read_translation(file).map_err(|mut problem| {
        if problem.location.is_some() {
            problem.message = format!(
                "the export would replace this file, which is not a translation file: {}",
                problem.message
            );
        }
        problem.with_help(move_it)
    })?;
    if site_language(site, &previous.target_lang) != lang {
        return Err(Diagnostic::error(format!(
            "the export would replace this file, which translates into `{}`, not `{lang}`",
            previous.target_lang
        ))
        .in_file(file)
        .with_help(move_it));
    }
    let dropped = translate::carry_previous_translations(document, &previous);
    if dropped.is_empty() {
        return Ok(Vec::new());
    }
    let kept = keep_aside(file, &text).map_err(|e| {
        Diagnostic::error(format!(
            "{} translated units of this file are no longer in the source, and a copy of the file cannot be kept: {e}",
            dropped.len()
        ))
        .in_file(file)
        .with_help(move_it)
    })?;
    let ids: Vec<&str> = dropped.iter().map(|d| d.id.as_str()).collect();
    Ok(vec![Diagnostic::warning(format!(
        "{} translated unit{} of {} {} no longer in the source ({}): the file as it was is kept as {}",
        dropped.len(),
        if dropped.len() == 1 { "" } else { "s" },
        file.display(),
        if dropped.len() == 1 { "is" } else { "are" },
        ids.join(", "),
        kept.display()
    ))
    .with_help("copy what is still of use from it into the new file; then delete it")])
}

/// Writes `text` to the first free name of `<file>.previous`, `<file>.previous.2`, …: a
/// copy never replaces an earlier one.
fn keep_aside(file: &Path, text: &str) -> std::io::Result<PathBuf> {
    use std::io::Write as _;
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    for n in 1.. {
        let suffix = if n == 1 { String::new() } else { format!(".{n}") };
        let aside = file.with_file_name(format!("{name}.previous{suffix}"));
        match std::fs::OpenOptions::new().write(true).create_new(true).open(&aside) {
            Ok(mut copy) => {
                copy.write_all(text.as_bytes())?;
                copy.sync_all()?;
                return Ok(aside);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    unreachable!("the names run out before the numbers")
}

/// What an import wrote, per page.
#[derive(Debug, Default)]
pub struct ImportReport {
    /// Each page file written, with how many units came from the file, how many kept the
    /// previous translation, and how many have none (the page is then marked untranslated).
    pub pages: Vec<ImportedPage>,
    pub warnings: Vec<Diagnostic>,
}

#[derive(Debug)]
pub struct ImportedPage {
    pub file: PathBuf,
    pub imported: usize,
    pub kept: usize,
    pub untranslated: usize,
    /// False when nothing of the file was translated and the page had no translation: no
    /// file of the source's words is created.
    pub written: bool,
}

/// Reads each translated file and writes the page it translates. A file with a placeholder
/// problem writes nothing, and is reported with every problem it has; the other files are
/// imported.
pub fn import(root: &Path, files: &[PathBuf]) -> (ImportReport, Diagnostics) {
    let mut report = ImportReport::default();
    let mut problems = Diagnostics::new();
    let site = match LoadedSite::load(root, None, false) {
        Ok((site, _)) => site,
        Err(errors) => return (report, errors),
    };
    for file in files {
        match import_file(&site, file, &mut report.warnings) {
            Ok(page) => report.pages.push(page),
            Err(errors) => problems.extend(errors),
        }
    }
    (report, problems)
}

fn import_file(
    site: &LoadedSite,
    file: &Path,
    warnings: &mut Vec<Diagnostic>,
) -> Result<ImportedPage, Diagnostics> {
    let fail = |diagnostic: Diagnostic| {
        let mut problems = Diagnostics::new();
        problems.push(diagnostic);
        problems
    };
    let (_, document) = read_translation(file).map_err(|problem| {
        fail(problem.with_help(
            "import PO or XLIFF files written by `iopress translate export` (and translated since)",
        ))
    })?;
    let page = site
        .content
        .pages
        .values()
        .find(|p| p.texts.values().any(|t| relative(site, &t.file) == document.source_file))
        .ok_or_else(|| {
            fail(
                Diagnostic::error(format!(
                    "this file translates `{}`, which is not a page of the site",
                    document.source_file.display()
                ))
                .in_file(file)
                .with_help("export the page again with `iopress translate export`"),
            )
        })?;
    let lang = site_language(site, &document.target_lang);
    let lang = lang.as_str();
    let source =
        source_text(site, page).filter(|s| relative(site, &s.file) == document.source_file);
    let Some(source) = source else {
        return Err(fail(
            Diagnostic::error(format!(
                "`{}` is no longer the source text of `{}`",
                document.source_file.display(),
                page.path
            ))
            .in_file(file),
        ));
    };
    let (Some((source_style, _)), Some((_, target_localizer))) =
        (style_of(site, &source.lang), style_of(site, lang))
    else {
        return Err(fail(
            Diagnostic::error(format!("`{lang}` is not one of the site's languages"))
                .in_file(file)
                .with_help("add it with `iopress new language` first"),
        ));
    };
    if lang == source.lang {
        return Err(fail(
            Diagnostic::error(format!("this file translates the {lang} text into {lang}"))
                .in_file(file),
        ));
    }

    let segments = translate::segments(&source.parsed);
    let protected: Vec<Protected> =
        segments.iter().map(|s| protect_text(&s.text, &source_style)).collect();
    let target = Target { localizer: target_localizer, digits: PlainDigits::of(target_localizer) };
    let render = |p: &Protected, text: &str| {
        restore(text, &p.placeholders, &|placeholder| {
            let number = p.numbers.get(placeholder.index - 1).and_then(Option::as_ref);
            render_placeholder(placeholder, number, &source_style, &target)
        })
    };

    // Each unit of the file finds its source unit by id here, not by a scan of the units.
    let index_of: BTreeMap<&str, usize> =
        segments.iter().enumerate().map(|(i, s)| (s.id.as_str(), i)).collect();

    // Every unit of the file is checked before anything is written.
    let mut problems = Diagnostics::new();
    let mut translated: BTreeMap<String, String> = BTreeMap::new();
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for unit in &document.units {
        if let Some(first) = seen.insert(&unit.id, unit.line) {
            problems.push(
                Diagnostic::error(format!(
                    "unit `{}` is in the file twice (first at line {first})",
                    unit.id
                ))
                .in_file(file)
                .at(unit.line, 1)
                .with_help("keep one entry per unit, as exported"),
            );
            continue;
        }
        let Some(&index) = index_of.get(unit.id.as_str()) else {
            warnings.push(
                Diagnostic::warning(format!(
                    "unit `{}` is no longer in the source: left out",
                    unit.id
                ))
                .in_file(file)
                .at(unit.line, 1),
            );
            continue;
        };
        let source_unit = &protected[index];
        if unit.source != source_unit.text {
            warnings.push(
                Diagnostic::warning(format!(
                    "unit `{}`: the source changed since this file was exported; its translation is not used",
                    unit.id
                ))
                .in_file(file)
                .at(unit.line, 1)
                .with_help(format!(
                    "export again (`iopress translate export --lang {lang} --changed`) and translate the new text"
                )),
            );
            continue;
        }
        let Some(target) = unit.target.as_deref().filter(|_| unit.state == TargetState::Translated)
        else {
            continue;
        };
        let mut unit_problems = unit.altered.clone();
        unit_problems.extend(placeholder_problems(target, &source_unit.placeholders));
        for problem in &unit_problems {
            problems.push(
                Diagnostic::error(format!("unit `{}`: {problem}", unit.id))
                    .in_file(file)
                    .at(unit.line, 1)
                    .with_help(format!(
                        "keep each placeholder of the source exactly once, unchanged; nothing was written for {} ({lang})",
                        page.path
                    )),
            );
        }
        if unit_problems.is_empty() {
            translated.insert(unit.id.clone(), render(source_unit, target));
        }
    }
    if problems.has_errors() {
        return Err(problems);
    }

    let previous = page.texts.get(lang);
    let (existing, _) = translate::existing_translation(&segments, previous);
    let recorded = versions::read(&page.dir, lang).map_err(fail)?;
    let mut record =
        versions::SourceVersions { source: source.lang.clone(), units: BTreeMap::new() };
    let mut final_texts: BTreeMap<String, String> = BTreeMap::new();
    let (mut imported, mut kept, mut untranslated) = (0, 0, 0);
    for (segment, protected) in segments.iter().zip(&protected) {
        let hash = source_hash(&segment.text);
        if let Some(text) = translated.remove(&segment.id) {
            imported += 1;
            record.units.insert(segment.id.clone(), hash);
            final_texts.insert(segment.id.clone(), text);
        } else if nothing_to_translate(&protected.text) {
            record.units.insert(segment.id.clone(), hash);
            final_texts.insert(segment.id.clone(), render(protected, &protected.text));
        } else if let Some(text) = existing.get(&segment.id) {
            kept += 1;
            // A translation never imported before is taken as made from the source as it is.
            let was = recorded.as_ref().and_then(|r| r.units.get(&segment.id)).cloned();
            record.units.insert(segment.id.clone(), was.unwrap_or(hash));
            final_texts.insert(segment.id.clone(), text.clone());
        } else {
            untranslated += 1;
            final_texts.insert(segment.id.clone(), render(protected, &protected.text));
        }
    }
    let target_file = page.dir.join(format!("index.{lang}.md"));
    let target_file = match source.file.file_name().and_then(|n| n.to_str()) {
        Some(name) if name.starts_with("_index.") => page.dir.join(format!("_index.{lang}.md")),
        _ => target_file,
    };
    if imported == 0 && kept == 0 && previous.is_none() {
        // A file nobody translated yet: no page of the source's words to create.
        return Ok(ImportedPage {
            file: relative(site, &target_file),
            imported,
            kept,
            untranslated,
            written: false,
        });
    }
    if untranslated > 0 && page.is_translated(lang) {
        // The page has a translation, but not of these units (its prose did not pair with
        // the source's): writing the source's words over it would lose it.
        let previous_file = previous.map(|t| t.file.as_path()).unwrap_or(&target_file);
        return Err(fail(
            Diagnostic::error(format!(
                "{untranslated} unit{} of {} would be the {} text's, not a translation: the {lang} translation in {} does not pair with them",
                if untranslated == 1 { "" } else { "s" },
                page.path,
                source.lang,
                relative(site, previous_file).display()
            ))
            .in_file(file)
            .with_help(format!(
                "translate every unit of the file (its prose has another structure than the {} text's, so its paragraphs were not exported as translations); nothing was written for {} ({lang})",
                source.lang, page.path
            )),
        ));
    }
    let page_text =
        translate::assemble_page(source, previous, &segments, &final_texts, untranslated);
    // Replaced whole (a temporary file renamed over it), as `iopress import` replaces a data
    // file: `iopress serve` never reads half a page, and the page keeps its permissions.
    iopress_import::write_atomically(&target_file, &page_text).map_err(fail)?;
    versions::write(&page.dir, lang, &record).map_err(|e| {
        fail(Diagnostic::error(format!("cannot write the page: {e}")).in_file(&target_file))
    })?;
    Ok(ImportedPage {
        file: relative(site, &target_file),
        imported,
        kept,
        untranslated,
        written: true,
    })
}

/// The site's language a file's language code names: itself, or the site's language of the
/// same base language when a tool wrote a region (`fr-FR` for a site's `fr`).
/// A translated file, read (UTF-8 checked, at the line and column of a bad byte) and parsed as
/// PO or XLIFF: its text and its units. A problem names the file, and the line where it is.
fn read_translation(file: &Path) -> Result<(String, ImportedDocument), Diagnostic> {
    let text = iopress_site::text_file::read(file).map_err(|e| {
        e.into_diagnostic(|e| Diagnostic::error(format!("cannot read the file: {e}")).in_file(file))
    })?;
    let document = translate::read_translation_file(&text)
        .map_err(|e| Diagnostic::error(e.message).in_file(file).at(e.line, 1))?;
    Ok((text, document))
}

fn site_language(site: &LoadedSite, code: &str) -> String {
    let languages = &site.config.languages;
    if languages.iter().any(|l| l.code == code) {
        return code.to_string();
    }
    let base = code.split(['-', '_']).next().unwrap_or(code);
    languages
        .iter()
        .find(|l| l.code.eq_ignore_ascii_case(code) || l.code.eq_ignore_ascii_case(base))
        .map(|l| l.code.clone())
        .unwrap_or_else(|| code.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text` protected as an English text is: `.` before decimals, `,` between groups.
    fn protect_english(text: &str) -> Protected {
        protect_text(text, &NumberStyle::plain('.', ','))
    }

    #[test]
    fn a_figure_is_one_placeholder_and_a_count_keeps_its_word() {
        let protected =
            protect_english("Reads reach 2,231.0 MB/s on 8 VMs of the SN630 {{ value(a=\"1\") }}.");
        assert_eq!(protected.text, "Reads reach {1} on {2} VMs of the {3} {4}.");
        let originals: Vec<&str> =
            protected.placeholders.iter().map(|p| p.original.as_str()).collect();
        assert_eq!(originals, ["2,231.0 MB/s", "8", "SN630", "{{ value(a=\"1\") }}"]);
    }

    #[test]
    fn versions_stay_with_their_word_and_numbers_with_the_name_they_start() {
        let protected = protect_english(
            "Debian's fio 3.33 over 100 GbE; Version 6.2 of vSAN 6.7 at a ratio of 1.5.",
        );
        assert_eq!(protected.text, "Debian's {1} over {2}; {3} of {4} at a ratio of {5}.");
        let placeholders: Vec<(&str, &str)> =
            protected.placeholders.iter().map(|p| (p.kind.as_str(), p.original.as_str())).collect();
        assert_eq!(
            placeholders,
            [
                ("name", "fio 3.33"),
                ("name", "100 GbE"),
                ("name", "Version 6.2"),
                ("name", "vSAN 6.7"),
                ("figure", "1.5")
            ]
        );
    }

    #[test]
    fn the_number_prefix_stops_before_the_unit() {
        assert_eq!(number_prefix_len("2,231.0 MB/s"), 7);
        assert_eq!(number_prefix_len("12 610,3 TPS"), 8);
        assert_eq!(number_prefix_len("442K"), 3);
    }
}
