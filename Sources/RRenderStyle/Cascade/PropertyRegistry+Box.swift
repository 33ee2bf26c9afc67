import RRenderCore

extension PropertyRegistry {
    /// Display, box model, backgrounds and borders, tables, fragmentation.
    static var boxProperties: [String: Property] {
        var table: [String: Property] = [
            "display": .keyword(
                \.display, inherited: false,
                aliases: [
                    "flex": .block, "grid": .block, "flow-root": .block, "run-in": .block, "inline-flex": .inlineBlock,
                    "inline-grid": .inlineBlock, "contents": .inline, "ruby": .inline, "ruby-text": .inline,
                    "ruby-base": .inline
                ]),
            "float": .keyword(\.float, inherited: false, aliases: ["inline-start": .left, "inline-end": .right]),
            "box-sizing": .keyword(\.boxSizing, inherited: false),
            "clear": .keyword(\.clear, inherited: false, aliases: ["inline-start": .left, "inline-end": .right]),
            "content": .make(\.content, inherited: false) { value, _ in GeneratedContentParser.parse(value) },
            "counter-reset": .make(\.counterReset, inherited: false) { value, _ in
                GeneratedContentParser.counterChanges(value, default: 0)
            },
            "counter-increment": .make(\.counterIncrement, inherited: false) { value, _ in
                GeneratedContentParser.counterChanges(value, default: 1)
            },
            "quotes": .make(\.quotes, inherited: true) { value, _ in GeneratedContentParser.quotes(value) },
            "writing-mode": .keyword(
                \.writingMode, inherited: true,
                aliases: [
                    "tb-rl": .verticalRL, "tb": .verticalRL, "lr-tb": .horizontalTB, "lr": .horizontalTB, "rl-tb": .horizontalTB,
                    "horizontal-tb": .horizontalTB
                ]),
            "width": .make(\.width, inherited: false) { autoLength($0, $1, nonNegative: true) },
            "height": .make(\.height, inherited: false) { autoLength($0, $1, nonNegative: true) },
            "min-width": .make(\.minWidth, inherited: false) {
                CSSValues.keyword($0) == "auto" ? .zero : $1.lengthPercentage($0, allowNegative: false)
            },
            "min-height": .make(\.minHeight, inherited: false) {
                CSSValues.keyword($0) == "auto" ? .zero : $1.lengthPercentage($0, allowNegative: false)
            },
            "max-width": .make(\.maxWidth, inherited: false) { maxLength($0, $1) },
            "max-height": .make(\.maxHeight, inherited: false) { maxLength($0, $1) },
            "background-color": .make(\.backgroundColor, inherited: false) { Values.color($0, current: $1.color) },
            "border-collapse": .make(\.borderCollapse, inherited: true) { value, _ in
                switch CSSValues.keyword(value) {
                case "collapse": true;
                case "separate": false;
                default: nil
                }
            },
            "border-spacing": .make(\.borderSpacing, inherited: true) { value, context in
                // One length for both axes, or across then down; negative lengths are invalid.
                let lengths = value.splitOnWhitespace().map { context.length([$0]) }
                guard (1...2).contains(lengths.count), let first = lengths[0], first >= 0 else { return nil }
                guard let second = lengths.count == 2 ? lengths[1] : first, second >= 0 else { return nil }
                return BorderSpacing(horizontal: first, vertical: second)
            },
            "table-layout": .keyword(\.tableLayout, inherited: false),
            "caption-side": .keyword(\.captionSide, inherited: true),
            "empty-cells": .keyword(\.emptyCells, inherited: true),
            "break-before": breakProperty(\.breakBefore), "break-after": breakProperty(\.breakAfter),
            "break-inside": breakProperty(\.breakInside),
            "orphans": .make(\.orphans, inherited: true) { value, _ in Values.positiveInteger(value) },
            "widows": .make(\.widows, inherited: true) { value, _ in Values.positiveInteger(value) },
            "list-style-type": .keyword(
                \.listStyleType, inherited: true,
                aliases: [
                    "lower-latin": .lowerAlpha, "upper-latin": .upperAlpha, "armenian": .decimal, "georgian": .decimal,
                    "cjk-decimal": .decimal, "disclosure-open": .disc, "disclosure-closed": .disc
                ]),
            "list-style-position": .keyword(\.listStylePosition, inherited: true),
            "object-fit": .keyword(\.objectFit, inherited: false)
        ]
        addSide("top", \.margin.top, \.padding.top, \.borderWidth.top, \.borderStyle.top, \.borderColor.top, to: &table)
        addSide(
            "right", \.margin.right, \.padding.right, \.borderWidth.right, \.borderStyle.right, \.borderColor.right, to: &table)
        addSide(
            "bottom", \.margin.bottom, \.padding.bottom, \.borderWidth.bottom, \.borderStyle.bottom, \.borderColor.bottom,
            to: &table)
        addSide("left", \.margin.left, \.padding.left, \.borderWidth.left, \.borderStyle.left, \.borderColor.left, to: &table)
        return table
    }

