//! Shortcodes: `{{ chart(...) }}`, `{{ table(...) }}` and `{{ value(...) }}` in prose.
//!
//! They let prose in any language place a chart, a table or a single figure from the data
//! without typing a number. Shortcodes are taken out of the Markdown before it is rendered
//! and replaced by placeholders (private-use characters Markdown leaves alone); after
//! rendering, each placeholder is replaced by the shortcode's HTML. A placeholder alone in
//! its paragraph stands for a block (chart, table); elsewhere it is inline (value).

use std::collections::BTreeMap;

use iopress_site::diagnostics::Location;

#[derive(Debug, Clone, PartialEq)]
pub struct Shortcode {
    pub name: String,
    pub args: BTreeMap<String, String>,
    /// Where it starts in the Markdown text (1-based), to be added to the body's first line.
    pub location: Location,
}

/// A shortcode that could not be read.
#[derive(Debug, Clone, PartialEq)]
pub struct SyntaxError {
    pub location: Location,
    pub message: String,
}

const OPEN: char = '\u{E000}';
const CLOSE: char = '\u{E001}';

fn token(index: usize) -> String {
    format!("{OPEN}{index}{CLOSE}")
}

/// Replaces every shortcode outside code by a placeholder, returning the new text and the
/// shortcodes in order.
pub fn extract(markdown: &str) -> Result<(String, Vec<Shortcode>), Vec<SyntaxError>> {
    let mut out = String::with_capacity(markdown.len());
    let mut shortcodes = Vec::new();
    let mut errors = Vec::new();
    let mut fence: Option<String> = None;
    let mut offset = 0;
    for line in markdown.split_inclusive('\n') {
        let trimmed = line.trim_start();
        let marker: String = trimmed.chars().take_while(|c| *c == '`' || *c == '~').collect();
        if let Some(open) = &fence {
            if trimmed.starts_with(open.as_str())
                && trimmed.trim_end().chars().all(|c| c == open.chars().next().unwrap())
            {
                fence = None;
            }
            out.push_str(line);
        } else if marker.len() >= 3 && marker.chars().all(|c| c == marker.chars().next().unwrap()) {
            fence = Some(marker);
            out.push_str(line);
        } else {
            extract_line(line, offset, markdown, &mut out, &mut shortcodes, &mut errors);
        }
        offset += line.len();
    }
    if errors.is_empty() {
        Ok((out, shortcodes))
    } else {
        Err(errors)
    }
}

fn extract_line(
    line: &str,
    line_offset: usize,
    markdown: &str,
    out: &mut String,
    shortcodes: &mut Vec<Shortcode>,
    errors: &mut Vec<SyntaxError>,
) {
    let mut rest = line;
    let mut position = 0;
    while let Some(start) = next_shortcode_start(rest) {
        out.push_str(&rest[..start]);
        let after_open = &rest[start + 2..];
        let location = Location::from_offset(markdown, line_offset + position + start);
        let Some(end) = after_open.find("}}") else {
            errors.push(SyntaxError {
                location,
                message: "a shortcode opened with `{{` is not closed with `}}` on the same line"
                    .into(),
            });
            out.push_str(&rest[start..]);
            return;
        };
        match parse_call(after_open[..end].trim()) {
            Ok((name, args)) => {
                out.push_str(&token(shortcodes.len()));
                shortcodes.push(Shortcode { name, args, location });
            }
            Err(message) => {
                errors.push(SyntaxError { location, message });
                out.push_str(&rest[start..start + 2 + end + 2]);
            }
        }
        let consumed = start + 2 + end + 2;
        position += consumed;
        rest = &rest[consumed..];
    }
    out.push_str(rest);
}

/// The next `{{` that is not inside an inline code span.
fn next_shortcode_start(text: &str) -> Option<usize> {
    let mut in_code = false;
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'`' => in_code = !in_code,
            b'{' if !in_code && bytes.get(i + 1) == Some(&b'{') => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}

