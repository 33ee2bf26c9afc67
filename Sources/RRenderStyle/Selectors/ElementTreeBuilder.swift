import RRenderXML

/// Fills the arrays of an `ElementTree` in one depth-first walk.
struct ElementTreeBuilder {
    var elements: [DOMElement] = []
    var parents: [Int32] = []
    var previousSiblings: [Int32] = []
    var nextSiblings: [Int32] = []
    var firstChildren: [Int32] = []
    var childPositions: [Int32] = []
    var childCounts: [Int32] = []
    var typePositions: [Int32] = []
    var typeCounts: [Int32] = []
    var languageIndices: [Int32] = []
    var languageTable: [String] = []
    private var languageLookup: [String: Int32] = [:]
    var emptyFlags: [Bool] = []

    private struct TypeKey: Hashable {
        let name: String
        let namespace: String?
    }

    /// Adds `element` and its descendants; returns its index.
    mutating func add(_ element: DOMElement, parent: Int, language: Int32) -> Int {
        let index = elements.count
        elements.append(element)
        parents.append(Int32(parent))
        for column in [\Self.previousSiblings, \.nextSiblings, \.firstChildren] { self[keyPath: column].append(-1) }
        childPositions.append(1)
        childCounts.append(0)
        typePositions.append(1)
        typeCounts.append(1)
        let ownLanguage = element.language.map { intern($0) } ?? language
        languageIndices.append(ownLanguage)
        emptyFlags.append(element.children.allSatisfy { if case .text(let t) = $0 { t.isEmpty } else { false } })
        addChildren(of: element, at: index, language: ownLanguage)
        return index
    }

    private mutating func addChildren(of element: DOMElement, at index: Int, language: Int32) {
        var counts: [TypeKey: Int32] = [:]
        var children: [(Int, TypeKey)] = []
        var previous: Int32 = -1
        for case .element(let childElement) in element.children {
            let child = add(childElement, parent: index, language: language)
            let key = TypeKey(name: childElement.name, namespace: childElement.namespace)
            let typePosition = (counts[key] ?? 0) + 1
            counts[key] = typePosition
            typePositions[child] = typePosition
            childPositions[child] = Int32(children.count + 1)
            previousSiblings[child] = previous
            if previous >= 0 { nextSiblings[Int(previous)] = Int32(child) } else { firstChildren[index] = Int32(child) }
            previous = Int32(child)
            children.append((child, key))
        }
        childCounts[index] = Int32(children.count)
        for (child, key) in children { typeCounts[child] = counts[key] ?? 1 }
    }

    private mutating func intern(_ language: String) -> Int32 {
        if let known = languageLookup[language] { return known }
        let index = Int32(languageTable.count)
        languageTable.append(language)
        languageLookup[language] = index
        return index
    }

    /// Copies the columns into `tree` and derives the per-element strings.
    func finish(into tree: inout ElementTree) {
        tree.parents = parents
        tree.previousSiblings = previousSiblings
        tree.nextSiblings = nextSiblings
        tree.firstChildren = firstChildren
        tree.childPositions = childPositions
        tree.childCounts = childCounts
        tree.typePositions = typePositions
        tree.typeCounts = typeCounts
        tree.languageIndices = languageIndices
        tree.languageTable = languageTable
        tree.emptyFlags = emptyFlags
        tree.lowercasedNames = elements.map { $0.name.asciiLowercased() }
        tree.isXHTML = elements.map { $0.namespace == nil || $0.namespace == Namespace.xhtml }
        tree.ids = elements.map(\.id)
        tree.classLists = elements.map { Self.classList($0.attribute("class")) }
    }

    /// The distinct classes of a `class` attribute, split on ASCII whitespace, in order.
    static func classList(_ value: String?) -> [String] {
        guard let value, !value.isEmpty else { return [] }
        var seen: [String] = []
        let parts = value.unicodeScalars.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
        for part in parts.map({ String(String.UnicodeScalarView($0)) }) where !seen.contains(part) {
            seen.append(part)
        }
        return seen
    }
}
