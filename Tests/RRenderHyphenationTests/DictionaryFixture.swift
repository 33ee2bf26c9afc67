import Foundation
import RRenderHyphenation
import Testing

/// Hand-written pattern dictionaries in a fresh folder, for the rules real dictionaries do not
/// show clearly (minimums, non-standard points, broken files).
struct DictionaryFixture {
    let folder: URL

    /// A folder holding `files` (file name → content, in `encoding`).
    init(_ files: [String: String], encoding: String.Encoding = .utf8) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-hyphen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, content) in files {
            try #require(content.data(using: encoding)).write(to: folder.appendingPathComponent(name))
        }
    }

    /// A hyphenator over the folder.
    var hyphenator: LibHyphenHyphenator { LibHyphenHyphenator(folder: folder.path) }
}

/// `word` with `-` at `points` (character offsets), to compare with a dictionary's spelling.
func hyphenated(_ word: String, at points: [Int]) -> String {
    var out = ""
    for (offset, character) in word.enumerated() {
        if points.contains(offset) { out.append("-") }
        out.append(character)
    }
    return out
}
