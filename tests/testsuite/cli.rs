//! The command line: help, version, exit codes, init.

use crate::common;

use std::process::Command;

use crate::common::Fixture;

fn iopress() -> Command {
    Command::new(env!("CARGO_BIN_EXE_iopress"))
}

fn help_and_version() {
    for args in [vec!["--help"], vec!["build", "--help"], vec!["init", "--help"]] {
        let out = iopress().args(&args).output().unwrap();
        assert!(out.status.success(), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stdout).contains("Usage"), "{args:?}");
    }
    let out = iopress().arg("--version").output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("iopress {}", env!("CARGO_PKG_VERSION"))
    );
}

fn build_exits_0_and_prints_a_summary_and_coverage() {
    let site = Fixture::with_review();
    let out = iopress().args(["build", "--root"]).arg(site.root()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("reviews/sn630"), "{stderr}");
    assert!(stderr.contains("Built "), "{stderr}");
    assert!(site.output().join("fr/reviews/sn630/index.html").exists());
}

fn build_error_exits_1_naming_file_and_line() {
    let site = Fixture::with_review();
    site.write("content/reviews/sn630/sql.csv", "vm,tps [TPS]\naggregate,12.610,3\n");
    let out = iopress().args(["build", "--root"]).arg(site.root()).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("content/reviews/sn630/sql.csv:2:1: error:"), "{stderr}");
}

fn output_and_base_url_options() {
    let site = Fixture::with_review();
    let target = site.root().join("public");
    let out = iopress()
        .args(["build", "--root"])
        .arg(site.root())
        .arg("--output")
        .arg(&target)
        .args(["--base-url", "https://preview.example.net/bench/"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let html = std::fs::read_to_string(target.join("fr/reviews/sn630/index.html")).unwrap();
    assert!(
        html.contains("href=\"https://preview.example.net/bench/fr/reviews/sn630/\""),
        "{html}"
    );
    assert!(html.contains("href=\"/bench/fr/drives/wd-sn630/\""));
}

fn init_creates_a_site_that_builds_in_two_languages() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("lab");
    let out = iopress().arg("init").arg(&site).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let out = iopress().args(["build", "--root"]).arg(&site).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    // A new site is a clean start: nothing to fix yet but the placeholder base_url, which
    // init told the editor to set.
    let warnings: Vec<&str> = stderr.lines().filter(|l| l.contains("warning")).collect();
    assert_eq!(warnings.len(), 1, "{stderr}");
    assert!(warnings[0].contains("base_url is still the placeholder"), "{stderr}");
    let fr =
        std::fs::read_to_string(site.join("output/fr/reviews/example-review/index.html")).unwrap();
    assert!(fr.contains("442\u{202f}089"), "the French page shows the figure with French grouping");
    assert!(site.join("output/reviews/example-review/index.html").exists());
    // A second init into the same folder is refused.
    let again = iopress().arg("init").arg(&site).output().unwrap();
    assert_eq!(again.status.code(), Some(1));
}

fn a_bad_site_toml_exits_1_naming_its_line_and_column() {
    let site = Fixture::with_review();
    site.write(
        "site.toml",
        &common::SITE_TOML.replace("default_language = \"en\"", "default_language = \"de\""),
    );
    let out = iopress().args(["build", "--root"]).arg(site.root()).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        stderr,
        "site.toml:2:20: error: default_language `de` is not one of the [[languages]]\n  \
         help: set default_language to the code of a configured language (en, fr, pl), or add a [[languages]] table for it\n\
         Build failed with 1 error; no output was written.\n"
    );
}

fn init_names_a_command_that_works_when_iopress_is_not_on_the_path() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("lab");
    let out = iopress().arg("init").arg(&site).env("PATH", dir.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    // The program as it can be run from here: its path, shortened when it is under the
    // current folder (`target/release/iopress`).
    let exe = std::path::Path::new(env!("CARGO_BIN_EXE_iopress"));
    let cwd = std::env::current_dir().unwrap();
    let shown = exe.strip_prefix(&cwd).unwrap_or(exe);
    assert!(
        stderr.contains(&format!(
            "Build it with:   {} build --root {}",
            shown.display(),
            site.display()
        )),
        "{stderr}"
    );
    assert!(stderr.contains("`cargo install --locked --path .`"), "{stderr}");
}

