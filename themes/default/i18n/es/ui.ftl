### Textos de la interfaz del tema por defecto (español).
### Variables: $language (nombre de un idioma), $by (una empresa), $date (fecha ya formateada),
### $authors (nombres ya unidos), $count, $current, $total (números), $protocol, $rig, $tag,
### $label, $unit, $item (texto).

## Estructura del sitio

skip-to-content = Saltar al contenido
main-navigation = Navegación principal
menu = Menú
breadcrumb = Ruta de navegación
nav-home = Inicio
nav-reviews = Reseñas
nav-drives = Unidades
language-switcher = Idioma
translations-available = También disponible en
feed = Canal Atom
footer-built-with = Creado con iopress

## Avisos de página

# Idioma en que se muestra una página de la lista que no tiene texto en el idioma del lector.
in-language = En { $language }
in-language-en = En inglés
in-language-fr = En francés
in-language-pl = En polaco
in-language-es = En español
in-language-ja = En japonés
in-language-de = En alemán
in-language-it = En italiano
in-language-pt = En portugués
in-language-zh = En chino
in-language-ko = En coreano
in-language-ru = En ruso
# En el selector de idioma: esta página aún no tiene texto propio en ese idioma.
switcher-untranslated = aún sin traducir
not-translated = Esta página aún no se ha traducido al español. Se muestra en su versión original ({ $language }).
draft = Borrador

## Transparencia: quién ha financiado la reseña

disclosure-heading = Transparencia
disclosure-sponsored = Esta reseña está patrocinada por { $by }.
disclosure-commissioned = Esta reseña se realizó por encargo de { $by }.
disclosure-independent = Esta reseña es independiente: ningún fabricante la ha pagado ni la ha visto antes de su publicación.

## Metadatos

published-on = Publicado el { $date }
updated-on = Actualizado el { $date }
by-authors = Por { $authors }
# Una etiqueta seguida de su valor («Unidades analizadas: …»).
field-label = { $label }:

## Recuentos («many» es para millones exactos: «1.000.000 de reseñas»)

reviews-count =
    { $count ->
        [one] { $count } reseña
        [many] { $count } de reseñas
       *[other] { $count } reseñas
    }
drives-count =
    { $count ->
        [one] { $count } unidad
        [many] { $count } de unidades
       *[other] { $count } unidades
    }

## Secciones y títulos

pros = A favor
cons = En contra
test-rig = Plataforma de pruebas
results = Resultados
spec-sheet = Ficha técnica
drive-facts = Características principales
drives-reviewed = Unidades analizadas
reviews-of-drive = Reseñas de esta unidad
no-reviews-yet = Todavía no hay reseñas.
tags = Etiquetas
all-tags = Todas las etiquetas
reviews-tagged = Reseñas con la etiqueta «{ $tag }»
latest-reviews = Últimas reseñas
all-drives = Todas las unidades
all-reviews = Todas las reseñas
read-review = Leer la reseña
table-of-contents = Índice
footnotes = Notas

## Tablas de resultados

protocol = Protocolo: { $protocol }
measured-on = Medido en { $rig }
# Texto para lectores de pantalla en una celda vacía.
not-measured = No medido
# Información sobre herramienta del «~» delante de un valor aproximado.
approximate-value = Valor aproximado
# Encabezado de columna con su unidad: «Tasa de transferencia (GB/s)».
column-with-unit = { $label } ({ $unit })
# Componente instalado varias veces: «2 × Intel Xeon Gold 6150».
count-times = { $count } × { $item }

# Texto de un dato y sus cifras: «Intel Xeon Gold 6150 (2,7 GHz, 18 núcleos)».
fact-with-figures = { $text } ({ $figures })
# A range of one quantity, CLDR's range pattern: "0–78 °C".
value-range = { $from }-{ $to }
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

## Paginación

pagination-previous = Página anterior
pagination-next = Página siguiente
page-of = Página { $current } de { $total }

## Página no encontrada

not-found-title = Página no encontrada
not-found-text = La página que buscas no existe o se ha movido.
back-home = Volver a la página de inicio

## Gráficos y clasificaciones
## Variables: $protocol, $workload, $metric, $load, $latency, $peak, $first, $value, $entry,
## $position, $name, $details (texto ya formateado); $configs (nombres ya unidos);
## $series, $workloads, $vms, $count, $rank (números).

