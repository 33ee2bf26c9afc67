#!/bin/sh
# Builds the benchmark pages (C + Pango/Cairo/turbojpeg) and a throwaway release package that
# depends on this repository by path, then times the PNG encoder. Nothing is written inside the
# repository. Usage: Benchmarks/png/run.sh [iterations] [level:filter ...]
# The picture comes from the shared corpus when present (PICTURE=... overrides it).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
work=${WORK:-/tmp/rrender-png-bench}
iterations=${1:-15}
[ $# -gt 0 ] && shift
configs=${*:-"2:auto 1:auto 3:auto 6:auto 2:none 2:up 2:paeth 2:adaptive"}
mkdir -p "$work/pkg/Sources/bench"
picture=${PICTURE:-$work/picture.jpg}
if [ ! -f "$picture" ]; then
    unzip -p "$repo/../shared/corpus/page-blanche.epub" EPUB/Image/PageBlanche_Page_005.jpg > "$picture"
fi
cc -O2 -o "$work/pages" "$here/pages.c" $(pkg-config --cflags --libs pangocairo libturbojpeg)
(cd "$work" && ./pages "$picture")
cp "$here/main.swift" "$work/pkg/Sources/bench/main.swift"
cat > "$work/pkg/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "bench", dependencies: [.package(path: "$repo")],
    targets: [.executableTarget(name: "bench", dependencies: [.product(name: "RRender", package: "$(basename "$repo")")])])
MANIFEST
(cd "$work/pkg" && swift build -c release 2>&1 | grep -v "prohibited flag" | tail -1)
# shellcheck disable=SC2086
"$work/pkg/.build/release/bench" "$work" "$iterations" $configs
