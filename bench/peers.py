#!/usr/bin/env python3
"""iopress side by side with Zola and Hugo, with and without search (issue 41):
python3 bench/peers.py [--reviews 200] [--rounds 5] [--seed 1] [--chart-reviews 200]

Generates one prose corpus (REVIEWS reviews × 5 languages: title, summary, date, headings,
paragraphs, lists, a small table, a footnote; the text of bench/generate_site.py, imported,
not copied) three times from the same seed: an iopress site, a Zola site and a Hugo site
with the same pages in the same languages, each in its tool's usual multilingual layout
(`index.<lang>.md` beside each other in a page's folder, the default language at the root)
and with comparable minimal templates: a page with its title, summary, date, prose and
language switcher; a home page with the ten newest reviews; the review list ten to a page;
the feed and the sitemap each tool writes by itself. Pagefind indexes the same thing for all:
iopress indexes each review (its search record: docs/templates.md, "What is indexed"); the
Zola and Hugo review pages mark their article `data-pagefind-body`, so the Pagefind CLI indexes
the reviews and nothing else.

It also generates the chart site (bench/generate_site.py --reviews CHART_REVIEWS, seed SEED).
Then, after one untimed warm-up of each pipeline (which also checks its output: the HTML
pages written and the pages Pagefind indexed per language), ROUNDS rounds; each runs every
pipeline once, the order rotated by one from a round to the next, each build into a fresh
output folder (deleted before it, outside the timing), under GNU time (bench/gnu_time.py):
wall, user + system CPU of the whole process tree, peak resident memory of its largest process:

  iopress build (search inside) | zola build && pagefind --site OUT | hugo && pagefind --site OUT
  the same three without search (iopress: the theme without search.html: no index)
  the chart site, first build with search

Prints a Markdown table of medians (min-max), then the ratios taken within each round, pair
by pair (iopress / Zola + Pagefind, wall and CPU; the chart site's CPU / the prose build's CPU)
against issue 41's targets, and the load average before and after.

Tools (option, else environment variable, else default):
  --iopress  IOPRESS   target/release/iopress of this checkout (cargo build --release --locked)
  --zola     ZOLA      /work/tools/zola/bin/zola   (built from source: bench/README.md)
  --hugo     HUGO      /usr/bin/hugo               (apt-get install -y hugo)
  --pagefind PAGEFIND  /work/tools/pagefind/node_modules/@pagefind/linux-x64/bin/pagefind_extended
                       (npm install --prefix /work/tools/pagefind @pagefind/linux-x64@1.6.0)

Environment: TMPDIR (default /tmp; /dev/shm keeps the disk out of it), KEEP_SITES=1 (keep the
sites and outputs; the folder is printed).
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import generate_site as gs
import gnu_time
from pairs import spread

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
BASE_URL = "https://bench.example.org"
PAGE_SIZE = 10  # entries per page of the review list, as iopress's default [lists] page_size

PAGEFIND_PACKAGE = "/work/tools/pagefind/node_modules/@pagefind/linux-x64/bin"
TOOLS = {
    # name: (environment variable, default path, how to install it)
    "iopress": ("IOPRESS", str(ROOT / "target" / "release" / "iopress"), "cargo build --release --locked"),
    "zola": ("ZOLA", "/work/tools/zola/bin/zola",
             "cargo install --path ZOLA_SOURCE --locked --root /work/tools/zola (bench/README.md, \"Beside Zola and Hugo\")"),
    "hugo": ("HUGO", "/usr/bin/hugo", "apt-get install -y hugo"),
    "pagefind": ("PAGEFIND", f"{PAGEFIND_PACKAGE}/pagefind_extended",
                 "npm install --prefix /work/tools/pagefind @pagefind/linux-x64@1.6.0"),
}


def log(message):
    print(f"[peers] {message}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# The corpus: one list of pages, written out three ways
# ---------------------------------------------------------------------------------------------

DRIVE_LINK = re.compile(r"\[([^\]]*)\]\(@/drives/[^)]*\)")
REVIEW_LINK = re.compile(r"\]\(@/reviews/([^)#\s]+)(#[^)\s]*)?\)")


def plain_links(markdown):
    """generate_site's prose links with iopress's `@/` paths, which the other tools spell
    differently. The corpus has no drive pages: a drive link keeps its text alone. A link to
    another review or to the list becomes a relative URL, the same in all three tools."""
    markdown = DRIVE_LINK.sub(r"\1", markdown)
    markdown = REVIEW_LINK.sub(lambda m: f"](../{m.group(1)}/{m.group(2) or ''})", markdown)
    return markdown.replace("](@/reviews)", "](../)")


class Corpus:
    def __init__(self, reviews, seed, codes):
        self.languages = [gs.Language(code, seed) for code in codes]
        self.default = self.languages[0].code
        width = max(4, len(str(reviews)))
        drives = [gs.Drive(i, 3, seed) for i in range(1, max(2, reviews // 4) + 1)]
        self.reviews = []  # (slug, date, {lang: (title, summary, markdown)})
        for index in range(1, reviews + 1):
            review = gs.Review(index, width, reviews, drives, seed)
            review.links = [f"review-{j:0{width}d}" for j in review.links]
            kind = review.rng.choice(("independent", "independent", "commissioned", "sponsored"))
            review.disclosure = (kind, None if kind == "independent" else review.drives[0].vendor)
            texts = {}
            for lang in self.languages:
                rng = random.Random(f"prose/{seed}/{index}/{lang.code}")
                title = gs.TITLE_SINGLE.get(lang.code, gs.TITLE_SINGLE["en"]).format(drive=review.drives[0].name)
                summary = lang.sentence(rng, rng.randint(12, 20))[0]
                texts[lang.code] = (title, summary, plain_links(gs.review_body(lang, review, rng)))
            self.reviews.append((review.id, review.date, texts))
        self.intro = {}
        for lang in self.languages:
            rng = random.Random(f"home/{seed}/{lang.code}")
            self.intro[lang.code] = (lang.join(lang.paragraph(rng, 60)[0]), lang.join(lang.paragraph(rng, 40)[0]))

    def section(self, code):
        return gs.SECTION["reviews"].get(code, gs.SECTION["reviews"]["en"])

    def write_content(self, site, front_matter, section_extra="", home_extra="", bare_default=False):
        """content/_index.<lang>.md, content/reviews/_index.<lang>.md and one folder per review
        with index.<lang>.md: the layout all three tools read (Zola's default language has
        no suffix: `bare_default`). `front_matter(lang, title, summary, date)` gives a
        review's TOML lines."""
        w = gs.Writer(site)
        md = lambda code: ".md" if bare_default and code == self.default else f".{code}.md"
        for lang in self.languages:
            home, section = self.intro[lang.code]
            w.write(f"content/_index{md(lang.code)}",
                    f"+++\ntitle = {gs.toml_str(lang.title)}\n{home_extra}+++\n\n{home}\n")
            title, description = self.section(lang.code)
            w.write(f"content/reviews/_index{md(lang.code)}",
                    f"+++\ntitle = {gs.toml_str(title)}\ndescription = {gs.toml_str(description)}\n"
                    f"{section_extra}+++\n\n{section}\n")
        for slug, date, texts in self.reviews:
            for code, (title, summary, markdown) in texts.items():
                lines = front_matter(code, title, summary, date)
                w.write(f"content/reviews/{slug}/index{md(code)}", "+++\n" + "\n".join(lines) + "\n+++\n\n" + markdown)
        return w

    def pages(self):
        return len(self.reviews) * len(self.languages)


