//! The theme's Tera templates: found, parsed once, and given iopress's localized
//! functions and filters.
//!
//! We use Tera 1 (see docs/templates.md for why). Its functions see only their arguments,
//! not the page being rendered, so each language gets its own clone of the parsed
//! templates with `t`, `num` and `date` bound to that language: templates write
//! `{{ t(key="pros") }}` without passing the language every time.

mod recursion;
pub mod words;

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use tera::{Tera, Value};

use crate::diagnostics::{Diagnostic, Diagnostics, Location};
use crate::l10n::{Arg, L10n};
use crate::site_files::SiteRoot;

/// Templates every theme must provide.
pub const REQUIRED_TEMPLATES: &[&str] = &[
    "index.html",
    "section.html",
    "review.html",
    "drive.html",
    "page.html",
    "protocol.html",
    crate::content::DRIVE_PRINT_TEMPLATE,
    "print.css",
    "shortcodes/figure.html",
    "shortcodes/table.html",
    "404.html",
    "sitemap.xml",
    "atom.xml",
    "robots.txt",
];

/// Parsed templates, plus where each came from so errors can name the file.
pub struct Templates {
    base: Tera,
    files: BTreeMap<String, PathBuf>,
}

impl Templates {
    /// Loads the theme's `templates/`, then the site's own `templates/`, whose files replace
    /// the theme's of the same name.
    ///
    /// `get_env(name=…)` reads only the environment variables named in `readable_env`
    /// (`template_env` in site.toml); any other name is a rendering error.
    pub fn load(
        theme_dir: &Path,
        site_dir: &Path,
        readable_env: &[String],
    ) -> Result<Templates, Vec<Diagnostic>> {
        let theme_templates = theme_dir.join("templates");
        if !theme_templates.is_dir() {
            return Err(vec![Diagnostic::error(format!(
                "the theme has no templates folder: {}",
                theme_templates.display()
            ))
            .with_help("check `theme` in site.toml names a folder under themes/")]);
        }
        let mut files = BTreeMap::new();
        // A link leading out of the site is an error, and its template is never read.
        let site = SiteRoot::new(site_dir);
        let mut outside = Diagnostics::new();
        for dir in [theme_templates, site_dir.join("templates")] {
            for path in site.files(&dir, &mut outside) {
                let name = path.strip_prefix(&dir).unwrap_or(&path);
                let name = name
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy())
                    .collect::<Vec<_>>()
                    .join("/");
                files.insert(name, path);
            }
        }
        if outside.has_errors() {
            return Err(outside.into_iter().collect());
        }
        let missing: Vec<Diagnostic> = REQUIRED_TEMPLATES
            .iter()
            .filter(|name| !files.contains_key(**name))
            .map(|name| {
                Diagnostic::error(format!("missing template `{name}`"))
                    .in_file(theme_dir.join("templates"))
                    .with_help(format!("add templates/{name} to the site or to the theme"))
            })
            .collect();
        if !missing.is_empty() {
            return Err(missing);
        }

        let sources = read_sources(&files)?;
        let mut tera = Tera::default();
        tera.autoescape_on(vec![".html", ".xml"]);
        tera.set_escape_fn(escape_markup);
        if let Err(error) = tera.add_raw_templates(sources.iter().map(|(name, text)| (name, text)))
        {
            // Tera stops at the first bad file; parse each on its own to report every
            // syntax error with its own path. Errors about a missing parent only make
            // sense with all files loaded, so they are left to the combined error.
            let mut problems: Vec<Diagnostic> = sources
                .iter()
                .filter_map(|(name, text)| {
                    let parse_error = Tera::default().add_raw_template(name, text).err()?;
                    let diagnostic = template_error(&parse_error, &files);
                    diagnostic.location.is_some().then_some(diagnostic)
                })
                .collect();
            if problems.is_empty() {
                problems.push(template_error(&error, &files));
            }
            return Err(problems);
        }
        let cycles = recursion::unconditional_cycles(&tera, &files);
        if !cycles.is_empty() {
            return Err(cycles);
        }
        recursion::install_guard(&mut tera);
        // Replaces Tera's own, which reads any variable.
        tera.register_function("get_env", ReadableEnv { names: readable_env.to_vec() });
        Ok(Templates { base: tera, files })
    }

    /// The templates with the functions of one language bound.
    pub fn for_language(&self, l10n: &Arc<L10n>, lang: &str) -> LanguageTemplates {
        let mut tera = self.base.clone();
        tera.register_function("t", Translate { l10n: l10n.clone(), lang: lang.to_string() });
        tera.register_filter("num", FormatNumber { l10n: l10n.clone(), lang: lang.to_string() });
        tera.register_filter("date", FormatDate { l10n: l10n.clone(), lang: lang.to_string() });
        tera.register_filter(
            "quantity",
            FormatQuantity { l10n: l10n.clone(), lang: lang.to_string() },
        );
        tera.register_filter("css_string", css_string);
        tera.register_filter("words", words::Words { lang: lang.to_string() });
        LanguageTemplates { tera }
    }

    pub fn has(&self, name: &str) -> bool {
        self.files.contains_key(name)
    }

    /// Turns a render error into a diagnostic naming the template file.
    pub fn render_error(&self, error: &tera::Error) -> Diagnostic {
        template_error(error, &self.files)
    }
}

