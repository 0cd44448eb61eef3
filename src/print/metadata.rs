//! The PDF's document information, written after Chromium has printed it.
//!
//! Chromium takes the PDF's title from the page's `<title>` and its language from `<html
//! lang>`, writes a document outline from the headings (`--generate-pdf-document-outline`)
//! and tags the PDF for screen readers, but it leaves out the author and the subject, names
//! itself as the creator, and dates the PDF with the clock. So once Chromium has written a
//! PDF, its document information is replaced (with `lopdf`) by what the print page's `<head>`
//! says: title, author (`<meta name="author">`), subject (`<meta name="description">`), language,
//! and the creation and modification dates of the content (`<meta name="dcterms.created">`,
//! `<meta name="dcterms.modified">`), never the clock, so the same content prints the same
//! PDF. The catalog also asks viewers to show the title rather than the file name, and to
//! open the outline. The outline's titles are the headings' text ([`super::outline`]), and
//! the structure tree's ids are numbered too ([`super::structure_ids`]).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::path::Path;

use html_escape::decode_html_entities;
use lol_html::{element, text, HtmlRewriter, Settings};
use lopdf::{Dictionary, Document, Object};

/// What the PDF says about itself, from the print page.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DocumentInfo {
    pub title: Option<String>,
    pub author: Option<String>,
    pub subject: Option<String>,
    /// The document's language (`fr`).
    pub lang: Option<String>,
    /// `YYYY-MM-DD`, from the content.
    pub created: Option<String>,
    pub modified: Option<String>,
    /// The text of the page's headings, in order: the outline's titles ([`super::outline`]).
    pub headings: Vec<String>,
}

/// The program named as the PDF's creator (Chromium stays its producer).
pub const CREATOR: &str = "iopress";

impl DocumentInfo {
    /// Reads the document information from a print page's HTML: its `<title>`, `<html lang>`
    /// and `<meta name="author|description|dcterms.created|dcterms.modified">` of its head.
    pub fn from_html(html: &str) -> DocumentInfo {
        let head = read_head(html);
        let decoded = |text: &str| decode_html_entities(text.trim()).into_owned();
        let meta = |name: &str| head.meta.get(name).map(|c| decoded(c)).filter(|c| !c.is_empty());
        DocumentInfo {
            title: head.title.map(|t| decoded(&t)).filter(|t| !t.is_empty()),
            author: meta("author"),
            subject: meta("description"),
            lang: head.lang.map(|l| decoded(&l)),
            created: meta("dcterms.created").filter(|d| is_date(d)),
            modified: meta("dcterms.modified").filter(|d| is_date(d)),
            headings: head.headings.iter().map(|raw| heading_text(raw)).collect(),
        }
    }

    /// Replaces the document information of the PDF at `path` with this, in place.
    pub fn write_into(&self, path: &Path) -> Result<(), String> {
        let bytes = std::fs::read(path).map_err(|e| format!("cannot read the PDF: {e}"))?;
        let mut document = Document::load_mem(&bytes)
            .map_err(|e| format!("cannot read the PDF Chromium wrote: {e}"))?;
        self.apply(&mut document)?;
        super::outline::title_from_headings(&mut document, &self.headings);
        super::structure_ids::number_structure_ids(&mut document);
        let mut out = Vec::with_capacity(bytes.len() + 1024);
        document.save_to(&mut out).map_err(|e| format!("cannot write the PDF: {e}"))?;
        std::fs::write(path, out).map_err(|e| format!("cannot write the PDF: {e}"))
    }

    fn apply(&self, document: &mut Document) -> Result<(), String> {
        let mut info = Dictionary::new();
        let mut text = |key: &str, value: &Option<String>| {
            if let Some(value) = value {
                info.set(key, lopdf::text_string(value));
            }
        };
        text("Title", &self.title);
        text("Author", &self.author);
        text("Subject", &self.subject);
        // Producer stays Chromium's (it made the PDF); iopress made the document.
        let producer = document
            .trailer
            .get(b"Info")
            .ok()
            .and_then(|info| document.dereference(info).ok())
            .and_then(|(_, info)| info.as_dict().ok())
            .and_then(|info| info.get(b"Producer").ok())
            .cloned();
        if let Some(producer) = producer {
            info.set("Producer", producer);
        }
        info.set("Creator", lopdf::text_string(CREATOR));
        if let Some(date) = self.created.as_deref().or(self.modified.as_deref()) {
            info.set("CreationDate", pdf_date(date));
        }
        if let Some(date) = self.modified.as_deref().or(self.created.as_deref()) {
            info.set("ModDate", pdf_date(date));
        }
        let info_id = match document.trailer.get(b"Info").and_then(Object::as_reference) {
            Ok(id) => {
                *document
                    .get_object_mut(id)
                    .map_err(|e| format!("the PDF's document information is missing: {e}"))? =
                    Object::Dictionary(info);
                id
            }
            Err(_) => document.add_object(info),
        };
        document.trailer.set("Info", Object::Reference(info_id));

        let has_outline = document.catalog().map(|c| c.has(b"Outlines")).unwrap_or(false);
        let catalog = document.catalog_mut().map_err(|e| format!("the PDF has no catalog: {e}"))?;
        if let Some(lang) = &self.lang {
            catalog.set("Lang", lopdf::text_string(lang));
        }
        // Viewers show the title, not the file name (PDF/UA asks for it), and open the outline.
        let mut preferences = Dictionary::new();
        preferences.set("DisplayDocTitle", Object::Boolean(true));
        catalog.set("ViewerPreferences", preferences);
        if has_outline {
            catalog.set("PageMode", Object::Name(b"UseOutlines".to_vec()));
        }
        Ok(())
    }
}

