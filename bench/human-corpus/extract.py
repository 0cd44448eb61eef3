#!/usr/bin/env python3
"""Extracts the human-translation corpus from unpacked Debian packages (bench/human-corpus/fetch.sh).

    python3 bench/human-corpus/extract.py DEBS_DIR OUT_DIR
    python3 bench/human-corpus/extract.py /work/debs tests/check-corpus/human
    python3 bench/human-corpus/extract.py --fresh /work/debs tests/check-corpus/human   # nl, ru, cs, sv, uk, vi

Pairs each English paragraph with its human translation, paragraph by paragraph:

- HTML (the installation guide, the FAQ; and, added on 2026-12-04, the New Maintainers' Guide,
  the Developer's Reference and APT's guides: ADDED_SOURCES; then the GIMP user manual:
  GIMP_LANGUAGES, `added = "2026-12-04b"`; then, added on 2026-12-05, the Debian
  Administrator's Handbook: HANDBOOK_LANGUAGES, `added = "2026-12-05"`): files of the same name,
  read as the sequence of their block elements' texts (p, li, dt, dd, td, th, title, headings; a
  block nested in another cuts it; `pre` listings hold their place in the sequence but are not
  kept; the handbook's Publican HTML has its paragraphs in `div class="para"`, read as `p`, and
  its navigation and chapter tables of contents left out: HandbookParser);
- Mallard (added on 2026-12-05 after the handbook, `added = "2026-12-05b"`: the GNOME user help,
  GNOME_LANGUAGES): `.page` XML files of the same name, which itstool writes with the English
  page's structure, read with an XML parser as the sequence of their block elements' texts (p,
  item, title, subtitle, desc, td; a block nested in another cuts it; a `code` or `screen`
  outside a paragraph held as a `pre` is; `info`, the page's metadata, and the writers'
  `comment`s left out: MallardParser);
- LibreOffice's help (`added = "2026-12-05c"`, LO_LANGUAGES): pages of the same path, their
  paragraphs paired by their XHP ids (LibreOfficeParser, align_ids);
- KiCad's manuals (`added = "2026-12-05d"`, KICAD_LANGUAGES): asciidoctor's HTML, one page per
  manual, each top-level section a document, paired with the translated manual's section at the
  same place and read as HTML is (KiCadParser: the header, preamble and footer left out, and
  the section numbers before the headings);
- LinuxCNC's books (`added = "2026-12-05e"`, LINUXCNC_LANGUAGES): dblatex's PDF (the packages
  ship no HTML), read with mupdf's `mutool` as lines with their fonts and places, each
  top-level section of a chapter a document, paired with the translated book's section at the
  same place of its outline (linuxcnc_blocks, linuxcnc_sections: the running header, the
  generated numbers and labels left out, a paragraph a page break cut joined again);
- the disk and system tools' help (`added = "2026-12-05f"`, STORAGE_LANGUAGES): GParted's manual,
  DocBook XML that itstool writes with the English file's structure, read with an XML parser as
  the Mallard pages are (DocBookParser: para, title, term, listitem…; a list or a `screen` inside
  a `para` cuts it; `articleinfo` left out), each section with an id a document, paired with the
  translated file's section of the same id; and the Disk Usage Analyzer's and the System
  Monitor's Mallard pages, read and paired as the GNOME help's;
- KDE's handbooks and GnuCash's books (`added = "2026-12-05g"`, KDE_HANDBOOKS, GNUCASH_LANGUAGES):
  DocBook XML whose entities their DTDs declare (kdoctools' for KDE, the books' own for GnuCash),
  read by BookParser once DtdReader has put the entities and XIncludes in (book_sections), each
  section with an id a document, paired with the translated book's section of the same id;
- KDE handbooks chosen for their figures (`added = "2026-12-06"`, KDE_FIGURES_HANDBOOKS): read and
  paired as KDE_HANDBOOKS are, an entity declared nowhere looked up in the ISO 8879 sets
  (sgml-data's, which DocBook's DTD declares: `&pgr;`), the European Portuguese handbook where
  there is no Brazilian one (kde_figures_documents);
- the GNOME applications' help (`added = "2026-12-06b"`, GNOME_APPS): the Document Viewer's
  (evince) and the Calculator's Mallard pages, chosen by counting their English blocks with a
  digit and the corpus languages with pairs, read and paired as the GNOME help's
  (gnome_apps_documents);
- man pages: the English page and its translation of the same name and section, each rendered
  by groff as plain text on lines long enough never to wrap, so that every output line is a
  break of the source (po4a keeps the source's structure: translated pages break where the
  English does). Each line, cut at runs of three spaces (a `.TP` tag and its text, table
  columns), is a block, tagged by its indentation. The first line (the page's header) and the
  last (its footer) are furniture and are left out.
  The packaging tools' own translated pages (added on 2026-12-04) are paired with the English
  page of their own package.

Two documents are paired block for block when they have the same sequence of tags. Otherwise
difflib lines up their sequences of (tag, digit runs); the blocks of runs that agree are paired,
and so are those of a run that differs between two agreeing ones when it has as many blocks on
both sides with the same tags; the document is kept when that pairs at least 85 % of the blocks
of each side, and dropped whole otherwise. Nothing is read or fixed by hand.

A pair is kept when its English has an ASCII digit, and its translation differs from the
English (an untranslated paragraph says nothing about translating figures); in the GIMP manual,
whose build shows an untranslated message in English with the language's generated text around
it (`Abbildung 17.181. „Distance Map“ options`), also when no more than half of the
translation's words are words of its English (GIMP_ENGLISH_SHARE), and in the handbook, whose
build does the same (`Przykład 12.1. mdadm configuration file`), by the same rule
(HANDBOOK_ENGLISH_SHARE); the GNOME help, LibreOffice's help, KiCad's manuals, the disk and
system tools' help and the GNOME applications' help need no such rule (itstool, LibreOffice's build and po4a keep an untranslated
message whole, the English verbatim, with nothing generated around it); LinuxCNC's books do, as
dblatex typesets an untranslated paragraph in the book's language, so a pair is left out there
when its translation has no word its section's English lacks (linuxcnc_words); and KDE's
handbooks and GnuCash's books, whose untranslated messages carry the language's entities or are
an older English, when more than half of its translation's words of three letters or more are
words of its English (BOOKS_ENGLISH_SHARE, book_share; the KDE handbooks of 2026-12-06 too). A pair that a
language has already kept (same English, same translation: boilerplate) is kept once, in the
first document in the order of their ids.

The split is made here, before anyone reads the output: by document (every language's version
of a document goes to the same half), on a hash of the document's id with a fixed seed, so
adding a package never moves a document from one half to the other. Half the documents are
`dev` (read and tuned on), half `held-out` (counted only: nobody opens those files). A language
with more than CAP pairs in a half keeps whole documents in the order of their hash until CAP.
Each later batch (ADDED_CAP, GIMP_CAP, HANDBOOK_CAP, GNOME_CAP, LO_CAP, KICAD_CAP, LINUXCNC_CAP, STORAGE_CAP, BOOKS_CAP,
KDE_FIGURES_CAP, GNOME_APPS_CAP) is capped on its own and written
after the batches before it, so that nothing of theirs moves.

Each output file, OUT_DIR/<half>/<lang>.toml, heads with the packages and licences it was taken
from, then a [[doc]] per document (id, locale, the English and the translation's package,
version, file and licence; whether the translation was made from the same version of the
original, by their version stamps: see versions.py) and a [[passage]] per pair (doc, en, text).
"""

import collections
import difflib
import fnmatch
import functools
import gzip
import hashlib
import html
import html.entities
import html.parser
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import versions  # bench/human-corpus/versions.py, beside this script

SEED = "iopress-human-corpus-2026-12"
HALVES = ("dev", "held-out")
# Pairs per language and half at most: keeps the repository addition under ~15 MB and the
# test's run within a few minutes.
CAP = 1000
# The share of each side's blocks an inexact alignment must pair for a document to be kept.
ALIGNED_SHARE = 0.85

# The corpus's languages: code → (installation guide folder, FAQ package and folder, man
# page packages and folder). Locales say which variant each source is in.
LANGUAGES = {
    "de": {"install": "de", "faq": ("debian-faq-de", "de"), "man": (["manpages-de", "manpages-de-dev"], "de")},
    "es": {"install": "es", "faq": None, "man": (["manpages-es", "manpages-es-dev"], "es")},
    "fr": {"install": "fr", "faq": ("debian-faq-fr", "fr"), "man": (["manpages-fr", "manpages-fr-dev"], "fr")},
    "it": {"install": "it", "faq": ("debian-faq-it", "it"), "man": (["manpages-it", "manpages-it-dev"], "it")},
    "ja": {"install": "ja", "faq": ("debian-faq-ja", "ja"), "man": (["manpages-ja", "manpages-ja-dev"], "ja")},
    "ko": {"install": "ko", "faq": ("debian-faq-ko", "ko"), "man": None},
    "pl": {"install": None, "faq": None, "man": (["manpages-pl", "manpages-pl-dev"], "pl")},
    "pt": {"install": "pt", "faq": ("debian-faq-pt", "pt"), "man": (["manpages-pt-br", "manpages-pt-br-dev"], "pt_BR")},
    "zh": {"install": "zh_CN", "faq": ("debian-faq-zh-cn", "zh_CN"), "man": (["manpages-zh"], "zh_CN")},
}
# Languages added after every rule of `check` was written, for a measure on languages nobody
# tuned on (`--fresh`): all their documents go to OUT_DIR/fresh/, which nobody reads.
FRESH_LANGUAGES = {
    "nl": {"install": "nl", "faq": ("debian-faq-nl", "nl"), "man": (["manpages-nl"], "nl")},
    "ru": {"install": "ru", "faq": ("debian-faq-ru", "ru"), "man": (["manpages-ru"], "ru")},
    # Added 2026-12-04, chosen by their pairs' counts, script and number format alone (Czech
    # and Swedish group digits with a space, Ukrainian is Cyrillic, Vietnamese groups with a
    # dot): none of their text was read. There is no FAQ in these languages, no Ukrainian
    # installation guide, and no manpages-sv-dev or manpages-vi-dev.
    "cs": {"install": "cs", "faq": None, "man": (["manpages-cs", "manpages-cs-dev"], "cs")},
    "sv": {"install": "sv", "faq": None, "man": (["manpages-sv"], "sv")},
    "uk": {"install": None, "faq": None, "man": (["manpages-uk", "manpages-uk-dev"], "uk")},
    "vi": {"install": "vi", "faq": None, "man": (["manpages-vi"], "vi")},
}

# Sources added on 2026-12-04, documents of kinds the first extraction lacked: the New
# Maintainers' Guide (`maint-guide`, DocBook HTML), the Developer's Reference
# (`developers-reference`, Sphinx HTML), APT's user guide and offline guide (`apt-doc`, DocBook
# HTML), and the man pages Debian's packaging tools translate and ship in their own packages
# (ADDED_MAN_PACKAGES: none of them is in manpages-l10n or the JM project). Per language: the
# maint-guide folder, the developers-reference folder, the apt-doc suffix and the man page
# folders (in order: a page a first folder has is not taken again from a later one). Their
# documents are split by the same hash of their ids, come after the first extraction's in each
# file, and are capped on their own (ADDED_CAP: whole documents taken in turn from each source,
# each source's in the order of their hash: `in_turn`), so that nothing of the first extraction
# moves.
ADDED = "2026-12-04"
ADDED_CAP = 500
ADDED_SOURCES = {
    "de": {"maint-guide": "de", "devref": "de", "apt-doc": "de", "man": ["de"]},
    "es": {"maint-guide": "es", "devref": None, "apt-doc": "es", "man": ["es"]},
    "fr": {"maint-guide": "fr", "devref": "fr", "apt-doc": "fr", "man": ["fr"]},
    "it": {"maint-guide": "it", "devref": "it", "apt-doc": "it", "man": ["it"]},
    "ja": {"maint-guide": "ja", "devref": "ja", "apt-doc": "ja", "man": ["ja"]},
    # Korean: none of these packages has a Korean translation.
    "ko": {"maint-guide": None, "devref": None, "apt-doc": None, "man": []},
    "pl": {"maint-guide": None, "devref": None, "apt-doc": "pl", "man": ["pl"]},
    # apt-doc's and the tools' `pt` is European Portuguese; po4a has `pt_BR` too.
    "pt": {"maint-guide": None, "devref": None, "apt-doc": "pt", "man": ["pt", "pt_BR"]},
    # po4a's zh_CHS is Simplified Chinese (its zh_Hant, Traditional, is not taken).
    "zh": {"maint-guide": "zh-cn", "devref": None, "apt-doc": None, "man": ["zh_CHS"]},
    "nl": {"maint-guide": None, "devref": None, "apt-doc": "nl", "man": ["nl"]},
    "ru": {"maint-guide": "ru", "devref": "ru", "apt-doc": None, "man": ["ru"]},
    "cs": {"maint-guide": None, "devref": None, "apt-doc": None, "man": []},
    "sv": {"maint-guide": None, "devref": None, "apt-doc": None, "man": ["sv"]},
    "uk": {"maint-guide": None, "devref": None, "apt-doc": None, "man": ["uk"]},
    "vi": {"maint-guide": "vi", "devref": None, "apt-doc": None, "man": []},
}
# Added on 2026-12-04 too, once the sources above were in (a batch of its own, marked
# `added = "2026-12-04b"`, after theirs in each file, so that nothing of theirs moves): the GIMP
# user manual (gimp-help 2.10.34), the documentation of a program with settings and measured
# values (pixels, percentages, dpi, radii, versions). Every language's manual is DocBook HTML
# generated from the same XML and the language's PO files, one file per section with the same
# name in every language (usr/share/gimp/2.0/help/<folder>/<name>.html), so a page is paired
# with the English page of the same name as the installation guide's are. Per language: the
# package's suffix and folder. Portuguese is the Brazilian manual (`gimp-help-pt-br`, as the
# man pages): the European one (`gimp-help-pt`) has 157 pairs of translated text in all, the
# rest of it being English. There is no Polish or Vietnamese manual. Capped on their own (GIMP_CAP pairs per language and half,
# whole pages in the order of their hash).
GIMP_ADDED = "2026-12-04b"
GIMP_CAP = 600
GIMP_HELP = "usr/share/gimp/2.0/help"
GIMP_LANGUAGES = {
    "de": ("de", "de"), "es": ("es", "es"), "fr": ("fr", "fr"), "it": ("it", "it"), "ja": ("ja", "ja"),
    "ko": ("ko", "ko"), "pt": ("pt-br", "pt_BR"), "zh": ("zh-cn", "zh_CN"),
    "nl": ("nl", "nl"), "ru": ("ru", "ru"), "cs": ("cs", "cs"), "sv": ("sv", "sv"), "uk": ("uk", "uk"),
}
# The GIMP manual's build shows a message its language has not translated in English, with
# the language's generated text around it (quotation marks, `Abbildung 17.181.`, `Abschnitt
# 2`): not a translation. A pair is left out when more than this share of its translation's
# words (runs of letters, case-folded) are words of its English.
GIMP_ENGLISH_SHARE = 0.5
# Added on 2026-12-05, a batch of its own (`added = "2026-12-05"`, after the GIMP manual's in
# each file, so that nothing of the earlier batches moves): the Debian Administrator's Handbook
# (debian-handbook 11.20220922), system administration prose with commands, versions, sizes and
# configuration values. One package holds every language's Publican (DocBook) HTML, one file per
# section with the same name in every language (usr/share/doc/debian-handbook/html/<locale>/),
# so a page is paired with the English (en-US) page of the same name. Its paragraphs are
# `div.para`, not `p`, and each page has Publican's navigation (HandbookParser); the title page
# (index.html: the legal notice and the table of contents) is not a section and is left out.
# Per language: the locale folder and the locale the corpus records. Portuguese is the Brazilian
# handbook (the only Portuguese one); there is no Ukrainian handbook. Capped on their own
# (HANDBOOK_CAP pairs per language and half, whole pages in the order of their hash).
HANDBOOK_ADDED = "2026-12-05"
HANDBOOK_CAP = 600
HANDBOOK_HTML = "usr/share/doc/debian-handbook/html"
HANDBOOK_SKIPPED = {"index.html"}
HANDBOOK_LANGUAGES = {
    "de": ("de-DE", "de"), "es": ("es-ES", "es"), "fr": ("fr-FR", "fr"), "it": ("it-IT", "it"),
    "ja": ("ja-JP", "ja"), "ko": ("ko-KR", "ko"), "pl": ("pl-PL", "pl"), "pt": ("pt-BR", "pt-BR"),
    "zh": ("zh-CN", "zh-CN"),
    "nl": ("nl-NL", "nl"), "ru": ("ru-RU", "ru"), "cs": ("cs-CZ", "cs"), "sv": ("sv-SE", "sv"), "vi": ("vi-VN", "vi"),
}
# The handbook's build shows a message its language has not translated in English, as the GIMP
# manual's does, with the language's generated text around it (`Przykład 12.1. mdadm
# configuration file`, `12장. Advanced Administration`, a cross-reference `Sekcja 6.2.3`): a pair
# is left out by the same rule (english_share), set on the development half's pages.
HANDBOOK_ENGLISH_SHARE = 0.5

