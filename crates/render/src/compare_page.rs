//! Compare pages: a drive against the best of its class, per shared protocol, rendered on the
//! server (`drives/<id>/compare/`); and the compare page of each language (`compare/`), where a
//! reader with JavaScript picks two to four systems of one class from the results the build
//! writes beside it (`compare/data.json`).

use std::collections::BTreeMap;

use super::ranking_views::LinkView;
use super::*;

/// Where a language's compare page and its data sit, under the language's prefix.
pub const COMPARE_PATH: &str = "compare/";
pub const COMPARE_DATA_FILE: &str = "data.json";
/// A drive's own comparison, under the drive page.
pub const DRIVE_COMPARE_DIR: &str = "compare";

impl<'a> Renderer<'a> {
    /// The rankings a drive takes part in with at least one other system, each as every
    /// entry of the drive (each of its setups, named: never silently its best) against the
    /// best other entry of its class, grouped by protocol.
    fn drive_matchups<'s>(&'s self, drive: &'s str) -> Vec<Matchups<'s>> {
        let mut by_protocol: BTreeMap<&str, Vec<Matchup<'s>>> = BTreeMap::new();
        for ranking in self.rankings.of_drive(drive) {
            let own: Vec<&Entry> = self
                .rankings
                .drive_entries(ranking, drive)
                .iter()
                .map(|&i| &ranking.entries[i])
                .collect();
            let other = ranking.entries.iter().find(|e| !e.stands_for(drive));
            if let (false, Some(other)) = (own.is_empty(), other) {
                by_protocol
                    .entry(ranking.protocol.as_str())
                    .or_default()
                    .push((ranking, own, other));
            }
        }
        by_protocol.into_iter().collect()
    }

    /// The difference between a drive's figure and another's in words, with its verdict:
    /// "72.2 % lower: better", "1.1 % higher: level, within the test's tolerance of 2 %".
    fn difference_in_words(
        &self,
        ranking: &Ranking,
        own: &Entry,
        other: &Entry,
        localizer: &Localizer,
    ) -> String {
        let change = percent_change(own.base_value, other.base_value).filter(|c| *c != 0.0);
        let Some(change) = change else { return localizer.message("compare-same", &[]) };
        let percent = change.abs();
        let higher = own.base_value > other.base_value;
        let better =
            higher == (ranking.metric.better != iopress_site::data::metrics::Better::Lower);
        let verdict = if !ranking.ranked {
            "unranked"
        } else if iopress_site::rankings::level(own, other, ranking.tolerance)
            || iopress_site::rankings::level(other, own, ranking.tolerance)
        {
            "level"
        } else if better {
            "better"
        } else {
            "worse"
        };
        localizer.message(
            "compare-difference-words",
            &[
                ("percent", Arg::text(percent_text(localizer, percent))),
                ("direction", Arg::text(if higher { "higher" } else { "lower" })),
                ("verdict", Arg::text(verdict)),
                ("tolerance", Arg::text(percent_text(localizer, ranking.tolerance))),
            ],
        )
    }

