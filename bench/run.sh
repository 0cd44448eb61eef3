#!/usr/bin/env bash
# Build benchmark for iopress: bench/run.sh [N...]   (default: 200 2000)
#
# Builds the release binary once, generates a synthetic site of N reviews for each N into a
# temporary folder (never inside the repository), and times
#     target/release/iopress build --root SITE --output SITE/output
# one warm-up build, then RUNS timed builds (at least 3). Prints one Markdown table row per N.
# A timed build finds the warm-up's output in place, so by default it is a build again with
# nothing changed (every page taken from the previous output); FRESH=1 deletes the output
# before each timed build, so every page and chart is rendered and every language indexed.
#
# Environment:
#   RUNS=5          timed builds per size (minimum 3; default 3)
#   FRESH=1         delete the output folder before each timed build (a build from nothing)
#   SEED=1          generator seed
#   KEEP_SITES=1    keep the generated sites and their output (the folder is printed)
#   NO_HYPERFINE=1  time with the Python loop even if hyperfine is installed
#   TIME_BIN=PATH   GNU time to use for peak memory (default /usr/bin/time)
#   TMPDIR=DIR      where the sites are generated and built (default /tmp); TMPDIR=/dev/shm
#                   takes the disk out of the measurement (the 2,000-review site needs ~11 GB)
set -euo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=bench/common.sh
source "$BENCH_DIR/common.sh"
ROOT=$(dirname "$BENCH_DIR")
RUNS=${RUNS:-3}
if ! [[ "$RUNS" =~ ^[0-9]+$ ]] || (( RUNS < 3 )); then RUNS=3; fi
SEED=${SEED:-1}
if (( $# )); then SIZES=("$@"); else SIZES=(200 2000); fi
for n in "${SIZES[@]}"; do
    [[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: '$n' is not a number of reviews" >&2; exit 2; }
done

log() { echo "[bench] $*" >&2; }

TMP=$(mktemp -d "${TMPDIR:-/tmp}/iopress-bench.XXXXXX")
if [[ "${KEEP_SITES:-}" == 1 ]]; then
    log "sites are kept in $TMP"
else
    trap 'rm -rf "$TMP"' EXIT
fi

# ---- The binary ------------------------------------------------------------------------------
log "cargo build --release"
if ! (cd "$ROOT" && cargo build --release) >"$TMP/cargo.log" 2>&1; then
    echo "cargo build --release failed:" >&2
    tail -n 60 "$TMP/cargo.log" >&2
    exit 1
fi
TARGET_DIR=$(cd "$ROOT" && cargo metadata --format-version 1 --no-deps 2>/dev/null |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])') || TARGET_DIR=""
[[ -n "$TARGET_DIR" ]] || TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
BIN="$TARGET_DIR/release/iopress"
[[ -x "$BIN" ]] || { echo "run.sh: no binary at $BIN after the build" >&2; exit 1; }
log "binary: $BIN ($("$BIN" --version 2>/dev/null || echo 'version unknown'))"

# ---- Tools -----------------------------------------------------------------------------------
HYPERFINE=""
if [[ -z "${NO_HYPERFINE:-}" ]] && command -v hyperfine >/dev/null 2>&1; then
    HYPERFINE=$(command -v hyperfine)
    log "timing with $HYPERFINE"
else
    log "timing with a Python loop (hyperfine not installed)"
fi
GNU_TIME=""
TIME_BIN=${TIME_BIN:-/usr/bin/time}
if [[ -x "$TIME_BIN" ]] && "$TIME_BIN" -v true >/dev/null 2>&1; then
    GNU_TIME=$TIME_BIN
    log "peak memory with $GNU_TIME -v"
else
    log "/usr/bin/time (GNU time) is missing; install it with: apt-get install -y time"
    log "peak memory falls back to Python's resource.getrusage(RUSAGE_CHILDREN)"
fi

MACHINE=$(machine_description)

# Shows a failed build's stderr and stops.
fail_build() {
    local n=$1 err=$2
    echo "iopress build failed on the $n-review site ($TMP/site-$n):" >&2
    local lines
    lines=$(wc -l <"$err")
    head -n 200 "$err" >&2
    if (( lines > 200 )); then echo "... ($((lines - 200)) more lines of stderr)" >&2; fi
    trap - EXIT  # keep the site so the problem can be looked at
    echo "the site is kept in $TMP/site-$n" >&2
    exit 1
}

# ---- Measure ---------------------------------------------------------------------------------
ROWS=()
for n in "${SIZES[@]}"; do
    SITE="$TMP/site-$n"
    log "generating $n reviews into $SITE"
    python3 "$BENCH_DIR/generate_site.py" --reviews "$n" --out "$SITE" --seed "$SEED"
    BUILD=("$BIN" build --root "$SITE" --output "$SITE/output")
    ERR="$TMP/build-$n.err"

    log "warm-up build"
    "${BUILD[@]}" >/dev/null 2>"$ERR" || fail_build "$n" "$ERR"
    log "  $(grep -E '^Built ' "$ERR" | tail -n1 || true)"
    # Diagnostics read `file:line:column: warning: message` when stderr is not a terminal.
    warnings=$(grep -c -E '(^|: )warning: ' "$ERR" || true)
    if (( warnings > 0 )); then
        log "  the build reported $warnings warning(s), the first ones:"
        grep -E -m5 '(^|: )warning: ' "$ERR" | sed 's/^/[bench]     /' >&2
    fi
    PAGES=$(find "$SITE/output" -name index.html -type f | wc -l)

    log "$RUNS timed builds"
    if [[ -n "$HYPERFINE" ]]; then
        PREPARE=()
        [[ "${FRESH:-}" == 1 ]] && PREPARE=(--prepare "rm -rf '$SITE/output'")
        "$HYPERFINE" --style basic --runs "$RUNS" --export-json "$TMP/hyperfine-$n.json" "${PREPARE[@]}" \
            --command-name "iopress build ($n reviews)" \
            "'$BIN' build --root '$SITE' --output '$SITE/output'" >&2 || {
            "${BUILD[@]}" >/dev/null 2>"$ERR" || fail_build "$n" "$ERR"
            echo "hyperfine failed" >&2; exit 1; }
        TIMES=$(python3 -c '
import json, statistics, sys
t = json.load(open(sys.argv[1]))["results"][0]["times"]
print(f"{statistics.median(t):.2f} {min(t):.2f}")' "$TMP/hyperfine-$n.json")
    else
        TIMES=$(python3 - "$ERR" "${BUILD[@]}" <<'PY'
import statistics, subprocess, sys, time
err, cmd = sys.argv[1], sys.argv[2:]
import os
runs = int(os.environ.get("RUNS", "3"))
times = []
fresh = os.environ.get("FRESH") == "1"
for i in range(max(runs, 3)):
    if fresh:
        import shutil
        shutil.rmtree(cmd[cmd.index("--output") + 1], ignore_errors=True)
    with open(err, "wb") as stderr:
        start = time.perf_counter()
        rc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=stderr).returncode
        elapsed = time.perf_counter() - start
    if rc != 0:
        sys.exit(rc)
    times.append(elapsed)
    print(f"[bench]   run {i + 1}: {elapsed:.3f} s", file=sys.stderr)
print(f"{statistics.median(times):.2f} {min(times):.2f}")
PY
        ) || fail_build "$n" "$ERR"
    fi
    read -r MEDIAN MIN <<<"$TIMES"

    log "one more build for peak memory"
    [[ "${FRESH:-}" == 1 ]] && rm -rf "$SITE/output"
    if [[ -n "$GNU_TIME" ]]; then
        "$GNU_TIME" -v -o "$TMP/time-$n.txt" "${BUILD[@]}" >/dev/null 2>"$ERR" || fail_build "$n" "$ERR"
        RSS_KB=$(sed -n 's/^[[:space:]]*Maximum resident set size (kbytes):[[:space:]]*//p' "$TMP/time-$n.txt")
    else
        RSS_KB=$(python3 - "$ERR" "${BUILD[@]}" <<'PY'
import resource, subprocess, sys
err, cmd = sys.argv[1], sys.argv[2:]
with open(err, "wb") as stderr:
    rc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=stderr).returncode
if rc != 0:
    sys.exit(rc)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)  # KiB on Linux
PY
        ) || fail_build "$n" "$ERR"
    fi
    RSS_MIB=$(python3 -c "print(f'{int(\"$RSS_KB\") / 1024:.1f}')")

    ROW="| $n | $PAGES | $MEDIAN | $MIN | $RSS_MIB | $MACHINE |"
    log "$ROW"
    ROWS+=("$ROW")
    [[ "${KEEP_SITES:-}" == 1 ]] || rm -rf "$SITE"
done

echo
FS_TYPE=$(stat -f -c %T "$TMP" 2>/dev/null || echo unknown)
echo "iopress build $([[ "${FRESH:-}" == 1 ]] && echo 'from nothing (output deleted before each run)' || echo 'again, nothing changed'), $RUNS timed runs after one warm-up, $([[ -n "$HYPERFINE" ]] && echo hyperfine || echo 'Python timer');" \
    "seed $SEED; sites in $(dirname "$TMP") ($FS_TYPE)"
echo
echo "| reviews | pages | median s | min s | peak RSS MiB | machine |"
echo "|---:|---:|---:|---:|---:|---|"
printf '%s\n' "${ROWS[@]}"
