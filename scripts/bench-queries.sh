#!/usr/bin/env bash
# The commands a thumbnail service or a CI job runs again and again, cold and warm:
#  1. page N of a book, and `info`, with an empty pagination cache (cold), with the cache the
#     first run left (warm), and without the cache (--no-cache, as before there was one), beside
#     mutool draw's page N without and with its accelerator file (/var/tmp/*.accel);
#     Targets (issue 35): page N with no cache at most mutool='s wall time without accelerator
#     and 1.5× its CPU; page N warm at most mutool='s with its accelerator; `info` with no cache
#     at most half the CPU time it took on 2026-12-06;
#  2. `text`, `search` and `locate` against `info` (no cache), each run alternating with `info`:
#     laying a book out for its text must cost no more than laying it out to count its pages
#     (target: at most 1.1× info).
#   scripts/bench-queries.sh [BOOK.epub:PAGE:WORD …]   default: moby-dick.epub:400:whale and
#                                                      linear-algebra.epub:300:matrix of the corpus
#   RUNS=5    runs per figure (median wall time, and the CPU time of that run)
#   RRENDER=path  another rrender binary (default: .build/release/rrender)
# Both tools draw page N as a 632×840 PNG of the same layout: rrender's 632×840 CSS px page with
# 16 px text, mutool laid out as rrender lays out (mutool=: -W 474 -H 630 -S 12, a page of the
# same size in points with 12 pt text, at 96 dpi), so page N is about the same place in the book.
# (In mutool's own layout, a 632×840 pt page with 11 pt text, moby-dick has 292 pages and mutool
# draws its last page when asked for page 400.) Needs the release build and mutool (make bench).
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=../shared/corpus; [[ -d $corpus ]] || corpus=/work/shared/corpus
cases=("$@")
[[ ${#cases[@]} -gt 0 ]] || cases=("$corpus/moby-dick.epub:400:whale" "$corpus/linear-algebra.epub:300:matrix")
rrender=${RRENDER:-.build/release/rrender}
runs=${RUNS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[[ -x $rrender ]] || { echo "bench-queries: build first (make release)" >&2; exit 1; }
command -v mutool >/dev/null || { echo "bench-queries: mutool missing (scripts/setup-debian.sh --bench)" >&2; exit 1; }
export LC_ALL=C  # a decimal point in $EPOCHREALTIME and in awk

# timed COMMAND…: one run, in a subshell of its own; prints "wall-seconds cpu-seconds": the wall
# time from bash's microsecond clock, the CPU time (user + system) of the subshell's children
# from `times` (getrusage, to the millisecond). GNU time's %e counts hundredths of a second, too
# coarse for a warm page of 17–35 ms.
timed() {
  local start=$EPOCHREALTIME
  "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  local end=$EPOCHREALTIME
  times >"$work/times"  # here, not in a pipe: a subshell's `times` has no children
  awk -v s="$start" -v e="$end" 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); c += p[1] * 60 + p[2] }
    printf "%.4f %.4f\n", e - s, c }' "$work/times"
}

# median [BEFORE] -- COMMAND…: runs BEFORE (to reset state) then COMMAND, $runs times; prints the
# median wall time and that run's CPU time, in ms to a tenth.
median() {
  local before=() rows=()
  while [[ $1 != -- ]]; do before+=("$1"); shift; done
  shift
  for _ in $(seq "$runs"); do
    [[ ${#before[@]} -eq 0 ]] || "${before[@]}"
    rows+=("$(timed "$@")")
  done
  printf '%s\n' "${rows[@]}" | sort -n | awk '{ a[NR] = $0 } END { split(a[int((NR + 1) / 2)], m, " "); printf "%.1f %.1f\n", m[1] * 1000, m[2] * 1000 }'
}

# paired A… -- B…: runs A then B, $runs times, alternating (so a drift of the machine's speed
# lands on both); prints the median wall time and that run's CPU time of each, in ms:
# "A-wall A-cpu B-wall B-cpu".
paired() {
  local first=() second=() a=() b=()
  while [[ $1 != -- ]]; do first+=("$1"); shift; done
  shift
  second=("$@")
  for _ in $(seq "$runs"); do
    a+=("$(timed "${first[@]}")")
    b+=("$(timed "${second[@]}")")
  done
  local pick='{ r[NR] = $0 } END { split(r[int((NR + 1) / 2)], m, " "); printf "%.1f %.1f", m[1] * 1000, m[2] * 1000 }'
  echo "$(printf '%s\n' "${a[@]}" | sort -n | awk "$pick") $(printf '%s\n' "${b[@]}" | sort -n | awk "$pick")"
}

row() { printf '%-22s %-34s %9s %9s %s\n' "$@"; }

# `info`'s CPU time with no cache on 2026-12-06, before issue 35 (Benchmarks/results/
# 2026-12-06-layout-baseline.md): the target is half of it, on this machine.
declare -A info_baseline=([moby-dick.epub]=2183 [linear-algebra.epub]=10500)

echo "bench-queries: $("$rrender" --version) at $rrender; $runs runs, median wall (CPU of that run);" \
     "$(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
row book job "wall ms" "CPU ms" ""
for item in "${cases[@]}"; do
  IFS=: read -r book page word <<<"$item"
  [[ -f $book ]] || { echo "bench-queries: $book not found" >&2; exit 66; }
  name=$(basename "$book")
  cache=$work/cache
  export RRENDER_CACHE=$cache
  accel="/var/tmp/$(realpath "$book" | cut -c2- | tr / %).accel"
  clear_cache() { rm -rf "$cache"; }
  clear_accel() { rm -f "$accel"; }
  page_job=("$rrender" "$book" --page "$page" --viewport 632x840 -o "$work/p.png")
  mutool_job=(mutool draw -W 474 -H 630 -S 12 -r 96 -o "$work/m.png" "$book" "$page")

  read -r nocache_wall nocache_cpu < <(median -- "${page_job[@]}" --no-cache)
  read -r cold_wall cold_cpu < <(median clear_cache -- "${page_job[@]}")
  "${page_job[@]}" >/dev/null 2>&1
  read -r warm_wall warm_cpu < <(median -- "${page_job[@]}")
  read -r mu_cold_wall mu_cold_cpu < <(median clear_accel -- "${mutool_job[@]}")
  "${mutool_job[@]}" >/dev/null 2>&1
  read -r mu_warm_wall mu_warm_cpu < <(median -- "${mutool_job[@]}")
  row "$name" "page $page, no cache" "$nocache_wall" "$nocache_cpu" \
      "$(awk -v a="$nocache_wall" -v b="$mu_cold_wall" -v c="$nocache_cpu" -v d="$mu_cold_cpu" \
        'BEGIN { printf "%.2f× mutool= wall (target ≤ 1.0: %s), %.2f× its CPU (target ≤ 1.5: %s)", a / b, (a <= b ? "ok" : "MISSED"), c / d, (c <= 1.5 * d ? "ok" : "MISSED") }')"
  row "$name" "page $page, cold cache" "$cold_wall" "$cold_cpu" ""
  row "$name" "page $page, warm cache" "$warm_wall" "$warm_cpu" \
      "$(awk -v a="$warm_wall" -v b="$mu_warm_wall" 'BEGIN { printf "%.2f× mutool= with its accelerator (target ≤ 1.0: %s)", a / b, (a <= b ? "ok" : "MISSED") }')"
  row "$name" "mutool= page $page, no accelerator" "$mu_cold_wall" "$mu_cold_cpu" ""
  row "$name" "mutool= page $page, accelerator" "$mu_warm_wall" "$mu_warm_cpu" ""

  read -r info_wall info_cpu < <(median -- "$rrender" info "$book" --viewport 632x840 --no-cache)
  "$rrender" info "$book" --viewport 632x840 >/dev/null 2>&1
  read -r info_warm_wall info_warm_cpu < <(median -- "$rrender" info "$book" --viewport 632x840)
  baseline=${info_baseline[$name]:-}
  row "$name" "info, no cache" "$info_wall" "$info_cpu" \
      "$([[ -z $baseline ]] || awk -v c="$info_cpu" -v b="$baseline" 'BEGIN { printf "%.2f× the CPU of 2026-12-06 (%d ms; target ≤ 0.5: %s)", c / b, b, (c <= 0.5 * b ? "ok" : "MISSED") }')"
  row "$name" "info, warm cache" "$info_warm_wall" "$info_warm_cpu" ""
  for job in text search locate; do
    case $job in
      text) args=(text "$book"); label="text (every page)" ;;
      search) args=(search "$book" "$word"); label="search $word" ;;
      locate) args=(locate "$book" --page "$page"); label="locate --page $page" ;;
    esac
    read -r wall cpu base _ < <(paired "$rrender" "${args[@]}" --viewport 632x840 --no-cache -- \
                                       "$rrender" info "$book" --viewport 632x840 --no-cache)
    row "$name" "$label, no cache" "$wall" "$cpu" \
        "$(awk -v a="$wall" -v b="$base" 'BEGIN { printf "%.2f× info (%.1f ms, runs alternating)", a / b, b }')"
  done
done
