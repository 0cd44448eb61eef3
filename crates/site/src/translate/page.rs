//! A page's translation, unit by unit: what an existing translation says for each source
//! unit, and the translation's file put together from the units (the translated front
//! matter fields, the previous translation's other fields, and the source's prose with each
//! unit replaced). Writing the file is the caller's.

use std::collections::BTreeMap;

use super::{segments, BlockKind, Place, Segment};
use crate::content::Text;

/// The existing translation of each source unit, by id: front matter fields by their id,
/// the prose's blocks by position when the translation has the same blocks as the source
/// (headings of the same levels, paragraphs, items and cells, in the same order).
pub fn existing_translation(
    source_units: &[Segment],
    translation: Option<&Text>,
) -> (BTreeMap<String, String>, bool) {
    let Some(translation) = translation.filter(|t| t.untranslated.is_none()) else {
        return (BTreeMap::new(), true);
    };
    let theirs = segments(&translation.parsed);
    let kinds = |segments: &[Segment]| -> Vec<BlockKind> {
        segments
            .iter()
            .filter_map(|s| match &s.place {
                Place::Body(block) => Some(block.kind),
                _ => None,
            })
            .collect()
    };
    let body_pairs = kinds(source_units) == kinds(&theirs);
    let found = theirs
        .into_iter()
        .filter(|s| body_pairs || !matches!(s.place, Place::Body(_)))
        .map(|s| (s.id, s.text))
        .collect();
    (found, body_pairs)
}

/// A TOML string literal.
fn toml_string(text: &str) -> String {
    toml::Value::String(text.to_string()).to_string()
}

/// The translation's file: front matter with the translated fields (and the previous
/// translation's other fields), then the source's prose with each unit replaced.
pub fn assemble_page(
    source: &Text,
    previous: Option<&Text>,
    segments: &[Segment],
    texts: &BTreeMap<String, String>,
    untranslated: usize,
) -> String {
    let text_of = |segment: &Segment| texts.get(&segment.id).cloned().unwrap_or_default();
    let mut front = String::from("+++\n");
    if untranslated > 0 {
        front.push_str(&format!(
            "# untranslated: {untranslated} unit{} of the {} text not translated yet (iopress translate import)\n",
            if untranslated == 1 { "" } else { "s" },
            source.lang
        ));
    }
    let mut pros = Vec::new();
    let mut cons = Vec::new();
    let mut captions = Vec::new();
    for segment in segments {
        match &segment.place {
            Place::Title => {
                front.push_str(&format!("title = {}\n", toml_string(&text_of(segment))))
            }
            Place::Summary => {
                front.push_str(&format!("summary = {}\n", toml_string(&text_of(segment))))
            }
            Place::Description => {
                front.push_str(&format!("description = {}\n", toml_string(&text_of(segment))))
            }
            Place::Pro(_) => pros.push(text_of(segment)),
            Place::Con(_) => cons.push(text_of(segment)),
            Place::Caption(key) => captions.push((key.clone(), text_of(segment))),
            Place::Body(_) => {}
        }
    }
    for (name, items) in [("pros", &pros), ("cons", &cons)] {
        if !items.is_empty() {
            front.push_str(&format!("{name} = [\n"));
            for item in items {
                front.push_str(&format!("  {},\n", toml_string(item)));
            }
            front.push_str("]\n");
        }
    }
    // What the previous translation said besides its prose (a translator's `authors`).
    if let Some(previous) = previous {
        if let Ok(mut table) = toml::from_str::<toml::Table>(&previous.parsed.front_matter_text) {
            for key in ["title", "summary", "description", "pros", "cons", "captions"] {
                table.remove(key);
            }
            if !table.is_empty() {
                if let Ok(rest) = toml::to_string(&table) {
                    front.push_str(&rest);
                }
            }
        }
    }
    if !captions.is_empty() {
        front.push_str("\n[captions]\n");
        for (key, caption) in captions {
            let key = if key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
                key
            } else {
                toml_string(&key)
            };
            front.push_str(&format!("{key} = {}\n", toml_string(&caption)));
        }
    }
    front.push_str("+++\n");

    let mut body = source.parsed.body.clone();
    let mut blocks: Vec<(&Segment, std::ops::Range<usize>, bool)> = segments
        .iter()
        .filter_map(|s| match &s.place {
            Place::Body(block) => Some((s, block.range.clone(), block.kind == BlockKind::Cell)),
            _ => None,
        })
        .collect();
    blocks.sort_by_key(|(_, range, _)| std::cmp::Reverse(range.start));
    for (segment, range, table_cell) in blocks {
        let mut text = text_of(segment);
        let source_raw = &source.parsed.body[range.clone()];
        let starts_line = body[..range.start].is_empty() || body[..range.start].ends_with('\n');
        if table_cell {
            text = escape_pipes(&text);
        } else if starts_line && source_raw.contains('\n') {
            // A paragraph the source wraps is wrapped too, so that a diff shows what changed.
            text = wrap_paragraph(&text, PARAGRAPH_WIDTH);
        }
        body.replace_range(range, &text);
    }
    front + &body
}

/// The width paragraphs are wrapped to, in characters: about that of the example site's.
const PARAGRAPH_WIDTH: usize = 92;

/// `text` broken into lines of at most `width` characters where it can be: at a space
/// before a word starting with a letter, never where the next line would start with
/// something Markdown reads as a block (`-`, `#`, `1.`, `>`, `|`), nor inside a code span.
fn wrap_paragraph(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / width);
    let mut line_length = 0;
    // Inside a code span a line break would be a space of the code: it is not broken.
    let mut in_code = false;
    for (i, word) in text.split(' ').enumerate() {
        let length = word.chars().count();
        let may_break = word.starts_with(char::is_alphabetic) && !in_code;
        if word.matches('`').count() % 2 == 1 {
            in_code = !in_code;
        }
        if i > 0 {
            if may_break && line_length + 1 + length > width {
                out.push('\n');
                line_length = 0;
            } else {
                out.push(' ');
                line_length += 1;
            }
        }
        out.push_str(word);
        line_length += length;
    }
    out
}

/// `|` escaped, as a table cell needs it (one already escaped is left).
fn escape_pipes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut previous = ' ';
    for c in text.chars() {
        if c == '|' && previous != '\\' {
            out.push('\\');
        }
        out.push(c);
        previous = c;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_escapes_its_pipes_once_and_a_paragraph_breaks_before_words_only() {
        assert_eq!(escape_pipes("a | b \\| c"), "a \\| b \\| c");
        // No line may start with `-` (a list) nor inside the code span.
        assert_eq!(wrap_paragraph("one two - three `a b` four", 9), "one two -\nthree `a b`\nfour");
    }
}
