import Dispatch
import Foundation

/// The units a search will reach next, searched in the background while the reader takes the
/// results of the earlier ones: a sliding window of `Renderer.searchLookAhead` units (twice the
/// workers), each searched as soon as the window reaches it, on any worker free. A window that
/// moved in steps, waiting for all its units before searching the next ones, left workers idle
/// behind the longest chapter of each step.
final class SearchLookAhead: @unchecked Sendable {
    // @unchecked: `results` and `launched` are only touched under `condition`; `search` is
    // immutable (`TextMatcher` is only read, and NSRegularExpression is thread-safe).
    private let condition = NSCondition()
    private var results: [Int: Result<[SearchHit], SearchError>] = [:]
    /// Units 0..<launched have been started; `running` of them are not done.
    private var launched = 0
    private var running = 0
    private let search: @Sendable (Int) -> Result<[SearchHit], SearchError>

    /// A window whose units are searched by `search`.
    init(_ search: @escaping @Sendable (Int) -> Result<[SearchHit], SearchError>) {
        self.search = search
    }

    /// Starts the units before `end` not started yet.
    func launch(upTo end: Int) {
        condition.lock()
        let start = launched
        launched = max(launched, end)
        running += launched - start
        condition.unlock()
        for unit in start..<max(start, end) {
            DispatchQueue.global().async { [self] in
                let found = search(unit)
                condition.lock()
                results[unit] = found
                running -= 1
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// The hits of `unit`, waiting for them if need be (it must have been launched).
    func take(_ unit: Int) -> Result<[SearchHit], SearchError> {
        condition.lock()
        defer { condition.unlock() }
        while results[unit] == nil { condition.wait() }
        return results.removeValue(forKey: unit) ?? .success([])
    }

    /// The units started so far.
    var launchedCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return launched
    }

    /// Waits until no unit is being searched: nothing runs on after the search is dropped (a
    /// process may exit while Pango is in use on another thread otherwise).
    func drain() {
        condition.lock()
        defer { condition.unlock() }
        while running > 0 { condition.wait() }
    }
}
