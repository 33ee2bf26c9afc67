import Dispatch
import RRenderCairo
import RRenderCore
import RRenderImages
import RRenderLayout
import RRenderPublication
import Synchronization

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
        let (source, index, location) = try screen(number)
        let result = scheduler.withWorker(preferring: source.batchKey(ofScreen: index)) { worker in
            Result { () throws(RRenderError) in try source.paint(index, at: location, with: worker, in: self) }
        }
        return try result.get()
    }

    /// The text of page `number`, without painting it.
    public func text(ofPage number: Int) throws(RRenderError) -> String {
        let (source, index, _) = try screen(number)
        return try source.text(index, in: self)
    }

    /// The page layout of page `number`: fragments in page coordinates, for inspection and tests
    /// (for a fixed-layout publication, the first page of the spread, at its own size).
    public func withPageLayout<R>(_ number: Int, _ body: (PageLayout) throws -> R) throws -> R {
        let (source, _, location) = try screen(number)
        guard source is any LaidOutScreens else {
            throw RRenderError.rendering(publication: publication.sourceName, reason: "a PDF page has no page layout")
        }
        return try scheduler.withWorker(preferring: location.resource) { worker in
            try body(layout(location.resource, with: worker).page(location.page))
        }
    }

    /// Renders `numbers` (1-based) in parallel, calling `body` with each page as it is ready, on
    /// the rendering thread (so PNG encoding and writing run in parallel too). Pages of one
    /// resource are rendered by one worker in order. Stops at the first error `body` throws.
    public func renderPages(_ numbers: [Int], _ body: @Sendable (RenderedPage) throws -> Void) throws {
        try forEachPage(numbers) { screen, worker in
            try body(try screen.source.paint(screen.index, at: screen.location, with: worker, in: self))
        }
    }

    /// Renders `numbers` as PNG bytes, encoded straight from the painting surface: the fast path
    /// for writing files. `body` runs on the rendering thread, in parallel.
    public func renderPNGs(_ numbers: [Int], _ body: @Sendable (PageLocation, [UInt8]) throws -> Void) throws {
        try forEachPage(numbers) { screen, worker in
            try body(screen.location, try screen.source.png(screen.index, with: worker, in: self))
        }
    }

    /// Calls `body` for every page of `numbers` with a worker, resources spread over the pool.
    ///
    /// Memory: a worker renders one resource at a time. When the pages span several resources,
    /// it keeps nothing else while it lays a resource out (no earlier layout, no decoded image)
    /// and drops the layout once that resource's pages are done, so each worker holds at most
    /// one laid-out resource and the peak is that of the largest chapters, not of the book.
    /// A single resource's pages stay laid out afterwards, for the pages a reader asks next.
    private func forEachPage(_ numbers: [Int], _ body: @Sendable (Screen, RenderWorker) throws -> Void) throws {
        let screens = try numbers.map { number throws(RRenderError) in Screen(try screen(number)) }
        let groups = Self.grouped(screens)
        let batch = groups.count > 1
        let failure = FirstError()
        scheduler.forEachBatch(keys: groups.map { $0[0].key }, exclusive: batch) { i, worker in
            for screen in groups[i] where !failure.isSet {
                do { try body(screen, worker) } catch { failure.set(error) }
            }
        }
        if let error = failure.error { throw error }
    }

    /// A screen to render: its source, its index there, where it is.
    struct Screen: Sendable {
        let source: any ScreenSource
        let index: Int
        let location: PageLocation
        /// The source's batch key: screens sharing one are rendered by one worker, in order.
        var key: Int { source.batchKey(ofScreen: index) }

        init(_ found: (source: any ScreenSource, index: Int, location: PageLocation)) {
            (source, index, location) = found
        }
    }

    /// The screens grouped by batch key, groups in the order of their first screen's number
    /// (reading order), screens in the order given.
    static func grouped(_ screens: [Screen]) -> [[Screen]] {
        var groups: [Int: [Screen]] = [:]
        var firstNumber: [Int: Int] = [:]
        for screen in screens {
            groups[screen.key, default: []].append(screen)
            firstNumber[screen.key] = min(firstNumber[screen.key] ?? .max, screen.location.number)
        }
        return groups.keys.sorted { (firstNumber[$0] ?? 0) < (firstNumber[$1] ?? 0) }.compactMap { groups[$0] }
    }
}

extension Renderer {
    /// The page number (from 1) showing `href`: a reading-order resource, with an optional
    /// `#fragment` naming an element in it (a table-of-contents entry, a link target; `page=N`
    /// in a PDF). Nil when the resource is not in the reading order or has no pages; a fragment
    /// that names no element gives the resource's first page.
    public func pageNumber(for href: String) -> Int? {
        guard let resource = readingOrderIndex(href),
            let source = screens.sourceIndex(ofResource: resource).map({ screens.sources[$0] })
        else { return nil }
        let fragment = HREF.fragment(of: href).flatMap { $0.isEmpty ? nil : $0 }
        let page = fragment.flatMap { source.page(ofFragment: $0, resource: resource, in: self) } ?? 0
        return pageNumber(resource: resource, page: page)
    }
}
