#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs each for FUZZ_TIME seconds
# from its kept corpus (Fuzz/<Target>/Corpus/: hand-made seeds, scripts/make-fuzz-seeds.py, and
# what earlier campaigns found). At the end of a run the kept corpus is minimised again with the
# run's new inputs, and a line per target goes to Fuzz/campaigns.tsv, so that the counts of
# successive runs add up (docs/Fuzzing.md). A crash, hang or out-of-memory input is
# minimised and kept in Tests/FuzzRegressions/<Target>/, which the normal test suite replays, as
# it replays every kept corpus (FuzzRegressionTests).
#
#   scripts/fuzz.sh [TARGET…]        (make fuzz; TARGET among those below, default all)
#
# Environment:
#   FUZZ_TIME=60       seconds of fuzzing per target
#   FUZZ_JOBS=1        fuzzing processes per target (libFuzzer -fork=N; 2 uses both cores here)
#   FUZZ_CONFIG=release  the build configuration (debug builds faster, runs ~10× slower)
#   FUZZ_BUILD=0       use the fuzzers already in .build-fuzz
#   FUZZ_BOOKS=…       a folder of EPUBs to make more seeds from, for runs whose corpus is not
#                      committed (their finds derive from the books, and ../shared/corpus must
#                      never reach the repository)
#   FUZZ_KEEP=0        do not merge new inputs into the kept corpora (nor log the run)
#   FUZZ_ARGS=…        more libFuzzer flags (for example -seed=1)
#
# Exit status: 0 when no target found anything, 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

ALL_TARGETS=(FuzzZIP FuzzPackage FuzzXHTML FuzzCSS FuzzSVG FuzzImages FuzzFonts FuzzPDF FuzzLayoutFixed FuzzLayoutPango)
TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=("${ALL_TARGETS[@]}")
FUZZ_TIME=${FUZZ_TIME:-60}
FUZZ_JOBS=${FUZZ_JOBS:-1}
FUZZ_CONFIG=${FUZZ_CONFIG:-release}
FUZZ_BOOKS=${FUZZ_BOOKS:-}
FUZZ_KEEP=${FUZZ_KEEP:-1}
SCRATCH=.build-fuzz
WORK=$ROOT/.fuzz
REGRESSIONS=$ROOT/Tests/FuzzRegressions
LEDGER=$ROOT/Fuzz/campaigns.tsv
# The largest input merged into a kept corpus.
KEEP_MAX=65536
# Must match FuzzPackage.separator (Fuzz/Package/FuzzPackage.swift).
PART_SEPARATOR=$'\n%%fuzz-part%%\n'
# A GLib library (Pango, gdk-pixbuf) refusing what rrender hands it prints a CRITICAL on the
# reader's terminal: a bug of ours, found and minimised as a crash.
export G_DEBUG=fatal-criticals
# Swift seeds its hashing afresh in each process: the order a Set or Dictionary is walked in, and
# the edges its inlined code takes, would change between an input's runs, so that a crash might
# not replay and coverage would grow by chance. One seed for every run.
export SWIFT_DETERMINISTIC_HASHING=1

# The kept corpus of a target: Fuzz/ZIP/Corpus for FuzzZIP.
kept_corpus() { echo "$ROOT/Fuzz/${1#Fuzz}/Corpus"; }

for target in "${TARGETS[@]}"; do
    [[ " ${ALL_TARGETS[*]} " == *" $target "* ]] || { echo "fuzz: unknown target $target (one of: ${ALL_TARGETS[*]})" >&2; exit 64; }
done
if [ -n "$FUZZ_BOOKS" ]; then
    for tool in unzip zip perl; do
        command -v $tool > /dev/null || { echo "fuzz: $tool is needed to make seeds of FUZZ_BOOKS (apt-get install $tool)" >&2; exit 69; }
    done
fi

