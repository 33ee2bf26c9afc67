#!/usr/bin/env bash
# Sums Fuzz/campaigns.tsv (one line per target per `make fuzz` run) per target, as the Markdown
# table of docs/Fuzzing.md: runs, executions, CPU time (seconds × jobs), the coverage at four
# fifths of the campaign's executions (all runs in turn) and at its end, its features, the kept
# corpus now, and the crashes found. A campaign goes on until the two coverages are the same.
#
# The coverage at four fifths is read in the run that holds that point, from the coverage the run
# logged as it grew (a few lines of 2026-12-07 logged it at each tenth of the run, and older ones
# at four fifths only, used when the point lies after it: a lower bound, so growth is never
# hidden). The coverage at the end is the highest of that run and the later ones (a run on one
# job counts fewer edges than one on two).
#
#   scripts/fuzz-summary.sh [campaigns.tsv]
set -euo pipefail
cd "$(dirname "$0")/.."
ledger=${1:-Fuzz/campaigns.tsv}
[ -s "$ledger" ] || { echo "fuzz-summary: $ledger is empty: run make fuzz first" >&2; exit 66; }
printf '| target | runs | executions | CPU time | coverage at 4/5 of the campaign → end | features | kept corpus | crashes |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|\n'
for target in FuzzZIP FuzzPackage FuzzXHTML FuzzCSS FuzzSVG FuzzImages FuzzFonts FuzzPDF FuzzLayoutFixed FuzzLayoutPango; do
    files=$(ls "Fuzz/${target#Fuzz}/Corpus" 2> /dev/null | wc -l)
    bytes=$(du -sb "Fuzz/${target#Fuzz}/Corpus" 2> /dev/null | cut -f1)
    awk -F'\t' -v target="$target" -v files="$files" -v bytes="${bytes:-0}" '
        function grouped(n,    s, out) {
            s = sprintf("%d", n); out = ""
            while (length(s) > 3) { out = "," substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) }
            return s out
        }
        NR > 1 && $2 == target {
            runs++; execs += $5; cpu += $3 * $4; crashes += $10
            n[runs] = $5 + 0; cov[runs] = $6 + 0; at80[runs] = $12; trace[runs] = $13; ft = $7
        }
        END {
            if (!runs) { printf "| `%s` | 0 | | | | | %d files | |\n", target, files; exit }
            point = 0.8 * execs; before = 0
            for (k = 1; k < runs && before + n[k] <= point; k++) before += n[k]
            fraction = n[k] ? (point - before) / n[k] : 0
            start = "?"
            if (trace[k] ~ /:/) {
                count = split(trace[k], step, " ")
                for (i = 1; i <= count; i++) {
                    split(step[i], pair, ":")
                    if (i == 1 || pair[1] + 0 <= point - before) start = pair[2]
                }
            } else if (trace[k] != "") { split(trace[k], tenth, ","); start = tenth[int(fraction * 10) + 1] }
            else if (fraction >= 0.8 && at80[k] != "") start = at80[k]
            last = 0
            for (j = k; j <= runs; j++) if (cov[j] > last) last = cov[j]
            printf "| `%s` | %d | %s | %dh %02dm | %s → %d | %d | %d files, %d KB | %d |\n", target, runs, grouped(execs),
                cpu / 3600, (cpu % 3600) / 60, start, last, ft, files, bytes / 1024, crashes
        }' "$ledger"
done
