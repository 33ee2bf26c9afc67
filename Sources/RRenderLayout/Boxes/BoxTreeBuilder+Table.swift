import Foundation
import RRenderStyle

extension BoxTreeBuilder {
    /// The table box of a `display: table` element: its caption and its rows in visual order
    /// (header groups first, footer groups last; CSS 2.1 §17.2).
    func table(_ element: StyledElement) -> BlockBox {
        var header: [TableRow] = [], body: [TableRow] = [], footer: [TableRow] = []
        var caption: BlockBox?
        for case .element(let child) in element.children where child.style.display != .none {
            switch child.style.display {
            case .tableCaption:
                caption = caption ?? blockContainer(child, marker: nil)
            case .tableHeaderGroup:
                header += rows(of: child, isHeader: true)
            case .tableFooterGroup:
                footer += rows(of: child, isHeader: false)
            case .tableRowGroup:
                body += rows(of: child, isHeader: false)
            case .tableRow:
                body.append(row(child, isHeader: false))
            case .tableColumn, .tableColumnGroup:
                continue
            default:
                // Content directly in the table gets an anonymous row and cell (§17.2.1).
                body.append(TableRow(style: element.style.inheritingProperties(), cells: [cell(child)], isHeader: false))
            }
        }
        let rows = [header, body, footer].flatMap { TableBox.placingCells($0.filter { !$0.cells.isEmpty }) }
        let columns = rows.flatMap(\.cells).map { $0.column + $0.columnSpan }.max() ?? 0
        return BlockBox(style: element.style, source: element.index, tag: element.name, anchorID: element.element.id,
                        content: .table(TableBox(rows: rows, columnCount: columns, caption: caption)))
    }

    private func rows(of group: StyledElement, isHeader: Bool) -> [TableRow] {
        var rows: [TableRow] = []
        for case .element(let child) in group.children where child.style.display != .none {
            if child.style.display == .tableRow {
                rows.append(row(child, isHeader: isHeader))
            } else {
                rows.append(TableRow(style: group.style.inheritingProperties(), cells: [cell(child)], isHeader: isHeader))
            }
        }
        return rows
    }

    private func row(_ element: StyledElement, isHeader: Bool) -> TableRow {
        var cells: [TableCell] = []
        for case .element(let child) in element.children where child.style.display != .none {
            cells.append(cell(child))
        }
        return TableRow(style: element.style, cells: cells, isHeader: isHeader)
    }

    private func cell(_ element: StyledElement) -> TableCell {
        let span = element.element.attribute("colspan").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 1
        let rows = element.element.attribute("rowspan").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 1
        var cell = TableCell(box: blockContainer(element, marker: nil), columnSpan: min(max(span, 1), 1000))
        cell.rowSpan = min(max(rows, 0), 65534)
        return cell
    }
}
