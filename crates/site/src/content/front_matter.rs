//! Front matter: the TOML (`+++`) or YAML (`---`) block at the top of a Markdown file.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::diagnostics::{toml_error, Diagnostic, Location};

/// Who paid for the testing, shown prominently on the review.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Disclosure {
    pub kind: DisclosureKind,
    #[serde(default)]
    pub by: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DisclosureKind {
    Sponsored,
    Commissioned,
    Independent,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum SortBy {
    #[default]
    Date,
    Title,
    Weight,
}

/// A date as TOML writes it (a bare `2019-03-05`) or as YAML and quoted TOML write it (a string).
#[derive(Debug, Clone, PartialEq)]
pub enum DateValue {
    Toml(toml::value::Datetime),
    Text(String),
}

/// What a date field expects; ends serde's message for any other value ("invalid type:
/// integer `20190305`, expected a date"), so that [`parse_file`] can say how to write one.
const EXPECTED_DATE: &str = "expected a date";

impl<'de> Deserialize<'de> for DateValue {
    /// A string, or TOML's own date. Not an untagged enum: its message ("data did not match any
    /// variant of untagged enum DateValue") names neither the value nor, in YAML, its line.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(DateVisitor)
    }
}

struct DateVisitor;

impl<'de> serde::de::Visitor<'de> for DateVisitor {
    type Value = DateValue;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&EXPECTED_DATE["expected ".len()..])
    }

    fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<DateValue, E> {
        Ok(DateValue::Text(text.to_string()))
    }

    /// TOML hands its dates over as a one-entry map.
    fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<DateValue, A::Error> {
        let deserializer = serde::de::value::MapAccessDeserializer::new(map);
        toml::value::Datetime::deserialize(deserializer).map(DateValue::Toml)
    }
}

/// Every field any page may carry. Which ones a page uses depends on its kind; which ones
/// a translation may differ in is decided by the content loader.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FrontMatter {
    pub title: Option<String>,
    pub summary: Option<String>,
    pub description: Option<String>,
    pub date: Option<DateValue>,
    pub updated: Option<DateValue>,
    pub authors: Option<Vec<String>>,
    pub draft: Option<bool>,
    pub tags: Option<Vec<String>>,
    pub drives: Option<Vec<String>>,
    pub pros: Option<Vec<String>>,
    pub cons: Option<Vec<String>>,
    pub disclosure: Option<Disclosure>,
    #[serde(default)]
    pub captions: BTreeMap<String, String>,
    pub slug: Option<String>,
    pub weight: Option<i64>,
    pub sort_by: Option<SortBy>,
    /// A picture in the page's folder (`photo.jpg`) shown in its header: the same in every
    /// language (a fact), described by each language's `image_alt`.
    pub image: Option<String>,
    /// What `image` shows, in this file's language (alt text).
    pub image_alt: Option<String>,
    /// Findings of `iopress check` on this file that its editor accepts as right, each with
    /// the reason (docs/check.md, "Accepting a finding").
    #[serde(default)]
    pub accept: Vec<AcceptedFinding>,
}

/// A finding of `iopress check` on a file that its editor accepts: `[[accept]]` in the
/// front matter. It is still reported, as a note with the reason, and no longer fails.
#[derive(Debug, Clone, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct AcceptedFinding {
    /// The finding's kind, as check names it (`number-moved`).
    pub kind: String,
    /// The finding's text, as this file writes it (`U.2`).
    pub text: String,
    /// Why it is right, in a sentence: shown with the finding.
    pub reason: String,
}

/// A Markdown file split into its front matter and body.
#[derive(Debug, Clone)]
pub struct ParsedFile {
    pub front_matter: FrontMatter,
    /// The front matter as written, to point at the line of a field in messages.
    pub front_matter_text: String,
    /// Line of the file the front matter text starts on.
    pub front_matter_line: usize,
    pub body: String,
    /// Line of the file the body starts on, so Markdown positions map to file lines.
    pub body_line: usize,
}

