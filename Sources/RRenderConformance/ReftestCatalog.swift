import Foundation

/// The reftests of some suites of the W3C CSS test suites' folder (`../shared/csswg`).
///
/// As the Web Platform Tests count them, every document with at least one `<link rel="match">`
/// or `rel="mismatch"` is a reftest, references that chain onto others included.
public struct ReftestCatalog: Sendable {
    /// The suites' root folder.
    public let root: String
    /// The reftests found, sorted by path.
    public let tests: [Reftest]

    /// The file names a test can have.
    static let documentExtensions: Set<String> = ["xht", "xhtml", "html", "htm"]

    /// The suites (folders with a test in them) of `root`, sorted.
    public static func suites(in root: String) throws(ConformanceError) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { throw .missingSuites(root) }
        let suites = names.filter { name in
            var folder: ObjCBool = false
            return !name.hasPrefix(".") && name != "fonts"
                && FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &folder) && folder.boolValue
        }
        guard !suites.isEmpty else { throw .missingSuites(root) }
        return suites.sorted()
    }

    /// A catalog of `tests` under `root`.
    init(root: String, tests: [Reftest]) {
        self.root = root
        self.tests = tests
    }

    /// The reftests of `suites` (every suite when empty) under `root`.
    public init(root: String, suites: [String] = []) throws(ConformanceError) {
        let available = try Self.suites(in: root)
        for suite in suites where !available.contains(suite) { throw .unknownSuite(suite, available: available) }
        self.root = root
        var tests: [Reftest] = []
        for suite in suites.isEmpty ? available : suites {
            for path in Self.documents(in: suite, root: root) {
                guard let text = Self.read(root + "/" + path), let test = Self.reftest(path: path, text: text) else { continue }
                tests.append(test)
            }
        }
        self.tests = tests.sorted { $0.path < $1.path }
    }

    /// The test `text` (the file at `path`) is, or nil when it links no reference.
    static func reftest(path: String, text: String) -> Reftest? {
        guard text.contains("match") else { return nil }
        var references: [Reftest.Reference] = [], flags: Set<String> = []
        MarkupScanner(text).scan(tag: { tag in
            if tag.name == "link", let rel = tag.attributes["rel"], let href = tag.attributes["href"] {
                let tokens = rel.lowercased().split(whereSeparator: \.isWhitespace)
                let relation: Reftest.Reference.Relation? =
                    tokens.contains("match") ? .match : tokens.contains("mismatch") ? .mismatch : nil
                if let relation, let target = SuitePath.resolve(href, from: path) {
                    references.append(.init(path: target, relation: relation))
                }
            } else if tag.name == "meta", tag.attributes["name"]?.lowercased() == "flags", let content = tag.attributes["content"]
            {
                flags.formUnion(content.lowercased().split(whereSeparator: \.isWhitespace).map(String.init))
            }
        })
        return references.isEmpty ? nil : Reftest(path: path, references: references, flags: flags)
    }

    /// The documents under the folder `suite`, as paths relative to `root`.
    private static func documents(in suite: String, root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root + "/" + suite) else { return [] }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            let ext = (relative as NSString).pathExtension.lowercased()
            if documentExtensions.contains(ext) { paths.append(suite + "/" + relative) }
        }
        return paths
    }

    /// A text file's content (UTF-8, invalid bytes replaced), nil when it cannot be read.
    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
