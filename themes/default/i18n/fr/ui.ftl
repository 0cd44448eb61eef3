### Textes de l’interface du thème par défaut (français).
### Variables : $language (nom d’une langue), $by (une entreprise), $date (date déjà formatée),
### $authors (noms déjà réunis), $count, $current, $total (nombres), $protocol, $rig, $tag,
### $label, $unit, $item (texte).
### Espace insécable (U+00A0) avant « : » et à l’intérieur des guillemets.

## Habillage du site

skip-to-content = Aller au contenu
main-navigation = Navigation principale
menu = Menu
breadcrumb = Fil d’Ariane
nav-home = Accueil
nav-reviews = Tests
nav-drives = Disques
language-switcher = Langue
translations-available = Aussi disponible en
feed = Flux Atom
footer-built-with = Site généré avec iopress

## Avis en tête de page

# Langue dans laquelle une page listée est montrée faute de texte dans la langue du lecteur.
in-language = En { $language }
in-language-en = En anglais
in-language-fr = En français
in-language-pl = En polonais
in-language-es = En espagnol
in-language-ja = En japonais
in-language-de = En allemand
in-language-it = En italien
in-language-pt = En portugais
in-language-zh = En chinois
in-language-ko = En coréen
in-language-ru = En russe
# Dans le sélecteur de langue : cette page n’a pas encore de texte dans cette langue.
switcher-untranslated = pas encore traduite
not-translated = Cette page n’a pas encore été traduite en français ; voici sa version originale ({ $language }).
draft = Brouillon

## Transparence : qui a financé le test

disclosure-heading = Transparence
disclosure-sponsored = Ce test est sponsorisé par { $by }.
disclosure-commissioned = Ce test a été réalisé à la demande de { $by }.
disclosure-independent = Ce test est indépendant : aucun fabricant ne l’a financé ni ne l’a lu avant sa publication.

## Métadonnées

published-on = Publié le { $date }
updated-on = Mis à jour le { $date }
by-authors = Par { $authors }
# Un libellé suivi de sa valeur (« Disques testés : … »).
field-label = { $label } :

## Décomptes (« one » couvre 0 et 1 en français)

reviews-count =
    { $count ->
        [one] { $count } test
        [many] { $count } de tests
       *[other] { $count } tests
    }
drives-count =
    { $count ->
        [one] { $count } disque
        [many] { $count } de disques
       *[other] { $count } disques
    }

## Sections et titres

pros = Points forts
cons = Points faibles
test-rig = Plateforme de test
results = Résultats
spec-sheet = Fiche technique
drive-facts = Caractéristiques principales
drives-reviewed = Disques testés
reviews-of-drive = Tests de ce disque
no-reviews-yet = Aucun test pour l’instant.
tags = Mots-clés
all-tags = Tous les mots-clés
reviews-tagged = Tests avec le mot-clé « { $tag } »
latest-reviews = Derniers tests
all-drives = Tous les disques
all-reviews = Tous les tests
read-review = Lire le test
table-of-contents = Sommaire
footnotes = Notes

## Tableaux de résultats

protocol = Protocole : { $protocol }
measured-on = Mesuré sur { $rig }
# Texte lu par les lecteurs d’écran pour une cellule vide.
not-measured = Non mesuré
# Infobulle du « ~ » devant une valeur approximative.
approximate-value = Valeur approximative
# En-tête de colonne avec son unité : « Débit (Go/s) ».
column-with-unit = { $label } ({ $unit })
# Composant présent en plusieurs exemplaires : « 2 × Intel Xeon Gold 6150 ».
count-times = { $count } × { $item }

# Libellé d’une donnée et ses chiffres : « Intel Xeon Gold 6150 (2,7 GHz, 18 cœurs) ».
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

## Pagination

pagination-previous = Page précédente
pagination-next = Page suivante
page-of = Page { $current } sur { $total }

## Page introuvable

not-found-title = Page introuvable
not-found-text = La page que vous cherchez n’existe pas ou a été déplacée.
back-home = Retour à l’accueil

## Graphiques et classements
## Variables : $protocol, $workload, $metric, $load, $latency, $peak, $first, $value, $entry,
## $position, $name, $details (texte déjà formaté) ; $configs (noms déjà réunis) ;
## $series, $workloads, $vms, $count, $rank (nombres).

