//! The preview server: a real server on port 0, a real file edited, the page served again.

use crate::common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::common::Fixture;
use iopress::serve::state::LiveEvent;
use iopress::serve::{ServeOptions, Server};

fn start(site: &Fixture) -> Server {
    let options = ServeOptions::loopback(site.root().to_path_buf());
    Server::start(options, |_| {}).expect("the server starts")
}

/// GET over a plain socket: (status code, body).
fn get(server: &Server, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(server.addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    write!(stream, "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", server.addr)
        .unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).unwrap();
    let text = String::from_utf8_lossy(&response).into_owned();
    let status = text.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map(|(_, b)| b.to_string()).unwrap_or_default();
    (status, body)
}

/// How long a test waits for the preview to react. A correctness bound, not a latency
/// target (bench/serve.sh measures those): on two cores under a full test run a debug build
/// of the fixture has taken more than 10 s.
const PATIENCE: Duration = Duration::from_secs(30);

/// Waits for the next event matching `wanted`, skipping others.
fn wait_for(
    events: &mut tokio::sync::broadcast::Receiver<LiveEvent>,
    wanted: impl Fn(&LiveEvent) -> bool,
) -> LiveEvent {
    let deadline = Instant::now() + PATIENCE;
    while Instant::now() < deadline {
        match events.try_recv() {
            Ok(event) if wanted(&event) => return event,
            Ok(_) => {}
            Err(_) => std::thread::sleep(Duration::from_millis(10)),
        }
    }
    panic!("no matching event within {PATIENCE:?}");
}

fn an_edit_is_served_and_announced() {
    let site = Fixture::with_review();
    let server = start(&site);
    let (status, body) = get(&server, "/fr/reviews/sn630/");
    assert_eq!(status, 200);
    assert!(body.contains("Le SN630 dans vSAN"));
    assert!(body.contains("/__iopress/live.js"), "the reload script is injected when serving");
    let mut events = server.subscribe();

    let text =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/index.fr.md")).unwrap();
    site.write(
        "content/reviews/sn630/index.fr.md",
        &text.replace("Le SN630 dans vSAN", "Le SN630, revu et corrigé"),
    );
    wait_for(&mut events, |e| *e == LiveEvent::Reload);
    let (_, body) = get(&server, "/fr/reviews/sn630/");
    assert!(body.contains("Le SN630, revu et corrigé"), "{body}");
    // Pages listing the review show the new title too.
    assert!(get(&server, "/fr/drives/wd-sn630/").1.contains("Le SN630, revu et corrigé"));
    // The drive's print page follows, announced to the browsers showing it.
    let update = wait_for(&mut events, |e| matches!(e, LiveEvent::Update { .. }));
    let LiveEvent::Update { pages } = update else { unreachable!() };
    assert!(pages.contains(&"/fr/drives/wd-sn630/print/".to_string()), "{pages:?}");
    assert!(get(&server, "/fr/drives/wd-sn630/print/").1.contains("Le SN630, revu et corrigé"));
    // The build output on disk is not touched by serving.
    assert!(!site.output().exists());
}

fn a_broken_save_keeps_the_old_page_and_reports_file_and_line() {
    let site = Fixture::with_review();
    let server = start(&site);
    let mut events = server.subscribe();
    let good =
        std::fs::read_to_string(site.root().join("content/reviews/sn630/index.fr.md")).unwrap();
    site.write(
        "content/reviews/sn630/index.fr.md",
        "+++\ntitle = \"Le SN630\"\nsummary = oops\n+++\n",
    );
    let event = wait_for(&mut events, |e| matches!(e, LiveEvent::Errors { .. }));
    let LiveEvent::Errors { problems } = event else { unreachable!() };
    assert_eq!(problems[0].file.as_deref(), Some("content/reviews/sn630/index.fr.md"));
    assert_eq!(problems[0].line, Some(3));
    // Still the last good page.
    assert!(get(&server, "/fr/reviews/sn630/").1.contains("Le SN630 dans vSAN"));
    assert_eq!(server.shared().errors().len(), 1);

    site.write("content/reviews/sn630/index.fr.md", &good);
    wait_for(&mut events, |e| *e == LiveEvent::Clear);
    wait_for(&mut events, |e| *e == LiveEvent::Reload);
    assert!(server.shared().errors().is_empty());
}

fn a_stylesheet_change_is_swapped_without_a_reload() {
    let site = Fixture::with_review();
    let server = start(&site);
    let mut events = server.subscribe();
    site.write("static/extra.css", "body { color: red }");
    wait_for(&mut events, |e| *e == LiveEvent::Css);
    assert_eq!(get(&server, "/extra.css").1, "body { color: red }");
}

fn a_data_change_redraws_its_charts_and_rankings() {
    let site = Fixture::with_review();
    let server = start(&site);
    let mut events = server.subscribe();
    site.write(
        "content/reviews/sn630/sql.csv",
        "vm,tps [TPS],latency-avg [ms]\naggregate,13000.5,14.75\nvm1,3152.01,\n",
    );
    wait_for(&mut events, |e| *e == LiveEvent::Reload);
    let (_, body) = get(&server, "/fr/reviews/sn630/");
    assert!(body.contains("13\u{202f}000,5"), "the new figure is served");
}

/// Moves `from` to `to` (a folder, with everything in it) and waits for the rebuild it
/// causes; no file inside is touched.
fn move_folder(server: &Server, from: &std::path::Path, to: &std::path::Path) {
    let mut events = server.subscribe();
    std::fs::rename(from, to).unwrap();
    wait_for(&mut events, |e| *e == LiveEvent::Reload);
}

