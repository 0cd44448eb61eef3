//! A build takes unchanged documents from the previous output (`render::reuse`): after any
//! edit, what it writes is exactly what a build from nothing writes, and it renders again
//! only what the edit can change.

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::common::{example_site, snapshot};
use iopress::{build_site, BuildOptions, BuildReport};

struct Site {
    dir: tempfile::TempDir,
    builds: tempfile::TempDir,
}

impl Site {
    fn example() -> Site {
        Site { dir: example_site(), builds: tempfile::tempdir().unwrap() }
    }

    fn root(&self) -> &Path {
        self.dir.path()
    }

    fn build_into(&self, output: &Path) -> BuildReport {
        let options = BuildOptions {
            root: self.root().to_path_buf(),
            output: Some(output.to_path_buf()),
            // With the print pages, which are reused as the other pages are.
            pdfs: Some(iopress::site::PublishedPdfs::All),
            ..Default::default()
        };
        build_site(&options).unwrap_or_else(|f| panic!("build failed:\n{f}"))
    }

    /// The output that is built again after every edit.
    fn kept(&self) -> PathBuf {
        self.builds.path().join("kept")
    }

    /// Builds again into the kept output, and from nothing into a new folder; the two must
    /// be the same, file for file and byte for byte.
    fn rebuild_and_compare(&self, edit: &str) -> BuildReport {
        let again = self.build_into(&self.kept());
        let fresh = self.builds.path().join(format!("fresh-{}", edit.replace(' ', "-")));
        let from_nothing = self.build_into(&fresh);
        assert_eq!(from_nothing.documents_reused, 0);
        let (kept, fresh) = (snapshot(&self.kept()), snapshot(&fresh));
        let (kept, fresh): (BTreeMap<_, _>, BTreeMap<_, _>) =
            (kept.into_iter().collect(), fresh.into_iter().collect());
        let differing: Vec<&String> = kept
            .keys()
            .chain(fresh.keys())
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .filter(|path| kept.get(*path) != fresh.get(*path))
            .collect();
        assert!(differing.is_empty(), "after {edit}, these files differ from a build from nothing (or exist in one only): {differing:?}");
        again
    }

    fn edit(&self, relative: &str, change: impl FnOnce(String) -> String) {
        let path = self.root().join(relative);
        let text = std::fs::read_to_string(&path).unwrap();
        let changed = change(text.clone());
        assert_ne!(text, changed, "the edit of {relative} changes nothing");
        std::fs::write(path, changed).unwrap();
    }

    fn read_output(&self, relative: &str) -> String {
        std::fs::read_to_string(self.kept().join(relative)).unwrap()
    }
}

/// Documents in the example site: pages in each language they are rendered in, and drives'
/// print pages.
fn documents(report: &BuildReport) -> usize {
    let pages: usize = report.pages_per_language.values().sum();
    let drives =
        report.coverage.rows.iter().filter(|(path, _)| path.starts_with("drives/")).count();
    pages + drives * report.pages_per_language.len()
}

