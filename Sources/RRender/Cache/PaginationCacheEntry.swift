import Foundation
import RRenderCairo
import RRenderCore
import RRenderDigests
import RRenderLayout
import Synchronization

/// One publication's entry in the `PaginationCache`: the page counts (and layout problems) of
/// its reflowable resources, read from the file once, added to as resources are laid out and
/// written back by `save()`.
///
/// The file: a first line `rrender-pagination <format> <SHA-256 of the rest>`, then lines of
/// tab-separated fields (`encode`). Any mismatch (header, checksum, key, a line or value out of
/// range) and the entry is ignored as a whole, never trusted in part.
final class PaginationCacheEntry: Sendable {
    /// The file format; a new one makes every older entry a miss.
    static let format = 3
    /// The largest entry file read (a few hundred chapters take some kilobytes).
    static let maximumFileSize = 8 << 20
    /// The most documents an entry may list as having `@font-face`, and the most embedded
    /// faces and font warnings it may list.
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
        /// The embedded fonts, found since the file was read (its had none).
        var freshFontPlan: EmbeddedFontPlan?
    }

    /// What an entry's file holds.
    struct Contents {
        var summaries: [Int: ResourceSummary] = [:]
        /// The documents whose bytes contain `@font-face` (`EmbeddedFonts`), when known.
        var fontFaceDocuments: [String]?
        /// The embedded fonts (`EmbeddedFonts`), when known.
        var fontPlan: EmbeddedFontPlan?
    }
    private let state = Mutex(State())

    init(cache: PaginationCache, key: PaginationCacheKey, resourceCount: Int) {
        self.cache = cache
        self.key = key
        self.resourceCount = resourceCount
        let digest = key.digest
        file = cache.directory.appendingPathComponent(String(digest.prefix(1)), isDirectory: true).appendingPathComponent(digest)
    }

    /// The stored summary of `resource`, if the entry has a whole one.
    func summary(_ resource: Int) -> ResourceSummary? {
        anySummary(resource).flatMap { $0.isComplete ? $0 : nil }
    }

    /// The stored summary of `resource` laid out only in part (as far as a page asked for).
    func partialSummary(_ resource: Int) -> ResourceSummary? {
        anySummary(resource).flatMap { $0.isComplete ? nil : $0 }
    }

    private func anySummary(_ resource: Int) -> ResourceSummary? {
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

    /// The embedded fonts as an earlier renderer found them, if the entry knows them.
    func fontPlan() -> EmbeddedFontPlan? {
        state.withLock { state in state.freshFontPlan ?? stored(&state).fontPlan }
    }

    /// Records the embedded fonts, to be written by `save()`.
    func setFontPlan(_ plan: EmbeddedFontPlan) {
        state.withLock { state in
            if stored(&state).fontPlan == nil { state.freshFontPlan = plan }
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

    /// Adds what laying out resources found, to be written by `save()`: a whole summary
    /// replaces a partial one, a partial one only a shorter partial one.
    func add(_ summaries: [Int: ResourceSummary]) {
        guard !summaries.isEmpty else { return }
        state.withLock { state in
            for (resource, summary) in summaries
            where Self.replaces(summary, state.fresh[resource] ?? state.stored?.summaries[resource]) {
                state.fresh[resource] = summary
            }
        }
    }

    /// True when `summary` says more than `existing`.
    private static func replaces(_ summary: ResourceSummary, _ existing: ResourceSummary?) -> Bool {
        guard let existing, !existing.isComplete else { return existing == nil }
        return summary.isComplete || summary.pageCount > existing.pageCount
    }

    /// Writes the entry if it gained summaries: what the file holds now (another process may
    /// have added to it), with this renderer's summaries, replaces it at once. Failures are
    /// ignored: the cache only saves time.
    func save() {
        state.withLock { state in
            guard !state.fresh.isEmpty || state.freshFontFaceDocuments != nil || state.freshFontPlan != nil else { return }
            let existing = read()
            var merged = existing ?? Contents()
            for (resource, summary) in state.fresh where Self.replaces(summary, merged.summaries[resource]) {
                merged.summaries[resource] = summary
            }
            if merged.fontFaceDocuments == nil { merged.fontFaceDocuments = state.freshFontFaceDocuments }
            if merged.fontPlan == nil { merged.fontPlan = state.freshFontPlan }
            if PaginationCacheFolder.write(encode(merged), to: file, prune: existing == nil ? cache : nil) {
                state.stored = merged
                state.fresh = [:]
                state.freshFontFaceDocuments = nil
                state.freshFontPlan = nil
            }
        }
    }

    // MARK: - The file

    /// The entry as text: the header line, then one line per field list, fields separated by
    /// tabs, with backslash, tab and newline escaped as `\\`, `\t` and `\n`. Lines: `key`
    /// and the key's text; `fonts` and the documents holding `@font-face` (when known); when
    /// the embedded fonts are known, `fontplan`, then per face `face`, its file name, href,
    /// family and fontconfig description, and per warning `fontproblem` and the fields of a
    /// `problem` line; per resource, `resource`, its index and page count, then one `problem`
    /// line per diagnostic: severity, code, `@` and the location (empty for none), message.
    private func encode(_ contents: Contents) -> [UInt8] {
        var lines = [Self.line(["key", key.text])]
        if let documents = contents.fontFaceDocuments { lines.append(Self.line(["fonts"] + documents)) }
        if let plan = contents.fontPlan {
            lines.append("fontplan")
            for face in plan.faces { lines.append(Self.line(["face", face.name, face.href, face.family, face.pattern])) }
            for problem in plan.diagnostics { lines.append(Self.line(["fontproblem"] + Self.fields(problem))) }
        }
        for resource in contents.summaries.keys.sorted() {
            let summary = contents.summaries[resource]!
            lines.append(
                Self.line(["resource", "\(resource)", "\(summary.pageCount)", summary.isComplete ? "whole" : "partial"]))
            for problem in summary.diagnostics { lines.append(Self.line(["problem"] + Self.fields(problem))) }
            for (page, start) in summary.pageStarts.enumerated() {
                if let start { lines.append(Self.line(["start", "\(page)"] + PageStartFields.encode(start))) }
            }
        }
        let body = Array(lines.joined(separator: "\n").utf8)
        return Array("rrender-pagination \(Self.format) \(Digest.sha256(body).lowercaseHex)\n".utf8) + body
    }

    /// What the file holds, nil when it is missing, damaged or for another key.
    private func read() -> Contents? {
        guard let bytes = PaginationCacheFolder.read(file, limit: Self.maximumFileSize),
            let newline = bytes.firstIndex(of: 0x0A)
        else { return nil }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        let body = bytes[(newline + 1)...]
        guard header.count == 3, header[0] == "rrender-pagination", header[1] == "\(Self.format)",
            header[2] == Digest.sha256(body).lowercaseHex
        else { return nil }
        var contents = Contents()
        var current: (resource: Int, pages: Int, whole: Bool, problems: [Diagnostic], starts: [PageStart?])?
        func close() {
            if let current {
                contents.summaries[current.resource] = ResourceSummary(
                    pageCount: current.pages, diagnostics: current.problems, isComplete: current.whole,
                    pageStarts: current.starts)
            }
            current = nil
        }
        var sawKey = false
        for line in body.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map(Self.unescaped)
            switch (fields.first, fields.count) {
            case ("key", 2):
                guard !sawKey, fields[1] == key.text else { return nil }
                sawKey = true
            case ("fonts", _):
                guard sawKey, contents.fontFaceDocuments == nil, fields.count - 1 <= Self.maximumDocuments else { return nil }
                contents.fontFaceDocuments = Array(fields.dropFirst())
            case ("resource", 4):
                close()
                guard sawKey, let resource = Int(fields[1]), (0..<resourceCount).contains(resource),
                    contents.summaries[resource] == nil,
                    let pages = Int(fields[2]), (0...10_000_000).contains(pages), fields[3] == "whole" || fields[3] == "partial"
                else { return nil }
                current = (resource, pages, fields[3] == "whole", [], [])
            case ("start", PageStartFields.count + 2):
                // Pages in order, each at most once, within the resource's count.
                guard let pages = current?.pages, let startCount = current?.starts.count, let page = Int(fields[1]),
                    (startCount..<pages).contains(page), let start = PageStartFields.decode(fields.dropFirst(2))
                else { return nil }
                current?.starts += Array(repeating: nil, count: page - startCount) + [start]
            case ("problem", 5):
                guard current != nil, let problem = Self.diagnostic(fields) else { return nil }
                current?.problems.append(problem)
            case ("fontplan", 1):
                guard sawKey, current == nil, contents.fontPlan == nil else { return nil }
                contents.fontPlan = EmbeddedFontPlan(faces: [], diagnostics: [])
            case ("face", 5):
                guard current == nil, let count = contents.fontPlan?.faces.count, count < Self.maximumDocuments,
                    PlannedFontFace.isValidName(fields[1])
                else { return nil }
                contents.fontPlan?.faces.append(
                    PlannedFontFace(name: fields[1], href: fields[2], family: fields[3], pattern: fields[4]))
            case ("fontproblem", 5):
                guard current == nil, let count = contents.fontPlan?.diagnostics.count, count < Self.maximumDocuments,
                    let problem = Self.diagnostic(fields)
                else { return nil }
                contents.fontPlan?.diagnostics.append(problem)
            default:
                return nil
            }
        }
        close()
        return sawKey ? contents : nil
    }

    /// The fields after the first of a `problem` line: severity, code, `@` and the location
    /// (empty for none), message.
    private static func fields(_ problem: Diagnostic) -> [String] {
        [problem.severity.rawValue, problem.code, problem.location.map { "@" + $0 } ?? "", problem.message]
    }

    /// The diagnostic of a `problem` line's fields (the first one the line's name), nil when
    /// its severity is unknown.
    private static func diagnostic(_ fields: [String]) -> Diagnostic? {
        guard fields.count == 5, let severity = Diagnostic.Severity(rawValue: fields[1]) else { return nil }
        let location: String? = fields[3].isEmpty ? nil : String(fields[3].dropFirst())
        return Diagnostic(code: fields[2], message: fields[4], severity: severity, location: location)
    }

    /// Fields joined by tabs, each with `\`, tab and newline escaped.
    private static func line(_ fields: [String]) -> String {
        fields.map { field in
            guard field.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A }) else { return field }
            return field.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
                .replacingOccurrences(of: "\n", with: "\\n")
        }.joined(separator: "\t")
    }

    /// A field of `line(_:)` as it was written.
    private static func unescaped(_ field: ArraySlice<UInt8>) -> String {
        guard field.contains(0x5C) else { return String(decoding: field, as: UTF8.self) }
        var out: [UInt8] = []
        var escaped = false
        for byte in field {
            if escaped {
                out.append(byte == UInt8(ascii: "t") ? 0x09 : byte == UInt8(ascii: "n") ? 0x0A : byte)
                escaped = false
            } else if byte == 0x5C {
                escaped = true
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
