//! The order of a sentence's numbers: after the same word, the ends of a range and a list's
//! items, parallel phrases, two numbers or two names of one family exchanged.

use super::*;
use crate::reading::ComparedAgainst;

impl<'a> Comparison<'a> {
    /// Numbers after the same word in a sentence and its translation (`glibc 2.24`, `Linux
    /// 3.15`, `code 0`): a translated number after a word that the source sentence writes
    /// before numbers must be one of those, and in their order. Translations keep a word's
    /// numbers in order (none of the human translations reverses them); a swap does not.
    pub(super) fn compare_anchored(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
        findings: &mut Vec<Finding>,
    ) {
        let (source, translated) = (
            anchored(self.source, s, self.localizer, self.source_style),
            anchored(self.translation, t, self.localizer, self.translation_style),
        );
        let words: std::collections::BTreeSet<&Anchor> = source.iter().map(|a| &a.word).collect();
        let source_file = self.source.file_name();
        for word in words {
            let source_values: Vec<&Anchored> = source.iter().filter(|a| &a.word == word).collect();
            let translated_values: Vec<&Anchored> =
                translated.iter().filter(|a| &a.word == word).collect();
            let mut left: Vec<&Anchored> = source_values.clone();
            let mut strangers: Vec<&Anchored> = Vec::new();
            for anchor in &translated_values {
                match left.iter().position(|a| a.same_value(anchor)) {
                    Some(at) => {
                        left.remove(at);
                    }
                    // A token of digits and letters the source sentence writes after another
                    // word (`BiCS3 3D TLC de 64 capas` for "BiCS3 64-layer 3D TLC"): moved
                    // whole, as a language that puts a modifier after its noun moves it; it
                    // stands in no number's place.
                    None if !anchor.glued.is_empty()
                        && source
                            .iter()
                            .any(|a| a.value == anchor.value && a.glued == anchor.glued) => {}
                    None => strangers.push(anchor),
                }
            }
            let mut report = |figure: &Anchored, expected: &Anchored, why: String, sure: bool| {
                let finding = if sure {
                    Finding::error(FindingKind::NumberMoved, why)
                } else {
                    Finding::warning(FindingKind::NumberMoved, why)
                };
                // A number word in a number's place is answered in the reader's words
                // (`zwei` for `vier`), where its numbers.ftl has one.
                let in_words = !figure.text.chars().any(|c| c.is_ascii_digit());
                let word_for = expected
                    .value
                    .parse::<f64>()
                    .ok()
                    .and_then(|value| self.translation_words.word_for(value))
                    .filter(|_| in_words);
                let finding = finding
                    .text(figure.text.clone())
                    .expected(word_for.map_or_else(|| expected.expected.clone(), str::to_string))
                    .help(word.help());
                // An error already said of it (`EPYC 64` as a name) says more.
                self.say_instead(findings, figure.location, finding, Replace::WarningsOnly);
            };
            // After the word, a number the source sentence does not write after it, while
            // one it does is not given: it stands in that one's place.
            for (stranger, missing) in strangers.iter().zip(left.iter()) {
                if matches!(word, Anchor::Unit(_))
                    && self.unit_written_once(s, t, stranger, missing)
                {
                    continue;
                }
                if self.list_items_exchanged(stranger, missing) {
                    continue;
                }
                report(
                    stranger,
                    missing,
                    format!(
                        "`{}` stands where this sentence of the {} text ({source_file}:{}) has `{}`",
                        stranger.text,
                        self.source_name,
                        missing.location.line,
                        word.quote(&missing.text)
                    ),
                    true,
                );
            }
            // The same numbers after the word, in another order.
            if strangers.is_empty() && left.is_empty() && translated_values.len() >= 2 {
                let first_moved =
                    source_values.iter().zip(&translated_values).find(|(a, b)| !a.same_value(b));
                // Two figures of a unit joined by a word or two in both texts (`8.3 GB/s
                // against 9.98 GB/s`, `13.79 TB of the raw 27.95 TB`) are a comparison, which
                // a language that puts its postposition after the figure compared against
                // turns around (`9.98 GB/s 대비 8.3 GB/s`, `27.95 TB 중 13.79 TB`): their order
                // is unexplained, not certainly wrong.
                let compared = |text: &Text, values: &[&Anchored]| {
                    let [a, b] = values else { return false };
                    a.span.0 == b.span.0
                        && joined_as_a_comparison(
                            &text.prose.blocks[a.span.0].text,
                            &a.span.1,
                            &b.span.1,
                        )
                };
                // Where each text's word of comparison says which figure it measures
                // against, that decides: the same one, the comparison turned around with its
                // word, is the translator's order; the other, the figures exchanged.
                let differ: Vec<usize> = (0..source_values.len().min(translated_values.len()))
                    .filter(|&i| !source_values[i].same_value(translated_values[i]))
                    .collect();
                let alike = match (&source_values[..], &translated_values[..], &differ[..]) {
                    ([a, b], [x, y], []) => {
                        self.compared_alike([&a.span, &b.span], [&x.span, &y.span], false)
                    }
                    // Two of them exchanged, the others in place.
                    (_, _, [i, j]) if source_values.len() == translated_values.len() => self
                        .compared_alike(
                            [&source_values[*i].span, &source_values[*j].span],
                            [&translated_values[*i].span, &translated_values[*j].span],
                            true,
                        ),
                    _ => None,
                };
                let sure = alike == Some(false)
                    || !(matches!(word, Anchor::Unit(_))
                        && compared(self.source, &source_values)
                        && compared(self.translation, &translated_values));
                if alike == Some(true) {
                    continue;
                }
                if let (None, Some(false), [_, b], [x, _]) =
                    (first_moved, alike, &source_values[..], &translated_values[..])
                {
                    // The same order, each text measuring against the other figure: the
                    // translation's word stands on the wrong side (`8,3 GB/s'ye karşı 9,98
                    // GB/s` for "8.3 GB/s against 9.98 GB/s").
                    report(
                        x,
                        b,
                        format!(
                            "this sentence compares against `{}` where the {} text ({source_file}:{}) compares against `{}`: the figures {EXCHANGED_IN_A_COMPARISON}",
                            x.text,
                            self.source_name,
                            b.location.line,
                            word.quote(&b.text),
                        ),
                        true,
                    );
                    continue;
                }
                if let Some((expected, figure)) = first_moved {
                    report(
                        figure,
                        expected,
                        format!(
                            "`{}` is where this sentence of the {} text ({source_file}:{}) has `{}`: {} are in another order",
                            figure.text,
                            self.source_name,
                            expected.location.line,
                            word.quote(&expected.text),
                            word.which_numbers()
                        ),
                        sure,
                    );
                }
            }
        }
    }

