/// A raw deflate stream (RFC 1951) for the fast levels: greedy LZ77 with one candidate per hash
/// of four bytes, each 64 KiB of input one dynamic-Huffman block.
///
/// Its bytes depend on the input bytes and the positions of the full flushes alone, never on how
/// the input was divided between calls, on memory, or on the thread: blocks end at fixed
/// positions of the stream, a match never reaches past its block, the hash table starts zeroed
/// and no other byte is read before it is written. (ISA-L's deflate was tried for this and gave
/// other bytes from run to run in this process: see "ISA-L" in
/// Benchmarks/results/2026-12-06-architecture-history.md.)
final class FastDeflater {
    /// Input bytes per block.
    static let blockSize = 1 << 16
    /// How far back a match may reach (deflate's window).
    static let window = 1 << 15
    private static let hashBits = 15
    private static let capacity = window + blockSize

    /// The input: up to `window` bytes already compressed (the history), then the rest.
    private let buffer: UnsafeMutablePointer<UInt8>
    /// The stream position of `buffer[0]`.
    private var bufferStart = 0
    private var filled = 0
    /// Index in `buffer` of the first byte not yet compressed.
    private var pending = 0
    /// The stream position before which no match may reach (the last full flush).
    private var historyStart = 0
    /// The last stream position (its low 32 bits) whose four bytes had each hash. Any entry is
    /// safe: a candidate is used only when it lies in the history and its bytes match.
    private let table: UnsafeMutablePointer<UInt32>
    /// A block's literals (the byte) and matches (bit 31, length − 3 in bits 16...23,
    /// distance − 1 below).
    private let symbols: UnsafeMutablePointer<UInt32>
    /// Symbol counts of a block: 286 literal/length codes, then 30 distance codes.
    private let counts: UnsafeMutablePointer<UInt32>
    /// Compressed bytes not yet handed on, and the bits of a byte not yet full.
    private let out: UnsafeMutablePointer<UInt8>
    private var outCount = 0
    private var bitBuffer: UInt64 = 0
    private var bitsUsed = 0
    /// A block's worst case: every symbol 15 bits plus extra bits, under 2 bytes per input byte.
    private static let outCapacity = 2 * blockSize + 1024

    /// Whether every position inside a match is hashed too (level 2), not only where a match
    /// starts (level 1).
    private let hashesMatches: Bool

    /// A stream at deflate level 1 (the fastest) or 2 (more matches found, for about 10 % more time).
    init(level: Int32) {
        hashesMatches = level >= 2
        // Only the hash table is read before it is written; the rest is touched as it is used,
        // so a small image costs little memory.
        buffer = .allocate(capacity: Self.capacity)
        table = .allocate(capacity: 1 << Self.hashBits)
        table.initialize(repeating: 0, count: 1 << Self.hashBits)
        symbols = .allocate(capacity: Self.blockSize)
        counts = .allocate(capacity: 316)
        counts.initialize(repeating: 0, count: 316)
        out = .allocate(capacity: Self.outCapacity)
    }

    deinit {
        buffer.deallocate()
        table.deallocate()
        symbols.deallocate()
        counts.deallocate()
        out.deallocate()
    }

    /// Compresses `input`, writing each full block to `output`.
    func write(_ input: UnsafeRawBufferPointer, to output: inout IDATWriter) {
        guard let base = input.baseAddress else { return }
        var offset = 0
        while offset < input.count {
            if filled == Self.capacity { slide() }
            let n = min(input.count - offset, Self.capacity - filled, Self.blockSize - (filled - pending))
            (buffer + filled).update(from: base.advanced(by: offset).assumingMemoryBound(to: UInt8.self), count: n)
            filled += n
            offset += n
            if filled - pending == Self.blockSize {
                compressBlock(final: false)
                emit(to: &output)
            }
        }
    }

