internal import CPangoCairo
import RRenderCairo
import RRenderCore
import RRenderImages

/// Paints PDF pages onto a screen with Poppler: the screen colour, then each page's white paper
/// in its frame and its content scaled into it. One per worker, like its `PDFDocument`.
///
/// Poppler decodes a page's images again on every render (platform-notes Q7), so the last
/// screen painted is kept: painting it again costs nothing.
public final class PDFPainter {
    /// A page of the document and where it goes on the screen, in CSS px.
    public struct Placed: Hashable, Sendable {
        /// The page index (0-based).
        public var page: Int
        public var frame: Rect

        public init(page: Int, frame: Rect) {
            self.page = page
            self.frame = frame
        }
    }

    /// What the kept surface shows.
    private struct Screen: Hashable {
        let pages: [Placed]
        let size: Size
        let scale: Double
        let color: Color
    }

    private var surface: CairoSurface?
    private var shown: Screen?
    /// The band of rows PNG output is drawn in, kept between screens.
    private var bandSurface: CairoSurface?

    public init() {}

    /// The screen of `size` CSS px at `scale` device pixels each, showing `pages` of `document`
    /// over `screen`. The surface is reused by the next call: copy or encode it before then.
    public func paint(
        _ pages: [Placed], of document: PDFDocument, size: Size, scale: Double,
        screen: Color
    ) throws -> CairoSurface {
        let wanted = Screen(pages: pages, size: size, scale: scale, color: screen)
        if let surface, shown == wanted { return surface }
        let (width, height) = PagePainter.deviceSize(size, scale: scale)
        shown = nil
        let target = try CairoSurface.reuse(&surface, width: width, height: height)
        try target.withCairoContext { cr in draw(pages, of: document, scale: scale, screen: screen, on: cr) }
        shown = wanted
        return target
    }

    /// The screen as PNG bytes, drawn a band of rows at a time: Poppler draws the screen once
    /// into a Cairo recording, replayed into each band, so the whole screen's pixels are never
    /// held (512 KB of band for a 1264×1680 screen, not 8.5 MB).
    public func paintPNG(
        _ pages: [Placed], of document: PDFDocument, size: Size, scale: Double,
        screen: Color
    ) throws -> [UInt8] {
        let (width, height) = PagePainter.deviceSize(size, scale: scale)
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR, &extents) else {
            throw CairoError.status("cairo_recording_surface_create failed")
        }
        defer { cairo_surface_destroy(recording) }
        if let cr = cairo_create(recording) {
            draw(pages, of: document, scale: scale, screen: screen, on: cr)
            cairo_destroy(cr)
        }
        surface = nil  // a screen painted in bands does not keep a whole one alive
        shown = nil
        let band = try CairoSurface.reuse(&bandSurface, width: width, height: max(1, min(height, Self.bandBytes / (4 * width))))
        return try PNGEncoder.encodeBands(height: height, band: band) { band, first in
            try band.withCairoContext { cr in
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_surface(cr, recording, 0, -Double(first))
                cairo_paint(cr)
            }
        }
    }

    /// Bytes of pixels in a band: 512 KB, 103 rows at 1264 px. Half of EPUB's band: replaying
    /// Poppler's recording twice as often costs no measurable CPU, and two workers rendering
    /// every page of maint-guide.en.pdf peak 2.6 MB lower.
    static let bandBytes = 1 << 19

    /// Draws the screen on `cr`: the screen colour, then each page's paper and content.
    private func draw(_ pages: [Placed], of document: PDFDocument, scale: Double, screen: Color, on cr: OpaquePointer) {
        cairo_scale(cr, scale, scale)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        PagePainter.setColor(cr, screen)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        for placed in pages {
            let page = document.pageSize(placed.page)
            guard page.width > 0, page.height > 0, placed.frame.width > 0, placed.frame.height > 0 else { continue }
            cairo_save(cr)
            cairo_translate(cr, placed.frame.x, placed.frame.y)
            cairo_scale(cr, placed.frame.width / page.width, placed.frame.height / page.height)
            cairo_rectangle(cr, 0, 0, page.width, page.height)
            cairo_clip(cr)
            // Poppler draws the content only: the paper is ours.
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            document.render(placed.page, on: cr)
            cairo_restore(cr)
        }
    }
}
