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

use std::collections::{BTreeSet, HashMap};
use std::path::Path;

use crate::build::LoadedSite;
use crate::content::Page;
use crate::data::table::Cell;
use crate::data::units::Unit;
use crate::data::{DataNumber, Detail, Fact};
use crate::diagnostics::Location;
use crate::l10n::Localizer;

use super::numbers::{scan, DebrisKind, NumberKind, NumberStyle, ProseNumber};
use super::prose::Prose;
use super::{Finding, FindingKind};

/// How far (relative) a figure may be from a data value of its dimension to be read as
/// that value, wrongly written.
const CONTRADICTION_RANGE: f64 = 0.25;
/// How far a figure may be from a value the data marks approximate (`~`) and still show it.
const APPROXIMATE_RANGE: f64 = 0.05;

/// A value of the page's data.
#[derive(Debug, Clone)]
struct DataValue {
    number: DataNumber,
    unit: Option<Unit>,
    /// The column it is in (`peak-iops`) and its row's workload and configuration: their
    /// labels are the words a sentence quoting it uses ("peak", "boot", "clone"). Empty for
    /// facts (rigs, configurations, drives, protocols): they are not results, and prose
    /// quotes their parts and totals, so they are matched but never contradicted.
    names: Vec<String>,
    /// Where it is, for messages: `sysbench.csv, line 4`.
    source: String,
}

impl DataValue {
    fn base(&self) -> f64 {
        self.unit.map(|u| u.to_base(self.number.value)).unwrap_or(self.number.value)
    }
}

/// A figure of one text, with where it is.
struct Located {
    number: ProseNumber,
    /// Its sentence and its paragraph, lowercased: the words that say what it measures.
    context: Context,
    block: usize,
    /// The section (between headings) the block is in.
    section: usize,
    sentence: usize,
    location: Location,
}

/// One text, read.
struct Reading<'p> {
    lang: String,
    prose: &'p Prose,
    figures: Vec<Located>,
}

/// `texts`: every page's prose by page path, as [`super::prose::read_all`] reads it.
pub fn check(site: &LoadedSite, texts: &HashMap<String, Vec<(String, Prose)>>) -> Vec<Finding> {
    let mut findings = Vec::new();
    let styles: HashMap<&str, NumberStyle> = site.l10n.localizers().map(|l| (l.code(), NumberStyle::for_localizer(l))).collect();
    for page in site.content.pages.values() {
        if page.texts.is_empty() {
            continue;
        }
        let data = data_values(site, page);
        let source_lang = if page.texts.contains_key(&site.config.default_language) {
            site.config.default_language.clone()
        } else {
            page.texts.keys().next().cloned().unwrap_or_default()
        };
        let mut readings = Vec::new();
        for (lang, prose) in texts.get(&page.path).into_iter().flatten() {
            let (Some(localizer), Some(style)) = (site.l10n.get(lang), styles.get(lang.as_str())) else { continue };
            readings.push(read(lang, prose, style, localizer, &mut findings));
        }
        let Some(source) = readings.iter().find(|r| r.lang == source_lang) else { continue };
        let source_localizer = site.l10n.get(&source_lang).expect("read above");
        for figure in &source.figures {
            contradicts(figure, source.prose, data.as_slice(), source_localizer, &mut findings);
        }
        for translation in readings.iter().filter(|r| r.lang != source_lang) {
            let localizer = site.l10n.get(&translation.lang).expect("read above");
            let source_name = site.config.language(&source_lang).map(|l| l.name.clone()).unwrap_or_else(|| source_lang.clone());
            compare(source, translation, &source_name, &data, localizer, &mut findings);
        }
    }
    findings
}

