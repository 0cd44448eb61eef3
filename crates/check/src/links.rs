//! Links and anchors: every `@/` link and `#anchor` of every text resolves in its language.
//!
//! An `@/` link to a page that does not exist is a build error (reported as such). Here:
//! a link to a page that exists but is not published in the text's language (the reader is
//! sent to another language: a warning), and an anchor that names no element of the page the
//! link leads to, in that language, where heading ids come from translated headings (an
//! error). Anchors are looked up in the pages as rendered.

use std::collections::{BTreeSet, HashMap};

use iopress_render::Routes;
use iopress_site::LoadedSite;

use super::prose::Prose;
use super::{Finding, FindingKind};

/// `pages`: the ids of the elements of every rendered page, by output path.
/// `texts`: every page's prose by page path, as [`super::prose::read_all`] reads it.
pub fn check(
    site: &LoadedSite,
    pages: &HashMap<String, BTreeSet<String>>,
    texts: &HashMap<String, Vec<(String, Prose)>>,
) -> Vec<Finding> {
    let routes = Routes::new(&site.config, &site.content);
    let none = BTreeSet::new();
    let mut findings = Vec::new();
    for page in site.content.pages.values() {
        for (lang, prose) in texts.get(&page.path).into_iter().flatten() {
            for (destination, offset) in &prose.links {
                let location = Some(prose.location_of_file_offset(*offset));
                let (target, anchor) = if let Some(internal) = destination.strip_prefix("@/") {
                    let (path, anchor) = match internal.split_once('#') {
                        Some((path, anchor)) => (path, Some(anchor)),
                        None => (internal, None),
                    };
                    let normalized = iopress_site::markdown::normalize_internal_path(path);
                    // A page that does not exist is already a build error.
                    let Some(target) = site.content.get(&normalized) else { continue };
                    (target, anchor)
                } else if let Some(anchor) = destination.strip_prefix('#') {
                    (page, Some(anchor))
                } else {
                    continue;
                };
                let Some(shown_in) = routes.link_language(&target.path, lang) else { continue };
                if shown_in != lang {
                    findings.push(
                        Finding::warning(
                            FindingKind::BrokenLink,
                            format!("`{destination}` is not published in `{lang}`: the link leads to its `{shown_in}` version"),
                        )
                        .at(&prose.file, location)
                        .text(destination.clone())
                        .help(format!("translate the page into `{lang}`, or set `missing_translations = \"fallback\"` in site.toml")),
                    );
                }
                let Some(anchor) = anchor.filter(|a| !a.is_empty()) else { continue };
                let key = format!("{}index.html", routes.output_dir(&target.url_path, shown_in));
                let ids = pages.get(&key).unwrap_or(&none);
                if !ids.contains(anchor) {
                    let headings: Vec<&str> = ids
                        .iter()
                        .map(String::as_str)
                        .filter(|id| !id.starts_with("fig-") && !id.starts_with("table-"))
                        .collect();
                    let mut finding = Finding::error(
                        FindingKind::BrokenAnchor,
                        format!("`#{anchor}` names nothing on {} in `{shown_in}`", if target.path == page.path { "this page".to_string() } else { format!("`@/{}`", target.path) }),
                    )
                    .at(&prose.file, location)
                    .text(destination.clone())
                    .help("heading ids come from each language's own heading text; link to an id of this language's page");
                    if let Some(closest) = closest(anchor, &headings) {
                        finding = finding.expected(format!("#{closest}"));
                    }
                    findings.push(finding);
                }
            }
        }
    }
    findings
}

/// Every element id of a page, entities decoded (`id="a&amp;b"` is `a&b`).
pub(crate) fn element_ids(html: &str) -> BTreeSet<String> {
    let ids = std::cell::RefCell::new(BTreeSet::new());
    let settings = lol_html::Settings::new().append_element_content_handler(lol_html::element!(
        "[id]",
        |element| {
            if let Some(id) = element.get_attribute("id") {
                ids.borrow_mut().insert(html_escape::decode_html_entities(&id).into_owned());
            }
            Ok(())
        }
    ));
    let mut reader = lol_html::HtmlRewriter::new(settings, |_: &[u8]| {});
    // Our handler never fails, and neither does a sink that keeps nothing.
    let read = reader.write(html.as_bytes()).and_then(|()| reader.end());
    debug_assert!(read.is_ok(), "{read:?}");
    ids.into_inner()
}

/// The id sharing the longest common prefix with `anchor` (a near miss: a typo, or the same
/// heading in another language).
fn closest<'a>(anchor: &str, ids: &[&'a str]) -> Option<&'a str> {
    ids.iter()
        .map(|id| (id.chars().zip(anchor.chars()).take_while(|(a, b)| a == b).count(), *id))
        .filter(|(common, _)| *common >= 3)
        .max_by_key(|(common, _)| *common)
        .map(|(_, id)| id)
}
