//! A protocol's comparison page: the reviews that ran it, and every result measured under it,
//! a section per metric (and class of system) in the order the reviews list them.

use std::collections::{BTreeMap, HashMap};

use super::*;

impl<'a> Renderer<'a> {
    /// A protocol's page: its facts, the reviews that ran it, and per metric one chart of
    /// every result (grouped by workload where it has several) and the table of them, ranked
    /// or said to be alone or unranked.
    pub(super) fn protocol_context(&self, doc: &mut DocumentContext) {
        let (page, lang, maker) = (doc.page, doc.lang, doc.maker);
        let context = &mut doc.context;
        let localizer = maker.localizer;
        let protocol = page.protocol.as_ref().expect("protocol pages carry their protocol");
        let no_review = ReviewOrder::default();
        let order = self.review_orders.get(&protocol.id).unwrap_or(&no_review);
        let protocol_name = self.protocol_name(&protocol.id, localizer);

        // Rankings of one metric and class (one per workload) make one section.
        type GroupKey = (usize, usize, Option<String>, &'static str);
        let mut groups: BTreeMap<GroupKey, Vec<&Ranking>> = BTreeMap::new();
        // The classes in the order first met: a section's place is its class's, then its
        // metric's in the reviews.
        let mut classes: Vec<Option<iopress_site::data::SystemClass>> = Vec::new();
        for ranking in self.rankings.of_protocol(&protocol.id) {
            let class = classes.iter().position(|c| *c == ranking.class).unwrap_or_else(|| {
                classes.push(ranking.class);
                classes.len() - 1
            });
            let key = (
                class,
                order.metric(ranking.metric.id),
                ranking.currency().map(str::to_string),
                ranking.metric.id,
            );
            groups.entry(key).or_default().push(ranking);
        }
        let mut sections: Vec<RankingView> = Vec::new();
        for (_, mut rankings) in groups {
            rankings.sort_by_key(|r| order.workload(r.workload.as_deref()));
            let mut section = if let [ranking] = rankings.as_slice() {
                // One ranking: its bars, every entry listed and linked. A result alone in its
                // class is listed, not drawn: one bar compares nothing.
                let mut view = self
                    .ranking_views(
                        &[ranking],
                        RANKING_BARS_ON_PROTOCOL_PAGES,
                        &|r| r.entries.len() > 1,
                        lang,
                        maker,
                        &|_| std::borrow::Cow::Borrowed(&[]),
                        "ranking",
                    )
                    .pop()
                    .expect("a view per ranking");
                view.entries = self.ranked_entries(ranking, lang, localizer);
                // The page does not link to itself.
                view.protocol_url = None;
                view
            } else {
                self.metric_section(order, &rankings, &protocol_name, lang, maker)
            };
            // Where the protocol ranks several classes, each section's title says its class:
            // two sections named alike cannot be told apart.
            if classes.len() > 1 {
                section.title = localizer.message(
                    "protocol-variant",
                    &[
                        ("name", Arg::text(section.title)),
                        ("variant", Arg::text(views::class_name(localizer, rankings[0].class))),
                    ],
                );
            }
            sections.push(section);
        }
        context.insert("rankings", &sections);
        let mut reviews: Vec<&Page> =
            order.reviews.iter().filter_map(|p| self.content.get(p)).collect();
        iopress_site::content::sort_pages(&mut reviews, Default::default());
        context.insert("protocol_reviews", &self.summaries(reviews, lang));
        context.insert(
            "protocol",
            &ProtocolView {
                id: protocol.id.clone(),
                name: protocol_name,
                facts: protocol.facts.iter().map(|f| views::fact(localizer, f)).collect(),
            },
        );
    }

    /// One metric of one class across the protocol's workloads: a grouped chart (a group per
    /// workload, a bar per system) and one table of every result with its workload.
    fn metric_section(
        &self,
        order: &ReviewOrder,
        rankings: &[&Ranking],
        protocol_name: &str,
        lang: &str,
        maker: &FigureMaker,
    ) -> RankingView {
        let localizer = maker.localizer;
        let first = rankings[0];
        // Each system (a review's configuration) once, by its entry first met: its name.
        fn system(entry: &Entry) -> (&str, Option<&str>) {
            (entry.review.as_str(), entry.config.as_deref())
        }
        let mut systems: Vec<&Entry> = Vec::new();
        for entry in rankings.iter().flat_map(|r| &r.entries) {
            if !systems.iter().any(|s| system(s) == system(entry)) {
                systems.push(entry);
            }
        }
        // Series in the order the reviews list their setups, not by value: a chart whose
        // colours swap from one workload to the next cannot be read.
        let config_place = |review: &str, config: Option<&str>| {
            let configs =
                self.content.get(review).and_then(|p| p.review.as_ref()).map(|r| &r.configs);
            config.and_then(|c| configs?.iter().position(|x| x.id == c)).unwrap_or(usize::MAX)
        };
        systems.sort_by_key(|entry| {
            let (review, config) = system(entry);
            (order.reviews.iter().position(|r| r == review), config_place(review, config))
        });
        let title = localizer.message(
            "chart-ranking-title",
            &[
                ("metric", Arg::text(localizer.label(first.metric.id))),
                ("protocol", Arg::text(protocol_name)),
            ],
        );
        let id = match first.class {
            Some(class) => format!("{}-{}-{}", first.protocol, first.metric.id, class.id()),
            None => format!("{}-{}", first.protocol, first.metric.id),
        };
        let mut view = RankingView {
            id: id.clone(),
            explained: self.ranking_explained(first, localizer),
            entries: rankings
                .iter()
                .flat_map(|r| self.ranked_entries(r, lang, localizer))
                .collect(),
            workloads: true,
            title: title.clone(),
            protocol: protocol_name.to_string(),
            protocol_url: None,
            positions: Vec::new(),
            ranks: Vec::new(),
            figure: None,
            figures: Vec::new(),
        };
        // More systems than a grouped chart tells apart by colour (issue 40: the bench site's
        // 228 drives drew a chart of 228 series per workload, 7.4 MB of a page's drawings in
        // each language): each workload's ranking as bars in HTML, its best entries named with
        // their figures; the table of every result stays under them.
        if systems.len() > iopress_charts::SERIES_COLOURS {
            view.figures = rankings
                .iter()
                .filter(|r| r.entries.len() > 1)
                .map(|ranking| {
                    maker.ranking_figure(
                        ranking,
                        RANKING_BARS_ON_PROTOCOL_PAGES,
                        protocol_name,
                        &self.bar_texts(ranking, localizer),
                        &[],
                        &format!("ranking-{}", ranking.protocol),
                    )
                })
                .collect();
            return view;
        }
        let names: Vec<String> = systems.iter().map(|e| self.ranked_name(e, localizer)).collect();
        let unit = first.entries[0].unit;
        let grid: Vec<Vec<Option<iopress_site::data::DataNumber>>> = rankings
            .iter()
            .map(|ranking| {
                systems
                    .iter()
                    .map(|&wanted| {
                        let entry = ranking.entries.iter().find(|e| system(e) == system(wanted))?;
                        Some(if entry.unit == unit {
                            entry.number.clone()
                        } else {
                            iopress_site::data::DataNumber::from_f64(
                                entry.base_value / unit.to_base(1.0),
                            )
                        })
                    })
                    .collect()
            })
            .collect();
        let workloads: Vec<String> = rankings
            .iter()
            .map(|r| r.workload.as_deref().map(|w| localizer.label(w)).unwrap_or_default())
            .collect();
        // The grid is in `unit` already: the bars carry its figures.
        let values = grid
            .iter()
            .map(|cells| cells.iter().map(|n| n.as_ref().map(|n| n.value)).collect())
            .collect();
        let figure = maker.matrix_figure(page_charts::Matrix {
            id: format!("chart-{id}"),
            title: title.clone(),
            metric: first.metric,
            unit,
            workloads,
            systems: names,
            grid,
            values,
        });
        view.figure = Some(figure);
        view
    }
}

/// The order a protocol's reviews list its metrics and workloads: the columns and rows of
/// their tables under it, the first review's first. A page ordered like the review reads
/// like it.
#[derive(Default)]
pub(super) struct ReviewOrder {
    /// The reviews that ran the protocol, by path.
    reviews: Vec<String>,
    metrics: Vec<String>,
    workloads: Vec<String>,
}

impl ReviewOrder {
    /// Every protocol's, by protocol id, in one pass over the reviews: made once per site,
    /// not once per protocol page and language.
    pub(super) fn of_protocols(
        content: &iopress_site::content::SiteContent,
    ) -> HashMap<String, ReviewOrder> {
        let mut orders: HashMap<String, ReviewOrder> = HashMap::new();
        let push = |list: &mut Vec<String>, item: &str| {
            if !list.iter().any(|i| i == item) {
                list.push(item.to_string());
            }
        };
        for page in content.of_kind(PageKind::Review) {
            for table in page.review.iter().flat_map(|r| &r.tables) {
                let Some(protocol) = table.protocol.as_deref() else { continue };
                let order = orders.entry(protocol.to_string()).or_default();
                push(&mut order.reviews, &page.path);
                for role in &table.roles {
                    if let Role::Metric(metric) = role {
                        push(&mut order.metrics, metric.id);
                    }
                }
                // Curves drawn as points are ranked by their peaks.
                for derived in ["peak-iops", "peak-throughput", "peak-latency", "sub-ms-until"] {
                    push(&mut order.metrics, derived);
                }
                for row in &table.data.rows {
                    if let Some(workload) = table.facet(row, Facet::Workload) {
                        push(&mut order.workloads, workload);
                    }
                }
            }
        }
        orders
    }

    fn metric(&self, id: &str) -> usize {
        self.metrics.iter().position(|m| m == id).unwrap_or(usize::MAX)
    }

    fn workload(&self, id: Option<&str>) -> usize {
        id.and_then(|id| self.workloads.iter().position(|w| w == id)).unwrap_or(usize::MAX)
    }
}

#[derive(Serialize)]
pub(super) struct ProtocolView {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) facts: Vec<FactView>,
}