/// Reads one text's figures, reporting what is wrong in it alone: debris and foreign
/// formats.
fn read<'p>(lang: &str, prose: &'p Prose, style: &NumberStyle, localizer: &Localizer, findings: &mut Vec<Finding>) -> Reading<'p> {
    let mut figures = Vec::new();
    let sections = prose.sections();
    for (index, block) in prose.blocks.iter().enumerate() {
        let (numbers, debris) = scan(&block.text, style);
        for piece in debris {
            let location = prose.location(block, piece.start);
            let finding = match piece.what {
                DebrisKind::Placeholder => Finding::error(FindingKind::NumberDebris, "`XNUMX` stands where a machine translator lost a number")
                    .help("write the figure of the source text here, or use `{{ value(...) }}` to show it from the data"),
                DebrisKind::RunTogether => Finding::error(FindingKind::NumberDebris, "two numbers run together, with nothing between them")
                    .help("a machine translation probably merged two figures; write the sentence again from the source"),
            };
            findings.push(finding.at(&prose.file, Some(location)).text(piece.text));
        }
        // Each figure's own words run from the number before it to the number after it.
        let bounds: Vec<(usize, usize)> = numbers.iter().map(|n| (n.start, n.end)).collect();
        for (position, number) in numbers.into_iter().enumerate() {
            let location = prose.location(block, number.start);
            if number.kind == NumberKind::ForeignFormat {
                let mut finding = Finding::error(FindingKind::NumberFormat, format!("`{}` is not written the way {} writes numbers", number.text, localizer.locale()))
                    .at(&prose.file, Some(location))
                    .text(number.text.clone())
                    .help("use this language's decimal and grouping separators (or `{{ value(...) }}`, which formats for each language)");
                if let Some(expected) = reformat(&number, localizer) {
                    finding = finding.expected(expected);
                }
                findings.push(finding);
            }
            if number.kind == NumberKind::Other {
                continue;
            }
            let sentence = block.sentence_at(number.start);
            let (sentence_start, sentence_text) = block.sentence_span(sentence);
            let sentence_end = sentence_start + sentence_text.len();
            let near_start = position.checked_sub(1).map(|p| bounds[p].1).unwrap_or(0).max(sentence_start);
            let near_end = bounds.get(position + 1).map(|b| b.0).unwrap_or(block.text.len()).min(sentence_end).max(near_start);
            let context = Context::new(&block.text[near_start..near_end], sentence_text, &block.text);
            figures.push(Located { number, context, block: index, section: sections[index], sentence, location });
        }
    }
    Reading { lang: lang.to_string(), prose, figures }
}

fn contradicts(figure: &Located, prose: &Prose, data: &[DataValue], localizer: &Localizer, findings: &mut Vec<Finding>) {
    if figure.number.kind == NumberKind::Figure {
        if let Some(finding) = contradiction(&figure.number, &figure.context, data, localizer) {
            findings.push(finding.at(&prose.file, Some(figure.location)));
        }
    }
}

/// A figure with a unit that no data value matches but one of the same dimension is close to.
fn contradiction(number: &ProseNumber, context: &Context, data: &[DataValue], localizer: &Localizer) -> Option<Finding> {
    let dimension = number.dimension()?;
    if significant_digits(number) < 2 {
        return None;
    }
    let same_dimension: Vec<&DataValue> = data.iter().filter(|d| d.unit.map(|u| u.dimension()) == Some(dimension)).collect();
    // An exact value anywhere in the data is what the figure shows.
    if same_dimension.iter().any(|d| !d.number.approximate && matches_data(number, d)) {
        return None;
    }
    let text = number.base_value();
    // Only a measured result the sentence speaks of can be contradicted: one whose metric,
    // workload or configuration it names ("peaked" for `peak-iops`, "boot" for
    // `vdi-fc-boot`). A figure of the same unit may be of something the data does not hold (a
    // total, a derived figure, another product). Of the values named by the most words, one
    // that matches (approximate values loosely) clears the figure; otherwise the nearest
    // exact one is what it contradicts.
    let named: Vec<(usize, &DataValue)> =
        same_dimension.into_iter().filter(|d| d.base() != 0.0).map(|d| (context.naming(d, localizer), d)).filter(|(n, _)| *n > 0).collect();
    let best = named.iter().map(|(n, _)| *n).max()?;
    let candidates: Vec<&DataValue> = named.into_iter().filter(|(n, _)| *n == best).map(|(_, d)| d).collect();
    if candidates.iter().any(|d| matches_data(number, d)) {
        return None;
    }
    // A value the data itself gives only approximately (`~95000`, read off a chart) cannot
    // be contradicted with confidence.
    let nearest = candidates
        .into_iter()
        .filter(|d| !d.number.approximate)
        .map(|d| (((text - d.base()) / d.base()).abs(), d))
        .filter(|(distance, _)| *distance <= CONTRADICTION_RANGE)
        .min_by(|a, b| a.0.total_cmp(&b.0))?;
    let (_, value) = nearest;
    let expected = format_data_value(value, localizer);
    Some(
        Finding::error(FindingKind::NumberContradictsData, format!("`{}` contradicts the data: {} is {expected}", number.text, value.source))
            .text(number.text.clone())
            .expected(expected)
            .help("write the figure the data holds, or show it with `{{ value(...) }}` so it cannot drift"),
    )
}

