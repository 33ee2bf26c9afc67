import Foundation
import RRenderStyle

/// Numbers the items of a list: `ol start`, `reversed`, and `li value` (HTML §4.4.8).
struct ListNumbering {
    private var nextValue: Int
    private let step: Int

    init(list: StyledElement) {
        let dom = list.element
        let reversed = dom.name == "ol" && dom.attribute("reversed") != nil
        step = reversed ? -1 : 1
        if let start = dom.attribute("start").flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
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
        if let value = item.element.attribute("value").flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
            nextValue = value
        }
        // Saturating: `start="9223372036854775807"` would overflow the next ordinal and trap
        // (found through FuzzLayoutFixed); the items after it keep the largest value.
        defer { nextValue = nextValue.addingReportingOverflow(step).overflow ? nextValue : nextValue + step }
        return nextValue
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
