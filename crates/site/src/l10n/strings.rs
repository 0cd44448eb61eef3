//! UI strings: loading a language's `.ftl` files into a Fluent bundle, and formatting its
//! messages.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentError, FluentResource, FluentValue};
use fluent_syntax::ast;
use unic_langid::LanguageIdentifier;

use super::locale::SiteLocale;
use super::number_format;
use super::Arg;
use crate::diagnostics::{Diagnostic, Diagnostics, Location};

/// The concurrent bundle: its memoizer sits behind a `Mutex`, so it is `Send + Sync`.
pub(crate) type Bundle = FluentBundle<FluentResource>;

/// A language's messages and where each was defined, for warnings that name the file.
pub(crate) struct Strings {
    pub bundle: Bundle,
    /// Message or term id → where the definition that won is.
    pub sources: HashMap<String, Source>,
    /// How many `.ftl` files were found for the language, in all folders.
    pub file_count: usize,
    /// Messages whose winning definition carries the [`UNTRANSLATED_MARK`] comment: copied
    /// from another language and not yet translated.
    pub untranslated: std::collections::HashSet<String>,
}

/// The comment `iopress new language` puts above each message it copies from the default
/// language, so that coverage counts it as untranslated until a translator removes it.
pub const UNTRANSLATED_MARK: &str = "untranslated";

/// Where a message is defined.
#[derive(Debug, Clone)]
pub(crate) struct Source {
    pub path: PathBuf,
    pub location: Option<Location>,
}

/// One parsed `.ftl` file.
struct FtlFile {
    path: PathBuf,
    resource: FluentResource,
}

/// Loads `<dir>/<code>/*.ftl` from every dir of `ftl_dirs`, later dirs overriding earlier ones.
/// Syntax errors and unreadable files are errors in `diagnostics`; an id defined twice
/// within one dir is a warning.
pub(crate) fn load(
    code: &str,
    language: LanguageIdentifier,
    ftl_dirs: &[PathBuf],
    diagnostics: &mut Diagnostics,
) -> Strings {
    let mut bundle = Bundle::new_concurrent(vec![language]);
    // Isolation marks (U+2068/U+2069) around placeables are for right-to-left text in
    // left-to-right messages; in our HTML they would only be invisible noise in titles,
    // attributes and copy-paste.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(number_format::format_fluent_value));
    // NUMBER() picks ordinal forms ("1st", "2nd"); without it Fluent silently takes the
    // default variant.
    bundle.add_builtins().expect("the builtin functions are registered once per bundle");

    let mut sources = HashMap::new();
    let mut untranslated = std::collections::HashSet::new();
    let mut file_count = 0;
    for dir in ftl_dirs {
        // `.ftl` files directly in an i18n folder hold language-neutral messages (product
        // names as labels): every language gets them, and its own folder overrides them.
        let neutral = read_folder(dir, diagnostics);
        warn_duplicates(&neutral, diagnostics);
        let files = read_folder(&dir.join(code), diagnostics);
        warn_duplicates(&files, diagnostics);
        file_count += files.len();
        for file in neutral.into_iter().chain(files) {
            let mut lines = definition_starts(file.resource.source());
            let marked = marked_untranslated(&file.resource);
            for id in entry_ids(&file.resource) {
                let location = lines.remove(id.as_str());
                if marked.contains(&id) {
                    untranslated.insert(id.clone());
                } else {
                    untranslated.remove(&id);
                }
                sources.insert(id, Source { path: file.path.clone(), location });
            }
            // Overriding is the point of the dir order (site over theme); duplicates within
            // one dir were reported above, and the later file wins there too.
            bundle.add_resource_overriding(file.resource);
        }
    }
    Strings { bundle, sources, file_count, untranslated }
}

/// The messages of `resource` whose comment starts with [`UNTRANSLATED_MARK`]. Fluent's
/// runtime parser drops comments, so the text is parsed again in full when it has the mark.
fn marked_untranslated(resource: &FluentResource) -> std::collections::HashSet<String> {
    let source = resource.source();
    if !source.contains(UNTRANSLATED_MARK) {
        return Default::default();
    }
    let is_marked = |comment: &Option<ast::Comment<&str>>| {
        comment.as_ref().is_some_and(|c| {
            c.content.iter().any(|line| line.trim_start().starts_with(UNTRANSLATED_MARK))
        })
    };
    let parsed = match fluent_syntax::parser::parse(source) {
        Ok(parsed) => parsed,
        Err((parsed, _)) => parsed,
    };
    parsed
        .body
        .iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(message) if is_marked(&message.comment) => {
                Some(message.id.name.to_string())
            }
            ast::Entry::Term(term) if is_marked(&term.comment) => {
                Some(format!("-{}", term.id.name))
            }
            _ => None,
        })
        .collect()
}

