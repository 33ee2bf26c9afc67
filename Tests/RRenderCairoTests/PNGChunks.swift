/// A minimal PNG chunk reader for tests, with its own CRC-32 (independent of zlib's).
struct PNGChunks {
    struct Chunk {
        let type: String
        let data: [UInt8]
        let crcIsValid: Bool
    }

    let chunks: [Chunk]
    let hasSignature: Bool

    init(_ png: [UInt8]) {
        hasSignature = png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            guard offset + 12 + length <= png.count else { break }
            let typeAndData = Array(png[offset + 4..<offset + 8 + length])
            let stored = png[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            chunks.append(Chunk(type: String(decoding: typeAndData[0..<4], as: UTF8.self),
                                data: Array(typeAndData[4...]), crcIsValid: Self.crc32(typeAndData) == stored))
            offset += 12 + length
        }
        self.chunks = chunks
    }

    var types: [String] { chunks.map(\.type) }

    /// The IHDR colour type byte (0 gray, 2 RGB, 3 palette, 6 RGBA).
    var colorType: UInt8? { chunks.first { $0.type == "IHDR" }?.data[9] }

    func data(_ type: String) -> [UInt8]? { chunks.first { $0.type == type }?.data }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
