//! Reading the numbers in prose the way a reader of that language writes them.
//!
//! Each language's decimal and grouping separators come from CLDR (ICU formats a probe
//! number and the separators are read off it), so `12 610,3` is one number in French and
//! `12.472,8` one in Spanish. Digits are read as one token with every separator between
//! them, then parsed both ways: the language's own and the other convention (English's for
//! languages with a decimal comma, German's for the others). A token only the other
//! convention can read (`21.86 ms` in French) is in a *foreign format*; one both can read
//! differently (`1,500` in Polish: 1.5, or 1500 copied from English) keeps the other reading
//! as an alternative, for the comparison with the source text to decide.
//!
//! A number is a *figure* when it can be a measured value: it has a unit, a compact suffix
//! (`442K`), decimals or grouping, or it is a whole number of 100 or more that is not a year.
//! Everything else with digits is still read, because machine translation moves it too:
//! small counts and versions (`8 つ`, `vSAN 8`) as *other* numbers, and words with digits
//! (SN630, R6625, RAID5, 90-10) as *names*.

use std::ops::Range;

use iopress_site::data::units::{Dimension, Unit};
use iopress_site::l10n::Localizer;

/// How one language writes numbers, and the unit symbols its prose may use.
#[derive(Debug, Clone)]
pub struct NumberStyle {
    pub decimal: char,
    /// Characters accepted between groups of three digits. A space-like CLDR separator
    /// accepts every space an editor may type (space, no-break space, narrow no-break space),
    /// and so does every language of the decimal comma.
    pub group: Vec<char>,
    /// The other convention: `.` decimal and `,` groups where this language writes `12 610,3`,
    /// `,` decimal and `.` groups where it writes `12,610.3`.
    foreign_decimal: char,
    foreign_group: char,
    /// Groups of two before the last three (`12,34,567`): the Indian grouping of `hi-IN`,
    /// `en-IN`, `mr`, told by CLDR's probe.
    indian: bool,
    /// Unit symbols, longest first: the language's own (`Go/s`, `GB/秒`) and the data's (`GB/s`).
    units: Vec<(String, Unit)>,
    /// Units this language writes before the number, as its strings show a value
    /// (`unit-percent = %{ $value }`: Turkish `%13`); currencies are read before a number
    /// in every language (`currency_before`).
    units_before: Vec<(String, Unit)>,
    /// Compact suffixes and what they multiply by: the language's own from CLDR (`k`, `mil`,
    /// `tys.`, `万`), after the digits or one space, then English's (`K`, `M`, `B`, and `k`)
    /// glued to the digits, as technical writing uses them in every language (`442K IOPS`).
    compact: Vec<(String, f64, bool)>,
}

/// CLDR's English short compact suffixes, and the SI `k`, accepted glued to the digits in
/// every language.
const ENGLISH_COMPACT: [(&str, f64); 4] = [("K", 1e3), ("k", 1e3), ("M", 1e6), ("B", 1e9)];

fn compact_forms(own: Vec<(String, f64)>) -> Vec<(String, f64, bool)> {
    let mut forms: Vec<(String, f64, bool)> = own.into_iter().map(|(s, m)| (s, m, true)).collect();
    // A word CLDR writes with a nukta is often typed otherwise (Hindi `हज़ार`, `हजार`).
    let spellings: Vec<(String, f64, bool)> = forms
        .iter()
        .flat_map(|(s, m, own)| nukta_spellings(s).into_iter().map(move |s| (s, *m, *own)))
        .collect();
    for spelling in spellings {
        if !forms.iter().any(|form| form.0 == spelling.0) {
            forms.push(spelling);
        }
    }
    for (suffix, multiplier) in ENGLISH_COMPACT {
        if !forms.iter().any(|(s, _, _)| s == suffix) {
            forms.push((suffix.to_string(), multiplier, false));
        }
    }
    // Longest first: `Md` before `M`.
    forms.sort_by_key(|form| std::cmp::Reverse(form.0.chars().count()));
    forms
}

/// The other ways a word written with a nukta (the dot below that Indic scripts add to a
/// letter for sounds of loanwords: Hindi `ज़`, Punjabi `ਜ਼`) is typed: without it, as writers
/// often do; the sign apart from its letter (`ज` and `़`, as keyboards type it and as Unicode
/// normalizes it); and one precomposed letter (`U+095B`) where Unicode has one. None for a
/// word without a nukta.
fn nukta_spellings(word: &str) -> Vec<String> {
    use icu::normalizer::DecomposingNormalizerBorrowed;
    use icu::properties::{props::CanonicalCombiningClass, CodePointMapData};
    let is_nukta = |c: char| {
        CodePointMapData::<CanonicalCombiningClass>::new().get(c) == CanonicalCombiningClass::Nukta
    };
    let nfd = DecomposingNormalizerBorrowed::new_nfd();
    let letters: Vec<char> = nfd.normalize(word).chars().collect();
    if !letters.iter().copied().any(is_nukta) {
        return Vec::new();
    }
    let without: String = letters.iter().copied().filter(|&c| !is_nukta(c)).collect();
    // A letter and its nukta as the one code point of the letter's Unicode block (Indic
    // blocks are 128 code points) that decomposes to them, if there is one.
    let precomposed_letter = |pair: &[char]| {
        let pair: String = pair.iter().collect();
        let block = u32::from(pair.chars().next()?) & !0x7f;
        (block..block + 0x80)
            .filter_map(char::from_u32)
            .find(|c| nfd.normalize(c.encode_utf8(&mut [0; 4])) == pair)
    };
    let mut precomposed = String::new();
    let mut at = 0;
    while at < letters.len() {
        let pair = letters.get(at..at + 2).filter(|pair| is_nukta(pair[1]));
        match pair.and_then(precomposed_letter) {
            Some(letter) => {
                precomposed.push(letter);
                at += 2;
            }
            None => {
                precomposed.push(letters[at]);
                at += 1;
            }
        }
    }
    let mut spellings = vec![letters.iter().collect::<String>(), without, precomposed];
    spellings.sort();
    spellings.dedup();
    spellings.retain(|spelling| spelling != word);
    spellings
}

pub(crate) const SPACES: [char; 3] = [' ', '\u{a0}', '\u{202f}'];
const APOSTROPHES: [char; 2] = ['\'', '\u{2019}'];

impl NumberStyle {
    pub fn for_localizer(localizer: &Localizer) -> NumberStyle {
        // 1234567.5 shows both separators in every CLDR locale this site can use.
        let probe = localizer.format_decimal("1234567.5").unwrap_or_else(|_| "1,234,567.5".into());
        let chars: Vec<char> = probe.chars().collect();
        // In any digits (`१२,३४,५६७.५` in Marathi, grouped the Indian way).
        let decimal = chars.iter().rev().nth(1).copied().filter(|c| !c.is_numeric()).unwrap_or('.');
        let group = chars[..chars.len().saturating_sub(2)]
            .iter()
            .copied()
            .find(|c| !c.is_numeric())
            .unwrap_or(',');
        let localized = Unit::all()
            .flat_map(|unit| {
                let symbol = localizer.unit_symbol(unit.key());
                std::iter::once(symbol)
                    .chain(localizer.unit_prose_forms(unit.key()))
                    .map(move |s| (s, unit))
            })
            .filter(|(symbol, _)| !symbol.is_empty() && !symbol.starts_with('{'));
        let mut style =
            NumberStyle::new(decimal, group, unit_symbols(localized), localizer.compact_suffixes());
        style.indian = groups_the_indian_way(&chars, decimal);
        // A unit whose message puts its symbol first, with its spellings in running text:
        // those stand first too (Turkish `%26` and `yüzde 26`, "26 percent").
        style.units_before = Unit::all()
            .filter(|unit| unit.currency().is_none())
            .filter_map(|unit| {
                let symbol = localizer.unit_symbol(unit.key());
                let value = [("value", iopress_site::l10n::Arg::decimal("7"))];
                let shown = localizer.own_message(&format!("unit-{}", unit.key()), &value)?;
                let (at_symbol, at_value) = (shown.find(symbol.as_str())?, shown.find('7')?);
                (!symbol.is_empty() && at_symbol < at_value).then_some((symbol, unit))
            })
            .flat_map(|(symbol, unit)| {
                std::iter::once(symbol)
                    .chain(localizer.unit_prose_forms(unit.key()))
                    .map(move |s| (s, unit))
            })
            .collect();
        style
    }

    /// A grouping separator of this language's own that is no space, comma or dot (Arabic's
    /// `٬`), which only this language's style reads.
    fn own_group(&self, c: char) -> bool {
        !c.is_ascii()
            && !SPACES.contains(&c)
            && !APOSTROPHES.contains(&c)
            && self.group.contains(&c)
    }

    /// A style with the given separators and the data's unit symbols only (for tests).
    pub fn plain(decimal: char, group: char) -> NumberStyle {
        NumberStyle::new(decimal, group, unit_symbols(std::iter::empty()), Vec::new())
    }

    /// A style with the given separators, the data's unit symbols and `units` (for tests).
    #[cfg(test)]
    pub fn with_units(
        decimal: char,
        group: char,
        units: impl IntoIterator<Item = (String, Unit)>,
    ) -> NumberStyle {
        NumberStyle::new(decimal, group, unit_symbols(units.into_iter()), Vec::new())
    }

    fn new(
        decimal: char,
        group: char,
        units: Vec<(String, Unit)>,
        compact: Vec<(String, f64)>,
    ) -> NumberStyle {
        let mut group = if group.is_whitespace() || SPACES.contains(&group) {
            SPACES.to_vec()
        } else {
            vec![group]
        };
        // A language of the decimal comma may group with a space whatever CLDR's separator
        // (`86 740` in Dutch, German, Spanish: the SI's and ISO 80000's grouping, which their
        // style guides allow beside the dot).
        if decimal == ',' && !group.contains(&' ') {
            group.extend(SPACES);
        }
        // An apostrophe between groups of three digits (`1'048'576`, `1’048’576`) groups them
        // in every language: Swiss German and Italian write numbers so (CLDR's de-CH, it-CH),
        // programming languages too, and no language writes a decimal with it.
        group.extend(APOSTROPHES);
        // A language with separators of its own (Arabic's `٫` and `٬`) meets the other
        // convention as English writes it, the source's.
        let (foreign_decimal, foreign_group) = match decimal {
            '.' => (',', '.'),
            _ => ('.', ','),
        };
        NumberStyle {
            decimal,
            group,
            foreign_decimal,
            foreign_group,
            indian: false,
            units,
            units_before: Vec::new(),
            compact: compact_forms(compact),
        }
    }

    fn groups_with_spaces(&self) -> bool {
        self.group.contains(&' ')
    }

    /// Whether `written` has this language's own separators, grouped by threes where it
    /// groups the Indian way (`442,089` in Hindi, for `4,42,089`): one value to every reader,
    /// grouped as English and much technical writing in the language group it.
    pub fn grouped_by_threes_instead(&self, written: &str) -> bool {
        // Its digits, without a unit or a currency's symbol.
        let digits: String = written
            .chars()
            .skip_while(|c| !c.is_ascii_digit())
            .take_while(|c| c.is_ascii_digit() || self.group.contains(c) || *c == self.decimal)
            .collect();
        let digits = digits.trim_end_matches(|c: char| !c.is_ascii_digit());
        self.indian
            && self.own_reading(digits).is_none()
            && parse_with(digits, &self.group, self.decimal).is_some_and(|r| r.grouped)
    }

    /// `raw` read the way this language writes numbers.
    fn own_reading(&self, raw: &str) -> Option<Reading> {
        let grouping = if self.indian { Grouping::Indian } else { Grouping::Threes };
        parse_grouped(raw, &self.group, self.decimal, grouping)
    }
}

/// Whether CLDR's probe (`12,34,567.5`, `१२,३४,५६७.५`) groups two digits between the first
/// group and the last three.
fn groups_the_indian_way(probe: &[char], decimal: char) -> bool {
    let whole: String = probe.iter().take_while(|c| **c != decimal).collect();
    let groups: Vec<usize> = whole
        .split(|c: char| !c.is_numeric())
        .map(|group| group.chars().count())
        .filter(|n| *n > 0)
        .collect();
    groups.len() > 2
        && groups.last() == Some(&3)
        && groups[1..groups.len() - 1].iter().all(|n| *n == 2)
}

/// Unit symbols, each once, longest first (`ms` is tried before `s`): the data's symbols and
/// aliases, and `localized` ones (`Go/s`).
fn unit_symbols(localized: impl Iterator<Item = (String, Unit)>) -> Vec<(String, Unit)> {
    let mut units: Vec<(String, Unit)> = Unit::all()
        .flat_map(|unit| {
            std::iter::once(unit.symbol())
                .chain(unit.aliases().iter().copied())
                .map(move |symbol| (symbol.to_string(), unit))
        })
        .chain(localized)
        .filter(|(symbol, unit)| unit.currency().is_none() || readable_currency_symbol(symbol))
        .collect();
    units.sort_by(|a, b| b.0.chars().count().cmp(&a.0.chars().count()).then_with(|| a.0.cmp(&b.0)));
    units.dedup_by(|a, b| a.0 == b.0);
    units
}

/// ISO 4217 codes that are also English words, and are not read as money in prose (`TOP 10`,
/// `ALL 4 nodes`).
const CURRENCY_CODES_THAT_ARE_WORDS: [&str; 12] =
    ["ALL", "BAM", "BOB", "CAD", "CUP", "GEL", "LAK", "MAD", "MOP", "PEN", "SOS", "TOP"];

/// Whether prose may name a currency with `symbol`: not a word (`TOP`), and not a letter or
/// two of ASCII (`K`, `R`, `kr`), which stand for too much else after a number.
fn readable_currency_symbol(symbol: &str) -> bool {
    let ascii_letters = symbol.chars().all(|c| c.is_ascii_alphabetic());
    !(CURRENCY_CODES_THAT_ARE_WORDS.contains(&symbol)
        || ascii_letters && symbol.chars().count() < 3)
}

