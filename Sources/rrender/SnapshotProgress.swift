import Foundation

/// Progress of long runs on a terminal: `book: 120/700` rewritten in place on standard error.
enum Progress {
    /// True when standard error is a terminal.
    static let enabled = isatty(2) == 1

    /// A progress callback for `book`, nil when standard error is not a terminal.
    static func reporter(_ book: String) -> (@Sendable (Int, Int) -> Void)? {
        guard enabled else { return nil }
        let name = URL(fileURLWithPath: book).lastPathComponent
        return { done, total in
            guard done == total || done % 10 == 0 else { return }
            FileHandle.standardError.write(Data("\r\(name): \(done)/\(total) pages".utf8))
        }
    }

    /// Ends the progress line.
    static func clear() {
        if enabled { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
