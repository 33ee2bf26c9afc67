import ArgumentParser
import Foundation
import Synchronization

/// `--no-progress`, and when a progress bar may show: only on a terminal (standard error is
/// one), never when standard output is a pipe or the output is JSON, never with the flag.
struct ProgressOptions: ParsableArguments {
    @Flag(
        name: .customLong("no-progress"),
        help:
            "No progress bar on standard error (there is none either when it is not a terminal, when standard output is a pipe, or with --json)."
    )
    var noProgress = false

    /// A bar labelled `label` counting `unit`s, or nil when no bar may show.
    func bar(_ label: String, unit: String, json: Bool = false) -> ProgressBar? {
        guard !noProgress, !json, ProgressBar.terminalAllowsBar else { return nil }
        return ProgressBar(label: URL(fileURLWithPath: label).lastPathComponent, unit: unit)
    }
}

/// A progress line on standard error, rewritten in place (`\r`, erase to the end of the line):
/// `book.epub [#####-----] 120/700 pages  25.1 pages/s  ETA 0:24`. Redrawn at most ten times a
/// second; thread-safe, so rendering threads may report pages as they finish.
final class ProgressBar: Sendable {
    private struct State {
        var done = 0
        var total: Int?
        var fraction: Double?
        var note = ""
        var lastDrawn = -1.0
        var visible = false
        /// The first unit done and when: the rate is measured from there, so time spent before
        /// any unit (opening, laying out a whole book to count its pages) does not skew it.
        var first: (done: Int, time: Double)?
    }

    /// True when standard error is a terminal and standard output is not a pipe (or socket):
    /// `rrender text book.epub | less` keeps the pager's screen clean.
    static var terminalAllowsBar: Bool {
        guard isatty(STDERR_FILENO) == 1 else { return false }
        var status = stat()
        guard fstat(STDOUT_FILENO, &status) == 0 else { return true }
        let kind = status.st_mode & S_IFMT
        return kind != S_IFIFO && kind != S_IFSOCK
    }

    let label: String
    let unit: String
    private let state = Mutex(State())

    init(label: String, unit: String) {
        self.label = label
        self.unit = unit
    }

    /// `done` of `total` units (total nil: not known yet); `fraction` fills the bar instead of
    /// done/total, and `note` follows the count (such as `chapter 3/40`).
    func update(_ done: Int, of total: Int?, fraction: Double? = nil, note: String = "") {
        change { state in
            state.done = done
            state.total = total
            state.fraction = fraction
            state.note = note
        }
    }

    /// One more unit done, of `total`.
    func advance(of total: Int?) {
        change { state in
            state.done += 1
            state.total = total
            state.note = ""
        }
    }

    /// Applies `body` to the state and redraws the bar when it last did 0.1 s ago or more, or
    /// when the work is done.
    private func change(_ body: (inout State) -> Void) {
        state.withLock { state in
            body(&state)
            let now = Self.clock()
            if state.first == nil, state.done > 0 { state.first = (state.done, now) }
            let finished = state.total.map { state.done >= $0 } ?? false
            guard now - state.lastDrawn >= 0.1 || finished else { return }
            state.lastDrawn = now
            state.visible = true
            write("\r\u{1B}[K" + line(state, now: now, width: Self.columns()))
        }
    }

    /// Runs `body`, which prints to standard output, with the bar cleared first and drawn again
    /// after, so the two never share a line of the terminal.
    func printing(_ body: () throws -> Void) rethrows {
        guard isatty(STDOUT_FILENO) == 1 else { return try body() }
        clear()
        try body()
        fflush(nil)
        state.withLock { state in
            guard state.lastDrawn >= 0 else { return }
            state.visible = true
            write("\r\u{1B}[K" + line(state, now: Self.clock(), width: Self.columns()))
        }
    }

    /// Erases the bar (the work is done, or something else is about to be printed).
    func clear() {
        state.withLock { state in
            guard state.visible else { return }
            state.visible = false
            write("\r\u{1B}[K")
        }
    }

    private func line(_ state: State, now: Double, width: Int) -> String {
        var text = state.total.map { "\(state.done)/\($0) \(unit)" } ?? "\(state.done) \(unit)"
        if !state.note.isEmpty { text += "  \(state.note)" }
        if let first = state.first, now - first.time >= 0.2, state.done > first.done {
            let rate = Double(state.done - first.done) / (now - first.time)
            text += "  " + String(format: "%.1f", rate) + " \(unit)/s"
            if let total = state.total, state.fraction == nil {
                text += "  ETA \(Self.duration(Double(total - state.done) / rate))"
            }
        }
        let fraction = state.fraction ?? state.total.map { $0 > 0 ? Double(state.done) / Double($0) : 1 }
        let head = "\(label) "
        let barWidth = max(0, min(30, width - head.count - text.count - 4))
        guard let fraction, barWidth >= 5 else { return String((head + text).prefix(max(1, width - 1))) }
        let filled = Int((Double(barWidth) * min(1, max(0, fraction))).rounded(.down))
        return head + "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled) + "] " + text
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// `m:ss` or `h:mm:ss`.
    static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.isFinite ? max(0, seconds).rounded() : 0)
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// Seconds of a monotonic clock.
    static func clock() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// The terminal's width, 80 when unknown.
    static func columns() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
