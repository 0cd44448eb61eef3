### Interface strings of the default theme (Portuguese, Brazil).
### Variables: $language (a language name), $by (a company), $date (an already formatted date),
### $authors (already joined names), $count, $current, $total (numbers), $protocol, $rig, $tag,
### $label, $unit, $item (text).
### Um espaço não separável (U+00A0) liga os números às palavras que os seguem.

## Site chrome

skip-to-content = Pular para o conteúdo
main-navigation = Navegação principal
menu = Menu
breadcrumb = Trilha de navegação
nav-home = Início
nav-reviews = Análises
nav-drives = Unidades
language-switcher = Idioma
translations-available = Também disponível em
feed = Feed Atom
footer-built-with = Feito com iopress

## Page notices

# The language a listed page is shown in when it has no text in the reader's language.
in-language = Em { $language }
in-language-en = Em inglês
in-language-fr = Em francês
in-language-pl = Em polonês
in-language-es = Em espanhol
in-language-ja = Em japonês
in-language-de = Em alemão
in-language-it = Em italiano
in-language-pt = Em português
in-language-zh = Em chinês
in-language-ko = Em coreano
in-language-ru = Em russo
# In the language switcher: this page has no text of its own in that language.
switcher-untranslated = ainda não traduzida
not-translated = Esta página ainda não foi traduzida para o português. Ela é exibida em { $language }.
draft = Rascunho

## Disclosure of who paid for a review

disclosure-heading = Transparência
disclosure-sponsored = Esta análise foi patrocinada por { $by }.
disclosure-commissioned = Esta análise foi encomendada por { $by }.
disclosure-independent = Esta é uma análise independente: nenhum fabricante pagou por ela ou a viu antes da publicação.

## Page metadata

published-on = Publicado em { $date }
updated-on = Atualizado em { $date }
by-authors = Por { $authors }
# A label followed by its value: "Unidades analisadas: …".
field-label = { $label }:

## Counts

reviews-count =
    { $count ->
        [one] { $count } análise
       *[other] { $count } análises
    }
drives-count =
    { $count ->
        [one] { $count } unidade
       *[other] { $count } unidades
    }

## Sections and headings

pros = Prós
cons = Contras
test-rig = Sistema de teste
results = Resultados
spec-sheet = Especificações
drive-facts = Dados principais
drives-reviewed = Unidades analisadas
reviews-of-drive = Análises desta unidade
no-reviews-yet = Ainda não há análises.
tags = Tags
all-tags = Todas as tags
reviews-tagged = Análises com a tag “{ $tag }”
latest-reviews = Análises mais recentes
all-drives = Todas as unidades
all-reviews = Todas as análises
read-review = Ler a análise
table-of-contents = Sumário
footnotes = Notas

## Tables of results

protocol = Protocolo: { $protocol }
measured-on = Medido em { $rig }
# Screen-reader text of an empty cell.
not-measured = Não medido
# Tooltip of the "~" before an approximate value.
approximate-value = Valor aproximado
# A column header with its unit: "IOPS de pico (IOPS)".
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

pagination-previous = Página anterior
pagination-next = Próxima página
page-of = Página { $current } de { $total }

## Page not found

not-found-title = Página não encontrada
not-found-text = A página que você procura não existe ou foi movida.
back-home = Voltar à página inicial

## Charts and rankings
## Variables: $protocol, $workload, $metric, $load, $latency, $peak, $first, $value, $entry,
## $position, $name, $details (text, already formatted); $configs (names already joined);
## $series, $workloads, $vms, $count, $rank (numbers).

