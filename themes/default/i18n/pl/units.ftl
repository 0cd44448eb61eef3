### Units (Polish): `unit-<key>` shows a value with its unit; `.symbol` is the unit
### alone, for column headers. `$value` is a number (plural variants follow CLDR rules).
### Liczbę od jednostki oddziela spacja nierozdzielająca (U+00A0); znak `%` piszemy bez odstępu.

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
        [one] { $value } rdzeń
        [few] { $value } rdzenie
        [many] { $value } rdzeni
       *[other] { $value } rdzenia
    }
    .symbol = rdzenie

unit-nodes =
    { $value ->
        [one] { $value } węzeł
        [few] { $value } węzły
        [many] { $value } węzłów
       *[other] { $value } węzła
    }
    .symbol = węzły

unit-vms =
    { $value ->
        [one] { $value } maszyna wirtualna
        [few] { $value } maszyny wirtualne
        [many] { $value } maszyn wirtualnych
       *[other] { $value } maszyny wirtualnej
    }
    .symbol = maszyny wirtualne

unit-tiles =
    { $value ->
        [one] { $value } kafelek
        [few] { $value } kafelki
        [many] { $value } kafelków
       *[other] { $value } kafelka
    }
    .symbol = kafelki

unit-years =
    { $value ->
        [one] { $value } rok
        [few] { $value } lata
        [many] { $value } lat
       *[other] { $value } roku
    }
    .symbol = lata

## A plain number. Its symbol is empty, so a column header shows the label alone.

unit-count = { $value }
    .symbol = {""}
