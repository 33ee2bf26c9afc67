import RRenderCairo
import RRenderCore
import RRenderPDF
import RRenderPublication

/// A PDF's pages, as the renderer shows them: screens of one page, or two side by side
/// (readium.md §2.8, §3.4), each page fitted to its slot and drawn by Poppler.
struct PDFPages: Sendable {
    let container: PDFContainer
    /// Each page's size, in points.
    var pageSizes: [Size] { container.pageSizes }
    /// The screens; a spread page's `resource` is the PDF page index (0-based).
    let spreads: [EPUBSpread]
    /// Two slots per screen (spreads enabled).
    let twoSlots: Bool

    /// The pages of the PDF publication `publication` under `settings` in `viewport`; nil for
    /// any other publication.
    init?(_ publication: Publication, settings: PDFSettings, viewport: Viewport) {
        guard let container = publication.container as? PDFContainer else { return nil }
        self.container = container
        twoSlots = EPUBSpread.isEnabled(settings.spread, viewport: viewport)
        let pages = container.pageSizes.indices.map { _ in Link(href: container.path, mediaType: .pdf) }
        spreads = EPUBSpread.spreads(readingOrder: pages, layout: .fixed, publicationProgression: publication.metadata.readingProgression,
                                     readingProgression: settings.readingProgression, offsetFirstPage: settings.offsetFirstPage,
                                     enabled: twoSlots)
    }

    /// Where each page of `spread` goes: fitted to its slot, the slots of a spread `spacing`
    /// apart at the spine.
    func placed(_ spread: EPUBSpread, in viewport: Viewport, settings: PDFSettings) -> [PDFPainter.Placed] {
        spread.pages.map { entry in
            let area = PageFit.slotRect(entry.slot, in: viewport, spreads: twoSlots, spacing: settings.pageSpacing)
            return PDFPainter.Placed(page: entry.resource, frame: PageFit.frame(of: pageSizes[entry.resource], slot: entry.slot,
                                                                                 in: area, fit: settings.fit))
        }
    }
}

extension Renderer {
    /// The spread of PDF screen `number` (1-based).
    func spread(_ pdf: PDFPages, ofPage number: Int) throws(RRenderError) -> EPUBSpread {
        try spread(pdf.spreads, ofPage: number)
    }

    /// Paints PDF screen `number`.
    func paintPDF(_ pdf: PDFPages, page number: Int, with worker: RenderWorker) throws(RRenderError) -> RenderedPage {
        let spread = try spread(pdf, ofPage: number)
        let placed = pdf.placed(spread, in: options.viewport, settings: options.pdfSettings)
        let (document, painter) = try pdfKit(pdf, worker)
        let image: PixelImage
        do {
            image = try painter.paint(placed, of: document, size: options.viewport.size, scale: options.scale,
                                      screen: pdfScreenColor).pixelImage()
        } catch {
            throw .rendering(publication: publication.sourceName, reason: "\(error)")
        }
        let regions = placed.flatMap { page in
            document.links(page.page).map { link in
                HitRegion(rect: Self.screenRect(link.rect, of: pdf.pageSizes[page.page], in: page.frame), kind: .link(href: href(of: link, in: pdf)))
            }
        }
        let frame = Frame(image: image, viewport: options.viewport, scale: options.scale, hitRegions: regions)
        let text = spread.resources.map { document.text($0).text }.joined(separator: "\n")
        return RenderedPage(location: PageLocation(resource: 0, page: spread.resources[0], number: number),
                            href: pdf.container.path, frame: frame, text: text)
    }

    /// PDF screen `number` as PNG bytes.
    func pdfPNG(_ pdf: PDFPages, page number: Int, with worker: RenderWorker) throws(RRenderError) -> [UInt8] {
        let spread = try spread(pdf, ofPage: number)
        let (document, painter) = try pdfKit(pdf, worker)
        do {
            return try painter.paintPNG(pdf.placed(spread, in: options.viewport, settings: options.pdfSettings), of: document,
                                        size: options.viewport.size, scale: options.scale, screen: pdfScreenColor)
        } catch {
            throw .rendering(publication: publication.sourceName, reason: "\(error)")
        }
    }