nav-protocols = Protocolos de prueba
# The compare page in the navigation: a name of its own, never the protocols' one.
nav-compare = Comparar sistemas
rankings = Clasificaciones
protocol-facts = Cómo se realiza la prueba
compare-protocol = Todos los resultados con el protocolo { $protocol }
# Título de un gráfico precedido de su prueba: «HCIBench: IOPS por carga de trabajo…».
chart-title-with-benchmark = { $benchmark }: { $title }
# Tras el valor de un pico, al final de su barra: «442.089 IOPS a 4,8 ms».
chart-at-latency = a { $latency }
# Junto al pico de una curva: «Pico: 442.089 IOPS a 4,8 ms».
chart-peak = Pico: { $load } a { $latency }
chart-point-depth = QD{ $depth }
chart-point-jobs-depth = { $jobs } × QD{ $depth }
chart-point-jobs = { $jobs } { $jobs ->
    [one] trabajo
   *[other] trabajos
}
chart-load-curve-title = { $workload }: latencia en función de la carga
# $peak es una configuración seguida de su chart-peak.
chart-load-curve-desc =
    Latencia en función de la carga en { $workload }, { $series ->
        [one] { $series } configuración
        [many] { $series } de configuraciones
       *[other] { $series } configuraciones
    }. Pico más alto — { $peak }.
chart-matrix-title = { $metric } por carga de trabajo y configuración
chart-matrix-desc =
    { $metric } de { $configs } en { $workloads ->
        [one] { $workloads } carga de trabajo
        [many] { $workloads } de cargas de trabajo
       *[other] { $workloads } cargas de trabajo
    }.
chart-per-vm-title = { $metric } por VM
chart-per-vm-desc =
    { $vms ->
        [one] { $metric } de la única VM.
        [many] { $metric } de cada una de las { $vms } de VM.
       *[other] { $metric } de cada una de las { $vms } VM.
    }
chart-per-vm-level = { $metric } de las { $vms } VM: de { $low } a { $high }, dentro de la tolerancia de la prueba ({ $tolerance }), demasiado cerca para que un gráfico muestre una diferencia.
chart-ranking-title = { $metric } — { $protocol }
chart-ranking-title-workload = { $metric }, { $workload } — { $protocol }
# $count es el número de resultados clasificados.
chart-ranking-desc =
    { $count ->
        [one] { $first } es el único resultado clasificado, con { $value }.
       *[other] { $first } ocupa el primer puesto de { $count }, con { $value }.
    }
higher-is-better = Cuanto más alto, mejor
lower-is-better = Cuanto más bajo, mejor
rank = Puesto
entry = Sistema probado
# «1.º de 3».
ranking-position = { $rank }.º de { $count }
ranking-sentence = { $entry }: { $position }
# Una configuración con sus parámetros: «Híbrida (16 TB, sin caché)».
config-with-details = { $name } ({ $details })
chart-data = Datos del gráfico
chart-data-in-table = Las cifras del gráfico: tabla «{ $table }»
# Under each result table of a review, before its CSV and JSON links.
download-data = Descargar los datos
# The review's downloadable results, as search engines and data catalogues list them (schema.org Dataset).
dataset-name = Resultados de «{ $title }»
dataset-description = Todas las cifras medidas para «{ $title }»: { $tables ->
    [one] una tabla
   *[other] { $tables } tablas
}, cada una en CSV y JSON, con unidades, protocolo de prueba, plataforma y configuraciones.

## Páginas para imprimir
print-page-number = Página { $page } de { $pages }
print-footer = { $site } · { $url } · datos a { $date }
print-footer-undated = { $site } · { $url }
# On paper: the heading of the colophon's list of the addresses the links lead to.
print-links = Enlaces
# On a drive page: its print page, and its PDF.
print-version = Versión para imprimir
pdf-version = Descargar el PDF
# The box on a printed review's first page: its summary, pros and cons.
verdict = Veredicto

## Búsqueda
## $count lo escribe el script de la página de búsqueda (una cifra, sin formas de plural);
## $query es lo que escribió el lector.

search = Buscar
search-label = Buscar en reseñas, unidades y comparativas
search-title = Búsqueda
search-no-js = La búsqueda necesita JavaScript, que está desactivado en tu navegador. Todas las páginas están también en las listas:
search-loading = Buscando…
search-unavailable = No se pudo cargar la búsqueda. Inténtalo más tarde o consulta las listas.
search-results = Resultados: { $count }
search-no-results = No se encontró nada para «{ $query }».
search-filters = Acotar los resultados
search-clear-filters = Quitar los filtros
search-filter-kind = Tipo de página
search-filter-vendor = Fabricante
search-filter-interface = Interfaz
search-filter-form-factor = Formato
search-filter-protocol = Protocolo de prueba
search-filter-language = Idioma del texto
search-kind-review = Reseña
search-kind-drive = Unidad
search-kind-protocol = Protocolo de prueba
search-more = Mostrar más resultados