/// xdg-open tries one browser after another and prints an error for each; `serve --open`
/// says once that none opened.
fn serve_open_without_a_browser_says_so_once() {
    use std::io::Read as _;
    use std::os::unix::fs::PermissionsExt as _;
    let site = Fixture::with_review();
    let bin = tempfile::tempdir().unwrap();
    let opener = bin.path().join("xdg-open");
    std::fs::write(&opener, "#!/bin/sh\nfor i in 1 2 3 4 5 6 7; do echo \"/usr/bin/xdg-open: 882: www-browser: not found\" >&2; done\nexit 3\n").unwrap();
    std::fs::set_permissions(&opener, std::fs::Permissions::from_mode(0o755)).unwrap();
    let path = format!("{}:/usr/bin:/bin", bin.path().display());
    let mut child = iopress()
        .args(["serve", "--port", "0", "--open", "--root"])
        .arg(site.root())
        .env("PATH", path)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let started = std::time::Instant::now();
    // The warning comes once xdg-open has exited; give it a moment, then stop the server.
    std::thread::sleep(std::time::Duration::from_secs(3));
    assert!(started.elapsed().as_secs() < 30);
    unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
    let _ = child.wait();
    let text = reader.join().unwrap();
    assert!(text.contains("Serving the site at http://127.0.0.1:"), "{text}");
    assert_eq!(text.matches("xdg-open found no browser to open").count(), 1, "{text}");
    assert!(!text.contains("www-browser: not found"), "{text}");
}

fn a_clean_check_names_no_files() {
    let site = Fixture::with_review();
    let out = iopress().args(["check", "--root"]).arg(site.root()).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let summary = stdout.lines().last().unwrap();
    assert!(summary.starts_with("check passed: 0 error(s), 0 warning(s), in "), "{stdout}");
    assert!(!summary.contains("file"), "{summary}");
}

/// `check` prints its report and nothing of a library's own logging: ICU4X printed a line per
/// currency symbol a locale lacks, hundreds per run of a debug build on the example site.
fn check_prints_no_library_logging() {
    let site = common::example_site();
    let out = iopress().args(["check", "--root"]).arg(site.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("ICU4X"), "{}", &stderr[..stderr.len().min(2000)]);
}

/// `iopress check | head`: a reader that closes the pipe before the report's end makes
/// `check` stop writing, with no panic and the report's exit code (it panicked with "failed
/// printing to stdout: Broken pipe" and exited 101).
fn check_into_a_pipe_closed_early_exits_with_the_reports_code() {
    use std::io::Read;
    let site = common::example_site();
    let mut child = iopress()
        .args(["check", "--root"])
        .arg(site.path())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // The pipe closed before check writes (as `head` closes it after its lines, which a
    // report smaller than the pipe's buffer would not show).
    drop(child.stdout.take());
    let mut stderr = String::new();
    child.stderr.take().unwrap().read_to_string(&mut stderr).unwrap();
    let status = child.wait().unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    // The example site's report: it passes, with warnings.
    assert_eq!(status.code(), Some(0), "{stderr}");
}

/// Values that are not the absolute http(s) URL of a site, each with what its error says.
const BAD_BASE_URLS: [(&str, &str); 10] = [
    ("javascript:alert(1)", "is a `javascript:` URL"),
    ("file:///var/www", "is a `file:` URL"),
    ("ftp://bench.example.org", "is a `ftp:` URL"),
    ("bench.example.org", "is not an absolute URL"),
    ("", "is not an absolute URL"),
    ("https://", "has no host"),
    ("https://user:secret@bench.example.org", "holds a user name or password"),
    ("https://bench.example.org/?lang=en", "has a query"),
    ("https://bench.example.org/#top", "has a fragment"),
    ("https://bench.example.org/my bench", "holds a space or a control character"),
];

