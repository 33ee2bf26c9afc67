import Dispatch
import Foundation
import Synchronization
import Testing

@testable import RRender

/// A search's window: the units ahead are searched in order, one at a time a runner, and a long
/// unit never holds the others back (the reader waits for it, the other runners go on).
@Suite struct SearchLookAheadTests {
    /// What the fake search saw: units started, in order, and the most running at once.
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var running = 0
        private(set) var started: [Int] = []
        private(set) var most = 0

        func start(_ unit: Int) {
            lock.withLock {
                started.append(unit); running += 1; most = max(most, running)
            }
        }

        func end() { lock.withLock { running -= 1 } }

        var startedUnits: [Int] { lock.withLock { started } }
        var mostAtOnce: Int { lock.withLock { most } }
    }

    /// A window searched by `runners`, where unit 0 waits for `release` before it ends.
    private func window(runners: Int, log: Log, release: DispatchSemaphore) -> SearchLookAhead {
        SearchLookAhead(runners: runners) { unit in
            log.start(unit)
            if unit == 0 { release.wait() }
            log.end()
            return .success([])
        }
    }

    @Test func aLongUnitDoesNotHoldTheWindowBack() {
        let log = Log(), release = DispatchSemaphore(value: 0)
        let ahead = window(runners: 2, log: log, release: release)
        ahead.launch(upTo: 10)
        // Unit 0 is running and blocked; the other runner searches the rest of the window.
        for unit in 1..<10 { #expect((try? ahead.take(unit).get()) != nil) }
        release.signal()
        #expect((try? ahead.take(0).get()) != nil)
        ahead.settle()
        #expect(log.startedUnits.sorted() == Array(0..<10))
        #expect(log.mostAtOnce == 2, "never more runners than asked for")
    }

    @Test func unitsStartInOrderOneRunnerAtATime() {
        let log = Log(), release = DispatchSemaphore(value: 0)
        release.signal()  // unit 0 need not wait (a semaphore must end at its first value)
        let ahead = window(runners: 1, log: log, release: release)
        ahead.launch(upTo: 5)
        ahead.launch(upTo: 8)
        for unit in 0..<8 { #expect((try? ahead.take(unit).get()) != nil) }
        ahead.settle()
        #expect(log.startedUnits == Array(0..<8))
        #expect(log.mostAtOnce == 1)
        #expect(ahead.launchedCount == 8)
    }

    @Test func aStoppedWindowStartsNothingMore() {
        let log = Log(), release = DispatchSemaphore(value: 0)
        let ahead = window(runners: 1, log: log, release: release)
        ahead.launch(upTo: 20)
        while log.startedUnits.isEmpty { usleep(1_000) }
        ahead.stop()  // does not wait for unit 0
        release.signal()
        ahead.settle()
        #expect(log.startedUnits == [0])
    }

    @Test func drainingStopsTheRunners() {
        let log = Log(), release = DispatchSemaphore(value: 0)
        let ahead = window(runners: 1, log: log, release: release)
        ahead.launch(upTo: 20)
        while log.startedUnits.isEmpty { usleep(1_000) }
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            ahead.drain(); drained.signal()
        }  // waits for unit 0
        while !ahead.isStopped { usleep(1_000) }
        release.signal()
        drained.wait()
        #expect(log.startedUnits == [0], "no unit started after the drain")
        ahead.launch(upTo: 30)
        ahead.settle()
        #expect(log.startedUnits == [0], "a drained window starts nothing")
    }
}
