### Number words (Italian), read by `iopress check` only: nothing is displayed with them.
### `number-<n>` is how prose writes n before a noun (suggested where a number word stands in
### the place of the source's n); `.forms` lists the other forms a reader meets (genders,
### cases). `number-dozen` is the word for "dozen", which multiplies the number word before it.
### The word for one is left out: a count of one is seldom written, and in most languages the
### word is also the article. See docs/localization.md, "Number words".

number-2 = due
number-3 = tre
number-4 = quattro
number-5 = cinque
number-6 = sei
number-7 = sette
number-8 = otto
number-9 = nove
number-10 = dieci
number-11 = undici
number-12 = dodici
number-dozen = dozzina
    .forms = dozzine

### `number-about`: what Italian writes before a figure it rounds (comma-separated; a phrase may
### have several words): `circa 442.000 IOPS` shows that figure to its last digit that is not a zero.
number-about = circa, quasi, oltre, più di, meno di, intorno a, all'incirca, pressappoco, ~

### `number-against`: what Italian writes before the figure or name a comparison measures
### against, and `number-against-after`: what it writes after it (comma-separated): `8,3 GB/s contro 9,98 GB/s`.
### `iopress check` reads which figure each text compares against (docs/localization.md, "Number words").
number-against = contro, rispetto a, rispetto al, rispetto ai, rispetto alla, rispetto alle, a fronte di, invece di, anziché, al posto di, versus, vs., vs
