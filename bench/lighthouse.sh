#!/bin/bash
# Lighthouse's mobile performance of one page of a built output (docs/performance.md, issue 40):
#   bench/lighthouse.sh OUTPUT_DIR PORT TAG [PATH]   (PATH: reviews/review-0001/ unless given)
# Serves OUTPUT_DIR with Python's server (uncompressed) on 127.0.0.1:PORT, runs Lighthouse
# (npm install --prefix /tmp/lh lighthouse; Debian's Chromium), keeps its JSON as
# /tmp/lh/out-TAG.json and prints the score, the audits and the load average it ran at.
dir="$1"; port="$2"; tag="$3"
(cd "$dir" && exec python3 -m http.server $port --bind 127.0.0.1 >/dev/null 2>&1) &
srv=$!
sleep 1
load=$(cut -d' ' -f1-3 /proc/loadavg)
CHROME_PATH=/usr/bin/chromium /tmp/lh/node_modules/.bin/lighthouse http://127.0.0.1:$port/${4:-reviews/review-0001/} --only-categories=performance --form-factor=mobile --chrome-flags="--headless=new --no-sandbox" --output=json --output-path=/tmp/lh/out-$tag.json --quiet
kill $srv
python3 - "$tag" "$load" <<'PY'
import json,sys
tag,load=sys.argv[1],sys.argv[2]
d=json.load(open(f'/tmp/lh/out-{tag}.json'))
a=d['audits']
print(tag, 'load', load, 'score', round(d['categories']['performance']['score']*100),
  'FCP', a['first-contentful-paint']['displayValue'], 'LCP', a['largest-contentful-paint']['displayValue'],
  'TBT', a['total-blocking-time']['displayValue'], 'CLS', a['cumulative-layout-shift']['displayValue'],
  'bytes', a['total-byte-weight']['displayValue'], 'DOM', a['dom-size']['displayValue'] if 'dom-size' in a else '')
PY
