//! Rankings as pages show them: protocol names, entry names, ranking charts and positions.

use std::borrow::Cow;

use super::page_charts::LEVEL_NAMED;
use super::*;

impl<'a> Renderer<'a> {
    pub(super) fn protocol_page(&self, id: &str) -> Option<&Page> {
        self.content
            .get(&format!("{PROTOCOLS_SECTION}/{id}"))
            .filter(|p| p.kind == PageKind::Protocol)
    }

    /// A protocol's name in a language; where protocols share a name, with what tells this
    /// one apart: "Sysbench OLTP (8 VMs · Duration: 12 h)".
    pub(super) fn protocol_name(&self, id: &str, localizer: &Localizer) -> String {
        let Some(protocol) = self.protocol_page(id).and_then(|p| p.protocol.as_ref()) else {
            return id.to_string();
        };
        let name = views::label(localizer, &protocol.name);
        let Some(labels) = self.protocol_variants.get(id) else { return name };
        let mut parts: Vec<String> = labels
            .iter()
            .filter_map(|label| protocol.facts.iter().find(|f| &f.label == label))
            .map(|fact| {
                let view = views::fact(localizer, fact);
                // "8 VMs" says what it counts; "12 h" needs its label.
                let counts_a_thing = fact.specs.first().is_some_and(|q| {
                    q.unit.dimension() == iopress_site::data::units::Dimension::Count
                        && q.unit.symbol() != "count"
                });
                if counts_a_thing && fact.text.is_none() && fact.term.is_none() {
                    view.value
                } else {
                    localizer.labelled(&view.label, &view.value)
                }
            })
            .collect();
        // A variant that lacks one of the telling facts (a single drive's run has no VM
        // count) is also named by what it ranks.
        if parts.len() < labels.len() {
            let mut classes: Vec<Option<iopress_site::data::SystemClass>> =
                self.rankings.of_protocol(id).map(|r| r.class).collect();
            classes.dedup();
            if let [class] = classes.as_slice() {
                parts.insert(0, views::class_name(localizer, *class));
            }
        }
        if parts.is_empty() {
            return name;
        }
        localizer.message(
            "protocol-variant",
            &[("name", Arg::text(name)), ("variant", Arg::text(parts.join(" · ")))],
        )
    }

    /// How a ranking names an entry: by the drives its result stands for, or, when its review
    /// has several entries in the ranking, by its configuration; else by the review's title.
    pub(super) fn ranked_name(&self, entry: &Entry, localizer: &Localizer) -> String {
        self.entry_name(entry, entry.shares_review, localizer)
    }

