/// A comma-separated list of complex selectors (Selectors 3 §5: a group of selectors).
public struct SelectorList: Hashable, Sendable {
    /// The complex selectors, in source order; never empty once parsed.
    public var selectors: [ComplexSelector]

    /// Creates a list.
    public init(_ selectors: [ComplexSelector]) {
        self.selectors = selectors
    }
}

/// A combinator between two compound selectors (Selectors 3 §8).
public enum Combinator: String, Hashable, Sendable {
    /// Whitespace: a descendant of.
    case descendant = " "
    /// `>`: a child of.
    case child = ">"
    /// `+`: immediately preceded by (next-sibling).
    case nextSibling = "+"
    /// `~`: preceded by (subsequent-sibling).
    case subsequentSibling = "~"
}

/// A complex selector: compound selectors joined by combinators, with an optional pseudo-element.
public struct ComplexSelector: Hashable, Sendable {
    /// The compound selectors, left to right; never empty.
    public let compounds: [CompoundSelector]
    /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    public let combinators: [Combinator]
    /// The pseudo-element of the last compound (`p::first-line`); matching ignores it and tests
    /// the originating element.
    public let pseudoElement: PseudoElement?
    /// The specificity (Selectors 3 §9), pseudo-element included.
    public let specificity: Specificity
    /// The flattened form used for matching.
    let compiled: CompiledSelector

    /// A selector from its leftmost compound, the (combinator, compound) pairs that follow, and a pseudo-element.
    public init(_ first: CompoundSelector, _ rest: [(Combinator, CompoundSelector)] = [], pseudoElement: PseudoElement? = nil) {
        compounds = [first] + rest.map(\.1)
        combinators = rest.map(\.0)
        self.pseudoElement = pseudoElement
        var specificity = compounds.reduce(Specificity.zero) { $0 + $1.specificity }
        if pseudoElement != nil { specificity.c += 1 }
        self.specificity = specificity
        compiled = CompiledSelector(compounds: compounds, combinators: combinators)
    }

    /// Equal when the compounds, combinators and pseudo-element are.
    public static func == (lhs: ComplexSelector, rhs: ComplexSelector) -> Bool {
        lhs.compounds == rhs.compounds && lhs.combinators == rhs.combinators && lhs.pseudoElement == rhs.pseudoElement
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(compounds)
        hasher.combine(combinators)
        hasher.combine(pseudoElement)
    }

    /// The rightmost compound: the one that tests the subject element.
    public var subject: CompoundSelector { compounds[compounds.count - 1] }
}

/// A compound selector: a type (or universal) selector and the simple selectors that follow it.
public struct CompoundSelector: Hashable, Sendable {
    /// The type or universal selector; implicit (`isExplicit == false`) when none was written.
    public var type: TypeSelector
    /// IDs, classes, attribute selectors and pseudo-classes, in source order.
    public var conditions: [SimpleSelector]

    /// Creates a compound selector.
    public init(type: TypeSelector = .implicitUniversal, conditions: [SimpleSelector] = []) {
        self.type = type
        self.conditions = conditions
    }

    /// The specificity of this compound alone.
    public var specificity: Specificity {
        var s = Specificity.zero
        if type.name != nil { s.c += 1 }
        for condition in conditions { s = s + condition.specificity }
        return s
    }
}

/// Which namespace a type or attribute selector accepts (CSS Namespaces 3 §5).
public enum NamespaceConstraint: Hashable, Sendable {
    /// Any namespace, or none (`*|E`, or no default namespace declared).
    case any
    /// Only elements or attributes without a namespace (`|E`).
    case none
    /// Only this namespace URI.
    case uri(String)

    /// True when `namespace` (nil: no namespace) satisfies the constraint.
    public func accepts(_ namespace: String?) -> Bool {
        switch self {
        case .any: true
        case .none: namespace == nil || namespace == ""
        case .uri(let uri): namespace == uri || (uri.isEmpty && namespace == nil)
        }
    }
}

/// A type selector (`E`, `ns|E`) or universal selector (`*`, `ns|*`) (Selectors 3 §6.1–6.2).
public struct TypeSelector: Hashable, Sendable {
    /// The local name, or nil for the universal selector.
    public let name: String?
    /// The ASCII-lowercased name, compared with XHTML elements' names.
    public let lowercasedName: String?
    /// The namespaces accepted.
    public var namespace: NamespaceConstraint
    /// The prefix as written: nil (none), `""` for `|E`, `"*"` for `*|E`, else the prefix.
    public var prefix: String?
    /// False for the universal selector implied when a compound starts with something else.
    public var isExplicit: Bool

    /// Creates a type selector (`name == nil`: universal).
    public init(name: String?, namespace: NamespaceConstraint = .any, prefix: String? = nil, isExplicit: Bool = true) {
        self.name = name
        self.lowercasedName = name?.asciiLowercased()
        self.namespace = namespace
        self.prefix = prefix
        self.isExplicit = isExplicit
    }

    /// The universal selector implied in `.a` or `#b`, in any namespace.
    public static let implicitUniversal = TypeSelector(name: nil, isExplicit: false)
}

/// A simple selector other than type/universal (Selectors 3 §6.3–6.6).
public enum SimpleSelector: Hashable, Sendable {
    /// `#id`.
    case id(String)
    /// `.class`.
    case `class`(String)
    /// `[attr…]`.
    case attribute(AttributeSelector)
    /// `:pseudo-class`.
    case pseudoClass(PseudoClass)

    /// The specificity this simple selector adds (Selectors 3 §9; `:not()` per Selectors 4 §16).
    public var specificity: Specificity {
        switch self {
        case .id: Specificity(a: 1, b: 0, c: 0)
        case .class, .attribute: Specificity(a: 0, b: 1, c: 0)
        case .pseudoClass(.not(let list)): list.selectors.map(\.specificity).max() ?? .zero
        case .pseudoClass: Specificity(a: 0, b: 1, c: 0)
        }
    }
}

/// The pseudo-elements supported (Selectors 3 §7), matched against their originating element.
public enum PseudoElement: String, Hashable, Sendable {
    /// `::before`.
    case before
    /// `::after`.
    case after
    /// `::first-letter`.
    case firstLetter = "first-letter"
    /// `::first-line`.
    case firstLine = "first-line"
}