/// Whether the letters read as a currency code between `start` and `end` (after a number)
/// are followed by more of a name: a space, then a capital or a digit.
fn code_starts_a_name(chars: &[(usize, char)], start: usize, end: usize) -> bool {
    let code: String =
        chars[start..end].iter().map(|c| c.1).filter(|c| !c.is_whitespace()).collect();
    let next = chars.get(end).map(|c| c.1);
    let after = chars.get(end + 1).map(|c| c.1);
    code.chars().all(|c| c.is_ascii_uppercase())
        && next.is_some_and(|c| c == ' ' || c == '\u{a0}')
        && after.is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
}

/// A currency written before a number (`$1,299`, `€ 1.299`, `USD 1,299`, `US$1,299`): the
/// currency and the byte offset where its symbol starts.
fn currency_before(text: &str, begin: usize, style: &NumberStyle) -> Option<(Unit, usize)> {
    symbol_before(text, begin, style.units.iter().filter(|(_, unit)| unit.currency().is_some()))
}

/// Of `symbols`, the one written before the number at `begin` of `text`, glued to it or after
/// one space: its unit and the byte offset where it starts.
fn symbol_before<'s>(
    text: &str,
    begin: usize,
    mut symbols: impl Iterator<Item = &'s (String, Unit)>,
) -> Option<(Unit, usize)> {
    let before = &text[..begin];
    let before = before.strip_suffix(SPACES).unwrap_or(before);
    symbols.find_map(|(symbol, unit)| {
        let rest = before.strip_suffix(symbol.as_str())?;
        // A symbol of letters starts a word: `USD 5`, not `FOUSD 5`.
        let glued = symbol.starts_with(|c: char| c.is_alphanumeric())
            && rest.ends_with(|c: char| c.is_alphanumeric());
        (!glued).then_some((*unit, rest.len()))
    })
}

/// A unit the language writes before its number (`%13` in Turkish, [`NumberStyle::units_before`]),
/// glued to it or after one space: the unit and the byte offset where its symbol starts.
fn unit_before(text: &str, begin: usize, style: &NumberStyle) -> Option<(Unit, usize)> {
    symbol_before(text, begin, style.units_before.iter())
}

/// A number read from prose.
#[derive(Debug, Clone, PartialEq)]
pub struct ProseNumber {
    /// Byte range in the text it was read from (number, suffix and unit).
    pub start: usize,
    pub end: usize,
    /// As written.
    pub text: String,
    /// The value in `unit` (or bare), compact suffix applied: `442K` is 442000.
    pub value: f64,
    /// One step of the last digit shown: `12 610,3` → 0.1, `442K` → 1000.
    pub step: f64,
    pub unit: Option<Unit>,
    pub kind: NumberKind,
    /// The digits as written, before suffix and unit: `442` of `442K`, `8` of `vSAN 8`.
    /// Counts and versions are compared by it.
    pub shown: f64,
    /// The value and step read with the other convention, when the digits mean something
    /// else there: `1,500` in Polish is 1.5, or 1500 written the English way.
    pub alternative: Option<(f64, f64)>,
    /// An end of a range (`0–78 °C`): a bound, never a quoted result.
    pub range_end: bool,
    /// For the high end of a range, its low end (`7` of `7–30 W`, `7 à 30 W`), read in the
    /// range's unit: the range is checked as one against the data's ranges.
    pub range_from: Option<RangeFrom>,
}

impl ProseNumber {
    /// After a word that says the figure is rounded (`about`, `ruim`, `cerca de`): a whole
    /// number ending in zeros shows its value only to its last digit that is not a zero
    /// (`ruim 442.000 IOPS` is 442,000 to the thousand, and so 442,089 IOPS rounded), keeping
    /// two significant digits at least (`about 20 ms` is 20 to the unit: a rounding to one
    /// digit says too little to match any figure).
    pub fn read_as_rounded(&mut self) {
        if self.step < 1.0 || self.value <= 0.0 || self.value.fract() != 0.0 {
            return;
        }
        let mut shown = (self.value / self.step).round() as u64;
        while shown.is_multiple_of(10) && shown / 10 >= 10 {
            shown /= 10;
            self.step *= 10.0;
        }
    }
}

/// The low end of a range, as its high end knows it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RangeFrom {
    /// Byte offset where it starts, in the text it was read from.
    pub start: usize,
    pub quantity: Quantity,
}

/// A value as a text shows it: to the step of its last digit, in its unit.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Quantity {
    pub value: f64,
    pub step: f64,
    pub unit: Option<Unit>,
}

impl Quantity {
    pub fn base_value(&self) -> f64 {
        self.unit.map(|u| u.to_base(self.value)).unwrap_or(self.value)
    }

