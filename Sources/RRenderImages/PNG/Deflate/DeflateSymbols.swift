/// Deflate's length and distance symbols (RFC 1951 §3.2.5), and the same as lookup tables for
/// the encoder's inner loops.
enum DeflateSymbols {
    /// The length symbol (257...285) for `n` in 3...258, its extra bits' value and count.
    static func lengthCode(_ n: Int) -> (symbol: Int, extra: Int, extraBits: Int) {
        if n == 258 { return (285, 0, 0) }
        var index = lengthBase.count - 2
        while lengthBase[index] > n { index -= 1 }
        return (257 + index, n - lengthBase[index], lengthExtra[index])
    }

    /// The distance code (0...29) for `d` in 1...32768.
    static func distanceCode(_ d: Int) -> Int { distanceParts(d).code }

    static func distanceParts(_ d: Int) -> (code: Int, extra: Int, extraBits: Int) {
        var code = distanceBases.count - 1
        while distanceBases[code] > d { code -= 1 }
        return (code, d - distanceBases[code], distanceExtras[code])
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                             115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                        1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtras = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11,
                                         12, 12, 13, 13]

    /// For a match length 3...258 at index `length - 3`: its symbol − 257 (0...28) in the low
    /// byte, its extra bits' count in the next, the extra value above.
    static let lengths: [UInt32] = (3...258).map { length in
        let (symbol, extra, extraBits) = lengthCode(length)
        return UInt32(symbol - 257) | UInt32(extraBits) << 8 | UInt32(extra) << 16
    }

    /// For a distance 1...32768: its code (0...29) from `distanceCodes[d − 1]` when `d ≤ 256`,
    /// else from `distanceCodes[256 + (d − 1) >> 7]` (zlib's two-part table).
    static let distanceCodes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        for d in 1...256 { table[d - 1] = UInt8(distanceCode(d)) }
        for high in 2..<256 { table[256 + high] = UInt8(distanceCode((high << 7) + 1)) }
        return table
    }()

    /// The first distance of each code and its extra bits' count.
    static let distanceBase: [UInt16] = distanceBases.map { UInt16($0) }
    static let distanceExtraBits: [UInt8] = distanceExtras.map { UInt8($0) }

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
