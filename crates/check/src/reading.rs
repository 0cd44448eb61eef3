//! One text read for the figure checks: every number, name and piece of debris with the
//! block and sentence it is in, and what aligning it with another text needs (how long each
//! block and sentence is, what it holds).

use std::collections::HashMap;

use iopress_site::diagnostics::Location;
use iopress_site::l10n::{in_a_word, Localizer};

use super::prose::Prose;
use super::prose_numbers::{
    name_token, scan, Debris, Name, NumberKind, NumberStyle, ProseNumber, SPACES,
};

/// A number of a text, with where it is.
#[derive(Clone)]
pub struct Located {
    pub number: ProseNumber,
    /// Where the words that say what it measures are, in its block's text: from the number
    /// before it to the number after it, and its sentence (see [`Located::context`]).
    near: std::ops::Range<usize>,
    sentence_span: std::ops::Range<usize>,
    pub block: usize,
    /// Index into [`Text::sentences`].
    pub sentence: usize,
    pub location: Location,
}

impl Located {
    /// The words around it, lowercased: built only for the few figures compared with the
    /// data, since each copies its paragraph.
    pub fn context(&self, prose: &Prose) -> Context {
        let text = &prose.blocks[self.block].text;
        Context::new(&text[self.near.clone()], &text[self.sentence_span.clone()], text)
    }
}

/// A name (SN630, RAID5, 90-10) of a text, with where it is.
#[derive(Clone)]
pub struct LocatedName {
    pub name: Name,
    /// [`Name::key`], computed once.
    pub key: String,
    pub sentence: usize,
    pub location: Location,
}

/// A sentence of a text: which block it is in, and how many characters it has.
#[derive(Clone)]
pub struct Sentence {
    pub block: usize,
    pub chars: usize,
}

/// One text, read.
#[derive(Clone)]
pub struct Text<'p> {
    pub lang: String,
    pub prose: &'p Prose,
    /// Figures and numbers written in another language's format, in reading order.
    pub figures: Vec<Located>,
    /// Counts, versions, years: numbers that are not figures.
    pub others: Vec<Located>,
    pub names: Vec<LocatedName>,
    pub debris: Vec<(Debris, Location)>,
    pub sentences: Vec<Sentence>,
    /// For each block, its first sentence (an index into `sentences`).
    pub first_sentence: Vec<usize>,
    /// Characters before each sentence (and, last, the whole text's): a part's length in O(1).
    chars_before: Vec<usize>,
    /// Headings, and front-matter strings, before each block (and in all).
    headings_before: Vec<usize>,
    fronts_before: Vec<usize>,
    /// Its names' keys ([`super::prose_numbers::Name::key`]), and the keys of its words and of
    /// each two neighbouring words (`raid5` for "RAID 5"), for finding a name written apart.
    pub name_keys: std::collections::HashSet<String>,
    /// Names written apart, by their word lowercased, when the text writes that word before
    /// a number only: `epyc` → `EPYC 9554`, `update` → `Update 1`; a translation's number after
    /// that word must make one of them. (A word also written alone, as `NVMe` of `NVMe SSD`
    /// beside `NVMe 1.3`, may have any number after it in a translation that reorders.)
    pub names_apart: HashMap<String, Vec<String>>,
    /// Its cardinal number words (`vier`, `två dussin`), in the words of its language's
    /// `numbers.ftl`, in reading order.
    pub cardinals: Vec<LocatedCardinal<'p>>,
}

/// A run of cardinal number words of a text, with where it is.
#[derive(Clone)]
pub struct LocatedCardinal<'p> {
    pub run: CardinalRun<'p>,
    pub block: usize,
    /// Where the run starts in its block's text.
    pub offset: usize,
    /// Index into [`Text::sentences`].
    pub sentence: usize,
}

