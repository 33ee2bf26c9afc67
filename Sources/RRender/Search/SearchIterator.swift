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
                let locators = try renderer.searchHits(unit: unit, matcher: state.matcher, snippetLength: snippetLength)
                progress(state.nextUnit, count)
                guard !locators.isEmpty else { continue }
                state.resultCount += locators.count
                return LocatorCollection(metadata: LocatorCollection.Metadata(numberOfItems: locators.count), locators: locators)
            }
            return nil
        }
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
