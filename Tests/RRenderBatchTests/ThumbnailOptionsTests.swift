import RRenderBatch
import Testing

@Suite struct ThumbnailOptionsTests {
    @Test func boxFitBoundsTheLongestSide() {
        let options = ThumbnailOptions(size: 256)
        #expect(options.scaledSize(width: 600, height: 800) == (192, 256))
        #expect(options.scaledSize(width: 1000, height: 500) == (256, 128))
    }

    @Test func widthFitBoundsTheWidth() {
        let options = ThumbnailOptions(size: 256, fit: .width)
        #expect(options.scaledSize(width: 600, height: 1200) == (256, 512))
    }

    @Test func smallImagesAreNeverEnlarged() {
        let options = ThumbnailOptions(size: 256)
        #expect(options.imageSize(width: 100, height: 150) == (100, 150))
        #expect(options.imageSize(width: 1600, height: 2400) == (171, 256))
    }
}
