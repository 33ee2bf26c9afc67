// Text is drawn hinted (slight hinting: outlines' horizontal edges on whole device pixels, as
// browsers draw text on Linux) while laid out unhinted. A scaled font whose hinting is on but
// whose metrics are not hinted gives cairo 1.16 glyph extents from the unhinted outline, and
// cairo then cuts the hinted glyph to those extents where a glyph run meets the surface's edge:
// a page painted in bands (PagePainter+Bands) lost rows of glyphs crossing a band's edge, and
// its bytes differed from the whole page's. Hinted metrics make the extents the hinted glyph's, rounded
// out to whole pixels, but they also round the font's ascent and descent, which Pango's line
// heights are made of. So layout keeps fonts with unhinted metrics, and this renderer draws
// their glyphs, at the positions layout gave them, with a twin that has hinted metrics.
//
// It is a PangoRenderer, the base Pango designed for other renderers, doing what PangoCairo's
// private renderer does for pango_cairo_show_layout_line: PangoCairo has no way to choose the
// scaled font a glyph string is drawn with.

#include "CGlyphRenderer.h"

#include <pango/pangocairo.h>

typedef struct {
    PangoRenderer parent_instance;
    cairo_t *cr;
    double x, y;
    // PangoFont * (referenced) -> cairo_scaled_font_t * (referenced)
    GHashTable *fonts;
} RRGlyphRenderer;

typedef struct {
    PangoRendererClass parent_class;
} RRGlyphRendererClass;

G_DEFINE_TYPE(RRGlyphRenderer, rr_glyph_renderer, PANGO_TYPE_RENDERER)

#define SELF(renderer) ((RRGlyphRenderer *)(renderer))

// The colour of `part`: the attribute's, else the context's source when it is a colour (what
// pango_cairo_show_layout_line does), with the attribute's alpha.
static void set_color(RRGlyphRenderer *self, PangoRenderPart part) {
    PangoColor *color = pango_renderer_get_color((PangoRenderer *)self, part);
    guint16 alpha16 = pango_renderer_get_alpha((PangoRenderer *)self, part);
    if (!color && !alpha16) return;
    double red = 0, green = 0, blue = 0, alpha = 1;
    if (color) {
        red = color->red / 65535.0;
        green = color->green / 65535.0;
        blue = color->blue / 65535.0;
    } else {
        cairo_pattern_t *source = cairo_get_source(self->cr);
        if (source && cairo_pattern_get_type(source) == CAIRO_PATTERN_TYPE_SOLID)
            cairo_pattern_get_rgba(source, &red, &green, &blue, &alpha);
    }
    if (alpha16) alpha = alpha16 / 65535.0;
    cairo_set_source_rgba(self->cr, red, green, blue, alpha);
}

static gboolean has_unknown_glyph(PangoGlyphString *glyphs) {
    for (int i = 0; i < glyphs->num_glyphs; i++) {
        PangoGlyph glyph = glyphs->glyphs[i].glyph;
        if (glyph != PANGO_GLYPH_EMPTY && (glyph & PANGO_GLYPH_UNKNOWN_FLAG)) return TRUE;
    }
    return FALSE;
}

static void draw_glyphs(PangoRenderer *renderer, PangoFont *font, PangoGlyphString *glyphs, int x, int y) {
    RRGlyphRenderer *self = SELF(renderer);
    cairo_t *cr = self->cr;
    double base_x = self->x + (double)x / PANGO_SCALE, base_y = self->y + (double)y / PANGO_SCALE;
    cairo_save(cr);
    set_color(self, PANGO_RENDER_PART_FOREGROUND);
    cairo_scaled_font_t *scaled = g_hash_table_lookup(self->fonts, font);
    if (!scaled || has_unknown_glyph(glyphs)) {
        // PangoCairo's own drawing: the hex boxes of characters no font has.
        cairo_move_to(cr, base_x, base_y);
        pango_cairo_show_glyph_string(cr, font, glyphs);
        cairo_restore(cr);
        return;
    }
    cairo_set_scaled_font(cr, scaled);
    cairo_glyph_t stack[128];
    cairo_glyph_t *shown = glyphs->num_glyphs <= 128 ? stack : g_new(cairo_glyph_t, glyphs->num_glyphs);
    int count = 0, position = 0;
    for (int i = 0; i < glyphs->num_glyphs; i++) {
        PangoGlyphInfo *info = &glyphs->glyphs[i];
        if (info->glyph != PANGO_GLYPH_EMPTY) {
            shown[count].index = info->glyph;
            shown[count].x = base_x + (double)(position + info->geometry.x_offset) / PANGO_SCALE;
            shown[count].y = base_y + (double)info->geometry.y_offset / PANGO_SCALE;
            count++;
        }
        position += info->geometry.width;
    }
    cairo_show_glyphs(cr, shown, count);
    if (shown != stack) g_free(shown);
    cairo_restore(cr);
}

