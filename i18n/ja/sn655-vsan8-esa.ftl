## Labels of the review content/reviews/sn655-vsan8-esa and the drive content/drives/wd-sn655.

# Configurations of the HCIBench matrix: one name; the storage policy and the drives per node are details
label-sn655-vsan8-esa = Ultrastar DC SN655 搭載の vSAN 8 U2 ESA
label-sn655-raid1 = RAID1 ミラーリング
label-sn655-raid5 = RAID5 イレージャーコーディング
label-sn655-4ssd-per-node = ノードあたり SSD 4 台
label-sn655-8ssd-per-node = ノードあたり SSD 8 台

# Rig facts: the two drive layouts
label-sn655-drives-per-node-small = ノードあたりの SN655（小構成）
label-sn655-drives-total-small = クラスター全体の SN655（小構成）
label-sn655-drives-per-node-large = ノードあたりの SN655（大構成）
label-sn655-drives-total-large = クラスター全体の SN655（大構成）

# Rig facts: switch ports
label-sn655-switch-ports-qsfp28 = スイッチのポート（QSFP28）
label-sn655-switch-ports-sfp = スイッチのポート（SFP+）

# Drive facts (content/drives/wd-sn655)
label-sn655-ports = ポート数
label-sn655-backward-compatible = 下位互換性