/// `2019-03-05` → `D:20190305000000Z`, a PDF date.
fn pdf_date(date: &str) -> Object {
    Object::string_literal(format!("D:{}000000Z", date.replace('-', "")))
}

fn is_date(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.len() == 10
        && bytes.iter().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                *b == b'-'
            } else {
                b.is_ascii_digit()
            }
        })
}

/// A heading's text as a browser shows it: entities decoded, HTML's white space collapsed, but
/// not the no-break spaces a language's typography puts after a one-letter word (Polish
/// `o\u{a0}finansowaniu`), which the outline's title keeps.
fn heading_text(raw: &str) -> String {
    let text = decode_html_entities(raw);
    let words = text.split(['\u{20}', '\t', '\n', '\u{c}', '\r']).filter(|w| !w.is_empty());
    words.collect::<Vec<_>>().join(" ")
}

/// What a print page's head says of it, and its headings, as written (entities not yet
/// decoded).
#[derive(Default)]
struct Head {
    title: Option<String>,
    lang: Option<String>,
    /// `<meta name content>` by name; the first of a name counts.
    meta: BTreeMap<String, String>,
    /// The text of every heading (`h1`–`h6`) of the body, in order, its inline children's
    /// included.
    headings: Vec<String>,
}

/// Reads the `<html lang>`, `<title>` and `<meta name content>` of a page, and its headings,
/// with an HTML tokenizer, so quoting, attribute order and comments read as a browser reads
/// them.
fn read_head(html: &str) -> Head {
    let head = RefCell::new(Head::default());
    let headings = "body h1, body h2, body h3, body h4, body h5, body h6";
    let settings = Settings::new()
        .append_element_content_handler(element!("html[lang]", |element| {
            head.borrow_mut().lang = element.get_attribute("lang");
            Ok(())
        }))
        .append_element_content_handler(element!("head meta[name][content]", |element| {
            if let (Some(name), Some(content)) =
                (element.get_attribute("name"), element.get_attribute("content"))
            {
                head.borrow_mut().meta.entry(name).or_insert(content);
            }
            Ok(())
        }))
        .append_element_content_handler(text!("head title", |chunk| {
            head.borrow_mut().title.get_or_insert_with(String::new).push_str(chunk.as_str());
            Ok(())
        }))
        .append_element_content_handler(element!(headings, |_| {
            head.borrow_mut().headings.push(String::new());
            Ok(())
        }))
        // Headings do not nest: the text is the last one's.
        .append_element_content_handler(text!(headings, |chunk| {
            if let Some(last) = head.borrow_mut().headings.last_mut() {
                last.push_str(chunk.as_str());
            }
            Ok(())
        }));
    let mut reader = HtmlRewriter::new(settings, |_: &[u8]| {});
    // Our handlers never fail, and neither does a sink that keeps nothing.
    let read = reader.write(html.as_bytes()).and_then(|()| reader.end());
    debug_assert!(read.is_ok(), "{read:?}");
    head.into_inner()
}

#[cfg(test)]
mod tests {
    use super::*;
    use lopdf::dictionary;

    const PAGE: &str = r#"<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Western Digital Ultrastar DC SN630 · Banc &amp; Stockage</title>
<meta name="author" content="Adam Armstrong et Jo O&#x27;Neil">
<meta name="description" content="Un SSD NVMe U.2 &#x2F; simple port.">
<meta name="dcterms.created" content="2019-03-05">
<meta name="dcterms.modified" content="2019-04-01">
</head>
<body><meta name="author" content="not this one"><h1>SN630</h1></body></html>"#;

    #[test]
    fn the_print_page_head_gives_the_document_information() {
        let info = DocumentInfo::from_html(PAGE);
        assert_eq!(
            info,
            DocumentInfo {
                title: Some("Western Digital Ultrastar DC SN630 · Banc & Stockage".into()),
                author: Some("Adam Armstrong et Jo O'Neil".into()),
                subject: Some("Un SSD NVMe U.2 / simple port.".into()),
                lang: Some("fr".into()),
                created: Some("2019-03-05".into()),
                modified: Some("2019-04-01".into()),
                headings: vec!["SN630".into()],
            }
        );
        let bare = DocumentInfo::from_html("<html lang=\"ja\"><head><title></title><meta name=\"dcterms.created\" content=\"soon\"></head></html>");
        assert_eq!(bare, DocumentInfo { lang: Some("ja".into()), ..DocumentInfo::default() });
        // Single quotes, attributes in any order, a comment, a named entity.
        let quoted = DocumentInfo::from_html("<html lang='pl'><head><!-- <title>old</title> --><meta content='Ala &amp; Ola' name='author'><title>Recenzja &ndash; SN630</title></head><body><meta name=\"description\" content=\"not the head\"></body></html>");
        assert_eq!(
            quoted,
            DocumentInfo {
                title: Some("Recenzja – SN630".into()),
                author: Some("Ala & Ola".into()),
                lang: Some("pl".into()),
                ..DocumentInfo::default()
            }
        );
    }

