import RRenderCore

/// Entry points for parsing CSS text (CSS Syntax 3 §5.3). Nothing here throws: content problems
/// become diagnostics and parsing goes on.
public enum CSSParser {
    /// Parses a whole stylesheet (§5.3.3). `location` (an href) is used in diagnostics as `location:line`.
    public static func parseStylesheet(_ text: String, location: String) -> CSSStylesheet {
        var parser = CSSSyntaxParser(stream: CSSTokenStream(text: text), location: location)
        let rules = parser.consumeRuleList(topLevel: true)
        return CSSStylesheet(rules: rules, diagnostics: parser.diagnostics, namespaces: parser.namespaces)
    }

    /// Decodes stylesheet bytes (CSS Syntax 3 §3.2) and parses them.
    /// `fallbackEncoding` is the encoding of the referring document or `<link charset>`, if any.
    public static func parseStylesheet(bytes: [UInt8], location: String, fallbackEncoding: String? = nil) -> CSSStylesheet {
        let decoded = CSSDecoder.decode(bytes, fallbackEncoding: fallbackEncoding)
        var sheet = parseStylesheet(decoded.text, location: location)
        if let problem = decoded.problem {
            sheet.diagnostics.insert(
                Diagnostic(
                    code: "css.encoding", message: problem, severity: .warning,
                    location: location), at: 0)
        }
        return sheet
    }

    /// Parses a list of rules from component values (such as the block of an `@supports` kept as
    /// `CSSRule.unknown`), with the namespaces in force there; every rule gets `line`.
    public static func parseRules(
        _ values: [CSSComponentValue], location: String, line: Int = 0,
        namespaces: CSSNamespaces = CSSNamespaces()
    ) -> CSSStylesheet {
        var parser = CSSSyntaxParser(
            stream: CSSTokenStream(values: values, line: line), location: location,
            namespaces: namespaces)
        parser.importsAllowed = false
        parser.namespacesAllowed = false
        let rules = parser.consumeRuleList(topLevel: false)
        return CSSStylesheet(rules: rules, diagnostics: parser.diagnostics, namespaces: parser.namespaces)
    }

    /// Parses a declaration list (§5.3.8), such as the contents of a `style=""` attribute.
    /// At-rules in the list are ignored with a diagnostic.
    public static func parseDeclarations(_ text: String, location: String) -> ([CSSDeclaration], [Diagnostic]) {
        var parser = CSSSyntaxParser(stream: CSSTokenStream(text: text), location: location)
        let (declarations, atRules) = parser.consumeDeclarationList(inBlock: false)
        for rule in atRules {
            parser.report("css.invalid-declaration", "@\(rule.name) in a declaration list ignored.", .info, line: rule.line)
        }
        return (declarations, parser.diagnostics)
    }

    /// Parses the value of a `style` attribute (CSS Style Attributes §3): a declaration list.
    public static func parseStyleAttribute(_ text: String, location: String) -> ([CSSDeclaration], [Diagnostic]) {
        parseDeclarations(text, location: location)
    }

    /// Parses a list of component values (§5.3.10), such as a property value or a media attribute.
    public static func parseComponentValues(_ text: String) -> [CSSComponentValue] {
        var stream = CSSTokenStream(text: text)
        return stream.consumeComponentValues { _ in false }
    }
}
