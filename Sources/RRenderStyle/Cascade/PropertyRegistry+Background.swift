import Foundation
import RRenderCore

extension PropertyRegistry {
    /// Background layers, shadows, corner radii, opacity and visibility (CSS Backgrounds 3, CSS
    /// Color 4 §3.2, CSS 2.1 §11.2). The layer longhands are comma-separated lists.
    static var backgroundProperties: [String: Property] {
        var table: [String: Property] = [
            "background-image": .make(\.effects.backgroundImages, inherited: false) { value, context in
                list(value) { BackgroundParser.image($0, context) }
            },
            "background-position": .make(\.effects.backgroundPositions, inherited: false) { value, context in
                list(value) { BackgroundParser.position($0.splitOnWhitespace(), context) }
            },
            "background-size": .make(\.effects.backgroundSizes, inherited: false) { value, context in
                list(value) { BackgroundParser.size($0.splitOnWhitespace(), context) }
            },
            "background-repeat": .make(\.effects.backgroundRepeats, inherited: false) { value, _ in
                list(value) { BackgroundParser.repeatStyle($0.splitOnWhitespace()) }
            },
            "background-origin": .make(\.effects.backgroundOrigins, inherited: false) { value, _ in
                list(value) { CSSValues.keyword($0).flatMap(BackgroundBox.init(rawValue:)) }
            },
            "background-clip": .make(\.effects.backgroundClips, inherited: false) { value, _ in
                list(value) { CSSValues.keyword($0).flatMap(BackgroundBox.init(rawValue:)) }
            },
            "box-shadow": .make(\.effects.boxShadows, inherited: false) { value, context in
                CSSValues.keyword(value) == "none" ? [] : list(value) { BackgroundParser.shadow($0.splitOnWhitespace(), context) }
            },
            "opacity": .make(\.effects.opacity, inherited: false) { value, _ in
                let parts = value.splitOnWhitespace()
                guard parts.count == 1,
                    let number = CSSValues.number(parts[0]) ?? CSSValues.percentage(parts[0]).map({ $0 / 100 })
                else { return nil }
                return min(1, max(0, number))
            },
            "visibility": .keyword(\.visibility, inherited: true),
            "background-attachment": .make(\.effects.backgroundAttachments, inherited: false) { value, _ in
                list(value) { CSSValues.keyword($0).flatMap(BackgroundAttachment.init(rawValue:)) }
            }
        ]
        let corners = ["top-left", "top-right", "bottom-right", "bottom-left"]
        for (index, corner) in corners.enumerated() {
            table["border-\(corner)-radius"] = .make(\.effects.borderRadii[index], inherited: false) { value, context in
                let parts = value.splitOnWhitespace()
                guard (1...2).contains(parts.count),
                    let h = context.lengthPercentage([parts[0]], allowNegative: false),
                    let v = parts.count == 2 ? context.lengthPercentage([parts[1]], allowNegative: false) : h
                else { return nil }
                return CornerRadius(horizontal: h, vertical: v)
            }
        }
        return table
    }

    /// A comma-separated list, each item parsed by `item`; nil when one is invalid.
    private static func list<T>(_ value: [CSSComponentValue], _ item: ([CSSComponentValue]) -> T?) -> [T]? {
        var result: [T] = []
        for part in value.splitOnCommas() {
            guard !part.isEmpty, let parsed = item(part) else { return nil }
            result.append(parsed)
        }
        return result.isEmpty ? nil : result
    }
}

/// Parsers of the background value types.
enum BackgroundParser {
    /// `none` (nil inside the list: `.some(nil)`), a `url()` or a gradient.
    static func image(_ value: [CSSComponentValue], _ context: ValueContext) -> BackgroundImage?? {
        guard value.count == 1 else { return nil }
        if CSSValues.keyword(value[0]) == "none" { return .some(nil) }
        if let url = CSSValues.url(value[0]) { return .some(imageURL(url, context)) }
        guard case .function(let name, let arguments) = value[0] else { return nil }
        switch name.asciiLowercased() {
        case "linear-gradient": return GradientParser.linear(arguments, repeating: false, context).map { .some($0) }
        case "repeating-linear-gradient": return GradientParser.linear(arguments, repeating: true, context).map { .some($0) }
        case "radial-gradient": return GradientParser.radial(arguments, repeating: false, context).map { .some($0) }
        case "repeating-radial-gradient": return GradientParser.radial(arguments, repeating: true, context).map { .some($0) }
        default: return nil
        }
    }

    /// A picture inside the publication or a `data:` URL; anything outside (`http:`) is no image:
    /// publications never reach the network (DESIGN §6).
    private static func imageURL(_ url: String, _ context: ValueContext) -> BackgroundImage? {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        if DataURL.isDataURL(trimmed) {
            return .url(href: trimmed, natural: context.imageDimensions?(trimmed))
        }
        guard !trimmed.isEmpty, !HREF.isExternal(trimmed) else { return nil }
        let href = HREF.resolve(trimmed, against: "")
        return .url(href: href, natural: context.imageDimensions?(href))
    }

