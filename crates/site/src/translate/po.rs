//! gettext PO: one file per page and target language, as Weblate and Crowdin expect.
//!
//! Each unit is an entry whose `msgctxt` is the unit's id (two paragraphs of the same words
//! stay two entries), with the placeholders explained in an extracted comment (`#.`), the
//! source file and line as its reference (`#:`), and `python-brace-format` among its flags
//! when it has placeholders, so that `msgfmt --check` and Weblate check that a translation
//! keeps every `{N}`. Plural forms are never used: prose has none of its own.

use std::fmt::Write as _;
use std::path::PathBuf;

use super::{
    placeholder_note, ExportDocument, FormatError, ImportedDocument, ImportedUnit, TargetState,
};

/// The header field naming the source file a PO file was exported from.
const SOURCE_FIELD: &str = "X-Iopress-Source";

/// Writes `document` as a PO file.
pub fn write(document: &ExportDocument) -> String {
    let mut out = String::new();
    let source = document.source_file.display().to_string().replace('\\', "/");
    let _ = writeln!(out, "# {} of {} ({}).", document.target_lang, document.page, source);
    let _ = writeln!(
        out,
        "# Written by `iopress translate export`; read back with `iopress translate import`."
    );
    let _ = writeln!(out, "# Keep every {{N}}: each is put back as the note above its entry says.");
    out.push_str("msgid \"\"\nmsgstr \"\"\n");
    let header = [
        format!("Project-Id-Version: {}\n", document.page),
        format!("PO-Revision-Date: {}\n", document.exported),
        "Last-Translator: \n".to_string(),
        "Language-Team: \n".to_string(),
        format!("Language: {}\n", document.target_lang),
        "MIME-Version: 1.0\n".to_string(),
        "Content-Type: text/plain; charset=UTF-8\n".to_string(),
        "Content-Transfer-Encoding: 8bit\n".to_string(),
        format!("X-Iopress-Source-Language: {}\n", document.source_lang),
        format!("{SOURCE_FIELD}: {source}\n"),
    ];
    for field in header {
        let _ = writeln!(out, "\"{}\"", escape(&field));
    }
    for unit in &document.units {
        out.push('\n');
        let notes = [placeholder_note(&unit.placeholders), unit.note.clone()];
        for note in notes.iter().flatten() {
            for line in note.lines() {
                let _ = writeln!(out, "#. {line}");
            }
        }
        let _ = writeln!(out, "#: {source}:{}", unit.line);
        let mut flags = Vec::new();
        if unit.state == TargetState::Fuzzy && unit.target.is_some() {
            flags.push("fuzzy");
        }
        if !unit.placeholders.is_empty() {
            flags.push("python-brace-format");
        }
        if !flags.is_empty() {
            let _ = writeln!(out, "#, {}", flags.join(", "));
        }
        write_string(&mut out, "msgctxt", &unit.id);
        write_string(&mut out, "msgid", &unit.source);
        write_string(&mut out, "msgstr", unit.target.as_deref().unwrap_or(""));
    }
    out
}

/// `keyword "text"`, or, for a long text, `keyword ""` and the text in lines of at most about
/// 76 characters, broken after spaces (and after each newline), as gettext's tools write it.
fn write_string(out: &mut String, keyword: &str, text: &str) {
    let escaped = escape(text);
    if escaped.chars().count() + keyword.len() + 3 <= 79
        && !text.trim_end_matches('\n').contains('\n')
    {
        let _ = writeln!(out, "{keyword} \"{escaped}\"");
        return;
    }
    let _ = writeln!(out, "{keyword} \"\"");
    for line in wrap(&escaped, 76) {
        let _ = writeln!(out, "\"{line}\"");
    }
}

