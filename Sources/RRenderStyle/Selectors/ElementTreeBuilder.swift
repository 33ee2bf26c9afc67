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

    /// Adds `element` and its descendants; returns its index.
    mutating func add(_ element: DOMElement, parent: Int, language: Int32) -> Int {
        let index = elements.count
        elements.append(element)
        parents.append(Int32(parent))
        previousSiblings.append(-1)
        nextSiblings.append(-1)
        firstChildren.append(-1)
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
        // Element types among these siblings: a short list scanned linearly beats hashing strings.
        var types: [(name: String, namespace: String?, count: Int32)] = []
        var children: [(Int, Int)] = []
        var previous: Int32 = -1
        for case .element(let childElement) in element.children {
            let child = add(childElement, parent: index, language: language)
            let key: Int
            if let known = types.firstIndex(where: { $0.name == childElement.name && $0.namespace == childElement.namespace }) {
                key = known
                types[known].count += 1
            } else {
                key = types.count
                types.append((childElement.name, childElement.namespace, 1))
            }
            typePositions[child] = types[key].count
            childPositions[child] = Int32(children.count + 1)
            previousSiblings[child] = previous
            if previous >= 0 { nextSiblings[Int(previous)] = Int32(child) } else { firstChildren[index] = Int32(child) }
            previous = Int32(child)
            children.append((child, key))
        }
        childCounts[index] = Int32(children.count)
        for (child, key) in children { typeCounts[child] = types[key].count }
    }

    private mutating func intern(_ language: String) -> Int32 {
        if let known = languageLookup[language] { return known }
        let index = Int32(languageTable.count)
        languageTable.append(language)
        languageLookup[language] = index
        return index
    }

    /// The distinct classes of a `class` attribute, split on ASCII whitespace, in order.
    static func classList(_ value: String?) -> [String] {
        guard let value, !value.isEmpty else { return [] }
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x0C }
        if !value.utf8.contains(where: isSpace) { return [value] }
        var classes: [String] = []
        for part in value.utf8.split(whereSeparator: isSpace) {
            let name = String(decoding: part, as: UTF8.self)
            if !classes.contains(name) { classes.append(name) }
        }
        return classes
    }

    /// The class hashes of every element in one array, with the start of each element's run.
    static func flatten(_ classLists: [[String]]) -> (ContiguousArray<UInt64>, ContiguousArray<Int32>) {
        var hashes: ContiguousArray<UInt64> = []
        var starts: ContiguousArray<Int32> = [0]
        starts.reserveCapacity(classLists.count + 1)
        for classes in classLists {
            for name in classes { hashes.append(CSSNameHash.exact(name)) }
            starts.append(Int32(hashes.count))
        }
        return (hashes, starts)
    }

    /// Each element's ancestor filter: its parent's filter plus the parent's own names. Parents
    /// come before their children in document order, so one pass suffices.
    static func ancestorFilters(
        parents: [Int32], lowercasedNameHashes: ContiguousArray<UInt64>, idHashes: ContiguousArray<UInt64>,
        classHashes: ContiguousArray<UInt64>, classStarts: ContiguousArray<Int32>
    ) -> ContiguousArray<AncestorFilter> {
        var filters = ContiguousArray(repeating: AncestorFilter(), count: parents.count)
        for element in filters.indices {
            let parent = Int(parents[element])
            guard parent >= 0 else { continue }
            var filter = filters[parent]
            filter.insert(lowercasedNameHashes[parent])
            if idHashes[parent] != 0 { filter.insert(idHashes[parent]) }
            for index in Int(classStarts[parent])..<Int(classStarts[parent + 1]) { filter.insert(classHashes[index]) }
            filters[element] = filter
        }
        return filters
    }
}
