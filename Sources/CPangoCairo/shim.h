#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
