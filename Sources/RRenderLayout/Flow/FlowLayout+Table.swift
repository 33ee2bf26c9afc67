import RRenderCore
import RRenderStyle

extension FlowLayout {
    /// Lays a table's rows out on its column grid; each row is one atom (rows are not split).
    func layoutTable(_ table: TableBox, style: ComputedStyle, x: Double, width: Double) {
        if let caption = table.caption { layoutBlock(caption, x: x, containingWidth: width) }
        let sizer = TableSizer(table: table, style: style, shaper: shaper, pageHeight: pageHeight)
        let columns = sizer.columnWidths(tableWidth: width)
        let spacing = sizer.spacing
        resolveMargins(opening: true)
        cursorY += spacing
        for (index, row) in table.rows.enumerated() {
            let last = index == table.rows.count - 1
            let laid = layoutRow(row, columns: columns, x: x, top: cursorY, spacing: spacing,
                                 collapse: style.borderCollapse, lastRow: last)
            pendingAnchors += laid.anchors
            let afterHeader = index > 0 && table.rows[index - 1].isHeader && !row.isHeader
            emitAtom(top: cursorY, bottom: cursorY + laid.height, fragments: laid.fragments, links: laid.links,
                     avoidBreakBefore: afterHeader)
            cursorY += laid.height + spacing
        }
    }

    private func layoutRow(_ row: TableRow, columns: [Double], x: Double, top: Double, spacing: Double,
                           collapse: Bool, lastRow: Bool) -> LaidOutRow {
        var cells: [(flow: Flow, box: BlockBox, x: Double, width: Double, height: Double, lastColumn: Bool)] = []
        var column = 0, cellX = x + spacing
        for cell in row.cells where column < columns.count {
            let span = min(cell.columnSpan, columns.count - column)
            let cellWidth = columns[column..<column + span].reduce(0, +) + spacing * Double(span - 1)
            let style = cell.box.style
            let edges = style.usedBorderWidths.horizontal + style.usedPadding(containingWidth: cellWidth).horizontal
            let flow = FlowLayout(shaper: shaper, pageHeight: pageHeight).layoutContent(of: cell.box, width: max(0, cellWidth - edges))
            let vertical = style.usedBorderWidths.vertical + style.usedPadding(containingWidth: cellWidth).vertical
            let specified = style.height.resolve(against: pageHeight) ?? 0
            cells.append((flow, cell.box, cellX, cellWidth, max(flow.height + vertical, specified), column + span == columns.count))
            column += span
            cellX += cellWidth + spacing
        }
        let height = max(cells.map(\.height).max() ?? 0, row.style.height.resolve(against: pageHeight) ?? 0)
        var laid = LaidOutRow(height: height)
        if !row.style.backgroundColor.isTransparent {
            laid.fragments.append(.box(BoxFragment(style: row.style, rect: Rect(x: x, y: top, width: cellX - x, height: height))))
        }
        for cell in cells {
            var decoration = BoxFragment(style: cell.box.style, rect: Rect(x: cell.x, y: top, width: cell.width, height: height))
            if collapse {
                // Collapsed borders: a shared edge is drawn once, by the cell above or to the left.
                if !cell.lastColumn { decoration.borderWidths.right = 0 }
                if !lastRow { decoration.borderWidths.bottom = 0 }
            }
            if !decoration.isInvisible { laid.fragments.append(.box(decoration)) }
            let style = cell.box.style
            let padding = style.usedPadding(containingWidth: cell.width), border = style.usedBorderWidths
            let contentTop = top + border.top + padding.top + verticalOffset(style.verticalAlign, free: height - cell.height)
            laid.add(cell.flow, dx: cell.x + border.left + padding.left, dy: contentTop)
        }
        return laid
    }

    private func verticalOffset(_ align: VerticalAlign, free: Double) -> Double {
        switch align {
        case .middle: max(0, free / 2)
        case .bottom: max(0, free)
        default: 0
        }
    }
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
