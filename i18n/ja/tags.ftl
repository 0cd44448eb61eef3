# タグ（日本語）。
label-enterprise-ssd = エンタープライズSSD
label-virtual-disk = 仮想ディスク
label-lab = ラボ測定
label-all-flash = オールフラッシュ
label-data-reduction = データ削減
