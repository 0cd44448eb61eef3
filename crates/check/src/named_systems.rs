//! Systems a review's prose names but its data does not hold: "it beat the H3200" where no
//! figure of an H3200 is on the site, so a reader cannot check the claim.
//!
//! A drive is recognised by its model code: letters, then digits (three at least in all),
//! optionally more letters (`H3200`, `SN620`, `PX04SHB040`), starting with the letters of a
//! drive the site has (`SN` of the SN630, `H` of the H3100): a server's or a switch's code
//! (`R740xd`) is not a drive's. It is known to a review
//! when its code is written in the review's data (data.toml, its tables, its configurations'
//! names in any language), in the data of the drives the review tested, or in the title and
//! drives of a page the text links to (a reader can follow the link to the figures).

use std::collections::{BTreeSet, HashMap};

use super::prose::Prose;
use super::{Finding, FindingKind};
use iopress_site::content::{Page, PageKind, DRIVES_SECTION};
use iopress_site::data::{DataText, DriveData};
use iopress_site::LoadedSite;

pub fn check(
    site: &LoadedSite,
    texts: &std::collections::HashMap<String, Vec<(String, Prose)>>,
) -> Vec<Finding> {
    let mut findings = Vec::new();
    // What a drive's code starts with (`SN` of `SN630`, `H` of `H3100`): a code in prose that
    // starts the same way names a drive, not a server or a switch.
    let families: BTreeSet<String> = site
        .content
        .of_kind(PageKind::Drive)
        .filter_map(|p| p.drive.as_ref())
        .flat_map(|d| model_codes(&d.name))
        .map(|(_, code)| family(&code).to_string())
        .collect();
    // What each drive's data says, by its page's path, read once: many reviews test the same
    // drive.
    let drive_codes: HashMap<&str, BTreeSet<String>> = site
        .content
        .of_kind(PageKind::Drive)
        .filter_map(|p| Some((p.path.as_str(), codes_in(&drive_sources(p.drive.as_ref()?)))))
        .collect();
    for page in site.content.of_kind(PageKind::Review) {
        let Some(texts) = texts.get(&page.path) else { continue };
        let known = known_codes(site, page, texts, &drive_codes);
        for (_, prose) in texts {
            for block in &prose.blocks {
                for (offset, code) in model_codes(&block.text) {
                    if !families.contains(family(&code)) || is_known(&known, &code) {
                        continue;
                    }
                    findings.push(
                        Finding::warning(
                            FindingKind::NamedSystem,
                            format!(
                                "the text names `{code}`, but no figure of it is in this review's data: a reader cannot check what it says about it"
                            ),
                        )
                        .at(&prose.file, Some(prose.location(block, offset)))
                        .text(code.clone())
                        .help(
                            "add its results to the review's data (a configuration of a table), link to the page that has them, or say only what the data shows",
                        ),
                    );
                }
            }
        }
    }
    findings
}

/// The model codes written anywhere a reader of the review can find the figures.
fn known_codes(
    site: &LoadedSite,
    page: &Page,
    texts: &[(String, Prose)],
    drive_codes: &HashMap<&str, BTreeSet<String>>,
) -> BTreeSet<String> {
    let mut sources: Vec<String> = Vec::new();
    let mut drives: Vec<String> = page.facts.drives.clone();
    if let Some(review) = &page.review {
        sources.extend(std::fs::read_to_string(&review.file).ok());
        for table in &review.tables {
            sources.extend(std::fs::read_to_string(&table.file).ok());
        }
        for config in &review.configs {
            drives.extend(config.drives.iter().flatten().cloned());
            sources.extend(site.l10n.localizers().map(|l| l.label(&config.name)));
        }
    }
    let mut linked: Vec<&Page> = Vec::new();
    for (_, prose) in texts {
        for (target, _) in &prose.links {
            // The page an internal link leads to, found as the build finds it.
            let Some(internal) = target.strip_prefix("@/") else { continue };
            let path = internal.split('#').next().unwrap_or_default();
            let path = iopress_site::markdown::normalize_internal_path(path);
            linked.extend(site.content.get(&path));
        }
    }
    for other in &linked {
        drives.extend(other.facts.drives.iter().cloned());
        if other.kind == PageKind::Drive {
            drives.push(other.id().to_string());
        }
        sources.extend(other.texts.values().filter_map(|t| t.front().title.clone()));
    }
    let mut known = codes_in(&sources);
    for drive in &drives {
        let path = format!("{DRIVES_SECTION}/{drive}");
        known.extend(drive_codes.get(path.as_str()).into_iter().flatten().cloned());
    }
    known
}

