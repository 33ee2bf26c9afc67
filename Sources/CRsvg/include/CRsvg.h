// librsvg, loaded on first use: most books have no SVG, and librsvg (a large Rust library)
// costs about 2 MB of resident memory in every process that links it. The declarations follow
// <librsvg/rsvg.h> (2.54) for the seven functions rrender calls; each `rr_` function calls the one
// of the same name once `rr_rsvg_load()` has returned true.
#ifndef RRENDER_CRSVG_H
#define RRENDER_CRSVG_H

#include <stdbool.h>

#include <cairo.h>
#include <gio/gio.h>

typedef struct _RsvgHandle RsvgHandle;

typedef struct {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

/// RsvgHandleFlags: no flags (libxml2's safety limits on).
#define RR_RSVG_HANDLE_FLAGS_NONE 0

/// Loads librsvg-2.so.2 and its functions, once per process; false when it cannot be loaded.
bool rr_rsvg_load(void);

RsvgHandle *rr_rsvg_handle_new_with_flags(int flags);
void rr_rsvg_handle_set_dpi(RsvgHandle *handle, double dpi);
gboolean rr_rsvg_handle_read_stream_sync(RsvgHandle *handle, GInputStream *stream, GCancellable *cancellable,
                                         GError **error);
gboolean rr_rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *width, gdouble *height);
/// The viewBox only (librsvg's width and height outputs are not asked for).
void rr_rsvg_handle_get_intrinsic_viewbox(RsvgHandle *handle, gboolean *has_viewbox, RsvgRectangle *viewbox);
/// Adds a user style sheet (`rsvg_handle_set_stylesheet`, librsvg 2.48); false when librsvg
/// lacks it or the sheet is refused.
gboolean rr_rsvg_handle_set_stylesheet(RsvgHandle *handle, const char *css, size_t length);
gboolean rr_rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                                        GError **error);

#endif
