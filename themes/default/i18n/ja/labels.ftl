### データIDのラベル：列見出し、ワークロード、構成、テスト環境とドライブの仕様。
### Short, table-header style. A site adds or overrides labels in its own i18n/<lang>/ folder.

## Columns and metrics

label-sku = 型番
label-model = モデル
label-capacity = 容量
label-endurance = 耐久性
label-seq-read = シーケンシャルリード
label-seq-write = シーケンシャルライト
label-rand-read = ランダムリード
label-rand-write = ランダムライト
label-rand-mixed-70-30 = ランダム混合 70/30
label-read-latency = リードレイテンシ
label-write-latency = ライトレイテンシ
label-latency = レイテンシ
label-power-idle = アイドル時消費電力
label-power-active = アクティブ時消費電力
label-workload = ワークロード
label-config = 構成
label-vm = VM
label-tps = 毎秒トランザクション数
label-latency-avg = 平均レイテンシ
label-latency-p99 = 99パーセンタイルレイテンシ
label-latency-median = 中央値レイテンシ
label-latency-p99-9 = 99.9パーセンタイルレイテンシ
label-latency-p99-99 = 99.99パーセンタイルレイテンシ
label-latency-p99-999 = 99.999パーセンタイルレイテンシ
label-price = 価格
label-price-per-tb = TBあたりの価格
label-peak-iops = ピークIOPS
label-peak-latency = ピーク時レイテンシ
label-sub-ms-until = 1 ms未満の上限
label-bandwidth = 帯域幅
label-throughput = スループット
label-iops = IOPS
label-read-throughput = リードスループット
label-write-throughput = ライトスループット
label-read-iops = リードIOPS
label-write-iops = ライトIOPS
label-render-time = レンダリング時間
label-tiles = タイル数
label-host-cpu = ホストCPU
label-metric = 指標
label-value = 値
label-aggregate = 合計
label-profile = プロファイル
label-working-set = ワーキングセット
label-vms = VM数

## Workloads

label-rand-read-4k = 4Kランダムリード
label-rand-write-4k = 4Kランダムライト
label-seq-read-64k = 64Kシーケンシャルリード
label-seq-write-64k = 64Kシーケンシャルライト
label-seq-read-128k = 128Kシーケンシャルリード
label-seq-write-128k = 128Kシーケンシャルライト
label-seq-read-1024k = 1024Kシーケンシャルリード
label-seq-write-1024k = 1024Kシーケンシャルライト
label-seq-read-32k = 32Kシーケンシャルリード
label-seq-write-32k = 32Kシーケンシャルライト
label-rand-70-30-8k = 8Kランダム 70/30
label-sql = SQL
label-sql-90-10 = SQL 90/10
label-sql-80-20 = SQL 80/20
label-oracle = Oracle
label-oracle-90-10 = Oracle 90/10
label-oracle-80-20 = Oracle 80/20
label-vdi-fc-boot = VDIフルクローン：起動
label-vdi-fc-initial-login = VDIフルクローン：初回ログイン
label-vdi-fc-monday-login = VDIフルクローン：月曜ログイン
label-vdi-lc-boot = VDIリンククローン：起動
label-vdi-lc-initial-login = VDIリンククローン：初回ログイン
label-vdi-lc-monday-login = VDIリンククローン：月曜ログイン

## Configurations

label-dr-on = データ削減オン
label-dr-off = データ削減オフ

## Facts of rigs and drives

label-nodes = ノード数
label-chassis = シャーシ
label-server = サーバー
label-cpu = CPU
label-memory = メモリ
label-cache-tier = キャッシュ層
label-capacity-tier = キャパシティ層
label-boot-drive = ブートドライブ
label-network = ネットワーク
label-switch = スイッチ
label-hypervisor = ハイパーバイザー
label-os = OS
label-storage-software = ストレージソフトウェア
label-raw-capacity = 物理容量
label-usable-capacity = 使用可能容量
label-disk-groups = ディスクグループ
label-form-factor = フォームファクター
label-interface = インターフェイス
label-nand = NANDフラッシュ
label-controller = コントローラー
label-firmware = ファームウェア
label-power-loss-protection = 電源喪失保護
label-encryption = 暗号化
label-warranty = 保証期間
label-uber = 訂正不能ビットエラー率
label-mtbf = MTBF
label-afr = 年間故障率
label-supply-voltage = 電源電圧
label-power-operating = 動作時消費電力
label-operating-temp = 動作温度
label-dimensions = 寸法
label-weight = 重量
label-reviewed-capacity = レビュー対象の容量
label-sister-model = 姉妹モデル
label-latency-typical = 標準レイテンシ
label-vendor = ベンダー

## Rows and columns of results: per-VM ranges, load curves, range bounds

label-vm-min = VM最小値
label-vm-max = VM最大値
label-load = 負荷
label-iodepth = キュー深度
label-jobs = ジョブ数
label-peak-throughput = ピークスループット
label-host-cpu-min = ホストCPU（下限）
label-host-cpu-max = ホストCPU（上限）

## Facts of protocols: how a test was run

label-scale = データベース規模
label-clients = VMあたりの仮想クライアント数
label-threads = スレッド数
label-duration = テスト時間
label-warm-up = ウォームアップ
label-sample-period = 計測時間
label-data-disks = VMあたりのデータディスク数
label-vcpus = VMあたりのvCPU数
label-vm-memory = VMあたりのメモリ
label-ram-buffer = データベースのRAMバッファ
label-database = データベース
label-load-generator = 負荷生成ツール
