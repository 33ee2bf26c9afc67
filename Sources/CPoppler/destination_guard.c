// poppler-glib (22.12) resolves each go-to destination it hands out (an outline entry's action,
// a page's links, poppler_document_find_dest) in dest_new_goto, which asks
// poppler_document_get_page for the destination's page without checking that the document has
// it. A destination past the last page, common in a damaged or cut PDF, makes
// poppler_document_get_page print "Poppler-CRITICAL: ... assertion '0 <= index && index <
// poppler_document_get_n_pages (document)' failed", then "Invalid page N in Link Destination",
// on the reader's terminal; the destination comes back with page 0, which rrender reads as going
// nowhere. An upstream bug (input: Tests/FuzzRegressions/FuzzPDF/crash-dd8a0aedb78b). While
// rrender asks for destinations, Poppler's warnings and CRITICALs are counted instead of printed,
// and are not fatal under G_DEBUG=fatal-criticals. The fatal mask is process-wide: one call at a
// time, under a lock (destinations are asked for at opening and once per page for its links).
#include "CPoppler.h"

#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned long quieted = 0;

unsigned long rr_poppler_destination_messages_quieted(void) { return __atomic_load_n(&quieted, __ATOMIC_RELAXED); }

static void count(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain, (void)level, (void)message, (void)data;
    __atomic_add_fetch(&quieted, 1, __ATOMIC_RELAXED);
}

RRPopplerQuiet rr_poppler_quiet_begin(void) {
    pthread_mutex_lock(&lock);
    RRPopplerQuiet quiet;
    quiet.fatal = g_log_set_always_fatal(G_LOG_LEVEL_ERROR);
    quiet.handler = g_log_set_handler("Poppler", G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_FLAG_FATAL |
                                                     G_LOG_FLAG_RECURSION, count, NULL);
    return quiet;
}

void rr_poppler_quiet_end(RRPopplerQuiet quiet) {
    g_log_remove_handler("Poppler", quiet.handler);
    g_log_set_always_fatal(quiet.fatal);
    pthread_mutex_unlock(&lock);
}
