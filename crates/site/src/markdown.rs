//! Prose: Markdown to HTML, with readable heading ids and `@/` links resolved.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use pulldown_cmark::{CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use serde::Serialize;

use crate::diagnostics::{Diagnostic, Location};

/// A heading of the page, for a table of contents.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Heading {
    pub level: u8,
    pub id: String,
    pub title: String,
}

#[derive(Debug, Clone, Default)]
pub struct RenderedMarkdown {
    pub html: String,
    pub headings: Vec<Heading>,
}

/// Where the Markdown came from, so problems can name the file and line.
pub struct Source<'a> {
    pub file: &'a Path,
    /// The line of the file the Markdown text starts on.
    pub first_line: usize,
}

/// The Markdown extensions prose may use (the checker reads prose with the same ones).
pub const OPTIONS: Options = Options::ENABLE_TABLES
    .union(Options::ENABLE_FOOTNOTES)
    .union(Options::ENABLE_STRIKETHROUGH)
    .union(Options::ENABLE_TASKLISTS)
    .union(Options::ENABLE_HEADING_ATTRIBUTES);

/// Renders Markdown. `resolve_link` maps an internal path (`reviews/sn630-vsan`) to its URL
/// in the page's language, or None when no such page exists; each unresolved link becomes
/// an error naming the file and line.
pub fn render(
    markdown: &str,
    source: &Source,
    resolve_link: &dyn Fn(&str) -> Option<String>,
) -> (RenderedMarkdown, Vec<Diagnostic>) {
    let links = Links { internal: resolve_link, relative: &|_| None };
    render_with_pictures(markdown, source, &links, &|_, _| None, &[])
}

/// How a page's prose links resolve: `internal` maps an internal path (`reviews/sn630-vsan`,
/// from `@/reviews/sn630-vsan`) to its URL in the page's language, or None when there is no
/// such page; `relative` maps a relative address (`data/sql.csv`) to the URL of a file the
/// site publishes once for every language, or None to leave the address as written.
pub struct Links<'l> {
    pub internal: &'l dyn Fn(&str) -> Option<String>,
    pub relative: &'l dyn Fn(&str) -> Option<String>,
}

/// Whether a link's address is relative to its page: no scheme (`https:`, `mailto:`), no
/// leading `/`, not a fragment or query of the page itself, not an internal `@/` link.
fn is_relative(address: &str) -> bool {
    let scheme = address
        .split_once(':')
        .is_some_and(|(scheme, _)| !scheme.is_empty() && !scheme.contains(['/', '?', '#']));
    !scheme && !address.is_empty() && !address.starts_with(['/', '#', '?', '@'])
}

/// What makes an image of the prose (`![alt](photo.jpg)`) a picture: given its address and
/// its alt text, the HTML that shows it, or None to leave it a plain `<img>`.
pub type PictureHtml<'p> = dyn Fn(&str, &str) -> Option<String> + 'p;