impl ParsedFile {
    /// The file location of the value of top-level field `field` (`date = 2019-03-05`,
    /// `date: 2019-03-05`), for messages about it. Unlike a plain search, `date` is not found
    /// inside `updated`.
    pub fn locate_field(&self, field: &str) -> Option<Location> {
        let mut offset = 0;
        for line in self.front_matter_text.split_inclusive('\n') {
            let start = offset;
            offset += line.len();
            let Some(rest) = line.strip_prefix(field) else { continue };
            let after_key = rest.trim_start_matches([' ', '\t']);
            let Some(value) = after_key.strip_prefix(['=', ':']) else { continue };
            let value_start = line.len() - value.trim_start_matches([' ', '\t']).len();
            let inner = Location::from_offset(&self.front_matter_text, start + value_start);
            return Some(Location::new(inner.line + self.front_matter_line - 1, inner.column));
        }
        None
    }

    /// The line of the file holding the front matter's `# untranslated` comment (what
    /// `iopress new language` writes at the top of a page it copies): the editor's word that
    /// this file is not yet a translation. The comment is the mark Fluent files use
    /// ([`crate::l10n::UNTRANSLATED_MARK`]), in a TOML or YAML comment.
    pub fn untranslated_mark(&self) -> Option<usize> {
        self.front_matter_text.lines().position(is_untranslated_mark).map(|index| {
            // Lines of the front matter are counted from the file's.
            index + self.front_matter_line
        })
    }

    /// The file location of the first occurrence of `needle` in the front matter, for messages
    /// about a field's value.
    pub fn locate_in_front_matter(&self, needle: &str) -> Option<Location> {
        let offset = self.front_matter_text.find(needle)?;
        let inner = Location::from_offset(&self.front_matter_text, offset);
        Some(Location::new(inner.line + self.front_matter_line - 1, inner.column))
    }
}

/// `# untranslated` or `# untranslated: why`, at the start of a line.
fn is_untranslated_mark(line: &str) -> bool {
    let Some(comment) = line.trim_start().strip_prefix('#') else { return false };
    let Some(rest) = comment.trim_start().strip_prefix(crate::l10n::UNTRANSLATED_MARK) else {
        return false;
    };
    rest.is_empty() || rest.starts_with(':') || rest.starts_with(char::is_whitespace)
}

pub fn parse_file(text: &str, path: &Path) -> Result<ParsedFile, Diagnostic> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let delimiter = match text.lines().next().map(str::trim_end) {
        Some("+++") => "+++",
        Some("---") => "---",
        _ => {
            return Err(Diagnostic::error("the file does not start with front matter")
                .in_file(path)
                .at(1, 1)
                .with_help("start the file with a `+++` line, a `title = \"...\"` line and a closing `+++` line"))
        }
    };
    let after_open = text.find('\n').map(|i| i + 1).unwrap_or(text.len());
    let mut offset = after_open;
    let mut closing = None;
    for line in text[after_open..].split_inclusive('\n') {
        if line.trim_end() == delimiter {
            closing = Some((offset, offset + line.len()));
            break;
        }
        offset += line.len();
    }
    let Some((close_start, body_start)) = closing else {
        return Err(Diagnostic::error(format!(
            "the front matter opened with `{delimiter}` is never closed"
        ))
        .in_file(path)
        .at(1, 1)
        .with_help(format!("add a line with only `{delimiter}` after the last field")));
    };
    let front_text = &text[after_open..close_start];
    let front_matter_line = 2;
    let front_matter = if delimiter == "+++" {
        toml::from_str::<FrontMatter>(front_text).map_err(|e| {
            let mut d = toml_error(&e, front_text, path);
            if let Some(l) = d.location.as_mut() {
                l.line += front_matter_line - 1;
            }
            match d.help {
                Some(_) => d,
                None => {
                    let help = front_matter_help(
                        &d.message,
                        "`date = 2019-03-05`",
                        "`key = \"value\"`",
                        "TOML",
                    );
                    d.with_help(help)
                }
            }
        })?
    } else {
        serde_yaml_ng::from_str::<Option<FrontMatter>>(front_text)
            .map(Option::unwrap_or_default)
            .map_err(|e| {
                let inner = yaml_location(&e, front_text);
                let location =
                    Some(Location::new(inner.line + front_matter_line - 1, inner.column));
                let message = yaml_message(&e);
                let help =
                    front_matter_help(&message, "`date: 2019-03-05`", "`key: value`", "YAML");
                Diagnostic::error(message).in_file(path).at_location(location).with_help(help)
            })?
    };
    Ok(ParsedFile {
        front_matter,
        front_matter_text: front_text.to_string(),
        front_matter_line,
        body: text[body_start..].to_string(),
        body_line: Location::from_offset(text, body_start).line,
    })
}