/// The `.ftl` files of `folder`, sorted by name and parsed. A missing folder is normal (a
/// site need not override anything).
fn read_folder(folder: &Path, diagnostics: &mut Diagnostics) -> Vec<FtlFile> {
    let entries = match fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Vec::new(),
        Err(e) => {
            diagnostics
                .push(Diagnostic::error(format!("cannot read the folder: {e}")).in_file(folder));
            return Vec::new();
        }
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ftl") && path.is_file())
        .collect();
    paths.sort();
    paths.into_iter().filter_map(|path| read_file(path, diagnostics)).collect()
}

fn read_file(path: PathBuf, diagnostics: &mut Diagnostics) -> Option<FtlFile> {
    let source = match crate::text_file::read(&path) {
        Ok(source) => source,
        Err(e) => {
            diagnostics.push(e.into_diagnostic(|e| {
                Diagnostic::error(format!("cannot read the file: {e}")).in_file(&path)
            }));
            return None;
        }
    };
    match FluentResource::try_new(source) {
        Ok(resource) => Some(FtlFile { path, resource }),
        Err((resource, errors)) => {
            for error in errors {
                diagnostics.push(syntax_error(&path, resource.source(), &error));
            }
            // The entries that did parse are kept: with an error the build fails anyway, and
            // keeping them avoids a cascade of "missing string" warnings.
            Some(FtlFile { path, resource })
        }
    }
}

/// A parse error at the position where the parser noticed it. That can be a line after the
/// mistake (an unclosed `{` is noticed at the next entry), so the message also names the
/// line where the broken entry starts.
fn syntax_error(
    path: &Path,
    source: &str,
    error: &fluent_syntax::parser::ParserError,
) -> Diagnostic {
    let location = Location::from_offset(source, error.pos.start);
    let entry_start = error.slice.as_ref().map(|slice| Location::from_offset(source, slice.start));
    let mut message = format!("Fluent syntax error: {}", error.kind);
    if let Some(start) = entry_start.filter(|start| start.line != location.line) {
        message.push_str(&format!(" (in the entry that starts on line {})", start.line));
    }
    Diagnostic::error(message)
        .in_file(path)
        .at_location(Some(location))
        .with_help("see https://projectfluent.org/fluent/guide/ for the syntax of .ftl files")
}

/// Message ids, and term ids with their `-`, in file order.
fn entry_ids(resource: &FluentResource) -> impl Iterator<Item = String> + '_ {
    resource.entries().filter_map(|entry| match entry {
        ast::Entry::Message(message) => Some(message.id.name.to_string()),
        ast::Entry::Term(term) => Some(format!("-{}", term.id.name)),
        _ => None,
    })
}

/// Warns about ids defined more than once among `files` (the files of one language in one
/// dir), naming both places.
fn warn_duplicates(files: &[FtlFile], diagnostics: &mut Diagnostics) {
    let mut first_seen: HashMap<String, &FtlFile> = HashMap::new();
    for file in files {
        for id in entry_ids(&file.resource) {
            match first_seen.get(&id) {
                Some(first) => diagnostics.push(duplicate_warning(&id, first, file)),
                None => {
                    first_seen.insert(id, file);
                }
            }
        }
    }
}

fn duplicate_warning(id: &str, first: &FtlFile, second: &FtlFile) -> Diagnostic {
    let source = second.resource.source();
    // A second definition in the same file is the last one; in another file, the first.
    let location = if first.path == second.path {
        definition_lines(source, id).nth(1)
    } else {
        definition_lines(source, id).next()
    };
    let first_name = file_name(&first.path);
    let message = if first.path == second.path {
        format!("`{id}` is defined twice in `{first_name}`; the later definition is used")
    } else {
        format!(
            "`{id}` is defined in both `{first_name}` and `{}`; this definition is used",
            file_name(&second.path)
        )
    };
    Diagnostic::warning(message)
        .in_file(&second.path)
        .at_location(location)
        .with_help("keep one definition; to override a theme string, define it in the site's own i18n folder instead")
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned())
}

/// Where `id` is defined in `source`, in file order. (The runtime AST has no positions, and a
/// definition always starts a line.)
fn definition_lines<'a>(source: &'a str, id: &'a str) -> impl Iterator<Item = Location> + 'a {
    source
        .split_inclusive('\n')
        .enumerate()
        .filter(move |(_, line)| defined_id(line) == Some(id))
        .map(|(index, _)| Location::new(index + 1, 1))
}

/// Where each id of `source` is defined (its last definition, the one that wins), in one
/// pass over the lines.
fn definition_starts(source: &str) -> HashMap<&str, Location> {
    source
        .split_inclusive('\n')
        .enumerate()
        .filter_map(|(index, line)| Some((defined_id(line)?, Location::new(index + 1, 1))))
        .collect()
}

/// The id a line defines (`key = …`, `-term = …`), if it starts a definition.
fn defined_id(line: &str) -> Option<&str> {
    let starts_like_id = line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-');
    let end = line.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))?;
    let rest = line[end..].trim_start_matches([' ', '\t']);
    (starts_like_id && end > 0 && rest.starts_with('=')).then(|| &line[..end])
}

/// The outcome of formatting one pattern.
pub(crate) struct Formatted {
    pub text: String,
    pub errors: Vec<FluentError>,
}

