## Labels of the review content/reviews/vsan-62-all-flash and the drives content/drives/toshiba-px04shb040, toshiba-px04svb096.

# Configurations compared
label-vsan62-hybrid = Híbrida
label-vsan62-af = Todo flash
label-vsan62-af-dr = Todo flash con reducción de datos
label-vsan62-prev-best-dr = Mejor sistema con reducción de datos probado antes

# SQL Server columns: the per-VM range
label-vsan62-tps-vm-min = VM más lenta
label-vsan62-tps-vm-max = VM más rápida
label-vsan62-latency-vm-min = Latencia mínima por VM
label-vsan62-latency-vm-max = Latencia máxima por VM

# VMmark columns: the host CPU range
label-vsan62-host-cpu-low = CPU del host, extremo inferior
label-vsan62-host-cpu-high = CPU del host, extremo superior

# HCIBench: does the working set fit in the cache?
label-vsan62-cache-fit = Caché
label-vsan62-in-cache = Cabe en la caché
label-vsan62-out-of-cache = Desborda la caché

# Rig facts: HCIBench deployment
label-vsan62-hcibench-vms = VM de carga de HCIBench
label-vsan62-hcibench-vmdks = VMDK por VM
label-vsan62-hcibench-warmup = Precalentamiento por prueba
label-vsan62-hcibench-sample = Periodo de muestra por prueba

# Drive spec sheets (content/drives/toshiba-px04s*)
label-px04s-class = Clase de resistencia
label-px04s-write-intensive = Escritura intensiva
label-px04s-value-endurance = Resistencia económica