/// Whether a page links to the review (its URL, in any language).
fn links_review(server: &Server, page: &str, review: &str) -> bool {
    get(server, page).1.contains(&format!("/reviews/{review}/\""))
}

fn a_review_folder_moved_out_and_back_is_removed_and_served_again() {
    let site = Fixture::with_review();
    // A second review measured under the same protocol, for it to rank the two.
    let again = site.root().join("content/reviews/sn630-again");
    common::copy_dir(&site.root().join("content/reviews/sn630"), &again);
    for lang in ["en", "fr"] {
        let file = again.join(format!("index.{lang}.md"));
        let text = std::fs::read_to_string(&file).unwrap();
        std::fs::write(
            &file,
            text.replace("SN630 in vSAN", "SN630 again")
                .replace("Le SN630 dans vSAN", "Le SN630 encore"),
        )
        .unwrap();
    }
    let elsewhere = tempfile::tempdir().unwrap();
    let server = start(&site);
    let folder = site.root().join("content/reviews/sn630");
    let away = elsewhere.path().join("sn630");
    assert_eq!(get(&server, "/fr/reviews/sn630/").0, 200);
    assert!(links_review(&server, "/fr/reviews/", "sn630"));
    assert!(links_review(&server, "/fr/drives/wd-sn630/", "sn630"));

    // The comparison page of its protocol ranks its result against the other's (a ranking
    // needs two); a result left alone is shown, said to have nothing to rank it against
    // (issue 36).
    let ranking = "/fr/protocols/sqlserver-tpcc-4vm-1500/";
    let alone = "rien à quoi le comparer";
    assert!(get(&server, ranking).1.contains("class=\"ranking\""));
    assert!(!get(&server, ranking).1.contains(alone));

    move_folder(&server, &folder, &away);
    assert_eq!(get(&server, "/fr/reviews/sn630/").0, 404);
    assert_eq!(get(&server, "/reviews/sn630/").0, 404);
    // Nothing links to it any more: the review list, the drive it reviewed, the home page;
    // and its protocol has one result left, nothing to rank.
    for page in ["/fr/reviews/", "/fr/drives/wd-sn630/", "/fr/"] {
        assert!(!links_review(&server, page, "sn630"), "{page} still links the review");
    }
    assert!(get(&server, ranking).1.contains(alone));

    move_folder(&server, &away, &folder);
    assert_eq!(get(&server, "/fr/reviews/sn630/").0, 200);
    assert!(get(&server, "/fr/reviews/sn630/").1.contains("Le SN630 dans vSAN"));
    for page in ["/fr/reviews/", "/fr/drives/wd-sn630/"] {
        assert!(links_review(&server, page, "sn630"), "{page} does not link the review again");
    }
    assert!(get(&server, ranking).1.contains("class=\"ranking\""));
    assert!(!get(&server, ranking).1.contains(alone));
}

fn a_review_folder_renamed_in_place_moves_its_pages() {
    let site = Fixture::with_review();
    let server = start(&site);
    let reviews = site.root().join("content/reviews");
    move_folder(&server, &reviews.join("sn630"), &reviews.join("sn630-vsan"));
    assert_eq!(get(&server, "/fr/reviews/sn630/").0, 404);
    assert_eq!(get(&server, "/fr/reviews/sn630-vsan/").0, 200);
    assert!(links_review(&server, "/fr/drives/wd-sn630/", "sn630-vsan"));
    assert!(!links_review(&server, "/fr/drives/wd-sn630/", "sn630"));

    // Its files are still watched under the new name.
    let mut events = server.subscribe();
    let file = reviews.join("sn630-vsan/index.fr.md");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("Le SN630 dans vSAN", "Le SN630, renommé")).unwrap();
    wait_for(&mut events, |e| *e == LiveEvent::Reload);
    assert!(get(&server, "/fr/reviews/sn630-vsan/").1.contains("Le SN630, renommé"));
}

fn a_whole_section_moved_out_and_back_is_served_again() {
    // The drives are referenced by the reviews: moving them away breaks the site (the
    // errors are shown) and moving them back must mend it, every folder at once.
    let site = Fixture::with_review();
    let elsewhere = tempfile::tempdir().unwrap();
    let server = start(&site);
    let drives = site.root().join("content/drives");
    let away = elsewhere.path().join("drives");
    let mut events = server.subscribe();
    std::fs::rename(&drives, &away).unwrap();
    wait_for(&mut events, |e| matches!(e, LiveEvent::Errors { .. }));

    let mut events = server.subscribe();
    std::fs::rename(&away, &drives).unwrap();
    wait_for(&mut events, |e| *e == LiveEvent::Reload);
    assert!(server.shared().errors().is_empty(), "{:?}", server.shared().errors());
    assert_eq!(get(&server, "/fr/drives/wd-sn630/").0, 200);
}

/// Replaces `from` with `to` in a file of the site, as an editor's save does.
fn edit(site: &Fixture, file: &str, from: &str, to: &str) {
    let text = std::fs::read_to_string(site.root().join(file)).unwrap();
    assert!(text.contains(from), "{file} has no {from:?}");
    site.write(file, &text.replace(from, to));
}

