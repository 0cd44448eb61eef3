### Interface strings of the default theme (Italian).
### Variables: $language (a language name), $by (a company), $date (an already formatted date),
### $authors (already joined names), $count, $current, $total (numbers), $protocol, $rig, $tag,
### $label, $unit, $item (text).
### Uno spazio unificatore (U+00A0) separa i numeri dalle parole che li seguono.

## Site chrome

skip-to-content = Vai al contenuto
main-navigation = Navigazione principale
menu = Menu
breadcrumb = Percorso
nav-home = Home
nav-reviews = Recensioni
nav-drives = Unità
language-switcher = Lingua
translations-available = Disponibile anche in
feed = Feed Atom
footer-built-with = Realizzato con iopress

## Page notices

# The language a listed page is shown in when it has no text in the reader's language.
in-language = In { $language }
in-language-en = In inglese
in-language-fr = In francese
in-language-pl = In polacco
in-language-es = In spagnolo
in-language-ja = In giapponese
in-language-de = In tedesco
in-language-it = In italiano
in-language-pt = In portoghese
in-language-zh = In cinese
in-language-ko = In coreano
in-language-ru = In russo
# In the language switcher: this page has no text of its own in that language.
switcher-untranslated = non ancora tradotta
not-translated = Questa pagina non è ancora stata tradotta in italiano. È mostrata in { $language }.
draft = Bozza

## Disclosure of who paid for a review

disclosure-heading = Trasparenza
disclosure-sponsored = Questa recensione è stata sponsorizzata da { $by }.
disclosure-commissioned = Questa recensione è stata commissionata da { $by }.
disclosure-independent = Questa è una recensione indipendente: nessun produttore l’ha pagata o l’ha vista prima della pubblicazione.

## Page metadata

published-on = Pubblicato il { $date }
updated-on = Aggiornato il { $date }
by-authors = Di { $authors }
# A label followed by its value: "Unità provate: …".
field-label = { $label }:

## Counts

reviews-count =
    { $count ->
        [one] { $count } recensione
       *[other] { $count } recensioni
    }
drives-count = { $count } unità

## Sections and headings

pros = Pro
cons = Contro
test-rig = Sistema di prova
results = Risultati
spec-sheet = Specifiche
drive-facts = Dati principali
drives-reviewed = Unità provate
reviews-of-drive = Recensioni di questa unità
no-reviews-yet = Ancora nessuna recensione.
tags = Tag
all-tags = Tutti i tag
reviews-tagged = Recensioni con il tag «{ $tag }»
latest-reviews = Ultime recensioni
all-drives = Tutte le unità
all-reviews = Tutte le recensioni
read-review = Leggi la recensione
table-of-contents = Indice
footnotes = Note

## Tables of results

protocol = Protocollo: { $protocol }
measured-on = Misurato su { $rig }
# Screen-reader text of an empty cell.
not-measured = Non misurato
# Tooltip of the "~" before an approximate value.
approximate-value = Valore approssimativo
# A column header with its unit: "IOPS di picco (IOPS)".
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

pagination-previous = Pagina precedente
pagination-next = Pagina successiva
page-of = Pagina { $current } di { $total }

## Page not found

not-found-title = Pagina non trovata
not-found-text = La pagina che cerchi non esiste o è stata spostata.
back-home = Torna alla home page

## Charts and rankings
## Variables: $protocol, $workload, $metric, $load, $latency, $peak, $first, $value, $entry,
## $position, $name, $details (text, already formatted); $configs (names already joined);
## $series, $workloads, $vms, $count, $rank (numbers).

