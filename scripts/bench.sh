#!/usr/bin/env bash
# Speed and memory of rrender against mutool draw (and, for PDFs, pdftocairo), side by side in
# one run, on the corpus. Figures are wall time (median of several runs) and peak RSS.
#   scripts/bench.sh [BOOK.epub]      default: ../shared/corpus/moby-dick.epub
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=../shared/corpus; [[ -d $corpus ]] || corpus=/work/shared/corpus
book=${1:-$corpus/moby-dick.epub}
rrender=.build/release/rrender
runs=${RUNS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

[[ -x $rrender ]] || { echo "bench: build first (swift build -c release)" >&2; exit 1; }
[[ -f $book ]] || { echo "bench: $book not found" >&2; exit 66; }
command -v mutool >/dev/null || { echo "bench: mutool missing (scripts/setup-debian.sh --bench)" >&2; exit 1; }

# 1264×1680 output: rrender lays out a 632×840 CSS px viewport at scale 2; mutool lays out a
# 632×840 pt page and draws it at 144 dpi (2 px per pt).
rr_args=(--viewport 632x840 --scale 2)
mu_args=(-W 632 -H 840 -r 144)

# measure NAME COMMAND…: runs it $runs times, prints the median seconds and the peak RSS in MiB.
measure() {
  local name=$1; shift
  local times=() peak=0
  for _ in $(seq "$runs"); do
    rm -rf "$work/out"; mkdir -p "$work/out"
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" || { echo "bench: $name failed:" >&2; cat "$work/err" >&2; exit 1; }
    read -r seconds kb < "$work/time"
    times+=("$seconds")
    (( kb > peak )) && peak=$kb
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  awk -v n="$name" -v t="$median" -v k="$peak" 'BEGIN { printf "%-34s %8.3f s %8.1f MiB\n", n, t, k / 1024 }'
  echo "$median" > "$work/last"
}

echo "book: $book at 632×840 (1264×1680 px PNG)"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $runs runs each, median wall time, max RSS"
echo

runs=${ALL_RUNS:-3}
measure "rrender all pages" $rrender "$book" --pages all "${rr_args[@]}" -o "$work/out/r-%d.png"
rr_all=$(cat "$work/last")
pages_rr=$(ls "$work/out" | wc -l)
measure "mutool draw all pages" mutool draw -q "${mu_args[@]}" -o "$work/out/m-%d.png" "$book"
mu_all=$(cat "$work/last")
pages_mu=$(ls "$work/out" | wc -l)

runs=${RUNS:-5}
mid_rr=$(( (pages_rr + 1) / 2 )); mid_mu=$(( (pages_mu + 1) / 2 ))
measure "rrender page 1" $rrender "$book" --page 1 "${rr_args[@]}" -o "$work/out/r.png"
measure "mutool draw page 1" mutool draw -q "${mu_args[@]}" -o "$work/out/m.png" "$book" 1
measure "rrender middle page ($mid_rr)" $rrender "$book" --page "$mid_rr" "${rr_args[@]}" -o "$work/out/r.png"
measure "mutool draw middle page ($mid_mu)" mutool draw -q "${mu_args[@]}" -o "$work/out/m.png" "$book" "$mid_mu"
measure "rrender page 1, one core" $rrender "$book" --page 1 --jobs 1 "${rr_args[@]}" -o "$work/out/r.png"
measure "rrender all pages, one core" $rrender "$book" --pages all --jobs 1 "${rr_args[@]}" -o "$work/out/r-%d.png"
rr_one=$(cat "$work/last")

echo
echo "pages: rrender $pages_rr, mutool $pages_mu (each lays the book out its own way; mutool draws on one core)"
awk -v r="$rr_one" -v pr="$pages_rr" -v m="$mu_all" -v pm="$pages_mu" 'BEGIN {
  printf "per page on one core: rrender %.1f ms, mutool %.1f ms\n", 1000 * r / pr, 1000 * m / pm }'
awk -v r="$rr_all" -v m="$mu_all" -v pr="$pages_rr" -v pm="$pages_mu" 'BEGIN {
  printf "per page, all cores: rrender %.1f ms, mutool %.1f ms (rrender takes %.2f× mutool'"'"'s time per page)\n",
    1000 * r / pr, 1000 * m / pm, (r / pr) / (m / pm) }'
