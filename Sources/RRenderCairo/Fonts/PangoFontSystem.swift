internal import CPangoCairo
import RRenderStyle

/// One worker's Pango font map and contexts. Pango objects are not shared between threads:
/// each render worker owns one of these (platform-notes Q2, Q9: Pango does not promise that a
/// font map may be shared, and a font map per thread gave pages pixel-identical to one thread's).
final class PangoFontSystem {
    /// Kept so that a publication's embedded fonts (and their files) outlive the font map.
    let configuration: FontConfiguration
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// Contexts for paragraphs whose direction comes from their text, or is forced LTR or RTL.
    let autoContext: OpaquePointer
    let ltrContext: OpaquePointer
    let rtlContext: OpaquePointer
    /// Vertical text: gravity east, so a line laid out along x and drawn rotated by +90° runs
    /// down the page with CJK upright and Latin sideways (platform-notes Q5).
    let verticalContext: OpaquePointer

    init(configuration: FontConfiguration) throws(FontError) {
        guard let fontMap = pango_cairo_font_map_new() else { throw .setupFailed("pango_cairo_font_map_new") }
        pango_fc_font_map_set_config(OpaquePointer(fontMap), configuration.config)
        self.configuration = configuration
        self.fontMap = fontMap
        guard let auto = Self.makeContext(fontMap, direction: nil),
            let ltr = Self.makeContext(fontMap, direction: PANGO_DIRECTION_LTR),
            let rtl = Self.makeContext(fontMap, direction: PANGO_DIRECTION_RTL),
            let vertical = Self.makeContext(fontMap, direction: PANGO_DIRECTION_LTR)
        else {
            g_object_unref(UnsafeMutableRawPointer(fontMap))
            throw .setupFailed("pango_font_map_create_context")
        }
        autoContext = auto
        ltrContext = ltr
        rtlContext = rtl
        pango_context_set_base_gravity(vertical, PANGO_GRAVITY_EAST)
        pango_context_set_gravity_hint(vertical, PANGO_GRAVITY_HINT_NATURAL)
        verticalContext = vertical
    }

    deinit {
        for context in [autoContext, ltrContext, rtlContext, verticalContext] { g_object_unref(UnsafeMutableRawPointer(context)) }
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The context for a paragraph of `direction` (nil: from its first strong character).
    func context(for direction: Direction?) -> OpaquePointer {
        switch direction {
        case nil: autoContext
        case .ltr?: ltrContext
        case .rtl?: rtlContext
        }
    }

    /// A context with pinned rendering options: greyscale antialiasing, slight hinting (drawn so,
    /// as browsers draw on Linux, by `LineRenderer`), unhinted metrics, so glyph positions and
    /// line heights do not depend on the output scale (platform-notes Q3: left unpinned, hinting
    /// comes from fontconfig's rules, `hintslight` in Debian's).
    private static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>, direction: PangoDirection?) -> OpaquePointer? {
        guard let context = pango_font_map_create_context(fontMap) else { return nil }
        guard let options = cairo_font_options_create() else { return context }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 96)
        pango_context_set_round_glyph_positions(context, 0)
        if let direction { pango_context_set_base_dir(context, direction) }
        return context
    }
}
