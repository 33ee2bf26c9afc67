// A Pango renderer that draws a layout line as pango_cairo_show_layout_line does, except that
// each font's glyphs are drawn with a scaled font the caller chooses (glyph_renderer.c says why).
//
// The pointers are untyped so that this header includes no Pango or cairo header: Swift sees
// those types through CPangoCairo alone (a second module declaring them makes them ambiguous).
#ifndef RRENDER_CGLYPHRENDERER_H
#define RRENDER_CGLYPHRENDERER_H

/// A new renderer (a PangoRenderer; release it with g_object_unref). Not thread-safe: one per
/// painter.
void *rr_glyph_renderer_new(void);

/// Draws the glyphs of `font` (a PangoFont) with `scaled` (a cairo_scaled_font_t, referenced
/// while the renderer lives) instead of the font's own scaled font. Glyph positions stay the
/// layout's.
void rr_glyph_renderer_set_drawing_font(void *renderer, void *font, void *scaled);

/// The scaled font `font`'s glyphs are drawn with when it is not the font's own; NULL when none
/// was set.
void *rr_glyph_renderer_drawing_font(void *renderer, void *font);

/// Draws `line` (a PangoLayoutLine) on `cr` (a cairo_t) with its baseline's start at (x, y) in
/// user space: glyphs, backgrounds, underlines, overlines and strike-throughs in the colours of
/// the line's attributes (the context's source where it has none), as
/// pango_cairo_show_layout_line does.
void rr_glyph_renderer_show_line(void *renderer, void *cr, void *line, double x, double y);

#endif
