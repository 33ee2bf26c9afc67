import Dispatch
import RRenderCairo
import Synchronization

/// At most `count` render workers, made as tasks need them: the first at once (so a renderer
/// that cannot make one fails when made), the others when a task finds none idle (a page asked
/// for alone never pays for a second Pango font map). A task checks one out, uses it
/// synchronously and returns it; at most `count` tasks render at once. Prefers a worker that
/// already holds the resource.
final class WorkerPool: Sendable {
    private struct State {
        var idle: [RenderWorker]
        /// How many more workers may be made.
        var unmade: Int
    }
    private let state: Mutex<State>
    /// Counts the idle workers: a task waits on it when it may make none.
    private let idleCount: DispatchSemaphore
    private let make: @Sendable () throws(FontError) -> RenderWorker
    let count: Int

    /// A pool of up to `count` workers (at least one) that `make` makes, the first one now.
    init(count: Int, make: @escaping @Sendable () throws(FontError) -> RenderWorker) throws(FontError) {
        let first = try make()
        state = Mutex(State(idle: [first], unmade: max(1, count) - 1))
        idleCount = DispatchSemaphore(value: 1)
        self.make = make
        self.count = max(1, count)
    }

    /// Runs `body` with a worker of its own, preferably one that has `resource` laid out.
    func withWorker<R>(preferring resource: Int? = nil, _ body: (RenderWorker) throws -> R) rethrows -> R {
        let worker = checkOut(preferring: resource)
        defer {
            state.withLock { $0.idle.append(worker) }
            idleCount.signal()
        }
        return try body(worker)
    }

    /// An idle worker, or a new one while fewer than `count` are made; else the next one to
    /// come back. A worker that cannot be made (the first could) leaves the others to share.
    private func checkOut(preferring resource: Int?) -> RenderWorker {
        let mayMake = state.withLock { state in
            guard state.idle.isEmpty, state.unmade > 0 else { return false }
            state.unmade -= 1
            return true
        }
        if mayMake, let made = try? make() { return made }
        idleCount.wait()
        return state.withLock { state in
            let index = resource.flatMap { r in state.idle.firstIndex { $0.holds(r) } } ?? state.idle.count - 1
            return state.idle.remove(at: index)
        }
    }
}

extension WorkerPool {
    /// What each idle worker keeps laid out (for tests of the memory policy).
    func heldResources() -> [[Int]] {
        state.withLock { $0.idle.map(\.heldResources) }
    }
}
