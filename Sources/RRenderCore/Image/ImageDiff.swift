/// A pixel-by-pixel comparison of two images, with a tolerance: how many pixels differ by more
/// than `maxChannelDelta` in any channel, and an image showing where.
public struct ImageDiff: Sendable {
    /// How different two images may be and still count as equal.
    public struct Tolerance: Sendable, Hashable {
        /// The largest difference in any channel (0…255) that does not count.
        public var maxChannelDelta: Int
        /// The share of pixels (0…1) allowed to differ by more than `maxChannelDelta`.
        public var maxDifferingShare: Double

        public init(maxChannelDelta: Int = 0, maxDifferingShare: Double = 0) {
            self.maxChannelDelta = maxChannelDelta
            self.maxDifferingShare = maxDifferingShare
        }

        /// Identical pixels.
        public static let exact = Tolerance()
        /// Antialiasing noise from other builds of the same libraries: 0.1 % of pixels off by 48.
        public static let rendering = Tolerance(maxChannelDelta: 48, maxDifferingShare: 0.001)
    }

    /// False when the sizes differ (then nothing else is compared).
    public let sameSize: Bool
    /// Pixels differing by more than the tolerance's channel delta.
    public let differingPixels: Int
    /// The largest channel difference found.
    public let maxChannelDelta: Int
    public let pixelCount: Int
    /// The expected image dimmed, with differing pixels in red: empty when the sizes differ.
    public let visualization: PixelImage

    /// Compares `actual` with `expected`.
    public init(expected: PixelImage, actual: PixelImage, tolerance: Tolerance = .exact) {
        pixelCount = expected.width * expected.height
        guard expected.width == actual.width, expected.height == actual.height else {
            sameSize = false
            differingPixels = pixelCount
            maxChannelDelta = 255
            visualization = PixelImage(width: 0, height: 0)
            return
        }
        sameSize = true
        var differing = 0, largest = 0
        var picture = [UInt32](repeating: 0, count: pixelCount)
        for index in 0..<pixelCount {
            let e = expected.pixels[index], a = actual.pixels[index]
            let delta = e == a ? 0 : Self.channelDelta(e, a)
            largest = max(largest, delta)
            if delta > tolerance.maxChannelDelta {
                differing += 1
                picture[index] = 0xFFFF_0000
            } else {
                picture[index] = Self.dimmed(e)
            }
        }
        differingPixels = differing
        maxChannelDelta = largest
        visualization = PixelImage(width: expected.width, height: expected.height, pixels: picture)
            ?? PixelImage(width: 0, height: 0)
    }

    /// The share of pixels that differ.
    public var differingShare: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }

    /// True when the images are equal within `tolerance`.
    public func isWithin(_ tolerance: Tolerance) -> Bool {
        sameSize && differingShare <= tolerance.maxDifferingShare
    }

    /// One line for a person: "1234 of 960000 pixels (0.129 %) differ, by up to 255".
    public var summary: String {
        guard sameSize else { return "the images have different sizes" }
        let percent = (differingShare * 100_000).rounded() / 1000
        return "\(differingPixels) of \(pixelCount) pixels (\(percent) %) differ, by up to \(maxChannelDelta)"
    }

    private static func channelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var delta = 0
        for shift in [UInt32(0), 8, 16, 24] {
            delta = max(delta, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
        return delta
    }

    /// A pale version of an opaque pixel, so red differences stand out.
    private static func dimmed(_ pixel: UInt32) -> UInt32 {
        func pale(_ shift: UInt32) -> UInt32 { (((pixel >> shift) & 0xFF) / 3 + 170) << shift }
        return 0xFF00_0000 | pale(16) | pale(8) | pale(0)
    }
}
