### Units (Korean): `unit-<key>` shows a value with its unit; `.symbol` is the unit
### alone, for column headers. `$value` is a number (plural variants follow CLDR rules).
### 라틴 문자 단위 앞에는 줄바꿈 없는 공백(U+00A0)을 넣고, %, °C, 초, 시간, 단위 명사는 숫자에 붙여 쓴다.
### `.prose`는 본문에서 쓰는 다른 표기(밀리초, 마이크로초)로, iopress check가 숫자를 읽을 때 씁니다.

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

unit-s = { $value }초
    .symbol = 초

unit-h = { $value }시간
    .symbol = 시간

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

unit-celsius = { $value }°C
    .symbol = °C

unit-mm = { $value } mm
    .symbol = mm

unit-g = { $value } g
    .symbol = g

## Counted things (no plural forms in this language)

unit-cores = { $value }코어
    .symbol = 코어

unit-nodes = { $value }노드
    .symbol = 노드

unit-vms = { $value } VM
    .symbol = VM

unit-tiles = { $value }타일
    .symbol = 타일

unit-years = { $value }년
    .symbol = 년

## A plain number. Its symbol is empty, so a column header shows the label alone.
## `.prose`: the counters prose writes after a number of things (CLDR has none); iopress check
## reads `10개` or `8대` as a count of the source text's things.

unit-count = { $value }
    .symbol = {""}
    .prose = 개, 대, 장
