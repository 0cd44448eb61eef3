### Teksty interfejsu domyślnego motywu (polski).
### Zmienne: $language (nazwa języka), $by (firma), $date (data już sformatowana),
### $authors (nazwiska już połączone), $count, $current, $total (liczby), $protocol, $rig, $tag,
### $label, $unit, $item (tekst).
### Zdania są ułożone tak, by wstawiane nazwy stały w mianowniku albo po słowie, które je wyręcza
### („firmy { $by }”, „na platformie { $rig }”): nazw własnych nie odmieniamy automatycznie.

## Elementy strony

skip-to-content = Przejdź do treści
main-navigation = Nawigacja główna
menu = Menu
breadcrumb = Ścieżka nawigacji
nav-home = Strona główna
nav-reviews = Recenzje
nav-drives = Dyski
language-switcher = Język
translations-available = Inne wersje językowe
feed = Kanał Atom
footer-built-with = Strona zbudowana w iopress

## Komunikaty na stronie

# Język, w którym pokazano stronę z listy, gdy nie ma tekstu w języku czytelnika.
in-language = W języku: { $language }
in-language-en = Po angielsku
in-language-fr = Po francusku
in-language-pl = Po polsku
in-language-es = Po hiszpańsku
in-language-ja = Po japońsku
in-language-de = Po niemiecku
in-language-it = Po włosku
in-language-pt = Po portugalsku
in-language-zh = Po chińsku
in-language-ko = Po koreańsku
in-language-ru = Po rosyjsku
# W przełączniku języków: ta strona nie ma jeszcze własnego tekstu w tym języku.
switcher-untranslated = jeszcze nie przetłumaczono
not-translated = Ta strona nie została jeszcze przetłumaczona na polski. Wyświetlamy wersję oryginalną ({ $language }).
draft = Wersja robocza

## Informacja o finansowaniu recenzji

disclosure-heading = Informacja o finansowaniu
disclosure-sponsored = Sponsorem tej recenzji jest firma { $by }.
disclosure-commissioned = Ta recenzja powstała na zlecenie firmy { $by }.
disclosure-independent = To niezależna recenzja: żaden producent jej nie sfinansował ani nie widział przed publikacją.

## Metadane

published-on = Opublikowano { $date }
updated-on = Zaktualizowano { $date }
by-authors = Tekst: { $authors }
# Etykieta, po której następuje wartość („Testowane dyski: …”).
field-label = { $label }:

## Liczebniki: one = 1; few = 2–4, 22–24…; many = 0, 5–21, 25…; other = ułamki

reviews-count =
    { $count ->
        [one] { $count } recenzja
        [few] { $count } recenzje
        [many] { $count } recenzji
       *[other] { $count } recenzji
    }
drives-count =
    { $count ->
        [one] { $count } dysk
        [few] { $count } dyski
        [many] { $count } dysków
       *[other] { $count } dysku
    }

## Sekcje i nagłówki

pros = Zalety
cons = Wady
test-rig = Platforma testowa
results = Wyniki
spec-sheet = Specyfikacja techniczna
drive-facts = Najważniejsze dane
drives-reviewed = Testowane dyski
reviews-of-drive = Recenzje tego dysku
no-reviews-yet = Nie ma jeszcze recenzji.
tags = Tagi
all-tags = Wszystkie tagi
reviews-tagged = Recenzje z tagiem „{ $tag }”
latest-reviews = Najnowsze recenzje
all-drives = Wszystkie dyski
all-reviews = Wszystkie recenzje
read-review = Przeczytaj recenzję
table-of-contents = Spis treści
footnotes = Przypisy

## Tabele wyników

protocol = Procedura testowa: { $protocol }
measured-on = Zmierzono na platformie { $rig }
# Tekst dla czytników ekranu w pustej komórce.
not-measured = Nie zmierzono
# Podpowiedź do znaku „~” przed wartością przybliżoną.
approximate-value = Wartość przybliżona
# Nagłówek kolumny z jednostką: „Transfer (GB/s)”.
column-with-unit = { $label } ({ $unit })
# Element zamontowany kilka razy: „2 × Intel Xeon Gold 6150”.
count-times = { $count } × { $item }

