import RRenderCore
import Testing

@testable import RRenderImages

@Suite("Cairo surface")
struct CairoSurfaceTests {
    @Test func newSurfacesHaveTheirSizeAndFormat() throws {
        let opaque = try CairoSurface(width: 31, height: 7, opaque: true)
        #expect(opaque.width == 31 && opaque.height == 7 && opaque.isOpaque)
        #expect(opaque.byteCount >= 31 * 4 * 7)
        // A new RGB24 surface is black, with alpha forced to 255 in the copy.
        #expect(opaque.pixelImage() == PixelImage(width: 31, height: 7, fill: 0xFF00_0000))
        let clear = try CairoSurface(width: 3, height: 2, opaque: false)
        #expect(!clear.isOpaque)
        #expect(clear.pixelImage() == PixelImage(width: 3, height: 2, fill: 0))
    }

    @Test func absurdSizesAreRefused() {
        for (w, h) in [(0, 1), (1, 0), (-5, 5), (32768, 1), (1, 40000), (20000, 20000)] {
            #expect(throws: CairoError.invalidSize(width: w, height: h)) { try CairoSurface(width: w, height: h, opaque: true) }
        }
        #expect(throws: CairoError.self) { try CairoSurface(image: PixelImage(width: 0, height: 0)) }
    }

    @Test func imagesRoundTripThroughSurfaces() throws {
        // Odd widths give a stride larger than width × 4 on some sizes: rows must be honoured.
        for image in [TestImages.photo(width: 13, height: 5), TestImages.translucent(width: 17, height: 9)] {
            let surface = try CairoSurface(image: image)
            #expect(surface.pixelImage() == image)
        }
    }

    @Test func cairoDrawingIsSeenInTheCopy() throws {
        let surface = try CairoSurface(image: PixelImage(width: 4, height: 4, fill: 0xFFFF_FFFF))
        surface.withMutableRows { row in row(2)[1] = 0x0012_3456 }  // top byte undefined in RGB24
        let image = surface.pixelImage()
        #expect(image[1, 2] == 0xFF12_3456)
        #expect(image[0, 0] == 0xFFFF_FFFF)
    }
}

@Suite("Image cache")
struct ImageCacheTests {
    func surface(_ side: Int) throws -> CairoSurface { try CairoSurface(width: side, height: side, opaque: true) }

    @Test func evictsTheLeastRecentlyUsed() throws {
        let cache = ImageCache(byteLimit: 3 * 64 * 64 * 4)
        let a = ImageCache.Key(href: "a.png"), b = ImageCache.Key(href: "b.png"), c = ImageCache.Key(href: "c.png")
        let d = ImageCache.Key(href: "d.png")
        cache.insert(try surface(64), for: a)
        cache.insert(try surface(64), for: b)
        cache.insert(try surface(64), for: c)
        #expect(cache.count == 3 && cache.totalBytes == 3 * 64 * 64 * 4)
        #expect(cache.surface(for: a) != nil)  // a is now the most recent; b the least
        cache.insert(try surface(64), for: d)
        #expect(cache.surface(for: b) == nil)
        #expect(cache.surface(for: a) != nil && cache.surface(for: c) != nil && cache.surface(for: d) != nil)
        #expect(cache.totalBytes <= cache.byteLimit)
    }

    @Test func largePicturesCanBeDroppedAndSmallOnesStay() throws {
        let cache = ImageCache()
        let cover = ImageCache.Key(href: "cover.jpg"), ornament = ImageCache.Key(href: "fleuron.png")
        cache.insert(try surface(600), for: cover)  // 1.4 MB
        cache.insert(try surface(40), for: ornament)
        cache.removeAll(largerThan: 1 << 20)
        #expect(cache.surface(for: cover) == nil && cache.surface(for: ornament) != nil)
        #expect(cache.count == 1 && cache.totalBytes == 40 * 40 * 4)
    }

    @Test func keysIncludeTheTargetSize() throws {
        let cache = ImageCache()
        let full = ImageCache.Key(href: "p.jpg"), small = ImageCache.Key(href: "p.jpg", target: (width: 10, height: 10))
        cache.insert(try surface(20), for: full)
        #expect(cache.surface(for: small) == nil)
        #expect(cache.surface(for: full)?.width == 20)
    }

    @Test func replacingAndOversizedEntries() throws {
        let cache = ImageCache(byteLimit: 100 * 100 * 4)
        let key = ImageCache.Key(href: "x")
        cache.insert(try surface(50), for: key)
        cache.insert(try surface(40), for: key)
        #expect(cache.count == 1 && cache.totalBytes == 40 * 40 * 4)
        cache.insert(try surface(101), for: ImageCache.Key(href: "huge"))
        #expect(cache.count == 1 && cache.surface(for: ImageCache.Key(href: "huge")) == nil)
        cache.removeAll()
        #expect(cache.count == 0 && cache.totalBytes == 0)
    }

    @Test func decodesOnlyOnAMiss() throws {
        let cache = ImageCache()
        let png = PNGEncoder.encode(TestImages.photo(width: 8, height: 8))
        var decodes = 0
        for _ in 0..<3 {
            let s = try cache.surface(for: ImageCache.Key(href: "i.png")) { () throws(ImageError) -> CairoSurface in
                decodes += 1
                return try ImageDecoder.decode(png)
            }
            #expect(s.width == 8)
        }
        #expect(decodes == 1)
        #expect(throws: ImageError.self) {
            try cache.surface(for: ImageCache.Key(href: "bad")) { () throws(ImageError) -> CairoSurface in
                try ImageDecoder.decode([1, 2, 3])
            }
        }
        #expect(cache.count == 1)
    }
}
