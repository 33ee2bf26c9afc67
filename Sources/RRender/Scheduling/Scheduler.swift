import Dispatch
import RRenderCairo

/// How a renderer's work is spread over its render workers: the one type the rest of the
/// library schedules through. It owns the `WorkerPool`, and runs the three kinds of parallel
/// walk: single tasks (a page, a locator), batches of tasks each on one worker (the pages
/// asked for, page counts, page texts), and every screen of the book numbered as it is laid
/// out (`forEveryScreen`, with `PageNumbering` and `ScreenClaims`).
final class Scheduler: Sendable {
    private let pool: WorkerPool

    /// A scheduler over up to `workers` render workers that `make` makes, the first one now (so
    /// a renderer that cannot make one fails when made).
    init(workers: Int, make: @escaping @Sendable () throws(FontError) -> RenderWorker) throws(FontError) {
        pool = try WorkerPool(count: workers, make: make)
    }

    /// Runs `body` with a worker of its own, preferably one that has `resource` laid out.
    func withWorker<R>(preferring resource: Int? = nil, _ body: (RenderWorker) throws -> R) rethrows -> R {
        try pool.withWorker(preferring: resource, body)
    }

    /// Runs `body` for batches `0..<keys.count` in parallel, each on one worker that prefers
    /// `keys[batch]`. With `exclusive`, the worker keeps nothing but that key's layouts while on
    /// the batch and drops them after, so a walk over many resources holds one per worker.
    func forEachBatch(keys: [Int], exclusive: Bool, _ body: @Sendable (Int, RenderWorker) -> Void) {
        DispatchQueue.concurrentPerform(iterations: keys.count) { batch in
            let key = keys[batch]
            pool.withWorker(preferring: key) { worker in
                if exclusive { worker.keepOnly(key) }
                defer { if exclusive { worker.release(key) } }
                body(batch, worker)
            }
        }
    }

    /// What each idle worker keeps laid out (the memory policy's tests read it).
    func heldResources() -> [[Int]] {
        pool.heldResources()
    }

    /// Calls `body` for every screen of `sources` with a worker, each source laid out once:
    /// sources go to the workers in reading order; a worker numbers a source's screens once the
    /// sources before it are counted, waiting for their counts if need be. A worker with no
    /// source left to start may join one another worker is still on, laying it out again, where
    /// `policy` says that pays (see `ScreenClaims`). `body` runs on the workers' threads, in
    /// parallel; the screens of a source come in order unless it is helped. Stops at the first
    /// error `body` throws; returns the number of screens.
    func forEveryScreen(
        of sources: [any ScreenSource], counting: some ScreenCounting,
        helping policy: ScreenClaims.Policy = ScreenClaims.Policy(),
        _ body: @Sendable (any ScreenSource, Int, PageLocation, RenderWorker) throws -> Void
    ) throws -> Int {
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
                return help(claims, sources: sources, numbering: numbering, counting: counting, failure: failure, body)
            }
            let source = sources[index], key = source.batchKey(ofScreen: 0)
            pool.withWorker(preferring: key) { worker in
                numbering.passTurn()
                worker.keepOnly(key)
                defer { worker.release(key) }
                defer { claims.close(index) }
                let started = claims.time()
                let helpable = helpers > 0 && source.knownScreenCount == nil
                claims.announce(index, bytes: counting.documentBytes(of: source), helpable: helpable)
                let count = counting.screenCount(of: source, with: worker)
                let first = numbering.publish(index, pageCount: count)
                claims.open(index, count: count, helpable: helpable, started: started)
                while !failure.isSet, let screen = claims.take(index) {
                    paint(source, screen, first: first, worker: worker, failure: failure, body)
                    claims.ownerFinishedScreen(index)
                }
            }
        }
        if let error = failure.error { throw error }
        return numbering.total
    }

    /// A helper: with a worker of its own, paints screens of the sources `claims` says are worth
    /// joining, until none is.
    private func help(
        _ claims: ScreenClaims, sources: [any ScreenSource], numbering: PageNumbering, counting: some ScreenCounting,
        failure: FirstError, _ body: @Sendable (any ScreenSource, Int, PageLocation, RenderWorker) throws -> Void
    ) {
        pool.withWorker { worker in
            while let (index, early) = claims.sourceToHelp(stop: { failure.isSet }) {
                let source = sources[index], key = source.batchKey(ofScreen: 0)
                worker.keepOnly(key)
                if early {
                    // Laid out here while its owner lays it out too; painting waits for its count.
                    counting.layOut(source, with: worker)
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
    private func paint(
        _ source: any ScreenSource, _ screen: Int, first: Int, worker: RenderWorker, failure: FirstError,
        _ body: @Sendable (any ScreenSource, Int, PageLocation, RenderWorker) throws -> Void
    ) {
        let (resource, page) = source.location(ofScreen: screen)
        do {
            try body(source, screen, PageLocation(resource: resource, page: page, number: first + screen), worker)
        } catch {
            failure.set(error)
        }
    }
}

/// What `Scheduler.forEveryScreen` asks of the renderer about a source: how many screens it
/// has (laying it out when need be), how large its documents are, and laying it out.
protocol ScreenCounting: Sendable {
    func screenCount(of source: any ScreenSource, with worker: RenderWorker) -> Int
    func documentBytes(of source: any ScreenSource) -> Int
    func layOut(_ source: any ScreenSource, with worker: RenderWorker)
}
