import Foundation
import RRender

/// Files written whole or not at all (`AtomicWrite`: a temporary name beside the destination,
/// then renamed), so a failure (or a reader looking at the same moment) never sees half a file.
/// Not flushed to disk one by one, as the peers do not: Foundation's `Data.write`, used before,
/// called `fsync` for every page (1 % of the CPU of every page of kusamakura on this machine's
/// fast virtual disk, with no measurable wall time; a worker waits longer on a slow disk).
enum AtomicFile {
    /// Writes `bytes` to `path`, replacing what is there; `kind` names the file in messages.
    static func write(_ bytes: [UInt8], to path: String, kind: String = "PNG") throws {
        do {
            try AtomicWrite.write(bytes, to: path)
        } catch {
            throw CLIFailure.cannotWrite(path, "cannot write the \(kind) (\(error.reason))")
        }
    }

    /// Creates the folder `path` goes into, with its parents.
    static func prepareFolder(for path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIFailure.cannotWrite(folder, "cannot create the folder (\(reason(error)))")
        }
    }

    /// The system's words for why a file operation failed ("Not a directory"), rather than
    /// Foundation's generic "The operation could not be completed".
    static func reason(_ error: Error) -> String {
        var current = error as NSError
        // On Linux the underlying error is stored as a Swift `Error`, which `as? NSError` misses.
        while let underlying = current.userInfo[NSUnderlyingErrorKey] as? Error { current = underlying as NSError }
        if current.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(current.code))) }
        return error.localizedDescription
    }
}
