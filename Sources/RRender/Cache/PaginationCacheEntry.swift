import Foundation
import RRenderCore
import Synchronization

/// One publication's entry in the `PaginationCache`: the page counts (and layout problems) of
/// its reflowable resources, read from the file once, added to as resources are laid out and
/// written back by `save()`.
///
/// The file: a first line `rrender-pagination <format> <SHA-256 of the rest>`, then JSON:
/// `{"key": <PaginationCacheKey text>, "resources": [[index, pages, [[code, message, severity,
/// location], …]], …], "fontFaceDocuments": [href, …]}`. Any mismatch (header, checksum, key, a value out of range) and the
/// entry is ignored as a whole, never trusted in part.
final class PaginationCacheEntry: Sendable {
    /// The file format; a new one makes every older entry a miss.
    static let format = 1
    /// The largest entry file read (a few hundred chapters take some kilobytes).
    static let maximumFileSize = 8 << 20
    /// The most documents an entry may list as having `@font-face`.
    static let maximumDocuments = 100_000

    let cache: PaginationCache
    let key: PaginationCacheKey
    /// How many resources the publication has: larger indices are refused.
    let resourceCount: Int
    let file: URL

    private struct State {
        /// What the file held when first read (nil: not read yet).
        var stored: Contents?
        /// Summaries found since the file was read or last saved.
        var fresh: [Int: ResourceSummary] = [:]
        /// The documents with `@font-face`, found since the file was read (its had none).
        var freshFontFaceDocuments: [String]?
    }

    /// What an entry's file holds.
    struct Contents {
        var summaries: [Int: ResourceSummary] = [:]
        /// The documents whose bytes contain `@font-face` (`EmbeddedFonts`), when known.
        var fontFaceDocuments: [String]?
    }
    private let state = Mutex(State())

    init(cache: PaginationCache, key: PaginationCacheKey, resourceCount: Int) {
        self.cache = cache
        self.key = key
        self.resourceCount = resourceCount
        let digest = key.digest
        file = cache.directory.appendingPathComponent(String(digest.prefix(1)), isDirectory: true).appendingPathComponent(digest)
    }

    /// The stored summary of `resource`, if the entry has one.
    func summary(_ resource: Int) -> ResourceSummary? {
        state.withLock { state in state.fresh[resource] ?? stored(&state).summaries[resource] }
    }

    /// The documents whose bytes contain `@font-face`, if the entry knows them.
    func fontFaceDocuments() -> [String]? {
        state.withLock { state in state.freshFontFaceDocuments ?? stored(&state).fontFaceDocuments }
    }

    /// Records the documents containing `@font-face`, to be written by `save()`.
    func setFontFaceDocuments(_ documents: [String]) {
        state.withLock { state in
            if stored(&state).fontFaceDocuments == nil { state.freshFontFaceDocuments = documents }
        }
    }

    /// What the file held, read on first use (and the entry marked used).
    private func stored(_ state: inout State) -> Contents {
        if let stored = state.stored { return stored }
        let contents = read() ?? Contents()
        if !contents.summaries.isEmpty { PaginationCacheFolder.markUsed(file) }
        state.stored = contents
        return contents
    }

    /// Adds what laying out resources found, to be written by `save()`.
    func add(_ summaries: [Int: ResourceSummary]) {
        guard !summaries.isEmpty else { return }
        state.withLock { state in
            for (resource, summary) in summaries where state.stored?.summaries[resource] == nil { state.fresh[resource] = summary }
        }
    }

    /// Writes the entry if it gained summaries: what the file holds now (another process may
    /// have added to it), with this renderer's summaries, replaces it at once. Failures are
    /// ignored: the cache only saves time.
    func save() {
        state.withLock { state in
            guard !state.fresh.isEmpty || state.freshFontFaceDocuments != nil else { return }
            let existing = read()
            var merged = existing ?? Contents()
            for (resource, summary) in state.fresh { merged.summaries[resource] = summary }
            if merged.fontFaceDocuments == nil { merged.fontFaceDocuments = state.freshFontFaceDocuments }
            if PaginationCacheFolder.write(encode(merged), to: file, prune: existing == nil ? cache : nil) {
                state.stored = merged
                state.fresh = [:]
                state.freshFontFaceDocuments = nil
            }
        }
    }

    // MARK: - The file

    private func encode(_ contents: Contents) -> [UInt8] {
        let summaries = contents.summaries
        let resources: [JSONValue] = summaries.keys.sorted().map { resource in
            let summary = summaries[resource]!
            let problems: [JSONValue] = summary.diagnostics.map { problem in
                .array([.string(problem.code), .string(problem.message), .string(problem.severity.rawValue),
                        problem.location.map(JSONValue.string) ?? .null])
            }
            return .array([.number(Double(resource)), .number(Double(summary.pageCount)), .array(problems)])
        }
        var object: [String: JSONValue] = ["key": .string(key.text), "resources": .array(resources)]
        if let documents = contents.fontFaceDocuments { object["fontFaceDocuments"] = .array(documents.map(JSONValue.string)) }
        let body = Array(JSONValue.object(object).serialized().utf8)
        return Array("rrender-pagination \(Self.format) \(SHA256.hex(body))\n".utf8) + body
    }

    /// What the file holds, nil when it is missing, damaged or for another key.
    private func read() -> Contents? {
        guard let bytes = PaginationCacheFolder.read(file, limit: Self.maximumFileSize),
              let newline = bytes.firstIndex(of: 0x0A) else { return nil }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        let body = bytes[(newline + 1)...]
        guard header.count == 3, header[0] == "rrender-pagination", header[1] == "\(Self.format)", header[2] == SHA256.hex(body),
              let json = try? JSONValue(parsing: Data(body)), json["key"]?.stringValue == key.text,
              let resources = json["resources"]?.arrayValue else { return nil }
        var summaries: [Int: ResourceSummary] = [:]
        for item in resources {
            guard let fields = item.arrayValue, fields.count == 3, let resource = fields[0].intValue, (0..<resourceCount).contains(resource),
                  let pages = fields[1].intValue, (0...10_000_000).contains(pages), let problems = fields[2].arrayValue else { return nil }
            var diagnostics: [Diagnostic] = []
            for problem in problems {
                guard let parts = problem.arrayValue, parts.count == 4, let code = parts[0].stringValue, let message = parts[1].stringValue,
                      let severity = parts[2].stringValue.flatMap(Diagnostic.Severity.init(rawValue:)) else { return nil }
                let location: String?
                switch parts[3] {
                case .null: location = nil
                case .string(let text): location = text
                default: return nil
                }
                diagnostics.append(Diagnostic(code: code, message: message, severity: severity, location: location))
            }
            summaries[resource] = ResourceSummary(pageCount: pages, diagnostics: diagnostics)
        }
        var contents = Contents(summaries: summaries)
        if let documents = json["fontFaceDocuments"] {
            guard let list = documents.arrayValue?.compactMap(\.stringValue), list.count == documents.arrayValue?.count,
                  list.count <= Self.maximumDocuments else { return nil }
            contents.fontFaceDocuments = list
        }
        return contents
    }
}
