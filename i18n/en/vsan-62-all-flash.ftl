## Labels of the review content/reviews/vsan-62-all-flash and the drives content/drives/toshiba-px04shb040, toshiba-px04svb096.

# Configurations compared
label-vsan62-hybrid = Hybrid
label-vsan62-af = All-flash
label-vsan62-af-dr = All-flash with data reduction
label-vsan62-prev-best-dr = Best data-reducing system tested before

# SQL Server columns: the per-VM range
label-vsan62-tps-vm-min = Slowest VM
label-vsan62-tps-vm-max = Fastest VM
label-vsan62-latency-vm-min = Lowest VM latency
label-vsan62-latency-vm-max = Highest VM latency

# VMmark columns: the host CPU range
label-vsan62-host-cpu-low = Host CPU, low end
label-vsan62-host-cpu-high = Host CPU, high end

# HCIBench: does the working set fit in the cache?
label-vsan62-cache-fit = Cache
label-vsan62-in-cache = Fits in cache
label-vsan62-out-of-cache = Spills out of cache

# Rig facts: HCIBench deployment
label-vsan62-hcibench-vms = HCIBench worker VMs
label-vsan62-hcibench-vmdks = VMDKs per VM
label-vsan62-hcibench-warmup = Warm-up per test
label-vsan62-hcibench-sample = Sample period per test

# Drive spec sheets (content/drives/toshiba-px04s*)
label-px04s-class = Endurance class
label-px04s-write-intensive = Write-intensive
label-px04s-value-endurance = Value endurance
