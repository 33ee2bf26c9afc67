import Dispatch
import RRenderCore
import Synchronization

/// A search under way: pages of results, one `LocatorCollection` per reading-order resource
/// with hits (per page with hits in a PDF), in reading order (readium.md §4.3). Resources are
/// laid out as the iterator reaches them, so the first page comes before the book is scanned.
///
/// Cancelling the task that calls `next()` (or calling `close()`) ends the search between
/// two resources: `next()` then gives nil. Thread-safe: calls run one at a time.
public final class SearchIterator: Sendable {
    private struct State {
        var nextUnit = 0
        var resultCount = 0
        var closed = false
        /// The page numbers of the results of the last page given.
        var pageNumbers: [Int?] = []
    }

    /// The search this iterator walks.
    public let service: SearchService
    /// The renderer whose text is searched.
    public var renderer: Renderer { service.renderer }
    private let snippetLength: Int
    private let state: Mutex<State>
    private let lookAhead: SearchLookAhead

    init(service: SearchService, matcher: consuming sending TextMatcher, snippetLength: Int) {
        self.service = service
        self.snippetLength = snippetLength
        let shared = SharedMatcher(matcher)
        lookAhead = SearchLookAhead(runners: service.renderer.options.concurrency) { [service] unit in
            Result { () throws(SearchError) in try service.hits(unit: unit, matcher: shared.matcher, snippetLength: snippetLength)
            }
        }
        state = Mutex(State())
    }

    /// The page number (screen, at the renderer's viewport) of each result of the page
    /// `nextPage()` gave last, in order: what `renderer.pageNumber(for:)` gives for its locator,
    /// known without finding the text again.
    public var lastPageNumbers: [Int?] { state.withLock { $0.pageNumbers } }

    /// The number of results in the pages given so far.
    public var resultCount: Int { state.withLock { $0.resultCount } }

    /// The reading-order resources (PDF pages) searched so far.
    public var searchedUnits: Int { state.withLock { $0.nextUnit } }

    /// The next page of results; nil when there are no more (or the search was cancelled or
    /// closed); `.reading` when a resource could not be read (the next call goes on after it).
    public func next() async -> Result<LocatorCollection?, SearchError> {
        Result { () throws(SearchError) in try nextPage() }
    }

    /// How many units the search walks: reading-order resources, or a PDF's pages.
    public var unitCount: Int { service.unitCount }

    /// `next()` for synchronous callers; `progress` is told the units searched so far and
    /// `unitCount` after each unit (a progress bar).
    public func nextPage(
        progress: (_ searched: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(SearchError) -> LocatorCollection? {
        try state.withLock { state throws(SearchError) -> LocatorCollection? in
            let count = service.unitCount
            while !state.closed, state.nextUnit < count {
                if Task.isCancelled {
                    state.closed = true
                    lookAhead.stop()  // nothing more is laid out for a search nobody reads
                    break
                }
                let unit = state.nextUnit
                state.nextUnit += 1
                lookAhead.launch(upTo: min(count, unit + service.lookAhead))
                let hits = try lookAhead.take(unit).get()
                // Page counts found on the way go to the pagination cache a window at a time.
                if state.nextUnit % service.lookAhead == 0 || state.nextUnit == count { renderer.persistentPagination?.save() }
                progress(state.nextUnit, count)
                guard !hits.isEmpty else { continue }
                state.resultCount += hits.count
                state.pageNumbers = hits.map { renderer.pageNumber(resource: $0.resource, page: $0.page) }
                return LocatorCollection(
                    metadata: LocatorCollection.Metadata(numberOfItems: hits.count), locators: hits.map(\.locator))
            }
            return nil
        }
    }

    /// Every remaining page, in order, given to `body`.
    public func forEach(_ body: (LocatorCollection) throws -> Void) async throws {
        while let page = try await next().get() { try body(page) }
    }

    /// Ends the search: `next()` gives nil from now on. Waits for the units being searched
    /// ahead, as dropping the iterator does.
    public func close() {
        state.withLock { $0.closed = true }
        lookAhead.drain()
    }

    deinit {
        lookAhead.drain()
    }

    /// The units the search may have started: the one given last and the window ahead of it; for tests.
    var startedUnits: Int { lookAhead.launchedCount }

    /// Waits until the units in the window are searched (the search can go on); for tests.
    func settle() { lookAhead.settle() }
}

/// The matcher, shared with the searches running ahead: it is only read (`TextMatcher` holds
/// values and an NSRegularExpression, which is thread-safe).
private final class SharedMatcher: @unchecked Sendable {
    let matcher: TextMatcher
    init(_ matcher: consuming sending TextMatcher) { self.matcher = matcher }
}
