#!/usr/bin/env bash
# Live-preview latency benchmark for iopress: bench/serve.sh [N]   (default: 200 reviews)
#
# Builds the benchmark (`cargo bench --bench serve --no-run`, the optimised profile), generates
# a synthetic site of N reviews with bench/generate_site.py into a temporary folder (never
# inside the repository), and runs
#     cargo bench --bench serve -- SITE
# which starts the preview server in-process, edits a review's Markdown, a data file and a
# template, and times each save until the event that reloads the browser showing the edited
# review (see bench/serve.rs).
# Prints the machine and the benchmark's Markdown tables.
#
# Environment:
#   RUNS=20           edits per kind of change (prose, data; default 20)
#   TEMPLATE_RUNS=5   template edits (0 to skip; default 5)
#   PAUSE_MS=300      pause after each reload, so that rebuilds do not merge (default 300)
#   NO_VIEWER=1       no browser shows the edited page (times until the reload sent to all)
#   SEED=1            generator seed
#   KEEP_SITES=1      keep the generated site (the folder is printed)
#   TMPDIR=DIR        where the site is generated (default /tmp); TMPDIR=/dev/shm keeps the
#                     disk out of the measurement
set -euo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=bench/common.sh
source "$BENCH_DIR/common.sh"
ROOT=$(dirname "$BENCH_DIR")
N=${1:-200}
[[ "$N" =~ ^[1-9][0-9]*$ ]] || { echo "serve.sh: '$N' is not a number of reviews" >&2; exit 2; }
(( $# <= 1 )) || { echo "usage: bench/serve.sh [N]" >&2; exit 2; }
SEED=${SEED:-1}
ARGS=()
[[ -z "${RUNS:-}" ]] || ARGS+=(--runs "$RUNS")
[[ -z "${TEMPLATE_RUNS:-}" ]] || ARGS+=(--template-runs "$TEMPLATE_RUNS")
[[ -z "${PAUSE_MS:-}" ]] || ARGS+=(--pause-ms "$PAUSE_MS")
[[ "${NO_VIEWER:-}" != 1 ]] || ARGS+=(--no-viewer)

log() { echo "[serve.sh] $*" >&2; }

TMP=$(mktemp -d "${TMPDIR:-/tmp}/iopress-serve-bench.XXXXXX")
if [[ "${KEEP_SITES:-}" == 1 ]]; then
    log "the site is kept in $TMP"
else
    trap 'rm -rf "$TMP"' EXIT
fi

# ---- The benchmark binary --------------------------------------------------------------------
log "cargo bench --bench serve --no-run"
if ! (cd "$ROOT" && cargo bench --bench serve --no-run) >"$TMP/cargo.log" 2>&1; then
    echo "building the serve benchmark failed:" >&2
    tail -n 60 "$TMP/cargo.log" >&2
    exit 1
fi

MACHINE=$(machine_description)

# ---- The site --------------------------------------------------------------------------------
SITE="$TMP/site-$N"
log "generating $N reviews into $SITE"
python3 "$BENCH_DIR/generate_site.py" --reviews "$N" --out "$SITE" --seed "$SEED" >&2

# ---- Measure ---------------------------------------------------------------------------------
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)
log "cargo bench --bench serve -- $SITE ${ARGS[*]:-}  (load average $LOAD_BEFORE)"
# Progress (one line per edit) goes to stderr as it happens; the tables to stdout.
if ! (cd "$ROOT" && cargo bench --bench serve -- "$SITE" "${ARGS[@]}") >"$TMP/result.md"; then
    trap - EXIT  # keep the site so the problem can be looked at
    echo "the serve benchmark failed; the site is kept in $SITE" >&2
    exit 1
fi
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)

FS_TYPE=$(stat -f -c %T "$TMP" 2>/dev/null || echo unknown)
echo
echo "machine: $MACHINE; site in $(dirname "$TMP") ($FS_TYPE); seed $SEED;" \
    "load average $LOAD_BEFORE before, $LOAD_AFTER after"
cat "$TMP/result.md"