nav-protocols = Protocoles de test
# The compare page in the navigation: a name of its own, never the protocols' one.
nav-compare = Comparer des systèmes
rankings = Classements
protocol-facts = Déroulement du test
compare-protocol = Tous les résultats du protocole { $protocol }
# Titre d’un graphique précédé du banc d’essai : « HCIBench : IOPS par charge de travail… ».
chart-title-with-benchmark = { $benchmark } : { $title }
# Après la valeur d’un pic, au bout de sa barre : « 442 089 IOPS à 4,8 ms ».
chart-at-latency = à { $latency }
# À côté du sommet d’une courbe : « Pic : 442 089 IOPS à 4,8 ms ».
chart-peak = Pic : { $load } à { $latency }
chart-point-depth = QD{ $depth }
chart-point-jobs-depth = { $jobs } × QD{ $depth }
chart-point-jobs = { $jobs } { $jobs ->
    [one] tâche
   *[other] tâches
}
chart-load-curve-title = { $workload } : latence en fonction de la charge
# $peak est une configuration suivie de son chart-peak.
chart-load-curve-desc =
    Latence en fonction de la charge pour { $workload }, { $series ->
        [one] { $series } configuration
        [many] { $series } de configurations
       *[other] { $series } configurations
    }. Pic le plus élevé — { $peak }.
chart-matrix-title = { $metric } par charge de travail et par configuration
chart-matrix-desc =
    { $metric } des configurations { $configs } sur { $workloads ->
        [one] { $workloads } charge de travail
        [many] { $workloads } de charges de travail
       *[other] { $workloads } charges de travail
    }.
chart-per-vm-title = { $metric } par VM
chart-per-vm-desc =
    { $vms ->
        [one] { $metric } de l’unique VM.
       *[other] { $metric } de chacune des { $vms } VM.
    }
chart-per-vm-level = { $metric } des { $vms } VM : de { $low } à { $high }, dans la tolérance du test ({ $tolerance }), trop proches pour qu’un graphique montre une différence.
chart-ranking-title = { $metric } — { $protocol }
chart-ranking-title-workload = { $metric }, { $workload } — { $protocol }
# $count est le nombre de résultats classés.
chart-ranking-desc =
    { $count ->
        [one] Un seul résultat classé : { $first }, avec { $value }.
       *[other] { $first } arrive en tête sur { $count }, avec { $value }.
    }
higher-is-better = Plus la valeur est élevée, mieux c’est
lower-is-better = Plus la valeur est basse, mieux c’est
rank = Rang
entry = Système testé
# « 1er sur 3 », « 2e sur 4 ».
ranking-position =
    { $rank ->
        [1] { $rank }er
       *[other] { $rank }e
    } sur { $count }
ranking-sentence = { $entry } : { $position }
# Une configuration et ses paramètres : « Hybride (16 To, hors cache) ».
config-with-details = { $name } ({ $details })
chart-data = Données du graphique
chart-data-in-table = Les valeurs du graphique : tableau « { $table } »
# Under each result table of a review, before its CSV and JSON links.
download-data = Télécharger les données
# The review's downloadable results, as search engines and data catalogues list them (schema.org Dataset).
dataset-name = Résultats de « { $title } »
dataset-description = Tous les chiffres mesurés pour « { $title } » : { $tables ->
    [one] { $tables } tableau
   *[other] { $tables } tableaux
}, chacun en CSV et en JSON, avec les unités, le protocole de test, la plateforme et les configurations.

## Pages à imprimer
print-page-number = Page { $page } sur { $pages }
print-footer = { $site } · { $url } · état au { $date }
print-footer-undated = { $site } · { $url }
# On paper: the heading of the colophon's list of the addresses the links lead to.
print-links = Liens
# On a drive page: its print page, and its PDF.
print-version = Version imprimable
pdf-version = Télécharger le PDF
# The box on a printed review's first page: its summary, pros and cons.
verdict = Verdict

## Recherche
## $count est écrit par le script de la page de recherche (un nombre, sans formes de
## pluriel) ; $query est ce que le lecteur a tapé.

search = Rechercher
search-label = Rechercher dans les tests, les disques et les comparatifs
search-title = Recherche
search-no-js = La recherche a besoin de JavaScript, qui est désactivé dans votre navigateur. Toutes les pages sont aussi listées ici :
search-loading = Recherche en cours…
search-unavailable = La recherche n’a pas pu être chargée. Réessayez plus tard, ou parcourez les listes.
search-results = Résultats : { $count }
search-no-results = Aucun résultat pour « { $query } ».
search-filters = Affiner les résultats
search-clear-filters = Effacer les filtres
search-filter-kind = Type de page
search-filter-vendor = Fabricant
search-filter-interface = Interface
search-filter-form-factor = Format
search-filter-protocol = Protocole de test
search-filter-language = Langue du texte
search-kind-review = Test
search-kind-drive = Disque
search-kind-protocol = Protocole de test
search-more = Afficher plus de résultats

