//! What the output weighs, and whether it fits the host it is published on (site.toml's
//! `[deploy] host`): a static host refuses, or cuts short, an upload over its limits, which
//! the build can see coming (docs/deploy.md).

use std::path::Path;

use iopress_site::config::DeployHost;
use iopress_site::diagnostics::Diagnostic;

const MIB: u64 = 1024 * 1024;

/// Warned of from this share of a limit on: a few more reviews would cross it.
const WARN_FROM_PERCENT: u64 = 80;

/// What a host accepts of one deployment; None where it states no limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HostLimits {
    pub files: Option<u64>,
    pub bytes_per_file: Option<u64>,
    pub total_bytes: Option<u64>,
}

/// The limits each host documents. Cloudflare Pages: 20,000 files per site (its free plan)
/// and 25 MiB per file. GitHub Pages: 1 GB per published site, taken as 10⁹ bytes, the
/// smaller reading, so that the warning comes early rather than late. Netlify states none of
/// these for a deployment.
pub fn limits(host: DeployHost) -> HostLimits {
    match host {
        DeployHost::CloudflarePages => {
            HostLimits { files: Some(20_000), bytes_per_file: Some(25 * MIB), total_bytes: None }
        }
        DeployHost::GithubPages => {
            HostLimits { files: None, bytes_per_file: None, total_bytes: Some(1_000_000_000) }
        }
        DeployHost::Netlify => HostLimits { files: None, bytes_per_file: None, total_bytes: None },
    }
}

/// The output folder's files and bytes, as a host receives them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OutputSize {
    pub files: u64,
    pub bytes: u64,
    /// Every file of at least [`LARGE_FILE`] bytes, relative to the output folder with `/`
    /// between its parts, and its size, largest first.
    pub large_files: Vec<(String, u64)>,
}

/// From this size on a file is listed in [`OutputSize::large_files`]: 80 % of the smallest
/// per-file limit a host has.
pub const LARGE_FILE: u64 = 25 * MIB * WARN_FROM_PERCENT / 100;

impl OutputSize {
    /// Walks `output`: every regular file counts, hidden ones too, since an upload takes them.
    pub fn measure(output: &Path) -> std::io::Result<OutputSize> {
        let mut size = OutputSize::default();
        for entry in walkdir::WalkDir::new(output) {
            let entry = entry?;
            if !entry.file_type().is_file() {
                continue;
            }
            let bytes = entry.metadata()?.len();
            size.files += 1;
            size.bytes += bytes;
            if bytes >= LARGE_FILE {
                let relative = entry.path().strip_prefix(output).unwrap_or(entry.path());
                let parts: Vec<String> = relative
                    .components()
                    .map(|part| part.as_os_str().to_string_lossy().into_owned())
                    .collect();
                size.large_files.push((parts.join("/"), bytes));
            }
        }
        size.large_files.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        Ok(size)
    }

    /// `1,234 files, 45.6 MB`.
    pub fn summary(&self) -> String {
        format!(
            "{} file{}, {}",
            grouped(self.files),
            if self.files == 1 { "" } else { "s" },
            human_bytes(self.bytes)
        )
    }

    /// What crosses, or comes near, a limit of `host`: an error for what is over (the host
    /// would refuse it), a warning from 80 % of a limit on.
    pub fn host_warnings(&self, host: DeployHost) -> Vec<Diagnostic> {
        let limits = limits(host);
        let name = host.name();
        let help = format!(
            "the output is uploaded to {name} ([deploy] host in site.toml); docs/deploy.md \
             says what takes room and how to make it smaller"
        );
        let mut found = Vec::new();
        if let Some(limit) = limits.files {
            if let Some(severity) = Nearness::of(self.files, limit) {
                found.push(severity.diagnostic(format!(
                    "the output has {} files, {} limit of {} files per site on {name}",
                    grouped(self.files),
                    severity.relation(self.files, limit),
                    grouped(limit)
                )));
            }
        }
        if let Some(limit) = limits.bytes_per_file {
            for (path, bytes) in &self.large_files {
                if let Some(severity) = Nearness::of(*bytes, limit) {
                    found.push(severity.diagnostic(format!(
                        "`{path}` is {} ({} bytes), {} limit of {} MiB per file on {name}",
                        mebibytes(*bytes),
                        grouped(*bytes),
                        severity.relation(*bytes, limit),
                        limit / MIB
                    )));
                }
            }
        }
        if let Some(limit) = limits.total_bytes {
            if let Some(severity) = Nearness::of(self.bytes, limit) {
                found.push(severity.diagnostic(format!(
                    "the output is {} ({} bytes), {} limit of {} per site on {name}",
                    human_bytes(self.bytes),
                    grouped(self.bytes),
                    severity.relation(self.bytes, limit),
                    human_bytes(limit)
                )));
            }
        }
        found.into_iter().map(|d| d.with_help(help.clone())).collect()
    }
}