impl<'p> Text<'p> {
    pub fn read(
        lang: &str,
        prose: &'p Prose,
        style: &NumberStyle,
        words: &NumberWords,
    ) -> Text<'p> {
        let mut text = Text {
            lang: lang.to_string(),
            prose,
            figures: Vec::new(),
            others: Vec::new(),
            names: Vec::new(),
            debris: Vec::new(),
            sentences: Vec::new(),
            first_sentence: Vec::new(),
            chars_before: Vec::new(),
            headings_before: Vec::new(),
            fronts_before: Vec::new(),
            name_keys: Default::default(),
            names_apart: HashMap::new(),
            cardinals: Vec::new(),
        };
        let reads_cardinals = words.knows_cardinals();
        let mut apart_counts: HashMap<String, usize> = HashMap::new();
        for (index, block) in prose.blocks.iter().enumerate() {
            let first = text.sentences.len();
            text.first_sentence.push(first);
            for sentence in 0..block.sentence_count() {
                let (_, sentence_text) = block.sentence_span(sentence);
                text.sentences
                    .push(Sentence { block: index, chars: sentence_text.chars().count() });
            }
            if block.sentence_count() == 0 {
                text.sentences.push(Sentence { block: index, chars: 0 });
            }
            if reads_cardinals {
                for sentence in 0..block.sentence_count() {
                    let (offset, sentence_text) = block.sentence_span(sentence);
                    text.cardinals.extend(words.cardinal_runs(sentence_text).into_iter().map(
                        |run| LocatedCardinal {
                            block: index,
                            offset: offset + run.start,
                            sentence: first + sentence,
                            run,
                        },
                    ));
                }
            }
            let keys: Vec<String> = block
                .text
                .split_whitespace()
                .map(super::prose_numbers::compact_key)
                .filter(|w| !w.is_empty())
                .collect();
            text.name_keys.extend(keys.windows(2).map(|pair| pair.concat()));
            text.name_keys.extend(keys);
            let found = scan(&block.text, style);
            for piece in found.debris {
                let location = prose.location(block, piece.start);
                text.debris.push((piece, location));
            }
            for name in found.names {
                // A time of day is one key however it is written (`2:30 am`, `02:30`).
                let key =
                    super::prose_numbers::time_of_day_key(&name.text, &block.text[name.end..])
                        .unwrap_or_else(|| name.key());
                text.name_keys.insert(key.clone());
                let sentence = first + block.sentence_at(name.start);
                text.names.push(LocatedName {
                    location: prose.location(block, name.start),
                    name,
                    key,
                    sentence,
                });
            }
            for number in found.numbers.iter().filter(|n| n.unit.is_none()) {
                if let Some(word) = super::prose_numbers::completes_name(&block.text, number.start)
                {
                    let name = format!("{word} {}", name_token(&block.text, number.start));
                    let word = word.to_lowercase();
                    *apart_counts.entry(word.clone()).or_insert(0) += 1;
                    let forms = text.names_apart.entry(word).or_default();
                    if !forms.contains(&name) {
                        forms.push(name);
                    }
                }
            }
            // Each number's own words run from the number before it to the number after it.
            let bounds: Vec<(usize, usize)> =
                found.numbers.iter().map(|n| (n.start, n.end)).collect();
            for (position, mut number) in found.numbers.into_iter().enumerate() {
                let in_block = block.sentence_at(number.start);
                let (sentence_start, sentence_text) = block.sentence_span(in_block);
                let sentence_end = sentence_start + sentence_text.len();
                let near_start =
                    position.checked_sub(1).map(|p| bounds[p].1).unwrap_or(0).max(sentence_start);
                let near_end = bounds
                    .get(position + 1)
                    .map(|b| b.0)
                    .unwrap_or(block.text.len())
                    .min(sentence_end)
                    .max(near_start);
                if words.says_about(&block.text[..number.start]) {
                    number.read_as_rounded();
                }
                let located = Located {
                    near: near_start..near_end,
                    sentence_span: sentence_start..sentence_end,
                    block: index,
                    sentence: first + in_block,
                    location: prose.location(block, number.start),
                    number,
                };
                if located.number.kind == NumberKind::Other {
                    text.others.push(located);
                } else {
                    text.figures.push(located);
                }
            }
        }
        let lowercase: Vec<String> = prose.blocks.iter().map(|b| b.text.to_lowercase()).collect();
        text.names_apart.retain(|word, _| {
            lowercase.iter().map(|block| whole_words(block, word)).sum::<usize>()
                <= apart_counts[word]
        });
        let mut total = 0;
        for sentence in &text.sentences {
            text.chars_before.push(total);
            total += sentence.chars;
        }
        text.chars_before.push(total);
        let (mut headings, mut fronts) = (0, 0);
        for block in &prose.blocks {
            text.headings_before.push(headings);
            text.fronts_before.push(fronts);
            headings += usize::from(block.heading);
            fronts += usize::from(block.front);
        }
        text.headings_before.push(headings);
        text.fronts_before.push(fronts);
        text
    }

    /// This text without its numbers, names and number words that start in `spans` (a
    /// block and a byte range of its text each): parts another reading accounts for.
    pub fn without(&self, spans: &[(usize, std::ops::Range<usize>)]) -> Text<'p> {
        let inside =
            |block: usize, at: usize| spans.iter().any(|(b, r)| *b == block && r.contains(&at));
        let mut text = self.clone();
        text.figures.retain(|f| !inside(f.block, f.number.start));
        text.others.retain(|o| !inside(o.block, o.number.start));
        let sentences = &self.sentences;
        text.names.retain(|n| !inside(sentences[n.sentence].block, n.name.start));
        text.cardinals.retain(|c| !inside(c.block, c.offset));
        text
    }

    /// The text of sentence `sentence` (empty past the end).
    pub fn sentence_text(&self, sentence: usize) -> &str {
        let Some(located) = self.sentences.get(sentence) else { return "" };
        let block = &self.prose.blocks[located.block];
        block.sentence_span(sentence - self.first_sentence[located.block]).1
    }

    /// The line sentence `sentence` starts on (not its paragraph's first line: a paragraph
    /// of the Markdown may run over several lines); 1 past the end.
    pub fn line_of_sentence(&self, sentence: usize) -> usize {
        let Some(block_index) = self.sentences.get(sentence).map(|s| s.block) else { return 1 };
        let block = &self.prose.blocks[block_index];
        let (start, text) = block.sentence_span(sentence - self.first_sentence[block_index]);
        // From its first word: the space before it may be the line break before its line.
        let first_word = start + (text.len() - text.trim_start().len());
        self.prose.location(block, first_word).line
    }

    /// How many headings, and front-matter strings, blocks `blocks` hold.
    pub fn headings_and_fronts(&self, blocks: &std::ops::Range<usize>) -> (usize, usize) {
        (
            self.headings_before[blocks.end] - self.headings_before[blocks.start],
            self.fronts_before[blocks.end] - self.fronts_before[blocks.start],
        )
    }

    /// How many characters sentences `sentences` have.
    pub fn chars_of(&self, sentences: &std::ops::Range<usize>) -> usize {
        self.chars_before[sentences.end] - self.chars_before[sentences.start]
    }

    pub fn file_name(&self) -> String {
        self.prose.file.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default()
    }

    /// The figures of sentences `sentences` (they are kept in reading order, so these are
    /// one run of them).
    pub fn figures_in(&self, sentences: &std::ops::Range<usize>) -> &[Located] {
        in_sentences(&self.figures, sentences, |f| f.sentence)
    }

    pub fn others_in(&self, sentences: &std::ops::Range<usize>) -> &[Located] {
        in_sentences(&self.others, sentences, |o| o.sentence)
    }

    /// The figures and then the other numbers of `sentences`.
    pub fn numbers_in(&self, sentences: &std::ops::Range<usize>) -> Vec<&Located> {
        self.figures_in(sentences).iter().chain(self.others_in(sentences)).collect()
    }

    pub fn names_in(&self, sentences: &std::ops::Range<usize>) -> &[LocatedName] {
        in_sentences(&self.names, sentences, |n| n.sentence)
    }

    pub fn cardinals_in(&self, sentences: &std::ops::Range<usize>) -> &[LocatedCardinal<'p>] {
        in_sentences(&self.cardinals, sentences, |c| c.sentence)
    }

    /// The sentences of blocks `blocks`.
    pub fn sentences_of(&self, blocks: std::ops::Range<usize>) -> std::ops::Range<usize> {
        let start = self.first_sentence.get(blocks.start).copied().unwrap_or(self.sentences.len());
        let end = self.first_sentence.get(blocks.end).copied().unwrap_or(self.sentences.len());
        start..end
    }
}

