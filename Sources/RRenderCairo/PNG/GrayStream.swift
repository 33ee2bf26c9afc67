/// The PNG of an image in bands, compressed while the colour scan reads it, on the bet that it
/// is gray (a page of black text): the scan writes each row's gray scanline into a strip, and
/// each full strip goes to zlib at once. When the bet holds (the image is gray and its filter
/// and strategy are those used here) the PNG is done when the scan is, and the page was painted
/// once; otherwise the stream is abandoned and the rows are read again. Only one strip of
/// scanlines and the compressed bytes are ever held (a text page of 1264×1680: 256 KiB and about
/// 300 KB, where the whole gray image took 2 MB). The bytes are those the encoder writes from
/// the rows: the same scanlines, fed to zlib in the same strips (through the same
/// `RepeatedRowSplitter`).
final class GrayStream {
    let width: Int
    let height: Int
    /// Rows per strip: as `ScanlinePipeline` feeds zlib, so the stream is the same.
    let stripRows: Int
    /// The zlib strategy of the bet (filter None, the strategy of a gray image that is not
    /// photograph-like).
    let strategy: PNGEncoder.Strategy
    private var strip: UnsafeMutablePointer<UInt8>?
    /// The first row in the strip.
    private var stripStart = 0
    private var deflater: ZlibDeflater?
    private var splitter: RepeatedRowSplitter?
    private var output: IDATWriter

    /// A stream for `width`×`height` gray rows; nil at level 0 (stored blocks) or when zlib
    /// cannot start.
    init?(width: Int, height: Int, options: PNGEncoder.Options) {
        let level = min(options.compressionLevel, 9)
        let strategy: PNGEncoder.Strategy = options.strategy == .automatic ? .default : options.strategy
        guard level > 0, let deflater = try? ZlibDeflater(level: Int32(level), strategy: strategy.zlibValue) else { return nil }
        self.width = width
        self.height = height
        self.strategy = strategy
        self.deflater = deflater
        stripRows = max(1, min(height, options.stripBytes / (1 + width)))
        strip = .allocate(capacity: stripRows * (1 + width))
        splitter = RepeatedRowSplitter(line: 1 + width, copies: deflater.copiesRepeatedRows)
        var buffer = PNGByteBuffer(capacity: height * (1 + width) / 8 + 1024)
        buffer.append(PNGEncoder.signature)
        PNGEncoder.writeHeaderChunks(width: width, height: height, colorType: .gray, palette: nil, into: &buffer)
        output = IDATWriter(buffer: buffer, maximumChunkSize: options.maximumChunkSize)
    }

    deinit { strip?.deallocate() }

    /// True while the bet is on.
    var isOpen: Bool { strip != nil }

    /// Where row `y`'s scanline goes (its filter byte, then `width` gray samples); rows come in
    /// order, each once.
    func line(_ y: Int) -> UnsafeMutablePointer<UInt8>? {
        strip.map { $0 + (y - stripStart) * (1 + width) }
    }

    /// True when row `y`'s scanline is still in the strip (not yet compressed).
    func holds(_ y: Int) -> Bool { isOpen && y >= stripStart }

    /// Row `y` is written: a full strip (or the last rows) goes to zlib.
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

    /// Loses the bet: frees the strip and zlib's state.
    func abandon() {
        strip?.deallocate()
        strip = nil
        deflater = nil
        splitter = nil
    }

    /// The PNG, once every row was written; nil when the bet was abandoned.
    func finish() -> [UInt8]? {
        guard isOpen, var deflater, stripStart == height else { return nil }
        splitter?.finish(compressor: &deflater, output: &output)
        deflater.finish(to: &output)
        output.close()
        output.buffer.appendChunk("IEND", [])
        abandon()
        return output.buffer.bytes()
    }
}