    /// Compresses what is pending, then ends byte-aligned with an empty stored block (zlib's
    /// `Z_FULL_FLUSH`) and forgets the history: bytes written next by hand follow on, and no
    /// later match reaches before them.
    func fullFlush(to output: inout IDATWriter) {
        if filled > pending { compressBlock(final: false) }
        withBits { bits in
            bits.put(0, 3)  // not final, stored
            bits.alignToByte()
            bits.put(0xFFFF_0000, 32)  // LEN 0, NLEN 0xFFFF
        }
        emit(to: &output)
        bufferStart += filled
        historyStart = bufferStart
        filled = 0
        pending = 0
    }

    /// Compresses what is pending as the final block (an empty one when nothing is) and
    /// byte-aligns the end.
    func finish(to output: inout IDATWriter) {
        if filled > pending {
            compressBlock(final: true)
        } else {
            withBits { bits in
                bits.put(0b011, 3)  // final, fixed Huffman codes
                bits.put(0, 7)  // end of block: code 0000000
            }
        }
        withBits { $0.alignToByte() }
        emit(to: &output)
    }

    /// Runs `body` on the bit writer over `out`, keeping its state.
    private func withBits(_ body: (inout DeflateBits) -> Void) {
        var bits = DeflateBits(cursor: out + outCount, buffer: bitBuffer, used: bitsUsed)
        body(&bits)
        bits.wholeBytes()
        outCount = bits.cursor - out
        (bitBuffer, bitsUsed) = bits.pending
    }

    /// Hands the whole bytes written so far to `output`.
    private func emit(to output: inout IDATWriter) {
        output.write(UnsafeRawBufferPointer(start: out, count: outCount))
        outCount = 0
    }

    /// Keeps the last `window` compressed bytes and whatever is pending at the start of the buffer
    /// (`update(from:count:)` allows the regions to overlap).
    private func slide() {
        let keepFrom = max(0, pending - Self.window)
        guard keepFrom > 0 else { return }
        buffer.update(from: buffer + keepFrom, count: filled - keepFrom)
        bufferStart += keepFrom
        filled -= keepFrom
        pending -= keepFrom
    }

    /// Compresses the pending bytes as one block.
    private func compressBlock(final: Bool) {
        counts.update(repeating: 0, count: 316)
        let symbolCount = Self.parse(buffer, from: pending, to: filled, bufferStart: bufferStart, historyStart: historyStart,
                                     table: table, symbols: symbols, counts: counts, hashesMatches: hashesMatches)
        counts[256] = 1
        let literals = HuffmanCode(frequencies: UnsafeBufferPointer(start: counts, count: 286), limit: 15)
        let distances = HuffmanCode(frequencies: UnsafeBufferPointer(start: counts + 286, count: 30), limit: 15)
        withBits { bits in
            bits.put(final ? 1 : 0, 1)
            bits.put(2, 2)  // dynamic Huffman codes
            DeflateBlockHeader.write(literals: literals.lengths, distances: distances.lengths, to: &bits)
            literals.entries.withUnsafeBufferPointer { literalEntries in
                distances.entries.withUnsafeBufferPointer { distanceEntries in
                    Self.writeSymbols(symbols, count: symbolCount, to: &bits, literals: literalEntries.baseAddress!,
                                      distances: distanceEntries.baseAddress!)
                }
            }
            bits.put(UInt64(literals.codes[256]), Int(literals.lengths[256]))
        }
        pending = filled
    }

