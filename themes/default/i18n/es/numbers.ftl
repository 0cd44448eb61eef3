### Number words (Spanish), read by `iopress check` only: nothing is displayed with them.
### `number-<n>` is how prose writes n before a noun (suggested where a number word stands in
### the place of the source's n); `.forms` lists the other forms a reader meets (genders,
### cases). `number-dozen` is the word for "dozen", which multiplies the number word before it.
### The word for one is left out: a count of one is seldom written, and in most languages the
### word is also the article. See docs/localization.md, "Number words".

number-2 = dos
number-3 = tres
number-4 = cuatro
number-5 = cinco
number-6 = seis
number-7 = siete
number-8 = ocho
number-9 = nueve
number-10 = diez
number-11 = once
number-12 = doce
number-dozen = docena
    .forms = docenas

### `number-about`: what Spanish writes before a figure it rounds (comma-separated; a phrase may
### have several words): `unos 442.000 IOPS` shows that figure to its last digit that is not a zero.
number-about = unos, unas, alrededor de, en torno a, aproximadamente, aprox., cerca de, casi, más de, menos de, ~

### `number-against`: what Spanish writes before the figure or name a comparison measures
### against, and `number-against-after`: what it writes after it (comma-separated): `8,3 GB/s frente a 9,98 GB/s`.
### `iopress check` reads which figure each text compares against (docs/localization.md, "Number words").
number-against = frente a, contra, en comparación con, comparado con, comparada con, en lugar de, en vez de, respecto a, versus, vs., vs
