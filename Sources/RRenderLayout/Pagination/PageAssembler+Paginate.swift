import RRenderCore
import RRenderStyle

extension PageAssembler {
    /// Lays `root` out and cuts it into pages of `contentRect`, or into columns when `columns`
    /// asks for several (each page then shows that many in turn). A vertical document flows
    /// along the page's height with its pages cut along the width; `VerticalMapping` turns its
    /// pages the right way up.
    ///
    /// With `throughPage`, the layout stops once the pages up to that one (0-based) are fixed:
    /// the assembler then holds only those (`isComplete` false), as the whole flow would give
    /// them. A flow with absolutely positioned boxes is laid out whole (one placed against a
    /// block not closed yet, or against the page, could land on any page). A scrolled flow's
    /// windows start `scrollShift` above it (`windowTokens`); with several columns, the first
    /// `leadingBlankColumns` of the first page stay blank.
    public static func paginate(
        _ root: BlockBox, shaper: any TextShaper, viewport: Size, contentRect: Rect,
        writingMode: WritingMode = .horizontalTB, canvasBackground: Color? = nil,
        columns: PageColumns = .single, scrolled: Bool = false, scrollShift: Double = 0, leadingBlankColumns: Int = 0,
        throughPage: Int? = nil
    ) -> PageAssembler {
        let (columns, logical, pageBox) = frame(
            viewport: viewport, contentRect: contentRect, writingMode: writingMode, columns: scrolled ? .single : columns)
        let layout = FlowLayout(shaper: shaper, pageHeight: logical.height, pageBox: pageBox, imagesFitPage: !scrolled)
        layout.widthCache.flowIsVertical = writingMode.isVertical
        layout.widthCache.flowMode = writingMode
        let columnsNeeded = throughPage.map { ($0 + 1) * columns.count }
        let leadingBlankColumns = columns.count > 1 ? min(max(0, leadingBlankColumns), columns.count - 1) : 0
        // Stopping early and resuming need a flow without absolutely positioned boxes, whose
        // pages start at whole columns.
        let breakable = !scrolled && !root.holdsOutOfFlowBoxes && leadingBlankColumns == 0
        if let columnsNeeded, breakable {
            layout.stop = PageStop(pageHeight: logical.height, columns: columnsNeeded)
        }
        if breakable { layout.resumeRecorder = ResumePointRecorder(pageHeight: logical.height) }
        let flow = layout.layout(root, width: logical.width)
        flow.canvasBackground = canvasBackground
        var tokens =
            scrolled
            // A vertical strip runs across the page: it cannot go on down a screen.
            ? windowTokens(flow, height: logical.height, shift: writingMode.isVertical ? 0 : scrollShift)
            : PageBreaker(pageHeight: logical.height).paginate(flow)
        if layout.stopped, let columnsNeeded {
            // The token after the last column asked for ends it; those after it are not fixed.
            tokens = Array(tokens.prefix(columnsNeeded + 1))
        }
        var assembler = PageAssembler(
            flow: flow, tokens: tokens, viewport: viewport, contentRect: contentRect, writingMode: writingMode,
            columns: columns, scrolled: scrolled)
        assembler.isComplete = !layout.stopped
        assembler.leadingBlankColumns = leadingBlankColumns
        if var recorder = layout.resumeRecorder {
            let points = recorder.points(for: tokens)
            assembler.pageStarts = (0..<assembler.pageCount).map { page in
                let column = page * columns.count
                return points[column].map { PageStart(token: tokens[column], point: $0) }
            }
        }
        return assembler
    }

    /// Lays out page `page` (0-based) alone, from where it starts (`start`, kept from a layout
    /// of the whole flow with the same root and geometry), stopping once it is laid out: the
    /// page is the whole flow's. Nil when the start does not fit this flow (a stale or damaged
    /// pagination cache): the caller lays the flow out from its start.
    public static func paginate(
        _ root: BlockBox, shaper: any TextShaper, viewport: Size, contentRect: Rect,
        writingMode: WritingMode = .horizontalTB, canvasBackground: Color? = nil,
        columns: PageColumns = .single, page: Int, resumingAt start: PageStart
    ) -> PageAssembler? {
        let (columns, logical, pageBox) = frame(
            viewport: viewport, contentRect: contentRect, writingMode: writingMode, columns: columns)
        let point = start.point
        let local = BreakToken(atom: start.token.atom - point.atom, y: start.token.y)
        guard page >= 0, local.atom >= 0, point.tops.count == point.path.count, !point.path.isEmpty,
            !root.holdsOutOfFlowBoxes
        else { return nil }
        let layout = FlowLayout(shaper: shaper, pageHeight: logical.height, pageBox: pageBox)
        layout.widthCache.flowIsVertical = writingMode.isVertical
        layout.widthCache.flowMode = writingMode
        layout.stop = PageStop(pageHeight: logical.height, columns: columns.count, from: local)
        let flow = layout.layout(root, width: logical.width, resumingAt: point)
        flow.canvasBackground = canvasBackground
        // The page's first atom must break where the whole flow's did: otherwise the point
        // was not this flow's.
        guard layout.resuming == nil, local.atom < flow.atoms.count, flow.breaks[local.atom].resumeY == local.y else {
            return nil
        }
        let tokens = Array(PageBreaker(pageHeight: logical.height).paginate(flow, from: local).prefix(columns.count + 1))
        var assembler = PageAssembler(
            flow: flow, tokens: tokens, viewport: viewport, contentRect: contentRect, writingMode: writingMode,
            columns: columns)
        assembler.isComplete = !layout.stopped
        assembler.firstPage = page
        return assembler
    }

    /// The columns a page is cut into (one in a vertical flow), a column's size along the flow's
    /// axes, and the page box `position: fixed` is placed against (CSS 2.1 §10.1), in the
    /// column's coordinates.
    private static func frame(
        viewport: Size, contentRect: Rect, writingMode: WritingMode, columns: PageColumns
    ) -> (columns: PageColumns, logical: Size, pageBox: Rect?) {
        let columns = writingMode.isVertical ? .single : columns
        let column = columns.rect(0, in: contentRect)
        guard !writingMode.isVertical else { return (columns, Size(width: column.height, height: column.width), nil) }
        return (
            columns, column.size, Rect(x: -column.minX, y: -column.minY, width: viewport.width, height: viewport.height)
        )
    }

    /// Every page.
    public var pages: [PageLayout] { (0..<pageCount).map(page) }
}

extension BlockBox {
    /// True when an absolutely positioned or fixed box is in this tree's page flow: among its
    /// blocks, in its lines, or inside its floats and multi-column boxes, which take theirs out
    /// of their flows too (inline-blocks and cells lay theirs out in place).
    var holdsOutOfFlowBoxes: Bool {
        switch content {
        case .blocks(let children): children.contains { $0.style.position.isOutOfFlow || $0.holdsOutOfFlowBoxes }
        case .inline(let inline): !inline.positioned.isEmpty || inline.floats.contains { $0.box.holdsOutOfFlowBoxes }
        case .image, .table: false
        }
    }
}
