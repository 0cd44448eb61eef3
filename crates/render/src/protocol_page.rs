//! A protocol's comparison page.

use super::*;

impl<'a> Renderer<'a> {
    /// A protocol's comparison page: every ranking under the protocol, and its facts.
    pub(super) fn protocol_context(&self, doc: &mut DocumentContext) {
        let (page, lang, maker) = (doc.page, doc.lang, doc.maker);
        let (context, chart_files) = (&mut doc.context, &mut doc.chart_files);
        let localizer = maker.localizer;
        let protocol = page.protocol.as_ref().expect("protocol pages carry their protocol");
        let rankings: Vec<&Ranking> = self.rankings.of_protocol(&protocol.id).collect();
        let mut views = self.ranking_views(
            &rankings,
            RANKING_BARS_ON_PROTOCOL_PAGES,
            &|_| true,
            lang,
            maker,
            &|_| std::borrow::Cow::Borrowed(&[]),
            "ranking",
            chart_files,
        );
        // Here every entry is listed with links to its review and drives, and the page does
        // not link to itself.
        for (view, ranking) in views.iter_mut().zip(rankings.iter().filter(|r| r.entries.len() > 1))
        {
            view.entries = self.ranked_entries(ranking, lang, localizer);
            view.protocol_url = None;
        }
        context.insert("rankings", &views);
        context.insert(
            "protocol",
            &ProtocolView {
                id: protocol.id.clone(),
                name: self.protocol_name(&protocol.id, localizer),
                facts: protocol.facts.iter().map(|f| views::fact(localizer, f)).collect(),
            },
        );
    }
}

#[derive(Serialize)]
pub(super) struct ProtocolView {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) facts: Vec<FactView>,
}
