### Number words (Korean), read by `iopress check` only: nothing is displayed with them. See
### docs/localization.md, "Number words". Korean number words are not listed: its figures are
### written in digits (and myriads, which `check` reads from CLDR's compact forms).
### `number-about`: what Korean writes before a figure it rounds (comma-separated): `약 44만 IOPS`
### shows that figure to its last digit that is not a zero.

number-about = 약, 대략, 거의, ~
