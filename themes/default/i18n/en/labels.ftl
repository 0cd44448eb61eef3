### Labels of data ids: column headers, workloads, configurations and the facts of rigs and drives.
### Short, table-header style. A site adds or overrides labels in its own i18n/<lang>/ folder.

## Columns and metrics

label-sku = SKU
label-model = Model
label-capacity = Capacity
label-endurance = Endurance
label-seq-read = Sequential read
label-seq-write = Sequential write
label-rand-read = Random read
label-rand-write = Random write
label-rand-mixed-70-30 = Random mixed 70/30
label-read-latency = Read latency
label-write-latency = Write latency
label-latency = Latency
label-power-idle = Idle power
label-power-active = Active power
label-workload = Workload
label-config = Configuration
label-vm = VM
label-tps = Transactions per second
label-latency-avg = Average latency
label-latency-p99 = 99th-percentile latency
label-latency-median = Median latency
label-latency-p99-9 = 99.9th-percentile latency
label-latency-p99-99 = 99.99th-percentile latency
label-latency-p99-999 = 99.999th-percentile latency
label-price = Price
label-price-per-tb = Price per TB
label-peak-iops = Peak IOPS
label-peak-latency = Latency at peak
label-sub-ms-until = Under 1 ms up to
label-bandwidth = Bandwidth
label-throughput = Throughput
label-iops = IOPS
label-read-throughput = Read throughput
label-write-throughput = Write throughput
label-read-iops = Read IOPS
label-write-iops = Write IOPS
label-render-time = Render time
label-tiles = Tiles
label-host-cpu = Host CPU
label-metric = Metric
label-value = Value
label-aggregate = Aggregate
label-profile = Profile
label-working-set = Working set
label-vms = VMs

## Workloads

label-rand-read-4k = 4K random read
label-rand-write-4k = 4K random write
label-seq-read-64k = 64K sequential read
label-seq-write-64k = 64K sequential write
label-seq-read-128k = 128K sequential read
label-seq-write-128k = 128K sequential write
label-seq-read-1024k = 1024K sequential read
label-seq-write-1024k = 1024K sequential write
label-seq-read-32k = 32K sequential read
label-seq-write-32k = 32K sequential write
label-rand-70-30-8k = 8K random 70/30
label-sql = SQL
label-sql-90-10 = SQL 90/10
label-sql-80-20 = SQL 80/20
label-oracle = Oracle
label-oracle-90-10 = Oracle 90/10
label-oracle-80-20 = Oracle 80/20
label-vdi-fc-boot = VDI full clone: boot
label-vdi-fc-initial-login = VDI full clone: initial login
label-vdi-fc-monday-login = VDI full clone: Monday login
label-vdi-lc-boot = VDI linked clone: boot
label-vdi-lc-initial-login = VDI linked clone: initial login
label-vdi-lc-monday-login = VDI linked clone: Monday login

## Configurations

label-dr-on = Data reduction on
label-dr-off = Data reduction off

## Facts of rigs and drives

label-nodes = Nodes
label-chassis = Chassis
label-server = Server
label-cpu = CPU
label-memory = Memory
label-cache-tier = Cache tier
label-capacity-tier = Capacity tier
label-boot-drive = Boot drive
label-network = Network
label-switch = Switch
label-hypervisor = Hypervisor
label-os = Operating system
label-storage-software = Storage software
label-raw-capacity = Raw capacity
label-usable-capacity = Usable capacity
label-disk-groups = Disk groups
label-form-factor = Form factor
label-interface = Interface
label-nand = NAND
label-controller = Controller
label-firmware = Firmware
label-power-loss-protection = Power-loss protection
label-encryption = Encryption
label-warranty = Warranty
label-uber = Uncorrectable bit error rate
label-mtbf = MTBF
label-afr = Annualized failure rate
label-supply-voltage = Supply voltage
label-power-operating = Operating power
label-operating-temp = Operating temperature
label-dimensions = Dimensions
label-weight = Weight
label-reviewed-capacity = Capacity reviewed
label-sister-model = Sister model
label-latency-typical = Typical latency
label-vendor = Vendor

## Rows and columns of results: per-VM ranges, load curves, range bounds

label-vm-min = Lowest VM
label-vm-max = Highest VM
label-load = Load
label-iodepth = Queue depth
label-jobs = Jobs
label-peak-throughput = Peak throughput
label-host-cpu-min = Host CPU, low end
label-host-cpu-max = Host CPU, high end

## Facts of protocols: how a test was run

label-scale = Database scale
label-clients = Virtual clients per VM
label-threads = Threads
label-duration = Duration
label-warm-up = Warm-up
label-sample-period = Sample period
label-data-disks = Data disks per VM
label-vcpus = vCPUs per VM
label-vm-memory = Memory per VM
label-ram-buffer = Database RAM buffer
label-database = Database
label-load-generator = Load generator
