//! fio's JSON output (`--output-format=json` or `json+`, fio 3.x) read into load curves.
//!
//! Each reporting group of each file is one measured point. fio puts jobs that run at the
//! same time in one group (`groupid`); `stonewall` or `new_group` starts the next. So a
//! sweep is either one file per load level, or one file whose levels are separated by
//! `stonewall`; and the jobs of one group (`numjobs` clones, or several job sections) are
//! added up into its point, whether fio already did so (`group_reporting`) or not.
//!
//! Within a point, every job and direction (`read`, `write`, `trim`) that did I/O is a
//! *stream*. The point's load is the sum of their IOPS; its average latency is the mean of
//! their total latencies (`lat_ns`) weighted by how many I/Os each completed, which is what
//! fio's own `group_reporting` computes; its p99 is described at [`p99_ns`].

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::Value;

use super::{
    check_config_declared, check_name, merge_curves, read_existing, write_atomically, Curve,
    MergeSummary, Point,
};
use iopress_site::diagnostics::{Diagnostic, Location};

/// What `iopress import fio` is asked to do.
#[derive(Debug, Clone, Default)]
pub struct FioImport {
    /// fio output files, each holding one fio run.
    pub files: Vec<PathBuf>,
    /// The load-curve CSV to create or update.
    pub output: PathBuf,
    /// Names the one curve all points go into, instead of names derived from `rw` and `bs`.
    pub workload: Option<String>,
    /// The `config` cell of the imported rows.
    pub config: Option<String>,
}

/// What an import wrote.
#[derive(Debug, Clone)]
pub struct ImportReport {
    pub output: PathBuf,
    pub curves: Vec<CurveReport>,
    pub merge: MergeSummary,
    /// What was imported but deserves a look (an `iodepth` a synchronous engine ignores).
    pub warnings: Vec<Diagnostic>,
}

/// One imported curve and the measurements its points came from, ordered by load.
#[derive(Debug, Clone)]
pub struct CurveReport {
    pub workload: String,
    pub config: Option<String>,
    pub points: Vec<Measurement>,
}

/// One point as fio measured it: one reporting group of one file.
#[derive(Debug, Clone)]
pub struct Measurement {
    pub file: PathBuf,
    pub group: u64,
    /// Whether the file holds other groups too (then messages name the group).
    pub one_of_several: bool,
    /// How many jobs ran (a job with `numjobs=4` counts four times).
    pub jobs: u64,
    /// The queue depths its jobs ran at: `iodepth`, or 1 under a synchronous engine, which
    /// ignores it.
    pub iodepths: BTreeSet<u64>,
    /// Jobs whose `iodepth` above 1 had no effect: (job, engine, iodepth).
    pub ineffective_iodepths: Vec<(String, String, u64)>,
    /// Whether fio reported latency percentiles without the 99th (`--percentile_list`), so
    /// the point has no p99.
    pub p99_not_listed: bool,
    /// The access patterns of its streams: `rw` with the read share of mixed ones.
    patterns: BTreeSet<Pattern>,
    /// The block sizes, in bytes, of its streams.
    pub block_sizes: BTreeSet<u64>,
    pub point: Point,
}

impl Measurement {
    /// `a.json`, or `a.json (group 2)` when the file holds several points.
    /// The queue depth of every job of the point, if they all ran at one.
    pub fn iodepth(&self) -> Option<u64> {
        match self.iodepths.iter().collect::<Vec<_>>().as_slice() {
            [one] => Some(**one),
            _ => None,
        }
    }

    /// The I/Os the point kept in flight: jobs × queue depth (the highest, if they differ).
    pub fn outstanding(&self) -> u64 {
        self.jobs.saturating_mul(self.iodepths.iter().copied().max().unwrap_or(1))
    }

    pub fn source(&self) -> String {
        if self.one_of_several {
            format!("{} (group {})", self.file.display(), self.group)
        } else {
            self.file.display().to_string()
        }
    }
}