/// The words around a figure, lowercased: its sentence, its paragraph, and the paragraph
/// with only letters and digits (`sql8020` for "SQL 80-20", to find labels written with
/// other punctuation).
struct Context {
    /// From the number before the figure to the number after it, within its sentence.
    near: String,
    sentence: String,
    paragraph: String,
    compact_near: String,
    compact_sentence: String,
    compact_paragraph: String,
}

impl Context {
    fn new(near: &str, sentence: &str, paragraph: &str) -> Context {
        let (near, sentence, paragraph) = (near.to_lowercase(), sentence.to_lowercase(), paragraph.to_lowercase());
        Context {
            compact_near: compact(&near),
            compact_sentence: compact(&sentence),
            compact_paragraph: compact(&paragraph),
            near,
            sentence,
            paragraph,
        }
    }

    /// How strongly the words around a figure name `value`: the words of the labels of its
    /// metric, workload and configuration (by their stems, so `peak` of "Peak IOPS" is in
    /// "peaked"), counted four times between the neighbouring numbers, twice in the sentence
    /// and once in the paragraph; a workload or configuration label found whole (`SQL 80/20`
    /// as "SQL 80-20") counts 8, 4 and 1. A metric whose label is nothing but its unit (`TPS`)
    /// is named by the figure's unit.
    fn naming(&self, value: &DataValue, localizer: &Localizer) -> usize {
        let unit = value.unit.map(|u| localizer.unit_symbol(u.key()).to_lowercase()).unwrap_or_default();
        let mut stems: BTreeSet<String> = BTreeSet::new();
        let mut whole = 0;
        for (index, id) in value.names.iter().enumerate() {
            let label = localizer.label(id).to_lowercase();
            let words: Vec<&str> = label.split(|c: char| !c.is_alphanumeric()).filter(|w| w.chars().count() >= 4 && *w != unit).collect();
            if index == 0 && words.is_empty() {
                stems.insert(unit.clone());
            }
            stems.extend(words.iter().map(|word| word.chars().take(word.chars().count().saturating_sub(2).max(4)).collect::<String>()));
            let label = compact(&label);
            if index > 0 && label.chars().count() >= 4 {
                whole += 8 * usize::from(self.compact_near.contains(&label))
                    + 4 * usize::from(self.compact_sentence.contains(&label))
                    + usize::from(self.compact_paragraph.contains(&label));
            }
        }
        let stems = stems.iter().filter(|stem| !stem.is_empty());
        let count = |text: &str| stems.clone().filter(|stem| text.contains(stem.as_str())).count();
        4 * count(&self.near) + 2 * count(&self.sentence) + count(&self.paragraph) + whole
    }
}

fn compact(text: &str) -> String {
    text.chars().filter(|c| c.is_alphanumeric()).collect()
}