    /// The text of PDF screen `number`: its pages' texts, joined by newlines.
    func pdfText(_ pdf: PDFPages, page number: Int) throws(RRenderError) -> String {
        let spread = try spread(pdf, ofPage: number)
        return try pool.withWorker(preferring: 0) { worker in
            Result { () throws(RRenderError) in
                let document = try pdfKit(pdf, worker).document
                return spread.resources.map { document.text($0).text }.joined(separator: "\n")
            }
        }.get()
    }

    /// The text of PDF page `page` (0-based), as Poppler extracts it.
    func pdfPageText(_ pdf: PDFPages, page: Int) throws(RRenderError) -> String {
        try pool.withWorker(preferring: 0) { worker in
            Result { () throws(RRenderError) in try pdfKit(pdf, worker).document.text(page).text }
        }.get()
    }

    /// The locator of PDF screen `number`: the position of its first page, titled by its outline
    /// entry, with the page's first 280 characters as text (readium.md §2.8).
    func pdfLocator(_ pdf: PDFPages, page number: Int) throws(RRenderError) -> Locator {
        let spread = try spread(pdf, ofPage: number)
        let first = spread.resources[0]
        var locator = publication.positions()[first]
        locator.title = tableOfContentsTitle(resource: 0, page: first) ?? locator.title
        let text = try pool.withWorker(preferring: 0) { worker in
            Result { () throws(RRenderError) in try pdfKit(pdf, worker).document.text(first).text }
        }.get()
        let highlight = String(text.prefix(280))
        locator.text = Locator.Text(highlight: highlight.isEmpty ? nil : highlight)
        return locator
    }

    /// The PDF screen showing the page a locator or href names: its `page=N` fragment, else its
    /// position, else the first page.
    func pdfPageNumber(_ pdf: PDFPages, fragments: [String], position: Int?) -> Int? {
        let count = pdf.pageSizes.count
        guard count > 0 else { return nil }
        let page = PDFPositions.page(inFragments: fragments, pageCount: count) ?? position.map { min(max(1, $0), count) } ?? 1
        return pdf.spreads.index(ofResource: page - 1).map { $0 + 1 }
    }

    /// The colour around PDF pages: the `backgroundColor` setting, else the renderer's.
    var pdfScreenColor: Color { options.pdfSettings.backgroundColor ?? options.background }

    /// A link's href: `file.pdf#page=N` inside the document, the URI outside it.
    private func href(of link: PDFLink, in pdf: PDFPages) -> String {
        switch link.target {
        case .page(let page, _): "\(pdf.container.path)#page=\(page)"
        case .uri(let uri): uri
        }
    }

    /// `rect` in points on a page of `size`, in screen px for the page drawn in `frame`.
    static func screenRect(_ rect: Rect, of size: Size, in frame: Rect) -> Rect {
        let sx = frame.width / max(size.width, 1), sy = frame.height / max(size.height, 1)
        return Rect(x: frame.x + rect.x * sx, y: frame.y + rect.y * sy, width: rect.width * sx, height: rect.height * sy)
    }

    private func pdfKit(_ pdf: PDFPages, _ worker: RenderWorker) throws(RRenderError) -> (document: PDFDocument, painter: PDFPainter) {
        do { return try worker.pdf(pdf.container) } catch { throw .rendering(publication: publication.sourceName, reason: "\(error)") }
    }
}

extension Renderer {
    /// The locator of the word under `point` (viewport CSS px) on PDF screen `number`
    /// (Poppler gives a box per character).
    func pdfTextLocator(_ pdf: PDFPages, onPage number: Int, at point: Point) throws(RRenderError) -> Locator? {
        let spread = try spread(pdf, ofPage: number)
        guard let placed = pdf.placed(spread, in: options.viewport, settings: options.pdfSettings).first(where: { $0.frame.contains(point) })
        else { return nil }
        let size = pdf.pageSizes[placed.page]
        let onPage = Point(x: (point.x - placed.frame.x) * size.width / placed.frame.width,
                           y: (point.y - placed.frame.y) * size.height / placed.frame.height)
        let text = try pool.withWorker(preferring: 0) { worker in
            Result { () throws(RRenderError) in try pdfKit(pdf, worker).document.text(placed.page) }
        }.get()
        guard let word = PDFTextHit.word(in: text, at: onPage) else { return nil }
        var locator = publication.positions()[placed.page]
        locator.text = word
        return locator
    }
}
