import RRenderCore
import RRenderStyle

extension PageAssembler {
    /// Lays `root` out and cuts it into pages of `contentRect`. A vertical document flows along
    /// the page's height with its pages cut along the width; `VerticalMapping` turns its pages
    /// the right way up.
    public static func paginate(_ root: BlockBox, shaper: any TextShaper, viewport: Size, contentRect: Rect,
                                writingMode: WritingMode = .horizontalTB, canvasBackground: Color? = nil) -> PageAssembler {
        let logical = writingMode.isVertical
            ? Size(width: contentRect.height, height: contentRect.width) : contentRect.size
        let flow = FlowLayout(shaper: shaper, pageHeight: logical.height).layout(root, width: logical.width)
        flow.canvasBackground = canvasBackground
        let tokens = PageBreaker(pageHeight: logical.height).paginate(flow)
        return PageAssembler(flow: flow, tokens: tokens, viewport: viewport, contentRect: contentRect, writingMode: writingMode)
    }

    /// Every page.
    public var pages: [PageLayout] { tokens.indices.map(page) }
}
