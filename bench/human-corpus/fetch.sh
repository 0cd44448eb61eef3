#!/usr/bin/env bash
# Downloads the Debian packages the human-translation corpus is extracted from, and unpacks
# each into its own folder (no installation): DEBS/pkgs/<package>/, with the package's
# version in DEBS/pkgs/<package>/.version. DEBS defaults to /work/debs, outside the repository:
# the packages are some 100 MB (260 MB unpacked), the GIMP manual's 800 MB more (1 GB), the
# Debian Administrator's Handbook's 35 MB (100 MB), the GNOME user help's 8.5 MB (86 MB) and
# LibreOffice's help's some 40 MB (400 MB), KiCad's manuals' some 160 MB (210 MB), LinuxCNC's
# documentation's some 130 MB, the disk and system tools' help a few MB, KDE's handbooks some
# 90 MB and GnuCash's documentation 145 MB, the KDE handbooks chosen for their figures some 49
# MB (139 MB unpacked), the GNOME applications' help 2 MB (27 MB unpacked), and only the
# extracted pairs are committed.
#
#   bench/human-corpus/fetch.sh [DEBS]
#   python3 bench/human-corpus/extract.py DEBS tests/check-corpus/human
#
# Debian Reference (debian-reference-*) is deliberately not fetched: it is the held-out
# acceptance corpus of issue 34, and nothing here may be tuned on it.
set -euo pipefail
debs=${1:-/work/debs}
mkdir -p "$debs/archives" "$debs/pkgs"

