import RRenderXML

/// A document's elements in document order, with the relations selector matching needs,
/// computed once per document (Selectors 3 §6.6.5 structural pseudo-classes need positions).
///
/// Elements are addressed by a dense index (the root is 0). Elements without a namespace (from
/// the lenient HTML parser, or a chapter that forgot `xmlns`) are treated as XHTML.
public final class ElementTree: Sendable {
    /// The elements, in document order.
    public let elements: [DOMElement]
    let parents: [Int32]
    let previousSiblings: [Int32]
    let nextSiblings: [Int32]
    let firstChildren: [Int32]
    let childPositions: [Int32]
    let childCounts: [Int32]
    let typePositions: [Int32]
    let typeCounts: [Int32]
    let languageIndices: [Int32]
    let languageTable: [String]
    /// The local name, ASCII-lowercased: compared with type selectors for XHTML elements and
    /// used as the rule-index key for all elements.
    let lowercasedNames: [String]
    let isXHTML: [Bool]
    let classLists: [[String]]
    /// Name, ID and class hashes (`CSSNameHash`) for matching without reference counting.
    let lowercasedNameHashes: ContiguousArray<UInt64>
    let exactNameHashes: ContiguousArray<UInt64>
    /// The ID's hash, 0 when there is none.
    let idHashes: ContiguousArray<UInt64>
    /// `classHashes[classStarts[i] ..< classStarts[i + 1]]` are the class hashes of element i.
    let classHashes: ContiguousArray<UInt64>
    let classStarts: ContiguousArray<Int32>
    /// For each element, the names of all its ancestors (see `AncestorFilter`).
    let ancestorFilters: ContiguousArray<AncestorFilter>
    let ids: [String?]
    let emptyFlags: [Bool]
    private let indexByElement: [ObjectIdentifier: Int]
    /// Where the subsequent-sibling scans of selector matching got to (`SelectorMatcher+Siblings`).
    let siblingScans = SiblingScans()

    /// Builds the tree of `root` and its descendants. `defaultLanguage` (such as the publication's
    /// `dc:language`) applies where no ancestor has `xml:lang` or `lang`.
    public init(root: DOMElement, defaultLanguage: String? = nil) {
        var builder = ElementTreeBuilder()
        if let defaultLanguage { builder.languageTable = [defaultLanguage] }
        _ = builder.add(root, parent: -1, language: defaultLanguage == nil ? -1 : 0)
        elements = builder.elements
        indexByElement = Dictionary(uniqueKeysWithValues: builder.elements.enumerated().map { (ObjectIdentifier($1), $0) })
        (parents, previousSiblings, nextSiblings, firstChildren) =
            (builder.parents, builder.previousSiblings, builder.nextSiblings, builder.firstChildren)
        (childPositions, childCounts, typePositions, typeCounts) =
            (builder.childPositions, builder.childCounts, builder.typePositions, builder.typeCounts)
        (languageIndices, languageTable, emptyFlags) = (builder.languageIndices, builder.languageTable, builder.emptyFlags)
        lowercasedNames = builder.elements.map { $0.name.asciiLowercased() }
        isXHTML = builder.elements.map { $0.namespace == nil || $0.namespace == Namespace.xhtml }
        ids = builder.elements.map(\.id)
        classLists = builder.elements.map { ElementTreeBuilder.classList($0.attribute("class")) }
        lowercasedNameHashes = ContiguousArray(builder.elements.map { CSSNameHash.lowercased($0.name) })
        exactNameHashes = ContiguousArray(builder.elements.map { CSSNameHash.exact($0.name) })
        idHashes = ContiguousArray(ids.map { $0.map(CSSNameHash.exact) ?? 0 })
        (classHashes, classStarts) = ElementTreeBuilder.flatten(classLists)
        ancestorFilters = ElementTreeBuilder.ancestorFilters(
            parents: parents, lowercasedNameHashes: lowercasedNameHashes,
            idHashes: idHashes, classHashes: classHashes, classStarts: classStarts)
    }

    /// The number of elements.
    public var count: Int { elements.count }

    /// The element at `index`.
    public func element(_ index: Int) -> DOMElement { elements[index] }

    /// The index of `element`, when it belongs to this tree.
    public func index(of element: DOMElement) -> Int? { indexByElement[ObjectIdentifier(element)] }

    /// The parent element's index; nil for the root.
    public func parent(of index: Int) -> Int? { Self.optional(parents[index]) }

    /// The previous element sibling's index.
    public func previousSibling(of index: Int) -> Int? { Self.optional(previousSiblings[index]) }

    /// The next element sibling's index.
    public func nextSibling(of index: Int) -> Int? { Self.optional(nextSiblings[index]) }

    /// The first element child's index.
    public func firstChild(of index: Int) -> Int? { Self.optional(firstChildren[index]) }

    /// The indices of the element children, in order.
    public func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = firstChild(of: index)
        while let c = child {
            result.append(c)
            child = nextSibling(of: c)
        }
        return result
    }

    /// The number of element children.
    public func elementChildCount(of index: Int) -> Int { Int(childCounts[index]) }

    /// The 1-based position among the parent's element children (1 for the root).
    public func childPosition(of index: Int) -> Int { Int(childPositions[index]) }

    /// The number of element siblings, the element included (1 for the root).
    public func siblingCount(of index: Int) -> Int {
        parent(of: index).map { Int(childCounts[$0]) } ?? 1
    }

    /// The 1-based position among element siblings of the same type (local name and namespace).
    public func typePosition(of index: Int) -> Int { Int(typePositions[index]) }

    /// The number of element siblings of the same type, the element included.
    public func typeCount(of index: Int) -> Int { Int(typeCounts[index]) }

    /// The language from the nearest `xml:lang`/`lang` (self included), else the default language.
    public func language(of index: Int) -> String? {
        let i = languageIndices[index]
        return i < 0 ? nil : languageTable[Int(i)]
    }

    /// The distinct classes of the `class` attribute, split on ASCII whitespace.
    public func classes(of index: Int) -> [String] { classLists[index] }

    /// The ID (`id`, else `xml:id`).
    public func id(of index: Int) -> String? { ids[index] }

    /// True when the element has no element children and no text, not even whitespace (`:empty`).
    public func isEmpty(_ index: Int) -> Bool { emptyFlags[index] }

    /// True when the element is XHTML (or has no namespace).
    public func isXHTMLElement(_ index: Int) -> Bool { isXHTML[index] }

    /// The ASCII-lowercased local name.
    public func lowercasedName(of index: Int) -> String { lowercasedNames[index] }

    @inline(__always)
    private static func optional(_ value: Int32) -> Int? { value < 0 ? nil : Int(value) }
}