/// [`render`], with each image that `picture` knows shown as it says, and each figure typed
/// in the prose held to its unit when the unit is one of `units` (the page language's unit
/// symbols; see [`crate::l10n::typography::hold_figures_to_units`]).
pub fn render_with_pictures(
    markdown: &str,
    source: &Source,
    links: &Links,
    picture: &PictureHtml,
    units: &[String],
) -> (RenderedMarkdown, Vec<Diagnostic>) {
    let options = OPTIONS;
    let mut problems = Vec::new();
    let mut events: Vec<Event> = Vec::new();
    // Inside a code block, text is code: its spaces are the code's.
    let mut in_code_block = false;
    let location_of = |offset: usize| {
        let inner = Location::from_offset(markdown, offset);
        Location::new(inner.line + source.first_line - 1, inner.column)
    };

    for (event, range) in Parser::new_ext(markdown, options).into_offset_iter() {
        let event = match event {
            Event::Start(Tag::Link { link_type, dest_url, title, id })
                if dest_url.starts_with("@/") =>
            {
                let (target, anchor) = match dest_url[2..].split_once('#') {
                    Some((target, anchor)) => (target.to_string(), Some(anchor.to_string())),
                    None => (dest_url[2..].to_string(), None),
                };
                let normalized = normalize_internal_path(&target);
                let url = match (links.internal)(&normalized) {
                    Some(url) => match anchor {
                        Some(anchor) => format!("{url}#{anchor}"),
                        None => url,
                    },
                    None => {
                        let at = location_of(range.start);
                        problems.push(
                            Diagnostic::error(format!("link to `{dest_url}`, but there is no page `{normalized}`"))
                                .in_file(source.file)
                                .at(at.line, at.column)
                                .with_help("internal links name a content folder, e.g. `@/reviews/sn630-vsan` or `@/drives/wd-sn630`"),
                        );
                        "#".to_string()
                    }
                };
                Event::Start(Tag::Link { link_type, dest_url: CowStr::from(url), title, id })
            }
            // A file the site publishes once for all its languages (a review's `data/*.csv`),
            // linked relatively: from a page in another language, relative would lead nowhere.
            Event::Start(Tag::Link { link_type, dest_url, title, id })
                if is_relative(&dest_url) =>
            {
                let url = (links.relative)(&dest_url).map(CowStr::from).unwrap_or(dest_url);
                Event::Start(Tag::Link { link_type, dest_url: url, title, id })
            }
            Event::Start(Tag::CodeBlock(kind)) => {
                in_code_block = true;
                Event::Start(Tag::CodeBlock(kind))
            }
            Event::End(TagEnd::CodeBlock) => {
                in_code_block = false;
                Event::End(TagEnd::CodeBlock)
            }
            Event::Text(text) if !in_code_block => {
                match crate::l10n::typography::hold_figures_to_units(&text, units) {
                    std::borrow::Cow::Owned(held) => Event::Text(CowStr::from(held)),
                    std::borrow::Cow::Borrowed(_) => Event::Text(text),
                }
            }
            other => other,
        };
        events.push(event);
    }

    let headings = assign_heading_ids(&mut events);
    let events = replace_pictures(wrap_tables(events), picture);
    let mut html = String::with_capacity(markdown.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, events.into_iter());
    (RenderedMarkdown { html, headings }, problems)
}

/// An image of the prose, as written: its address, its alt text and where it starts.
#[derive(Debug, Clone, PartialEq)]
pub struct ProseImage {
    pub address: String,
    pub alt: String,
    /// Its byte offset in the Markdown text.
    pub offset: usize,
}

/// The images of Markdown prose (`![alt](photo.jpg)`), in order, for checks.
pub fn images(markdown: &str) -> Vec<ProseImage> {
    let mut images = Vec::new();
    let mut open: Option<ProseImage> = None;
    for (event, range) in Parser::new_ext(markdown, OPTIONS).into_offset_iter() {
        match event {
            Event::Start(Tag::Image { dest_url, .. }) if open.is_none() => {
                open = Some(ProseImage {
                    address: dest_url.to_string(),
                    alt: String::new(),
                    offset: range.start,
                });
            }
            Event::End(TagEnd::Image) => images.extend(open.take()),
            Event::Text(text) | Event::Code(text) => {
                if let Some(image) = &mut open {
                    image.alt.push_str(&text);
                }
            }
            _ => {}
        }
    }
    images
}

/// Each image (start, its alt text's events, end) that `picture` knows becomes its HTML.
fn replace_pictures<'e>(events: Vec<Event<'e>>, picture: &PictureHtml) -> Vec<Event<'e>> {
    let mut out = Vec::with_capacity(events.len());
    let mut events = events.into_iter();
    while let Some(event) = events.next() {
        let Event::Start(Tag::Image { dest_url, .. }) = &event else {
            out.push(event);
            continue;
        };
        let address = dest_url.to_string();
        let mut inner = Vec::new();
        let mut alt = String::new();
        // An image inside an image's alt text (allowed by CommonMark) ends its own part.
        let mut depth = 0usize;
        for inside in events.by_ref() {
            match &inside {
                Event::End(TagEnd::Image) if depth == 0 => {
                    inner.push(inside);
                    break;
                }
                Event::Start(Tag::Image { .. }) => depth += 1,
                Event::End(TagEnd::Image) => depth -= 1,
                Event::Text(text) | Event::Code(text) => alt.push_str(text),
                Event::SoftBreak | Event::HardBreak => alt.push(' '),
                _ => {}
            }
            inner.push(inside);
        }
        match picture(&address, alt.trim()) {
            Some(html) => out.push(Event::InlineHtml(CowStr::from(html))),
            None => {
                out.push(event);
                out.extend(inner);
            }
        }
    }
    out
}

