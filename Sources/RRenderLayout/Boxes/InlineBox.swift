import RRenderCore
import RRenderStyle

/// An inline element with a background, borders, or horizontal margins or padding, as the box
/// tree records it (CSS 2.1 §8.3, §10.8.1). Its start and end edges (margin + border + padding)
/// are spacers in the paragraph text, shaped as empty boxes of the edges' widths. The spacer is
/// U+180E MONGOLIAN VOWEL SEPARATOR: a format character of line-break class GL, so it glues to
/// the text it borders and to a comma before it, while a space before it still breaks (UAX 14
/// LB12, LB12a), as Pango implements it; a combining grapheme joiner would join the space's
/// grapheme and take that break away. Spacers are generated runs, not the document's text.
public struct InlineBox: Sendable {
    /// The spacer character.
    public static let spacer = "\u{180E}"

    /// Its bytes in the paragraph text, spacers included.
    public var range: Range<Int>
    /// The byte offsets of its start and end spacers; nil when the box starts before or ends
    /// after this paragraph (a block inside an inline element splits it).
    public var startSpacer: Int?
    public var endSpacer: Int?
    public var style: ComputedStyle
    public var textStyle: TextStyle

    /// True when an inline element styled `style` needs a box: something to paint, or edges
    /// that take room on the line.
    static func isNeeded(for style: ComputedStyle) -> Bool {
        if style.paintsDecoration || style.usedBorderWidths != .zero { return true }
        if style.padding.left != .zero || style.padding.right != .zero { return true }
        return style.margin.left.resolve(against: 0).map { $0 != 0 } == true
            || style.margin.right.resolve(against: 0).map { $0 != 0 } == true
    }

    /// True when the start (or end) edge of an inline element styled `style` takes room: a
    /// margin, border or padding on that side (the right is the start in right-to-left text).
    static func hasEdge(_ style: ComputedStyle, atStart: Bool) -> Bool {
        let left = atStart == (style.direction != .rtl)
        let border = style.usedBorderWidths
        let margin = left ? style.margin.left : style.margin.right, padding = left ? style.padding.left : style.padding.right
        return (left ? border.left : border.right) > 0 || padding != .zero
            || (margin.resolve(against: 0).map { $0 != 0 } ?? false)
    }

    /// The widths of its start and end edges in a paragraph `containingWidth` wide (the start is
    /// the right in a right-to-left paragraph); a negative margin pulls the text beside it in.
    func edges(containingWidth: Double, direction: Direction?) -> (start: Double, end: Double) {
        let border = style.usedBorderWidths, padding = style.usedPadding(containingWidth: containingWidth)
        let left = (style.margin.left.resolve(against: containingWidth) ?? 0) + border.left + padding.left
        let right = (style.margin.right.resolve(against: containingWidth) ?? 0) + border.right + padding.right
        return direction == .rtl ? (right, left) : (left, right)
    }

    /// Its spacers as inline objects, as wide as its edges.
    func spacerObjects(containingWidth: Double, direction: Direction?) -> [InlineObject] {
        let widths = edges(containingWidth: containingWidth, direction: direction)
        let length = Self.spacer.utf8.count
        var objects: [InlineObject] = []
        if let start = startSpacer {
            objects.append(
                InlineObject(byteOffset: start, byteLength: length, size: Size(width: widths.start, height: 0), image: nil))
        }
        if let end = endSpacer {
            objects.append(
                InlineObject(byteOffset: end, byteLength: length, size: Size(width: widths.end, height: 0), image: nil))
        }
        return objects
    }

    /// The box resolved for a paragraph `containingWidth` wide.
    func span(containingWidth: Double) -> InlineBoxSpan {
        let current = style.color
        let margin = EdgeInsets(
            right: style.margin.right.resolve(against: containingWidth) ?? 0,
            left: style.margin.left.resolve(against: containingWidth) ?? 0)
        return InlineBoxSpan(
            range: range, opens: startSpacer != nil, closes: endSpacer != nil, textStyle: textStyle,
            background: style.backgroundColor, borderWidths: style.usedBorderWidths,
            borderStyles: style.borderStyle,
            borderColors: Sides(
                top: style.borderColor.top ?? current, right: style.borderColor.right ?? current,
                bottom: style.borderColor.bottom ?? current, left: style.borderColor.left ?? current),
            padding: style.usedPadding(containingWidth: containingWidth), margin: margin)
    }

    /// The span that paints nothing: a hidden box keeps its edges' room (CSS 2.1 §11.2).
    func visibleSpan(containingWidth: Double) -> InlineBoxSpan {
        var span = span(containingWidth: containingWidth)
        guard style.visibility == .visible else {
            span.background = .transparent
            span.borderWidths = .zero
            return span
        }
        guard style.hasEffects else { return span }
        let effects = style.effects
        span.background = span.background.withOpacity(effects.opacity)
        if effects.needsPlacing { span.effects = effects }
        return span
    }
}

extension InlineContent {
    /// The paragraph's inline boxes' spacers, sorted in with `objects`, and the boxes resolved.
    func addingInlineBoxes(to spec: inout ParagraphSpec, containingWidth: Double) {
        guard !inlineBoxes.isEmpty else { return }
        for box in inlineBoxes {
            spec.objects += box.spacerObjects(containingWidth: containingWidth, direction: spec.direction)
        }
        spec.objects.sort { $0.byteOffset < $1.byteOffset }
        spec.inlineBoxes = inlineBoxes.map { $0.visibleSpan(containingWidth: containingWidth) }.filter(\.isVisible)
    }
}