/// Escaped text cut into pieces of at most `width` characters where possible: after a space
/// or after an escaped newline, never inside an escape.
fn wrap(escaped: &str, width: usize) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut current = String::new();
    let mut word = String::new();
    let mut chars = escaped.chars();
    while let Some(c) = chars.next() {
        word.push(c);
        if c == '\\' {
            if let Some(next) = chars.next() {
                word.push(next);
                if next == 'n' {
                    current.push_str(&word);
                    word.clear();
                    pieces.push(std::mem::take(&mut current));
                }
            }
            continue;
        }
        if c == ' ' {
            if current.chars().count() + word.chars().count() > width && !current.is_empty() {
                pieces.push(std::mem::take(&mut current));
            }
            current.push_str(&word);
            word.clear();
        }
    }
    if current.chars().count() + word.chars().count() > width && !current.is_empty() {
        pieces.push(std::mem::take(&mut current));
    }
    current.push_str(&word);
    if !current.is_empty() || pieces.is_empty() {
        pieces.push(current);
    }
    pieces
}

/// A PO string's escapes: backslash, quote, the C control escapes, and octal for the rest.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\{:03o}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

fn unescape(text: &str, line: usize) -> Result<String, FormatError> {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let escaped = chars.next().ok_or_else(|| FormatError {
            line,
            message: "the string ends with a lone backslash".into(),
        })?;
        match escaped {
            'n' => out.push('\n'),
            't' => out.push('\t'),
            'r' => out.push('\r'),
            'a' => out.push('\u{7}'),
            'b' => out.push('\u{8}'),
            'f' => out.push('\u{c}'),
            'v' => out.push('\u{b}'),
            '\\' | '"' | '\'' | '?' => out.push(escaped),
            '0'..='7' => {
                let mut value = escaped.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(digit) => {
                            value = value * 8 + digit;
                            chars.next();
                        }
                        None => break,
                    }
                }
                out.push(char::from_u32(value).unwrap_or('\u{fffd}'));
            }
            'x' => {
                let mut value = 0;
                while let Some(digit) = chars.peek().and_then(|c| c.to_digit(16)) {
                    value = value * 16 + digit;
                    chars.next();
                }
                out.push(char::from_u32(value).unwrap_or('\u{fffd}'));
            }
            other => {
                return Err(FormatError { line, message: format!("unknown escape `\\{other}`") })
            }
        }
    }
    Ok(out)
}

/// One entry as read.
#[derive(Default)]
struct Entry {
    line: usize,
    context: Option<String>,
    id: Option<String>,
    translation: Option<String>,
    fuzzy: bool,
}

/// Which string continuation lines add to.
#[derive(Clone, Copy, PartialEq)]
enum Field {
    None,
    Context,
    Id,
    Translation,
}

