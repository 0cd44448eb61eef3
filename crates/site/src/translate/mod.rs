//! Translation units: a page's prose cut into the pieces a translator translates one by one,
//! with everything that must not change (figures, units, names, shortcodes, code, link
//! targets) taken out as numbered placeholders (`{1}`).
//!
//! This is the format-free model: [`segments()`] cuts a page into units, [`protect`] and
//! [`restore`] take placeholders out and put them back, [`source_hash`] says which version
//! of a source unit a translation was made from, and [`versions`] keeps those hashes beside
//! the translation (`.translation.<lang>.toml`, which the content walk skips like every dot
//! file). [`po`] and [`xliff`] write and read the two exchange formats; [`assemble_page`]
//! puts a translation's page file together from its units, and
//! [`carry_previous_translations`] keeps what a translator did in a file an export replaces. Which figures, names
//! and versions a text holds is read by `iopress-check`'s prose reader; the command that ties
//! them together (`iopress translate`) is in the binary.

mod merge;
mod page;
pub mod po;
mod segments;
pub mod versions;
pub mod xliff;

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;

pub use merge::{carry_previous_translations, DroppedUnit};
pub use page::{assemble_page, existing_translation};
pub use segments::{body_blocks, segments, BlockKind, BodyBlock, Place, Segment};

/// What a placeholder stands for: how it is put back into a translation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlaceholderKind {
    /// A measured value, with its unit when written: formatted again for the target language.
    Figure,
    /// A count, a year, a version: kept as written.
    Number,
    /// A word with digits: a model number (SN630), a version glued to a name (PCIe3.0).
    Name,
    /// `{{ value(...) }}`, `{{ chart(...) }}`: kept as written.
    Shortcode,
    /// `` `inline code` ``.
    Code,
    /// A link's target: `(@/drives/wd-sn630)`, `<https://…>`.
    Link,
    /// Markup that is not prose: an HTML tag, `{#heading-id}`.
    Markup,
}

impl PlaceholderKind {
    /// The name a translator sees in the note explaining the placeholder.
    pub fn as_str(self) -> &'static str {
        match self {
            PlaceholderKind::Figure => "figure",
            PlaceholderKind::Number => "number",
            PlaceholderKind::Name => "name",
            PlaceholderKind::Shortcode => "shortcode",
            PlaceholderKind::Code => "code",
            PlaceholderKind::Link => "link target",
            PlaceholderKind::Markup => "markup",
        }
    }
}

/// A part of a source text that a translation must keep: `{index}` in the unit's text.
#[derive(Debug, Clone, PartialEq)]
pub struct Placeholder {
    /// 1-based, in the order of the source text.
    pub index: usize,
    pub kind: PlaceholderKind,
    /// As written in the source text.
    pub original: String,
}

impl Placeholder {
    pub fn marker(&self) -> String {
        marker(self.index)
    }
}

pub fn marker(index: usize) -> String {
    format!("{{{index}}}")
}

/// A part of a text to protect, by byte range.
#[derive(Debug, Clone, PartialEq)]
pub struct Span {
    pub start: usize,
    pub end: usize,
    pub kind: PlaceholderKind,
}

/// `text` with every span replaced by its marker, and the placeholders in order. Spans may
/// come in any order; one overlapping an earlier-starting one is dropped (the earlier one,
/// such as a shortcode, already protects it).
pub fn protect(text: &str, spans: &[Span]) -> (String, Vec<Placeholder>) {
    let mut spans: Vec<&Span> =
        spans.iter().filter(|s| s.start < s.end && s.end <= text.len()).collect();
    spans.sort_by_key(|s| (s.start, std::cmp::Reverse(s.end)));
    let mut out = String::with_capacity(text.len());
    let mut placeholders = Vec::new();
    let mut at = 0;
    for span in spans {
        if span.start < at {
            continue;
        }
        out.push_str(&text[at..span.start]);
        let placeholder = Placeholder {
            index: placeholders.len() + 1,
            kind: span.kind,
            original: text[span.start..span.end].to_string(),
        };
        out.push_str(&placeholder.marker());
        placeholders.push(placeholder);
        at = span.end;
    }
    out.push_str(&text[at..]);
    (out, placeholders)
}

