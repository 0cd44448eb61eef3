### Interface strings of the default theme (English).
### Variables: $language (a language name), $by (a company), $date (an already formatted date),
### $authors (already joined names), $count, $current, $total (numbers), $protocol, $rig, $tag,
### $label, $unit, $item (text).

## Site chrome

skip-to-content = Skip to content
main-navigation = Main navigation
menu = Menu
breadcrumb = Breadcrumb
nav-home = Home
nav-reviews = Reviews
nav-drives = Drives
language-switcher = Language
translations-available = Also available in
feed = Atom feed
footer-built-with = Built with iopress

## Page notices

# The languages a listed page may be shown in when it has no text in the reader's language.
in-language = In { $language }
in-language-en = In English
in-language-fr = In French
in-language-pl = In Polish
in-language-es = In Spanish
in-language-ja = In Japanese
in-language-de = In German
in-language-it = In Italian
in-language-pt = In Portuguese
in-language-zh = In Chinese
in-language-ko = In Korean
in-language-ru = In Russian
# In the language switcher: this page has no text of its own in that language.
switcher-untranslated = not translated yet
not-translated = This page has not been translated into English yet. It is shown in { $language }.
draft = Draft

## Disclosure of who paid for a review

disclosure-heading = Disclosure
disclosure-sponsored = This review was sponsored by { $by }.
disclosure-commissioned = This review was commissioned by { $by }.
disclosure-independent = This is an independent review: no manufacturer paid for it or saw it before publication.

## Page metadata

published-on = Published on { $date }
updated-on = Updated on { $date }
by-authors = By { $authors }
# A label followed by its value: "Drives reviewed: …".
field-label = { $label }:

## Counts

reviews-count =
    { $count ->
        [one] { $count } review
       *[other] { $count } reviews
    }
drives-count =
    { $count ->
        [one] { $count } drive
       *[other] { $count } drives
    }

## Sections and headings

pros = Pros
cons = Cons
test-rig = Test rig
results = Results
spec-sheet = Specifications
drive-facts = Key facts
drives-reviewed = Drives reviewed
reviews-of-drive = Reviews of this drive
no-reviews-yet = No reviews yet.
tags = Tags
all-tags = All tags
reviews-tagged = Reviews tagged “{ $tag }”
latest-reviews = Latest reviews
all-drives = All drives
all-reviews = All reviews
read-review = Read the review
table-of-contents = Contents
footnotes = Notes

## Tables of results

protocol = Protocol: { $protocol }
measured-on = Measured on { $rig }
# Screen-reader text of an empty cell.
not-measured = Not measured
# Tooltip of the "~" before an approximate value.
approximate-value = Approximate value
# A column header with its unit: "Peak IOPS (IOPS)".
column-with-unit = { $label } ({ $unit })
# A rig component fitted several times: "2 × Intel Xeon Gold 6150".
count-times = { $count } × { $item }

# A fact's wording and its figures: "Intel Xeon Gold 6150 (2.7 GHz, 18 cores)".
fact-with-figures = { $text } ({ $figures })
# A range of one quantity, CLDR's range pattern: "0–78 °C".
value-range = { $from }–{ $to }
# A lower bound, a figure or more, as spec sheets rate power or endurance: "≥ 40 W".
value-at-least = ≥ { $value }
# An upper bound, a figure or less: "≤ 5 W".
value-at-most = ≤ { $value }
# An object's dimensions: "100.45 × 69.85 × 7 mm".
value-times = { $a } × { $b }
# Measures of different things: "2.7 GHz, 18 cores".
value-then = { $a }, { $b }
# A figure and what it measures: "10.75 W (read)".
value-qualified = { $value } ({ $qualifier })

## Pagination

pagination-previous = Previous page
pagination-next = Next page
page-of = Page { $current } of { $total }

## Page not found

not-found-title = Page not found
not-found-text = The page you are looking for does not exist or has moved.
back-home = Back to the home page

## Charts and rankings
## Variables: $protocol, $workload, $metric, $load, $latency, $peak, $first, $value, $entry,
## $position, $name, $details (text, already formatted); $configs (names already joined);
## $series, $workloads, $vms, $count, $rank (numbers).

