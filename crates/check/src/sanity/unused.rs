//! Data files that nothing reads: a `.csv` that no `[[table]]` declares (a table dropped from
//! data.toml, or a misspelt `file`), a `.toml` other than a review's `data.toml`, a drive's
//! `drive.toml`, `content/protocols.toml` and a translation's `.translation.<lang>.toml`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::{Finding, FindingKind};
use iopress_site::content::CONTENT_DIR;
use iopress_site::data::{DRIVE_DATA_FILE, PROTOCOLS_FILE, REVIEW_DATA_FILE};
use iopress_site::translate;
use iopress_site::LoadedSite;

pub fn check(site: &LoadedSite) -> Vec<Finding> {
    let content_dir = site.root.join(CONTENT_DIR);
    let used = used_files(site, &content_dir);
    let page_dirs: BTreeSet<PathBuf> =
        site.content.pages.values().map(|p| canonical(&p.dir)).collect();
    let mut findings = Vec::new();
    for entry in walkdir::WalkDir::new(&content_dir).sort_by_file_name().into_iter().flatten() {
        let path = entry.path();
        let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        if !entry.file_type().is_file()
            || !matches!(extension, "csv" | "toml")
            || used.contains(&canonical(path))
        {
            continue;
        }
        if in_unloaded_page(path, &content_dir, &page_dirs) {
            continue;
        }
        findings.push(unused(path, extension));
    }
    findings
}

/// The data files the loaded site read: every table's CSV, each review's and drive's own
/// TOML file, and the protocols.
fn used_files(site: &LoadedSite, content_dir: &Path) -> BTreeSet<PathBuf> {
    let mut used = BTreeSet::new();
    used.insert(canonical(&content_dir.join(PROTOCOLS_FILE)));
    for page in site.content.pages.values() {
        // What `iopress translate import` keeps beside each translation (read by `check`'s
        // outdated translations and by `translate export --changed`).
        for lang in page.texts.keys() {
            used.insert(canonical(&translate::versions::file(&page.dir, lang)));
        }
        if let Some(review) = &page.review {
            used.insert(canonical(&page.dir.join(REVIEW_DATA_FILE)));
            used.extend(review.tables.iter().map(|t| canonical(&t.file)));
        }
        if let Some(drive) = &page.drive {
            used.insert(canonical(&page.dir.join(DRIVE_DATA_FILE)));
            used.extend(drive.tables.iter().map(|t| canonical(&t.file)));
        }
    }
    used
}

/// Whether the file belongs to a page that was not loaded (a draft, without `--drafts`):
/// its nearest folder holding a page file is not a loaded page's folder.
fn in_unloaded_page(path: &Path, content_dir: &Path, page_dirs: &BTreeSet<PathBuf>) -> bool {
    for dir in path.ancestors().skip(1) {
        if !dir.starts_with(content_dir) {
            break;
        }
        if holds_page_file(dir) {
            return !page_dirs.contains(&canonical(dir));
        }
    }
    false
}

fn holds_page_file(dir: &Path) -> bool {
    let Ok(entries) = std::fs::read_dir(dir) else { return false };
    entries.flatten().any(|e| {
        let name = e.file_name();
        let name = name.to_string_lossy();
        name.ends_with(".md") && (name.starts_with("index.") || name.starts_with("_index."))
    })
}

fn unused(path: &Path, extension: &str) -> Finding {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let (message, help) = if extension == "csv" {
        (
            format!("`{name}` is not declared by any [[table]]: nothing shows it"),
            "declare it in the folder's data.toml (or drive.toml) as a [[table]] with `file = \"…\"`, or delete it".to_string(),
        )
    } else {
        (
            format!("`{name}` is not a data file iopress reads"),
            format!("a review's data goes in `{REVIEW_DATA_FILE}`, a drive's in `{DRIVE_DATA_FILE}`, the protocols in `content/{PROTOCOLS_FILE}`: move what it holds there, or delete it"),
        )
    };
    Finding::warning(FindingKind::DataUnused, message).at(path, None).text(name).help(help)
}

/// Paths are compared canonical, so `./specs.csv` and `specs.csv` are one file.
fn canonical(path: &Path) -> PathBuf {
    path.canonicalize().unwrap_or_else(|_| path.to_path_buf())
}
