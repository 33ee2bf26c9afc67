import RRender
import RRenderCairo
import RRenderImages

/// PNG bytes to pixels, for reports (the decoder lives in the Cairo adapter).
enum PNGDecoderBridge {
    /// The pixels of `bytes`.
    static func decode(_ bytes: [UInt8]) throws -> PixelImage { try PNGDecoder.decode(bytes) }
}
