//! A page's prose as the checker reads it: blocks of plain text (paragraphs, headings, list
//! items, table cells), each mapped back to where it is in the Markdown file.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use pulldown_cmark::{Event, Parser, Tag, TagEnd};

use iopress_site::content::front_matter::FrontMatter;
use iopress_site::content::Text;
use iopress_site::diagnostics::Location;

/// Every text of the site, read once for all checks: page path → (language, prose).
pub fn read_all(site: &iopress_site::LoadedSite) -> HashMap<String, Vec<(String, Prose)>> {
    site.content
        .pages
        .values()
        .map(|page| {
            (
                page.path.clone(),
                page.texts
                    .iter()
                    .filter_map(|(lang, text)| Some((lang.clone(), Prose::read(text)?)))
                    .collect(),
            )
        })
        .collect()
}

/// drive.toml's alt texts of the drive's picture, one prose per language, each a single
/// block mapped to where its string is in drive.toml: drive page path → (language, prose).
/// Alt text is prose a reader hears instead of the picture (`a 2.5-inch case`), written
/// for each language beside the facts, so its figures are checked as a page's are.
pub fn read_drive_alt_texts(
    site: &iopress_site::LoadedSite,
) -> HashMap<String, Vec<(String, Prose)>> {
    site.content
        .pages
        .values()
        .filter_map(|page| {
            let image = page.drive.as_ref()?.image.as_ref()?;
            let file = page.dir.join(iopress_site::data::DRIVE_DATA_FILE);
            let file_text = std::fs::read_to_string(&file).ok()?;
            let texts = image
                .alt
                .iter()
                .map(|(lang, alt)| {
                    let markers = ["image_alt", &format!("{lang} = ")];
                    (lang.clone(), Prose::of_one_value(&file, file_text.clone(), alt, &markers))
                })
                .collect();
            Some((page.path.clone(), texts))
        })
        .collect()
}

/// One Markdown file's prose.
pub struct Prose {
    pub file: PathBuf,
    /// The whole file, to turn offsets into lines and columns.
    pub file_text: String,
    /// The text in this prose's language, when the file holds others' too (drive.toml's alt
    /// texts): what [`Prose::written`] answers instead of the whole file.
    own_text: Option<String>,
    /// Where the body starts in `file_text`.
    body_offset: usize,
    /// Where each line of `file_text` starts: a location is found without counting lines
    /// from the start of the file each time.
    line_starts: Vec<usize>,
    pub blocks: Vec<Block>,
    /// Links in the body: destination and offset in the file.
    pub links: Vec<(String, usize)>,
}

/// A paragraph, heading, list item or table cell, as text.
pub struct Block {
    /// Shortcodes (`{{ value(…) }}`) are blanked out: their figures come from the data.
    pub text: String,
    /// (offset in `text`, offset in the file) at the start of each piece of text.
    pieces: Vec<(usize, usize)>,
    pub has_shortcode: bool,
    /// A heading: headings divide the text into sections, which translations keep even when
    /// they merge or split paragraphs.
    pub heading: bool,
    /// A string of the front matter (title, summary, pros…), not of the body.
    pub front: bool,
    /// A table's cell: what it holds is data (a figure, a spec), never a section number.
    pub cell: bool,
    /// Where each sentence ends in `text` (set once the text is complete).
    sentence_ends: Vec<usize>,
    /// Whether `text` has characters read in their ASCII form ([`ascii_form`]): digits of
    /// another numbering system, Unicode's hyphens.
    read_in_ascii: bool,
}

impl Prose {
    /// Reads the file of `text` again (the loader keeps only its parts).
    fn read(text: &Text) -> Option<Prose> {
        let file_text = std::fs::read_to_string(&text.file).ok()?;
        let mut prose = Prose::parse(&text.file, file_text, &text.parsed.body);
        prose.add_front_matter(text.front());
        Some(prose)
    }

