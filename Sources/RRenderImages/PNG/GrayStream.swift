/// The PNG of an image in bands, compressed while the colour scan reads it, on the bet that it
/// is gray (a page of black text): the scan writes each row's gray scanline into a
/// `ScanlineStrip`. When the bet holds (the image is gray and its filter and strategy are those
/// used here) the PNG is done when the scan is, and the page was painted once; otherwise the
/// stream is abandoned and the rows are read again. Only one strip of scanlines and the
/// compressed bytes are ever held, never the whole gray image (2 MB for a 1264×1680 page).
final class GrayStream {
    /// The zlib strategy of the bet (filter None, the strategy of a gray image that is not
    /// photograph-like).
    let strategy: PNGEncoder.Strategy
    private var strip: ScanlineStrip?

    /// A stream for `width`×`height` gray rows; nil at level 0 (stored blocks) or when zlib
    /// cannot start.
    init?(width: Int, height: Int, options: PNGEncoder.Options) {
        strategy = options.strategy == .automatic ? .default : options.strategy
        var buffer = PNGByteBuffer(capacity: height * (1 + width) / 8 + 1024)
        buffer.append(PNGEncoder.signature)
        PNGEncoder.writeHeaderChunks(width: width, height: height, colorType: .gray, palette: nil, into: &buffer)
        guard let strip = ScanlineStrip(width: width, height: height, options: options, strategy: strategy, after: buffer) else { return nil }
        self.strip = strip
    }

    /// True while the bet is on.
    var isOpen: Bool { strip != nil }

    /// Where row `y`'s gray samples go, after its filter byte; rows come in order, each once.
    func line(_ y: Int) -> UnsafeMutablePointer<UInt8>? { strip?.line(y) }

    /// True when row `y`'s scanline is still in the strip (not yet compressed).
    func holds(_ y: Int) -> Bool { strip?.holds(y) ?? false }

    /// Row `y` is written.
    func wrote(_ y: Int) { strip?.wrote(y) }

    /// Loses the bet: frees the strip and the deflater's state.
    func abandon() { strip = nil }

    /// The PNG, once every row was written; nil when the bet was abandoned.
    func finish() -> [UInt8]? {
        defer { abandon() }
        return strip?.finish(ending: true)
    }
}
