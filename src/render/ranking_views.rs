//! Rankings as pages show them: protocol names, entry names, ranking charts and positions.

use super::*;

impl<'a> Renderer<'a> {
    pub(super) fn protocol_page(&self, id: &str) -> Option<&Page> {
        self.content.get(&format!("{PROTOCOLS_SECTION}/{id}")).filter(|p| p.kind == PageKind::Protocol)
    }

    pub(super) fn protocol_name(&self, id: &str, localizer: &Localizer) -> String {
        self.protocol_page(id)
            .and_then(|p| p.protocol.as_ref())
            .map(|p| views::label(localizer, &p.name))
            .unwrap_or_else(|| id.to_string())
    }

    /// How a ranking names an entry: by the drives its review tested, or, when the review
    /// has several entries in the ranking, by its configuration; else by the review's title.
    pub(super) fn entry_name(&self, ranking: &Ranking, entry: &Entry, localizer: &Localizer) -> String {
        let Some(review_page) = self.content.get(&entry.review) else { return entry.review.clone() };
        let config = entry.config.as_deref().and_then(|c| review_page.review.as_ref()?.config(c));
        let entries_of_review = ranking.entries.iter().filter(|e| e.review == entry.review).count();
        if let (Some(config), true) = (config, entries_of_review > 1) {
            return views::config_name(localizer, config);
        }
        let drives: Vec<String> = self.content.drives_of(review_page).filter_map(|d| Some(d.drive.as_ref()?.name.clone())).collect();
        if !drives.is_empty() {
            return drives.join(" + ");
        }
        if let Some(config) = config {
            return views::config_name(localizer, config);
        }
        self.primary_text(review_page).and_then(|t| t.front().title.clone()).unwrap_or_else(|| entry.review.clone())
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn ranking_views(
        &self,
        rankings: &[&Ranking],
        limit: usize,
        charted: &dyn Fn(&Ranking) -> bool,
        lang: &str,
        maker: &FigureMaker,
        highlight: &dyn Fn(&Entry) -> bool,
        id_prefix: &str,
        chart_files: &mut Vec<(String, String)>,
    ) -> Vec<RankingView> {
        let localizer = maker.localizer;
        rankings
            .iter()
            .filter(|r| r.entries.len() > 1)
            .map(|ranking| {
                let protocol_name = self.protocol_name(&ranking.protocol, localizer);
                let entry_name = |e: &Entry| self.entry_name(ranking, e, localizer);
                // For each of the page's entries: "2nd of 4", and the same with its name.
                let (ranks, positions): (Vec<String>, Vec<String>) = ranking
                    .entries
                    .iter()
                    .filter(|e| highlight(e))
                    .map(|e| {
                        let rank = localizer.message(
                            "ranking-position",
                            &[("rank", Arg::Number(e.rank as f64)), ("count", Arg::Number(ranking.entries.len() as f64))],
                        );
                        let position =
                            localizer.message("ranking-sentence", &[("entry", Arg::text(entry_name(e))), ("position", Arg::text(rank.clone()))]);
                        (rank, position)
                    })
                    .unzip();
                let figure = charted(ranking).then(|| {
                    maker.ranking_figure(
                        ranking,
                        limit,
                        &protocol_name,
                        &entry_name,
                        highlight,
                        &format!("{id_prefix}-{}", ranking.protocol),
                        chart_files,
                    )
                });
                RankingView {
                    id: format!("{}-{}", ranking.protocol, ranking.slug()),
                    title: maker.ranking_title(ranking, &protocol_name),
                    protocol: protocol_name,
                    protocol_url: self.protocol_page(&ranking.protocol).map(|p| self.routes.url(p, lang)),
                    positions,
                    ranks,
                    figure,
                }
            })
            .collect()
    }
}


#[derive(Serialize)]
pub(super) struct RankingView {
    pub(super) id: String,
    pub(super) title: String,
    pub(super) protocol: String,
    pub(super) protocol_url: Option<String>,
    /// "SN630: 2nd of 4", for each entry of the page's drive.
    pub(super) positions: Vec<String>,
    /// The same without the entry's name: "2nd of 4".
    pub(super) ranks: Vec<String>,
    pub(super) figure: Option<FigureView>,
}

/// A protocol's facts on one line, so protocols of the same name can be told apart in a list.
pub(super) fn protocol_summary(page: &Page, localizer: &Localizer) -> Option<String> {
    let protocol = page.protocol.as_ref()?;
    let facts: Vec<String> = protocol
        .facts
        .iter()
        .map(|f| {
            let fact = views::fact(localizer, f);
            format!("{} {}", localizer.message("field-label", &[("label", Arg::text(fact.label))]), fact.value)
        })
        .collect();
    (!facts.is_empty()).then(|| facts.join(" · "))
}
