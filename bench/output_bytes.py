#!/usr/bin/env python3
"""Where a built site's bytes go: python3 bench/output_bytes.py OUTPUT

Counts the files and bytes of an `iopress build` output folder by what they are (review,
drive, drive comparison, protocol and print pages, chart files, downloads, the search index),
then the parts of the screen pages that serve one purpose each: the charts' data tables (the
`<details class="chart-data">` under each chart), the attributes that let tables stack on a
phone (`role=` and `data-label=` on cells; those inside the charts' data tables counted apart),
`class="num"`, the ranking figures of review and drive pages with the chart files only they
show, and in the JSON downloads the rig's and protocol's facts each file repeats. Prints one
Markdown table; docs/performance.md ("What the unmet targets would take") quotes it.
"""

import json
import os
import re
import sys
from collections import Counter
from pathlib import Path

CHART_DATA = re.compile(r'<details class="chart-data">.*?</details>', re.S)
STACKING = re.compile(r' role="(?:table|rowgroup|row|columnheader|rowheader|cell)"| data-label="[^"]*"')
NUMERIC = re.compile(r' class="num"')
RANKING_FIGURE = re.compile(r'<figure class="chart(?: chart-bars)?" id="ranking-')
CHART_FILE = re.compile(r'<img class="chart" src="([^"]+)"')


def size(text):
    return len(text.encode())


def page_kind(relative):
    parts = relative.split("/")
    if "print" in parts:
        return "print pages"
    if "compare" in parts:
        return "drive comparison pages"
    for section, kind in (("reviews", "review pages"), ("drives", "drive pages"), ("protocols", "protocol pages")):
        if section in parts[:-1]:
            return kind
    return "other pages"


def ranking_figures(page):
    """The ranking figures of a page: (bytes of their markup, the chart files they show)."""
    markup, files = 0, set()
    for match in RANKING_FIGURE.finditer(page):
        # Its data table is a figure nested inside its <details>: the chart's own figure ends
        # at the first </figure> after the details. A ranking's bars in HTML (issue 40) have
        # no details: the figure ends at its first </figure>.
        bars = "chart-bars" in match.group(0)
        end = page.find("</figure>", match.start() if bars else page.find("</details>", match.start()))
        block = page[match.start():end + len("</figure>")]
        markup += size(block)
        files.update(CHART_FILE.findall(block))
    return markup, files


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.splitlines()[0])
    output = Path(sys.argv[1])
    if not (output / "index.html").is_file():
        sys.exit(f"{output} is not a built site (no index.html)")
    files, bytes_ = Counter(), Counter()
    parts = Counter()
    ranking_files, other_files = set(), set()
    for directory, _, names in os.walk(output):
        for name in names:
            path = Path(directory) / name
            relative = path.relative_to(output).as_posix()
            length = path.stat().st_size
            if relative.startswith("pagefind/"):
                kind = "search index"
            elif name.endswith(".html"):
                kind = page_kind(relative)
            elif name.endswith(".svg") and relative.startswith("charts/"):
                kind = "chart files"
            elif name.endswith(".json") and "/data/" in "/" + relative:
                kind = "JSON downloads"
                table = json.loads(path.read_bytes())
                parts["of JSON downloads: the rig's and protocol's facts"] += sum(
                    size(json.dumps(table.get(key), ensure_ascii=False, separators=(",", ":"))) for key in ("rig", "protocol"))
            elif name.endswith(".csv"):
                kind = "CSV downloads"
            else:
                kind = "other files"
            files[kind] += 1
            bytes_[kind] += length
            if not name.endswith(".html") or kind == "print pages":
                continue
            page = path.read_text(encoding="utf-8")
            chart_data = CHART_DATA.findall(page)
            inside = sum(size(m) for block in chart_data for m in STACKING.findall(block))
            parts["of screen pages: the charts' data tables"] += sum(size(block) for block in chart_data)
            parts["of screen pages: stacking attributes outside them"] += sum(size(m) for m in STACKING.findall(page)) - inside
            parts["of screen pages: stacking attributes inside them"] += inside
            parts['of screen pages: class="num"'] += sum(size(m) for m in NUMERIC.findall(page))
            if kind in ("review pages", "drive pages"):
                markup, shown = ranking_figures(page)
                parts["ranking figures of review and drive pages: markup"] += markup
                ranking_files |= shown
                other_files |= set(CHART_FILE.findall(page)) - shown
            else:
                other_files |= set(CHART_FILE.findall(page))
    only_ranking = ranking_files - other_files
    parts["ranking figures of review and drive pages: chart files only they show"] = sum(
        (output / url.lstrip("/")).stat().st_size for url in only_ranking if (output / url.lstrip("/")).is_file())

    total = sum(bytes_.values())
    pages = sum(count for kind, count in files.items() if kind.endswith("pages"))
    print(f"{output}: {total / 1e6:.1f} MB in {sum(files.values())} files, {pages} HTML pages, "
          f"{total / pages / 1e3:.0f} KB per page\n")
    print("| what | files | MB | share |")
    print("|---|---:|---:|---:|")
    for kind, length in bytes_.most_common():
        print(f"| {kind} | {files[kind]} | {length / 1e6:.1f} | {100 * length / total:.1f} % |")
    for part, length in parts.items():
        count = len(only_ranking) if "chart files" in part else ""
        print(f"| {part} | {count} | {length / 1e6:.1f} | {100 * length / total:.1f} % |")


if __name__ == "__main__":
    main()
