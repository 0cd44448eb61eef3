//! A check's findings, for people (grouped by file) or as JSON for CI annotations.
//!
//! The JSON schema (version 1) is documented in docs/check.md; fields are only ever added.

use std::fmt::Write;
use std::path::PathBuf;

use serde::Serialize;

use super::{CheckReport, Finding};

/// The version of the JSON output's schema.
pub const SCHEMA_VERSION: u32 = 1;

#[derive(Serialize)]
struct JsonReport<'a> {
    schema: u32,
    summary: Summary,
    findings: &'a [Finding],
    coverage: Option<super::coverage::CoverageJson>,
    /// The drafts left out, unchecked (without `--drafts`).
    drafts_left_out: &'a [PathBuf],
}

#[derive(Serialize)]
struct Summary {
    errors: usize,
    warnings: usize,
    notes: usize,
    files: usize,
    passed: bool,
    elapsed_ms: u128,
}

/// The report as JSON (one object, pretty-printed, ending with a newline).
pub fn to_json(report: &CheckReport, deny_warnings: bool) -> String {
    let json = JsonReport {
        schema: SCHEMA_VERSION,
        summary: Summary {
            errors: report.errors(),
            warnings: report.warnings(),
            notes: report.notes(),
            files: files(&report.findings).len(),
            passed: !report.failed(deny_warnings),
            elapsed_ms: report.elapsed.as_millis(),
        },
        findings: &report.findings,
        coverage: report.coverage.as_ref().map(|c| c.to_json()),
        drafts_left_out: &report.drafts_left_out,
    };
    let mut text =
        serde_json::to_string_pretty(&json).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    text.push('\n');
    text
}

/// The report for a terminal: findings grouped by file, then the coverage table and a
/// summary line.
pub fn to_human(report: &CheckReport, deny_warnings: bool) -> String {
    let mut out = String::new();
    let mut current: Option<&Option<PathBuf>> = None;
    for finding in &report.findings {
        if current != Some(&finding.file) {
            let name = finding
                .file
                .as_ref()
                .map(|f| f.display().to_string())
                .unwrap_or_else(|| "(site)".to_string());
            let _ = writeln!(out, "{}{name}", if current.is_some() { "\n" } else { "" });
            current = Some(&finding.file);
        }
        let position = match (finding.line, finding.column) {
            (Some(line), Some(column)) => format!("{line}:{column}"),
            (Some(line), None) => line.to_string(),
            _ => "-".to_string(),
        };
        let severity = match finding.severity {
            iopress_site::diagnostics::Severity::Error => "error",
            iopress_site::diagnostics::Severity::Warning => "warning",
            iopress_site::diagnostics::Severity::Note => "note",
        };
        let _ = writeln!(
            out,
            "  {position:>7}  {severity:<7}  {:<24} {}",
            finding.kind.name(),
            finding.message
        );
        if let Some(text) = &finding.text {
            let _ = writeln!(out, "{:>44}found:    {text}", "");
        }
        if let Some(expected) = &finding.expected {
            let _ = writeln!(out, "{:>44}expected: {expected}", "");
        }
        if let Some(help) = &finding.help {
            let _ = writeln!(out, "{:>44}help:     {help}", "");
        }
    }
    if let Some(coverage) = &report.coverage {
        if !report.findings.is_empty() {
            out.push('\n');
        }
        out.push_str(&coverage.to_table());
    }
    if let Some(line) = iopress_site::content::drafts_left_out_line(&report.drafts_left_out) {
        let _ = writeln!(out, "{line}");
    }
    let verdict = if report.failed(deny_warnings) { "check failed" } else { "check passed" };
    let notes = match report.notes() {
        0 => String::new(),
        1 => ", 1 note".to_string(),
        n => format!(", {n} notes"),
    };
    // Where the problems are; a clean run has nothing to locate.
    let problem_files = files(
        report.findings.iter().filter(|f| f.severity != iopress_site::diagnostics::Severity::Note),
    )
    .len();
    let place = match problem_files {
        0 => String::new(),
        1 => " in 1 file".to_string(),
        n => format!(" in {n} files"),
    };
    let _ = writeln!(
        out,
        "\n{verdict}: {} error(s), {} warning(s){notes}{place}, in {} ms{}",
        report.errors(),
        report.warnings(),
        report.elapsed.as_millis(),
        if deny_warnings && report.warnings() > 0 && report.errors() == 0 {
            " (warnings are denied)"
        } else {
            ""
        }
    );
    out
}

fn files<'a>(
    findings: impl IntoIterator<Item = &'a Finding>,
) -> std::collections::BTreeSet<&'a Option<PathBuf>> {
    findings.into_iter().map(|f| &f.file).collect()
}
