//! XLIFF 1.2, which DeepL's document translation and most CAT tools read.
//!
//! One `<file>` per page and target language; each unit a `<trans-unit>` whose id is the
//! unit's. A placeholder is an inline `<ph>` element: its content is the marker (`{1}`, the
//! same as in PO, so the two formats convert into each other unit for unit) and its
//! `equiv-text` the original (`2,231.0 MB/s`), which is what a CAT tool shows a translator.
//! On reading, a `<ph>` whose content or `equiv-text` differs from the source's is altered.

use std::fmt::Write as _;
use std::path::PathBuf;

use super::{
    markers_in, placeholder_note, ExportDocument, FormatError, ImportedDocument, ImportedUnit,
    Placeholder, PlaceholderKind, PlaceholderProblem, TargetState,
};

const NAMESPACE: &str = "urn:oasis:names:tc:xliff:document:1.2";

fn ctype(kind: PlaceholderKind) -> &'static str {
    match kind {
        PlaceholderKind::Figure => "x-iopress-figure",
        PlaceholderKind::Number => "x-iopress-number",
        PlaceholderKind::Name => "x-iopress-name",
        PlaceholderKind::Shortcode => "x-iopress-shortcode",
        PlaceholderKind::Code => "x-iopress-code",
        PlaceholderKind::Link => "x-iopress-link",
        PlaceholderKind::Markup => "x-iopress-markup",
    }
}

/// Writes `document` as an XLIFF 1.2 file.
pub fn write(document: &ExportDocument) -> String {
    let source = document.source_file.display().to_string().replace('\\', "/");
    let mut out = String::new();
    out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(out, "<xliff version=\"1.2\" xmlns=\"{NAMESPACE}\">");
    let _ = writeln!(
        out,
        "  <file original=\"{}\" source-language=\"{}\" target-language=\"{}\" datatype=\"x-markdown\" product-name=\"iopress\">",
        attribute(&source),
        attribute(&document.source_lang),
        attribute(&document.target_lang)
    );
    let _ = writeln!(
        out,
        "    <header><note from=\"iopress\">{}: written by `iopress translate export`; read back with `iopress translate import`. Keep every placeholder.</note></header>",
        text(&document.page)
    );
    out.push_str("    <body>\n");
    for unit in &document.units {
        let approved = if unit.state == TargetState::Translated && unit.target.is_some() {
            " approved=\"yes\""
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "      <trans-unit id=\"{0}\" resname=\"{0}\" xml:space=\"preserve\"{approved}>",
            attribute(&unit.id)
        );
        let _ =
            writeln!(out, "        <source>{}</source>", inline(&unit.source, &unit.placeholders));
        if let Some(target) = &unit.target {
            let state = match unit.state {
                TargetState::Fuzzy => "needs-review-translation",
                TargetState::Translated | TargetState::Untranslated => "translated",
            };
            let _ = writeln!(
                out,
                "        <target state=\"{state}\">{}</target>",
                inline(target, &unit.placeholders)
            );
        }
        for note in [placeholder_note(&unit.placeholders), unit.note.clone()].iter().flatten() {
            let _ = writeln!(out, "        <note from=\"iopress\">{}</note>", text(note));
        }
        let _ = writeln!(
            out,
            "        <context-group purpose=\"location\"><context context-type=\"sourcefile\">{}</context><context context-type=\"linenumber\">{}</context></context-group>",
            text(&source),
            unit.line
        );
        out.push_str("      </trans-unit>\n");
    }
    out.push_str("    </body>\n  </file>\n</xliff>\n");
    out
}

/// A unit's text with its markers as `<ph>` elements.
fn inline(marked: &str, placeholders: &[Placeholder]) -> String {
    let mut out = String::new();
    let mut at = 0;
    for (start, end, number) in markers_in(marked) {
        let Some(placeholder) = placeholders.iter().find(|p| p.index == number) else {
            continue;
        };
        out.push_str(&text(&marked[at..start]));
        let _ = write!(
            out,
            "<ph id=\"{number}\" ctype=\"{}\" equiv-text=\"{}\">{}</ph>",
            ctype(placeholder.kind),
            attribute(&placeholder.original),
            text(&placeholder.marker())
        );
        at = end;
    }
    out.push_str(&text(&marked[at..]));
    out
}

