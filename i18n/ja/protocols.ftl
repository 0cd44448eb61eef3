# プロトコル（content/protocols.toml）：表示名と、テーマにない項目のラベル。

## 名前
label-sqlserver-tpcc = SQL Server TPC-C
label-sysbench-oltp = Sysbench OLTP
label-vdbench = VDBench
label-hcibench = HCIBench
label-houdini = SideFX Houdini
label-vmmark = VMware VMmark

## 項目
label-sysbench-tables = データベースあたりのテーブル数
label-sysbench-table-size = テーブルあたりの行数
label-sysbench-thread-steps = スレッド数（各段階 1 時間）
label-vdbench-threads-rand-read-4k = スレッド数（4K ランダム読み取り）
label-vdbench-threads-rand-write-4k = スレッド数（4K ランダム書き込み）
label-vdbench-threads-seq-read-64k = スレッド数（64K シーケンシャル読み取り）
label-vdbench-threads-seq-write-64k = スレッド数（64K シーケンシャル書き込み）
label-vdbench-iorate-max = I/O レートの掃引上限（最大値に対する割合）
label-vdbench-test-area = テスト領域（データで満たしたドライブに対する割合）
label-hcibench-threads-seq = ディスクあたりのスレッド数（シーケンシャル）
label-hcibench-threads-rand = ディスクあたりのスレッド数（ランダム）
label-houdini-phases = 実行した Maelstrom のフェーズ（全 5 フェーズ中）

## fio (content/protocols.toml: fio-4k-random-qd-sweep)
label-fio-qd-sweep = fio 4K ランダム、キュー深度スイープ
label-fio-load-generator = fio 3.33（libaio、ダイレクト I/O）
label-fio-iodepths = キュー深度（各1ポイント）
