import RRenderStyle

/// A table box: rows of cells on a grid (CSS 2.1 §17). It is the content of a block box that
/// holds the table's borders, padding and background; that box sits in the table wrapper box
/// (§17.4), a block box keeping the table element's `display`, with the captions above and below
/// it and the table's margins and position (`BoxTreeBuilder.table`).
public struct TableBox: Sendable {
    /// The rows in visual order: header groups first, footer groups last (CSS 2.1 §17.2).
    public var rows: [TableRow]
    /// The number of grid columns (the widest row, colspans and rowspans from above counted,
    /// and the columns that `table-column` boxes make).
    public var columnCount: Int
    /// The `table-column` boxes, one for each grid column they cover, from the first: fewer
    /// than `columnCount` when the columns are not all declared.
    public var columns: [TableColumn]
    /// The table's `height`: a minimum, the rows grow to fill it (§17.5.3).
    public var height: LengthPercentageAuto
    /// True for `table-layout: fixed` with a `width` other than `auto` (§17.5.2.1).
    public var fixedLayout: Bool
    /// True when the table's `width` and `height` are those of its border box: an HTML
    /// `table`, which browsers style `box-sizing: border-box`.
    public var sizesBorderBox = false
    /// The table's `min-height` and `max-height`, which bound its `height`.
    public var minHeight: LengthPercentage = .zero
    public var maxHeight: LengthPercentage?
    /// True for `direction: rtl`: the first column is the rightmost.
    public var rightToLeft = false
    /// The collapsed borders of the grid, when borders collapse (`CollapsedBorders`).
    public var collapsedGrid: CollapsedGrid?

    public init(
        rows: [TableRow], columnCount: Int, columns: [TableColumn] = [], height: LengthPercentageAuto = .auto,
        fixedLayout: Bool = false
    ) {
        self.rows = rows
        self.columnCount = columnCount
        self.columns = columns
        self.height = height
        self.fixedLayout = fixedLayout
    }

    /// The number of leading header rows: a `thead`'s, else the leading rows of `th` cells.
    public var headerRowCount: Int {
        rows.prefix { $0.isHeader }.count
    }
}

/// One grid column as `table-column` and `table-column-group` boxes declare it: its `width`
/// and its background (§17.5.1), and its group's.
public struct TableColumn: Sendable {
    /// The column's style, nil for a column group without columns (the group stands for them).
    public var style: ComputedStyle? { sharedStyle?.value }
    public var sharedStyle: SharedStyle?
    /// The column group's style, nil for a column directly in the table.
    public var groupStyle: ComputedStyle? { groupSharedStyle?.value }
    public var groupSharedStyle: SharedStyle?
    /// The index of the column group, for its background drawn once across its columns.
    public var group: Int?

    /// The `width` the column declares: its own, else its group's.
    public var width: LengthPercentageAuto {
        if let style, style.width != .auto { return style.width }
        return groupStyle?.width ?? .auto
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
    /// The row group's style, nil for rows directly in the table.
    public var groupSharedStyle: SharedStyle?
    /// The index of the row group (in visual order), for its background drawn once across its rows.
    public var group: Int?

    public init(
        sharedStyle: SharedStyle, cells: [TableCell], isHeader: Bool, groupSharedStyle: SharedStyle? = nil, group: Int? = nil
    ) {
        self.sharedStyle = sharedStyle
        self.cells = cells
        self.isHeader = isHeader
        self.groupSharedStyle = groupSharedStyle
        self.group = group
    }

    public var groupStyle: ComputedStyle? { groupSharedStyle?.value }
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
