// Font faces that rrender opens itself and hands to cairo, so that cairo 1.16's process-wide
// cache of FreeType faces is never used (see FontFaces.c for the race it has).
#ifndef RRENDER_CFONTFACES_H
#define RRENDER_CFONTFACES_H

#include <stdbool.h>

/// True when cairo's `cairo_ft_font_face_create_for_pattern` resolves to rrender's (FontFaces.c),
/// so every font Pango, librsvg or cairo's toy API makes from a fontconfig pattern uses a face
/// rrender owns. False when the program was linked so that another definition wins.
bool rr_font_faces_installed(void);

/// True when FreeType's `FT_Set_Char_Size` resolves to rrender's (SizeGuard.c), which clamps a
/// size to the largest FreeType takes, so no request for a huge size leaves a cairo font face,
/// shared by every renderer in the process, in an error state.
bool rr_font_sizes_clamped(void);

/// The number of faces rrender has open of the font files whose path starts with `prefix`
/// (NULL: all of them).
int rr_font_faces_open_count(const char *prefix);

/// Closes the faces of the font files whose path starts with `prefix` (a publication's
/// embedded-font folder, going away), once cairo can no longer reach them: cairo's scaled
/// fonts kept for reuse are flushed first. Call it only when nothing uses those fonts any more.
void rr_font_faces_release(const char *prefix);

/// Writes a deferred embedded font file before something opens it (FontFiles.c): called with
/// the path HarfBuzz or FreeType is about to open; returns once the file is there, or at once
/// for any other path.
typedef void (*rr_font_file_materializer)(const char *path);

/// Sets the function FontFiles.c calls before a font file is opened.
void rr_font_files_set_materializer(rr_font_file_materializer function);

/// Calls the materialiser for `path` (FontFaces.c, before FreeType opens a face's file).
void rr_font_file_will_open(const char *path);

/// True when HarfBuzz's `hb_blob_create_from_file` resolves to rrender's (FontFiles.c), so a
/// deferred font file is written before Pango reads it. False when the program was linked so
/// that another definition wins: then every embedded font file must be written at once.
bool rr_font_files_deferred(void);

#endif