# --- Build ---------------------------------------------------------------------------------------
# SwiftPM's --sanitize applies to every target of the product, the C adapters (CRsvg, CPoppler)
# included (clang gets -fsanitize=fuzzer and -fsanitize=address), and with `fuzzer` SwiftPM
# leaves the executable's entry point alone (libFuzzer has main). But SwiftPM 6.3 hands swiftc
# one -sanitize= per sanitizer and the driver keeps only the last, in an order that changes from
# run to run: Swift code was built either without coverage or without ASan. -Xswiftc
# -sanitize=fuzzer,address comes last and names both. One product at a time, since libFuzzer
# brings its own main and the package's other executables have theirs.
build() {
    local target=$1
    echo "fuzz: building $target ($FUZZ_CONFIG, -sanitize=fuzzer,address)"
    swift build -c "$FUZZ_CONFIG" --scratch-path $SCRATCH --sanitize fuzzer --sanitize address \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -DRRENDER_LIBFUZZER --product "$target" 2>&1 |
        grep -v "Cannot export local symbol" | tail -3
    return "${PIPESTATUS[0]}"
}

# --- Seeds of FUZZ_BOOKS --------------------------------------------------------------------------
# Made again from the books at each run into .fuzz/seeds/<Target>, read-only inputs of the run.
books() { ls "$FUZZ_BOOKS"/*.epub 2> /dev/null; }

seed_zip() {
    local out=$1 epub name tmp
    for epub in $(books); do
        name=$(basename "$epub" .epub)
        [ "$(stat -c %s "$epub")" -le 262144 ] && cp "$epub" "$out/$name.epub"
        # Small archives of the same book's OCF and package files: stored, deflated, ZIP64,
        # and streamed (data descriptors), so that mutations hit every branch of the reader quickly.
        tmp=$(mktemp -d)
        (cd "$tmp" && unzip -qq -o "$epub" mimetype 'META-INF/*' '*.opf' '*.ncx' 2> /dev/null
         zip -q -X -D -0 -r "$out/$name-stored.zip" mimetype . 2> /dev/null
         zip -q -X -D -9 -r "$out/$name-deflated.zip" mimetype . 2> /dev/null
         zip -q -X -D -fz -r "$out/$name-zip64.zip" mimetype . 2> /dev/null
         zip -q -X -D -r - mimetype . > "$out/$name-streamed.zip" 2> /dev/null)
        rm -rf "$tmp"
    done
}

# One seed per book: package document, NCX, navigation document, container.xml, encryption.xml.
seed_package() {
    local out=$1 epub name opf ncx nav_href nav dir
    for epub in $(books); do
        name=$(basename "$epub" .epub)
        opf=$(unzip -p "$epub" META-INF/container.xml | tr '\n' ' ' | grep -o 'full-path="[^"]*"' | head -1 | sed 's/^full-path="//; s/"$//')
        [ -n "$opf" ] || continue
        dir=$(dirname "$opf"); [ "$dir" = . ] && dir="" || dir="$dir/"
        ncx=$(unzip -Z1 "$epub" | grep -i '\.ncx$' | head -1)
        nav_href=$(unzip -p "$epub" "$opf" | tr '\n' ' ' | grep -o '<item [^>]*properties="[^"]*nav[^"]*"[^>]*>' | head -1 |
            grep -o ' href="[^"]*"' | sed 's/^ href="//; s/"$//')
        nav=${nav_href:+$dir$nav_href}
        {
            unzip -p "$epub" "$opf"
            printf '%s' "$PART_SEPARATOR"; [ -n "$ncx" ] && unzip -p "$epub" "$ncx"
            printf '%s' "$PART_SEPARATOR"; [ -n "$nav" ] && unzip -p "$epub" "$nav"
            printf '%s' "$PART_SEPARATOR"; unzip -p "$epub" META-INF/container.xml
            if unzip -Z1 "$epub" | grep -qx 'META-INF/encryption.xml'; then
                printf '%s' "$PART_SEPARATOR"; unzip -p "$epub" META-INF/encryption.xml
            fi
        } > "$out/$name.parts" 2> /dev/null
        unzip -p "$epub" "$opf" > "$out/$name.opf" 2> /dev/null
    done
    local sample=Samples/SampleBook
    if [ -f $sample/OEBPS/package.opf ]; then
        { cat $sample/OEBPS/package.opf; printf '%s' "$PART_SEPARATOR"; cat $sample/OEBPS/*.ncx 2> /dev/null
          printf '%s' "$PART_SEPARATOR"; cat $sample/OEBPS/nav.xhtml 2> /dev/null; } > "$out/sample-book.parts"
    fi
}

seed_css() {
    local out=$1 epub name entry
    for epub in $(books); do
        name=$(basename "$epub" .epub)
        unzip -Z1 "$epub" | grep -i '\.css$' | while read -r entry; do
            unzip -p "$epub" "$entry" > "$out/$name-$(echo "$entry" | tr '/' '_')"
        done
    done
    find Samples -name '*.css' -exec cp {} "$out/" \;
}

# Chapters of at most 64 KB, each as it is and with its book's stylesheets inlined as <style>.
seed_layout() {
    local out=$1 epub name entry tmp base
    for epub in $(books); do
        name=$(basename "$epub" .epub)
        tmp=$(mktemp -d)
        unzip -qq -o "$epub" -d "$tmp" 2> /dev/null
        find "$tmp" -iname '*.css' -exec cat {} + > "$tmp/all.css.txt" 2> /dev/null
        find "$tmp" \( -iname '*.xhtml' -o -iname '*.html' -o -iname '*.htm' \) -size -64k | sort | head -24 | while read -r entry; do
            base="$name-$(basename "$entry")"
            cp "$entry" "$out/$base"
            CSSFILE="$tmp/all.css.txt" perl -0pe 'BEGIN { local $/; open my $f, "<", $ENV{CSSFILE}; $c = <$f>; $c =~ s/\]\]>//g }
                s{</head>}{<style type="text/css"><![CDATA[$c]]></style></head>}' "$entry" > "$out/styled-$base"
        done
        rm -rf "$tmp"
    done
    find Samples -iname '*.xhtml' -size -64k -exec cp {} "$out/" \;
}

seed_images() {
    local out=$1 epub name tmp file
    for epub in $(books); do
        name=$(basename "$epub" .epub)
        tmp=$(mktemp -d)
        unzip -qq -o -j "$epub" '*.png' '*.jpg' '*.jpeg' '*.gif' '*.webp' '*.svg' '*.PNG' '*.JPG' -d "$tmp" 2> /dev/null
        find "$tmp" -type f -size -256k | while read -r file; do cp "$file" "$out/$name-$(basename "$file")"; done
        rm -rf "$tmp"
    done
    find Samples \( -iname '*.png' -o -iname '*.jpg' -o -iname '*.svg' \) -size -256k -exec cp {} "$out/" \;
    # The corpus has no GIF, WebP or SVG: tiny ones, written here.
    echo 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7' | base64 -d > "$out/tiny-transparent.gif"
    echo 'R0lGODlhAgACAPAAAP8AAAAAACH/C05FVFNDQVBFMi4wAwEAAAAh+QQAAAAAACwAAAAAAgACAAACAoRRADs=' | base64 -d > "$out/tiny-animated.gif"
    echo 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==' | base64 -d > "$out/tiny-lossless.webp"
    echo 'UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA' | base64 -d > "$out/tiny-lossy.webp"
    echo 'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==' | base64 -d > "$out/tiny-alpha.webp"
    echo 'UklGRlIAAABXRUJQVlA4WAoAAAASAAAAAAAAAAAAQU5JTQYAAAD/////AABBTk1GJgAAAAAAAAAAAAAAAAAAAGQAAABWUDhMDQAAAC8AAAAQBxAREYiI/gcA' | base64 -d > "$out/tiny-animated.webp"
    cat > "$out/shapes.svg" << 'EOF'
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80">
<defs><linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient></defs>
<rect x="5" y="5" width="50" height="30" fill="url(#g)" stroke="black"/><circle id="c" cx="80" cy="40" r="20" fill="green"/>
<use xlink:href="#c" x="10"/><path d="M10 70 L60 50 Q90 80 110 60 Z" fill="none" stroke="#333"/>
<text x="10" y="60" font-family="serif" font-size="12">Text</text></svg>
EOF
    echo '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>' > "$out/viewbox-only.svg"
}

# --- Runs ----------------------------------------------------------------------------------------
dictionary() {
    case $1 in
        FuzzZIP) echo "$ROOT/Fuzz/Dictionaries/zip.dict" ;;
        FuzzPackage | FuzzXHTML) echo "$ROOT/Fuzz/Dictionaries/xml.dict" ;;
        FuzzCSS) echo "$ROOT/Fuzz/Dictionaries/css.dict" ;;
        FuzzSVG) echo "$ROOT/Fuzz/Dictionaries/svg.dict" ;;
        FuzzFonts) echo "$ROOT/Fuzz/Dictionaries/fonts.dict" ;;
        FuzzPDF) echo "$ROOT/Fuzz/Dictionaries/pdf.dict" ;;
        FuzzLayoutFixed | FuzzLayoutPango)
            cat "$ROOT/Fuzz/Dictionaries/xml.dict" "$ROOT/Fuzz/Dictionaries/css.dict" > "$WORK/layout.dict"
            echo "$WORK/layout.dict" ;;
        FuzzImages) echo "$ROOT/Fuzz/Dictionaries/images.dict" ;;
    esac
}

max_len() {
    case $1 in
        FuzzZIP | FuzzPackage | FuzzImages | FuzzFonts | FuzzPDF) echo 65536 ;;
        *) echo 16384 ;;
    esac
}

seeds() {
    case $1 in
        FuzzZIP) seed_zip "$2" ;;
        FuzzPackage) seed_package "$2" ;;
        FuzzCSS) seed_css "$2" ;;
        FuzzLayoutFixed | FuzzLayoutPango | FuzzXHTML) seed_layout "$2" ;;
        FuzzImages | FuzzSVG) seed_images "$2" ;;
        *) ;;  # the books give no fonts or PDFs worth more than the hand-made seeds
    esac
}

# Minimises each new artifact of $1 into Tests/FuzzRegressions/$1/<kind>-<sha1 prefix>; the
# artifact itself moves to .fuzz/artifacts/$1/kept/. A campaign on several jobs can find the same
# bug many times: the first FUZZ_MINIMISE_COUNT (4) artifacts are minimised, FUZZ_MINIMISE_TIME
# (60) seconds each, and the others kept as found.
keep_artifacts() {
    local target=$1 binary=$2 artifact kind minimal sum kept=0 done=$WORK/artifacts/$1/kept
    mkdir -p "$done"
    for artifact in "$WORK/artifacts/$target"/*; do
        [ -f "$artifact" ] && [[ $(basename "$artifact") != *.* ]] || continue
        kind=$(basename "$artifact" | cut -d- -f1)
        case $kind in crash | timeout | oom | leak | slow) ;; *) continue ;; esac
        minimal="$done/$(basename "$artifact").min"
        if [ $kept -lt "${FUZZ_MINIMISE_COUNT:-4}" ]; then
            echo "fuzz: $target: minimising $(basename "$artifact") ($(stat -c %s "$artifact") bytes)"
            # Each step of -minimize_crash gets -max_total_time; the whole is bounded by timeout,
            # and the smallest input so far is in $minimal at any time.
            # The steps' own artifacts go to .fuzz/artifacts/<Target>/minimising/, not the
            # working directory.
            mkdir -p "$WORK/artifacts/$target/minimising"
            SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 timeout "${FUZZ_MINIMISE_TIME:-60}" "$binary" \
                -minimize_crash=1 -max_total_time=20 -timeout=10 -rss_limit_mb=2048 -exact_artifact_path="$minimal" \
                -artifact_prefix="$WORK/artifacts/$target/minimising/" "$artifact" > "$WORK/logs/$target-minimise.log" 2>&1
        fi
        [ -s "$minimal" ] || cp "$artifact" "$minimal"
        sum=$(sha1sum "$minimal" | cut -c1-12)
        cp "$minimal" "$REGRESSIONS/$target/$kind-$sum"
        echo "fuzz: $target: kept Tests/FuzzRegressions/$target/$kind-$sum ($(stat -c %s "$minimal") bytes); replay it" \
            "without sanitizers: .build/debug/$target Tests/FuzzRegressions/$target/$kind-$sum"
        mv "$artifact" "$done/"
        kept=$((kept + 1))
    done
    echo $kept > "$WORK/logs/$target.kept"
}

run() {
    local target=$1 binary=$ROOT/$SCRATCH/$FUZZ_CONFIG/$1 log=$WORK/logs/$1.log kept inputs started
    kept=$(kept_corpus "$target")
    rm -rf "$WORK/seeds/$target" "$WORK/corpus/$target"
    mkdir -p "$WORK/seeds/$target" "$WORK/corpus/$target" "$WORK/artifacts/$target" "$WORK/logs" "$REGRESSIONS/$target" "$kept"
    inputs=("$WORK/corpus/$target" "$kept" "$REGRESSIONS/$target")
    if [ -n "$FUZZ_BOOKS" ]; then
        seeds "$target" "$WORK/seeds/$target"
        inputs+=("$WORK/seeds/$target")
    fi
    echo "fuzz: $target: $(ls "$kept" | wc -l) inputs in the kept corpus, $(ls "$WORK/seeds/$target" | wc -l) seeds of books," \
        "$FUZZ_TIME s, $FUZZ_JOBS job(s)"
    started=$(date +%s)
    # New inputs go to the first folder (.fuzz/corpus/<Target>), merged into the kept corpus
    # afterwards. The Swift backtracer would run before libFuzzer's handler at every crash: off
    # (libFuzzer and ASan print the stack). Leaks are not hunted: Swift's runtime and fontconfig
    # keep caches.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:${ASAN_OPTIONS:-} \
        "$binary" -max_total_time="$FUZZ_TIME" -rss_limit_mb=2048 -timeout=10 -max_len="$(max_len "$target")" \
        -dict="$(dictionary "$target")" -artifact_prefix="$WORK/artifacts/$target/" -print_final_stats=1 \
        -use_value_profile=1 $([ "$FUZZ_JOBS" -gt 1 ] && echo "-fork=$FUZZ_JOBS -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1") \
        ${FUZZ_ARGS:-} "${inputs[@]}" > "$log" 2>&1
    echo $? > "$WORK/logs/$target.status"
    echo $(($(date +%s) - started)) > "$WORK/logs/$target.seconds"
    keep_artifacts "$target" "$binary"
    [ "$FUZZ_KEEP" = 0 ] || keep_corpus "$target" "$binary"
}

# Minimises the kept corpus with the run's new inputs of at most KEEP_MAX bytes: the hand-made
# seeds (seed-*) stay, and libFuzzer adds, from the kept inputs and the new ones, those that
# reach edges the others do not. Edges only (-use_counters=0): counting hit counts as well kept
# four times the files (CSS: 3,725 files and 2.3 MB against 894 and 0.4 MB for the same 11,148
# edges), and edges are what a campaign's coverage counts; value profiles would keep thousands.
keep_corpus() {
    local target=$1 binary=$2 kept before fresh=$WORK/fresh/$1 small=$WORK/small/$1
    kept=$(kept_corpus "$target")
    rm -rf "$fresh" "$small" && mkdir -p "$fresh" "$small"
    find "$kept" -name 'seed-*' -exec cp {} "$fresh/" \;
    find "$kept" "$WORK/corpus/$target" -type f ! -name 'seed-*' -size -$((KEEP_MAX + 1))c -exec cp {} "$small/" \;
    before=$(ls "$kept" | wc -l)
    if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$binary" -merge=1 -use_counters=0 -rss_limit_mb=2048 \
        -timeout=10 -artifact_prefix="$WORK/artifacts/$target/merging-" "$fresh" "$small" > "$WORK/logs/$target-merge.log" 2>&1; then
        rm -rf "$kept" && mv "$fresh" "$kept"
    fi
    echo $(($(ls "$kept" | wc -l) - before)) > "$WORK/logs/$target.merged"
    rm -rf "$fresh" "$small"
}

# The coverage (edges) of a libFuzzer log as it grew: "executions:coverage" at the first status
# line and at each line where the coverage changed, space-separated.
growth() {
    awk '/^#[0-9]+/ && /cov: / {
        n = $1; gsub(/[#:]/, "", n)
        for (i = 1; i <= NF; i++) if ($i == "cov:") c = $(i + 1)
        if (c != last) { out = out (out == "" ? "" : " ") n + 0 ":" c + 0; last = c }
    } END { print out }' "$1"
}

# One line per target from its log: executions, coverage (edges), features, kept corpus,
# crashes; with FUZZ_KEEP, also a line in Fuzz/campaigns.tsv.
report() {
    local target=$1 log=$WORK/logs/$1.log status crashes execs cov cov80 ft corpus seconds merged
    status=$(cat "$WORK/logs/$target.status" 2> /dev/null || echo "?")
    crashes=$(cat "$WORK/logs/$target.kept" 2> /dev/null || echo 0)
    seconds=$(cat "$WORK/logs/$target.seconds" 2> /dev/null || echo 0)
    merged=$(cat "$WORK/logs/$target.merged" 2> /dev/null || echo 0)
    execs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | awk '{print $2}' | tail -1)
    [ -n "$execs" ] || execs=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#')
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | awk '{print $2}')
    # The coverage after four fifths of the executions, and as it grew (from the first status
    # line: the kept corpus's in one process, the first job's with -fork): fuzz-summary.sh finds
    # there the coverage at four fifths of the whole campaign. A campaign goes on until it is the
    # last.
    cov80=$(awk -v total="${execs:-0}" '/^#[0-9]+/ && /cov: / {
        n = $1; gsub(/[#:]/, "", n)
        if (n + 0 <= 0.8 * total) for (i = 1; i <= NF; i++) if ($i == "cov:") c = $(i + 1)
    } END { print c + 0 }' "$log")
    trace=$(growth "$log")
    ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | awk '{print $2}')
    corpus=$(ls "$(kept_corpus "$target")" | wc -l)
    printf '%-16s %12s %8s %9s %8s %8s   %s\n' "$target" "${execs:-0}" "${cov:-?}" "${ft:-?}" "$corpus" "$crashes" \
        "$([ "$status" = 0 ] && echo ok || echo "stopped (exit $status): see .fuzz/logs/$target.log")"
    if [ "$FUZZ_KEEP" != 0 ]; then
        [ -s "$LEDGER" ] ||
            printf 'date\ttarget\tseconds\tjobs\texecutions\tcoverage\tfeatures\tcorpus\tmerged\tcrashes\tstatus\tcoverage at 4/5\tcoverage growth\n' > "$LEDGER"
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%MZ)" "$target" "$seconds" \
            "$FUZZ_JOBS" "${execs:-0}" "${cov:-0}" "${ft:-0}" "$corpus" "$merged" "$crashes" "$status" "$cov80" "$trace" >> "$LEDGER"
    fi
}

# In a function, read whole before it runs: editing the script during a run is then harmless.
main() {
    mkdir -p "$WORK/logs"
    if [ "${FUZZ_BUILD:-1}" != 0 ]; then
        for target in "${TARGETS[@]}"; do
            build "$target" || { echo "fuzz: building $target failed" >&2; return 1; }
        done
    fi
    for target in "${TARGETS[@]}"; do run "$target"; done

    echo
    printf '%-16s %12s %8s %9s %8s %8s   %s\n' target executions coverage features corpus crashes status
    found=0
    for target in "${TARGETS[@]}"; do
        report "$target"
        [ "$(cat "$WORK/logs/$target.kept" 2> /dev/null || echo 0)" = 0 ] || found=1
    done
    [ $found = 0 ] || echo "fuzz: new inputs in Tests/FuzzRegressions: fix the bug, then commit the input (FuzzRegressionTests replays it)"
    return $found
}

main "$@"; exit $?
