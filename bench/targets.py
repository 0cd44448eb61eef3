#!/usr/bin/env python3
"""Issue 18's build targets, measured in one run: python3 bench/targets.py [--sizes 200,1000,2000]

For each size, generates the synthetic site (bench/generate_site.py, seed 1) and a copy of it
without the search page (no search page, no index). Then, RUNS rounds: in each, a first build
(the output folder deleted before it) of every size, with and without search, under GNU time
(`/usr/bin/time -v`: wall, user + system CPU, peak resident memory). A larger size's ratio to
the first is taken within each round, pair by pair, so that the machine's drift over the run
(up to half from hour to hour here) does not enter it. At the first size it also times builds
again with nothing changed, and counts the output's bytes per HTML page. Prints the figures
and a table of the targets with what was measured against each.

Every figure comes with the runs it was taken from (median, and min-max), and the machine's
load average before and after the run.

Environment: TMPDIR (default /tmp; /dev/shm keeps the disk out of it), RUNS (default 3),
KEEP_SITES=1 (keep the generated sites; the folder is printed).
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import gnu_time

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent


def log(message):
    print(f"[targets] {message}", file=sys.stderr, flush=True)


def timed_build(binary, site, output, fresh):
    """One build under GNU time: (wall s, cpu s, peak MiB)."""
    if fresh:
        shutil.rmtree(output, ignore_errors=True)
    return gnu_time.measure([str(binary), "build", "--root", str(site), "--output", str(output)])


def summary(values, unit, digits=2):
    median = statistics.median(values)
    return f"{median:.{digits}f} {unit} ({min(values):.{digits}f}-{max(values):.{digits}f})"


def output_per_page(output):
    total = pages = 0
    for path in output.rglob("*"):
        if path.is_file():
            total += path.stat().st_size
            pages += path.suffix == ".html"
    return total, pages


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="200,1000,2000", help="review counts, the first the reference")
    parser.add_argument("--binary", type=Path, default=ROOT / "target" / "release" / "iopress")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    runs = max(1, int(os.environ.get("RUNS", "3")))
    if not args.binary.is_file():
        sys.exit(f"no binary at {args.binary}: run `cargo build --release` first")
    gnu_time.require()

    work = Path(tempfile.mkdtemp(prefix="iopress-targets.", dir=os.environ.get("TMPDIR")))
    log(f"sites and output in {work}; {runs} rounds of first builds; load average {os.getloadavg()[0]:.2f}")
    figures = {}  # (size, variant) -> lists of (wall, cpu, peak), one per round
    variants = ("with search", "without search")
    sites = {}
    output = lambda size, variant: work / f"out-{size}-{variant.replace(' ', '-')}"
    try:
        for size in sizes:
            site = work / f"site-{size}"
            subprocess.run([sys.executable, str(BENCH / "generate_site.py"), "--reviews", str(size), "--out", str(site),
                            "--seed", "1"], check=True, stdout=subprocess.DEVNULL)
            plain = work / f"site-{size}-without-search"
            shutil.copytree(site, plain)
            (plain / "themes" / "default" / "templates" / "search.html").unlink()
            sites[(size, "with search")], sites[(size, "without search")] = site, plain
        for run in range(runs):
            for size in sizes:
                for variant in variants:
                    figure = timed_build(args.binary, sites[(size, variant)], output(size, variant), fresh=True)
                    figures.setdefault((size, variant), []).append(figure)
                    log(f"round {run + 1}: {size} reviews, {variant}, first build: {figure[0]:.2f} s wall, "
                        f"{figure[1]:.2f} s CPU, {figure[2]:.0f} MiB")
                    if size != sizes[0]:
                        shutil.rmtree(output(size, variant), ignore_errors=True)
        for variant in variants:
            for run in range(runs):
                figure = timed_build(args.binary, sites[(sizes[0], variant)], output(sizes[0], variant), fresh=False)
                figures.setdefault((sizes[0], variant + ", again"), []).append(figure)
            figures[(sizes[0], variant + ", output")] = output_per_page(output(sizes[0], variant))
    finally:
        if os.environ.get("KEEP_SITES") != "1":
            shutil.rmtree(work, ignore_errors=True)

    print(f"\n{os.cpu_count()} cores; sites in {work.parent}; {runs} rounds, median (min-max)\n")
    print("| reviews | build | wall | CPU (user + system) | peak RSS |")
    print("|---:|---|---:|---:|---:|")
    for (size, variant), values in figures.items():
        if variant.endswith("output"):
            continue
        walls, cpus, peaks = zip(*values)
        kind = variant if "again" in variant else variant + ", first"
        print(f"| {size} | {kind} | {summary(walls, 's')} | {summary(cpus, 's')} | {summary(peaks, 'MiB', 0)} |")

    reference = sizes[0]

    def median(size, variant, index):
        return statistics.median(v[index] for v in figures[(size, variant)])

    def ratio(size, variant):
        """The wall-time ratio to the reference size, round by round: median (min-max)."""
        ratios = [a[0] / b[0] for a, b in zip(figures[(size, variant)], figures[(reference, variant)])]
        return f"{statistics.median(ratios):.2f} x ({min(ratios):.2f}-{max(ratios):.2f})"

    print("\n| target | with search | without search |")
    print("|---|---:|---:|")
    row = lambda name, f: print(f"| {name} | {f('with search')} | {f('without search')} |")
    row(f"{reference} reviews, first build under 1.0 s wall", lambda v: f"{median(reference, v, 0):.2f} s")
    for size, limit in ((s, s / reference * 1.1) for s in sizes[1:]):
        row(f"{size} reviews at most {limit:.1f} x the {reference}-review time, pair by pair",
            lambda v, size=size: ratio(size, v))
        if size == 1000:
            row("1,000 reviews, peak memory under 400 MiB", lambda v: f"{median(size, v, 2):.0f} MiB")
    row("built again with nothing changed, under 1/4 of a first build",
        lambda v: f"{median(reference, v + ', again', 0) / median(reference, v, 0):.2f}")

    def per_page(v):
        bytes_, pages = figures[(reference, v + ", output")]
        return f"{bytes_ / pages / 1000:.0f} KB ({bytes_ / 1e6:.0f} MB, {pages} pages)"

    row(f"{reference} reviews, output under 100 KB per HTML page", per_page)
    print(f"\nload average after the run: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
