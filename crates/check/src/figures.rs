//! Figures typed in prose, checked against the source-language text and the data.
//!
//! The source of a page is its text in the site's default language (or, without one, its
//! first language); every other text is a translation. For each translation:
//! - a figure must match a figure of the source or a value of the data (within the rounding
//!   the text shows: `442K` matches 442,089), else it is *unmatched* (an error);
//! - when both texts have the same blocks (paragraphs, headings, list items, table cells),
//!   a figure must be in the same block as in the source, and in the same sentence when
//!   both blocks have as many sentences, else it has *moved* (an error: figures swapped);
//!   when paragraphs were merged or split but the headings kept, in the same section;
//! - a figure of the source that the translation does not give is *missing* (a warning).
//!
//! In every language: `XNUMX` and figures run together are *debris*; a number written
//! with another language's separators is a *format* error; a figure with a unit that is
//! close to (within 25 %) but not equal to a data value of the same dimension contradicts
//! the data (an error), unless it is a round figure of one significant digit (`1 ms`,
//! `100K`), which prose uses for thresholds.

use std::collections::HashMap;

use iopress_site::content::Page;
use iopress_site::diagnostics::Location;
use iopress_site::l10n::Localizer;
use iopress_site::LoadedSite;

use super::compare::Comparison;
use super::data_values::{
    contradicts, data_values, localized, site_data_values, DataOfAPage, DataValue,
};
use super::prose::Prose;
use super::prose_numbers::{digits, DebrisKind, NumberKind, NumberStyle};
use super::reading::{Located, NumberWords, Text};
use super::{Finding, FindingKind};

/// `texts`: every page's prose by page path, as [`super::prose::read_all`] reads it.
pub fn check(site: &LoadedSite, texts: &HashMap<String, Vec<(String, Prose)>>) -> Vec<Finding> {
    use rayon::prelude::*;
    let styles: HashMap<&str, NumberStyle> =
        site.l10n.localizers().map(|l| (l.code(), NumberStyle::for_localizer(l))).collect();
    let words: HashMap<&str, NumberWords> =
        site.l10n.localizers().map(|l| (l.code(), NumberWords::for_localizer(l))).collect();
    // A page may quote another page's data (a review's result on the drive's page).
    let site_data = site_data_values(site);
    // Pages are checked independently of each other, on every core.
    let pages: Vec<&Page> =
        site.content.pages.values().filter(|page| !page.texts.is_empty()).collect();
    let mut findings: Vec<Finding> = pages
        .par_iter()
        .flat_map_iter(|page| check_page(site, page, texts, &site_data, &styles, &words))
        .collect();
    // A drive's alt texts, in drive.toml, each language's against the source language's.
    let alt_texts = super::prose::read_drive_alt_texts(site);
    let drives = site.content.pages.values().filter(|page| alt_texts.contains_key(&page.path));
    findings.extend(
        drives.flat_map(|page| check_page(site, page, &alt_texts, &site_data, &styles, &words)),
    );
    findings
}

/// The figures of one page's texts: each on its own, and each translation against the source.
fn check_page(
    site: &LoadedSite,
    page: &Page,
    texts: &HashMap<String, Vec<(String, Prose)>>,
    site_data: &[DataValue],
    styles: &HashMap<&str, NumberStyle>,
    words: &HashMap<&str, NumberWords>,
) -> Vec<Finding> {
    let mut findings = Vec::new();
    let own_data = data_values(site, page);
    let data = DataOfAPage { own: &own_data, elsewhere: site_data };
    let page_texts = texts.get(&page.path).map(Vec::as_slice).unwrap_or_default();
    let source_lang = if page_texts.iter().any(|(lang, _)| *lang == site.config.default_language) {
        site.config.default_language.clone()
    } else {
        page_texts.iter().map(|(lang, _)| lang).min().cloned().unwrap_or_default()
    };
    let mut readings = Vec::new();
    for (lang, prose) in page_texts {
        let (Some(style), Some(words)) = (styles.get(lang.as_str()), words.get(lang.as_str()))
        else {
            continue;
        };
        readings.push(Text::read(lang, prose, style, words));
    }
    let source = readings.iter().find(|r| r.lang == source_lang);
    for text in &readings {
        debris(text, source.filter(|s| s.lang != text.lang), &mut findings);
    }
    let Some(source) = source else { return findings };
    let source_localizer = site.l10n.get(&source_lang).expect("read above");
    for figure in &source.figures {
        if figure.number.kind == NumberKind::ForeignFormat {
            let mut finding = foreign_format(figure, source.prose, source_localizer);
            // Without a unit, digits no convention of this language reads (`1970,2070`) may
            // be a list or a name: unexplained, not wrong.
            if figure.number.unit.is_none() {
                finding.severity = iopress_site::diagnostics::Severity::Warning;
            }
            findings.push(finding);
        }
        contradicts(
            figure,
            source.figures_in(&(figure.sentence..figure.sentence + 1)),
            source.prose,
            &data,
            source_localizer,
            None,
            &mut findings,
        );
    }
    let source_name = site
        .config
        .language(&source_lang)
        .map(|l| l.name.clone())
        .unwrap_or_else(|| source_lang.clone());
    let source_lists = super::lists::SourceLists::of(source);
    for translation in readings.iter().filter(|r| r.lang != source_lang) {
        // Lists the source joins by commas and the translation writes apart are the
        // source's: set aside (a copy of each text, in the few pages that have them).
        let lists = source_lists.written_apart(source, translation, &source_name);
        findings.extend(lists.findings);
        let lists_aside;
        let (source, translation) = if lists.in_source.is_empty() {
            (source, translation)
        } else {
            lists_aside =
                (source.without(&lists.in_source), translation.without(&lists.in_translation));
            (&lists_aside.0, &lists_aside.1)
        };
        let comparison = Comparison {
            source,
            translation,
            source_name: source_name.clone(),
            data,
            localizer: site.l10n.get(&translation.lang).expect("read above"),
            source_localizer,
            source_style: &styles[source_lang.as_str()],
            translation_style: &styles[translation.lang.as_str()],
            source_words: &words[source_lang.as_str()],
            translation_words: &words[translation.lang.as_str()],
        };
        findings.extend(comparison.run());
    }
    for reading in readings.iter().filter(|r| r.prose.has_characters_read_in_ascii()) {
        show_as_written(&mut findings, reading.prose);
    }
    findings
}

