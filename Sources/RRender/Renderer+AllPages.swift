import Dispatch
import Foundation
import RRenderCairo
import RRenderCore

extension Renderer {
    /// Renders every page of the publication as PNG bytes, laying each resource out once, where
    /// `renderPNGs` over every page lays the book out twice (once to count the pages, once to
    /// paint them). Resources go to the workers in reading order; a worker numbers a resource's
    /// pages once the resources before it are laid out, waiting for their page counts if need
    /// be. `body` runs on the rendering threads, in parallel, with the pages of a resource in
    /// order. Stops at the first error `body` throws; a publication without pages throws
    /// `pageOutOfRange`, as rendering page 1 would.
    public func renderAllPNGs(_ body: @Sendable (PageLocation, [UInt8]) throws -> Void) throws {
        // Fixed layout: the screens are known without laying anything out.
        if let screens = pdf?.spreads ?? spreads {
            guard !screens.isEmpty else { throw RRenderError.pageOutOfRange(publication: publication.sourceName, page: 1, pageCount: 0) }
            return try renderPNGs(Array(1...screens.count), body)
        }
        let count = publication.readingOrder.count
        let numbering = PageNumbering(resources: count)
        let failure = FirstError()
        DispatchQueue.concurrentPerform(iterations: count) { resource in
            // Workers are taken in reading order, so every resource before this one has a worker
            // and will publish its page count: waiting for those counts below cannot deadlock.
            numbering.waitForTurn(resource)
            pool.withWorker(preferring: resource) { worker in
                numbering.passTurn()
                worker.keepOnly(resource)
                defer { worker.release(resource) }
                let layout = worker.layout(resource, loader: loader, geometry: geometry)
                summaries.withLock { $0[resource] = ResourceSummary(layout) }
                let first = numbering.publish(resource, pageCount: layout.pageCount)
                for page in 0..<layout.pageCount where !failure.isSet {
                    let location = PageLocation(resource: resource, page: page, number: first + page)
                    do {
                        let png = try worker.painter.paintPNG(layout.page(page), scale: options.scale,
                                                              background: options.background)
                        collectImageProblems(of: worker, resource: resource)
                        try body(location, png)
                    } catch let error as CairoError {
                        failure.set(RRenderError.rendering(publication: publication.sourceName, reason: "\(error)"))
                    } catch {
                        failure.set(error)
                    }
                }
            }
        }
        if let error = failure.error { throw error }
        if numbering.total == 0 { throw RRenderError.pageOutOfRange(publication: publication.sourceName, page: 1, pageCount: 0) }
    }
}

/// Page numbers for resources laid out in parallel: resources take workers in reading order
/// (`waitForTurn`, `passTurn`), and each learns its first page number once the page counts of
/// the resources before it are published.
final class PageNumbering: @unchecked Sendable {
    /// Guards the fields below (NSCondition: a lock with a condition variable).
    private let condition = NSCondition()
    private var counts: [Int?]
    private var turn = 0

    init(resources: Int) {
        counts = Array(repeating: nil, count: resources)
    }

    /// Waits until resources before `resource` have taken their workers.
    func waitForTurn(_ resource: Int) {
        condition.lock()
        while turn != resource { condition.wait() }
        condition.unlock()
    }

    /// Lets the next resource take a worker.
    func passTurn() {
        condition.lock()
        turn += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Records the page count of `resource` and returns the number of its first page (from 1),
    /// waiting for the counts of the resources before it.
    func publish(_ resource: Int, pageCount: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        counts[resource] = pageCount
        condition.broadcast()
        while counts[..<resource].contains(where: { $0 == nil }) { condition.wait() }
        return 1 + counts[..<resource].reduce(0) { $0 + ($1 ?? 0) }
    }

    /// The pages of the resources published so far.
    var total: Int {
        condition.lock()
        defer { condition.unlock() }
        return counts.reduce(0) { $0 + ($1 ?? 0) }
    }
}