nav-protocols = Protocolli di prova
# The compare page in the navigation: a name of its own, never the protocols' one.
nav-compare = Confronta sistemi
rankings = Classifiche
protocol-facts = Come si svolge la prova
compare-protocol = Tutti i risultati con { $protocol }
# Next to a curve's peak: "Picco: 442.089 IOPS a 4,8 ms".
# A chart's title led by its benchmark.
chart-title-with-benchmark = { $benchmark }: { $title }
# After a peak's value at the end of its bar.
chart-at-latency = a { $latency }
chart-peak = Picco: { $load } a { $latency }
chart-point-depth = QD{ $depth }
chart-point-jobs-depth = { $jobs } × QD{ $depth }
chart-point-jobs = { $jobs } job
chart-load-curve-title = { $workload }: latenza in funzione del carico
# $peak is a configuration with its chart-peak.
chart-load-curve-desc =
    Latenza in funzione del carico per { $workload }, { $series ->
        [one] { $series } configurazione
       *[other] { $series } configurazioni
    }. Picco più alto — { $peak }.
chart-matrix-title = { $metric } per carico di lavoro e configurazione
chart-matrix-desc =
    { $metric } di { $configs } in { $workloads ->
        [one] { $workloads } carico di lavoro
       *[other] { $workloads } carichi di lavoro
    }.
chart-per-vm-title = { $metric } per VM
chart-per-vm-desc =
    { $vms ->
        [one] { $metric } dell’unica VM.
       *[other] { $metric } di ciascuna delle { $vms } VM.
    }
chart-per-vm-level = { $metric } delle { $vms } VM: da { $low } a { $high }, entro la tolleranza del test ({ $tolerance }), troppo vicini perché un grafico mostri una differenza.
chart-ranking-title = { $metric } — { $protocol }
chart-ranking-title-workload = { $metric }, { $workload } — { $protocol }
# $count is the number of ranked entries.
chart-ranking-desc =
    { $count ->
        [one] { $first } è l’unica voce, con { $value }.
       *[other] { $first } è primo su { $count }, con { $value }.
    }
higher-is-better = Più alto è meglio
lower-is-better = Più basso è meglio
rank = Posizione
entry = Sistema provato
# "1º su 3": the ordinal indicator is the same for every number.
ranking-position = { $rank }º su { $count }
ranking-sentence = { $entry }: { $position }
# A configuration with its parameters: "Ibrido (16 TB, cache disattivata)".
config-with-details = { $name } ({ $details })
chart-data = Dati del grafico
chart-data-in-table = I valori del grafico: tabella «{ $table }»
# Under each result table of a review, before its CSV and JSON links.
download-data = Scarica i dati
# The review's downloadable results, as search engines and data catalogues list them (schema.org Dataset).
dataset-name = Risultati di «{ $title }»
dataset-description = Tutti i valori misurati per «{ $title }»: { $tables ->
    [one] una tabella
   *[other] { $tables } tabelle
}, ciascuna in CSV e JSON, con unità, protocollo di test, piattaforma e configurazioni.

## Print pages
print-page-number = Pagina { $page } di { $pages }
print-footer = { $site } · { $url } · aggiornato al { $date }
print-footer-undated = { $site } · { $url }
# On paper: the heading of the colophon's list of the addresses the links lead to.
print-links = Collegamenti
# On a drive page: its print page, and its PDF.
print-version = Versione stampabile
pdf-version = Scarica il PDF
# The box on a printed review's first page: its summary, pros and cons.
verdict = Verdetto

## Ricerca
## $count è scritto dallo script della pagina di ricerca (un numero, senza forme plurali);
## $query è ciò che il lettore ha digitato.

search = Cerca
search-label = Cerca tra recensioni, unità e confronti
search-title = Ricerca
search-no-js = La ricerca richiede JavaScript, che nel tuo browser è disattivato. Tutte le pagine sono elencate anche qui:
search-loading = Ricerca in corso…
search-unavailable = Non è stato possibile caricare la ricerca. Riprova più tardi o sfoglia gli elenchi.
search-results = Risultati: { $count }
search-no-results = Nessun risultato per «{ $query }».
search-filters = Restringi i risultati
search-clear-filters = Cancella i filtri
search-filter-kind = Tipo di pagina
search-filter-vendor = Produttore
search-filter-interface = Interfaccia
search-filter-form-factor = Formato
search-filter-protocol = Protocollo di test
search-filter-language = Lingua del testo
search-kind-review = Recensione
search-kind-drive = Unità
search-kind-protocol = Protocollo di prova
search-more = Mostra altri risultati