    pub fn base_step(&self) -> f64 {
        self.unit.map(|u| u.to_base(self.step)).unwrap_or(self.step)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberKind {
    /// A value that may be a measurement: checked against the data and the source text.
    Figure,
    /// A count, year, version or the like: compared with the source sentence, never with the data.
    Other,
    /// Written with another language's separators (`12,610.3` or `21.86` in French prose);
    /// `value` is what the other convention means.
    ForeignFormat,
}

impl ProseNumber {
    /// A figure written at `at` of `text`, shown as its value, read one way only.
    fn figure(text: &str, at: Range<usize>, value: f64, step: f64, unit: Option<Unit>) -> Self {
        ProseNumber {
            text: text[at.clone()].to_string(),
            start: at.start,
            end: at.end,
            value,
            step,
            unit,
            kind: NumberKind::Figure,
            shown: value,
            alternative: None,
            range_end: false,
            range_from: None,
        }
    }

    /// The value in the base unit of its dimension (or as written without a unit).
    pub fn base_value(&self) -> f64 {
        self.unit.map(|u| u.to_base(self.value)).unwrap_or(self.value)
    }

    pub fn base_step(&self) -> f64 {
        self.unit.map(|u| u.to_base(self.step)).unwrap_or(self.step)
    }

    pub fn dimension(&self) -> Option<Dimension> {
        self.unit.map(|u| u.dimension())
    }

    /// What it says: value, step and unit.
    pub fn quantity(&self) -> Quantity {
        Quantity { value: self.value, step: self.step, unit: self.unit }
    }

    /// What it says read the other way (`1,500` as 1500), if the digits allow it.
    pub fn alternative_quantity(&self) -> Option<Quantity> {
        self.alternative.map(|(value, step)| Quantity { value, step, unit: self.unit })
    }

    /// The same number read the other way (`1,500` as 1500), if the digits allow it.
    pub fn read_alternatively(&self) -> Option<ProseNumber> {
        let (value, step) = self.alternative?;
        Some(ProseNumber {
            value,
            step,
            alternative: None,
            kind: NumberKind::ForeignFormat,
            ..self.clone()
        })
    }

    /// Whether it has a compact suffix (`442K`, `4K`, `44万`): its value is not its digits.
    pub fn is_compact(&self) -> bool {
        self.shown != 0.0 && self.value != self.shown
    }

    /// Whether it counts things: a count unit or a counter after it (`8 VMs`, `4 nodes`,
    /// `10 個`, `8 台`), years excepted.
    pub fn counts_things(&self) -> bool {
        self.unit.is_some_and(|u| u.dimension() == Dimension::Count && u.key() != "years")
    }

    /// Whether it is written whole, as a count is: `2.5 個` and `3.0 つ` are not counts.
    pub fn is_whole(&self) -> bool {
        self.shown.fract() == 0.0 && self.step >= 1.0
    }

    /// A block size: a power of two with a compact suffix or in kilobytes (`4K`, `1M`,
    /// `64 KB`), which [`classify`] reads as another number.
    pub fn is_block_size(&self) -> bool {
        self.kind == NumberKind::Other
            && (self.is_compact() && self.unit.is_none()
                || self.unit.is_some_and(|u| u.dimension() == Dimension::DataSize))
    }
}

/// Something in prose that is not a number but shows a number was lost.
#[derive(Debug, Clone, PartialEq)]
pub struct Debris {
    pub start: usize,
    pub end: usize,
    pub text: String,
    pub what: DebrisKind,
    /// Of numbers side by side whose first ends a name (`Xeon Gold 6130 16 nhân`), that name
    /// from the word before the number (`Gold 6130`): where the source writes it, the
    /// translation put the second number after the noun the name is of, not where words
    /// were lost (Vietnamese, Indonesian and Thai put a count after its noun).
    pub after_name: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DebrisKind {
    /// `XNUMX`: a machine translator's placeholder for a number it dropped.
    Placeholder,
    /// Two numbers with nothing but a space between them (`283,524 3.42`).
    RunTogether,
    /// Two numbers of which neither is a figure, side by side (`8 5`, `1 4`): debris in a
    /// translation whose source does not write them so.
    SideBySide,
}

/// A word with digits: a model number, a version glued to its name, a ratio (SN630, R740xd,
/// RAID5, U.2, PCIe3.0, 90-10, 70/30). Never translated, so a translation's must be the source's.
#[derive(Debug, Clone, PartialEq)]
pub struct Name {
    pub start: usize,
    pub end: usize,
    pub text: String,
}

impl Name {
    /// Letters and digits only, lowercased: `RAID 5`, `RAID-5` and `raid5` are one name.
    /// Words joined to it by hyphens are translated (`Ubuntu-16.04.3-komputer` for
    /// `-desktop`), so parts that are plain lowercase words are left out.
    pub fn key(&self) -> String {
        // A range of years is one key whichever way its second year is written (`2009-14`
        // and `2009-2014`): copyright lines abbreviate it in one language and not another.
        if let Some(years) = full_year_range(&self.text) {
            return years;
        }
        let parts = without_a_plural_s(&self.text)
            .split('-')
            .enumerate()
            .filter(|(index, part)| !(part.chars().count() >= 4 && is_a_word(part, *index == 0)))
            .map(|(_, part)| part);
        compact_key(&parts.collect::<Vec<_>>().concat())
    }
}

/// A model's name without the `s` of an English plural (`SN630s`, `H3100s`: "two SN630s"),
/// which a translation writes in its own way (`SN630:tä`, `die SN630`): a name in capitals
/// and digits, the `s` right after its last digit.
fn without_a_plural_s(text: &str) -> &str {
    match text.strip_suffix('s') {
        Some(model)
            if model.ends_with(|c: char| c.is_ascii_digit())
                && model.starts_with(|c: char| c.is_ascii_uppercase())
                && !model.contains(char::is_lowercase) =>
        {
            model
        }
        _ => text,
    }
}

/// Whether a part of a hyphenated name is a common word: lowercase, or, as the name's first
/// part, capitalized as a sentence's first word is (`image` and `Image` of `image-1`,
/// `Image-1`), which translations translate or write in another case: not what tells names
/// apart. A later part keeps its case (`po4a-Normalize` is not `po4a-normalize`: commands are
/// named case by case).
fn is_a_word(part: &str, first: bool) -> bool {
    let mut chars = part.chars();
    chars.next().is_some_and(|c| if first { c.is_alphabetic() } else { c.is_lowercase() })
        && chars.all(char::is_lowercase)
}

/// A range of years written `YYYY-YY` or `YYYY-YYYY` (either dash), its second year in full:
/// `2009-14` gives `20092014`, as `2009-2014` does. The second year ends in the first one's
/// century and comes after it; anything else is no range of years.
fn full_year_range(text: &str) -> Option<String> {
    let (first, second) = text.split_once(['-', '–'])?;
    let digits = |part: &str| part.chars().all(|c| c.is_ascii_digit());
    if first.len() != 4 || !digits(first) || !digits(second) {
        return None;
    }
    let first_year: u32 = first.parse().ok()?;
    let second_year: u32 = match second.len() {
        2 => first_year / 100 * 100 + second.parse::<u32>().ok()?,
        4 => second.parse().ok()?,
        _ => return None,
    };
    ((1900..=2099).contains(&first_year) && second_year > first_year)
        .then(|| format!("{first_year}{second_year}"))
}

/// The numbers of a date written in digits, year first: `2023-03-15`, `15.03.2023`,
/// `15. 3. 2023`, `15/03/2023`, `3/15/2023` give 2023 and its other two parts in the order
/// written (which is day and month depends on the locale; a comparison takes them as a set).
/// Three parts of digits joined by one kind of separator (`-`, `.`, `/`, spaces allowed after
/// it), one of them a year of four digits at either end, the others no more than 31 and one
/// of them no more than 12.
pub fn date_parts(text: &str) -> Option<[u32; 3]> {
    date_reading(text).map(|(parts, _)| parts)
}

/// The year, month and day of a date written in digits ([`date_parts`]): year first, the
/// month is next (`2023-03-15`); year last, the day comes first where the locale writes it
/// first (`day_first`: `15.03.2023`, `15/03/2023` in French) and second where it does not
/// (`3/15/2023` in English).
pub fn date_ymd(text: &str, day_first: bool) -> Option<[u32; 3]> {
    date_ymd_in_order(text, day_first, false)
}

/// [`date_ymd`], or, for a date that only the other order reads, that reading: `20/06/2009`
/// in English is the 20th of June (no month is 20), as its writer meant it. For what a
/// source writes; a translation's date is read in its own language's order only, where the
/// other order is a mistake a reader must untangle.
pub fn date_ymd_as_meant(text: &str, day_first: bool) -> Option<[u32; 3]> {
    date_ymd_in_order(text, day_first, true)
}

fn date_ymd_in_order(text: &str, day_first: bool, either: bool) -> Option<[u32; 3]> {
    let ([year, first, second], year_first) = date_reading(text)?;
    let (month, day) = if year_first || !day_first { (first, second) } else { (second, first) };
    if (1..=12).contains(&month) {
        Some([year, month, day])
    } else {
        (either && !year_first && (1..=12).contains(&day)).then_some([year, day, month])
    }
}

/// [`date_parts`], and whether the year comes first.
pub fn date_reading(text: &str) -> Option<([u32; 3], bool)> {
    let separator = text.chars().find(|c| matches!(c, '-' | '.' | '/'))?;
    let parts: Vec<&str> = text.trim_end_matches('.').split(separator).map(str::trim).collect();
    let [a, b, c] = parts.as_slice() else { return None };
    if [a, b, c].iter().any(|p| p.is_empty() || !p.chars().all(|c| c.is_ascii_digit())) {
        return None;
    }
    let number = |p: &str| p.parse::<u32>().ok();
    let (year, first, second, year_first) = match (a.len(), c.len()) {
        (4, 1 | 2) if b.len() <= 2 => (number(a)?, number(b)?, number(c)?, true),
        (1 | 2, 4) if b.len() <= 2 => (number(c)?, number(a)?, number(b)?, false),
        _ => return None,
    };
    // A year of four digits written with its zeros (`0001-01-01`, the first day of the era in
    // a calendar's documentation) is one; otherwise one of this millennium or the last two.
    let year_digits = if year_first { a } else { c };
    let plausible = ((1000..=2999).contains(&year) || year_digits.starts_with('0'))
        && (1..=31).contains(&first)
        && (1..=31).contains(&second)
        && (first <= 12 || second <= 12);
    plausible.then_some(([year, first, second], year_first))
}

/// Hours, minutes and seconds of a time of day written with a colon (`18:30`, `18:50:44`), or
/// with an `h` between hours and minutes (`14 h 30`, `0 h 00`, `9h05`: French writing, CLDR's
/// `HH 'h' mm` of Canadian French).
pub fn time_parts(text: &str) -> Option<[u32; 3]> {
    clock(text, ':').or_else(|| {
        let (hours, minutes) = text.split_once('h')?;
        let spaces: &[char] = &[' ', '\u{a0}', '\u{202f}'];
        let (hours, minutes) = (hours.trim_end_matches(spaces), minutes.trim_start_matches(spaces));
        // One or two digits of hours, two of minutes, as `clock` reads them.
        let digits = |part: &str, lengths: std::ops::RangeInclusive<usize>| {
            (lengths.contains(&part.len()) && part.bytes().all(|b| b.is_ascii_digit()))
                .then(|| part.parse::<u32>().ok())
                .flatten()
        };
        let (hours, minutes) = (digits(hours, 1..=2)?, digits(minutes, 2..=2)?);
        (hours < 24 && minutes < 60).then_some([hours, minutes, 0])
    })
}

/// The mark of the 12-hour clock after a time (`am`, `p.m.`, Spanish `p. m.`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TwelveHourMark {
    Am,
    Pm,
}

/// The mark of the 12-hour clock that `after` (the text after a time) starts with, if any.
pub fn twelve_hour_mark(after: &str) -> Option<TwelveHourMark> {
    // The longest mark (`p. m.`) and the character after it, not the rest of the text: this is
    // asked after every small number of a source sentence.
    let marker: String = after
        .trim_start_matches([' ', '\u{a0}', '\u{202f}'])
        .chars()
        .take(6)
        .flat_map(char::to_lowercase)
        .collect();
    // In every language: a translation may keep English's `pm`, and CLDR gives Spanish
    // `p. m.`. (German's word `am` after a time, `12:30 am Montag`, is read as 00:30: reading
    // a lowercase `am` as English's alone was tried and measured, and found a false alarm more
    // in a half no rule is written from, for a case none of the corpora has; docs/check-history.md.)
    let marked = |word: &str, dotted: &str, spaced: &str| {
        marker.starts_with(dotted)
            || marker.starts_with(spaced)
            || marker
                .strip_prefix(word)
                .is_some_and(|rest| !rest.starts_with(char::is_alphanumeric))
    };
    if marked("pm", "p.m.", "p. m.") {
        Some(TwelveHourMark::Pm)
    } else if marked("am", "a.m.", "a. m.") {
        Some(TwelveHourMark::Am)
    } else {
        None
    }
}

/// The key of a name that is a time of day: its hours on two digits, its minutes (and seconds
/// where written), in the 24-hour clock, whichever way it is written: `2:30 am`, `02:30` and
/// `2 h 30` are `0230`, `2:30 pm` and `14:30` are `1430`. `after` is the text that follows the
/// name, where English puts `am` or `pm`. None for a name that is no time of day.
pub fn time_of_day_key(text: &str, after: &str) -> Option<String> {
    let [mut hours, minutes, seconds] = time_parts(text)?;
    if (1..=12).contains(&hours) {
        match twelve_hour_mark(after) {
            Some(TwelveHourMark::Pm) if hours < 12 => hours += 12,
            Some(TwelveHourMark::Am) if hours == 12 => hours = 0,
            _ => {}
        }
    }
    let written_seconds = text.matches(':').count() == 2;
    Some(if written_seconds {
        format!("{hours:02}{minutes:02}{seconds:02}")
    } else {
        format!("{hours:02}{minutes:02}")
    })
}

/// The same, written with dots (`18.30`, `00.00.00`, as Danish, Finnish and Swedish writing
/// has it): alone, such digits may be a version or a decimal, so a comparison takes them for a
/// time only where the source writes that time with a colon.
pub fn dotted_time_parts(text: &str) -> Option<[u32; 3]> {
    clock(text, '.')
}

/// The end of a time of day written with an `h` (`14 h 30`, `0 h 00`, `9h05`) whose hours are
/// the digits `start..end_raw`: one or two digits, an `h` (with a space on each side or
/// none), two digits of minutes, and no letter or digit after them.
fn hour_h_minutes(chars: &[(usize, char)], start: usize, end_raw: usize) -> Option<usize> {
    let ch = |j: usize| chars.get(j).map(|c| c.1);
    let space = |j: usize| matches!(ch(j), Some(' ' | '\u{a0}' | '\u{202f}'));
    let digit = |j: usize| ch(j).is_some_and(|c| c.is_ascii_digit());
    // The `h` first: most numbers have none after them.
    let spaced = space(end_raw);
    let mut j = end_raw + usize::from(spaced);
    if ch(j) != Some('h') || !(1..=2).contains(&(end_raw - start)) || !(start..end_raw).all(digit) {
        return None;
    }
    j += 1;
    if spaced != space(j) {
        return None;
    }
    j += usize::from(spaced);
    if !(digit(j) && digit(j + 1)) || ch(j + 2).is_some_and(char::is_alphanumeric) {
        return None;
    }
    // `5 h 30 min` is a duration.
    let mut after = j + 2;
    while space(after) {
        after += 1;
    }
    if ch(after) == Some('m') && ch(after + 1) == Some('i') && ch(after + 2) == Some('n') {
        return None;
    }
    let value = |from: usize, to: usize| {
        chars[from..to].iter().fold(0, |v, c| v * 10 + c.1.to_digit(10).unwrap_or(0))
    };
    (value(start, end_raw) < 24 && value(j, j + 2) < 60).then_some(j + 2)
}

fn clock(text: &str, separator: char) -> Option<[u32; 3]> {
    let parts: Vec<&str> = text.split(separator).collect();
    if !(2..=3).contains(&parts.len()) || parts[0].is_empty() || parts[0].len() > 2 {
        return None;
    }
    let mut values = [0; 3];
    for (i, part) in parts.iter().enumerate() {
        if i > 0 && part.len() != 2 || !part.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        values[i] = part.parse().ok()?;
    }
    (values[0] < 24 && values[1] < 60 && values[2] < 60).then_some(values)
}

/// Whether `text` is a date or a time of day written in digits ([`date_parts`],
/// [`time_parts`]).
pub fn is_date_or_time(text: &str) -> bool {
    date_parts(text).is_some() || time_parts(text).is_some()
}

/// The ASCII digits of `text`, in order: `7.450` and `7 450` are `7450`.
pub fn digits(text: &str) -> String {
    text.chars().filter(char::is_ascii_digit).collect()
}

/// Letters and digits only, lowercased, and the `.` or `,` between two digits, as `.`: `RAID
/// 5`, `RAID-5` and `raid5` are one name, `P99.99` and `P99,99` too, `c=1024` and `c=1,024`
/// are not.
pub fn compact_key(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut key = String::with_capacity(text.len());
    for (i, c) in chars.iter().enumerate() {
        let between_digits = matches!(c, '.' | ',')
            && i > 0
            && chars[i - 1].is_ascii_digit()
            && chars.get(i + 1).is_some_and(char::is_ascii_digit);
        if between_digits {
            key.push('.');
        } else if c.is_alphanumeric() {
            key.extend(c.to_lowercase());
        }
    }
    key
}

/// Everything with digits in one text.
#[derive(Debug, Clone, Default)]
pub struct Scan {
    pub numbers: Vec<ProseNumber>,
    pub debris: Vec<Debris>,
    pub names: Vec<Name>,
}

/// Words after which a small number is a version or a name (`version 8`, `Update 3`).
const VERSION_WORDS: &[&str] = &[
    "version",
    "update",
    "versión",
    "wersja",
    "wersji",
    "バージョン",
    "v",
    "gen",
    "generation",
    "génération",
    "generación",
    "generacji",
];

/// Reads every number, name and piece of debris of `text`.
pub fn scan(text: &str, style: &NumberStyle) -> Scan {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut found = Scan::default();
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        // XNUMX: the placeholder of a machine translator, also glued into a word (RAIDXNUMX).
        if c == 'X' && text[at..].starts_with("XNUMX") {
            let mut j = i + 5;
            while j < chars.len() && chars[j].1 == 'X' {
                j += 1;
            }
            let end = byte_at(&chars, j, text.len());
            found.debris.push(Debris {
                start: at,
                end,
                text: text[at..end].to_string(),
                what: DebrisKind::Placeholder,
                after_name: None,
            });
            i = j;
            continue;
        }
        // A word starting with a letter: a name if it holds a digit (SN630, x4, U.2).
        // (After any other letter too: Japanese writes a particle right before a name, `のSN630`.)
        if c.is_ascii_alphabetic()
            && !(i > 0 && (chars[i - 1].1.is_ascii_alphanumeric() || chars[i - 1].1 == '_'))
        {
            let end_index = name_end(&chars, i);
            let end = byte_at(&chars, end_index, text.len());
            let word = &text[at..end];
            // XNUMX inside it is debris (RAIDXNUMX), found when the loop reaches it.
            if let Some(x) = word.find("XNUMX").filter(|x| *x > 0) {
                if word[..x].chars().any(|c| c.is_ascii_digit()) {
                    found.names.push(Name { start: at, end: at + x, text: word[..x].to_string() });
                }
                i = chars.partition_point(|(offset, _)| *offset < at + x);
                continue;
            }
            if word.chars().any(|c| c.is_ascii_digit()) {
                found.names.push(Name { start: at, end, text: word.to_string() });
            }
            i = end_index;
            continue;
        }
        if !c.is_ascii_digit() {
            i += 1;
            continue;
        }
        let next = read_at(text, &chars, i, style, &mut found);
        i = next.max(i + 1);
    }
    attach_to_placeholders(text, &mut found);
    find_run_together(text, &mut found);
    mark_word_ranges(text, &mut found);
    pair_ranges(text, &mut found);
    expand_abbreviated_years(text, &mut found);
    found
}

/// A range of years whose second end keeps only its last two digits (`1994–98`, `2019–21`,
/// as English writes them): that end's value is the year in the first one's century (1998),
/// which a translation may write whole (`1994‐1998年`).
fn expand_abbreviated_years(text: &str, found: &mut Scan) {
    for index in 1..found.numbers.len() {
        let (low, high) = (&found.numbers[index - 1], &found.numbers[index]);
        if low.end > high.start || low.unit.is_some() || high.unit.is_some() {
            continue;
        }
        let between = &text[low.end..high.start];
        let mut chars = between.chars();
        let dash =
            matches!((chars.next(), chars.next()), (Some(c), None) if RANGE_DASHES.contains(&c));
        let year = |n: &ProseNumber| {
            n.text.len() == 4 && n.is_whole() && (1000.0..3000.0).contains(&n.value)
        };
        let two_digits = high.text.len() == 2 && high.text.chars().all(|c| c.is_ascii_digit());
        if !(dash && year(low) && two_digits) {
            continue;
        }
        let century = (low.value / 100.0).floor() * 100.0;
        let expanded = century + high.value;
        // Its value is the whole year; what it shows stays the two digits written, which a
        // translation writing the range the same way gives.
        if expanded > low.value {
            found.numbers[index].value = expanded;
        }
    }
}

/// The two ends of each range (`7–30 W`, `7 à 30 W`, `7～30 W`, `52万〜57万 IOPS`). The low
/// end takes the unit and the compact suffix written after the high end only, when it has
/// none: `7` of `7–30 W` is the figure 7 W (and matched as one with the source and the data);
/// and the high end knows its low end. Counts are left as they are (`2 to 4 nodes`).
fn pair_ranges(text: &str, found: &mut Scan) {
    for index in 1..found.numbers.len() {
        let (low, high) = (&found.numbers[index - 1], &found.numbers[index]);
        if !(low.range_end && high.range_end) || low.end > high.start {
            continue;
        }
        let between = text[low.end..high.start].trim_matches(SPACES);
        let mut chars = between.chars();
        let dash =
            matches!((chars.next(), chars.next()), (Some(c), None) if RANGE_DASHES.contains(&c));
        if !(dash || joined_by_words(between)) {
            continue;
        }
        let mut low = low.clone();
        // The low end's value in the high end's scale (`5–10K` is 5K to 10K).
        let multiplier =
            if high.is_compact() && !low.is_compact() { high.value / high.shown } else { 1.0 };
        let low_value = low.value * multiplier;
        // A dash makes a range, even a wrong one (`7–3 W`: the 3 W is what is wrong). Words
        // join more than ranges (`4K lit à 100 %`, `VSAN 6.2 sumó 12.472,8 TPS`, `16 vCPUs
        // and 8 GB`): ends joined by words rise, within three orders of magnitude. A block
        // size is not a range's end, nor a number with a suffix of its own before a plain one.
        let rises = dash
            || low_value < high.value && (low_value <= 0.0 || high.value / low_value <= 1000.0);
        // One word joins a range's ends (`to`, `à`, `bis`); of two, the first may be a noun
        // the low end counts (`16 vCPUs and 64 GB`: a Korean tester's `vCPU 16개` was told
        // to be `16 GB`), so the low end keeps its own reading.
        let one_joining_word = dash || between.split_whitespace().count() == 1;
        let takes_unit = low.unit.is_none()
            && rises
            && one_joining_word
            && low.kind != NumberKind::ForeignFormat
            && !low.is_block_size()
            && (!low.is_compact() || high.is_compact())
            && high.kind == NumberKind::Figure
            && high.dimension().is_some_and(|d| d != Dimension::Count);
        if takes_unit {
            low.value = low_value;
            low.step *= multiplier;
            low.alternative = low.alternative.map(|(v, s)| (v * multiplier, s * multiplier));
            low.unit = high.unit;
            low.kind = NumberKind::Figure;
        }
        if low.dimension() != high.dimension() {
            continue;
        }
        found.numbers[index].range_from =
            Some(RangeFrom { start: low.start, quantity: low.quantity() });
        found.numbers[index - 1] = low;
    }
}

/// What joins a range's ends in prose: a dash or a wave (`–`, `-`, `〜`, `～`, `~`).
pub(crate) const RANGE_DASHES: [char; 6] = ['–', '—', '〜', '～', '~', '-'];

/// One or two short words (`to`, `à`, `bis`, `do`, `a`): what joins two numbers into a range.
pub(crate) fn joined_by_words(between: &str) -> bool {
    let words: Vec<&str> = between.split_whitespace().collect();
    (1..=2).contains(&words.len())
        && words.iter().all(|w| w.chars().count() <= 5 && w.chars().all(char::is_alphabetic))
}

/// `between 520,000 and 570,000 IOPS`, `de 10 à 25 %`: two numbers joined by a short word or
/// two, the unit after the second only, are the bounds of a range.
fn mark_word_ranges(text: &str, found: &mut Scan) {
    for index in 1..found.numbers.len() {
        let (previous, number) = (&found.numbers[index - 1], &found.numbers[index]);
        if previous.unit.is_some() || number.unit.is_none() || previous.end > number.start {
            continue;
        }
        if joined_by_words(&text[previous.end..number.start]) {
            found.numbers[index - 1].range_end = true;
            found.numbers[index].range_end = true;
        }
    }
}

/// Whether `c` is of the Unicode blocks from CJK's radicals on (U+2E80): Chinese ideographs,
/// kana, Hangul, the full-width forms, which follow a number or a name without a space.
pub fn in_cjk_blocks(c: char) -> bool {
    (c as u32) >= 0x2E80
}

/// Whether `c` is a letter of a script whose words meet a number, a unit or a name without a
/// space: Chinese, Japanese and Korean (`5msで`, `SN630の`, a particle glued: `5ms로`), and
/// the scripts written without spaces between words, by their Unicode script (Thai, Lao,
/// Khmer, Myanmar: `1 มิลลิวินาทีไว้ได้`, a unit word and the next word with nothing between).
/// Other letters belong to the word they touch (`SHA256-Prüfsumme`, `Вт`).
pub fn joins_without_a_space(c: char) -> bool {
    use icu::properties::{props::Script, CodePointMapData};
    in_cjk_blocks(c)
        || !c.is_ascii()
            && matches!(
                CodePointMapData::<Script>::new().get(c),
                Script::Thai | Script::Lao | Script::Khmer | Script::Myanmar
            )
}

/// Where a word starting with a letter ends: letters and digits, and `-_./` between them.
fn name_end(chars: &[(usize, char)], mut i: usize) -> usize {
    // Letters of alphabetic scripts (`ü` of `SHA256-Prüfsumme`), not CJK ideographs or kana,
    // which follow a name without a space (`SN630の`).
    let letter =
        |c: char| c.is_ascii_alphanumeric() || c.is_alphabetic() && !joins_without_a_space(c);
    while i < chars.len() {
        let c = chars[i].1;
        let joins = matches!(c, '-' | '_' | '.' | '/')
            && chars.get(i + 1).is_some_and(|n| letter(n.1))
            // `P99,99` in a language of the decimal comma.
            || c == ','
                && i > 0
                && chars[i - 1].1.is_ascii_digit()
                && chars.get(i + 1).is_some_and(|n| n.1.is_ascii_digit());
        if !(letter(c) || joins) {
            break;
        }
        i += 1;
    }
    i
}

/// Reads what starts with a digit at char index `i` (a number, or a name such as 90-10 or
/// 100GbE) into `found`; returns the index after it.
fn read_at(
    text: &str,
    chars: &[(usize, char)],
    start: usize,
    style: &NumberStyle,
    found: &mut Scan,
) -> usize {
    let ch = |j: usize| chars.get(j).map(|c| c.1);
    let digit = |j: usize| ch(j).is_some_and(|c| c.is_ascii_digit());
    if let Some((name_start, after)) =
        reference_at(chars, start).or_else(|| assignment_at(chars, start, style))
    {
        let (begin, end) = (chars[name_start].0, byte_at(chars, after, text.len()));
        found.names.push(Name { start: begin, end, text: text[begin..end].to_string() });
        return after;
    }
    // `[20]` after a word or at a line's start: a note's mark, numbered by the document's
    // tools in each language alike or not; neither a figure nor a name.
    if start > 0 && chars[start - 1].1 == '[' {
        let mut j = start;
        while digit(j) {
            j += 1;
        }
        if ch(j) == Some(']') {
            return j + 1;
        }
    }
    // 0x28121969, 0xfee1dead: a hexadecimal constant is an identifier, never a figure.
    if ch(start) == Some('0')
        && matches!(ch(start + 1), Some('x' | 'X'))
        && ch(start + 2).is_some_and(|c| c.is_ascii_hexdigit())
    {
        let mut j = start + 2;
        while ch(j).is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            j += 1;
        }
        let (begin, end) = (chars[start].0, byte_at(chars, j, text.len()));
        found.names.push(Name { start: begin, end, text: text[begin..end].to_string() });
        return j;
    }
    let end_raw = raw_end(chars, start, style);
    // `2.x`, `2.5.x`, `1.4.*`: a pattern of versions, a name of a series, not a figure.
    if ch(end_raw) == Some('.')
        && matches!(ch(end_raw + 1), Some('x' | 'X' | '*'))
        && !ch(end_raw + 2).is_some_and(|c| c.is_alphanumeric())
        && chars[start..end_raw].iter().all(|c| c.1.is_ascii_digit() || c.1 == '.')
    {
        let end = byte_at(chars, end_raw + 2, text.len());
        let begin = chars[start].0;
        found.names.push(Name { start: begin, end, text: text[begin..end].to_string() });
        return end_raw + 2;
    }
    let end_raw = tight_list_item_end(chars, start, end_raw, style).unwrap_or(end_raw);
    let raw: String = chars[start..end_raw].iter().map(|c| c.1).collect();
    let begin = chars[start].0;
    let raw_end_byte = byte_at(chars, end_raw, text.len());