fn content_removed_and_restored_is_watched_again() {
    let site = Fixture::with_review();
    let server = start(&site);
    let content = site.root().join("content");
    let saved = tempfile::tempdir().unwrap();
    common::copy_dir(&content, &saved.path().join("content"));

    let mut events = server.subscribe();
    std::fs::remove_dir_all(&content).unwrap();
    wait_for(&mut events, |e| matches!(e, LiveEvent::Reload | LiveEvent::Errors { .. }));
    // Restored file by file, as a backup tool or `git checkout` does.
    let mut events = server.subscribe();
    common::copy_dir(&saved.path().join("content"), &content);
    wait_for(&mut events, |e| *e == LiveEvent::Reload);
    eventually("the review to be served again", || get(&server, "/fr/reviews/sn630/").0 == 200);

    // A save after the restore is seen: the restored folder is watched again.
    let file = "content/reviews/sn630/index.fr.md";
    edit(&site, file, "Le SN630 dans vSAN", "Le SN630, après la restauration");
    eventually("the save made after the restore to be served", || {
        get(&server, "/fr/reviews/sn630/").1.contains("Le SN630, après la restauration")
    });
}

fn the_theme_moved_away_and_back_is_watched_again() {
    let site = Fixture::with_review();
    let server = start(&site);
    let themes = site.root().join("themes");
    let elsewhere = tempfile::tempdir().unwrap();
    let away = elsewhere.path().join("themes");

    let mut events = server.subscribe();
    std::fs::rename(&themes, &away).unwrap();
    // No templates: the site cannot be built, the last good pages stay.
    wait_for(&mut events, |e| matches!(e, LiveEvent::Errors { .. }));
    let mut events = server.subscribe();
    std::fs::rename(&away, &themes).unwrap();
    wait_for(&mut events, |e| *e == LiveEvent::Reload);
    assert!(server.shared().errors().is_empty(), "{:?}", server.shared().errors());

    // Its files are watched again where they are back.
    edit(
        &site,
        "themes/default/templates/base.html",
        "<footer class=\"site-footer\">",
        "<footer class=\"site-footer\"><p>Back again</p>",
    );
    eventually("the template saved after the move back to be used", || {
        get(&server, "/fr/reviews/sn630/").1.contains("<p>Back again</p>")
    });
}

fn a_save_made_while_the_server_starts_is_served() {
    let site = Fixture::with_review();
    let file = site.root().join("content/reviews/sn630/index.fr.md");
    let first = std::sync::atomic::AtomicBool::new(true);
    let options = ServeOptions::loopback(site.root().to_path_buf());
    let server = Server::start(options, move |_| {
        // The first build is reported on the starting thread once it has read every file,
        // before `start` returns: a save here is one that build did not see, as is a save
        // made while it renders (seconds on a large site).
        if first.swap(false, std::sync::atomic::Ordering::Relaxed) {
            let text = std::fs::read_to_string(&file).unwrap();
            std::fs::write(&file, text.replace("Le SN630 dans vSAN", "Le SN630, enregistré tôt"))
                .unwrap();
        }
    })
    .expect("the server starts");
    eventually("the save made during the first build to be served", || {
        get(&server, "/fr/reviews/sn630/").1.contains("Le SN630, enregistré tôt")
    });
}

/// `iopress serve` run as a command, stopped when dropped.
struct Command {
    child: std::process::Child,
    /// Where it serves.
    addr: std::net::SocketAddr,
    /// What it printed before it said where it serves (the first build's report).
    said: String,
}

impl Command {
    /// Starts `iopress serve ARGS --port 0 --root SITE` and waits for it to say where it serves.
    fn serve(site: &Fixture, args: &[&str]) -> Command {
        use std::io::BufRead as _;
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_iopress"))
            .arg("serve")
            .args(args)
            .args(["--port", "0", "--root"])
            .arg(site.root())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let stderr = child.stderr.take().unwrap();
        let (lines, said) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stderr).lines().map_while(Result::ok) {
                let _ = lines.send(line);
            }
        });
        let mut command =
            Command { child, addr: "127.0.0.1:0".parse().unwrap(), said: String::new() };
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut seen = String::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = said.recv_timeout(left).unwrap_or_else(|_| panic!("no URL; said {seen}"));
            if let Some(url) = line.strip_prefix("Serving the site at http://") {
                let authority = url.split('/').next().unwrap();
                command.addr = authority.parse().unwrap();
                command.said = seen;
                return command;
            }
            seen.push_str(&line);
            seen.push('\n');
        }
    }

    /// GET `path` naming `host` as the host: (status code, body).
    fn get_as(&self, host: &str, path: &str) -> (u16, String) {
        let mut stream = TcpStream::connect(self.addr).unwrap();
        stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        write!(stream, "GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n").unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).unwrap();
        let text = String::from_utf8_lossy(&response).into_owned();
        let status = text.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
        let body = text.split_once("\r\n\r\n").map(|(_, b)| b.to_string()).unwrap_or_default();
        (status, body)
    }
}

impl Drop for Command {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn drafts_are_served_only_under_the_hosts_allowed() {
    let site = Fixture::with_review();
    for file in ["content/reviews/sn630/index.en.md", "content/reviews/sn630/index.fr.md"] {
        edit(&site, file, "+++\ntitle", "+++\ndraft = true\ntitle");
    }
    let server = Command::serve(&site, &["--drafts", "--allow-host", "preview.test"]);
    let port = server.addr.port();
    for host in
        [format!("localhost:{port}"), format!("127.0.0.1:{port}"), format!("preview.test:{port}")]
    {
        let (status, body) = server.get_as(&host, "/fr/reviews/sn630/");
        assert_eq!(status, 200, "{host}: {body}");
        assert!(body.contains("Le SN630 dans vSAN"), "{host}: {body}");
    }
    // Another site's page, its name pointed at this machine.
    for path in ["/fr/reviews/sn630/", "/__iopress/events"] {
        let (status, body) = server.get_as(&format!("evil.example:{port}"), path);
        assert_eq!(status, 403, "{path}: {body}");
        assert!(!body.contains("SN630"), "{body}");
        assert!(body.contains("iopress serve --allow-host evil.example"), "{body}");
    }
}

fn a_host_allowed_with_a_port_is_refused_before_serving() {
    let site = Fixture::with_review();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_iopress"))
        .args(["serve", "--port", "0", "--allow-host", "preview.test:8080", "--root"])
        .arg(site.root())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr
            .contains("error: `--allow-host preview.test:8080`: a port is not part of a host name"),
        "{stderr}"
    );
    assert!(stderr.contains("help: "), "{stderr}");
    assert!(!stderr.contains("Serving the site"), "{stderr}");
}