STYLE = "body{font:16px/1.5 sans-serif;max-width:46rem;margin:0 auto;padding:1rem}table{border-collapse:collapse}\n"


# -- iopress ----------------------------------------------------------------------------------

IOPRESS_TEMPLATES = {
    "base.html": """<!doctype html>
<html lang="{{ lang }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{% block title %}{{ page.title }} · {{ site.title }}{% endblock title %}</title>
<link rel="canonical" href="{{ canonical }}">
{% for a in alternates %}<link rel="alternate" hreflang="{{ a.hreflang }}" href="{{ a.href }}">
{% endfor %}<link rel="stylesheet" href="{{ static_url }}style.css">
</head>
<body>
<header><a href="{{ nav.home }}">{{ site.title }}</a> · <a href="{{ nav.reviews }}">{{ lang }}</a>
{% if nav.search %}<form action="{{ nav.search }}"><input type="search" name="q"></form>{% endif %}
<nav>{% for l in languages %}<a href="{{ l.url }}" hreflang="{{ l.code }}">{{ l.name }}</a> {% endfor %}</nav></header>
<main>{% block content %}{% endblock content %}</main>
</body>
</html>
""",
    "list.html": """{% macro items(pages) %}<ul>
{% for item in pages %}<li><a href="{{ item.url }}">{{ item.title }}</a> <time>{{ item.date }}</time><p>{{ item.summary }}</p></li>
{% endfor %}</ul>{% endmacro items %}
""",
    "index.html": """{% extends "base.html" %}{% import "list.html" as l %}
{% block content %}<h1>{{ site.title }}</h1>{{ page.content | safe }}
{% if lead %}{{ l::items(pages=[lead]) }}{% endif %}{{ l::items(pages=latest_reviews) }}{% endblock content %}
""",
    "section.html": """{% extends "base.html" %}{% import "list.html" as l %}
{% block content %}<h1>{{ page.title }}</h1>{{ page.content | safe }}{{ l::items(pages=pages) }}
{% if pagination %}<nav>{% if pagination.previous %}<a href="{{ pagination.previous }}">←</a>{% endif %}
{{ pagination.current }} / {{ pagination.total }}
{% if pagination.next %}<a href="{{ pagination.next }}">→</a>{% endif %}</nav>{% endif %}{% endblock content %}
""",
    "review.html": """{% extends "base.html" %}
{% block content %}<article lang="{{ page.content_lang }}"><h1>{{ page.title }}</h1><p>{{ page.summary }}</p>
<time>{{ page.date }}</time>
{{ page.content | safe }}</article>{% endblock content %}
""",
    "page.html": """{% extends "base.html" %}
{% block content %}<h1>{{ page.title }}</h1>{{ page.content | safe }}{% endblock content %}
""",
    "404.html": """{% extends "base.html" %}{% import "list.html" as l %}
{% block title %}404 · {{ site.title }}{% endblock title %}
{% block content %}<h1>404</h1>{{ l::items(pages=latest_reviews) }}{% endblock content %}
""",
    "search.html": """{% extends "base.html" %}
{% block title %}{{ site.title }}{% endblock title %}
{% block content %}<form action="{{ search.url }}"><input type="search" name="q"></form><div id="search"></div>
<script type="application/json" id="search-data">{{ search.data | safe }}</script>{% endblock content %}
""",
}
# Required by iopress but never rendered for this corpus (it has no drives or protocols).
for _name in ("protocol.html", "drive.html", "drive-print.html", "drive-compare.html", "compare.html"):
    IOPRESS_TEMPLATES[_name] = IOPRESS_TEMPLATES["page.html"]
