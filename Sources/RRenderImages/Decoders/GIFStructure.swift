/// The block structure of a GIF file (GIF89a specification §17–§27), walked in pure Swift so
/// that only the first image goes to the decoder: later animation frames are never decoded,
/// and every frame size is checked before gdk-pixbuf allocates anything.
///
/// What gdk-pixbuf gets is rewritten, not cut: its loader reads extensions its own way (a label
/// byte of 0 makes it read one more, and a graphic control or application extension whose first
/// sub-block is empty makes it read the byte after the terminator as a length), so a damaged
/// extension would have it decode a different image from the one checked here. Only the header,
/// the colour table, one well-formed graphic control extension and the image reach it.
enum GIFStructure {
    /// The file's header and colour table, its last graphic control extension before the first
    /// image (the only extension a still image needs: it holds the transparent index), that image
    /// and a trailer. Throws when no complete image is found or an image is empty or larger than
    /// the decoding limit.
    static func firstImage(of bytes: [UInt8]) throws(ImageError) -> [UInt8] {
        guard bytes.count >= 13 else { throw .corruptData(reason: "GIF: truncated header") }
        let header = 13 + colorTableSize(flags: bytes[10])
        var offset = header
        var graphicControl: [UInt8] = []
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21:  // extension: label, then data sub-blocks
                guard offset + 2 < bytes.count else { throw .corruptData(reason: "GIF: truncated extension") }
                if bytes[offset + 1] == 0xF9 { graphicControl = Self.graphicControl(bytes, block: offset + 2) }
                offset = try skipSubBlocks(bytes, from: offset + 2)
            case 0x2C:  // image descriptor
                let end = try imageEnd(bytes, descriptor: offset)
                var first = Array(bytes[..<header]) + graphicControl
                let descriptor = first.count
                first += bytes[offset..<end]
                first.append(0x3B)
                try fitScreen(&first, descriptor: descriptor)
                return first
            case 0x3B:
                throw .corruptData(reason: "GIF: no image before the trailer")
            default:
                throw .corruptData(reason: "GIF: unknown block 0x\(String(bytes[offset], radix: 16))")
            }
        }
        throw .corruptData(reason: "GIF: truncated before the first image")
    }

    /// A graphic control extension of the four bytes §23 defines (packed fields, delay,
    /// transparent index), from the first sub-block at `block`; none when that block is shorter.
    private static func graphicControl(_ bytes: [UInt8], block: Int) -> [UInt8] {
        guard bytes[block] >= 4, block + 4 < bytes.count else { return [] }
        return [0x21, 0xF9, 0x04] + bytes[block + 1...block + 4] + [0x00]
    }

    /// Makes the logical screen of `gif` as large as its image at `descriptor` needs: gdk-pixbuf
    /// composes the image on the screen, and prints CRITICALs for a screen without pixels or an
    /// image that does not fit on it. Throws when that screen is larger than the decoding limit.
    private static func fitScreen(_ gif: inout [UInt8], descriptor: Int) throws(ImageError) {
        func word(_ at: Int) -> Int { Int(gif[at]) | Int(gif[at + 1]) << 8 }
        let width = max(word(6), word(descriptor + 1) + word(descriptor + 5))
        let height = max(word(8), word(descriptor + 3) + word(descriptor + 7))
        guard width <= 0xFFFF, height <= 0xFFFF, width * height <= ImageDecoder.maximumPixelCount else {
            throw .tooLarge(width: width, height: height)
        }
        (gif[6], gif[7], gif[8], gif[9]) = (UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8))
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
        let codeSize = descriptor + 10 + colorTableSize(flags: bytes[descriptor + 9])
        // gdk-pixbuf's loader makes an empty frame of an image without pixel data or with a code
        // size outside the 2–8 bits GIF allows, and prints CRITICALs composing it.
        guard codeSize + 1 < bytes.count, (2...8).contains(bytes[codeSize]), bytes[codeSize + 1] > 0 else {
            throw .corruptData(reason: "GIF: an image without pixel data")
        }
        return try skipSubBlocks(bytes, from: codeSize + 1)
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
