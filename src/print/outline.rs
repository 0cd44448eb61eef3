//! The PDF outline's titles, given the print page's headings as written (read with the rest
//! of the page's document information, [`super::metadata`]).
//!
//! Chromium writes the outline (`--generate-pdf-document-outline`) from the headings of its
//! tagged PDF, and it builds each title from the heading's text as laid out in lines, not from
//! the heading's text: with some fonts (Debian's `fonts-noto-core`, which the README recommends
//! for other scripts), a heading at the top of a page comes out with its first line twice
//! (`ConclusionConclusion`), and other PDF makers report the space of a line break lost. So
//! once Chromium has written the PDF, each outline item takes the text of the heading it
//! stands for. Chromium makes one item per heading, in the page's order, so the items read
//! depth first pair with the headings read in order; where the counts differ, which heading an
//! item stands for cannot be told, and the outline is left as Chromium wrote it.

use std::collections::BTreeSet;

use lopdf::{Document, Object, ObjectId};

/// Gives each item of `document`'s outline the text of its heading, in place. Returns whether
/// the titles were written (false where the document has no outline or its items and the
/// headings differ in number).
pub fn title_from_headings(document: &mut Document, headings: &[String]) -> bool {
    let items = outline_items(document);
    if items.is_empty() || items.len() != headings.len() {
        return false;
    }
    for (id, heading) in items.into_iter().zip(headings) {
        if let Ok(Object::Dictionary(item)) = document.get_object_mut(id) {
            item.set("Title", lopdf::text_string(heading));
        }
    }
    true
}

/// The outline's items, depth first: each item, then its children, then its next sibling,
/// which is the order of the headings they were made from.
fn outline_items(document: &Document) -> Vec<ObjectId> {
    let reference = |dictionary: &lopdf::Dictionary, key: &[u8]| {
        dictionary.get(key).and_then(Object::as_reference).ok()
    };
    let dictionary = |id: ObjectId| document.get_object(id).and_then(Object::as_dict).ok();
    let Some(root) = document
        .catalog()
        .ok()
        .and_then(|catalog| reference(catalog, b"Outlines"))
        .and_then(dictionary)
    else {
        return Vec::new();
    };
    let mut items = Vec::new();
    // A stack of the next items to visit, and the items seen, so a malformed outline that
    // loops ends.
    let mut stack: Vec<ObjectId> = reference(root, b"First").into_iter().collect();
    let mut seen = BTreeSet::new();
    while let Some(id) = stack.pop() {
        if !seen.insert(id) {
            continue;
        }
        let Some(item) = dictionary(id) else { continue };
        items.push(id);
        // The sibling after the children: pushed first, visited last.
        stack.extend(reference(item, b"Next"));
        stack.extend(reference(item, b"First"));
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;
    use lopdf::dictionary;

    /// An outline such as Chromium wrote it with Noto Sans: a drive with a child, a review
    /// with two children, the second of which holds its heading's first line twice.
    fn document_with_outline(titles: [&str; 5]) -> (Document, Vec<ObjectId>) {
        let mut document = Document::with_version("1.7");
        let outlines = document.new_object_id();
        let ids: Vec<ObjectId> = (0..5).map(|_| document.new_object_id()).collect();
        let item = |index: usize, parent: ObjectId| {
            dictionary! { "Title" => lopdf::text_string(titles[index]), "Parent" => parent }
        };
        let mut drive = item(0, outlines);
        drive.set("First", ids[1]);
        drive.set("Last", ids[1]);
        drive.set("Next", ids[2]);
        let verdict = item(1, ids[0]);
        let mut review = item(2, outlines);
        review.set("Prev", ids[0]);
        review.set("First", ids[3]);
        review.set("Last", ids[4]);
        let mut section = item(3, ids[2]);
        section.set("Next", ids[4]);
        let mut conclusion = item(4, ids[2]);
        conclusion.set("Prev", ids[3]);
        for (id, item) in ids.iter().zip([drive, verdict, review, section, conclusion]) {
            document.objects.insert(*id, Object::Dictionary(item));
        }
        document.objects.insert(
            outlines,
            Object::Dictionary(
                dictionary! { "Type" => "Outlines", "First" => ids[0], "Last" => ids[2] },
            ),
        );
        let catalog =
            document.add_object(dictionary! { "Type" => "Catalog", "Outlines" => outlines });
        document.trailer.set("Root", catalog);
        (document, ids)
    }

    fn title(document: &Document, id: ObjectId) -> String {
        let item = document.get_object(id).unwrap().as_dict().unwrap();
        lopdf::decode_text_string(item.get(b"Title").unwrap()).unwrap()
    }

    const HEADINGS: [&str; 5] =
        ["SN630", "Verdict", "SN630 sous vSAN 6.7 U1", "Le SSD", "Conclusion"];

    #[test]
    fn each_outline_item_takes_its_headings_text() {
        let (mut document, ids) = document_with_outline([
            "SN630",
            "Verdict",
            "SN630 sous SN630 sous vSAN 6.7 U1",
            "Le SSD",
            "ConclusionConclusion",
        ]);
        let headings: Vec<String> = HEADINGS.iter().map(|h| h.to_string()).collect();
        assert!(title_from_headings(&mut document, &headings));
        let titles: Vec<String> = ids.iter().map(|&id| title(&document, id)).collect();
        assert_eq!(titles, HEADINGS);
    }

    #[test]
    fn an_outline_that_does_not_match_the_headings_is_left_as_written() {
        let written = ["SN630", "Verdict", "SN630 sous vSAN", "Le SSD", "ConclusionConclusion"];
        let (mut document, ids) = document_with_outline(written);
        let four: Vec<String> = HEADINGS[..4].iter().map(|h| h.to_string()).collect();
        assert!(!title_from_headings(&mut document, &four));
        let titles: Vec<String> = ids.iter().map(|&id| title(&document, id)).collect();
        assert_eq!(titles, written);
        // No outline at all: nothing to do.
        let mut bare = Document::with_version("1.7");
        let catalog = bare.add_object(dictionary! { "Type" => "Catalog" });
        bare.trailer.set("Root", catalog);
        assert!(!title_from_headings(&mut bare, &four));
    }
}