fn base_url_option_must_be_an_absolute_http_url_with_a_host() {
    let site = Fixture::with_review();
    for (value, problem) in BAD_BASE_URLS {
        let out = iopress()
            .args(["build", "--root"])
            .arg(site.root())
            .args(["--base-url", value])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{value:?} accepted:\n{stderr}");
        // The value, what is wrong with it, and an example of a good one.
        assert!(stderr.contains(&format!("`{value}` {problem}")), "{value:?}:\n{stderr}");
        assert!(stderr.contains("e.g. https://bench.example.org"), "{value:?}:\n{stderr}");
        assert!(!site.output().exists(), "{value:?}: something was built");
    }
    // Written as the url crate writes it: the host in lower case, the default port left out.
    let out = iopress()
        .args(["build", "--root"])
        .arg(site.root())
        .args(["--base-url", "https://Preview.Example.NET:443/bench"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let html = std::fs::read_to_string(site.output().join("fr/reviews/sn630/index.html")).unwrap();
    assert!(
        html.contains(
            "<link rel=\"canonical\" href=\"https://preview.example.net/bench/fr/reviews/sn630/\">"
        ),
        "{html}"
    );
}

fn base_url_in_site_toml_must_be_an_absolute_http_url_with_a_host() {
    let site = Fixture::with_review();
    for (value, problem) in BAD_BASE_URLS {
        site.write(
            "site.toml",
            &common::SITE_TOML.replace(
                "base_url = \"https://bench.example.org\"",
                &format!("base_url = \"{value}\""),
            ),
        );
        let out = iopress().args(["build", "--root"]).arg(site.root()).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{value:?} accepted:\n{stderr}");
        assert!(
            stderr.starts_with(&format!("site.toml:1:12: error: base_url `{value}` {problem}")),
            "{value:?}:\n{stderr}"
        );
        assert!(stderr.contains("e.g. https://bench.example.org"), "{value:?}:\n{stderr}");
        assert!(!site.output().exists(), "{value:?}: something was built");
    }
}

/// The documentation's tables render as tables: a row cut off from its table by a paragraph
/// shows as a line of pipes in that paragraph instead.
fn every_table_row_in_the_docs_is_part_of_a_table() {
    let docs = std::path::Path::new(common::REPO).join("docs");
    let mut files: Vec<std::path::PathBuf> =
        std::fs::read_dir(&docs).unwrap().map(|e| e.unwrap().path()).collect();
    files.push(std::path::Path::new(common::REPO).join("README.md"));
    files.sort();
    let mut stray = Vec::new();
    for file in files.iter().filter(|f| f.extension().is_some_and(|e| e == "md")) {
        let markdown = std::fs::read_to_string(file).unwrap();
        let source = iopress::site::markdown::Source { file, first_line: 1 };
        let (rendered, _) = iopress::site::markdown::render(&markdown, &source, &|_| None);
        // A row right after a paragraph's text continues the paragraph; one after a blank
        // line starts one: either way, a line of a paragraph that starts with `|`.
        for paragraph in rendered.html.split("<p>").skip(1) {
            let text = paragraph.split("</p>").next().unwrap_or_default();
            for line in text.lines().filter(|line| line.trim_start().starts_with('|')) {
                stray.push(format!("{}: {line}", file.display()));
            }
        }
    }
    assert!(stray.is_empty(), "rows outside their table:\n{}", stray.join("\n"));
}

/// Starts `iopress serve` on a free port and returns what it printed on stderr until it
/// said where it serves, then stops it.
fn serve_output(root: &std::path::Path, args: &[&str]) -> String {
    use std::io::BufRead as _;
    let mut child = iopress()
        .args(["serve", "--port", "0", "--root"])
        .arg(root)
        .args(args)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let mut text = String::new();
    for line in std::io::BufReader::new(stderr).lines() {
        let line = line.unwrap();
        text.push_str(&line);
        text.push('\n');
        if line.starts_with("Serving the site at") {
            break;
        }
    }
    unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
    let _ = child.wait();
    text
}

fn the_home_page_of_a_new_site_takes_its_title_from_site_toml() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("lab");
    assert!(iopress().arg("init").arg(&site).status().unwrap().success());
    let config = std::fs::read_to_string(site.join("site.toml")).unwrap();
    let renamed = config
        .replace("title = \"My Storage Lab\"", "title = \"Acme Lab\"")
        .replace("title = \"Mon labo stockage\"", "title = \"Labo Acme\"");
    assert_ne!(renamed, config);
    std::fs::write(site.join("site.toml"), renamed).unwrap();
    let out = iopress().args(["build", "--root"]).arg(&site).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    for (page, title) in [("index.html", "Acme Lab"), ("fr/index.html", "Labo Acme")] {
        let html = std::fs::read_to_string(site.join("output").join(page)).unwrap();
        let doc = scraper::Html::parse_document(&html);
        assert_eq!(common::texts(&doc, "h1"), [title], "{page}");
        assert_eq!(common::texts(&doc, "title"), [title], "{page}");
        assert!(!html.contains("My Storage Lab") && !html.contains("Mon labo"), "{page}");
    }
}

fn drafts_left_out_are_named_by_build_check_and_serve() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("lab");
    assert!(iopress().arg("init").arg(&site).status().unwrap().success());
    let out = iopress()
        .args(["new", "review", "first-look", "--lang", "fr", "--root"])
        .arg(&site)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    // What to run next checks the draft it just made.
    assert!(
        stderr.contains(&format!("Then: iopress check --root {} --drafts", site.display())),
        "{stderr}"
    );
    assert!(stderr.contains("draft = false"), "{stderr}");

    let one =
        "1 draft left out (use --drafts to include it): content/reviews/first-look/index.en.md\n";
    let out = iopress().args(["build", "--root"]).arg(&site).output().unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).matches(one).count(),
        1,
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = iopress().args(["check", "--root"]).arg(&site).output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).matches(one).count(),
        1,
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let out = iopress().args(["check", "--format", "json", "--root"]).arg(&site).output().unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        json["drafts_left_out"],
        serde_json::json!(["content/reviews/first-look/index.en.md"])
    );
    assert_eq!(serve_output(&site, &[]).matches(one).count(), 1);

    // With --drafts nothing is left out, and nothing is said.
    let out = iopress().args(["build", "--drafts", "--root"]).arg(&site).output().unwrap();
    assert!(!String::from_utf8_lossy(&out.stderr).contains("left out"));
    let out = iopress().args(["check", "--drafts", "--root"]).arg(&site).output().unwrap();
    assert!(!String::from_utf8_lossy(&out.stdout).contains("left out"));
    assert!(!serve_output(&site, &["--drafts"]).contains("left out"));
    let out = iopress()
        .args(["check", "--drafts", "--format", "json", "--root"])
        .arg(&site)
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["drafts_left_out"], serde_json::json!([]));

    // A draft written in French only is named by its French file; each once.
    std::fs::create_dir_all(site.join("content/reviews/zz-second")).unwrap();
    std::fs::write(
        site.join("content/reviews/zz-second/index.fr.md"),
        "+++\ntitle = \"Deuxième\"\ndate = 2026-11-30\ndraft = true\n+++\nTexte.\n",
    )
    .unwrap();
    let out = iopress().args(["build", "--root"]).arg(&site).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("2 drafts left out (use --drafts to include them): content/reviews/first-look/index.en.md, content/reviews/zz-second/index.fr.md\n"),
        "{stderr}"
    );
}

