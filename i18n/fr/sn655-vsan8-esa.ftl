## Labels of the review content/reviews/sn655-vsan8-esa and the drive content/drives/wd-sn655.

# Configurations of the HCIBench matrix: one name; the storage policy and the drives per node are details
label-sn655-vsan8-esa = vSAN 8 U2 ESA sur Ultrastar DC SN655
label-sn655-raid1 = RAID1 en miroir
label-sn655-raid5 = RAID5 par codage à effacement
label-sn655-4ssd-per-node = 4 SSD par nœud
label-sn655-8ssd-per-node = 8 SSD par nœud

# Rig facts: the two drive layouts
label-sn655-drives-per-node-small = SN655 par nœud, petite configuration
label-sn655-drives-total-small = SN655 dans le cluster, petite configuration
label-sn655-drives-per-node-large = SN655 par nœud, grande configuration
label-sn655-drives-total-large = SN655 dans le cluster, grande configuration

# Rig facts: switch ports
label-sn655-switch-ports-qsfp28 = Ports du commutateur (QSFP28)
label-sn655-switch-ports-sfp = Ports du commutateur (SFP+)

# Drive facts (content/drives/wd-sn655)
label-sn655-ports = Ports
label-sn655-backward-compatible = Rétrocompatible avec