/// What to do about a front-matter error: how to write a date when a value was not one,
/// else what the block's syntax is. `date` and `pair` are examples in that syntax.
fn front_matter_help(message: &str, date: &str, pair: &str, syntax: &str) -> String {
    if message.ends_with(EXPECTED_DATE) {
        format!("write dates as YYYY-MM-DD, e.g. {date}")
    } else {
        let delimiter = if syntax == "TOML" { "+++" } else { "---" };
        format!("front matter between `{delimiter}` lines is {syntax}: {pair}")
    }
}

/// Where in `front_text` a YAML error is. libyaml's byte index is read with our own line
/// counting: YAML also breaks lines at `\r`, U+2028 and U+0085, so its line numbers can name
/// a line the editor does not see. An error about the stream as a whole (a second document)
/// has no index: it is placed at the `---` or `...` line that starts the second document.
fn yaml_location(error: &serde_yaml_ng::Error, front_text: &str) -> Location {
    let offset = match error.location() {
        Some(location) => location.index(),
        None => document_marker(front_text).unwrap_or(0),
    };
    Location::from_offset(front_text, offset)
}

/// The offset of the first line that starts or ends a YAML document.
fn document_marker(text: &str) -> Option<usize> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if line.starts_with("---") || line.starts_with("...") {
            return Some(offset);
        }
        offset += line.len();
    }
    None
}

/// serde_yaml puts "at line L column C" into its message; we report the place separately.
fn yaml_message(error: &serde_yaml_ng::Error) -> String {
    let message = error.to_string();
    match message.find(" at line ") {
        Some(i) => message[..i].to_string(),
        None => message,
    }
}

