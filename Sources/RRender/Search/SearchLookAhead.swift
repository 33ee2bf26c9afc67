import Dispatch
import Foundation

/// The units a search will reach next, searched in the background while the reader takes the
/// results of the earlier ones: a sliding window of `SearchService.lookAhead` units, searched in
/// order by as many runners as the renderer has workers, each taking the next unit as soon as it
/// is free. The window is wide (eight units a worker) because what waits in it is only hits: a
/// narrow one (two units a worker) left a worker idle behind a long chapter. The runners
/// never block waiting for a worker: there are never more of them than workers.
final class SearchLookAhead: @unchecked Sendable {
    // @unchecked: every `var` is only touched under `condition`; `search` is immutable
    // (`TextMatcher` is only read, and NSRegularExpression is thread-safe).
    private let condition = NSCondition()
    private var results: [Int: Result<[SearchHit], SearchError>] = [:]
    /// Units before `end` may be searched; those before `next` have been started.
    private var end = 0
    private var next = 0
    /// The runners searching; at most `runnerLimit`.
    private var runners = 0
    private let runnerLimit: Int
    /// Set when the search is dropped: runners start no more units.
    private var stopped = false
    private let search: @Sendable (Int) -> Result<[SearchHit], SearchError>

    /// A window whose units are searched by `search`, by at most `runners` threads at once.
    init(runners: Int, _ search: @escaping @Sendable (Int) -> Result<[SearchHit], SearchError>) {
        runnerLimit = max(1, runners)
        self.search = search
    }

    /// Lets the units before `end` be searched, starting runners for them as needed.
    func launch(upTo end: Int) {
        condition.lock()
        self.end = max(self.end, end)
        let added = stopped ? 0 : max(0, min(runnerLimit - runners, self.end - next))
        runners += added
        condition.unlock()
        for _ in 0..<added {
            DispatchQueue.global().async { [self] in run() }
        }
    }

    /// A runner: searches the next unit of the window until there is none (or the search stops).
    private func run() {
        condition.lock()
        while !stopped, next < end {
            let unit = next
            next += 1
            condition.unlock()
            let found = search(unit)
            condition.lock()
            results[unit] = found
            condition.broadcast()
        }
        runners -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// The hits of `unit`, waiting for them if need be (it must be in the window).
    func take(_ unit: Int) -> Result<[SearchHit], SearchError> {
        condition.lock()
        defer { condition.unlock() }
        precondition(unit < end, "unit \(unit) taken before it was launched")
        while results[unit] == nil { condition.wait() }
        return results.removeValue(forKey: unit) ?? .success([])
    }

    /// The end of the window: the units launched so far.
    var launchedCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return end
    }

    /// True once `drain()` was called (for tests).
    var isStopped: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopped
    }

    /// Waits until every unit launched is searched (for tests: the search goes on afterwards).
    func settle() {
        condition.lock()
        defer { condition.unlock() }
        while runners > 0 { condition.wait() }
    }

    /// Stops the search: the runners start no more units (those being searched finish).
    func stop() {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
    }

    /// Stops the search and waits for the units being searched: nothing runs on after the
    /// search is dropped (a process may exit while Pango is in use on another thread otherwise).
    func drain() {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        while runners > 0 { condition.wait() }
    }
}
