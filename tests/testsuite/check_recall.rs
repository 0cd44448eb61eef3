//! How much real machine-translation damage `iopress check` finds, on the labelled corpus
//! in tests/check-corpus/ (see its README): the published translations of four seed
//! reviews, each paragraph beside the English it came from, put into the example site's
//! review of the same product, so the check also has that review's data.
//!
//! The test fails when recall falls below what was reached, or when correct prose raises
//! more false alarms than allowed. `bench/check-recall` prints the whole report:
//! recall and precision per language and per kind, and every miss and false alarm.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::common::{example_site, REPO};
use iopress::check::{check_site, CheckOptions, Finding};
use iopress::site::diagnostics::Location;
use serde::Deserialize;

#[derive(Deserialize)]
struct Corpus {
    language: String,
    #[serde(default)]
    passage: Vec<Passage>,
    #[serde(default)]
    correct: Vec<Sentence>,
}

#[derive(Deserialize)]
struct Passage {
    en: String,
    text: String,
    #[serde(default)]
    damage: Vec<Label>,
}

#[derive(Deserialize)]
struct Sentence {
    en: String,
    text: String,
    /// The example site's review it speaks of (its data is the one it quotes); by default the
    /// review of the corpus's product.
    review: Option<String>,
}

#[derive(Deserialize, Clone)]
struct Label {
    figure: String,
    #[serde(default = "first")]
    occurrence: usize,
    kind: String,
    expected: String,
    #[serde(default)]
    name: bool,
}

fn first() -> usize {
    1
}

/// The example site's review of each corpus's product.
const REVIEWS: [(&str, &str); 4] = [
    ("fr", "sn630-vsan"),
    ("ja", "sn655-vsan8-esa"),
    ("pl", "dapustor-h3100"),
    ("es", "vsan-62-all-flash"),
];

/// What is expected of the corpus, per language: the least recall (in % of labels found, a
/// little under what was last reached: 98.1, 95.9, 98.1 and 98.8 %) and the most false alarms
/// on its correct sentences (none was raised). Japanese was 96.9 % before errors were limited
/// to what displaces the source (docs/check-history.md): a counted `8 つ` where the source's one is a
/// word no longer stands out.
const FLOORS: [(&str, f64, usize); 4] =
    [("fr", 97.5, 0), ("ja", 95.5, 0), ("pl", 97.5, 0), ("es", 98.0, 0)];

fn load(language: &str) -> Corpus {
    let read = |path: std::path::PathBuf| -> Corpus {
        let text = std::fs::read_to_string(&path).unwrap();
        let corpus: Corpus =
            toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(corpus.language, language);
        corpus
    };
    let mut corpus = read(Path::new(REPO).join(format!("tests/check-corpus/{language}.toml")));
    // Free translations of whole paragraphs, written without knowing how `check` works.
    let free = read(Path::new(REPO).join(format!("tests/check-corpus/free/{language}.toml")));
    corpus.correct.extend(free.correct);
    corpus
}

/// Replaces the body of a page (everything after its front matter), returning the new text
/// and the byte offset of each block.
fn replace_body(path: &Path, blocks: &[&str]) -> (String, Vec<usize>) {
    let text = std::fs::read_to_string(path).unwrap();
    let end = text[3..].find("\n+++\n").map(|i| i + 3 + 5).expect("front matter");
    let mut out = text[..end].to_string();
    let mut offsets = Vec::new();
    for block in blocks {
        out.push('\n');
        offsets.push(out.len());
        out.push_str(block.trim_end());
        out.push('\n');
    }
    std::fs::write(path, &out).unwrap();
    (out, offsets)
}

/// One language's texts in `review`; `texts` are (English, translation) pairs. A review
/// without a text in the language gets one, with the English title.
fn put(
    site: &tempfile::TempDir,
    review: &str,
    language: &str,
    texts: &[(&str, &str)],
) -> (PathBuf, String, Vec<usize>) {
    let folder = site.path().join("content/reviews").join(review);
    let english: Vec<&str> = texts.iter().map(|(en, _)| *en).collect();
    replace_body(&folder.join("index.en.md"), &english);
    let translated: Vec<&str> = texts.iter().map(|(_, text)| *text).collect();
    let path = folder.join(format!("index.{language}.md"));
    if !path.exists() {
        std::fs::write(&path, "+++\ntitle = \"Review\"\n+++\n").unwrap();
    }
    let (text, offsets) = replace_body(&path, &translated);
    (PathBuf::from(format!("content/reviews/{review}/index.{language}.md")), text, offsets)
}

