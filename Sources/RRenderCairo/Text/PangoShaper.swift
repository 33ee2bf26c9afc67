internal import CPangoCairo
import RRenderCore
import RRenderLayout
import RRenderStyle

/// The real `TextShaper`: Pango with rrender's pinned fonts. Not thread-safe: one per worker.
public final class PangoShaper: TextShaper {
    let fonts: PangoFontSystem
    /// Ascent and descent per font, by `FontMetricsKey`.
    var metricsCache: [FontMetricsKey: (ascent: Double, descent: Double)] = [:]
    /// The x-height and "0" advance of fonts measured for `ex` and `ch` (see `fontRelativeMetrics`).
    var relativeMetricsCache: [FontRelativeKey: FontRelativeMetrics] = [:]
    /// The paragraphs shaped last, which keep their layout, oldest first. Held strongly: a weak
    /// reference gives its object a side table for life (about 48 bytes a paragraph, 15 MB in a
    /// chapter of 300,000), and holding the last few dozen a little longer costs nothing.
    private var live: [PangoParagraph] = []
    /// The bytes of text of the paragraphs in `live`.
    private var liveBytes = 0
    /// Every font this shaper has shaped with, referenced until the shaper goes (see `keepFonts`).
    private var keptFonts: Set<UnsafeMutableRawPointer> = []
    /// The scripts met without glyphs since `takeMissingGlyphs()` (`PangoShaper+MissingGlyphs`).
    var missingGlyphs: [MissingGlyphs] = []

    /// A shaper over `configuration` (the shared pinned fonts by default).
    public init(configuration: FontConfiguration? = nil) throws(FontError) {
        let chosen: FontConfiguration
        if let configuration { chosen = configuration } else { chosen = try FontConfiguration.shared() }
        fonts = try PangoFontSystem(configuration: chosen)
    }

    deinit {
        for font in keptFonts { g_object_unref(font) }
    }

    public func shape(_ paragraph: ParagraphSpec, width: Double) -> any ShapedParagraph {
        guard let layout = configuredLayout(paragraph, width: width) else { return EmptyParagraph() }
        let shaped = PangoParagraph(layout: layout, spec: paragraph, width: width, shaper: self)
        // The paragraph's layout: `layout`, or the one it made again to place text on its lines.
        guard let used = shaped.layout else { return EmptyParagraph() }
        keepFonts(of: used)
        noteMissingGlyphs(of: used)
        keepLive(shaped)
        return shaped
    }

