/// A pixel-by-pixel comparison of two images, with a tolerance: how many pixels differ by more
/// than `maxChannelDelta` in any channel, and an image showing where.
///
/// Images of different sizes are compared on a canvas as large as both, aligned at the top-left
/// corner: the pixels both have are compared as usual, and every pixel only one of them has
/// counts as differing (the sizes differing is itself a difference, so such images never match).
public struct ImageDiff: Sendable {
    /// How different two images may be and still count as equal.
    public struct Tolerance: Sendable, Hashable {
        /// The largest difference in any channel (0…255) that does not count.
        public var maxChannelDelta: Int
        /// The share of pixels (0…1) allowed to differ by more than `maxChannelDelta`.
        public var maxDifferingShare: Double

        /// A tolerance of `maxChannelDelta` per channel on at most `maxDifferingShare` of the pixels.
        public init(maxChannelDelta: Int = 0, maxDifferingShare: Double = 0) {
            self.maxChannelDelta = maxChannelDelta
            self.maxDifferingShare = maxDifferingShare
        }

        /// Identical pixels.
        public static let exact = Tolerance()
        /// Antialiasing noise from other builds of the same libraries: 0.1 % of pixels off by 48.
        public static let rendering = Tolerance(maxChannelDelta: 48, maxDifferingShare: 0.001)
    }

    /// A width and height in pixels.
    public struct Size: Hashable, Sendable, CustomStringConvertible {
        /// Width in pixels.
        public let width: Int
        /// Height in pixels.
        public let height: Int

        /// A size of `width × height` pixels.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// The size of `image`.
        public init(of image: PixelImage) {
            self.init(width: image.width, height: image.height)
        }

        /// `WIDTH×HEIGHT`.
        public var description: String { "\(width)×\(height)" }
        /// The number of pixels.
        var area: Int { width * height }
    }

    /// In the visualization: a differing pixel.
    public static let differingColor: UInt32 = 0xFFFF_0000
    /// In the visualization: a pixel that only one of the images has (their sizes differ).
    public static let unmatchedColor: UInt32 = 0xFFFF_00FF
    /// In the visualization: a pixel neither image has (one is wider, the other taller).
    public static let outsideColor: UInt32 = 0xFF80_8080

    /// False when the sizes differ.
    public let sameSize: Bool
    /// The size of the expected image.
    public let expectedSize: Size
    /// The size of the actual image.
    public let actualSize: Size
    /// Pixels differing by more than the tolerance's channel delta, plus, when the sizes differ,
    /// the pixels only one image has.
    public let differingPixels: Int
    /// The largest channel difference found among the pixels both images have.
    public let maxChannelDelta: Int
    /// The pixels compared: those of the expected image, or of a canvas as large as both when
    /// the sizes differ.
    public let pixelCount: Int
    /// The channel difference up to which pixels counted as equal (from the tolerance).
    public let allowedChannelDelta: Int
    /// The expected image dimmed, with differing pixels in red (`differingColor`); when the sizes
    /// differ, as large as both, with the pixels only one image has in magenta (`unmatchedColor`).
    public let visualization: PixelImage
    /// Pixels both images have, and how many of those differ (the summary reports these).
    private let sharedSize: Size
    private let sharedDifferingPixels: Int

    /// Compares `actual` with `expected`.
    public init(expected: PixelImage, actual: PixelImage, tolerance: Tolerance = .exact) {
        expectedSize = Size(of: expected)
        actualSize = Size(of: actual)
        sameSize = expectedSize == actualSize
        allowedChannelDelta = tolerance.maxChannelDelta
        var comparison = PixelComparison(expected: expected, actual: actual, allowedDelta: tolerance.maxChannelDelta)
        comparison.run()
        pixelCount = comparison.canvas.area
        differingPixels = comparison.differing + comparison.unmatched
        maxChannelDelta = comparison.largestDelta
        sharedSize = comparison.shared
        sharedDifferingPixels = comparison.differing
        visualization =
            PixelImage(width: comparison.canvas.width, height: comparison.canvas.height, pixels: comparison.picture)
            ?? PixelImage(width: 0, height: 0)
    }

    /// The share of pixels that differ.
    public var differingShare: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }

    /// True when the images are equal within `tolerance`.
    public func isWithin(_ tolerance: Tolerance) -> Bool {
        sameSize && differingShare <= tolerance.maxDifferingShare
    }

    /// One line for a person: "1234 of 960000 pixels (0.129 %) differ, by up to 255"; when the
    /// sizes differ, "the sizes differ (600×800 and 600×820); in the 600×800 both have, …".
    public var summary: String {
        let shared = Self.describe(
            differing: sharedDifferingPixels, of: sharedSize.area,
            largest: maxChannelDelta, allowed: allowedChannelDelta)
        if sameSize { return shared }
        let sizes = "the sizes differ (\(expectedSize) and \(actualSize))"
        return sharedSize.area == 0 ? sizes : "\(sizes); in the \(sharedSize) both have, \(shared)"
    }

    private static func describe(differing: Int, of count: Int, largest: Int, allowed: Int) -> String {
        if largest == 0 { return "all \(count) pixels are identical" }
        let beyond = allowed > 0 ? " by more than \(allowed)" : ""
        if differing == 0 { return "no pixel differs\(beyond) (the largest channel difference is \(largest))" }
        return "\(differing) of \(count) pixels (\(percent(differing, of: count))) differ\(beyond), by up to \(largest)"
    }

    /// "0.129 %", to a thousandth of a percent; never "0.0 %" for a difference.
    static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0.0 %" }
        let rounded = (Double(part) / Double(whole) * 100_000).rounded() / 1000
        return rounded == 0 && part > 0 ? "< 0.001 %" : "\(rounded) %"
    }
}