    /// The compare page with a page's systems picked, all sharing one test: for a review or
    /// a drive, its results in the first ranking it shares with another review, and the best
    /// other result there; for a protocol, the first two of its first such ranking. `None`
    /// when nothing is compared.
    pub(super) fn compare_picks_url(&self, page: &Page, lang: &str) -> Option<String> {
        let picks: Vec<&Entry> = match page.kind {
            PageKind::Review => {
                let ranking = first_compared(self.rankings.of_review(&page.path))?;
                let own = self.rankings.review_entries(ranking, &page.path);
                own_and_best_other(ranking, &own)
            }
            PageKind::Drive => {
                let ranking = first_compared(self.rankings.of_drive(page.id()))?;
                let own = self.rankings.drive_entries(ranking, page.id());
                own_and_best_other(ranking, &own)
            }
            PageKind::Protocol => {
                let protocol = page.protocol.as_ref()?;
                let ranking = first_compared(self.rankings.of_protocol(&protocol.id))?;
                ranking.entries.iter().take(2).collect()
            }
            _ => return None,
        };
        let mut ids: Vec<String> = Vec::new();
        for id in picks.into_iter().map(system_id) {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        // Form-encoded, as compare.js reads it (URLSearchParams): a system id holds `/` and `#`.
        let query = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(ids.iter().map(|id| ("pick", id)))
            .finish();
        Some(format!("{}?{query}", self.routes.url_of(COMPARE_PATH, lang)))
    }

    /// Whether a drive has anything to compare, for the link from its page.
    pub(super) fn has_comparisons(&self, drive: &str) -> bool {
        self.rankings.of_drive(drive).any(|r| r.entries.iter().any(|e| !e.stands_for(drive)))
    }

    /// The context of `drive-compare.html`: for each protocol the drive shares with others of
    /// its class, bars per metric of the two entries and a table of the differences.
    ///
    /// The bars are HTML, as on the compare page: two to four bars say what they show as
    /// text at the page's size (each its system's name and figure), so they need neither a
    /// chart file (on a large site the comparisons were a third of the chart files) nor a
    /// data table beside them.
    pub(super) fn drive_compare_context(&self, doc: &mut DocumentContext) {
        let (page, lang, maker) = (doc.page, doc.lang, doc.maker);
        let context = &mut doc.context;
        let localizer = maker.localizer;
        let drive = page.id();
        let sections: Vec<CompareSection> = self
            .drive_matchups(drive)
            .into_iter()
            .map(|(protocol, matchups)| {
                let protocol_name = self.protocol_name(protocol, localizer);
                let class = matchups.first().and_then(|(ranking, _, _)| ranking.class);
                let mut charts = Vec::new();
                let mut rows = Vec::new();
                for (ranking, own, other) in matchups {
                    let title = maker.ranking_title(ranking, &protocol_name);
                    let direction = page_charts::better_text(localizer, ranking.metric);
                    let mut entries: Vec<(&Entry, bool)> =
                        own.iter().map(|e| (*e, true)).chain([(other, false)]).collect();
                    entries.sort_by_key(|(e, _)| e.rank);
                    charts.push(CompareBars {
                        id: format!("compare-{protocol}-{}", ranking.slug()),
                        title: title.clone(),
                        direction: direction.clone(),
                        bars: html_bars(&entries, |e| self.ranked_name(e, localizer), localizer),
                    });
                    // One row per setup of the drive, each named; the metric and the other
                    // system once, on the first (`span`: the rows they stand for).
                    let span = own.len();
                    for (at, own) in own.into_iter().enumerate() {
                        rows.push(CompareRow {
                            span: if at == 0 { span } else { 0 },
                            metric: title.clone(),
                            explained: direction.clone(),
                            own_name: self.ranked_name(own, localizer),
                            own: entry_value(localizer, own),
                            other_name: self.ranked_name(other, localizer),
                            other: entry_value(localizer, other),
                            difference: percent_difference(
                                localizer,
                                own.base_value,
                                other.base_value,
                            ),
                            difference_words: self
                                .difference_in_words(ranking, own, other, localizer),
                        });
                    }
                }
                CompareSection {
                    protocol: protocol_name,
                    protocol_url: self.protocol_page(protocol).map(|p| self.routes.url(p, lang)),
                    class: views::class_name(localizer, class),
                    charts,
                    rows,
                }
            })
            .collect();
        context.insert("comparisons", &sections);
        // Its own page: its own canonical URL, and no language alternates of the drive page.
        let url = format!("{}{DRIVE_COMPARE_DIR}/", self.routes.url(page, lang));
        context.insert("canonical", &self.routes.permalink(&url));
        context.insert("alternates", &Vec::<Alternate>::new());
        context.insert("drive_url", &self.routes.url(page, lang));
        context.insert("compare_url", &self.routes.url_of(COMPARE_PATH, lang));
    }

    /// A language's compare page: the theme's `compare.html`, and the results it compares.
    pub(super) fn compare_page(&self, lang: &str) -> Result<Vec<OutputFile>, Vec<Diagnostic>> {
        let localizer = self.localizer(lang);
        let mut context =
            self.site_page_context(COMPARE_PATH, lang, localizer.message("compare-title", &[]));
        let url = self.routes.url_of(COMPARE_PATH, lang);

        let data = self.compare_data(lang, localizer);
        // Without JavaScript: each drive's comparison with the best of its class.
        let drives: Vec<LinkView> = self
            .content
            .of_kind(PageKind::Drive)
            .filter(|d| {
                self.routes.availability(&d.path, lang).is_rendered()
                    && self.has_comparisons(d.id())
            })
            .map(|d| LinkView {
                text: d.drive.as_ref().map(|x| x.name.clone()).unwrap_or_default(),
                url: format!("{}{DRIVE_COMPARE_DIR}/", self.routes.url(d, lang)),
            })
            .collect();
        context.insert("compare_drives", &drives);
        context.insert("compare_classes", &data.classes);
        context.insert("compare_data_url", &format!("{url}{COMPARE_DATA_FILE}"));
        let html = self.render_template(lang, "compare.html", &context)?;
        let directory = self.routes.output_dir(COMPARE_PATH, lang);
        let json = serde_json::to_string(&data).expect("compare data serializes");
        Ok(vec![
            OutputFile::Rendered {
                path: format!("{directory}index.html"),
                bytes: html.into_bytes(),
            },
            OutputFile::Rendered {
                path: format!("{directory}{COMPARE_DATA_FILE}"),
                bytes: json.into_bytes(),
            },
        ])
    }

    /// Every ranked system (a review's configuration) by class, and every ranking's values,
    /// named and formatted in `lang`: what the compare page's script reads.
    fn compare_data(&self, lang: &str, localizer: &Localizer) -> CompareData {
        let mut systems: BTreeMap<String, CompareSystem> = BTreeMap::new();
        let mut rankings = Vec::new();
        let titles = FigureMaker::new(self.charts, localizer);
        for ranking in self.rankings.rankings.iter().filter(|r| r.entries.len() > 1) {
            let class = ranking.class.map(|c| c.id()).unwrap_or_else(|| "unstated".into());
            let mut values = BTreeMap::new();
            for entry in &ranking.entries {
                let id = system_id(entry);
                systems.entry(id.clone()).or_insert_with(|| {
                    let review = self.content.get(&entry.review);
                    // One name in every ranking: a review that measured several setups names
                    // each by its configuration.
                    let several =
                        review.and_then(|r| r.review.as_ref()).is_some_and(|r| r.configs.len() > 1);
                    CompareSystem {
                        id: id.clone(),
                        name: self.entry_name(entry, several, localizer),
                        name_lang: self.entry_name_lang(entry, localizer),
                        group: entry.review.clone(),
                        tests: Vec::new(),
                        drives: entry.drives.iter().filter_map(|d| self.drive_name(d)).collect(),
                        class: class.clone(),
                        review: review.map(|r| {
                            self.title_of(
                                r,
                                self.text_for_reader(r, lang)
                                    .and_then(|(t, _)| t.front().title.clone()),
                                localizer,
                            )
                        }),
                        review_url: review
                            .filter(|r| self.routes.availability(&r.path, lang).is_rendered())
                            .map(|r| format!("{}#table-{}", self.routes.url(r, lang), entry.table)),
                    }
                });
                values.insert(
                    id,
                    CompareValue { value: entry.base_value, text: entry_value(localizer, entry) },
                );
            }
            let protocol_name = self.protocol_name(&ranking.protocol, localizer);
            for entry in &ranking.entries {
                let tests = &mut systems.get_mut(&system_id(entry)).expect("added above").tests;
                if !tests.contains(&protocol_name) {
                    tests.push(protocol_name.clone());
                }
            }
            rankings.push(CompareRanking {
                protocol: ranking.protocol.clone(),
                protocol_name: protocol_name.clone(),
                class,
                title: localizer.label(ranking.metric.id),
                heading: titles.ranking_title(ranking, &protocol_name),
                lower_is_better: ranking.metric.better
                    == iopress_site::data::metrics::Better::Lower,
                values,
            });
        }
        // Each system under its class, as the ranked entries declared it.
        let mut classes: BTreeMap<String, CompareClass> = BTreeMap::new();
        for system in systems.into_values() {
            classes
                .entry(system.class.clone())
                .or_insert_with(|| CompareClass {
                    id: system.class.clone(),
                    name: views::class_name(
                        localizer,
                        iopress_site::data::SystemClass::from_id(&system.class),
                    ),
                    systems: Vec::new(),
                    groups: Vec::new(),
                })
                .systems
                .push(system);
        }
        // Within its class, each review's setups together under the review (a cluster's
        // configurations under the cluster), each with the tests it took part in.
        for class in classes.values_mut() {
            class
                .systems
                .sort_by(|a, b| (&a.group, &a.name, &a.id).cmp(&(&b.group, &b.name, &b.id)));
            for system in &class.systems {
                match class.groups.last_mut() {
                    Some(group) if group.review == system.group => {
                        group.systems.push(system.clone())
                    }
                    _ => {
                        let review = self.content.get(&system.group);
                        class.groups.push(CompareGroup {
                            id: format!("compare-group-{}-{}", class.id, class.groups.len() + 1),
                            review: system.group.clone(),
                            name: system.review.clone().unwrap_or_else(|| system.group.clone()),
                            name_lang: review
                                .and_then(|r| self.text_for_reader(r, lang))
                                .and_then(|(_, other)| other),
                            rig: review
                                .and_then(|r| r.review.as_ref())
                                .and_then(|r| r.rigs.first())
                                .map(|rig| views::data_text(localizer, &rig.name).to_string()),
                            systems: vec![system.clone()],
                        });
                    }
                }
            }
        }
        CompareData {
            lang: lang.to_string(),
            locale: localizer.locale().to_string(),
            classes: classes.into_values().collect(),
            rankings,
            strings: CompareStrings {
                difference: localizer.message("compare-difference", &[]),
                pick: localizer.message("compare-pick", &[]),
                none_shared: localizer.message("compare-none-shared", &[]),
                none_shared_with: localizer.message("compare-none-shared-with", &[]),
                lower: localizer.message("lower-is-better", &[]),
                higher: localizer.message("higher-is-better", &[]),
            },
        }
    }
}

/// A protocol, and for each of its rankings a drive takes part in: the ranking, the drive's
/// entry and the entry it is compared with.
type Matchups<'s> = (&'s str, Vec<Matchup<'s>>);

/// A ranking, the drive's entries in it, and the best other entry of its class.
type Matchup<'s> = (&'s Ranking, Vec<&'s Entry>, &'s Entry);

