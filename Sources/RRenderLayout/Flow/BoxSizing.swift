import RRenderStyle

extension ComputedStyle {
    /// This style with `box-sizing: border-box` sizes as the content-box sizes they mean (CSS
    /// Box Sizing 3 §3): `width`, `height` and their minimums and maximums less the box's
    /// padding and borders, never below 0, percentages resolved against the containing block
    /// (`containingHeight` nil: a percentage height stays one, which an indefinite containing
    /// block makes `auto`). Layout converts a box once where it starts sizing it, and the rest
    /// of layout knows only content boxes. `self` under `content-box`.
    func sizingContentBox(containingWidth: Double, containingHeight: Double?) -> ComputedStyle {
        guard boxSizing == .borderBox else { return self }
        let border = usedBorderWidths, padding = usedPadding(containingWidth: containingWidth)
        let across = border.horizontal + padding.horizontal, down = border.vertical + padding.vertical
        func less(_ length: Double, _ edges: Double) -> Double { max(0, length - edges) }
        var style = self
        style.boxSizing = .contentBox
        if let width = width.resolve(against: containingWidth) { style.width = .px(less(width, across)) }
        style.minWidth = .px(less(minWidth.resolve(against: containingWidth), across))
        style.maxWidth = maxWidth.map { .px(less($0.resolve(against: containingWidth), across)) }
        func definite(_ length: LengthPercentage) -> Double? {
            if case .percent = length, containingHeight == nil { return nil }
            return length.resolve(against: containingHeight ?? 0)
        }
        switch height {
        case .px(let value): style.height = .px(less(value, down))
        case .percent(let value) where containingHeight != nil:
            style.height = .px(less(LengthPercentageAuto.percent(value).resolve(against: containingHeight ?? 0) ?? 0, down))
        default: break
        }
        if let minimum = definite(minHeight) { style.minHeight = .px(less(minimum, down)) }
        if let maximum = maxHeight, let resolved = definite(maximum) { style.maxHeight = .px(less(resolved, down)) }
        return style
    }
}

extension BlockBox {
    /// The box with its style's sizes made content-box ones (`sizingContentBox`); tables keep
    /// theirs (their widths count borders already, CSS 2.1 §17.5.2).
    func sizingContentBox(containingWidth: Double, containingHeight: Double?) -> BlockBox {
        let current = style
        guard current.boxSizing == .borderBox, !isTableWrapper, current.display != .table, current.display != .inlineTable
        else { return self }
        var box = self
        box.style = current.sizingContentBox(containingWidth: containingWidth, containingHeight: containingHeight)
        return box
    }
}
