// Why this file exists: cairo 1.16 (Debian 12) keeps at most 10 FreeType faces open for the
// fonts it opens by file name, process-wide, and closes a "random unlocked" one to open
// another (cairo-ft-font.c, _cairo_ft_unscaled_font_lock_face). Its test of "unlocked" reads
// another font's lock count without that font's mutex, and it calls FT_New_Face on its shared
// FT_Library outside any lock. With several threads shaping and painting text in more than ten
// fonts (two renderers over books with embedded fonts are enough) a face is closed under a
// thread that is loading a glyph from it: a crash reading face->glyph (NULL) inside
// cairo_scaled_font_glyph_extents, about one run in ten of the test suite.
//
// cairo never opens or closes a face it is given: a fontconfig pattern carrying FC_FT_FACE
// makes a font "from face", which cairo uses under that font's own mutex and leaves out of its
// cache. Pango 1.50, librsvg and cairo's toy text all make their cairo font faces from
// fontconfig patterns through cairo_ft_font_face_create_for_pattern, so rrender defines that
// function: it opens (once, lazily) the pattern's file and face index with a FreeType library
// of its own, adds the face to a copy of the pattern and calls cairo's function with it. The
// dynamic linker binds Pango's, librsvg's and cairo's own calls to this definition because the
// executable that links rrender comes first in the symbol lookup order.
//
// Faces of the pinned fonts stay open for the life of the process (there are about thirty).
// Faces of a publication's embedded fonts are closed by rr_font_faces_release when the
// publication's font folder goes, after flushing cairo's "holdover" scaled fonts, the only
// cairo objects that can still reach a face once every Pango font made with it is gone.
#define _GNU_SOURCE
#include "CFontFaces.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <cairo-ft.h>
#include <fontconfig/fcfreetype.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H

typedef cairo_font_face_t *(*create_for_pattern_fn)(FcPattern *);

struct open_face {
    char *path;
    int index;
    FT_Face face;
    struct open_face *next;
};

static pthread_mutex_t faces_lock = PTHREAD_MUTEX_INITIALIZER;
static FT_Library faces_library;
static struct open_face *faces;
/// Makes every flush's scaled fonts new to cairo (see flush_holdovers).
static unsigned long flush_counter;

/// cairo's own cairo_ft_font_face_create_for_pattern, the next definition after this one.
static create_for_pattern_fn cairo_create_for_pattern;
static pthread_once_t resolve_once = PTHREAD_ONCE_INIT;
static void resolve(void) {
    cairo_create_for_pattern = (create_for_pattern_fn)dlsym(RTLD_NEXT, "cairo_ft_font_face_create_for_pattern");
}

/// The open face of `path` and `index`, opened now if need be; NULL when FreeType cannot.
static FT_Face face_for(const char *path, int index) {
    FT_Face found = NULL;
    pthread_mutex_lock(&faces_lock);
    for (struct open_face *entry = faces; entry; entry = entry->next) {
        if (entry->index == index && strcmp(entry->path, path) == 0) { found = entry->face; break; }
    }
    if (!found && (faces_library || FT_Init_FreeType(&faces_library) == 0)) {
        struct open_face *entry = calloc(1, sizeof *entry);
        char *copy = strdup(path);
        if (entry && copy && FT_New_Face(faces_library, path, index, &found) == 0) {
            entry->path = copy;
            entry->index = index;
            entry->face = found;
            entry->next = faces;
            faces = entry;
        } else {
            found = NULL;
            free(entry);
            free(copy);
        }
    }
    pthread_mutex_unlock(&faces_lock);
    return found;
}

cairo_font_face_t *cairo_ft_font_face_create_for_pattern(FcPattern *pattern) {
    pthread_once(&resolve_once, resolve);
    create_for_pattern_fn real = cairo_create_for_pattern;
    if (!real) return NULL;
    FT_Face given;
    FcChar8 *file;
    if (!pattern || FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &given) == FcResultMatch ||
        FcPatternGetString(pattern, FC_FILE, 0, &file) != FcResultMatch) {
        return real(pattern);
    }
    int index = 0;
    FcPatternGetInteger(pattern, FC_INDEX, 0, &index);
    FT_Face face = face_for((const char *)file, index);
    FcPattern *copy = face ? FcPatternDuplicate(pattern) : NULL;
    if (!copy || !FcPatternAddFTFace(copy, FC_FT_FACE, face)) {
        if (copy) FcPatternDestroy(copy);
        return real(pattern);
    }
    cairo_font_face_t *made = real(copy);
    FcPatternDestroy(copy);
    return made;
}

bool rr_font_faces_installed(void) {
    return dlsym(RTLD_DEFAULT, "cairo_ft_font_face_create_for_pattern") == (void *)cairo_ft_font_face_create_for_pattern;
}

int rr_font_faces_open_count(const char *prefix) {
    size_t length = prefix ? strlen(prefix) : 0;
    int count = 0;
    pthread_mutex_lock(&faces_lock);
    for (struct open_face *entry = faces; entry; entry = entry->next) {
        if (!prefix || strncmp(entry->path, prefix, length) == 0) count++;
    }
    pthread_mutex_unlock(&faces_lock);
    return count;
}

/// Pushes every scaled font cairo keeps for reuse out of its holdover list (256 entries in
/// cairo 1.16, oldest out first) by making and dropping more than that many scaled fonts of
/// sizes never used before, so none can be revived instead of pushing.
static void flush_holdovers(FT_Face any) {
    cairo_font_face_t *font_face = cairo_ft_font_face_create_for_ft_face(any, 0);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_matrix_t identity;
    cairo_matrix_init_identity(&identity);
    for (int i = 0; i < 300; i++) {
        unsigned long serial = __atomic_fetch_add(&flush_counter, 1, __ATOMIC_RELAXED);
        cairo_matrix_t size;
        cairo_matrix_init_scale(&size, 1.0 + (double)serial / 4096.0, 1.0);
        cairo_scaled_font_destroy(cairo_scaled_font_create(font_face, &size, &identity, options));
    }
    cairo_font_options_destroy(options);
    cairo_font_face_destroy(font_face);
}

void rr_font_faces_release(const char *prefix) {
    size_t length = strlen(prefix);
    // A face that stays open (a pinned font) to make the flushing fonts from. Face index 0:
    // cairo keys a font made from a face by the face and its index, and one made from a
    // pattern by the face and 0, so with index 0 both are the same font under one mutex.
    FT_Face keeper = NULL;
    bool any = false;
    pthread_mutex_lock(&faces_lock);
    for (struct open_face *entry = faces; entry; entry = entry->next) {
        if (strncmp(entry->path, prefix, length) == 0) any = true;
        else if (!keeper && entry->index == 0) keeper = entry->face;
    }
    pthread_mutex_unlock(&faces_lock);
    if (!any) return;
    if (keeper) flush_holdovers(keeper);
    pthread_mutex_lock(&faces_lock);
    for (struct open_face **link = &faces; *link;) {
        struct open_face *entry = *link;
        if (keeper && strncmp(entry->path, prefix, length) == 0) {
            *link = entry->next;
            FT_Done_Face(entry->face);
            free(entry->path);
            free(entry);
        } else {
            link = &entry->next;
        }
    }
    pthread_mutex_unlock(&faces_lock);
}