nav-protocols = Test protocols
# The compare page in the navigation: a name of its own, never the protocols' one.
nav-compare = Compare systems
rankings = Rankings
protocol-facts = How the test is run
compare-protocol = All results under { $protocol }
# A chart's title led by the benchmark it comes from: "HCIBench: IOPS by workload and configuration".
chart-title-with-benchmark = { $benchmark }: { $title }
# After a peak's value at the end of its bar: "442,089 IOPS at 4.8 ms".
chart-at-latency = at { $latency }
# Next to a curve's peak: "Peak: 442,089 IOPS at 4.8 ms".
chart-peak = Peak: { $load } at { $latency }
# A point of a fio sweep, beside its marker: its queue depth, and its jobs when any point ran
# more than one.
chart-point-depth = QD{ $depth }
chart-point-jobs-depth = { $jobs } × QD{ $depth }
chart-point-jobs = { $jobs } { $jobs ->
    [one] job
   *[other] jobs
}
chart-load-curve-title = { $workload }: latency against load
# $peak is a configuration with its chart-peak: "Data reduction off: Peak: 442,089 IOPS at 4.8 ms".
chart-load-curve-desc =
    Latency against load for { $workload }, { $series ->
        [one] { $series } configuration
       *[other] { $series } configurations
    }. Highest peak — { $peak }.
chart-matrix-title = { $metric } by workload and configuration
chart-matrix-desc =
    { $metric } of { $configs } in { $workloads ->
        [one] { $workloads } workload
       *[other] { $workloads } workloads
    }.
chart-per-vm-title = { $metric } per VM
chart-per-vm-desc =
    { $vms ->
        [one] { $metric } of the single VM.
       *[other] { $metric } of each of the { $vms } VMs.
    }
# VMs that measured alike, said instead of a per-VM chart of bars of one length. $low and $high are formatted with their units, $tolerance is a formatted percentage.
chart-per-vm-level = { $metric } of the { $vms } VMs: from { $low } to { $high }, within the test’s tolerance of { $tolerance }, too close for a chart to show a difference.
chart-ranking-title = { $metric } — { $protocol }
chart-ranking-title-workload = { $metric }, { $workload } — { $protocol }
# $count is the number of ranked entries.
chart-ranking-desc =
    { $count ->
        [one] { $first } is the only entry, with { $value }.
       *[other] { $first } ranks first of { $count }, with { $value }.
    }
higher-is-better = Higher is better
lower-is-better = Lower is better
rank = Rank
entry = Tested system
# "1st of 3", "22nd of 30": English ordinals by CLDR rules.
ranking-position =
    { NUMBER($rank, type: "ordinal") ->
        [one] { $rank }st
        [two] { $rank }nd
        [few] { $rank }rd
       *[other] { $rank }th
    } of { $count }
ranking-sentence = { $entry }: { $position }
# A configuration with its parameters: "Hybrid (16 TB, cache off)".
config-with-details = { $name } ({ $details })
chart-data = Chart data
# Under a chart drawn from a table of its page: a link to that table, by its caption.
chart-data-in-table = The chart’s figures: table “{ $table }”
# Under each result table of a review, before its CSV and JSON links.
download-data = Download the data
# The review's downloadable results, as search engines and data catalogues list them (schema.org Dataset).
dataset-name = Results of “{ $title }”
dataset-description = Every figure measured for “{ $title }”: { $tables ->
    [one] one table
   *[other] { $tables } tables
}, each as CSV and JSON, with units, test protocol, rig and configurations.

## Print pages
print-page-number = Page { $page } of { $pages }
print-footer = { $site } · { $url } · as of { $date }
print-footer-undated = { $site } · { $url }
# On paper: the heading of the colophon's list of the addresses the links lead to.
print-links = Links
# On a drive page: its print page, and its PDF.
print-version = Printable version
pdf-version = Download the PDF
# The box on a printed review's first page: its summary, pros and cons.
verdict = Verdict

## Search
## $count is filled in by the search page's script (write it as a figure, with no plural
## forms); $query is what the reader typed.

search = Search
search-label = Search reviews, drives and comparisons
search-title = Search
search-no-js = Search needs JavaScript, which is turned off in your browser. Every page is also listed here:
search-loading = Searching…
search-unavailable = The search could not be loaded. Try again later, or browse the lists.
search-results = Results: { $count }
search-no-results = Nothing was found for “{ $query }”.
search-filters = Narrow the results
search-clear-filters = Clear the filters
search-filter-kind = Type of page
search-filter-vendor = Vendor
search-filter-interface = Interface
search-filter-form-factor = Form factor
search-filter-protocol = Test protocol
search-filter-language = Language of the text
search-kind-review = Review
search-kind-drive = Drive
search-kind-protocol = Test protocol
search-more = Show more results

