import RRenderCore

extension PropertyRegistry {
    /// Font properties (CSS Fonts 4 §2) and `color`.
    static var fontProperties: [String: Property] {
        [
            "font-family": .make(\.fontFamily, inherited: true) { value, _ in
                FontFamily.parseList(value).map { families in
                    families.map { family in
                        switch family {
                        case .named(let name): name
                        case .generic(let generic): generic.rawValue
                        }
                    }
                }
            },
            "font-size": .make(\.fontSize, inherited: true) { fontSize($0, $1) },
            "font-weight": .make(\.fontWeight, inherited: true) { fontWeight($0, parent: $1.parent.fontWeight) },
            "font-style": .make(\.fontStyle, inherited: true) { value, _ in
                let parts = value.splitOnWhitespace()
                return parts.first.flatMap(CSSValues.keyword).flatMap(FontStyle.init(rawValue:))
            },
            "font-variant": .make(\.smallCaps, inherited: true) { value, _ in
                switch CSSValues.keyword(value) {
                case "small-caps", "all-small-caps": true
                case "normal", "none": false
                default: nil
                }
            },
            "font-variant-numeric": .make(\.fontVariantNumeric, inherited: true) { value, _ in fontVariantNumeric(value) },
            "font-variant-ligatures": .make(\.fontVariantLigatures, inherited: true) { value, _ in fontVariantLigatures(value) },
            "line-height": .make(\.lineHeight, inherited: true) { lineHeight($0, $1) },
            "color": .make(\.color, inherited: true) { Values.color($0, current: $1.parent.color) }
        ]
    }

    /// Units relative to a font size: the text zoom reaches them through the parent's size.
    private static let fontRelativeUnits: Set<CSSLength.Unit> = [.em, .rem, .ex, .ch, .percent]

    /// The largest computed font size, in px: nested `larger` or `1e9em` stop here.
    static let maximumFontSize = 10_000.0

    /// Absolute keywords (CSS Fonts 4 §2.5, the browsers' px table), `smaller`/`larger` (a factor
    /// of 1.2), lengths with em and % relative to the parent's font size; at most
    /// `maximumFontSize`, and negative sizes are invalid.
    private static func fontSize(_ value: [CSSComponentValue], _ context: ValueContext) -> Double? {
        let parentSize = context.parent.fontSize
        let size: Double?
        if let keyword = CSSValues.keyword(value) {
            let table: [String: Double] = [
                "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18,
                "x-large": 24, "xx-large": 32, "xxx-large": 48
            ]
            switch keyword {
            case "smaller": size = parentSize / 1.2
            case "larger": size = parentSize * 1.2
            default: size = table[keyword].map { $0 * context.textZoom }
            }
        } else {
            guard let single = context.singleValue(value), let length = CSSValues.length(single) else { return nil }
            let zoom = fontRelativeUnits.contains(length.unit) ? 1 : context.textZoom
            size =
                length.isPercentage ? parentSize * length.value / 100 : context.px(length, fontSize: parentSize).map { $0 * zoom }
        }
        return size.flatMap { $0 >= 0 ? min($0, maximumFontSize) : nil }
    }

    /// Numbers 1–1000, `normal`, `bold`, and `bolder`/`lighter` relative to the parent
    /// (CSS Fonts 4 §2.2, the relative weight table).
    private static func fontWeight(_ value: [CSSComponentValue], parent: Int) -> Int? {
        switch CSSValues.keyword(value) {
        case "normal"?: return 400
        case "bold"?: return 700
        case "bolder"?: return parent < 350 ? 400 : parent < 550 ? 700 : 900
        case "lighter"?: return parent < 550 ? 100 : parent < 750 ? 400 : 700
        case nil:
            let parts = value.splitOnWhitespace()
            guard parts.count == 1, let number = CSSValues.number(parts[0]), number >= 1, number <= 1000 else { return nil }
            return Int(number)
        default: return nil
        }
    }

    /// `normal`, or at most one keyword of each group, as the OpenType features they turn on
    /// (CSS Fonts 4 §6.7: lnum/onum, pnum/tnum, frac/afrc, ordn, zero).
    private static func fontVariantNumeric(_ value: [CSSComponentValue]) -> [String]? {
        let groups: [[String: String]] = [
            ["lining-nums": "lnum", "oldstyle-nums": "onum"], ["proportional-nums": "pnum", "tabular-nums": "tnum"],
            ["diagonal-fractions": "frac", "stacked-fractions": "afrc"], ["ordinal": "ordn"], ["slashed-zero": "zero"]
        ]
        if CSSValues.keyword(value) == "normal" { return [] }
        var chosen: [Int: String] = [:]
        for part in value.splitOnWhitespace() {
            guard let keyword = CSSValues.keyword(part),
                let group = groups.firstIndex(where: { $0[keyword] != nil }), chosen[group] == nil
            else { return nil }
            chosen[group] = groups[group][keyword]
        }
        return chosen.isEmpty ? nil : chosen.sorted { $0.key < $1.key }.map(\.value)
    }

    /// `normal`, `none` (every optional ligature and contextual alternate off), or keywords that
    /// turn groups on or off (CSS Fonts 4 §6.4: liga/clig, dlig, hlig, calt).
    private static func fontVariantLigatures(_ value: [CSSComponentValue]) -> [String]? {
        switch CSSValues.keyword(value) {
        case "normal"?: return []
        case "none"?: return ["-liga", "-clig", "-dlig", "-hlig", "-calt"]
        default: break
        }
        let groups: [String: [String]] = [
            "common-ligatures": ["liga", "clig"], "no-common-ligatures": ["-liga", "-clig"],
            "discretionary-ligatures": ["dlig"], "no-discretionary-ligatures": ["-dlig"],
            "historical-ligatures": ["hlig"], "no-historical-ligatures": ["-hlig"],
            "contextual": ["calt"], "no-contextual": ["-calt"]
        ]
        var features: [String] = []
        var seen: Set<String> = []  // at most one keyword of each group
        for part in value.splitOnWhitespace() {
            guard let keyword = CSSValues.keyword(part), let group = groups[keyword] else { return nil }
            let name = keyword.hasPrefix("no-") ? String(keyword.dropFirst(3)) : keyword
            guard seen.insert(name).inserted else { return nil }
            features += group
        }
        return features.isEmpty ? nil : features
    }

    /// `normal`, a factor (kept as a factor), or a length or percentage of the element's own font
    /// size, computed to px (CSS 2.1 §10.8.1).
    private static func lineHeight(_ value: [CSSComponentValue], _ context: ValueContext) -> LineHeight? {
        if CSSValues.keyword(value) == "normal" { return .normal }
        guard let single = context.singleValue(value) else { return nil }
        if let number = CSSValues.number(single) { return number >= 0 ? .number(number.clampedLength) : nil }
        guard let length = CSSValues.length(single) else { return nil }
        let px = length.isPercentage ? (context.fontSize * length.value / 100).clampedLength : context.px(length)
        return px.flatMap { $0 >= 0 ? .px($0) : nil }
    }
}
