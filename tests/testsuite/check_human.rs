//! `iopress check` on real human translations (tests/check-corpus/human/, see its README):
//! paragraphs of Debian's documentation beside their English originals, split by document into
//! a development half and a held-out half before anyone read them.
//!
//! Each document's pairs make one review: its English paragraphs the source text, the
//! translations the text in the document's language, paragraph for paragraph, as in a real
//! translated review. The damaged copies (one injected damage each, at a recorded byte offset)
//! make reviews of their own, grouped by document the same way. One site holds a half's nine
//! languages, and `check` runs once on it.
//!
//! Counted per language: the figures of the clean translations (every number `check` reads in
//! them with the language's rules: figures, counts, versions, years; not names such as SN630),
//! the errors on the clean pairs (false alarms, in either text of a pair) per 1,000 figures,
//! less those read and found to be the translator's own mistakes (`<half>/reviewed.toml`: the
//! development half's by those who write check's rules; the held-out half's and the fresh
//! languages' by an independent review on 2026-12-04, which labelled each error real or false
//! and wrote no rule; an entry that explains no error fails the test), the warnings on the
//! clean translations, and per kind of damage the share found (an error on the damaged span).
//! The tests fail when that is worse than the floors below, measured on the day the corpus was
//! added (the held-out and fresh false alarms lowered after their review). The false alarms are also counted apart for the documents whose
//! translation was made from the same version of the original as their English (each
//! `[[doc]]`'s `version`, from the packages' version stamps: bench/human-corpus/versions.py),
//! since a translation of another version differs from today's English for that reason alone;
//! the floors are on all documents. `bench/check-recall` prints the report: for the development half
//! with every false alarm and miss; for the held-out half and the fresh languages the counts
//! only, no text.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::check_recall::body_start;
use crate::common::{copy_dir, REPO};
use iopress::check::prose_numbers::{scan, NumberStyle};
use iopress::check::{check_site, CheckOptions, Finding, FindingKind};
use iopress::site::diagnostics::{Location, Severity};
use iopress::site::LoadedSite;
use serde::Deserialize;

const LANGUAGES: [&str; 9] = ["de", "es", "fr", "it", "ja", "ko", "pl", "pt", "zh"];
/// Languages added after check's rules were written (tests/check-corpus/human/fresh/): no
/// rule was written for them, and nobody reads their files.
const FRESH_LANGUAGES: [&str; 6] = ["nl", "ru", "cs", "sv", "uk", "vi"];
const KINDS: [&str; 6] =
    ["lost", "foreign-format", "wrong-slot", "wrong-value", "run-together", "model-number"];

/// The site's languages: code and CLDR locale. Portuguese comes in two variants (the
/// installation guide and the FAQ are European, the man pages Brazilian), which write
/// numbers differently (`1 234,5`, `1.234,5`): each is a language of its own.
pub(crate) const SITE_LANGUAGES: [(&str, &str); 32] = [
    ("de", "de"),
    ("es", "es"),
    ("fr", "fr"),
    ("it", "it"),
    ("ja", "ja"),
    ("ko", "ko"),
    ("pl", "pl"),
    ("pt", "pt-PT"),
    ("pt-br", "pt-BR"),
    ("zh", "zh-CN"),
    ("nl", "nl"),
    ("ru", "ru"),
    ("cs", "cs"),
    ("sv", "sv"),
    ("uk", "uk"),
    ("vi", "vi"),
    // Not in the corpus: for the tests of check_unseen written in Turkish, which writes the
    // percent sign before the number.
    ("tr", "tr"),
    // Nor these: for the tests written in Finnish and Hungarian, which join a case ending to
    // a name with a colon or a hyphen (`RAID1:n`, `RAID5-ös`).
    ("fi", "fi"),
    ("hu", "hu"),
    // Nor this: for the tests written in Greek, which a translator added from the docs alone.
    ("el", "el"),
    // Nor these: for the tests of numbers in other digits than ASCII's, which a translator
    // wrote an Arabic review in (CLDR's default digits of ar-EG are Arabic-Indic, of fa
    // Extended Arabic-Indic, of mr Devanagari).
    ("ar", "ar-EG"),
    ("fa", "fa"),
    ("mr", "mr"),
    // Nor these: for the tests of the Indian grouping (`20,00,000`), which a translator met
    // writing a Hindi review from the docs alone (CLDR's hi-IN in Latin digits, bn in
    // Bengali ones).
    ("hi", "hi-IN"),
    ("bn", "bn"),
    // Nor this: for the tests of sentences ended by another script's full stop (Urdu's `۔`).
    ("ur", "ur"),
    // Nor this: for the tests of CLDR's words written without their nukta (Punjabi's `ਹਜਾਰ`).
    ("pa", "pa"),
    // Nor this: for the tests of a decimal comma in a language of separators of its own
    // (Pashto's `٫`, as Arabic's and Persian's).
    ("ps", "ps"),
    // Nor these: for the tests of scripts written without spaces between words (a Thai
    // translator's unit word glued to the next word, `1 มิลลิวินาทีไว้ได้`).
    ("th", "th"),
    ("lo", "lo"),
    ("km", "km"),
    // Nor this: for the tests of a count after its noun (`CPU Xeon Gold 6130 16 inti`), as
    // Indonesian and Vietnamese translators wrote it from the docs alone.
    ("id", "id"),
];

