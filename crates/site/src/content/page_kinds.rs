//! What each kind of page is, in one table ([`PageKind::spec`]): the template it is rendered
//! with, the documents it has beside its own, where it lives, what its documents show, and
//! whether the search indexes it.
//!
//! Rendering picks templates from it, the build's reuse hashes a document's inputs from it
//! (`iopress_render::reuse`), and the preview reads it backwards to know which pages a change
//! shows on (`iopress::serve`). A new page kind is a new row here; every `match` on
//! [`PageKind`] and on [`Input`] in those places is exhaustive, so the compiler lists what else
//! it needs.

use super::PageKind;

/// The template of a drive's print page (`drives/<id>/print/`).
pub const DRIVE_PRINT_TEMPLATE: &str = "drive-print.html";
/// The template of a drive's comparison with the best of its class (`drives/<id>/compare/`).
pub const DRIVE_COMPARE_TEMPLATE: &str = "drive-compare.html";

/// One row of the table.
#[derive(Debug)]
pub struct PageKindSpec {
    /// The theme template a page of this kind is rendered with.
    pub template: &'static str,
    /// The templates of the documents a page of this kind has beside its own.
    pub companion_templates: &'static [&'static str],
    /// Where its pages come from and the URL they get (in the default language; other
    /// languages are under `/<lang>/`).
    pub route: &'static str,
    /// What a document of this kind shows, in the order its inputs are hashed: a change to
    /// any of them renders the document again.
    pub inputs: &'static [Input],
    /// Whether the site search indexes its pages (a search record per language).
    pub searched: bool,
}

/// Something a document is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// Every page of the site: titles, dates, counts and data (lists, the home page).
    EveryPage,
    /// What every page is made with: the configuration, the theme's templates and the UI
    /// strings.
    SiteWide,
    /// The page's own texts in every language, its data and its assets.
    OwnPage,
    /// The review the page is: its texts and data, every result measured under its
    /// protocols (with the reviews and drives they come from, which its rankings show), and
    /// the data of the drives it reviews.
    Review,
    /// Every review of the drive, each as [`Input::Review`].
    ReviewsOfDrive,
    /// Every result measured under the page's protocol, with the reviews and drives they come
    /// from.
    ProtocolResults,
    /// Whether the output holds the drive's PDF in the document's language, which its page
    /// links to only then (`crate::PublishedPdfs`).
    PublishedPdf,
}

impl PageKind {
    /// Every kind, in the order of the enum.
    pub const ALL: [PageKind; 6] = [
        PageKind::Home,
        PageKind::Section,
        PageKind::Review,
        PageKind::Drive,
        PageKind::Protocol,
        PageKind::Page,
    ];

    /// This kind's row of the table.
    pub fn spec(self) -> &'static PageKindSpec {
        match self {
            PageKind::Home => &PageKindSpec {
                template: "index.html",
                companion_templates: &[],
                route: "content/_index.<lang>.md → /",
                inputs: &[Input::EveryPage],
                searched: false,
            },
            PageKind::Section => &PageKindSpec {
                template: "section.html",
                companion_templates: &[],
                route:
                    "content/<section>/_index.<lang>.md → /<section>/ (reviews, drives, protocols)",
                inputs: &[Input::EveryPage],
                searched: false,
            },
            PageKind::Review => &PageKindSpec {
                template: "review.html",
                companion_templates: &[],
                route: "content/reviews/<id>/index.<lang>.md and data.toml → /reviews/<id>/",
                inputs: &[Input::SiteWide, Input::Review],
                searched: true,
            },
            PageKind::Drive => &PageKindSpec {
                template: "drive.html",
                companion_templates: &[DRIVE_PRINT_TEMPLATE, DRIVE_COMPARE_TEMPLATE],
                route: "content/drives/<id>/drive.toml (and index.<lang>.md) → /drives/<id>/, \
                        /drives/<id>/print/, /drives/<id>/compare/",
                inputs: &[
                    Input::SiteWide,
                    Input::OwnPage,
                    Input::ReviewsOfDrive,
                    Input::PublishedPdf,
                ],
                searched: true,
            },
            PageKind::Protocol => &PageKindSpec {
                template: "protocol.html",
                companion_templates: &[],
                route: "a protocol of content/protocols.toml → /protocols/<id>/",
                inputs: &[Input::SiteWide, Input::OwnPage, Input::ProtocolResults],
                searched: true,
            },
            PageKind::Page => &PageKindSpec {
                template: "page.html",
                companion_templates: &[],
                route: "content/<path>/index.<lang>.md → /<path>/",
                inputs: &[Input::SiteWide, Input::OwnPage],
                searched: false,
            },
        }
    }

    /// The kind whose pages a template renders (its own page or a companion document).
    pub fn of_template(name: &str) -> Option<PageKind> {
        PageKind::ALL.into_iter().find(|kind| {
            let spec = kind.spec();
            spec.template == name || spec.companion_templates.contains(&name)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::templates::REQUIRED_TEMPLATES;

    #[test]
    fn every_kind_has_its_own_template_and_the_theme_must_provide_its_page_template() {
        let mut seen = Vec::new();
        for kind in PageKind::ALL {
            let spec = kind.spec();
            assert!(REQUIRED_TEMPLATES.contains(&spec.template), "{kind:?}");
            for template in
                std::iter::once(spec.template).chain(spec.companion_templates.iter().copied())
            {
                assert!(!seen.contains(&template), "{template} belongs to two kinds");
                seen.push(template);
                assert_eq!(PageKind::of_template(template), Some(kind));
            }
            assert!(!spec.inputs.is_empty(), "{kind:?} shows nothing");
        }
        assert_eq!(PageKind::of_template("base.html"), None);
    }
}
