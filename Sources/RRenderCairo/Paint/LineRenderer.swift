internal import CGlyphRenderer
internal import CPangoCairo

/// Draws a painter's lines of text: hinted glyphs at the positions unhinted layout gave them,
/// and the scaled fonts they are drawn with kept referenced.
///
/// Hinting: slight (outlines' horizontal edges on whole device pixels), as browsers draw text on
/// Linux, so an Ahem square's edges meet a snapped box's as they do in Chromium. Layout's fonts
/// keep unhinted metrics, which line heights are made of; each is drawn with a twin that has
/// hinted metrics, without which cairo 1.16 cuts hinted glyphs to unhinted extents at a band's
/// edge (`CGlyphRenderer` says more).
///
/// Keeping: a Pango font's scaled font is made for an identity transformation, but text is
/// drawn under the page's scale, a vertical line's quarter turn, a fixed-layout page's fit or a
/// tate-chu-yoko's squeeze. For each, cairo derives another scaled font (same face, same size,
/// that transformation) when the line is shown and drops it when the next font is set. cairo
/// 1.16 (Debian 12) shares those between threads and races when one thread drops the last
/// reference to a scaled font while another takes it up again: `cairo_scaled_font_destroy`
/// aborts on `! scaled_font->cache_frozen`. That happened in 2 of 17 two-worker runs of
/// kusamakura at 632×840 @2 once ruby, emphasis marks and tate-chu-yoko had multiplied the
/// derived fonts. `PangoShaper.keepFonts` and `SharedFontKeeper` keep the Pango fonts' own
/// scaled fonts; this keeps the twins and the derived ones (for as long as the painter lives
/// and, for fonts every renderer shares, for the life of the process), so none of them ever
/// falls to zero references while painters may use it.
final class LineRenderer {
    /// A font under a transformation (translation aside: cairo's scaled fonts ignore it).
    private struct Key: Hashable {
        let font: UnsafeMutableRawPointer
        let xx, yx, xy, yy: Double
    }

    /// The Pango renderer lines are drawn with (`CGlyphRenderer`).
    private let renderer: UnsafeMutableRawPointer = rr_glyph_renderer_new()
    private var seen: Set<Key> = []
    /// The Pango fonts seen (referenced, so that an address in `seen` stays theirs).
    private var fonts: [UnsafeMutableRawPointer] = []
    /// The derived scaled fonts, referenced.
    private var scaledFonts: Set<UnsafeMutableRawPointer> = []

    /// The transformations fonts were kept under (for tests).
    var transformations: Set<[Double]> { Set(seen.map { [$0.xx, $0.yx, $0.xy, $0.yy] }) }
    /// The fewest references any kept scaled font has (for tests): at least the keeper's own.
    var fewestReferences: UInt32? { scaledFonts.map { cairo_scaled_font_get_reference_count(OpaquePointer($0)) }.min() }

    deinit {
        g_object_unref(renderer)
        for scaled in scaledFonts { cairo_scaled_font_destroy(OpaquePointer(scaled)) }
        for font in fonts { g_object_unref(font) }
    }

    /// Draws `line` on `cr` with its baseline starting at `point` (user space).
    func show(_ line: UnsafeMutablePointer<PangoLayoutLine>, at point: (x: Double, y: Double), on cr: OpaquePointer) {
        keepFonts(of: line, on: cr)
        rr_glyph_renderer_show_line(renderer, UnsafeMutableRawPointer(cr), line, point.x, point.y)
    }

    /// Keeps the scaled fonts `line`'s runs are about to be drawn with on `cr`, under its
    /// current transformation, each font's hinted twin made the first time the font is seen.
    private func keepFonts(of line: UnsafeMutablePointer<PangoLayoutLine>, on cr: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var node = line.pointee.runs
        while let current = node {
            defer { node = current.pointee.next }
            guard let data = current.pointee.data,
                let font = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item.pointee.analysis.font
            else { continue }
            let raw = UnsafeMutableRawPointer(font)
            guard seen.insert(Key(font: raw, xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)).inserted else {
                continue
            }
            if !fonts.contains(raw) {
                g_object_ref(raw)
                fonts.append(raw)
                if let twin = Self.hintedTwin(of: font) {
                    rr_glyph_renderer_set_drawing_font(renderer, raw, UnsafeMutableRawPointer(twin))
                    SharedFontKeeper.keep(twin, of: raw)
                    cairo_scaled_font_destroy(twin)
                }
            }
            // The twin draws the glyphs; the font's own draws the hex boxes of missing glyphs.
            if let own = pango_cairo_font_get_scaled_font(OpaquePointer(font)) { keepDerived(own, of: font, on: cr) }
            if let twin = rr_glyph_renderer_drawing_font(renderer, raw) { keepDerived(OpaquePointer(twin), of: font, on: cr) }
        }
    }

    /// `font`'s scaled font with hinted metrics: the same face, size, transformation and
    /// hinting, so that cairo's glyph extents hold the hinted outlines.
    private static func hintedTwin(of font: UnsafeMutablePointer<PangoFont>) -> OpaquePointer? {
        guard let own = pango_cairo_font_get_scaled_font(OpaquePointer(font)), let options = cairo_font_options_create()
        else { return nil }
        defer { cairo_font_options_destroy(options) }
        var fontMatrix = cairo_matrix_t(), ctm = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(own, &fontMatrix)
        cairo_scaled_font_get_ctm(own, &ctm)
        cairo_scaled_font_get_font_options(own, options)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_ON)
        guard let twin = cairo_scaled_font_create(cairo_scaled_font_get_font_face(own), &fontMatrix, &ctm, options) else {
            return nil
        }
        guard cairo_scaled_font_status(twin) == CAIRO_STATUS_SUCCESS else {
            cairo_scaled_font_destroy(twin)
            return nil
        }
        return twin
    }

    /// Sets `scaled` (a scaled font of `font`) on `cr` and keeps the one cairo derives for the
    /// current transformation (what text will be drawn with).
    private func keepDerived(_ scaled: OpaquePointer, of font: UnsafeMutablePointer<PangoFont>, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_scaled_font(cr, scaled)
        guard let derived = cairo_get_scaled_font(cr), cairo_scaled_font_status(derived) == CAIRO_STATUS_SUCCESS else { return }
        let raw = UnsafeMutableRawPointer(derived)
        if scaledFonts.insert(raw).inserted { cairo_scaled_font_reference(derived) }
        SharedFontKeeper.keep(derived, of: UnsafeMutableRawPointer(font))
    }
}
