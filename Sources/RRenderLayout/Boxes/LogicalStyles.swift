import RRenderStyle

/// Maps styles to the logical axes of a vertical writing mode (CSS Writing Modes 3 §6), so that
/// layout always works with lines along x and blocks stacking along y. In `vertical-rl` the
/// block-start side is the physical right, the block-end the left, the inline-start the top and
/// the inline-end the bottom; widths are physical heights and the reverse.
enum LogicalStyles {
    /// `element` and its descendants with logical styles; elements that shared a style share
    /// its logical form.
    static func converting(_ element: StyledElement) -> StyledElement {
        var converted: [ObjectIdentifier: SharedStyle] = [:]
        return converting(element, styles: &converted)
    }

    private static func converting(_ element: StyledElement, styles: inout [ObjectIdentifier: SharedStyle]) -> StyledElement {
        let children = element.children.map { child -> StyledNode in
            if case .element(let inner) = child { return .element(converting(inner, styles: &styles)) }
            return child
        }
        let key = ObjectIdentifier(element.sharedStyle)
        let style = styles[key] ?? SharedStyle(logical(element.style))
        styles[key] = style
        return StyledElement(element: element.element, index: element.index, sharedStyle: style,
                             children: children, isGenerated: element.isGenerated, firstLine: element.firstLine)
    }

    /// The style with its sides and sizes in logical terms (`vertical-lr` is laid out like
    /// `vertical-rl`, columns right to left).
    static func logical(_ style: ComputedStyle) -> ComputedStyle {
        var result = style
        result.margin = rotated(style.margin)
        result.padding = rotated(style.padding)
        result.borderWidth = rotated(style.borderWidth)
        result.borderStyle = rotated(style.borderStyle)
        result.borderColor = rotated(style.borderColor)
        result.width = style.height
        result.height = style.width
        result.minWidth = style.minHeight
        result.minHeight = style.minWidth
        result.maxWidth = style.maxHeight
        result.maxHeight = style.maxWidth
        return result
    }

    /// Logical top = physical right, right = bottom, bottom = left, left = top.
    private static func rotated<T>(_ sides: Sides<T>) -> Sides<T> {
        Sides(top: sides.right, right: sides.bottom, bottom: sides.left, left: sides.top)
    }
}
