import Foundation
import RRenderXML

/// The SVG definitions of a whole XHTML document, by id: in a browser, `fill: url(#p)` in one
/// inline `<svg>` finds a `<pattern id="p">` in another (ids are the document's), a common way
/// to share patterns, gradients, symbols and filters (one hidden `<svg>` of `<defs>`). librsvg
/// draws each inline SVG alone (`InlineSVG`), so the definitions an SVG refers to but does not
/// hold are copied into it first (`completing(_:)`); without them its shapes lost their paint.
final class SVGSharedDefinitions: @unchecked Sendable {
    // @unchecked: `index` and `budget` are used by the one box builder that owns this object.
    private let root: DOMElement
    private var index: [String: DOMElement]?
    /// How many more elements the document's SVGs may copy between them: a hostile page of many
    /// SVGs all naming one huge definition would otherwise serialise it again for each.
    private var budget = 100_000

    /// How many definitions one SVG may take from elsewhere (their own references included).
    static let maximumCopied = 256

    init(root: DOMElement) {
        self.root = root
    }

    /// `svg` with a `<defs>` holding the SVG elements of the document it refers to by fragment
    /// (`url(#id)` in attributes and styles, `href="#id"`) and does not hold, and those they
    /// refer to in turn; `svg` itself when it needs none.
    func completing(_ svg: DOMElement) -> DOMElement {
        var held = Self.ids(in: svg)
        var wanted = Self.references(in: svg).subtracting(held)
        guard !wanted.isEmpty else { return svg }
        let byID = definitions()
        var copied: [DOMNode] = []
        while let id = wanted.popFirst(), copied.count < Self.maximumCopied {
            // Never one of `svg`'s own elements: their ids are all `held`.
            guard let definition = byID[id] else { continue }
            var size = 1
            definition.forEachDescendant { _ in size += 1 }
            guard size <= budget else { break }
            budget -= size
            copied.append(.element(definition))
            held.formUnion(Self.ids(in: definition))
            wanted.formUnion(Self.references(in: definition).subtracting(held))
        }
        guard !copied.isEmpty else { return svg }
        let defs = DOMElement(name: "defs", namespace: Namespace.svg, attributes: [], children: copied, line: svg.line)
        return DOMElement(
            name: svg.name, namespace: svg.namespace, attributes: svg.attributes, children: svg.children + [.element(defs)],
            line: svg.line)
    }

    /// Every SVG element of the document with an id, the first of each id winning (as
    /// `getElementById` does).
    private func definitions() -> [String: DOMElement] {
        if let index { return index }
        var found: [String: DOMElement] = [:]
        root.forEachDescendant { element in
            guard element.namespace == Namespace.svg, let id = element.id, found[id] == nil else { return }
            found[id] = element
        }
        index = found
        return found
    }

    private static func ids(in element: DOMElement) -> Set<String> {
        var ids: Set<String> = element.id.map { [$0] } ?? []
        element.forEachDescendant { if let id = $0.id { ids.insert(id) } }
        return ids
    }

    /// The ids `element` and its descendants refer to by fragment.
    static func references(in element: DOMElement) -> Set<String> {
        var ids: Set<String> = []
        func scan(_ element: DOMElement) {
            for attribute in element.attributes {
                if attribute.name == "href", attribute.value.hasPrefix("#") {
                    ids.insert(String(attribute.value.dropFirst()))
                }
                var rest = attribute.value[...]
                while let open = rest.range(of: "url(") {
                    rest = rest[open.upperBound...]
                    let inner = rest.prefix { $0 != ")" }
                    let trimmed = inner.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\"'"))
                    if trimmed.hasPrefix("#") { ids.insert(String(trimmed.dropFirst())) }
                    rest = rest[inner.endIndex...]
                }
            }
        }
        scan(element)
        element.forEachDescendant(scan)
        return ids
    }
}
