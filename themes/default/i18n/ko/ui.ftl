### Interface strings of the default theme (Korean).
### Variables: $language (a language name), $by (a company), $date (an already formatted date),
### $authors (already joined names), $count, $current, $total (numbers), $protocol, $rig, $tag,
### $label, $unit, $item (text).
### 한국어에는 복수형이 없으며, 단위 명사(개, 대, 위)는 숫자에 붙여 쓴다.

## Site chrome

skip-to-content = 본문으로 건너뛰기
main-navigation = 주 메뉴
menu = 메뉴
breadcrumb = 현재 위치
nav-home = 홈
nav-reviews = 리뷰
nav-drives = 드라이브
language-switcher = 언어
translations-available = 다른 언어로 보기
feed = Atom 피드
footer-built-with = iopress로 제작

## Page notices

# The language a listed page is shown in when it has no text in the reader's language.
in-language = { $language }
in-language-en = 영어
in-language-fr = 프랑스어
in-language-pl = 폴란드어
in-language-es = 스페인어
in-language-ja = 일본어
in-language-de = 독일어
in-language-it = 이탈리아어
in-language-pt = 포르투갈어
in-language-zh = 중국어
in-language-ko = 한국어
in-language-ru = 러시아어
# In the language switcher: this page has no text of its own in that language.
switcher-untranslated = 아직 번역되지 않음
not-translated = 이 페이지는 아직 한국어로 번역되지 않았습니다. 원문({ $language })을 표시합니다.
draft = 초안

## Disclosure of who paid for a review

disclosure-heading = 공개 사항
disclosure-sponsored = 이 리뷰는 { $by }의 후원을 받았습니다.
disclosure-commissioned = 이 리뷰는 { $by }의 의뢰로 작성되었습니다.
disclosure-independent = 독립 리뷰입니다. 어떤 제조사도 비용을 지불하거나 발행 전에 내용을 보지 않았습니다.

## Page metadata

published-on = { $date } 게시
updated-on = { $date } 업데이트
by-authors = 글: { $authors }
# A label followed by its value: "리뷰한 드라이브: …".
field-label = { $label }:

## Counts

reviews-count = 리뷰 { $count }개
drives-count = 드라이브 { $count }개

## Sections and headings

pros = 장점
cons = 단점
test-rig = 테스트 시스템
results = 결과
spec-sheet = 사양
drive-facts = 주요 사양
drives-reviewed = 리뷰한 드라이브
reviews-of-drive = 이 드라이브의 리뷰
no-reviews-yet = 아직 리뷰가 없습니다.
tags = 태그
all-tags = 모든 태그
reviews-tagged = ‘{ $tag }’ 태그가 붙은 리뷰
latest-reviews = 최신 리뷰
all-drives = 모든 드라이브
all-reviews = 모든 리뷰
read-review = 리뷰 읽기
table-of-contents = 목차
footnotes = 주

## Tables of results

protocol = 프로토콜: { $protocol }
measured-on = 측정 시스템: { $rig }
# Screen-reader text of an empty cell.
not-measured = 측정하지 않음
# Tooltip of the "~" before an approximate value.
approximate-value = 근삿값
# A column header with its unit: "최대 IOPS(IOPS)".
column-with-unit = { $label }({ $unit })
# A rig component fitted several times: "2 × Intel Xeon Gold 6150".
count-times = { $count } × { $item }
# A fact's wording and its figures.
fact-with-figures = { $text } ({ $figures })
# A range of one quantity (CLDR's range pattern).
value-range = { $from }~{ $to }
# A lower bound, a figure or more, as spec sheets rate power or endurance: "≥ 40 W".
value-at-least = { $value } 이상
# An upper bound, a figure or less: "≤ 5 W".
value-at-most = { $value } 이하
# An object's dimensions.
value-times = { $a } × { $b }
# Measures of different things.
value-then = { $a }, { $b }
# A figure and what it measures.
value-qualified = { $value } ({ $qualifier })

## Pagination

pagination-previous = 이전 페이지
pagination-next = 다음 페이지
page-of = { $total }페이지 중 { $current }페이지

## Page not found

not-found-title = 페이지를 찾을 수 없습니다
not-found-text = 찾으시는 페이지가 없거나 다른 곳으로 옮겨졌습니다.
back-home = 홈으로 돌아가기

## Charts and rankings
## Variables: $protocol, $workload, $metric, $load, $latency, $peak, $first, $value, $entry,
## $position, $name, $details (text, already formatted); $configs (names already joined);
## $series, $workloads, $vms, $count, $rank (numbers).

