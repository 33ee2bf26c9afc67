import RRenderLayout
import RRenderStyle

extension TextStyle {
    /// A plain run style for shaper tests: the initial style with the given families, weight,
    /// slant and language, no decoration, on the baseline.
    public static func fixture(
        families: [String] = ["serif"], weight: Int = 400, italic: Bool = false,
        language: String? = nil
    ) -> TextStyle {
        var computed = ComputedStyle.initial
        computed.fontFamily = families
        computed.fontWeight = weight
        computed.fontStyle = italic ? .italic : .normal
        computed.language = language
        return TextStyle(computed, decoration: [], baselineShift: 0)
    }
}
