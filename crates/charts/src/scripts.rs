//! The scripts of a card's text, as resvg needs them to shape it.
//!
//! resvg (usvg 0.49) shapes a `<text>` as one run per direction, guessing the run's script
//! from its first letter, and takes a character its face lacks from another face glyph for
//! glyph. A line that starts in Latin and goes on in Devanagari (`SSD, स्टोरेज`) was shaped as
//! Latin, its Devanagari drawn without conjuncts, each virama showing (`स्‌टोरेज`). So a card
//! writes each run of such a script as a `<text>` of its own, in the script's Noto Sans face
//! (`Noto Sans Devanagari`), placed after the text before it as measured in its own face.
//! Right-to-left scripts (Arabic, Hebrew) are runs of their own already; Latin, Greek, Cyrillic
//! and CJK are shaped alike.

use icu::properties::props::{BidiClass, Script};
use icu::properties::{CodePointMapData, PropertyNamesLong};

/// The Unicode name of the script of `c` ("Devanagari") when it is a left-to-right script
/// with shaping rules of its own; None for Latin, Greek, Cyrillic, Chinese, Japanese and
/// Korean, characters of every script (digits, punctuation, spaces, marks), and right-to-left
/// scripts.
pub fn complex_script_name(c: char) -> Option<&'static str> {
    complex_script(c).and_then(name)
}

/// The script of `c`, when it is one [`complex_script_name`] names.
fn complex_script(c: char) -> Option<Script> {
    let script = CodePointMapData::<Script>::new().get(c);
    let shaped_alike = [
        Script::Latin,
        Script::Greek,
        Script::Cyrillic,
        Script::Common,
        Script::Inherited,
        Script::Unknown,
        Script::Han,
        Script::Hiragana,
        Script::Katakana,
        Script::Hangul,
        Script::Bopomofo,
    ];
    let left_to_right = CodePointMapData::<BidiClass>::new().get(c) == BidiClass::LeftToRight;
    (!shaped_alike.contains(&script) && left_to_right).then_some(script)
}

fn name(script: Script) -> Option<&'static str> {
    PropertyNamesLong::<Script>::new().get(script)
}

/// `text` cut into runs: each of one script of [`complex_script_name`] (named), and the text
/// between.
pub fn script_runs(text: &str) -> Vec<(Option<&'static str>, &str)> {
    let mut runs: Vec<(Option<Script>, &str)> = Vec::new();
    // The open run's script and start, and where its last letter or mark ends: what follows
    // it of every script stays in it only if a letter of the same script comes next.
    let mut open: Option<(Script, usize, usize)> = None;
    let mut plain_start = 0;
    for (at, c) in text.char_indices() {
        let end = at + c.len_utf8();
        match (complex_script(c), open) {
            (Some(script), Some((current, start, _))) if script == current => {
                open = Some((current, start, end));
            }
            (Some(script), _) => {
                if let Some((current, start, last)) = open {
                    runs.push((Some(current), &text[start..last]));
                    plain_start = last;
                }
                if plain_start < at {
                    runs.push((None, &text[plain_start..at]));
                }
                open = Some((script, at, end));
            }
            // A vowel sign or a virama of the open run, or a joiner, right after its letter.
            (None, Some((current, start, last))) if last == at && marks_letter_of(c, current) => {
                open = Some((current, start, end));
            }
            (None, Some(_)) if is_of_every_script(c) => {}
            (None, Some((current, start, last))) => {
                runs.push((Some(current), &text[start..last]));
                plain_start = last;
                open = None;
            }
            (None, None) => {}
        }
    }
    if let Some((current, start, last)) = open {
        runs.push((Some(current), &text[start..last]));
        plain_start = last;
    }
    if plain_start < text.len() {
        runs.push((None, &text[plain_start..]));
    }
    runs.into_iter().map(|(script, run)| (script.and_then(name), run)).collect()
}

/// Whether `c` is a mark (a vowel sign, a virama) or a joiner that goes with the letter
/// before it, in a run of `script`: marks are no letters of their own to the bidi algorithm.
fn marks_letter_of(c: char, script: Script) -> bool {
    let mark = matches!(
        CodePointMapData::<BidiClass>::new().get(c),
        BidiClass::NonspacingMark | BidiClass::BoundaryNeutral
    );
    mark && (is_of_every_script(c) || CodePointMapData::<Script>::new().get(c) == script)
}

/// A character every script uses: a space, a digit, punctuation, a joiner.
fn is_of_every_script(c: char) -> bool {
    matches!(CodePointMapData::<Script>::new().get(c), Script::Common | Script::Inherited)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_shaped_by_rules_of_their_own_are_named() {
        assert_eq!(complex_script_name('स'), Some("Devanagari"));
        assert_eq!(complex_script_name('ก'), Some("Thai"));
        assert_eq!(complex_script_name('க'), Some("Tamil"));
        for c in ['S', 'é', 'ж', 'λ', '漢', 'か', '한', '1', ' ', '\u{200d}', 'ع', 'א'] {
            assert_eq!(complex_script_name(c), None, "{c:?}");
        }
    }

    #[test]
    fn each_run_of_such_a_script_is_cut_with_the_spaces_inside_it() {
        assert_eq!(
            script_runs("SSD, स्टोरेज ऐरे और HCI क्लस्टर"),
            [
                (None, "SSD, "),
                (Some("Devanagari"), "स्टोरेज ऐरे और"),
                (None, " HCI "),
                (Some("Devanagari"), "क्लस्टर"),
            ]
        );
        assert_eq!(script_runs("की समीक्षा."), [(Some("Devanagari"), "की समीक्षा"), (None, ".")]);
        // Two scripts side by side: two runs; text with none is one plain run.
        assert_eq!(
            script_runs("हिन्दी ไทย"),
            [(Some("Devanagari"), "हिन्दी"), (None, " "), (Some("Thai"), "ไทย")]
        );
        assert_eq!(
            script_runs("Lower is better · 低いほど良い"),
            [(None, "Lower is better · 低いほど良い")]
        );
        assert_eq!(script_runs(""), []);
    }
}