nav-protocols = Protocolos de teste
# The compare page in the navigation: a name of its own, never the protocols' one.
nav-compare = Comparar sistemas
rankings = Classificações
protocol-facts = Como o teste é feito
compare-protocol = Todos os resultados em { $protocol }
# Next to a curve's peak: "Pico: 442.089 IOPS a 4,8 ms".
# A chart's title led by its benchmark.
chart-title-with-benchmark = { $benchmark }: { $title }
# After a peak's value at the end of its bar.
chart-at-latency = a { $latency }
chart-peak = Pico: { $load } a { $latency }
chart-point-depth = QD{ $depth }
chart-point-jobs-depth = { $jobs } × QD{ $depth }
chart-point-jobs = { $jobs } { $jobs ->
    [one] tarefa
   *[other] tarefas
}
chart-load-curve-title = { $workload }: latência em função da carga
# $peak is a configuration with its chart-peak.
chart-load-curve-desc =
    Latência em função da carga para { $workload }, { $series ->
        [one] { $series } configuração
       *[other] { $series } configurações
    }. Pico mais alto — { $peak }.
chart-matrix-title = { $metric } por carga de trabalho e configuração
chart-matrix-desc =
    { $metric } de { $configs } em { $workloads ->
        [one] { $workloads } carga de trabalho
       *[other] { $workloads } cargas de trabalho
    }.
chart-per-vm-title = { $metric } por VM
chart-per-vm-desc =
    { $vms ->
        [one] { $metric } da única VM.
       *[other] { $metric } de cada uma das { $vms } VMs.
    }
chart-per-vm-level = { $metric } das { $vms } VMs: de { $low } a { $high }, dentro da tolerância do teste ({ $tolerance }), próximos demais para um gráfico mostrar uma diferença.
chart-ranking-title = { $metric } — { $protocol }
chart-ranking-title-workload = { $metric }, { $workload } — { $protocol }
# $count is the number of ranked entries.
chart-ranking-desc =
    { $count ->
        [one] { $first } é a única entrada, com { $value }.
       *[other] { $first } fica em 1º de { $count }, com { $value }.
    }
higher-is-better = Quanto maior, melhor
lower-is-better = Quanto menor, melhor
rank = Posição
entry = Sistema testado
# "1º de 3": the ordinal indicator is the same for every number.
ranking-position = { $rank }º de { $count }
ranking-sentence = { $entry }: { $position }
# A configuration with its parameters: "Híbrido (16 TB, cache desativado)".
config-with-details = { $name } ({ $details })
chart-data = Dados do gráfico
chart-data-in-table = Os valores do gráfico: tabela “{ $table }”
# Under each result table of a review, before its CSV and JSON links.
download-data = Baixar os dados
# The review's downloadable results, as search engines and data catalogues list them (schema.org Dataset).
dataset-name = Resultados de “{ $title }”
dataset-description = Todos os valores medidos em “{ $title }”: { $tables ->
    [one] uma tabela
   *[other] { $tables } tabelas
}, cada uma em CSV e JSON, com unidades, protocolo de teste, plataforma e configurações.

## Print pages
print-page-number = Página { $page } de { $pages }
print-footer = { $site } · { $url } · em { $date }
print-footer-undated = { $site } · { $url }
# On paper: the heading of the colophon's list of the addresses the links lead to.
print-links = Ligações
# On a drive page: its print page, and its PDF.
print-version = Versão para impressão
pdf-version = Baixar o PDF
# The box on a printed review's first page: its summary, pros and cons.
verdict = Veredito

## Pesquisa
## $count é preenchido pelo script da página de pesquisa (um número, sem formas de plural);
## $query é o que o leitor digitou.

search = Pesquisar
search-label = Pesquisar análises, unidades e comparações
search-title = Pesquisa
search-no-js = A pesquisa precisa de JavaScript, que está desativado no seu navegador. Todas as páginas também estão listadas aqui:
search-loading = Pesquisando…
search-unavailable = Não foi possível carregar a pesquisa. Tente mais tarde ou navegue pelas listas.
search-results = Resultados: { $count }
search-no-results = Nada encontrado para “{ $query }”.
search-filters = Refinar os resultados
search-clear-filters = Limpar os filtros
search-filter-kind = Tipo de página
search-filter-vendor = Fabricante
search-filter-interface = Interface
search-filter-form-factor = Formato
search-filter-protocol = Protocolo de teste
search-filter-language = Idioma do texto
search-kind-review = Análise
search-kind-drive = Unidade
search-kind-protocol = Protocolo de teste
search-more = Mostrar mais resultados