/// How many times `word` stands in `text` as a whole word (letters, digits and hyphens).
pub(crate) fn whole_words(text: &str, word: &str) -> usize {
    let part_of_word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '-');
    text.match_indices(word)
        .filter(|(at, _)| {
            !part_of_word(text[..*at].chars().next_back())
                && !part_of_word(text[at + word.len()..].chars().next())
        })
        .count()
}

fn in_sentences<'a, T>(
    items: &'a [T],
    sentences: &std::ops::Range<usize>,
    sentence: impl Fn(&T) -> usize,
) -> &'a [T] {
    let start = items.partition_point(|item| sentence(item) < sentences.start);
    let end = items.partition_point(|item| sentence(item) < sentences.end);
    &items[start..end.max(start)]
}

/// The words around a figure, lowercased: its sentence, its paragraph, and the paragraph
/// with only letters and digits (`sql8020` for "SQL 80-20", to find labels written with
/// other punctuation).
pub struct Context {
    pub near: String,
    pub sentence: String,
    pub paragraph: String,
    pub compact_near: String,
    pub compact_sentence: String,
    pub compact_paragraph: String,
}

impl Context {
    /// The words of whole sentences, where no figure's place among them is known (the source
    /// sentences a translated sentence renders), and of their paragraph.
    pub fn of_sentences(sentences: &str, paragraph: &str) -> Context {
        Context::new("", sentences, paragraph)
    }

    fn new(near: &str, sentence: &str, paragraph: &str) -> Context {
        let (near, sentence, paragraph) =
            (near.to_lowercase(), sentence.to_lowercase(), paragraph.to_lowercase());
        Context {
            compact_near: super::prose_numbers::compact_key(&near),
            compact_sentence: super::prose_numbers::compact_key(&sentence),
            compact_paragraph: super::prose_numbers::compact_key(&paragraph),
            near,
            sentence,
            paragraph,
        }
    }
}

/// What a number of a source text says, for a translation's number to be matched with one
/// of the same kind: a number followed by a counter (`8 台`) renders a count, not a version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Says {
    /// A count in digits or a cardinal word (`4 SSD`, `8 VMs`, `64-core`, `four`): what a
    /// translation writes with a counter, and must give.
    Cardinal,
    /// Something else that may count things: `dual`, `both`, `twice`, a year, a whole figure
    /// without a unit.
    Count,
    /// The 1 of "each", "per", "every" and "another", which a translation may write
    /// (`1 ノードあたり`, `もう 1 つ`) or not.
    Each,
    /// Not a count: a version (`vSAN 8`), a size (`2.5-inch`), digits glued to letters
    /// (`10GbE`, `1U`, `4K`), a figure with a unit, a month.
    Other,
}

/// Numbers a source language writes as words, which a translation may write in digits:
/// month names (from CLDR, through ICU's date formatter) and, for English, number words.
pub struct NumberWords {
    words: HashMap<String, (f64, Says)>,
    /// The words that join the last two items of a list (CLDR's list patterns: `and`, `et`,
    /// `und`): a number before one is a list's item, not a quantity that word measures.
    conjunctions: Vec<String>,
    /// The words that join two alternatives (CLDR's "or" list patterns: `or`, `ou`, `oder`).
    alternatives: Vec<String>,
    /// [`NumberWords::joins_a_range`], [`NumberWords::opens_a_range`].
    range_words: Vec<String>,
    range_openers: Vec<String>,
    /// Units by key with their names in words (`tb` → `terabyte`), from the language's
    /// strings (attribute `.words` of `unit-<key>`): "a terabyte" is one of the unit.
    unit_names: HashMap<String, String>,
    /// The word the language writes for a number before a noun (`4` → `vier`), from its
    /// `numbers.ftl`: what to suggest where a number word stands in another's place.
    word_for: HashMap<u32, String>,
    /// The words for "dozen" (`dozen`, `Dutzend`), which multiply the number word before them.
    dozens: Vec<String>,
    /// Whether the language writes a date's day before its month (`22 novembre 2001`, not
    /// `November 22, 2001`), by CLDR's long date: how its dates in digits are read.
    pub day_first: bool,
    /// The words CLDR's long date writes between its parts (`de` of `22 de noviembre de
    /// 2001`): a date's day, month and year may stand apart by one of them.
    date_fillers: Vec<String>,
    /// The marks after a long date's year, month and day where it writes all three in digits
    /// (`年`, `月`, `日` of `2001年11月22日`; `년`, `월`, `일`).
    date_marks: Option<[String; 3]>,
    /// The words written before a figure the text rounds (`about`, `ruim`, `cerca de`), from
    /// the language's `numbers.ftl` (`number-about`), English's built in.
    about: Vec<String>,
    /// The words written before the figure or name a comparison measures against
    /// (`against`, `gegenüber`), and after it (Turkish `karşı`, Korean `대비`), from the
    /// language's `numbers.ftl` (`number-against`, `number-against-after`), English's built in.
    against: Vec<String>,
    against_after: Vec<String>,
    /// Whether the language's fractions in words are read ([`NumberWords::fractions_in`]):
    /// English's, built in.
    fractions: bool,
}

/// Where a language writes a word of comparison: before the figure or name compared against
/// (`8.3 GB/s against 9.98 GB/s`), or after it (`9.98 GB/s 대비 8.3 GB/s`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComparedAgainst {
    /// The word stands before what is compared against.
    After,
    /// The word stands after what is compared against.
    Before,
}

/// Cardinal number words in a row (`vier`, `två dussin`), as [`NumberWords::cardinal_runs`]
/// finds them.
#[derive(Debug, Clone, PartialEq)]
pub struct CardinalRun<'t> {
    /// Where it starts in the text it was found in (a byte offset).
    pub start: usize,
    pub text: &'t str,
    /// What the run says: its one word's value, or its words' product.
    pub value: f64,
    /// Each word, as written, with its own value.
    pub words: Vec<RunWord<'t>>,
}

/// A word of a [`CardinalRun`].
#[derive(Debug, Clone, PartialEq)]
pub struct RunWord<'t> {
    pub text: &'t str,
    pub value: f64,
    /// Whether it is a word for "dozen" (`dussin`), which counts only after a number word.
    pub dozen: bool,
}

