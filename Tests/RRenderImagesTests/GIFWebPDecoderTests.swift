import RRenderCore
import Testing

@testable import RRenderImages

/// GIF through gdk-pixbuf and WebP through libwebp: right pixels, right alpha, first frames,
/// and damaged or oversized files refused with an `ImageError`.
@Suite("GIF and WebP decoding")
struct GIFWebPDecoderTests {
    static let red: UInt32 = 0xFF0000, green: UInt32 = 0x00FF00, blue: UInt32 = 0x0000FF, white: UInt32 = 0xFFFFFF

    /// A 6×4 frame: left half index 0, right half index 1, bottom-right pixel index 2.
    static func halves(_ left: UInt8, _ right: UInt8) -> [UInt8] {
        var indices = (0..<24).map { $0 % 6 < 3 ? left : right }
        indices[23] = 2
        return indices
    }

    @Test func gifDecodesItsColours() throws {
        let gif = TestImages.gif(width: 6, height: 4, palette: [Self.red, Self.blue, Self.white], frames: [Self.halves(0, 1)])
        let surface = try ImageDecoder.decode(gif)
        #expect(surface.width == 6 && surface.height == 4 && surface.isOpaque)
        let image = surface.pixelImage()
        #expect(image[0, 0] == 0xFFFF_0000 && image[2, 3] == 0xFFFF_0000)
        #expect(image[3, 0] == 0xFF00_00FF && image[4, 3] == 0xFF00_00FF)
        #expect(image[5, 3] == 0xFFFF_FFFF)
    }

    @Test func gifTransparencyBecomesAlpha() throws {
        let gif = TestImages.gif(
            width: 6, height: 4, palette: [Self.green, Self.red, Self.white], frames: [Self.halves(0, 1)],
            transparent: 1)
        let surface = try ImageDecoder.decode(gif)
        #expect(!surface.isOpaque)
        let image = surface.pixelImage()
        #expect(image[1, 1] == 0xFF00_FF00)
        #expect(image[4, 1] == 0)  // transparent: premultiplied to all zeros
        #expect(image[5, 3] == 0xFFFF_FFFF)
    }

    @Test func animatedGIFShowsItsFirstFrame() throws {
        let gif = TestImages.gif(
            width: 6, height: 4, palette: [Self.red, Self.blue, Self.white],
            frames: [Self.halves(0, 0), Self.halves(1, 1), Self.halves(1, 0)])
        let image = try ImageDecoder.decode(gif).pixelImage()
        #expect(image[0, 0] == 0xFFFF_0000 && image[4, 0] == 0xFFFF_0000)
        // The structure walk hands gdk-pixbuf the first image only.
        let first = try GIFStructure.firstImage(of: gif)
        #expect(first.count < gif.count && first.last == 0x3B)
    }

    @Test func corruptGIFsThrow() {
        let good = TestImages.gif(width: 6, height: 4, palette: [Self.red, Self.blue], frames: [Self.halves(0, 1)])
        #expect(throws: ImageError.self) { try ImageDecoder.decode(Array(good.prefix(30))) }  // cut in the image
        #expect(throws: ImageError.self) { try ImageDecoder.decode(Array(good.prefix(13))) }  // header only
        var garbage = good
        for i in 30..<garbage.count - 1 { garbage[i] = 0xFF }  // LZW codes beyond the table
        #expect(throws: ImageError.self) { try ImageDecoder.decode(garbage) }
        let noImage = Array(good.prefix(25)) + [0x3B]  // header, colour table, trailer
        #expect(throws: ImageError.self) { try ImageDecoder.decode(noImage) }
    }

    @Test func hugeGIFsAreRefusedBeforeDecoding() {
        // A 65535×65535 logical screen.
        var gif = TestImages.gif(width: 6, height: 4, palette: [Self.red], frames: [Self.halves(0, 0)])
        gif.replaceSubrange(6..<10, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: ImageError.tooLarge(width: 65535, height: 65535)) { try ImageDecoder.decode(gif) }
        // A small screen with a 65535×2000 frame inside.
        var frame = TestImages.gif(width: 6, height: 4, palette: [Self.red], frames: [Self.halves(0, 0)])
        let descriptor = 13 + 12 + 8
        #expect(frame[descriptor] == 0x2C)
        frame.replaceSubrange(descriptor + 5..<descriptor + 9, with: [0xFF, 0xFF, 0xD0, 0x07])
        #expect(throws: ImageError.tooLarge(width: 65535, height: 2000)) { try ImageDecoder.decode(frame) }
    }

    @Test func anEmptyFrameIsCorrupt() {
        var gif = TestImages.gif(width: 6, height: 4, palette: [Self.red], frames: [Self.halves(0, 0)])
        let descriptor = 13 + 12 + 8
        gif.replaceSubrange(descriptor + 5..<descriptor + 7, with: [0, 0])  // 0×4
        #expect(throws: ImageError.corruptData(reason: "GIF: an image of 0×4 pixels")) { try ImageDecoder.decode(gif) }
    }

    /// A frame placed past the logical screen (an offset of 10, 2 on a 6×4 screen) is decoded on
    /// a screen grown to hold it: gdk-pixbuf would print CRITICALs composing it on the small one.
    @Test func aFrameOutsideItsScreenGrowsTheScreen() throws {
        var gif = TestImages.gif(width: 6, height: 4, palette: [Self.red, Self.blue, Self.white], frames: [Self.halves(0, 1)])
        let descriptor = 13 + 12 + 8
        gif.replaceSubrange(descriptor + 1..<descriptor + 5, with: [10, 0, 2, 0])
        let surface = try ImageDecoder.decode(gif)
        #expect(surface.width == 16 && surface.height == 6)
        #expect(surface.pixelImage()[10, 2] == 0xFFFF_0000)
    }

