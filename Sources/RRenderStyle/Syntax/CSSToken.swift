/// A numeric value as the tokenizer read it (CSS Syntax 3 §4: number, percentage and dimension tokens).
public struct CSSNumber: Hashable, Sendable {
    /// The numeric value.
    public var value: Double
    /// True for the "integer" type flag: written without a fraction or exponent.
    public var isInteger: Bool
    /// True when written with an explicit `+` or `-` sign (the An+B microsyntax needs it, §6).
    public var hasSign: Bool

    /// Creates a number; `isInteger` defaults to whether `value` is integral.
    public init(_ value: Double, isInteger: Bool? = nil, hasSign: Bool = false) {
        self.value = value
        self.isInteger = isInteger ?? (value.rounded() == value)
        self.hasSign = hasSign
    }

    /// The value as an integer when the integer flag is set.
    public var integerValue: Int? {
        guard isInteger, value.magnitude < 1e15 else { return nil }
        return Int(value)
    }
}

/// A token of CSS Syntax Module Level 3 §4.
public enum CSSToken: Hashable, Sendable {
    /// `<ident-token>`.
    case ident(String)
    /// `<function-token>`: the name, without the `(`.
    case function(String)
    /// `<at-keyword-token>`: the name, without the `@`.
    case atKeyword(String)
    /// `<hash-token>`: the name without `#`; `isID` is the "id" type flag (the name is an ident).
    case hash(String, isID: Bool)
    /// `<string-token>`, unquoted and unescaped.
    case string(String)
    /// `<bad-string-token>`: a string broken by a newline.
    case badString
    /// `<url-token>`: the URL of an unquoted `url(…)`.
    case url(String)
    /// `<bad-url-token>`.
    case badURL
    /// `<delim-token>`: any other single code point.
    case delim(Unicode.Scalar)
    /// `<number-token>`.
    case number(CSSNumber)
    /// `<percentage-token>`: the number before `%`.
    case percentage(CSSNumber)
    /// `<dimension-token>`: a number followed by a unit, as written (not lowercased).
    case dimension(CSSNumber, unit: String)
    /// `<whitespace-token>`.
    case whitespace
    /// `<CDO-token>`: `<!--`.
    case cdo
    /// `<CDC-token>`: `-->`.
    case cdc
    /// `<colon-token>`.
    case colon
    /// `<semicolon-token>`.
    case semicolon
    /// `<comma-token>`.
    case comma
    /// `<[-token>`.
    case leftBracket
    /// `<]-token>`.
    case rightBracket
    /// `<(-token>`.
    case leftParenthesis
    /// `<)-token>`.
    case rightParenthesis
    /// `<{-token>`.
    case leftBrace
    /// `<}-token>`.
    case rightBrace
    /// `<EOF-token>`.
    case eof

    /// True for `<whitespace-token>`.
    public var isWhitespace: Bool { self == .whitespace }

    /// True when this is a `<delim-token>` holding `scalar`.
    public func isDelim(_ scalar: Unicode.Scalar) -> Bool {
        if case .delim(let d) = self { return d == scalar }
        return false
    }

    /// The identifier when this is an `<ident-token>`.
    public var identValue: String? {
        if case .ident(let name) = self { return name }
        return nil
    }
}