    /// Whether a translated number and the source's it stands in the place of are two items
    /// of one list, each in the other's place (`with four and with eight SN655 drives` as
    /// `med åtta och med fyra SN655-enheter`): the name or the unit after the last counts
    /// both, and a list's two items may come in either order, as
    /// [`Self::compare_joined_order`] reads them.
    fn list_items_exchanged(&self, stranger: &Anchored, missing: &Anchored) -> bool {
        let has_partner = |text: &Text, words: &NumberWords, item: &Anchored, value: &str| {
            let (block, span) = &item.span;
            let block_text = &text.prose.blocks[*block].text;
            let joined = |other: Range<usize>| {
                items_joined(block_text, other.clone(), span.clone(), words, true)
                    || items_joined(block_text, span.clone(), other, words, true)
            };
            text.cardinals
                .iter()
                .filter(|c| c.block == *block && format!("{}", c.run.value) == value)
                .any(|c| joined(c.offset..c.offset + c.run.text.len()))
                || text
                    .figures
                    .iter()
                    .chain(&text.others)
                    .filter(|l| l.block == *block && format!("{}", l.number.shown) == value)
                    .any(|l| joined(l.number.start..l.number.end))
        };
        has_partner(self.translation, self.translation_words, stranger, &missing.value)
            && has_partner(self.source, self.source_words, missing, &stranger.value)
    }

    /// Whether the translation writes the unit of two figures once, after the other one
    /// (`108.611 in plaats van 152.516 IOPS`, `4273 і 4259 TPS` for "108,611 IOPS instead
    /// of 152,516", "4,273 TPS against 4,259"): `stranger`, after the unit in the
    /// translation, is a bare number of the source sentence, `missing`, after the unit in
    /// the source, a bare number of the translation, and the two values stand in the same
    /// order in both. Swapped figures turn that order around.
    fn unit_written_once(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
        stranger: &Anchored,
        missing: &Anchored,
    ) -> bool {
        let (Some(stranger_quantity), Some(missing_quantity)) =
            (stranger.quantity, missing.quantity)
        else {
            return false;
        };
        let bare_one = |text: &Text, sentences: &Range<usize>, quantity: Quantity| {
            let mut bare = text.numbers_in(sentences).into_iter().filter(|l| {
                l.number.unit.is_none()
                    && (l.number.value - quantity.value).abs()
                        <= l.number.step.max(quantity.step) / 2.0
            });
            match (bare.next(), bare.next()) {
                (Some(one), None) => Some((one.block, one.number.start)),
                _ => None,
            }
        };
        let (Some(in_source), Some(in_translation)) = (
            bare_one(self.source, s, stranger_quantity),
            bare_one(self.translation, t, missing_quantity),
        ) else {
            return false;
        };
        let at = |a: &Anchored| (a.span.0, a.span.1.start);
        (at(missing) < in_source) == (in_translation < at(stranger))
    }

    /// Whether a comparison's two items stand to it in the translation as in the source:
    /// `source` and `translation` each give the two items' blocks and spans in the order
    /// they are written; `exchanged` when the translation's first stands for the source's
    /// second. Some(true) where both texts measure against the same item (a comparison
    /// turned around with its word: `9,98 GB/s'ye karşı 8,3 GB/s` for "8.3 GB/s against
    /// 9.98 GB/s"), Some(false) where each measures against the other (the items exchanged,
    /// the words left in place), None where either text does not say.
    fn compared_alike(
        &self,
        source: [&(usize, Range<usize>); 2],
        translation: [&(usize, Range<usize>); 2],
        exchanged: bool,
    ) -> Option<bool> {
        let side = |text: &Text, [a, b]: [&(usize, Range<usize>); 2], words: &NumberWords| {
            (a.0 == b.0).then_some(())?;
            compared_against(&text.prose.blocks[a.0].text, &a.1, &b.1, words)
        };
        let in_source = side(self.source, source, self.source_words)?;
        let in_translation = side(self.translation, translation, self.translation_words)?;
        Some((in_source == in_translation) != exchanged)
    }

