/// The first pass over the pixels, which decides the colour type: whether every pixel is opaque
/// and whether every pixel is gray. A rendered text page is gray, so the pass also writes each row
/// as a ready PNG scanline (filter byte None, then the gray samples) while the image is still gray:
/// the pixels of a gray page are then read once, not twice.
enum PixelScan {
    /// Scans `rows`; `grayLines` has room for `height × (1 + width)` bytes and holds every
    /// scanline when the result is (opaque, gray). Stops at the end of the first row where both
    /// answers are known to be false.
    static func run(_ rows: PixelRows, grayLines: UnsafeMutablePointer<UInt8>) -> (opaque: Bool, gray: Bool) {
        var state = State(mask: rows.alphaMask)
        var writing = true
        for y in 0..<rows.height {
            let line = grayLines + y * (1 + rows.width)
            if writing { line[0] = 0 }  // filter type None
            state.scan(rows.row(y), count: rows.width, gray: writing ? line + 1 : nil)
            if writing, !state.isGray { writing = false }
            if !state.isGray, !state.isOpaque { return (false, false) }
        }
        return (state.isOpaque, state.isGray)
    }

    /// AND of all pixels (opaque when the top byte stays 0xFF) and OR of the R/G/B differences.
    /// The loops are plain reductions (and a narrowing store), which the compiler vectorises;
    /// Swift's SIMD narrowing conversions are calls, much slower.
    private struct State {
        let mask: UInt32
        var allBits: UInt32 = .max, difference: UInt32 = 0

        init(mask: UInt32) { self.mask = mask }

        var isOpaque: Bool { allBits >= 0xFF00_0000 }
        var isGray: Bool { difference == 0 }

        @inline(__always)
        mutating func scan(_ row: UnsafePointer<UInt32>, count: Int, gray: UnsafeMutablePointer<UInt8>?) {
            var bits = allBits, diff = difference
            let mask = self.mask
            if let gray {
                for x in 0..<count {
                    let p = row[x] | mask
                    bits &= p
                    diff |= (p ^ (p >> 8)) & 0xFFFF  // zero when R == G and G == B
                    gray[x] = UInt8(truncatingIfNeeded: p)
                }
            } else {
                for x in 0..<count {
                    let p = row[x] | mask
                    bits &= p
                    diff |= (p ^ (p >> 8)) & 0xFFFF
                }
            }
            allBits = bits
            difference = diff
        }
    }

    /// True when fewer than 2/3 of the pixels, counted on every 8th row, equal their left
    /// neighbour (see `PNGColorPlan.isPhotographic`).
    static func isPhotographic(_ rows: PixelRows) -> Bool {
        let mask = rows.alphaMask
        var equal = 0, total = 0
        let zero = SIMD8<UInt32>(), one = SIMD8<UInt32>(repeating: 1)
        for y in stride(from: 0, to: rows.height, by: 8) {
            let row = rows.row(y)
            var counts = SIMD8<UInt32>()
            var x = 1
            while x + 8 <= rows.width {
                let here = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD8<UInt32>.self) | mask
                let left = UnsafeRawPointer(row + x - 1).loadUnaligned(as: SIMD8<UInt32>.self) | mask
                counts &+= zero.replacing(with: one, where: here .== left)
                x += 8
            }
            while x < rows.width {
                if (row[x] | mask) == (row[x - 1] | mask) { equal += 1 }
                x += 1
            }
            equal += Int(counts.wrappedSum())
            total += rows.width - 1
        }
        return total > 0 && 3 * equal < 2 * total
    }
}
