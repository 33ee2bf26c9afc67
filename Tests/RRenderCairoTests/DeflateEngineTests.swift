import Testing
import RRenderCore
@testable import RRenderCairo
import CZlibShim

@Suite("Deflate engines")
struct DeflateEngineTests {
    @Test func theFastLevelsUseISALForImagesWorthIt() {
        let big = ZlibDeflater.isalMinimumSize
        #expect(ZlibDeflater.usesISAL(level: 2, strategy: Z_DEFAULT_STRATEGY, size: big))
        #expect(ZlibDeflater.usesISAL(level: 1, strategy: Z_DEFAULT_STRATEGY, size: big))
        #expect(!ZlibDeflater.usesISAL(level: 2, strategy: Z_DEFAULT_STRATEGY, size: big - 1))
        #expect(!ZlibDeflater.usesISAL(level: 3, strategy: Z_DEFAULT_STRATEGY, size: big))
        #expect(!ZlibDeflater.usesISAL(level: 2, strategy: Z_RLE, size: big))
    }

    /// ISA-L's stream decodes to every pixel whatever the pieces it is fed in: strips of one row
    /// to whole images, with runs of repeated rows copied between them (full flushes).
    @Test(arguments: [1 << 10, 1 << 14, 1 << 18, 1 << 30])
    func isalStreamsDecodeWhateverTheStrips(stripBytes: Int) throws {
        var image = TestImages.grayText(width: 640, height: 480)
        for y in 200..<300 { for x in 0..<640 { image[x, y] = x % 9 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF } }  // a repeated row
        for colored in [false, true] {
            if colored { image[3, 3] = 0xFF12_3456 }
            var options = PNGEncoder.Options.default
            options.stripBytes = stripBytes
            #expect(try PNGDecoder.decode(PNGEncoder.encode(image, options: options)) == image)
        }
    }

    /// The bytes ISA-L makes do not depend on the processor: these digests held with each of
    /// ISA-L's SSE4.2, AVX, AVX2 and AVX-512 variants forced in turn (IsalDeflateEngine.swift
    /// says how). A change means PNG files differ from machine to machine, or that ISA-L (2.30
    /// in Debian 12) or the encoder changed.
    @Test func theBytesAreThoseOfAnyMachine() {
        let digests = [
            SHA256.hex(PNGEncoder.encode(TestImages.grayText(width: 640, height: 480))),
            SHA256.hex(PNGEncoder.encode(TestImages.photo(width: 300, height: 250), options: .init(filter: .paeth, strategy: .default))),
        ]
        #expect(digests == ["bc8e47f7ce2723e1af1a2d58e4eeca7e48b439587d5a06b30a2643694421bc4f",
                            "aa3bc31121017336542a202f6e18ede1a1eb66c9595f3e488440f913f889e5ed"])
    }
}