/// Reads every file, and writes the curves into the output only if all of them were
/// good fio output that makes consistent curves.
pub fn import_fio(request: &FioImport) -> Result<ImportReport, Vec<Diagnostic>> {
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
            Diagnostic::error("no fio output to import")
                .with_help("name one or more files written by `fio --output-format=json`"),
        );
    }
    let mut measurements = Vec::new();
    for file in &request.files {
        match read_fio_file(file) {
            Ok(found) => measurements.extend(found),
            Err(found) => problems.extend(found),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut warnings = ineffective_iodepth_warnings(&measurements);
    warnings.extend(p99_not_listed_warnings(&measurements));
    let curves = assemble_curves(measurements, request)?;
    let data: Vec<Curve> = curves
        .iter()
        .map(|c| Curve {
            workload: c.workload.clone(),
            config: c.config.clone(),
            points: c
                .points
                .iter()
                .map(|m| Point { iodepth: m.iodepth(), jobs: Some(m.jobs), ..m.point.clone() })
                .collect(),
        })
        .collect();
    let existing = read_existing(&request.output).map_err(|d| vec![d])?;
    let (text, merge) = merge_curves(existing.as_deref(), &request.output, &data)?;
    write_atomically(&request.output, &text).map_err(|d| vec![d])?;
    warnings.extend(merge.shrunk_warning(&request.output));
    Ok(ImportReport { output: request.output.clone(), curves, merge, warnings })
}

/// One warning per file and job whose `iodepth` a synchronous engine ignored: fio caps the
/// queue depth at 1 (and says so in a note that `--output-format=json` hides in stderr),
/// so the point is recorded at depth 1 and a sweep over such depths measures nothing.
fn ineffective_iodepth_warnings(measurements: &[Measurement]) -> Vec<Diagnostic> {
    let mut seen = BTreeSet::new();
    let mut warnings = Vec::new();
    for m in measurements {
        for (job, engine, depth) in &m.ineffective_iodepths {
            if seen.insert((m.file.clone(), job.clone())) {
                warnings.push(
                    Diagnostic::warning(format!(
                        "fio job `{job}` ran with iodepth={depth} on the synchronous engine `{engine}`, which keeps one I/O in flight; recorded at queue depth 1"
                    ))
                    .in_file(&m.file)
                    .with_help("for a queue-depth sweep use an asynchronous engine (--ioengine=libaio or io_uring, with --direct=1), or sweep --numjobs instead"),
                );
            }
        }
    }
    warnings
}

/// One warning per file whose percentiles leave out the 99th (`--percentile_list=50:95:99.9`):
/// the `latency-p99` of its points is left empty, which a chart would otherwise show as a
/// silent gap.
fn p99_not_listed_warnings(measurements: &[Measurement]) -> Vec<Diagnostic> {
    let files: BTreeSet<&PathBuf> =
        measurements.iter().filter(|m| m.p99_not_listed).map(|m| &m.file).collect();
    files
        .into_iter()
        .map(|file| {
            Diagnostic::warning(
                "fio reported latency percentiles without the 99th (`--percentile_list`): `latency-p99` is left empty",
            )
            .in_file(file)
            .with_help("run fio with its default percentiles, or add 99 to --percentile_list")
        })
        .collect()
}

/// The points of one fio output file.
pub fn read_fio_file(path: &Path) -> Result<Vec<Measurement>, Vec<Diagnostic>> {
    let text = iopress_site::text_file::read(path).map_err(|e| {
        vec![e.into_diagnostic(|e| {
            Diagnostic::error(format!("cannot read the fio output: {e}")).in_file(path)
        })]
    })?;
    parse_fio_output(&text, path)
}

/// The points of one fio run's output, `path` naming it in messages.
pub fn parse_fio_output(text: &str, path: &Path) -> Result<Vec<Measurement>, Vec<Diagnostic>> {
    let (start, value) = parse_json(text, path).map_err(|d| vec![d])?;
    let output = as_fio_output(value, text, start, path).map_err(|d| vec![d])?;
    let job_at = |index: usize| job_location(text, start, index);

    let failed: Vec<Diagnostic> = output
        .jobs
        .iter()
        .enumerate()
        .filter(|(_, job)| job.error != 0)
        .map(|(index, job)| {
            Diagnostic::error(format!(
                "fio job `{}` failed with error {} ({})",
                job.jobname,
                job.error,
                error_name(job.error)
            ))
            .in_file(path)
            .at_location(job_at(index))
            .with_help("its figures are not a measurement; fix the cause and run fio again")
        })
        .collect();
    if !failed.is_empty() {
        return Err(failed);
    }

    // Jobs of one reporting group ran together: they make one point.
    let mut groups: BTreeMap<u64, Vec<(usize, &Job)>> = BTreeMap::new();
    for (index, job) in output.jobs.iter().enumerate() {
        groups.entry(job.groupid).or_default().push((index, job));
    }
    let one_of_several = groups.len() > 1;
    let mut measurements = Vec::new();
    let mut problems = Vec::new();
    for (group, jobs) in groups {
        match measure_group(&jobs, &output.global_options) {
            Ok((streams, settings)) => {
                let point = combine(&streams);
                // Percentiles, but not the 99th (`--percentile_list`): the point has no p99.
                let p99_not_listed = point.latency_p99.is_none()
                    && streams.iter().any(|s| percentile_source(s.stats).is_some());
                measurements.push(Measurement {
                    file: path.to_path_buf(),
                    group,
                    one_of_several,
                    jobs: count_jobs(&settings),
                    iodepths: settings.iter().map(Settings::effective_iodepth).collect(),
                    ineffective_iodepths: settings
                        .iter()
                        .filter(|s| s.iodepth > 1 && s.effective_iodepth() == 1)
                        .map(|s| (s.name.clone(), s.ioengine.clone(), s.iodepth))
                        .collect(),
                    patterns: streams.iter().map(|s| s.pattern.clone()).collect(),
                    block_sizes: streams.iter().map(|s| s.block_size).collect(),
                    p99_not_listed,
                    point,
                })
            }
            Err((index, problem)) => {
                problems.push(problem.in_file(path).at_location(job_at(index)))
            }
        }
    }
    if problems.is_empty() {
        Ok(measurements)
    } else {
        Err(problems)
    }
}

// ---------------------------------------------------------------------------------------
// Reading the document

/// fio's JSON, as far as the import reads it. Unknown fields are ignored: fio adds some in
/// every release.
#[derive(Debug, Deserialize)]
struct FioOutput {
    #[serde(rename = "global options", default)]
    global_options: BTreeMap<String, Value>,
    jobs: Vec<Job>,
}

#[derive(Debug, Deserialize)]
struct Job {
    jobname: String,
    #[serde(default)]
    groupid: u64,
    #[serde(default)]
    error: i64,
    #[serde(rename = "job options", default)]
    options: BTreeMap<String, Value>,
    /// Milliseconds the job ran; under `group_reporting`, the sum over the group's jobs.
    #[serde(default)]
    job_runtime: u64,
    read: Option<IoStats>,
    write: Option<IoStats>,
    trim: Option<IoStats>,
}

/// One direction of one job.
#[derive(Debug, Deserialize)]
struct IoStats {
    #[serde(default)]
    iops: f64,
    #[serde(default)]
    bw_bytes: f64,
    #[serde(default)]
    total_ios: u64,
    /// Total latency: submission plus completion.
    lat_ns: Option<Latency>,
    /// Completion latency; fio reports percentiles for it by default.
    clat_ns: Option<Latency>,
}

#[derive(Debug, Deserialize)]
struct Latency {
    #[serde(default)]
    mean: f64,
    #[serde(rename = "N", default)]
    samples: u64,
    /// Keyed like `"99.000000"`, values in ns.
    percentile: Option<BTreeMap<String, f64>>,
    /// `json+` only: how many I/Os fell in each histogram bin, keyed by the bin's value in ns.
    bins: Option<BTreeMap<String, u64>>,
}

impl Latency {
    fn at_percentile(&self, wanted: f64) -> Option<f64> {
        let percentiles = self.percentile.as_ref()?;
        percentiles
            .iter()
            .find(|(key, _)| key.parse::<f64>().is_ok_and(|p| (p - wanted).abs() < 1e-9))
            .map(|(_, v)| *v)
    }
}

/// The JSON document in `text` and the byte offset it starts at. fio prints warnings and
/// notes (`note: both iodepth >= 1 and synchronous I/O engine are selected…`, `fio: pid=…,
/// err=28…`) before the JSON, on stdout or on a stderr that shares the file; they are
/// skipped, as is anything after the document.
fn parse_json(text: &str, path: &Path) -> Result<(usize, Value), Diagnostic> {
    let not_fio = || {
        Diagnostic::error(format!("not fio output: {}", what_else(text)))
            .in_file(path)
            .at(1, 1)
            .with_help("run fio with `--output-format=json` (or `json+`) and import what it writes")
    };
    if text.trim().is_empty() {
        return Err(Diagnostic::error("the file is empty: fio wrote no report into it")
            .in_file(path)
            .at(1, 1)
            .with_help("fio was probably killed before it finished (it writes its report at the end); run it again and let it finish"));
    }
    // fio prints this when a signal stops it, then reports the part of the run it made.
    if let Some((line, said)) =
        text.lines().enumerate().find(|(_, l)| l.starts_with("fio: terminating on signal"))
    {
        return Err(Diagnostic::error(format!(
            "fio was interrupted (`{}`): its report covers only the part of the run before the signal",
            said.trim()
        ))
        .in_file(path)
        .at(line + 1, 1)
        .with_help("a cut-short run is not a measurement; run fio again and let it finish"));
    }
    let start = json_start(text).ok_or_else(not_fio)?;
    let mut documents = serde_json::Deserializer::from_str(&text[start..]).into_iter::<Value>();
    match documents.next() {
        Some(Ok(value)) => {
            // With --status-interval, fio writes a report per interval, the last one final;
            // taking the first would import an interim figure.
            let first_end = start + documents.byte_offset();
            if let Some(Ok(next)) = documents.next() {
                if next.get("fio version").is_some() {
                    let second = first_end
                        + (text[first_end..].len() - text[first_end..].trim_start().len());
                    return Err(Diagnostic::error(
                        "this file holds several fio reports, one per status interval",
                    )
                    .in_file(path)
                    .at_location(Some(Location::from_offset(text, second)))
                    .with_help("run fio without --status-interval, or keep only its last report"));
                }
            }
            Ok((start, value))
        }
        Some(Err(e)) => {
            let at = json_error_location(text, start, &e);
            let diagnostic = if e.is_eof() {
                Diagnostic::error("truncated fio output: the JSON stops before it is complete")
                    .with_help(
                    "the file was cut short (fio interrupted, or the disk full?); run fio again",
                )
            } else {
                Diagnostic::error(format!(
                    "the fio output is not valid JSON: {}",
                    without_position(&e)
                ))
            };
            Err(diagnostic.in_file(path).at_location(Some(at)))
        }
        None => Err(not_fio()),
    }
}

/// What a file without fio's JSON holds instead, when it is fio's other output: its text
/// report (`--output-format=normal`, the default), its terse one, or a log of
/// `--write_lat_log`, `--write_bw_log` or `--write_iops_log`.
fn what_else(text: &str) -> &'static str {
    let first = text.lines().next().unwrap_or_default();
    let log_line = |line: &str| {
        let fields: Vec<&str> = line.split(',').map(str::trim).collect();
        fields.len() >= 4 && fields.iter().all(|f| !f.is_empty() && f.parse::<u64>().is_ok())
    };
    if text.lines().any(|l| l.starts_with("fio-")) && text.contains("(groupid=") {
        "the file holds no JSON document; it is fio's text report (`--output-format=normal`)"
    } else if first.split(';').nth(1).is_some_and(|v| v.starts_with("fio-")) {
        "the file holds no JSON document; it is fio's terse report (`--output-format=terse`)"
    } else if log_line(first) {
        "the file holds no JSON document; it is a log of fio's (`--write_lat_log` and the like), not its report"
    } else {
        "the file holds no JSON document"
    }
}