# Added on 2026-12-05 too, after the handbook (a batch of its own, `added = "2026-12-05b"`, after
# the handbook's in each file, so that nothing of the earlier batches moves): the GNOME desktop's
# user help (gnome-user-docs 43.0), user documentation of a desktop with settings and measured
# values (screen resolutions, refresh rates, battery percentages, Wi-Fi and disk speeds, sizes,
# were expected; it has few figures: 134 of its 3,266 English blocks have a digit).
# One package holds the English (C) and every language's Mallard pages, which itstool writes from
# the English page and the language's PO file, one file per topic with the same name in every
# language (usr/share/help/<folder>/gnome-help/<name>.page), so a page is paired with the English
# page of the same name; a translated page has the English's structure, a message its PO file
# does not translate being the English's. Read as XML (MallardParser). Per language: the help
# folder and the locale the corpus records. Portuguese is the Brazilian help (pt_BR), as the
# GIMP manual's and the handbook's: the package has both, and of the 3,266 English blocks (both
# halves, counted, not read) the Brazilian translates 2,986 and the European 2,742 (of those
# with a digit, 101 and 99); a language has one manual. Chinese is zh_CN, the package's only
# Chinese. Capped on their own (GNOME_CAP pairs per language and half, whole pages in the order
# of their hash); the whole help has some 100 pairs per language, well under the cap.
#
# No English-share rule (GIMP_ENGLISH_SHARE, HANDBOOK_ENGLISH_SHARE) is needed: the pages are
# itstool's output, not a build's, with no generated labels or numbering, and itstool puts back
# a whole message or keeps the whole English one, so an untranslated block is the English
# verbatim (left out as such). Of the development half's pairs, the few whose translation is
# mostly words of its English are translated (`Alt+F5 oder Super+↓`, `Joypads der PlayStation 4`,
# `631/UDP`).
GNOME_ADDED = "2026-12-05b"
GNOME_CAP = 600
GNOME_HELP = "usr/share/help"
GNOME_LANGUAGES = {
    "de": ("de", "de"), "es": ("es", "es"), "fr": ("fr", "fr"), "it": ("it", "it"), "ja": ("ja", "ja"),
    "ko": ("ko", "ko"), "pl": ("pl", "pl"), "pt": ("pt_BR", "pt-BR"), "zh": ("zh_CN", "zh-CN"),
    "nl": ("nl", "nl"), "ru": ("ru", "ru"), "cs": ("cs", "cs"), "sv": ("sv", "sv"), "uk": ("uk", "uk"),
    "vi": ("vi", "vi"),
}

# Added on 2026-12-05 too, after the GNOME help (a batch of its own, `added = "2026-12-05c"`,
# after the GNOME help's in each file, so that nothing of the earlier batches moves): LibreOffice's
# help (libreoffice 7.4.7), user documentation of an office suite full of settings, measurements
# (cm, inches, pt, %) and decimals in examples and formulas. One package per language
# (`libreoffice-help-<code>`, the English `libreoffice-help-en-us`) holds the help built from the
# same XHP pages and the language's PO files, one HTML file per page with the same relative path
# in every language (usr/share/libreoffice/help/<folder>/text/<module>/.../<name>.html), each
# block carrying the XHP paragraph's id (`par_id3150...`, `hd_id...`), the same in every language:
# a page is paired with the English page of the same path, paragraph by paragraph by their ids
# (align_ids), read by LibreOfficeParser. Per language: the package's suffix, the help folder
# and the locale the corpus records. Portuguese is the Brazilian help (pt-br), as the GIMP
# manual's, the handbook's and the GNOME help's; Chinese the Simplified (zh-cn). There is no
# Ukrainian help in Debian 12. Capped on their own (LO_CAP pairs per language and half, whole
# pages in the order of their hash, as the other batches): the help has thousands of pairs per
# language, and the test's run time matters.
LO_ADDED = "2026-12-05c"
LO_CAP = 150
LO_HELP = "usr/share/libreoffice/help"
LO_LANGUAGES = {
    "de": ("de", "de", "de"), "es": ("es", "es", "es"), "fr": ("fr", "fr", "fr"), "it": ("it", "it", "it"),
    "ja": ("ja", "ja", "ja"), "ko": ("ko", "ko", "ko"), "pl": ("pl", "pl", "pl"),
    "pt": ("pt-br", "pt-BR", "pt-BR"), "zh": ("zh-cn", "zh-CN", "zh-CN"),
    "nl": ("nl", "nl", "nl"), "ru": ("ru", "ru", "ru"), "cs": ("cs", "cs", "cs"), "sv": ("sv", "sv", "sv"),
    "vi": ("vi", "vi", "vi"),
}

# Added on 2026-12-05 too, after LibreOffice's help (a batch of its own, `added = "2026-12-05d"`,
# after LibreOffice's help's in each file, so that nothing of the earlier batches moves): KiCad's
# manuals (kicad-doc 6.0.11), the documentation of an electronics design suite, the prose closest
# to a hardware review's: board dimensions in mm and mils, track widths, clearances, grids, layer
# counts, voltages, currents, impedances, versions (in the English: most of KiCad 6's manuals are
# untranslated, so the pairs have few of them). One package per language (`kicad-doc-<code>`,
# the English `kicad-doc-en`) holds asciidoctor's HTML of each manual, one page per manual with
# the same name in every language (usr/share/doc/kicad/help/<lang>/<manual>.html), which po4a
# writes from the English AsciiDoc and the language's PO file: a translated page has the
# English's structure, a paragraph its PO file does not translate being the English's, whole.
# A manual is one long page, so a document is one top-level section of it (asciidoctor's
# `div.sect1`, its `h2`): `kicad/<manual>/<the English h2's id>`, the section paired with the
# translated section at the same place (a translation's ids differ where asciidoctor made them
# from the translated title: `_introduction_to_gerbview`), so that the split by hash has 56
# documents rather than 8. Per language: the package's suffix and folder, and the locale the
# corpus records. There is no Korean, Portuguese, Dutch, Czech, Swedish, Ukrainian or Vietnamese
# manual in Debian 12; Russian is fresh; Chinese is Simplified. Capped on their own (KICAD_CAP).
#
# No English-share rule is needed, as for the GNOME help and LibreOffice's help: po4a puts back
# a translated paragraph whole or keeps the English one whole, and asciidoctor's generated text
# (the section numbers, the admonitions' labels) is the same in every language, so an
# untranslated paragraph is the English verbatim (left out as such). The section numbers
# asciidoctor puts before a heading (`2.5. Working with symbols`) are left out of the heading's
# text, on both sides: a build's numbering, the same in every language, not the writers' figures
# (the GIMP manual's and the handbook's headings kept theirs, and were most of their pairs).
KICAD_ADDED = "2026-12-05d"
# The pairs per language and half at most (whole sections in the order of their hash, as every
# cap), set before the pairs were counted to keep the batch at about 150 to 300 pairs per
# language and half, for the test's run time. None reaches it: the translations of KiCad 6's
# manuals are far from complete (most of their paragraphs are the English, left out), and the
# section numbers are not figures, so a language has some 10 to 150 pairs per half. Of the
# English's blocks with a digit, 116 are in the development half's sections and 339 in the
# held-out half's (the PCB editor's actions reference alone has 85: `Switch to Inner layer 1` to
# `30`, hotkeys such as `6`, `Limit Lines to 45 deg`).
KICAD_CAP = 300
KICAD_HELP = "usr/share/doc/kicad/help"
KICAD_LANGUAGES = {
    "de": ("de", "de"), "es": ("es", "es"), "fr": ("fr", "fr"), "it": ("it", "it"), "ja": ("ja", "ja"),
    "pl": ("pl", "pl"), "zh": ("zh", "zh-CN"),
    "ru": ("ru", "ru"),
}
# The copyright file's stanza of the manuals (`Files: doc/*`: the kicad-doc sources, a component
# of Debian's kicad source package), for a document's licence; a package's own line in a file's
# header is its `Files: *` stanza's, as every package's.
KICAD_DEP5 = "doc/src/{manual}/{manual}.adoc"

# Added on 2026-12-05 too, after KiCad's manuals (a batch of its own, `added = "2026-12-05e"`,
# after KiCad's in each file, so that nothing of the earlier batches moves): LinuxCNC's
# documentation (linuxcnc 2.9.0~pre1), the manual of a CNC machine controller, the prose nearest
# a hardware review's: step rates, frequencies, latencies in ns and µs, mm and inches, voltages,
# versions. Its AsciiDoc is translated with po4a, but Debian 12's packages (`linuxcnc-doc-<code>`,
# the English `linuxcnc-doc-en`) ship only its PDF books (dblatex's, usr/share/doc/linuxcnc/
# LinuxCNC_<book>[_<locale>].pdf), no HTML: so a book is read from its PDF (LinuxCNCReader),
# through `mutool draw -F stext.json` (mupdf-tools), as its lines with their fonts and places.
# A translated book has the English's outline (po4a keeps the structure; compared, level by
# level, before a book is used): so a document is one top-level section of a chapter (an
# outline entry of LINUXCNC_BOOKS' level, or a chapter without sections), paired with the
# translated book's section at the same place in the outline, and named by the English title:
# `linuxcnc/<book>/<the English title as a slug>`. Per language: the PDF's suffix, and the locale
# the corpus records. There is no Italian, Japanese, Korean, Polish or Portuguese LinuxCNC
# documentation in Debian 12, nor any in a fresh language; Chinese is Simplified (zh_CN).
# Capped on their own (LINUXCNC_CAP).
#
# An untranslated paragraph is not the English verbatim here, unlike KiCad's: dblatex typesets it
# in the book's language, so a rule of its own leaves it out (linuxcnc_words, below). What
# dblatex generates is left out as KiCad's section numbers were: the numbers before the headings
# (`4.2.2.1 Latency Test`), the labels of figures' and tables' captions (`Figure 4.3:`,
# `Abbildung 4.3:`), the list markers and the numbers of numbered lists, the pages' running
# header (the book's title, version and build date, and the page number) and the chapters'
# `Chapter 4` (outside every section): a build's numbering, the same in every language, not the
# writers' figures.
LINUXCNC_ADDED = "2026-12-05e"
# The pairs per language and half at most (whole sections in the order of their hash, as every
# cap), set before any translation was read, for the test's run time.
LINUXCNC_CAP = 300
LINUXCNC_DOC = "usr/share/doc/linuxcnc"
LINUXCNC_LANGUAGES = {
    "de": ("de", "de"), "es": ("es", "es"), "fr": ("fr", "fr"), "zh": ("zh_CN", "zh-CN"),
}
# The books taken, and the outline level of their documents: the user manual (part, chapter,
# section: a section is a document, as a page of LinuxCNC's HTML documentation is) and the
# integrator's manual (chapter: three chapters on stepper motors' timing and wiring, none of them
# in the user manual). The developer's manual is not taken: a fifth of its lines are the user
# manual's too, so a document of one half would have shown another half's text. The getting
# started guide is the user manual's first chapters again, and the man pages' book is English
# only.
LINUXCNC_BOOKS = {"Documentation": 3, "Integrator": 1}
# The copyright file's stanza of the documentation (`Files: docs/*`), for a document's licence.
LINUXCNC_DEP5 = "docs/src/Master_{book}.adoc"

# Added on 2026-12-05 too, after LinuxCNC's books (a batch of its own, `added = "2026-12-05f"`,
# after LinuxCNC's in each file, so that nothing of the earlier batches moves): the user help of
# three GNOME/GTK tools about disks and system resources, the prose closest to a storage review's
# (partition sizes in MiB and TiB, sector sizes, percentages, byte counts). Each program's package
# holds its English help (C) and every language's, which itstool writes from the English and the
# language's PO file (usr/share/help/<locale>/<program>/), so a translated file has the English's
# structure, a message its PO file does not translate being the English's, whole:
# - GParted's manual (gparted-common 1.3.1): one DocBook file per language (index.docbook), read
#   by DocBookParser, each section with an id a document, `gparted/<the section's id>` (51
#   sections; the ids are the same in every language), paired with the translated file's section
#   of the same id;
# - the Disk Usage Analyzer's help (baobab 43.0) and the System Monitor's (gnome-system-monitor
#   42.0): Mallard pages, read as the GNOME user help's (MallardParser), one document per page,
#   `<program>/<the page's file name>`, paired with the translated page of the same name.
# Per language: the help folder and the locale the corpus records, the GNOME help's (pt_BR, the
# Brazilian help, as every batch's Portuguese user documentation; zh_CN); a program without a
# folder of the language has nothing in it. There is no Japanese or Vietnamese help of any of
# the three, GParted's has no Korean, Polish, Dutch or Chinese either, and the System Monitor's
# no Italian, Dutch or Chinese; the European Portuguese (pt) of the Mallard helps is not taken.
# No English-share rule is needed, as for the GNOME help: itstool puts back a whole message or
# keeps the whole English one, with no generated text around it. Capped on their own
# (STORAGE_CAP pairs per language and half, whole documents in the order of their hash), set
# before any translation was read: the English has few figures (41 of GParted's 445 blocks, its
# listings aside, have a digit, 12 of the System Monitor's 212 and none of the Disk Usage
# Analyzer's 48: that help gives no pair, and is read at no cost), so no language reaches it.
STORAGE_ADDED = "2026-12-05f"
STORAGE_CAP = 600
STORAGE_LANGUAGES = GNOME_LANGUAGES
STORAGE_MALLARD = ("baobab", "gnome-system-monitor")
GPARTED_HELP = "usr/share/help/{folder}/gparted/index.docbook"
# The copyright file's stanza of the manual (`Files: doc/* help/*`: GFDL-1.2+), for a document's
# licence; the package's own line in a file's header is its `Files: *` stanza's (GPL-2+).
GPARTED_DEP5 = "help/{folder}/index.docbook"

# Added on 2026-12-05 too, after the disk and system tools' help (a batch of its own, `added =
# "2026-12-05g"`, after theirs in each file, so that nothing of the earlier batches moves): KDE's
# handbooks of programs about disks, systems and the sky, and GnuCash's documentation, DocBook
# XML read by BookParser (book_sections: DtdReader puts in the entities their DTDs declare).
# - KDE's handbooks (KDE_HANDBOOKS): KDE Partition Manager's (partitions, sizes in MiB, sectors),
#   KStars' (coordinates, magnitudes, dates, distances), and the disk and system tools Filelight,
#   KInfoCenter, KSystemLog and KDiskFree, each shipped with its translations in the program's
#   package (usr/share/doc/HTML/<locale>/<handbook>/index.docbook and the chapters' files beside
#   it), which KDE's build writes from the English DocBook and the language's PO file (po2xml), so
#   a translated handbook has the English's elements and ids, a message its PO file does not
#   translate being the English's. Its entities are the handbook's own and kdoctools' (KDE's DTD,
#   `kdoctools5`, read for them alone: `&Ctrl;`, `&kde;`, in the language the handbook names).
#   K3b's handbook (`k3b-data`) is English only in Debian 12, and not taken.
# - GnuCash's documentation (gnucash-docs 4.13): the Tutorial and Concepts Guide and the Help
#   manual, DocBook XML per language (usr/share/help/<locale>/<book>/: `index.docbook`, its
#   chapters by XInclude, the language's DTD of menu names, `gnc-gui-<locale>.dtd`). German,
#   Japanese and Portuguese are translated in the XML (the Japanese Help manual is not shipped),
#   Italian from PO files into one file per book; the Portuguese is European (its translator
#   Pedro Albuquerque's, `lang="pt"`), recorded `pt-PT`.
# Each section with an id (chapter, appendix, glossary, sect1…sect5) is a document of its own
# blocks, as GParted's: `<handbook>/<id>` (`partitionmanager/howto-resizepartition`,
# `kstars/ai-julianday`) and `<book>/<id>` (`gnucash-guide/loans_personalLoanToSomeOne`), paired
# with the translated book's section of the same id. The credits and licence are left out as
# GParted's `articleinfo` is: a book's `bookinfo`, KDE's `credits` chapter (authors, translators,
# licence notices), and GnuCash's appendix of the GNU FDL (`fdl`). Capped on their own
# (BOOKS_CAP pairs per language and half, `fresh/` too, whole documents in the order of their
# hash), set from the pairs' counts per language and half (counted, the held-out and fresh ones
# not read) so that the batch has at most some 2,500 pairs: it cuts the held-out Portuguese (338
# before the cap) and the fresh Dutch, Swedish and Ukrainian (292 to 356).
BOOKS_ADDED = "2026-12-05g"
BOOKS_CAP = 200
KDE_HTML = "usr/share/doc/HTML"
KDE_HANDBOOKS = (
    ("partitionmanager", "partitionmanager"), ("kstars", "kstars-data"), ("filelight", "filelight"),
    ("kinfocenter", "kinfocenter"), ("ksystemlog", "ksystemlog"), ("kdf", "kdf"),
)
KDE_LANGUAGES = {
    "de": ("de", "de"), "es": ("es", "es"), "fr": ("fr", "fr"), "it": ("it", "it"), "ja": ("ja", "ja"),
    "ko": ("ko", "ko"), "pl": ("pl", "pl"), "pt": ("pt_BR", "pt-BR"), "zh": ("zh_CN", "zh-CN"),
    "nl": ("nl", "nl"), "ru": ("ru", "ru"), "cs": ("cs", "cs"), "sv": ("sv", "sv"), "uk": ("uk", "uk"),
    "vi": ("vi", "vi"),
}
KDE_SKIPPED = {"credits"}
KDOCTOOLS_DTD = "usr/share/kf5/kdoctools/customization/dtd/kdedbx45.dtd"
# The copyright files' stanzas of a handbook and of its translation, in the program's source
# (`doc/`, and `po/<locale>/docs/<handbook>/`, where KDE's release puts the translations).
KDE_DEP5 = ("doc/index.docbook", "po/{folder}/docs/{handbook}/index.docbook")
GNUCASH_HELP = "usr/share/help"
GNUCASH_BOOKS = ("gnucash-guide", "gnucash-help")
GNUCASH_LANGUAGES = {"de": ("de", "de"), "it": ("it", "it"), "ja": ("ja", "ja"), "pt": ("pt", "pt-PT")}
GNUCASH_SKIPPED = {"fdl"}
# A message left untranslated is not always the English verbatim here: KDE's build puts the
# language's entities in it (`&Ctrl;` is `Strg` in German), GnuCash's translated XML its menu
# names, and the Italian GnuCash books keep many paragraphs of an older English (`open the Price
# Editor` for `open the Price Database`; in the development half, 9 of the Italian books' 107
# pairs). So a pair is left out when its translation has words of three letters or more (runs of
# letters, case-folded) and more than this share of them are words of its English (book_share):
# the GIMP manual's rule, but for short words, so that a translated formula or amount (`Jetzt
# können wir A und B berechnen. A = (1 + i)^n - 1 …`, `€150.000` for `$150,000`) is kept. Set on
# the development half's pairs: besides the 9 Italian ones it leaves out 9 others, translations
# made mostly of names (`M45_Light_Rouge_001.fits`, `AD/DEC (°, J2000)`, `Quellen:
# src/engine/gnc-commodity.c…`).
BOOKS_ENGLISH_SHARE = 0.5

