internal import Glibc

/// Runs of scanlines equal to the one before them, written as one hand-made deflate block of
/// copies instead of through zlib's match finder.
///
/// A rendered page is mostly rows equal to the row above (margins, the gaps between lines), and
/// zlib spends as much on them as on text: its window slides every 32 KiB of input whatever the
/// input is (rehashing 96K table entries), so a blank 1264×1680 RGB page costs it 8 ms. Here a run costs a few hundred bits and no scan: zlib
/// is flushed (`Z_FULL_FLUSH`: byte-aligned, and it forgets its history, so none of its later
/// matches can reach past the rows it did not see), then one dynamic-Huffman block copies the
/// row above (RFC 1951 §3.2): a row whose samples are all one byte (blank paper) as one copy at
/// the scanline's distance and copies of 258 at distance 1, any other row as copies of 258 at the
/// scanline's distance. An empty stored block byte-aligns the end, where zlib resumes.
/// The decoded bytes are those zlib would have been given; only the compressed form differs.
enum RepeatedRows {
    /// The fewest bytes of repeated rows worth a flush (smaller runs go through zlib).
    static let minimumBytes = 8192
    /// The largest scanline a copy can reach back over (deflate's window).
    static let maximumLine = 32768

    /// Whether a run of `count` rows of `line` bytes (filter byte included) is written as copies.
    static func worthCopying(line: Int, count: Int) -> Bool {
        line >= 3 && line <= maximumLine && count * line >= minimumBytes
    }

    /// The deflate block (ending byte-aligned, not final) that repeats `row`, the last `row.count`
    /// bytes already in the stream, `count` times.
    static func block(repeating row: UnsafeRawBufferPointer, count: Int) -> [UInt8] {
        let line = row.count
        var bits = BitWriter()
        let distanceCode = DeflateSymbols.distanceCode(line)
        // Header: not final, dynamic Huffman codes (BTYPE 2).
        bits.write(0, 1)
        bits.write(2, 2)
        bits.write(UInt32(286 - 257), 5)   // HLIT: literal/length codes 0...285
        bits.write(UInt32(distanceCode), 5)  // HDIST: distance codes 0...distanceCode
        bits.write(UInt32(18 - 4), 4)  // HCLEN: code length codes up to symbol 1 in the order below
        // Code length code: 0 and 18 two bits, 1, 5, 6 and 17 three bits (complete).
        let clLengths: [Int: UInt32] = [0: 2, 18: 2, 1: 3, 5: 3, 6: 3, 17: 3]
        for symbol in DeflateSymbols.codeLengthOrder.prefix(18) {
            bits.write(clLengths[symbol] ?? 0, 3)
        }
        // Canonical codes of that code: 0 → 00, 18 → 01, 1 → 100, 5 → 101, 6 → 110, 17 → 111.
        func cl(_ symbol: Int) {
            switch symbol {
            case 0: bits.writeCode(0b00, 2)
            case 18: bits.writeCode(0b01, 2)
            case 1: bits.writeCode(0b100, 3)
            case 5: bits.writeCode(0b101, 3)
            case 6: bits.writeCode(0b110, 3)
            default: bits.writeCode(0b111, 3)  // 17
            }
        }
        func zeros(_ n: Int) {
            var left = n
            while left > 0 {
                if left >= 11 {
                    let k = min(left, 138)
                    cl(18); bits.write(UInt32(k - 11), 7); left -= k
                } else if left >= 3 {
                    cl(17); bits.write(UInt32(left - 3), 3); left = 0
                } else {
                    cl(0); left -= 1
                }
            }
        }
        // Literal/length lengths: literals unused; end of block, 257 and 258 five bits;
        // 259...284 six bits; 285 (a copy of 258) one bit. Complete: 1/2 + 3/32 + 26/64 = 1.
        zeros(256)
        for _ in 256...258 { cl(5) }
        for _ in 259...284 { cl(6) }
        cl(1)
        // Distance lengths: code 0 (distance 1) and the scanline's code, one bit each.
        cl(1)
        zeros(distanceCode - 1)
        cl(1)

        // Canonical literal/length codes: 285 → 0; 256, 257, 258 → 10000, 10001, 10010;
        // 259...284 → 100110 + (symbol − 259).
        func length(_ n: Int) {
            if n == 258 { bits.writeCode(0, 1); return }
            let (symbol, extra, extraBits) = DeflateSymbols.lengthCode(n)
            if symbol <= 258 {
                bits.writeCode(UInt32(16 + symbol - 256), 5)
            } else {
                bits.writeCode(UInt32(38 + symbol - 259), 6)
            }
            if extraBits > 0 { bits.write(UInt32(extra), extraBits) }
        }
        let (_, lineExtra, lineExtraBits) = DeflateSymbols.distanceParts(line)
        func copy(_ n: Int, lineDistance: Bool) {
            length(n)
            if lineDistance {
                bits.writeCode(1, 1)
                if lineExtraBits > 0 { bits.write(UInt32(lineExtra), lineExtraBits) }
            } else {
                bits.writeCode(0, 1)  // distance 1, no extra bits
            }
        }
        let uniform = row.count >= 3 && row[1...].allSatisfy { $0 == row[1] }
        for _ in 0..<count {
            if uniform, case let head = (line - 1) % 258 + 1, head >= 3 {
                // The filter byte and the first samples from the row above, then the sample again.
                copy(head, lineDistance: true)
                for _ in 0..<(line - head) / 258 { copy(258, lineDistance: false) }
            } else {
                var left = line
                while left > 0 {
                    let n = left > 258 ? (left - 258 < 3 ? left - 3 : 258) : left
                    copy(n, lineDistance: true)
                    left -= n
                }
            }
        }
        bits.writeCode(0b10000, 5)  // end of block (256)
        // An empty stored block: its header, padding to the byte, LEN 0 and NLEN 0xFFFF.
        bits.write(0, 3)
        bits.alignToByte()
        bits.appendBytes([0, 0, 0xFF, 0xFF])
        return bits.bytes
    }
}

/// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var used = 0

    /// `count` bits of `value`, least significant first (header fields, extra bits).
    mutating func write(_ value: UInt32, _ count: Int) {
        buffer |= UInt64(value & ((1 << count) - 1)) << used
        used += count
        while used >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            used -= 8
        }
    }

    /// A Huffman code of `count` bits, most significant bit first.
    mutating func writeCode(_ code: UInt32, _ count: Int) {
        var reversed: UInt32 = 0
        for i in 0..<count where code & (1 << i) != 0 { reversed |= 1 << (count - 1 - i) }
        write(reversed, count)
    }

    mutating func alignToByte() {
        if used > 0 { write(0, 8 - used) }
    }

    /// Whole bytes (after `alignToByte`).
    mutating func appendBytes(_ more: [UInt8]) {
        bytes.append(contentsOf: more)
    }
}

/// Hands strips of filter-None scanlines to a compressor, each run of rows equal to the row
/// above as one `ZlibCompressor.repeatRow` (a run may span strips: it is decided when it ends).
/// `ScanlinePipeline` and `GrayStream` both feed zlib through it, so they write the same bytes.
struct RepeatedRowSplitter: ~Copyable {
    let line: Int
    /// The last row handed over (or repeated).
    private let last: UnsafeMutablePointer<UInt8>
    private var hasLast = false
    /// Rows equal to `last` not yet handed over.
    private var pending = 0

    /// A splitter for scanlines of `line` bytes, nil when copies cannot reach back a whole line
    /// or the compressor would not use them.
    init?(line: Int, copies: Bool) {
        guard copies, line >= 3, line <= RepeatedRows.maximumLine else { return nil }
        self.line = line
        last = .allocate(capacity: line)
    }

    deinit { last.deallocate() }

    /// Compresses `rows` scanlines at `strip`.
    mutating func write<C: ZlibCompressor & ~Copyable>(_ strip: UnsafePointer<UInt8>, rows: Int,
                                                       to compressor: inout C, output: inout IDATWriter) {
        guard rows > 0 else { return }
        var segment = 0  // the first row of this strip not handed over
        for r in 0..<rows {
            let row = strip + r * line
            let above: UnsafePointer<UInt8>? = r > 0 ? strip + (r - 1) * line : hasLast ? UnsafePointer(last) : nil
            if let above, memcmp(row, above, line) == 0 {
                if pending == 0 {
                    if r > segment { compressor.write(UnsafeRawBufferPointer(start: strip + segment * line, count: (r - segment) * line), to: &output) }
                    if r > 0 { last.update(from: above, count: line) }
                }
                pending += 1
                segment = r + 1
            } else if pending > 0 {
                endRun(compressor: &compressor, output: &output)
            }
        }
        if segment < rows {
            compressor.write(UnsafeRawBufferPointer(start: strip + segment * line, count: (rows - segment) * line), to: &output)
            last.update(from: strip + (rows - 1) * line, count: line)
        }
        hasLast = true
    }

    /// Hands over a run still pending (call before the compressor's `finish`).
    mutating func finish<C: ZlibCompressor & ~Copyable>(compressor: inout C, output: inout IDATWriter) {
        if pending > 0 { endRun(compressor: &compressor, output: &output) }
    }

    private mutating func endRun<C: ZlibCompressor & ~Copyable>(compressor: inout C, output: inout IDATWriter) {
        let row = UnsafeRawBufferPointer(start: last, count: line)
        if RepeatedRows.worthCopying(line: line, count: pending) {
            compressor.repeatRow(row, count: pending, to: &output)
        } else {
            for _ in 0..<pending { compressor.write(row, to: &output) }
        }
        pending = 0
    }
}
