## Labels of the review content/reviews/sn655-vsan8-esa and the drive content/drives/wd-sn655.

# Configurations of the HCIBench matrix: one name; the storage policy and the drives per node are details
label-sn655-vsan8-esa = vSAN 8 U2 ESA na dyskach Ultrastar DC SN655
label-sn655-raid1 = RAID1 z kopią lustrzaną
label-sn655-raid5 = RAID5 z kodowaniem wymazującym
label-sn655-4ssd-per-node = 4 dyski SSD na węzeł
label-sn655-8ssd-per-node = 8 dysków SSD na węzeł

# Rig facts: the two drive layouts
label-sn655-drives-per-node-small = SN655 na węzeł, mniejsza konfiguracja
label-sn655-drives-total-small = SN655 w klastrze, mniejsza konfiguracja
label-sn655-drives-per-node-large = SN655 na węzeł, większa konfiguracja
label-sn655-drives-total-large = SN655 w klastrze, większa konfiguracja

# Rig facts: switch ports
label-sn655-switch-ports-qsfp28 = Porty przełącznika (QSFP28)
label-sn655-switch-ports-sfp = Porty przełącznika (SFP+)

# Drive facts (content/drives/wd-sn655)
label-sn655-ports = Porty
label-sn655-backward-compatible = Zgodność wsteczna
