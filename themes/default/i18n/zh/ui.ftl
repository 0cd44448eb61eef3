### Interface strings of the default theme (Chinese, Simplified).
### Variables: $language (a language name), $by (a company), $date (an already formatted date),
### $authors (already joined names), $count, $current, $total (numbers), $protocol, $rig, $tag,
### $label, $unit, $item (text).
### 中文没有复数形式；量词直接跟在数字后面，标点使用全角。

## Site chrome

skip-to-content = 跳到正文
main-navigation = 主导航
menu = 菜单
breadcrumb = 导航路径
nav-home = 首页
nav-reviews = 评测
nav-drives = 硬盘
language-switcher = 语言
translations-available = 其他语言版本
feed = Atom 订阅
footer-built-with = 由 iopress 生成

## Page notices

# The language a listed page is shown in when it has no text in the reader's language.
in-language = { $language }
in-language-en = 英文
in-language-fr = 法文
in-language-pl = 波兰文
in-language-es = 西班牙文
in-language-ja = 日文
in-language-de = 德文
in-language-it = 意大利文
in-language-pt = 葡萄牙文
in-language-zh = 中文
in-language-ko = 韩文
in-language-ru = 俄文
# In the language switcher: this page has no text of its own in that language.
switcher-untranslated = 尚未翻译
not-translated = 本页尚未翻译成中文，以下以{ $language }显示。
draft = 草稿

## Disclosure of who paid for a review

disclosure-heading = 利益声明
disclosure-sponsored = 本评测由{ $by }赞助。
disclosure-commissioned = 本评测受{ $by }委托进行。
disclosure-independent = 本评测为独立评测：没有厂商为其付费，也没有厂商在发布前看过。

## Page metadata

published-on = 发布于{ $date }
updated-on = 更新于{ $date }
by-authors = 作者：{ $authors }
# A label followed by its value: "评测硬盘：…".
field-label = { $label }：

## Counts

reviews-count = { $count }篇评测
drives-count = { $count }块硬盘

## Sections and headings

pros = 优点
cons = 缺点
test-rig = 测试平台
results = 测试结果
spec-sheet = 规格
drive-facts = 主要参数
drives-reviewed = 评测硬盘
reviews-of-drive = 该硬盘的评测
no-reviews-yet = 暂无评测。
tags = 标签
all-tags = 全部标签
reviews-tagged = 标签为“{ $tag }”的评测
latest-reviews = 最新评测
all-drives = 全部硬盘
all-reviews = 全部评测
read-review = 阅读评测
table-of-contents = 目录
footnotes = 注释

## Tables of results

protocol = 测试协议：{ $protocol }
measured-on = 测试平台：{ $rig }
# Screen-reader text of an empty cell.
not-measured = 未测
# Tooltip of the "~" before an approximate value.
approximate-value = 近似值
# A column header with its unit: "峰值 IOPS（IOPS）".
column-with-unit = { $label }（{ $unit }）
# A rig component fitted several times: "2 × Intel Xeon Gold 6150".
count-times = { $count } × { $item }
# A fact's wording and its figures.
fact-with-figures = { $text }（{ $figures }）
# A range of one quantity (CLDR's range pattern).
value-range = { $from }～{ $to }
# A lower bound, a figure or more, as spec sheets rate power or endurance: "≥ 40 W".
value-at-least = ≥{ $value }
# An upper bound, a figure or less: "≤ 5 W".
value-at-most = ≤{ $value }
# An object's dimensions.
value-times = { $a } × { $b }
# Measures of different things.
value-then = { $a }、{ $b }
# A figure and what it measures.
value-qualified = { $value }（{ $qualifier }）

## Pagination

pagination-previous = 上一页
pagination-next = 下一页
page-of = 第{ $current }页，共{ $total }页

## Page not found

not-found-title = 找不到页面
not-found-text = 您要找的页面不存在或已被移动。
back-home = 返回首页