/// What check reaches on each half, per language: the most errors on clean pairs per 1,000
/// figures, and the least recall (%) per kind of damage, in the order of KINDS. Measured
/// 2026-12-04, once the documents of that day (the New Maintainers' Guide, the Developer's
/// Reference, APT's guides, the packaging tools' own man pages: the corpus's README) were added
/// to both halves and to fresh/, and check read a number in quotation marks or before a
/// quoted title as a literal or a section: the rate rounded up plus one, the recall rounded
/// down less one, so that any change for the worse fails. The lead raises them as check
/// improves; they are not targets (under 1 per 1,000, recall of 95 % and more). The rates
/// lowered again on 2026-12-04 (fifth session), once a dotted number copied from its source
/// without a unit, in no table and measuring nothing, was a warning instead of an error; and
/// all measured again the same evening, once the GIMP manual was added to every half (its
/// new damaged copies lowered some recall cells: figure numbers written as decimals, wrong
/// slots) and a label's number (`Figure 17.351.`) was read as the source's label. Wrong-slot
/// recall raised on 2026-12-04 (sixth session), once the ends of a range and the items of a
/// list were held to the source's order (held-out Korean's rate with it: one error more);
/// and again the next day (seventh session), once figures in one unit, ranges with words in
/// brackets and lists that repeat their word were held to it too. All measured again on
/// 2026-12-05 once the Debian Administrator's Handbook was added to every half (dev's false
/// alarms rose on its untuned text, 2.9 to 6.4 per 1,000; its damaged copies lowered some
/// wrong-slot cells); dev's lowered the same day once times of day were read in either clock
/// and a unit's slash was no separator of digits (6.4 to 2.4, the handbook's own real
/// differences from its English listed in dev/reviewed.toml), and de's wrong-slot recall one
/// swap lower: two times of a sentence swapped (`02:30` and `02:00`) were found only while
/// every time was an error. All measured again later that day (tenth session), once the GNOME
/// user help was added to every half and language: dev's false alarms rose on its untuned
/// text, 2.4 to 3.3 per 1,000 (most of them one sentence's list written without spaces, `(1,2
/// or 3)`, in every language), held out 8.1 to 8.3. Wrong-slot recall raised the same day,
/// once two numbers of one kind exchanged in a sentence were found in every language written
/// with spaces (+8 to +20 points; one false alarm more held out and in fresh/); and dev's and
/// fresh/'s rates lowered once a source's list written without spaces (`1,2 or 3`) was read as
/// its items (3.3 to 2.3 and 15.5 to 14.4 per 1,000; held out 8.4 to 8.5). Wrong-slot recall
/// raised again, once a sentence that repeats a number was compared too (+1 to +15 swaps per
/// language found, no false alarm), and once two names of one family exchanged were found too
/// (in dev, `N=1 … N=0` for "N=0 … N=1"; no false alarm). Dev's lowered once three more
/// errors of the GIMP manual were read as real (two mistakes of the English corrected, a typo),
/// held-out Japanese's once a number its sentence repeats in the same unit was the source's.
/// Raised where they had to be once LibreOffice's help (batch 2026-12-05c) was added, as
/// measured before any rule was written for it.
/// Lowered again, the same day, once dates were read in each language's order, quoted literals
/// typed as the source were the source's, and 95 errors of the new pages were read as real.
/// Held-out Italian's raised once KiCad's manuals (batch 2026-12-05d) were added (7 to 15 per
/// 1,000), as measured before any rule was written for them; no other cell had to move.
/// Wrong-value recall raised, once a section's number of three parts or more with other digits
/// than its paragraph's (`14.5.3.2.` for "14.5.3.1.") was found where the English has it elsewhere.
/// Every half's recall floors set again (2026-12-05, fourteenth session) once each damaged copy
/// was checked within its clean document rather than with the document's other copies:
/// foreign formats found 0 to 11 points fewer (a copy of the source's digits is an error where
/// the text writes the value its own way elsewhere, which the other copies of the paragraph did),
/// wrong values and run-togethers up to 2.6 more (runs of short items no longer all damaged).
/// Set again (fifteenth session) once KDE's handbooks and GnuCash's documentation (batch
/// 2026-12-05g) were added, after the rules written for them (amounts in another currency,
/// digits grouped by dots, compound units) and 42 dev errors of them read as real: the batch's
/// French foreign formats and European Portuguese amounts are what moved most. The held-out
/// and fresh rates lowered once a sixth independent review read 54 and 35 errors as real.
/// Set again (eighteenth session) once the Document Viewer's and the Calculator's help (batch
/// 2026-12-06b) were added, as measured before any rule was written for them (its 4 dev errors
/// read as real: an example adapted to Italian VAT): the batch's damaged copies lowered dev
/// Polish and fresh Czech foreign formats (86 to 82, 78 to 75 %) and raised fresh Czech's rate
/// (5 to 6); every other cell that moved rose or was lowered to what is measured. Rates
/// lowered again once an eighth independent review read 4 held-out and 4 fresh errors as real.
/// Foreign-format floors raised (twenty-fourth session) once a copy of the English decimal
/// point shaped as no version (`0.75`, `365.24219`) was no longer taken for one, to what is
/// measured in every half.
const DEV_FLOORS: [(&str, f64, [f64; 6]); 9] = [
    // (language, false alarms per 1,000 figures, least recall per kind in the order of KINDS)
    ("de", 7.0, [99.0, 92.0, 86.0, 96.0, 96.0, 98.0]),
    ("es", 5.0, [99.0, 92.0, 84.0, 97.0, 97.0, 99.0]),
    ("fr", 5.0, [99.0, 88.0, 82.0, 98.0, 95.0, 99.0]),
    ("it", 2.0, [99.0, 93.0, 84.0, 98.0, 94.0, 98.0]),
    ("ja", 4.0, [99.0, 98.0, 67.0, 97.0, 93.0, 95.0]),
    ("ko", 5.0, [99.0, 98.0, 62.0, 95.0, 92.0, 98.0]),
    ("pl", 6.0, [99.0, 91.0, 88.0, 97.0, 94.0, 96.0]),
    ("pt", 4.0, [99.0, 88.0, 83.0, 98.0, 96.0, 99.0]),
    ("zh", 4.0, [99.0, 97.0, 65.0, 98.0, 95.0, 98.0]),
];
/// Dutch and Russian, measured once when they were added (2026-12-03), after every rule;
/// Czech, Swedish, Ukrainian and Vietnamese likewise (2026-12-04), the same way as the halves';
/// all again with the halves' floors, fresh/reviewed.toml's errors counted apart.
/// Vietnamese's raised (15 to 19 per 1,000) once digits grouped by commas copied from the
/// English (`1,000,000`) were no identifier: 5 errors more, counted and not read; and lowered
/// back once a fifth independent review found those 5 to be the English's grouping kept.
/// Lowered (twenty-fifth session, 12 to 3) once a space between groups of three was read as
/// grouping in every language of the decimal comma (Vietnamese writes `1 000 000`).
const FRESH_FLOORS: [(&str, f64, [f64; 6]); 6] = [
    ("nl", 17.0, [99.0, 73.0, 82.0, 96.0, 92.0, 99.0]),
    ("ru", 3.0, [99.0, 90.0, 82.0, 97.0, 96.0, 98.0]),
    ("cs", 5.0, [99.0, 77.0, 86.0, 98.0, 95.0, 98.0]),
    ("sv", 11.0, [99.0, 82.0, 86.0, 97.0, 96.0, 99.0]),
    ("uk", 16.0, [99.0, 85.0, 85.0, 98.0, 95.0, 99.0]),
    ("vi", 3.0, [99.0, 90.0, 79.0, 98.0, 90.0, 98.0]),
];
/// The held-out half's errors of held-out/reviewed.toml are counted apart: an independent
/// review of the first extraction's (50 of 152 real), and a second one, by the same criteria, of
/// the errors no entry explained once documents were added and rules changed (10 of 155), and a
/// third (2026-12-05), once LibreOffice's help and KiCad's manuals were added (93 of 196 real
/// held out, 87 of 210 in fresh/): the rates of both lowered to what was left, 104 and 124.
/// German's raised (11 to 12 per 1,000) once the disk and system tools' help (batch
/// 2026-12-05f) was added, as measured before any rule was written for it, and lowered back
/// once a fifth independent review (2026-12-05, fourteenth session) read the errors no entry
/// explained (119 held out, 133 in fresh/): 10 and 11 real, which leaves 110 and 122.
/// Spanish's lowered (twenty-fifth session, 7 to 6) once a space between groups of three was
/// read as grouping in every language of the decimal comma.
const HELD_OUT_FLOORS: [(&str, f64, [f64; 6]); 9] = [
    ("de", 9.0, [99.0, 87.0, 85.0, 98.0, 96.0, 99.0]),
    ("es", 6.0, [99.0, 84.0, 84.0, 97.0, 95.0, 98.0]),
    ("fr", 7.0, [99.0, 79.0, 88.0, 97.0, 94.0, 99.0]),
    ("it", 5.0, [99.0, 89.0, 85.0, 98.0, 93.0, 99.0]),
    ("ja", 5.0, [99.0, 98.0, 59.0, 96.0, 93.0, 97.0]),
    ("ko", 4.0, [99.0, 98.0, 58.0, 97.0, 94.0, 97.0]),
    ("pl", 5.0, [99.0, 92.0, 85.0, 97.0, 94.0, 99.0]),
    ("pt", 6.0, [99.0, 87.0, 86.0, 98.0, 96.0, 98.0]),
    ("zh", 20.0, [99.0, 98.0, 62.0, 98.0, 94.0, 98.0]),
];

