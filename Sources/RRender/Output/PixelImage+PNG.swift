import RRenderCairo
import RRenderCore
import RRenderImages

extension PixelImage {
    /// The image as PNG bytes (8-bit grey, a palette, RGB or RGBA, whichever is exact and smallest).
    public func pngData() -> [UInt8] { PNGEncoder.encode(self) }
}
