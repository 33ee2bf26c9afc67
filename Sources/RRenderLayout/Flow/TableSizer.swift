import RRenderCore
import RRenderStyle

/// Column widths of a table: by the fixed table layout algorithm (CSS 2.1 §17.5.2.1) when the
/// table asks for it, else by the automatic one (§17.5.2.2) in a simplified form: each column
/// gets its min-content width plus a share of the remaining space proportional to how much
/// more its max-content width asks for.
struct TableSizer {
    let table: TableBox
    let style: ComputedStyle
    let shaper: any TextShaper
    let pageHeight: Double
    var cache: ContentWidthCache?

    /// The space between cells across: `border-spacing`, none when borders collapse.
    var spacing: Double { style.borderCollapse ? 0 : style.borderSpacing.horizontal }
    /// The space between rows.
    var verticalSpacing: Double { style.borderCollapse ? 0 : style.borderSpacing.vertical }

    private var gaps: Double { table.columnCount > 0 ? spacing * Double(table.columnCount + 1) : 0 }

    /// The min-content and max-content widths of the table's content box.
    func contentWidths() -> (min: Double, max: Double) {
        if table.fixedLayout {
            // The columns that declare their width, whatever the cells hold.
            let width = fixedColumnWidths(available: 0).declared.reduce(0) { $0 + ($1 ?? 0) } + gaps
            return (width, width)
        }
        let columns = columnContentWidths()
        return (columns.min.reduce(0, +) + gaps, columns.max.reduce(0, +) + gaps)
    }

    /// The width of each column when the table's content box is `width` wide.
    func columnWidths(tableWidth width: Double) -> [Double] {
        let available = max(0, width - gaps)
        if table.fixedLayout { return fixedColumnWidths(available: available).used }
        let columns = columnContentWidths()
        let minSum = columns.min.reduce(0, +), maxSum = columns.max.reduce(0, +)
        if maxSum <= available {
            // Extra space goes to columns in proportion to their max-content widths.
            let extra = available - maxSum
            guard maxSum > 0 else { return Self.spread(available, over: columns.max, weights: columns.max.map { _ in 1 }) }
            return Self.spread(extra, over: columns.max, weights: columns.max)
        }
        if minSum >= available { return columns.min }
        return Self.spread(available - minSum, over: columns.min, weights: zip(columns.min, columns.max).map { $1 - $0 })
    }

    /// `widths` with `amount` added in proportion to `weights`, each share in whole pixels and
    /// what the floors leave given to the last column: a table a fraction of a pixel narrower
    /// than another of the same columns places its cells where the other does.
    static func spread(_ amount: Double, over widths: [Double], weights: [Double]) -> [Double] {
        let total = weights.reduce(0, +)
        guard amount > 0, total > 0, !widths.isEmpty else { return widths }
        var shares = weights.map { (amount * $0 / total).rounded(.down) }
        shares[shares.count - 1] += amount - shares.reduce(0, +)
        return zip(widths, shares).map { $0 + $1 }
    }

    /// The fixed table layout (§17.5.2.1): a column's width is its `table-column`'s `width`,
    /// else that of the cell of the first row on it (a spanning cell's divided evenly over its
    /// columns), a border-box width; the other columns share what is left equally. Space left
    /// when every column has a width goes to them in proportion to their widths.
    private func fixedColumnWidths(available: Double) -> (declared: [Double?], used: [Double]) {
        var declared = [Double?](repeating: nil, count: table.columnCount)
        for (index, column) in table.columns.enumerated() where index < declared.count {
            if let width = column.width.resolve(against: available) { declared[index] = max(0, width) }
        }
        if let first = table.rows.first {
            for cell in first.cells where cell.column < declared.count {
                let span = min(cell.columnSpan, declared.count - cell.column)
                let style = cell.box.style
                guard let width = style.width.resolve(against: available) else { continue }
                let edges = style.usedBorderWidths.horizontal + style.usedPadding(containingWidth: available).horizontal
                let share = (width + edges - spacing * Double(span - 1)) / Double(span)
                for column in cell.column..<cell.column + span where declared[column] == nil { declared[column] = max(0, share) }
            }
        }
        let fixed = declared.reduce(0) { $0 + ($1 ?? 0) }
        let autos = declared.filter { $0 == nil }.count
        let left = max(0, available - fixed)
        if autos > 0 {
            let share = left / Double(autos)
            return (declared, declared.map { $0 ?? share })
        }
        let widths = declared.map { $0 ?? 0 }
        guard left > 0 else { return (declared, widths) }
        guard fixed > 0 else { return (declared, widths.map { $0 + left / Double(max(1, widths.count)) }) }
        return (declared, widths.map { $0 + left * $0 / fixed })
    }

    private func columnContentWidths() -> (min: [Double], max: [Double]) {
        var minimum = [Double](repeating: 0, count: table.columnCount)
        var maximum = [Double](repeating: 0, count: table.columnCount)
        // A `table-column` of a fixed width makes its column at least that wide.
        for (index, column) in table.columns.enumerated() where index < minimum.count {
            if case .px(let width) = column.width {
                minimum[index] = max(minimum[index], width)
                maximum[index] = max(maximum[index], width)
            }
        }
        let measure = ContentWidths(shaper: shaper, pageHeight: pageHeight, cache: cache)
        // Cells are placed on their grid columns, so a cell after a row span from above
        // counts for the column it shifted to (CSS 2.1 §17.2.1). Single-column cells go first,
        // so spanning cells only add what their columns still lack (§17.5.2.2).
        let cells = table.rows.flatMap(\.cells).enumerated().sorted { ($0.element.columnSpan, $0.offset) < ($1.element.columnSpan, $1.offset) }
        for cell in cells.map(\.element) where cell.column < table.columnCount {
            let column = cell.column
            let widths = measure.of(cell.box)
            let span = min(cell.columnSpan, table.columnCount - column)
            // A spanning cell spreads what its columns lack evenly over them.
            let lackMin = max(0, widths.min - minimum[column..<column + span].reduce(0, +) - spacing * Double(span - 1))
            let lackMax = max(0, widths.max - maximum[column..<column + span].reduce(0, +) - spacing * Double(span - 1))
            for c in column..<column + span {
                minimum[c] += lackMin / Double(span)
                maximum[c] += lackMax / Double(span)
            }
        }
        return (minimum, zip(minimum, maximum).map { max($0, $1) })
    }
}
