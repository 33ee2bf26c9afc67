import Dispatch
import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Synchronization
import Testing

@testable import RRender

/// When a worker with nothing left to start helps paint another worker's chapter
/// (`ScreenClaims`), on a clock the tests move by hand, and a whole book painted that way.
@Suite struct ScreenClaimsTests {
    /// A clock the test sets, in nanoseconds.
    final class Clock: Sendable {
        let time = Mutex<UInt64>(0)
        func set(_ t: UInt64) { time.withLock { $0 = t } }
    }

    /// Claims over `sources` sources on `clock`.
    func claims(_ sources: Int, _ clock: Clock) -> ScreenClaims {
        ScreenClaims(sources: sources, clock: { clock.time.withLock { $0 } })
    }

    /// The owner of `index` takes and finishes a screen at `time`.
    func ownerPaints(_ claims: ScreenClaims, _ index: Int, at time: UInt64, on clock: Clock) {
        _ = claims.take(index)
        clock.set(time)
        claims.ownerFinishedScreen(index)
    }

    /// The owners of `sources` each finish a screen at `first` and another at `second`: their
    /// pace is known (set-up `first`, `second - first` a screen).
    func ownersPaintTwice(_ claims: ScreenClaims, _ sources: Range<Int>, at first: UInt64, _ second: UInt64, on clock: Clock) {
        for index in sources {
            ownerPaints(claims, index, at: first, on: clock)
            ownerPaints(claims, index, at: second, on: clock)
        }
    }

