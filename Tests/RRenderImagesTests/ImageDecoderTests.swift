import RRenderCore
import Testing

@testable import RRenderImages

@Suite("Image decoding")
struct ImageDecoderTests {
    @Test func pngDecodesThroughTheDispatcher() throws {
        let image = TestImages.photo(width: 40, height: 30)
        let surface = try ImageDecoder.decode(PNGEncoder.encode(image))
        #expect(surface.width == 40 && surface.height == 30 && surface.isOpaque)
        #expect(surface.pixelImage() == image)
    }

    @Test func translucentPNGGivesAnARGBSurface() throws {
        let image = TestImages.translucent(width: 64, height: 8)
        let surface = try ImageDecoder.decode(PNGEncoder.encode(image))
        #expect(!surface.isOpaque)
        #expect(surface.pixelImage() == image)
    }

    @Test func corruptPNGThrows() {
        var png = PNGEncoder.encode(TestImages.photo(width: 64, height: 64))
        for i in 60..<png.count - 20 { png[i] ^= 0x5A }  // damage the IDAT stream
        #expect(throws: ImageError.self) { try PNGDecoder.decode(png) }
        #expect(throws: ImageError.self) { try ImageDecoder.decode(png) }
        let truncated = Array(PNGEncoder.encode(TestImages.photo(width: 64, height: 64)).prefix(100))
        #expect(throws: ImageError.self) { try PNGDecoder.decode(truncated) }
        #expect(throws: ImageError.self) { try PNGDecoder.decode(Array("not a png".utf8)) }
    }

    @Test func jpegDecodesAtFullSize() throws {
        let image = TestImages.photo(width: 97, height: 61)
        let surface = try ImageDecoder.decode(TestImages.jpeg(image, quality: 100, subsampling: TJSAMPForTests.full))
        #expect(surface.width == 97 && surface.height == 61 && surface.isOpaque)
        let decoded = surface.pixelImage()
        #expect(decoded.pixels.allSatisfy { $0 >> 24 == 0xFF })
        // Gradients plus noise at quality 100, 4:4:4: close, and no swapped channels.
        #expect(TestImages.maxChannelDifference(decoded, image) < 48)
        #expect(averageDifference(decoded, image) < 3)
    }

