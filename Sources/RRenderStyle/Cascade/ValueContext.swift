import RRenderCore

/// What computing a value needs besides the value: font sizes for em and rem, the viewport for
/// vw and vh, and the parent style for relative keywords.
struct ValueContext {
    /// The element's computed font size (after `font-size` itself is computed).
    var fontSize: Double
    var rootFontSize: Double
    var viewport: Size
    var parent: ComputedStyle
    /// The element's computed `color`, for `currentcolor` in other properties.
    var color: Color
    /// The reader's font size factor: absolute font sizes are multiplied by it, relative ones
    /// follow their parent (a text zoom, so a publisher's px sizes grow too).
    var textZoom: Double = 1
    /// The natural dimensions of a picture by resolved href (background images), nil when it
    /// is missing or not a picture.
    var imageDimensions: (@Sendable (String) -> NaturalDimensions?)? = nil
    /// Measures fonts for `ex` and `ch`; nil: half an em each.
    var fontMetrics: (any FontMetricsSource)? = nil
    /// The font `ex` and `ch` are of: the element's (its parent's while `font-size` is computed).
    var font: (families: [String], weight: Int, italic: Bool) = (["serif"], 400, false)

    /// A length in px, or a percentage kept as such; nil when not a length. Both are clamped to
    /// ±`ContentLimits.maximumLength` (a percentage of that many percent is already absurd).
    func lengthPercentage(_ values: [CSSComponentValue], allowNegative: Bool = true) -> LengthPercentage? {
        guard let single = singleValue(values), let length = CSSValues.length(single) else { return nil }
        if length.isPercentage {
            guard allowNegative || length.value >= 0 else { return nil }
            return .percent(length.value.clampedLength)
        }
        guard let px = px(length), allowNegative || px >= 0 else { return nil }
        return .px(px)
    }

    /// A length in px (no percentages); nil when not one.
    func length(_ values: [CSSComponentValue]) -> Double? {
        guard let single = singleValue(values), let length = CSSValues.length(single, allowPercentage: false) else { return nil }
        return px(length)
    }

    /// `length` computed to px, clamped to ±`ContentLimits.maximumLength`: `1e308in` overflows
    /// to infinity, and no layout or C call downstream should ever see such a value.
    func px(_ length: CSSLength, fontSize: Double? = nil) -> Double? {
        var context = CSSLengthContext(
            fontSize: fontSize ?? self.fontSize, rootFontSize: rootFontSize,
            viewportWidth: viewport.width, viewportHeight: viewport.height)
        // The font is measured only for the lengths that need it.
        if length.unit == .ex || length.unit == .ch, let fontMetrics {
            context.fontMetrics = fontMetrics.fontRelativeMetrics(
                families: font.families, weight: font.weight, italic: font.italic)
        }
        return length.toPixels(context)?.clampedLength
    }

    /// `style`'s font, as `font` wants it.
    static func font(of style: ComputedStyle) -> (families: [String], weight: Int, italic: Bool) {
        (style.fontFamily, style.fontWeight, style.fontStyle != .normal)
    }

    /// The one component of `values`, whitespace aside.
    func singleValue(_ values: [CSSComponentValue]) -> CSSComponentValue? {
        let parts = values.splitOnWhitespace()
        return parts.count == 1 ? parts[0] : nil
    }
}