## Confronti: che cosa confronta una classifica, e come

system-class =
    { $class ->
        [drive] singole unità
        [cluster] cluster da { $nodes } nodi
        [array] array di storage
        [virtual-disk] dischi virtuali
       *[other] sistemi di tipo non indicato
    }
ranking-explained =
    Confronta: { $class }. { $metric }: { $better ->
        [lower] più basso è meglio.
       *[higher] più alto è meglio.
    }
protocol-variant = { $name } ({ $variant })
ranking-position-level = { $position }, alla pari con { $others }
ranking-position-level-count = { $position }, alla pari con { $others ->
        [one] un altro
       *[other] altri { $others }
    }
ranking-not-ranked = Confronta: { $class }. { $metric }: non classificato da questo test; prima il migliore.
ranking-alone = Confronta: { $class }. L’unico misurato con questo test: niente con cui classificarlo.
ranking-one-review = Confronta: { $class }: configurazioni di una sola recensione, non classificate tra loro. { $metric }: { $better ->
        [lower] più basso è meglio.
       *[higher] più alto è meglio.
    }
chart-ranking-desc-level = { $first } è primo su { $count }, alla pari con { $others }, con { $value }.
chart-ranking-desc-level-count = { $first } è primo su { $count }, alla pari con { $others ->
        [one] un altro
       *[other] altri { $others }
    }, con { $value }.
chart-results-desc = { $count } risultati, non classificati.
protocol-reviews = Recensioni che hanno usato questo test
protocol-results = Risultati con questo test
protocols-count =
    { $count ->
        [one] { $count } protocollo
       *[other] { $count } protocolli
    }
ranked-review = Recensione
ranked-drives = Unità
ranked-value = Risultato
# On a protocol page, the table of every result of a metric across its workloads, opened on demand.
ranked-entries-all = { $count ->
        [one] Il risultato, con recensione e unità
       *[other] Tutti i { $count } risultati, con recensioni e unità
    }

## Compare

compare-title = Confronta sistemi
compare-drive-title = { $drive } contro il migliore della sua classe
compare-drive-summary = Per ogni test che condivide con sistemi della sua classe, il suo risultato accanto al migliore degli altri e la differenza in percentuale.
compare-class = Confrontato con: { $class }
compare-metric = Risultato
compare-other = Il migliore degli altri della sua classe
compare-difference = Differenza
compare-difference-words = { $direction ->
        [higher] { $percent } più alto
       *[lower] { $percent } più basso
    }: { $verdict ->
        [better] meglio
        [worse] peggio
        [unranked] non classificato da questo test
       *[level] alla pari, entro la tolleranza del test ({ $tolerance })
    }
compare-same = uguale
compare-intro = Scegli da due a quattro unità o sistemi della stessa classe: i loro risultati in ogni test in comune appaiono affiancati.
compare-best-of-class = Ogni unità contro la migliore della sua classe
compare-no-js = Per scegliere i sistemi serve JavaScript. Il confronto di ogni unità con la migliore della sua classe è elencato sopra.
compare-pick = Scegli da due a quattro sistemi
compare-none-shared = I sistemi scelti non hanno test in comune.
compare-none-shared-with = Nessun test in comune con i sistemi scelti
# Under each system offered on the compare page: the tests it took part in, already joined.
compare-system-tests = Test: { $tests }
compare-link = Confronta con il migliore della sua classe
# On review, drive and protocol pages: the compare page with their systems picked.
compare-with-others = Confronta con altri sistemi

## Headline results, print titles, what to read next
# Above a drive's best measured figures (its page, the drive list, the home page).
headline-results = Risultati misurati
# The classes of system a drive was measured in, already joined: "single drives".
tested-as = Sistemi provati: { $classes }
# The print page's title (and its PDF's): the drive's name and what the document holds.
print-page-title = { $title }: recensioni e risultati
# At the end of a review: its drives, their comparisons, the protocols' rankings, its tags.
where-next = Per continuare
