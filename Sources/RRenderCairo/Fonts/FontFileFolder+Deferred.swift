internal import CFontFaces
import Synchronization

/// Font files written when first opened, not when their configuration is made
/// (`FontConfiguration(path:planned:read:)`): a warm page of a book whose CSS names four fonts
/// but whose page uses one inflates and writes that one.
///
/// Whatever opens a font file first calls `materialize` (`Sources/CFontFaces/FontFiles.c`:
/// HarfBuzz's `hb_blob_create_from_file`, which Pango shapes with, and FreeType's face for cairo
/// in `FontFaces.c`), so no reader ever finds a deferred file missing. A file is written once,
/// under its own lock, so a second thread opening it waits until it is complete; a folder going
/// away forgets its deferred files first (nothing can open them any more: every font map
/// made from its configuration is gone).
extension FontFileFolder {
    /// A file to write when first opened: what makes its bytes (nil: the file stays missing and
    /// the face draws nothing, as a font FreeType cannot read would), and whether it is written.
    private final class DeferredFile: Sendable {
        let make: @Sendable () -> [UInt8]?
        let written = Mutex(false)

        init(make: @escaping @Sendable () -> [UInt8]?) { self.make = make }
    }

    /// The files to write when first opened, by path.
    private static let deferred = Mutex<[String: DeferredFile]>([:])

    /// Registers the C hooks' materialiser, once per process.
    private static let installed: Void = rr_font_files_set_materializer { path in
        guard let path else { return }
        FontFileFolder.materialize(String(cString: path))
    }

    /// True when deferred files are written before anything reads them: rrender's definition of
    /// `hb_blob_create_from_file` is the one Pango calls (see `FontFiles.c`).
    static var defersFiles: Bool { rr_font_files_deferred() }

    /// Registers `name` in the folder, to be written with the bytes `make` gives when first
    /// opened; returns its path.
    func deferWrite(name: String, make: @escaping @Sendable () -> [UInt8]?) -> String {
        _ = Self.installed
        let file = url.appendingPathComponent(name).path
        Self.deferred.withLock { $0[file] = DeferredFile(make: make) }
        return file
    }

    /// Writes the deferred file at `path` if it is one and not written yet; returns once it is.
    /// Each file has a lock of its own: a thread opening a pinned font, or another deferred
    /// one, never waits for a large font being inflated.
    static func materialize(_ path: String) {
        guard let file = deferred.withLock({ $0[path] }) else { return }
        file.written.withLock { written in
            guard !written else { return }
            written = true
            if let bytes = file.make() { try? write(bytes, to: path) }
        }
        deferred.withLock { files in
            if files[path] === file { files[path] = nil }
        }
    }

    /// Forgets the deferred files under `prefix` (a folder's path and a slash).
    static func forgetDeferred(in prefix: String) {
        deferred.withLock { files in
            for path in files.keys where path.hasPrefix(prefix) { files[path] = nil }
        }
    }
}
