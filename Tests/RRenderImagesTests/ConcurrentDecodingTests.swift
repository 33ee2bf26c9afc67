import Dispatch
import RRenderCairo
import RRenderCore
import Synchronization
import Testing

@testable import RRenderImages

/// Render workers decode on several threads at once: every codec gives the same pixels there
/// as on one thread (gdk-pixbuf loaders, librsvg handles and libwebp decoders are per call).
@Suite struct ConcurrentDecodingTests {
    /// The pinned fonts current first, as in rrender (see `SVGDecoderTests.init`).
    init() {
        _ = try? FontConfiguration.shared()
    }

    @Test func decodersGiveTheSamePixelsOnManyThreads() throws {
        let inputs: [[UInt8]] = [
            TestImages.gif(
                width: 6, height: 4, palette: [0xFF0000, 0x0000FF, 0xFFFFFF], frames: [GIFWebPDecoderTests.halves(0, 1)]),
            TestImages.webp(GIFWebPDecoderTests.webpPicture(transparentRow: true)),
            SVGDecoderTests.svg("width='120' height='30'", "<text x='2' y='24' font-size='20'>Sharp text</text>"),
            PNGEncoder.encode(TestImages.photo(width: 20, height: 20))
        ]
        let expected = try inputs.map { try ImageDecoder.decode($0).pixelImage() }
        let mismatches = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 64) { round in
            let index = round % inputs.count
            if (try? ImageDecoder.decode(inputs[index]).pixelImage()) != expected[index] {
                mismatches.add(1, ordering: .relaxed)
            }
        }
        #expect(mismatches.load(ordering: .relaxed) == 0)
    }
}