/// Compares a translation with its source.
fn compare(source: &Reading, translation: &Reading, source_name: &str, data: &[DataValue], localizer: &Localizer, findings: &mut Vec<Finding>) {
    let aligned = source.prose.blocks.len() == translation.prose.blocks.len();
    let sections_aligned = source.prose.heading_count() > 0 && source.prose.heading_count() == translation.prose.heading_count();
    let source_file = source.prose.file.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    for figure in &translation.figures {
        let matches: Vec<&Located> = source.figures.iter().filter(|s| same_figure(&s.number, &figure.number)).collect();
        if matches.is_empty() {
            // One finding per figure: a translation's figure that is not the source's is
            // reported as such (with the source's figure expected), even when it is also
            // close to a data value.
            let in_data = data.iter().any(|d| matches_data(&figure.number, d));
            if !in_data && figure.number.kind == NumberKind::Figure {
                let mut finding = Finding::error(
                    FindingKind::NumberUnmatched,
                    format!("`{}` is neither in the {source_name} text ({source_file}) nor in the data", figure.number.text),
                )
                .at(&translation.prose.file, Some(figure.location))
                .text(figure.number.text.clone())
                .help("translate the figure of the source text exactly, or show it from the data with `{{ value(...) }}`");
                if let Some(expected) = nearest_source_figure(figure, source, aligned) {
                    finding = finding.expected(format!("{} ({source_file}:{})", expected.number.text, expected.location.line));
                }
                findings.push(finding);
            }
            continue;
        }
        // Faithful to a source figure that contradicts the data: wrong here too.
        contradicts(figure, translation.prose, data, localizer, findings);
        if !aligned {
            // Paragraphs merged or split: the sections between headings still correspond.
            if sections_aligned && !matches.iter().any(|s| s.section == figure.section) {
                let elsewhere = matches[0];
                findings.push(
                    Finding::error(
                        FindingKind::NumberMoved,
                        format!(
                            "`{}` belongs to another section of the {source_name} text ({source_file}:{})",
                            figure.number.text, elsewhere.location.line
                        ),
                    )
                    .at(&translation.prose.file, Some(figure.location))
                    .text(figure.number.text.clone())
                    .help("figures were probably swapped in translation; compare this section with the source"),
                );
            }
            continue;
        }
        let same_block: Vec<&&Located> = matches.iter().filter(|s| s.block == figure.block).collect();
        if same_block.is_empty() {
            let elsewhere = matches[0];
            findings.push(
                Finding::error(
                    FindingKind::NumberMoved,
                    format!("`{}` belongs to another paragraph of the {source_name} text ({source_file}:{})", figure.number.text, elsewhere.location.line),
                )
                .at(&translation.prose.file, Some(figure.location))
                .text(figure.number.text.clone())
                .expected(expected_in_block(source, figure.block, &source_file))
                .help("figures were probably swapped in translation; compare this paragraph with the source"),
            );
            continue;
        }
        let source_block = &source.prose.blocks[figure.block];
        let translated_block = &translation.prose.blocks[figure.block];
        if source_block.sentence_count() == translated_block.sentence_count() && !same_block.iter().any(|s| s.sentence == figure.sentence) {
            let elsewhere = same_block[0];
            findings.push(
                Finding::error(
                    FindingKind::NumberMoved,
                    format!(
                        "`{}` is in sentence {} of this paragraph, but in sentence {} of the {source_name} text ({source_file}:{})",
                        figure.number.text,
                        figure.sentence + 1,
                        elsewhere.sentence + 1,
                        elsewhere.location.line
                    ),
                )
                .at(&translation.prose.file, Some(figure.location))
                .text(figure.number.text.clone())
                .expected(expected_in_sentence(source, figure.block, figure.sentence, &source_file))
                .help("figures were probably swapped between sentences in translation"),
            );
        }
    }
    for figure in source.figures.iter().filter(|f| f.number.kind == NumberKind::Figure) {
        if translation.figures.iter().any(|t| same_figure(&figure.number, &t.number)) {
            continue;
        }
        // Kept verbatim where this language writes numbers otherwise (`vSAN 6.2` in Spanish,
        // `fio 3.33` in French): a version or a name, not a figure, in both texts.
        if translation.prose.file_text.contains(&figure.number.text) {
            continue;
        }
        // A translation may give the figure from the data with a shortcode instead.
        let block = aligned.then(|| &translation.prose.blocks[figure.block]);
        if block.is_some_and(|b| b.has_shortcode) {
            continue;
        }
        let location = match block {
            Some(block) => translation.prose.location(block, 0),
            None => translation.prose.body_location(),
        };
        findings.push(
            Finding::warning(
                FindingKind::NumberMissing,
                format!("`{}` of the {source_name} text ({source_file}:{}) is not in this translation", figure.number.text, figure.location.line),
            )
            .at(&translation.prose.file, Some(location))
            .expected(figure.number.text.clone())
            .help("translate the sentence with its figure, or show it from the data with `{{ value(...) }}`"),
        );
    }
}

/// The source figure a wrong figure was most likely meant to be: same dimension, in the
/// same block when the texts align, nearest in value.
fn nearest_source_figure<'s>(figure: &Located, source: &'s Reading, aligned: bool) -> Option<&'s Located> {
    source
        .figures
        .iter()
        .filter(|s| s.number.dimension() == figure.number.dimension())
        .filter(|s| !aligned || s.block == figure.block)
        .min_by(|a, b| {
            let distance = |s: &Located| (s.number.base_value() - figure.number.base_value()).abs();
            distance(a).total_cmp(&distance(b))
        })
}

fn expected_in_block(source: &Reading, block: usize, source_file: &str) -> String {
    let texts: Vec<&str> = source.figures.iter().filter(|s| s.block == block).map(|s| s.number.text.as_str()).collect();
    let line = source.prose.location(&source.prose.blocks[block], 0).line;
    if texts.is_empty() {
        format!("no figure here, as in {source_file}:{line}")
    } else {
        format!("{} (as in {source_file}:{line})", texts.join(", "))
    }
}