/// What a drive's data writes: its name, its facts' texts, its tables and the file that
/// declares them.
fn drive_sources(data: &DriveData) -> Vec<String> {
    let mut sources = vec![data.name.clone()];
    for text in data.facts.iter().filter_map(|f| f.text.as_ref()) {
        match text {
            DataText::Neutral(text) => sources.push(text.clone()),
            DataText::PerLanguage(texts) => sources.extend(texts.values().cloned()),
        }
    }
    // Its tables are declared in one file: each file read once.
    let files: BTreeSet<&std::path::Path> =
        data.tables.iter().flat_map(|t| [t.file.as_path(), t.declared_in.as_path()]).collect();
    sources.extend(files.into_iter().filter_map(|file| std::fs::read_to_string(file).ok()));
    sources
}

/// The model codes of texts, lower-cased.
fn codes_in(sources: &[String]) -> BTreeSet<String> {
    // Comments of data files are for editors: a reader never sees them.
    sources
        .iter()
        .flat_map(|s| s.lines())
        .filter(|line| !line.trim_start().starts_with('#'))
        .flat_map(model_codes)
        .map(|(_, code)| code.to_lowercase())
        .collect()
}

/// The capital letters a model code starts with.
fn family(code: &str) -> &str {
    &code[..code.bytes().take_while(u8::is_ascii_uppercase).count()]
}

/// Known when written as it is, or as the start of a longer code (`PX04S` of `PX04SHB040`),
/// or in the plural (`SN630s`).
fn is_known(known: &BTreeSet<String>, code: &str) -> bool {
    let code = code.to_lowercase();
    let starts =
        |code: &str| known.range(code.to_string()..).next().is_some_and(|k| k.starts_with(code));
    starts(&code) || code.strip_suffix('s').is_some_and(starts)
}

/// The model codes of a text, with their byte offsets: a word of ASCII letters and digits
/// that starts with one to four capital letters and two digits or more, with at least three
/// digits in all (two would take in ports and standards such as `SFP28`).
fn model_codes(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let mut start = 0;
    while start < bytes.len() {
        let word_start = start == 0 || !bytes[start - 1].is_ascii_alphanumeric();
        if !(word_start && bytes[start].is_ascii_uppercase()) {
            start += 1;
            continue;
        }
        let mut end = start;
        while end < bytes.len() && bytes[end].is_ascii_alphanumeric() {
            end += 1;
        }
        let word = &text[start..end];
        let letters = word.bytes().take_while(u8::is_ascii_uppercase).count();
        let digits = word[letters..].bytes().take_while(u8::is_ascii_digit).count();
        let all_digits = word.bytes().filter(u8::is_ascii_digit).count();
        if (1..=4).contains(&letters) && digits >= 2 && all_digits >= 3 {
            found.push((start, word.to_string()));
        }
        start = end.max(start + 1);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn model_codes_are_capitals_then_digits_three_at_least() {
        let codes: Vec<String> = model_codes(
            "The H3100 beat the H3200 and the SN620, on a R740xd with DDR4, RAID5, PCIe 3.0 and 4K reads; PX04SHB040.",
        )
        .into_iter()
        .map(|(_, c)| c)
        .collect();
        assert_eq!(codes, ["H3100", "H3200", "SN620", "R740xd", "PX04SHB040"]);
        assert!(model_codes("SFP28 ports, ESXi 6.7, X52").is_empty());
    }

    #[test]
    fn a_code_is_known_as_itself_or_as_the_start_of_a_longer_one() {
        let known: BTreeSet<String> =
            ["px04shb040", "sn630"].into_iter().map(String::from).collect();
        assert!(is_known(&known, "PX04S"));
        assert!(is_known(&known, "SN630"));
        assert!(is_known(&known, "SN630s"));
        assert!(!is_known(&known, "SN620"));
    }
}