# Added on 2026-12-06, after KDE's handbooks and GnuCash's books (a batch of its own, `added =
# "2026-12-06"`, after theirs in each file, so that nothing of the earlier batches moves): KDE
# handbooks not yet in the corpus, chosen for their figures. Every KDE program of Debian 12 that
# was looked at whose package ships a handbook (some 35 handbooks: the README lists them) was
# counted on its ENGLISH DocBook alone, as BookParser reads it, the credits chapter left out: the
# blocks with a digit, listings aside. No translation was read to choose. The handbooks with most
# were taken in that order as long as the batch, capped, stayed within some 2,500 pairs over all
# halves (its pairs counted per language and half, the held-out and fresh ones not read):
# Krusader's (385 of its 2,672 blocks: sizes, octal permissions, versions, shortcuts), Kid3's (281
# of 1,160: ID3 versions, bit rates, track numbers), Kwave's (177 of 1,733: sample rates, bits, dB,
# kHz), KDiff3's (124 of 592), Kile's (103 of 1,120), KMyMoney's (87 of 1,943: amounts, dates,
# interest rates), Skrooge's (77 of 921: amounts, dates), KmPlot's (58 of 434: formulas and their
# results), KCalc's (52 of 313), KTurtle's (50 of 465), KAlarm's (49 of 864) and Okteta's (32 of
# 265), 7,380 pairs before the cap; Okular's, the next (31), would have taken the batch to 2,517.
# LabPlot's (376) is English only in Debian 12, and not taken. Each is shipped with its
# translations in one package (usr/share/doc/HTML/<locale>/<handbook>/), the program's own or its
# -doc or -common package, and read as KDE_HANDBOOKS are (book_documents: BookParser, DtdReader
# with kdoctools' DTD, each section with an id a document `<handbook>/<id>`, the credits left out:
# KDE_FIGURES_SKIPPED), a pair left out by the same rule (BOOKS_ENGLISH_SHARE). Per language the
# locale folders of KDE_LANGUAGES, but Portuguese: the Brazilian handbook where there is one
# (pt_BR, recorded pt-BR), else the European (pt, recorded pt-PT: Krusader's, Kid3's and Kwave's,
# which have no Brazilian one), a handbook having one Portuguese, as GnuCash's books. None is
# translated into Japanese, Korean, Chinese, Czech or Vietnamese. Capped on their own
# (KDE_FIGURES_CAP pairs per language and half, `fresh/` too, whole sections in the order of their
# hash), set from the pairs' counts per language and half (counted, the held-out and fresh ones
# not read): it cuts German, Spanish, Italian and Portuguese in both halves and the four fresh
# languages (188 to 1,088 pairs before it), not French or Polish.
KDE_FIGURES_ADDED = "2026-12-06"
KDE_FIGURES_CAP = 175
KDE_FIGURES_HANDBOOKS = (
    ("krusader", "krusader"), ("kid3", "kid3"), ("kwave", "kwave"), ("kdiff3", "kdiff3-doc"),
    ("kile", "kile-doc"), ("kmymoney", "kmymoney-common"), ("skrooge", "skrooge-common"),
    ("kmplot", "kmplot"), ("kcalc", "kcalc"), ("kturtle", "kturtle"), ("kalarm", "kalarm"), ("okteta", "okteta"),
)
KDE_FIGURES_EUROPEAN_PORTUGUESE = ("pt", "pt-PT")
# The credits and licence, as KDE_SKIPPED's: every handbook's chapter `credits` but KCalc's, whose
# "Credits and License" chapter is `copyright`.
KDE_FIGURES_SKIPPED = KDE_SKIPPED | {"copyright"}
# KmPlot's and KCalc's handbooks write Greek letters with the ISO 8879 entities (`&pgr;`, `&thgr;`,
# `&sgr;`, `&Sgr;`) that DocBook's DTD declares, which kdoctools' DTD loads by an absolute path
# this machine does not have: an entity declared nowhere else and no HTML entity is looked up in
# those sets, as shipped by `sgml-data` (the files DocBook's `dbcentx.mod` names), for this
# batch's handbooks only (DtdReader.fallback), so that `2&pgr;` reads `2π`, not `2pgr`.
ISO_ENTITIES = "usr/share/xml/entities/xml-iso-entities-8879.1986"

# Added on 2026-12-06, later, after the KDE handbooks chosen for their figures (a batch of its own,
# `added = "2026-12-06b"`, after theirs in each file, so that nothing of the earlier batches
# moves): the Mallard help of GNOME applications not yet in the corpus, chosen by counting. The
# help of 34 GNOME applications of Debian 12 that ship Mallard pages (usr/share/help/C/<program>/:
# the README lists them) was counted on its ENGLISH pages alone, as MallardParser reads them (the
# blocks with a digit, listings aside), and by the pairs each corpus language would have (counted,
# not read: the translated pages' blocks with a digit in their English that differ from it). No
# translation was read to choose. Taken: the two helps with most English blocks with a digit among
# those with Chinese pairs (Chinese being the language with most false alarms): the Document
# Viewer's (evince-common 43.1: 134 of its 782 blocks; booklet page orders, page numbers, paper
# sizes, versions; some 117 Chinese pairs before the rule against boilerplate) and the
# Calculator's (gnome-calculator 43.0.1: 61 of 265; formulas and their results, number bases, unit
# conversions; 8 Chinese). The next by their English (Evolution's 76, Orca's 73, gLabels' 49, the
# Terminal's 39) have no Chinese pair. Each program's package holds its English help (C) and every
# language's, which itstool writes from the English page and the language's PO file, one file per
# topic with the same name in every language (usr/share/help/<folder>/<program>/<name>.page): read
# and paired as the GNOME help's and the System Monitor's, one document per page,
# `<program>/<the page's file name>` (`evince/duplex-9pages.page`). Per language the GNOME help's
# folders and locales (pt_BR, the Brazilian help, as every batch's Portuguese user documentation;
# zh_CN); a program without a folder of the language has nothing in it (the Calculator's help has
# no Vietnamese, and the Document Viewer's Vietnamese is the English throughout). No English-share
# rule is needed, as for the GNOME help: itstool puts back a whole message or keeps the whole
# English one. The Document Viewer's booklet pages repeat their steps from page to page, and the
# language's rule against boilerplate keeps each pair once (some 20 of a language's pairs in
# `dev`, 28 held out, 48 in `fresh/`). Capped on their own (GNOME_APPS_CAP pairs per language and
# half, `fresh/` too, whole pages in the order of their hash), set from the pairs' counts per
# language and half before anything was read (the held-out and fresh ones never read): 22 to 39 in
# `dev`, 58 to 68 held out, 0 to 98 in `fresh/`, so it cuts nothing.
GNOME_APPS_ADDED = "2026-12-06b"
GNOME_APPS_CAP = 150
GNOME_APPS = (("evince", "evince-common"), ("gnome-calculator", "gnome-calculator"))
GNOME_APPS_LANGUAGES = GNOME_LANGUAGES
# The copyright file's stanza of the help (`Files: help/*` where the package has one: the
# Calculator's, CC-BY-SA-3.0), for a document's licence, of the English page and of the
# translation's PO file; the package's own line in a file's header is its `Files: *` stanza's.
GNOME_APPS_DEP5 = ("help/C/{name}", "help/{folder}/{folder}.po")

# Packages that ship their English man pages with their own translations beside them, in
# usr/share/man/<lang>/ (po4a translations of the tools' own), in the order a page is looked for.
ADDED_MAN_PACKAGES = ["apt", "apt-utils", "dpkg", "dpkg-dev", "debconf-doc", "po4a", "devscripts", "debhelper"]
# Where the copyright file's stanza of a tool's translated man pages is found (a DEP-5 `Files:`
# pattern of the source package), when it has one of its own.
ADDED_MAN_PO = {"devscripts": "po4a/po/{lang}.po", "debhelper": "man/po4a/po/{lang}.po"}
# The Developer's Reference's pages that are not chapters: the whole book on one page (every
# chapter again) and the search page.
DEVREF_SKIPPED = {"developers-reference.html", "search.html"}

# The locale each source is written in (the installation guide's and the FAQ's Portuguese is
# European, the man pages' Brazilian; the Chinese is Simplified).
LOCALES = {"pt": "pt-PT", "pt_BR": "pt-BR", "zh_CN": "zh-CN", "zh-cn": "zh-CN", "zh_CHS": "zh-CN"}

# Packages holding English man pages, searched in this order for a translated page's original.
ENGLISH_MAN_PACKAGES = [
    "manpages", "manpages-dev", "coreutils", "util-linux", "fdisk", "mount", "bsdutils",
    "bsdextrautils", "procps", "findutils", "grep", "sed", "tar", "gzip", "bzip2", "xz-utils",
    "diffutils", "dpkg", "apt", "bash", "debianutils", "e2fsprogs", "dosfstools", "file",
    "make", "mtools", "nano", "parted", "hostname", "passwd", "login", "psmisc", "less",
    "man-db", "kmod", "cron", "at", "sysvinit-utils", "init-system-helpers", "time", "wdiff",
    "usbutils", "psutils", "systemd", "systemd-sysv", "iproute2", "net-tools", "openssh-client",
    "openssh-server", "sudo", "rsync", "wget", "gnupg", "adduser", "cpio", "patch", "gawk",
    "mawk",
]

# Licences of packages whose copyright file is not machine-readable (DEP-5), as their
# copyright files state them (read once, when this script was written).
STATED_LICENCES = {
    "installation-guide-amd64": "GPL-2 (usr/share/doc/installation-guide-amd64/copyright: "
    "\"licensed under the terms of the GNU GPL, version 2\")",
    "debian-faq": "Debian FAQ permission notice: verbatim copies, modified versions and "
    "translations may be distributed under the same notice (usr/share/doc/debian-faq/copyright)",
    "manpages-ja": "the licence of each original man page (usr/share/doc/manpages-ja/copyright: "
    "\"you can use them under the same license as the original man pages\")",
    # KDE handbooks added on 2026-12-06 (KDE_FIGURES_HANDBOOKS) whose packages' copyright files
    # are not DEP-5.
    "kile-doc": "GFDL-1.2 (usr/share/doc/kile-doc/copyright: \"The documentations provided with kile is "
    "distributed under the GNU Free Documentation License (FDL)\", Version 1.2, no invariant sections)",
    "kmymoney-common": "GPL-2+ (usr/share/doc/kmymoney-common/copyright: KMyMoney's licence, \"either version 2 "
    "of the License, or (at your option) any later version\"; none stated for the handbook alone)",
    "skrooge-common": "GPL-2+ (usr/share/doc/skrooge-common/copyright: \"either version 2 of the License, or "
    "(at your option) any later version\"; none stated for the handbook alone)",
    # The Document Viewer's help, added on 2026-12-06, later (GNOME_APPS): its package's copyright
    # file is not DEP-5 but a table of files, which lists no page of the Mallard help.
    "evince-common": "GPL-2+ (usr/share/doc/evince-common/copyright: a file its table does not list, as none "
    "of the Mallard help's pages is, is \"unspec\", \"the license is GPL2 or higher, unless specified "
    "otherwise\"; the pages' own notice, legal.xml, says CC-BY-SA-3.0)",
}


# ---------------------------------------------------------------------------------------------
# Packages and licences


class Packages:
    def __init__(self, debs):
        self.root = Path(debs) / "pkgs"
        if not self.root.is_dir():
            sys.exit(f"extract.py: {self.root} does not exist: run bench/human-corpus/fetch.sh {debs} first")
        self._copyright = {}

    def dir(self, package):
        return self.root / package

    def has(self, package):
        return (self.root / package / ".version").is_file()

    def version(self, package):
        return (self.root / package / ".version").read_text().strip()

    def copyright_text(self, package):
        if package not in self._copyright:
            # A package may share another's doc folder through a symlink (manpages-dev →
            # manpages); one that points outside what was unpacked has none here.
            folder = self.root / package / "usr/share/doc" / package
            if folder.is_symlink() and not folder.exists():
                # Shared with the package it depends on (manpages-dev → manpages).
                folder = self.root / os.readlink(folder) / "usr/share/doc" / os.readlink(folder)
            path = folder / "copyright"
            try:
                self._copyright[package] = path.read_text(errors="replace")
            except OSError:
                self._copyright[package] = None
        return self._copyright[package]

    def licence(self, package, source_path=None):
        """The licence the package's copyright file gives `source_path` (a DEP-5 `Files:`
        pattern, as in po/de/man1/ls.1.po), or the whole package's."""
        for prefix, stated in STATED_LICENCES.items():
            if package == prefix or package.startswith(prefix + "-"):
                return stated
        text = self.copyright_text(package)
        if text is None:
            return f"not stated in the unpacked package (see the copyright file of Debian's {package})"
        if not text.startswith("Format:"):
            return f"not machine-readable: see usr/share/doc/{package}/copyright"
        licence = None
        for stanza in re.split(r"\n\s*\n", text):
            files = re.search(r"^Files:(.*(?:\n[ \t].*)*)", stanza, re.M)
            found = re.search(r"^License:[ \t]*(.*)", stanza, re.M)
            if not files or not found or not found.group(1).strip():
                continue
            patterns = files.group(1).split()
            # DEP-5: the last stanza whose pattern matches a file gives its licence.
            if "*" in patterns or (source_path and any(fnmatch.fnmatch(source_path, p) for p in patterns)):
                licence = found.group(1).strip()
        return licence or f"see usr/share/doc/{package}/copyright"


# ---------------------------------------------------------------------------------------------
# Blocks of an HTML document

EMITTED_TAGS = {"p", "li", "dt", "dd", "td", "th", "title", "h1", "h2", "h3", "h4", "h5", "h6", "caption"}
# Tags that cut a block without being kept: their text is a listing, not prose.
HELD_TAGS = {"pre"}
STRUCTURE_TAGS = {"div", "table", "tr", "ul", "ol", "dl", "blockquote", "thead", "tbody", "body", "head", "html"}
SKIPPED_TAGS = {"script", "style"}


class BlockParser(html.parser.HTMLParser):
    """An HTML file as its sequence of (tag, text) blocks."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.blocks = []
        self.open = []  # the block tags open, innermost last
        self.text = []
        self.skipping = 0

    def flush(self):
        text = " ".join("".join(self.text).split())
        self.text = []
        if text and self.open:
            self.blocks.append((self.open[-1], text))

    def handle_starttag(self, tag, attrs):
        if tag in SKIPPED_TAGS:
            self.skipping += 1
        elif tag in EMITTED_TAGS or tag in HELD_TAGS or tag in STRUCTURE_TAGS:
            self.flush()
            if tag in EMITTED_TAGS or tag in HELD_TAGS:
                self.open.append(tag)
        elif tag == "br":
            self.text.append(" ")

    def handle_endtag(self, tag):
        if tag in SKIPPED_TAGS:
            self.skipping = max(0, self.skipping - 1)
        elif tag in EMITTED_TAGS or tag in HELD_TAGS or tag in STRUCTURE_TAGS:
            self.flush()
            if tag in self.open:
                # Close it and anything left open inside it (HTML lets `p` and `li` end implicitly).
                while self.open and self.open.pop() != tag:
                    pass

    def handle_data(self, data):
        if not self.skipping:
            self.text.append(data)


def html_blocks(path, parser_class=BlockParser):
    parser = parser_class()
    parser.feed(Path(path).read_text(encoding="utf-8", errors="replace"))
    parser.close()
    parser.flush()
    return parser.blocks


class HandbookParser(BlockParser):
    """The Debian Administrator's Handbook (Publican): a paragraph is a `div class="para"`, read
    as a `p`; Publican's navigation (`ul class="docnav"`, the links to the previous, next and
    upper pages, with their titles) and a chapter page's table of contents (`div class="toc"`,
    the sections' titles, which their own pages have) are furniture, left out."""

    def __init__(self):
        super().__init__()
        self.containers = []  # the `div` and `ul` elements open, innermost last, and their role

    def handle_starttag(self, tag, attrs):
        if tag in ("div", "ul"):
            classes = (dict(attrs).get("class") or "").split()
            if self.skipping or (tag == "ul" and "docnav" in classes) or (tag == "div" and "toc" in classes):
                self.containers.append("skipped")
                self.skipping += 1
                return
            if tag == "div" and "para" in classes:
                self.containers.append("para")
                super().handle_starttag("p", attrs)
                return
            self.containers.append(None)
        super().handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        if tag in ("div", "ul") and self.containers:
            role = self.containers.pop()
            if role == "skipped":
                self.skipping -= 1
                return
            if role == "para":
                super().handle_endtag("p")
                return
        super().handle_endtag(tag)


