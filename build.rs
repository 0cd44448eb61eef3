//! Cargo build script: embeds the default theme so `iopress init` can write it into a new
//! site without needing this repository.
//!
//! It reads nothing outside the repository and no environment variable but Cargo's: which
//! system tools the tests can run is found out when they run (tests/testsuite/harness.rs), so
//! installing or removing a package rebuilds nothing.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // Read when the script runs, not when it was compiled: a compiled build script is reused
    // by another checkout (a git worktree) sharing its target folder, and would embed the
    // other checkout's theme.
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let manifest_dir = Path::new(&manifest_dir);
    let theme = manifest_dir.join("themes/default");
    println!("cargo:rerun-if-changed={}", theme.display());
    let mut files: Vec<_> = walk(&theme);
    files.sort();
    let mut code = String::from("/// The default theme's files: (path inside the theme, contents).\npub static DEFAULT_THEME: &[(&str, &[u8])] = &[\n");
    for file in &files {
        println!("cargo:rerun-if-changed={}", file.display());
        let relative = file.strip_prefix(&theme).unwrap().to_string_lossy().replace('\\', "/");
        let _ =
            writeln!(code, "    ({relative:?}, include_bytes!({:?})),", file.display().to_string());
    }
    code.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("default_theme.rs");
    std::fs::write(out, code).unwrap();
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