## Comparisons: what a ranking compares, and how

# What was tested, as a ranking compares it: a single drive, a cluster of N nodes…
system-class =
    { $class ->
        [drive] single drives
        [cluster] { $nodes }-node clusters
        [array] storage arrays
        [virtual-disk] virtual disks
       *[other] systems of unstated kind
    }
# One line under each ranking: "Compares 4-node clusters. Transactions per second: higher is better."
ranking-explained =
    Compares { $class }. { $metric }: { $better ->
        [lower] lower is better.
       *[higher] higher is better.
    }
# Protocols that share a name, told apart: "Sysbench OLTP (8 VMs · Duration: 12 h)".
protocol-variant = { $name } ({ $variant })
# Where results within a protocol's run-to-run tolerance share a rank: "1st of 3, level with VSAN 6.2 all-flash".
ranking-position-level = { $position }, level with { $others }
# Where more results than a sentence can name share the rank: "1st of 1,000, level with 41 others".
ranking-position-level-count = { $position }, level with { $others ->
        [one] one other
       *[other] { $others } others
    }
# Under results a protocol shows but does not rank (its throughput is fixed by the load it sets).
ranking-not-ranked = Compares { $class }. { $metric }: not ranked by this test; shown best first.
# Under the one result of its class under a protocol.
ranking-alone = Compares { $class }. The only one measured under this test: nothing to rank it against.
# Under results that are all one review's setups.
ranking-one-review = Compares { $class }: one review's setups, not ranked against each other. { $metric }: { $better ->
        [lower] lower is better.
       *[higher] higher is better.
    }
chart-ranking-desc-level = { $first } ranks first of { $count }, level with { $others }, with { $value }.
chart-ranking-desc-level-count = { $first } ranks first of { $count }, level with { $others ->
        [one] one other
       *[other] { $others } others
    }, with { $value }.
chart-results-desc = { $count } results, not ranked.
# A protocol page's sections: the reviews that ran the test, and every result measured under it.
protocol-reviews = Reviews that ran this test
protocol-results = Results under this test
protocols-count =
    { $count ->
        [one] { $count } protocol
       *[other] { $count } protocols
    }
# Column headings of a protocol page's ranked entries.
ranked-review = Review
ranked-drives = Drives
ranked-value = Result
# On a protocol page, the table of every result of a metric across its workloads, opened on demand.
ranked-entries-all = { $count ->
        [one] The result, with its review and drives
       *[other] All { $count } results, with their reviews and drives
    }

## Compare pages: a drive against the best of its class, and any two to four systems

compare-title = Compare systems
compare-drive-title = { $drive } against the best of its class
compare-drive-summary = For each test it shares with systems of its class, its result beside the best other one, and the difference in percent.
compare-class = Compared with: { $class }
compare-metric = Result
compare-other = Best other of its class
compare-difference = Difference
# The drive's figure against the best other's, in words: "72.2 % lower: better", "1.1 % higher: level, within the test's tolerance of 2 %". $percent and $tolerance are formatted.
compare-difference-words = { $direction ->
        [higher] { $percent } higher
       *[lower] { $percent } lower
    }: { $verdict ->
        [better] better
        [worse] worse
        [unranked] not ranked by this test
       *[level] level, within the test’s tolerance of { $tolerance }
    }
compare-same = the same
compare-intro = Pick two to four drives or systems of the same class: their results under each test they share appear side by side.
compare-best-of-class = Each drive against the best of its class
compare-no-js = Picking systems needs JavaScript. Each drive’s comparison with the best of its class is listed above.
compare-pick = Pick two to four systems
compare-none-shared = The systems picked share no test.
compare-none-shared-with = No test in common with the systems picked
# Under each system offered on the compare page: the tests it took part in, already joined.
compare-system-tests = Tests: { $tests }
compare-link = Compare with the best of its class
# On review, drive and protocol pages: the compare page with their systems picked.
compare-with-others = Compare side by side with other systems

## Headline results, print titles, what to read next
# Above a drive's best measured figures (its page, the drive list, the home page).
headline-results = Measured results
# The classes of system a drive was measured in, already joined: "single drives".
tested-as = Tested as { $classes }
# The print page's title (and its PDF's): the drive's name and what the document holds.
print-page-title = { $title }: reviews and results
# At the end of a review: its drives, their comparisons, the protocols' rankings, its tags.
where-next = Where next