# Opis danej i jej liczby: „Intel Xeon Gold 6150 (2,7 GHz, 18 rdzeni)”.
fact-with-figures = { $text } ({ $figures })
# A range of one quantity, CLDR's range pattern: "0–78 °C".
value-range = { $from }–{ $to }
# A lower bound, a figure or more, as spec sheets rate power or endurance: "≥ 40 W".
value-at-least = ≥ { $value }
# An upper bound, a figure or less: "≤ 5 W".
value-at-most = ≤ { $value }
# An object's dimensions: "100.45 × 69.85 × 7 mm".
value-times = { $a } × { $b }
# Measures of different things: "2.7 GHz, 18 cores".
value-then = { $a }, { $b }
# A figure and what it measures: "10.75 W (read)".
value-qualified = { $value } ({ $qualifier })

## Stronicowanie

pagination-previous = Poprzednia strona
pagination-next = Następna strona
page-of = Strona { $current } z { $total }

## Nie znaleziono strony

not-found-title = Nie znaleziono strony
not-found-text = Strona, której szukasz, nie istnieje albo została przeniesiona.
back-home = Wróć na stronę główną

## Wykresy i rankingi
## Zmienne: $protocol, $workload, $metric, $load, $latency, $peak, $first, $value, $entry,
## $position, $name, $details (tekst już sformatowany); $configs (nazwy już połączone);
## $series, $workloads, $vms, $count, $rank (liczby).

nav-protocols = Procedury testowe
# The compare page in the navigation: a name of its own, never the protocols' one.
nav-compare = Porównaj systemy
rankings = Rankingi
protocol-facts = Przebieg testu
compare-protocol = Wszystkie wyniki według procedury { $protocol }
# Tytuł wykresu poprzedzony nazwą testu: „HCIBench: IOPS według obciążenia…”.
chart-title-with-benchmark = { $benchmark }: { $title }
# Po wartości szczytu, na końcu słupka: „442 089 IOPS przy 4,8 ms”.
chart-at-latency = przy { $latency }
# Przy szczycie krzywej: „Szczyt: 442 089 IOPS przy 4,8 ms”.
chart-peak = Szczyt: { $load } przy { $latency }
chart-point-depth = QD{ $depth }
chart-point-jobs-depth = { $jobs } × QD{ $depth }
chart-point-jobs = { $jobs } { $jobs ->
    [one] zadanie
    [few] zadania
    [many] zadań
   *[other] zadania
}
chart-load-curve-title = { $workload }: opóźnienie w funkcji obciążenia
# $peak to konfiguracja z jej chart-peak. Po „dla” dopełniacz: 1, 3 i 5 konfiguracji.
chart-load-curve-desc =
    Opóźnienie w funkcji obciążenia w teście { $workload } dla { $series ->
        [one] { $series } konfiguracji
        [few] { $series } konfiguracji
        [many] { $series } konfiguracji
       *[other] { $series } konfiguracji
    }. Najlepszy wynik — { $peak }.
chart-matrix-title = { $metric } według obciążenia i konfiguracji
chart-matrix-desc =
    { $metric } dla konfiguracji { $configs } w { $workloads ->
        [one] { $workloads } teście
        [few] { $workloads } testach
        [many] { $workloads } testach
       *[other] { $workloads } testu
    }.
chart-per-vm-title = { $metric } dla każdej VM
chart-per-vm-desc =
    { $vms ->
        [one] { $metric } dla jedynej maszyny wirtualnej.
        [few] { $metric } dla każdej z { $vms } maszyn wirtualnych.
        [many] { $metric } dla każdej z { $vms } maszyn wirtualnych.
       *[other] { $metric } dla każdej z { $vms } maszyny wirtualnej.
    }
