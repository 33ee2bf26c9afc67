/// The used position and size of an absolutely positioned box along one axis: the constraint
/// of CSS 2.1 §10.3.7 (horizontal) and §10.6.4 (vertical), for a left-to-right, top-to-bottom
/// containing block. Lengths are px; nil is `auto`.
struct PositionedAxis {
    /// The containing block's padding edge and size along the axis.
    var containingStart: Double
    var containingSize: Double
    /// `left`/`top` and `right`/`bottom`.
    var start: Double?
    var end: Double?
    var marginStart: Double?
    var marginEnd: Double?
    /// Border and padding along the axis.
    var edges: Double
    /// Where the margin box would start in the flow (the static position).
    var staticStart: Double
    /// Where it would end (right-to-left), and whether the axis runs from its end: in a
    /// right-to-left containing block `right` wins over `left` and a box without either hangs
    /// from its static end (CSS 2.1 §10.3.7).
    var staticEnd: Double?
    var fromEnd = false

    /// The room for content when `start` and `end` both hold (the box stretches to them).
    var stretchedSize: Double? {
        guard let start, let end else { return nil }
        return max(0, containingSize - start - end - (marginStart ?? 0) - (marginEnd ?? 0) - edges)
    }

    /// The room a shrink-to-fit box may take: the containing block less what is specified.
    var availableSize: Double {
        max(0, containingSize - (start ?? 0) - (end ?? 0) - (marginStart ?? 0) - (marginEnd ?? 0) - edges)
    }

    /// The border box's start for a content size `size`. With both offsets, the size and both
    /// margins `auto`, the margins share the free space (centring); otherwise an `auto` margin
    /// is 0. Without `start` the box hangs from `end`; without either it stays at its static
    /// position.
    func borderStart(size: Double) -> Double {
        let borderSize = size + edges
        if let start, let end, marginStart == nil, marginEnd == nil {
            let free = containingSize - start - end - borderSize
            return containingStart + start + max(0, free / 2)
        }
        if fromEnd, let end { return containingStart + containingSize - end - (marginEnd ?? 0) - borderSize }
        if let start { return containingStart + start + (marginStart ?? 0) }
        if let end { return containingStart + containingSize - end - (marginEnd ?? 0) - borderSize }
        if fromEnd, let staticEnd { return staticEnd - (marginEnd ?? 0) - borderSize }
        return staticStart + (marginStart ?? 0)
    }
}
