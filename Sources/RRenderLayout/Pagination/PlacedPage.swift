import RRenderCore

/// A page drawn scaled into a rectangle of the screen: a fixed-layout page fitted to its slot
/// of a spread (`PageFit`).
public struct PlacedPage {
    public var page: PageLayout
    /// Where the page goes, in screen CSS px.
    public var frame: Rect
    /// The part of the page drawn, in the page's px (a band of a screen two resources share,
    /// `scrolled-continuous`); nil draws all of it.
    public var visibleRect: Rect?

    public init(page: PageLayout, frame: Rect, visibleRect: Rect? = nil) {
        self.page = page
        self.frame = frame
        self.visibleRect = visibleRect
    }

    /// Screen px per page px across and down (equal when the page keeps its proportions).
    public var scaleX: Double { page.size.width > 0 ? frame.width / page.size.width : 0 }
    public var scaleY: Double { page.size.height > 0 ? frame.height / page.size.height : 0 }

    /// `rect` of the page, in screen coordinates.
    public func screenRect(_ rect: Rect) -> Rect {
        Rect(x: frame.x + rect.x * scaleX, y: frame.y + rect.y * scaleY, width: rect.width * scaleX, height: rect.height * scaleY)
    }

    /// The page's links, in screen coordinates.
    public var links: [LinkRegion] {
        page.links.map { $0.moved(to: screenRect($0.rect)) }
    }
}
