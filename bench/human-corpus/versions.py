#!/usr/bin/env python3
"""Whether a translation of the human corpus was made from the same version of its original as
the English text it is paired with, decided from the packages' own version stamps alone.

    python3 bench/human-corpus/versions.py DEBS_DIR CORPUS_DIR

adds (or refreshes) `version`, `source_stamp` and `translation_stamp` in every `[[doc]]` of
CORPUS_DIR/{dev,held-out,fresh}/<lang>.toml, finding each document's files by the `file` and
`package` its `[[doc]]` records; nothing else in the files changes, and no paragraph is read.
It prints counts only. bench/human-corpus/extract.py writes the same fields when it extracts.

- A man page's stamp is its `.TH` line's date and source fields (`.Dd` and `.Os` for an mdoc
  page): the version numbers in the source fields are compared ("util-linux 2.38.1" against
  "util-linux 2.37"), or, when a side has none ("Linux", "kmod"), the dates, parsed with the
  month names of every corpus language. The JM project (ja) and manpages-zh keep the `.TH` of
  the upstream page they translated. manpages-l10n is po4a: each field of its `.TH` is a
  message of the current English page, so its stamp is the current English's, translated (or
  left English); "same" there says the translation was merged with that English, not that no
  paragraph kept an older figure.
- The FAQ's stamp is its title page's (index.<lang>.html): the release (`Version 11.0`) and the
  date of publication. The chapters carry none of their own. Its translations are po4a too.
- The installation guide's HTML has no stamp of the translation's original: its title page
  states the build's version (`20230508+deb12u1`), which is the package's for every language.
- The guides added on 2026-12-04 are the same: the New Maintainers' Guide's and APT's guides'
  title pages state the release the build put in (`version 1.2.53`, `Version 2.6.2`, and the
  New Maintainers' Guide the build's date to the second), every page of the Developer's
  Reference Sphinx's build version (`developers-reference 12.18`), identical in every language.
  They are recorded and not compared: `unknown`. (Their translations are po4a and gettext: a
  paragraph whose English changed is shown in English until it is translated again.)

- The GIMP manual (added on 2026-12-04, after the guides): every language's manual is built in
  one build of one source release (gimp-help 2.10.34: the XML and every language's PO file),
  and a message its language's PO file does not translate shows in English (extract.py leaves
  it out).
  The stamp is that release, the version of the package each side comes from (its `.version`,
  without Debian's revision): the same for the English and every translation, so `same`.

- The Debian Administrator's Handbook (added on 2026-12-05): Publican's build of one source
  release (`debian-handbook` 11.20220922: the DocBook XML and every language's PO file), a
  message its language's PO file does not translate shown in English (extract.py leaves it
  out). Each page states the build in its `<meta name="package">` (`Debian-debian-handbook-11-
  de-DE-1.0-1`: product, book, version, locale, edition and release); the stamp is that without
  the locale (`debian-handbook 11 edition 1.0-1`), the same for the English and every
  translation, so `same`.

- LibreOffice's help (added on 2026-12-05, after the GNOME help): every language's help is built
  in one build of one source release (libreoffice 7.4.7: the XHP pages and every language's PO
  file), a string its language's PO file does not translate shown in English (extract.py leaves
  it out). Its pages state only the major release (`LibreOffice 7.4 Help`); the stamp is the
  version of the package each side comes from, as the GIMP manual's (`libreoffice-help 7.4.7`),
  the same for the English and every translation, so `same`.

- KiCad's manuals (added on 2026-12-05, after LibreOffice's help): every language's manual is
  asciidoctor's HTML of po4a's output, built in one build of one source release (kicad-doc
  6.0.11: the English AsciiDoc and every language's PO file), a paragraph its language's PO
  file does not translate kept in English (extract.py leaves it out). The pages state no
  version of what a translation was made from (only the build's date, which Debian's build
  sets: `revdate` 2023-01-26 on six of the eight manuals, the same in every language, and `Last
  updated`); the stamp is the version of the package each side comes
  from, as the GIMP manual's, without Debian's revision and repack suffix (`kicad-doc 6.0.11`),
  the same for the English and every translation, so `same`.

- LinuxCNC's books (added on 2026-12-05, after KiCad's manuals): every language's book is
  dblatex's PDF of po4a's output, built in one build of one source snapshot (linuxcnc
  2.9.0~pre1+git20230208: the English AsciiDoc and every language's PO file), a paragraph its
  language's PO file does not translate kept in English (extract.py leaves it out). The pages
  state only the build's version and date in their running header (`LinuxCNC
  V2.9.0~pre1+git20230208.f1270d6ed7, 28 Jun 2026`, the same in every language), no version of
  what a translation was made from; the stamp is the version of the package each side comes
  from, as the GIMP manual's, without Debian's revision and the snapshot's suffix
  (`linuxcnc-doc 2.9.0~pre1`), the same for the English and every translation, so `same`.

- The disk and system tools' help (added on 2026-12-05, after LinuxCNC's books): GParted's manual
  (gparted-common 1.3.1, DocBook) and the Disk Usage Analyzer's and the System Monitor's help
  (baobab 43.0, gnome-system-monitor 42.0, Mallard) are each itstool's output of one source
  release (the English and every language's PO file), built with the program, a message its
  language's PO file does not translate kept in English (extract.py leaves it out). Their files
  state no version of what a translation was made from (the entities of GParted's DTD subset,
  `&appversion;` 0.31.0, `&manrevision;` 1.12, `&date;` May 2018, are the English's in every
  translation: compared; a Mallard page's `<revision>`s are copied as they are); the stamp is the version of the package each side comes
  from, as the GIMP manual's, without Debian's revision (`gparted 1.3.1`, `baobab 43.0`,
  `gnome-system-monitor 42.0`), the same for the English and every translation, so `same`.

- The GNOME applications' help (added on 2026-12-06, later, after the KDE handbooks chosen for
  their figures): the Document Viewer's (evince-common 43.1) and the Calculator's
  (gnome-calculator 43.0.1) Mallard help, each itstool's output of one source release built with
  the program, as the System Monitor's; the stamp is the version of the package each side comes
  from, without its epoch and Debian's revision, named by the program (`evince 43.1`,
  `gnome-calculator 43.0.1`), the same for the English and every translation, so `same`.

`version` is "same" when what was compared agrees, "other" when it differs, and "unknown" when
there is nothing to compare.
"""

