import RRenderCore

/// A parsed document: its root element and what the parser had to forgive.
public struct DOMDocument: Sendable {
    public let root: DOMElement
    /// Parse problems: empty when the document was well-formed.
    public let diagnostics: [Diagnostic]

    public init(root: DOMElement, diagnostics: [Diagnostic] = []) {
        self.root = root
        self.diagnostics = diagnostics
    }

    /// True when the parser recovered from errors (the content may be incomplete).
    public var wasRecovered: Bool { diagnostics.contains { $0.severity >= .warning } }
}
