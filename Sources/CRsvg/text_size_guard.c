// librsvg lays SVG text out with Pango at the size the document's transforms give it. Past a few
// thousand device pixels (text of a 1×1 view box scaled up again by a nested one, or a
// `font-size` of thousands), pangoft2 makes the font with a size its integer units cannot hold
// and prints "Pango-CRITICAL: pango_font_description_set_size: assertion 'size >= 0' failed"
// on the reader's terminal; the text is drawn at another size. A bug of Pango's met through
// librsvg (input: Tests/FuzzRegressions/FuzzSVG/crash-e1932adb1a26): rrender cannot know the
// size before librsvg has applied every transform. So while a thread renders an SVG, Pango's
// messages on that thread are counted, not printed, and not fatal under G_DEBUG=fatal-criticals;
// on other threads they go to GLib's default handler as before. No lock: the flag is the
// thread's own, and the two handlers are installed once.
#include "CRsvg.h"

#include <pthread.h>
#include <string.h>

static _Thread_local int rendering = 0;
static unsigned long quieted = 0;
static pthread_once_t installed = PTHREAD_ONCE_INIT;

unsigned long rr_rsvg_pango_messages_quieted(void) { return __atomic_load_n(&quieted, __ATOMIC_RELAXED); }

static void pango_message(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    if (rendering) {
        __atomic_add_fetch(&quieted, 1, __ATOMIC_RELAXED);
        return;
    }
    g_log_default_handler(domain, level, message, data);
}

// GLib asks this before aborting on a fatal message (G_DEBUG=fatal-criticals): FALSE keeps the
// process going. Only Pango's, while this thread renders an SVG.
static gboolean fatal(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)level, (void)message, (void)data;
    return !(rendering && domain != NULL && strcmp(domain, "Pango") == 0);
}

static void install(void) {
    g_log_set_handler("Pango", G_LOG_LEVEL_MASK | G_LOG_FLAG_FATAL | G_LOG_FLAG_RECURSION, pango_message, NULL);
    g_test_log_set_fatal_handler(fatal, NULL);
}

void rr_rsvg_text_guard_begin(void) {
    pthread_once(&installed, install);
    rendering++;
}

void rr_rsvg_text_guard_end(void) { rendering--; }
