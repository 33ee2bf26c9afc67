/// An `@page` rule (CSS Paged Media 3 §3–§4).
public struct CSSPageRule: Hashable, Sendable {
    /// The page selectors; empty when the rule applies to every page.
    public var selectors: [CSSPageSelector]
    /// The declarations for the page box.
    public var declarations: [CSSDeclaration]
    /// Margin rules nested inside (`@top-center { … }`).
    public var marginRules: [CSSPageMarginRule]
    /// The 1-based source line of the at-keyword.
    public var line: Int

    /// Creates a page rule.
    public init(
        selectors: [CSSPageSelector], declarations: [CSSDeclaration],
        marginRules: [CSSPageMarginRule] = [], line: Int = 0
    ) {
        self.selectors = selectors
        self.declarations = declarations
        self.marginRules = marginRules
        self.line = line
    }
}

/// One page selector: an optional page name and pseudo-classes (`:first`, `:left`, `:right`, `:blank`).
public struct CSSPageSelector: Hashable, Sendable, CustomStringConvertible {
    /// A page pseudo-class (CSS Paged Media 3 §4.1).
    public enum PseudoClass: String, Hashable, Sendable {
        /// `:first`.
        case first
        /// `:left`.
        case left
        /// `:right`.
        case right
        /// `:blank`.
        case blank
    }

    /// The page type name, or nil.
    public var name: String?
    /// The pseudo-classes, in source order.
    public var pseudoClasses: [PseudoClass]

    /// Creates a page selector.
    public init(name: String? = nil, pseudoClasses: [PseudoClass] = []) {
        self.name = name
        self.pseudoClasses = pseudoClasses
    }

    /// The specificity (CSS Paged Media 3 §4.2): (name, :first/:blank count, :left/:right count).
    public var specificity: Specificity {
        let fb = pseudoClasses.filter { $0 == .first || $0 == .blank }.count
        return Specificity(a: name == nil ? 0 : 1, b: fb, c: pseudoClasses.count - fb)
    }

    /// The selector as CSS text, such as `chapter:first`.
    public var description: String {
        (name ?? "") + pseudoClasses.map { ":" + $0.rawValue }.joined()
    }
}

/// A margin at-rule inside `@page` (CSS Paged Media 3 §5), such as `@top-center`.
public struct CSSPageMarginRule: Hashable, Sendable {
    /// The margin box name, lowercased (`top-center`).
    public var name: String
    /// The declarations for the margin box.
    public var declarations: [CSSDeclaration]
    /// The 1-based source line of the at-keyword.
    public var line: Int

    /// Creates a margin rule.
    public init(name: String, declarations: [CSSDeclaration], line: Int = 0) {
        self.name = name
        self.declarations = declarations
        self.line = line
    }

    /// The sixteen margin box names (CSS Paged Media 3 §5.1).
    public static let boxNames: Set<String> = [
        "top-left-corner", "top-left", "top-center", "top-right", "top-right-corner",
        "bottom-left-corner", "bottom-left", "bottom-center", "bottom-right", "bottom-right-corner",
        "left-top", "left-middle", "left-bottom", "right-top", "right-middle", "right-bottom"
    ]
}