    /// The numbers of the source sentences `s` and of their translation `t`, each in the
    /// order they are written.
    pub(super) fn numbers_in_order(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
    ) -> (Vec<&'a Located>, Vec<&'a Located>) {
        let in_order = |text: &'a Text, sentences: &Range<usize>| {
            let mut numbers = text.numbers_in(sentences);
            numbers.sort_by_key(|l| (l.block, l.number.start));
            numbers
        };
        (in_order(self.source, s), in_order(self.translation, t))
    }

    /// Where the translation gives the source number `n`, when the source writes its value
    /// once and the translation gives it once; otherwise it is not compared.
    pub(super) fn given_once(
        &self,
        source: &[&Located],
        translated: &[&Located],
        n: &Located,
    ) -> Option<usize> {
        if source.iter().filter(|o| o.number.value == n.number.value).count() != 1 {
            return None;
        }
        let mut at =
            translated.iter().enumerate().filter(|(_, t)| self.gives(t, n)).map(|(i, _)| i);
        match (at.next(), at.next()) {
            (Some(i), None) => Some(i),
            _ => None,
        }
    }

    /// Whether the translated number `t` gives the source number `n`: its value, or agreeing
    /// with it in the translation's format.
    pub(super) fn gives(&self, t: &Located, n: &Located) -> bool {
        t.number.value == n.number.value || self.agrees(&t.number, &n.number)
    }

    /// Numbers the source sentence joins in an order that means something, which the
    /// translation joins in another: the ends of a range (`from 0.1 to 7.0` written `von 7,0
    /// bis 0,1`), or the items of a list of three or more (`(255;0;0)`, `1, 5 and 15`) in an
    /// order that is neither the source's nor its reverse (a translator may reverse a whole
    /// list, as Italian writes `15, 5 ed 1 minuto`). A language may move a number away from
    /// its word, but not the ends of a range apart. Two items of a list (`0 or -1`) may come
    /// in either order, and only numbers that each side writes once are compared.
    pub(super) fn compare_joined_order(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
        findings: &mut Vec<Finding>,
    ) {
        let (source, translated) = self.numbers_in_order(s, t);
        let given = |n: &Located| self.given_once(&source, &translated, n);
        let joined_in_translation = |a: &Located, b: &Located| {
            a.block == b.block && a.number.end <= b.number.start && {
                let text = &self.translation.prose.blocks[a.block].text;
                joins_in_order(
                    &text[a.number.end..b.number.start],
                    last_word(&text[..a.number.start]),
                )
            }
        };
        let joins: Vec<Option<Join>> = source
            .windows(2)
            .map(|pair| {
                let (a, b) = (pair[0], pair[1]);
                if a.block != b.block || a.number.end > b.number.start {
                    return None;
                }
                let text = &self.source.prose.blocks[a.block].text;
                let before = last_word(&text[..a.number.start]);
                join_of(&text[a.number.end..b.number.start], before, self.source_words)
            })
            .collect();
        let source_file = self.source.file_name();
        let mut report = |figure: &Located, first: &Located, last: &Located, expected: &Located| {
            let text = &self.source.prose.blocks[first.block].text;
            let finding = Finding::error(
                FindingKind::NumberMoved,
                format!(
                    "`{}` is out of the order this sentence of the {} text ({source_file}:{}) joins its numbers in: `{}`",
                    figure.number.text,
                    self.source_name,
                    first.location.line,
                    &text[first.number.start..last.number.end]
                ),
            )
            .text(figure.number.text.clone())
            .expected(localized(&expected.number, self.localizer))
            .help("numbers were probably swapped in translation; the ends of a range and the items of a list keep the source's order");
            self.say_instead(findings, figure.location, finding, Replace::WarningsOnly);
        };
        // Ranges: each pair of ends.
        for (index, join) in joins.iter().enumerate() {
            let (low, high) = (source[index], source[index + 1]);
            if *join != Some(Join::Range) || low.number.value == high.number.value {
                continue;
            }
            let (Some(a), Some(b)) = (given(low), given(high)) else { continue };
            if b + 1 == a && joined_in_translation(translated[b], translated[a]) {
                report(translated[b], low, high, low);
            }
        }
        // Lists: each run of three or more items.
        let mut start = 0;
        while start < joins.len() {
            let mut end = start;
            while end < joins.len() && joins[end] == Some(Join::List) {
                end += 1;
            }
            // Items `start..=end` of `source`, when `end > start`.
            let items = &source[start..=end.min(source.len() - 1)];
            start = end + 1;
            if items.len() < 2 {
                continue;
            }
            // Each item where the translation gives it once; or, where the sentence writes an
            // item elsewhere too (`a multiple of 4 (4, 8, 12, 16)`), in the one run of the
            // translation's numbers, joined one to the next, that gives every item once.
            let places =
                items.iter().map(|n| given(n)).collect::<Option<Vec<usize>>>().or_else(|| {
                    self.list_given_in_one_run(items, &translated, |i| {
                        joined_in_translation(translated[i], translated[i + 1])
                    })
                });
            let Some(places) = places else {
                continue;
            };
            let (lowest, highest) =
                (*places.iter().min().unwrap_or(&0), *places.iter().max().unwrap_or(&0));
            // Together in the translation, joined one to the next.
            if highest - lowest + 1 != places.len()
                || !(lowest..highest)
                    .all(|i| joined_in_translation(translated[i], translated[i + 1]))
            {
                continue;
            }
            let kept = places.windows(2).all(|w| w[0] < w[1]);
            let reversed = places.windows(2).all(|w| w[0] > w[1]);
            // Two items reversed are swapped; a longer list reversed as a whole is the
            // translator's order.
            if kept || reversed && items.len() > 2 {
                continue;
            }
            // The first place of the translation's list that the source's order does not
            // fill with the same item.
            if let Some(offset) = (0..places.len()).find(|&i| places[i] != lowest + i) {
                let figure = translated[lowest + offset];
                report(figure, items[0], items[items.len() - 1], items[offset]);
            }
        }
    }

    /// Where the translation gives the `items` of a source list: the places of the one run of
    /// as many of its numbers, each joined to the next (`joined(i)`: `translated[i]` to the
    /// one after it), that gives each item once; none when the items repeat a value or no
    /// such run, or more than one, is found.
    fn list_given_in_one_run(
        &self,
        items: &[&Located],
        translated: &[&Located],
        joined: impl Fn(usize) -> bool,
    ) -> Option<Vec<usize>> {
        let k = items.len();
        let distinct = (0..k).all(|i| (i + 1..k).all(|j| !self.gives(items[i], items[j])));
        if !distinct || translated.len() < k {
            return None;
        }
        let mut found = None;
        for start in 0..=translated.len() - k {
            let run = start..start + k;
            if !(start..start + k - 1).all(&joined) {
                continue;
            }
            let places: Option<Vec<usize>> = items
                .iter()
                .map(|item| {
                    let mut at = run.clone().filter(|&i| self.gives(translated[i], item));
                    match (at.next(), at.next()) {
                        (Some(i), None) => Some(i),
                        _ => None,
                    }
                })
                .collect();
            if let Some(places) = places {
                if found.is_some() {
                    return None;
                }
                found = Some(places);
            }
        }
        found
    }

    /// Numbers of a sentence that each text writes beside one word it repeats, the source
    /// its own and the translation its own (`0 on success and 1 on failure` as `0 bei Erfolg
    /// und 1 bei Fehlschlag`; `80 characters … 60 characters` as `80 Zeichen … 60 Zeichen`):
    /// parallel phrases, which keep their order in a translation as a unit's figures do. The
    /// translation's numbers in another order are swapped. Only numbers each side writes
    /// once are compared, and only where every one of the source's numbers beside its word
    /// stands beside one word of the translation.
    pub(super) fn compare_parallel_order(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
        findings: &mut Vec<Finding>,
    ) {
        let (source, translated) = self.numbers_in_order(s, t);
        if source.len() < 2 || translated.len() < 2 {
            return;
        }
        let given = |n: &Located| self.given_once(&source, &translated, n);
        let source_file = self.source.file_name();
        for side in [Side::After, Side::Before] {
            let word = |text: &Text, l: &Located, words: &NumberWords| {
                let block = &text.prose.blocks[l.block].text;
                side.word(block, &l.number).filter(|w| !words.is_conjunction(w))
            };
            let mut groups: BTreeMap<String, Vec<(&Located, usize)>> = BTreeMap::new();
            for n in &source {
                if let (Some(w), Some(i)) = (word(self.source, n, self.source_words), given(n)) {
                    groups.entry(w).or_default().push((n, i));
                }
            }
            for (source_word, members) in groups.into_iter().filter(|(_, m)| m.len() >= 2) {
                let words: Vec<Option<String>> = members
                    .iter()
                    .map(|(_, i)| word(self.translation, translated[*i], self.translation_words))
                    .collect();
                if words[0].is_none() || words.iter().any(|w| w != &words[0]) {
                    continue;
                }
                let places: Vec<usize> = members.iter().map(|(_, i)| *i).collect();
                if places.windows(2).all(|w| w[0] < w[1]) {
                    continue;
                }
                // A comparison turned around with its word (`8 GT/s'ye karşı 16 GT/s` for "16
                // GT/s against 8 GT/s").
                let span = |l: &Located| (l.block, l.number.start..l.number.end);
                if let ([(a, _), (b, _)], [first, second]) = (&members[..], &places[..]) {
                    let (x, y) = (translated[*second], translated[*first]);
                    if self.compared_alike([&span(a), &span(b)], [&span(x), &span(y)], true)
                        == Some(true)
                    {
                        continue;
                    }
                }
                let mut sorted = places.clone();
                sorted.sort_unstable();
                // The first place the source's order fills with another number.
                let Some(offset) = (0..places.len()).find(|&i| places[i] != sorted[i]) else {
                    continue;
                };
                let (figure, expected) = (translated[sorted[offset]], members[offset].0);
                let finding = Finding::error(
                    FindingKind::NumberMoved,
                    format!(
                        "`{}` is where this sentence of the {} text ({source_file}:{}) has `{}`: its numbers {} `{source_word}` are in another order",
                        figure.number.text,
                        self.source_name,
                        expected.location.line,
                        expected.number.text,
                        side.preposition(),
                    ),
                )
                .text(figure.number.text.clone())
                .expected(as_the_reader_writes(&expected.number, self.localizer))
                .help("numbers were probably swapped in translation; parallel phrases keep the source's order");
                self.say_instead(findings, figure.location, finding, Replace::WarningsOnly);
            }
        }
    }

    /// Two numbers of a sentence in each other's place, every other number where the source
    /// has it: the numbers that each text writes once, in the source's order but for one pair
    /// exchanged (`Adresse 4 … Adresse 2` for "address 2 … address 4"). A translation in a
    /// language written with spaces between words keeps its sentence's numbers in the
    /// source's order far more often than not (measured on Debian's human translations:
    /// docs/check-history.md, "A sentence's numbers in order"); one written without (CJK) turns its
    /// clauses around, and is not compared. What a translator moves is left alone: numbers of
    /// other kinds (a model and its cores), a number joined to its word (`64-layer`), a
    /// positional argument (`%1`), a list's items (`compare_joined_order`), two alternatives
    /// (`0 or -1`, CLDR's "or"), and a phrase moved with the words it shares with the source.
    pub(super) fn compare_sentence_order(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
        findings: &mut Vec<Finding>,
    ) {
        let (source, translated) = self.numbers_in_order(s, t);
        if source.len() < 2 {
            return;
        }
        let spaceless = translated.iter().any(|n| self.in_spaceless_script(n));
        let Some(Exchanged { source: [sa, sb], translation: [ta, tb] }) =
            self.exchanged_pair(&source, &translated)
        else {
            return;
        };
        let (a, b) = (source[sa], source[sb]);
        // Numbers of other kinds (a model and its cores, a size and a rate, a version and a
        // year) are not exchanged but moved with their words, as a language that puts a
        // noun's modifiers after it does (`EPYC 9554 à 64 cœurs` for "64-core EPYC 9554");
        // numbers exchanged across units are the unit rule's (`compare_anchored`).
        let alike = |x: &ProseNumber, y: &ProseNumber| {
            let year = |n: &ProseNumber| n.is_whole() && (1900.0..=2100.0).contains(&n.shown);
            x.unit == y.unit
                && x.counts_things() == y.counts_things()
                && x.is_whole() == y.is_whole()
                && year(x) == year(y)
        };
        // A positional argument (`%1`, `%2`) goes where the language's grammar wants it, and
        // so does a number joined to the word it qualifies (`64-layer`, `3D`), which a
        // language that puts a noun's modifiers after it moves with the noun (`BiCS3 à 64
        // couches`).
        let positional = |l: &Located| {
            let text = &self.source.prose.blocks[l.block].text;
            let after = text[l.number.end..].strip_prefix('-').unwrap_or(&text[l.number.end..]);
            text[..l.number.start].ends_with(['%', '$'])
                || after.chars().next().is_some_and(char::is_alphabetic)
        };
        let (figure, other) = (translated[ta], translated[tb]);
        if !alike(&a.number, &b.number)
            || !alike(&figure.number, &other.number)
            || positional(a)
            || positional(b)
        {
            return;
        }
        // The items of one list, which `compare_joined_order` compares (a translator may
        // reverse a whole list); two alternatives, which may come in either order (`0 oder
        // -1` for "-1 or 0"), in either text.
        let joined = |text: &Text, x: &Located, y: &Located, words: &NumberWords, list: bool| {
            x.block == y.block && {
                let block = &text.prose.blocks[x.block].text;
                items_joined(
                    block,
                    x.number.start..x.number.end,
                    y.number.start..y.number.end,
                    words,
                    list,
                )
            }
        };
        let in_one_list = (sa..sb)
            .all(|i| joined(self.source, source[i], source[i + 1], self.source_words, true));
        let alternatives_in_translation =
            tb == ta + 1 && joined(self.translation, figure, other, self.translation_words, false);
        // Two measurements of a comparison (`8.3 GB/s against 9.98 GB/s`), which a language that
        // puts its postposition after the figure compared against turns around: the unit rule
        // (`compare_anchored`) says their order is unexplained.
        let compared = |text: &Text, x: &Located, y: &Located| {
            x.number.unit.is_some()
                && x.block == y.block
                && joined_as_a_comparison(
                    &text.prose.blocks[x.block].text,
                    &(x.number.start..x.number.end),
                    &(y.number.start..y.number.end),
                )
        };
        let span = |l: &Located| (l.block, l.number.start..l.number.end);
        let alike = self.compared_alike([&span(a), &span(b)], [&span(figure), &span(other)], true);
        // A language written without spaces turns its clauses around (see above), but not a
        // comparison's two figures against its word.
        if spaceless && alike != Some(false) {
            return;
        }
        if in_one_list
            || alternatives_in_translation
            || alike == Some(true)
            || (alike.is_none()
                && compared(self.source, a, b)
                && compared(self.translation, figure, other))
        {
            return;
        }
        // A number that stands in the translation among the words the source writes in the
        // other number's clause (`Write-Through … auf 1, für Write-Back auf 0` for "0 for
        // write-back and 1 for write-through") moved with its clause: the translator's order.
        let words_of = |text: &Text, l: &Located, words: &NumberWords| {
            clause_words(&text.prose.blocks[l.block].text, l.number.start..l.number.end, words)
        };
        let (a_words, b_words) = (
            words_of(self.source, a, self.source_words),
            words_of(self.source, b, self.source_words),
        );
        let translated = |l: &Located| words_of(self.translation, l, self.translation_words);
        // (Where the words of comparison say the figures were exchanged, the words around
        // them do not say otherwise.)
        let sure = alike == Some(false);
        if !sure && phrases_moved(&a_words, &b_words, &translated(figure), &translated(other)) {
            return;
        }
        // Each number still after the word it follows in the source, the two words different
        // (`NVMe 1.3 के साथ PCIe 3.0` for "PCIe 3.0 with NVMe 1.3", Hindi putting the phrase
        // with "with" first): the numbers moved with their names, not into each other's place.
        let word_before = |text: &Text, l: &Located| {
            let block = &text.prose.blocks[l.block].text;
            last_word(&block[..l.number.start])
                .trim_matches(|c: char| !c.is_alphanumeric())
                .to_string()
        };
        let kept_its_word = |s: &Located, t: &Located| {
            let word = word_before(self.source, s);
            word.chars().any(char::is_alphabetic) && word == word_before(self.translation, t)
        };
        if !sure
            && word_before(self.source, a) != word_before(self.source, b)
            && kept_its_word(a, other)
            && kept_its_word(b, figure)
        {
            return;
        }
        if self.error_at(findings, figure.location) || self.error_at(findings, other.location) {
            return;
        }
        let source_file = self.source.file_name();
        let finding = Finding::error(
            FindingKind::NumberMoved,
            format!(
                "`{}` is where this sentence of the {} text ({source_file}:{}) has `{}`, and `{}` where it has `{}`: two numbers exchanged",
                figure.number.text,
                self.source_name,
                a.location.line,
                a.number.text,
                other.number.text,
                b.number.text,
            ),
        )
        .text(figure.number.text.clone())
        .expected(as_the_reader_writes(&a.number, self.localizer))
        .help("numbers were probably swapped in translation; each number stands where the source sentence has it, unless the language's grammar moves it");
        self.say_instead(findings, figure.location, finding, Replace::WarningsOnly);
    }

    /// The two numbers of a sentence exchanged, as their places in `source` and in
    /// `translated` (both in the order they are written): the first source number's place in
    /// the translation holds the second's number, and the other way round. Either among the
    /// numbers that each text writes once, all else in the source's order; or, where a
    /// sentence repeats a number (`von 0 bis 7 … 0 als auch 7`), both texts writing the same
    /// numbers, the same in every place but those two.
    pub(super) fn exchanged_pair(
        &self,
        source: &[&Located],
        translated: &[&Located],
    ) -> Option<Exchanged> {
        let given: Vec<(usize, usize)> = source
            .iter()
            .enumerate()
            .filter_map(|(i, n)| Some((i, self.given_once(source, translated, n)?)))
            .collect();
        let places: Vec<usize> = given.iter().map(|(_, place)| *place).collect();
        if !places.windows(2).all(|w| w[0] < w[1]) {
            let mut sorted = places.clone();
            sorted.sort_unstable();
            let moved: Vec<usize> = (0..places.len()).filter(|&i| places[i] != sorted[i]).collect();
            let [first, second] = moved[..] else { return None };
            return Some(Exchanged {
                source: [given[first].0, given[second].0],
                translation: [sorted[first], sorted[second]],
            });
        }
        if source.len() != translated.len() {
            return None;
        }
        let differ: Vec<usize> =
            (0..source.len()).filter(|&i| !self.gives(translated[i], source[i])).collect();
        let [i, j] = differ[..] else { return None };
        (self.gives(translated[i], source[j]) && self.gives(translated[j], source[i]))
            .then_some(Exchanged { source: [i, j], translation: [i, j] })
    }

    /// Whether `number` stands in a script written without spaces between words (CJK), by
    /// the letters before and after it.
    pub(super) fn in_spaceless_script(&self, number: &Located) -> bool {
        spaceless_around(
            &self.translation.prose.blocks[number.block].text,
            number.number.start..number.number.end,
        )
    }

    /// Two names of one family (the same letters: `RAID5` and `RAID1`, `SN630` and `SN655`)
    /// in each other's place in a sentence, as [`Comparison::compare_sentence_order`] finds
    /// numbers, with its exemptions: a language written without spaces, two items of a list or
    /// alternatives (`IPv4 and IPv6` written `IPv6 und IPv4`, `x86 or x86-64`), and a phrase
    /// moved with the words it shares with the source. Each name written once in each text.
    pub(super) fn compare_name_order(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
        findings: &mut Vec<Finding>,
    ) {
        let (source, translated) =
            (names_in_order(self.source, s), names_in_order(self.translation, t));
        // A translated name joined to a word of its own stands for the source's name in it
        // (`RAID5-ös`, `RAID1:n`: a case ending), as `compare_names` reads it.
        let translated_keys: Vec<String> =
            translated.iter().map(|n| self.key_in_the_source(n)).collect();
        let source_once = |key: &str| source.iter().filter(|n| n.key == key).count() == 1;
        let translated_once = |key: &str| translated_keys.iter().filter(|k| *k == key).count() == 1;
        let mut families: BTreeMap<String, Vec<&LocatedName>> = BTreeMap::new();
        for name in &source {
            if source_once(&name.key) && translated_once(&name.key) {
                families.entry(name_letters(&name.name.text)).or_default().push(name);
            }
        }
        let block_of = |text: &'a Text, n: &LocatedName| {
            &text.prose.blocks[text.sentences[n.sentence].block].text
        };
        let span = |n: &LocatedName| n.name.start..n.name.end;
        for (letters, members) in families {
            if letters.is_empty() || members.len() < 2 {
                continue;
            }
            let keys: Vec<&str> = members.iter().map(|n| n.key.as_str()).collect();
            let (written, written_keys): (Vec<&LocatedName>, Vec<&str>) = translated
                .iter()
                .zip(&translated_keys)
                .filter(|(_, key)| keys.contains(&key.as_str()))
                .map(|(n, key)| (*n, key.as_str()))
                .unzip();
            let spaceless =
                written.iter().any(|n| spaceless_around(block_of(self.translation, n), span(n)));
            let differ: Vec<usize> =
                (0..keys.len()).filter(|&i| written_keys[i] != keys[i]).collect();
            let place = |text: &Text, n: &LocatedName| (text.sentences[n.sentence].block, span(n));
            let alike = |x: [&LocatedName; 2], y: [&LocatedName; 2], exchanged: bool| {
                self.compared_alike(
                    [&place(self.source, x[0]), &place(self.source, x[1])],
                    [&place(self.translation, y[0]), &place(self.translation, y[1])],
                    exchanged,
                )
            };
            if let ([], [a, b], [x, y]) = (&differ[..], &members[..], &written[..]) {
                // Two names in the source's order, each text measuring against the other
                // (`RAID1'e karşı RAID5` for "RAID1 against RAID5"): exchanged within the
                // comparison.
                if alike([a, b], [x, y], false) == Some(false)
                    && !self.error_at(findings, x.location)
                {
                    let finding = Finding::error(
                        FindingKind::NumberMoved,
                        format!(
                            "this sentence compares against `{}` where the {} text ({}:{}) compares against `{}`: the names {EXCHANGED_IN_A_COMPARISON}",
                            x.name.text,
                            self.source_name,
                            self.source.file_name(),
                            b.location.line,
                            b.name.text,
                        ),
                    )
                    .text(x.name.text.clone())
                    .expected(b.name.text.clone())
                    .help("names were probably swapped in translation; write the name the source compares against beside this language's word of comparison");
                    self.say_instead(findings, x.location, finding, Replace::WarningsOnly);
                }
                continue;
            }
            let [i, j] = differ[..] else { continue };
            let (a, b, at_a, at_b) = (members[i], members[j], written[i], written[j]);
            let alike = alike([a, b], [at_a, at_b], true);
            if alike == Some(true) || spaceless && alike.is_none() {
                continue;
            }
            let same_block = |x: &LocatedName, y: &LocatedName, text: &Text| {
                text.sentences[x.sentence].block == text.sentences[y.sentence].block
            };
            let listed = j == i + 1
                && same_block(a, b, self.source)
                && items_joined(
                    block_of(self.source, a),
                    span(a),
                    span(b),
                    self.source_words,
                    true,
                )
                || same_block(at_a, at_b, self.translation)
                    && items_joined(
                        block_of(self.translation, at_a),
                        span(at_a),
                        span(at_b),
                        self.translation_words,
                        true,
                    );
            if listed {
                continue;
            }
            // The pair's own names are no words that say where a phrase went (`där RAID5 drog
            // ifrån RAID1`: each stands in the other's phrase).
            let pair = [a.name.text.to_lowercase(), b.name.text.to_lowercase()];
            let phrase = |text: &'a Text, n: &LocatedName, words: &NumberWords| {
                let mut found = clause_words(block_of(text, n), span(n), words);
                found.retain(|w| !pair.contains(w));
                found
            };
            let (a_words, b_words) = (
                phrase(self.source, a, self.source_words),
                phrase(self.source, b, self.source_words),
            );
            let translated = |n: &LocatedName| phrase(self.translation, n, self.translation_words);
            if alike != Some(false)
                && phrases_moved(&a_words, &b_words, &translated(at_a), &translated(at_b))
            {
                continue;
            }
            if self.error_at(findings, at_a.location) || self.error_at(findings, at_b.location) {
                continue;
            }
            // Two names of a comparison, joined by a word or two in both texts (`RAID5 costs
            // little against RAID1`, `Jämfört med RAID1 kostar RAID5 lite`): a language may
            // put the name compared against first, as it may a comparison's two figures.
            // Unexplained, not certainly wrong.
            let compared = |text: &'a Text, x: &LocatedName, y: &LocatedName| {
                same_block(x, y, text)
                    && joined_as_a_comparison(block_of(text, x), &span(x), &span(y))
            };
            let sure = alike == Some(false)
                || !(compared(self.source, a, b) && compared(self.translation, at_a, at_b));
            let message = format!(
                "`{}` is where this sentence of the {} text ({}:{}) has `{}`, and `{}` where it has `{}`: two names exchanged",
                at_a.name.text,
                self.source_name,
                self.source.file_name(),
                a.location.line,
                a.name.text,
                at_b.name.text,
                b.name.text,
            );
            let finding = if sure {
                Finding::error(FindingKind::NumberMoved, message)
            } else {
                Finding::warning(
                    FindingKind::NumberMoved,
                    format!("{message}, or a comparison turned around"),
                )
            }
            .text(at_a.name.text.clone())
            .expected(a.name.text.clone())
            .help("names were probably swapped in translation; each name stands where the source sentence has it, unless the language's grammar moves it");
            self.say_instead(findings, at_a.location, finding, Replace::WarningsOnly);
        }
    }

    /// A name that the translation of a sentence writes more often than its source sentence,
    /// where a name of the same letters that the source sentence writes is missing (`En
    /// U.3-enhet som även passar i U.3-fack` for "U.3 drive that also fits U.2 bays"): the
    /// extra one stands in the missing one's place, its digits changed. The family's names of
    /// each text are lined up in their order, and the first place where the translation's is
    /// an extra one and the source's a missing one is reported. (A name of the text that its
    /// sentence does not have, `med RAID5 i ledningen` for "with RAID1 leading", is not read
    /// so: it would lean on the sentence alignment.)
    pub(super) fn compare_name_counts(
        &self,
        s: &Range<usize>,
        t: &Range<usize>,
        findings: &mut Vec<Finding>,
    ) {
        let source = names_in_order(self.source, s);
        let translated: Vec<(&LocatedName, String)> = names_in_order(self.translation, t)
            .into_iter()
            .map(|n| (n, self.key_in_the_source(n)))
            .collect();
        let families: std::collections::BTreeSet<String> =
            source.iter().map(|n| name_letters(&n.key)).filter(|l| !l.is_empty()).collect();
        for letters in families {
            let source_family: Vec<&LocatedName> =
                source.iter().copied().filter(|n| name_letters(&n.key) == letters).collect();
            let translated_family: Vec<&(&LocatedName, String)> =
                translated.iter().filter(|(_, key)| name_letters(key) == letters).collect();
            if source_family.len() != translated_family.len() {
                continue;
            }
            let in_source = |key: &str| source_family.iter().filter(|n| n.key == key).count();
            let in_translation =
                |key: &str| translated_family.iter().filter(|(_, k)| k == key).count();
            let place = source_family.iter().zip(&translated_family).find(|(own, (_, key))| {
                in_translation(&own.key) < in_source(&own.key)
                    && in_translation(key) > in_source(key)
                    && in_source(key) > 0
            });
            let Some((own, (name, _))) = place else { continue };
            if self.error_at(findings, name.location) {
                continue;
            }
            let finding = Finding::error(
                FindingKind::NameUnmatched,
                format!(
                    "`{}` stands where this sentence of the {} text ({}:{}) has `{}`: the translation does not write `{}`, and writes this name more often than the source sentence does",
                    name.name.text,
                    self.source_name,
                    self.source.file_name(),
                    own.location.line,
                    own.name.text,
                    own.name.text,
                ),
            )
            .text(name.name.text.clone())
            .expected(own.name.text.clone())
            .help("a machine translation probably changed the digits of this name; write the name the source sentence has here");
            self.say_instead(findings, name.location, finding, Replace::WarningsOnly);
        }
    }

    /// The key of the source's name that a translated name stands for: its own, or, where the
    /// translation joins a word of its own to the name ([`NAME_JOINERS`]: `RAID5-ös`,
    /// `RAID1:n`, `SN655-Laufwerk`), the key of the one part with digits, when the source
    /// has that name and every other part is letters.
    fn key_in_the_source(&self, name: &LocatedName) -> String {
        if self.source.name_keys.contains(&name.key) {
            return name.key.clone();
        }
        let parts: Vec<&str> =
            name.name.text.split(NAME_JOINERS).filter(|p| !p.is_empty()).collect();
        let mut with_digits = parts.iter().filter(|p| p.chars().any(|c| c.is_ascii_digit()));
        let (Some(part), None) = (with_digits.next(), with_digits.next()) else {
            return name.key.clone();
        };
        let key = crate::prose_numbers::compact_key(part);
        let words_only = parts.iter().all(|p| p == part || p.chars().all(char::is_alphabetic));
        if parts.len() > 1 && words_only && self.source.name_keys.contains(&key) {
            key
        } else {
            name.key.clone()
        }
    }
}

