import Foundation
import RRenderCairo
import RRenderCore

extension Renderer {
    /// Renders every page of the publication as PNG bytes, laying each resource out once, where
    /// `renderPNGs` over every page lays the book out twice (once to count the pages, once to
    /// paint them). Resources go to the workers in reading order; a worker numbers a resource's
    /// pages once the resources before it are laid out, waiting for their page counts if need
    /// be. A worker with no resource left to start may help paint one another worker is still
    /// on (`ScreenClaims`). `body` runs on the rendering threads, in parallel, in no set order.
    /// Stops at the first error `body` throws; a publication without pages throws
    /// `pageOutOfRange`, as rendering page 1 would.
    public func renderAllPNGs(_ body: @Sendable (PageLocation, [UInt8]) throws -> Void) throws {
        // Sources whose screens are known without laying anything out: those screens only.
        if screens.sources[..<screens.linearCount].allSatisfy({ $0.knownScreenCount != nil }) {
            let count = pageCount()
            guard count > 0 else { throw RRenderError.pageOutOfRange(publication: publication.sourceName, page: 1, pageCount: 0) }
            return try renderPNGs(Array(1...count), body)
        }
        let total = try forEveryScreen { source, screen, location, worker in
            try body(location, try source.png(screen, with: worker, in: self))
        }
        if total == 0 { throw RRenderError.pageOutOfRange(publication: publication.sourceName, page: 1, pageCount: 0) }
    }

    /// Calls `body` for every screen of the reading order with a worker, each resource laid out
    /// once (see `Scheduler.forEveryScreen`; painting pays for helping a source another worker is
    /// on, text does not: `forEachPageText` walks the book its own way). Saves the page counts
    /// found to the pagination cache. Returns the number of screens.
    func forEveryScreen(
        helping policy: ScreenClaims.Policy = ScreenClaims.Policy(),
        _ body: @Sendable (any ScreenSource, Int, PageLocation, RenderWorker) throws -> Void
    ) throws -> Int {
        defer { persistentPagination?.save() }
        return try scheduler.forEveryScreen(
            of: Array(screens.sources[..<screens.linearCount]), counting: self, helping: policy, body)
    }
}

extension Renderer: ScreenCounting {
    /// The bytes of the documents `source` lays out (their ZIP entries' sizes), which its layout
    /// and page count grow with.
    func documentBytes(of source: any ScreenSource) -> Int {
        source.resources.reduce(0) { total, resource in total + documentBytes(ofResource: resource) }
    }

    /// The screen count of `source`, its reflowable resources laid out by `worker` (and their
    /// summaries kept) when it is not known yet.
    func screenCount(of source: any ScreenSource, with worker: RenderWorker) -> Int {
        if let known = source.knownScreenCount { return known }
        for resource in source.resources where summary(resource) == nil {
            let summary = ResourceSummary(layout(resource, with: worker))
            pageCountOrigins.countLaidOut()
            summaries.withLock { $0[resource] = summary }
            persistentPagination?.add([resource: summary])
        }
        // A continuous run's page counts may come from the cache: its strip still needs measuring.
        if let strip = (source as? ContinuousScreens)?.strip {
            for resource in source.resources where strip.extent(of: resource) == nil { _ = layout(resource, with: worker) }
        }
        return source.screenCount(in: self)
    }

    /// Lays out the resources of `source` with `worker` (a helper joining it early).
    func layOut(_ source: any ScreenSource, with worker: RenderWorker) {
        for resource in source.resources { _ = layout(resource, with: worker) }
    }
}
