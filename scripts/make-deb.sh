#!/usr/bin/env bash
# Builds the Debian 12 package out/rrender_VERSION_amd64.deb from the release binary (make deb).
#
# The files are `make install-files` with PREFIX=/usr (the binary, fonts.conf and pdf-fonts.conf
# in /usr/share/rrender, the man page, the completions, the desktop thumbnailer), moved to the
# places Debian gives them (zsh's vendor-completions, a gzipped man page), with a copyright file
# and a changelog. Depends is dpkg-shlibdeps's reading of the binary, plus by hand what it
# loads with dlopen (Poppler, librsvg, gdk-pixbuf, turbojpeg, WebP, AVIF, JPEG XL: see
# Sources/C*/…_loader.c) and the fonts Fonts/fonts.conf and Fonts/pdf-fonts.conf pin; the
# hyphenation dictionaries are recommended (English is depended on). Then lintian reads it.
#   BIN=…        the binary to package (default .build/release/rrender)
#   DEB_VERSION  the package's version (default: the program's, +git<date>.<commit>)
#   DEB_MAINTAINER  who answers for the package (default: a placeholder of example.org)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/rrender}
OUT=${OUT:-out}
[ -x "$BIN" ] || { echo "make-deb: no binary at $BIN (make release)" >&2; exit 66; }

program_version=$("$BIN" --version)
commit_date=$(git log -1 --format=%cd --date=format:%Y%m%d 2> /dev/null || date -u +%Y%m%d)
commit=$(git rev-parse --short=8 HEAD 2> /dev/null || echo unknown)
DEB_VERSION=${DEB_VERSION:-$program_version+git$commit_date.$commit}
# Every file's time is the commit's: the same commit makes the same package.
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2> /dev/null || date +%s)}
export SOURCE_DATE_EPOCH
DEB_MAINTAINER=${DEB_MAINTAINER:-rrender authors <rrender@example.org>}

# Loaded with dlopen, so dpkg-shlibdeps cannot see them (the sonames the loaders open).
DLOPENED="libpoppler-glib8, librsvg2-2, libgdk-pixbuf-2.0-0, libturbojpeg0, libwebp7, libwebpdemux2, libavif15, libjxl0.7"
# The fonts the configurations pin (Fonts/fonts.conf, Fonts/pdf-fonts.conf) and the default
# language's hyphenation patterns.
DATA="fonts-noto-core, fonts-noto-mono, fonts-noto-cjk, fonts-dejavu-core, fonts-opendyslexic, fonts-urw-base35, hyphen-en-us"
RECOMMENDS="hyphen-en-gb, hyphen-fr, hyphen-de, hyphen-es, hyphen-it, hyphen-pt-pt, hyphen-pt-br, hyphen-nl, hyphen-ru, hyphen-pl, hyphen-sv, hyphen-da, hyphen-uk, hyphen-cs, hyphen-hu"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root=$stage/root
make --no-print-directory install-files DESTDIR="$root" PREFIX=/usr INSTALL_BIN="$BIN" > /dev/null
# Debian's places: zsh completions in vendor-completions (site-functions is the administrator's),
# man pages gzipped; bash sources its completions, so theirs needs no #! line.
mv "$root/usr/share/zsh/site-functions" "$root/usr/share/zsh/vendor-completions"
sed -i '1{/^#!/d}' "$root/usr/share/bash-completion/completions/rrender"
gzip -9n "$root/usr/share/man/man1/rrender.1"
# Symbols are for debugging builds; the package ships the program.
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/rrender"

doc=$root/usr/share/doc/rrender
install -d "$doc"
cat > "$doc/copyright" << 'EOF'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: rrender
Comment: The Swift runtime, Foundation, swift-argument-parser and ZIPFoundation are linked in
 statically (Apache-2.0 with Runtime Library Exception, Apache-2.0, MIT).

Files: *
Copyright: 2026 The rrender authors
License: Apache-2.0
 On Debian systems, the full text of the Apache License 2.0 is in
 /usr/share/common-licenses/Apache-2.0.
EOF
cat > "$stage/changelog" << EOF
rrender ($DEB_VERSION) bookworm; urgency=medium

  * Built from commit $commit.

 -- $DEB_MAINTAINER  $(date -u -R -d "@$SOURCE_DATE_EPOCH")
EOF
gzip -9n < "$stage/changelog" > "$doc/changelog.gz"
chmod 0644 "$doc/copyright" "$doc/changelog.gz"

# dpkg-shlibdeps reads debian/control for the package's name: a minimal one, in the stage.
mkdir -p "$stage/debian"
printf 'Source: rrender\n\nPackage: rrender\nArchitecture: amd64\n' > "$stage/debian/control"
shlibs=$(cd "$stage" && dpkg-shlibdeps -O -e root/usr/bin/rrender 2> /dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { echo "make-deb: dpkg-shlibdeps found no libraries" >&2; exit 70; }

install -d "$root/DEBIAN"
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
installed_size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" << EOF
Package: rrender
Version: $DEB_VERSION
Architecture: amd64
Maintainer: $DEB_MAINTAINER
Installed-Size: $installed_size
Depends: $shlibs, $DLOPENED, $DATA
Recommends: $RECOMMENDS
Section: text
Priority: optional
Description: headless reading engine for EPUB and PDF publications
 rrender lays EPUB (reflowable and fixed-layout) out with Pango and Cairo
 into pages of a fixed viewport, applying Readium-CSS-like user settings, and
 renders PDF pages through Poppler.
 .
 It renders pages to PNG, prints a publication's Readium manifest, text and
 search results, makes cover thumbnails (also as the desktop's thumbnailer),
 and checks books in CI with golden snapshots and edition comparisons that
 report as HTML, JUnit, Markdown summaries and GitHub annotations.
EOF
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
find "$root" -type d -exec chmod 0755 {} +

mkdir -p "$OUT"
deb=$OUT/rrender_${DEB_VERSION}_amd64.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" > /dev/null
echo "make-deb: $deb ($(du -h "$deb" | cut -f1))"

# The metadata, as apt and a desktop read it: every library loaded with dlopen and every pinned
# font package depended on, and each file in its place.
depends=$(dpkg-deb --field "$deb" Depends)
for package in ${DLOPENED//,/} ${DATA//,/}; do
    [[ ", $depends," == *", $package,"* || ", $depends," == *", $package ("* ]] ||
        { echo "make-deb: Depends lacks $package" >&2; exit 70; }
done
contents=$(dpkg-deb --contents "$deb" | awk '{print $6}')
for file in usr/bin/rrender usr/share/rrender/fonts.conf usr/share/rrender/pdf-fonts.conf usr/share/man/man1/rrender.1.gz \
    usr/share/bash-completion/completions/rrender usr/share/zsh/vendor-completions/_rrender \
    usr/share/fish/vendor_completions.d/rrender.fish usr/share/thumbnailers/rrender.thumbnailer \
    usr/share/doc/rrender/copyright usr/share/doc/rrender/changelog.gz; do
    grep -qx "\./$file" <<< "$contents" || { echo "make-deb: the package lacks /$file" >&2; exit 70; }
done
dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/thumbnailers/rrender.thumbnailer | grep -qx 'Exec=/usr/bin/rrender thumbnails %i -o %o --size %s' ||
    { echo "make-deb: the thumbnailer does not run /usr/bin/rrender" >&2; exit 70; }

# Debian's policy checker: an error fails the build; warnings are shown.
if command -v lintian > /dev/null; then
    lintian --fail-on error "$deb"
fi
