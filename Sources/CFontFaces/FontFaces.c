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
// Two more cairo 1.16 races are closed here. Its list of the font faces of one font
// (unscaled->faces) is walked, extended and shortened without a lock: font faces are made
// under this file's lock, and each one made is referenced until its face is released, so none
// is taken off the list while other threads use the font. And a face is closed only once cairo
// has destroyed every font face made with it (a user-data destroy callback, the coupling
// cairo's documentation prescribes for faces it is given), so no cairo object outlives it.
//
// Faces of the pinned fonts stay open for the life of the process (at most the pinned files'
// faces). Faces of a publication's embedded fonts are released by rr_font_faces_release when
// the publication's font folder goes: the references taken here are dropped, cairo's
// "holdover" scaled fonts (the only cairo objects left that reach those fonts) are pushed out,
// and each face closes as its last font face is destroyed.
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

/// One open face, and the cairo font faces made with it.
struct open_face {
    char *path;
    int index;
    FT_Face face;
    /// The font faces made with the face, each referenced here until the face is released.
    cairo_font_face_t **font_faces;
    int font_face_count;
    /// Font faces made with the face that cairo has not destroyed yet.
    int live_font_faces;
    /// True once rr_font_faces_release named the face's file: it closes with its last font face.
    bool released;
    struct open_face *next;
};

static pthread_mutex_t faces_lock = PTHREAD_MUTEX_INITIALIZER;
static FT_Library faces_library;
static struct open_face *faces;
static const cairo_user_data_key_t font_face_key;

/// cairo's own cairo_ft_font_face_create_for_pattern, the next definition after this one.
static create_for_pattern_fn cairo_create_for_pattern;
static pthread_once_t resolve_once = PTHREAD_ONCE_INIT;
static void resolve(void) {
    cairo_create_for_pattern = (create_for_pattern_fn)dlsym(RTLD_NEXT, "cairo_ft_font_face_create_for_pattern");
}

/// Unlinks and frees `entry`, closing its face. Called with faces_lock held.
static void close_face_locked(struct open_face *entry) {
    for (struct open_face **link = &faces; *link; link = &(*link)->next) {
        if (*link == entry) { *link = entry->next; break; }
    }
    FT_Done_Face(entry->face);
    free(entry->font_faces);
    free(entry->path);
    free(entry);
}

/// cairo destroyed a font face made with `data`'s face.
static void font_face_destroyed(void *data) {
    struct open_face *entry = data;
    pthread_mutex_lock(&faces_lock);
    entry->live_font_faces--;
    if (entry->released && entry->live_font_faces == 0) close_face_locked(entry);
    pthread_mutex_unlock(&faces_lock);
}

/// The entry of `path` and `index`, its face opened now if need be; NULL when FreeType cannot
/// open it. Called with faces_lock held.
static struct open_face *entry_for_locked(const char *path, int index) {
    for (struct open_face *entry = faces; entry; entry = entry->next) {
        if (!entry->released && entry->index == index && strcmp(entry->path, path) == 0) return entry;
    }
    if (!faces_library && FT_Init_FreeType(&faces_library) != 0) return NULL;
    struct open_face *entry = calloc(1, sizeof *entry);
    char *copy = strdup(path);
    FT_Face face;
    if (!entry || !copy || FT_New_Face(faces_library, path, index, &face) != 0) {
        free(entry);
        free(copy);
        return NULL;
    }
    entry->path = copy;
    entry->index = index;
    entry->face = face;
    entry->next = faces;
    faces = entry;
    return entry;
}

/// Serialises cairo's making of font faces (its list of a font's font faces has no lock).
/// Lock order: create_lock, then cairo's own locks, then faces_lock, which is held only
/// around this file's bookkeeping and FreeType calls, never around a call into cairo.
static pthread_mutex_t create_lock = PTHREAD_MUTEX_INITIALIZER;

/// Marks `made` as made with `entry`'s face and references it until the face is released;
/// true when it is new. Called with create_lock held.
static bool mark_locked(struct open_face *entry, cairo_font_face_t *made) {
    if (cairo_font_face_status(made) != CAIRO_STATUS_SUCCESS || cairo_font_face_get_user_data(made, &font_face_key)) return false;
    if (cairo_font_face_set_user_data(made, &font_face_key, entry, font_face_destroyed) != CAIRO_STATUS_SUCCESS) return false;
    cairo_font_face_reference(made);
    return true;
}

/// Records `made` in `entry`. Called with faces_lock held.
static void record_locked(struct open_face *entry, cairo_font_face_t *made) {
    entry->live_font_faces++;
    cairo_font_face_t **grown = realloc(entry->font_faces, sizeof *grown * (size_t)(entry->font_face_count + 1));
    if (grown) {
        entry->font_faces = grown;
        entry->font_faces[entry->font_face_count++] = made;
    }
    // Without room to record it, the reference is kept for good: the face then stays open.
}