static void draw_rectangle(PangoRenderer *renderer, PangoRenderPart part, int x, int y, int width, int height) {
    RRGlyphRenderer *self = SELF(renderer);
    cairo_save(self->cr);
    set_color(self, part);
    cairo_rectangle(
        self->cr, self->x + (double)x / PANGO_SCALE, self->y + (double)y / PANGO_SCALE, (double)width / PANGO_SCALE,
        (double)height / PANGO_SCALE);
    cairo_fill(self->cr);
    cairo_restore(self->cr);
}

// In user space already (Pango has divided by PANGO_SCALE).
static void draw_trapezoid(
    PangoRenderer *renderer, PangoRenderPart part, double y1, double x11, double x21, double y2, double x12, double x22
) {
    RRGlyphRenderer *self = SELF(renderer);
    cairo_t *cr = self->cr;
    cairo_save(cr);
    set_color(self, part);
    cairo_translate(cr, self->x, self->y);
    cairo_move_to(cr, x11, y1);
    cairo_line_to(cr, x21, y1);
    cairo_line_to(cr, x22, y2);
    cairo_line_to(cr, x12, y2);
    cairo_close_path(cr);
    cairo_fill(cr);
    cairo_restore(cr);
}

// Shapes hold the place of inline pictures and boxes, which the page painter draws itself (a
// PangoCairo context without a shape renderer draws nothing for them either).
static void draw_shape(PangoRenderer *renderer, PangoAttrShape *attr, int x, int y) {
    (void)renderer;
    (void)attr;
    (void)x;
    (void)y;
}

static void finalize(GObject *object) {
    g_hash_table_destroy(SELF(object)->fonts);
    G_OBJECT_CLASS(rr_glyph_renderer_parent_class)->finalize(object);
}

static void rr_glyph_renderer_init(RRGlyphRenderer *self) {
    self->fonts = g_hash_table_new_full(
        g_direct_hash, g_direct_equal, g_object_unref, (GDestroyNotify)cairo_scaled_font_destroy);
}

static void rr_glyph_renderer_class_init(RRGlyphRendererClass *klass) {
    PangoRendererClass *renderer = PANGO_RENDERER_CLASS(klass);
    renderer->draw_glyphs = draw_glyphs;
    renderer->draw_rectangle = draw_rectangle;
    renderer->draw_trapezoid = draw_trapezoid;
    renderer->draw_shape = draw_shape;
    G_OBJECT_CLASS(klass)->finalize = finalize;
}

void *rr_glyph_renderer_new(void) {
    return g_object_new(rr_glyph_renderer_get_type(), NULL);
}

void rr_glyph_renderer_set_drawing_font(void *renderer, void *font, void *scaled) {
    g_hash_table_replace(SELF(renderer)->fonts, g_object_ref(font), cairo_scaled_font_reference(scaled));
}

void *rr_glyph_renderer_drawing_font(void *renderer, void *font) {
    return g_hash_table_lookup(SELF(renderer)->fonts, font);
}

void rr_glyph_renderer_show_line(void *renderer, void *cr, void *line, double x, double y) {
    RRGlyphRenderer *self = SELF(renderer);
    self->cr = cr;
    self->x = x;
    self->y = y;
    pango_renderer_draw_layout_line(renderer, line, 0, 0);
    self->cr = NULL;
}
