//! The preview server: a real server on port 0, a real file edited, the page served again.

mod common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use common::Fixture;
use iopress::serve::state::LiveEvent;
use iopress::serve::{ServeOptions, Server};

fn start(site: &Fixture) -> Server {
    let options = ServeOptions { root: site.root().to_path_buf(), bind: "127.0.0.1".parse().unwrap(), port: 0, drafts: false, limits: Default::default() };
    Server::start(options, |_| {}).expect("the server starts")
}

/// GET over a plain socket: (status code, body).
fn get(server: &Server, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(server.addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    write!(stream, "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", server.addr).unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).unwrap();
    let text = String::from_utf8_lossy(&response).into_owned();
    let status = text.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map(|(_, b)| b.to_string()).unwrap_or_default();
    (status, body)
}

/// Waits for the next event matching `wanted`, skipping others.
fn wait_for(events: &mut tokio::sync::broadcast::Receiver<LiveEvent>, wanted: impl Fn(&LiveEvent) -> bool) -> LiveEvent {
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        match events.try_recv() {
            Ok(event) if wanted(&event) => return event,
            Ok(_) => {}
            Err(_) => std::thread::sleep(Duration::from_millis(10)),
        }
    }
    panic!("no matching event within 10 s");
}

#[test]
fn an_edit_is_served_and_announced() {
    let site = Fixture::with_review();
    let server = start(&site);
    let (status, body) = get(&server, "/fr/reviews/sn630/");
    assert_eq!(status, 200);
    assert!(body.contains("Le SN630 dans vSAN"));
    assert!(body.contains("/__iopress/live.js"), "the reload script is injected when serving");
    let mut events = server.subscribe();

    let text = std::fs::read_to_string(site.root().join("content/reviews/sn630/index.fr.md")).unwrap();
    site.write("content/reviews/sn630/index.fr.md", &text.replace("Le SN630 dans vSAN", "Le SN630, revu et corrigé"));
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

#[test]
fn a_broken_save_keeps_the_old_page_and_reports_file_and_line() {
    let site = Fixture::with_review();
    let server = start(&site);
    let mut events = server.subscribe();
    let good = std::fs::read_to_string(site.root().join("content/reviews/sn630/index.fr.md")).unwrap();
    site.write("content/reviews/sn630/index.fr.md", "+++\ntitle = \"Le SN630\"\nsummary = oops\n+++\n");
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

#[test]
fn a_stylesheet_change_is_swapped_without_a_reload() {
    let site = Fixture::with_review();
    let server = start(&site);
    let mut events = server.subscribe();
    site.write("static/extra.css", "body { color: red }");
    wait_for(&mut events, |e| *e == LiveEvent::Css);
    assert_eq!(get(&server, "/extra.css").1, "body { color: red }");
}

#[test]
fn a_data_change_redraws_its_charts_and_rankings() {
    let site = Fixture::with_review();
    let server = start(&site);
    let mut events = server.subscribe();
    site.write("content/reviews/sn630/sql.csv", "vm,tps [TPS],latency-avg [ms]\naggregate,13000.5,14.75\nvm1,3152.01,\n");
    wait_for(&mut events, |e| *e == LiveEvent::Reload);
    let (_, body) = get(&server, "/fr/reviews/sn630/");
    assert!(body.contains("13\u{202f}000,5"), "the new figure is served");
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

    #[test]
    fn prose_rerenders_its_page_and_the_lists_not_everything() {
        let site = Fixture::with_review();
        let mut live = live(&site);
        let everything = live.rebuild_all().unwrap().pages;
        let file = site.root().canonicalize().unwrap().join("content/reviews/sn630/index.fr.md");
        let rebuilt = live.apply(&[file]).unwrap();
        assert!(rebuilt.pages > 0 && rebuilt.pages < everything, "{} of {everything}", rebuilt.pages);
    }

    fn text(live: &LiveSite, path: &str) -> String {
        String::from_utf8(live.snapshot().get(path).unwrap_or_else(|| panic!("{path} is served")).to_vec()).unwrap()
    }

    #[test]
    fn print_pages_and_feeds_follow_the_pages_in_a_second_stage() {
        let site = Fixture::with_review();
        let mut live = live(&site);
        assert!(live.finish_deferred().is_none(), "a full build leaves nothing for later");
        let file = site.root().canonicalize().unwrap().join("content/reviews/sn630/index.fr.md");
        let prose = std::fs::read_to_string(&file).unwrap();
        std::fs::write(&file, prose.replace("Le SN630 dans vSAN", "Le SN630, revu et corrigé")).unwrap();

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
        assert!(print.contains("Le SN630, revu et corrigé") && !print.contains("Le SN630 dans vSAN"));
        assert!(text(&live, "fr/atom.xml").contains("Le SN630, revu et corrigé"));
        assert!(second.updated_urls.contains(&"/fr/drives/wd-sn630/print/".to_string()), "{:?}", second.updated_urls);
        // Print pages of other languages did not change (the French prose is not their text).
        assert!(!second.updated_urls.iter().any(|u| u.starts_with("/en/") || u == "/drives/wd-sn630/print/"), "{:?}", second.updated_urls);
        assert!(live.finish_deferred().is_none(), "nothing is pending twice");
    }

    #[test]
    fn a_page_template_rerenders_only_pages_of_its_kind() {
        let site = Fixture::with_review();
        let mut live = live(&site);
        let template = site.root().canonicalize().unwrap().join("themes/default/templates/review.html");
        let text = std::fs::read_to_string(&template).unwrap();
        std::fs::write(&template, text.replace("<article class=\"review\">", "<article class=\"review edited\">")).unwrap();
        let rebuilt = live.apply(&[template]).unwrap();
        // One review in three languages.
        assert_eq!(rebuilt.pages, 3);
        let page = String::from_utf8(live.snapshot().get("fr/reviews/sn630/index.html").unwrap().to_vec()).unwrap();
        assert!(page.contains("review edited"));
    }

    #[test]
    fn files_outside_the_site_are_ignored() {
        let site = Fixture::with_review();
        let mut live = live(&site);
        let root = site.root().canonicalize().unwrap();
        let rebuilt = live.apply(&[root.join("output/index.html"), root.join("content/reviews/sn630/.index.fr.md.swp")]).unwrap();
        assert!(!rebuilt.changed);
    }
}
