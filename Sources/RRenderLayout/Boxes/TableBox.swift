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

/// One cell: a block container spanning one or more columns.
public struct TableCell: Sendable {
    public var box: BlockBox
    public var columnSpan: Int
}
