// The fonts Poppler substitutes for those a PDF does not embed. poppler 22.12 finds them with
// fontconfig's current configuration (GlobalParams::findSystemFontFile: FcConfigSubstitute and
// FcFontSort with no configuration), which is rrender's pinned one, of Noto faces: a PDF naming
// Times or Helvetica got Noto glyphs at Times' positions, words broken apart. rrender gives
// Poppler a configuration of its own (FontConfiguration.pdf(): the pinned fonts plus the URW base
// 35 faces of the standard fonts) rather than changing the current one, which librsvg and cairo
// also use for EPUB pages: so while a page renders on this thread (rr_poppler_page_render_guarded)
// those two calls, asked of no configuration, go to Poppler's; the executable exports these
// definitions (Package.swift: --export-dynamic-symbol), which the dynamic linker gives libpoppler
// (and every other library) in place of libfontconfig's. Any other call goes to fontconfig as asked.
#define _GNU_SOURCE
#include "CPoppler.h"

#include <dlfcn.h>

int rr_poppler_rendering_on_this_thread(void);  // cairo_guard.c

static FcConfig *popplerFonts = NULL;

void rr_poppler_use_font_configuration(FcConfig *config) { __atomic_store_n(&popplerFonts, config, __ATOMIC_RELEASE); }

// The configuration a call asked of `config` uses: Poppler's while it renders on this thread.
static FcConfig *configurationFor(FcConfig *config) {
    if (config != NULL || !rr_poppler_rendering_on_this_thread()) return config;
    FcConfig *poppler = __atomic_load_n(&popplerFonts, __ATOMIC_ACQUIRE);
    return poppler != NULL ? poppler : config;
}

// libfontconfig's definition of `name`, found once (NULL when no library loaded it: then
// nothing calls it either).
static void *next(void **slot, const char *name) {
    void *found = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (found == NULL) {
        found = dlsym(RTLD_NEXT, name);
        __atomic_store_n(slot, found, __ATOMIC_RELEASE);
    }
    return found;
}

FcBool FcConfigSubstitute(FcConfig *config, FcPattern *p, FcMatchKind kind) {
    static void *real = NULL;
    FcBool (*substitute)(FcConfig *, FcPattern *, FcMatchKind);
    *(void **)&substitute = next(&real, "FcConfigSubstitute");
    return substitute != NULL ? substitute(configurationFor(config), p, kind) : FcFalse;
}

FcFontSet *FcFontSort(FcConfig *config, FcPattern *p, FcBool trim, FcCharSet **csp, FcResult *result) {
    static void *real = NULL;
    FcFontSet *(*sort)(FcConfig *, FcPattern *, FcBool, FcCharSet **, FcResult *);
    *(void **)&sort = next(&real, "FcFontSort");
    if (sort == NULL) {
        if (result != NULL) *result = FcResultNoMatch;
        return NULL;
    }
    return sort(configurationFor(config), p, trim, csp, result);
}

bool rr_poppler_font_lookups_guarded(void) {
    return dlsym(RTLD_DEFAULT, "FcFontSort") == (void *)FcFontSort &&
           dlsym(RTLD_DEFAULT, "FcConfigSubstitute") == (void *)FcConfigSubstitute;
}
