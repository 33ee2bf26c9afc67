// poppler-glib, loaded on the first PDF: linked into every process it cost about 3 MB of
// resident memory at start-up (its libraries are built with BIND_NOW, so the dynamic linker
// touches all of libpoppler's symbol tables, and it pulls in NSS, lcms2, OpenJPEG…) where most
// runs render EPUB only. The types are poppler's own headers'; each `rr_` function calls the
// poppler function of the same name once `rr_poppler_load()` has returned true. Calling a
// `poppler_` function directly fails to link: nothing links libpoppler-glib.
#ifndef RRENDER_CPOPPLER_H
#define RRENDER_CPOPPLER_H

#include <stdbool.h>

#include <fontconfig/fontconfig.h>
#include <gio/gio.h>
#include <poppler/glib/poppler.h>

/// Loads libpoppler-glib.so.8 and its functions, once per process; false when it cannot be loaded.
bool rr_poppler_load(void);

/// The most pixels of an image Poppler may decode while it renders a page (64 megapixels, as
/// for the images of EPUBs): larger ones are not drawn (see cairo_guard.c).
#define RR_POPPLER_MAXIMUM_IMAGE_PIXELS 64000000
/// Renders `page` on `cairo` (poppler_page_render) with images over the limit left out; returns
/// how many were left out. No text is collected meanwhile (text_guard.c): the page's text, if
/// asked for later, would be empty, so render a PopplerPage nothing else uses.
int rr_poppler_page_render_guarded(PopplerPage *page, cairo_t *cairo);

/// libpoppler's ActualText::addChar, which text_guard.c defines in the executable too (exported:
/// Package.swift lists this name).
#define RR_POPPLER_ACTUAL_TEXT_ADD_CHAR "_ZN10ActualText7addCharEPK8GfxStateddddjiPKji"
/// How many characters Poppler rendered without collecting their text, in this process (0 when
/// the executable does not export text_guard.c's definition).
unsigned long rr_poppler_characters_not_collected(void);

/// The fontconfig configuration Poppler looks up the fonts a PDF does not embed in, while it
/// renders a page (font_guard.c); NULL, the default, leaves it fontconfig's current one. Kept
/// by the caller for the life of the process.
void rr_poppler_use_font_configuration(FcConfig *config);
/// True when Poppler's font lookups reach font_guard.c's definitions (the executable exports
/// FcConfigSubstitute and FcFontSort: Package.swift lists them).
bool rr_poppler_font_lookups_guarded(void);

PopplerDocument *rr_poppler_document_new_from_bytes(GBytes *bytes, const char *password, GError **error);
PopplerDocument *rr_poppler_document_new_from_stream(GInputStream *stream, goffset length, const char *password,
                                                     GCancellable *cancellable, GError **error);
int rr_poppler_document_get_n_pages(PopplerDocument *document);
PopplerPage *rr_poppler_document_get_page(PopplerDocument *document, int index);
gchar *rr_poppler_document_get_title(PopplerDocument *document);
gchar *rr_poppler_document_get_author(PopplerDocument *document);
gchar *rr_poppler_document_get_subject(PopplerDocument *document);
gchar *rr_poppler_document_get_keywords(PopplerDocument *document);
gchar *rr_poppler_document_get_creator(PopplerDocument *document);
gchar *rr_poppler_document_get_producer(PopplerDocument *document);
PopplerDest *rr_poppler_document_find_dest(PopplerDocument *document, const gchar *link_name);
void rr_poppler_dest_free(PopplerDest *dest);
void rr_poppler_action_free(PopplerAction *action);
PopplerIndexIter *rr_poppler_index_iter_new(PopplerDocument *document);
void rr_poppler_index_iter_free(PopplerIndexIter *iter);
PopplerIndexIter *rr_poppler_index_iter_get_child(PopplerIndexIter *parent);
PopplerAction *rr_poppler_index_iter_get_action(PopplerIndexIter *iter);
gboolean rr_poppler_index_iter_next(PopplerIndexIter *iter);
void rr_poppler_page_get_size(PopplerPage *page, double *width, double *height);
void rr_poppler_page_render(PopplerPage *page, cairo_t *cairo);
GList *rr_poppler_page_get_link_mapping(PopplerPage *page);
void rr_poppler_page_free_link_mapping(GList *list);
char *rr_poppler_page_get_text(PopplerPage *page);
gboolean rr_poppler_page_get_text_layout(PopplerPage *page, PopplerRectangle **rectangles, guint *n_rectangles);
const char *rr_poppler_get_version(void);

#endif
