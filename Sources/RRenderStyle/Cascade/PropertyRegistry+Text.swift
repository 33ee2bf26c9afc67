import RRenderCore

extension PropertyRegistry {
    /// Text properties (CSS Text 3, Text Decoration 3, Writing Modes 3 `direction`).
    static var textProperties: [String: Property] {
        [
            "text-align": .keyword(\.textAlign, inherited: true, aliases: [
                "-webkit-center": .center, "-moz-center": .center, "-webkit-left": .left, "-webkit-right": .right,
                "match-parent": .start, "justify-all": .justify,
            ]),
            "text-align-last": .keyword(\.textAlignLast, inherited: true),
            // `distribute` is the CSS Text 3 legacy alias of `inter-character` (§6.4).
            "text-justify": .keyword(\.textJustify, inherited: true, aliases: ["distribute": .interCharacter]),
            "text-indent": .make(\.textIndent, inherited: true) { $1.lengthPercentage($0) },
            "text-transform": .make(\.textTransform, inherited: true) { value, _ in
                let keyword = CSSValues.keyword(value)
                return keyword == "full-width" ? TextTransform.none : keyword.flatMap(TextTransform.init(rawValue:))
            },
            "white-space": .keyword(\.whiteSpace, inherited: true, aliases: ["break-spaces": .preWrap]),
            "letter-spacing": .make(\.letterSpacing, inherited: true) { spacing($0, $1) },
            "word-spacing": .make(\.wordSpacing, inherited: true) { spacing($0, $1) },
            "direction": .keyword(\.direction, inherited: true),
            "hyphens": .keyword(\.hyphens, inherited: true),
            "overflow-wrap": .keyword(\.overflowWrap, inherited: true),
            "word-break": .keyword(\.wordBreak, inherited: true),
            "line-break": .keyword(\.lineBreak, inherited: true),
            "text-decoration-line": .make(\.textDecoration, inherited: false) { value, _ in decorationLine(value) },
            "vertical-align": .make(\.verticalAlign, inherited: false) { verticalAlign($0, $1) },
        ]
    }

    /// `normal` is 0; otherwise a length (CSS Text 3 §8.1, §8.2).
    private static func spacing(_ value: [CSSComponentValue], _ context: ValueContext) -> Double? {
        CSSValues.keyword(value) == "normal" ? 0 : context.length(value)
    }

    /// `none` or any of `underline`, `overline`, `line-through` (`blink` is accepted and ignored).
    private static func decorationLine(_ value: [CSSComponentValue]) -> TextDecoration? {
        var lines: TextDecoration = []
        for part in value.splitOnWhitespace() {
            switch CSSValues.keyword(part) {
            case "none"?: return []
            case "underline"?: lines.insert(.underline)
            case "overline"?: lines.insert(.overline)
            case "line-through"?: lines.insert(.lineThrough)
            case "blink"?: continue
            default:
                // Colours and styles of the full `text-decoration` shorthand are not drawn yet.
                if CSSColorParser.parse(part) != nil || ["solid", "double", "dotted", "dashed", "wavy"].contains(CSSValues.keyword(part) ?? "") {
                    continue
                }
                return nil
            }
        }
        return lines
    }

    /// Keywords, or a length or percentage of the line height (CSS 2.1 §10.8.1).
    private static func verticalAlign(_ value: [CSSComponentValue], _ context: ValueContext) -> VerticalAlign? {
        switch CSSValues.keyword(value) {
        case "baseline"?: return .baseline
        case "sub"?: return .sub
        case "super"?: return .super
        case "top"?: return .top
        case "middle"?: return .middle
        case "bottom"?: return .bottom
        case "text-top"?: return .textTop
        case "text-bottom"?: return .textBottom
        case nil:
            guard let single = context.singleValue(value), let length = CSSValues.length(single) else { return nil }
            let lineHeight = context.parent.lineHeight.px(fontSize: context.fontSize) ?? context.fontSize * 1.2
            let px = length.isPercentage ? (lineHeight * length.value / 100).clampedLength : context.px(length)
            return px.map { .shift($0) }
        default: return nil
        }
    }
}
