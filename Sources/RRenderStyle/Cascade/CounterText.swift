/// A counter's value written in a counter style (CSS Counter Styles 3 §6, CSS 2.1 §12.6.2):
/// what `counter()`, `counters()` and list markers show, without a marker's suffix.
public enum CounterText {
    /// `value` in `style`; empty for `none`.
    public static func text(_ value: Int, style: ListStyleType) -> String {
        switch style {
        case .none: ""
        case .disc: "•"
        case .circle: "◦"
        case .square: "▪"
        case .decimal: "\(value)"
        case .decimalLeadingZero: value >= 0 && value < 10 ? "0\(value)" : "\(value)"
        case .lowerAlpha: alphabetic(value, letters: "abcdefghijklmnopqrstuvwxyz")
        case .upperAlpha: alphabetic(value, letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        case .lowerGreek: alphabetic(value, letters: "αβγδεζηθικλμνξοπρστυφχψω")
        case .lowerRoman: roman(value).lowercased()
        case .upperRoman: roman(value)
        }
    }

    /// Bijective base-N numbering: a…z, aa, ab… Decimal outside its range (0 and below).
    private static func alphabetic(_ n: Int, letters: String) -> String {
        guard n >= 1 else { return "\(n)" }
        let symbols = Array(letters)
        var value = n, result = ""
        while value > 0 {
            value -= 1
            result = String(symbols[value % symbols.count]) + result
            value /= symbols.count
        }
        return result
    }

    /// Roman numerals for 1…3999, decimal outside.
    private static func roman(_ n: Int) -> String {
        guard n >= 1, n < 4000 else { return "\(n)" }
        let table: [(Int, String)] = [
            (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
            (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")
        ]
        var value = n, result = ""
        for (amount, symbol) in table {
            while value >= amount {
                result += symbol
                value -= amount
            }
        }
        return result
    }
}
