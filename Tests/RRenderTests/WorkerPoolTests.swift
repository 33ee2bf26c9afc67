import Dispatch
import Foundation
import RRenderCairo
import Synchronization
import Testing

@testable import RRender

/// Render workers are made as tasks need them, never more than the pool's count, and a worker
/// that cannot be made leaves the others to share the work.
@Suite struct WorkerPoolTests {
    /// A worker without a shaper (as for a PDF): cheap to make.
    private static func worker() throws(FontError) -> RenderWorker {
        try RenderWorker(fonts: try FontConfiguration.shared(), shaping: false) { _ in nil }
    }

    @Test func workersAreMadeWhenTasksNeedThem() throws {
        let made = Atomic<Int>(0)
        let pool = try WorkerPool(count: 3) { () throws(FontError) in
            made.add(1, ordering: .relaxed)
            return try Self.worker()
        }
        #expect(made.load(ordering: .relaxed) == 1, "the first at once")
        for _ in 0..<5 { pool.withWorker { _ in } }
        #expect(made.load(ordering: .relaxed) == 1, "one task at a time needs one worker")

        // Three tasks inside at once need three workers; a fourth waits for one of them. (Threads
        // of their own: `concurrentPerform` runs only as many at once as there are cores.)
        let inside = Atomic<Int>(0), most = Atomic<Int>(0)
        let release = DispatchSemaphore(value: 0), arrived = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        for _ in 0..<4 {
            Thread.detachNewThread {
                pool.withWorker { _ in
                    let now = inside.add(1, ordering: .relaxed).newValue
                    _ = most.max(now, ordering: .relaxed)
                    arrived.signal()
                    release.wait()
                    inside.subtract(1, ordering: .relaxed)
                }
                finished.signal()
            }
        }
        for _ in 0..<3 { arrived.wait() }
        Thread.sleep(forTimeInterval: 0.05)  // the fourth has had time to come in, were it let in
        #expect(inside.load(ordering: .relaxed) == 3)
        for _ in 0..<4 { release.signal() }
        for _ in 0..<4 { finished.wait() }
        #expect(made.load(ordering: .relaxed) == 3)
        #expect(most.load(ordering: .relaxed) == 3)
        #expect(pool.heldResources().count == 3)
    }

    @Test func aWorkerThatCannotBeMadeLeavesTheOthersToShare() throws {
        let made = Atomic<Int>(0)
        let pool = try WorkerPool(count: 4) { () throws(FontError) in
            guard made.add(1, ordering: .relaxed).newValue == 1 else { throw .setupFailed("no more") }
            return try Self.worker()
        }
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            pool.withWorker { _ in _ = done.add(1, ordering: .relaxed) }
        }
        #expect(done.load(ordering: .relaxed) == 8)
        #expect(pool.heldResources().count == 1)
    }

    @Test func aPoolWhoseFirstWorkerCannotBeMadeIsNotMade() {
        #expect(throws: FontError.setupFailed("none")) {
            _ = try WorkerPool(count: 2) { () throws(FontError) -> RenderWorker in throw .setupFailed("none") }
        }
    }
}
