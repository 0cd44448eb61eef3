## Labels of the review content/reviews/vsan-62-all-flash and the drives content/drives/toshiba-px04shb040, toshiba-px04svb096.

# Configurations compared
label-vsan62-hybrid = ハイブリッド
label-vsan62-af = オールフラッシュ
label-vsan62-af-dr = オールフラッシュ（データ削減あり）
label-vsan62-prev-best-dr = 過去に検証した中で最良のデータ削減システム

# SQL Server columns: the per-VM range
label-vsan62-tps-vm-min = 最も遅い VM
label-vsan62-tps-vm-max = 最も速い VM
label-vsan62-latency-vm-min = VM 別レイテンシー（最小）
label-vsan62-latency-vm-max = VM 別レイテンシー（最大）

# VMmark columns: the host CPU range
label-vsan62-host-cpu-low = ホスト CPU 使用率（下限）
label-vsan62-host-cpu-high = ホスト CPU 使用率（上限）

# HCIBench: does the working set fit in the cache?
label-vsan62-cache-fit = キャッシュ
label-vsan62-in-cache = キャッシュに収まる
label-vsan62-out-of-cache = キャッシュからあふれる

# Rig facts: HCIBench deployment
label-vsan62-hcibench-vms = HCIBench ワーカー VM
label-vsan62-hcibench-vmdks = VM あたりの VMDK 数
label-vsan62-hcibench-warmup = テストごとのウォームアップ時間
label-vsan62-hcibench-sample = テストごとの計測時間

# Drive spec sheets (content/drives/toshiba-px04s*)
label-px04s-class = 耐久性クラス
label-px04s-write-intensive = 書き込み集中型
label-px04s-value-endurance = バリューエンデュランス
