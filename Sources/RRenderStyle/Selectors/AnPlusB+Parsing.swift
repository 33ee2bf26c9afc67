/// Parsing of the An+B microsyntax (CSS Syntax 3 §6.2) from tokens, where `2n+1` may arrive as
/// a dimension `2n` and a number `+1`, or as a single dimension with unit `n-1`, or an ident `-n-1`.
extension AnPlusB {
    /// Parses the arguments of `:nth-child()` and friends; nil when they are not An+B.
    public init?(parsing values: [CSSComponentValue]) {
        let parts = values.trimmingWhitespace()
        guard let first = parts.first?.token else { return nil }
        if let keyword = first.identValue?.asciiLowercased(), keyword == "odd" || keyword == "even" {
            guard parts.count == 1 else { return nil }
            self.init(a: 2, b: keyword == "odd" ? 1 : 0)
            return
        }
        if case .number(let number) = first {
            guard parts.count == 1, let b = number.integerValue else { return nil }
            self.init(a: 0, b: Self.clamp(b))
            return
        }
        guard let (a, afterN, used) = Self.stepAndRemainder(parts), let b = Self.offset(afterN, Array(parts[used...])) else {
            return nil
        }
        self.init(a: Self.clamp(a), b: Self.clamp(b))
    }

    /// A and what follows the `n` in the first token(s): `2n-1` gives (2, "-1"), `-n` gives (-1, "").
    /// `used` counts the values consumed.
    private static func stepAndRemainder(_ parts: [CSSComponentValue]) -> (a: Int, afterN: Substring, used: Int)? {
        var a: Int
        var text: Substring
        var used = 1
        switch parts[0].token {
        case .dimension(let number, let unit)?:
            guard let value = number.integerValue else { return nil }
            a = value
            text = Substring(unit.asciiLowercased())
        case .ident(let ident)?:
            let lowered = ident.asciiLowercased()
            a = lowered.hasPrefix("-") ? -1 : 1
            text = lowered.hasPrefix("-") ? lowered.dropFirst() : Substring(lowered)
        case .delim("+")?:
            // '+'? n: the plus must touch the n (no whitespace between).
            guard parts.count > 1, let ident = parts[1].identValue?.asciiLowercased(), !ident.hasPrefix("-") else { return nil }
            a = 1
            text = Substring(ident)
            used = 2
        default:
            return nil
        }
        guard text.first == "n" else { return nil }
        return (a, text.dropFirst(), used)
    }

    /// B from what followed the `n` and the remaining values.
    private static func offset(_ afterN: Substring, _ rest: [CSSComponentValue]) -> Int? {
        let tail = rest.splitOnWhitespace()
        if afterN.isEmpty {
            guard let first = tail.first?.token else { return 0 }
            if case .number(let n) = first, n.hasSign, tail.count == 1 { return n.integerValue }
            guard tail.count == 2, let sign = signOf(first), let value = signlessInteger(tail[1].token) else { return nil }
            return sign * value
        }
        if afterN == "-" {
            guard tail.count == 1, let value = signlessInteger(tail[0].token) else { return nil }
            return -value
        }
        // "n-<digits>": the offset is inside the same token.
        let digits = afterN.dropFirst()
        guard afterN.first == "-", !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            tail.isEmpty, let value = Int(digits.prefix(10))
        else { return nil }
        return -value
    }

    private static func signOf(_ token: CSSToken) -> Int? {
        if token.isDelim("+") { return 1 }
        if token.isDelim("-") { return -1 }
        return nil
    }

    private static func signlessInteger(_ token: CSSToken?) -> Int? {
        guard case .number(let n)? = token, !n.hasSign else { return nil }
        return n.integerValue
    }

    private static func clamp(_ value: Int) -> Int { max(-1_000_000_000, min(1_000_000_000, value)) }
}
