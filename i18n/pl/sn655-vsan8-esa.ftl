## Labels of the review content/reviews/sn655-vsan8-esa and the drive content/drives/wd-sn655.

# Configurations of the HCIBench matrix: drives per node × storage policy
label-sn655-raid1-4ssd = RAID1, 4 dyski SSD na węzeł
label-sn655-raid5-4ssd = RAID5, 4 dyski SSD na węzeł
label-sn655-raid1-8ssd = RAID1, 8 dysków SSD na węzeł
label-sn655-raid5-8ssd = RAID5, 8 dysków SSD na węzeł

# Rig facts: the two drive layouts
label-sn655-drives-per-node-small = SN655 na węzeł, mniejsza konfiguracja
label-sn655-drives-total-small = SN655 w klastrze, mniejsza konfiguracja
label-sn655-drives-per-node-large = SN655 na węzeł, większa konfiguracja
label-sn655-drives-total-large = SN655 w klastrze, większa konfiguracja

# Rig facts: switch ports
label-sn655-switch-ports-qsfp28 = Porty przełącznika (QSFP28)
label-sn655-switch-ports-sfp = Porty przełącznika (SFP+)

# Rig facts: HCIBench deployment
label-sn655-hcibench-vms = Maszyny wirtualne HCIBench
label-sn655-hcibench-data-disks = Dyski danych na maszynę wirtualną
label-sn655-hcibench-vcpu = vCPU na maszynę wirtualną
label-sn655-hcibench-ram = Pamięć RAM na maszynę wirtualną
label-sn655-hcibench-duration = Czas trwania każdego obciążenia
label-sn655-hcibench-threads-seq = Wątki na dysk, obciążenia sekwencyjne
label-sn655-hcibench-threads-rand = Wątki na dysk, obciążenia losowe

# Drive facts (content/drives/wd-sn655)
label-sn655-ports = Porty
label-sn655-backward-compatible = Wstecznie zgodny z
