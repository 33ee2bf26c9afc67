import Foundation
import RRenderCore
import Synchronization

/// One publication's entry in the `PaginationCache`: the page counts (and layout problems) of
/// its reflowable resources, read from the file once, added to as resources are laid out and
/// written back by `save()`.
///
/// The file: a first line `rrender-pagination <format> <SHA-256 of the rest>`, then JSON:
/// `{"key": <PaginationCacheKey text>, "resources": [[index, pages, [[code, message, severity,
/// location], …]], …]}`. Any mismatch (header, checksum, key, a value out of range) and the
/// entry is ignored as a whole, never trusted in part.
final class PaginationCacheEntry: Sendable {
    /// The file format; a new one makes every older entry a miss.
    static let format = 1
    /// The largest entry file read (a few hundred chapters take some kilobytes).
    static let maximumFileSize = 8 << 20

    let cache: PaginationCache
    let key: PaginationCacheKey
    /// How many resources the publication has: larger indices are refused.
    let resourceCount: Int
    let file: URL

    private struct State {
        /// What the file held when first read (nil: not read yet).
        var stored: [Int: ResourceSummary]?
        /// Summaries found since the file was read or last saved.
        var fresh: [Int: ResourceSummary] = [:]
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
        state.withLock { state in
            if state.stored == nil {
                state.stored = read() ?? [:]
                if !(state.stored ?? [:]).isEmpty { PaginationCacheFolder.markUsed(file) }
            }
            return state.fresh[resource] ?? state.stored?[resource]
        }
    }

    /// Adds what laying out resources found, to be written by `save()`.
    func add(_ summaries: [Int: ResourceSummary]) {
        guard !summaries.isEmpty else { return }
        state.withLock { state in
            for (resource, summary) in summaries where state.stored?[resource] == nil { state.fresh[resource] = summary }
        }
    }

    /// Writes the entry if it gained summaries: what the file holds now (another process may
    /// have added to it), with this renderer's summaries, replaces it at once. Failures are
    /// ignored: the cache only saves time.
    func save() {
        state.withLock { state in
            guard !state.fresh.isEmpty else { return }
            let existing = read()
            var merged = existing ?? [:]
            for (resource, summary) in state.fresh { merged[resource] = summary }
            if PaginationCacheFolder.write(encode(merged), to: file, prune: existing == nil ? cache : nil) {
                state.stored = merged
                state.fresh = [:]
            }
        }
    }

    // MARK: - The file

    private func encode(_ summaries: [Int: ResourceSummary]) -> [UInt8] {
        let resources: [JSONValue] = summaries.keys.sorted().map { resource in
            let summary = summaries[resource]!
            let problems: [JSONValue] = summary.diagnostics.map { problem in
                .array([.string(problem.code), .string(problem.message), .string(problem.severity.rawValue),
                        problem.location.map(JSONValue.string) ?? .null])
            }
            return .array([.number(Double(resource)), .number(Double(summary.pageCount)), .array(problems)])
        }
        let body = Array(JSONValue.object(["key": .string(key.text), "resources": .array(resources)]).serialized().utf8)
        return Array("rrender-pagination \(Self.format) \(SHA256.hex(body))\n".utf8) + body
    }

    /// The summaries the file holds, nil when it is missing, damaged or for another key.
    private func read() -> [Int: ResourceSummary]? {
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
        return summaries
    }
}
