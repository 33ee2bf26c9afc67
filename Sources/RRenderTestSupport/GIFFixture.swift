/// GIF files written byte by byte for tests: a GIF89a with a 4-colour global palette and one
/// image per frame, its LZW data "uncompressed" (a clear code before each short run of
/// literals, so the code width never grows; any decoder reads it).
public enum GIFFixture {
    /// A GIF89a of `frames` (palette indices, row by row, each `width × height`), with a global
    /// palette of up to 4 `0xRRGGBB` colours and an optional transparent index.
    public static func gif(width: Int, height: Int, palette: [UInt32], frames: [[UInt8]], transparent: UInt8? = nil) -> [UInt8] {
        var bytes = Array("GIF89a".utf8) + le16(width) + le16(height) + [0xF1, 0, 0]  // 4-colour global table
        for index in 0..<4 {
            let color = index < palette.count ? palette[index] : 0
            bytes += [UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF)]
        }
        for frame in frames {
            // Graphic control extension: restore to background, 0.1 s, transparency if any.
            bytes += [0x21, 0xF9, 4, 0x08 | (transparent == nil ? 0 : 1), 10, 0, transparent ?? 0, 0]
            bytes += [0x2C] + le16(0) + le16(0) + le16(width) + le16(height) + [0]
            bytes += [2] + subBlocks(lzwUncompressed(frame, minimumCodeSize: 2))
        }
        return bytes + [0x3B]
    }

    /// LZW codes that never use the string table: a clear code before every run of literals
    /// short enough that the code width never grows (GIF89a appendix F).
    static func lzwUncompressed(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1, width = minimumCodeSize + 1
        let run = clear - 2
        var codes: [Int] = []
        for (offset, index) in indices.enumerated() {
            if offset % run == 0 { codes.append(clear) }
            codes.append(Int(index))
        }
        codes.append(end)
        var output: [UInt8] = [], buffer = 0, bits = 0
        for code in codes {
            buffer |= code << bits
            bits += width
            while bits >= 8 {
                output.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        if bits > 0 { output.append(UInt8(buffer & 0xFF)) }
        return output
    }

    /// Data split into sub-blocks of at most 255 bytes, then the terminator.
    static func subBlocks(_ data: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var start = 0
        while start < data.count {
            let count = min(255, data.count - start)
            output += [UInt8(count)] + data[start..<start + count]
            start += count
        }
        return output + [0]
    }

    static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
