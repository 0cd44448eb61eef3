//! Cutting a page text into units: the translatable fields of its front matter, then each
//! heading, paragraph, list item and table cell of its prose.

use std::ops::Range;

use pulldown_cmark::{Event, Parser, Tag, TagEnd};

use crate::content::ParsedFile;
use crate::diagnostics::{LineIndex, Location};

/// Where a unit's text is in its page.
#[derive(Debug, Clone, PartialEq)]
pub enum Place {
    Title,
    Summary,
    Description,
    /// `pros[i]`, 0-based.
    Pro(usize),
    Con(usize),
    /// The caption of the table with this id.
    Caption(String),
    Body(BodyBlock),
}

/// A piece of a page's text that is translated as one.
#[derive(Debug, Clone, PartialEq)]
pub struct Segment {
    /// Stable within the page while its structure stays: `title`, `pros.1`, `captions.fio`,
    /// `body.7` (the seventh heading, paragraph, item or cell of the prose).
    pub id: String,
    /// The text, its lines joined by single spaces.
    pub text: String,
    /// The line of the file it starts on.
    pub line: usize,
    pub place: Place,
}

/// A heading, paragraph, list item or table cell of Markdown prose.
#[derive(Debug, Clone, PartialEq)]
pub struct BodyBlock {
    /// Byte range in the body of its inline content (without `## `, `- ` or `|`).
    pub range: Range<usize>,
    /// Its text, lines joined by single spaces (block-quote markers of continuation lines
    /// left out).
    pub text: String,
    pub kind: BlockKind,
}

/// What a block of prose is: a translation pairs with its source block by block only where
/// the two have the same kinds in the same order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlockKind {
    /// With its level (1 to 6).
    Heading(u8),
    Paragraph,
    /// A list item's text (a tight list: a loose one's text is in paragraphs).
    Item,
    /// A table cell (a `|` in its translation must be escaped).
    Cell,
}

/// Every unit of a page text, front matter first.
pub fn segments(parsed: &ParsedFile) -> Vec<Segment> {
    let front = &parsed.front_matter;
    let mut found = Vec::new();
    let line_of = |location: Option<Location>| location.map(|l| l.line).unwrap_or(1);
    let mut field = |id: String, text: &str, line: usize, place: Place| {
        if !text.trim().is_empty() {
            found.push(Segment { id, text: join_lines(text), line, place });
        }
    };
    if let Some(title) = &front.title {
        field("title".into(), title, line_of(parsed.locate_field("title")), Place::Title);
    }
    if let Some(summary) = &front.summary {
        field("summary".into(), summary, line_of(parsed.locate_field("summary")), Place::Summary);
    }
    if let Some(description) = &front.description {
        let line = line_of(parsed.locate_field("description"));
        field("description".into(), description, line, Place::Description);
    }
    for (i, pro) in front.pros.iter().flatten().enumerate() {
        let line = line_of(parsed.locate_in_front_matter(pro));
        field(format!("pros.{}", i + 1), pro, line, Place::Pro(i));
    }
    for (i, con) in front.cons.iter().flatten().enumerate() {
        let line = line_of(parsed.locate_in_front_matter(con));
        field(format!("cons.{}", i + 1), con, line, Place::Con(i));
    }
    for (key, caption) in &front.captions {
        let line = line_of(parsed.locate_in_front_matter(caption));
        field(format!("captions.{key}"), caption, line, Place::Caption(key.clone()));
    }
    // Lines found once for the body, not counted from its start again for every block.
    let body_lines = LineIndex::new(&parsed.body);
    for (i, block) in body_blocks(&parsed.body).into_iter().enumerate() {
        let line = body_lines.line(block.range.start) + parsed.body_line - 1;
        found.push(Segment {
            id: format!("body.{}", i + 1),
            text: block.text.clone(),
            line,
            place: Place::Body(block),
        });
    }
    found
}

/// Lines joined by single spaces, each trimmed.
fn join_lines(text: &str) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    lines.join(" ")
}

