#!/usr/bin/env bash
# Chapters of any size: the cost of one XHTML chapter must grow with its paragraphs, not faster,
# and its memory stay bounded. Generates, at bench time, EPUBs of one chapter of 20k, 80k and
# 320k short paragraphs of real prose (sentences of the corpus's moby-dick.epub, taken with
# `rrender text`; nothing of the corpus is kept) and one chapter holding a single 5 MB word, and
# measures `rrender info`, `rrender BOOK --page 1` and `rrender BOOK --pages all` (PNGs into a
# temporary folder) with GNU time: wall time, CPU time (user + system) and peak RSS. The word is
# measured at 1 MB too: its cost must grow with its length.
#   scripts/bench-chapter.sh
#   PARAGRAPHS="20000 80000 320000"   chapter sizes (each 4× the one before)
#   SHAPES="20000 80000"              sizes of the two other shapes: one paragraph of N lines
#                                     split by <br/>, and N paragraphs bordered by h1 ~ p
#   WORD_MB=5                         size of the unbroken word (also measured at a fifth of it)
#   TIMEOUT=900                       seconds before a command counts as not finishing
#   RUNS=3 REPEAT_UNDER=10             a command whose first run takes under 10 s runs 3 times;
#                                     the run of median CPU time is shown
#   RRENDER=path                      another rrender binary (default: the release build)
# Targets (printed with the figures): CPU time per paragraph flat (4× the paragraphs at most
# 4.5× the CPU time) for info and --pages all; peak RSS under 250 MiB at 80k paragraphs; every
# page of the 20k chapter at most 1.5× the CPU time per page of every page of moby-dick.epub;
# the word under 300 MiB, `info` of it under 15 s and every page under 60 s (CPU), at most 5.5×
# the CPU time of the word a fifth as long; `--page 1` of the largest chapter in at most 5 % of its
# `info` time (the page is drawn once laid out, not after the whole chapter). CPU time is the measure: the machine may be shared, and a
# chapter is laid out and painted by one worker.
# Needs the release build (make release) and GNU time. `make bench` runs it after the others.
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=../shared/corpus; [[ -d $corpus ]] || corpus=/work/shared/corpus
rrender=${RRENDER:-.build/release/rrender}
read -r -a sizes <<<"${PARAGRAPHS:-20000 80000 320000}"
read -r -a shapes <<<"${SHAPES:-20000 80000}"
word_mb=${WORD_MB:-5}
limit=${TIMEOUT:-900}
runs=${RUNS:-3}
repeat_under=${REPEAT_UNDER:-10}
# Every run lays the chapter out as the first did: no pagination cache.
export RRENDER_CACHE=off
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

[[ -x $rrender ]] || { echo "bench-chapter: build first (make release)" >&2; exit 1; }
[[ -x /usr/bin/time ]] || { echo "bench-chapter: GNU time missing (scripts/setup-debian.sh --bench)" >&2; exit 1; }
command -v zip >/dev/null || { echo "bench-chapter: zip missing" >&2; exit 1; }
[[ -f $corpus/moby-dick.epub ]] || { echo "bench-chapter: $corpus/moby-dick.epub not found" >&2; exit 66; }

# The prose: moby-dick's text cut into sentences of 20 to 90 characters, one a line.
"$rrender" text "$corpus/moby-dick.epub" | tr '\f\n' '  ' \
  | awk 'BEGIN { RS = "[.;!?] +" } { gsub(/^ +| +$/, ""); if (length($0) >= 20 && length($0) <= 90) print $0 "." }' \
  > "$work/sentences.txt"

# book NAME: zips $work/NAME/ (chapter.xhtml written by the caller) into $work/NAME.epub.
book() {
  local dir=$work/$1
  mkdir -p "$dir/META-INF"
  printf 'application/epub+zip' > "$dir/mimetype"
  cat > "$dir/META-INF/container.xml" <<'XML'
<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
XML
  cat > "$dir/content.opf" <<XML
<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">bench-chapter-$1</dc:identifier><dc:title>$1</dc:title><dc:language>en</dc:language><meta property="dcterms:modified">2024-01-01T00:00:00Z</meta></metadata>
<manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="c" href="chapter.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c"/></spine></package>
XML
  cat > "$dir/nav.xhtml" <<'XML'
<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head><body><nav epub:type="toc"><ol><li><a href="chapter.xhtml">Chapter</a></li></ol></nav></body></html>
XML
  (cd "$dir" && zip -q -X -0 "../$1.epub" mimetype && zip -q -X -9 "../$1.epub" META-INF/container.xml content.opf nav.xhtml chapter.xhtml)
  rm -rf "$dir"
}

