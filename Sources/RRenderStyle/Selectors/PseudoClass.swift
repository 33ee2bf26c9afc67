/// The pseudo-classes supported (Selectors 3 §6.6, `:not()` with a selector list per Selectors 4 §4.3).
public enum PseudoClass: Hashable, Sendable {
    /// `:root`.
    case root
    /// `:empty`: no element children and no text at all.
    case empty
    /// `:first-child`.
    case firstChild
    /// `:last-child`.
    case lastChild
    /// `:only-child`.
    case onlyChild
    /// `:first-of-type`.
    case firstOfType
    /// `:last-of-type`.
    case lastOfType
    /// `:only-of-type`.
    case onlyOfType
    /// `:nth-child(An+B)`.
    case nthChild(AnPlusB)
    /// `:nth-last-child(An+B)`.
    case nthLastChild(AnPlusB)
    /// `:nth-of-type(An+B)`.
    case nthOfType(AnPlusB)
    /// `:nth-last-of-type(An+B)`.
    case nthLastOfType(AnPlusB)
    /// `:not(selector-list)`: matches when no selector of the list does.
    case not(SelectorList)
    /// `:lang(range)`: the element's language is `range` or starts with `range-` (ASCII case-insensitive).
    case lang(String)
    /// `:link` (and `:any-link`): an `a` or `area` element with an `href`.
    case link
    /// A state a static rendering never has (`:visited`, `:hover`, …): never matches.
    case dynamic(DynamicPseudoClass)

    /// The pseudo-class as CSS text.
    public var description: String {
        switch self {
        case .root: ":root"
        case .empty: ":empty"
        case .firstChild: ":first-child"
        case .lastChild: ":last-child"
        case .onlyChild: ":only-child"
        case .firstOfType: ":first-of-type"
        case .lastOfType: ":last-of-type"
        case .onlyOfType: ":only-of-type"
        case .nthChild(let n): ":nth-child(\(n))"
        case .nthLastChild(let n): ":nth-last-child(\(n))"
        case .nthOfType(let n): ":nth-of-type(\(n))"
        case .nthLastOfType(let n): ":nth-last-of-type(\(n))"
        case .not(let list): ":not(\(list))"
        case .lang(let range): ":lang(\(CSSSerializer.identifier(range)))"
        case .link: ":link"
        case .dynamic(let state): ":" + state.rawValue
        }
    }

    /// The pseudo-classes written as a plain identifier, by lowercased name.
    static let byName: [String: PseudoClass] = {
        var table: [String: PseudoClass] = [
            "root": .root, "empty": .empty, "first-child": .firstChild, "last-child": .lastChild,
            "only-child": .onlyChild, "first-of-type": .firstOfType, "last-of-type": .lastOfType,
            "only-of-type": .onlyOfType, "link": .link, "any-link": .link
        ]
        for state in DynamicPseudoClass.allCases { table[state.rawValue] = .dynamic(state) }
        return table
    }()
}

/// User-interaction and document-state pseudo-classes that never match in a static rendering.
public enum DynamicPseudoClass: String, Hashable, Sendable, CaseIterable {
    /// `:visited` (Selectors 3 §6.6.1.1): nothing has been visited.
    case visited
    /// `:hover` (Selectors 3 §6.6.1.2).
    case hover
    /// `:active`.
    case active
    /// `:focus`.
    case focus
    /// `:focus-within` (Selectors 4).
    case focusWithin = "focus-within"
    /// `:focus-visible` (Selectors 4).
    case focusVisible = "focus-visible"
    /// `:target` (Selectors 3 §6.6.2): no fragment is targeted when rendering pages.
    case target
    /// `:checked` (Selectors 3 §6.6.4).
    case checked
    /// `:enabled`.
    case enabled
    /// `:disabled`.
    case disabled
}

/// The An+B microsyntax (CSS Syntax 3 §6): matches the 1-based positions `a·n + b` for n ≥ 0.
public struct AnPlusB: Hashable, Sendable, CustomStringConvertible {
    /// The step.
    public var a: Int
    /// The offset.
    public var b: Int

    /// Creates `a·n + b`.
    public init(a: Int, b: Int) {
        self.a = a
        self.b = b
    }

    /// True when some n ≥ 0 gives `a·n + b == position` (position is 1-based).
    public func matches(_ position: Int) -> Bool {
        if a == 0 { return position == b }
        let offset = position - b
        return offset % a == 0 && offset / a >= 0
    }

    /// The canonical form (CSS Syntax 3 §6 serialisation): `2n+1`, `-n+3`, `5`, `n`.
    public var description: String {
        if a == 0 { return String(b) }
        let step = a == 1 ? "n" : a == -1 ? "-n" : "\(a)n"
        if b == 0 { return step }
        return step + (b > 0 ? "+\(b)" : "\(b)")
    }
}

/// An attribute selector (Selectors 3 §6.3, the case-sensitivity flag from Selectors 4 §6.3).
public struct AttributeSelector: Hashable, Sendable {
    /// The comparison of an attribute selector.
    public enum Operator: String, Hashable, Sendable {
        /// `[a]`: the attribute is present.
        case exists = ""
        /// `[a=v]`: exactly `v`.
        case equals = "="
        /// `[a~=v]`: one of its whitespace-separated words is `v`.
        case includes = "~="
        /// `[a|=v]`: `v`, or starts with `v-`.
        case dashMatch = "|="
        /// `[a^=v]`: starts with `v` (never matches when `v` is empty).
        case prefix = "^="
        /// `[a$=v]`: ends with `v` (never matches when `v` is empty).
        case suffix = "$="
        /// `[a*=v]`: contains `v` (never matches when `v` is empty).
        case substring = "*="
    }

    /// The attribute's local name.
    public var name: String
    /// The namespaces accepted for the attribute (no prefix written: no namespace).
    public var namespace: NamespaceConstraint
    /// The prefix as written (see `TypeSelector.prefix`).
    public var prefix: String?
    /// The comparison.
    public var operation: Operator
    /// The value compared with (empty for `.exists`).
    public var value: String
    /// True for the ` i` flag: compare values ASCII case-insensitively.
    public var caseInsensitive: Bool

    /// Creates an attribute selector.
    public init(
        name: String, namespace: NamespaceConstraint = .none, prefix: String? = nil,
        operation: Operator = .exists, value: String = "", caseInsensitive: Bool = false
    ) {
        self.name = name
        self.namespace = namespace
        self.prefix = prefix
        self.operation = operation
        self.value = value
        self.caseInsensitive = caseInsensitive
    }
}
