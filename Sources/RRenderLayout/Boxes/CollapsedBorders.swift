import RRenderCore
import RRenderStyle

/// One collapsed border of the grid (CSS 2.1 §17.6.2): the border that wins on a grid edge.
public struct CollapsedBorder: Sendable, Equatable {
    public var width: Double
    public var style: BorderStyle
    public var color: Color

    public static let none = CollapsedBorder(width: 0, style: .none, color: .transparent)

    /// True when it draws nothing.
    public var isInvisible: Bool { style.isInvisible || width <= 0 }
}

/// The collapsed borders of a table's grid, resolved from the borders of its cells, rows, row
/// groups, columns, column groups and itself (CSS 2.1 §17.6.2.1): `horizontal[r][c]` is the
/// edge above row `r` (`r == rowCount`: below the last row) in column `c`; `vertical[r][c]` the
/// edge left of column `c` (`c == columnCount`: right of the last) in row `r`.
public struct CollapsedGrid: Sendable {
    public var horizontal: [[CollapsedBorder]]
    public var vertical: [[CollapsedBorder]]

    /// The horizontal edge above row `row` in `column`, `none` outside the grid.
    func above(_ row: Int, _ column: Int) -> CollapsedBorder {
        horizontal.indices.contains(row) && horizontal[row].indices.contains(column) ? horizontal[row][column] : .none
    }

    /// The vertical edge left of `column` in `row`, `none` outside the grid.
    func left(_ row: Int, _ column: Int) -> CollapsedBorder {
        vertical.indices.contains(row) && vertical[row].indices.contains(column) ? vertical[row][column] : .none
    }
}

/// Resolves the collapsing border model at box-building time: it depends on styles and the grid
/// only. Each cell's borders become half of its collapsed edges (the other halves are its
/// neighbours', or the table's margin), and the table's half of its outer edges, so layout
/// places content between the grid lines; those borders are transparent, and the collapsed
/// edges are drawn once each, whole, centred on the grid lines (`TableBand`).
enum CollapsedBorders {
    /// Where a border comes from, the more specific winning a tie (§17.6.2.1 rule 4).
    private enum Origin: Int {
        case table = 0, columnGroup, column, rowGroup, row, cell
    }

    private struct Candidate {
        var border: CollapsedBorder
        var origin: Origin
    }

    /// The border of `style` on `side`, its colour resolved.
    private static func border(
        _ style: ComputedStyle, _ side: KeyPath<Sides<Double>, Double>, _ styleSide: KeyPath<Sides<BorderStyle>, BorderStyle>,
        _ colorSide: KeyPath<Sides<Color?>, Color?>
    ) -> CollapsedBorder {
        let kind = style.borderStyle[keyPath: styleSide]
        let color = (style.borderColor[keyPath: colorSide] ?? style.color).withOpacity(style.opacity)
        return CollapsedBorder(width: kind.isInvisible ? 0 : style.borderWidth[keyPath: side], style: kind, color: color)
    }

    private static func top(_ style: ComputedStyle) -> CollapsedBorder { border(style, \.top, \.top, \.top) }
    private static func bottom(_ style: ComputedStyle) -> CollapsedBorder { border(style, \.bottom, \.bottom, \.bottom) }
    private static func leftSide(_ style: ComputedStyle) -> CollapsedBorder { border(style, \.left, \.left, \.left) }
    private static func rightSide(_ style: ComputedStyle) -> CollapsedBorder { border(style, \.right, \.right, \.right) }

    /// Style priority for equal widths (§17.6.2.1 rule 3).
    private static func rank(_ style: BorderStyle) -> Int {
        switch style {
        case .double: 8
        case .solid: 7
        case .dashed: 6
        case .dotted: 5
        case .ridge: 4
        case .outset: 3
        case .groove: 2
        case .inset: 1
        case .none, .hidden: 0
        }
    }

    /// The winner among `candidates`, in the order given (earlier: further left or up, which
    /// wins the last tie).
    private static func resolve(_ candidates: [Candidate]) -> CollapsedBorder {
        if candidates.contains(where: { $0.border.style == .hidden }) { return .none }
        var best: Candidate?
        for candidate in candidates where candidate.border.style != .none && candidate.border.width > 0 {
            guard let current = best else {
                best = candidate
                continue
            }
            let a = candidate.border, b = current.border
            if a.width != b.width {
                if a.width > b.width { best = candidate }
            } else if rank(a.style) != rank(b.style) {
                if rank(a.style) > rank(b.style) { best = candidate }
            } else if candidate.origin.rawValue > current.origin.rawValue {
                best = candidate
            }
        }
        return best?.border ?? .none
    }

