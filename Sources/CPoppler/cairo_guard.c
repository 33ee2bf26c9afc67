// A bound on the images Poppler decodes. Poppler's cairo backend decodes an image XObject at its
// full size before scaling it (RescaleDrawImage::getSourceImage takes its "no downscaling" path
// in poppler 22.12), so an 890 KB PDF holding a 30000 x 30000 image of compressed zeros made a
// 3.6 GB surface, and 7 GB when drawn into a recording surface. poppler-glib has no setting for
// this, but Poppler checks the status of the surface it asks for and skips the image when it is
// an error surface. So while Poppler renders a page on this thread (rr_poppler_page_render),
// cairo_image_surface_create refuses surfaces over the limit: the executable exports this
// definition (Package.swift: --export-dynamic-symbol), which the dynamic linker then gives to
// libpoppler-glib in place of libcairo's; every other caller gets libcairo's behaviour.
#define _GNU_SOURCE
#include "CPoppler.h"

#include <dlfcn.h>
#include <stdint.h>

static __thread int rendering = 0;
static __thread int refused = 0;

int rr_poppler_rendering_on_this_thread(void) { return rendering; }

int rr_poppler_page_render_guarded(PopplerPage *page, cairo_t *cairo) {
    rendering = 1;
    refused = 0;
    rr_poppler_page_render(page, cairo);
    rendering = 0;
    return refused;
}

cairo_surface_t *cairo_image_surface_create(cairo_format_t format, int width, int height) {
    typedef cairo_surface_t *(*Create)(cairo_format_t, int, int);
    static Create real = NULL;
    Create next = __atomic_load_n(&real, __ATOMIC_ACQUIRE);
    if (next == NULL) {
        *(void **)&next = dlsym(RTLD_NEXT, "cairo_image_surface_create");
        __atomic_store_n(&real, next, __ATOMIC_RELEASE);
    }
    if (rendering && (int64_t)width * (int64_t)height > RR_POPPLER_MAXIMUM_IMAGE_PIXELS) {
        refused += 1;
        return next(format, -1, -1);  // an error surface (CAIRO_STATUS_INVALID_SIZE)
    }
    return next(format, width, height);
}