pub struct LanguageTemplates {
    tera: Tera,
}

impl LanguageTemplates {
    pub fn render(&self, name: &str, context: &tera::Context) -> Result<String, tera::Error> {
        self.tera.render(name, context)
    }
}

/// The text of every template, by name. Read here rather than by Tera, which reports a
/// file that is not UTF-8 without saying where the bad byte is.
fn read_sources(
    files: &BTreeMap<String, PathBuf>,
) -> Result<Vec<(String, String)>, Vec<Diagnostic>> {
    let mut sources = Vec::with_capacity(files.len());
    let mut problems = Vec::new();
    for (name, path) in files {
        match crate::text_file::read(path) {
            Ok(text) => sources.push((name.clone(), text)),
            Err(e) => problems.push(e.into_diagnostic(|e| {
                Diagnostic::error(format!("cannot read the template: {e}")).in_file(path)
            })),
        }
    }
    if problems.is_empty() {
        Ok(sources)
    } else {
        Err(problems)
    }
}

/// Escapes what HTML and XML need escaped. Tera's own escaper also rewrites `/` as
/// `&#x2F;`, which is valid but makes every URL in the output unreadable.
///
/// Characters XML 1.0 cannot hold even escaped (a NUL in a title) become U+FFFD, as an HTML
/// parser shows a NUL: one of them in `atom.xml` or `sitemap.xml` would make the whole feed
/// unreadable to every feed reader. Normal text, tabs and line breaks included, is unchanged.
pub fn escape_markup(text: &str) -> String {
    // Forbidden in XML 1.0 (its `Char` production): control characters other than tab, line
    // feed and carriage return, and U+FFFE and U+FFFF. Every page's text passes through here
    // (Tera even escapes a string to test it), so unchanged runs are copied whole. What is
    // replaced is ASCII, or U+FFFE and U+FFFF (`EF BF BE`, `EF BF BF`): none of its bytes
    // ever stands inside another character's encoding.
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len() + 8);
    let (mut copied, mut at) = (0, 0);
    while at < bytes.len() {
        let (replacement, length) = match bytes[at] {
            b'&' => ("&amp;", 1),
            b'<' => ("&lt;", 1),
            b'>' => ("&gt;", 1),
            b'"' => ("&quot;", 1),
            b'\'' => ("&#39;", 1),
            b'\t' | b'\n' | b'\r' => {
                at += 1;
                continue;
            }
            0..=0x1F => ("\u{FFFD}", 1),
            0xEF if matches!(bytes.get(at + 1..at + 3), Some([0xBF, 0xBE | 0xBF])) => {
                ("\u{FFFD}", 3)
            }
            _ => {
                at += 1;
                continue;
            }
        };
        out.push_str(&text[copied..at]);
        out.push_str(replacement);
        at += length;
        copied = at;
    }
    out.push_str(&text[copied..]);
    out
}

/// `{{ name | css_string }}`: a CSS string literal (`"…"`), for `content:` in print styles.
fn css_string(value: &Value, _args: &HashMap<String, Value>) -> tera::Result<Value> {
    let text = value.as_str().ok_or_else(|| tera::Error::msg("css_string: expects a string"))?;
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            // A newline ends a CSS string; `<` could end the <style> element it sits in.
            '\n' | '\r' => out.push_str("\\a "),
            '<' => out.push_str("\\3c "),
            _ => out.push(c),
        }
    }
    out.push('"');
    Ok(Value::String(out))
}