fn init_s_placeholder_base_url_is_a_warning_until_set_except_in_the_preview() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("lab");
    let out = iopress().arg("init").arg(&site).output().unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("Set base_url in "), "init says what to set: {said}");
    let expected =
        "site.toml:1:12: warning: base_url is still the placeholder `https://example.org`";

    let out = iopress().args(["build", "--root"]).arg(&site).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(stderr.matches(expected).count(), 1, "{stderr}");
    assert!(stderr.contains("help: set base_url"), "{stderr}");
    // It is what the sitemap, the feeds and the JSON-LD publish.
    let sitemap = std::fs::read_to_string(site.join("output/sitemap.xml")).unwrap();
    assert!(sitemap.contains("<loc>https://example.org/</loc>"), "{sitemap}");

    // `iopress check` says so too, at the same place.
    let out = iopress().args(["check", "--root"]).arg(&site).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("site.toml\n"), "{stdout}");
    assert!(stdout.contains("1:12  warning  build"), "{stdout}");
    assert!(stdout.contains("base_url is still the placeholder"), "{stdout}");

    // The preview publishes under its own address: nothing to warn about.
    let served = serve_output(&site, &[]);
    assert!(served.contains("Serving the site at"), "{served}");
    assert!(!served.contains("placeholder"), "{served}");

    // Another URL given for one build, or set in site.toml: no warning.
    let out = iopress()
        .args(["build", "--base-url", "https://bench.acme-lab.net", "--root"])
        .arg(&site)
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&out.stderr).contains("placeholder"));
    let config = std::fs::read_to_string(site.join("site.toml")).unwrap();
    std::fs::write(
        site.join("site.toml"),
        config.replacen("https://example.org", "https://bench.acme-lab.net", 1),
    )
    .unwrap();
    let out = iopress().args(["build", "--root"]).arg(&site).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("warning"), "{stderr}");
}

crate::tests! {
    help_and_version,
    build_exits_0_and_prints_a_summary_and_coverage,
    build_error_exits_1_naming_file_and_line,
    output_and_base_url_options,
    init_creates_a_site_that_builds_in_two_languages,
    a_bad_site_toml_exits_1_naming_its_line_and_column,
    init_names_a_command_that_works_when_iopress_is_not_on_the_path,
    serve_open_without_a_browser_says_so_once,
    a_clean_check_names_no_files,
    check_prints_no_library_logging,
    check_into_a_pipe_closed_early_exits_with_the_reports_code,
    base_url_option_must_be_an_absolute_http_url_with_a_host,
    base_url_in_site_toml_must_be_an_absolute_http_url_with_a_host,
    every_table_row_in_the_docs_is_part_of_a_table,
    the_home_page_of_a_new_site_takes_its_title_from_site_toml,
    drafts_left_out_are_named_by_build_check_and_serve,
    init_s_placeholder_base_url_is_a_warning_until_set_except_in_the_preview,
}
