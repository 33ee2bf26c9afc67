/// The PNG scanline filters (PNG 1.2 §6): each turns a row of samples into differences that
/// deflate compresses better. Average (type 3) is not used: it never won in measurements.
///
/// Encoding reads only the unfiltered current and previous rows, so there is no dependency
/// between bytes: Sub and Up run 16 bytes at a time, Paeth is branchless for the vectoriser.
enum PNGFilter: UInt8, Sendable, CaseIterable {
    /// Type 0: the samples as they are.
    case none = 0
    /// Type 1: difference from the sample one pixel to the left.
    case sub = 1
    /// Type 2: difference from the sample above.
    case up = 2
    /// Type 4: difference from the Paeth predictor of left, above and upper-left.
    case paeth = 4

    /// Writes the filtered row into `out` (not including the filter-type byte). `above` is the
    /// previous unfiltered row (zeros for the first row); `out` must not overlap either row.
    func apply(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt8>,
        count: Int, bytesPerPixel bpp: Int
    ) {
        let head = min(bpp, count)  // the first pixel has no left neighbour (taken as zero)
        switch self {
        case .none:
            out.update(from: row, count: count)
        case .sub:
            for i in 0..<head { out[i] = row[i] }
            Self.vectorised(from: head, count: count, out: out) { i in
                Self.load(row + i) &- Self.load(row + i - bpp)
            } scalar: { i in
                row[i] &- row[i - bpp]
            }
        case .up:
            Self.vectorised(from: 0, count: count, out: out) { i in
                Self.load(row + i) &- Self.load(above + i)
            } scalar: { i in
                row[i] &- above[i]
            }
        case .paeth:
            for i in 0..<head { out[i] = row[i] &- above[i] }  // predictor of (0, b, 0) is b
            Self.vectorised(from: head, count: count, out: out) { i in
                Self.load(row + i) &- Self.paeth(Self.load(row + i - bpp), Self.load(above + i), Self.load(above + i - bpp))
            } scalar: { i in
                row[i] &- Self.paeth(row[i - bpp], above[i], above[i - bpp])
            }
        }
    }

    @inline(__always)
    private static func load(_ p: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// Runs `vector` on 16-byte blocks from `start`, then `scalar` on the remaining bytes.
    @inline(__always)
    private static func vectorised(
        from start: Int, count: Int, out: UnsafeMutablePointer<UInt8>,
        vector: (Int) -> SIMD16<UInt8>, scalar: (Int) -> UInt8
    ) {
        var i = start
        while i + 16 <= count {
            UnsafeMutableRawPointer(out + i).storeBytes(of: vector(i), as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < count {
            out[i] = scalar(i)
            i += 1
        }
    }

    /// The Paeth predictor (PNG 1.2 §6.6) of left `a`, above `b`, upper-left `c`, 16 lanes at
    /// once in 8-bit arithmetic (widening lanes is slow in Swift's SIMD types). With
    /// p = a + b − c: pa = |p − a| = |b − c|, pb = |p − b| = |a − c|, and pc = |p − c| =
    /// |(b − c) + (a − c)|, which is pa + pb when both differences have the same sign (saturated:
    /// it still compares as ≥ pa and ≥ pb) and |pa − pb| otherwise.
    @inline(__always)
    static func paeth(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let bAbove = b .>= c, aAbove = a .>= c
        let pa = distance(b, c, bAbove), pb = distance(a, c, aAbove)
        let sum = pa &+ pb
        let saturated = sum.replacing(with: 255, where: sum .< pa)
        let pc = saturated.replacing(with: distance(pa, pb, pa .>= pb), where: bAbove .!= aAbove)
        let bOrC = c.replacing(with: b, where: pb .<= pc)
        return bOrC.replacing(with: a, where: (pa .<= pb) .& (pa .<= pc))
    }

    /// |x − y| lane-wise, given the mask x ≥ y.
    @inline(__always)
    private static func distance(_ x: SIMD16<UInt8>, _ y: SIMD16<UInt8>, _ xAtLeastY: SIMDMask<SIMD16<Int8>>) -> SIMD16<UInt8> {
        (y &- x).replacing(with: x &- y, where: xAtLeastY)
    }

    /// The Paeth predictor for one byte (the reference the vector version must match).
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Sum of the filtered bytes read as signed values, |x| = min(x, 256 − x): the usual
    /// heuristic for choosing a filter (smaller usually compresses better). A plain reduction,
    /// which the compiler vectorises.
    static func cost(_ filtered: UnsafePointer<UInt8>, count: Int) -> Int {
        var total: UInt32 = 0
        var i = 0
        while i < count {
            // Blocks of at most 2^24 bytes: 128 × 2^24 cannot overflow 32 bits.
            let end = min(count, i + (1 << 24))
            var sum: UInt32 = 0
            for j in i..<end { sum &+= UInt32(min(filtered[j], 0 &- filtered[j])) }
            total &+= sum
            i = end
        }
        return Int(total)
    }
}
