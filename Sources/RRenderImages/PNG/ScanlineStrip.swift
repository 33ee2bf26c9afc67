/// A strip of ready scanlines of one byte per pixel and filter None (gray samples or palette
/// indices) and the zlib stream they go to: what `GrayStream` and `IndexStream` write into while
/// the colour scan reads the rows. A full strip (or the last rows) goes to the deflater at once,
/// as `ScanlinePipeline` feeds it, so the bytes are the encoder's.
final class ScanlineStrip {
    let width: Int
    let height: Int
    /// Rows per strip: as `ScanlinePipeline` feeds the deflater for one byte per pixel.
    let stripRows: Int
    private let strip: UnsafeMutablePointer<UInt8>
    /// The first row in the strip.
    private var stripStart = 0
    private var deflater: ZlibDeflater
    private var output: IDATWriter

    /// A strip for `width`×`height` rows whose IDAT chunks follow what `buffer` holds; nil at
    /// level 0 (stored blocks).
    init?(width: Int, height: Int, options: PNGEncoder.Options, after buffer: consuming PNGByteBuffer) {
        let level = min(options.compressionLevel, 9)
        guard level > 0 else { return nil }
        self.width = width
        self.height = height
        deflater = ZlibDeflater(level: level, expectedSize: height * (1 + width))
        stripRows = max(1, min(height, options.stripBytes / (1 + width)))
        // Not zeroed: `line` sets each scanline's filter byte (None), rows write after it, and
        // memory is touched only as rows come.
        strip = .allocate(capacity: stripRows * (1 + width))
        output = IDATWriter(buffer: buffer, maximumChunkSize: options.maximumChunkSize)
    }

    deinit { strip.deallocate() }

    /// Row `y`'s scanline (its filter byte, then `width` samples); rows come in order, each once.
    func line(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        let scanline = strip + (y - stripStart) * (1 + width)
        scanline[0] = 0  // filter None
        return scanline
    }

    /// True when row `y`'s scanline is still in the strip (not yet compressed).
    func holds(_ y: Int) -> Bool { y >= stripStart }

    /// Row `y` is written: a full strip (or the last rows) goes to the deflater.
    func wrote(_ y: Int) {
        let rows = y + 1 - stripStart
        guard rows == stripRows || y == height - 1 else { return }
        deflater.write(UnsafeRawBufferPointer(start: strip, count: rows * (1 + width)), to: &output)
        stripStart = y + 1
    }

    /// The buffer given at the start and the IDAT chunks, with IEND when `ending`, once every
    /// row was written; nil before.
    func finish(ending: Bool) -> [UInt8]? {
        guard stripStart == height else { return nil }
        deflater.finish(to: &output)
        output.close()
        if ending { output.buffer.appendChunk("IEND", []) }
        return output.buffer.bytes()
    }
}
