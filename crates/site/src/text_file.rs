//! Reading the text files an editor writes (Markdown, TOML, CSV, templates, Fluent files,
//! fio's JSON): UTF-8, or an error at the first byte that is not.
//!
//! `std::fs::read_to_string` says only "stream did not contain valid UTF-8", which leaves
//! the editor searching a long file for one Latin-1 `é`; here the place is a line and column.
//!
//! A byte-order mark at the start (U+FEFF, which Notepad and other editors on Windows write)
//! is left out: it marks the encoding and is no part of the text. Kept, it made the first
//! line of a `.ftl` file or a template a syntax error that did not mention it.

use std::path::Path;
use std::string::FromUtf8Error;

use crate::diagnostics::{Diagnostic, Location};

/// Why a text file could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// The file could not be opened or read; the caller says what the file was for.
    Io(std::io::Error),
    /// The file is not UTF-8: a diagnostic naming it, with the line and column of the bad byte.
    NotUtf8(Diagnostic),
}

impl ReadError {
    /// The diagnostic for this failure; `io` words an I/O failure for the caller's kind of file.
    pub fn into_diagnostic(self, io: impl FnOnce(std::io::Error) -> Diagnostic) -> Diagnostic {
        match self {
            ReadError::Io(error) => io(error),
            ReadError::NotUtf8(diagnostic) => diagnostic,
        }
    }
}

/// The text of `path`, checked to be UTF-8.
pub fn read(path: &Path) -> Result<String, ReadError> {
    let bytes = std::fs::read(path).map_err(ReadError::Io)?;
    decode(bytes, path).map_err(ReadError::NotUtf8)
}

/// The byte-order mark, as it stands at the start of a UTF-8 file.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// `bytes` as UTF-8 text without a leading byte-order mark, or a diagnostic at the first
/// byte that is not UTF-8.
pub fn decode(bytes: Vec<u8>, path: &Path) -> Result<String, Diagnostic> {
    let mut text = String::from_utf8(bytes).map_err(|error| not_utf8(&error, path))?;
    if text.starts_with(BYTE_ORDER_MARK) {
        text.drain(..BYTE_ORDER_MARK.len_utf8());
    }
    Ok(text)
}

fn not_utf8(error: &FromUtf8Error, path: &Path) -> Diagnostic {
    let bytes = error.as_bytes();
    let offset = error.utf8_error().valid_up_to();
    // Everything before the bad byte is valid, so its lines and characters can be counted:
    // those of the text, as every other error of the file counts them, without the mark.
    let before = std::str::from_utf8(&bytes[..offset]).unwrap_or_default();
    let before = before.strip_prefix(BYTE_ORDER_MARK).unwrap_or(before);
    Diagnostic::error(format!(
        "the file is not valid UTF-8: byte 0x{:02X} at byte offset {offset} is not part of a UTF-8 character",
        bytes[offset]
    ))
    .in_file(path)
    .at_location(Some(Location::from_offset(before, before.len())))
    .with_help("save the file as UTF-8 (it may have been written as Latin-1, Windows-1252 or UTF-16)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_bad_byte_is_reported_at_its_line_and_column() {
        // "é" as Latin-1 (0xE9) after a UTF-8 "é" on line 2: column 4 counts characters.
        let bytes = b"title\nx\xc3\xa9y\xe9z\n".to_vec();
        let error = decode(bytes, Path::new("a.md")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "a.md:2:4: error: the file is not valid UTF-8: byte 0xE9 at byte offset 10 is not part of a UTF-8 character\n  \
             help: save the file as UTF-8 (it may have been written as Latin-1, Windows-1252 or UTF-16)"
        );
    }

    #[test]
    fn a_character_cut_short_at_the_end_is_reported_too() {
        let error = decode(b"ab\xc3".to_vec(), Path::new("t.csv")).unwrap_err();
        assert_eq!(error.location, Some(Location::new(1, 3)));
    }

    #[test]
    fn a_leading_byte_order_mark_is_left_out_and_no_other() {
        let text = decode(b"\xef\xbb\xbfkey = a\xef\xbb\xbf\n".to_vec(), Path::new("a.ftl"));
        assert_eq!(text.unwrap(), "key = a\u{feff}\n");
        assert_eq!(decode(b"\xef\xbb\xbf".to_vec(), Path::new("a.ftl")).unwrap(), "");
        let error = decode(b"\xef\xbb\xbfab\xe9".to_vec(), Path::new("t.csv")).unwrap_err();
        assert_eq!(error.location, Some(Location::new(1, 3)));
    }

    #[test]
    fn utf8_text_is_returned_as_it_is() {
        assert_eq!(
            decode("Résultats\n".as_bytes().to_vec(), Path::new("a.md")).unwrap(),
            "Résultats\n"
        );
    }
}