/// Wide tables scroll inside their own box on narrow screens; the box is focusable so
/// keyboard users can scroll it too.
fn wrap_tables(events: Vec<Event>) -> Vec<Event> {
    let mut wrapped = Vec::with_capacity(events.len());
    for event in events {
        match event {
            Event::Start(Tag::Table(_)) => {
                wrapped.push(Event::Html(CowStr::Borrowed(
                    "<div class=\"table-scroll\" tabindex=\"0\">",
                )));
                wrapped.push(event);
            }
            Event::End(TagEnd::Table) => {
                wrapped.push(event);
                wrapped.push(Event::Html(CowStr::Borrowed("</div>")));
            }
            other => wrapped.push(other),
        }
    }
    wrapped
}

/// `reviews/sn630-vsan/index.md`, `/reviews/sn630-vsan/` and `reviews/sn630-vsan` all name
/// the same page.
pub fn normalize_internal_path(target: &str) -> String {
    let mut path = target.trim_matches('/');
    for suffix in ["_index.md", "index.md"] {
        if let Some(stripped) = path.strip_suffix(suffix) {
            path = stripped.trim_end_matches('/');
        }
    }
    path.to_string()
}

/// Gives every heading an id: its own `{#id}` if written, otherwise one made from its text.
fn assign_heading_ids(events: &mut [Event]) -> Vec<Heading> {
    let taken: HashSet<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Start(Tag::Heading { id: Some(id), .. }) => Some(id.to_string()),
            _ => None,
        })
        .collect();
    let mut used = UsedIds { taken, ..UsedIds::default() };
    let mut headings = Vec::new();
    let mut index = 0;
    while index < events.len() {
        if let Event::Start(Tag::Heading { level, id, .. }) = &events[index] {
            let level = *level;
            let written_id = id.clone();
            let mut title = String::new();
            let mut end = index + 1;
            while end < events.len() && !matches!(events[end], Event::End(TagEnd::Heading(_))) {
                if let Event::Text(t) | Event::Code(t) = &events[end] {
                    title.push_str(t);
                }
                end += 1;
            }
            let id = match written_id {
                Some(id) => id.to_string(),
                None => {
                    let id = unique_id(&slugify(&title), &mut used);
                    if let Event::Start(Tag::Heading { id: slot, .. }) = &mut events[index] {
                        *slot = Some(CowStr::from(id.clone()));
                    }
                    id
                }
            };
            headings.push(Heading {
                level: heading_level(level),
                id,
                title: title.trim().to_string(),
            });
            index = end;
        }
        index += 1;
    }
    headings
}

fn heading_level(level: HeadingLevel) -> u8 {
    level as u8
}

