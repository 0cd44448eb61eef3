//! `--output` never destroys what is not build output, and a killed build never leaves the
//! output missing or debris behind. Each case runs the real binary, as a user would.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::{example_site, snapshot, Fixture};
use iopress::render::output::MARKER_FILE;

fn iopress() -> Command {
    Command::new(env!("CARGO_BIN_EXE_iopress"))
}

fn build(root: &Path, output: &Path) -> Output {
    iopress().args(["build", "--root"]).arg(root).arg("--output").arg(output).output().unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Asserts the build failed with exit code 1 and a message containing `message`.
fn assert_refused(out: &Output, message: &str) {
    let text = stderr(out);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(text.contains(message), "expected {message:?} in:\n{text}");
}

fn leftovers(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.contains("iopress-"))
        .collect()
}

fn a_folder_with_someone_elses_files_is_refused_and_untouched() {
    let site = Fixture::with_review();
    let parent = tempfile::tempdir().unwrap();
    let victim = parent.path().join("x/victim");
    std::fs::create_dir_all(victim.join("sub")).unwrap();
    std::fs::write(victim.join("thesis.txt"), "four years").unwrap();
    std::fs::write(victim.join("sub/notes.md"), "notes").unwrap();
    let before = snapshot(&victim);

    let out = build(site.root(), &victim);
    assert_refused(&out, "is not empty and was not written by iopress");
    assert!(
        stderr(&out).contains("choose another folder with --output, or empty this one yourself")
    );
    assert_eq!(snapshot(&victim), before);
    assert!(leftovers(&parent.path().join("x")).is_empty());
}

fn a_source_folder_of_a_repository_is_refused() {
    // The example site is also a Rust repository: `--output src` must not delete the code.
    let site = Fixture::with_review();
    site.write("src/main.rs", "fn main() {}\n");
    let out = build(site.root(), &site.root().join("src"));
    assert_refused(&out, "was not written by iopress");
    assert_eq!(std::fs::read_to_string(site.root().join("src/main.rs")).unwrap(), "fn main() {}\n");
}

#[cfg(unix)]
fn the_sites_sources_are_refused_through_symlinks() {
    let site = Fixture::with_review();
    let links = tempfile::tempdir().unwrap();
    let link = links.path().join("site-link");
    std::os::unix::fs::symlink(site.root(), &link).unwrap();
    let content_before = snapshot(&site.root().join("content"));

    // --root LINK --output REAL/content
    let out = build(&link, &site.root().join("content"));
    assert_refused(&out, "the site's `content`");
    // --root REAL --output LINK/content, and from a symlinked working folder with a relative path
    let out = build(site.root(), &link.join("content"));
    assert_refused(&out, "the site's `content`");
    let out = iopress()
        .current_dir(&link)
        .args(["build", "--root", ".", "--output", "themes"])
        .output()
        .unwrap();
    assert_refused(&out, "the site's `themes`");
    // A link that leads into the content folder from elsewhere.
    let sneaky = links.path().join("out");
    std::os::unix::fs::symlink(site.root().join("content/reviews"), &sneaky).unwrap();
    let out = build(site.root(), &sneaky);
    assert_refused(&out, "the site's `content`");

    assert_eq!(snapshot(&site.root().join("content")), content_before);
}

fn system_folders_and_the_home_folder_are_refused() {
    let site = Fixture::with_review();
    let home = tempfile::tempdir().unwrap();
    let cases: [(PathBuf, &str); 4] = [
        ("/etc".into(), "system folder /etc"),
        ("/".into(), "building would delete it"),
        ("/usr".into(), "system folder /usr"),
        (home.path().to_path_buf(), "the home folder"),
    ];
    for (folder, message) in cases {
        let out = iopress()
            .env("HOME", home.path())
            .args(["build", "--root"])
            .arg(site.root())
            .arg("--output")
            .arg(&folder)
            .output()
            .unwrap();
        assert_refused(&out, message);
    }
}

