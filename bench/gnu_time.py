"""One command's whole-process figures as GNU time reports them (`/usr/bin/time -v`), for the
benchmark scripts beside this file."""

import os
import re
import subprocess
import sys
import tempfile

TIME = "/usr/bin/time"


def require():
    """Stops with what to install when GNU time is missing."""
    if not os.path.isfile(TIME):
        sys.exit(f"{TIME} (GNU time) is missing: apt-get install -y time")


def measure(argv):
    """Runs argv under GNU time: (wall s, user + system CPU s, peak resident MiB). A command
    that fails stops the benchmark with the end of its stderr."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        result = subprocess.run([TIME, "-v", "-o", report.name, *argv],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            sys.exit(f"`{' '.join(argv)}` failed (exit {result.returncode}):\n{result.stderr[-4000:]}")
        text = report.read()

    def field(name):
        return re.search(rf"^\s*{re.escape(name)}: (.+)$", text, re.M).group(1)

    clock = [float(p) for p in field("Elapsed (wall clock) time (h:mm:ss or m:ss)").split(":")]
    wall = sum(p * 60 ** i for i, p in enumerate(reversed(clock)))
    cpu = float(field("User time (seconds)")) + float(field("System time (seconds)"))
    return wall, cpu, int(field("Maximum resident set size (kbytes)")) / 1024
