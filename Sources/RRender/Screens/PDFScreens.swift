import RRenderCairo
import RRenderCore
import RRenderPDF
import RRenderPublication

/// A PDF's pages, as the renderer shows them: screens of one page, or two side by side
/// (readium.md §2.8, §3.4), each page fitted to its slot and drawn by Poppler. The publication
/// has one reading-order item, the PDF; its pages are that item's pages.
struct PDFScreens: ScreenSource {
    let container: PDFContainer
    /// The screens; a spread page's `resource` is the PDF page index (0-based).
    let spreads: [EPUBSpread]
    /// Two slots per screen (spreads enabled).
    let twoSlots: Bool
    /// Where the pages go on a screen, and the colour around them.
    let settings: PDFSettings

    /// Each page's size, in points.
    var pageSizes: [Size] { container.pageSizes }

    /// The pages of the PDF publication `publication` under `settings` in `viewport`; nil for
    /// any other publication.
    init?(_ publication: Publication, settings: PDFSettings, viewport: Viewport) {
        guard let container = publication.container as? PDFContainer else { return nil }
        self.container = container
        self.settings = settings
        twoSlots = EPUBSpread.isEnabled(settings.spread, viewport: viewport)
        let pages = container.pageSizes.indices.map { _ in Link(href: container.path, mediaType: .pdf) }
        spreads = EPUBSpread.spreads(
            readingOrder: pages, layout: .fixed, publicationProgression: publication.metadata.readingProgression,
            readingProgression: settings.readingProgression, offsetFirstPage: settings.offsetFirstPage,
            enabled: twoSlots)
    }

    var resources: Range<Int> { 0..<1 }
    var knownScreenCount: Int? { spreads.count }
    func screenCount(in renderer: Renderer) -> Int { spreads.count }
    func pageCount(ofResource resource: Int, in renderer: Renderer) -> Int { pageSizes.count }
    func location(ofScreen index: Int) -> (resource: Int, page: Int) { (0, spreads[index].resources[0]) }
    func screen(ofResource resource: Int, page: Int, in renderer: Renderer) -> Int? { spreads.index(ofResource: page) }
    /// Pages are independent: each screen is a batch of its own.
    func batchKey(ofScreen index: Int) -> Int { spreads[index].resources[0] }
    func shownPages(_ index: Int, in renderer: Renderer) -> [ShownPage] { [] }
    func page(forSelector selector: String, resource: Int, in renderer: Renderer) -> Int? { nil }

    /// Where each page of screen `index` goes: fitted to its slot, the slots of a spread
    /// `pageSpacing` apart at the spine.
    func placed(_ index: Int, in viewport: Viewport) -> [PDFPainter.Placed] {
        spreads[index].pages.map { entry in
            let area = PageFit.slotRect(entry.slot, in: viewport, spreads: twoSlots, spacing: settings.pageSpacing)
            return PDFPainter.Placed(
                page: entry.resource,
                frame: PageFit.frame(
                    of: pageSizes[entry.resource], slot: entry.slot,
                    in: area, fit: settings.fit))
        }
    }

    /// The colour around PDF pages: the `backgroundColor` setting, else the renderer's.
    func screenColor(in renderer: Renderer) -> Color { settings.backgroundColor ?? renderer.options.background }

    func paint(
        _ index: Int, at location: PageLocation, with worker: RenderWorker, in renderer: Renderer
    ) throws(RRenderError)
        -> RenderedPage
    {
        let options = renderer.options
        let placed = placed(index, in: options.viewport)
        let (document, painter) = try kit(worker, in: renderer)
        let image: PixelImage
        do {
            image = try painter.paint(
                placed, of: document, size: options.viewport.size, scale: options.scale,
                screen: screenColor(in: renderer)
            ).pixelImage()
        } catch {
            throw .rendering(publication: renderer.publication.sourceName, reason: "\(error)")
        }
        let regions = placed.flatMap { page in
            document.links(page.page).map { link in
                HitRegion(
                    rect: Self.screenRect(link.rect, of: pageSizes[page.page], in: page.frame), kind: .link(href: href(of: link)))
            }
        }
        let frame = Frame(image: image, viewport: options.viewport, scale: options.scale, hitRegions: regions)
        let text = spreads[index].resources.map { document.text($0).text }.joined(separator: "\n")
        return RenderedPage(location: location, href: container.path, frame: frame, text: text)
    }

    func png(_ index: Int, with worker: RenderWorker, in renderer: Renderer) throws(RRenderError) -> [UInt8] {
        let options = renderer.options
        let (document, painter) = try kit(worker, in: renderer)
        do {
            return try painter.paintPNG(
                placed(index, in: options.viewport), of: document, size: options.viewport.size,
                scale: options.scale, screen: screenColor(in: renderer))
        } catch {
            throw .rendering(publication: renderer.publication.sourceName, reason: "\(error)")
        }
    }

