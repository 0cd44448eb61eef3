### デフォルトテーマのUI文字列（日本語）。
### 変数：$language（言語名）、$by（企業名）、$date（書式化済みの日付）、$authors（連結済みの著者名）、
### $count、$current、$total（数値）、$protocol、$rig、$tag、$label、$unit、$item（テキスト）。
### 日本語には複数形がないため、数のメッセージは「other」だけで書く。

## サイト共通

skip-to-content = 本文へスキップ
main-navigation = メインナビゲーション
menu = メニュー
breadcrumb = パンくずリスト
nav-home = ホーム
nav-reviews = レビュー
nav-drives = ドライブ
language-switcher = 言語
translations-available = 他の言語で読む
feed = Atomフィード
footer-built-with = iopressで構築

## ページの注記

# 読者の言語の本文がないページを一覧に示すときの言語の表示。
in-language = { $language }
in-language-en = 英語
in-language-fr = フランス語
in-language-pl = ポーランド語
in-language-es = スペイン語
in-language-ja = 日本語
in-language-de = ドイツ語
in-language-it = イタリア語
in-language-pt = ポルトガル語
in-language-zh = 中国語
in-language-ko = 韓国語
in-language-ru = ロシア語
# 言語切り替えで、このページにまだその言語の本文がないことを示す。
switcher-untranslated = 未翻訳
not-translated = このページはまだ日本語に翻訳されていません。原文（{ $language }）で表示しています。
draft = 下書き

## 開示事項（レビューの費用負担）

disclosure-heading = 開示事項
disclosure-sponsored = このレビューは{ $by }の協賛を受けています。
disclosure-commissioned = このレビューは{ $by }の依頼により実施しました。
disclosure-independent = このレビューは独立したもので、メーカーからの資金提供や公開前の確認は受けていません。

## メタデータ

published-on = { $date }公開
updated-on = { $date }更新
by-authors = 執筆：{ $authors }
# ラベルの後に値が続く形（「レビュー対象のドライブ：…」）。
field-label = { $label }：

## 件数

reviews-count = { $count }件のレビュー
drives-count = { $count }台のドライブ

## セクションと見出し

pros = 長所
cons = 短所
test-rig = テスト環境
results = 結果
spec-sheet = 仕様表
drive-facts = 主な仕様
drives-reviewed = レビュー対象のドライブ
reviews-of-drive = このドライブのレビュー
no-reviews-yet = レビューはまだありません。
tags = タグ
all-tags = すべてのタグ
reviews-tagged = タグ「{ $tag }」のレビュー
latest-reviews = 最新のレビュー
all-drives = すべてのドライブ
all-reviews = すべてのレビュー
read-review = レビューを読む
table-of-contents = 目次
footnotes = 脚注

## 結果の表

protocol = テスト手順：{ $protocol }
measured-on = 測定環境：{ $rig }
# 空のセルでスクリーンリーダーが読み上げる文。
not-measured = 未測定
# 概算値の前の「~」のツールチップ。
approximate-value = 概算値
# 単位付きの列見出し：「スループット（GB/s）」。
column-with-unit = { $label }（{ $unit }）
# 複数搭載された部品：「2 × Intel Xeon Gold 6150」。
count-times = { $count } × { $item }

# データの文言とその数値：「Intel Xeon Gold 6150（2.7 GHz、18 コア）」。
fact-with-figures = { $text }（{ $figures }）
# A range of one quantity, CLDR's range pattern: "0–78 °C".
value-range = { $from }～{ $to }
# A lower bound, a figure or more, as spec sheets rate power or endurance: "≥ 40 W".
value-at-least = { $value }以上
# An upper bound, a figure or less: "≤ 5 W".
value-at-most = { $value }以下
# An object's dimensions: "100.45 × 69.85 × 7 mm".
value-times = { $a } × { $b }
# Measures of different things: "2.7 GHz, 18 cores".
value-then = { $a }、{ $b }
# A figure and what it measures: "10.75 W (read)".
value-qualified = { $value }（{ $qualifier }）

## ページ送り

pagination-previous = 前のページ
pagination-next = 次のページ
page-of = { $current }/{ $total }ページ

## ページが見つかりません