/// The names with a key of `sentences` of `text`, in the order they are written.
fn names_in_order<'t>(text: &'t Text, sentences: &Range<usize>) -> Vec<&'t LocatedName> {
    let mut names: Vec<&LocatedName> =
        text.names_in(sentences).iter().filter(|n| !n.key.is_empty()).collect();
    names.sort_by_key(|n| (text.sentences[n.sentence].block, n.name.start));
    names
}

/// Whether the text between two numbers of a block (`a` and `b`, in either order) is a word
/// or two and no punctuation, as between a comparison's two figures: `against`, `of the raw`,
/// `대비`, `에 비해`, `가 아닌 약`. Clauses and list items are set apart by punctuation.
fn joined_as_a_comparison(block: &str, a: &Range<usize>, b: &Range<usize>) -> bool {
    let Some(text) = block.get(a.end.min(b.end)..a.start.max(b.start)) else { return false };
    // (An apostrophe joins a suffix: Turkish `9,98 GB/s'ye karşı`.)
    !text.contains(|c: char| {
        c.is_ascii_digit() || (c.is_ascii_punctuation() && !matches!(c, '-' | '\''))
    }) && !text.contains(['、', '，', '。', '；', '：', '（', '）'])
        && text.split_whitespace().count() <= 3
}

/// How a finding ends that says a comparison's items were exchanged beside its word, their
/// digits in the source's order (`paragraphs_in_the_sources_order` keeps it).
pub(super) const EXCHANGED_IN_A_COMPARISON: &str = "of a comparison exchanged";