    /// The prose of one string of a file that holds other languages' too (`value`, found
    /// after `markers`): one block, and the file's text for lines and columns.
    fn of_one_value(file: &Path, file_text: String, value: &String, markers: &[&str]) -> Prose {
        let line_starts = line_starts(&file_text);
        let mut prose = Prose {
            file: file.to_path_buf(),
            body_offset: file_text.len(),
            file_text,
            own_text: Some(value.clone()),
            line_starts,
            blocks: Vec::new(),
            links: Vec::new(),
        };
        prose.add_front_strings(&[value], markers);
        prose
    }

    /// The front matter's prose (title, summary, description, pros, cons, captions, the
    /// picture's alt text) as blocks before the body's, in that order, each mapped to where its
    /// string is in the file.
    fn add_front_matter(&mut self, front: &FrontMatter) {
        let mut strings: Vec<&String> = Vec::new();
        strings.extend(&front.title);
        strings.extend(&front.summary);
        strings.extend(&front.description);
        strings.extend(front.pros.iter().flatten());
        strings.extend(front.cons.iter().flatten());
        strings.extend(front.captions.values());
        // Alt text is prose a reader hears instead of the picture: its figures are the source's.
        strings.extend(&front.image_alt);
        self.add_front_strings(&strings, &[]);
    }

    /// `strings`, values of the part of the file before the body, as blocks before the
    /// body's, in that order, looked for after `markers`, each found after the one before
    /// (`image_alt`, then `fr = ` in drive.toml, where every language's string is in one
    /// file).
    fn add_front_strings(&mut self, strings: &[&String], markers: &[&str]) {
        let head = &self.file_text[..self.body_offset];
        let mut searched_from = 0;
        for marker in markers {
            if let Some(at) = head[searched_from..].find(marker) {
                searched_from += at + marker.len();
            }
        }
        let after_markers = searched_from;
        let mut blocks = Vec::new();
        for &string in strings {
            // Found as a value (after a quote, `= `, `: ` or `- `), after the previous one, so
            // that a short string ("Fast") is not found inside an earlier one; otherwise by its
            // start (escapes differ); otherwise anywhere after the markers (a table's strings,
            // such as `[captions]`, are read in their keys' order, which the file need not
            // follow), otherwise at the front matter's start.
            let probe: String = string.chars().take(24).collect();
            let find_from = |from: usize| {
                let as_value = |text: &str| {
                    ["\"", "'", "= ", ": ", "- "]
                        .iter()
                        .filter_map(|prefix| {
                            head[from..]
                                .find(&format!("{prefix}{text}"))
                                .map(|at| at + prefix.len())
                        })
                        .min()
                };
                as_value(string.as_str())
                    .or_else(|| as_value(probe.as_str()))
                    .or_else(|| head[from..].find(probe.as_str()))
                    .map(|at| from + at)
            };
            let found = find_from(searched_from).or_else(|| find_from(after_markers));
            if let Some(at) = found {
                searched_from = searched_from.max(at);
            }
            let mut block = Block {
                text: string.clone(),
                pieces: vec![(0, found.unwrap_or(0))],
                has_shortcode: false,
                heading: false,
                front: true,
                cell: false,
                sentence_ends: Vec::new(),
                read_in_ascii: false,
            };
            block.finish();
            blocks.push(block);
        }
        blocks.append(&mut self.blocks);
        self.blocks = blocks;
    }

