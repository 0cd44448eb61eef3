#!/usr/bin/env python3
"""Two commands timed in turn, pair by pair: python3 bench/pairs.py [-n RUNS] 'COMMAND A' 'COMMAND B'

Runs A, B, A, B … (one warm-up of each first, not counted), each through the shell under GNU
time (`/usr/bin/time -v`), and prints for each command the median and min-max of its wall
time, CPU time (user + system) and peak resident memory, then the ratio A/B of each pair's
wall and CPU time: on a machine whose speed drifts, a ratio taken pair by pair holds where
two separate series of runs would not. A command that fails stops the comparison.

    python3 bench/pairs.py -n 5 \\
      'rm -rf /dev/shm/oa && target/release/iopress build --root SITE --output /dev/shm/oa' \\
      'rm -rf /dev/shm/ob && ./iopress-before build --root SITE --output /dev/shm/ob'
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

TIME = "/usr/bin/time"


def timed(command):
    """(wall s, cpu s, peak MiB) of one run of a shell command, as GNU time reports them."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        result = subprocess.run([TIME, "-v", "-o", report.name, "sh", "-c", command],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            sys.exit(f"`{command}` failed (exit {result.returncode}):\n{result.stderr[-4000:]}")
        text = report.read()

    def field(name):
        return re.search(rf"^\s*{re.escape(name)}: (.+)$", text, re.M).group(1)

    clock = [float(p) for p in field("Elapsed (wall clock) time (h:mm:ss or m:ss)").split(":")]
    wall = sum(p * 60 ** i for i, p in enumerate(reversed(clock)))
    cpu = float(field("User time (seconds)")) + float(field("System time (seconds)"))
    return wall, cpu, int(field("Maximum resident set size (kbytes)")) / 1024


def spread(values, digits=2):
    return f"{statistics.median(values):.{digits}f} ({min(values):.{digits}f}-{max(values):.{digits}f})"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--runs", type=int, default=5, help="counted runs of each (default 5)")
    parser.add_argument("a")
    parser.add_argument("b")
    args = parser.parse_args()
    if not os.path.isfile(TIME):
        sys.exit(f"{TIME} (GNU time) is missing: apt-get install -y time")
    timed(args.a)
    timed(args.b)
    runs = {"A": [], "B": []}
    for _ in range(max(1, args.runs)):
        runs["A"].append(timed(args.a))
        runs["B"].append(timed(args.b))
    print(f"{len(runs['A'])} pairs after one warm-up each; median (min-max); load average {os.getloadavg()[0]:.2f} after")
    print("| | wall s | CPU s | peak MiB |")
    print("|---|---:|---:|---:|")
    for name, values in runs.items():
        walls, cpus, peaks = zip(*values)
        print(f"| {name} | {spread(walls)} | {spread(cpus)} | {spread(peaks, 0)} |")
    pairs = list(zip(runs["A"], runs["B"]))
    print(f"| A/B, pair by pair | {spread([a[0] / b[0] for a, b in pairs], 3)} | {spread([a[1] / b[1] for a, b in pairs], 3)} | |")


if __name__ == "__main__":
    main()
