//! Translations whose source changed since they were made: `iopress translate import`
//! records, beside each translation, the hash of every source unit it was made from
//! (`.translation.<lang>.toml`); a unit whose source hash is no longer the recorded one is
//! out of date. A warning per page and language, naming the changed units.

use iopress_site::translate::versions;
use iopress_site::LoadedSite;

use super::{Finding, FindingKind};

pub fn check(site: &LoadedSite) -> Vec<Finding> {
    let mut findings = Vec::new();
    for page in site.content.pages.values() {
        for (lang, text) in &page.texts {
            match versions::outdated(page, lang) {
                Ok(None) => {}
                Ok(Some(outdated)) => {
                    let units: Vec<String> = outdated
                        .changed
                        .iter()
                        .map(|(id, line)| format!("{id} (line {line})"))
                        .collect();
                    findings.push(
                        Finding::warning(
                            FindingKind::TranslationOutdated,
                            format!(
                                "the {} text changed since this translation was made: {} unit{} changed in {}: {}",
                                outdated.source_lang,
                                units.len(),
                                if units.len() == 1 { "" } else { "s" },
                                outdated.source_file.strip_prefix(&site.root).unwrap_or(&outdated.source_file).display(),
                                units.join(", ")
                            ),
                        )
                        .at(&text.file, None)
                        .help(format!(
                            "export what changed with `iopress translate export --lang {lang} --changed {}`, translate it and import it",
                            page.path
                        )),
                    );
                }
                Err(problem) => findings.push(Finding::from_diagnostic(problem)),
            }
        }
    }
    findings
}