fn review_of(language: &str) -> &'static str {
    REVIEWS.iter().find(|(l, _)| *l == language).unwrap().1
}

/// The span a label covers, widened to whole whitespace-separated tokens, as (line, first
/// column, last column).
fn label_span(
    file_text: &str,
    block_offset: usize,
    block: &str,
    label: &Label,
) -> (usize, usize, usize) {
    let mut from = 0;
    let mut at = None;
    for _ in 0..label.occurrence {
        let found = block[from..]
            .find(&label.figure)
            .map(|i| i + from)
            .expect("label occurs in its passage");
        at = Some(found);
        from = found + label.figure.len();
    }
    let start = at.unwrap();
    let end = start + label.figure.len();
    let token_start = block[..start]
        .rfind(char::is_whitespace)
        .map(|i| i + block[i..].chars().next().unwrap().len_utf8())
        .unwrap_or(0);
    let token_end = block[end..].find(char::is_whitespace).map(|i| i + end).unwrap_or(block.len());
    let first = Location::from_offset(file_text, block_offset + token_start);
    let last = Location::from_offset(file_text, block_offset + token_end);
    (first.line, first.column, last.column)
}

fn errors_in<'a>(findings: &'a [Finding], file: &Path, from_line: usize) -> Vec<&'a Finding> {
    findings
        .iter()
        .filter(|f| {
            f.is_error()
                && f.file.as_deref() == Some(file)
                && f.line.is_some_and(|l| l >= from_line)
        })
        .collect()
}

#[derive(Default)]
struct Score {
    labels: usize,
    found: usize,
    by_kind: BTreeMap<String, (usize, usize)>,
    errors: usize,
    right_errors: usize,
    correct_sentences: usize,
    false_alarms: usize,
    report: String,
}

impl Score {
    fn recall(&self) -> f64 {
        100.0 * self.found as f64 / self.labels.max(1) as f64
    }

    fn precision(&self) -> f64 {
        100.0 * self.right_errors as f64 / self.errors.max(1) as f64
    }
}

/// Runs check on the damaged passages of every corpus at once, in one copy of the example
/// site, and on each language's correct sentences in a copy of their own, each in the review
/// it speaks of.
fn score_all() -> BTreeMap<String, Score> {
    let corpora: Vec<Corpus> = REVIEWS.iter().map(|(language, _)| load(language)).collect();
    let damaged = example_site();
    let mut placed = Vec::new();
    for corpus in &corpora {
        let passages: Vec<(&str, &str)> =
            corpus.passage.iter().map(|p| (p.en.as_str(), p.text.as_str())).collect();
        placed.push(put(&damaged, review_of(&corpus.language), &corpus.language, &passages));
    }
    let damaged_findings = check_site(damaged.path(), &CheckOptions::default()).findings;

    let mut scores = BTreeMap::new();
    for (corpus, (file, text, offsets)) in corpora.iter().zip(&placed) {
        let mut score = Score::default();
        let body_line = Location::from_offset(text, offsets[0]).line;
        let errors = errors_in(&damaged_findings, file, body_line);
        let mut right: Vec<bool> = vec![false; errors.len()];
        for (passage, offset) in corpus.passage.iter().zip(offsets) {
            for label in &passage.damage {
                let (line, first, last) = label_span(text, *offset, &passage.text, label);
                let mut hit = false;
                for (index, error) in errors.iter().enumerate() {
                    // The error's span (its column and the text it quotes) overlaps the label's.
                    let width =
                        error.text.as_deref().map(|t| t.chars().count()).unwrap_or(1).max(1);
                    if error.line == Some(line)
                        && error.column.is_some_and(|c| c <= last && c + width > first)
                    {
                        hit = true;
                        right[index] = true;
                    }
                }
                score.labels += 1;
                let entry = score.by_kind.entry(label.kind.clone()).or_default();
                entry.0 += 1;
                if hit {
                    score.found += 1;
                    entry.1 += 1;
                } else {
                    let name = if label.name { " (name)" } else { "" };
                    let _ = writeln!(
                        score.report,
                        "  missed {}{name} `{}` at {line}:{first}, expected `{}`",
                        label.kind, label.figure, label.expected
                    );
                }
            }
        }
        score.errors = errors.len();
        score.right_errors = right.iter().filter(|r| **r).count();
        for (error, right) in errors.iter().zip(&right) {
            if !right {
                let line = error.line.unwrap_or(1);
                let excerpt: String = text
                    .lines()
                    .nth(line - 1)
                    .unwrap_or("")
                    .chars()
                    .skip(error.column.unwrap_or(1).saturating_sub(40))
                    .take(80)
                    .collect();
                let _ = writeln!(
                    score.report,
                    "  wrong error at {line}:{}: {}\n      … {excerpt} …",
                    error.column.unwrap_or(0),
                    error.message
                );
            }
        }
        false_alarms(corpus, &mut score);
        scores.insert(corpus.language.clone(), score);
    }
    scores
}

