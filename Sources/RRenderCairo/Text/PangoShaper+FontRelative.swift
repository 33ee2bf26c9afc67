internal import CPangoCairo
import RRenderStyle

/// What selects the font `ex` and `ch` measure: its family list, weight and style.
struct FontRelativeKey: Hashable {
    let families: [String]
    let weight: Int
    let italic: Bool
}

extension PangoShaper: FontMetricsSource {
    /// The x-height and the advance of "0" of the first available font of `families` (CSS
    /// Values 3 §5.1.1), as fractions of its em: the x-height from the font's OS/2 table when it
    /// has one (as browsers read it: Ahem's is 0.8 em though its "x" is a whole em square),
    /// else the top of its "x"; fallbacks of half an em. The ascent and descent are HarfBuzz's
    /// horizontal extents, the ones Pango's font metrics (`fontMetrics(_:)`) give.
    public func fontRelativeMetrics(families: [String], weight: Int, italic: Bool) -> FontRelativeMetrics {
        let key = FontRelativeKey(families: families, weight: weight, italic: italic)
        if let cached = relativeMetricsCache[key] { return cached }
        var result = FontRelativeMetrics.fallback
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, families.joined(separator: ","))
        pango_font_description_set_absolute_size(description, Double(100 * PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(clamping: min(max(weight, 100), 1000))))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if let font = pango_context_load_font(fonts.context(for: nil), description) {
            if let hbFont = pango_font_get_hb_font(font) { result = Self.measure(hbFont) }
            keepFont(UnsafeMutableRawPointer(font))  // see `keepFonts(of:)`
            g_object_unref(UnsafeMutableRawPointer(font))
        }
        relativeMetricsCache[key] = result
        return result
    }

    private static func measure(_ font: OpaquePointer) -> FontRelativeMetrics {
        var result = FontRelativeMetrics.fallback
        var scaleX: Int32 = 0, scaleY: Int32 = 0
        hb_font_get_scale(font, &scaleX, &scaleY)
        guard scaleX > 0, scaleY > 0 else { return result }
        var extents = hb_font_extents_t()
        if hb_font_get_h_extents(font, &extents) != 0, extents.ascender - extents.descender > 0 {
            result.ascent = Double(extents.ascender) / Double(scaleY)
            result.descent = -Double(extents.descender) / Double(scaleY)
        }
        var position: hb_position_t = 0, glyph: hb_codepoint_t = 0
        if hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_X_HEIGHT, &position) != 0, position > 0 {
            result.xHeight = Double(position) / Double(scaleY)
        } else if hb_font_get_nominal_glyph(font, 0x78, &glyph) != 0 {
            var extents = hb_glyph_extents_t()
            if hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.y_bearing > 0 {
                result.xHeight = Double(extents.y_bearing) / Double(scaleY)
            }
        }
        if hb_font_get_nominal_glyph(font, 0x30, &glyph) != 0 {
            let advance = hb_font_get_glyph_h_advance(font, glyph)
            if advance > 0 { result.zeroAdvance = Double(advance) / Double(scaleX) }
        }
        return result
    }
}
