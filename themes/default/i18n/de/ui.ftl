### Interface strings of the default theme (German).
### Variables: $language (a language name), $by (a company), $date (an already formatted date),
### $authors (already joined names), $count, $current, $total (numbers), $protocol, $rig, $tag,
### $label, $unit, $item (text).
### Ein geschütztes Leerzeichen (U+00A0) steht zwischen Zahl und Wort, damit sie nicht getrennt werden.

## Site chrome

skip-to-content = Zum Inhalt springen
main-navigation = Hauptnavigation
menu = Menü
breadcrumb = Brotkrumennavigation
nav-home = Startseite
nav-reviews = Tests
nav-drives = Laufwerke
language-switcher = Sprache
translations-available = Auch verfügbar auf
feed = Atom-Feed
footer-built-with = Erstellt mit iopress

## Page notices

# The language a listed page is shown in when it has no text in the reader's language.
in-language = Auf { $language }
in-language-en = Auf Englisch
in-language-fr = Auf Französisch
in-language-pl = Auf Polnisch
in-language-es = Auf Spanisch
in-language-ja = Auf Japanisch
in-language-de = Auf Deutsch
in-language-it = Auf Italienisch
in-language-pt = Auf Portugiesisch
in-language-zh = Auf Chinesisch
in-language-ko = Auf Koreanisch
in-language-ru = Auf Russisch
# In the language switcher: this page has no text of its own in that language.
switcher-untranslated = noch nicht übersetzt
not-translated = Diese Seite ist noch nicht ins Deutsche übersetzt. Sie wird auf { $language } angezeigt.
draft = Entwurf

## Disclosure of who paid for a review

disclosure-heading = Offenlegung
disclosure-sponsored = Dieser Test wurde von { $by } gesponsert.
disclosure-commissioned = Dieser Test wurde von { $by } in Auftrag gegeben.
disclosure-independent = Dies ist ein unabhängiger Test: Kein Hersteller hat ihn bezahlt oder vor der Veröffentlichung gesehen.

## Page metadata

published-on = Veröffentlicht am { $date }
updated-on = Aktualisiert am { $date }
by-authors = Von { $authors }
# A label followed by its value: "Getestete Laufwerke: …".
field-label = { $label }:

## Counts

reviews-count =
    { $count ->
        [one] { $count } Test
       *[other] { $count } Tests
    }
drives-count =
    { $count ->
        [one] { $count } Laufwerk
       *[other] { $count } Laufwerke
    }

## Sections and headings

pros = Pro
cons = Contra
test-rig = Testsystem
results = Ergebnisse
spec-sheet = Technische Daten
drive-facts = Eckdaten
drives-reviewed = Getestete Laufwerke
reviews-of-drive = Tests dieses Laufwerks
no-reviews-yet = Noch keine Tests.
tags = Schlagwörter
all-tags = Alle Schlagwörter
reviews-tagged = Tests mit dem Schlagwort „{ $tag }“
latest-reviews = Neueste Tests
all-drives = Alle Laufwerke
all-reviews = Alle Tests
read-review = Zum Test
table-of-contents = Inhalt
footnotes = Anmerkungen

## Tables of results

protocol = Protokoll: { $protocol }
measured-on = Gemessen auf { $rig }
# Screen-reader text of an empty cell.
not-measured = Nicht gemessen
# Tooltip of the "~" before an approximate value.
approximate-value = Ungefährer Wert
# A column header with its unit: "Spitzen-IOPS (IOPS)".
column-with-unit = { $label } ({ $unit })
# A rig component fitted several times: "2 × Intel Xeon Gold 6150".
count-times = { $count } × { $item }
# A fact's wording and its figures.
fact-with-figures = { $text } ({ $figures })
# A range of one quantity (CLDR's range pattern).
value-range = { $from }–{ $to }
# A lower bound, a figure or more, as spec sheets rate power or endurance: "≥ 40 W".
value-at-least = ≥ { $value }
# An upper bound, a figure or less: "≤ 5 W".
value-at-most = ≤ { $value }
# An object's dimensions.
value-times = { $a } × { $b }
# Measures of different things.
value-then = { $a }, { $b }
# A figure and what it measures.
value-qualified = { $value } ({ $qualifier })

## Pagination

pagination-previous = Vorherige Seite
pagination-next = Nächste Seite
page-of = Seite { $current } von { $total }

## Page not found

not-found-title = Seite nicht gefunden
not-found-text = Die gesuchte Seite gibt es nicht oder sie wurde verschoben.
back-home = Zurück zur Startseite

## Charts and rankings
## Variables: $protocol, $workload, $metric, $load, $latency, $peak, $first, $value, $entry,
## $position, $name, $details (text, already formatted); $configs (names already joined);
## $series, $workloads, $vms, $count, $rank (numbers).

