import RRenderCairo
import RRenderStyle

/// The `@font-face` descriptors that select a face (CSS Fonts 4 §4.4–4.6), read leniently: an
/// invalid value is the descriptor's initial value.
enum FontFaceDescriptors {
    /// `font-weight`: `normal`, `bold`, a number 1…1000, or two of them for a variable font.
    static func weight(_ value: [CSSComponentValue]?) -> ClosedRange<Double> {
        let weights = (value ?? []).splitOnWhitespace().compactMap { part -> Double? in
            switch CSSValues.keyword(part) {
            case "normal"?: 400
            case "bold"?: 700
            default: CSSValues.number(part).flatMap { (1...1000).contains($0) ? $0 : nil }
            }
        }
        guard let first = weights.first else { return 400...400 }
        let last = weights.count == 2 ? weights[1] : first
        return min(first, last)...max(first, last)
    }

    /// `font-style`: `normal`, `italic`, or `oblique` (with or without angles).
    static func style(_ value: [CSSComponentValue]?) -> EmbeddedFontFace.Style {
        switch (value ?? []).splitOnWhitespace().first.flatMap(CSSValues.keyword) {
        case "italic"?: .italic
        case "oblique"?: .oblique
        default: .normal
        }
    }

    /// `font-stretch`: a keyword or a percentage (the first of a range), as a percentage.
    static func stretch(_ value: [CSSComponentValue]?) -> Double {
        guard let first = (value ?? []).splitOnWhitespace().first else { return 100 }
        if let percent = CSSValues.percentage(first), percent > 0 { return percent }
        let keywords: [String: Double] = [
            "ultra-condensed": 50, "extra-condensed": 62.5, "condensed": 75, "semi-condensed": 87.5, "normal": 100,
            "semi-expanded": 112.5, "expanded": 125, "extra-expanded": 150, "ultra-expanded": 200
        ]
        return CSSValues.keyword(first).flatMap { keywords[$0] } ?? 100
    }

    /// True for a `format()` hint FreeType reads (or no hint): CSS Fonts 4 §4.3 has the user
    /// agent skip the sources whose format it does not support.
    static func isSupported(format: String?) -> Bool {
        guard let format else { return true }
        let base = format.hasSuffix("-variations") ? String(format.dropLast("-variations".count)) : format
        return ["truetype", "opentype", "woff", "woff2", "collection"].contains(base)
    }
}
