// Two libraries rrender drives print a GLib CRITICAL on the reader's terminal for input rrender
// cannot check before the call, and abort under G_DEBUG=fatal-criticals (the fuzzers' setting):
// - poppler-glib (22.12) resolves each go-to destination (an outline entry's action, a page's
//   links, poppler_document_find_dest) in dest_new_goto, which asks poppler_document_get_page for
//   the destination's page unchecked: a destination past the last page, common in a cut PDF,
//   prints "Poppler-CRITICAL: ... assertion '0 <= index && index < ...n_pages' failed" and
//   "Invalid page N in Link Destination"; the destination comes back with page 0, which rrender
//   reads as going nowhere (input: Tests/FuzzRegressions/FuzzPDF/crash-dd8a0aedb78b).
// - librsvg lays SVG text out with Pango at the size the document's transforms give it; past a
//   few thousand device pixels pangoft2 makes a font its integer units cannot hold and prints
//   "Pango-CRITICAL: pango_font_description_set_size: assertion 'size >= 0' failed" (input:
//   Tests/FuzzRegressions/FuzzSVG/crash-e1932adb1a26). Only librsvg knows the final size.
// Both are upstream bugs (docs/Fuzzing.md). While a thread makes such a call, the domain's
// messages on that thread are counted instead; on other threads they go to GLib's default
// handler as before. One mechanism for both because GLib has one fatal hook
// (g_test_log_set_fatal_handler); no lock and no change to GLib's process-wide fatal mask, so
// the calls stay parallel and other threads' CRITICALs stay fatal under the fuzzers.
#include "CLibraryMessages.h"

#include <glib.h>
#include <pthread.h>
#include <string.h>

#define DOMAINS 2

static const char *const names[DOMAINS] = {"Poppler", "Pango"};
static _Thread_local int quiet[DOMAINS];
static unsigned long counted[DOMAINS];
static pthread_once_t installed = PTHREAD_ONCE_INIT;

unsigned long rr_messages_quieted(RRMessageDomain domain) {
    return (unsigned)domain < DOMAINS ? __atomic_load_n(&counted[domain], __ATOMIC_RELAXED) : 0;
}

static int quietHere(const gchar *domain) {
    if (domain == NULL) return 0;
    for (int index = 0; index < DOMAINS; index++)
        if (quiet[index] > 0 && strcmp(domain, names[index]) == 0) return 1;
    return 0;
}

static void message(const gchar *domain, GLogLevelFlags level, const gchar *text, gpointer data) {
    RRMessageDomain index = (RRMessageDomain)GPOINTER_TO_INT(data);
    if (quiet[index] > 0) {
        __atomic_add_fetch(&counted[index], 1, __ATOMIC_RELAXED);
        return;
    }
    g_log_default_handler(domain, level, text, NULL);
}

// GLib asks this before aborting on a fatal message (G_DEBUG=fatal-criticals): FALSE keeps the
// process going, only for a domain this thread quiets.
static gboolean fatal(const gchar *domain, GLogLevelFlags level, const gchar *text, gpointer data) {
    (void)level, (void)text, (void)data;
    return !quietHere(domain);
}

static void install(void) {
    for (int index = 0; index < DOMAINS; index++)
        g_log_set_handler(names[index], G_LOG_LEVEL_MASK | G_LOG_FLAG_FATAL | G_LOG_FLAG_RECURSION, message,
                          GINT_TO_POINTER(index));
    g_test_log_set_fatal_handler(fatal, NULL);
}

void rr_messages_quiet_begin(RRMessageDomain domain) {
    if ((unsigned)domain >= DOMAINS) return;
    pthread_once(&installed, install);
    quiet[domain]++;
}

void rr_messages_quiet_end(RRMessageDomain domain) {
    if ((unsigned)domain < DOMAINS && quiet[domain] > 0) quiet[domain]--;
}
