import RRenderCore

/// Every longhand property rrender computes, by name.
enum PropertyRegistry {
    static let properties: [String: Property] = {
        var table: [String: Property] = [:]
        table.merge(boxProperties, uniquingKeysWith: { a, _ in a })
        table.merge(fontProperties, uniquingKeysWith: { a, _ in a })
        table.merge(textProperties, uniquingKeysWith: { a, _ in a })
        table.merge(positionProperties, uniquingKeysWith: { a, _ in a })
        table.merge(backgroundProperties, uniquingKeysWith: { a, _ in a })
        table.merge(multicolProperties, uniquingKeysWith: { a, _ in a })
        table.merge(eastAsianProperties, uniquingKeysWith: { a, _ in a })
        return table
    }()

    /// Properties that are valid CSS and accepted, but not drawn yet; no diagnostic for them.
    static let acceptedButUnused: Set<String> = [
        "font-feature-settings", "font-kerning", "font-stretch",
        "text-rendering", "-webkit-font-smoothing", "-moz-osx-font-smoothing", "text-shadow", "box-shadow",
        "cursor", "outline", "outline-width", "outline-style", "outline-color", "opacity", "visibility",
        "list-style-image",
        "background-image", "background-repeat", "background-position", "background-size", "text-decoration-color",
        "text-decoration-style", "text-underline-offset", "adobe-hyphenate", "-webkit-hyphenate-character",
        "hanging-punctuation",
        "transform", "transition", "animation", "-webkit-text-size-adjust",
        "-webkit-text-fill-color", "page", "size", "marks",
        "column-fill", "object-position", "speak",
        "font-language-override", "-webkit-locale", "border-radius", "font-display", "src", "font-synthesis", "tab-size",
        "hyphenate-limit-chars"
    ]
}

/// Keyword and number helpers shared by the property tables.
enum Values {
    /// `inherit`, `initial`, `unset` and `revert` (CSS Cascade 4 §7.3), lowercased.
    static func wideKeyword(_ value: [CSSComponentValue]) -> String? {
        CSSValues.cssWideKeyword(value)
    }

    /// A colour, `currentcolor` resolved to `current`.
    static func color(_ value: [CSSComponentValue], current: Color) -> Color? {
        switch CSSColorParser.parse(value) {
        case .color(let color)?: color
        case .currentColor?: current
        case nil: nil
        }
    }

    /// A non-negative integer.
    static func positiveInteger(_ value: [CSSComponentValue]) -> Int? {
        let parts = value.splitOnWhitespace()
        guard parts.count == 1, let n = CSSValues.integer(parts[0]), n >= 1 else { return nil }
        return n
    }
}
