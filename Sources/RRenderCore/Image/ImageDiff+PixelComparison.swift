extension ImageDiff {
    /// The pixel loop behind `ImageDiff`: counts and paints, row by row, on a canvas as large as
    /// both images.
    struct PixelComparison {
        let expected: PixelImage
        let actual: PixelImage
        let allowedDelta: Int
        /// As large as both images.
        let canvas: Size
        /// The top-left area both images have.
        let shared: Size
        /// Pixels in `shared` that differ by more than `allowedDelta`.
        private(set) var differing = 0
        /// Pixels only one image has.
        private(set) var unmatched = 0
        /// The largest channel difference in `shared`.
        private(set) var largestDelta = 0
        /// The visualization's pixels, `canvas` sized.
        private(set) var picture: [UInt32]

        init(expected: PixelImage, actual: PixelImage, allowedDelta: Int) {
            self.expected = expected
            self.actual = actual
            self.allowedDelta = allowedDelta
            canvas = Size(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
            shared = Size(width: min(expected.width, actual.width), height: min(expected.height, actual.height))
            picture = [UInt32](repeating: ImageDiff.outsideColor, count: canvas.area)
        }

        mutating func run() {
            for y in 0..<canvas.height {
                let rowStart = y * canvas.width
                if y < shared.height {
                    compareRow(y, into: rowStart)
                }
                markUnmatched(row: y, from: y < shared.height ? shared.width : 0, into: rowStart)
            }
        }

        /// The pixels of row `y` that both images have.
        private mutating func compareRow(_ y: Int, into rowStart: Int) {
            let expectedStart = y * expected.width, actualStart = y * actual.width
            for x in 0..<shared.width {
                let e = expected.pixels[expectedStart + x], a = actual.pixels[actualStart + x]
                let delta = e == a ? 0 : Self.channelDelta(e, a)
                largestDelta = max(largestDelta, delta)
                if delta > allowedDelta {
                    differing += 1
                    picture[rowStart + x] = ImageDiff.differingColor
                } else {
                    picture[rowStart + x] = Self.dimmed(e)
                }
            }
        }

        /// The pixels of row `y` from column `start` on: in one image only, or in neither.
        private mutating func markUnmatched(row y: Int, from start: Int, into rowStart: Int) {
            guard start < canvas.width else { return }
            for x in start..<canvas.width {
                let inExpected = x < expected.width && y < expected.height
                let inActual = x < actual.width && y < actual.height
                guard inExpected != inActual else { continue }
                unmatched += 1
                picture[rowStart + x] = ImageDiff.unmatchedColor
            }
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
}
