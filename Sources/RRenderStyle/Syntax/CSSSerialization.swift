/// Serialisation of tokens and component values back to CSS text, escaping as CSSOM §2.1 does.
extension CSSToken: CustomStringConvertible {
    /// The token as CSS text.
    public var description: String {
        switch self {
        case .ident(let name): CSSSerializer.identifier(name)
        case .function(let name): CSSSerializer.identifier(name) + "("
        case .atKeyword(let name): "@" + CSSSerializer.identifier(name)
        case .hash(let name, _): "#" + CSSSerializer.identifier(name, isPartOfName: true)
        case .string(let text): CSSSerializer.string(text)
        case .badString: "\"\n"
        case .url(let url): "url(" + CSSSerializer.string(url) + ")"
        case .badURL: "url(\u{FFFD})"
        case .delim(let scalar): String(Character(scalar))
        case .number(let n): CSSSerializer.number(n)
        case .percentage(let n): CSSSerializer.number(n) + "%"
        case .dimension(let n, let unit): CSSSerializer.number(n) + CSSSerializer.unit(unit)
        default: Self.punctuation[self] ?? ""
        }
    }

    private static let punctuation: [CSSToken: String] = [
        .whitespace: " ", .cdo: "<!--", .cdc: "-->", .colon: ":", .semicolon: ";", .comma: ",",
        .leftBracket: "[", .rightBracket: "]", .leftParenthesis: "(", .rightParenthesis: ")",
        .leftBrace: "{", .rightBrace: "}", .eof: ""
    ]
}

extension CSSComponentValue: CustomStringConvertible {
    /// The value as CSS text.
    public var description: String {
        switch self {
        case .token(let token): token.description
        case .function(let name, let arguments): CSSSerializer.identifier(name) + "(" + arguments.cssText + ")"
        case .block(let kind, let contents): kind.openingToken.description + contents.cssText + kind.closingToken.description
        }
    }
}

extension Array where Element == CSSComponentValue {
    /// The values as CSS text.
    public var cssText: String { map(\.description).joined() }
}

/// Escaping helpers (CSSOM §2.1 "serialize an identifier" / "serialize a string").
public enum CSSSerializer {
    /// `name` as a CSS identifier, escaped where needed; `isPartOfName` skips the start-of-ident rules.
    public static func identifier(_ name: String, isPartOfName: Bool = false) -> String {
        var out = ""
        let scalars = Array(name.unicodeScalars)
        for (index, c) in scalars.enumerated() {
            let v = c.value
            let isDigit = v &- 0x30 < 10
            if v == 0 {
                out += "\u{FFFD}"
            } else if (v >= 1 && v <= 0x1F) || v == 0x7F {
                out += codePointEscape(c)
            } else if !isPartOfName, isDigit, index == 0 || (index == 1 && scalars[0] == "-") {
                out += codePointEscape(c)
            } else if !isPartOfName, index == 0, c == "-", scalars.count == 1 {
                out += "\\-"
            } else if v >= 0x80 || c == "-" || c == "_" || isDigit || (v | 0x20) &- 0x61 < 26 {
                out.unicodeScalars.append(c)
            } else {
                out += "\\"
                out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// `text` as a double-quoted CSS string.
    public static func string(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            let v = c.value
            if v == 0 {
                out += "\u{FFFD}"
            } else if (v >= 1 && v <= 0x1F) || v == 0x7F {
                out += codePointEscape(c)
            } else if c == "\"" || c == "\\" {
                out += "\\"
                out.unicodeScalars.append(c)
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    /// A number token's text, keeping an explicit `+` (`+1`, `0.5`).
    public static func number(_ token: CSSNumber) -> String {
        let sign = token.hasSign && token.value >= 0 ? "+" : ""
        return sign + number(token.value)
    }

    /// A number without a needless fraction (`1`, `0.5`, `-2.25`).
    public static func number(_ value: Double) -> String {
        if value.rounded() == value, value.magnitude < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A dimension unit, escaped so that it cannot be read back as part of the number (`1\65 m`).
    static func unit(_ unit: String) -> String {
        let scalars = Array(unit.unicodeScalars)
        let isDigit: (Int) -> Bool = { $0 < scalars.count && scalars[$0].value &- 0x30 < 10 }
        let looksLikeExponent =
            scalars.count > 1 && (scalars[0] == "e" || scalars[0] == "E")
            && (isDigit(1) || ((scalars[1] == "-" || scalars[1] == "+") && isDigit(2)))
        guard looksLikeExponent else { return identifier(unit) }
        return codePointEscape(scalars[0]) + identifier(String(unit.unicodeScalars.dropFirst()), isPartOfName: true)
    }

    private static func codePointEscape(_ c: Unicode.Scalar) -> String {
        "\\" + String(c.value, radix: 16) + " "
    }
}
