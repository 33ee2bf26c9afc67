#!/usr/bin/env bash
# Snapshots and edition comparison against rendering once, side by side in one run, on one book
# (default: moby-dick.epub of the corpus), every page at the default 600×800:
#   render    rrender BOOK --pages all -o DIR/p-%03d.png      (every page rendered once: the unit)
#   record    rrender snapshot BOOK --dir D                   (render, encode, write goldens + sidecars)
#   verify    CI=1 rrender snapshot BOOK --dir D              (render, compare text then pixels)
#   compare   rrender compare BOOK BOOK                       (both editions, aligned by text)
# Each figure is printed with its ratio to render; issue 16's target is compare ≤ 2.5× render.
#   scripts/bench-snapshots.sh [BOOK]
#   RUNS=3    runs of each (median wall time; cpu time and peak memory of that median run)
# Needs the release build (make release). `make bench` runs it after the others.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every run starts as the first did: no pagination cache (bench-queries.sh measures the cache).
export RRENDER_CACHE=off

corpus=../shared/corpus; [[ -d $corpus ]] || corpus=/work/shared/corpus
book=${1:-$corpus/moby-dick.epub}
rrender=${RRENDER:-.build/release/rrender}
runs=${RUNS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

[[ -x $rrender ]] || { echo "bench-snapshots: build first (make release)" >&2; exit 1; }
[[ -x /usr/bin/time ]] || { echo "bench-snapshots: GNU time missing (scripts/setup-debian.sh --bench)" >&2; exit 1; }
[[ -f $book ]] || { echo "bench-snapshots: $book not found" >&2; exit 66; }

# measure NAME EXPECTED-STATUS CMD…: runs CMD once, prints "wall-s cpu-s peak-KiB"; fails
# loudly when CMD does not end as expected (a benchmark of a failing run means nothing).
measure() {
  local name=$1 expected=$2 status=0; shift 2
  /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$@" >"$work/$name.out" 2>"$work/$name.err" || status=$?
  if [[ $status -ne $expected ]]; then
    echo "bench-snapshots: $name exited $status (expected $expected):" >&2
    tail -3 "$work/$name.err" "$work/$name.out" >&2
    exit 1
  fi
  awk '{ printf "%.2f %.2f %d\n", $1, $2 + $3, $4 }' "$work/time"
}

# median NAME SETUP CMD…: RUNS runs of CMD (SETUP run before each, untimed); the median run's row.
median() {
  local name=$1 setup=$2; shift 2
  local rows=()
  for _ in $(seq "$runs"); do
    eval "$setup"
    rows+=("$(measure "$name" 0 "$@")")
  done
  printf '%s\n' "${rows[@]}" | sort -n | awk '{ a[NR] = $0 } END { print a[int((NR + 1) / 2)] }'
}

pages=$("$rrender" info "$book" | python3 -c 'import json, sys; print(json.load(sys.stdin)["rrender"]["metadata"]["pages"])' || echo "?")
echo "rrender $(git describe --always --dirty 2>/dev/null || echo '?') (release) snapshots: $(basename "$book")," \
     "$pages pages at 600×800; $runs runs each, median; load before: $(cut -d' ' -f1-3 /proc/loadavg)"

render=$(median render 'rm -rf "$work/pages"; mkdir -p "$work/pages"' \
  "$rrender" "$book" --pages all -o "$work/pages/p-%03d.png")
record=$(median record 'rm -rf "$work/goldens"' "$rrender" snapshot "$book" --dir "$work/goldens")
verify=$(median verify ':' env CI=1 "$rrender" snapshot "$book" --dir "$work/goldens")
compare=$(median compare ':' "$rrender" compare "$book" "$book")
grep -q ' passed' "$work/verify.out" || { echo "bench-snapshots: verify did not pass: $(tail -1 "$work/verify.out")" >&2; exit 1; }

read -r base _ _ <<<"$render"
printf '%-9s %9s %9s %10s %10s\n' step "wall s" "cpu s" "peak MiB" "× render"
for row in "render:$render" "record:$record" "verify:$verify" "compare:$compare"; do
  name=${row%%:*}
  read -r wall cpu peak <<<"${row#*:}"
  awk -v n="$name" -v w="$wall" -v c="$cpu" -v p="$peak" -v b="$base" \
    'BEGIN { printf "%-9s %9.2f %9.2f %10.1f %9.2f×\n", n, w, c, p / 1024, (b > 0 ? w / b : 0) }'
done
awk -v w="${compare%% *}" -v b="$base" \
  'BEGIN { r = b > 0 ? w / b : 0; printf "compare vs render once: %.2f× (target ≤ 2.5×: %s)\n", r, r <= 2.5 ? "met" : "NOT met" }'
