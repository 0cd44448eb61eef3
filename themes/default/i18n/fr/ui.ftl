### Textes de l’interface du thème par défaut (français).
### Variables : $language (nom d’une langue), $by (une entreprise), $date (date déjà formatée),
### $authors (noms déjà réunis), $count, $current, $total (nombres), $protocol, $rig, $tag,
### $label, $unit, $item (texte).
### Espace insécable (U+00A0) avant « : » et à l’intérieur des guillemets.

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

not-translated = Cette page n’a pas encore été traduite en français ; voici sa version originale ({ $language }).
draft = Brouillon

## Transparence : qui a financé le test

disclosure-heading = Transparence
disclosure-sponsored = Ce test est sponsorisé par { $by }.
disclosure-commissioned = Ce test a été réalisé à la demande de { $by }.
disclosure-independent = Ce test est indépendant : aucun fabricant ne l’a financé ni ne l’a lu avant sa publication.

## Métadonnées

published-on = Publié le { $date }
updated-on = Mis à jour le { $date }
by-authors = Par { $authors }
# Un libellé suivi de sa valeur (« Disques testés : … »).
field-label = { $label } :

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

protocol = Protocole : { $protocol }
measured-on = Mesuré sur { $rig }
# Texte lu par les lecteurs d’écran pour une cellule vide.
not-measured = Non mesuré
# Infobulle du « ~ » devant une valeur approximative.
approximate-value = Valeur approximative
# En-tête de colonne avec son unité : « Débit (Go/s) ».
column-with-unit = { $label } ({ $unit })
# Composant présent en plusieurs exemplaires : « 2 × Intel Xeon Gold 6150 ».
count-times = { $count } × { $item }

## Pagination

pagination-previous = Page précédente
pagination-next = Page suivante
page-of = Page { $current } sur { $total }

## Page introuvable

not-found-title = Page introuvable
not-found-text = La page que vous cherchez n’existe pas ou a été déplacée.
back-home = Retour à l’accueil
