### Units (French): `unit-<key>` shows a value with its unit; `.symbol` is the unit
### alone, for column headers. `$value` is a number (plural variants follow CLDR rules).
### Une espace insécable (U+00A0) sépare le nombre de l’unité, `%` et `°C` compris.

## Rates and counts

unit-iops = { $value } IOPS
    .symbol = IOPS

unit-kiops = { $value } kIOPS
    .symbol = kIOPS

unit-tps = { $value } TPS
    .symbol = TPS

unit-mb-per-s = { $value } Mo/s
    .symbol = Mo/s

unit-gb-per-s = { $value } Go/s
    .symbol = Go/s

unit-mib-per-s = { $value } Mio/s
    .symbol = Mio/s

unit-gib-per-s = { $value } Gio/s
    .symbol = Gio/s

unit-gbit-per-s = { $value } Gbit/s
    .symbol = Gbit/s

## Sizes

unit-kb = { $value } ko
    .symbol = ko

unit-mb = { $value } Mo
    .symbol = Mo

unit-gb = { $value } Go
    .symbol = Go

unit-tb = { $value } To
    .symbol = To

unit-pb = { $value } Po
    .symbol = Po

unit-eb = { $value } Eo
    .symbol = Eo

unit-kib = { $value } Kio
    .symbol = Kio

unit-mib = { $value } Mio
    .symbol = Mio

unit-gib = { $value } Gio
    .symbol = Gio

unit-tib = { $value } Tio
    .symbol = Tio

unit-pib = { $value } Pio
    .symbol = Pio

unit-eib = { $value } Eio
    .symbol = Eio

## Time

unit-us = { $value } µs
    .symbol = µs

unit-ms = { $value } ms
    .symbol = ms

unit-s = { $value } s
    .symbol = s

unit-h = { $value } h
    .symbol = h

## Power, frequency, endurance, physical

unit-w = { $value } W
    .symbol = W

unit-v = { $value } V
    .symbol = V

unit-ghz = { $value } GHz
    .symbol = GHz

unit-dwpd = { $value } DWPD
    .symbol = DWPD

unit-percent = { $value } %
    .symbol = %

unit-celsius = { $value } °C
    .symbol = °C

unit-mm = { $value } mm
    .symbol = mm

unit-g = { $value } g
    .symbol = g

## Counted things: plural forms

unit-cores =
    { $value ->
        [one] { $value } cœur
        [many] { $value } de cœurs
       *[other] { $value } cœurs
    }
    .symbol = cœurs

unit-nodes =
    { $value ->
        [one] { $value } nœud
        [many] { $value } de nœuds
       *[other] { $value } nœuds
    }
    .symbol = nœuds

unit-vms =
    { $value ->
        [one] { $value } VM
        [many] { $value } de VM
       *[other] { $value } VM
    }
    .symbol = VM

unit-tiles =
    { $value ->
        [one] { $value } tuile
        [many] { $value } de tuiles
       *[other] { $value } tuiles
    }
    .symbol = tuiles

unit-years =
    { $value ->
        [one] { $value } an
        [many] { $value } d’ans
       *[other] { $value } ans
    }
    .symbol = ans

## A plain number. Its symbol is empty, so a column header shows the label alone.

unit-count = { $value }
    .symbol = {""}