fn expected_in_sentence(source: &Reading, block: usize, sentence: usize, source_file: &str) -> String {
    let in_sentence: Vec<&Located> = source.figures.iter().filter(|s| s.block == block && s.sentence == sentence).collect();
    match in_sentence.first() {
        Some(first) => format!(
            "{} (as in {source_file}:{})",
            in_sentence.iter().map(|s| s.number.text.as_str()).collect::<Vec<_>>().join(", "),
            first.location.line
        ),
        None => format!("no figure in this sentence, as in {source_file}"),
    }
}

/// Whether two texts show the same figure: equal in the base unit (when both have a unit
/// of one dimension) within the rounding of the coarser of the two.
fn same_figure(a: &ProseNumber, b: &ProseNumber) -> bool {
    match (a.unit, b.unit) {
        (Some(x), Some(y)) if x.dimension() != y.dimension() => false,
        (Some(_), Some(_)) => shown_as(a.base_value(), a.base_step(), b.base_value(), b.base_step()),
        _ => shown_as(a.value, a.step, b.value, b.step),
    }
}

/// Whether a text figure shows a data value: rounded or cut to the digits it shows.
fn matches_data(number: &ProseNumber, value: &DataValue) -> bool {
    // An approximate value (`~350000`, read off a chart) is matched within 5 %.
    if value.number.approximate && (number.unit.is_none() || number.unit.map(|u| u.dimension()) == value.unit.map(|u| u.dimension())) {
        let (text, data) = if number.unit.is_some() { (number.base_value(), value.base()) } else { (number.value, value.number.value) };
        if data != 0.0 && ((text - data) / data).abs() <= APPROXIMATE_RANGE {
            return true;
        }
    }
    match (number.unit, value.unit) {
        (Some(x), Some(y)) if x.dimension() != y.dimension() => false,
        (Some(_), Some(_)) => shown_as(number.base_value(), number.base_step(), value.base(), 0.0),
        _ => shown_as(number.value, number.step, value.number.value, 0.0),
    }
}

/// Whether `x` (shown to `x_step`) and `y` (to `y_step`) can be one value: the finer one,
/// rounded or cut to the coarser one's digits, gives the coarser one.
fn shown_as(x: f64, x_step: f64, y: f64, y_step: f64) -> bool {
    let (coarse, step, fine) = if x_step >= y_step { (x, x_step, y) } else { (y, y_step, x) };
    let slack = 1e-9 * coarse.abs().max(fine.abs()) + 1e-12;
    let rounded = (fine - coarse).abs() <= step / 2.0 + slack;
    let cut = if coarse >= 0.0 { fine >= coarse - slack && fine < coarse + step - slack } else { fine <= coarse + slack && fine > coarse - step + slack };
    rounded || cut
}

fn significant_digits(number: &ProseNumber) -> usize {
    let shown = (number.value / number.step).round().abs() as u64;
    let digits = shown.to_string();
    digits.trim_end_matches('0').len().max(1)
}

/// A number written with another language's separators, as this language writes it.
fn reformat(number: &ProseNumber, localizer: &Localizer) -> Option<String> {
    let digits: String = number.text.chars().take_while(|c| c.is_ascii_digit() || *c == ',' || *c == '.').collect();
    let decimal = if digits.rfind('.') > digits.rfind(',') { '.' } else { ',' };
    let data_form: String = digits.chars().filter_map(|c| if c == decimal { Some('.') } else if c.is_ascii_digit() { Some(c) } else { None }).collect();
    let formatted = localizer.format_decimal(&data_form).ok()?;
    let rest = number.text[digits.len()..].to_string();
    Some(format!("{formatted}{rest}"))
}

fn format_data_value(value: &DataValue, localizer: &Localizer) -> String {
    match value.unit {
        Some(unit) => localizer
            .format_quantity(&value.number.digits, unit.key(), value.number.approximate)
            .unwrap_or_else(|_| format!("{} {}", value.number.digits, unit.symbol())),
        None => localizer.format_decimal(&value.number.digits).unwrap_or_else(|_| value.number.digits.clone()),
    }
}