/// Reads a PO file written by [`write()`] and translated since (by a tool or by hand).
pub fn read(text: &str) -> Result<ImportedDocument, FormatError> {
    let mut entries: Vec<Entry> = Vec::new();
    let mut entry = Entry::default();
    let mut field = Field::None;
    let finish = |entry: &mut Entry, entries: &mut Vec<Entry>| {
        let done = std::mem::take(entry);
        if done.id.is_some() {
            entries.push(done);
        }
    };
    for (index, raw) in text.lines().enumerate() {
        let line_number = index + 1;
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        if let Some(comment) = line.strip_prefix('#') {
            // A comment after a complete entry starts the next one.
            if entry.translation.is_some() {
                finish(&mut entry, &mut entries);
            }
            if comment.starts_with('~') {
                // An obsolete entry (`#~ msgid …`), which tools keep at the end: it is no
                // unit, and the comments and flags written above it are its own.
                entry = Entry::default();
                field = Field::None;
                continue;
            }
            if entry.line == 0 {
                entry.line = line_number;
            }
            if let Some(flags) = comment.strip_prefix(',') {
                entry.fuzzy |= flags.split(',').any(|flag| flag.trim() == "fuzzy");
            }
            field = Field::None;
            continue;
        }
        let (keyword, rest) = match line.find(|c: char| c.is_whitespace()) {
            Some(at) => (&line[..at], line[at..].trim_start()),
            None => (line, ""),
        };
        let string = |rest: &str| -> Result<String, FormatError> {
            let inner = rest
                .strip_prefix('"')
                .and_then(|r| r.strip_suffix('"'))
                .filter(|_| rest.len() >= 2)
                .ok_or_else(|| FormatError {
                    line: line_number,
                    message: format!("expected a string in double quotes, found `{rest}`"),
                })?;
            unescape(inner, line_number)
        };
        match keyword {
            "msgctxt" | "msgid" => {
                // After a `msgstr`, a `msgctxt` or `msgid` starts the next entry.
                if entry.translation.is_some() {
                    finish(&mut entry, &mut entries);
                }
                if entry.line == 0 {
                    entry.line = line_number;
                }
                if keyword == "msgctxt" {
                    entry.context = Some(string(rest)?);
                    field = Field::Context;
                } else {
                    entry.id = Some(string(rest)?);
                    field = Field::Id;
                }
            }
            "msgstr" => {
                entry.translation = Some(string(rest)?);
                field = Field::Translation;
            }
            "msgid_plural" => {
                return Err(FormatError {
                    line: line_number,
                    message: "plural forms are not used in page translations".into(),
                })
            }
            _ if line.starts_with('"') => {
                let more = string(line)?;
                let target = match field {
                    Field::Context => &mut entry.context,
                    Field::Id => &mut entry.id,
                    Field::Translation => &mut entry.translation,
                    Field::None => {
                        return Err(FormatError {
                            line: line_number,
                            message: "a string continues nothing".into(),
                        })
                    }
                };
                target.get_or_insert_with(String::new).push_str(&more);
            }
            _ => {
                return Err(FormatError {
                    line: line_number,
                    message: format!("`{keyword}` is not a PO keyword"),
                })
            }
        }
    }
    finish(&mut entry, &mut entries);

    let header =
        entries.iter().find(|e| e.context.is_none() && e.id.as_deref() == Some("")).ok_or(
            FormatError { line: 1, message: "the file has no header entry (msgid \"\")".into() },
        )?;
    let header_text = header.translation.clone().unwrap_or_default();
    let field_value = |name: &str| {
        header_text.lines().find_map(|line| {
            let (key, value) = line.split_once(':')?;
            (key.trim() == name).then(|| value.trim().to_string())
        })
    };
    let source_file = field_value(SOURCE_FIELD).filter(|s| !s.is_empty()).ok_or(FormatError {
        line: header.line,
        message: format!(
            "the header has no `{SOURCE_FIELD}` field: this file was not exported by `iopress translate export`"
        ),
    })?;
    let target_lang = field_value("Language").filter(|s| !s.is_empty()).ok_or(FormatError {
        line: header.line,
        message: "the header has no `Language` field".into(),
    })?;
    let mut units = Vec::new();
    for entry in entries {
        if entry.context.is_none() && entry.id.as_deref() == Some("") {
            continue;
        }
        let id = entry.context.ok_or(FormatError {
            line: entry.line,
            message: "this entry has no msgctxt, which names its unit (`body.3`)".into(),
        })?;
        let target = entry.translation.filter(|t| !t.is_empty());
        let state = match (&target, entry.fuzzy) {
            (None, _) => TargetState::Untranslated,
            (Some(_), true) => TargetState::Fuzzy,
            (Some(_), false) => TargetState::Translated,
        };
        units.push(ImportedUnit {
            id,
            source: entry.id.unwrap_or_default(),
            target,
            state,
            line: entry.line,
            altered: Vec::new(),
        });
    }
    Ok(ImportedDocument { source_file: PathBuf::from(source_file), target_lang, units })
}

#[cfg(test)]
mod tests {
    use super::super::{ExportUnit, Placeholder, PlaceholderKind};
    use super::*;