# The feed, the sitemap and robots.txt are the default theme's, already minimal, and so are
# the print page's stylesheet, which iopress requires and this corpus never uses.
IOPRESS_COPIED = ("sitemap.xml", "atom.xml", "robots.txt", "print.css")
IOPRESS_TEMPLATES["shortcodes/figure.html"] = '<img src="{{ figure.file }}" alt="{{ figure.alt }}">'
IOPRESS_TEMPLATES["shortcodes/table.html"] = "<table><tbody>{{ table.body | safe }}</tbody></table>"


def write_iopress(corpus, site, search):
    site_toml = gs.site_toml(corpus.languages).replace('theme = "default"', 'theme = "minimal"')
    w = corpus.write_content(
        site, lambda code, title, summary, date: [
            f"title = {gs.toml_str(title)}", f"summary = {gs.toml_str(summary)}",
            *([f"date = {date}"] if code == corpus.default else [])])
    w.write("site.toml", site_toml + f"\n[lists]\npage_size = {PAGE_SIZE}\n")
    theme = "themes/minimal"
    for name, text in IOPRESS_TEMPLATES.items():
        if name != "search.html" or search:
            w.write(f"{theme}/templates/{name}", text)
    for name in IOPRESS_COPIED:
        w.write(f"{theme}/templates/{name}", (gs.DEFAULT_THEME / "templates" / name).read_text(encoding="utf-8"))
    w.write(f"{theme}/static/style.css", STYLE)
    # The default theme's strings (UI, labels, units) in every language, as a theme has them.
    shutil.copytree(gs.DEFAULT_THEME / "i18n", site / theme / "i18n")