    /// Finds the literals and matches of `buffer[start..<end]` (greedy: a match of four bytes or
    /// more at the last position with the same hash, never past `end`), counting their symbols;
    /// returns how many. With `hashesMatches` the positions inside each match are hashed as well.
    private static func parse(_ buffer: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int, bufferStart: Int,
                              historyStart: Int, table: UnsafeMutablePointer<UInt32>, symbols: UnsafeMutablePointer<UInt32>,
                              counts: UnsafeMutablePointer<UInt32>, hashesMatches: Bool) -> Int {
        let tables = DeflateSymbols.tables
        let raw = UnsafeRawPointer(buffer)
        let shift = UInt32(32 - hashBits)
        var i = start
        var count = 0
        while i + 4 <= end {
            let value = raw.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            let hash = Int((value &* 0x9E37_79B1) &>> shift)
            let here = bufferStart &+ i
            let distance = Int(UInt32(truncatingIfNeeded: here) &- table[hash])
            table[hash] = UInt32(truncatingIfNeeded: here)
            if UInt(bitPattern: distance &- 1) < UInt(window), here &- distance >= historyStart,
               raw.loadUnaligned(fromByteOffset: i &- distance, as: UInt32.self) == value {
                let length = matchLength(raw, i, i &- distance, limit: min(258, end &- i))
                let code = DeflateSymbols.distanceCode(distance, table: tables.distanceCodes)
                symbols[count] = 0x8000_0000 | UInt32(code) << 24 | UInt32(length - 3) << 16 | UInt32(distance - 1)
                count += 1
                counts[257 + Int(tables.lengths[length - 3] & 0xFF)] += 1
                counts[286 + code] += 1
                if hashesMatches {
                    var j = i &+ 1
                    let stop = min(i &+ length, end &- 3)  // positions with four bytes before `end`
                    while j < stop {
                        let v = raw.loadUnaligned(fromByteOffset: j, as: UInt32.self)
                        table[Int((v &* 0x9E37_79B1) &>> shift)] = UInt32(truncatingIfNeeded: bufferStart &+ j)
                        j &+= 1
                    }
                }
                i += length
                continue
            }
            let byte = UInt8(truncatingIfNeeded: value)
            symbols[count] = UInt32(byte)
            count += 1
            counts[Int(byte)] += 1
            i += 1
        }
        while i < end {
            let byte = buffer[i]
            symbols[count] = UInt32(byte)
            count += 1
            counts[Int(byte)] += 1
            i += 1
        }
        return count
    }

    /// How many bytes from `at` equal those from `from` (at least 4 already known), up to `limit`.
    @inline(__always)
    private static func matchLength(_ raw: UnsafeRawPointer, _ at: Int, _ from: Int, limit: Int) -> Int {
        var length = 4
        while length + 8 <= limit {
            let difference = raw.loadUnaligned(fromByteOffset: at + length, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: from + length, as: UInt64.self)
            if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
            length += 8
        }
        while length < limit, raw.load(fromByteOffset: at + length, as: UInt8.self) == raw.load(fromByteOffset: from + length, as: UInt8.self) {
            length += 1
        }
        return length
    }

    /// Writes a block's symbols: `literals` holds each literal/length symbol's reversed code in
    /// its low 16 bits and its length above, `distances` the same for the distance codes.
    private static func writeSymbols(_ symbols: UnsafeMutablePointer<UInt32>, count: Int, to bits: inout DeflateBits,
                                     literals: UnsafePointer<UInt32>, distances: UnsafePointer<UInt32>) {
        let tables = DeflateSymbols.tables
        for k in 0..<count {
            let symbol = symbols[k]
            if symbol & 0x8000_0000 == 0 {
                let entry = literals[Int(symbol)]
                bits.put(UInt64(entry & 0xFFFF), Int(entry >> 16))
                continue
            }
            let info = tables.lengths[Int((symbol >> 16) & 0xFF)]
            let lengthEntry = literals[257 + Int(info & 0xFF)]
            // The length's code and extra bits together: at most 15 + 5 bits.
            let lengthBits = Int(lengthEntry >> 16)
            bits.put(UInt64(lengthEntry & 0xFFFF) | UInt64(info >> 16) << UInt64(lengthBits), lengthBits + Int((info >> 8) & 0xFF))
            let code = Int((symbol >> 24) & 0x1F)
            let distance = Int(symbol & 0xFFFF) + 1
            let distanceEntry = distances[code]
            let distanceBits = Int(distanceEntry >> 16)
            bits.put(UInt64(distanceEntry & 0xFFFF) | UInt64(distance - Int(tables.distanceBase[code])) << UInt64(distanceBits),
                     distanceBits + Int(tables.distanceExtraBits[code]))
        }
    }
}
