import RRenderCore

/// Rows of a table that row spans tie together (often one row), placed relative to the band's
/// top, and cut into slices that each fit the space a page has for them.
///
/// A band that fits is one slice: one atom, never split. A taller band is fragmented like a
/// block (CSS Fragmentation 3 §4; CSS 2.1 §17 does not define it): it is cut wherever every cell
/// is between two lines (a "clean" cut), so the page breaker fills pages line by line as in a
/// paragraph; where cells' lines never line up for longer than a page, each cell is fragmented on
/// its own and a slice is as tall as its tallest cell piece. Cell boxes and row backgrounds are
/// sliced with them and lose their borders on the cut edges. Every atom of every cell lands in
/// exactly one slice.
struct TableBand {
    /// The unsliced height.
    let height: Double
    let cells: [BandCell]

    /// The slices, top to bottom, none taller than `available` unless one cell atom is.
    func slices(available: Double) -> [BandSlice] {
        let available = max(1, available)
        let clean = height > available + Self.epsilon ? cleanCuts() : []
        var state = cells.map { CellProgress(start: 0, next: 0, anchorPlaced: false, cell: $0) }
        var slices: [BandSlice] = []
        var top = 0.0
        repeat {
            skipBlankStretch(top: &top, available: available, state: &state)
            var cut =
                clean.first { $0 > top + Self.epsilon && $0 <= top + available + Self.epsilon }
                ?? cutPosition(from: top, available: available, state: state)
            // A cut that does not advance (a band so tall that a page is lost in rounding) or one
            // too many ends the band: the last slice holds the rest, clipped like a tall atom.
            if cut <= top + Self.epsilon || slices.count + 1 >= ContentLimits.maximumSlicesPerBand { cut = height }
            slices.append(slice(from: top, to: cut, last: cut >= height - Self.epsilon, state: &state))
            top = cut
        } while top < height - Self.epsilon
        return slices
    }

    static let epsilon = 0.001

    /// Moves `top` past a stretch of the band where no cell has content left to place (a line
    /// a million px tall already drawn overflowing its slice, a cell's huge bottom padding):
    /// slices there would be blank pages, a thousand of them for a million px. Only the last
    /// page's worth of such a stretch at the band's end is kept, for the cells' bottom edges.
    private func skipBlankStretch(top: inout Double, available: Double, state: inout [CellProgress]) {
        let resume =
            state.compactMap { progress -> Double? in
                let atoms = progress.cell.flow.atoms
                return progress.next < atoms.count ? progress.cell.contentOrigin.y + atoms[progress.next].top : nil
            }.min() ?? height
        let target = min(resume, max(top, height - available))
        guard target > top + available + Self.epsilon else { return }
        top = target
        for i in state.indices { state[i].start = max(state[i].start, top) }
    }

    /// The band y positions, in order, where every cell allows a break and no line of any cell
    /// is cut: bottoms of cell atoms, with content of some cell still below them (a cut under
    /// the last line would only leave the cells' bottom padding and borders for the next page).
    private func cleanCuts() -> [Double] {
        let bottoms = cells.flatMap { cell in cell.flow.atoms.map { cell.contentOrigin.y + $0.bottom } }
        let last = bottoms.max() ?? 0
        var cuts = Set(bottoms).filter { $0 > Self.epsilon && $0 < last - Self.epsilon }.sorted()
        for cell in cells { cuts = cell.allowedCuts(cuts) }
        return cuts
    }

    /// The band y of the next cut after `top`: as low as possible while every cell's content
    /// placed in the slice fits in `available`, at a break its cell allows where it can.
    private func cutPosition(from top: Double, available: Double, state: [CellProgress]) -> Double {
        var cut = min(height, top + available)
        for progress in state {
            let flow = progress.cell.flow, originY = progress.cell.contentOrigin.y
            var index = progress.next
            while index < flow.atoms.count, originY + flow.atoms[index].top < cut {
                if originY + flow.atoms[index].bottom - progress.start > available + Self.epsilon {
                    cut = min(cut, originY + breakY(in: flow, before: index, after: progress.next))
                    break
                }
                index += 1
            }
        }
        // One atom taller than the space goes whole (it overflows, as an image taller than a
        // page would) rather than loop for ever.
        return cut > top + Self.epsilon ? cut : min(height, top + available)
    }

