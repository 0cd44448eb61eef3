## Labels of the review content/reviews/vsan-62-all-flash and the drives content/drives/toshiba-px04shb040, toshiba-px04svb096.

# Configurations compared
label-vsan62-hybrid = Hybride
label-vsan62-af = 100 % flash
label-vsan62-af-dr = 100 % flash avec réduction de données
label-vsan62-prev-best-dr = Meilleur système à réduction de données testé auparavant

# SQL Server columns: the per-VM range
label-vsan62-tps-vm-min = VM la plus lente
label-vsan62-tps-vm-max = VM la plus rapide
label-vsan62-latency-vm-min = Latence minimale par VM
label-vsan62-latency-vm-max = Latence maximale par VM

# VMmark columns: the host CPU range
label-vsan62-host-cpu-low = CPU de l'hôte, bas de la plage
label-vsan62-host-cpu-high = CPU de l'hôte, haut de la plage

# HCIBench: does the working set fit in the cache?
label-vsan62-cache-fit = Cache
label-vsan62-in-cache = Tient dans le cache
label-vsan62-out-of-cache = Déborde du cache

# Rig facts: HCIBench deployment
label-vsan62-hcibench-vms = VM de charge HCIBench
label-vsan62-hcibench-vmdks = VMDK par VM
label-vsan62-hcibench-warmup = Préchauffage par test
label-vsan62-hcibench-sample = Période de mesure par test

# Drive spec sheets (content/drives/toshiba-px04s*)
label-px04s-class = Classe d'endurance
label-px04s-write-intensive = Écriture intensive
label-px04s-value-endurance = Endurance économique
