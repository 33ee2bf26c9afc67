import RRenderCore

/// The parsing algorithms of CSS Syntax 3 §5.4, building typed rules as they go.
///
/// Blocks are consumed straight from the token stream (rather than as component values parsed a
/// second time), which keeps the source line of every rule and declaration for diagnostics.
struct CSSSyntaxParser {
    var stream: CSSTokenStream
    let location: String
    var diagnostics: [Diagnostic] = []
    /// The `@namespace` declarations seen so far, used to resolve selector prefixes.
    var namespaces: CSSNamespaces
    /// False once a rule other than `@charset`/`@import` was kept (CSS Cascade 4 §2).
    var importsAllowed = true
    /// False once a rule other than `@charset`/`@import`/`@namespace` was kept (CSS Namespaces 3 §3).
    var namespacesAllowed = true
    /// How many rule blocks (`@media`) enclose the rules being consumed.
    var nesting = 0

    init(stream: CSSTokenStream, location: String, namespaces: CSSNamespaces = CSSNamespaces()) {
        self.stream = stream
        self.location = location
        self.namespaces = namespaces
    }

    /// §5.4.1: consume a list of rules. `nested` rule lists end at a `}` (left for the caller).
    mutating func consumeRuleList(topLevel: Bool, nested: Bool = false) -> [CSSRule] {
        var rules: [CSSRule] = []
        while true {
            switch stream.current {
            case .eof:
                return rules
            case .rightBrace where nested:
                return rules
            case .whitespace:
                stream.advance()
            case .cdo where topLevel, .cdc where topLevel:
                stream.advance()
            case .atKeyword(let name):
                if let rule = consumeAtRule(named: name, nested: nested || !topLevel) { rules.append(rule) }
            default:
                if let rule = consumeQualifiedRule(nested: nested) { rules.append(rule) }
            }
        }
    }

    /// §5.4.3: consume a qualified rule, kept when its prelude is a valid selector list.
    mutating func consumeQualifiedRule(nested: Bool) -> CSSRule? {
        let line = stream.line
        let prelude = stream.consumeComponentValues { $0 == .leftBrace || (nested && $0 == .rightBrace) }
        guard stream.current == .leftBrace else {
            report("css.unexpected-end", "A rule ends without a declaration block.", .info, line: line)
            return nil
        }
        let declarations = consumeBlock { $0.consumeDeclarationList().declarations }
        switch SelectorParser.parse(prelude, namespaces: namespaces) {
        case .success(let selectors):
            noteRuleKept(isImport: false, isNamespace: false)
            return .style(CSSStyleRule(selectors: selectors, declarations: declarations, line: line))
        case .failure(let error):
            let text = prelude.cssText.trimmedForMessage
            let severity: Diagnostic.Severity = error.kind == .unsupported ? .info : .warning
            report(
                "css.invalid-selector", "Rule dropped: invalid selector “\(text)”: \(error.reason).",
                severity, line: line)
            return nil
        }
    }

    /// Consumes a `{}` block whose contents `body` consumes up to the closing `}` (or EOF).
    mutating func consumeBlock<T>(_ body: (inout CSSSyntaxParser) -> T) -> T {
        stream.advance()
        let result = body(&self)
        if stream.current == .rightBrace { stream.advance() }
        return result
    }

    /// Records that a rule was kept, closing the window for `@import` and `@namespace`.
    mutating func noteRuleKept(isImport: Bool, isNamespace: Bool) {
        if !isImport { importsAllowed = false }
        if !isImport && !isNamespace { namespacesAllowed = false }
    }

    /// Adds a diagnostic located at `line` of this stylesheet.
    mutating func report(_ code: String, _ message: String, _ severity: Diagnostic.Severity, line: Int) {
        diagnostics.append(
            Diagnostic(
                code: code, message: message, severity: severity,
                location: line > 0 ? "\(location):\(line)" : location))
    }
}

extension String {
    /// The string on one line and at most 80 characters, for diagnostic messages.
    var trimmedForMessage: String {
        let flat = split(whereSeparator: { $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        return flat.count > 80 ? String(flat.prefix(79)) + "…" : flat
    }
}
