internal import CFontFaces
import Foundation
import Synchronization
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
/// A process killed by a signal runs no `deinit`: the folders alive are listed (`live`), so a
/// program's signal handler can remove them (`FontConfiguration.removeEmbeddedFontFiles()`).
final class FontFileFolder {
    let url: URL
    /// How every folder's name begins (then a fresh UUID).
    static let namePrefix = "rrender-fonts-"
    /// The paths of the folders not removed yet, and whether the process is ending.
    static let live = Mutex<(paths: Set<String>, ended: Bool)>(([], false))

    init() throws(FontError) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(Self.namePrefix + UUID().uuidString)
        // Made under the lock `removeLive` takes: none is made once it has run.
        let made = Self.live.withLock { state -> Result<Void, FontError> in
            guard !state.ended else { return .failure(.setupFailed("the process is ending")) }
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false,
                                                        attributes: [.posixPermissions: 0o700])
            } catch {
                return .failure(.setupFailed("cannot create the embedded-font folder \(url.path): \(error.localizedDescription)"))
            }
            state.paths.insert(url.path)
            return .success(())
        }
        try made.get()
        self.url = url
    }

    /// Closes the FreeType faces of the folder's fonts (see `Sources/CFontFaces/FontFaces.c`),
    /// then removes the folder. The folder goes with its configuration, after every font map
    /// made from it: nothing uses these fonts any more.
    deinit {
        rr_font_faces_release(url.path + "/")
        try? FileManager.default.removeItem(at: url)
        Self.live.withLock { _ = $0.paths.remove(url.path) }
    }

    /// Removes every folder alive, for a process about to end on a signal; no folder is made
    /// from now on.
    static func removeLive() {
        live.withLock { state in
            state.ended = true
            for path in state.paths { try? FileManager.default.removeItem(atPath: path) }
        }
    }

    /// Writes `bytes` as `name` in the folder and returns the file's path. Not synced to disk
    /// (Foundation's `Data.write` calls `fsync`, 0.4–1 ms a file): the file lives as long as
    /// this process uses it, and a crash leaves nothing anyone reads.
    func write(_ bytes: [UInt8], name: String) throws(FontFileProblem) -> String {
        let file = url.appendingPathComponent(name).path
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw FontFileProblem("cannot write it to \(file): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw FontFileProblem("cannot write it to \(file): \(String(cString: strerror(errno)))") }
            written += count
        }
        return file
    }
}
