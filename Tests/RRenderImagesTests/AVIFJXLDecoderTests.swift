import RRenderCore
import RRenderTestSupport
import Testing

@testable import RRenderImages

/// AVIF through libavif and JPEG XL through libjxl: the right pixels and alpha (premultiplied),
/// and damaged or oversized files refused with an `ImageError`, never a crash.
@Suite("AVIF and JPEG XL decoding")
struct AVIFJXLDecoderTests {
    /// Every channel of `pixel` within `tolerance` of `expected` (lossless AV1 from RGB goes
    /// through YUV 4:4:4, exact or off by one).
    static func near(_ pixel: UInt32, _ expected: UInt32, tolerance: Int32 = 2) -> Bool {
        (0..<4).allSatisfy { (channel: Int) -> Bool in
            let shift = UInt32(channel * 8)
            let difference = Int32((pixel >> shift) & 0xFF) - Int32((expected >> shift) & 0xFF)
            return abs(difference) <= tolerance
        }
    }

    @Test(arguments: [
        ("avif", ModernImageFixtures.redAVIF), ("jxl", ModernImageFixtures.redJXL),
        ("jxl container", ModernImageFixtures.redContainerJXL)
    ])
    func opaqueRedDecodes(name: String, bytes: [UInt8]) throws {
        let image = try ImageDecoder.decode(bytes).pixelImage()
        #expect(image.width == 6 && image.height == 4)
        for (x, y) in [(0, 0), (5, 3), (3, 2)] {
            #expect(Self.near(image[x, y], 0xFFFF_0000), "\(name) \(x),\(y): \(String(image[x, y], radix: 16))")
        }
    }

    @Test(arguments: [("avif", ModernImageFixtures.bigAVIF), ("jxl", ModernImageFixtures.bigJXL)])
    func oddSizesDecodeWhole(name: String, bytes: [UInt8]) throws {
        let image = try ImageDecoder.decode(bytes).pixelImage()
        #expect(image.width == 300 && image.height == 17)
        #expect(Self.near(image[299, 16], 0xFF00_00FF), "\(name): \(String(image[299, 16], radix: 16))")
    }

    /// Blue at alpha 128 comes out premultiplied, as Cairo wants: 0x80 0000 80.
    @Test(arguments: [("avif", ModernImageFixtures.alphaAVIF), ("jxl", ModernImageFixtures.alphaJXL)])
    func alphaIsPremultiplied(name: String, bytes: [UInt8]) throws {
        let surface = try ImageDecoder.decode(bytes)
        #expect(!surface.isOpaque)
        #expect(Self.near(surface.pixelImage()[2, 2], 0x8000_0080), "\(name): \(String(surface.pixelImage()[2, 2], radix: 16))")
    }

    @Test func hugeClaimedSizesAreRefusedBeforeDecoding() throws {
        var avif = ModernImageFixtures.redAVIF
        // The `ispe` property's width and height (big-endian, after its version and flags).
        let ispe = try #require(avif.indices.first { avif[$0..<min($0 + 4, avif.count)].elementsEqual(Array("ispe".utf8)) })
        avif.replaceSubrange(ispe + 8..<ispe + 16, with: [0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60])
        #expect(throws: ImageError.tooLarge(width: 60_000, height: 60_000)) { try ImageDecoder.decode(avif) }
        #expect(throws: ImageError.tooLarge(width: 60_000, height: 60_000)) {
            try ImageDecoder.decode(ImageInfoClaims.jxl(width: 60_000, height: 60_000))
        }
    }

    @Test(arguments: [("avif", ModernImageFixtures.bigAVIF), ("jxl", ModernImageFixtures.bigJXL)])
    func damagedFilesAreErrors(name: String, bytes: [UInt8]) {
        var damaged = bytes
        for i in stride(from: damaged.count / 2, to: damaged.count, by: 3) { damaged[i] ^= 0x5A }
        let truncated = Array(bytes.prefix(bytes.count - 6))
        for broken in [damaged, truncated] {
            do {
                _ = try ImageDecoder.decode(broken)  // some damage still decodes: no crash is what counts
            } catch {
                #expect(
                    error.description.lowercased().contains(name == "avif" ? "avif" : "jpeg xl")
                        || "\(error)".contains("corrupt"), "\(error)")
            }
        }
    }

    /// Every prefix and a few hundred deterministic byte mutations of each fixture: header
    /// reading and decoding end in a value or an `ImageError`, never a trap.
    @Test func mutatedFilesNeverCrash() {
        let fixtures = [
            ModernImageFixtures.redAVIF, ModernImageFixtures.alphaAVIF, ModernImageFixtures.bigJXL,
            ModernImageFixtures.ratioJXL, ModernImageFixtures.redContainerJXL
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var decoded = 0
        for fixture in fixtures {
            for length in 0..<fixture.count { _ = ImageInfo.read(Array(fixture.prefix(length))) }
            for _ in 0..<60 {
                var bytes = fixture
                for _ in 0..<(1 + next() % 4) { bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next()) }
                if (try? ImageDecoder.decode(bytes)) != nil { decoded += 1 }
            }
        }
        #expect(decoded < fixtures.count * 60)  // most damage is caught, and none of it crashed
    }
}

/// Headers that claim a size, for limits tests.
enum ImageInfoClaims {
    /// A bare JPEG XL codestream whose size header claims `width` × `height`.
    static func jxl(width: Int, height: Int) -> [UInt8] {
        var bits: [Int] = []
        func put(_ value: Int, _ count: Int) { for i in 0..<count { bits.append(value >> i & 1) } }
        put(0, 1); put(3, 2); put(height - 1, 30); put(0, 3); put(3, 2); put(width - 1, 30)
        var bytes: [UInt8] = [0xFF, 0x0A]
        for start in stride(from: 0, to: bits.count, by: 8) {
            bytes.append(UInt8(bits[start..<min(start + 8, bits.count)].enumerated().reduce(0) { $0 | $1.element << $1.offset }))
        }
        return bytes + [UInt8](repeating: 0, count: 8)
    }
}
