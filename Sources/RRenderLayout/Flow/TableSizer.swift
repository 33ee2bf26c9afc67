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
        var maximum = columns.max.reduce(0, +)
        let percentages = columnPercentages()
        if percentages.contains(where: { $0 != nil }) {
            // Wide enough for each percentage column's content at its percentage, and for the
            // other columns' in what the percentages leave.
            let total = percentages.reduce(0) { $0 + ($1 ?? 0) }
            let others = zip(columns.max, percentages).filter { $1 == nil }.reduce(0) { $0 + $1.0 }
            // Percentages of 100 % beside other columns ask for all the room there is.
            if total < 100 {
                maximum = max(maximum, others / (1 - total / 100))
            } else if others > 0 {
                maximum = ContentLimits.maximumLength
            }
            for (width, percentage) in zip(columns.max, percentages) {
                if let percentage, percentage > 0 { maximum = max(maximum, width * 100 / percentage) }
            }
        }
        return (columns.min.reduce(0, +) + gaps, max(maximum, columns.min.reduce(0, +)) + gaps)
    }

    /// The width of each column when the table's content box is `width` wide.
    func columnWidths(tableWidth width: Double) -> [Double] {
        let available = max(0, width - gaps)
        if table.fixedLayout { return fixedColumnWidths(available: available).used }
        let columns = columnContentWidths()
        let percentages = columnPercentages()
        let fixed = fixedWidthColumns()
        guard percentages.contains(where: { $0 != nil }) else {
            return Self.distribute(available, min: columns.min, max: columns.max, fixed: fixed)
        }
        // Percentage columns take their share of the table (at least their min-content width),
        // the others share what is left (CSS 2.1 leaves percentages to browsers; they do so).
        var widths = columns.min
        var taken = 0.0
        for (index, percentage) in percentages.enumerated() {
            guard let percentage else { continue }
            widths[index] = max(columns.min[index], (available * percentage / 100).rounded(.down))
            taken += widths[index]
        }
        let others = percentages.indices.filter { percentages[$0] == nil }
        // The other columns keep their min-content widths: the percentage ones give way.
        let excess = taken + others.reduce(0) { $0 + columns.min[$1] } - available
        let give = percentages.indices.filter { percentages[$0] != nil }.reduce(0) { $0 + widths[$1] - columns.min[$1] }
        if excess > 0, give > 0 {
            for index in percentages.indices where percentages[index] != nil {
                let cut = min(excess, give) * (widths[index] - columns.min[index]) / give
                widths[index] -= cut
                taken -= cut
            }
        }
        let rest = max(0, available - taken)
        if others.isEmpty {
            return Self.spread(rest, over: widths, weights: widths.map { max($0, 1) })
        }
        let shared = Self.distribute(
            rest, min: others.map { columns.min[$0] }, max: others.map { columns.max[$0] },
            fixed: others.map { fixed[$0] })
        for (index, width) in zip(others, shared) { widths[index] = width }
        return widths
    }

    /// Column widths for `available` from the columns' min- and max-content widths: each gets
    /// its min-content width plus a share of the rest in proportion to how much more its
    /// max-content width asks for; past the max-content widths, in proportion to them, to the
    /// columns whose width is not `fixed` (a px `width`) when there are some, as browsers do.
    static func distribute(_ available: Double, min minimum: [Double], max maximum: [Double], fixed: [Bool]? = nil) -> [Double] {
        let minSum = minimum.reduce(0, +), maxSum = maximum.reduce(0, +)
        if maxSum <= available {
            let extra = available - maxSum
            let growing =
                fixed.map { flags in flags.contains(false) ? flags.map { !$0 } : flags.map { _ in true } }
                ?? maximum.map { _ in true }
            let weights = zip(maximum, growing).map { $1 ? $0 : 0 }
            guard weights.reduce(0, +) > 0 else { return spread(extra, over: maximum, weights: growing.map { $0 ? 1 : 0 }) }
            return spread(extra, over: maximum, weights: weights)
        }
        if minSum >= available { return minimum }
        return spread(available - minSum, over: minimum, weights: zip(minimum, maximum).map { $1 - $0 })
    }

    /// The percentage `width` of each column: its `table-column`'s, else the largest of its
    /// one-column cells'; nil for none. Past 100 % in all, later ones are cut.
    private func columnPercentages() -> [Double?] {
        var result = [Double?](repeating: nil, count: table.columnCount)
        for (index, column) in table.columns.enumerated() where index < result.count {
            if case .percent(let percentage) = column.width { result[index] = percentage }
        }
        for row in table.rows {
            for cell in row.cells where cell.columnSpan == 1 && cell.column < result.count {
                if case .percent(let percentage) = cell.box.style.width {
                    result[cell.column] = max(result[cell.column] ?? 0, percentage)
                }
            }
        }
        var total = 0.0
        for index in result.indices {
            guard let percentage = result[index] else { continue }
            result[index] = min(percentage, max(0, 100 - total))
            total += result[index] ?? 0
        }
        return result
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

    /// True for each column with a width in px: its `table-column`'s, or a one-column cell's.
    private func fixedWidthColumns() -> [Bool] {
        var result = [Bool](repeating: false, count: table.columnCount)
        for (index, column) in table.columns.enumerated() where index < result.count {
            if case .px = column.width { result[index] = true }
        }
        for row in table.rows {
            for cell in row.cells where cell.columnSpan == 1 && cell.column < result.count {
                if case .px = cell.box.style.width { result[cell.column] = true }
            }
        }
        return result
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
        let cells = table.rows.flatMap(\.cells).enumerated().sorted {
            ($0.element.columnSpan, $0.offset) < ($1.element.columnSpan, $1.offset)
        }
        for cell in cells.map(\.element) where cell.column < table.columnCount {
            let column = cell.column
            let widths = measure.ofCell(cell.box)
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