# -- Zola -------------------------------------------------------------------------------------

ZOLA_TEMPLATES = {
    "base.html": """<!doctype html>
<html lang="{{ lang }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{% block title %}{{ config.title }}{% endblock title %}</title>
<link rel="stylesheet" href="{{ get_url(path='style.css') }}">
{% if config.generate_feeds %}<link rel="alternate" type="application/atom+xml" href="{{ get_url(path='atom.xml', lang=lang) }}">{% endif %}
</head>
<body>
<header><a href="{{ get_url(path='@/_index.md', lang=lang) }}">{{ config.title }}</a> · <a href="{{ get_url(path='@/reviews/_index.md', lang=lang) }}">{{ lang }}</a>
{% block translations %}{% endblock translations %}</header>
<main>{% block content %}{% endblock content %}</main>
</body>
</html>
""",
    "list.html": """{% macro items(pages) %}<ul>
{% for item in pages %}<li><a href="{{ item.permalink }}">{{ item.title }}</a> <time>{{ item.date }}</time><p>{{ item.description }}</p></li>
{% endfor %}</ul>{% endmacro items %}
""",
    "index.html": """{% extends "base.html" %}{% import "list.html" as l %}
{% block translations %}<nav>{% for t in section.translations %}<a href="{{ t.permalink }}" hreflang="{{ t.lang }}">{{ t.lang }}</a> {% endfor %}</nav>{% endblock translations %}
{% block content %}<h1>{{ section.title }}</h1>{{ section.content | safe }}
{% set reviews = get_section(path="reviews/_index.md", lang=lang) %}{{ l::items(pages=reviews.pages | slice(end=10)) }}{% endblock content %}
""",
    "section.html": """{% extends "base.html" %}{% import "list.html" as l %}
{% block title %}{{ section.title }} · {{ config.title }}{% endblock title %}
{% block translations %}<nav>{% for t in section.translations %}<a href="{{ t.permalink }}" hreflang="{{ t.lang }}">{{ t.lang }}</a> {% endfor %}</nav>{% endblock translations %}
{% block content %}<h1>{{ section.title }}</h1>{{ section.content | safe }}{{ l::items(pages=paginator.pages) }}
<nav>{% if paginator.previous %}<a href="{{ paginator.previous }}">←</a>{% endif %}
{{ paginator.current_index }} / {{ paginator.number_pagers }}
{% if paginator.next %}<a href="{{ paginator.next }}">→</a>{% endif %}</nav>{% endblock content %}
""",
    "page.html": """{% extends "base.html" %}
{% block title %}{{ page.title }} · {{ config.title }}{% endblock title %}
{% block translations %}<nav>{% for t in page.translations %}<a href="{{ t.permalink }}" hreflang="{{ t.lang }}">{{ t.lang }}</a> {% endfor %}</nav>{% endblock translations %}
{% block content %}<article data-pagefind-body><h1>{{ page.title }}</h1><p>{{ page.description }}</p>
<time>{{ page.date }}</time>
{{ page.content | safe }}</article>{% endblock content %}
""",
}


