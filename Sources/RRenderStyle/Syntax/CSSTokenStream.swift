/// A cursor over tokens that end with `<EOF-token>`, each with its source line.
struct CSSTokenStream {
    private let tokens: [CSSToken]
    private let lines: [Int32]
    private(set) var index = 0
    /// The line given to tokens that have none (re-parsed component values).
    private let baseLine: Int
    /// How many blocks and functions enclose the component value being consumed.
    private var depth = 0

    /// The deepest nesting of blocks and functions (and of `@media` rules) kept: deeper ones are
    /// skipped whole, their contents dropped, so that 100,000 `[` or `@media {` cannot exhaust
    /// the stack (the parser, the serializer and equality all recurse). Real style sheets nest
    /// a handful of levels.
    static let maximumNesting = 64

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

    /// §5.4.7: consume a component value.
    mutating func consumeComponentValue() -> CSSComponentValue {
        let token = current
        advance()
        switch token {
        case .leftBrace: return .block(.brace, consumeBlockContents(closing: .rightBrace))
        case .leftBracket: return .block(.bracket, consumeBlockContents(closing: .rightBracket))
        case .leftParenthesis: return .block(.parenthesis, consumeBlockContents(closing: .rightParenthesis))
        case .function(let name): return .function(name: name, arguments: consumeBlockContents(closing: .rightParenthesis))
        default: return .token(token)
        }
    }

    /// §5.4.8 / §5.4.9: the contents of a simple block or function, up to its closing token
    /// (consumed) or EOF (a parse error that closes the block).
    mutating func consumeBlockContents(closing: CSSToken) -> [CSSComponentValue] {
        guard depth < Self.maximumNesting else {
            skipBlockContents(closing: closing)
            return []
        }
        depth += 1
        defer { depth -= 1 }
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

    /// Skips the rest of a block up to its `closing` token (consumed) or EOF, nested blocks
    /// included, without recursion.
    mutating func skipBlockContents(closing: CSSToken) {
        var closers = [closing]
        while let expected = closers.last, current != .eof {
            let token = current
            advance()
            switch token {
            case expected: closers.removeLast()
            case .leftBrace: closers.append(.rightBrace)
            case .leftBracket: closers.append(.rightBracket)
            case .leftParenthesis, .function: closers.append(.rightParenthesis)
            default: break
            }
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