/// The first ranking that compares another review, or else the first with two entries.
fn first_compared<'r>(rankings: impl Iterator<Item = &'r Ranking>) -> Option<&'r Ranking> {
    let found: Vec<&Ranking> = rankings.filter(|r| r.entries.len() > 1).collect();
    found.iter().find(|r| r.spans_reviews()).or(found.first()).copied()
}

/// A page's own entries in a ranking (at most three) and the best entry that is not one of
/// them: four systems at most, as the compare page takes.
fn own_and_best_other<'r>(ranking: &'r Ranking, own: &[usize]) -> Vec<&'r Entry> {
    let mut picks: Vec<&Entry> = own.iter().take(3).map(|&i| &ranking.entries[i]).collect();
    let other = (0..ranking.entries.len()).find(|i| !own.contains(i));
    picks.extend(other.map(|i| &ranking.entries[i]));
    picks
}

/// A ranked system's stable id in the compare data: the review, and its configuration.
fn system_id(entry: &Entry) -> String {
    match &entry.config {
        Some(config) => format!("{}#{config}", entry.review),
        None => entry.review.clone(),
    }
}

fn entry_value(localizer: &Localizer, entry: &Entry) -> String {
    views::quantity(
        localizer,
        &iopress_site::data::Quantity { number: entry.number.clone(), unit: entry.unit },
    )
}