def write_zola(corpus, site):
    config = [f'base_url = "{BASE_URL}"', f'default_language = "{corpus.default}"',
              f"title = {gs.toml_str(corpus.languages[0].title)}", "generate_feeds = true",
              "compile_sass = false", "build_search_index = false", ""]
    for lang in corpus.languages[1:]:
        config += [f"[languages.{lang.code}]", f"title = {gs.toml_str(lang.title)}", "generate_feeds = true", ""]
    w = corpus.write_content(
        site, lambda code, title, summary, date: [
            f"title = {gs.toml_str(title)}", f"description = {gs.toml_str(summary)}", f"date = {date}"],
        section_extra=f'sort_by = "date"\npaginate_by = {PAGE_SIZE}\n', bare_default=True)
    w.write("config.toml", "\n".join(config))
    for name, text in ZOLA_TEMPLATES.items():
        w.write(f"templates/{name}", text)
    w.write("static/style.css", STYLE)


# -- Hugo -------------------------------------------------------------------------------------

HUGO_LAYOUTS = {
    "_default/baseof.html": """<!doctype html>
<html lang="{{ .Language.Lang }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ block "title" . }}{{ .Site.Title }}{{ end }}</title>
<link rel="stylesheet" href="{{ "style.css" | absURL }}">
{{ with .Site.Home.OutputFormats.Get "rss" }}<link rel="alternate" type="application/rss+xml" href="{{ .RelPermalink }}">{{ end }}
</head>
<body>
<header><a href="{{ .Site.Home.RelPermalink }}">{{ .Site.Title }}</a> · <a href="{{ with .Site.GetPage "/reviews" }}{{ .RelPermalink }}{{ end }}">{{ .Language.Lang }}</a>
<nav>{{ range .AllTranslations }}<a href="{{ .RelPermalink }}" hreflang="{{ .Language.Lang }}">{{ .Language.Lang }}</a> {{ end }}</nav></header>
<main>{{ block "main" . }}{{ end }}</main>
</body>
</html>
""",
    "partials/items.html": """<ul>
{{ range . }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> <time>{{ .Date.Format "2006-01-02" }}</time><p>{{ .Description }}</p></li>
{{ end }}</ul>
""",
    "index.html": """{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}
{{ partial "items.html" (first 10 (where .Site.RegularPages "Section" "reviews")) }}{{ end }}
""",
    "_default/list.html": """{{ define "title" }}{{ .Title }} · {{ .Site.Title }}{{ end }}
{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}{{ partial "items.html" .Paginator.Pages }}
<nav>{{ with .Paginator.Prev }}<a href="{{ .URL }}">←</a>{{ end }}
{{ .Paginator.PageNumber }} / {{ .Paginator.TotalPages }}
{{ with .Paginator.Next }}<a href="{{ .URL }}">→</a>{{ end }}</nav>{{ end }}
""",
    "_default/single.html": """{{ define "title" }}{{ .Title }} · {{ .Site.Title }}{{ end }}
{{ define "main" }}<article data-pagefind-body><h1>{{ .Title }}</h1><p>{{ .Description }}</p>
<time>{{ .Date.Format "2006-01-02" }}</time>
{{ .Content }}</article>{{ end }}
""",
}


