import RRenderCore
import RRenderStyle

/// An inline element's box in a paragraph, resolved to px (CSS 2.1 §8, §10.8.1): it paints a
/// background and borders around its content area on each line it touches. Its horizontal
/// margins, borders and padding are spacer objects in the text (see `InlineBox`), so they take
/// room on the line; its vertical padding and borders overflow the line box without growing it.
public struct InlineBoxSpan: Sendable {
    /// Its bytes in the paragraph text, spacers included.
    public var range: Range<Int>
    /// True when the box starts (ends) in this paragraph: its first (last) line gets the start
    /// (end) border and padding (`box-decoration-break: slice`, CSS Fragmentation 3 §5.4).
    public var opens: Bool
    public var closes: Bool
    /// The font and baseline shift of its content area.
    public var textStyle: TextStyle
    public var background: Color
    public var borderWidths: EdgeInsets
    public var borderStyles: Sides<BorderStyle>
    public var borderColors: Sides<Color>
    public var padding: EdgeInsets
    /// Left and right margins: outside the border, inside the spacers.
    public var margin: EdgeInsets
    /// Background layers, shadows and radii, nil when it has none.
    public var effects: BoxEffectsStyle?

    public init(
        range: Range<Int>, opens: Bool, closes: Bool, textStyle: TextStyle, background: Color, borderWidths: EdgeInsets,
        borderStyles: Sides<BorderStyle>, borderColors: Sides<Color>, padding: EdgeInsets, margin: EdgeInsets
    ) {
        self.range = range
        self.opens = opens
        self.closes = closes
        self.textStyle = textStyle
        self.background = background
        self.borderWidths = borderWidths
        self.borderStyles = borderStyles
        self.borderColors = borderColors
        self.padding = padding
        self.margin = margin
    }

    /// True when it paints something.
    public var isVisible: Bool { !background.isTransparent || borderWidths != .zero || effects != nil }

    /// The span moved `delta` bytes (negative: towards the start), or nil when nothing of it is
    /// left at or after byte 0.
    func shifted(by delta: Int) -> InlineBoxSpan? {
        guard range.upperBound + delta > 0 else { return nil }
        var moved = self
        let lower = range.lowerBound + delta
        // Cut at the start of a later segment: the part before belongs to earlier lines.
        if lower < 0 { moved.opens = false }
        moved.range = max(0, lower)..<(range.upperBound + delta)
        return moved
    }
}
