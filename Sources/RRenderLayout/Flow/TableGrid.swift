import RRenderCore
import RRenderStyle

/// A table's cells laid out on its column grid: every cell's content as a flow of its own, the
/// row heights, and the bands of rows that row spans tie together. Vertical positions are
/// relative to the top of the first row; horizontal ones are final.
struct TableGrid {
    let table: TableBox
    let cells: [GridCell]
    /// The height of each row (CSS 2.1 §17.5.3).
    let rowHeights: [Double]
    /// The vertical `border-spacing`: between rows, above the first and below the last.
    let spacing: Double
    /// The top of each row from the top of the first.
    let rowTops: [Double]
    /// The left edge of each column and its width.
    let columnX: [Double]
    let columnWidths: [Double]
    /// The left edge and width of the rows: the table's content box.
    let x: Double
    let width: Double

    /// Lays every cell out; `layout` lays a cell's content out at a content width.
    init(
        table: TableBox, columns: [Double], spacing: (horizontal: Double, vertical: Double), collapse: Bool, x: Double,
        minimumHeight: Double = 0, pageHeight: Double, layout: (BlockBox, Double) -> Flow
    ) {
        var columnX: [Double] = []
        var next = x + spacing.horizontal
        for width in columns {
            columnX.append(next)
            next += width + spacing.horizontal
        }
        if table.rightToLeft {
            // `direction: rtl`: the first column is on the right (CSS 2.1 §17.5).
            columnX = zip(columnX, columns).map { next - ($0 - x) - $1 }
        }
        var cells: [GridCell] = []
        var rowBaselines = [Double?](repeating: nil, count: table.rows.count)
        for (rowIndex, row) in table.rows.enumerated() {
            for cell in row.cells where cell.column < columns.count {
                let span = min(cell.columnSpan, columns.count - cell.column)
                let width = columns[cell.column..<cell.column + span].reduce(0, +) + spacing.horizontal * Double(span - 1)
                let style = cell.box.style
                let padding = style.usedPadding(containingWidth: width), border = style.usedBorderWidths
                let flow = layout(cell.box, max(0, width - border.horizontal - padding.horizontal))
                // A cell's `height` is that of its content box, a minimum (CSS 2.1 §17.5.3).
                let edges = border.vertical + padding.vertical
                // Its baseline: that of its first line, else the bottom of its content box.
                let baseline = border.top + padding.top + (flow.firstBaseline ?? flow.height)
                if Self.alignsBaseline(style.verticalAlign) {
                    rowBaselines[rowIndex] = max(rowBaselines[rowIndex] ?? 0, baseline)
                }
                let left = table.rightToLeft ? columnX[cell.column + span - 1] : columnX[cell.column]
                cells.append(
                    GridCell(
                        row: rowIndex, cell: cell, x: left, width: width, flow: flow,
                        contentHeight: flow.height + edges,
                        specifiedHeight: (style.height.resolve(against: pageHeight) ?? 0) + edges, baseline: baseline))
            }
        }
        // Cells aligned on the baseline move down to the lowest baseline of their row, and
        // need that much more height (CSS 2.1 §17.5.3).
        for index in cells.indices where Self.alignsBaseline(cells[index].cell.box.style.verticalAlign) {
            cells[index].baselineShift = (rowBaselines[cells[index].row] ?? cells[index].baseline) - cells[index].baseline
        }
        self.table = table
        self.cells = cells
        self.spacing = spacing.vertical
        self.columnX = columnX
        self.columnWidths = columns
        self.x = x
        self.width = next - x
        var heights = Self.rowHeights(table: table, cells: cells, spacing: spacing.vertical, pageHeight: pageHeight)
        // A table taller than its rows (its `height`) makes them taller, in proportion to
        // their heights (evenly when they have none; CSS 2.1 §17.5.3 leaves it open).
        let rowsHeight = heights.reduce(0, +) + spacing.vertical * Double(heights.count + 1)
        if minimumHeight > rowsHeight, !heights.isEmpty {
            let extra = minimumHeight - rowsHeight, total = heights.reduce(0, +)
            heights = heights.map { $0 + (total > 0 ? extra * $0 / total : extra / Double(heights.count)) }
        }
        self.rowHeights = heights
        var tops: [Double] = []
        var top = 0.0
        for height in heights {
            tops.append(top)
            top += height + spacing.vertical
        }
        self.rowTops = tops
    }