# Mallard (the GNOME user help's `.page` XML): the elements whose text is a block, kept (a list
# or steps `item` and a table's `td` hold `p` elements, which cut them, as `li` and `td` in HTML);
# a `code` or `screen` outside a paragraph is a listing, held as a `pre` (HELD_TAGS): its place in
# the sequence, not kept; `info` (the page's metadata: links, revisions, credits, years, the
# licence, the description shown in link lists) and `comment` (the writers' notes to each other,
# not shown) are left out. Any other element is structure (`section`, `list`, `steps`, `terms`,
# `table`, `tr`, `note`, `figure`, a `media` with its text alternative, `links`, `if:choose`)
# outside a paragraph and inline (`gui`, `link`, `em`, `key`, `app`, an icon's `media`) inside
# one. A `keyseq` is written as the help shows it, its keys joined by `+` (`Ctrl+Alt+T`; a space
# in a `type="sequence"`), and a `guiseq` with ` ▸ ` (`Settings ▸ Color`). An XInclude outside
# `info` (one page takes rows of another's shortcut tables by `xpointer`) is not followed: the
# rows are the other page's, and are read there.
MALLARD_EMITTED = {"p", "item", "title", "subtitle", "desc", "td"}
MALLARD_INLINE_BLOCKS = {"p", "title", "subtitle", "desc"}  # blocks whose content is text, not blocks
MALLARD_HELD = {"code", "screen"}
MALLARD_SKIPPED = {"info", "comment"}


class MallardParser(BlockParser):
    """A Mallard page as its sequence of (tag, text) blocks, read with an XML parser and walked
    in document order with BlockParser's flushing: a block nested in another cuts it."""

    def feed_page(self, path):
        self.walk(ElementTree.parse(path).getroot(), inline=False)
        self.flush()

    def walk(self, element, inline):
        tag = element.tag.rsplit("}", 1)[-1] if isinstance(element.tag, str) else None
        if tag is None or tag in MALLARD_SKIPPED:
            return
        if inline:
            self.inline(element, tag)
            return
        block = tag in MALLARD_EMITTED or tag in MALLARD_HELD
        self.flush()  # any element outside a paragraph cuts the block it is in
        if block:
            self.open.append("pre" if tag in MALLARD_HELD else tag)
        inside = tag in MALLARD_INLINE_BLOCKS or tag in MALLARD_HELD
        if element.text:
            self.text.append(element.text)
        for child in element:
            self.walk(child, inside)
            if child.tail:
                self.text.append(child.tail)
        self.flush()
        if block:
            self.open.pop()

    def inline(self, element, tag):
        if tag in ("keyseq", "guiseq"):
            joiner = {"keyseq": " " if element.get("type") == "sequence" else "+", "guiseq": " \u25b8 "}[tag]
            parts = []
            if element.text and element.text.strip():
                parts.append(element.text.strip())
            for child in element:
                child_tag = child.tag.rsplit("}", 1)[-1] if isinstance(child.tag, str) else None
                if child_tag is None or child_tag in MALLARD_SKIPPED:
                    continue
                saved, self.text = self.text, []
                self.walk(child, inline=True)
                parts.append(" ".join("".join(self.text).split()))
                self.text = saved
                if child.tail and child.tail.strip():
                    parts.append(child.tail.strip())
            self.text.append(joiner.join(part for part in parts if part))
            return
        if element.text:
            self.text.append(element.text)
        for child in element:
            self.walk(child, inline=True)
            if child.tail:
                self.text.append(child.tail)


def mallard_blocks(path):
    parser = MallardParser()
    parser.feed_page(path)
    return parser.blocks


# GParted's manual (STORAGE_ADDED): DocBook XML 4.1.2, one file per language
# (usr/share/help/<locale>/gparted/index.docbook), which itstool writes from the English file and
# the language's PO file: a translated file has the English's elements and ids (every language's
# has the English's 51 section ids, in the same order: compared, counted), a message its PO file
# does not translate being the English's, whole. Read with an XML parser (the file's entities,
# `&app;`, `&appname;`, are declared in its own DTD subset), in document order with BlockParser's
# flushing, as the Mallard pages are. A block is the text of a `para`, `simpara`, `title`, `term`,
# `listitem` or `step` (text outside their `para`s), or a table's `entry`; DocBook lets a block sit
# inside a `para` (a list, a `screen`, a note), and it cuts the paragraph, as a block nested in
# another does in HTML. A `screen`, `programlisting` or `literallayout` is a listing, held as a
# `pre` is: its place, not kept. Left out: `articleinfo` (the authors, the revision history, the
# licence, the feedback address and the translators' credits itstool adds), as Mallard's `info`,
# the writers' comments (the XML parser drops them), `remark`s and `indexterm`s (not shown), and a
# figure's text alternative (`textobject`), shown only in place of its image, as LibreOffice's
# `img` alternatives are. A `menuchoice` is written as the help shows it, its items joined by
# ` ▸ ` (`View ▸ Device Information`), a `keycombo` by `+`. An `xref`, which the help fills with the
# title of the section it points to, stays empty on both sides, as Mallard's empty links do, and
# so does a `ulink` without text (its URL, an attribute, the same in every language). Each
# section with an id (`sect1`…`sect5`, `section`) is a document of the blocks that are its own:
# those before its first subsection and between its subsections (a section's title and
# introduction), not its subsections', which are documents of their own.
DOCBOOK_EMITTED = {"para", "simpara", "title", "subtitle", "term", "listitem", "step", "entry", "caption"}
DOCBOOK_HELD = {"screen", "programlisting", "literallayout", "synopsis"}
DOCBOOK_SKIPPED = {"articleinfo", "bookinfo", "sectioninfo", "info", "remark", "indexterm", "textobject"}
DOCBOOK_SECTIONS = {"sect1", "sect2", "sect3", "sect4", "sect5", "section"}
# Elements that are blocks or hold blocks, outside a paragraph or inside one (which they cut);
# every other element is inline (`application`, `guilabel`, `command`, `replaceable`, `ulink`).
DOCBOOK_STRUCTURE = DOCBOOK_SECTIONS | {
    "article", "book", "chapter", "itemizedlist", "orderedlist", "variablelist", "varlistentry",
    "procedure", "note", "tip", "caution", "warning", "important", "figure", "informalfigure",
    "screenshot", "mediaobject", "imageobject", "table", "informaltable", "tgroup", "thead", "tbody",
    "row", "blockquote", "example", "informalexample", "formalpara", "abstract", "legalnotice",
}
DOCBOOK_JOINED = {"menuchoice": " \u25b8 ", "keycombo": "+"}


def xml_tag(element):
    """An element's name without its namespace, or None for a comment or processing instruction."""
    return element.tag.rsplit("}", 1)[-1] if isinstance(element.tag, str) else None


class DocBookParser(BlockParser):
    """A DocBook file as its sequence of (tag, text, section id) blocks, read with an XML parser
    and walked in document order with BlockParser's flushing; `sections` holds the ids of its
    sections in document order."""

    SECTIONS = DOCBOOK_SECTIONS
    STRUCTURE = DOCBOOK_STRUCTURE

    def __init__(self):
        super().__init__()
        self.section = None  # the id of the innermost section open, None outside every section
        self.sections = []

    def feed_file(self, path):
        self.walk(ElementTree.parse(path).getroot())
        self.flush()

    def walk(self, element):
        tag = xml_tag(element)
        if tag is None or tag in DOCBOOK_SKIPPED:
            return
        if tag in DOCBOOK_JOINED:
            self.text.append(self.joined(element, DOCBOOK_JOINED[tag]))
            return
        block = tag in DOCBOOK_EMITTED or tag in DOCBOOK_HELD
        if not block and tag not in self.STRUCTURE:
            self.inline(element)
            return
        self.flush()  # a block, or an element that holds blocks, cuts the block it is in
        outer = self.section
        if tag in self.SECTIONS and element.get("id"):
            self.section = element.get("id")
            self.sections.append(self.section)
        if block:
            self.open.append("pre" if tag in DOCBOOK_HELD else tag)
        self.inline(element)
        self.flush()
        if block:
            self.open.pop()
        self.section = outer

    def inline(self, element):
        """The element's text and its children's, each child read as its own tag says."""
        if element.text:
            self.text.append(element.text)
        for child in element:
            self.walk(child)
            if child.tail:
                self.text.append(child.tail)

    def joined(self, element, joiner):
        """The texts of an element's children (a menu path's items, a key combination's keys),
        joined as the help shows them."""
        parts = [element.text.strip()] if element.text and element.text.strip() else []
        for child in element:
            if xml_tag(child) is not None and xml_tag(child) not in DOCBOOK_SKIPPED:
                saved, self.text = self.text, []
                self.walk(child)
                parts.append(" ".join("".join(self.text).split()))
                self.text = saved
            if child.tail and child.tail.strip():
                parts.append(child.tail.strip())
        return joiner.join(part for part in parts if part)

    def flush(self):
        before = len(self.blocks)
        super().flush()
        if len(self.blocks) > before:
            tag, text = self.blocks.pop()
            self.blocks.append((tag, text, self.section))


@functools.lru_cache(maxsize=None)
def docbook_sections(path):
    """A DocBook file's sections, in document order: (id, its own (tag, text) blocks). Blocks
    outside every section (none in GParted's manual, once `articleinfo` is left out) are no
    document's."""
    parser = DocBookParser()
    parser.feed_file(path)
    sections = {section_id: [] for section_id in parser.sections}
    for tag, text, section_id in parser.blocks:
        if section_id is not None:
            sections[section_id].append((tag, text))
    return tuple((section_id, tuple(blocks)) for section_id, blocks in sections.items())


# KDE's handbooks and GnuCash's documentation (BOOKS_ADDED): DocBook XML whose entities are
# declared in DTDs, not in the file alone. A KDE handbook's `index.docbook` declares its own
# entities in its DOCTYPE's internal subset (the chapters, each a file beside it: `<!ENTITY
# commands SYSTEM "commands.docbook">`; the application's name) and takes the rest from KDE's
# DTD (kdoctools: `dtd/kdedbx45.dtd`, which loads the general entities, `&kde;`, `&Linux;`, and,
# by the language the internal subset names, `<!ENTITY % German "INCLUDE">`, that language's:
# `&Ctrl;` is `Strg` in German, `&ie;` `d. h.`). GnuCash's `index.docbook` names its language's
# DTD (`gnc-gui-de.dtd`, beside it: the menus' and buttons' names in that language, then the
# English ones, `gnc-gui-C.dtd`, and the common entities: `&app;`, `&vers-stable;` 4.13) and
# takes its chapters by XInclude. Here the DTDs are read as a validating parser would (DtdReader:
# the declarations in order, the first declaration of an entity binding, parameter entities
# expanded, conditional sections by their keyword, files by their system identifier beside the
# file that names them; the DocBook DTD itself, which declares no entity used, is not at hand
# and is skipped), then the file's entities and XIncludes are put in its text, and the text is
# read with an XML parser. An HTML entity (`&nbsp;`, `&ndash;`) is its character; an entity
# declared nowhere (none in the English, counted) is written as its name.
DTD_DECLARATION = re.compile(
    r"<!ENTITY\s+(%\s+)?([\w.:-]+)\s+(?:(SYSTEM|PUBLIC)\s+(?:\"([^\"]*)\"|'([^']*)')\s*(?:\"([^\"]*)\"|'([^']*)')?|\"([^\"]*)\"|'([^']*)')[^>]*>",
    re.S,
)
DTD_OTHER = re.compile(r"<!(?:ELEMENT|ATTLIST|NOTATION)\b(?:[^>\"']|\"[^\"]*\"|'[^']*')*>", re.S)
DTD_PARAMETER_REFERENCE = re.compile(r"%([\w.:-]+);")
ENTITY_REFERENCE = re.compile(r"&([\w.:-]+);")
XML_PREDEFINED = {"amp", "lt", "gt", "quot", "apos"}
XML_COMMENT = re.compile(r"<!--.*?-->", re.S)
XINCLUDE = re.compile(r"<xi:include\b[^>]*?href=\"([^\"]+)\"[^>]*?(?:/>|>.*?</xi:include>)", re.S)
XML_PROLOG = re.compile(r"\A\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--.*?-->\s*)*(?:<!DOCTYPE\s+[\w:-]+\s*(?:(?:SYSTEM|PUBLIC)\s+(?:\"[^\"]*\"\s*)+)?(?:\[(.*?)\]\s*)?>)?", re.S)


class DtdReader:
    """The general entities that DTDs declare: name → ("text", value) or ("file", path)."""

    def __init__(self):
        self.general = {}
        self.parameter = {}  # name → ("text", value) or ("file", path)
        # A DtdReader of the ISO 8879 entity sets, looked up for an entity declared nowhere and
        # no HTML entity (KDE_FIGURES_ADDED's handbooks only; None for the earlier batches).
        self.fallback = None

    def read_file(self, path, depth=0):
        path = Path(path)
        if path.is_file() and depth < 20:
            self.read(path.read_text(encoding="utf-8", errors="replace"), path.parent, depth)

    def value(self, text):
        """An entity's literal value, its parameter entities put in (as XML does)."""
        def put(found):
            kind, value = self.parameter.get(found.group(1), ("text", ""))
            return value if kind == "text" else ""
        for _ in range(10):
            text, count = DTD_PARAMETER_REFERENCE.subn(put, text)
            if not count:
                break
        return text

    def read(self, text, base, depth=0):
        position = 0
        while position < len(text):
            if text.startswith("<!--", position):
                end = text.find("-->", position)
                position = len(text) if end < 0 else end + 3
            elif text.startswith("<![", position):
                # A conditional section: its keyword (INCLUDE, IGNORE, or a parameter entity
                # holding one), then its declarations up to the matching `]]>`.
                opening = text.find("[", position + 3)
                keyword = self.value(text[position + 3:opening]).strip()
                level, cursor = 1, opening + 1
                while level and cursor < len(text):
                    next_open, next_close = text.find("<![", cursor), text.find("]]>", cursor)
                    if next_close < 0:
                        next_close = len(text)
                    if 0 <= next_open < next_close:
                        level, cursor = level + 1, next_open + 3
                    else:
                        level, cursor = level - 1, next_close + 3
                if keyword == "INCLUDE":
                    self.read(text[opening + 1:cursor - 3], base, depth)
                position = cursor
            elif text.startswith("<!ENTITY", position):
                found = DTD_DECLARATION.match(text, position)
                if not found:
                    end = text.find(">", position)
                    position = len(text) if end < 0 else end + 1
                    continue
                is_parameter, name, external, first, first_alt, second, second_alt, literal, literal_alt = found.groups()
                table = self.parameter if is_parameter else self.general
                if name not in table:
                    if external:
                        system = (second if second is not None else second_alt) if external == "PUBLIC" else (first if first is not None else first_alt)
                        table[name] = ("file", (base / system) if system else None)
                    else:
                        table[name] = ("text", self.value(literal if literal is not None else literal_alt))
                position = found.end()
            elif text.startswith("<!", position):
                found = DTD_OTHER.match(text, position)
                end = found.end() if found else text.find(">", position) + 1
                position = end if end > position else len(text)
            elif text[position] == "%":
                found = DTD_PARAMETER_REFERENCE.match(text, position)
                if found:
                    kind, value = self.parameter.get(found.group(1), ("text", ""))
                    if kind == "file" and value is not None:
                        self.read_file(value, depth + 1)
                    elif kind == "text":
                        self.read(value, base, depth + 1)
                    position = found.end()
                else:
                    position += 1
            else:
                position += 1


def docbook_text(path, reader, stats, depth=0):
    """A DocBook file's text with its entities and XIncludes put in, its prolog left out."""
    text = Path(path).read_text(encoding="utf-8", errors="replace").lstrip("\ufeff")
    # The writers' comments go first: an XInclude or entity commented out stays out.
    text = XML_COMMENT.sub("", text[XML_PROLOG.match(text).end():])
    folder = Path(path).parent

    def include(found):
        target = folder / found.group(1)
        if depth > 10 or not target.is_file():
            stats["books: XIncludes not found"] += 1
            return ""
        return docbook_text(target, reader, stats, depth + 1)

    text = XINCLUDE.sub(include, text)
    return expand_entities(text, reader, stats, depth)


def expand_entities(text, reader, stats, depth=0):
    def put(found):
        name = found.group(1)
        if name in XML_PREDEFINED:
            return found.group(0)
        kind, value = reader.general.get(name, (None, None))
        if kind == "text":
            return expand_entities(value, reader, stats, depth + 1) if depth < 20 else value
        if kind == "file":
            if value is None or not Path(value).is_file():
                stats["books: entities of files not found"] += 1
                return ""
            return docbook_text(value, reader, stats, depth + 1)
        character = html.entities.html5.get(name + ";")
        if character is not None:
            return html.escape(character, quote=False)
        if reader.fallback is not None and reader.fallback.general.get(name, (None,))[0] == "text":
            stats["books: entities of the ISO 8879 sets"] += 1
            return expand_entities(reader.fallback.general[name][1], reader, stats, depth + 1) if depth < 20 else reader.fallback.general[name][1]
        stats["books: entities declared nowhere, written as their name"] += 1
        return name

    return ENTITY_REFERENCE.sub(put, text)


BOOK_SECTIONS = DOCBOOK_SECTIONS | {"chapter", "appendix", "preface", "glossary", "reference", "refentry", "refsect1", "refsect2", "simplesect"}
BOOK_STRUCTURE = DOCBOOK_STRUCTURE | BOOK_SECTIONS | {
    "part", "glossdiv", "glossentry", "glossdef", "glosslist", "qandaset", "qandadiv", "qandaentry",
    "question", "answer", "calloutlist", "callout", "segmentedlist", "seglistitem", "sidebar",
    "informalequation", "equation", "simplelist", "bibliography", "bibliodiv", "biblioentry",
    "refnamediv", "refsynopsisdiv", "msgset", "msgentry", "task", "tasksummary", "taskprerequisites",
}