    #[test]
    fn the_headings_are_read_in_order_with_their_inline_text() {
        let html = "<html><head><title>Not a heading</title></head><body>\
            <h1 id=\"a\">Western Digital   Ultrastar\n DC SN630</h1><p>text</p>\
            <section><h2>Le <abbr title=\"solid-state drive\">SSD</abbr> &amp; sa carte</h2>\
            <h3><a href=\"#x\">Supermicro</a> BigTwin</h3></section><h2>Conclusion</h2>\
            <h2>Informacja o&nbsp;finansowaniu</h2></body></html>";
        assert_eq!(
            DocumentInfo::from_html(html).headings,
            [
                "Western Digital Ultrastar DC SN630",
                "Le SSD & sa carte",
                "Supermicro BigTwin",
                "Conclusion",
                "Informacja o\u{a0}finansowaniu"
            ]
        );
    }

    /// A one-page PDF such as Chromium writes: a catalog, its pages, and document
    /// information dated by the clock.
    fn minimal_pdf() -> Vec<u8> {
        let mut document = Document::with_version("1.4");
        let pages_id = document.new_object_id();
        let page_id = document.add_object(dictionary! {
            "Type" => "Page",
            "Parent" => pages_id,
            "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        });
        document.objects.insert(
            pages_id,
            Object::Dictionary(
                dictionary! { "Type" => "Pages", "Kids" => vec![page_id.into()], "Count" => 1 },
            ),
        );
        let catalog_id =
            document.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
        let info_id = document.add_object(dictionary! {
            "Producer" => Object::string_literal("Skia/PDF m156"),
            "Creator" => Object::string_literal("HeadlessChrome"),
            "CreationDate" => Object::string_literal("D:20261201044450+00'00'"),
        });
        document.trailer.set("Root", catalog_id);
        document.trailer.set("Info", info_id);
        let mut bytes = Vec::new();
        document.save_to(&mut bytes).unwrap();
        bytes
    }

    #[test]
    fn the_document_information_is_replaced_and_the_catalog_asks_for_the_title() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.pdf");
        std::fs::write(&path, minimal_pdf()).unwrap();
        DocumentInfo::from_html(PAGE).write_into(&path).unwrap();
        let document = Document::load(&path).unwrap();
        let (_, info) = document.dereference(document.trailer.get(b"Info").unwrap()).unwrap();
        let info = info.as_dict().unwrap();
        let text = |key: &[u8]| lopdf::decode_text_string(info.get(key).unwrap()).unwrap();
        assert_eq!(text(b"Title"), "Western Digital Ultrastar DC SN630 · Banc & Stockage");
        assert_eq!(text(b"Author"), "Adam Armstrong et Jo O'Neil");
        assert_eq!(text(b"Subject"), "Un SSD NVMe U.2 / simple port.");
        assert_eq!(text(b"Creator"), "iopress");
        assert_eq!(text(b"Producer"), "Skia/PDF m156");
        assert_eq!(info.get(b"CreationDate").unwrap().as_str().unwrap(), b"D:20190305000000Z");
        assert_eq!(info.get(b"ModDate").unwrap().as_str().unwrap(), b"D:20190401000000Z");
        let catalog = document.catalog().unwrap();
        assert_eq!(lopdf::decode_text_string(catalog.get(b"Lang").unwrap()).unwrap(), "fr");
        let preferences = catalog.get(b"ViewerPreferences").unwrap().as_dict().unwrap();
        assert_eq!(preferences.get(b"DisplayDocTitle").unwrap(), &Object::Boolean(true));
        // No outline in this one: viewers open it as usual.
        assert!(!catalog.has(b"PageMode"));

        // Undated content: no date at all rather than the clock's.
        let before = std::fs::read(&path).unwrap();
        std::fs::write(&path, minimal_pdf()).unwrap();
        DocumentInfo { title: Some("x".into()), ..DocumentInfo::default() }
            .write_into(&path)
            .unwrap();
        let document = Document::load(&path).unwrap();
        let (_, info) = document.dereference(document.trailer.get(b"Info").unwrap()).unwrap();
        assert!(!info.as_dict().unwrap().has(b"CreationDate"));
        // The same input, the same bytes.
        std::fs::write(&path, minimal_pdf()).unwrap();
        DocumentInfo::from_html(PAGE).write_into(&path).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), before);
    }

    #[test]
    fn what_is_not_a_pdf_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.pdf");
        std::fs::write(&path, b"%PDF-1.4 not really\n").unwrap();
        let error = DocumentInfo::default().write_into(&path).unwrap_err();
        assert!(error.starts_with("cannot read the PDF Chromium wrote"), "{error}");
    }
}
