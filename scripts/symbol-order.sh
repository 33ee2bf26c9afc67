#!/usr/bin/env bash
# Writes scripts/symbol-order.txt: the functions of the release binary that everyday runs execute
# (start-up, --help, info, text, rendering a few pages of PDFs and of EPUBs in Latin, Japanese
# vertical and Arabic script, MathML), which `make release` asks lld to place first in .text
# (--symbol-ordering-file). The kernel maps a binary's code a large folio at a time around each
# page it touches, so code run once anywhere in the 18 MB of .text (the Swift runtime, Foundation,
# ICU and rrender, linked statically) kept most of it resident (docs/Architecture.md, "Memory";
# the figures: Benchmarks/results/2026-12-06-architecture-history.md).
# A function missing from the list (new code) only costs its own pages: regenerate now and then.
#   scripts/symbol-order.sh      needs the release build (make release) and valgrind (callgrind)
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=../shared/corpus; [[ -d $corpus ]] || corpus=/work/shared/corpus
binary=.build/release/rrender
[[ -x $binary ]] || { echo "symbol-order: build first (make release)" >&2; exit 1; }
command -v valgrind >/dev/null || { echo "symbol-order: valgrind missing (apt-get install valgrind)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# valgrind cannot read the DWARF of the release binary: a copy without it (symbols kept).
objcopy --strip-debug "$binary" "$work/rrender"
screen=(--viewport 632x840 --scale 2)
runs=(
  "--version"
  "--help"
  "info $corpus/maint-guide.en.pdf"
  "text $corpus/maint-guide.en.pdf --page 2"
  "$corpus/maint-guide.en.pdf --pages 1-3 ${screen[*]} --jobs 2 -o $work/p-%d.png"
  "$corpus/asyRefCard.pdf --pages 1 ${screen[*]} -o $work/asy.png"
  "info $corpus/childrens-literature.epub"
  "$corpus/childrens-literature.epub --pages 1-4 ${screen[*]} --jobs 2 -o $work/c-%d.png"
  "$corpus/kusamakura-japanese-vertical-writing.epub --pages 1-2 ${screen[*]} -o $work/k-%d.png"
  "$corpus/regime-anticancer-arabic.epub --pages 1-2 ${screen[*]} -o $work/a-%d.png"
  "$corpus/moby-dick.epub --pages 1-3 ${screen[*]} -o $work/m-%d.png"
  "$corpus/linear-algebra.epub --pages 1-3 ${screen[*]} -o $work/l-%d.png"
)
n=0
for run in "${runs[@]}"; do
  n=$((n + 1))
  # shellcheck disable=SC2086 # each run is a command line
  valgrind --tool=callgrind --demangle=no --dump-instr=no --callgrind-out-file="$work/cg.$n" \
    "$work/rrender" $run >/dev/null 2>"$work/log.$n" || { echo "symbol-order: failed: rrender $run" >&2; cat "$work/log.$n" >&2; exit 1; }
  echo "symbol-order: $n/${#runs[@]} rrender $run" >&2
done

# Every function callgrind names (as caller or callee) that the binary defines, in order of
# first appearance (start-up first).
nm --defined-only "$binary" | awk '$2 ~ /^[tTwW]$/ { print $3 }' | sort -u > "$work/defined"
for n in $(seq "${#runs[@]}"); do cat "$work/cg.$n"; done |
  sed -n -E "s/^c?fn=\([0-9]+\) (.+)$/\1/p" | sed -E "s/'[0-9]+$//" |
  awk 'NR == FNR { defined[$0] = 1; next } ($0 in defined) && !seen[$0]++' "$work/defined" - > scripts/symbol-order.txt
echo "symbol-order: $(wc -l < scripts/symbol-order.txt) functions in scripts/symbol-order.txt" >&2
