import RRenderXML

/// Which elements are notes, so that a note reference is shown in place only when it leads
/// to one (EPUB 3.3 §D.4.1 / EPUB 3 Structural Semantics Vocabulary 1.1 §2.9 "Notes", and
/// DPUB-ARIA 1.1 §4). A `noteref` whose target is a heading, the document's `<title>` or a
/// plain paragraph is an ordinary link: presenting "Chapter 3" as a pop-up note is wrong.
enum NoteElement {
    /// `epub:type` tokens of one note (the collections `footnotes`/`endnotes`/`rearnotes` are not).
    static let noteTypes: Set<Substring> = ["footnote", "endnote", "note", "rearnote"]
    /// DPUB-ARIA roles of one note (`doc-endnote` is deprecated in 1.1 but still in books).
    static let noteRoles: Set<Substring> = ["doc-footnote", "doc-endnote"]
    /// Collections whose list items are notes: DPUB-ARIA 1.1 has endnotes as `li` of an
    /// `ol` inside `doc-endnotes`; SSV `endnotes`/`rearnotes`/`footnotes` likewise.
    static let collectionTypes: Set<Substring> = ["footnotes", "endnotes", "rearnotes", "doc-endnotes"]
    /// Elements that never are notes, whatever their markup says.
    static let excluded: Set<String> = ["html", "head", "title", "body", "h1", "h2", "h3", "h4", "h5", "h6", "hgroup"]

    /// The element of id `id` in `root`'s tree when it is a note: marked as one, or an `li`
    /// of a notes collection. Nil when there is no such element or it is not a note.
    static func note(withID id: String, in root: DOMElement) -> DOMElement? {
        guard let path = path(to: id, from: root), let target = path.last, !excluded.contains(target.name) else { return nil }
        if isMarked(target, as: noteTypes, roles: noteRoles) { return target }
        // An `li` of a list inside a notes collection (the list's parent or the list itself).
        guard target.name == "li", path.count >= 2 else { return nil }
        let list = path[path.count - 2]
        let holders = path.count >= 3 ? [list, path[path.count - 3]] : [list]
        return holders.contains { isMarked($0, as: collectionTypes, roles: collectionTypes) } ? target : nil
    }

    /// True when `element`'s `epub:type` has a token of `types` or its `role` one of `roles`.
    /// `epub:type` is read in the OPS namespace and as a plain `epub:type` attribute (what the
    /// HTML parser makes of it in a recovered document).
    static func isMarked(_ element: DOMElement, as types: Set<Substring>, roles: Set<Substring>) -> Bool {
        let typeList = element.attribute("type", namespace: Namespace.epub) ?? element.attribute("epub:type") ?? ""
        if tokens(typeList).contains(where: types.contains) { return true }
        return tokens(element.attribute("role") ?? "").contains(where: roles.contains)
    }

    /// The elements from `root` down to the first element (document order) whose id is `id`.
    /// Iterative: a hostile document may nest deeper than the stack allows.
    private static func path(to id: String, from root: DOMElement) -> [DOMElement]? {
        var stack = [(root, 0)], path: [DOMElement] = []
        while let (element, depth) = stack.popLast() {
            path.removeSubrange(depth...)
            path.append(element)
            if element.id == id { return path }
            stack += element.elementChildren.reversed().map { ($0, depth + 1) }
        }
        return nil
    }

    private static func tokens(_ list: String) -> [Substring] {
        list.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
    }
}
