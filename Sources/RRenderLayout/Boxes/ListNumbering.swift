import Foundation
import RRenderCore
import RRenderStyle

/// Numbers the items of a list: `ol start`, `reversed`, and `li value` (HTML §4.4.8).
struct ListNumbering {
    private var nextValue: Int
    private let step: Int

    init(list: StyledElement) {
        let dom = list.element
        let reversed = dom.name == "ol" && dom.attribute("reversed") != nil
        step = reversed ? -1 : 1
        if let start = dom.attribute("start").flatMap(Self.ordinal) {
            nextValue = start
        } else if reversed {
            nextValue = list.children.reduce(0) { count, node in
                if case .element(let e) = node, e.style.display == .listItem { return count + 1 }
                return count
            }
        } else {
            nextValue = 1
        }
    }

    /// The ordinal of `item`, the next list item of the list.
    mutating func next(_ item: StyledElement) -> Int {
        if let value = item.element.attribute("value").flatMap(Self.ordinal) {
            nextValue = value
        }
        // Ordinals stay within ±`ContentLimits.maximumOrdinal`, so counting on never overflows.
        defer { nextValue = Self.clamped(nextValue + step) }
        return nextValue
    }

    /// An ordinal attribute (`start`, `value`): HTML's rules for parsing integers (white space,
    /// a sign, then digits; "3rd" is 3), clamped to ±`ContentLimits.maximumOrdinal` as browsers
    /// clamp it to 32 bits; nil without digits.
    static func ordinal(_ text: String) -> Int? {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        let negative = rest.first == "-"
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }.drop { $0 == "0" }
        guard rest.first?.isASCII == true, rest.first?.isNumber == true else { return nil }
        // Eleven digits are already past 32 bits; more would overflow `Int`.
        let magnitude = digits.count > 11 ? ContentLimits.maximumOrdinal : Int(digits) ?? 0
        return clamped(negative ? -magnitude : magnitude)
    }

    private static func clamped(_ value: Int) -> Int {
        min(max(value, -ContentLimits.maximumOrdinal), ContentLimits.maximumOrdinal)
    }
}

/// The text of a list marker (CSS Lists 3 §3, CSS Counter Styles 3 §6).
enum ListMarkerText {
    static func text(for type: ListStyleType, ordinal: Int) -> String? {
        switch type {
        case .none: nil
        case .disc: "•"
        case .circle: "◦"
        case .square: "▪"
        case .decimal: "\(ordinal)."
        case .decimalLeadingZero: (ordinal >= 0 && ordinal < 10 ? "0\(ordinal)" : "\(ordinal)") + "."
        case .lowerAlpha: alphabetic(ordinal, letters: "abcdefghijklmnopqrstuvwxyz").map { $0 + "." }
        case .upperAlpha: alphabetic(ordinal, letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZ").map { $0 + "." }
        case .lowerGreek: alphabetic(ordinal, letters: "αβγδεζηθικλμνξοπρστυφχψω").map { $0 + "." }
        case .lowerRoman: roman(ordinal).map { $0.lowercased() + "." }
        case .upperRoman: roman(ordinal).map { $0 + "." }
        }
    }

    /// Bijective base-N numbering: a…z, aa, ab… Falls back to decimal outside its range.
    private static func alphabetic(_ n: Int, letters: String) -> String? {
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
    private static func roman(_ n: Int) -> String? {
        guard n >= 1, n < 4000 else { return "\(n)" }
        let table: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                                      (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
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
