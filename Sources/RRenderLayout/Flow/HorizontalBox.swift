import RRenderCore
import RRenderStyle

/// The horizontal geometry of a block-level box in normal flow (CSS 2.1 §10.3.3 and §10.4):
/// `width`, `min-width`, `max-width`, and `auto` margins that centre a box narrower than its
/// containing block.
struct HorizontalBox {
    /// The left border edge.
    let borderX: Double
    /// The border-box width.
    let borderWidth: Double
    let contentX: Double
    let contentWidth: Double

    /// - Parameter preferredWidth: the shrink-to-fit content width of images and tables, used
    ///   for `width: auto` instead of filling the containing block.
    /// - Parameter containingDirection: the containing block's `direction`: over-constrained, a
    ///   box ignores its end margin, the right one in left-to-right (§10.3.3), the left one in
    ///   right-to-left, so it sits against the right edge.
    /// - Parameter percentageBase: what percentages are of, when the box is laid out in less
    ///   than its containing block (beside floats, `FlowLayout+Context`); nil: `containingWidth`.
    init(
        style: ComputedStyle, containingX: Double, containingWidth: Double, preferredWidth: Double?,
        containingDirection: Direction = .ltr, percentageBase: Double? = nil
    ) {
        let base = percentageBase ?? containingWidth
        let border = style.usedBorderWidths, padding = style.usedPadding(containingWidth: base)
        let edges = border.horizontal + padding.horizontal
        let marginLeft = style.margin.left.resolve(against: base)
        let marginRight = style.margin.right.resolve(against: base)
        var width =
            style.width.resolve(against: base)
            ?? preferredWidth.map { min($0, max(0, containingWidth - edges - (marginLeft ?? 0) - (marginRight ?? 0))) }
        if let specified = width {
            width = Self.clamp(specified, style: style, containingWidth: base)
        }
        if width == nil {
            let left = marginLeft ?? 0, right = marginRight ?? 0
            let fill = max(0, containingWidth - left - right - edges)
            let clamped = Self.clamp(fill, style: style, containingWidth: base)
            // A width `max-width` cut down is used as if specified, so `auto` margins share the
            // rest and centre the box (CSS 2.1 §10.4, §10.3.3).
            guard clamped < fill, marginLeft == nil || marginRight == nil else {
                self.init(borderX: containingX + left, contentWidth: clamped, border: border, padding: padding)
                return
            }
            width = clamped
        }
        let contentWidth = width ?? 0
        let free = containingWidth - contentWidth - edges
        let left: Double
        switch (marginLeft, marginRight) {
        case (nil, nil): left = max(0, free / 2)
        case (nil, let right?): left = max(0, free - right)
        case (_?, let right?) where containingDirection == .rtl: left = free - right
        case (let l?, _): left = l
        }
        self.init(borderX: containingX + left, contentWidth: contentWidth, border: border, padding: padding)
    }

    private init(borderX: Double, contentWidth: Double, border: EdgeInsets, padding: EdgeInsets) {
        self.borderX = borderX
        self.contentWidth = contentWidth
        self.contentX = borderX + border.left + padding.left
        self.borderWidth = contentWidth + border.horizontal + padding.horizontal
    }

    private static func clamp(_ width: Double, style: ComputedStyle, containingWidth: Double) -> Double {
        var result = width
        if let maxWidth = style.maxWidth?.resolve(against: containingWidth) { result = min(result, maxWidth) }
        return max(result, style.minWidth.resolve(against: containingWidth), 0)
    }
}
