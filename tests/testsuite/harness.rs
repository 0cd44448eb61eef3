//! The test binary's harness, on libtest-mimic (`harness = false` in Cargo.toml): it decides
//! at run time, not at compile time, which tests cannot run here.
//!
//! Each module lists its test fns in one `tests!` call at its end, and `main.rs` gathers every
//! module's list. A test fn left out of its list is never called: dead code, which the
//! compiler warns of and clippy's `-D warnings` refuses. A `#[test]` attribute would be
//! dropped without a word under `harness = false`; a test below fails on any.
//!
//! A test that runs a system tool says so (`#[needs(FIO)]`, the tools of `tools.rs`). When
//! one of them is not on `PATH`, the test is reported as ignored, with the package to install,
//! and the run ends with the list of what was skipped and the `apt-get install` line. With
//! `CI` set (any value), the test fails instead, naming the package: CI must run every test.
//!
//! libtest's options work as before (`MODULE::` filters, `--exact`, `--skip`, `--ignored`,
//! `--include-ignored`, `--list`, `--test-threads`, and `RUST_TEST_THREADS`), and tests run
//! in name order, as libtest runs them. Unlike libtest, the harness does not capture a test's
//! output: what a test prints shows as it runs, interleaved with the other tests'.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use libtest_mimic::{Arguments, Completion, Failed, Trial};

use crate::tools::{self, Tool};

