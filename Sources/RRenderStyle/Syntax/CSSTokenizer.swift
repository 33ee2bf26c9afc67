/// Splits CSS text into tokens, following the algorithms of CSS Syntax Module Level 3 §4.
///
/// The input is preprocessed first (§3.3): CR LF, CR and FF become LF, and NUL becomes U+FFFD.
/// It is then read as UTF-8 code units: every code point the algorithms tell apart is ASCII, and
/// any non-ASCII code point is an ident code point (§4.2), so a multi-byte scalar is always kept
/// whole. Names are sliced out of the input rather than built scalar by scalar, which is what
/// makes a 200 KB stylesheet take a few milliseconds. Swift strings hold no surrogates; an escape
/// naming one yields U+FFFD (§4.3.7).
public struct CSSTokenizer {
    /// The preprocessed input. 0x00 never occurs in it, so it doubles as the EOF marker.
    var input: [UInt8]
    /// The index of the next input code unit.
    var position = 0
    private var lineScanPosition = 0
    private var currentLine = 1
    /// The line on which the most recently returned token started.
    private(set) var tokenStartLine = 1

    static let eof: UInt8 = 0

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
        tokens.reserveCapacity(tokenizer.input.count / 4)
        lines.reserveCapacity(tokenizer.input.count / 4)
        while true {
            let token = tokenizer.nextToken()
            tokens.append(token)
            lines.append(Int32(truncatingIfNeeded: tokenizer.tokenStartLine))
            if token == .eof { return (tokens, lines) }
        }
    }

    /// CSS Syntax 3 §3.3: normalise newlines and replace NUL.
    private static func preprocess(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { $0 == 0x0D || $0 == 0x0C || $0 == 0 }) else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x0D:
                output.append(0x0A)
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            case 0x0C: output.append(0x0A)
            case 0: output += [0xEF, 0xBF, 0xBD]
            default: output.append(byte)
            }
        }
        return output
    }

    /// Consumes and returns the next token (§4.3.1); `<EOF-token>` at the end, repeatedly.
    public mutating func nextToken() -> CSSToken {
        consumeComments()
        markTokenStart()
        let c = peek(0)
        if c == Self.eof { return .eof }
        if Self.isWhitespace(c) {
            while Self.isWhitespace(peek(0)) { position += 1 }
            return .whitespace
        }
        if Self.isDigit(c) { return consumeNumericToken() }
        if Self.isIdentStart(c) { return consumeIdentLikeToken() }
        if let token = consumePunctuation(c) { return token }
        position += 1
        return .delim(Unicode.Scalar(c))
    }

    private mutating func markTokenStart() {
        while lineScanPosition < position {
            if input[lineScanPosition] == 0x0A { currentLine += 1 }
            lineScanPosition += 1
        }
        tokenStartLine = currentLine
    }

    /// The tokens that start with a specific ASCII character (§4.3.1), or nil for a plain delim.
    private mutating func consumePunctuation(_ c: UInt8) -> CSSToken? {
        switch c {
        case UInt8(ascii: "("): return simple(.leftParenthesis)
        case UInt8(ascii: ")"): return simple(.rightParenthesis)
        case UInt8(ascii: ","): return simple(.comma)
        case UInt8(ascii: ":"): return simple(.colon)
        case UInt8(ascii: ";"): return simple(.semicolon)
        case UInt8(ascii: "["): return simple(.leftBracket)
        case UInt8(ascii: "]"): return simple(.rightBracket)
        case UInt8(ascii: "{"): return simple(.leftBrace)
        case UInt8(ascii: "}"): return simple(.rightBrace)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            position += 1
            return consumeStringToken(ending: c)
        case UInt8(ascii: "#"): return consumeHashToken()
        case UInt8(ascii: "+"), UInt8(ascii: "."): return startsNumber(at: position) ? consumeNumericToken() : nil
        case UInt8(ascii: "-"): return consumeHyphenToken()
        case UInt8(ascii: "<"):
            guard peek(1) == UInt8(ascii: "!"), peek(2) == UInt8(ascii: "-"), peek(3) == UInt8(ascii: "-") else { return nil }
            position += 4
            return .cdo
        case UInt8(ascii: "@"):
            guard startsIdentSequence(at: position + 1) else { return nil }
            position += 1
            return .atKeyword(consumeIdentSequence())
        case UInt8(ascii: "\\"):
            // A backslash that is not a valid escape is a parse error and a delim (§4.3.1).
            return isValidEscape(at: position) ? consumeIdentLikeToken() : nil
        default: return nil
        }
    }

    private mutating func simple(_ token: CSSToken) -> CSSToken {
        position += 1
        return token
    }

    private mutating func consumeHashToken() -> CSSToken? {
        guard Self.isIdentCodePoint(peek(1)) || isValidEscape(at: position + 1) else { return nil }
        position += 1
        let isID = startsIdentSequence(at: position)
        return .hash(consumeIdentSequence(), isID: isID)
    }

    private mutating func consumeHyphenToken() -> CSSToken? {
        if startsNumber(at: position) { return consumeNumericToken() }
        if peek(1) == UInt8(ascii: "-"), peek(2) == UInt8(ascii: ">") {
            position += 3
            return .cdc
        }
        return startsIdentSequence(at: position) ? consumeIdentLikeToken() : nil
    }

    /// §4.3.2: consume comments.
    private mutating func consumeComments() {
        while peek(0) == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
            position += 2
            while true {
                let c = peek(0)
                if c == Self.eof { return }
                position += 1
                if c == UInt8(ascii: "*"), peek(0) == UInt8(ascii: "/") {
                    position += 1
                    break
                }
            }
        }
    }

    /// The code unit `offset` ahead of the current position, or the EOF marker.
    @inline(__always)
    func peek(_ offset: Int) -> UInt8 {
        let index = position + offset
        return index < input.count ? input[index] : Self.eof
    }

    /// The code unit at `index`, or the EOF marker.
    @inline(__always)
    func byte(at index: Int) -> UInt8 {
        index < input.count ? input[index] : Self.eof
    }
}