    /// Each row is as tall as its `height` and its one-row cells; a cell spanning rows that
    /// are together shorter than it grows them, in proportion to their heights (evenly when
    /// they have none), as browsers do (CSS 2.1 §17.5.3 leaves the distribution open).
    private static func rowHeights(table: TableBox, cells: [GridCell], spacing: Double, pageHeight: Double) -> [Double] {
        var heights = table.rows.map { $0.style.height.resolve(against: pageHeight) ?? 0 }
        for cell in cells where cell.cell.rowSpan == 1 {
            heights[cell.row] = max(heights[cell.row], cell.neededHeight)
        }
        for cell in cells.filter({ $0.cell.rowSpan > 1 }).sorted(by: { $0.cell.rowSpan < $1.cell.rowSpan }) {
            let rows = cell.rows(in: table)
            let total = heights[rows].reduce(0, +)
            let lack = cell.neededHeight - total - spacing * Double(rows.count - 1)
            guard lack > 0 else { continue }
            for row in rows {
                heights[row] += total > 0 ? lack * heights[row] / total : lack / Double(rows.count)
            }
        }
        return heights
    }

    /// The rows in groups that no row span crosses, in order: a page may break between bands
    /// only, so a spanning cell never loses the rows it spans.
    var bands: [Range<Int>] {
        var ends = Array(1...max(1, table.rows.count))
        for cell in cells { ends[cell.row] = max(ends[cell.row], cell.rows(in: table).upperBound) }
        var bands: [Range<Int>] = []
        var start = 0, end = 0
        for row in table.rows.indices {
            end = max(end, ends[row])
            if row + 1 == end {
                bands.append(start..<end)
                start = end
            }
        }
        return bands
    }

    /// The height of `rows` with the spacing between them.
    func height(of rows: Range<Int>) -> Double {
        rowHeights[rows].reduce(0, +) + spacing * Double(max(0, rows.count - 1))
    }

    /// The band of `rows`, ready to be sliced: cell boxes with the backgrounds under them and
    /// cell contents placed relative to the band's top. A band taller than `available` will be
    /// cut across pages, so its cells' content is top-aligned: a cell cut in pieces cannot be
    /// centred.
    func band(_ rows: Range<Int>, available: Double) -> TableBand {
        let fragmented = height(of: rows) > available
        var tops: [Int: Double] = [:]
        var y = 0.0
        for row in rows {
            tops[row] = y
            y += rowHeights[row] + spacing
        }
        let bandCells = cells.indices.filter { rows.contains(cells[$0].row) }.map { index in
            bandCell(index, top: tops[cells[index].row] ?? 0, aligned: !fragmented)
        }
        return TableBand(height: height(of: rows), cells: bandCells)
    }

    private func bandCell(_ index: Int, top: Double, aligned: Bool) -> BandCell {
        let cell = cells[index]
        let style = cell.cell.box.style
        let height = self.height(of: cell.rows(in: table))
        let rect = Rect(x: cell.x, y: top, width: cell.width, height: height)
        // `empty-cells: hide`: a cell without content draws no borders or backgrounds in the
        // separated borders model (§17.6.1.1).
        let hidden = style.emptyCells == .hide && table.collapsedGrid == nil && cell.flow.atoms.isEmpty
        let box = hidden ? nil : BoxFragment(style: style, rect: rect)
        let edges = collapsedEdges(of: cell, top: top)
        let padding = style.usedPadding(containingWidth: cell.width), border = style.usedBorderWidths
        let free = aligned ? height - cell.contentHeight : 0
        let offset =
            Self.alignsBaseline(style.verticalAlign) ? cell.baselineShift : Self.verticalOffset(style.verticalAlign, free: free)
        let contentY = top + border.top + padding.top + offset
        return BandCell(
            box: box.flatMap { $0.isInvisible ? nil : $0 }, layers: hidden ? [] : backgroundLayers(of: cell, rect: rect),
            edges: edges.drawn, closingEdges: edges.closing, anchor: cell.cell.box.anchorID, top: top,
            contentOrigin: Point(x: cell.x + border.left + padding.left, y: contentY), flow: cell.flow)
    }