/// Where a serde_json error is in `text`, whose JSON starts at byte `start`. serde_json
/// counts columns in bytes; an editor counts characters (`é` is one), so its line and byte
/// column are turned back into an offset and located from there.
fn json_error_location(text: &str, start: usize, error: &serde_json::Error) -> Location {
    let json = &text[start..];
    let line_start = match error.line() {
        0 | 1 => 0,
        line => json.match_indices('\n').nth(line - 2).map_or(json.len(), |(i, _)| i + 1),
    };
    let offset = (line_start + error.column().saturating_sub(1)).min(json.len());
    Location::from_offset(text, start + offset)
}

/// Where the JSON begins: the first line that starts with `{`.
fn json_start(text: &str) -> Option<usize> {
    if text.starts_with('{') {
        return Some(0);
    }
    text.find("\n{").map(|i| i + 1)
}

/// serde_json's message without its "at line 3 column 5": the diagnostic says where.
fn without_position(error: &serde_json::Error) -> String {
    let message = error.to_string();
    match message.rfind(" at line ") {
        Some(i) => message[..i].to_string(),
        None => message,
    }
}

/// The JSON (starting at byte `start` of `text`) read as fio's report.
fn as_fio_output(
    value: Value,
    text: &str,
    start: usize,
    path: &Path,
) -> Result<FioOutput, Diagnostic> {
    let is_fio = value.get("fio version").is_some_and(Value::is_string)
        && value.get("jobs").is_some_and(Value::is_array);
    if !is_fio {
        return Err(Diagnostic::error("not fio output: this JSON has no `fio version` and `jobs`")
            .in_file(path)
            .at(1, 1)
            .with_help("import the JSON fio writes with `--output-format=json` (or `json+`)"));
    }
    let output = FioOutput::deserialize(&value).map_err(|e| {
        unexpected_output(&value, &e, text, start)
            .in_file(path)
            .with_help("iopress reads the JSON of fio 3.x")
    })?;
    if output.jobs.is_empty() {
        return Err(Diagnostic::error("the fio output lists no jobs")
            .in_file(path)
            .at_location(key_location(text, start, "\"jobs\"")));
    }
    Ok(output)
}

