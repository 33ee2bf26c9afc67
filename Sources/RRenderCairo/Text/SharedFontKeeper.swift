internal import CPangoCairo
import Synchronization

/// Keeps, for the life of the process, a reference to each cairo scaled font drawn from a font
/// file every renderer shares (rrender's pinned fonts, the system's), never from a publication's
/// embedded fonts.
///
/// cairo keeps one scaled font per font file, size and options for the whole process, shared by
/// every font map and thread, and cairo 1.16 aborts (`cairo_scaled_font_destroy`:
/// `! scaled_font->cache_frozen`) when one thread drops the last reference to a scaled font
/// while another thread is using it. A shaper keeps its own fonts while it lives (see
/// `PangoShaper.keepFonts`), which covers the workers of one renderer; renderers that come and
/// go beside each other (an app's, the test suite's) need the shared fonts kept beyond any one
/// shaper. Embedded fonts are files of their renderer alone (`FontFileFolder` gives each a fresh
/// path), so they are never shared and go with their renderer. What is kept is the scaled font,
/// which cairo already shares between font maps, not each font map's Pango font: it is bounded
/// by the pinned fonts in the sizes used, however many renderers come and go.
enum SharedFontKeeper {
    /// The scaled fonts kept, by address.
    private static let kept = Mutex<Set<Int>>([])

    /// Keeps the scaled font of `font` (a `PangoCairoFcFont`) for good unless the font comes
    /// from an embedded-font folder.
    static func keep(_ font: UnsafeMutableRawPointer) {
        guard !isEmbedded(font),
            let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font))
        else { return }
        let address = Int(bitPattern: UnsafeMutableRawPointer(scaled))
        if kept.withLock({ $0.insert(address).inserted }) { cairo_scaled_font_reference(scaled) }
    }

    /// Keeps `scaled`, a scaled font cairo derived from `font`'s for a transformation (see
    /// `LineRenderer`), for good unless the font comes from an embedded-font folder.
    static func keep(_ scaled: OpaquePointer, of font: UnsafeMutableRawPointer) {
        guard !isEmbedded(font) else { return }
        let address = Int(bitPattern: UnsafeMutableRawPointer(scaled))
        if kept.withLock({ $0.insert(address).inserted }) { cairo_scaled_font_reference(scaled) }
    }

    /// True when the font's file is in a folder of a publication's embedded fonts.
    private static func isEmbedded(_ font: UnsafeMutableRawPointer) -> Bool {
        guard let pattern = pango_fc_font_get_pattern(font.assumingMemoryBound(to: PangoFcFont.self)) else { return false }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return false }
        return String(cString: file).contains("/" + FontFileFolder.namePrefix)
    }
}
