#include "CGdkPixbuf.h"

#include <dlfcn.h>
#include <pthread.h>

// gdk-pixbuf's functions, resolved by rr_gdk_pixbuf_load().
static struct {
    GdkPixbufLoader *(*loader_new_with_type)(const char *, GError **);
    gboolean (*loader_write)(GdkPixbufLoader *, const guchar *, gsize, GError **);
    gboolean (*loader_close)(GdkPixbufLoader *, GError **);
    GdkPixbuf *(*loader_get_pixbuf)(GdkPixbufLoader *);
    int (*get_width)(const GdkPixbuf *);
    int (*get_height)(const GdkPixbuf *);
    int (*get_n_channels)(const GdkPixbuf *);
    int (*get_rowstride)(const GdkPixbuf *);
    gboolean (*get_has_alpha)(const GdkPixbuf *);
    int (*get_bits_per_sample)(const GdkPixbuf *);
    const guint8 *(*read_pixels)(const GdkPixbuf *);
} pixbuf;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded = false;

static void load(void) {
    // Never unloaded: its GObject types stay registered for the life of the process.
    void *library = dlopen("libgdk_pixbuf-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    *(void **)&pixbuf.loader_new_with_type = dlsym(library, "gdk_pixbuf_loader_new_with_type");
    *(void **)&pixbuf.loader_write = dlsym(library, "gdk_pixbuf_loader_write");
    *(void **)&pixbuf.loader_close = dlsym(library, "gdk_pixbuf_loader_close");
    *(void **)&pixbuf.loader_get_pixbuf = dlsym(library, "gdk_pixbuf_loader_get_pixbuf");
    *(void **)&pixbuf.get_width = dlsym(library, "gdk_pixbuf_get_width");
    *(void **)&pixbuf.get_height = dlsym(library, "gdk_pixbuf_get_height");
    *(void **)&pixbuf.get_n_channels = dlsym(library, "gdk_pixbuf_get_n_channels");
    *(void **)&pixbuf.get_rowstride = dlsym(library, "gdk_pixbuf_get_rowstride");
    *(void **)&pixbuf.get_has_alpha = dlsym(library, "gdk_pixbuf_get_has_alpha");
    *(void **)&pixbuf.get_bits_per_sample = dlsym(library, "gdk_pixbuf_get_bits_per_sample");
    *(void **)&pixbuf.read_pixels = dlsym(library, "gdk_pixbuf_read_pixels");
    loaded = pixbuf.loader_new_with_type && pixbuf.loader_write && pixbuf.loader_close && pixbuf.loader_get_pixbuf
        && pixbuf.get_width && pixbuf.get_height && pixbuf.get_n_channels && pixbuf.get_rowstride && pixbuf.get_has_alpha
        && pixbuf.get_bits_per_sample && pixbuf.read_pixels;
}

bool rr_gdk_pixbuf_load(void) {
    pthread_once(&once, load);
    return loaded;
}

GdkPixbufLoader *rr_gdk_pixbuf_loader_new_with_type(const char *type, GError **error) {
    return pixbuf.loader_new_with_type(type, error);
}

gboolean rr_gdk_pixbuf_loader_write(GdkPixbufLoader *loader, const guchar *buffer, gsize count, GError **error) {
    return pixbuf.loader_write(loader, buffer, count, error);
}

gboolean rr_gdk_pixbuf_loader_close(GdkPixbufLoader *loader, GError **error) { return pixbuf.loader_close(loader, error); }

GdkPixbuf *rr_gdk_pixbuf_loader_get_pixbuf(GdkPixbufLoader *loader) { return pixbuf.loader_get_pixbuf(loader); }

int rr_gdk_pixbuf_get_width(const GdkPixbuf *image) { return pixbuf.get_width(image); }

int rr_gdk_pixbuf_get_height(const GdkPixbuf *image) { return pixbuf.get_height(image); }

int rr_gdk_pixbuf_get_n_channels(const GdkPixbuf *image) { return pixbuf.get_n_channels(image); }

int rr_gdk_pixbuf_get_rowstride(const GdkPixbuf *image) { return pixbuf.get_rowstride(image); }

gboolean rr_gdk_pixbuf_get_has_alpha(const GdkPixbuf *image) { return pixbuf.get_has_alpha(image); }

int rr_gdk_pixbuf_get_bits_per_sample(const GdkPixbuf *image) { return pixbuf.get_bits_per_sample(image); }

const guint8 *rr_gdk_pixbuf_read_pixels(const GdkPixbuf *image) { return pixbuf.read_pixels(image); }
