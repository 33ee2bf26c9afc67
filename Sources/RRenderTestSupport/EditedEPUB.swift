import Foundation
internal import ZIPFoundation

/// A copy of a real EPUB with some entries rewritten, written to a temporary file: a new
/// edition for snapshot and comparison tests (the corpus file itself is never changed).
public enum EditedEPUB {
    /// Writes a copy of the EPUB at `path` to a new temporary file, each entry named in `edits`
    /// replaced by what its function returns for the old text, and the entries of `additions`
    /// (archive path → text) added at the end; returns the copy's path.
    public static func write(
        from path: String, edits: [String: @Sendable (String) -> String],
        additions: [String: String] = [:]
    ) throws -> String {
        let source = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        var entries: [ZIPEntrySpec] = []
        for entry in source where entry.type == .file {
            var data = Data()
            _ = try source.extract(entry, skipCRC32: true) { data.append($0) }
            if let edit = edits[entry.path] { data = Data(edit(String(decoding: data, as: UTF8.self)).utf8) }
            entries.append(
                ZIPEntrySpec(
                    path: entry.path, bytes: [UInt8](data),
                    compression: entry.path == "mimetype" ? .stored : .deflate))
        }
        entries += additions.sorted { $0.key < $1.key }.map { ZIPEntrySpec(path: $0.key, text: $0.value, compression: .deflate) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-edited-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
        try ZIPFixture.archive(entries).write(to: copy)
        return copy.path
    }
}
