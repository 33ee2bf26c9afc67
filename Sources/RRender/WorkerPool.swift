import Dispatch
import Synchronization

/// A fixed set of render workers. A task checks one out, uses it synchronously and returns it;
/// at most `count` tasks render at once. Prefers a worker that already holds the resource.
final class WorkerPool: Sendable {
    fileprivate let idle: Mutex<[RenderWorker]>
    private let available: DispatchSemaphore
    let count: Int

    init(_ workers: [RenderWorker]) {
        idle = Mutex(workers)
        available = DispatchSemaphore(value: workers.count)
        count = workers.count
    }

    /// Runs `body` with a worker of its own, preferably one that has `resource` laid out.
    func withWorker<R>(preferring resource: Int? = nil, _ body: (RenderWorker) throws -> R) rethrows -> R {
        available.wait()
        let worker = idle.withLock { workers -> RenderWorker in
            let index = resource.flatMap { r in workers.firstIndex { $0.holds(r) } } ?? workers.count - 1
            return workers.remove(at: index)
        }
        defer {
            idle.withLock { $0.append(worker) }
            available.signal()
        }
        return try body(worker)
    }
}

extension WorkerPool {
    /// What each idle worker keeps laid out (for tests of the memory policy).
    func heldResources() -> [[Int]] {
        idle.withLock { $0.map(\.heldResources) }
    }
}
