### Number words (Japanese), read by `iopress check` only: nothing is displayed with them. See
### docs/localization.md, "Number words". Japanese number words are not listed: its figures are
### written in digits (and myriads, which `check` reads from CLDR's compact forms).
### `number-about`: what Japanese writes before a figure it rounds (comma-separated): `約44万 IOPS`
### shows that figure to its last digit that is not a zero.

number-about = 約, およそ, ほぼ, 大体, ~

### `number-against`: what Japanese writes before the figure or name a comparison measures
### against, and `number-against-after`: what it writes after it (comma-separated): `9.98 GB/s に対して 8.3 GB/s`.
### `iopress check` reads which figure each text compares against (docs/localization.md, "Number words").
number-against-after = に対して, に対し, と比べて, と比べ, に比べて, に比べ, と比較して, ではなく, の代わりに
