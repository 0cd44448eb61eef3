### Units (Spanish): `unit-<key>` shows a value with its unit; `.symbol` is the unit
### alone, for column headers. `$value` is a number (plural variants follow CLDR rules).
### Un espacio de no separación (U+00A0) separa el número de la unidad, también ante `%` y `°C`.

## Rates and counts

unit-iops = { $value } IOPS
    .symbol = IOPS

unit-kiops = { $value } kIOPS
    .symbol = kIOPS

unit-tps = { $value } TPS
    .symbol = TPS

unit-mb-per-s = { $value } MB/s
    .symbol = MB/s

unit-gb-per-s = { $value } GB/s
    .symbol = GB/s

unit-mib-per-s = { $value } MiB/s
    .symbol = MiB/s

unit-gib-per-s = { $value } GiB/s
    .symbol = GiB/s

unit-gbit-per-s = { $value } Gb/s
    .symbol = Gb/s

## Sizes

unit-kb = { $value } kB
    .symbol = kB

unit-mb = { $value } MB
    .symbol = MB

unit-gb = { $value } GB
    .symbol = GB

unit-tb = { $value } TB
    .symbol = TB

unit-pb = { $value } PB
    .symbol = PB

unit-eb = { $value } EB
    .symbol = EB

unit-kib = { $value } KiB
    .symbol = KiB

unit-mib = { $value } MiB
    .symbol = MiB

unit-gib = { $value } GiB
    .symbol = GiB

unit-tib = { $value } TiB
    .symbol = TiB

unit-pib = { $value } PiB
    .symbol = PiB

unit-eib = { $value } EiB
    .symbol = EiB

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
        [one] { $value } núcleo
        [many] { $value } de núcleos
       *[other] { $value } núcleos
    }
    .symbol = núcleos

unit-nodes =
    { $value ->
        [one] { $value } nodo
        [many] { $value } de nodos
       *[other] { $value } nodos
    }
    .symbol = nodos

unit-vms =
    { $value ->
        [one] { $value } VM
        [many] { $value } de VM
       *[other] { $value } VM
    }
    .symbol = VM

unit-tiles =
    { $value ->
        [one] { $value } tesela
        [many] { $value } de teselas
       *[other] { $value } teselas
    }
    .symbol = teselas

unit-years =
    { $value ->
        [one] { $value } año
        [many] { $value } de años
       *[other] { $value } años
    }
    .symbol = años

## A plain number. Its symbol is empty, so a column header shows the label alone.

unit-count = { $value }
    .symbol = {""}