chart-per-vm-level = { $metric } { $vms } maszyn wirtualnych: od { $low } do { $high }, w granicach tolerancji testu ({ $tolerance }), zbyt blisko, by wykres pokazał różnicę.
chart-ranking-title = { $metric } — { $protocol }
chart-ranking-title-workload = { $metric }, { $workload } — { $protocol }
# $count to liczba pozycji w rankingu.
chart-ranking-desc =
    { $count ->
        [one] { $first } to jedyna pozycja w rankingu, z wynikiem { $value }.
        [few] { $first } zajmuje pierwsze miejsce spośród { $count } testowanych systemów, z wynikiem { $value }.
        [many] { $first } zajmuje pierwsze miejsce spośród { $count } testowanych systemów, z wynikiem { $value }.
       *[other] { $first } zajmuje pierwsze miejsce spośród { $count } testowanego systemu, z wynikiem { $value }.
    }
higher-is-better = Im więcej, tym lepiej
lower-is-better = Im mniej, tym lepiej
rank = Miejsce
entry = Testowany system
# „1. miejsce na 3”.
ranking-position = { $rank }. miejsce na { $count }
ranking-sentence = { $entry }: { $position }
# Konfiguracja z jej parametrami: „Hybrydowa (16 TB, bez pamięci podręcznej)”.
config-with-details = { $name } ({ $details })
chart-data = Dane wykresu
chart-data-in-table = Wartości wykresu: tabela „{ $table }”
# Under each result table of a review, before its CSV and JSON links.
download-data = Pobierz dane
# The review's downloadable results, as search engines and data catalogues list them (schema.org Dataset).
dataset-name = Wyniki: „{ $title }”
dataset-description = Wszystkie wartości zmierzone w „{ $title }”: { $tables ->
    [one] { $tables } tabela
    [few] { $tables } tabele
   *[other] { $tables } tabel
}, każda w CSV i JSON, z jednostkami, protokołem testu, platformą i konfiguracjami.

## Strony do druku
print-page-number = Strona { $page } z { $pages }
print-footer = { $site } · { $url } · stan na { $date }
print-footer-undated = { $site } · { $url }
# On paper: the heading of the colophon's list of the addresses the links lead to.
print-links = Odnośniki
# On a drive page: its print page, and its PDF.
print-version = Wersja do druku
pdf-version = Pobierz PDF
# The box on a printed review's first page: its summary, pros and cons.
verdict = Werdykt

## Wyszukiwanie
## $count wpisuje skrypt strony wyszukiwania (liczba, bez form mnogich); $query to tekst
## wpisany przez czytelnika.

search = Szukaj
search-label = Szukaj w recenzjach, dyskach i porównaniach
search-title = Wyszukiwanie
search-no-js = Wyszukiwarka wymaga JavaScriptu, który jest wyłączony w Twojej przeglądarce. Wszystkie strony znajdziesz też na listach:
search-loading = Szukam…
search-unavailable = Nie udało się wczytać wyszukiwarki. Spróbuj później albo przejrzyj listy.
search-results = Wyniki: { $count }
search-no-results = Nic nie znaleziono dla „{ $query }”.
search-filters = Zawęź wyniki
search-clear-filters = Wyczyść filtry
search-filter-kind = Rodzaj strony
search-filter-vendor = Producent
search-filter-interface = Interfejs
search-filter-form-factor = Format
search-filter-protocol = Protokół testu
search-filter-language = Język tekstu
search-kind-review = Recenzja
search-kind-drive = Dysk
search-kind-protocol = Procedura testowa
search-more = Pokaż więcej wyników

## Porównania: co porównuje ranking i jak

system-class =
    { $class ->
        [drive] pojedyncze dyski
        [cluster] klastry { $nodes }-węzłowe
        [array] macierze dyskowe
        [virtual-disk] dyski wirtualne
       *[other] systemy nieokreślonego rodzaju
    }
ranking-explained =
    Porównuje: { $class }. { $metric }: { $better ->
        [lower] im mniej, tym lepiej.
       *[higher] im więcej, tym lepiej.
    }