    /// The table with its collapsed grid resolved and its cells' borders halved, and the
    /// table box's style with its borders halved and no padding (§17.6.2).
    static func apply(to table: inout TableBox, tableStyle: inout ComputedStyle) {
        let rowCount = table.rows.count, columnCount = table.columnCount
        guard rowCount > 0, columnCount > 0 else { return }
        // Which cell covers each slot.
        var owner = [[(row: Int, cell: Int)?]](
            repeating: [(row: Int, cell: Int)?](repeating: nil, count: columnCount), count: rowCount)
        for (r, row) in table.rows.enumerated() {
            for (i, cell) in row.cells.enumerated() {
                for rr in r..<min(rowCount, r + cell.rowSpan) {
                    for c in cell.column..<min(columnCount, cell.column + cell.columnSpan) { owner[rr][c] = (r, i) }
                }
            }
        }
        func cellStyle(_ slot: (row: Int, cell: Int)?) -> ComputedStyle? {
            slot.map { table.rows[$0.row].cells[$0.cell].box.style }
        }
        func columnStyle(_ c: Int) -> ComputedStyle? { table.columns.indices.contains(c) ? table.columns[c].style : nil }
        func columnGroupStyle(_ c: Int) -> (style: ComputedStyle, group: Int)? {
            guard table.columns.indices.contains(c), let style = table.columns[c].groupStyle, let group = table.columns[c].group
            else { return nil }
            return (style, group)
        }
        let tableBorders = tableStyle
        // The start and end sides of a column: left and right, or right and left.
        let rtl = table.rightToLeft
        func leftSide(_ style: ComputedStyle) -> CollapsedBorder { rtl ? Self.rightSide(style) : Self.leftSide(style) }
        func rightSide(_ style: ComputedStyle) -> CollapsedBorder { rtl ? Self.leftSide(style) : Self.rightSide(style) }

        var horizontal = [[CollapsedBorder]](
            repeating: [CollapsedBorder](repeating: .none, count: columnCount), count: rowCount + 1)
        for r in 0...rowCount {
            for c in 0..<columnCount {
                var candidates: [Candidate] = []
                let upper = r > 0 ? owner[r - 1][c] : nil, lower = r < rowCount ? owner[r][c] : nil
                if r == 0 { candidates.append(Candidate(border: top(tableBorders), origin: .table)) }
                if r == rowCount { candidates.append(Candidate(border: bottom(tableBorders), origin: .table)) }
                if r == 0 || r == rowCount {
                    if let group = columnGroupStyle(c) {
                        candidates.append(
                            Candidate(border: r == 0 ? top(group.style) : bottom(group.style), origin: .columnGroup))
                    }
                    if let column = columnStyle(c) {
                        candidates.append(Candidate(border: r == 0 ? top(column) : bottom(column), origin: .column))
                    }
                }
                if r > 0 {
                    let row = table.rows[r - 1]
                    if let group = row.groupStyle, r == rowCount || table.rows[r].group != row.group {
                        candidates.append(Candidate(border: bottom(group), origin: .rowGroup))
                    }
                    candidates.append(Candidate(border: bottom(row.style), origin: .row))
                }
                if r < rowCount {
                    let row = table.rows[r]
                    if let group = row.groupStyle, r == 0 || table.rows[r - 1].group != row.group {
                        candidates.append(Candidate(border: top(group), origin: .rowGroup))
                    }
                    candidates.append(Candidate(border: top(row.style), origin: .row))
                }
                // Inside a cell spanning rows there is no edge.
                if let upper, let lower, upper == lower { continue }
                if let style = cellStyle(upper) { candidates.append(Candidate(border: bottom(style), origin: .cell)) }
                if let style = cellStyle(lower) { candidates.append(Candidate(border: top(style), origin: .cell)) }
                horizontal[r][c] = resolve(candidates)
            }
        }
        var vertical = [[CollapsedBorder]](
            repeating: [CollapsedBorder](repeating: .none, count: columnCount + 1), count: rowCount)
        for r in 0..<rowCount {
            let row = table.rows[r]
            for c in 0...columnCount {
                var candidates: [Candidate] = []
                let before = c > 0 ? owner[r][c - 1] : nil, after = c < columnCount ? owner[r][c] : nil
                if c == 0 {
                    candidates.append(Candidate(border: leftSide(tableBorders), origin: .table))
                    if let group = row.groupStyle { candidates.append(Candidate(border: leftSide(group), origin: .rowGroup)) }
                    candidates.append(Candidate(border: leftSide(row.style), origin: .row))
                }
                if c == columnCount {
                    candidates.append(Candidate(border: rightSide(tableBorders), origin: .table))
                    if let group = row.groupStyle { candidates.append(Candidate(border: rightSide(group), origin: .rowGroup)) }
                    candidates.append(Candidate(border: rightSide(row.style), origin: .row))
                }
                if c > 0 {
                    if let group = columnGroupStyle(c - 1), c == columnCount || columnGroupStyle(c)?.group != group.group {
                        candidates.append(Candidate(border: rightSide(group.style), origin: .columnGroup))
                    }
                    if let column = columnStyle(c - 1) {
                        candidates.append(Candidate(border: rightSide(column), origin: .column))
                    }
                }
                if c < columnCount {
                    if let group = columnGroupStyle(c), c == 0 || columnGroupStyle(c - 1)?.group != group.group {
                        candidates.append(Candidate(border: leftSide(group.style), origin: .columnGroup))
                    }
                    if let column = columnStyle(c) { candidates.append(Candidate(border: leftSide(column), origin: .column)) }
                }
                if let before, let after, before == after { continue }
                if let style = cellStyle(before) { candidates.append(Candidate(border: rightSide(style), origin: .cell)) }
                if let style = cellStyle(after) { candidates.append(Candidate(border: leftSide(style), origin: .cell)) }
                vertical[r][c] = resolve(candidates)
            }
        }
        let grid = CollapsedGrid(horizontal: horizontal, vertical: vertical)

        // Each cell keeps half of its edges (the widest along a side it shares with several);
        // cells alike share their style, as the cascade's do.
        var styles: [ComputedStyle: SharedStyle] = [:]
        for r in table.rows.indices {
            for i in table.rows[r].cells.indices {
                let cell = table.rows[r].cells[i]
                let rows = r..<min(rowCount, r + cell.rowSpan),
                    columns = cell.column..<min(columnCount, cell.column + cell.columnSpan)
                guard !columns.isEmpty else { continue }
                let start = rows.map { grid.left($0, columns.lowerBound).width }.max()! / 2
                let end = rows.map { grid.left($0, columns.upperBound).width }.max()! / 2
                let halves = EdgeInsets(
                    top: columns.map { grid.above(rows.lowerBound, $0).width }.max()! / 2, right: rtl ? start : end,
                    bottom: columns.map { grid.above(rows.upperBound, $0).width }.max()! / 2, left: rtl ? end : start)
                var style = cell.box.style
                Self.setTransparentBorders(&style, halves)
                let shared = styles[style] ?? SharedStyle(style)
                styles[style] = shared
                table.rows[r].cells[i].box.sharedStyle = shared
            }
        }
        // The table's borders: half the first row's outer edges across, half the widest of
        // the top and bottom edges down (§17.6.2); its padding does not apply.
        let start = vertical[0][0].width / 2, end = vertical[0][columnCount].width / 2
        let halves = EdgeInsets(
            top: horizontal[0].map(\.width).max()! / 2, right: rtl ? start : end,
            bottom: horizontal[rowCount].map(\.width).max()! / 2, left: rtl ? end : start)
        Self.setTransparentBorders(&tableStyle, halves)
        tableStyle.padding = Sides(all: .zero)
        table.collapsedGrid = grid
    }

    /// Borders of `widths` that take room and paint nothing.
    private static func setTransparentBorders(_ style: inout ComputedStyle, _ widths: EdgeInsets) {
        style.borderWidth = Sides(top: widths.top, right: widths.right, bottom: widths.bottom, left: widths.left)
        style.borderStyle = Sides(
            top: widths.top > 0 ? .solid : .none, right: widths.right > 0 ? .solid : .none,
            bottom: widths.bottom > 0 ? .solid : .none, left: widths.left > 0 ? .solid : .none)
        style.borderColor = Sides(all: .transparent)
    }
}
