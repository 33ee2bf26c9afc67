import RRenderCore
import RRenderTestSupport
import Testing

@testable import RRenderImages

/// The encoder reading its pixels in bands (as a page painted band by band gives them) writes
/// the bytes it writes for the whole image, and asks for each band once for a gray page and
/// twice for most other images (a third time for gray rows above a first coloured row whose
/// scanlines were already compressed).
@Suite("PNG encoding from bands")
struct PixelBandsTests {
    /// Bands of `bandHeight` rows cut from `image`, counting how often each is asked for.
    final class Source {
        let image: PixelImage
        let bandHeight: Int
        var requests: [Int] = []

        init(_ image: PixelImage, bandHeight: Int) {
            self.image = image
            self.bandHeight = bandHeight
        }

        func encode(options: PNGEncoder.Options = .default) -> [UInt8] {
            image.withUnsafePixels { pixels in
                guard let base = pixels.baseAddress else { return [] }
                let width = image.width, height = image.height, bandHeight = self.bandHeight
                let bands = PixelBands(width: width, height: height, forceOpaque: false, bandHeight: bandHeight) { first in
                    self.requests.append(first)
                    return PixelRows(
                        base: base + first * width, width: width, height: min(bandHeight, height - first),
                        pitch: width, forceOpaque: false)
                }
                return PNGEncoder.encode(bands, options: options)
            }
        }

        /// Each band's first row, top to bottom, `passes` times.
        func expectedRequests(passes: Int) -> [Int] {
            let once = Array(stride(from: 0, to: image.height, by: bandHeight))
            return Array((0..<passes).map { _ in once }.joined())
        }
    }

    /// Opaque gray rows, then rows with colour from `colorRow` on.
    static func grayThenColor(width: Int, height: Int, colorRow: Int) -> PixelImage {
        var image = TestImages.grayText(width: width, height: height)
        for y in colorRow..<height { for x in stride(from: y % 5, to: width, by: 5) { image[x, y] = 0xFFC0_2020 } }
        return image
    }

    /// A white page with a few gray marks: gray and not photographic, so its scanlines are the
    /// ones the scan wrote.
    static func grayPage(width: Int, height: Int) -> PixelImage {
        var page = PixelImage(width: width, height: height)
        for y in stride(from: 3, to: height, by: 4) {
            for x in stride(from: y % 7, to: width, by: 11) { page[x, y] = 0xFF40_4040; page[x / 2, y] = 0xFF9A_9A9A }
        }
        return page
    }

    /// Images, and how many passes over the rows their encoding takes: one for a gray page (its
    /// gray scanlines are kept) and for a palette (its indices are, `IndexStream`).
    static let images: [(name: String, image: PixelImage, passes: Int)] = [
        ("gray page", grayPage(width: 97, height: 61), 1),
        ("gray noise (photograph-like: Paeth, read again)", TestImages.grayText(width: 97, height: 61), 2),
        ("few colours", TestImages.fewColors(width: 97, height: 61), 1),
        ("few colours, over 64 KiB", TestImages.fewColors(width: 301, height: 250), 1),
        ("photo", TestImages.photo(width: 97, height: 61), 2),
        ("translucent", TestImages.translucent(width: 97, height: 61), 2),
        ("gray, then colour", grayThenColor(width: 97, height: 61, colorRow: 23), 1),
        ("colour on the first row", grayThenColor(width: 97, height: 61, colorRow: 0), 1),
        ("gray, then over 256 colours", grayThenTooManyColors(width: 97, height: 61, colorRow: 30), 2),
        // Compressed larger than the PNG buffer first holds: the palette's stream grows its own.
        ("noisy palette, 150 KB compressed", noisyPalette(width: 600, height: 500), 1)
    ]

