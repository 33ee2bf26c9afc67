import RRenderCore

extension PageAssembler {
    /// The positioned boxes a column shows, as layers under and over its in-flow content
    /// (CSS 2.1 Appendix E: negative `z-index` after the root's background, the others after
    /// the in-flow content, each layer in `z-index` then tree order), moved onto the page.
    /// `dx`, `dy` move flow coordinates onto the page, `pageTop` is the content area's top.
    func positionedLayers(atoms: Range<Int>, column index: Int, dx: Double, dy: Double,
                          pageTop: Double) -> (below: [Fragment], above: [Fragment], links: [LinkRegion]) {
        let boxes = positionedBoxes(atoms: atoms, column: index).sorted(by: PositionedBox.paintsBefore)
        var below: [Fragment] = [], above: [Fragment] = [], links: [LinkRegion] = []
        for box in boxes {
            let moved = box.space == .flow ? box.offsetBy(dx: dx, dy: dy) : box.offsetBy(dx: dx, dy: pageTop)
            if box.zIndex < 0 { below += moved.fragments } else { above += moved.fragments }
            links += moved.links
        }
        return (below, above, links)
    }

    /// The boxes anchored to `atoms` (the flow keeps them by atom: a binary search finds the
    /// first); a one-page resource's page shows them all.
    private func positionedBoxes(atoms: Range<Int>, column index: Int) -> ArraySlice<PositionedBox> {
        let all = flow.positioned
        guard !all.isEmpty else { return [] }
        if showsAllPositioned { return index == 0 ? all[...] : [] }
        var low = 0, high = all.count
        while low < high {
            let middle = (low + high) / 2
            if all[middle].atom < atoms.lowerBound { low = middle + 1 } else { high = middle }
        }
        // Every box has an atom (`FlowLayout.finishPositioned` makes one after the last content).
        var end = low
        while end < all.count, all[end].atom < atoms.upperBound { end += 1 }
        return all[low..<end]
    }
}
