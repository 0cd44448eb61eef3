## Labels of the review content/reviews/sn655-vsan8-esa and the drive content/drives/wd-sn655.

# Configurations of the HCIBench matrix: drives per node × storage policy
label-sn655-raid1-4ssd = RAID1・ノードあたり SSD 4 台
label-sn655-raid5-4ssd = RAID5・ノードあたり SSD 4 台
label-sn655-raid1-8ssd = RAID1・ノードあたり SSD 8 台
label-sn655-raid5-8ssd = RAID5・ノードあたり SSD 8 台

# Rig facts: the two drive layouts
label-sn655-drives-per-node-small = ノードあたりの SN655（小構成）
label-sn655-drives-total-small = クラスター全体の SN655（小構成）
label-sn655-drives-per-node-large = ノードあたりの SN655（大構成）
label-sn655-drives-total-large = クラスター全体の SN655（大構成）

# Rig facts: switch ports
label-sn655-switch-ports-qsfp28 = スイッチのポート（QSFP28）
label-sn655-switch-ports-sfp = スイッチのポート（SFP+）

# Rig facts: HCIBench deployment
label-sn655-hcibench-vms = HCIBench ワーカー VM
label-sn655-hcibench-data-disks = VM あたりのデータディスク
label-sn655-hcibench-vcpu = VM あたりの vCPU 数
label-sn655-hcibench-ram = VM あたりのメモリー
label-sn655-hcibench-duration = ワークロードごとの実行時間
label-sn655-hcibench-threads-seq = ディスクあたりのスレッド数（シーケンシャル）
label-sn655-hcibench-threads-rand = ディスクあたりのスレッド数（ランダム）

# Drive facts (content/drives/wd-sn655)
label-sn655-ports = ポート数
label-sn655-backward-compatible = 下位互換性
