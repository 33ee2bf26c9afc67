import RRenderCore
import RRenderTestSupport
import Testing

/// AVIF (`ispe` of the primary item) and JPEG XL (`SizeHeader`) sizes read from headers, so
/// that layout never decodes; media types `image/avif` and `image/jxl` are supported images.
@Suite struct ImageInfoAVIFJXLTests {
    @Test(arguments: [
        (ModernImageFixtures.redAVIF, ImageFormat.avif, 6, 4), (ModernImageFixtures.bigAVIF, .avif, 300, 17),
        (ModernImageFixtures.alphaAVIF, .avif, 6, 4), (ModernImageFixtures.redJXL, .jxl, 6, 4),
        (ModernImageFixtures.bigJXL, .jxl, 300, 17), (ModernImageFixtures.ratioJXL, .jxl, 64, 48),
        (ModernImageFixtures.alphaJXL, .jxl, 6, 4), (ModernImageFixtures.redContainerJXL, .jxl, 6, 4)
    ])
    func headerGivesFormatAndSize(bytes: [UInt8], format: ImageFormat, width: Int, height: Int) {
        #expect(ImageFormat(sniffing: bytes) == format)
        #expect(ImageInfo.read(bytes) == ImageInfo(format: format, width: width, height: height))
    }

    /// A header cut short gives no size (and never reads out of bounds).
    @Test func truncatedHeadersGiveNoSize() {
        for bytes in [ModernImageFixtures.redAVIF, ModernImageFixtures.bigJXL, ModernImageFixtures.redContainerJXL] {
            for length in [0, 3, 12, 40, 100] where length < bytes.count - 8 {
                let info = ImageInfo.read(Array(bytes.prefix(length)))
                #expect(info == nil || info?.width == 300 || info?.width == 6, "\(length) bytes: \(String(describing: info))")
            }
        }
        #expect(ImageInfo.read(Array(ModernImageFixtures.redAVIF.prefix(150))) == nil)
    }

    /// A `meta` box too short for its version and flags (FuzzImages found it: a range whose
    /// start passed its end trapped).
    @Test func aMetaBoxShorterThanItsHeaderGivesNoSize() {
        let ftyp: [UInt8] = [0, 0, 0, 0x14] + Array("ftypavif".utf8) + [0, 0, 0, 0] + Array("avif".utf8)
        for payload in 0..<4 {
            let meta: [UInt8] = [0, 0, 0, UInt8(8 + payload)] + Array("meta".utf8) + Array(repeating: 0, count: payload)
            #expect(ImageInfo.read(ftyp + meta) == nil, "a meta box with \(payload) bytes of payload")
        }
    }

    /// A size header that claims 60000×60000 is read as such (the decoder then refuses it).
    @Test func hugeJXLSizeIsReadFromTheHeader() {
        #expect(
            ImageInfo.read(Self.jxlClaiming(width: 60_000, height: 60_000))
                == ImageInfo(format: .jxl, width: 60_000, height: 60_000))
    }

    @Test func avifAndJXLAreSupportedImageTypes() {
        #expect(MediaType.avif.isSupportedImage && MediaType.jxl.isSupportedImage)
        #expect(MediaType("image/avif") == .avif && MediaType("image/jxl") == .jxl)
        #expect(MediaType("image/vnd.adobe.photoshop")?.isSupportedImage == false)
        #expect(MediaType("image/tiff")?.isSupportedImage == false)
        #expect(MediaType("image/jpg")?.isSupportedImage == true)  // misspelt, decoded by signature
    }

    /// A bare JPEG XL codestream whose size header (18181-1 §D.2) claims `width` × `height`,
    /// with nothing after it.
    static func jxlClaiming(width: Int, height: Int) -> [UInt8] {
        var bits: [Int] = []
        func put(_ value: Int, _ count: Int) { for i in 0..<count { bits.append(value >> i & 1) } }
        put(0, 1)  // not small
        put(3, 2); put(height - 1, 30)  // U32 selector 3: 30 bits
        put(0, 3)  // no ratio: the width follows
        put(3, 2); put(width - 1, 30)
        var bytes: [UInt8] = [0xFF, 0x0A]
        for start in stride(from: 0, to: bits.count, by: 8) {
            bytes.append(UInt8(bits[start..<min(start + 8, bits.count)].enumerated().reduce(0) { $0 | $1.element << $1.offset }))
        }
        return bytes + [UInt8](repeating: 0, count: 8)
    }
}
