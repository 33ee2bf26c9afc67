import RRenderStyle

/// A table: rows of cells on a grid (CSS 2.1 §17).
public struct TableBox: Sendable {
    /// The rows in visual order: header groups first, footer groups last (CSS 2.1 §17.2).
    public var rows: [TableRow]
    /// The number of grid columns (the widest row, colspans and rowspans from above counted).
    public var columnCount: Int
    /// The `caption` element's box, laid out above the table.
    public var caption: BlockBox?

    public init(rows: [TableRow], columnCount: Int, caption: BlockBox?) {
        self.rows = rows
        self.columnCount = columnCount
        self.caption = caption
    }

    /// The number of leading header rows: a `thead`'s, else the leading rows of `th` cells.
    public var headerRowCount: Int {
        rows.prefix { $0.isHeader }.count
    }
}

/// One row of a table.
public struct TableRow: Sendable {
    /// The row's style: its `height` and background.
    public var style: ComputedStyle { sharedStyle.value }
    /// The row's style as the cascade shares it (an index of many rows holds one).
    public var sharedStyle: SharedStyle
    /// The cells that start in this row, left to right.
    public var cells: [TableCell]
    /// True for rows of a `thead` (`table-header-group`), or, in a table without one, for the
    /// leading rows made only of `th` cells.
    public var isHeader: Bool
}

/// One cell: a block container on one or more grid slots.
public struct TableCell: Sendable {
    /// The cell's block container: its content, padding, borders and `vertical-align`.
    public var box: BlockBox
    /// The first grid column the cell occupies: after the slots taken by cells to its left and by
    /// cells spanning down from rows above (HTML's table model, CSS 2.1 §17.2.1).
    public var column: Int
    /// The number of columns it spans (`colspan`), at least 1.
    public var columnSpan: Int
    /// The number of rows the cell spans, at least 1 and never past its row group.
    public var rowSpan: Int
}