/// The words of `text` (runs of letters), each with its byte offset.
fn words_with_offsets(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut start = None;
    // An apostrophe between two letters is in the word (Ukrainian `п’ять`, five).
    let in_word = move |at: usize, c: char| {
        in_a_word(c)
            || APOSTROPHES_IN_WORDS.contains(&c)
                && text[..at].ends_with(char::is_alphabetic)
                && text[at + c.len_utf8()..].starts_with(char::is_alphabetic)
    };
    text.char_indices().chain(std::iter::once((text.len(), ' '))).filter_map(move |(at, c)| match (
        at < text.len() && in_word(at, c),
        start,
    ) {
        (true, None) => {
            start = Some(at);
            None
        }
        (false, Some(from)) => {
            start = None;
            Some((from, &text[from..at]))
        }
        _ => None,
    })
}

/// The apostrophes typed inside a word (`п’ять`, `п'ять`, `пʼять`: Ukrainian writes one in
/// its number words, and keyboards give any of the three).
const APOSTROPHES_IN_WORDS: [char; 3] = ['\'', '’', 'ʼ'];

/// `word` as number words are looked up: lowercased, its apostrophes all one.
fn word_key(word: &str) -> String {
    word.chars()
        .flat_map(char::to_lowercase)
        .map(|c| if APOSTROPHES_IN_WORDS.contains(&c) { '\'' } else { c })
        .collect()
}

/// Whether `word` is written in capitals throughout, two letters or more (`SATA`): an
/// acronym, not a number word that spells the same (Finnish `sata`, a hundred). A script
/// without case (Devanagari `दस`, Arabic, Thai) writes no capitals: its words are no acronyms.
fn in_capitals(word: &str) -> bool {
    word.chars().filter(|c| c.is_uppercase()).count() >= 2
        && word.chars().all(|c| !c.is_lowercase())
}

/// Whether `word` is one of the lowercased `words`, whatever its case.
fn one_of(words: &[String], word: &str) -> bool {
    words.contains(&word.to_lowercase())
}

/// English cardinal number words. CLDR's data has no spelled-out numbers that ICU4X can
/// parse, and English is the source language of nearly every review, so they are listed here.
const ENGLISH_CARDINALS: &[(&str, f64)] = &[
    ("zero", 0.0),
    ("one", 1.0),
    ("two", 2.0),
    ("three", 3.0),
    ("four", 4.0),
    ("five", 5.0),
    ("six", 6.0),
    ("seven", 7.0),
    ("eight", 8.0),
    ("nine", 9.0),
    ("ten", 10.0),
    ("eleven", 11.0),
    ("twelve", 12.0),
    ("thirteen", 13.0),
    ("fourteen", 14.0),
    ("fifteen", 15.0),
    ("sixteen", 16.0),
    ("seventeen", 17.0),
    ("eighteen", 18.0),
    ("nineteen", 19.0),
    ("twenty", 20.0),
    ("thirty", 30.0),
    ("forty", 40.0),
    ("fifty", 50.0),
    ("sixty", 60.0),
    ("seventy", 70.0),
    ("eighty", 80.0),
    ("ninety", 90.0),
    ("hundred", 100.0),
    ("thousand", 1000.0),
];

/// Other English words that say a number, without counting things one by one.
const ENGLISH_NUMBER_WORDS: &[(&str, f64)] = &[
    ("dozen", 12.0),
    ("dozens", 12.0),
    ("single", 1.0),
    ("dual", 2.0),
    ("double", 2.0),
    ("twin", 2.0),
    ("both", 2.0),
    ("pair", 2.0),
    ("triple", 3.0),
    ("quad", 4.0),
    ("first", 1.0),
    ("second", 2.0),
    ("third", 3.0),
    ("fourth", 4.0),
    ("fifth", 5.0),
    ("once", 1.0),
    ("twice", 2.0),
    ("doubling", 2.0),
    ("doubled", 2.0),
    ("doubles", 2.0),
    ("tripled", 3.0),
    ("quadrupled", 4.0),
    ("thrice", 3.0),
];

/// The English words of a 1 that a translation may leave out or write (`1 ノードあたり`,
/// `もう 1 つ`).
const ENGLISH_EACH: &[&str] = &["another", "each", "per", "every"];

/// What English writes before the figure or name a comparison measures against (`8.3 GB/s
/// against 9.98 GB/s`, `67% … instead of 50%`). Not `than` nor `over`, which also say a
/// bound (`more than 4`, `over 25 W`).
const ENGLISH_AGAINST: &[&str] = &[
    "against",
    "versus",
    "vs",
    "vs.",
    "compared with",
    "compared to",
    "instead of",
    "rather than",
    "in place of",
    "relative to",
];

/// What English writes before a figure it rounds (`about 442,000 IOPS` for 442,089 IOPS).
const ENGLISH_ABOUT: &[&str] = &[
    "about",
    "around",
    "roughly",
    "approximately",
    "nearly",
    "almost",
    "some",
    "over",
    "under",
    "more than",
    "less than",
    "just over",
    "just under",
    "circa",
    "ca.",
    "~",
    "≈",
];

/// The English words that join the ends of a range (`4 to 8`), and those that open one
/// whose ends are joined by "and" (`between 4 and 8`) or "to" (`from 4 to 8`).
const ENGLISH_RANGE_WORDS: &[&str] = &["to", "through", "thru"];
const ENGLISH_RANGE_OPENERS: &[&str] = &["between", "from"];

/// The marks after the year, the month and the day of `long_date`, CLDR's long date of
/// 2001-11-22, where it writes all three in digits, each followed by a mark (`2001年11月22日`,
/// `2001년 11월 22일`); none where it names the month (`22 novembre 2001`).
fn date_marks(long_date: &str) -> Option<[String; 3]> {
    let mut marks = Vec::new();
    let mut rest = long_date.trim();
    for digits in ["2001", "11", "22"] {
        rest = rest.strip_prefix(digits)?.trim_start();
        let mark: String =
            rest.chars().take_while(|c| !c.is_whitespace() && !c.is_ascii_digit()).collect();
        if mark.is_empty() {
            return None;
        }
        rest = rest[mark.len()..].trim_start();
        marks.push(mark);
    }
    let [year, month, day] = <[String; 3]>::try_from(marks).ok()?;
    rest.is_empty().then_some([year, month, day])
}