/// Tera's messages are a chain; the file is found from the template name in it, and the
/// line from the ` --> L:C` parse errors carry.
fn template_error(error: &tera::Error, files: &BTreeMap<String, PathBuf>) -> Diagnostic {
    let mut messages = vec![error.to_string()];
    let mut source = std::error::Error::source(error);
    while let Some(inner) = source {
        messages.push(inner.to_string());
        source = inner.source();
    }
    let full = messages.join(": ");
    // The first template the message names is the one the error is in.
    let file = files
        .iter()
        .filter_map(|(name, path)| full.find(&format!("'{name}'")).map(|at| (at, path)))
        .min_by_key(|(at, _)| *at)
        .map(|(_, path)| path.clone());
    let location = full.find("--> ").and_then(|i| {
        let rest = &full[i + 4..];
        let end = rest.find(|c: char| !(c.is_ascii_digit() || c == ':')).unwrap_or(rest.len());
        let (line, column) = rest[..end].split_once(':')?;
        Some(Location::new(line.parse().ok()?, column.parse().ok()?))
    });
    // Each level of the chain contributes its first line; a parse error's location and
    // snippet are reported as the location, and its "= expected ..." line as the message.
    let mut parts: Vec<String> = Vec::new();
    for message in &messages {
        let first = message.lines().next().unwrap_or("").split("--> ").next().unwrap_or("");
        let first = first.trim().trim_end_matches(':').trim().to_string();
        // The recursion guard's own call is iopress's doing, not the theme's: only its message counts.
        if first.contains(recursion::GUARD) {
            continue;
        }
        if !first.is_empty() && !parts.contains(&first) {
            parts.push(first);
        }
    }
    if let Some(expected) = full.lines().find_map(|line| line.trim().strip_prefix("= ")) {
        parts.push(expected.to_string());
    }
    let mut diagnostic =
        Diagnostic::error(format!("template error: {}", parts.join(": "))).at_location(location);
    if let Some(file) = file {
        diagnostic = diagnostic.in_file(file);
    }
    diagnostic
}

/// `{{ t(key="reviews-count", count=3) }}`: a UI string in the page's language.
struct Translate {
    l10n: Arc<L10n>,
    lang: String,
}

/// `get_env(name=…, default=…)` for the variables a site lets its templates read.
struct ReadableEnv {
    names: Vec<String>,
}

impl tera::Function for ReadableEnv {
    fn call(&self, args: &HashMap<String, Value>) -> tera::Result<Value> {
        let name = args
            .get("name")
            .and_then(Value::as_str)
            .ok_or_else(|| tera::Error::msg("get_env: give the variable's `name`"))?;
        if !self.names.iter().any(|allowed| allowed == name) {
            return Err(tera::Error::msg(format!(
                "get_env: templates may not read `{name}`: a template could publish the build \
                 machine's environment (a CI job's secrets); to let them read it, add it to \
                 `template_env` in site.toml (`template_env = [\"{name}\"]`)"
            )));
        }
        match (std::env::var(name), args.get("default")) {
            (Ok(value), _) => Ok(Value::String(value)),
            (Err(_), Some(default)) => Ok(default.clone()),
            (Err(_), None) => Err(tera::Error::msg(format!(
                "get_env: `{name}` is not set, and no `default` is given"
            ))),
        }
    }
}

impl tera::Function for Translate {
    fn call(&self, args: &HashMap<String, Value>) -> tera::Result<Value> {
        let key = args
            .get("key")
            .and_then(Value::as_str)
            .ok_or_else(|| tera::Error::msg("t() needs a `key` argument, e.g. t(key=\"pros\")"))?;
        let mut names: Vec<&String> = args.keys().filter(|k| k.as_str() != "key").collect();
        names.sort();
        let fluent_args: Vec<(&str, Arg)> = names
            .into_iter()
            .map(|name| {
                let value = &args[name];
                let arg = match value {
                    Value::Number(n) => Arg::Number(n.as_f64().unwrap_or_default()),
                    Value::String(s) => Arg::Text(s.clone().into()),
                    other => Arg::Text(other.to_string().into()),
                };
                (name.as_str(), arg)
            })
            .collect();
        let localizer =
            self.l10n.get(&self.lang).ok_or_else(|| tera::Error::msg("unknown language"))?;
        Ok(Value::String(localizer.message(key, &fluent_args)))
    }
}

