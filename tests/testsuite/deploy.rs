//! Publishing the output: the figures `iopress build` prints and the warnings it gives before
//! a host's limits are crossed (`[deploy] host`), and the deploy recipes of docs/deploy/
//! (docs/deploy.md), whose build steps are run here as a host would run them.

use std::path::Path;
use std::process::Command;

use crate::common::Fixture;

/// `iopress build` on `root`: its exit status and what it printed on stderr.
fn build_with_binary(root: &Path, extra: &[&str]) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_iopress"))
        .arg("build")
        .arg("--root")
        .arg(root)
        .args(extra)
        .output()
        .unwrap();
    (output.status.success(), String::from_utf8_lossy(&output.stderr).into_owned())
}

/// Every file of `dir`, and their bytes, counted as a host would receive them.
fn files_and_bytes(dir: &Path) -> (u64, u64) {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .map(Result::unwrap)
        .filter(|entry| entry.file_type().is_file())
        .fold((0, 0), |(files, bytes), entry| (files + 1, bytes + entry.metadata().unwrap().len()))
}

/// The fixture's site.toml, published on `host`.
fn with_host(site: &Fixture, host: &str) {
    site.write(
        "site.toml",
        &format!("{}\n[deploy]\nhost = \"{host}\"\n", crate::common::SITE_TOML),
    );
}

fn build_prints_the_outputs_file_count_and_size() {
    let site = Fixture::new();
    let (ok, stderr) = build_with_binary(site.root(), &[]);
    assert!(ok, "{stderr}");
    let (files, bytes) = files_and_bytes(&site.output());
    let line = stderr.lines().find(|l| l.starts_with("Output: ")).unwrap_or_else(|| {
        panic!("no `Output:` line in:\n{stderr}");
    });
    // The fixture is between 10 kB and 1 MB: shown with one decimal in kB.
    assert!((10_000..1_000_000).contains(&bytes), "{bytes}");
    let expected = format!("Output: {files} files, {:.1} kB in ", bytes as f64 / 1000.0);
    assert!(line.starts_with(&expected), "{line:?}, expected {expected:?}…");
    // Without a host, no limit is checked.
    assert!(!stderr.contains("limit"), "{stderr}");
}

fn a_file_over_cloudflare_pages_size_limit_is_named_with_the_limit() {
    let site = Fixture::new();
    with_host(&site, "cloudflare-pages");
    let big = site.root().join("static/downloads/raw-results.tar");
    std::fs::create_dir_all(big.parent().unwrap()).unwrap();
    // Sparse: 25 MiB and a byte, written in no time.
    std::fs::File::create(&big).unwrap().set_len(25 * 1024 * 1024 + 1).unwrap();
    let near = site.root().join("static/downloads/fio-logs.tar");
    std::fs::File::create(&near).unwrap().set_len(21 * 1024 * 1024).unwrap();
    let (ok, stderr) = build_with_binary(site.root(), &[]);
    // The output is written: the host refuses it, not the build.
    assert!(ok, "{stderr}");
    assert!(site.output().join("downloads/raw-results.tar").is_file());
    assert!(
        stderr.contains(
            "error: `downloads/raw-results.tar` is 25.0 MiB (26,214,401 bytes), over the limit \
             of 25 MiB per file on cloudflare-pages"
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains(
            "warning: `downloads/fio-logs.tar` is 21.0 MiB (22,020,096 bytes), 84 % of the \
             limit of 25 MiB per file on cloudflare-pages"
        ),
        "{stderr}"
    );
    // GitHub Pages has no limit per file, and 46 MB is far from its 1 GB.
    with_host(&site, "github-pages");
    let (ok, stderr) = build_with_binary(site.root(), &[]);
    assert!(ok && !stderr.contains("limit of"), "{stderr}");
}

fn many_files_warn_of_cloudflare_pages_file_count_limit() {
    let site = Fixture::new();
    with_host(&site, "cloudflare-pages");
    let report = site.build_ok();
    let pages = report.output_size.as_ref().unwrap().files;
    assert!(report.warnings.iter().all(|w| !w.message.contains("limit of")));
    // Empty static files up to 20,001 files in the output.
    let folder = site.root().join("static/tiles");
    std::fs::create_dir_all(&folder).unwrap();
    for i in 0..(20_001 - pages) {
        std::fs::File::create(folder.join(format!("{i}.png"))).unwrap();
    }
    let report = site.build_ok();
    let size = report.output_size.as_ref().unwrap();
    assert_eq!(size.files, 20_001);
    assert_eq!(size.files, files_and_bytes(&site.output()).0);
    let over: Vec<String> =
        report.warnings.iter().filter(|w| w.is_error()).map(|w| w.message.clone()).collect();
    assert_eq!(
        over,
        ["the output has 20,001 files, over the limit of 20,000 files per site on cloudflare-pages"]
    );
}

crate::tests! {
    build_prints_the_outputs_file_count_and_size,
    a_file_over_cloudflare_pages_size_limit_is_named_with_the_limit,
    many_files_warn_of_cloudflare_pages_file_count_limit,
}
