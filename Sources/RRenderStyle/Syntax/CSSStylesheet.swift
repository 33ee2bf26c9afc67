import RRenderCore

/// A parsed stylesheet: its rules in source order and what the parser had to forgive.
public struct CSSStylesheet: Hashable, Sendable {
    /// The rules, in source order. Invalid rules are already dropped (and reported).
    public var rules: [CSSRule]
    /// Problems found while parsing.
    public var diagnostics: [Diagnostic]
    /// The `@namespace` declarations of the sheet.
    public var namespaces: CSSNamespaces

    /// Creates a stylesheet.
    public init(rules: [CSSRule], diagnostics: [Diagnostic] = [], namespaces: CSSNamespaces = CSSNamespaces()) {
        self.rules = rules
        self.diagnostics = diagnostics
        self.namespaces = namespaces
    }

    /// The `@import` rules, in order.
    public var imports: [CSSImportRule] {
        rules.compactMap { if case .import(let rule) = $0 { rule } else { nil } }
    }

    /// The style rules that apply in `environment`, in source order, with `@media` blocks
    /// flattened (a rule inside a non-matching `@media` is left out). `@import`s are not followed.
    public func styleRules(in environment: MediaEnvironment) -> [CSSStyleRule] {
        var found: [CSSStyleRule] = []
        Self.collectStyleRules(rules, environment: environment, into: &found)
        return found
    }

    /// The `@font-face` rules that apply in `environment`, in source order.
    public func fontFaceRules(in environment: MediaEnvironment) -> [CSSFontFaceRule] {
        var found: [CSSFontFaceRule] = []
        Self.visit(rules, environment: environment) { if case .fontFace(let r) = $0 { found.append(r) } }
        return found
    }

    /// The `@page` rules that apply in `environment`, in source order.
    public func pageRules(in environment: MediaEnvironment) -> [CSSPageRule] {
        var found: [CSSPageRule] = []
        Self.visit(rules, environment: environment) { if case .page(let r) = $0 { found.append(r) } }
        return found
    }

    private static func collectStyleRules(
        _ rules: [CSSRule], environment: MediaEnvironment,
        into found: inout [CSSStyleRule]
    ) {
        visit(rules, environment: environment) { if case .style(let r) = $0 { found.append(r) } }
    }

    /// Calls `body` for every rule that is not `@media`, entering the `@media` rules that match.
    private static func visit(_ rules: [CSSRule], environment: MediaEnvironment, _ body: (CSSRule) -> Void) {
        for rule in rules {
            if case .media(let media) = rule {
                if media.media.matches(environment) { visit(media.rules, environment: environment, body) }
            } else {
                body(rule)
            }
        }
    }
}