/// Every value of the data a page's prose may quote: its own tables, rigs and
/// configurations, its drives' facts and tables, and its protocols' facts.
fn data_values(site: &LoadedSite, page: &Page) -> Vec<DataValue> {
    let mut values = Vec::new();
    let mut drives: BTreeSet<&str> = page.facts.drives.iter().map(String::as_str).collect();
    if page.drive.is_some() {
        drives.insert(page.id());
    }
    let mut protocols: BTreeSet<&str> = BTreeSet::new();
    if let Some(review) = &page.review {
        for table in &review.tables {
            table_values(&table.file, &table.data, &mut values);
            protocols.extend(table.protocol.as_deref());
        }
        for rig in &review.rigs {
            fact_values(&rig.facts, &format!("rig `{}`", rig.id), &mut values);
        }
        for config in &review.configs {
            for detail in &config.details {
                if let Detail::Quantity(q) = detail {
                    values.push(DataValue { number: q.number.clone(), unit: Some(q.unit), names: Vec::new(), source: format!("configuration `{}`", config.id) });
                }
            }
        }
    }
    for drive in drives {
        let Some(drive_page) = site.content.get(&format!("{}/{drive}", crate::content::DRIVES_SECTION)) else { continue };
        if let Some(data) = &drive_page.drive {
            fact_values(&data.facts, &format!("drive `{drive}`"), &mut values);
            for table in &data.tables {
                table_values(&table.file, &table.data, &mut values);
            }
        }
    }
    for protocol in protocols {
        if let Some(protocol) = site.content.get(&format!("{}/{protocol}", crate::content::PROTOCOLS_SECTION)).and_then(|p| p.protocol.as_ref()) {
            fact_values(&protocol.facts, &format!("protocol `{}`", protocol.id), &mut values);
        }
    }
    values
}

fn table_values(file: &Path, table: &crate::data::table::CsvTable, values: &mut Vec<DataValue>) {
    let name = file.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    for (row, line) in table.rows.iter().zip(&table.row_lines) {
        // The row's workload and configuration, as label ids.
        let facets: Vec<String> = row
            .iter()
            .zip(&table.columns)
            .filter(|(_, column)| matches!(column.id.as_str(), "workload" | "config"))
            .filter_map(|(cell, _)| if let Cell::Text(id) = cell { Some(id.clone()) } else { None })
            .collect();
        for (cell, column) in row.iter().zip(&table.columns) {
            if let Cell::Number(number) = cell {
                values.push(DataValue {
                    number: number.clone(),
                    unit: column.unit,
                    names: std::iter::once(column.id.clone()).chain(facets.iter().cloned()).collect(),
                    source: format!("`{}` in {name}, line {line}", column.id),
                });
            }
        }
    }
}

fn fact_values(facts: &[Fact], owner: &str, values: &mut Vec<DataValue>) {
    for fact in facts {
        for spec in &fact.specs {
            values.push(DataValue { number: spec.number.clone(), unit: Some(spec.unit), names: Vec::new(), source: format!("`{}` of {owner}", fact.label) });
        }
        if let Some(count) = &fact.count {
            values.push(DataValue { number: count.clone(), unit: None, names: Vec::new(), source: format!("the count of `{}` of {owner}", fact.label) });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_and_cutting_match_but_a_wrong_digit_does_not() {
        assert!(shown_as(442_000.0, 1000.0, 442_089.0, 0.0));
        assert!(shown_as(283_000.0, 1000.0, 283_524.0, 0.0), "cut");
        assert!(shown_as(284_000.0, 1000.0, 283_524.0, 0.0), "rounded");
        assert!(!shown_as(441_000.0, 1000.0, 442_089.0, 0.0));
        assert!(!shown_as(220_000.0, 1000.0, 250_209.0, 0.0));
        assert!(!shown_as(12_427.8, 0.1, 12_472.8, 0.1));
        assert!(shown_as(12_610.3, 0.1, 12_610.3, 0.1));
    }

    #[test]
    fn thresholds_of_one_significant_digit_are_not_checked_against_the_data() {
        let style = NumberStyle::plain('.', ',');
        let numbers = scan("under 1 ms, up to 100K IOPS, at 220K IOPS and 5.5 ms", &style).0;
        let digits: Vec<usize> = numbers.iter().map(significant_digits).collect();
        assert_eq!(digits, [1, 1, 2, 2]);
    }

    #[test]
    fn dimensions_must_agree() {
        let style = NumberStyle::plain('.', ',');
        let a = &scan("9.98 GB/s", &style).0[0];
        let b = &scan("9980 MB/s", &style).0[0];
        let c = &scan("9.98 ms", &style).0[0];
        assert!(same_figure(a, b));
        assert!(!same_figure(a, c));
    }
}