/// The dates `text` writes with each part in digits before its mark (`marks`: `年`, `月`,
/// `日`), spaces allowed around them (`2019 年 3 月 5 日`), with the bytes each spans.
fn marked_dates(text: &str, marks: &[String; 3]) -> Vec<(std::ops::Range<usize>, [u32; 3])> {
    // The digits at `at` (within `range`) and their mark after them: the value and the
    // offset after the mark and the spaces that follow it.
    let part =
        |at: usize, mark: &str, range: std::ops::RangeInclusive<u32>| -> Option<(u32, usize)> {
            let digits = text[at..].chars().take_while(char::is_ascii_digit).count();
            let value = text[at..at + digits].parse::<u32>().ok().filter(|v| range.contains(v))?;
            let after = text[at + digits..].trim_start();
            let after = after.strip_prefix(mark)?;
            let end = text.len() - after.len();
            Some((value, end))
        };
    let skip_spaces = |at: usize| text.len() - text[at..].trim_start().len();
    let mut dates = Vec::new();
    for (at, _) in text.char_indices().filter(|(at, c)| {
        c.is_ascii_digit() && !text[..*at].ends_with(|p: char| p.is_ascii_digit())
    }) {
        // The year, or none (`3月5日`: 0), then the month and the day.
        let (year, month_at) = match part(at, &marks[0], 1000..=2999) {
            Some((year, after_year)) => (year, skip_spaces(after_year)),
            // Not a month and day that follow a year (read with it already).
            None if !text[..at].trim_end().ends_with(marks[0].as_str()) => (0, at),
            None => continue,
        };
        let Some((month, after_month)) = part(month_at, &marks[1], 1..=12) else {
            continue;
        };
        let Some((day, end)) = part(skip_spaces(after_month), &marks[2], 1..=31) else { continue };
        dates.push((at..end, [year, month, day]));
    }
    dates
}

/// The words of twelve dates, one per month in order, that only one of them has (`january`
/// of `January 15, 2001`, `jan` of `Jan 15, 2001`), with that month's number.
fn month_names(dates: &[String]) -> Vec<(String, f64)> {
    let words: Vec<Vec<String>> = dates
        .iter()
        .map(|date| {
            date.split(|c: char| !in_a_word(c))
                .filter(|w| !w.is_empty())
                .map(str::to_lowercase)
                .collect()
        })
        .collect();
    let mut names = Vec::new();
    for (index, month_words) in words.iter().enumerate() {
        for word in month_words {
            if words.iter().filter(|other| other.contains(word)).count() == 1 {
                names.push((word.clone(), (index + 1) as f64));
            }
        }
    }
    names
}

impl NumberWords {
    pub fn for_localizer(localizer: &Localizer) -> NumberWords {
        let mut words = HashMap::new();
        let (mut range_words, mut range_openers) = (Vec::new(), Vec::new());
        if localizer.locale().starts_with("en") {
            words.extend(
                ENGLISH_CARDINALS
                    .iter()
                    .map(|(word, value)| (word.to_string(), (*value, Says::Cardinal))),
            );
            words.extend(
                ENGLISH_NUMBER_WORDS
                    .iter()
                    .map(|(word, value)| (word.to_string(), (*value, Says::Count))),
            );
            words.extend(ENGLISH_EACH.iter().map(|word| (word.to_string(), (1.0, Says::Each))));
            range_words.extend(ENGLISH_RANGE_WORDS.iter().map(|w| w.to_string()));
            range_openers.extend(ENGLISH_RANGE_OPENERS.iter().map(|w| w.to_string()));
        }
        // The language's own number words (`numbers.ftl`): English's are above, any other's
        // are written by its translator (CLDR has none a library reads).
        let mut word_for = HashMap::new();
        for (word, number) in localizer.number_words() {
            word_for.entry(number).or_insert_with(|| word.clone());
            words.entry(word_key(&word)).or_insert((f64::from(number), Says::Cardinal));
        }
        let mut dozens: Vec<String> = localizer.dozen_words().iter().map(|w| word_key(w)).collect();
        if localizer.locale().starts_with("en") {
            dozens.extend(["dozen".to_string(), "dozens".to_string()]);
        }
        for word in &dozens {
            words.entry(word.clone()).or_insert((12.0, Says::Count));
        }
        // A month's name is the word of its date that no other month's date has.
        let mid_month = (1..=12i8).map(|month| jiff::civil::date(2001, month, 15));
        let long: Vec<String> = mid_month.clone().map(|date| localizer.format_date(date)).collect();
        for (word, month) in month_names(&long) {
            words.insert(word, (month, Says::Other));
        }
        // English sources abbreviate months (`Jan. 1, 2005 through Dec. 31, 2005`), which a
        // translation writes in its own words or digits: CLDR's abbreviated names, from its
        // medium date, where no word has them already. (Only English's: in a translation,
        // another language's abbreviations are words of its own, `set`, `mar`, `sept`.)
        if localizer.locale().starts_with("en") {
            for (word, month) in month_names(&localizer.format_medium_dates(mid_month)) {
                words.entry(word).or_insert((month, Says::Other));
            }
        }
        // The day before the month in the long date (`22. November 2001`, `22 listopada`), the
        // month first (`November 22, 2001`, `2001年11月22日`): the day's digits before the
        // month's name or digits.
        let day_first = {
            let long = localizer.format_date(jiff::civil::date(2001, 11, 22));
            let day = long.find("22");
            let month = long.find("11").or_else(|| long.find(char::is_alphabetic));
            matches!((day, month), (Some(day), Some(month)) if day < month)
        };
        let long_date = localizer.format_date(jiff::civil::date(2001, 11, 22));
        let date_fillers = long_date
            .split(|c: char| !in_a_word(c))
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .filter(|w| words.get(w).is_none_or(|(_, says)| *says != Says::Other))
            .collect();
        let date_marks = date_marks(&long_date);
        let words_of = |joined: String| {
            joined
                .split(|c: char| !in_a_word(c))
                .filter(|w| !w.is_empty())
                .map(str::to_lowercase)
                .collect::<Vec<String>>()
        };
        let conjunctions = words_of(localizer.format_list(&["1", "2"]));
        let alternatives = words_of(localizer.format_or_list(&["1", "2"]));
        let unit_names = iopress_site::data::units::Unit::all()
            .filter_map(|unit| {
                Some((unit.key().to_string(), localizer.unit_name_in_words(unit.key())?))
            })
            .collect();
        let mut about = localizer.about_words();
        let (mut against, against_after) = localizer.against_words();
        if localizer.locale().starts_with("en") {
            about.extend(ENGLISH_ABOUT.iter().map(|w| w.to_string()));
            against.extend(ENGLISH_AGAINST.iter().map(|w| w.to_string()));
        }
        NumberWords {
            words,
            conjunctions,
            alternatives,
            range_words,
            range_openers,
            unit_names,
            word_for,
            dozens,
            day_first,
            date_fillers,
            date_marks,
            about,
            against,
            against_after,
            fractions: localizer.locale().starts_with("en"),
        }
    }

