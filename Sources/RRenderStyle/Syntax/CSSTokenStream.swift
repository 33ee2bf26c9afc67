/// A cursor over tokens that end with `<EOF-token>`, each with its source line.
struct CSSTokenStream {
    private let tokens: [CSSToken]
    private let lines: [Int32]
    private(set) var index = 0
    /// The line given to tokens that have none (re-parsed component values).
    private let baseLine: Int

    /// Tokenizes `text`.
    init(text: String) {
        (tokens, lines) = CSSTokenizer.tokenizeWithLines(text)
        baseLine = 1
    }

    /// Streams the tokens of already-parsed component values, all on `line`.
    init(values: [CSSComponentValue], line: Int) {
        tokens = values.flattenedTokens() + [.eof]
        lines = []
        baseLine = line
    }

    /// The current token (EOF at the end, repeatedly).
    var current: CSSToken { index < tokens.count ? tokens[index] : .eof }

    /// The line of the current token.
    var line: Int { index < lines.count ? Int(lines[index]) : baseLine }

    /// True at `<EOF-token>`.
    var isAtEnd: Bool { current == .eof }

    /// Moves to the next token.
    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    /// Skips whitespace tokens.
    mutating func skipWhitespace() {
        while current == .whitespace { advance() }
    }

    /// How deep blocks and functions nest before the contents of deeper ones are dropped. The
    /// parser and everything that walks component values recurse once per level: a sheet of
    /// 200 000 `(` overflowed the stack (found through FuzzCSS). Real sheets nest a few levels.
    static let maximumNesting = 64
    private var nesting = 0

    /// §5.4.7: consume a component value.
    mutating func consumeComponentValue() -> CSSComponentValue {
        let token = current
        advance()
        switch token {
        case .leftBrace: return .block(.brace, nestedContents(closing: .rightBrace))
        case .leftBracket: return .block(.bracket, nestedContents(closing: .rightBracket))
        case .leftParenthesis: return .block(.parenthesis, nestedContents(closing: .rightParenthesis))
        case .function(let name): return .function(name: name, arguments: nestedContents(closing: .rightParenthesis))
        default: return .token(token)
        }
    }

    /// The contents of a block or function one level deeper; empty past `maximumNesting`, where
    /// the block is skipped whole without recursion.
    private mutating func nestedContents(closing: CSSToken) -> [CSSComponentValue] {
        guard nesting < Self.maximumNesting else {
            skipBlock(closing: closing)
            return []
        }
        nesting += 1
        defer { nesting -= 1 }
        return consumeBlockContents(closing: closing)
    }

    /// Moves past the token that closes the current block (or to EOF), counting the blocks inside.
    mutating func skipBlock(closing: CSSToken) {
        var closings = [closing]
        while let expected = closings.last, !isAtEnd {
            let token = current
            advance()
            switch token {
            case expected: closings.removeLast()
            case .leftBrace: closings.append(.rightBrace)
            case .leftBracket: closings.append(.rightBracket)
            case .leftParenthesis, .function: closings.append(.rightParenthesis)
            default: break
            }
        }
    }

    /// §5.4.8 / §5.4.9: the contents of a simple block or function, up to its closing token
    /// (consumed) or EOF (a parse error that closes the block).
    mutating func consumeBlockContents(closing: CSSToken) -> [CSSComponentValue] {
        var values: [CSSComponentValue] = []
        while true {
            let token = current
            if token == closing {
                advance()
                return values
            }
            if token == .eof { return values }
            values.append(consumeComponentValue())
        }
    }

    /// Component values until one of the stop conditions (not consumed) or EOF.
    mutating func consumeComponentValues(stoppingAt stop: (CSSToken) -> Bool) -> [CSSComponentValue] {
        var values: [CSSComponentValue] = []
        while !isAtEnd, !stop(current) {
            values.append(consumeComponentValue())
        }
        return values
    }
}