fn text(value: &str) -> String {
    value.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

fn attribute(value: &str) -> String {
    text(value).replace('"', "&quot;").replace('\n', "&#10;").replace('\t', "&#9;")
}

/// Reads an XLIFF 1.2 file written by [`write()`] and translated since.
pub fn read(xml: &str) -> Result<ImportedDocument, FormatError> {
    let document = roxmltree::Document::parse(xml).map_err(|e| FormatError {
        line: e.pos().row as usize,
        message: format!("not well-formed XML: {e}"),
    })?;
    let line_of = |node: roxmltree::Node| document.text_pos_at(node.range().start).row as usize;
    let root = document.root_element();
    if root.tag_name().name() != "xliff" {
        return Err(FormatError {
            line: line_of(root),
            message: format!("the root element is <{}>, not <xliff>", root.tag_name().name()),
        });
    }
    let files: Vec<roxmltree::Node> =
        root.children().filter(|n| n.has_tag_name((NAMESPACE, "file"))).collect();
    let [file] = files.as_slice() else {
        return Err(FormatError {
            line: line_of(root),
            message: format!(
                "expected one <file> (one page in one language), found {}",
                files.len()
            ),
        });
    };
    let source_file = file.attribute("original").ok_or(FormatError {
        line: line_of(*file),
        message: "<file> has no `original` attribute naming the source page file".into(),
    })?;
    let target_lang = file.attribute("target-language").ok_or(FormatError {
        line: line_of(*file),
        message: "<file> has no `target-language` attribute".into(),
    })?;
    let mut units = Vec::new();
    for unit in file.descendants().filter(|n| n.has_tag_name((NAMESPACE, "trans-unit"))) {
        let line = line_of(unit);
        let id = unit
            .attribute("id")
            .ok_or(FormatError { line, message: "<trans-unit> has no `id` attribute".into() })?;
        let child = |name: &str| unit.children().find(|n| n.has_tag_name((NAMESPACE, name)));
        let source_node = child("source").ok_or(FormatError {
            line,
            message: format!("<trans-unit id=\"{id}\"> has no <source>"),
        })?;
        let mut source_originals = Vec::new();
        let source = read_inline(source_node, &mut source_originals, &[], &mut Vec::new());
        let mut altered = Vec::new();
        let target = child("target")
            .map(|node| read_inline(node, &mut Vec::new(), &source_originals, &mut altered))
            .filter(|t| !t.is_empty());
        let state_attribute = child("target").and_then(|t| t.attribute("state")).unwrap_or("");
        let state = match &target {
            None => TargetState::Untranslated,
            Some(_) if matches!(state_attribute, "new" | "needs-translation") => {
                TargetState::Untranslated
            }
            Some(_) if state_attribute.starts_with("needs-") => TargetState::Fuzzy,
            Some(_) => TargetState::Translated,
        };
        units.push(ImportedUnit { id: id.to_string(), source, target, state, line, altered });
    }
    Ok(ImportedDocument {
        source_file: PathBuf::from(source_file),
        target_lang: target_lang.to_string(),
        units,
    })
}

/// The text of a `<source>` or `<target>` with each `<ph>` or `<x>` as its marker. The
/// originals of a source's placeholders are collected in `originals`; a target's are
/// compared with `source_originals`, and each that differs is `altered`.
fn read_inline(
    node: roxmltree::Node,
    originals: &mut Vec<(String, Option<String>)>,
    source_originals: &[(String, Option<String>)],
    altered: &mut Vec<PlaceholderProblem>,
) -> String {
    let mut out = String::new();
    for child in node.children() {
        if child.is_text() {
            out.push_str(child.text().unwrap_or(""));
            continue;
        }
        let name = child.tag_name().name();
        if name == "ph" || name == "x" {
            let id = child.attribute("id").unwrap_or("").to_string();
            let marker = format!("{{{id}}}");
            let content: String =
                child.descendants().filter(|n| n.is_text()).filter_map(|n| n.text()).collect();
            let equiv = child.attribute("equiv-text").map(str::to_string);
            if name == "ph" && content != marker {
                altered.push(PlaceholderProblem::Altered {
                    marker: marker.clone(),
                    detail: format!("its content is `{content}`, not `{marker}`"),
                });
            }
            if let Some((_, Some(original))) = source_originals.iter().find(|(i, _)| *i == id) {
                if equiv.as_ref().is_some_and(|e| e != original) {
                    altered.push(PlaceholderProblem::Altered {
                        marker: marker.clone(),
                        detail: format!(
                            "it stands for `{}` here, but for `{original}` in the source",
                            equiv.as_deref().unwrap_or("")
                        ),
                    });
                }
            }
            originals.push((id, equiv));
            out.push_str(&marker);
        } else {
            // <g>, <mrk> and the like wrap text: keep what they wrap.
            out.push_str(&read_inline(child, originals, source_originals, altered));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::ExportUnit;
    use super::*;

    #[test]
    fn what_is_written_reads_back_and_an_altered_placeholder_is_found() {
        let placeholders = vec![Placeholder {
            index: 1,
            kind: PlaceholderKind::Figure,
            original: "2,231.0 MB/s & <more>".into(),
        }];
        let document = ExportDocument {
            page: "reviews/x".into(),
            source_file: PathBuf::from("content/reviews/x/index.en.md"),
            source_lang: "en".into(),
            target_lang: "fr".into(),
            exported: "2026-12-03 21:40+0000".into(),
            units: vec![ExportUnit {
                id: "body.1".into(),
                source: "Reads \"reach\" {1} <b>.".into(),
                placeholders: placeholders.clone(),
                target: Some("Lectures {1}.".into()),
                state: TargetState::Translated,
                line: 4,
                note: None,
            }],
        };
        let written = write(&document);
        let read_back = read(&written).unwrap();
        assert_eq!(read_back.target_lang, "fr");
        assert_eq!(read_back.units[0].source, "Reads \"reach\" {1} <b>.");
        assert_eq!(read_back.units[0].target.as_deref(), Some("Lectures {1}."));
        assert_eq!(read_back.units[0].state, TargetState::Translated);
        assert!(read_back.units[0].altered.is_empty());

        let tampered = written.replacen(
            "Lectures <ph id=\"1\" ctype=\"x-iopress-figure\" equiv-text=\"2,231.0 MB/s &amp; &lt;more&gt;\">{1}</ph>",
            "Lectures <ph id=\"1\" ctype=\"x-iopress-figure\" equiv-text=\"2,231.5 MB/s\">{1}</ph>",
            1,
        );
        assert_ne!(tampered, written);
        let read_back = read(&tampered).unwrap();
        assert_eq!(
            read_back.units[0].altered.iter().map(ToString::to_string).collect::<Vec<_>>(),
            ["placeholder {1} was altered: it stands for `2,231.5 MB/s` here, but for `2,231.0 MB/s & <more>` in the source"]
        );
    }
}
