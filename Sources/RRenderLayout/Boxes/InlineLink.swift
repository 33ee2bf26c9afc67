import RRenderXML

/// The link an inline run belongs to: its resolved target, and whether it is a note reference.
struct InlineLink: Sendable, Hashable {
    /// The resolved target: a publication href (with fragment) or an external URL.
    var href: String
    /// True for `a[epub:type~=noteref]` or `a[role~=doc-noteref]`.
    var isNoteref: Bool

    /// True when `element` is marked as a note reference: an `epub:type` (EPUB 3 Structural
    /// Semantics Vocabulary) or a DPUB-ARIA `role` token `noteref`/`doc-noteref`. `epub:type` is
    /// read in the OPS namespace, and also as a plain attribute named `epub:type`, which is what
    /// the HTML parser makes of it in a document it recovered.
    static func isNoteref(_ element: DOMElement) -> Bool {
        let types = element.attribute("type", namespace: Namespace.epub) ?? element.attribute("epub:type")
        if let types, Self.tokens(types).contains("noteref") { return true }
        return element.attribute("role").map { Self.tokens($0).contains("doc-noteref") } ?? false
    }

    private static func tokens(_ list: String) -> [Substring] {
        list.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
    }
}
