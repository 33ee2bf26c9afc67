import Foundation
import RRender
import RRenderBatch
import RRenderCairo
import RRenderImages
import RRenderTestSupport
import Testing

@Suite struct EncodingTests {
    static let thumbnail = Thumbnail(image: PixelImage(width: 40, height: 30, fill: 0xFF33_6699), rule: .coverImage, href: nil)

    @Test func pngWithTextIsRGBAWithItsChunks() throws {
        let png = try Thumbnailer().encode(Self.thumbnail, as: .png, text: [PNGText(keyword: "Thumb::URI", text: "file:///a")])
        #expect(Array(png[24...25]) == [8, 6])
        #expect(PNGChunks(png).text == ["Thumb::URI": "file:///a"])
        #expect(PNGChunks(png).chunks.allSatisfy { $0.crcIsValid })
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.pixels == Self.thumbnail.image.pixels)
    }

    @Test func jpegAndWebPDecodeToTheSamePicture() throws {
        for format in [ThumbnailOptions.Format.jpeg, .webp] {
            let bytes = try Thumbnailer().encode(Self.thumbnail, as: format)
            #expect(ImageFormat(sniffing: bytes) == (format == .jpeg ? .jpeg : .webp))
            let decoded = try ImageDecoder.decode(bytes).pixelImage()
            #expect((decoded.width, decoded.height) == (40, 30))
            #expect(near(decoded.rgb(atX: 0.5, y: 0.5), 0x336699, tolerance: 8))
        }
    }
}
