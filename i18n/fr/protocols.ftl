# Protocoles (content/protocols.toml) : noms affichés, et libellés de leurs caractéristiques
# que le thème ne fournit pas.

## Noms
label-sqlserver-tpcc = SQL Server TPC-C
label-sysbench-oltp = Sysbench OLTP
label-vdbench = VDBench
label-hcibench = HCIBench
label-houdini = SideFX Houdini
label-vmmark = VMware VMmark

## Caractéristiques
label-sysbench-tables = Tables par base
label-sysbench-table-size = Lignes par table
label-sysbench-thread-steps = Nombres de threads, une heure chacun
label-vdbench-threads-rand-read-4k = Threads, lecture aléatoire 4K
label-vdbench-threads-rand-write-4k = Threads, écriture aléatoire 4K
label-vdbench-threads-seq-read-64k = Threads, lecture séquentielle 64K
label-vdbench-threads-seq-write-64k = Threads, écriture séquentielle 64K
label-vdbench-iorate-max = Débit d’E/S balayé jusqu’à (part du maximum)
label-vdbench-test-area = Zone de test (part du disque rempli)
label-hcibench-threads-seq = Threads par disque, charges séquentielles
label-hcibench-threads-rand = Threads par disque, charges aléatoires
label-houdini-phases = Phases de Maelstrom exécutées (sur cinq)

## fio (content/protocols.toml: fio-4k-random-qd-sweep)
label-fio-qd-sweep = fio 4K aléatoire, balayage de profondeur de file
label-fio-load-generator = fio 3.33 (libaio, E/S directes)
label-fio-iodepths = Profondeurs de file (un point chacune)
