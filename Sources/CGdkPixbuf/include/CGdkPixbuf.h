// gdk-pixbuf, loaded with dlopen on the first GIF image (CWebP.h says why image libraries are
// not linked; gdk-pixbuf also brings gmodule and libjpeg). The declarations follow
// <gdk-pixbuf/gdk-pixbuf.h> (2.42) for the functions rrender calls; each `rr_` function calls
// gdk-pixbuf's function of the same name once `rr_gdk_pixbuf_load()` has returned true.
// GLib's own functions (g_object_unref, g_error_free) come with Pango, which links GLib.
#ifndef RRENDER_CGDKPIXBUF_H
#define RRENDER_CGDKPIXBUF_H

#include <stdbool.h>

#include <glib-object.h>

typedef struct _GdkPixbufLoader GdkPixbufLoader;
typedef struct _GdkPixbuf GdkPixbuf;

/// Loads libgdk_pixbuf-2.0.so.0 and its functions, once per process; false when it cannot be loaded.
bool rr_gdk_pixbuf_load(void);

GdkPixbufLoader *rr_gdk_pixbuf_loader_new_with_type(const char *type, GError **error);
gboolean rr_gdk_pixbuf_loader_write(GdkPixbufLoader *loader, const guchar *buffer, gsize count, GError **error);
gboolean rr_gdk_pixbuf_loader_close(GdkPixbufLoader *loader, GError **error);
GdkPixbuf *rr_gdk_pixbuf_loader_get_pixbuf(GdkPixbufLoader *loader);
int rr_gdk_pixbuf_get_width(const GdkPixbuf *pixbuf);
int rr_gdk_pixbuf_get_height(const GdkPixbuf *pixbuf);
int rr_gdk_pixbuf_get_n_channels(const GdkPixbuf *pixbuf);
int rr_gdk_pixbuf_get_rowstride(const GdkPixbuf *pixbuf);
gboolean rr_gdk_pixbuf_get_has_alpha(const GdkPixbuf *pixbuf);
int rr_gdk_pixbuf_get_bits_per_sample(const GdkPixbuf *pixbuf);
const guint8 *rr_gdk_pixbuf_read_pixels(const GdkPixbuf *pixbuf);

#endif
