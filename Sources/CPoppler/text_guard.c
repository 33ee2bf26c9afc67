// No text collected while Poppler renders a page. poppler_page_render (poppler-glib 22.12) gives
// its CairoOutputDev a TextPage to fill as it draws, for text selection later, and keeps it on the
// PopplerPage: every character of the page becomes a TextWord, about 2 MB for a page of
// maint-guide.en.pdf, built on every render (10 % of its CPU) and held as long as the page is.
// rrender never asks a rendered page for its text (PDFDocument renders a PopplerPage of its own,
// freed right after), so while a page renders on this thread (rr_poppler_page_render_guarded)
// the characters the output device hands to ActualText::addChar are dropped: the executable
// exports this definition (Package.swift: --export-dynamic-symbol), which the dynamic linker
// gives libpoppler-glib in place of libpoppler's. Any other call (poppler_page_get_text's own
// TextOutputDev, another thread) goes to libpoppler's. The pixels do not change: the TextPage
// is only read for selection and search.
#include "CPoppler.h"

extern void *rr_poppler_actual_text_add_char;  // poppler_loader.c
int rr_poppler_rendering_on_this_thread(void);  // cairo_guard.c

typedef void (*AddChar)(void *self, const void *state, double x, double y, double dx, double dy, unsigned int code,
                        int nBytes, const unsigned int *u, int uLen);

// void ActualText::addChar(const GfxState *, double x, double y, double dx, double dy, CharCode,
// int nBytes, const Unicode *, int uLen): `this` comes first, as in C.
void rr_actual_text_add_char(void *self, const void *state, double x, double y, double dx, double dy, unsigned int code,
                             int nBytes, const unsigned int *u, int uLen) __asm__(RR_POPPLER_ACTUAL_TEXT_ADD_CHAR);

static unsigned long dropped = 0;

unsigned long rr_poppler_characters_not_collected(void) { return __atomic_load_n(&dropped, __ATOMIC_RELAXED); }

void rr_actual_text_add_char(void *self, const void *state, double x, double y, double dx, double dy, unsigned int code,
                             int nBytes, const unsigned int *u, int uLen) {
    if (rr_poppler_rendering_on_this_thread()) {
        __atomic_fetch_add(&dropped, 1, __ATOMIC_RELAXED);
        return;
    }
    AddChar real = (AddChar)__atomic_load_n(&rr_poppler_actual_text_add_char, __ATOMIC_ACQUIRE);
    if (real != NULL) real(self, state, x, y, dx, dy, code, nBytes, u, uLen);
}
