#!/usr/bin/env bash
# Thumbnails: rrender's batch against gnome-epub-thumbnailer (the GNOME desktop's own EPUB
# thumbnailer, run once per book as the desktop runs it), and rrender's books/s on one core.
#   1. the corpus EPUBs that declare a cover, COPIES times each: gnome-epub-thumbnailer -s 256
#      per book versus one `rrender thumbnails --jobs 1` over all of them (total wall time);
#   2. the fast path: BOOKS (default 1000) declared-cover books in one batch on one core,
#      books/s and peak memory (GNU time's maximum RSS);
#   3. first-page renders (the corpus EPUBs without a cover image), books/s on one core.
# Books are symbolic links to the corpus files (never copies), in a temporary folder.
#   COPIES=10 BOOKS=1000 RENDERS=40 scripts/bench-thumbnails.sh
# Needs the release build and gnome-epub-thumbnailer (scripts/setup-debian.sh --bench); `make
# bench-thumbnails` does both.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every run starts as the first did: no pagination cache (bench-queries.sh measures the cache).
export RRENDER_CACHE=off

corpus=../shared/corpus; [[ -d $corpus ]] || corpus=/work/shared/corpus
rrender=${RRENDER:-.build/release/rrender}
copies=${COPIES:-10}
books=${BOOKS:-1000}
renders=${RENDERS:-40}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

[[ -x $rrender ]] || { echo "bench-thumbnails: build first (make release)" >&2; exit 1; }
command -v gnome-epub-thumbnailer >/dev/null || { echo "bench-thumbnails: gnome-epub-thumbnailer missing (scripts/setup-debian.sh --bench)" >&2; exit 1; }
[[ -x /usr/bin/time ]] || { echo "bench-thumbnails: GNU time missing (scripts/setup-debian.sh --bench)" >&2; exit 1; }

# The corpus EPUBs by what rrender's fast path finds: a declared cover image, or not.
declared=() undeclared=()
for book in "$corpus"/*.epub; do
  rule=$("$rrender" thumbnails "$book" -o "$work/probe.png" --force --manifest "$work/probe.jsonl" >/dev/null 2>&1; \
         grep -o '"rule":"[a-z-]*"' "$work/probe.jsonl" | cut -d'"' -f4)
  case $rule in cover-image|meta-cover) declared+=("$book") ;; *) undeclared+=("$book") ;; esac
done
echo "bench-thumbnails: ${#declared[@]} corpus EPUBs declare a cover image, ${#undeclared[@]} do not"

# links DIR COUNT BOOK…: COUNT symbolic links cycling over the books, one per line on stdout.
links() {
  local dir=$1 count=$2; shift 2
  local list=("$@") i
  mkdir -p "$dir"
  for ((i = 0; i < count; i++)); do
    local book=${list[i % ${#list[@]}]}
    ln -s "$(realpath "$book")" "$dir/$i-$(basename "$book")"
    echo "$dir/$i-$(basename "$book")"
  done
}

now() { date +%s.%N; }
rate() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.1f", n / s }'; }

# 1. Against gnome-epub-thumbnailer, one core each, the same books.
links "$work/covers" $((copies * ${#declared[@]})) "${declared[@]}" > "$work/covers.txt"
count=$(wc -l < "$work/covers.txt")
mkdir -p "$work/gnome"
start=$(now)
i=0
while read -r book; do
  taskset -c 0 gnome-epub-thumbnailer -s 256 "$book" "$work/gnome/$i.png" 2>/dev/null || true
  i=$((i + 1))
done < "$work/covers.txt"
gnome=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
start=$(now)
taskset -c 0 "$rrender" thumbnails --from-file "$work/covers.txt" -o "$work/rr" --jobs 1 --force --no-progress || true
ours=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
printf '%-44s %8.2f s  %7s books/s\n' "gnome-epub-thumbnailer -s 256, $count books" "$gnome" "$(rate "$count" "$gnome")"
printf '%-44s %8.2f s  %7s books/s  (%s%% of its time)\n' "rrender thumbnails --jobs 1, $count books" "$ours" "$(rate "$count" "$ours")" \
  "$(awk -v a="$ours" -v b="$gnome" 'BEGIN { printf "%.0f", 100 * a / b }')"

# 2. The fast path: a batch of declared covers on one core, with its peak memory.
links "$work/many" "$books" "${declared[@]}" > "$work/many.txt"
/usr/bin/time -f '%e %M %U %S' -o "$work/many.time" taskset -c 0 "$rrender" thumbnails --from-file "$work/many.txt" -o "$work/many-out" \
  --jobs 1 --force --no-progress || true
read -r seconds kilobytes user system < "$work/many.time"
cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')
printf '%-44s %8.2f s  %7s books/s  peak %d MB  (CPU %.2f s: %s books per CPU-second)\n' "fast path, $books books, one core" "$seconds" \
  "$(rate "$books" "$seconds")" $((kilobytes / 1024)) "$cpu" "$(rate "$books" "$cpu")"

# 3. First-page renders.
if [[ ${#undeclared[@]} -gt 0 ]]; then
  links "$work/pages" "$renders" "${undeclared[@]}" > "$work/pages.txt"
  /usr/bin/time -f '%e %M %U %S' -o "$work/pages.time" taskset -c 0 "$rrender" thumbnails --from-file "$work/pages.txt" -o "$work/pages-out" \
    --jobs 1 --force --no-progress || true
  read -r seconds kilobytes user system < "$work/pages.time"
  cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')
  printf '%-44s %8.2f s  %7s books/s  peak %d MB  (CPU %.2f s: %s books per CPU-second)\n' "rendered pages, $renders books, one core" \
    "$seconds" "$(rate "$renders" "$seconds")" $((kilobytes / 1024)) "$cpu" "$(rate "$renders" "$cpu")"
fi
