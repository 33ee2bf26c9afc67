// Why this file exists: FreeType refuses a size above 65,535 pixels per em (FT_Set_Char_Size
// returns Invalid_Pixel_Size), and cairo 1.16, when that happens while it makes a scaled font,
// puts the *font face* in an error state for good (cairo_scaled_font_create:
// _cairo_font_face_set_error). Font faces are shared by every renderer in the process (one
// per face rrender opened, FontFaces.c), so one page asking for text at 66,000 px (a
// fixed-layout page scaled up, text at 10,000 px under a transformation of 6.6) made every
// later text of that face fail to draw in every renderer already holding it: pages came out
// without their text, silently, until the renderer went. A renderer made afterwards was
// spared (cairo abandons a font face in error when it is asked for it again), so it showed
// as a snapshot test failing now and then: in CI, and in one of two local runs of every test.
//
// rrender defines FT_Set_Char_Size, as FontFaces.c defines cairo's pattern function: the
// dynamic linker binds cairo's, Pango's and Poppler's calls to this definition, which clamps
// the request to the largest size FreeType takes and calls FreeType's own. A glyph above
// 65,535 px is then drawn at 65,535 px (no page is that large), and no font face is harmed.
#define _GNU_SOURCE
#include "CFontFaces.h"

#include <dlfcn.h>
#include <pthread.h>

#include <ft2build.h>
#include FT_FREETYPE_H

typedef FT_Error (*set_char_size_fn)(FT_Face, FT_F26Dot6, FT_F26Dot6, FT_UInt, FT_UInt);

static set_char_size_fn freetype_set_char_size;
static pthread_once_t resolve_once = PTHREAD_ONCE_INIT;
static void resolve(void) {
    freetype_set_char_size = (set_char_size_fn)dlsym(RTLD_NEXT, "FT_Set_Char_Size");
}

/// The largest size in 26.6 points at `resolution` dpi whose pixels per em FreeType accepts
/// (its limit is 0xFFFF; one pixel is kept in hand for its rounding).
static FT_F26Dot6 largest_size(FT_UInt resolution) {
    return (FT_F26Dot6)((0xFFFFLL - 1) * 64 * 72 / resolution);
}

FT_Error FT_Set_Char_Size(FT_Face face, FT_F26Dot6 char_width, FT_F26Dot6 char_height, FT_UInt horz_resolution,
                          FT_UInt vert_resolution) {
    pthread_once(&resolve_once, resolve);
    if (!freetype_set_char_size) return FT_Err_Invalid_Library_Handle;
    // FreeType's own defaults: a zero resolution is the other one, both zero are 72 dpi.
    FT_UInt horizontal = horz_resolution ? horz_resolution : vert_resolution ? vert_resolution : 72;
    FT_UInt vertical = vert_resolution ? vert_resolution : horizontal;
    FT_F26Dot6 width = char_width > largest_size(horizontal) ? largest_size(horizontal) : char_width;
    FT_F26Dot6 height = char_height > largest_size(vertical) ? largest_size(vertical) : char_height;
    return freetype_set_char_size(face, width, height, horz_resolution, vert_resolution);
}

bool rr_font_sizes_clamped(void) {
    return dlsym(RTLD_DEFAULT, "FT_Set_Char_Size") == (void *)FT_Set_Char_Size;
}
