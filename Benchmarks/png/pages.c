// Makes the PNG benchmark pages, 1264×1680, as raw native-endian 0xAARRGGBB words (the layout of
// rrender's PixelImage) in the current directory:
//   text.raw     1150 words, DejaVu Serif 18 px, antialiased black on white
//   text350.raw  350 words (the page of platform notes Q4)
//   color.raw    text with a dark red heading and blue underlined links
//   mixed.raw    colour text above, the picture in the lower half
//   photo.raw    the picture scaled to the page
//   rgba.raw     the picture under a vertical alpha gradient, with text, on transparent
// Usage: pages picture.jpg      (a benchmark tool, not part of the Swift package)
#include <pango/pangocairo.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <turbojpeg.h>

#define W 1264
#define H 1680

static const char *words[] = {
    "the", "whale", "ship", "sea", "captain", "Ishmael", "called", "me", "some", "years", "ago",
    "never", "mind", "how", "long", "precisely", "having", "little", "or", "no", "money", "in",
    "my", "purse", "and", "nothing", "particular", "to", "interest", "on", "shore", "I",
    "thought", "would", "sail", "about", "a", "see", "watery", "part", "of", "world", "It", "is",
    "way", "have", "driving", "off", "spleen", "regulating", "circulation"};

static void dump(cairo_surface_t *surface, const char *path, int opaque) {
    cairo_surface_flush(surface);
    unsigned char *data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    FILE *file = fopen(path, "wb");
    for (int y = 0; y < H; y++) {
        uint32_t *row = (uint32_t *)(data + y * stride);
        for (int x = 0; x < W; x++) {
            uint32_t pixel = opaque ? row[x] | 0xFF000000u : row[x];  // RGB24's top byte is undefined
            fwrite(&pixel, 4, 1, file);
        }
    }
    fclose(file);
}

// Justified paragraphs of 120 pseudo-random words, 27 px line pitch, 60 px margins.
static void text(cairo_t *cr, int color, int count) {
    GString *markup = g_string_new("");
    srand(42);
    if (color)
        g_string_append(markup, "<span foreground='#8B0000' size='xx-large' weight='bold'>Chapter 1. Loomings</span>\n");
    for (int i = 0; i < count; i++) {
        const char *word = words[rand() % (sizeof(words) / sizeof(*words))];
        if (color && rand() % 25 == 0)
            g_string_append_printf(markup, "<span foreground='#0645AD' underline='single'>%s</span> ", word);
        else
            g_string_append_printf(markup, "%s ", word);
        if (i % 120 == 119) g_string_append(markup, "\n");
    }
    PangoContext *context = pango_font_map_create_context(pango_cairo_font_map_new());
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(context, options);
    pango_cairo_update_context(cr, context);
    PangoLayout *layout = pango_layout_new(context);
    pango_layout_set_font_description(layout, pango_font_description_from_string("DejaVu Serif 18px"));
    pango_layout_set_width(layout, (W - 120) * PANGO_SCALE);
    pango_layout_set_justify(layout, 1);
    pango_layout_set_markup(layout, markup->str, -1);
    PangoAttribute *lineHeight = pango_attr_line_height_new_absolute(27 * PANGO_SCALE);
    PangoAttrList *attributes = pango_layout_get_attributes(layout);
    if (attributes) {
        pango_attr_list_insert(attributes, lineHeight);
    } else {
        attributes = pango_attr_list_new();
        pango_attr_list_insert(attributes, lineHeight);
        pango_layout_set_attributes(layout, attributes);
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_move_to(cr, 60, 60);
    pango_cairo_show_layout(cr, layout);
}

static cairo_surface_t *picture(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(66); }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *jpeg = malloc(size);
    if (fread(jpeg, 1, size, file) != (size_t)size) { perror(path); exit(66); }
    fclose(file);
    tjhandle decoder = tjInitDecompress();
    int width, height, subsampling, colorspace;
    if (tjDecompressHeader3(decoder, jpeg, size, &width, &height, &subsampling, &colorspace) != 0) {
        fprintf(stderr, "%s: %s\n", path, tjGetErrorStr2(decoder));
        exit(65);
    }
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
    tjDecompress2(decoder, jpeg, size, cairo_image_surface_get_data(surface), width,
                  cairo_image_surface_get_stride(surface), height, TJPF_BGRX, 0);
    cairo_surface_mark_dirty(surface);
    return surface;
}

static void white(cairo_t *cr) {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: pages picture.jpg\n"); return 64; }
    cairo_surface_t *page = cairo_image_surface_create(CAIRO_FORMAT_RGB24, W, H);
    cairo_t *cr = cairo_create(page);
    white(cr); text(cr, 0, 1150); dump(page, "text.raw", 1);
    white(cr); text(cr, 0, 350); dump(page, "text350.raw", 1);
    white(cr); text(cr, 1, 1150); dump(page, "color.raw", 1);

    cairo_surface_t *jpeg = picture(argv[1]);
    double jw = cairo_image_surface_get_width(jpeg), jh = cairo_image_surface_get_height(jpeg);
    cairo_save(cr);
    cairo_scale(cr, W / jw, H / jh);
    cairo_set_source_surface(cr, jpeg, 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
    dump(page, "photo.raw", 1);

    white(cr); text(cr, 1, 600);
    cairo_save(cr);
    cairo_rectangle(cr, 60, 880, W - 120, 740);
    cairo_clip(cr);
    cairo_translate(cr, 60, 880);
    cairo_scale(cr, (W - 120) / jw, 740 / jh);
    cairo_set_source_surface(cr, jpeg, 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
    dump(page, "mixed.raw", 1);

    cairo_surface_t *translucent = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, W, H);
    cairo_t *ca = cairo_create(translucent);
    cairo_pattern_t *gradient = cairo_pattern_create_linear(0, 0, 0, H);
    cairo_pattern_add_color_stop_rgba(gradient, 0, 0, 0, 0, 1);
    cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0, 0, 0);
    cairo_pattern_t *scaled = cairo_pattern_create_for_surface(jpeg);
    cairo_matrix_t matrix;
    cairo_matrix_init_scale(&matrix, jw / W, jh / H);
    cairo_pattern_set_matrix(scaled, &matrix);
    cairo_set_source(ca, scaled);
    cairo_mask(ca, gradient);
    text(ca, 1, 300);
    dump(translucent, "rgba.raw", 0);
    return 0;
}
