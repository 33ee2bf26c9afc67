import RRenderCairo
import RRenderImages

/// Two PNG images compared pixel by pixel within a tolerance: what `rrender diff` reports.
public struct ImageComparison: Sendable {
    /// The image the other is compared with.
    public let expected: PixelImage
    /// The image being checked.
    public let actual: PixelImage
    /// How different the images may be and still match.
    public let tolerance: ImageDiff.Tolerance
    /// The pixel comparison: counts, the largest difference, the visualization.
    public let diff: ImageDiff

    /// Compares two images in memory.
    public init(expected: PixelImage, actual: PixelImage, tolerance: ImageDiff.Tolerance = .exact) {
        self.expected = expected
        self.actual = actual
        self.tolerance = tolerance
        diff = ImageDiff(expected: expected, actual: actual, tolerance: tolerance)
    }

    /// Compares two PNG files; throws `.imageFile` naming the first file that cannot be used.
    public init(expectedPath: String, actualPath: String, tolerance: ImageDiff.Tolerance = .exact) throws(RRenderError) {
        do {
            self.init(
                expected: try PNGFile.read(path: expectedPath), actual: try PNGFile.read(path: actualPath),
                tolerance: tolerance)
        } catch {
            throw .imageFile(error)
        }
    }

    /// True when the images are the same size and differ within the tolerance.
    public var matches: Bool { diff.isWithin(tolerance) }

    /// The diff image as PNG bytes: the expected image pale, differing pixels red and, when the
    /// sizes differ, on a canvas as large as both, pixels only one image has magenta.
    public func diffPNG() -> [UInt8] {
        PNGEncoder.encode(diff.visualization)
    }
}
