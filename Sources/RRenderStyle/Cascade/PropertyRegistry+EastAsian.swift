import RRenderCore

extension PropertyRegistry {
    /// Ruby (CSS Ruby 1 §4), emphasis marks (CSS Text Decoration 3 §3) and tate-chu-yoko (CSS
    /// Writing Modes 3 §9.1). The `-epub-` and `-webkit-` spellings are aliases (`Shorthands`).
    static var eastAsianProperties: [String: Property] {
        [
            "ruby-position": .make(\.eastAsian.rubyPosition, inherited: true) { value, _ in
                switch CSSValues.keyword(value) {
                case "over"?, "before"?, "inter-character"?, "alternate"?: .over
                case "under"?, "after"?: .under
                default: nil
                }
            },
            "ruby-align": .make(\.eastAsian.rubyAlign, inherited: true) { value, _ in
                CSSValues.keyword(value).flatMap(RubyAlign.init(rawValue:))
            },
            "text-emphasis-style": .make(\.eastAsian.emphasisStyle, inherited: true) { value, _ in emphasisStyle(value) },
            "text-emphasis-color": .make(\.eastAsian.emphasisColor, inherited: true) { value, _ -> Color?? in
                switch CSSColorParser.parse(value) {
                case .color(let color)?: .some(color)
                case .currentColor?: .some(nil)
                case nil: nil
                }
            },
            "text-emphasis-position": .make(\.eastAsian.emphasisPosition, inherited: true) { value, _ in emphasisPosition(value)
            },
            "text-combine-upright": .make(\.eastAsian.combineUpright, inherited: true) { value, _ in combineUpright(value) }
        ]
    }

    /// `none | [filled | open] || [dot | circle | double-circle | triangle | sesame] | <string>`.
    private static func emphasisStyle(_ value: [CSSComponentValue]) -> EmphasisStyle?? {
        let parts = value.splitOnWhitespace()
        if parts.count == 1, let text = CSSValues.string(parts[0]) {
            return .some(text.isEmpty ? nil : .string(text))
        }
        if CSSValues.keyword(value) == "none" { return .some(nil) }
        var filled: Bool?, shape: EmphasisShape?
        for part in parts {
            switch CSSValues.keyword(part) {
            case "filled"? where filled == nil: filled = true
            case "open"? where filled == nil: filled = false
            case let keyword? where shape == nil && EmphasisShape(rawValue: keyword) != nil:
                shape = EmphasisShape(rawValue: keyword)
            default: return nil
            }
        }
        guard filled != nil || shape != nil else { return nil }
        return .some(.shape(shape, filled: filled ?? true))
    }

    /// `[over | under] && [right | left]?`; `right` when the second is left out.
    private static func emphasisPosition(_ value: [CSSComponentValue]) -> EmphasisPosition? {
        var over: Bool?, right: Bool?
        for part in value.splitOnWhitespace() {
            switch CSSValues.keyword(part) {
            case "over"? where over == nil: over = true
            case "under"? where over == nil: over = false
            case "right"? where right == nil: right = true
            case "left"? where right == nil: right = false
            default: return nil
            }
        }
        guard let over else { return nil }
        return EmphasisPosition(over: over, right: right ?? true)
    }

    /// `none | all | digits <integer [2,4]>?`, and the `-epub-text-combine: horizontal` of EPUB 3.0.
    private static func combineUpright(_ value: [CSSComponentValue]) -> CombineUpright? {
        let parts = value.splitOnWhitespace()
        switch parts.first.flatMap({ CSSValues.keyword($0) }) {
        case "none"? where parts.count == 1: return CombineUpright.none
        case "all"? where parts.count == 1, "horizontal"? where parts.count == 1: return .all
        case "digits"?:
            guard parts.count <= 2 else { return nil }
            guard parts.count == 2 else { return .digits(2) }
            guard let n = CSSValues.integer(parts[1]), (2...4).contains(n) else { return nil }
            return .digits(n)
        default: return nil
        }
    }
}
