/// Deflate's length and distance symbols (RFC 1951 §3.2.5) as lookup tables, for the encoder's
/// inner loops.
enum DeflateSymbols {
    /// For a match length 3...258 at index `length - 3`: its symbol − 257 (0...28) in the low
    /// byte, its extra bits' count in the next, the extra value above.
    static let lengths: [UInt32] = (3...258).map { length in
        let (symbol, extra, extraBits) = RepeatedRows.lengthCode(length)
        return UInt32(symbol - 257) | UInt32(extraBits) << 8 | UInt32(extra) << 16
    }

    /// For a distance 1...32768: its code (0...29) from `distanceCodes[d − 1]` when `d ≤ 256`,
    /// else from `distanceCodes[256 + (d − 1) >> 7]` (zlib's two-part table).
    static let distanceCodes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        for d in 1...256 { table[d - 1] = UInt8(RepeatedRows.distanceCode(d)) }
        for high in 2..<256 { table[256 + high] = UInt8(RepeatedRows.distanceCode((high << 7) + 1)) }
        return table
    }()

    /// The first distance of each code and its extra bits' count.
    static let distanceBase: [UInt16] = RepeatedRows.distanceBase.map { UInt16($0) }
    static let distanceExtraBits: [UInt8] = RepeatedRows.distanceExtra.map { UInt8($0) }

    @inline(__always)
    static func distanceCode(_ distance: Int, table: UnsafePointer<UInt8>) -> Int {
        Int(distance <= 256 ? table[distance - 1] : table[256 + ((distance - 1) >> 7)])
    }

    /// The tables above in memory of their own, for loops that must not touch Swift arrays.
    /// `@unchecked Sendable`: the memory is written once, before the first read, and never again.
    struct Tables: @unchecked Sendable {
        let lengths: UnsafePointer<UInt32>
        let distanceCodes: UnsafePointer<UInt8>
        let distanceBase: UnsafePointer<UInt16>
        let distanceExtraBits: UnsafePointer<UInt8>
    }

    /// Allocated once, never freed.
    static let tables = Tables(lengths: permanent(lengths), distanceCodes: permanent(distanceCodes),
                               distanceBase: permanent(distanceBase), distanceExtraBits: permanent(distanceExtraBits))

    private static func permanent<T>(_ values: [T]) -> UnsafePointer<T> {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: values.count)
        pointer.initialize(from: values, count: values.count)
        return UnsafePointer(pointer)
    }

    /// The order in which the code length code's lengths are written (RFC 1951 §3.2.7).
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