    /// The texts of a ranking's bars, by position in the ranking. Every review page of a
    /// ranking shows its best entries: their texts are made once per language and kept
    /// (`ranking_tops`), the others' when asked.
    pub(super) fn bar_texts<'s>(
        &'s self,
        ranking: &'s Ranking,
        localizer: &'s Localizer,
    ) -> impl Fn(usize) -> BarText + 's {
        let bar_text =
            move |entry: &Entry| BarText::new(localizer, entry, self.ranked_name(entry, localizer));
        let top = self
            .rankings
            .position_of(ranking)
            .and_then(|position| self.ranking_tops.get(localizer.code())?.get(position))
            .map(|cell| {
                cell.get_or_init(|| {
                    ranking.entries.iter().take(RANKING_BARS_ON_PAGES).map(bar_text).collect()
                })
            });
        move |i| match top.and_then(|top| top.get(i)) {
            Some(text) => text.clone(),
            None => bar_text(&ranking.entries[i]),
        }
    }

    pub(super) fn entry_name(
        &self,
        entry: &Entry,
        review_has_several: bool,
        localizer: &Localizer,
    ) -> String {
        let Some(review_page) = self.content.get(&entry.review) else {
            return entry.review.clone();
        };
        let config = entry.config.as_deref().and_then(|c| review_page.review.as_ref()?.config(c));
        // A cluster or an array is a system of its own: named by its setup, not by the drive
        // in it, so that a drive's name is never ranked beside clusters' configurations.
        let a_system = entry.class.is_some_and(|c| c.id() != "drive");
        if let (Some(config), true) = (config, review_has_several || a_system) {
            return views::config_name(localizer, config);
        }
        let drives: Vec<String> =
            entry.drives.iter().filter_map(|id| self.drive_name(id)).collect();
        if !drives.is_empty() {
            return drives.join(" + ");
        }
        if let Some(config) = config {
            return views::config_name(localizer, config);
        }
        self.text_for_reader(review_page, localizer.code())
            .and_then(|(t, _)| t.front().title.clone())
            .unwrap_or_else(|| entry.review.clone())
    }

    /// The language of [`Self::entry_name`] where it is not the reader's: a review's title
    /// shown from the language it is written in.
    pub(super) fn entry_name_lang(&self, entry: &Entry, localizer: &Localizer) -> Option<String> {
        let review_page = self.content.get(&entry.review)?;
        let config = entry.config.as_deref().and_then(|c| review_page.review.as_ref()?.config(c));
        // Named by its configuration or its drives (names of no language) in every case
        // `entry_name` does not fall back to the review's title.
        if config.is_some() || entry.drives.iter().any(|id| self.drive_name(id).is_some()) {
            return None;
        }
        self.text_for_reader(review_page, localizer.code())
            .filter(|(t, _)| t.front().title.is_some())
            .and_then(|(_, other)| other)
    }

    fn drive_page(&self, id: &str) -> Option<&Page> {
        self.content.get(&format!("{DRIVES_SECTION}/{id}")).filter(|p| p.kind == PageKind::Drive)
    }

    pub(super) fn drive_name(&self, id: &str) -> Option<String> {
        Some(self.drive_page(id)?.drive.as_ref()?.name.clone())
    }

    /// One line on what a ranking ranks and how: "Compares 4-node clusters. Transactions per
    /// second: higher is better."
    /// Where a ranking ranks nothing, it says why: its protocol does not rank the metric,
    /// its one result has nothing of its class to be ranked against, or its results are one
    /// review's setups among themselves.
    pub(super) fn ranking_explained(&self, ranking: &Ranking, localizer: &Localizer) -> String {
        let key = if ranking.entries.len() == 1 {
            "ranking-alone"
        } else if !ranking.ranked {
            "ranking-not-ranked"
        } else if !ranking.spans_reviews() {
            "ranking-one-review"
        } else {
            "ranking-explained"
        };
        localizer.message(
            key,
            &[
                ("class", Arg::text(views::class_name(localizer, ranking.class))),
                ("metric", Arg::text(localizer.label(ranking.metric.id))),
                (
                    "better",
                    Arg::text(
                        if ranking.metric.better == iopress_site::data::metrics::Better::Lower {
                            "lower"
                        } else {
                            "higher"
                        },
                    ),
                ),
                ("tolerance", Arg::Number(ranking.tolerance)),
            ],
        )
    }

    /// "2nd of 4", or "1st of 3, level with VSAN 6.2 all-flash" when results within the
    /// protocol's tolerance share the rank; the same wording wherever a rank is stated.
    pub(super) fn rank_text(
        &self,
        ranking: &Ranking,
        index: usize,
        localizer: &Localizer,
    ) -> String {
        let entry = &ranking.entries[index];
        let position = localizer.message(
            "ranking-position",
            &[
                ("rank", Arg::Number(entry.rank as f64)),
                ("count", Arg::Number(ranking.entries.len() as f64)),
            ],
        );
        let level: Vec<usize> = ranking.level_with(index).collect();
        if level.is_empty() {
            return position;
        }
        // A large site's ranking may have most of its entries level with one: by their count
        // then, as the chart's description says them, not a sentence of a hundred names (whose
        // making, on every page of the ranking, grew with the square of the site).
        if level.len() > LEVEL_NAMED {
            return localizer.message(
                "ranking-position-level-count",
                &[("position", Arg::text(position)), ("others", Arg::Number(level.len() as f64))],
            );
        }
        let level: Vec<String> =
            level.iter().map(|&i| self.ranked_name(&ranking.entries[i], localizer)).collect();
        localizer.message(
            "ranking-position-level",
            &[
                ("position", Arg::text(position)),
                ("others", Arg::text(localizer.format_list(&level))),
            ],
        )
    }

    /// A ranking's entries as a table shows them, each linked to its review and its drives.
    pub(super) fn ranked_entries(
        &self,
        ranking: &Ranking,
        lang: &str,
        localizer: &Localizer,
    ) -> Vec<RankedEntryView> {
        // Once per ranking: it looks at every entry, and a large site's rankings have thousands.
        let ranks = ranking.ranks();
        ranking
            .entries
            .iter()
            .map(|entry| {
                let review = self.content.get(&entry.review);
                let rendered =
                    |page: &&Page| self.routes.availability(&page.path, lang).is_rendered();
                RankedEntryView {
                    rank: if ranks {
                        localizer.format_f64(entry.rank as f64, 0, false)
                    } else {
                        "\u{2014}".to_string()
                    },
                    workload: ranking.workload.as_ref().map(|w| localizer.label(w)),
                    name: self.ranked_name(entry, localizer),
                    review_title: review.map(|r| {
                        self.title_of(
                            r,
                            self.text_for_reader(r, lang)
                                .and_then(|(t, _)| t.front().title.clone()),
                            localizer,
                        )
                    }),
                    review_title_lang: review
                        .and_then(|r| self.text_for_reader(r, lang))
                        .and_then(|(_, other)| other),
                    review_url: review
                        .filter(rendered)
                        .map(|r| format!("{}#table-{}", self.routes.url(r, lang), entry.table)),
                    drives: entry
                        .drives
                        .iter()
                        .filter_map(|id| self.drive_page(id))
                        .filter(rendered)
                        .map(|d| LinkView {
                            text: d.drive.as_ref().map(|d| d.name.clone()).unwrap_or_default(),
                            url: self.routes.url(d, lang),
                        })
                        .collect(),
                    value: views::quantity(
                        localizer,
                        &iopress_site::data::Quantity {
                            number: entry.number.clone(),
                            unit: entry.unit,
                        },
                    ),
                }
            })
            .collect()
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn ranking_views(
        &self,
        rankings: &[&Ranking],
        limit: usize,
        charted: &dyn Fn(&Ranking) -> bool,
        lang: &str,
        maker: &FigureMaker,
        highlighted: &dyn Fn(&Ranking) -> Cow<'a, [usize]>,
        id_prefix: &str,
    ) -> Vec<RankingView> {
        let localizer = maker.localizer;
        rankings
            .iter()
            .map(|ranking| {
                let protocol_name = self.protocol_name(&ranking.protocol, localizer);
                let entry_name = |e: &Entry| self.ranked_name(e, localizer);
                let highlighted = highlighted(ranking);
                let claims_ranks = ranking.ranks();
                // For each of the page's entries: "2nd of 4", and the same with its name;
                // nothing where the ranking ranks nothing.
                let (ranks, positions): (Vec<String>, Vec<String>) = highlighted
                    .iter()
                    .filter(|_| claims_ranks)
                    .map(|&i| {
                        let rank = self.rank_text(ranking, i, localizer);
                        let position = localizer.message(
                            "ranking-sentence",
                            &[
                                ("entry", Arg::text(entry_name(&ranking.entries[i]))),
                                ("position", Arg::text(rank.clone())),
                            ],
                        );
                        (rank, position)
                    })
                    .unzip();
                let figure = charted(ranking).then(|| {
                    maker.ranking_figure(
                        ranking,
                        limit,
                        &protocol_name,
                        &self.bar_texts(ranking, localizer),
                        &highlighted,
                        &format!("{id_prefix}-{}", ranking.protocol),
                    )
                });
                RankingView {
                    workloads: false,
                    id: format!("{}-{}", ranking.protocol, ranking.slug()),
                    explained: self.ranking_explained(ranking, localizer),
                    entries: Vec::new(),
                    title: maker.ranking_title(ranking, &protocol_name),
                    protocol: protocol_name,
                    protocol_url: self
                        .protocol_page(&ranking.protocol)
                        .map(|p| self.routes.url(p, lang)),
                    positions,
                    ranks,
                    figure,
                    figures: Vec::new(),
                }
            })
            .collect()
    }
}