/// Errors on the correct sentences of `corpus`, in either language of each pair.
fn false_alarms(corpus: &Corpus, score: &mut Score) {
    let site = example_site();
    let mut reviews: BTreeMap<&str, Vec<(&str, &str)>> = BTreeMap::new();
    for sentence in &corpus.correct {
        let review = sentence.review.as_deref().unwrap_or(review_of(&corpus.language));
        reviews.entry(review).or_default().push((sentence.en.as_str(), sentence.text.as_str()));
    }
    let placed: Vec<(PathBuf, String, Vec<usize>)> =
        reviews.iter().map(|(review, texts)| put(&site, review, &corpus.language, texts)).collect();
    let findings = check_site(site.path(), &CheckOptions::default()).findings;
    score.correct_sentences = corpus.correct.len();
    for (file, text, offsets) in &placed {
        let english_file = file.with_file_name("index.en.md");
        let english_text = std::fs::read_to_string(site.path().join(&english_file)).unwrap();
        for (alarm_file, alarm_text) in [(file, text), (&english_file, &english_text)] {
            let body_line = if alarm_file == file {
                Location::from_offset(text, offsets[0]).line
            } else {
                body_start(&english_text)
            };
            for alarm in errors_in(&findings, alarm_file, body_line) {
                score.false_alarms += 1;
                let line = alarm.line.unwrap_or(1);
                let sentence = alarm_text.lines().nth(line - 1).unwrap_or("");
                let _ = writeln!(
                    score.report,
                    "  false alarm at {}:{line}:{}: {} in: {sentence}",
                    alarm_file.display(),
                    alarm.column.unwrap_or(0),
                    alarm.message
                );
            }
        }
    }
}

/// The first line after a page's front matter.
pub(crate) fn body_start(page: &str) -> usize {
    page.lines().skip(1).position(|l| l == "+++").map(|i| i + 3).unwrap_or(1)
}

fn table(scores: &BTreeMap<String, Score>) -> String {
    let mut out = String::from("| language | labels | found | recall | errors | precision | correct sentences | false alarms |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
    for (language, s) in scores {
        let _ = writeln!(
            out,
            "| {language} | {} | {} | {:.1} % | {} | {:.1} % | {} | {} |",
            s.labels,
            s.found,
            s.recall(),
            s.errors,
            s.precision(),
            s.correct_sentences,
            s.false_alarms
        );
    }
    out.push_str("\n| language | kind | labels | found | recall |\n|---|---|---:|---:|---:|\n");
    for (language, s) in scores {
        for (kind, (labels, found)) in &s.by_kind {
            let _ = writeln!(
                out,
                "| {language} | {kind} | {labels} | {found} | {:.1} % |",
                100.0 * *found as f64 / *labels as f64
            );
        }
    }
    out
}

fn check_finds_the_damage_of_real_machine_translations() {
    let scores = score_all();
    let report = table(&scores);
    if std::env::var_os("IOPRESS_RECALL_REPORT").is_some() {
        println!("{report}");
        for (language, score) in &scores {
            println!("{language}:\n{}", score.report);
        }
    }
    for (language, least_recall, most_alarms) in FLOORS {
        let score = &scores[language];
        assert!(score.labels > 0, "{language}: no labels");
        assert!(
            score.recall() >= least_recall,
            "{language}: recall {:.1} % < {least_recall} %\n{report}",
            score.recall()
        );
        assert!(
            score.false_alarms <= most_alarms,
            "{language}: {} false alarms on {} correct sentences\n{report}{}",
            score.false_alarms,
            score.correct_sentences,
            score.report
        );
    }
}

crate::tests! {
    check_finds_the_damage_of_real_machine_translations,
}