    if let Some(after) = mixed_fraction(text, chars, start, end_raw, style, found) {
        return after;
    }

    // `14 h 30`, `0 h 00`, `9h05`: a time of day as French writes it, a name as `14:30` is.
    if let Some(after) = hour_h_minutes(chars, start, end_raw) {
        let end = byte_at(chars, after, text.len());
        found.names.push(Name { start: begin, end, text: text[begin..end].to_string() });
        return after;
    }

    // What follows the digits decides what they are.
    // `1.5-2.5 W`, `0,8-1,2 ms`: two decimals joined by a dash, with a unit, are a range's
    // two ends, read as numbers (and paired as a range), not a name as whole numbers so joined
    // are. (Without a unit they may be a version, `1.5-2.1`, and stay a name.)
    let decimal_range = ch(end_raw) == Some('-') && {
        let one_decimal = |from: usize| {
            let mut j = from;
            let mut marks = 0;
            while digit(j) || matches!(ch(j), Some('.' | ',')) && digit(j + 1) && digit(j - 1) {
                marks += usize::from(!digit(j));
                j += 1;
            }
            (marks == 1 && j > from).then_some(j)
        };
        one_decimal(start) == Some(end_raw)
            && one_decimal(end_raw + 1).is_some_and(|after| {
                !(matches!(ch(after), Some('-' | ':' | '.' | ',')) && digit(after + 1))
                    && read_unit(text, chars, after, style).0.is_some()
            })
    };
    match ch(end_raw) {
        // 90-10, 2019-03-01, 12:30: a name, compared as written.
        Some('-' | ':') if digit(end_raw + 1) && !decimal_range => {
            let mut j = end_raw;
            while digit(j) || matches!(ch(j), Some('-' | ':' | '.' | ',')) && digit(j + 1) {
                j += 1;
            }
            let end = byte_at(chars, j, text.len());
            found.names.push(Name { start: begin, end, text: text[begin..end].to_string() });
            return j;
        }
        // 70/30, 1/2: a ratio of whole numbers is a name; `7.0/8.5` two numbers.
        Some('/') if digit(end_raw + 1) => {
            let next_end = raw_end(chars, end_raw + 1, style);
            let plain = |s: &str| s.chars().all(|c| c.is_ascii_digit());
            let next_raw: String = chars[end_raw + 1..next_end].iter().map(|c| c.1).collect();
            if plain(&raw) && plain(&next_raw) {
                // `15/03/2023`: a third part makes it a date.
                let next_end = match ch(next_end) {
                    Some('/') if digit(next_end + 1) => {
                        let third = raw_end(chars, next_end + 1, style);
                        let whole: String = chars[start..third].iter().map(|c| c.1).collect();
                        if date_parts(&whole).is_some() {
                            third
                        } else {
                            next_end
                        }
                    }
                    _ => next_end,
                };
                let end = byte_at(chars, next_end, text.len());
                found.names.push(Name { start: begin, end, text: text[begin..end].to_string() });
                return next_end;
            }
        }
        // 96-layer, 2.5-inch, 4-SSD: a number made an adjective, compared as a count (but
        // `2-TB-Modell` is a figure with its unit, read below).
        Some('-')
            if ch(end_raw + 1).is_some_and(|c| c.is_alphabetic())
                && read_unit(text, chars, end_raw, style).0.is_none() =>
        {
            if let Some(reading) = Reading::of(&raw, style) {
                found.numbers.push(other_number(text, begin, raw_end_byte, &reading));
            }
            return skip_word(chars, end_raw);
        }
        _ => {}
    }

