import RRenderCore

/// A parsed `<color>`: a concrete colour or `currentcolor`, which the cascade resolves.
public enum CSSColorValue: Hashable, Sendable {
    /// An sRGB colour.
    case color(Color)
    /// `currentcolor`: the element's `color` (CSS Color 4 §4.4).
    case currentColor
}

/// Parses CSS colours (CSS Color 4): named colours, `transparent`, `currentcolor`, hex forms,
/// `rgb()`/`rgba()` and `hsl()`/`hsla()` in legacy (comma) and modern (space, slash) syntax.
public enum CSSColorParser {
    /// The colour of a value that (whitespace aside) is a single component; nil when invalid.
    public static func parse(_ values: [CSSComponentValue]) -> CSSColorValue? {
        let parts = values.trimmingWhitespace()
        guard parts.count == 1 else { return nil }
        return parse(parts[0])
    }

    /// The colour of one component value; nil when invalid.
    public static func parse(_ value: CSSComponentValue) -> CSSColorValue? {
        switch value {
        case .token(.ident(let name)):
            let lowered = name.asciiLowercased()
            if lowered == "currentcolor" { return .currentColor }
            if lowered == "transparent" { return .color(.transparent) }
            return CSSNamedColors.table[lowered].map { .color(Color(rgb: $0)) }
        case .token(.hash(let digits, _)):
            return hexColor(digits).map(CSSColorValue.color)
        case .function(let name, let arguments):
            return functionColor(name.asciiLowercased(), arguments).map(CSSColorValue.color)
        default:
            return nil
        }
    }

    /// The colour of CSS text such as `#fc0` or `rgb(0 0 0 / 50%)`.
    public static func parse(_ text: String) -> CSSColorValue? {
        parse(CSSParser.parseComponentValues(text))
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (CSS Color 4 §5.2).
    static func hexColor(_ digits: String) -> Color? {
        let values = digits.unicodeScalars.map { CSSTokenizer.hexValue($0) }
        guard [3, 4, 6, 8].contains(values.count) else { return nil }
        var channels: [UInt8] = []
        for value in values {
            guard let value else { return nil }
            channels.append(UInt8(value))
        }
        if channels.count <= 4 {
            channels = channels.map { $0 * 17 }
        } else {
            channels = stride(from: 0, to: channels.count, by: 2).map { channels[$0] * 16 + channels[$0 + 1] }
        }
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    private static func functionColor(_ name: String, _ arguments: [CSSComponentValue]) -> Color? {
        guard let (channels, alpha) = ColorArguments.split(arguments) else { return nil }
        switch name {
        case "rgb", "rgba": return ColorArguments.rgb(channels, alpha: alpha)
        case "hsl", "hsla": return ColorArguments.hsl(channels, alpha: alpha)
        default: return nil
        }
    }
}