/// `iopress serve --port 0 --root ROOT` run to its end: killed (and the test failed) if it is
/// still running after 60 s, which is what it did in a folder that is not a site.
fn serve_until_it_exits(root: &std::path::Path) -> std::process::Output {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_iopress"))
        .args(["serve", "--port", "0", "--root"])
        .arg(root)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            child.kill().unwrap();
            let out = child.wait_with_output().unwrap();
            panic!(
                "iopress serve was still running after 60 s; it said:\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    child.wait_with_output().unwrap()
}

fn a_folder_without_a_readable_site_toml_is_refused_like_build_refuses_it() {
    // No site.toml at all: the wrong folder, or --root forgotten.
    let empty = tempfile::tempdir().unwrap();
    let out = serve_until_it_exits(empty.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with("site.toml: error: cannot read the site configuration: "),
        "{stderr}"
    );
    assert!(stderr.contains("help: run `iopress init DIR` to create a site"), "{stderr}");
    assert!(!stderr.contains("Serving the site"), "{stderr}");
    assert!(!stderr.contains("last good pages"), "{stderr}");

    // A site.toml that cannot be read (a folder by that name: unreadable even by root).
    let site = Fixture::with_review();
    site.remove("site.toml");
    std::fs::create_dir(site.root().join("site.toml")).unwrap();
    let out = serve_until_it_exits(site.root());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.starts_with("site.toml: error: cannot read the site configuration"), "{stderr}");
}

fn a_site_toml_with_a_mistake_is_served_with_the_problem_until_it_is_fixed() {
    // The site is there; its configuration has a typo the editor can fix while the preview
    // runs: it keeps running, shows the problem, and builds the site once it is fixed.
    let site = Fixture::with_review();
    site.write(
        "site.toml",
        &common::SITE_TOML.replace("default_language = \"en\"", "default_language = en"),
    );
    let options = ServeOptions::loopback(site.root().to_path_buf());
    let server = Server::start(options, |_| {}).expect("the server starts");
    let problems = server.shared().errors();
    assert_eq!(problems.len(), 1, "{problems:?}");
    // The command says so, without promising pages it never had.
    let command = Command::serve(&site, &[]);
    assert!(command.said.starts_with("site.toml:2:20: error: "), "{}", command.said);
    assert!(
        command.said.ends_with("The site could not be built: the browser shows the problems until a save fixes them.\n"),
        "{}",
        command.said
    );
    drop(command);
    assert_eq!(problems[0].file.as_deref(), Some("site.toml"));
    assert_eq!(problems[0].line, Some(2));
    let mut events = server.subscribe();
    site.write("site.toml", common::SITE_TOML);
    wait_for(&mut events, |e| *e == LiveEvent::Clear);
    eventually("the fixed site to be served", || {
        get(&server, "/fr/reviews/sn630/").1.contains("Le SN630 dans vSAN")
    });
}

mod rebuild_scope {
    use super::common::Fixture;
    use iopress::serve::rebuild::LiveSite;

    fn live(site: &Fixture) -> LiveSite {
        let root = site.root().canonicalize().unwrap();
        let mut live = LiveSite::new(&root, None, false);
        live.rebuild_all().unwrap();
        live
    }

    pub(super) fn prose_rerenders_its_page_and_the_lists_not_everything() {
        let site = Fixture::with_review();
        let mut live = live(&site);
        let everything = live.rebuild_all().unwrap().pages;
        let file = site.root().canonicalize().unwrap().join("content/reviews/sn630/index.fr.md");
        let rebuilt = live.apply(&[file]).unwrap();
        assert!(
            rebuilt.pages > 0 && rebuilt.pages < everything,
            "{} of {everything}",
            rebuilt.pages
        );
    }

    fn text(live: &LiveSite, path: &str) -> String {
        String::from_utf8(
            live.snapshot().get(path).unwrap_or_else(|| panic!("{path} is served")).to_vec(),
        )
        .unwrap()
    }

    pub(super) fn a_tag_spelled_anew_in_one_review_is_shown_so_on_every_page_carrying_it() {
        let site = Fixture::with_review();
        let tagged = |tag: &str| {
            format!("+++\ntitle = \"Other\"\ndate = 2026-01-01\ntags = [\"{tag}\"]\n+++\nText.\n")
        };
        site.write("content/reviews/a/index.en.md", &tagged("nvme"));
        site.write("content/reviews/b/index.en.md", &tagged("nvme"));
        let mut live = live(&site);
        let tags = |live: &LiveSite, page: &str| {
            crate::common::texts(&scraper::Html::parse_document(&text(live, page)), ".tags li")
        };
        assert_eq!(tags(&live, "reviews/a/index.html"), ["nvme"]);
        // Only b is saved; a shows the tag as the site now spells it.
        site.write("content/reviews/b/index.en.md", &tagged("NVMe"));
        let file = site.root().canonicalize().unwrap().join("content/reviews/b/index.en.md");
        live.apply(&[file]).unwrap();
        for page in ["reviews/a/index.html", "fr/reviews/a/index.html", "reviews/b/index.html"] {
            assert_eq!(tags(&live, page), ["NVMe"], "{page}");
        }
    }

