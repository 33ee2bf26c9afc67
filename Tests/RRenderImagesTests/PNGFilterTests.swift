import Testing

@testable import RRenderImages

@Suite("PNG filters")
struct PNGFilterTests {
    @Test func vectorPaethMatchesTheReferenceForEveryInput() {
        // Every c (16 per vector) against a grid of a and b that includes 0 and 255.
        for a in stride(from: 0, through: 255, by: 3) {
            for b in stride(from: 0, through: 255, by: 3) {
                for cBase in stride(from: 0, to: 256, by: 16) {
                    var c = SIMD16<UInt8>()
                    for lane in 0..<16 { c[lane] = UInt8(cBase + lane) }
                    let va = SIMD16<UInt8>(repeating: UInt8(a)), vb = SIMD16<UInt8>(repeating: UInt8(b))
                    let predicted = PNGFilter.paeth(va, vb, c)
                    for lane in 0..<16 where predicted[lane] != PNGFilter.paeth(UInt8(a), UInt8(b), c[lane]) {
                        Issue.record("paeth(\(a), \(b), \(c[lane]))")
                    }
                }
            }
        }
    }

    @Test(arguments: [1, 3, 4])
    func filtersInvertExactly(bytesPerPixel bpp: Int) {
        var random = TestImages.Random(seed: UInt64(bpp))
        for count in [bpp, 5 * bpp, 16, 17 * bpp, 100 * bpp] {
            let row = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let above = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            for filter in PNGFilter.allCases {
                var out = [UInt8](repeating: 0, count: count)
                row.withUnsafeBufferPointer { r in
                    above.withUnsafeBufferPointer { u in
                        out.withUnsafeMutableBufferPointer { o in
                            filter.apply(
                                r.baseAddress!, above: u.baseAddress!, out: o.baseAddress!, count: count, bytesPerPixel: bpp)
                        }
                    }
                }
                #expect(unfilter(filter, out, above: above, bpp: bpp) == row, "\(filter) \(count)")
            }
        }
    }

    /// The decoder side of PNG 1.2 §6, written independently.
    func unfilter(_ filter: PNGFilter, _ data: [UInt8], above: [UInt8], bpp: Int) -> [UInt8] {
        var row = data
        for i in 0..<row.count {
            let a = i >= bpp ? row[i - bpp] : 0, b = above[i], c = i >= bpp ? above[i - bpp] : 0
            switch filter {
            case .none: break
            case .sub: row[i] = data[i] &+ a
            case .up: row[i] = data[i] &+ b
            case .paeth: row[i] = data[i] &+ PNGFilter.paeth(a, b, c)
            }
        }
        return row
    }
}
