import RRenderStyle

extension FlowLayout {
    /// Clearance for an in-flow block with `clear` and top margin `topMargin` (CSS 2.1 §9.5.2).
    ///
    /// The box's hypothetical top border edge is where its top margin, collapsed with the
    /// margins before it, would put it. When that is not below the floats it clears, clearance
    /// goes above its top margin, just enough to put its border edge even with the lowest of
    /// them: the margins before it no longer collapse with its own, and its own margin still
    /// collapses with what follows it (its children's, or the next box's when it is empty).
    func clearFloats(_ clear: Clear, topMargin: Double) {
        guard clear != .none else { return }
        placeDeferredFloats(at: cursorY + margins.value)
        var hypothetical = margins
        hypothetical.add(topMargin)
        guard let bottom = floatArea.clearance(clear), bottom > cursorY + hypothetical.value + 0.0001 else { return }
        resolveMargins(opening: false)
        cursorY = bottom - topMargin
        margins.clearanceDepth = openBlocks.count
    }

    /// True when the pending margin collapses with the top margin of a box with clearance that
    /// was inside the block just closed: it stays inside that block, not collapsing with its
    /// bottom margin (CSS 2.1 §8.3.1).
    var marginHeldByClearance: Bool {
        margins.clearanceDepth.map { openBlocks.count < $0 } ?? false
    }
}
