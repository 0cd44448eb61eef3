//! Heap benchmark: how many bytes a build holds at once, as opposed to the resident memory the
//! process shows (which adds the allocator's free pages, thread arenas and the binary).
//!
//! Run with `cargo bench --bench memory -- SITE OUTPUT [SAMPLE_MS]`. Counts every allocation through the
//! allocator `iopress` uses (mimalloc) and prints the live heap after loading the site alone
//! (content, data, templates, strings; then dropped), and the peak live heap and peak resident
//! memory (`VmHWM`) of a whole build into OUTPUT. heaptrack sees none of mimalloc's
//! allocations and fails on large sites; this works at any size. With SAMPLE_MS, the live heap
//! is also written to stderr every SAMPLE_MS milliseconds of the build, to tell when in a
//! build the peak happens (a steady climb is something kept to the end; a spike, one step).

use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicUsize, Ordering};

/// mimalloc, counting the bytes allocated and not yet freed, and their highest count.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

impl Counting {
    fn add(size: usize) {
        let live = LIVE.fetch_add(size, Ordering::Relaxed) + size;
        PEAK.fetch_max(live, Ordering::Relaxed);
    }
}

// SAFETY: every call is passed on to mimalloc unchanged; the counters only observe sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        Counting::add(layout.size());
        unsafe { mimalloc::MiMalloc.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        Counting::add(layout.size());
        unsafe { mimalloc::MiMalloc.alloc_zeroed(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { mimalloc::MiMalloc.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size >= layout.size() {
            Counting::add(new_size - layout.size());
        } else {
            LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
        }
        unsafe { mimalloc::MiMalloc.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn mib(bytes: usize) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}

/// The process's peak resident memory so far, from /proc/self/status.
fn peak_rss() -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse::<usize>().ok().map(|kb| kb * 1024)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let (site, output, sample_ms) = match args.as_slice() {
        [site, output] => (site, output, None),
        [site, output, ms] => {
            (site, output, Some(ms.parse::<u64>().expect("SAMPLE_MS is a number of milliseconds")))
        }
        _ => {
            eprintln!("usage: cargo bench --bench memory -- SITE OUTPUT [SAMPLE_MS]");
            std::process::exit(2);
        }
    };
    let before = LIVE.load(Ordering::Relaxed);
    {
        let (loaded, _) = iopress::site::LoadedSite::load(std::path::Path::new(site), None, false)
            .unwrap_or_else(|problems| panic!("{} cannot be loaded: {problems:?}", site));
        let held = LIVE.load(Ordering::Relaxed) - before;
        println!(
            "loaded site: {:.1} MiB of live heap (peak while loading {:.1} MiB)",
            mib(held),
            mib(PEAK.load(Ordering::Relaxed))
        );
        let rankings = loaded.rankings();
        println!("with its rankings: {:.1} MiB", mib(LIVE.load(Ordering::Relaxed) - before));
        drop(rankings);
    }
    PEAK.store(LIVE.load(Ordering::Relaxed), Ordering::Relaxed);
    if let Some(ms) = sample_ms {
        // A sampler thread for the rest of the process: it ends with it.
        std::thread::spawn(move || {
            let start = std::time::Instant::now();
            loop {
                std::thread::sleep(std::time::Duration::from_millis(ms));
                eprintln!(
                    "{:8.2} s  live {:7.1} MiB  peak so far {:7.1} MiB",
                    start.elapsed().as_secs_f64(),
                    mib(LIVE.load(Ordering::Relaxed)),
                    mib(PEAK.load(Ordering::Relaxed))
                );
            }
        });
    }
    let options = iopress::BuildOptions {
        root: site.into(),
        output: Some(output.into()),
        ..Default::default()
    };
    let report = iopress::build_site(&options)
        .unwrap_or_else(|failure| panic!("the build failed: {failure}"));
    println!(
        "build: {} pages; peak live heap {:.1} MiB; peak resident {:.1} MiB",
        report.pages_per_language.values().sum::<usize>(),
        mib(PEAK.load(Ordering::Relaxed)),
        peak_rss().map(mib).unwrap_or(f64::NAN)
    );
}
