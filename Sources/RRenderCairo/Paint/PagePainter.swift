internal import CPangoCairo
import RRenderCore
import RRenderImages
import RRenderLayout

/// Paints `PageLayout`s into pixels with Cairo: the page colour, box backgrounds and borders,
/// images, then text lines through Pango. Layout happened in CSS px; the scale (device pixel
/// ratio) is applied here only. Not thread-safe: one per worker, with its own image cache.
public final class PagePainter {
    let images: ImageCache
    /// Reads an image resource's bytes by href; nil when missing.
    private let imageData: (String) -> [UInt8]?
    /// Images that could not be drawn, with the reason, for diagnostics.
    public private(set) var imageProblems: [String: String] = [:]
    /// The problems not yet handed out by `takeNewImageProblems()`.
    private var unreported: [String] = []
    /// Why cairo stopped drawing a page, not yet handed out by `takeDrawingFailures()`.
    private var drawingFailures: [String] = []
    /// The paragraphs whose dropped layout was made again for the page being painted, kept
    /// for the next page (`PagePainter+Layouts`).
    var remade: [PangoParagraph] = []
    /// Those made again for the page painted before, and those of them the page being painted uses.
    var kept: [ObjectIdentifier: PangoParagraph] = [:]
    var reused: Set<ObjectIdentifier> = []
    /// Draws lines of text, keeping the scaled fonts it draws them with (cairo 1.16's race).
    let lines = LineRenderer()
    /// How pictures are drawn in the dark theme (the `imageFilter` reading setting).
    public var imageFilter: ImageFilter?
    /// The fonts SVG text is shaped with (see `shapeSVGText(with:)`); nil: the pinned fonts.
    private var svgFonts: PangoFontSystem?

    /// Shapes the text of SVG images with `shaper`'s fonts, which include the publication's
    /// embedded `@font-face` fonts. librsvg shapes through the thread's *default* Pango font
    /// map (platform-notes Q3: `pango_cairo_font_map_set_default` sets it for the calling thread
    /// only), so that map is set to the shaper's before each SVG is drawn.
    public func shapeSVGText(with shaper: PangoShaper) {
        svgFonts = shaper.fonts
    }

    /// The images that failed since the last call, with the reason; each is reported once.
    public func takeNewImageProblems() -> [(href: String, reason: String)] {
        defer { unreported.removeAll() }
        return unreported.compactMap { href in imageProblems[href].map { (href, $0) } }
    }

    /// Why pages painted since the last call were left incomplete: cairo's error, which makes it
    /// ignore everything drawn after it on that page (content cairo cannot draw, as a transform
    /// no number can invert). Each reason once.
    public func takeDrawingFailures() -> [String] {
        defer { drawingFailures.removeAll() }
        return drawingFailures
    }

    /// A painter reading images through `imageData`.
    public init(imageData: @escaping (String) -> [UInt8]?, cacheBytes: Int = 64 << 20) {
        self.imageData = imageData
        self.images = ImageCache(byteLimit: cacheBytes)
    }

    /// Drops the decoded images kept for later pages.
    public func removeCachedImages() {
        images.removeAll()
    }

    /// Paints `page` at `scale` device pixels per CSS px onto `background` (used where the
    /// document asks for no page colour) and returns a copy of the pixels.
    public func paint(_ page: PageLayout, scale: Double, background: Color) throws(CairoError) -> PixelImage {
        defer { settleLayouts() }
        return try draw(page, scale: scale, background: background).pixelImage()
    }

