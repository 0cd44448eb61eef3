### Number words (Chinese), read by `iopress check` only: nothing is displayed with them. See
### docs/localization.md, "Number words". Chinese number words are not listed: its figures are
### written in digits (and myriads, which `check` reads from CLDR's compact forms).
### `number-about`: what Chinese writes before a figure it rounds (comma-separated): `约 44 万 IOPS`
### shows that figure to its last digit that is not a zero.

number-about = 约, 大约, 近, 将近, 超过, 逾, ~

### `number-against`: what Chinese writes before the figure or name a comparison measures
### against, and `number-against-after`: what it writes after it (comma-separated): `相对于 9.98 GB/s，8.3 GB/s`.
### `iopress check` reads which figure each text compares against (docs/localization.md, "Number words").
number-against = 相对于, 相较于, 而不是, 而非
number-against-after = 相比
