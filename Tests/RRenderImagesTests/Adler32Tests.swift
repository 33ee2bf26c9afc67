import CZlibShim
import Testing
@testable import RRenderImages

@Suite("Adler-32")
struct Adler32Tests {
    @Test(arguments: [0, 1, 31, 32, 33, 5535, 5536, 5537, 70_000, 200_003])
    func matchesZlib(length: Int) {
        var random = TestImages.Random(seed: UInt64(length) + 1)
        for fill in [nil, UInt8(0xFF)] {
            let bytes = (0..<length).map { _ in fill ?? UInt8(truncatingIfNeeded: random.next()) }
            var adler = Adler32()
            bytes.withUnsafeBytes { adler.update($0) }
            let expected = bytes.withUnsafeBufferPointer { adler32_z(1, $0.baseAddress, z_size_t($0.count)) }
            #expect(adler.value == UInt32(expected))
        }
    }

    @Test func updatesInPiecesGiveTheSameValue() {
        var random = TestImages.Random(seed: 9)
        let bytes = (0..<50_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        var whole = Adler32(), pieces = Adler32()
        bytes.withUnsafeBytes { whole.update($0) }
        var offset = 0
        for size in [1, 7, 100, 5536, 13, 30_000] where offset < bytes.count {
            let end = min(bytes.count, offset + size)
            bytes[offset..<end].withUnsafeBytes { pieces.update($0) }
            offset = end
        }
        bytes[offset...].withUnsafeBytes { pieces.update($0) }
        #expect(whole.value == pieces.value)
    }

    @Test func zlibHeaderMatchesZlib() {
        #expect(ZlibDeflater.zlibHeader(level: 1, strategy: Z_DEFAULT_STRATEGY) == [0x78, 0x01])
        #expect(ZlibDeflater.zlibHeader(level: 2, strategy: Z_DEFAULT_STRATEGY) == [0x78, 0x5E])
        #expect(ZlibDeflater.zlibHeader(level: 6, strategy: Z_DEFAULT_STRATEGY) == [0x78, 0x9C])
        #expect(ZlibDeflater.zlibHeader(level: 9, strategy: Z_DEFAULT_STRATEGY) == [0x78, 0xDA])
        #expect(ZlibDeflater.zlibHeader(level: 6, strategy: Z_RLE) == [0x78, 0x01])
    }
}