    let Some(reading) = Reading::of(&raw, style) else {
        // Digits with a space that no convention reads (`3.5 210` in French, where a space
        // groups threes): two numbers run together, not a name.
        if raw.contains(SPACES) {
            found.debris.push(Debris {
                start: begin,
                end: raw_end_byte,
                text: raw.clone(),
                what: DebrisKind::RunTogether,
                after_name: None,
            });
            return end_raw;
        }
        // Digits no convention reads (16.04.3, 1.2.3): a version.
        found.names.push(Name { start: begin, end: raw_end_byte, text: raw.clone() });
        return end_raw;
    };
    // After a version word and without a unit, dotted digits are a version in every
    // language: `Version 3.100` in German is 3.100, not 3,100.
    let reading = match reading.alternative {
        Some((alt_value, alt_step))
            if reading.grouped
                && raw.contains('.')
                && alt_value < 100.0
                && after_version_word(text, begin)
                // A figure with a unit is no version: `Login 87.136 IOPS`.
                && read_unit(text, chars, end_raw, style).0.is_none()
                && read_compact(text, chars, end_raw, reading.value, style).is_none() =>
        {
            let decimals = raw.rsplit('.').next().map_or(0, str::len) as u32;
            Reading {
                value: alt_value,
                step: alt_step,
                grouped: false,
                decimals,
                foreign: false,
                alternative: None,
            }
        }
        _ => reading,
    };
    let mut value = reading.value;
    let mut step = reading.step;
    let shown = value;
    let mut i = end_raw;
    // A compact suffix: 442K, 1.2M, 442 k, 12 mil, 44万, 32万3674.
    let mut compact = None;
    if let Some((multiplier, after, kind)) = read_compact(text, chars, i, reading.value, style) {
        value *= multiplier;
        step *= multiplier;
        compact = Some(kind);
        i = after;
        // CJK myriads continue with the digits below them: 32万3674 is 323,674. Korean writes
        // a space at each myriad and groups the digits below (`44만 2,089`), which may end in
        // a smaller word of their own (`56만 3천`, `1억 2,000만`).
        if multiplier >= 1e4 && !chars[i - 1].1.is_ascii() {
            let start = match chars.get(i) {
                Some(c) if SPACES.contains(&c.1) && digit(i + 1) => i + 1,
                _ => i,
            };
            if let Some((below, below_step, end)) =
                digits_below_a_myriad(text, chars, start, multiplier, style)
            {
                value += below;
                step = below_step;
                i = end;
            }
        }
    }
    // A counter counts a plain number of things: `1万台` is ten thousand, `4K 대비` is not four
    // thousand things.
    let (unit, after_unit) = match read_unit(text, chars, i, style) {
        (Some(unit), _) if compact.is_some() && unit.key() == "count" => (None, None),
        // A whole number after a name is its version, and the things after it are counted by
        // a word before the name: `Four SQL Server 2014 VMs` are four VMs, not 2014. (Not a
        // counter of a language that puts its counts after the noun: `vCPU 16개`.)
        (Some(unit), _)
            if unit.dimension() == Dimension::Count
                && reading.decimals == 0
                && text[byte_at(chars, i, text.len())..]
                    .trim_start_matches(SPACES)
                    .starts_with(|c: char| c.is_ascii_alphabetic())
                && after_version_word(text, begin) =>
        {
            (None, None)
        }
        // A currency code that a name goes on from is the name's start: `2 AMD EPYC 9554`
        // are processors, not Armenian drams.
        (Some(unit), Some(end))
            if unit.currency().is_some() && code_starts_a_name(chars, i, end) =>
        {
            (None, None)
        }
        // CLDR writes a currency's code apart from the digits (currency spacing): `4.3BSD`
        // is a name, not 4.3 Bahamian dollars.
        (Some(unit), Some(_))
            if unit.currency().is_some() && ch(i).is_some_and(|c| c.is_ascii_alphabetic()) =>
        {
            (None, None)
        }
        (Some(unit), Some(_)) if unit.currency().is_some() && !money_digits(&reading) => {
            (None, None)
        }
        read => read,
    };
    // Digits glued to letters that are neither a suffix nor a unit: 3D, 1U, 100GbE are names;
    // 4th, 99e, 1er ordinals, not compared.
    if unit.is_none() && compact.is_none() && ch(i).is_some_and(|c| c.is_ascii_alphabetic()) {
        let end_index = skip_word(chars, i);
        // An ordinal (99th, 1er, 2e) or a quantity glued to its letters (96L, 3D, 100GbE):
        // compared as the number it is, since translations write these forms apart
        // (`96-layer`, `100 GbE`).
        found.numbers.push(other_number(text, begin, raw_end_byte, &reading));
        return end_index;
    }
    // Money is written with its symbol first in many languages: `$1,299`, `€1,299.00`.
    // And any unit the language writes before its number: `%13` in Turkish.
    let (unit, begin) = match unit {
        None => money_digits(&reading)
            .then(|| currency_before(text, begin, style))
            .flatten()
            .or_else(|| unit_before(text, begin, style))
            .map_or((None, begin), |(unit, start)| (Some(unit), start)),
        Some(unit) => (Some(unit), begin),
    };
    let end_index = after_unit.unwrap_or(i);
    let end = byte_at(chars, end_index, text.len());
    let kind = classify(&reading, value, step, unit, compact, text, begin, end);
    let range_end = in_range(text, begin, end);
    let (value, step, alternative) = match (kind, reading.alternative) {
        // Only the dots' grouping stays beside a foreign reading ([`Reading::of`]).
        (NumberKind::ForeignFormat, _) if !reading.foreign => (value, step, None),
        (_, Some((alt_value, alt_step))) => {
            let multiplier = if shown != 0.0 { value / shown } else { 1.0 };
            (value, step, Some((alt_value * multiplier, alt_step * multiplier)))
        }
        _ => (value, step, None),
    };
    found.numbers.push(ProseNumber {
        kind,
        shown,
        alternative,
        range_end,
        ..ProseNumber::figure(text, begin..end, value, step, unit)
    });
    end_index
}

/// A whole number and a fraction, `3 1/2` or `5¼` (inches of a disk, hours), read as the one
/// decimal it is: a translation writes it `3,5`. Its step is the last decimal digit that
/// value needs (`5 1/4` is shown to 0.01), so that `5,25` is the same figure and `5,3` is
/// not. Returns the char index after it, when `start..end_raw` starts one.
fn mixed_fraction(
    text: &str,
    chars: &[(usize, char)],
    start: usize,
    end_raw: usize,
    style: &NumberStyle,
    found: &mut Scan,
) -> Option<usize> {
    let ch = |j: usize| chars.get(j).map(|c| c.1);
    let digits =
        |from: usize| (from..).take_while(|&j| ch(j).is_some_and(|c| c.is_ascii_digit())).count();
    let whole_digits = end_raw - start;
    if digits(start) != whole_digits || whole_digits > 3 {
        return None;
    }
    let whole: f64 = text[chars[start].0..byte_at(chars, end_raw, text.len())].parse().ok()?;
    let glyph = |c: char| match c {
        '½' => Some(0.5),
        '¼' => Some(0.25),
        '¾' => Some(0.75),
        '⅛' => Some(0.125),
        _ => None,
    };
    let (fraction, after) = match ch(end_raw) {
        Some(c) if glyph(c).is_some() => (glyph(c)?, end_raw + 1),
        Some(c) if SPACES.contains(&c) && ch(end_raw + 1).and_then(glyph).is_some() => {
            (ch(end_raw + 1).and_then(glyph)?, end_raw + 2)
        }
        Some(c) if SPACES.contains(&c) => {
            let top_start = end_raw + 1;
            let top = digits(top_start);
            if top == 0 || ch(top_start + top) != Some('/') {
                return None;
            }
            let bottom_start = top_start + top + 1;
            let bottom = digits(bottom_start);
            let after = bottom_start + bottom;
            // `1/2` ends there: `3 1/2.5` or `3 1/2x` is something else.
            if bottom == 0 || ch(after).is_some_and(|c| c.is_alphanumeric() || c == '/') {
                return None;
            }
            let number = |from: usize, count: usize| -> Option<f64> {
                text[chars[from].0..byte_at(chars, from + count, text.len())].parse().ok()
            };
            let (numerator, denominator) = (number(top_start, top)?, number(bottom_start, bottom)?);
            // Halves, quarters, eighths and sixteenths, as sizes are written; less than one.
            if ![2.0, 4.0, 8.0, 16.0].contains(&denominator) || numerator >= denominator {
                return None;
            }
            (numerator / denominator, after)
        }
        _ => return None,
    };
    let value = whole + fraction;
    let step = (0..4)
        .map(|decimals| 10f64.powi(-decimals))
        .find(|step| ((value / step) - (value / step).round()).abs() < 1e-9)
        .unwrap_or(1e-4);
    let (unit, after_unit) = read_unit(text, chars, after, style);
    let end_index = after_unit.unwrap_or(after);
    let (begin, end) = (chars[start].0, byte_at(chars, end_index, text.len()));
    found.numbers.push(ProseNumber::figure(text, begin..end, value, step, unit));
    Some(end_index)
}

/// `apt-get(8)`, `_exit(0)`, `sort(1p)`, `init(2.6.26)`: a word and the number in parentheses
/// right after it (a manual section, a function's argument) are one name, never a figure. For
/// digits at char index `start`, the char indices where that name starts and ends.
fn reference_at(chars: &[(usize, char)], start: usize) -> Option<(usize, usize)> {
    let word_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.');
    if start < 2 || chars[start - 1].1 != '(' || !word_char(chars[start - 2].1) {
        return None;
    }
    let mut end = start;
    while chars.get(end).is_some_and(|c| {
        c.1.is_ascii_alphanumeric()
            || c.1 == '.' && chars.get(end + 1).is_some_and(|n| n.1.is_ascii_digit())
    }) {
        end += 1;
    }
    if chars.get(end).map(|c| c.1) != Some(')') {
        return None;
    }
    let mut word_start = start - 1;
    while word_start > 0 && word_char(chars[word_start - 1].1) {
        word_start -= 1;
    }
    chars[word_start..start - 1]
        .iter()
        .any(|c| c.1.is_ascii_alphabetic())
        .then_some((word_start, end + 1))
}

/// `c=1024`, `eax=32`, `q.quot=-2`, `1=FM`: a number joined by `=` to an identifier, with no
/// space, is a setting written as code, one name, never a figure. For digits at char index
/// `start`, the char indices where that name starts and ends.
fn assignment_at(
    chars: &[(usize, char)],
    start: usize,
    style: &NumberStyle,
) -> Option<(usize, usize)> {
    let ident = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.');
    let end = raw_end(chars, start, style);
    // A sign belongs to the value: `q.quot=-2`.
    let value_start = if start >= 1 && chars[start - 1].1 == '-' { start - 1 } else { start };
    if value_start >= 2 && chars[value_start - 1].1 == '=' && ident(chars[value_start - 2].1) {
        let mut word_start = value_start - 1;
        while word_start > 0 && ident(chars[word_start - 1].1) {
            word_start -= 1;
        }
        let word = &chars[word_start..value_start - 1];
        if word.iter().any(|c| c.1.is_ascii_alphabetic()) {
            return Some((word_start, end));
        }
    }
    if chars.get(end).is_some_and(|c| c.1 == '=')
        && chars.get(end + 1).is_some_and(|c| c.1.is_ascii_alphabetic())
    {
        let mut after = end + 1;
        while chars.get(after).is_some_and(|c| ident(c.1) || c.1 == '-') {
            after += 1;
        }
        return Some((start, after));
    }
    None
}

/// Whether digits may be an amount of money: whole, or to the cent (CLDR gives almost every
/// currency two fraction digits, a few none or three). `BSD 4.2` is a version, not money.
fn money_digits(reading: &Reading) -> bool {
    matches!(reading.decimals, 0 | 2 | 3)
}

/// A number that is not a figure, compared by its digits only: to the step of its last digit
/// (`2.5-inch` is 2.5 to a tenth), which is what a suggestion shows.
fn other_number(text: &str, start: usize, end: usize, reading: &Reading) -> ProseNumber {
    let value = reading.value;
    ProseNumber {
        start,
        end,
        text: text[start..end].to_string(),
        value,
        step: reading.step,
        unit: None,
        kind: NumberKind::Other,
        shown: value,
        alternative: None,
        range_end: false,
        range_from: None,
    }
}

/// Whether the number at `start..end` is an end of a range (`52万〜57万`, `0–78 °C`, `10 - 25`):
/// a bound, not a quoted result.
fn in_range(text: &str, start: usize, end: usize) -> bool {
    const DASHES: [char; 6] = RANGE_DASHES;
    let before = text[..start].trim_end_matches(SPACES);
    let after = text[end..].trim_start_matches(SPACES);
    let joined_before = before.ends_with(DASHES)
        && before[..before.len() - before.chars().last().map_or(0, char::len_utf8)]
            .trim_end_matches(SPACES)
            .ends_with(|c: char| c.is_ascii_digit() || c == '万' || c == '%');
    let joined_after = after.starts_with(DASHES)
        && after.chars().nth(1).is_some_and(|c| c.is_ascii_digit() || SPACES.contains(&c));
    joined_before || joined_after
}

/// The number at `start` that continues a myriad of `multiplier` (`3674` of `32万3674`,
/// `2,089` of `44만 2,089`, `3천` of `56만 3천`), read in the language's own convention: its
/// value, its step and where it ends; none where no digits stand there or they reach the
/// myriad (`35만 10만` are two numbers).
fn digits_below_a_myriad(
    text: &str,
    chars: &[(usize, char)],
    start: usize,
    multiplier: f64,
    style: &NumberStyle,
) -> Option<(f64, f64, usize)> {
    if !chars.get(start).is_some_and(|c| c.1.is_ascii_digit()) {
        return None;
    }
    let end = raw_end(chars, start, style);
    let raw: String = chars[start..end].iter().map(|c| c.1).collect();
    let below = style.own_reading(&raw)?;
    let (value, step, end) = match read_compact(text, chars, end, below.value, style) {
        Some((smaller, after, _)) => (below.value * smaller, below.step * smaller, after),
        None => (below.value, below.step, end),
    };
    (value < multiplier).then_some((value, step, end))
}

/// Where the digits and separators starting at `start` end: `.` and `,` followed by a digit,
/// and the language's space between groups when three digits follow.
fn raw_end(chars: &[(usize, char)], start: usize, style: &NumberStyle) -> usize {
    let digit = |j: usize| chars.get(j).is_some_and(|c| c.1.is_ascii_digit());
    let mut i = start;
    while i < chars.len() {
        let c = chars[i].1;
        // The language's own separators too, where they are neither (Arabic's `٫` and `٬`).
        let separator =
            (matches!(c, '.' | ',') || c == style.decimal || style.own_group(c)) && digit(i + 1);
        let between_groups = digit(i + 1)
            && digit(i + 2)
            && digit(i + 3)
            && !digit(i + 4)
            && digits_before(chars, start, i) <= 3;
        // A space between groups of three: `12 610,3` in French, not `2019 600`; an apostrophe
        // likewise, in every language (`1'048'576`: [`APOSTROPHES`]).
        let space_group = style.groups_with_spaces() && SPACES.contains(&c) && between_groups;
        let apostrophe_group = APOSTROPHES.contains(&c) && between_groups;
        if c.is_ascii_digit() || separator || space_group || apostrophe_group {
            i += 1;
        } else {
            break;
        }
    }
    i
}

