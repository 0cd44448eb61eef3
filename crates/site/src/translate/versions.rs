//! Which version of the source each unit of a translation was made from, kept beside the
//! translation in `.translation.<lang>.toml` (a dot file: the content walk skips it, so it
//! is never published), and what has changed in the source since.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::{segments, source_hash};
use crate::content::Page;
use crate::diagnostics::{toml_error, Diagnostic};

/// The file beside a page's translation into `lang`.
pub fn file(page_dir: &Path, lang: &str) -> PathBuf {
    page_dir.join(format!(".translation.{lang}.toml"))
}

/// For each unit id, the hash of the source text it was translated from.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SourceVersions {
    /// The language the translation was made from.
    pub source: String,
    #[serde(default)]
    pub units: BTreeMap<String, String>,
}

/// Reads the versions of `lang`'s translation of the page in `page_dir`; None when it has
/// none (a translation made by hand, never imported).
pub fn read(page_dir: &Path, lang: &str) -> Result<Option<SourceVersions>, Diagnostic> {
    let path = file(page_dir, lang);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(Diagnostic::error(format!("cannot read the file: {e}")).in_file(&path))
        }
    };
    toml::from_str(&text).map(Some).map_err(|e| {
        toml_error(&e, &text, &path).with_help(
            "this file is written by `iopress translate import`; delete it to stop tracking \
             which source version this translation follows",
        )
    })
}

/// Writes the versions (replacing the file as a whole, never half-written).
pub fn write(page_dir: &Path, lang: &str, versions: &SourceVersions) -> std::io::Result<()> {
    let path = file(page_dir, lang);
    let body = toml::to_string(versions).map_err(std::io::Error::other)?;
    let text = format!(
        "# Written by `iopress translate import`: the hash of the {} text each unit of this\n\
         # translation was made from. When the source changes, the page counts as outdated.\n{body}",
        versions.source
    );
    let temporary = page_dir.join(format!(".translation.{lang}.toml.tmp"));
    std::fs::write(&temporary, text)?;
    std::fs::rename(&temporary, &path)
}

/// A translation whose source changed since it was made.
#[derive(Debug, Clone, PartialEq)]
pub struct Outdated {
    pub source_lang: String,
    /// The file of the source text.
    pub source_file: PathBuf,
    /// The units of the source that changed (or are new) since: id and line.
    pub changed: Vec<(String, usize)>,
}

/// The units of `page`'s source that changed since its `lang` translation was made, when its
/// versions are recorded and any did; None otherwise (also for a page not translated into
/// `lang`, which is shown from another language and so is never out of date).
pub fn outdated(page: &Page, lang: &str) -> Result<Option<Outdated>, Diagnostic> {
    if !page.is_translated(lang) {
        return Ok(None);
    }
    let Some(versions) = read(&page.dir, lang)? else { return Ok(None) };
    let Some(source) = page.texts.get(&versions.source) else { return Ok(None) };
    let changed: Vec<(String, usize)> = segments(&source.parsed)
        .into_iter()
        .filter(|s| versions.units.get(&s.id) != Some(&source_hash(&s.text)))
        .map(|s| (s.id, s.line))
        .collect();
    Ok((!changed.is_empty()).then(|| Outdated {
        source_lang: versions.source.clone(),
        source_file: source.file.clone(),
        changed,
    }))
}
