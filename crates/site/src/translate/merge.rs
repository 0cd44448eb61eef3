//! Exporting over a file a translator is still working on: its translations carried into
//! the new export, gettext `msgmerge`'s way, so that re-exporting never loses work that was
//! not imported yet.

use std::collections::{BTreeMap, BTreeSet};

use super::{ExportDocument, ImportedDocument, ImportedUnit, TargetState};

/// A unit of the previous file whose translation no new unit took (its source text is gone).
#[derive(Debug, Clone, PartialEq)]
pub struct DroppedUnit {
    pub id: String,
    pub source: String,
}

/// Carries the translations of `previous` (the file the export replaces) into `document`:
///
/// 1. A unit whose source text is the same as a previous unit's takes that unit's
///    translation and state, whatever its id now is (a paragraph inserted above moves every
///    body id along). The file's translation wins over the page's: it is the newer work, as
///    msgmerge keeps a PO file's translations over its compendium's.
/// 2. A unit with no translation yet, whose id a previous unit with another source had, takes
///    that translation marked fuzzy, with the old source in the note.
///
/// Returns the previous units with a translation that no unit took.
pub fn carry_previous_translations(
    document: &mut ExportDocument,
    previous: &ImportedDocument,
) -> Vec<DroppedUnit> {
    let translated: Vec<&ImportedUnit> = previous
        .units
        .iter()
        .filter(|u| u.state != TargetState::Untranslated)
        .filter(|u| u.target.as_ref().is_some_and(|t| !t.trim().is_empty()))
        .collect();
    let mut by_source: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, unit) in translated.iter().enumerate() {
        by_source.entry(unit.source.as_str()).or_default().push(i);
    }
    let mut taken: BTreeSet<usize> = BTreeSet::new();
    let mut matched = vec![false; document.units.len()];

    for (unit, matched) in document.units.iter_mut().zip(&mut matched) {
        let Some(candidates) = by_source.get(unit.source.as_str()) else { continue };
        let free = || candidates.iter().copied().filter(|i| !taken.contains(i));
        // The same source twice (two identical cells): each keeps its own by id first.
        let Some(i) = free().find(|&i| translated[i].id == unit.id).or_else(|| free().next())
        else {
            continue;
        };
        taken.insert(i);
        *matched = true;
        unit.target = translated[i].target.clone();
        unit.state = translated[i].state;
        unit.note = None;
    }

    let by_id: BTreeMap<&str, usize> =
        translated.iter().enumerate().map(|(i, u)| (u.id.as_str(), i)).collect();
    for (unit, matched) in document.units.iter_mut().zip(&matched) {
        if *matched || unit.state == TargetState::Translated {
            continue;
        }
        let Some(&i) = by_id.get(unit.id.as_str()) else { continue };
        if taken.contains(&i) {
            continue;
        }
        taken.insert(i);
        unit.target = translated[i].target.clone();
        unit.state = TargetState::Fuzzy;
        unit.note = Some(format!(
            "The source changed since this was translated; it was: {}",
            translated[i].source
        ));
    }

    (0..translated.len())
        .filter(|i| !taken.contains(i))
        .map(|i| DroppedUnit { id: translated[i].id.clone(), source: translated[i].source.clone() })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::translate::ExportUnit;
    use std::path::PathBuf;

    fn new_unit(id: &str, source: &str, target: Option<&str>) -> ExportUnit {
        ExportUnit {
            id: id.into(),
            source: source.into(),
            placeholders: Vec::new(),
            target: target.map(str::to_string),
            state: if target.is_some() {
                TargetState::Translated
            } else {
                TargetState::Untranslated
            },
            line: 1,
            note: None,
        }
    }

    fn old_unit(id: &str, source: &str, target: &str, state: TargetState) -> ImportedUnit {
        ImportedUnit {
            id: id.into(),
            source: source.into(),
            target: Some(target.into()),
            state,
            line: 1,
            altered: Vec::new(),
        }
    }

    fn document(units: Vec<ExportUnit>) -> ExportDocument {
        ExportDocument {
            page: "reviews/x".into(),
            source_file: PathBuf::from("content/reviews/x/index.en.md"),
            source_lang: "en".into(),
            target_lang: "pl".into(),
            exported: String::new(),
            units,
        }
    }

    fn previous(units: Vec<ImportedUnit>) -> ImportedDocument {
        ImportedDocument {
            source_file: PathBuf::from("content/reviews/x/index.en.md"),
            target_lang: "pl".into(),
            units,
        }
    }

    #[test]
    fn a_translation_follows_its_source_text_to_a_new_id_and_wins_over_the_page() {
        let mut new = document(vec![
            new_unit("body.1", "A new paragraph.", None),
            new_unit("body.2", "Reads {1}.", Some("from the page")),
        ]);
        let old = previous(vec![
            old_unit("body.1", "Reads {1}.", "from the file", TargetState::Translated),
            old_unit("body.2", "Gone.", "", TargetState::Untranslated),
        ]);
        let dropped = carry_previous_translations(&mut new, &old);
        assert!(dropped.is_empty());
        assert_eq!(new.units[0].target, None);
        assert_eq!(new.units[1].target.as_deref(), Some("from the file"));
        assert_eq!(new.units[1].state, TargetState::Translated);
    }

    #[test]
    fn a_changed_source_keeps_its_translation_as_fuzzy_and_a_removed_one_is_dropped() {
        let mut new = document(vec![
            new_unit("title", "A new title", None),
            new_unit("body.1", "Same.", None),
            new_unit("body.2", "Same.", None),
        ]);
        let old = previous(vec![
            old_unit("title", "An old title", "Stary tytuł", TargetState::Translated),
            old_unit("body.2", "Same.", "Dwa", TargetState::Fuzzy),
            old_unit("body.1", "Same.", "Jeden", TargetState::Translated),
            old_unit("body.3", "Removed.", "Usunięty", TargetState::Translated),
        ]);
        let dropped = carry_previous_translations(&mut new, &old);
        assert_eq!(dropped, [DroppedUnit { id: "body.3".into(), source: "Removed.".into() }]);
        assert_eq!(new.units[0].target.as_deref(), Some("Stary tytuł"));
        assert_eq!(new.units[0].state, TargetState::Fuzzy);
        assert!(new.units[0].note.as_ref().unwrap().ends_with("it was: An old title"));
        // Identical sources each keep their own translation, by id, and its state.
        assert_eq!(new.units[1].target.as_deref(), Some("Jeden"));
        assert_eq!(new.units[2].target.as_deref(), Some("Dwa"));
        assert_eq!(new.units[2].state, TargetState::Fuzzy);
    }
}
