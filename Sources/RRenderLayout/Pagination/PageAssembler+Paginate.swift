import RRenderCore
import RRenderStyle

extension PageAssembler {
    /// Lays `root` out and cuts it into pages of `contentRect`, or into columns when `columns`
    /// asks for several (each page then shows that many in turn). A vertical document flows
    /// along the page's height with its pages cut along the width; `VerticalMapping` turns its
    /// pages the right way up.
    public static func paginate(
        _ root: BlockBox, shaper: any TextShaper, viewport: Size, contentRect: Rect,
        writingMode: WritingMode = .horizontalTB, canvasBackground: Color? = nil,
        columns: PageColumns = .single, scrolled: Bool = false
    ) -> PageAssembler {
        let scrolled = scrolled && !writingMode.isVertical
        let columns = writingMode.isVertical || scrolled ? .single : columns
        let column = columns.rect(0, in: contentRect)
        let logical =
            writingMode.isVertical
            ? Size(width: column.height, height: column.width) : column.size
        // `position: fixed` is placed against the page box (CSS 2.1 §10.1), in the column's coordinates.
        let pageBox =
            writingMode.isVertical ? nil : Rect(x: -column.minX, y: -column.minY, width: viewport.width, height: viewport.height)
        let flow = FlowLayout(shaper: shaper, pageHeight: logical.height, pageBox: pageBox, imagesFitPage: !scrolled)
            .layout(root, width: logical.width)
        flow.canvasBackground = canvasBackground
        let tokens =
            scrolled ? windowTokens(flow, height: logical.height) : PageBreaker(pageHeight: logical.height).paginate(flow)
        return PageAssembler(
            flow: flow, tokens: tokens, viewport: viewport, contentRect: contentRect, writingMode: writingMode,
            columns: columns, scrolled: scrolled)
    }

    /// Every page.
    public var pages: [PageLayout] { (0..<pageCount).map(page) }
}