def write_hugo(corpus, site):
    config = [f'baseURL = "{BASE_URL}/"', f'defaultContentLanguage = "{corpus.default}"',
              "defaultContentLanguageInSubdir = false", 'disableKinds = ["taxonomy", "term"]',
              f"paginate = {PAGE_SIZE}", "", "[outputs]", 'section = ["HTML"]', ""]
    for weight, lang in enumerate(corpus.languages, 1):
        config += [f"[languages.{lang.code}]", f"languageName = {gs.toml_str(lang.name)}",
                   f"title = {gs.toml_str(lang.title)}", f"weight = {weight}", ""]
    w = corpus.write_content(
        site, lambda code, title, summary, date: [
            f"title = {gs.toml_str(title)}", f"description = {gs.toml_str(summary)}", f"date = {date}"])
    w.write("hugo.toml", "\n".join(config))
    for name, text in HUGO_LAYOUTS.items():
        w.write(f"layouts/{name}", text)
    w.write("static/style.css", STYLE)


# ---------------------------------------------------------------------------------------------
# Pipelines
# ---------------------------------------------------------------------------------------------

def sh_quote(path):
    return "'" + str(path).replace("'", "'\\''") + "'"


def pipelines(tools, sites, work):
    """name -> (output folder, shell command); each writes its output from nothing."""
    iopress, zola, hugo, pagefind = (sh_quote(tools[t]) for t in ("iopress", "zola", "hugo", "pagefind"))
    out = lambda name: work / f"out-{name}"
    q = lambda name: sh_quote(out(name))
    index = lambda name: f" && {pagefind} --site {q(name)}"
    commands = {
        "iopress build (search inside)": f"{iopress} build --root {sh_quote(sites['iopress'])} --output {q('iopress-search')}",
        "zola build + Pagefind CLI": f"{zola} --root {sh_quote(sites['zola'])} build --output-dir {q('zola-search')}"
                                     + index("zola-search"),
        "hugo + Pagefind CLI": f"{hugo} --quiet --source {sh_quote(sites['hugo'])} --destination {q('hugo-search')}"
                               + index("hugo-search"),
        "iopress build, no search": f"{iopress} build --root {sh_quote(sites['iopress-plain'])} --output {q('iopress')}",
        "zola build, no search": f"{zola} --root {sh_quote(sites['zola'])} build --output-dir {q('zola')}",
        "hugo, no search": f"{hugo} --quiet --source {sh_quote(sites['hugo'])} --destination {q('hugo')}",
    }
    if "chart" in sites:
        commands["chart site: iopress build, first, with search"] = \
            f"{iopress} build --root {sh_quote(sites['chart'])} --output {q('chart')}"
    keys = ["iopress-search", "zola-search", "hugo-search", "iopress", "zola", "hugo", "chart"]
    return {name: (out(key), command) for (name, command), key in zip(commands.items(), keys)}


