# Protokoły (content/protocols.toml): nazwy wyświetlane i etykiety ich parametrów, których
# nie zapewnia motyw.

## Nazwy
label-sqlserver-tpcc = SQL Server TPC-C
label-sysbench-oltp = Sysbench OLTP
label-vdbench = VDBench
label-hcibench = HCIBench
label-houdini = SideFX Houdini
label-vmmark = VMware VMmark

## Parametry
label-sysbench-tables = Liczba tabel w bazie
label-sysbench-table-size = Liczba wierszy w tabeli
label-sysbench-thread-steps = Kolejne liczby wątków, po godzinie każda
label-vdbench-threads-rand-read-4k = Wątki, odczyt losowy 4K
label-vdbench-threads-rand-write-4k = Wątki, zapis losowy 4K
label-vdbench-threads-seq-read-64k = Wątki, odczyt sekwencyjny 64K
label-vdbench-threads-seq-write-64k = Wątki, zapis sekwencyjny 64K
label-vdbench-iorate-max = Natężenie I/O zwiększane do (odsetek maksimum)
label-vdbench-test-area = Obszar testowy (odsetek pojemności zapełnionego dysku)
label-hcibench-threads-seq = Wątki na dysk, obciążenia sekwencyjne
label-hcibench-threads-rand = Wątki na dysk, obciążenia losowe
label-houdini-phases = Uruchomione etapy Maelstrom (z pięciu)

## fio (content/protocols.toml: fio-4k-random-qd-sweep)
label-fio-qd-sweep = fio 4K losowo, przegląd głębokości kolejki
label-fio-load-generator = fio 3.33 (libaio, bezpośrednie I/O)
label-fio-iodepths = Głębokości kolejki (po jednym punkcie)
