//! Cargo build script: passes on the version of Pagefind in the workspace's Cargo.lock (the
//! search index's bundles depend on it; see `search_index::INDEXER`).

use std::path::Path;

fn main() {
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    // This crate lives in crates/render of the workspace, whose Cargo.lock is two levels up.
    let lock = Path::new(&manifest_dir).join("../../Cargo.lock");
    println!("cargo:rerun-if-changed={}", lock.display());
    let lock = std::fs::read_to_string(&lock).unwrap_or_default();
    let pagefind = lock
        .split("[[package]]")
        .find(|package| package.lines().any(|line| line.trim() == "name = \"pagefind\""))
        .and_then(|package| package.lines().find_map(|line| line.trim().strip_prefix("version = ")))
        .map(|version| version.trim_matches('"').to_string())
        .unwrap_or_else(|| "unknown".to_string());
    println!("cargo:rustc-env=IOPRESS_PAGEFIND_VERSION={pagefind}");
}