## Comparativas: qué compara una clasificación y cómo

system-class =
    { $class ->
        [drive] unidades individuales
        [cluster] clústeres de { $nodes } nodos
        [array] cabinas de almacenamiento
        [virtual-disk] discos virtuales
       *[other] sistemas de tipo no indicado
    }
ranking-explained =
    Compara: { $class }. { $metric }: { $better ->
        [lower] cuanto más bajo, mejor.
       *[higher] cuanto más alto, mejor.
    }
protocol-variant = { $name } ({ $variant })
ranking-position-level = { $position }, empatado con { $others }
ranking-position-level-count = { $position }, empatado con { $others ->
        [one] otro
       *[other] otros { $others }
    }
ranking-not-ranked = Compara: { $class }. { $metric }: esta prueba no lo clasifica; se muestra el mejor primero.
ranking-alone = Compara: { $class }. El único medido con esta prueba: no hay nada con qué clasificarlo.
ranking-one-review = Compara: { $class }: configuraciones de un solo análisis, no clasificadas entre sí. { $metric }: { $better ->
        [lower] cuanto más bajo, mejor.
       *[higher] cuanto más alto, mejor.
    }
chart-ranking-desc-level = { $first } es primero de { $count }, empatado con { $others }, con { $value }.
chart-ranking-desc-level-count = { $first } es primero de { $count }, empatado con { $others ->
        [one] otro
       *[other] otros { $others }
    }, con { $value }.
chart-results-desc = { $count } resultados, sin clasificar.
protocol-reviews = Análisis que usaron esta prueba
protocol-results = Resultados con esta prueba
protocols-count =
    { $count ->
        [one] { $count } protocolo
       *[other] { $count } protocolos
    }
ranked-review = Análisis
ranked-drives = Unidades
ranked-value = Resultado
# On a protocol page, the table of every result of a metric across its workloads, opened on demand.
ranked-entries-all = { $count ->
        [one] El resultado, con su análisis y sus unidades
       *[other] Los { $count } resultados, con sus análisis y unidades
    }

## Compare

compare-title = Comparar sistemas
compare-drive-title = { $drive } frente al mejor de su clase
compare-drive-summary = En cada prueba que comparte con sistemas de su clase, su resultado junto al mejor de los demás y la diferencia en porcentaje.
compare-class = Comparado con: { $class }
compare-metric = Resultado
compare-other = El mejor de los demás de su clase
compare-difference = Diferencia
compare-difference-words = { $direction ->
        [higher] { $percent } más alto
       *[lower] { $percent } más bajo
    }: { $verdict ->
        [better] mejor
        [worse] peor
        [unranked] esta prueba no lo clasifica
       *[level] empate, dentro de la tolerancia de la prueba ({ $tolerance })
    }
compare-same = igual
compare-intro = Elija de dos a cuatro unidades o sistemas de la misma clase: sus resultados en cada prueba que comparten aparecen uno junto a otro.
compare-best-of-class = Cada unidad frente a la mejor de su clase
compare-no-js = Para elegir sistemas hace falta JavaScript. La comparación de cada unidad con la mejor de su clase aparece arriba.
compare-pick = Elija de dos a cuatro sistemas
compare-none-shared = Los sistemas elegidos no comparten ninguna prueba.
compare-none-shared-with = Ninguna prueba en común con los sistemas elegidos
# Under each system offered on the compare page: the tests it took part in, already joined.
compare-system-tests = Pruebas: { $tests }
compare-link = Comparar con el mejor de su clase
# On review, drive and protocol pages: the compare page with their systems picked.
compare-with-others = Comparar con otros sistemas

## Headline results, print titles, what to read next
# Above a drive's best measured figures (its page, the drive list, the home page).
headline-results = Resultados medidos
# The classes of system a drive was measured in, already joined: "single drives".
tested-as = Sistemas probados: { $classes }
# The print page's title (and its PDF's): the drive's name and what the document holds.
print-page-title = { $title }: reseñas y resultados
# At the end of a review: its drives, their comparisons, the protocols' rankings, its tags.
where-next = Para seguir leyendo
