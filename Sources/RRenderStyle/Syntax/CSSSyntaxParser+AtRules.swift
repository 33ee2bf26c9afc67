import RRenderCore

/// At-rules with a meaning here: `@media`, `@import`, `@font-face`, `@page`, `@namespace`.
extension CSSSyntaxParser {
    /// §5.4.2: consume an at-rule (the current token is its at-keyword) and type it.
    mutating func consumeAtRule(named name: String, nested: Bool) -> CSSRule? {
        let lowered = name.asciiLowercased()
        switch lowered {
        case "media": return consumeMediaRule(nested: nested)
        case "font-face": return consumeFontFaceRule(nested: nested)
        case "page": return consumePageRule(nested: nested)
        case "import", "namespace", "charset": return consumeStatementRule(lowered, nested: nested)
        default:
            let rule = consumeGenericAtRule(named: name, nested: nested)
            report("css.unsupported-at-rule", "At-rule @\(name) is not interpreted here.", .info, line: rule.line)
            noteRuleKept(isImport: false, isNamespace: false)
            return .unknown(rule)
        }
    }

    /// `@media <query-list> { <rule-list> }` (CSS Conditional 3 §6).
    private mutating func consumeMediaRule(nested: Bool) -> CSSRule? {
        let line = stream.line
        stream.advance()
        let prelude = consumeAtRulePrelude(nested: nested)
        guard stream.current == .leftBrace else {
            report("css.invalid-at-rule", "@media without a block ignored.", .warning, line: line)
            return nil
        }
        guard nesting < CSSTokenStream.maximumNesting else {
            stream.advance()
            stream.skipBlockContents(closing: .rightBrace)
            report("css.too-deep", "@media nested more than \(CSSTokenStream.maximumNesting) deep ignored.", .warning, line: line)
            return nil
        }
        nesting += 1
        let rules = consumeBlock { $0.consumeRuleList(topLevel: false, nested: true) }
        nesting -= 1
        noteRuleKept(isImport: false, isNamespace: false)
        let media = MediaQueryList(parsing: prelude)
        reportInvalidQueries(media, prelude, line: line)
        return .media(CSSMediaRule(media: media, rules: rules, line: line))
    }

    /// `@font-face { <declaration-list> }` (CSS Fonts 4 §4.1); the prelude must be empty.
    private mutating func consumeFontFaceRule(nested: Bool) -> CSSRule? {
        let line = stream.line
        stream.advance()
        let prelude = consumeAtRulePrelude(nested: nested)
        guard stream.current == .leftBrace else {
            report("css.invalid-at-rule", "@font-face without a block ignored.", .warning, line: line)
            return nil
        }
        let declarations = consumeBlock { $0.consumeDeclarationList().declarations }
        guard prelude.isEmpty else {
            report("css.invalid-at-rule", "@font-face with a prelude ignored.", .warning, line: line)
            return nil
        }
        noteRuleKept(isImport: false, isNamespace: false)
        return .fontFace(CSSFontFaceRule(declarations: declarations, line: line))
    }

    /// `@page <page-selector-list>? { … }` (CSS Paged Media 3 §3), margin rules kept inside.
    private mutating func consumePageRule(nested: Bool) -> CSSRule? {
        let line = stream.line
        stream.advance()
        let prelude = consumeAtRulePrelude(nested: nested)
        guard stream.current == .leftBrace else {
            report("css.invalid-at-rule", "@page without a block ignored.", .warning, line: line)
            return nil
        }
        let (declarations, atRules) = consumeBlock { $0.consumeDeclarationList() }
        guard let selectors = Self.pageSelectors(prelude) else {
            report(
                "css.invalid-selector", "@page rule dropped: invalid page selector “\(prelude.cssText.trimmedForMessage)”.",
                .warning, line: line)
            return nil
        }
        var marginRules: [CSSPageMarginRule] = []
        for atRule in atRules {
            let marginName = atRule.name.asciiLowercased()
            guard CSSPageMarginRule.boxNames.contains(marginName), let block = atRule.block else {
                report("css.unsupported-at-rule", "@\(atRule.name) inside @page ignored.", .info, line: atRule.line)
                continue
            }
            var inner = CSSSyntaxParser(stream: CSSTokenStream(values: block, line: atRule.line), location: location)
            let declarations = inner.consumeDeclarationList().declarations
            diagnostics += inner.diagnostics
            marginRules.append(CSSPageMarginRule(name: marginName, declarations: declarations, line: atRule.line))
        }
        noteRuleKept(isImport: false, isNamespace: false)
        return .page(CSSPageRule(selectors: selectors, declarations: declarations, marginRules: marginRules, line: line))
    }

