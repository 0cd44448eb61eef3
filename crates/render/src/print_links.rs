//! Links on paper. A reader cannot follow a link on a printed page, and an address printed
//! in the middle of a sentence breaks lines at any letter. So each link of a print page's
//! prose and table notes gets a numbered mark, `[1]`, and its address is listed once, at the
//! end, in the colophon; and every address printed as text (those notes, a review's address
//! in its byline, a protocol's) breaks only after a `/`, never inside a word or at a hyphen
//! of a slug (`sqlserver-tpcc-4vm-15` / `00/`).

use std::cell::RefCell;

use lol_html::html_content::ContentType;
use lol_html::{element, text, RewriteStrSettings};

use iopress_site::templates::escape_markup;

/// `url` as HTML that breaks only after its slashes: each part up to and with a `/` kept
/// whole (`white-space: nowrap` on `.url-part`), a `<wbr>` between parts.
pub(super) fn url_html(url: &str) -> String {
    // The scheme and the host are one part: `https://b.org/`.
    let host_end = url.find("://").map_or(0, |scheme| {
        let host = scheme + "://".len();
        url[host..].find('/').map_or(url.len(), |slash| host + slash + 1)
    });
    let (host, path) = url.split_at(host_end);
    let parts = std::iter::once(host).filter(|h| !h.is_empty()).chain(path.split_inclusive('/'));
    let mut out = String::with_capacity(url.len() * 2);
    for (index, part) in parts.enumerate() {
        if index > 0 {
            out.push_str("<wbr>");
        }
        out.push_str("<span class=\"url-part\">");
        out.push_str(&escape_markup(part));
        out.push_str("</span>");
    }
    out
}

/// `text` (plain) as HTML with each `http(s)://` address in it breaking as [`url_html`]
/// breaks it: the colophon's line names the page's address.
pub(super) fn text_with_urls_html(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(start) = rest.find("https://").or_else(|| rest.find("http://")) {
        out.push_str(&escape_markup(&rest[..start]));
        let end = rest[start..].find(char::is_whitespace).map_or(rest.len(), |e| start + e);
        out.push_str(&url_html(&rest[start..end]));
        rest = &rest[end..];
    }
    out.push_str(&escape_markup(rest));
    out
}

/// The attribute a noted link carries (`data-noted`), so that a second selector matching it
/// notes it no second time.
const NOTED: &str = "data-noted";

/// The print page `html` with its links noted: each `http(s)` link of the prose and of the
/// tables' notes is followed by its number (`<sup class="link-note">[n]</sup>`; one number
/// per address), and the addresses are listed, under `heading`, at the start of the page's
/// footer; a link whose text is its address (`a.url`) breaks after its slashes only. The
/// tables' download links (files to click, not to read) are left out of the page.
pub(super) fn with_link_notes(html: &str, heading: &str) -> String {
    let notes: RefCell<Vec<String>> = RefCell::new(Vec::new());
    let number_of = |href: &str| -> usize {
        let mut notes = notes.borrow_mut();
        match notes.iter().position(|n| n == href) {
            Some(index) => index + 1,
            None => {
                notes.push(href.to_string());
                notes.len()
            }
        }
    };
    let note = |element: &mut lol_html::html_content::Element| -> lol_html::HandlerResult {
        if element.has_attribute("download") {
            return Ok(());
        }
        let Some(href) = element.get_attribute("href") else { return Ok(()) };
        // A table's note inside the prose matches both selectors: noted once.
        if !(href.starts_with("https://") || href.starts_with("http://"))
            || element.has_attribute(NOTED)
        {
            return Ok(());
        }
        let number = number_of(&href);
        element.set_attribute(NOTED, "")?;
        element.after(&format!("<sup class=\"link-note\">[{number}]</sup>"), ContentType::Html);
        Ok(())
    };
    // The address of a link whose text is its address, gathered to be written again whole.
    let url_text = RefCell::new(String::new());
    let settings = RewriteStrSettings::new()
        .append_element_content_handler(element!("p.table-downloads", |element| {
            element.remove();
            Ok(())
        }))
        .append_element_content_handler(element!(".prose a[href]", |element| note(element)))
        .append_element_content_handler(element!(".table-meta a[href]", |element| note(element)))
        .append_element_content_handler(text!("a.url", |chunk| {
            url_text.borrow_mut().push_str(chunk.as_str());
            if chunk.last_in_text_node() {
                let html = url_html(&html_escape::decode_html_entities(&url_text.take()));
                chunk.replace(&html, ContentType::Html);
            } else {
                chunk.remove();
            }
            Ok(())
        }))
        .append_element_content_handler(element!("footer.print-footer", |element| {
            let notes = notes.borrow();
            if notes.is_empty() {
                return Ok(());
            }
            let mut list = format!(
                "<section class=\"print-links\"><p class=\"print-links-heading\">{}</p><ol>",
                escape_markup(heading)
            );
            for url in notes.iter() {
                list.push_str(&format!(
                    "<li>{}</li>",
                    url_html(&html_escape::decode_html_entities(url))
                ));
            }
            list.push_str("</ol></section>");
            element.prepend(&list, ContentType::Html);
            Ok(())
        }));
    // Only a handler's error fails a rewrite, and ours write well-formed HTML.
    let noted = lol_html::rewrite_str(html, settings).unwrap_or_else(|_| html.to_string());
    notes_after_suffixes(&noted)
}

