import CZlibShim
import RRenderCore
import RRenderTestSupport
import Testing

@testable import RRenderImages

@Suite("PNG encoder")
struct PNGEncoderTests {
    /// Encodes, checks the file's structure, decodes with libpng (through Cairo) and returns both.
    func roundTrip(_ image: PixelImage, options: PNGEncoder.Options = .default) throws -> (PNGChunks, PixelImage) {
        let png = PNGEncoder.encode(image, options: options)
        let chunks = PNGChunks(png)
        #expect(chunks.hasSignature)
        #expect(chunks.types.first == "IHDR")
        #expect(chunks.types.last == "IEND")
        #expect(chunks.chunks.allSatisfy { $0.crcIsValid })
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.width == image.width && decoded.height == image.height)
        return (chunks, decoded)
    }

    @Test func grayTextIsEightBitGrayAndExact() throws {
        let image = TestImages.grayText(width: 301, height: 97)
        let (chunks, decoded) = try roundTrip(image)
        #expect(chunks.colorType == 0)
        #expect(!chunks.types.contains("PLTE"))
        #expect(decoded == image)
    }

    @Test func fewColorsUsePaletteAndAreExact() throws {
        let image = TestImages.fewColors(width: 257, height: 64)
        let (chunks, decoded) = try roundTrip(image)
        #expect(chunks.colorType == 3)
        #expect(chunks.data("PLTE")?.count == 3 * 6)  // five colours plus the white background
        #expect(!chunks.types.contains("tRNS"))
        #expect(decoded == image)
    }

    @Test func manyColorsAreRGBAndExact() throws {
        let image = TestImages.photo(width: 199, height: 101)
        let (chunks, decoded) = try roundTrip(image)
        #expect(chunks.colorType == 2)
        #expect(decoded == image)
    }

    @Test func translucentIsRGBAAndRoundTripsExactly() throws {
        // Every alpha value with random valid premultiplied colours: straight alpha rounded to
        // nearest, premultiplied again by libpng/Cairo, gives the same words back.
        let image = TestImages.translucent(width: 256, height: 40)
        let (chunks, decoded) = try roundTrip(image, options: .init(allowsPalette: false))
        #expect(chunks.colorType == 6)
        #expect(decoded == image)
        let (defaultChunks, _) = try roundTrip(image)
        #expect(defaultChunks.colorType == 6)  // > 256 colours
    }

    @Test func fewTranslucentColorsUsePaletteWithTRNS() throws {
        var image = PixelImage(width: 64, height: 64, fill: 0)  // transparent
        for y in 0..<64 { for x in 0..<32 { image[x, y] = 0x8040_2010 } }  // translucent, premultiplied
        for y in 0..<8 { for x in 32..<64 { image[x, y] = 0xFF12_3456 } }
        let (chunks, decoded) = try roundTrip(image)
        #expect(chunks.colorType == 3)
        #expect(chunks.data("tRNS") == [0x00, 0x80] || chunks.data("tRNS") == [0x80, 0x00])
        #expect(chunks.data("PLTE")?.count == 9)
        #expect(decoded == image)
    }

    @Test func grayButTranslucentIsNotGray() throws {
        let image = PixelImage(width: 20, height: 20, fill: 0x8080_8080)
        let (chunks, decoded) = try roundTrip(image)
        #expect(chunks.colorType == 3)
        #expect(decoded == image)
    }

    @Test func tinyImagesSkipThePaletteWhenItCostsMore() throws {
        let red = PixelImage(width: 1, height: 1, fill: 0xFFFF_0000)
        let (chunks, decoded) = try roundTrip(red)
        #expect(chunks.colorType == 2)
        #expect(decoded == red)
        let gray = PixelImage(width: 1, height: 1, fill: 0xFF7F_7F7F)
        #expect(try roundTrip(gray).0.colorType == 0)
        let clear = PixelImage(width: 1, height: 1, fill: 0)
        let (clearChunks, clearDecoded) = try roundTrip(clear)
        #expect(clearChunks.colorType == 6)
        #expect(clearDecoded == clear)
    }

    @Test(arguments: [1, 2, 3, 5, 7, 63, 129])
    func oddSizesRoundTrip(width: Int) throws {
        for image in [
            TestImages.grayText(width: width, height: 3), TestImages.photo(width: width, height: 5),
            TestImages.translucent(width: width, height: 4), TestImages.fewColors(width: width, height: 9)
        ] {
            #expect(try roundTrip(image).1 == image)
        }
    }

    @Test(arguments: [PNGEncoder.Filter.none, .sub, .up, .paeth, .adaptive])
    func everyFilterRoundTrips(filter: PNGEncoder.Filter) throws {
        for image in [
            TestImages.grayText(width: 77, height: 30), TestImages.photo(width: 77, height: 30),
            TestImages.translucent(width: 77, height: 30), TestImages.fewColors(width: 77, height: 30)
        ] {
            #expect(try roundTrip(image, options: .init(filter: filter)).1 == image)
        }
    }

    @Test(arguments: [0, 1, 3, 6, 9])
    func everyLevelRoundTrips(level: Int) throws {
        let image = TestImages.photo(width: 300, height: 250)  // > 64 KiB per strip: several stored blocks
        #expect(try roundTrip(image, options: .init(compressionLevel: level)).1 == image)
    }

    @Test func higherLevelsAreSmaller() {
        // A page of "words" from a small vocabulary: repeats near and far, as in text, which the
        // match finders of the higher levels find more of (random blobs would not compress).
        var random = TestImages.Random(seed: 5)
        let words = (0..<40).map { _ in (0..<8 * 10).map { _ in random.next() % 3 == 0 ? random.byte() : 255 } }
        var image = PixelImage(width: 400, height: 300, fill: 0xFFFF_FFFF)
        for line in 0..<25 {
            var x = Int(random.next() % 5)
            while x + 8 <= 400 {
                let word = words[Int(random.next() % 40)]
                for dy in 0..<10 {
                    for dx in 0..<8 { let v = word[dy * 8 + dx]; image[x + dx, line * 12 + dy] = TestImages.opaque(v, v, v) }
                }
                x += 9 + Int(random.next() % 3)
            }
        }
        let stored = PNGEncoder.encode(image, options: .init(compressionLevel: 0)).count
        let fast = PNGEncoder.encode(image, options: .init(compressionLevel: 1)).count
        let best = PNGEncoder.encode(image, options: .init(compressionLevel: 9)).count
        #expect(stored > 300 * 401)
        #expect(fast < stored * 6 / 10)
        #expect(best < fast)
    }

    @Test func longStreamsAreSplitIntoSeveralIDATChunks() throws {
        var options = PNGEncoder.Options(compressionLevel: 1)
        options.maximumChunkSize = 1000
        options.stripBytes = 1 << 12
        for level in [0, 1] {
            options.compressionLevel = level
            let image = TestImages.photo(width: 120, height: 90)
            let (chunks, decoded) = try roundTrip(image, options: options)
            let idats = chunks.chunks.filter { $0.type == "IDAT" }
            #expect(idats.count > 3)
            #expect(idats.allSatisfy { $0.data.count <= 1000 && !$0.data.isEmpty })
            #expect(decoded == image)
        }
    }

    @Test func sameInputGivesSameBytes() {
        for image in [
            TestImages.grayText(width: 333, height: 111), TestImages.fewColors(width: 100, height: 100),
            TestImages.photo(width: 123, height: 45), TestImages.translucent(width: 64, height: 64)
        ] {
            let first = PNGEncoder.encode(image)
            let copy = PixelImage(width: image.width, height: image.height, pixels: image.pixels)
            #expect(copy.map { PNGEncoder.encode($0) } == first)
        }
    }

    @Test func emptyImageGivesOneTransparentPixel() throws {
        let png = PNGEncoder.encode(PixelImage(width: 0, height: 5))
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.width == 1 && decoded.height == 1 && decoded.pixels == [0])
    }

    @Test func surfaceEncodesLikeItsPixelImage() throws {
        for opaque in [true, false] {
            let surface = try CairoSurface(
                image: opaque
                    ? TestImages.photo(width: 50, height: 20)
                    : TestImages.translucent(width: 50, height: 20))
            #expect(surface.isOpaque == opaque)
            #expect(surface.pngData() == PNGEncoder.encode(surface.pixelImage()))
        }
    }

    @Test func rgb24SurfaceIgnoresTheUndefinedTopByte() throws {
        let surface = try CairoSurface(width: 16, height: 4, opaque: true)
        surface.withMutableRows { row in
            for y in 0..<4 { for x in 0..<16 { row(y)[x] = UInt32(x * 16) * 0x0101_01 | UInt32(y) << 24 } }
        }
        let chunks = PNGChunks(surface.pngData())
        #expect(chunks.colorType == 0)
        #expect(try PNGDecoder.decode(surface.pngData()) == surface.pixelImage())
    }
}

