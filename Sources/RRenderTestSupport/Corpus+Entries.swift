import Foundation
import RRenderPublication

extension Corpus {
    /// Every EPUB of the corpus, as file URLs, sorted by name.
    public static func epubs() throws -> [URL] {
        try epubNames().map { directory.appendingPathComponent($0) }
    }

    /// The entry paths of a zip archive, read with rrender's own zip reader.
    public static func entries(of archive: URL) throws -> [String] {
        try ZIPContainer(path: archive.path).entryPaths
    }

    /// The bytes of one entry of a zip archive.
    public static func read(_ entry: String, from archive: URL) throws -> [UInt8] {
        try ZIPContainer(path: archive.path).read(entry)
    }
}
