#!/usr/bin/env bash
# Installs the Debian 12 packages rrender needs, only those missing; uses sudo when not root.
#   scripts/setup-debian.sh          what building, testing and the demo need
#   scripts/setup-debian.sh --bench  also the peers `make bench` measures against (poppler-utils is always in)
#   scripts/setup-debian.sh --deb    also what `make deb` and `make deb-check` use
set -euo pipefail

packages=(
  pkg-config
  # C libraries, reached through pkg-config by Package.swift's system-library targets
  libcairo2-dev libpango1.0-dev libglib2.0-dev libxml2-dev zlib1g-dev libdeflate-dev libturbojpeg0-dev
  librsvg2-dev libwebp-dev libavif-dev libjxl-dev libgdk-pixbuf-2.0-dev libhyphen-dev libpoppler-glib-dev
  # PDF tools the tests check their PDF fixtures with (pdfinfo, pdftotext, pdfimages, pdftohtml)
  poppler-utils
  # AVIF and JPEG XL encoders: the tests make their AVIF/JXL fixtures' twins with them (avifenc, cjxl)
  libavif-bin libjxl-tools
  # GNU parallel: the tests run a sharded thumbnail batch under it, as docs/Batch.md shows
  parallel
  # A real browser, headless: the tests load the HTML snapshot reports in it (--dump-dom)
  chromium
  # An HTML5 parser: the reftest runner turns the CSS test suites' .html tests into XHTML with it
  python3-html5lib
  # A JSON Schema validator and the regex module that reads the schemas' named groups:
  # scripts/validate-readium.py checks info, locate and search against Readium's schemas
  python3-jsonschema python3-regex
  # GitHub's own Markdown renderer (cmark-gfm, with its table and strikethrough extensions): the
  # tests render the CI summary with it; and a YAML parser, for docs/CI.md's workflows
  cmark-gfm python3-yaml
  # A pseudo-terminal (script) for the progress-bar tests, and the shells whose completion
  # scripts the tests load (bash is always there)
  bsdutils zsh fish
  # Hyphenation dictionaries (libhyphen patterns, /usr/share/hyphen)
  hyphen-en-us hyphen-en-gb hyphen-fr hyphen-de hyphen-es hyphen-it hyphen-pt-pt hyphen-pt-br
  hyphen-nl hyphen-ru hyphen-pl hyphen-sv hyphen-da hyphen-uk hyphen-cs hyphen-hu
  # The pinned fonts of Fonts/fonts.conf
  fonts-noto-core fonts-noto-mono fonts-noto-cjk fonts-dejavu-core fonts-opendyslexic
  # The PDF standard fonts' substitutes of Fonts/pdf-fonts.conf (Nimbus Roman, Nimbus Sans, Nimbus
  # Mono PS, Standard Symbols PS, D050000L: Times, Helvetica, Courier, Symbol, ZapfDingbats' widths)
  fonts-urw-base35
)
if [[ "${1:-}" == "--bench" ]]; then
  # gnome-epub-thumbnailer: the GNOME desktop's EPUB thumbnailer, the peer of `rrender thumbnails`
  # valgrind: scripts/symbol-order.sh lists the functions everyday runs execute with callgrind
  packages+=(mupdf-tools time gnome-epub-thumbnailer valgrind)
fi
if [[ "${1:-}" == "--deb" ]]; then
  # dpkg-shlibdeps (dpkg-dev) computes Depends, lintian reads the package, mmdebstrap makes the
  # clean root deb-check installs it in, Pillow draws and reads its test images
  packages+=(dpkg-dev lintian mmdebstrap python3-pil)
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=()
if [[ "$(id -u)" -ne 0 ]]; then sudo=(sudo); fi
echo "setup: installing ${missing[*]}" >&2
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
