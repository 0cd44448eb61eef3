//! Publishing the output: the figures `iopress build` prints and the warnings it gives before
//! a host's limits are crossed (`[deploy] host`), and the deploy recipes of docs/deploy/
//! (docs/deploy.md), whose build steps are run here as a host would run them.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{example_site, Fixture, REPO};

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

/// The deploy recipes, in docs/deploy/.
const WORKFLOWS: [&str; 4] =
    ["github-pages.yml", "netlify.yml", "cloudflare-pages.yml", "rsync.yml"];

/// What the test puts for the expressions that only GitHub evaluates, in the step that
/// builds (docs/deploy.md, "How the recipes are tested"): the GitHub Pages address of a
/// project site, whose repository is `bench`. Any other expression in that step fails the
/// test, so that it is added here, and to the docs, on purpose.
const GITHUB_EXPRESSIONS: [(&str, &str); 1] =
    [("${{ steps.pages.outputs.base_url }}", "https://example.github.io/bench")];

fn workflow_path(name: &str) -> PathBuf {
    Path::new(REPO).join("docs/deploy").join(name)
}

/// A workflow's step that builds the site (the one whose script runs `iopress build`): its
/// script, and its environment with GitHub's expressions replaced as [`GITHUB_EXPRESSIONS`]
/// says.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct BuildStep {
    script: String,
    env: BTreeMap<String, String>,
}

fn build_step(workflow: &str) -> BuildStep {
    let text = std::fs::read_to_string(workflow_path(workflow)).unwrap();
    let yaml: serde_yaml_ng::Value = serde_yaml_ng::from_str(&text).unwrap();
    let steps: Vec<&serde_yaml_ng::Value> = yaml["jobs"]
        .as_mapping()
        .unwrap_or_else(|| panic!("{workflow}: no jobs"))
        .values()
        .flat_map(|job| job["steps"].as_sequence().into_iter().flatten())
        .filter(|step| step["run"].as_str().is_some_and(|run| run.contains("iopress build")))
        .collect();
    assert_eq!(steps.len(), 1, "{workflow}: not one step that runs `iopress build`");
    let substitute = |value: &str| {
        let mut value = value.to_string();
        for (expression, stands_for) in GITHUB_EXPRESSIONS {
            value = value.replace(expression, stands_for);
        }
        assert!(
            !value.contains("${{"),
            "{workflow}: an expression the test cannot stand in for: {value}"
        );
        value
    };
    let env = steps[0]["env"]
        .as_mapping()
        .into_iter()
        .flatten()
        .map(|(name, value)| {
            (name.as_str().unwrap().to_string(), substitute(value.as_str().unwrap()))
        })
        .collect();
    BuildStep { script: substitute(steps[0]["run"].as_str().unwrap()), env }
}

/// Runs `step` as GitHub's runner would (`bash -e`), in a copy of the example site, with this
/// build's `iopress` first on `PATH`: the site's folder. Where `pdfs` says so the site publishes
/// its PDFs (`[pdf] publish = true`); otherwise the step's `iopress pdf` line is removed, as
/// docs/deploy.md tells a site that publishes none.
fn run_build_step(step: &BuildStep, pdfs: bool) -> tempfile::TempDir {
    let site = example_site();
    let script = if pdfs {
        step.script.clone()
    } else {
        let lines: Vec<&str> =
            step.script.lines().filter(|line| !line.contains("iopress pdf")).collect();
        assert!(lines.len() < step.script.lines().count(), "no `iopress pdf` line to remove");
        lines.join("\n")
    };
    if pdfs {
        let config = std::fs::read_to_string(site.path().join("site.toml")).unwrap();
        std::fs::write(site.path().join("site.toml"), format!("{config}\n[pdf]\npublish = true\n"))
            .unwrap();
    }
    let bin = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_iopress"), bin.path().join("iopress")).unwrap();
    let path = std::env::join_paths(
        std::iter::once(bin.path().to_path_buf())
            .chain(std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())),
    )
    .unwrap();
    let output = Command::new("bash")
        .args(["-e", "-c", &script])
        .current_dir(site.path())
        .envs(&step.env)
        .env("PATH", path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "the build step failed:\n{}\n{}",
        script,
        String::from_utf8_lossy(&output.stderr)
    );
    site
}