not-found-title = ページが見つかりません
not-found-text = お探しのページは存在しないか、移動した可能性があります。
back-home = ホームに戻る

## グラフとランキング
## 変数：$protocol、$workload、$metric、$load、$latency、$peak、$first、$value、$entry、$position、
## $name、$details（書式化済みのテキスト）、$configs（連結済みの名前）、
## $series、$workloads、$vms、$count、$rank（数値）。

nav-protocols = テスト手順
# The compare page in the navigation: a name of its own, never the protocols' one.
nav-compare = システムを比較
rankings = ランキング
protocol-facts = テストの実施方法
compare-protocol = { $protocol }のすべての結果
# ベンチマーク名を前に付けたグラフのタイトル：「HCIBench：ワークロード別・構成別のIOPS」。
chart-title-with-benchmark = { $benchmark }：{ $title }
# ピーク値の後ろ（棒の先）に付く遅延：「442,089 IOPS（4.8 ms）」。
chart-at-latency = （{ $latency }）
# 曲線のピークの注記：「ピーク：4.8 msで442,089 IOPS」。
chart-peak = ピーク：{ $latency }で{ $load }
chart-point-depth = QD{ $depth }
chart-point-jobs-depth = { $jobs } × QD{ $depth }
chart-point-jobs = { $jobs } ジョブ
chart-load-curve-title = { $workload }：負荷に対するレイテンシ
# $peakは構成名とそのchart-peak。
chart-load-curve-desc = { $workload }の負荷に対するレイテンシ（{ $series }構成）。最も高いピーク：{ $peak }。
chart-matrix-title = ワークロード別・構成別の{ $metric }
chart-matrix-desc = { $workloads }種類のワークロードにおける{ $configs }の{ $metric }。
chart-per-vm-title = VMごとの{ $metric }
chart-per-vm-desc = { $vms }台のVMそれぞれの{ $metric }。
chart-per-vm-level = { $vms }台のVMの{ $metric }は{ $low }から{ $high }で、テストの許容差（{ $tolerance }）以内です。差が小さすぎるため、グラフでは示せません。
chart-ranking-title = { $metric }（{ $protocol }）
chart-ranking-title-workload = { $workload }の{ $metric }（{ $protocol }）
# $countはランキングの件数。
chart-ranking-desc = { $first }が{ $value }で{ $count }件中1位。
higher-is-better = 高いほど良い
lower-is-better = 低いほど良い
rank = 順位
entry = テスト対象
# 「3件中1位」。
ranking-position = { $count }件中{ $rank }位
ranking-sentence = { $entry }：{ $position }
# パラメーター付きの構成名：「ハイブリッド（16 TB、キャッシュなし）」。
config-with-details = { $name }（{ $details }）
chart-data = グラフのデータ
chart-data-in-table = グラフの数値：表「{ $table }」
# Under each result table of a review, before its CSV and JSON links.
download-data = データのダウンロード
# The review's downloadable results, as search engines and data catalogues list them (schema.org Dataset).
dataset-name = 「{ $title }」の結果
dataset-description = 「{ $title }」で測定したすべての数値：{ $tables }件の表を、それぞれCSVとJSONで。単位、テストプロトコル、テスト環境、構成を含みます。

## 印刷用ページ
print-page-number = { $page } / { $pages } ページ
print-footer = { $site } · { $url } · { $date } 時点
print-footer-undated = { $site } · { $url }
# On paper: the heading of the colophon's list of the addresses the links lead to.
print-links = リンク
# On a drive page: its print page, and its PDF.
print-version = 印刷用ページ
pdf-version = PDF をダウンロード
# The box on a printed review's first page: its summary, pros and cons.
verdict = 評価

## 検索
## $count は検索ページのスクリプトが数字で埋める（複数形の区別なし）。$query は読者が入力した語句。