/// `{{ 12610.3 | num }}` or `{{ "12610.3" | num }}`: a number with the locale's separators.
struct FormatNumber {
    l10n: Arc<L10n>,
    lang: String,
}

impl tera::Filter for FormatNumber {
    fn filter(&self, value: &Value, _args: &HashMap<String, Value>) -> tera::Result<Value> {
        let localizer =
            self.l10n.get(&self.lang).ok_or_else(|| tera::Error::msg("unknown language"))?;
        let digits = match value {
            Value::Number(n) => n.to_string(),
            Value::String(s) => s.clone(),
            other => return Err(tera::Error::msg(format!("num: `{other}` is not a number"))),
        };
        localizer
            .format_decimal(&digits)
            .map(Value::String)
            .map_err(|e| tera::Error::msg(format!("num: {e:?}")))
    }
}

/// `{{ "2019-03-05" | date }}`: a long date in the page's language.
struct FormatDate {
    l10n: Arc<L10n>,
    lang: String,
}

impl tera::Filter for FormatDate {
    fn filter(&self, value: &Value, _args: &HashMap<String, Value>) -> tera::Result<Value> {
        let localizer =
            self.l10n.get(&self.lang).ok_or_else(|| tera::Error::msg("unknown language"))?;
        let text =
            value.as_str().ok_or_else(|| tera::Error::msg("date: expects a YYYY-MM-DD string"))?;
        let date: jiff::civil::Date = text
            .get(..10)
            .unwrap_or(text)
            .parse()
            .map_err(|_| tera::Error::msg(format!("date: `{text}` is not YYYY-MM-DD")))?;
        Ok(Value::String(localizer.format_date(date)))
    }
}

/// `{{ 9.98 | quantity(unit="GB/s") }}`: a number with its unit, both localized (`9,98 Go/s`).
struct FormatQuantity {
    l10n: Arc<L10n>,
    lang: String,
}

impl tera::Filter for FormatQuantity {
    fn filter(&self, value: &Value, args: &HashMap<String, Value>) -> tera::Result<Value> {
        let localizer =
            self.l10n.get(&self.lang).ok_or_else(|| tera::Error::msg("unknown language"))?;
        let symbol = args.get("unit").and_then(Value::as_str).ok_or_else(|| {
            tera::Error::msg("quantity needs a `unit` argument, e.g. quantity(unit=\"GB/s\")")
        })?;
        let unit = crate::data::Unit::parse(symbol).ok_or_else(|| {
            tera::Error::msg(format!(
                "quantity: unknown unit `{symbol}`; use one of {}",
                crate::data::Unit::known_symbols()
            ))
        })?;
        let digits = match value {
            Value::Number(n) => n.to_string(),
            Value::String(s) => s.clone(),
            other => return Err(tera::Error::msg(format!("quantity: `{other}` is not a number"))),
        };
        let number = crate::data::DataNumber::parse(&digits)
            .map_err(|e| tera::Error::msg(format!("quantity: {}", e.message)))?;
        localizer
            .format_quantity(&number.digits, unit.key(), number.approximate)
            .map(Value::String)
            .map_err(|e| tera::Error::msg(format!("quantity: {e:?}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_escaped_and_characters_xml_forbids_are_replaced() {
        assert_eq!(
            escape_markup("a/b <c> & \"d\" 'e'"),
            "a/b &lt;c&gt; &amp; &quot;d&quot; &#39;e&#39;"
        );
        assert_eq!(
            escape_markup("SN630\u{0}\u{1f}\u{fffe}\tx\r\n"),
            "SN630\u{fffd}\u{fffd}\u{fffd}\tx\r\n"
        );
        assert_eq!(escape_markup("Résultats 東京 \u{7f}"), "Résultats 東京 \u{7f}");
        // U+FFFD and U+FFBF share U+FFFE's first bytes and stay; U+FFFF does not.
        assert_eq!(escape_markup("\u{fffd}\u{ffbf}\u{ffff}>"), "\u{fffd}\u{ffbf}\u{fffd}&gt;");
    }
}
