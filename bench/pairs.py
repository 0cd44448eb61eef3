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
import statistics

import gnu_time


def timed(command):
    """(wall s, cpu s, peak MiB) of one run of a shell command."""
    return gnu_time.measure(["sh", "-c", command])


def spread(values, digits=2):
    return f"{statistics.median(values):.{digits}f} ({min(values):.{digits}f}-{max(values):.{digits}f})"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--runs", type=int, default=5, help="counted runs of each (default 5)")
    parser.add_argument("a")
    parser.add_argument("b")
    args = parser.parse_args()
    gnu_time.require()
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

    def ratios(index):
        # A command too short for the clock to count (0.00 s) has no ratio.
        values = [a[index] / b[index] for a, b in pairs if b[index] > 0]
        return spread(values, 3) if values else "-"

    print(f"| A/B, pair by pair | {ratios(0)} | {ratios(1)} | |")


if __name__ == "__main__":
    main()
