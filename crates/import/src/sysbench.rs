//! sysbench 1.0's text output read into load curves: `sysbench fileio … run` (file I/O) and
//! the OLTP scripts (`oltp_read_write`, `oltp_read_only`, `oltp_write_only` … `run`).
//!
//! Each file is one run, so one point; a sweep is one file per thread count (or per block
//! size, as separate workloads). sysbench prints its figures with two decimals, latencies in
//! milliseconds; the mean latency is taken as `sum / events` from its own lines (the same mean
//! as its `avg`, to a finer digit), and its percentile with the two decimals it printed.
//!
//! - **fileio**: the load is reads/s + writes/s (fsyncs are not I/O operations); throughput
//!   read + written MiB/s; jobs the threads; queue depth 1 in synchronous mode (each thread
//!   waits for its I/O), unknown in asynchronous mode (`--file-async-backlog` is not printed).
//!   Its latency is per event, fsyncs included: a run with fsyncs is imported with a warning.
//! - **OLTP**: the load is transactions per second (a `load [TPS]` column), the latency per
//!   transaction, jobs the threads.

use std::path::{Path, PathBuf};

use super::{
    check_config_declared, check_name, merge_curves, read_existing, write_atomically, Curve,
    MergeSummary, Point,
};
use iopress_site::diagnostics::{Diagnostic, Location};

/// What `iopress import sysbench` is asked to do.
#[derive(Debug, Clone, Default)]
pub struct SysbenchImport {
    pub files: Vec<PathBuf>,
    pub output: PathBuf,
    pub workload: Option<String>,
    pub config: Option<String>,
}

/// What an import wrote.
#[derive(Debug, Clone)]
pub struct SysbenchReport {
    pub output: PathBuf,
    /// The imported curves, each point with the run it came from.
    pub curves: Vec<(Curve, Vec<Run>)>,
    pub merge: MergeSummary,
    pub warnings: Vec<Diagnostic>,
}

/// One sysbench run, as read from its output.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    pub file: PathBuf,
    pub kind: RunKind,
    pub threads: u64,
    /// The workload id derived from the run (`rand-read-4k`, `oltp-read-write`).
    pub workload: String,
    pub point: Point,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunKind {
    FileIo,
    Oltp,
}

