//! Problems found while loading or building a site, as values.
//!
//! Every check in iopress reports a [`Diagnostic`] instead of stopping at the first
//! problem, so that one run tells the editor everything that is wrong. A diagnostic
//! names the file, and the line and column where they are known, says what is wrong
//! and, where we can tell, what to do about it.

use std::fmt;
use std::path::{Path, PathBuf};

/// How bad a problem is: errors fail the build, warnings are printed and the build goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
    /// Worth knowing, not a problem: `iopress check` reports a figure kept as published.
    Note,
}

/// A position in a text file, both counted from 1 as editors show them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Location {
    pub line: usize,
    pub column: usize,
}

impl Location {
    pub fn new(line: usize, column: usize) -> Self {
        Location { line, column }
    }

    /// The line and column of byte offset `offset` in `text`.
    pub fn from_offset(text: &str, offset: usize) -> Self {
        let offset = offset.min(text.len());
        let before = &text[..floor_char_boundary(text, offset)];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map(|i| i + 1).unwrap_or(0);
        let column = before[line_start..].chars().count() + 1;
        Location { line, column }
    }
}

/// Where each line of a text starts, found once: the line and column of any offset then cost
/// a binary search and the characters of one line, not a count from the start of the text
/// ([`Location::from_offset`], which is quadratic when asked for every row of a large file).
pub struct LineIndex<'t> {
    text: &'t str,
    /// The byte offset of each line's first byte; the first line starts at 0.
    starts: Vec<usize>,
}

impl<'t> LineIndex<'t> {
    pub fn new(text: &'t str) -> Self {
        let mut starts = vec![0];
        starts.extend(text.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i + 1));
        LineIndex { text, starts }
    }

    /// The line of byte `offset`, counted from 1.
    pub fn line(&self, offset: usize) -> usize {
        let offset = floor_char_boundary(self.text, offset.min(self.text.len()));
        // The number of lines starting at or before the offset.
        self.starts.partition_point(|start| *start <= offset)
    }

    /// The line and column of byte `offset`, as [`Location::from_offset`] gives them.
    pub fn location(&self, offset: usize) -> Location {
        let offset = floor_char_boundary(self.text, offset.min(self.text.len()));
        let line = self.line(offset);
        let column = self.text[self.starts[line - 1]..offset].chars().count() + 1;
        Location { line, column }
    }
}

fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while offset > 0 && !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// One problem, with where it is and what to do.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Diagnostic {
    pub severity: Severity,
    /// The file the problem is in, relative to the site root where possible.
    pub file: Option<PathBuf>,
    pub location: Option<Location>,
    pub message: String,
    /// What the editor can do to fix it.
    pub help: Option<String>,
    /// Lines a summary stands for (every string of a file a language lacks), shown on
    /// request (`--verbose`): not part of its one-line form ([`Diagnostic::details`]). Behind
    /// one pointer, which keeps every `Result<_, Diagnostic>` small.
    details: Option<Box<Details>>,
}

/// The lines of [`Diagnostic::details`].
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Details {
    lines: Vec<String>,
}

