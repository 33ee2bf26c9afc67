import Foundation
import RRenderBatch

/// What `rrender thumbnails` tells as books finish: the manifest (one JSON line per input, in
/// input order), one stderr line per failed book, a line per book with `-v`, and the progress
/// bar on a terminal. Called under the batch's lock, so never from two threads at once.
final class ThumbnailReport: @unchecked Sendable {
    private let manifest: FileHandle?
    private let verbose: Bool
    private let showsProgress: Bool
    private var progress: BatchProgress
    private var lastDrawn = 0.0

    init(manifest path: String?, verbose: Bool, progress: Bool, total: Int) throws {
        if let path {
            guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path)
            else {
                throw CLIFailure.cannotWrite(path, "cannot write the manifest")
            }
            manifest = handle
        } else {
            manifest = nil
        }
        self.verbose = verbose
        self.showsProgress = progress
        self.progress = BatchProgress(total: total)
    }

    /// A book is done (any order): the progress bar moves.
    func finished(_ outcome: BatchOutcome) {
        progress.record(outcome)
        guard showsProgress else { return }
        let now = BatchProgress.clock()
        if now - lastDrawn >= 0.1 || progress.done == progress.total {
            lastDrawn = now
            draw()
        }
    }

    /// The next book in input order: its manifest line and its stderr line.
    func report(_ outcome: BatchOutcome) {
        manifest?.write(Data((outcome.jsonLine + "\n").utf8))
        if let error = outcome.error {
            clearBar()
            Terminal.error(error)
            if showsProgress { draw() }
        } else if verbose {
            clearBar()
            let what = outcome.skipped ? "up to date" : outcome.rule.map { "\($0)" } ?? ""
            Terminal.error(
                "\(outcome.input.path) → \(outcome.output ?? "") (\(what), \(outcome.width)×\(outcome.height), \(outcome.milliseconds) ms)"
            )
            if showsProgress { draw() }
        }
    }

    /// Ends the bar's line and closes the manifest.
    func close() {
        if showsProgress { FileHandle.standardError.write(Data("\n".utf8)) }
        try? manifest?.close()
    }

    private func draw() {
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + progress.line(width: Self.columns())).utf8))
    }

    private func clearBar() {
        if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    /// The terminal's width, 80 when unknown.
    private static func columns() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