    /// Paints `page` and encodes it as PNG straight from the painting surface, without copying
    /// the pixels (the fast path for writing files). A page without images is painted in bands
    /// of about 1 MB, 4 MB with vertical text (see `paintBandedPNG`, `bandBytes(of:)`); a page
    /// with images on a whole-page surface.
    public func paintPNG(_ page: PageLayout, scale: Double, background: Color) throws(CairoError) -> [UInt8] {
        defer { settleLayouts() }
        let size = Self.deviceSize(page.size, scale: scale)
        let bandHeight = max(1, Self.bandBytes(of: page) / (4 * size.width))
        let hasImages = page.fragments.contains(where: Self.needsWholePage)
        guard !hasImages, size.height > bandHeight else {
            let surface = try draw(page, scale: scale, background: background)
            // A picture the size of a page is seldom drawn again: it is dropped before encoding,
            // so its pixels and the encoder's buffers are not held together (a cover page peaks
            // 2.5 MB lower). Small pictures (ornaments, icons) stay for the pages that repeat them.
            images.removeAll(largerThan: Self.keptImageBytes)
            return surface.pngData()
        }
        return try paintBandedPNG(page, scale: scale, background: background, bandHeight: bandHeight)
    }

    /// True for what is painted with a transform that depends on its drawn extent (pictures,
    /// background layers, gradients): such a page is not painted in bands.
    static func needsWholePage(_ fragment: Fragment) -> Bool {
        switch fragment {
        case .image: true
        case .box(let box): box.effects.map { !$0.layers.isEmpty } ?? false
        case .text, .pushClip, .popClip: false
        }
    }

    /// Bytes of pixels in a band.
    static let bandBytes = 1 << 20

    /// Bytes of pixels in a band of `page`: four times `bandBytes` when it has vertical text.
    /// A vertical line runs down the whole page, so every band draws it (cairo clips each glyph
    /// outside the band, but looks every one up first): fewer, larger bands save CPU there (6 %
    /// on kusamakura) for a few MB at the peak, where horizontal pages gain nothing from them.
    static func bandBytes(of page: PageLayout) -> Int {
        let vertical = page.fragments.contains { fragment in
            if case .text(let line) = fragment { return line.isVertical }
            return false
        }
        return vertical ? 4 * bandBytes : bandBytes
    }

    /// The largest decoded picture kept for later pages once its page is painted.
    static let keptImageBytes = 1 << 20

    /// The surface of the last page painted whole, reused while the size stays the same: a fresh
    /// 8 MB surface per page costs more in page faults than painting does.
    var surface: CairoSurface?
    /// The band surface of the last page painted in bands, reused likewise.
    var bandSurface: CairoSurface?

    /// The pixels of `size` CSS px at `scale`, at least 1 × 1.
    public static func deviceSize(_ size: Size, scale: Double) -> (width: Int, height: Int) {
        (max(1, Int(saturatingRounded: size.width * scale)), max(1, Int(saturatingRounded: size.height * scale)))
    }

    /// The whole-page surface of `width` × `height` device pixels: the last one, when it has that size.
    func wholeSurface(width: Int, height: Int) throws(CairoError) -> CairoSurface {
        try CairoSurface.reuse(&surface, width: width, height: height)
    }

    private func draw(_ page: PageLayout, scale: Double, background: Color) throws(CairoError) -> CairoSurface {
        let (width, height) = Self.deviceSize(page.size, scale: scale)
        let target = try wholeSurface(width: width, height: height)
        try paint(page, rows: 0..<height, scale: scale, background: background, on: target, skipping: nil)
        return target
    }

    /// Paints the device rows `rows` of `page` onto `target`, whose first row is `rows.lowerBound`.
    /// `spans[i]`, when given, are the device rows fragment `i` may touch: others are skipped.
    ///
    /// The band is moved by a whole number of device pixels (a translation before the scale),
    /// which Cairo applies exactly to text, rectangles and strokes: each pixel comes out as it
    /// would on a whole-page surface. Scaled images are resampled with a transform that depends
    /// on the drawn extent, so pages with images are never painted in bands.
    func paint(
        _ page: PageLayout, rows: Range<Int>, scale: Double, background: Color, on target: CairoSurface,
        skipping spans: [ClosedRange<Double>?]?
    ) throws(CairoError) {
        guard let cr = cairo_create(target.raw) else { throw .status("cairo_create failed") }
        defer { cairo_destroy(cr) }
        if rows.lowerBound != 0 { cairo_translate(cr, 0, -Double(rows.lowerBound)) }
        cairo_scale(cr, scale, scale)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        Self.setColor(cr, page.background ?? background)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        drawFragments(of: page, on: cr, scale: scale, rows: Double(rows.lowerBound)...Double(rows.upperBound), skipping: spans)
        cairo_surface_flush(target.raw)
    }

