import RRenderCore
import RRenderTestSupport
import Testing

/// CRC-32 (ZIP's), eight bytes a step, against the standard check values and against zlib's
/// (`ZIPFixture.crc32`), for every length and alignment around the eight-byte steps.
@Suite struct CRC32Tests {
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { CRC32.checksum($0) }
    }

    @Test func theCheckValues() {
        #expect(Self.checksum([]) == 0)
        #expect(Self.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Self.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
    }

    @Test func everyLengthAndAlignmentMatchesZlib() {
        var generator = SystemRandomNumberGenerator()
        let data = (0..<300).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for start in 0..<9 {
            for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 255, 291 - start] {
                let slice = Array(data[start..<(start + length)])
                #expect(Self.checksum(slice) == ZIPFixture.crc32(slice), "start \(start), length \(length)")
            }
        }
    }

    /// Pieces added one after another give the checksum of the whole.
    @Test func piecesAddUpToTheWhole() {
        let data = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var crc = CRC32()
        for piece in [0..<3, 3..<11, 11..<500, 500..<501, 501..<1000] { data[piece].withUnsafeBytes { crc.update($0) } }
        #expect(crc.value == ZIPFixture.crc32(data))
    }
}