    /// `sourceToHelp` on another thread; its answer once it comes.
    func helperAnswer(_ claims: ScreenClaims, stop: @escaping @Sendable () -> Bool = { false }) -> () -> Int?? {
        let answer = Mutex<Int??>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let index = claims.sourceToHelp(stop: stop)?.index
            answer.withLock { $0 = .some(index) }
            done.signal()
        }
        return {
            guard done.wait(timeout: .now() + 10) == .success else { return nil }
            return answer.withLock { $0 }
        }
    }

    /// Set-up (layout and first screen) 100 ns, then 10 ns a screen: 98 screens left take 980,
    /// over twice the set-up, so a helper joins; 8 left take 80, and it does not.
    @Test func aHelperJoinsWhereWhatIsLeftTakesTwiceTheSetUp() {
        let clock = Clock()
        let claims = claims(2, clock)
        claims.open(0, count: 10, helpable: true, started: 0)
        claims.open(1, count: 100, helpable: true, started: 0)
        for (index, times) in [(0, [100, 110]), (1, [100, 110])] {
            for t in times { ownerPaints(claims, index, at: UInt64(t), on: clock) }
        }
        #expect(claims.sourceToHelp(stop: { false })?.index == 1)
    }

    /// With one helper on it, the 98 screens take 490 for the two workers: still worth a third.
    /// 30 screens left take 150 for two: not worth a third, which waits, and gives up once the
    /// source is closed.
    @Test func theWorkersAlreadyOnASourceCount() {
        let clock = Clock()
        let claims = claims(1, clock)
        claims.open(0, count: 32, helpable: true, started: 0)
        ownersPaintTwice(claims, 0..<1, at: 100, 110, on: clock)
        #expect(claims.sourceToHelp(stop: { false })?.index == 0)  // 30 × 10 = 300 ≥ 200
        let second = helperAnswer(claims)
        claims.close(0)
        #expect(second() == .some(nil))
    }

    /// Before the owner's pace is known (one screen done) a helper waits; it joins once the
    /// second screen shows the pace.
    @Test func aHelperWaitsForThePace() {
        let clock = Clock()
        let claims = claims(1, clock)
        claims.open(0, count: 50, helpable: true, started: 0)
        ownerPaints(claims, 0, at: 100, on: clock)
        let answer = helperAnswer(claims)
        ownerPaints(claims, 0, at: 110, on: clock)
        #expect(answer() == .some(0))
    }

    /// A source that may not be helped (a fixed-layout one) or with too few screens left is
    /// never joined; a stop request ends the wait.
    @Test func unhelpableSourcesAndStops() {
        let clock = Clock()
        let claims = claims(2, clock)
        claims.open(0, count: 1000, helpable: false, started: 0)
        claims.open(1, count: 5, helpable: true, started: 0)
        ownersPaintTwice(claims, 0..<2, at: 1, 2, on: clock)
        let stopped = Mutex(false)
        let answer = helperAnswer(claims, stop: { stopped.withLock { $0 } })
        stopped.withLock { $0 = true }
        claims.ownerFinishedScreen(0)  // wakes the helper up to look again
        #expect(answer() == .some(nil))
    }

    /// A source of `earlyJoinBytes` or more is joined while its owner lays it out, by one
    /// helper only; the helper then waits for it to open and counts among its workers.
    @Test func aLongSourceIsJoinedWhileItsOwnerLaysItOut() {
        let clock = Clock()
        let claims = claims(3, clock)
        claims.announce(0, bytes: 4 << 10, helpable: true)  // too small
        claims.announce(1, bytes: 64 << 10, helpable: false)  // fixed layout
        claims.announce(2, bytes: 64 << 10, helpable: true)
        let joined = claims.sourceToHelp(stop: { false })
        #expect(joined?.index == 2 && joined?.early == true)
        let opened = Mutex<Bool?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let result = claims.waitUntilOpen(2)
            opened.withLock { $0 = result }
            done.signal()
        }
        // A second helper finds nothing to join early (one helper a source) and waits.
        let second = helperAnswer(claims)
        claims.open(2, count: 40, helpable: true, started: 0)
        #expect(done.wait(timeout: .now() + 10) == .success && opened.withLock { $0 } == true)
        // Owner and early helper: 38 screens × 10 / 2 = 190 < 2 × 100, no third worker.
        ownersPaintTwice(claims, 2..<3, at: 100, 110, on: clock)
        for index in 0..<3 { claims.close(index) }
        #expect(second() == .some(nil))
    }

    /// Copies of a chapter's layout are bounded by `Policy.copyBytes` (12 MiB of documents): a
    /// 5 MiB chapter gets one helper, not two, however much is left; an 8 MiB one none, early or
    /// late.
    @Test func aHugeChapterIsLaidOutByFewWorkers() {
        let clock = Clock()
        let claims = claims(2, clock)
        claims.announce(0, bytes: 5 << 20, helpable: true)
        claims.announce(1, bytes: 8 << 20, helpable: true)
        #expect(claims.sourceToHelp(stop: { false }).map { [$0.index, $0.early ? 1 : 0] } == [0, 1], "joined early")
        claims.open(0, count: 1000, helpable: true, started: 0)
        claims.open(1, count: 1000, helpable: true, started: 0)
        ownersPaintTwice(claims, 0..<2, at: 100, 110, on: clock)
        // 998 screens × 10 against a set-up of 100: worth any number of helpers, but no copy more.
        let third = helperAnswer(claims)
        for index in 0..<2 { claims.close(index) }
        #expect(third() == .some(nil))
        #expect(ScreenClaims.Policy().allowsCopy(of: 6 << 20, beyond: 1))
        #expect(!ScreenClaims.Policy().allowsCopy(of: (6 << 20) + 1, beyond: 1))
        #expect(!ScreenClaims.Policy().allowsCopy(of: .max, beyond: 1), "no overflow")
    }

    /// An early helper whose source is closed before it opens (nothing to paint) gives up.
    @Test func anEarlyHelperGivesUpOnAClosedSource() {
        let claims = ScreenClaims(sources: 1)
        claims.announce(0, bytes: 1 << 20, helpable: true)
        #expect(claims.sourceToHelp(stop: { false })?.early == true)
        claims.close(0)
        #expect(claims.waitUntilOpen(0) == false)
    }

    /// Every screen is handed out once, whatever the number of workers taking them.
    @Test func eachScreenIsTakenOnce() {
        let claims = ScreenClaims(sources: 1)
        claims.open(0, count: 5000, helpable: true, started: 0)
        let taken = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            while let screen = claims.take(0) { taken.withLock { $0.append(screen) } }
        }
        #expect(taken.withLock { $0.sorted() } == Array(0..<5000))
    }

    /// A book of a short chapter and a long one, on two workers: once the short chapter is done
    /// its worker helps with the long one (the owner waits for that after two screens, so the
    /// help is certain), and every page comes once, numbered and with the bytes of a renderer
    /// with one worker.
    @Test func aHelpedChapterGivesEveryPageOnceWithTheBytesOfOneWorker() throws {
        try #require(ProcessInfo.processInfo.activeProcessorCount >= 2, "two workers need two cores to run at once")
        let paragraph = BatchRenderingTests.paragraph
        let chapters = [
            EPUBBuilder.Chapter(title: "Short", body: paragraph),
            EPUBBuilder.Chapter(title: "Long", body: String(repeating: paragraph, count: 40))
        ]
        let data = try EPUBBuilder(chapters: chapters).data()
        func renderer(_ workers: Int) throws -> Renderer {
            try Renderer(
                publication: try Publication.open(data: data, name: "helped.epub"),
                options: RenderOptions(viewport: Viewport(width: 240, height: 200), concurrency: workers))
        }
        let alone = try renderer(1)
        let count = alone.pageCount()
        let longFirst = alone.resourcePageCounts()[0] + 1
        #expect(count - longFirst > 8)
        let helped = try renderer(2)
        let pages = Mutex<[Int: [UInt8]]>([:])
        let duplicates = Mutex(0)
        let painters = Mutex<[Int: ObjectIdentifier]>([:])  // page → worker
        let helperPainted = DispatchSemaphore(value: 0)
        let total = try helped.forEveryScreen(helping: .always) { source, screen, location, worker in
            let png = try source.png(screen, with: worker, in: helped)
            let first = painters.withLock { table -> ObjectIdentifier? in
                table[location.number] = ObjectIdentifier(worker)
                return table[longFirst]
            }
            if location.number >= longFirst, let first {
                if first != ObjectIdentifier(worker) {
                    helperPainted.signal()
                } else if location.number == longFirst + 2 {
                    // The owner, at its third screen: the helper joins (its pace is known).
                    _ = helperPainted.wait(timeout: .now() + 30)
                    helperPainted.signal()
                }
            }
            pages.withLock { table in
                if table[location.number] != nil { duplicates.withLock { $0 += 1 } }
                table[location.number] = png
            }
        }
        #expect(total == count)
        #expect(duplicates.withLock { $0 } == 0)
        let workersOnLong = Set(painters.withLock { table in table.filter { $0.key >= longFirst }.map(\.value) })
        #expect(workersOnLong.count == 2, "the long chapter was painted by \(workersOnLong.count) worker(s)")
        let written = pages.withLock { $0 }
        #expect(written.keys.sorted() == Array(1...count))
        for number in 1...count {
            #expect(written[number] == (try alone.renderPage(number).pngData()), "page \(number)")
        }
    }
}