fn every_edit_gives_what_a_build_from_nothing_gives() {
    let site = Site::example();
    let first = site.build_into(&site.kept());
    assert_eq!(first.documents_reused, 0);
    let all = documents(&first);

    // Nothing changed: everything is taken from the previous output.
    let again = site.rebuild_and_compare("nothing");
    assert_eq!(again.documents_reused, all, "a build with nothing changed renders nothing again");
    assert_eq!(again.charts_drawn, 0);

    // A sentence of one review's English prose: that review (in every language it falls
    // back to English in), its drive's page and print page, and the lists are rendered
    // again; the other reviews are not.
    site.edit("content/reviews/sn630-vsan/index.en.md", |t| {
        t.replacen(
            "## A workhorse drive, judged by a cluster\n",
            "## A workhorse drive, judged by a cluster\n\nA sentence added by the reuse test.\n",
            1,
        )
    });
    let prose = site.rebuild_and_compare("review prose");
    assert!(
        prose.documents_reused > all / 2,
        "{} of {all} reused after one review's prose changed",
        prose.documents_reused
    );
    assert!(prose.documents_reused < all);
    assert!(site
        .read_output("reviews/sn630-vsan/index.html")
        .contains("A sentence added by the reuse test."));
    assert!(site
        .read_output("drives/wd-sn630/print/index.html")
        .contains("A sentence added by the reuse test."));

    // One figure of a data file: every page ranking results of the same protocol.
    site.edit("content/reviews/sn630-vsan/sysbench.csv", |t| t.replacen("11739.7", "11839.7", 1));
    let data = site.rebuild_and_compare("data cell");
    assert!(data.documents_reused > 0 && data.documents_reused < prose.documents_reused + 1);
    assert!(site.read_output("reviews/sn630-vsan/index.html").contains("11,839.7"));

    // A drive's spec sheet: its name shows in rankings and on its reviews' pages.
    site.edit("content/drives/wd-sn630/drive.toml", |t| {
        t.replacen(
            "name = \"Western Digital Ultrastar DC SN630\"",
            "name = \"WD Ultrastar DC SN630 (renamed)\"",
            1,
        )
    });
    site.rebuild_and_compare("drive name");
    assert!(site
        .read_output("reviews/sn630-vsan/index.html")
        .contains("WD Ultrastar DC SN630 (renamed)"));

    // Front matter: titles show in lists, links and rankings of every page.
    site.edit("content/reviews/vsan-62-all-flash/index.en.md", |t| {
        t.replacen("title = \"", "title = \"Retitled: ", 1)
    });
    site.rebuild_and_compare("review title");

    // A section's own prose.
    site.edit("content/reviews/_index.en.md", |t| format!("{t}\nOne more line for the section.\n"));
    site.rebuild_and_compare("section prose");

    // The protocols, a template, a UI string, the site's configuration.
    site.edit("content/protocols.toml", |t| {
        t.replacen(
            "{ label = \"scale\", specs = [{ value = 1500,",
            "{ label = \"scale\", specs = [{ value = 1600,",
            1,
        )
    });
    site.rebuild_and_compare("protocol fact");
    site.edit("themes/default/templates/review.html", |t| {
        t.replacen("{% block content %}", "{% block content %}<!-- edited by the reuse test -->", 1)
    });
    let template = site.rebuild_and_compare("review template");
    assert!(site.read_output("reviews/sn630-vsan/index.html").contains("edited by the reuse test"));
    assert_eq!(template.documents_reused, 0, "a template change renders everything again");
    let ui = std::fs::read_dir(site.root().join("themes/default/i18n/fr"))
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    std::fs::write(
        &ui,
        format!(
            "{}\nreuse-test-extra = Une chaîne de plus\n",
            std::fs::read_to_string(&ui).unwrap()
        ),
    )
    .unwrap();
    site.rebuild_and_compare("ui string");
    site.edit("site.toml", |t| {
        t.replacen("title = \"Banc Stockage\"", "title = \"Banc de Stockage\"", 1)
    });
    let config = site.rebuild_and_compare("site title");
    assert!(site.read_output("fr/reviews/sn630-vsan/index.html").contains("Banc de Stockage"));
    assert_eq!(config.documents_reused, 0);

    // An asset added beside a review, a review added, a review removed.
    std::fs::write(
        site.root().join("content/reviews/sn630-vsan/diagram.svg"),
        "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
    )
    .unwrap();
    site.rebuild_and_compare("asset added");
    common::copy_dir(
        &site.root().join("content/reviews/sn655-vsan8-esa"),
        &site.root().join("content/reviews/sn655-copy"),
    );
    site.rebuild_and_compare("review added");
    std::fs::remove_dir_all(site.root().join("content/reviews/sn655-copy")).unwrap();
    site.rebuild_and_compare("review removed");
    // A drive page's own prose.
    site.edit("content/drives/wd-sn655/index.en.md", |t| format!("{t}\nA line about the drive.\n"));
    site.rebuild_and_compare("drive prose");
}

fn a_previous_output_missing_a_file_is_rendered_again() {
    let site = Site::example();
    site.build_into(&site.kept());
    // Someone deleted a page and another page's social card from the output by hand.
    std::fs::remove_file(site.kept().join("reviews/sn630-vsan/index.html")).unwrap();
    let card = card_of(&site.kept().join("drives/wd-sn630"));
    std::fs::remove_file(&card).unwrap();
    let again = site.rebuild_and_compare("files deleted from the output");
    assert!(again.documents_reused > 0);
    assert!(site.kept().join("reviews/sn630-vsan/index.html").is_file());
    assert!(card.is_file(), "the card deleted by hand is back");
}

fn a_damaged_ledger_reuses_nothing() {
    let site = Site::example();
    site.build_into(&site.kept());
    std::fs::write(site.kept().join(iopress::render::reuse::LEDGER_FILE), "{ not json").unwrap();
    let again = site.rebuild_and_compare("ledger damaged");
    assert_eq!(again.documents_reused, 0);
    // The new output's ledger is whole again.
    // Written gzip-compressed (issue 40), its JSON whole.
    let written = std::fs::read(site.kept().join(iopress::render::reuse::LEDGER_FILE)).unwrap();
    assert!(written.starts_with(&[0x1f, 0x8b]), "not gzip");
    let ledger = iopress::render::reuse::ledger_json(&site.kept()).unwrap();
    let ledger: serde_json::Value = serde_json::from_slice(&ledger).unwrap();
    assert_eq!(ledger["version"], 3);
    assert!(!ledger["documents"].as_object().unwrap().is_empty());
}