# prose N: a chapter of N paragraphs, the sentences in turn.
prose() {
  mkdir -p "$work/p$1"
  { printf '<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Chapter</title></head><body>\n<h1>%d paragraphs</h1>\n' "$1"
    awk -v n="$1" '{ s[NR] = $0 } END { for (i = 0; i < n; i++) { t = s[i % NR + 1]; gsub(/&/, "\\&amp;", t); gsub(/</, "\\&lt;", t); print "<p>" t "</p>" } }' "$work/sentences.txt"
    printf '</body></html>\n'; } > "$work/p$1/chapter.xhtml"
  book "p$1"
}

# verses N: a chapter of one paragraph of N sentences, each in a span with an id and ended by a
# forced break (a Bible chapter or a poem set as one <p>).
verses() {
  mkdir -p "$work/v$1"
  { printf '<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Verses</title></head><body>\n<p>'
    awk -v n="$1" '{ s[NR] = $0 } END { for (i = 0; i < n; i++) { t = s[i % NR + 1]; gsub(/&/, "\\&amp;", t); gsub(/</, "\\&lt;", t); print "<span id=\"v" i "\"><b>" i "</b> " t "</span><br/>" } }' "$work/sentences.txt"
    printf '</p></body></html>\n'; } > "$work/v$1/chapter.xhtml"
  book "v$1"
}

# styled N: N paragraphs after a heading, each given a border by a sibling selector (h1 ~ p).
styled() {
  prose "$1"
  mkdir -p "$work/s$1"
  unzip -q -o "$work/p$1.epub" -d "$work/s$1"
  sed -i 's|<title>Chapter</title>|<title>Chapter</title><style>h1 ~ p { border-bottom: 1px solid #999; padding-bottom: 2px }</style>|' "$work/s$1/chapter.xhtml"
  rm -f "$work/s$1/mimetype" "$work/p$1.epub"
  book "s$1"
}

# word NAME BYTES: a chapter of one paragraph holding one word of BYTES (the prose's letters).
word() {
  mkdir -p "$work/$1"
  { printf '<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Word</title></head><body><p>'
    local letters; letters=$(tr -cd 'A-Za-z' < "$work/sentences.txt")
    while :; do printf '%s' "$letters"; done | head -c "$2" || true
    printf '</p></body></html>\n'; } > "$work/$1/chapter.xhtml"
  book "$1"
}

# measure KEY ARGS…: runs rrender and records under KEY its wall time, CPU time, peak RSS (KiB)
# and pages (PNGs written, or the count `info` prints); "-" when it did not finish within $limit
# seconds or failed. A command whose first run takes under $repeat_under seconds runs $runs
# times, and the run of median CPU time is kept (with the highest peak): one run of a second or
# two moves by a fifth on a shared machine, enough to turn a growth ratio.
declare -A wall cpu peak pages
measure() {
  local key=$1; shift
  local rows=() run top=0 first_wall
  for run in $(seq "$runs"); do
    rm -rf "$work/out"; mkdir -p "$work/out"
    if ! timeout "$limit" /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$rrender" "$@" >"$work/stdout" 2>"$work/err"; then
      wall[$key]=- cpu[$key]=- peak[$key]=- pages[$key]=0; return
    fi
    local w user system kb
    read -r w user system kb < "$work/time"
    (( kb > top )) && top=$kb
    rows+=("$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }') $w")
    [[ $run == 1 ]] && first_wall=$w
    awk -v w="$first_wall" -v l="$repeat_under" 'BEGIN { exit !(w >= l) }' && break
  done
  read -r "cpu[$key]" "wall[$key]" < <(printf '%s\n' "${rows[@]}" | sort -n | awk '{ r[NR] = $0 } END { print r[int((NR + 1) / 2)] }')
  peak[$key]=$top
  pages[$key]=$(find "$work/out" -name '*.png' | wc -l)
  if [[ $1 == info ]]; then pages[$key]=$(python3 -c 'import json, sys; print(json.load(sys.stdin)["rrender"]["metadata"]["pages"])' <"$work/stdout"); fi
}

