//! A language's typesetting rules applied to a whole page once it is rendered, so that they
//! hold for every text on it alike: prose, UI strings, data labels and values.

use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use iopress_charts::spec::{ChartKind, ChartSpec};
use iopress_site::l10n::typography;
use lol_html::html_content::ContentType;
use lol_html::{doc_text, element, end_tag, RewriteStrSettings};

/// Elements whose text is not prose: code, scripts, styles, form values and inline SVG (whose
/// text the chart renderer has set out already).
const NOT_PROSE: &str = "script, style, code, pre, kbd, samp, textarea, svg, math";

/// `html` (a whole page in `locale`) with Polish one-letter words joined to the next word
/// ([`typography::join_single_letter_words`]) in its text nodes only: never in tags,
/// attributes, code or scripts. A page in a language without such a rule is returned as is.
pub(crate) fn typeset_page(locale: &str, html: String) -> String {
    if !typography::joins_single_letter_words(locale) {
        return html;
    }
    // How many elements of `NOT_PROSE` the parser is inside.
    let skipped = Rc::new(Cell::new(0usize));
    // A text node can reach the handler in several chunks: it is gathered and rewritten whole.
    let pending = RefCell::new(String::new());
    let entered = Rc::clone(&skipped);
    let settings = RewriteStrSettings::new()
        .append_element_content_handler(element!(NOT_PROSE, move |element| {
            entered.set(entered.get() + 1);
            let left = Rc::clone(&entered);
            // A void or self-closed element (`<svg/>`) has no end tag to wait for.
            if element
                .on_end_tag(end_tag!(move |_| {
                    left.set(left.get().saturating_sub(1));
                    Ok(())
                }))
                .is_err()
            {
                entered.set(entered.get() - 1);
            }
            Ok(())
        }))
        .append_document_content_handler(doc_text!(|chunk| {
            if skipped.get() > 0 {
                return Ok(());
            }
            let mut text = pending.borrow_mut();
            text.push_str(chunk.as_str());
            if chunk.last_in_text_node() {
                let joined = typography::join_single_letter_words_in_part(locale, &text);
                // Raw HTML text goes back as it came: only spaces were replaced.
                chunk.replace(&joined, ContentType::Html);
                text.clear();
            } else {
                chunk.remove();
            }
            Ok(())
        }));
    // Our handlers return no error, and a page the templates wrote parses.
    lol_html::rewrite_str(&html, settings).unwrap_or(html)
}

/// `spec` with the page's typesetting applied to every text the chart draws, before the
/// chart lays it out: its wrapping then keeps a Polish one-letter word on the line of the
/// word after it, as the page's own text does.
pub(crate) fn typeset_chart(locale: &str, mut spec: ChartSpec) -> ChartSpec {
    if !typography::joins_single_letter_words(locale) {
        return spec;
    }
    let join = |text: &mut String| {
        if let Cow::Owned(joined) = typography::join_single_letter_words(locale, text) {
            *text = joined;
        }
    };
    join(&mut spec.title);
    join(&mut spec.description);
    match &mut spec.kind {
        ChartKind::LoadCurve(curve) => {
            join(&mut curve.x_title);
            join(&mut curve.y_title);
            for series in &mut curve.series {
                join(&mut series.name);
                series.peak_label.iter_mut().for_each(join);
                series.points.iter_mut().filter_map(|p| p.label.as_mut()).for_each(join);
            }
            curve.reference.iter_mut().for_each(|r| join(&mut r.label));
        }
        ChartKind::RankedBars(bars) => {
            join(&mut bars.value_title);
            join(&mut bars.direction_note);
            bars.bars.iter_mut().for_each(|bar| join(&mut bar.label));
        }
        ChartKind::GroupedBars(bars) => {
            join(&mut bars.value_title);
            bars.groups.iter_mut().for_each(join);
            bars.series.iter_mut().for_each(join);
            for texts in bars.labels.iter_mut().chain(bars.notes.iter_mut()) {
                texts.iter_mut().flatten().for_each(join);
            }
        }
    }
    spec
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joins_in_text_nodes_only() {
        let page = concat!(
            "<html lang=\"pl\"><head><title>Test w klastrze</title>",
            "<script>var a = 1; if (a && b) { w = 2 }</script></head>",
            "<body><p title=\"w domu\">Dyski w <a href=\"/a b\">klastrze</a> i na\nkoniec</p>",
            "<code>a b</code><pre>w c</pre><svg><text>w d</text></svg><p>o tym</p></body></html>"
        );
        let out = typeset_page("pl", page.to_string());
        assert_eq!(
            out,
            concat!(
                "<html lang=\"pl\"><head><title>Test w\u{a0}klastrze</title>",
                "<script>var a = 1; if (a && b) { w = 2 }</script></head>",
                "<body><p title=\"w domu\">Dyski w\u{a0}<a href=\"/a b\">klastrze</a> i\u{a0}na\nkoniec</p>",
                "<code>a b</code><pre>w c</pre><svg><text>w d</text></svg><p>o\u{a0}tym</p></body></html>"
            )
        );
        assert_eq!(typeset_page("en", page.to_string()), page);
    }
}
