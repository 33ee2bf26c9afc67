import RRenderCore

/// Fragments of a page that are painted in a layer of their own: a positioned box, or the
/// decoration or an atom of a relative block.
struct LayeredRange {
    let layer: PaintLayer
    /// Where they are in the page's fragments in reading order.
    let range: Range<Int>
}

extension PageAssembler {
    /// The positioned boxes a column shows, moved onto the page. `dx`, `dy` move flow
    /// coordinates onto the page, `pageTop` is the content area's top.
    func placedPositioned(
        atoms: Range<Int>, column index: Int, dx: Double, dy: Double,
        pageTop: Double
    ) -> [PositionedBox] {
        positionedBoxes(atoms: atoms, column: index).map { box in
            box.space == .flow ? box.offsetBy(dx: dx, dy: dy) : box.offsetBy(dx: dx, dy: pageTop)
        }
    }

    /// The positioned boxes of a window, as layers under and over its in-flow content.
    func positionedLayers(
        atoms: Range<Int>, column index: Int, dx: Double, dy: Double,
        pageTop: Double
    ) -> (below: [Fragment], above: [Fragment], links: [LinkRegion]) {
        let boxes = placedPositioned(atoms: atoms, column: index, dx: dx, dy: dy, pageTop: pageTop)
            .sorted(by: PositionedBox.paintsBefore)
        var below: [Fragment] = [], above: [Fragment] = []
        for box in boxes {
            if box.zIndex < 0 { below += box.fragments } else { above += box.fragments }
        }
        return (below, above, boxes.flatMap(\.links))
    }

    /// The painting order of a page's `count` fragments (given in reading order), nil when it
    /// is the reading order: layers with a negative `z-index` first, then the in-flow content,
    /// then the other layers, by `z-index` then tree order, each layer's fragments as they came
    /// (CSS 2.1 Appendix E).
    static func paintOrder(count: Int, layered: [LayeredRange]) -> [Int]? {
        guard !layered.isEmpty else { return nil }
        let sorted = layered.enumerated().sorted { a, b in
            a.element.layer == b.element.layer ? a.offset < b.offset : a.element.layer.paintsBefore(b.element.layer)
        }.map(\.element)
        var inLayer = [Bool](repeating: false, count: count)
        for entry in layered { for i in entry.range { inLayer[i] = true } }
        let below = sorted.filter { $0.layer.zIndex < 0 }.flatMap { Array($0.range) }
        let above = sorted.filter { $0.layer.zIndex >= 0 }.flatMap { Array($0.range) }
        return below + (0..<count).filter { !inLayer[$0] } + above
    }

    /// True when the column shows relative blocks, painted in their layers: after the in-flow
    /// content, among the positioned boxes by `z-index` and tree order (CSS 2.1 Appendix E,
    /// step 8), so a block moved over earlier text covers it.
    func usesPaintLayers(atoms: Range<Int>) -> Bool {
        !flow.decorationLayers.isEmpty || flow.atoms[atoms].contains { $0.layer != nil }
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

extension PageLayout {
    /// Puts the fragments (given in reading order) in painting order `order`, keeping the
    /// reading order for the page's text.
    mutating func paint(in order: [Int]?) {
        guard let order else { return }
        let reading = fragments
        fragments = order.map { reading[$0] }
        var position = [Int](repeating: 0, count: order.count)
        for (painted, read) in order.enumerated() { position[read] = painted }
        readingOrder = position
    }
}
