//! Cargo build script: embeds the default theme so `iopress init` can write it into a new
//! site without needing this repository, and passes on the version of Pagefind in Cargo.lock
//! (the search index's bundles depend on it).

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let theme = Path::new(env!("CARGO_MANIFEST_DIR")).join("themes/default");
    println!("cargo:rerun-if-changed={}", theme.display());
    let mut files: Vec<_> = walk(&theme);
    files.sort();
    let mut code = String::from("/// The default theme's files: (path inside the theme, contents).\npub static DEFAULT_THEME: &[(&str, &[u8])] = &[\n");
    for file in &files {
        println!("cargo:rerun-if-changed={}", file.display());
        let relative = file.strip_prefix(&theme).unwrap().to_string_lossy().replace('\\', "/");
        let _ = writeln!(code, "    ({relative:?}, include_bytes!({:?})),", file.display().to_string());
    }
    code.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("default_theme.rs");
    std::fs::write(out, code).unwrap();

    // The search index's bundles depend on the Pagefind crate that builds them: its version
    // is part of what decides whether a previous output's bundle can be reused.
    let lock = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.lock");
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

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                println!("cargo:rerun-if-changed={}", path.display());
                files.extend(walk(&path));
            } else {
                files.push(path);
            }
        }
    }
    files
}
