import RRenderCore
import RRenderStyle

extension FlowLayout {
    /// Lays a table's rows out on its column grid. Each row is one atom (rows are not split),
    /// except that rows joined by a `rowspan` make one atom together.
    func layoutTable(_ table: TableBox, style: ComputedStyle, x: Double, width: Double) {
        if let caption = table.caption { layoutBlock(caption, x: x, containingWidth: width) }
        let sizer = TableSizer(table: table, style: style, shaper: shaper, pageHeight: pageHeight, cache: widthCache)
        let grid = TableGrid(columns: sizer.columnWidths(tableWidth: width), spacing: sizer.spacing, x: x,
                             collapse: style.borderCollapse, rowCount: table.rows.count)
        resolveMargins(opening: true)
        cursorY += grid.spacing
        var index = 0
        while index < table.rows.count {
            // The group ends with the last row a cell of it spans into.
            var end = index
            var r = index
            while r <= end {
                end = max(end, r + (table.rows[r].cells.map(\.rowSpan).max() ?? 1) - 1)
                r += 1
            }
            let laid = layoutRows(table.rows[index...end], firstIndex: index, grid: grid, top: cursorY)
            pendingAnchors += laid.anchors
            let afterHeader = index > 0 && table.rows[index - 1].isHeader && !table.rows[index].isHeader
            emitAtom(top: cursorY, bottom: cursorY + laid.height, fragments: laid.fragments, links: laid.links,
                     avoidBreakBefore: afterHeader)
            cursorY += laid.height + grid.spacing
            index = end + 1
        }
    }

    /// Rows that `rowspan`s join: each row as tall as its one-row cells, and the last row a
    /// spanning cell covers grown to fit it (CSS 2.1 §17.5.3).
    private func layoutRows(_ rows: ArraySlice<TableRow>, firstIndex: Int, grid: TableGrid, top: Double) -> LaidOutRow {
        var cells: [LaidOutCell] = []
        var heights = [Double](repeating: 0, count: rows.count)
        for (offset, row) in rows.enumerated() {
            heights[offset] = row.style.height.resolve(against: pageHeight) ?? 0
            for cell in row.cells where cell.column < grid.columns.count {
                let laid = layoutCell(cell, row: offset, grid: grid)
                if cell.rowSpan == 1 { heights[offset] = max(heights[offset], laid.height) }
                cells.append(laid)
            }
        }
        for cell in cells where cell.rowSpan > 1 {
            let last = min(cell.row + cell.rowSpan, rows.count) - 1
            let spanned = heights[cell.row...last].reduce(0, +) + grid.spacing * Double(last - cell.row)
            if cell.height > spanned { heights[last] += cell.height - spanned }
        }
        let rowTops = heights.indices.map { top + heights[..<$0].reduce(0, +) + grid.spacing * Double($0) }
        var laid = LaidOutRow(height: heights.reduce(0, +) + grid.spacing * Double(rows.count - 1))
        for (offset, row) in rows.enumerated() where !row.style.backgroundColor.isTransparent {
            laid.fragments.append(.box(BoxFragment(style: row.style, rect: Rect(x: grid.x, y: rowTops[offset], width: grid.rowWidth,
                                                                                height: heights[offset]))))
        }
        for cell in cells {
            let last = min(cell.row + cell.rowSpan, rows.count) - 1
            let height = rowTops[last] + heights[last] - rowTops[cell.row]
            var decoration = BoxFragment(style: cell.box.style, rect: Rect(x: cell.x, y: rowTops[cell.row], width: cell.width, height: height))
            if grid.collapse {
                // Collapsed borders: a shared edge is drawn once, by the cell above or to the left.
                if !cell.lastColumn { decoration.borderWidths.right = 0 }
                if firstIndex + last < grid.rowCount - 1 { decoration.borderWidths.bottom = 0 }
            }
            if !decoration.isInvisible { laid.fragments.append(.box(decoration)) }
            let style = cell.box.style
            let padding = style.usedPadding(containingWidth: cell.width), border = style.usedBorderWidths
            let contentTop = rowTops[cell.row] + border.top + padding.top + verticalOffset(style.verticalAlign, free: height - cell.height)
            laid.add(cell.flow, dx: cell.x + border.left + padding.left, dy: contentTop)
        }
        return laid
    }

    /// A cell's content laid out in the width of its columns.
    private func layoutCell(_ cell: TableCell, row: Int, grid: TableGrid) -> LaidOutCell {
        let span = min(cell.columnSpan, grid.columns.count - cell.column)
        let width = grid.columns[cell.column..<cell.column + span].reduce(0, +) + grid.spacing * Double(span - 1)
        let style = cell.box.style
        let edges = style.usedBorderWidths.horizontal + style.usedPadding(containingWidth: width).horizontal
        let flow = FlowLayout(shaper: shaper, pageHeight: pageHeight, widthCache: widthCache)
            .layoutContent(of: cell.box, width: max(0, width - edges))
        let vertical = style.usedBorderWidths.vertical + style.usedPadding(containingWidth: width).vertical
        let specified = style.height.resolve(against: pageHeight) ?? 0
        return LaidOutCell(flow: flow, box: cell.box, row: row, rowSpan: cell.rowSpan, x: grid.columnX(cell.column), width: width,
                           height: max(flow.height + vertical, specified), lastColumn: cell.column + span == grid.columns.count)
    }

    private func verticalOffset(_ align: VerticalAlign, free: Double) -> Double {
        switch align {
        case .middle: max(0, free / 2)
        case .bottom: max(0, free)
        default: 0
        }
    }
}

/// A table's column grid: widths, spacing and where it starts.
struct TableGrid {
    let columns: [Double]
    let spacing: Double
    let x: Double
    let collapse: Bool
    let rowCount: Int

    /// The left border edge of column `index`.
    func columnX(_ index: Int) -> Double {
        x + spacing + columns[..<index].reduce(0, +) + spacing * Double(index)
    }

    /// From the table's left content edge to after the last column's spacing.
    var rowWidth: Double { columnX(columns.count) - x }
}

/// A cell laid out, before the heights of its rows are known.
struct LaidOutCell {
    let flow: Flow
    let box: BlockBox
    /// Its row, from the first row of its group.
    let row: Int
    let rowSpan: Int
    let x: Double
    let width: Double
    let height: Double
    let lastColumn: Bool
}

/// A table row's content, placed: the row atom's fragments and links.
struct LaidOutRow {
    var height: Double
    var fragments: [Fragment] = []
    var links: [LinkRegion] = []
    var anchors: [String] = []

    /// Adds everything of a cell's flow, moved by `dx`, `dy`.
    mutating func add(_ flow: Flow, dx: Double, dy: Double) {
        fragments += flow.decorations.map { Fragment.box($0).offsetBy(dx: dx, dy: dy) }
        for atom in flow.atoms {
            fragments += atom.fragments.map { $0.offsetBy(dx: dx, dy: dy) }
            links += atom.links.map { LinkRegion(rect: $0.rect.offsetBy(dx: dx, dy: dy), href: $0.href) }
        }
        anchors += flow.anchors.sorted { $0.value < $1.value }.map(\.key)
    }
}
