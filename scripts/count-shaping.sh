#!/usr/bin/env bash
# How much text HarfBuzz shapes while a command runs, against how much the book holds: the
# "shaping multiplier" of Benchmarks/results/2026-12-06-layout-profile.md. Builds, in a temporary
# folder, a preload library that counts hb_shape_full's calls and the characters of their
# buffers (Pango calls HarfBuzz through its dynamic symbols, so the counter sees every call), and
# runs the command under it with no pagination cache.
#   scripts/count-shaping.sh .build/release/rrender info BOOK.epub --viewport 632x840
# Prints "hb_shape calls=N chars=M" on stderr when the command exits. Needs gcc and HarfBuzz's
# headers (libharfbuzz-dev, which scripts/setup-debian.sh installs with Pango's).
set -euo pipefail
[[ $# -gt 0 ]] || { sed -n '2,9p' "$0" >&2; exit 64; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cat >"$work/count.c" <<'C'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <hb.h>
typedef hb_bool_t (*shape_full)(hb_font_t *, hb_buffer_t *, const hb_feature_t *, unsigned int,
                                const char *const *);
static unsigned long calls, characters;
static void report(void) { fprintf(stderr, "hb_shape calls=%lu chars=%lu\n", calls, characters); }
hb_bool_t hb_shape_full(hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features,
                        unsigned int count, const char *const *shapers) {
  static shape_full real;
  if (!real) { real = (shape_full)dlsym(RTLD_NEXT, "hb_shape_full"); atexit(report); }
  __atomic_add_fetch(&calls, 1, __ATOMIC_RELAXED);
  __atomic_add_fetch(&characters, hb_buffer_get_length(buffer), __ATOMIC_RELAXED);
  return real(font, buffer, features, count, shapers);
}
void hb_shape(hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features, unsigned int count) {
  hb_shape_full(font, buffer, features, count, NULL);
}
C
# shellcheck disable=SC2046 # pkg-config's flags are words
gcc -shared -fPIC -O2 $(pkg-config --cflags harfbuzz) "$work/count.c" -o "$work/count.so" -ldl
RRENDER_CACHE=off LD_PRELOAD="$work/count.so" "$@"
