import RRenderCore

/// Places the cells of one row group on grid columns, as HTML's table model does: a cell takes
/// the first column not covered by a cell spanning down from a row above, so the later cells of
/// a row spanned into shift right (CSS 2.1 §17.2.1; HTML "forming a table"). Row spans are
/// clipped to the row group (`rowspan="0"` spans to its end).
struct TableSlots {
    /// For each column, how many more rows (the current one included) a cell from above covers.
    private var covered: [Int] = []

    /// Places `cells` (each with its requested spans) of the row `rowIndex` of a group of
    /// `groupSize` rows; returns them with their column and clipped row span. Cells starting
    /// past `ContentLimits.maximumTableColumns` are dropped and spans are cut there.
    mutating func place(_ cells: [(cell: TableCell, requestedRowSpan: Int)], rowIndex: Int, groupSize: Int) -> [TableCell] {
        var column = 0
        var placed: [TableCell] = []
        let remaining = max(1, groupSize - rowIndex)
        for (cell, requested) in cells {
            while column < covered.count, covered[column] > 0 { column += 1 }
            guard column < ContentLimits.maximumTableColumns else { break }
            var cell = cell
            cell.column = column
            cell.rowSpan = requested == 0 ? remaining : min(max(requested, 1), remaining)
            cell.columnSpan = min(cell.columnSpan, ContentLimits.maximumTableColumns - column)
            let end = column + cell.columnSpan
            if covered.count < end { covered += Array(repeating: 0, count: end - covered.count) }
            for c in column..<end { covered[c] = max(covered[c], cell.rowSpan) }
            placed.append(cell)
            column = end
        }
        return placed
    }

    /// True when a cell from a row above still covers a slot of the current row.
    var coversCurrentRow: Bool { covered.contains { $0 > 0 } }

    /// Moves on to the next row: every span covers one row less.
    mutating func endRow() {
        covered = covered.map { max(0, $0 - 1) }
    }
}
