import RRenderCore

/// The multi-column properties of a box (CSS Multicol 1 §3, §4): none of them inherits.
public struct Multicol: Sendable, Hashable {
    /// `column-count`; nil is `auto`.
    public var count: Int?
    /// `column-width` in px; nil is `auto`.
    public var width: Double?
    /// `column-gap`; nil is `normal` (1em, CSS Multicol 1 §4.1).
    public var gap: LengthPercentage?
    /// `column-rule-width` in px (`medium` is 3 px, as for borders).
    public var ruleWidth: Double = 3
    public var ruleStyle: BorderStyle = .none
    /// `column-rule-color`; nil is `currentcolor`.
    public var ruleColor: Color?
    /// `column-span: all`: the box spans every column of the multi-column container it is a
    /// child of (§6.1).
    public var spansAll = false
    /// `column-fill: auto`: columns of a container with a definite height are filled one after
    /// another, not balanced (§7.1). `balance` and `balance-all` are false.
    public var fillsSequentially = false

    public init() {}

    /// True when the box is a multi-column container: `column-count` or `column-width` is
    /// not `auto` (CSS Multicol 1 §2).
    public var isMulticol: Bool { count != nil || width != nil }

    /// The used rule width: zero when the style draws nothing.
    public var usedRuleWidth: Double { ruleStyle.isInvisible ? 0 : ruleWidth }
}

extension PropertyRegistry {
    /// `column-count`, `column-width`, `column-gap`, `column-rule-*`, `column-span` and `column-fill`
    /// (CSS Multicol 1).
    static var multicolProperties: [String: Property] {
        [
            "column-count": .make(\.multicol.count, inherited: false) { value, _ -> Int?? in
                CSSValues.keyword(value) == "auto" ? .some(nil) : Values.positiveInteger(value).map { .some(min($0, 1000)) }
            },
            "column-width": .make(\.multicol.width, inherited: false) { value, context -> Double?? in
                if CSSValues.keyword(value) == "auto" { return .some(nil) }
                // A zero or negative width is invalid; percentages are not allowed (§3.1).
                return context.length(value).flatMap { $0 > 0 ? .some($0) : nil }
            },
            "column-gap": .make(\.multicol.gap, inherited: false) { value, context -> LengthPercentage?? in
                if CSSValues.keyword(value) == "normal" { return .some(nil) }
                return context.lengthPercentage(value, allowNegative: false).map { .some($0) }
            },
            "column-rule-width": .make(\.multicol.ruleWidth, inherited: false, borderWidth),
            "column-rule-style": .keyword(\.multicol.ruleStyle, inherited: false),
            "column-fill": .make(\.multicol.fillsSequentially, inherited: false) { value, _ -> Bool? in
                switch CSSValues.keyword(value) {
                case "auto": true
                case "balance", "balance-all": false
                default: nil
                }
            },
            "column-span": .make(\.multicol.spansAll, inherited: false) { value, _ -> Bool? in
                switch CSSValues.keyword(value) {
                case "all": true
                case "none": false
                default: nil
                }
            },
            "column-rule-color": .make(\.multicol.ruleColor, inherited: false) { value, _ -> Color?? in
                switch CSSColorParser.parse(value) {
                case .color(let c)?: .some(c)
                case .currentColor?: .some(nil)
                case nil: nil
                }
            }
        ]
    }
}

/// `columns` and `column-rule` (CSS Multicol 1 §3.3, §4.5).
enum MulticolShorthands {
    /// `columns: <width> || <count>`; an integer is the count, a length the width.
    static func columns(_ parts: [CSSComponentValue]) -> [(String, [CSSComponentValue])] {
        guard (1...2).contains(parts.count) else { return [] }
        let auto: CSSComponentValue = .token(.ident("auto"))
        var width = auto, count = auto
        for part in parts {
            if CSSValues.integer(part) != nil {
                count = part
            } else if CSSValues.keyword(part) == "auto" {
                continue
            } else {
                width = part
            }
        }
        return [("column-width", [width]), ("column-count", [count])]
    }

    /// `column-rule: <width> || <style> || <color>`, as a border side.
    static func columnRule(_ parts: [CSSComponentValue]) -> [(String, [CSSComponentValue])] {
        Shorthands.line(parts, prefix: "column-rule")
    }
}
