#!/usr/bin/env bash
# Renders every page of every EPUB and PDF of ../shared/corpus into OUT/BOOK/page-NNNN.png, to compare
# the pages of two builds with `rrender diff BEFORE AFTER --report report` (what a layout change
# moves, page by page).
#   scripts/corpus-pages.sh OUT [RRENDER]   (RRENDER: the binary, .build/release/rrender by default)
set -euo pipefail
out=${1:?usage: scripts/corpus-pages.sh OUT [RRENDER]}
rrender=${2:-.build/release/rrender}
corpus=${RRENDER_CORPUS:-$(dirname "$0")/../../shared/corpus}
for book in "$corpus"/*.epub "$corpus"/*.pdf; do
  name=$(basename "$book")
  mkdir -p "$out/$name"
  # Exit 65 (a malformed chapter, recovered) still renders every page.
  RRENDER_CACHE=off "$rrender" "$book" --pages all -o "$out/$name/page-%04d.png" -q || [[ $? -eq 65 ]]
done
echo "$(find "$out" -name '*.png' | wc -l) pages of $(ls "$corpus"/*.epub "$corpus"/*.pdf | wc -l) publications in $out"