    pub(super) fn print_pages_and_feeds_follow_the_pages_in_a_second_stage() {
        let site = Fixture::with_review();
        let mut live = live(&site);
        assert!(live.finish_deferred().is_none(), "a full build leaves nothing for later");
        let file = site.root().canonicalize().unwrap().join("content/reviews/sn630/index.fr.md");
        let prose = std::fs::read_to_string(&file).unwrap();
        std::fs::write(&file, prose.replace("Le SN630 dans vSAN", "Le SN630, revu et corrigé"))
            .unwrap();

        let first = live.apply(std::slice::from_ref(&file)).unwrap();
        assert!(!first.follow_up);
        assert!(text(&live, "fr/reviews/sn630/index.html").contains("Le SN630, revu et corrigé"));
        // The drive's print page and the French feed still show the old title…
        assert!(text(&live, "fr/drives/wd-sn630/print/index.html").contains("Le SN630 dans vSAN"));
        assert!(text(&live, "fr/atom.xml").contains("Le SN630 dans vSAN"));

        // …until the second stage, which names the pages whose content changed.
        let second = live.finish_deferred().expect("print pages are pending").unwrap();
        assert!(second.follow_up && second.changed);
        let print = text(&live, "fr/drives/wd-sn630/print/index.html");
        assert!(
            print.contains("Le SN630, revu et corrigé") && !print.contains("Le SN630 dans vSAN")
        );
        assert!(text(&live, "fr/atom.xml").contains("Le SN630, revu et corrigé"));
        assert!(
            second.updated_urls.contains(&"/fr/drives/wd-sn630/print/".to_string()),
            "{:?}",
            second.updated_urls
        );
        // Print pages of other languages did not change (the French prose is not their text).
        assert!(
            !second
                .updated_urls
                .iter()
                .any(|u| u.starts_with("/en/") || u == "/drives/wd-sn630/print/"),
            "{:?}",
            second.updated_urls
        );
        assert!(live.finish_deferred().is_none(), "nothing is pending twice");
    }

    pub(super) fn the_pages_browsers_show_are_rendered_first_and_the_rest_follows() {
        let site = Fixture::with_review();
        let mut live = live(&site);
        let file = site.root().canonicalize().unwrap().join("content/reviews/sn630/sql.csv");
        let data = std::fs::read_to_string(&file).unwrap();
        std::fs::write(&file, data.replace("12610.3", "13610.3")).unwrap();
        // A browser shows the French review; another shows the English home page, which
        // this change does not affect beyond what the second stage renders.
        let viewed: std::collections::BTreeSet<String> =
            ["fr/reviews/sn630/index.html".to_string()].into();

        let first = live.apply_viewing(std::slice::from_ref(&file), &viewed).unwrap();
        assert!(first.viewed_first && !first.follow_up);
        assert_eq!(first.pages, 1, "only the page shown");
        assert_eq!(first.updated_urls, ["/fr/reviews/sn630/"]);
        assert!(
            text(&live, "fr/reviews/sn630/index.html").contains("13\u{202f}610,3"),
            "{}",
            text(&live, "fr/reviews/sn630/index.html")
        );
        // The same review in English, and the drive's print page, wait for the second stage…
        assert!(text(&live, "reviews/sn630/index.html").contains("12,610.3"));
        assert!(text(&live, "drives/wd-sn630/print/index.html").contains("12,610.3"));

        // …which renders them before the print pages, and names them.
        let second = live.finish_deferred().expect("the rest is pending").unwrap();
        assert!(second.follow_up);
        assert!(text(&live, "reviews/sn630/index.html").contains("13,610.3"));
        assert!(text(&live, "drives/wd-sn630/print/index.html").contains("13,610.3"));
        for url in ["/reviews/sn630/", "/drives/wd-sn630/print/"] {
            assert!(
                second.updated_urls.contains(&url.to_string()),
                "{url} in {:?}",
                second.updated_urls
            );
        }
        assert!(
            !second.updated_urls.contains(&"/fr/reviews/sn630/".to_string()),
            "rendered in the first stage"
        );
        assert!(live.finish_deferred().is_none());

        // In the end, the same as everything rendered at once.
        let mut fresh = LiveSite::new(&site.root().canonicalize().unwrap(), None, false);
        fresh.rebuild_all().unwrap();
        let mut differing: Vec<&std::sync::Arc<str>> = fresh
            .snapshot()
            .files
            .iter()
            .filter(|(path, bytes)| live.snapshot().get(path) != Some(*bytes))
            .map(|(path, _)| path)
            .collect();
        differing.sort();
        assert!(differing.is_empty(), "{differing:?}");
        assert_eq!(fresh.snapshot().files.len(), live.snapshot().files.len());
    }

    /// Publishes the live site's snapshot twice: naming only the files its rebuilds touched
    /// (as the server does), and comparing every file; the versions must agree.
    struct Publications {
        by_touched: iopress::serve::state::Shared,
        by_comparison: iopress::serve::state::Shared,
    }

