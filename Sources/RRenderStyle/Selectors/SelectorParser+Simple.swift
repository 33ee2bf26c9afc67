/// Type, attribute and pseudo selectors (Selectors 3 §6, CSS Namespaces 3 §5).
extension SelectorParserState {
    /// `[prefix? '|']? [ident | '*']`, or nil when the compound does not start with one.
    mutating func parseTypeSelector() throws(SelectorParseError) -> TypeSelector? {
        guard let (prefix, name, length) = qualifiedName(allowUniversal: true) else { return nil }
        index += length
        let localName = name == "*" ? nil : name
        switch prefix {
        case nil:
            // Selectors 3 §6.1.1: without a prefix, the default namespace applies when declared.
            if let uri = namespaces.defaultNamespace { return TypeSelector(name: localName, namespace: .uri(uri)) }
            return TypeSelector(name: localName, namespace: .any)
        case let prefix?:
            return TypeSelector(name: localName, namespace: resolve(prefix: prefix), prefix: prefix)
        }
    }

    /// The `ns|name`, `*|name`, `|name` or `name` at the cursor (without consuming it):
    /// prefix (nil when none written), name (`*` for universal) and how many values it spans.
    func qualifiedName(allowUniversal: Bool) -> (prefix: String?, name: String, length: Int)? {
        func nameText(_ token: CSSToken?) -> String? {
            if let ident = token?.identValue { return ident }
            return allowUniversal && token?.isDelim("*") == true ? "*" : nil
        }
        if currentToken?.isDelim("|") == true, let name = nameText(token(at: 1)) {
            return ("", name, 2)
        }
        let prefixText = currentToken?.identValue ?? (currentToken?.isDelim("*") == true ? "*" : nil)
        guard let first = prefixText else { return nil }
        if token(at: 1)?.isDelim("|") == true, let name = nameText(token(at: 2)) {
            return (first, name, 3)
        }
        guard let name = nameText(currentToken) else { return nil }
        return (nil, name, 1)
    }

    /// The constraint for an explicit prefix. An undeclared prefix makes the selector invalid in
    /// CSS Namespaces 3 §5; EPUBs often write `epub|type` without `@namespace`, so it accepts any.
    func resolve(prefix: String) -> NamespaceConstraint {
        switch prefix {
        case "": .none
        case "*": .any
        default: namespaces.uri(forPrefix: prefix).map { .uri($0) } ?? .any
        }
    }

    /// `[ name ]`, `[ name op value flag? ]` from the contents of a `[]` block.
    func parseAttributeSelector(_ contents: [CSSComponentValue]) throws(SelectorParseError) -> AttributeSelector {
        var inner = SelectorParserState(values: contents, namespaces: namespaces, insideNot: insideNot)
        inner.skipWhitespace()
        guard let (prefix, name, length) = inner.qualifiedName(allowUniversal: false) else {
            throw SelectorParseError(.syntax, "an attribute selector needs a name")
        }
        inner.index += length
        var selector = AttributeSelector(name: name, namespace: prefix.map(resolve(prefix:)) ?? .none, prefix: prefix)
        inner.skipWhitespace()
        guard inner.current != nil else { return selector }
        selector.operation = try inner.parseAttributeOperator()
        inner.skipWhitespace()
        switch inner.currentToken {
        case .ident(let value)?, .string(let value)?: selector.value = value
        default: throw SelectorParseError(.syntax, "an attribute selector needs a value after “\(selector.operation.rawValue)”")
        }
        inner.index += 1
        inner.skipWhitespace()
        if let flag = inner.currentToken?.identValue?.asciiLowercased(), flag == "i" || flag == "s" {
            selector.caseInsensitive = flag == "i"
            inner.index += 1
            inner.skipWhitespace()
        }
        guard inner.current == nil else {
            throw SelectorParseError(.syntax, "unexpected “\(inner.current?.description ?? "")” in an attribute selector")
        }
        return selector
    }

    private mutating func parseAttributeOperator() throws(SelectorParseError) -> AttributeSelector.Operator {
        if currentToken?.isDelim("=") == true {
            index += 1
            return .equals
        }
        if case .delim(let d)? = currentToken, token(at: 1)?.isDelim("=") == true,
            let operation = AttributeSelector.Operator(rawValue: String(Character(d)) + "=")
        {
            index += 2
            return operation
        }
        throw SelectorParseError(.syntax, "unknown attribute operator “\(current?.description ?? "")”")
    }

    /// A pseudo-class (appended to `compound`) or a pseudo-element (returned); the cursor is on `:`.
    mutating func parsePseudo(into compound: inout CompoundSelector) throws(SelectorParseError) -> PseudoElement? {
        index += 1
        let isElementSyntax = currentToken == .colon
        if isElementSyntax { index += 1 }
        guard let value = current else { throw SelectorParseError(.syntax, "“:” must be followed by a name") }
        index += 1
        switch value {
        case .token(.ident(let name)):
            let lowered = name.asciiLowercased()
            // Selectors 3 §7: the four CSS 2 pseudo-elements keep their single-colon form.
            if let element = PseudoElement(rawValue: lowered) {
                guard !insideNot else { throw SelectorParseError(.syntax, "no pseudo-element is allowed inside :not()") }
                return element
            }
            guard !isElementSyntax, let pseudoClass = PseudoClass.byName[lowered] else {
                let kind = isElementSyntax ? "pseudo-element ::" : "pseudo-class :"
                throw SelectorParseError(.unsupported, "unsupported \(kind)\(name)")
            }
            compound.conditions.append(.pseudoClass(pseudoClass))
        case .function(let name, let arguments) where !isElementSyntax:
            compound.conditions.append(.pseudoClass(try functionalPseudoClass(name, arguments)))
        default:
            throw SelectorParseError(isElementSyntax ? .unsupported : .syntax, "unexpected “\(value)” after “:”")
        }
        return nil
    }

    private func functionalPseudoClass(_ name: String, _ arguments: [CSSComponentValue]) throws(SelectorParseError) -> PseudoClass
    {
        let lowered = name.asciiLowercased()
        switch lowered {
        case "nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type":
            guard let anb = AnPlusB(parsing: arguments) else {
                throw SelectorParseError(.syntax, "invalid An+B “\(arguments.cssText)” in :\(name)()")
            }
            switch lowered {
            case "nth-child": return .nthChild(anb)
            case "nth-last-child": return .nthLastChild(anb)
            case "nth-of-type": return .nthOfType(anb)
            default: return .nthLastOfType(anb)
            }
        case "not":
            var inner = SelectorParserState(values: arguments, namespaces: namespaces, insideNot: true)
            let list = try inner.parseSelectorList()
            return .not(list)
        case "lang":
            let parts = arguments.trimmingWhitespace()
            guard parts.count == 1, let range = parts[0].identValue ?? CSSValues.string(parts[0]), !range.isEmpty else {
                throw SelectorParseError(.syntax, "invalid language “\(arguments.cssText)” in :lang()")
            }
            return .lang(range)
        default:
            throw SelectorParseError(.unsupported, "unsupported pseudo-class :\(name)()")
        }
    }
}