/// Readable ids in any script: letters and digits are kept as they are (so a Japanese
/// heading keeps its Japanese id), spaces become `-`, punctuation is dropped.
pub fn slugify(text: &str) -> String {
    let mut slug = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_alphanumeric() {
            slug.extend(c.to_lowercase());
        } else if (c.is_whitespace() || c == '-' || c == '_')
            && !slug.ends_with('-')
            && !slug.is_empty()
        {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-').to_string();
    if slug.is_empty() {
        "section".to_string()
    } else {
        slug
    }
}

/// The ids taken so far, and for each base the next suffix to try: 20,000 headings named
/// alike get their ids in linear time, not by counting up from 1 each time.
#[derive(Default)]
struct UsedIds {
    taken: HashSet<String>,
    next_suffix: HashMap<String, usize>,
}

fn unique_id(base: &str, used: &mut UsedIds) -> String {
    let mut candidate = base.to_string();
    if used.taken.contains(&candidate) {
        let next = used.next_suffix.entry(base.to_string()).or_insert(1);
        loop {
            candidate = format!("{base}-{next}");
            *next += 1;
            if !used.taken.contains(&candidate) {
                break;
            }
        }
    }
    used.taken.insert(candidate.clone());
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_addresses_relative_to_the_page_are_relative() {
        for relative in ["data/sql.csv", "./data/sql.json#rows", "notes.txt", "../x.png"] {
            assert!(is_relative(relative), "{relative}");
        }
        for other in [
            "/reviews/x/",
            "https://example.org/a:b",
            "mailto:lab@example.org",
            "#results",
            "?q=1",
            "@/reviews/x",
            "",
        ] {
            assert!(!is_relative(other), "{other}");
        }
    }

    #[test]
    fn twenty_thousand_alike_headings_get_distinct_ids_in_order() {
        let mut used = UsedIds::default();
        used.taken.insert("results-2".to_string());
        let ids: Vec<String> = (0..20_000).map(|_| unique_id("results", &mut used)).collect();
        assert_eq!(&ids[..3], ["results", "results-1", "results-3"]);
        assert_eq!(ids.last().unwrap(), "results-20000");
        assert_eq!(ids.iter().collect::<HashSet<_>>().len(), 20_000);
    }

    fn render_simple(markdown: &str) -> (RenderedMarkdown, Vec<Diagnostic>) {
        let source = Source { file: Path::new("content/reviews/a/index.en.md"), first_line: 5 };
        render(markdown, &source, &|path| {
            (path == "reviews/b").then(|| "/fr/reviews/b/".to_string())
        })
    }

    #[test]
    fn headings_get_unique_readable_ids_in_any_script() {
        let (out, _) = render_simple(
            "## Résultats\n\n## 構成とテスト\n\n## Results\n\n## Results\n\n## Custom {#mine}\n",
        );
        let ids: Vec<&str> = out.headings.iter().map(|h| h.id.as_str()).collect();
        assert_eq!(ids, ["résultats", "構成とテスト", "results", "results-1", "mine"]);
        assert!(out.html.contains("<h2 id=\"構成とテスト\">"), "{}", out.html);
    }

    #[test]
    fn internal_links_resolve_and_missing_ones_name_the_line() {
        let (out, problems) =
            render_simple("See [b](@/reviews/b#peak).\n\nAnd [c](@/reviews/c).\n");
        assert!(out.html.contains("href=\"/fr/reviews/b/#peak\""), "{}", out.html);
        assert_eq!(problems.len(), 1);
        assert!(
            problems[0]
                .to_string()
                .starts_with("content/reviews/a/index.en.md:7:5: error: link to `@/reviews/c`"),
            "{}",
            problems[0]
        );
    }

    #[test]
    fn a_figure_typed_in_prose_is_held_to_its_unit_but_not_in_code() {
        let source = Source { file: Path::new("index.id.md"), first_line: 1 };
        let links = Links { internal: &|_| None, relative: &|_| None };
        let units = ["IOPS", "ms", "MB/s", "%"].map(String::from);
        let markdown = "Mencapai 32.200 IOPS pada 4,8 ms, *0,44 %* dan 3.528 MB/s.\n\n\
                        Tetapi 4 msec, `bs=4 ms` dan:\n\n```\ndd 4 ms\n```\n";
        let (out, _) = render_with_pictures(markdown, &source, &links, &|_, _| None, &units);
        for held in ["32.200\u{a0}IOPS", "4,8\u{a0}ms", "0,44\u{a0}%", "3.528\u{a0}MB/s"] {
            assert!(out.html.contains(held), "{held:?}: {}", out.html);
        }
        // A word that only starts like a unit, inline code and a code block keep their space.
        for kept in ["4 msec", "bs=4 ms", "dd 4 ms"] {
            assert!(out.html.contains(kept), "{kept:?}: {}", out.html);
        }
    }

    #[test]
    fn an_image_the_callback_knows_becomes_its_html_with_its_alt_text_and_others_stay() {
        let source = Source { file: Path::new("index.en.md"), first_line: 1 };
        let picture = |address: &str, alt: &str| {
            (address == "photo.jpg").then(|| format!("<picture data-alt=\"{alt}\"></picture>"))
        };
        let markdown = "A ![drive *on* a desk](photo.jpg) and ![other](https://x.org/a.png).";
        let links = Links { internal: &|_| None, relative: &|_| None };
        let (rendered, problems) = render_with_pictures(markdown, &source, &links, &picture, &[]);
        assert!(problems.is_empty());
        assert_eq!(
            rendered.html,
            "<p>A <picture data-alt=\"drive on a desk\"></picture> and \
             <img src=\"https://x.org/a.png\" alt=\"other\" />.</p>\n"
        );
        let found = images(markdown);
        assert_eq!(found.len(), 2);
        assert_eq!(
            (found[0].address.as_str(), found[0].alt.as_str()),
            ("photo.jpg", "drive on a desk")
        );
        assert_eq!(found[0].offset, 2);
    }

    #[test]
    fn tables_footnotes_and_strikethrough() {
        let (out, _) =
            render_simple("| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~ new[^1]\n\n[^1]: note\n");
        assert!(out.html.contains("<table>"));
        assert!(out.html.contains("<del>old</del>"));
        assert!(out.html.contains("footnote-definition"));
    }
}
