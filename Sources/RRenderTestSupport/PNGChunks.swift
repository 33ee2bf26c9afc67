/// A minimal PNG chunk reader for tests, with its own CRC-32 (independent of zlib's).
public struct PNGChunks {
    /// One chunk: its type, its data, and whether its stored CRC is right.
    public struct Chunk {
        public let type: String
        public let data: [UInt8]
        public let crcIsValid: Bool
    }

    /// The chunks in file order.
    public let chunks: [Chunk]
    /// True when the file starts with the PNG signature.
    public let hasSignature: Bool

    /// The chunks of `png`, up to the first one that runs past the end.
    public init(_ png: [UInt8]) {
        hasSignature = png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            guard offset + 12 + length <= png.count else { break }
            let typeAndData = Array(png[offset + 4..<offset + 8 + length])
            let stored = png[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            chunks.append(
                Chunk(
                    type: String(decoding: typeAndData[0..<4], as: UTF8.self),
                    data: Array(typeAndData[4...]), crcIsValid: Self.crc32(typeAndData) == stored))
            offset += 12 + length
        }
        self.chunks = chunks
    }

    /// The chunk types in order.
    public var types: [String] { chunks.map(\.type) }

    /// The IHDR colour type byte (0 gray, 2 RGB, 3 palette, 6 RGBA).
    public var colorType: UInt8? { chunks.first { $0.type == "IHDR" }?.data[9] }

    /// The data of the first chunk of `type`.
    public func data(_ type: String) -> [UInt8]? { chunks.first { $0.type == type }?.data }

    /// Keyword → text of every `tEXt` chunk (Latin-1, PNG 1.2 §11.3.4.3).
    public var text: [String: String] {
        var entries: [String: String] = [:]
        for chunk in chunks where chunk.type == "tEXt" {
            guard let zero = chunk.data.firstIndex(of: 0) else { continue }
            let latin1 = { (bytes: ArraySlice<UInt8>) in String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })) }
            entries[latin1(chunk.data[..<zero])] = latin1(chunk.data[(zero + 1)...])
        }
        return entries
    }

    /// CRC-32 as PNG computes it (ISO 3309), bit by bit.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
