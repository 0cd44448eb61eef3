### Number words (Portuguese), read by `iopress check` only: nothing is displayed with them.
### `number-<n>` is how prose writes n before a noun (suggested where a number word stands in
### the place of the source's n); `.forms` lists the other forms a reader meets (genders,
### cases). `number-dozen` is the word for "dozen", which multiplies the number word before it.
### The word for one is left out: a count of one is seldom written, and in most languages the
### word is also the article. See docs/localization.md, "Number words".

number-2 = dois
    .forms = duas
number-3 = três
number-4 = quatro
number-5 = cinco
number-6 = seis
number-7 = sete
number-8 = oito
number-9 = nove
number-10 = dez
number-11 = onze
number-12 = doze
number-dozen = dúzia
    .forms = dúzias

### `number-about`: what Portuguese writes before a figure it rounds (comma-separated; a phrase may
### have several words): `cerca de 442.000 IOPS` shows that figure to its last digit that is not a zero.
number-about = cerca de, aproximadamente, aprox., quase, uns, umas, por volta de, mais de, menos de, ~

### `number-against`: what Portuguese writes before the figure or name a comparison measures
### against, and `number-against-after`: what it writes after it (comma-separated): `8,3 GB/s contra 9,98 GB/s`.
### `iopress check` reads which figure each text compares against (docs/localization.md, "Number words").
number-against = contra, frente a, face a, em comparação com, comparado com, comparada com, em vez de, ao invés de, versus, vs., vs
