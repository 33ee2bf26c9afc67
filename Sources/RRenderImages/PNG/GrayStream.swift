/// The PNG of an image in bands, its scanlines made while the colour scan reads it, on the bet that it
/// is gray (a page of black text): the scan writes each row's gray scanline into a
/// `ScanlineStrip`. When the bet holds (the image is gray and its filter is the one
/// used here) the PNG is done when the scan is, and the page was painted once; otherwise the
/// stream is abandoned and the rows are read again. The gray scanlines are held for the
/// deflater, which compresses them in one call at the end (a text page of 1264×1680: 2 MB).
final class GrayStream {
    private var strip: ScanlineStrip?

    /// A stream for `width`×`height` gray rows; nil at level 0 (stored blocks).
    init?(width: Int, height: Int, options: PNGEncoder.Options) {
        var buffer = PNGByteBuffer(capacity: height * (1 + width) / 8 + 1024)
        buffer.append(PNGEncoder.signature)
        PNGEncoder.writeHeaderChunks(width: width, height: height, colorType: .gray, palette: nil, into: &buffer)
        guard let strip = ScanlineStrip(width: width, height: height, options: options, after: buffer) else { return nil }
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

    /// Loses the bet: frees the strip and the scanlines held.
    func abandon() { strip = nil }

    /// The PNG, once every row was written; nil when the bet was abandoned.
    func finish() -> [UInt8]? {
        defer { abandon() }
        return strip?.finish(ending: true)
    }
}
