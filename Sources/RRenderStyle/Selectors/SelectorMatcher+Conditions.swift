import RRenderXML

/// Attribute selectors and pseudo-classes (Selectors 3 §6.3 and §6.6).
extension SelectorMatcher {
    /// True when some attribute of `element` with the selector's name and namespace satisfies it.
    static func matchesAttribute(_ selector: AttributeSelector, element: DOMElement) -> Bool {
        for attribute in element.attributes where attribute.name == selector.name {
            guard selector.namespace.accepts(attribute.namespace) else { continue }
            if matchesValue(attribute.value, selector) { return true }
        }
        return false
    }

    private static func matchesValue(_ actual: String, _ selector: AttributeSelector) -> Bool {
        if selector.operation == .exists { return true }
        let value = selector.caseInsensitive ? selector.value.asciiLowercased() : selector.value
        let text = selector.caseInsensitive ? actual.asciiLowercased() : actual
        switch selector.operation {
        case .exists: return true
        case .equals: return text == value
        case .includes:
            guard !value.isEmpty, !value.unicodeScalars.contains(where: isASCIIWhitespace) else { return false }
            return text.unicodeScalars.split(whereSeparator: isASCIIWhitespace).contains {
                String(String.UnicodeScalarView($0)) == value
            }
        case .dashMatch: return text == value || text.hasPrefix(value + "-")
        case .prefix: return !value.isEmpty && text.hasPrefix(value)
        case .suffix: return !value.isEmpty && text.hasSuffix(value)
        case .substring: return !value.isEmpty && text.contains(value)
        }
    }

    private static func isASCIIWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    /// True when an integer-only pseudo-class holds for the element (Selectors 3 §6.6.5).
    static func matchesStructural(
        _ code: CompiledSelector.PseudoClassCode, _ anb: AnPlusB,
        element: Int, tree: ElementTree
    ) -> Bool {
        let position = Int(tree.childPositions[element])
        let parent = Int(tree.parents[element])
        let siblings = parent < 0 ? 1 : Int(tree.childCounts[parent])
        let typePosition = Int(tree.typePositions[element])
        let typeCount = Int(tree.typeCounts[element])
        switch code {
        case .root: return parent < 0
        case .empty: return tree.emptyFlags[element]
        case .firstChild: return position == 1
        case .lastChild: return position == siblings
        case .onlyChild: return siblings == 1
        case .firstOfType: return typePosition == 1
        case .lastOfType: return typePosition == typeCount
        case .onlyOfType: return typeCount == 1
        case .nthChild: return anb.matches(position)
        case .nthLastChild: return anb.matches(siblings - position + 1)
        case .nthOfType: return anb.matches(typePosition)
        case .nthLastOfType: return anb.matches(typeCount - typePosition + 1)
        case .link:
            let name = tree.lowercasedNames[element]
            return tree.isXHTML[element] && (name == "a" || name == "area") && tree.elements[element].attribute("href") != nil
        case .never: return false
        }
    }

    /// Selectors 3 §6.6.3: the language is `range` or begins with `range-`, ASCII case-insensitively.
    static func matchesLanguage(_ language: String?, range: String) -> Bool {
        guard let language, !language.isEmpty else { return false }
        let lang = language.asciiLowercased()
        let wanted = range.asciiLowercased()
        return lang == wanted || lang.hasPrefix(wanted + "-")
    }
}