    fn document() -> ExportDocument {
        let long = "A \"quoted\" back\\slash and a very long sentence that goes on and on past \
                    the width of one PO line, so that it has to be wrapped {1}.";
        ExportDocument {
            page: "reviews/x".into(),
            source_file: PathBuf::from("content/reviews/x/index.en.md"),
            source_lang: "en".into(),
            target_lang: "fr".into(),
            exported: "2026-12-03 21:40+0000".into(),
            units: vec![
                ExportUnit {
                    id: "title".into(),
                    source: "Short".into(),
                    placeholders: Vec::new(),
                    target: Some("Court".into()),
                    state: TargetState::Translated,
                    line: 2,
                    note: None,
                },
                ExportUnit {
                    id: "body.1".into(),
                    source: long.into(),
                    placeholders: vec![Placeholder {
                        index: 1,
                        kind: PlaceholderKind::Figure,
                        original: "2,231.0 MB/s".into(),
                    }],
                    target: Some("Tab\there".into()),
                    state: TargetState::Fuzzy,
                    line: 9,
                    note: Some("changed".into()),
                },
                ExportUnit {
                    id: "body.2".into(),
                    source: "Line\nbreak".into(),
                    placeholders: Vec::new(),
                    target: None,
                    state: TargetState::Untranslated,
                    line: 11,
                    note: None,
                },
            ],
        }
    }

    #[test]
    fn what_is_written_reads_back() {
        let written = write(&document());
        assert!(written.contains("#, fuzzy, python-brace-format\n"), "{written}");
        assert!(written.contains("#. {1} = figure: 2,231.0 MB/s\n"), "{written}");
        assert!(written.contains("#: content/reviews/x/index.en.md:9\n"), "{written}");
        let strings = written.lines().filter(|l| !l.starts_with('#'));
        assert!(strings.into_iter().all(|l| l.chars().count() <= 80), "{written}");
        let read = read(&written).unwrap();
        assert_eq!(read.source_file, PathBuf::from("content/reviews/x/index.en.md"));
        assert_eq!(read.target_lang, "fr");
        let units: Vec<(&str, &str, Option<&str>, TargetState)> = read
            .units
            .iter()
            .map(|u| (u.id.as_str(), u.source.as_str(), u.target.as_deref(), u.state))
            .collect();
        let original = document();
        assert_eq!(
            units,
            [
                ("title", "Short", Some("Court"), TargetState::Translated),
                (
                    "body.1",
                    original.units[1].source.as_str(),
                    Some("Tab\there"),
                    TargetState::Fuzzy
                ),
                ("body.2", "Line\nbreak", None, TargetState::Untranslated),
            ]
        );
    }

    #[test]
    fn obsolete_entries_and_their_flags_are_left_out() {
        let text = "msgid \"\"\nmsgstr \"Language: fr\\nX-Iopress-Source: a.md\\n\"\n\n\
                    msgctxt \"title\"\nmsgid \"A\"\nmsgstr \"B\"\n\n\
                    #, fuzzy\n#~ msgctxt \"old\"\n#~ msgid \"C\"\n#~ msgstr \"D\"\n\n\
                    msgctxt \"body.1\"\nmsgid \"E\"\nmsgstr \"F\"\n";
        let read = read(text).unwrap();
        let units: Vec<(&str, TargetState)> =
            read.units.iter().map(|u| (u.id.as_str(), u.state)).collect();
        assert_eq!(
            units,
            [("title", TargetState::Translated), ("body.1", TargetState::Translated)]
        );
    }

    #[test]
    fn bad_files_say_where() {
        let error =
            read("msgid \"\"\nmsgstr \"Language: fr\\n\"\n\nmsgid \"x\nmsgstr \"\"\n").unwrap_err();
        assert_eq!(error.to_string(), "line 4: expected a string in double quotes, found `\"x`");
        let error = read("msgid \"\"\nmsgstr \"Language: fr\\n\"\n").unwrap_err();
        assert!(error.message.contains("X-Iopress-Source"), "{error}");
    }
}