impl DateValue {
    /// The calendar date; a time of day, if given, is not used.
    pub fn to_date(&self) -> Result<jiff::civil::Date, String> {
        match self {
            DateValue::Toml(datetime) => {
                let date = datetime.date.ok_or_else(|| format!("`{datetime}` has no date"))?;
                jiff::civil::Date::new(date.year as i16, date.month as i8, date.day as i8)
                    .map_err(|e| e.to_string())
            }
            DateValue::Text(text) => {
                let head = text.get(..10).unwrap_or(text);
                head.parse::<jiff::civil::Date>().map_err(|_| {
                    format!("`{text}` is not a date; write it as YYYY-MM-DD, e.g. 2026-11-29")
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_untranslated_mark_is_a_comment_of_its_own_in_the_front_matter() {
        let parse = |text: &str| parse_file(text, Path::new("x.md")).unwrap().untranslated_mark();
        assert_eq!(parse("+++\ntitle = \"A\"\n# untranslated: copied\n+++\n"), Some(3));
        assert_eq!(parse("---\n# untranslated\ntitle: A\n---\nBody\n"), Some(2));
        assert_eq!(parse("+++\n  #untranslated  \n+++\n"), Some(2));
        assert_eq!(parse("+++\n# untranslatedness\n+++\n"), None);
        assert_eq!(parse("+++\ntitle = \"# untranslated\"\n+++\n"), None);
        assert_eq!(parse("+++\n+++\n# untranslated\n"), None, "in the prose, it is prose");
    }

    #[test]
    fn toml_front_matter_and_body_line() {
        let file =
            parse_file("+++\ntitle = \"A\"\ndate = 2019-03-05\n+++\n\nHello\n", Path::new("a.md"))
                .unwrap();
        assert_eq!(file.front_matter.title.as_deref(), Some("A"));
        assert_eq!(file.front_matter.date.unwrap().to_date().unwrap().to_string(), "2019-03-05");
        assert_eq!(file.body_line, 5);
        assert_eq!(file.body, "\nHello\n");
    }

    #[test]
    fn yaml_front_matter_with_string_date() {
        let file = parse_file(
            "---\ntitle: B\ndate: \"2019-03-05\"\ndisclosure: { kind: sponsored, by: WD }\n---\nx",
            Path::new("b.md"),
        )
        .unwrap();
        assert_eq!(file.front_matter.date.unwrap().to_date().unwrap().to_string(), "2019-03-05");
        assert_eq!(file.front_matter.disclosure.unwrap().kind, DisclosureKind::Sponsored);
    }

    #[test]
    fn toml_error_points_at_the_file_line() {
        let error =
            parse_file("+++\ntitle = \"A\"\ntitel = \"B\"\n+++\n", Path::new("c.md")).unwrap_err();
        assert_eq!(error.location.unwrap().line, 3, "{error}");
        assert!(error.message.contains("titel"), "{error}");
    }

    #[test]
    fn yaml_error_points_at_the_file_line() {
        let error =
            parse_file("---\ntitle: A\ndraft: maybe\n---\n", Path::new("d.md")).unwrap_err();
        assert_eq!(error.location.unwrap().line, 3, "{error}");
    }

    #[test]
    fn a_number_for_a_date_says_how_to_write_one() {
        let error = parse_file("+++\ntitle = \"A\"\ndate = 20190305\n+++\n", Path::new("a.md"))
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            "a.md:3:8: error: invalid type: integer `20190305`, expected a date\n  help: write dates as YYYY-MM-DD, e.g. `date = 2019-03-05`"
        );
        let error =
            parse_file("---\ntitle: A\nupdated: [2019, 3]\n---\n", Path::new("b.md")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "b.md:3:10: error: updated: invalid type: sequence, expected a date\n  help: write dates as YYYY-MM-DD, e.g. `date: 2019-03-05`"
        );
    }

    #[test]
    fn a_field_is_located_at_its_value_and_not_inside_another_key() {
        let file =
            parse_file("+++\nupdated = 2020-01-01\ndate  =  2019-03-05\n+++\n", Path::new("a.md"))
                .unwrap();
        assert_eq!(file.locate_field("date"), Some(Location::new(3, 10)));
        assert_eq!(file.locate_field("updated"), Some(Location::new(2, 11)));
        assert_eq!(file.locate_field("slug"), None);
    }

    #[test]
    fn a_second_yaml_document_is_reported_where_it_starts() {
        let error = parse_file(
            "---\ntitle: A\ncaptions:\n---  sql: SQL Server\n---\nx\n",
            Path::new("y.md"),
        )
        .unwrap_err();
        assert_eq!(
            error.to_string(),
            "y.md:4:1: error: deserializing from YAML containing more than one document is not supported\n  \
             help: front matter between `---` lines is YAML: `key: value`"
        );
    }

    #[test]
    fn yaml_errors_are_placed_by_the_lines_the_editor_sees() {
        // YAML breaks a line at a lone `\r`; an editor showing it as one line must be told
        // the column on that line, not a line 4 it does not have.
        let error = parse_file("---\ntitle: A\rdate: [\n---\n", Path::new("y.md")).unwrap_err();
        let location = error.location.unwrap();
        assert_eq!(location.line, 2, "{error}");
        assert!(location.column <= "title: A\rdate: [".chars().count() + 1, "{error}");
    }

    #[test]
    fn unclosed_front_matter_is_an_error() {
        let error = parse_file("+++\ntitle = \"A\"\n", Path::new("e.md")).unwrap_err();
        assert!(error.message.contains("never closed"));
    }
}
