import Foundation
import RRenderCore
import RRenderLayout
import RRenderStyle

/// How pages are laid out and painted.
public struct RenderOptions: Sendable, Hashable {
    /// The screen, in CSS px.
    public var viewport: Viewport
    /// Device pixels per CSS px: 2 gives a PNG twice the viewport's size.
    public var scale: Double
    /// The page colour where a document asks for none.
    public var background: Color
    /// How many pages are laid out and painted at once.
    public var concurrency: Int
    /// The reading settings (font size, theme, margins…), resolved from the reader's preferences.
    public var settings: EPUBSettings
    /// The settings of a PDF (fit, spreads, page spacing…), resolved likewise.
    public var pdfSettings: PDFSettings
    /// Where page counts are kept between runs (`PaginationCache.standard()` is the CLI's); nil
    /// (the default) lays every resource out in every process.
    public var paginationCache: PaginationCache?

    public init(
        viewport: Viewport = .default, scale: Double = 1, background: Color = .white,
        concurrency: Int = ProcessorCount.active, settings: EPUBSettings = EPUBSettings(),
        pdfSettings: PDFSettings = PDFSettings(), paginationCache: PaginationCache? = nil
    ) {
        self.viewport = viewport
        self.scale = scale
        self.background = background
        self.concurrency = max(1, concurrency)
        self.settings = settings
        self.pdfSettings = pdfSettings
        self.paginationCache = paginationCache
    }
}

/// Where content goes on a page: the viewport less the page margins.
public struct PageGeometry: Sendable, Hashable {
    public let viewport: Viewport
    public let margins: EdgeInsets
    /// The columns of a page (the `columnCount` setting): the gap between two is the two
    /// gutters either side of it.
    var columns: PageColumns = .single
    /// Scrolled (the `scroll` setting): pages are windows over each resource's continuous flow.
    var scrolled = false
    /// How far above a scrolled resource its windows start: its place on the screen where the
    /// one before it ends (`ContinuousScreens`); 0 for a resource that starts a screen.
    var scrollShift = 0.0
    /// Columns left blank on a resource's first page: its `page-spread-*` side of a two-column
    /// screen (`Renderer.geometry(ofResource:with:)`).
    var leadingBlankColumns = 0

    /// Readium CSS's page gutter for the width (20, 30, 40 or 50 px as the viewport widens past
    /// 35em, 45em and 75em) on the sides, times the reader's `pageMargins` factor, and 40 px
    /// above and below (30 on short screens).
    public init(viewport: Viewport, pageMargins: Double = 1) {
        self.viewport = viewport
        let em = 16.0
        let width: Double = viewport.width >= 75 * em ? 50 : viewport.width >= 45 * em ? 40 : viewport.width >= 35 * em ? 30 : 20
        // Held so that at least a quarter of the width is left for text.
        let gutter = min(width * max(0, pageMargins), viewport.width * 0.375)
        let vertical: Double = viewport.height >= 600 ? 40 : 30
        margins = EdgeInsets(top: vertical, right: gutter, bottom: vertical, left: gutter)
    }

    /// The content area, in viewport coordinates.
    public var contentRect: Rect {
        Rect(
            x: margins.left, y: margins.top, width: max(1, viewport.width - margins.horizontal),
            height: max(1, viewport.height - margins.vertical))
    }

    /// The content area of a document whose `@page` rules ask for margins: on each side the
    /// larger of the gutter and the document's margin, which is held to a quarter of the page
    /// (a publisher's `@page { margin: 5% }` widens the margins; it never removes the gutter).
    public func contentRect(honouring pageMargins: PageMargins) -> Rect {
        let size = Size(width: viewport.width, height: viewport.height), asked = pageMargins.resolved(for: size)
        func side(_ gutter: Double, _ asked: Double?, _ extent: Double) -> Double { max(gutter, min(asked ?? 0, extent / 4)) }
        let used = EdgeInsets(
            top: side(margins.top, asked.top, size.height), right: side(margins.right, asked.right, size.width),
            bottom: side(margins.bottom, asked.bottom, size.height), left: side(margins.left, asked.left, size.width))
        return Rect(
            x: used.left, y: used.top, width: max(1, size.width - used.horizontal), height: max(1, size.height - used.vertical))
    }
}
