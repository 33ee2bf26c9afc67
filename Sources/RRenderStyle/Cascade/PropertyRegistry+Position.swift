import RRenderCore

extension PropertyRegistry {
    /// `position`, the box offsets, `z-index`, `overflow` and `clip` (CSS 2.1 §9.3, §9.9.1, §11.1).
    static var positionProperties: [String: Property] {
        var table: [String: Property] = [
            "position": .keyword(\.position, inherited: false, aliases: ["sticky": .relative, "-webkit-sticky": .relative]),
            "z-index": .make(\.zIndex, inherited: false) { value, _ -> Int?? in
                if CSSValues.keyword(value) == "auto" { return .some(nil) }
                let parts = value.splitOnWhitespace()
                guard parts.count == 1, let n = CSSValues.integer(parts[0]) else { return nil }
                return .some(max(-1_000_000, min(1_000_000, n)))
            },
            "clip": .make(\.clip, inherited: false) { value, context -> ClipRect?? in
                if CSSValues.keyword(value) == "auto" { return .some(nil) }
                return ClipRect.parse(value, context: context).map { .some($0) }
            },
            "overflow-x": overflowProperty(\.overflowX),
            "overflow-y": overflowProperty(\.overflowY)
        ]
        let sides: [(String, WritableKeyPath<ComputedStyle, LengthPercentageAuto> & Sendable)] = [
            ("top", \.inset.top), ("right", \.inset.right), ("bottom", \.inset.bottom), ("left", \.inset.left)
        ]
        for (name, keyPath) in sides {
            table[name] = .make(keyPath, inherited: false) { value, context -> LengthPercentageAuto? in
                if CSSValues.keyword(value) == "auto" { return .auto }
                switch context.lengthPercentage(value, allowNegative: true) {
                case .px(let px)?: return .px(px)
                case .percent(let p)?: return .percent(p)
                case nil: return nil
                }
            }
        }
        return table
    }

    /// `hidden`, `clip`, `scroll` and `auto` clip (a page does not scroll).
    private static func overflowProperty(_ keyPath: WritableKeyPath<ComputedStyle, Overflow> & Sendable) -> Property {
        .keyword(keyPath, inherited: false, aliases: ["clip": .hidden, "scroll": .hidden, "auto": .hidden, "overlay": .hidden])
    }
}