    impl Publications {
        /// Returns how many files the publication named (None: all).
        fn publish(&self, live: &mut LiveSite) -> Option<usize> {
            let (snapshot, touched) = live.take_publication();
            self.by_touched.publish_changed(snapshot.clone(), touched.as_deref());
            self.by_comparison.publish(snapshot);
            let (named, compared) = (self.by_touched.snapshot(), self.by_comparison.snapshot());
            assert_eq!(named.files.len(), compared.files.len());
            assert_eq!(
                named.versions.len(),
                compared.files.len(),
                "every file has a version, no other file has one"
            );
            let mut differing: Vec<String> = compared
                .versions
                .iter()
                .filter(|(path, version)| named.versions.get(*path) != Some(version))
                .map(|(path, version)| {
                    format!(
                        "{path}: {version} by comparison, {:?} by touched files",
                        named.versions.get(path)
                    )
                })
                .collect();
            differing.sort();
            assert!(differing.is_empty(), "{differing:#?}");
            touched.map(|t| t.len())
        }

        /// The files the last publication stamped with its own version.
        fn changed_in_last(&self) -> Vec<String> {
            let now = self.by_touched.snapshot();
            let mut changed: Vec<String> = now
                .versions
                .iter()
                .filter(|(_, v)| **v == now.build)
                .map(|(p, _)| p.to_string())
                .collect();
            changed.sort();
            changed
        }
    }

    pub(super) fn publishing_only_the_files_a_rebuild_touched_gives_the_versions_a_full_comparison_gives(
    ) {
        let site = Fixture::with_review();
        let root = site.root().canonicalize().unwrap();
        let mut live = live(&site);
        let publications =
            Publications { by_touched: Default::default(), by_comparison: Default::default() };
        assert_eq!(
            publications.publish(&mut live),
            None,
            "the first publication compares everything"
        );
        let everything = live.snapshot().files.len();

        // A prose edit, both stages, the French review shown.
        let prose = root.join("content/reviews/sn630/index.fr.md");
        let text_before = std::fs::read_to_string(&prose).unwrap();
        std::fs::write(&prose, text_before.replace("Le SN630 dans vSAN", "Le SN630, revu"))
            .unwrap();
        let viewed: std::collections::BTreeSet<String> =
            ["fr/reviews/sn630/index.html".to_string()].into();
        live.apply_viewing(std::slice::from_ref(&prose), &viewed).unwrap();
        let named = publications.publish(&mut live).expect("a rebuild names its files");
        assert!(named > 0 && named < everything / 2, "{named} of {everything}");
        assert!(
            publications.changed_in_last().contains(&"fr/reviews/sn630/index.html".to_string()),
            "{:?}",
            publications.changed_in_last()
        );
        live.finish_deferred().unwrap().unwrap();
        publications.publish(&mut live);
        assert!(
            publications
                .changed_in_last()
                .contains(&"fr/drives/wd-sn630/print/index.html".to_string()),
            "{:?}",
            publications.changed_in_last()
        );

        // A data cell, nothing shown.
        let data = root.join("content/reviews/sn630/sql.csv");
        let cells = std::fs::read_to_string(&data).unwrap();
        std::fs::write(&data, cells.replace("12610.3", "13610.3")).unwrap();
        live.apply(std::slice::from_ref(&data)).unwrap();
        publications.publish(&mut live);
        live.finish_deferred().unwrap().unwrap();
        publications.publish(&mut live);

        // Two saves rebuilt before one publication: both rebuilds' files are named.
        std::fs::write(&prose, text_before.replace("Le SN630 dans vSAN", "Le SN630, encore"))
            .unwrap();
        live.apply(std::slice::from_ref(&prose)).unwrap();
        std::fs::write(&data, cells.replace("12610.3", "14610.3")).unwrap();
        live.apply(std::slice::from_ref(&data)).unwrap();
        publications.publish(&mut live);

        // The review's folder taken away (its files removed from the snapshot, and its search
        // records from the bundles), then put back.
        let elsewhere = tempfile::tempdir().unwrap();
        let folder = root.join("content/reviews/sn630");
        let away = elsewhere.path().join("sn630");
        std::fs::rename(&folder, &away).unwrap();
        live.apply(std::slice::from_ref(&folder)).unwrap();
        publications.publish(&mut live);
        live.finish_deferred().unwrap().unwrap();
        publications.publish(&mut live);
        assert!(live.snapshot().get("fr/reviews/sn630/index.html").is_none());
        std::fs::rename(&away, &folder).unwrap();
        let files: Vec<std::path::PathBuf> =
            std::fs::read_dir(&folder).unwrap().map(|e| e.unwrap().path()).collect();
        live.apply(&files).unwrap();
        publications.publish(&mut live);
        live.finish_deferred().unwrap().unwrap();
        publications.publish(&mut live);
        assert!(live.snapshot().get("fr/reviews/sn630/index.html").is_some());
        assert!(
            publications.changed_in_last().iter().any(|p| p.starts_with("pagefind/fr/")),
            "the French bundle was built again"
        );
    }

    pub(super) fn a_change_to_no_page_shown_is_rendered_as_before() {
        let site = Fixture::with_review();
        let mut live = live(&site);
        let file = site.root().canonicalize().unwrap().join("content/reviews/sn630/index.fr.md");
        let prose = std::fs::read_to_string(&file).unwrap();
        std::fs::write(&file, prose.replace("Voir [le disque]", "Voir donc [le disque]")).unwrap();
        // The page shown is one the change does not affect.
        let viewed: std::collections::BTreeSet<String> =
            ["ja/reviews/sn630/index.html".to_string()].into();
        let rebuilt = live.apply_viewing(std::slice::from_ref(&file), &viewed).unwrap();
        assert!(!rebuilt.viewed_first);
        assert!(text(&live, "fr/reviews/sn630/index.html").contains("Voir donc"));
    }

