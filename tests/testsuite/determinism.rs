//! The same input gives byte-identical output.

use crate::common::{snapshot, Fixture, REPO};

fn two_builds_of_a_fixture_are_identical() {
    let site = Fixture::with_review();
    site.build_ok();
    let first = snapshot(&site.output());
    site.build_ok();
    assert_eq!(first, snapshot(&site.output()));
}

fn the_example_site_builds_identically_twice() {
    let out = tempfile::tempdir().unwrap();
    let build = |name: &str| {
        let options = iopress::BuildOptions {
            root: REPO.into(),
            output: Some(out.path().join(name)),
            ..Default::default()
        };
        iopress::build_site(&options).unwrap_or_else(|f| panic!("{f}"));
        snapshot(&out.path().join(name))
    };
    let (a, b) = (build("a"), build("b"));
    // The search index is part of the output, and of the guarantee.
    assert!(
        a.iter().any(|(path, _)| path == "pagefind/ja/pagefind-entry.json"),
        "the search index is built"
    );
    assert_eq!(a, b);
}

crate::tests! {
    two_builds_of_a_fixture_are_identical,
    the_example_site_builds_identically_twice,
}
