/// The PNG of an image in bands, its scanlines made while the colour scan reads it, on the bet that it
/// takes a palette: once the image is known not to be gray, the scan writes each row's palette
/// indices (in order of first appearance, as `PaletteIndex` numbers the colours) into a
/// `ScanlineStrip`. When the bet holds (the image is opaque with at most 256 colours and takes
/// a palette with filter None) the PNG is done when the scan is, and
/// the page was painted once, not twice; otherwise the stream is abandoned and the rows are read
/// again. The bytes are those the encoder writes from the rows, in the same chunks (the header
/// and palette, known only at the end, are put before the IDAT chunks then).
///
/// The bet starts only where every row before the first coloured one is at hand (`GrayStream`
/// still holds its scanlines): a page whose colour begins further down is encoded in two passes.
final class IndexStream {
    let width: Int
    let height: Int
    private let options: PNGEncoder.Options
    private var strip: ScanlineStrip?
    /// True once abandoned: it does not start again.
    private var lost = false

    /// A stream for `width`×`height` rows of indices; nothing is allocated before `start()`.
    init(width: Int, height: Int, options: PNGEncoder.Options) {
        self.width = width
        self.height = height
        self.options = options
    }

    /// Rows held in the strip before they go to the deflater, in strips of the encoder's:
    /// 4 × 256 KiB by default, 830 rows of a 1264 px page, since a bet is mostly lost in the first
    /// half of a page. The bytes do not depend on the strip's size.
    static let stripsHeld = 4

    /// Takes the bet; false when it cannot (level 0, or already lost).
    func start() -> Bool {
        var options = options
        options.stripBytes *= Self.stripsHeld
        guard !lost, strip == nil,
            let made = ScanlineStrip(
                width: width, height: height, options: options,
                after: PNGByteBuffer(capacity: height * (1 + width) / 8 + 1024))
        else {
            lost = true
            return false
        }
        strip = made
        return true
    }

    /// True while the bet is on.
    var isOpen: Bool { strip != nil }

    /// Where row `y`'s indices go, after its filter byte; rows come in order, each once.
    func line(_ y: Int) -> UnsafeMutablePointer<UInt8>? { strip?.line(y) }

    /// True when row `y`'s scanline is still in the strip (not yet compressed).
    func holds(_ y: Int) -> Bool { strip?.holds(y) ?? false }

    /// Row `y` is written.
    func wrote(_ y: Int) { strip?.wrote(y) }

    /// Loses the bet: frees the strip and the scanlines held.
    func abandon() {
        strip = nil
        lost = true
    }

    /// The PNG with `palette`, once every row was written; nil when the bet was abandoned.
    func finish(palette: PaletteIndex) -> [UInt8]? {
        defer { abandon() }
        guard let idat = strip?.finish(ending: false) else { return nil }
        var png = PNGByteBuffer(capacity: idat.count + 1024)
        png.append(PNGEncoder.signature)
        PNGEncoder.writeHeaderChunks(width: width, height: height, colorType: .palette, palette: palette, into: &png)
        png.append(idat)
        png.appendChunk("IEND", [])
        return png.bytes()
    }
}
