#!/usr/bin/env bash
# Search speed: time to the first page of results and to all results, for a common word in
# each book, with `rrender search --json` (one LocatorCollection per line, flushed as found),
# process start and opening included. One worker (--jobs 1): a search lays resources out one
# after the other.
#   scripts/bench-search.sh [BOOK.epub:WORD …]   default: moby-dick.epub:whale,
#                                                linear-algebra.epub:matrix of the corpus
#   RUNS=3    runs per book (median of each figure)
# Needs the release build (make release). `make bench` runs it after scripts/bench.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every run starts as the first did: no pagination cache (bench-queries.sh measures the cache).
export RRENDER_CACHE=off

corpus=../shared/corpus; [[ -d $corpus ]] || corpus=/work/shared/corpus
cases=("$@")
[[ ${#cases[@]} -gt 0 ]] || cases=("$corpus/moby-dick.epub:whale" "$corpus/linear-algebra.epub:matrix")
rrender=.build/release/rrender
runs=${RUNS:-3}
[[ -x $rrender ]] || { echo "bench-search: build first (make release)" >&2; exit 1; }

now() { date +%s%N; }

# one BOOK WORD: prints "first-ms all-ms pages results" for one run.
one() {
  local book=$1 word=$2 start first="" pages=0 results=0 line n
  start=$(now)
  while IFS= read -r line; do
    [[ -n $first ]] || first=$(now)
    n=$(grep -o '"numberOfItems":[0-9]*' <<<"$line" | cut -d: -f2)
    pages=$((pages + 1)); results=$((results + ${n:-0}))
  done < <("$rrender" search "$book" "$word" --json --jobs 1)
  local end; end=$(now)
  [[ -n $first ]] || first=$end
  echo "$(( (first - start) / 1000000 )) $(( (end - start) / 1000000 )) $pages $results"
}

echo "rrender $(git describe --always --dirty 2>/dev/null || echo '?') (release) search; $runs runs each, median;" \
     "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-22s %-10s %8s %8s %12s %12s\n' book word results pages "first ms" "all ms"
for item in "${cases[@]}"; do
  book=${item%:*} word=${item##*:}
  [[ -f $book ]] || { echo "bench-search: $book not found" >&2; exit 66; }
  rows=()
  for _ in $(seq "$runs"); do rows+=("$(one "$book" "$word")"); done
  firsts=$(printf '%s\n' "${rows[@]}" | cut -d' ' -f1 | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  alls=$(printf '%s\n' "${rows[@]}" | cut -d' ' -f2 | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  read -r _ _ pages results <<<"${rows[0]}"
  printf '%-22s %-10s %8d %8d %12d %12d\n' "$(basename "$book")" "$word" "$results" "$pages" "$firsts" "$alls"
done