    @Test func largeJPEGIsDecodedScaledToCoverTheTarget() throws {
        let jpeg = TestImages.jpeg(PixelImage(width: 800, height: 600, fill: 0xFF20_80C0))
        #expect(try ImageDecoder.decode(jpeg).width == 800)
        #expect(try ImageDecoder.decode(jpeg, fitting: (width: 500, height: 500)).width == 800)
        let half = try ImageDecoder.decode(jpeg, fitting: (width: 400, height: 300))
        #expect(half.width == 400 && half.height == 300)
        let quarter = try ImageDecoder.decode(jpeg, fitting: (width: 150, height: 100))
        #expect(quarter.width == 200 && quarter.height == 150)
        let eighth = try ImageDecoder.decode(jpeg, fitting: (width: 10, height: 10))
        #expect(eighth.width == 100 && eighth.height == 75)
        // Wide target, tall image: both dimensions must stay covered.
        #expect(try ImageDecoder.decode(jpeg, fitting: (width: 790, height: 10)).width == 800)
        let colour = eighth.pixelImage()[50, 37]
        #expect(
            TestImages.maxChannelDifference(
                PixelImage(width: 1, height: 1, fill: colour),
                PixelImage(width: 1, height: 1, fill: 0xFF20_80C0)) <= 3)
    }

    @Test func scaleDenominatorRoundsUpOddSizes() {
        #expect(JPEGDecoder.scaleDenominator(width: 1001, height: 999, target: (width: 125, height: 124)) == 8)
        #expect(JPEGDecoder.scaleDenominator(width: 1001, height: 999, target: (width: 126, height: 124)) == 4)
        #expect(JPEGDecoder.scaleDenominator(width: 100, height: 100, target: nil) == 1)
        #expect(JPEGDecoder.scaleDenominator(width: 100, height: 100, target: (width: 0, height: 0)) == 1)
    }

    @Test func grayscaleJPEGDecodesToGrayRGB() throws {
        let image = TestImages.grayText(width: 64, height: 48)
        let surface = try ImageDecoder.decode(TestImages.jpeg(image, quality: 95, gray: true))
        let decoded = surface.pixelImage()
        #expect(decoded.pixels.allSatisfy { p in (p >> 16) & 0xFF == p & 0xFF && (p >> 8) & 0xFF == p & 0xFF })
        #expect(averageDifference(decoded, image) < 6)
    }

    static let cmykCases: [([UInt8], UInt32)] = [
        ([255, 0, 0, 255], 0xFFFF_0000), ([255, 255, 255, 128], 0xFF80_8080),
        ([0, 255, 128, 255], 0xFF00_FF80), ([255, 255, 255, 255], 0xFFFF_FFFF)
    ]

    @Test(arguments: cmykCases)
    func cmykJPEGDecodesAsInvertedAdobeCMYK(cmyk: [UInt8], expected: UInt32) throws {
        // Stored samples follow the Adobe convention (inverted: 255 = no ink).
        let jpeg = TestImages.cmykJPEG(width: 16, height: 16, cmyk: cmyk)
        #expect(ImageInfo.read(jpeg) == ImageInfo(format: .jpeg, width: 16, height: 16))
        let surface = try ImageDecoder.decode(jpeg)
        #expect(surface.width == 16 && surface.height == 16)
        let pixel = PixelImage(width: 1, height: 1, fill: surface.pixelImage()[8, 8])
        #expect(TestImages.maxChannelDifference(pixel, PixelImage(width: 1, height: 1, fill: expected)) <= 3)
        let half = try ImageDecoder.decode(jpeg, fitting: (width: 8, height: 8))
        #expect(half.width == 8)
    }

    @Test func truncatedJPEGKeepsTheDecodedTop() throws {
        let image = TestImages.photo(width: 256, height: 256)
        let jpeg = TestImages.jpeg(image, quality: 90)
        let full = try ImageDecoder.decode(jpeg).pixelImage()
        let surface = try ImageDecoder.decode(Array(jpeg.prefix(jpeg.count / 2)))
        #expect(surface.width == 256 && surface.height == 256)
        let decoded = surface.pixelImage()
        // The top quarter is decoded exactly as from the whole file; the bottom is not.
        #expect(decoded.pixels.prefix(256 * 64) == full.pixels.prefix(256 * 64))
        #expect(decoded.pixels.suffix(256 * 32) != full.pixels.suffix(256 * 32))
    }

    @Test func corruptJPEGThrows() {
        var jpeg = TestImages.jpeg(TestImages.photo(width: 64, height: 64))
        jpeg.replaceSubrange(2..<jpeg.count / 2, with: [UInt8](repeating: 0x00, count: jpeg.count / 2 - 2))
        #expect(throws: ImageError.self) { try ImageDecoder.decode(jpeg) }
        #expect(throws: ImageError.self) { try ImageDecoder.decode([0xFF, 0xD8, 0xFF]) }
    }

    @Test func unknownSignaturesAreUnsupported() {
        #expect(throws: ImageError.unsupportedFormat(nil)) { try ImageDecoder.decode(Array("hello".utf8)) }
        #expect(throws: ImageError.unsupportedFormat(nil)) { try ImageDecoder.decode(Array("BM\u{0}\u{0}".utf8)) }
        #expect(throws: ImageError.unsupportedFormat(nil)) { try ImageDecoder.decode([]) }
        // Recognised formats with nothing after the header are damaged, not unsupported.
        let gif = Array("GIF89a".utf8) + [10, 0, 20, 0, 0, 0, 0]
        #expect(throws: ImageError.self) { try ImageDecoder.decode(gif) }
        #expect((try? ImageDecoder.decode(gif)) == nil)
    }

    @Test func hugeImagesAreRefusedFromTheHeader() {
        // An IHDR claiming 20000×20000 with no pixel data: refused before any allocation.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 2, 0, 0, 0, 0, 0, 0, 0]
        #expect(throws: ImageError.tooLarge(width: 20000, height: 20000)) { try ImageDecoder.decode(png) }
        #expect(throws: ImageError.tooLarge(width: 20000, height: 20000)) { try PNGDecoder.decode(png) }
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, 0xFF, 0xFF, 0xFF, 0xFF, 3] + [UInt8](repeating: 0, count: 9)
        #expect(throws: ImageError.tooLarge(width: 65535, height: 65535)) { try ImageDecoder.decode(jpeg) }
    }

    func averageDifference(_ a: PixelImage, _ b: PixelImage) -> Double {
        var total = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            for shift: UInt32 in [0, 8, 16] { total += abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)) }
        }
        return Double(total) / Double(3 * a.pixels.count)
    }
}
