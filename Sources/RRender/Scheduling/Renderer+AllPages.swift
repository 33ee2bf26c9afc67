import Dispatch
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
    /// once: resources go to the workers in reading order; a worker numbers a resource's screens
    /// once the resources before it are laid out, waiting for their page counts if need be.
    /// A worker with no resource left to start may join one another worker is still on, laying
    /// it out again, where `policy` says that pays (see `ScreenClaims`; painting pays for it,
    /// text does not: `forEachPageText` walks the book its own way).
    /// `body` runs on the workers' threads, in parallel; the screens of a source come in order
    /// unless it is helped. Stops at the first error `body` throws; returns the number of screens.
    func forEveryScreen(helping policy: ScreenClaims.Policy = ScreenClaims.Policy(),
                        _ body: @Sendable (any ScreenSource, Int, PageLocation, RenderWorker) throws -> Void) throws -> Int {
        let sources = Array(screens.sources[..<screens.linearCount])
        let numbering = PageNumbering(resources: sources.count)
        let failure = FirstError()
        let claims = ScreenClaims(sources: sources.count, policy: policy)
        let helpers = pool.count - 1
        DispatchQueue.concurrentPerform(iterations: sources.count + helpers) { index in
            // Workers are taken in reading order, so every source before this one has a worker
            // and will publish its screen count: waiting for those counts below cannot deadlock.
            // Helpers come last, once every source has a worker.
            numbering.waitForTurn(min(index, sources.count))
            guard index < sources.count else {
                return help(claims, sources: sources, numbering: numbering, failure: failure, body)
            }
            let source = sources[index], key = source.batchKey(ofScreen: 0)
            pool.withWorker(preferring: key) { worker in
                numbering.passTurn()
                worker.keepOnly(key)
                defer { worker.release(key) }
                defer { claims.close(index) }
                let started = claims.time()
                let helpable = helpers > 0 && source.knownScreenCount == nil
                claims.announce(index, bytes: documentBytes(of: source), helpable: helpable)
                let count = screenCount(of: source, with: worker)
                let first = numbering.publish(index, pageCount: count)
                claims.open(index, count: count, helpable: helpable, started: started)
                while !failure.isSet, let screen = claims.take(index) {
                    paint(source, screen, first: first, worker: worker, failure: failure, body)
                    claims.ownerFinishedScreen(index)
                }
            }
        }
        persistentPagination?.save()
        if let error = failure.error { throw error }
        return numbering.total
    }

    /// A helper: with a worker of its own, paints screens of the sources `claims` says are worth
    /// joining, until none is.
    private func help(_ claims: ScreenClaims, sources: [any ScreenSource], numbering: PageNumbering, failure: FirstError,
                      _ body: @Sendable (any ScreenSource, Int, PageLocation, RenderWorker) throws -> Void) {
        pool.withWorker { worker in
            while let (index, early) = claims.sourceToHelp(stop: { failure.isSet }) {
                let source = sources[index], key = source.batchKey(ofScreen: 0)
                worker.keepOnly(key)
                if early {
                    // Laid out here while its owner lays it out too; painting waits for its count.
                    for resource in source.resources { _ = layout(resource, with: worker) }
                    guard claims.waitUntilOpen(index) else {
                        worker.release(key)
                        continue
                    }
                }
                let first = numbering.firstPage(of: index)
                while !failure.isSet, let screen = claims.take(index) {
                    paint(source, screen, first: first, worker: worker, failure: failure, body)
                }
                claims.leave(index)
                worker.release(key)
            }
        }
    }

    /// Calls `body` for screen `screen` of `source`, whose first screen is page `first`; an
    /// error goes to `failure`.
    private func paint(_ source: any ScreenSource, _ screen: Int, first: Int, worker: RenderWorker, failure: FirstError,
                       _ body: @Sendable (any ScreenSource, Int, PageLocation, RenderWorker) throws -> Void) {
        let (resource, page) = source.location(ofScreen: screen)
        do {
            try body(source, screen, PageLocation(resource: resource, page: page, number: first + screen), worker)
        } catch {
            failure.set(error)
        }
    }

    /// The bytes of the documents `source` lays out (their ZIP entries' sizes), which its layout
    /// and page count grow with.
    func documentBytes(of source: any ScreenSource) -> Int {
        source.resources.reduce(0) { total, resource in
            total + (publication.container.entry(at: HREF.containerPath(href(ofResource: resource)))?.size ?? 0)
        }
    }

    /// The screen count of `source`, its reflowable resource laid out by `worker` (and its
    /// summary kept) when it is not known yet.
    func screenCount(of source: any ScreenSource, with worker: RenderWorker) -> Int {
        if let known = source.knownScreenCount { return known }
        for resource in source.resources where summary(resource) == nil {
            let summary = ResourceSummary(layout(resource, with: worker))
            summaries.withLock { $0[resource] = summary }
            persistentPagination?.add([resource: summary])
        }
        return source.screenCount(in: self)
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
        return pagesBefore(resource) + 1
    }

    /// The number of the first page of `resource`, whose count is published.
    func firstPage(of resource: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        return pagesBefore(resource) + 1
    }

    /// The pages of the resources before `resource` (the caller holds `condition`).
    private func pagesBefore(_ resource: Int) -> Int {
        counts[..<resource].reduce(0) { $0 + ($1 ?? 0) }
    }

    /// The pages of the resources published so far.
    var total: Int {
        condition.lock()
        defer { condition.unlock() }
        return counts.reduce(0) { $0 + ($1 ?? 0) }
    }
}