/// What a crawl from the home page reached.
#[derive(Debug, Default)]
struct Crawl {
    pages: usize,
    files: BTreeSet<PathBuf>,
    broken: Vec<String>,
}

/// Crawls `output` as a host serving it at `site_url` (ending in `/`) would be crawled: from
/// the home page, every `href` and `src` of every page reached that stays on the site's host
/// must name a file of the output under the site's path. Fragments are left aside, and links
/// to other hosts.
fn crawl(output: &Path, site_url: &str) -> Crawl {
    let site = url::Url::parse(site_url).unwrap();
    let mut crawl = Crawl::default();
    let mut queue = VecDeque::from([site.clone()]);
    let mut seen = BTreeSet::from([site.path().to_string()]);
    while let Some(page) = queue.pop_front() {
        let file = file_of(output, site.path(), page.path()).unwrap();
        crawl.pages += 1;
        let html = scraper::Html::parse_document(&std::fs::read_to_string(&file).unwrap());
        let linked = scraper::Selector::parse("[href], [src]").unwrap();
        for element in html.select(&linked) {
            for attribute in ["href", "src"] {
                let Some(link) = element.value().attr(attribute) else { continue };
                let Ok(target) = page.join(link) else {
                    crawl.broken.push(format!("{}: `{link}` is not a URL", page.path()));
                    continue;
                };
                if !matches!(target.scheme(), "http" | "https") || target.host() != site.host() {
                    continue;
                }
                match file_of(output, site.path(), target.path()) {
                    Err(why) => crawl.broken.push(format!("{}: `{link}` {why}", page.path())),
                    Ok(file) => {
                        let is_page = file.extension().is_some_and(|e| e == "html");
                        if is_page && seen.insert(target.path().to_string()) {
                            let mut next = target.clone();
                            next.set_fragment(None);
                            next.set_query(None);
                            queue.push_back(next);
                        }
                        crawl.files.insert(file);
                    }
                }
            }
        }
    }
    crawl
}

/// The file of `output` that a static host serving it under `base_path` answers `url_path`
/// with: a folder's `index.html` for a path ending in `/`.
fn file_of(output: &Path, base_path: &str, url_path: &str) -> Result<PathBuf, String> {
    let rest = url_path
        .strip_prefix(base_path)
        .ok_or_else(|| format!("leads out of the site's path {base_path}"))?;
    let decoded = percent_encoding::percent_decode_str(rest).decode_utf8().unwrap();
    let mut file = output.join(decoded.as_ref());
    if rest.is_empty() || rest.ends_with('/') {
        file = file.join("index.html");
    }
    if file.is_file() {
        Ok(file)
    } else {
        Err(format!("names no file of the output ({})", file.display()))
    }
}

/// The crawl of a build step's output reached every page kind, in every language, and every
/// drive's PDF where the build published them (`pdfs`).
fn assert_whole_site_reached(site: &Path, site_url: &str, pdfs: bool) {
    let output = site.join("output");
    let crawl = crawl(&output, site_url);
    assert!(
        crawl.broken.is_empty(),
        "{} broken links:\n{}",
        crawl.broken.len(),
        crawl.broken.join("\n")
    );
    let linked = crawl.files.iter().filter(|f| f.extension().is_some_and(|e| e == "pdf")).count();
    // 5 drives in 5 languages.
    assert_eq!(linked, if pdfs { 25 } else { 0 }, "PDFs linked and present");
    let print_pages = crawl.files.iter().filter(|f| f.ends_with("print/index.html")).count();
    assert!(crawl.pages >= 125 + print_pages, "only {} pages reached", crawl.pages);
}