    pub fn parse(file: &Path, file_text: String, body: &str) -> Prose {
        let body_offset = if file_text.ends_with(body) {
            file_text.len() - body.len()
        } else {
            file_text.find(body).unwrap_or(0)
        };
        let mut blocks = Vec::new();
        let mut links = Vec::new();
        let mut current: Option<Block> = None;
        let mut depth = 0usize;
        for (event, range) in
            Parser::new_ext(body, iopress_site::markdown::OPTIONS).into_offset_iter()
        {
            match event {
                Event::Start(
                    tag @ (Tag::Paragraph | Tag::Heading { .. } | Tag::Item | Tag::TableCell),
                ) => {
                    // A list item's paragraph continues the item's block.
                    if current.is_none() {
                        let heading = matches!(tag, Tag::Heading { .. });
                        current = Some(Block {
                            text: String::new(),
                            pieces: Vec::new(),
                            has_shortcode: false,
                            heading,
                            front: false,
                            cell: matches!(tag, Tag::TableCell),
                            sentence_ends: Vec::new(),
                            read_in_ascii: false,
                        });
                    }
                    depth += 1;
                }
                Event::End(
                    TagEnd::Paragraph | TagEnd::Heading(_) | TagEnd::Item | TagEnd::TableCell,
                ) => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        if let Some(mut block) = current.take() {
                            block.finish();
                            blocks.push(block);
                        }
                    }
                }
                Event::Start(Tag::Link { dest_url, .. }) => {
                    links.push((dest_url.to_string(), body_offset + range.start))
                }
                Event::Text(text) => {
                    if let Some(block) = current.as_mut() {
                        // Escapes and entities make the text differ from the source; it then
                        // maps to where it starts.
                        block.pieces.push((block.text.len(), body_offset + range.start));
                        block.text.push_str(&text);
                    }
                }
                Event::Code(_)
                | Event::InlineHtml(_)
                | Event::SoftBreak
                | Event::HardBreak
                | Event::FootnoteReference(_) => {
                    if let Some(block) = current.as_mut() {
                        block.pieces.push((block.text.len(), body_offset + range.start));
                        block.text.push(' ');
                    }
                }
                _ => {}
            }
        }
        let line_starts = line_starts(&file_text);
        Prose {
            file: file.to_path_buf(),
            file_text,
            own_text: None,
            body_offset,
            line_starts,
            blocks,
            links,
        }
    }

    /// Everything written in this prose's language, to look up how it writes something: the
    /// whole file (front matter and body), or, in a file of several languages, its own text.
    pub fn written(&self) -> &str {
        self.own_text.as_deref().unwrap_or(&self.file_text)
    }

    /// Whether a block has characters read in their ASCII form ([`ascii_form`]).
    pub fn has_characters_read_in_ascii(&self) -> bool {
        self.blocks.iter().any(|b| b.read_in_ascii)
    }

    /// The `chars` characters the file has at `location`: what a figure read with ASCII
    /// digits is written as.
    pub fn written_at(&self, location: Location, chars: usize) -> Option<&str> {
        let line_start = *self.line_starts.get(location.line.checked_sub(1)?)?;
        let line = &self.file_text[line_start..];
        let start = line.char_indices().nth(location.column.checked_sub(1)?)?.0;
        let end = line[start..].char_indices().nth(chars).map_or(line.len(), |(i, _)| start + i);
        Some(&line[start..end])
    }

    /// Where `offset` (in `block`'s text) is in the file.
    pub fn location(&self, block: &Block, offset: usize) -> Location {
        self.location_of_file_offset(block.file_offset(offset))
    }

    /// Line and column (as [`Location::from_offset`] counts them) of a byte offset of the file.
    pub fn location_of_file_offset(&self, offset: usize) -> Location {
        let mut offset = offset.min(self.file_text.len());
        while !self.file_text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.line_starts.partition_point(|start| *start <= offset);
        let start = self.line_starts[line - 1];
        Location::new(line, self.file_text[start..offset].chars().count() + 1)
    }

    /// Where the body starts (for findings about the text as a whole).
    pub fn body_location(&self) -> Location {
        self.location_of_file_offset(self.body_offset)
    }
}

impl Prose {
    /// The section (counted from 0: what comes before the first heading) of each block.
    pub fn sections(&self) -> Vec<usize> {
        let mut section = 0;
        self.blocks
            .iter()
            .map(|block| {
                section += usize::from(block.heading);
                section
            })
            .collect()
    }
}