    /// Where a cell's content may be cut before atom `index`: the last break at or before it that
    /// `orphans`, `widows` or `break-*: avoid` do not forbid, if there is one after `first`.
    private func breakY(in flow: Flow, before index: Int, after first: Int) -> Double {
        var candidate = index
        while candidate > first + 1, flow.breaks[candidate].kind == .avoid { candidate -= 1 }
        if flow.breaks[candidate].kind == .avoid || candidate <= first { candidate = index }
        return min(flow.breaks[candidate].resumeY, flow.atoms[candidate].top)
    }

    /// The slice between `top` and `cut`; moves each cell's progress past what it places.
    private func slice(from top: Double, to cut: Double, last: Bool, state: inout [CellProgress]) -> BandSlice {
        var ends: [Double] = []
        var extent = cut - top
        for (i, progress) in state.enumerated() {
            let flow = progress.cell.flow, originY = progress.cell.contentOrigin.y
            var end = cut, index = progress.next
            while index < flow.atoms.count, last || originY + flow.atoms[index].top < cut {
                end = max(end, originY + flow.atoms[index].bottom)
                index += 1
            }
            ends.append(end)
            extent = max(extent, end - progress.start)
            state[i].placedUpTo = index
        }
        var slice = BandSlice(height: extent)
        let window = BandWindow(top: top, cut: cut, height: extent, last: last)
        if last {
            slice.closing = state.flatMap { $0.cell.closingEdges.compactMap(window.placeEdge) }.map(Fragment.box)
        }
        for i in state.indices {
            slice.add(state[i], end: ends[i], window: window)
            state[i].anchorPlaced = state[i].anchorPlaced || window.shows(top: state[i].cell.top)
            state[i].start = ends[i]
            state[i].next = state[i].placedUpTo
        }
        // Collapsed borders over every cell's background and content; the vertical ones last,
        // over the corners.
        let edges = state.flatMap { $0.cell.edges.compactMap(window.placeEdge) }
        slice.backgrounds += (edges.filter { $0.borderWidths.left == 0 } + edges.filter { $0.borderWidths.left > 0 }).map(
            Fragment.box)
        return slice
    }
}

/// A cell of a band: its box and its content's flow, with where the flow's origin is.
struct BandCell {
    /// The border box in band coordinates, nil when it paints nothing.
    let box: BoxFragment?
    /// The column, row and group backgrounds under it, bottom first, band coordinates.
    let layers: [BoxFragment]
    /// The collapsed edges the cell draws, band coordinates.
    let edges: [BoxFragment]
    /// The collapsed edges below it that the cells below draw, for a page ending under the cell.
    let closingEdges: [BoxFragment]
    /// The cell element's id, a link target.
    let anchor: String?
    /// The top of its box in band coordinates.
    let top: Double
    let contentOrigin: Point
    let flow: Flow

    /// Those of `cuts` (band y, ascending) that fall between lines (atoms) of the cell, or
    /// outside its content, at a break `orphans`, `widows` and `break-*: avoid` allow.
    func allowedCuts(_ cuts: [Double]) -> [Double] {
        let epsilon = TableBand.epsilon
        // The lowest bottom so far, atom by atom: the first atom reaching below a cut is found
        // by walking forward, as the cuts go down.
        var reach = -Double.infinity
        let reaches = flow.atoms.map { atom in
            reach = max(reach, atom.bottom)
            return reach
        }
        var index = 0
        return cuts.filter { y in
            let local = y - contentOrigin.y
            while index < reaches.count, reaches[index] <= local + epsilon { index += 1 }
            guard index < flow.atoms.count else { return true }
            // That atom must start at the cut or below it, after a break the cell allows.
            return flow.atoms[index].top >= local - epsilon && (index == 0 || flow.breaks[index].kind != .avoid)
        }
    }
}

/// How far a cell's content has been placed in slices.
struct CellProgress {
    /// The band y where the cell's next slice begins.
    var start: Double
    /// The first atom of its flow not placed yet.
    var next: Int
    var anchorPlaced: Bool
    let cell: BandCell
    /// The atoms up to this index go in the slice being made.
    var placedUpTo = 0
}

/// The part of a band a slice shows: band y `top..<cut` on a slice `height` tall (at least
/// `cut - top`; more when a cell's last line in the slice reaches past the cut).
struct BandWindow {
    let top: Double
    let cut: Double
    let height: Double
    /// True for the band's last slice.
    let last: Bool

