import RRender

/// Image files that lie or are broken, made byte by byte: headers claiming 60000 × 60000 pixels
/// (14 GB decoded) over a few bytes of data, and files of each format cut short or filled with
/// garbage after a valid signature.
public enum HostileImages {
    /// A PNG whose IHDR claims `width × height` RGBA pixels, followed by a tiny IDAT and IEND.
    public static func claimingPNG(width: UInt32 = 60_000, height: UInt32 = 60_000) -> [UInt8] {
        let ihdr = be32(width) + be32(height) + [8, 6, 0, 0, 0]
        let idat: [UInt8] = [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    /// A baseline JPEG whose SOF0 claims `width × height` pixels, with no scan data.
    public static func claimingJPEG(width: UInt16 = 60_000, height: UInt16 = 60_000) -> [UInt8] {
        let sof: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 0x08] + be16(height) + be16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        return [0xFF, 0xD8] + sof + [0xFF, 0xDA, 0x00, 0x0C, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3F, 0, 0x12, 0x34, 0xFF, 0xD9]
    }

    /// A GIF whose screen and first image claim `width × height` pixels, with two bytes of data.
    public static func claimingGIF(width: UInt16 = 60_000, height: UInt16 = 60_000) -> [UInt8] {
        Array("GIF89a".utf8) + le16(width) + le16(height) + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
            + [0x2C, 0, 0, 0, 0] + le16(width) + le16(height) + [0, 2, 2, 0x4C, 0x01, 0, 0x3B]
    }

    /// A WebP (extended format) whose VP8X canvas claims `width × height` pixels (at most 2^24).
    public static func claimingWebP(width: Int = 60_000, height: Int = 60_000) -> [UInt8] {
        let vp8x: [UInt8] = [0, 0, 0, 0] + le24(width - 1) + le24(height - 1)
        let body = Array("WEBP".utf8) + riffChunk("VP8X", vp8x) + riffChunk("VP8 ", [0x10, 0x02, 0, 0x9D, 0x01, 0x2A, 1, 0, 1, 0])
        return Array("RIFF".utf8) + le32(UInt32(body.count)) + body
    }

    /// An SVG that states a size of `width × height` px and draws one rectangle.
    public static func claimingSVG(width: String = "60000", height: String = "60000") -> [UInt8] {
        Array(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 10 10">\
            <rect width="10" height="10" fill="#0a0"/></svg>
            """.utf8)
    }

    /// Every image claiming 60000 × 60000 pixels, by file name, with its media type.
    public static var claimingHugeSizes: [(name: String, mediaType: String, bytes: [UInt8])] {
        [
            ("huge.png", "image/png", claimingPNG()), ("huge.jpg", "image/jpeg", claimingJPEG()),
            ("huge.gif", "image/gif", claimingGIF()),
            ("huge.webp", "image/webp", claimingWebP()), ("huge.svg", "image/svg+xml", claimingSVG()),
            ("inf.svg", "image/svg+xml", claimingSVG(width: "1e308in", height: "1e999"))
        ]
    }

    /// Broken files of every format: empty, a signature alone, valid headers over garbage, cut
    /// short, and an SVG that is not XML.
    public static var corrupt: [(name: String, mediaType: String, bytes: [UInt8])] {
        let garbage = (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let png = claimingPNG(width: 4, height: 4)
        return [
            ("empty.png", "image/png", []),
            ("signature.png", "image/png", Array(png.prefix(8))),
            ("garbage.png", "image/png", Array(png.prefix(33)) + garbage),
            ("cut.png", "image/png", Array(png.prefix(40))),
            ("garbage.jpg", "image/jpeg", [0xFF, 0xD8, 0xFF, 0xE0] + garbage),
            ("cut.jpg", "image/jpeg", Array(claimingJPEG(width: 16, height: 16).prefix(20))),
            ("garbage.gif", "image/gif", Array(claimingGIF(width: 4, height: 4).prefix(13)) + garbage),
            ("cut.gif", "image/gif", Array(claimingGIF(width: 4, height: 4).prefix(24))),
            ("garbage.webp", "image/webp", Array("RIFF".utf8) + le32(520) + Array("WEBPVP8 ".utf8) + garbage),
            ("cut.webp", "image/webp", Array(claimingWebP(width: 4, height: 4).prefix(20))),
            ("garbage.svg", "image/svg+xml", Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=".utf8) + garbage),
            ("notxml.svg", "image/svg+xml", Array("<?xml version=\"1.0\"?><svg <<<>>> &&&".utf8))
        ]
    }

    /// A valid PNG of `width × height` pixels of one opaque colour (`0xRRGGBB`).
    public static func solidPNG(width: Int = 8, height: Int = 8, rgb: UInt32) -> [UInt8] {
        PixelImage(width: width, height: height, fill: 0xFF00_0000 | rgb).pngData()
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return be32(UInt32(data.count)) + typed + be32(ZIPFixture.crc32(typed))
    }

    private static func riffChunk(_ tag: String, _ data: [UInt8]) -> [UInt8] {
        Array(tag.utf8) + le32(UInt32(data.count)) + data + (data.count % 2 == 1 ? [0] : [])
    }

    private static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    private static func be32(_ value: UInt32) -> [UInt8] { be16(UInt16(value >> 16)) + be16(UInt16(value & 0xFFFF)) }
    private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func le24(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF)]
    }
    private static func le32(_ value: UInt32) -> [UInt8] { le16(UInt16(value & 0xFFFF)) + le16(UInt16(value >> 16)) }
}