    /// `<bg-position>`: one to four values (CSS Backgrounds 3 §3.6).
    static func position(_ parts: [CSSComponentValue], _ context: ValueContext) -> BackgroundPosition? {
        func edge(_ part: CSSComponentValue) -> String? { CSSValues.keyword(part) }
        func offset(_ part: CSSComponentValue) -> LengthPercentage? { context.lengthPercentage([part]) }
        let percents = ["left": 0.0, "top": 0, "center": 50, "right": 100, "bottom": 100]
        switch parts.count {
        case 1:
            if let word = edge(parts[0]) {
                guard let p = percents[word] else { return nil }
                return word == "top" || word == "bottom"
                    ? BackgroundPosition(x: .percent(50), y: .percent(p))
                    : BackgroundPosition(x: .percent(p), y: .percent(50))
            }
            return offset(parts[0]).map { BackgroundPosition(x: $0, y: .percent(50)) }
        case 2:
            let a = edge(parts[0]), b = edge(parts[1])
            // `top left` names y first; `left top`, `left 10px` and `10px top` are x first.
            let swapped = a == "top" || a == "bottom" || b == "left" || b == "right"
            let (xPart, yPart) = swapped ? (parts[1], parts[0]) : (parts[0], parts[1])
            let xWord = edge(xPart), yWord = edge(yPart)
            guard xWord != "top", xWord != "bottom", yWord != "left", yWord != "right" else { return nil }
            guard let x = xWord.map({ percents[$0].map(LengthPercentage.percent) }) ?? offset(xPart),
                let y = yWord.map({ percents[$0].map(LengthPercentage.percent) }) ?? offset(yPart)
            else { return nil }
            return BackgroundPosition(x: x, y: y)
        case 3, 4:
            return edgeOffsets(parts, context)
        default:
            return nil
        }
    }

    /// The three- and four-value forms: keywords each followed by an optional offset from that edge.
    private static func edgeOffsets(_ parts: [CSSComponentValue], _ context: ValueContext) -> BackgroundPosition? {
        var position = BackgroundPosition.center
        var index = 0, sawX = false, sawY = false
        while index < parts.count {
            guard let word = CSSValues.keyword(parts[index]) else { return nil }
            var length: LengthPercentage?
            if index + 1 < parts.count, CSSValues.keyword(parts[index + 1]) == nil {
                length = context.lengthPercentage([parts[index + 1]])
                guard length != nil else { return nil }
                index += 1
            }
            index += 1
            switch word {
            case "left", "right":
                guard !sawX else { return nil }
                sawX = true
                (position.x, position.xFromEnd) = (length ?? .percent(0), word == "right")
            case "top", "bottom":
                guard !sawY else { return nil }
                sawY = true
                (position.y, position.yFromEnd) = (length ?? .percent(0), word == "bottom")
            case "center":
                guard length == nil else { return nil }
            default:
                return nil
            }
        }
        return position
    }

    /// `<bg-size>`: `cover`, `contain`, or one or two of length, percentage, `auto`.
    static func size(_ parts: [CSSComponentValue], _ context: ValueContext) -> BackgroundSize? {
        if parts.count == 1, let word = CSSValues.keyword(parts[0]) {
            switch word {
            case "cover": return .cover
            case "contain": return .contain
            case "auto": return .auto
            default: return nil
            }
        }
        func one(_ part: CSSComponentValue) -> LengthPercentageAuto? {
            if CSSValues.keyword(part) == "auto" { return .auto }
            switch context.lengthPercentage([part], allowNegative: false) {
            case .px(let px)?: return .px(px)
            case .percent(let p)?: return .percent(p)
            case nil: return nil
            }
        }
        guard (1...2).contains(parts.count), let width = one(parts[0]) else { return nil }
        guard parts.count == 2 else { return .explicit(width, .auto) }
        return one(parts[1]).map { .explicit(width, $0) }
    }

    /// `<repeat-style>`: `repeat-x`, `repeat-y`, or one or two of the axis keywords.
    static func repeatStyle(_ parts: [CSSComponentValue]) -> BackgroundRepeat? {
        let words = parts.compactMap { CSSValues.keyword($0) }
        guard words.count == parts.count else { return nil }
        if words == ["repeat-x"] { return BackgroundRepeat(x: .repeat, y: .noRepeat) }
        if words == ["repeat-y"] { return BackgroundRepeat(x: .noRepeat, y: .repeat) }
        let styles = words.compactMap(RepeatStyle.init(rawValue:))
        guard styles.count == words.count, (1...2).contains(styles.count) else { return nil }
        return BackgroundRepeat(x: styles[0], y: styles.count == 2 ? styles[1] : styles[0])
    }

    /// One `<shadow>`: `inset`? two to four lengths and a colour, in any order of the three groups.
    static func shadow(_ parts: [CSSComponentValue], _ context: ValueContext) -> BoxShadow? {
        var lengths: [Double] = [], color: Color?, inset = false
        for part in parts {
            if CSSValues.keyword(part) == "inset", !inset {
                inset = true
            } else if let length = context.length([part]) {
                lengths.append(length)
            } else if color == nil, let parsed = Values.color([part], current: context.color) {
                color = parsed
            } else {
                return nil
            }
        }
        guard (2...4).contains(lengths.count) else { return nil }
        let blur = lengths.count > 2 ? lengths[2] : 0
        guard blur >= 0 else { return nil }
        return BoxShadow(
            x: lengths[0], y: lengths[1], blur: blur, spread: lengths.count > 3 ? lengths[3] : 0,
            color: color ?? context.color, inset: inset)
    }
}
