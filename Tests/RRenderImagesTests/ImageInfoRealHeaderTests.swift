import RRenderCore
import Testing

@testable import RRenderImages

/// `ImageInfo` on files made by real encoders: this module's PNG encoder and turbojpeg.
@Suite("ImageInfo on real files")
struct ImageInfoRealHeaderTests {
    @Test(arguments: [(1, 1), (3, 200), (1264, 1680)])
    func pngFromTheEncoder(width: Int, height: Int) {
        for image in [PixelImage(width: width, height: height), TestImages.photo(width: width, height: height)] {
            let png = PNGEncoder.encode(image)
            #expect(ImageInfo.read(png) == ImageInfo(format: .png, width: width, height: height))
            #expect(ImageFormat(sniffing: png) == .png)
        }
    }

    @Test func jpegsFromTurbojpeg() {
        let image = TestImages.photo(width: 123, height: 45)
        for jpeg in [
            TestImages.jpeg(image), TestImages.jpeg(image, gray: true), TestImages.jpeg(image, progressive: true),
            TestImages.jpeg(image, subsampling: TJSAMPForTests.full)
        ] {
            #expect(!jpeg.isEmpty)
            #expect(ImageInfo.read(jpeg) == ImageInfo(format: .jpeg, width: 123, height: 45))
        }
    }

    @Test func progressiveJPEGDecodes() throws {
        let image = TestImages.photo(width: 64, height: 48)
        let baseline = try ImageDecoder.decode(TestImages.jpeg(image, quality: 95)).pixelImage()
        let progressive = try ImageDecoder.decode(TestImages.jpeg(image, quality: 95, progressive: true)).pixelImage()
        #expect(TestImages.maxChannelDifference(baseline, progressive) <= 8)
    }

    @Test func truncatedFilesNeverCrashTheReader() {
        let png = PNGEncoder.encode(TestImages.photo(width: 20, height: 10))
        let jpeg = TestImages.jpeg(TestImages.photo(width: 20, height: 10))
        for file in [png, jpeg] {
            for length in 0..<min(file.count, 400) {
                let info = ImageInfo.read(Array(file.prefix(length)))
                #expect(info == nil || (info?.width == 20 && info?.height == 10))
            }
        }
    }
}
