## Labels of the review content/reviews/sn655-vsan8-esa and the drive content/drives/wd-sn655.

# Configurations of the HCIBench matrix: drives per node × storage policy
label-sn655-raid1-4ssd = RAID1, 4 SSD par nœud
label-sn655-raid5-4ssd = RAID5, 4 SSD par nœud
label-sn655-raid1-8ssd = RAID1, 8 SSD par nœud
label-sn655-raid5-8ssd = RAID5, 8 SSD par nœud

# Rig facts: the two drive layouts
label-sn655-drives-per-node-small = SN655 par nœud, petite configuration
label-sn655-drives-total-small = SN655 dans le cluster, petite configuration
label-sn655-drives-per-node-large = SN655 par nœud, grande configuration
label-sn655-drives-total-large = SN655 dans le cluster, grande configuration

# Rig facts: switch ports
label-sn655-switch-ports-qsfp28 = Ports du commutateur (QSFP28)
label-sn655-switch-ports-sfp = Ports du commutateur (SFP+)

# Rig facts: HCIBench deployment
label-sn655-hcibench-vms = VM de charge HCIBench
label-sn655-hcibench-data-disks = Disques de données par VM
label-sn655-hcibench-vcpu = vCPU par VM
label-sn655-hcibench-ram = Mémoire vive par VM
label-sn655-hcibench-duration = Durée par charge de travail
label-sn655-hcibench-threads-seq = Threads par disque, charges séquentielles
label-sn655-hcibench-threads-rand = Threads par disque, charges aléatoires

# Drive facts (content/drives/wd-sn655)
label-sn655-ports = Ports
label-sn655-backward-compatible = Rétrocompatible avec