import collections
import gzip
import re
import sys
from pathlib import Path

# Month names, nominative and genitive, full and abbreviated, of the corpus's languages (the
# dates of translated `.TH` lines and title pages), lower case, without a trailing dot.
MONTHS = {
    1: "january jan januar jänner janvier janv enero ene gennaio genn gen styczeń stycznia sty janeiro "
    "januari январь января янв leden ledna січень січня січ",
    2: "february feb februar février févr fevr febrero febbraio febb luty lutego lut fevereiro fev "
    "februari февраль февраля февр фев únor února úno лютий лютого лют",
    3: "march mar märz mär mars marzo marzec marca março maart март марта март březen března bře "
    "березень березня бер",
    4: "april apr avril avr abril abr aprile kwiecień kwietnia kwi апрель апреля апр duben dubna dub "
    "квітень квітня кві",
    5: "may mai mayo maggio magg mag maj maja maio mei май мая květen května kvě травень травня тра",
    6: "june jun juni juin junio giugno giu czerwiec czerwca cze junho июнь июня červen června čen "
    "червень червня чер",
    7: "july jul juli juillet juil julio luglio lug lipiec lipca lip julho июль июля červenec července "
    "čec липень липня лип",
    8: "august aug août aout agosto ago sierpień sierpnia sie augusti augustus август августа "
    "авг srpen srpna srp серпень серпня сер",
    9: "september sep sept septembre septiembre setiembre settembre sett set wrzesień września wrz "
    "setembro сентябрь сентября сен сент září zář вересень вересня вер",
    10: "october oct oktober okt octobre octubre ottobre ott październik października paź outubro out "
    "октябрь октября říjen října říj жовтень жовтня жов",
    11: "november nov novembre noviembre listopad listopada lis novembro ноябрь ноября ноя listopadu "
    "лис листопад листопада",
    12: "december dec dezember dez décembre déc diciembre dic dicembre grudzień grudnia gru dezembro "
    "декабрь декабря дек prosinec prosince pro грудень грудня гру",
}
MONTH_NUMBER = {name: number for number, names in MONTHS.items() for name in names.split()}


# ---------------------------------------------------------------------------------------------
# Dates


