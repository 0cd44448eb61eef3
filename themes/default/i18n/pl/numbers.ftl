### Number words (Polish), read by `iopress check` only: nothing is displayed with them.
### `number-<n>` is how prose writes n before a noun (suggested where a number word stands in
### the place of the source's n); `.forms` lists the other forms a reader meets (genders,
### cases). `number-dozen` is the word for "dozen", which multiplies the number word before it.
### The word for one is left out: a count of one is seldom written, and in most languages the
### word is also the article. See docs/localization.md, "Number words".

number-2 = dwa
    .forms = dwie, dwaj, dwóch, dwu, dwom, dwoma
number-3 = trzy
    .forms = trzej, trzech, trzem, trzema
number-4 = cztery
    .forms = czterej, czterech, czterem, czterema
number-5 = pięć
    .forms = pięciu, pięcioma
number-6 = sześć
    .forms = sześciu, sześcioma
number-7 = siedem
    .forms = siedmiu, siedmioma
number-8 = osiem
    .forms = ośmiu, ośmioma
number-9 = dziewięć
    .forms = dziewięciu, dziewięcioma
number-10 = dziesięć
    .forms = dziesięciu, dziesięcioma
number-11 = jedenaście
    .forms = jedenastu, jedenastoma
number-12 = dwanaście
    .forms = dwunastu, dwunastoma
number-dozen = tuzin
    .forms = tuziny, tuzinów

### `number-about`: what Polish writes before a figure it rounds (comma-separated; a phrase may
### have several words): `około 442 000 IOPS` shows that figure to its last digit that is not a zero.
number-about = około, ok., prawie, niemal, blisko, ponad, przeszło, mniej więcej, ~

### `number-against`: what Polish writes before the figure or name a comparison measures
### against, and `number-against-after`: what it writes after it (comma-separated): `8,3 GB/s wobec 9,98 GB/s`.
### `iopress check` reads which figure each text compares against (docs/localization.md, "Number words").
number-against = wobec, w porównaniu z, w porównaniu do, zamiast, kontra, versus, vs., vs
