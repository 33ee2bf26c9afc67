import Dispatch
import Foundation

/// The screens of the sources `forEveryScreen` is painting, handed out one at a time, so that a
/// worker with no source left to start can help paint one another worker is still on. A helper
/// lays the source out again with its own shaper (layout objects never cross threads), so it
/// joins only where that pays: when the screens left, at the rate the source's owner paints
/// them, take at least twice as long as the owner took to lay the source out and paint its
/// first screen; or at once, while the owner is still laying it out, a source of
/// `Policy.earlyJoinBytes` or more (a book of one long chapter: both workers lay it out side by
/// side, then share its screens, where waiting for the pace left one idle for a third of the
/// job). A source is laid out at once by no more workers than `Policy.copyBytes` allows: each
/// copy of a chapter's layout holds about 22 times its document's bytes, so on many cores one
/// huge chapter would otherwise be laid out once a core. Which worker paints a screen does not
/// change its bytes.
final class ScreenClaims: @unchecked Sendable {
    // @unchecked: every field is read and written under `condition`.
    private struct Claim {
        let count: Int
        let helpable: Bool
        /// Its documents' bytes (0 when not announced).
        var bytes = 0
        var next = 0
        /// Workers painting the source: its owner and its helpers.
        var workers = 1
        /// Uptime (ns) when the owner took the source, finished its first screen and its last.
        let started: UInt64
        var firstDone: UInt64?
        var lastDone: UInt64 = 0
        /// Screens the owner finished.
        var ownerDone = 0

        /// When the owner's pace is known: the time it took to lay the source out and paint one
        /// screen, and the time per screen since.
        var pace: (setup: Double, perScreen: Double)? {
            guard let firstDone, ownerDone >= 2 else { return nil }
            return (Double(firstDone - started), Double(lastDone - firstDone) / Double(ownerDone - 1))
        }
    }

    /// When a helper joins a source.
    struct Policy: Sendable {
        /// Fewest screens left.
        var minimumScreensLeft = 4
        /// The time left for the workers on it, in multiples of the owner's set-up time.
        var setupFactor = 2.0
        /// The size of a source (its documents' bytes) worth joining while its owner lays it out:
        /// about a dozen pages of text, whose painting takes some ten times their layout.
        var earlyJoinBytes = 32 << 10
        /// The most document bytes laid out at once for one source, its owner's copy and its
        /// helpers' together: 12 MiB, about 280 MB of layouts. A chapter of 4.9 MB (80,000
        /// paragraphs) is laid out by two workers at most, one of over 6 MiB by its owner alone.
        var copyBytes = 12 << 20

        /// Joins any source with a screen left, once its pace is known (for tests).
        static let always = Policy(minimumScreensLeft: 1, setupFactor: 0, earlyJoinBytes: .max, copyBytes: .max)

        /// True when a source of `bytes` may be laid out by one worker more than its `workers`.
        func allowsCopy(of bytes: Int, beyond workers: Int) -> Bool {
            let (total, overflow) = bytes.multipliedReportingOverflow(by: workers + 1)
            return !overflow && total <= copyBytes
        }
    }

    /// A source whose owner is laying it out, not yet opened.
    private struct Announced {
        let bytes: Int
        let helpable: Bool
        /// Helpers that joined it already.
        var helpers = 0
    }

    private let condition = NSCondition()
    private var claims: [Int: Claim] = [:]
    private var announced: [Int: Announced] = [:]
    /// Sources not closed yet, including those not opened yet.
    private var unclosed: Int
    private let policy: Policy
    private let clock: @Sendable () -> UInt64

    /// Claims for `sources` sources, none opened yet; `clock` gives the time in nanoseconds.
    init(sources: Int, policy: Policy = Policy(), clock: @escaping @Sendable () -> UInt64 = ScreenClaims.now) {
        unclosed = sources
        self.policy = policy
        self.clock = clock
    }

    /// The uptime in nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// The time, in nanoseconds, for `open`'s `started`.
    func time() -> UInt64 { clock() }

    /// The owner of source `index`, of `bytes` bytes, starts laying it out; it may be helped
    /// when `helpable`.
    func announce(_ index: Int, bytes: Int, helpable: Bool) {
        condition.lock()
        defer { condition.unlock() }
        announced[index] = Announced(bytes: bytes, helpable: helpable)
        condition.broadcast()
    }

    /// Source `index` has `count` screens, its owner started on it at `started` (`time()`); it
    /// may be helped when `helpable`.
    func open(_ index: Int, count: Int, helpable: Bool, started: UInt64) {
        condition.lock()
        defer { condition.unlock() }
        var claim = Claim(count: count, helpable: helpable, started: started)
        if let early = announced.removeValue(forKey: index) {
            claim.workers += early.helpers
            claim.bytes = early.bytes
        }
        claims[index] = claim
        condition.broadcast()
    }

    /// Waits until the owner of source `index` has opened it (a helper that joined early, done
    /// laying it out); false when it was closed instead.
    func waitUntilOpen(_ index: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while announced[index] != nil { condition.wait() }
        return claims[index] != nil
    }

    /// The next screen of source `index` nobody has taken, if any.
    func take(_ index: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard var claim = claims[index], claim.next < claim.count else { return nil }
        defer { claim.next += 1; claims[index] = claim }
        return claim.next
    }

    /// The owner of source `index` finished a screen.
    func ownerFinishedScreen(_ index: Int) {
        condition.lock()
        defer { condition.unlock() }
        guard var claim = claims[index] else { return }
        let now = clock()
        if claim.firstDone == nil { claim.firstDone = now }
        claim.lastDone = now
        claim.ownerDone += 1
        claims[index] = claim
        condition.broadcast()
    }

    /// The owner of source `index` is done with it (or never opened it).
    func close(_ index: Int) {
        condition.lock()
        defer { condition.unlock() }
        claims[index] = nil
        announced[index] = nil
        unclosed -= 1
        condition.broadcast()
    }

    /// A helper stops helping source `index`.
    func leave(_ index: Int) {
        condition.lock()
        defer { condition.unlock() }
        claims[index]?.workers -= 1
    }

    /// The source a helper should join, counted as joined, and whether it joins early (before
    /// the source is opened: it lays the source out, then `waitUntilOpen`); waits while a
    /// source may still come to be worth it; nil once none can (every source closed, or `stop`
    /// says so).
    func sourceToHelp(stop: () -> Bool) -> (index: Int, early: Bool)? {
        condition.lock()
        defer { condition.unlock() }
        while unclosed > 0, !stop() {
            var best: (index: Int, left: Double)?
            for (index, claim) in claims
            where claim.helpable && claim.count - claim.next >= policy.minimumScreensLeft
                && policy.allowsCopy(of: claim.bytes, beyond: claim.workers)
            {
                guard let pace = claim.pace else { continue }
                // Time left for the workers on it now, against what joining costs.
                let left = Double(claim.count - claim.next) * pace.perScreen / Double(claim.workers)
                if left >= policy.setupFactor * pace.setup, best.map({ left > $0.left }) ?? true { best = (index, left) }
            }
            if let best {
                claims[best.index]?.workers += 1
                return (best.index, false)
            }
            let early = announced.filter {
                $0.value.helpable && $0.value.helpers == 0 && $0.value.bytes >= policy.earlyJoinBytes
                    && policy.allowsCopy(of: $0.value.bytes, beyond: 1)
            }
            .max { ($0.value.bytes, $1.key) < ($1.value.bytes, $0.key) }
            if let early {
                announced[early.key]?.helpers += 1
                return (early.key, true)
            }
            condition.wait()
        }
        return nil
    }
}