nav-protocols = Testverfahren
# The compare page in the navigation: a name of its own, never the protocols' one.
nav-compare = Systeme vergleichen
rankings = Ranglisten
protocol-facts = So wird getestet
compare-protocol = Alle Ergebnisse unter { $protocol }
# Next to a curve's peak: "Spitze: 442.089 IOPS bei 4,8 ms".
# A chart's title led by its benchmark.
chart-title-with-benchmark = { $benchmark }: { $title }
# After a peak's value at the end of its bar.
chart-at-latency = bei { $latency }
chart-peak = Spitze: { $load } bei { $latency }
chart-point-depth = QD{ $depth }
chart-point-jobs-depth = { $jobs } × QD{ $depth }
chart-point-jobs = { $jobs } { $jobs ->
    [one] Job
   *[other] Jobs
}
chart-load-curve-title = { $workload }: Latenz über Last
# $peak is a configuration with its chart-peak.
chart-load-curve-desc =
    Latenz über Last für { $workload }, { $series ->
        [one] { $series } Konfiguration
       *[other] { $series } Konfigurationen
    }. Höchste Spitze — { $peak }.
chart-matrix-title = { $metric } nach Workload und Konfiguration
chart-matrix-desc =
    { $metric } von { $configs } in { $workloads ->
        [one] { $workloads } Workload
       *[other] { $workloads } Workloads
    }.
chart-per-vm-title = { $metric } je VM
chart-per-vm-desc =
    { $vms ->
        [one] { $metric } der einzigen VM.
       *[other] { $metric } jeder der { $vms } VMs.
    }
chart-per-vm-level = { $metric } der { $vms } VMs: von { $low } bis { $high }, innerhalb der Toleranz des Tests ({ $tolerance }), zu nah beieinander, als dass ein Diagramm einen Unterschied zeigen könnte.
chart-ranking-title = { $metric } — { $protocol }
chart-ranking-title-workload = { $metric }, { $workload } — { $protocol }
# $count is the number of ranked entries.
chart-ranking-desc =
    { $count ->
        [one] { $first } ist der einzige Eintrag, mit { $value }.
       *[other] { $first } liegt mit { $value } auf Platz 1 von { $count }.
    }
higher-is-better = Höher ist besser
lower-is-better = Niedriger ist besser
rank = Platz
entry = Getestetes System
# "Platz 1 von 3": German writes ranks without ordinal endings.
ranking-position = Platz { $rank } von { $count }
ranking-sentence = { $entry }: { $position }
# A configuration with its parameters: "Hybrid (16 TB, Cache aus)".
config-with-details = { $name } ({ $details })
chart-data = Diagrammdaten
chart-data-in-table = Die Werte des Diagramms: Tabelle „{ $table }“
# Under each result table of a review, before its CSV and JSON links.
download-data = Daten herunterladen
# The review's downloadable results, as search engines and data catalogues list them (schema.org Dataset).
dataset-name = Ergebnisse von „{ $title }“
dataset-description = Alle für „{ $title }“ gemessenen Werte: { $tables ->
    [one] eine Tabelle
   *[other] { $tables } Tabellen
}, jeweils als CSV und JSON, mit Einheiten, Testprotokoll, Testsystem und Konfigurationen.

## Print pages
print-page-number = Seite { $page } von { $pages }
print-footer = { $site } · { $url } · Stand: { $date }
print-footer-undated = { $site } · { $url }
# On paper: the heading of the colophon's list of the addresses the links lead to.
print-links = Links
# On a drive page: its print page, and its PDF.
print-version = Druckversion
pdf-version = PDF herunterladen
# The box on a printed review's first page: its summary, pros and cons.
verdict = Fazit

## Suche
## $count füllt das Skript der Suchseite ein (als Zahl, ohne Pluralformen); $query ist,
## was der Leser eingegeben hat.

search = Suchen
search-label = Tests, Laufwerke und Vergleiche durchsuchen
search-title = Suche
search-no-js = Die Suche braucht JavaScript, das in Ihrem Browser ausgeschaltet ist. Alle Seiten sind auch hier aufgeführt:
search-loading = Suche läuft…
search-unavailable = Die Suche konnte nicht geladen werden. Versuchen Sie es später erneut oder blättern Sie in den Listen.
search-results = Treffer: { $count }
search-no-results = Nichts gefunden für „{ $query }“.
search-filters = Ergebnisse eingrenzen
search-clear-filters = Filter zurücksetzen
search-filter-kind = Art der Seite
search-filter-vendor = Hersteller
search-filter-interface = Schnittstelle
search-filter-form-factor = Bauform
search-filter-protocol = Testverfahren
search-filter-language = Sprache des Textes
search-kind-review = Test
search-kind-drive = Laufwerk
search-kind-protocol = Testverfahren
search-more = Weitere Ergebnisse zeigen