impl Block {
    fn file_offset(&self, offset: usize) -> usize {
        let index = self.pieces.partition_point(|(start, _)| *start <= offset).saturating_sub(1);
        match self.pieces.get(index) {
            Some((start, file)) => file + (offset - start),
            None => 0,
        }
    }

    /// Which sentence of the block `offset` is in, counted from 0.
    pub fn sentence_at(&self, offset: usize) -> usize {
        self.sentence_ends.iter().filter(|end| **end <= offset).count()
    }

    /// Where sentence `index` starts in the block's text, and its text.
    pub fn sentence_span(&self, index: usize) -> (usize, &str) {
        let ends = &self.sentence_ends;
        let start =
            if index == 0 { 0 } else { ends.get(index - 1).copied().unwrap_or(self.text.len()) };
        let end = ends.get(index).copied().unwrap_or(self.text.len());
        (start, &self.text[start..end.max(start)])
    }

    pub fn sentence_count(&self) -> usize {
        let ends = &self.sentence_ends;
        let trailing = ends.last().is_some_and(|end| self.text[*end..].trim().is_empty());
        ends.len() + usize::from(!trailing)
    }

    /// Shortcodes blanked, sentences found: the text is read many times after this.
    fn finish(&mut self) {
        self.blank_shortcodes();
        self.replace_with_ascii_forms();
        self.sentence_ends = sentence_ends(&self.text);
    }

    /// Digits of other numbering systems (`٢٫٥` in Arabic, `१२` in Devanagari, `１２` full
    /// width: Unicode's decimal digits, which come in runs of ten from zero) written as ASCII
    /// digits, and the hyphens typed for a name's (`E5‑2697`, with the no-break hyphen a
    /// Ukrainian tester's keyboard gives) as ASCII's, each still located at its place in the
    /// file: numbers and names are read in one set of characters. The locale's own separators
    /// (`٫`, `٬`) are left as they are; its number style reads them.
    fn replace_with_ascii_forms(&mut self) {
        if self.text.is_ascii() || !self.text.chars().any(|c| ascii_form(c).is_some()) {
            return;
        }
        let piece_starts: std::collections::HashSet<usize> =
            self.pieces.iter().map(|(start, _)| *start).collect();
        let mut text = String::with_capacity(self.text.len());
        let mut pieces = Vec::new();
        let mut after_replaced = false;
        for (at, c) in self.text.char_indices() {
            let replaced = ascii_form(c);
            // Each replaced character, and what follows it, starts a piece at its file offset.
            if replaced.is_some() || after_replaced || piece_starts.contains(&at) {
                pieces.push((text.len(), self.file_offset(at)));
            }
            after_replaced = replaced.is_some();
            text.push(replaced.unwrap_or(c));
        }
        self.text = text;
        self.pieces = pieces;
        self.read_in_ascii = true;
    }

    /// Replaces `{{ … }}` with spaces (byte for byte, so offsets stay right).
    fn blank_shortcodes(&mut self) {
        while let Some(start) = self.text.find("{{") {
            let end =
                self.text[start..].find("}}").map(|e| start + e + 2).unwrap_or(self.text.len());
            let blank = " ".repeat(end - start);
            self.text.replace_range(start..end, &blank);
            self.has_shortcode = true;
        }
    }
}

/// Where each line of `text` starts.
fn line_starts(text: &str) -> Vec<usize> {
    std::iter::once(0).chain(text.match_indices('\n').map(|(at, _)| at + 1)).collect()
}

