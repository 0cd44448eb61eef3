# Ultrastar DC SN630 の vSAN レビュー（content/reviews/sn630-vsan）と
# SN630 の仕様表（content/drives/wd-sn630）のラベル。

## vSAN のデータ削減（重複排除と圧縮）
label-sn630-dr-on = vSAN 6.7 U1（データ削減：有効）
label-sn630-dr-off = vSAN 6.7 U1（データ削減：無効）

## SKU：読み取り重視型（RI）と混合用途型（MU）
label-sn630-ri-960 = 960 GB（読み取り重視型）
label-sn630-mu-800 = 800 GB（混合用途型）
label-sn630-ri-1920 = 1.92 TB（読み取り重視型）
label-sn630-mu-1600 = 1.6 TB（混合用途型）
label-sn630-ri-3840 = 3.84 TB（読み取り重視型）
label-sn630-mu-3200 = 3.2 TB（混合用途型）
label-sn630-ri-7680 = 7.68 TB（読み取り重視型）
label-sn630-mu-6400 = 6.4 TB（混合用途型）

## ドライブとテスト環境の項目
label-sn630-secure-firmware = ファームウェア認証
label-sn630-storage-policy = vSAN ストレージ ポリシー

## 語で書かれた値（データの `term = "…"`）
label-sn630-form-factor = U.2 2.5インチ
label-sn630-nand = Western Digital BiCS3 64層 3D TLC
label-sn630-encryption = インスタントセキュアイレース（ISE）
label-sn630-rig-network = Mellanox ConnectX-4、デュアルポート