# row LABEL COMMAND KEY PARAGRAPHS: one line of the table.
row() {
  local k=$3
  if [[ ${wall[$k]} == - ]]; then printf '%-12s %-10s %7s %9s\n' "$1" "$2" - ">${limit}"; return; fi
  awk -v l="$1" -v c="$2" -v w="${wall[$k]}" -v u="${cpu[$k]}" -v kb="${peak[$k]}" -v p="$4" -v n="${pages[$k]}" 'BEGIN {
    printf "%-12s %-10s %7s %9.2f %9.2f %12s %12s %10.1f\n", l, c, (n > 0 ? n : "-"), w, u,
      (p > 0 ? sprintf("%.1f", 1e6 * u / p) : "-"), (n > 0 && c == "--pages" ? sprintf("%.2f", 1000 * u / n) : "-"), kb / 1024 }'
}

echo "rrender $(git describe --always --dirty 2>/dev/null || echo '?') ($rrender); one chapter of N paragraphs, default viewport" \
     "(600×800, scale 1); no pagination cache; a command under ${repeat_under} s: the median CPU of $runs runs;" \
     "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
printf '%-12s %-10s %7s %9s %9s %12s %12s %10s\n' chapter command pages "wall s" "cpu s" "cpu µs/para" "cpu ms/page" "peak MiB"
for n in "${sizes[@]}"; do
  prose "$n"
  measure "info$n" info "$work/p$n.epub"
  measure "page$n" "$work/p$n.epub" --page 1 -o "$work/out/one.png"
  measure "all$n" "$work/p$n.epub" --pages all -o "$work/out/p-%d.png"
  row "$n p" info "info$n" "$n"
  row "$n p" "--page 1" "page$n" "$n"
  row "$n p" --pages "all$n" "$n"
done
for n in "${shapes[@]}"; do
  verses "$n"
  measure "vinfo$n" info "$work/v$n.epub"
  measure "vall$n" "$work/v$n.epub" --pages all -o "$work/out/p-%d.png"
  row "$n verses" info "vinfo$n" "$n"
  row "$n verses" --pages "vall$n" "$n"
  styled "$n"
  measure "sinfo$n" info "$work/s$n.epub"
  measure "sall$n" "$work/s$n.epub" --pages all -o "$work/out/p-%d.png"
  row "$n h1~p" info "sinfo$n" "$n"
  row "$n h1~p" --pages "sall$n" "$n"
done
measure moby "$corpus/moby-dick.epub" --pages all -o "$work/out/p-%d.png"
row moby-dick --pages moby 0
word fifth $(((word_mb << 20) / 5))
measure fifthinfo info "$work/fifth.epub"
measure fifthall "$work/fifth.epub" --pages all -o "$work/out/p-%d.png"
row "$(awk -v m="$word_mb" 'BEGIN { printf "%g", m / 5 }') MB word" info fifthinfo 0
row "$(awk -v m="$word_mb" 'BEGIN { printf "%g", m / 5 }') MB word" --pages fifthall 0
word word $((word_mb << 20))
measure wordinfo info "$work/word.epub"
measure wordall "$work/word.epub" --pages all -o "$work/out/p-%d.png"
row "${word_mb} MB word" info wordinfo 0
row "${word_mb} MB word" --pages wordall 0