# The translations: the installation guide (HTML, all its languages in one package), the FAQ
# and its translations (HTML), and the man pages of the languages the corpus covers (po4a
# translations of manpages-l10n; ja and zh are older, separate translations, aligned when
# their structure still matches). There is no manpages-ko in Debian 12.
translations=(
    installation-guide-amd64
    debian-faq debian-faq-de debian-faq-fr debian-faq-it debian-faq-ja debian-faq-ko
    debian-faq-pt debian-faq-zh-cn
    manpages-de manpages-de-dev manpages-fr manpages-fr-dev manpages-es manpages-es-dev
    manpages-it manpages-it-dev manpages-pl manpages-pl-dev manpages-pt-br manpages-pt-br-dev
    manpages-ja manpages-ja-dev manpages-zh manpages-ko
    debian-faq-nl debian-faq-ru manpages-nl manpages-ru
    manpages-cs manpages-cs-dev manpages-sv manpages-uk manpages-uk-dev manpages-vi
)
# The English originals of the translated man pages: the packages that hold most of them
# (counted from the translated pages' names; a name missing from the archive is skipped).
originals=(
    manpages manpages-dev coreutils util-linux fdisk mount bsdutils bsdextrautils procps
    findutils grep sed tar gzip bzip2 xz-utils diffutils dpkg apt bash debianutils e2fsprogs
    dosfstools file make mtools nano parted hostname passwd login psmisc less man-db kmod
    cron at sysvinit-utils init-system-helpers time wdiff usbutils psutils systemd
    systemd-sysv iproute2 net-tools openssh-client openssh-server sudo rsync wget gnupg
    adduser cpio patch gawk mawk
)
# Added on 2026-12-04 (extract.py's ADDED_SOURCES), documents of kinds the above lacks: the New
# Maintainers' Guide and its translations (DocBook HTML; zh-tw, Traditional Chinese, and ca are
# not corpus languages), the Developer's Reference and its translations (Sphinx HTML), APT's
# guides (apt-doc, DocBook HTML, every language in one package), and the packaging tools whose
# packages ship their English man pages with translations of their own (none of which
# manpages-l10n or the JM project has). debconf ships no translated pages; debconf-doc does.
added=(
    maint-guide maint-guide-de maint-guide-es maint-guide-fr maint-guide-it maint-guide-ja
    maint-guide-zh-cn maint-guide-ru maint-guide-vi
    developers-reference developers-reference-de developers-reference-fr developers-reference-it
    developers-reference-ja developers-reference-ru
    apt-doc apt-utils dpkg-dev debconf-doc po4a devscripts debhelper
)
# Added on 2026-12-04 too, after the above (extract.py's GIMP_LANGUAGES): the GIMP user manual,
# DocBook HTML generated per language from one source (gimp-help 2.10.34), the English and the
# corpus languages Debian 12 has it in (gimp-help-common holds the copyright file the language
# packages link to). There is no Polish or Vietnamese GIMP manual; Portuguese comes as European
# (pt) and Brazilian (pt-br). Each package is some 50 MB, most of it images.
gimp=(
    gimp-help-common gimp-help-en
    gimp-help-de gimp-help-es gimp-help-fr gimp-help-it gimp-help-ja gimp-help-ko gimp-help-pt
    gimp-help-pt-br gimp-help-zh-cn
    gimp-help-nl gimp-help-ru gimp-help-cs gimp-help-sv gimp-help-uk
)
# Added on 2026-12-05 (extract.py's HANDBOOK_LANGUAGES, `added = "2026-12-05"`): the Debian
# Administrator's Handbook, Publican's DocBook HTML, the English (en-US) and every translation
# in one package (usr/share/doc/debian-handbook/html/<locale>/). There is no Ukrainian handbook;
# Portuguese is Brazilian (pt-BR). Some 35 MB, 100 MB unpacked.
handbook=(
    debian-handbook
)
# Added on 2026-12-05, after the handbook (extract.py's GNOME_LANGUAGES, `added = "2026-12-05b"`):
# the GNOME desktop's user help (gnome-user-docs 43.0), user documentation of a desktop with
# settings and measured values (screen resolutions, refresh rates, battery percentages, Wi-Fi and
# disk speeds, sizes): the prose closest to a review's (it has fewer figures than that promised:
# some 100 pairs per language). Mallard XML pages, the English (C) and every translation
# (itstool, from PO files) in one package (usr/share/help/<locale>/gnome-help/). Some 8.5 MB,
# 86 MB unpacked.
gnome=(
    gnome-user-docs
)
# Added on 2026-12-05, after the GNOME help (extract.py's LO_LANGUAGES, `added = "2026-12-05c"`):
# LibreOffice's help (libreoffice 7.4.7), user documentation of an office suite full of settings,
# measurements (cm, inches, pt, %) and decimals in examples and formulas. XHP pages built into
# HTML, one package per language, the same relative paths in every language
# (usr/share/libreoffice/help/<locale>/text/...). There is no Ukrainian help in Debian 12;
# Portuguese is the Brazilian help (pt-br). Some 2-3.5 MB each, 25-30 MB unpacked.
libreoffice=(
    libreoffice-help-en-us
    libreoffice-help-de libreoffice-help-es libreoffice-help-fr libreoffice-help-it
    libreoffice-help-ja libreoffice-help-ko libreoffice-help-pl libreoffice-help-pt-br
    libreoffice-help-zh-cn
    libreoffice-help-nl libreoffice-help-ru libreoffice-help-cs libreoffice-help-sv
    libreoffice-help-vi
)
# Added on 2026-12-05, after LibreOffice's help (extract.py's KICAD_LANGUAGES, `added = "2026-12-05d"`):
# KiCad's manuals (kicad-doc 6.0.11), the documentation of an electronics design suite: PCB
# dimensions in mm and mils, track widths, clearances, grids, layer counts, voltages, currents,
# impedances, versions (most of the translations are not up to date with KiCad 6's manuals: some
# 600 pairs in all). Asciidoctor's HTML, one page per manual, translated by KiCad's community
# (po4a), one package per language (usr/share/doc/kicad/help/<lang>/). There is no Korean,
# Portuguese, Dutch, Czech, Swedish, Ukrainian or Vietnamese KiCad manual in Debian 12 (Catalan
# and Indonesian are in no corpus language); Russian goes to fresh/. Some 18 MB each, most of it
# images.
kicad=(
    kicad-doc-en
    kicad-doc-de kicad-doc-es kicad-doc-fr kicad-doc-it kicad-doc-ja kicad-doc-pl kicad-doc-zh
    kicad-doc-ru
)
# Added on 2026-12-05, after KiCad's manuals (extract.py's LINUXCNC_LANGUAGES, `added =
# "2026-12-05e"`): LinuxCNC's documentation (linuxcnc 2.9.0~pre1), the manual of a CNC machine
# controller: step rates, frequencies, latencies in ns and µs, mm and inches, voltages,
# versions, the prose nearest a hardware review's. AsciiDoc translated with po4a, shipped only
# as dblatex's PDF books, one package per language (usr/share/doc/linuxcnc/LinuxCNC_<book>_<lang>
# .pdf), which extract.py reads with mupdf's `mutool` (Debian's mupdf-tools, needed to extract
# the corpus again, not by the tests).
# There is no Italian, Japanese, Korean, Polish or Portuguese LinuxCNC documentation in Debian
# 12, nor any in a fresh language; Chinese is Simplified. Some 26 MB each, most of it images.
linuxcnc=(
    linuxcnc-doc-en
    linuxcnc-doc-de linuxcnc-doc-es linuxcnc-doc-fr linuxcnc-doc-zh-cn
)
# Added on 2026-12-05, after LinuxCNC's documentation (extract.py's STORAGE_LANGUAGES and
# STORAGE_MALLARD, `added = "2026-12-05f"`): the user help of three GNOME/GTK tools about disks and
# system resources, the prose closest to a storage review's (partition sizes in MiB/GiB/TiB,
# sector sizes, percentages, byte counts). GParted's manual (gparted-common 1.3.1: one DocBook
# XML file per language, usr/share/help/<locale>/gparted/index.docbook, written by itstool from
# the English and the language's PO file), and the Mallard help of the Disk Usage Analyzer
# (baobab 43.0) and of the System Monitor (gnome-system-monitor 42.0), the English (C) and every
# translation in the program's own package (usr/share/help/<locale>/<program>/). Some 1.7, 0.3
# and 0.7 MB (18 MB unpacked), most of it images and the programs' own files.
tools=(
    gparted-common baobab gnome-system-monitor
)
# Added on 2026-12-05, after the disk and system tools' help (extract.py's KDE_HANDBOOKS and
# GNUCASH_LANGUAGES, `added = "2026-12-05g"`): KDE's handbooks, DocBook XML shipped with its
# translations in each program's package (usr/share/doc/HTML/<locale>/<handbook>/), of KDE
# Partition Manager, KStars (kstars-data), Filelight, KInfoCenter, KSystemLog and KDiskFree (K3b's,
# in k3b-data, is English only in Debian 12), with kdoctools5, KDE's DTD and entities, read for the
# entities alone; and GnuCash's documentation (gnucash-docs 4.13: the Tutorial and Concepts Guide
# and the Help manual, DocBook XML per language, usr/share/help/<locale>/gnucash-{guide,help}/).
# Some 2, 79, 1, 1, 2, 1 and 0.5 MB; gnucash-docs 145 MB (its PDFs and screenshots).
books=(
    partitionmanager kstars-data filelight kinfocenter ksystemlog kdf kdoctools5 gnucash-docs
)
# Added on 2026-12-06, after KDE's handbooks and GnuCash's documentation (extract.py's
# KDE_FIGURES_HANDBOOKS, `added = "2026-12-06"`): KDE handbooks chosen for their figures (by the
# count of their English blocks with a digit), each shipped with its translations in one package
# (usr/share/doc/HTML/<locale>/<handbook>/): Krusader's, Kid3's, Kwave's, KDiff3's (kdiff3-doc),
# Kile's (kile-doc), KMyMoney's (kmymoney-common), Skrooge's (skrooge-common), KmPlot's,
# KCalc's, KTurtle's, KAlarm's and Okteta's; and sgml-data, for the ISO 8879 entity sets DocBook's
# DTD declares (KmPlot's and KCalc's Greek letters, `&pgr;`), read for those alone. Some 4, 0.8,
# 6.5, 0.7, 4.6, 11.8, 11.5, 3.4, 0.6, 2, 2.9, 0.4 and 0.2 MB (139 MB unpacked, most of it
# screenshots and the programs).
figures=(
    krusader kid3 kwave kdiff3-doc kile-doc kmymoney-common skrooge-common kmplot kcalc kturtle kalarm
    okteta sgml-data
)
# Added on 2026-12-06, later, after the KDE handbooks chosen for their figures (extract.py's
# GNOME_APPS, `added = "2026-12-06b"`): the Mallard help of two GNOME applications not yet in the
# corpus, chosen by counting (the English blocks with a digit, and the corpus languages with
# translated pairs, Chinese most): the Document Viewer's (evince-common: booklet page orders, page
# numbers, paper sizes, versions) and the Calculator's (gnome-calculator: numbers, formulas and
# their results, bases, units), the English (C) and every translation in the package
# (usr/share/help/<locale>/<program>/). Some 1 MB each, 16 and 11 MB unpacked (most of it the
# programs and their figures).
apps=(
    evince-common gnome-calculator
)

