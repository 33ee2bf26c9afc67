/// The PNG of an image in bands, compressed while the colour scan reads it, on the bet that it
/// takes a palette: once the image is known not to be gray, the scan writes each row's palette
/// indices (in order of first appearance, as `PaletteIndex` numbers the colours) into a strip,
/// and each full strip goes to zlib at once. When the bet holds (the image is opaque
/// with at most 256 colours and takes a palette with filter None and the default strategy) the
/// PNG is done when the scan is, and the page was painted once, not twice; otherwise the stream
/// is abandoned and the rows are read again. The bytes are those the encoder writes from the
/// rows: the same scanlines, fed to zlib in the same strips through the same `RepeatedRowSplitter`, and
/// the same chunks around them (the header and palette, known only at the end, are put before
/// the IDAT chunks then).
///
/// The bet starts only where every row before the first coloured one is at hand (`GrayStream`
/// still holds its scanlines): a page whose colour begins further down is encoded in two passes.
final class IndexStream {
    let width: Int
    let height: Int
    /// Rows per strip: as `ScanlinePipeline` feeds the deflater for a palette.
    let stripRows: Int
    private let options: PNGEncoder.Options
    private var strip: UnsafeMutablePointer<UInt8>?
    /// The first row in the strip.
    private var stripStart = 0
    private var deflater: ZlibDeflater?
    private var splitter: RepeatedRowSplitter?
    private var output: IDATWriter
    /// True once abandoned: it does not start again.
    private var lost = false

    /// A stream for `width`×`height` rows of indices; nothing is allocated before `start()`.
    init(width: Int, height: Int, options: PNGEncoder.Options) {
        self.width = width
        self.height = height
        self.options = options
        stripRows = max(1, min(height, options.stripBytes / (1 + width)))
        output = IDATWriter(buffer: PNGByteBuffer(capacity: height * (1 + width) / 8 + 1024),
                            maximumChunkSize: options.maximumChunkSize)
    }

    deinit { strip?.deallocate() }

    /// Takes the bet; false when it cannot (level 0, or already lost).
    func start() -> Bool {
        let level = min(options.compressionLevel, 9)
        guard !lost, strip == nil, level > 0, options.strategy == .automatic || options.strategy == .default,
              let deflater = try? ZlibDeflater(level: Int32(level), strategy: PNGEncoder.Strategy.default.zlibValue)
        else {
            lost = true
            return false
        }
        self.deflater = deflater
        strip = .allocate(capacity: stripRows * (1 + width))
        splitter = RepeatedRowSplitter(line: 1 + width, copies: deflater.copiesRepeatedRows)
        return true
    }

    /// True while the bet is on.
    var isOpen: Bool { strip != nil }

    /// Where row `y`'s scanline goes (its filter byte None, then `width` indices); rows come in
    /// order, each once.
    func line(_ y: Int) -> UnsafeMutablePointer<UInt8>? {
        guard let strip else { return nil }
        let line = strip + (y - stripStart) * (1 + width)
        line[0] = 0
        return line
    }

    /// True when row `y`'s scanline is still in the strip (not yet compressed).
    func holds(_ y: Int) -> Bool { isOpen && y >= stripStart }

    /// Row `y` is written: a full strip (or the last rows) goes to the deflater.
    func wrote(_ y: Int) {
        guard let strip, var deflater else { return }
        let rows = y + 1 - stripStart
        guard rows == stripRows || y == height - 1 else { return }
        if splitter != nil {
            splitter!.write(strip, rows: rows, to: &deflater, output: &output)
        } else {
            deflater.write(UnsafeRawBufferPointer(start: strip, count: rows * (1 + width)), to: &output)
        }
        stripStart = y + 1
    }

    /// Loses the bet: frees the strip and the deflater's state.
    func abandon() {
        strip?.deallocate()
        strip = nil
        deflater = nil
        splitter = nil
        lost = true
    }

    /// The PNG with `palette`, once every row was written; nil when the bet was abandoned.
    func finish(palette: PaletteIndex) -> [UInt8]? {
        guard isOpen, var deflater, stripStart == height else { return nil }
        splitter?.finish(compressor: &deflater, output: &output)
        deflater.finish(to: &output)
        output.close()
        abandon()
        var png = PNGByteBuffer(capacity: output.buffer.count + 1024)
        png.append(PNGEncoder.signature)
        PNGEncoder.writeHeaderChunks(width: width, height: height, colorType: .palette, palette: palette, into: &png)
        png.append(output.buffer.bytes())
        png.appendChunk("IEND", [])
        return png.bytes()
    }
}
