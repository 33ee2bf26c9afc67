internal import CPangoCairo

/// Where the lines of a paragraph with a negative `text-indent` go (CSS Text 3 §8.1): the first
/// line's box starts that far before the paragraph's start edge, the others at it.
///
/// Pango reads a negative indent as a hanging one: the first line at the edge and the others
/// pushed in. So `PangoShaper` makes the layout `-indent` wider, which gives the first line the
/// room CSS gives it and the others their width, and this places each line in its CSS box
/// with the alignment Pango used for it: left-aligned lines at the box's left, right-aligned at
/// its right, centred in it; a line wider than its box at the start edge.
struct HangingIndent {
    /// `-indent` in px (positive).
    let amount: Double
    /// The paragraph's width: the content box, `[0, width]`.
    let width: Double
    /// The paragraph's direction (its first line's): the first line reaches out on its start side.
    let rightToLeft: Bool
    let alignment: PangoAlignment
    let autoDirection: Bool
    let baseDirection: PangoDirection

    /// For `layout`, or nil when its indent is not negative.
    init?(_ layout: OpaquePointer, width: Double) {
        let indent = pango_layout_get_indent(layout)
        guard indent < 0 else { return nil }
        amount = Double(-indent) / Double(PANGO_SCALE)
        self.width = width
        let first = pango_layout_get_line_readonly(layout, 0)
        rightToLeft = first.map { $0.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue } ?? false
        alignment = pango_layout_get_alignment(layout)
        autoDirection = pango_layout_get_auto_dir(layout) != 0
        baseDirection = pango_context_get_base_dir(pango_layout_get_context(layout))
    }

    /// The x of line `index`, `lineWidth` px wide, resolved in `direction` (a `PangoDirection`
    /// raw value), in the paragraph's box.
    func x(ofLine index: Int, lineWidth: Double, direction: UInt32) -> Double {
        var left = 0.0, right = width
        if index == 0 {
            if rightToLeft { right += amount } else { left -= amount }
        }
        if lineWidth > right - left { return rightToLeft ? right - lineWidth : left }
        switch effectiveAlignment(direction) {
        case PANGO_ALIGN_RIGHT: return right - lineWidth
        case PANGO_ALIGN_CENTER: return left + (right - left - lineWidth) / 2
        default: return left
        }
    }

    /// The alignment Pango gives a line: under auto-dir, left and right swap on a line whose
    /// direction is against the context's (Pango's `get_alignment`).
    private func effectiveAlignment(_ direction: UInt32) -> PangoAlignment {
        guard autoDirection, alignment != PANGO_ALIGN_CENTER, Self.isAgainst(direction, baseDirection) else { return alignment }
        return alignment == PANGO_ALIGN_LEFT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
    }

    private static func isAgainst(_ line: UInt32, _ base: PangoDirection) -> Bool {
        let rtl = line == PANGO_DIRECTION_RTL.rawValue
        let baseRTL = base == PANGO_DIRECTION_RTL || base == PANGO_DIRECTION_WEAK_RTL
        let baseLTR = base == PANGO_DIRECTION_LTR || base == PANGO_DIRECTION_WEAK_LTR
        return rtl ? baseLTR : baseRTL
    }
}