    /// The margin keyword of `ReadiumSheets`' root rule: 0 unless the cascaded margin is `auto`.
    static let zeroUnlessAuto = "-rrender-zero-unless-auto"

    /// The margin, padding and border longhands of one side.
    private static func addSide(
        _ side: String, _ margin: WritableKeyPath<ComputedStyle, LengthPercentageAuto> & Sendable,
        _ padding: WritableKeyPath<ComputedStyle, LengthPercentage> & Sendable,
        _ width: WritableKeyPath<ComputedStyle, Double> & Sendable,
        _ style: WritableKeyPath<ComputedStyle, BorderStyle> & Sendable,
        _ color: WritableKeyPath<ComputedStyle, Color?> & Sendable, to table: inout [String: Property]
    ) {
        table["margin-\(side)"] = .make(margin, inherited: false) { value, context in
            // rrender's `-rrender-zero-unless-auto` (Readium's root rule): 0, where it wins over
            // a cascaded `auto` it leaves alone (see `CascadeWalker.cascadedValues`).
            CSSValues.keyword(value) == zeroUnlessAuto ? .px(0) : autoLength(value, context, nonNegative: false)
        }
        table["padding-\(side)"] = .make(padding, inherited: false) { $1.lengthPercentage($0, allowNegative: false) }
        table["border-\(side)-width"] = .make(width, inherited: false, borderWidth)
        table["border-\(side)-style"] = .keyword(style, inherited: false)
        table["border-\(side)-color"] = .make(color, inherited: false) { value, _ -> Color?? in
            switch CSSColorParser.parse(value) {
            case .color(let c)?: .some(c)
            case .currentColor?: .some(nil)
            case nil: nil
            }
        }
    }

    private static func autoLength(
        _ value: [CSSComponentValue], _ context: ValueContext, nonNegative: Bool
    ) -> LengthPercentageAuto? {
        if CSSValues.keyword(value) == "auto" { return .auto }
        switch context.lengthPercentage(value, allowNegative: !nonNegative) {
        case .px(let px)?: return .px(px)
        case .percent(let p)?: return .percent(p)
        case nil: return nil
        }
    }

    /// `max-width`/`max-height`: `none` is stored as `.some(nil)`.
    private static func maxLength(_ value: [CSSComponentValue], _ context: ValueContext) -> LengthPercentage?? {
        if CSSValues.keyword(value) == "none" { return .some(nil) }
        return context.lengthPercentage(value, allowNegative: false).map { .some($0) }
    }

    /// `thin`, `medium`, `thick` are 1, 3 and 5 px (CSS Backgrounds 3 §4.3); a length is
    /// "snapped as a border width" (CSS Values 4 §6.1.1), a CSS px standing for a device pixel:
    /// down to a whole px, and up to 1 px between 0 and 1, so that a border is as wide on every
    /// side and in every box however its length was written (2.5px, 0.1em).
    static func borderWidth(_ value: [CSSComponentValue], _ context: ValueContext) -> Double? {
        switch CSSValues.keyword(value) {
        case "thin": 1
        case "medium": 3
        case "thick": 5
        default: context.length(value).flatMap { $0 >= 0 ? snappedAsBorderWidth($0) : nil }
        }
    }

    /// `length` snapped as a border width, one CSS px to the device pixel.
    static func snappedAsBorderWidth(_ length: Double) -> Double {
        length > 0 && length < 1 ? 1 : length.rounded(.down)
    }

    /// `break-*`, taking the `page-break-*` values too (`always` is `page`, CSS Fragmentation 3 §3.4).
    private static func breakProperty(_ keyPath: WritableKeyPath<ComputedStyle, BreakValue> & Sendable) -> Property {
        .keyword(keyPath, inherited: false, aliases: ["always": .page])
    }
}
