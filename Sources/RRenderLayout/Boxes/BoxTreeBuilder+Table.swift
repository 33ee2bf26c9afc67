import RRenderCore
import RRenderStyle

extension BoxTreeBuilder {
    /// The table box of a `display: table` element: its caption and its rows in visual order
    /// (header groups first, footer groups last; CSS 2.1 §17.2), each cell on its grid slots.
    func table(_ element: StyledElement) -> BlockBox {
        var header: [TableRow] = [], body: [TableRow] = [], footer: [TableRow] = []
        var loose: [RowSource] = []
        var caption: BlockBox?
        for case .element(let child) in element.children where child.style.display != .none {
            switch child.style.display {
            case .tableCaption:
                caption = caption ?? blockContainer(child, marker: nil)
            case .tableHeaderGroup, .tableFooterGroup, .tableRowGroup:
                // Rows directly in the table form a row group of their own (HTML's implied tbody).
                body += rows(of: loose, isHeader: false)
                loose = []
                let rows = rows(of: sources(in: child), isHeader: child.style.display == .tableHeaderGroup)
                switch child.style.display {
                case .tableHeaderGroup: header += rows
                case .tableFooterGroup: footer += rows
                default: body += rows
                }
            case .tableRow:
                loose.append(.row(child))
            case .tableColumn, .tableColumnGroup:
                continue
            default:
                // Content directly in the table gets an anonymous row and cell (§17.2.1).
                loose.append(.anonymous(cell: child, style: SharedStyle(element.style.inheritingProperties())))
            }
        }
        body += rows(of: loose, isHeader: false)
        if header.isEmpty { Self.markLeadingHeaderRows(&body) }
        var rows = header + body + footer
        var columns = rows.flatMap(\.cells).map { $0.column + $0.columnSpan }.max() ?? 0
        let limit = max(1, ContentLimits.maximumTableSlots / max(1, rows.count))
        if columns > limit {
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
            columns = limit
        }
        return BlockBox(sharedStyle: element.sharedStyle, source: element.index, tag: element.name, anchorID: element.element.id,
                        content: .table(TableBox(rows: rows, columnCount: columns, caption: caption)))
    }

    /// The rows of a row group element; other content in it gets an anonymous row (§17.2.1).
    private func sources(in group: StyledElement) -> [RowSource] {
        var sources: [RowSource] = []
        var anonymous: SharedStyle?
        for case .element(let child) in group.children where child.style.display != .none {
            guard child.style.display != .tableRow else {
                sources.append(.row(child))
                continue
            }
            // One style for every anonymous row of the group.
            let style = anonymous ?? SharedStyle(group.style.inheritingProperties())
            anonymous = style
            sources.append(.anonymous(cell: child, style: style))
        }
        return sources
    }

    /// The rows of one row group, cells placed on the grid. A row with no cells of its own is
    /// kept only when a row span from above covers it (a span counts rows).
    private func rows(of group: [RowSource], isHeader: Bool) -> [TableRow] {
        var slots = TableSlots()
        var rows: [TableRow] = []
        for (index, source) in group.enumerated() {
            let style: SharedStyle, requested: [(cell: TableCell, requestedRowSpan: Int)]
            switch source {
            case .row(let element):
                style = element.sharedStyle
                requested = element.children.compactMap { child in
                    guard case .element(let inner) = child, inner.style.display != .none else { return nil }
                    return cell(inner)
                }
            case .anonymous(let element, let rowStyle):
                style = rowStyle
                requested = [cell(element)]
            }
            let spanned = slots.coversCurrentRow
            let cells = slots.place(requested, rowIndex: index, groupSize: group.count)
            slots.endRow()
            if cells.isEmpty, !spanned { continue }
            rows.append(TableRow(sharedStyle: style, cells: cells, isHeader: isHeader))
        }
        return rows
    }

    /// Without a `thead`, the leading rows made only of `th` cells are the header (HTML's
    /// "column headers" idiom), as long as no cell of theirs spans into the rows after them.
    static func markLeadingHeaderRows(_ rows: inout [TableRow]) {
        var count = rows.prefix { !$0.cells.isEmpty && $0.cells.allSatisfy { $0.box.tag == "th" } }.count
        while count > 0, rows[0..<count].enumerated().contains(where: { index, row in row.cells.contains { index + $0.rowSpan > count } }) {
            count -= 1
        }
        for index in 0..<count { rows[index].isHeader = true }
    }

    private func cell(_ element: StyledElement) -> (cell: TableCell, requestedRowSpan: Int) {
        let columns = element.element.attribute("colspan").flatMap(Self.nonNegativeInteger) ?? 1
        // HTML: rowspan 0 spans the rest of the group; values are clamped to 0…65534.
        let rows = element.element.attribute("rowspan").flatMap(Self.nonNegativeInteger) ?? 1
        let cell = TableCell(box: blockContainer(element, marker: nil), column: 0, columnSpan: min(max(columns, 1), 1000), rowSpan: 1)
        return (cell, min(max(rows, 0), 65534))
    }

    /// HTML's rules for parsing non-negative integers: leading white space skipped, the digits
    /// that follow read ("2px" is 2), nil without digits.
    static func nonNegativeInteger(_ text: String) -> Int? {
        let digits = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }.prefix { $0.isASCII && $0.isNumber }
        return digits.isEmpty ? nil : Int(digits.prefix(9))
    }
}

/// Where a table row comes from: a `table-row` element, or other content that gets an anonymous
/// row and cell.
private enum RowSource {
    case row(StyledElement)
    case anonymous(cell: StyledElement, style: SharedStyle)
}