    /// The name in words of the unit `key` (`terabyte`), when the language's strings give it.
    pub fn unit_name(&self, key: &str) -> Option<&str> {
        self.unit_names.get(key).map(String::as_str)
    }

    /// Whether `word` joins the items of a list in this language (`and`).
    pub fn is_conjunction(&self, word: &str) -> bool {
        one_of(&self.conjunctions, word)
    }

    /// Whether `between`, the text between two numbers, joins them as alternatives in this
    /// language (`0 or -1`, `0 oder -1`, `4, ou 8`): its "or" alone, a comma or a sign aside.
    pub fn joins_alternatives(&self, between: &str) -> bool {
        let words: Vec<&str> =
            between.split(|c: char| !in_a_word(c)).filter(|w| !w.is_empty()).collect();
        let [word] = words[..] else { return false };
        one_of(&self.alternatives, word)
    }

    /// Whether `word` joins the ends of a range in this language (`to`); known for English.
    pub fn joins_a_range(&self, word: &str) -> bool {
        self.range_words.iter().any(|w| w.eq_ignore_ascii_case(word))
    }

    /// Whether `word` opens a range whose ends a conjunction or a range word joins
    /// (`between 4 and 8`, `from 4 to 8`); known for English.
    pub fn opens_a_range(&self, word: &str) -> bool {
        self.range_openers.iter().any(|w| w.eq_ignore_ascii_case(word))
    }

    /// Whether this language's word for one is known (English's `one`): where it is not, a
    /// translation's 1 may be the "each" of a phrase (`1 ノードあたり`).
    pub fn knows_one(&self) -> bool {
        self.words.values().any(|&(value, says)| value == 1.0 && says == Says::Cardinal)
    }

    /// Whether `before`, the text before a number, ends with a word this language writes
    /// before a figure it rounds (`ruim` of `ruim 442.000 IOPS`), as a word of its own.
    pub fn says_about(&self, before: &str) -> bool {
        // The last few words are enough: the longest phrase is a few words long.
        let tail_start = before.char_indices().rev().nth(32).map_or(0, |(at, _)| at);
        let before = before[tail_start..].trim_end_matches(SPACES).to_lowercase();
        self.about.iter().any(|phrase| {
            // A word of a language written with spaces starts after one (`ruim`, not the end
            // of `geruim`); Chinese and Japanese write theirs against the word before (`平均約`).
            let spaced = phrase.starts_with(|c: char| {
                c.is_alphabetic() && !super::prose_numbers::joins_without_a_space(c)
            });
            // A sign is no word of rounding after a number: `5~10` is a range.
            before.strip_suffix(phrase.as_str()).is_some_and(|rest| {
                if spaced {
                    !rest.ends_with(char::is_alphanumeric)
                } else {
                    !rest.trim_end_matches(SPACES).ends_with(char::is_numeric)
                }
            })
        })
    }

    /// The words of comparison of `text` (`against`, `gegenüber`, `karşı`), each with where
    /// it starts in `text` and on which side of it this language writes what is compared
    /// against. A word of a language written with spaces is a word of its own (`gegen`, not
    /// the start of `gegenüber`); one of a script written without (`대비`, `に対して`) may
    /// touch the words around it. A word within a longer one found (`vs` of `vs.`) is not
    /// counted again.
    pub fn comparison_words(&self, text: &str) -> Vec<(usize, ComparedAgainst)> {
        let lower = text.to_lowercase();
        // Lowercasing may change a text's length (`İ`): where it does, no offsets are given.
        if lower.len() != text.len() {
            return Vec::new();
        }
        let mut found: Vec<(std::ops::Range<usize>, ComparedAgainst)> = Vec::new();
        let lists = [
            (&self.against, ComparedAgainst::After),
            (&self.against_after, ComparedAgainst::Before),
        ];
        let spaced =
            |c: char| c.is_alphanumeric() && !super::prose_numbers::joins_without_a_space(c);
        for (phrases, side) in lists {
            for phrase in phrases.iter().filter(|p| !p.is_empty()) {
                let starts_spaced = phrase.starts_with(spaced);
                let ends_spaced = phrase.ends_with(spaced);
                for (at, _) in lower.match_indices(phrase.as_str()) {
                    let end = at + phrase.len();
                    let before_ok =
                        !starts_spaced || !lower[..at].ends_with(|c: char| c.is_alphanumeric());
                    let after_ok =
                        !ends_spaced || !lower[end..].starts_with(|c: char| c.is_alphanumeric());
                    if before_ok && after_ok {
                        found.push((at..end, side));
                    }
                }
            }
        }
        let within_another = |r: &std::ops::Range<usize>| {
            found.iter().any(|(o, _)| o != r && o.start <= r.start && r.end <= o.end)
        };
        let mut words: Vec<(usize, ComparedAgainst)> = found
            .iter()
            .filter(|(r, _)| !within_another(r))
            .map(|(r, side)| (r.start, *side))
            .collect();
        words.sort_by_key(|(at, _)| *at);
        words.dedup();
        words
    }

    /// Whether this language's cardinal number words are known (English's built in, or its
    /// `numbers.ftl`), not only its months.
    pub fn knows_cardinals(&self) -> bool {
        !self.word_for.is_empty() || self.words.contains_key("two")
    }

