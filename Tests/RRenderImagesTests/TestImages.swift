import CTurboJPEGLibrary
import RRenderCore

/// Deterministic test pictures and a JPEG encoder (turbojpeg), so no test depends on files.
enum TestImages {
    /// A small xorshift generator: the same seed gives the same pictures on every run.
    struct Random {
        var state: UInt64
        init(seed: UInt64) { state = seed | 1 }
        mutating func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        mutating func byte() -> UInt32 { UInt32(next() & 0xFF) }
    }

    static func opaque(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { 0xFF00_0000 | r << 16 | g << 8 | b }

    /// "Antialiased text": white, with dark gray blobs of every gray level.
    static func grayText(width: Int, height: Int) -> PixelImage {
        var image = PixelImage(width: width, height: height)
        var random = Random(seed: 7)
        for y in 0..<height where y % 12 < 8 {
            for x in 0..<width where random.next() % 3 == 0 {
                let v = random.byte()
                image[x, y] = opaque(v, v, v)
            }
        }
        return image
    }

    /// Gray text with a few blue "links" and a red heading: more than one hue, few colours.
    static func fewColors(width: Int, height: Int) -> PixelImage {
        var image = PixelImage(width: width, height: height)
        let colors = [opaque(0, 0, 0), opaque(6, 69, 173), opaque(139, 0, 0), opaque(128, 128, 128), opaque(200, 220, 255)]
        var random = Random(seed: 11)
        for y in 0..<height {
            for x in 0..<width where random.next() % 4 == 0 {
                image[x, y] = colors[Int(random.next() % UInt64(colors.count))]
            }
        }
        return image
    }

    /// Noise-like colour gradients: far more than 256 colours, opaque.
    static func photo(width: Int, height: Int) -> PixelImage {
        var image = PixelImage(width: width, height: height)
        var random = Random(seed: 3)
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt32((x * 255) / max(width - 1, 1)), g = UInt32((y * 255) / max(height - 1, 1))
                image[x, y] = opaque(r, g, (r ^ g ^ random.byte()) & 0xFF)
            }
        }
        return image
    }

    /// Valid premultiplied pixels of every alpha (0…255) and random colours.
    static func translucent(width: Int, height: Int) -> PixelImage {
        var image = PixelImage(width: width, height: height)
        var random = Random(seed: 5)
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt32((x + y * width) % 256)
                let r = a == 0 ? 0 : random.byte() % (a + 1), g = a == 0 ? 0 : random.byte() % (a + 1)
                let b = a == 0 ? 0 : random.byte() % (a + 1)
                image[x, y] = a << 24 | r << 16 | g << 8 | b
            }
        }
        return image
    }

    /// A JPEG of `image` (alpha ignored), made with turbojpeg.
    static func jpeg(
        _ image: PixelImage, quality: Int32 = 90, subsampling: TJSAMP = TJSAMP_420,
        gray: Bool = false, progressive: Bool = false
    ) -> [UInt8] {
        guard let handle = tjInitCompress() else { return [] }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let rc = image.withUnsafePixels { pixels in
            UnsafeRawPointer(pixels.baseAddress!).withMemoryRebound(to: UInt8.self, capacity: pixels.count * 4) { bytes in
                tjCompress2(
                    handle, bytes, Int32(image.width), 0, Int32(image.height), TJPF_BGRX.rawValue,
                    &output, &size, Int32((gray ? TJSAMP_GRAY : subsampling).rawValue), quality,
                    progressive ? TJFLAG_PROGRESSIVE : 0)
            }
        }
        defer { tjFree(output) }
        guard rc == 0, let output else { return [] }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// A CMYK JPEG (Adobe convention, as turbojpeg writes it) of constant `c, m, y, k` values.
    static func cmykJPEG(width: Int, height: Int, cmyk: [UInt8]) -> [UInt8] {
        guard let handle = tjInitCompress() else { return [] }
        defer { tjDestroy(handle) }
        let pixels = [UInt8]((0..<width * height).flatMap { _ in cmyk })
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let rc = tjCompress2(
            handle, pixels, Int32(width), 0, Int32(height), TJPF_CMYK.rawValue,
            &output, &size, Int32(TJSAMP_444.rawValue), 95, 0)
        defer { tjFree(output) }
        guard rc == 0, let output else { return [] }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// Largest difference of any channel between two same-sized images.
    static func maxChannelDifference(_ a: PixelImage, _ b: PixelImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        var worst = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            for shift: UInt32 in [0, 8, 16, 24] {
                worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
            }
        }
        return worst
    }
}

/// Subsampling choices spelled for tests.
enum TJSAMPForTests {
    static let full = TJSAMP_444
}