def dates(text):
    """The dates `text` may mean, as (year, month, day or None) tuples: several when the text
    is ambiguous (`12/10/2022`), none when it is not a date."""
    text = text.strip().strip("$").replace("Mdocdate:", "").strip()
    numeric = re.search(r"\b(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?\b", text)
    if numeric:
        year, month, day = numeric.groups()
        return valid({(int(year), int(month), int(day) if day else None)})
    numeric = re.search(r"\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b", text)
    if numeric:
        first, second, year = (int(g) for g in numeric.groups())
        return valid({(year, first, second), (year, second, first)})
    # mtools: 10Jul21.
    compact = re.search(r"\b(\d{1,2})([A-Za-z]{3})(\d{2})\b", text)
    if compact and compact.group(2).lower() in MONTH_NUMBER:
        day, month, year = compact.groups()
        return valid({(2000 + int(year), MONTH_NUMBER[month.lower()], int(day))})
    # Chinese, Japanese and Korean: 2022年9月12日, 2022 년 9 월.
    year = re.search(r"(\d{4})\s*[年년]", text)
    month = re.search(r"(\d{1,2})\s*[月월]", text)
    if year and month:
        day = re.search(r"(\d{1,2})\s*[日일]", text)
        return valid({(int(year.group(1)), int(month.group(1)), int(day.group(1)) if day else None)})
    # Words: "September 2022", "9. Oktober 2022", "9 de octubre de 2022", "9 tháng 10 năm 2022".
    month = None
    vietnamese = re.search(r"(?i)tháng\s*(\d{1,2})", text)
    if vietnamese:
        month = int(vietnamese.group(1))
        text = text[: vietnamese.start()] + text[vietnamese.end() :]
    numbers = []
    for word in re.findall(r"\w+", text.lower()):
        if word.isdigit():
            numbers.append(int(word))
        elif month is None and word in MONTH_NUMBER:
            month = MONTH_NUMBER[word]
    years = [n for n in numbers if 1970 <= n <= 2099]
    days = [n for n in numbers if 1 <= n <= 31]
    if month is None or len(years) != 1 or len(days) > 1:
        return set()
    return valid({(years[0], month, days[0] if days else None)})


def valid(candidates):
    return {(y, m, d) for y, m, d in candidates if 1 <= m <= 12 and (d is None or 1 <= d <= 31)}


def same_date(first, second):
    """Whether two sets of candidate dates share one, days compared only where both have one."""
    return any(
        a[:2] == b[:2] and (a[2] is None or b[2] is None or a[2] == b[2]) for a in first for b in second
    )


def date_text(candidates):
    if len(candidates) != 1:
        return None
    year, month, day = next(iter(candidates))
    return f"{year:04}-{month:02}" + (f"-{day:02}" if day else "")


# ---------------------------------------------------------------------------------------------
# Stamps


class Stamp:
    """What a document says of the version it is: a date (candidate dates) and version numbers,
    and the text they were read from (recorded in the corpus)."""

    def __init__(self, text, date=frozenset(), numbers=(), date_written=""):
        self.text = text
        self.date = set(date)
        self.numbers = tuple(numbers)
        # As written, shown when it is ambiguous (12/10/2022).
        self.date_written = date_written

    def shown(self):
        date = date_text(self.date) or (self.date_written if self.date else "")
        return " ".join(p for p in (date, self.text) if p) or "none"


VERSION_NUMBER = re.compile(r"(?<![\w.])v?(\d+(?:\.\d+)*)")


def version_numbers(text):
    return [m.group(1) for m in VERSION_NUMBER.finditer(text)]


def roff_unescape(text):
    text = re.sub(r"\\[-]", "-", text)
    text = re.sub(r"\\\(hy|\\\[hy\]", "-", text)
    text = re.sub(r"\\[&|^%]", "", text)
    text = re.sub(r"\\[ ~0]", " ", text)
    text = re.sub(r"\\f(?:\(..|\[[^]]*\]|.)", "", text)
    text = re.sub(r"\\\*(?:\(..|\[[^]]*\]|.)", "", text)
    return " ".join(text.replace("\\e", "\\").split())


