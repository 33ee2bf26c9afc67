/// A rule of a stylesheet, typed by kind.
public enum CSSRule: Hashable, Sendable {
    /// A style rule: selectors and declarations.
    case style(CSSStyleRule)
    /// `@media`: a query list and the rules it guards.
    case media(CSSMediaRule)
    /// `@import`: another stylesheet, for some media.
    case `import`(CSSImportRule)
    /// `@font-face`: a font description.
    case fontFace(CSSFontFaceRule)
    /// `@page`: page selectors, declarations and margin rules.
    case page(CSSPageRule)
    /// `@namespace`: a prefix (or the default) bound to a namespace URI.
    case namespace(CSSNamespaceRule)
    /// Any other at-rule (`@supports`, `@keyframes`, …), kept unparsed.
    case unknown(CSSAtRule)

    /// The 1-based source line where the rule starts.
    public var line: Int {
        switch self {
        case .style(let rule): rule.line
        case .media(let rule): rule.line
        case .import(let rule): rule.line
        case .fontFace(let rule): rule.line
        case .page(let rule): rule.line
        case .namespace(let rule): rule.line
        case .unknown(let rule): rule.line
        }
    }
}

/// A style rule (CSS Syntax 3 §5: a qualified rule whose prelude is a selector list).
public struct CSSStyleRule: Hashable, Sendable {
    /// The selectors, already parsed and valid.
    public var selectors: SelectorList
    /// The declarations, in source order.
    public var declarations: [CSSDeclaration]
    /// The 1-based source line of the prelude.
    public var line: Int

    /// Creates a style rule.
    public init(selectors: SelectorList, declarations: [CSSDeclaration], line: Int = 0) {
        self.selectors = selectors
        self.declarations = declarations
        self.line = line
    }
}

/// An `@media` rule (CSS Conditional 3 §6).
public struct CSSMediaRule: Hashable, Sendable {
    /// The media query list of the prelude.
    public var media: MediaQueryList
    /// The nested rules.
    public var rules: [CSSRule]
    /// The 1-based source line of the at-keyword.
    public var line: Int

    /// Creates a media rule.
    public init(media: MediaQueryList, rules: [CSSRule], line: Int = 0) {
        self.media = media
        self.rules = rules
        self.line = line
    }
}

/// An `@import` rule (CSS Cascade 4 §2).
public struct CSSImportRule: Hashable, Sendable {
    /// The URL as written, unresolved.
    public var url: String
    /// The media the import applies to (empty list: all).
    public var media: MediaQueryList
    /// The 1-based source line of the at-keyword.
    public var line: Int

    /// Creates an import rule.
    public init(url: String, media: MediaQueryList, line: Int = 0) {
        self.url = url
        self.media = media
        self.line = line
    }
}

/// An `@font-face` rule (CSS Fonts 4 §4); see `CSSFontFaceRule+Sources.swift` for `src`.
public struct CSSFontFaceRule: Hashable, Sendable {
    /// The descriptors, as declarations.
    public var declarations: [CSSDeclaration]
    /// The 1-based source line of the at-keyword.
    public var line: Int

    /// Creates a font-face rule.
    public init(declarations: [CSSDeclaration], line: Int = 0) {
        self.declarations = declarations
        self.line = line
    }
}

/// An `@namespace` rule (CSS Namespaces 3 §2).
public struct CSSNamespaceRule: Hashable, Sendable {
    /// The prefix, or nil for the default namespace.
    public var prefix: String?
    /// The namespace URI.
    public var uri: String
    /// The 1-based source line of the at-keyword.
    public var line: Int

    /// Creates a namespace rule.
    public init(prefix: String?, uri: String, line: Int = 0) {
        self.prefix = prefix
        self.uri = uri
        self.line = line
    }
}

/// An at-rule this parser does not interpret, with its prelude and block kept as component values.
public struct CSSAtRule: Hashable, Sendable {
    /// The name without `@`, as written.
    public var name: String
    /// The prelude, trimmed of whitespace.
    public var prelude: [CSSComponentValue]
    /// The contents of the `{}` block, or nil for a statement ending in `;`.
    public var block: [CSSComponentValue]?
    /// The 1-based source line of the at-keyword.
    public var line: Int

    /// Creates a generic at-rule.
    public init(name: String, prelude: [CSSComponentValue], block: [CSSComponentValue]?, line: Int = 0) {
        self.name = name
        self.prelude = prelude
        self.block = block
        self.line = line
    }
}
