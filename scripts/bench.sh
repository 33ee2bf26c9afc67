#!/usr/bin/env bash
# Speed and memory of rrender against `mutool draw` (and, for PDFs, `pdftocairo -png`), side by
# side in one run: every page of each book rendered to 1264×1680 PNGs in a temporary folder, by
# every tool, on the same cores. PDF pages are fitted into 1264×1680 (rrender letterboxes them on
# a screen of that size; the peers write the fitted page alone).
#   scripts/bench.sh [BOOK.epub|DOC.pdf …]   default: moby-dick.epub, linear-algebra.epub,
#                                            maint-guide.en.pdf and asyRefCard.pdf of the corpus
#   RUNS=3    runs per tool and book (median wall time, highest peak RSS)
#   CORES=N   cores both tools may use (default: all); rrender gets --jobs N, mutool draws on one
#             thread whatever it is given
#   RRENDER=path  another rrender binary (default: .build/release/rrender, as make release makes it)
# The first line names the binary measured: its path, --version, sha256 and the flags make release
# built it with (from BINARY.build-info), or says it is not the binary make release made.
# Needs the release build (make release; see RELEASE_FLAGS in the Makefile), mutool and
# GNU time (scripts/setup-debian.sh --bench). `make bench` does all that first.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every run starts as the first did: no pagination cache (bench-queries.sh measures the cache).
export RRENDER_CACHE=off

