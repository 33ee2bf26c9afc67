/// CRC-32 as ZIP and PNG use it (ISO 3309, reflected polynomial 0xEDB88320), eight bytes a step
/// ("slicing by 8", eight tables of 256 entries).
///
/// Every resource read from an EPUB is checked against the CRC-32 its ZIP directory records.
/// ZIPFoundation's own check, on Linux, reads a byte at a time from one table: about 400 MB/s,
/// 2 ms of the 60 ms a warm `rrender moby-dick.epub --page 400` takes (inflating its four fonts
/// and the chapter). This one runs at a few GB/s.
public struct CRC32: Sendable {
    /// The CRC-32 of the bytes added so far.
    public var value: UInt32 { ~state }
    private var state: UInt32 = 0xFFFF_FFFF

    public init() {}

    /// The CRC-32 of `bytes`.
    public static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    /// Adds `bytes`.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        var crc = state
        var offset = 0
        Self.tables.withUnsafeBufferPointer { table in
            let eightByteEnd = bytes.count & ~7
            while offset < eightByteEnd {
                let one = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) ^ crc
                let two = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
                crc = table[7 * 256 + Int(one & 0xFF)] ^ table[6 * 256 + Int((one >> 8) & 0xFF)]
                    ^ table[5 * 256 + Int((one >> 16) & 0xFF)] ^ table[4 * 256 + Int(one >> 24)]
                    ^ table[3 * 256 + Int(two & 0xFF)] ^ table[2 * 256 + Int((two >> 8) & 0xFF)]
                    ^ table[256 + Int((two >> 16) & 0xFF)] ^ table[Int(two >> 24)]
                offset += 8
            }
            while offset < bytes.count {
                crc = table[Int((crc ^ UInt32(base.load(fromByteOffset: offset, as: UInt8.self))) & 0xFF)] ^ (crc >> 8)
                offset += 1
            }
        }
        state = crc
    }

    /// Table k (entries 256k ..< 256(k+1)) gives the CRC of a byte followed by k zero bytes.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for byte in 0..<256 {
            var crc = UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            tables[byte] = crc
        }
        for k in 1..<8 {
            for byte in 0..<256 {
                let previous = tables[(k - 1) * 256 + byte]
                tables[k * 256 + byte] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
            }
        }
        return tables
    }()
}