    /// Draws the fragments of `page` (within its clip) on `cr`, whose user space is the page's
    /// CSS px at `scale` device pixels each; with `spans`, only those that may reach `rows`.
    func drawFragments(
        of page: PageLayout, on cr: OpaquePointer, scale: Double, rows: ClosedRange<Double>? = nil,
        skipping spans: [ClosedRange<Double>?]? = nil
    ) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let grid = PixelGrid(cr)
        if let clip = page.clip.map(grid.snap) {
            cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
            cairo_clip(cr)
        }
        var clipDepth = 0
        for (index, fragment) in page.fragments.enumerated() {
            if let rows, let span = spans?[index], span.upperBound < rows.lowerBound || span.lowerBound > rows.upperBound {
                continue
            }
            switch fragment {
            case .box(let box): paintBox(grid.snap(box), on: cr, scale: scale)
            case .image(let image): paintImage(image, on: cr, scale: scale, grid: grid)
            case .text(let line): paintLine(line, on: cr, grid: grid)
            case .pushClip(let clip):
                let rect = grid.snap(clip)
                cairo_save(cr)
                cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
                cairo_clip(cr)
                clipDepth += 1
            case .popClip:
                guard clipDepth > 0 else { continue }
                cairo_restore(cr)
                clipDepth -= 1
            }
        }
        // An unbalanced page (never made by layout) still leaves the context as it found it.
        for _ in 0..<clipDepth { cairo_restore(cr) }
        let status = cairo_status(cr)
        if status != CAIRO_STATUS_SUCCESS, let text = cairo_status_to_string(status) {
            let reason = String(cString: text)
            if !drawingFailures.contains(reason) { drawingFailures.append(reason) }
        }
    }

    func paintLine(_ fragment: TextFragment, on cr: OpaquePointer, grid: PixelGrid) {
        guard let line = pangoLine(fragment) else { return }
        cairo_set_source_rgb(cr, 0, 0, 0)
        if let scale = fragment.uprightScale, fragment.isVertical {
            paintUpright(line, fragment: fragment, scale: scale, on: cr)
            return
        }
        if fragment.isVertical {
            // A column: the line was shaped with gravity east along x; turned +90° it runs down
            // (turned −90°, a sideways-lr line runs up).
            cairo_save(cr)
            // Turned, the baseline runs down the page at x: on a whole device pixel too.
            cairo_translate(cr, grid.snapX(fragment.origin.x), fragment.origin.y)
            cairo_rotate(cr, fragment.isTurnedLeft ? -Double.pi / 2 : Double.pi / 2)
            show(line, at: (0, 0), on: cr)
            cairo_restore(cr)
            return
        }
        // The baseline on a whole device pixel, as browsers draw it (their glyphs' rows, and so
        // underlines and strike-throughs, line up with snapped box edges).
        show(line, at: (fragment.origin.x, grid.snapY(fragment.origin.y)), on: cr)
    }

    /// Shows `line` from `point` (`LineRenderer`).
    private func show(_ line: UnsafeMutablePointer<PangoLayoutLine>, at point: (x: Double, y: Double), on cr: OpaquePointer) {
        lines.show(line, at: point, on: cr)
    }

    /// A tate-chu-yoko: horizontal text, not turned, centred in its one-em cell of the column
    /// and squeezed across to `scale` (CSS Writing Modes 3 §9.1.2).
    private func paintUpright(
        _ line: UnsafeMutablePointer<PangoLayoutLine>, fragment: TextFragment, scale: Double,
        on cr: OpaquePointer
    ) {
        let shaped = fragment.paragraph.shaped.lines[fragment.line], cell = fragment.rect
        cairo_save(cr)
        if shaped.width * scale > cell.width {
            // Squeezed as far as it goes (1/32) and still wider than its cell.
            cairo_rectangle(cr, cell.x, cell.y, cell.width, cell.height)
            cairo_clip(cr)
        }
        cairo_translate(cr, cell.midX - shaped.width * scale / 2, cell.midY - shaped.height / 2 + shaped.baseline)
        cairo_scale(cr, scale, 1)
        show(line, at: (shaped.originX, 0), on: cr)
        cairo_restore(cr)
    }

    private func paintImage(_ fragment: ImageFragment, on cr: OpaquePointer, scale: Double, grid: PixelGrid) {
        let box = grid.snap(fragment.rect), rect = grid.snap(fragment.pictureRect)
        // A picture of no width or height (`width: 0`, a tracking pixel) shows nothing, and
        // scaling to it would leave cairo refusing to draw the rest of the page.
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let target = (
            width: max(1, Int(saturating: (rect.width * scale).rounded(.up))),
            height: max(1, Int(saturating: (rect.height * scale).rounded(.up)))
        )
        guard let surface = decodedImage(fragment.href, target: target), surface.width > 0, surface.height > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, box.x, box.y, box.width, box.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.x, rect.y)
        cairo_scale(cr, rect.width / Double(surface.width), rect.height / Double(surface.height))
        cairo_set_source_surface(cr, surface.raw, 0, 0)
        // PAD: filtering samples the edge pixels beyond the border instead of transparency, so
        // an enlarged image keeps sharp edges (as browsers draw them).
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        if fragment.opacity < 1 { cairo_paint_with_alpha(cr, max(0, fragment.opacity)) } else { cairo_paint(cr) }
        if let imageFilter { Self.apply(imageFilter, over: surface, on: cr) }
        cairo_restore(cr)
    }

    /// Darkens (CSS `brightness(80%)`) or inverts (`invert(100%)`) the picture just drawn, where
    /// it is opaque: black at 20 % or white in difference mode, masked by the picture itself.
    private static func apply(_ filter: ImageFilter, over surface: CairoSurface, on cr: OpaquePointer) {
        guard let mask = cairo_pattern_create_for_surface(surface.raw) else { return }
        defer { cairo_pattern_destroy(mask) }
        cairo_pattern_set_extend(mask, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(mask, CAIRO_FILTER_GOOD)
        switch filter {
        case .darken:
            cairo_set_source_rgba(cr, 0, 0, 0, 0.2)
        case .invert:
            cairo_set_operator(cr, CAIRO_OPERATOR_DIFFERENCE)
            cairo_set_source_rgb(cr, 1, 1, 1)
        }
        cairo_mask(cr, mask)
    }

    func decodedImage(_ href: String, target: (width: Int, height: Int)) -> CairoSurface? {
        let key = ImageCache.Key(href: href, target: target)
        if let cached = images.surface(for: key) { return cached }
        guard imageProblems[href] == nil else { return nil }
        guard let bytes = imageData(href) else {
            imageProblems[href] = "missing from the publication"
            unreported.append(href)
            return nil
        }
        if ImageFormat(sniffing: bytes) == .svg {
            // The pinned fonts current before librsvg makes this thread's default font map.
            _ = try? FontConfiguration.shared()
            if let svgFonts { pango_cairo_font_map_set_default(OpaquePointer(svgFonts.fontMap)) }
        }
        do {
            let surface = try ImageDecoder.decode(bytes, fitting: target)
            images.insert(surface, for: key)
            return surface
        } catch {
            imageProblems[href] = "\(error)"
            unreported.append(href)
            return nil
        }
    }

    /// Sets `color` as the source of the Cairo context `cr` (a `cairo_t`).
    public static func setColor(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(
            cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
            Double(color.alpha) / 255)
    }
}
