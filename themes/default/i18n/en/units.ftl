### Units (English): `unit-<key>` shows a value with its unit; `.symbol` is the unit
### alone, for column headers. `$value` is a number (plural variants follow CLDR rules).
### A no-break space (U+00A0) separates number and unit so they never wrap apart; in English `%` follows the number directly
### (a language that writes `50 %` puts a no-break space before it: docs/localization.md).
### `.words` (optional): the unit's name in words, as prose says "a terabyte" or "one millisecond";
### `iopress check` reads a translation's `1 TB` as the source's "a terabyte" by it. Nothing is displayed with it.

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

unit-kb = { $value } KB
    .symbol = KB
    .words = kilobyte

unit-mb = { $value } MB
    .symbol = MB
    .words = megabyte

unit-gb = { $value } GB
    .symbol = GB
    .words = gigabyte

unit-tb = { $value } TB
    .symbol = TB
    .words = terabyte

unit-pb = { $value } PB
    .symbol = PB
    .words = petabyte

unit-eb = { $value } EB
    .symbol = EB

unit-kib = { $value } KiB
    .symbol = KiB
    .words = kibibyte

unit-mib = { $value } MiB
    .symbol = MiB
    .words = mebibyte

unit-gib = { $value } GiB
    .symbol = GiB
    .words = gibibyte

unit-tib = { $value } TiB
    .symbol = TiB
    .words = tebibyte

unit-pib = { $value } PiB
    .symbol = PiB

unit-eib = { $value } EiB
    .symbol = EiB

## Time

unit-us = { $value } µs
    .symbol = µs
    .words = microsecond

unit-ms = { $value } ms
    .symbol = ms
    .words = millisecond

unit-s = { $value } s
    .symbol = s
    .words = second

unit-h = { $value } h
    .symbol = h
    .words = hour

## Power, frequency, endurance, physical

unit-w = { $value } W
    .symbol = W
    .words = watt

unit-v = { $value } V
    .symbol = V

unit-ghz = { $value } GHz
    .symbol = GHz

unit-dwpd = { $value } DWPD
    .symbol = DWPD

unit-percent = { $value }%
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
        [one] { $value } core
       *[other] { $value } cores
    }
    .symbol = cores

unit-nodes =
    { $value ->
        [one] { $value } node
       *[other] { $value } nodes
    }
    .symbol = nodes

unit-vms =
    { $value ->
        [one] { $value } VM
       *[other] { $value } VMs
    }
    .symbol = VMs

unit-tiles =
    { $value ->
        [one] { $value } tile
       *[other] { $value } tiles
    }
    .symbol = tiles

unit-years =
    { $value ->
        [one] { $value } year
       *[other] { $value } years
    }
    .symbol = years

## A plain number. Its symbol is empty, so a column header shows the label alone.

unit-count = { $value }
    .symbol = {""}