    /// The backgrounds drawn under a cell, bottom first (CSS 2.1 §17.5.1): its column group's,
    /// its column's, its row group's and its row's. Each is placed on its own box (a column's
    /// runs down every row, a row group's over its rows) and painted within the cell's box;
    /// `rect` is the cell's box in band coordinates.
    private func backgroundLayers(of cell: GridCell, rect: Rect) -> [BoxFragment] {
        let column = table.columns.indices.contains(cell.cell.column) ? table.columns[cell.cell.column] : nil
        let row = table.rows[cell.row]
        // Grid y of the first row's top in band coordinates.
        let origin = rect.minY - rowTop(cell.row)
        func rows(_ range: Range<Int>) -> (minY: Double, maxY: Double) {
            (origin + rowTop(range.lowerBound), origin + rowTop(range.upperBound - 1) + rowHeights[range.upperBound - 1])
        }
        func columns(_ range: Range<Int>) -> (minX: Double, maxX: Double) {
            let edges = range.flatMap { [columnX[$0], columnX[$0] + columnWidths[$0]] }
            return (edges.min() ?? 0, edges.max() ?? 0)
        }
        func area(_ x: (minX: Double, maxX: Double), _ y: (minY: Double, maxY: Double)) -> Rect {
            Rect(x: x.minX, y: y.minY, width: x.maxX - x.minX, height: y.maxY - y.minY)
        }
        let allRows = rows(0..<table.rows.count), allColumns = columns(0..<columnX.count)
        var layers: [(ComputedStyle?, Rect)] = []
        if let column {
            if let group = column.group {
                let members = table.columns.indices.filter { table.columns[$0].group == group && $0 < columnX.count }
                if let first = members.first, let last = members.last {
                    layers.append((column.groupStyle, area(columns(first..<last + 1), allRows)))
                }
            } else {
                layers.append((column.groupStyle, rect))
            }
            layers.append((column.style, area(columns(cell.cell.column..<cell.cell.column + 1), allRows)))
        }
        if let group = row.group {
            let members = table.rows.indices.filter { table.rows[$0].group == group }
            if let first = members.first, let last = members.last {
                layers.append((row.groupStyle, area(allColumns, rows(first..<last + 1))))
            }
        }
        layers.append((row.style, area(allColumns, rows(cell.row..<cell.row + 1))))
        return layers.compactMap { style, box in
            guard let style, style.visibility == .visible, !style.backgroundColor.isTransparent || style.effects.hasImages else {
                return nil
            }
            var layer = BoxFragment(style: style, rect: box)
            layer.borderWidths = .zero
            layer.rect = rect
            return layer
        }
    }

    /// The top of row `row` from the top of the first.
    private func rowTop(_ row: Int) -> Double {
        rowTops[row]
    }

