### Number words (German), read by `iopress check` only: nothing is displayed with them.
### `number-<n>` is how prose writes n before a noun (suggested where a number word stands in
### the place of the source's n); `.forms` lists the other forms a reader meets (genders,
### cases). `number-dozen` is the word for "dozen", which multiplies the number word before it.
### The word for one is left out: a count of one is seldom written, and in most languages the
### word is also the article. See docs/localization.md, "Number words".

number-2 = zwei
    .forms = zweier, zweien
number-3 = drei
    .forms = dreier, dreien
number-4 = vier
    .forms = vieren
number-5 = fünf
    .forms = fünfen
number-6 = sechs
number-7 = sieben
number-8 = acht
number-9 = neun
number-10 = zehn
number-11 = elf
number-12 = zwölf
number-dozen = Dutzend
    .forms = Dutzende

### `number-about`: what German writes before a figure it rounds (comma-separated; a phrase may
### have several words): `etwa 442.000 IOPS` shows that figure to its last digit that is not a zero.
number-about = etwa, rund, ca., circa, zirka, ungefähr, annähernd, gut, knapp, fast, beinahe, über, mehr als, weniger als, ~

### `number-against`: what German writes before the figure or name a comparison measures
### against, and `number-against-after`: what it writes after it (comma-separated): `8,3 GB/s gegenüber 9,98 GB/s`.
### `iopress check` reads which figure each text compares against (docs/localization.md, "Number words").
number-against = gegenüber, gegen, im Vergleich zu, im Vergleich mit, verglichen mit, statt, anstatt, anstelle von, versus, vs., vs
