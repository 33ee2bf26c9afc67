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

/// The text of a list marker (CSS Lists 3 §3, CSS Counter Styles 3 §6): a symbol, or the
/// ordinal in its counter style followed by ".".
enum ListMarkerText {
    static func text(for type: ListStyleType, ordinal: Int) -> String? {
        switch type {
        case .none: nil
        case .disc, .circle, .square: CounterText.text(ordinal, style: type)
        default: CounterText.text(ordinal, style: type) + "."
        }
    }
}