fn an_iopress_output_is_replaced_and_keeps_its_marker() {
    let site = Fixture::with_review();
    // A file the first build publishes and the second no longer does.
    site.write("static/stale.html", "old");
    let out = build(site.root(), &site.output());
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(site.output().join(MARKER_FILE).is_file());
    assert!(site.output().join("stale.html").is_file());
    site.remove("static/stale.html");
    let out = build(site.root(), &site.output());
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!site.output().join("stale.html").exists());
    assert!(site.output().join(MARKER_FILE).is_file());
    assert!(leftovers(site.root()).is_empty(), "{:?}", leftovers(site.root()));
}

fn a_rebuild_over_an_existing_output_equals_a_clean_build() {
    let site = example_site();
    let (clean_output, output) = (site.path().join("clean"), site.path().join("output"));
    assert!(build(site.path(), &clean_output).status.success());
    assert!(build(site.path(), &output).status.success());
    // The second build takes every chart from the first one's files.
    let out = build(site.path(), &output);
    assert!(stderr(&out).contains("(0 drawn"), "{}", stderr(&out));
    assert!(snapshot(&output) == snapshot(&clean_output), "a rebuild differs from a clean build");
}

fn builds_killed_at_any_moment_leave_an_output_and_no_debris() {
    let site = example_site();
    let output = site.path().join("output");
    assert!(build(site.path(), &output).status.success());
    let complete = snapshot(&output);
    // Kill builds at moments spread over a whole build, from the start to the swap.
    let started = std::time::Instant::now();
    assert!(build(site.path(), &output).status.success());
    let duration = started.elapsed();
    for step in 0..9u32 {
        let mut child = iopress()
            .args(["build", "--root"])
            .arg(site.path())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(duration * step / 8);
        let _ = child.kill();
        let _ = child.wait();
        // Whatever the moment, the output is a whole build: the previous or the new one.
        assert_eq!(
            snapshot(&output),
            complete,
            "killed after {:?}, the output is not a whole build",
            duration * step / 8
        );
    }
    // The next build removes every staging folder the killed ones left.
    assert!(build(site.path(), &output).status.success());
    assert!(leftovers(site.path()).is_empty(), "{:?}", leftovers(site.path()));
}

/// Runs `script` in a private mount namespace (as root); None when the system does not allow
/// it. `unshare` itself is on PATH: the test needs it in its `tests!` entry.
fn in_mount_namespace(script: &str) -> Option<Output> {
    let out = Command::new("unshare")
        .args(["--mount", "sh", "-c", script])
        .output()
        .unwrap_or_else(|e| panic!("cannot run unshare: {e}"));
    let text = String::from_utf8_lossy(&out.stderr);
    if text.contains("unshare failed")
        || text.contains("Operation not permitted")
        || text.contains("mount: ")
    {
        eprintln!("SKIPPED: cannot mount in a private namespace here: {text}");
        return None;
    }
    Some(out)
}

fn an_output_that_is_a_mount_point_is_replaced_in_place() {
    let site = Fixture::with_review();
    std::fs::create_dir_all(site.output()).unwrap();
    let binary = env!("CARGO_BIN_EXE_iopress");
    let root = site.root().display().to_string();
    let output = site.output().display().to_string();
    // Two builds into a fresh tmpfs at output/, the second replacing the first; then list what
    // the mount holds (the namespace ends with the script, and the mount with it).
    let script = format!(
        "set -e; mount -t tmpfs iopress-test '{output}'; echo old > '{output}/.keep-me-not'; \
         '{binary}' build --root '{root}' 2>/dev/null && exit 3 || true; \
         rm '{output}/.keep-me-not'; mkdir -p '{root}/static'; echo stale > '{root}/static/stale.html'; \
         '{binary}' build --root '{root}'; test -f '{output}/stale.html'; rm '{root}/static/stale.html'; \
         '{binary}' build --root '{root}'; \
         ls -A '{output}'; test -f '{output}/reviews/sn630/index.html'"
    );
    let Some(out) = in_mount_namespace(&script) else { return };
    let listing = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}\n{listing}", stderr(&out));
    assert!(listing.lines().any(|l| l == MARKER_FILE), "{listing}");
    assert!(!listing.contains("stale.html"), "{listing}");
    assert!(
        !listing.contains("iopress-staging") && !listing.contains("iopress-old"),
        "debris left in the mount: {listing}"
    );
    assert!(leftovers(site.root()).is_empty());
}