/// The parts of Markdown prose that are not words to translate: shortcodes, inline code, link
/// targets, autolinks and HTML tags, and anything in braces (`{#id}`, and braces that would
/// otherwise read as a marker).
pub fn markup_spans(text: &str) -> Vec<Span> {
    let mut spans = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        // (start offset in `rest`, length, kind) of what starts here.
        let found = if rest.starts_with("{{") {
            rest.find("}}").map(|end| (0, end + 2, PlaceholderKind::Shortcode))
        } else if rest.starts_with("{%") {
            rest.find("%}").map(|end| (0, end + 2, PlaceholderKind::Shortcode))
        } else if rest.starts_with('{') {
            rest.find('}').map(|end| (0, end + 1, PlaceholderKind::Markup))
        } else if rest.starts_with('`') {
            let ticks = rest.bytes().take_while(|b| *b == b'`').count();
            let fence = &rest[..ticks];
            rest[ticks..].find(fence).map(|end| (0, ticks + end + ticks, PlaceholderKind::Code))
        } else if rest.starts_with("](") {
            // The target of a link with its parentheses; the `]` stays in the text.
            link_target_end(&rest[1..]).map(|end| (1, end, PlaceholderKind::Link))
        } else if rest.starts_with('<') {
            rest.find('>').and_then(|end| {
                let inner = &rest[1..end];
                if looks_like_tag(inner) {
                    Some((0, end + 1, PlaceholderKind::Markup))
                } else if !inner.is_empty()
                    && !inner.contains(char::is_whitespace)
                    && (inner.contains(':') || inner.contains('@'))
                {
                    Some((0, end + 1, PlaceholderKind::Link))
                } else {
                    None
                }
            })
        } else if rest.starts_with("http://") || rest.starts_with("https://") {
            let end = rest
                .find(|c: char| c.is_whitespace() || c == ')' || c == '>')
                .unwrap_or(rest.len());
            let end = rest[..end].trim_end_matches(['.', ',', ';', ':']).len();
            Some((0, end, PlaceholderKind::Link))
        } else {
            None
        };
        match found {
            Some((offset, len, kind)) => {
                spans.push(Span { start: i + offset, end: i + offset + len, kind });
                i += offset + len;
            }
            None => i += rest.chars().next().map(char::len_utf8).unwrap_or(1),
        }
    }
    spans
}

/// Where a link target starting with `(` ends (after its `)`), counting nested parentheses.
fn link_target_end(text: &str) -> Option<usize> {
    let mut depth = 0;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

fn looks_like_tag(inner: &str) -> bool {
    let name = inner.trim_start_matches('/');
    name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .split(|c: char| c.is_whitespace() || c == '/')
            .next()
            .is_some_and(|n| n.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
}

/// Whether a unit holds nothing to translate: only placeholders, spaces and punctuation
/// (a table cell of one figure, a shortcode alone in its paragraph). Such a unit is not
/// exported; its placeholders are put back formatted for the target language on import.
pub fn nothing_to_translate(protected: &str) -> bool {
    let mut rest = protected.to_string();
    for (start, end, _) in markers_in(protected).into_iter().rev() {
        rest.replace_range(start..end, "");
    }
    !rest.chars().any(char::is_alphabetic)
}

/// The `{N}` markers of a text: byte range and number, in order.
pub fn markers_in(text: &str) -> Vec<(usize, usize, usize)> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'{' {
            let digits = bytes[i + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
            if digits > 0 && bytes.get(i + 1 + digits) == Some(&b'}') {
                let number = text[i + 1..i + 1 + digits].parse().unwrap_or(usize::MAX);
                found.push((i, i + digits + 2, number));
                i += digits + 2;
                continue;
            }
        }
        i += 1;
    }
    found
}

/// What is wrong with a translation's placeholders.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlaceholderProblem {
    /// The source's `{N}` is not in the translation.
    Missing { index: usize, original: String },
    /// `{N}` is in the translation more than once.
    Duplicated { index: usize, original: String },
    /// `{N}` is in the translation but in no placeholder of the source (a changed number), or
    /// (XLIFF) a placeholder element whose content was changed.
    Altered { marker: String, detail: String },
}

