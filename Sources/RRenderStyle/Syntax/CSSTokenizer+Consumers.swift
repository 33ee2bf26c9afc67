/// The "consume" algorithms and checks of CSS Syntax 3 §4.3, over UTF-8 code units.
extension CSSTokenizer {
    /// §4.3.3: consume a numeric token.
    mutating func consumeNumericToken() -> CSSToken {
        let number = consumeNumber()
        if startsIdentSequence(at: position) {
            return .dimension(number, unit: consumeIdentSequence())
        }
        if peek(0) == UInt8(ascii: "%") {
            position += 1
            return .percentage(number)
        }
        return .number(number)
    }

    /// §4.3.12: consume a number (converted with the platform's correctly rounded parser).
    mutating func consumeNumber() -> CSSNumber {
        let start = position
        var isInteger = true
        let sign = peek(0)
        let hasSign = sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")
        if hasSign { position += 1 }
        skipDigits()
        if peek(0) == UInt8(ascii: "."), Self.isDigit(peek(1)) {
            position += 1
            skipDigits()
            isInteger = false
        }
        let e = peek(0) | 0x20
        if e == UInt8(ascii: "e") {
            let afterE = peek(1)
            let signed = (afterE == UInt8(ascii: "+") || afterE == UInt8(ascii: "-")) && Self.isDigit(peek(2))
            if signed || Self.isDigit(afterE) {
                position += signed ? 2 : 1
                skipDigits()
                isInteger = false
            }
        }
        let value = Double(String(decoding: input[start..<position], as: UTF8.self)) ?? 0
        let finite = value.isFinite ? value : (value > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude)
        return CSSNumber(finite, isInteger: isInteger, hasSign: hasSign)
    }

    private mutating func skipDigits() {
        while Self.isDigit(peek(0)) { position += 1 }
    }

    /// §4.3.4: consume an ident-like token.
    mutating func consumeIdentLikeToken() -> CSSToken {
        let name = consumeIdentSequence()
        guard peek(0) == UInt8(ascii: "(") else { return .ident(name) }
        position += 1
        guard name.utf8.count == 3, name.asciiLowercased() == "url" else { return .function(name) }
        while Self.isWhitespace(peek(0)), Self.isWhitespace(peek(1)) { position += 1 }
        let next = Self.isWhitespace(peek(0)) ? peek(1) : peek(0)
        if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") { return .function(name) }
        return consumeURLToken()
    }

    /// §4.3.5: consume a string token; the opening quote is already consumed.
    mutating func consumeStringToken(ending: UInt8) -> CSSToken {
        var text = TextBuffer(start: position)
        while true {
            let c = peek(0)
            switch c {
            case ending:
                let string = text.finish(input, end: position)
                position += 1
                return .string(string)
            case Self.eof:
                return .string(text.finish(input, end: position))
            case 0x0A:
                return .badString
            case UInt8(ascii: "\\"):
                text.flush(input, end: position)
                let next = peek(1)
                if next == Self.eof {
                    position += 1
                } else if next == 0x0A {
                    position += 2
                } else {
                    position += 1
                    text.append(consumeEscapedCodePoint())
                }
                text.restart(at: position)
            default:
                position += 1
            }
        }
    }

