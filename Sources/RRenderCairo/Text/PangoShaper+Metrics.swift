internal import CPangoCairo
import RRenderLayout

/// What selects a font's metrics: the family list, size, weight, slant and variant.
struct FontMetricsKey: Hashable {
    let families: [String]
    let size: Double
    let weight: Int
    let italic: Bool
    let smallCaps: Bool

    init(_ style: TextStyle) {
        families = style.fontFamily
        size = style.fontSize
        weight = style.fontWeight
        italic = style.italic
        smallCaps = style.smallCaps
    }
}

extension PangoShaper {
    /// The ascent and descent of the font Pango loads for `style` (the first family it finds),
    /// from its metrics.
    public func fontMetrics(_ style: TextStyle) -> (ascent: Double, descent: Double) {
        let key = FontMetricsKey(style)
        if let cached = metricsCache[key] { return cached }
        var result = (ascent: style.fontSize * 0.8, descent: style.fontSize * 0.2)
        if let attribute = PangoAttributes.fontDescription(style) {
            let description = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrFontDesc.self).pointee.desc
            if let font = pango_context_load_font(fonts.context(for: nil), description) {
                if let metrics = pango_font_get_metrics(font, nil) {
                    let scale = Double(PANGO_SCALE)
                    result = (
                        Double(pango_font_metrics_get_ascent(metrics)) / scale,
                        Double(pango_font_metrics_get_descent(metrics)) / scale
                    )
                    pango_font_metrics_unref(metrics)
                }
                keepFont(UnsafeMutableRawPointer(font))  // see `keepFonts(of:)`
                g_object_unref(UnsafeMutableRawPointer(font))
            }
            pango_attribute_destroy(attribute)
        }
        metricsCache[key] = result
        return result
    }
}