    pub(super) fn a_page_template_rerenders_only_pages_of_its_kind() {
        let site = Fixture::with_review();
        let mut live = live(&site);
        let template =
            site.root().canonicalize().unwrap().join("themes/default/templates/review.html");
        let text = std::fs::read_to_string(&template).unwrap();
        std::fs::write(
            &template,
            text.replace("<article class=\"review\">", "<article class=\"review edited\">"),
        )
        .unwrap();
        let rebuilt = live.apply(&[template]).unwrap();
        // One review in three languages.
        assert_eq!(rebuilt.pages, 3);
        let page =
            String::from_utf8(live.snapshot().get("fr/reviews/sn630/index.html").unwrap().to_vec())
                .unwrap();
        assert!(page.contains("review edited"));
    }

    pub(super) fn a_folder_moved_away_takes_its_pages_everywhere_and_its_files_bring_them_back() {
        let site = Fixture::with_review();
        let mut live = live(&site);
        let root = site.root().canonicalize().unwrap();
        let folder = root.join("content/reviews/sn630");
        let elsewhere = tempfile::tempdir().unwrap();
        let away = elsewhere.path().join("sn630");

        // The watcher names the folder only; the rebuild knows which pages were in it.
        std::fs::rename(&folder, &away).unwrap();
        live.apply(std::slice::from_ref(&folder)).unwrap();
        assert!(live.snapshot().get("fr/reviews/sn630/index.html").is_none());
        assert!(!text(&live, "fr/drives/wd-sn630/index.html").contains("Le SN630 dans vSAN"));
        live.finish_deferred().expect("print pages are pending").unwrap();
        assert!(!text(&live, "fr/drives/wd-sn630/print/index.html").contains("Le SN630 dans vSAN"));
        assert!(!text(&live, "fr/atom.xml").contains("Le SN630 dans vSAN"));

        // Moved back, the watcher walks the folder and names its files.
        std::fs::rename(&away, &folder).unwrap();
        let files: Vec<_> =
            std::fs::read_dir(&folder).unwrap().map(|e| e.unwrap().path()).collect();
        live.apply(&files).unwrap();
        assert!(text(&live, "fr/reviews/sn630/index.html").contains("Le SN630 dans vSAN"));
        assert!(text(&live, "fr/drives/wd-sn630/index.html").contains("Le SN630 dans vSAN"));
    }

    pub(super) fn files_outside_the_site_are_ignored() {
        let site = Fixture::with_review();
        let mut live = live(&site);
        let root = site.root().canonicalize().unwrap();
        let rebuilt = live
            .apply(&[
                root.join("output/index.html"),
                root.join("content/reviews/sn630/.index.fr.md.swp"),
            ])
            .unwrap();
        assert!(!rebuilt.changed);
    }
}

fn a_template_recursing_without_end_is_reported_and_the_server_lives_on() {
    let site = Fixture::with_review();
    let server = start(&site);
    let mut events = server.subscribe();
    // Endless by construction: refused when the templates load.
    site.write("templates/robots.txt", "{% include \"robots.txt\" %}\n");
    let LiveEvent::Errors { problems } =
        wait_for(&mut events, |e| matches!(e, LiveEvent::Errors { .. }))
    else {
        unreachable!()
    };
    assert!(problems[0].message.contains("a template includes itself"), "{:?}", problems[0]);
    // Endless because a condition never ends it: stopped while rendering.
    site.write("templates/robots.txt", "{% macro down(n) %}{% if n >= 0 %}{{ self::down(n=n+1) }}{% endif %}{% endmacro %}{{ self::down(n=0) }}\n");
    let LiveEvent::Errors { problems } = wait_for(
        &mut events,
        |e| matches!(e, LiveEvent::Errors { problems } if problems[0].message.contains("recurse without end")),
    ) else {
        unreachable!()
    };
    assert_eq!(problems[0].file.as_deref(), Some("templates/robots.txt"));
    // The last good pages are still served.
    let (status, body) = get(&server, "/fr/reviews/sn630/");
    assert_eq!(status, 200);
    assert!(body.contains("Le SN630 dans vSAN"));
}

/// GET over a plain socket: the body's bytes (a search bundle's files are gzipped).
fn get_bytes(server: &Server, path: &str) -> Vec<u8> {
    let mut stream = TcpStream::connect(server.addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    write!(stream, "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", server.addr)
        .unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).unwrap();
    let split = response.windows(4).position(|w| w == b"\r\n\r\n").expect("a response head");
    response[split + 4..].to_vec()
}

