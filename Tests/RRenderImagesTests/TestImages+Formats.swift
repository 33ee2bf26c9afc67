import CWebPLibrary
import RRenderCore
import RRenderTestSupport

/// GIF and WebP files made in the test: GIFs byte by byte (`GIFFixture`), WebPs with libwebp's
/// encoder, animated WebPs assembled from its chunks by hand.
extension TestImages {
    /// A GIF89a (see `GIFFixture`).
    static func gif(width: Int, height: Int, palette: [UInt32], frames: [[UInt8]], transparent: UInt8? = nil) -> [UInt8] {
        GIFFixture.gif(width: width, height: height, palette: palette, frames: frames, transparent: transparent)
    }

    /// A WebP of straight-alpha `0xAARRGGBB` pixels: lossless, or lossy at `quality`.
    static func webp(_ image: PixelImage, lossless: Bool = true, quality: Float = 90) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        let size = image.withUnsafePixels { pixels -> Int in
            guard let base = pixels.baseAddress else { return 0 }
            return UnsafeRawPointer(base).withMemoryRebound(to: UInt8.self, capacity: pixels.count * 4) { bgra in
                lossless
                    ? WebPEncodeLosslessBGRA(bgra, Int32(image.width), Int32(image.height), Int32(image.width * 4), &output)
                    : WebPEncodeBGRA(bgra, Int32(image.width), Int32(image.height), Int32(image.width * 4), quality, &output)
            }
        }
        defer { WebPFree(output) }
        guard size > 0, let output else { return [] }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    /// An animated WebP (VP8X + ANIM + one ANMF per frame) on a `width × height` canvas; each
    /// frame is a lossless image placed at an (even) offset.
    static func animatedWebP(width: Int, height: Int, frames: [(image: PixelImage, x: Int, y: Int)]) -> [UInt8] {
        var body = chunk("VP8X", [0x12, 0, 0, 0] + le24(width - 1) + le24(height - 1))  // animation + alpha
        body += chunk("ANIM", [0, 0, 0, 0, 0, 0])  // transparent background, loop forever
        for frame in frames {
            let still = webp(frame.image)
            let bitstream = Array(still[12...])  // the "VP8L" chunk of the simple file
            let header =
                le24(frame.x / 2) + le24(frame.y / 2) + le24(frame.image.width - 1)
                + le24(frame.image.height - 1) + le24(100) + [0x02]  // no blending
            body += chunk("ANMF", header + bitstream)
        }
        return Array("RIFF".utf8) + le32(4 + body.count) + Array("WEBP".utf8) + body
    }

    private static func chunk(_ tag: String, _ payload: [UInt8]) -> [UInt8] {
        Array(tag.utf8) + le32(payload.count) + payload + (payload.count % 2 == 1 ? [0] : [])
    }

    static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    static func le24(_ value: Int) -> [UInt8] { le16(value) + [UInt8(value >> 16 & 0xFF)] }
    static func le32(_ value: Int) -> [UInt8] { le16(value) + le16(value >> 16) }
}
