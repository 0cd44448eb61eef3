## Labels of the review content/reviews/sn655-vsan8-esa and the drive content/drives/wd-sn655.

# Configurations of the HCIBench matrix: one name; the storage policy and the drives per node are details
label-sn655-vsan8-esa = vSAN 8 U2 ESA on Ultrastar DC SN655
label-sn655-raid1 = RAID1 mirroring
label-sn655-raid5 = RAID5 erasure coding
label-sn655-4ssd-per-node = 4 SSDs per node
label-sn655-8ssd-per-node = 8 SSDs per node

# Rig facts: the two drive layouts
label-sn655-drives-per-node-small = SN655 per node, smaller layout
label-sn655-drives-total-small = SN655 in the cluster, smaller layout
label-sn655-drives-per-node-large = SN655 per node, larger layout
label-sn655-drives-total-large = SN655 in the cluster, larger layout

# Rig facts: switch ports
label-sn655-switch-ports-qsfp28 = Switch ports (QSFP28)
label-sn655-switch-ports-sfp = Switch ports (SFP+)

# Drive facts (content/drives/wd-sn655)
label-sn655-ports = Ports
label-sn655-backward-compatible = Backward compatible with
