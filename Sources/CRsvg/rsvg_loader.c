#include "CRsvg.h"

#include <CLibraryMessages.h>

#include <dlfcn.h>
#include <pthread.h>

// librsvg's functions, resolved by rr_rsvg_load().
static struct {
    RsvgHandle *(*new_with_flags)(int);
    void (*set_dpi)(RsvgHandle *, double);
    gboolean (*read_stream_sync)(RsvgHandle *, GInputStream *, GCancellable *, GError **);
    gboolean (*get_intrinsic_size_in_pixels)(RsvgHandle *, gdouble *, gdouble *);
    void (*get_intrinsic_dimensions)(RsvgHandle *, gboolean *, void *, gboolean *, void *, gboolean *, RsvgRectangle *);
    gboolean (*render_document)(RsvgHandle *, cairo_t *, const RsvgRectangle *, GError **);
    gboolean (*set_stylesheet)(RsvgHandle *, const guint8 *, gsize, GError **);
} rsvg;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded = false;

static void load(void) {
    // Never unloaded: librsvg registers GObject types, which cannot be unregistered.
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    *(void **)&rsvg.new_with_flags = dlsym(library, "rsvg_handle_new_with_flags");
    *(void **)&rsvg.set_dpi = dlsym(library, "rsvg_handle_set_dpi");
    *(void **)&rsvg.read_stream_sync = dlsym(library, "rsvg_handle_read_stream_sync");
    *(void **)&rsvg.get_intrinsic_size_in_pixels = dlsym(library, "rsvg_handle_get_intrinsic_size_in_pixels");
    *(void **)&rsvg.get_intrinsic_dimensions = dlsym(library, "rsvg_handle_get_intrinsic_dimensions");
    *(void **)&rsvg.render_document = dlsym(library, "rsvg_handle_render_document");
    // Optional (librsvg 2.48): without it the root keeps its own width and height.
    *(void **)&rsvg.set_stylesheet = dlsym(library, "rsvg_handle_set_stylesheet");
    loaded = rsvg.new_with_flags && rsvg.set_dpi && rsvg.read_stream_sync && rsvg.get_intrinsic_size_in_pixels
        && rsvg.get_intrinsic_dimensions && rsvg.render_document;
}

bool rr_rsvg_load(void) {
    pthread_once(&once, load);
    return loaded;
}

RsvgHandle *rr_rsvg_handle_new_with_flags(int flags) { return rsvg.new_with_flags(flags); }

void rr_rsvg_handle_set_dpi(RsvgHandle *handle, double dpi) { rsvg.set_dpi(handle, dpi); }

gboolean rr_rsvg_handle_read_stream_sync(RsvgHandle *handle, GInputStream *stream, GCancellable *cancellable,
                                         GError **error) {
    return rsvg.read_stream_sync(handle, stream, cancellable, error);
}

gboolean rr_rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *width, gdouble *height) {
    return rsvg.get_intrinsic_size_in_pixels(handle, width, height);
}

void rr_rsvg_handle_get_intrinsic_viewbox(RsvgHandle *handle, gboolean *has_viewbox, RsvgRectangle *viewbox) {
    rsvg.get_intrinsic_dimensions(handle, NULL, NULL, NULL, NULL, has_viewbox, viewbox);
}

gboolean rr_rsvg_handle_set_stylesheet(RsvgHandle *handle, const char *css, size_t length) {
    if (rsvg.set_stylesheet == NULL) return FALSE;
    return rsvg.set_stylesheet(handle, (const guint8 *)css, length, NULL);
}

gboolean rr_rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                                        GError **error) {
    // Pango's messages quieted on this thread (CLibraryMessages' library_messages.c says why).
    rr_messages_quiet_begin(RR_MESSAGES_PANGO);
    gboolean done = rsvg.render_document(handle, cr, viewport, error);
    rr_messages_quiet_end(RR_MESSAGES_PANGO);
    return done;
}