search = 検索
search-label = レビュー、ドライブ、比較を検索
search-title = 検索
search-no-js = 検索には JavaScript が必要ですが、お使いのブラウザーでは無効になっています。すべてのページは次の一覧からもご覧いただけます：
search-loading = 検索しています…
search-unavailable = 検索を読み込めませんでした。時間をおいて再度お試しいただくか、一覧をご覧ください。
search-results = 検索結果：{ $count } 件
search-no-results = 「{ $query }」に一致するページは見つかりませんでした。
search-filters = 結果を絞り込む
search-clear-filters = 絞り込みを解除
search-filter-kind = ページの種類
search-filter-vendor = ベンダー
search-filter-interface = インターフェイス
search-filter-form-factor = フォームファクター
search-filter-protocol = テストプロトコル
search-filter-language = 本文の言語
search-kind-review = レビュー
search-kind-drive = ドライブ
search-kind-protocol = テスト手順
search-more = さらに表示

## 比較：ランキングが比べるもの、その方法

system-class =
    { $class ->
        [drive] 単体ドライブ
        [cluster] { $nodes }ノードのクラスター
        [array] ストレージアレイ
        [virtual-disk] 仮想ディスク
       *[other] 種類の記載がないシステム
    }
ranking-explained =
    { $class }の比較。{ $metric }：{ $better ->
        [lower] 低いほど良い。
       *[higher] 高いほど良い。
    }
protocol-variant = { $name }（{ $variant }）
ranking-position-level = { $position }（{ $others }と同等）
ranking-position-level-count = { $position }（ほか{ $others }件と同等）
ranking-not-ranked = { $class }の比較。{ $metric }：このテストでは順位を付けない（良い順に表示）。
ranking-alone = { $class }の比較。このテストで測定されたのはこれだけで、比べる相手がない。
ranking-one-review = { $class }の比較：1件のレビューの構成どうしで、順位は付けない。{ $metric }：{ $better ->
        [lower] 低いほど良い。
       *[higher] 高いほど良い。
    }
chart-ranking-desc-level = { $count }件中、{ $first }が{ $others }と並んで1位（{ $value }）。
chart-ranking-desc-level-count = { $count }件中、{ $first }がほか{ $others }件と並んで1位（{ $value }）。
chart-results-desc = { $count }件の結果（順位なし）。
protocol-reviews = このテストを行ったレビュー
protocol-results = このテストの結果
protocols-count = { $count }件のプロトコル
ranked-review = レビュー
ranked-drives = ドライブ
ranked-value = 結果
# On a protocol page, the table of every result of a metric across its workloads, opened on demand.
ranked-entries-all = 全{ $count }件の結果（レビューとドライブ付き）

## Compare

compare-title = システムを比較
compare-drive-title = { $drive }と同クラス最上位の比較
compare-drive-summary = 同じクラスのシステムと共通する各テストについて、その結果と他で最も良い結果、そして差（パーセント）。
compare-class = 比較対象：{ $class }
compare-metric = 結果
compare-other = 同クラスで最も良い他の結果
compare-difference = 差
compare-difference-words = { $direction ->
        [higher] { $percent }高い
       *[lower] { $percent }低い
    }：{ $verdict ->
        [better] 良い
        [worse] 悪い
        [unranked] このテストでは順位を付けない
       *[level] 同等（テストの許容差{ $tolerance }以内）
    }
compare-same = 同じ
compare-intro = 同じクラスのドライブまたはシステムを2～4件選ぶと、共通する各テストの結果が並んで表示されます。
compare-best-of-class = 各ドライブと同クラス最上位の比較
compare-no-js = システムを選ぶにはJavaScriptが必要です。各ドライブと同クラス最上位との比較は上に一覧があります。
compare-pick = システムを2～4件選んでください
compare-none-shared = 選んだシステムに共通のテストはありません。
compare-none-shared-with = 選んだシステムと共通のテストがない
# Under each system offered on the compare page: the tests it took part in, already joined.
compare-system-tests = テスト：{ $tests }
compare-link = 同クラス最上位と比較
# On review, drive and protocol pages: the compare page with their systems picked.
compare-with-others = 他のシステムと並べて比較

## Headline results, print titles, what to read next
# Above a drive's best measured figures (its page, the drive list, the home page).
headline-results = 測定結果
# The classes of system a drive was measured in, already joined: "single drives".
tested-as = 試験対象：{ $classes }
# The print page's title (and its PDF's): the drive's name and what the document holds.
print-page-title = { $title }：レビューと測定結果
# At the end of a review: its drives, their comparisons, the protocols' rankings, its tags.
where-next = 次に読む
