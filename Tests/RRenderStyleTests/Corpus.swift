import Foundation

/// Reads the shared corpus of real publications (never copied into the repository).
enum Corpus {
    /// The corpus folder: `../shared/corpus` beside the checkout, else `/work/shared/corpus`.
    static var directory: URL? {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [checkout.deletingLastPathComponent().appendingPathComponent("shared/corpus"),
                          URL(fileURLWithPath: "/work/shared/corpus")]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The EPUB files of the corpus, sorted by name.
    static func epubs() throws -> [URL] {
        guard let directory else { throw CorpusError.missing("no corpus at ../shared/corpus or /work/shared/corpus") }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".epub") }.sorted()
        guard !names.isEmpty else { throw CorpusError.missing("no .epub file in \(directory.path)") }
        return names.map { directory.appendingPathComponent($0) }
    }

    /// The entry names of a zip archive.
    static func entries(of archive: URL) throws -> [String] {
        let listing = try unzip(["-Z1", archive.path])
        return String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The bytes of one entry of a zip archive.
    static func read(_ entry: String, from archive: URL) throws -> [UInt8] {
        // unzip treats names as wildcard patterns: escape the special characters.
        let pattern = entry.replacingOccurrences(of: "[", with: "[[]").replacingOccurrences(of: "*", with: "[*]")
            .replacingOccurrences(of: "?", with: "[?]")
        return Array(try unzip(["-p", archive.path, pattern]))
    }

    /// Extracts `archive` into a new temporary folder and returns it; the caller removes it.
    static func extract(_ archive: URL) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = try unzip(["-q", "-o", archive.path, "-d", folder.path])
        return folder
    }

    private static func unzip(_ arguments: [String]) throws -> Data {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip") else {
            throw CorpusError.missing("/usr/bin/unzip is needed to read the corpus (apt-get install unzip)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CorpusError.unreadable("unzip \(arguments.joined(separator: " ")) failed") }
        return data
    }
}

/// Why the corpus could not be read.
enum CorpusError: Error, CustomStringConvertible {
    case missing(String)
    case unreadable(String)

    var description: String {
        switch self {
        case .missing(let why), .unreadable(let why): "Corpus unavailable: \(why)"
        }
    }
}
