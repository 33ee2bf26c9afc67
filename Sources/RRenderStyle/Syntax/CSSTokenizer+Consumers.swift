/// The "consume" algorithms and checks of CSS Syntax 3 §4.3.
extension CSSTokenizer {
    /// §4.3.3: consume a numeric token.
    mutating func consumeNumericToken() -> CSSToken {
        let number = consumeNumber()
        if startsIdentSequence(at: position) {
            return .dimension(number, unit: consumeIdentSequence())
        }
        if peek(0) == "%" {
            position += 1
            return .percentage(number)
        }
        return .number(number)
    }

    /// §4.3.12: consume a number.
    mutating func consumeNumber() -> CSSNumber {
        var text = ""
        var isInteger = true
        let sign = peek(0)
        let hasSign = sign == "+" || sign == "-"
        if hasSign {
            if sign == "-" { text.unicodeScalars.append(sign) }
            position += 1
        }
        appendDigits(to: &text)
        if peek(0) == ".", Self.isDigit(peek(1)) {
            text.unicodeScalars.append(".")
            position += 1
            appendDigits(to: &text)
            isInteger = false
        }
        let e = peek(0)
        if e == "e" || e == "E" {
            let afterE = peek(1)
            let signed = (afterE == "+" || afterE == "-") && Self.isDigit(peek(2))
            if signed || Self.isDigit(afterE) {
                text.unicodeScalars.append("e")
                if signed { text.unicodeScalars.append(afterE) }
                position += signed ? 2 : 1
                appendDigits(to: &text)
                isInteger = false
            }
        }
        let value = Double(text) ?? 0
        return CSSNumber(value.isFinite ? value : (value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude),
                         isInteger: isInteger, hasSign: hasSign)
    }

    private mutating func appendDigits(to text: inout String) {
        while Self.isDigit(peek(0)) {
            text.unicodeScalars.append(peek(0))
            position += 1
        }
    }

    /// §4.3.4: consume an ident-like token.
    mutating func consumeIdentLikeToken() -> CSSToken {
        let name = consumeIdentSequence()
        guard peek(0) == "(" else { return .ident(name) }
        position += 1
        guard name.count == 3, name.lowercased() == "url" else { return .function(name) }
        while Self.isWhitespace(peek(0)), Self.isWhitespace(peek(1)) { position += 1 }
        let next = Self.isWhitespace(peek(0)) ? peek(1) : peek(0)
        if next == "\"" || next == "'" { return .function(name) }
        return consumeURLToken()
    }

    /// §4.3.5: consume a string token; the opening quote is already consumed.
    mutating func consumeStringToken(ending: Unicode.Scalar) -> CSSToken {
        var text = ""
        while true {
            let c = peek(0)
            switch c {
            case ending:
                position += 1
                return .string(text)
            case Self.eofScalar:
                return .string(text)
            case "\n":
                return .badString
            case "\\":
                let next = peek(1)
                if next == Self.eofScalar {
                    position += 1
                } else if next == "\n" {
                    position += 2
                } else {
                    position += 1
                    text.unicodeScalars.append(consumeEscapedCodePoint())
                }
            default:
                text.unicodeScalars.append(c)
                position += 1
            }
        }
    }

    /// §4.3.6: consume a url token; `url(` and leading whitespace pairs are already consumed.
    mutating func consumeURLToken() -> CSSToken {
        var text = ""
        while Self.isWhitespace(peek(0)) { position += 1 }
        while true {
            let c = peek(0)
            if c == Self.eofScalar { return .url(text) }
            position += 1
            switch c {
            case ")":
                return .url(text)
            case _ where Self.isWhitespace(c):
                while Self.isWhitespace(peek(0)) { position += 1 }
                let after = peek(0)
                if after == ")" || after == Self.eofScalar {
                    if after == ")" { position += 1 }
                    return .url(text)
                }
                consumeBadURLRemnants()
                return .badURL
            case "\"", "'", "(":
                consumeBadURLRemnants()
                return .badURL
            case "\\":
                position -= 1
                guard isValidEscape(at: position) else {
                    consumeBadURLRemnants()
                    return .badURL
                }
                position += 1
                text.unicodeScalars.append(consumeEscapedCodePoint())
            case _ where Self.isNonPrintable(c):
                consumeBadURLRemnants()
                return .badURL
            default:
                text.unicodeScalars.append(c)
            }
        }
    }

    /// §4.3.14: consume the remnants of a bad url.
    private mutating func consumeBadURLRemnants() {
        while true {
            let c = peek(0)
            if c == Self.eofScalar { return }
            if c == ")" {
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
        if c == Self.eofScalar { return "\u{FFFD}" }
        position += 1
        guard let first = Self.hexValue(c) else { return c }
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

    /// §4.3.11: consume an ident sequence.
    mutating func consumeIdentSequence() -> String {
        var text = ""
        while true {
            let c = peek(0)
            if Self.isIdentCodePoint(c) {
                text.unicodeScalars.append(c)
                position += 1
            } else if isValidEscape(at: position) {
                position += 1
                text.unicodeScalars.append(consumeEscapedCodePoint())
            } else {
                return text
            }
        }
    }

    /// §4.3.8: whether the two code points at `index` are a valid escape.
    func isValidEscape(at index: Int) -> Bool {
        scalar(at: index) == "\\" && scalar(at: index + 1) != "\n"
    }

    /// §4.3.9: whether the three code points at `index` would start an ident sequence.
    func startsIdentSequence(at index: Int) -> Bool {
        let first = scalar(at: index)
        if first == "-" {
            let second = scalar(at: index + 1)
            return Self.isIdentStart(second) || second == "-" || isValidEscape(at: index + 1)
        }
        if Self.isIdentStart(first) { return true }
        return isValidEscape(at: index)
    }

    /// §4.3.10: whether the three code points at `index` would start a number.
    func startsNumber(at index: Int) -> Bool {
        let first = scalar(at: index)
        if first == "+" || first == "-" {
            let second = scalar(at: index + 1)
            if Self.isDigit(second) { return true }
            return second == "." && Self.isDigit(scalar(at: index + 2))
        }
        if first == "." { return Self.isDigit(scalar(at: index + 1)) }
        return Self.isDigit(first)
    }

    // MARK: Code point classes (§4.2)

    @inline(__always) static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value &- 0x30 < 10 }

    @inline(__always) static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\n" || c == "\t"
    }

    @inline(__always) static func isIdentStart(_ c: Unicode.Scalar) -> Bool {
        let v = c.value
        return (v | 0x20) &- 0x61 < 26 || v >= 0x80 || v == 0x5F
    }

    @inline(__always) static func isIdentCodePoint(_ c: Unicode.Scalar) -> Bool {
        isIdentStart(c) || isDigit(c) || c == "-"
    }

    static func isNonPrintable(_ c: Unicode.Scalar) -> Bool {
        let v = c.value
        return v <= 0x08 || v == 0x0B || (v >= 0x0E && v <= 0x1F) || v == 0x7F
    }

    static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        let v = c.value
        if v &- 0x30 < 10 { return v - 0x30 }
        let lower = v | 0x20
        if lower &- 0x61 < 6 { return lower - 0x61 + 10 }
        return nil
    }
}
