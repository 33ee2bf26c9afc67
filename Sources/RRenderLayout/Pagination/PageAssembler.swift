import RRenderCore
import RRenderStyle

/// Builds the `PageLayout` of one page of a paginated flow: the atoms between two break tokens,
/// the box decorations crossing the page clipped to it (CSS Fragmentation 3 §5.4, sliced), all
/// moved into the page's content area.
public struct PageAssembler {
    public let flow: Flow
    public let tokens: [BreakToken]
    public let viewport: Size
    /// The physical content area of the page.
    public let contentRect: Rect
    /// The flow's writing mode: a vertical flow is mapped onto the page by `VerticalMapping`.
    public let writingMode: WritingMode

    public init(flow: Flow, tokens: [BreakToken], viewport: Size, contentRect: Rect, writingMode: WritingMode = .horizontalTB) {
        self.flow = flow
        self.tokens = tokens
        self.viewport = viewport
        self.contentRect = contentRect
        self.writingMode = writingMode
    }

    /// The size of a page's content area along the flow's axes (swapped in vertical modes).
    public var logicalContentSize: Size {
        writingMode.isVertical ? Size(width: contentRect.height, height: contentRect.width) : contentRect.size
    }

    /// The layout of page `index` (0-based) of the resource.
    public func page(_ index: Int) -> PageLayout {
        let token = tokens[index]
        let endAtom = index + 1 < tokens.count ? tokens[index + 1].atom : flow.atoms.count
        var visibleEnd = token.y + logicalContentSize.height
        if index + 1 < tokens.count { visibleEnd = min(visibleEnd, max(tokens[index + 1].y, flowBottom(of: endAtom))) }
        let vertical = writingMode.isVertical ? VerticalMapping(contentRect: contentRect) : nil
        let dx = vertical == nil ? contentRect.minX : 0, dy = (vertical == nil ? contentRect.minY : 0) - token.y
        var fragments: [Fragment] = []
        for decoration in flow.decorations {
            if let clipped = clip(decoration, from: token.y, to: visibleEnd) { fragments.append(.box(clipped).offsetBy(dx: dx, dy: dy)) }
        }
        var links: [LinkRegion] = []
        for atom in flow.atoms[token.atom..<endAtom] {
            fragments += atom.fragments.map { $0.offsetBy(dx: dx, dy: dy) }
            links += atom.links.map { LinkRegion(rect: $0.rect.offsetBy(dx: dx, dy: dy), href: $0.href) }
        }
        if let vertical {
            fragments = fragments.map(vertical.fragment)
            links = links.map { LinkRegion(rect: vertical.rect($0.rect), href: $0.href) }
        }
        return PageLayout(size: viewport, contentRect: contentRect, fragments: fragments, links: links,
                          background: flow.canvasBackground)
    }

    /// The bottom of the last atom before `end`.
    private func flowBottom(of end: Int) -> Double {
        end > 0 ? flow.atoms[end - 1].bottom : 0
    }

    /// `box` cut to the strip `top..<bottom`; the cut edges lose their borders.
    private func clip(_ box: BoxFragment, from top: Double, to bottom: Double) -> BoxFragment? {
        guard box.rect.maxY > top, box.rect.minY < bottom else { return nil }
        var clipped = box
        if box.rect.minY < top {
            clipped.rect.origin.y = top
            clipped.rect.size.height -= top - box.rect.minY
            clipped.borderWidths.top = 0
        }
        if clipped.rect.maxY > bottom {
            clipped.rect.size.height = bottom - clipped.rect.minY
            clipped.borderWidths.bottom = 0
        }
        return clipped.rect.height > 0 ? clipped : nil
    }
}
