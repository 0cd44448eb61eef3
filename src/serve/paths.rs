//! From a request's URL path to a snapshot key, refusing anything that tries to step out
//! of the site. The snapshot lives in memory, so nothing on disk is reachable whatever the
//! key; refusing the patterns anyway keeps the preview honest about URLs that a real web
//! server would reject or resolve differently.

use percent_encoding::percent_decode_str;

/// Why a request path was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The path does not start with `/` (e.g. the `*` of `OPTIONS *`).
    NotAbsolute,
    /// A `//` anywhere (`//etc/passwd`, `/a//b`): an empty segment.
    EmptySegment,
    /// A `.` or `..` segment, raw or percent-encoded.
    DotSegment,
    /// `%2f`: an encoded slash, which would be a separator once decoded.
    EncodedSlash,
    /// A backslash, raw or `%5c`.
    Backslash,
    /// A NUL or other control character.
    ControlCharacter,
    /// Still holds a percent escape after one decoding (`%252e` → `%2e`).
    DoubleEncoding,
    /// A `%` not followed by two hex digits.
    MalformedEscape,
    /// The decoded bytes are not UTF-8.
    NotUtf8,
}

/// Maps a request's URL path (as sent, still percent-encoded, without the query) to the
/// key of a file in the snapshot: the leading `/` stripped, each segment percent-decoded
/// once, and `index.html` appended to `/` and to paths ending in `/`.
pub fn snapshot_key(raw: &str) -> Result<String, Refusal> {
    let rest = raw.strip_prefix('/').ok_or(Refusal::NotAbsolute)?;
    if rest.is_empty() {
        return Ok("index.html".to_owned());
    }
    let segments: Vec<&str> = rest.split('/').collect();
    let last = segments.len() - 1;
    let mut key = String::with_capacity(rest.len() + "index.html".len());
    for (i, segment) in segments.iter().enumerate() {
        if segment.is_empty() {
            // Only the last segment may be empty: that is the trailing slash.
            if i != last {
                return Err(Refusal::EmptySegment);
            }
            key.push_str("index.html");
            break;
        }
        key.push_str(&decode_segment(segment)?);
        if i != last {
            key.push('/');
        }
    }
    Ok(key)
}

/// Decodes one segment (between two raw slashes) and checks what it became.
fn decode_segment(raw: &str) -> Result<String, Refusal> {
    check_escapes(raw)?;
    let lower = raw.to_ascii_lowercase();
    if lower.contains("%2f") {
        return Err(Refusal::EncodedSlash);
    }
    let decoded = percent_decode_str(raw).decode_utf8().map_err(|_| Refusal::NotUtf8)?;
    if decoded.contains('\\') {
        return Err(Refusal::Backslash);
    }
    if decoded.chars().any(char::is_control) {
        return Err(Refusal::ControlCharacter);
    }
    if decoded == "." || decoded == ".." {
        return Err(Refusal::DotSegment);
    }
    if has_escape(&decoded) {
        return Err(Refusal::DoubleEncoding);
    }
    Ok(decoded.into_owned())
}

/// Every `%` in a raw segment must start a two-hex-digit escape.
fn check_escapes(raw: &str) -> Result<(), Refusal> {
    let bytes = raw.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'%' && !is_escape_at(bytes, i) {
            return Err(Refusal::MalformedEscape);
        }
    }
    Ok(())
}

fn has_escape(s: &str) -> bool {
    let bytes = s.as_bytes();
    (0..bytes.len()).any(|i| bytes[i] == b'%' && is_escape_at(bytes, i))
}

fn is_escape_at(bytes: &[u8], i: usize) -> bool {
    bytes.len() > i + 2 && bytes[i + 1].is_ascii_hexdigit() && bytes[i + 2].is_ascii_hexdigit()
}

