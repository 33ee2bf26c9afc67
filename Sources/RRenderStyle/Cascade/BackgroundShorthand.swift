/// The `background` and `border-radius` shorthands (CSS Backgrounds 3 §3.10, §5.1).
enum BackgroundShorthand {
    /// The longhands `background` sets.
    static let longhands = [
        "background-image", "background-position", "background-size", "background-repeat",
        "background-attachment", "background-origin", "background-clip", "background-color"
    ]

    /// The corners of `border-radius`, in its order.
    static let corners = ["top-left", "top-right", "bottom-right", "bottom-left"]

    /// `background: <bg-layer>#, <final-bg-layer>`: each layer is `<bg-image> || <bg-position>
    /// [/ <bg-size>]? || <repeat-style> || <attachment> || <box> || <box>`, the last may add a
    /// colour. Omitted parts take their initial values; each longhand gets the layers' values
    /// joined by commas.
    static func expand(_ value: [CSSComponentValue]) -> [(String, [CSSComponentValue])] {
        let layers = value.splitOnCommas()
        var lists: [String: [CSSComponentValue]] = [:]
        var color: CSSComponentValue = .token(.ident("transparent"))
        for (index, layer) in layers.enumerated() {
            guard let parsed = self.layer(layer.splitOnWhitespace(), isFinal: index == layers.count - 1) else { return [] }
            for (name, part) in parsed.values {
                lists[name, default: []] += (index == 0 ? [] : [.token(.comma)]) + part
            }
            if let layerColor = parsed.color { color = layerColor }
        }
        return longhands.dropLast().map { ($0, lists[$0] ?? []) } + [("background-color", [color])]
    }

    private struct Layer {
        var values: [(String, [CSSComponentValue])]
        var color: CSSComponentValue?
    }

    private static let boxes: Set<String> = ["border-box", "padding-box", "content-box"]
    private static let repeats: Set<String> = ["repeat", "no-repeat", "repeat-x", "repeat-y", "space", "round"]
    private static let positionWords: Set<String> = ["left", "right", "top", "bottom", "center"]

    /// One layer's parts, or nil when a part is not one of a layer's.
    private static func layer(_ parts: [CSSComponentValue], isFinal: Bool) -> Layer? {
        var image: [CSSComponentValue] = [.token(.ident("none"))], position: [CSSComponentValue] = []
        var size: [CSSComponentValue] = [], repeatStyle: [CSSComponentValue] = [], boxList: [CSSComponentValue] = []
        var attachment: [CSSComponentValue] = []
        var color: CSSComponentValue?
        var index = 0
        while index < parts.count {
            let part = parts[index], word = CSSValues.keyword(part)
            if CSSValues.url(part) != nil || word == "none" || isGradient(part) {
                image = [part]
            } else if let word, repeats.contains(word) {
                repeatStyle.append(part)
            } else if let word, boxes.contains(word) {
                boxList.append(part)
            } else if word == "scroll" || word == "fixed" || word == "local" {
                guard attachment.isEmpty else { return nil }
                attachment = [part]
            } else if isPositionPart(part) {
                guard position.isEmpty else { return nil }
                while index < parts.count, isPositionPart(parts[index]) { position.append(parts[index]); index += 1 }
                if index < parts.count, parts[index].token == .delim("/") {
                    index += 1
                    while index < parts.count, size.count < 2, isSizePart(parts[index]) { size.append(parts[index]); index += 1 }
                    guard !size.isEmpty else { return nil }
                }
                continue
            } else if isFinal, color == nil, CSSColorParser.parse(part) != nil {
                color = part
            } else {
                return nil
            }
            index += 1
        }
        guard boxList.count <= 2, repeatStyle.count <= 2 else { return nil }
        let origin = boxList.first ?? .token(.ident("padding-box")), clip = boxList.last ?? .token(.ident("border-box"))
        return Layer(
            values: [
                ("background-image", image),
                (
                    "background-position",
                    spaced(position.isEmpty ? [.token(.percentage(CSSNumber(0))), .token(.percentage(CSSNumber(0)))] : position)
                ),
                ("background-size", spaced(size.isEmpty ? [.token(.ident("auto"))] : size)),
                ("background-repeat", spaced(repeatStyle.isEmpty ? [.token(.ident("repeat"))] : repeatStyle)),
                ("background-attachment", attachment.isEmpty ? [.token(.ident("scroll"))] : attachment),
                ("background-origin", [origin]), ("background-clip", [clip])
            ], color: color)
    }

    private static func isGradient(_ part: CSSComponentValue) -> Bool {
        guard case .function(let name, _) = part else { return false }
        return name.asciiLowercased().hasSuffix("gradient")
    }

    private static func isPositionPart(_ part: CSSComponentValue) -> Bool {
        if let word = CSSValues.keyword(part) { return positionWords.contains(word) }
        return CSSLength(part) != nil
    }

    private static func isSizePart(_ part: CSSComponentValue) -> Bool {
        if let word = CSSValues.keyword(part) { return ["auto", "cover", "contain"].contains(word) }
        return CSSLength(part) != nil
    }

    /// Values separated by whitespace tokens.
    private static func spaced(_ parts: [CSSComponentValue]) -> [CSSComponentValue] {
        parts.enumerated().flatMap { $0.offset == 0 ? [$0.element] : [.token(.whitespace), $0.element] }
    }

    /// `border-radius: <h>{1,4} [/ <v>{1,4}]?` onto the four corners.
    static func borderRadius(_ parts: [CSSComponentValue]) -> [(String, [CSSComponentValue])] {
        let slash = parts.firstIndex { $0.token == .delim("/") }
        let horizontal = Array(parts[..<(slash ?? parts.endIndex)])
        let vertical = slash.map { Array(parts[($0 + 1)...]) } ?? horizontal
        guard let h = fourCorners(horizontal), let v = fourCorners(vertical) else { return [] }
        return corners.indices.map { ("border-\(corners[$0])-radius", [h[$0], .token(.whitespace), v[$0]]) }
    }

    /// 1 to 4 values onto top-left, top-right, bottom-right, bottom-left.
    private static func fourCorners(_ parts: [CSSComponentValue]) -> [CSSComponentValue]? {
        guard (1...4).contains(parts.count) else { return nil }
        let a = parts[0], b = parts.count > 1 ? parts[1] : a, c = parts.count > 2 ? parts[2] : a,
            d = parts.count > 3 ? parts[3] : b
        return [a, b, c, d]
    }
}
