import RRenderCore
import RRenderStyle
import RRenderXML

extension BoxTreeBuilder {
    /// The boxes of a `display: table` or `inline-table` element (CSS 2.1 §17.4): the table
    /// wrapper box, keeping the element's `display`, margins, position and float, with the
    /// captions above and below the table box, which has the element's borders, padding and
    /// background and holds the rows in visual order (header groups first, footer groups
    /// last; §17.2), each cell on its grid slots.
    func table(_ element: StyledElement) -> BlockBox {
        var header: [TableRow] = [], body: [TableRow] = [], footer: [TableRow] = []
        var loose: [StyledElement] = []
        var captions: (top: [BlockBox], bottom: [BlockBox]) = ([], [])
        var columns: [TableColumn] = []
        var groups = 0
        for child in AnonymousTableObjects.tableChildren(of: element) {
            switch child.style.display {
            case .tableCaption:
                let caption = blockContainer(child, marker: nil)
                if child.style.captionSide == .bottom { captions.bottom.append(caption) } else { captions.top.append(caption) }
            case .tableHeaderGroup, .tableFooterGroup, .tableRowGroup:
                // Rows directly in the table form a row group of their own (HTML's implied tbody).
                body += rows(of: loose, isHeader: false, group: nil)
                loose = []
                let rows = rows(
                    of: AnonymousTableObjects.groupRows(of: child), isHeader: child.style.display == .tableHeaderGroup,
                    group: (child.sharedStyle, groups))
                groups += 1
                switch child.style.display {
                case .tableHeaderGroup: header += rows
                case .tableFooterGroup: footer += rows
                default: body += rows
                }
            case .tableRow:
                loose.append(child)
            case .tableColumn:
                columns += Array(repeating: TableColumn(sharedStyle: child.sharedStyle), count: Self.span(of: child))
            case .tableColumnGroup:
                let members = AnonymousTableObjects.groupColumns(of: child)
                let index = groups
                groups += 1
                if members.isEmpty {
                    columns += Array(
                        repeating: TableColumn(groupSharedStyle: child.sharedStyle, group: index), count: Self.span(of: child))
                }
                for column in members {
                    columns += Array(
                        repeating: TableColumn(
                            sharedStyle: column.sharedStyle, groupSharedStyle: child.sharedStyle, group: index),
                        count: Self.span(of: column))
                }
            default:
                continue
            }
        }
        body += rows(of: loose, isHeader: false, group: nil)
        if header.isEmpty { Self.markLeadingHeaderRows(&body) }
        var rows = header + body + footer
        var columnCount = max(rows.flatMap(\.cells).map { $0.column + $0.columnSpan }.max() ?? 0, min(columns.count, 1000))
        let limit = max(1, ContentLimits.maximumTableSlots / max(1, rows.count))
        if columnCount > limit {
            // Grids of rows × columns are allocated in layout: a long table keeps fewer columns.
            rows = rows.map { row in
                var row = row
                row.cells = row.cells.filter { $0.column < limit }.map { cell in
                    var cell = cell
                    cell.columnSpan = min(cell.columnSpan, limit - cell.column)
                    return cell
                }
                return row
            }
            columnCount = limit
        }
        columns = Array(columns.prefix(columnCount))
        let style = element.style
        var grid = TableBox(
            rows: rows, columnCount: columnCount, columns: columns, height: style.height,
            fixedLayout: style.tableLayout == .fixed && style.width != .auto)
        grid.sizesBorderBox = element.name == "table" && element.element.namespace == Namespace.xhtml
        (grid.minHeight, grid.maxHeight) = (style.minHeight, style.maxHeight)
        grid.rightToLeft = style.direction == .rtl
        var boxStyle = Self.tableBoxStyle(style)
        if style.borderCollapse { CollapsedBorders.apply(to: &grid, tableStyle: &boxStyle) }
        let source = AnonymousTableObjects.isAnonymous(element) ? nil : element.index
        let tableBox = BlockBox(style: boxStyle, source: source, tag: element.name, content: .table(grid))
        return BlockBox(
            style: Self.wrapperStyle(style), source: nil, tag: "", anchorID: element.element.id,
            content: .blocks(captions.top + [tableBox] + captions.bottom))
    }

