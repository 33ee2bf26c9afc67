import RRenderCore
import Testing

@Suite("ImageInfo")
struct ImageInfoTests {
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for v in [width, height] { bytes += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        return bytes + [8, 6, 0, 0, 0, 0x12, 0x34, 0x56, 0x78]
    }

    /// SOI, APP0 (JFIF), a comment, fill bytes, DQT, then a SOFn frame header.
    static func jpeg(width: Int, height: Int, sof: UInt8 = 0xC0) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xFE, 0, 7] + Array("hello".utf8)
        bytes += [0xFF, 0xFF, 0xFF, 0xDB, 0, 4, 0, 0]
        bytes += [
            0xFF, sof, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0
        ]
        return bytes + [0xFF, 0xD9]
    }

    static func webpVP8(width: Int, height: Int) -> [UInt8] {
        Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [
            0x18, 0, 0, 0, 0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A,
            UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)
        ]
    }

    static func webpVP8L(width: Int, height: Int) -> [UInt8] {
        let bits = UInt32(width - 1) | UInt32(height - 1) << 14
        return Array("RIFF".utf8) + [0x1A, 0, 0, 0] + Array("WEBPVP8L".utf8) + [
            0x0D, 0, 0, 0, 0x2F,
            UInt8(bits & 0xFF), UInt8((bits >> 8) & 0xFF), UInt8((bits >> 16) & 0xFF), UInt8(bits >> 24)
        ]
    }

    static func webpVP8X(width: Int, height: Int) -> [UInt8] {
        let w = width - 1, h = height - 1
        return Array("RIFF".utf8) + [0x1A, 0, 0, 0] + Array("WEBPVP8X".utf8) + [
            0x0A, 0, 0, 0, 0x10, 0, 0, 0,
            UInt8(w & 0xFF), UInt8((w >> 8) & 0xFF), UInt8(w >> 16), UInt8(h & 0xFF), UInt8((h >> 8) & 0xFF), UInt8(h >> 16)
        ]
    }

    @Test func readsPNG() {
        #expect(ImageInfo.read(Self.png(width: 1264, height: 1680)) == ImageInfo(format: .png, width: 1264, height: 1680))
        #expect(ImageInfo.read(Self.png(width: 0, height: 10)) == nil)
        #expect(ImageInfo.read(Self.png(width: 0x8000_0000, height: 10)) == nil)
    }

    @Test(arguments: [UInt8(0xC0), 0xC1, 0xC2, 0xC3, 0xC5, 0xC7, 0xC9, 0xCB, 0xCD, 0xCF])
    func readsJPEGFrameHeaders(sof: UInt8) {
        #expect(ImageInfo.read(Self.jpeg(width: 640, height: 480, sof: sof)) == ImageInfo(format: .jpeg, width: 640, height: 480))
    }

    @Test func skipsDHTAndOtherNonFrameMarkers() {
        // A DHT (C4) segment whose payload looks like a frame header must be skipped, not read.
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC4, 0, 7, 8, 0, 1, 0, 1]
        bytes += Array(Self.jpeg(width: 33, height: 44).dropFirst(2))
        #expect(ImageInfo.read(bytes) == ImageInfo(format: .jpeg, width: 33, height: 44))
        let scanFirst: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDA, 0, 2, 0xFF, 0xC0, 0, 11, 8, 0, 10, 0, 10]
        #expect(ImageInfo.read(scanFirst) == nil)
    }

    @Test func readsGIFAndWebP() {
        #expect(
            ImageInfo.read(Array("GIF89a".utf8) + [0x20, 0x03, 0x58, 0x02, 0xF7])
                == ImageInfo(format: .gif, width: 800, height: 600))
        #expect(ImageInfo.read(Array("GIF87a".utf8) + [1, 0, 1, 0]) == ImageInfo(format: .gif, width: 1, height: 1))
        #expect(ImageInfo.read(Self.webpVP8(width: 550, height: 368)) == ImageInfo(format: .webp, width: 550, height: 368))
        #expect(ImageInfo.read(Self.webpVP8L(width: 16383, height: 1)) == ImageInfo(format: .webp, width: 16383, height: 1))
        #expect(ImageInfo.read(Self.webpVP8X(width: 100_000, height: 3)) == ImageInfo(format: .webp, width: 100_000, height: 3))
    }

    @Test(arguments: [
        ("<svg xmlns='http://www.w3.org/2000/svg' width='120' height='80'/>", 120, 80),
        ("<svg width=\"120px\" height=\" 80.4px \">", 120, 80),
        ("<svg width='72pt' height='1in'>", 96, 96),
        ("<svg viewBox='0 0 300 150'>", 300, 150),
        ("<svg width='100%' height='100%' viewBox='0,0,300,150'>", 300, 150),
        ("<svg width='600' viewBox='0 0 300 150'>", 600, 300),
        ("<svg height='50' viewBox='-10 -10 300 150'>", 100, 50),
        ("<svg width='10em' height='2em'>", 0, 0),
        ("<svg>", 0, 0),
        (
            "\u{FEFF}<?xml version='1.0'?>\n<!-- a comment -->\n<!DOCTYPE svg PUBLIC '-//W3C//DTD SVG 1.1//EN' 'x' [ <!ENTITY a '>'> ]>\n<svg:svg xmlns:svg='http://www.w3.org/2000/svg' width='5' height='6'>",
            5, 6
        )
    ])
    func readsSVG(text: String, width: Int, height: Int) {
        let info = ImageInfo.read(Array(text.utf8))
        #expect(info?.format == .svg && info?.width == width && info?.height == height)
        #expect(ImageFormat(sniffing: Array(text.utf8)) == .svg)
    }

    /// CSS sizing's natural dimensions of an SVG (SVG 2 §8.2): only the absolute sides; the ratio
    /// of both, else of the viewBox.
    @Test(
        arguments: [
            ("<svg width='120' height='80' viewBox='0 0 10 10'>", 120.0, 80.0, 1.5),
            ("<svg width='50%' height='32px'>", nil, 32, nil),
            ("<svg width='600' viewBox='0 0 300 150'>", 600, nil, 2),
            ("<svg height='100%' viewBox='0 0 300 150'>", nil, nil, 2),
            ("<svg width='8' viewBox='0 0 8 0'>", 8, nil, nil),
            ("<svg>", nil, nil, nil)
        ] as [(String, Double?, Double?, Double?)])
    func readsTheNaturalDimensionsOfAnSVG(text: String, width: Double?, height: Double?, ratio: Double?) {
        #expect(
            ImageInfo.read(Array(text.utf8))?.naturalDimensions == NaturalDimensions(width: width, height: height, ratio: ratio))
    }

    @Test func htmlAndOtherXMLAreNotSVG() {
        for text in ["<html><svg width='1' height='1'/></html>", "<?xml version='1.0'?><svgx/>", "svg", "", "<", "<svg width='1"]
        {
            #expect(ImageInfo.read(Array(text.utf8)) == nil, "\(text)")
        }
    }

    @Test func everyTruncationIsSafe() {
        let samples = [
            Self.png(width: 10, height: 20), Self.jpeg(width: 10, height: 20), Self.webpVP8(width: 10, height: 20),
            Self.webpVP8L(width: 10, height: 20), Self.webpVP8X(width: 10, height: 20),
            Array("GIF89a".utf8) + [10, 0, 20, 0], Array("<svg width='10' height='20'>".utf8)
        ]
        for sample in samples {
            for length in 0..<sample.count {
                let info = ImageInfo.read(Array(sample.prefix(length)))
                #expect(info == nil || info?.width == 10 || info?.format == .svg)
            }
            #expect(ImageInfo.read(sample)?.height == 20)
        }
    }

    @Test func garbageIsNotAnImage() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in [0, 1, 2, 8, 100, 5000] {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ -> UInt8 in
                    state ^= state << 13; state ^= state >> 7; state ^= state << 17
                    return UInt8(truncatingIfNeeded: state)
                }
                _ = ImageInfo.read(bytes)  // must not crash
                // With a JPEG signature in front, random segments are walked without reading past the end.
                _ = ImageInfo.read([0xFF, 0xD8, 0xFF] + bytes)
                _ = ImageInfo.read(Array("RIFF....WEBPVP8X".utf8) + bytes)
            }
        }
        #expect(ImageInfo.read(Array("just some text".utf8)) == nil)
        #expect(ImageInfo.read([0xFF, 0xD8, 0xFF, 0xD9]) == nil)
        #expect(ImageInfo.read([0xFF, 0xD8, 0xFF, 0xE0, 0, 1]) == nil)  // segment length below 2
    }
}
