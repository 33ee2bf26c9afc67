/// What lengths and alignments relative to a font need of it, as fractions of its em: its
/// x-height (`ex`, `vertical-align: middle`), the advance of "0" (`ch`, CSS Values 3 §5.1.1),
/// and its ascent and descent (`vertical-align: text-top` and `text-bottom`).
public struct FontRelativeMetrics: Sendable, Hashable {
    public var xHeight: Double
    public var zeroAdvance: Double
    public var ascent: Double
    public var descent: Double

    public init(xHeight: Double, zeroAdvance: Double, ascent: Double = 0.8, descent: Double = 0.2) {
        self.xHeight = xHeight
        self.zeroAdvance = zeroAdvance
        self.ascent = ascent
        self.descent = descent
    }

    /// Half an em each for `ex` and `ch` (what CSS Values 3 allows when the font cannot be
    /// measured), and the ascent and descent a shaper assumes without a font.
    public static let fallback = FontRelativeMetrics(xHeight: 0.5, zeroAdvance: 0.5)
}

/// The fonts the cascade cannot load itself (they live in the text adapter): the first
/// available font of a family list, in a weight and style, measured for `ex` and `ch`.
/// Used on one thread at a time, by the worker that styles a document.
public protocol FontMetricsSource: AnyObject {
    /// The metrics of the font used for `families` at `weight`, italic or not.
    func fontRelativeMetrics(families: [String], weight: Int, italic: Bool) -> FontRelativeMetrics
}
