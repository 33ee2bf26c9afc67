import RRenderCore
import RRenderStyle

/// Which cell draws each edge two cells share when borders collapse (`border-collapse:
/// collapse`, CSS 2.1 §17.6.2, simplified): the wider border wins, and on a tie the cell below
/// or to the right draws it. A cell whose bottom edge the cell below draws keeps that edge as
/// its `closing` box, drawn only when a page ends under it.
struct CollapsedEdges {
    var drawTop = true, drawRight = true, drawBottom = true, drawLeft = true
    /// The edge under the cell, in the winning border's style, for a page ending there.
    var closing: BoxFragment?

    /// `box` with the edges other cells draw removed.
    func apply(to box: BoxFragment) -> BoxFragment {
        var box = box
        if !drawTop { box.borderWidths.top = 0 }
        if !drawRight { box.borderWidths.right = 0 }
        if !drawBottom { box.borderWidths.bottom = 0 }
        if !drawLeft { box.borderWidths.left = 0 }
        return box
    }
}

extension TableGrid {
    /// The collapsed edges of every cell of `cells` (same order), on a grid of `rowCount` rows.
    static func collapsedEdges(cells: [GridCell], table: TableBox, columnCount: Int) -> [CollapsedEdges] {
        var owner = [[Int?]](repeating: [Int?](repeating: nil, count: columnCount), count: table.rows.count)
        for (index, cell) in cells.enumerated() {
            for row in cell.rows(in: table) {
                for column in cell.columns(count: columnCount) { owner[row][column] = index }
            }
        }
        func style(_ index: Int) -> ComputedStyle { cells[index].cell.box.style }
        return cells.map { cell in
            let rows = cell.rows(in: table), columns = cell.columns(count: columnCount)
            let widths = cell.cell.box.style.usedBorderWidths
            let below = rows.upperBound < table.rows.count ? Set(columns.compactMap { owner[rows.upperBound][$0] }) : []
            let above = rows.lowerBound > 0 ? Set(columns.compactMap { owner[rows.lowerBound - 1][$0] }) : []
            let right = columns.upperBound < columnCount ? Set(rows.compactMap { owner[$0][columns.upperBound] }) : []
            let left = columns.lowerBound > 0 ? Set(rows.compactMap { owner[$0][columns.lowerBound - 1] }) : []
            var edges = CollapsedEdges()
            edges.drawTop = !above.contains { style($0).usedBorderWidths.bottom > widths.top }
            edges.drawLeft = !left.contains { style($0).usedBorderWidths.right > widths.left }
            if let widest = right.max(by: { style($0).usedBorderWidths.left < style($1).usedBorderWidths.left }) {
                edges.drawRight = widths.right > style(widest).usedBorderWidths.left
            }
            if let widest = below.max(by: { style($0).usedBorderWidths.top < style($1).usedBorderWidths.top }) {
                edges.drawBottom = widths.bottom > style(widest).usedBorderWidths.top
                if !edges.drawBottom { edges.closing = Self.closingEdge(of: cell, winner: style(widest)) }
            }
            return edges
        }
    }

    /// The winner's top border drawn as the bottom edge of `cell`'s box (rows placed later).
    private static func closingEdge(of cell: GridCell, winner: ComputedStyle) -> BoxFragment? {
        let from = BoxFragment(style: winner, rect: .zero)
        guard from.borderWidths.top > 0 else { return nil }
        var edge = BoxFragment(style: winner, rect: Rect(x: cell.x, y: 0, width: cell.width, height: 0))
        edge.background = .transparent
        edge.borderWidths = EdgeInsets(top: 0, right: 0, bottom: from.borderWidths.top, left: 0)
        edge.borderStyles.bottom = from.borderStyles.top
        edge.borderColors.bottom = from.borderColors.top
        return edge
    }
}
