import RRenderCore

extension PageAssembler {
    /// The positioned boxes a column shows, with the content of relative blocks (`inFlow`,
    /// already on the page), as layers under and over its in-flow content (CSS 2.1 Appendix E:
    /// negative `z-index` after the root's background, the others after the in-flow content,
    /// each layer in `z-index` then tree order), moved onto the page. `dx`, `dy` move flow
    /// coordinates onto the page, `pageTop` is the content area's top.
    func positionedLayers(atoms: Range<Int>, column index: Int, dx: Double, dy: Double, pageTop: Double,
                          inFlow: [(layer: PaintLayer, fragments: [Fragment])] = [])
        -> (below: [Fragment], above: [Fragment], links: [LinkRegion]) {
        var entries = inFlow
        var links: [LinkRegion] = []
        for box in positionedBoxes(atoms: atoms, column: index) {
            let moved = box.space == .flow ? box.offsetBy(dx: dx, dy: dy) : box.offsetBy(dx: dx, dy: pageTop)
            entries.append((box.layer, moved.fragments))
            links += moved.links
        }
        // In order of layer, and as they came within one (a block's decoration, then its lines).
        let sorted = entries.enumerated().sorted { a, b in
            a.element.layer == b.element.layer ? a.offset < b.offset : a.element.layer.paintsBefore(b.element.layer)
        }
        var below: [Fragment] = [], above: [Fragment] = []
        for entry in sorted.map(\.element) {
            if entry.layer.zIndex < 0 { below += entry.fragments } else { above += entry.fragments }
        }
        return (below, above, links)
    }

    /// True when the column's relative blocks are painted in layers: when it shows positioned
    /// boxes or a relative block has a `z-index`. Otherwise they stay in the flow's order,
    /// which is the same picture and keeps the page's text in reading order.
    func usesPaintLayers(atoms: Range<Int>, column index: Int) -> Bool {
        guard !flow.decorationLayers.isEmpty || flow.atoms[atoms].contains(where: { $0.layer != nil }) else { return false }
        if !positionedBoxes(atoms: atoms, column: index).isEmpty { return true }
        return flow.atoms[atoms].contains { ($0.layer?.zIndex ?? 0) != 0 }
    }

    /// The boxes anchored to `atoms` (the flow keeps them by atom: a binary search finds the
    /// first); a one-page resource's page shows them all.
    func positionedBoxes(atoms: Range<Int>, column index: Int) -> ArraySlice<PositionedBox> {
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
