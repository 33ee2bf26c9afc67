import RRenderCore

/// Where a band of rows of a rendered page has ink: the runs of columns holding a pixel darker
/// than a threshold, a column without one ending a run. Two renderings of the same line whose
/// glyphs have the same widths and positions give the same runs; a face of other widths moves
/// them, and splits or joins them where letters part or touch.
public enum InkSpans {
    /// The runs of inked columns of `rows` in `image` (luminance below `threshold`), left to right.
    public static func spans(in image: PixelImage, rows: Range<Int>, threshold: Int = 128) -> [ClosedRange<Int>] {
        let rows = max(0, rows.lowerBound)..<min(image.height, rows.upperBound)
        var spans: [ClosedRange<Int>] = []
        var start: Int?
        for x in 0...image.width {
            let inked = x < image.width && rows.contains { y in luminance(image[x, y]) < threshold }
            if inked, start == nil { start = x }
            if !inked, let first = start {
                spans.append(first...(x - 1))
                start = nil
            }
        }
        return spans
    }

    /// The largest distance between the matching edges of `a` and `b`; nil when they have not
    /// as many spans.
    public static func largestEdgeDistance(_ a: [ClosedRange<Int>], _ b: [ClosedRange<Int>]) -> Int? {
        guard a.count == b.count else { return nil }
        return zip(a, b).map { max(abs($0.lowerBound - $1.lowerBound), abs($0.upperBound - $1.upperBound)) }.max() ?? 0
    }

    /// The luminance (0 black … 255 white) of an opaque pixel `0xAARRGGBB`.
    private static func luminance(_ pixel: UInt32) -> Int {
        let red = Int((pixel >> 16) & 0xFF), green = Int((pixel >> 8) & 0xFF), blue = Int(pixel & 0xFF)
        return (299 * red + 587 * green + 114 * blue) / 1000
    }
}
