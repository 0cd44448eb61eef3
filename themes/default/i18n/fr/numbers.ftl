### Number words (French), read by `iopress check` only: nothing is displayed with them.
### `number-<n>` is how prose writes n before a noun (suggested where a number word stands in
### the place of the source's n); `.forms` lists the other forms a reader meets (genders,
### cases). `number-dozen` is the word for "dozen", which multiplies the number word before it.
### The word for one is left out: a count of one is seldom written, and in most languages the
### word is also the article. See docs/localization.md, "Number words".

number-2 = deux
number-3 = trois
number-4 = quatre
number-5 = cinq
number-6 = six
number-7 = sept
number-8 = huit
number-9 = neuf
number-10 = dix
number-11 = onze
number-12 = douze
number-dozen = douzaine
    .forms = douzaines

### `number-about`: what French writes before a figure it rounds (comma-separated; a phrase may
### have several words): `environ 442 000 IOPS` shows that figure to its last digit that is not a zero.
number-about = environ, env., près de, presque, autour de, approximativement, quelque, plus de, moins de, ~

### `number-against`: what French writes before the figure or name a comparison measures
### against, and `number-against-after`: what it writes after it (comma-separated): `8,3 Go/s contre 9,98 Go/s`.
### `iopress check` reads which figure each text compares against (docs/localization.md, "Number words").
number-against = contre, face à, par rapport à, comparé à, comparée à, en comparaison de, au lieu de, plutôt que, versus, vs., vs