    /// True when something starting at band y `top` begins in this slice or earlier.
    func shows(top y: Double) -> Bool {
        last || y < cut - TableBand.epsilon
    }

    /// A collapsed edge in band coordinates, moved into the slice when the slice shows it.
    /// A vertical edge is cut to the slice; a horizontal one goes whole where its middle is.
    func placeEdge(_ edge: BoxFragment) -> BoxFragment? {
        let epsilon = TableBand.epsilon
        var placed = edge
        if edge.borderWidths.left > 0 {
            // Cut where the band is cut; past the band's own top and bottom it fills corners.
            let minY = top > epsilon ? max(edge.rect.minY, top) : edge.rect.minY,
                maxY = last ? edge.rect.maxY : min(edge.rect.maxY, cut)
            guard maxY > minY + epsilon else { return nil }
            placed.rect = Rect(x: edge.rect.minX, y: minY - top, width: edge.rect.width, height: maxY - minY)
            return placed
        }
        let middle = edge.rect.midY
        guard last ? middle > top - epsilon : (middle >= top - epsilon && middle < cut - epsilon) else { return nil }
        placed.rect = edge.rect.offsetBy(dx: 0, dy: -top)
        return placed
    }

    /// A row background or cell box in band coordinates, as the slice shows it: cut edges lose
    /// their border, and a box reaching the cut reaches the slice's bottom.
    func place(_ box: BoxFragment) -> BoxFragment? {
        let epsilon = TableBand.epsilon
        guard box.rect.maxY > top + epsilon, box.rect.minY < cut - epsilon else { return nil }
        var placed = box
        let minY = max(0, box.rect.minY - top)
        if box.rect.minY < top - epsilon { placed.borderWidths.top = 0 }
        var maxY = box.rect.maxY - top
        if box.rect.maxY >= cut - epsilon {
            maxY = height
            if box.rect.maxY > cut + epsilon { placed.borderWidths.bottom = 0 }
        }
        placed.rect = Rect(x: box.rect.minX, y: minY, width: box.rect.width, height: maxY - minY)
        return placed
    }
}

/// One slice of a band: an atom's worth of table, in coordinates whose y is 0 at its top.
struct BandSlice {
    var height: Double
    /// The table's backgrounds and borders: column, row and cell backgrounds, the boxes of the
    /// blocks in cells, collapsed edges; painted under floats and lines (CSS 2.1 Appendix E,
    /// step 4).
    var backgrounds: [Fragment] = []
    /// The cells' content.
    var fragments: [Fragment] = []
    var links: [LinkRegion] = []
    /// Drawn only when a page ends after the slice (collapsed edges, `BandCell.closingEdges`).
    var closing: [Fragment] = []
    /// Ids that start in the slice.
    var anchors: [String] = []

    /// Adds a cell's box as the window shows it, and the cell content placed in this slice:
    /// its atoms from `progress.next` to `progress.placedUpTo`, its decorations clipped to the
    /// band strip `progress.start..<end`, moved so that `progress.start` is the slice's top.
    mutating func add(_ progress: CellProgress, end: Double, window: BandWindow) {
        let cell = progress.cell
        backgrounds += cell.layers.compactMap { window.place($0) }.map(Fragment.box)
        if let box = cell.box, let placed = window.place(box) { backgrounds.append(.box(placed)) }
        if let anchor = cell.anchor, !progress.anchorPlaced, window.shows(top: cell.top) { anchors.append(anchor) }
        let flow = cell.flow, originY = cell.contentOrigin.y
        let dx = cell.contentOrigin.x, dy = originY - progress.start
        for decoration in flow.decorations {
            if let piece = decoration.sliced(from: progress.start - originY, to: end - originY) {
                backgrounds.append(Fragment.box(piece).offsetBy(dx: dx, dy: dy))
            }
        }
        let placed = progress.next..<progress.placedUpTo
        fragments += Flow.paintOrder(flow.atoms[placed]).map { $0.offsetBy(dx: dx, dy: dy) }
        for atom in flow.atoms[placed] { links += atom.links.map { $0.offsetBy(dx: dx, dy: dy) } }
        anchors += flow.anchors.filter { placed.contains($0.value) }.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)
    }
}