fn reusing_leaves_the_previous_output_untouched_when_a_build_fails() {
    let site = Site::example();
    site.build_into(&site.kept());
    let before = snapshot(&site.kept());
    // A build that renders one review again, reuses the rest, and then fails: a static file
    // wants the path of a page.
    site.edit("content/reviews/sn630-vsan/index.en.md", |t| format!("{t}\nOne more sentence.\n"));
    std::fs::create_dir_all(site.root().join("static/reviews/vsan-62-all-flash")).unwrap();
    std::fs::write(
        site.root().join("static/reviews/vsan-62-all-flash/index.html"),
        "<p>in the way</p>\n",
    )
    .unwrap();
    let options = BuildOptions {
        root: site.root().to_path_buf(),
        output: Some(site.kept()),
        ..Default::default()
    };
    assert!(build_site(&options).is_err());
    assert_eq!(before, snapshot(&site.kept()), "a failed build changed the previous output");
}

fn a_page_cannot_take_the_ledgers_name() {
    let site = Site::example();
    std::fs::create_dir_all(site.root().join("static")).unwrap();
    std::fs::write(site.root().join("static").join(iopress::render::reuse::LEDGER_FILE), "{}")
        .unwrap();
    let options = BuildOptions {
        root: site.root().to_path_buf(),
        output: Some(site.kept()),
        ..Default::default()
    };
    let failure =
        build_site(&options).expect_err("a static file named like the ledger must be refused");
    assert!(failure.to_string().contains("reserved"), "{failure}");
}

/// A file of the output as it is now, for a test to change by hand.
/// The social card of the page in `dir` (`card-<hash>.png`): a file a page writes beside it,
/// as charts were before they were drawn inline.
fn card_of(dir: &Path) -> PathBuf {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.file_name().unwrap().to_string_lossy().starts_with("card-"))
        .unwrap_or_else(|| panic!("no card in {}", dir.display()))
}

fn first_file_under(dir: &Path) -> PathBuf {
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.file_type().is_file())
        .map(|e| e.into_path())
        .collect();
    files.sort();
    files.remove(0)
}

fn a_file_of_the_output_edited_by_hand_is_rendered_again() {
    let site = Site::example();
    let first = site.build_into(&site.kept());
    let all = documents(&first);
    // By hand, or by a step run on the output in place (a minifier, a link rewriter): a page,
    // another page's social card, a file of a search bundle.
    let page = site.kept().join("reviews/sn630-vsan/index.html");
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(&page, text.replacen("<body", "<body data-edited-by-hand", 1)).unwrap();
    let card = card_of(&site.kept().join("drives/wd-sn630"));
    let mut png = std::fs::read(&card).unwrap();
    png.extend_from_slice(b"edited");
    std::fs::write(&card, png).unwrap();
    let bundle = first_file_under(&site.kept().join("pagefind"));
    let mut bytes = std::fs::read(&bundle).unwrap();
    bytes.push(b'\n');
    std::fs::write(&bundle, bytes).unwrap();

    let again = site.rebuild_and_compare("files edited by hand in the output");
    assert!(
        again.documents_reused > 0 && again.documents_reused < all,
        "{} of {all}",
        again.documents_reused
    );
    assert!(!site.read_output("reviews/sn630-vsan/index.html").contains("data-edited-by-hand"));
}

#[cfg(unix)]
fn a_link_put_in_place_of_a_file_of_the_output_is_replaced_by_the_file() {
    let site = Site::example();
    let first = site.build_into(&site.kept());
    let all = documents(&first);
    let elsewhere = tempfile::tempdir().unwrap();
    // Links to files elsewhere: one with the very bytes the build wrote (it still must not be
    // published as a link), one with other bytes; in a page's place, a social card's and a
    // search bundle's file.
    let page = site.kept().join("reviews/sn630-vsan/index.html");
    let same = elsewhere.path().join("same.html");
    std::fs::copy(&page, &same).unwrap();
    std::fs::remove_file(&page).unwrap();
    std::os::unix::fs::symlink(&same, &page).unwrap();
    let other = elsewhere.path().join("other");
    std::fs::write(&other, "not a page of the site\n").unwrap();
    for file in [
        site.kept().join("drives/wd-sn630/index.html"),
        card_of(&site.kept().join("drives/wd-sn655")),
        first_file_under(&site.kept().join("pagefind")),
    ] {
        std::fs::remove_file(&file).unwrap();
        std::os::unix::fs::symlink(&other, &file).unwrap();
    }

    // `snapshot` sees regular files only: a link left in the output is a file missing.
    let again = site.rebuild_and_compare("links put in the output");
    assert!(
        again.documents_reused > 0 && again.documents_reused < all,
        "{} of {all}",
        again.documents_reused
    );
    let kind = std::fs::symlink_metadata(&page).unwrap().file_type();
    assert!(kind.is_file(), "{kind:?}");
    assert_eq!(std::fs::read_to_string(&other).unwrap(), "not a page of the site\n");
}

crate::tests! {
    every_edit_gives_what_a_build_from_nothing_gives,
    a_previous_output_missing_a_file_is_rendered_again,
    a_damaged_ledger_reuses_nothing,
    reusing_leaves_the_previous_output_untouched_when_a_build_fails,
    a_page_cannot_take_the_ledgers_name,
    a_file_of_the_output_edited_by_hand_is_rendered_again,
    a_link_put_in_place_of_a_file_of_the_output_is_replaced_by_the_file,
}