/// What iopress could not read in fio's report (a count below zero, a figure that is text),
/// at the job it is in. serde_json's values carry no positions, so the jobs are read one by
/// one to find it.
fn unexpected_output(
    value: &Value,
    error: &serde_json::Error,
    text: &str,
    start: usize,
) -> Diagnostic {
    let jobs = value["jobs"].as_array().map(Vec::as_slice).unwrap_or_default();
    let bad_job = jobs
        .iter()
        .enumerate()
        .find_map(|(index, job)| Job::deserialize(job).err().map(|e| (index, job, e)));
    match bad_job {
        Some((index, job, job_error)) => Diagnostic::error(format!(
            "fio job {} has a figure iopress cannot read: {job_error}",
            // A job without its name (the error may be that) is named by its place.
            job["jobname"]
                .as_str()
                .map_or_else(|| format!("#{}", index + 1), |name| format!("`{name}`"))
        ))
        .at_location(job_location(text, start, index)),
        None => Diagnostic::error(format!("unexpected fio output: {error}"))
            .at_location(key_location(text, start, "\"global options\"")),
    }
}

/// Where `key` (quoted, as JSON writes it) is first written in the JSON.
fn key_location(text: &str, start: usize, key: &str) -> Option<Location> {
    let offset = text[start..].find(key)?;
    Some(Location::from_offset(text, start + offset))
}

/// Where job `index` starts: the `{` of its object in the `jobs` array.
fn job_location(text: &str, start: usize, index: usize) -> Option<Location> {
    let offset = *job_offsets(&text[start..]).get(index)?;
    Some(Location::from_offset(text, start + offset))
}

/// The byte offsets of the objects in the top-level `jobs` array of a valid JSON document.
/// serde_json's values keep no positions, and searching for `"jobname"` miscounts when a
/// job lacks one, so the document's structure is followed (strings skipped, depth counted).
fn job_offsets(json: &str) -> Vec<usize> {
    let mut offsets = Vec::new();
    let (mut depth, mut in_jobs) = (0usize, false);
    let (mut in_string, mut escaped) = (false, false);
    // The last string closed directly in the top-level object: the key before a `[`.
    let (mut string_start, mut last_top_string) = (0, "");
    for (i, c) in json.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => {
                    in_string = false;
                    if depth == 1 {
                        last_top_string = &json[string_start..i];
                    }
                }
                _ => {}
            }
            continue;
        }
        match c {
            '"' => {
                in_string = true;
                string_start = i + 1;
            }
            '[' | '{' => {
                if depth == 1 && c == '[' && last_top_string == "jobs" {
                    in_jobs = true;
                } else if depth == 2 && in_jobs && c == '{' {
                    offsets.push(i);
                }
                depth += 1;
            }
            ']' | '}' => {
                depth = depth.saturating_sub(1);
                if depth == 1 {
                    in_jobs = false;
                }
            }
            _ => {}
        }
    }
    offsets
}

/// `No such file or directory` for 2: fio's `error` is an errno.
fn error_name(code: i64) -> String {
    let message = std::io::Error::from_raw_os_error(code as i32).to_string();
    // Rust appends "(os error N)"; the message already gives the number.
    match message.rfind(" (os error") {
        Some(i) => message[..i].to_string(),
        None => message,
    }
}

// ---------------------------------------------------------------------------------------
// Job settings

/// What the import needs of a job's options: from `job options`, else `global options`,
/// else fio's documented default.
#[derive(Debug, Clone)]
struct Settings {
    name: String,
    pattern: Pattern,
    /// `ioengine`, without a `:` path (`external:/path`); fio's Linux default is `psync`.
    ioengine: String,
    iodepth: u64,
    numjobs: u64,
    /// `runtime`, in milliseconds, when it is set.
    runtime_ms: Option<u64>,
    /// Block sizes for read, write and trim.
    block_sizes: Result<[u64; 3], String>,
}

/// An access pattern: fio's `rw` (without a `:N` offset modifier) and, for mixed ones, the
/// percentage of reads.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Pattern {
    rw: String,
    mix_read: u64,
}

impl Pattern {
    /// Whether its jobs read, write and trim (in the order of [`DIRECTIONS`]).
    fn directions(&self) -> [bool; 3] {
        let rw = self.rw.as_str();
        [
            ["read", "randread", "rw", "readwrite", "randrw"].contains(&rw),
            ["write", "randwrite", "rw", "readwrite", "randrw", "trimwrite", "randtrimwrite"]
                .contains(&rw),
            ["trim", "randtrim", "trimwrite", "randtrimwrite"].contains(&rw),
        ]
    }
}

