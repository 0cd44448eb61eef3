# Protocolos (content/protocols.toml): nombres visibles y etiquetas de sus características
# que el tema no incluye.

## Nombres
label-sqlserver-tpcc = SQL Server TPC-C
label-sysbench-oltp = Sysbench OLTP
label-vdbench = VDBench
label-hcibench = HCIBench
label-houdini = SideFX Houdini
label-vmmark = VMware VMmark

## Características
label-sysbench-tables = Tablas por base de datos
label-sysbench-table-size = Filas por tabla
label-sysbench-thread-steps = Número de hilos, una hora cada uno
label-vdbench-threads-rand-read-4k = Hilos, lectura aleatoria 4K
label-vdbench-threads-rand-write-4k = Hilos, escritura aleatoria 4K
label-vdbench-threads-seq-read-64k = Hilos, lectura secuencial 64K
label-vdbench-threads-seq-write-64k = Hilos, escritura secuencial 64K
label-vdbench-iorate-max = Tasa de E/S barrida hasta (fracción del máximo)
label-vdbench-test-area = Zona de prueba (fracción de la unidad llena)
label-hcibench-threads-seq = Hilos por disco, cargas secuenciales
label-hcibench-threads-rand = Hilos por disco, cargas aleatorias
label-houdini-phases = Fases de Maelstrom ejecutadas (de cinco)

## fio (content/protocols.toml: fio-4k-random-qd-sweep)
label-fio-qd-sweep = fio 4K aleatorio, barrido de profundidad de cola
label-fio-load-generator = fio 3.33 (libaio, E/S directa)
label-fio-iodepths = Profundidades de cola (un punto cada una)