/// A build of `root` into `output`, with the swap told to behave as on a system without an
/// atomic exchange (`seam`: see `IOPRESS_TEST_SWAP` in `render::output::swap`).
fn build_with_swap(root: &Path, output: &Path, seam: &str) -> Output {
    iopress()
        .env("IOPRESS_TEST_SWAP", seam)
        .args(["build", "--root"])
        .arg(root)
        .arg("--output")
        .arg(output)
        .output()
        .unwrap()
}

fn a_swap_without_exchange_replaces_the_output_and_leaves_no_debris() {
    let site = Fixture::with_review();
    let out = build_with_swap(site.root(), &site.output(), "without-exchange");
    assert!(out.status.success(), "{}", stderr(&out));
    site.write("content/reviews/sn630/index.en.md", &site_review_retitled(&site));
    let out = build_with_swap(site.root(), &site.output(), "without-exchange");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(site.read("reviews/sn630/index.html").contains("SN630, retitled"));
    assert!(leftovers(site.root()).is_empty(), "{:?}", leftovers(site.root()));
}

/// The fixture's English review with another title (a change the next build shows).
fn site_review_retitled(site: &Fixture) -> String {
    std::fs::read_to_string(site.root().join("content/reviews/sn630/index.en.md"))
        .unwrap()
        .replacen("title = \"SN630 in vSAN\"", "title = \"SN630, retitled\"", 1)
}

#[cfg(unix)]
fn a_build_killed_between_the_renames_of_a_swap_without_exchange_loses_no_output() {
    use std::os::unix::process::ExitStatusExt;
    let site = Fixture::with_review();
    assert!(build(site.root(), &site.output()).status.success());
    let previous = snapshot(&site.output());

    // Killed after the previous output was moved aside and before the new one was moved in:
    // for that moment there is no output folder, only the two folders beside it.
    site.write("content/reviews/sn630/index.en.md", &site_review_retitled(&site));
    let out = build_with_swap(site.root(), &site.output(), "killed-between-renames");
    assert_eq!(out.status.signal(), Some(9), "{}", stderr(&out));
    assert!(!site.output().exists(), "the killed build was not killed between the renames");
    let debris = leftovers(site.root());
    assert_eq!(debris.len(), 2, "{debris:?}");

    // The next build fails early (a page that does not parse), and says it left the previous
    // output as it was: the previous output is back, whole, and nothing else is left beside it.
    site.write("content/reviews/sn630/index.fr.md", "+++\ntitle = \n+++\n");
    let out = build(site.root(), &site.output());
    assert_refused(&out, "the previous output was left as it was");
    assert_eq!(snapshot(&site.output()), previous, "the previous output was not put back");
    assert!(leftovers(site.root()).is_empty(), "{:?}", leftovers(site.root()));
}

fn a_folder_with_an_empty_marker_and_a_users_file_is_refused_and_untouched() {
    let site = Fixture::with_review();
    let parent = tempfile::tempdir().unwrap();
    let victim = parent.path().join("victim");
    std::fs::create_dir_all(&victim).unwrap();
    std::fs::write(victim.join(MARKER_FILE), "").unwrap();
    std::fs::write(victim.join("thesis.txt"), "four years").unwrap();
    let before = snapshot(&victim);

    let out = build(site.root(), &victim);
    assert_refused(&out, "cannot be shown to be iopress's");
    assert_refused(&out, "is not one iopress writes");
    assert!(stderr(&out).contains("otherwise choose another folder with --output"));
    assert_eq!(snapshot(&victim), before);
    assert!(leftovers(parent.path()).is_empty(), "{:?}", leftovers(parent.path()));

    // Nor is a link to the marker of a real output a marker.
    assert!(build(site.root(), &site.output()).status.success());
    std::fs::remove_file(victim.join(MARKER_FILE)).unwrap();
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(site.output().join(MARKER_FILE), victim.join(MARKER_FILE))
            .unwrap();
        let out = build(site.root(), &victim);
        assert_refused(&out, "is not a file, as iopress writes it");
        assert_eq!(std::fs::read_to_string(victim.join("thesis.txt")).unwrap(), "four years");
    }
}