/// Where the first item of a list written without spaces ends (`1,2 or 3`, `RAID 1,5 and 6`):
/// digits of one or two joined by commas, which the language's own convention cannot read as
/// one number (English groups digits by three), before another item of the list (a comma, or
/// a short word such as `or`, `and`, then digits), all in ascending order. Read as one number,
/// they were another language's decimal (1.2), and a translation that spaces the list (`1, 2
/// oder 3`) seemed to add two numbers. `1,5 ms` is still a number in another language's format.
fn tight_list_item_end(
    chars: &[(usize, char)],
    start: usize,
    end_raw: usize,
    style: &NumberStyle,
) -> Option<usize> {
    // Most numbers have no comma: nothing to build for them.
    if !chars[start..end_raw].iter().any(|c| c.1 == ',') {
        return None;
    }
    let raw: String = chars[start..end_raw].iter().map(|c| c.1).collect();
    let items: Vec<&str> = raw.split(',').collect();
    if items.len() < 2
        || items.iter().any(|item| {
            item.is_empty() || item.len() > 2 || !item.bytes().all(|b| b.is_ascii_digit())
        })
        || style.own_reading(&raw).is_some()
    {
        return None;
    }
    let ch = |j: usize| chars.get(j).map(|c| c.1);
    let mut j = end_raw;
    while ch(j).is_some_and(|c| SPACES.contains(&c)) {
        j += 1;
    }
    let word_start = j;
    // A word of a script written with spaces: CJK writes its lists with `、`.
    while ch(j).is_some_and(|c| c.is_alphabetic() && !joins_without_a_space(c)) {
        j += 1;
    }
    let word = j - word_start;
    if word == 0 && matches!(ch(j), Some(',' | ';')) {
        j += 1;
    } else if !(1..=4).contains(&word) {
        return None;
    }
    while ch(j).is_some_and(|c| SPACES.contains(&c)) {
        j += 1;
    }
    let mut next = String::new();
    while let Some(c) = ch(j).filter(char::is_ascii_digit) {
        next.push(c);
        j += 1;
    }
    // Items in ascending order, as a list of options or levels is written (`1,2 or 3`); `0,5
    // or 1` is another language's decimal and a whole number.
    let values: Vec<u32> =
        items.iter().chain([&next.as_str()]).filter_map(|item| item.parse().ok()).collect();
    let ascending = values.len() == items.len() + 1 && values.windows(2).all(|w| w[0] < w[1]);
    ascending.then(|| start + items[0].chars().count())
}

/// How many digits stand in the group that ends at `end` (since `start` or the last separator).
fn digits_before(chars: &[(usize, char)], start: usize, end: usize) -> usize {
    chars[start..end].iter().rev().take_while(|c| c.1.is_ascii_digit()).count()
}

/// Digits and separators read with a convention.
#[derive(Debug, Clone, Copy)]
struct Reading {
    value: f64,
    step: f64,
    grouped: bool,
    decimals: u32,
    /// Only the other convention reads these digits.
    foreign: bool,
    /// The other convention's reading, when both read them and differ.
    alternative: Option<(f64, f64)>,
}

impl Reading {
    fn of(raw: &str, style: &NumberStyle) -> Option<Reading> {
        let own = style.own_reading(raw);
        // Digits grouped by threes where the language groups the Indian way (`2,000,000` for
        // `20,00,000`): the same value, in the other grouping.
        if own.is_none() && style.indian {
            let threes = parse_with(raw, &style.group, style.decimal).filter(|r| r.grouped);
            if let Some(threes) = threes {
                return Some(Reading { foreign: true, ..threes });
            }
        }
        let foreign_groups = [style.foreign_group];
        let foreign = parse_with(raw, &foreign_groups, style.foreign_decimal);
        match (own, foreign) {
            // Only where English's convention is the other one: a translation into a language
            // of the decimal comma often keeps the English digits.
            (Some(own), Some(other))
                if style.decimal == ',' && (own.value - other.value).abs() > 1e-9 =>
            {
                Some(Reading { alternative: Some((other.value, other.step)), ..own })
            }
            (Some(own), _) => Some(own),
            // Digits grouped in threes by dots in a language of the decimal comma that groups
            // with spaces (`100.000` in French or European Portuguese): English reads them as
            // a decimal, but a reader of the decimal comma reads the grouping of German,
            // Italian or Brazilian Portuguese, the other reading the comparison may take.
            (None, Some(other)) if style.decimal == ',' && !style.group.contains(&'.') => {
                let dotted = parse_with(raw, &['.'], ',').filter(|dotted| dotted.grouped);
                Some(Reading {
                    foreign: true,
                    alternative: dotted.map(|dotted| (dotted.value, dotted.step)),
                    ..other
                })
            }
            (None, Some(other)) => Some(Reading { foreign: true, ..other }),
            // A language with separators of its own (Arabic's `٫`) meets the decimal comma too
            // (`2,5`, as European languages write it): a format of neither text.
            (None, None) if !style.decimal.is_ascii() => {
                parse_with(raw, &['.'], ',').map(|comma| Reading { foreign: true, ..comma })
            }
            (None, None) => None,
        }
    }
}

/// `raw` read with `groups` between groups of three digits and `decimal` before the fraction.
/// Digits grouped in threes by commas, as English groups them, with or without decimals:
/// `1,000,000`, `2,147,483,648`, `12,610.3`; not `0,0` or `1,5`.
pub fn grouped_by_commas(text: &str) -> bool {
    parse_with(text, &[','], '.').is_some_and(|reading| reading.grouped)
}

fn parse_with(raw: &str, groups: &[char], decimal: char) -> Option<Reading> {
    parse_grouped(raw, groups, decimal, Grouping::Threes)
}

/// How digits are grouped before the decimal separator.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Grouping {
    /// By threes: `2,000,000`.
    Threes,
    /// The last three, then by twos: `20,00,000`, `1,23,45,678`.
    Indian,
}

fn parse_grouped(raw: &str, groups: &[char], decimal: char, grouping: Grouping) -> Option<Reading> {
    let (whole, fraction) = match raw.split_once(decimal) {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (raw, None),
    };
    if fraction.is_some_and(|f| f.is_empty() || !f.chars().all(|c| c.is_ascii_digit())) {
        return None;
    }
    let parts: Vec<&str> = whole.split(|c: char| groups.contains(&c)).collect();
    if parts.iter().any(|p| p.is_empty() || !p.chars().all(|c| c.is_ascii_digit())) {
        return None;
    }
    let grouped = parts.len() > 1;
    // A grouped number's first group has no leading zero: `0.980` is no 980 in Italian.
    let (first_at_most, between) = match grouping {
        Grouping::Threes => (3, 3),
        Grouping::Indian => (2, 2),
    };
    let last = parts.len() - 1;
    if grouped
        && (parts[0].len() > first_at_most
            || parts[0].starts_with('0')
            || parts[1..last].iter().any(|p| p.len() != between)
            || parts[last].len() != 3)
    {
        return None;
    }
    let digits: String = parts.concat();
    let fraction = fraction.unwrap_or("");
    let value: f64 =
        format!("{digits}.{}", if fraction.is_empty() { "0" } else { fraction }).parse().ok()?;
    if !value.is_finite() {
        return None;
    }
    let decimals = fraction.len() as u32;
    Some(Reading {
        value,
        step: 10f64.powi(-(decimals as i32)),
        grouped,
        decimals,
        foreign: false,
        alternative: None,
    })
}

/// What a number is, from how it is written and what surrounds it.
#[allow(clippy::too_many_arguments)]
fn classify(
    reading: &Reading,
    value: f64,
    step: f64,
    unit: Option<Unit>,
    compact: Option<Compact>,
    text: &str,
    begin: usize,
    end: usize,
) -> NumberKind {
    let version = reading.value < 100.0
        && unit.is_none()
        && compact.is_none()
        && after_version_word(text, begin);
    // Versions are dotted in every language: `Linux 3,5` in Japanese is a decimal in the
    // wrong format, not a version.
    let dotted_version = version && !text[begin..end].contains(',');
    if reading.foreign && !dotted_version {
        return NumberKind::ForeignFormat;
    }
    let shown = value / step;
    let whole = reading.decimals == 0;
    let power_of_two = whole
        && [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0, 512.0, 1024.0]
            .contains(&reading.value);
    if let Some(unit) = unit {
        return if unit.dimension() == Dimension::Count {
            // 8 VMs, 4 nodes: counts, written as words as often as in digits; `2022 年` a year.
            if value >= 100.0 && !(whole && (1900.0..=2100.0).contains(&value)) {
                NumberKind::Figure
            } else {
                NumberKind::Other
            }
        } else if power_of_two && matches!(unit.symbol(), "KB" | "KiB") {
            // 4 KB, 64 KiB: a block size, as 4K is.
            NumberKind::Other
        } else {
            NumberKind::Figure
        };
    }
    if let Some(compact) = compact {
        // 4K, 64K and 1M are block sizes, not thousands, unless a unit says otherwise; a
        // suffix that is a word is a multiplier only (`2 million`, `2 万`, `20 लाख`).
        let _ = shown;
        let block_size = power_of_two && compact == Compact::Letter;
        return if block_size { NumberKind::Other } else { NumberKind::Figure };
    }
    if reading.decimals > 0 || reading.grouped {
        return if version || reading.foreign { NumberKind::Other } else { NumberKind::Figure };
    }
    if value >= 100.0
        && !(1900.0..=2100.0).contains(&value)
        && !after_version_word(text, begin)
        && !before_name(text, end)
    {
        NumberKind::Figure
    } else {
        NumberKind::Other
    }
}

/// A number right before `XNUMX` (`270 XNUMX IOPS`) is what is left of the figure the
/// placeholder replaced: one piece of debris, not a number of its own.
fn attach_to_placeholders(text: &str, found: &mut Scan) {
    let mut kept = Vec::with_capacity(found.numbers.len());
    for number in found.numbers.drain(..) {
        let after = &text[number.end..];
        let gap = after.len() - after.trim_start_matches(SPACES).len();
        let placeholder = found
            .debris
            .iter_mut()
            .find(|d| d.what == DebrisKind::Placeholder && d.start == number.end + gap);
        match placeholder {
            Some(debris) if number.unit.is_none() => {
                debris.start = number.start;
                debris.text = text[number.start..debris.end].to_string();
            }
            _ => kept.push(number),
        }
    }
    found.numbers = kept;
}

/// Numbers with nothing but spaces between them, the first without a unit (a tab or a line
/// break separates the columns of a pasted table). Of two numbers, one a figure and the first
/// not a year or a name's number: one figure machine translation wrote over another
/// (`387,937 7.5 IOPS`, `4 3.3 IOPS`). Of two counts (`apt-get(8 5)`, `von 1 4`), or a number
/// and a version or an address (`12 3.1.6`, `2.4.21 2.5.32`): side by side, debris only where
/// the source does not write them so (lists and bit patterns do).
fn find_run_together(text: &str, found: &mut Scan) {
    // Each number, and each name of digits (a version no convention reads), as written.
    let mut tokens: Vec<(usize, usize, Option<&ProseNumber>)> = found
        .numbers
        .iter()
        .map(|n| (n.start, n.end, Some(n)))
        .chain(
            found
                .names
                .iter()
                .filter(|n| n.text.starts_with(|c: char| c.is_ascii_digit()))
                // A date or a time of day is no part of a run: it stands beside a number or
                // another (`15.03.2023 18:30`, `Aug 6 18:50:44`, the `date` command's output).
                .filter(|n| !is_date_or_time(&n.text))
                .map(|n| (n.start, n.end, None)),
        )
        .collect();
    tokens.sort_unstable_by_key(|(start, _, _)| *start);
    let mut debris = Vec::new();
    for pair in tokens.windows(2) {
        let ((start, end, previous), (next_start, next_end, next)) = (pair[0], pair[1]);
        let between = &text[end.min(next_start)..next_start];
        if between.is_empty() || !between.chars().all(|c| SPACES.contains(&c)) {
            continue;
        }
        let what = match (previous, next) {
            (Some(previous), _) if previous.unit.is_some() && next.is_some() => continue,
            // A block size with its letter (`8K`, `64k`) names a workload, which storage
            // writes beside its mix: `8K 70/30`, `4K 100%`.
            (Some(previous), _)
                if previous.kind == NumberKind::Other
                    && previous.text.ends_with(|c: char| c.is_ascii_alphabetic()) =>
            {
                continue
            }
            (Some(previous), Some(number)) => {
                // A year, or a number that is part of a name (`PERC 730 2 GB`), is not a figure.
                let year = previous.kind == NumberKind::Other
                    && ((1900.0..=2100.0).contains(&previous.value)
                        || after_version_word(text, previous.start));
                // After a count, only a figure with a unit: `4 3.3 IOPS`, not `24 2.5″ bays`.
                let either_figure = previous.kind != NumberKind::Other
                    || number.kind != NumberKind::Other && number.unit.is_some();
                if either_figure && !year {
                    DebrisKind::RunTogether
                } else {
                    DebrisKind::SideBySide
                }
            }
            _ => DebrisKind::SideBySide,
        };
        let after_name = match (what, previous) {
            (DebrisKind::SideBySide, Some(previous)) => {
                completes_name(text, previous.start).map(|word| {
                    let word_start = text[..previous.start]
                        .trim_end_matches(SPACES)
                        .len()
                        .saturating_sub(word.len());
                    text[word_start..previous.end].to_string()
                })
            }
            _ => None,
        };
        debris.push(Debris {
            start,
            end: next_end,
            text: text[start..next_end].to_string(),
            what,
            after_name,
        });
    }
    found.debris.extend(debris);
    found.debris.sort_by_key(|d| d.start);
}

fn byte_at(chars: &[(usize, char)], index: usize, len: usize) -> usize {
    chars.get(index).map(|c| c.0).unwrap_or(len)
}

fn skip_word(chars: &[(usize, char)], mut i: usize) -> usize {
    // Not into ideographs, kana or Thai, which follow a word without a space: `8K混合ワークロ
    // ードは最大120,000 IOPS` is `8K`, then words, then a figure.
    let letter = |c: char| c.is_alphanumeric() && !joins_without_a_space(c);
    while i < chars.len()
        && (letter(chars[i].1)
            || matches!(chars[i].1, '-' | '_' | '.' | '/')
                && chars.get(i + 1).is_some_and(|n| letter(n.1)))
    {
        i += 1;
    }
    i
}

/// How a compact suffix is written: one Latin letter, as block sizes are too (`4K`, `1M`,
/// `64 k`), or a word (`million`, `mil`, `लाख`, `万`), which only multiplies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Compact {
    Letter,
    Word,
}