/// Which of two items of a comparison is the one it measures against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Compared {
    First,
    Second,
}

/// Which of two items of a block, `a` written before `b`, a comparison measures against, by
/// the one word of comparison of the sentence around them (`words`' `number-against`): the
/// item the word stands beside on its side. `8.3 GB/s against 9.98 GB/s` measures against
/// the second; Turkish `9,98 GB/s'ye karşı 8,3 GB/s`, whose word follows what it measures
/// against, the first; so does `Compared with RAID1, RAID5 …`, its word before both. None
/// where the sentence writes no such word, or more than one, or the word stands on no side
/// of them (`… RAID5 against` after both).
fn compared_against(
    block: &str,
    a: &Range<usize>,
    b: &Range<usize>,
    words: &NumberWords,
) -> Option<Compared> {
    let ends: Vec<usize> = sentence_ends(block);
    if a.end > b.start || ends.iter().any(|&at| a.end <= at && at < b.start) {
        return None;
    }
    // The sentence around them: from the end of the one before to its own end.
    let start = ends.iter().rev().find(|&&at| at < a.start).map_or(0, |&at| at + 1);
    let end = ends.iter().find(|&&at| at >= b.end).map_or(block.len(), |&at| at);
    let found = words.comparison_words(block.get(start..end)?);
    let [(at, side)] = found[..] else { return None };
    let at = start + at;
    match side {
        // The word before what is compared against: the nearer of the two after it.
        ComparedAgainst::After if at < a.start => Some(Compared::First),
        ComparedAgainst::After if a.end <= at && at < b.start => Some(Compared::Second),
        // The word after it: the nearer of the two before it.
        ComparedAgainst::Before if at >= b.end => Some(Compared::Second),
        ComparedAgainst::Before if a.end <= at && at < b.start => Some(Compared::First),
        _ => None,
    }
}

/// Where the sentences of a block end: at `。；！？` and `;`, and at `.!?` before a blank,
/// but for the dot of a short word in lowercase (`vs.`, `ca.`, `e.g.`), an abbreviation.
fn sentence_ends(block: &str) -> Vec<usize> {
    block
        .char_indices()
        .filter(|&(at, c)| match c {
            '。' | '；' | '！' | '？' | ';' => true,
            '!' | '?' => block[at + 1..].starts_with(char::is_whitespace),
            '.' => {
                let word = block[..at].rsplit(|c: char| !c.is_alphabetic() && c != '.').next();
                block[at + 1..].starts_with(char::is_whitespace)
                    && !word.is_some_and(|w| {
                        !w.is_empty()
                            && w.chars().count() <= 4
                            && w.chars().all(|c| c.is_lowercase() || c == '.')
                    })
            }
            _ => false,
        })
        .map(|(at, _)| at)
        .collect()
}
