### Units (Chinese, Simplified): `unit-<key>` shows a value with its unit; `.symbol` is the unit
### alone, for column headers. `$value` is a number (plural variants follow CLDR rules).
### 拉丁字母单位前用不换行空格（U+00A0）；%、°C、秒、小时和量词直接跟在数字后面。
### `.prose` 是正文里的其他写法（GB/秒、毫秒），iopress check 读取数字时使用。

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
    .prose = 微秒

unit-ms = { $value } ms
    .symbol = ms
    .prose = 毫秒

unit-s = { $value }秒
    .symbol = 秒

unit-h = { $value }小时
    .symbol = 小时

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

unit-cores = { $value }核
    .symbol = 核

unit-nodes = { $value }个节点
    .symbol = 节点

unit-vms = { $value } VM
    .symbol = VM

unit-tiles = { $value }个 Tile
    .symbol = Tile

unit-years = { $value }年
    .symbol = 年

## A plain number. Its symbol is empty, so a column header shows the label alone.
## `.prose`: the counters (量词) prose writes after a number of things (CLDR has none);
## iopress check reads `10 个` or `8 台` as a count of the source text's things.

unit-count = { $value }
    .symbol = {""}
    .prose = 个, 台, 块, 颗, 张, 条, 根, 套