impl Compact {
    /// The kind of the compact suffix `suffix`.
    fn of(suffix: &str) -> Compact {
        let mut letters = suffix.chars();
        match (letters.next(), letters.next()) {
            (Some(letter), None) if letter.is_ascii_alphabetic() => Compact::Letter,
            _ => Compact::Word,
        }
    }
}

/// A compact suffix at char index `i` (the language's own may follow one space), with the
/// multiplier, the index after it and how it is written. A suffix ending in a letter or digit must end a word
/// (`k` is not the start of `ko`); `万` may be followed by anything.
///
/// `digits` is the value of the digits before it. Compact notation shows at most three
/// digits before a suffix of thousands (`999 mil`, then `1 M`) and four before a myriad's
/// (`1234万`): more digits and a spaced letter is a unit or a word, not a multiplier (`MB =
/// 1000000 B` is a million bytes, not a trillion in Spanish, where `B` is *billón*). Glued
/// ones stay compact: block sizes are written `1024K`.
fn read_compact(
    text: &str,
    chars: &[(usize, char)],
    i: usize,
    digits: f64,
    style: &NumberStyle,
) -> Option<(f64, usize, Compact)> {
    let spaced = chars.get(i).is_some_and(|c| SPACES.contains(&c.1));
    for (suffix, multiplier, own) in &style.compact {
        let myriad = suffix.chars().any(|c| c >= '\u{3000}');
        let most = if myriad { 1e4 } else { 1e3 };
        for start in [i, i + 1] {
            if start == i + 1 && !(spaced && *own && digits < most) {
                continue;
            }
            let Some(&(at, _)) = chars.get(start) else { continue };
            let Some(after) = text[at..].strip_prefix(suffix.as_str()) else { continue };
            let needs_boundary = suffix.chars().last().is_some_and(|c| c.is_ascii_alphanumeric());
            if needs_boundary && after.chars().next().is_some_and(|c| c.is_alphanumeric()) {
                continue;
            }
            return Some((*multiplier, start + suffix.chars().count(), Compact::of(suffix)));
        }
    }
    None
}

/// The unit written right after byte `end` of `text` (after one space or a hyphen, as after a
/// number: `four VMs`, `vier Knoten`), read as [`read_unit`] reads a number's.
pub fn unit_after(text: &str, end: usize, style: &NumberStyle) -> Option<Unit> {
    // The rest of the text alone: `read_unit` looks at its first two characters (a space or
    // a hyphen, then the unit's first) and reads the unit off the text.
    let rest = &text[end..];
    let chars: Vec<(usize, char)> = rest.char_indices().take(2).collect();
    read_unit(rest, &chars, 0, style).0
}

/// A unit after the number: glued (`4.8ms`) or after one space (`4,8 ms`, `9,98 Go/s`).
/// Returns the unit and the char index after it.
fn read_unit(
    text: &str,
    chars: &[(usize, char)],
    i: usize,
    style: &NumberStyle,
) -> (Option<Unit>, Option<usize>) {
    let mut j = i;
    // Joined by a hyphen into a compound that goes on after the unit, as German writes a
    // figure with its noun (`2-TB-Modell`, `1-GiB-Datei`).
    let compound = chars.get(j).is_some_and(|c| c.1 == '-');
    if compound || chars.get(j).is_some_and(|c| SPACES.contains(&c.1)) {
        j += 1;
    }
    let Some(&(at, _)) = chars.get(j) else { return (None, None) };
    let rest = &text[at..];
    for (symbol, unit) in &style.units {
        if let Some(after) = rest.strip_prefix(symbol.as_str()) {
            if compound
                && (symbol.chars().count() < 2
                    || unit.dimension() == Dimension::Count
                    || !after
                        .strip_prefix('-')
                        .is_some_and(|word| word.starts_with(char::is_alphabetic)))
            {
                continue;
            }
            // The symbol must end there: `ms` is not the start of `msec`, `s` not of `seconds`,
            // nor the Russian `В` (volt) of `Вт` (watt) or of a word. (Letters of scripts
            // written with spaces: CJK or Thai text follows a unit without one, `5msで`.)
            let word_letter = |c: char| c.is_alphanumeric() && !joins_without_a_space(c);
            let last_is_letter = symbol.chars().last().is_some_and(word_letter);
            if last_is_letter && after.chars().next().is_some_and(word_letter) {
                continue;
            }
            // Single-letter units only count glued or after a no-break space: `8 s` is
            // ambiguous in prose (`8 s` vs. a plural), `8s` and `8 W` are not.
            let no_break = j == i + 1 && matches!(chars[i].1, '\u{a0}' | '\u{202f}');
            if symbol.chars().count() == 1
                && symbol.chars().all(char::is_lowercase)
                && j != i
                && !no_break
            {
                continue;
            }
            if unit.dimension() == Dimension::Count && j == i && symbol.is_ascii() {
                continue;
            }
            let end = j + symbol.chars().count();
            return (Some(*unit), Some(end));
        }
    }
    (None, None)
}

/// Whether a name follows (`100 GbE`, `400 Series`): the number is part of it. A capital
/// letter alone is a unit's symbol (`5800 K`, `12 V`), which measures the number.
pub fn before_name(text: &str, at: usize) -> bool {
    after_spaces(text, at).is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_uppercase()))
        && !before_a_symbol(text, at)
}

/// Whether a capital letter alone follows, after a space (`5800 K`, `12 V`): a unit's symbol.
pub fn before_a_symbol(text: &str, at: usize) -> bool {
    after_spaces(text, at).is_some_and(|rest| {
        let mut chars = rest.chars();
        chars.next().is_some_and(|c| c.is_ascii_uppercase())
            && !chars.next().is_some_and(char::is_alphanumeric)
    })
}

/// What follows `at` after one space or more; none when no space follows.
fn after_spaces(text: &str, at: usize) -> Option<&str> {
    let rest = &text[at..];
    let trimmed = rest.trim_start_matches(SPACES);
    (trimmed.len() < rest.len()).then_some(trimmed)
}

/// Whether the word before `at` makes a small number a version or a name: `vSAN 8`,
/// `PCIe 3.0`, `ESXi 6.5`, `version 2`.
pub fn after_version_word(text: &str, at: usize) -> bool {
    let Some(word) = word_before(text, at) else { return false };
    let before = text[..at].trim_end_matches(SPACES);
    let lower = word.to_lowercase();
    VERSION_WORDS.contains(&lower.as_str())
        || word.starts_with(|c: char| c.is_alphabetic()) && word.chars().any(|c| c.is_ascii_digit())
        || word.chars().skip(1).any(char::is_uppercase)
        || word.chars().next().is_some_and(char::is_uppercase)
            && word.chars().count() > 1
            && !is_sentence_start(before, word.len())
}

/// Whether a text names versions anywhere (`the version number goes from 0.9 to 0.10`, `the
/// archive format version … 0.939000`): a word of [`VERSION_WORDS`] of four letters or more,
/// or its plural. Its numbers may be versions of any shape.
pub fn names_versions(text: &str) -> bool {
    text.split(|c: char| !c.is_alphabetic()).any(|word| {
        let lower = word.to_lowercase();
        let singular = lower.strip_suffix('s').unwrap_or(&lower);
        [lower.as_str(), singular]
            .iter()
            .any(|w| w.chars().count() >= 4 && VERSION_WORDS.contains(w))
    })
}

/// The word before `at`, when spaces stand between them (`EPYC` of `EPYC 9554`): letters,
/// digits and hyphens.
pub fn word_before(text: &str, at: usize) -> Option<&str> {
    let before = text[..at].trim_end_matches(SPACES);
    if before.len() == text[..at].len() {
        return None;
    }
    let start = before
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_alphanumeric() || *c == '-')
        .last()
        .map(|(i, _)| i)?;
    Some(&before[start..])
}

/// The token of a name that starts at `at`: ASCII letters and digits, and `-_./` between
/// them (`2029BT-HNR`, `6.7u1`, `3D`; `8` of `8の`).
pub fn name_token(text: &str, at: usize) -> &str {
    let chars: Vec<(usize, char)> = text[at..].char_indices().collect();
    let end = name_end(&chars, 0);
    &text[at..chars.get(end).map(|c| at + c.0).unwrap_or(text.len())]
}

/// Whether the word ending `before` starts a sentence (a capital there says nothing).
fn is_sentence_start(before: &str, word_len: usize) -> bool {
    let rest = before[..before.len() - word_len].trim_end();
    rest.is_empty() || rest.ends_with(['.', '!', '?', ':', '。', '(', '*'])
}