/// The pattern of message `key`, or `None` if the bundle has no such message or it has no value.
pub(crate) fn message_value<'b>(
    bundle: &'b Bundle,
    key: &str,
) -> Option<&'b ast::Pattern<&'b str>> {
    bundle.get_message(key)?.value()
}

/// The pattern of attribute `attribute` of message `key`, or `None` if either is missing.
pub(crate) fn attribute_value<'b>(
    bundle: &'b Bundle,
    key: &str,
    attribute: &str,
) -> Option<&'b ast::Pattern<&'b str>> {
    Some(bundle.get_message(key)?.get_attribute(attribute)?.value())
}

/// Formats `pattern` with `args`, numbers displayed in `display_locale` (see
/// `number_format::with_display_locale`): written out directly when it is plain (see
/// [`format_plain`]), else by Fluent's resolver.
pub(crate) fn format_pattern(
    bundle: &Bundle,
    pattern: &ast::Pattern<&str>,
    args: &[(&str, Arg)],
    display_locale: &Arc<SiteLocale>,
) -> Formatted {
    match format_plain(pattern, args, display_locale) {
        Some(text) => Formatted { text, errors: Vec::new() },
        None => format_with_resolver(bundle, pattern, &fluent_args(args), display_locale),
    }
}

/// Formats `pattern` with Fluent's resolver, numbers displayed in `display_locale`.
pub(crate) fn format_with_resolver(
    bundle: &Bundle,
    pattern: &ast::Pattern<&str>,
    args: &FluentArgs,
    display_locale: &Arc<SiteLocale>,
) -> Formatted {
    let mut errors = Vec::new();
    let text = number_format::with_display_locale(display_locale, || {
        bundle.format_pattern(pattern, Some(args), &mut errors).into_owned()
    });
    Formatted { text, errors }
}

/// `pattern` formatted without Fluent's resolver, when it is only text and `{ $name }`
/// placeables whose arguments are all given: most UI strings, and every unit without plural
/// variants. A page formats hundreds of them, and the resolver's scope, argument list and
/// display-locale switch cost more than the text itself. The text is what the resolver would
/// write (the bundles have no isolation marks and no transform). `None` for anything else
/// (a selector, a reference to another message or term, a function, a missing argument, a
/// number Fluent shows its own way), which only the resolver formats.
pub(crate) fn format_plain(
    pattern: &ast::Pattern<&str>,
    args: &[(&str, Arg)],
    locale: &SiteLocale,
) -> Option<String> {
    let mut text = String::new();
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => text.push_str(value),
            ast::PatternElement::Placeable {
                expression: ast::Expression::Inline(ast::InlineExpression::VariableReference { id }),
            } => {
                // The last of two arguments of one name, as `FluentArgs::set` keeps it.
                let (_, arg) = args.iter().rev().find(|(name, _)| *name == id.name)?;
                match fluent_value(arg) {
                    FluentValue::String(value) => text.push_str(&value),
                    FluentValue::Number(number) => {
                        text.push_str(&number_format::display_fluent_number(&number, locale)?)
                    }
                    _ => return None,
                }
            }
            ast::PatternElement::Placeable { .. } => return None,
        }
    }
    Some(text)
}

/// Fluent arguments: numbers as numbers, so that plural variants are chosen by CLDR rules.
pub(crate) fn fluent_args<'a>(args: &'a [(&'a str, Arg<'a>)]) -> FluentArgs<'a> {
    let mut fluent = FluentArgs::with_capacity(args.len());
    for (name, arg) in args {
        fluent.set(*name, fluent_value(arg));
    }
    fluent
}

fn fluent_value<'a>(arg: &'a Arg<'a>) -> FluentValue<'a> {
    match arg {
        Arg::Number(n) => FluentValue::from(*n),
        // A malformed data form is passed as text: it is shown as written and the message
        // still renders; `format_quantity` reports the error itself.
        Arg::Decimal(data_form) => match number_format::fluent_number_from_data_form(data_form) {
            Ok(number) => FluentValue::Number(number),
            Err(_) => FluentValue::String(Cow::Borrowed(data_form.as_ref())),
        },
        Arg::Text(text) => FluentValue::String(Cow::Borrowed(text.as_ref())),
    }
}

/// Whether `key` is a message with a value in `bundle`.
pub(crate) fn has_value(bundle: &Bundle, key: &str) -> bool {
    bundle.get_message(key).is_some_and(|m| m.value().is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_definition_lines() {
        let source = "# c\nkey = a\nkey-2 = b\n    .attr = x\n-term = t\nkey =c\n";
        let lines: Vec<_> = definition_lines(source, "key").map(|l| l.line).collect();
        assert_eq!(lines, [2, 6]);
        let starts = definition_starts(source);
        assert_eq!(starts.len(), 3);
        assert_eq!(starts["key"], Location::new(6, 1));
        assert_eq!(starts["key-2"], Location::new(3, 1));
        assert_eq!(starts["-term"], Location::new(5, 1));
    }
}