protocol-variant = { $name } ({ $variant })
ranking-position-level = { $position }, ex aequo z: { $others }
ranking-position-level-count = { $position }, ex aequo z { $others ->
        [one] jednym innym
       *[other] { $others } innymi
    }
ranking-not-ranked = Porównuje: { $class }. { $metric }: ten test tego nie klasyfikuje; najlepszy pierwszy.
ranking-alone = Porównuje: { $class }. Jedyny zmierzony w tym teście: nie ma go z czym porównać.
ranking-one-review = Porównuje: { $class }: konfiguracje z jednej recenzji, nieklasyfikowane względem siebie. { $metric }: { $better ->
        [lower] im mniej, tym lepiej.
       *[higher] im więcej, tym lepiej.
    }
chart-ranking-desc-level = { $first } zajmuje 1. miejsce na { $count }, ex aequo z: { $others }, z wynikiem { $value }.
chart-ranking-desc-level-count = { $first } zajmuje 1. miejsce na { $count }, ex aequo z { $others ->
        [one] jednym innym
       *[other] { $others } innymi
    }, z wynikiem { $value }.
chart-results-desc = Wyniki: { $count }, bez klasyfikacji.
protocol-reviews = Recenzje, w których użyto tego testu
protocol-results = Wyniki w tym teście
protocols-count =
    { $count ->
        [one] { $count } procedura
        [few] { $count } procedury
        [many] { $count } procedur
       *[other] { $count } procedury
    }
ranked-review = Recenzja
ranked-drives = Dyski
ranked-value = Wynik
# On a protocol page, the table of every result of a metric across its workloads, opened on demand.
ranked-entries-all = { $count ->
        [one] Wynik z recenzją i dyskami
        [few] Wszystkie { $count } wyniki z recenzjami i dyskami
       *[other] Wszystkie { $count } wyników z recenzjami i dyskami
    }

## Compare

compare-title = Porównaj systemy
compare-drive-title = { $drive } na tle najlepszego w swojej klasie
compare-drive-summary = W każdym teście wspólnym z systemami tej samej klasy: jego wynik obok najlepszego z pozostałych i różnica w procentach.
compare-class = Porównanie: { $class }
compare-metric = Wynik
compare-other = Najlepszy z pozostałych w klasie
compare-difference = Różnica
compare-difference-words = { $direction ->
        [higher] o { $percent } więcej
       *[lower] o { $percent } mniej
    }: { $verdict ->
        [better] lepiej
        [worse] gorzej
        [unranked] ten test tego nie klasyfikuje
       *[level] remis, w granicach tolerancji testu ({ $tolerance })
    }
compare-same = tyle samo
compare-intro = Wybierz od dwóch do czterech dysków lub systemów tej samej klasy: ich wyniki w każdym wspólnym teście pojawią się obok siebie.
compare-best-of-class = Każdy dysk na tle najlepszego w swojej klasie
compare-no-js = Wybieranie systemów wymaga JavaScriptu. Porównanie każdego dysku z najlepszym w jego klasie znajduje się wyżej.
compare-pick = Wybierz od dwóch do czterech systemów
compare-none-shared = Wybrane systemy nie mają wspólnego testu.
compare-none-shared-with = Brak wspólnego testu z wybranymi systemami
# Under each system offered on the compare page: the tests it took part in, already joined.
compare-system-tests = Testy: { $tests }
compare-link = Porównaj z najlepszym w klasie
# On review, drive and protocol pages: the compare page with their systems picked.
compare-with-others = Porównaj z innymi systemami

## Headline results, print titles, what to read next
# Above a drive's best measured figures (its page, the drive list, the home page).
headline-results = Zmierzone wyniki
# The classes of system a drive was measured in, already joined: "single drives".
tested-as = Testowane systemy: { $classes }
# The print page's title (and its PDF's): the drive's name and what the document holds.
print-page-title = { $title }: recenzje i wyniki
# At the end of a review: its drives, their comparisons, the protocols' rankings, its tags.
where-next = Co dalej