/// How near a figure is to its limit, when near enough to say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Nearness {
    Near,
    Over,
}

impl Nearness {
    fn of(figure: u64, limit: u64) -> Option<Nearness> {
        if figure > limit {
            Some(Nearness::Over)
        } else if u128::from(figure) * 100 >= u128::from(limit) * u128::from(WARN_FROM_PERCENT) {
            Some(Nearness::Near)
        } else {
            None
        }
    }

    fn diagnostic(self, message: String) -> Diagnostic {
        match self {
            Nearness::Near => Diagnostic::warning(message),
            Nearness::Over => Diagnostic::error(message),
        }
    }

    /// `over the` or `97 % of the`.
    fn relation(self, figure: u64, limit: u64) -> String {
        match self {
            Nearness::Over => "over the".to_string(),
            Nearness::Near => format!("{} % of the", u128::from(figure) * 100 / u128::from(limit)),
        }
    }
}

/// `20,001`: the CLI speaks English.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// `45.6 MB`: decimal units, as hosts and file managers state sizes.
pub fn human_bytes(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["kB", "MB", "GB", "TB"];
    if bytes < 1000 {
        return format!("{bytes} B");
    }
    let mut value = bytes as f64 / 1000.0;
    let mut unit = 0;
    while value >= 999.95 && unit + 1 < UNITS.len() {
        value /= 1000.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

/// `25.0 MiB`: a file against a limit stated in MiB.
fn mebibytes(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / MIB as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_are_written_for_people() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(20_001), "20,001");
        assert_eq!(grouped(1_234_567), "1,234,567");
        assert_eq!(human_bytes(512), "512 B");
        assert_eq!(human_bytes(45_600_000), "45.6 MB");
        assert_eq!(human_bytes(999_990), "1.0 MB");
        assert_eq!(human_bytes(1_000_000_000), "1.0 GB");
        let size = OutputSize { files: 1234, bytes: 45_600_000, large_files: vec![] };
        assert_eq!(size.summary(), "1,234 files, 45.6 MB");
    }

    #[test]
    fn a_limit_is_warned_of_from_80_percent_and_an_error_over_it() {
        let size = |files| OutputSize { files, bytes: 0, large_files: vec![] };
        assert!(size(15_999).host_warnings(DeployHost::CloudflarePages).is_empty());
        let near = size(16_000).host_warnings(DeployHost::CloudflarePages);
        assert!(!near[0].is_error());
        assert!(
            near[0].message.contains(
                "16,000 files, 80 % of the limit of 20,000 files per site on cloudflare-pages"
            ),
            "{}",
            near[0]
        );
        let over = size(20_001).host_warnings(DeployHost::CloudflarePages);
        assert!(
            over[0].is_error() && over[0].message.contains("20,001 files, over the limit"),
            "{}",
            over[0]
        );
        // GitHub Pages counts bytes, not files; Netlify states no limit.
        assert!(size(20_001).host_warnings(DeployHost::GithubPages).is_empty());
        assert!(size(20_001).host_warnings(DeployHost::Netlify).is_empty());
        let heavy = OutputSize { files: 1, bytes: 1_000_000_001, large_files: vec![] };
        let over = heavy.host_warnings(DeployHost::GithubPages);
        assert!(
            over[0].message.contains("over the limit of 1.0 GB per site on github-pages"),
            "{}",
            over[0]
        );
    }
}