# apt-get download writes as the _apt user when it can; the cache folder stays root's.
cd "$debs/archives"
for package in "${translations[@]}" "${originals[@]}" "${added[@]}" "${gimp[@]}" "${handbook[@]}" "${gnome[@]}" "${libreoffice[@]}" "${kicad[@]}" "${linuxcnc[@]}" "${tools[@]}" "${books[@]}" "${figures[@]}" "${apps[@]}"; do
    if ls "${package}"_*.deb >/dev/null 2>&1; then
        continue
    fi
    if ! apt-get download -q "$package" >/dev/null 2>&1; then
        echo "fetch.sh: $package is not in the archive (apt-get update first?); skipped" >&2
    fi
done

for deb in "$debs"/archives/*.deb; do
    package=$(dpkg-deb -f "$deb" Package)
    version=$(dpkg-deb -f "$deb" Version)
    target="$debs/pkgs/$package"
    if [[ -f "$target/.version" && $(cat "$target/.version") == "$version" ]]; then
        continue
    fi
    rm -rf "$target"
    mkdir -p "$target"
    dpkg-deb -x "$deb" "$target"
    echo "$version" >"$target/.version"
done
echo "fetch.sh: $(ls "$debs/pkgs" | wc -l) packages unpacked under $debs/pkgs"
