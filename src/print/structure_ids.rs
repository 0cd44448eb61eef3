//! The ids of a tagged PDF's structure elements, numbered the same way every time.
//!
//! Chromium names each element of the PDF's structure tree (its tags for screen readers)
//! after a node of its accessibility tree, `(node00000194)`: the element's `/ID`, the keys of
//! the structure tree's `/IDTree`, and the `/Headers` a table cell names. Those node numbers
//! count every node Chromium made, and it makes more or fewer while the print page's chart
//! images load, depending on how busy the machine is, so the same page could print to
//! different bytes. The ids are renumbered here by their rank (`node00000001`, …): the same
//! structure gets the same ids, and the `/IDTree`, whose keys must stay sorted, stays sorted.

use std::collections::{BTreeMap, BTreeSet};

use lopdf::{Document, Object};

/// `node` followed by this many digits: Chromium's id of a structure element.
const DIGITS: usize = 8;
const PREFIX: &[u8] = b"node";

fn is_structure_id(bytes: &[u8]) -> bool {
    bytes.len() == PREFIX.len() + DIGITS
        && bytes.starts_with(PREFIX)
        && bytes[PREFIX.len()..].iter().all(u8::is_ascii_digit)
}

/// Renumbers every structure id of `document` by its rank among them, in place.
pub fn number_structure_ids(document: &mut Document) {
    let mut ids = BTreeSet::new();
    for object in document.objects.values_mut() {
        visit_strings(object, &mut |bytes| {
            if is_structure_id(bytes) {
                ids.insert(bytes.to_vec());
            }
        });
    }
    // Fixed width, so sorting the ids as strings and by rank agree.
    let ranks: BTreeMap<Vec<u8>, Vec<u8>> = ids
        .into_iter()
        .enumerate()
        .map(|(rank, id)| (id, format!("node{:0width$}", rank + 1, width = DIGITS).into_bytes()))
        .collect();
    for object in document.objects.values_mut() {
        visit_strings(object, &mut |bytes| {
            if let Some(new) = ranks.get(bytes.as_slice()) {
                *bytes = new.clone();
            }
        });
    }
}

/// Calls `f` with every string inside `object` (not inside streams' contents).
fn visit_strings(object: &mut Object, f: &mut impl FnMut(&mut Vec<u8>)) {
    match object {
        Object::String(bytes, _) => f(bytes),
        Object::Array(items) => items.iter_mut().for_each(|item| visit_strings(item, f)),
        Object::Dictionary(dictionary) => {
            dictionary.iter_mut().for_each(|(_, value)| visit_strings(value, f))
        }
        Object::Stream(stream) => {
            stream.dict.iter_mut().for_each(|(_, value)| visit_strings(value, f))
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lopdf::{dictionary, StringFormat};

    /// A structure tree of two elements with ids `first` < `second`, a cell naming the second as
    /// its header, and the `/IDTree` over both.
    fn tagged(first: &str, second: &str) -> Document {
        let mut document = Document::with_version("1.7");
        let id = |text: &str| Object::String(text.as_bytes().to_vec(), StringFormat::Literal);
        let a = document
            .add_object(dictionary! { "Type" => "StructElem", "S" => "TH", "ID" => id(first) });
        let b = document
            .add_object(dictionary! { "Type" => "StructElem", "S" => "TH", "ID" => id(second) });
        document.add_object(dictionary! {
            "Type" => "StructElem", "S" => "TD",
            "A" => dictionary! { "O" => "Table", "Headers" => vec![id(second)] },
        });
        document.add_object(dictionary! { "Names" => vec![id(first), Object::Reference(a), id(second), Object::Reference(b)] });
        // Text that only looks like an id is not one.
        document.add_object(dictionary! { "Alt" => id("node0001") });
        document
    }

    fn saved(mut document: Document) -> Vec<u8> {
        number_structure_ids(&mut document);
        let mut bytes = Vec::new();
        document.save_to(&mut bytes).unwrap();
        bytes
    }

    #[test]
    fn the_same_structure_numbered_from_other_nodes_gives_the_same_bytes() {
        let busy = saved(tagged("node00000194", "node00000229"));
        let idle = saved(tagged("node00000192", "node00000201"));
        assert_eq!(String::from_utf8_lossy(&busy), String::from_utf8_lossy(&idle));
        let text = String::from_utf8_lossy(&busy);
        assert!(text.contains("(node00000001)") && text.contains("(node00000002)"), "{text}");
        assert!(!text.contains("node00000194") && text.contains("(node0001)"), "{text}");
        // The cell still names its header, and the tree's keys are still in order.
        assert!(text.contains("/Headers[(node00000002)]"), "{text}");
        assert!(
            text.find("(node00000001) 1 0 R").unwrap() < text.find("(node00000002) 2 0 R").unwrap(),
            "{text}"
        );
    }
}