class BookParser(DocBookParser):
    """A KDE handbook or a GnuCash book (BOOKS_ADDED): DocBookParser with a book's sections
    (chapters, appendices, a glossary), a glossary entry's term read as a `term`, and the sections
    of `skipped_ids` left out whole (the credits and licence)."""

    SECTIONS = BOOK_SECTIONS
    STRUCTURE = BOOK_STRUCTURE

    def __init__(self, skipped_ids=()):
        super().__init__()
        self.skipped_ids = set(skipped_ids)

    def walk(self, element):
        tag = xml_tag(element)
        if tag in self.SECTIONS and element.get("id") in self.skipped_ids:
            return
        if tag == "glossentry":
            for child in element:
                if xml_tag(child) == "glossterm":
                    child.tag = "term"
        super().walk(element)


def book_sections(path, external_dtd, skipped_ids, stats, fallback=None):
    """A DocBook book's sections, in document order: (id, its own (tag, text) blocks), its
    entities and XIncludes put in (DtdReader: the DOCTYPE's internal subset, then `external_dtd`,
    the DTD it names; `fallback`, a DtdReader of the ISO 8879 sets, for an entity declared
    nowhere and no HTML entity)."""
    text = Path(path).read_text(encoding="utf-8", errors="replace").lstrip("\ufeff")
    prolog = XML_PROLOG.match(text)
    reader = DtdReader()
    reader.fallback = fallback
    if prolog.group(1):
        reader.read(prolog.group(1), Path(path).parent)
    if external_dtd is not None:
        reader.read_file(external_dtd)
    body = docbook_text(path, reader, stats)
    parser = BookParser(skipped_ids)
    parser.walk(ElementTree.fromstring(body))
    parser.flush()
    sections = {section_id: [] for section_id in parser.sections}
    for tag, block, section_id in parser.blocks:
        if section_id is not None:
            sections[section_id].append((tag, block))
    return tuple((section_id, tuple(blocks)) for section_id, blocks in sections.items())


# LibreOffice's help (LO_LANGUAGES): XSLT's HTML of the XHP pages. The page's text is in
# `div#DisplayArea`; the header, the side panels (contents, index, search) and the footer (the
# page's debug info) are furniture. Its blocks are the paragraphs and headings that carry an XHP
# id (`p`, `h1`…`h6` with an `id`: `par_id…`, `hd_id…`), with the id; a paragraph of code by its
# class (`code`, `codeintable`, `example`: Basic's syntax lines, number format codes, connection
# strings; `smathcode`: a formula in Math's markup) and a `pre` listing (Basic and Python macros,
# with the paragraphs some hold, one per line of code or comment) hold their place as `pre` and
# are not kept. A `div.embedded` is another page's text (a section
# embedded by reference: a menu path, a shared note) and left out, read on its own page. A switch
# inside a paragraph (`span.switchinline`) has a hidden case per system or application, which the
# help's script shows one of: the one a reader on Linux sees is kept (the UNIX case, else the
# `default` case, else the first case when it is not Windows' or macOS's); a switch between
# blocks (`span.switch`) keeps every case's blocks, each a paragraph of its own with its own id.
# `img` elements' alternative text and `meta` keywords (the index's entries) are not text.
LO_EMITTED = {"p", "h1", "h2", "h3", "h4", "h5", "h6"}
LO_CODE_CLASSES = {"code", "codeintable", "example", "smathcode"}
LO_SKIPPED = {"header", "aside", "footer", "script", "style", "head"}
LO_VOID = {"br", "img", "meta", "link", "input", "hr", "wbr", "col", "area", "base", "embed", "source", "param", "track"}


class LibreOfficeParser(html.parser.HTMLParser):
    """A page of LibreOffice's help as its sequence of (tag, text, id) blocks."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.blocks = []
        self.stack = []  # (tag, role) of the open elements, outermost first
        self.skipping = 0  # open elements whose content is left out
        self.block = None  # (tag, id) of the block being read
        self.text = []
        self.switches = []  # per open inline switch, its cases so far: (id, texts)

    def handle_starttag(self, tag, attrs):
        if tag in LO_VOID:
            if tag == "br" and not self.skipping:
                self.append(" ")
            return
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        element_id = attributes.get("id") or ""
        role = None
        if self.skipping:
            role = "skipped"
        elif tag in LO_SKIPPED or (tag == "div" and ("embedded" in classes or element_id in ("SearchFrame", "DonationFrame"))):
            role = "skipped"
        elif tag == "span" and "switchinline" in classes:
            role = "switch"
            self.switches.append([])
        elif tag == "span" and "hidden" in attributes and self.switches and self.stack and self.stack[-1][1] == "switch":
            role = "case"
            self.switches[-1].append((element_id, []))
        elif self.block and self.block[0] == "pre":
            pass  # inside a listing, a paragraph (a macro's comment line) is the listing's
        elif tag == "pre" or (tag in LO_EMITTED and (set(classes) & LO_CODE_CLASSES)):
            self.flush()
            role = "pre"
            self.block = ("pre", element_id)
        elif tag in LO_EMITTED and element_id:
            self.flush()  # a block nested in another cuts it (none does in 7.4's pages but listings)
            role = "block"
            self.block = (tag, element_id)
        if role == "skipped":
            self.skipping += 1
        self.stack.append((tag, role))

    def handle_endtag(self, tag):
        if tag in LO_VOID or not any(open_tag == tag for open_tag, _ in self.stack):
            return
        while self.stack:
            open_tag, role = self.stack.pop()
            self.close_element(role)
            if open_tag == tag:
                break

    def close_element(self, role):
        if role == "skipped":
            self.skipping -= 1
        elif role in ("block", "pre"):
            self.flush()
        elif role == "switch":
            cases = self.switches.pop()
            chosen = self.chosen_case([case_id for case_id, _ in cases])
            if chosen is not None:
                self.append("".join(cases[chosen][1]))

    @staticmethod
    def chosen_case(ids):
        for prefix in ("UNIX", "default"):
            for index, case_id in enumerate(ids):
                if case_id.startswith(prefix):
                    return index
        if ids and not ids[0].startswith(("WIN", "MAC")):
            return 0
        return None

    def append(self, data):
        if self.switches:
            # Inside a switch: the text of the case open, if any (text between cases is none).
            if self.stack and any(role == "case" for _, role in self.stack[self.case_depth():]):
                self.switches[-1][-1][1].append(data)
            return
        if self.block:
            self.text.append(data)

    def case_depth(self):
        """The index in the stack of the innermost open switch."""
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index][1] == "switch":
                return index
        return 0

    def flush(self):
        if self.block:
            text = " ".join("".join(self.text).split())
            if text:
                self.blocks.append((self.block[0], text, self.block[1]))
        self.block = None
        self.text = []

    def handle_data(self, data):
        if not self.skipping:
            self.append(data)


def lo_blocks(path):
    parser = LibreOfficeParser()
    parser.feed(Path(path).read_text(encoding="utf-8", errors="replace"))
    parser.close()
    parser.flush()
    return parser.blocks


@functools.lru_cache(maxsize=None)
def lo_english_blocks(path):
    """An English page's blocks, read once for all the languages (nothing changes them)."""
    return tuple(lo_blocks(path))


# KiCad's manuals (KICAD_LANGUAGES): asciidoctor's HTML, one page per manual. Only the top-level
# sections (`div.sect1`) are read, each a document: the header (the title, the author, the date,
# the table of contents), the preamble (the licence notice, the contributors, where to send
# feedback: the same in each manual) and the footer (the build's date) are furniture. Inside a
# section, asciidoctor's blocks are read as BlockParser reads HTML: the headings (`h2`…`h6`,
# without the section number asciidoctor puts before them), the paragraphs (`div.paragraph > p`),
# list items, table cells (`td`, `th`, with their `p.tableblock`s), an admonition's label
# (`td.icon`'s `div.title`, read as a `title`) and text (`td.content`); a listing (`pre`, of a
# `listingblock` or `literalblock`: file formats, commands) holds its place and is not kept.
KICAD_SECTION_NUMBER = re.compile(r"^(?:[0-9]+\.)+ ")


class KiCadParser(BlockParser):
    """A KiCad manual as its (tag, text, section) blocks, `section` the index of its top-level
    section; `section_ids` holds each section's `h2` id."""

    def __init__(self):
        super().__init__()
        self.section = None
        self.sections = 0
        self.section_ids = []
        self.divs = []  # per open `div`: whether it is a top-level section, or a label

    def handle_starttag(self, tag, attrs):
        if tag == "div":
            classes = (dict(attrs).get("class") or "").split()
            if "sect1" in classes:
                self.flush()
                self.section = self.sections
                self.sections += 1
                self.section_ids.append(None)
                self.divs.append("sect1")
                return
            if "title" in classes:
                self.divs.append("title")
                super().handle_starttag("title", attrs)
                return
            self.divs.append(None)
        elif tag == "h2" and self.section is not None and self.section_ids[self.section] is None:
            self.section_ids[self.section] = dict(attrs).get("id") or ""
        super().handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        if tag == "div" and self.divs:
            role = self.divs.pop()
            if role == "title":
                super().handle_endtag("title")
                return
            super().handle_endtag(tag)
            if role == "sect1":
                self.section = None
            return
        super().handle_endtag(tag)

    def flush(self):
        before = len(self.blocks)
        super().flush()
        if len(self.blocks) > before:
            tag, text = self.blocks.pop()
            if self.section is None:
                return  # outside the sections: furniture
            if tag in ("h2", "h3", "h4", "h5", "h6"):
                text = KICAD_SECTION_NUMBER.sub("", text, count=1)
            self.blocks.append((tag, text, self.section))


@functools.lru_cache(maxsize=None)
def kicad_sections(path):
    """A manual's top-level sections, in order: (the section's `h2` id, its (tag, text) blocks)."""
    parser = KiCadParser()
    parser.feed(Path(path).read_text(encoding="utf-8", errors="replace"))
    parser.close()
    parser.flush()
    sections = [(section_id, []) for section_id in parser.section_ids]
    for tag, text, section in parser.blocks:
        sections[section][1].append((tag, text))
    return tuple((section_id, tuple(blocks)) for section_id, blocks in sections)


# LinuxCNC's books (LINUXCNC_LANGUAGES): dblatex's PDF, read with mupdf's `mutool`: the outline
# (`mutool show BOOK outline`: each entry's level and the page and height its link goes to) and
# the text (`mutool draw -F stext.json`: per page, mupdf's blocks of lines, each line with its
# box and the font of its first character). A block of mupdf is lines set close together: a
# paragraph, a heading, a listing, a list item, or several list items or an admonition's label
# and its text, which are cut apart here (a line that begins with a list's marker begins a block;
# an admonition's bold label is a `title` of its own). A block is tagged by its font: a heading
# (`h`: bold sans serif, the section number before its title left out), a listing (`pre`: every
# line monospace; it holds its place and is not kept), a figure's or table's caption (`caption`:
# its generated label left out) and a paragraph (`p`). The running header (above
# LINUXCNC_BODY_TOP) is furniture. A paragraph that a page break cuts is joined again (its last
# line on the page is justified to the right margin and the next page's first block is a
# paragraph that does not begin with a list's marker), since each language breaks its pages
# elsewhere. Lines are joined with a space, without one next to a CJK character, and a word a
# line break hyphenated (`li-` `censed`) is joined without its hyphen.
LINUXCNC_BODY_TOP = 60  # the running header's lines end above this height (pt from the top)
LINUXCNC_JUSTIFIED = 560  # a line that reaches this far right is justified: its paragraph goes on
LINUXCNC_SECTION_NUMBER = re.compile(r"^(?:[0-9]+\.)*[0-9]+\.? +")
# A caption's generated label (`Figure 4.3: `, `Tabelle 4.1: `, `图 4.3: `), the chapter's number
# and the figure's: a letter word, then two numbers and a colon.
LINUXCNC_CAPTION = re.compile(r"^[^\W\d_]+ ?[0-9]+\.[0-9]+ ?[:：] *")
# A list item's marker (dblatex's bullets, the French book's dashes, or a numbered list's
# number or letter).
LINUXCNC_MARKER = re.compile(r"^(?:[•–—◦∗·▪]|[0-9]{1,2}\.|[a-z]\.|[ivx]{1,4}\.)(?: +|$)")
CJK = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]")


@functools.lru_cache(maxsize=None)
def linuxcnc_outline(path):
    """A book's outline: (level from 1, page from 1, height from the top) per entry, in order,
    and the titles (read only for the English books, to name the documents)."""
    shown = subprocess.run(["mutool", "show", str(path), "outline"], capture_output=True, check=True).stdout.decode("utf-8", errors="replace")
    entries, titles = [], []
    for line in shown.split("\n"):
        found = re.match(r'^[+|](\t*)"(.*)"\t#page=([0-9]+)(?:&zoom=[^,]*,[^,]*,([0-9.]+))?', line)
        if found:
            tabs, title, page, height = found.groups()
            entries.append((len(tabs), int(page), float(height or 0)))
            titles.append(title)
    return tuple(entries), tuple(titles)


def linuxcnc_line_text(lines):
    """The text of a block's lines (mupdf's lines: dicts with `text`, `x`, `y`), read as a reader
    reads them: pieces of one baseline joined with a space, lines with a space too, but not next to
    a CJK character, and a word hyphenated at a line's end joined whole."""
    text, last_y = "", None
    for line in lines:
        piece = " ".join(line["text"].split())
        if not piece:
            continue
        if not text:
            text = piece
        elif last_y is not None and abs(line["y"] - last_y) < 2:
            text += " " + piece  # the same baseline (mupdf cuts a line where the spacing widens)
        elif re.search(r"[^\W\d_]-$", text) and re.match(r"[^\W\d_]", piece) and piece[0].islower():
            text = text[:-1] + piece
        elif text.endswith("-") or CJK.match(piece[0]) or CJK.match(text[-1]):
            text += piece
        else:
            text += " " + piece
        last_y = line["y"]
    return text


def linuxcnc_kind(line):
    font = line["font"]["name"].split("+")[-1]
    if "Mono" in font:
        return "mono"
    if "Sans" in font and line["font"]["weight"] == "bold":
        return "sans-bold"
    return "sans" if "Sans" in font else "serif"


@functools.lru_cache(maxsize=None)
def linuxcnc_blocks(path):
    """A book's blocks in reading order: (page from 1, height, tag, text)."""
    done = subprocess.run(["mutool", "draw", "-q", "-F", "stext.json", "-o", "-", str(path)], capture_output=True, check=True)
    pages = json.loads(done.stdout.decode("utf-8", errors="replace"))["pages"]
    blocks = []  # [page, height, tag, lines, right edge of the last line]
    for number, page in enumerate(pages, 1):
        first_on_page = True
        for block in page["blocks"]:
            if block.get("type") != "text" or block["bbox"]["y"] + block["bbox"]["h"] <= LINUXCNC_BODY_TOP:
                continue
            lines = [line for line in block["lines"] if line["text"].strip()]
            if not lines:
                continue
            kinds = [linuxcnc_kind(line) for line in lines]
            # Cut the block where a list item begins, and after an admonition's bold label.
            groups, current = [], []
            for index, (line, kind) in enumerate(zip(lines, kinds)):
                starts_item = current and LINUXCNC_MARKER.match(line["text"].strip()) and abs(line["y"] - current[-1]["y"]) >= 2
                after_label = current and index == 1 and kinds[0] == "sans-bold" and kind == "sans"
                if starts_item or after_label:
                    groups.append(current)
                    current = []
                current.append(line)
            groups.append(current)
            for group in groups:
                group_kinds = {linuxcnc_kind(line) for line in group}
                text = linuxcnc_line_text(group)
                if group_kinds == {"mono"}:
                    tag = "pre"
                elif "sans-bold" in group_kinds and group_kinds <= {"sans-bold", "mono"}:
                    # A heading, or a label; a heading may hold a name in monospace.
                    tag = "h" if LINUXCNC_SECTION_NUMBER.match(text) else "title"
                    text = LINUXCNC_SECTION_NUMBER.sub("", text, count=1) if tag == "h" else text
                elif LINUXCNC_CAPTION.match(text) and group[0]["font"]["name"].endswith("DejaVuSerif"):
                    tag, text = "caption", LINUXCNC_CAPTION.sub("", text, count=1)
                else:
                    tag = "p"
                    text = LINUXCNC_MARKER.sub("", text, count=1) if LINUXCNC_MARKER.match(text) and len(text) > 2 else text
                last = group[-1]["bbox"]
                right = last["x"] + last["w"]
                if (
                    first_on_page and blocks and tag == "p" and blocks[-1][2] == "p" and blocks[-1][0] == number - 1
                    and blocks[-1][4] >= LINUXCNC_JUSTIFIED and not LINUXCNC_MARKER.match(group[0]["text"].strip())
                ):
                    # A paragraph the page break cut: joined again.
                    blocks[-1][3] = linuxcnc_line_text([{"text": blocks[-1][3], "y": -10}] + group)
                    blocks[-1][4] = right
                else:
                    blocks.append([number, group[0]["bbox"]["y"], tag, text, right])
                first_on_page = False
    return tuple((page, height, tag, text) for page, height, tag, text, _ in blocks if text)


# ---------------------------------------------------------------------------------------------
# Blocks of a man page

GROFF = ["groff", "-k", "-Kutf8", "-t", "-man", "-Tutf8", "-P-cbou", "-rLL=20000n"]


def roff_source(path):
    data = Path(path).read_bytes()
    if path.suffix == ".gz":
        data = gzip.decompress(data)
    return data