/// The word before a number at `at` that the number completes as a name or version, if any:
/// a word without digits that makes it a version (`vSAN 8`, `EPYC 9554`, `Update 2`). After a
/// model number (`BigTwin 2029BT-HNR 4 node chassis`) a number is one of its own.
pub fn completes_name(text: &str, at: usize) -> Option<&str> {
    let word = word_before(text, at)?;
    (after_version_word(text, at) && !word.chars().any(|c| c.is_ascii_digit())).then_some(word)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dates_day_and_month_are_read_in_its_languages_order() {
        assert_eq!(date_ymd("2008-07-01", true), Some([2008, 7, 1]));
        assert_eq!(date_ymd("01-07-2008", true), Some([2008, 7, 1]));
        assert_eq!(date_ymd("07/01/2008", false), Some([2008, 7, 1]));
        assert_eq!(date_ymd("31/12/2002", true), Some([2002, 12, 31]));
        // No month 31: no date in this order; as its writer meant it, the other order's.
        assert_eq!(date_ymd("31/12/2002", false), None);
        assert_eq!(date_ymd_as_meant("31/12/2002", false), Some([2002, 12, 31]));
        assert_eq!(date_ymd_as_meant("07/01/2008", false), Some([2008, 7, 1]));
        assert_eq!(date_ymd_as_meant("2002/31/12", true), None);
        assert_eq!(date_ymd("2002/31/12", true), None);
        // A year written with its zeros is one; `1.2.1234`-like versions are not dates.
        assert_eq!(date_ymd("01.01.0001", true), Some([1, 1, 1]));
        assert_eq!(date_parts("1.2.3456"), None);
    }

    fn figures(text: &str, style: &NumberStyle) -> Vec<(String, f64)> {
        scan(text, style)
            .numbers
            .into_iter()
            .filter(|n| n.kind == NumberKind::Figure)
            .map(|n| (n.text, n.value))
            .collect()
    }

    fn kinds(text: &str, style: &NumberStyle) -> Vec<(String, NumberKind)> {
        scan(text, style).numbers.into_iter().map(|n| (n.text, n.kind)).collect()
    }

    #[test]
    fn a_time_of_day_is_one_key_in_either_clock() {
        let key = |text: &str, after: &str| time_of_day_key(text, after);
        assert_eq!(key("2:30", " am DST"), Some("0230".to_string()));
        assert_eq!(key("02:30", " Uhr"), Some("0230".to_string()));
        assert_eq!(key("3:15", " p.m."), Some("1515".to_string()));
        assert_eq!(key("12:05", "am"), Some("0005".to_string()));
        assert_eq!(key("0 h 00", " ;"), Some("0000".to_string()));
        assert_eq!(key("18:50:44", " BRT"), Some("185044".to_string()));
        // `pm` is no word's beginning here, and 14:30 is already past noon.
        assert_eq!(key("2:30", " pmap"), Some("0230".to_string()));
        assert_eq!(key("14:30", " pm"), Some("1430".to_string()));
        assert_eq!(key("2002:58", ""), None);
        assert_eq!(key("2:30", " p. m."), Some("1430".to_string()));
        // French writing: `14 h 30` is one name; `5 h 30 min` a duration, `3 h` a measurement.
        let style = NumberStyle::with_units(',', '\u{202f}', []);
        let names = |text: &str| -> Vec<String> {
            scan(text, &style).names.into_iter().map(|n| n.text).collect()
        };
        assert_eq!(names("à 14 h 30, puis à 9h05."), ["14 h 30", "9h05"]);
        assert!(names("pendant 5 h 30 min, puis 3 h.").is_empty());
    }

    #[test]
    fn mixed_fractions_are_read_as_their_decimals() {
        let style = NumberStyle::with_units('.', ',', []);
        let read: Vec<(String, f64, f64)> =
            scan("a 3 1/2 disk, a 5¼ one, 2 1/3 cups, 1/2 of it", &style)
                .numbers
                .into_iter()
                .map(|n| (n.text, n.value, n.step))
                .collect();
        // Thirds are not sizes: `2 1/3` stays a 2 and a ratio, and a lone `1/2` a ratio (a name).
        assert_eq!(
            read,
            [
                ("3 1/2".to_string(), 3.5, 0.1),
                ("5¼".to_string(), 5.25, 0.01),
                ("2".to_string(), 2.0, 1.0),
            ]
        );
    }

    #[test]
    fn reads_numbers_the_way_each_language_writes_them() {
        let fr = NumberStyle::plain(',', ' ');
        assert_eq!(
            figures("un total de 12 610,3 TPS", &fr),
            [("12 610,3 TPS".to_string(), 12610.3)]
        );
        assert_eq!(figures("une latence de 4,8 ms", &fr), [("4,8 ms".to_string(), 4.8)]);
        let es = NumberStyle::plain(',', '.');
        assert_eq!(figures("alcanzó 12.472,8 TPS", &es), [("12.472,8 TPS".to_string(), 12472.8)]);
        let en = NumberStyle::plain('.', ',');
        assert_eq!(
            figures("a score of 12,610.3 TPS and 9.98 GB/s", &en),
            [("12,610.3 TPS".to_string(), 12610.3), ("9.98 GB/s".to_string(), 9.98)]
        );
        let n = &scan("peaked at 442K IOPS", &en).numbers[0];
        assert_eq!((n.value, n.step, n.unit.map(|u| u.symbol())), (442000.0, 1000.0, Some("IOPS")));
        assert_eq!(scan("peaked at 442k IOPS", &en).numbers[0].value, 442000.0);
    }

    #[test]
    fn model_numbers_versions_years_and_ranges_are_not_figures() {
        let en = NumberStyle::plain('.', ',');
        let text = "The SN630 in an R740xd under vSAN 6.7 U1, SQL 90-10, a 4K random read, 3D NAND, \
                    the 99th percentile, 100GbE and 100 GbE, since 2019, on 2019-03-01, with 8 VMs and PCIe 3.0 x4.";
        assert_eq!(figures(text, &en), Vec::<(String, f64)>::new());
        let names: Vec<String> = scan(text, &en).names.into_iter().map(|n| n.text).collect();
        assert_eq!(names, ["SN630", "R740xd", "U1", "90-10", "2019-03-01", "x4"]);
        let fr = NumberStyle::plain(',', ' ');
        assert_eq!(figures("sous VMware vSAN 6.7 Update 1", &fr), Vec::<(String, f64)>::new());
        assert_eq!(
            kinds("sous VMware vSAN 6.7 Update 1", &fr),
            [("6.7".to_string(), NumberKind::Other), ("1".to_string(), NumberKind::Other)]
        );
    }

    #[test]
    fn finds_machine_translation_debris() {
        let en = NumberStyle::plain('.', ',');
        let found = scan("an aggregate of 12,610.3 3,152.01 TPS, from XNUMX TPS in RAIDXNUMX", &en);
        let kinds: Vec<(DebrisKind, &str)> =
            found.debris.iter().map(|d| (d.what, d.text.as_str())).collect();
        assert_eq!(
            kinds,
            [
                (DebrisKind::RunTogether, "12,610.3 3,152.01 TPS"),
                (DebrisKind::Placeholder, "XNUMX"),
                (DebrisKind::Placeholder, "XNUMX")
            ]
        );
        let fr = NumberStyle::plain(',', ' ');
        let found = scan("culminant à 22.7 1.4 IOPS et 4 3.3 IOPS", &fr);
        let texts: Vec<&str> = found.debris.iter().map(|d| d.text.as_str()).collect();
        assert_eq!(texts, ["22.7 1.4 IOPS", "4 3.3 IOPS"]);
    }

    #[test]
    fn a_number_written_for_another_language_is_recognised() {
        let fr = NumberStyle::plain(',', ' ');
        for (text, value) in [
            ("un score de 12,610.3 TPS", 12610.3),
            ("une moyenne de 21.86 ms", 21.86),
            ("9.98 Go/s", 9.98),
            ("10,000,000 d'E/S", 1e7),
            ("de 2.5 pouces", 2.5),
        ] {
            let numbers = scan(text, &fr).numbers;
            assert_eq!(numbers.len(), 1, "{text}");
            assert_eq!(
                (numbers[0].kind, numbers[0].value),
                (NumberKind::ForeignFormat, value),
                "{text}"
            );
        }
        let de = NumberStyle::plain(',', '.');
        assert_eq!(
            kinds("12.5 ms und 1.234 IOPS", &de),
            [
                ("12.5 ms".to_string(), NumberKind::ForeignFormat),
                ("1.234 IOPS".to_string(), NumberKind::Figure)
            ]
        );
        // Both conventions read `1,500`: 1.5 as written, 1500 in English format.
        let pl = NumberStyle::plain(',', ' ');
        let n = &scan("skala 1,500 magazynów", &pl).numbers[0];
        assert_eq!((n.value, n.alternative), (1.5, Some((1500.0, 1.0))));
        // Grouped in threes by dots where the language groups with spaces: English reads a
        // decimal, the other reading is the grouping of the languages that group with dots.
        let pt = NumberStyle::plain(',', ' ');
        let n = &scan("Valor actual para 20.000, e 100.000€ depois", &pt).numbers;
        assert_eq!(
            n.iter().map(|n| (n.kind, n.value, n.alternative)).collect::<Vec<_>>(),
            [
                (NumberKind::ForeignFormat, 20.0, Some((20000.0, 1.0))),
                (NumberKind::ForeignFormat, 100.0, Some((100000.0, 1.0)))
            ]
        );
    }

    #[test]
    fn a_list_written_without_spaces_is_its_items() {
        let en = NumberStyle::plain('.', ',');
        let values = |text: &str, style: &NumberStyle| -> Vec<(String, f64)> {
            scan(text, style).numbers.into_iter().map(|n| (n.text, n.value)).collect()
        };
        let items = |list: &[(&str, f64)]| -> Vec<(String, f64)> {
            list.iter().map(|(t, v)| (t.to_string(), *v)).collect()
        };
        assert_eq!(
            values("blank pages (1,2 or 3)", &en),
            items(&[("1", 1.0), ("2", 2.0), ("3", 3.0)])
        );
        assert_eq!(
            values("RAID 1,5,6 and 10", &en),
            items(&[("1", 1.0), ("5", 5.0), ("6", 6.0), ("10", 10.0)])
        );
        assert_eq!(values("ports 1,2, 3", &en), items(&[("1", 1.0), ("2", 2.0), ("3", 3.0)]));
        // Another language's decimal, and English's thousands, stay one number.
        let decimal = scan("a mean of 1,5 ms", &en).numbers;
        assert_eq!((decimal.len(), decimal[0].kind), (1, NumberKind::ForeignFormat));
        assert_eq!(values("1,500 or 2,000 IOPS", &en)[0].1, 1500.0);
        // In a language of the decimal comma it is a decimal.
        let de = NumberStyle::plain(',', '.');
        assert_eq!(values("1,2 oder 3", &de)[0].1, 1.2);
    }

    #[test]
    fn money_is_read_with_its_symbol_before_or_after() {
        let en = NumberStyle::plain('.', ',');
        let mut with_symbols = en.clone();
        let usd = Unit::parse("USD").unwrap();
        let eur = Unit::parse("EUR").unwrap();
        with_symbols.units = unit_symbols(
            [("$".to_string(), usd), ("€".to_string(), eur), ("K".to_string(), usd)].into_iter(),
        );
        let read = |text: &str, style: &NumberStyle| {
            scan(text, style)
                .numbers
                .into_iter()
                .map(|n| (n.text, n.value, n.unit.and_then(|u| u.currency()), n.kind))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            read("it sells for $1,299 today", &with_symbols),
            [("$1,299".to_string(), 1299.0, Some("USD"), NumberKind::Figure)]
        );
        assert_eq!(
            read("or €1,299.00", &with_symbols),
            [("€1,299.00".to_string(), 1299.0, Some("EUR"), NumberKind::Figure)]
        );
        assert_eq!(
            read("at 1,299 USD", &en),
            [("1,299 USD".to_string(), 1299.0, Some("USD"), NumberKind::Figure)]
        );
        assert_eq!(
            read("at USD 1,299", &en),
            [("USD 1,299".to_string(), 1299.0, Some("USD"), NumberKind::Figure)]
        );
        let fr = NumberStyle {
            units: unit_symbols([("€".to_string(), eur)].into_iter()),
            ..NumberStyle::plain(',', ' ')
        };
        assert_eq!(
            read("vendu 1 299,00 € HT", &fr),
            [("1 299,00 €".to_string(), 1299.0, Some("EUR"), NumberKind::Figure)]
        );
        // Words that are codes, and a lone letter, are not money.
        assert_eq!(read("the TOP 500 list", &en)[0].2, None);
        assert_eq!(read("a 4 K display", &with_symbols)[0].2, None);
        assert_eq!(read("FOUSD 1,299", &en)[0].2, None);
        // A code a name goes on from is the name: two processors, not two Armenian drams.
        assert_eq!(read("Each node has 2 AMD EPYC 9554 processors", &en)[0].2, None);
        assert_eq!(read("at 1,299 USD today", &en)[0].2, Some("USD"));
    }

    #[test]
    fn counters_count_things_and_block_sizes_are_told_from_figures() {
        let count = Unit::parse("count").unwrap();
        let counters = ["台", "個", "つ", "基"].map(|c| (c.to_string(), count));
        let ja = NumberStyle::new(
            '.',
            ',',
            unit_symbols(counters.into_iter()),
            vec![("万".to_string(), 1e4)],
        );
        // `8 台`, `10個`, `2 つ`: counts of things, with or without a space.
        let numbers = scan("SSD を 8 台と 10個、2 つのスロット", &ja).numbers;
        let read: Vec<(&str, bool, bool, NumberKind)> = numbers
            .iter()
            .map(|n| (n.text.as_str(), n.counts_things(), n.is_whole(), n.kind))
            .collect();
        assert_eq!(
            read,
            [
                ("8 台", true, true, NumberKind::Other),
                ("10個", true, true, NumberKind::Other),
                ("2 つ", true, true, NumberKind::Other)
            ]
        );
        // A count is whole: `2.5 個` is a size that took a count's place.
        let n = &scan("最大 2.5 個の", &ja).numbers[0];
        assert!(n.counts_things() && !n.is_whole());
        // After a compact suffix a counter says nothing more: `1万台` is ten thousand.
        let n = &scan("1万台", &ja).numbers[0];
        assert_eq!((n.value, n.unit, n.counts_things()), (10000.0, None, false));
        // Years are not counted things.
        let en = NumberStyle::plain('.', ',');
        assert!(!scan("a five-year warranty over 5 years", &en)
            .numbers
            .iter()
            .any(ProseNumber::counts_things));
        assert!(scan("with 4 nodes", &en).numbers[0].counts_things());
        // `4K` and `64 KB` are block sizes; `379K` is a figure written the way they are.
        let numbers = scan("4K random write, 64 KB reads, 379K IOPS and 379K", &en).numbers;
        let sizes: Vec<(&str, bool)> =
            numbers.iter().map(|n| (n.text.as_str(), n.is_block_size())).collect();
        assert_eq!(sizes, [("4K", true), ("64 KB", true), ("379K IOPS", false), ("379K", false)]);
    }

    #[test]
    fn the_word_before_a_number_and_the_token_it_starts() {
        assert_eq!(word_before("dual AMD EPYC 9554 CPUs", 14), Some("EPYC"));
        assert_eq!(word_before("のSN630", 3), None);
        assert_eq!(name_token("BigTwin 2029BT-HNR 4 node", 8), "2029BT-HNR");
        assert_eq!(name_token("ESXi 6.7u1.", 5), "6.7u1");
        // A Japanese particle glued to it is not part of it.
        assert_eq!(name_token("vSAN 8の", 5), "8");
    }

    #[test]
    fn cjk_numbers_ranges_and_block_sizes() {
        let mut ja = NumberStyle::plain('.', ',');
        ja.compact = compact_forms(vec![("万".to_string(), 1e4)]);
        let n = &scan("32万3674 IOPS", &ja).numbers[0];
        assert_eq!((n.value, n.kind), (323674.0, NumberKind::Figure));
        // Korean writes a space at each myriad and groups the digits below it; a smaller word
        // may end them, and a myriad's decimals keep their step.
        let mut ko = NumberStyle::plain('.', ',');
        ko.compact = compact_forms(vec![
            ("천".to_string(), 1e3),
            ("만".to_string(), 1e4),
            ("억".to_string(), 1e8),
        ]);
        for (text, value) in [
            ("44만 2,089 IOPS", 442_089.0),
            ("44만 2089 IOPS", 442_089.0),
            ("44만2,089 IOPS", 442_089.0),
            ("56만 3천 IOPS", 563_000.0),
            ("1억 2,000만 행", 120_000_000.0),
            ("1만 2,610.3 TPS", 12_610.3),
        ] {
            let numbers = scan(text, &ko).numbers;
            assert_eq!(numbers.len(), 1, "{text}: {numbers:?}");
            assert!((numbers[0].value - value).abs() < 1e-6, "{text}: {:?}", numbers[0]);
        }
        assert!((scan("1만 2,610.3 TPS", &ko).numbers[0].step - 0.1).abs() < 1e-9);
        // Digits that reach the myriad are a number of their own.
        assert_eq!(scan("35만 10만 IOPS", &ko).numbers.len(), 2);
        let pl = NumberStyle::plain(',', ' ');
        assert_eq!(
            kinds("bloki 64 KB i 4 KiB", &pl),
            [("64 KB".to_string(), NumberKind::Other), ("4 KiB".to_string(), NumberKind::Other)]
        );
        assert_eq!(
            figures("od 7,0/8,5 W", &pl),
            [("7,0".to_string(), 7.0), ("8,5 W".to_string(), 8.5)]
        );
    }

    #[test]
    fn a_range_is_one_unit_from_its_low_end_to_its_high_end() {
        let en = NumberStyle::plain('.', ',');
        let fr = NumberStyle::plain(',', ' ');
        // The low end takes the unit written after the high end only; the high end knows it.
        for (text, style) in
            [("7–30 W", &en), ("7 à 30 W", &fr), ("7～30 W", &en), ("7 - 30 W", &en)]
        {
            let numbers = scan(text, style).numbers;
            let (low, high) = (&numbers[0], &numbers[1]);
            assert_eq!((low.unit, low.kind), (high.unit, NumberKind::Figure), "{text}");
            assert_eq!(high.range_from.map(|f| (f.start, f.quantity.value)), Some((0, 7.0)));
        }
        // And its compact suffix: 5–10K IOPS is 5,000 to 10,000.
        let numbers = scan("5–10K IOPS", &en).numbers;
        assert_eq!((numbers[0].value, numbers[0].step), (5000.0, 1000.0));
        // Words join more than ranges: a block size, a version before a figure, a count
        // before a size are left as they are.
        for text in ["4K read at 100 %", "VSAN 6.2 summed 12,472.8 TPS", "16 vCPUs and 8 GB"] {
            let numbers = scan(text, &en).numbers;
            assert_eq!(numbers[0].unit, None, "{text}");
            assert_eq!(numbers[1].range_from, None, "{text}");
        }
    }
}
