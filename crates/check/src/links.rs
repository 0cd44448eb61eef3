//! Links and anchors: every `@/` link and `#anchor` of every text resolves in its language.
//!
//! An `@/` link to a page that does not exist is a build error (reported as such). Here:
//! a link to a page that exists but is not published in the text's language (the reader is
//! sent to another language: a warning), and an anchor that names no element of the page the
//! link leads to, in that language, where heading ids come from translated headings (an
//! error). Anchors are looked up in the pages as rendered.
//!
//! And, in the pages as rendered, every link into the output's PDF folder: a build writes no
//! PDF, so such a link lives only if `iopress pdf` prints that PDF for the deployment
//! (`[pdf] publish = true`); any other is dead (an error, at the template or text it comes
//! from).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use iopress_render::{Routes, PDF_DIR};
use iopress_site::content::{Page, PageKind, DRIVES_SECTION, DRIVE_COMPARE_TEMPLATE};
use iopress_site::diagnostics::Location;
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

/// What the check keeps of a rendered page: the ids of its elements (what anchors name), and
/// its links into the output's PDF folder.
#[derive(Debug, Default)]
pub(crate) struct PageFacts {
    pub(crate) ids: BTreeSet<String>,
    pub(crate) pdf_links: Vec<String>,
}

/// Where links into the output's PDF folder start: the folder's URL path, and its absolute URL.
pub(crate) fn pdf_prefixes(routes: &Routes) -> [String; 2] {
    let path = routes.site_root_url(&format!("{PDF_DIR}/"));
    [routes.permalink(&path), path]
}

/// Every element id of a page, entities decoded (`id="a&amp;b"` is `a&b`), and every `href`
/// that starts with one of `pdf_prefixes`, read in one pass.
pub(crate) fn read_page(html: &str, pdf_prefixes: &[String]) -> PageFacts {
    let facts = std::cell::RefCell::new(PageFacts::default());
    let settings = lol_html::Settings::new()
        .append_element_content_handler(lol_html::element!("[id]", |element| {
            if let Some(id) = element.get_attribute("id") {
                facts.borrow_mut().ids.insert(html_escape::decode_html_entities(&id).into_owned());
            }
            Ok(())
        }))
        .append_element_content_handler(lol_html::element!("[href]", |element| {
            if let Some(href) = element.get_attribute("href") {
                let href = html_escape::decode_html_entities(&href);
                if pdf_prefixes.iter().any(|prefix| href.starts_with(prefix.as_str())) {
                    facts.borrow_mut().pdf_links.push(href.into_owned());
                }
            }
            Ok(())
        }));
    let mut reader = lol_html::HtmlRewriter::new(settings, |_: &[u8]| {});
    // Our handlers never fail, and neither does a sink that keeps nothing.
    let read = reader.write(html.as_bytes()).and_then(|()| reader.end());
    debug_assert!(read.is_ok(), "{read:?}");
    facts.into_inner()
}

/// An error for the links into the PDF folder (`links`: by output path of the page, as
/// [`read_page`] found them) to a PDF the output will not hold, grouped by the file they are
/// written in.
pub fn pdf_links(site: &LoadedSite, links: &BTreeMap<String, Vec<String>>) -> Vec<Finding> {
    let routes = Routes::new(&site.config, &site.content);
    let prefixes = pdf_prefixes(&routes);
    // The page (and language, and template) each rendered document is.
    let mut documents: HashMap<String, (&Page, &str, &str)> = HashMap::new();
    for page in site.content.pages.values() {
        for lang in routes.languages_rendering(&page.path) {
            let dir = routes.output_dir(&page.url_path, lang);
            documents.insert(format!("{dir}index.html"), (page, lang, page.kind.spec().template));
            if page.kind == PageKind::Drive {
                documents.insert(
                    format!("{dir}{}/index.html", iopress_render::DRIVE_COMPARE_DIR),
                    (page, lang, DRIVE_COMPARE_TEMPLATE),
                );
            }
        }
    }
    let live = |href: &str| {
        let Some(rest) = prefixes.iter().find_map(|p| href.strip_prefix(p.as_str())) else {
            return false;
        };
        let Some((lang, file)) = rest.split_once('/') else { return false };
        let Some(drive) = file.strip_suffix(".pdf") else { return false };
        site.pdfs.includes(lang, drive)
            && routes.availability(&format!("{DRIVES_SECTION}/{drive}"), lang).is_rendered()
            && site.content.get(&format!("{DRIVES_SECTION}/{drive}")).is_some()
    };
    let mut dead: BTreeMap<WrittenAt, Vec<(&str, &str)>> = BTreeMap::new();
    for (output, hrefs) in links {
        for href in hrefs.iter().filter(|href| !live(href)) {
            let at = documents
                .get(output)
                .map(|(page, lang, template)| written_at(site, page, lang, template, href))
                .unwrap_or_default();
            dead.entry(at).or_default().push((output, href));
        }
    }
    let help = if site.config.pdf.publish {
        "`iopress pdf` prints `pdf/<lang>/<drive>.pdf` for each drive page the site publishes, in its language, and no other PDF: link to one of those"
    } else {
        "`iopress build` writes no PDF: link one only `{% if pdf_published %}` (as the default theme's drive.html does), or, when the deployment runs `iopress pdf` after the build, say so with `[pdf] publish = true` in site.toml"
    };
    dead.into_iter()
        .map(|((file, line), pages)| {
            let (output, href) = pages[0];
            let count = match pages.len() {
                1 => "1 page links".to_string(),
                n => format!("{n} pages link"),
            };
            let mut finding = Finding::error(
                FindingKind::BrokenLink,
                format!("{count} to a PDF that the output will not hold: `{output}` to `{href}`"),
            )
            .text(href.to_string())
            .help(help);
            if let Some(file) = file {
                finding = finding.at(&file, line.map(|line| Location::new(line, 1)));
            }
            finding
        })
        .collect()
}

/// The file (and line) something of a rendered page is written in, when known.
type WrittenAt = (Option<PathBuf>, Option<usize>);

/// The file and line a link of a page comes from: the page's text in any language that
/// writes it, else the template that renders the page (the site's own, or the theme's), at
/// its first line naming a PDF.
fn written_at(site: &LoadedSite, page: &Page, lang: &str, template: &str, href: &str) -> WrittenAt {
    let line_of = |file: &Path, needle: &str| {
        let text = std::fs::read_to_string(file).ok()?;
        text.lines().position(|line| line.contains(needle)).map(|index| index + 1)
    };
    let texts = page.texts.get(lang).into_iter().chain(page.texts.values());
    for text in texts {
        if let Some(line) = line_of(&text.file, href) {
            return (Some(text.file.clone()), Some(line));
        }
    }
    let own = site.root.join("templates").join(template);
    let file = if own.is_file() { own } else { site.theme_dir.join("templates").join(template) };
    let line = line_of(&file, "pdf");
    (Some(file), line)
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
