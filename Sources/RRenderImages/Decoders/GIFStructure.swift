/// The block structure of a GIF file (GIF89a specification §17–§27), walked in pure Swift so
/// that only the first image goes to the decoder: later animation frames are never decoded,
/// and every frame size is checked before gdk-pixbuf allocates anything.
enum GIFStructure {
    /// The file cut after its first image (header, colour table, the extensions before it and
    /// the image), with a trailer appended. Throws when no complete image is found or an image
    /// is empty or larger than the decoding limit.
    static func firstImage(of bytes: [UInt8]) throws(ImageError) -> [UInt8] {
        guard bytes.count >= 13 else { throw .corruptData(reason: "GIF: truncated header") }
        var offset = 13 + colorTableSize(flags: bytes[10])
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21:  // extension: label, then data sub-blocks
                offset = try skipSubBlocks(bytes, from: offset + 2)
            case 0x2C:  // image descriptor
                let end = try imageEnd(bytes, descriptor: offset)
                return Array(bytes[..<end]) + [0x3B]
            case 0x3B:
                throw .corruptData(reason: "GIF: no image before the trailer")
            default:
                throw .corruptData(reason: "GIF: unknown block 0x\(String(bytes[offset], radix: 16))")
            }
        }
        throw .corruptData(reason: "GIF: truncated before the first image")
    }

    /// The offset just past the image whose descriptor starts at `descriptor`.
    private static func imageEnd(_ bytes: [UInt8], descriptor: Int) throws(ImageError) -> Int {
        guard descriptor + 10 <= bytes.count else { throw .corruptData(reason: "GIF: truncated image descriptor") }
        let width = Int(bytes[descriptor + 5]) | Int(bytes[descriptor + 6]) << 8
        let height = Int(bytes[descriptor + 7]) | Int(bytes[descriptor + 8]) << 8
        guard width * height <= ImageDecoder.maximumPixelCount else { throw .tooLarge(width: width, height: height) }
        // gdk-pixbuf's loader would ask for the row stride of an empty frame, and print a CRITICAL.
        guard width > 0, height > 0 else { throw .corruptData(reason: "GIF: an image of \(width)×\(height) pixels") }
        // Local colour table, then the LZW minimum code size byte, then the data sub-blocks.
        let data = descriptor + 10 + colorTableSize(flags: bytes[descriptor + 9]) + 1
        return try skipSubBlocks(bytes, from: data)
    }

    /// Bytes of the colour table a packed-fields byte announces (none when its top bit is clear).
    private static func colorTableSize(flags: UInt8) -> Int {
        flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 0x07) + 1)
    }

    /// The offset after a run of sub-blocks (a length byte, that many bytes; 0 ends the run).
    private static func skipSubBlocks(_ bytes: [UInt8], from start: Int) throws(ImageError) -> Int {
        var offset = start
        while offset < bytes.count {
            let length = Int(bytes[offset])
            offset += 1 + length
            if length == 0 { return offset }
        }
        throw .corruptData(reason: "GIF: truncated data")
    }
}