fn a_file_put_at_the_top_of_an_output_by_hand_is_refused_and_kept() {
    let site = Fixture::with_review();
    assert!(build(site.root(), &site.output()).status.success());
    std::fs::write(site.output().join("CNAME"), "bench.example.org\n").unwrap();
    let before = snapshot(&site.output());

    let out = build(site.root(), &site.output());
    assert_refused(&out, "holds `CNAME`, which the build that wrote it did not write there");
    assert!(stderr(&out).contains("belongs in the site's `static/` folder"), "{}", stderr(&out));
    assert_eq!(snapshot(&site.output()), before);
    assert!(leftovers(site.root()).is_empty(), "{:?}", leftovers(site.root()));

    // Published from static/, it is the build's own.
    std::fs::remove_file(site.output().join("CNAME")).unwrap();
    site.write("static/CNAME", "bench.example.org\n");
    assert!(build(site.root(), &site.output()).status.success());
    let out = build(site.root(), &site.output());
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(site.read("CNAME"), "bench.example.org\n");
}

/// Makes `output` (a build's) look as iopress 0.1 left it: its marker without a list, its
/// ledger of version 1 (without the files' hashes).
fn as_written_by_iopress_0_1(output: &Path) {
    std::fs::write(
        output.join(MARKER_FILE),
        "This folder was written by iopress, which replaces all of it on every build.\n\
         Without this file, iopress refuses to replace the folder.\n",
    )
    .unwrap();
    let ledger_path = output.join(iopress::render::reuse::LEDGER_FILE);
    let mut ledger: serde_json::Value =
        serde_json::from_slice(&iopress::render::reuse::ledger_json(output).unwrap()).unwrap();
    let ledger_object = ledger.as_object_mut().unwrap();
    ledger_object.insert("version".into(), 1.into());
    ledger_object.remove("files");
    std::fs::write(&ledger_path, serde_json::to_vec(&ledger).unwrap()).unwrap();
}

fn an_output_of_iopress_0_1_is_replaced_only_when_its_ledger_shows_what_it_wrote() {
    let site = Fixture::with_review();
    assert!(build(site.root(), &site.output()).status.success());
    let marker = std::fs::read_to_string(site.output().join(MARKER_FILE)).unwrap();

    as_written_by_iopress_0_1(&site.output());
    let out = build(site.root(), &site.output());
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(site.output().join(MARKER_FILE)).unwrap(), marker);

    // With a file of someone else's at its top.
    as_written_by_iopress_0_1(&site.output());
    std::fs::write(site.output().join("notes.txt"), "mine").unwrap();
    let before = snapshot(&site.output());
    let out = build(site.root(), &site.output());
    assert_refused(&out, "holds `notes.txt`, which the build that wrote it did not write there");
    assert_eq!(snapshot(&site.output()), before);
    assert!(leftovers(site.root()).is_empty(), "{:?}", leftovers(site.root()));

    // Without its ledger, the old marker proves nothing.
    std::fs::remove_file(site.output().join("notes.txt")).unwrap();
    std::fs::remove_file(site.output().join(iopress::render::reuse::LEDGER_FILE)).unwrap();
    let before = snapshot(&site.output());
    let out = build(site.root(), &site.output());
    assert_refused(&out, "no ledger of that version");
    assert_eq!(snapshot(&site.output()), before);
}

crate::tests! {
    a_folder_with_someone_elses_files_is_refused_and_untouched,
    a_source_folder_of_a_repository_is_refused,
    the_sites_sources_are_refused_through_symlinks,
    system_folders_and_the_home_folder_are_refused,
    an_iopress_output_is_replaced_and_keeps_its_marker,
    a_rebuild_over_an_existing_output_equals_a_clean_build,
    builds_killed_at_any_moment_leave_an_output_and_no_debris,
    #[needs(UNSHARE)]
    an_output_that_is_a_mount_point_is_replaced_in_place,
    a_swap_without_exchange_replaces_the_output_and_leaves_no_debris,
    a_build_killed_between_the_renames_of_a_swap_without_exchange_loses_no_output,
    a_folder_with_an_empty_marker_and_a_users_file_is_refused_and_untouched,
    a_file_put_at_the_top_of_an_output_by_hand_is_refused_and_kept,
    an_output_of_iopress_0_1_is_replaced_only_when_its_ledger_shows_what_it_wrote,
}