/// Findings in `prose`, whose digits of another numbering system and hyphens were read in
/// their ASCII form (`٢٫٥` as `2٫5`, `E5‑2697` as `E5-2697`), show the figure as the file
/// writes it: one character for one, at the finding's place.
fn show_as_written(findings: &mut [Finding], prose: &Prose) {
    for finding in findings.iter_mut().filter(|f| f.file.as_deref() == Some(prose.file.as_path())) {
        let (Some(text), Some(line), Some(column)) = (&finding.text, finding.line, finding.column)
        else {
            continue;
        };
        let Some(written) = prose.written_at(Location::new(line, column), text.chars().count())
        else {
            continue;
        };
        let same_as_read = written
            .chars()
            .zip(text.chars())
            .all(|(w, t)| w == t || super::prose::ascii_form(w) == Some(t));
        if written != text && same_as_read {
            let written = written.to_string();
            finding.message =
                finding.message.replace(&format!("`{text}`"), &format!("`{written}`"));
            finding.text = Some(written);
        }
    }
}

/// `XNUMX` and numbers run together, in any text: a translation's against its `source`.
fn debris(text: &Text, source: Option<&Text>, findings: &mut Vec<Finding>) {
    for (piece, location) in &text.debris {
        let finding = match piece.what {
            DebrisKind::Placeholder => Finding::error(FindingKind::NumberDebris, "`XNUMX` stands where a machine translator lost a number")
                .help("write the figure of the source text here, or use `{{ value(...) }}` to show it from the data"),
            // Numbers side by side are also a list or binary digits (`1010 1001`): certain
            // only in a translation whose source does not write them so.
            DebrisKind::RunTogether | DebrisKind::SideBySide => {
                let in_source = source.is_some_and(|source| {
                    let glued = digits(&piece.text);
                    // The source writes them so, or glued into one token (`#7621942017-11-04`).
                    source.debris.iter().any(|(other, _)| digits(&other.text) == glued)
                        || source.prose.written().contains(piece.text.as_str())
                        // Or its first number ends a name the source writes after the second
                        // number: the translation put that number after the name's noun (`CPU
                        // Xeon Gold 6130 16 nhân` for "16-core Xeon Gold 6130 CPUs"). Numbers
                        // whose words between were lost keep the source's order.
                        || piece.after_name.as_ref().is_some_and(|name| {
                            let second = piece.text.split_whitespace().last().unwrap_or_default();
                            written_after(source.prose.written(), name, second)
                        })
                        // (long enough not to match by chance, as `0 1` would `RAID 01`)
                        || glued.len() >= 6
                            && source.names.iter().any(|n| digits(&n.name.text) == glued)
                });
                if in_source {
                    continue;
                }
                let message = "two numbers run together, with nothing between them";
                match (source, piece.what) {
                    (Some(_), _) => Finding::error(FindingKind::NumberDebris, message),
                    (None, DebrisKind::SideBySide) => continue,
                    (None, _) => Finding::warning(FindingKind::NumberDebris, format!("{message}: a list, or two figures merged?")),
                }
                .help("a machine translation probably merged two figures; write the sentence again from the source")
            }
        };
        findings.push(finding.at(&text.prose.file, Some(*location)).text(piece.text.clone()));
    }
}

/// Whether `text` writes `name` a few words after the number `number`, with no other number
/// between (`two 16-core Xeon Gold 6130 CPUs`: `Gold 6130` after `16`), the number a token of
/// its own (not the `8859-15` of `iso_8859-15`).
fn written_after(text: &str, name: &str, number: &str) -> bool {
    !number.is_empty()
        && text.match_indices(name).any(|(at, _)| {
            let before = &text[..at];
            let paragraph = before.rsplit("\n\n").next().unwrap_or(before);
            paragraph.match_indices(number).any(|(i, _)| {
                let previous = paragraph[..i].chars().next_back();
                let between = &paragraph[i + number.len()..];
                // Words only between them, a few: the number is of the name's noun phrase.
                !previous.is_some_and(|c| c.is_alphanumeric() || ".,_-/".contains(c))
                    && !between.contains(|c: char| c.is_ascii_digit())
                    && between.split_whitespace().count() <= 2
            })
        })
}

/// A number of the source text written with another language's separators.
fn foreign_format(figure: &Located, prose: &Prose, localizer: &Localizer) -> Finding {
    Finding::error(FindingKind::NumberFormat, format!("`{}` is not written the way {} writes numbers", figure.number.text, localizer.locale()))
        .at(&prose.file, Some(figure.location))
        .text(figure.number.text.clone())
        .expected(localized(&figure.number, localizer))
        .help("use this language's decimal and grouping separators (or `{{ value(...) }}`, which formats for each language)")
}