nav-protocols = 테스트 절차
# The compare page in the navigation: a name of its own, never the protocols' one.
nav-compare = 시스템 비교
rankings = 순위
protocol-facts = 테스트 방법
compare-protocol = { $protocol }의 모든 결과
# Next to a curve's peak: "최대: 442,089 IOPS, 4.8 ms".
# A chart's title led by its benchmark.
chart-title-with-benchmark = { $benchmark }: { $title }
# After a peak's value at the end of its bar.
chart-at-latency = (지연 시간 { $latency })
chart-peak = 최대: { $load }, 지연 시간 { $latency }
chart-point-depth = QD{ $depth }
chart-point-jobs-depth = { $jobs } × QD{ $depth }
chart-point-jobs = 작업 { $jobs }개
chart-load-curve-title = { $workload }: 부하에 따른 지연 시간
# $peak is a configuration with its chart-peak.
chart-load-curve-desc = { $workload }의 부하에 따른 지연 시간, 구성 { $series }개. 가장 높은 최대치 — { $peak }.
chart-matrix-title = 워크로드 및 구성별 { $metric }
chart-matrix-desc = 워크로드 { $workloads }개에서 { $configs }의 { $metric }.
chart-per-vm-title = VM별 { $metric }
chart-per-vm-desc =
    { $vms ->
        [one] 단일 VM의 { $metric }.
       *[other] VM { $vms }대 각각의 { $metric }.
    }
chart-per-vm-level = VM { $vms }대의 { $metric }: { $low }에서 { $high }까지로 테스트 허용 오차({ $tolerance }) 이내이며, 차이가 너무 작아 차트로 보여 줄 수 없습니다.
chart-ranking-title = { $metric } — { $protocol }
chart-ranking-title-workload = { $metric }, { $workload } — { $protocol }
# $count is the number of ranked entries.
chart-ranking-desc =
    { $count ->
        [one] { $first }이(가) 유일한 항목이며 { $value }입니다.
       *[other] { $first }이(가) { $value }(으)로 { $count }개 중 1위입니다.
    }
higher-is-better = 높을수록 좋음
lower-is-better = 낮을수록 좋음
rank = 순위
entry = 테스트한 시스템
# "3개 중 1위".
ranking-position = { $count }개 중 { $rank }위
ranking-sentence = { $entry }: { $position }
# A configuration with its parameters: "하이브리드(16 TB, 캐시 끔)".
config-with-details = { $name }({ $details })
chart-data = 차트 데이터
chart-data-in-table = 차트의 수치: 표 “{ $table }”
# Under each result table of a review, before its CSV and JSON links.
download-data = 데이터 다운로드
# The review's downloadable results, as search engines and data catalogues list them (schema.org Dataset).
dataset-name = “{ $title }” 결과
dataset-description = “{ $title }”에서 측정한 모든 수치: 표 { $tables }개, 각각 CSV와 JSON으로, 단위, 테스트 프로토콜, 테스트 환경, 구성 포함.

## Print pages
print-page-number = { $pages }페이지 중 { $page }페이지
print-footer = { $site } · { $url } · { $date } 기준
print-footer-undated = { $site } · { $url }
# On paper: the heading of the colophon's list of the addresses the links lead to.
print-links = 링크
# On a drive page: its print page, and its PDF.
print-version = 인쇄용 페이지
pdf-version = PDF 다운로드
# The box on a printed review's first page: its summary, pros and cons.
verdict = 평가

## 검색
## $count는 검색 페이지의 스크립트가 채웁니다(숫자로, 복수형 없음). $query는 독자가 입력한 내용입니다.

search = 검색
search-label = 리뷰, 드라이브, 비교 검색
search-title = 검색
search-no-js = 검색에는 JavaScript가 필요하지만 브라우저에서 꺼져 있습니다. 모든 페이지는 여기에도 나와 있습니다:
search-loading = 검색 중…
search-unavailable = 검색을 불러올 수 없습니다. 나중에 다시 시도하거나 목록을 둘러보세요.
search-results = 결과: { $count }
search-no-results = “{ $query }”에 대한 결과가 없습니다.
search-filters = 결과 좁히기
search-clear-filters = 필터 지우기
search-filter-kind = 페이지 종류
search-filter-vendor = 제조사
search-filter-interface = 인터페이스
search-filter-form-factor = 폼 팩터
search-filter-protocol = 테스트 프로토콜
search-filter-language = 텍스트 언어
search-kind-review = 리뷰
search-kind-drive = 드라이브
search-kind-protocol = 테스트 절차
search-more = 결과 더 보기

