import RRenderCore
import RRenderStyle

/// Column widths of a table by the automatic table layout algorithm (CSS 2.1 §17.5.2.2), in a
/// simplified form: each column gets its min-content width plus a share of the remaining space
/// proportional to how much more its max-content width asks for.
struct TableSizer {
    let table: TableBox
    let style: ComputedStyle
    let shaper: any TextShaper
    let pageHeight: Double
    var cache: ContentWidthCache?

    /// The space between cells: `border-spacing`, none when borders collapse.
    var spacing: Double { style.borderCollapse ? 0 : style.borderSpacing }

    /// The min-content and max-content widths of the table's content box.
    func contentWidths() -> (min: Double, max: Double) {
        let columns = columnContentWidths()
        let gaps = spacing * Double(table.columnCount + 1)
        return (columns.min.reduce(0, +) + gaps, columns.max.reduce(0, +) + gaps)
    }

    /// The shrink-to-fit width of the table's content box within `available` (CSS 2.1 §10.3.7).
    func preferredWidth(available: Double) -> Double {
        let widths = contentWidths()
        return min(max(widths.min, available), widths.max)
    }

    /// The width of each column when the table's content box is `width` wide.
    func columnWidths(tableWidth width: Double) -> [Double] {
        let columns = columnContentWidths()
        let available = max(0, width - spacing * Double(table.columnCount + 1))
        let minSum = columns.min.reduce(0, +), maxSum = columns.max.reduce(0, +)
        if maxSum <= available {
            // Extra space goes to columns in proportion to their max-content widths.
            let extra = available - maxSum
            return columns.max.map { maxSum > 0 ? $0 + extra * $0 / maxSum : available / Double(max(1, table.columnCount)) }
        }
        if minSum >= available { return columns.min }
        let share = (available - minSum) / (maxSum - minSum)
        return zip(columns.min, columns.max).map { $0 + ($1 - $0) * share }
    }

    private func columnContentWidths() -> (min: [Double], max: [Double]) {
        var minimum = [Double](repeating: 0, count: table.columnCount)
        var maximum = [Double](repeating: 0, count: table.columnCount)
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
