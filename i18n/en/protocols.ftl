# Protocols (content/protocols.toml): display names, and the labels of their facts that the
# theme does not provide.

## Names
label-sqlserver-tpcc = SQL Server TPC-C
label-sysbench-oltp = Sysbench OLTP
label-vdbench = VDBench
label-hcibench = HCIBench
label-houdini = SideFX Houdini
label-vmmark = VMware VMmark

## Facts
label-sysbench-tables = Tables per database
label-sysbench-table-size = Rows per table
label-sysbench-thread-steps = Thread counts, one hour each
label-vdbench-threads-rand-read-4k = Threads, 4K random read
label-vdbench-threads-rand-write-4k = Threads, 4K random write
label-vdbench-threads-seq-read-64k = Threads, 64K sequential read
label-vdbench-threads-seq-write-64k = Threads, 64K sequential write
label-vdbench-iorate-max = I/O rate swept up to (share of the maximum)
label-vdbench-test-area = Test area (share of the filled drive)
label-hcibench-threads-seq = Threads per disk, sequential workloads
label-hcibench-threads-rand = Threads per disk, random workloads
label-houdini-phases = Maelstrom phases run (of five)

## fio (content/protocols.toml: fio-4k-random-qd-sweep)
label-fio-qd-sweep = fio 4K random, iodepth sweep
label-fio-load-generator = fio 3.33 (libaio, direct I/O)
label-fio-iodepths = I/O depths (one point each)
