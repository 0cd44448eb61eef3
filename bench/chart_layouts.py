#!/usr/bin/env python3
"""What a built output would weigh with its charts laid out otherwise than as a file per
drawing: python3 bench/chart_layouts.py OUTPUT [PAGE]

Issue 40's 15,000 files cannot be met with every chart drawing a file of its own
(docs/performance.md). This takes an output as built (two drawings per chart, each a file
in `charts/`, shown by `<picture>`: the phone's `<img src>` and the desktop's `<source
srcset>`) and computes, page by page from those very files, the output each layout would give:

- **files**: every chart file as now;
- **inline, phone drawing only**: each page carries its charts' phone drawings as `<svg>`
  (the file without what only a file needs: its XML declaration, its `<style>` of light and
  dark text colours, its root's `id="light"` and its font list, as the page's own font and
  colour reach an inline drawing), its `<picture>` and its link to the file gone; no chart files;
- **inline, both drawings**: the same with the desktop drawing beside the phone's, one of
  them hidden by a media query;
- **a sprite per page and width**: each page's phone drawings in one file and its desktop
  drawings in another, each drawing a `<view>` (about 90 bytes) that `<img src="…#id">` shows;
- **a sprite per page**: both widths in one file per page.

For each: files, MB, and PAGE's transfer at a phone's width (its HTML, its phone sprite when
it has one, and the stylesheet; brotli quality 11, as bench/output_budget.py counts it). The
figures are computed from the bytes of the built files, not from a build with that layout:
the markup that would replace `<picture>` is estimated as the drawing and, for sprites, an
`<img>` of the same attributes.
"""

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from output_budget import compressed, local, output_size  # noqa: E402

PICTURE = re.compile(r"<picture>.*?</picture>", re.S)
CHART_LINK = re.compile(r'<a class="chart-file" href="[^"]*"[^>]*>[^<]*</a>')
IMG_SRC = re.compile(r'<img class="chart" src="([^"#]*/charts/[^"#]+\.svg)')
SOURCE_SRCSET = re.compile(r'<source media="[^"]*" srcset="([^"#]*/charts/[^"#]+\.svg)"')
STYLESHEET = re.compile(r'<link rel="stylesheet" href="([^"]+)"')
VIEW_BYTES = 90
SPRITE_OVERHEAD = 400


def inline_form(svg: str) -> str:
    """A chart file as the page would carry it: what only a standalone file needs removed."""
    svg = re.sub(r"^<\?xml[^>]*>\n", "", svg)
    svg = re.sub(r"<style>.*?</style>\n", "", svg, count=1, flags=re.S)
    svg = svg.replace('id="light" ', "", 1)
    return re.sub(r'font-family="[^"]*"', 'font-family="inherit"', svg, count=1)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__.splitlines()[0])
    output = Path(sys.argv[1])
    sample = output / (sys.argv[2] if len(sys.argv) == 3 else "reviews/review-0001/index.html")
    files, size = output_size(output)
    charts = output / "charts"
    chart_files = list(charts.iterdir()) if charts.is_dir() else []
    chart_bytes = sum(p.stat().st_size for p in chart_files)
    inline_cache = {}

    def inline(url: str) -> str:
        name = url.rsplit("/", 1)[-1]
        if name not in inline_cache:
            inline_cache[name] = inline_form((charts / name).read_text(encoding="utf-8"))
        return inline_cache[name]

    # Bytes added to (or taken from) the HTML, and sprite files, per layout.
    html_delta = {"phone": 0, "both": 0, "sprites": 0}
    sprite_files = {"per width": 0, "per page": 0}
    sprite_bytes = 0
    sample_transfer = {}
    # The sample's stylesheets, which every layout loads alike.
    sample_html = sample.read_text(encoding="utf-8")
    css_brotli = sum(
        compressed(path.read_bytes())
        for href in STYLESHEET.findall(sample_html)
        if (path := local(output, sample, href)) is not None
    )
    for page in output.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        phones = IMG_SRC.findall(html)
        if not phones:
            continue
        wides = SOURCE_SRCSET.findall(html)
        pictures = PICTURE.findall(html)
        links = CHART_LINK.findall(html)
        removed = sum(len(p.encode()) for p in pictures) + sum(len(l.encode()) for l in links)
        phone_inline = sum(len(inline(u).encode()) for u in phones)
        wide_inline = sum(len(inline(u).encode()) for u in wides)
        html_delta["phone"] += phone_inline - removed
        html_delta["both"] += phone_inline + wide_inline - removed
        # A sprite keeps the page's <img>s (the <source> too) and its link to the file.
        widths = 1 + bool(wides)
        sprite_files["per width"] += widths
        sprite_files["per page"] += 1
        sprite_bytes += (
            phone_inline + wide_inline + VIEW_BYTES * (len(phones) + len(wides))
            + SPRITE_OVERHEAD * widths
        )
        if page == sample:
            by_layout = {}
            for layout in ("phone", "both"):
                rebuilt = CHART_LINK.sub("", html)
                drawings = iter(
                    inline(p) + (inline(w) if layout == "both" else "")
                    for p, w in zip(phones, wides + [""] * len(phones))
                )
                rebuilt = PICTURE.sub(lambda _m: next(drawings), rebuilt)
                by_layout[layout] = compressed(rebuilt.encode()) + css_brotli
            phone_sprite = "".join(inline(u) for u in phones).encode()
            both_sprite = phone_sprite + "".join(inline(u) for u in wides).encode()
            by_layout["sprites"] = compressed(html.encode()) + compressed(phone_sprite) + css_brotli
            by_layout["one sprite"] = compressed(html.encode()) + compressed(both_sprite) + css_brotli
            sample_transfer = by_layout
    base_files = files - len(chart_files)
    base_bytes = size - chart_bytes
    rows = [
        ("files, as built", files, size, None),
        ("inline, phone drawing only", base_files, base_bytes + html_delta["phone"], "phone"),
        ("inline, both drawings", base_files, base_bytes + html_delta["both"], "both"),
        ("a sprite per page and width", base_files + sprite_files["per width"], base_bytes + sprite_bytes, "sprites"),
        ("a sprite per page, both widths", base_files + sprite_files["per page"], base_bytes + sprite_bytes, "one sprite"),
    ]
    print(f"{output}: {len(chart_files):,} chart files, {chart_bytes / 1e6:,.1f} MB\n")
    print(f"| charts | files | MB | {sample.relative_to(output)}, brotli (HTML, phone charts, css) |")
    print("|---|---:|---:|---:|")
    for name, count, total, layout in rows:
        transfer = "as output_budget.py" if layout is None else f"{sample_transfer.get(layout, 0) / 1e3:,.1f} KB"
        print(f"| {name} | {count:,} | {total / 1e6:,.1f} | {transfer} |")


if __name__ == "__main__":
    main()
