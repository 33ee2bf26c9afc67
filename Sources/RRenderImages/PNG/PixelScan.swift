internal import Glibc

/// The one pass over the pixels that decides the colour type: whether every pixel is opaque,
/// whether every pixel is gray, how photograph-like the image is and, once it is known not to be
/// gray, its colours (up to 256). A rendered text page is gray, so for an image in bands the pass
/// also writes each row as a ready PNG scanline (filter byte None, then the gray samples) into a
/// `GrayStream` while the image is still gray: a gray page is then painted once, not twice.
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

    /// Scans every row of `bands`. While the image is gray, each row's gray scanline goes to
    /// `gray`, if given, which compresses it; the stream is abandoned at the first row that is
    /// not gray. With `countColors`, counts the colours from that row on, and those of the gray
    /// rows before it (from the scanlines still in the stream's strip, the others read again),
    /// as `PaletteIndex(counting:)` would.
    ///
    /// With `indices`, once the image turns out not to be gray at a row whose gray rows above
    /// are all still in `gray`'s strip, also writes every row's palette indices into `indices`
    /// (see `IndexStream`), abandoning it at the 257th colour.
    static func run(_ bands: PixelBands, gray stream: GrayStream?, indices: IndexStream? = nil, countColors: Bool) -> Findings {
        var cursor = BandCursor(bands)
        var state = State(mask: bands.alphaMask)
        var similarity = Similarity()
        var gray = true
        var counter: PaletteCounter?
        let width = bands.width, mask = bands.alphaMask
        // The row above, while it is in the same band (a row equal to it changes no finding and
        // adds no colour: most rows of a page are such rows, blank or not).
        var above: UnsafePointer<UInt32>?
        for y in 0..<bands.height {
            var row = cursor.row(y)
            let opaqueSoFar = state.isOpaque
            let line = gray ? stream?.line(y) : nil
            let repeated = y % bands.bandHeight != 0 && above.map { memcmp(row, $0, 4 * width) == 0 } == true
            if repeated, let line, stream?.holds(y - 1) == true, let lineAbove = stream?.line(y - 1) {
                (line + 1).update(from: lineAbove + 1, count: width)
            } else if !repeated || line != nil {
                state.scan(row, count: width, gray: line.map { $0 + 1 })
            }
            above = row
            if y % 8 == 0 { similarity.count(row, width: width, mask: mask) }
            if gray, !state.isGray {
                gray = false
                if countColors, opaqueSoFar {  // else left uncounted
                    // Rows 0..<y were gray and opaque: each pixel was 0xFFgggggg.
                    counter = replayGrayRows(y, of: bands, from: stream, cursor: &cursor)
                    if let indices, let counter, y == 0 || stream?.holds(0) == true, indices.start() {
                        writeGrayIndices(y, from: stream, counter: counter, into: indices)
                    }
                    row = cursor.row(y)  // reading earlier rows again may have repainted the band
                    above = row
                }
                stream?.abandon()
            } else if gray {
                stream?.wrote(y)
            }
            if let indices, indices.isOpen, let line = indices.line(y) {
                if !state.isOpaque {
                    indices.abandon()
                } else if repeated, indices.holds(y - 1), let lineAbove = indices.line(y - 1) {
                    (line + 1).update(from: lineAbove + 1, count: width)
                    indices.wrote(y)
                } else if counter?.count(row, count: width, mask: mask, indices: line + 1) == true {
                    indices.wrote(y)
                } else {
                    indices.abandon()
                }
            } else if !repeated {
                counter?.count(row, count: width, mask: mask)
            }
        }
        let colors: Colors
        if let counter {
            colors = counter.finished().map(Colors.counted) ?? .tooMany
        } else {
            colors = .uncounted
        }
        return Findings(
            isOpaque: state.isOpaque, isGray: state.isGray, isPhotographic: similarity.isPhotographic,
            colors: colors)
    }

    /// The palette indices of rows `0..<end`, gray and opaque, from their scanlines in `stream`'s
    /// strip, written into `indices`.
    private static func writeGrayIndices(_ end: Int, from stream: GrayStream?, counter: PaletteCounter, into indices: IndexStream)
    {
        for r in 0..<end {
            guard let gray = stream?.line(r).map({ $0 + 1 }), let line = indices.line(r) else { return indices.abandon() }
            for x in 0..<indices.width { line[1 + x] = counter.index(ofGray: gray[x]) }
            indices.wrote(r)
        }
    }

    /// A count of the colours of rows `0..<end` (gray and opaque), from their scanlines in
    /// `stream`'s strip where it still holds them, else from the rows read again.
    private static func replayGrayRows(
        _ end: Int, of bands: PixelBands, from stream: GrayStream?,
        cursor: inout BandCursor
    ) -> PaletteCounter {
        let width = bands.width, mask = bands.alphaMask
        func grayLine(_ r: Int) -> UnsafeMutablePointer<UInt8>? {
            stream?.holds(r) == true ? stream?.line(r).map { $0 + 1 } : nil
        }
        // Row 0's scanline when it is one of the gray rows, else its pixels.
        let first = end > 0 ? grayLine(0).map { PaletteCounter.opaqueGray($0[0]) } : nil
        var replay = PaletteCounter(first: first ?? cursor.row(0)[0] | mask)
        for r in 0..<end {
            if let line = grayLine(r) {
                replay.count(grayLine: line, count: width)
            } else {
                replay.count(cursor.row(r), count: width, mask: mask)
            }
        }
        return replay
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
