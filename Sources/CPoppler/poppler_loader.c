#include "CPoppler.h"

#include <CLibraryMessages.h>

#include <dlfcn.h>
#include <pthread.h>

// Each wrapper calls the function dlsym found; FN for functions returning a value, VOID_FN
// for the others. LIST names them all once more, for loading.
#define LIST(X)                                                                                                \
    X(poppler_document_new_from_bytes) X(poppler_document_new_from_stream) X(poppler_document_get_n_pages)   \
    X(poppler_document_get_page) X(poppler_document_get_title) X(poppler_document_get_author)                \
    X(poppler_document_get_subject) X(poppler_document_get_keywords) X(poppler_document_get_creator)         \
    X(poppler_document_get_producer) X(poppler_document_find_dest) X(poppler_dest_free)                      \
    X(poppler_action_free) X(poppler_index_iter_new) X(poppler_index_iter_free)                               \
    X(poppler_index_iter_get_child) X(poppler_index_iter_get_action) X(poppler_index_iter_next)               \
    X(poppler_page_get_size) X(poppler_page_render) X(poppler_page_get_link_mapping)                          \
    X(poppler_page_free_link_mapping) X(poppler_page_get_text) X(poppler_page_get_text_layout)                \
    X(poppler_get_version)

#define POINTER(name) static __typeof__(&name) p_##name;
LIST(POINTER)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded = false;

// libpoppler's ActualText::addChar, which text_guard.c's definition forwards to (found in
// poppler-glib's dependencies: RTLD_NEXT from the executable does not see a library loaded
// RTLD_LOCAL). NULL with a Poppler whose ActualText::addChar has another signature.
void *rr_poppler_actual_text_add_char = NULL;

static void load(void) {
    // Never unloaded: poppler-glib registers GObject types, which cannot be unregistered.
    void *library = dlopen("libpoppler-glib.so.8", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    bool all = true;
#define RESOLVE(name) *(void **)&p_##name = dlsym(library, #name); all = all && p_##name != NULL;
    LIST(RESOLVE)
    __atomic_store_n(&rr_poppler_actual_text_add_char, dlsym(library, RR_POPPLER_ACTUAL_TEXT_ADD_CHAR), __ATOMIC_RELEASE);
    loaded = all;
}

bool rr_poppler_load(void) {
    pthread_once(&once, load);
    return loaded;
}

PopplerDocument *rr_poppler_document_new_from_bytes(GBytes *bytes, const char *password, GError **error) {
    return p_poppler_document_new_from_bytes(bytes, password, error);
}
PopplerDocument *rr_poppler_document_new_from_stream(GInputStream *stream, goffset length, const char *password,
                                                     GCancellable *cancellable, GError **error) {
    return p_poppler_document_new_from_stream(stream, length, password, cancellable, error);
}
int rr_poppler_document_get_n_pages(PopplerDocument *document) { return p_poppler_document_get_n_pages(document); }
PopplerPage *rr_poppler_document_get_page(PopplerDocument *document, int index) {
    return p_poppler_document_get_page(document, index);
}
gchar *rr_poppler_document_get_title(PopplerDocument *document) { return p_poppler_document_get_title(document); }
gchar *rr_poppler_document_get_author(PopplerDocument *document) { return p_poppler_document_get_author(document); }
gchar *rr_poppler_document_get_subject(PopplerDocument *document) { return p_poppler_document_get_subject(document); }
gchar *rr_poppler_document_get_keywords(PopplerDocument *document) { return p_poppler_document_get_keywords(document); }
gchar *rr_poppler_document_get_creator(PopplerDocument *document) { return p_poppler_document_get_creator(document); }
gchar *rr_poppler_document_get_producer(PopplerDocument *document) { return p_poppler_document_get_producer(document); }
// The three calls that resolve destinations, with Poppler's messages quieted on this thread
// (CLibraryMessages' library_messages.c says why).
PopplerDest *rr_poppler_document_find_dest(PopplerDocument *document, const gchar *link_name) {
    rr_messages_quiet_begin(RR_MESSAGES_POPPLER);
    PopplerDest *dest = p_poppler_document_find_dest(document, link_name);
    rr_messages_quiet_end(RR_MESSAGES_POPPLER);
    return dest;
}
void rr_poppler_dest_free(PopplerDest *dest) { p_poppler_dest_free(dest); }
void rr_poppler_action_free(PopplerAction *action) { p_poppler_action_free(action); }
PopplerIndexIter *rr_poppler_index_iter_new(PopplerDocument *document) { return p_poppler_index_iter_new(document); }
void rr_poppler_index_iter_free(PopplerIndexIter *iter) { p_poppler_index_iter_free(iter); }
PopplerIndexIter *rr_poppler_index_iter_get_child(PopplerIndexIter *parent) { return p_poppler_index_iter_get_child(parent); }
PopplerAction *rr_poppler_index_iter_get_action(PopplerIndexIter *iter) {
    rr_messages_quiet_begin(RR_MESSAGES_POPPLER);
    PopplerAction *action = p_poppler_index_iter_get_action(iter);
    rr_messages_quiet_end(RR_MESSAGES_POPPLER);
    return action;
}
gboolean rr_poppler_index_iter_next(PopplerIndexIter *iter) { return p_poppler_index_iter_next(iter); }
void rr_poppler_page_get_size(PopplerPage *page, double *width, double *height) { p_poppler_page_get_size(page, width, height); }
void rr_poppler_page_render(PopplerPage *page, cairo_t *cairo) { p_poppler_page_render(page, cairo); }
GList *rr_poppler_page_get_link_mapping(PopplerPage *page) {
    rr_messages_quiet_begin(RR_MESSAGES_POPPLER);
    GList *mapping = p_poppler_page_get_link_mapping(page);
    rr_messages_quiet_end(RR_MESSAGES_POPPLER);
    return mapping;
}
void rr_poppler_page_free_link_mapping(GList *list) { p_poppler_page_free_link_mapping(list); }
char *rr_poppler_page_get_text(PopplerPage *page) { return p_poppler_page_get_text(page); }
gboolean rr_poppler_page_get_text_layout(PopplerPage *page, PopplerRectangle **rectangles, guint *n_rectangles) {
    return p_poppler_page_get_text_layout(page, rectangles, n_rectangles);
}
const char *rr_poppler_get_version(void) { return p_poppler_get_version(); }
