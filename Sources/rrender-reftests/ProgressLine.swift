import Foundation
import Synchronization

/// `1234/4270 reftests` on standard error, rewritten in place, only on a terminal.
final class ProgressLine: Sendable {
    private let enabled: Bool
    private let shown = Mutex<Int>(-1)

    init(enabled: Bool) { self.enabled = enabled }

    /// Shows `done` of `total` (at most once a percent).
    func show(_ done: Int, _ total: Int) {
        guard enabled else { return }
        let percent = total == 0 ? 100 : done * 100 / total
        let changed = shown.withLock { last in
            guard percent != last else { return false }
            last = percent
            return true
        }
        if changed { FileHandle.standardError.write(Data("\r\(done)/\(total) reftests".utf8)) }
    }

    /// Erases the line.
    func clear() {
        if enabled { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
