import RRenderStyle

/// The vertical size of a block's content box (CSS 2.1 §10.5–§10.7): `height` if it is a length,
/// or a percentage of a containing block whose height is definite; else the content's; always
/// within `min-height` and `max-height` (whose percentages, against an indefinite containing
/// block, mean 0 and none).
struct BlockHeight {
    let style: ComputedStyle
    /// The containing block's content height when definite, else nil.
    let containingHeight: Double?

    /// The specified height, resolved; nil for `auto` (and a percentage of an indefinite height).
    var specified: Double? {
        if case .percent = style.height, containingHeight == nil { return nil }
        return style.height.resolve(against: containingHeight ?? 0).map { max(0, $0) }
    }

    /// The height the content box is given before its content is laid out, when it does not
    /// depend on the content: what the box's children take percentages of.
    var definite: Double? { specified.map(clamped) }

    /// The used height of a content box whose content is `content` tall.
    func used(content: Double) -> Double { clamped(specified ?? content) }

    /// True when the box's bottom edge keeps its last child's bottom margin inside it: its
    /// height is not `auto` (§8.3.1; `min-height` does not matter there, only for a box whose
    /// own margins collapse through it).
    var holdsBottomMargin: Bool { specified != nil }

    /// `min-height`, 0 for a percentage of an indefinite height.
    var minimum: Double {
        if case .percent = style.minHeight, containingHeight == nil { return 0 }
        return max(0, style.minHeight.resolve(against: containingHeight ?? 0))
    }

    /// `max-height`, nil (none) for a percentage of an indefinite height.
    var maximum: Double? {
        guard let maxHeight = style.maxHeight else { return nil }
        if case .percent = maxHeight, containingHeight == nil { return nil }
        return max(0, maxHeight.resolve(against: containingHeight ?? 0))
    }

    private func clamped(_ height: Double) -> Double {
        max(maximum.map { min(height, $0) } ?? height, minimum)
    }
}
