import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The files of the `PaginationCache`: 16 folders by the first digit of the entry's name, each
/// held to a sixteenth of the size limit, so keeping the bound scans one small folder.
///
/// Safe with many processes at once: an entry is written to a temporary file of its own (process
/// id and a random number in its name: `AtomicWrite`) and renamed over the old one, so a reader sees the old
/// entry or the new one, never half of either; a file removed while another process reads it
/// stays readable to that process. Nothing here throws: a cache that cannot be read or written
/// is no cache.
enum PaginationCacheFolder {
    /// Temporary files older than this were left by a process that died while writing.
    static let abandonedAge: TimeInterval = 3600

    /// The bytes of `file`, nil when it is missing, unreadable, not a regular file or larger
    /// than `limit`.
    static func read(_ file: URL, limit: Int) -> [UInt8]? {
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= limit else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + done, $0.count - done) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            done += count
        }
        return bytes
    }

    /// Writes `bytes` to `file` through a temporary file renamed into place; then, when `prune`
    /// is given, removes the least recently used entries of `file`'s folder past its share of the
    /// limit. True when the entry was written.
    static func write(_ bytes: [UInt8], to file: URL, prune cache: PaginationCache?) -> Bool {
        let folder = file.deletingLastPathComponent()
        guard (try? AtomicWrite.write(bytes, to: file.path)) != nil else { return false }
        tagCacheFolder(folder.deletingLastPathComponent())
        if let cache { prune(folder, limit: cache.sizeLimit / 16, keeping: file) }
        return true
    }

    /// Marks `file` used now (its modification time), for the least-recently-used order.
    static func markUsed(_ file: URL) {
        _ = utimensat(AT_FDCWD, file.path, nil, 0)
    }

    /// Removes the oldest entries of `folder` until the rest fit in `limit` bytes (never
    /// `keeping`, the one just written), and temporary files abandoned by dead writers.
    static func prune(_ folder: URL, limit: Int, keeping: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        var entries: [(path: String, size: Int, used: Double)] = []
        let now = Date().timeIntervalSince1970
        for name in names {
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let used = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            if name.hasPrefix(".") {
                if name.hasSuffix(".tmp"), now - used > abandonedAge { unlink(path) }
                continue
            }
            entries.append((path, Int(info.st_size), used))
        }
        var total = entries.reduce(0) { $0 + $1.size }
        for entry in entries.sorted(by: { $0.used < $1.used }) where total > limit && entry.path != keeping.path {
            if unlink(entry.path) == 0 { total -= entry.size }
        }
    }

    /// Puts a `CACHEDIR.TAG` in the cache's folder, so backup tools skip it
    /// (https://bford.info/cachedir/).
    private static func tagCacheFolder(_ directory: URL) {
        let tag = directory.appendingPathComponent("CACHEDIR.TAG")
        guard access(tag.path, F_OK) != 0 else { return }
        let text =
            "Signature: 8a477f597d28d172789f06886806bc55\n# This file is a cache tag created by rrender (its pagination cache).\n"
        _ = FileManager.default.createFile(atPath: tag.path, contents: Data(text.utf8))
    }
}