/// The GitHub Pages recipe builds a project site: served under `/bench/`, every link of every
/// page stays under it and names a file of the output, the PDFs included.
fn github_pages_recipe_builds_a_site_whose_links_all_stay_under_its_subpath() {
    let step = build_step("github-pages.yml");
    assert_eq!(step.env["BASE_URL"], "https://example.github.io/bench/");
    let site = run_build_step(&step, true);
    let home = std::fs::read_to_string(site.path().join("output/index.html")).unwrap();
    assert!(home.contains("href=\"/bench/reviews/\""), "the home page does not link under /bench/");
    assert_whole_site_reached(site.path(), "https://example.github.io/bench/", true);
}

/// Netlify, Cloudflare Pages and rsync serve the site at the root of site.toml's base_url:
/// their build steps are the same, run once here, and crawled from `/`, as a site that
/// publishes no PDF runs them: printing the 25 PDFs again took a minute of the test run, and
/// their links are crawled under the subpath above, where a link is likelier to go wrong.
fn root_recipes_build_a_site_whose_links_all_resolve() {
    let steps: BTreeSet<BuildStep> =
        WORKFLOWS.iter().filter(|w| **w != "github-pages.yml").map(|w| build_step(w)).collect();
    assert_eq!(steps.len(), 1, "the root recipes build differently: {steps:#?}");
    let site = run_build_step(steps.first().unwrap(), false);
    assert_whole_site_reached(site.path(), "https://bench.example.org/", false);
}

/// The crawl sees what a project site built without its subpath would do: every link leads
/// out of `/bench/`, to pages GitHub Pages does not serve there.
fn a_build_for_the_root_served_under_a_subpath_fails_the_crawl() {
    let site = example_site();
    let (ok, stderr) =
        build_with_binary(site.path(), &["--base-url", "https://example.github.io/"]);
    assert!(ok, "{stderr}");
    let crawl = crawl(&site.path().join("output"), "https://example.github.io/bench/");
    assert_eq!(crawl.pages, 1, "only the home page is reached");
    assert!(
        crawl
            .broken
            .iter()
            .any(|b| b == "/bench/: `/reviews/` leads out of the site's path /bench/"),
        "{:#?}",
        crawl.broken
    );
}

/// Every recipe is a valid GitHub workflow by the schema SchemaStore publishes (what
/// check-jsonschema ships), and the check would see a broken one.
fn deploy_recipes_are_valid_github_workflows() {
    let check = |file: &Path| {
        Command::new("check-jsonschema")
            .args(["--builtin-schema", "vendor.github-workflows"])
            .arg(file)
            .output()
            .unwrap()
    };
    let listed: BTreeSet<String> = std::fs::read_dir(workflow_path(""))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        listed,
        WORKFLOWS.iter().map(|w| w.to_string()).collect(),
        "docs/deploy/ holds other files"
    );
    for workflow in WORKFLOWS {
        let out = check(&workflow_path(workflow));
        assert!(out.status.success(), "{workflow}:\n{}", String::from_utf8_lossy(&out.stdout));
    }
    // A job without `runs-on`, and a step both running and using: the schema refuses both.
    let broken = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(workflow_path("rsync.yml")).unwrap();
    for (what, edited) in [
        ("no runs-on", text.replace("    runs-on: ubuntu-24.04\n", "")),
        (
            "run and uses",
            text.replace(
                "      - name: Build the site\n",
                "      - name: Build the site\n        uses: actions/checkout@v4\n",
            ),
        ),
    ] {
        assert_ne!(edited, text, "{what}: the edit did not apply");
        let file = broken.path().join("broken.yml");
        std::fs::write(&file, edited).unwrap();
        assert!(!check(&file).status.success(), "{what}: check-jsonschema accepted it");
    }
}

crate::tests! {
    a_build_for_the_root_served_under_a_subpath_fails_the_crawl,
    #[needs(CHECK_JSONSCHEMA)]
    deploy_recipes_are_valid_github_workflows,
    #[needs(CHROMIUM)]
    github_pages_recipe_builds_a_site_whose_links_all_stay_under_its_subpath,
    #[needs(CHROMIUM)]
    root_recipes_build_a_site_whose_links_all_resolve,
    build_prints_the_outputs_file_count_and_size,
    a_file_over_cloudflare_pages_size_limit_is_named_with_the_limit,
    many_files_warn_of_cloudflare_pages_file_count_limit,
}