@Suite("PNG stream checks")
struct PNGStreamCheckTests {
    /// The filter-type byte of every scanline, from the inflated IDAT stream.
    func filterBytes(_ png: [UInt8], rowBytes: Int, rows: Int) throws -> [UInt8] {
        let stream = PNGChunks(png).chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        var raw = [UInt8](repeating: 0, count: rows * (1 + rowBytes))
        var length = uLongf(raw.count)
        let rc = uncompress(&raw, &length, stream, uLong(stream.count))
        try #require(rc == Z_OK && Int(length) == raw.count)
        return (0..<rows).map { raw[$0 * (1 + rowBytes)] }
    }

    @Test func flatContentUsesNoFilterAndPhotosUsePaeth() throws {
        let text = TestImages.fewColors(width: 300, height: 40)  // palette: always None
        #expect(Set(try filterBytes(PNGEncoder.encode(text), rowBytes: 300, rows: 40)) == [0])
        var page = PixelImage(width: 300, height: 40)
        for y in 10..<20 { for x in 0..<300 where x % 7 < 3 { page[x, y] = 0xFF00_0000 | UInt32(x) << 8 | UInt32(y) } }
        #expect(PNGChunks(PNGEncoder.encode(page)).colorType == 2)
        #expect(Set(try filterBytes(PNGEncoder.encode(page), rowBytes: 900, rows: 40)) == [0])
        let photo = TestImages.photo(width: 300, height: 40)
        #expect(Set(try filterBytes(PNGEncoder.encode(photo), rowBytes: 900, rows: 40)) == [4])
        let fixed = PNGEncoder.encode(photo, options: .init(filter: .up))
        #expect(Set(try filterBytes(fixed, rowBytes: 900, rows: 40)) == [2])
        let adaptive = try filterBytes(PNGEncoder.encode(photo, options: .init(filter: .adaptive)), rowBytes: 900, rows: 40)
        #expect(Set(adaptive).isSubset(of: [0, 1, 2, 4]))
    }

