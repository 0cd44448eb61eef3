## Labels of the review content/reviews/sn655-vsan8-esa and the drive content/drives/wd-sn655.

# Configurations of the HCIBench matrix: one name; the storage policy and the drives per node are details
label-sn655-vsan8-esa = vSAN 8 U2 ESA con Ultrastar DC SN655
label-sn655-raid1 = RAID1 en espejo
label-sn655-raid5 = RAID5 con codificación de borrado
label-sn655-4ssd-per-node = 4 SSD por nodo
label-sn655-8ssd-per-node = 8 SSD por nodo

# Rig facts: the two drive layouts
label-sn655-drives-per-node-small = SN655 por nodo, configuración pequeña
label-sn655-drives-total-small = SN655 en el clúster, configuración pequeña
label-sn655-drives-per-node-large = SN655 por nodo, configuración grande
label-sn655-drives-total-large = SN655 en el clúster, configuración grande

# Rig facts: switch ports
label-sn655-switch-ports-qsfp28 = Puertos del switch (QSFP28)
label-sn655-switch-ports-sfp = Puertos del switch (SFP+)

# Drive facts (content/drives/wd-sn655)
label-sn655-ports = Puertos
label-sn655-backward-compatible = Retrocompatible con