cairo_font_face_t *cairo_ft_font_face_create_for_pattern(FcPattern *pattern) {
    pthread_once(&resolve_once, resolve);
    create_for_pattern_fn real = cairo_create_for_pattern;
    if (!real) return NULL;
    FT_Face given;
    FcChar8 *file;
    if (!pattern || FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &given) == FcResultMatch ||
        FcPatternGetString(pattern, FC_FILE, 0, &file) != FcResultMatch) {
        pthread_mutex_lock(&create_lock);
        cairo_font_face_t *made = real(pattern);
        pthread_mutex_unlock(&create_lock);
        return made;
    }
    int index = 0;
    FcPatternGetInteger(pattern, FC_INDEX, 0, &index);
    rr_font_file_will_open((const char *)file);  // a deferred embedded font is written now (FontFiles.c)
    pthread_mutex_lock(&faces_lock);
    struct open_face *entry = entry_for_locked((const char *)file, index);
    FT_Face face = entry ? entry->face : NULL;
    pthread_mutex_unlock(&faces_lock);
    FcPattern *copy = face ? FcPatternDuplicate(pattern) : NULL;
    if (copy && !FcPatternAddFTFace(copy, FC_FT_FACE, face)) {
        FcPatternDestroy(copy);
        copy = NULL;
    }
    pthread_mutex_lock(&create_lock);
    cairo_font_face_t *made = real(copy ? copy : pattern);
    bool marked = copy && mark_locked(entry, made);
    pthread_mutex_unlock(&create_lock);
    if (marked) {
        pthread_mutex_lock(&faces_lock);
        record_locked(entry, made);
        pthread_mutex_unlock(&faces_lock);
    }
    if (copy) FcPatternDestroy(copy);
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

static pthread_mutex_t flush_lock = PTHREAD_MUTEX_INITIALIZER;
/// A face of its own and a font face made once from it, used only to flush.
static FT_Face flush_face;
static cairo_font_face_t *flush_font_face;
/// Makes every flush's scaled fonts new to cairo.
static unsigned long flush_serial;

/// Pushes every scaled font cairo keeps for reuse out of its holdover list (256 entries in
/// cairo 1.16, oldest out first) by making and dropping more than that many scaled fonts of
/// sizes never used before, so that none can be revived instead of pushing. Their font is
/// used by nothing else (a face of its own, opened from `path`).
static void flush_holdovers(const char *path) {
    pthread_mutex_lock(&flush_lock);
    if (!flush_font_face) {
        pthread_mutex_lock(&faces_lock);
        bool opened = faces_library && FT_New_Face(faces_library, path, 0, &flush_face) == 0;
        pthread_mutex_unlock(&faces_lock);
        if (opened) flush_font_face = cairo_ft_font_face_create_for_ft_face(flush_face, 0);
    }
    if (flush_font_face) {
        cairo_font_options_t *options = cairo_font_options_create();
        cairo_matrix_t identity;
        cairo_matrix_init_identity(&identity);
        for (int i = 0; i < 300; i++) {
            cairo_matrix_t size;
            cairo_matrix_init_scale(&size, 1.0 + (double)(flush_serial++) / 4096.0, 1.0);
            cairo_scaled_font_destroy(cairo_scaled_font_create(flush_font_face, &size, &identity, options));
        }
        cairo_font_options_destroy(options);
    }
    pthread_mutex_unlock(&flush_lock);
}

void rr_font_faces_release(const char *prefix) {
    size_t length = strlen(prefix);
    cairo_font_face_t **dropped = NULL;
    int dropped_count = 0;
    char *pinned = NULL;
    pthread_mutex_lock(&faces_lock);
    for (struct open_face *entry = faces, *next; entry; entry = next) {
        next = entry->next;
        if (entry->released) continue;
        if (strncmp(entry->path, prefix, length) != 0) {
            if (!pinned) pinned = strdup(entry->path);
            continue;
        }
        entry->released = true;
        cairo_font_face_t **grown = realloc(dropped, sizeof *grown * (size_t)(dropped_count + entry->font_face_count));
        if (grown) {
            dropped = grown;
            memcpy(dropped + dropped_count, entry->font_faces, sizeof *grown * (size_t)entry->font_face_count);
            dropped_count += entry->font_face_count;
            entry->font_face_count = 0;
        }
        if (entry->live_font_faces == 0) close_face_locked(entry);
    }
    pthread_mutex_unlock(&faces_lock);
    // Outside the lock: a destroyed font face calls font_face_destroyed, which takes it.
    for (int i = 0; i < dropped_count; i++) cairo_font_face_destroy(dropped[i]);
    free(dropped);
    if (dropped_count > 0 && pinned) flush_holdovers(pinned);
    free(pinned);
}
