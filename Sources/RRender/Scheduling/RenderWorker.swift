import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderPDF
import RRenderPublication

#if canImport(Glibc)
    import CMalloc
#endif

/// One thread's rendering kit: a Pango shaper and a Cairo painter with its image cache, and the
/// last resources it laid out (so the pages of a chapter are painted without laying it out again).
///
/// `@unchecked Sendable`: a worker is only ever used by the thread that checked it out of the
/// `WorkerPool`, which guarantees exclusive use; its Pango and Cairo objects never cross threads.
final class RenderWorker: @unchecked Sendable {
    /// The shaper; nil in a worker that only draws PDF pages (Poppler lays them out).
    private let madeShaper: PangoShaper?
    var shaper: PangoShaper {
        guard let madeShaper else { preconditionFailure("a PDF worker lays nothing out") }
        return madeShaper
    }
    let painter: PagePainter
    private var recent: [(index: Int, layout: ResourceLayout)] = []
    /// This worker's own Poppler document and painter, for a PDF (never shared: a Poppler document
    /// shared between two threads crashed in 3 of 3 runs, platform-notes Q7).
    private var pdf: (document: PDFDocument, painter: PDFPainter)?
    static let recentLimit = 2

    init(
        fonts: FontConfiguration, imageFilter: ImageFilter? = nil, shaping: Bool = true,
        imageData: @escaping @Sendable (String) -> [UInt8]?
    ) throws(FontError) {
        madeShaper = shaping ? try PangoShaper(configuration: fonts) : nil
        painter = PagePainter(imageData: imageData)
        painter.imageFilter = imageFilter
        if let madeShaper { painter.shapeSVGText(with: madeShaper) }
    }

    /// The worker's document over `container`'s bytes, opened on first use.
    func pdf(_ container: PDFContainer) throws(PDFError) -> (document: PDFDocument, painter: PDFPainter) {
        if let pdf { return pdf }
        let opened = (try PDFDocument(container.data, password: container.password), PDFPainter())
        pdf = opened
        return opened
    }

    /// True when reading-order item `index` is laid out and kept here.
    func holds(_ index: Int) -> Bool { recent.contains { $0.index == index } }

    /// The reading-order items laid out and kept here, least recently used first.
    var heldResources: [Int] { recent.map(\.index) }

    /// Drops the layouts of every resource but `index`, and the decoded images: a batch is about
    /// to render the pages of `index`, and what the worker kept from before would only add to
    /// the peak memory while `index` is laid out (its DOM, styled tree and boxes).
    func keepOnly(_ index: Int) {
        recent.removeAll { $0.index != index }
        painter.removeCachedImages()
        painter.dropKeptLayouts()
    }

    /// Drops the layout of reading-order item `index`, if kept.
    func release(_ index: Int) {
        recent.removeAll { $0.index == index }
        painter.dropKeptLayouts()
        Self.trimHeap()
    }

    /// Gives the free pages inside the heap back to the system (glibc `malloc_trim`) once a
    /// chapter's layout is gone, so the next chapter's peak does not stack on pages that only
    /// look used (about 1.5 MB less at the peak on the two benchmark books; a few ms a chapter).
    static func trimHeap() {
        #if canImport(Glibc)
            _ = malloc_trim(0)
        #endif
    }

    /// The layout of reading-order item `index`, from the recent ones or laid out now. While
    /// laying out, at most `others` earlier layouts stay (1 by default; 0 when counting pages,
    /// where a chapter is laid out only for its page count).
    ///
    /// With `throughPage`, a layout holding that page (0-based) will do: one laid out now stops
    /// after it, or holds that page alone when `start` says where it starts. A kept layout that stopped before the page asked for is laid out again whole:
    /// the pages after it are asked one after another (a reader turning pages, `--pages 3-9`).
    func layout(
        _ index: Int, loader: ResourceLoader, geometry: PageGeometry, keepingOthers others: Int = recentLimit - 1,
        throughPage: Int? = nil, start: PageStart? = nil
    )
        -> ResourceLayout
    {
        var throughPage = throughPage
        if let found = recent.firstIndex(where: { $0.index == index }) {
            let entry = recent.remove(at: found)
            if entry.layout.holds(throughPage: throughPage) {
                recent.append(entry)
                return entry.layout
            }
            throughPage = nil
        }
        // Evicted before laying out, not after: the evicted layout would otherwise still be held
        // while this resource's DOM, styled tree and boxes are at their largest.
        if recent.count > others { recent.removeFirst(recent.count - others) }
        var unreadable: [Diagnostic] = []
        let link = loader.documents[index]
        let resource = loader.load(link, unreadable: &unreadable, fontMetrics: shaper)
        _ = shaper.takeMissingGlyphs()
        let layout = ResourceLayout(
            resource, shaper: shaper, geometry: geometry, fixed: loader.isFixedLayout(link), problems: unreadable,
            location: HREF.removingFragment(link.href), throughPage: throughPage, start: start)
        recent.append((index, layout))
        return layout
    }
}