impl Settings {
    fn of(job: &Job, global: &BTreeMap<String, Value>) -> Settings {
        let option = |names: &[&str]| -> Option<String> {
            names.iter().find_map(|name| job.options.get(*name).or_else(|| global.get(*name))).map(
                |value| match value {
                    Value::String(text) => text.trim().to_string(),
                    other => other.to_string(),
                },
            )
        };
        let number = |names: &[&str], default: u64| {
            option(names).and_then(|v| v.parse().ok()).unwrap_or(default)
        };
        let rw = option(&["rw", "readwrite"]).unwrap_or_else(|| "read".into());
        let rw = rw.split(':').next().unwrap_or_default().to_string();
        let mix_read = match (option(&["rwmixread"]), option(&["rwmixwrite"])) {
            (Some(read), _) => read.parse().unwrap_or(50),
            (None, Some(write)) => 100u64.saturating_sub(write.parse().unwrap_or(50)),
            (None, None) => 50,
        };
        let kb_base = number(&["kb_base"], 1024);
        let block_sizes = match option(&["bsrange", "blocksize_range", "bssplit"]) {
            Some(variable) => Err(format!("job `{}` uses variable block sizes (`{variable}`); a point of a load curve has one block size", job.jobname)),
            None => parse_block_sizes(option(&["bs", "blocksize"]).as_deref().unwrap_or("4k"), kb_base)
                .ok_or_else(|| format!("job `{}` has a block size iopress cannot read", job.jobname)),
        };
        Settings {
            name: job.jobname.clone(),
            pattern: Pattern { rw, mix_read },
            ioengine: option(&["ioengine"])
                .map(|e| e.split(':').next().unwrap_or_default().to_string())
                .unwrap_or_else(|| "psync".into()),
            iodepth: number(&["iodepth"], 1),
            numjobs: number(&["numjobs"], 1),
            runtime_ms: option(&["runtime", "timeout"]).as_deref().and_then(parse_time_ms),
            block_sizes,
        }
    }
}

/// fio's synchronous engines: each job waits for every I/O before it issues the next, so
/// `iodepth` has no effect (fio's own note: "queue depth will be capped at 1").
const SYNC_ENGINES: [&str; 9] =
    ["sync", "psync", "vsync", "pvsync", "pvsync2", "mmap", "splice", "ftruncate", "filecreate"];

impl Settings {
    fn effective_iodepth(&self) -> u64 {
        if SYNC_ENGINES.contains(&self.ioengine.as_str()) {
            1
        } else {
            self.iodepth.max(1)
        }
    }
}

/// fio's `bs=read,write,trim`: one value applies to all three; a value left empty is fio's
/// default (4k); values not given repeat the last one given.
fn parse_block_sizes(text: &str, kb_base: u64) -> Option<[u64; 3]> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let mut sizes = [4096; 3];
    for (direction, size) in sizes.iter_mut().enumerate() {
        let part = parts.get(direction).or(parts.last()).copied().unwrap_or("");
        if !part.is_empty() {
            *size = parse_size(part, kb_base)?;
        }
    }
    Some(sizes)
}

/// A size as fio writes it: `4096`, `4k`, `64K`, `1m`, `4KiB`. `k` means `kb_base`
/// (1024 unless the job says 1000); `Ki` always 1024.
fn parse_size(text: &str, kb_base: u64) -> Option<u64> {
    let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (digits, suffix) = text.split_at(split);
    let value: u64 = digits.parse().ok()?;
    let suffix = suffix.to_ascii_lowercase();
    if suffix.is_empty() || suffix == "b" {
        return Some(value);
    }
    let (letter, rest) = suffix.split_at(1);
    let exponent = ["k", "m", "g", "t"].iter().position(|l| *l == letter)? as u32 + 1;
    let base = match rest {
        "" | "b" => kb_base,
        "i" | "ib" => 1024,
        _ => return None,
    };
    value.checked_mul(base.checked_pow(exponent)?)
}

// ---------------------------------------------------------------------------------------
// Combining a group into a point

/// One job's one direction that did I/O.
struct Stream<'a> {
    stats: &'a IoStats,
    pattern: Pattern,
    block_size: u64,
}

