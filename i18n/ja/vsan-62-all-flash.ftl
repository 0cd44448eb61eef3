## Labels of the review content/reviews/vsan-62-all-flash and the drives content/drives/toshiba-px04shb040, toshiba-px04svb096.

# Configurations compared: their names also stand in the protocol rankings
label-vsan62-hybrid = 同じクラスターの以前の VSAN ハイブリッド構成
label-vsan62-af = VSAN 6.2 オールフラッシュ
label-vsan62-af-dr = データ削減を有効にした VSAN 6.2 オールフラッシュ
label-vsan62-prev-best-dr = 過去に検証した中で最良のデータ削減システム（オールフラッシュ アレイの前段に置いた重複排除アプライアンス）

# Details of the HCIBench configurations, after the working set: does it fit in the cache?
label-vsan62-in-cache = キャッシュに収まる
label-vsan62-out-of-cache = キャッシュからあふれる

# Drive spec sheets (content/drives/toshiba-px04s*)
label-px04s-class = 耐久性クラス
label-px04s-write-intensive = 書き込み集中型
label-px04s-value-endurance = バリューエンデュランス