/// `own` against `other`, in percent with its sign: "+12.3 %", "−4.5 %".
fn percent_difference(localizer: &Localizer, own: f64, other: f64) -> String {
    let Some(percent) = percent_change(own, other) else { return "—".into() };
    let sign = if percent > 0.0 {
        "+"
    } else if percent < 0.0 {
        "\u{2212}"
    } else {
        ""
    };
    format!("{sign}{}", percent_text(localizer, percent.abs()))
}

/// How much `own` differs from `other`, in percent of `other`; `None` when `other` is 0.
fn percent_change(own: f64, other: f64) -> Option<f64> {
    (other != 0.0).then(|| (own - other) / other * 100.0)
}

/// A share in percent, to one decimal, as the language writes it: "1.1 %" ("1,1 %").
pub(crate) fn percent_text(localizer: &Localizer, percent: f64) -> String {
    let unit = iopress_site::data::Unit::parse("%").expect("% is a unit");
    let number = iopress_site::data::DataNumber::from_f64((percent * 10.0).round() / 10.0);
    views::quantity(localizer, &iopress_site::data::Quantity { number, unit })
}

#[derive(Serialize)]
pub(super) struct CompareSection {
    protocol: String,
    protocol_url: Option<String>,
    /// What the section compares: "4-node clusters".
    class: String,
    /// A metric's bars each, in the order of the table's rows.
    charts: Vec<CompareBars>,
    rows: Vec<CompareRow>,
}