def run_checked(name, output, command):
    """The warm-up: runs the pipeline with its output shown, checks it wrote pages, and
    returns a line on what it wrote and indexed."""
    shutil.rmtree(output, ignore_errors=True)
    result = subprocess.run(["sh", "-c", command], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{name}: `{command}` failed (exit {result.returncode}):\n{result.stdout[-2000:]}\n{result.stderr[-4000:]}")
    html = sum(1 for _ in output.rglob("*.html"))
    if html == 0:
        sys.exit(f"{name}: no HTML page in {output}")
    note = f"{html} HTML files"
    # Pagefind CLI's closing "Total:" block: "Indexed 5 languages", "Indexed 1000 pages", ...
    indexed = dict((what, count) for count, what in re.findall(r"Indexed (\d+) (languages?|pages?|words?)", result.stdout))
    if indexed:
        note += (f"; Pagefind CLI: {indexed.get('pages', indexed.get('page', '?'))} pages, "
                 f"{indexed.get('words', '?')} words, {indexed.get('languages', indexed.get('language', '?'))} languages")
    # iopress: "Built N pages (...) ..., K social cards rasterized ..." and "Search index: N
    # pages (...) in T ms" on stderr.
    built = re.search(r"^Built (\d+) pages .*?(\d+) social cards rasterized.* in (\d+) ms$", result.stderr, re.M)
    if built:
        note += f"; iopress: {built.group(1)} pages, {built.group(2)} social cards, {built.group(3)} ms"
    search = re.search(r"^Search index: (\d+) pages .* in (\d+) ms", result.stderr, re.M)
    if search:
        note += f", search index {search.group(1)} pages in {search.group(2)} ms of it"
    bundles = output / "pagefind"
    if bundles.is_dir():
        files = [p for p in bundles.rglob("*") if p.is_file()]
        note += f"; pagefind/: {len(files)} files, {sum(p.stat().st_size for p in files) / 2**20:.1f} MiB"
    return note


# ---------------------------------------------------------------------------------------------

def resolve_tools(args):
    tools, missing = {}, []
    for name, (variable, default, install) in TOOLS.items():
        path = getattr(args, name) or os.environ.get(variable) or default
        if name == "pagefind" and not os.path.isfile(path) and os.path.isfile(f"{PAGEFIND_PACKAGE}/pagefind"):
            path = f"{PAGEFIND_PACKAGE}/pagefind"
        found = shutil.which(path) if os.sep not in path else (path if os.access(path, os.X_OK) else None)
        if not found:
            missing.append(f"{name}: nothing runnable at {path} (--{name} PATH or {variable}=PATH); install: {install}")
        tools[name] = found or path
    if missing:
        sys.exit("missing tools:\n  " + "\n  ".join(missing))
    return tools


def version(command):
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=30)
        return (result.stdout or result.stderr).strip().splitlines()[0]
    except (OSError, IndexError, subprocess.TimeoutExpired):
        return "?"


