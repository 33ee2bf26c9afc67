internal import CPangoCairo
import RRenderCore
import RRenderImages
import RRenderLayout

extension PagePainter {
    /// Paints a screen of `size` CSS px showing `pages`, each scaled into its frame (the pages
    /// of a fixed-layout spread), at `scale` device pixels per CSS px. `screen` fills what the
    /// pages leave uncovered; `background` is the colour of a page that asks for none.
    public func paint(
        _ pages: [PlacedPage], size: Size, scale: Double, screen: Color,
        background: Color
    ) throws(CairoError) -> PixelImage {
        defer { settleLayouts() }
        return try draw(pages, size: size, scale: scale, screen: screen, background: background).pixelImage()
    }

    /// The same, encoded as PNG straight from the painting surface.
    public func paintPNG(
        _ pages: [PlacedPage], size: Size, scale: Double, screen: Color,
        background: Color
    ) throws(CairoError) -> [UInt8] {
        defer { settleLayouts() }
        let png = try draw(pages, size: size, scale: scale, screen: screen, background: background).pngData()
        // Fixed-layout pages are mostly full-page pictures, seldom drawn again at the same size.
        images.removeAll(largerThan: Self.keptImageBytes)
        return png
    }

    private func draw(
        _ pages: [PlacedPage], size: Size, scale: Double, screen: Color,
        background: Color
    ) throws(CairoError) -> CairoSurface {
        let (width, height) = Self.deviceSize(size, scale: scale)
        let target = try wholeSurface(width: width, height: height)
        guard let cr = cairo_create(target.raw) else { throw .status("cairo_create failed") }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        Self.setColor(cr, screen)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        for placed in pages where placed.scaleX > 0 && placed.scaleY > 0 {
            let page = placed.page
            cairo_save(cr)
            cairo_translate(cr, placed.frame.x, placed.frame.y)
            cairo_scale(cr, placed.scaleX, placed.scaleY)
            let visible = placed.visibleRect ?? Rect(origin: Point(x: 0, y: 0), size: page.size)
            cairo_rectangle(cr, visible.x, visible.y, visible.width, visible.height)
            cairo_clip(cr)
            Self.setColor(cr, page.background ?? background)
            cairo_paint(cr)
            drawFragments(of: page, on: cr, scale: scale * max(placed.scaleX, placed.scaleY))
            cairo_restore(cr)
        }
        cairo_surface_flush(target.raw)
        return target
    }
}
