import RRenderCore
import Testing

/// `ImageDiff`: counts, the largest difference, the summary and the visualization, for images of
/// the same size and of different sizes.
@Suite struct ImageDiffTests {
    private func image(_ width: Int, _ height: Int, fill: UInt32 = 0xFFFF_FFFF) -> PixelImage {
        PixelImage(width: width, height: height, fill: fill)
    }

    @Test func identicalImagesMatchExactly() {
        let diff = ImageDiff(expected: image(4, 3), actual: image(4, 3))
        #expect(diff.sameSize && diff.differingPixels == 0 && diff.maxChannelDelta == 0 && diff.pixelCount == 12)
        #expect(diff.isWithin(.exact))
        #expect(diff.summary == "all 12 pixels are identical")
        #expect(diff.visualization.width == 4 && diff.visualization.height == 3)
    }

    @Test func oneChangedPixelIsCountedAndPaintedRed() {
        var actual = image(10, 10)
        actual[3, 2] = 0xFF00_0000
        let diff = ImageDiff(expected: image(10, 10), actual: actual)
        #expect(diff.differingPixels == 1 && diff.maxChannelDelta == 255)
        #expect(diff.differingShare == 0.01)
        #expect(!diff.isWithin(.exact))
        #expect(diff.isWithin(ImageDiff.Tolerance(maxChannelDelta: 0, maxDifferingShare: 0.01)))
        #expect(diff.summary == "1 of 100 pixels (1.0 %) differ, by up to 255")
        #expect(diff.visualization[3, 2] == ImageDiff.differingColor)
        #expect(diff.visualization[0, 0] != ImageDiff.differingColor)
    }

    @Test func smallDifferencesWithinTheChannelDeltaDoNotCount() {
        var actual = image(10, 10)
        actual[0, 0] = 0xFFF0_FFFF
        let diff = ImageDiff(expected: image(10, 10), actual: actual, tolerance: .init(maxChannelDelta: 20))
        #expect(diff.differingPixels == 0 && diff.maxChannelDelta == 15)
        #expect(diff.isWithin(.exact))
        #expect(diff.summary == "no pixel differs by more than 20 (the largest channel difference is 15)")
        let strict = ImageDiff(expected: image(10, 10), actual: actual, tolerance: .init(maxChannelDelta: 10))
        #expect(strict.summary == "1 of 100 pixels (1.0 %) differ by more than 10, by up to 15")
    }

    @Test func aTinyShareIsNeverPrintedAsZero() {
        var actual = image(1000, 1000)
        actual[0, 0] = 0
        #expect(ImageDiff(expected: image(1000, 1000), actual: actual).summary.contains("(< 0.001 %)"))
    }

    @Test func differentSizesNeverMatchAndShowTheUnmatchedArea() {
        var actual = image(4, 5)
        actual[1, 1] = 0xFF00_0000
        let diff = ImageDiff(expected: image(4, 3), actual: actual, tolerance: .rendering)
        #expect(!diff.sameSize && !diff.isWithin(.init(maxChannelDelta: 255, maxDifferingShare: 1)))
        #expect(diff.expectedSize == .init(width: 4, height: 3) && diff.actualSize == .init(width: 4, height: 5))
        #expect(diff.pixelCount == 20)
        #expect(diff.differingPixels == 8 + 1)
        #expect(diff.visualization.width == 4 && diff.visualization.height == 5)
        #expect(diff.visualization[1, 1] == ImageDiff.differingColor)
        #expect(diff.visualization[0, 4] == ImageDiff.unmatchedColor)
        #expect(
            diff.summary
                == "the sizes differ (4×3 and 4×5); in the 4×3 both have, 1 of 12 pixels (8.333 %) differ by more than 48, by up to 255"
        )
    }

    @Test func oneWiderTheOtherTallerLeavesACornerInNeither() {
        let diff = ImageDiff(expected: image(6, 2), actual: image(2, 6))
        #expect(diff.visualization.width == 6 && diff.visualization.height == 6)
        #expect(diff.differingPixels == 8 + 8)
        #expect(diff.visualization[5, 5] == ImageDiff.outsideColor)
        #expect(diff.visualization[5, 0] == ImageDiff.unmatchedColor && diff.visualization[0, 5] == ImageDiff.unmatchedColor)
        #expect(diff.summary == "the sizes differ (6×2 and 2×6); in the 2×2 both have, all 4 pixels are identical")
    }
}