    /// `@import`, `@namespace` and `@charset`: statements without a block.
    private mutating func consumeStatementRule(_ name: String, nested: Bool) -> CSSRule? {
        let rule = consumeGenericAtRule(named: name, nested: nested)
        // @charset is a marker read when decoding bytes (CSS Syntax 3 §3.2), not a rule.
        if name == "charset" { return nil }
        guard rule.block == nil, !nested else {
            report("css.invalid-at-rule", "@\(name) with a block or inside another rule ignored.", .warning, line: rule.line)
            return nil
        }
        return name == "import" ? importRule(rule) : namespaceRule(rule)
    }

    /// `@import [<url> | <string>] <media-query-list>?` (CSS Cascade 4 §2).
    private mutating func importRule(_ rule: CSSAtRule) -> CSSRule? {
        guard importsAllowed else {
            report("css.misplaced-import", "@import after other rules ignored.", .warning, line: rule.line)
            return nil
        }
        guard let first = rule.prelude.first, let url = CSSValues.url(first) ?? CSSValues.string(first) else {
            report("css.invalid-at-rule", "@import without a URL ignored.", .warning, line: rule.line)
            return nil
        }
        noteRuleKept(isImport: true, isNamespace: false)
        let media = MediaQueryList(parsing: Array(rule.prelude.dropFirst()))
        reportInvalidQueries(media, rule.prelude, line: rule.line)
        return .import(CSSImportRule(url: url, media: media, line: rule.line))
    }

    /// `@namespace <prefix>? [<string> | <url>]` (CSS Namespaces 3 §2).
    private mutating func namespaceRule(_ rule: CSSAtRule) -> CSSRule? {
        guard namespacesAllowed else {
            report("css.misplaced-namespace", "@namespace after other rules ignored.", .warning, line: rule.line)
            return nil
        }
        let parts = rule.prelude.splitOnWhitespace()
        let prefix = parts.count == 2 ? parts[0].identValue : nil
        guard parts.count == 1 || prefix != nil, let last = parts.last,
            let uri = CSSValues.url(last) ?? CSSValues.string(last)
        else {
            report("css.invalid-at-rule", "Invalid @namespace ignored.", .warning, line: rule.line)
            return nil
        }
        namespaces.declare(prefix: prefix, uri: uri)
        noteRuleKept(isImport: false, isNamespace: true)
        return .namespace(CSSNamespaceRule(prefix: prefix, uri: uri, line: rule.line))
    }

    /// Media Queries 4 §3.2: an unparseable query means `not all`; say so.
    private mutating func reportInvalidQueries(_ media: MediaQueryList, _ prelude: [CSSComponentValue], line: Int) {
        guard media.queries.contains(where: \.isInvalid) else { return }
        report(
            "css.invalid-media-query", "Media query in “\(prelude.cssText.trimmedForMessage)” not understood; it never matches.",
            .info, line: line)
    }

    /// A `@page` prelude: comma-separated `name? [:first|:left|:right|:blank]*`; nil when invalid.
    static func pageSelectors(_ prelude: [CSSComponentValue]) -> [CSSPageSelector]? {
        if prelude.isEmpty { return [] }
        var selectors: [CSSPageSelector] = []
        for part in prelude.splitOnCommas() {
            var selector = CSSPageSelector()
            var index = 0
            if let name = part.first?.identValue {
                selector.name = name
                index = 1
            }
            while index + 1 < part.count, part[index].token == .colon,
                let pseudo = part[index + 1].identValue.flatMap({ CSSPageSelector.PseudoClass(rawValue: $0.asciiLowercased()) })
            {
                selector.pseudoClasses.append(pseudo)
                index += 2
            }
            guard index == part.count, index > 0 else { return nil }
            selectors.append(selector)
        }
        return selectors
    }
}