/// Offsets just after each sentence's final punctuation: `.`, `!`, `?` followed by a space
/// or the end (so that `4.8` is no end), the CJK full stops anywhere, and every other
/// character Unicode calls a sentence terminal (ICU4X's `Sentence_Terminal`: the Devanagari
/// danda `।`, the Urdu full stop `۔`, the Arabic question mark `؟`, the Ethiopic `።`) where
/// no digit follows it (a full-width `．` between digits is a decimal point).
fn sentence_ends(text: &str) -> Vec<usize> {
    use icu::properties::{props::SentenceTerminal, CodePointSetData};
    let terminal = CodePointSetData::new::<SentenceTerminal>();
    let mut ends = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let next = chars.peek().map(|(_, n)| *n);
        let end = at + c.len_utf8();
        match c {
            '。' | '！' | '？' => ends.push(end),
            c if !c.is_ascii() && terminal.contains(c) && !next.is_some_and(char::is_numeric) => {
                ends.push(end)
            }
            // Not before a lowercase word: `99. percentyl`, `ca. 5`, `e.g. this`.
            '.' | '!' | '?'
                if next.is_none_or(char::is_whitespace)
                    && !next_word_is_lowercase(&text[end..]) =>
            {
                ends.push(end)
            }
            _ => {}
        }
    }
    ends
}

fn next_word_is_lowercase(rest: &str) -> bool {
    rest.trim_start().chars().next().is_some_and(char::is_lowercase)
}

/// The hyphens that join a name's parts as ASCII's `-` does: Unicode's hyphen (U+2010) and
/// no-break hyphen (U+2011).
const HYPHENS: [char; 2] = ['\u{2010}', '\u{2011}'];

/// What `c` is read as: a digit of another numbering system as the ASCII digit, a hyphen as
/// `-`; None for any other character.
pub(crate) fn ascii_form(c: char) -> Option<char> {
    if HYPHENS.contains(&c) {
        return Some('-');
    }
    other_digit(c).and_then(|value| char::from_digit(value, 10))
}

/// The value of a decimal digit other than ASCII's (`٣` is 3; Unicode's `Nd`, from ICU4X's
/// general category data): digits are encoded in runs of ten from zero, so its value is its
/// distance from the start of its run, modulo ten (the mathematical digits are five runs in
/// a row).
fn other_digit(c: char) -> Option<u32> {
    use icu::properties::props::GeneralCategory;
    use icu::properties::CodePointMapData;
    if c.is_ascii() {
        return None;
    }
    let category = CodePointMapData::<GeneralCategory>::new();
    if category.get(c) != GeneralCategory::DecimalNumber {
        return None;
    }
    let mut zero = c as u32;
    while let Some(before) = zero.checked_sub(1).and_then(char::from_u32) {
        if category.get(before) != GeneralCategory::DecimalNumber {
            break;
        }
        zero -= 1;
    }
    Some((c as u32 - zero) % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_map_back_to_the_file() {
        let file = "+++\ntitle = \"x\"\n+++\n\n# Title 1\n\nA **12,610.3** TPS score. Then {{ value(table=\"a\") }} more.\n\n- item 4.8 ms\n";
        let body = &file[file.find("\n\n").unwrap() + 1..];
        let prose = Prose::parse(Path::new("x.md"), file.to_string(), body);
        assert_eq!(prose.blocks.len(), 3);
        let block = &prose.blocks[1];
        assert!(block.has_shortcode);
        assert!(!block.text.contains("value"));
        let at = block.text.find("12,610.3").unwrap();
        assert_eq!(prose.location(block, at), Location::new(7, 5));
        assert_eq!(block.sentence_at(at), 0);
        assert_eq!(block.sentence_at(block.text.find("more").unwrap()), 1);
        assert_eq!(block.sentence_count(), 2);
        assert_eq!(
            prose.location(&prose.blocks[2], prose.blocks[2].text.find("4.8").unwrap()),
            Location::new(9, 8)
        );
        // The line table gives what counting from the start gives, everywhere.
        for offset in 0..file.len() {
            if file.is_char_boundary(offset) {
                assert_eq!(
                    prose.location_of_file_offset(offset),
                    Location::from_offset(file, offset),
                    "at {offset}"
                );
            }
        }
    }
}