echo
verdict() { if awk "BEGIN { exit !($1) }"; then echo ok; else echo MISSED; fi; }
# growth KIND LABEL SIZES…: the CPU time ratio of each size to the one before, with the verdict
# (the time per paragraph flat: at most 4.5× the time for 4× the paragraphs).
growth() {
  local kind=$1 label=$2 line="" prev="" n ratio; shift 2
  for n in "$@"; do
    if [[ -n $prev ]]; then
      if [[ ${cpu[$kind$n]} == - || ${cpu[$kind$prev]} == - ]]; then line+="  ${prev}→${n}: did not finish (MISSED)"; else
        ratio=$(awk -v a="${cpu[$kind$n]}" -v b="${cpu[$kind$prev]}" -v x="$n" -v y="$prev" 'BEGIN { printf "%.2f", (a / b) * (y / x) * 4 }')
        line+="  ${prev}→${n}: $(awk -v a="${cpu[$kind$n]}" -v b="${cpu[$kind$prev]}" 'BEGIN { printf "%.2f", a / b }')× CPU ($(verdict "$ratio <= 4.5"))"
      fi
    fi
    prev=$n
  done
  echo "growth of $label, target ≤ 4.5× CPU for 4× the size:$line"
}
growth info "info (prose)" "${sizes[@]}"
growth all "--pages all (prose)" "${sizes[@]}"
growth vinfo "info (verses)" "${shapes[@]}"
growth vall "--pages all (verses)" "${shapes[@]}"
growth sinfo "info (h1 ~ p)" "${shapes[@]}"
growth sall "--pages all (h1 ~ p)" "${shapes[@]}"
mem=0
for k in info page all; do [[ ${peak[${k}80000]:--} != - ]] && (( peak[${k}80000] > mem )) && mem=${peak[${k}80000]}; done
if [[ -n ${cpu[info80000]:-} ]]; then
  echo "peak RSS at 80000 paragraphs, target < 250 MiB: $(awk -v k="$mem" 'BEGIN { printf "%.1f", k / 1024 }') MiB ($(verdict "$mem > 0 && $mem < 250 * 1024"))"
fi
if [[ -n ${cpu[all20000]:-} && ${cpu[all20000]} != - && ${cpu[moby]} != - ]]; then
  per=$(awk -v a="${cpu[all20000]}" -v p="${pages[all20000]}" -v b="${cpu[moby]}" -v q="${pages[moby]}" 'BEGIN { printf "%.2f", (a / p) / (b / q) }')
  echo "CPU per page, 20000 paragraphs ÷ moby-dick, target ≤ 1.5: $per ($(verdict "$per <= 1.5"))"
fi
largest=${sizes[-1]}
if [[ ${cpu[page$largest]:--} != - && ${wall[info$largest]:--} != - ]]; then
  share=$(awk -v a="${wall[page$largest]}" -v b="${wall[info$largest]}" 'BEGIN { printf "%.3f", a / b }')
  echo "--page 1 of ${largest} paragraphs ÷ info of it (wall), target ≤ 0.05: $share ($(verdict "$share <= 0.05"))"
fi
wordpeak=$(( ${peak[wordinfo]/-/0} > ${peak[wordall]/-/0} ? ${peak[wordinfo]/-/0} : ${peak[wordall]/-/0} ))
finished=ok; [[ ${wall[wordinfo]} == - || ${wall[wordall]} == - ]] && finished=MISSED
echo "${word_mb} MB word, target < 300 MiB and finishing: $(awk -v k="$wordpeak" 'BEGIN { printf "%.1f", k / 1024 }') MiB" \
     "($(verdict "$wordpeak > 0 && $wordpeak < 300 * 1024")), finished ($finished)"
if [[ $finished == ok ]]; then
  echo "${word_mb} MB word, target info < 15 s and --pages all < 60 s CPU: ${cpu[wordinfo]} s" \
       "($(verdict "${cpu[wordinfo]} < 15")), ${cpu[wordall]} s ($(verdict "${cpu[wordall]} < 60"))"
  for k in info all; do
    if [[ ${cpu[fifth$k]} != - ]]; then
      ratio=$(awk -v a="${cpu[word$k]}" -v b="${cpu[fifth$k]}" 'BEGIN { printf "%.2f", a / b }')
      echo "growth of the word ($k), target ≤ 5.5× CPU for 5× the length: ${ratio}× ($(verdict "$ratio <= 5.5"))"
    fi
  done
fi