/// The headings, paragraphs, list items and table cells of `body`, in order. Code blocks and
/// HTML blocks are no unit: they are kept as written.
pub fn body_blocks(body: &str) -> Vec<BodyBlock> {
    // The open containers of inline content: their kind and range so far.
    let mut open: Vec<(BlockKind, Option<Range<usize>>)> = Vec::new();
    let mut blocks = Vec::new();
    let mut quote_depth = 0usize;
    let mut in_code_block = false;
    for (event, range) in Parser::new_ext(body, crate::markdown::OPTIONS).into_offset_iter() {
        match event {
            Event::Start(Tag::Paragraph) => open.push((BlockKind::Paragraph, None)),
            Event::Start(Tag::Heading { level, .. }) => {
                open.push((BlockKind::Heading(level as u8), None))
            }
            Event::Start(Tag::Item) => open.push((BlockKind::Item, None)),
            Event::Start(Tag::TableCell) => open.push((BlockKind::Cell, None)),
            Event::End(
                TagEnd::Paragraph | TagEnd::Heading(_) | TagEnd::Item | TagEnd::TableCell,
            ) => {
                if let Some((kind, Some(range))) = open.pop() {
                    let text = block_text(&body[range.clone()], quote_depth > 0);
                    if !text.is_empty() {
                        blocks.push(BodyBlock { range, text, kind });
                    }
                }
            }
            Event::Start(Tag::BlockQuote(_)) => quote_depth += 1,
            Event::End(TagEnd::BlockQuote(_)) => quote_depth = quote_depth.saturating_sub(1),
            Event::Start(Tag::CodeBlock(_)) => in_code_block = true,
            Event::End(TagEnd::CodeBlock) => in_code_block = false,
            // Block-level events that hold no inline content of their own.
            Event::Start(
                Tag::List(_)
                | Tag::Table(_)
                | Tag::TableHead
                | Tag::TableRow
                | Tag::HtmlBlock
                | Tag::FootnoteDefinition(_)
                | Tag::DefinitionList
                | Tag::DefinitionListTitle
                | Tag::DefinitionListDefinition
                | Tag::MetadataBlock(_),
            )
            | Event::End(_)
            | Event::Rule => {}
            Event::Html(_) => {}
            _ if in_code_block => {}
            // Inline content: it widens the innermost open container.
            _ => {
                if let Some((_, container)) = open.last_mut() {
                    *container = Some(match container.take() {
                        Some(so_far) => so_far.start.min(range.start)..so_far.end.max(range.end),
                        None => range,
                    });
                }
            }
        }
    }
    blocks.sort_by_key(|b| b.range.start);
    blocks
}

/// The text of a block's inline range: lines trimmed (and stripped of `>` in a quote), joined
/// by single spaces.
fn block_text(raw: &str, in_quote: bool) -> String {
    let lines: Vec<&str> = raw
        .lines()
        .map(|line| {
            let line = line.trim();
            if in_quote {
                line.trim_start_matches(['>', ' '])
            } else {
                line
            }
        })
        .filter(|l| !l.is_empty())
        .collect();
    lines.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn a_page_is_cut_into_fields_headings_paragraphs_items_and_cells() {
        let text = "+++\ntitle = \"T\"\npros = [\"Fast\", \"Cheap\"]\n[captions]\nfio = \"Cap\"\n+++\n\n## Head {#h}\n\nOne\nparagraph.\n\n- item one\n- item two\n\n```\ncode 12\n```\n\n| a | b |\n|---|---|\n| 1 | x |\n\n> quoted\n> lines\n";
        let parsed = crate::content::front_matter::parse_file(text, Path::new("x.md")).unwrap();
        let found: Vec<(String, String, usize)> =
            segments(&parsed).into_iter().map(|s| (s.id, s.text, s.line)).collect();
        let expected = [
            ("title", "T", 2),
            ("pros.1", "Fast", 3),
            ("pros.2", "Cheap", 3),
            ("captions.fio", "Cap", 5),
            ("body.1", "Head", 8),
            ("body.2", "One paragraph.", 10),
            ("body.3", "item one", 13),
            ("body.4", "item two", 14),
            ("body.5", "a", 20),
            ("body.6", "b", 20),
            ("body.7", "1", 22),
            ("body.8", "x", 22),
            ("body.9", "quoted lines", 24),
        ];
        let expected: Vec<(String, String, usize)> =
            expected.iter().map(|(a, b, c)| (a.to_string(), b.to_string(), *c)).collect();
        assert_eq!(found, expected);
    }
}
