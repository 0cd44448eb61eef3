//! Where a line may break in a language written without spaces between words (Japanese,
//! Chinese): between words, never inside one. Browsers break such text between any two
//! characters, so a narrow table cell read "1024Kシーケ / ンシャルライ / ト"; Chromium's
//! `word-break: auto-phrase` guesses phrases but still split "オールフラッ / シュ". Here each
//! word boundary ICU4X's dictionary finds gets a `<wbr>`, and the theme sets such text
//! `word-break: keep-all`, which breaks only there (and at spaces and punctuation).

use std::collections::HashMap;

use icu::segmenter::options::WordBreakInvariantOptions;
use icu::segmenter::WordSegmenter;
use tera::Value;

use super::escape_markup;

/// Whether text of `lang` is written without spaces between its words.
pub fn unspaced(lang: &str) -> bool {
    let primary = lang.split(['-', '_']).next().unwrap_or(lang);
    matches!(primary, "ja" | "zh")
}

/// `text` as escaped HTML; in a language written without spaces, with a `<wbr>` at each word
/// boundary inside it (none at a space, where a line may break anyway).
pub fn word_breaks(text: &str, lang: &str) -> String {
    if !unspaced(lang) || text.is_ascii() {
        return escape_markup(text);
    }
    let segmenter = WordSegmenter::new_dictionary(WordBreakInvariantOptions::default());
    let mut html = String::with_capacity(text.len() + 32);
    let mut start = 0;
    for end in segmenter.segment_str(text).skip(1) {
        let word = &text[start..end];
        if start > 0 && !word.starts_with(char::is_whitespace) && !html.ends_with(' ') {
            html.push_str("<wbr>");
        }
        html.push_str(&escape_markup(word));
        start = end;
    }
    html
}

/// `{{ heading.text | words | safe }}`: [`word_breaks`] in the page's language.
pub(super) struct Words {
    pub(super) lang: String,
}

impl tera::Filter for Words {
    fn filter(&self, value: &Value, _args: &HashMap<String, Value>) -> tera::Result<Value> {
        match value {
            Value::String(text) => Ok(Value::String(word_breaks(text, &self.lang))),
            other => Err(tera::Error::msg(format!("words: `{other}` is not a text"))),
        }
    }

    fn is_safe(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn japanese_breaks_between_words_only() {
        // A run of katakana is one word to ICU4X: never broken inside.
        assert_eq!(
            word_breaks("1024Kシーケンシャルライト", "ja"),
            "1024K<wbr>シーケンシャルライト"
        );
        let html = word_breaks("1件のレビュー", "ja");
        assert!(html.ends_with("<wbr>レビュー"), "{html}");
        let html = word_breaks("毎秒トランザクション数（TPS）", "ja");
        assert!(html.contains("トランザクション") && html.contains("<wbr>"), "{html}");
        assert_eq!(word_breaks("VSAN 6.2 オールフラッシュ", "ja"), "VSAN 6.2 オールフラッシュ");
    }

    #[test]
    fn other_languages_and_markup_are_only_escaped() {
        assert_eq!(word_breaks("Débit <moyen>", "fr"), "Débit &lt;moyen&gt;");
        assert_eq!(word_breaks("a<b", "ja"), "a&lt;b");
    }
}
