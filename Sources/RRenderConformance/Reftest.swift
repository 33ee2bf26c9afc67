/// One reftest of the W3C CSS test suites: a document that must render as its references do.
///
/// Paths are relative to the suites' root folder (`css21/colors/color-001.xht`), with `/`.
public struct Reftest: Sendable, Hashable {
    /// A reference and how the test must compare with it.
    public struct Reference: Sendable, Hashable {
        /// `match`: the same pixels; `mismatch`: different ones.
        public enum Relation: String, Sendable, Hashable {
            case match, mismatch
        }

        /// The reference's path, relative to the suites' root.
        public var path: String
        /// How the test must compare with it.
        public var relation: Relation

        /// A reference.
        public init(path: String, relation: Relation) {
            self.path = path
            self.relation = relation
        }
    }

    /// The test's path, relative to the suites' root; its identity in results and expectations.
    public var path: String
    /// The references (`<link rel="match">` and `rel="mismatch"`), in document order.
    public var references: [Reference]
    /// The tokens of `<meta name="flags">` (`ahem`, `image`, `interact`…), lowercased.
    public var flags: Set<String>

    /// A reftest.
    public init(path: String, references: [Reference], flags: Set<String> = []) {
        self.path = path
        self.references = references
        self.flags = flags
    }

    /// The suite: the first folder of the path (`css21`, `css-writing-modes-3`).
    public var suite: String { String(path.prefix { $0 != "/" }) }

    /// The chapter: the folder inside the suite (`colors`), or empty for a file at its top.
    public var chapter: String {
        let parts = path.split(separator: "/")
        return parts.count > 2 ? String(parts[1]) : ""
    }

    /// Why rrender cannot run this test, or nil: it needs something no book engine shows
    /// (a person's interaction, scripts, animation, a user style sheet, HTTP headers).
    public var skipReason: String? {
        for (flag, reason) in Self.skippedFlags where flags.contains(flag) { return reason }
        return nil
    }

    /// The flags of tests that a book engine cannot show, and why, in the order they are tried.
    public static let skippedFlags: [(flag: String, reason: String)] = [
        ("interact", "needs a person's interaction (flag interact)"),
        ("dom", "needs scripts (flag dom)"),
        ("script", "needs scripts (flag script)"),
        ("animated", "is animated (flag animated)"),
        ("userstyle", "needs a user style sheet (flag userstyle)"),
        // The charset of a `.headers` file beside the test: a book has no HTTP response.
        ("http", "needs HTTP headers (flag http)")
    ]
}
