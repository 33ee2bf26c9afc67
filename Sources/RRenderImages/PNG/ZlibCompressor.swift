internal import CZlibShim

/// Something that turns the filtered scanlines into a zlib stream (RFC 1950) in IDAT chunks.
protocol ZlibCompressor: ~Copyable {
    /// Compresses `input` (any amount; may be called many times).
    mutating func write(_ input: UnsafeRawBufferPointer, to output: inout IDATWriter)
    /// Compresses `row` (a whole scanline) `count` times: the same bytes as that many `write`s,
    /// all following a copy of `row` already written.
    mutating func repeatRow(_ row: UnsafeRawBufferPointer, count: Int, to output: inout IDATWriter)
    /// Whether `repeatRow` does better than writing the row again (for runs `RepeatedRows`
    /// finds worth it).
    var copiesRepeatedRows: Bool { get }
    /// Ends the stream.
    mutating func finish(to output: inout IDATWriter)
}

extension ZlibCompressor where Self: ~Copyable {
    mutating func repeatRow(_ row: UnsafeRawBufferPointer, count: Int, to output: inout IDATWriter) {
        for _ in 0..<count { write(row, to: &output) }
    }

    var copiesRepeatedRows: Bool { false }
}

/// Why zlib refused to start a stream (in practice only when it cannot allocate its state).
struct ZlibError: Error {
    let code: Int32
}

/// One zlib stream (RFC 1950): raw deflate from a `DeflateEngine` (`FastDeflater` at the fast
/// levels, 1 and 2, with the default strategy; `ZlibEngine` otherwise), wrapped in the zlib
/// format here: the Adler-32 is computed by `Adler32` (vectorised) instead of zlib's scalar loop.
final class ZlibDeflater: ZlibCompressor {
    private let engine: any DeflateEngine
    private let header: [UInt8]
    private var adler = Adler32()
    private var wroteHeader = false

    /// A stream whose bytes depend on its input, `level` and `strategy` alone.
    init(level: Int32, strategy: Int32) throws(ZlibError) {
        header = Self.zlibHeader(level: level, strategy: strategy)
        engine = Self.deflatesFast(level: level, strategy: strategy)
            ? FastDeflater(level: level) : try ZlibEngine(level: level, strategy: strategy)
    }

    /// True where `FastDeflater` takes zlib's place: levels 1 and 2 with the default strategy.
    static func deflatesFast(level: Int32, strategy: Int32) -> Bool {
        (1...2).contains(level) && strategy == Z_DEFAULT_STRATEGY
    }

    /// The two header bytes zlib itself would write (RFC 1950 §2.2): deflate with a 32 KiB
    /// window, the level hint, and check bits making the pair a multiple of 31.
    static func zlibHeader(level: Int32, strategy: Int32) -> [UInt8] {
        let levelFlags: UInt16 = strategy >= Z_HUFFMAN_ONLY || level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var value: UInt16 = 0x7800 | levelFlags << 6
        value += 31 - value % 31
        return [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    func write(_ input: UnsafeRawBufferPointer, to output: inout IDATWriter) {
        if !wroteHeader {
            wroteHeader = true
            header.withUnsafeBytes { output.write($0) }
        }
        guard input.baseAddress != nil, input.count > 0 else { return }
        adler.update(input)
        engine.write(input, to: &output)
    }

    var copiesRepeatedRows: Bool { true }

    /// The run goes out as one block of copies (`RepeatedRows`) after a full flush, which
    /// byte-aligns the deflate stream and makes it forget what it saw.
    func repeatRow(_ row: UnsafeRawBufferPointer, count: Int, to output: inout IDATWriter) {
        guard count > 0, row.count >= 3, row.count <= RepeatedRows.maximumLine else {
            for _ in 0..<count { write(row, to: &output) }
            return
        }
        write(UnsafeRawBufferPointer(start: nil, count: 0), to: &output)  // the header, if not yet
        engine.fullFlush(to: &output)
        RepeatedRows.block(repeating: row, count: count).withUnsafeBytes { output.write($0) }
        adler.update(repeating: row, count: count)
    }

    func finish(to output: inout IDATWriter) {
        write(UnsafeRawBufferPointer(start: nil, count: 0), to: &output)
        engine.finish(to: &output)
        let a = adler.value
        [UInt8(a >> 24), UInt8((a >> 16) & 0xFF), UInt8((a >> 8) & 0xFF), UInt8(a & 0xFF)].withUnsafeBytes { output.write($0) }
    }
}

/// A zlib stream of stored (uncompressed) deflate blocks, written without zlib's state: used for
/// compression level 0, and when zlib cannot allocate its state, so encoding never fails.
struct StoredZlibWriter: ZlibCompressor {
    private var adler = Adler32()
    private var startedHeader = false

    mutating func write(_ input: UnsafeRawBufferPointer, to output: inout IDATWriter) {
        writeHeaderOnce(to: &output)
        guard input.baseAddress != nil else { return }
        adler.update(input)
        var offset = 0
        while offset < input.count {
            let n = min(input.count - offset, 65535)
            // Non-final stored block (RFC 1951 §3.2.4): BFINAL 0, BTYPE 00, LEN, NLEN.
            let length = UInt16(n)
            let header: [UInt8] = [0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            header.withUnsafeBytes { output.write($0) }
            output.write(UnsafeRawBufferPointer(rebasing: input[offset..<offset + n]))
            offset += n
        }
    }

    mutating func finish(to output: inout IDATWriter) {
        writeHeaderOnce(to: &output)
        // An empty final stored block, then the Adler-32 of all the input, big-endian.
        let a = adler.value
        let tail: [UInt8] = [1, 0, 0, 0xFF, 0xFF, UInt8(a >> 24), UInt8((a >> 16) & 0xFF), UInt8((a >> 8) & 0xFF), UInt8(a & 0xFF)]
        tail.withUnsafeBytes { output.write($0) }
    }

    private mutating func writeHeaderOnce(to output: inout IDATWriter) {
        guard !startedHeader else { return }
        startedHeader = true
        // CMF 0x78 (deflate, 32 KiB window), FLG 0x01 (fastest, check bits make 0x7801 % 31 == 0).
        [UInt8(0x78), 0x01].withUnsafeBytes { output.write($0) }
    }
}
