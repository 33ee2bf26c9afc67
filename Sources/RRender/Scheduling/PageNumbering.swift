import Foundation

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
