## Labels of the review content/reviews/sn655-vsan8-esa and the drive content/drives/wd-sn655.

# Configurations of the HCIBench matrix: drives per node × storage policy
label-sn655-raid1-4ssd = RAID1, 4 SSD por nodo
label-sn655-raid5-4ssd = RAID5, 4 SSD por nodo
label-sn655-raid1-8ssd = RAID1, 8 SSD por nodo
label-sn655-raid5-8ssd = RAID5, 8 SSD por nodo

# Rig facts: the two drive layouts
label-sn655-drives-per-node-small = SN655 por nodo, configuración pequeña
label-sn655-drives-total-small = SN655 en el clúster, configuración pequeña
label-sn655-drives-per-node-large = SN655 por nodo, configuración grande
label-sn655-drives-total-large = SN655 en el clúster, configuración grande

# Rig facts: switch ports
label-sn655-switch-ports-qsfp28 = Puertos del switch (QSFP28)
label-sn655-switch-ports-sfp = Puertos del switch (SFP+)

# Rig facts: HCIBench deployment
label-sn655-hcibench-vms = VM de carga de HCIBench
label-sn655-hcibench-data-disks = Discos de datos por VM
label-sn655-hcibench-vcpu = vCPU por VM
label-sn655-hcibench-ram = RAM por VM
label-sn655-hcibench-duration = Duración por carga de trabajo
label-sn655-hcibench-threads-seq = Hilos por disco, cargas secuenciales
label-sn655-hcibench-threads-rand = Hilos por disco, cargas aleatorias

# Drive facts (content/drives/wd-sn655)
label-sn655-ports = Puertos
label-sn655-backward-compatible = Retrocompatible con
