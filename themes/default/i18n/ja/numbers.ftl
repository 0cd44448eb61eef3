### Number words (Japanese), read by `iopress check` only: nothing is displayed with them. See
### docs/localization.md, "Number words". Japanese number words are not listed: its figures are
### written in digits (and myriads, which `check` reads from CLDR's compact forms).
### `number-about`: what Japanese writes before a figure it rounds (comma-separated): `約44万 IOPS`
### shows that figure to its last digit that is not a zero.

number-about = 約, およそ, ほぼ, 大体, ~
