//! Pictures without alt text: alt text is prose, written in each published language, so a
//! picture that a language's readers get without it is a warning at the file that should
//! carry it. Markdown images (`![alt](photo.jpg)`) and `image` shortcodes in each language's
//! file; front matter's `image` (each text's `image_alt`); drive.toml's `image` (its
//! `image_alt` for every published language).

use iopress_render::shortcodes;
use iopress_site::content::{Page, Text};
use iopress_site::diagnostics::Location;
use iopress_site::markdown;
use iopress_site::LoadedSite;

use super::{Finding, FindingKind};

const HELP_PROSE: &str =
    "say in this file's language what the picture shows, e.g. `![A U.2 SSD, label up](photo.jpg)` or `alt=\"…\"`";

pub fn check(site: &LoadedSite) -> Vec<Finding> {
    let published: Vec<&str> =
        site.config.languages.iter().filter(|l| !l.is_draft()).map(|l| l.code.as_str()).collect();
    let mut findings = Vec::new();
    for page in site.content.pages.values() {
        for text in page.texts.values().filter(|t| published.contains(&t.lang.as_str())) {
            prose_pictures(text, &mut findings);
            header_picture(page, text, &mut findings);
        }
        drive_picture(page, &published, &mut findings);
    }
    findings
}

fn missing_alt(what: String) -> Finding {
    Finding::warning(FindingKind::ImageAlt, what)
}

/// The images and `image` shortcodes of a text's prose.
fn prose_pictures(text: &Text, findings: &mut Vec<Finding>) {
    let body = &text.parsed.body;
    let in_file = |location: Location| {
        Location::new(location.line + text.parsed.body_line - 1, location.column)
    };
    for image in markdown::images(body) {
        if image.alt.trim().is_empty() {
            findings.push(
                missing_alt(format!(
                    "the picture `{}` has no alt text in this language",
                    image.address
                ))
                .at(&text.file, Some(in_file(Location::from_offset(body, image.offset))))
                .help(HELP_PROSE),
            );
        }
    }
    // Shortcodes a text cannot parse are the build's to report.
    let Ok((_, shortcodes)) = shortcodes::extract(body) else { return };
    for shortcode in shortcodes.iter().filter(|s| s.name == "image") {
        if shortcode.args.get("alt").is_none_or(|alt| alt.trim().is_empty()) {
            let src = shortcode.args.get("src").map(String::as_str).unwrap_or_default();
            findings.push(
                missing_alt(format!("the picture `{src}` has no alt text in this language"))
                    .at(&text.file, Some(in_file(shortcode.location)))
                    .help(HELP_PROSE),
            );
        }
    }
}

/// Front matter's `image`: each text describes it with its own `image_alt`.
fn header_picture(page: &Page, text: &Text, findings: &mut Vec<Finding>) {
    let Some(image) = &page.facts.image else { return };
    if text.front().image_alt.as_deref().is_none_or(|alt| alt.trim().is_empty()) {
        let location =
            text.parsed.locate_field("image_alt").or_else(|| text.parsed.locate_field("title"));
        findings.push(
            missing_alt(format!("the page's picture `{image}` has no alt text in this language (`image_alt`)"))
                .at(&text.file, location)
                .help("add `image_alt = \"…\"` to this file's front matter: what the picture shows, in its language"),
        );
    }
}

/// drive.toml's `image`: `image_alt` names every published language.
fn drive_picture(page: &Page, published: &[&str], findings: &mut Vec<Finding>) {
    let Some(image) = page.drive.as_ref().and_then(|d| d.image.as_ref()) else { return };
    let missing: Vec<&str> = published
        .iter()
        .copied()
        .filter(|lang| image.alt.get(*lang).is_none_or(|alt| alt.trim().is_empty()))
        .collect();
    if !missing.is_empty() {
        findings.push(
            missing_alt(format!(
                "the drive's picture `{}` has no alt text in {}: its pages in {} show it without one",
                image.file,
                language_codes(&missing),
                if missing.len() == 1 { "that language" } else { "those languages" }
            ))
            .at(&page.dir.join(iopress_site::data::DRIVE_DATA_FILE), Some(image.location))
            .help(format!(
                "add them to `image_alt`, one per language: `image_alt = {{ {} = \"…\" }}`",
                missing[0]
            )),
        );
    }
}

/// Language codes as code, `it`, `ko`: bare, `it` reads as the English word.
pub(crate) fn language_codes(codes: &[&str]) -> String {
    codes.iter().map(|code| format!("`{code}`")).collect::<Vec<_>>().join(", ")
}