    /// The `span` of a column or column group (HTML: 1 to 1000).
    private static func span(of element: StyledElement) -> Int {
        min(max(element.element.attribute("span").flatMap(nonNegativeInteger) ?? 1, 1), 1000)
    }

    /// The style of the table wrapper box: the table element's `display`, margins, position,
    /// float, breaks and width (the wrapper is as wide as the table box's border box, see
    /// `FlowLayout.usedTableWidth`), no borders, padding, background or height of its own.
    static func wrapperStyle(_ table: ComputedStyle) -> ComputedStyle {
        var style = table
        style.borderStyle = Sides(all: .none)
        style.padding = Sides(all: .zero)
        style.backgroundColor = .transparent
        style.effects = .initial
        style.height = .auto
        (style.minHeight, style.maxHeight) = (.zero, nil)
        style.overflowX = .visible
        style.overflowY = .visible
        style.textDecoration = []
        return style
    }

    /// The style of the table box: the table element's but for what the wrapper takes.
    static func tableBoxStyle(_ table: ComputedStyle) -> ComputedStyle {
        var style = table
        style.display = .block
        style.margin = Sides(all: .px(0))
        style.float = .none
        style.clear = .none
        style.position = .static
        style.inset = Sides(all: .auto)
        style.zIndex = nil
        style.width = .auto
        (style.minWidth, style.maxWidth) = (.zero, nil)
        style.height = .auto
        (style.minHeight, style.maxHeight) = (.zero, nil)
        style.breakBefore = .auto
        style.breakAfter = .auto
        return style
    }

    /// The rows of one row group, cells placed on the grid. A row with no cells of its own is
    /// kept only when a row span from above covers it (a span counts rows).
    private func rows(of group: [StyledElement], isHeader: Bool, group owner: (style: SharedStyle, index: Int)?) -> [TableRow] {
        var slots = TableSlots()
        var rows: [TableRow] = []
        for (index, row) in group.enumerated() {
            let style = row.sharedStyle
            let requested = AnonymousTableObjects.rowCells(of: row).map(cell)
            let spanned = slots.coversCurrentRow
            let cells = slots.place(requested, rowIndex: index, groupSize: group.count)
            slots.endRow()
            if cells.isEmpty, !spanned { continue }
            rows.append(
                TableRow(
                    sharedStyle: style, cells: cells, isHeader: isHeader, groupSharedStyle: owner?.style, group: owner?.index))
        }
        return rows
    }

    /// Without a `thead`, the leading rows made only of `th` cells are the header (HTML's
    /// "column headers" idiom), as long as no cell of theirs spans into the rows after them.
    static func markLeadingHeaderRows(_ rows: inout [TableRow]) {
        var count = rows.prefix { !$0.cells.isEmpty && $0.cells.allSatisfy { $0.box.tag == "th" } }.count
        while count > 0,
            rows[0..<count].enumerated().contains(where: { index, row in row.cells.contains { index + $0.rowSpan > count } })
        {
            count -= 1
        }
        for index in 0..<count { rows[index].isHeader = true }
    }

    private func cell(_ element: StyledElement) -> (cell: TableCell, requestedRowSpan: Int) {
        let columns = element.element.attribute("colspan").flatMap(Self.nonNegativeInteger) ?? 1
        // HTML: rowspan 0 spans the rest of the group; values are clamped to 0…65534.
        let rows = element.element.attribute("rowspan").flatMap(Self.nonNegativeInteger) ?? 1
        let cell = TableCell(
            box: blockContainer(element, marker: nil), column: 0, columnSpan: min(max(columns, 1), 1000), rowSpan: 1)
        return (cell, min(max(rows, 0), 65534))
    }

    /// HTML's rules for parsing non-negative integers: leading white space skipped, the digits
    /// that follow read ("2px" is 2), nil without digits.
    static func nonNegativeInteger(_ text: String) -> Int? {
        let digits = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }.prefix {
            $0.isASCII && $0.isNumber
        }
        return digits.isEmpty ? nil : Int(digits.prefix(9))
    }
}
