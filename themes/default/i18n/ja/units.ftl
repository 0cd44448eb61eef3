### Units (Japanese): `unit-<key>` shows a value with its unit; `.symbol` is the unit
### alone, for column headers. `$value` is a number (plural variants follow CLDR rules).
### `.prose` は本文で使われる別の書き方（GB/秒、ミリ秒）で、iopress check が数値を読むときに使います。
### 英字の単位の前にはノーブレークスペース（U+00A0）を入れ、%、°C、秒、時間、助数詞は数字に続けて書く。

## Rates and counts

unit-iops = { $value } IOPS
    .symbol = IOPS

unit-kiops = { $value } kIOPS
    .symbol = kIOPS

unit-tps = { $value } TPS
    .symbol = TPS

unit-mb-per-s = { $value } MB/s
    .symbol = MB/s
    .prose = MB/秒

unit-gb-per-s = { $value } GB/s
    .symbol = GB/s
    .prose = GB/秒

unit-mib-per-s = { $value } MiB/s
    .symbol = MiB/s
    .prose = MiB/秒

unit-gib-per-s = { $value } GiB/s
    .symbol = GiB/s
    .prose = GiB/秒

unit-gbit-per-s = { $value } Gb/s
    .symbol = Gb/s
    .prose = Gb/秒, Gbps

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
    .prose = マイクロ秒

unit-ms = { $value } ms
    .symbol = ms
    .prose = ミリ秒

unit-s = { $value }秒
    .symbol = 秒

unit-h = { $value }時間
    .symbol = 時間

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

## Counted things: plural forms

unit-cores = { $value }コア
    .symbol = コア

unit-nodes = { $value }ノード
    .symbol = ノード

unit-vms = { $value } VM
    .symbol = VM

unit-tiles = { $value }タイル
    .symbol = タイル

unit-years = { $value }年
    .symbol = 年

## A plain number. Its symbol is empty, so a column header shows the label alone.
## `.prose`: the counters prose writes after a number of things (CLDR has none); iopress check
## reads `10 個` or `8 台` as a count, to be matched with a count of the source text (ten drives,
## 8 hosts), not with a version or a size.

unit-count = { $value }
    .symbol = {""}
    .prose = 個, つ, 台, 基, 本, 枚, 件, ポート, スロット, ソケット