/// Registers a module's test fns: defines the module's `tests()`, which `main.rs` calls.
///
/// ```text
/// crate::tests! {
///     builds_a_page,
///     inner_module::a_test_in_it,    // `pub(super)` there; named `module::inner_module::…`
///     #[needs(FIO)]
///     fio_measured_here_is_imported,
///     #[ignore = "why"]
///     slow_one,
///     #[should_panic(expected = "part of the message")]
///     refuses_it,
/// }
/// ```
// Exported to the crate's root, `crate::tests!`: a `use` of it would clash with the `tests`
// fn that its call in this module defines.
#[macro_export]
macro_rules! tests {
    (@attribute $test:ident, needs($($tool:ident),+ $(,)?)) => {
        $test.needs(&[$($crate::tools::$tool),+])
    };
    (@attribute $test:ident, ignore $(= $reason:literal)?) => {
        // libtest-mimic prints no reason for a test ignored before the run: it stays in the
        // source, where the reader of the list sees it.
        $test.ignore()
    };
    (@attribute $test:ident, should_panic) => {
        $test.should_panic(None)
    };
    (@attribute $test:ident, should_panic(expected = $expected:literal)) => {
        $test.should_panic(Some($expected))
    };
    ($($(#[$($attribute:tt)+])* $test:path),* $(,)?) => {
        /// This module's tests, for `main.rs` to run.
        pub(crate) fn tests() -> Vec<$crate::harness::Test> {
            vec![$({
                #[allow(unused_mut)]
                let mut test =
                    $crate::harness::Test::new(module_path!(), stringify!($test), $test);
                $(test = $crate::tests!(@attribute test, $($attribute)+);)*
                test
            }),*]
        }
    };
}

/// One test fn, as its module's `tests!` list registers it.
pub struct Test {
    /// `module::fn`, as libtest named it: what filters, `--exact` and `--skip` match.
    name: String,
    body: fn(),
    needs: &'static [Tool],
    ignored: bool,
    should_panic: ShouldPanic,
}

#[derive(Clone, Copy)]
enum ShouldPanic {
    No,
    Yes,
    WithMessage(&'static str),
}

impl Test {
    /// `module_path` is the module's `module_path!()`: `testsuite::serve` names its tests
    /// `serve::…`.
    pub fn new(module_path: &str, name: &str, body: fn()) -> Test {
        let module = module_path.split_once("::").map_or(module_path, |(_, module)| module);
        Test {
            name: format!("{module}::{name}"),
            body,
            needs: &[],
            ignored: false,
            should_panic: ShouldPanic::No,
        }
    }

    pub fn needs(self, tools: &'static [Tool]) -> Test {
        Test { needs: tools, ..self }
    }

    // Called only from a list with an `#[ignore]` in it: there may be none.
    #[allow(dead_code)]
    pub fn ignore(self) -> Test {
        Test { ignored: true, ..self }
    }

    pub fn should_panic(self, expected: Option<&'static str>) -> Test {
        let should_panic = expected.map_or(ShouldPanic::Yes, ShouldPanic::WithMessage);
        Test { should_panic, ..self }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn tools(&self) -> &'static [Tool] {
        self.needs
    }

    fn into_trial(self, ci: bool, skipped: Arc<Mutex<Vec<Skipped>>>) -> Trial {
        let Test { name, body, needs, ignored, should_panic } = self;
        let test = name.clone();
        Trial::ignorable_test(name, move || {
            let missing: Vec<Tool> =
                needs.iter().copied().filter(|&tool| tools::find(tool).is_none()).collect();
            if missing.is_empty() {
                let started = std::time::Instant::now();
                let result = run_body(body, should_panic).map(|()| Completion::Completed);
                report_time(&test, started.elapsed());
                return result;
            }
            let what = missing.iter().map(|t| t.program).collect::<Vec<_>>().join(", ");
            let install = tools::install_line(&missing);
            if ci {
                return Err(Failed::from(format!(
                    "needs {what}, not found on PATH: {install} (CI is set: a test that cannot \
                     run fails)"
                )));
            }
            skipped.lock().unwrap_or_else(|e| e.into_inner()).push(Skipped { test, missing });
            Ok(Completion::ignored_with(format!("needs {what}: {install}")))
        })
        .with_ignored_flag(ignored)
    }
}

/// With `IOPRESS_TEST_TIMES` set, prints how long a test took (`[time] 12.3 s module::test`)
/// on stderr: libtest-mimic reports no durations, and CI's run must stay within about 20
/// minutes (docs/ci.md, "The test run"), so the slow tests are the ones to know.
fn report_time(test: &str, took: std::time::Duration) {
    if std::env::var_os("IOPRESS_TEST_TIMES").is_some() {
        eprintln!("[time] {:7.1} s {test}", took.as_secs_f64());
    }
}

/// A test ignored because tools it runs are missing.
struct Skipped {
    test: String,
    missing: Vec<Tool>,
}

/// Runs a test's fn: a panic fails it, unless it should panic (with that message in it).
fn run_body(body: fn(), should_panic: ShouldPanic) -> Result<(), Failed> {
    let panic = match catch_unwind(AssertUnwindSafe(body)) {
        Ok(()) => None,
        Err(payload) => Some(
            payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "(a panic without a message)".to_string()),
        ),
    };
    match (should_panic, panic) {
        (ShouldPanic::No, None) | (ShouldPanic::Yes, Some(_)) => Ok(()),
        (ShouldPanic::No, Some(message)) => Err(Failed::from(format!("test panicked: {message}"))),
        (ShouldPanic::Yes | ShouldPanic::WithMessage(_), None) => {
            Err(Failed::from("test did not panic as expected"))
        }
        (ShouldPanic::WithMessage(expected), Some(message)) if message.contains(expected) => Ok(()),
        (ShouldPanic::WithMessage(expected), Some(message)) => Err(Failed::from(format!(
            "panic did not contain expected string\n      panic message: {message:?}\n \
             expected substring: {expected:?}"
        ))),
    }
}

/// Runs the tests the command line selects, as libtest would; the process's exit status.
pub fn run(mut tests: Vec<Test>) -> ExitCode {
    let (mut args, filters) = arguments(std::env::args());
    // libtest runs the tests that match any of several filters; libtest-mimic takes one.
    if filters.len() > 1 {
        tests.retain(|test| {
            filters.iter().any(|f| if args.exact { test.name == *f } else { test.name.contains(f) })
        });
    } else {
        args.filter = filters.into_iter().next();
    }
    // libtest reads it; libtest-mimic only knows the option.
    if args.test_threads.is_none() {
        args.test_threads = std::env::var("RUST_TEST_THREADS").ok().and_then(|n| n.parse().ok());
    }
    tests.sort_by(|a, b| a.name.cmp(&b.name));
    if let Some(twice) = tests.windows(2).find(|pair| pair[0].name == pair[1].name) {
        panic!("{} is listed twice in its module's tests! list", twice[0].name);
    }
    let ci = std::env::var_os("CI").is_some();
    let skipped = Arc::new(Mutex::new(Vec::new()));
    let trials = tests.into_iter().map(|test| test.into_trial(ci, skipped.clone())).collect();
    let conclusion = libtest_mimic::run(&args, trials);
    let skipped = std::mem::take(&mut *skipped.lock().unwrap_or_else(|e| e.into_inner()));
    if !skipped.is_empty() {
        print!("{}", skipped_report(skipped));
    }
    conclusion.exit_code()
}

/// The command line as libtest-mimic reads it, and the filters (libtest's positional
/// arguments), of which libtest-mimic would refuse more than one.
fn arguments(command_line: impl IntoIterator<Item = String>) -> (Arguments, Vec<String>) {
    // libtest-mimic's options that take a value as the next argument.
    const WITH_VALUE: [&str; 6] =
        ["--test-threads", "--logfile", "--skip", "--color", "--format", "-Z"];
    let mut command_line = command_line.into_iter();
    let mut options: Vec<String> = command_line.next().into_iter().collect();
    let mut filters = Vec::new();
    while let Some(argument) = command_line.next() {
        if WITH_VALUE.contains(&argument.as_str()) {
            options.push(argument);
            options.extend(command_line.next());
        } else if argument.starts_with('-') {
            options.push(argument);
        } else {
            filters.push(argument);
        }
    }
    (Arguments::from_iter(options), filters)
}

/// What the run could not test here and how to install what it lacks, after libtest's summary.
fn skipped_report(mut skipped: Vec<Skipped>) -> String {
    skipped.sort_by(|a, b| a.test.cmp(&b.test));
    let mut missing: Vec<Tool> = skipped.iter().flat_map(|s| s.missing.iter().copied()).collect();
    missing.sort_unstable();
    missing.dedup();
    let mut report = format!(
        "\n{} test{} skipped (reported as ignored): {} not found on PATH.\n",
        skipped.len(),
        if skipped.len() == 1 { " was" } else { "s were" },
        missing.iter().map(Tool::origin).collect::<Vec<_>>().join(", "),
    );
    for s in &skipped {
        let programs: Vec<&str> = s.missing.iter().map(|t| t.program).collect();
        report.push_str(&format!("  {}  needs {}\n", s.test, programs.join(", ")));
    }
    report.push_str(&format!(
        "To run them, install the packages: sudo {}\n(With CI set, these tests fail instead.)\n",
        tools::install_line(&missing)
    ));
    report
}

// The harness's own tests.

/// Runs this test binary again, with `PATH` an empty folder (so that no tool is found) and
/// `CI` as given, on the tests that need a tool: every other test is skipped by name.
fn run_tool_tests_without_tools(ci: Option<&str>) -> (std::process::Output, Vec<Test>) {
    let tests: Vec<Test> = crate::all_tests();
    let (needing, others): (Vec<Test>, Vec<Test>) =
        tests.into_iter().partition(|test| !test.tools().is_empty());
    assert!(!needing.is_empty(), "no test declares a tool it needs");
    let empty = tempfile::tempdir().unwrap();
    let mut command = std::process::Command::new(std::env::current_exe().unwrap());
    command
        .args(["--exact", "--color", "never", "--test-threads", "2"])
        .env("PATH", empty.path())
        .env_remove("CI")
        .env_remove("RUST_TEST_THREADS");
    for other in &others {
        command.args(["--skip", other.name()]);
    }
    if let Some(ci) = ci {
        command.env("CI", ci);
    }
    (command.output().unwrap(), needing)
}

fn a_test_whose_tool_is_missing_is_ignored_and_the_run_says_what_to_install() {
    let (out, needing) = run_tool_tests_without_tools(None);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{}\n{stdout}\n{stderr}", out.status);
    assert!(stdout.contains(&format!("0 passed; 0 failed; {} ignored", needing.len())), "{stdout}");
    let (results, report) = stdout
        .split_once("skipped (reported as ignored)")
        .unwrap_or_else(|| panic!("no list of the skipped tests:\n{stdout}"));
    let mut every_tool = Vec::new();
    for test in &needing {
        let programs: Vec<&str> = test.tools().iter().map(|t| t.program).collect();
        let line = format!(
            "test {} ... ignored (needs {}: {})",
            test.name(),
            programs.join(", "),
            tools::install_line(test.tools())
        );
        // libtest-mimic pads the names to one width.
        let found =
            results.lines().any(|l| l.split_whitespace().collect::<Vec<_>>().join(" ") == line);
        assert!(found, "no line {line:?} in:\n{results}");
        let listed = format!("  {}  needs {}", test.name(), programs.join(", "));
        assert!(report.lines().any(|l| l == listed), "{listed:?} not listed in:\n{report}");
        for tool in test.tools() {
            assert!(report.contains(&tool.origin()), "{} not in:\n{report}", tool.origin());
        }
        every_tool.extend(test.tools());
    }
    let install = format!("sudo {}", tools::install_line(&every_tool));
    assert!(report.contains(&install), "no {install:?} in:\n{report}");
}

fn under_ci_a_test_whose_tool_is_missing_fails_naming_its_package() {
    let (out, needing) = run_tool_tests_without_tools(Some("true"));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(101), "{stdout}");
    assert!(stdout.contains(&format!("0 passed; {} failed; 0 ignored", needing.len())), "{stdout}");
    assert!(!stdout.contains("skipped (reported as ignored)"), "{stdout}");
    let (_, failures) = stdout.split_once("\nfailures:\n").unwrap();
    for test in &needing {
        let programs: Vec<&str> = test.tools().iter().map(|t| t.program).collect();
        let message = format!(
            "---- {} ----\nneeds {}, not found on PATH: {} (CI is set: a test that cannot run \
             fails)\n",
            test.name(),
            programs.join(", "),
            tools::install_line(test.tools())
        );
        assert!(failures.contains(&message), "no {message:?} in:\n{failures}");
    }
}

fn a_tool_is_an_executable_file_found_on_path() {
    let dir = tempfile::tempdir().unwrap();
    let (first, second, empty) = (dir.path().join("a"), dir.path().join("b"), dir.path().join("c"));
    for folder in [&first, &second, &empty] {
        std::fs::create_dir(folder).unwrap();
    }
    // In the first folder, a file that is not executable and a folder of the same names.
    std::fs::write(first.join("probe"), "#!/bin/sh\n").unwrap();
    std::fs::create_dir(first.join("probe-dir")).unwrap();
    for name in ["probe", "probe-dir"] {
        let file = second.join(name);
        std::fs::write(&file, "#!/bin/sh\n").unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
    }
    let path = std::env::join_paths([&empty, &first, &second]).unwrap();
    assert_eq!(tools::find_in("probe", &path), Some(second.join("probe")));
    assert_eq!(tools::find_in("probe-dir", &path), Some(second.join("probe-dir")));
    assert_eq!(tools::find_in("probe", &std::env::join_paths([&empty, &first]).unwrap()), None);
    assert_eq!(tools::find_in("probe", std::ffi::OsStr::new("")), None);
}

/// The names this test binary lists when run with `arguments`.
fn listed(arguments: &[&str]) -> Vec<String> {
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .arg("--list")
        .args(arguments)
        .output()
        .unwrap();
    assert!(out.status.success(), "{arguments:?}: {}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    stdout.lines().filter_map(|l| l.strip_suffix(": test")).map(str::to_string).collect()
}

fn several_filters_select_the_tests_that_match_any_as_libtest_does() {
    let names: Vec<String> = crate::all_tests().iter().map(|t| t.name().to_string()).collect();
    let mut expected: Vec<String> = names
        .into_iter()
        .filter(|n| n.contains("harness::a_t") || n.contains("harness::the_attr"))
        .filter(|n| !n.contains("harness::a_tool"))
        .collect();
    expected.sort();
    assert!(expected.len() > 2, "{expected:?}");
    let arguments = ["--skip", "harness::a_tool", "harness::a_t", "--test-threads", "1"];
    assert_eq!(listed(&[&arguments[..], &["harness::the_attr"]].concat()), expected);
    // One filter, and --exact with several.
    assert_eq!(listed(&["harness::the_attr"]), expected[expected.len() - 1..]);
    let two = [expected[0].as_str(), expected[1].as_str()];
    assert_eq!(listed(&["--exact", two[0], two[1]]), two);
    assert_eq!(listed(&["--exact", "harness::a_t", "harness::the_attr"]), Vec::<String>::new());
}

/// The attributes in `source` that the harness would ignore without a word, with their line:
/// libtest's test attributes, and code compiled only for libtest (`cfg(test)`).
fn attributes_for_libtest(source: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut offset = 0;
    // In a `tests!` list, the attributes are the harness's own.
    let mut in_list = false;
    for (index, line) in source.split_inclusive('\n').enumerate() {
        let start = offset + (line.len() - line.trim_start_matches([' ', '\t']).len());
        offset += line.len();
        let trimmed = line.trim();
        if trimmed.starts_with("tests! {") || trimmed.ends_with("::tests! {") {
            in_list = true;
        } else if in_list && trimmed == "}" {
            in_list = false;
        }
        if in_list || !source[start..].starts_with("#[") {
            continue;
        }
        // The attribute's text, to its closing bracket (it may span lines).
        let mut depth = 0;
        let mut end = start;
        for (at, c) in source[start..].char_indices() {
            match c {
                '[' => depth += 1,
                ']' if depth == 1 => {
                    end = start + at;
                    break;
                }
                ']' => depth -= 1,
                _ => {}
            }
        }
        let attribute: String =
            source[start + 2..end].chars().filter(|c| !c.is_whitespace()).collect();
        let path = attribute.split(['(', '=']).next().unwrap_or_default();
        let words: Vec<&str> =
            attribute.split(|c: char| !(c.is_alphanumeric() || c == '_')).collect();
        let for_libtest = path == "test"
            || path.ends_with("::test")
            || path == "ignore"
            || path == "should_panic"
            || ((path == "cfg_attr" || path == "cfg")
                && words.iter().any(|w| ["test", "ignore", "should_panic"].contains(w)));
        if for_libtest {
            found.push((index + 1, format!("#[{attribute}]")));
        }
    }
    found
}

fn no_libtest_attribute_is_left_and_every_file_is_a_module() {
    let folder = std::path::Path::new(crate::common::REPO).join("tests/testsuite");
    let main = std::fs::read_to_string(folder.join("main.rs")).unwrap();
    let mut problems = Vec::new();
    for entry in walkdir::WalkDir::new(&folder) {
        let entry = entry.unwrap();
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "rs") {
            let source = std::fs::read_to_string(path).unwrap();
            for (line, attribute) in attributes_for_libtest(&source) {
                problems.push(format!(
                    "{}:{line}: {attribute}: this harness never sees it; list the test in the \
                     module's `tests!` call (with #[ignore], #[should_panic] or #[needs] there)",
                    path.display()
                ));
            }
        }
        // Each file or folder directly in tests/testsuite is a module of main.rs, or it is
        // never compiled, nor its tests run.
        if entry.depth() == 1 && path.file_name().is_some_and(|n| n != "main.rs") {
            let module = path.file_stem().unwrap().to_string_lossy();
            if !main.lines().any(|l| l.trim() == format!("mod {module};")) {
                problems.push(format!(
                    "{}: not a module of the test binary: add `mod {module};` to main.rs and \
                     its tests() to all_tests()",
                    path.display()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn the_attribute_check_finds_what_libtest_alone_would_run() {
    let source = [
        "fn a() {}",
        "",
        "#[test]",
        "fn b() {}",
        "    #[tokio::test(flavor = \"current_thread\")]",
        "#[cfg_attr(",
        "    some_cfg,",
        "    ignore = \"why\"",
        ")]",
        "#[should_panic]",
        "#[cfg(test)]",
        "mod c {}",
        "#[allow(dead_code)]",
        "#[cfg(unix)]",
        "fn d() {}",
        "// #[test]",
        "const E: &str = \"#[test]\";",
        "crate::tests! {",
        "    #[ignore = \"why\"]",
        "    b,",
        "}",
        "#[ignore]",
    ]
    .join("\n");
    let found: Vec<usize> = attributes_for_libtest(&source).into_iter().map(|(l, _)| l).collect();
    assert_eq!(found, [3, 5, 6, 10, 11, 22]);
}

/// The build script declares what makes it run again: nothing outside the repository (such
/// as /usr/bin, where installing a package would rebuild iopress) and no environment
/// variable (such as `CI`), and it sets no cfg for the tests: what the machine has installed
/// is found out when the tests run.
fn the_build_script_watches_nothing_outside_the_repository() {
    let output = std::path::Path::new(env!("OUT_DIR")).parent().unwrap().join("output");
    let text = std::fs::read_to_string(&output).unwrap();
    let machine_dependent: Vec<&str> = text
        .lines()
        .filter(|line| {
            line.split_once("rerun-if-changed=")
                .is_some_and(|(_, path)| !path.starts_with(crate::common::REPO))
                || line.contains("rerun-if-env-changed=")
                || line.contains("rustc-cfg=")
        })
        .collect();
    assert!(machine_dependent.is_empty(), "{}: {machine_dependent:?}", output.display());
    assert!(text.contains("rerun-if-changed="), "{text}");
}

fn a_test_that_should_panic_passes_when_it_panics_with_the_expected_message() {
    panic!("a panic with the expected message in it");
}

fn a_test_that_should_panic_fails_when_it_does_not_or_with_another_message() {
    fn quiet() {}
    fn loud() {
        panic!("another message");
    }
    assert!(run_body(quiet, ShouldPanic::No).is_ok());
    let failure = |result: Result<(), Failed>| result.unwrap_err().message().unwrap().to_string();
    assert_eq!(failure(run_body(loud, ShouldPanic::No)), "test panicked: another message");
    assert!(run_body(loud, ShouldPanic::Yes).is_ok());
    assert!(run_body(loud, ShouldPanic::WithMessage("other mess")).is_ok());
    assert_eq!(failure(run_body(quiet, ShouldPanic::Yes)), "test did not panic as expected");
    assert!(failure(run_body(loud, ShouldPanic::WithMessage("expected")))
        .contains("panic message: \"another message\"\n expected substring: \"expected\""));
}

crate::tests! {
    a_test_whose_tool_is_missing_is_ignored_and_the_run_says_what_to_install,
    under_ci_a_test_whose_tool_is_missing_fails_naming_its_package,
    a_tool_is_an_executable_file_found_on_path,
    several_filters_select_the_tests_that_match_any_as_libtest_does,
    no_libtest_attribute_is_left_and_every_file_is_a_module,
    the_attribute_check_finds_what_libtest_alone_would_run,
    the_build_script_watches_nothing_outside_the_repository,
    #[should_panic(expected = "the expected message")]
    a_test_that_should_panic_passes_when_it_panics_with_the_expected_message,
    a_test_that_should_panic_fails_when_it_does_not_or_with_another_message,
}
