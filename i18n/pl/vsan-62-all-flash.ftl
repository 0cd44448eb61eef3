## Labels of the review content/reviews/vsan-62-all-flash and the drives content/drives/toshiba-px04shb040, toshiba-px04svb096.

# Configurations compared
label-vsan62-hybrid = Hybrydowa
label-vsan62-af = All-flash
label-vsan62-af-dr = All-flash z redukcją danych
label-vsan62-prev-best-dr = Najlepszy wcześniej testowany system z redukcją danych

# SQL Server columns: the per-VM range
label-vsan62-tps-vm-min = Najwolniejsza maszyna wirtualna
label-vsan62-tps-vm-max = Najszybsza maszyna wirtualna
label-vsan62-latency-vm-min = Najniższe opóźnienie maszyny wirtualnej
label-vsan62-latency-vm-max = Najwyższe opóźnienie maszyny wirtualnej

# VMmark columns: the host CPU range
label-vsan62-host-cpu-low = Obciążenie CPU hosta, dolna granica
label-vsan62-host-cpu-high = Obciążenie CPU hosta, górna granica

# HCIBench: does the working set fit in the cache?
label-vsan62-cache-fit = Pamięć podręczna
label-vsan62-in-cache = Mieści się w pamięci podręcznej
label-vsan62-out-of-cache = Wykracza poza pamięć podręczną

# Rig facts: HCIBench deployment
label-vsan62-hcibench-vms = Maszyny wirtualne HCIBench
label-vsan62-hcibench-vmdks = Dyski VMDK na maszynę wirtualną
label-vsan62-hcibench-warmup = Rozgrzewka przed każdym testem
label-vsan62-hcibench-sample = Okres pomiaru w każdym teście

# Drive spec sheets (content/drives/toshiba-px04s*)
label-px04s-class = Klasa wytrzymałości
label-px04s-write-intensive = Do intensywnego zapisu
label-px04s-value-endurance = Ekonomiczna wytrzymałość
