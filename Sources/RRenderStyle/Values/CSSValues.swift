/// Helpers that read simple typed values out of component values, for property parsing.
/// Each returns nil when the value is not of the wanted type. Keywords compare ASCII case-insensitively.
public enum CSSValues {
    /// The lowercased keyword when `values` (whitespace aside) is a single identifier.
    public static func keyword(_ values: [CSSComponentValue]) -> String? {
        let parts = values.trimmingWhitespace()
        guard parts.count == 1 else { return nil }
        return keyword(parts[0])
    }

    /// The lowercased keyword when `value` is an identifier.
    public static func keyword(_ value: CSSComponentValue) -> String? {
        value.identValue?.asciiLowercased()
    }

    /// The number of a `<number>` or `<integer>` token.
    public static func number(_ value: CSSComponentValue) -> Double? {
        if case .number(let n)? = value.token { return n.value }
        return nil
    }

    /// The value of an `<integer>` token.
    public static func integer(_ value: CSSComponentValue) -> Int? {
        if case .number(let n)? = value.token { return n.integerValue }
        return nil
    }

    /// The number of a `<percentage>` token (50 for `50%`).
    public static func percentage(_ value: CSSComponentValue) -> Double? {
        if case .percentage(let n)? = value.token { return n.value }
        return nil
    }

    /// The text of a `<string>` token.
    public static func string(_ value: CSSComponentValue) -> String? {
        if case .string(let text)? = value.token { return text }
        return nil
    }

    /// The URL of a `<url>`: an unquoted `url(…)` token or a `url("…")` function (CSS Values 4 §4.5).
    public static func url(_ value: CSSComponentValue) -> String? {
        switch value {
        case .token(.url(let url)):
            return url
        case .function(let name, let arguments) where name.equalsIgnoringASCIICase("url") || name.equalsIgnoringASCIICase("src"):
            let parts = arguments.trimmingWhitespace()
            guard let first = parts.first, let text = string(first) else { return nil }
            return text
        default:
            return nil
        }
    }

    /// The length of `value` (see `CSSLength.init(_:allowPercentage:)`).
    public static func length(_ value: CSSComponentValue, allowPercentage: Bool = true) -> CSSLength? {
        CSSLength(value, allowPercentage: allowPercentage)
    }

    /// True when `values` is a single CSS-wide keyword (`inherit`, `initial`, `unset`, `revert`,
    /// `revert-layer`; CSS Cascade 4 §7.3), which the cascade handles before property parsing.
    public static func cssWideKeyword(_ values: [CSSComponentValue]) -> String? {
        guard let word = keyword(values), cssWideKeywords.contains(word) else { return nil }
        return word
    }

    static let cssWideKeywords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer"]
}