/// The start of each link's number, as [`with_link_notes`] writes it.
const NOTE_START: &str = "<sup class=\"link-note\">[";

/// The apostrophes that start a suffix joined to a name, as HTML may write them: Turkish joins
/// its case endings to a name with one (`H3100'de`, `SN655’in`).
const SUFFIX_APOSTROPHES: [&str; 5] = ["'", "’", "&#39;", "&#x27;", "&apos;"];

/// `html` with each link's number moved after the suffix written against the link's end
/// (`H3100'de[1]`, not `H3100[1]'de`): the number notes the word, and a suffix is part of it.
fn notes_after_suffixes(html: &str) -> String {
    if !html.contains(NOTE_START) {
        return html.to_string();
    }
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find(NOTE_START) {
        out.push_str(&rest[..at]);
        let note_end = rest[at..].find("</sup>").map_or(rest.len(), |e| at + e + "</sup>".len());
        let (note, after) = (&rest[at..note_end], &rest[note_end..]);
        let suffix_len = SUFFIX_APOSTROPHES
            .iter()
            .find_map(|apostrophe| {
                let letters = after.strip_prefix(apostrophe)?;
                let word: usize =
                    letters.chars().take_while(|c| c.is_alphabetic()).map(char::len_utf8).sum();
                (word > 0).then_some(apostrophe.len() + word)
            })
            .unwrap_or(0);
        out.push_str(&after[..suffix_len]);
        out.push_str(note);
        rest = &after[suffix_len..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_breaks_only_after_its_slashes() {
        assert_eq!(
            url_html("https://b.org/fr/protocols/sqlserver-tpcc-4vm-1500/?a=1&b=2"),
            "<span class=\"url-part\">https://b.org/</span><wbr><span class=\"url-part\">fr/</span><wbr>\
             <span class=\"url-part\">protocols/</span><wbr>\
             <span class=\"url-part\">sqlserver-tpcc-4vm-1500/</span><wbr>\
             <span class=\"url-part\">?a=1&amp;b=2</span>"
        );
        assert_eq!(
            text_with_urls_html("Site · https://b.org/x/ · 2019"),
            "Site · <span class=\"url-part\">https://b.org/</span><wbr><span class=\"url-part\">x/</span> · 2019"
        );
    }

    #[test]
    fn a_links_number_follows_the_suffix_joined_to_its_text() {
        let html = "<main><div class=\"prose\"><p><a href=\"https://b.org/d/\">H3100</a>'de, \
            <a href=\"https://b.org/e/\">SN655</a>’in and <a href=\"https://b.org/f/\">R6625</a>&#39;te; \
            <a href=\"https://b.org/g/\">the drive</a>' and <a href=\"https://b.org/h/\">x</a>.</p></div></main>";
        let noted = with_link_notes(html, "Links");
        assert!(noted.contains("H3100</a>'de<sup class=\"link-note\">[1]</sup>,"), "{noted}");
        assert!(noted.contains("SN655</a>’in<sup class=\"link-note\">[2]</sup> and"), "{noted}");
        assert!(noted.contains("R6625</a>&#39;te<sup class=\"link-note\">[3]</sup>;"), "{noted}");
        // A closing quote is no suffix, nor punctuation.
        assert!(noted.contains("the drive</a><sup class=\"link-note\">[4]</sup>' and"), "{noted}");
        assert!(noted.contains("x</a><sup class=\"link-note\">[5]</sup>."), "{noted}");
    }

    #[test]
    fn links_of_the_prose_and_table_notes_are_numbered_once_and_listed_in_the_footer() {
        let html = "<main><div class=\"prose\"><p>See <a href=\"https://b.org/d/\">the drive</a> and \
            <a href=\"https://b.org/d/\">it again</a>, <a href=\"#x\">here</a>.</p>\
            <figure><span class=\"table-meta\"><a href=\"https://b.org/p/\">Protocol</a></span>\
            <p class=\"table-downloads\">Download: <a href=\"https://b.org/t.csv\" download>CSV</a></p></figure></div>\
            <p class=\"byline\"><a class=\"url\" href=\"https://b.org/r/\">https://b.org/r/</a></p></main>\
            <footer class=\"print-footer\"><p>Colophon</p></footer>";
        let noted = with_link_notes(html, "Links");
        assert!(noted.contains("the drive</a><sup class=\"link-note\">[1]</sup>"), "{noted}");
        assert!(noted.contains("it again</a><sup class=\"link-note\">[1]</sup>"), "{noted}");
        assert!(noted.contains("Protocol</a><sup class=\"link-note\">[2]</sup></span>"), "{noted}");
        assert!(noted.contains("<a href=\"#x\">here</a>."), "{noted}");
        assert!(!noted.contains("table-downloads") && !noted.contains("CSV"), "{noted}");
        assert!(
            noted.contains(&format!(
                "<a class=\"url\" href=\"https://b.org/r/\">{}</a>",
                url_html("https://b.org/r/")
            )),
            "{noted}"
        );
        let footer = &noted[noted.find("<footer").unwrap()..];
        assert!(footer.starts_with(&format!(
            "<footer class=\"print-footer\"><section class=\"print-links\"><p class=\"print-links-heading\">Links</p><ol><li>{}</li><li>{}</li></ol></section><p>Colophon",
            url_html("https://b.org/d/"),
            url_html("https://b.org/p/")
        )), "{footer}");
    }
}
