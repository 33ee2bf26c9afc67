/// Why a selector could not be parsed.
public struct SelectorParseError: Error, Hashable, Sendable {
    /// The kind of problem.
    public enum Kind: Hashable, Sendable {
        /// The text is not a selector (`p..x`, `a >`, `#1`).
        case syntax
        /// Well-formed, but names a pseudo-class or pseudo-element not supported here.
        case unsupported
    }

    /// The kind of problem.
    public var kind: Kind
    /// A short human explanation.
    public var reason: String

    /// Creates an error.
    public init(_ kind: Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }
}

/// Parses selector lists (Selectors 3 §4–§8 grammar) from a rule prelude.
///
/// An invalid selector makes the whole list invalid (Selectors 3 §5), so callers drop the rule.
public enum SelectorParser {
    /// Parses `values` (a qualified rule's prelude) with the `@namespace` prefixes in `namespaces`.
    public static func parse(
        _ values: [CSSComponentValue],
        namespaces: CSSNamespaces = CSSNamespaces()
    ) -> Result<SelectorList, SelectorParseError> {
        var state = SelectorParserState(values: values, namespaces: namespaces, insideNot: false)
        do {
            return .success(try state.parseSelectorList())
        } catch {
            return .failure(error)
        }
    }

    /// Parses selector text such as `p + p, h1::first-line`.
    public static func parse(
        _ text: String, namespaces: CSSNamespaces = CSSNamespaces()
    ) -> Result<SelectorList, SelectorParseError> {
        parse(CSSParser.parseComponentValues(text), namespaces: namespaces)
    }
}

/// A cursor over component values with the selector grammar's productions.
struct SelectorParserState {
    let values: [CSSComponentValue]
    var index = 0
    let namespaces: CSSNamespaces
    /// Inside `:not()` the default namespace does not apply to implied universals, and no
    /// pseudo-element may appear (Selectors 4 §4.3).
    let insideNot: Bool

    init(values: [CSSComponentValue], namespaces: CSSNamespaces, insideNot: Bool) {
        self.values = values
        self.namespaces = namespaces
        self.insideNot = insideNot
    }

    var current: CSSComponentValue? { index < values.count ? values[index] : nil }
    var currentToken: CSSToken? { current?.token }

    func token(at offset: Int) -> CSSToken? {
        index + offset < values.count ? values[index + offset].token : nil
    }

    /// Skips whitespace; true when some was skipped.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while current?.isWhitespace == true { index += 1 }
        return index > start
    }

    /// `selector-list = complex-selector [ , complex-selector ]*`.
    mutating func parseSelectorList() throws(SelectorParseError) -> SelectorList {
        var selectors: [ComplexSelector] = []
        while true {
            selectors.append(try parseComplexSelector())
            guard currentToken == .comma else { break }
            index += 1
        }
        return SelectorList(selectors)
    }

    /// `complex-selector = compound [ combinator? compound ]*`, ending at a comma or the end.
    mutating func parseComplexSelector() throws(SelectorParseError) -> ComplexSelector {
        skipWhitespace()
        let (first, firstPseudoElement) = try parseCompoundSelector()
        var pseudoElement = firstPseudoElement
        var rest: [(Combinator, CompoundSelector)] = []
        while true {
            let hadWhitespace = skipWhitespace()
            if current == nil || currentToken == .comma { break }
            var combinator = Combinator.descendant
            if case .delim(let d)? = currentToken, let explicit = Self.combinators[d] {
                combinator = explicit
                index += 1
                skipWhitespace()
            } else if !hadWhitespace {
                throw SelectorParseError(.syntax, "unexpected “\(current?.description ?? "")”")
            }
            guard pseudoElement == nil else { throw SelectorParseError(.syntax, "a pseudo-element must come last") }
            guard current != nil, currentToken != .comma else {
                throw SelectorParseError(.syntax, "a combinator must be followed by a selector")
            }
            let next = try parseCompoundSelector()
            rest.append((combinator, next.compound))
            pseudoElement = next.pseudoElement
        }
        return ComplexSelector(first, rest, pseudoElement: pseudoElement)
    }

    private static let combinators: [Unicode.Scalar: Combinator] = [
        ">": .child, "+": .nextSibling, "~": .subsequentSibling
    ]

    /// `compound = type-selector? subclass-selector* pseudo-element?`, non-empty.
    mutating func parseCompoundSelector() throws(SelectorParseError) -> (
        compound: CompoundSelector, pseudoElement: PseudoElement?
    ) {
        let start = index
        var compound = CompoundSelector(type: try parseTypeSelector() ?? implicitUniversal)
        var pseudoElement: PseudoElement?
        while let value = current {
            if case .token(.hash(let name, let isID)) = value {
                guard isID else { throw SelectorParseError(.syntax, "“#\(name)” is not a valid ID selector") }
                compound.conditions.append(.id(name))
                index += 1
            } else if value.token?.isDelim(".") == true {
                guard let name = token(at: 1)?.identValue else {
                    throw SelectorParseError(.syntax, "“.” must be followed by a class name")
                }
                compound.conditions.append(.class(name))
                index += 2
            } else if case .block(.bracket, let contents) = value {
                compound.conditions.append(.attribute(try parseAttributeSelector(contents)))
                index += 1
            } else if currentToken == .colon {
                if let element = try parsePseudo(into: &compound) { pseudoElement = element }
            } else {
                break
            }
            if pseudoElement != nil, let next = current, !next.isWhitespace, next.token != .comma {
                throw SelectorParseError(.syntax, "a pseudo-element must come last")
            }
        }
        guard index > start else {
            throw SelectorParseError(.syntax, "expected a selector, found “\(current?.description ?? "end")”")
        }
        return (compound, pseudoElement)
    }

    /// The universal selector implied by a compound that starts with a subclass selector.
    private var implicitUniversal: TypeSelector {
        guard !insideNot, let uri = namespaces.defaultNamespace else { return .implicitUniversal }
        return TypeSelector(name: nil, namespace: .uri(uri), isExplicit: false)
    }
}