impl Diagnostic {
    pub fn error(message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            file: None,
            location: None,
            message: message.into(),
            help: None,
            details: None,
        }
    }

    pub fn note(message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Note, ..Diagnostic::error(message) }
    }

    pub fn warning(message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Warning, ..Diagnostic::error(message) }
    }

    pub fn in_file(mut self, file: impl AsRef<Path>) -> Self {
        self.file = Some(file.as_ref().to_path_buf());
        self
    }

    pub fn at(mut self, line: usize, column: usize) -> Self {
        self.location = Some(Location::new(line, column));
        self
    }

    pub fn at_location(mut self, location: Option<Location>) -> Self {
        self.location = location;
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    pub fn with_details(mut self, details: Vec<String>) -> Self {
        self.details = (!details.is_empty()).then(|| Box::new(Details { lines: details }));
        self
    }

    /// The lines this diagnostic sums up, if it is a summary.
    pub fn details(&self) -> &[String] {
        self.details.as_deref().map_or(&[], |details| details.lines.as_slice())
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// Shows paths relative to `root`, which is how the editor knows them.
    pub fn relative_to(mut self, root: &Path) -> Self {
        if let Some(file) = &self.file {
            if let Ok(relative) = file.strip_prefix(root) {
                self.file = Some(relative.to_path_buf());
            }
        }
        self
    }
}

impl fmt::Display for Diagnostic {
    /// `file:line:column: error: message`, then `  help: ...` — the form compilers use,
    /// so editors and CI annotators can jump to the place.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(file) = &self.file {
            write!(f, "{}", file.display())?;
            if let Some(location) = self.location {
                write!(f, ":{}:{}", location.line, location.column)?;
            }
            write!(f, ": ")?;
        }
        let severity = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        };
        write!(f, "{severity}: {}", self.message)?;
        if let Some(help) = &self.help {
            write!(f, "\n  help: {help}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

/// Diagnostics gathered while a step runs, so it can report them all at once.
#[derive(Debug, Default, Clone)]
pub struct Diagnostics {
    items: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn new() -> Self {
        Diagnostics::default()
    }

    pub fn push(&mut self, diagnostic: Diagnostic) {
        self.items.push(diagnostic);
    }

    pub fn extend(&mut self, other: impl IntoIterator<Item = Diagnostic>) {
        self.items.extend(other);
    }

    pub fn has_errors(&self) -> bool {
        self.items.iter().any(Diagnostic::is_error)
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn iter(&self) -> impl Iterator<Item = &Diagnostic> {
        self.items.iter()
    }

    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.items.iter().filter(|d| d.is_error())
    }

    pub fn warnings(&self) -> impl Iterator<Item = &Diagnostic> {
        self.items.iter().filter(|d| !d.is_error())
    }

    /// Sorted by file and position, duplicates removed: the same input always
    /// reports the same list in the same order.
    pub fn into_sorted(mut self) -> Vec<Diagnostic> {
        self.items.sort_by(|a, b| {
            (&a.file, a.location, a.severity, &a.message)
                .cmp(&(&b.file, b.location, b.severity, &b.message))
        });
        self.items.dedup();
        self.items
    }
}

impl IntoIterator for Diagnostics {
    type Item = Diagnostic;
    type IntoIter = std::vec::IntoIter<Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter()
    }
}

impl FromIterator<Diagnostic> for Diagnostics {
    fn from_iter<I: IntoIterator<Item = Diagnostic>>(iter: I) -> Self {
        Diagnostics { items: iter.into_iter().collect() }
    }
}

impl From<Diagnostic> for Diagnostics {
    fn from(diagnostic: Diagnostic) -> Self {
        Diagnostics { items: vec![diagnostic] }
    }
}

/// A TOML error with the file, line and column it names.
pub fn toml_error(error: &toml::de::Error, text: &str, path: &Path) -> Diagnostic {
    let location = error.span().map(|span| Location::from_offset(text, span.start));
    let message = error.message().trim().to_string();
    let help = toml_help(&message);
    let diagnostic = Diagnostic::error(message).in_file(path).at_location(location);
    match help {
        Some(help) => diagnostic.with_help(help),
        None => diagnostic,
    }
}

/// What to do about the TOML errors whose message does not say it.
fn toml_help(message: &str) -> Option<&'static str> {
    // `integer number overflowed`, `floating-point number overflowed`: TOML reads integers
    // up to 9223372036854775807 and floats up to about 1.8e308.
    message
        .ends_with("number overflowed")
        .then_some("a number this large is a typing mistake: check its digits (and a missing `.`)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_index_gives_every_offset_the_location_a_count_from_the_start_gives() {
        for text in ["", "\n", "ab\ncdé\nfg", "a,b\r\n\"x\ny\",é\r\n\n日本,語\n", "no newline é"]
        {
            let index = LineIndex::new(text);
            for offset in 0..=text.len() + 2 {
                assert_eq!(
                    index.location(offset),
                    Location::from_offset(text, offset),
                    "{text:?} {offset}"
                );
                assert_eq!(index.line(offset), Location::from_offset(text, offset).line);
            }
        }
    }

    #[test]
    fn location_from_offset_counts_lines_and_characters() {
        let text = "ab\ncdé\nfg";
        assert_eq!(Location::from_offset(text, 0), Location::new(1, 1));
        assert_eq!(Location::from_offset(text, 4), Location::new(2, 2));
        // The 'f' after a two-byte 'é' is on line 3, column 1.
        assert_eq!(Location::from_offset(text, 8), Location::new(3, 1));
    }

    #[test]
    fn display_names_file_line_column_and_help() {
        let d = Diagnostic::error("unknown language `xx`")
            .in_file("content/reviews/a/index.xx.md")
            .at(1, 1)
            .with_help("add it to [[languages]] in site.toml");
        assert_eq!(
            d.to_string(),
            "content/reviews/a/index.xx.md:1:1: error: unknown language `xx`\n  help: add it to [[languages]] in site.toml"
        );
    }
}

/// A diagnostic for a person at a terminal: the `file:line:column` line, then, when the
/// file can be read, the offending line with a marker under the column (drawn by miette).
/// When stderr is not a terminal, the plain one-line form is kept for tools and CI logs.
pub fn render_for_terminal(diagnostic: &Diagnostic, root: &Path) -> String {
    use std::io::IsTerminal;
    let plain = diagnostic.to_string();
    if !std::io::stderr().is_terminal() {
        return plain;
    }
    let (Some(file), Some(location)) = (&diagnostic.file, diagnostic.location) else {
        return plain;
    };
    let Ok(text) = std::fs::read_to_string(root.join(file)) else {
        return plain;
    };
    let Some(offset) = offset_of(&text, location) else {
        return plain;
    };
    let report = SnippetReport {
        message: diagnostic.message.clone(),
        help: diagnostic.help.clone(),
        severity: diagnostic.severity,
        source: miette::NamedSource::new(
            format!("{}:{}:{}", file.display(), location.line, location.column),
            text,
        ),
        span: (offset, 0).into(),
    };
    let mut out = String::new();
    let handler = miette::GraphicalReportHandler::new();
    match handler.render_report(&mut out, &report) {
        Ok(()) => out,
        Err(_) => plain,
    }
}

fn offset_of(text: &str, location: Location) -> Option<usize> {
    let line_start = if location.line <= 1 {
        0
    } else {
        text.match_indices('\n').nth(location.line - 2).map(|(i, _)| i + 1)?
    };
    let line = &text[line_start..];
    let column =
        line.char_indices().nth(location.column.saturating_sub(1)).map(|(i, _)| i).unwrap_or(0);
    Some(line_start + column)
}

#[derive(Debug)]
struct SnippetReport {
    message: String,
    help: Option<String>,
    severity: Severity,
    source: miette::NamedSource<String>,
    span: miette::SourceSpan,
}

impl fmt::Display for SnippetReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SnippetReport {}

impl miette::Diagnostic for SnippetReport {
    fn severity(&self) -> Option<miette::Severity> {
        Some(match self.severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
            Severity::Note => miette::Severity::Advice,
        })
    }
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help.as_ref().map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(&self.source)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        Some(Box::new(std::iter::once(miette::LabeledSpan::new_with_span(
            Some("here".into()),
            self.span,
        ))))
    }
}