    /// §4.3.6: consume a url token; `url(` and leading whitespace pairs are already consumed.
    mutating func consumeURLToken() -> CSSToken {
        while Self.isWhitespace(peek(0)) { position += 1 }
        var text = TextBuffer(start: position)
        while true {
            let c = peek(0)
            if c == Self.eof { return .url(text.finish(input, end: position)) }
            if c == UInt8(ascii: ")") {
                let url = text.finish(input, end: position)
                position += 1
                return .url(url)
            }
            if Self.isWhitespace(c) {
                let url = text.finish(input, end: position)
                while Self.isWhitespace(peek(0)) { position += 1 }
                let after = peek(0)
                if after == UInt8(ascii: ")") || after == Self.eof {
                    if after == UInt8(ascii: ")") { position += 1 }
                    return .url(url)
                }
                consumeBadURLRemnants()
                return .badURL
            }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "(") || Self.isNonPrintable(c)
                || (c == UInt8(ascii: "\\") && !isValidEscape(at: position))
            {
                consumeBadURLRemnants()
                return .badURL
            }
            if c == UInt8(ascii: "\\") {
                text.flush(input, end: position)
                position += 1
                text.append(consumeEscapedCodePoint())
                text.restart(at: position)
            } else {
                position += 1
            }
        }
    }

    /// §4.3.14: consume the remnants of a bad url.
    private mutating func consumeBadURLRemnants() {
        while true {
            let c = peek(0)
            if c == Self.eof { return }
            if c == UInt8(ascii: ")") {
                position += 1
                return
            }
            if isValidEscape(at: position) {
                position += 1
                _ = consumeEscapedCodePoint()
            } else {
                position += 1
            }
        }
    }

    /// §4.3.7: consume an escaped code point; the backslash is already consumed.
    mutating func consumeEscapedCodePoint() -> Unicode.Scalar {
        let c = peek(0)
        if c == Self.eof { return "\u{FFFD}" }
        guard let first = Self.hexValue(c) else { return consumeScalar() }
        position += 1
        var value = first
        var digits = 1
        while digits < 6, let digit = Self.hexValue(peek(0)) {
            value = value * 16 + digit
            digits += 1
            position += 1
        }
        if Self.isWhitespace(peek(0)) { position += 1 }
        // Zero, surrogates and values beyond U+10FFFF are replaced (Unicode.Scalar refuses the latter two).
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// Consumes one whole code point (one to four UTF-8 code units).
    private mutating func consumeScalar() -> Unicode.Scalar {
        let lead = peek(0)
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let end = min(position + length, input.count)
        let scalar = String(decoding: input[position..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        position = end
        return scalar
    }

    /// §4.3.11: consume an ident sequence.
    mutating func consumeIdentSequence() -> String {
        var text = TextBuffer(start: position)
        while true {
            let c = peek(0)
            if Self.isIdentCodePoint(c) {
                position += 1
            } else if isValidEscape(at: position) {
                text.flush(input, end: position)
                position += 1
                text.append(consumeEscapedCodePoint())
                text.restart(at: position)
            } else {
                return text.finish(input, end: position)
            }
        }
    }

    /// §4.3.8: whether the two code points at `index` are a valid escape.
    func isValidEscape(at index: Int) -> Bool {
        byte(at: index) == UInt8(ascii: "\\") && byte(at: index + 1) != 0x0A
    }

    /// §4.3.9: whether the three code points at `index` would start an ident sequence.
    func startsIdentSequence(at index: Int) -> Bool {
        let first = byte(at: index)
        if first == UInt8(ascii: "-") {
            let second = byte(at: index + 1)
            return Self.isIdentStart(second) || second == UInt8(ascii: "-") || isValidEscape(at: index + 1)
        }
        if Self.isIdentStart(first) { return true }
        return isValidEscape(at: index)
    }

    /// §4.3.10: whether the three code points at `index` would start a number.
    func startsNumber(at index: Int) -> Bool {
        let first = byte(at: index)
        if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            let second = byte(at: index + 1)
            if Self.isDigit(second) { return true }
            return second == UInt8(ascii: ".") && Self.isDigit(byte(at: index + 2))
        }
        if first == UInt8(ascii: ".") { return Self.isDigit(byte(at: index + 1)) }
        return Self.isDigit(first)
    }
}

/// Text being consumed: a run of the input not yet copied, plus what escapes produced before it.
/// Text without escapes is sliced from the input in one go.
struct TextBuffer {
    private var runStart: Int
    private var pending: [UInt8] = []
    private var hasPending = false

    init(start: Int) { runStart = start }

    /// Copies the run up to `end` into the buffer (before an escape).
    mutating func flush(_ input: [UInt8], end: Int) {
        pending += input[runStart..<end]
        hasPending = true
    }

    /// Appends an escaped code point.
    mutating func append(_ scalar: Unicode.Scalar) {
        pending += Array(String(scalar).utf8)
        hasPending = true
    }

    /// Starts a new run at `start` (after an escape).
    mutating func restart(at start: Int) { runStart = start }

    /// The whole text, the current run ending at `end`.
    func finish(_ input: [UInt8], end: Int) -> String {
        guard hasPending else { return String(decoding: input[runStart..<end], as: UTF8.self) }
        return String(decoding: pending + input[runStart..<end], as: UTF8.self)
    }
}