## 비교: 순위가 비교하는 것과 그 방법

system-class =
    { $class ->
        [drive] 단일 드라이브
        [cluster] { $nodes }노드 클러스터
        [array] 스토리지 어레이
        [virtual-disk] 가상 디스크
       *[other] 종류가 명시되지 않은 시스템
    }
ranking-explained =
    비교 대상: { $class }. { $metric }: { $better ->
        [lower] 낮을수록 좋습니다.
       *[higher] 높을수록 좋습니다.
    }
protocol-variant = { $name } ({ $variant })
ranking-position-level = { $position }, { $others }와(과) 동률
ranking-position-level-count = { $position }, 다른 { $others }개와 동률
ranking-not-ranked = 비교 대상: { $class }. { $metric }: 이 테스트에서는 순위를 매기지 않음(좋은 순으로 표시).
ranking-alone = 비교 대상: { $class }. 이 테스트로 측정된 유일한 결과라 비교할 대상이 없습니다.
ranking-one-review = 비교 대상: { $class }: 한 리뷰의 구성끼리이며 서로 순위를 매기지 않습니다. { $metric }: { $better ->
        [lower] 낮을수록 좋습니다.
       *[higher] 높을수록 좋습니다.
    }
chart-ranking-desc-level = { $count }개 중 { $first }이(가) { $others }와(과) 함께 1위, { $value }.
chart-ranking-desc-level-count = { $count }개 중 { $first }이(가) 다른 { $others }개와 함께 1위, { $value }.
chart-results-desc = 결과 { $count }개, 순위 없음.
protocol-reviews = 이 테스트를 사용한 리뷰
protocol-results = 이 테스트의 결과
protocols-count = 프로토콜 { $count }개
ranked-review = 리뷰
ranked-drives = 드라이브
ranked-value = 결과
# On a protocol page, the table of every result of a metric across its workloads, opened on demand.
ranked-entries-all = 결과 { $count }개 전체(리뷰와 드라이브 포함)

## Compare

compare-title = 시스템 비교
compare-drive-title = { $drive }와 같은 등급 최고 제품 비교
compare-drive-summary = 같은 등급의 시스템과 공유하는 각 테스트에서 이 제품의 결과와 다른 제품 중 최고 결과, 그리고 백분율 차이.
compare-class = 비교 대상: { $class }
compare-metric = 결과
compare-other = 같은 등급의 다른 최고 결과
compare-difference = 차이
compare-difference-words = { $direction ->
        [higher] { $percent } 높음
       *[lower] { $percent } 낮음
    }: { $verdict ->
        [better] 더 좋음
        [worse] 더 나쁨
        [unranked] 이 테스트에서는 순위를 매기지 않음
       *[level] 동률, 테스트 허용 오차 { $tolerance } 이내
    }
compare-same = 같음
compare-intro = 같은 등급의 드라이브나 시스템을 2~4개 고르면 공유하는 각 테스트의 결과가 나란히 표시됩니다.
compare-best-of-class = 각 드라이브와 같은 등급 최고 제품 비교
compare-no-js = 시스템을 고르려면 JavaScript가 필요합니다. 각 드라이브와 같은 등급 최고 제품의 비교는 위에 있습니다.
compare-pick = 시스템을 2~4개 고르세요
compare-none-shared = 고른 시스템에 공통 테스트가 없습니다.
compare-none-shared-with = 선택한 시스템과 공통된 테스트가 없음
# Under each system offered on the compare page: the tests it took part in, already joined.
compare-system-tests = 테스트: { $tests }
compare-link = 같은 등급 최고 제품과 비교
# On review, drive and protocol pages: the compare page with their systems picked.
compare-with-others = 다른 시스템과 나란히 비교

## Headline results, print titles, what to read next
# Above a drive's best measured figures (its page, the drive list, the home page).
headline-results = 측정 결과
# The classes of system a drive was measured in, already joined: "single drives".
tested-as = 시험 대상: { $classes }
# The print page's title (and its PDF's): the drive's name and what the document holds.
print-page-title = { $title }: 리뷰와 결과
# At the end of a review: its drives, their comparisons, the protocols' rankings, its tags.
where-next = 더 읽을거리
