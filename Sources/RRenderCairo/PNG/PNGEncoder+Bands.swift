internal import CPangoCairo
import RRenderCore

extension PNGEncoder {
    /// Encodes an opaque image of `width` × `height` pixels drawn a band at a time: `draw`
    /// paints rows `first ..< first + band.height` onto `band` (a surface of `bandHeight` rows,
    /// reused; its top row is row `first`), so the whole image is never in memory. The encoder
    /// asks for each band once or twice (twice for a coloured image). Throws what `draw` throws.
    public static func encodeBands(width: Int, height: Int, bandHeight: Int,
                                   draw: (_ band: CairoSurface, _ first: Int) throws -> Void) throws -> [UInt8] {
        let rowsPerBand = max(1, min(bandHeight, height))
        let band = try CairoSurface(width: max(1, width), height: rowsPerBand, opaque: true)
        var failure: (any Error)?
        return try withoutActuallyEscaping(draw) { draw in
            let bands = PixelBands(width: max(1, width), height: max(1, height), forceOpaque: true, bandHeight: rowsPerBand) { first in
                if failure == nil {
                    do { try draw(band, first) } catch { failure = error }
                }
                return band.pixelRows(count: min(rowsPerBand, height - first))
            }
            let png = encode(bands, options: .default)
            if let failure { throw failure }
            return png
        }
    }
}