def roff_arguments(line):
    """The arguments of a roff request line, quotes and escapes resolved."""
    arguments, current, quoted, at = [], [], False, 0
    started = False
    while at < len(line):
        c = line[at]
        if quoted:
            if c == '"' and line[at + 1 : at + 2] == '"':
                current.append('"')
                at += 1
            elif c == '"':
                quoted = False
            else:
                current.append(c)
        elif c == '"' and not current:
            quoted, started = True, True
        elif c in " \t":
            if current or started:
                arguments.append("".join(current))
            current, started = [], False
        elif c == "\\" and line[at + 1 : at + 2] == '"':
            break  # a comment
        else:
            current.append(c)
        at += 1
    if current or started:
        arguments.append("".join(current))
    return [roff_unescape(a) for a in arguments]


def roff_text(path):
    data = Path(path).read_bytes()
    if str(path).endswith(".gz"):
        data = gzip.decompress(data)
    return data.decode("utf-8", errors="replace")


def man_stamp(path):
    """The `.TH` (or `.Dd` and `.Os`) of a man page: the date, and the version numbers of the
    source field (and of a date field that is no date: `PSUtils Release 1 Patchlevel 17`)."""
    text = roff_text(path)
    header = re.search(r"^[.']\s*TH\s+(.*)$", text, re.M)
    if header:
        fields = roff_arguments(header.group(1)) + [""] * 4
        date_field, source_field = fields[2], fields[3]
    else:
        dd = re.search(r"^[.']\s*Dd\s+(.*)$", text, re.M)
        os_line = re.search(r"^[.']\s*Os\b(.*)$", text, re.M)
        if not dd:
            return Stamp("")
        date_field = " ".join(roff_arguments(dd.group(1)))
        source_field = " ".join(roff_arguments(os_line.group(1))) if os_line else ""
    date = dates(date_field)
    numbered = source_field if date else f"{date_field} {source_field}"
    shown = source_field if date else numbered.strip()
    return Stamp(shown, date, version_numbers(numbered), date_field)


def faq_stamp(path):
    """The FAQ's title page (index.<lang>.html beside the chapter): its release and date."""
    index = next(Path(path).parent.glob("index.*html"), None)
    if index is None:
        return Stamp("")
    page = index.read_text(encoding="utf-8", errors="replace")
    release = re.search(r'class="releaseinfo">([^<]*)<', page)
    published = re.search(r'class="pubdate">([^<]*)<', page)
    release = " ".join(release.group(1).split()) if release else ""
    date = dates(published.group(1)) if published else set()
    return Stamp(release, date, version_numbers(release), published.group(1) if published else "")


def guide_stamp(path):
    """The installation guide's build version, from its title page: the package's, the same in
    every language, so no evidence of what the translation was made from."""
    index = Path(path).parent / "index.html"
    page = index.read_text(encoding="utf-8", errors="replace") if index.is_file() else ""
    build = re.search(r"\b(\d{8}(?:\+\w+)?)\b", page)
    return Stamp(f"build {build.group(1)}" if build else "")


def build_stamp(doc_id, path):
    """The release a guide added on 2026-12-04 states, which its build puts in (see the
    module's notes): the title page's releaseinfo and pubdate (maint-guide, apt-doc's guides),
    or Sphinx's version in the page's title (developers-reference)."""
    if doc_id.startswith("devref/"):
        page = Path(path).read_text(encoding="utf-8", errors="replace")
        found = re.search(r"developers-reference (\d+(?:\.\d+)*)", page)
        return Stamp(f"build developers-reference {found.group(1)}" if found else "")
    index = next(iter(sorted(Path(path).parent.glob("index*.html"))), None)
    page = index.read_text(encoding="utf-8", errors="replace") if index else ""
    release = re.search(r'class="releaseinfo">([^<]*)<', page)
    published = re.search(r'class="pubdate">([^<]*)<', page)
    shown = " ".join(" ".join(m.group(1).split()) for m in (release, published) if m)
    return Stamp(f"build {shown}" if shown else "")


def package_stamp(path, name):
    """A release that only the package states: the version of the package the page was unpacked
    from (fetch.sh writes it in the package folder's `.version`), without Debian's epoch,
    revision and repack suffix (`4:7.4.7-1+deb12u14`: `7.4.7`; `6.0.11+dfsg-1`: `6.0.11`),
    stamped with `name`. The GIMP manual's (`gimp-help 2.10.34`), LibreOffice's help's (whose
    pages state only `LibreOffice 7.4 Help`), KiCad's manuals' (whose pages state only the
    build's date) and LinuxCNC's books' (`linuxcnc-doc 2.9.0~pre1`: whose pages state only the
    build's version and date)."""
    for folder in Path(path).parents:
        version_file = folder / ".version"
        if version_file.is_file():
            release = version_file.read_text().strip().split(":")[-1].rsplit("-", 1)[0].split("+")[0]
            return Stamp(f"{name} {release}", numbers=version_numbers(release))
    return Stamp("")


