import Dispatch
import Synchronization
import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderPublication

/// A rendered page: where it is, its frame and its text.
public struct RenderedPage: Sendable {
    public let location: PageLocation
    /// The reading-order item's href.
    public let href: String
    public let frame: Frame
    /// The text shown on the page, in reading order.
    public let text: String

    /// The frame as PNG bytes (8-bit grey when the page has no colour).
    public func pngData() -> [UInt8] { PNGEncoder.encode(frame.image) }
}

extension Renderer {
    /// Lays out and paints page `number` (1-based).
    public func renderPage(_ number: Int) throws(RRenderError) -> RenderedPage {
        let location = try location(ofPage: number)
        let result = pool.withWorker(preferring: location.resource) { worker in
            Result { () throws(RRenderError) in try paint(location, with: worker) }
        }
        return try result.get()
    }

    /// The text of page `number`, without painting it.
    public func text(ofPage number: Int) throws(RRenderError) -> String {
        if let pdf { return try pdfText(pdf, page: number) }
        let location = try location(ofPage: number)
        let pages = try spreads.map { spreads throws(RRenderError) in try spread(spreads, ofPage: number).resources.map { ($0, 0) } }
        return pool.withWorker(preferring: location.resource) { worker in
            (pages ?? [(location.resource, location.page)]).map { resource, page in
                worker.layout(resource, loader: loader, geometry: geometry).page(page).text
            }.joined(separator: "\n")
        }
    }

    /// The page layout of page `number`: fragments in page coordinates, for inspection and tests
    /// (for a fixed-layout publication, the first page of the spread, at its own size).
    public func withPageLayout<R>(_ number: Int, _ body: (PageLayout) throws -> R) throws -> R {
        if pdf != nil { throw RRenderError.rendering(publication: publication.sourceName, reason: "a PDF page has no page layout") }
        let location = try location(ofPage: number)
        return try pool.withWorker(preferring: location.resource) { worker in
            try body(worker.layout(location.resource, loader: loader, geometry: geometry).page(location.page))
        }
    }

    /// Renders `numbers` (1-based) in parallel, calling `body` with each page as it is ready, on
    /// the rendering thread (so PNG encoding and writing run in parallel too). Pages of one
    /// resource are rendered by one worker in order. Stops at the first error `body` throws.
    public func renderPages(_ numbers: [Int], _ body: @Sendable (RenderedPage) throws -> Void) throws {
        try forEachPage(numbers) { location, worker in try body(try paint(location, with: worker)) }
    }

    /// Renders `numbers` as PNG bytes, encoded straight from the painting surface: the fast path
    /// for writing files. `body` runs on the rendering thread, in parallel.
    public func renderPNGs(_ numbers: [Int], _ body: @Sendable (PageLocation, [UInt8]) throws -> Void) throws {
        try forEachPage(numbers) { location, worker in
            if let pdf { return try body(location, try pdfPNG(pdf, page: location.number, with: worker)) }
            if let spreads {
                return try body(location, try spreadPNG(spreads[location.number - 1], with: worker))
            }
            let page = worker.layout(location.resource, loader: loader, geometry: geometry).page(location.page)
            do {
                let png = try worker.painter.paintPNG(page, scale: options.scale, background: options.background)
                collectImageProblems(of: worker, resource: location.resource)
                try body(location, png)
            } catch let error as CairoError {
                throw RRenderError.rendering(publication: publication.sourceName, reason: "\(error)")
            }
        }
    }

    /// Calls `body` for every page of `numbers` with a worker, resources spread over the pool.
    ///
    /// Memory: a worker renders one resource at a time. When the pages span several resources,
    /// it keeps nothing else while it lays a resource out (no earlier layout, no decoded image)
    /// and drops the layout once that resource's pages are done, so each worker holds at most
    /// one laid-out resource and the peak is that of the largest chapters, not of the book.
    /// A single resource's pages stay laid out afterwards, for the pages a reader asks next.
    private func forEachPage(_ numbers: [Int], _ body: @Sendable (PageLocation, RenderWorker) throws -> Void) throws {
        let locations = try numbers.map { number throws(RRenderError) in try location(ofPage: number) }
        // A PDF's pages are independent: each is a group of its own, spread over the workers.
        let groups = pdf == nil ? Self.groupedByResource(locations) : locations.map { [$0] }
        let batch = groups.count > 1
        let failure = FirstError()
        DispatchQueue.concurrentPerform(iterations: groups.count) { i in
            guard !failure.isSet, let first = groups[i].first else { return }
            let resource = pdf == nil ? first.resource : first.page
            pool.withWorker(preferring: resource) { worker in
                if batch { worker.keepOnly(resource) }
                defer { if batch { worker.release(resource) } }
                for location in groups[i] where !failure.isSet {
                    do { try body(location, worker) } catch { failure.set(error) }
                }
            }
        }
        if let error = failure.error { throw error }
    }

    /// The locations grouped by resource, resources in reading order, pages in the order given.
    static func groupedByResource(_ locations: [PageLocation]) -> [[PageLocation]] {
        var byResource: [Int: [PageLocation]] = [:]
        for location in locations { byResource[location.resource, default: []].append(location) }
        return byResource.keys.sorted().map { byResource[$0] ?? [] }
    }

    private func paint(_ location: PageLocation, with worker: RenderWorker) throws(RRenderError) -> RenderedPage {
        if let pdf { return try paintPDF(pdf, page: location.number, with: worker) }
        if let spreads { return try paintSpread(spreads[location.number - 1], at: location, with: worker) }
        let layout = worker.layout(location.resource, loader: loader, geometry: geometry)
        let page = layout.page(location.page)
        let image: PixelImage
        do {
            image = try worker.painter.paint(page, scale: options.scale, background: options.background)
        } catch {
            throw .rendering(publication: publication.sourceName, reason: "\(error)")
        }
        collectImageProblems(of: worker, resource: location.resource)
        let regions = page.links.map { HitRegion($0) }
        let frame = Frame(image: image, viewport: options.viewport, scale: options.scale, hitRegions: regions)
        let href = HREF.removingFragment(publication.readingOrder[location.resource].href)
        return RenderedPage(location: location, href: href, frame: frame, text: page.text)
    }
}

/// The first error of a parallel loop.
final class FirstError: Sendable {
    private let stored = Mutex<(any Error)?>(nil)

    var isSet: Bool { stored.withLock { $0 != nil } }
    var error: (any Error)? { stored.withLock { $0 } }

    func set(_ error: any Error) {
        stored.withLock { if $0 == nil { $0 = error } }
    }
}

extension Renderer {
    /// The page number (from 1) showing `href`: a reading-order resource, with an optional
    /// `#fragment` naming an element in it (a table-of-contents entry, a link target). Nil when
    /// the resource is not in the reading order or has no pages; a fragment that names no
    /// element gives the resource's first page.
    public func pageNumber(for href: String) -> Int? {
        let path = HREF.removingFragment(href)
        if let pdf {
            guard path == pdf.container.path else { return nil }
            return pdfPageNumber(pdf, fragments: HREF.fragment(of: href).map { [$0] } ?? [], position: nil)
        }
        guard let resource = readingOrderIndex(path) else { return nil }
        if let spreads { return spreads.index(ofResource: resource).map { $0 + 1 } }
        let counts = resourcePageCounts(upTo: resource)
        guard counts[resource] > 0 else { return nil }
        let first = counts[..<resource].reduce(0, +) + 1
        guard let fragment = HREF.fragment(of: href), !fragment.isEmpty else { return first }
        return first + (page(ofAnchor: HREF.percentDecoded(fragment), inResource: resource) ?? 0)
    }
}
