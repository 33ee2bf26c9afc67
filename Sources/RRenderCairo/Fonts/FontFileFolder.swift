internal import CFontFaces
import Foundation
import RRenderCore

#if canImport(Glibc)
    internal import Glibc
#endif

/// A private temporary folder (mode 0700) holding one configuration's embedded font files,
/// removed when the configuration goes away.
///
/// Why files at all: fontconfig patterns can carry an in-memory `FT_Face` (`FC_FT_FACE`), and
/// cairo 1.16 honours it, but Pango 1.50 shapes with a HarfBuzz face it opens from the
/// pattern's `FC_FILE` (`pango_fc_font_map_get_hb_face` → `hb_blob_create_from_file`): a face
/// without a file would shape every character to glyph 0. Each folder has a fresh random name,
/// so a path is never reused: cairo caches fonts by path process-wide, and a reused path could
/// show one publication's font in another.
///
/// The folders go in a private folder of the user's (`rrender-UID`, mode 0700) in the
/// temporary directory, made once and kept: the sweep below lists it, not a shared temporary
/// directory that may hold many thousands of entries. Should that name be taken by another
/// user or not be a private folder, the temporary directory itself is used.
///
/// A process that ends on a signal runs no `deinit`. Each folder is locked (`flock`) for its
/// life, and a lock goes with its process however that ends, so the first folder a process
/// makes sweeps away the unlocked ones, left by processes killed before (SIGKILL, SIGPIPE,
/// a crash). A program's signal handler can also remove the live ones at once
/// (`FontConfiguration.removeEmbeddedFontFiles()`, listed in `live`).
final class FontFileFolder {
    let url: URL
    /// A descriptor of the folder, holding its lock until the folder is removed.
    private let lock: Int32
    /// How every folder's name begins (then a fresh UUID).
    static let namePrefix = "rrender-fonts-"
    /// The folders not removed yet.
    static let live = TemporaryPaths()

    init() throws(FontError) {
        let temporary = URL(fileURLWithPath: Self.parent, isDirectory: true)
        let name = Self.namePrefix + UUID().uuidString
        let url = temporary.appendingPathComponent(name)
        // Made under the lock `removeLive` takes: none is made once it has run. Made under a
        // hidden name and locked before it takes its own, so no sweep takes it for abandoned.
        var made: Result<Int32, FontError> = .failure(.setupFailed("the process is ending"))
        _ = Self.live.make {
            let staging = temporary.appendingPathComponent("." + name).path
            guard mkdir(staging, 0o700) == 0 else {
                made = .failure(
                    .setupFailed("cannot create the embedded-font folder \(url.path): \(String(cString: strerror(errno)))"))
                return nil
            }
            let lock = open(staging, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
            guard lock >= 0, flock(lock, LOCK_EX | LOCK_NB) == 0, rename(staging, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                if lock >= 0 { close(lock) }
                rmdir(staging)
                made = .failure(.setupFailed("cannot create the embedded-font folder \(url.path): \(reason)"))
                return nil
            }
            made = .success(lock)
            return url.path
        }
        lock = try made.get()
        self.url = url
        _ = Self.sweep
    }

    /// Removes, once per process, the folders of processes that ended without removing theirs.
    private static let sweep: Void = removeAbandoned(in: parent)

    /// Where the folders go, found once per process.
    private static let parent = privateFolder(in: FileManager.default.temporaryDirectory.path)

    /// `temporary/rrender-UID`, made if missing, when it is a folder of this user's that no
    /// one else may open (not a link); else `temporary`. In a shared temporary directory (mode
    /// 1777) only its owner can then remove or rename it.
    static func privateFolder(in temporary: String) -> String {
        let path = URL(fileURLWithPath: temporary, isDirectory: true).appendingPathComponent("rrender-\(getuid())").path
        if mkdir(path, 0o700) != 0, errno != EEXIST { return temporary }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return temporary }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_uid == getuid(), info.st_mode & 0o077 == 0 else { return temporary }
        return path
    }

    /// Removes the folders of `temporary` that no process holds: those whose lock this process
    /// can take (a folder still being made has a hidden name and is left, unless it is an hour
    /// old). Folders of other users cannot be opened and stay.
    static func removeAbandoned(in temporary: String) {
        let now = Date().timeIntervalSince1970
        for name in namesOfFolders(in: temporary) {
            let path = temporary + "/" + name
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_uid == getuid(),
                !name.hasPrefix(".") || now - Double(info.st_mtim.tv_sec) > 3600,
                flock(descriptor, LOCK_EX | LOCK_NB) == 0
            else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// The names in `temporary` that begin as a folder's does (visible or hidden). Read with
    /// `readdir`, comparing bytes (`FileManager.contentsOfDirectory` makes a `String` of each
    /// entry: about 1 ms for 3,400, should the folders be in a shared temporary directory).
    private static func namesOfFolders(in temporary: String) -> [String] {
        guard let directory = opendir(temporary) else { return [] }
        defer { closedir(directory) }
        let prefix = Array(namePrefix.utf8)
        var names: [String] = []
        while let entry = readdir(directory) {
            let found = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> String? in
                let name = raw.bindMemory(to: UInt8.self)
                // d_name is 256 bytes: comparing past a shorter name's NUL reads inside it.
                let start = name.first == UInt8(ascii: ".") ? 1 : 0
                guard memcmp(name.baseAddress! + start, prefix, prefix.count) == 0 else { return nil }
                return String(cString: name.baseAddress!)
            }
            if let found { names.append(found) }
        }
        return names
    }

    /// Closes the FreeType faces of the folder's fonts (see `Sources/CFontFaces/FontFaces.c`),
    /// then removes the folder. The folder goes with its configuration, after every font map
    /// made from it: nothing uses these fonts any more.
    deinit {
        Self.forgetDeferred(in: url.path + "/")
        rr_font_faces_release(url.path + "/")
        try? FileManager.default.removeItem(at: url)
        Self.live.forget(url.path)
        close(lock)
    }

    /// Removes every folder alive, for a process about to end on a signal; no folder is made
    /// from now on.
    static func removeLive() {
        live.removeAll { try? FileManager.default.removeItem(atPath: $0) }
    }

    /// Writes `bytes` as `name` in the folder and returns the file's path. Not synced to disk
    /// (Foundation's `Data.write` calls `fsync`, 0.4–1 ms a file): the file lives as long as
    /// this process uses it, and a crash leaves nothing anyone reads.
    func write(_ bytes: [UInt8], name: String) throws(FontFileProblem) -> String {
        let file = url.appendingPathComponent(name).path
        try Self.write(bytes, to: file)
        return file
    }

    /// Writes `bytes` to a new file at `file`.
    static func write(_ bytes: [UInt8], to file: String) throws(FontFileProblem) {
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw FontFileProblem("cannot write it to \(file): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        let failure = FileWrite.all(bytes, to: descriptor)
        guard failure == 0 else { throw FontFileProblem("cannot write it to \(file): \(String(cString: strerror(failure)))") }
    }
}
