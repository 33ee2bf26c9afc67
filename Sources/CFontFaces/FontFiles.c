// Why this file exists: a publication's embedded fonts can be written to its font folder only
// when something opens them. Reading a book's fonts is most of what a warm `--page N` takes
// (moby-dick: four STIX fonts, a megabyte to inflate, of which page 400 uses one), and a
// fontconfig pattern remembered from an earlier run describes a face well enough to match and
// fall back with it; only shaping and drawing need the file.
//
// Two things open a face's file, and both pass here first:
//  - Pango 1.50 shapes with a HarfBuzz face it makes from the pattern's FC_FILE
//    (pango_fc_font_map_get_hb_face → hb_blob_create_from_file), so rrender defines
//    hb_blob_create_from_file (and hb_blob_create_from_file_or_fail, which newer Pangos call);
//    the dynamic linker binds libpangoft2's call to this definition as it binds cairo's calls to
//    FontFaces.c's;
//  - cairo draws with the FreeType face FontFaces.c opens, which calls rr_font_file_will_open.
// Both call the materialiser Swift registers (FontFileFolder), which writes the file if it is
// one of the folders' deferred files and returns once it exists; then HarfBuzz's or FreeType's
// own code opens it. Any other file (the pinned fonts, a file already written) costs one call.
#define _GNU_SOURCE
#include "CFontFaces.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>

#include <hb.h>

static _Atomic(rr_font_file_materializer) materializer;

void rr_font_files_set_materializer(rr_font_file_materializer function) {
    atomic_store(&materializer, function);
}

void rr_font_file_will_open(const char *path) {
    rr_font_file_materializer function = atomic_load(&materializer);
    if (function && path) function(path);
}

typedef hb_blob_t *(*blob_from_file_fn)(const char *);

static blob_from_file_fn harfbuzz_from_file, harfbuzz_from_file_or_fail;
static pthread_once_t resolve_once = PTHREAD_ONCE_INIT;
static void resolve(void) {
    harfbuzz_from_file = (blob_from_file_fn)dlsym(RTLD_NEXT, "hb_blob_create_from_file");
    harfbuzz_from_file_or_fail = (blob_from_file_fn)dlsym(RTLD_NEXT, "hb_blob_create_from_file_or_fail");
}

hb_blob_t *hb_blob_create_from_file(const char *file_name) {
    pthread_once(&resolve_once, resolve);
    rr_font_file_will_open(file_name);
    return harfbuzz_from_file ? harfbuzz_from_file(file_name) : hb_blob_get_empty();
}

hb_blob_t *hb_blob_create_from_file_or_fail(const char *file_name) {
    pthread_once(&resolve_once, resolve);
    rr_font_file_will_open(file_name);
    return harfbuzz_from_file_or_fail ? harfbuzz_from_file_or_fail(file_name) : NULL;
}

bool rr_font_files_deferred(void) {
    return dlsym(RTLD_DEFAULT, "hb_blob_create_from_file") == (void *)hb_blob_create_from_file;
}