#[derive(Serialize)]
pub(super) struct RankedEntryView {
    /// "1", "2", equal values sharing a rank.
    pub(super) rank: String,
    /// The workload it was measured under, where the protocol has several.
    pub(super) workload: Option<String>,
    pub(super) name: String,
    pub(super) review_title: Option<String>,
    /// The language of `review_title` where it is not the page's (the review is shown from
    /// another language's text).
    pub(super) review_title_lang: Option<String>,
    /// The review's table the result comes from; `None` when the review is not published
    /// in this language.
    pub(super) review_url: Option<String>,
    pub(super) drives: Vec<LinkView>,
    pub(super) value: String,
}

#[derive(Serialize)]
pub(super) struct LinkView {
    pub(super) text: String,
    pub(super) url: String,
}

#[derive(Serialize)]
pub(super) struct RankingView {
    pub(super) id: String,
    /// What is ranked and how: "Compares 4-node clusters. Transactions per second: higher is
    /// better."
    pub(super) explained: String,
    /// Every entry, linked (protocol pages); empty elsewhere.
    pub(super) entries: Vec<RankedEntryView>,
    /// Whether `entries` span several workloads (a protocol page's metric), and its table
    /// shows each entry's.
    pub(super) workloads: bool,
    pub(super) title: String,
    pub(super) protocol: String,
    pub(super) protocol_url: Option<String>,
    /// "SN630: 2nd of 4", for each entry of the page's drive.
    pub(super) positions: Vec<String>,
    /// The same without the entry's name: "2nd of 4".
    pub(super) ranks: Vec<String>,
    pub(super) figure: Option<FigureView>,
    /// A protocol page's metric of more systems than a grouped chart tells apart by colour:
    /// instead of `figure`, a ranking's bars per workload (its best entries).
    pub(super) figures: Vec<FigureView>,
}

/// A protocol's facts on one line, so protocols of the same name can be told apart in a list.
pub(super) fn protocol_summary(page: &Page, localizer: &Localizer) -> Option<String> {
    let protocol = page.protocol.as_ref()?;
    let facts: Vec<String> = protocol
        .facts
        .iter()
        .map(|f| {
            let fact = views::fact(localizer, f);
            localizer.labelled(&fact.label, &fact.value)
        })
        .collect();
    (!facts.is_empty()).then(|| facts.join(" · "))
}
