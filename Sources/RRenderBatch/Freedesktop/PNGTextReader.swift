/// Reads the `tEXt` chunks of a PNG file (the keys of a freedesktop thumbnail).
enum PNGTextReader {
    /// Keyword → text of every `tEXt` chunk before the image data; empty when `bytes` is not a PNG.
    static func entries(_ bytes: [UInt8]) -> [String: String] {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.starts(with: signature) else { return [:] }
        var result: [String: String] = [:]
        var offset = 8
        while offset + 8 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length <= bytes.count, type != "IDAT", type != "IEND" else { break }
            if type == "tEXt", let zero = bytes[start..<start + length].firstIndex(of: 0) {
                let key = String(bytes[start..<zero].map { Character(Unicode.Scalar($0)) })
                result[key] = String(bytes[(zero + 1)..<(start + length)].map { Character(Unicode.Scalar($0)) })
            }
            offset = start + length + 4
        }
        return result
    }
}
