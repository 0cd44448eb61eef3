//! Which pictures a page shows: its header photo (its own `image`, or its drive's), the
//! images of its prose, and the `image` shortcode.

use std::cell::Cell;

use super::*;
use crate::pictures::{PictureView, COLUMN_SIZES};

/// What the theme's `shortcodes/image.html` gets as `image`.
#[derive(Serialize)]
struct ImageView<'v> {
    picture: PictureView,
    caption: Option<&'v str>,
    sizes: &'static str,
    /// The first picture of a page: loaded at once, not when scrolled to.
    eager: bool,
}

impl Renderer<'_> {
    /// The photo at the head of a page in `lang`: its front matter's `image`, else (a drive,
    /// or a review of drives) its drive's photo. `text`: the page's text shown in `lang`,
    /// whose `image_alt` describes the page's own image.
    pub(crate) fn page_photo(
        &self,
        page: &Page,
        lang: &str,
        text: Option<&Text>,
    ) -> Option<PictureView> {
        if let Some(file) = &page.facts.image {
            let alt = text.and_then(|t| t.front().image_alt.as_deref()).unwrap_or_default();
            return self.pictures.get(&page.dir, file).map(|p| p.view(&self.routes, alt));
        }
        match page.kind {
            PageKind::Drive => self.drive_photo(page, lang),
            PageKind::Review => {
                self.content.drives_of(page).find_map(|d| self.drive_photo(d, lang))
            }
            _ => None,
        }
    }

    /// A drive's photo (drive.toml's `image`), described in `lang` (or, where that language
    /// has no alt text yet, which `iopress check` reports, in the site's default language).
    pub(crate) fn drive_photo(&self, drive: &Page, lang: &str) -> Option<PictureView> {
        let image = drive.drive.as_ref()?.image.as_ref()?;
        let alt = image
            .alt
            .get(lang)
            .or_else(|| image.alt.get(&self.config.default_language))
            .map(String::as_str)
            .unwrap_or_default();
        self.pictures.get(&drive.dir, &image.file).map(|p| p.view(&self.routes, alt))
    }

    /// Markdown to HTML for a page's prose, each image of the page's folder as a picture:
    /// the first at once when the page has no header photo, the others when scrolled to.
    pub(crate) fn prose_markdown(
        &self,
        page: &Page,
        lang: &str,
        text: &Text,
        markdown_text: &str,
        links: &markdown::Links,
    ) -> (markdown::RenderedMarkdown, Vec<Diagnostic>) {
        let first = Cell::new(self.page_photo(page, lang, Some(text)).is_none());
        let picture = |address: &str, alt: &str| {
            let planned = self.pictures.get(&page.dir, address)?;
            let view = ImageView {
                picture: planned.view(&self.routes, alt),
                caption: None,
                sizes: COLUMN_SIZES,
                eager: first.replace(false),
            };
            self.render_shortcode(lang, "image", &view, &[]).ok()
        };
        let source = markdown::Source { file: &text.file, first_line: text.parsed.body_line };
        let units = self.localizer(lang).unit_symbols();
        markdown::render_with_pictures(markdown_text, &source, links, &picture, units)
    }

    /// The `image` shortcode: `{{ image(src="diagram.png", alt="…", caption="…") }}`, a
    /// picture of the page's folder in a figure.
    pub(crate) fn image_shortcode(
        &self,
        page: &Page,
        lang: &str,
        args: &BTreeMap<String, String>,
    ) -> Result<String, String> {
        let src = args
            .get("src")
            .ok_or("`image` needs `src=\"…\"`, a JPEG or PNG of this page's folder")?;
        let planned = self.pictures.get(&page.dir, src).ok_or_else(|| {
            format!("there is no picture `{src}` in this page's folder (a JPEG or PNG file)")
        })?;
        let alt = args.get("alt").map(String::as_str).unwrap_or_default();
        let view = ImageView {
            picture: planned.view(&self.routes, alt),
            caption: args.get("caption").map(String::as_str),
            sizes: COLUMN_SIZES,
            eager: false,
        };
        self.render_shortcode(lang, "image", &view, &[])
    }
}
