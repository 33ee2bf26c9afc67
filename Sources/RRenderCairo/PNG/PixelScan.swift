/// The one pass over the pixels that decides the colour type: whether every pixel is opaque,
/// whether every pixel is gray, how photograph-like the image is and, once it is known not to be
/// gray, its colours (up to 256). A rendered text page is gray, so the pass also writes each row
/// as a ready PNG scanline (filter byte None, then the gray samples) while the image is still
/// gray: the pixels of a gray page are then read (and, in bands, painted) once, not twice.
enum PixelScan {
    /// What the colours of an image came to.
    enum Colors {
        /// Up to 256 distinct pixel values, numbered.
        case counted(PaletteIndex)
        /// More than 256.
        case tooMany
        /// Not counted: the image is gray, colours were not asked for, or gray rows before the
        /// first coloured one were translucent (their pixels cannot be told from the gray
        /// scanlines, so the caller counts them in a pass of its own).
        case uncounted
    }

    /// The findings of `run`.
    struct Findings {
        var isOpaque: Bool
        var isGray: Bool
        /// Fewer than 2/3 of the pixels, counted on every 8th row, equal their left neighbour
        /// (see `PNGColorPlan.isPhotographic`).
        var isPhotographic: Bool
        var colors: Colors
    }

    /// Scans every row of `bands`; `grayLines`, when given, has room for `height × (1 + width)`
    /// bytes and holds every scanline when the image is (opaque, gray). Without it (an image in
    /// one band, whose rows stay readable) the gray rows are read again where needed. With `countColors`, counts the colours
    /// from the first row that is not gray on (the gray rows before it are counted from their
    /// scanlines), as `PaletteIndex(counting:)` would.
    static func run(_ bands: PixelBands, grayLines: UnsafeMutablePointer<UInt8>?, countColors: Bool) -> Findings {
        var cursor = BandCursor(bands)
        var state = State(mask: bands.alphaMask)
        var similarity = Similarity()
        var writing = grayLines != nil, gray = true
        var counter: PaletteCounter?
        let width = bands.width, mask = bands.alphaMask, line = 1 + width
        for y in 0..<bands.height {
            let row = cursor.row(y)
            let opaqueSoFar = state.isOpaque
            let grayLine = writing ? grayLines.map { $0 + y * line } : nil
            grayLine?[0] = 0  // filter type None
            state.scan(row, count: width, gray: grayLine.map { $0 + 1 })
            if y % 8 == 0 { similarity.count(row, width: width, mask: mask) }
            if gray, !state.isGray {
                gray = false
                writing = false
                if countColors, opaqueSoFar {  // else left uncounted
                    // Rows 0..<y were gray and opaque: each pixel was 0xFFgggggg.
                    if let grayLines {
                        var replay = PaletteCounter(first: y > 0 ? PaletteCounter.opaqueGray(grayLines[1]) : row[0] | mask)
                        for r in 0..<y { replay.count(grayLine: grayLines + r * line + 1, count: width) }
                        counter = replay
                    } else {
                        var replay = PaletteCounter(first: y > 0 ? cursor.row(0)[0] | mask : row[0] | mask)
                        for r in 0..<y { replay.count(cursor.row(r), count: width, mask: mask) }
                        counter = replay
                    }
                }
            }
            counter?.count(row, count: width, mask: mask)
        }
        let colors: Colors
        if let counter {
            colors = counter.finished().map(Colors.counted) ?? .tooMany
        } else {
            colors = .uncounted
        }
        return Findings(isOpaque: state.isOpaque, isGray: state.isGray, isPhotographic: similarity.isPhotographic,
                        colors: colors)
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

    /// How many pixels equal their left neighbour, on the rows counted.
    private struct Similarity {
        var equal = 0, total = 0

        /// True when fewer than 2/3 of the pixels counted equal their left neighbour.
        var isPhotographic: Bool { total > 0 && 3 * equal < 2 * total }

        mutating func count(_ row: UnsafePointer<UInt32>, width: Int, mask: UInt32) {
            let zero = SIMD8<UInt32>(), one = SIMD8<UInt32>(repeating: 1)
            var counts = SIMD8<UInt32>()
            var x = 1
            while x + 8 <= width {
                let here = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD8<UInt32>.self) | mask
                let left = UnsafeRawPointer(row + x - 1).loadUnaligned(as: SIMD8<UInt32>.self) | mask
                counts &+= zero.replacing(with: one, where: here .== left)
                x += 8
            }
            while x < width {
                if (row[x] | mask) == (row[x - 1] | mask) { equal += 1 }
                x += 1
            }
            equal += Int(counts.wrappedSum())
            total += width - 1
        }
    }
}
