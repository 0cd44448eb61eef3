//! The operating system's part of replacing a folder: an atomic exchange of two names,
//! whether a process is still running, whether a folder is a mount point.

use std::io;
use std::path::Path;

/// What a test asks of the swap through `IOPRESS_TEST_SWAP`, read in debug builds only (the
/// tests' binary); a release build never reads it and always gets [`TestSeam::None`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TestSeam {
    None,
    /// `without-exchange`: [`exchange`] refuses, as on a system or file system without it.
    WithoutExchange,
    /// `killed-between-renames`: as `without-exchange`, and the build is killed (SIGKILL)
    /// between the two renames that replace the exchange.
    KilledBetweenRenames,
}

pub fn test_seam() -> TestSeam {
    if cfg!(debug_assertions) {
        match std::env::var("IOPRESS_TEST_SWAP").as_deref() {
            Ok("without-exchange") => return TestSeam::WithoutExchange,
            Ok("killed-between-renames") => return TestSeam::KilledBetweenRenames,
            _ => {}
        }
    }
    TestSeam::None
}

/// Ends this process at once, as `kill -9` would: nothing is cleaned up (for [`TestSeam`]).
pub fn killed_by_test() -> ! {
    #[cfg(unix)]
    // SAFETY: sends a signal to this very process; no memory is involved.
    unsafe {
        libc::kill(libc::getpid(), libc::SIGKILL);
    }
    std::process::abort()
}

/// Exchanges the folders at `a` and `b` in one step: no moment exists where either name is
/// missing. `Unsupported` when the system or the file system has no such operation.
#[cfg(target_os = "linux")]
pub fn exchange(a: &Path, b: &Path) -> io::Result<()> {
    if test_seam() != TestSeam::None {
        return Err(io::Error::new(io::ErrorKind::Unsupported, "refused by IOPRESS_TEST_SWAP"));
    }
    use std::ffi::CString;
    use std::os::unix::ffi::OsStrExt;
    let c = |p: &Path| {
        CString::new(p.as_os_str().as_bytes())
            .map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))
    };
    let (a, b) = (c(a)?, c(b)?);
    // SAFETY: both are valid NUL-terminated paths; renameat2 reads them and nothing else.
    let result = unsafe {
        libc::renameat2(
            libc::AT_FDCWD,
            a.as_ptr(),
            libc::AT_FDCWD,
            b.as_ptr(),
            libc::RENAME_EXCHANGE,
        )
    };
    if result == 0 {
        return Ok(());
    }
    let error = io::Error::last_os_error();
    match error.raw_os_error() {
        // The kernel (ENOSYS) or the file system (EINVAL) cannot exchange.
        Some(libc::ENOSYS) | Some(libc::EINVAL) => {
            Err(io::Error::new(io::ErrorKind::Unsupported, error))
        }
        _ => Err(error),
    }
}

#[cfg(not(target_os = "linux"))]
pub fn exchange(_a: &Path, _b: &Path) -> io::Result<()> {
    Err(io::Error::from(io::ErrorKind::Unsupported))
}

/// Whether the process `pid` still runs. When in doubt, it does: a staging folder is only
/// ever removed when its builder is certainly gone.
#[cfg(unix)]
pub fn process_running(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else { return true };
    // SAFETY: signal 0 sends nothing; it only asks whether the process exists.
    let result = unsafe { libc::kill(pid, 0) };
    result == 0 || io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
}

/// An exclusive lock on the folder `dir`, held while the returned file stays open; None when
/// another process holds it (or the folder cannot be opened). A build holds its staging
/// folder's from before it writes the marker, so a marked staging folder whose lock can be
/// taken is a killed build's even when the pid in its name runs: Linux gives pids out again,
/// to threads too, and its default pid_max is 32,768, so on a busy machine a killed build's
/// pid soon names another process.
#[cfg(unix)]
pub fn lock_folder(dir: &Path) -> Option<std::fs::File> {
    use std::os::fd::AsRawFd;
    let folder = std::fs::File::open(dir).ok()?;
    // SAFETY: flock on a descriptor this function owns; it only takes an advisory lock.
    let locked = unsafe { libc::flock(folder.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0;
    locked.then_some(folder)
}

#[cfg(not(unix))]
pub fn lock_folder(_dir: &Path) -> Option<std::fs::File> {
    None
}

#[cfg(not(unix))]
pub fn process_running(_pid: u32) -> bool {
    true
}

/// Whether `path` (an existing folder) is a mount point: a rename can neither move it nor
/// put another folder in its place.
#[cfg(unix)]
pub fn is_mount_point(path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    let device = |p: &Path| std::fs::metadata(p).map(|m| m.dev()).ok();
    if let Some(parent) = path.parent() {
        if device(path) != device(parent) {
            return true;
        }
    }
    // A bind mount of a folder of the same file system keeps the device number.
    listed_as_mount_point(path)
}

#[cfg(not(unix))]
pub fn is_mount_point(_path: &Path) -> bool {
    false
}

#[cfg(unix)]
fn listed_as_mount_point(path: &Path) -> bool {
    let Ok(table) = std::fs::read_to_string("/proc/self/mountinfo") else { return false };
    // The fifth field is the mount point, with space, tab, newline and backslash as octal escapes.
    table
        .lines()
        .filter_map(|line| line.split(' ').nth(4))
        .any(|field| Path::new(&unescape_mount_field(field)) == path)
}

fn unescape_mount_field(field: &str) -> String {
    let bytes = field.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\'
            && i + 3 < bytes.len()
            && bytes[i + 1..i + 4].iter().all(|b| (b'0'..=b'7').contains(b))
        {
            let value =
                bytes[i + 1..i + 4].iter().fold(0u32, |acc, b| acc * 8 + u32::from(b - b'0'));
            out.push(value as u8);
            i += 4;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mount_fields_are_unescaped() {
        assert_eq!(unescape_mount_field("/mnt/my\\040site"), "/mnt/my site");
        assert_eq!(unescape_mount_field("/plain"), "/plain");
    }

    #[test]
    fn this_process_runs() {
        assert!(process_running(std::process::id()));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn exchange_swaps_two_folders() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        std::fs::create_dir(&a).unwrap();
        std::fs::create_dir(&b).unwrap();
        std::fs::write(a.join("f"), "a").unwrap();
        exchange(&a, &b).unwrap();
        assert_eq!(std::fs::read_to_string(b.join("f")).unwrap(), "a");
        assert!(!a.join("f").exists());
    }
}
