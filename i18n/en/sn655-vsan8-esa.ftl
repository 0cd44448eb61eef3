## Labels of the review content/reviews/sn655-vsan8-esa and the drive content/drives/wd-sn655.

# Configurations of the HCIBench matrix: drives per node × storage policy
label-sn655-raid1-4ssd = RAID1, 4 SSDs per node
label-sn655-raid5-4ssd = RAID5, 4 SSDs per node
label-sn655-raid1-8ssd = RAID1, 8 SSDs per node
label-sn655-raid5-8ssd = RAID5, 8 SSDs per node

# Rig facts: the two drive layouts
label-sn655-drives-per-node-small = SN655 per node, smaller layout
label-sn655-drives-total-small = SN655 in the cluster, smaller layout
label-sn655-drives-per-node-large = SN655 per node, larger layout
label-sn655-drives-total-large = SN655 in the cluster, larger layout

# Rig facts: switch ports
label-sn655-switch-ports-qsfp28 = Switch ports (QSFP28)
label-sn655-switch-ports-sfp = Switch ports (SFP+)

# Rig facts: HCIBench deployment
label-sn655-hcibench-vms = HCIBench worker VMs
label-sn655-hcibench-data-disks = Data disks per VM
label-sn655-hcibench-vcpu = vCPUs per VM
label-sn655-hcibench-ram = RAM per VM
label-sn655-hcibench-duration = Run time per workload
label-sn655-hcibench-threads-seq = Threads per disk, sequential workloads
label-sn655-hcibench-threads-rand = Threads per disk, random workloads

# Drive facts (content/drives/wd-sn655)
label-sn655-ports = Ports
label-sn655-backward-compatible = Backward compatible with
