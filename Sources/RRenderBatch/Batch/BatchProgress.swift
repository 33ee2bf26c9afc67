import Foundation

/// A batch's progress as one line for a terminal: a bar, done/total, books per second, the
/// time left and the failures so far.
public struct BatchProgress: Sendable {
    /// Inputs in the batch.
    public let total: Int
    /// Inputs finished (made, skipped or failed).
    public private(set) var done = 0
    /// Inputs that failed.
    public private(set) var failed = 0
    private let start: Double

    /// Progress over `total` inputs, starting now (`now` in seconds, any origin).
    public init(total: Int, now: Double = BatchProgress.clock()) {
        self.total = total
        self.start = now
    }

    /// Counts one finished input.
    public mutating func record(_ outcome: BatchOutcome) {
        done += 1
        if !outcome.succeeded { failed += 1 }
    }

    /// The line at `now`, `width` columns at most (no newline).
    public func line(now: Double = BatchProgress.clock(), width: Int = 80) -> String {
        let elapsed = max(0.001, now - start)
        let rate = Double(done) / elapsed
        let eta = rate > 0 ? Double(total - done) / rate : 0
        var text = "\(done)/\(total)  \(String(format: "%.1f", rate)) books/s  ETA \(Self.duration(eta))"
        if failed > 0 { text += "  \(failed) failed" }
        let barWidth = max(0, min(30, width - text.count - 3))
        guard barWidth >= 5 else { return String(text.prefix(width)) }
        let filled = total > 0 ? barWidth * done / total : barWidth
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled) + "] " + text
    }

    /// `m:ss` or `h:mm:ss`.
    static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// Seconds of a monotonic clock.
    public static func clock() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