## Charts and rankings
## Variables: $protocol, $workload, $metric, $load, $latency, $peak, $first, $value, $entry,
## $position, $name, $details (text, already formatted); $configs (names already joined);
## $series, $workloads, $vms, $count, $rank (numbers).

nav-protocols = 测试规程
# The compare page in the navigation: a name of its own, never the protocols' one.
nav-compare = 系统对比
rankings = 排名
protocol-facts = 测试方法
compare-protocol = { $protocol }的全部结果
# Next to a curve's peak: "峰值：442,089 IOPS，延迟 4.8 ms".
# A chart's title led by its benchmark.
chart-title-with-benchmark = { $benchmark }：{ $title }
# After a peak's value at the end of its bar.
chart-at-latency = （延迟 { $latency }）
chart-peak = 峰值：{ $load }，延迟{ $latency }
chart-point-depth = QD{ $depth }
chart-point-jobs-depth = { $jobs } × QD{ $depth }
chart-point-jobs = { $jobs } 个作业
chart-load-curve-title = { $workload }：延迟与负载
# $peak is a configuration with its chart-peak.
chart-load-curve-desc = { $workload }的延迟与负载关系，共{ $series }种配置。最高峰值——{ $peak }。
chart-matrix-title = 按工作负载和配置的{ $metric }
chart-matrix-desc = { $configs }在{ $workloads }种工作负载下的{ $metric }。
chart-per-vm-title = 每台虚拟机的{ $metric }
chart-per-vm-desc =
    { $vms ->
        [one] 唯一一台虚拟机的{ $metric }。
       *[other] { $vms }台虚拟机各自的{ $metric }。
    }
chart-per-vm-level = { $vms }台虚拟机的{ $metric }为{ $low }至{ $high }，在测试的容差（{ $tolerance }）之内，差异太小，图表无法显示。
chart-ranking-title = { $metric }（{ $protocol }）
chart-ranking-title-workload = { $workload }的{ $metric }（{ $protocol }）
# $count is the number of ranked entries.
chart-ranking-desc =
    { $count ->
        [one] { $first }是唯一的条目，成绩为{ $value }。
       *[other] { $first }以{ $value }在{ $count }个条目中排名第一。
    }
higher-is-better = 越高越好
lower-is-better = 越低越好
rank = 排名
entry = 受测系统
# "第1名（共3名）".
ranking-position = 第{ $rank }名（共{ $count }名）
ranking-sentence = { $entry }：{ $position }
# A configuration with its parameters: "混合（16 TB，关闭缓存）".
config-with-details = { $name }（{ $details }）
chart-data = 图表数据
chart-data-in-table = 图表的数值：表“{ $table }”
# Under each result table of a review, before its CSV and JSON links.
download-data = 下载数据
# The review's downloadable results, as search engines and data catalogues list them (schema.org Dataset).
dataset-name = “{ $title }”的结果
dataset-description = “{ $title }”中测得的全部数值：{ $tables } 个表格，均提供 CSV 和 JSON，附单位、测试协议、测试平台和配置。

## Print pages
print-page-number = 第{ $page }页，共{ $pages }页
print-footer = { $site } · { $url } · 截至{ $date }
print-footer-undated = { $site } · { $url }
# On paper: the heading of the colophon's list of the addresses the links lead to.
print-links = 链接
# On a drive page: its print page, and its PDF.
print-version = 打印版
pdf-version = 下载 PDF
# The box on a printed review's first page: its summary, pros and cons.
verdict = 评测结论

## 搜索
## $count 由搜索页面的脚本填入（写成数字，不区分复数）；$query 是读者输入的内容。