/// Reads every file, and writes the curves into the output only if all of them were good.
pub fn import_sysbench(request: &SysbenchImport) -> Result<SysbenchReport, Vec<Diagnostic>> {
    let mut problems = Vec::new();
    for (what, name) in [("workload", &request.workload), ("config", &request.config)] {
        if let Some(Err(problem)) = name.as_deref().map(|n| check_name(what, n)) {
            problems.push(problem);
        }
    }
    if let Some(config) = request.config.as_deref().filter(|c| check_name("config", c).is_ok()) {
        problems.extend(check_config_declared(&request.output, config).err());
    }
    if request.files.is_empty() {
        problems.push(
            Diagnostic::error("no sysbench output to import")
                .with_help("name one or more files holding what `sysbench … run` printed"),
        );
    }
    let mut runs = Vec::new();
    let mut warnings = Vec::new();
    for file in &request.files {
        let text = match iopress_site::text_file::read(file) {
            Ok(text) => text,
            Err(e) => {
                problems.push(e.into_diagnostic(|e| {
                    Diagnostic::error(format!("cannot read the sysbench output: {e}")).in_file(file)
                }));
                continue;
            }
        };
        match parse_sysbench_output(&text, file) {
            Ok((run, found)) => {
                runs.push(run);
                warnings.extend(found);
            }
            Err(found) => problems.extend(found),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }

    // Curves by workload, in the order of the files; points by jobs × depth, then load.
    let mut curves: Vec<(Curve, Vec<Run>)> = Vec::new();
    for run in runs {
        let workload = request.workload.clone().unwrap_or_else(|| run.workload.clone());
        match curves.iter_mut().find(|(c, _)| c.workload == workload) {
            Some((_, runs)) => runs.push(run),
            None => curves.push((
                Curve { workload, config: request.config.clone(), points: Vec::new() },
                vec![run],
            )),
        }
    }
    for (curve, runs) in &mut curves {
        let kinds: Vec<RunKind> = runs.iter().map(|r| r.kind).collect();
        if kinds.iter().any(|k| *k != kinds[0]) {
            problems.push(
                Diagnostic::error(format!("curve `{}` mixes file I/O and OLTP runs", curve.workload))
                    .in_file(&runs[0].file)
                    .with_help("import them into separate files: one measures I/O operations, the other transactions"),
            );
        }
        let key = |r: &Run| {
            (
                r.point.jobs.unwrap_or(1).saturating_mul(r.point.iodepth.unwrap_or(1)),
                r.point.jobs.unwrap_or(1),
            )
        };
        runs.sort_by(|a, b| key(a).cmp(&key(b)).then(load(&a.point).total_cmp(&load(&b.point))));
        let mut by_load: Vec<&Run> = runs.iter().collect();
        by_load.sort_by(|a, b| load(&a.point).total_cmp(&load(&b.point)));
        for pair in by_load.windows(2) {
            if load(&pair[0].point).round() == load(&pair[1].point).round() {
                problems.push(
                    Diagnostic::error(format!(
                        "two points of curve `{}` have the same load ({:.0}): this one and {}",
                        curve.workload,
                        load(&pair[1].point),
                        pair[0].file.display()
                    ))
                    .in_file(&pair[1].file)
                    .with_help("is the same run named twice?"),
                );
            }
        }
        curve.points = runs.iter().map(|r| r.point.clone()).collect();
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let data: Vec<Curve> = curves.iter().map(|(c, _)| c.clone()).collect();
    let existing = read_existing(&request.output).map_err(|d| vec![d])?;
    let (text, merge) = merge_curves(existing.as_deref(), &request.output, &data)?;
    write_atomically(&request.output, &text).map_err(|d| vec![d])?;
    warnings.extend(merge.shrunk_warning(&request.output));
    Ok(SysbenchReport { output: request.output.clone(), curves, merge, warnings })
}

/// A point's load: transactions for OLTP, operations for file I/O.
pub fn load(point: &Point) -> f64 {
    point.tps.unwrap_or(point.iops)
}

/// The lines of sysbench's output, with their numbers, for finding a figure and saying where
/// it was (or where it should have been).
struct Lines<'a> {
    text: &'a str,
    path: &'a Path,
}

impl<'a> Lines<'a> {
    /// The first line whose trimmed text starts with `label`, with its 1-based number.
    fn find(&self, label: &str) -> Option<(usize, &'a str)> {
        self.text
            .lines()
            .enumerate()
            .find(|(_, l)| l.trim_start().starts_with(label))
            .map(|(i, l)| (i + 1, l))
    }

    /// The number after `label` on its line (`reads/s:  18944.38`, `transactions: 1729 (863.57
    /// per sec.)` with `per_second` taking the one in parentheses).
    /// `Err(None)`: the output has no such line.
    fn number(&self, label: &str, per_second: bool) -> Result<f64, Option<Diagnostic>> {
        let Some((line, text)) = self.find(label) else {
            return Err(None);
        };
        let start = text.find(label).expect("found by label") + label.len();
        let rest = &text[start..];
        let field = if per_second {
            rest.find('(').map(|i| &rest[i + 1..]).and_then(|r| r.split_whitespace().next())
        } else {
            rest.split_whitespace().next()
        };
        let field = field.unwrap_or("");
        let column = text[..start].chars().count() + rest.len() - rest.trim_start().len() + 1;
        let value =
            field.trim_end_matches('s').parse::<f64>().ok().filter(|v| v.is_finite() && *v >= 0.0);
        value.ok_or_else(|| {
            Some(
                Diagnostic::error(format!(
                    "`{field}` after `{}` is not a figure",
                    label.trim_end_matches(':')
                ))
                .in_file(self.path)
                .at_location(Some(Location::new(line, column)))
                .with_help("a corrupt or edited output: run sysbench again"),
            )
        })
    }
}

/// One run's output, `path` naming it in messages: the run and warnings about it.
pub fn parse_sysbench_output(
    text: &str,
    path: &Path,
) -> Result<(Run, Vec<Diagnostic>), Vec<Diagnostic>> {
    let lines = Lines { text, path };
    if !text.lines().any(|l| l.starts_with("sysbench "))
        || lines.find("Number of threads:").is_none()
    {
        return Err(vec![Diagnostic::error("not sysbench output: no `sysbench <version>` and `Number of threads:` lines")
            .in_file(path)
            .at(1, 1)
            .with_help("import what `sysbench fileio … run` or `sysbench oltp_… run` printed (its standard output)")]);
    }
    if let Some((line, fatal)) = lines.find("FATAL:") {
        let column = fatal.find("FATAL:").unwrap_or(0) + 1;
        return Err(vec![Diagnostic::error(format!("sysbench failed: {}", fatal.trim()))
            .in_file(path)
            .at_location(Some(Location::new(line, column)))
            .with_help("its figures are not a measurement; fix the cause (for fileio, run `prepare` first) and run it again")]);
    }
    let mut problems = Vec::new();
    let mut warnings = Vec::new();
    let missing = std::cell::RefCell::new(Vec::new());
    let get = |label: &str, per_second: bool, problems: &mut Vec<Diagnostic>| match lines
        .number(label, per_second)
    {
        Ok(value) => value,
        Err(problem) => {
            match problem {
                Some(problem) => problems.push(problem),
                None => missing.borrow_mut().push(format!("`{}`", label.trim_end_matches(':'))),
            }
            0.0
        }
    };
    let threads = get("Number of threads:", false, &mut problems);
    let events = get("total number of events:", false, &mut problems);
    let sum_ms = get("sum:", false, &mut problems);
    let avg_ms = get("avg:", false, &mut problems);
    let kind = if lines.find("File operations:").is_some() {
        RunKind::FileIo
    } else if lines.find("SQL statistics:").is_some() {
        RunKind::Oltp
    } else {
        problems.push(
            Diagnostic::error("this sysbench output has neither `File operations:` (fileio) nor `SQL statistics:` (OLTP)")
                .in_file(path)
                .with_help("iopress reads sysbench's fileio and OLTP tests; the run may have stopped before its results"),
        );
        RunKind::FileIo
    };
    let mut point = Point {
        iops: 0.0,
        bytes_per_second: 0.0,
        latency: 0.0,
        latency_p99: None,
        latency_p99_resolution: None,
        tps: None,
        iodepth: None,
        jobs: None,
    };
    let mut workload = String::new();
    match kind {
        RunKind::FileIo => {
            let reads = get("reads/s:", false, &mut problems);
            let writes = get("writes/s:", false, &mut problems);
            let fsyncs = get("fsyncs/s:", false, &mut problems);
            let read_mib = get("read, MiB/s:", false, &mut problems);
            let written_mib = get("written, MiB/s:", false, &mut problems);
            point.iops = reads + writes;
            point.bytes_per_second = (read_mib + written_mib) * 1024.0 * 1024.0;
            if fsyncs > 0.0 {
                warnings.push(
                    Diagnostic::warning(format!("this run called fsync() {fsyncs} times a second; sysbench counts them as events, so its latency mixes them with the I/Os"))
                        .in_file(path)
                        .with_help("for I/O latency alone run with --file-fsync-freq=0 (and --file-fsync-end=off)"),
                );
            }
            if lines.find("Using synchronous I/O mode").is_some() {
                point.iodepth = Some(1);
            } else {
                warnings.push(
                    Diagnostic::warning("asynchronous I/O mode: each thread's queue depth is --file-async-backlog, which sysbench does not print; the point's queue depth is left empty")
                        .in_file(path)
                        .with_help("write it into the `iodepth` column yourself, or sweep threads in synchronous mode"),
                );
            }
            match fileio_workload(text) {
                Ok(name) => workload = name,
                Err(problem) => problems.push(problem.in_file(path)),
            }
        }
        RunKind::Oltp => {
            let tps = get("transactions:", true, &mut problems);
            point.tps = Some(tps);
            point.iops = get("queries:", true, &mut problems);
            let read = get("read:", false, &mut problems);
            let write = get("write:", false, &mut problems);
            workload = match (read > 0.0, write > 0.0) {
                // oltp_point_select: one primary-key read per transaction, no BEGIN/COMMIT;
                // oltp_read_only's transactions hold 14 reads by default.
                (true, false) if point.iops <= tps => "oltp-point-select",
                (true, false) => "oltp-read-only",
                (false, true) => "oltp-write-only",
                _ => "oltp-read-write",
            }
            .to_string();
        }
    }
    let missing = missing.into_inner();
    if !missing.is_empty() {
        let lines = text.lines().count();
        problems.insert(
            0,
            Diagnostic::error(format!("the sysbench output stops before its results: it has no {} line", missing.join(", ")))
                .in_file(path)
                .at(lines.max(1), 1)
                .with_help("the run did not finish (sysbench stopped, or the output was cut short): run it again and import its whole output"),
        );
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    if events < 1.0 {
        return Err(vec![Diagnostic::error(
            "the run completed no events, so there is nothing to import",
        )
        .in_file(path)]);
    }
    // sysbench's avg is sum / events, printed to 0.01 ms; the same from its sum is finer.
    let mean_ms = sum_ms / events;
    if (mean_ms - avg_ms).abs() > 0.005 + sum_ms * 1e-6 + 0.005 / events {
        return Err(vec![Diagnostic::error(format!("the latency sum {sum_ms} ms over {events} events is {mean_ms:.4} ms, not the avg {avg_ms} ms the output prints"))
            .in_file(path)
            .with_help("a corrupt or edited output: run sysbench again")]);
    }
    point.latency = mean_ms / 1e3;
    point.jobs = Some(threads as u64);
    match percentile(&lines) {
        Some((99, value_ms)) if value_ms > 0.0 => {
            point.latency_p99 = Some(value_ms / 1e3);
            point.latency_p99_resolution = Some(1e-5);
        }
        Some((99, _)) => warnings.push(
            Diagnostic::warning("the 99th percentile is below the 0.01 ms sysbench prints (`0.00`); it is left empty")
                .in_file(path),
        ),
        Some((nth, _)) => warnings.push(
            Diagnostic::warning(format!("sysbench reported the {nth}th percentile, not the 99th; `latency-p99` is left empty"))
                .in_file(path)
                .with_help("run sysbench with --percentile=99"),
        ),
        None => {}
    }
    Ok((Run { file: path.to_path_buf(), kind, threads: threads as u64, workload, point }, warnings))
}

/// `99th percentile:  8.43` → (99, 8.43).
fn percentile(lines: &Lines) -> Option<(u32, f64)> {
    lines.text.lines().find_map(|line| {
        let trimmed = line.trim();
        let (nth, rest) = trimmed.split_once("th percentile:")?;
        Some((nth.parse().ok()?, rest.trim().parse().ok()?))
    })
}

/// `Doing random read test` with `Block size 4KiB` → `rand-read-4k`; the r/w mix from
/// `Read/Write ratio for combined random IO test: 1.50` → `rand-60-40-4k`.
fn fileio_workload(text: &str) -> Result<String, Diagnostic> {
    let doing = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("Doing ").and_then(|r| r.strip_suffix(" test")));
    let Some(doing) = doing else {
        return Err(Diagnostic::error(
            "the fileio output does not say which test it ran (`Doing … test`)",
        )
        .with_help("name the curve with --workload"));
    };
    let block = text.lines().find_map(|l| l.trim().strip_prefix("Block size "));
    let block = block.and_then(block_label).ok_or_else(|| {
        Diagnostic::error("the fileio output gives no block size it can read (`Block size 16KiB`)")
            .with_help("name the curve with --workload")
    })?;
    let prefix = match doing {
        "random read" => "rand-read".to_string(),
        "random write" => "rand-write".to_string(),
        "sequential read" => "seq-read".to_string(),
        "sequential write (creation)" => "seq-write".to_string(),
        "sequential rewrite" => "seq-rewrite".to_string(),
        "random r/w" => {
            let ratio = text
                .lines()
                .find_map(|l| {
                    l.trim().strip_prefix("Read/Write ratio for combined random IO test:")
                })
                .and_then(|r| r.trim().parse::<f64>().ok())
                .filter(|r| *r > 0.0)
                .ok_or_else(|| {
                    Diagnostic::error("a random r/w run without its read/write ratio")
                        .with_help("name the curve with --workload")
                })?;
            let read = (ratio / (ratio + 1.0) * 100.0).round() as u32;
            format!("rand-{read}-{}", 100 - read)
        }
        other => {
            return Err(Diagnostic::error(format!(
                "no workload name for the fileio test `{other}`"
            ))
            .with_help("name the curve with --workload"))
        }
    };
    Ok(format!("{prefix}-{block}"))
}

/// `4KiB` → `4k`, `1MiB` → `1024k`, `512b` → `512b`.
fn block_label(text: &str) -> Option<String> {
    let text = text.trim();
    let digits: String = text.chars().take_while(|c| c.is_ascii_digit()).collect();
    let value: u64 = digits.parse().ok()?;
    let bytes = match &text[digits.len()..] {
        "KiB" => value * 1024,
        "MiB" => value * 1024 * 1024,
        "GiB" => value * 1024 * 1024 * 1024,
        "b" | "B" | "" => value,
        _ => return None,
    };
    Some(if bytes.is_multiple_of(1024) {
        format!("{}k", bytes / 1024)
    } else {
        format!("{bytes}b")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_sizes_and_workloads() {
        assert_eq!(block_label("4KiB").as_deref(), Some("4k"));
        assert_eq!(block_label("1MiB").as_deref(), Some("1024k"));
        assert_eq!(block_label("512b").as_deref(), Some("512b"));
        let text = "Block size 16KiB\nRead/Write ratio for combined random IO test: 1.50\nDoing random r/w test\n";
        assert_eq!(fileio_workload(text).unwrap(), "rand-60-40-16k");
        assert_eq!(
            fileio_workload("Block size 4KiB\nDoing sequential write (creation) test\n").unwrap(),
            "seq-write-4k"
        );
    }
}
