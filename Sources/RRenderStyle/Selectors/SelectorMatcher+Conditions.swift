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
            return text.unicodeScalars.split(whereSeparator: isASCIIWhitespace).contains { String(String.UnicodeScalarView($0)) == value }
        case .dashMatch: return text == value || text.hasPrefix(value + "-")
        case .prefix: return !value.isEmpty && text.hasPrefix(value)
        case .suffix: return !value.isEmpty && text.hasSuffix(value)
        case .substring: return !value.isEmpty && text.contains(value)
        }
    }

    private static func isASCIIWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    /// True when the pseudo-class holds for the element.
    static func matchesPseudoClass(_ pseudoClass: PseudoClass, element: Int, tree: ElementTree) -> Bool {
        switch pseudoClass {
        case .root: return tree.parents[element] < 0
        case .empty: return tree.emptyFlags[element]
        case .firstChild: return tree.childPosition(of: element) == 1
        case .lastChild: return tree.childPosition(of: element) == tree.siblingCount(of: element)
        case .onlyChild: return tree.siblingCount(of: element) == 1
        case .firstOfType: return tree.typePosition(of: element) == 1
        case .lastOfType: return tree.typePosition(of: element) == tree.typeCount(of: element)
        case .onlyOfType: return tree.typeCount(of: element) == 1
        case .nthChild(let anb): return anb.matches(tree.childPosition(of: element))
        case .nthLastChild(let anb):
            return anb.matches(tree.siblingCount(of: element) - tree.childPosition(of: element) + 1)
        case .nthOfType(let anb): return anb.matches(tree.typePosition(of: element))
        case .nthLastOfType(let anb):
            return anb.matches(tree.typeCount(of: element) - tree.typePosition(of: element) + 1)
        case .not(let list): return !matches(list, element: element, in: tree)
        case .lang(let range): return matchesLanguage(tree.language(of: element), range: range)
        case .link:
            let name = tree.lowercasedNames[element]
            return tree.isXHTML[element] && (name == "a" || name == "area") && tree.elements[element].attribute("href") != nil
        case .dynamic: return false
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