    func text(_ index: Int, in renderer: Renderer) throws(RRenderError) -> String {
        try spreads[index].resources.map { page throws(RRenderError) in try pageText(page, in: renderer).text }.joined(
            separator: "\n")
    }

    /// The text of PDF page `page` (0-based), as Poppler extracts it, with a box per character.
    func pageText(_ page: Int, in renderer: Renderer) throws(RRenderError) -> PDFPageText {
        try renderer.scheduler.withWorker(preferring: 0) { worker in
            Result { () throws(RRenderError) in try kit(worker, in: renderer).document.text(page) }
        }.get()
    }

    /// The locator of screen `index`: the position of its first page, titled by its outline
    /// entry, with the page's first 280 characters as text (readium.md §2.8).
    func locator(ofScreen index: Int, in renderer: Renderer) throws(RRenderError) -> Locator {
        let first = spreads[index].resources[0]
        var locator = renderer.publication.positions()[first]
        locator.title = renderer.tableOfContentsTitle(resource: 0, page: first) ?? locator.title
        let highlight = String(try pageText(first, in: renderer).text.prefix(280))
        locator.text = Locator.Text(highlight: highlight.isEmpty ? nil : highlight)
        return locator
    }

    /// The locator of the word under `point` (Poppler gives a box per character).
    func textLocator(onScreen index: Int, at point: Point, in renderer: Renderer) throws(RRenderError) -> Locator? {
        guard let placed = placed(index, in: renderer.options.viewport).first(where: { $0.frame.contains(point) }) else {
            return nil
        }
        let size = pageSizes[placed.page]
        let onPage = Point(
            x: (point.x - placed.frame.x) * size.width / placed.frame.width,
            y: (point.y - placed.frame.y) * size.height / placed.frame.height)
        guard let word = PDFTextHit.word(in: try pageText(placed.page, in: renderer), at: onPage) else { return nil }
        var locator = renderer.publication.positions()[placed.page]
        locator.text = word
        return locator
    }

    /// The page a locator names: its `page=N` fragment, else its position, else the first page.
    func page(for locator: Locator, resource: Int, in renderer: Renderer) -> Int? {
        page(fragments: locator.locations.fragments, position: locator.locations.position)
    }

    func page(ofFragment fragment: String, resource: Int, in renderer: Renderer) -> Int? {
        page(fragments: [fragment], position: nil)
    }

    private func page(fragments: [String], position: Int?) -> Int? {
        let count = pageSizes.count
        guard count > 0 else { return nil }
        return (PDFPositions.page(inFragments: fragments, pageCount: count) ?? position.map { min(max(1, $0), count) } ?? 1) - 1
    }

    var searchUnitCount: Int { pageSizes.count }

    /// The hits on page `unit` (0-based): the page's position (`page=N`, its progressions),
    /// titled by its outline entry.
    func searchHits(unit: Int, matcher: TextMatcher, snippetLength: Int, in renderer: Renderer) throws(SearchError) -> [SearchHit]
    {
        let text: String
        do { text = try pageText(unit, in: renderer).text } catch { throw .reading(error) }
        let characters = Array(text)
        let ranges = matcher.ranges(in: characters)
        guard !ranges.isEmpty else { return [] }
        var base = renderer.publication.positions()[unit]
        base.title = renderer.tableOfContentsTitle(resource: 0, page: unit) ?? base.title
        return ranges.map { range in
            SearchHit(
                locator: base.copy(text: { $0 = SearchSnippet.text(of: range, in: characters, length: snippetLength) }),
                resource: 0, page: unit)
        }
    }

    /// A link's href: `file.pdf#page=N` inside the document, the URI outside it.
    private func href(of link: PDFLink) -> String {
        switch link.target {
        case .page(let page, _): "\(container.path)#page=\(page)"
        case .uri(let uri): uri
        }
    }

    /// `rect` in points on a page of `size`, in screen px for the page drawn in `frame`.
    static func screenRect(_ rect: Rect, of size: Size, in frame: Rect) -> Rect {
        let sx = frame.width / max(size.width, 1), sy = frame.height / max(size.height, 1)
        return Rect(x: frame.x + rect.x * sx, y: frame.y + rect.y * sy, width: rect.width * sx, height: rect.height * sy)
    }

    private func kit(
        _ worker: RenderWorker, in renderer: Renderer
    ) throws(RRenderError) -> (document: PDFDocument, painter: PDFPainter) {
        do { return try worker.pdf(container) } catch {
            throw .rendering(publication: renderer.publication.sourceName, reason: "\(error)")
        }
    }
}
