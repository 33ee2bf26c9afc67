import Foundation
import RRenderCore

/// Files written whole or not at all: to a temporary name in the destination's folder, then
/// renamed over it (rename(2) is atomic), so a kill or a reader never sees half a file.
/// Several processes may write into one folder at once: temporary names are unique. The
/// thumbnail destinations and the pagination cache write through it.
public enum AtomicWrite {
    /// A file or folder that could not be written, and the system's words for why.
    public struct Failure: Error, Sendable {
        public let path: String
        public let reason: String
    }

    /// Writes `bytes` to `path`, creating its folders (with `folderMode` when given) and giving
    /// the file `fileMode` when given.
    public static func write(
        _ bytes: [UInt8], to path: String, folderMode: mode_t? = nil, fileMode: mode_t? = nil
    ) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        try makeFolder(folder.isEmpty ? "." : folder, mode: folderMode)
        let name = (path as NSString).lastPathComponent
        let temporary = ((folder.isEmpty ? "." : folder) as NSString)
            .appendingPathComponent(".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        var descriptor: Int32 = -1, error = ECANCELED  // once `removeUnfinished` has run
        _ = unfinished.make {
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode ?? 0o644)
            error = errno
            return descriptor >= 0 ? temporary : nil
        }
        guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(error))) }
        defer { unfinished.forget(temporary) }
        let failure = FileWrite.all(bytes, to: descriptor)
        close(descriptor)
        guard failure == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(failure == 0 ? errno : failure))
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
    }

    /// The temporary files being written now.
    private static let unfinished = TemporaryPaths()

    /// Removes the temporary files being written now, for a program about to end on a signal:
    /// none is left beside the destinations, and writes from now on fail.
    public static func removeUnfinished() {
        unfinished.removeAll { unlink($0) }
    }

    /// Creates `folder` and its parents; new folders get `mode` when given.
    public static func makeFolder(_ folder: String, mode: mode_t?) throws(Failure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue { return }
        do {
            var attributes: [FileAttributeKey: Any] = [:]
            if let mode { attributes[.posixPermissions] = Int(mode) }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: attributes)
        } catch {
            // Another process may have made it in the meantime.
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue { return }
            throw Failure(path: folder, reason: "cannot create the folder")
        }
    }
}