    /// References the fonts of `layout`'s runs until the shaper goes.
    ///
    /// Workers have font maps of their own, but cairo shares one `cairo_scaled_font_t` between
    /// equal fonts of every thread, and cairo 1.16 (Debian 12) races when one thread drops the
    /// last reference to a scaled font while another is using it: `cairo_scaled_font_destroy`
    /// then aborts on `! scaled_font->cache_frozen` (seen once in a few dozen two-worker runs of
    /// linear-algebra.epub, once layouts were dropped and made again: a font's last layout
    /// going let its Pango font, and the scaled font, go mid-chapter). Held here, a scaled font
    /// in use by a worker never reaches zero references until that worker is done.
    func keepFonts(of layout: OpaquePointer) {
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font
            else { continue }
            keepFont(UnsafeMutableRawPointer(font))
        } while pango_layout_iter_next_run(iterator) != 0
    }

    /// References `font` until the shaper goes, once, and for good if its file is shared by
    /// every renderer (`SharedFontKeeper`).
    func keepFont(_ font: UnsafeMutableRawPointer) {
        guard keptFonts.insert(font).inserted else { return }
        g_object_ref(font)
        SharedFontKeeper.keep(font)
    }

    /// A layout of `paragraph` broken into lines `width` px wide, as `shape` makes it.
    func configuredLayout(_ paragraph: ParagraphSpec, width: Double) -> OpaquePointer? {
        guard let layout = makeLayout(paragraph) else { return nil }
        // A negative indent pulls the first line out past the start edge (CSS Text 3 §8.1):
        // that line has `width - indent` to fill, the others `width`. Pango's negative indent is
        // a hanging one (the other lines pushed in), so the layout is that much wider and
        // `PangoParagraph` places the lines back in the paragraph's box (`HangingIndent`).
        pango_layout_set_width(layout, PangoAttributes.units(max(1, width + max(0, -paragraph.indent))))
        // CSS breaks only between words unless overflow-wrap allows more; Pango would draw a
        // hyphen at such an emergency break, which CSS does not (CSS Text 3 §5.5).
        pango_layout_set_wrap(layout, Self.wrap(paragraph))
        pango_layout_set_indent(layout, PangoAttributes.units(paragraph.indent))
        let justification = PangoJustification(paragraph)
        pango_layout_set_alignment(layout, Self.alignment(justification.alignment, direction: paragraph.direction))
        justification.configure(layout)
        justification.justify(layout)
        return layout
    }

    /// Pango's wrap mode for the paragraph's CSS line breaking: `break-all`/`anywhere` break
    /// between any two characters (`PANGO_WRAP_CHAR`), `overflow-wrap: break-word` only inside
    /// a word that fits no line (`PANGO_WRAP_WORD_CHAR`), otherwise at word boundaries.
    static func wrap(_ paragraph: ParagraphSpec) -> PangoWrapMode {
        if paragraph.breaksAnywhere { return PANGO_WRAP_CHAR }
        return paragraph.breaksLongWords ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD
    }

    /// How many paragraphs keep their layout after shaping: layout asks a paragraph for the
    /// rectangles of its links, boxes and objects right after shaping it, so a few dozen cover
    /// those questions; older paragraphs drop their layout (see `PangoParagraph`).
    static let liveLimit = 48
    /// How much text those layouts may hold together, in UTF-8 bytes: a chunk of a long
    /// paragraph is up to 8 KB, and 48 chunks of 16 KB kept 50 MB of glyphs alive.
    static let liveByteLimit = 64 << 10

    /// Counts `paragraph` among those that keep their layout, dropping the oldest beyond the
    /// limits (the newest always stays).
    func keepLive(_ paragraph: PangoParagraph) {
        live.append(paragraph)
        liveBytes += paragraph.textBytes
        while live.count > 1, live.count > Self.liveLimit || liveBytes > Self.liveByteLimit {
            let oldest = live.removeFirst()
            liveBytes -= oldest.textBytes
            oldest.dropLayout()
        }
    }

    /// Pango's alignment for a CSS `text-align` (CSS Text 3 §6.1). Pango mirrors left and right
    /// for a right-to-left paragraph only under auto-dir; with a forced direction they are
    /// physical, so `start`, `end` and the last line of `justify` are made physical here (start is
    /// the right edge in `rtl`). Under auto-dir (no forced direction) `start`/`end` are LEFT/RIGHT
    /// and Pango mirrors them with the direction it finds.
    static func alignment(_ align: TextAlign, direction: Direction?) -> PangoAlignment {
        let rtl = direction == .rtl
        switch align {
        case .center: return PANGO_ALIGN_CENTER
        case .left: return PANGO_ALIGN_LEFT
        case .right: return PANGO_ALIGN_RIGHT
        case .start, .justify: return rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .end: return rtl ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
    }

    public func contentWidths(of paragraph: ParagraphSpec) -> (min: Double, max: Double) {
        guard let natural = makeLayout(paragraph) else { return (0, 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(natural)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(natural, nil, &logical)
        keepFonts(of: natural)
        let scale = Double(PANGO_SCALE), maximum = Double(logical.width) / scale
        // Text with nowhere to break (a table cell's number, a MathML token) is as wide at its
        // narrowest as on one line: no second layout to find that out.
        guard paragraph.breaksAnywhere || Self.hasBreakOpportunity(natural) else { return (maximum, maximum) }
        guard let narrow = makeLayout(paragraph) else { return (0, 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(narrow)) }
        pango_layout_set_width(narrow, 1)
        // The min-content width: under break-all every character is a break (CSS Text 3 §5.2).
        pango_layout_set_wrap(narrow, paragraph.breaksAnywhere ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD)
        var narrowLogical = PangoRectangle()
        pango_layout_get_extents(narrow, nil, &narrowLogical)
        return (Double(narrowLogical.width) / scale, maximum)
    }

    /// True when `layout`'s text may wrap somewhere inside it (a line-break opportunity after
    /// its first character; the one at its end does not count).
    private static func hasBreakOpportunity(_ layout: OpaquePointer) -> Bool {
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &count) else { return true }
        // count = characters + 1: attribute i is the position before character i.
        for index in 1..<max(1, Int(count) - 1) where attributes[index].is_line_break != 0 { return true }
        return false
    }

    /// A layout of `paragraph`'s text and attributes, unwrapped.
    private func makeLayout(_ paragraph: ParagraphSpec) -> OpaquePointer? {
        let context = paragraph.vertical ? fonts.verticalContext : fonts.context(for: paragraph.direction)
        guard let layout = pango_layout_new(context) else { return nil }
        if paragraph.direction != nil || paragraph.vertical { pango_layout_set_auto_dir(layout, 0) }
        let bytes = paragraph.text.utf8.count
        pango_layout_set_text(layout, paragraph.text, Int32(clamping: bytes))
        let attributes = PangoAttributes(paragraph)
        pango_layout_set_attributes(layout, attributes.list)
        pango_attr_list_unref(attributes.list)
        if let first = paragraph.runs.first, let font = PangoAttributes.fontDescription(first.style) {
            // The default font gives an empty paragraph its line height.
            let description = UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoAttrFontDesc.self).pointee.desc
            pango_layout_set_font_description(layout, description)
            pango_attribute_destroy(font)
        }
        return layout
    }
}

/// What a paragraph shapes to if Pango cannot make a layout: nothing.
private final class EmptyParagraph: ShapedParagraph {
    let lines: [ShapedLine] = []
    func rects(forByteRange range: Range<Int>) -> [LineRect] { [] }
}
