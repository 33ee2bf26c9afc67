internal import CPangoCairo
import RRenderCairo
import RRenderCore

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

    public init() {}

    /// The screen of `size` CSS px at `scale` device pixels each, showing `pages` of `document`
    /// over `screen`. The surface is reused by the next call: copy or encode it before then.
    public func paint(_ pages: [Placed], of document: PDFDocument, size: Size, scale: Double,
                      screen: Color) throws -> CairoSurface {
        let wanted = Screen(pages: pages, size: size, scale: scale, color: screen)
        if let surface, shown == wanted { return surface }
        let width = max(1, Int((size.width * scale).rounded())), height = max(1, Int((size.height * scale).rounded()))
        let target: CairoSurface
        if let surface, surface.width == width, surface.height == height {
            target = surface
        } else {
            surface = nil
            target = try CairoSurface(width: width, height: height, opaque: true)
        }
        shown = nil
        try target.withCairoContext { cr in
            cairo_scale(cr, scale, scale)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            Self.setColor(cr, screen)
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
        surface = target
        shown = wanted
        return target
    }

    private static func setColor(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
                              Double(color.alpha) / 255)
    }
}
