import RRenderStyle

/// A table: rows of cells on a grid (CSS 2.1 §17).
public struct TableBox: Sendable {
    public var rows: [TableRow]
    /// The number of grid columns (the widest row, colspans counted).
    public var columnCount: Int
    /// Collapsed borders (`border-collapse: collapse`) draw shared cell edges once.
    public var caption: BlockBox?

    public init(rows: [TableRow], columnCount: Int, caption: BlockBox?) {
        self.rows = rows
        self.columnCount = columnCount
        self.caption = caption
    }
}

/// One row of a table.
public struct TableRow: Sendable {
    public var style: ComputedStyle
    public var cells: [TableCell]
    /// True for rows of a `thead` (`table-header-group`).
    public var isHeader: Bool
}

/// One cell: a block container spanning one or more columns and rows.
public struct TableCell: Sendable {
    public var box: BlockBox
    public var columnSpan: Int
    /// Rows spanned from its own down (`rowspan`, clamped to the rows left).
    public var rowSpan = 1
    /// Its first grid column: after the cells before it in its row and the columns that cells
    /// of rows above span into.
    public var column = 0
}

extension TableBox {
    /// `rows` with each cell's grid column set, as HTML forms a table (HTML §4.9.12.1): a cell
    /// takes the first column that no cell above covers with its `rowspan`; `rowspan` 0 and
    /// spans past the last row reach to the last row.
    static func placingCells(_ rows: [TableRow]) -> [TableRow] {
        var result = rows
        var covered: [Int: Int] = [:]  // column → rows below the current one still covered
        for r in result.indices {
            var column = 0
            for c in result[r].cells.indices {
                while (covered[column] ?? 0) > 0 { column += 1 }
                let rowsLeft = result.count - r
                let asked = result[r].cells[c].rowSpan
                result[r].cells[c].rowSpan = asked <= 0 ? rowsLeft : min(asked, rowsLeft)
                result[r].cells[c].column = column
                let span = result[r].cells[c].columnSpan
                if result[r].cells[c].rowSpan > 1 {
                    for k in column..<(column + span) { covered[k] = result[r].cells[c].rowSpan }
                }
                column += span
            }
            covered = covered.mapValues { $0 - 1 }.filter { $0.value > 0 }
        }
        return result
    }
}
