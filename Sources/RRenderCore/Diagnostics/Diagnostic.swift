/// A problem found in content that did not stop the work: unknown CSS, a missing image, a
/// chapter that needed error recovery. Content is lenient; diagnostics say what was forgiven.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How much the problem matters to a reader.
    public enum Severity: String, Sendable, Comparable, Codable {
        /// Worth knowing; the rendering is as the author meant (an unsupported CSS property).
        case info
        /// Part of the content may look different (a missing image, a recovered chapter).
        case warning
        /// Part of the publication is broken (a spine item missing from the container).
        case error

        private var rank: Int { self == .info ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// A stable, machine-readable code such as `xhtml.malformed` or `css.unknown-property`.
    public var code: String
    /// One human sentence.
    public var message: String
    public var severity: Severity
    /// Where: a resource href, optionally with `:line`.
    public var location: String?

    public init(code: String, message: String, severity: Severity, location: String? = nil) {
        self.code = code
        self.message = message
        self.severity = severity
        self.location = location
    }

    public var description: String {
        (location.map { "\($0): " } ?? "") + "\(severity.rawValue): \(message) [\(code)]"
    }
}