def man_blocks(path, cache):
    """The page rendered as plain text, each line cut into blocks, or None when groff cannot
    render it alone (a `.so` link to another page). Lines are tagged `h` (a heading: no
    indentation) or `b`: finer tags (indentation, column) differ between a page and its
    translation where a `.TP` tag fits before its text in one and not in the other."""
    source = roff_source(path)
    if re.match(rb"\s*\.so\s", source):
        return None
    rendered = render_cached(source, cache)
    if rendered is None:
        return None
    lines = [line.rstrip() for line in rendered.split("\n")]
    lines = [line for line in lines if line.strip()]
    blocks = []
    for line in lines[1:-1]:  # the header and the footer
        indent = len(line) - len(line.lstrip(" "))
        for i, part in enumerate(re.split(r" {3,}", line.strip())):
            text = " ".join(part.split())
            if text:
                blocks.append(("h" if indent == 0 and i == 0 else "b", text))
    return blocks


def render_cached(source, cache):
    """groff's plain-text rendering of a roff source, kept in `cache` (a folder) by the hash of
    the source and the command: rendering is most of the script's time."""
    key = hashlib.sha256(" ".join(GROFF).encode() + b"\0" + source).hexdigest()
    cached = Path(cache) / key[:2] / key
    if cached.is_file():
        text = cached.read_text(encoding="utf-8")
        return None if text == "\0" else text
    env = dict(os.environ, LC_ALL="C.UTF-8")
    try:
        done = subprocess.run(GROFF, input=source, capture_output=True, env=env, timeout=60)
        text = done.stdout.decode("utf-8", errors="replace") if done.returncode == 0 else None
    except subprocess.TimeoutExpired:
        text = None
    cached.parent.mkdir(parents=True, exist_ok=True)
    cached.write_text("\0" if text is None else text, encoding="utf-8")
    return text


# ---------------------------------------------------------------------------------------------
# Alignment

DIGITS = re.compile(r"[0-9]+")


def align(english, translated):
    """Pairs of indices (English block, translated block), and how they were found, or None
    when the two documents cannot be aligned."""
    if [tag for tag, _ in english] == [tag for tag, _ in translated]:
        return list(zip(range(len(english)), range(len(translated)))), "structure"
    if not english or not translated:
        return None

    def key(block):
        return block[0] + "|" + " ".join(DIGITS.findall(block[1]))

    matcher = difflib.SequenceMatcher(None, [key(b) for b in english], [key(b) for b in translated], autojunk=False)
    pairs = []
    opcodes = matcher.get_opcodes()
    for index, (op, i1, i2, j1, j2) in enumerate(opcodes):
        if op == "equal":
            pairs.extend(zip(range(i1, i2), range(j1, j2)))
        elif op == "replace" and i2 - i1 == j2 - j1:
            # Between two agreeing runs (or an end), as many blocks with the same tags: the
            # same paragraphs whose digits the translation wrote differently.
            bounded = (index == 0 or opcodes[index - 1][0] == "equal") and (
                index == len(opcodes) - 1 or opcodes[index + 1][0] == "equal"
            )
            same_tags = all(english[i][0] == translated[j][0] for i, j in zip(range(i1, i2), range(j1, j2)))
            if bounded and same_tags:
                pairs.extend(zip(range(i1, i2), range(j1, j2)))
    # Blocks a translation adds before its first paired block or after its last (the
    # translators' credits that manpages-l10n appends to every page) are not a misalignment.
    translated_span = pairs[-1][1] - pairs[0][1] + 1 if pairs else len(translated)
    if len(pairs) < ALIGNED_SHARE * len(english) or len(pairs) < ALIGNED_SHARE * translated_span:
        return None
    return pairs, "difflib"


def align_ids(english, translated):
    """Pairs of indices of the blocks of LibreOffice's help ((tag, text, id) triples) that have
    the same id and tag on both sides: an id a side has several times (a page that shows a
    paragraph twice) pairs occurrence by occurrence when both sides have it as often, and is left
    out otherwise. Never None: a page whose blocks have no id in common has no pair."""
    def occurrences(blocks):
        found = collections.defaultdict(list)
        for index, (tag, _, block_id) in enumerate(blocks):
            if block_id and tag not in HELD_TAGS:
                found[block_id].append(index)
        return found

    english_ids, translated_ids = occurrences(english), occurrences(translated)
    pairs = []
    for block_id, indices in english_ids.items():
        others = translated_ids.get(block_id, [])
        if len(others) == len(indices):
            pairs.extend((i, j) for i, j in zip(indices, others) if english[i][0] == translated[j][0])
    return sorted(pairs), "ids"


# ---------------------------------------------------------------------------------------------
# Documents


class Document:
    def __init__(self, doc_id, lang, locale, source, translation, blocks):
        self.id = doc_id
        self.lang = lang
        self.locale = locale
        self.source = source  # (package, version, file, licence)
        self.translation = translation
        self.blocks = blocks  # (english, translated) → filled by pair()
        self.pairs = []
        self.method = None
        # (verdict, source stamp, translation stamp): versions.classify's.
        self.version = None
        # The date of the extraction that added the document: None for the first one.
        self.added = None


def html_documents(packages, lang, spec, stats):
    docs = []
    guide = "installation-guide-amd64"
    if spec["install"] and packages.has(guide):
        base = packages.dir(guide) / "usr/share/doc" / guide
        for english in sorted((base / "en").glob("*.html")):
            translated = base / spec["install"] / english.name
            if translated.is_file():
                docs.append(
                    (
                        f"install/{english.stem}",
                        LOCALES.get(spec["install"], spec["install"]),
                        (guide, english, translated),
                        (guide, translated),
                    )
                )
    if spec["faq"] and packages.has("debian-faq") and packages.has(spec["faq"][0]):
        package, folder = spec["faq"]
        base = packages.dir("debian-faq") / "usr/share/doc/debian/FAQ"
        for english in sorted(base.glob("*.en.html")):
            name = english.name[: -len(".en.html")]
            translated = packages.dir(package) / "usr/share/doc/debian/FAQ" / folder / f"{name}.{folder.replace('_', '-').lower()}.html"
            if not translated.is_file():
                candidates = list((packages.dir(package) / "usr/share/doc/debian/FAQ" / folder).glob(f"{name}.*.html"))
                translated = candidates[0] if candidates else None
            if translated:
                docs.append((f"faq/{name}", LOCALES.get(folder, folder), ("debian-faq", english, translated), (package, translated)))
    out = []
    for doc_id, locale, (source_package, english, translated), (translation_package, _) in docs:
        document = Document(
            doc_id,
            lang,
            locale,
            source_info(packages, source_package, english),
            source_info(packages, translation_package, translated),
            None,
        )
        document.blocks = (html_blocks(english), html_blocks(translated))
        out.append(document)
        stats["documents"] += 1
    return out


def source_info(packages, package, path, dep5_path=None, spdx=None):
    relative = str(Path(path).relative_to(packages.dir(package)))
    licence = spdx or packages.licence(package, dep5_path)
    return {"package": package, "version": packages.version(package), "file": relative, "licence": licence}


def spdx_of(path):
    """The SPDX-License-Identifier a roff source states in its comments, if any."""
    found = re.search(rb"SPDX-License-Identifier:\s*([^\n]+)", roff_source(path)[:4000])
    return found.group(1).decode("utf-8", errors="replace").strip() if found else None


def english_man_pages(packages):
    """(section folder, file name) → (package, path), the first package in order having it."""
    pages = {}
    for package in ENGLISH_MAN_PACKAGES:
        if not packages.has(package):
            continue
        man = packages.dir(package) / "usr/share/man"
        for path in sorted(man.glob("man*/*")):
            if path.is_file() and not path.is_symlink():
                pages.setdefault((path.parent.name, path.name), (package, path))
    return pages


def man_documents(packages, lang, spec, english_pages, cache, stats):
    if not spec["man"]:
        return []
    names, folder = spec["man"]
    jobs = []
    for package in names:
        if not packages.has(package):
            continue
        for path in sorted((packages.dir(package) / "usr/share/man" / folder).glob("man*/*")):
            if not path.is_file() or path.is_symlink():
                continue
            found = english_pages.get((path.parent.name, path.name))
            if not found:
                stats["man pages without an English original"] += 1
                continue
            jobs.append((package, path, found))
    documents = []

    def render(job):
        package, path, (english_package, english) = job
        return job, man_blocks(english, cache), man_blocks(path, cache)

    with ThreadPoolExecutor(max_workers=2) as pool:
        for (package, path, (english_package, english)), english_blocks, translated_blocks in pool.map(render, jobs):
            stats["documents"] += 1
            if english_blocks is None or translated_blocks is None:
                stats["man pages groff could not render alone"] += 1
                continue
            page = path.name[: -len(".gz")] if path.name.endswith(".gz") else path.name
            source_spdx = spdx_of(english)
            dep5 = f"po/{lang}/{path.parent.name}/{page}.po"
            translation_licence = packages.licence(package, dep5)
            if package.startswith("manpages-ja") and source_spdx:
                translation_licence = f"{source_spdx} (the original's: {translation_licence})"
            document = Document(
                f"man/{page}",
                lang,
                LOCALES.get(folder, folder),
                source_info(packages, english_package, english, spdx=source_spdx),
                {**source_info(packages, package, path), "licence": translation_licence},
                (english_blocks, translated_blocks),
            )
            documents.append(document)
    return documents


def added_html_documents(packages, lang, spec, stats):
    """The guides added on 2026-12-04 (ADDED_SOURCES): the New Maintainers' Guide, the
    Developer's Reference and APT's two guides, each English file beside the translated file of
    the same name."""
    found = []  # (id, locale, source package, English file, translation package, translated file)
    folder = spec["maint-guide"]
    if folder and packages.has("maint-guide") and packages.has(f"maint-guide-{folder}"):
        base = packages.dir(f"maint-guide-{folder}") / f"usr/share/doc/maint-guide-{folder}/html"
        for english in sorted((packages.dir("maint-guide") / "usr/share/doc/maint-guide/html").glob("*.en.html")):
            name = english.name[: -len(".en.html")]
            translated = base / f"{name}.{folder}.html"
            if translated.is_file():
                found.append((f"maint-guide/{name}", folder, "maint-guide", english, f"maint-guide-{folder}", translated))
    folder = spec["devref"]
    if folder and packages.has("developers-reference") and packages.has(f"developers-reference-{folder}"):
        base = packages.dir(f"developers-reference-{folder}") / "usr/share/developers-reference" / folder
        for english in sorted((packages.dir("developers-reference") / "usr/share/developers-reference").glob("*.html")):
            translated = base / english.name
            if english.name not in DEVREF_SKIPPED and translated.is_file():
                found.append((f"devref/{english.stem}", folder, "developers-reference", english, f"developers-reference-{folder}", translated))
    suffix = spec["apt-doc"]
    if suffix and packages.has("apt-doc"):
        base = packages.dir("apt-doc") / "usr/share/doc/apt-doc"
        for guide in ("guide", "offline"):
            for english in sorted((base / f"{guide}.html").glob("*.html")):
                translated = base / f"{guide}.{suffix}.html" / english.name
                if translated.is_file():
                    found.append((f"apt-{guide}/{english.stem}", suffix, "apt-doc", english, "apt-doc", translated))
    documents = []
    for doc_id, folder, source_package, english, translation_package, translated in found:
        document = Document(
            doc_id,
            lang,
            LOCALES.get(folder, folder),
            source_info(packages, source_package, english),
            source_info(packages, translation_package, translated),
            None,
        )
        blocks = (html_blocks(english), html_blocks(translated))
        if doc_id.startswith("devref/"):
            # Sphinx ends each heading with its permalink's pilcrow.
            blocks = tuple([(tag, text.rstrip("\u00b6").rstrip()) for tag, text in side] for side in blocks)
        document.blocks = blocks
        documents.append(document)
        stats["added documents"] += 1
    return documents


def added_man_documents(packages, lang, spec, cache, stats):
    """The man pages the packaging tools translate themselves (ADDED_MAN_PACKAGES), each beside
    the English page of the same package, name and section."""
    jobs, ids = [], set()
    for folder in spec["man"]:
        for package in ADDED_MAN_PACKAGES:
            if not packages.has(package):
                continue
            man = packages.dir(package) / "usr/share/man"
            for path in sorted((man / folder).glob("man*/*")):
                if not path.is_file() or path.is_symlink():
                    continue
                english = man / path.parent.name / path.name
                page = path.name[: -len(".gz")] if path.name.endswith(".gz") else path.name
                if not english.is_file() or english.is_symlink():
                    stats["added man pages without an English original"] += 1
                elif f"man/{page}" in ids:
                    stats["added man pages already taken from another folder or package"] += 1
                else:
                    ids.add(f"man/{page}")
                    jobs.append((package, folder, page, english, path))

    def render(job):
        return job, man_blocks(job[3], cache), man_blocks(job[4], cache)

    documents = []
    with ThreadPoolExecutor(max_workers=2) as pool:
        for (package, folder, page, english, path), english_blocks, translated_blocks in pool.map(render, jobs):
            stats["added documents"] += 1
            if english_blocks is None or translated_blocks is None:
                stats["man pages groff could not render alone"] += 1
                continue
            po = ADDED_MAN_PO.get(package)
            document = Document(
                f"man/{page}",
                lang,
                LOCALES.get(folder, folder),
                source_info(packages, package, english, spdx=spdx_of(english)),
                {**source_info(packages, package, path), "licence": packages.licence(package, po.format(lang=folder) if po else None)},
                (english_blocks, translated_blocks),
            )
            documents.append(document)
    return documents


def same_name_pages(packages, lang, locale, english, translated, id_of, blocks_of, label, stats, skipped=(), dep5=(None, None)):
    """Each page of the folder `english` ((package, folder, glob)) beside the page of the same
    name in `translated` ((package, folder)), when there is one and its name is not `skipped`:
    the layout of the GIMP manual, the handbook and the GNOME help. `id_of` names a document by
    its English page, `blocks_of` reads a page's blocks; `dep5`, the copyright file's paths of the
    English page and of the translation (`{name}`: the page's name), for their licences."""
    (english_package, english_folder, pattern), (translated_package, translated_folder) = english, translated
    documents = []
    for english_page in sorted(english_folder.glob(pattern)):
        translated_page = translated_folder / english_page.name
        if english_page.name in skipped or not translated_page.is_file():
            continue
        document = Document(
            id_of(english_page),
            lang,
            locale,
            source_info(packages, english_package, english_page, dep5[0] and dep5[0].format(name=english_page.name)),
            source_info(packages, translated_package, translated_page, dep5[1] and dep5[1].format(name=english_page.name)),
            (blocks_of(english_page), blocks_of(translated_page)),
        )
        documents.append(document)
        stats[f"{label} documents"] += 1
    return documents


def gimp_documents(packages, lang, stats):
    """The GIMP manual (GIMP_LANGUAGES, added after ADDED_SOURCES): each English page beside
    the translated page of the same name."""
    if lang not in GIMP_LANGUAGES:
        return []
    suffix, folder = GIMP_LANGUAGES[lang]
    if not packages.has("gimp-help-en") or not packages.has(f"gimp-help-{suffix}"):
        return []
    return same_name_pages(
        packages, lang, LOCALES.get(folder, folder),
        ("gimp-help-en", packages.dir("gimp-help-en") / GIMP_HELP / "en", "*.html"),
        (f"gimp-help-{suffix}", packages.dir(f"gimp-help-{suffix}") / GIMP_HELP / folder),
        lambda page: f"gimp/{page.stem}", html_blocks, "gimp", stats,
    )


def handbook_documents(packages, lang, stats):
    """The Debian Administrator's Handbook (HANDBOOK_LANGUAGES, added after the GIMP manual):
    each English page beside the translated page of the same name, its title page aside."""
    if lang not in HANDBOOK_LANGUAGES or not packages.has("debian-handbook"):
        return []
    folder, locale = HANDBOOK_LANGUAGES[lang]
    base = packages.dir("debian-handbook") / HANDBOOK_HTML
    return same_name_pages(
        packages, lang, locale,
        ("debian-handbook", base / "en-US", "*.html"),
        ("debian-handbook", base / folder),
        lambda page: f"debian-handbook/{page.name}",
        lambda page: html_blocks(page, HandbookParser),
        "handbook", stats, skipped=HANDBOOK_SKIPPED,
    )


def gnome_documents(packages, lang, stats):
    """The GNOME user help (GNOME_LANGUAGES, added after the handbook): each English page beside
    the translated page of the same name."""
    if lang not in GNOME_LANGUAGES or not packages.has("gnome-user-docs"):
        return []
    folder, locale = GNOME_LANGUAGES[lang]
    base = packages.dir("gnome-user-docs") / GNOME_HELP
    return same_name_pages(
        packages, lang, locale,
        ("gnome-user-docs", base / "C" / "gnome-help", "*.page"),
        ("gnome-user-docs", base / folder / "gnome-help"),
        lambda page: f"gnome-help/{page.name}", mallard_blocks, "gnome", stats,
    )


def libreoffice_documents(packages, lang, stats):
    """LibreOffice's help (LO_LANGUAGES, added after the GNOME help): each English page beside the
    translated page of the same relative path, its blocks with their ids (paired by align_ids)."""
    if lang not in LO_LANGUAGES or not packages.has("libreoffice-help-en-us"):
        return []
    suffix, folder, locale = LO_LANGUAGES[lang]
    package = f"libreoffice-help-{suffix}"
    if not packages.has(package):
        return []
    english = packages.dir("libreoffice-help-en-us") / LO_HELP / "en-US"
    translated = packages.dir(package) / LO_HELP / folder
    documents = []
    for english_page in sorted(english.glob("text/**/*.html")):
        relative = english_page.relative_to(english)
        translated_page = translated / relative
        if not translated_page.is_file():
            stats["lo pages without a translated page"] += 1
            continue
        document = Document(
            f"lo/{relative.with_suffix('')}",
            lang,
            locale,
            source_info(packages, "libreoffice-help-en-us", english_page),
            source_info(packages, package, translated_page),
            (list(lo_english_blocks(english_page)), lo_blocks(translated_page)),
        )
        documents.append(document)
        stats["lo documents"] += 1
    return documents


