# DapuStor Haishen3 H3100 のレビュー（content/reviews/dapustor-h3100）と
# 仕様表（content/drives/dapustor-h3100）のラベル。

## 仕様表の容量
label-h3100-800g = H3100 800 GB
label-h3100-1600g = H3100 1.6 TB
label-h3100-3200g = H3100 3.2 TB
label-h3100-6400g = H3100 6.4 TB

## ドライブの仕様
label-h3100-spec-seq-block = 公称シーケンシャル性能のブロックサイズ
label-h3100-spec-rand-block = 公称ランダム性能のブロックサイズ
label-h3100-lat-rand-read-4k = 標準レイテンシー（4K ランダム読み取り）
label-h3100-lat-rand-write-4k = 標準レイテンシー（4K ランダム書き込み）
label-h3100-lat-seq-read-4k = 標準レイテンシー（4K シーケンシャル読み取り）
label-h3100-lat-seq-write-4k = 標準レイテンシー（4K シーケンシャル書き込み）
