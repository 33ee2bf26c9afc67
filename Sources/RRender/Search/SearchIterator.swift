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
        let matcher: TextMatcher
        var nextUnit = 0
        var resultCount = 0
        var closed = false
        /// Hits of the units after `nextUnit` already searched (see `searchAhead`).
        var ahead: [Int: Result<[SearchHit], SearchError>] = [:]
        /// The page numbers of the results of the last page given.
        var pageNumbers: [Int?] = []
    }

    /// The renderer whose text is searched.
    public let renderer: Renderer
    private let snippetLength: Int
    private let state: Mutex<State>

    init(renderer: Renderer, matcher: consuming sending TextMatcher, snippetLength: Int) {
        self.renderer = renderer
        self.snippetLength = snippetLength
        state = Mutex(State(matcher: matcher))
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
    public var unitCount: Int { renderer.searchUnitCount }

    /// `next()` for synchronous callers; `progress` is told the units searched so far and
    /// `unitCount` after each unit (a progress bar).
    public func nextPage(progress: (_ searched: Int, _ total: Int) -> Void = { _, _ in }) throws(SearchError) -> LocatorCollection? {
        try state.withLock { state throws(SearchError) -> LocatorCollection? in
            let count = renderer.searchUnitCount
            while !state.closed, state.nextUnit < count {
                if Task.isCancelled {
                    state.closed = true
                    break
                }
                let unit = state.nextUnit
                state.nextUnit += 1
                if state.ahead[unit] == nil { state.ahead = searchAhead(from: unit, of: count, matcher: state.matcher) }
                let hits = try (state.ahead.removeValue(forKey: unit) ?? .success([])).get()
                progress(state.nextUnit, count)
                guard !hits.isEmpty else { continue }
                state.resultCount += hits.count
                state.pageNumbers = hits.map { renderer.pageNumber(resource: $0.resource, page: $0.page) }
                return LocatorCollection(metadata: LocatorCollection.Metadata(numberOfItems: hits.count), locators: hits.map(\.locator))
            }
            return nil
        }
    }

    /// The hits of units `first` and the next ones, as many as the renderer has workers times
    /// two, searched in parallel (each laid out once; their page counts kept for the hits' page
    /// numbers). A search walks the whole book unless stopped, so searching a few units ahead
    /// costs little where it stops and makes the walk as parallel as rendering.
    private func searchAhead(from first: Int, of count: Int, matcher: TextMatcher) -> [Int: Result<[SearchHit], SearchError>] {
        let units = Array(first..<min(count, first + renderer.searchLookAhead))
        let found = Mutex<[Int: Result<[SearchHit], SearchError>]>([:])
        let renderer = renderer, snippetLength = snippetLength
        DispatchQueue.concurrentPerform(iterations: units.count) { index in
            let unit = units[index]
            let hits = Result { () throws(SearchError) in try renderer.searchHits(unit: unit, matcher: matcher, snippetLength: snippetLength) }
            found.withLock { $0[unit] = hits }
        }
        renderer.persistentPagination?.save()
        return found.withLock { $0 }
    }

    /// Every remaining page, in order, given to `body`.
    public func forEach(_ body: (LocatorCollection) throws -> Void) async throws {
        while let page = try await next().get() { try body(page) }
    }

    /// Ends the search: `next()` gives nil from now on.
    public func close() {
        state.withLock { $0.closed = true }
    }
}