#[derive(Deserialize)]
struct Clean {
    language: String,
    #[serde(default)]
    doc: Vec<Doc>,
    #[serde(default)]
    passage: Vec<Pair>,
}

#[derive(Deserialize)]
struct Doc {
    id: String,
    locale: String,
    /// Whether the translation was made from the same version of its original as the English
    /// it is paired with, by their version stamps (bench/human-corpus/versions.py).
    version: String,
    /// The batch the document was added in (`2026-12-05c`, LibreOffice's help: the corpus's
    /// README), none for the first extraction's.
    #[serde(default)]
    added: Option<String>,
}

/// The values of a `[[doc]]`'s `version`.
const VERSIONS: [&str; 3] = ["same", "other", "unknown"];

#[derive(Deserialize)]
struct Pair {
    doc: String,
    en: String,
    text: String,
}

/// A half's errors that were read and found to be real mistakes of the human translation
/// (`<half>/reviewed.toml`: dev, held-out and fresh).
#[derive(Deserialize, Default)]
struct Reviewed {
    #[serde(default)]
    mistake: Vec<Mistake>,
}

#[derive(Deserialize)]
struct Mistake {
    language: String,
    /// The finding's text (`3316` of `ISO 3316`).
    text: String,
    /// A piece of the translated paragraph the error is in.
    context: String,
}

impl Mistake {
    /// Whether this reviewed mistake is `error` on a line of `file_text`, in `language`.
    fn explains(&self, language: &str, error: &Finding, file_text: &str) -> bool {
        let line = error.line.and_then(|l| file_text.lines().nth(l - 1)).unwrap_or("");
        // The line is Markdown with every special character escaped.
        self.language == language
            && error.text.as_deref().unwrap_or("").replace('\\', "") == self.text
            && line.replace('\\', "").contains(&self.context)
    }
}