def handbook_stamp(path):
    """The Debian Administrator's Handbook's build, from the page's Publican `package` meta
    (`Debian-debian-handbook-11-de-DE-1.0-1`) without its locale: `debian-handbook 11 edition
    1.0-1`."""
    page = Path(path).read_text(encoding="utf-8", errors="replace")[:4000]
    found = re.search(r'name="package" content="[^"]*?-(debian-handbook)-([^-"]+)-[a-z]{2}(?:-[A-Za-z]{2,4})*-([^"-]+)-([^"-]+)"', page)
    if not found:
        return Stamp("")
    book, version, edition, release = found.groups()
    return Stamp(f"{book} {version} edition {edition}-{release}", numbers=version_numbers(f"{version} {edition} {release}"))


# The programs whose help was added as the disk and system tools' (extract.py's STORAGE_ADDED): a
# document's id begins with the program's name (`gparted/…`, `baobab/…`).
STORAGE_PROGRAMS = ("gparted", "baobab", "gnome-system-monitor")
# KDE's handbooks (extract.py's KDE_HANDBOOKS, added on 2026-12-05 after the disk and system tools'
# help): a document's id begins with the handbook's name.
KDE_HANDBOOKS = ("partitionmanager", "kstars", "filelight", "kinfocenter", "ksystemlog", "kdf")
# And those added on 2026-12-06, chosen for their figures (extract.py's KDE_FIGURES_HANDBOOKS),
# stamped the same way, each with its handbook's name (`kdiff3 1.10.0`, from kdiff3-doc).
KDE_HANDBOOKS += ("krusader", "kid3", "kwave", "kdiff3", "kile", "kmymoney", "skrooge", "kmplot", "kcalc", "kturtle", "kalarm", "okteta")
# The GNOME applications' help (extract.py's GNOME_APPS, added on 2026-12-06, later): a document's
# id begins with the program's name (`evince/…`, `gnome-calculator/…`), stamped as the System
# Monitor's.
GNOME_APPS_PROGRAMS = ("evince", "gnome-calculator")


def compare(source, translation):
    """(verdict, source stamp, translation stamp): by the version numbers when both stamps have
    some, else by the dates. A date beside a version number is not compared: help2man pages
    are dated when they are built (`sed.1` of GNU sed 4.9 says April 2026 in Debian 12), and
    manpages-l10n takes its English pages from several distributions' builds."""
    if source.numbers and translation.numbers:
        same = source.numbers == translation.numbers
    elif source.date and translation.date:
        same = same_date(source.date, translation.date)
    else:
        return "unknown", source.shown(), translation.shown()
    return "same" if same else "other", source.shown(), translation.shown()


def classify(doc_id, source_path, translation_path):
    """(version, source_stamp, translation_stamp) of a document, from its two files."""
    if doc_id.startswith("man/"):
        return compare(man_stamp(source_path), man_stamp(translation_path))
    if doc_id.startswith("faq/"):
        return compare(faq_stamp(source_path), faq_stamp(translation_path))
    if doc_id.startswith("gimp/"):
        return compare(package_stamp(source_path, "gimp-help"), package_stamp(translation_path, "gimp-help"))
    if doc_id.startswith("debian-handbook/"):
        return compare(handbook_stamp(source_path), handbook_stamp(translation_path))
    if doc_id.startswith("lo/"):
        return compare(package_stamp(source_path, "libreoffice-help"), package_stamp(translation_path, "libreoffice-help"))
    if doc_id.startswith("kicad/"):
        return compare(package_stamp(source_path, "kicad-doc"), package_stamp(translation_path, "kicad-doc"))
    if doc_id.startswith("linuxcnc/"):
        return compare(package_stamp(source_path, "linuxcnc-doc"), package_stamp(translation_path, "linuxcnc-doc"))
    if doc_id.split("/")[0] in STORAGE_PROGRAMS + GNOME_APPS_PROGRAMS:
        program = doc_id.split("/")[0]
        return compare(package_stamp(source_path, program), package_stamp(translation_path, program))
    if doc_id.split("/")[0] in KDE_HANDBOOKS:
        # KDE's handbooks: po2xml's output of one release's English DocBook and PO files, built
        # with the program (`partitionmanager 22.12.3`), as GParted's manual.
        program = doc_id.split("/")[0]
        return compare(package_stamp(source_path, program), package_stamp(translation_path, program))
    if doc_id.split("/")[0] in ("gnucash-guide", "gnucash-help"):
        # GnuCash's books: the German, Japanese and Portuguese are translated in the XML itself,
        # by hand, and state no version of the English they were made from; the package's
        # release is recorded and not compared, as the guides' build versions are.
        return "unknown", package_stamp(source_path, "gnucash-docs").shown(), package_stamp(translation_path, "gnucash-docs").shown()
    if doc_id.split("/")[0] in ("maint-guide", "devref", "apt-guide", "apt-offline"):
        return "unknown", build_stamp(doc_id, source_path).shown(), build_stamp(doc_id, translation_path).shown()
    source, translation = guide_stamp(source_path), guide_stamp(translation_path)
    return "unknown", source.shown(), translation.shown()