/// `chart(table="vdbench", workload="rand-read-4k")` → ("chart", {table, workload}).
fn parse_call(call: &str) -> Result<(String, BTreeMap<String, String>), String> {
    let open = call.find('(').ok_or_else(|| format!("`{call}` is not a shortcode call; write e.g. `{{{{ value(table=\"sql-server\", column=\"tps\") }}}}`"))?;
    let name = call[..open].trim();
    let inner =
        call[open + 1..].strip_suffix(')').ok_or_else(|| format!("`{call}` has no closing `)`"))?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
        return Err(format!("`{name}` is not a shortcode name"));
    }
    let mut args = BTreeMap::new();
    let mut rest = inner.trim();
    while !rest.is_empty() {
        let eq = rest.find('=').ok_or_else(|| format!("argument `{rest}` has no `=`"))?;
        let key = rest[..eq].trim();
        if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        {
            return Err(format!("`{key}` is not an argument name"));
        }
        let value_part = rest[eq + 1..].trim_start();
        let quote = value_part
            .chars()
            .next()
            .filter(|c| *c == '"' || *c == '\'')
            .ok_or_else(|| format!("the value of `{key}` must be quoted, e.g. {key}=\"…\""))?;
        let close = value_part[1..]
            .find(quote)
            .ok_or_else(|| format!("the value of `{key}` is not closed"))?;
        if args.insert(key.to_string(), value_part[1..1 + close].to_string()).is_some() {
            return Err(format!("argument `{key}` is given twice"));
        }
        rest = value_part[1 + close + 1..].trim_start();
        rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
    }
    Ok((name.to_string(), args))
}

/// Puts each shortcode's HTML where its placeholder ended up: a placeholder that Markdown
/// wrapped in a paragraph of its own becomes a block; any other is replaced in place.
pub fn restore(html: &str, replacements: &[String]) -> String {
    let mut out = html.to_string();
    for (index, replacement) in replacements.iter().enumerate() {
        let token = token(index);
        let block = format!("<p>{token}</p>");
        if out.contains(&block) {
            out = out.replace(&block, replacement);
        } else {
            out = out.replace(&token, replacement);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shortcodes_are_found_with_their_place_outside_code() {
        let text = "Intro.\n\n{{ chart(table=\"vdbench\", workload=\"sql\") }}\n\nPeak was {{ value(table='t', column=\"tps\") }} TPS.\n\n```\n{{ not(a=\"shortcode\") }}\n```\n`{{ nor(this=\"one\") }}`\n";
        let (out, shortcodes) = extract(text).unwrap();
        assert_eq!(shortcodes.len(), 2);
        assert_eq!(shortcodes[0].name, "chart");
        assert_eq!(shortcodes[0].args["workload"], "sql");
        assert_eq!(shortcodes[0].location, Location::new(3, 1));
        assert_eq!(shortcodes[1].args["table"], "t");
        assert_eq!(shortcodes[1].location, Location::new(5, 10));
        assert!(out.contains("{{ not(a=\"shortcode\") }}"));
        assert!(out.contains("`{{ nor(this=\"one\") }}`"));
    }

    #[test]
    fn malformed_shortcodes_name_their_line() {
        let errors = extract("ok\n{{ chart(table=vdbench) }}\n{{ value(table=\"x\"\n").unwrap_err();
        assert_eq!(errors.len(), 2);
        assert_eq!(errors[0].location, Location::new(2, 1));
        assert!(errors[0].message.contains("must be quoted"));
        assert_eq!(errors[1].location.line, 3);
    }

    #[test]
    fn restore_puts_blocks_and_inline_values_back() {
        let html = format!("<p>{}</p>\n<p>Peak {} TPS.</p>\n", token(0), token(1));
        let restored = restore(&html, &["<figure>c</figure>".into(), "12 610,3".into()]);
        assert_eq!(restored, "<figure>c</figure>\n<p>Peak 12 610,3 TPS.</p>\n");
    }
}
