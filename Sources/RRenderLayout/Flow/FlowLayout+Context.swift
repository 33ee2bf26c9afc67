import RRenderCore
import RRenderStyle

/// What an in-flow block that establishes a block formatting context keeps while its content
/// is laid out: the floats around it, set aside.
struct OpenContext {
    let outerFloats: FloatArea
}

extension FlowLayout {
    /// True for an in-flow block that establishes a block formatting context (CSS 2.1 §9.4.1):
    /// `overflow` other than `visible` (not the root's or the body's, which is the viewport's,
    /// §11.1.1), a multi-column box (Multicol 1 §2), a table, a block-level picture. Floats,
    /// inline-blocks, table cells and positioned boxes are laid out in flows of their own.
    func establishesContext(_ box: BlockBox) -> Bool {
        switch box.content {
        case .table, .image: true
        case .blocks, .inline:
            (box.style.clipsOverflow && !Self.overflowGoesToViewport(box)) || box.style.multicol.isMulticol
        }
    }

    /// The horizontal box of a block that establishes a formatting context, placed beside the
    /// floats of this one: its border box may not overlap their margin boxes (CSS 2.1 §9.5).
    /// It goes where its margins put it if the span the floats leave there is wide enough
    /// (narrowed to it when its width is `auto`, the floats taking up its margins as browsers
    /// do), else down at the bottom of a float, the first place where it is, else below them
    /// all. Moved down, its border edge is at that float's bottom, as with clearance.
    func horizontalBesideFloats(
        _ box: BlockBox, x: Double, containingWidth: Double, topMargin: Double,
        containingDirection: Direction, preferredWidth: (Double) -> Double?
    ) -> HorizontalBox {
        let style = box.style
        let whole = HorizontalBox(
            style: style, containingX: x, containingWidth: containingWidth,
            preferredWidth: preferredWidth(containingWidth), containingDirection: containingDirection)
        var hypothetical = margins
        hypothetical.add(topMargin)
        let start = cursorY + hypothetical.value
        // Floats waiting for the parent's top go there: where this box's top margin puts it.
        placeDeferredFloats(at: start)
        guard !floatArea.isEmpty else { return whole }
        if !pendingFloat.isEmpty {
            // The floats placed before the box are drawn with an atom of their own, outside it
            // (and outside its clip).
            let floatTop = pendingFloat.top ?? cursorY
            emitAtom(top: floatTop, bottom: floatTop, fragments: [], links: [])
        }
        let height = estimatedHeight(box, width: whole.contentWidth)
        var top = start
        while true {
            let span = floatArea.freeSpan(y: top, height: height, left: x, right: x + containingWidth)
            let placed = Self.fitted(
                style, in: span, x: x, containingWidth: containingWidth,
                containingDirection: containingDirection, preferredWidth: preferredWidth)
            let next = floatArea.nextBottom(after: top)
            if let placed, placed.borderX >= span.left - 0.01,
                placed.borderX + placed.borderWidth <= span.right + 0.01 || next == nil
            {
                if top > start {
                    resolveMargins(opening: false)
                    cursorY = top - topMargin
                }
                return placed
            }
            guard let next else { return whole }
            top = next
        }
    }

    /// The box laid out in the part of its containing block that `span` leaves: each margin
    /// reaches at most to the containing block's edge, and a float takes the part of the margin
    /// on its side that it covers.
    private static func fitted(
        _ style: ComputedStyle, in span: (left: Double, right: Double), x: Double, containingWidth: Double,
        containingDirection: Direction, preferredWidth: (Double) -> Double?
    ) -> HorizontalBox? {
        let marginLeft = style.margin.left.resolve(against: containingWidth) ?? 0
        let marginRight = style.margin.right.resolve(against: containingWidth) ?? 0
        let left = span.left > x + 0.01 ? max(x, span.left - marginLeft) : x
        let right =
            span.right < x + containingWidth - 0.01 ? min(x + containingWidth, span.right + marginRight) : x + containingWidth
        guard right > left else { return nil }
        let available = max(0, right - left - marginLeft - marginRight)
        // A table narrower than its content (or a picture) does not fit.
        if let preferred = preferredWidth(available),
            preferred + style.usedBorderWidths.horizontal + style.usedPadding(containingWidth: containingWidth).horizontal
                > available + 0.01
        {
            return nil
        }
        return HorizontalBox(
            style: style, containingX: left, containingWidth: right - left,
            preferredWidth: preferredWidth(available), containingDirection: containingDirection,
            percentageBase: containingWidth)
    }

    /// The border-box height of `box` when it is known before its content is laid out (a
    /// `height`, a picture's), else 0: the box is then fitted beside the floats at its top.
    private func estimatedHeight(_ box: BlockBox, width: Double) -> Double {
        let style = box.style
        let edges = style.usedBorderWidths.vertical + style.usedPadding(containingWidth: width).vertical
        if case .image(let image) = box.content {
            return usedImageSize(image, style: style, containingWidth: width, containingHeight: percentageBase).height + edges
        }
        return BlockHeight(style: style, containingHeight: percentageBase).definite.map { $0 + edges } ?? 0
    }

    /// Sets the floats around a block that establishes a formatting context aside: the floats
    /// inside it are its own, and the content beside them does not see those outside.
    func openContext() -> OpenContext {
        let context = OpenContext(outerFloats: floatArea)
        floatArea = FloatArea()
        return context
    }

    /// Ends the content of a block that establishes a formatting context: its last child's
    /// bottom margin and its floats are inside it (its `auto` height reaches to both, CSS 2.1
    /// §10.6.7), and the floats around it are back.
    func closeContext(_ context: OpenContext) {
        placeDeferredFloats(at: cursorY + margins.value)
        resolveMargins(opening: false)
        cursorY = max(cursorY, floatArea.bottom)
        if !pendingFloat.isEmpty {
            // Floats after the last content are drawn with an atom of the box, inside its clip.
            let top = pendingFloat.top ?? cursorY
            emitAtom(top: top, bottom: top, fragments: [], links: [])
        }
        floatArea = context.outerFloats
    }
}
