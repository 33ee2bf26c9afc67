#!/usr/bin/env bash
# make deb-check: the package as a CI machine gets it. mmdebstrap makes a clean Debian 12 root
# (no Swift, nothing but Debian's essential packages and apt) from the mirror this machine uses;
# there `apt-get install ./rrender_….deb` installs the package and its dependencies, and rrender
# renders an EPUB whose chapters hold a JPEG, PNG, GIF, WebP, AVIF, JPEG XL and SVG image, a PDF
# page, a cover thumbnail, and records and verifies its snapshots. The pages come back out and
# each must show its image's colour (scripts/deb-check-book.py), with nothing on stderr.
#
# Then the check proves it can fail: with libavif15 removed from the root (rrender loads it with
# dlopen, so nothing else notices), the AVIF page must lose its image and the check must say so.
#   DEB=…   the package (default: the newest out/rrender_*_amd64.deb)
set -euo pipefail
cd "$(dirname "$0")/.."
deb=${DEB:-$(ls -t out/rrender_*_amd64.deb 2> /dev/null | head -1)}
[ -n "$deb" ] && [ -f "$deb" ] || { echo "deb-check: no package in out/ (make deb)" >&2; exit 66; }
command -v mmdebstrap > /dev/null || { echo "deb-check: mmdebstrap is missing (scripts/setup-debian.sh --deb)" >&2; exit 69; }
# The mirror of this machine's apt sources (deb822 or one-line), else Debian's.
mirror=$(cat /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2> /dev/null |
    sed -n 's/^URIs: *\([^ ]*debian\)$/\1/p; s/^deb  *\(http[^ ]*debian\) .*/\1/p' | head -1 || true)
mirror=${mirror:-http://deb.debian.org/debian}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scripts/deb-check-book.py make "$work/check"
cp "$deb" "$work/check/rrender.deb"
# Run inside the root, as a CI job would: every command must succeed and say nothing on stderr.
cat > "$work/check/run.sh" << 'EOF'
#!/bin/sh
set -eu
cd /check
mkdir -p out
quiet() { "$@" 2> out/stderr.txt; if [ -s out/stderr.txt ]; then echo "deb-check: $*:" >&2; cat out/stderr.txt >&2; exit 1; fi; }
quiet rrender --version
quiet rrender info --versions > out/versions.json
quiet rrender info images.epub > out/info.json
quiet rrender images.epub --pages all -o 'out/page-%02d.png'
quiet rrender document.pdf --page 1 -o out/document.png
quiet rrender thumbnails images.epub -o out/thumbnail.png --size 256
quiet rrender snapshot images.epub --dir goldens --record all > out/record.txt
CI=1 quiet rrender snapshot images.epub --dir goldens --junit out/junit.xml --summary out/summary.md > out/verify.txt
grep -q '7 passed' out/verify.txt
EOF
# The same, with the AVIF decoder gone: the render must go on (a broken image is a warning).
cat > "$work/check/run-without-avif.sh" << 'EOF'
#!/bin/sh
set -eu
cd /check
dpkg --purge --force-depends libavif15 > /dev/null 2>&1
rm -rf out && mkdir out
rrender images.epub --pages all -o 'out/page-%02d.png' 2> out/stderr.txt
rrender document.pdf --page 1 -o out/document.png
rrender thumbnails images.epub -o out/thumbnail.png --size 256
EOF

echo "deb-check: $deb in a clean Debian 12 root from $mirror"
mmdebstrap --variant=apt --mode=root --format=directory --quiet \
    --customize-hook="copy-in '$work/check' /" \
    --customize-hook='chroot "$1" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /check/rrender.deb > /dev/null' \
    --customize-hook='chroot "$1" sh -c "! command -v swift"' \
    --customize-hook='chroot "$1" sh /check/run.sh' \
    --customize-hook="copy-out /check/out '$work/installed'" \
    --customize-hook='chroot "$1" sh /check/run-without-avif.sh' \
    --customize-hook="copy-out /check/out '$work/without-avif'" \
    bookworm "$work/root" "deb $mirror bookworm main" "deb $mirror bookworm-updates main"

mkdir -p out/deb-check
rm -rf out/deb-check/*
cp -r "$work/installed/out" out/deb-check/installed
cp -r "$work/without-avif/out" out/deb-check/without-avif
scripts/deb-check-book.py check out/deb-check/installed
if scripts/deb-check-book.py check out/deb-check/without-avif 2> out/deb-check/without-avif.txt; then
    echo "deb-check: without libavif15 the check still passed: it cannot see a missing dlopen dependency" >&2
    exit 1
fi
grep -q '^deb-check: avif: ' out/deb-check/without-avif.txt || {
    echo "deb-check: without libavif15 the check failed for another reason:" >&2
    cat out/deb-check/without-avif.txt >&2
    exit 1
}
echo "deb-check: installed in a clean root: 7 image formats, a PDF page, a thumbnail and a snapshot round pass;" \
    "without libavif15 the AVIF page fails the check (pages in out/deb-check/)"
