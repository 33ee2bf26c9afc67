import RRenderCore

/// The arguments of `rgb()` and `hsl()` (CSS Color 4 §5.1, §7.1), legacy or modern syntax.
enum ColorArguments {
    /// A colour function argument: number, percentage, angle (as degrees) or `none` (missing).
    enum Argument: Equatable {
        case number(Double)
        case percentage(Double)
        case degrees(Double)
        case missing
    }

    /// The three channel arguments and the alpha argument, plus whether commas were used.
    struct Channels {
        var values: [Argument]
        var isLegacy: Bool
    }

    /// Splits `a, b, c[, d]` or `a b c [/ d]`; nil when the shape is wrong.
    static func split(_ arguments: [CSSComponentValue]) -> (Channels, Argument?)? {
        let trimmed = arguments.trimmingWhitespace()
        if trimmed.contains(where: \.isComma) {
            let parts = trimmed.splitOnCommas()
            guard parts.count == 3 || parts.count == 4, parts.allSatisfy({ $0.count == 1 }) else { return nil }
            let values = parts.compactMap { argument($0[0]) }
            guard values.count == parts.count, !values.contains(.missing) else { return nil }
            return (Channels(values: Array(values.prefix(3)), isLegacy: true), values.count == 4 ? values[3] : nil)
        }
        let parts = trimmed.splitOnWhitespace()
        var channelParts = parts
        var alpha: Argument?
        if parts.count == 5, parts[3].token?.isDelim("/") == true {
            guard let a = argument(parts[4]) else { return nil }
            alpha = a
            channelParts = Array(parts.prefix(3))
        }
        guard channelParts.count == 3 else { return nil }
        let values = channelParts.compactMap(argument)
        guard values.count == 3 else { return nil }
        return (Channels(values: values, isLegacy: false), alpha)
    }

    private static func argument(_ value: CSSComponentValue) -> Argument? {
        switch value.token {
        case .number(let n)?: return .number(n.value)
        case .percentage(let n)?: return .percentage(n.value)
        case .ident(let word)? where word.asciiLowercased() == "none": return .missing
        case .dimension(let n, let unit)?:
            let factors: [String: Double] = ["deg": 1, "grad": 0.9, "rad": 180 / Double.pi, "turn": 360]
            return factors[unit.asciiLowercased()].map { .degrees(n.value * $0) }
        default: return nil
        }
    }

    /// `rgb()`: legacy syntax needs all-number or all-percentage channels.
    static func rgb(_ channels: Channels, alpha: Argument?) -> Color? {
        let values = channels.values
        if channels.isLegacy {
            let allNumbers = values.allSatisfy { if case .number = $0 { true } else { false } }
            let allPercentages = values.allSatisfy { if case .percentage = $0 { true } else { false } }
            guard allNumbers || allPercentages else { return nil }
        }
        var bytes: [UInt8] = []
        for value in values {
            switch value {
            case .number(let n): bytes.append(byte(n))
            case .percentage(let p): bytes.append(byte(p / 100 * 255))
            case .missing: bytes.append(0)
            case .degrees: return nil
            }
        }
        guard let a = alphaByte(alpha) else { return nil }
        return Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: a)
    }

    /// `hsl()`: hue in degrees; saturation and lightness as percentages (numbers allowed in modern syntax).
    static func hsl(_ channels: Channels, alpha: Argument?) -> Color? {
        let values = channels.values
        let hue: Double
        switch values[0] {
        case .number(let n), .degrees(let n): hue = n
        case .missing: hue = 0
        case .percentage: return nil
        }
        var sl: [Double] = []
        for value in values.dropFirst() {
            switch value {
            case .percentage(let p): sl.append(p)
            case .number(let n) where !channels.isLegacy: sl.append(n)
            case .missing: sl.append(0)
            default: return nil
            }
        }
        guard let a = alphaByte(alpha) else { return nil }
        let (r, g, b) = hslToRGB(hue: hue, saturation: sl[0], lightness: sl[1])
        return Color(red: byte(r * 255), green: byte(g * 255), blue: byte(b * 255), alpha: a)
    }

    /// CSS Color 4 §7.1 "Converting HSL colors to sRGB colors".
    static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        let s = min(max(saturation, 0), 100) / 100
        let l = min(max(lightness, 0), 100) / 100
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    private static func alphaByte(_ alpha: Argument?) -> UInt8? {
        switch alpha {
        case nil: return 255
        case .number(let n)?: return byte(min(max(n, 0), 1) * 255)
        case .percentage(let p)?: return byte(min(max(p, 0), 100) / 100 * 255)
        case .missing?: return 0
        case .degrees?: return nil
        }
    }

    private static func byte(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8(min(max(value, 0), 255).rounded())
    }
}
