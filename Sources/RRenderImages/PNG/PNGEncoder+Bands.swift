internal import CPangoCairo
import RRenderCore

extension PNGEncoder {
    /// Encodes an opaque image `band.width` pixels wide and `height` high, drawn a band at a
    /// time onto `band`: `draw` paints rows `first ..< first + band.height` (the band's top row
    /// is row `first`), so the whole image is never in memory. The encoder asks for each band
    /// once for a gray image and twice for a coloured one (see `PixelBands`). Throws the first
    /// error `draw` throws.
    public static func encodeBands(
        height: Int, band: CairoSurface,
        draw: (_ band: CairoSurface, _ first: Int) throws -> Void
    ) throws -> [UInt8] {
        var failure: (any Error)?
        return try withoutActuallyEscaping(draw) { draw in
            let bands = PixelBands(width: band.width, height: max(1, height), forceOpaque: true, bandHeight: band.height) {
                first in
                if failure == nil {
                    do { try draw(band, first) } catch { failure = error }
                }
                return band.pixelRows(count: min(band.height, height - first))
            }
            let png = encode(bands, options: .default)
            if let failure { throw failure }
            return png
        }
    }
}
