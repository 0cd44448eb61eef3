### Units (Russian): `unit-<key>` shows a value with its unit; `.symbol` is the unit
### alone, for column headers. `$value` is a number (plural variants follow CLDR rules).
### Число от единицы отделяет неразрывный пробел (U+00A0), в том числе перед `%` и `°C`, как
### требуют ГОСТ 8.417 и CLDR. Обозначения русские (ГБ, МБ/с, ГиБ, мс, Вт), кроме IOPS, TPS и DWPD.
### `.prose` — другие написания, которые встречаются в русском тексте (Гбайт, МБ/сек, шт.); ничего
### с ними не показывается, iopress check читает с ними числа.

## Rates and counts

unit-iops = { $value } IOPS
    .symbol = IOPS

unit-kiops = { $value } kIOPS
    .symbol = kIOPS

unit-tps = { $value } TPS
    .symbol = TPS

unit-mb-per-s = { $value } МБ/с
    .symbol = МБ/с
    .prose = Мбайт/с, МБ/сек, Мбайт/сек

unit-gb-per-s = { $value } ГБ/с
    .symbol = ГБ/с
    .prose = Гбайт/с, ГБ/сек, Гбайт/сек

unit-mib-per-s = { $value } МиБ/с
    .symbol = МиБ/с
    .prose = Мибайт/с, МиБ/сек

unit-gib-per-s = { $value } ГиБ/с
    .symbol = ГиБ/с
    .prose = Гибайт/с, ГиБ/сек

unit-gbit-per-s = { $value } Гбит/с
    .symbol = Гбит/с
    .prose = Гбит/сек

## Sizes

unit-kb = { $value } КБ
    .symbol = КБ
    .prose = Кбайт, кбайт

unit-mb = { $value } МБ
    .symbol = МБ
    .prose = Мбайт

unit-gb = { $value } ГБ
    .symbol = ГБ
    .prose = Гбайт

unit-tb = { $value } ТБ
    .symbol = ТБ
    .prose = Тбайт

unit-pb = { $value } ПБ
    .symbol = ПБ
    .prose = Пбайт

unit-eb = { $value } ЭБ
    .symbol = ЭБ
    .prose = Эбайт

unit-kib = { $value } КиБ
    .symbol = КиБ
    .prose = Кибайт

unit-mib = { $value } МиБ
    .symbol = МиБ
    .prose = Мибайт

unit-gib = { $value } ГиБ
    .symbol = ГиБ
    .prose = Гибайт

unit-tib = { $value } ТиБ
    .symbol = ТиБ
    .prose = Тибайт

unit-pib = { $value } ПиБ
    .symbol = ПиБ
    .prose = Пибайт

unit-eib = { $value } ЭиБ
    .symbol = ЭиБ
    .prose = Эибайт

## Time

unit-us = { $value } мкс
    .symbol = мкс

unit-ms = { $value } мс
    .symbol = мс

unit-s = { $value } с
    .symbol = с
    .prose = сек

unit-h = { $value } ч
    .symbol = ч

## Power, frequency, endurance, physical

unit-w = { $value } Вт
    .symbol = Вт

unit-v = { $value } В
    .symbol = В

unit-ghz = { $value } ГГц
    .symbol = ГГц

unit-dwpd = { $value } DWPD
    .symbol = DWPD

unit-percent = { $value } %
    .symbol = %

unit-celsius = { $value } °C
    .symbol = °C

unit-mm = { $value } мм
    .symbol = мм

unit-g = { $value } г
    .symbol = г

## Counted things: plural forms (one = 1, 21…; few = 2–4, 22–24…; many = 0, 5–20, 25…; other = дробные)

unit-cores =
    { $value ->
        [one] { $value } ядро
        [few] { $value } ядра
        [many] { $value } ядер
       *[other] { $value } ядра
    }
    .symbol = ядра

unit-nodes =
    { $value ->
        [one] { $value } узел
        [few] { $value } узла
        [many] { $value } узлов
       *[other] { $value } узла
    }
    .symbol = узлы

# «ВМ» не склоняется: 1 ВМ, 2 ВМ, 8 ВМ.
unit-vms = { $value } ВМ
    .symbol = ВМ

unit-tiles =
    { $value ->
        [one] { $value } тайл
        [few] { $value } тайла
        [many] { $value } тайлов
       *[other] { $value } тайла
    }
    .symbol = тайлы

unit-years =
    { $value ->
        [one] { $value } год
        [few] { $value } года
        [many] { $value } лет
       *[other] { $value } года
    }
    .symbol = лет

## A plain number. Its symbol is empty, so a column header shows the label alone.
## `.prose`: «шт.», which Russian spec lists write after a number of things (`8 шт.`); iopress
## check reads it as a count, to be matched with a count of the source text.

unit-count = { $value }
    .symbol = {""}
    .prose = шт.