#[derive(Deserialize)]
struct Damaged {
    language: String,
    #[serde(default)]
    passage: Vec<DamagedPair>,
}

#[derive(Deserialize)]
struct DamagedPair {
    doc: String,
    en: String,
    text: String,
    damage: Damage,
}

#[derive(Deserialize)]
struct Damage {
    kind: String,
    /// Bytes into `text` where the damaged figure starts.
    offset: usize,
    figure: String,
    expected: String,
    other_offset: Option<usize>,
    other_figure: Option<String>,
}

fn read<T: for<'de> Deserialize<'de>>(path: &Path) -> T {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e} (bench/human-corpus/ writes it)", path.display()));
    // The message and the position, not the error's excerpt of the file: a held-out file's
    // text is not to be shown.
    toml::from_str(&text).unwrap_or_else(|e: toml::de::Error| {
        let at = e.span().map(|span| Location::from_offset(&text, span.start));
        panic!("{}: {} at {at:?}", path.display(), e.message())
    })
}

/// The site language a document's locale is written in.
fn site_code(language: &str, locale: &str) -> &'static str {
    SITE_LANGUAGES
        .iter()
        .find(|(_, l)| *l == locale)
        .or_else(|| SITE_LANGUAGES.iter().find(|(code, _)| *code == language))
        .map(|(code, _)| *code)
        .unwrap()
}

/// A paragraph as one line of Markdown that renders as exactly its text: every character
/// Markdown could take for syntax is escaped. Returns the line and, for each byte offset of
/// the text (and its end), the offset in the line.
fn markdown_line(text: &str) -> (String, Vec<usize>) {
    let text = text.replace(['\n', '\r', '\t'], " ");
    let mut line = String::with_capacity(text.len() + 16);
    let mut map = vec![0; text.len() + 1];
    // Digits at the start followed by `.` or `)` would make an ordered list.
    let leading_digits = text.bytes().take_while(u8::is_ascii_digit).count();
    for (at, c) in text.char_indices() {
        for i in 0..c.len_utf8() {
            map[at + i] = line.len() + usize::from(escaped(c, at, leading_digits)) + i;
        }
        if escaped(c, at, leading_digits) {
            line.push('\\');
        }
        line.push(c);
    }
    map[text.len()] = line.len();
    (line, map)
}

