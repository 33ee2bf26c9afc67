import Foundation
import Testing
@testable import RRenderImages
import RRenderTestSupport

@Suite("Fast deflate")
struct FastDeflaterTests {
    /// What a `FastDeflater` writes for `pieces` (each one `write`), with a full flush after the
    /// pieces whose indices are in `flushes`, then the end: the raw deflate stream.
    func deflate(_ pieces: [[UInt8]], flushes: Set<Int> = [], level: Int32 = 2) -> [UInt8] {
        let deflater = FastDeflater(level: level)
        var output = IDATWriter(buffer: PNGByteBuffer(capacity: 1024), maximumChunkSize: 1 << 30)
        for (index, piece) in pieces.enumerated() {
            piece.withUnsafeBytes { deflater.write($0, to: &output) }
            if flushes.contains(index) { deflater.fullFlush(to: &output) }
        }
        deflater.finish(to: &output)
        output.close()
        return Self.idatData(output.buffer.bytes())
    }

    /// The data of the IDAT chunks in `bytes` (chunks only, no PNG signature).
    static func idatData(_ bytes: [UInt8]) -> [UInt8] {
        var data: [UInt8] = []
        var offset = 0
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            data += bytes[(offset + 8)..<(offset + 8 + length)]
            offset += 12 + length
        }
        return data
    }

    /// zlib's raw inflate of `stream`, which must end exactly there.
    func inflateRaw(_ stream: [UInt8], expected: Int) throws -> [UInt8] {
        let (bytes, ended) = RawInflate.decode(stream, expected: expected)
        try #require(ended, "the stream ends at its last byte")
        return bytes
    }

    /// Deterministic pseudo-random bytes.
    static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    /// Rows of a text page: white with short runs of grays, each row somewhat like the last.
    static func textRows(width: Int, rows: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        let marks = noise(width * rows, seed: 7)
        for y in 0..<rows {
            bytes.append(0)  // the filter byte
            for x in 0..<width {
                let m = marks[(y / 3) * width + x]
                bytes.append(m < 40 ? m * 6 : 0xFF)
            }
        }
        return bytes
    }

    static let inputs: [(name: String, bytes: [UInt8])] = [
        ("empty", []),
        ("one byte", [42]),
        ("three bytes", [1, 2, 3]),
        ("four equal bytes", [9, 9, 9, 9]),
        ("noise over two blocks", noise(150_000, seed: 1)),
        ("zeros over four blocks", [UInt8](repeating: 0, count: 262_145)),
        ("text rows", textRows(width: 1264, rows: 200)),
        ("a pattern of 259", (0..<100_000).map { UInt8(truncatingIfNeeded: $0 % 259) }),
    ]

    @Test(arguments: inputs.indices, [Int32(1), 2])
    func roundTripsThroughZlib(index: Int, level: Int32) throws {
        let (name, bytes) = Self.inputs[index]
        let stream = deflate([bytes], level: level)
        #expect(try inflateRaw(stream, expected: bytes.count) == bytes, "\(name), level \(level)")
    }

    /// The bytes depend on the stream alone: fed in pieces of any size, the same deflate stream.
    @Test func piecesDoNotChangeTheBytes() throws {
        let bytes = Self.textRows(width: 1264, rows: 120) + Self.noise(70_000, seed: 3)
        let whole = deflate([bytes])
        for size in [1, 7, 4096, 65535, 65536, 65537, 100_000] {
            let pieces = stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
            #expect(deflate(pieces) == whole, "pieces of \(size)")
        }
        #expect(deflate([bytes], level: 1) != whole, "level 1 hashes less")
        #expect(try inflateRaw(whole, expected: bytes.count) == bytes)
    }

    /// A full flush ends byte-aligned with an empty stored block, and nothing after it is a copy
    /// of what came before: the stream after the flush decodes alone (after a stored block of
    /// what a decoder would hold), which is what lets hand-made blocks go in between.
    @Test func fullFlushesAlignAndForget() throws {
        let first = Self.textRows(width: 301, rows: 80)
        let second = first  // the same bytes again: a reach back would be tempting
        let deflater = FastDeflater(level: 2)
        var output = IDATWriter(buffer: PNGByteBuffer(capacity: 1024), maximumChunkSize: 1 << 30)
        first.withUnsafeBytes { deflater.write($0, to: &output) }
        deflater.fullFlush(to: &output)
        output.close()
        let head = Self.idatData(output.buffer.bytes())
        #expect(Array(head.suffix(4)) == [0, 0, 0xFF, 0xFF])
        var rest = IDATWriter(buffer: PNGByteBuffer(capacity: 1024), maximumChunkSize: 1 << 30)
        second.withUnsafeBytes { deflater.write($0, to: &rest) }
        deflater.finish(to: &rest)
        rest.close()
        let tail = Self.idatData(rest.buffer.bytes())
        #expect(try inflateRaw(tail, expected: second.count) == second, "the part after the flush needs nothing before it")
        #expect(try inflateRaw(head + tail, expected: first.count + second.count) == first + second)
        // Flushes anywhere, even twice in a row or before anything.
        let pieces = [[UInt8](), first, [], second, Self.noise(1000, seed: 5)]
        let flushed = deflate(pieces, flushes: [0, 1, 2, 3])
        #expect(try inflateRaw(flushed, expected: first.count * 2 + 1000) == pieces.flatMap { $0 })
    }

    /// Streams made of noise, runs and copies of earlier stretches (near and far, across block
    /// and window boundaries), with full flushes here and there: each decodes to its input, and
    /// gives the same bytes fed whole or in pieces of a few sizes.
    @Test(arguments: 0..<12)
    func mixedStreamsRoundTrip(seed: Int) throws {
        var random = Self.noise(64, seed: UInt64(seed) &+ 100).map(Int.init)
        func next(_ bound: Int) -> Int {
            random.append((random.count * 7919 + random[random.count - 1] * 31 + random[random.count - 13]) & 0xFFFF)
            return random[random.count - 1] % bound
        }
        var pieces: [[UInt8]] = []
        var flushes = Set<Int>()
        var all: [UInt8] = []
        for index in 0..<(8 + next(8)) {
            let length = [1, 3, 4, 259, 4096, 32768, 65535, 65536, 65537, 70_000][next(10)]
            var piece: [UInt8]
            switch next(3) {
            case 0: piece = Self.noise(length, seed: UInt64(seed * 100 + index))
            case 1: piece = [UInt8](repeating: UInt8(next(256)), count: length)
            default:
                let from = all.isEmpty ? 0 : next(all.count)
                piece = (0..<length).map { all.isEmpty ? UInt8(truncatingIfNeeded: $0) : all[(from + $0) % all.count] }
            }
            if next(4) == 0 { flushes.insert(index) }
            pieces.append(piece)
            all += piece
        }
        let stream = deflate(pieces, flushes: flushes)
        #expect(try inflateRaw(stream, expected: all.count) == all)
        // The same stream in pieces of 1000 bytes (flushes kept at the same places).
        var resized: [[UInt8]] = []
        var resizedFlushes = Set<Int>()
        for (index, piece) in pieces.enumerated() {
            for start in stride(from: 0, to: piece.count, by: 1000) { resized.append(Array(piece[start..<min(start + 1000, piece.count)])) }
            if flushes.contains(index) {
                resized.append([])
                resizedFlushes.insert(resized.count - 1)
            }
        }
        #expect(deflate(resized, flushes: resizedFlushes) == stream)
    }

    /// Deflate's limits on code lengths hold however skewed the counts (Fibonacci counts make
    /// the deepest minimum-redundancy trees), and the codes are complete and prefix-free.
    @Test(arguments: [(286, 15), (30, 15), (19, 7)])
    func huffmanCodesKeepTheLimit(symbols: Int, limit: Int) {
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < symbols { fibonacci.append(min(fibonacci[fibonacci.count - 1] &+ fibonacci[fibonacci.count - 2], 1 << 30)) }
        for counts in [fibonacci, [UInt32](repeating: 5, count: symbols), [1] + [UInt32](repeating: 0, count: symbols - 1),
                       [UInt32](repeating: 0, count: symbols)] {
            let code = counts.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, limit: limit) }
            let used = code.lengths.filter { $0 > 0 }
            #expect(used.count >= 2)
            #expect(used.allSatisfy { Int($0) <= limit })
            let kraft = used.reduce(0.0) { $0 + pow(2.0, -Double($1)) }
            #expect(kraft == 1.0)
            let words = Set(zip(code.codes, code.lengths).filter { $0.1 > 0 }.map { "\($0.1):\($0.0)" })
            #expect(words.count == used.count)
        }
    }

    /// On a page's rows level 2 stays near zlib's level 2 (which it replaces), level 1 near it.
    @Test(arguments: [(Int32(1), 1.15), (2, 1.05)])
    func sizeStaysNearZlib(level: Int32, bound: Double) throws {
        let bytes = Self.textRows(width: 1264, rows: 300)
        let fast = deflate([bytes], level: level).count
        let zlib = RawInflate.zlibSize(of: bytes, level: 2) - 6  // less zlib's header and checksum
        #expect(Double(fast) < Double(zlib) * bound, "level \(level): \(fast) bytes, zlib \(zlib)")
    }
}