## Comparaisons : ce qu’un classement compare, et comment

system-class =
    { $class ->
        [drive] disques seuls
        [cluster] grappes de { $nodes } nœuds
        [array] baies de stockage
        [virtual-disk] disques virtuels
       *[other] systèmes de type non précisé
    }
ranking-explained =
    Compare : { $class }. { $metric } : { $better ->
        [lower] plus bas, c’est mieux.
       *[higher] plus haut, c’est mieux.
    }
protocol-variant = { $name } ({ $variant })
ranking-position-level = { $position }, à égalité avec { $others }
ranking-position-level-count = { $position }, à égalité avec { $others ->
        [one] un autre
       *[other] { $others } autres
    }
ranking-not-ranked = Compare : { $class }. { $metric } : non classé par ce test ; le meilleur en premier.
ranking-alone = Compare : { $class }. Le seul mesuré avec ce test : rien à quoi le comparer.
ranking-one-review = Compare : { $class } : configurations d’un seul test, non classées entre elles. { $metric } : { $better ->
        [lower] plus bas, c’est mieux.
       *[higher] plus haut, c’est mieux.
    }
chart-ranking-desc-level = { $first } est premier sur { $count }, à égalité avec { $others }, avec { $value }.
chart-ranking-desc-level-count = { $first } est premier sur { $count }, à égalité avec { $others ->
        [one] un autre
       *[other] { $others } autres
    }, avec { $value }.
chart-results-desc = { $count } résultats, non classés.
protocol-reviews = Tests ayant suivi ce protocole
protocol-results = Résultats avec ce protocole
protocols-count =
    { $count ->
        [one] { $count } protocole
       *[other] { $count } protocoles
    }
ranked-review = Test
ranked-drives = Disques
ranked-value = Résultat
# On a protocol page, the table of every result of a metric across its workloads, opened on demand.
ranked-entries-all = { $count ->
        [one] Le résultat, avec son test et ses disques
       *[other] Les { $count } résultats, avec leurs tests et leurs disques
    }

## Compare

compare-title = Comparer des systèmes
compare-drive-title = { $drive } face au meilleur de sa catégorie
compare-drive-summary = Pour chaque test qu’il partage avec des systèmes de sa catégorie, son résultat à côté du meilleur autre, et l’écart en pourcentage.
compare-class = Comparé avec : { $class }
compare-metric = Résultat
compare-other = Meilleur autre de sa catégorie
compare-difference = Écart
compare-difference-words = { $direction ->
        [higher] { $percent } plus haut
       *[lower] { $percent } plus bas
    } : { $verdict ->
        [better] mieux
        [worse] moins bien
        [unranked] non classé par ce test
       *[level] à égalité, dans la tolérance du test ({ $tolerance })
    }
compare-same = identique
compare-intro = Choisissez de deux à quatre disques ou systèmes de la même catégorie : leurs résultats à chaque test qu’ils partagent s’affichent côte à côte.
compare-best-of-class = Chaque disque face au meilleur de sa catégorie
compare-no-js = Choisir des systèmes demande JavaScript. La comparaison de chaque disque avec le meilleur de sa catégorie est listée plus haut.
compare-pick = Choisissez de deux à quatre systèmes
compare-none-shared = Les systèmes choisis n’ont aucun test en commun.
compare-none-shared-with = Aucun test en commun avec les systèmes choisis
# Under each system offered on the compare page: the tests it took part in, already joined.
compare-system-tests = Tests : { $tests }
compare-link = Comparer au meilleur de sa catégorie
# On review, drive and protocol pages: the compare page with their systems picked.
compare-with-others = Comparer avec d’autres systèmes

## Headline results, print titles, what to read next
# Above a drive's best measured figures (its page, the drive list, the home page).
headline-results = Résultats mesurés
# The classes of system a drive was measured in, already joined: "single drives".
tested-as = Systèmes testés : { $classes }
# The print page's title (and its PDF's): the drive's name and what the document holds.
print-page-title = { $title } : tests et résultats
# At the end of a review: its drives, their comparisons, the protocols' rankings, its tags.
where-next = Pour aller plus loin