# ---------------------------------------------------------------------------------------------
# Adding the fields to existing corpus files


def toml_basic(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def field_lines(version, source_stamp, translation_stamp):
    return [
        f'version = "{version}"',
        f"source_stamp = {toml_basic(source_stamp)}",
        f"translation_stamp = {toml_basic(translation_stamp)}",
    ]


FIELDS = re.compile(r'^(version|source_stamp|translation_stamp) = ')
# The `[[doc]]` lines this reads: the document's id, and its two files.
DOC_ID = re.compile(r'^id = "([^"]*)"$')
DOC_FILE = re.compile(r'^(source|translation) = \{ package = "([^"]*)", version = "[^"]*", file = "([^"]*)"')


def annotate(path, packages_root, counts):
    """Rewrites a corpus file with the fields in each `[[doc]]`, reading only the `[[doc]]`
    tables (they end at the first `[[passage]]`) and copying every other line as it is."""
    lines = Path(path).read_text(encoding="utf-8").split("\n")
    out, doc, in_doc = [], None, False
    for index, line in enumerate(lines):
        if line == "[[passage]]":
            out.extend(lines[index:])
            break
        if line == "[[doc]]":
            in_doc, doc = True, {}
        elif in_doc and DOC_ID.match(line):
            doc["id"] = DOC_ID.match(line).group(1)
        elif in_doc and DOC_FILE.match(line):
            role, package, file = DOC_FILE.match(line).groups()
            doc[role] = Path(packages_root) / package / file
        elif FIELDS.match(line):
            continue  # written again below
        if in_doc and doc.keys() >= {"id", "source", "translation"}:
            out.append(line)
            verdict, *stamps = classify(doc["id"], doc["source"], doc["translation"])
            counts[doc["id"].split("/")[0], verdict] += 1
            out.extend(field_lines(verdict, *stamps))
            in_doc, doc = False, None
            continue
        out.append(line)
    Path(path).write_text("\n".join(out), encoding="utf-8")


def main(debs, corpus):
    packages_root = Path(debs) / "pkgs"
    kinds = ("man", "faq", "install", "maint-guide", "devref", "apt-guide", "apt-offline", "gimp", "debian-handbook", "lo", "kicad", "linuxcnc", "gparted", "baobab", "gnome-system-monitor")
    print("| half | language | same | other | unknown | " + " | ".join(f"{kind}: same / other / unknown" for kind in kinds) + " |")
    print("|---|---|---:|---:|---:|" + "---:|" * len(kinds))
    for half in ("dev", "held-out", "fresh"):
        for path in sorted((Path(corpus) / half).glob("*.toml")):
            if path.name == "reviewed.toml":
                continue
            counts = collections.Counter()
            annotate(path, packages_root, counts)
            verdicts = [sum(n for (_, v), n in counts.items() if v == verdict) for verdict in ("same", "other", "unknown")]
            by_kind = [" / ".join(str(counts[kind, v]) for v in ("same", "other", "unknown")) for kind in kinds]
            print(f"| {half} | {path.stem} | " + " | ".join(map(str, verdicts + by_kind)) + " |")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__.split("\n\n")[1])
    main(sys.argv[1], sys.argv[2])