## Comparações: o que uma classificação compara, e como

system-class =
    { $class ->
        [drive] unidades individuais
        [cluster] clusters de { $nodes } nós
        [array] arrays de armazenamento
        [virtual-disk] discos virtuais
       *[other] sistemas de tipo não indicado
    }
ranking-explained =
    Compara: { $class }. { $metric }: { $better ->
        [lower] quanto mais baixo, melhor.
       *[higher] quanto mais alto, melhor.
    }
protocol-variant = { $name } ({ $variant })
ranking-position-level = { $position }, empatado com { $others }
ranking-position-level-count = { $position }, empatado com { $others ->
        [one] outro
       *[other] outros { $others }
    }
ranking-not-ranked = Compara: { $class }. { $metric }: este teste não classifica; o melhor primeiro.
ranking-alone = Compara: { $class }. O único medido com este teste: nada com que compará-lo.
ranking-one-review = Compara: { $class }: configurações de uma só análise, não classificadas entre si. { $metric }: { $better ->
        [lower] quanto menor, melhor.
       *[higher] quanto maior, melhor.
    }
chart-ranking-desc-level = { $first } é primeiro de { $count }, empatado com { $others }, com { $value }.
chart-ranking-desc-level-count = { $first } é primeiro de { $count }, empatado com { $others ->
        [one] outro
       *[other] outros { $others }
    }, com { $value }.
chart-results-desc = { $count } resultados, sem classificação.
protocol-reviews = Análises que usaram este teste
protocol-results = Resultados com este teste
protocols-count =
    { $count ->
        [one] { $count } protocolo
       *[other] { $count } protocolos
    }
ranked-review = Análise
ranked-drives = Unidades
ranked-value = Resultado
# On a protocol page, the table of every result of a metric across its workloads, opened on demand.
ranked-entries-all = { $count ->
        [one] O resultado, com análise e unidades
       *[other] Todos os { $count } resultados, com análises e unidades
    }

## Compare

compare-title = Comparar sistemas
compare-drive-title = { $drive } contra o melhor da sua classe
compare-drive-summary = Em cada teste que partilha com sistemas da sua classe, o seu resultado ao lado do melhor dos outros e a diferença em percentagem.
compare-class = Comparado com: { $class }
compare-metric = Resultado
compare-other = O melhor dos outros da sua classe
compare-difference = Diferença
compare-difference-words = { $direction ->
        [higher] { $percent } mais alto
       *[lower] { $percent } mais baixo
    }: { $verdict ->
        [better] melhor
        [worse] pior
        [unranked] este teste não classifica
       *[level] empate, dentro da tolerância do teste ({ $tolerance })
    }
compare-same = igual
compare-intro = Escolha de duas a quatro unidades ou sistemas da mesma classe: os seus resultados em cada teste em comum aparecem lado a lado.
compare-best-of-class = Cada unidade contra a melhor da sua classe
compare-no-js = Escolher sistemas requer JavaScript. A comparação de cada unidade com a melhor da sua classe está listada acima.
compare-pick = Escolha de dois a quatro sistemas
compare-none-shared = Os sistemas escolhidos não têm nenhum teste em comum.
compare-none-shared-with = Nenhum teste em comum com os sistemas escolhidos
# Under each system offered on the compare page: the tests it took part in, already joined.
compare-system-tests = Testes: { $tests }
compare-link = Comparar com o melhor da sua classe
# On review, drive and protocol pages: the compare page with their systems picked.
compare-with-others = Comparar com outros sistemas

## Headline results, print titles, what to read next
# Above a drive's best measured figures (its page, the drive list, the home page).
headline-results = Resultados medidos
# The classes of system a drive was measured in, already joined: "single drives".
tested-as = Sistemas testados: { $classes }
# The print page's title (and its PDF's): the drive's name and what the document holds.
print-page-title = { $title }: análises e resultados
# At the end of a review: its drives, their comparisons, the protocols' rankings, its tags.
where-next = Para continuar