/// A laid-out resource: its flow, where each page starts, and what went wrong on the way.
final class ResourceLayout {
    let flow: Flow
    let tokens: [BreakToken]
    let diagnostics: [Diagnostic]
    let assembler: PageAssembler
    /// The page size of a fixed-layout resource, nil for a reflowable one.
    let fixedPageSize: Size?

    /// Lays `resource` out; a missing resource has no pages (a missing fixed-layout page is one
    /// blank page of the viewport's size, so the spreads stay paired). A reflowable resource
    /// may stop after page `throughPage` (0-based; see `PageAssembler.paginate`).
    init(
        _ resource: LoadedResource?, shaper: PangoShaper, geometry: PageGeometry, fixed: Bool = false,
        problems: [Diagnostic] = [],
        location: String? = nil, throughPage: Int? = nil, start: PageStart? = nil
    ) {
        fixedPageSize = resource.map(\.fixedPageSize) ?? (fixed ? geometry.viewport.size : nil)
        if let resource {
            var built: PageAssembler
            if let size = resource.fixedPageSize {
                // One page of its own size, edge to edge: the publisher placed everything on it.
                let page = Rect(origin: Point(x: 0, y: 0), size: size)
                var onePage = PageAssembler.paginate(
                    resource.root, shaper: shaper, viewport: size, contentRect: page,
                    writingMode: resource.writingMode, canvasBackground: resource.canvasBackground)
                onePage.showsAllPositioned = true
                built = onePage
            } else if let throughPage, let start, !geometry.scrolled, geometry.leadingBlankColumns == 0,
                let alone = PageAssembler.paginate(
                    resource.root, shaper: shaper, viewport: geometry.viewport.size,
                    contentRect: geometry.contentRect(honouring: resource.pageMargins),
                    writingMode: resource.writingMode, canvasBackground: resource.canvasBackground,
                    columns: geometry.columns, page: throughPage, resumingAt: start)
            {
                built = alone
            } else {
                built = PageAssembler.paginate(
                    resource.root, shaper: shaper, viewport: geometry.viewport.size,
                    contentRect: geometry.contentRect(honouring: resource.pageMargins),
                    writingMode: resource.writingMode,
                    canvasBackground: resource.canvasBackground, columns: geometry.columns,
                    scrolled: geometry.scrolled, scrollShift: geometry.scrollShift,
                    leadingBlankColumns: geometry.leadingBlankColumns, throughPage: throughPage)
            }
            built.centersContentHorizontally = resource.centersContent
            assembler = built
            diagnostics = resource.diagnostics + shaper.takeMissingGlyphs().map { Self.diagnostic($0, location: location) }
        } else {
            let size = fixedPageSize ?? geometry.viewport.size
            assembler = PageAssembler(
                flow: Flow(), tokens: [], viewport: size,
                contentRect: fixedPageSize == nil ? geometry.contentRect : Rect(origin: Point(x: 0, y: 0), size: size))
            diagnostics = problems
        }
        flow = assembler.flow
        tokens = assembler.tokens
    }

    /// A script drawn as boxes: no pinned or embedded font has its characters (each script once
    /// a resource).
    static func diagnostic(_ missing: MissingGlyphs, location: String?) -> Diagnostic {
        let code = String(missing.firstCharacter.value, radix: 16, uppercase: true)
        let character = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        return Diagnostic(
            code: "font.missingGlyphs",
            message: "no font has glyphs for \(missing.scriptName) text (first \(character)): drawn as boxes",
            severity: .warning, location: location)
    }

    /// The number of pages: one for a fixed-layout resource. For a layout that stopped early,
    /// the pages known to exist (up to the last laid out): the resource has more.
    var pageCount: Int { fixedPageSize == nil ? assembler.firstPage + assembler.pageCount : 1 }

    /// False when the layout stopped after the pages asked for, or holds one page alone.
    var isComplete: Bool { assembler.isComplete && assembler.firstPage == 0 }

    /// True when this layout holds page `page` (0-based), or every page for nil.
    func holds(throughPage page: Int?) -> Bool {
        isComplete || page.map { $0 >= assembler.firstPage && $0 < pageCount } ?? false
    }

    /// Page `index` (0-based). A fixed-layout resource's one page shows what fits on it (the
    /// rest is cut off, as in a reading app); it is blank when the resource had nothing to lay out.
    func page(_ index: Int) -> PageLayout {
        if let fixedPageSize, assembler.pageCount == 0 {
            return PageLayout(
                size: fixedPageSize, contentRect: Rect(origin: Point(x: 0, y: 0), size: fixedPageSize),
                fragments: [], links: [], background: flow.canvasBackground)
        }
        return assembler.page(index - assembler.firstPage)
    }

    /// The page within the resource holding element `id`, if any.
    func page(ofAnchor id: String) -> Int? {
        flow.anchors[id].flatMap(page(ofAtom:))
    }

    /// The page within the resource holding atom `atom` of its flow (tokens come in atom order:
    /// a binary search for the last one starting at or before it).
    func page(ofAtom atom: Int) -> Int? {
        if fixedPageSize != nil { return 0 }
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].atom <= atom { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? assembler.page(ofColumn: low - 1) : nil
    }
}