fn escaped(c: char, at: usize, leading_digits: usize) -> bool {
    matches!(c, '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '{' | '}' | '#' | '|' | '~' | '&')
        || (at == 0 && matches!(c, '-' | '+' | '='))
        || (at == leading_digits && leading_digits > 0 && matches!(c, '.' | ')'))
}

/// A review's two texts: the English paragraphs and their translations, one line each.
struct Placed {
    english: PathBuf,
    translated: PathBuf,
    /// Where each translated paragraph's line starts in the translated file, and its map.
    lines: Vec<(usize, Vec<usize>)>,
    translated_text: String,
}

const FRONT_EN: &str = "+++\ntitle = \"Document\"\ndate = 2024-01-01\n+++\n";
const FRONT: &str = "+++\ntitle = \"Document\"\n+++\n";

fn place(site: &Path, slug: &str, code: &str, pairs: &[(&str, &str)]) -> Placed {
    let folder = site.join("content/reviews").join(slug);
    std::fs::create_dir_all(&folder).unwrap();
    let mut english = String::from(FRONT_EN);
    let mut translated = String::from(FRONT);
    let mut lines = Vec::new();
    for (en, text) in pairs {
        english.push('\n');
        english.push_str(&markdown_line(en).0);
        english.push('\n');
        translated.push('\n');
        let (line, map) = markdown_line(text);
        lines.push((translated.len(), map));
        translated.push_str(&line);
        translated.push('\n');
    }
    std::fs::write(folder.join("index.en.md"), english).unwrap();
    std::fs::write(folder.join(format!("index.{code}.md")), &translated).unwrap();
    Placed {
        english: PathBuf::from(format!("content/reviews/{slug}/index.en.md")),
        translated: PathBuf::from(format!("content/reviews/{slug}/index.{code}.md")),
        lines,
        translated_text: translated,
    }
}

/// The span (line, first column, last column) of `len` bytes at `offset` of a placed
/// paragraph, widened to the word it is in: the run of characters around it that are neither
/// spaces nor CJK (which writes no spaces between words).
fn span(
    placed: &Placed,
    paragraph: usize,
    text: &str,
    offset: usize,
    len: usize,
) -> (usize, usize, usize) {
    let in_word = |c: char| !c.is_whitespace() && (c as u32) < 0x2E80;
    let start = text[..offset]
        .char_indices()
        .rev()
        .take_while(|(_, c)| in_word(*c))
        .last()
        .map(|(i, _)| i)
        .unwrap_or(offset);
    let end = offset
        + len
        + text[offset + len..]
            .chars()
            .take_while(|c| in_word(*c))
            .map(char::len_utf8)
            .sum::<usize>();
    let (line_start, map) = &placed.lines[paragraph];
    let first = Location::from_offset(&placed.translated_text, line_start + map[start]);
    let last = Location::from_offset(&placed.translated_text, line_start + map[end]);
    (first.line, first.column, last.column)
}

fn hits(error: &Finding, (line, first, last): (usize, usize, usize)) -> bool {
    let width = error.text.as_deref().map(|t| t.chars().count()).unwrap_or(1).max(1);
    error.line == Some(line) && error.column.is_some_and(|c| c <= last && c + width > first)
}

#[derive(Default)]
struct Score {
    documents: usize,
    pairs: usize,
    figures: usize,
    names: usize,
    false_alarms: usize,
    /// Errors on clean pairs that were read and found to be the translator's mistakes
    /// (`<half>/reviewed.toml`): not counted as false alarms.
    real_mistakes: usize,
    /// Reviewed mistakes that check reports as warnings only (a figure copied as the source
    /// writes it, which may be an identifier): still reported, not errors.
    real_mistakes_warned: usize,
    warnings: usize,
    /// kind → (damaged, found)
    by_kind: BTreeMap<String, (usize, usize)>,
    /// Every false alarm and miss, with its text: printed for the development half only.
    details: String,
    /// False alarms per kind of finding.
    alarm_kinds: BTreeMap<String, usize>,
    /// False alarms per document, to see how few documents hold them.
    alarms_per_document: Vec<usize>,
    /// The clean documents' counts by the version of the original their translation was made
    /// from (`same`, `other`, `unknown`): false alarms on a translation of another version are
    /// partly the English having changed since.
    by_version: BTreeMap<String, Subset>,
    /// The same by the batch the documents were added in (`first` for the first extraction's):
    /// where in the corpus the false alarms are.
    by_batch: BTreeMap<String, Subset>,
}

/// Documents, figures and false alarms of some of a language's clean documents.
#[derive(Default, Clone, Copy)]
struct Subset {
    documents: usize,
    figures: usize,
    false_alarms: usize,
}

impl Subset {
    fn add(self, other: Subset) -> Subset {
        Subset {
            documents: self.documents + other.documents,
            figures: self.figures + other.figures,
            false_alarms: self.false_alarms + other.false_alarms,
        }
    }

    fn per_thousand(&self) -> f64 {
        1000.0 * self.false_alarms as f64 / self.figures.max(1) as f64
    }
}

impl Score {
    fn per_thousand(&self) -> f64 {
        1000.0 * self.false_alarms as f64 / self.figures.max(1) as f64
    }

    fn version(&self, version: &str) -> Subset {
        self.by_version.get(version).copied().unwrap_or_default()
    }

    fn recall(&self, kind: &str) -> Option<f64> {
        self.by_kind
            .get(kind)
            .filter(|(damaged, _)| *damaged > 0)
            .map(|(damaged, found)| 100.0 * *found as f64 / *damaged as f64)
    }
}

/// Builds the half's site, checks it, and scores each language.
fn score(half: &str, languages: &[&str]) -> BTreeMap<String, Score> {
    let site = tempfile::tempdir().unwrap();
    let root = site.path();
    let mut toml = String::from(
        "base_url = \"https://bench.example.org\"\ndefault_language = \"en\"\nmissing_translations = \"omit\"\n\n[[languages]]\ncode = \"en\"\nname = \"English\"\ntitle = \"Bench\"\n",
    );
    for (code, locale) in SITE_LANGUAGES {
        let _ = write!(
            toml,
            "\n[[languages]]\ncode = \"{code}\"\nlocale = \"{locale}\"\nname = \"{code}\"\ntitle = \"Bench\"\n"
        );
    }
    std::fs::write(root.join("site.toml"), toml).unwrap();
    std::fs::create_dir_all(root.join("content")).unwrap();
    std::fs::write(root.join("content/_index.en.md"), "+++\ntitle = \"Bench\"\n+++\n").unwrap();
    copy_dir(&Path::new(REPO).join("themes/default"), &root.join("themes/default"));
    // Brazilian Portuguese has the theme's Portuguese strings (its unit symbols are prose too).
    copy_dir(&Path::new(REPO).join("themes/default/i18n/pt"), &root.join("i18n/pt-br"));
    // The number words of languages the theme does not ship (Swedish, Dutch, Czech), as a site
    // of theirs gives them.
    copy_dir(&Path::new(REPO).join("tests/fixtures/translations/i18n"), &root.join("i18n"));

    let corpus = Path::new(REPO).join("tests/check-corpus/human").join(half);
    let reviewed: Vec<Mistake> = match corpus.join("reviewed.toml") {
        path if path.exists() => read::<Reviewed>(&path).mistake,
        _ => Vec::new(),
    };
    let mut clean_pages: BTreeMap<String, Vec<(Placed, Vec<usize>)>> = BTreeMap::new();
    // Each damaged page with its damaged pair: its paragraph there and its passage's index.
    let mut damaged_pages: BTreeMap<String, Vec<(Placed, usize, usize)>> = BTreeMap::new();
    let mut cleans = BTreeMap::new();
    let mut damaged_sets = BTreeMap::new();
    for &language in languages {
        let clean: Clean = read(&corpus.join(format!("{language}.toml")));
        let damaged: Damaged = read(&corpus.join(format!("damaged/{language}.toml")));
        assert_eq!(clean.language, language);
        assert_eq!(damaged.language, language);
        for doc in &clean.doc {
            assert!(
                VERSIONS.contains(&doc.version.as_str()),
                "{half} {language} {}: version {:?} is none of {VERSIONS:?} (bench/human-corpus/versions.py writes it)",
                doc.id,
                doc.version
            );
        }
        let locales: BTreeMap<&str, &str> =
            clean.doc.iter().map(|d| (d.id.as_str(), d.locale.as_str())).collect();
        // One review per document, its pairs in the corpus's order.
        let mut clean_by_doc: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (index, pair) in clean.passage.iter().enumerate() {
            clean_by_doc.entry(pair.doc.as_str()).or_default().push(index);
        }
        for (number, (doc, indices)) in clean_by_doc.iter().enumerate() {
            let code = site_code(language, locales[doc]);
            let pairs: Vec<(&str, &str)> = indices
                .iter()
                .map(|i| (clean.passage[*i].en.as_str(), clean.passage[*i].text.as_str()))
                .collect();
            let placed = place(root, &format!("{language}-{number}"), code, &pairs);
            clean_pages.entry(language.to_string()).or_default().push((placed, indices.clone()));
        }
        // Each damaged pair in its clean document, as a translation damaged here and there is:
        // the clean pairs around the one it copies, two either side, that one replaced by the
        // damaged copy. (A document's damaged copies checked together, each pair there as
        // often as it was damaged and every paragraph damaged, was the measure until
        // 2026-12-05: docs/check-history.md, "Fourteenth session".)
        for (index, pair) in damaged.passage.iter().enumerate() {
            let locale = locales.get(pair.doc.as_str()).copied().unwrap_or(language);
            let code = site_code(language, locale);
            let around: &[usize] = clean_by_doc.get(pair.doc.as_str()).map_or(&[], Vec::as_slice);
            let (window, paragraph) =
                match around.iter().position(|i| clean.passage[*i].en == pair.en) {
                    Some(at) => {
                        let start = at.saturating_sub(2);
                        (around[start..(at + 3).min(around.len())].to_vec(), at - start)
                    }
                    None => (Vec::new(), 0),
                };
            let mut pairs: Vec<(&str, &str)> = window
                .iter()
                .map(|i| (clean.passage[*i].en.as_str(), clean.passage[*i].text.as_str()))
                .collect();
            match pairs.get_mut(paragraph) {
                Some(slot) => *slot = (pair.en.as_str(), pair.text.as_str()),
                None => pairs.push((pair.en.as_str(), pair.text.as_str())),
            }
            let placed = place(root, &format!("{language}-damaged-{index}"), code, &pairs);
            damaged_pages.entry(language.to_string()).or_default().push((placed, paragraph, index));
        }
        cleans.insert(language, clean);
        damaged_sets.insert(language, damaged);
    }

    let findings = check_site(root, &CheckOptions::default()).findings;
    let load_errors: Vec<&Finding> =
        findings.iter().filter(|f| f.kind == FindingKind::Build && f.is_error()).collect();
    // Where only, not what: the held-out text is not to be shown.
    let places: Vec<String> = load_errors
        .iter()
        .map(|f| {
            format!(
                "{}:{}",
                f.file.as_deref().unwrap_or(Path::new("?")).display(),
                f.line.unwrap_or(0)
            )
        })
        .collect();
    assert!(places.is_empty(), "the corpus's site does not load: errors at {places:?}");
    let mut by_file: BTreeMap<&Path, Vec<&Finding>> = BTreeMap::new();
    for finding in &findings {
        if let Some(file) = finding.file.as_deref() {
            by_file.entry(file).or_default().push(finding);
        }
    }
    // The numbers check reads, with each language's own rules.
    let (site_loaded, _) = LoadedSite::load(root, None, false).expect("the corpus's site loads");
    let styles: BTreeMap<&str, NumberStyle> = SITE_LANGUAGES
        .iter()
        .map(|(code, _)| (*code, NumberStyle::for_localizer(site_loaded.l10n.get(code).unwrap())))
        .collect();

    let mut scores = BTreeMap::new();
    // How many errors each reviewed mistake explains: an entry that explains none is stale
    // (check no longer raises it, or the corpus changed), and fails the test.
    let mut explained = vec![0_usize; reviewed.len()];
    for &language in languages {
        let mut score = Score::default();
        let clean = &cleans[language];
        let locales: BTreeMap<&str, &str> =
            clean.doc.iter().map(|d| (d.id.as_str(), d.locale.as_str())).collect();
        let versions: BTreeMap<&str, &str> =
            clean.doc.iter().map(|d| (d.id.as_str(), d.version.as_str())).collect();
        let batches: BTreeMap<&str, &str> = clean
            .doc
            .iter()
            .map(|d| (d.id.as_str(), d.added.as_deref().unwrap_or("first")))
            .collect();
        for (placed, indices) in &clean_pages[language] {
            score.documents += 1;
            let alarms_before = score.false_alarms;
            let figures_before = score.figures;
            score.pairs += indices.len();
            for index in indices {
                let pair = &clean.passage[*index];
                let style = &styles[site_code(language, locales[pair.doc.as_str()])];
                let scanned = scan(&pair.text, style);
                score.figures += scanned.numbers.len();
                score.names += scanned.names.len();
            }
            let english_text = std::fs::read_to_string(root.join(&placed.english)).unwrap();
            for (file, text) in
                [(&placed.translated, &placed.translated_text), (&placed.english, &english_text)]
            {
                let body = body_start(text);
                for finding in by_file.get(file.as_path()).into_iter().flatten() {
                    if finding.line.is_none_or(|l| l < body) {
                        continue;
                    }
                    // The reviewed mistake this error is, if any.
                    let reviewed_as = if file == &placed.translated {
                        reviewed.iter().position(|m| m.explains(language, finding, text))
                    } else {
                        None
                    };
                    match (finding.severity, reviewed_as) {
                        (Severity::Error, Some(mistake)) => {
                            score.real_mistakes += 1;
                            explained[mistake] += 1;
                        }
                        (Severity::Error, None) => {
                            score.false_alarms += 1;
                            *score.alarm_kinds.entry(format!("{:?}", finding.kind)).or_default() +=
                                1;
                            let line = finding.line.unwrap_or(1);
                            // The English paragraph beside it: its file has one line more of
                            // front matter (the date), paragraph for paragraph.
                            let english_line =
                                if file == &placed.translated { line } else { line - 1 };
                            let _ = writeln!(
                                score.details,
                                "  false alarm {:?} at {}:{line}:{}: {}\n      {}\n      en: {}",
                                finding.kind,
                                file.display(),
                                finding.column.unwrap_or(0),
                                finding.message,
                                text.lines().nth(line - 1).unwrap_or(""),
                                english_text.lines().nth(english_line).unwrap_or("")
                            );
                        }
                        (Severity::Warning, Some(mistake)) => {
                            score.real_mistakes_warned += 1;
                            score.warnings += 1;
                            explained[mistake] += 1;
                        }
                        (Severity::Warning, _) if file == &placed.translated => score.warnings += 1,
                        _ => {}
                    }
                }
            }
            score.alarms_per_document.push(score.false_alarms - alarms_before);
            let doc = clean.passage[indices[0]].doc.as_str();
            let this_document = Subset {
                documents: 1,
                figures: score.figures - figures_before,
                false_alarms: score.false_alarms - alarms_before,
            };
            for (counts, key) in
                [(&mut score.by_version, versions[doc]), (&mut score.by_batch, batches[doc])]
            {
                let subset = counts.entry(key.to_string()).or_default();
                *subset = subset.add(this_document);
            }
        }
        let damaged = &damaged_sets[language];
        for &(ref placed, paragraph, index) in &damaged_pages[language] {
            let errors: Vec<&Finding> = by_file
                .get(placed.translated.as_path())
                .into_iter()
                .flatten()
                .filter(|f| f.is_error())
                .copied()
                .collect();
            let pair = &damaged.passage[index];
            let damage = &pair.damage;
            let mut spans =
                vec![span(placed, paragraph, &pair.text, damage.offset, damage.figure.len())];
            if let (Some(offset), Some(figure)) = (damage.other_offset, &damage.other_figure) {
                spans.push(span(placed, paragraph, &pair.text, offset, figure.len()));
            }
            let found = errors.iter().any(|e| spans.iter().any(|s| hits(e, *s)));
            let entry = score.by_kind.entry(damage.kind.clone()).or_default();
            entry.0 += 1;
            if found {
                entry.1 += 1;
            } else {
                let (line, column, _) = spans[0];
                let _ = writeln!(
                    score.details,
                    "  missed {} `{}` (expected `{}`) at {}:{line}:{column}\n      {}",
                    damage.kind,
                    damage.figure,
                    damage.expected,
                    placed.translated.display(),
                    pair.text
                );
            }
        }
        scores.insert(language.to_string(), score);
    }
    // The entry's number and language only: a held-out or fresh entry's text is not to be shown.
    let stale: Vec<String> = explained
        .iter()
        .enumerate()
        .filter(|(_, n)| **n == 0)
        .map(|(i, _)| format!("mistake {} ({})", i + 1, reviewed[i].language))
        .collect();
    assert!(
        stale.is_empty(),
        "{half}/reviewed.toml: entries that explain no error on the clean pairs (stale): {stale:?}"
    );
    scores
}

fn table(half: &str, scores: &BTreeMap<String, Score>) -> String {
    let mut out = format!(
        "{half}: clean pairs\n\n| language | documents | pairs | figures | names | errors (false alarms) | per 1,000 figures | real mistakes found (reviewed): errors (+ warnings) | warnings |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n"
    );
    let mut total = Score::default();
    for (language, s) in scores {
        let _ = writeln!(
            out,
            "| {language} | {} | {} | {} | {} | {} | {:.1} | {} (+{}) | {} |",
            s.documents,
            s.pairs,
            s.figures,
            s.names,
            s.false_alarms,
            s.per_thousand(),
            s.real_mistakes,
            s.real_mistakes_warned,
            s.warnings
        );
        total.documents += s.documents;
        total.pairs += s.pairs;
        total.figures += s.figures;
        total.names += s.names;
        total.false_alarms += s.false_alarms;
        total.real_mistakes += s.real_mistakes;
        total.real_mistakes_warned += s.real_mistakes_warned;
        total.warnings += s.warnings;
    }
    let _ = writeln!(
        out,
        "| all | {} | {} | {} | {} | {} | {:.1} | {} (+{}) | {} |",
        total.documents,
        total.pairs,
        total.figures,
        total.names,
        total.false_alarms,
        total.per_thousand(),
        total.real_mistakes,
        total.real_mistakes_warned,
        total.warnings
    );
    let _ = write!(out, "\n{half}: damaged pairs, found / damaged per kind\n\n| language |");
    for kind in KINDS {
        let _ = write!(out, " {kind} |");
    }
    out.push_str("\n|---|");
    out.push_str(&"---:|".repeat(KINDS.len()));
    out.push('\n');
    for (language, s) in scores {
        let _ = write!(out, "| {language} |");
        for kind in KINDS {
            match s.by_kind.get(kind) {
                Some((damaged, found)) if *damaged > 0 => {
                    let _ = write!(
                        out,
                        " {found} / {damaged} ({:.1} %) |",
                        100.0 * *found as f64 / *damaged as f64
                    );
                }
                _ => out.push_str(" — |"),
            }
        }
        out.push('\n');
    }
    out
}

/// The false alarms on all clean documents beside those on the documents whose translation was
/// made from the same version of the original as their English (and those not known to be
/// from another), per language: `false alarms / figures: per 1,000 (documents)`.
fn version_table(half: &str, scores: &BTreeMap<String, Score>) -> String {
    let mut out = format!(
        "{half}: false alarms by the version of the original the translation was made from (bench/human-corpus/versions.py)\n\n| language | all documents | same version | same or unknown | other version |\n|---|---:|---:|---:|---:|\n"
    );
    let cell = |subset: Subset| {
        format!(
            "{} / {}: {:.1} ({} docs)",
            subset.false_alarms,
            subset.figures,
            subset.per_thousand(),
            subset.documents
        )
    };
    let columns = |score: &Score| {
        let [same, other, unknown] = VERSIONS.map(|version| score.version(version));
        [same.add(other).add(unknown), same, same.add(unknown), other]
    };
    let mut total = [Subset::default(); 4];
    for (language, score) in scores {
        let row = columns(score);
        let _ = writeln!(out, "| {language} | {} |", row.map(cell).join(" | "));
        for (sum, subset) in total.iter_mut().zip(row) {
            *sum = sum.add(subset);
        }
    }
    let _ = writeln!(out, "| all | {} |", total.map(cell).join(" | "));
    out
}

/// The false alarms by kind of finding, and how many documents hold them, per language.
/// The false alarms of each batch of documents (the corpus's README), all languages together:
/// `false alarms / figures: per 1,000 (documents)`. Counts only, for every half.
fn batch_table(half: &str, scores: &BTreeMap<String, Score>) -> String {
    let mut batches: BTreeMap<&str, Subset> = BTreeMap::new();
    for score in scores.values() {
        for (batch, subset) in &score.by_batch {
            let sum = batches.entry(batch.as_str()).or_default();
            *sum = sum.add(*subset);
        }
    }
    let mut out = format!(
        "{half}: false alarms by the batch the documents were added in (tests/check-corpus/human/README.md)\n\n| batch | false alarms | figures | per 1,000 | documents |\n|---|---:|---:|---:|---:|\n"
    );
    for (batch, subset) in &batches {
        let _ = writeln!(
            out,
            "| {batch} | {} | {} | {:.1} | {} |",
            subset.false_alarms,
            subset.figures,
            subset.per_thousand(),
            subset.documents
        );
    }
    out
}

fn alarm_kinds(scores: &BTreeMap<String, Score>) -> String {
    let mut out = String::from("false alarms by kind of finding, and by document:\n");
    for (language, s) in scores {
        let kinds: Vec<String> = s.alarm_kinds.iter().map(|(k, n)| format!("{k} {n}")).collect();
        let mut per_document = s.alarms_per_document.clone();
        per_document.sort_unstable_by(|a, b| b.cmp(a));
        let with_alarms = per_document.iter().filter(|n| **n > 0).count();
        let top: usize = per_document.iter().take(5).sum();
        let _ = writeln!(
            out,
            "  {language}: {}; in {with_alarms} of {} documents, {top} in the 5 with most",
            kinds.join(", "),
            s.documents
        );
    }
    out
}

fn assert_floors(half: &str, scores: &BTreeMap<String, Score>, floors: &[(&str, f64, [f64; 6])]) {
    let report = table(half, scores);
    for (language, most_per_thousand, least_recall) in floors {
        let score = &scores[*language];
        assert!(score.pairs > 0 && score.figures > 0, "{half} {language}: no pairs");
        assert!(
            score.per_thousand() <= *most_per_thousand,
            "{half} {language}: {:.1} false alarms per 1,000 figures > {most_per_thousand}\n{report}",
            score.per_thousand()
        );
        for (kind, least) in KINDS.iter().zip(least_recall) {
            if let Some(recall) = score.recall(kind) {
                assert!(
                    recall >= *least,
                    "{half} {language}: recall of {kind} {recall:.1} % < {least} %\n{report}"
                );
            }
        }
    }
}

fn report_wanted() -> bool {
    std::env::var_os("IOPRESS_RECALL_REPORT").is_some()
}

/// For an independent review of the held-out and fresh halves' errors only
/// (tests/check-corpus/human/README.md): prints their text, which whoever writes check's rules
/// never reads, so never sets this.
fn independent_review() -> bool {
    std::env::var_os("IOPRESS_INDEPENDENT_REVIEW").is_some()
}

/// Prints a half's report when asked: its counts, and its text only where whoever asks may
/// read it (`dev`; the held-out and fresh halves for an independent reviewer only); then fails
/// where a language does worse than the half's floors.
fn report_and_assert(
    half: &str,
    scores: &BTreeMap<String, Score>,
    floors: &[(&str, f64, [f64; 6])],
) {
    if report_wanted() {
        println!(
            "{}\n{}\n{}\n{}",
            table(half, scores),
            version_table(half, scores),
            batch_table(half, scores),
            alarm_kinds(scores)
        );
    }
    let text_may_be_read = if half == "dev" { report_wanted() } else { independent_review() };
    if text_may_be_read {
        for (language, score) in scores {
            println!("{half} {language}:\n{}", score.details);
        }
    }
    assert_floors(half, scores, floors);
}

fn check_on_the_development_half_of_human_translations() {
    report_and_assert("dev", &score("dev", &LANGUAGES), &DEV_FLOORS);
}

fn check_on_the_held_out_half_of_human_translations() {
    report_and_assert("held-out", &score("held-out", &LANGUAGES), &HELD_OUT_FLOORS);
}

fn check_on_languages_added_after_its_rules() {
    report_and_assert("fresh", &score("fresh", &FRESH_LANGUAGES), &FRESH_FLOORS);
}

crate::tests! {
    check_on_the_development_half_of_human_translations,
    check_on_the_held_out_half_of_human_translations,
    check_on_languages_added_after_its_rules,
}
