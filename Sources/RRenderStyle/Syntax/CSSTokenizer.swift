/// Splits CSS text into tokens, following the algorithms of CSS Syntax Module Level 3 §4.
///
/// The input is preprocessed first (§3.3): CR LF, CR and FF become LF, and NUL becomes U+FFFD.
/// Swift strings hold no surrogates; an escape naming one yields U+FFFD (§4.3.7).
public struct CSSTokenizer {
    /// The preprocessed input. U+0000 never occurs in it, so it doubles as the EOF marker.
    var input: [Unicode.Scalar]
    /// The index of the next input code point.
    var position = 0
    private var lineScanPosition = 0
    private var currentLine = 1

    static let eofScalar: Unicode.Scalar = "\u{0}"

    /// Creates a tokenizer over `text`.
    public init(_ text: String) {
        input = Self.preprocess(text)
    }

    /// All the tokens of `text`, without the final `<EOF-token>`.
    public static func tokenize(_ text: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text)
        var tokens: [CSSToken] = []
        while true {
            let token = tokenizer.nextToken()
            if token == .eof { return tokens }
            tokens.append(token)
        }
    }

    /// All the tokens of `text` with the 1-based line each starts on; the last token is `<EOF-token>`.
    static func tokenizeWithLines(_ text: String) -> (tokens: [CSSToken], lines: [Int32]) {
        var tokenizer = CSSTokenizer(text)
        var tokens: [CSSToken] = []
        var lines: [Int32] = []
        tokens.reserveCapacity(tokenizer.input.count / 3)
        lines.reserveCapacity(tokenizer.input.count / 3)
        while true {
            let token = tokenizer.nextToken()
            tokens.append(token)
            lines.append(Int32(truncatingIfNeeded: tokenizer.tokenStartLine))
            if token == .eof { return (tokens, lines) }
        }
    }

    /// The line on which the most recently returned token started.
    private(set) var tokenStartLine = 1

    /// CSS Syntax 3 §3.3: normalise newlines and replace NUL.
    private static func preprocess(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r":
                scalars.append("\n")
                previousWasCR = true
                continue
            case "\n" where previousWasCR: break
            case "\u{0C}": scalars.append("\n")
            case "\u{0}": scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
            previousWasCR = false
        }
        return scalars
    }

    /// Consumes and returns the next token (§4.3.1); `<EOF-token>` at the end, repeatedly.
    public mutating func nextToken() -> CSSToken {
        consumeComments()
        markTokenStart()
        let c = peek(0)
        if c == Self.eofScalar { return .eof }
        if Self.isWhitespace(c) {
            while Self.isWhitespace(peek(0)) { position += 1 }
            return .whitespace
        }
        if Self.isDigit(c) { return consumeNumericToken() }
        if Self.isIdentStart(c) { return consumeIdentLikeToken() }
        if let token = consumePunctuation(c) { return token }
        position += 1
        return .delim(c)
    }

    private mutating func markTokenStart() {
        while lineScanPosition < position {
            if input[lineScanPosition] == "\n" { currentLine += 1 }
            lineScanPosition += 1
        }
        tokenStartLine = currentLine
    }

    /// The tokens that start with a specific ASCII character (§4.3.1), or nil for a plain delim.
    private mutating func consumePunctuation(_ c: Unicode.Scalar) -> CSSToken? {
        if let simple = Self.simpleTokens[c] {
            position += 1
            return simple
        }
        switch c {
        case "\"", "'":
            position += 1
            return consumeStringToken(ending: c)
        case "#": return consumeHashToken()
        case "+", ".": return startsNumber(at: position) ? consumeNumericToken() : nil
        case "-": return consumeHyphenToken()
        case "<":
            guard peek(1) == "!", peek(2) == "-", peek(3) == "-" else { return nil }
            position += 4
            return .cdo
        case "@":
            guard startsIdentSequence(at: position + 1) else { return nil }
            position += 1
            return .atKeyword(consumeIdentSequence())
        case "\\":
            // A backslash that is not a valid escape is a parse error and a delim (§4.3.1).
            return isValidEscape(at: position) ? consumeIdentLikeToken() : nil
        default: return nil
        }
    }

    private static let simpleTokens: [Unicode.Scalar: CSSToken] = [
        "(": .leftParenthesis, ")": .rightParenthesis, ",": .comma, ":": .colon, ";": .semicolon,
        "[": .leftBracket, "]": .rightBracket, "{": .leftBrace, "}": .rightBrace,
    ]

    private mutating func consumeHashToken() -> CSSToken? {
        let next = peek(1)
        guard Self.isIdentCodePoint(next) || isValidEscape(at: position + 1) else { return nil }
        position += 1
        let isID = startsIdentSequence(at: position)
        return .hash(consumeIdentSequence(), isID: isID)
    }

    private mutating func consumeHyphenToken() -> CSSToken? {
        if startsNumber(at: position) { return consumeNumericToken() }
        if peek(1) == "-", peek(2) == ">" {
            position += 3
            return .cdc
        }
        return startsIdentSequence(at: position) ? consumeIdentLikeToken() : nil
    }

    /// §4.3.2: consume comments.
    private mutating func consumeComments() {
        while peek(0) == "/", peek(1) == "*" {
            position += 2
            while true {
                let c = peek(0)
                if c == Self.eofScalar { return }
                position += 1
                if c == "*", peek(0) == "/" {
                    position += 1
                    break
                }
            }
        }
    }

    /// The code point `offset` ahead of the current position, or the EOF marker.
    @inline(__always)
    func peek(_ offset: Int) -> Unicode.Scalar {
        let index = position + offset
        return index < input.count ? input[index] : Self.eofScalar
    }

    /// The code point at `index`, or the EOF marker.
    @inline(__always)
    func scalar(at index: Int) -> Unicode.Scalar {
        index < input.count ? input[index] : Self.eofScalar
    }
}