    /// The collapsed edges a cell draws (§17.6.2), whole and centred on the grid lines, in
    /// band coordinates (its top at `top`): those above it and to its left, and those below
    /// and to its right at the table's edges. The edges below it inside the table are drawn by
    /// the cells below, and kept as `closing`: drawn when a page ends under the cell.
    private func collapsedEdges(of cell: GridCell, top: Double) -> (drawn: [BoxFragment], closing: [BoxFragment]) {
        guard let grid = table.collapsedGrid else { return ([], []) }
        let rows = cell.rows(in: table), columns = cell.columns(count: columnX.count)
        guard !columns.isEmpty else { return ([], []) }
        var rowTops: [Double] = []
        var y = top
        for row in rows {
            rowTops.append(y)
            y += rowHeights[row] + spacing
        }
        let bottom = y - spacing
        func horizontal(_ row: Int, at lineY: Double) -> [BoxFragment] {
            columns.compactMap { c in
                let border = grid.above(row, c)
                guard !border.isInvisible else { return nil }
                return Self.edge(
                    border,
                    rect: Rect(
                        x: columnX[c], y: lineY - border.width / 2, width: columnWidths[c],
                        height: border.width), vertical: false)
            }
        }
        func vertical(_ column: Int, at lineX: Double) -> [BoxFragment] {
            zip(rows, rowTops).compactMap { row, rowTop in
                let border = grid.left(row, column)
                guard !border.isInvisible else { return nil }
                // Reaching over half the horizontal edges at both ends, it fills the corners: the
                // vertical edges own them, as in browsers.
                let up = max(grid.above(row, column - 1).width, grid.above(row, column).width) / 2
                let down = max(grid.above(row + 1, column - 1).width, grid.above(row + 1, column).width) / 2
                return Self.edge(
                    border,
                    rect: Rect(
                        x: lineX - border.width / 2, y: rowTop - up, width: border.width,
                        height: rowHeights[row] + up + down), vertical: true)
            }
        }
        // The grid line at the start of a column: its left, or its right from right to left.
        func start(_ c: Int) -> Double { table.rightToLeft ? columnX[c] + columnWidths[c] : columnX[c] }
        func end(_ c: Int) -> Double { table.rightToLeft ? columnX[c] : columnX[c] + columnWidths[c] }
        var drawn = horizontal(rows.lowerBound, at: top) + vertical(columns.lowerBound, at: start(columns.lowerBound))
        if columns.upperBound == columnX.count {
            drawn += vertical(columns.upperBound, at: end(columns.upperBound - 1))
        }
        let below = horizontal(rows.upperBound, at: bottom)
        if rows.upperBound == table.rows.count { return (drawn + below, []) }
        return (drawn, below)
    }

    /// A collapsed edge drawn as the top (or left) border of a box as thick as it.
    private static func edge(_ border: CollapsedBorder, rect: Rect, vertical: Bool) -> BoxFragment {
        var styles = Sides<BorderStyle>(all: .none)
        var widths = EdgeInsets.zero
        if vertical {
            styles.left = border.style.inCollapsingModel
            widths.left = border.width
        } else {
            styles.top = border.style.inCollapsingModel
            widths.top = border.width
        }
        return BoxFragment(
            rect: rect, background: .transparent, borderWidths: widths, borderStyles: styles,
            borderColors: Sides(all: border.color))
    }

    /// True when a cell is aligned on its row's baseline: `baseline` and the values other
    /// than `top`, `middle` and `bottom`, which act as it in table cells.
    static func alignsBaseline(_ align: VerticalAlign) -> Bool {
        switch align {
        case .top, .middle, .bottom: false
        default: true
        }
    }

    /// Where a cell's content sits in its box (`vertical-align` in table cells, CSS 2.1 §17.5.3).
    private static func verticalOffset(_ align: VerticalAlign, free: Double) -> Double {
        switch align {
        case .middle: max(0, free / 2)
        case .bottom: max(0, free)
        default: 0
        }
    }
}

/// A cell with its content laid out at its column width.
struct GridCell {
    /// The index of the row it starts in.
    let row: Int
    let cell: TableCell
    /// The left border edge and the border-box width.
    let x: Double
    let width: Double
    let flow: Flow
    /// The border-box height of its content.
    let contentHeight: Double
    /// The border-box height its `height` asks for (a content-box height).
    let specifiedHeight: Double
    /// The border-box height it needs: its content's moved by baseline alignment, or its `height`.
    var neededHeight: Double { max(contentHeight + baselineShift, specifiedHeight) }
    /// Its baseline from its border box's top, before alignment.
    var baseline: Double = 0
    /// How far down baseline alignment moves its content.
    var baselineShift: Double = 0

    /// The rows it spans.
    func rows(in table: TableBox) -> Range<Int> {
        row..<min(table.rows.count, row + cell.rowSpan)
    }

    /// The grid columns it spans, of `count`.
    func columns(count: Int) -> Range<Int> {
        cell.column..<min(count, cell.column + cell.columnSpan)
    }
}

extension Flow {
    /// The baseline of the first line of text, from the flow's top; nil without text.
    var firstBaseline: Double? {
        for atom in atoms {
            for case .text(let line) in atom.fragments { return line.origin.y }
        }
        return nil
    }
}
