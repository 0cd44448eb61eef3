### Number words (Korean), read by `iopress check` only: nothing is displayed with them. See
### docs/localization.md, "Number words". Korean number words are not listed: its figures are
### written in digits (and myriads, which `check` reads from CLDR's compact forms).
### `number-about`: what Korean writes before a figure it rounds (comma-separated): `약 44만 IOPS`
### shows that figure to its last digit that is not a zero.

number-about = 약, 대략, 거의, ~

### `number-against`: what Korean writes before the figure or name a comparison measures
### against, and `number-against-after`: what it writes after it (comma-separated): `9.98 GB/s 대비 8.3 GB/s`.
### `iopress check` reads which figure each text compares against (docs/localization.md, "Number words").
number-against-after = 대비, 에 비해, 에 비해서, 와 비교해, 과 비교해, 와 비교하여, 과 비교하여, 대신, 이 아닌, 가 아닌