    /// The word this language writes for `value` before a noun (`vier`), if its
    /// `numbers.ftl` gives one.
    pub fn word_for(&self, value: f64) -> Option<&str> {
        if value.fract() != 0.0 || !(0.0..=f64::from(u32::MAX)).contains(&value) {
            return None;
        }
        self.word_for.get(&(value as u32)).map(String::as_str)
    }

    /// The runs of cardinal words of `text`, each with where it starts in `text`, as written,
    /// and its value: one word's, or, for words in a row, the first's times a larger one
    /// (`två dussin` is 24) or plus a smaller one (`dvacet čtyři` is 24), with each word's
    /// own value. A word for "dozen" only follows a number word: alone (`ein Dutzend`) it is a
    /// rough count, as English's "a dozen".
    pub fn cardinal_runs<'t>(&self, text: &'t str) -> Vec<CardinalRun<'t>> {
        let mut runs: Vec<CardinalRun<'t>> = Vec::new();
        let mut previous_end = None;
        for (start, word) in words_with_offsets(text) {
            let lowercase = word_key(word);
            let known = self.words.get(&lowercase).copied().filter(|_| !in_capitals(word));
            let Some((value, says)) = known else {
                previous_end = None;
                continue;
            };
            let dozen = self.dozens.contains(&lowercase);
            let end = start + word.len();
            // Only blanks between this word and the run's last one: the same run.
            let follows = previous_end.is_some_and(|e: usize| text[e..start].trim().is_empty());
            match runs.last_mut() {
                Some(run) if follows && (says == Says::Cardinal || dozen) => {
                    run.text = &text[run.start..end];
                    let last = run.words.last().map_or(value, |w| w.value);
                    if value > last {
                        run.value *= value;
                    } else {
                        run.value += value;
                    }
                    run.words.push(RunWord { text: word, value, dozen });
                }
                _ if says != Says::Cardinal => {
                    previous_end = None;
                    continue;
                }
                _ => runs.push(CardinalRun {
                    start,
                    text: &text[start..end],
                    value,
                    words: vec![RunWord { text: word, value, dozen }],
                }),
            }
            previous_end = Some(end);
        }
        runs
    }

    /// The dates `text` writes with a month's name, the day in digits beside it and the year
    /// after (`March 5, 2019`, `5 March 2019`), as year, month and day: dates that say which
    /// part is the month, whatever the language's order.
    pub fn word_dates(&self, text: &str) -> Vec<[u32; 3]> {
        self.dates_in(text).into_iter().map(|(_, date)| date).collect()
    }

    /// The dates `text` writes with a month's name (`March 5, 2019`, `5 de marzo de 2019`)
    /// or with each part marked as its language's long date marks it (`2019年3月5日`), with
    /// the bytes each spans: dates that say which part is the month, whatever the order. A
    /// date without a year (`February 10`, `3月5日`) has the year 0.
    pub fn dates_in(&self, text: &str) -> Vec<(std::ops::Range<usize>, [u32; 3])> {
        let mut tokens: Vec<(usize, &str)> = Vec::new();
        let mut start = None;
        for (at, c) in text.char_indices().chain([(text.len(), ' ')]) {
            match (c.is_whitespace() || c == ',', start) {
                (true, Some(from)) => {
                    tokens.push((from, &text[from..at]));
                    start = None;
                }
                (false, None) => start = Some(at),
                _ => {}
            }
        }
        let filler =
            |at: usize| tokens.get(at).is_some_and(|(_, token)| one_of(&self.date_fillers, token));
        // The token at `at`, or the one after a filler, going `step` (+1 or -1).
        let part = |at: usize, step: isize| -> Option<usize> {
            let next = at.checked_add_signed(step)?;
            if filler(next) {
                next.checked_add_signed(step)
            } else {
                Some(next)
            }
        };
        let number = |at: Option<usize>, range: std::ops::RangeInclusive<u32>| {
            let at = at?;
            let (start, token) = tokens.get(at)?;
            let token = token.trim_end_matches(['.', ';', ':', ')']);
            let value = token.parse::<u32>().ok().filter(|value| range.contains(value))?;
            token
                .chars()
                .all(|c| c.is_ascii_digit())
                .then_some((value, *start..start + token.len()))
        };
        let mut dates = Vec::new();
        for (at, (_, token)) in tokens.iter().enumerate() {
            let word = token.trim_matches(|c: char| !in_a_word(c)).to_lowercase();
            let Some(&(month, Says::Other)) = self.words.get(&word) else { continue };
            let month = month as u32;
            // The day after the month (`March 5, 2019`) or before it (`5 de marzo de 2019`),
            // the year after both.
            let day_after = part(at, 1);
            let after = (day_after, day_after.and_then(|day| part(day, 1)));
            let around = (part(at, -1), part(at, 1));
            // Without a year (`February 10`, `10 лютого`), its year is 0.
            let month_span = tokens[at].0..tokens[at].0 + tokens[at].1.len();
            for (day_at, year_at) in [after, around] {
                let Some((day, day_span)) = number(day_at, 1..=31) else { continue };
                let start = day_span.start.min(month_span.start);
                match number(year_at, 1000..=2999) {
                    Some((year, year_span)) => {
                        dates.push((start..year_span.end, [year, month, day]))
                    }
                    None => dates.push((start..day_span.end.max(month_span.end), [0, month, day])),
                }
            }
        }
        if let Some(marks) = &self.date_marks {
            dates.extend(marked_dates(text, marks));
        }
        dates.sort_by_key(|(span, _)| span.start);
        dates
    }

    /// The fractions `text` writes in words (`half`, `a third`, `four fifths`, `three
    /// quarters`), as values (0.5, 1/3, 0.8, 0.75): a translation writes them as shares
    /// (`80 %`, `75%`) or in digits (`1/3`). A denominator word counts only after a numerator
    /// (`a`, `one`, a cardinal word) but "half", which is one alone: "the third test" and "a
    /// second" are no fractions. English's only.
    pub fn fractions_in(&self, text: &str) -> Vec<f64> {
        if !self.fractions {
            return Vec::new();
        }
        let denominator = |word: &str| -> Option<f64> {
            Some(match word {
                "half" | "halves" => 2.0,
                "third" | "thirds" => 3.0,
                "quarter" | "quarters" | "fourth" | "fourths" => 4.0,
                "fifth" | "fifths" => 5.0,
                "sixth" | "sixths" => 6.0,
                "eighth" | "eighths" => 8.0,
                "tenth" | "tenths" => 10.0,
                _ => return None,
            })
        };
        let mut found = Vec::new();
        let mut previous: Option<String> = None;
        for (_, word) in words_with_offsets(text) {
            let key = word_key(word);
            if let Some(below) = denominator(&key) {
                let numerator = match previous.as_deref() {
                    Some("a" | "an" | "one") => Some(1.0),
                    Some(other) => self
                        .words
                        .get(other)
                        .filter(|(_, says)| *says == Says::Cardinal)
                        .map(|(value, _)| *value),
                    None => None,
                };
                match numerator {
                    Some(above) if above < below => found.push(above / below),
                    None if below == 2.0 => found.push(0.5),
                    _ => {}
                }
            }
            previous = Some(key);
        }
        found
    }

    /// The numbers the words of `text` stand for, and what each says (`two dozen` gives 2
    /// and 24: after a number word, "dozen" only multiplies it, and a translation's 12 is
    /// not what it says; alone, `a dozen` gives 12).
    pub fn in_text(&self, text: &str) -> Vec<(f64, Says)> {
        let mut found = Vec::new();
        let mut previous: Option<(f64, Says)> = None;
        for (_, word) in words_with_offsets(text) {
            let key = word_key(word);
            let value = self.words.get(&key).copied().filter(|_| !in_capitals(word));
            let dozen = self.dozens.contains(&key);
            if let (Some((a, a_says)), Some((b, b_says))) = (previous, value) {
                let says = if a_says == Says::Cardinal && b_says == Says::Cardinal {
                    Says::Cardinal
                } else {
                    Says::Count
                };
                found.push((a * b, says));
                if !dozen {
                    found.push((a + b, says));
                }
            }
            if !(dozen && previous.is_some()) {
                found.extend(value);
            }
            previous = value;
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Number words of a made-up language: cardinals, and words for "dozen".
    fn number_words(cardinals: &[(&str, f64)], dozens: &[&str]) -> NumberWords {
        let mut words: HashMap<String, (f64, Says)> =
            cardinals.iter().map(|(w, v)| (w.to_string(), (*v, Says::Cardinal))).collect();
        words.extend(dozens.iter().map(|w| (w.to_string(), (12.0, Says::Count))));
        NumberWords {
            words,
            conjunctions: Vec::new(),
            alternatives: Vec::new(),
            range_words: Vec::new(),
            range_openers: Vec::new(),
            unit_names: HashMap::new(),
            word_for: cardinals.iter().map(|(w, v)| (*v as u32, w.to_string())).collect(),
            dozens: dozens.iter().map(|w| w.to_string()).collect(),
            day_first: true,
            date_fillers: Vec::new(),
            date_marks: None,
            about: Vec::new(),
            against: Vec::new(),
            against_after: Vec::new(),
            fractions: false,
        }
    }

    #[test]
    fn words_of_comparison_are_found_whole_with_their_side() {
        use ComparedAgainst::{After, Before};
        let mut words = number_words(&[], &[]);
        words.against = ["gegen", "vs", "vs.", "im vergleich zu"].map(String::from).to_vec();
        words.against_after = ["karşı", "대비", "に対して"].map(String::from).to_vec();
        let found = |text: &str| words.comparison_words(text);
        assert_eq!(found("8 GB/s gegen 9 GB/s"), [(7, After)]);
        assert_eq!(found("Im Vergleich zu RAID1"), [(0, After)]);
        // The longer word, once; not inside another word.
        assert_eq!(found("8 vs. 9"), [(2, After)]);
        assert_eq!(found("gegenüber 9, Gegend"), []);
        assert_eq!(found("8 GT/s'ye karşı 16"), [(10, Before)]);
        assert_eq!(found("9.98 GB/s대비 8.3"), [(9, Before)]);
        assert_eq!(found("9GB/sに対して8"), [(5, Before)]);
    }

    #[test]
    fn a_word_of_rounding_stands_whole_before_the_number() {
        let mut dutch = number_words(&[], &[]);
        dutch.about = ["ruim", "meer dan", "ca.", "~", "約"].map(String::from).to_vec();
        for before in ["haalde ruim ", "Ruim ", "meer dan ", "(ca. ", "~", "平均約", "en ~ "] {
            assert!(dutch.says_about(before), "{before}");
        }
        // Inside a word, another word's end, a range's dash after its low end.
        for before in ["geruim ", "dan ", "ca ", "5~", "5 ~ ", "haalde "] {
            assert!(!dutch.says_about(before), "{before}");
        }
    }

    #[test]
    fn runs_of_number_words_multiply_by_a_larger_word_and_add_a_smaller_one() {
        let czech = number_words(&[("dva", 2.0), ("dvacet", 20.0), ("čtyři", 4.0)], &["tucty"]);
        let runs = czech.cardinal_runs("Dva tucty disků, dvacet čtyři uzlů a čtyři.");
        let read: Vec<(&str, f64, usize)> =
            runs.iter().map(|r| (r.text, r.value, r.start)).collect();
        assert_eq!(read, [("Dva tucty", 24.0, 0), ("dvacet čtyři", 24.0, 18), ("čtyři", 4.0, 41)]);
        let words: Vec<(&str, f64, bool)> =
            runs[0].words.iter().map(|w| (w.text, w.value, w.dozen)).collect();
        assert_eq!(words, [("Dva", 2.0, false), ("tucty", 12.0, true)]);
        // "Dozen" alone is a rough count, not a number word; punctuation ends a run.
        assert!(czech.cardinal_runs("asi tucty disků").is_empty());
        assert_eq!(czech.cardinal_runs("dva, čtyři").len(), 2);
        assert_eq!(czech.word_for(4.0), Some("čtyři"));
        assert_eq!(czech.word_for(2.5), None);
        assert!(czech.knows_cardinals() && !czech.knows_one());
    }
}
