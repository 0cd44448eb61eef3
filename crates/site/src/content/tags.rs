//! Tags: written by the editor as readers should see them (`NVMe`, `PCIe 5.0`), known by an id
//! (their name in lowercase, `nvme`, `pcie-5-0`) that names their label and makes two
//! spellings of one tag (`nvme` in one review, `NVMe` in another) one tag.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::config::SiteConfig;
use crate::diagnostics::{Diagnostic, Diagnostics, Location};

use super::SiteContent;

/// One tag of the site, with every spelling pages give it.
#[derive(Debug, Clone, PartialEq)]
pub struct Tag {
    /// `PCIe 5.0` → `pcie-5-0`: its label is the message `label-<id>`.
    pub id: String,
    /// The spelling shown where no label names the tag: the first written with a capital
    /// (written to be shown so), else the first written, in page order.
    pub shown: Spelling,
    /// Its other spellings, for the warning that names them.
    pub others: Vec<Spelling>,
}

/// A tag as one page writes it.
#[derive(Debug, Clone, PartialEq)]
pub struct Spelling {
    pub name: String,
    /// The first file writing it so, relative to the site's root, and where its `tags` are.
    pub file: PathBuf,
    pub location: Option<Location>,
}

/// The id of a tag: its letters and digits in lowercase, every run of anything else one `-`
/// (`PCIe 5.0` → `pcie-5-0`, `vsan_esa` → `vsan-esa`), as a URL slug is made. Empty when
/// the tag has no letter or digit.
pub fn tag_id(tag: &str) -> String {
    let mut id = String::with_capacity(tag.len());
    for c in tag.chars() {
        if c.is_alphanumeric() {
            id.extend(c.to_lowercase());
        } else if !id.is_empty() && !id.ends_with('-') {
            id.push('-');
        }
    }
    id.truncate(id.trim_end_matches('-').len());
    id
}

/// Every tag of `content`'s pages, by id. A tag with no letter or digit is an error at the
/// `tags` of the page writing it.
pub(super) fn collect(
    content: &SiteContent,
    config: &SiteConfig,
    root: &Path,
    problems: &mut Diagnostics,
) -> BTreeMap<String, Tag> {
    let mut spellings: BTreeMap<String, Vec<Spelling>> = BTreeMap::new();
    for page in content.pages.values() {
        // Tags are a fact shared by the translations: written in the primary text.
        let Some(text) =
            config.languages.iter().find_map(|language| page.texts.get(&language.code))
        else {
            continue;
        };
        let location = text.parsed.locate_field("tags");
        for name in &page.facts.tags {
            let id = tag_id(name);
            if id.is_empty() {
                problems.push(
                    Diagnostic::error(format!("tag `{name}` has no letter or digit"))
                        .in_file(&text.file)
                        .at_location(location)
                        .with_help("a tag is a word or a name, e.g. `NVMe` or `PCIe 5.0`"),
                );
                continue;
            }
            let known = spellings.entry(id).or_default();
            if !known.iter().any(|spelling| spelling.name == *name) {
                let file = text.file.strip_prefix(root).unwrap_or(&text.file).to_path_buf();
                known.push(Spelling { name: name.clone(), file, location });
            }
        }
    }
    spellings
        .into_iter()
        .map(|(id, mut spellings)| {
            let shown =
                spellings.iter().position(|s| s.name.chars().any(char::is_uppercase)).unwrap_or(0);
            let shown = spellings.remove(shown);
            (id.clone(), Tag { id, shown, others: spellings })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_the_name_in_lowercase_with_one_dash_between_words() {
        assert_eq!(tag_id("NVMe"), "nvme");
        assert_eq!(tag_id("PCIe 5.0"), "pcie-5-0");
        assert_eq!(tag_id("  vsan_esa "), "vsan-esa");
        assert_eq!(tag_id("enterprise-ssd"), "enterprise-ssd");
        assert_eq!(tag_id("U.2"), "u-2");
        assert_eq!(tag_id("Überblick"), "überblick");
        assert_eq!(tag_id("固态硬盘"), "固态硬盘");
        assert_eq!(tag_id("--"), "");
    }
}
