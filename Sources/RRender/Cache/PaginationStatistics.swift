import Synchronization

/// Where a renderer's page counts came from so far: laid out by this renderer, or read from
/// the pagination cache. A service watching its cache (a warm run should lay nothing out to
/// count pages) reads them from `Renderer.paginationStatistics()`.
public struct PaginationStatistics: Sendable, Hashable {
    /// Reading-order items this renderer laid out to learn their page counts.
    public var pageCountsLaidOut = 0
    /// Reading-order items whose page counts came from `RenderOptions.paginationCache`.
    public var pageCountsFromCache = 0
}

/// The counts behind `PaginationStatistics`, updated from any worker.
final class PaginationCounters: Sendable {
    private let laidOut = Atomic<Int>(0), fromCache = Atomic<Int>(0)

    func countLaidOut(_ count: Int = 1) { laidOut.add(count, ordering: .relaxed) }
    func countFromCache(_ count: Int) { fromCache.add(count, ordering: .relaxed) }

    var statistics: PaginationStatistics {
        PaginationStatistics(
            pageCountsLaidOut: laidOut.load(ordering: .relaxed), pageCountsFromCache: fromCache.load(ordering: .relaxed))
    }
}
