/// The pixels an encoding reads, as bands of rows taken top to bottom: one band holding every
/// row (an image in memory), or a page painted a band at a time into a small surface, so a
/// 1264×1680 page needs 1 MB of pixels instead of 8.5 MB. Each pass over the rows asks for
/// every band again; a painter paints it again (see `PagePainter.paintPNG`).
struct PixelBands {
    let width: Int
    let height: Int
    /// True for Cairo `RGB24` memory, whose top byte is undefined: every pixel counts as opaque.
    let forceOpaque: Bool
    /// Rows per band; the last band may have fewer.
    let bandHeight: Int
    /// Rows `first ..< min(first + bandHeight, height)` (`first` is a multiple of `bandHeight`),
    /// valid until the next call.
    let band: (_ first: Int) -> PixelRows

    /// Every row of `rows`, as one band.
    init(_ rows: PixelRows) {
        width = rows.width
        height = rows.height
        forceOpaque = rows.forceOpaque
        bandHeight = max(1, rows.height)
        band = { _ in rows }
    }

    /// Bands of `bandHeight` rows made by `band`.
    init(width: Int, height: Int, forceOpaque: Bool, bandHeight: Int, band: @escaping (_ first: Int) -> PixelRows) {
        self.width = width
        self.height = height
        self.forceOpaque = forceOpaque
        self.bandHeight = max(1, bandHeight)
        self.band = band
    }

    /// The pixel value used for encoding: alpha forced to 255 when the source has none.
    var alphaMask: UInt32 { forceOpaque ? 0xFF00_0000 : 0 }

    /// The number of bands.
    var bandCount: Int { (height + bandHeight - 1) / bandHeight }
}

/// Reads the rows of `PixelBands` in one pass from the top, asking for a band when a row falls
/// outside the current one. Rows must be read in increasing order (skipping is fine).
struct BandCursor {
    let bands: PixelBands
    private var first = -1
    private var rows: PixelRows?

    init(_ bands: PixelBands) {
        self.bands = bands
    }

    /// Row `y` of the image.
    mutating func row(_ y: Int) -> UnsafePointer<UInt32> {
        if let rows, y >= first, y < first + rows.height { return rows.row(y - first) }
        let start = y / bands.bandHeight * bands.bandHeight
        let fresh = bands.band(start)
        first = start
        rows = fresh
        return fresh.row(y - start)
    }
}
