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
    /// How the content area is split into columns; each break token starts a column.
    public let columns: PageColumns
    /// Scrolled: each token starts a window over the continuous flow, not a page.
    public let scrolled: Bool
    /// The flow's decorations by where they are, so a page tests only those near it.
    let decorationIndex: DecorationIndex
    /// False when the layout stopped after the pages asked for (`paginate`'s `throughPage`):
    /// then `pageCount` counts only those, and the tokens end with the start of the page after.
    public internal(set) var isComplete = true
    /// The resource's page its first token starts: 0, or the page laid out alone from a resume
    /// point (`paginate(page:resumingAt:)`, whose assembler holds that page only, as page 0).
    public internal(set) var firstPage = 0
    /// Where each page starts and can be laid out again alone, for the pages that have a
    /// resume point (`ResumePoint`); empty when none was recorded.
    public internal(set) var pageStarts: [PageStart?] = []
    /// True for a fixed-layout page (one page is shown, whatever the flow's length): its first
    /// page shows every positioned box, wherever its static position falls.
    public var showsAllPositioned = false
    /// True for a reflowable item with `rendition:align-x-center` (EPUB 3.3 §8.2.2): each
    /// page's content, as a whole, is centred horizontally in the content area (its lines keep
    /// their alignment), whatever the writing mode.
    public var centersContentHorizontally = false
    /// Columns left blank before the first (a reflowable item whose `page-spread-*` puts its
    /// first page on the other side of a two-column screen, EPUB 3.3 §8.2.2.6).
    public internal(set) var leadingBlankColumns = 0

    public init(
        flow: Flow, tokens: [BreakToken], viewport: Size, contentRect: Rect, writingMode: WritingMode = .horizontalTB,
        columns: PageColumns = .single, scrolled: Bool = false
    ) {
        self.flow = flow
        self.tokens = tokens
        self.viewport = viewport
        self.contentRect = contentRect
        self.writingMode = writingMode
        self.scrolled = scrolled
        self.columns = writingMode.isVertical || scrolled ? .single : columns
        let column = self.columns.rect(0, in: contentRect).size
        decorationIndex = DecorationIndex(flow.decorations, bandHeight: writingMode.isVertical ? column.width : column.height)
    }

    /// The number of pages: columns filled in turn, the last page's perhaps not all. For a
    /// layout that stopped early, the pages laid out (the last token only ends them).
    public var pageCount: Int {
        let columnCount = isComplete ? tokens.count : tokens.count - 1
        return (columnCount + leadingBlankColumns + columns.count - 1) / columns.count
    }

    /// The page holding column (break token) `column`.
    public func page(ofColumn column: Int) -> Int { (column + leadingBlankColumns) / columns.count }

    /// The size of a column's content area along the flow's axes (swapped in vertical modes).
    public var logicalContentSize: Size {
        let size = columns.rect(0, in: contentRect).size
        return writingMode.isVertical ? Size(width: size.height, height: size.width) : size
    }

    /// The layout of page `index` (0-based) of the resource: its columns side by side, their
    /// fragments in reading order (so the page's text reads the first column first).
    public func page(_ index: Int) -> PageLayout {
        var page = scrolled ? window(index) : columnsPage(index)
        if centersContentHorizontally { page.centerHorizontally(in: contentRect) }
        if page.fragments.contains(where: \.hasFixedBackground) {
            page.fragments = page.fragments.map { $0.placingFixedBackgrounds(in: contentRect) }
        }
        if let canvas = canvasFragment { page.fragments.insert(canvas, at: 0) }
        return page
    }

    /// The page's background layers placed over the whole page (CSS Backgrounds 3 §2.11.2).
    private var canvasFragment: Fragment? {
        guard let layers = flow.canvasLayers else { return nil }
        var style = ComputedStyle.initial
        style.effects.backgroundImages = layers.backgroundImages
        style.effects.backgroundPositions = layers.backgroundPositions
        style.effects.backgroundSizes = layers.backgroundSizes
        style.effects.backgroundRepeats = layers.backgroundRepeats
        let page = Rect(origin: Point(x: 0, y: 0), size: viewport)
        guard let effects = BoxEffects(style: style, rect: page) else { return nil }
        return .box(
            BoxFragment(
                rect: page, background: .transparent, borderWidths: .zero, borderStyles: Sides(all: .none),
                borderColors: Sides(all: .transparent), effects: effects))
    }

    /// The page's columns side by side.
    private func columnsPage(_ index: Int) -> PageLayout {
        guard columns.count > 1 else { return column(index, in: contentRect) }
        var page = PageLayout(
            size: viewport, contentRect: contentRect, fragments: [], links: [], background: flow.canvasBackground)
        for slot in 0..<columns.count {
            let token = index * columns.count + slot - leadingBlankColumns
            guard token >= 0, token < tokens.count else { continue }
            let part = column(token, in: columns.rect(slot, in: contentRect))
            if page.readingOrder != nil || part.readingOrder != nil {
                let offset = page.fragments.count
                page.readingOrder =
                    (page.readingOrder ?? Array(0..<offset))
                    + (part.readingOrder ?? Array(0..<part.fragments.count)).map { $0 + offset }
            }
            page.fragments += part.fragments
            page.links += part.links
        }
        return page
    }

    /// The layout of column `index` in `rect`.
    private func column(_ index: Int, in contentRect: Rect) -> PageLayout {
        let token = tokens[index]
        let endAtom = index + 1 < tokens.count ? tokens[index + 1].atom : flow.atoms.count
        let header = flow.repeatedHeader(atPageStart: token.atom)
        let headerHeight = header?.height ?? 0
        var visibleEnd = token.y + logicalContentSize.height - headerHeight
        if index + 1 < tokens.count { visibleEnd = min(visibleEnd, max(tokens[index + 1].y, flowBottom(token.atom..<endAtom))) }
        let vertical = writingMode.isVertical ? VerticalMapping(contentRect: contentRect, mode: writingMode) : nil
        let pageTop = vertical == nil ? contentRect.minY : 0
        let dx = vertical == nil ? contentRect.minX : 0, dy = pageTop + headerHeight - token.y
        var fragments: [Fragment] = []
        // Relative blocks are painted among the positioned boxes, after the in-flow content.
        let layers = usesPaintLayers(atoms: token.atom..<endAtom)
        var layered: [LayeredRange] = []
        for index in decorationIndex.candidates(from: token.y, to: visibleEnd) {
            guard var clipped = flow.decorations[index].sliced(from: token.y, to: visibleEnd) else { continue }
            // A box cut at the page top holds the table whose header is repeated above the cut.
            if header != nil, flow.decorations[index].rect.minY < token.y {
                clipped.rect = clipped.rect.extendedUp(by: headerHeight)
            }
            if layers, let layer = flow.decorationLayers[index] {
                layered.append(LayeredRange(layer: layer, range: fragments.count..<fragments.count + 1))
            }
            fragments.append(.box(clipped).offsetBy(dx: dx, dy: dy))
        }
        var links: [LinkRegion] = []
        if let header {
            fragments += header.pageFragments(top: pageTop, dx: dx)
            links += header.pageLinks(top: pageTop, dx: dx)
        }
        // Runs of in-flow atoms are painted in the flow's order (floats before the content
        // beside them); a relative block's atoms, when layered, in their layer.
        var run: [Atom] = []
        func flushRun() {
            fragments += Flow.paintOrder(run[...]).map { $0.offsetBy(dx: dx, dy: dy) }
            run = []
        }
        for atom in flow.atoms[token.atom..<endAtom] {
            links += atom.links.map { $0.offsetBy(dx: dx, dy: dy) }
            guard layers, let layer = atom.layer else { run.append(atom); continue }
            flushRun()
            layered.append(LayeredRange(layer: layer, range: fragments.count..<fragments.count + atom.fragments.count))
            fragments += atom.fragments.map { $0.offsetBy(dx: dx, dy: dy) }
        }
        flushRun()
        if index + 1 < tokens.count, endAtom > token.atom {
            fragments += flow.atoms[endAtom - 1].closingFragments.map { $0.offsetBy(dx: dx, dy: dy) }
        }
        for box in placedPositioned(atoms: token.atom..<endAtom, column: index, dx: dx, dy: dy, pageTop: pageTop) {
            layered.append(LayeredRange(layer: box.layer, range: fragments.count..<fragments.count + box.fragments.count))
            fragments += box.fragments
            links += box.links
        }
        if var vertical {
            vertical.noteLines(of: fragments)
            fragments = fragments.map(vertical.fragment)
            links = links.map { $0.moved(to: vertical.rect($0.rect)) }
        }
        var page = PageLayout(
            size: viewport, contentRect: contentRect, fragments: fragments, links: links,
            background: flow.canvasBackground)
        page.paint(in: Self.paintOrder(count: fragments.count, layered: layered))
        return page
    }

    /// The bottom of the lowest of `atoms`: a fragmented float's slices and the lines beside
    /// them interleave, so the last atom is not always the lowest.
    private func flowBottom(_ atoms: Range<Int>) -> Double {
        flow.atoms[atoms].reduce(atoms.isEmpty ? 0 : -Double.infinity) { max($0, $1.bottom) }
    }
}
