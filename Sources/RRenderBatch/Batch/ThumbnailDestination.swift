import Foundation
import RRender

/// Where a batch's thumbnails go, and when one is already there.
public protocol ThumbnailDestination: Sendable {
    /// The file the thumbnail of `input` goes to.
    func output(for input: BatchInput) -> String
    /// True when the file for `input` is there and newer than the input (or, for the
    /// freedesktop cache, records the input's modification time), so it need not be made again.
    func isUpToDate(_ input: BatchInput) -> Bool
    /// Encodes and writes `thumbnail` of `input`, whole or not at all.
    func write(_ thumbnail: Thumbnail, of input: BatchInput, with thumbnailer: Thumbnailer) throws
    /// Records that `input` got no thumbnail (the freedesktop cache's `fail/` entry); nothing
    /// for plain folders.
    func recordFailure(of input: BatchInput)
}

extension ThumbnailDestination {
    /// By default failures leave nothing behind.
    public func recordFailure(of input: BatchInput) {}
}

/// Why a thumbnail could not be written.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    /// The file.
    public let path: String
    /// The system's words for the cause.
    public let reason: String
    /// One line.
    public var description: String { "\(path): cannot write the thumbnail (\(reason))" }

    init(_ failure: AtomicWrite.Failure) {
        path = failure.path
        reason = failure.reason
    }
}

/// Thumbnails in a folder, mirroring each input's path relative to its root
/// (`DIR/sub/book.epub.png`), or one input's thumbnail in exactly the file named.
public struct FolderDestination: ThumbnailDestination {
    /// The folder, or the file for a single input.
    public let path: String
    /// True when `path` is the one output file.
    public let isSingleFile: Bool
    /// The file extension of the format.
    public let fileExtension: String

    /// Thumbnails under `path` (or into the file `path` when `isSingleFile`).
    public init(path: String, isSingleFile: Bool, format: ThumbnailOptions.Format) {
        self.path = path
        self.isSingleFile = isSingleFile
        self.fileExtension = format.fileExtension
    }

    /// `DIR/relative/path.epub.png`, or the single file.
    public func output(for input: BatchInput) -> String {
        if isSingleFile { return path }
        return (path as NSString).appendingPathComponent(input.relativePath + "." + fileExtension)
    }

    /// True when the output is at least as new as the input.
    public func isUpToDate(_ input: BatchInput) -> Bool {
        guard let made = FileTimes.modification(output(for: input)), let source = FileTimes.modification(input.path) else {
            return false
        }
        return made >= source
    }

    /// Writes the thumbnail in the options' format, creating folders as needed.
    public func write(_ thumbnail: Thumbnail, of input: BatchInput, with thumbnailer: Thumbnailer) throws {
        let bytes = try thumbnailer.encode(thumbnail)
        do { try AtomicWrite.write(bytes, to: output(for: input)) } catch { throw OutputError(error) }
    }
}

/// Modification times of files.
enum FileTimes {
    /// The modification time in seconds since 1970 (with the fraction), nil when there is no file.
    static func modification(_ path: String) -> Double? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }
}