    @Test(arguments: [1, 15, 16, 17, 301])
    func grayPagesUseTheSinglePassPath(width: Int) throws {
        // Mostly white with a few gray marks: gray, not photographic, so the scanlines written
        // by the first pass are compressed directly (every filter byte None).
        var page = PixelImage(width: width, height: 37)
        for y in stride(from: 3, to: 37, by: 9) { page[width / 2, y] = 0xFF40_4040; page[0, y] = 0xFF80_8080 }
        let png = PNGEncoder.encode(page)
        #expect(PNGChunks(png).colorType == 0)
        #expect(Set(try filterBytes(png, rowBytes: width, rows: 37)) == [0])
        #expect(try PNGDecoder.decode(png) == page)
        // The same from an RGB24 surface whose undefined top byte holds garbage.
        let surface = try CairoSurface(image: page)
        surface.withMutableRows { row in
            for y in 0..<37 { for x in 0..<width { row(y)[x] &= 0x00FF_FFFF; row(y)[x] |= UInt32(x & 0x7F) << 24 } }
        }
        #expect(surface.pngData() == png)
    }

    /// libpng verifies the zlib Adler-32: a wrong checksum (with a valid chunk CRC) must fail,
    /// which shows that the round-trip tests really check the stream's Adler-32.
    @Test func wrongAdlerIsDetectedByTheDecoder() throws {
        var png = PNGEncoder.encode(TestImages.photo(width: 40, height: 40))
        let chunks = PNGChunks(png)
        let idat = try #require(chunks.data("IDAT"))
        let start = 8 + 25 + 8  // signature, IHDR chunk, IDAT length and type
        #expect(Array(png[start..<start + idat.count]) == idat)
        png[start + idat.count - 1] ^= 0x01  // last byte of the Adler-32
        let crc = PNGChunks.crc32(Array("IDAT".utf8) + Array(png[start..<start + idat.count]))
        for i in 0..<4 { png[start + idat.count + i] = UInt8((crc >> (24 - 8 * UInt32(i))) & 0xFF) }
        #expect(PNGChunks(png).chunks.allSatisfy { $0.crcIsValid })
        #expect(throws: ImageError.self) { try PNGDecoder.decode(png) }
    }
}
