#!/usr/bin/env bash
# Sums Fuzz/campaigns.tsv (one line per target per `make fuzz` run) per target, as the Markdown
# table of docs/Fuzzing.md: runs, executions, CPU time (seconds × jobs), the coverage of the
# longest run at four fifths of its executions and at its end (a campaign goes on while they
# differ), its features, the kept corpus now, and the crashes found.
#
#   scripts/fuzz-summary.sh [campaigns.tsv]
set -euo pipefail
cd "$(dirname "$0")/.."
ledger=${1:-Fuzz/campaigns.tsv}
[ -s "$ledger" ] || { echo "fuzz-summary: $ledger is empty: run make fuzz first" >&2; exit 66; }
printf '| target | runs | executions | CPU time | coverage at 4/5 → end | features | kept corpus | crashes |\n'
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
            if ($5 + 0 >= longest) { longest = $5 + 0; cov = $6; cov80 = $12; ft = $7 }
        }
        END {
            if (!runs) { printf "| `%s` | 0 | | | | | %d files | |\n", target, files; exit }
            printf "| `%s` | %d | %s | %dh %02dm | %s → %d | %d | %d files, %d KB | %d |\n", target, runs, grouped(execs),
                cpu / 3600, (cpu % 3600) / 60, cov80 == "" ? "?" : cov80, cov, ft, files, bytes / 1024, crashes
        }' "$ledger"
done
