import RRenderCore

extension PropertyRegistry {
    /// Text properties (CSS Text 3, Text Decoration 3, Writing Modes 3 `direction`).
    static var textProperties: [String: Property] {
        [
            "text-align": .keyword(
                \.textAlign, inherited: true,
                aliases: [
                    "-webkit-center": .center, "-moz-center": .center, "-webkit-left": .left, "-webkit-right": .right,
                    "match-parent": .start, "justify-all": .justify
                ]),
            "text-align-last": .keyword(\.textAlignLast, inherited: true),
            // `distribute` is the CSS Text 3 legacy alias of `inter-character` (§6.4).
            "text-justify": .keyword(\.textJustify, inherited: true, aliases: ["distribute": .interCharacter]),
            "text-indent": .make(\.textIndent, inherited: true) { $1.lengthPercentage($0) },
            "text-transform": .make(\.textTransformKeywords, inherited: true) { value, _ in textTransform(value) },
            "text-orientation": .keyword(
                \.textOrientation, inherited: true,
                aliases: [
                    // EPUB 3.0's -epub-text-orientation and older drafts' values.
                    "sideways-right": .sideways, "sideways-left": .sideways, "rotate-right": .sideways,
                    "rotate-normal": .sideways,
                    "vertical-right": .mixed, "use-glyph-orientation": .mixed, "auto": .mixed, "upright-right": .upright
                ]),
            "text-underline-position": .make(\.underlinePosition, inherited: true) { value, _ in underlinePosition(value) },
            "white-space": .keyword(\.whiteSpace, inherited: true, aliases: ["break-spaces": .preWrap]),
            "letter-spacing": .make(\.letterSpacing, inherited: true) { spacing($0, $1) },
            "word-spacing": .make(\.wordSpacing, inherited: true) { spacing($0, $1) },
            "direction": .keyword(\.declaredDirection, inherited: true),
            "unicode-bidi": .keyword(\.unicodeBidi, inherited: false),
            "hyphens": .keyword(\.hyphens, inherited: true),
            "overflow-wrap": .keyword(\.overflowWrap, inherited: true),
            "word-break": .keyword(\.wordBreak, inherited: true),
            "line-break": .keyword(\.lineBreak, inherited: true),
            "text-decoration-line": .make(\.textDecoration, inherited: false) { value, _ in decorationLine(value) },
            "vertical-align": .make(\.verticalAlign, inherited: false) { verticalAlign($0, $1) }
        ]
    }

    /// `none | [capitalize | uppercase | lowercase] || full-width || full-size-kana` (CSS Text 3
    /// §2.1); `fullwidth` and `-epub-fullwidth` are EPUB 3.0's spellings (Content Documents
    /// 3.0.1 §3.4.1). `full-size-kana` is accepted and not applied.
    private static func textTransform(_ value: [CSSComponentValue]) -> TextTransformKeywords? {
        var result = TextTransformKeywords(transform: .none, fullWidth: false)
        var sawCase = false
        for part in value.splitOnWhitespace() {
            guard let keyword = CSSValues.keyword(part) else { return nil }
            switch keyword {
            case "none": if value.splitOnWhitespace().count > 1 { return nil }
            case "full-width", "fullwidth", "-epub-fullwidth": result.fullWidth = true
            case "full-size-kana": continue
            default:
                guard !sawCase, let transform = TextTransform(rawValue: keyword), transform != .none else { return nil }
                result.transform = transform
                sawCase = true
            }
        }
        return result
    }

    /// `auto | [ from-font | under ] || [ left | right ]` (CSS Text Decoration 3 §2.5).
    private static func underlinePosition(_ value: [CSSComponentValue]) -> UnderlinePosition? {
        var result = UnderlinePosition.auto
        let parts = value.splitOnWhitespace()
        for part in parts {
            switch CSSValues.keyword(part) {
            case "auto"?: if parts.count > 1 { return nil }
            case "under"?: result.under = true
            case "from-font"?, "alphabetic"?: continue
            case "left"?: result.side = .left
            case "right"?: result.side = .right
            default: return nil
            }
        }
        return result
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
                if CSSColorParser.parse(part) != nil
                    || ["solid", "double", "dotted", "dashed", "wavy"].contains(CSSValues.keyword(part) ?? "")
                {
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
