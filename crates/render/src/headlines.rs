//! A drive's headline results: what its page, the drive index and the home page show of what
//! was measured. Taken from the rankings (each protocol's ranked metrics), never from a
//! second reading of the tables, so that a figure reads the same here as on the review.

use iopress_site::data::metrics::Better;

use super::*;

/// How many headline results the drive index and the home page show per drive; its own page
/// shows them all.
pub(super) const HEADLINES_IN_LISTS: usize = 3;

/// One measured figure of a drive, in the reader's language.
#[derive(Serialize, Clone)]
pub(super) struct HeadlineView {
    /// What is measured: "Average latency".
    pub(super) metric: String,
    /// The figure with its unit, formatted for the locale: "12.6 ms", "803 000 IOPS".
    pub(super) value: String,
    /// The workload it was measured under, where the protocol has several: "4K random read".
    pub(super) workload: Option<String>,
    pub(super) protocol: String,
    pub(super) protocol_url: Option<String>,
    /// What was tested: "single drives", "4-node clusters"; None where the protocol's name
    /// already says it (protocols of one name told apart by their class).
    pub(super) class: Option<String>,
    /// "2nd of 4": only where the ranking ranks and the figure is not level with another
    /// (within the protocol's tolerance), that is where the margin is real.
    pub(super) rank: Option<String>,
}

/// The best of a drive's entries under one protocol, class and metric, across workloads.
struct Best<'r> {
    ranking: &'r Ranking,
    index: usize,
}

impl<'a> Renderer<'a> {
    /// A drive's headline results: for each metric its protocols rank, and each class of
    /// system it was tested in, its best figure (across the protocol's workloads), in the
    /// order of the site's rankings.
    pub(super) fn drive_headlines(&self, drive: &str, lang: &str) -> Vec<HeadlineView> {
        self.best_of_drive(drive)
            .into_iter()
            .map(|best| self.headline_view(best.ranking, best.index, lang))
            .collect()
    }

    /// A drive's first headline result, among those under `protocols` when given, with its
    /// ranking and the drive's entry in it: what a social card draws (`cards.rs`).
    pub(super) fn first_headline<'s>(
        &'s self,
        drive: &'s str,
        protocols: Option<&[&str]>,
        lang: &str,
    ) -> Option<(HeadlineView, &'s Ranking, usize)> {
        let Best { ranking, index } = self
            .best_of_drive(drive)
            .into_iter()
            .find(|b| protocols.is_none_or(|p| p.contains(&b.ranking.protocol.as_str())))?;
        Some((self.headline_view(ranking, index, lang), ranking, index))
    }

    /// For each metric a drive's protocols rank, and each class of system it was tested in,
    /// its best entry (across the protocol's workloads), in the order of the site's rankings.
    fn best_of_drive<'s>(&'s self, drive: &'s str) -> Vec<Best<'s>> {
        let mut best: Vec<Best> = Vec::new();
        for ranking in self.rankings.of_drive(drive).filter(|r| r.ranked) {
            // A ranking's entries are best first: the drive's first is its best there.
            let Some(&index) = self.rankings.drive_entries(ranking, drive).first() else {
                continue;
            };
            let same = |b: &&mut Best| {
                let other = b.ranking;
                other.protocol == ranking.protocol
                    && other.class == ranking.class
                    && other.metric.id == ranking.metric.id
                    && other.currency() == ranking.currency()
            };
            let value = ranking.entries[index].base_value;
            match best.iter_mut().find(same) {
                Some(kept) => {
                    let kept_value = kept.ranking.entries[kept.index].base_value;
                    let better = match ranking.metric.better {
                        Better::Lower => value < kept_value,
                        Better::Higher | Better::Neither => value > kept_value,
                    };
                    if better {
                        *kept = Best { ranking, index };
                    }
                }
                None => best.push(Best { ranking, index }),
            }
        }
        best
    }

    /// The headline of entry `index` of `ranking`, in `lang`.
    fn headline_view(&self, ranking: &Ranking, index: usize, lang: &str) -> HeadlineView {
        let localizer = self.localizer(lang);
        let entry = &ranking.entries[index];
        let margin_is_real = ranking.ranks() && ranking.level_with(index).next().is_none();
        let protocol = self.protocol_name(&ranking.protocol, localizer);
        let class = views::class_name(localizer, ranking.class);
        HeadlineView {
            metric: localizer.label(ranking.metric.id),
            value: views::quantity(
                localizer,
                &Quantity { number: entry.number.clone(), unit: entry.unit },
            ),
            workload: ranking.workload.as_deref().map(|w| localizer.label(w)),
            class: (!protocol.contains(&class)).then_some(class),
            protocol,
            protocol_url: self
                .protocol_page(&ranking.protocol)
                .filter(|p| self.routes.availability(&p.path, lang).is_rendered())
                .map(|p| self.routes.url(p, lang)),
            rank: margin_is_real.then(|| self.rank_text(ranking, index, localizer)),
        }
    }

    /// A drive's key specs for lists: the first facts of its data, as its page shows them.
    pub(super) fn key_specs(&self, page: &Page, localizer: &Localizer) -> Vec<FactView> {
        page.drive
            .iter()
            .flat_map(|d| d.facts.iter())
            .take(KEY_SPECS_IN_LISTS)
            .map(|f| views::fact(localizer, f))
            .collect()
    }
}

/// How many of a drive's facts the drive index and the home page show.
const KEY_SPECS_IN_LISTS: usize = 3;