def file_system(path):
    result = subprocess.run(["stat", "-f", "-c", "%T", str(path)], capture_output=True, text=True)
    return result.stdout.strip() or "?"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reviews", type=int, default=200, help="reviews in the prose corpus (default 200: 1,000 pages)")
    parser.add_argument("--rounds", type=int, default=5, help="timed rounds (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--languages", default="en,fr,pl,es,ja")
    parser.add_argument("--chart-reviews", type=int, default=200,
                        help="reviews of the chart site (bench/generate_site.py; default 200; 0: leave it out)")
    for name, (variable, default, _) in TOOLS.items():
        parser.add_argument(f"--{name}", help=f"the {name} binary (default: ${variable}, else {default})")
    args = parser.parse_args()
    codes = [c.strip() for c in args.languages.split(",") if c.strip()]
    if args.reviews < 1 or args.rounds < 1 or not codes:
        parser.error("--reviews and --rounds must be at least 1, --languages a list of codes")
    gnu_time.require()
    tools = resolve_tools(args)
    versions = {
        "iopress": version([tools["iopress"], "--version"]),
        "zola": version([tools["zola"], "--version"]),
        "hugo": version([tools["hugo"], "version"]),
        "pagefind": version([tools["pagefind"], "--version"]),
    }

    work = Path(tempfile.mkdtemp(prefix="iopress-peers.", dir=os.environ.get("TMPDIR")))
    load_before = os.getloadavg()
    log(f"sites and outputs in {work} ({file_system(work)}); load average {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}")
    figures = {}
    notes = {}
    try:
        corpus = Corpus(args.reviews, args.seed, codes)
        sites = {key: work / f"site-{key}" for key in ("iopress", "iopress-plain", "zola", "hugo")}
        write_iopress(corpus, sites["iopress"], search=True)
        write_iopress(corpus, sites["iopress-plain"], search=False)
        write_zola(corpus, sites["zola"])
        write_hugo(corpus, sites["hugo"])
        log(f"prose corpus: {args.reviews} reviews × {len(codes)} languages = {corpus.pages()} pages, three sites")
        if args.chart_reviews > 0:
            sites["chart"] = work / "site-chart"
            subprocess.run([sys.executable, str(BENCH / "generate_site.py"), "--reviews", str(args.chart_reviews),
                            "--out", str(sites["chart"]), "--seed", str(args.seed), "--languages", ",".join(codes)],
                           check=True, stdout=subprocess.DEVNULL)
            log(f"chart site: {args.chart_reviews} reviews (bench/generate_site.py)")
        os.environ.setdefault("HUGO_CACHEDIR", str(work / "hugo-cache"))
        runs = pipelines(tools, sites, work)
        for name, (output, command) in runs.items():
            notes[name] = run_checked(name, output, command)
            log(f"warm-up: {name}: {notes[name]}")
        names = list(runs)
        for round_ in range(args.rounds):
            order = names[round_ % len(names):] + names[:round_ % len(names)]
            for name in order:
                output, command = runs[name]
                shutil.rmtree(output, ignore_errors=True)
                figure = gnu_time.measure(["sh", "-c", command])
                figures.setdefault(name, {})[round_] = figure
                log(f"round {round_ + 1}: {name}: {figure[0]:.2f} s wall, {figure[1]:.2f} s CPU, {figure[2]:.0f} MiB")
                shutil.rmtree(output, ignore_errors=True)
    finally:
        if os.environ.get("KEEP_SITES") != "1":
            shutil.rmtree(work, ignore_errors=True)
        else:
            log(f"kept {work}")
    load_after = os.getloadavg()

    print(f"\n{os.cpu_count()} cores; {file_system(work.parent)} ({work.parent}); prose corpus {args.reviews} reviews × "
          f"{len(codes)} languages = {args.reviews * len(codes)} pages, seed {args.seed}; {args.rounds} rounds, "
          f"tools in turn, one warm-up each; median (min-max)")
    print(f"load average before {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}, "
          f"after {load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f} (1, 5, 15 min)")
    print("versions: " + "; ".join(f"{k}: {v}" for k, v in versions.items()) + "\n")
    print("| pipeline | wall s | CPU s (user + sys) | peak MiB | output (warm-up) |")
    print("|---|---:|---:|---:|---|")
    for name, rounds in figures.items():
        walls, cpus, peaks = zip(*rounds.values())
        print(f"| {name} | {spread(walls)} | {spread(cpus)} | {spread(peaks, 0)} | {notes[name]} |")

    def ratios(a, b, index):
        values = [figures[a][r][index] / figures[b][r][index] for r in figures[a] if figures[b][r][index] > 0]
        return values

    def row(label, a, b, index, target=None):
        values = ratios(a, b, index)
        verdict = ""
        if target is not None:
            verdict = "met" if statistics.median(values) <= target else "**not met**"
            verdict += f" (≤ {target}; {sum(v <= target for v in values)} of {len(values)} rounds)"
        print(f"| {label} | {spread(values, 3)} | {verdict} |")

    print("\n| ratio, pair by pair (round by round) | median (min-max) | issue 41 |")
    print("|---|---:|---|")
    ios, zs, hs = "iopress build (search inside)", "zola build + Pagefind CLI", "hugo + Pagefind CLI"
    row("iopress / Zola + Pagefind, wall", ios, zs, 0, 0.5)
    row("iopress / Zola + Pagefind, CPU", ios, zs, 1, 0.5)
    row("iopress / Hugo + Pagefind, wall", ios, hs, 0)
    row("iopress / Hugo + Pagefind, CPU", ios, hs, 1)
    row("iopress / Zola, no search, wall", "iopress build, no search", "zola build, no search", 0)
    row("iopress / Zola, no search, CPU", "iopress build, no search", "zola build, no search", 1)
    row("iopress: with search / without, CPU", ios, "iopress build, no search", 1)
    chart = "chart site: iopress build, first, with search"
    if chart in figures:
        row(f"chart site ({args.chart_reviews} reviews) / prose build, both with search, CPU", chart, ios, 1, 2.5)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
