import RRenderCore

/// Declaration lists (CSS Syntax 3 §5.4.5 and §5.4.6).
extension CSSSyntaxParser {
    /// §5.4.5: consume a list of declarations, up to EOF or, `inBlock`, a `}` (left for the caller).
    /// At-rules inside (such as `@page` margin rules) are returned apart.
    mutating func consumeDeclarationList(inBlock: Bool = true) -> (declarations: [CSSDeclaration], atRules: [CSSAtRule]) {
        var declarations: [CSSDeclaration] = []
        var atRules: [CSSAtRule] = []
        let isEnd: (CSSToken) -> Bool = { $0 == .semicolon || (inBlock && $0 == .rightBrace) }
        while true {
            switch stream.current {
            case .eof:
                return (declarations, atRules)
            case .rightBrace where inBlock:
                return (declarations, atRules)
            case .whitespace, .semicolon:
                stream.advance()
            case .atKeyword(let name):
                atRules.append(consumeGenericAtRule(named: name, nested: inBlock))
            case .ident:
                let line = stream.line
                let values = stream.consumeComponentValues(stoppingAt: isEnd)
                if let declaration = Self.declaration(from: values, line: line) {
                    declarations.append(declaration)
                } else {
                    report(
                        "css.invalid-declaration",
                        "Declaration ignored: “\(values.cssText.trimmedForMessage)” has no colon after the name.",
                        .info, line: line)
                }
            default:
                let line = stream.line
                let values = stream.consumeComponentValues(stoppingAt: isEnd)
                report(
                    "css.invalid-declaration",
                    "Declaration ignored: “\(values.cssText.trimmedForMessage)” does not start with a property name.",
                    .info, line: line)
            }
        }
    }

    /// §5.4.6: consume a declaration from `values`, which start with an ident; nil without a colon.
    static func declaration(from values: [CSSComponentValue], line: Int) -> CSSDeclaration? {
        guard let rawName = values.first?.identValue else { return nil }
        var index = 1
        while index < values.count, values[index].isWhitespace { index += 1 }
        guard index < values.count, values[index].token == .colon else { return nil }
        var value = Array(values[(index + 1)...]).trimmingWhitespace()
        var important = false
        // "!important": the last two non-whitespace values are a `!` delim and `important`.
        if let last = value.last?.identValue, last.equalsIgnoringASCIICase("important") {
            let beforeLast = value.dropLast().trimmingTrailingWhitespace()
            if let bang = beforeLast.last, bang.token?.isDelim("!") == true {
                important = true
                value = Array(beforeLast.dropLast()).trimmingWhitespace()
            }
        }
        let name = rawName.hasPrefix("--") ? rawName : rawName.asciiLowercased()
        return CSSDeclaration(name: name, value: value, important: important, line: line)
    }

    /// Consumes an at-rule without interpreting it: prelude and optional block as component values.
    mutating func consumeGenericAtRule(named name: String, nested: Bool) -> CSSAtRule {
        let line = stream.line
        stream.advance()
        let prelude = consumeAtRulePrelude(nested: nested)
        var block: [CSSComponentValue]?
        if stream.current == .leftBrace {
            stream.advance()
            block = stream.consumeBlockContents(closing: .rightBrace)
        }
        return CSSAtRule(name: name, prelude: prelude, block: block, line: line)
    }

    /// §5.4.2: the prelude of an at-rule, trimmed; a terminating `;` is consumed, a `{` is not.
    mutating func consumeAtRulePrelude(nested: Bool) -> [CSSComponentValue] {
        let prelude = stream.consumeComponentValues {
            $0 == .semicolon || $0 == .leftBrace || (nested && $0 == .rightBrace)
        }
        if stream.current == .semicolon { stream.advance() }
        return prelude.trimmingWhitespace()
    }
}

extension ArraySlice where Element == CSSComponentValue {
    /// The slice without trailing whitespace tokens.
    func trimmingTrailingWhitespace() -> ArraySlice<CSSComponentValue> {
        var slice = self
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return slice
    }
}
