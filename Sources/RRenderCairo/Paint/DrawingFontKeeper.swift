internal import CPangoCairo

/// Keeps a reference to every cairo scaled font a painter draws text with, for as long as the
/// painter lives (and, for fonts every renderer shares, for the life of the process).
///
/// A Pango font's scaled font is made for an identity transformation, but text is drawn under
/// the page's scale, a vertical line's quarter turn, a fixed-layout page's fit or a
/// tate-chu-yoko's squeeze. For each, cairo derives another scaled font (same face, same size,
/// that transformation) when the line is shown and drops it when the next font is set. cairo
/// 1.16 (Debian 12) shares those between threads and races when one thread drops the last
/// reference to a scaled font while another takes it up again: `cairo_scaled_font_destroy`
/// aborts on `! scaled_font->cache_frozen`. That happened in 2 of 17 two-worker runs of
/// kusamakura at 632×840 @2 once ruby, emphasis marks and tate-chu-yoko had multiplied the
/// derived fonts. `PangoShaper.keepFonts` and
/// `SharedFontKeeper` keep the Pango fonts' own scaled fonts; this keeps the derived ones, so
/// none of them ever falls to zero references while painters may use it.
final class DrawingFontKeeper {
    /// A font under a transformation (translation aside: cairo's scaled fonts ignore it).
    private struct Key: Hashable {
        let font: UnsafeMutableRawPointer
        let xx, yx, xy, yy: Double
    }

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
        for scaled in scaledFonts { cairo_scaled_font_destroy(OpaquePointer(scaled)) }
        for font in fonts { g_object_unref(font) }
    }

    /// Keeps the scaled fonts `line`'s runs are about to be drawn with on `cr`, under its
    /// current transformation.
    func keepFonts(of line: UnsafeMutablePointer<PangoLayoutLine>, on cr: OpaquePointer) {
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
            }
            keepDerived(font, on: cr)
        }
    }

    /// Sets `font`'s scaled font on `cr` and keeps the one cairo derives for the current
    /// transformation (what `pango_cairo_show_layout_line` will draw with).
    private func keepDerived(_ font: UnsafeMutablePointer<PangoFont>, on cr: OpaquePointer) {
        guard let own = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_scaled_font(cr, own)
        guard let derived = cairo_get_scaled_font(cr), cairo_scaled_font_status(derived) == CAIRO_STATUS_SUCCESS else { return }
        let raw = UnsafeMutableRawPointer(derived)
        if scaledFonts.insert(raw).inserted { cairo_scaled_font_reference(derived) }
        SharedFontKeeper.keep(derived, of: UnsafeMutableRawPointer(font))
    }
}