def kicad_documents(packages, lang, stats):
    """KiCad's manuals (KICAD_LANGUAGES, added after LibreOffice's help): each top-level section of
    each English manual beside the section at the same place in the translated manual of the same
    name, a manual whose number of sections differs being left out."""
    if lang not in KICAD_LANGUAGES or not packages.has("kicad-doc-en"):
        return []
    folder, locale = KICAD_LANGUAGES[lang]
    package = f"kicad-doc-{folder}"
    if not packages.has(package):
        return []
    english_folder = packages.dir("kicad-doc-en") / KICAD_HELP / "en"
    translated_folder = packages.dir(package) / KICAD_HELP / folder
    documents = []
    for english_page in sorted(english_folder.glob("*.html")):
        translated_page = translated_folder / english_page.name
        if not translated_page.is_file():
            stats["kicad manuals without a translation"] += 1
            continue
        english_sections, translated_sections = kicad_sections(english_page), kicad_sections(translated_page)
        if len(english_sections) != len(translated_sections):
            stats["kicad manuals left out: another number of sections"] += 1
            continue
        dep5 = KICAD_DEP5.format(manual=english_page.stem)
        for (section_id, english_blocks), (_, translated_blocks) in zip(english_sections, translated_sections):
            document = Document(
                f"kicad/{english_page.stem}/{section_id}",
                lang,
                locale,
                source_info(packages, "kicad-doc-en", english_page, dep5),
                source_info(packages, package, translated_page, dep5),
                (list(english_blocks), list(translated_blocks)),
            )
            documents.append(document)
            stats["kicad documents"] += 1
    return documents


def linuxcnc_sections(path, level):
    """A book's documents, in order: (the index of its outline entry, its (tag, text) blocks). A
    document is an outline entry at `level`, or one above it without entries below it but for a
    part's (level 1: a chapter without sections, the user manual's overleaf and glossary; a part
    without chapters is dblatex's index, of page numbers); it holds the blocks from its entry's
    place to the next entry's of its level or above. The text between a chapter's heading and its
    first section (its number and title, and an introduction some have) is no document's."""
    entries, _ = linuxcnc_outline(path)
    def childless(index):
        return index + 1 == len(entries) or entries[index + 1][0] <= entries[index][0]
    chosen = [
        index for index, (entry_level, _, _) in enumerate(entries)
        if entry_level == level or (1 < entry_level < level and childless(index))
    ]
    sections = {index: [] for index in chosen}
    starts = [(page, height, index) for index, (_, page, height) in enumerate(entries)]
    current, following = None, 0
    for page, height, tag, text in linuxcnc_blocks(path):
        while following < len(starts) and (page, height) >= starts[following][:2]:
            index = starts[following][2]
            # An entry below a document's (its subsections) does not end it.
            if current is None or entries[index][0] <= entries[current][0] or current not in sections:
                current = index
            following += 1
        if current in sections:
            sections[current].append((tag, text))
    return [(index, tuple(sections[index])) for index in chosen]


def linuxcnc_slug(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def linuxcnc_documents(packages, lang, stats):
    """LinuxCNC's books (LINUXCNC_LANGUAGES, added after KiCad's manuals): each top-level section
    of a chapter of each English book beside the section at the same place of the outline of the
    translated book, a book whose outline has another shape (other levels in another order) being
    left out."""
    if lang not in LINUXCNC_LANGUAGES or not packages.has("linuxcnc-doc-en"):
        return []
    suffix, locale = LINUXCNC_LANGUAGES[lang]
    package = f"linuxcnc-doc-{suffix.lower().replace('_', '-')}"
    if not packages.has(package):
        return []
    documents = []
    for book, level in LINUXCNC_BOOKS.items():
        english_book = packages.dir("linuxcnc-doc-en") / LINUXCNC_DOC / f"LinuxCNC_{book}.pdf"
        translated_book = packages.dir(package) / LINUXCNC_DOC / f"LinuxCNC_{book}_{suffix}.pdf"
        if not translated_book.is_file():
            stats["linuxcnc books without a translation"] += 1
            continue
        english_entries, titles = linuxcnc_outline(english_book)
        translated_entries, _ = linuxcnc_outline(translated_book)
        if [entry[0] for entry in english_entries] != [entry[0] for entry in translated_entries]:
            stats["linuxcnc books left out: another outline"] += 1
            continue
        translated = dict(linuxcnc_sections(translated_book, level))
        dep5 = LINUXCNC_DEP5.format(book=book)
        names = collections.Counter()
        for index, english_blocks in linuxcnc_sections(english_book, level):
            name = linuxcnc_slug(titles[index])
            names[name] += 1
            if names[name] > 1:
                name += f"-{names[name]}"  # a title another section has (none in 2.9.0~pre1)
            document = Document(
                f"linuxcnc/{book.lower()}/{name}",
                lang,
                locale,
                source_info(packages, "linuxcnc-doc-en", english_book, dep5),
                source_info(packages, package, translated_book, dep5),
                (list(english_blocks), list(translated[index])),
            )
            documents.append(document)
            stats["linuxcnc documents"] += 1
    return documents



def gparted_documents(packages, lang, stats):
    """GParted's manual (STORAGE_LANGUAGES, added after LinuxCNC's books): each section of the
    English file beside the translated file's section of the same id."""
    if lang not in STORAGE_LANGUAGES or not packages.has("gparted-common"):
        return []
    folder, locale = STORAGE_LANGUAGES[lang]
    base = packages.dir("gparted-common")
    english_file, translated_file = base / GPARTED_HELP.format(folder="C"), base / GPARTED_HELP.format(folder=folder)
    if not translated_file.is_file():
        return []
    translated = dict(docbook_sections(translated_file))
    documents = []
    for section_id, english_blocks in docbook_sections(english_file):
        if section_id not in translated:
            stats["gparted sections without the translated section"] += 1
            continue
        document = Document(
            f"gparted/{section_id}",
            lang,
            locale,
            source_info(packages, "gparted-common", english_file, GPARTED_DEP5.format(folder="C")),
            source_info(packages, "gparted-common", translated_file, GPARTED_DEP5.format(folder=folder)),
            (list(english_blocks), list(translated[section_id])),
        )
        documents.append(document)
        stats["gparted documents"] += 1
    return documents


def storage_mallard_documents(packages, lang, stats):
    """The Disk Usage Analyzer's and the System Monitor's help (STORAGE_MALLARD, added with
    GParted's manual): each English page beside the translated page of the same name, as the
    GNOME help's."""
    if lang not in STORAGE_LANGUAGES:
        return []
    folder, locale = STORAGE_LANGUAGES[lang]
    documents = []
    for program in STORAGE_MALLARD:
        if not packages.has(program):
            continue
        base = packages.dir(program) / GNOME_HELP
        documents += same_name_pages(
            packages, lang, locale,
            (program, base / "C" / program, "*.page"),
            (program, base / folder / program),
            lambda page, program=program: f"{program}/{page.name}", mallard_blocks, program, stats,
        )
    return documents


def book_documents(packages, lang, stats, label, package, id_prefix, english_file, translated_file, external_dtd, skipped, dep5, locale, fallback=None):
    """Each section of an English DocBook book beside the translated book's section of the same
    id (KDE's handbooks, GnuCash's books)."""
    english_dtd, translated_dtd = external_dtd
    translated = dict(book_sections(translated_file, translated_dtd, skipped, stats, fallback))
    documents = []
    for section_id, english_blocks in book_sections(english_file, english_dtd, skipped, stats, fallback):
        if section_id not in translated:
            stats[f"{label} sections without the translated section"] += 1
            continue
        documents.append(Document(
            f"{id_prefix}/{section_id}",
            lang,
            locale,
            source_info(packages, package, english_file, dep5[0]),
            source_info(packages, package, translated_file, dep5[1]),
            (list(english_blocks), list(translated[section_id])),
        ))
        stats[f"{label} documents"] += 1
    return documents


def kde_documents(packages, lang, stats):
    """KDE's handbooks (KDE_HANDBOOKS, added after the disk and system tools' help)."""
    if lang not in KDE_LANGUAGES or not packages.has("kdoctools5"):
        return []
    folder, locale = KDE_LANGUAGES[lang]
    dtd = packages.dir("kdoctools5") / KDOCTOOLS_DTD
    documents = []
    for handbook, package in KDE_HANDBOOKS:
        if not packages.has(package):
            continue
        base = packages.dir(package) / KDE_HTML
        english, translated = base / "en" / handbook / "index.docbook", base / folder / handbook / "index.docbook"
        if not english.is_file() or not translated.is_file():
            continue
        dep5 = (KDE_DEP5[0], KDE_DEP5[1].format(folder=folder, handbook=handbook))
        documents += book_documents(packages, lang, stats, "kde", package, handbook, english, translated, (dtd, dtd), KDE_SKIPPED, dep5, locale)
    return documents


def gnucash_documents(packages, lang, stats):
    """GnuCash's books (GNUCASH_BOOKS, added with KDE's handbooks)."""
    if lang not in GNUCASH_LANGUAGES or not packages.has("gnucash-docs"):
        return []
    folder, locale = GNUCASH_LANGUAGES[lang]
    base = packages.dir("gnucash-docs") / GNUCASH_HELP
    documents = []
    for book in GNUCASH_BOOKS:
        english, translated = base / "C" / book / "index.docbook", base / folder / book / "index.docbook"
        if not translated.is_file():
            continue
        dtds = (english.parent / "gnc-gui-C.dtd", translated.parent / f"gnc-gui-{folder}.dtd")
        documents += book_documents(packages, lang, stats, "gnucash", "gnucash-docs", book, english, translated, dtds, GNUCASH_SKIPPED, (None, None), locale)
    return documents


@functools.lru_cache(maxsize=None)
def iso_entities(folder):
    """The ISO 8879 entity sets (sgml-data's ISO*.ent files in `folder`), read by a DtdReader."""
    reader = DtdReader()
    for path in sorted(Path(folder).glob("ISO*.ent")):
        reader.read_file(path)
    return reader


def kde_figures_documents(packages, lang, stats):
    """KDE's handbooks chosen for their figures (KDE_FIGURES_HANDBOOKS, added after KDE's first
    handbooks and GnuCash's books): read as kde_documents reads KDE_HANDBOOKS, with the ISO
    8879 entity sets for the entities declared nowhere, and the European Portuguese handbook
    where there is no Brazilian one."""
    if lang not in KDE_LANGUAGES or not packages.has("kdoctools5"):
        return []
    dtd = packages.dir("kdoctools5") / KDOCTOOLS_DTD
    fallback = iso_entities(str(packages.dir("sgml-data") / ISO_ENTITIES)) if packages.has("sgml-data") else None
    documents = []
    for handbook, package in KDE_FIGURES_HANDBOOKS:
        if not packages.has(package):
            continue
        base = packages.dir(package) / KDE_HTML
        english = base / "en" / handbook / "index.docbook"
        folder, locale = KDE_LANGUAGES[lang]
        if lang == "pt" and not (base / folder / handbook / "index.docbook").is_file():
            folder, locale = KDE_FIGURES_EUROPEAN_PORTUGUESE
        translated = base / folder / handbook / "index.docbook"
        if not english.is_file() or not translated.is_file():
            continue
        dep5 = (KDE_DEP5[0], KDE_DEP5[1].format(folder=folder, handbook=handbook))
        documents += book_documents(packages, lang, stats, "kde-figures", package, handbook, english, translated, (dtd, dtd), KDE_FIGURES_SKIPPED, dep5, locale, fallback)
    return documents


def gnome_apps_documents(packages, lang, stats):
    """The GNOME applications' help (GNOME_APPS, added after the KDE handbooks chosen for their
    figures): each English page beside the translated page of the same name, as the GNOME help's
    and the System Monitor's."""
    if lang not in GNOME_APPS_LANGUAGES:
        return []
    folder, locale = GNOME_APPS_LANGUAGES[lang]
    documents = []
    for program, package in GNOME_APPS:
        if not packages.has(package):
            continue
        base = packages.dir(package) / GNOME_HELP
        documents += same_name_pages(
            packages, lang, locale,
            (package, base / "C" / program, "*.page"),
            (package, base / folder / program),
            lambda page, program=program: f"{program}/{page.name}", mallard_blocks, program, stats,
            dep5=(GNOME_APPS_DEP5[0], GNOME_APPS_DEP5[1].format(folder=folder, name="{name}")),
        )
    return documents


# An untranslated paragraph of a translated LinuxCNC book is not the English verbatim: dblatex
# typesets it in the book's language, with that language's generated words in its
# cross-references (`see Sección 12.7.5.1`, `the figure Figura 10.50`), babel's spacing (`10 %`,
# `valeur :`), quotation marks and list markers, and the line breaks and hyphenation of that
# language (`Linux-CNC`). So a pair is left out when its translation has no word, read as
# linuxcnc_words reads them, that its section's English lacks (found in the development half:
# some 110 Spanish and 380 French pairs in 510 so, nearly all their pairs; a rule by the share of
# the pair's English words, GIMP_ENGLISH_SHARE's, would also have lost 74 German translations
# such as `GM6-PCI-Karte Errata`). The words dblatex generates, per language:
# those of its cross-references and captions (section, figure, table, example, chapter, part),
# left out of both sides; the Chinese book shows some of them as characters its font lacks.
LINUXCNC_GENERATED = {
    "en": {"section", "figure", "table", "example", "chapter", "part"},
    "de": {"abschnitt", "abbildung", "tabelle", "beispiel", "kapitel", "teil"},
    "es": {"sección", "figura", "tabla", "ejemplo", "capítulo", "parte"},
    "fr": {"section", "figure", "tableau", "exemple", "chapitre", "partie"},
    "zh": {"节", "图", "表", "例", "章", "第", "部分"},
}

# The books whose development half has no translated pair left once the rule above is applied
# (Spanish, French, Chinese: of their 56 sections, none has a translated paragraph with a digit;
# of 5,000 paired blocks with one, every one is the English). Their held-out half has a few pairs
# the rule keeps (7, counted, not read); lest they be the English too, they are also left out
# when more than half of the translation's words are words of its English, GIMP_ENGLISH_SHARE's
# rule, which would lose German translations (above) but no Spanish, French or Chinese one read.
LINUXCNC_UNTRANSLATED = {"es", "fr", "zh"}
LINUXCNC_ENGLISH_SHARE = 0.5


def linuxcnc_words(text, lang):
    """The words of a block of a LinuxCNC book (runs of letters, case-folded, hyphens and the
    characters a font lacks taken out first), without the words dblatex generates in `lang` and
    in English: the same for an English paragraph and for its untranslated copy in any book."""
    generated = LINUXCNC_GENERATED["en"] | LINUXCNC_GENERATED.get(lang, set())
    words = WORD.findall(re.sub(r"[-\u00ad\u2010\u2011\ufffd]", "", text))
    return tuple(word for word in (w.casefold() for w in words) if word not in generated)


WORD = re.compile(r"[^\W\d_]+")
LONG_WORD = re.compile(r"[^\W\d_]{3,}")


def english_share(en, text):
    """The share of the translation's words that are words of its English (GIMP_ENGLISH_SHARE,
    HANDBOOK_ENGLISH_SHARE)."""
    english = {word.casefold() for word in WORD.findall(en)}
    words = [word.casefold() for word in WORD.findall(text)]
    return sum(word in english for word in words) / len(words) if words else 1.0


def book_share(en, text):
    """The share of the translation's words of three letters or more that are words of its
    English, 0 when it has none (BOOKS_ENGLISH_SHARE)."""
    english = {word.casefold() for word in WORD.findall(en)}
    words = [word.casefold() for word in LONG_WORD.findall(text)]
    return sum(word in english for word in words) / len(words) if words else 0.0


def pair(document, stats):
    english, translated = document.blocks
    if document.id.startswith("lo/"):
        # LibreOffice's help: by the blocks' ids, then as (tag, text) blocks.
        aligned = align_ids(english, translated)
        english, translated = [block[:2] for block in english], [block[:2] for block in translated]
    else:
        aligned = align(english, translated)
    if aligned is None:
        stats["documents dropped: not aligned"] += 1
        return
    pairs, document.method = aligned
    stats[f"documents aligned by {document.method}"] += 1
    if document.id.startswith("linuxcnc/"):
        # The words of the section's English: a translated block with no other word is an
        # untranslated paragraph, paired with its English or, where difflib paired by digits, with
        # another paragraph's, or with two paragraphs run together (the French book sets a
        # definition list's term and its text as one paragraph: `My GladeVCP program starts, but
        # no window appears where I expect it to be? The window AXIS allocates…`).
        untranslated = {word for _, text in english for word in linuxcnc_words(text, "en")}
    for i, j in pairs:
        (tag, en), (_, text) = english[i], translated[j]
        if tag in HELD_TAGS or not re.search(r"[0-9]", en):
            continue
        if en == text:
            stats["pairs left out: translation is the English"] += 1
            continue
        if document.id.startswith("gimp/") and english_share(en, text) > GIMP_ENGLISH_SHARE:
            stats["gimp pairs left out: the English with generated text"] += 1
            continue
        if document.id.startswith("debian-handbook/") and english_share(en, text) > HANDBOOK_ENGLISH_SHARE:
            stats["handbook pairs left out: the English with generated text"] += 1
            continue
        if document.id.startswith("linuxcnc/") and set(linuxcnc_words(text, document.lang)) <= untranslated:
            stats["linuxcnc pairs left out: the English typeset in the language"] += 1
            continue
        if document.lang in LINUXCNC_UNTRANSLATED and document.id.startswith("linuxcnc/") and english_share(en, text) > LINUXCNC_ENGLISH_SHARE:
            stats["linuxcnc pairs left out: mostly English words"] += 1
            continue
        if document.added in (BOOKS_ADDED, KDE_FIGURES_ADDED) and book_share(en, text) > BOOKS_ENGLISH_SHARE:
            stats["books pairs left out: mostly words of the English"] += 1
            continue
        document.pairs.append((en, text))


# ---------------------------------------------------------------------------------------------
# The split and the output


def doc_hash(doc_id):
    return hashlib.sha256(f"{SEED}:{doc_id}".encode()).hexdigest()


def half_of(doc_id):
    return HALVES[int(doc_hash(doc_id)[:8], 16) % 2]


def toml_string(text):
    """A TOML literal multi-line string when the text allows it (as the seeds are written),
    a basic string otherwise."""
    if "'''" not in text and not text.endswith("'") and not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", text):
        return "'''\n" + text + "'''"
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    escaped = re.sub(r"[\x00-\x1f\x7f]", lambda m: f"\\u{ord(m.group()):04x}", escaped)
    return '"' + escaped + '"'


def write(out_dir, half, lang, documents, packages_used):
    path = Path(out_dir) / half / f"{lang}.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [
        f"# Human translations into `{lang}` of Debian documentation, each paragraph with a digit beside its English",
        "# original: the corpus's " + {
            "dev": "development half (read it, tune on it).",
            "held-out": "HELD-OUT half: nobody reads this file; bench/check-recall prints its counts only.",
            "fresh": "FRESH languages, added after check's rules were written: nobody reads this file; counted only.",
        }[half],
        "# Written by bench/human-corpus/extract.py from the packages below (see tests/check-corpus/human/README.md);",
        "# do not edit by hand: run the script again.",
        "#",
        "# Packages (version: licence as their copyright files state it; a man page's own SPDX identifier, where",
        "# it has one, is in its [[doc]]):",
    ]
    for package, (version, licence) in sorted(packages_used.items()):
        lines.append(f"#   {package} {version}: {licence}")
    lines += ["", f'language = "{lang}"', f'half = "{half}"', f'seed = "{SEED}"', ""]
    for document in documents:
        lines.append("[[doc]]")
        lines.append(f'id = "{document.id}"')
        lines.append(f'locale = "{document.locale}"')
        lines.append(f'aligned = "{document.method}"')
        for role in ("source", "translation"):
            info = getattr(document, role)
            lines.append(f"{role} = {{ package = \"{info['package']}\", version = \"{info['version']}\", "
                         f"file = \"{info['file']}\", licence = {versions.toml_basic(info['licence'])} }}")
        lines.extend(versions.field_lines(*document.version))
        if document.added:
            lines.append(f'added = "{document.added}"')
        lines.append("")
    for document in documents:
        for en, text in document.pairs:
            lines.append("[[passage]]")
            lines.append(f'doc = "{document.id}"')
            lines.append("en = " + toml_string(en))
            lines.append("text = " + toml_string(text))
            lines.append("")
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def in_turn(documents):
    """The documents taken in turn from each source (the New Maintainers' Guide, the Developer's
    Reference, APT's guides, the man pages), each source's in the order of their hash, the next
    one always from the source with the fewest pairs taken so far (the first in the order of
    their names on a tie): so that a cap keeps about as many pairs of each, not mostly the
    source with most documents or the longest."""
    by_source = collections.defaultdict(list)
    for document in sorted(documents, key=lambda d: doc_hash(d.id), reverse=True):
        kind = document.id.split("/")[0]
        by_source["apt-doc" if kind.startswith("apt-") else kind].append(document)
    taken = {source: 0 for source in by_source}
    order = []
    while any(by_source.values()):
        source = min((s for s in sorted(by_source) if by_source[s]), key=lambda s: taken[s])
        document = by_source[source].pop()
        taken[source] += len(document.pairs)
        order.append(document)
    return order


