/// The kind of a simple block, named by its opening token (CSS Syntax 3 §5: `{}`, `[]`, `()`).
public enum CSSBlockKind: Hashable, Sendable {
    /// `{ … }`.
    case brace
    /// `[ … ]`.
    case bracket
    /// `( … )`.
    case parenthesis

    /// The token that opens the block.
    public var openingToken: CSSToken {
        switch self {
        case .brace: .leftBrace
        case .bracket: .leftBracket
        case .parenthesis: .leftParenthesis
        }
    }

    /// The token that closes the block.
    public var closingToken: CSSToken {
        switch self {
        case .brace: .rightBrace
        case .bracket: .rightBracket
        case .parenthesis: .rightParenthesis
        }
    }
}

/// A component value (CSS Syntax 3 §5): a preserved token, a function or a simple block.
public enum CSSComponentValue: Hashable, Sendable {
    /// A preserved token (never a function token, an opening bracket or EOF).
    case token(CSSToken)
    /// A function: its name as written (not lowercased) and its arguments.
    case function(name: String, arguments: [CSSComponentValue])
    /// A simple block and its contents.
    case block(CSSBlockKind, [CSSComponentValue])

    /// The token, when this is a preserved token.
    public var token: CSSToken? {
        if case .token(let t) = self { return t }
        return nil
    }

    /// True for a whitespace token.
    public var isWhitespace: Bool { token == .whitespace }

    /// True for a comma token.
    public var isComma: Bool { token == .comma }

    /// The identifier when this is an `<ident-token>`, as written.
    public var identValue: String? { token?.identValue }
}

extension Array where Element == CSSComponentValue {
    /// The values without leading and trailing whitespace tokens.
    public func trimmingWhitespace() -> [CSSComponentValue] {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return [] }
        return Array(self[first...last])
    }

    /// The values split at top-level comma tokens, each part trimmed of whitespace.
    /// `a, b,` gives `[[a], [b], []]`: empty parts are kept so callers can reject them.
    public func splitOnCommas() -> [[CSSComponentValue]] {
        var parts: [[CSSComponentValue]] = []
        var current: [CSSComponentValue] = []
        for value in self {
            if value.isComma {
                parts.append(current.trimmingWhitespace())
                current = []
            } else {
                current.append(value)
            }
        }
        parts.append(current.trimmingWhitespace())
        return parts
    }

    /// The values that are not whitespace: the space-separated parts of a shorthand.
    public func splitOnWhitespace() -> [CSSComponentValue] {
        filter { !$0.isWhitespace }
    }

    /// The tokens these values were made of, in order (functions and blocks opened and closed).
    public func flattenedTokens() -> [CSSToken] {
        var tokens: [CSSToken] = []
        appendTokens(of: self, to: &tokens)
        return tokens
    }

    private func appendTokens(of values: [CSSComponentValue], to tokens: inout [CSSToken]) {
        for value in values {
            switch value {
            case .token(let token):
                tokens.append(token)
            case .function(let name, let arguments):
                tokens.append(.function(name))
                appendTokens(of: arguments, to: &tokens)
                tokens.append(.rightParenthesis)
            case .block(let kind, let contents):
                tokens.append(kind.openingToken)
                appendTokens(of: contents, to: &tokens)
                tokens.append(kind.closingToken)
            }
        }
    }
}

extension String {
    /// The string with ASCII letters lowercased only (CSS keywords compare ASCII case-insensitively).
    func asciiLowercased() -> String {
        guard utf8.contains(where: { $0 &- 0x41 < 26 }) else { return self }
        return String(decoding: utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// True when equal to `other` ignoring ASCII case.
    func equalsIgnoringASCIICase(_ other: String) -> Bool {
        utf8.count == other.utf8.count && asciiLowercased() == other.asciiLowercased()
    }
}