/// The pages a language's search bundle holds, as Pagefind's fragments give them: URL and title.
fn indexed_pages(server: &Server, lang: &str) -> Vec<(String, String)> {
    use std::io::Read as _;
    // The list and its fragments are read in separate requests: a publication in between
    // (the index rebuilt after an edit) replaces the fragments, and the read starts over.
    for _ in 0..50 {
        let (status, list) = get(server, &format!("/pagefind/{lang}/iopress-bundle.txt"));
        assert_eq!(status, 200, "the {lang} bundle is served");
        let pages: Option<Vec<(String, String)>> = list
            .lines()
            .filter(|name| name.starts_with("fragment/"))
            .map(|name| {
                let gz = get_bytes(server, &format!("/pagefind/{lang}/{name}"));
                let mut text = String::new();
                flate2::read::GzDecoder::new(gz.as_slice()).read_to_string(&mut text).ok()?;
                let json: serde_json::Value =
                    serde_json::from_str(text.trim_start_matches("pagefind_dcd")).unwrap();
                Some((
                    json["url"].as_str().unwrap().to_string(),
                    json["meta"]["title"].as_str().unwrap_or_default().to_string(),
                ))
            })
            .collect();
        if let Some(mut pages) = pages {
            pages.sort();
            return pages;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("the {lang} bundle's fragments kept changing while they were read");
}

/// Polls until `check` holds: the search index is rebuilt in the second stage of a rebuild,
/// after the reload.
fn eventually(what: &str, mut check: impl FnMut() -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !check() {
        assert!(Instant::now() < deadline, "waited {PATIENCE:?} for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn the_search_index_follows_edits_and_renames_in_the_language_they_change() {
    let site = Fixture::with_review();
    let server = start(&site);
    let review = ("/fr/reviews/sn630/".to_string(), "Le SN630 dans vSAN".to_string());
    assert!(indexed_pages(&server, "fr").contains(&review), "{:?}", indexed_pages(&server, "fr"));
    // Polish has no text of the review: it is indexed once, in English, not again in Polish.
    assert!(indexed_pages(&server, "en").iter().any(|(url, _)| url == "/reviews/sn630/"));
    assert!(!indexed_pages(&server, "pl").iter().any(|(url, _)| url.contains("/reviews/")));
    let english = get_bytes(&server, "/pagefind/en/pagefind-entry.json");

    let mut events = server.subscribe();
    let file = "content/reviews/sn630/index.fr.md";
    let text = std::fs::read_to_string(site.root().join(file)).unwrap();
    site.write(file, &text.replace("Le SN630 dans vSAN", "Le SN630, revu"));
    wait_for(&mut events, |e| *e == LiveEvent::Reload);
    eventually("the French index to have the new title", || {
        indexed_pages(&server, "fr")
            .contains(&("/fr/reviews/sn630/".to_string(), "Le SN630, revu".to_string()))
    });
    assert_eq!(
        get_bytes(&server, "/pagefind/en/pagefind-entry.json"),
        english,
        "the English bundle was left as it was"
    );

    let reviews = site.root().join("content/reviews");
    move_folder(&server, &reviews.join("sn630"), &reviews.join("sn630-vsan"));
    eventually("the French index to follow the rename", || {
        let urls: Vec<String> =
            indexed_pages(&server, "fr").into_iter().map(|(url, _)| url).collect();
        urls.contains(&"/fr/reviews/sn630-vsan/".to_string())
            && !urls.contains(&"/fr/reviews/sn630/".to_string())
    });
}

/// The preview prints no PDF: a drive page it serves links none, even where site.toml says
/// the deployment publishes them (a link there would answer 404).
fn the_preview_links_no_pdf_even_when_site_toml_publishes_them() {
    let site = Fixture::with_review();
    site.write("site.toml", &format!("{}\n[pdf]\npublish = true\n", common::SITE_TOML));
    let server = start(&site);
    for page in ["/drives/wd-sn630/", "/fr/drives/wd-sn630/"] {
        let (status, body) = get(&server, page);
        assert_eq!(status, 200, "{page}");
        let html = scraper::Html::parse_document(&body);
        assert_eq!(common::attr(&html, ".print-links a", "href").len(), 1, "{page}: {body}");
        assert!(!body.contains(".pdf\""), "{page}: {body}");
    }
    assert_eq!(get(&server, "/pdf/fr/wd-sn630.pdf").0, 404);
}

crate::tests! {
    an_edit_is_served_and_announced,
    a_broken_save_keeps_the_old_page_and_reports_file_and_line,
    a_stylesheet_change_is_swapped_without_a_reload,
    a_data_change_redraws_its_charts_and_rankings,
    a_review_folder_moved_out_and_back_is_removed_and_served_again,
    a_review_folder_renamed_in_place_moves_its_pages,
    a_whole_section_moved_out_and_back_is_served_again,
    content_removed_and_restored_is_watched_again,
    the_theme_moved_away_and_back_is_watched_again,
    a_save_made_while_the_server_starts_is_served,
    drafts_are_served_only_under_the_hosts_allowed,
    a_host_allowed_with_a_port_is_refused_before_serving,
    rebuild_scope::prose_rerenders_its_page_and_the_lists_not_everything,
    rebuild_scope::a_tag_spelled_anew_in_one_review_is_shown_so_on_every_page_carrying_it,
    rebuild_scope::print_pages_and_feeds_follow_the_pages_in_a_second_stage,
    rebuild_scope::the_pages_browsers_show_are_rendered_first_and_the_rest_follows,
    rebuild_scope::publishing_only_the_files_a_rebuild_touched_gives_the_versions_a_full_comparison_gives,
    rebuild_scope::a_change_to_no_page_shown_is_rendered_as_before,
    rebuild_scope::a_page_template_rerenders_only_pages_of_its_kind,
    rebuild_scope::a_folder_moved_away_takes_its_pages_everywhere_and_its_files_bring_them_back,
    rebuild_scope::files_outside_the_site_are_ignored,
    a_template_recursing_without_end_is_reported_and_the_server_lives_on,
    the_search_index_follows_edits_and_renames_in_the_language_they_change,
    a_folder_without_a_readable_site_toml_is_refused_like_build_refuses_it,
    a_site_toml_with_a_mistake_is_served_with_the_problem_until_it_is_fixed,
    the_preview_links_no_pdf_even_when_site_toml_publishes_them,
}