## Vergleiche: was eine Rangliste vergleicht, und wie

system-class =
    { $class ->
        [drive] einzelne Laufwerke
        [cluster] Cluster mit { $nodes } Knoten
        [array] Speicher-Arrays
        [virtual-disk] virtuelle Datenträger
       *[other] Systeme ohne Angabe der Art
    }
ranking-explained =
    Vergleicht: { $class }. { $metric }: { $better ->
        [lower] niedriger ist besser.
       *[higher] höher ist besser.
    }
protocol-variant = { $name } ({ $variant })
ranking-position-level = { $position }, gleichauf mit { $others }
ranking-position-level-count = { $position }, gleichauf mit { $others ->
        [one] einem weiteren
       *[other] { $others } weiteren
    }
ranking-not-ranked = Vergleicht: { $class }. { $metric }: von diesem Test nicht gewertet; das Beste zuerst.
ranking-alone = Vergleicht: { $class }. Als einziges mit diesem Test gemessen: nichts, womit es verglichen werden könnte.
ranking-one-review = Vergleicht: { $class }: Aufbauten eines einzigen Tests, nicht gegeneinander gewertet. { $metric }: { $better ->
        [lower] niedriger ist besser.
       *[higher] höher ist besser.
    }
chart-ranking-desc-level = { $first } liegt auf Platz 1 von { $count }, gleichauf mit { $others }, mit { $value }.
chart-ranking-desc-level-count = { $first } liegt auf Platz 1 von { $count }, gleichauf mit { $others ->
        [one] einem weiteren
       *[other] { $others } weiteren
    }, mit { $value }.
chart-results-desc = { $count } Ergebnisse, nicht gewertet.
protocol-reviews = Tests mit diesem Verfahren
protocol-results = Ergebnisse mit diesem Verfahren
protocols-count =
    { $count ->
        [one] { $count } Testverfahren
       *[other] { $count } Testverfahren
    }
ranked-review = Test
ranked-drives = Laufwerke
ranked-value = Ergebnis
# On a protocol page, the table of every result of a metric across its workloads, opened on demand.
ranked-entries-all = { $count ->
        [one] Das Ergebnis mit Test und Laufwerken
       *[other] Alle { $count } Ergebnisse mit Tests und Laufwerken
    }

## Compare

compare-title = Systeme vergleichen
compare-drive-title = { $drive } gegen den Besten seiner Klasse
compare-drive-summary = Für jeden Test, den es mit Systemen seiner Klasse teilt, sein Ergebnis neben dem besten anderen und der Unterschied in Prozent.
compare-class = Verglichen mit: { $class }
compare-metric = Ergebnis
compare-other = Bestes anderes seiner Klasse
compare-difference = Unterschied
compare-difference-words = { $direction ->
        [higher] { $percent } höher
       *[lower] { $percent } niedriger
    }: { $verdict ->
        [better] besser
        [worse] schlechter
        [unranked] von diesem Test nicht gewertet
       *[level] gleichauf, innerhalb der Toleranz des Tests von { $tolerance }
    }
compare-same = gleich
compare-intro = Wählen Sie zwei bis vier Laufwerke oder Systeme derselben Klasse: Ihre Ergebnisse in jedem gemeinsamen Test erscheinen nebeneinander.
compare-best-of-class = Jedes Laufwerk gegen das beste seiner Klasse
compare-no-js = Die Auswahl von Systemen braucht JavaScript. Der Vergleich jedes Laufwerks mit dem besten seiner Klasse ist oben aufgeführt.
compare-pick = Wählen Sie zwei bis vier Systeme
compare-none-shared = Die gewählten Systeme haben keinen gemeinsamen Test.
compare-none-shared-with = Kein gemeinsamer Test mit den gewählten Systemen
# Under each system offered on the compare page: the tests it took part in, already joined.
compare-system-tests = Tests: { $tests }
compare-link = Mit dem Besten seiner Klasse vergleichen
# On review, drive and protocol pages: the compare page with their systems picked.
compare-with-others = Mit anderen Systemen vergleichen

## Headline results, print titles, what to read next
# Above a drive's best measured figures (its page, the drive list, the home page).
headline-results = Messergebnisse
# The classes of system a drive was measured in, already joined: "single drives".
tested-as = Getestet als: { $classes }
# The print page's title (and its PDF's): the drive's name and what the document holds.
print-page-title = { $title }: Tests und Ergebnisse
# At the end of a review: its drives, their comparisons, the protocols' rankings, its tags.
where-next = Weiterlesen
