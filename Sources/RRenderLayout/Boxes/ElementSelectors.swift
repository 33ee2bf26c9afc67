import RRenderStyle
import RRenderXML

/// CSS selectors naming a document's elements, for locators (`cssSelector`, readium.md §1.2):
/// `#id` for an element with an id, else the child path from the nearest ancestor with one (or
/// from the root), `#chap3 > p:nth-child(12)` or `html > body > section:nth-child(2) > p:nth-child(3)`.
///
/// Elements are addressed by their document-order index (`StyledElement.index`). Building it is
/// one pass over the DOM keeping two small integers per element; a selector is made only when
/// asked, once per paragraph-bearing block.
public final class ElementSelectors {
    private var elements: [DOMElement] = []
    private var parents: [Int32] = []
    /// Each element's position among its parent's element children, from 1 (`:nth-child`).
    private var positions: [Int32] = []

    /// The selectors of `root` and its descendants.
    public init(root: DOMElement) {
        add(root, parent: -1, position: 1)
    }

    private func add(_ element: DOMElement, parent: Int32, position: Int32) {
        let index = Int32(elements.count)
        elements.append(element)
        parents.append(parent)
        positions.append(position)
        var childPosition: Int32 = 0
        for case .element(let child) in element.children {
            childPosition += 1
            add(child, parent: index, position: childPosition)
        }
    }

    /// The selector of element `index`; nil when the index is not one of this document's.
    public func selector(of index: Int) -> String? {
        guard elements.indices.contains(index) else { return nil }
        var steps: [String] = []
        var current = index
        while true {
            let element = elements[current]
            if let id = element.id, !id.isEmpty {
                steps.append("#" + Self.escapeIdentifier(id))
                break
            }
            let parent = Int(parents[current])
            if parent < 0 {
                steps.append(element.name)
                break
            }
            // `body` is one of a kind under the root: named as such, as people write it.
            let unique = parents[parent] < 0 && element.name == "body"
            steps.append(unique ? element.name : "\(element.name):nth-child(\(positions[current]))")
            current = parent
        }
        return steps.reversed().joined(separator: " > ")
    }

    /// `identifier` escaped for use in a CSS selector (CSSOM §2.1.1, `CSS.escape`).
    public static func escapeIdentifier(_ identifier: String) -> String {
        CSSSerializer.identifier(identifier)
    }

    /// The identifier in an escaped CSS identifier (`escapeIdentifier` reversed), read by the
    /// CSS tokenizer as the name of an id selector (CSS Syntax 3 §4.3.7 escapes).
    public static func unescapeIdentifier(_ escaped: String) -> String {
        guard case .hash(let name, _)? = CSSTokenizer.tokenize("#" + escaped).first else { return escaped }
        return name
    }
}