    /// An image without pixel data, or with an LZW code size GIF does not allow, is corrupt.
    @Test(arguments: [0, 9] as [UInt8])
    func anImageWithoutPixelDataIsCorrupt(codeSize: UInt8) {
        var gif = TestImages.gif(width: 6, height: 4, palette: [Self.red], frames: [Self.halves(0, 0)])
        let descriptor = 13 + 12 + 8
        gif[descriptor + 10] = codeSize
        #expect(throws: ImageError.corruptData(reason: "GIF: an image without pixel data")) { try ImageDecoder.decode(gif) }
    }

    /// Extensions gdk-pixbuf's loader reads otherwise than GIF defines them (an application
    /// extension whose first sub-block is empty, a label of 0): the image checked here is the
    /// image decoded, with its transparency, because only the graphic control extension is passed on.
    @Test(arguments: [[0x21, 0xFF, 0x00], [0x21, 0x00, 0x00], [0x21, 0xF9, 0x00]] as [[UInt8]])
    func extensionsAreNotPassedOn(extensionBlocks: [UInt8]) throws {
        let plain = TestImages.gif(
            width: 6, height: 4, palette: [Self.green, Self.red, Self.white], frames: [Self.halves(0, 1)], transparent: 1)
        var gif = plain
        gif.insert(contentsOf: extensionBlocks, at: 13 + 12)
        let first = try GIFStructure.firstImage(of: gif)
        #expect(first == plain)
        let image = try ImageDecoder.decode(gif).pixelImage()
        #expect(image[1, 1] == 0xFF00_FF00 && image[4, 1] == 0 && image[5, 3] == 0xFFFF_FFFF)
    }

    /// 8×6 straight-alpha pixels: red left, blue right, a transparent top row.
    static func webpPicture(transparentRow: Bool) -> PixelImage {
        var image = PixelImage(width: 8, height: 6)
        for y in 0..<6 {
            for x in 0..<8 { image[x, y] = transparentRow && y == 0 ? 0 : (x < 4 ? 0xFFFF_0000 : 0xFF00_00FF) }
        }
        return image
    }

    @Test func losslessWebPDecodesExactly() throws {
        let opaque = Self.webpPicture(transparentRow: false)
        let surface = try ImageDecoder.decode(TestImages.webp(opaque))
        #expect(surface.width == 8 && surface.height == 6 && surface.isOpaque)
        #expect(surface.pixelImage() == opaque)
        let translucent = Self.webpPicture(transparentRow: true)
        let withAlpha = try ImageDecoder.decode(TestImages.webp(translucent))
        #expect(!withAlpha.isOpaque)
        #expect(withAlpha.pixelImage() == translucent)
    }

    @Test func halfTransparentWebPIsPremultiplied() throws {
        let image = PixelImage(width: 4, height: 4, fill: 0x80FF_0000)  // straight: red at 50 %
        let decoded = try ImageDecoder.decode(TestImages.webp(image)).pixelImage()
        #expect(decoded[1, 1] == 0x8080_0000)
        #expect(decoded.color(x: 1, y: 1) == Color(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test func lossyWebPDecodesCloseToTheOriginal() throws {
        let image = TestImages.photo(width: 64, height: 48)
        let surface = try ImageDecoder.decode(TestImages.webp(image, lossless: false, quality: 95))
        #expect(surface.width == 64 && surface.height == 48)
        let flat = PixelImage(width: 32, height: 32, fill: 0xFF20_80C0)
        let decoded = try ImageDecoder.decode(TestImages.webp(flat, lossless: false)).pixelImage()
        #expect(TestImages.maxChannelDifference(decoded, flat) <= 4)  // no swapped channels
    }

    @Test func animatedWebPShowsItsFirstFrame() throws {
        let red = PixelImage(width: 4, height: 2, fill: 0xFFFF_0000), blue = PixelImage(width: 8, height: 6, fill: 0xFF00_00FF)
        let webp = TestImages.animatedWebP(width: 8, height: 6, frames: [(red, 2, 2), (blue, 0, 0)])
        #expect(ImageInfo.read(webp) == ImageInfo(format: .webp, width: 8, height: 6))
        let image = try ImageDecoder.decode(webp).pixelImage()
        #expect(image.width == 8 && image.height == 6)
        #expect(image[2, 2] == 0xFFFF_0000 && image[5, 3] == 0xFFFF_0000)
        #expect(image[0, 0] == 0 && image[7, 5] == 0)  // outside the first frame: transparent canvas
    }

    @Test func corruptWebPsThrow() {
        let webp = TestImages.webp(TestImages.photo(width: 32, height: 32), lossless: false)
        #expect(throws: ImageError.self) { try ImageDecoder.decode(Array(webp.prefix(webp.count / 2))) }
        var damaged = webp
        for i in 40..<damaged.count { damaged[i] ^= 0xA5 }
        #expect(throws: ImageError.self) { try ImageDecoder.decode(damaged) }
        var badAnimation = TestImages.animatedWebP(width: 8, height: 6, frames: [(PixelImage(width: 8, height: 6), 0, 0)])
        badAnimation.removeLast(8)
        #expect(throws: ImageError.self) { try ImageDecoder.decode(badAnimation) }
    }

    @Test func hugeWebPsAreRefusedFromTheHeader() {
        // An extended (VP8X) header announcing a 16384×16384 canvas, and nothing else.
        let webp =
            Array("RIFF".utf8) + TestImages.le32(22) + Array("WEBPVP8X".utf8) + TestImages.le32(10)
            + [0, 0, 0, 0] + TestImages.le24(16383) + TestImages.le24(16383)
        #expect(throws: ImageError.tooLarge(width: 16384, height: 16384)) { try ImageDecoder.decode(webp) }
    }
}
