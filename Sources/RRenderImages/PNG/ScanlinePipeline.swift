/// Converts and filters the rows into a strip of scanlines and hands each full strip to the
/// compressor. All scratch memory is one allocation made per image: no per-row allocation.
/// The rows are read in one pass from the top, so bands are painted once more for it.
struct ScanlinePipeline {
    /// How each row's filter is chosen.
    enum RowFilter: Equatable {
        /// The same filter for every row.
        case fixed(PNGFilter)
        /// The smallest sum of absolute values among all four filters (slow, for comparison).
        case all
    }

    let rows: PixelBands
    let plan: PNGColorPlan
    let rowFilter: RowFilter
    let stripRows: Int
    private var bytesPerPixel: Int { plan.colorType.bytesPerPixel }
    private var rowBytes: Int { rows.width * bytesPerPixel }

    /// The row filter `options` give for `plan`.
    static func rowFilter(_ options: PNGEncoder.Options, _ plan: PNGColorPlan) -> RowFilter {
        switch options.filter {
        case .automatic: return .fixed(plan.isPhotographic ? .paeth : .none)
        case .none: return .fixed(.none)
        case .sub: return .fixed(.sub)
        case .up: return .fixed(.up)
        case .paeth: return .fixed(.paeth)
        case .adaptive: return .all
        }
    }

    init(rows: PixelBands, plan: PNGColorPlan, options: PNGEncoder.Options) {
        self.rows = rows
        self.plan = plan
        rowFilter = Self.rowFilter(options, plan)
        stripRows = max(1, min(rows.height, options.stripBytes / (1 + rows.width * plan.colorType.bytesPerPixel)))
    }

    /// Compresses every scanline.
    func run<C: ZlibCompressor & ~Copyable>(compressor: inout C, output: inout IDATWriter) {
        let line = 1 + rowBytes
        // Layout: previous row, current row, trial row, then the strip of filtered scanlines.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * rowBytes + stripRows * line)
        defer { scratch.deallocate() }
        scratch.initialize(repeating: 0, count: rowBytes)  // the row above the first is zeros (§6.3)
        var above = scratch, current = scratch + rowBytes
        let trial = scratch + 2 * rowBytes, strip = scratch + 3 * rowBytes
        var cursor = BandCursor(rows)
        PNGSamples.unpremultiplyTable.withUnsafeBufferPointer { table in
            var filled = 0
            for y in 0..<rows.height {
                let target = strip + filled * line
                let source = cursor.row(y)
                if rowFilter == .fixed(.none) {
                    target[0] = PNGFilter.none.rawValue
                    convert(source, into: target + 1, table: table)
                } else {
                    convert(source, into: current, table: table)
                    target[0] = choose(current, above: above, into: target + 1, trial: trial).rawValue
                    swap(&above, &current)
                }
                filled += 1
                if filled == stripRows || y == rows.height - 1 {
                    compressor.write(UnsafeRawBufferPointer(start: strip, count: filled * line), to: &output)
                    filled = 0
                }
            }
        }
        compressor.finish(to: &output)
    }

    private func convert(
        _ source: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt8>,
        table: UnsafeBufferPointer<UInt8>
    ) {
        switch plan.colorType {
        case .gray: PNGSamples.gray(source, target, count: rows.width)
        case .rgb: PNGSamples.rgb(source, target, count: rows.width)
        case .rgba:
            guard let t = table.baseAddress else { return }
            PNGSamples.rgba(source, target, count: rows.width, table: t)
        case .palette:
            guard let palette = plan.palette else { return }
            PNGSamples.indexed(source, target, count: rows.width, mask: rows.alphaMask, palette: palette)
        }
    }

    /// Filters `row` into `out` with the filter chosen for it and returns that filter.
    /// `trial` is scratch space of one row (used only when comparing all four filters).
    @discardableResult
    private func choose(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
        trial: UnsafeMutablePointer<UInt8>? = nil
    ) -> PNGFilter {
        let count = rowBytes
        switch rowFilter {
        case .fixed(let filter):
            filter.apply(row, above: above, out: out, count: count, bytesPerPixel: bytesPerPixel)
            return filter
        case .all:
            guard let trial else { return .none }
            var best = PNGFilter.none, bestCost = Int.max
            for candidate in PNGFilter.allCases {
                candidate.apply(row, above: above, out: trial, count: count, bytesPerPixel: bytesPerPixel)
                let cost = PNGFilter.cost(trial, count: count)
                if cost < bestCost { best = candidate; bestCost = cost }
            }
            best.apply(row, above: above, out: out, count: count, bytesPerPixel: bytesPerPixel)
            return best
        }
    }
}
