/// Canonical serialisation of selectors (CSSOM §6.7.2 "serialize a selector"), for tests and diagnostics.
extension SelectorList: CustomStringConvertible {
    /// The selectors joined by `, `.
    public var description: String { selectors.map(\.description).joined(separator: ", ") }
}

extension ComplexSelector: CustomStringConvertible {
    /// Such as `div > p + p::first-line`.
    public var description: String {
        var text = compounds[0].description
        for (combinator, compound) in zip(combinators, compounds.dropFirst()) {
            text += combinator == .descendant ? " " : " \(combinator.rawValue) "
            text += compound.description
        }
        if let pseudoElement { text += "::" + pseudoElement.rawValue }
        return text
    }
}

extension CompoundSelector: CustomStringConvertible {
    /// Such as `p.note[lang|="en"]:first-child`; the implied universal selector is not written.
    public var description: String {
        let rest = conditions.map(\.description).joined()
        return type.isExplicit ? type.description + rest : rest
    }
}

extension TypeSelector: CustomStringConvertible {
    /// Such as `p`, `*`, `svg|rect`, `*|p`, `|p`.
    public var description: String {
        let local = name.map { CSSSerializer.identifier($0) } ?? "*"
        guard let prefix else { return local }
        let prefixText = prefix == "*" ? "*" : CSSSerializer.identifier(prefix, isPartOfName: prefix.isEmpty)
        return prefixText + "|" + local
    }
}

extension SimpleSelector: CustomStringConvertible {
    /// Such as `#id`, `.class`, `[href^="http" i]`, `:nth-child(2n+1)`.
    public var description: String {
        switch self {
        case .id(let name): "#" + CSSSerializer.identifier(name)
        case .class(let name): "." + CSSSerializer.identifier(name)
        case .attribute(let attribute): attribute.description
        case .pseudoClass(let pseudoClass): pseudoClass.description
        }
    }
}

extension AttributeSelector: CustomStringConvertible {
    /// Such as `[lang|="en"]` or `[epub|type~="note" i]`.
    public var description: String {
        var text = "["
        if let prefix { text += (prefix == "*" ? "*" : CSSSerializer.identifier(prefix, isPartOfName: prefix.isEmpty)) + "|" }
        text += CSSSerializer.identifier(name)
        if operation != .exists {
            text += operation.rawValue + CSSSerializer.string(value)
            if caseInsensitive { text += " i" }
        }
        return text + "]"
    }
}