def cap(documents, most, stats, label, order=None):
    """Whole documents in the order of their hash (or `order`'s) until `most` pairs are passed,
    in the order of their ids, and their pairs' count."""
    chosen, count = [], 0
    for document in order(documents) if order else sorted(documents, key=lambda d: doc_hash(d.id)):
        if count >= most:
            stats[label] += 1
            continue
        chosen.append(document)
        count += len(document.pairs)
    chosen.sort(key=lambda d: d.id)
    return chosen, count


def later_batch(documents, added, taken_ids, keep, stats, label):
    """A batch added after the others (`added`: its date), by half: each of `documents` in the
    order of its id, but those whose id an earlier batch already took."""
    by_half = {half: [] for half in HALVES}
    for document in sorted(documents, key=lambda d: d.id):
        if document.id in taken_ids:
            stats[f"{label} documents already taken"] += 1
            continue
        document.added = added
        keep(document, by_half)
    return by_half


def main(debs, out_dir, fresh=False):
    packages = Packages(debs)
    english_pages = english_man_pages(packages)
    cache = Path(debs) / "groff-cache"
    summary = []
    for lang, spec in (FRESH_LANGUAGES if fresh else LANGUAGES).items():
        stats = collections.Counter()
        documents = html_documents(packages, lang, spec, stats) + man_documents(packages, lang, spec, english_pages, cache, stats)
        seen = set()

        def keep(document, by_half):
            """Pairs the document, leaves out the pairs the language already has, and files it
            in its half when it has any left."""
            pair(document, stats)
            document.blocks = None
            kept = []
            for en, text in document.pairs:
                if (en, text) in seen:
                    stats["pairs left out: already kept (boilerplate)"] += 1
                    continue
                seen.add((en, text))
                kept.append((en, text))
            document.pairs = kept
            if kept:
                by_half.setdefault("fresh" if fresh else half_of(document.id), []).append(document)

        by_half = {half: [] for half in HALVES}
        for document in sorted(documents, key=lambda d: d.id):
            keep(document, by_half)
        # The documents added on 2026-12-04, after every pair of the first extraction is known,
        # so that they take nothing from it; a page the language already has from manpages-l10n
        # or the JM project (none in Debian 12) would not be taken twice.
        first_ids = {document.id for document in documents}
        added_spec = ADDED_SOURCES.get(lang, {"maint-guide": None, "devref": None, "apt-doc": None, "man": []})
        added = added_html_documents(packages, lang, added_spec, stats) + added_man_documents(packages, lang, added_spec, cache, stats)
        added_by_half = {half: [] for half in HALVES}
        for document in sorted(added, key=lambda d: d.id):
            if document.id in first_ids:
                stats["added documents the first extraction has"] += 1
                continue
            document.added = ADDED
            keep(document, added_by_half)
        # The GIMP manual, after both: nothing above moves, and a pair the language already has
        # is not taken again.
        taken_ids = first_ids | {document.id for document in added}
        gimp_by_half = later_batch(gimp_documents(packages, lang, stats), GIMP_ADDED, taken_ids, keep, stats, "gimp")
        # The Debian Administrator's Handbook, after all three, the same way.
        taken_ids |= {document.id for documents in gimp_by_half.values() for document in documents}
        handbook_by_half = later_batch(handbook_documents(packages, lang, stats), HANDBOOK_ADDED, taken_ids, keep, stats, "handbook")
        # The GNOME user help, after all four, the same way.
        taken_ids |= {document.id for documents in handbook_by_half.values() for document in documents}
        gnome_by_half = later_batch(gnome_documents(packages, lang, stats), GNOME_ADDED, taken_ids, keep, stats, "gnome")
        # LibreOffice's help, after all five, the same way.
        taken_ids |= {document.id for documents in gnome_by_half.values() for document in documents}
        lo_by_half = later_batch(libreoffice_documents(packages, lang, stats), LO_ADDED, taken_ids, keep, stats, "lo")
        # KiCad's manuals, after all six, the same way.
        taken_ids |= {document.id for documents in lo_by_half.values() for document in documents}
        kicad_by_half = later_batch(kicad_documents(packages, lang, stats), KICAD_ADDED, taken_ids, keep, stats, "kicad")
        # LinuxCNC's books, after all seven, the same way.
        taken_ids |= {document.id for documents in kicad_by_half.values() for document in documents}
        linuxcnc_by_half = later_batch(linuxcnc_documents(packages, lang, stats), LINUXCNC_ADDED, taken_ids, keep, stats, "linuxcnc")
        # The disk and system tools' help (GParted's manual, the Disk Usage Analyzer's and the
        # System Monitor's), after all eight, the same way.
        taken_ids |= {document.id for documents in linuxcnc_by_half.values() for document in documents}
        storage = gparted_documents(packages, lang, stats) + storage_mallard_documents(packages, lang, stats)
        storage_by_half = later_batch(storage, STORAGE_ADDED, taken_ids, keep, stats, "storage")
        # KDE's handbooks and GnuCash's books, after all nine, the same way.
        taken_ids |= {document.id for documents in storage_by_half.values() for document in documents}
        books = kde_documents(packages, lang, stats) + gnucash_documents(packages, lang, stats)
        books_by_half = later_batch(books, BOOKS_ADDED, taken_ids, keep, stats, "books")
        # KDE's handbooks chosen for their figures, after all ten, the same way.
        taken_ids |= {document.id for documents in books_by_half.values() for document in documents}
        kde_figures_by_half = later_batch(kde_figures_documents(packages, lang, stats), KDE_FIGURES_ADDED, taken_ids, keep, stats, "kde-figures")
        # The GNOME applications' help, after all eleven, the same way.
        taken_ids |= {document.id for documents in kde_figures_by_half.values() for document in documents}
        apps_by_half = later_batch(gnome_apps_documents(packages, lang, stats), GNOME_APPS_ADDED, taken_ids, keep, stats, "gnome-apps")
        for half in ("fresh",) if fresh else HALVES:
            chosen, count = cap(by_half[half], CAP, stats, f"{half}: documents over the cap")
            added_chosen, added_count = cap(added_by_half.get(half, []), ADDED_CAP, stats, f"{half}: added documents over the cap", in_turn)
            for document in added_chosen:
                stats[f"{half}: added pairs from {document.id.split('/')[0]}"] += len(document.pairs)
            gimp_chosen, gimp_count = cap(gimp_by_half.get(half, []), GIMP_CAP, stats, f"{half}: gimp documents over the cap")
            handbook_chosen, handbook_count = cap(handbook_by_half.get(half, []), HANDBOOK_CAP, stats, f"{half}: handbook documents over the cap")
            gnome_chosen, gnome_count = cap(gnome_by_half.get(half, []), GNOME_CAP, stats, f"{half}: gnome documents over the cap")
            lo_chosen, lo_count = cap(lo_by_half.get(half, []), LO_CAP, stats, f"{half}: lo documents over the cap")
            kicad_chosen, kicad_count = cap(kicad_by_half.get(half, []), KICAD_CAP, stats, f"{half}: kicad documents over the cap")
            linuxcnc_chosen, linuxcnc_count = cap(linuxcnc_by_half.get(half, []), LINUXCNC_CAP, stats, f"{half}: linuxcnc documents over the cap")
            storage_chosen, storage_count = cap(storage_by_half.get(half, []), STORAGE_CAP, stats, f"{half}: storage documents over the cap")
            books_chosen, books_count = cap(books_by_half.get(half, []), BOOKS_CAP, stats, f"{half}: books documents over the cap")
            kde_figures_chosen, kde_figures_count = cap(kde_figures_by_half.get(half, []), KDE_FIGURES_CAP, stats, f"{half}: kde-figures documents over the cap")
            apps_chosen, apps_count = cap(apps_by_half.get(half, []), GNOME_APPS_CAP, stats, f"{half}: gnome-apps documents over the cap")
            for document in apps_chosen:
                stats[f"{half}: gnome-apps pairs from {document.id.split('/')[0]}"] += len(document.pairs)
            every = chosen + added_chosen + gimp_chosen + handbook_chosen + gnome_chosen + lo_chosen + kicad_chosen + linuxcnc_chosen + storage_chosen + books_chosen + kde_figures_chosen + apps_chosen
            for document in every:
                document.version = versions.classify(
                    document.id,
                    packages.dir(document.source["package"]) / document.source["file"],
                    packages.dir(document.translation["package"]) / document.translation["file"],
                )
            used = {}
            for document in every:
                for info in (document.source, document.translation):
                    used.setdefault(info["package"], (info["version"], packages.licence(info["package"])))
            # The added documents after the first extraction's, [[doc]] and [[passage]] alike.
            # The GIMP manual's after them, the handbook's after that, then the GNOME help's, and
            # LibreOffice's help's, KiCad's manuals', LinuxCNC's books', and the disk and system
            # tools' help, and KDE's handbooks and GnuCash's books, and the KDE handbooks chosen
            # for their figures, and the GNOME applications' help last.
            path = write(out_dir, half, lang, every, used)
            kinds = collections.Counter(document.version[0] for document in chosen)
            added_kinds = collections.Counter(document.version[0] for document in added_chosen)
            gimp_kinds = collections.Counter(document.version[0] for document in gimp_chosen)
            handbook_kinds = collections.Counter(document.version[0] for document in handbook_chosen)
            gnome_kinds = collections.Counter(document.version[0] for document in gnome_chosen)
            lo_kinds = collections.Counter(document.version[0] for document in lo_chosen)
            kicad_kinds = collections.Counter(document.version[0] for document in kicad_chosen)
            linuxcnc_kinds = collections.Counter(document.version[0] for document in linuxcnc_chosen)
            storage_kinds = collections.Counter(document.version[0] for document in storage_chosen)
            books_kinds = collections.Counter(document.version[0] for document in books_chosen)
            kde_figures_kinds = collections.Counter(document.version[0] for document in kde_figures_chosen)
            apps_kinds = collections.Counter(document.version[0] for document in apps_chosen)
            summary.append((lang, half, len(chosen), count, kinds, len(added_chosen), added_count, added_kinds, len(gimp_chosen), gimp_count, gimp_kinds, len(handbook_chosen), handbook_count, handbook_kinds, len(gnome_chosen), gnome_count, gnome_kinds, len(lo_chosen), lo_count, lo_kinds, len(kicad_chosen), kicad_count, kicad_kinds, len(linuxcnc_chosen), linuxcnc_count, linuxcnc_kinds, len(storage_chosen), storage_count, storage_kinds, len(books_chosen), books_count, books_kinds, len(kde_figures_chosen), kde_figures_count, kde_figures_kinds, len(apps_chosen), apps_count, apps_kinds, path.stat().st_size))
        print(f"{lang}: " + ", ".join(f"{k} {v}" for k, v in sorted(stats.items())), file=sys.stderr)
    print(f"| language | half | documents | pairs | same version / other / unknown | added {ADDED}: documents | pairs | same / other / unknown | added {GIMP_ADDED} (GIMP): documents | pairs | same / other / unknown | added {HANDBOOK_ADDED} (handbook): documents | pairs | same / other / unknown | added {GNOME_ADDED} (GNOME help): documents | pairs | same / other / unknown | added {LO_ADDED} (LibreOffice help): documents | pairs | same / other / unknown | added {KICAD_ADDED} (KiCad manuals): documents | pairs | same / other / unknown | added {LINUXCNC_ADDED} (LinuxCNC): documents | pairs | same / other / unknown | added {STORAGE_ADDED} (disk and system tools): documents | pairs | same / other / unknown | added {BOOKS_ADDED} (KDE handbooks, GnuCash): documents | pairs | same / other / unknown | added {KDE_FIGURES_ADDED} (KDE handbooks for their figures): documents | pairs | same / other / unknown | added {GNOME_APPS_ADDED} (GNOME applications' help): documents | pairs | same / other / unknown | bytes |")
    print("|---|---|---:|---:|---|---:|---:|---|---:|---:|---|---:|---:|---|---:|---:|---|---:|---:|---|---:|---:|---|---:|---:|---|---:|---:|---|---:|---:|---|---:|---:|---|---:|---:|---|---:|")
    for lang, half, docs, pairs, kinds, added_docs, added_pairs, added_kinds, gimp_docs, gimp_pairs, gimp_kinds, handbook_docs, handbook_pairs, handbook_kinds, gnome_docs, gnome_pairs, gnome_kinds, lo_docs, lo_pairs, lo_kinds, kicad_docs, kicad_pairs, kicad_kinds, linuxcnc_docs, linuxcnc_pairs, linuxcnc_kinds, storage_docs, storage_pairs, storage_kinds, books_docs, books_pairs, books_kinds, kde_figures_docs, kde_figures_pairs, kde_figures_kinds, apps_docs, apps_pairs, apps_kinds, size in summary:
        shown = [" / ".join(str(k[v]) for v in ("same", "other", "unknown")) for k in (kinds, added_kinds, gimp_kinds, handbook_kinds, gnome_kinds, lo_kinds, kicad_kinds, linuxcnc_kinds, storage_kinds, books_kinds, kde_figures_kinds, apps_kinds)]
        print(f"| {lang} | {half} | {docs} | {pairs} | {shown[0]} | {added_docs} | {added_pairs} | {shown[1]} | {gimp_docs} | {gimp_pairs} | {shown[2]} | {handbook_docs} | {handbook_pairs} | {shown[3]} | {gnome_docs} | {gnome_pairs} | {shown[4]} | {lo_docs} | {lo_pairs} | {shown[5]} | {kicad_docs} | {kicad_pairs} | {shown[6]} | {linuxcnc_docs} | {linuxcnc_pairs} | {shown[7]} | {storage_docs} | {storage_pairs} | {shown[8]} | {books_docs} | {books_pairs} | {shown[9]} | {kde_figures_docs} | {kde_figures_pairs} | {shown[10]} | {apps_docs} | {apps_pairs} | {shown[11]} | {size} |")


if __name__ == "__main__":
    arguments = [a for a in sys.argv[1:] if a != "--fresh"]
    if len(arguments) != 2:
        sys.exit(__doc__.split("\n\n")[1])
    main(arguments[0], arguments[1], fresh="--fresh" in sys.argv)