search = 搜索
search-label = 搜索评测、硬盘和对比
search-title = 搜索
search-no-js = 搜索需要 JavaScript，但您的浏览器已将其关闭。所有页面也列在这里：
search-loading = 正在搜索…
search-unavailable = 无法加载搜索。请稍后再试，或浏览列表。
search-results = 结果：{ $count }
search-no-results = 未找到“{ $query }”的结果。
search-filters = 筛选结果
search-clear-filters = 清除筛选
search-filter-kind = 页面类型
search-filter-vendor = 厂商
search-filter-interface = 接口
search-filter-form-factor = 外形规格
search-filter-protocol = 测试方案
search-filter-language = 文本语言
search-kind-review = 评测
search-kind-drive = 硬盘
search-kind-protocol = 测试规程
search-more = 显示更多结果

## 比较：排名比较什么，如何比较

system-class =
    { $class ->
        [drive] 单块硬盘
        [cluster] { $nodes } 节点集群
        [array] 存储阵列
        [virtual-disk] 虚拟磁盘
       *[other] 未注明类型的系统
    }
ranking-explained =
    比较对象：{ $class }。{ $metric }：{ $better ->
        [lower] 越低越好。
       *[higher] 越高越好。
    }
protocol-variant = { $name }（{ $variant }）
ranking-position-level = { $position }，与{ $others }持平
ranking-position-level-count = { $position }，与其他{ $others }项持平
ranking-not-ranked = 比较：{ $class }。{ $metric }：本测试不排名；按优劣顺序显示。
ranking-alone = 比较：{ $class }。本测试中仅测得这一项：没有可比较的对象。
ranking-one-review = 比较：{ $class }：同一篇评测的配置之间不排名。{ $metric }：{ $better ->
        [lower] 越低越好。
       *[higher] 越高越好。
    }
chart-ranking-desc-level = { $count }项中{ $first }与{ $others }并列第一，为{ $value }。
chart-ranking-desc-level-count = { $count }项中{ $first }与其他{ $others }项并列第一，为{ $value }。
chart-results-desc = { $count }项结果，未排名。
protocol-reviews = 使用此测试的评测
protocol-results = 此测试的结果
protocols-count = { $count } 个测试协议
ranked-review = 评测
ranked-drives = 硬盘
ranked-value = 结果
# On a protocol page, the table of every result of a metric across its workloads, opened on demand.
ranked-entries-all = 全部{ $count }项结果（附评测和硬盘）

## Compare

compare-title = 系统对比
compare-drive-title = { $drive } 与同级最佳的比较
compare-drive-summary = 在与同级系统共有的每项测试中，它的结果与其他最佳结果并列，并给出百分比差异。
compare-class = 比较对象：{ $class }
compare-metric = 结果
compare-other = 同级其他最佳
compare-difference = 差异
compare-difference-words = { $direction ->
        [higher] 高{ $percent }
       *[lower] 低{ $percent }
    }：{ $verdict ->
        [better] 更好
        [worse] 更差
        [unranked] 本测试不排名
       *[level] 持平，在测试容差{ $tolerance }以内
    }
compare-same = 相同
compare-intro = 选择同一级别的两到四个硬盘或系统，它们在每项共有测试中的结果将并列显示。
compare-best-of-class = 每块硬盘与同级最佳的比较
compare-no-js = 选择系统需要 JavaScript。每块硬盘与同级最佳的比较列在上方。
compare-pick = 请选择两到四个系统
compare-none-shared = 所选系统没有共同的测试。
compare-none-shared-with = 与所选系统没有共同的测试
# Under each system offered on the compare page: the tests it took part in, already joined.
compare-system-tests = 测试：{ $tests }
compare-link = 与同级最佳比较
# On review, drive and protocol pages: the compare page with their systems picked.
compare-with-others = 与其他系统并列比较

## Headline results, print titles, what to read next
# Above a drive's best measured figures (its page, the drive list, the home page).
headline-results = 实测结果
# The classes of system a drive was measured in, already joined: "single drives".
tested-as = 测试对象：{ $classes }
# The print page's title (and its PDF's): the drive's name and what the document holds.
print-page-title = { $title }：评测与结果
# At the end of a review: its drives, their comparisons, the protocols' rankings, its tags.
where-next = 延伸阅读