impl fmt::Display for PlaceholderProblem {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            PlaceholderProblem::Missing { index, original } => {
                write!(f, "placeholder {{{index}}} (`{original}`) is missing")
            }
            PlaceholderProblem::Duplicated { index, original } => {
                write!(f, "placeholder {{{index}}} (`{original}`) is there more than once")
            }
            PlaceholderProblem::Altered { marker, detail } => {
                write!(f, "placeholder {marker} was altered: {detail}")
            }
        }
    }
}

/// Every problem of `translated`'s markers against the source's `placeholders`.
pub fn placeholder_problems(
    translated: &str,
    placeholders: &[Placeholder],
) -> Vec<PlaceholderProblem> {
    let mut counts: BTreeMap<usize, usize> = BTreeMap::new();
    let mut problems = Vec::new();
    for (start, end, number) in markers_in(translated) {
        if placeholders.iter().any(|p| p.index == number) {
            *counts.entry(number).or_default() += 1;
        } else {
            problems.push(PlaceholderProblem::Altered {
                marker: translated[start..end].to_string(),
                detail: format!(
                    "the source has no placeholder {}; its placeholders are {{1}} to {{{}}}",
                    &translated[start..end],
                    placeholders.len()
                ),
            });
        }
    }
    for placeholder in placeholders {
        match counts.get(&placeholder.index).copied().unwrap_or(0) {
            0 => problems.push(PlaceholderProblem::Missing {
                index: placeholder.index,
                original: placeholder.original.clone(),
            }),
            1 => {}
            _ => problems.push(PlaceholderProblem::Duplicated {
                index: placeholder.index,
                original: placeholder.original.clone(),
            }),
        }
    }
    problems
}

/// `translated` with each marker replaced by `render` of its placeholder. The markers must
/// have been checked ([`placeholder_problems`]).
pub fn restore(
    translated: &str,
    placeholders: &[Placeholder],
    render: &dyn Fn(&Placeholder) -> String,
) -> String {
    let mut out = String::with_capacity(translated.len());
    let mut at = 0;
    for (start, end, number) in markers_in(translated) {
        let Some(placeholder) = placeholders.iter().find(|p| p.index == number) else {
            continue;
        };
        out.push_str(&translated[at..start]);
        out.push_str(&render(placeholder));
        at = end;
    }
    out.push_str(&translated[at..]);
    out
}

/// Which version of a source unit a translation was made from: a hash of its text, as hex.
/// FNV-1a (64 bits): stable across builds and platforms, and only ever compared with itself.
pub fn source_hash(text: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.as_bytes() {
        hash ^= u64::from(*byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// Whether a translation of a unit is done, needs review, or is not there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TargetState {
    Translated,
    /// Needs review: the translation may not say what the source says now.
    Fuzzy,
    Untranslated,
}

/// One unit as exported: the source with markers, its placeholders, and the existing
/// translation if there is one.
#[derive(Debug, Clone, PartialEq)]
pub struct ExportUnit {
    /// Stable within a page: `title`, `pros.2`, `captions.fio`, `body.7`.
    pub id: String,
    pub source: String,
    pub placeholders: Vec<Placeholder>,
    pub target: Option<String>,
    pub state: TargetState,
    /// The source file's line the unit starts on.
    pub line: usize,
    /// Why the unit is fuzzy, for the translator.
    pub note: Option<String>,
}

/// The units of one page for one target language.
#[derive(Debug, Clone, PartialEq)]
pub struct ExportDocument {
    /// The page's path (`reviews/sn630-vsan`).
    pub page: String,
    /// The source file, relative to the site folder (`content/reviews/x/index.en.md`).
    pub source_file: PathBuf,
    pub source_lang: String,
    pub target_lang: String,
    /// When the file was written, as PO headers give it (`2026-12-03 21:40+0000`).
    pub exported: String,
    pub units: Vec<ExportUnit>,
}

/// A note for the translator listing what each placeholder stands for.
pub fn placeholder_note(placeholders: &[Placeholder]) -> Option<String> {
    if placeholders.is_empty() {
        return None;
    }
    let lines: Vec<String> = placeholders
        .iter()
        .map(|p| format!("{} = {}: {}", p.marker(), p.kind.as_str(), p.original))
        .collect();
    Some(format!(
        "Keep each placeholder exactly once, where the sentence needs it; it is put back \
         formatted for your language.\n{}",
        lines.join("\n")
    ))
}

/// A unit read back from a translated file.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportedUnit {
    pub id: String,
    /// The source text as the file gives it (with markers).
    pub source: String,
    /// The translation with markers, if any.
    pub target: Option<String>,
    pub state: TargetState,
    /// The line of the file the unit starts on.
    pub line: usize,
    /// Placeholder elements whose content is not what was exported (XLIFF).
    pub altered: Vec<PlaceholderProblem>,
}

/// A translated file read back: which page and language it is, and its units.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportedDocument {
    /// The source file it was exported from, relative to the site folder.
    pub source_file: PathBuf,
    pub target_lang: String,
    pub units: Vec<ImportedUnit>,
}

