### Number words (Russian), read by `iopress check` only: nothing is displayed with them.
### `number-<n>` is how prose writes n before a noun (suggested where a number word stands in
### the place of the source's n); `.forms` lists the other forms a reader meets (genders,
### cases). `number-dozen` is the word for "dozen", which multiplies the number word before it.
### The word for one is left out: a count of one is seldom written, and in most languages the
### word is also the article. See docs/localization.md, "Number words".

number-2 = два
    .forms = две, двух, двум, двумя
number-3 = три
    .forms = трёх, трех, трём, трем, тремя
number-4 = четыре
    .forms = четырёх, четырех, четырём, четырем, четырьмя
number-5 = пять
    .forms = пяти, пятью
number-6 = шесть
    .forms = шести, шестью
number-7 = семь
    .forms = семи
number-8 = восемь
    .forms = восьми, восемью
number-9 = девять
    .forms = девяти, девятью
number-10 = десять
    .forms = десяти, десятью
number-11 = одиннадцать
    .forms = одиннадцати, одиннадцатью
number-12 = двенадцать
    .forms = двенадцати, двенадцатью
number-dozen = дюжина
    .forms = дюжины, дюжин

### `number-about`: what Russian writes before a figure it rounds (comma-separated; a phrase may
### have several words): `около 442 000 IOPS` shows that figure to its last digit that is not a zero.
number-about = около, примерно, приблизительно, порядка, почти, более, свыше, менее, ~

### `number-against`: what Russian writes before the figure or name a comparison measures
### against, and `number-against-after`: what it writes after it (comma-separated): `8,3 ГБ/с против 9,98 ГБ/с`.
### `iopress check` reads which figure each text compares against (docs/localization.md, "Number words").
number-against = против, по сравнению с, в сравнении с, вместо, относительно, versus, vs., vs