/// One metric of a drive's comparison drawn as HTML bars (`drive-compare.html`).
#[derive(Serialize)]
pub(super) struct CompareBars {
    /// Unique on the page: the protocol and the ranking's slug.
    id: String,
    /// "Transactions per second — SQL Server TPC-C".
    title: String,
    /// "Higher is better".
    direction: String,
    bars: Vec<HtmlBar>,
}

/// A bar drawn in HTML: its system's name and figure as text, and its length.
#[derive(Serialize, Debug, PartialEq)]
pub(super) struct HtmlBar {
    name: String,
    value: String,
    /// Its length in percent of the longest bar's, one decimal (`"87.5"`): never below 0.5,
    /// so that a figure of nearly nothing still shows a bar.
    share: String,
    /// One of the page's drive's entries, drawn in the highlight colour.
    own: bool,
}

/// Bars for `entries` (each with whether it is the page's own), longest for the highest
/// figure in the metric's base unit, whichever direction is better: as the compare page's
/// script draws them.
fn html_bars(
    entries: &[(&Entry, bool)],
    name: impl Fn(&Entry) -> String,
    localizer: &Localizer,
) -> Vec<HtmlBar> {
    let max = entries.iter().map(|(e, _)| e.base_value).fold(0.0, f64::max);
    entries
        .iter()
        .map(|&(entry, own)| HtmlBar {
            name: name(entry),
            value: entry_value(localizer, entry),
            share: format!(
                "{:.1}",
                if max > 0.0 { (entry.base_value / max * 100.0).max(0.5) } else { 0.5 }
            ),
            own,
        })
        .collect()
}

#[derive(Serialize)]
pub(super) struct CompareRow {
    /// On a metric's first row, how many rows (the drive's setups) it has: the metric and
    /// the other system are written once for them all (`rowspan`). 0 on the rows after it.
    span: usize,
    metric: String,
    explained: String,
    own_name: String,
    own: String,
    other_name: String,
    other: String,
    /// The drive's figure against the other's, in percent: "+12.3 %".
    difference: String,
    /// The same in words, with what it means: "72.2 % lower: better".
    difference_words: String,
}

#[derive(Serialize)]
struct CompareData {
    lang: String,
    /// The language's CLDR locale (`ar-EG`), which the script formats differences in, in
    /// the digits the page writes.
    locale: String,
    classes: Vec<CompareClass>,
    rankings: Vec<CompareRanking>,
    strings: CompareStrings,
}

#[derive(Serialize, Clone)]
pub(super) struct CompareClass {
    id: String,
    name: String,
    systems: Vec<CompareSystem>,
    /// The same systems by review: a cluster and its configurations.
    groups: Vec<CompareGroup>,
}

#[derive(Serialize, Clone)]
pub(super) struct CompareGroup {
    /// An id for the group's heading, unique on the page.
    id: String,
    /// The review's path.
    #[serde(skip)]
    review: String,
    /// The review's title.
    name: String,
    /// The language of `name` where it is not the page's.
    #[serde(skip_serializing_if = "Option::is_none")]
    name_lang: Option<String>,
    /// What was tested: the review's rig ("Supermicro BigTwin 2029BT-HNR").
    rig: Option<String>,
    systems: Vec<CompareSystem>,
}

#[derive(Serialize, Clone)]
pub(super) struct CompareSystem {
    id: String,
    name: String,
    /// The language of `name` where it is not the page's: a review's title shown from the
    /// language it is written in.
    #[serde(skip_serializing_if = "Option::is_none")]
    name_lang: Option<String>,
    /// The site's drives it is made of, by name.
    drives: Vec<String>,
    class: String,
    review: Option<String>,
    review_url: Option<String>,
    /// The review it comes from, by path: what groups it with its review's other setups.
    group: String,
    /// The tests it took part in, by name.
    tests: Vec<String>,
}

#[derive(Serialize)]
struct CompareRanking {
    protocol: String,
    protocol_name: String,
    class: String,
    title: String,
    heading: String,
    lower_is_better: bool,
    /// By system id: the value in the metric's base unit (for bars and differences), and as
    /// the reader's language writes it.
    values: BTreeMap<String, CompareValue>,
}

#[derive(Serialize)]
struct CompareValue {
    value: f64,
    text: String,
}

#[derive(Serialize)]
struct CompareStrings {
    difference: String,
    pick: String,
    none_shared: String,
    /// Why a system cannot be picked: it shares no test with those picked.
    none_shared_with: String,
    lower: String,
    higher: String,
}