corpus=../shared/corpus; [[ -d $corpus ]] || corpus=/work/shared/corpus
books=("$@")
[[ ${#books[@]} -gt 0 ]] || books=("$corpus/moby-dick.epub" "$corpus/linear-algebra.epub" "$corpus/maint-guide.en.pdf" "$corpus/asyRefCard.pdf")
rrender=${RRENDER:-.build/release/rrender}
runs=${RUNS:-3}
cores=${CORES:-$(nproc)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

[[ -x $rrender ]] || { echo "bench: build first (make release)" >&2; exit 1; }
command -v mutool >/dev/null || { echo "bench: mutool missing (scripts/setup-debian.sh --bench)" >&2; exit 1; }
command -v pdftocairo >/dev/null || { echo "bench: pdftocairo missing (scripts/setup-debian.sh --bench)" >&2; exit 1; }
[[ -x /usr/bin/time ]] || { echo "bench: GNU time missing (scripts/setup-debian.sh --bench)" >&2; exit 1; }
for book in "${books[@]}"; do [[ -f $book ]] || { echo "bench: $book not found" >&2; exit 66; }; done
(( cores >= 1 && cores <= $(nproc) )) || { echo "bench: CORES must be 1 to $(nproc)" >&2; exit 64; }

# Both tools run on the same cores: 0 … cores-1.
pin=(taskset -c "0-$((cores - 1))")
# 1264×1680 px: rrender lays out a 632×840 CSS px viewport at scale 2 with 16 px (12 pt) text.
# mutool runs twice on an EPUB:
# - "mutool=": laid out as rrender lays out, a 474×630 pt page (632×840 CSS px, 0.75 pt each)
#   with 12 pt text, drawn at 192 dpi: the same page, type size and lines per page (34 lines on a
#   page of moby-dick for both), so both tools paint and encode the same book;
# - "mutool": its own layout, a 632×840 pt page with 11 pt text drawn at 144 dpi, the
#   configuration earlier figures used: about twice the text on a page (842×1120 CSS px, 14.7 px
#   text), so it paints and encodes about half the pixels rrender does for the same book.
rr_args=(--viewport 632x840 --scale 2 --jobs "$cores")
mu_same_args=(-W 474 -H 630 -S 12 -r 192)
mu_args=(-W 632 -H 840 -r 144)

# png_size FILE: "W×H" from the IHDR chunk.
png_size() {
  od -An -tu1 -j16 -N8 "$1" | awk '{ printf "%d×%d", $1*16777216 + $2*65536 + $3*256 + $4, $5*16777216 + $6*65536 + $7*256 + $8 }'
}

# fits W×H BOOK: true when a page of BOOK has the size it should: 1264×1680 for a book, a PDF
# page fitted into 1264×1680 (one side at the limit) for a peer drawing a PDF page alone.
fits() {
  [[ $1 == "1264×1680" ]] && return 0
  [[ $2 == *.pdf ]] || return 1
  local w=${1%×*} h=${1#*×}
  (( w <= 1266 && h <= 1682 && (w >= 1262 || h >= 1678) ))  # ± 2 px: tools round differently
}

# measure TOOL BOOK COMMAND…: runs COMMAND (writing into $work/out) $runs times and prints one row:
# tool pages wall-seconds cpu-seconds peak-KiB (median wall, CPU of that run, highest peak RSS).
measure() {
  local tool=$1 book=$2; shift 2
  local rows=() peak=0 pages=0
  for _ in $(seq "$runs"); do
    rm -rf "$work/out"; mkdir -p "$work/out"
    local status=0
    "${pin[@]}" /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" || status=$?
    # rrender's 65: the book has errors (reported), and every page that could be was written.
    if (( status != 0 )) && ! [[ $tool == rrender && $status == 65 ]]; then
      [[ $tool == rrender ]] && { echo "bench: rrender failed on $book (exit $status):" >&2; cat "$work/err" >&2; exit 1; }
      # A peer that cannot open the book (mutool and live-manual.en.epub's ZIP) has no row.
      echo "bench: $tool cannot render $book (exit $status): $(grep -m1 -i error "$work/err")" >&2
      return 0
    fi
    # (GNU time writes "Command exited with non-zero status N" first when it did.)
    read -r wall user system kb < <(tail -1 "$work/time")
    rows+=("$wall $(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')")
    (( kb > peak )) && peak=$kb
    pages=$(find "$work/out" -name '*.png' | wc -l)
    local first size
    first=$(find "$work/out" -name '*.png' | sort | head -1)
    size=$(png_size "$first")
    fits "$size" "$book" || { echo "bench: $tool wrote $size PNGs for $book, not 1264×1680" >&2; exit 1; }
  done
  printf '%s\n' "${rows[@]}" | sort -n | awk -v t="$tool" -v p="$pages" -v k="$peak" \
    '{ a[NR] = $0 } END { split(a[int((NR + 1) / 2)], m, " "); print t, p, m[1], m[2], k }'
}

source scripts/bench-binary.sh
binary_header "$rrender"
echo "rrender $("$rrender" --version) against $(mutool -v 2>&1 | head -1)"
echo "every page as 1264×1680 PNG; both tools on the same $cores of $(nproc) cores (taskset -c 0-$((cores - 1)));" \
     "rrender --jobs $cores, mutool one thread"
echo "$runs runs each: median wall time, highest peak RSS (GNU time %M), no pagination cache; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
printf '%-16s %-10s %6s %9s %9s %10s %9s %9s\n' book tool pages "wall s" "cpu s" "peak MiB" "ms/page" "cpu ms/p"
for book in "${books[@]}"; do
  name=$(basename "$book"); name=${name%.epub}
  rr=$(measure rrender "$name" "$rrender" "$book" --pages all "${rr_args[@]}" -o "$work/out/r-%d.png")
  if [[ $book == *.pdf ]]; then
    mu=$(measure mutool "$name" mutool draw -q -w 1264 -h 1680 -o "$work/out/m-%d.png" "$book")
    pc=$(measure pdftocairo "$name" pdftocairo -png -scale-to 1680 "$book" "$work/out/p")
  else
    pc=$(measure mutool "$name" mutool draw -q "${mu_args[@]}" -o "$work/out/m-%d.png" "$book")
    mu=$(measure mutool= "$name" mutool draw -q "${mu_same_args[@]}" -o "$work/out/m-%d.png" "$book")
  fi
  printf '%s\n%s\n%s' "$rr" "$mu" "$pc" | awk -v b="$name" '
    NF { n++; tool[n] = $1; pages[n] = $2; wall[n] = $3; cpu[n] = $4; kb[n] = $5
      printf "%-16s %-10s %6d %9.2f %9.2f %10.1f %9.1f %9.1f\n", b, $1, $2, $3, $4, $5 / 1024, 1000 * $3 / $2, 1000 * $4 / $2 }
    END {
      for (i = 2; i <= n; i++) {
        printf "%-16s %-10s whole book %.2f× (wall), %.2f× (cpu); peak memory %.2f×\n", b, "÷ " tool[i],
          wall[1] / wall[i], cpu[1] / cpu[i], kb[1] / kb[i]
        printf "%-16s %-10s per page   %.2f× (wall), %.2f× (cpu)\n", b, "", (wall[1] / pages[1]) / (wall[i] / pages[i]),
          (cpu[1] / pages[1]) / (cpu[i] / pages[i])
        if (tool[i] == "mutool=")
          printf "%-16s %-10s target: whole book at most 0.33× wall and 0.6× cpu: %s\n", b, "",
            (wall[1] / wall[i] <= 0.33 && cpu[1] / cpu[i] <= 0.6) ? "met" : "NOT MET" }
    }'
done
echo
echo "÷ peer = rrender / that peer, for the same job: every page of the same book. Whole-book ratios come"
echo "first: each tool paginates an EPUB its own way, so per-page ratios (second) flatter whoever makes"
echo "more pages. mutool= lays an EPUB out as rrender does (a 632×840 CSS px page, 16 px text: -W 474"
echo "-H 630 -S 12 -r 192), the same text on a page; mutool lays it out its own way (-W 632 -H 840"
echo "-r 144: a 632×840 pt page, 11 pt text), about twice the text on a page, half the pixels to paint"
echo "and encode for the same book. A PDF has the same pages for all."

# PDF memory against page count: rrender's peak on 10 pages and on 1,008 pages of one PDF
# (maint-guide.en.pdf's pages, sixteen times over, merged from one input so that they share
# their fonts as a long document does), mutool's on the 10 pages for scale. The 1,008 pages run once.
pdf=$corpus/maint-guide.en.pdf
if [[ -f $pdf ]]; then
  mutool merge -o "$work/ten.pdf" "$pdf" 1-10
  mutool merge -o "$work/long.pdf" "$pdf" "$(printf '1-N,%.0s' $(seq 16) | sed 's/,$//')"
  ten=$(measure rrender ten.pdf "$rrender" "$work/ten.pdf" --pages all "${rr_args[@]}" -o "$work/out/r-%d.png")
  mu=$(measure mutool ten.pdf mutool draw -q -w 1264 -h 1680 -o "$work/out/m-%d.png" "$work/ten.pdf")
  long=$(runs=1 measure rrender long.pdf "$rrender" "$work/long.pdf" --pages all "${rr_args[@]}" -o "$work/out/r-%d.png")
  echo
  printf '%-16s %-10s %6s %10s\n' "PDF pages" tool pages "peak MiB"
  printf '%s\n%s\n%s\n' "$ten" "$mu" "$long" | awk '{ printf "%-16s %-10s %6d %10.1f\n", "maint-guide", $1, $2, $5 / 1024; kb[NR] = $5 }
    END { printf "%-16s %-10s peak of 1,008 pages %.2f× that of 10; 10 pages %.2f× mutool\n", "maint-guide", "rrender", kb[3] / kb[1], kb[1] / kb[2] }'
fi
