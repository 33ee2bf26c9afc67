import CZlibShim
import Testing
import RRenderCore
@testable import RRenderImages
import RRenderTestSupport

@Suite("Repeated rows as deflate copies")
struct RepeatedRowsTests {
    /// Raw inflate (no zlib header) of `stream`, expecting `expected` bytes and the end of the stream.
    func inflateRaw(_ stream: [UInt8], expected: Int) throws -> [UInt8] {
        let (bytes, ended) = RawInflate.decode(stream, expected: expected)
        try #require(ended)
        return bytes
    }

    /// A stored block holding `row`, the copy block, then an empty final stored block: the copy
    /// block must decode to the row `count` more times, whatever the row's length and content.
    @Test(arguments: [3, 4, 5, 200, 258, 259, 260, 261, 262, 516, 517, 1265, 3793, 5057, 32768])
    func blockRepeatsTheRowAbove(line: Int) throws {
        var uniform = [UInt8](repeating: 0xFF, count: line)
        uniform[0] = 0
        var varied = uniform
        for i in stride(from: 1, to: line, by: 7) { varied[i] = UInt8(truncatingIfNeeded: i * 31) }
        for row in [uniform, varied] {
            for count in [1, 2, 3, 40] {
                var stream: [UInt8] = []
                var left = row[...]
                while !left.isEmpty {  // stored blocks of at most 65535 bytes, not final
                    let piece = left.prefix(65535)
                    let n = UInt16(piece.count)
                    stream += [0, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8)] + piece
                    left = left.dropFirst(piece.count)
                }
                stream += row.withUnsafeBytes { RepeatedRows.block(repeating: $0, count: count) }
                stream += [1, 0, 0, 0xFF, 0xFF]  // empty final stored block
                let decoded = try inflateRaw(stream, expected: row.count * (count + 1))
                #expect(decoded == Array([[UInt8]](repeating: row, count: count + 1).joined()), "line \(line), count \(count)")
            }
        }
    }

    /// A page-like image: lines of marks between runs of blank rows and runs of a row with a rule
    /// down its left side, in RGB (over 256 colours) and as a palette; every pixel survives, and
    /// the file stays near the size zlib alone makes of the same scanlines.
    @Test(arguments: [1264, 301, 86, 2])
    func pagesWithRunsRoundTrip(width: Int) throws {
        for manyColors in [true, false] {
            var image = PixelImage(width: width, height: 600)
            for y in 0..<600 {
                switch y % 150 {
                case 0..<60: break  // blank
                case 60..<62: for x in 0..<width where x % 5 == 0 { image[x, y] = 0xFF00_0000 | UInt32(x * 7 + y) & 0xFFFF }
                case 62..<64: image[width / 2, y] = 0xFF11_2233
                case 64..<120: image[0, y] = 0xFF00_0000  // a rule: rows equal but not uniform
                default:
                    for x in 0..<width where (x + y) % 3 == 0 {
                        image[x, y] = manyColors ? 0xFF00_0000 | UInt32(truncatingIfNeeded: x &* 2654435761 &+ y) & 0xFF00FF : 0xFF80_0000
                    }
                }
            }
            let png = PNGEncoder.encode(image)
            let chunks = PNGChunks(png)
            #expect(try PNGDecoder.decode(png) == image)
            // The same scanlines through zlib alone (one stream, as before repeated rows were copied).
            let stream = chunks.chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
            let rowBytes = width * (chunks.colorType == 2 ? 3 : 1)
            var raw = [UInt8](repeating: 0, count: 600 * (1 + rowBytes))
            var length = uLongf(raw.count)
            try #require(uncompress(&raw, &length, stream, uLong(stream.count)) == Z_OK && Int(length) == raw.count)
            var plain = [UInt8](repeating: 0, count: raw.count + 1024)
            var plainLength = uLongf(plain.count)
            try #require(compress2(&plain, &plainLength, raw, uLong(raw.count), 2) == Z_OK)
            if width >= 301 {
                // Long runs were copied: the stream differs from zlib's own.
                #expect(Array(stream.dropFirst(2)) != Array(plain[2..<Int(plainLength)]))
            }
            #expect(Double(stream.count) <= Double(plainLength) * 1.5 + 64, "width \(width)")
        }
    }

    @Test(arguments: [1, 31, 3793, 6000])
    func adlerOfRepeatsIsTheAdlerOfTheCopies(length: Int) {
        let row = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 255) }
        for count in [1, 2, 7, 300] {
            var start = Adler32()
            [UInt8](repeating: 0xFF, count: 5000).withUnsafeBytes { start.update($0) }
            var one = start, many = start
            row.withUnsafeBytes { bytes in
                for _ in 0..<count { one.update(bytes) }
                many.update(repeating: bytes, count: count)
            }
            #expect(one.value == many.value, "length \(length), count \(count)")
        }
    }
}