    /// 200 colours scattered at random (a fixed seed): a palette that compresses poorly.
    static func noisyPalette(width: Int, height: Int) -> PixelImage {
        var image = PixelImage(width: width, height: height)
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                image[x, y] = 0xFF00_0000 | (seed >> 16) % 200 &* 0x010_203
            }
        }
        return image
    }

    /// Opaque gray rows, then rows of more colours than a palette holds from `colorRow` on.
    static func grayThenTooManyColors(width: Int, height: Int, colorRow: Int) -> PixelImage {
        var image = grayPage(width: width, height: height)
        for y in colorRow..<height {
            for x in 0..<width { image[x, y] = 0xFF00_0000 | UInt32(truncatingIfNeeded: (x * 7 + y * 131) & 0x3FF) << 8 }
        }
        return image
    }

    @Test(arguments: [1, 2, 5, 8, 60, 61, 100])
    func bandsGiveTheBytesOfTheWholeImage(bandHeight: Int) {
        for (name, image, passes) in Self.images {
            let source = Source(image, bandHeight: bandHeight)
            #expect(source.encode() == PNGEncoder.encode(image), "\(name)")
            // An image in one band keeps no gray scanlines: its one band is read twice.
            let expected = bandHeight >= image.height ? max(passes, 2) : passes
            #expect(source.requests == source.expectedRequests(passes: expected), "\(name)")
        }
    }

    /// The palette bet starts only while every gray row above the first coloured one is at hand:
    /// with strips of 10 rows, colour from row 7 on is read once, colour from row 23 on more than
    /// once (the rows above are read again to count their colours, then all for the indices);
    /// the bytes are the same.
    @Test func aPaletteWhoseColourStartsBelowTheFirstStripIsReadAgain() {
        var options = PNGEncoder.Options.default
        options.stripBytes = 10 * (1 + 97)
        for colorRow in [7, 23] {
            let image = Self.grayThenColor(width: 97, height: 61, colorRow: colorRow)
            let source = Source(image, bandHeight: 8)
            #expect(source.encode(options: options) == PNGEncoder.encode(image, options: options), "colour from row \(colorRow)")
            let once = source.expectedRequests(passes: 1)
            #expect(colorRow < 10 ? source.requests == once : source.requests.count > once.count, "colour from row \(colorRow)")
        }
    }

    @Test func everyFilterAndLevelGivesTheSameBytesFromBands() {
        for options in [
            PNGEncoder.Options(filter: .paeth), .init(filter: .adaptive), .init(compressionLevel: 0),
            .init(compressionLevel: 6), .init(allowsPalette: false)
        ] {
            for (name, image, _) in Self.images {
                #expect(
                    Source(image, bandHeight: 7).encode(options: options) == PNGEncoder.encode(image, options: options),
                    "\(name) \(options)")
            }
        }
    }

    /// Once a coloured row appears, the gray rows above it are counted from their gray
    /// scanlines: the palette still lists colours in order of first appearance.
    @Test func colorsAfterGrayRowsKeepTheirPaletteOrder() throws {
        var image = PixelImage(width: 8, height: 6, fill: 0xFFFF_FFFF)
        for y in 0..<3 { image[0, y] = 0xFF80_8080 }
        for y in 3..<6 { image[2, y] = 0xFFFF_0000; image[5, y] = 0xFF40_4040 }
        for bandHeight in [1, 2, 6] {
            let chunks = PNGChunks(Source(image, bandHeight: bandHeight).encode())
            #expect(chunks.colorType == 3)
            #expect(chunks.data("PLTE") == [0x80, 0x80, 0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x40, 0x40, 0x40])
        }
    }

    /// A gray page is compressed strip by strip as it is scanned; when a coloured row comes
    /// after strips already compressed, the gray rows above it are read again to count their
    /// colours. Whatever the strip and band heights, the bytes are those of the whole image.
    @Test(arguments: [1, 3, 10, 61])
    func grayRowsCompressedInStripsGiveTheBytesOfTheWholeImage(stripRows: Int) throws {
        var options = PNGEncoder.Options.default
        options.stripBytes = stripRows * (1 + 97)
        for (name, image, _) in Self.images {
            for bandHeight in [4, 7, 30] {
                let source = Source(image, bandHeight: bandHeight)
                #expect(
                    source.encode(options: options) == PNGEncoder.encode(image, options: options),
                    "\(name), bands of \(bandHeight)")
            }
        }
        let late = Self.grayThenColor(width: 97, height: 61, colorRow: 50)
        let chunks = PNGChunks(Source(late, bandHeight: 7).encode(options: options))
        #expect(chunks.colorType == 3)
        #expect(try PNGDecoder.decode(Source(late, bandHeight: 7).encode(options: options)) == late)
    }

    /// Translucent gray rows cannot be told from their gray scanlines: their colours are
    /// counted in a pass of their own, with the same result.
    @Test func translucentGrayThenColorIsCountedAgain() throws {
        var image = PixelImage(width: 10, height: 6, fill: 0x8080_8080)
        for y in 4..<6 { for x in 0..<10 { image[x, y] = 0xFF00_FF00 } }
        let source = Source(image, bandHeight: 2)
        let png = source.encode()
        #expect(png == PNGEncoder.encode(image))
        #expect(PNGChunks(png).colorType == 3)
        #expect(try PNGDecoder.decode(png) == image)
        #expect(source.requests == source.expectedRequests(passes: 3))
    }
}
