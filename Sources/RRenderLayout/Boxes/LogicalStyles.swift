import RRenderCore
import RRenderStyle

/// Maps styles to the logical axes of a vertical writing mode (CSS Writing Modes 3 §6), so that
/// layout always works with lines along x and blocks stacking along y. In `vertical-rl` the
/// block-start side is the physical right, the block-end the left, the inline-start the top and
/// the inline-end the bottom; widths are physical heights and the reverse.
enum LogicalStyles {
    /// `element` and its descendants with logical styles; elements that shared a style share
    /// its logical form.
    static func converting(_ element: StyledElement, mode: WritingMode = .verticalRL) -> StyledElement {
        var converted: [ObjectIdentifier: SharedStyle] = [:]
        return converting(element, mode: mode, styles: &converted)
    }

    private static func converting(
        _ element: StyledElement, mode: WritingMode, styles: inout [ObjectIdentifier: SharedStyle]
    ) -> StyledElement {
        // A horizontal block keeps what is inside it physical: it is laid out in its own mode.
        let children =
            isHorizontalInVertical(element)
            ? element.children
            : element.children.map { child -> StyledNode in
                guard case .element(let inner) = child else { return child }
                // A horizontal table stays physical whole: the box builder wraps it in a
                // horizontal block of its own (`BoxTreeBuilder.orthogonalTable`).
                return .element(isHorizontalTable(inner) ? inner : converting(inner, mode: mode, styles: &styles))
            }
        let key = ObjectIdentifier(element.sharedStyle)
        let style = styles[key] ?? SharedStyle(logical(element.style, mode: mode))
        styles[key] = style
        return StyledElement(
            element: element.element, index: element.index, sharedStyle: style,
            children: children, isGenerated: element.isGenerated, firstLine: element.firstLine)
    }

    /// True for a horizontal block container in vertical text (a horizontal figure or passage
    /// in a vertical book): an orthogonal flow, laid out in its own mode by
    /// `FlowLayout.layoutOrthogonal`. Not the root or the body, whose mode is the document's,
    /// nor a table or its parts, which are laid out in the text's mode.
    static func isHorizontalInVertical(_ element: StyledElement) -> Bool {
        guard element.name != "html", element.name != "body" else { return false }
        return isHorizontalContainer(element.style)
    }

    /// True for a horizontal table in vertical text, laid out upright in an anonymous
    /// horizontal block around it.
    static func isHorizontalTable(_ element: StyledElement) -> Bool {
        element.style.display == .table && !element.style.writingMode.isVertical
    }

    /// True for a horizontal style of a block container (`isHorizontalInVertical`).
    static func isHorizontalContainer(_ style: ComputedStyle) -> Bool {
        guard !style.writingMode.isVertical else { return false }
        switch style.display {
        case .block, .listItem, .inlineBlock: return true
        default: return false
        }
    }

    /// The style with its sides and sizes in logical terms. Columns stacking left to right
    /// (`vertical-lr`, `sideways-lr`) have their block-start on the left; `sideways-lr` lines
    /// read bottom to top, so their inline-start is the bottom (Writing Modes 4 §3.1).
    static func logical(_ style: ComputedStyle, mode: WritingMode = .verticalRL) -> ComputedStyle {
        var result = style
        result.margin = rotated(style.margin, mode)
        result.padding = rotated(style.padding, mode)
        result.borderWidth = rotated(style.borderWidth, mode)
        result.borderStyle = rotated(style.borderStyle, mode)
        result.borderColor = rotated(style.borderColor, mode)
        result.inset = rotated(style.inset, mode)
        result.clip?.layoutMode = mode
        result.width = style.height
        result.height = style.width
        result.minWidth = style.minHeight
        result.minHeight = style.minWidth
        result.maxWidth = style.maxHeight
        result.maxHeight = style.maxWidth
        return result
    }

    /// Logical sides from physical ones. `vertical-rl`, `sideways-rl`: top = physical right,
    /// right = bottom, bottom = left, left = top. `vertical-lr`: top = left, bottom = right.
    /// `sideways-lr`: top = left, right = top, bottom = right, left = bottom.
    static func rotated<T>(_ sides: Sides<T>, _ mode: WritingMode) -> Sides<T> {
        switch mode {
        case .verticalLR: Sides(top: sides.left, right: sides.bottom, bottom: sides.right, left: sides.top)
        case .sidewaysLR: Sides(top: sides.left, right: sides.top, bottom: sides.right, left: sides.bottom)
        default: Sides(top: sides.right, right: sides.bottom, bottom: sides.left, left: sides.top)
        }
    }

    /// Physical sides from logical ones: the reverse of `rotated`, for what layout placed in
    /// logical coordinates (`VerticalMapping`).
    static func physical<T>(_ sides: Sides<T>, _ mode: WritingMode) -> Sides<T> {
        switch mode {
        case .verticalLR: Sides(top: sides.left, right: sides.bottom, bottom: sides.right, left: sides.top)
        case .sidewaysLR: Sides(top: sides.right, right: sides.bottom, bottom: sides.left, left: sides.top)
        default: Sides(top: sides.left, right: sides.top, bottom: sides.right, left: sides.bottom)
        }
    }

    static func rotated(_ edges: EdgeInsets, _ mode: WritingMode) -> EdgeInsets {
        let sides = rotated(Sides(top: edges.top, right: edges.right, bottom: edges.bottom, left: edges.left), mode)
        return EdgeInsets(top: sides.top, right: sides.right, bottom: sides.bottom, left: sides.left)
    }

    static func physical(_ edges: EdgeInsets, _ mode: WritingMode) -> EdgeInsets {
        let sides = physical(Sides(top: edges.top, right: edges.right, bottom: edges.bottom, left: edges.left), mode)
        return EdgeInsets(top: sides.top, right: sides.right, bottom: sides.bottom, left: sides.left)
    }
}
