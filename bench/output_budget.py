#!/usr/bin/env python3
"""A built output against issue 40's budget: python3 bench/output_budget.py OUTPUT [PAGE]

Issue 40 asks the 200-review bench site to fit the hosts: under 15,000 files and 250 MB, while
a review page's transfer size (its HTML and every chart and image it loads, brotli) stays under
150 KB. This prints, as a Markdown table against those targets:

- the output's files and bytes, as `find OUTPUT -type f | wc -l` and `du -sb` count them (the
  build's ledger, `.iopress-documents.json`, included: it is in the folder a host receives);
- the transfer size of one review page at a phone's width (390 px): the page's HTML, and each
  file it loads there, each compressed with brotli at quality 11 (what a host or CDN serves):
  the stylesheet and scripts, the `src` of every chart `<img>` (the phone drawing; the
  `<picture>` source for 64 rem and wider is a desktop's), the smallest file of each picture's
  `srcset` (a 390-px screen at 2x takes a larger one: counted as the largest at or under 780
  px); lazy images are counted too, as a reader who scrolls loads them. Files
  of other origins are left out. PAGE is the page's path in OUTPUT (default: the first
  review's English page, `reviews/review-0001/index.html`).

Brotli comes from Python's `brotli` module when present, otherwise the `brotli` command
(Debian: `apt-get install brotli` or `python3-brotli`).
"""

import os
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

FILES_TARGET = 15_000
BYTES_TARGET = 250e6
TRANSFER_TARGET = 150e3
PHONE_DPR_WIDTH = 780

try:
    import brotli  # type: ignore

    def compressed(data: bytes) -> int:
        return len(brotli.compress(data, quality=11))
except ImportError:
    if not shutil.which("brotli"):
        sys.exit("needs Python's brotli module or the brotli command (apt-get install brotli)")

    def compressed(data: bytes) -> int:
        return len(subprocess.run(["brotli", "-c", "-q", "11"], input=data, capture_output=True, check=True).stdout)


class Loads(HTMLParser):
    """The same-site files a page loads at a phone's width."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.urls = []
        self.in_picture = False
        # The first format source of the current picture (AVIF before WebP): what a
        # browser that decodes it, as Chromium does, loads instead of the <img>'s files.
        self.format_source = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "picture":
            self.in_picture, self.format_source = True, None
        elif tag == "link" and a.get("rel") in ("stylesheet", "preload") and a.get("href"):
            self.urls.append(a["href"])
        elif tag == "script" and a.get("src"):
            self.urls.append(a["src"])
        elif tag == "img":
            srcset = self.format_source or a.get("srcset")
            if srcset:
                self.urls.append(phone_candidate(srcset))
            elif a.get("src"):
                self.urls.append(a["src"])
        elif tag == "source" and self.in_picture and not a.get("media") and a.get("srcset"):
            self.format_source = self.format_source or a["srcset"]

    def handle_endtag(self, tag):
        if tag == "picture":
            self.in_picture = False


def phone_candidate(srcset: str) -> str:
    """The `srcset` candidate a 390-px screen at 2x picks: the widest at or under 780 px."""
    candidates = []
    for part in srcset.split(","):
        bits = part.split()
        width = int(bits[1].rstrip("w")) if len(bits) > 1 and bits[1].endswith("w") else 0
        candidates.append((width, bits[0]))
    fitting = [c for c in candidates if c[0] <= PHONE_DPR_WIDTH] or [min(candidates)]
    return max(fitting)[1]


def local(output: Path, page: Path, url: str):
    if re.match(r"^[a-z]+:|^//", url):
        return None
    url = url.split("#")[0].split("?")[0]
    path = output / url.lstrip("/") if url.startswith("/") else page.parent / url
    return path if path.is_file() else None


def transfer(output: Path, page: Path):
    html = page.read_bytes()
    parser = Loads()
    parser.feed(html.decode("utf-8"))
    rows = [("HTML", 1, len(html), compressed(html))]
    kinds = {}
    seen = set()
    for url in parser.urls:
        path = local(output, page, url)
        if path is None or path in seen:
            continue
        seen.add(path)
        kind = "charts" if "/charts/" in path.as_posix() else path.suffix.lstrip(".") or "other"
        data = path.read_bytes()
        count, raw, brotli_bytes = kinds.get(kind, (0, 0, 0))
        kinds[kind] = (count + 1, raw + len(data), brotli_bytes + compressed(data))
    rows += [(kind, *figures) for kind, figures in sorted(kinds.items())]
    return rows


def output_size(output: Path):
    """The output's files and bytes, as `find OUTPUT -type f | wc -l` and `du -sb` count them."""
    files = 0
    size = 0
    for directory, _, names in os.walk(output):
        for name in names:
            files += 1
            size += os.lstat(os.path.join(directory, name)).st_size
    return files, size


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__.splitlines()[0])
    output = Path(sys.argv[1])
    page = output / (sys.argv[2] if len(sys.argv) == 3 else "reviews/review-0001/index.html")
    if not page.is_file():
        sys.exit(f"{page} is not a file")
    files, size = output_size(output)
    rows = transfer(output, page)
    total = sum(r[3] for r in rows)
    ok = lambda value, target: "met" if value < target else "**not met**"
    print(f"{output}, review page {page.relative_to(output)}\n")
    print("| figure | measured | target | |")
    print("|---|---:|---:|---|")
    print(f"| files | {files:,} | {FILES_TARGET:,} | {ok(files, FILES_TARGET)} |")
    print(f"| bytes | {size / 1e6:,.1f} MB | {BYTES_TARGET / 1e6:,.0f} MB | {ok(size, BYTES_TARGET)} |")
    print(f"| review page transfer (brotli, 390 px) | {total / 1e3:,.1f} KB | {TRANSFER_TARGET / 1e3:,.0f} KB | {ok(total, TRANSFER_TARGET)} |")
    print("\n| the page loads | files | bytes | brotli |")
    print("|---|---:|---:|---:|")
    for kind, count, raw, brotli_bytes in rows:
        print(f"| {kind} | {count} | {raw / 1e3:,.1f} KB | {brotli_bytes / 1e3:,.1f} KB |")


if __name__ == "__main__":
    main()