/// The part of a key up to its first `/`, if it has one: the language folder (`fr` for
/// `fr/reviews/x/index.html`), or any other top-level folder.
pub fn top_folder(key: &str) -> Option<&str> {
    key.split_once('/').map(|(first, _)| first)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(raw: &str) -> String {
        snapshot_key(raw).unwrap_or_else(|e| panic!("{raw} refused: {e:?}"))
    }

    fn refused(raw: &str) -> Refusal {
        match snapshot_key(raw) {
            Ok(key) => panic!("{raw} accepted as {key:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn plain_paths() {
        assert_eq!(ok("/"), "index.html");
        assert_eq!(ok("/fr/"), "fr/index.html");
        assert_eq!(ok("/fr"), "fr");
        assert_eq!(ok("/style.css"), "style.css");
        assert_eq!(ok("/fr/reviews/x/"), "fr/reviews/x/index.html");
        assert_eq!(ok("/charts/x.svg"), "charts/x.svg");
        assert_eq!(ok("/a.b/c..d/..."), "a.b/c..d/...");
    }

    #[test]
    fn decodes_once() {
        assert_eq!(ok("/de/%C3%BCber/"), "de/über/index.html");
        assert_eq!(ok("/a%20b.html"), "a b.html");
        assert_eq!(ok("/100%25.html"), "100%.html");
        assert_eq!(ok("/%41"), "A");
    }

    #[test]
    fn dot_segments() {
        assert_eq!(refused("/../Cargo.toml"), Refusal::DotSegment);
        assert_eq!(refused("/fr/../index.html"), Refusal::DotSegment);
        assert_eq!(refused("/fr/.."), Refusal::DotSegment);
        assert_eq!(refused("/fr/./index.html"), Refusal::DotSegment);
        assert_eq!(refused("/."), Refusal::DotSegment);
        assert_eq!(refused("/./"), Refusal::DotSegment);
    }

    #[test]
    fn encoded_dots() {
        assert_eq!(refused("/%2e%2e/Cargo.toml"), Refusal::DotSegment);
        assert_eq!(refused("/%2E%2E/Cargo.toml"), Refusal::DotSegment);
        assert_eq!(refused("/.%2e/Cargo.toml"), Refusal::DotSegment);
        assert_eq!(refused("/%2e/index.html"), Refusal::DotSegment);
    }

    #[test]
    fn encoded_slash() {
        assert_eq!(refused("/fr/..%2f..%2fCargo.toml"), Refusal::EncodedSlash);
        assert_eq!(refused("/fr%2Findex.html"), Refusal::EncodedSlash);
        assert_eq!(refused("/%2f"), Refusal::EncodedSlash);
    }

    #[test]
    fn backslashes() {
        assert_eq!(refused("/..\\Cargo.toml"), Refusal::Backslash);
        assert_eq!(refused("/%5c.."), Refusal::Backslash);
        assert_eq!(refused("/%5C..%5CCargo.toml"), Refusal::Backslash);
        assert_eq!(refused("/fr\\index.html"), Refusal::Backslash);
    }

    #[test]
    fn double_encoding() {
        assert_eq!(refused("/%252e%252e/x"), Refusal::DoubleEncoding);
        assert_eq!(refused("/%252f"), Refusal::DoubleEncoding);
        assert_eq!(refused("/a%2541"), Refusal::DoubleEncoding);
    }

    #[test]
    fn control_characters() {
        assert_eq!(refused("/%00"), Refusal::ControlCharacter);
        assert_eq!(refused("/index.html%00.css"), Refusal::ControlCharacter);
        assert_eq!(refused("/a%0Ab"), Refusal::ControlCharacter);
        assert_eq!(refused("/a%7fb"), Refusal::ControlCharacter);
    }

    #[test]
    fn absolute_looking_and_empty_segments() {
        assert_eq!(refused("//etc/passwd"), Refusal::EmptySegment);
        assert_eq!(refused("//"), Refusal::EmptySegment);
        assert_eq!(refused("/fr//index.html"), Refusal::EmptySegment);
        assert_eq!(refused("etc/passwd"), Refusal::NotAbsolute);
        assert_eq!(refused("*"), Refusal::NotAbsolute);
        assert_eq!(refused(""), Refusal::NotAbsolute);
    }

    #[test]
    fn malformed() {
        assert_eq!(refused("/a%"), Refusal::MalformedEscape);
        assert_eq!(refused("/a%2"), Refusal::MalformedEscape);
        assert_eq!(refused("/a%zz"), Refusal::MalformedEscape);
        assert_eq!(refused("/%ff"), Refusal::NotUtf8);
        assert_eq!(refused("/%c3"), Refusal::NotUtf8);
    }

    #[test]
    fn top_folders() {
        assert_eq!(top_folder("fr/reviews/index.html"), Some("fr"));
        assert_eq!(top_folder("index.html"), None);
    }
}