/// A file that cannot be read as a translation, with the line where it went wrong.
#[derive(Debug, Clone, PartialEq)]
pub struct FormatError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// Reads a PO or XLIFF file, recognised by its content (XLIFF is XML).
pub fn read_translation_file(text: &str) -> Result<ImportedDocument, FormatError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim_start().starts_with('<') {
        xliff::read(text)
    } else {
        po::read(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_protected_and_words_are_not() {
        let text =
            "See [the drive](@/drives/wd-sn630) and `fio` {{ value(table=\"t\") }} <br> here.";
        let spans = markup_spans(text);
        let (protected, placeholders) = protect(text, &spans);
        assert_eq!(protected, "See [the drive]{1} and {2} {3} {4} here.");
        let originals: Vec<&str> = placeholders.iter().map(|p| p.original.as_str()).collect();
        assert_eq!(originals, ["(@/drives/wd-sn630)", "`fio`", "{{ value(table=\"t\") }}", "<br>"]);
    }

    #[test]
    fn overlapping_spans_keep_the_first() {
        let text = "{{ value(x=\"12\") }} and 12";
        let mut spans = markup_spans(text);
        spans.push(Span { start: 12, end: 14, kind: PlaceholderKind::Figure });
        spans.push(Span { start: 24, end: 26, kind: PlaceholderKind::Figure });
        let (protected, placeholders) = protect(text, &spans);
        assert_eq!(protected, "{1} and {2}");
        assert_eq!(placeholders[1].original, "12");
    }

    #[test]
    fn problems_name_missing_duplicated_and_unknown_markers() {
        let placeholders = vec![
            Placeholder { index: 1, kind: PlaceholderKind::Figure, original: "7 W".into() },
            Placeholder { index: 2, kind: PlaceholderKind::Name, original: "SN630".into() },
            Placeholder { index: 3, kind: PlaceholderKind::Figure, original: "9 W".into() },
        ];
        let problems = placeholder_problems("{1} {1} {4} {3}", &placeholders);
        assert_eq!(
            problems.iter().map(ToString::to_string).collect::<Vec<_>>(),
            [
                "placeholder {4} was altered: the source has no placeholder {4}; its placeholders are {1} to {3}",
                "placeholder {1} (`7 W`) is there more than once",
                "placeholder {2} (`SN630`) is missing",
            ]
        );
        assert_eq!(restore("{2} {1}", &placeholders, &|p| p.original.to_uppercase()), "SN630 7 W");
    }

    #[test]
    fn a_unit_of_placeholders_and_punctuation_has_nothing_to_translate() {
        assert!(nothing_to_translate("{1}"));
        assert!(nothing_to_translate(" {1} – {2} "));
        assert!(!nothing_to_translate("{1} drives"));
    }

    #[test]
    fn the_hash_is_stable() {
        assert_eq!(source_hash(""), "cbf29ce484222325");
        assert_ne!(source_hash("a"), source_hash("b"));
    }
}