/// The streams and settings of one reporting group, or the index of the job that is wrong
/// and what is wrong with it.
fn measure_group<'a>(
    jobs: &[(usize, &'a Job)],
    global: &BTreeMap<String, Value>,
) -> Result<(Vec<Stream<'a>>, Vec<Settings>), (usize, Diagnostic)> {
    let mut streams = Vec::new();
    let mut settings = Vec::new();
    for (index, job) in jobs {
        let job_settings = Settings::of(job, global);
        if let Some(problem) = merged_report(job, &job_settings) {
            return Err((*index, problem));
        }
        for (direction, stats) in [&job.read, &job.write, &job.trim].into_iter().enumerate() {
            let Some(stats) = stats.as_ref() else {
                continue;
            };
            if let Some((figure, value)) = negative_figure(stats) {
                return Err((
                    *index,
                    Diagnostic::error(format!(
                        "fio job `{}` reports {figure} below zero for its {}s ({value})",
                        job.jobname, DIRECTIONS[direction]
                    ))
                    .with_help("a rate or a time below zero is not a measurement (a corrupt or edited report?); run fio again"),
                ));
            }
            if stats.total_ios == 0 {
                continue;
            }
            let block_sizes = job_settings
                .block_sizes
                .clone()
                .map_err(|message| (*index, Diagnostic::error(message)))?;
            if mean_source(stats).is_none() {
                return Err((
                    *index,
                    Diagnostic::error(format!(
                        "job `{}` reports no latency (`lat_ns` or `clat_ns`)",
                        job.jobname
                    )),
                ));
            }
            streams.push(Stream {
                stats,
                pattern: job_settings.pattern.clone(),
                block_size: block_sizes[direction],
            });
        }
        settings.push(job_settings);
    }
    if streams.is_empty() {
        let (index, job) = jobs[0];
        return Err((
            index,
            Diagnostic::error(format!(
                "job `{}` completed no I/O, so there is nothing to import",
                job.jobname
            )),
        ));
    }
    Ok((streams, settings))
}

/// Under `group_reporting`, fio reports a group's jobs as one entry with the name and options
/// of one of them: jobs of other patterns or depths would be added up as if that one had run
/// them all. The entry gives it away when it did I/O its pattern does not do (reads in a
/// `randwrite` job), or ran longer than its `numjobs` clones can within `runtime` (two job
/// sections of 3 s reported as one of 6 s).
fn merged_report(job: &Job, settings: &Settings) -> Option<Diagnostic> {
    let rw = settings.pattern.rw.as_str();
    let does = settings.pattern.directions();
    let did = [&job.read, &job.write, &job.trim]
        .map(|stats| stats.as_ref().is_some_and(|s| s.total_ios > 0));
    let help = "run fio without `group_reporting`: iopress adds up the jobs of a group itself, and checks that they ran one workload";
    if let Some(direction) = (0..3).find(|&d| did[d] && !does[d]) {
        return Some(
            Diagnostic::error(format!(
                "fio job `{}` reports {}s, which its `rw={rw}` does not do: the entry adds up several jobs (`group_reporting`), and the report keeps the options of one of them only",
                job.jobname, DIRECTIONS[direction]
            ))
            .with_help(help),
        );
    }
    let runtime_ms = settings.runtime_ms?;
    let jobs = settings.numjobs.max(1);
    // A little over: fio stops a job at the first I/O completed after `runtime`.
    let longest = jobs.saturating_mul(runtime_ms);
    // (Saturating: `numjobs` and `runtime` are whatever the report says.)
    if job.job_runtime > longest.saturating_add(longest / 20).saturating_add(200) {
        return Some(
            Diagnostic::error(format!(
                "fio job `{}` reports {} ms of run time, more than its {} job{} can run in `runtime` ({} ms): the entry adds up several job sections (`group_reporting`), and the report keeps the options of one of them only",
                job.jobname,
                job.job_runtime,
                jobs,
                if jobs == 1 { "" } else { "s" },
                runtime_ms
            ))
            .with_help(help),
        );
    }
    None
}

/// fio's time option (`runtime=3`, `90s`, `2m`, `500ms`): in milliseconds. Without a unit,
/// seconds.
fn parse_time_ms(text: &str) -> Option<u64> {
    let text = text.trim().to_ascii_lowercase();
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    let value: u64 = text[..digits].parse().ok()?;
    let per_unit = match &text[digits..] {
        "" | "s" | "sec" => 1000,
        "ms" | "msec" => 1,
        "us" | "usec" => return Some(value / 1000),
        "m" | "min" => 60_000,
        "h" => 3_600_000,
        "d" => 86_400_000,
        _ => return None,
    };
    value.checked_mul(per_unit)
}

/// The sections of a job's report, in the order of fio's `bs=read,write,trim`.
const DIRECTIONS: [&str; 3] = ["read", "write", "trim"];

/// The first figure of a direction that is below zero. IOPS, bandwidth and latencies are
/// rates and times: below zero they are a corrupt or hand-edited report, not a measurement
/// (such a report was once imported as a point at a load of -19437 IOPS).
fn negative_figure(stats: &IoStats) -> Option<(String, f64)> {
    let mut figures =
        vec![("IOPS".to_string(), stats.iops), ("`bw_bytes`".to_string(), stats.bw_bytes)];
    for (name, latency) in [("lat_ns", &stats.lat_ns), ("clat_ns", &stats.clat_ns)] {
        let Some(latency) = latency else { continue };
        figures.push((format!("`{name}` mean"), latency.mean));
        for (percentile, value) in latency.percentile.iter().flatten() {
            figures.push((format!("`{name}` percentile {percentile}"), *value));
        }
    }
    figures.into_iter().find(|(_, value)| *value < 0.0)
}

/// How many jobs a group ran: without `group_reporting` each clone of a `numjobs` job has
/// its own entry; with it, one entry stands for all of them.
fn count_jobs(settings: &[Settings]) -> u64 {
    let mut per_name: BTreeMap<&str, (u64, u64)> = BTreeMap::new();
    for s in settings {
        let entry = per_name.entry(s.name.as_str()).or_insert((0, s.numjobs));
        entry.0 += 1;
    }
    // Saturating: `numjobs` is whatever the report says, and a sum that wraps would panic.
    per_name
        .values()
        .map(|(entries, numjobs)| (*entries).max(*numjobs))
        .fold(0, u64::saturating_add)
}

/// The latency whose mean is the point's average: total latency, unless fio was told not
/// to measure it (`disable_lat`), then completion latency.
fn mean_source(stats: &IoStats) -> Option<&Latency> {
    [&stats.lat_ns, &stats.clat_ns].into_iter().flatten().find(|l| l.samples > 0)
}

/// The latency whose percentiles are used: total latency when fio was asked for its
/// percentiles (`lat_percentiles=1`), else completion latency, which is what fio reports by
/// default. Completion latency leaves out submission, a few microseconds.
fn percentile_source(stats: &IoStats) -> Option<&Latency> {
    [&stats.lat_ns, &stats.clat_ns].into_iter().flatten().find(|l| l.percentile.is_some())
}

fn combine(streams: &[Stream]) -> Point {
    let iops = streams.iter().map(|s| s.stats.iops).sum();
    let bytes_per_second = streams.iter().map(|s| s.stats.bw_bytes).sum();
    // Each stream's mean weighted by the I/Os it completed: the mean over every I/O.
    let (mut weighted, mut ios) = (0.0, 0.0);
    for latency in streams.iter().filter_map(|s| mean_source(s.stats)) {
        weighted += latency.mean * latency.samples as f64;
        ios += latency.samples as f64;
    }
    let mean_ns = if ios > 0.0 { weighted / ios } else { 0.0 };
    Point {
        iops,
        bytes_per_second,
        latency: mean_ns * 1e-9,
        latency_p99: p99_ns(streams).map(|ns| ns * 1e-9),
        latency_p99_resolution: None,
        tps: None,
        iodepth: None,
        jobs: None,
    }
}

/// The 99th percentile of a point's latency, in ns. One stream: fio's own figure. Several
/// (jobs without `group_reporting`, or reads and writes of a mixed job): with `json+`, from
/// their histograms added together, exactly as fio would compute it for the whole group;
/// without histograms, the highest of their p99s, which is never below the true p99 of the
/// whole (at least 99 % of each stream's I/Os, hence of all I/Os, are at or under it).
fn p99_ns(streams: &[Stream]) -> Option<f64> {
    let sources: Vec<&Latency> =
        streams.iter().map(|s| percentile_source(s.stats)).collect::<Option<_>>()?;
    if let [one] = sources.as_slice() {
        return one.at_percentile(99.0);
    }
    if sources.iter().all(|l| l.bins.is_some()) {
        // Counts are added in u128: two reports' u64 counts cannot overflow it.
        let mut merged: BTreeMap<u64, u128> = BTreeMap::new();
        for bins in sources.iter().filter_map(|l| l.bins.as_ref()) {
            for (value, count) in bins {
                *merged.entry(value.parse().ok()?).or_default() += u128::from(*count);
            }
        }
        return histogram_percentile(&merged, 99.0);
    }
    sources
        .iter()
        .map(|l| l.at_percentile(99.0))
        .collect::<Option<Vec<f64>>>()?
        .into_iter()
        .reduce(f64::max)
}

/// fio's rule: the value of the first bin at which the running count reaches `p` % of all.
fn histogram_percentile(bins: &BTreeMap<u64, u128>, p: f64) -> Option<f64> {
    // Saturating, for a hand-made report with billions of bins of u64::MAX I/Os.
    let total = bins.values().fold(0u128, |sum, count| sum.saturating_add(*count));
    let threshold = p / 100.0 * total as f64;
    let mut running = 0u128;
    for (value, count) in bins {
        running = running.saturating_add(*count);
        if running as f64 >= threshold {
            return Some(*value as f64);
        }
    }
    None
}

// ---------------------------------------------------------------------------------------
// Points into curves

/// Groups the measurements into curves by workload name (`--workload`, or derived from
/// `rw` and `bs`), each curve of one block size and ordered by load.
fn assemble_curves(
    measurements: Vec<Measurement>,
    request: &FioImport,
) -> Result<Vec<CurveReport>, Vec<Diagnostic>> {
    let mut problems = Vec::new();
    let mut curves: Vec<CurveReport> = Vec::new();
    for measurement in measurements {
        let workload = match &request.workload {
            Some(name) => name.clone(),
            None => match derived_workload(&measurement) {
                Ok(name) => name,
                Err(problem) => {
                    problems.push(problem.in_file(&measurement.file));
                    continue;
                }
            },
        };
        match curves.iter_mut().find(|c| c.workload == workload) {
            Some(curve) => curve.points.push(measurement),
            None => curves.push(CurveReport {
                workload,
                config: request.config.clone(),
                points: vec![measurement],
            }),
        }
    }
    for curve in &mut curves {
        // A sweep is ordered by what it varied: the I/Os in flight (jobs × queue depth),
        // then jobs; the load only breaks ties. Past saturation the load falls while the
        // depth still rises (QD32 below QD16), and ordering by load would zig-zag the curve.
        curve.points.sort_by(|a, b| {
            (a.outstanding(), a.jobs)
                .cmp(&(b.outstanding(), b.jobs))
                .then(a.point.iops.total_cmp(&b.point.iops))
        });
        problems.extend(check_block_sizes(curve));
        problems.extend(check_distinct_loads(curve));
    }
    if problems.is_empty() {
        Ok(curves)
    } else {
        Err(problems)
    }
}

/// `randread` at 4k is `rand-read-4k`, `randrw` with 70 % reads at 8k `rand-70-30-8k`:
/// the workload ids the site's vocabulary uses.
fn derived_workload(measurement: &Measurement) -> Result<String, Diagnostic> {
    let help = "name the curve with --workload";
    let source = measurement.source();
    let pattern = match measurement.patterns.iter().collect::<Vec<_>>().as_slice() {
        [one] => *one,
        several => {
            let names: Vec<&str> = several.iter().map(|p| p.rw.as_str()).collect();
            return Err(Diagnostic::error(format!(
                "{source}: jobs running different workloads ({}) ran together",
                names.join(", ")
            ))
            .with_help(help));
        }
    };
    let (read, write) = (pattern.mix_read, 100 - pattern.mix_read.min(100));
    let prefix = match pattern.rw.as_str() {
        "read" => "seq-read".to_string(),
        "write" => "seq-write".to_string(),
        "trim" => "seq-trim".to_string(),
        "randread" => "rand-read".to_string(),
        "randwrite" => "rand-write".to_string(),
        "randtrim" => "rand-trim".to_string(),
        "rw" | "readwrite" => format!("seq-{read}-{write}"),
        "randrw" => format!("rand-{read}-{write}"),
        other => {
            return Err(Diagnostic::error(format!("{source}: no workload name for `rw={other}`"))
                .with_help(help))
        }
    };
    match measurement.block_sizes.iter().collect::<Vec<_>>().as_slice() {
        [size] => Ok(format!("{prefix}-{}", size_label(**size))),
        sizes => Err(Diagnostic::error(format!(
            "{source}: mixed block sizes ({}) in one point",
            sizes.iter().map(|s| size_label(**s)).collect::<Vec<_>>().join(", ")
        ))
        .with_help("a load curve compares loads at one block size; run one block size per job")),
    }
}

/// `4k`, `64k`, `1024k` (as the site's workload ids write them); `512b` below a KiB.
fn size_label(bytes: u64) -> String {
    if bytes.is_multiple_of(1024) {
        format!("{}k", bytes / 1024)
    } else {
        format!("{bytes}b")
    }
}

/// A curve compares loads at one block size: a point at another is an error naming it.
fn check_block_sizes(curve: &CurveReport) -> Vec<Diagnostic> {
    let first = &curve.points[0];
    curve
        .points
        .iter()
        .filter(|m| m.block_sizes != first.block_sizes)
        .map(|m| {
            let sizes = |m: &Measurement| {
                m.block_sizes.iter().map(|s| size_label(*s)).collect::<Vec<_>>().join(", ")
            };
            Diagnostic::error(format!(
                "mixed block sizes in curve `{}`: {} here, {} in {}",
                curve.workload,
                sizes(m),
                sizes(first),
                first.source()
            ))
            .in_file(&m.file)
            .with_help("import each block size as its own workload")
        })
        .collect()
}

/// Two points at the same load would be a duplicate point to the site, most often the same
/// file named twice.
fn check_distinct_loads(curve: &CurveReport) -> Vec<Diagnostic> {
    let mut by_load: Vec<&Measurement> = curve.points.iter().collect();
    by_load.sort_by(|a, b| a.point.iops.total_cmp(&b.point.iops));
    by_load
        .windows(2)
        .filter(|pair| pair[0].point.iops.round() == pair[1].point.iops.round())
        .map(|pair| {
            Diagnostic::error(format!(
                "two points of curve `{}` have the same load ({:.0} IOPS): this one and {}",
                curve.workload,
                pair[1].point.iops,
                pair[0].source()
            ))
            .in_file(&pair[1].file)
            .with_help("is the same run named twice?")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_fio_reads_them() {
        assert_eq!(parse_size("4k", 1024), Some(4096));
        assert_eq!(parse_size("64K", 1024), Some(65536));
        assert_eq!(parse_size("4096", 1024), Some(4096));
        assert_eq!(parse_size("1m", 1024), Some(1 << 20));
        assert_eq!(parse_size("4KiB", 1000), Some(4096));
        assert_eq!(parse_size("4k", 1000), Some(4000));
        assert_eq!(parse_size("4x", 1024), None);
        assert_eq!(parse_block_sizes("4k,64k", 1024), Some([4096, 65536, 65536]));
        assert_eq!(parse_block_sizes(",8k", 1024), Some([4096, 8192, 8192]));
        assert_eq!(size_label(1 << 20), "1024k");
    }

    #[test]
    fn percentiles_from_merged_bins_follow_fios_rule() {
        let bins: BTreeMap<u64, u128> = [(100, 98), (200, 1), (300, 1)].into_iter().collect();
        assert_eq!(histogram_percentile(&bins, 99.0), Some(200.0));
        assert_eq!(histogram_percentile(&bins, 50.0), Some(100.0));
    }

    #[test]
    fn huge_counts_do_not_overflow() {
        // Found by the property tests: two jobs' bins of u64::MAX I/Os made the sum panic.
        let text = |name: &str, bins: &str, numjobs: &str| {
            format!(
                r#"{{"jobname": "{name}", "job options": {{"numjobs": "{numjobs}"}}, "read": {{"iops": 1, "total_ios": 1,
                "lat_ns": {{"mean": 1, "N": 1}}, "clat_ns": {{"mean": 1, "N": 1, "percentile": {{"99.000000": 1}}, "bins": {bins}}}}}}}"#
            )
        };
        let max = u64::MAX;
        let bins = format!(r#"{{"1": {max}, "2": {max}}}"#);
        let json = format!(
            r#"{{"fio version": "fio-3.33", "jobs": [{}, {}]}}"#,
            text("a", &bins, &max.to_string()),
            text("b", &bins, &max.to_string())
        );
        let points = parse_fio_output(&json, Path::new("x.json")).unwrap();
        assert_eq!(points[0].jobs, u64::MAX);
        assert_eq!(points[0].point.latency_p99, Some(2e-9));
    }

    #[test]
    fn leading_text_is_skipped_and_reported_lines_count_it() {
        let text = "note: something\n{\n  \"fio version\" : \"fio-3.33\",\n  \"jobs\" : [ { \"jobname\" : \"a\", \"read\" : { \"iops\" : 1,, } } ]\n}\n";
        let errors = parse_fio_output(text, Path::new("x.json")).unwrap_err();
        assert!(errors[0].to_string().starts_with("x.json:4:"), "{}", errors[0]);
        assert!(errors[0].message.contains("not valid JSON"), "{}", errors[0]);
    }

    #[test]
    fn json_errors_are_placed_in_characters_not_bytes() {
        // serde_json says column 10 (bytes) for the `1` after `"é" : `; an editor shows 9.
        let errors = parse_fio_output("{\n\"é\" : 1 2\n}\n", Path::new("x.json")).unwrap_err();
        assert_eq!(errors[0].location, Some(Location::new(2, 9)), "{}", errors[0]);
        // Warnings before the JSON move it down, not sideways.
        let errors =
            parse_fio_output("note: é\n{\n\"é\" : 1 2\n}\n", Path::new("x.json")).unwrap_err();
        assert_eq!(errors[0].location, Some(Location::new(3, 9)), "{}", errors[0]);
    }

    #[test]
    fn jobs_are_found_by_the_structure_not_by_their_names() {
        let json = r#"{"note": "\"jobs\" [{", "jobs": [{"groupid": 0}, {"jobname": "b", "x": [{}]}], "after": [{}]}"#;
        let offsets = job_offsets(json);
        assert_eq!(offsets.len(), 2);
        assert!(json[offsets[0]..].starts_with(r#"{"groupid""#));
        assert!(json[offsets[1]..].starts_with(r#"{"jobname": "b""#));
    }

    #[test]
    fn error_codes_are_named() {
        assert_eq!(error_name(28), "No space left on device");
    }
}
